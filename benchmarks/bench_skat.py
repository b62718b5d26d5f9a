"""Skat random playouts: hoyle's engine against OpenSpiel's skat in the same run.

    PYTHONPATH=src python benchmarks/bench_skat.py [--deals 1000]

Plays ``--deals`` three-hand deals with uniformly random actions in each engine and prints actions
per second (chance outcomes excluded on both sides: OpenSpiel deals at chance nodes, hoyle shuffles
inside the state) and the ratio. hoyle's ``skat`` is Foster's 1914 game (bidding by numbers, tourné,
solo, grand, null, gucki, ramsch when all pass); OpenSpiel's is its own simplified skat (a bid of a
game type, no numbers). pyspiel is a benchmark oracle only; without it the script times hoyle
alone. The rules differ, so this compares engine speed, not results.
"""

from __future__ import annotations

import argparse

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import _playout_rates as _rates  # noqa: E402


def hoyle_rate(slug: str, deals: int) -> tuple[float, int]:
    return _rates.hoyle_rate(slug, deals, 3)


def spiel_rate(deals: int) -> tuple[float, int] | None:
    return _rates.spiel_rate("skat", deals)


SLUGS = ("skat", "ramsch")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=1000)
    args = ap.parse_args()
    for slug in SLUGS:
        hoyle_rate(slug, 20)                             # warm up (imports, caches) before timing
    ours = {slug: hoyle_rate(slug, args.deals) for slug in SLUGS}
    theirs = spiel_rate(args.deals)
    print(f"{args.deals} deals:")
    for slug, (rate, n) in ours.items():
        line = f"  hoyle {slug}: {rate:,.0f} actions/s ({n} actions)"
        if theirs is not None:
            line += f"; ratio hoyle/OpenSpiel {rate / theirs[0]:.2f}"
        print(line)
    if theirs is not None:
        print(f"  OpenSpiel skat: {theirs[0]:,.0f} actions/s ({theirs[1]} actions)")


if __name__ == "__main__":
    main()
