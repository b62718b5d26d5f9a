"""Boston's pool, its fines and laws refereed, and the game of twelve deals (001 part 2 §11,
L1297-1303, L1405-1430, L1460-1474; seed 003 AW notes to laws 17, 19, 24, 30; oracles O35, O77,
O-003-05)."""

from __future__ import annotations

import pytest

from hoyle.bots import RandomBot
from hoyle.cards import parse_cards
from hoyle.core.actions import Action
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.record import replay
from hoyle.core.registry import get_game
from hoyle.games.whist.boston import POOL_LIMIT, failure, pool_add, pool_take, success

from _boston_helpers import stack_packets

GAME = get_game("boston")


def stacked(hands: list[str], dealer: int = 3, **rules):
    """A Boston deal of these hands (4, 4, 5 from the dealer's left); the preference cut is a
    club (so the colour is spades)."""
    deck = stack_packets(hands, dealer, (4, 4, 5))
    return GAME.new_deal(4, rules or None, StackedShuffler([deck], draws=[0]), context={"dealer": dealer})


# seat 0 (eldest) holds seven hearts and a diamond; seat 1 twelve clubs and the A♦
HANDS = ["AH KH QH JH TH 9H 8H 2C 3D AS KS QS JS", "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C AD",
         "KD QD JD TD 9D 8D 7D 6D 5D 4D 2D 7H 6H", "TS 9S 8S 7S 6S 5S 4S 3S 2S 5H 4H 3H 2H"]


def bid_eight_hearts(st):
    st.apply("bid 8")
    for _ in range(3):
        st.apply("pass")
    st.apply("trump hearts")


def play(st, *cards):
    for c in cards:
        st.apply(f"play {c}")


# ----- the pool helpers -------------------------------------------------------------------------
def test_pool_limit_25_red_excess_starts_a_new_pool_and_a_winner_takes_a_full_one():
    assert POOL_LIMIT == 250
    assert pool_add([240], 30) == [250, 20]
    assert pool_add([], 600) == [250, 250, 100]
    assert pool_take([250, 20]) == (250, [20])          # any pool holding the limit
    assert pool_take([30]) == (30, [])                   # the only pool, however small
    assert pool_add([5], 7, None) == [12]                # Fontainebleau and French: no limit


def test_opening_stake_one_red_each_into_an_empty_pool():
    st = GAME.new_deal(shuffler=SeededShuffler(5))
    assert st.stake == [10, 10, 10, 10] and st.view(0)["pools"] == [40]
    st2 = GAME.new_deal(shuffler=SeededShuffler(5), context={"pools": [70]})
    assert st2.stake == [0, 0, 0, 0] and st2.view(0)["pools"] == [70]


# ----- "I pay" (L1462-1466) ---------------------------------------------------------------------
def _bid_and_one_trick(seed: int, bid: str):
    st = GAME.new_deal(shuffler=SeededShuffler(seed))
    st.apply(bid)
    for _ in range(3):
        st.apply("pass")
    st.apply(st.legal_actions()[0])                      # names trumps
    for _ in range(4):
        st.apply(st.legal_actions()[0])
    return st


def test_all_opponents_say_pay_below_seven_bid_paid_without_overtricks_pool_untouched():
    st = _bid_and_one_trick(11, "bid 5")
    assert st.phase == "pay" and st.to_act == 1 and st.legal_actions() == [Action("play-on"), Action("pay")]
    for _ in range(3):
        st.apply("pay")
    assert st.is_over and st.paid_off
    per = success(5, 5)                                  # 12: no over-tricks
    assert st.payments() == [3 * per, -per, -per, -per]
    assert st.pools_after() == [40] and st.outcome() == [3 * per - 10, -per - 10, -per - 10, -per - 10]


def test_pool_bid_of_seven_paid_off_still_takes_the_pool():
    st = _bid_and_one_trick(11, "bid 7")
    for _ in range(3):
        st.apply("pay")
    assert st.payments()[0] == 3 * success(7, 7) == 54
    assert st.pools_after() == [] and st.outcome()[0] == 54 - 10 + 40


