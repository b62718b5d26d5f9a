"""A compiled double-dummy kernel: the same answers as :mod:`hoyle.bots.double_dummy`'s solver.

The reference stays :class:`hoyle.bots.double_dummy._FastSolver` (pure Python, partition
search) and the first alpha-beta solver beside it; this module is the same search ported to
flat arrays and compiled by Numba (extra ``hoyle[fast]``), tested equal to both and to
endplay (DDS) in ``tests/fast/test_double_dummy_kernel.py`` and, on full deals, in
``benchmarks/bench_double_dummy.py``. The plain-Python source can also run in the
interpreter (slowly; the tests do so on small endings so the source is checked without
Numba too). :func:`hoyle.bots.double_dummy.solve` routes hoyle's backend here
(``HOYLE_DD_KERNEL``).

The search (as the reference's, see its class docstring for why each step is sound):

* hands as bitboards: ``h[4 * seat + suit]`` a 13-bit mask of ranks (bit 12 the ace);
* :func:`_search` answers "can north-south take at least ``k`` of the remaining tricks?"
  (a null-window search) together with the *relevant cards* its proof used (bits
  ``16 * suit + rank``; bit 62 the answer); :func:`_solve` steps ``k`` one trick at a
  time from a guess, MTD(f) style, every step sharing one transposition table;
* partition search: the table, at trick boundaries only, has a bucket per leader and suit
  lengths of every hand; a bucket lists the sets of relevant top cards (per suit the top
  ``j`` cards still out) met there, and each bound (a lower and an upper bound on
  north-south's tricks) is keyed by bucket, set and the owners of those cards, ranks made
  relative. One entry answers every position with the same lengths and the same owners of
  those cards, whatever the smaller cards;
* equivalent cards (a hand's cards with no card still in play between them) are tried once;
* quick tricks (the leader's cashable top cards, or partner's after a low lead, or, with no
  adversary able to ruff, the leader's cashes followed by a low lead to partner's top cards
  and his cashes) and in a trump game the trumps above all the adversaries' bound the
  search at each trick start;
  so does DDS's later-tricks bound (no trumps out, the side on lead needing every trick:
  at most the longer hand's length in each suit whose top card that side holds), beyond
  the reference's bounds; these bounds are tried before the table (they read no memory);
* the first null-window guess comes from north-south's share of the top cards and trumps
  (:func:`_estimate`), not half the tricks;
* move ordering: the lead that cut off last time in the same position (else the same
  suit lengths) first; the other leads by per-position weights after DDS's for the leader
  (:func:`_lead_w`, :func:`_lead_wt`: who holds the suit's top three cards, who can ruff,
  how many cards the adversaries choose among), a lead in the suit of that stored best lead
  a little up, and leads of equal weight by a history of the leads that cut off in this
  solve; second
  hand low unless it wins outright (and partner's top card does not beat the third hand's
  and the lead) or covers a queen or higher led; third hand low where the fourth ruffs or
  where partner's card wins and cannot be kept, else as cheaply as the fourth allows; fourth
  hand the cheapest winner; ruffs cheapest, a ruff of partner's winner before discards, an
  underruff (or second hand's ruff where partner's top card wins) after them; discards low
  (by rank among the cards still out) from long suits.

The tables are one module-level int64 array reused between solves (an entry counts only
when its stamp is the current one), so a solve never pays to clear them; a probe of the
bounds reads one aligned group of four fingerprints (the key's hash mixed with the stamp) and
the full key only where a fingerprint matches, and a set of relevant cards whose bound
answers moves to the front of its bucket's list; one solve at a time (a lock). The kernel is
compiled without Numba's reference counting (nothing in it allocates), and the search passes
five arrays (the hands, the trick, the tables, the scratch rows, its statistics), not eighteen.
Everything is in Numba's on-disk cache (``__pycache__``, or ``NUMBA_CACHE_DIR``): the
first process compiles (seconds to a minute, by the machine's load), later ones load the
cached copy in under a second. That needs the recursion to be one specialization: each
recursive call passes exactly the signature's types (see :func:`_compiled`; checked, and
the cached copy loaded in a second process, by ``tests/fast/test_double_dummy_cache.py``).
"""

from __future__ import annotations

import threading
import time
from typing import Any, Callable, Sequence

import numpy as np

__all__ = ["numba_available", "solve_masks", "compile_seconds", "is_compiled", "BUCKET_BITS", "MASKS",
           "ENTRY_BITS", "BEST_BITS"]

#: the transposition table: ``2 ** BUCKET_BITS`` buckets (one per leader and suit lengths of
#: every hand), each listing up to ``MASKS`` sets of relevant top cards met there; the bounds
#: themselves in ``2 ** ENTRY_BITS`` entries keyed by bucket, set and the owners of those cards
#: (2 ** 18: on full deals about a tenth less time than 2 ** 21, fewer cache misses, for under
#: 2% more nodes); ``2 ** BEST_BITS`` best leads
BUCKET_BITS = 16
MASKS = 32
ENTRY_BITS = 18
BEST_BITS = 18
_NB = 1 << BUCKET_BITS
_NE = 1 << ENTRY_BITS
_NM = 1 << BEST_BITS
#: the regions of the one table array (int64 words; Numba reads these globals as constants):
#: per bucket a row of ``_BROW`` words on 64-byte lines: its key (the shape), stamp, count of
#: sets, next set to replace, its sets (``MASKS`` words; the most recently answering first,
#: on the key's line); per entry a row of eight words (stamp, shape, set, the owners' codes m1
#: and m2, the bounds: lower | upper << 8 | tricks left << 16, two spare) on one 64-byte line;
#: the entries' fingerprints (31 bits, two to a word, four to a probe); per best lead its key and the lead, side by side
_BROW = MASKS + 8
_BK = 0
_EK = _BK + _NB * _BROW
_EST = _EK + 8 * _NE
_MK = _EST + _NE // 2
_MEM = _MK + 2 * _NM


_OK = 1 << 62          # the answer bit of a search's result; bits 16 * suit + rank: relevant cards
_W = (1 << 61) - 1
#: lead ordering: the weight points a lead in the suit of the position's stored best lead
#: gains (first among near-equals), and those a plain-suit lead loses where an adversary
#: ruffs it (on the benchmark's full deals a bonus of 12 or 40, a malus of 12 (DDS's) or 30
#: gave more nodes)
_SUIT_BONUS = 20
_RUFF_MALUS = 60


