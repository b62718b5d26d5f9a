"""The tools around the environments: the training example (examples/train_blackjack.py) runs
with a tiny budget and prints its table beside the book's basic strategy, and ``hoyle soak
--env`` runs the environments' checks longer, a row per game."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

pytest.importorskip("gymnasium")

ROOT = Path(__file__).resolve().parents[2]


def _example():
    spec = importlib.util.spec_from_file_location("train_blackjack", ROOT / "examples" / "train_blackjack.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_training_example_prints_the_comparison(capsys):
    mod = _example()
    assert mod.main(["--episodes", "150", "--eval", "20", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith(("hard ", "soft "))]
    assert len(rows) == 9 + 8                      # hard 12..20, soft 13..20
    assert "150 training deals" in out and "agreement with the book's basic strategy" in out
    # the book's column is hoyle's basic strategy: hard 16 stands against 2..6, hits 7..A
    hard16 = next(r for r in rows if r.startswith("hard 16")).split()
    assert hard16[12:22] == ["S"] * 5 + ["H"] * 5


def test_the_book_table_is_the_analysis():
    book = _example().book_table()
    assert book[(12, False)][:3] == ["H", "H", "S"]          # hard 12: hit against 2 and 3
    assert book[(18, True)][-3:] == ["H", "H", "H"]          # soft 18 hits against 9, 10, ace


def test_soak_env_prints_a_row_per_game():
    pytest.importorskip("pettingzoo")
    pytest.importorskip("pyspiel")
    from typer.testing import CliRunner

    from hoyle.cli import app
    res = CliRunner().invoke(app, ["soak", "--env", "vingt-et-un-dice", "--cycles", "5", "--sims", "2", "--json"])
    assert res.exit_code == 0, res.output
    rows = json.loads(res.output)
    assert [(r["slug"], r["cycles"], r["sims"], r["failure"]) for r in rows] == [("vingt-et-un-dice", 5, 2, None)]
