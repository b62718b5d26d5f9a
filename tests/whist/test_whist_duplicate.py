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


# ----- the remaining movements (001 part 2 §1.2-1.9, §2.1-2.2) -----------------------------------

from itertools import combinations  # noqa: E402

from hoyle.games.whist.duplicate import (club_v_club, compass, four_individuals, howell_pairs,  # noqa: E402
                                         memory, mitchell_mixed, safford_couples, safford_eight, shortfalls,
                                         six_pairs, transpose_card)


def _pair_play(rounds):
    meets, boards, sides = [], {}, {}
    for rows in rounds:
        for s in rows:
            meets.append(frozenset((s.ns, s.ew)))
            for p, side in ((s.ns, "NS"), (s.ew, "EW")):
                boards.setdefault(p, []).extend(s.boards)
                sides.setdefault(p, set()).add(side)
    return meets, boards, sides


@pytest.mark.parametrize("n", [4, 5, 6, 7, 8, 10, 14, 34])
def test_howell_pairs_meet_each_pair_once_play_each_board_once_both_directions(n):
    rounds = howell_pairs(n, 2)
    meets, boards, sides = _pair_play(rounds)
    assert sorted(map(sorted, meets)) == sorted(sorted(c) for c in combinations(range(1, n + 1), 2))
    every = sorted({b for rows in rounds for s in rows for b in s.boards})
    for p in range(1, n + 1):
        assert len(boards[p]) == len(set(boards[p]))                     # no board twice
        assert sides[p] == {"NS", "EW"}                                     # he sits both ways
        if n % 2 == 0:
            assert sorted(boards[p]) == every                              # and plays every board
    # each board is held N-S by some pairs and E-W by others at different tables
    for b in every:
        holders = [(s.ns, s.ew) for rows in rounds for s in rows if b in s.boards]
        assert len(holders) == n // 2 and len({x for h in holders for x in h}) == n // 2 * 2


def test_L98_four_pairs_howell_is_the_books_pairings():
    rounds = howell_pairs(4, 8, "abcd")
    got = {frozenset(frozenset((s.ns, s.ew)) for s in rows) for rows in rounds}
    book = {frozenset(frozenset(p) for p in sets) for sets in (("ab", "cd"), ("ac", "bd"), ("ad", "bc"))}
    assert got == book                         # the same three sets (in another order)
    assert all(sum(len(s.boards) for s in rows) == 16 for rows in rounds)


def test_L110_six_pairs_construction_properties():
    rounds = six_pairs()
    assert len(rounds) == 5 and all(len(rows) == 3 for rows in rounds)
    meets, boards, _ = _pair_play(rounds)
    assert len(set(meets)) == 15 == len(meets)
    assert all(sorted(v) == list(range(1, 16)) for v in boards.values())
    # within a round the three trays pass round the three tables
    assert [s.boards for s in rounds[0]] == [(1, 2, 3), (2, 3, 1), (3, 1, 2)]


def test_L87_memory_single_table_replays_turned():
    rounds = memory(4)
    assert [(s.ns, s.ew, s.boards, s.turned) for rows in rounds for s in rows] == [
        ("a", "b", (1, 2, 3, 4), False), ("a", "b", (1, 2, 3, 4), True)]
    twice = memory(howell_teams(3))                 # §2.2: any schedule run twice
    assert len(twice) == 4 and all(s.turned for s in twice[2]) and twice[2][0].boards == twice[0][0].boards


@pytest.mark.parametrize("tables", [3, 4, 5, 10, 14])
def test_L131_compass_ns_sit_ew_move_2_to_1_nobody_meets_a_tray_twice(tables):
    rounds = compass(tables, 2)
    assert all(s.ns == s.table for rows in rounds for s in rows)
    for r in range(len(rounds) - 1):
        now = {s.ew: s.table for s in rounds[r]}
        nxt = {s.ew: s.table for s in rounds[r + 1]}
        moves = {(now[e] - nxt[e]) % tables for e in now}
        assert moves <= {1, 2}                                            # one table down (a skip: two)
    assert all(s.ew == s.table for s in rounds[0])                        # E-W number = starting table
    for e in range(1, tables + 1):
        seen = [s for rows in rounds for s in rows if s.ew == e]
        assert len({s.ns for s in seen}) == len(seen) == len({s.boards for s in seen})
        assert len(seen) == (tables if tables % 2 else tables - 1)


@pytest.mark.parametrize("tables", [2, 4, 6, 8])
def test_L199_mitchell_even_tables_skip_once_no_hand_twice(tables):
    rounds = mitchell(tables, 2)
    assert len(rounds) == tables - 1
    for e in range(1, tables + 1):
        seen = [s for rows in rounds for s in rows if s.ew == e]
        assert len({s.ns for s in seen}) == len({s.boards for s in seen}) == tables - 1
    with pytest.raises(ValueError, match="odd"):
        mitchell(4, even="refuse")


