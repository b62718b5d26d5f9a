"""Whole duplicate matches (001 part 2 §1-2; 001 part 1 §4.2, §8): trays dealt once and
replayed, scoring (totals, plus/minus, matches, compass, Safford shortfalls), the revoke bound
by the other tables' average (Rule X §4, O9), records for replay, the registered slugs and
`hoyle duplicate`."""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest
from typer.testing import CliRunner

from hoyle.cli import app
from hoyle.core.chance import SeededShuffler
from hoyle.core.record import replay
from hoyle.core.registry import get_game
from hoyle.games.whist.duplicate import compass_scores, duplicate_revoke_transfer, shortfalls, transpose_card
from hoyle.games.whist.duplicate_match import (MOVEMENTS, build_movement, deal_boards, play_match)

runner = CliRunner()
SLUGS = ["duplicate-whist-howell-gilman", "duplicate-whist-pairs", "memory-duplicate-whist", "compass-whist",
         "duplicate-whist-individuals", "mitchell-duplicate"]


def _hands(rec):
    st = replay(rec)
    return [sorted(h) for h in st.dealt], st


def test_a_tray_is_one_deal_replayed_at_every_table():
    m = play_match("howell", 3, 3, seed=4, bots="random")
    assert len(m.plays) == 6
    by_board: dict = {}
    for p in m.plays:
        hands, st = _hands(p.record)
        by_board.setdefault(p.board, []).append(hands)
        assert st.outcome() == p.record["outcome"]                      # each play replays alone
        assert st.dealer == (3 + p.board - 1) % 4                          # West deals board 1, then left
    assert all(len(v) == 2 and v[0] == v[1] for v in by_board.values())
    assert len({json.dumps(v[0]) for v in by_board.values()}) == 3


def test_O3_howell_match_teams_meet_on_the_same_boards_both_ways_and_score():
    m = play_match("howell", 5, 5, seed=2, bots="random")
    st = m.standings()
    assert sum(mt for _, mt, _ in st.matches) == 10                         # C(5, 2) matches
    assert sum(st.plus_minus.values()) == 0
    for team in range(1, 6):
        mine = [p.values[0] for p in m.plays if p.ns == team] + [p.values[1] for p in m.plays if p.ew == team]
        assert st.totals[team] == sum(mine)
    # a team's match: its N-S and E-W tricks on the boards it played both ways against the other
    a, d = 1, 4
    boards = {p.board for p in m.plays if (p.ns, p.ew) == (d, a)}
    ta = sum(p.values[1] for p in m.plays if (p.ns, p.ew) == (d, a)) + \
        sum(p.values[0] for p in m.plays if (p.ns, p.ew) == (a, d) and p.board in boards)
    td = 13 * 2 * len(boards) - ta
    meeting = next(x for x in st.meetings if {x[0], x[1]} == {a, d})
    assert (meeting[2], meeting[3]) == ((ta, td) if meeting[0] == a else (td, ta))
    won = {t: mt for t, mt, _ in st.matches}
    assert sum(won.values()) == len(st.meetings) == 10
    assert st.rows[0]["matches"] == max(won.values())


def test_O4_standings_rank_by_matches_then_tricks():
    m = play_match("gilman", 4, 4, seed=7, bots="random")
    rows = m.standings().rows
    keys = [(-r["matches"], -r["total"]) for r in rows]
    assert keys == sorted(keys)


def test_O6_compass_match_averages_per_direction():
    m = play_match("compass", 6, 6, seed=3, bots="random")
    st = m.standings()
    ns = {e: t for e, t in st.totals.items() if e.endswith("NS")}
    ew = {e: t for e, t in st.totals.items() if e.endswith("EW")}
    assert st.compass == compass_scores(ns, ew)
    assert sum(ns.values()) + sum(ew.values()) == 13 * len(m.plays)
    assert {r["direction"] for r in st.rows} == {"N-S", "E-W"}


