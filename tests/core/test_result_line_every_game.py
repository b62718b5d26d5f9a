"""The result line of ``hoyle play`` and ``hoyle replay`` (``GameState.result_line``) for every
registered game: the game's own ``result_text`` where it gives one, else the outcome read from
the contract (each seat by ``seat_name``, in the game's ``unit``, the house's take). Before it,
81 games (the banking games, the parlour games, boston and the whist variants of the
historical book) printed no line on how the deal ended. A player who stops after one deal is
told the session's totals."""

from __future__ import annotations

import numpy as np
import pytest
from typer.testing import CliRunner

from hoyle.cli import app
from hoyle.core import DealNotOver, get_game
from hoyle.core.chance import CHANCE, SeededShuffler
from hoyle.core.registry import all_games
from hoyle.core.state import _count

runner = CliRunner()
GAMES = sorted(g.slug for g in all_games())
STEPS = 20_000       # a random playout of every game ends well within this


def _finished(slug: str, seed: int = 5):
    g = get_game(slug)
    st = g.new_deal(g.players, None, SeededShuffler(seed))
    rng = np.random.Generator(np.random.PCG64(seed))
    for _ in range(STEPS):
        if st.is_over:
            return st
        if st.to_act == CHANCE:
            st.apply(st.sample_chance())
        else:
            legal = st.legal_actions()
            st.apply(legal[int(rng.integers(len(legal)))])
    pytest.fail(f"{slug}: a random playout did not end in {STEPS} actions")


@pytest.mark.parametrize("slug", GAMES)
def test_every_game_names_its_result(slug):
    st = _finished(slug)
    line = st.result_line()
    assert isinstance(line, str) and line.strip()
    if st.result_text():
        assert line == st.result_text()
        return
    out = st.outcome()
    for seat, v in enumerate(out):        # each seat named as the game names it, with its net
        name = st.seat_name(seat)
        if v > 0:
            assert f"{name} wins {_count(v, st.unit)}" in line
        elif v < 0:
            assert f"{name} loses {_count(-v, st.unit)}" in line
        else:
            assert name in line and "even" in line or "no seat wins or loses" in line
    if st.house_take():
        assert f"{_count(abs(st.house_take()), st.unit)} {'to' if st.house_take() > 0 else 'from'} the house" in line


def test_the_line_is_refused_before_the_deal_ends():
    st = get_game("faro").new_deal(3)
    with pytest.raises(DealNotOver):
        st.result_line()


def test_counts_are_written_in_the_singular_for_one():
    assert _count(1, "chips") == "1 chip"
    assert _count(1, "white counters") == "1 white counter"
    assert _count(2, "white counters") == "2 white counters"
    assert _count(1, "deals come out") == "1 deals come out"      # a phrase is left as it is


def _after_deal_line(output: str) -> list[str]:
    lines = output.splitlines()
    k = next(i for i, x in enumerate(lines) if x.startswith("deal 1: "))
    return lines[k + 1:]


@pytest.mark.parametrize("slug,players", [("faro", 3), ("boston", 4), ("old-maid", 4), ("roulette", 3)])
def test_the_terminal_prints_the_result_line(slug, players):
    res = runner.invoke(app, ["play", slug, "--seats", ",".join(["random"] * players), "--seed", "3"])
    assert res.exit_code == 0, res.output
    after = _after_deal_line(res.output)
    assert after and after[0].startswith("  ") and (" wins " in after[0] or " loses " in after[0]
                                                     or "even" in after[0]), res.output


def test_faro_result_line_matches_the_deal_line():
    """The figures of the result line are the deal line's, seat by seat."""
    res = runner.invoke(app, ["play", "faro", "--seats", "random,random,random", "--seed", "3"])
    deal = next(x for x in res.output.splitlines() if x.startswith("deal 1: "))
    nets = [int(p.split()[-1]) for p in deal.removeprefix("deal 1: ").removesuffix(" chips").split(", ")]
    line = _after_deal_line(res.output)[0].strip()
    for seat, v in enumerate(nets):
        if v:
            assert f"seat {seat} {'wins' if v > 0 else 'loses'} {_count(abs(v), 'chips')}" in line


@pytest.mark.parametrize("slug,moves", [("kentucky-derby", "bet h\n"), ("blackjack-private", "bet 1\ncontent\n")])
def test_stopping_after_one_deal_prints_the_totals(slug, moves):
    res = runner.invoke(app, ["play", slug, "--seed", "1"], input=moves + "n\n")
    assert res.exit_code == 0, res.output
    deal = next(x for x in res.output.splitlines() if x.startswith("deal 1: "))
    nets = deal.removeprefix("deal 1: ").split(" chips")[0]
    assert f"totals: {nets}" in res.output
