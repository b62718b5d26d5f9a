"""A double-dummy solver for whist and bridge play, and a bot that plays its best cards.

Double dummy = every hand is known. :func:`solve` returns how many of the remaining tricks
the north-south side (seats 0 and 2) takes with best play by both sides, from any position
of a :class:`~hoyle.mechanics.tricks.TrickPlay` (even mid-trick). Our own search
(:class:`_FastSolver`):

* null-window boolean searches "can north-south take k more tricks?", k stepped one
  trick at a time from the middle (MTD(f) style), every search sharing one table;
* partition search: each search also returns the cards its proof relied on (trick
  winners that beat a card of their own suit, the top cards a bound counted), and the
  transposition table at trick boundaries keeps, with each lower or upper bound, only
  those cards: per suit the top cards still out down to the lowest relevant one, ranks
  made relative. One entry then answers every position with the same suit lengths and
  the same owners of those top cards, whatever the smaller cards;
* equivalent cards (adjacent in rank among the cards still in play) are tried once;
* quick tricks (the leader's cashable top cards, or partner's reached by a low lead) and,
  in a trump game, the trumps above all the adversaries' give bounds before any search;
* move ordering: the lead that cut off last time in the same position (or failing that
  the same suit lengths) first; cashing winners, low leads to partner's winners or to
  his ruff; second hand low unless it wins outright; third hand wins as cheaply as the
  fourth allows; fourth hand cheapest winner; ruffs cheapest; discards low.

Speed (``benchmarks/bench_double_dummy.py``, figures in
``benchmarks/RESULTS-double-dummy.md``): pure Python, endings of up to eight tricks take
milliseconds, a full 13-card deal from a fraction of a second to a couple of minutes. The
same search compiled by Numba (:mod:`hoyle.fast.double_dummy`, extra ``hoyle[fast]``) is
used by hoyle's backend when Numba is installed (``HOYLE_DD_KERNEL``: ``auto``, the default,
takes it for a position with at least :data:`KERNEL_MIN_CARDS` cards in the hand to play
or once it is compiled in the process; ``on``; ``off`` keeps the pure-Python solver, the
fallback, tested equal). The first alpha-beta solver is kept as :func:`solve_reference`
for cross-checks.

Backends. When the optional MIT-licensed ``endplay`` package (a wrapper of the C++ DDS
solver; ``pip install hoyle[dds]``) is importable and the position is one DDS models (four
hands, standard ranks, at most 13 cards a hand, trumps a suit or none, hands equal but for
the cards already played to the trick in progress), :func:`solve`, :func:`solve_hands`,
:func:`card_values` and :class:`DoubleDummyBot` use it (milliseconds for a full deal);
otherwise hoyle's own solver. ``backend="hoyle"`` (or the environment variable
``HOYLE_DD_BACKEND=hoyle``) forces ours, ``backend="endplay"`` forces DDS. Seat mapping:
hoyle seat 0, 1, 2, 3 = DDS north, east, south, west (the same rotation); hoyle suits
clubs..spades 0..3 = DDS denominations 3..0. Answers are the same from either backend
(tests/bridge/test_double_dummy.py checks them against each other).

Only partnership play in four hands (seat & 1 = side) is modelled by :func:`solve`.
:func:`solve_ordered` solves any :class:`~hoyle.mechanics.tricks.OrderedTrickPlay` (the euchre
and all-fours families: cards that change suit, ranks per game, follow-or-trump or heading
rules, seats sitting out) for tricks or card points, by a plain minimax with a table of the
positions met (exact values; no partition search), fast enough for endings of a few cards.
"""

from __future__ import annotations

import operator
import os
import threading
from typing import Any, Sequence

from ..cards import Card
from ..core.actions import Action
from ..core.errors import SetupError
from ..mechanics.tricks import PLAY, OrderedTrickPlay, TrickPlay
from . import Bot

__all__ = ["solve", "solve_hands", "solve_reference", "card_values", "DoubleDummyBot", "solve_ordered",
           "backend_for", "endplay_unsupported", "HAVE_ENDPLAY", "BACKENDS", "BACKEND_ENV", "KERNEL_ENV",
           "KERNEL_MIN_CARDS"]


def _masks(hands: Sequence[Sequence[int]]) -> list[int]:
    m = [0] * 16
    for seat, h in enumerate(hands):
        for c in h:
            m[seat * 4 + (c & 3)] |= 1 << (c >> 2)
    return m


_COMPRESS: dict[tuple[int, int], int] = {}


def _top_run(mine: int, occ: int) -> int:
    """How many of the highest ranks still out (``occ``) the holding ``mine`` has in a row."""
    run = 0
    r = occ.bit_length() - 1
    while r >= 0:
        bit = 1 << r
        if occ & bit:
            if not mine & bit:
                break
            run += 1
        r -= 1
    return run


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
            run = _top_run(mine, h[s] | h[4 + s] | h[8 + s] | h[12 + s])
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


# ---------------------------------------------------------------------------------------
# The fast solver: null-window ("can north-south take k more tricks?") boolean search.
# ---------------------------------------------------------------------------------------

_SUITKEY: dict[tuple[int, int, int, int], int] = {}


def _suit_key(t: tuple[int, int, int, int]) -> int:
    """The four holdings of one suit with ranks made relative among the cards still held
    (rank equivalence): 13 bits per seat, packed in one int."""
    occ = t[0] | t[1] | t[2] | t[3]
    v = 0
    j = 0
    r = 0
    while occ:
        if occ & 1:
            bit = 1 << r
            for seat in range(4):
                if t[seat] & bit:
                    v |= 1 << (seat * 13 + j)
            j += 1
        occ >>= 1
        r += 1
    return v


