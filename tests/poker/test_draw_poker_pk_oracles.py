"""Foster's draw-poker laws as the 1914 book prints them (catalog 001_part3.md §A6, oracles
PK-30 to PK-41), replayed through ``draw-poker-foster``. The same laws appear in seed 002 and are
tested there under their O-002 ids (test_draw_poker_oracles.py, test_draw_poker.py); this file
cites the 1914 book's own ids. PK-36 (the six/four repair), PK-38 (the informer pays the pot) and
PK-40 (the five-chip penalties) are laws between players that the engine does not take as
actions: they are named, not tested (see the closing note of the session that wrote this)."""

from __future__ import annotations

import pytest

from hoyle.core import IllegalAction, SeededShuffler, get_game
from hoyle.evaluators import HandCategory, evaluate

from _draw_poker_helpers import showdown_winners

JUNK = None


def test_PK_30_kings_up_beat_queens_up():
    assert showdown_winners("draw-poker-foster", ["KS KH 4C 4D 2S", "QS QH JC JD 3S", JUNK]) == [0]


def test_PK_31_the_fuller_triplet_wins_between_full_hands():
    assert showdown_winners("draw-poker-foster", ["4S 4H 4C AS AD", "5S 5H 5C 2S 2D", JUNK]) == [1]


def test_PK_32_the_ace_ends_a_straight_at_either_end_but_never_turns_the_corner():
    assert evaluate("AS 2H 3C 4D 5S").category is HandCategory.STRAIGHT
    assert evaluate("TS JH QC KD AS").category is HandCategory.STRAIGHT
    assert evaluate("QS KH AC 2D 3S").category is HandCategory.HIGH_CARD


def test_PK_33_a_short_hand_holds_no_flush():
    assert evaluate("2H 3H 4H 9H").category is HandCategory.HIGH_CARD


def test_PK_34_the_straddles_stop_at_a_quarter_of_the_limit():
    """Blind 1 and a limit of 20: the chain is 1, 2, 4; a straddle of 8 would pass 20 / 4 = 5."""
    st = get_game("draw-poker-foster").new_deal(7, {"limit": 20}, SeededShuffler(1))
    amounts = []
    while st.phase == 0 and "straddle" in st.legal_strings() and st._straddle_ok(st.to_act):
        st.apply("straddle")
        amounts.append(st.last_forced)
    assert amounts == [2, 4]
    assert "straddle" not in st.legal_strings() or not st._straddle_ok(st.to_act)


def test_PK_35_coming_in_costs_twice_the_blind_or_the_last_straddle():
    st = get_game("draw-poker-foster").new_deal(5, {"limit": 50}, SeededShuffler(3))
    st.apply("decline")                                  # no straddle: twice the blind of 1
    assert st.view(st.to_act)["to_call"] == 2
    st = get_game("draw-poker-foster").new_deal(5, {"limit": 50}, SeededShuffler(3))
    st.apply("straddle")                                 # 2
    st.apply("straddle")                                 # 4
    st.apply("decline")
    assert st.view(st.to_act)["to_call"] == 8            # twice the last straddle


def test_PK_37_two_cards_left_and_three_asked_for_the_discards_are_shuffled():
    """Seven players, three draw five each: two cards are left; the next asks for three, and
    his draw is served after the two are shuffled with the discards (law 26)."""
    st = get_game("draw-poker-foster").new_deal(7, {}, SeededShuffler(26))
    st.apply("decline")
    for _ in range(6):
        st.apply("call")
    st.apply("fold")
    for seat in (1, 2, 3):
        st.apply("discard " + " ".join(map(str, st.hands[seat])))
    assert len(st.stock) == 2 and len(st.shuffler.log) == 1
    st.apply("discard " + " ".join(map(str, list(st.hands[4])[:3])))
    assert len(st.shuffler.log) == 2 and len(st.hands[4]) == 5


def test_PK_39_a_misdeal_is_dealt_again_by_the_same_dealer():
    st = get_game("draw-poker-foster").new_deal(4, {}, SeededShuffler(8))
    dealer = st.dealer
    st.apply("decline")
    ruling = st.referee("misdeal")
    assert st.dealer == dealer and ruling.effect.get("deal_void") is True
    st.apply("call")
    with pytest.raises(IllegalAction):
        st.referee("misdeal")                            # not once a player has acted


def test_PK_41_only_two_in_jack_the_age_posts_twice_the_jack_pot_ante():
    m = get_game("draw-poker-foster").new_match(4, {"only_two_in": True, "jackpots": "natural"}, seed=3)
    st = m.next_deal()
    st.apply("decline")
    st.apply("call")
    st.apply("fold")
    st.apply("fold")
    st.apply("jack")                                     # the age makes it a jack
    assert st.outcome() == [-4, 0, 0, 0] and st.house_take() == 4     # 2 x the jack ante of 2
