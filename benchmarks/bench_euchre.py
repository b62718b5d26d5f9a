"""Euchre random playouts: hoyle's engine against OpenSpiel's euchre in the same run.

    PYTHONPATH=src python benchmarks/bench_euchre.py [--deals 2000]

Plays ``--deals`` deals with uniformly random actions in each engine (hoyle: shuffle, deal,
the two rounds of making trumps, the discard, the play; OpenSpiel: its chance nodes sampled
uniformly, then the same phases) and prints actions per second (chance outcomes excluded on
both sides, OpenSpiel's dealt cards being chance nodes) and the ratio. pyspiel is a benchmark
oracle only; without it the script times hoyle alone. The rules differ in detail (OpenSpiel's
default is the 24-card pack, 9 to A; hoyle's euchre is the book's 32 cards), so this compares
engine speed, not results.
"""

from __future__ import annotations

import argparse

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import _playout_rates as _rates  # noqa: E402


def hoyle_rate(deals: int) -> tuple[float, int]:
    return _rates.hoyle_rate("euchre", deals, 4)


def spiel_rate(deals: int) -> tuple[float, int] | None:
    return _rates.spiel_rate("euchre", deals)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=2000)
    args = ap.parse_args()
    ours, n = hoyle_rate(args.deals)
    line = f"{args.deals} deals: hoyle {ours:,.0f} actions/s ({n} actions)"
    theirs = spiel_rate(args.deals)
    if theirs is not None:
        line += f"; OpenSpiel {theirs[0]:,.0f} actions/s ({theirs[1]} actions); ratio hoyle/OpenSpiel {ours / theirs[0]:.2f}"
    print(line)


if __name__ == "__main__":
    main()