def test_memory_duplicate_turned_trays_and_declared_trump():
    m = get_game("memory-duplicate-whist").new_match(seed=5)
    while not m.is_over:
        s = m.next_deal()
        assert s.trump == 2 and s.turned is None and s.view(0)["turned_card"] is None   # hearts declared
        while not s.is_over:
            s.apply(s.legal_actions()[0])
        m.finish(s)
    first = {p.board: p for p in m.plays if not p.turned}
    for p in m.plays:
        if p.turned:
            orig = replay(first[p.board].record).dealt
            again = replay(p.record).dealt
            assert again == [orig[3], orig[0], orig[1], orig[2]]    # N-S hands now held E-W
    st = m.standings()
    assert st.plus_minus["a"] == -st.plus_minus["b"]
    # the difference of the two pairs' card totals shows who won more (L95)
    assert st.totals["a"] - st.totals["b"] == 2 * st.plus_minus["a"]


def test_L165_foster_two_pair_system_transposes_the_replay_and_throws_out_long_suits():
    boards = deal_boards(12, SeededShuffler(9), max_suit_length=6)
    for b in boards.values():
        for h in b.hands():
            assert max(sum(1 for c in h if c & 3 == s) for s in range(4)) <= 6
    m = play_match("memory", 2, 2, seed=1, transpose=True, max_suit_length=6, bots="random")
    deck = {p.board: p.record["shuffles"][0] for p in m.plays if not p.turned}
    from hoyle.cards import parse_cards
    for p in m.plays:
        if p.turned:
            assert p.record["shuffles"][0] == [str(type(c)(transpose_card(c))) for c in parse_cards(" ".join(deck[p.board]))]


def test_individuals_four_by_memory_scores_sum_to_zero_and_follow_the_side():
    m = play_match("individuals", 4, 3, seed=11, bots="random")
    st = m.standings()
    assert sum(st.plus_minus.values()) == 0                                   # cf. O7: +6 +2 -4 -4
    for p in m.plays:
        assert p.ns[1] == "S"                                                 # S keeps his seat


def test_O8_safford_match_losses_by_set_and_position():
    m = play_match("safford", 8, 14, seed=5, bots="random")
    st = m.standings()
    groups: dict = {}
    for p in m.plays:
        for who, cards, side in p.holders("individual"):
            g = groups.setdefault((p.round, cards), {})
            g[who] = g.get(who, 0) + p.values[side]
    assert st.losses == shortfalls(groups.values())
    assert all(v <= 0 for v in st.losses.values()) and st.rows[0]["lost"] == max(st.losses.values())


def _revoke_match(movement, n, boards, seed, pick=lambda board, table, seat, count: 0, **kw):
    """A match in which East, at the first table to play board 1, renounces in error once
    (playing off-suit while able to follow) and North claims the revoke when the play is over;
    every other card is ``legal_actions()[pick(board, table, seat, count)]``."""
    done, first = {}, {}

    def chooser(state, seat):
        tp = state.tp
        b, t = state.context["board"], state.context["table"]
        first.setdefault(b, t)
        if b == 1 and t == first[1] and not done and seat == 1 and tp.trick and tp.can_follow(1):
            off = [c for c in tp.hands[1] if c & 3 != tp.led_suit]
            if off:
                done["revoke"] = True
                return f"play {type(tp.hands[1][0])(off[0])}"
        legal = state.legal_actions()
        return legal[pick(b, t, seat, len(legal))]

    def on_end(state, match):
        if state.context["board"] == 1 and state.context["table"] == first[1] and done \
                and "claimed" not in done:
            done["claimed"] = True
            state.referee("revoke", seat=0)

    return play_match(movement, n, boards, seed=seed, rules={"referee_mode": True}, chooser=chooser,
                      on_end=on_end, **kw)


def test_revoke_penalty_bounded_by_the_other_tables_average():
    m = _revoke_match("howell", 3, 3, 26)
    assert m.revoke_rule == "team"                       # a team match keeps the average rule
    p = next(p for p in m.plays if p.revoke_facts)
    other = next(q for q in m.plays if q.board == p.board and q is not p)
    count, before = p.revoke_facts[1]
    assert count == 1 and p.tricks == [p.raw[0] + 2, p.raw[1] - 2]          # the table: two tricks (O9)
    assert other.tricks[1] < p.raw[1] - 2 and other.turned == p.turned        # the other table did worse
    moved = duplicate_revoke_transfer(count, p.raw[1], before, Fraction(other.tricks[1]))
    adj = next(q for q in m.adjusted_plays() if q.revoke_facts)
    assert adj.tricks == [p.raw[0] + moved, p.raw[1] - moved]
    assert adj.tricks[1] == other.tricks[1]              # revokers left no better than the average
    st = m.standings()
    assert sum(st.plus_minus.values()) == 0


