"""A fresh user's findings at ``hoyle games`` and an unknown GAME (fixes12):

* ``hoyle games | cat`` broke words in the middle (Rich folding a table to 80 columns nobody
  sees); piped, the list is one tab-separated line a game, and a terminal keeps its table;
* ``hoyle rules poker`` suggested three names, ``hoyle rules nosuchgame`` a game that looks
  nothing like it; an unknown game now gets close slugs, titles and aliases, the games whose
  slug or title holds the name, a family's members, and the pointer to ``hoyle games``:
  one line, exit code 2, no traceback.
"""

from __future__ import annotations

import pytest
from rich.console import Console
from typer.testing import CliRunner

from hoyle.cli import _common, app
from hoyle.cli import games as games_cli
from hoyle.core import UnknownGame, all_games, get_game
from hoyle.core.registry import close_games

runner = CliRunner()


def test_piped_games_are_one_tab_separated_line_each_with_whole_words():
    res = runner.invoke(app, ["games"])
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert lines[0].split("\t") == ["slug", "title", "family", "players", "status", "items"]
    rows = [ln.split("\t") for ln in lines[1:]]
    games = all_games()
    assert len(rows) == len(games)
    for row, g in zip(rows, games):
        assert row[:4] == [g.slug, g.title, g.family, f"{g.min_players}-{g.max_players}"], row
        assert row[4] == g.status


def test_a_terminal_keeps_the_table(monkeypatch):
    tty = Console(highlight=False, force_terminal=True, width=100, record=True)
    monkeypatch.setattr(games_cli, "console", tty)
    monkeypatch.setattr(_common, "console", tty)
    res = runner.invoke(app, ["games"])
    assert res.exit_code == 0
    text = tty.export_text()
    assert f"hoyle games ({len(all_games())})" in text and "┏" in text and "\t" not in text


@pytest.mark.parametrize("name, wanted", [
    ("poker", {"draw-poker-foster", "stud-poker-foster"}),
    ("euchr", {"euchre", "auction-euchre"}),
    ("chees", {"chess"}),
    ("pinocle", {"pinochle"}),
    ("drow poker", {"draw-poker-foster"}),
])
def test_an_unknown_game_gets_close_slugs(name, wanted):
    close = close_games(name)
    assert wanted <= set(close), close
    assert all(get_game(s).slug == s for s in close)
    with pytest.raises(UnknownGame) as exc:
        get_game(name)
    msg = str(exc.value)
    assert "`hoyle games` lists every game" in msg
    assert any(s in msg for s in wanted), msg


def test_a_family_name_finds_its_games():
    """``five-hundred`` is a euchre game whose slug does not say so."""
    assert "five-hundred" in close_games("euchre")
    fam = {g.slug for g in all_games() if g.family == "poker"}
    assert fam <= set(close_games("poker"))


def test_a_name_like_no_game_suggests_none_but_the_list():
    assert close_games("nosuchgame") == []
    with pytest.raises(UnknownGame) as exc:
        get_game("nosuchgame")
    assert str(exc.value) == "no game named 'nosuchgame'; `hoyle games` lists every game"


@pytest.mark.parametrize("args", [["rules", "poker"], ["play", "nosuchgame"],
                                  ["simulate", "nosuchgame"], ["rules", "nosuchgame"],
                                  ["score", "pokr"]])
def test_the_commands_refuse_an_unknown_game_in_one_line(args):
    res = runner.invoke(app, args)
    assert res.exit_code == 2, res.output
    lines = [ln for ln in res.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: no game named"), res.output
    assert "`hoyle games` lists every game" in lines[0]
    assert "Traceback" not in res.output
