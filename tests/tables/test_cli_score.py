"""``hoyle score GAME``: the score pad kept from reported events (ten-pins' printed sheet, a pool
game), refusals as one line naming the reason, and the games hoyle plays itself sent to ``play``."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from hoyle.cli import app

runner = CliRunner()
SHEET = "8 2 5 5 10 9 0 7 2 8 2 10 8 2 8 1 7 3 9"      # seed 001 part 6 §9.2, O-46


def test_score_ten_pins_prints_the_frame_by_frame_sheet():
    r = runner.invoke(app, ["score", "ten-pins", "--balls", SHEET])
    assert r.exit_code == 0, r.output
    assert "game over: 158" in r.output and "130" in r.output and "140" not in r.output
    js = json.loads(runner.invoke(app, ["score", "ten-pins", "--balls", SHEET, "--json"]).output)
    assert js["scores"] == [158] and [f["total"] for f in js["frames"][0]][7] == 130


def test_score_refuses_an_impossible_ball_in_one_line():
    r = runner.invoke(app, ["score", "ten-pins", "--balls", "7 4"])
    assert r.exit_code == 2 and "only 3 pins standing" in r.output and "Traceback" not in r.output
    r = runner.invoke(app, ["score", "ten-pins", "--balls", " ".join(["10"] * 13)])
    assert r.exit_code == 2 and "the game is over" in r.output


def test_score_pool_events_and_the_terminal_pad():
    r = runner.invoke(app, ["score", "fifteen-ball-pool", "--events", "pot 15; pot 14; no-count; foul miss"])
    assert r.exit_code == 0 and "seat 0: 29" in r.output and "seat 1: -3" in r.output
    r = runner.invoke(app, ["score", "ten-pins"], input="ball 10\nball 12\nball 7\nquit\n")
    assert r.exit_code == 0 and "refused: only 10 pins standing" in r.output


def test_score_sends_other_games_to_play():
    # (whist and auction bridge now have a card game's score card: tests/test_cli_score_cards.py)
    r = runner.invoke(app, ["score", "chess"])
    assert r.exit_code == 2 and "hoyle play chess" in r.output
    r = runner.invoke(app, ["score", "no-such-game"])
    assert r.exit_code == 2 and "Traceback" not in r.output
