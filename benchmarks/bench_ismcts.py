"""ISMCTS (hoyle.bots.ismcts) against the game's heuristic bot: whist and auction bridge (the
play), euchre with the making and sixty-six with the stock (every phase).

Each board is one seeded deal played twice, duplicate fashion: the ISMCTS bot in north and
south against the heuristic in east and west (at a game for two: ISMCTS one seat, the heuristic
the other), then the same cards with the sides changed; so the luck of the cards cancels out of
the paired result. Printed per game: the ISMCTS side's
mean score per deal (the game's own outcome, points) with a normal 95 % interval over the
boards, its rate of deals won (more points than the other side; a tie counts a half) with a
95 % interval, its tricks per deal, and the time per ISMCTS move. At auction bridge both sides
bid with the heuristic (ISMCTS searches the play only; before the play it is the heuristic);
a deal passed out scores 0 to both sides. ``--phases all`` lets ISMCTS search before the play
too (the default for the games other than whist and bridge: euchre's making and the dealer's
discard; sixty-six's whole deal, the play from the stock, the closing and the trump exchange).

No peer library: OpenSpiel has an ISMCTS, but not hoyle's whist or auction bridge rules (and
pyspiel is not a dependency); the heuristic bot is the yardstick.

    PYTHONPATH=src python benchmarks/bench_ismcts.py --boards 500 --jobs 2     # 1,000 deals a game
"""

from __future__ import annotations

import argparse
import math
import os
import time
from concurrent.futures import ProcessPoolExecutor

from hoyle.bots import make_bot
from hoyle.bots.ismcts import ISMCTSBot
from hoyle.core import SeededShuffler, get_game, resolve_chance

GAMES = ("whist-english", "auction-bridge")
#: the games where ISMCTS searches only the play unless ``--phases all``
PLAY_ONLY = {"whist-english", "auction-bridge"}


def play(slug: str, deal_seed: int, ismcts_side: int, iterations: int, seconds: float | None,
         phases: str = "play", rollout: str = "random"):
    """One deal; returns (ISMCTS side's points, the other side's, ISMCTS side's tricks,
    ISMCTS moves searched, seconds searching). ``phases="play"``: before the trick play the
    ISMCTS seats choose as the heuristic does."""
    g = get_game(slug)
    n = g.default_players or g.min_players
    st = g.new_deal(n, None, SeededShuffler(deal_seed))
    bots, other = [], []
    for s in range(n):
        other.append(make_bot(next(iter(g.bots)), g, s, deal_seed * 8 + s))
        if s % 2 == ismcts_side:
            bots.append(ISMCTSBot(s, deal_seed * 8 + s, g, iterations=iterations, seconds=seconds,
                                  rollout=rollout))
        else:
            bots.append(other[s])
    moves, spent = 0, 0.0
    while not st.is_over:
        if resolve_chance(st):
            continue
        s = st.to_act
        b = bots[s]
        legal = st.legal_actions()
        if isinstance(b, ISMCTSBot) and phases == "play" and getattr(st, "tp", None) is None:
            b = other[s]
        if isinstance(b, ISMCTSBot):
            b.bind(st)
            t = time.perf_counter()
            a = b.choose(st.view(s), legal)
            if b.last_iterations and len(legal) > 1:
                spent += time.perf_counter() - t
                moves += 1
                b.last_iterations = 0
        else:
            a = b.choose(st.view(s), legal)
        st.apply(a)
    out = st.outcome()
    tp = getattr(st, "tp", None)
    tricks = sum(tp.won[s] for s in range(n) if s % 2 == ismcts_side) if tp is not None else 0
    return out[ismcts_side], out[1 - ismcts_side], tricks, moves, spent


def board(args: tuple) -> list:
    """One board (its two deals) for each rollout policy in turn, on the same seeds."""
    slug, seed, b, iterations, seconds, phases, rollouts = args
    deal_seed = seed * 100_000 + b
    out = []
    for r in rollouts:
        r0 = play(slug, deal_seed, 0, iterations, seconds, phases, r)
        r1 = play(slug, deal_seed, 1, iterations, seconds, phases, r)
        out.append((r0, r1))
    return out


def summarise(slug: str, results: list) -> dict:
    diffs, wins, tricks = [], [], []
    moves, spent = 0, 0.0
    for pair in results:
        for mine, theirs, tr, m, sp in pair:
            wins.append(1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
            tricks.append(tr)
            moves += m
            spent += sp
        diffs.append((pair[0][0] + pair[1][0]) / 2)   # the board's mean for the ISMCTS side
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1)) if n > 1 else float("inf")
    w = sum(wins) / len(wins)
    # per board (the two deals are paired): the interval of the win rate over the boards
    wb = [sum(wins[2 * i:2 * i + 2]) / 2 for i in range(n)]
    wsd = math.sqrt(sum((x - w) ** 2 for x in wb) / (n - 1)) if n > 1 else float("inf")
    return {"game": slug, "boards": n, "deals": 2 * n, "mean": mean, "ci": 1.96 * sd / math.sqrt(n),
            "win": w, "win_ci": 1.96 * wsd / math.sqrt(n), "tricks": sum(tricks) / len(tricks),
            "ms_per_move": 1000 * spent / moves if moves else float("nan"), "moves": moves}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boards", type=int, default=20, help="boards a game (each = 2 deals)")
    ap.add_argument("--iterations", type=int, default=200, help="ISMCTS descents a move")
    ap.add_argument("--seconds", type=float, default=None, help="or a time a move")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--phases", choices=("play", "all"), default=None,
                    help="what ISMCTS searches (default: the play at whist and bridge, else all)")
    ap.add_argument("--rollout", default="random",
                    help="playout policies, comma separated (random, tricks), each on the same boards")
    a = ap.parse_args()
    rows = []
    load0 = os.getloadavg()
    t0 = time.perf_counter()
    for slug in a.games.split(","):
        phases = a.phases or ("play" if slug in PLAY_ONLY else "all")
        rollouts = a.rollout.split(",")
        tasks = [(slug, a.seed, b, a.iterations, a.seconds, phases, rollouts) for b in range(a.boards)]
        if a.jobs > 1:
            with ProcessPoolExecutor(a.jobs) as ex:
                res = list(ex.map(board, tasks, chunksize=1))
        else:
            res = [board(t) for t in tasks]
        for i, r in enumerate(rollouts):
            rows.append(summarise(slug, [x[i] for x in res]) | {"phases": phases, "rollout": r})
    wall = time.perf_counter() - t0
    budget = f"{a.iterations} descents" + (f" or {a.seconds} s" if a.seconds else "")
    print(f"ISMCTS ({budget} a move) against the heuristic bot, duplicate boards, seed {a.seed}, "
          f"{a.jobs} jobs, {wall:.0f} s, load average before {load0[0]:.2f} {load0[1]:.2f} {load0[2]:.2f}, "
          f"after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'game':<16}{'rollout':>8}{'phases':>7}{'deals':>7}{'ISMCTS points/deal':>20}{'± 95%':>8}{'deals won':>11}{'± 95%':>8}"
          f"{'tricks/deal':>13}{'ms/move':>9}{'moves':>8}")
    for r in rows:
        print(f"{r['game']:<16}{r['rollout']:>8}{r['phases']:>7}{r['deals']:>7}{r['mean']:>+20.3f}{r['ci']:>8.3f}{100 * r['win']:>10.1f}%"
              f"{100 * r['win_ci']:>7.1f}%{r['tricks']:>13.2f}{r['ms_per_move']:>9.1f}{r['moves']:>8}")


if __name__ == "__main__":
    main()
