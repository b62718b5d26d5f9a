"""Double-dummy solving: hoyle's compiled kernel (and its pure-Python solver) against the
optional ``endplay`` backend (the C++ DDS solver behind a Python wrapper) on the same seeded
random deals.

    python benchmarks/bench_double_dummy.py                 # 20 full deals x NT and spades
    python benchmarks/bench_double_dummy.py --quick         # 4 full deals
    python benchmarks/bench_double_dummy.py --python        # also the pure-Python solver (slow)
    python benchmarks/bench_double_dummy.py --deals 30 --seed 7 --endings 50 --eights 100
    python benchmarks/bench_double_dummy.py --cache         # cold compile against the cached load
    python benchmarks/bench_double_dummy.py --cpu           # solves timed by CPU time, not wall-clock

``endplay`` (MIT licence) is optional: ``pip install hoyle[dds]``; without it the endplay
columns are skipped and the answers are not cross-checked. The kernel needs Numba
(``hoyle[fast]``); the time it took to get ready (a compile, or a load from Numba's on-disk cache
when an earlier process compiled it) is printed and left out of the solves; ``--cache`` times
both in fresh processes.

One solve = one full 13-card deal, one denomination, north to lead: north-south's
double-dummy trick count. For each solve the table shows the count, the kernel's wall-clock
time and node count (``_kernel_from``: conversion plus the search), optionally the
pure-Python solver's time, the endplay backend's time (``solve(tp, "endplay")``: conversion
plus the DDS call), their ratio and whether the counts agree. Then a summary: median, p90 and
worst time per solve for each and the ratios kernel / endplay (of the medians, of the worst
solves, and the median and worst of the per-solve ratios). Then random 8-card endings (north
to lead, every strain): kernel against endplay, the same summary. Then random 5- to 8-card
endings (some started mid-trick): the kernel, the pure-Python solver, hoyle's first
alpha-beta solver and endplay, whose answers must all agree. The machine's load average is
printed first and last: on a shared machine wall-clock times grow with the load.
Exits non-zero on any disagreement.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import numpy as np  # noqa: E402

from hoyle.bots.double_dummy import (HAVE_ENDPLAY, _fast_from, _FastSolver, _kernel_from, _masks,  # noqa: E402
                                     solve, solve_reference)
from hoyle.fast.double_dummy import compile_seconds, numba_available  # noqa: E402
from hoyle.mechanics.tricks import TrickPlay  # noqa: E402


def deal(seed: int) -> list[list[int]]:
    cards = random.Random(seed).sample(range(52), 52)
    return [cards[j * 13:(j + 1) * 13] for j in range(4)]


def pct(xs: list[float], q: float) -> float:
    """The ``q``-quantile (nearest rank) of ``xs``."""
    ys = sorted(xs)
    return ys[min(len(ys) - 1, max(0, round(q * len(ys) + 0.5) - 1))]


def load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "n/a"


def summary(name: str, ours: list[float], ep: list[float]) -> None:
    print(f"{name:<30} {'median':>9} {'p90':>9} {'worst':>9} {'mean':>9}")
    rows = [("hoyle kernel, ms", ours)]
    if ep:
        rows.append(("endplay, ms", ep))
    for label, xs in rows:
        print(f"{label:<30} {statistics.median(xs) * 1000:>9.2f} {pct(xs, 0.9) * 1000:>9.2f} "
              f"{max(xs) * 1000:>9.2f} {statistics.mean(xs) * 1000:>9.2f}")
    if ep:
        per = [a / b for a, b in zip(ours, ep)]
        print(f"{'ratio kernel / endplay':<30} {statistics.median(ours) / statistics.median(ep):>9.1f} "
              f"{pct(ours, 0.9) / pct(ep, 0.9):>9.1f} {max(ours) / max(ep):>9.1f} "
              f"{statistics.mean(ours) / statistics.mean(ep):>9.1f}")
        print(f"{'per-solve ratio':<30} {statistics.median(per):>9.1f} {pct(per, 0.9):>9.1f} "
              f"{max(per):>9.1f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--python", action="store_true", help="also time the pure-Python solver on full deals")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--endings", type=int, default=30)
    ap.add_argument("--eights", type=int, default=60)
    ap.add_argument("--cache", action="store_true",
                    help="only time the kernel getting ready in two fresh processes sharing one empty "
                         "Numba cache folder: the first compiles, the second loads the cached copy")
    ap.add_argument("--cpu", action="store_true",
                    help="time the solves by this process's CPU time (time.process_time), not wall-clock "
                         "time: fairer on a shared machine")
    a = ap.parse_args()
    tick = time.process_time if a.cpu else time.perf_counter
    if a.cache:
        cache_timing()
        return
    n_deals = 4 if a.quick else a.deals
    print(f"cpus {os.cpu_count()}, load average {load()} (1, 5, 15 min); "
          f"endplay {'available' if HAVE_ENDPLAY else 'not installed (skipped)'}")
    if not numba_available():
        sys.exit("numba is not installed: the kernel needs hoyle[fast]")
    print(f"kernel ready in {compile_seconds():.1f} s (compiling, or loading Numba's cache; not counted below)")
    print(f"times: {'CPU (process_time)' if a.cpu else 'wall-clock (perf_counter)'}")
    print(f"{'deal':>5} {'strain':>6} {'NS':>3} {'kernel ms':>10} {'nodes':>9} {'python s':>9} "
          f"{'endplay ms':>10} {'ratio':>6}  agree")
    wall, ep, py, nodes = [], [], [], []
    disagree = 0
    for i in range(n_deals):
        hands = deal(a.seed + i)
        for trump in (None, 3):
            tp = TrickPlay(hands, trump, 0)
            st = np.zeros(2, np.int64)
            t = tick()
            ours = _kernel_tp(tp, st)
            dt = tick() - t
            wall.append(dt)
            nodes.append(int(st[0]))
            ps = "-"
            if a.python:
                t = tick()
                p = _fast_from(TrickPlay(hands, trump, 0), _FastSolver(trump))
                pt = tick() - t
                py.append(pt)
                ps = f"{pt:.2f}"
                disagree += p != ours
            eb, agree, ratio = "-", "-", "-"
            if HAVE_ENDPLAY:
                t = tick()
                theirs = solve(TrickPlay(hands, trump, 0), "endplay")
                bt = tick() - t
                ep.append(bt)
                eb = f"{bt * 1000:.1f}"
                ratio = f"{dt / bt:.1f}"
                agree = "yes" if theirs == ours else f"NO (endplay {theirs})"
                disagree += theirs != ours
            strain = "NT" if trump is None else "S"
            print(f"{i:>5} {strain:>6} {ours:>3} {dt * 1000:>10.1f} {st[0]:>9} {ps:>9} {eb:>10} {ratio:>6}  {agree}",
                  flush=True)
    print(f"\nload average now {load()}")
    summary(f"full-deal solves ({len(wall)})", wall, ep)
    print(f"kernel nodes: total {sum(nodes)}, median {statistics.median(nodes):.0f}, worst {max(nodes)}")
    if py:
        print(f"pure-Python solver, s: median {statistics.median(py):.2f}, worst {max(py):.2f}; "
              f"kernel faster by {statistics.median(py) / statistics.median(wall):.0f}x at the median")
    # 8-card endings, north to lead: kernel against endplay
    ko, ke = [], []
    for i in range(a.eights):
        rng = random.Random(a.seed * 11 + i)
        cards = rng.sample(range(52), 32)
        hands = [cards[j * 8:(j + 1) * 8] for j in range(4)]
        trump = rng.choice([None, 0, 1, 2, 3])
        t = tick()
        f = _kernel_tp(TrickPlay(hands, trump, 0))
        ko.append(tick() - t)
        if HAVE_ENDPLAY:
            t = tick()
            e = solve(TrickPlay(hands, trump, 0), "endplay")
            ke.append(tick() - t)
            if e != f:
                disagree += 1
                print(f"8-card ending {i}: kernel {f} endplay {e} DISAGREE")
    print(f"\nload average now {load()}")
    summary(f"8-card endings ({a.eights})", ko, ke)
    # endings: the kernel against hoyle's pure-Python solver, its reference solver and endplay
    tk = tf = tr = te = 0.0
    for i in range(a.endings):
        rng = random.Random(a.seed * 7 + i)
        n = 5 + i % 4
        cards = rng.sample(range(52), 4 * n)
        tp = TrickPlay([cards[j * n:(j + 1) * n] for j in range(4)],
                       rng.choice([None, 0, 1, 2, 3]), rng.randrange(4))
        for _ in range(i % 4):                        # some start in the middle of a trick
            tp.play(rng.choice(tp.legal()))
        t = tick()
        k = _kernel_tp(tp)
        tk += tick() - t
        t = tick()
        f = _fast_from(tp, _FastSolver(tp.trump))
        tf += tick() - t
        t = tick()
        r = solve_reference(tp)
        tr += tick() - t
        e = f
        if HAVE_ENDPLAY:
            t = tick()
            e = solve(tp, "endplay")
            te += tick() - t
        if not k == f == r == e:
            disagree += 1
            print(f"ending {i}: kernel {k} python {f} reference {r} endplay {e} DISAGREE")
    n = a.endings
    print(f"\n5-8-card endings: {n}, kernel {tk / n * 1000:.2f} ms each, pure-Python solver "
          f"{tf / n * 1000:.1f} ms, reference solver {tr / n * 1000:.1f} ms"
          + (f", endplay {te / n * 1000:.2f} ms each" if HAVE_ENDPLAY else ""))
    print(f"load average at the end {load()}")
    if disagree:
        sys.exit(f"{disagree} disagreements")
    print("all answers agree" if HAVE_ENDPLAY else "answers agree with the reference solver")


def cache_timing() -> None:
    """Seconds to a ready kernel (``compile_seconds``) and a whole fresh process's wall time,
    twice with one new ``NUMBA_CACHE_DIR``: a cold compile, then a load of the cached copy."""
    child = ("import time; t = time.perf_counter(); from hoyle.fast.double_dummy import compile_seconds; "
             "c = compile_seconds(); print(c, time.perf_counter() - t)")
    print(f"cpus {os.cpu_count()}, load average {load()} (1, 5, 15 min)")
    with tempfile.TemporaryDirectory() as d:
        src = str(ROOT / "src")
        env = dict(os.environ, NUMBA_CACHE_DIR=d, PYTHONPATH=src + os.pathsep + os.environ.get("PYTHONPATH", ""))
        for label in ("cold (compiles)", "cached (loads)"):
            t = time.perf_counter()
            out = subprocess.run([sys.executable, "-c", child], env=env, capture_output=True, text=True,
                                 check=True).stdout.split()
            wall = time.perf_counter() - t
            print(f"{label:<16} kernel ready {float(out[0]):7.2f} s, import + ready {float(out[1]):7.2f} s, "
                  f"process {wall:7.2f} s")
    print(f"load average at the end {load()}")


def _kernel_tp(tp: TrickPlay, stats: Any = None) -> int:
    """The kernel's answer by the routed path (conversion included), counting nodes."""
    if stats is None:
        return _kernel_from(tp)
    return _kernel_stats(tp, stats)


def _kernel_stats(tp: TrickPlay, stats: Any) -> int:
    from hoyle.fast.double_dummy import solve_masks
    assert not tp.trick and tp.rank_key is None
    total = len(tp.hands[tp.turn])
    return solve_masks(_masks(tp.hands), [0, 0, 0, 0], tp.leader, 0, -1, 0, 0, 0, total,
                       -1 if tp.trump is None else tp.trump, stats=stats)


if __name__ == "__main__":
    main()
