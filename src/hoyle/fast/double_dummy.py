"""A compiled double-dummy kernel: the same answers as :mod:`hoyle.bots.double_dummy`'s solver.

The reference stays :class:`hoyle.bots.double_dummy._FastSolver` (pure Python, partition
search) and the first alpha-beta solver beside it; this module is a fast path, tested equal to
both and to endplay (DDS) in ``tests/fast/test_double_dummy_kernel.py`` and, on full deals, in
``benchmarks/bench_double_dummy.py``. One plain-Python source, :func:`_make`, is compiled by
Numba (extra ``hoyle[fast]``) and can also run in the interpreter (slowly; the tests do so on
small endings so the source is checked without Numba too).

The search:

* hands as bitboards: ``h[4 * seat + suit]`` a 13-bit mask of ranks (bit 12 the ace);
* :func:`_make` answers "can north-south take at least ``target`` of the remaining tricks?"
  (a null-window search); :func:`_solve` steps the target one trick at a time from a guess,
  MTD(f) style, every step sharing one transposition table;
* the table is keyed at trick boundaries on the remaining cards with ranks made relative
  (for each suit, the owners of the cards still out from the top down, and the suit's
  length) and the leader, so positions that differ only in which small cards were played
  share an entry. An entry keeps a lower and an upper bound on north-south's tricks and the
  lead that last proved a bound (as a relative rank), tried first next time;
* equivalent cards (a hand's cards with no card still in play between them) are tried once;
* quick tricks: the leader's run of top cards in each suit, capped in a trump game by the
  length of an adversary who can ruff, bound the search before it starts;
* move ordering: the table's lead, winners cashed, low leads to partner's winners; second
  hand low unless a card wins outright; third hand the cheapest card that wins outright,
  else high; fourth hand the cheapest winner; discards and ruffs cheapest.

The table is a module-level array reused between solves (an entry counts only when its stamp
is the current solve's), so a solve never pays to clear it; one solve at a time (a lock).
"""

from __future__ import annotations

import threading
import time
from typing import Any, Callable, Sequence

import numpy as np

__all__ = ["numba_available", "solve_masks", "compile_seconds", "TT_BITS"]

#: the transposition table holds ``2 ** TT_BITS`` entries (about 24 bytes each)
TT_BITS = 21


def _popcount(x: int) -> int:
    c = 0
    while x:
        x &= x - 1
        c += 1
    return c


def _key(h: Any, leader: int) -> tuple[int, int]:
    k1 = 0
    k2 = 0
    for s in range(4):
        a = h[s]
        b = h[4 + s]
        c = h[8 + s]
        d = h[12 + s]
        occ = a | b | c | d
        code = 0
        ln = 0
        r = 12
        while r >= 0:
            bit = 1 << r
            if occ & bit:
                ln += 1
                if a & bit:
                    code = code * 4
                elif b & bit:
                    code = code * 4 + 1
                elif c & bit:
                    code = code * 4 + 2
                else:
                    code = code * 4 + 3
            r -= 1
        code = code * 16 + ln
        if s < 2:
            k1 = (k1 << 30) | code
        else:
            k2 = (k2 << 30) | code
    k2 = (k2 << 2) | leader
    return k1, k2


def _quick(h: Any, leader: int, trump: int) -> int:
    """Tricks the leader can cash at once: his run of top cards in each suit, a side suit's
    run capped in a trump game by the length there of any adversary holding a trump."""
    q = 0
    o1 = (leader + 1) & 3
    o2 = (leader + 3) & 3
    for s in range(4):
        mine = h[leader * 4 + s]
        if not mine:
            continue
        occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
        run = 0
        r = 12
        while r >= 0:
            bit = 1 << r
            if occ & bit:
                if mine & bit:
                    run += 1
                else:
                    break
            r -= 1
        if trump >= 0 and s != trump:
            if h[o1 * 4 + trump]:
                ln = _popcount(h[o1 * 4 + s])
                if ln < run:
                    run = ln
            if h[o2 * 4 + trump]:
                ln = _popcount(h[o2 * 4 + s])
                if ln < run:
                    run = ln
        q += run
    return q