_SUITINFO: dict[tuple[int, int, int, int], tuple[int, int]] = {}


def _suit_info(q: tuple[int, int, int, int]) -> tuple[int, int]:
    """One suit's four holdings (by seat) as ``(relative key, lengths)``: the key as
    :func:`_suit_key`, the lengths 4 bits a seat; cached."""
    v = _SUITINFO[q] = (_suit_key(q), sum(m.bit_count() << (4 * seat) for seat, m in enumerate(q)))
    return v


_NTH: dict[tuple[int, int], int] = {}


def _nth_top(occ: int, j: int) -> int:
    """The ``j``-th highest card (1 = the highest) of the ranks ``occ``, as a bit."""
    v = _NTH.get((occ, j))
    if v is None:
        m = occ
        for _ in range(j - 1):
            m ^= 1 << (m.bit_length() - 1)
        v = _NTH[(occ, j)] = 1 << (m.bit_length() - 1)
    return v


_REPS: dict[tuple[int, int], list[int]] = {}


def _reps(mine: int, occ: int) -> list[int]:
    """The lowest rank of each run of ``mine`` among the ranks ``occ`` still in play
    (cards adjacent there are equivalent), highest run first."""
    r = occ.bit_length() - 1
    prev = False
    reps: list[int] = []
    while r >= 0:
        bit = 1 << r
        if occ & bit:
            if mine & bit:
                if prev:
                    reps[-1] = r
                else:
                    reps.append(r)
                prev = True
            else:
                prev = False
        r -= 1
    return reps


