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
determinisation: the game's ``GameState.determinise`` hook; for a state that holds its hands in
a :class:`~hoyle.mechanics.tricks.TrickPlay` and hides no card elsewhere (whist, bridge's play,
hearts) :func:`~hoyle.mechanics.tricks.determinise_tricks`; else, in every phase -- the auction
before the play, euchre's making, the play from a stock, a widow or skat --
:func:`~hoyle.core.determinise.determinise_zones` over the state's ``card_zones`` (the hands,
the stock, the cards lying aside, each keeping its size and the cards the seat has seen in
it). Only where none applies (an unseen card the zones do not reach) does the bot play as the
game's best other bot (benchmarks/ismcts_coverage.py lists the games); :func:`searches` tells
a game where it never applies from one fresh deal, and the drivers say so before they seat
the bot (:func:`fallback_notice`).

The bids, calls and exchanges are public actions, so a node still stands for an information
set of the searcher. An action of *another* seat that keeps its card unseen by the searcher (a
discard laid face down: learnt once per verb by trying it in a copy, :meth:`ISMCTSBot._hides`)
is one edge of the tree whatever card it names, the card itself drawn at random among the legal
ones: to the searcher it is chance. Its own hidden actions it sees, and the tree branches on
them.

The drivers (``hoyle play``, ``hoyle simulate``) hand the bot the state with :meth:`Bot.bind`
before each choice; what it reads of it is only what the determinisation keeps, so changing
the cards of the other hands in the state does not change its choice (tests/bots/test_ismcts.py).
"""

from __future__ import annotations

import math
import time
from collections import Counter
from typing import Any, Sequence

import numpy as np

from ..cards import Card
from ..core.actions import Action
from ..core.chance import CHANCE, SeededShuffler
from ..core.errors import HoyleError
from ..core.determinise import determinise_zones
from ..mechanics.tricks import determinise_tricks
from . import Bot

__all__ = ["ISMCTSBot", "determinise", "searches", "plays_as", "fallback_notice"]


def determinise(state: Any, seat: int, rng: np.random.Generator) -> Any:
    """A determinisation of ``state`` for ``seat`` (see the module docstring), its shuffler
    replaced by one seeded from ``rng``; None where the game offers none now."""
    hook = getattr(state, "determinise", None)
    d = hook(seat, rng) if hook is not None else None
    if d is None:
        d = determinise_tricks(state, seat, rng)
    if d is None:
        d = determinise_zones(state, seat, rng)
    if d is not None:
        d.shuffler = SeededShuffler(int(rng.integers(1 << 62)))
    return d


def plays_as(game: Any) -> str:
    """The name of the bot an ISMCTS seat plays as where it finds no determinisation: the
    game's first named bot that is not itself, else ``random``."""
    bots = getattr(game, "bots", {}) or {}
    return next((k for k, v in bots.items() if v is not ISMCTSBot), "random")


def searches(game: Any, num_players: int | None = None, rules: Any = None,
             deals: int = 8, decisions: int = 60) -> bool:
    """Whether the search ever runs at ``game``: up to ``deals`` fresh deals (seeds 0, 1, ...)
    are played with random moves, and at each of a deal's first ``decisions`` choices of more
    than one action the determinisation is asked for the seat to act; True at the first one
    given. Cheap (no search; a fifth of a second at the most of any game): ``hoyle play`` and
    ``hoyle simulate`` ask it before they seat an ``ismcts`` bot (:func:`fallback_notice`).
    Several deals, because some games search only in a phase a deal may not reach (the draw
    of jack pots, reached only when the pot is opened)."""
    from ..core.chance import resolve_chance
    for seed in range(deals):
        rng = np.random.Generator(np.random.PCG64(seed))
        try:
            st = game.new_deal(num_players, rules, SeededShuffler(seed))
        except HoyleError:
            return False
        asked = steps = 0
        while not st.is_over and asked < decisions and steps < 20 * decisions:
            steps += 1
            if resolve_chance(st):
                continue
            legal = st.legal_actions()
            if len(legal) > 1:
                asked += 1
                if determinise(st, st.to_act, rng) is not None:
                    return True
            st.apply(_pick(rng, legal))
    return False


def fallback_notice(game: Any, num_players: int | None = None, rules: Any = None) -> str | None:
    """One line for a driver to print before it seats an ``ismcts`` bot where the search
    cannot run (:func:`searches`), naming the bot it will play as; None where it searches."""
    if searches(game, num_players, rules):
        return None
    return (f"note: ismcts finds no deal of the unseen cards to search at {game.title} "
            f"({game.slug}); an ismcts seat plays as the {plays_as(game)!r} bot")


