"""Random whist playouts on the trick core (hoyle.fast.tricks) beside the reference engine and
OpenSpiel's bridge play phase, in one run, one process, one core.

    PYTHONPATH=src python benchmarks/bench_trick_core.py [--deals 200000] [--repeat 3]

Rows (deals per second, each the best of ``--repeat`` timed runs):

* trick core, compiled (Numba): ``random_playouts`` of whole deals: the shuffle and the deal of 52
  cards, a random leader and trump suit, 52 uniformly random legal cards, the tricks and card
  points counted; the compile happens before the clock starts and its time is printed apart (cold,
  in a subprocess with an empty Numba cache, and as loaded from the cache in this process);
* trick core, pure Python: the same kernel run by the interpreter (the fallback without Numba);
* hoyle reference engine: ``whist`` deals from the registry, ``legal_actions()`` and ``apply`` per
  card (as ``_playout_rates.hoyle_rate``);
* OpenSpiel ``bridge(use_double_dummy_result=false)`` through pyspiel: the 52 dealing chance
  nodes, a contract (one random bid and three passes) and the 52 cards of the play chosen
  uniformly; timed two ways: the play phase only (the clock around the play, the stricter peer)
  and the whole deal.

Ratios are against the play phase only. Without pyspiel or Numba their rows say so. A second
table gives the compiled core's rate on hearts, euchre (bowers, random trump) and skat (the four
suit games, grand and null, card points counted), whole deals again, without a peer.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import _playout_rates as _rates  # noqa: E402

from hoyle.fast.tricks import compile_seconds, numba_available, random_playouts  # noqa: E402


def cold_compile_seconds() -> float:
    """The kernels compiled from nothing: a subprocess with an empty Numba cache directory."""
    code = "from hoyle.fast.tricks import compile_seconds; print(compile_seconds())"
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, NUMBA_CACHE_DIR=cache)
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    return float(out.stdout.split()[-1])


def core_rate(deals: int, engine: str, repeat: int) -> float:
    best = 0.0
    for r in range(repeat):
        t = time.perf_counter()
        _, _, out = random_playouts(deals, 100 + r, engine=engine)
        dt = time.perf_counter() - t
        assert int(out.won.sum()) == 13 * deals
        best = max(best, deals / dt)
    return best


def other_games() -> list[tuple[str, dict]]:
    """The same core on other games' orders: ``random_playouts`` keyword arguments per game."""
    from hoyle.core import SeededShuffler, get_game
    from hoyle.fast.tricks import tables_from_orders
    from hoyle.games.skat.state import CARD_POINTS, GRAND, skat_order
    from hoyle.mechanics.tricks import bower_order
    pack32 = [c for c in range(52) if (c >> 2) + 2 >= 7]
    hearts = get_game("hearts").new_deal(4, None, SeededShuffler(0))
    skat = [skat_order(t) for t in (0, 1, 2, 3, GRAND)] + [skat_order(None, null=True)]
    return [
        ("hearts (4 seats, a counter a heart)", dict(tables=tables_from_orders([hearts.tp.order], [hearts.values]))),
        ("euchre (bowers, 5 cards of 32)", dict(tables=tables_from_orders([bower_order(t, jokers=False) for t in range(4)]),
                                                pack=pack32, hand_size=5)),
        ("skat (jacks, grand, null; 120 points)", dict(tables=tables_from_orders(skat, [CARD_POINTS] * len(skat)),
                                                       pack=pack32, players=3)),
    ]


def other_rate(deals: int, kwargs: dict, repeat: int) -> float:
    best = 0.0
    for r in range(repeat):
        t = time.perf_counter()
        random_playouts(deals, 200 + r, engine="numba", **kwargs)
        best = max(best, deals / (time.perf_counter() - t))
    return best


def reference_rate(deals: int, repeat: int) -> float:
    best = 0.0
    for _ in range(repeat):
        rate, actions = _rates.hoyle_rate("whist", deals, 4)
        best = max(best, rate * deals / actions)
    return best


