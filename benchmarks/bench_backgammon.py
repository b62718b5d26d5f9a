"""Backgammon playout speed: hoyle against OpenSpiel's backgammon in the same run.

    PYTHONPATH=src python benchmarks/bench_backgammon.py [--seconds 10]

A playout is one whole game from the start, every chance turn sampled and every play chosen
uniformly among the legal ones, driven from Python in both cases (OpenSpiel's C++ game through
pyspiel; hoyle's through the registered state, every action checked, and through the bare
engine, :func:`hoyle.games.board.backgammon_engine.plays`, with no state around it). Prints
playouts and actions per second and the ratios. Without pyspiel the script times hoyle alone.
"""

from __future__ import annotations

import argparse
import random
import time

from hoyle.core import SeededShuffler, get_game
from hoyle.core.chance import CHANCE
from hoyle.games.board.backgammon_engine import OFF, plays, start_men


def hoyle_playouts(seconds: float) -> tuple[int, int, float]:
    game, rng = get_game("backgammon"), random.Random(1)
    n = acts = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        st = game.new_deal(2, None, SeededShuffler(n))
        while not st.is_over:
            if st.to_act == CHANCE:
                st.apply(st.sample_chance())
            else:
                st.apply(rng.choice(st.legal_actions()))
            acts += 1
        n += 1
    return n, acts, time.perf_counter() - t0


def engine_playouts(seconds: float) -> tuple[int, int, float]:
    rng = random.Random(2)
    n = acts = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        men, side = [start_men(), start_men()], rng.randrange(2)
        while True:
            a, b = rng.randint(1, 6), rng.randint(1, 6)
            ps = plays(men[side], men[1 - side], (max(a, b), min(a, b)))
            acts += 2
            if ps:
                p = rng.choice(ps)
                men[side], men[1 - side] = list(p.me), list(p.op)
                if men[side][OFF] == 15:
                    break
            side = 1 - side
        n += 1
    return n, acts, time.perf_counter() - t0


def openspiel_playouts(seconds: float):
    try:
        import pyspiel
    except ImportError:
        return None
    game, rng = pyspiel.load_game("backgammon"), random.Random(3)
    n = acts = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        st = game.new_initial_state()
        while not st.is_terminal():
            if st.is_chance_node():
                outs, probs = zip(*st.chance_outcomes())
                st.apply_action(rng.choices(outs, probs)[0])
            else:
                st.apply_action(rng.choice(st.legal_actions()))
            acts += 1
        n += 1
    return n, acts, time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=10.0, help="seconds for each of the three (default 10)")
    args = ap.parse_args()
    rows = [("hoyle, registered state", hoyle_playouts(args.seconds)),
            ("hoyle, bare engine", engine_playouts(args.seconds))]
    theirs = openspiel_playouts(args.seconds)
    if theirs is not None:
        rows.append(("OpenSpiel backgammon (pyspiel)", theirs))
    print("| driver | playouts | actions | seconds | playouts/s | actions/s |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, (n, acts, t) in rows:
        print(f"| {name} | {n:,} | {acts:,} | {t:.1f} | {n / t:,.1f} | {acts / t:,.0f} |")
    if theirs is not None:
        base = theirs[0] / theirs[2]
        for name, (n, _, t) in rows[:2]:
            print(f"\n{name}: {n / t / base:.3f} x OpenSpiel's playouts per second")


if __name__ == "__main__":
    main()
