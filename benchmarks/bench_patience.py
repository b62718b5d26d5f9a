"""Patience: the share of deals each bot brings out, with a 95 % interval, and deals per second.

    PYTHONPATH=src python benchmarks/bench_patience.py [--deals 400] [--games klondike,canfield]

For every patience and every bot it names (and the random bot), plays ``--deals`` seeded deals
(seeds 0..N-1, the same deals for every bot of a game) and prints the deals that came out (the
share with Wilson's 95 % interval), the mean outcome (Klondike: cards on the aces; Canfield:
dollars by the book's $52 and $5 a card; solitaire poker: points), and deals per second with
the bot's own time included. Klondike is measured under the book's waste rule (any visible card)
and the modern one (the top card only). A random bot's Klondike or Canfield deal ends at its
first ``stop``.

Klondike also gets the thoughtful solver (:func:`hoyle.games.patience.thoughtful.solve_klondike`,
every card known, a depth-first search bounded at ``--solver-limit`` positions, so its share is
a lower bound) on the first ``--solver-deals`` deals, each line it finds replayed through the
engine; the row prints the published share for the matching rule beside it, and the ratio.

    PYTHONPATH=src python benchmarks/bench_patience.py --games klondike:waste=top --deals 0 \
        --solver-deals 100 --solver-limit 20000
"""

from __future__ import annotations

import argparse
import math
import time

from hoyle.bots import make_bot
from hoyle.core import SeededShuffler, get_game
from hoyle.games.patience.thoughtful import solve_klondike

GAMES = ["take-ten", "carpet", "clock-patience", "try-again", "take-fourteen",
         "help-your-neighbour-patience", "klondike", "klondike:waste=top", "canfield", "solitaire-poker", "solitaire-cribbage"]


#: published thoughtful-Klondike winnability, by hoyle's rule spec: (share, what it is for, source).
#: Blake & Gent, "The Winnability of Klondike Solitaire and Many Other Patience Games", arXiv
#: 1906.12314 (Solvitaire): 81.945 % +- 0.084 %, draw three, unlimited passes, only the top card
#: of the waste playable, all cards known. That is hoyle's ``waste=top`` (draw 3, passes 0); the
#: book's any-visible rule has no published figure. The Solvitaire repository's Klondike rule
#: file also lets a card come back down from a foundation, which hoyle's Klondike does not.
PUBLISHED = {
    "klondike:waste=top": (0.81945, "draw 3, unlimited passes, top card; thoughtful",
                           "Solvitaire, Blake & Gent, arXiv 1906.12314"),
}


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's score interval for ``k`` successes in ``n`` trials (95 % by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, mid - half), min(1.0, mid + half))


def came_out(slug: str, st) -> bool:
    if slug == "klondike" or slug == "canfield":
        return st.count() == 52
    if slug == "solitaire-poker":
        return False
    if slug == "solitaire-cribbage":
        return st._came_out()             # 91 reached in the one pass (O-62)
    return st.outcome() == [1]


def run(spec: str, bot: str, deals: int) -> dict:
    slug, _, opt = spec.partition(":")
    g = get_game(slug)
    rules = g.make_rules(dict([opt.split("=")]) if opt else {})
    won, total = 0, 0
    t = time.perf_counter()
    for seed in range(deals):
        st = g.new_deal(1, rules, SeededShuffler(seed))
        b = make_bot(bot, g, 0, seed)
        while not st.is_over:
            st.apply(b.choose(st.view(0), st.legal_actions()))
        won += came_out(slug, st)
        total += st.outcome()[0]
    secs = time.perf_counter() - t
    lo, hi = wilson(won, deals)
    return {"game": spec, "bot": bot, "deals": deals, "won": won, "share": won / deals,
            "ci": (lo, hi), "mean": total / deals, "rate": deals / secs}


def run_solver(spec: str, deals: int, limit: int) -> dict:
    """The thoughtful solver on seeds 0..deals-1: deals brought out (each line replayed through
    the engine and checked to reach 52), deals proved lost within the pruned moves, time per deal."""
    slug, _, opt = spec.partition(":")
    g = get_game(slug)
    rules = g.make_rules(dict([opt.split("=")]) if opt else {})
    won = lost = 0
    t = time.perf_counter()
    for seed in range(deals):
        st = g.new_deal(1, rules, SeededShuffler(seed))
        sol = solve_klondike(st, limit)
        if sol.came_out:
            for a in sol.actions:
                st.apply(a)
            assert st.count() == 52, f"seed {seed}: the solver's line does not come out"
        won += sol.came_out
        lost += sol.exhausted
    secs = time.perf_counter() - t
    return {"won": won, "lost": lost, "deals": deals, "ci": wilson(won, deals),
            "secs_per_deal": secs / max(deals, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=400)
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--solver-deals", type=int, default=50,
                    help="Klondike deals for the thoughtful solver (0: none)")
    ap.add_argument("--solver-limit", type=int, default=20_000,
                    help="positions the thoughtful solver searches per deal")
    args = ap.parse_args()
    print(f"{'game':34} {'bot':10} {'out':>9} {'share':>7} {'95% interval':>16} {'mean':>8} {'deals/s':>9}")
    for spec in args.games.split(","):
        g = get_game(spec.partition(":")[0])
        for bot in [*g.bots, "random"] if args.deals else []:
            r = run(spec, bot, args.deals)
            lo, hi = r["ci"]
            print(f"{spec:34} {bot:10} {r['won']:>4}/{r['deals']:<4} {r['share']:7.1%} "
                  f"{f'{lo:.1%} - {hi:.1%}':>16} {r['mean']:8.2f} {r['rate']:9.1f}", flush=True)
        if spec.startswith("klondike") and args.solver_deals:
            r = run_solver(spec, args.solver_deals, args.solver_limit)
            lo, hi = r["ci"]
            share = r["won"] / r["deals"]
            print(f"{spec:34} {'thoughtful':10} {r['won']:>4}/{r['deals']:<4} {share:7.1%} "
                  f"{f'{lo:.1%} - {hi:.1%}':>16} {'':>8} {1 / r['secs_per_deal']:9.2f}"
                  f"   ({r['secs_per_deal']:.2f} s a deal, limit {args.solver_limit:,} positions, "
                  f"{r['lost']} proved lost by its moves)", flush=True)
            if spec in PUBLISHED:
                pub, what, src = PUBLISHED[spec]
                print(f"{'':34} {'published':10} {'':9} {pub:7.1%} {'':16}   {what}: {src}; "
                      f"hoyle/published = {share / pub:.2f} (a bounded search: a lower bound)", flush=True)


if __name__ == "__main__":
    main()
