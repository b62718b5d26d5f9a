"""Double-dummy solving: hoyle's two backends (its own pure-Python solver, and the optional
``endplay`` backend, the C++ DDS solver behind a Python wrapper) against each other, against
hoyle's first solver and against endplay called directly, on the same random deals.

    python benchmarks/bench_double_dummy.py              # 8 full deals x 2 strains, endings
    python benchmarks/bench_double_dummy.py --quick      # 3 full deals
    python benchmarks/bench_double_dummy.py --deals 20 --seed 7

``endplay`` (MIT licence) is optional: ``pip install endplay`` or ``pip install hoyle[dds]``
(it pulls in matplotlib and tqdm); when it is not importable its columns are skipped.

Prints, for each full 13-card deal (north to lead, no-trumps and spades), the hoyle
backend's time and node count, the endplay backend's time (``solve(tp, "endplay")``: the
conversion and the DDS call, timed first), endplay called directly (a cross-check: DDS
keeps its table for the deal it has just solved, so that call runs warm), and whether the
counts agree; then
the median and worst time per full deal for each backend; then random 8-card endings
(some started mid-trick) with the fast solver, the first (reference) solver and the endplay
backend, whose answers must all agree.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from hoyle.bots.double_dummy import (HAVE_ENDPLAY, _fast_from, _FastSolver, solve,  # noqa: E402
                                     solve_reference)
from hoyle.mechanics.tricks import TrickPlay  # noqa: E402

RANKS = "23456789TJQKA"

try:                                                  # optional peer
    from endplay.dds import solve_board  # type: ignore
    from endplay.types import Deal, Denom, Player  # type: ignore
except Exception:                                     # noqa: BLE001 - any import failure
    solve_board = None


def pbn(hands: list[list[int]]) -> str:
    """``N:`` then each hand as spades.hearts.diamonds.clubs, north first."""
    out = []
    for h in hands:
        suits = []
        for s in (3, 2, 1, 0):
            suits.append("".join(RANKS[c >> 2] for c in sorted((c for c in h if c & 3 == s),
                                                                reverse=True)))
        out.append(".".join(suits))
    return "N:" + " ".join(out)


def endplay_ns(hands: list[list[int]], trump: int | None) -> tuple[int, float]:
    deal = Deal(pbn(hands))
    deal.first = Player.north
    deal.trump = {None: Denom.nt, 3: Denom.spades}[trump]
    t = time.perf_counter()
    best = max(tricks for _, tricks in solve_board(deal))
    return best, time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=8)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--endings", type=int, default=20)
    a = ap.parse_args()
    n_deals = 3 if a.quick else a.deals
    print(f"endplay: {'available' if solve_board and HAVE_ENDPLAY else 'not installed (skipped)'}")
    print(f"{'deal':>5} {'strain':>6} {'NS':>3} {'hoyle s':>9} {'nodes':>10} {'ep-backend s':>12} "
          f"{'endplay s':>10} agree")
    times = []
    ep_times = []
    disagree = 0
    for i in range(n_deals):
        rng = random.Random(a.seed + i)
        cards = rng.sample(range(52), 52)
        hands = [cards[j * 13:(j + 1) * 13] for j in range(4)]
        for trump in (None, 3):
            tp = TrickPlay(hands, trump, 0)
            solver = _FastSolver(trump)
            t = time.perf_counter()
            ours = _fast_from(tp, solver)
            dt = time.perf_counter() - t
            times.append(dt)
            ep = eb = "-"
            agree = "-"
            if solve_board and HAVE_ENDPLAY:
                # the backend first: DDS keeps its table for a deal it has just seen, so
                # whichever runs second is warm (the direct call is a cross-check)
                t = time.perf_counter()
                backend = solve(TrickPlay(hands, trump, 0), "endplay")
                bt = time.perf_counter() - t
                theirs, et = endplay_ns(hands, trump)
                ep_times.append(bt)
                ep, eb = f"{et:.4f}", f"{bt:.4f}"
                ok = theirs == ours == backend
                agree = "yes" if ok else f"NO (endplay {theirs}, backend {backend})"
                disagree += not ok
            strain = "NT" if trump is None else "S"
            print(f"{i:>5} {strain:>6} {ours:>3} {dt:>9.2f} {solver.nodes:>10} {eb:>12} {ep:>10} {agree}",
                  flush=True)
    print(f"full deals, hoyle backend: {len(times)} solves, median {statistics.median(times):.2f} s, "
          f"mean {statistics.mean(times):.2f} s, worst {max(times):.2f} s")
    if ep_times:
        print(f"full deals, endplay backend: median {statistics.median(ep_times) * 1000:.1f} ms, "
              f"worst {max(ep_times) * 1000:.1f} ms "
              f"({statistics.median(times) / statistics.median(ep_times):.0f}x faster at the median)")
    # endings: fast against the reference solver
    tf = tr = te = 0.0
    for i in range(a.endings):
        rng = random.Random(a.seed * 7 + i)
        cards = rng.sample(range(52), 32)
        tp = TrickPlay([cards[j * 8:(j + 1) * 8] for j in range(4)],
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
            print(f"ending {i}: fast {f} reference {r} endplay backend {e} DISAGREE")
    print(f"8-card endings: {a.endings}, hoyle fast {tf / a.endings * 1000:.1f} ms each, "
          f"reference {tr / a.endings * 1000:.1f} ms each ({tr / tf:.1f}x)"
          + (f", endplay backend {te / a.endings * 1000:.2f} ms each" if HAVE_ENDPLAY else ""))
    if disagree:
        sys.exit(f"{disagree} disagreements")


if __name__ == "__main__":
    main()
