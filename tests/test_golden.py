"""Golden transcripts: for every registered game, a short seeded deal played by the game's
best bot, written as text (each view as the acting seat sees it, the legal actions, the action
taken, the final public view, the result) and compared on every run (a chance turn -- the dice
games' throw, card craps' rolls -- is resolved with the deal's seeded shuffler and shows in the
final view and the log), so that any change of
behaviour shows as a visible diff of ``tests/golden/<slug>.txt``.

Regenerate deliberately, after a change you mean, with::

    HOYLE_REGOLD=1 python -m pytest tests/test_golden.py

A game without a transcript fails (it does not write one silently). The transcript is written by
:func:`hoyle.transcript.transcript` (below the front ends: this test imports no CLI).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hoyle.core import all_games
from hoyle.transcript import transcript as write_transcript

GOLDEN = Path(__file__).parent / "golden"
GAMES = all_games()
# seeds chosen so the deal runs through its main phases (e.g. draw poker to a show)
SEEDS = {"draw-poker-foster": 2063, "jack-pots-british": 2030, "ruff-and-honours": 2027,
         "i-doubt-it": 2038}   # a deal that ends by a player going out (2026 runs to the bound of 150 claims)


def transcript(game) -> str:
    return write_transcript(game, SEEDS.get(game.slug, 2026))


@pytest.mark.parametrize("game", GAMES, ids=[g.slug for g in GAMES])
def test_golden_transcript(game):
    path = GOLDEN / f"{game.slug}.txt"
    text = transcript(game)
    if os.environ.get("HOYLE_REGOLD"):
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden transcript {path.name}; write it with HOYLE_REGOLD=1"
    assert text == path.read_text(encoding="utf-8"), f"{game.slug} behaves differently from {path}"


def test_every_transcript_belongs_to_a_game():
    slugs = {g.slug for g in GAMES}
    stale = sorted(p.stem for p in GOLDEN.glob("*.txt") if p.stem not in slugs)
    assert not stale, f"golden transcripts of games no longer registered: {stale}"