def _popcount_slow(x: int) -> int:
    c = 0
    while x:
        x &= x - 1
        c += 1
    return c


def _top_slow(x: int) -> int:
    r = -1
    while x:
        x >>= 1
        r += 1
    return r


#: lookup tables over 13-bit holdings (every mask the search counts is one suit's ranks)
_PC = np.array([_popcount_slow(x) for x in range(8192)], np.int64)
_TOP = np.array([_top_slow(x) for x in range(8192)], np.int64)


def _popcount(x: int) -> int:
    """The number of cards in a 13-bit holding."""
    return int(_PC[x])


def _top(x: int) -> int:
    """The highest rank of a 13-bit holding (-1 for none)."""
    return int(_TOP[x])


def _nth(occ: int, j: int) -> int:
    """The rank of the ``j``-th highest card (1 = the highest) of the ranks ``occ``."""
    r = 12
    while r >= 0:
        if (occ >> r) & 1:
            j -= 1
            if j == 0:
                return r
        r -= 1
    return -1


def _run(mine: int, occ: int) -> int:
    """How many of the highest ranks still out (``occ``) the holding ``mine`` has in a row."""
    others = occ & ~mine
    if others == 0:
        return _popcount(occ)
    return _popcount(occ >> (_top(others) + 1))


def _codes(h: Any, pc: Any) -> None:
    """Per suit the owners of the cards still out from the top down (2 bits a card) in
    ``pc[s]`` and the suit's length in ``pc[4 + s]``: the ranks made relative."""
    for s in range(4):
        b = h[4 + s]
        c = h[8 + s]
        d = h[12 + s]
        x = h[s] | b | c | d
        code = 0
        ln = 0
        while x:                                 # from the lowest card up, without branching on
            low = x & -x                         # the owner (seat 0 adds nothing)
            x ^= low
            own = (1 if b & low else 0) + (2 if c & low else 0) + (3 if d & low else 0)
            code |= own << (2 * ln)
            ln += 1
        pc[s] = code
        pc[4 + s] = ln


def _shape(h: Any, leader: int) -> int:
    """The bucket key: the leader and the suit lengths of every hand (the last one follows
    from the others at a trick boundary, where all hands hold the same number of cards)."""
    v = 0
    for i in range(15):
        v = v * 16 + _popcount(h[i])
    return v * 4 + leader


def _hash(v: int, mask: int) -> int:
    x = v * 6364136223846793005
    x = x ^ (x >> 29)
    x = x * 1442695040888963407
    return (x ^ (x >> 32)) & mask


def _wtop(h: Any, jp: int) -> int:
    """The relevant cards of a table entry here: per suit the lowest of the top ``j``."""
    w = 0
    for s in range(4):
        j = (jp >> (4 * s)) & 15
        if j:
            occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
            w |= 1 << (16 * s + _nth(occ, j))
    return w


def _close(h: Any, tc: Any, seat: int, w: int) -> int:
    """Extend the relevant cards so that no run of ``seat``'s equivalent cards is cut."""
    base = seat * 4
    for s in range(4):
        ws = (w >> (16 * s)) & 0x1FFF
        if not ws:
            continue
        low = ws & -ws
        mine = h[base + s]
        if not mine & low:
            continue
        below = (h[s] | h[4 + s] | h[8 + s] | h[12 + s] | tc[s]) & (low - 1)
        while below:
            top = 1 << _top(below)
            if not mine & top:
                break
            low = top
            below ^= top
        w |= low << (16 * s)
    return w


def _cash(r0: int, r1: int, r2: int, r3: int, t: int, ot: int, l0: int, l1: int, l2: int, l3: int) -> int:
    if t < 0:
        return r0 + r1 + r2 + r3
    rt = r0 if t == 0 else r1 if t == 1 else r2 if t == 2 else r3
    drawn = ot == 0 or rt >= ot
    total = rt
    if t != 0 and r0:
        total += r0 if drawn or r0 < l0 else l0
    if t != 1 and r1:
        total += r1 if drawn or r1 < l1 else l1
    if t != 2 and r2:
        total += r2 if drawn or r2 < l2 else l2
    if t != 3 and r3:
        total += r3 if drawn or r3 < l3 else l3
    return total