def test_L156_four_individuals_positions_as_printed():
    rounds = four_individuals()
    seats = [(s.ns[0], s.ew[0], s.ew[1], s.ns[1], s.boards[0], s.turned) for rows in rounds for s in rows]
    # (N, E, W, S): hands 1-4 with c, 5-8 with b, 9-12 with a; then the trays turned
    assert seats[:5] == [("c", "b", "a", "S", 1, False), ("b", "c", "a", "S", 5, False),
                         ("a", "b", "c", "S", 9, False), ("c", "a", "b", "S", 1, True),
                         ("b", "a", "c", "S", 5, True)]
    assert seats[5] == ("a", "c", "b", "S", 9, True)   # the print's "c b" read as the pattern's "c b" -> E c, W b


def test_L170_safford_eight_moves_and_combinations():
    sets = safford_eight()
    assert len(sets) == 7 and sum(len(s.boards) for s in sets[0]) // 2 == 4           # 28 hands
    pos = {}
    partners, opponents = {}, {}
    for k, rows in enumerate(sets):
        assert sorted(rows[0].boards) == sorted(rows[1].boards)                     # exchanged in the set
        assert rows[0].boards[:2] == rows[1].boards[2:]
        for s in rows:
            for a, b in (s.ns, s.ew):
                partners[frozenset((a, b))] = partners.get(frozenset((a, b)), 0) + 1
            for a in s.ns:
                for b in s.ew:
                    opponents[frozenset((a, b))] = opponents.get(frozenset((a, b)), 0) + 1
        pos[k] = [p for s in rows for p in s.ns + s.ew]
    assert len(partners) == 28 and set(partners.values()) == {1}
    assert len(opponents) == 28 and set(opponents.values()) == {2}
    # 8 keeps his seat (h starts at 8); the player at position 7 goes to 1
    assert len({pos[k].index("h") for k in pos}) == 1
    p7 = pos[0].index("g")
    assert pos[1][p7] == "f" and pos[1].index("g") == pos[0].index("a")


def test_O8_safford_best_result_is_zero_others_charged():
    # set 1: a & c take 34 E-W at table 1, e & g 30 with the same cards at table 2;
    # b & d (N-S at table 1) 18, f & h 22
    groups = [{"a": 34, "e": 30}, {"c": 34, "g": 30}, {"b": 18, "f": 22}, {"d": 18, "h": 22}]
    lost = shortfalls(groups)
    assert lost == {"a": 0, "c": 0, "e": -4, "g": -4, "b": -4, "d": -4, "f": 0, "h": 0}


def test_L185_mitchell_ladies_sit_gentlemen_move_east_keeping_their_point():
    rounds = mitchell_mixed(3, 2, ladies=["n1", "e1", "n2", "e2", "n3", "e3"],
                            gentlemen=["s1", "w1", "s2", "w2", "s3", "w3"])
    for rows in rounds:
        for s in rows:
            assert s.ns[0] == f"n{s.table}" and s.ew[0] == f"e{s.table}"        # ladies N and E sit
            assert s.ns[1][0] == "s" and s.ew[1][0] == "w"                    # each keeps his point
    where = [{s.ns[1]: s.table for s in rows} for rows in rounds]
    assert all(where[r + 1]["s1"] == where[r]["s1"] % 3 + 1 for r in range(2))  # one table east
    trays = [{s.boards: s.table for s in rows} for rows in rounds]
    assert trays[1][(1, 2)] == 3 and trays[1][(3, 4)] == 1                    # the trays pass west


def test_L207_safford_couples_rotation_and_husband_never_with_wife():
    rounds = safford_couples()
    assert len(rounds) == 7 and all(len(rows) == 4 for rows in rounds)
    seat = [{p: (s.table, i) for s in rows for i, p in enumerate(s.ns + s.ew)} for rows in rounds]
    assert len({seat[r]["a"] for r in range(7)}) == 1 and len({seat[r][1] for r in range(7)}) == 1
    letters, numbers = "bcdefgh", [2, 3, 4, 5, 6, 7, 8]
    for r in range(6):
        for i, x in enumerate(letters):               # ladies to the next letter, h -> b
            assert seat[r + 1][letters[(i + 1) % 7]] == seat[r][x]
        for i, x in enumerate(numbers):               # men to the next number, 8 -> 2
            assert seat[r + 1][numbers[(i + 1) % 7]] == seat[r][x]
    wives = dict(zip(range(1, 9), "abcdefgh"))
    partners = {}
    for rows in rounds:
        for s in rows:
            people = set(s.ns + s.ew)
            assert not any(m in people and wives[m] in people for m in range(1, 9))
            for lady, man in (s.ns, s.ew):
                partners.setdefault(lady, set()).add(man)
        assert sorted(b for s in rows for b in s.boards[:1]) == sorted(rows[0].boards)   # one dealt at each
    assert all(len(v) == 7 for v in partners.values())


