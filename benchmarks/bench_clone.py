"""Clone and apply on the reference engine, beside OpenSpiel's trick games in the same run.

Search (ISMCTS, determinised rollouts) copies a position and plays one action on the copy
many times a second; this times the three steps one by one, per position, in microseconds:

* ``clone``: ``state.clone()`` (OpenSpiel: ``state.clone()``);
* ``clone+apply``: a copy, and one legal action applied to it, as a searcher's inner step
  does (the action is one of the position's ``legal_actions()`` objects, as a searcher
  takes it);
* ``apply``: the difference of the two.

The positions are every decision of ``--deals`` whole random deals (seeded; the auction too
where the game has one, chance nodes left out), the same positions timed in every column.
Each figure is the best of ``--repeats`` passes over all positions (the machine is shared),
the garbage collector on as in a real search. Peers: OpenSpiel ``bridge(use_double_dummy_result=false)`` beside
whist and auction bridge (a stand-in for whist: bridge's play is whist's, its auction is
extra), ``hearts`` and ``euchre`` beside hoyle's games of those names (the rules differ:
this compares engine costs, not games). Without pyspiel the script times hoyle alone.

    PYTHONPATH=src python benchmarks/bench_clone.py
    PYTHONPATH=src python benchmarks/bench_clone.py whist-english --deals 50 --repeats 7
"""

from __future__ import annotations

import argparse
import os
import random
import time

from hoyle.core import SeededShuffler, get_game

#: hoyle game -> the OpenSpiel game beside it
PEERS = {
    "whist-english": "bridge(use_double_dummy_result=false)",
    "auction-bridge": "bridge(use_double_dummy_result=false)",
    "hearts": "hearts",
    "euchre": "euchre",
}


def hoyle_positions(slug: str, deals: int) -> list[tuple[object, object]]:
    """(state, action) at every decision of ``deals`` random deals of ``slug``."""
    g = get_game(slug)
    rng = random.Random(1)
    out = []
    for seed in range(deals):
        st = g.new_deal(g.players, None, SeededShuffler(seed))
        while not st.is_over:
            legal = st.legal_actions()
            a = legal[rng.randrange(len(legal))]
            here = st.clone()
            out.append((here, here.legal_actions()[legal.index(a)]))
            st.apply(a)
    return out


def spiel_positions(name: str, deals: int) -> list[tuple[object, int]] | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game(name)
    rng = random.Random(1)
    out = []
    for _ in range(deals):
        st = game.new_initial_state()
        while not st.is_terminal():
            if st.is_chance_node():
                outs = st.chance_outcomes()
                st.apply_action(outs[rng.randrange(len(outs))][0])
                continue
            legal = st.legal_actions()
            a = legal[rng.randrange(len(legal))]
            out.append((st.clone(), a))
            st.apply_action(a)
    return out


#: the clock the passes are timed by (``--clock``): the process's CPU time by default (the
#: machine is shared: wall time counts the other jobs' turns on the cores), or wall time
CLOCK = time.process_time


def _time(pos: list, repeats: int, step) -> tuple[float, float, float]:
    """(clone, apply, clone+apply) in microseconds per position: the best pass of each of
    ``repeats`` (the two loops alternate, so a busy moment of the machine hits both);
    ``apply`` is the difference of the other two (an action applied to a copy just made, as
    in a search: a copy made long before and applied later is slower, its memory cold)."""
    n = len(pos)
    best_c = best_b = float("inf")
    for _ in range(repeats):
        t = CLOCK()
        for st, _a in pos:
            st.clone()
        best_c = min(best_c, CLOCK() - t)
        t = CLOCK()
        for st, a in pos:
            step(st.clone(), a)
        best_b = min(best_b, CLOCK() - t)
    c, b = best_c / n * 1e6, best_b / n * 1e6
    return c, b - c, b


def time_hoyle(pos: list, repeats: int) -> tuple[float, float, float]:
    return _time(pos, repeats, lambda c, a: c.apply(a))


def time_spiel(pos: list, repeats: int) -> tuple[float, float, float]:
    return _time(pos, repeats, lambda c, a: c.apply_action(a))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", default=list(PEERS), help="hoyle games (default: %(default)s)")
    ap.add_argument("--deals", type=int, default=30, help="random deals whose positions are timed")
    ap.add_argument("--repeats", type=int, default=9, help="passes over the positions; the best counts")
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="time by the process's CPU time (default; the machine is shared) or wall time")
    args = ap.parse_args()
    global CLOCK
    CLOCK = time.process_time if args.clock == "cpu" else time.perf_counter
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"clone / apply / clone+apply, microseconds per position ({args.clock} time), best of "
          f"{args.repeats}; {args.deals} deals a game; load average {load:.2f}")
    spiel_cache: dict[str, tuple | None] = {}
    head = f"{'engine':<44} {'positions':>9} {'clone':>8} {'apply':>8} {'clone+apply':>12}"
    print(head)
    print("-" * len(head))
    for slug in args.games:
        peer = PEERS.get(slug)
        pos = hoyle_positions(slug, args.deals)
        ours = time_hoyle(pos, args.repeats)
        theirs = None
        if peer is not None:
            if peer not in spiel_cache:
                sp = spiel_positions(peer, args.deals)
                spiel_cache[peer] = None if sp is None else (len(sp), time_spiel(sp, args.repeats))
            theirs = spiel_cache[peer]
        print(f"{'hoyle ' + slug:<44} {len(pos):>9} {ours[0]:>8.2f} {ours[1]:>8.2f} {ours[2]:>12.2f}")
        if peer is not None:
            label = "  OpenSpiel " + peer
            if theirs is None:
                print(f"{label:<44} {'not installed':>9}")
            else:
                n, (c, a, b) = theirs
                print(f"{label:<44} {n:>9} {c:>8.2f} {a:>8.2f} {b:>12.2f}")
        if theirs:
            print(f"{'  ratio hoyle / OpenSpiel':<44} {'':>9} {ours[0] / theirs[1][0]:>7.1f}x "
                  f"{ours[1] / theirs[1][1]:>7.1f}x {ours[2] / theirs[1][2]:>11.1f}x")


if __name__ == "__main__":
    main()