def _quick(h: Any, leader: int, t: int) -> tuple[int, int]:
    """Tricks the leader's side cashes at once (a lower bound) and the cards it relies on:
    the leader's top cards in each suit, or a low lead to partner's top cards in a suit and
    then partner's. In a trump game a plain suit counts only for the rounds both
    adversaries follow, unless the cashing hand's top trumps draw theirs first. Where no
    adversary can ruff (no trumps, none left to them, or the leader's top trumps draw theirs)
    both: the leader cashes its top cards, leads low to partner's top card in a suit where
    it holds one, and partner cashes his, provided partner holds enough other cards to play
    to the leader's cashes (his top cards are never in a suit the leader cashes: one hand
    holds a suit's top card)."""
    lb = leader * 4
    pb = ((leader + 2) & 3) * 4
    o1 = ((leader + 1) & 3) * 4
    o2 = ((leader + 3) & 3) * 4
    o0 = h[0] | h[4] | h[8] | h[12]
    oc1 = h[1] | h[5] | h[9] | h[13]
    oc2 = h[2] | h[6] | h[10] | h[14]
    oc3 = h[3] | h[7] | h[11] | h[15]
    r0 = _run(h[lb], o0) if h[lb] else 0
    r1 = _run(h[lb + 1], oc1) if h[lb + 1] else 0
    r2 = _run(h[lb + 2], oc2) if h[lb + 2] else 0
    r3 = _run(h[lb + 3], oc3) if h[lb + 3] else 0
    p0 = _run(h[pb], o0) if h[pb] else 0
    p1 = _run(h[pb + 1], oc1) if h[pb + 1] else 0
    p2 = _run(h[pb + 2], oc2) if h[pb + 2] else 0
    p3 = _run(h[pb + 3], oc3) if h[pb + 3] else 0
    ot = 0
    l0 = l1 = l2 = l3 = 0
    if t >= 0:
        a = _popcount(h[o1 + t])
        b = _popcount(h[o2 + t])
        ot = a if a > b else b
        a = _popcount(h[o1])
        b = _popcount(h[o2])
        l0 = a if a < b else b
        a = _popcount(h[o1 + 1])
        b = _popcount(h[o2 + 1])
        l1 = a if a < b else b
        a = _popcount(h[o1 + 2])
        b = _popcount(h[o2 + 2])
        l2 = a if a < b else b
        a = _popcount(h[o1 + 3])
        b = _popcount(h[o2 + 3])
        l3 = a if a < b else b
    best = _cash(r0, r1, r2, r3, t, ot, l0, l1, l2, l3)
    part = False
    for s in range(4):
        ps = p0 if s == 0 else p1 if s == 1 else p2 if s == 2 else p3
        rs = r0 if s == 0 else r1 if s == 1 else r2 if s == 2 else r3
        ls = l0 if s == 0 else l1 if s == 1 else l2 if s == 2 else l3
        if ps and h[lb + s] and not rs and (t < 0 or s == t or ot == 0 or ls >= 1):
            v = _cash(p0, p1, p2, p3, t, ot, l0, l1, l2, l3)
            if v > best:
                best = v
                part = True
            break
    both = False
    rt = r0 if t == 0 else r1 if t == 1 else r2 if t == 2 else r3
    if t < 0 or ot == 0 or rt >= ot:
        # the leader cashes its own top cards (its top trumps first, drawing the adversaries'
        # where they have any), then crosses to partner's top card in a suit where it holds a
        # card, and partner cashes his: sound while partner has enough other cards to play to
        # the leader's cashes (no adversary can ruff here)
        rr = r0 + r1 + r2 + r3
        pp = p0 + p1 + p2 + p3
        if rr and pp and rr + pp > best:
            cards = _popcount(h[pb]) + _popcount(h[pb + 1]) + _popcount(h[pb + 2]) + _popcount(h[pb + 3])
            if cards - pp >= rr and ((p0 and h[lb]) or (p1 and h[lb + 1]) or (p2 and h[lb + 2])
                                     or (p3 and h[lb + 3])):
                best = rr + pp
                both = True
    w = 0
    if both:
        if r0 or p0:
            w |= 1 << _nth(o0, r0 + p0)
        if r1 or p1:
            w |= 1 << (16 + _nth(oc1, r1 + p1))
        if r2 or p2:
            w |= 1 << (32 + _nth(oc2, r2 + p2))
        if r3 or p3:
            w |= 1 << (48 + _nth(oc3, r3 + p3))
    elif best:
        if part:
            r0, r1, r2, r3 = p0, p1, p2, p3
        if r0:
            w |= 1 << _nth(o0, r0)
        if r1:
            w |= 1 << (16 + _nth(oc1, r1))
        if r2:
            w |= 1 << (32 + _nth(oc2, r2))
        if r3:
            w |= 1 << (48 + _nth(oc3, r3))
    return best, w


def _sure(h: Any, side: int, t: int) -> tuple[int, int]:
    """Trump game: tricks ``side`` is sure of from trumps above all the adversaries' (the
    larger of the two hands' counts) and the lowest of those trumps (the relevant card)."""
    a = h[side * 4 + t]
    b = h[((side + 2) & 3) * 4 + t]
    opp = h[((side + 1) & 3) * 4 + t] | h[((side + 3) & 3) * 4 + t]
    above = ~((1 << (_top(opp) + 1)) - 1)
    top = (a | b) & above
    if not top:
        return 0, 0
    x = _popcount(a & above)
    y = _popcount(b & above)
    return (x if x > y else y), (top & -top) << (16 * t)


def _gen(h: Any, tc: Any, seat: int, s: int, mvs: Any, cnt: int) -> int:
    """Append the lowest rank of each run of ``seat``'s equivalent cards in suit ``s``
    (adjacent among the cards still in play, the trick's included), highest run first."""
    mine = h[seat * 4 + s]
    occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s] | tc[s]
    inrun = False
    r = 12
    while r >= 0:
        bit = 1 << r
        if occ & bit:
            if mine & bit:
                if inrun:
                    mvs[cnt - 1] = r * 4 + s
                else:
                    mvs[cnt] = r * 4 + s
                    cnt += 1
                    inrun = True
            else:
                inrun = False
        r -= 1
    return cnt


def _owner(h: Any, s: int, bit: int) -> int:
    """The seat holding the card ``bit`` of suit ``s`` (-1 for none)."""
    for q in range(4):
        if h[q * 4 + s] & bit:
            return q
    return -1


def _lead_run(h: Any, seat: int, s: int, r: int, occ: int) -> int:
    """The top rank of the leader's run of equals from rank ``r`` of suit ``s`` (``occ``: the
    suit's cards still out): its cards next above ``r`` held by the leader with no card between."""
    mine = h[seat * 4 + s]
    hi = r
    x = occ >> (hi + 1)
    while x & 1 and (mine >> (hi + 1)) & 1:
        hi += 1
        x >>= 1
    return hi


def _top3(h: Any, s: int, occ: int) -> tuple[int, int, int, int, int]:
    """The suit's top two cards still out (as bits) with the seats holding them, and the
    holder of the third: ``(b1, o1, b2, o2, o3)``, 0 / -1 where there is none."""
    b1 = 1 << _top(occ)
    o1 = _owner(h, s, b1)
    rest = occ ^ b1
    b2 = (1 << _top(rest)) if rest else 0
    o2 = _owner(h, s, b2) if b2 else -1
    rest ^= b2
    b3 = (1 << _top(rest)) if rest else 0
    o3 = _owner(h, s, b3) if b3 else -1
    return b1, o1, b2, o2, o3


