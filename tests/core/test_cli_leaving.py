"""Leaving ``hoyle play`` (issue 17 item 11): ``quit`` mid-deal, Ctrl-D and Ctrl-C print the
finished deals' totals (not only answering ``n`` at "deal again?"); Ctrl-C says "interrupted",
not "input ended". Stacks carry in the terminal where the game's bankroll carries (draw poker
under table stakes, whose match the terminal plays). ``hoyle --version``."""

from __future__ import annotations

import json
from importlib.metadata import version

import pytest
import typer
from typer.testing import CliRunner

import hoyle.cli.play as play_mod
from hoyle.cli import app

runner = CliRunner()
# blackjack-casino, seed 1: the person (seat 1) bets 2 and stands; the deal pays him 2
ONE_DEAL = "bet 2\nstand\ny\n"
TOTALS = "totals: seat 0 (basic) -4, seat 1 (you) +2, seat 2 (basic) +2"


def _play(text, **kw):
    return runner.invoke(app, ["play", "blackjack-casino", "--seed", "1"], input=text, **kw)


def test_quit_mid_deal_prints_the_totals_of_the_finished_deals():
    res = _play(ONE_DEAL + "bet 2\nquit\n")
    assert res.exit_code == 0, res.output
    assert "you left; the deal in progress is abandoned" in res.output
    assert TOTALS in res.output
    assert "so far: seat 0 (basic) -4, seat 1 (you) +2, seat 2 (basic) +2" in res.output     # shown as deal 2 begins


def test_ctrl_d_mid_deal_says_input_ended_and_prints_the_totals():
    res = _play(ONE_DEAL + "bet 2\n")                  # then the input ends
    assert res.exit_code == 1
    assert "input ended; the deal in progress is abandoned" in res.output and TOTALS in res.output


@pytest.mark.parametrize("how", ["abort", "raw"])
def test_ctrl_c_says_interrupted_and_prints_the_totals(monkeypatch, how):
    real = play_mod.typer.prompt
    answers = iter(["bet 2", "stand", "y"])          # deal 1, then "deal again? y", then ^C

    def prompt(*a, **kw):
        try:
            return next(answers)
        except StopIteration:
            if how == "raw":
                raise KeyboardInterrupt from None
            try:                              # as typer.prompt does: Abort raised while handling ^C
                raise KeyboardInterrupt
            except KeyboardInterrupt:
                raise typer.Abort() from None

    monkeypatch.setattr(play_mod.typer, "prompt", prompt)
    monkeypatch.setattr(play_mod.typer, "confirm", lambda *a, **kw: True)
    res = _play("")
    monkeypatch.setattr(play_mod.typer, "prompt", real)
    assert res.exit_code == 130, res.output
    assert "interrupted; the deal in progress is abandoned" in res.output
    assert "input ended" not in res.output and TOTALS in res.output


def test_draw_poker_table_stakes_carry_from_deal_to_deal_in_the_terminal(tmp_path):
    res = runner.invoke(app, ["play", "draw-poker", "--seats", "bot,bot,bot,bot", "--deals", "3",
                              "--seed", "7", "--table-stakes", "true", "--save", str(tmp_path)])
    assert res.exit_code == 0, res.output
    recs = [json.loads((tmp_path / f"draw-poker-foster-deal{d}.json").read_text()) for d in (1, 2, 3)]
    assert recs[0]["context"]["stacks"] == [100] * 4
    after_one = [100 + v for v in _nets(res.output, 1)]
    assert recs[1]["context"]["stacks"] == after_one
    assert recs[2]["context"]["stacks"] == [a + v for a, v in zip(after_one, _nets(res.output, 2))]


def _nets(output: str, deal: int) -> list[int]:
    line = next(x for x in output.splitlines() if x.startswith(f"deal {deal}: "))
    return [int(part.split()[-1]) for part in line.removeprefix(f"deal {deal}: ").removesuffix(" chips").split(", ")]


def test_version_comes_from_the_package_metadata():
    res = runner.invoke(app, ["--version"])
    assert res.exit_code == 0 and res.output.strip() == f"hoyle {version('hoyle')}"


def test_quit_at_deal_again_ends_the_session_and_a_wrong_answer_asks_again():
    """A fresh user's finding: 'quit' at "deal again?" gave "Error: invalid input" forever."""
    from typer.testing import CliRunner

    from hoyle.cli import app
    out = CliRunner().invoke(app, ["play", "vingt-et-un-dice", "--seats", "human,bot", "--seed", "1"],
                             input="throw\nstand\nmaybe\nquit\n")
    assert out.exit_code == 0, out.output
    assert "answer y (deal again) or n (stop)" in out.output and "deal 2" not in out.output
