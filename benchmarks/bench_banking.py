"""Benchmark: simulated coups / rounds per second on one core, baccarat and blackjack,
against peers in the same run (OpenSpiel's and RLCard's blackjack with random play).

    python benchmarks/bench_banking.py [--seconds 3]

Rows: hoyle fast paths (punto banco compiled with Numba when installed, else vectorised NumPy;
basic-strategy blackjack), hoyle reference
engines (random bots), and the peers when installed ("not installed" rows otherwise).
"""

from __future__ import annotations

import argparse
import time

import numpy as np


def _rate(fn, seconds):
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        n += fn()
    return n / (time.perf_counter() - t0)


def hoyle_baccarat_fast(seconds):
    from hoyle.sim.fast_baccarat import baccarat_chunk
    ss = iter(np.random.SeedSequence(1).spawn(10_000))
    return _rate(lambda: baccarat_chunk(next(ss), 1_000_000, engine="numpy")["coups"], seconds)


def hoyle_baccarat_numba(seconds):
    """The compiled path (extra hoyle[fast]); compiled (or loaded from cache) before timing."""
    from hoyle.sim.fast_baccarat_numba import baccarat_chunk_nb
    baccarat_chunk_nb(np.random.SeedSequence(0), 1_000)
    ss = iter(np.random.SeedSequence(1).spawn(10_000))
    return _rate(lambda: baccarat_chunk_nb(next(ss), 2_000_000)["coups"], seconds)


def hoyle_blackjack_fast(seconds):
    from hoyle.sim.fast_blackjack import blackjack_chunk
    ss = iter(np.random.SeedSequence(1).spawn(10_000))
    return _rate(lambda: blackjack_chunk(next(ss), 50_000)["rounds"], seconds)


def hoyle_blackjack_vec(seconds):
    from hoyle.sim.fast_blackjack import blackjack_chunk_vec
    ss = iter(np.random.SeedSequence(1).spawn(10_000))
    return _rate(lambda: blackjack_chunk_vec(next(ss), 1_000_000)["rounds"], seconds)


def baccarat_shuffle_floor(seconds):
    """Coups per second if dealing were free: only the shuffles of the shoes (NumPy permuted)."""
    from hoyle.sim.fast_baccarat import play_shoes, shoe_values
    rng = np.random.default_rng(1)
    per_shoe = int(play_shoes(shoe_values(rng, 256, 8), 16)[2].sum() / 256)
    return _rate(lambda: shoe_values(rng, 4096, 8).shape[0] * per_shoe, seconds)


def hoyle_engine(slug, seconds, players=2):
    from hoyle.core import SeededShuffler, get_game
    g = get_game(slug)
    rng = np.random.default_rng(0)
    seed = iter(range(10**9))

    def one():
        st = g.new_deal(players, shuffler=SeededShuffler(next(seed)))
        while not st.is_over:
            legal = st.legal_actions()
            st.apply(legal[int(rng.integers(len(legal)))])
        return 1
    return _rate(lambda: sum(one() for _ in range(50)), seconds)


def openspiel_blackjack(seconds):
    import pyspiel  # noqa: F401
    game = pyspiel.load_game("blackjack")
    rng = np.random.default_rng(0)

    def one():
        st = game.new_initial_state()
        while not st.is_terminal():
            if st.is_chance_node():
                outs = st.chance_outcomes()
                st.apply_action(outs[int(rng.integers(len(outs)))][0])
            else:
                la = st.legal_actions()
                st.apply_action(la[int(rng.integers(len(la)))])
        return 1
    return _rate(lambda: sum(one() for _ in range(100)), seconds)


def rlcard_blackjack(seconds):
    import rlcard
    env = rlcard.make("blackjack", config={"seed": 0})
    rng = np.random.default_rng(0)

    def one():
        state, pid = env.reset()
        while not env.is_over():
            la = list(state["legal_actions"].keys())
            state, pid = env.step(la[int(rng.integers(len(la)))])
        return 1
    return _rate(lambda: sum(one() for _ in range(100)), seconds)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0)
    a = ap.parse_args()
    rows = [
        ("baccarat", "hoyle fast path, Numba (8-pack shoes)", "coups", lambda: hoyle_baccarat_numba(a.seconds)),
        ("baccarat", "hoyle fast path, NumPy fallback (8-pack shoes)", "coups", lambda: hoyle_baccarat_fast(a.seconds)),
        ("baccarat", "(shuffling the shoes alone: the floor)", "coups", lambda: baccarat_shuffle_floor(a.seconds)),
        ("baccarat", "hoyle reference engine (random bets)", "coups", lambda: hoyle_engine("punto-banco", a.seconds)),
        ("blackjack", "hoyle fast path, NumPy (basic strategy, 6 packs)", "rounds",
         lambda: hoyle_blackjack_vec(a.seconds)),
        ("blackjack", "hoyle plain-Python path (same play)", "rounds", lambda: hoyle_blackjack_fast(a.seconds)),
        ("blackjack", "hoyle reference engine (random play)", "rounds",
         lambda: hoyle_engine("blackjack-casino", a.seconds)),
        ("blackjack", "OpenSpiel pyspiel 'blackjack' (random play)", "rounds", lambda: openspiel_blackjack(a.seconds)),
        ("blackjack", "RLCard 'blackjack' (random play)", "rounds", lambda: rlcard_blackjack(a.seconds)),
    ]
    print(f"{'game':<10} {'implementation':<46} {'per second (1 core)':>20}")
    for game, name, unit, fn in rows:
        try:
            r = fn()
            cell = f"{r:,.0f} {unit}"
        except ImportError:
            cell = "not installed"
        print(f"{game:<10} {name:<46} {cell:>20}")


if __name__ == "__main__":
    main()