def spiel_rates(deals: int, repeat: int) -> tuple[float, float] | None:
    """(play-phase deals/s, whole-deal deals/s) of OpenSpiel's bridge; None without pyspiel."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("bridge(use_double_dummy_result=false)")
    best_play = best_whole = 0.0
    for r in range(repeat):
        rng = random.Random(r)
        in_play = 0.0
        t0 = time.perf_counter()
        for _ in range(deals):
            st = game.new_initial_state()
            while st.is_chance_node():
                outs = st.legal_actions()
                st.apply_action(outs[rng.randrange(len(outs))])
            calls = st.legal_actions()             # Pass, then 1C .. 7NT
            st.apply_action(calls[1 + rng.randrange(35)])
            for _ in range(3):
                st.apply_action(calls[0])
            t = time.perf_counter()
            while not st.is_terminal():
                legal = st.legal_actions()
                st.apply_action(legal[rng.randrange(len(legal))])
            in_play += time.perf_counter() - t
            st.returns()
        whole = time.perf_counter() - t0
        best_play = max(best_play, deals / in_play)
        best_whole = max(best_whole, deals / whole)
    return best_play, best_whole


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=200_000, help="deals per run, compiled core")
    ap.add_argument("--py-deals", type=int, default=5_000, help="deals per run, pure-Python core")
    ap.add_argument("--ref-deals", type=int, default=1_000, help="deals per run, reference engine")
    ap.add_argument("--spiel-deals", type=int, default=2_000, help="deals per run, OpenSpiel")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per row (the best is shown)")
    args = ap.parse_args()
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    print(f"python {platform.python_version()}, {os.cpu_count()} cpus, load average "
          + (" ".join(f"{x:.2f}" for x in load) if load else "n/a"))
    rows: list[tuple[str, float | None, str]] = []
    if numba_available():
        cold = cold_compile_seconds()
        secs = compile_seconds()
        print(f"Numba: cold compile of the two kernels {cold:.2f} s (a fresh NUMBA_CACHE_DIR, in a subprocess); "
              f"ready from the cache in this process in {secs:.2f} s; both outside the timed runs")
        random_playouts(1000, 0, engine="numba")   # warm the caches
        rows.append(("trick core, compiled (Numba)", core_rate(args.deals, "numba", args.repeat),
                     f"{args.deals:,} deals a run"))
    else:
        rows.append(("trick core, compiled (Numba)", None, "Numba not installed"))
    rows.append(("trick core, pure Python", core_rate(args.py_deals, "python", args.repeat),
                 f"{args.py_deals:,} deals a run"))
    rows.append(("hoyle reference engine (whist)", reference_rate(args.ref_deals, args.repeat),
                 f"{args.ref_deals:,} deals a run"))
    spiel = spiel_rates(args.spiel_deals, args.repeat)
    peer = spiel[0] if spiel else None
    if spiel:
        rows.append(("OpenSpiel bridge, play phase", spiel[0], f"{args.spiel_deals:,} deals a run"))
        rows.append(("OpenSpiel bridge, whole deal", spiel[1], "deal + 4 calls + play"))
    else:
        rows.append(("OpenSpiel bridge", None, "pyspiel not installed"))
    print()
    print("| engine | deals/s | x OpenSpiel play phase | note |")
    print("|---|---:|---:|---|")
    for name, rate, note in rows:
        if rate is None:
            print(f"| {name} | - | - | {note} |")
            continue
        ratio = f"{rate / peer:.2f}" if peer else "-"
        print(f"| {name} | {rate:,.0f} | {ratio} | {note} |")
    if numba_available():
        print()
        print("| the compiled core on | deals/s |")
        print("|---|---:|")
        for name, kw in other_games():
            random_playouts(1000, 0, engine="numba", **kw)
            print(f"| {name} | {other_rate(args.deals, kw, args.repeat):,.0f} |")
    if load:
        print("\nload average at the end " + " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
