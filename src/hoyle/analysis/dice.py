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


# ----- the games -------------------------------------------------------------------------------

#: raffling (seed 001 part 6 §5.2, catalog O-21): the printed odds against N or more with nine dice
RAFFLE_BOOK_ODDS = {32: (1, 1), 33: (9, 7), 34: (11, 6), 35: (28, 11), 36: (3, 1), 37: (5, 1), 38: (7, 1),
                    39: (10, 1), 40: (16, 1), 41: (24, 1), 42: (39, 1), 43: (66, 1), 44: (116, 1),
                    45: (215, 1), 46: (422, 1), 47: (886, 1), 48: (2016, 1), 49: (5032, 1), 50: (14093, 1),
                    51: (45809, 1), 52: (183229, 1), 53: (1007768, 1), 54: (10077695, 1)}

#: the score games whose one seat's score is walked by :func:`score_distribution`
SCORE_GAMES = ("raffling", "round-the-spot", "going-to-boston", "multiplication-dice")


def _race_merge(st):
    return (tuple((len(k), st.score(k)) for k in st.kept), st.seat, st.stage)


def score_distribution(slug: str, rules: Any = None) -> dict[int, Fraction]:
    """One player's score at a game of :data:`SCORE_GAMES` (raffling: the nine dice's total),
    walked through the game's own throws: ``{score: probability}``."""
    if slug not in SCORE_GAMES:
        raise DiceOddsError(f"{slug} is not one of {', '.join(SCORE_GAMES)}")
    st = start_of(slug, 2, rules)
    d = absorbing_distribution(st, key=lambda s: s.score(s.kept[0]), stop=lambda s: s.seat != 0,
                               merge=_race_merge)
    return dict(sorted(d.items()))


def two_player_pool(slug: str, rules: Any = None) -> dict[str, Fraction]:
    """Two players at a game of :data:`SCORE_GAMES`: the chance the first to throw takes the pool,
    that they divide it, that the second takes it."""
    d = absorbing_distribution(start_of(slug, 2, rules), merge=_race_merge)
    return {"first wins": d.get((1, -1), Fraction(0)), "divided": d.get((0, 0), Fraction(0)),
            "second wins": d.get((-1, 1), Fraction(0))}


def at_least(dist: dict[int, Fraction], n: int) -> Fraction:
    return sum((p for k, p in dist.items() if k >= n), Fraction(0))


def odds_against(p: Fraction) -> Fraction:
    """``(1 - p) / p``: the odds against a chance ``p`` as a ratio to 1."""
    return (1 - p) / p


def craps_odds() -> dict[str, Fraction]:
    """The caster's chances at craps (§5.3), walked through the game (every other seat passes):
    the first throw's nick, craps and point, each point made, and the whole decision."""
    from .exact import scripted
    st = start_of("craps", 2)
    pol = scripted({}, default="pass")
    d = absorbing_distribution(st, pol, key=lambda s: (s.result, s.point), merge=lambda s: (s.point, s.result, s.seat, s.phase, s.dice_needed))
    out = {"nick on the first throw": sum((p for (r, pt), p in d.items() if pt is None and r == "win"), Fraction(0)),
           "craps on the first throw": sum((p for (r, pt), p in d.items() if pt is None and r == "lose"), Fraction(0)),
           "a point on the first throw": sum((p for (r, pt), p in d.items() if pt is not None), Fraction(0))}
    for pt in (4, 5, 6, 8, 9, 10):
        made, any_ = d.get(("win", pt), Fraction(0)), d.get(("win", pt), Fraction(0)) + d.get(("lose", pt), Fraction(0))
        out[f"point {pt} made"] = made / any_
    out["the caster wins"] = sum((p for (r, _), p in d.items() if r == "win"), Fraction(0))
    return out


def poker_dice_odds(bot: bool = False) -> dict[str, Fraction]:
    """Poker dice (§5.4): the hand one throw of five dice makes (``bot``: after up to three
    throws, keeping groups as the heuristic bot does), by hand type."""
    from ..games.dice import HAND_NAMES, KeepGroupsBot, poker_dice_hand
    st = start_of("poker-dice", 2)
    if bot:
        b = KeepGroupsBot(0)
        pol = lambda s: b.choose(s.view(0), s.legal_actions())       # noqa: E731
    else:
        pol = lambda s: "stand"                                     # noqa: E731
    d = absorbing_distribution(st, pol, key=lambda s: poker_dice_hand(s.hands[0])[0], stop=lambda s: s.seat != 0)
    return {HAND_NAMES[k]: d.get(k, Fraction(0)) for k in range(len(HAND_NAMES))}


