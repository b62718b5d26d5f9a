"""A double-dummy solver for whist and bridge play, and a bot that plays its best cards.

Double dummy = every hand is known. :func:`solve` returns how many of the remaining tricks
the north-south side (seats 0 and 2) takes with best play by both sides, from any position
of a :class:`~hoyle.mechanics.tricks.TrickPlay` (even mid-trick). Our own search:

* alpha-beta (minimax: north-south maximise their tricks, east-west minimise them),
  fail-soft, searched with a narrowing window;
* a transposition table at trick boundaries keyed by the four hands and the leader,
  storing lower/upper bounds;
* equivalent cards are tried once: cards of one hand adjacent in rank within a suit, with
  no other card still in play (in a hand or on the table) between them;
* move ordering: the leader tries high cards first, followers try their cheapest winner
  first.

Pure Python: endings of up to about eight tricks solve in well under a second; a full
13-card deal can take from seconds to minutes. (The permissively licensed ``endplay``
library, wrapping the DDS solver, is far faster for 52-card bridge; it is not a dependency.)

Only partnership play in four hands (seat & 1 = side) is modelled.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..cards import Card
from ..core.actions import Action
from ..mechanics.tricks import PLAY, TrickPlay
from . import Bot

__all__ = ["solve", "solve_hands", "card_values", "DoubleDummyBot"]


def _masks(hands: Sequence[Sequence[int]]) -> list[int]:
    m = [0] * 16
    for seat, h in enumerate(hands):
        for c in h:
            m[seat * 4 + (c & 3)] |= 1 << (c >> 2)
    return m


_COMPRESS: dict[tuple[int, int], int] = {}


class _Solver:
    __slots__ = ("trump", "tt", "nodes")

    def __init__(self, trump: int | None):
        self.trump = -1 if trump is None else trump
        self.tt: dict[tuple, tuple[int, int]] = {}
        self.nodes = 0

    # moves of ``seat``: representatives of equivalent groups, as (suit, rank_index)
    def moves(self, h: list[int], seat: int, led: int, trick: list[tuple[int, int, int]], lead: bool):
        base = seat * 4
        if led >= 0 and h[base + led]:
            suits = (led,)
        else:
            suits = (0, 1, 2, 3)
        out = []
        for s in suits:
            mine = h[base + s]
            if not mine:
                continue
            occupied = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
            for _, ts, tr in trick:
                if ts == s:
                    occupied |= 1 << tr
            r = 12
            prev_mine = False
            while r >= 0:
                bit = 1 << r
                if occupied & bit:
                    if mine & bit:
                        if not prev_mine:
                            out.append((s, r))     # the top of a run; replaced below by the lowest
                        else:
                            out[-1] = (s, r)
                        prev_mine = True
                    else:
                        prev_mine = False
                r -= 1
        return out

    def trick_search(self, h: list[int], leader: int, alpha: int, beta: int) -> int:
        base = leader * 4
        rem = bin(h[base] | 0).count("1") + bin(h[base + 1]).count("1") + bin(h[base + 2]).count("1") \
            + bin(h[base + 3]).count("1")
        if rem == 0:
            return 0
        key = self._key(h, leader)
        e = self.tt.get(key)
        if e is None:
            qt = self._quick_tricks(h, leader)
            lo, hi = (qt, rem) if leader & 1 == 0 else (0, rem - qt)
        else:
            lo, hi = e
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:
            return lo
        a0, b0 = max(alpha, lo), min(beta, hi)
        v = self.play(h, leader, [], a0, b0)
        if v <= a0:
            hi = min(hi, v)
        elif v >= b0:
            lo = max(lo, v)
        else:
            lo = hi = v
        self.tt[key] = (lo, hi)
        return v

    def play(self, h: list[int], leader: int, trick: list, alpha: int, beta: int) -> int:
        self.nodes += 1
        n = len(trick)
        seat = (leader + n) & 3
        led = trick[0][1] if trick else -1
        ns = seat & 1 == 0
        moves = self.moves(h, seat, led, trick, n == 0)
        if n == 0:
            moves.sort(key=lambda m: -m[1])
        else:
            wseat, ws, wr = self._winner(trick)
            partner_wins = (wseat & 1) == (seat & 1)

            def order(m):
                s, r = m
                beats = (s == ws and r > wr) or (s == self.trump and ws != self.trump)
                if partner_wins:
                    return (0 if not beats else 1, r)
                return (0 if beats else 1, r)
            moves.sort(key=order)
        best = -1 if ns else 99
        for s, r in moves:
            idx = seat * 4 + s
            bit = 1 << r
            h[idx] ^= bit
            trick.append((seat, s, r))
            if n == 3:
                w = self._winner(trick)[0]
                add = 1 if w & 1 == 0 else 0
                v = add + self.trick_search(h, w, alpha - add, beta - add)
            else:
                v = self.play(h, leader, trick, alpha, beta)
            trick.pop()
            h[idx] ^= bit
            if ns:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        return best

    def _quick_tricks(self, h: list[int], leader: int) -> int:
        """Tricks the leader can cash at once from the top of his own suits (a lower bound):
        in each suit, his run of the highest cards still out, counted only for the rounds in
        which neither adversary can ruff (no trumps, or both follow, or the suit is trumps)."""
        t = self.trump
        lb = leader * 4
        opp1, opp2 = ((leader + 1) & 3) * 4, ((leader + 3) & 3) * 4
        opp_trumps = t >= 0 and (h[opp1 + t] or h[opp2 + t])
        total = 0
        for s in range(4):
            mine = h[lb + s]
            if not mine:
                continue
            occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
            run = 0
            r = occ.bit_length() - 1
            while r >= 0:
                bit = 1 << r
                if occ & bit:
                    if not mine & bit:
                        break
                    run += 1
                r -= 1
            if run and s != t and opp_trumps:
                run = min(run, bin(h[opp1 + s]).count("1"), bin(h[opp2 + s]).count("1"))
            if run and s != t and t >= 0 and not opp_trumps:
                pass
            total += run
        return total

    def _key(self, h: list[int], leader: int) -> tuple:
        """Hands with ranks made relative within each suit (cards played drop out), so
        positions differing only in spent small cards share an entry."""
        out = [leader]
        cache = _COMPRESS
        for s in range(4):
            occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
            for seat in range(4):
                m = h[seat * 4 + s]
                k = (occ, m)
                v = cache.get(k)
                if v is None:
                    v = 0
                    j = 0
                    r = 0
                    o = occ
                    while o:
                        if o & 1:
                            if m & (1 << r):
                                v |= 1 << j
                            j += 1
                        o >>= 1
                        r += 1
                    cache[k] = v
                out.append(v)
        return tuple(out)

    def _winner(self, trick):
        wseat, ws, wr = trick[0]
        t = self.trump
        for seat, s, r in trick[1:]:
            if s == ws:
                if r > wr:
                    wseat, wr = seat, r
            elif s == t:
                wseat, ws, wr = seat, s, r
        return wseat, ws, wr


def _solve_from(tp: TrickPlay, solver: _Solver) -> int:
    if tp.n != 4:
        raise ValueError("the double-dummy solver models four hands in two partnerships")
    h = _masks(tp.hands)
    trick = [((tp.leader + i) & 3, c & 3, c >> 2) for i, c in enumerate(tp.trick)]
    total = len(tp.hands[tp.turn]) + (1 if tp.trick else 0)
    lo, hi = 0, total
    while lo < hi:                       # null-window searches, bisecting the trick count
        mid = (lo + hi + 1) // 2
        if not trick:
            v = solver.trick_search(h, tp.leader, mid - 1, mid)
        else:
            v = solver.play(h, tp.leader, list(trick), mid - 1, mid)
        if v >= mid:
            lo = v
        else:
            hi = v
    return lo


def solve(tp: TrickPlay) -> int:
    """Tricks north-south (seats 0 and 2) take from now on (the trick in progress included)
    with best play by all. Raises ValueError for other than four hands."""
    return _solve_from(tp, _Solver(tp.trump))


def solve_hands(hands: Sequence[Sequence[int]], trump: int | None, leader: int) -> int:
    """Tricks north-south take from a fresh position: ``hands`` by seat, ``leader`` to lead."""
    return solve(TrickPlay([list(x) for x in hands], trump, leader))


def card_values(tp: TrickPlay) -> dict[Card, int]:
    """For each legal card of the seat to play: north-south's tricks from now if he plays it."""
    solver = _Solver(tp.trump)
    out = {}
    for c in tp.legal():
        t = tp.clone()
        w = t.play(c)
        got = 0
        if w is not None:
            got = 1 if w & 1 == 0 else 0
        out[Card(c)] = got + (_solve_from(t, solver) if not t.over else 0)
    return out


class DoubleDummyBot(Bot):
    """Plays the double-dummy best card (ties: the lowest). It needs the whole deal, so
    call :meth:`bind` with the state (a state with a ``tp`` TrickPlay) before ``choose``."""

    name = "double-dummy"

    def __init__(self, seat: int, seed: int | None = None, game: Any = None):
        super().__init__(seat, seed, game)
        self.state: Any = None

    def bind(self, state: Any) -> "DoubleDummyBot":
        self.state = state
        return self

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if self.state is None or len(legal) == 1:
            return legal[0]
        tp = self.state.tp
        vals = card_values(tp)
        ns = tp.turn & 1 == 0
        best = max(vals.values()) if ns else min(vals.values())
        c = min((c for c, v in vals.items() if v == best), key=lambda c: (c >> 2, c & 3))
        return PLAY[c]
