"""Train a small agent on hoyle's casino blackjack through the Gymnasium environment, then set
what it learned beside the book's advice: the basic strategy that hoyle's own analysis
computes (:func:`hoyle.analysis.banking_blackjack.analyse`, for the game's rules).

    PYTHONPATH=src python examples/train_blackjack.py [--episodes 40000] [--seconds 50] [--seed 1]

The agent is tabular Monte Carlo control (every visit, epsilon-greedy, the average return of
each state and action): its state is the hand's total, whether it is soft, and the dealer's up
card, read from the seat's view (``observation="view"``); it decides only hit or stand. It
always stakes the least bet, declines insurance, hits below 12 and stands on 21 (those are not
learned). The other punter's box is played by hoyle's random bot; the house follows its rules.

It prints, for every hard total 12..20 and soft total 13..20 against each up card, the learned
play beside the book's (``H`` hit, ``S`` stand; the book's "double, else hit" counts as ``H``,
"double, else stand" as ``S``), the agreement per hand and overall, and the learned policy's
mean return per unit staked. A few tens of thousands of deals agree on most hands; the close
calls (hard 12 to 16 against a high card, soft 18) need many more.
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

import numpy as np

import hoyle.env
from hoyle.analysis.banking_blackjack import BJAnalysisRules, analyse

UPS = list(range(2, 11)) + [1]               # the book's columns: 2..10, then the ace
HARD = range(12, 21)
SOFT = range(13, 21)


def card_value(token: str) -> int:
    """Blackjack value of a card token (``"AS"`` 1, ``"TD"``/``"KH"`` 10, ``"7C"`` 7)."""
    r = token[:-1]
    return 1 if r == "A" else 10 if r in ("T", "10", "J", "Q", "K") else int(r)


class Agent:
    """The hit-or-stand table and how it picks the env's action indices."""

    def __init__(self, env, epsilon: float, rng: np.random.Generator):
        ix = env.unwrapped.index
        self.seat = env.unwrapped.seat
        self.hit = ix.index_of(_act("hit"))
        self.stand = ix.index_of(_act("stand"))
        self.decline = ix.index_of(_act("decline"))
        self.eps, self.rng = epsilon, rng
        self.total: dict = defaultdict(lambda: [0.0, 0.0])
        self.count: dict = defaultdict(lambda: [0, 0])

    def key(self, view: dict) -> tuple[int, bool, int] | None:
        box = next((b for b in view.get("boxes", []) if b["seat"] == self.seat and not b["done"]), None)
        if box is None or not view.get("dealer"):
            return None
        return box["total"], bool(box["soft"]), card_value(view["dealer"][0])

    def greedy(self, key) -> int:
        t, n = self.total[key], self.count[key]
        q = [t[a] / n[a] if n[a] else 0.0 for a in (0, 1)]
        return int(q[1] > q[0])                 # 1: hit

    def act(self, obs: dict, learning: bool) -> tuple[int, tuple | None, int | None]:
        """The index to play, and the (state, choice) to credit (None: not a learned choice)."""
        mask, view = obs["action_mask"], obs["observation"]
        legal = mask.nonzero()[0]
        if view.get("phase") == "bet":
            return int(legal[0]), None, None    # the least stake
        if self.decline is not None and mask[self.decline]:
            return self.decline, None, None
        key = self.key(view)
        if key is None or not (mask[self.hit] and mask[self.stand]):
            return (self.stand if mask[self.stand] else int(legal[0])), None, None
        total, soft, _ = key
        if total < 12 or total >= 21:
            return (self.hit if total < 12 else self.stand), None, None
        choice = (int(self.rng.integers(2)) if learning and self.rng.random() < self.eps
                  else self.greedy(key))
        return (self.hit if choice else self.stand), key, choice


def _act(verb: str):
    from hoyle.core import Action
    return Action(verb)


def run_episode(env, agent: Agent, seed: int, learning: bool) -> float:
    obs, _ = env.reset(seed=seed)
    seen: list[tuple] = []
    stake = 0
    reward, done = 0.0, False
    while not done:
        if not obs["action_mask"].any():       # the deal ended before the agent's turn
            obs, reward, done, _, _ = env.step(0)
            break
        index, key, choice = agent.act(obs, learning)
        if key is not None:
            seen.append((key, choice))
        obs, reward, done, _, info = env.step(index)
        if "illegal" in info:
            raise RuntimeError(info["illegal"])
        if not stake:
            stake = max(env.unwrapped.state.view(agent.seat).get("stakes", [0] * 8)[agent.seat], 0)
    per_unit = reward / stake if stake else 0.0
    if learning:
        for key, choice in seen:
            agent.total[key][choice] += per_unit
            agent.count[key][choice] += 1
    return per_unit


def book_table() -> dict[tuple[int, bool], list[str]]:
    """The book's hit-or-stand for each hard and soft total, by up card (2..10, A)."""
    t = analyse(BJAnalysisRules()).strategy_table()
    hs = {"H": "H", "D": "H", "S": "S", "Ds": "S", "P": "H"}
    out = {(int(k), False): [hs[c] for c in row] for k, row in t["hard"].items() if int(k) in HARD}
    out.update({(11 + int(k.split("-")[1]), True): [hs[c] for c in row] for k, row in t["soft"].items()
                if 11 + int(k.split("-")[1]) in SOFT})
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Monte Carlo control at hoyle's blackjack, beside basic strategy")
    ap.add_argument("--episodes", type=int, default=40_000, help="training deals (default 40000)")
    ap.add_argument("--seconds", type=float, default=50.0, help="stop training after this long")
    ap.add_argument("--eval", type=int, default=2_000, help="deals to measure the learned policy")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    env = hoyle.env.gym("blackjack-casino", opponents="random", observation="view")
    rng = np.random.default_rng(a.seed)
    agent = Agent(env, epsilon=0.3, rng=rng)
    t0 = time.perf_counter()
    done = 0
    for k in range(a.episodes):
        if time.perf_counter() - t0 > a.seconds:
            break
        agent.eps = max(0.05, 0.3 * (1 - k / max(a.episodes, 1)))
        run_episode(env, agent, a.seed * 10_000_000 + k, learning=True)
        done += 1
    train_s = time.perf_counter() - t0
    mean = float(np.mean([run_episode(env, agent, 10**9 + k, learning=False) for k in range(a.eval)]))

    book = book_table()
    cols = ["A" if u == 1 else str(u) for u in UPS]
    print(f"Monte Carlo control, {done} training deals in {train_s:.1f} s; learned policy "
          f"{mean:+.4f} per unit staked over {a.eval} deals")
    print(f"{'hand':<8} {'learned':<21} {'book':<21} agree")
    print(f"{'':<8} {' '.join(f'{c:>1}' for c in cols):<21}")
    agree = total = 0
    for (t, soft) in [*((t, False) for t in HARD), *((t, True) for t in SOFT)]:
        learned = ["H" if agent.greedy((t, soft, u)) else "S" for u in UPS]
        want = book[(t, soft)]
        same = sum(x == y for x, y in zip(learned, want))
        agree += same
        total += len(UPS)
        name = f"{'soft' if soft else 'hard'} {t}"
        print(f"{name:<8} {' '.join(learned):<21} {' '.join(want):<21} {same}/{len(UPS)}")
    print(f"agreement with the book's basic strategy: {agree}/{total} ({100 * agree / total:.0f} %)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
