"""Vint's partners change after each rubber without cutting, so that in three rubbers each
player partners each, and the players settle one by one (001 part 5 §6, law 6.11):
:class:`hoyle.games.national.VintMatch`."""

from __future__ import annotations

import itertools

from hoyle.cards import parse_cards
from hoyle.core import get_game
from hoyle.core.chance import StackedShuffler
from hoyle.games.national import VintMatch

HANDS = ["AS KS QS JS TS 9S 8S AH KH QH AD KD AC",
         "7S 6S 5S JH TH 9H 8H QD JD TD QC JC TC",
         "4S 3S 2S 7H 6H 5H 9D 8D 7D KC 9C 8C 7C",
         "4H 3H 2H 6D 5D 4D 3D 2D 6C 5C 4C 3C 2C"]


def _rubber_hand(match: VintMatch):
    """A hand that ends a rubber: N-S at 480 below with a game won, N plays three spades."""
    g = get_game("vint")
    match.context.update(below=[480, 0], games=[1, 0], dealer=3)
    hs = [[int(c) for c in parse_cards(h)] for h in HANDS]
    order = [hs[i % 4][i // 4] for i in range(52)]
    st = g.new_deal(4, None, StackedShuffler([order]), dict(match.context))
    for a in ("pass", "bid 3 spades", "pass", "pass", "pass"):
        st.apply(a)
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    return st


def test_three_rubbers_each_player_partners_each_and_settles_per_player():
    g = get_game("vint")
    m = VintMatch(g, 4, g.rules_cls(), seed=1)
    pairs, expected = [], [0, 0, 0, 0]
    for rubber in (1, 2, 3):
        seating = list(m.context["seating"])
        pairs += [frozenset((seating[0], seating[2])), frozenset((seating[1], seating[3]))]
        st = _rubber_hand(m)
        for seat, v in enumerate(st.outcome()):
            expected[seating[seat]] += v
        m.finish(st)
        said = m.announcements()
        assert said[0].startswith(f"rubber {rubber} to N-S; the partners change without cutting (law 6.11)")
        assert m.context["vint_rubbers"] == rubber
    assert pairs[:2] == [frozenset((0, 2)), frozenset((1, 3))]       # the first rubber as seated
    assert set(pairs) == {frozenset(p) for p in itertools.combinations(range(4), 2)}
    assert "three rubbers played, each has partnered each: settled per player" in said[1]
    assert m.settled().per_seat == expected and sum(expected) == 0
    # N-S won every rubber: North, who never moves, won all three; each other player won once
    win = st.outcome()[0]
    assert expected[0] == 3 * win and expected[1] == expected[2] == expected[3] == -win
    assert m.settled().per_seat != m.totals                          # per player, not per seat
    assert m.context["seating"] == [0, 1, 2, 3]                      # the fourth rubber as the first