def _gen(h: Any, tc: Any, seat: int, s: int, mvs: Any, sc: Any, cnt: int) -> int:
    """Append the lowest card of each run of ``seat``'s equivalent cards in suit ``s``."""
    mine = h[seat * 4 + s]
    occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s] | tc[s]
    inrun = False
    r = 12
    while r >= 0:
        bit = 1 << r
        if occ & bit:
            if mine & bit:
                if inrun:
                    mvs[cnt - 1] = s * 16 + r
                else:
                    mvs[cnt] = s * 16 + r
                    sc[cnt] = 0
                    cnt += 1
                    inrun = True
            else:
                inrun = False
        r -= 1
    return cnt


def _top(x: int) -> int:
    r = -1
    while x:
        x >>= 1
        r += 1
    return r


def _make(h: Any, tc: Any, leader: int, n: int, led: int, wseat: int, ws: int, wr: int,
          target: int, trump: int, depth: int, tk1: Any, tk2: Any, tst: Any, tlo: Any, thi: Any,
          tbest: Any, stamp: int, mvall: Any, scall: Any, stats: Any) -> bool:
    """Can north-south take ``target`` of the remaining tricks (the one in progress
    included)? ``n`` cards of the trick lie on the table (``tc`` their ranks by suit; ``led``
    the suit led, ``ws``/``wr``/``wseat`` the winning card and its seat); ``h`` is changed
    and restored."""
    stats[0] += 1
    seat = (leader + n) & 3
    k1 = 0
    k2 = 0
    idx = 0
    lo = 0
    hi = 0
    best = -1
    mvs = mvall[depth]
    sc = scall[depth]
    if n == 0:
        left = _popcount(h[leader * 4]) + _popcount(h[leader * 4 + 1]) + _popcount(h[leader * 4 + 2]) \
            + _popcount(h[leader * 4 + 3])
        if target <= 0:
            return True
        if target > left:
            return False
        if left == 1:                               # the last trick: play it out
            bs = -1
            br = -1
            bseat = -1
            for i in range(4):
                p = (leader + i) & 3
                for s in range(4):
                    if h[p * 4 + s]:
                        r = _top(h[p * 4 + s])
                        if i == 0:
                            bs, br, bseat = s, r, p
                        elif s == bs:
                            if r > br:
                                br, bseat = r, p
                        elif s == trump:
                            bs, br, bseat = s, r, p
            return (bseat & 1) == 0
        qt = _quick(h, leader, trump)
        if leader & 1 == 0:
            if qt >= target:
                return True
        elif left - qt < target:
            return False
        k1, k2 = _key(h, leader)
        idx = ((k1 * -7046029254386353131) ^ (k2 * -4417276706812531889)) >> 20
        idx = (idx ^ (idx >> 23)) & (tk1.shape[0] - 1)
        lo = 0
        hi = left
        best = -1
        if tst[idx] == stamp and tk1[idx] == k1 and tk2[idx] == k2:
            lo = int(tlo[idx])
            hi = int(thi[idx])
            if lo >= target:
                return True
            if hi < target:
                return False
            best = int(tbest[idx])
        # leads: every suit; score them
        cnt = 0
        for s in range(4):
            if h[leader * 4 + s]:
                cnt = _gen(h, tc, leader, s, mvs, sc, cnt)
        part = (leader + 2) & 3
        lho = (leader + 1) & 3
        rho = (leader + 3) & 3
        for i in range(cnt):
            s = mvs[i] >> 4
            r = mvs[i] & 15
            occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
            # relative rank from the top, for the table's best lead
            rel = _popcount(occ >> r) - 1
            if s * 16 + rel == best:
                sc[i] = 10000
                continue
            tp = _top(occ)
            owner = 0
            for p in range(4):
                if h[p * 4 + s] & (1 << tp):
                    owner = p
            ruffable = False
            if trump >= 0 and s != trump:
                if (h[lho * 4 + s] == 0 and h[lho * 4 + trump] != 0) or \
                        (h[rho * 4 + s] == 0 and h[rho * 4 + trump] != 0):
                    ruffable = True
            v = 0
            if owner == leader:
                v = 200 if (occ & ~h[leader * 4 + s]) >> r == 0 else 40
            elif owner == part:
                v = 150 - r
            elif trump >= 0 and s != trump and h[part * 4 + s] == 0 and h[part * 4 + trump] != 0:
                v = 120 - r                          # partner ruffs
            else:
                v = 60 - r
                if owner == rho:
                    v -= 30                          # into the tenace
            if ruffable:
                v -= 100
            sc[i] = v
    else:
        cnt = 0
        if h[seat * 4 + led]:
            cnt = _gen(h, tc, seat, led, mvs, sc, 0)
        else:
            for s in range(4):
                if h[seat * 4 + s]:
                    cnt = _gen(h, tc, seat, s, mvs, sc, cnt)
        pw = (wseat & 1) == (seat & 1)
        nxt = (seat + 1) & 3
        for i in range(cnt):
            s = mvs[i] >> 4
            r = mvs[i] & 15
            beats = (s == ws and r > wr) or (s == trump and ws != trump)
            v = 0
            if n == 3:
                if pw:
                    v = -r - (100 if s == trump and led != trump else 0)
                elif beats:
                    v = 100 - r - (20 if s == trump and led != trump else 0)
                else:
                    v = -r
            else:
                # wins outright: beats the card on the table and every card the later
                # hands can play to this trick
                outright = beats
                if beats:
                    p = nxt
                    while p != leader:
                        if h[p * 4 + led]:
                            if s == led and h[p * 4 + led] >> (r + 1):
                                outright = False
                            elif s != led and led != trump:
                                pass                 # a ruff: later hands must follow
                        elif trump >= 0 and s != trump and h[p * 4 + trump]:
                            outright = False
                        elif trump >= 0 and s == trump and s != led and h[p * 4 + trump] >> (r + 1):
                            outright = False
                        p = (p + 1) & 3
                # partner's card already wins outright?
                pwin = False
                if pw:
                    pwin = True
                    p = nxt
                    while p != leader:
                        if h[p * 4 + ws] and ws == led:
                            if h[p * 4 + ws] >> (wr + 1):
                                pwin = False
                        elif ws == led and trump >= 0 and ws != trump and h[p * 4 + trump]:
                            pwin = False
                        elif ws == trump and ws != led and h[p * 4 + led] == 0 and h[p * 4 + trump] >> (wr + 1):
                            pwin = False
                        p = (p + 1) & 3
                if pwin:
                    v = -r - (100 if s == trump and led != trump else 0)
                elif outright:
                    v = 100 - r
                elif n == 1:
                    v = 30 - r if not beats else 10 - r
                else:
                    v = 20 + r if beats else -r
            sc[i] = v
    # order by score (insertion sort, lists are short)
    for i in range(1, cnt):
        m = mvs[i]
        v = sc[i]
        j = i - 1
        while j >= 0 and sc[j] < v:
            mvs[j + 1] = mvs[j]
            sc[j + 1] = sc[j]
            j -= 1
        mvs[j + 1] = m
        sc[j + 1] = v
    ns = (seat & 1) == 0
    res = not ns
    cut = -1
    for i in range(cnt):
        m = mvs[i]
        s = m >> 4
        r = m & 15
        bit = 1 << r
        h[seat * 4 + s] ^= bit
        if n == 0:
            nled, nws, nwr, nwseat = s, s, r, seat
        else:
            nled = led
            if (s == ws and r > wr) or (s == trump and ws != trump):
                nws, nwr, nwseat = s, r, seat
            else:
                nws, nwr, nwseat = ws, wr, wseat
        if n == 3:
            add = 1 if (nwseat & 1) == 0 else 0
            t0 = tc[0]
            t1 = tc[1]
            t2 = tc[2]
            t3 = tc[3]
            tc[0] = 0
            tc[1] = 0
            tc[2] = 0
            tc[3] = 0
            v = _make(h, tc, nwseat, 0, -1, 0, 0, 0, target - add, trump, depth + 1, tk1, tk2, tst, tlo, thi,
                      tbest, stamp, mvall, scall, stats)
            tc[0] = t0
            tc[1] = t1
            tc[2] = t2
            tc[3] = t3
        else:
            tc[s] |= bit
            v = _make(h, tc, leader, n + 1, nled, nwseat, nws, nwr, target, trump, depth + 1, tk1, tk2, tst,
                      tlo, thi, tbest, stamp, mvall, scall, stats)
            tc[s] ^= bit
        h[seat * 4 + s] ^= bit
        if v == ns:
            res = ns
            cut = m
            break
    if n == 0:
        # store the bound; the position's key was computed above with this node's cards
        if res:
            if target > lo:
                lo = target
        elif target - 1 < hi:
            hi = target - 1
        tk1[idx] = k1
        tk2[idx] = k2
        tst[idx] = stamp
        tlo[idx] = lo
        thi[idx] = hi
        if cut >= 0:
            s = cut >> 4
            occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
            tbest[idx] = s * 16 + _popcount(occ >> (cut & 15)) - 1
        else:
            tbest[idx] = best
    return res


