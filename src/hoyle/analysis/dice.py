"""Exact odds of the dice games (seed 001 part 6 §5), from the games' own chance outcomes.

:func:`absorbing_distribution` walks a deal from a start position, the seats playing a fixed
policy, through every chance outcome the state lists (exact Fractions), merging positions with
the same key (``state.position_key()`` or a given ``merge``), so a walk of three throws of three
dice visits a few hundred positions, not 216**3. Positions that come round again (the craps
point thrown for until it or a seven comes; ace in the pot's counters passing left) are solved
exactly: the positions are taken in strongly connected groups, sinks first, and each group's
absorption probabilities are the solution of its linear system in Fractions. So it answers for
deals that may go on for ever, and its answers are exact.

Public functions return ``dict``s of Fractions; :mod:`hoyle.cli.dice` prints them
(``hoyle odds GAME``).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Callable

from ..core.chance import CHANCE
from ..core.errors import HoyleError
from ..core.registry import get_game
from ..core.state import GameState
from .exact import Policy, WalkTooLarge, new_state

__all__ = ["absorbing_distribution", "first_legal", "DiceOddsError"]


class DiceOddsError(HoyleError):
    """An odds question these walks cannot answer (bad argument)."""


def first_legal(state: GameState):
    """The policy that takes the first legal action (the games whose seats have no choice)."""
    return state.legal_actions()[0]


def _settle(st: GameState, policy: Policy, stop) -> GameState:
    while not st.is_over and st.to_act != CHANCE and not (stop and stop(st)):
        st.apply(policy(st))
    return st


def absorbing_distribution(start: GameState, policy: Policy = first_legal,
                           key: Callable[[GameState], Any] | None = None,
                           stop: Callable[[GameState], bool] | None = None,
                           merge: Callable[[GameState], Any] | None = None,
                           max_states: int = 200_000) -> dict[Any, Fraction]:
    """Every end of the deal from ``start`` (unchanged), grouped by ``key(end)`` (default: the
    outcome as a tuple), with exact probabilities summing to 1 -- also for deals whose positions
    recur (solved as linear systems).

    ``stop(state)``: make a leaf of any position where it holds (``key`` then sees a deal not
    over). ``merge(state)``: the key under which positions are the same (default
    ``position_key()``; it must hold all that the rest of the deal depends on).

    Raises:
        WalkTooLarge: more than ``max_states`` distinct positions.
    """
    key = key or (lambda st: tuple(st.outcome()))
    merge = merge or (lambda st: st.position_key())
    nodes: dict[Any, GameState] = {}
    edges: dict[Any, list[tuple[Any, Fraction]]] = {}
    leaf: dict[Any, Any] = {}
    root = _settle(start.clone(), policy, stop)
    rk = ("pos", merge(root))
    todo = [(rk, root)]
    nodes[rk] = root
    while todo:
        k, st = todo.pop()
        if st.is_over or (stop and stop(st)):
            leaf[k] = key(st)
            continue
        out: dict[Any, Fraction] = {}
        for action, q in st.chance_outcomes():
            child = _settle(st.clone(), policy, stop)
            child.apply(action)
            child = _settle(child, policy, stop)
            ck = ("pos", merge(child))
            out[ck] = out.get(ck, Fraction(0)) + q
            if ck not in nodes:
                if len(nodes) >= max_states:
                    raise WalkTooLarge(f"the walk passed {max_states} positions")
                nodes[ck] = child
                todo.append((ck, child))
        edges[k] = list(out.items())
    values = _solve(rk, edges, leaf)
    return values[rk]


def _solve(root, edges, leaf) -> dict[Any, dict[Any, Fraction]]:
    """Absorption distributions of every position (Tarjan's groups, sinks first)."""
    val: dict[Any, dict[Any, Fraction]] = {}
    for k, lk in leaf.items():
        val[k] = {lk: Fraction(1)}
    index: dict[Any, int] = {}
    low: dict[Any, int] = {}
    on: set = set()
    stack: list = []
    counter = [0]
    # iterative Tarjan
    for start in [root]:
        if start in index:
            continue
        work = [(start, iter(edges.get(start, ())))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            advanced = False
            for w, _ in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(edges.get(w, ()))))
                    advanced = True
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                group = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    group.append(w)
                    if w == v:
                        break
                _solve_group(group, edges, val)
    return val


def _solve_group(group, edges, val) -> None:
    members = set(group)
    if len(group) == 1 and group[0] in val:          # a leaf
        return
    order = {g: i for i, g in enumerate(group)}
    n = len(group)
    # (I - P) x = b, columns: the group's members; right sides per end
    rows = []
    for g in group:
        a = [Fraction(0)] * n
        a[order[g]] += 1
        b: dict[Any, Fraction] = {}
        for w, q in edges.get(g, ()):
            if w in members:
                a[order[w]] -= q
            else:
                for end, p in val[w].items():
                    b[end] = b.get(end, Fraction(0)) + q * p
        rows.append((a, b))
    # Gauss-Jordan in Fractions
    for c in range(n):
        piv = next(r for r in range(c, n) if rows[r][0][c] != 0)
        rows[c], rows[piv] = rows[piv], rows[c]
        a, b = rows[c]
        inv = 1 / a[c]
        a = [x * inv for x in a]
        b = {e: p * inv for e, p in b.items()}
        rows[c] = (a, b)
        for r in range(n):
            if r != c and rows[r][0][c] != 0:
                f = rows[r][0][c]
                ar, br = rows[r]
                ar = [x - f * y for x, y in zip(ar, a)]
                br = dict(br)
                for e, p in b.items():
                    br[e] = br.get(e, Fraction(0)) - f * p
                rows[r] = (ar, br)
    for g in group:
        val[g] = {e: p for e, p in rows[order[g]][1].items() if p != 0}


def start_of(slug: str, players: int | None = None, rules: Any = None) -> GameState:
    """A fresh deal of the dice game ``slug`` to walk."""
    return new_state(get_game(slug), players, rules)