def test_L165_foster_transposes_hearts_to_clubs():
    from hoyle.cards import parse_cards
    ah, kc, qd, js = parse_cards("AH KC QD JS")
    assert [str(type(ah)(transpose_card(c))) for c in (ah, kc, qd, js)] == ["AC", "KH", "QS", "JD"]


def test_O1_club_v_club_each_four_holds_all_52_cards_over_the_two_tables():
    rows = club_v_club(4, 8)[0]
    assert len(rows) == 8
    for k in range(0, 8, 2):
        t1, t2 = rows[k], rows[k + 1]
        assert (t1.ns, t1.ew, t2.ns, t2.ew) == ("O", "X", "X", "O")
        assert sorted(t1.boards) == sorted(t2.boards) and t2.boards[:4] == t1.boards[4:]
    assert len({b for s in rows for b in s.boards}) == 32


# ----- Rule X §4 in pair matches; duplicate auction law G (001 part 2 L358-363; part 1 L1612-1618) ---
def test_O9_rule_X4_pair_match_revoke_bounded_by_the_other_tables_max_and_min():
    from hoyle.games.whist.duplicate import PairRevoke, pair_revoke_scores
    # revokers (one revoke, nothing won before it) took 6, their adversaries 7; the other two
    # tables made 7 and 5 with the revokers' cards, 6 and 8 with the adversaries'. The full
    # penalty is two tricks (6 - 2 = 4 is not above the others' average of 6); the adversaries
    # are lifted only to the best other score, 8 (+R 1); the revokers count 5 (the worst other
    # score) while the averages are made, then 4 (-R 2)
    assert pair_revoke_scores(1, 6, 7, 0, [7, 5], [6, 8]) == PairRevoke(5, 8, 4, 2)
    # the adversaries' own 11 beats every other table's 8: it stands as played (+R 0); the
    # revokers' 2 is below the others' 5 already, so nothing is lifted and they end at 0
    assert pair_revoke_scores(1, 2, 11, 0, [5, 8], [8, 5]) == PairRevoke(2, 11, 0, 2)
    # two revokes: three tricks; the adversaries' 5 is already the best other score (+R 0)
    assert pair_revoke_scores(2, 8, 5, 0, [8, 8], [5, 5]) == PairRevoke(8, 5, 5, 3)
    # tricks won before the first revoke stay (7 of the 8): one moves, though 7 is above the
    # others' average of 6
    assert pair_revoke_scores(2, 8, 5, 7, [6, 6], [7, 7]) == PairRevoke(7, 6, 7, 1)
    # paragraph 1's average: 9 - 2 = 7 is above the others' 6, so three move in the end
    assert pair_revoke_scores(1, 9, 4, 0, [6, 6, 6], [7, 7, 7]) == PairRevoke(6, 7, 6, 3)
    # no other table: the full penalty both ways at once
    assert pair_revoke_scores(1, 7, 6, 0, [], []) == PairRevoke(5, 8, 5, 2)


def test_law_G_team_of_pairs_schedule_half_each_team_each_way_every_board_everywhere():
    from hoyle.games.whist.duplicate import team_of_pairs
    rows = team_of_pairs(3, 6)[0]
    assert [(s.table, s.ns, s.ew) for s in rows] == [(1, "O", "X"), (2, "X", "O"), (3, "O", "X")]
    assert all(sorted(s.boards) == [1, 2, 3, 4, 5, 6] for s in rows)
    assert [s.boards[0] for s in rows] == [1, 3, 5]             # the trays pass round
    assert [(s.ns, s.ew) for s in team_of_pairs(2, 4)[0]] == [("O", "X"), ("X", "O")]
    with pytest.raises(ValueError, match="at least two pairs, not 1"):
        team_of_pairs(1, 4)


def test_law_G_totals_round_the_averages_unless_a_fraction_breaks_a_tie():
    from hoyle.games.whist.duplicate import law_g_totals
    # O's pairs made 1200 and its odd pair adds 350 1/3; X's made 1300 and adds 249 1/2
    got = law_g_totals({"O": 1200, "X": 1300}, {"O": Fraction(1051, 3), "X": Fraction(499, 2)})
    # rounded: 1550 and 1550 (249 1/2 goes up) tie, so the fractions decide: O by 5/6 of a point
    assert got == {"O": Fraction(4651, 3), "X": Fraction(3099, 2)} and got["O"] - got["X"] == Fraction(5, 6)
    # no tie: the nearest whole points
    assert law_g_totals({"O": 1200, "X": 1400}, {"O": Fraction(1051, 3), "X": Fraction(499, 2)}) == \
        {"O": 1550, "X": 1650}
    # a real tie stays a tie
    assert law_g_totals({"O": 100, "X": 100}, {"O": Fraction(5, 2), "X": Fraction(5, 2)}) == {"O": 103, "X": 103}
