"""Cribbage: counting all 12,994,800 hands (NumPy with the suits' symmetry, all 52 starters, and a
plain itertools enumeration timed on a sample), and random playouts of hoyle's six-card cribbage
against OpenSpiel's cribbage in the same run.

    PYTHONPATH=src python benchmarks/bench_cribbage.py [--plain-hands 20000] [--deals 300]

Prints the distribution and whether it matches the published one (no 19, 25, 26, 27; 29 four
ways). The plain enumeration is timed on ``--plain-hands`` four-card hands (each with its 48
starters) and extrapolated to all 270,725. pyspiel is a benchmark oracle only; without it the
playout timing is hoyle's alone. The rules differ (OpenSpiel plays to 121), so this compares
engine speed, not results.
"""

from __future__ import annotations

import argparse
import random
import time

from hoyle.analysis.cribbage import PUBLISHED, TOTAL_HANDS, hand_distribution, hand_distribution_plain
from hoyle.core import SeededShuffler, get_game


def hoyle_rate(deals: int) -> float:
    g = get_game("cribbage-six-card")
    rng = random.Random(1)
    acts = 0
    t = time.perf_counter()
    for seed in range(deals):
        st = g.new_deal(2, None, SeededShuffler(seed))
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
            acts += 1
    return acts / (time.perf_counter() - t)


def spiel_rate(deals: int) -> float | None:
    try:
        import pyspiel
        game = pyspiel.load_game("cribbage")
    except Exception:                                   # no pyspiel, or no cribbage in it
        return None
    rng = random.Random(1)
    acts = 0
    t = time.perf_counter()
    for _ in range(deals):
        st = game.new_initial_state()
        while not st.is_terminal():
            if st.is_chance_node():
                outs = st.chance_outcomes()
                st.apply_action(rng.choice(outs)[0])
            else:
                st.apply_action(rng.choice(st.legal_actions()))
                acts += 1
    return acts / (time.perf_counter() - t)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--plain-hands", type=int, default=20000)
    ap.add_argument("--deals", type=int, default=300)
    a = ap.parse_args()
    t = time.perf_counter()
    d = hand_distribution()
    t1 = time.perf_counter() - t
    t = time.perf_counter()
    d4 = hand_distribution(4)
    t4 = time.perf_counter() - t
    print(f"numpy, one suit's starters x 4: {t1:.2f} s; all 52 starters: {t4:.2f} s; equal: {d == d4}")
    print("matches the published distribution:", d == PUBLISHED, f"({sum(d.values()):,} hands)")
    print("never:", [s for s, w in d.items() if w == 0], "29:", d[29])
    print(" ".join(f"{s}:{w}" for s, w in d.items()))
    t = time.perf_counter()
    hand_distribution_plain(a.plain_hands)
    tp = time.perf_counter() - t
    full = tp * 270725 / a.plain_hands
    print(f"itertools + show: {a.plain_hands:,} hands in {tp:.2f} s, all {TOTAL_HANDS:,} about {full:.0f} s "
          f"({full / t1:.0f} x the numpy count)")
    h = hoyle_rate(a.deals)
    s = spiel_rate(a.deals)
    print(f"random playouts: hoyle cribbage-six-card {h:,.0f} actions/s"
          + (f"; OpenSpiel cribbage {s:,.0f} actions/s (ratio {s / h:.1f})" if s else "; OpenSpiel cribbage: not available"))


if __name__ == "__main__":
    main()