def ten_pins_frame() -> dict[str, Fraction]:
    """One frame of dice ten-pins (§5.5) thrown by the book's advice (the heuristic bot): the
    chance of a strike, a spare, and of each break total."""
    from ..games.dice import KeepFivesBot
    b = KeepFivesBot(0)
    st = start_of("dice-ten-pins", 2)
    d = absorbing_distribution(st, lambda s: b.choose(s.view(0), s.legal_actions()),
                               key=lambda s: s.sheets[0][0][0] if s.sheets[0][0][0] != "break"
                               else f"break {s.sheets[0][0][3]}",
                               stop=lambda s: s.seat != 0 or s.frame > 0)
    return dict(sorted(d.items(), key=lambda kv: (kv[0].startswith("break"), len(kv[0]), kv[0])))


def baseball_inning(form: str = "simple", most: int = 10) -> dict[str, Fraction]:
    """Runs in one inning (simple form: one player's; diamond: one side's half-inning) of dice
    baseball (§5.6): ``{"0": p, "1": p, ..., "more than MOST": p}``, exact."""
    from ..games.dice import BaseballRules
    st = start_of("dice-baseball", 2, BaseballRules(form=form))
    if form == "diamond":
        for a in ("throw", "roll 6", "throw", "roll 1", "bat"):      # seat 0 wins the lots, bats first
            st.apply(a)
        done = lambda s: s.seat != 0 or s.half != 0 or s.inning > 0      # noqa: E731
    else:
        done = lambda s: s.seat != 0 or s.inning > 0                      # noqa: E731
    d = absorbing_distribution(st, key=lambda s: str(s.runs[0]) if s.runs[0] <= most else f"more than {most}",
                               stop=lambda s: done(s) or s.runs[0] > most)
    return dict(sorted(d.items(), key=lambda kv: (len(kv[0]), kv[0])))


def ace_in_the_pot_odds(players: int = 3) -> dict[str, Fraction]:
    """Each seat's chance of taking the pool at ace in the pot (§5.7), seat 0 throwing first."""
    d = absorbing_distribution(start_of("ace-in-the-pot", players), key=lambda s: s.winner)
    return {f"seat {s}": d.get(s, Fraction(0)) for s in range(players)}


def centennial_odds() -> dict[str, Fraction]:
    """The chance that the side throwing first wins at centennial (§5.7)."""
    d = absorbing_distribution(start_of("centennial", 2), key=lambda s: s.progress[0] == 24,
                               merge=lambda s: (tuple(s.progress), s.seat))
    return {"first side wins": d.get(True, Fraction(0)), "second side wins": d.get(False, Fraction(0))}


def neighbour_odds(target: int = 5) -> dict[str, Fraction]:
    """Help your neighbour (§5.7): the chance that the game ends with one winner, and with two or
    three dividing the pool (walked through the game; positions are merged by the points as a
    multiset: neither the thrower nor which number holds which points changes the dice)."""
    from ..games.dice import NeighbourRules
    d = absorbing_distribution(start_of("help-your-neighbour-dice", 6, NeighbourRules(target=target)),
                               key=lambda s: len(s._winners()),
                               merge=lambda s: (tuple(sorted(s.points)), s.seat is None))   # numbers alike
    return {f"{k} winner{'s' if k > 1 else ''}": d.get(k, Fraction(0)) for k in sorted(d)}


def vingt_et_un_odds(players: int = 2, stop: int = 18) -> dict[str, Fraction]:
    """Vingt-et-un with one die (§5.7), every player standing at ``stop`` or more (the book's
    advice: 18): each seat's chance of taking the pool alone, of a divided pool, and of every
    player going over (the antes returned)."""
    from ..games.dice import StopAtBot
    bots = [StopAtBot(s, stop=stop) for s in range(players)]
    st = start_of("vingt-et-un-dice", players)

    def who(s):
        best = max((t for t in s.totals if t <= 21), default=None)
        if best is None:
            return "everyone over"
        w = [i for i, t in enumerate(s.totals) if t == best]
        return f"seat {w[0]}" if len(w) == 1 else "divided"
    d = absorbing_distribution(st, lambda s: bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()), key=who)
    return dict(sorted(d.items()))
