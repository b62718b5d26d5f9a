"""Compiled punto banco (optional extra ``hoyle[fast]``: Numba): shuffle and play whole shoes.

The same game as :mod:`.fast_baccarat` (card values, the burn, the punto banco drawing table of
seed 004 §1.2.3, a coup dealt while at least ``cut_card`` cards remain), but each shoe is shuffled
and dealt in compiled code, one shoe after another, without building arrays of coups.

Chance: a xoshiro256** generator seeded from the chunk's ``SeedSequence`` (four 64-bit words);
each shoe is an exact uniform shuffle (forward Fisher-Yates with unbiased bounded integers,
Lemire's multiply-and-reject), shuffled in full before it is dealt, so :func:`shoes` can rebuild
the very shoes a chunk played. ``tests/core/test_sim.py`` checks, coup by coup, that the compiled dealer
gives the NumPy path's points on the same shoes (the NumPy path is itself checked against the
reference engine) and that a chunk's tallies equal the NumPy path on the shoes :func:`shoes` returns.

A seed gives the same tallies on every machine that runs this path; the NumPy path, used when Numba
is absent, draws its shoes differently, so the two give different (equally valid) samples for a
seed. ``baccarat_chunk(..., engine="numpy")`` forces the NumPy path for runs that must match a
machine without Numba.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from ..games.banking import VALUE
from .fast_baccarat import BT

__all__ = ["play_shoes_nb", "shoes", "baccarat_chunk_nb"]

_VAL = np.array(VALUE[:52], dtype=np.uint8)
_BT = BT.astype(np.uint8)
_M32 = np.uint64(0xFFFFFFFF)


@njit(inline="always")
def _rotl(x, k):
    return (x << np.uint64(k)) | (x >> np.uint64(64 - k))


@njit(inline="always")
def _next(s):
    """xoshiro256**: the next 64-bit word; ``s`` is the uint64[4] state, advanced in place."""
    result = _rotl(s[1] * np.uint64(5), 7) * np.uint64(9)
    t = s[1] << np.uint64(17)
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = _rotl(s[3], 45)
    return result


@njit(inline="always")
def _below(s, n):
    """An unbiased integer in ``[0, n)`` for ``1 <= n < 2**32`` (Lemire's method)."""
    un = np.uint64(n)
    m = (_next(s) >> np.uint64(32)) * un
    low = m & _M32
    if low < un:
        thresh = (np.uint64(1 << 32) - un) % un
        while low < thresh:
            m = (_next(s) >> np.uint64(32)) * un
            low = m & _M32
    return np.int64(m >> np.uint64(32))


@njit(cache=True)
def _shuffle(s, base, out):
    """``out`` := a uniform random permutation of ``base`` (forward Fisher-Yates)."""
    L = base.shape[0]
    for i in range(L):
        out[i] = base[i]
    for i in range(L - 1):
        j = i + _below(s, L - i)
        t = out[i]
        out[i] = out[j]
        out[j] = t


@njit(cache=True)
def _deal(w, cut_card, burn, bt, out, at):
    """Deal the shoe ``w`` (values) to its cut card; coup ``k``'s points go to ``out[at + k]``
    (player, banker) unless ``out`` is empty. Returns (coups, banker wins, player wins, ties)."""
    L = w.shape[0]
    pos = 0
    if burn:
        f = w[0]
        pos = 1 + (10 if f == 0 else f)
    k = nb = npl = nt = 0
    rec = out.shape[0] > 0
    while L - pos >= cut_card:
        p = (w[pos] + w[pos + 2]) % 10
        b = (w[pos + 1] + w[pos + 3]) % 10
        pos += 4
        if p < 8 and b < 8:
            x = 10
            if p <= 5:
                x = w[pos]
                p = (p + x) % 10
                pos += 1
            if bt[b, x]:
                b = (b + w[pos]) % 10
                pos += 1
        if b > p:
            nb += 1
        elif p > b:
            npl += 1
        else:
            nt += 1
        if rec:
            out[at + k, 0] = p
            out[at + k, 1] = b
        k += 1
    return k, nb, npl, nt


@njit(cache=True)
def _play_many(V, cut_card, burn, bt, out):
    """Deal every row of ``V`` into ``out`` shoe-major; returns the coups per shoe."""
    n = V.shape[0]
    ks = np.zeros(n, dtype=np.int64)
    at = 0
    for r in range(n):
        k, _, _, _ = _deal(V[r], cut_card, burn, bt, out, at)
        ks[r] = k
        at += k
    return ks


@njit(cache=True)
def _chunk(s, coups, base, cut_card, burn, bt):
    """Shuffle and deal shoes until ``coups`` coups are played; the last shoe is cut short.
    Returns (coups, banker, player, tie, shoes)."""
    L = base.shape[0]
    w = np.empty(L, dtype=np.int64)
    rec = np.empty((0, 2), dtype=np.int64)
    tb = tp = tt = done = shoes_used = 0
    last = np.empty((L, 2), dtype=np.int64)
    while done < coups:
        _shuffle(s, base, w)
        shoes_used += 1
        left = coups - done
        k, nb, npl, nt = _deal(w, cut_card, burn, bt, rec, 0)
        if k <= left:
            tb += nb
            tp += npl
            tt += nt
            done += k
        else:                                   # the last shoe: only its first `left` coups count
            _deal(w, cut_card, burn, bt, last, 0)
            for i in range(left):
                p = last[i, 0]
                b = last[i, 1]
                if b > p:
                    tb += 1
                elif p > b:
                    tp += 1
                else:
                    tt += 1
            done += left
    return done, tb, tp, tt, shoes_used


@njit(cache=True)
def _shoes(s, n, base):
    out = np.empty((n, base.shape[0]), dtype=np.int64)
    for r in range(n):
        _shuffle(s, base, out[r])
    return out


def _state(seed_seq: np.random.SeedSequence) -> np.ndarray:
    st = seed_seq.generate_state(4, np.uint64)
    if not st.any():                           # xoshiro's one forbidden state
        st[0] = 1
    return st


def play_shoes_nb(V: np.ndarray, cut_card: int = 16, burn: bool = True):
    """Deal the shoes of values ``V`` (one per row) in compiled code.

    Returns ``(points, coups_per_shoe)``: ``points[i] = (player, banker)`` of the i-th coup in
    shoe-major order (every coup of shoe 0, then shoe 1, ...).
    """
    V = np.ascontiguousarray(V, dtype=np.int64)
    out = np.empty((V.shape[0] * (V.shape[1] // 4 + 1), 2), dtype=np.int64)
    ks = _play_many(V, int(cut_card), bool(burn), _BT, out)
    return out[: int(ks.sum())], ks


def shoes(seed_seq: np.random.SeedSequence, n: int, decks: int = 8) -> np.ndarray:
    """The first ``n`` shoes (values, one per row) that :func:`baccarat_chunk_nb` draws from
    ``seed_seq``."""
    return _shoes(_state(seed_seq), n, np.tile(_VAL, decks).astype(np.int64))


def baccarat_chunk_nb(seed_seq: np.random.SeedSequence, coups: int, decks: int = 8, cut_card: int = 16,
                      burn: bool = True) -> dict[str, int]:
    """Like :func:`hoyle.sim.fast_baccarat.baccarat_chunk` (same tallies, twentieths of a chip),
    shuffled and dealt in compiled code."""
    if coups < 0:
        raise ValueError("coups must be >= 0")
    if not 1 <= decks <= 12:
        raise ValueError(f"decks must be 1..12, not {decks}")
    if not 6 <= cut_card <= 52 * decks - 12:
        raise ValueError(f"cut_card must leave room for a coup: 6..{52 * decks - 12}, not {cut_card}")
    base = np.tile(_VAL, decks).astype(np.int64)
    k, nb, np_, nt, n_shoes = _chunk(_state(seed_seq), int(coups), base, int(cut_card), bool(burn), _BT)
    k, nb, np_, nt = int(k), int(nb), int(np_), int(nt)
    return {"coups": k, "banker": nb, "player": np_, "tie": nt,
            "banker_sum": 19 * nb - 20 * np_, "banker_sq": 361 * nb + 400 * np_,
            "player_sum": 20 * np_ - 20 * nb, "player_sq": 400 * (np_ + nb),
            "tie_sum": 160 * nt - 20 * (nb + np_), "tie_sq": 25600 * nt + 400 * (nb + np_)}
