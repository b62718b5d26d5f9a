"""Draw-poker games that are rule options over the draw engine: seed 004 §1.18.3's jacks or
bobtail (catalog 004.md §1.18.3, O79: a bobtail straight may not be A-K-Q-J or 4-3-2-A)."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.core import IllegalAction, SeededShuffler, get_game
from hoyle.core.errors import RuleOptionError
from hoyle.games.poker import DrawPokerBot, DrawPokerRules
from hoyle.games.poker.draw import has_bobtail

from _draw_poker_helpers import deal


@pytest.mark.parametrize("hand,ok", [
    ("AS KD QC JH 5S", False),       # O79: A-K-Q-J is closed at the top
    ("4S 3D 2C AH 9S", False),       # O79: 4-3-2-A is closed at the bottom
    ("KS QD JC TH 3S", True),        # K-Q-J-10: the ace or the nine fills it
    ("5S 4D 3C 2H 9S", True),        # 5-4-3-2: the ace (low) or the six
    ("2S 7S 9S KS 4D", True),        # a bobtail flush
    ("2S 7S 9S KD 4D", False),
    ("9S 8D 6C 5H 2S", False),       # an inside four-straight is not a bobtail
])
def test_o79_the_bobtail_straight_is_open_at_both_ends_the_bobtail_flush_four_of_a_suit(hand, ok):
    assert has_bobtail(parse_cards(hand)) is ok


def test_jacks_or_bobtail_worked_by_hand_a_bobtail_opens_and_counts_for_nothing_at_the_show():
    """Worked by hand from 004 §1.18.3: seat 2's K-Q-J-10 (a bobtail straight) may open the
    jack-pot, seat 0's A-K-Q-J may not (O79); the opener draws one (keeping his bobtail is no
    split of openers) and misses; at the show his king high loses to the nines."""
    hands = {0: "AS KD QC JH 5S", 1: "9S 9D 7C 4H 2S", 2: "KS QD JC TH 3S"}
    st = deal("jacks-or-bobtail", 3, hands, draws="2D", dealer=1)
    assert st.to_act == 2
    st.apply("bet 1")                                    # the bobtail opens
    with pytest.raises(IllegalAction):
        st.apply("raise 1000")
    st.apply("call")
    st.apply("call")
    assert st.opener == 2
    play = {2: "discard 3S", 0: "stand", 1: "stand"}
    while st.phase == 2 or "stand" in st.legal_strings():
        st.apply(play[st.to_act])
    while not st.is_over:
        st.apply("check" if "check" in st.legal_strings() else "call")
    assert st.is_over and st.winners == [1] and not st.folded[2]
    # seat 0 could not have opened: the same deal under plain jacks or better
    st2 = deal("jacks-or-bobtail", 3, hands, dealer=1)
    st2.apply("check")
    with pytest.raises(IllegalAction) as e:
        st2.apply("bet 1")                              # seat 0: A-K-Q-J, closed at the top
    assert "jacks" in e.value.reason


def test_without_the_option_a_bobtail_does_not_open():
    hands = {0: "AS KD QC JH 5S", 1: "9S 9D 7C 4H 2S", 2: "KS QD JC TH 3S"}
    st = deal("draw-poker-modern", 3, hands, dealer=1)
    with pytest.raises(IllegalAction):
        st.apply("bet 1")


def test_the_bobtail_option_needs_jack_pots_and_no_joker():
    with pytest.raises(RuleOptionError):
        DrawPokerRules(bobtail=True).validate()
    with pytest.raises(RuleOptionError):
        DrawPokerRules(bobtail=True, jackpots="always", joker=True).validate()
    DrawPokerRules(bobtail=True, jackpots="always").validate()


def test_a_table_of_heuristic_bots_plays_jacks_or_bobtail():
    g = get_game("jacks-or-bobtail")
    shows = 0
    for seed in range(30):
        st = g.new_deal(4, None, SeededShuffler(seed))
        bots = [DrawPokerBot(s, seed) for s in range(4)]
        while not st.is_over:
            s = st.to_act
            st.apply(bots[s].choose(st.view(s), st.legal_actions()))
        shows += sum(not f for f in st.folded) >= 2
    assert shows >= 5, f"{shows} showdowns in 30 deals"