def _lead_w(h: Any, seat: int, s: int, r: int, t: int, rem: int) -> int:
    """A lead's merit (higher first), after DDS's weights for the leader in no-trumps: a
    suit with few cards for the adversaries to choose among (a void one free to discard
    counts as a full hand), partner not void; a card that wins the trick (the leader's top
    card, or any card under partner's top card) more when the left-hand opponent holds the
    second card (it is caught) and less when the right-hand one does (a lead into his
    tenace); otherwise a suit where the left-hand opponent's top card stands over
    partner's second, or where the side holds the second and third cards, and not a suit
    whose top card the right-hand opponent holds. ``r`` the lowest rank of its run."""
    lh = (seat + 1) & 3
    rh = (seat + 3) & 3
    pa = (seat + 2) & 3
    occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
    hi = _lead_run(h, seat, s, r, occ)           # the top of the lead's run of equals
    nlh = _popcount(h[lh * 4 + s])
    nrh = _popcount(h[rh * 4 + s])
    npa = _popcount(h[pa * 4 + s])
    rr = hi + 2
    seq = hi > r
    b1, o1, b2, o2, o3 = _top3(h, s, occ)
    clh = (nlh if nlh else rem) * 4
    crh = (nrh if nrh else rem) * 4
    d = -((clh + crh) * 32) // 19
    if npa == 0:
        d -= 9
    ptop = _top(h[pa * 4 + s])
    otop = _top(h[lh * 4 + s] | h[rh * 4 + s])
    if (1 << hi) == b1 or (npa and ptop > otop):
        if o2 == rh:
            if nrh != 1:
                d -= 1
        elif o2 == lh:
            d += 22 if nlh != 1 else 16
        if (o2 != lh or nlh == 1) and (o2 != rh or nrh == 1):
            return d + 45 + rr
        return d + 18 + rr
    if o1 == rh or o2 == rh:
        if nrh != 1:
            d -= 10
    elif o1 == lh and o2 == pa:
        if npa != 1:
            d += 31
    if o2 == pa and o3 == pa:
        d += 35
    elif npa > 1 and ((o2 == seat and o3 == pa) or (o2 == pa and o3 == seat)):
        d += 25
    if (nlh == 1 and o1 == lh) or (nrh == 1 and o1 == rh):
        return d + 28 + rr
    if o1 == seat:
        return d - 17 + rr
    if not seq:
        return d + 12 + rr
    if (1 << hi) == b2:
        return d + 48
    return d + 29 - rr


def _lead_wt(h: Any, seat: int, s: int, r: int, t: int, rem: int) -> int:
    """A lead's merit in a trump game (higher first), after DDS's weights for the leader
    there: as in no-trumps (:func:`_lead_w`) a suit with few cards for the adversaries to
    choose among, and not one whose top or second card the right-hand opponent holds;
    less where an adversary ruffs, more where partner ruffs, or where a singleton goes to
    partner's winner for a ruff back. A card that wins the trick (no adversary ruffing it,
    or partner ruffing over them) by who holds the top cards; else more where the side
    holds the second and third cards."""
    lh = (seat + 1) & 3
    rh = (seat + 3) & 3
    pa = (seat + 2) & 3
    mine = h[seat * 4 + s]
    occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
    hi = _lead_run(h, seat, s, r, occ)
    hl = h[lh * 4 + s]
    hr = h[rh * 4 + s]
    hp = h[pa * 4 + s]
    nlh = _popcount(hl)
    nrh = _popcount(hr)
    npa = _popcount(hp)
    tl = h[lh * 4 + t]
    tr = h[rh * 4 + t]
    tp = h[pa * 4 + t]
    rr = hi + 2
    seq = hi > r
    b1, o1, b2, o2, o3 = _top3(h, s, occ)
    clh = (nlh if nlh else rem) * 4
    crh = (nrh if nrh else rem) * 4
    d = -((clh + crh) * 32) // 13
    plain = s != t
    if plain and ((not hl and tl) or (not hr and tr)):
        d -= _RUFF_MALUS
    if plain and not hp and tp and nrh > 0:
        d += 17
    if o1 == rh or o2 == rh:
        if nrh != 1:
            d -= 12
    elif o1 == lh and o2 == pa:
        if npa != 1:
            d += 27
    if plain and _popcount(mine) == 1 and h[seat * 4 + t] and npa > 1 and o1 == pa:
        d += 19
    win = False
    if (1 << hi) == b1:
        if not plain:
            win = True
        elif npa or not tp:
            win = (nlh or not tl) and (nrh or not tr)
        else:
            win = (nlh or tp > tl) and (nrh or tp > tr)
    elif hp > (hl | hr):
        win = not plain or ((nlh or not tl) and (nrh or not tr))
    elif plain and not hp and tp:
        if not hl and tl and not hr and tr:
            win = tp > (tl | tr)
        elif not hl and tl:
            win = tp > tl
        elif not hr and tr:
            win = tp > tr
        else:
            win = True
    if win:
        if (nlh == 1 and o1 == lh) or (nrh == 1 and o1 == rh):
            return d + 35 + rr
        if o1 == seat:
            if o2 == pa:
                return d + 48 + rr
            if (1 << hi) == b1:
                return d + 31
            return d - 3 + rr
        if o1 == pa:
            return d + (42 if o2 == seat else 28) + rr
        if seq and (1 << hi) == b2:
            return d + 40
        return d + (22 if seq else 11) + rr
    if o2 == pa and o3 == pa:
        d += 20
    elif npa > 1 and ((o2 == seat and o3 == pa) or (o2 == pa and o3 == seat)):
        d += 13
    if (nlh == 1 and o1 == lh) or (nrh == 1 and o1 == rh):
        return d + rr + 2
    if o1 == seat:
        if o2 == pa:
            return d + 33 + rr
        if (1 << hi) == b1:
            return d + 38
        return d - 14 + rr
    if o1 == pa:
        return d + 34 + rr
    if seq and (1 << hi) == b2:
        return d + 35
    return d + 15 - hi


