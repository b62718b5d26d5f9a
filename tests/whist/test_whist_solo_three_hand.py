"""Three-hand solo whist (Foster 1914, 001 part 2 §9, L1112-1118; catalog row
solo-whist-three-hand, which prints no oracle): the 40-card pack, the unused turn-up, no
proposal, the six-trick abundance after all pass; stakes from the four-hand tables (O23)."""

from __future__ import annotations

import json

import pytest

from hoyle.cards import parse_cards
from hoyle.core.actions import Action
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.registry import get_game
from hoyle.games.whist.solo import _deal_order, solo_settlement

GAME = get_game("solo-whist-three-hand")


def stacked(hands: list[str], turned: str, dealer: int = 2, **rules):
    """A deal giving ``hands`` (seats N, E, S) with ``turned`` as the 40th card."""
    hs = [parse_cards(h) for h in hands]
    pos = [0, 0, 0]
    deck = []
    for seat in _deal_order((dealer + 1) % 3, 3):
        deck.append(hs[seat][pos[seat]])
        pos[seat] += 1
    deck.append(parse_cards(turned)[0])
    return GAME.new_deal(3, rules or None, StackedShuffler([deck]), context={"dealer": dealer})


N_TRUMPS = "AH KH QH JH TH 9H 8H 7H 6H AS KS QS JS"
E_REST = "TS 9S 8S 7S 6S AD KD QD JD TD 9D 8D 7D"
S_REST = "5S 6D 5D AC KC QC JC TC 9C 8C 7C 6C 5C"
S_REST_5H = "5S 6D 5D AC KC QC JC TC 9C 8C 7C 6C 5H"   # when 5C is turned


def play_out(st):
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    return st


def test_pack_is_forty_cards_without_two_three_four_and_turnup_unused():
    st = GAME.new_deal(3, None, SeededShuffler(7))
    locs = st.card_locations()
    cards = [c for cs in locs.values() for c in cs]
    assert len(cards) == 40 and len(set(cards)) == 40
    assert min(c.rank for c in cards) == 5
    assert [len(locs[f"hand {n}"]) for n in "NES"] == [13, 13, 13]
    assert locs["turned card"] == [st.turned]
    for seat in range(3):                       # the turn-up lies face up for all
        assert json.loads(json.dumps(st.view(seat)))["turned_card"] == str(st.turned)


def test_no_proposal_solo_is_lowest_bid():
    st = GAME.new_deal(3, None, SeededShuffler(3))
    verbs = [a.verb for a in st.legal_actions()]
    assert verbs == ["pass", "solo", "misere", "abundance", "trump-abundance", "spread", "slam"]
    before = st.view(None)
    with pytest.raises(IllegalAction) as err:
        st.apply(Action("propose"))
    assert "9.2" in str(err.value.law)
    assert st.view(None) == before


def test_O23_stakes_solo_with_thirteen_two_opponents_pay():
    # hearts turned; N, eldest, holds nine top trumps and the four top spades: all 13 tricks
    st = stacked([N_TRUMPS, E_REST, S_REST], "5H")
    st.apply(Action("solo"))
    play_out(st)
    assert st.tp.won == [13, 0, 0]
    each = solo_settlement("solo", 13)
    assert each == 18                           # 2 red (10 white) + 8 over-tricks
    assert st.outcome() == [36, -18, -18]


def test_misere_lost_at_first_trick_stops_the_hand():
    # no trumps in a misère; N must lead a heart and nobody else holds one
    st = stacked(["AH KH QH JH TH 9H 8H 7H 6H 5H AS KS QS", "JS TS 9S 8S 7S AD KD QD JD TD 9D 8D 7D",
                  "6S 6D 5D AC KC QC JC TC 9C 8C 7C 6C 5C"], "5S")
    st.apply(Action("misere"))
    st.apply(Action("pass"))
    st.apply(Action("pass"))
    play_out(st)
    assert st.stopped and len(st.tp.quitted) == 1
    assert st.outcome() == [-30, 15, 15]        # 3 red to each opponent


def test_all_pass_goes_round_for_abundance_in_six_with_own_trump():
    st = stacked([N_TRUMPS, E_REST, S_REST_5H], "5C")
    for _ in range(3):
        st.apply(Action("pass"))
    assert st.phase == "second" and st.to_act == 0
    assert st.legal_actions() == [Action("pass"), Action("abundance-six")]
    st.apply(Action("abundance-six"))
    st.apply(Action("trump", ("hearts",)))
    assert st.trump == 2
    play_out(st)                                # S ruffs the second spade with 5H
    assert st.tp.won == [11, 1, 1]
    assert st.outcome() == [2 * (10 + 5), -15, -15]   # six bid, 11 taken: a solo's stake + 5


