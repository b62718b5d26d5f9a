"""The pool, the laws refereed and the whole game for Boston de Fontainebleau, Russian Boston
(001 part 2 §12, §14; oracles O45, O47) and French Boston (§13; O48, O49)."""

from __future__ import annotations

import pytest

from hoyle.bots import RandomBot
from hoyle.cards import parse_cards
from hoyle.core.actions import Action
from hoyle.core.chance import StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.registry import get_game
from hoyle.games.whist.boston_fontainebleau import success as fb_success
from hoyle.games.whist.boston_french import (HEARTS as H, misere_payment, nine_payment, payment,
                                             trick_bid_payment)

from _boston_helpers import stack_packets


def fb_deal(slug: str, hands: list[str], dealer: int = 3, **context):
    deck = stack_packets(hands, dealer, (4, 4, 5))
    rules = {"referee_mode": True} if context.pop("referee", False) else None
    return get_game(slug).new_deal(4, rules, StackedShuffler([deck], draws=[0]),
                                   context={"dealer": dealer, **context})


# seat 0: nine diamonds and four low clubs; seat 2 the nine high clubs and four low diamonds
NINE = ["AD KD QD JD TD 9D 8D 7D 6D 5C 4C 3C 2C", "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
        "AC KC QC JC TC 9C 8C 7C 6C 5D 4D 3D 2D", "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"]


def play_out(st):
    while not st.is_over:
        st.apply(st.legal_actions()[0])                  # 'play-on' when asked


def test_O47_failing_partners_pay_135_each_to_the_adjacent_opponent_and_135_to_the_pool():
    st = fb_deal("boston-de-fontainebleau", NINE)
    st.apply("bid 7 diamonds")
    for _ in range(3):
        st.apply("pass")
    st.apply("call")
    st.apply("accept")
    assert st.acceptor == 1
    play_out(st)
    assert st.tp.won[0] + st.tp.won[1] == 9              # ten needed
    assert st.payments() == [-135, -135, 135, 135]
    # together 135 into the pool (68 + 67, the odd counter the bidder's; our split)
    assert st.outcome() == [-135 - 68, -135 - 67, 135, 135 - 5] and st.pools_after() == [5 + 135]


def test_O45_rule_lone_failure_pays_into_the_pool_what_it_pays_each_opponent():
    st = fb_deal("boston-de-fontainebleau", NINE)
    st.apply("bid 10 diamonds")
    for _ in range(3):
        st.apply("pass")
    st.apply("alone")
    play_out(st)
    assert st.tp.won[0] == 9
    assert st.payments() == [-405, 135, 135, 135]         # 130 + 5 short, to each
    assert st.outcome() == [-405 - 135, 135, 135, 130] and st.pools_after() == [140]


def test_twelfth_deal_failure_pays_the_pool_and_the_opponents_divide_it():
    st = fb_deal("boston-de-fontainebleau", NINE, last_deal=True)
    st.apply("bid 10 diamonds")
    for _ in range(3):
        st.apply("pass")
    st.apply("alone")
    play_out(st)
    assert st.pools_after() == []
    assert st.outcome() == [-540, 135 + 47, 135 + 47, 130 + 46]


def test_we_pay_saves_only_the_overtricks_and_the_pool_is_still_won():
    st = fb_deal("boston-de-fontainebleau", NINE)
    st.apply("bid 7 diamonds")
    for _ in range(3):
        st.apply("pass")
    st.apply("alone")
    for _ in range(4):
        st.apply(st.legal_actions()[0])
    assert st.phase == "pay"
    for _ in range(3):
        st.apply("pay")
    per = fb_success(7, 1, 7, honours=4)                  # 70 + 4 honours' over-tricks x 5
    assert per == 90 and st.payments() == [270, -90, -90, -90]
    assert st.outcome() == [275, -90, -90, -95] and st.pools_after() == []


def test_fontainebleau_opponents_revoke_three_overtricks_and_4_red_to_the_pool():
    st = fb_deal("boston-de-fontainebleau", NINE, referee=True)
    st.apply("bid 7 diamonds")
    for _ in range(3):
        st.apply("pass")
    st.apply("alone")
    st.apply("play AD")
    st.apply("play 2S")
    st.apply("play AC")                                   # seat 2 holds diamonds: a revoke
    st.apply("play 2H")
    st.apply("play-on")
    st.apply("play KD")                                   # established
    with pytest.raises(IllegalAction):
        st.referee("revoke", seat=2)                      # the revoker's side cannot claim it
    st.referee("revoke", seat=0)
    per = fb_success(7, 1, 10, honours=4)                 # 70 + 5 x (3 + 4)
    assert per == 105 and st.payments() == [315, -105, -105, -105]
    assert st.outcome() == [315, -105, -145, -110] and st.pools_after() == [45]


def test_no_trump_trick_bids_are_not_offered():
    st = fb_deal("russian-boston", NINE)
    assert not any(a.verb == "bid" and a.args[-1] in ("nt", "none", "grand") for a in st.legal_actions())
    with pytest.raises(IllegalAction):
        st.apply("bid 7 none")


