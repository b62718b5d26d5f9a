"""Golden transcripts of seeded playouts of the banking games (any change of behaviour is a diff).

These are random-bot transcripts with the full JSON views, kept in ``tests/golden/banking/`` so they do not
collide with the generic best-bot transcripts of ``tests/test_golden.py`` (``tests/golden/<slug>.txt``).
Regenerate deliberately with ``HOYLE_REGOLD=1 python -m pytest tests/test_banking_golden.py``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pytest

from hoyle.core import SeededShuffler, all_games

GOLDEN = Path(__file__).parent / "golden" / "banking"
GAMES = [g for g in all_games() if g.family == "banking" and g.state_cls.__module__.startswith("hoyle.games.banking")]


def transcript(game) -> str:
    rng = np.random.default_rng(2026)
    st = game.new_deal(shuffler=SeededShuffler(2026))
    lines = [f"# {game.slug} seed 2026, {st.num_players} players"]
    while not st.is_over:
        seat = st.to_act
        legal = st.legal_actions()
        lines.append("view " + json.dumps(st.view(seat), sort_keys=True))
        lines.append("legal " + ", ".join(map(str, legal)))
        a = legal[int(rng.integers(len(legal)))]
        lines.append(f"seat {seat}: {a}")
        st.apply(a)
    lines.append("final " + json.dumps(st.view(None), sort_keys=True))
    lines.append(f"outcome {st.outcome()} house {st.house_take()}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_golden(game):
    path = GOLDEN / f"{game.slug}.txt"
    text = transcript(game)
    if os.environ.get("HOYLE_REGOLD"):
        GOLDEN.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden transcript {path.name}; run with HOYLE_REGOLD=1"
    assert text == path.read_text(encoding="utf-8")
