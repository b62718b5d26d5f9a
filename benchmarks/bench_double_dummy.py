"""Double-dummy solving, hoyle's pure-Python solver against its first version and against
``endplay`` (the C++ DDS solver behind a Python wrapper), on the same random deals.

    python benchmarks/bench_double_dummy.py              # 8 full deals x 2 strains, endings
    python benchmarks/bench_double_dummy.py --quick      # 3 full deals
    python benchmarks/bench_double_dummy.py --deals 20 --seed 7

``endplay`` (MIT licence) is optional: ``pip install endplay`` (it pulls in matplotlib and
tqdm); when it is not importable its column is skipped. It is never a hoyle dependency.

Prints, for each full 13-card deal (north to lead, no-trumps and spades), hoyle's time and
node count, endplay's time, and whether the two trick counts agree; then the median and
worst time per full deal; then the time for random 8-card endings with the fast solver and
with the first (reference) solver, whose answers must agree.
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

from hoyle.bots.double_dummy import _fast_from, _FastSolver, solve_reference  # noqa: E402
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
    print(f"endplay: {'available' if solve_board else 'not installed (skipped)'}")
    print(f"{'deal':>5} {'strain':>6} {'NS':>3} {'hoyle s':>9} {'nodes':>10} {'endplay s':>10} agree")
    times = []
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
            ep = "-"
            agree = "-"
            if solve_board:
                theirs, et = endplay_ns(hands, trump)
                ep = f"{et:.4f}"
                agree = "yes" if theirs == ours else f"NO ({theirs})"
                disagree += theirs != ours
            strain = "NT" if trump is None else "S"
            print(f"{i:>5} {strain:>6} {ours:>3} {dt:>9.2f} {solver.nodes:>10} {ep:>10} {agree}",
                  flush=True)
    print(f"full deals: {len(times)} solves, median {statistics.median(times):.2f} s, "
          f"mean {statistics.mean(times):.2f} s, worst {max(times):.2f} s")
    # endings: fast against the reference solver
    tf = tr = 0.0
    for i in range(a.endings):
        rng = random.Random(a.seed * 7 + i)
        cards = rng.sample(range(52), 32)
        tp = TrickPlay([cards[j * 8:(j + 1) * 8] for j in range(4)],
                       rng.choice([None, 0, 1, 2, 3]), rng.randrange(4))
        t = time.perf_counter()
        f = _fast_from(tp, _FastSolver(tp.trump))
        tf += time.perf_counter() - t
        t = time.perf_counter()
        r = solve_reference(tp)
        tr += time.perf_counter() - t
        if f != r:
            disagree += 1
            print(f"ending {i}: fast {f} reference {r} DISAGREE")
    print(f"8-card endings: {a.endings}, fast {tf / a.endings * 1000:.1f} ms each, "
          f"reference {tr / a.endings * 1000:.1f} ms each ({tr / tf:.1f}x)")
    if disagree:
        sys.exit(f"{disagree} disagreements")


if __name__ == "__main__":
    main()