# ----- French Boston --------------------------------------------------------------------------
FR = get_game("french-boston")
FOUR_ACES = ["AS AH AD AC 2S 3S 4S 2C 3C 4C 2D 3D 4D", "KS QS JS TS 9S KC QC JC TC KD QD JD TD",
             "8S 7S 6S 5S 9C 8C 7C 6C 5C 9D 8D 7D 6D", "KH QH JH TH 9H 8H 6H 5H 4H 3H 2H 5D 7H"]


def fr_deal(hands, dealer: int = 3, rules=None, **context):
    deck = stack_packets(hands, dealer, (4, 4, 4, 1))
    return FR.new_deal(4, rules, StackedShuffler([deck]), context={"dealer": dealer, **context})


def test_O49_misere_des_quatre_as_only_with_four_aces_renounce_at_will_for_ten_tricks():
    st = fr_deal(FOUR_ACES)
    assert Action("misere-des-quatre-as") in st.legal_actions()      # seat 0 holds the aces
    names = [str(a) for a in st.legal_actions()]
    assert names.index("grand-misere") < names.index("misere-des-quatre-as") < names.index("little-spread")
    st.apply("pass")
    assert Action("misere-des-quatre-as") not in st.legal_actions()  # seat 1 does not
    st = fr_deal(FOUR_ACES)
    st.apply("misere-des-quatre-as")
    for _ in range(3):
        st.apply("pass")
    st.apply("play 2C")
    st.apply("play KC")
    st.apply("play 9C")
    st.apply("play 5D")
    st.apply("play KS")                                   # seat 1 won; spades led
    st.apply("play 8S")
    st.apply("play 2H")
    assert Action("play", (parse_cards("AD")[0],)) in st.legal_actions()   # seat 0 may renounce
    st.apply("play AD")
    assert st.tp.revokes == []
    assert misere_payment("misere-des-quatre-as", H) == 128 == payment("misere-des-quatre-as", H)


def test_nine_trick_bids_only_under_the_option_ranked_petite_then_belle_above_plain():
    st = fr_deal(FOUR_ACES, belle="spades")               # hearts turned: petite hearts
    assert not any(a.verb == "bid" and a.args[0] == 9 for a in st.legal_actions())
    st = fr_deal(FOUR_ACES, rules={"nine_bids": True}, belle="spades")
    names = [str(a) for a in st.legal_actions()]
    assert names.index("bid 9 clubs") < names.index("bid 9 diamonds") < names.index("bid 9 hearts") \
        < names.index("bid 9 spades") < names.index("little-spread")
    assert names.index("misere-des-quatre-as") < names.index("bid 9 clubs")
    # our reading: a nine pays as an eight making nine (O49 has no nine row)
    assert nine_payment(H, 9) == trick_bid_payment(8, H, 9) == 32 + 16
    with pytest.raises(ValueError):
        trick_bid_payment(9, H, 9)


def test_french_revoke_revoker_doubles_the_pool_and_pays_his_adversary():
    st = fr_deal(FOUR_ACES, rules={"referee_mode": True})
    st.apply("bid 6 clubs")
    for _ in range(3):
        st.apply("pass")
    st.apply("play 2S")
    st.apply("play KC")                                   # seat 1 holds spades: a revoke
    st.apply("play 5S")
    st.apply("play 2H")
    st.apply("play QC")                                   # seat 1 leads: established
    ruling = st.referee("revoke", seat=0)
    assert "13.9" in ruling.law
    assert st.payments() == [12, -12, 0, 0]               # six in clubs: 12 (O49)
    assert st.pools_after() == [20] and st.outcome() == [12, -22, 0, -10]


# ----- whole games: counters in = counters out --------------------------------------------------
def _play_match(slug: str, seed: int, **rules):
    match = get_game(slug).new_match(rules=rules or None, seed=seed)
    bots = [RandomBot(s, seed + s) for s in range(4)]
    states = []
    while not match.is_over:
        st = match.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        before = sum(st.pools_in)
        match.finish(st)
        states.append(st)
        assert sum(st.pools_after()) == before + st.house_take()
        assert sum(match.totals) + sum(match.context["pools"]) == 0
    return match, states


@pytest.mark.parametrize("slug", ["boston-de-fontainebleau", "russian-boston"])
def test_fontainebleau_and_russian_game_of_twelve_deals_pool_conserved(slug):
    match, states = _play_match(slug, 7)
    assert len(states) == 12 and all(st.stake[st.dealer] == 5 for st in states)
    assert states[-1].last and not any(st.last for st in states[:-1])
    assert match.context["pools"] == [] and sum(match.totals) == 0


def test_french_game_of_forty_deals_belle_carried_doubles_last_eight():
    match, states = _play_match("french-boston", 9)
    assert len(states) == 40
    assert len({st.belle for st in states}) == 1 and states[0].belle == states[0].turned & 3
    assert [st.deal_no for st in states] == list(range(1, 41))
    assert [st.stake[st.dealer] for st in states] == [10] * 32 + [20] * 8
    assert [st.dealer for st in states[:3]] == [3, 0, 1]
    assert match.context["pools"] == [] and sum(match.totals) == 0


def test_french_play_on_until_someone_wins_the_pool():
    match, states = _play_match("french-boston", 9, pool_end="play-on")
    assert len(states) >= 40 and match.context["pools"] == [] and match.division is None
    assert all(not st.double for st in states[40:])
