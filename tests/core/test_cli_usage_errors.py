"""Refusals of the command line are one line (issue 17, fresh-user findings): a usage error
Typer or Click raises (a value of the wrong type, an unknown option, a missing argument) is
printed as ``error: ...`` on one line, never as a boxed panel; a rule option is named by the
flag the user typed (``--cut-card``, not ``cut_card``); ``hoyle odds poker --jokers`` is
bounded and says which ranking a joker needs (Foster's mistigris, O64)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from hoyle.cli import app

runner = CliRunner()


def _one_line_error(res) -> str:
    lines = [x for x in res.output.splitlines() if x.strip()]
    assert len(lines) == 1, res.output
    assert lines[0].startswith("error: "), res.output
    assert not any(ch in res.output for ch in "╭╮╰╯│"), res.output       # no panel
    return lines[0]


@pytest.mark.parametrize("args, says", [
    (["simulate", "faro", "--seed", "x"], "Invalid value for '--seed'"),
    (["simulate", "faro", "--deals", "-1"], "No such option: --deals"),
    (["simulate"], "Missing argument"),
    (["odds", "no-such-table"], "No such command 'no-such-table'"),
])
def test_usage_errors_are_one_line(args, says):
    res = runner.invoke(app, args, prog_name="hoyle")
    assert res.exit_code == 2
    line = _one_line_error(res)
    assert says in line and f"(see hoyle {args[0]} --help)" in line


def test_our_own_refusals_keep_their_one_line():
    res = runner.invoke(app, ["simulate", "faro", "--rounds", "0"])
    assert res.exit_code == 2
    assert _one_line_error(res) == "error: --rounds, --chunk and --workers must be positive"


def test_help_and_version_still_exit_0():
    assert runner.invoke(app, ["simulate", "--help"]).exit_code == 0
    res = runner.invoke(app, ["--version"])
    assert res.exit_code == 0 and res.output.startswith("hoyle ")


@pytest.mark.parametrize("args, says", [
    (["--cut-card", "1000"], "error: option --cut-card must be at least 20 and at most 416"),
    (["--cut-card", "x"], "error: option --cut-card needs a value of type int, not 'x'"),
    (["--cut-cards", "30"], "has no option --cut-cards (options: "),
])
def test_rule_option_errors_name_the_flag(args, says):
    res = runner.invoke(app, ["play", "blackjack-casino", "--seats", "bot,bot", *args])
    assert res.exit_code == 2
    line = _one_line_error(res)
    assert says in line and "cut_card" not in line
    if "options:" in line:
        assert "--cut-card," in line and "--blackjack-pays" in line
        assert "Rules" not in line and line.startswith("error: Blackjack")   # the game, not a class


def test_an_unknown_option_names_the_game():
    from hoyle.core.errors import RuleOptionError
    from hoyle.core.registry import get_game
    with pytest.raises(RuleOptionError, match=r"^Skat .*has no option 'foo'") as e:
        get_game("skat").make_rules({"foo": 1})
    assert "SkatRules" not in str(e.value)


@pytest.mark.parametrize("n", ["-1", "2"])
def test_jokers_are_bounded(n):
    res = runner.invoke(app, ["odds", "poker", "--jokers", n])
    assert res.exit_code == 2
    assert "--jokers is 0 or 1" in _one_line_error(res) and f"not {n}" in res.output


@pytest.mark.parametrize("cmd", [["odds", "poker"], ["odds", "draw", "KS QS 3S 4S 5S", "--throw", "3S"]])
def test_a_joker_without_a_joker_ranking_says_which_ranking(cmd):
    res = runner.invoke(app, [*cmd, "--jokers", "1"])
    assert res.exit_code == 2
    line = _one_line_error(res)
    assert "the foster ranking has no joker" in line and "--rules foster-mistigris" in line


def test_a_joker_ranking_counts_the_53_card_pack():
    res = runner.invoke(app, ["odds", "poker", "--jokers", "1", "--rules", "foster-mistigris", "--json"])
    assert res.exit_code == 0, res.output
    assert '"total": 2869685' in res.output          # C(53, 5)
