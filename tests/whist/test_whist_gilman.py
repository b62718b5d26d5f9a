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


# ----- the even-team arrangement (001 part 2 §1.6, L64-75) ----------------------------------------

from hoyle.games.whist.duplicate import gilman_even  # noqa: E402


def test_gilman_even_L66_ten_tables_first_round_trays_as_printed():
    first = gilman_even(10)[0]
    by_table = {s.table: s for s in first}
    # trays 1, 2, 3 at tables 1 and 6; 7, 8, 9 at 2 and 7; ... 25, 26, 27 at 5 and 10
    for p, first_tray in zip(range(1, 6), (1, 7, 13, 19, 25)):
        assert sorted(by_table[p].boards) == sorted(by_table[p + 5].boards) == [first_tray, first_tray + 1, first_tray + 2]
    used = {b for s in first for b in s.boards}
    assert used.isdisjoint({4, 5, 6, 10, 11, 12, 28, 29, 30})              # these lie idle
    assert all(s.ns == s.ew == s.table for s in first)                       # a team at each table


def test_gilman_even_L69_tray_order_within_a_round_is_the_control():
    first = gilman_even(10)[0]
    # tray 2 goes to table 6 while tray 1 is at table 1; then table 1 takes 2 while 6 plays 3;
    # then table 1 gets 3 and table 6 replays 1
    assert first[0].boards == (1, 2, 3) and first[5].boards == (2, 3, 1)


def test_gilman_even_L72_ew_move_one_table_idle_trays_come_in_table_1_gets_1_to_30():
    rounds = gilman_even(10)
    for r in range(9):
        now = {s.ew: s.table for s in rounds[r]}
        nxt = {s.ew: s.table for s in rounds[r + 1]}
        assert all(nxt[t] == (now[t] - 2) % 10 + 1 for t in now)             # 2 -> 1, 3 -> 2, 1 -> 10
        assert [s.ns for s in rounds[r]] == list(range(1, 11))
    second = {s.table: sorted(s.boards) for s in rounds[1]}
    assert second[1] == second[6] == [4, 5, 6] and second[2] == second[7] == [10, 11, 12]
    third = {s.table: sorted(s.boards) for s in rounds[2]}
    assert third[1] == third[6] == [7, 8, 9]                                 # the set advances a table
    assert [b for rows in rounds for b in rows[0].boards] == list(range(1, 31))


@pytest.mark.parametrize("n", [4, 6, 8, 10, 12])
def test_gilman_even_every_two_teams_meet_both_ways_and_every_tray_is_played_each_way(n):
    met: dict = {}
    as_ns: dict = {}
    as_ew: dict = {}
    for rows in gilman_even(n, 3):
        for s in rows:
            met.setdefault((s.ns, s.ew), set()).update(s.boards)
            as_ns.setdefault(s.ns, []).extend(s.boards)
            as_ew.setdefault(s.ew, []).extend(s.boards)
    for x in range(1, n + 1):
        assert sorted(as_ns[x]) == sorted(as_ew[x]) == list(range(1, 3 * n + 1))
        for y in range(1, n + 1):
            if x != y:
                assert met[(x, y)] == met[(y, x)] and len(met[(x, y)]) == 3


def test_gilman_even_refuses_odd_or_small():
    for n in (2, 5, 11):
        with pytest.raises(ValueError, match="even"):
            gilman_even(n)
