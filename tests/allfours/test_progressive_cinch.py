"""Progressive cinch (Foster 1914, 001 part 3 §C6; §B7 for the arrangements and prizes): the
registered ``progressive-cinch`` (one table's deal) and the evening over tables."""

from __future__ import annotations

import pytest

from hoyle.core import SeededShuffler, get_game
from hoyle.games.allfours.progressive import DEALS_PER_ROUND, ProgressiveCinch, prize_order, round_winner
from hoyle.mechanics.movements import winners_up


def test_winners_move_up_head_losers_to_the_foot_partners_part():
    tables = [(("a", "b"), ("c", "d")), (("e", "f"), ("g", "h")), (("i", "j"), ("k", "l"))]
    nxt = winners_up(tables, [0, 1, 0])
    # head table: a-b won and stay; g-h won table 2 and come up; the partners part
    assert nxt[0] == (("a", "g"), ("b", "h"))
    # table 2: e-f lost and stay; i-j come up from table 3
    assert nxt[1] == (("e", "i"), ("f", "j"))
    # the foot: k-l lost and stay; c-d, the head table's losers, come down
    assert nxt[2] == (("k", "c"), ("l", "d"))
    assert winners_up(tables, [0, 1, 0], split=False)[0] == (("a", "b"), ("g", "h"))
    with pytest.raises(ValueError):
        winners_up(tables, [0, 2, 0])


def test_round_winner_fewest_to_go_ties_cut_high_goes_up():
    """§C6: the pair with the fewest points to go after four deals moves up; ties are cut, the
    higher card going up (ace high)."""
    assert round_winner([30, 12]) == 0
    assert round_winner([5, 9]) == 1
    assert round_winner([10, 10], cut=(4 * 12, 4 * 3)) == 0     # an ace beats a five
    with pytest.raises(ValueError):
        round_winner([10, 10], cut=(0, 1))                    # two deuces: cut again


def test_prize_order_gold_red_then_fewest_green():
    stars = {"a": {"gold": 2, "red": 0, "green": 1}, "b": {"gold": 1, "red": 3, "green": 0},
             "c": {"gold": 1, "red": 3, "green": 2}, "d": {"gold": 1, "red": 3, "green": 0}}
    assert prize_order(stars) == [["a"], ["b", "d"], ["c"]]


def test_an_evening_at_three_tables():
    party = ProgressiveCinch([f"p{i}" for i in range(12)], seed=3)
    prizes = party.play(3)
    assert len(party.rounds) == 3
    for r in party.rounds:
        assert len(r["results"]) == 3
        seated = [p for a, b in r["next"] for p in (*a, *b)]
        assert sorted(seated) == sorted(f"p{i}" for i in range(12))    # everyone seated once
    # each round: one win or loss per player; two gold stars at the head table each round
    assert all(sum(s.values()) == 3 for s in party.stars.values())
    assert sum(s["gold"] for s in party.stars.values()) == 2 * 3
    assert sorted(p for g in prizes for p in g) == sorted(party.stars)
    assert party._deals == 3 * 3 * DEALS_PER_ROUND


def test_registration_is_one_tables_deal_of_cinch():
    g = get_game("progressive-cinch")
    st = g.new_deal(4, None, SeededShuffler(1), {})
    assert st.rules.game_points == 51 and len(st.hands[0]) == 9
    with pytest.raises(ValueError):
        ProgressiveCinch(["a", "b", "c"])