def _order(h: Any, tc: Any, seat: int, n: int, led: int, wseat: int, ws: int, wr: int, t: int,
           mvs: Any, sc: Any) -> int:
    """Representative cards (rank * 4 + suit) of ``seat`` in ``mvs``, best first: a lead by
    DDS-style weights (:func:`_lead_w`, :func:`_lead_wt`), a card to a trick by the
    reference solver's ``_FastSolver._moves`` ordering refined after DDS's rules for the
    second, third and fourth hands (see the module docstring)."""
    base = seat * 4
    cnt = 0
    if led >= 0 and h[base + led]:
        cnt = _gen(h, tc, seat, led, mvs, 0)
    else:
        for s in range(4):
            if h[base + s]:
                cnt = _gen(h, tc, seat, s, mvs, cnt)
    partner = (seat + 2) & 3
    pwin = n > 0 and (wseat & 1) == (seat & 1)
    nb = ((seat + 1) & 3) * 4
    rem = _popcount(h[base]) + _popcount(h[base + 1]) + _popcount(h[base + 2]) + _popcount(h[base + 3])
    i = 0
    while i < cnt:
        m = mvs[i]
        s = m & 3
        r = m >> 2
        mine = h[base + s]
        occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s] | tc[s]
        top = _top(occ)
        v = 0
        if n == 0:
            v = _lead_w(h, seat, s, r, t, rem) if t < 0 else _lead_wt(h, seat, s, r, t, rem)
            sc[i] = (1024 - v) * 64 + m
        elif s == led:
            beats = ws == led and r > wr
            if n == 2:
                fourth = h[nb + s]
                ftop = _top(fourth)
                fruff = not fourth and t >= 0 and s != t and h[nb + t] != 0
                safe_w = ws == led and wr > ftop and not fruff
                if pwin and safe_w:
                    v = -r
                elif beats and r > ftop and not fruff:
                    v = 80 - r
                elif beats and not fruff and not pwin:
                    v = 40 - r
                else:
                    v = -r
            elif n == 1:
                rest = h[nb + s]
                ruff3 = not rest and t >= 0 and s != t and h[nb + t] != 0
                ptop = _top(h[partner * 4 + s])
                if beats and r > _top(rest) and not ruff3 and not (ptop > _top(rest) and ptop > wr):
                    v = 60 - r
                elif beats and wr >= 10 and not ruff3 and not (ptop > _top(rest) and ptop > wr):
                    v = 30 - r
                else:
                    v = -r
            else:
                if pwin:
                    v = -r
                elif beats:
                    v = 50 - r
                else:
                    v = -r
            sc[i] = (1024 - v) * 64 + m
        elif s == t:
            pw = False
            if n == 1 and h[partner * 4 + led] and h[nb + led]:
                pt = _top(h[partner * 4 + led])
                pw = pt > wr and pt > _top(h[nb + led])
            if (ws != t or r > wr) and not pwin and not pw:
                v = 40 - r
            elif pwin:
                v = 15 - r
            else:
                v = -30 - r
            sc[i] = (1024 - v) * 64 + m
        else:
            pen = 20 if ((mine | h[partner * 4 + s]) >> top) & 1 else 0
            sc[i] = (1024 + _popcount(occ & ((1 << r) - 1)) * 2 - 4 * _popcount(mine) + pen) * 64 + m
        i += 1
    _sort_moves(sc, mvs, cnt)
    return cnt


def _sort_moves(sc: Any, mvs: Any, cnt: int) -> None:
    """Sort the first ``cnt`` keys of ``sc`` (insertion sort: the lists are short) and write
    the moves they carry in their low six bits to ``mvs``, best first."""
    for i in range(1, cnt):
        v = sc[i]
        j = i - 1
        while j >= 0 and sc[j] > v:
            sc[j + 1] = sc[j]
            j -= 1
        sc[j + 1] = v
    for i in range(cnt):
        mvs[i] = sc[i] & 63


def _last(h: Any, leader: int, k: int, t: int) -> int:
    """The last trick (each hand one card): does north-south win ``k`` (= 1) of it?"""
    ws = -1
    wr = -1
    wseat = leader
    rk = False
    for i in range(4):
        seat = (leader + i) & 3
        for s in range(4):
            m = h[seat * 4 + s]
            if m:
                r = _top(m)
                if i == 0:
                    ws, wr, wseat = s, r, seat
                elif s == ws:
                    rk = True
                    if r > wr:
                        wr, wseat = r, seat
                elif s == t:
                    ws, wr, wseat, rk = s, r, seat, False
                break
    w = (1 << (16 * ws + wr)) if rk else 0
    if (1 if (wseat & 1) == 0 else 0) >= k:
        return _OK | w
    return w


def _later(h: Any, leader: int, k: int, rem: int, t: int) -> int:
    """The later-tricks bound (after DDS's): with no trumps left, a side on lead that needs
    every remaining trick can lead only suits whose top card it holds (the adversaries'
    top card in any other suit takes a trick), so it takes at most, over those suits, the
    longer of its two hands' lengths. Answers the search's result when that bound is short
    (the adversaries' top cards the relevant cards), else -1."""
    if t >= 0 and (h[t] | h[4 + t] | h[8 + t] | h[12 + t]):
        return -1
    side = leader & 1
    if (side == 0 and k != rem) or (side == 1 and k != 1):
        return -1
    a = side * 4
    b = (side + 2) * 4
    sm = 0
    w = 0
    for s in range(4):
        occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
        if occ:
            bit = 1 << _top(occ)
            if (h[a + s] | h[b + s]) & bit:
                x = _popcount(h[a + s])
                y = _popcount(h[b + s])
                sm += x if x > y else y
            else:
                w |= bit << (16 * s)
    if sm >= rem:
        return -1
    return w if side == 0 else _OK | w


#: a scalar of the search's signature: an int (np.int64 where a constant is passed, see _compiled)
_I8 = Any