class _FastSolver:
    """Boolean null-window search on whole tricks, with partition (winning-rank) bounds.

    * ``make(leader, k)``: can north-south take at least ``k`` of the remaining tricks,
      ``leader`` to lead? Searched trick by trick, the four plays of a trick in ``_play``.
      Every search answers ``(ok, w)``: the answer and the *relevant cards* ``w`` its proof
      used (a mask, bit ``16 * suit + rank``). Only the lowest relevant card of each suit
      counts: the proof holds for every position in which the cards of that suit at or
      above it lie with the same hands (ranks taken relative among the cards still out)
      and each hand has the same number of cards in each suit; the cards below are
      interchangeable small cards.
    * ``w`` grows from the trick winners that beat a card of their own suit (a ruff with
      no other trump in the trick, or a lead nobody follows, wins whatever its rank), from
      the top cards that the quick-trick and sure-trump bounds count, and from the table
      entries that answered. At each node the mover's run of equivalent cards is never cut
      by the threshold (:meth:`_close`), since only one card of each run is tried.
    * transposition table at trick boundaries, one bucket per leader and suit lengths of
      every hand; an entry keeps the relative holdings of the relevant top cards (a mask
      and its value) and a bound on north-south's remaining tricks, lower or upper (the
      best one proven for those cards). One entry answers every position of the bucket
      that agrees on those cards. Why that is sound: map the small cards of each hand and
      suit of one position onto the other's in rank order; every trick of the proof then
      has the same winner (a small card never beat a card of its own suit there, else it
      would be relevant, and every relevant card outranks every small one) and every play
      stays legal (same suit lengths).
    * cards equivalent in rank (adjacent among the cards still in play) are tried once:
      the lowest of each run;
    * quick tricks (the leader's or, after a low lead, partner's top cards) and in a trump
      game the trumps above all the adversaries' give bounds before any search;
    * move ordering: the lead that cut off last time in the same position (else in one
      with the same leader and suit lengths) first, then winners and partner's-suit
      leads, second hand low, third hand high enough, cheapest winning card, discards
      from the lowest cards.
    """

    __slots__ = ("t", "tt", "nodes", "h", "table", "best")

    def __init__(self, trump: int | None):
        self.t = -1 if trump is None else trump
        # (leader, suit lengths) -> (lower bounds, upper bounds), each a dict: mask of the
        # relevant top cards -> (their count per suit, packed; {masked relative holdings:
        # bound}), the best bound kept
        self.tt: dict[int, tuple[dict, dict]] = {}
        self.nodes = 0
        self.h: list[int] = [0] * 16
        self.table = [0, 0, 0, 0]          # ranks lying on the table, by suit
        self.best: dict[int, int] = {}     # position, or shape alone -> the lead that last cut off

    # ----- positions and relevant cards ---------------------------------------------
    def _position(self, leader: int) -> tuple[int, int]:
        """``(shape, rel)``: the bucket key (leader and the 16 suit lengths) and the
        holdings with ranks relative among the cards still out, 52 bits a suit."""
        h = self.h
        info = _SUITINFO
        q = (h[0], h[4], h[8], h[12])
        a = info.get(q) or _suit_info(q)
        q = (h[1], h[5], h[9], h[13])
        b = info.get(q) or _suit_info(q)
        q = (h[2], h[6], h[10], h[14])
        c = info.get(q) or _suit_info(q)
        q = (h[3], h[7], h[11], h[15])
        d = info.get(q) or _suit_info(q)
        return (leader | a[1] << 2 | b[1] << 18 | c[1] << 34 | d[1] << 50,
                a[0] | b[0] << 52 | c[0] << 104 | d[0] << 156)

    def _store(self, bucket: tuple[dict, dict], rel: int, w: int, bound: int, lower: bool) -> None:
        """Record a proven bound with its relevant cards: per suit the top ``j`` cards
        still out, ``j`` counted down to the lowest relevant card."""
        h = self.h
        mask = jp = 0
        for s in range(4):
            ws = w >> (16 * s) & 0x1FFF
            if ws:
                occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
                j = (occ & ~((ws & -ws) - 1)).bit_count()
                m = ((1 << j) - 1) << (occ.bit_count() - j)
                mask |= (m | m << 13 | m << 26 | m << 39) << (52 * s)
                jp |= j << (4 * s)
        side = bucket[0 if lower else 1]
        e = side.get(mask)
        if e is None:
            side[mask] = (jp, {rel & mask: bound})
            return
        vals = e[1]
        old = vals.get(rel & mask)
        if old is None or (bound > old if lower else bound < old):
            vals[rel & mask] = bound

    def _wtop(self, jp: int) -> int:
        """The relevant cards of a table entry in this position: per suit the lowest of
        the top ``j`` cards still out."""
        h = self.h
        w = 0
        for s in range(4):
            j = jp >> (4 * s) & 15
            if j:
                occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
                w |= _nth_top(occ, j) << (16 * s)
        return w

    def _close(self, seat: int, w: int) -> int:
        """Extend the relevant cards so that no run of ``seat``'s equivalent cards is cut:
        where the lowest relevant card of a suit is his, the rest of his run below it
        (adjacent among the cards still in play) becomes relevant too."""
        h = self.h
        base = seat * 4
        for s in range(4):
            ws = w >> (16 * s) & 0x1FFF
            if not ws:
                continue
            low = ws & -ws
            mine = h[base + s]
            if not mine & low:
                continue
            below = (h[s] | h[4 + s] | h[8 + s] | h[12 + s] | self.table[s]) & (low - 1)
            while below:
                top = 1 << (below.bit_length() - 1)
                if not mine & top:
                    break
                low = top
                below ^= top
            w |= low << (16 * s)
        return w

    def _runs(self, seat: int) -> list[int]:
        """Per suit, how many of the highest cards still out ``seat`` holds in a row."""
        h = self.h
        base = seat * 4
        runs = [0, 0, 0, 0]
        for s in range(4):
            mine = h[base + s]
            if not mine:
                continue
            runs[s] = _top_run(mine, h[s] | h[4 + s] | h[8 + s] | h[12 + s])
        return runs

    def _quick(self, leader: int) -> tuple[int, int]:
        """Tricks the leader's side cashes at once (a lower bound) and the cards it relies
        on: the leader's top cards in each suit; or a low lead to partner's top cards in a
        suit, then partner's top cards. In a trump game a plain suit counts only for the
        rounds both adversaries follow, unless the cashing hand's top trumps draw all of
        theirs first."""
        h = self.h
        t = self.t
        lb = leader * 4
        o1, o2 = ((leader + 1) & 3) * 4, ((leader + 3) & 3) * 4
        runs = self._runs(leader)
        partner = (leader + 2) & 3
        pruns = self._runs(partner)
        if t >= 0:
            ot = max(h[o1 + t].bit_count(), h[o2 + t].bit_count())
            lens = [min(h[o1 + s].bit_count(), h[o2 + s].bit_count()) for s in range(4)]
        else:
            ot = 0
            lens = None

        def cash(rs: list[int]) -> int:
            if t < 0:
                return rs[0] + rs[1] + rs[2] + rs[3]
            total = rs[t]
            drawn = ot == 0 or rs[t] >= ot
            for s in range(4):
                if s != t and rs[s]:
                    total += rs[s] if drawn else min(rs[s], lens[s])
            return total

        best = cash(runs)
        used = runs
        for s in range(4):
            # a low card of s led to partner, who holds the top of s
            if pruns[s] and h[lb + s] and not runs[s] and (t < 0 or s == t or ot == 0 or lens[s] >= 1):
                v = cash(pruns)
                if v > best:
                    best, used = v, pruns
                break
        w = 0
        if best:
            for s in range(4):
                if used[s]:
                    w |= _nth_top(h[s] | h[4 + s] | h[8 + s] | h[12 + s], used[s]) << (16 * s)
        return best, w

    def _sure(self, side: int) -> tuple[int, int]:
        """Trump game: tricks ``side`` is sure of from trumps above all the adversaries'
        (each such trump wins whenever it is played; partners' may meet, so the larger
        hand's count), and the lowest of those trumps (the relevant card)."""
        t = self.t
        h = self.h
        a = side * 4 + t
        b = (side + 2) * 4 + t
        opp = h[((side + 1) & 3) * 4 + t] | h[((side + 3) & 3) * 4 + t]
        above = ~((1 << opp.bit_length()) - 1)
        top = (h[a] | h[b]) & above
        if not top:
            return 0, 0
        return max((h[a] & above).bit_count(), (h[b] & above).bit_count()), (top & -top) << (16 * t)

    def make(self, leader: int, k: int) -> tuple[bool, int]:
        """Can north-south take ``k`` of the remaining tricks, ``leader`` to lead? Answers
        ``(ok, relevant cards)``."""
        if k <= 0:
            return True, 0
        h = self.h
        lb = leader * 4
        rem = h[lb].bit_count() + h[lb + 1].bit_count() + h[lb + 2].bit_count() + h[lb + 3].bit_count()
        if k > rem:
            return False, 0
        shape, rel = self._position(leader)
        bucket = self.tt.get(shape)
        if bucket is None:
            bucket = self.tt[shape] = ({}, {})
        else:
            for mask, (jp, vals) in bucket[0].items():
                lo = vals.get(rel & mask)
                if lo is not None and lo >= k:
                    return True, self._wtop(jp)
            for mask, (jp, vals) in bucket[1].items():
                hi = vals.get(rel & mask)
                if hi is not None and hi < k:
                    return False, self._wtop(jp)
        if self.t >= 0:
            lo, w = self._sure(0)
            if lo >= k:
                return True, w
            lo, w = self._sure(1)
            if rem - lo < k:
                return False, w
        qt, w = self._quick(leader)
        if leader & 1 == 0:
            if qt >= k:
                return True, w
        elif rem - qt < k:
            return False, w
        if rem == 1:
            return self._last(leader, k)
        ok, w = self._lead(leader, k, shape << 208 | rel)
        self._store(bucket, rel, w, k if ok else k - 1, ok)
        return ok, w

    def _last(self, leader: int, k: int) -> tuple[bool, int]:
        """The last trick (each hand one card): does north-south win ``k`` (= 1) of it?"""
        h = self.h
        t = self.t
        ws = wr = -1
        wseat = leader
        rk = False
        for i in range(4):
            seat = (leader + i) & 3
            for s in range(4):
                m = h[seat * 4 + s]
                if m:
                    r = m.bit_length() - 1
                    if i == 0:
                        ws, wr, wseat = s, r, seat
                    elif s == ws:
                        rk = True
                        if r > wr:
                            wr, wseat = r, seat
                    elif s == t:
                        ws, wr, wseat, rk = s, r, seat, False
                    break
        return (1 if wseat & 1 == 0 else 0) >= k, (1 << (16 * ws + wr)) if rk else 0

    def _moves(self, seat: int, n: int, led: int, wseat: int, ws: int, wr: int) -> list[int]:
        """Representative cards (rank * 4 + suit) of ``seat`` in the order to try them."""
        h = self.h
        t = self.t
        base = seat * 4
        table = self.table
        follow = led >= 0 and h[base + led]
        suits = (led,) if follow else (0, 1, 2, 3)
        scored = []
        partner = (seat + 2) & 3
        pwin = n > 0 and (wseat & 1) == (seat & 1)
        for s in suits:
            mine = h[base + s]
            if not mine:
                continue
            occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s] | table[s]
            top = occ.bit_length() - 1
            low = (mine & -mine).bit_length() - 1
            reps = _REPS.get((mine, occ))
            if reps is None:
                reps = _REPS[(mine, occ)] = _reps(mine, occ)
            if n == 0:
                # leading
                ptop = h[partner * 4 + s] >> top & 1 if top >= 0 else 0
                for i, r in enumerate(reps):
                    if i == 0 and mine >> top & 1:
                        sc = 100
                        if t >= 0 and s != t:
                            o1, o2 = ((seat + 1) & 3) * 4, ((seat + 3) & 3) * 4
                            if (not h[o1 + s] and h[o1 + t]) or (not h[o2 + s] and h[o2 + t]):
                                sc = 30
                    elif r == low:
                        sc = 70 - mine.bit_count() - h[partner * 4 + s].bit_count()
                        if ptop:
                            sc = 85
                        elif t >= 0 and s != t and not h[partner * 4 + s] and h[partner * 4 + t]:
                            sc = 90
                    else:
                        sc = 20 + r
                    scored.append((1024 - sc) << 6 | r << 2 | s)
            elif s == led:
                if n == 2:
                    # third hand: what can the fourth hand do?
                    fb = ((seat + 1) & 3) * 4
                    fourth = h[fb + s]
                    ftop = fourth.bit_length() - 1
                    fruff = not fourth and t >= 0 and s != t and h[fb + t]
                    if ws != led:
                        safe_w = False
                    else:
                        safe_w = wr > ftop and not fruff
                    for r in reps:
                        beats = ws == led and r > wr
                        if pwin and safe_w:
                            sc = -r
                        elif beats and r > ftop and not fruff:
                            sc = 80 - r             # wins the trick outright, cheapest first
                        elif beats:
                            sc = 40 - r
                        else:
                            sc = -r
                        scored.append((1024 - sc) << 6 | r << 2 | s)
                    continue
                if n == 1:
                    # second hand: low, unless a card above all the others still to play
                    b3 = ((seat + 1) & 3) * 4
                    rest = h[b3 + s]
                    rtop = rest.bit_length() - 1
                    ruff3 = not rest and t >= 0 and s != t and h[b3 + t]
                    for r in reps:
                        if ws == led and r > wr and r > rtop and not ruff3:
                            sc = 60 - r
                        else:
                            sc = -r
                        scored.append((1024 - sc) << 6 | r << 2 | s)
                    continue
                for r in reps:
                    beats = ws == led and r > wr
                    if pwin:
                        sc = -r                     # partner has it: low first
                    elif beats:
                        sc = 50 - r                 # cheapest winning card first
                    else:
                        sc = -r
                    scored.append((1024 - sc) << 6 | r << 2 | s)
            elif s == t:
                for r in reps:
                    beats = ws != t or r > wr
                    if beats and not pwin:
                        sc = 40 - r
                    else:
                        sc = -30 - r
                    scored.append((1024 - sc) << 6 | r << 2 | s)
            else:
                # discards: the lowest cards first, longer suits first among equals
                pen = 20 if (mine | h[partner * 4 + s]) >> top & 1 else 0
                for r in reps:
                    scored.append((1024 + r * 2 - mine.bit_count() + pen) << 6 | r << 2 | s)
        scored.sort()                       # (1024 - score) << 6 | move: best score first
        return [m & 63 for m in scored]

    def _lead(self, leader: int, k: int, key: int) -> tuple[bool, int]:
        """The first card of a trick; the lead that cut off here before is tried first."""
        self.nodes += 1
        ns = leader & 1 == 0
        h = self.h
        table = self.table
        moves = self._moves(leader, 0, -1, 0, 0, 0)
        b = self.best.get(key)
        if b is None:
            b = self.best.get(key >> 208)
        if b is not None and b in moves and moves[0] != b:
            moves.remove(b)
            moves.insert(0, b)
        wall = 0
        for m in moves:
            s = m & 3
            r = m >> 2
            bit = 1 << r
            idx = leader * 4 + s
            h[idx] ^= bit
            table[s] |= bit
            ok, w = self._play(leader, 1, s, leader, s, r, False, k)
            table[s] ^= bit
            h[idx] ^= bit
            if ok == ns:
                self.best[key] = self.best[key >> 208] = m
                return ok, self._close(leader, w)
            wall |= w
        return not ns, self._close(leader, wall)

    def _play(self, leader: int, n: int, led: int, wseat: int, ws: int, wr: int, rk: bool,
              k: int) -> tuple[bool, int]:
        """Can north-south take ``k`` tricks from here, ``n`` (1..3) cards of the trick
        played, ``(wseat, ws, wr)`` winning so far (``rk``: by rank, over a card of its own
        suit)? Answers ``(ok, relevant cards)``."""
        self.nodes += 1
        seat = (leader + n) & 3
        ns = seat & 1 == 0
        h = self.h
        table = self.table
        t = self.t
        wall = 0
        for m in self._moves(seat, n, led, wseat, ws, wr):
            s = m & 3
            r = m >> 2
            bit = 1 << r
            idx = seat * 4 + s
            if s == ws:
                if r > wr:
                    nseat, nws, nwr, nrk = seat, s, r, True
                else:
                    nseat, nws, nwr, nrk = wseat, ws, wr, True
            elif s == t:
                nseat, nws, nwr, nrk = seat, s, r, False
            else:
                nseat, nws, nwr, nrk = wseat, ws, wr, rk
            h[idx] ^= bit
            if n == 3:
                saved = table[:]
                table[0] = table[1] = table[2] = table[3] = 0
                ok, w = self.make(nseat, k - 1 if nseat & 1 == 0 else k)
                table[:] = saved
                if nrk:
                    w |= 1 << (16 * nws + nwr)
            else:
                table[s] |= bit
                ok, w = self._play(leader, n + 1, led, nseat, nws, nwr, nrk, k)
                table[s] ^= bit
            h[idx] ^= bit
            if ok == ns:
                return ok, self._close(seat, w)
            wall |= w
        return not ns, self._close(seat, wall)


