"""Double-dummy solving: hoyle's own pure-Python solver against the optional ``endplay``
backend (the C++ DDS solver behind a Python wrapper) on the same seeded random deals.

    python benchmarks/bench_double_dummy.py                 # 20 full deals x NT and spades
    python benchmarks/bench_double_dummy.py --quick         # 4 full deals
    python benchmarks/bench_double_dummy.py --deals 30 --seed 7 --endings 50

``endplay`` (MIT licence) is optional: ``pip install hoyle[dds]``; without it the endplay
columns are skipped and the answers are not cross-checked.

One solve = one full 13-card deal, one denomination, north to lead: north-south's
double-dummy trick count. For each solve the table shows the count, hoyle's wall-clock and
CPU time and node count, the endplay backend's time (``solve(tp, "endplay")``: conversion
plus the DDS call) and whether the counts agree. Then a summary: median, p90 and worst
time per solve for each backend and the ratio hoyle / endplay. Then random 5- to 8-card
endings (some started mid-trick): hoyle's solver, hoyle's first alpha-beta solver (kept as
a reference) and endplay, whose answers must all agree. The machine's load average is
printed first: on a shared machine wall-clock times grow with the load, CPU times less so.
Exits non-zero on any disagreement.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from hoyle.bots.double_dummy import HAVE_ENDPLAY, _fast_from, _FastSolver, solve, solve_reference  # noqa: E402
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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--endings", type=int, default=30)
    a = ap.parse_args()
    n_deals = 4 if a.quick else a.deals
    print(f"cpus {os.cpu_count()}, load average {load()} (1, 5, 15 min); "
          f"endplay {'available' if HAVE_ENDPLAY else 'not installed (skipped)'}")
    print(f"{'deal':>5} {'strain':>6} {'NS':>3} {'hoyle s':>8} {'cpu s':>7} {'nodes':>9} "
          f"{'endplay ms':>10}  agree")
    wall, cpu, ep = [], [], []
    disagree = 0
    for i in range(n_deals):
        hands = deal(a.seed + i)
        for trump in (None, 3):
            tp = TrickPlay(hands, trump, 0)
            solver = _FastSolver(trump)
            t, c = time.perf_counter(), time.process_time()
            ours = _fast_from(tp, solver)
            dt, dc = time.perf_counter() - t, time.process_time() - c
            wall.append(dt)
            cpu.append(dc)
            eb, agree = "-", "-"
            if HAVE_ENDPLAY:
                t = time.perf_counter()
                theirs = solve(TrickPlay(hands, trump, 0), "endplay")
                bt = time.perf_counter() - t
                ep.append(bt)
                eb = f"{bt * 1000:.1f}"
                agree = "yes" if theirs == ours else f"NO (endplay {theirs})"
                disagree += theirs != ours
            strain = "NT" if trump is None else "S"
            print(f"{i:>5} {strain:>6} {ours:>3} {dt:>8.2f} {dc:>7.2f} {solver.nodes:>9} {eb:>10}  {agree}",
                  flush=True)
    print(f"\nload average now {load()}")
    print(f"{'full-deal solves (' + str(len(wall)) + ')':<26} {'median':>9} {'p90':>9} {'worst':>9} {'mean':>9}")
    rows = [("hoyle, wall s", wall, 1.0), ("hoyle, cpu s", cpu, 1.0)]
    if ep:
        rows.append(("endplay, ms", ep, 1000.0))
    for name, xs, f in rows:
        print(f"{name:<26} {statistics.median(xs) * f:>9.3f} {pct(xs, 0.9) * f:>9.3f} {max(xs) * f:>9.3f} "
              f"{statistics.mean(xs) * f:>9.3f}")
    if ep:
        print(f"{'ratio hoyle / endplay':<26} {statistics.median(wall) / statistics.median(ep):>9.0f} "
              f"{pct(wall, 0.9) / pct(ep, 0.9):>9.0f} {max(wall) / max(ep):>9.0f} "
              f"{statistics.mean(wall) / statistics.mean(ep):>9.0f}")
    # endings: hoyle's solver against its reference solver and endplay
    tf = tr = te = 0.0
    for i in range(a.endings):
        rng = random.Random(a.seed * 7 + i)
        n = 5 + i % 4
        cards = rng.sample(range(52), 4 * n)
        tp = TrickPlay([cards[j * n:(j + 1) * n] for j in range(4)],
                       rng.choice([None, 0, 1, 2, 3]), rng.randrange(4))
        for _ in range(i % 4):                        # some start in the middle of a trick
            tp.play(rng.choice(tp.legal()))
        t = time.perf_counter()
        f = _fast_from(tp, _FastSolver(tp.trump))
        tf += time.perf_counter() - t
        t = time.perf_counter()
        r = solve_reference(tp)
        tr += time.perf_counter() - t
        e = f
        if HAVE_ENDPLAY:
            t = time.perf_counter()
            e = solve(tp, "endplay")
            te += time.perf_counter() - t
        if not f == r == e:
            disagree += 1
            print(f"ending {i}: hoyle {f} reference {r} endplay {e} DISAGREE")
    print(f"\n5-8-card endings: {a.endings}, hoyle {tf / a.endings * 1000:.1f} ms each, "
          f"reference solver {tr / a.endings * 1000:.1f} ms each ({tr / tf:.1f}x slower)"
          + (f", endplay {te / a.endings * 1000:.2f} ms each" if HAVE_ENDPLAY else ""))
    if disagree:
        sys.exit(f"{disagree} disagreements")
    print("all answers agree" if HAVE_ENDPLAY else "answers agree with the reference solver")


if __name__ == "__main__":
    main()
