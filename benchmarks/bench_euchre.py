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
import random
import time

from hoyle.core import SeededShuffler, get_game


def hoyle_rate(deals: int) -> tuple[float, int]:
    g = get_game("euchre")
    rng = random.Random(1)
    acts = 0
    t = time.perf_counter()
    for seed in range(deals):
        st = g.new_deal(4, None, SeededShuffler(seed))
        while not st.is_over:
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
            acts += 1
        st.outcome()
    return acts / (time.perf_counter() - t), acts


def spiel_rate(deals: int) -> tuple[float, int] | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("euchre")
    rng = random.Random(1)
    acts = 0
    t = time.perf_counter()
    for _ in range(deals):
        st = game.new_initial_state()
        while not st.is_terminal():
            if st.is_chance_node():
                outs = st.chance_outcomes()
                st.apply_action(outs[rng.randrange(len(outs))][0])
                continue
            legal = st.legal_actions()
            st.apply_action(legal[rng.randrange(len(legal))])
            acts += 1
        st.returns()
    return acts / (time.perf_counter() - t), acts


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