def _card_order(rank_key: Sequence[int] | None) -> list[int] | None:
    """A game's own card order within each suit (``TrickPlay.rank_key``, e.g. Scotch
    whist's jack-high trumps) as a renumbering of the 52 cards: each card becomes the card
    of its suit whose standard rank index is its place in that order. None: standard."""
    if rank_key is None:
        return None
    out = [0] * 52
    for s in range(4):
        for i, c in enumerate(sorted(range(s, 52, 4), key=lambda c: rank_key[c])):
            out[c] = i << 2 | s
    return out


#: entries a module-level lookup table may hold before it is emptied (each is refilled on
#: demand); keeps a long-running process (a bot, a server) from growing without bound
_CACHE_MAX = 2_000_000


def _trim_caches() -> None:
    for cache in (_COMPRESS, _SUITINFO, _NTH, _REPS):
        if len(cache) > _CACHE_MAX:
            cache.clear()


def _position(tp: TrickPlay) -> tuple[list[list[int]], list[int]]:
    """The hands and the trick of ``tp`` with each card relabelled by the game's own rank
    order (:func:`_card_order`), as the fast solver and the kernel search them.

    Raises:
        ValueError: not four hands, or a card outside the 52-card pack."""
    if tp.n != 4:
        raise ValueError("the double-dummy solver models four hands in two partnerships")
    for h in tp.hands:
        for c in h:
            if not 0 <= c < 52:
                raise ValueError(f"the double-dummy solver plays the 52-card pack: card {c!r}")
    order = _card_order(tp.rank_key)
    hands, trick = tp.hands, tp.trick
    if order is not None:
        hands = [[order[c] for c in h] for h in hands]
        trick = [order[c] for c in trick]
    return [list(h) for h in hands], list(trick)


