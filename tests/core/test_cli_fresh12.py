"""Fresh-user findings, round 12 (command line): every refusal is one line that names the
flag and what it takes; no NumPy, Python or internal class text reaches the user."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from hoyle.cli import app

runner = CliRunner()


def _one_line_error(res) -> str:
    lines = [x for x in res.output.splitlines() if x.strip()]
    assert len(lines) == 1, res.output
    assert lines[0].startswith("error: "), res.output
    assert "Traceback" not in res.output
    return lines[0]


@pytest.mark.parametrize("args", [
    ["serve", "--seed", "-1"],
    ["duplicate", "--movement", "howell", "--teams", "5", "--seed", "-1"],
    ["play", "whist", "--seats", "bot,bot,bot,bot", "--seed", "-5"],
    ["simulate", "faro", "--seed", "-3"],
    ["soak", "whist", "--first-seed", "-2"],
])
def test_a_negative_seed_is_refused_at_its_flag(args):
    res = runner.invoke(app, args, prog_name="hoyle")
    assert res.exit_code == 2
    line = _one_line_error(res)
    assert "seed" in line and "non-negative integer" not in line


@pytest.mark.parametrize("args, says", [
    (["serve", "--log-level", "loud"], "--log-level must be one of critical, error, warning, info, debug, trace"),
    (["serve", "--log-level", ""], "--log-level must be one of"),
    (["serve", "--database", ""], "--database must name a SQLite file or a database URL"),
    (["serve", "--database", "  "], "--database must name"),
])
def test_serve_refuses_a_bad_log_level_and_an_empty_database(args, says):
    res = runner.invoke(app, args, prog_name="hoyle")
    assert res.exit_code == 2
    assert says in _one_line_error(res)
