"""Pictures of what ``hoyle simulate`` and ``hoyle odds`` print (``--plot FILE.png``).

matplotlib is an optional extra (``pip install 'hoyle[plot]'``); without it ``--plot`` is
refused with a one-line error. Every figure is :data:`SIZE` pixels (width, height), whatever
its content, drawn with the non-interactive Agg backend.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Sequence

from ._common import fail

#: every plot's size in pixels (width, height): FIGSIZE inches at DPI
DPI = 100
FIGSIZE = (8.0, 5.0)
SIZE = (int(FIGSIZE[0] * DPI), int(FIGSIZE[1] * DPI))


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        fail("--plot needs matplotlib: pip install 'hoyle[plot]'")
    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt
    return plt


def check_target(path: Path) -> None:
    """Refuse (one line) a --plot path that is not a .png in a folder that exists, before any
    work is done."""
    if path.suffix.lower() != ".png":
        fail(f"--plot writes a PNG image: give a file name ending in .png, not {path.name!r}")
    if not path.parent.exists():
        fail(f"--plot: the folder {str(path.parent)!r} does not exist")
    _pyplot()


def _save(fig: Any, path: Path) -> None:
    plt = _pyplot()
    try:
        fig.savefig(path, dpi=DPI, format="png")
    except OSError as exc:
        fail(f"cannot write the plot to {path}: {exc.strerror or exc}")
    finally:
        plt.close(fig)


def plot_seats(path: Path, title: str, seats: Sequence[tuple[str, dict[int, int], float, float]],
               unit: str = "chips") -> None:
    """One panel per seat: the distribution of the seat's result per round (bars: the share of
    the rounds with each result, on a log scale where the tail is long), its mean (line) and
    the mean's 95 % interval (band).

    ``seats``: ``(label, {result: rounds}, mean, ci95 half-width)`` per seat."""
    plt = _pyplot()
    n = max(len(seats), 1)
    cols = min(n, 3)
    rows = math.ceil(n / cols)
    fig, axes = plt.subplots(rows, cols, figsize=FIGSIZE, squeeze=False)
    for ax in axes.flat[n:]:
        ax.axis("off")
    for ax, (label, hist, mean, half) in zip(axes.flat, seats):
        total = sum(hist.values()) or 1
        xs = list(hist)
        if len(xs) <= 40:                  # each result its own bar
            ax.bar(xs, [hist[x] / total for x in xs], width=0.8, color="#7a9cc6")
        else:                              # many results: 40 bins of equal width
            ax.hist(xs, bins=40, weights=[hist[x] / total for x in xs], color="#7a9cc6")
        shares = [v / total for v in hist.values() if v]
        if shares and max(shares) > 100 * min(shares):      # a long tail: shown on a log scale
            ax.set_yscale("log")
        ax.axvspan(mean - half, mean + half, color="#d95f02", alpha=0.25, lw=0)
        ax.axvline(mean, color="#d95f02", lw=1.5)
        ax.set_title(f"{label}: {mean:+.3f} ± {half:.3f}", fontsize=9)
        ax.set_xlabel(f"result of a round ({unit})", fontsize=8)
        ax.tick_params(labelsize=7)
    axes.flat[0].set_ylabel("share of rounds", fontsize=8)
    fig.suptitle(title, fontsize=10)
    fig.tight_layout()
    _save(fig, path)


def plot_intervals(path: Path, title: str, rows: Sequence[tuple[str, float, float]], xlabel: str) -> None:
    """A horizontal bar per row (bet or seat) at its estimate, with its 95 % interval as an error
    bar. ``rows``: ``(label, estimate, ci95 half-width)``."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=FIGSIZE)
    labels = [r[0] for r in rows]
    ys = range(len(rows))
    ax.barh(list(ys), [r[1] for r in rows], xerr=[r[2] for r in rows], color="#7a9cc6",
            ecolor="#d95f02", capsize=4)
    ax.set_yticks(list(ys), labels, fontsize=8)
    ax.axvline(0, color="black", lw=0.8)
    ax.invert_yaxis()
    ax.set_xlabel(xlabel, fontsize=9)
    ax.set_title(title, fontsize=10)
    fig.tight_layout()
    _save(fig, path)


def plot_bars(path: Path, title: str, rows: Sequence[tuple[str, float]], xlabel: str,
              log: bool = False) -> None:
    """A horizontal bar per row, labelled with its value (odds, house edges, probabilities).
    ``rows``: ``(label, value)``; ``log``: a logarithmic axis (probabilities spanning many
    powers of ten)."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=FIGSIZE)
    labels = [r[0] for r in rows]
    vals = [r[1] for r in rows]
    ys = list(range(len(rows)))
    colours = ["#1b9e77" if v < 0 else "#7a9cc6" for v in vals]
    ax.barh(ys, vals, color=colours, log=log)
    ax.set_yticks(ys, labels, fontsize=8)
    ax.invert_yaxis()
    for y, v in zip(ys, vals):
        ax.annotate(f"{v:.4g}", (v, y), xytext=(3, 0), textcoords="offset points", va="center", fontsize=7)
    if not log:
        ax.axvline(0, color="black", lw=0.8)
    if any(v < 0 for v in vals):
        xlabel += " (green: below 0, the punter has the edge)"
    ax.set_xlabel(xlabel, fontsize=9)
    ax.set_title(title, fontsize=10)
    fig.tight_layout()
    _save(fig, path)