def _solve(h: Any, tc: Any, leader: int, n: int, led: int, wseat: int, ws: int, wr: int, total: int,
           trump: int, guess: int, tk1: Any, tk2: Any, tst: Any, tlo: Any, thi: Any, tbest: Any, stamp: int,
           mvall: Any, scall: Any, stats: Any) -> int:
    """North-south's tricks from the position: null-window tests stepping one trick at a
    time from ``guess``, up while north-south make it, down while they do not."""
    if total == 0:
        return 0
    k = guess
    if k < 1:
        k = 1
    if k > total:
        k = total
    if _make(h, tc, leader, n, led, wseat, ws, wr, k, trump, 0, tk1, tk2, tst, tlo, thi, tbest, stamp,
             mvall, scall, stats):
        while k < total and _make(h, tc, leader, n, led, wseat, ws, wr, k + 1, trump, 0, tk1, tk2, tst, tlo,
                                  thi, tbest, stamp, mvall, scall, stats):
            k += 1
        return k
    k -= 1
    while k > 0 and not _make(h, tc, leader, n, led, wseat, ws, wr, k, trump, 0, tk1, tk2, tst, tlo, thi,
                              tbest, stamp, mvall, scall, stats):
        k -= 1
    return k


_STATE: dict[str, Any] = {}
_LOCK = threading.Lock()


