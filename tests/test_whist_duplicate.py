"""Duplicate whist movements and scoring (001 part 2 §1): Howell (O3), Mitchell, four pairs,
compass averages (O6), team balances (O1, O2), match points."""

from __future__ import annotations

from fractions import Fraction

import pytest

from hoyle.games.whist.duplicate import (compass_scores, four_pairs, howell_teams, match_points, mitchell,
                                         team_trick_balance)


def test_O3_howell_five_teams_schedule_as_printed():
    sets = howell_teams(5, names="abcde")
    ns = ["".join(s.ns for s in rows) for rows in sets]
    assert ns == ["eabcd", "deabc", "cdeab", "bcdea"]
    hands = [[row.boards[0] for row in rows] for rows in sets]
    assert hands == [[1, 5, 9, 13, 17], [9, 13, 17, 1, 5], [17, 1, 5, 9, 13], [5, 9, 13, 17, 1]]
    assert all(s.ew == "abcde"[s.table - 1] for rows in sets for s in rows)
    # the text's check: E-W of a and N-S of d play 9-12 at table 1 in the 2nd set;
    s2t1 = sets[1][0]
    assert (s2t1.ew, s2t1.ns, s2t1.boards) == ("a", "d", (9, 10, 11, 12))
    s3t4 = sets[2][3]
    assert (s3t4.ns, s3t4.ew, s3t4.boards) == ("a", "d", (9, 10, 11, 12))


@pytest.mark.parametrize("n", [3, 5, 7, 9, 11])
def test_howell_every_two_teams_play_the_same_boards_both_ways(n):
    met: dict = {}
    for rows in howell_teams(n):
        for s in rows:
            met.setdefault((s.ns, s.ew), set()).update(s.boards)
    for x in range(1, n + 1):
        for y in range(1, n + 1):
            if x != y:
                assert met[(x, y)] == met[(y, x)] and len(met[(x, y)]) == 4


def test_howell_refuses_even_teams():
    with pytest.raises(ValueError):
        howell_teams(6)


@pytest.mark.parametrize("tables", [1, 3, 5, 7])
def test_mitchell_each_ew_meets_each_ns_once_and_plays_every_board(tables):
    rounds = mitchell(tables)
    for e in range(1, tables + 1):
        seen = [s for rows in rounds for s in rows if s.ew == e]
        assert sorted(s.ns for s in seen) == list(range(1, tables + 1))
        assert sorted(b for s in seen for b in s.boards) == list(range(1, 2 * tables + 1))


def test_four_pairs_three_sets_exhaust_pairings():
    sets = four_pairs()
    pairs = {frozenset((s.ns, s.ew)) for rows in sets for s in rows}
    assert len(pairs) == 6 and [rows[0].boards[0] for rows in sets] == [1, 9, 17]


def test_O6_compass_whist_averages_f_wins():
    ns = {"a": 201, "b": 204, "c": 211, "d": 207, "e": 212}
    ew = {"f": 189, "g": 186, "h": 179, "j": 183, "k": 178}
    sc = compass_scores(ns, ew)
    assert [sc[p] for p in "abcde"] == [-6, -3, 4, 0, 5]
    assert [sc[p] for p in "fghjk"] == [6, 3, -4, 0, -5]
    assert max(sc, key=sc.get) == "f"
    assert sum(ns.values()) + sum(ew.values()) == 5 * 30 * 13


def test_O1_O2_team_trick_balance():
    assert team_trick_balance(7, 6) == 0          # team O: 7 N-S, 6 E-W on the same deals
    assert team_trick_balance(8, 8) == 3 and team_trick_balance(5, 6) == -2


def test_match_points_halves_and_trick_tiebreak():
    table = match_points([("c", "d", 20, 20), ("c", "e", 20, 19), ("d", "e", 21, 19)])
    assert [(t, m) for t, m, _ in table] == [("d", Fraction(3, 2)), ("c", Fraction(3, 2)), ("e", 0)]
    assert table[0][2] - table[1][2] == 1          # d ahead of c by one trick (cf. O4)


def test_duplicate_whist_deal_scores_total_tricks_and_replays_the_same_cards():
    from hoyle.core.chance import SeededShuffler, StackedShuffler
    from hoyle.core.registry import get_game
    g = get_game("duplicate-whist")
    s = g.new_deal(shuffler=SeededShuffler(6))
    assert s.dealer == 3 and s.to_act == 0            # West deals, North leads
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    t = s.side_tricks()
    assert s.outcome() == [t[0] - t[1], t[1] - t[0]] * 2
    # the tray: the same cards replayed at another table give the same deal
    again = g.new_deal(shuffler=StackedShuffler([s.shuffler.log[0]]))
    assert again.dealt == s.dealt and again.turned == s.turned


def test_O9_duplicate_revoke_two_tricks_then_one_never_before_first_revoke():
    from hoyle.games.whist.duplicate import DUPLICATE_LAWS, duplicate_revoke_transfer
    assert duplicate_revoke_transfer(1, 8, 0) == 2
    assert duplicate_revoke_transfer(2, 8, 0) == 3
    assert duplicate_revoke_transfer(2, 8, 7) == 1            # tricks won before the first revoke stay
    assert duplicate_revoke_transfer(1, 9, 0, average=6) == 3  # not left better than the average
    assert "law X" in DUPLICATE_LAWS.cite("X")


def test_duplicate_deal_revoke_claim_transfers_two_tricks():
    import json
    from hoyle.core.chance import SeededShuffler
    from hoyle.core.registry import get_game
    for seed in range(2, 80):
        s = get_game("duplicate-whist").new_deal(rules={"referee_mode": True}, shuffler=SeededShuffler(seed))
        while not s.is_over and not (s.tp.trick and s.tp.turn == 1 and s.tp.can_follow(1)
                                     and any(c & 3 != s.tp.led_suit for c in s.tp.hands[1])):
            s.apply(s.legal_actions()[0])
        if not s.is_over:
            break
    off = next(c for c in s.tp.hands[1] if c & 3 != s.tp.led_suit)
    s.apply(f"play {off}")
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    t = s.side_tricks()
    s.referee("revoke", seat=0)
    d = s.duplicate_tricks()
    first = s.tp.revokes[0].trick
    before = sum(1 for _, _, w in s.tp.quitted[:first - 1] if w & 1 == 1)
    moved = min(2, t[1] - before)
    assert d == [t[0] + moved, t[1] - moved]
    assert s.outcome()[0] == d[0] - d[1]
    assert json.dumps(s.record())
