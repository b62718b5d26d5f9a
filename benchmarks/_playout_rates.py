"""Uniform random playouts timed the same way for hoyle and for OpenSpiel, shared by the
trick-game benchmarks (bench_euchre, bench_hearts, bench_skat): player actions per second over
whole deals, seeded, one process."""

from __future__ import annotations

import random
import time

from hoyle.core import SeededShuffler, get_game


def hoyle_rate(slug: str, deals: int, players: int) -> tuple[float, int]:
    """(actions per second, actions) of ``deals`` random deals of hoyle's ``slug``."""
    g = get_game(slug)
    rng = random.Random(1)
    acts = 0
    t = time.perf_counter()
    for seed in range(deals):
        st = g.new_deal(players, None, SeededShuffler(seed))
        while not st.is_over:
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
            acts += 1
        st.outcome()
    return acts / (time.perf_counter() - t), acts


def spiel_rate(name: str, deals: int) -> tuple[float, int] | None:
    """The same for OpenSpiel's game ``name`` (chance nodes sampled, not counted); None
    without pyspiel."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game(name)
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
