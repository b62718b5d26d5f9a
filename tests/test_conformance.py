"""The generic checks every registered game passes (DESIGN.md, "Tests that every game gets"):
:mod:`hoyle.conformance` (its docstring lists the invariants, chosen by each game's traits).

``HOYLE_PLAYOUTS`` (default 2,000) random legal playouts per game, the first ``HOYLE_DEEP``
(default 100) with per-step checks, within ``HOYLE_GAME_SECONDS`` (default 3 s) a game: a game
whose playouts are slow stops there, but never before ``HOYLE_MIN_PLAYOUTS`` (default 60, all
of them deep), so that the suite stays well inside CI's time as the registry grows.
Seeds are played from 0 on, so a failure names its seed whatever the machine's speed. The long
soak of the same checks is a command outside the suite: ``hoyle soak --playouts 10000`` (or
``--seconds``), which prints a table per game.
"""

from __future__ import annotations

import os

import pytest

from hoyle.core import all_games
from hoyle.conformance import check_game, check_match

PLAYOUTS = int(os.environ.get("HOYLE_PLAYOUTS", "2000"))
DEEP = int(os.environ.get("HOYLE_DEEP", "100"))
GAME_SECONDS = float(os.environ.get("HOYLE_GAME_SECONDS", "3"))
MIN_PLAYOUTS = int(os.environ.get("HOYLE_MIN_PLAYOUTS", "60"))
GAMES = all_games()
#: games whose one deal is a long game (a random game of chess runs ~120 half-moves, and the
#: deep checks replay it every third step): at most (playouts, deep) here, so that each keeps
#: its share of the suite near 20 s; ``hoyle soak chess`` plays as many as asked
LONG_GAMES = {"chess": (120, 15), "checkers": (100, 12), "backgammon": (30, 2),
              "russian-backgammon": (12, 1),   # ~190 and ~240 actions a game
              "losing-draughts": (100, 12), "polish-draughts": (120, 10), "reversi": (60, 10),
              "gobang": (16, 4), "nine-mens-morris": (180, 10), "halma": (6, 3),
              # wild table cards: every showdown values best-of-seven hands with wild cards
              # (84 s and 59 s at 2,000 playouts on 2 cores); the soak command plays them longer
              "lamebrain-pete": (600, 40), "crisscross": (800, 40),
              # random asks and random doubts make long deals (~500 and ~800 actions; a book bot's
              # deal is a few dozen): the deep checks' records grow with every step
              "authors": (20, 2), "i-doubt-it": (20, 2),
              # the rummies: random draws and discards make deals of up to 400 turns (the turn
              # limit), each turn's legal melds searched over the hand (60 deep playouts took
              # 30-190 s a game); the soak command plays them longer
              "rum": (40, 3), "poker-rum": (30, 2), "poker-gin": (30, 2), "double-pack-rum": (30, 2),
              # the multi-pack bezique games (96 to 128 cards, melds searched after each trick: 15-37 s
              # for the 60 deep playouts) and the score pads whose random reports run long
              "four-handed-bezique": (30, 4), "chinese-bezique": (30, 4), "three-handed-bezique": (30, 4),
              "rubicon-bezique": (40, 5), "polish-bezique": (40, 5), "shoot-bezique": (30, 3),
              "three-hand-pinochle": (40, 5), "continuous-pool": (40, 5), "american-carom-billiards": (40, 5),
              "duck-pins": (40, 5)}


@pytest.mark.parametrize("game", GAMES, ids=[g.slug for g in GAMES])
def test_random_playouts(game):
    playouts, deep = PLAYOUTS, DEEP
    if game.slug in LONG_GAMES:
        playouts, deep = min(playouts, LONG_GAMES[game.slug][0]), min(deep, LONG_GAMES[game.slug][1])
    least = min(playouts, MIN_PLAYOUTS if game.slug not in LONG_GAMES else playouts)
    rep = check_game(game, playouts, deep=deep, seconds=GAME_SECONDS, min_playouts=least)
    assert rep.ok and least <= rep.playouts <= playouts and rep.deep == min(deep, rep.playouts)
    assert rep.actions > 0


@pytest.mark.parametrize("game", GAMES, ids=[g.slug for g in GAMES])
def test_match_of_three_deals(game):
    check_match(game, deals=3)


def test_registry_is_not_empty():
    assert GAMES, "no game is registered"


def test_a_broken_game_fails_the_checks():
    """The checks can fail: a game whose view shows every hidden card is caught."""
    from hoyle.conformance import ConformanceError
    g = next(x for x in GAMES if x.slug == "draw-poker-foster")

    class Leaky(g.state_cls):
        def view(self, seat):
            v = super().view(seat)
            v["peek"] = [str(c) for c in self.hidden_cards(seat)]
            return v
    leaky = type(g)(**{**g.__dict__, "slug": "test-leaky-poker", "aliases": (), "state_cls": Leaky})
    with pytest.raises(ConformanceError, match="sees hidden cards"):
        check_game(leaky, 3, deep=3)
    rep = check_game(leaky, 3, deep=3, raise_on_failure=False)
    assert not rep.ok and "seed 0" in rep.failure


def test_the_soak_command_prints_a_table_per_game_and_fails_on_a_failure():
    import json

    from typer.testing import CliRunner

    from hoyle.cli import app
    out = CliRunner().invoke(app, ["soak", "vingt-et-un-dice", "chuck-luck", "--playouts", "20", "--deep", "5",
                                   "--json"])
    assert out.exit_code == 0, out.output
    rows = {r["slug"]: r for r in json.loads(out.output)}
    assert set(rows) == {"vingt-et-un-dice", "chuck-luck"}
    assert all(r["playouts"] == 20 and r["deep"] == 5 and r["failure"] is None for r in rows.values())
    text = CliRunner().invoke(app, ["soak", "dice", "--playouts", "5", "--deep", "1"]).output
    assert "vingt-et-un-dice" in text and "actions/s" in text
    assert CliRunner().invoke(app, ["soak", "no-such-game"]).exit_code == 2


def test_the_soak_plays_matches_and_reports_a_carry_that_fails(monkeypatch):
    import json

    from typer.testing import CliRunner

    from hoyle.cli import app
    from hoyle.games.banking.red_dog import RedDogMatch
    args = ["soak", "polish-bank", "--playouts", "10", "--deep", "2", "--matches", "3", "--match-deals", "6",
            "--json"]
    out = CliRunner().invoke(app, args)
    assert out.exit_code == 0, out.output
    assert json.loads(out.output)[0]["matches"] == 3

    def broken(self, state):
        raise RuntimeError("the context does not carry")
    monkeypatch.setattr(RedDogMatch, "carry", broken)
    out = CliRunner().invoke(app, args)
    assert out.exit_code == 1
    row = json.loads(out.output)[0]
    assert row["matches"] == 0 and row["failure"].startswith("match seed 0 (6 deals): RuntimeError: the context")
