"""``hoyle play`` prints a match's own standings (by player, pair or team) after the per-seat
totals when the players change seats between deals: the party bridge matches (Foster 1914,
001 part 1 §4.6-§4.8) and the duplicate whist matches (001 part 2 §1)."""

from __future__ import annotations

import re

from typer.testing import CliRunner

from hoyle.bots import make_bot
from hoyle.cli import app
from hoyle.cli.play import match_standings
from hoyle.core import get_game, replay
from hoyle.core.chance import SeededShuffler

runner = CliRunner()


def _cli(slug: str, deals: int, seed: int) -> list[str]:
    res = runner.invoke(app, ["play", slug, "--seats", "bot,bot,bot,bot", "--deals", str(deals),
                              "--seed", str(seed)])
    assert res.exit_code == 0, res.output
    return res.output.splitlines()


def _same_match(slug: str, deals: int, seed: int):
    """The match the CLI plays with these options, played here through the API."""
    g = get_game(slug)
    match = g.new_match(4, g.make_rules({}), shuffler=SeededShuffler(seed))
    bots = [make_bot("bot", g, i, seed * 1000 + i) for i in range(4)]
    for _ in range(deals):
        s = match.next_deal()
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        match.finish(s)
    return match


def _after(lines: list[str], prefix: str) -> tuple[int, list[str]]:
    i = next(k for k, line in enumerate(lines) if line.startswith(prefix))
    rows = []
    for line in lines[i + 1:]:
        if not line.startswith("  "):
            break
        rows.append(line.strip())
    return i, rows


def test_pivot_bridge_play_prints_each_players_score_after_the_seat_totals():
    lines = _cli("pivot-bridge", 4, 9)      # the first rubber ends at deal 3: deal 4 is re-seated
    t, _ = _after(lines, "totals: ")
    s, rows = _after(lines, "standings, best first")
    assert s == t + 1 and "by seat" in lines[s]
    match = _same_match("pivot-bridge", 4, 9)
    assert match.deals[0]["seating"] != match.deals[3]["seating"]
    assert rows == [f"{place}. {name}: {pts} points" for place, name, pts in match.standings()]
    # the party score card (§4.6): each player adds what his side scored (trick and honour
    # points) in every deal, wherever he sat; rebuilt here from the replayed deal records
    scores = dict(re.match(r"\d+\. (P\d): (-?\d+) points", r).groups() for r in rows)
    want = dict.fromkeys(["P1", "P2", "P3", "P4"], 0)
    for rec in match.deals:
        r = replay(rec).result()
        for seat, who in enumerate(rec["seating"]):
            want[who] += r["below"][seat & 1] + r["above"][seat & 1]
    assert {p: int(v) for p, v in scores.items()} == want and sum(want.values()) > 0
    assert want["P1"] != want["P3"]         # partners in the first rubber, apart in the second


def test_duplicate_whist_teams_play_prints_the_team_standings():
    lines = _cli("duplicate-whist-howell-gilman", 3, 2)
    t, _ = _after(lines, "totals: ")
    s, rows = _after(lines, "standings by team, best first")
    assert s == t + 1
    want = _same_match("duplicate-whist-howell-gilman", 3, 2).standings().rows
    assert [r.split(":")[0] for r in rows] == [f"team {r['entrant']}" for r in want]
    tricks = [int(re.search(r": (\d+) tricks", r).group(1)) for r in rows]
    assert tricks == [r["total"] for r in want]
    assert sum(tricks) == 13 * 3          # every board's thirteen tricks go to one team or the other
    assert all("plus/minus" in r and "matches" in r for r in rows)


def test_a_match_without_standings_prints_none():
    lines = _cli("whist-american", 2, 3)
    assert any(line.startswith("totals: ") for line in lines)
    assert not any(line.startswith("standings") for line in lines)
    g = get_game("whist-american")
    assert match_standings(g.new_match(4, g.make_rules({}), shuffler=SeededShuffler(0))) is None


def test_O6_compass_whist_play_standings_name_the_direction_of_pairs_yet_to_play():
    lines = _cli("compass-whist", 3, 5)
    _, rows = _after(lines, "standings by pair, best first")
    assert len(rows) == 6 and not any("None" in r for r in rows)
    for r in rows:
        name = r.split(":")[0]
        assert r.endswith("direction " + ("N-S" if name.endswith("NS") else "E-W")), r
    assert any(r.startswith("3NS: 0 tricks") and "compass" not in r for r in rows)