def _search(h: Any, tc: Any, leader: _I8, n: _I8, led: _I8, wseat: _I8, ws: _I8, wr: _I8, rk: _I8,
            k: _I8, t: _I8, depth: _I8, mem: Any, stamp: int, scr: Any, stats: Any) -> int:
    """Can north-south take ``k`` of the remaining tricks (the one in progress included),
    ``n`` cards of it played (``tc`` their ranks by suit; ``led`` the suit led,
    ``wseat``/``ws``/``wr`` the winning card, ``rk``: winning by rank over a card of its own
    suit)? Answers ``_OK`` or 0 with the relevant cards its proof used; ``h`` and ``tc``
    are changed and restored."""
    if n == 0:
        if k <= 0:
            return _OK
        lb = leader * 4
        rem = _popcount(h[lb]) + _popcount(h[lb + 1]) + _popcount(h[lb + 2]) + _popcount(h[lb + 3])
        if k > rem:
            return 0
        # the bounds first (no memory touched), then the table
        if t >= 0:
            lo, w = _sure(h, 0, t)
            if lo >= k:
                return _OK | w
            lo, w = _sure(h, 1, t)
            if rem - lo < k:
                return w
        qt, w = _quick(h, leader, t)
        if leader & 1 == 0:
            if qt >= k:
                return _OK | w
        elif rem - qt < k:
            return w
        if (k == rem or k == 1) and rem > 1:
            lt = _later(h, leader, k, rem, t)
            if lt >= 0:
                return lt
        pc = scr[depth, 128:136]
        _codes(h, pc)
        shape = _shape(h, leader)
        nb = _NB
        home = _hash(shape, nb - 1)
        b = -1
        for probe in range(4):
            x = (home + probe) & (nb - 1)
            if mem[_BK + _BROW * x + 1] == stamp and mem[_BK + _BROW * x] == shape:
                b = x
                break
        smix = (stamp * -7046029254386353131) & _W     # the stamp in every entry's fingerprint
        if b >= 0:
            ne = _NE
            bq = _BK + _BROW * b + 4
            for q in range(mem[bq - 2]):
                jp = mem[bq + q]
                m1 = 0
                m2 = 0
                for s in range(4):
                    j = (jp >> (4 * s)) & 15
                    mc = pc[s] >> (2 * (pc[4 + s] - j))
                    if s < 2:
                        m1 = (m1 << 32) | mc
                    else:
                        m2 = (m2 << 32) | mc
                hv = _hash(shape ^ (jp << 40) ^ _hash(m1, _W) ^ (_hash(m2, _W) << 1), _W)
                x = hv & (ne - 4)
                fp = ((hv ^ smix) >> 30) & 0x7FFFFFFF
                g = _EST + (x >> 1)
                fw = mem[g]
                for probe in range(4):
                    y = x + probe
                    e = _EK + 8 * y
                    if probe == 2:
                        fw = mem[g + 1]
                    if ((fw >> (32 * (probe & 1))) & 0x7FFFFFFF) == fp and mem[e] == stamp and mem[e + 1] == shape and mem[e + 2] == jp \
                            and mem[e + 3] == m1 and mem[e + 4] == m2:
                        bw = mem[e + 5]
                        lo = bw & 255
                        if lo >= k or ((bw >> 8) & 255) < k:
                            if q > 0:                # a set that answers moves to the front
                                for qq in range(q, 0, -1):
                                    mem[bq + qq] = mem[bq + qq - 1]
                                mem[bq] = jp
                            if lo >= k:
                                return _OK | _wtop(h, jp)
                            return _wtop(h, jp)
                        break
        if rem == 1:
            return _last(h, leader, k, t)
        # the lead: every representative card, the one that cut off here before first
        stats[0] += 1
        mvs = scr[depth, 0:64]
        sc = scr[depth, 64:128]
        cnt = _order(h, tc, leader, 0, -1, 0, 0, 0, t, mvs, sc)
        full = shape
        for s in range(4):
            full = (full * 1000003 + int(pc[s]) * 16 + int(pc[4 + s])) & _W
        nbest = _NM
        mi = _hash(full, nbest - 1)
        mb = -1
        if mem[_MK + 2 * mi] == full:
            mb = mem[_MK + 2 * mi + 1]
        else:
            mj = _hash(shape, nbest - 1)
            if mem[_MK + 2 * mj] == shape:
                mb = mem[_MK + 2 * mj + 1]
        # leads of equal merit by how often (weighted by the tricks left) each card cut off a
        # lead earlier in this solve (a history table: the scratch's spare rows 56 + leader)
        hist = scr[56 + leader, 0:64]
        for i in range(cnt):
            hv = hist[mvs[i]]
            key = sc[i] >> 6
            if mb >= 0 and (mvs[i] & 3) == (mb & 3):
                key -= _SUIT_BONUS
            sc[i] = ((key * 65536 - (hv if hv < 65535 else 65535)) * 64 + i) * 64 + mvs[i]
        _sort_moves(sc, mvs, cnt)
        if mb >= 0 and mvs[0] != mb:
            for i in range(1, cnt):
                if mvs[i] == mb:
                    while i > 0:
                        mvs[i] = mvs[i - 1]
                        i -= 1
                    mvs[0] = mb
                    break
        ns = 1 if (leader & 1) == 0 else 0
        wall = 0
        res = -1
        for i in range(cnt):
            m = mvs[i]
            s = m & 3
            r = m >> 2
            bit = 1 << r
            h[lb + s] ^= bit
            tc[s] |= bit
            v = _search(h, tc, leader, np.int64(1), s, leader, s, r, np.bool_(False), k, t, depth + 1, mem, stamp, scr, stats)
            tc[s] ^= bit
            h[lb + s] ^= bit
            ok = 1 if v & _OK else 0
            if ok == ns:
                hist[m] += rem * rem
                mem[_MK + 2 * mi] = full
                mem[_MK + 2 * mi + 1] = m
                mj = _hash(shape, nbest - 1)
                mem[_MK + 2 * mj] = shape
                mem[_MK + 2 * mj + 1] = m
                res = v
                break
            wall |= v & _W
        if res < 0:
            res = (0 if ns else _OK) | wall
        w = _close(h, tc, leader, res & _W)
        ok = 1 if res & _OK else 0
        # store the bound with the relevant cards: per suit the top j cards still out
        jp = 0
        m1 = 0
        m2 = 0
        for s in range(4):
            wsu = (w >> (16 * s)) & 0x1FFF
            j = 0
            if wsu:
                occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
                j = _popcount(occ & ~((wsu & -wsu) - 1))
            jp |= j << (4 * s)
            mc = pc[s] >> (2 * (pc[4 + s] - j))
            if s < 2:
                m1 = (m1 << 32) | mc
            else:
                m2 = (m2 << 32) | mc
        b = -1
        for probe in range(4):                   # the bucket again: the search may have moved it
            x = (home + probe) & (nb - 1)
            if mem[_BK + _BROW * x + 1] == stamp and mem[_BK + _BROW * x] == shape:
                b = x
                break
        if b < 0:
            b = home
            for probe in range(4):
                x = (home + probe) & (nb - 1)
                if mem[_BK + _BROW * x + 1] != stamp:
                    b = x
                    break
            x = _BK + _BROW * b
            mem[x] = shape
            mem[x + 1] = stamp
            mem[x + 2] = 0
            mem[x + 3] = 0
        bq = _BK + _BROW * b + 4
        c = mem[bq - 2]
        known = False
        for q in range(c):
            if mem[bq + q] == jp:
                known = True
                break
        if not known:
            nj = MASKS
            if c < nj:
                mem[bq + c] = jp
                mem[bq - 2] = c + 1
            else:
                q = mem[bq - 1]
                mem[bq + q] = jp
                mem[bq - 1] = (q + 1) % nj
        ne = _NE
        hv = _hash(shape ^ (jp << 40) ^ _hash(m1, _W) ^ (_hash(m2, _W) << 1), _W)
        x = hv & (ne - 4)
        fp = ((hv ^ smix) >> 30) & 0x7FFFFFFF
        g = _EST + (x >> 1)
        y = -1
        for probe in range(4):
            z = x + probe
            e = _EK + 8 * z
            if ((mem[g + (probe >> 1)] >> (32 * (probe & 1))) & 0x7FFFFFFF) == fp and mem[e] == stamp and mem[e + 1] == shape and mem[e + 2] == jp \
                    and mem[e + 3] == m1 and mem[e + 4] == m2:
                y = z
                break
        if y < 0:
            # a free slot, else the one with the fewest tricks left (the cheapest to redo)
            best_rem = 99
            for probe in range(4):
                z = x + probe
                if mem[_EK + 8 * z] != stamp:
                    y = z
                    break
                zr = mem[_EK + 8 * z + 5] >> 16
                if zr < best_rem:
                    best_rem = zr
                    y = z
            e = _EK + 8 * y
            g = _EST + (y >> 1)
            sh = 32 * (y & 1)
            mem[g] = (mem[g] & ~(0x7FFFFFFF << sh)) | (fp << sh)
            mem[e] = stamp
            mem[e + 1] = shape
            mem[e + 2] = jp
            mem[e + 3] = m1
            mem[e + 4] = m2
            mem[e + 5] = (rem << 16) | (rem << 8)         # lower bound 0, upper bound rem
        e = _EK + 8 * y + 5
        bw = mem[e]
        if ok:
            if k > (bw & 255):
                mem[e] = (bw & ~255) | k
        elif k - 1 < ((bw >> 8) & 255):
            mem[e] = (bw & ~0xFF00) | ((k - 1) << 8)
        return (_OK if ok else 0) | w
    # a card to the trick in progress
    stats[0] += 1
    seat = (leader + n) & 3
    ns = 1 if (seat & 1) == 0 else 0
    mvs = scr[depth, 0:64]
    sc = scr[depth, 64:128]
    cnt = _order(h, tc, seat, n, led, wseat, ws, wr, t, mvs, sc)
    wall = 0
    for i in range(cnt):
        m = mvs[i]
        s = m & 3
        r = m >> 2
        bit = 1 << r
        nseat = wseat
        nws = ws
        nwr = wr
        nrk = rk
        if s == ws:
            nrk = True
            if r > wr:
                nseat = seat
                nwr = r
        elif s == t:
            nseat = seat
            nws = s
            nwr = r
            nrk = False
        h[seat * 4 + s] ^= bit
        if n == 3:
            t0 = tc[0]
            t1 = tc[1]
            t2 = tc[2]
            t3 = tc[3]
            tc[0] = 0
            tc[1] = 0
            tc[2] = 0
            tc[3] = 0
            v = _search(h, tc, nseat, np.int64(0), np.int64(-1), np.int64(0), np.int64(0), np.int64(0), np.bool_(False),
                        k - 1 if (nseat & 1) == 0 else k, t, depth + 1,
                        mem, stamp, scr, stats)
            tc[0] = t0
            tc[1] = t1
            tc[2] = t2
            tc[3] = t3
            if nrk:
                v |= 1 << (16 * nws + nwr)
        else:
            tc[s] |= bit
            v = _search(h, tc, leader, n + 1, led, nseat, nws, nwr, nrk, k, t, depth + 1, mem, stamp, scr, stats)
            tc[s] ^= bit
        h[seat * 4 + s] ^= bit
        ok = 1 if v & _OK else 0
        if ok == ns:
            return (v & _OK) | _close(h, tc, seat, v & _W)
        wall |= v & _W
    return (0 if ns else _OK) | _close(h, tc, seat, wall)