def _fast_from(tp: TrickPlay, solver: _FastSolver, guess: int | None = None) -> int:
    _trim_caches()
    hands, trick = _position(tp)
    solver.h = _masks(hands)
    solver.table = [0, 0, 0, 0]
    total = len(tp.hands[tp.turn]) + (1 if tp.trick else 0)
    t = solver.t
    led, wseat, ws, wr, rk = -1, 0, 0, 0, False
    for i, c in enumerate(trick):
        s, r = c & 3, c >> 2
        seat = (tp.leader + i) & 3
        solver.table[s] |= 1 << r
        if i == 0:
            led, wseat, ws, wr = s, seat, s, r
        elif s == ws:
            rk = True
            if r > wr:
                wseat, wr = seat, r
        elif s == t:
            wseat, ws, wr, rk = seat, s, r, False
    n = len(tp.trick)

    def make(k: int) -> bool:
        if n == 0:
            return solver.make(tp.leader, k)[0]
        if k <= 0:
            return True
        if k > total:
            return False
        return solver._play(tp.leader, n, led, wseat, ws, wr, rk, k)[0]


    # MTD(f)-style driver: null-window tests stepping one trick at a time from the guess
    # (the middle when none), up while north-south make k, down while they do not. A test
    # far from the answer is cheap, one just beyond it the dearest, so single steps beat
    # bisection here.
    if total == 0:
        return 0
    k = (total + 1) // 2 if guess is None else min(max(guess, 1), total)
    if make(k):
        while k < total and make(k + 1):
            k += 1
        return k
    k -= 1
    while k > 0 and not make(k):
        k -= 1
    return k