def test_all_pass_twice_throws_the_hand_in():
    st = stacked([N_TRUMPS, E_REST, S_REST_5H], "5C")
    for _ in range(6):
        st.apply(Action("pass"))
    assert st.is_over and st.outcome() == [0, 0, 0]


def test_redeal_option_skips_the_second_round():
    st = stacked([N_TRUMPS, E_REST, S_REST_5H], "5C", all_pass="redeal")
    for _ in range(3):
        st.apply(Action("pass"))
    assert st.is_over and st.outcome() == [0, 0, 0]


def test_local_overcalling_in_tricks_misere_over_eight():
    # L1116-1117: after all pass, the players overcall one another in tricks; a misère
    # overcalls eight tricks (and yields to nine)
    st = stacked([N_TRUMPS, E_REST, S_REST_5H], "5C", all_pass="overcall")
    for _ in range(3):
        st.apply(Action("pass"))
    assert st.phase == "second" and st.to_act == 0
    assert [str(a) for a in st.legal_actions()][:6] == ["pass", "tricks 6", "tricks 7", "tricks 8",
                                                        "misere", "tricks 9"]
    st.apply("tricks 6")
    st.apply("tricks 8")
    assert "tricks 8" not in [str(a) for a in st.legal_actions()]
    st.apply("misere")
    assert [str(a) for a in st.legal_actions()][:2] == ["pass", "tricks 9"]
    with pytest.raises(IllegalAction) as err:
        st.apply("tricks 8")                        # below the misère
    assert "9.12" in str(err.value.law)
    st.apply("tricks 9")                            # N, overcalled, raises
    st.apply("pass")
    st.apply("pass")
    assert st.phase == "trump" and st.bid == "tricks-9" and st.bidder == 0
    st.apply(Action("trump", ("hearts",)))
    play_out(st)
    assert st.tp.won == [11, 1, 1]
    # our reading of the unpriced bid: nine tricks is paid as an abundance (4 red) + 2 over
    assert st.outcome() == [2 * (20 + 2), -22, -22]


def test_overcall_misere_is_played_without_trumps_and_paid_as_a_misere():
    st = stacked([N_TRUMPS, E_REST, S_REST_5H], "5C", all_pass="overcall")
    for a in ["pass", "pass", "pass", "tricks 6", "misere", "pass", "pass"]:
        st.apply(a)
    assert st.phase == "play" and st.bid == "misere" and st.bidder == 1 and st.trump is None
    play_out(st)                                    # N holds the lead and every trick
    assert st.tp.won == [13, 0, 0] and st.outcome() == [-15, 30, -15]


def test_overcall_all_pass_twice_thrown_in():
    st = stacked([N_TRUMPS, E_REST, S_REST_5H], "5C", all_pass="overcall")
    for _ in range(6):
        st.apply(Action("pass"))
    assert st.is_over and st.outcome() == [0, 0, 0]


def test_three_hand_adversary_revoke_offender_alone_pays_when_the_solo_would_fail():
    # N plays solo in the turned clubs (he holds none); S renounces the first spade holding
    # 5S (trick 1); N claims. N takes 4 tricks: 4 + 3 penalty tricks = 7, a solo made with
    # 2 over: 12 per adversary, and since N would have failed without the revoke, S alone
    # pays both shares (001 part 2 §9, L928-929; SOLO_LAWS 9.6)
    st = stacked([N_TRUMPS, E_REST, S_REST_5H], "5C", referee_mode=True)
    for a in ["solo", "pass", "pass", "play AS", "play TS", "play 6D"]:
        st.apply(a)
    assert [(r.seat, r.trick) for r in st.tp.revokes] == [(2, 1)]
    with pytest.raises(IllegalAction) as err:
        st.referee("revoke", 0)                     # not established until S plays again
    assert "law 28" in str(err.value.law)
    st.apply("play KS")                             # N leads trick 2 ...
    st.apply("play 9S")
    st.apply("play 5S")                             # ... and S plays to it: established
    ruling = st.referee("revoke", 0)
    assert "9.6" in ruling.law
    play_out(st)
    assert st.tp.won[0] == 4
    assert st.outcome() == [24, 0, -24]


def test_three_hand_referee_refuses_unknown_seat():
    st = stacked([N_TRUMPS, E_REST, S_REST_5H], "5C", referee_mode=True)
    with pytest.raises(IllegalAction):
        st.referee("revoke", 3)                     # no fourth seat