def test_one_opponent_playing_on_forces_the_hand_out_and_is_not_asked_again():
    st = _bid_and_one_trick(11, "bid 5")
    st.apply("pay")
    st.apply("play-on")
    assert st.phase == "play" and not st.pay_asked
    with pytest.raises(IllegalAction):
        st.apply("pay")
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    taken = st.tp.won[0]
    if taken >= 5:                                       # forced out: a success takes the pool
        assert st.pools_after() == [] and st.payments()[0] == 3 * success(5, taken)
    else:                                                # a failure doubles it
        assert st.pools_after() == [80] and st.payments()[0] == -3 * failure(5, taken)


# ----- revokes (L1405-1425; seed 003 AW law 30, Boston notes) ------------------------------------
def test_O35_bidders_revoke_eight_bid_pays_23_each_doubles_pool_and_4_red():
    st = stacked(HANDS, referee_mode=True)
    bid_eight_hearts(st)
    play(st, "2C", "AC", "2D", "2S")                     # seat 1 wins; the opponents play on
    st.apply("play-on")
    play(st, "AD", "4D", "3S", "AH")                     # seat 0 holds the 3D: a revoke
    with pytest.raises(IllegalAction):                   # not yet established
        st.referee("revoke", seat=1)
    play(st, "AS")                                       # seat 0 leads again: established
    ruling = st.referee("revoke", seat=1)
    assert "11.9" in ruling.law and st.is_over
    assert st.payments() == [-69, 23, 23, 23]            # bid 8 taken 7: 23 to each (O35)
    assert st.pools_after() == [40 + 40 + 40]            # doubled, then the 4 red fine
    assert st.outcome() == [-69 - 10 - 40 - 40, 13, 13, 13]
    assert sum(st.outcome()) + st.house_take() == 0
    rec = st.record()                                    # the ruling is in the record and replays
    assert rec["rulings"][0]["call"] == "revoke"
    assert replay(rec).outcome() == st.outcome()


def test_O77_opponents_revoke_pays_bid_with_three_overtricks_and_4_red_to_the_pool():
    st = stacked(HANDS, referee_mode=True)
    bid_eight_hearts(st)
    play(st, "2C", "AD")                                 # seat 1 holds clubs: a revoke
    play(st, "2D", "2S")
    st.apply("play-on")
    play(st, "AS")
    ruling = st.referee("revoke", seat=0)
    assert "11.10" in ruling.law and ruling.effect["revoke"]["seat"] == 1
    assert st.payments() == [84, -28, -28, -28]          # 28 = bid 8 taken 11 (O77)
    assert st.pools_after() == [80]                      # the pool is not his; 4 red in
    assert st.outcome() == [74, -78, -38, -38]


def test_revoke_refused_online_and_wrong_claim_leaves_state_unchanged():
    st = stacked(HANDS)
    bid_eight_hearts(st)
    play(st, "2C")
    with pytest.raises(IllegalAction) as err:
        st.apply("play AD")
    assert "law 28" in str(err.value.law)
    with pytest.raises(IllegalAction):
        st.referee("revoke", seat=0)                     # nothing to claim
    assert st.rulings == [] and not st.is_over


def test_O003_05_misere_partout_revoke_5_red_to_each_and_4_red_to_the_pool():
    st = stacked(HANDS, referee_mode=True)
    for _ in range(4):
        st.apply("pass")
    play(st, "2C", "AD", "2D", "2S", "AH")              # seat 1 revoked; seat 0 leads again
    st.referee("revoke", seat=2)
    assert st.payments() == [50, -150, 50, 50]
    assert st.pools_after() == [80] and st.outcome() == [40, -200, 40, 40]


def test_O003_05_misdeal_dealer_pays_1_red_and_the_same_dealer_deals_again():
    match = GAME.new_match(seed=3)
    st = match.next_deal()
    with pytest.raises(IllegalAction):
        st.referee("misdeal", seat=0)                    # only the dealer misdeals
    st.referee("misdeal", seat=3)
    assert st.is_over and st.outcome() == [-10, -10, -10, -20] and st.pools_after() == [50]
    match.finish(st)
    assert match.context["dealer"] == 3 and match.context["deal_number"] == 1
    assert match.context["pools"] == [50]