#: Environment variable for the compiled kernel (:mod:`hoyle.fast.double_dummy`): ``auto``
#: (default), ``on`` or ``off``.
KERNEL_ENV = "HOYLE_DD_KERNEL"
#: under ``auto`` the kernel serves a position once it is compiled in this process, and
#: before that only a position with at least this many cards in the hand to play (getting it
#: ready costs under a second from Numba's on-disk cache, seconds to a minute when it must be
#: compiled; the pure-Python solver takes milliseconds on smaller endings)
KERNEL_MIN_CARDS = 11


def _kernel_wanted(tp: TrickPlay) -> bool:
    """Whether hoyle's backend solves ``tp`` with the compiled kernel (Numba installed)."""
    mode = (os.environ.get(KERNEL_ENV) or "auto").strip().lower()
    if mode not in ("auto", "on", "off"):
        raise SetupError(f"unknown {KERNEL_ENV} value {mode!r} (auto, on or off)")
    if mode == "off":
        return False
    from ..fast import double_dummy as kernel
    if not kernel.numba_available():
        return False
    return mode == "on" or kernel.is_compiled() or len(tp.hands[tp.turn]) >= KERNEL_MIN_CARDS


def _kernel_from(tp: TrickPlay, guess: int | None = None, fresh: bool = True, engine: str = "numba") -> int:
    """The same answer as :func:`_fast_from` from the compiled kernel (``engine="python"``:
    its source in the interpreter)."""
    from ..fast.double_dummy import solve_masks
    hands, trick = _position(tp)
    t = -1 if tp.trump is None else tp.trump
    tc = [0, 0, 0, 0]
    led, wseat, ws, wr = -1, 0, 0, 0
    for i, c in enumerate(trick):
        s, r = c & 3, c >> 2
        seat = (tp.leader + i) & 3
        tc[s] |= 1 << r
        if i == 0:
            led, wseat, ws, wr = s, seat, s, r
        elif s == ws:
            if r > wr:
                wseat, wr = seat, r
        elif s == t:
            wseat, ws, wr = seat, s, r
    total = len(tp.hands[tp.turn]) + (1 if tp.trick else 0)
    return solve_masks(_masks(hands), tc, tp.leader, len(trick), led, wseat, ws, wr, total, t, guess,
                       fresh=fresh, engine=engine)


def _hoyle_solve(tp: TrickPlay) -> int:
    """Hoyle's own backend: the compiled kernel where wanted, else the pure-Python solver."""
    if _kernel_wanted(tp):
        return _kernel_from(tp)
    return _fast_from(tp, _FastSolver(tp.trump))


def _solve_from(tp: TrickPlay, solver: _Solver) -> int:
    """The first solver (alpha-beta with a narrowing window), kept as a reference."""
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


def solve_reference(tp: TrickPlay) -> int:
    """The same answer as :func:`solve` from the first, slower alpha-beta solver (kept to
    cross-check the fast one)."""
    return _solve_from(tp, _Solver(tp.trump))


# ---------------------------------------------------------------------------------------
# Optional backend: endplay (MIT licence), the Python wrapper of Bo Haglund's C++ DDS.
# ---------------------------------------------------------------------------------------

#: Environment variable choosing the backend when a call passes none: ``auto`` (default),
#: ``hoyle`` or ``endplay``.
BACKEND_ENV = "HOYLE_DD_BACKEND"
BACKENDS = ("auto", "hoyle", "endplay")

try:                                                  # optional: pip install endplay
    from endplay.dds import solve_board as _ep_solve_board  # type: ignore
    from endplay.dds.solve import SolveMode as _EPMode  # type: ignore
    from endplay.types import Card as _EPCard, Deal as _EPDeal, Denom as _EPDenom  # type: ignore
    from endplay.types import Player as _EPPlayer  # type: ignore
    HAVE_ENDPLAY = True
except Exception:                                     # noqa: BLE001 - any import failure
    HAVE_ENDPLAY = False

_EP_LOCK = threading.Lock()       # DDS is called with thread index 0: one call at a time
_RANK_CHARS = "23456789TJQKA"
_EP_SUITS = "CDHS"                # hoyle suit 0..3 -> endplay's letter


def endplay_unsupported(tp: TrickPlay) -> str | None:
    """Why endplay cannot model this position (None when it can): DDS plays four hands,
    north-east-south-west = hoyle seats 0-1-2-3 in the same rotation, standard ranks, at
    most 13 cards a hand, trumps a suit or none, hands equal but for the cards already
    played to the trick in progress (at most three)."""
    if not HAVE_ENDPLAY:
        return "endplay is not installed (pip install endplay)"
    if tp.n != 4:
        return f"{tp.n} hands (DDS plays four)"
    if tp.rank_key is not None:
        return "a non-standard card order (rank_key)"
    if tp.trump not in (None, 0, 1, 2, 3):
        return f"trump {tp.trump!r} is not a suit or none"
    if len(tp.trick) > 3:
        return "a complete trick still on the table"
    played = {(tp.leader + i) & 3 for i in range(len(tp.trick))}
    m = len(tp.hands[tp.turn])
    if m > 13:
        return "more than 13 cards in a hand"
    seen: set[int] = set(tp.trick)
    for seat, h in enumerate(tp.hands):
        if len(h) != m - (1 if seat in played else 0):
            return "hands of unequal size"
        for c in h:
            if not 0 <= c < 52 or c in seen:
                return f"card {c!r} is not a distinct card of the 52-card pack"
            seen.add(c)
    if m == 0:
        return "no cards left"
    return None