def _solve(h: Any, tc: Any, leader: int, n: int, led: int, wseat: int, ws: int, wr: int, total: int,
           t: int, guess: int, mem: Any, stamp: int, scr: Any, stats: Any) -> int:
    """North-south's tricks from the position: null-window tests stepping one trick at a
    time from ``guess``, up while north-south make it, down while they do not, all sharing
    the one table."""
    if total == 0:
        return 0
    rk = False
    if n > 0:
        rk = _popcount(tc[ws]) > 1
    k = guess
    if k < 1:
        k = 1
    if k > total:
        k = total
    up = (_search(h, tc, leader, n, led, wseat, ws, wr, rk, k, t, np.int64(0), mem, stamp, scr, stats) & _OK) != 0
    if up:
        while k < total:
            if (_search(h, tc, leader, n, led, wseat, ws, wr, rk, k + 1, t, np.int64(0), mem, stamp, scr, stats) & _OK) == 0:
                break
            k += 1
        return k
    k -= 1
    while k > 0:
        if (_search(h, tc, leader, n, led, wseat, ws, wr, rk, k, t, np.int64(0), mem, stamp, scr, stats) & _OK) != 0:
            break
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
        # no reference counting (``_nrt=False``): nothing here allocates, and with it every call
        # of the search increfed and decrefed each of its eighteen array arguments (atomic
        # operations; a third of the kernel's time on the benchmark's full deals)
        jit = numba.njit(cache=True, nogil=True, _nrt=False)
        g = globals()
        # compile the helpers first so the kernels call compiled code
        for name in ("_popcount", "_top", "_nth", "_run", "_codes", "_shape", "_hash", "_wtop", "_close",
                     "_cash", "_quick", "_sure", "_gen", "_owner", "_lead_run", "_top3", "_lead_w", "_lead_wt", "_sort_moves", "_order", "_last", "_later"):
            g[name] = jit(g[name])
        i8 = numba.int64
        a1 = numba.int64[::1]
        a2 = numba.int64[:, ::1]
        # one explicit signature, and every recursive call passes exactly its types (np.int64 /
        # np.bool_ for the constants): a call whose argument types differ at all (a literal 0
        # is Literal[int](0), not int64) makes Numba compile another specialization of the
        # search, and the calls between specializations go through a symbol Numba patches
        # only when it compiles, not when it loads the cache (the loaded copy then crashed:
        # numba issues #6061, #6713). With one specialization the recursion is a direct
        # call and the search and its driver can be cached
        sig = i8(a1, a1, i8, i8, i8, i8, i8, i8, numba.boolean, i8, i8, i8, a1, i8, a2, a1)
        search: Any = numba.njit(sig, cache=True, nogil=True, _nrt=False)(_search)
        g["_search"] = search
        got = numba.njit(cache=True, nogil=True, _nrt=False)(_solve)
        _STATE["solve"] = got
        mem, scr = _tables()
        search(np.zeros(16, np.int64), np.zeros(4, np.int64), 0, 0, -1, 0, 0, 0, False, 0, -1, 0, mem, 0, scr,
               np.zeros(2, np.int64))
        _call(got, [0] * 16, [0, 0, 0, 0], 0, 0, -1, 0, 0, 0, 0, -1, None)
        _STATE["seconds"] = time.perf_counter() - t
    return got


