"""README.md stays true: its games table is the registry's, its two set-up commands are
the ones .ci/run runs, and its table of commands names options the commands have."""

from __future__ import annotations

import re
from pathlib import Path

import typer.main

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


def test_the_command_table_names_real_options():
    """Each ``hoyle ...`` row of "What works today": every ``--option`` it names is an option
    of that command, and one shown bare in brackets (``[--seven]``) is a flag, not an option
    that wants a value (``[--three]`` for ``--three RANKING`` was not)."""
    root = typer.main.get_command(app)
    rows = [line.split("|")[1].strip().strip("`") for line in README.splitlines()
            if line.startswith("| `hoyle ")]
    assert len(rows) > 15
    wrong = []
    for usage in rows:
        command, words = root, usage.split()[1:]
        while words and words[0] in getattr(command, "commands", {}):
            command = command.commands[words.pop(0)]
        if command is root:
            continue                                  # hoyle --version
        options = {o: p for p in command.params for o in p.opts}
        for name in re.findall(r"--[a-z][a-z-]*", usage):
            if name not in options:
                wrong.append(f"{usage.split(' [')[0]}: no option {name}")
        for name in re.findall(r"\[(--[a-z][a-z-]*)\]", usage):
            if name in options and not options[name].is_flag:
                wrong.append(f"{usage.split(' [')[0]}: {name} takes a value, shown bare")
    assert not wrong, wrong
