"""The Gilman movement for an odd number of teams (Foster 1914, 001 part 2 §1.5, L55-63):
catalog: "each team first plays at its own table (individual score); then E-W move to the
table two away (11->9, 9->7 ...), N-S stay; continue until E-W have gone round twice; trays
move one table at a time in the same direction as the players (11->10, 9->8 ...). Same
result as Howell." """

from __future__ import annotations

import pytest

from hoyle.games.whist.duplicate import gilman_odd


def test_gilman_L55_first_round_each_team_at_its_own_table():
    first = gilman_odd(11)[0]
    assert all(s.ns == s.ew == s.table for s in first)
    assert [s.boards[0] for s in first] == [4 * t + 1 for t in range(11)]


def test_gilman_L55_ew_move_two_tables_and_trays_one_the_same_way():
    rounds = gilman_odd(11)
    for r in range(len(rounds) - 1):
        now = {s.ew: s.table for s in rounds[r]}
        nxt = {s.ew: s.table for s in rounds[r + 1]}
        for team, table in now.items():
            assert nxt[team] == (table - 2 - 1) % 11 + 1          # 11 -> 9, 9 -> 7, 1 -> 10
        trays_now = {s.boards: s.table for s in rounds[r]}
        trays_next = {s.boards: s.table for s in rounds[r + 1]}
        for boards, table in trays_now.items():
            assert trays_next[boards] == (table - 1 - 1) % 11 + 1  # 11 -> 10, 9 -> 8
        assert [s.ns for s in rounds[r]] == list(range(1, 12))     # N-S stay
    # the E-W pairs travel 2 x 10 = 20 tables (round the room almost twice) and would be
    # home again after one more move: twice round
    assert {s.ew for s in rounds[-1]} == set(range(1, 12))


@pytest.mark.parametrize("n", [3, 5, 7, 9, 11])
def test_gilman_same_result_as_howell_every_two_teams_same_boards_both_ways(n):
    met: dict = {}
    for rows in gilman_odd(n):
        for s in rows:
            met.setdefault((s.ns, s.ew), []).append(s.boards)
    for x in range(1, n + 1):
        own = met[(x, x)]
        assert len(own) == 1                                     # the individual first round
        for y in range(1, n + 1):
            if x != y:
                assert met[(x, y)] == met[(y, x)] and len(met[(x, y)]) == 1
    # every team plays every block of trays once as N-S and once as E-W
    for x in range(1, n + 1):
        as_ns = sorted(b for (a, _), bl in met.items() if a == x for b in bl)
        as_ew = sorted(b for (_, e), bl in met.items() if e == x for b in bl)
        assert len(set(as_ns)) == n and len(set(as_ew)) == n


def test_gilman_odd_refuses_even_or_small():
    for n in (1, 4, 10):
        with pytest.raises(ValueError, match="odd"):
            gilman_odd(n)
