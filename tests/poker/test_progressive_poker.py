"""Progressive poker (the party format; hoyle.games.poker.progressive; one table's deal
registered as progressive-poker) against catalog 000_002_003.md §9 / 001_part3.md §A11:
O-002-23 (the set-up numbers and the constant table sizes), and a movement worked by hand
from the rule text (named as such: the catalog prints no round)."""

from __future__ import annotations

import pytest

from hoyle.core import get_game
from hoyle.games.poker.progressive import STAKE, ProgressivePoker, check_tables, move


def room(n: int):
    return [(f"p{i}", i % 2 == 0) for i in range(n)]


def test_o_002_23_set_up_numbers():
    # O-002-23: head 4, others 6 ("по три двойки, тройки и т. д. для шести мест"), intermediate
    # 4-7, booby exactly 4, 50 chips each ("обычно пятьдесят")
    check_tables([4, 6, 6, 4])
    check_tables([4, 7, 5, 4])
    for bad in ([6, 6, 4], [4, 6, 5], [4, 8, 4]):
        with pytest.raises(ValueError):
            check_tables(bad)
    ev = ProgressivePoker(room(20), seed=1)
    assert [len(t) for t in ev.tables] == [4, 6, 6, 4] and set(ev.chips.values()) == {STAKE}
    st = get_game("progressive-poker").new_deal(4)
    assert [st.stack[s] + st.staked[s] for s in range(4)] == [50] * 4


def test_a_movement_worked_by_hand():
    # worked by hand from §9: the pot winners of tables 2 and 3 (b2, c1) move up one table;
    # the head table's fewest-chipped player (a3) goes down to the booby table; b2 takes his
    # seat at the head (our reading), c1 b2's at table 2, a3 c1's at the booby
    tables = [["a1", "a2", "a3", "a4"], ["b1", "b2", "b3", "b4", "b5", "b6"], ["c1", "c2", "c3", "c4"]]
    assert move(tables, [None, "b2", "c1"], "a3") == [
        ["a1", "a2", "b2", "a4"], ["b1", "c1", "b3", "b4", "b5", "b6"], ["a3", "c2", "c3", "c4"]]


def test_an_evening_keeps_the_tables_and_the_chips():
    ev = ProgressivePoker(room(14), seed=2)
    sizes = [len(t) for t in ev.tables]
    assert sizes == [4, 6, 4]
    for _ in range(5):
        r = ev.play_round()
        assert [len(t) for t in ev.tables] == sizes                # the derived invariant of O-002-23
        assert sorted(p for t in ev.tables for p in t) == sorted(ev.chips)
        head = r["results"][0]
        assert r["down"] in head["players"]
        if r["down"] in head["in_call"]:                           # only if the whole table called
            assert set(head["in_call"]) == set(head["players"])
    assert sum(ev.chips.values()) == 14 * STAKE + sum(ev.debt.values())
    assert sum(ev.yellow.values()) <= 5
    pr = ev.prizes()
    assert ev.lady[pr["lady"]] and not ev.lady[pr["gentleman"]]


def test_the_head_table_loser_is_not_one_in_the_call():
    ev = ProgressivePoker(room(8), seed=4)
    r = ev.play_round()
    head = r["results"][0]
    outside = [p for p in head["players"] if p not in head["in_call"]]
    assert outside and r["down"] in outside