def numba_available() -> bool:
    """Whether the compiled kernel (extra ``hoyle[fast]``: Numba) can run."""
    try:
        import numba  # noqa: F401
    except ImportError:
        return False
    return True


def _compiled() -> Callable[..., int]:
    got = _STATE.get("solve")
    if got is None:
        import numba
        t = time.perf_counter()
        jit = numba.njit(cache=True, nogil=True)
        g = globals()
        # compile the helpers first so the kernels call compiled code
        for name in ("_popcount", "_key", "_quick", "_gen", "_top"):
            g[name] = jit(g[name])
        g["_make"] = jit(_make)
        got = jit(_solve)
        _STATE["solve"] = got
        _tables()
        _run(got, [0] * 16, [0, 0, 0, 0], 0, 0, -1, 0, 0, 0, 0, -1, None)
        _STATE["seconds"] = time.perf_counter() - t
    return got


def compile_seconds() -> float:
    """Seconds the compiled kernel took to get ready in this process (compiling, or loading
    from Numba's cache). Raises ImportError without Numba."""
    _compiled()
    return float(_STATE["seconds"])


def _tables() -> tuple[Any, ...]:
    t = _STATE.get("tables")
    if t is None:
        size = 1 << TT_BITS
        t = (np.zeros(size, np.int64), np.zeros(size, np.int64), np.zeros(size, np.int64),
             np.zeros(size, np.int8), np.zeros(size, np.int8), np.full(size, -1, np.int8),
             np.zeros((60, 64), np.int64), np.zeros((60, 64), np.int64))
        _STATE["tables"] = t
        _STATE["stamp"] = 0
    return t


def _run(fn: Callable[..., int], h: Sequence[int], tc: Sequence[int], leader: int, n: int, led: int,
         wseat: int, ws: int, wr: int, total: int, trump: int, guess: int | None,
         stats: Any = None) -> int:
    tk1, tk2, tst, tlo, thi, tbest, mvall, scall = _tables()
    _STATE["stamp"] += 1
    st = np.zeros(2, np.int64) if stats is None else stats
    g = (total + 1) // 2 if guess is None else guess
    return int(fn(np.array(h, np.int64), np.array(tc, np.int64), leader, n, led, wseat, ws, wr, total, trump,
                  g, tk1, tk2, tst, tlo, thi, tbest, _STATE["stamp"], mvall, scall, st))


def solve_masks(h: Sequence[int], tc: Sequence[int], leader: int, n: int, led: int, wseat: int, ws: int,
                wr: int, total: int, trump: int, guess: int | None = None, engine: str = "numba",
                stats: Any = None) -> int:
    """North-south's tricks from a position given as masks (``h[4 * seat + suit]``, ranks 0..12;
    ``tc`` the ranks on the table by suit; ``trump`` -1 for none); ``engine`` ``"numba"`` (the
    compiled kernel) or ``"python"`` (the same source in the interpreter). ``stats[0]``
    counts the nodes searched when an int64 array is given."""
    with _LOCK:
        fn = _compiled() if engine == "numba" else _solve
        return _run(fn, h, tc, leader, n, led, wseat, ws, wr, total, trump, guess, stats)
