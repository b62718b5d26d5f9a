"""Golden transcripts of the whist and bridge family games: a seeded deal played by the
heuristic bots, written as text (view, legal actions, actions, outcome) and compared on every
run. Regenerate after an intended change with HOYLE_UPDATE_GOLDEN=1."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hoyle.bots import make_bot
from hoyle.core.chance import SeededShuffler
from hoyle.core.registry import get_game

GOLDEN = Path(__file__).parent / "golden"
SLUGS = ["whist-english", "whist-american", "prussian-whist", "dummy-whist", "double-dummy-whist",
         "auction-bridge", "straight-bridge", "solo-whist", "cayenne", "scotch-whist", "french-whist",
         "german-whist", "norwegian-whist", "favourite-whist", "duplicate-whist", "boston",
         "humbug-whist", "thirteen-and-the-odd", "double-dummy-bridge", "bid-whist", "three-hand-auction"]


def transcript(slug: str) -> str:
    g = get_game(slug)
    s = g.new_deal(shuffler=SeededShuffler(2026))
    bots = [make_bot("heuristic", g, i, seed=i) for i in range(s.num_players)]
    out = [f"# {slug}: seed 2026, heuristic bots", s.render_view(s.view(0)), ""]
    while not s.is_over:
        seat = s.to_act
        legal = s.legal_actions()
        a = bots[seat].choose(s.view(seat), legal)
        out.append(f"seat {seat}: {a}   [{len(legal)} legal: {' '.join(sorted(map(str, legal)))[:120]}]")
        s.apply(a)
    out += ["", s.render_view(s.view(None)), f"outcome {s.outcome()}"]
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("slug", SLUGS)
def test_golden_transcript(slug):
    text = transcript(slug)
    path = GOLDEN / f"{slug}.txt"
    if os.environ.get("HOYLE_UPDATE_GOLDEN") or not path.exists():
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == text