def _ep_hand(cards: Sequence[int]) -> str:
    return ".".join("".join(_RANK_CHARS[c >> 2] for c in sorted((c for c in cards if c & 3 == s),
                                                               reverse=True))
                    for s in (3, 2, 1, 0))


def _ep_card(c: int) -> Any:
    return _EPCard(_EP_SUITS[c & 3] + _RANK_CHARS[c >> 2])


def _ep_deal(tp: TrickPlay) -> Any:
    """The position as an endplay Deal: hoyle seat i is endplay's Player(i) (north, east,
    south, west), ``first`` the leader of the trick in progress, its cards played."""
    hands = [list(h) for h in tp.hands]
    for i, c in enumerate(tp.trick):                 # back in hand, then played in order
        hands[(tp.leader + i) & 3].append(c)
    deal = _EPDeal("N:" + " ".join(_ep_hand(h) for h in hands))
    deal.first = _EPPlayer(tp.leader)
    deal.trump = _EPDenom.nt if tp.trump is None else _EPDenom(3 - tp.trump)
    for c in tp.trick:
        deal.play(_ep_card(c))
    return deal


def _ep_remaining(tp: TrickPlay) -> int:
    """Tricks still to be won, the one in progress included (the seat to play still holds
    his card of it)."""
    return len(tp.hands[tp.turn])


def _ep_card_values(tp: TrickPlay) -> dict[Card, int]:
    """North-south's tricks from now (the trick in progress included) for each legal card
    of the seat to play, from one DDS call (``SolveMode.Default`` scores every card for the
    side to play)."""
    with _EP_LOCK:
        res = list(_ep_solve_board(_ep_deal(tp), _EPMode.Default))
    if not res:
        raise RuntimeError("endplay/DDS returned no card for this position")
    total = _ep_remaining(tp)
    ns = tp.turn & 1 == 0
    out = {}
    for card, score in res:
        c = Card((_RANK_CHARS.index(card.rank.abbr) << 2) | (3 - int(card.suit)))
        out[c] = score if ns else total - score
    return out


def _ep_solve(tp: TrickPlay) -> int:
    with _EP_LOCK:
        res = list(_ep_solve_board(_ep_deal(tp), _EPMode.OptimalOne))
    if not res:
        raise RuntimeError("endplay/DDS returned no card for this position")
    best = res[0][1]
    return best if tp.turn & 1 == 0 else _ep_remaining(tp) - best


def backend_for(tp: TrickPlay, backend: str | None = None) -> str:
    """The backend that will solve ``tp``: ``backend`` (else the ``HOYLE_DD_BACKEND``
    environment variable, else ``auto``). ``auto`` picks ``endplay`` when it is installed
    and can model the position, else ``hoyle``; ``endplay`` forced on a position it cannot
    model raises ValueError naming the reason."""
    b = (backend or os.environ.get(BACKEND_ENV) or "auto").strip().lower()
    if b not in BACKENDS:
        raise ValueError(f"unknown double-dummy backend {b!r} (one of {', '.join(BACKENDS)})")
    if b == "hoyle":
        return "hoyle"
    if tp.over:
        return "hoyle"                                # nothing to solve: 0
    why = endplay_unsupported(tp)
    if why is None:
        return "endplay"
    if b == "endplay":
        raise ValueError(f"the endplay backend cannot solve this position: {why}")
    return "hoyle"


def solve(tp: TrickPlay, backend: str | None = None) -> int:
    """Tricks north-south (seats 0 and 2) take from now on (the trick in progress included)
    with best play by all. Raises ValueError for other than four hands.

    ``backend``: ``"auto"`` (default; also set by ``HOYLE_DD_BACKEND``) uses endplay's DDS
    when installed and able to model the position, else hoyle's own solver; ``"hoyle"``
    forces ours; ``"endplay"`` forces DDS (ValueError if it cannot model the position)."""
    if backend_for(tp, backend) == "endplay":
        return _ep_solve(tp)
    return _hoyle_solve(tp)


def solve_hands(hands: Sequence[Sequence[int]], trump: int | None, leader: int,
                backend: str | None = None) -> int:
    """Tricks north-south take from a fresh position: ``hands`` by seat, ``leader`` to lead.

    Raises:
        SetupError: not four hands of equal length, a card outside the 52-card pack or held
            twice, ``trump`` not None or a suit 0-3 (clubs..spades), ``leader`` not a seat 0-3.
    """
    _check_fresh(hands, trump, leader)
    return solve(TrickPlay([list(x) for x in hands], trump, leader), backend)


