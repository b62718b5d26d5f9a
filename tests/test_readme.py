"""README.md stays true: its games table is the registry's, and its two set-up commands are
the ones .ci/run runs."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from hoyle.cli import app

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_games_table_is_the_registry():
    table = CliRunner().invoke(app, ["games", "--markdown"]).output.strip()
    assert table in README, ("README's games table differs from the registry; paste the output "
                             "of `hoyle games --markdown` into README.md")


def test_ci_runs_the_readme_test_command():
    test_cmd = 'python3 -m venv .venv && . .venv/bin/activate && pip install -e ".[test]" && python -m pytest'
    assert test_cmd in README
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test_cmd in ci
    # the lint and type checks run before the tests, with the configuration in pyproject.toml
    assert ci.index("ruff check src tests") < ci.index("\nmypy\n") < ci.rindex(test_cmd)
    project = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert "[tool.ruff.lint]" in project and "[tool.mypy]" in project
    assert "pip install -e . && hoyle play draw-poker" in README
