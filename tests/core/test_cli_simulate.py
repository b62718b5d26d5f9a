"""``hoyle simulate`` (issue 17 item 12 and the plot of item 17).

Progress moves per batch of rounds, not per 250,000-round chunk, and a run of some thousands
of engine rounds is shared among ``--workers`` (the engine's chunk is 100 rounds, sent out in
tasks sized by a timed probe: issue 18 §5); a house
edge is printed only where the game has a bank and stakes to relate it to, per bet, checked
against the exact edges of Foster's chuck-luck (§11.13); ``--plot`` writes a PNG of the
advertised size."""

from __future__ import annotations

import json
import struct
from fractions import Fraction

import pytest
from typer.testing import CliRunner

from hoyle.analysis.banking_dice import chuck_luck_bets
from hoyle.cli import app
from hoyle.sim import DEFAULT_CHUNK, PROGRESS_BATCH, TASKS_PER_WORKER, chunk_specs, plan_tasks, simulate

runner = CliRunner()


def png_size(path) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk; fails if the file is not a PNG."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_engine_progress_moves_per_batch_of_rounds_in_one_process():
    calls: list[int] = []
    r = simulate("engine", 120, seed=3, progress=calls.append, game="chuck-luck")
    assert r.chunks == 2 and sum(calls) == 120
    assert calls == [PROGRESS_BATCH, PROGRESS_BATCH, 120 - 2 * PROGRESS_BATCH]


def test_a_small_engine_run_is_shared_among_the_workers_with_the_same_result():
    assert DEFAULT_CHUNK["engine"] == 100 and DEFAULT_CHUNK["baccarat"] == 250_000
    calls: list[int] = []
    a = simulate("engine", 2_150, seed=5, workers=2, progress=calls.append, game="chuck-luck")
    b = simulate("engine", 2_150, seed=5, workers=1, game="chuck-luck")
    # 22 chunks: the probe, then tasks of consecutive chunks, at least 4 a worker
    assert a.chunks == 22 and a.scheduler == "processes" and sum(calls) == 2_150
    assert calls[0] == 100 and a.tasks == len(calls) and 1 + 2 * TASKS_PER_WORKER <= a.tasks <= 22
    assert a.tallies == b.tallies and b.scheduler == "local" and b.tasks == 22


def test_tasks_group_chunks_by_the_probe_time_and_the_workers():
    specs = chunk_specs(20_000, 100)                 # 200 chunks
    # a chunk of 0.05 s: 15 chunks make the 0.75 s of a task; two workers need 8 tasks at least
    plan = plan_tasks(specs, 0.05, 2)
    assert [len(t) for t in plan] == [15] * 13 + [5] and sum(plan, []) == specs
    # a slow chunk (2 s): one a task; a quick one on 32 workers: the share caps the task at 1
    assert all(len(t) == 1 for t in plan_tasks(specs, 2.0, 2))
    assert all(len(t) == 1 for t in plan_tasks(specs, 0.001, 64))
    assert len(plan_tasks(specs[:10], 0.001, 2)) == 10 and plan_tasks([], 1.0, 2) == []


def test_engine_edges_per_bet_agree_with_foster_chuck_luck_exactly():
    """The ratio estimate of each bet's edge (punters' loss per chip staked) against the exact
    edge of the chuck-luck layout; its interval is not vacuous."""
    exact = chuck_luck_bets()
    r = simulate("engine", 8_000, seed=11, game="chuck-luck", strategy="random")
    checked = 0
    for bet in ("big", "small", "odd", "even", *(f"single-{k}" for k in range(1, 7))):
        e = r.edges[bet]
        want = float(Fraction(exact[bet]["house_edge"])) * 100
        assert 1.0 < e["ci95_percent"] < 20.0, (bet, e)
        assert abs(e["house_edge_percent"] - want) < 2 * e["ci95_percent"], (bet, e, want)
        checked += 1
    assert checked == 10


def test_faro_prints_the_bank_seat_and_the_edge_per_kind_of_bet_not_per_seat():
    res = runner.invoke(app, ["simulate", "faro", "--rounds", "60", "--seed", "2"])
    assert res.exit_code == 0, res.output
    out = res.output
    assert "seat 0 (bank)" in out and "chips per round" in out
    assert "house edge per chip staked against the bank, by bet" in out
    assert any(line.split("│")[1].strip() == "open" for line in out.splitlines() if line.count("│") > 3)
    seat_rows = [line for line in out.splitlines() if "seat " in line and "│" in line]
    assert seat_rows and not any("%" in line for line in seat_rows)     # no "edge" of a seat


@pytest.mark.parametrize("args", [["blackjack-casino", "--strategy", "random"], ["whist"]])
def test_no_edge_where_no_stake_is_laid_against_a_bank(args):
    res = runner.invoke(app, ["simulate", *args, "--rounds", "20", "--seed", "1"])
    assert res.exit_code == 0, res.output
    assert "house edge" not in res.output and "%" not in res.output.replace("± 95%", "")
    d = json.loads(runner.invoke(app, ["simulate", *args, "--rounds", "20", "--json"]).output)
    assert d["edges"] == {} and all("edge_percent" not in v for v in d["bets"].values())


def test_baccarat_keeps_its_edge_per_bet():
    res = runner.invoke(app, ["simulate", "baccarat", "--rounds", "3000", "--engine", "numpy"])
    assert res.exit_code == 0, res.output
    assert "house edge" in res.output and "banker" in res.output and "tie" in res.output


def test_plot_of_a_simulation_is_a_png_of_the_advertised_size(tmp_path):
    pytest.importorskip("matplotlib")
    from hoyle.cli._plot import SIZE
    for args, name in ((["faro", "--rounds", "40"], "faro.png"),
                       (["baccarat", "--rounds", "2000", "--engine", "numpy"], "bac.png")):
        out = tmp_path / name
        res = runner.invoke(app, ["simulate", *args, "--plot", str(out)])
        assert res.exit_code == 0, res.output
        assert png_size(out) == SIZE == (800, 500)


def test_plot_target_is_checked_before_the_run(tmp_path):
    res = runner.invoke(app, ["simulate", "faro", "--plot", str(tmp_path / "x.jpg")])
    assert res.exit_code == 2 and "ending in .png" in res.output
    res = runner.invoke(app, ["simulate", "faro", "--plot", str(tmp_path / "no" / "x.png")])
    assert res.exit_code == 2 and "does not exist" in res.output
