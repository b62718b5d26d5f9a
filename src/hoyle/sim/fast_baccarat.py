"""Vectorised punto banco (NumPy): whole shoes dealt side by side, one coup per step.

The shoe is shuffled (values only: 0 for tens and courts, 1 for the ace, pips otherwise), cards
are burnt as the casino does (the first card's value, ten for a 0, plus that card), then coups
are dealt by the punto banco table (seed 004 §1.2.3) while at least ``cut_card`` cards remain at
the start of a coup, exactly as :class:`hoyle.games.banking.baccarat.BaccaratState` does with the
same rules; ``tests/core/test_sim.py`` checks coup-by-coup equality with the reference engine.

Money is tallied per bet in *twentieths of a chip* (a banker win nets 19/20 at 5 % commission),
so every total is an exact integer.
"""

from __future__ import annotations

import numpy as np

from ..games.banking import DRAW, PUNTO_BANKER, VALUE

__all__ = ["shoe_values", "play_shoes", "baccarat_chunk", "numba_available", "BT"]

#: BT[banker_point, x] = banker draws (x = player's third card value, 10 = player stood)
BT = np.array([[c == DRAW for c in row] for row in PUNTO_BANKER], dtype=bool)
_VAL = np.array(VALUE[:52], dtype=np.uint8)


def shoe_values(rng: np.random.Generator, n_shoes: int, decks: int) -> np.ndarray:
    """``n_shoes`` shuffled shoes of card values, shape ``(n_shoes, 52 * decks)``, uint8."""
    base = np.tile(_VAL, decks)
    return rng.permuted(np.broadcast_to(base, (n_shoes, base.size)), axis=1).astype(np.uint8, copy=False)


def play_shoes(V: np.ndarray, cut_card: int = 16, burn: bool = True):
    """Deal every shoe in ``V`` (values) to its cut card.

    Returns ``(player_points, banker_points, active)``, each of shape ``(steps, n_shoes)``:
    the points of coup ``k`` of each shoe and whether that coup was dealt.

    The shoes are laid out card-major (one row per position in the shoe, one column per shoe) so
    that each of the six cards a coup may use is one contiguous ``take`` from a flat array, and the
    arithmetic stays in ``uint8`` (points are sums of two values, mod 10).
    """
    S, L = V.shape
    W = np.zeros((L + 6, S), dtype=np.uint8)       # six spare rows: safe reads past the end
    W[:L] = V.T
    flat = W.ravel()
    rows = np.arange(S, dtype=np.int64)
    if burn:
        first = V[:, 0].astype(np.int64)
        pos = 1 + np.where(first == 0, 10, first)
    else:
        pos = np.zeros(S, dtype=np.int64)
    bt = BT.ravel()
    at = pos * S + rows                            # flat index of each shoe's next card
    limit = (L - cut_card) * S                     # a coup is dealt while L - pos >= cut_card
    ps, bs, act = [], [], []
    while True:
        active = at - rows <= limit
        if not active.any():
            break
        c0, c1, c2, c3, c4, c5 = (flat.take(at + k * S) for k in range(6))
        p = c0 + c2
        p %= 10
        b = c1 + c3
        b %= 10
        nat = (p >= 8) | (b >= 8)
        pdraw = ~nat & (p <= 5)
        x = np.where(pdraw, c4, 10)
        p3 = np.where(pdraw, (p + c4) % 10, p)
        bdraw = ~nat & bt.take(b.astype(np.intp) * 11 + x)
        b3 = np.where(pdraw, c5, c4)
        bf = np.where(bdraw, (b + b3) % 10, b)
        at = at + (active * (4 + pdraw + bdraw)) * S
        ps.append(p3)
        bs.append(bf)
        act.append(active)
    return np.array(ps), np.array(bs), np.array(act)


def numba_available() -> bool:
    """Whether the compiled path (:mod:`.fast_baccarat_numba`, extra ``hoyle[fast]``) can run."""
    try:
        import numba  # noqa: F401
    except ImportError:
        return False
    return True


def baccarat_chunk(seed_seq: np.random.SeedSequence, coups: int, decks: int = 8, cut_card: int = 16,
                   shoes_per_batch: int = 4096, engine: str = "auto") -> dict[str, int]:
    """Simulate exactly ``coups`` coups (shoe after shoe, in order) from ``seed_seq``.

    Returns integer tallies: ``coups``, ``banker``/``player``/``tie`` wins, and for each bet
    ``<bet>_sum`` and ``<bet>_sq`` of the net result per coup in twentieths of a chip
    (banker at 5 % commission, player even money, tie 8 to 1).

    ``engine``: ``"numba"`` (compiled, :mod:`.fast_baccarat_numba`; needs ``hoyle[fast]``),
    ``"numpy"`` (this module), or ``"auto"`` (numba when installed). The two draw their shoes
    differently, so a seed gives different (equally valid) samples on each; name the engine when
    results must match across machines.
    """
    if engine == "auto":
        engine = "numba" if numba_available() else "numpy"
    if engine == "numba":
        from .fast_baccarat_numba import baccarat_chunk_nb
        return baccarat_chunk_nb(seed_seq, coups, decks, cut_card)
    if engine != "numpy":
        raise ValueError(f"unknown baccarat engine {engine!r} (auto, numba, numpy)")
    rng = np.random.Generator(np.random.PCG64(seed_seq))
    t = {k: 0 for k in ("coups", "banker", "player", "tie", "banker_sum", "banker_sq", "player_sum",
                         "player_sq", "tie_sum", "tie_sq")}
    left = coups
    per_shoe = max(1, (52 * decks - cut_card) // 5)
    while left > 0:
        n = min(shoes_per_batch, max(1, -(-left // per_shoe) + 1))
        P, B, A = play_shoes(shoe_values(rng, n, decks), cut_card)
        # shoe-major order: keep the first `left` coups
        counts = A.sum(axis=0)
        cum = np.cumsum(counts)
        take = np.clip(left - (cum - counts), 0, counts)
        keep = A & (np.arange(A.shape[0])[:, None] < take[None, :])
        bw = (B > P) & keep
        pw = (P > B) & keep
        tw = (P == B) & keep
        nb, np_, nt = int(bw.sum()), int(pw.sum()), int(tw.sum())
        k = int(keep.sum())
        t["coups"] += k
        t["banker"] += nb
        t["player"] += np_
        t["tie"] += nt
        # banker bet: +19 / -20 / 0 ; player: +20 / -20 / 0 ; tie: +160 / -20
        t["banker_sum"] += 19 * nb - 20 * np_
        t["banker_sq"] += 361 * nb + 400 * np_
        t["player_sum"] += 20 * np_ - 20 * nb
        t["player_sq"] += 400 * (np_ + nb)
        t["tie_sum"] += 160 * nt - 20 * (nb + np_)
        t["tie_sq"] += 25600 * nt + 400 * (nb + np_)
        left -= k
    return t
