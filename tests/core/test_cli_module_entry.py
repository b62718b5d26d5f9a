"""``python -m hoyle`` runs the same command line as ``hoyle``, and an extra named in an
option's help (``hoyle[plot]``) is printed, not swallowed as markup."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from hoyle.cli import app

SRC = Path(__file__).resolve().parents[2] / "src"


def test_python_dash_m_hoyle_lists_the_games():
    env = {**os.environ, "PYTHONPATH": str(SRC)}
    res = subprocess.run([sys.executable, "-m", "hoyle", "games", "--markdown"], capture_output=True,
                         text=True, env=env, timeout=120)
    assert res.returncode == 0, res.stderr
    assert "`auction-bridge`" in res.stdout


def test_an_extra_in_an_options_help_is_printed():
    res = CliRunner().invoke(app, ["odds", "poker", "--help"], env={"COLUMNS": "200"})
    assert res.exit_code == 0
    assert "hoyle[plot]" in res.output