def test_duplicate_auction_match_scores_points_with_the_125_bonus():
    m = play_match("howell", 3, 3, seed=6, game="duplicate-auction", bots="random")
    st = m.standings()
    assert st.measure == "points"
    for p in m.plays:
        st_ = replay(p.record)
        if not st_.annulled:
            r = st_.result()
            assert p.values == [r["below"][s] + r["above"][s] for s in (0, 1)]
            for s in (0, 1):
                if r["below"][s] >= 30:
                    assert r["above"][s] >= 125
        assert p.record["outcome"][0] == p.values[0] - p.values[1]


def test_recorded_plays_replay_the_whole_match():
    m = play_match("pairs", 4, 3, seed=8, bots="random")
    again = play_match("pairs", 4, 3, seed=8, recorded=[p.record for p in m.plays])
    assert again.standings().rows == m.standings().rows
    other = play_match("pairs", 4, 3, seed=9, bots="random")
    with pytest.raises(ValueError, match="not board"):
        play_match("pairs", 4, 3, seed=8, recorded=[p.record for p in other.plays])


@pytest.mark.parametrize("name,n,why", [("howell", 6, "odd"), ("gilman", 2, "4 or more"), ("gilman", 1, "3 or more"), ("pairs", 2, "4 to 34"),
                                        ("mitchell", 5, "even number of pairs"), ("safford", 7, "8 individuals"),
                                        ("individuals", 5, "4 players"), ("couples", 8, "16 players"),
                                        ("nonesuch", 4, "unknown movement")])
def test_bad_movement_input_names_the_reason(name, n, why):
    with pytest.raises(ValueError, match=why):
        build_movement(name, n)
    with pytest.raises(ValueError, match="multiple of 5"):
        build_movement("howell", 5, 7)


@pytest.mark.parametrize("slug", SLUGS)
def test_registered_slug_runs_its_default_match(slug):
    g = get_game(slug)
    assert g.notes.startswith("A deal is one board")
    m = g.new_match(seed=1)
    n = 0
    while not m.is_over:
        s = m.next_deal()
        while not s.is_over:
            s.apply(s.legal_actions()[-1])
        m.finish(s)
        n += 1
    assert n == len(m.schedule) and m.standings().rows


def test_cli_duplicate_howell_table_and_json():
    r = runner.invoke(app, ["duplicate", "--movement", "howell", "--teams", "5", "--boards", "5", "--seed", "1",
                            "--bots", "random"])
    assert r.exit_code == 0, r.output
    assert "plus/minus" in r.output and "matches" in r.output
    r = runner.invoke(app, ["duplicate", "--movement", "compass", "--pairs", "6", "--boards", "6", "--seed", "2",
                            "--json", "--records"])
    d = json.loads(r.output)
    assert d["plays"] == 18 and len(d["rows"]) == 6 and len(d["records"]) == 18 and "compass" in d["rows"][0]


