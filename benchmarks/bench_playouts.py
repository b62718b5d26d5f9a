"""Random-playout speed of the reference engine, with peer engines in the same run.

Measures player actions per second and deals per second of uniformly random legal play,
in one process on one core, for every registered hoyle game (or those named), and for the
nearest game of OpenSpiel and RLCard where one exists (same game where possible: blackjack,
bridge; otherwise a named stand-in, marked as such).

    python benchmarks/bench_playouts.py                 # all games, 2 s each
    python benchmarks/bench_playouts.py draw-poker whist --seconds 5

``--clock cpu`` times by the process's CPU time instead of the wall clock (on a shared machine
the wall clock counts the other jobs' turns on the cores). Peers are optional (``pip install -e ".[bench]"``); a missing one prints "not installed".
"""

from __future__ import annotations

import argparse
import os
import random
import time

from rich.console import Console
from rich.table import Table

from hoyle.core import SeededShuffler, all_games, get_game

# hoyle family/slug prefix -> (OpenSpiel game, RLCard env, same game?)
PEERS = {
    "draw-poker": ("universal_poker", "limit-holdem", False),
    "jack-pots": ("universal_poker", "limit-holdem", False),
    "blackjack": ("blackjack", "blackjack", True),
    "whist": ("bridge(use_double_dummy_result=false)", "bridge", False),
    "auction-bridge": ("bridge(use_double_dummy_result=false)", "bridge", False),
}


#: the clock (``--clock``): wall time by default, or the process's CPU time
CLOCK = time.perf_counter


def bench_hoyle(game, seconds: float) -> tuple[float, float]:
    rng = random.Random(1)
    actions = deals = 0
    seed = 0
    t0 = CLOCK()
    while CLOCK() - t0 < seconds:
        state = game.new_deal(game.players, None, SeededShuffler(seed))
        seed += 1
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            actions += 1
        deals += 1
    dt = CLOCK() - t0
    return actions / dt, deals / dt


def bench_open_spiel(name: str, seconds: float):
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game(name)
    rng = random.Random(1)
    actions = deals = 0
    t0 = CLOCK()
    while CLOCK() - t0 < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
                actions += 1
        deals += 1
    dt = CLOCK() - t0
    return actions / dt, deals / dt


def bench_rlcard(name: str, seconds: float):
    try:
        import rlcard
    except ImportError:
        return None
    env = rlcard.make(name, config={"seed": 1})
    rng = random.Random(1)
    actions = deals = 0
    t0 = CLOCK()
    while CLOCK() - t0 < seconds:
        state, player = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"].keys())
            state, player = env.step(legal[rng.randrange(len(legal))])
            actions += 1
        deals += 1
    dt = CLOCK() - t0
    return actions / dt, deals / dt


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", help="hoyle game names (default: all registered)")
    ap.add_argument("--seconds", type=float, default=2.0, help="time per engine (s)")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                    help="time by the wall clock (default) or the process's CPU time")
    args = ap.parse_args()
    global CLOCK
    CLOCK = time.perf_counter if args.clock == "wall" else time.process_time
    games = [get_game(g) for g in args.games] if args.games else all_games()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    table = Table(title=f"random playouts, one core, {args.seconds:g} s each ({args.clock} time), "
                        f"load average {load:.2f}")
    for col in ("hoyle game", "hoyle actions/s", "hoyle deals/s", "peer", "peer actions/s",
                "peer deals/s", "hoyle / peer (actions)"):
        table.add_column(col, justify="right" if "/s" in col or "peer (" in col else "left", no_wrap=True)
    for g in games:
        a, d = bench_hoyle(g, args.seconds)
        peers = next((v for k, v in PEERS.items() if g.slug.startswith(k)), None)
        table.add_row(g.slug, f"{a:,.0f}", f"{d:,.1f}", "", "", "", "")
        if peers:
            os_name, rl_name, same = peers
            for label, res in ((f"OpenSpiel {os_name}", bench_open_spiel(os_name, args.seconds)),
                               (f"RLCard {rl_name}", bench_rlcard(rl_name, args.seconds))):
                tag = "" if same else " (stand-in)"
                if res is None:
                    table.add_row("", "", "", label + tag, "not installed", "", "")
                else:
                    table.add_row("", "", "", label + tag, f"{res[0]:,.0f}", f"{res[1]:,.1f}",
                                  f"{a / res[0]:.2f}x")
    Console(width=200).print(table)


if __name__ == "__main__":
    main()
