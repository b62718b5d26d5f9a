"""The terminal at a domino deal: the fourteen tiles dealt one by one (each an explicit chance
turn) print as one line, naming no tile the player may not see."""

from __future__ import annotations

import re

from typer.testing import CliRunner

from hoyle.cli import app


def _play(*args: str, stdin: str = "") -> list[str]:
    res = CliRunner().invoke(app, ["play", "domino-draw", "--seed", "3", *args], input=stdin)
    return res.output.splitlines()


def test_the_deal_of_fourteen_tiles_is_one_chance_line_naming_no_hidden_tile():
    lines = _play(stdin="quit\n")
    chance = [ln for ln in lines if ln.startswith("chance:")]
    assert chance == ["chance: 14 tiles dealt"]           # not 14 lines, no tile named
    # the hand is shown to its holder by the log and the view, the other hand nowhere
    held = next(ln for ln in lines if "seat 0 holds" in ln)
    mine = set(re.findall(r"\d-\d", held))
    assert len(mine) == 7
    shown = {t for ln in lines if not ln.startswith("  · seat 1") for t in re.findall(r"\b\d-\d\b", ln)}
    assert shown - mine <= {"5-1"}                          # seat 1's set tile, laid face up


def test_with_bots_only_the_run_names_its_tiles_and_a_single_draw_prints_as_before():
    lines = _play("--seats", "bot,bot", "--show")
    chance = [ln for ln in lines if ln.startswith("chance:")]
    # bots only: nothing is hidden from the watcher, so the run names its tiles
    assert chance[0].startswith("chance: 14 tiles dealt: ") and len(chance[0].split(": ")[2].split()) == 14
    assert "chance: deal 3-3" in chance[1:]                 # a single draw prints as before
