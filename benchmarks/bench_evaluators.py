"""Poker hand evaluators, hoyle against its peers, on the same random hands, in one process.

    python benchmarks/bench_evaluators.py            # full run (about a minute)
    python benchmarks/bench_evaluators.py --quick    # smaller samples
    python benchmarks/bench_evaluators.py --cpu 0    # pin the process to one core (Linux)

Needs the ``bench`` extra (``pip install -e .[bench]``: eval7, treys, phevaluator, pokerkit); a
peer that is not installed is skipped. Prints evaluations per second for each evaluator on
5-card and 7-card hands, the ratios to eval7's and treys' per-call rates, the time to classify
all 2,598,960 five-card hands, and checks that every evaluator orders a sample of hands as hoyle
does (for hoyle's one-call paths: that they give the batch values). Every measurement runs once
per round and the rounds repeat (``--repeat``); the best time of each is kept, so that the load
of a shared machine falls on all evaluators alike.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from hoyle.cards import Card  # noqa: E402
from hoyle.evaluators import FOSTER, best_hand, evaluate, hand_rank  # noqa: E402
from hoyle.evaluators.fast import all_hands, fast_evaluator  # noqa: E402

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def text(c: int) -> str:
    return RANKS[c // 4] + SUITS[c % 4]


def random_hands(rng, n: int, k: int) -> np.ndarray:
    out = np.empty((n, k), dtype=np.uint8)
    step = 200_000
    for lo in range(0, n, step):
        m = min(step, n - lo)
        out[lo:lo + m] = np.argpartition(rng.random((m, 52)), k, axis=1)[:, :k]
    return out


def peers(sample5: list, sample7: list):
    """(name, prepare(hands) -> prepared, run(prepared), higher_is_better) for installed peers."""
    out = []
    try:
        import eval7
        cards = [eval7.Card(text(c)) for c in range(52)]
        out.append(("eval7", lambda hs: [[cards[c] for c in h] for h in hs],
                    lambda prep: [eval7.evaluate(h) for h in prep], True))
    except ImportError:
        print("eval7 not installed: skipped")
    try:
        from treys import Card as TCard, Evaluator
        ev = Evaluator()
        tc = [TCard.new(text(c)) for c in range(52)]
        out.append(("treys", lambda hs: [([tc[c] for c in h[:2]], [tc[c] for c in h[2:]]) for h in hs],
                    lambda prep: [ev.evaluate(a, b) for a, b in prep], False))
    except ImportError:
        print("treys not installed: skipped")
    try:
        from phevaluator import evaluate_cards
        out.append(("phevaluator", lambda hs: [tuple(h) for h in hs],
                    lambda prep: [evaluate_cards(*h) for h in prep], False))
    except ImportError:
        print("phevaluator not installed: skipped")
    try:
        from pokerkit import StandardHighHand
        out.append(("pokerkit", lambda hs: ["".join(text(c) for c in h) for h in hs],
                    lambda prep: [StandardHighHand.from_game(h) for h in prep], True))
    except ImportError:
        print("pokerkit not installed: skipped")
    return out


def same_order(values: list, reference: list, higher_is_better: bool) -> bool:
    """True if ``values`` rank the hands exactly as ``reference`` (dense hoyle values) do."""
    idx = sorted(range(len(reference)), key=lambda i: reference[i])
    for a, b in zip(idx, idx[1:]):
        ra, rb = reference[a], reference[b]
        va, vb = values[a], values[b]
        if not higher_is_better:
            va, vb = vb, va
        if ra == rb and not (va == vb or (not va < vb and not vb < va)):
            return False
        if ra < rb and not va < vb:
            return False
    return True


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="smaller samples")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per measurement (best kept)")
    ap.add_argument("--cpu", type=int, default=None, help="pin to this core (Linux)")
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    if args.cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})
    rng = np.random.default_rng(args.seed)
    n_batch = 1_000_000 if args.quick else 4_000_000
    n_call = 20_000 if args.quick else 100_000
    n_slow = 1_000 if args.quick else 3_000

    h5 = random_hands(rng, n_batch, 5)
    h7 = random_hands(rng, n_batch, 7)
    call5 = h5[:n_call].tolist()
    call7 = h7[:n_call].tolist()
    fe = fast_evaluator(FOSTER)
    fe.eval5(h5[:10])
    fe.eval7(h7[:10])
    c5 = [tuple(Card(c) for c in h) for h in call5]
    c7 = [tuple(Card(c) for c in h) for h in call7]
    evaluate(c5[0])
    best_hand(c7[0])
    # (label, cards, n, fn); every measurement runs once per round, rounds repeat, best kept:
    # the load of a shared machine then falls on all evaluators alike
    jobs = [
        ("hoyle batch (NumPy)", 5, n_batch, lambda: fe.eval5(h5)),
        ("hoyle batch (NumPy)", 7, n_batch, lambda: fe.eval7(h7)),
        ("hoyle evaluate() per call", 5, n_call, lambda: [evaluate(h) for h in c5]),
        ("hoyle hand_rank() per call (int)", 5, n_call, lambda: [hand_rank(h) for h in c5]),
        ("hoyle best_hand() per call", 7, n_call // 4, lambda: [best_hand(h) for h in c7[:n_call // 4]]),
        ("hoyle single() per call (int)", 7, n_call, lambda: [fe.single(h) for h in call7]),
    ]
    ref5 = fe.eval5(h5[:n_slow]).tolist()
    ref7 = fe.eval7(h7[:n_slow]).tolist()
    agree = {}
    # hoyle's one-call paths give the batch values (the same dense numbers; best_hand their keys)
    agree[("hoyle single() (int)", 7)] = [fe.single(h) for h in call7[:n_slow]] == ref7
    agree[("hoyle best_hand()", 7)] = [best_hand(h).key for h in c7[:n_slow]] == [fe.keys[v] for v in ref7]
    agree[("hoyle hand_rank() (int)", 5)] = [hand_rank(h) for h in c5[:n_slow]] == ref5
    for name, prep, run, hib in peers(call5, call7):
        for k, calls, ref in ((5, call5, ref5), (7, call7, ref7)):
            n = n_slow if name == "pokerkit" else n_call
            p = prep(calls[:n])
            jobs.append((f"{name} per call", k, n, (lambda run=run, p=p: run(p))))
            agree[(name, k)] = same_order(run(prep(calls[:n_slow])), ref, hib)
    all5 = {}

    def classify_all():
        hands = all_hands()
        all5["counts"] = fe.class_counts(fe.eval5(hands))
    jobs.append(("all 2,598,960 hands", 5, 1, classify_all))
    best = {i: float("inf") for i in range(len(jobs))}
    gc.collect()
    gc.disable()  # as timeit does, for every evaluator alike
    for _ in range(args.repeat):
        for i, (_, _, n, fn) in enumerate(jobs):
            t = time.perf_counter()
            fn()
            best[i] = min(best[i], time.perf_counter() - t)
    gc.enable()
    rows = [(name, k, n / best[i]) for i, (name, k, n, _) in enumerate(jobs[:-1])]
    t_all = best[len(jobs) - 1]

    base = {k: next((r for n, kk, r in rows if n == "eval7 per call" and kk == k), None) for k in (5, 7)}
    treys = {k: next((r for n, kk, r in rows if n == "treys per call" and kk == k), None) for k in (5, 7)}
    print(f"\nPoker hand evaluation, one process (python {sys.version.split()[0]}, numpy "
          f"{np.__version__}); best of {args.repeat} runs; random hands, seed {args.seed}\n")
    print(f"{'evaluator':34} {'cards':>5} {'evals/s':>14} {'x eval7':>9} {'x treys':>9}  same order")
    for name, k, rate in rows:
        x7 = f"{rate / base[k]:9.2f}" if base[k] else f"{'-':>9}"
        xt = f"{rate / treys[k]:9.2f}" if treys[k] else f"{'-':>9}"
        peer = name.replace(" per call", "")
        ok = agree.get((peer, k))
        print(f"{name:34} {k:5d} {rate:14,.0f} {x7} {xt}  {'' if ok is None else ('yes' if ok else 'NO')}")
    print(f"\nall 2,598,960 five-card hands generated and classified in {t_all:.3f} s")
    print("classes:", ", ".join(f"{c.value} {n:,}" for c, n in all5["counts"].items()))


if __name__ == "__main__":
    main()
