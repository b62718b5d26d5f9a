"""``--plot FILE.png`` on ``hoyle odds`` (issue 17 item 17): a game's house edge per bet as
bars (baccarat, chuck-luck's layout, under and over seven, roulette, faro), the poker classes'
probabilities, and a draw's chances of each final class and of improving. Each file is
checked to be a PNG of the advertised pixel size; the figures drawn are the exact ones the
command prints (the bars' values are read back from the plotting call)."""

from __future__ import annotations

import struct
from fractions import Fraction

import pytest
from typer.testing import CliRunner

from hoyle.cli import app



def png_size(path) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk; fails if the file is not a PNG."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])

pytest.importorskip("matplotlib")
runner = CliRunner()


@pytest.mark.parametrize("args", [
    ["odds", "baccarat"], ["odds", "chuck-luck-bets"], ["odds", "under-and-over-seven"],
    ["odds", "roulette", "--wheel", "american"], ["odds", "faro"], ["odds", "poker"],
    ["odds", "poker", "--three", "brag"], ["odds", "draw", "QS QH 7C 4D 2S", "--discard", "3"],
])
def test_odds_plot_is_a_png_of_the_advertised_size(tmp_path, args):
    from hoyle.cli._plot import SIZE
    out = tmp_path / "odds.png"
    res = runner.invoke(app, [*args, "--plot", str(out)])
    assert res.exit_code == 0, res.output
    assert png_size(out) == SIZE == (800, 500)
    assert f"plot: {out}" in " ".join(res.output.split())


def _bars(monkeypatch, args, tmp_path):
    import hoyle.cli._plot as plot
    got = {}
    real = plot.plot_bars

    def spy(path, title, rows, xlabel, log=False):
        got.update(rows=list(rows), title=title, log=log)
        return real(path, title, rows, xlabel, log)

    monkeypatch.setattr(plot, "plot_bars", spy)
    res = runner.invoke(app, [*args, "--plot", str(tmp_path / "x.png")])
    assert res.exit_code == 0, res.output
    return got


def test_chuck_luck_bars_are_foster_exact_edges(monkeypatch, tmp_path):
    got = _bars(monkeypatch, ["odds", "chuck-luck-bets"], tmp_path)
    rows = dict(got["rows"])
    assert rows["big"] == pytest.approx(100 / 36)             # 1/36 (Foster §11.13)
    assert rows["single-1"] == pytest.approx(700 / 72)        # 7/72
    assert len(rows) == 33


def test_baccarat_bars_show_the_punters_edge_on_the_natural_side_bet(monkeypatch, tmp_path):
    rows = dict(_bars(monkeypatch, ["odds", "baccarat"], tmp_path)["rows"])
    assert rows["tie"] == pytest.approx(14.3596, abs=1e-4)    # as `hoyle odds baccarat --json` prints
    assert rows["banker-natural"] < 0


def test_draw_bars_give_the_improvement_of_a_pair_drawing_three(monkeypatch, tmp_path):
    got = _bars(monkeypatch, ["odds", "draw", "QS QH 7C 4D 2S", "--discard", "3"], tmp_path)
    rows = dict(got["rows"])
    assert rows["improves on one pair"] == pytest.approx(float(Fraction(1552, 5405)))
    assert sum(v for k, v in rows.items() if not k.startswith("improves")) == pytest.approx(1.0)


def test_poker_bars_are_on_a_log_scale_with_the_royal_flush(monkeypatch, tmp_path):
    got = _bars(monkeypatch, ["odds", "poker"], tmp_path)
    assert got["log"] and dict(got["rows"])["royal flush"] == pytest.approx(4 / 2_598_960)


def test_plot_with_errata_is_refused(tmp_path):
    res = runner.invoke(app, ["odds", "poker", "--errata", "--plot", str(tmp_path / "x.png")])
    assert res.exit_code == 2 and "not the errata" in res.output


def test_plot_with_json_keeps_stdout_json(tmp_path):
    import json
    from typer.testing import CliRunner as Runner
    out = tmp_path / "p.png"
    res = Runner().invoke(app, ["odds", "poker", "--json", "--plot", str(out)])
    assert res.exit_code == 0
    assert json.loads(res.stdout)["total"] == 2_598_960 and png_size(out) == (800, 500)
    assert f"plot: {out}" in res.stderr


def test_the_readme_shows_committed_plots_of_the_advertised_size():
    from pathlib import Path
    from hoyle.cli._plot import SIZE
    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text()
    shown = [p for p in ("docs/img/simulate-faro.png", "docs/img/odds-draw.png") if f"]({p})" in readme]
    assert len(shown) == 2
    for p in shown:
        assert png_size(root / p) == SIZE and (root / p).stat().st_size < 40_000