def is_compiled() -> bool:
    """Whether the compiled kernel is ready in this process (no compile cost left)."""
    return "solve" in _STATE


def compile_seconds() -> float:
    """Seconds the compiled kernel took to get ready in this process (compiling, or loading
    from Numba's cache). Raises ImportError without Numba."""
    _compiled()
    return float(_STATE["seconds"])


def _tables() -> tuple[Any, Any]:
    """The tables in one int64 array (regions at the ``_BK``, ``_EK``, ``_EST`` and ``_MK`` offsets; the
    entries' rows start on 64-byte lines) and the scratch rows per depth: one array each, so
    a call of the search passes five arrays (with the hands, the trick and its statistics),
    not eighteen."""
    t = _STATE.get("tables")
    if t is None:
        raw = np.zeros(_MEM + 8, np.int64)
        skip = (-(raw.ctypes.data // 8)) % 8     # the first word on a 64-byte line
        mem = raw[skip:skip + _MEM]
        mem[:_MK] = 0                            # (writing every page now, not in the first solve)
        mem[_MK:_MEM:2] = -1                     # no best lead's key
        mem[_MK + 1:_MEM:2] = 0
        # per depth (at most 52 cards deep) the moves (columns 0-63), their scores (64-127) and
        # the suits' codes (128-135); the moves of rows 56-59 hold the lead history (per leader,
        # by card), cleared per solve
        scr = np.zeros((60, 136), np.int64)
        t = (mem, scr)
        _STATE["tables"] = t
        _STATE["stamp"] = 0
    return t


def _estimate(h: Sequence[int], total: int, trump: int) -> int:
    """The first guess of the null-window steps: half the tricks, moved by north-south's
    share of the top four ranks still out (4-3-2-1 points, a trick for each 3 points over
    half) and, in a trump game, of the trumps (a trick for every 2 over half). Only the
    number of steps depends on it, never the answer: on the benchmark's full deals it
    saves about a tenth of the nodes against a flat half."""
    ns = al = 0
    for s in range(4):
        occ = h[s] | h[4 + s] | h[8 + s] | h[12 + s]
        mine = h[s] | h[8 + s]
        r = 12
        p = 4
        while r >= 0 and p > 0:
            if (occ >> r) & 1:
                al += p
                if (mine >> r) & 1:
                    ns += p
                p -= 1
            r -= 1
    est = total / 2 + (ns - al / 2) / 3
    if trump >= 0:
        fit = bin(h[trump]).count("1") + bin(h[8 + trump]).count("1")
        out = fit + bin(h[4 + trump]).count("1") + bin(h[12 + trump]).count("1")
        est += (fit - out / 2) / 2
    return max(1, min(total, int(est)))


def _call(fn: Callable[..., int], h: Sequence[int], tc: Sequence[int], leader: int, n: int, led: int,
          wseat: int, ws: int, wr: int, total: int, trump: int, guess: int | None,
          stats: Any = None, fresh: bool = True) -> int:
    mem, scr = _tables()
    if fresh or _STATE.get("trump") != trump:
        _STATE["stamp"] += 1
    _STATE["trump"] = trump
    st = np.zeros(2, np.int64) if stats is None else stats
    scr[56:60, 0:64] = 0                         # the lead history, per solve
    g = _estimate(h, total, trump) if guess is None else guess
    return int(fn(np.array(h, np.int64), np.array(tc, np.int64), leader, n, led, wseat, ws, wr, total, trump,
                  g, mem, _STATE["stamp"], scr, st))


def solve_masks(h: Sequence[int], tc: Sequence[int], leader: int, n: int, led: int, wseat: int, ws: int,
                wr: int, total: int, trump: int, guess: int | None = None, engine: str = "numba",
                stats: Any = None, fresh: bool = True) -> int:
    """North-south's tricks from a position given as masks (``h[4 * seat + suit]``, ranks 0..12;
    ``tc`` the ranks on the table by suit; ``trump`` -1 for none); ``engine`` ``"numba"`` (the
    compiled kernel) or ``"python"`` (the same source in the interpreter). ``stats[0]``
    counts the nodes searched (lead and play nodes, as the reference counts them) when an
    int64 array is given. ``fresh=False`` keeps the table of the previous solve when the
    trump suit is the same (its bounds hold in any deal: each describes every position with
    the same suit lengths and owners of the relevant cards), as :func:`card_values` of
    :mod:`hoyle.bots.double_dummy` does across one position's cards."""
    with _LOCK:
        fn = _compiled() if engine == "numba" else _solve
        if engine != _STATE.get("engine"):
            fresh = True
            _STATE["engine"] = engine
        return _call(fn, h, tc, leader, n, led, wseat, ws, wr, total, trump, guess, stats, fresh)