def test_cli_duplicate_auction():
    r = runner.invoke(app, ["duplicate", "--movement", "howell", "--teams", "3", "--boards", "3", "--seed", "1",
                            "--game", "duplicate-auction", "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["measure"] == "points"


@pytest.mark.parametrize("args,msg", [(["--movement", "howell", "--teams", "6", "--boards", "12"], "odd number"),
                                      (["--movement", "warp"], "unknown movement"),
                                      (["--game", "whist-english"], "not a duplicate game"),
                                      (["--bots", ","], "bots are named"),
                                      (["--bots", "oracle"], "no bot 'oracle'"),
                                      (["--movement", "gilman", "--teams", "4", "--boards", "6"], "multiple of 4")])
def test_cli_duplicate_bad_input_is_one_line(args, msg):
    r = runner.invoke(app, ["duplicate", *args])
    assert r.exit_code == 2
    assert msg in " ".join(r.output.split()) and "Traceback" not in r.output


def test_movements_listed():
    assert {"howell", "gilman", "pairs", "memory", "compass", "individuals", "safford", "mitchell-mixed",
            "couples", "club"} <= set(MOVEMENTS)


def test_duplicate_auction_match_class_team_v_team_and_impossible_suit_limit():
    from hoyle.games.bridge import DuplicateAuctionMatch
    g = get_game("duplicate-auction")
    m = DuplicateAuctionMatch(g, 4, g.make_rules(), seed=2)
    assert [(s.ns, s.ew) for s, _ in m.schedule[:1]] == [("O", "X")] and len(m.schedule) == 16
    while not m.is_over:
        s = m.next_deal()
        while not s.is_over:
            s.apply(s.legal_actions()[0])
        m.finish(s)
    st = m.standings()
    assert st.measure == "points" and len(st.meetings) == 1
    with pytest.raises(ValueError, match="never be dealt"):
        deal_boards(1, SeededShuffler(1), max_suit_length=3)


def test_bots_are_given_to_the_entrants_in_turn():
    from hoyle.bots import make_bot
    from hoyle.core.chance import StackedShuffler
    m = play_match("howell", 3, 3, seed=12, bots="bot,random")
    g = get_game("duplicate-whist")
    p = next(p for p in m.plays if p.ns == 1)                # team 1 (N-S here): the best bot
    rec = p.record
    st = g.new_deal(4, g.rules_cls.from_dict(rec["rules"]), StackedShuffler(rec["shuffles"]), rec["context"])
    bot = make_bot("bot", g, 0)
    for seat, text in rec["actions"]:
        if seat == 0:
            assert str(bot.choose(st.view(0), st.legal_actions())) == text
        st.apply(text)
    assert st.outcome() == replay(rec).outcome()


# ----- regressions: entrant counts, club, duplicate bridge, standings before a pair plays ----------
@pytest.mark.parametrize("movement,n,msg", [("howell", 0, "odd number of teams (3 or more), not 0"),
                                            ("howell", 1, "not 1"), ("howell", -5, "not -5"),
                                            ("gilman", 0, "4 or more teams, not 0"), ("gilman", -1, "3 or more teams, not -1"), ("club", 0, "at least one four"),
                                            ("pairs", 0, "4 to 34 pairs"), ("memory", 0, "2 pairs, not 0"),
                                            ("safford", 0, "8 individuals, not 0")])
def test_cli_duplicate_zero_or_negative_entrants_refused_not_defaulted(movement, n, msg):
    r = runner.invoke(app, ["duplicate", "--movement", movement, "--teams", str(n), "--seed", "1"])
    assert r.exit_code == 2 and msg in " ".join(r.output.split()), r.output
    assert len(r.output.strip().splitlines()) <= 3 and "Traceback" not in r.output
    with pytest.raises(ValueError, match=re.escape(msg)):
        play_match(movement, n, seed=1)


def test_cli_duplicate_help_lists_every_movement():
    r = runner.invoke(app, ["duplicate", "--help"], env={"COLUMNS": "250"})
    assert r.exit_code == 0
    text = " ".join(r.output.split())
    listed = re.search(r"--movement <str> ([a-z, -]+) \[default", text).group(1)
    assert set(listed.split(", ")) == set(MOVEMENTS)
    assert "for club: the fours each of the two clubs fields" in text


def test_L8_club_three_fours_a_side_two_clubs_six_tables():
    # §1.2 L8-17: each club fields its fours, one set of two tables a four; the clubs are scored
    r = runner.invoke(app, ["duplicate", "--movement", "club", "--teams", "3", "--seed", "4", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["fours a side"] == 3 and d["tables"] == 6 and d["boards"] == 24 and d["plays"] == 48
    assert sorted(row["entrant"] for row in d["rows"]) == ["O", "X"]
    assert sum(row["total"] for row in d["rows"]) == 13 * 48     # every trick of every play to a club
    r = runner.invoke(app, ["duplicate", "--movement", "club", "--teams", "3", "--seed", "4"], env={"COLUMNS": "250"})
    assert "clubs O and X, 3 fours a side, 24 boards, 6 tables" in " ".join(r.output.split())


@pytest.mark.parametrize("movement,low,high", [("pairs", 4, 34), ("mitchell", 6, None), ("compass", 6, None),
                                               ("mitchell-mixed", 12, None)])
def test_L146_movement_bounds_every_tray_replayed(movement, low, high):
    # Howell's guide cards cover 4 to 34 pairs (§1.7 L146-153); fewer entrants than the least
    # accepted would play each tray at one table only, with nothing to compare it with
    step = 4 if movement == "mitchell-mixed" else 2 if movement != "pairs" else 1
    for n in (low, low + step, high):
        if n is None:
            continue
        m = build_movement(movement, n)
        plays = {}
        for rows in m.rounds:
            for s in rows:
                for b in s.boards:
                    plays[b] = plays.get(b, 0) + 1
        assert min(plays.values()) >= 2, (movement, n)
    for n in (low - step, 0) + ((high + 1,) if high else ()):
        with pytest.raises(ValueError, match=f"not {n}"):
            build_movement(movement, n)
        r = runner.invoke(app, ["duplicate", "--movement", movement, "--teams", str(n)])
        assert r.exit_code == 2 and f"not {n}" in " ".join(r.output.split()) and "Traceback" not in r.output


def test_cli_duplicate_bridge_runs_and_help_names_it():
    r = runner.invoke(app, ["duplicate", "--help"], env={"COLUMNS": "250"})
    assert "duplicate-whist, duplicate-auction, duplicate-bridge," in r.output
    r = runner.invoke(app, ["duplicate", "--game", "duplicate-bridge", "--movement", "howell", "--teams", "3",
                            "--boards", "12", "--seed", "6", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["game"] == "duplicate-bridge" and d["measure"] == "points" and d["plays"] == 24
    # §4.8: a round is four deals against the same opponents; one board a seating is refused
    r = runner.invoke(app, ["duplicate", "--game", "duplicate-bridge", "--movement", "howell", "--teams", "3",
                            "--boards", "3"])
    assert r.exit_code == 2 and "rounds of 4 deals" in " ".join(r.output.split())
    r = runner.invoke(app, ["duplicate", "--game", "progressive-bridge"])
    assert r.exit_code == 2 and "duplicate-bridge" in " ".join(r.output.split())


def test_duplicate_bridge_to_the_score_adds_50_a_round_to_the_higher_trick_score():
    # 001 part 1 §4.8: each deal scored alone (trick and honour points), and after each round
    # against one pair of opponents the side with more trick points below the line adds 50;
    # rebuilt here from the replayed records of every play
    m = play_match("pairs", 4, 12, game="duplicate-bridge", seed=3, bots="bot")
    want = {e: 0 for e in m.movement.entrants}
    rounds: dict = {}
    for p in m.plays:
        r = replay(p.record).result()
        assert r["game_won_by"] is None
        want[p.ns] += r["below"][0] + r["above"][0]
        want[p.ew] += r["below"][1] + r["above"][1]
        acc = rounds.setdefault((p.round, p.table), [p.ns, p.ew, 0, 0])
        acc[2] += r["below"][0]
        acc[3] += r["below"][1]
    bonuses = 0
    for ns, ew, a, b in rounds.values():
        if a != b:
            want[ns if a > b else ew] += 50
            bonuses += 1
    assert len(rounds) == 6 and bonuses > 0
    st = m.standings()
    assert st.measure == "points" and st.totals == want
    assert sum(st.plus_minus.values()) == 0


def test_O6_compass_standings_before_a_pair_plays_keep_its_direction():
    g = get_game("compass-whist")
    m = g.new_match(4, g.make_rules({}), shuffler=SeededShuffler(5))
    for _ in range(3):
        s = m.next_deal()
        while not s.is_over:
            s.apply(s.legal_actions()[0])
        m.finish(s)
    rows = {r["entrant"]: r for r in m.standings().rows}
    assert {e: r["direction"] for e, r in rows.items()} == {e: "N-S" if e.endswith("NS") else "E-W" for e in rows}
    played = {p.ns for p in m.plays} | {p.ew for p in m.plays}
    assert played == {"1NS", "1EW", "2NS", "2EW"}
    assert {e for e, r in rows.items() if "compass" in r} == played
    assert not any(v is None for r in rows.values() for v in r.values())
    # each direction's played pairs average to zero (O6), the unplayed are not counted
    for d in ("NS", "EW"):
        assert sum(r["compass"] for e, r in rows.items() if e.endswith(d) and e in played) == 0


def test_duplicate_bridge_default_boards_make_whole_rounds_of_four():
    """§4.8: with no board count given, a duplicate-bridge match deals enough boards that each
    seating plays whole rounds of four deals."""
    m = play_match("howell", 3, None, game="duplicate-bridge", seed=4, bots="random")
    per = {len(st.boards) for rows in m.movement.rounds for st in rows}
    assert per and all(k % 4 == 0 for k in per)
    assert m.standings().measure == "points"


# ----- Rule X §4 in pair contests (-R/+R) and duplicate auction law G (odd pair) ------------------
_MIXED = dict(pick=lambda board, table, seat, count: 0 if (table + seat) % 2 else count - 1)


def test_O9_rule_X4_pair_match_revoke_bounded_by_the_other_tables_max_and_min():
    # compass whist, 6 pairs at 3 tables: East of 1EW revokes once on board 1 (nothing won
    # before it) and North claims; the tables play different cards, so board 1 ends 7-6, 6-7
    # and 8-5 (N-S first) at tables 1, 2 and 3
    m = _revoke_match("compass", 6, 6, 2, **_MIXED)
    assert m.revoke_rule == "pair"
    p = next(p for p in m.plays if p.revoke_facts)
    assert (p.table, p.ns, p.ew, p.raw, p.revoke_facts) == (1, "1NS", "1EW", [7, 6], {1: (1, 0)})
    assert sorted((q.ns, q.ew, q.tricks) for q in m.plays if q.board == 1 and q is not p) == \
        [("2NS", "3EW", [6, 7]), ("3NS", "2EW", [8, 5])]
    # full penalty two tricks; 1NS lifted to 8, the best other N-S score, not 9 (+R 1); 1EW counted
    # at 5, the worst other E-W score, while the averages are made, then charged in full: 4 (-R 2)
    adj = next(q for q in m.adjusted_plays() if q.revoke_facts)
    assert (adj.values, adj.extra, adj.tricks) == ([8, 5], [0, -1], [8, 4])
    st = m.standings()
    assert st.revokes == {"1NS": [(1, "+R", 1)], "1EW": [(1, "-R", -2)]}
    rows = {r["entrant"]: r for r in st.rows}
    assert (rows["1NS"]["revoke"], rows["1EW"]["revoke"]) == ("+R", "-R")
    assert not any("revoke" in rows[e] for e in ("2NS", "3NS", "2EW", "3EW"))
    clean = [q for q in m.plays if q is not p]
    played = {e: sum(q.tricks[0] for q in clean if q.ns == e) + sum(q.tricks[1] for q in clean if q.ew == e)
              for e in rows}
    assert st.totals == {**played, "1NS": played["1NS"] + 8, "1EW": played["1EW"] + 4}
    # plus or minus: the other boards as played; board 1 N-S 8, 6, 8 (average 22/3), E-W 5, 7, 5
    # (average 17/3), then 1EW's further trick
    want = {e: Fraction(0) for e in rows}
    for b in range(2, 7):
        for d in (0, 1):
            qs = [q for q in m.plays if q.board == b]
            avg = Fraction(sum(q.tricks[d] for q in qs), len(qs))
            for q in qs:
                want[(q.ns, q.ew)[d]] += q.tricks[d] - avg
    board1 = {"1NS": Fraction(2, 3), "2NS": Fraction(-4, 3), "3NS": Fraction(2, 3),
              "1EW": Fraction(-2, 3) - 1, "3EW": Fraction(4, 3), "2EW": Fraction(-2, 3)}
    assert st.plus_minus == {e: want[e] + board1[e] for e in rows}
    assert sum(st.plus_minus.values()) == -1
    # compass: each direction's average made with 1EW at its interim total, then its -1
    ew = {e: st.totals[e] + (e == "1EW") for e in rows if e.endswith("EW")}
    comp = compass_scores({e: st.totals[e] for e in rows if e.endswith("NS")}, ew)
    assert st.compass == {**comp, "1EW": comp["1EW"] - 1}
    assert st.to_dict()["rows"][[r["entrant"] for r in st.rows].index("1EW")]["revoke"] == "-R"
    # the team rule on the same plays lifts 1NS to 9, above every other table
    team = _revoke_match("compass", 6, 6, 2, revoke_rule="team", **_MIXED)
    assert next(q for q in team.adjusted_plays() if q.revoke_facts).tricks == [9, 4]
    assert team.standings().totals["1NS"] == st.totals["1NS"] + 1 and not team.standings().revokes
    with pytest.raises(ValueError, match="revoke_rule"):
        play_match("compass", 6, 6, seed=2, revoke_rule="average")


def test_rule_X4_individuals_follow_the_pair_rule_both_partners_marked():
    # four individuals by memory: board 1 is replayed turned at the same table; there the
    # revokers' cards took 6 and their adversaries' 7, so 7-6 with a revoke stands 7 (+R 0) and
    # the revokers count 6 until the averages are made, then 4
    m = _revoke_match("individuals", 4, 3, 1, **_MIXED)
    assert m.revoke_rule == "pair"
    p = next(p for p in m.plays if p.revoke_facts)
    again = next(q for q in m.plays if q.board == 1 and q is not p)
    assert (p.raw, again.turned, again.tricks) == ([7, 6], True, [6, 7])
    adj = next(q for q in m.adjusted_plays() if q.revoke_facts)
    assert (adj.values, adj.extra) == ([7, 6], [0, -2])
    st = m.standings()
    assert st.revokes == {p.ns[0]: [(1, "+R", 0)], p.ns[1]: [(1, "+R", 0)],
                          p.ew[0]: [(1, "-R", -2)], p.ew[1]: [(1, "-R", -2)]}
    assert sum(st.plus_minus.values()) == -4


def test_cli_duplicate_shows_the_R_mark(monkeypatch):
    import hoyle.games.whist as whist
    m = _revoke_match("compass", 6, 6, 2, **_MIXED)
    monkeypatch.setattr(whist, "play_match", lambda *a, **k: m)
    r = runner.invoke(app, ["duplicate", "--movement", "compass", "--pairs", "6", "--boards", "6"],
                      env={"COLUMNS": "250"})
    assert r.exit_code == 0, r.output
    lines = {ln.split()[1]: ln for ln in r.output.splitlines() if ln.startswith("│")}
    assert lines["1EW"].rstrip(" │").endswith("-R") and lines["1NS"].rstrip(" │").endswith("+R")
    assert not lines["2NS"].rstrip(" │").endswith("R")


def test_law_G_odd_pair_adds_the_average_of_the_pairs_sitting_the_other_way():
    # 001 part 1 §4.2 law G: two teams of three pairs at three tables; O sits N-S at tables 1 and
    # 3 (its odd pair is N-S) and X at table 2; each board is played at every table. O adds the
    # average of the three E-W scores on each board, X the average of the three N-S scores,
    # rounded to whole points unless the fraction breaks a tie
    from hoyle.games.whist.duplicate import law_g_totals
    m = play_match("team-pairs", 3, 6, game="duplicate-auction", seed=3, bots="random")
    assert len(m.plays) == 18 and {(p.table, p.ns) for p in m.plays} == {(1, "O"), (2, "X"), (3, "O")}
    made, avg = {"O": 0, "X": 0}, {"O": Fraction(0), "X": Fraction(0)}
    for b in range(1, 7):
        pts = []
        for p in (q for q in m.plays if q.board == b):
            r = replay(p.record).result()
            pts.append([r["below"][s] + r["above"][s] for s in (0, 1)])
            made[p.ns] += pts[-1][0]
            made[p.ew] += pts[-1][1]
        avg["O"] += Fraction(sum(v[1] for v in pts), 3)
        avg["X"] += Fraction(sum(v[0] for v in pts), 3)
    st = m.standings()
    assert st.odd_pair == avg and all(v > 0 for v in avg.values())
    assert st.totals == law_g_totals(made, avg)
    assert st.meetings == [("O", "X", st.totals["O"], st.totals["X"])]
    winner = max(st.totals, key=st.totals.get)
    assert st.rows[0]["entrant"] == winner and st.rows[0]["matches"] == 1
    assert {r["entrant"]: r["odd_pair"] for r in st.rows} == avg
    # an even number of pairs: no odd pair, nothing added, the totals decide
    even = play_match("team-pairs", 2, 4, game="duplicate-auction", seed=3, bots="random").standings()
    assert even.odd_pair == {} and even.meetings == [("O", "X", even.totals["O"], even.totals["X"])]
    # the whist team movements are balanced: law G adds nothing there
    assert play_match("howell", 3, 3, seed=4, bots="random").standings().odd_pair == {}
    r = runner.invoke(app, ["duplicate", "--movement", "team-pairs", "--teams", "3", "--boards", "6", "--seed",
                            "3", "--game", "duplicate-auction", "--bots", "random"], env={"COLUMNS": "250"})
    assert r.exit_code == 0 and "odd pair avg (law G)" in r.output and "3 pairs a side" in r.output
    r = runner.invoke(app, ["duplicate", "--movement", "team-pairs", "--teams", "1"])
    assert r.exit_code == 2 and "at least two pairs, not 1" in " ".join(r.output.split())
