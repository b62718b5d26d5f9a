"""Information-set Monte Carlo tree search: the single-observer ISMCTS of Cowling, Powley and
Whitehouse ("Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2), 2012).

Each iteration draws a *determinisation* -- a deal consistent with what the searching seat
knows (its own cards, the cards it has seen played or exposed, the hands' sizes, the voids the
others have shown by not following suit) -- and runs one UCT descent over it in a single tree
shared by all the determinisations. A node is reached by the actions played from the root,
which in a trick game every seat sees, so a node stands for one of the searcher's
information sets; a child's UCB counts the times it was *available* (legal in the
determinisation of that iteration) rather than its parent's visits. The playout is uniform
random to the end of the deal, and each node is credited with the outcome of the seat that
moved into it, scaled by the largest outcome seen in the search (the game's own units).

The search goes only through the game's contract: ``clone``/``apply``/``legal_actions``/
``outcome``, the chance of a chance turn drawn with a shuffler of the search's own, and a
determinisation: the game's ``GameState.determinise`` hook, or for a state that holds its
hands in a :class:`~hoyle.mechanics.tricks.TrickPlay` (every whist, bridge, euchre, hearts...
game) :func:`~hoyle.mechanics.tricks.determinise_tricks`. Where neither applies (the auction
before the play, a game with a stock) the bot plays as the game's best other bot.

The drivers (``hoyle play``, ``hoyle simulate``) hand the bot the state with :meth:`Bot.bind`
before each choice; what it reads of it is only what the determinisation keeps, so changing
the cards of the other hands in the state does not change its choice (tests/bots/test_ismcts.py).
"""

from __future__ import annotations

import math
import time
from typing import Any, Sequence

import numpy as np

from ..core.actions import Action
from ..core.chance import CHANCE, SeededShuffler
from ..mechanics.tricks import determinise_tricks
from . import Bot

__all__ = ["ISMCTSBot", "determinise"]


def determinise(state: Any, seat: int, rng: np.random.Generator) -> Any:
    """A determinisation of ``state`` for ``seat`` (see the module docstring), its shuffler
    replaced by one seeded from ``rng``; None where the game offers none now."""
    hook = getattr(state, "determinise", None)
    d = hook(seat, rng) if hook is not None else None
    if d is None:
        d = determinise_tricks(state, seat, rng)
    if d is not None:
        d.shuffler = SeededShuffler(int(rng.integers(1 << 62)))
    return d


class _Node:
    __slots__ = ("action", "mover", "children", "visits", "avail", "total")

    def __init__(self, action: Action | None, mover: int) -> None:
        self.action = action
        self.mover = mover
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


class ISMCTSBot(Bot):
    """Single-observer ISMCTS (see the module docstring).

    Args:
        iterations: determinised descents per move (default 300).
        seconds: or a time per move (then ``iterations`` is only a ceiling).
        c: the exploration constant on outcomes scaled to [-1, 1] (default 0.7).
    """

    name = "ismcts"
    needs_state = True

    def __init__(self, seat: int, seed: int | None = None, game: Any = None,
                 iterations: int = 300, seconds: float | None = None, c: float = 0.7):
        super().__init__(seat, seed, game)
        self.iterations = iterations
        self.seconds = seconds
        self.c = c
        self.state: Any = None
        self.last_iterations = 0
        self._fallback: Bot | None = None

    def bind(self, state: Any) -> "ISMCTSBot":
        self.state = state
        return self

    def _other(self) -> Bot:
        if self._fallback is None:
            from . import RandomBot
            bots = getattr(self.game, "bots", {}) or {}
            name = next((k for k, v in bots.items() if v is not ISMCTSBot), None)
            seed = int(self.rng.integers(1 << 62))
            self._fallback = (bots[name](self.seat, seed, self.game) if name is not None
                              else RandomBot(self.seat, seed, self.game))
        return self._fallback

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        st = self.state
        if st is None or st.is_over or st.to_act != self.seat:
            return self._other().choose(view, legal)
        probe = determinise(st, self.seat, self.rng)
        if probe is None:
            return self._other().choose(view, legal)
        root = _Node(None, self.seat)
        scale = [1.0]
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        n = 0
        while n < self.iterations:
            d = probe if n == 0 else determinise(st, self.seat, self.rng)
            self._iterate(root, d, scale)
            n += 1
            if deadline is not None and time.perf_counter() > deadline:
                break
        self.last_iterations = n
        best = max(root.children.values(), key=lambda ch: (ch.visits, ch.total))
        for a in legal:
            if a == best.action:
                return a
        return legal[0]  # pragma: no cover - the root's children are the legal actions

    def _iterate(self, root: _Node, d: Any, scale: list[float]) -> None:
        rng = self.rng
        node = root
        path = [root]
        # selection and expansion
        while not d.is_over:
            mover = d.to_act
            if mover == CHANCE:
                d.apply(d.sample_chance())
                continue
            legal = d.legal_actions()
            kids = node.children
            untried = [a for a in legal if a not in kids]
            for a in legal:
                ch = kids.get(a)
                if ch is not None:
                    ch.avail += 1
            if untried:
                a = untried[int(rng.integers(len(untried)))]
                ch = _Node(a, mover)
                ch.avail = 1
                kids[a] = ch
                d.apply(a)
                path.append(ch)
                break
            c = self.c * scale[0]
            best_a, best_v = legal[0], -math.inf
            for a in legal:
                ch = kids[a]
                v = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if v > best_v:
                    best_a, best_v = a, v
            node = kids[best_a]
            d.apply(best_a)
            path.append(node)
        # playout
        while not d.is_over:
            if d.to_act == CHANCE:
                d.apply(d.sample_chance())
                continue
            legal = d.legal_actions()
            d.apply(legal[int(rng.integers(len(legal)))])
        out = d.outcome()
        top = max(abs(v) for v in out) if out else 0
        if top > scale[0]:
            scale[0] = float(top)
        for nd in path[1:]:
            nd.visits += 1
            nd.total += out[nd.mover]
