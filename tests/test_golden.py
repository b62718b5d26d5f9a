"""Golden transcripts: for every registered game, a short seeded deal played by the game's
best bot, written as text (each view as the acting seat sees it, the legal actions, the action
taken, the final public view, the result) and compared on every run (a chance turn -- the dice
games' throw, card craps' rolls -- is resolved with the deal's seeded shuffler and shows in the
final view and the log), so that any change of
behaviour shows as a visible diff of ``tests/golden/<slug>.txt``.

Regenerate deliberately, after a change you mean, with::

    HOYLE_REGOLD=1 python -m pytest tests/test_golden.py

A game without a transcript fails (it does not write one silently).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hoyle.bots import make_bot
from hoyle.cli.play import _summarise
from hoyle.core import SeededShuffler, all_games, resolve_chance

GOLDEN = Path(__file__).parent / "golden"
GAMES = all_games()
# seeds chosen so the deal runs through its main phases (e.g. draw poker to a show)
SEEDS = {"draw-poker-foster": 2063, "jack-pots-british": 2030, "ruff-and-honours": 2027}


def transcript(game) -> str:
    seed = SEEDS.get(game.slug, 2026)
    st = game.new_deal(None, None, SeededShuffler(seed))
    bots = [make_bot("bot", game, s, seed=seed + s) for s in range(st.num_players)]
    lines = [f"# {game.slug}: seed {seed}, {st.num_players} players, {bots[0].name} bots"]
    while not st.is_over:
        if resolve_chance(st):        # a chance turn (dice): sampled with the deal's shuffler, not a line
            continue
        seat = st.to_act
        legal = st.legal_actions()
        view = st.view(seat)
        lines.append(st.render_view(view))
        lines.append(f"legal ({len(legal)}): " + ", ".join(_summarise(legal)))
        action = bots[seat].choose(view, legal)
        lines.append(f">>> seat {seat}: {action}")
        st.apply(action)
    lines.append(st.render_view(st.view(None)))
    lines.extend(f"log: {x}" for x in (st.log or []))
    if st.result_text():
        lines.append(f"result: {st.result_text()}")
    lines.append(f"outcome {st.outcome()} house {st.house_take()}")
    return "\n".join(lines) + "\n"


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
