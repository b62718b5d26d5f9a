"""Playouts a second of the ISMCTS rollout policies (hoyle.bots.rollout): ``random`` beside
``tricks`` (cheap trick sense) on the same 200 fresh deals a game, alternated three times,
process time (so the other jobs on a shared machine count less).

    PYTHONPATH=src python benchmarks/bench_rollout.py
"""

from __future__ import annotations

import argparse
import os
import time

import numpy as np

from hoyle.bots.rollout import playout
from hoyle.core import SeededShuffler, get_game
from hoyle.core.chance import CHANCE


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--games", default="whist-english,euchre,auction-bridge")
    a = ap.parse_args()
    print(f"whole-deal playouts from the deal, process time, load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'game':<16}{'random /s':>11}{'tricks /s':>11}{'ratio':>7}")
    for slug in a.games.split(","):
        g = get_game(slug)
        n = g.default_players or g.min_players
        base = [g.new_deal(n, None, SeededShuffler(s)) for s in range(a.deals)]
        tot = {"random": 0.0, "tricks": 0.0}
        for rep in range(a.reps):
            for pol in tot:
                rng = np.random.default_rng(rep)
                sts = [b.clone() for b in base]
                t = time.process_time()
                for st in sts:
                    playout(st, rng, pol, 0.1, CHANCE)
                tot[pol] += time.process_time() - t
        k = a.deals * a.reps
        print(f"{slug:<16}{k / tot['random']:>11.0f}{k / tot['tricks']:>11.0f}{tot['random'] / tot['tricks']:>7.2f}")


if __name__ == "__main__":
    main()