def _check_fresh(hands: Sequence[Sequence[int]], trump: Any, leader: Any) -> None:
    """The checks of :func:`solve_hands`' arguments (a fresh position: no trick begun)."""
    if len(hands) != 4:
        raise SetupError(f"the double-dummy solver models four hands in two partnerships, not {len(hands)}")
    sizes = [len(h) for h in hands]
    if len(set(sizes)) != 1:
        raise SetupError(f"at the start of a trick every hand holds as many cards: {sizes}")
    seen: set[int] = set()
    for h in hands:
        for x in h:
            try:
                c = operator.index(x)
            except TypeError:
                c = -1
            if type(x) is bool or not 0 <= c < 52:
                raise SetupError(f"the double-dummy solver plays the 52-card pack: card {x!r}")
            if c in seen:
                raise SetupError(f"card {Card(c)} is in two hands (or twice in one)")
            seen.add(c)
    if trump is not None and (type(trump) is bool or trump not in (0, 1, 2, 3)):
        raise SetupError(f"trump is None (no trump) or a suit 0-3 (clubs..spades), not {trump!r}")
    if type(leader) is bool or leader not in (0, 1, 2, 3):
        raise SetupError(f"the leader is a seat 0-3 (N E S W), not {leader!r}")


def card_values(tp: TrickPlay, backend: str | None = None) -> dict[Card, int]:
    """For each legal card of the seat to play: north-south's tricks from now if he plays it.
    Hoyle's backend: one solver (and its transposition table) serves every card; endplay's:
    one DDS call. ``backend`` as for :func:`solve`."""
    if backend_for(tp, backend) == "endplay":
        return _ep_card_values(tp)
    solver = _FastSolver(tp.trump)
    kernel = _kernel_wanted(tp)
    out = {}
    guess = None
    for i, c in enumerate(tp.legal()):
        t = tp.clone()
        w = t.play(c)
        got = 0
        if w is not None:
            got = 1 if w & 1 == 0 else 0
        if t.over:
            v = 0
        elif kernel:                 # one table for every card: its bounds hold in any deal
            v = _kernel_from(t, guess, fresh=i == 0)
        else:
            v = _fast_from(t, solver, guess)
        guess = v
        out[Card(c)] = got + v
    return out


class DoubleDummyBot(Bot):
    """Plays the double-dummy best card (ties: the lowest). It needs the whole deal, so
    call :meth:`bind` with the state (a state with a ``tp`` TrickPlay) before ``choose``."""

    name = "double-dummy"

    def __init__(self, seat: int, seed: int | None = None, game: Any = None,
                 backend: str | None = None):
        super().__init__(seat, seed, game)
        self.state: Any = None
        self.backend = backend             # as for solve(): None/"auto", "hoyle", "endplay"

    def bind(self, state: Any) -> "DoubleDummyBot":
        self.state = state
        return self

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if self.state is None or len(legal) == 1:
            return legal[0]
        tp = self.state.tp
        vals = card_values(tp, self.backend)
        ns = tp.turn & 1 == 0
        best = max(vals.values()) if ns else min(vals.values())
        c = min((c for c, v in vals.items() if v == best), key=lambda c: (c >> 2, c & 3))
        return PLAY[c]


def solve_ordered(tp: OrderedTrickPlay, values: Any = None, side_of: Any = None) -> int:
    """The double-dummy value of the rest of ``tp``'s play for side 0, both sides playing
    their best under ``tp.order`` (its suits, ranks and follow rule).

    Args:
        tp: the play, at any point (mid-trick too); its hands are not changed.
        values: ``None``: count tricks (one per trick side 0 wins from here, the trick in
            progress included); else ``{card: points}`` (or a sequence by card index): the
            points of the cards in the tricks side 0 wins from here (cards already played to
            the trick in progress count for its winner).
            Penalties in force (a called card or suit) are not modelled.
        side_of: ``seat -> 0 or 1`` (default: ``seat & 1`` with four hands, else ``seat``
            with two; three or more sides are refused).

    Returns the value (an int). Raises ValueError for more than two sides or hands that
    cannot finish their tricks together (unequal lengths among the seats in play).
    """
    seats = list(tp.seats)
    side = side_of or ((lambda s: s & 1) if tp.n == 4 else (lambda s: s))
    if any(side(s) not in (0, 1) for s in seats):
        raise ValueError("solve_ordered models two sides (0 and 1)")
    if values is None:
        worth = None
    elif isinstance(values, dict):
        worth = lambda cards: sum(values.get(c, 0) for c in cards)           # noqa: E731
    else:
        worth = lambda cards: sum(values[c] for c in cards)                  # noqa: E731
    order = tp.order
    k = len(seats)
    pos = {s: i for i, s in enumerate(seats)}
    played = len(tp.trick)
    hands = {s: tuple(sorted(tp.hands[s])) for s in seats}
    lens = {len(hands[seats[(pos[tp.leader] + i) % k]]) + (1 if i < played else 0) for i in range(k)}
    if len(lens) != 1:
        raise ValueError("the hands in play must finish their tricks together")
    memo: dict = {}

    def seat_at(leader: int, i: int) -> int:
        return seats[(pos[leader] + i) % k]

    def best(hs: tuple, leader: int, trick: tuple) -> int:
        key = (hs, leader, trick)
        got = memo.get(key)
        if got is not None:
            return got
        if len(trick) == k:
            w = seat_at(leader, order.winner(trick))
            gain = (1 if worth is None else worth(trick)) if side(w) == 0 else 0
            rest = 0 if not hs[0] else best(hs, w, ())
            out = gain + rest
        else:
            i = pos[seat_at(leader, len(trick))]
            hand = hs[i]
            cards = order.legal(hand, list(trick))
            results = []
            for c in cards:
                nh = hs[:i] + (tuple(x for x in hand if x != c),) + hs[i + 1:]
                results.append(best(nh, leader, trick + (c,)))
            out = max(results) if side(seats[i]) == 0 else min(results)
        memo[key] = out
        return out

    start = tuple(hands[s] for s in seats)
    return best(start, tp.leader, tuple(tp.trick))