def _pick(rng: np.random.Generator, options: list[Action]) -> Action:
    return options[int(rng.integers(len(options)))]


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
        rollout: the playout policy, ``"random"`` (default) or ``"tricks"`` (cheap trick
            sense in the card play, :mod:`hoyle.bots.rollout`).
        epsilon: the share of random moves in a ``"tricks"`` playout (default 0.1).
    """

    name = "ismcts"
    needs_state = True

    def __init__(self, seat: int, seed: int | None = None, game: Any = None,
                 iterations: int = 300, seconds: float | None = None, c: float = 0.7,
                 rollout: str = "random", epsilon: float = 0.1):
        super().__init__(seat, seed, game)
        from .rollout import ROLLOUTS
        if rollout not in ROLLOUTS:
            raise HoyleError(f"unknown ISMCTS rollout {rollout!r}: one of {', '.join(ROLLOUTS)}")
        self.rollout = rollout
        self.epsilon = epsilon
        self.iterations = iterations
        self.seconds = seconds
        self.c = c
        self.state: Any = None
        self.last_iterations = 0
        self._fallback: Bot | None = None
        self._hidden_names: dict[tuple[type, str], bool] = {}

    def bind(self, state: Any) -> "ISMCTSBot":
        self.state = state
        return self

    def _other(self) -> Bot:
        if self._fallback is None:
            from . import RandomBot
            bots = getattr(self.game, "bots", {}) or {}
            name = plays_as(self.game)
            seed = int(self.rng.integers(1 << 62))
            self._fallback = (bots[name](self.seat, seed, self.game) if name in bots
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

    def _concrete(self, k: Any, keys: list[Any], legal: Sequence[Action]) -> Action:
        if isinstance(k, Action):
            return k
        return _pick(self.rng, [a for a, x in zip(legal, keys) if x == k])

    def _hides(self, d: Any, a: Action) -> bool:
        """Whether ``a``, another seat's action legal in ``d``, keeps its cards from the
        searcher (a discard laid face down): tried once per verb in a copy, where a card it
        names that was unseen stays unseen after it (cached for the bot's life; not decided,
        nor cached, while the cards it names are seen already)."""
        key = (type(d), a.verb)
        got = self._hidden_names.get(key)
        if got is None:
            cards = [x for x in a.args if isinstance(x, Card)]
            if not cards:
                got = False
            else:
                before = Counter(d.hidden_cards(self.seat))
                if not any(before[c] for c in cards):
                    return False             # a card already seen (a discard of the turn-up): ask again later
                t = d.clone()
                t.apply(a)
                after = Counter(t.hidden_cards(self.seat))
                got = any(before[c] and after[c] >= before[c] for c in cards)
            self._hidden_names[key] = got
        return got

    def _iterate(self, root: _Node, d: Any, scale: list[float]) -> None:
        rng = self.rng
        me = self.seat
        node = root
        path = [root]
        # selection and expansion; another seat's hidden action (a discard face down) is one
        # edge of the tree whatever card it names, the card drawn at random: chance to the
        # searcher, so that a node still stands for what the searcher has seen
        while not d.is_over:
            mover = d.to_act
            if mover == CHANCE:
                d.apply(d.sample_chance())
                continue
            legal = d.legal_actions()
            if mover != me:
                keys: list[Any] = [("?", a.verb, "hidden") if self._hides(d, a) else a for a in legal]
                uniq = list(dict.fromkeys(keys))
            else:
                keys = uniq = legal
            kids = node.children
            untried = [k for k in uniq if k not in kids]
            for k in uniq:
                ch = kids.get(k)
                if ch is not None:
                    ch.avail += 1
            if untried:
                k = untried[int(rng.integers(len(untried)))]
                ch = _Node(k, mover)
                ch.avail = 1
                kids[k] = ch
                d.apply(self._concrete(k, keys, legal))
                path.append(ch)
                break
            c = self.c * scale[0]
            best_k, best_v = uniq[0], -math.inf
            for k in uniq:
                ch = kids[k]
                v = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if v > best_v:
                    best_k, best_v = k, v
            node = kids[best_k]
            d.apply(self._concrete(best_k, keys, legal))
            path.append(node)
        # playout
        if self.rollout == "random":
            while not d.is_over:
                if d.to_act == CHANCE:
                    d.apply(d.sample_chance())
                    continue
                legal = d.legal_actions()
                d.apply(legal[int(rng.integers(len(legal)))])
        else:
            from .rollout import playout
            playout(d, rng, self.rollout, self.epsilon, CHANCE)
        out = d.outcome()
        top = max(abs(v) for v in out) if out else 0
        if top > scale[0]:
            scale[0] = float(top)
        for nd in path[1:]:
            nd.visits += 1
            nd.total += out[nd.mover]
