"""Exact expectations by walking a game's own chance outcomes.

A deal whose chance is explicit (:mod:`hoyle.core.chance`: chance turns listing their outcomes
with exact :class:`~fractions.Fraction` probabilities) can be analysed by the game itself: start
the deal, let each seat act by a fixed *policy* (a function ``policy(state) -> Action | str``,
e.g. "seat 1 stakes 1 on the seven, everyone else passes": :func:`scripted`), and at every chance
turn branch on every outcome, weighted by its probability. The leaves are the ends of the deal;
their outcomes, weighted, are the exact expectation. The rules that play are the rules that
count: no rule is stated a second time here.

Only chance that the state lists is walked. A game that also draws hidden chance from its
shuffler (a shuffle whose order decides the deal) would be analysed for one fixed shuffle, so
this is for games whose deciding chance is explicit (the dice games; card craps' rolls, whose
chance is the stock left, not the order of the shuffled pack).

Raises :class:`WalkTooLarge` (a :class:`~hoyle.core.errors.HoyleError`) when a walk would pass
``max_nodes`` states -- card craps' point phase, for one, never ends in the worst case (a spent
pack is reshuffled and the point goes on) and is solved by its own recursion instead
(:func:`hoyle.analysis.banking_craps.card_point_made`).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

from ..core.actions import Action
from ..core.chance import CHANCE, SeededShuffler
from ..core.errors import HoyleError
from ..core.state import GameState

if TYPE_CHECKING:
    from ..core.registry import GameInfo

__all__ = ["exact_value", "outcome_distribution", "scripted", "new_state", "WalkTooLarge", "Policy"]

#: a seat's fixed play: the action (or its text) the seat to act takes in ``state``
Policy = Callable[["GameState"], "Action | str"]


class WalkTooLarge(HoyleError):
    """The walk would visit more states than its ``max_nodes``."""


def scripted(per_seat: Mapping[int, "str | Sequence[str]"], default: str = "pass") -> Policy:
    """A policy from each seat's actions in turn: ``{1: "bet seven 1"}`` -- seat 1's first action
    is ``bet seven 1``; a seat's later actions, and every action of a seat not named, are
    ``default``. A seat's place in its list is the number of actions it has taken in the deal, so
    the policy keeps no state of its own and every branch of a walk sees the same script."""
    script = {s: [a] if isinstance(a, str) else list(a) for s, a in per_seat.items()}

    def policy(state: "GameState") -> str:
        seat = state.to_act
        acts = script.get(seat, ()) if seat is not None else ()
        k = sum(1 for s, _ in state.history if s == seat)
        return acts[k] if k < len(acts) else default
    return policy


def new_state(game: "GameInfo", players: int | None = None, rules: Any = None,
              context: dict | None = None) -> "GameState":
    """A fresh deal of ``game`` to walk (the shuffler is seeded: only explicit chance is walked)."""
    return game.new_deal(players, rules, SeededShuffler(0), context)


def outcome_distribution(start: "GameState", policy: Policy,
                         key: Callable[["GameState"], Any] | None = None,
                         max_nodes: int = 1_000_000,
                         stop: Callable[["GameState"], bool] | None = None) -> dict[Any, Fraction]:
    """Every end of the deal from ``start`` (not changed), seats playing ``policy``, grouped by
    ``key(final_state)`` (default: the outcome as a tuple), with exact probabilities summing to 1.

    ``stop``, if given, makes a leaf of every chance turn where ``stop(state)`` holds (grouped by
    ``key`` too, so ``key`` must handle a deal not over): a walk of part of a deal, e.g. card
    craps' come-out up to the point, whose own chance is solved elsewhere.

    Raises:
        WalkTooLarge: more than ``max_nodes`` states would be visited.
        IllegalAction: the policy chose an action the rules refuse.
    """
    key = key or (lambda st: tuple(st.outcome()))
    dist: dict[Any, Fraction] = {}
    nodes = 0
    stack: list[tuple["GameState", Fraction]] = [(start.clone(), Fraction(1))]
    while stack:
        st, p = stack.pop()
        nodes += 1
        if nodes > max_nodes:
            raise WalkTooLarge(f"the walk passed {max_nodes} states; this deal's chance is too large to walk")
        while not st.is_over and st.to_act != CHANCE:        # the seats' fixed play
            st.apply(policy(st))
        if st.is_over or (stop is not None and stop(st)):
            k = key(st)
            dist[k] = dist.get(k, Fraction(0)) + p
            continue
        for action, q in st.chance_outcomes():
            child = st.clone()
            child.apply(action)
            stack.append((child, p * q))
    return dist


def exact_value(game: "GameInfo | GameState", policy: Policy, players: int | None = None,
                rules: Any = None, context: dict | None = None,
                max_nodes: int = 1_000_000) -> list[Fraction]:
    """The exact expected outcome per seat (chips or points, as ``outcome()``) of a deal of
    ``game`` -- a registered game (a new deal with ``players``, ``rules``, ``context``) or a state
    to start from -- with the seats playing ``policy`` and every chance turn walked.

    Example: seat 1 stakes one chip on the seven at under and over seven::

        exact_value(get_game("under-and-over-seven"), scripted({1: "bet seven 1"}), players=2)
        # [Fraction(1, 3), Fraction(-1, 3)]  -- the house's edge: 1/3 of the stake

    Raises: as :func:`outcome_distribution`.
    """
    start = game if isinstance(game, GameState) else new_state(game, players, rules, context)
    dist = outcome_distribution(start, policy, max_nodes=max_nodes)
    n = start.num_players
    total = [Fraction(0)] * n
    for out, p in dist.items():
        for i, v in enumerate(out):
            total[i] += p * v
    return total