def test_misere_opponent_leading_out_of_turn_gives_bidder_pool_and_stakes():
    st = GAME.new_deal(shuffler=SeededShuffler(8))
    st.apply("grand-misere")
    for _ in range(3):
        st.apply("pass")
    assert st.phase == "play" and st.to_act == 0
    card = st.tp.hands[2][0]
    st.referee("lead-out-of-turn", seat=2, card=str(card))
    assert st.is_over
    assert st.payments() == [120, -40, -40, -40]
    assert st.outcome() == [120 - 10 + 40, -50, -90, -50] and st.pools_after() == [40]


def test_exposed_card_of_an_opponent_may_be_called_lone_player_not_liable():
    st = stacked(HANDS)
    bid_eight_hearts(st)
    r = st.referee("exposed-card", seat=0, card="AS")
    assert "not liable" in r.penalty and not st.tp.exposed[0]
    st.referee("exposed-card", seat=3, card="2H")
    with pytest.raises(IllegalAction):
        st.referee("call-card", seat=1, target=3, card="2H")   # his partner may not call it
    st.referee("call-card", seat=0, target=3, card="2H")
    play(st, "AH", "3C", "7H")
    assert st.legal_actions() == [Action("play", (parse_cards("2H")[0],))]


# ----- the game of twelve deals -----------------------------------------------------------------
def _play_match(slug: str, seed: int, **rules):
    game = get_game(slug)
    match = game.new_match(rules=rules or None, seed=seed)
    bots = [RandomBot(s, seed + s) for s in range(4)]
    seen = []
    while not match.is_over:
        st = match.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        seen.append((dict(st.context), st.outcome(), st.house_take()))
        match.finish(st)
        # counters in = counters out: what the players lost is in the pools
        assert sum(match.totals) + sum(match.context["pools"]) == 0
    return match, seen


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_boston_game_is_twelve_deals_and_pools_are_divided_at_the_end(seed):
    match, seen = _play_match("boston", seed)
    assert len(match.deals) == 12
    assert [c["dealer"] for c, _, _ in seen] == [(3 + k) % 4 for k in range(12)]
    assert match.context["pools"] == [] and sum(match.totals) == 0
    assert match.division is not None
    assert max(match.division.values()) - min(match.division.values()) <= 1
    for (ctx, out, house), nxt in zip(seen, seen[1:]):     # each deal's pool flows carry on
        assert sum(nxt[0]["pools"]) == sum(ctx.get("pools", [])) + house


def test_boston_thirteenth_hand_last_trick_takes_the_pools():
    match, seen = _play_match("boston", 4, pool_end="last-trick")
    final_ctx, final_out, house = seen[-1]
    assert len(match.deals) == 13 and final_ctx["final_hand"] and sum(final_ctx["pools"]) > 0
    assert house == -sum(final_ctx["pools"])            # all of it to one player
    assert sorted(final_out)[:3] == [0, 0, 0] and max(final_out) == sum(final_ctx["pools"])
    assert match.context["pools"] == [] and sum(match.totals) == 0


def test_opponents_lead_out_of_turn_bidder_calls_a_suit_from_the_rightful_leader():
    st = stacked(HANDS)
    bid_eight_hearts(st)
    assert st.to_act == 0
    with pytest.raises(IllegalAction):
        st.referee("lead-out-of-turn", seat=0, card="AS")          # it was his turn
    snapshot = st.view(None)
    with pytest.raises(IllegalAction):
        st.referee("lead-out-of-turn", seat=2, suit="roses")
    assert st.view(None) == snapshot and st.rulings == []
    r = st.referee("lead-out-of-turn", seat=2, suit="clubs")
    assert "law 24" in r.law
    assert st.legal_actions() == [Action("play", (parse_cards("2C")[0],))]


def test_little_spread_opponent_leading_before_the_discards_gives_pool_and_stakes():
    st = GAME.new_deal(shuffler=SeededShuffler(8))
    st.apply("little-spread")
    for _ in range(3):
        st.apply("pass")
    assert st.phase == "discard"
    st.referee("lead-out-of-turn", seat=1)
    assert st.is_over and st.payments() == [240, -80, -80, -80]
    assert st.outcome() == [240 - 10 + 40, -130, -90, -90] and st.pools_after() == [40]
