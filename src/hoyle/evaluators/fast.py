"""Batch poker evaluation with NumPy look-up tables: five cards, best of six or seven.

The tables are built from the reference evaluator (:mod:`hoyle.evaluators.poker`) for any
:class:`~hoyle.evaluators.poker.HandRules` without wild cards or hearts tie-breaks, so the batch
paths rank hands exactly as the reference does (tested on every five-card hand and on random
seven-card hands).

How it works:

* each card carries a *rank weight*; the weights are chosen so that the sum over a hand's cards
  is different for every multiset of ranks (a perfect hash, no collisions). Five cards use the
  weights :data:`~hoyle.evaluators.poker.W5` (sums below 360,919), six and seven cards the
  weights :data:`W7` (sums below 7,825,760; the same weights as the SKPokerEval library);
* each card also adds ``1 << 3*suit`` to a suit counter, whose value says whether (and in which
  suit) the hand holds five of a suit;
* one gather from a table indexed by the rank sum gives the value of the hand if it is not a
  flush; flushes (about 3 % of seven-card hands) are finished from a 13-bit rank-mask table.

Values are *dense ranks*: ``uint16``, 1 for the worst hand, equal for tied hands; their order is
the reference order. :meth:`FastEvaluator.category_codes` maps them to positions in
``rules.order``.
"""

from __future__ import annotations

import itertools
import operator
from dataclasses import replace
from functools import lru_cache
from typing import Sequence

import numpy as np

from hoyle.cards import Card
from hoyle.evaluators.poker import (
    FOSTER, W5, HandCategory, HandError, HandRules, _tables, hand_rank,
)

__all__ = ["FastEvaluator", "fast_evaluator", "evaluate5_batch", "evaluate7_batch",
           "best_hand_batch", "all_hands", "W7", "as_hand_array"]

#: Rank weights for six- and seven-card hands (index = rank - 2); all 7-card rank multisets
#: with at most four of a rank have distinct sums (verified in the tests).
W7 = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)

_BIT_CARD = np.array([1 << (i // 4) for i in range(52)], dtype=np.int32)
_W7_PY = tuple(W7[i // 4] for i in range(52))
_SUIT_PY = tuple(1 << (3 * (i & 3)) for i in range(52))
_SIZE5 = 4 * W5[12] + W5[11] + 1

#: Seven-card keys with a 3-bit count per suit: card ``c`` adds its rank weight (bits 0..22) and
#: ``1 << (23 + 3*suit)``; bits 23.. of a sum of seven are the four counts. Entries 52..103 are
#: ``None``, so that a joker or an index -1..-52 fails the sum instead of reading another card.
_KEY7_COUNTS: list = [W7[i // 4] + (1 << (23 + 3 * (i & 3))) for i in range(52)] + [None] * 52
#: the four suit counts (bits 23.. of a sum of ``_KEY7_COUNTS``) -> 1 + the suit holding five
#: or more cards, 0 if none
_FLUSH7: list = [0] * (1 << 12)
for _key in range(1 << 12):
    _counts = [(_key >> (3 * _s)) & 7 for _s in range(4)]
    if sum(_counts) <= 7 and max(_counts) >= 5:
        _FLUSH7[_key] = 1 + _counts.index(max(_counts))
#: Suit weights of the one-call keys :data:`_KEY7` (clubs, diamonds, hearts, spades). Seven of
#: them add up to at most 126, so a whole sum stays below 2**30, one CPython digit, where
#: additions take the short path (the four 3-bit counts would need 35 bits). The price: a few
#: sums are shared by hands with and without five of a suit (see :data:`_FLUSH7_BY_WEIGHT`).
#: Found by search: of the weight sets within 126, the one whose shared sums are the rarest
#: (3.4 % of random hands lack five of a suit yet share a sum with a hand that has them; with
#: the flushes that share one, 4.6 % of hands have their suits counted).
_SUIT_W7 = (0, 1, 13, 18)
#: One-call seven-card keys (:meth:`FastEvaluator.single`): rank weight (bits 0..22) plus the
#: suit weight times 2**23; ``None`` past 51 as in :data:`_KEY7_COUNTS`.
_KEY7: list = [W7[i // 4] + (_SUIT_W7[i & 3] << 23) for i in range(52)] + [None] * 52
#: suit part of a sum of seven :data:`_KEY7` (0..126) -> 0 if no count of suits giving it has
#: five of a suit; 1 + the suit if every count giving it has five of that suit; 5 if it is
#: shared (the suits are then counted with :data:`_KEY7_COUNTS`)
_FLUSH7_BY_WEIGHT: list = [0] * 128
_classes: dict[int, set[int]] = {}
for _counts in itertools.product(range(8), repeat=4):
    if sum(_counts) == 7:
        _f = 1 + _counts.index(max(_counts)) if max(_counts) >= 5 else 0
        _classes.setdefault(sum(n * w for n, w in zip(_counts, _SUIT_W7)), set()).add(_f)
for _key, _cl in _classes.items():
    _FLUSH7_BY_WEIGHT[_key] = _cl.pop() if len(_cl) == 1 else 5
#: ``_SUIT_BIT7[1 + suit][c]``: the rank bit of card ``c`` if it is of that suit, else 0
_SUIT_BIT7: list = [None] + [[(1 << (i >> 2)) if i & 3 == s else 0 for i in range(52)]
                             for s in range(4)]
del _key, _counts, _f, _classes, _cl


def _pair_tables(card_weight: np.ndarray, dtype) -> tuple[np.ndarray, np.ndarray]:
    """(pair table, card table): ``pair[lo | hi << 8] = w[lo] + w[hi]`` for two card bytes read
    as one little-endian 16-bit number; entries for bytes above 51 are 0 (never read)."""
    w = np.zeros(256, dtype=dtype)
    w[:52] = card_weight
    pair = (w[None, :] + w[:, None]).ravel().astype(dtype)  # row = high byte, column = low byte
    return pair, w


# five cards: rank weight in bits 0..18, a 3-bit suit counter per suit from bit 19
_PAIR5, _CARD5 = _pair_tables(
    np.array([W5[i // 4] + (1 << (19 + 3 * (i & 3))) for i in range(52)], dtype=np.int64), np.int32)
# six and seven cards: rank weight in bits 0..22, suit counters from bit 23
_PAIR7, _CARD7 = _pair_tables(
    np.array([W7[i // 4] + (1 << (23 + 3 * (i & 3))) for i in range(52)], dtype=np.int64), np.int64)


def _pair_view(block: np.ndarray, offset: int) -> np.ndarray:
    """Bytes ``offset`` and ``offset + 1`` of every row of a C-contiguous uint8 block, read as one
    little-endian uint16 per row (an unaligned strided view: no copy)."""
    n, width = block.shape
    return np.ndarray((n,), dtype="<u2", buffer=block, offset=offset, strides=(width,))
_SIZE7 = 4 * W7[12] + 3 * W7[11] + 1
_CHUNK = 1 << 15


def as_hand_array(hands, width: int | None = None) -> np.ndarray:
    """Hands as a C-contiguous ``uint8`` array of card indices, shape ``(n, width)``.

    Accepts an array, a list of card lists, or one string per hand.

    Raises:
        ValueError: a row of the wrong width, or an index outside 0..51.
    """
    if isinstance(hands, np.ndarray):
        a = hands
    else:
        rows = []
        for h in hands:
            if isinstance(h, str):
                from hoyle.cards import parse_cards
                h = parse_cards(h)
            rows.append([int(c) for c in h])
        a = np.array(rows, dtype=np.int64)
    if a.ndim != 2 or (width is not None and a.shape[1] != width):
        raise ValueError(f"hands must have shape (n, {width or 'k'}), not {a.shape}")
    if a.size and (a.min() < 0 or a.max() > 51):
        raise ValueError("card indices must be 0..51 (no jokers on the fast path)")
    return np.ascontiguousarray(a, dtype=np.uint8)


class FastEvaluator:
    """Look-up tables for one set of rules; build with :func:`fast_evaluator` (cached).

    Attributes:
        rules: the rules.
        keys: ``keys[v]`` is the reference ``HandValue.key`` of dense value ``v`` (``keys[0]`` is
            unused).
        category_of: ``uint8`` array, dense value -> position of its class in ``rules.order``.
    """

    def __init__(self, rules: HandRules = FOSTER) -> None:
        if rules.wild_cards or rules.suit_sensitive:
            raise ValueError(f"the fast path needs rules without wild cards or hearts tie-breaks; "
                             f"{rules.name!r} has them (use the reference evaluator)")
        self.rules = rules
        plain, suited = _tables(rules)
        allkeys = sorted({e[0] for e in plain if e is not None} | {e[0] for e in suited if e is not None})
        dense = {k: i + 1 for i, k in enumerate(allkeys)}
        self.keys: list = [None] + allkeys
        entries = {e[0]: e for e in plain if e is not None}
        entries.update({e[0]: e for e in suited if e is not None})
        #: dense value -> (key, category, tie-break ranks) as the reference gives them
        self.entries: list = [None] + [entries[k] for k in allkeys]
        self.category_of = np.zeros(len(allkeys) + 1, dtype=np.uint8)
        for k, i in dense.items():
            self.category_of[i] = k[0]
        t5 = np.zeros(2 * _SIZE5, dtype=np.uint16)
        for s, e in enumerate(plain):
            if e is not None:
                t5[s] = dense[e[0]]
        for s, e in enumerate(suited):
            if e is not None:
                t5[_SIZE5 + s] = dense[e[0]]
        self._t5 = t5
        # suit-counter (bits 19..30 of the 5-card key) -> offset of the suited half of t5
        fl = np.zeros(1 << 12, dtype=np.int32)
        for s in range(4):
            fl[5 << (3 * s)] = _SIZE5
        self._fl5 = fl
        self._t7: np.ndarray | None = None
        self._t6: np.ndarray | None = None
        self._hv: list | None = None
        self._flush_by_fives = False
        # the one-call seven-card path (single), set by _build7: the rank table read through a
        # memoryview (an int per index, no NumPy scalar); the flush table as a list, or None
        # where flushes are valued five by five
        self._mv7: memoryview | None = None
        self._tf7_list: list | None = None

    # ------------------------------------------------------------------ five cards

    def eval5(self, hands) -> np.ndarray:
        """Dense values (``uint16``) of five-card hands, shape ``(n, 5)``."""
        h = as_hand_array(hands, 5)
        n = len(h)
        out = np.empty(n, dtype=np.uint16)
        m0 = min(n, _CHUNK)
        buf = np.empty(m0, dtype=np.int32)
        tmp = np.empty(m0, dtype=np.int32)
        t5, fl5 = self._t5, self._fl5
        for lo in range(0, n, _CHUNK):
            hi = min(n, lo + _CHUNK)
            m = hi - lo
            b, t = buf[:m], tmp[:m]
            blk = h[lo:hi]
            # two cards at a time: the bytes of cards 0-1 and 2-3 read as one 16-bit index
            np.take(_PAIR5, _pair_view(blk, 0), out=b)
            np.take(_PAIR5, _pair_view(blk, 2), out=t)
            b += t
            np.take(_CARD5, blk[:, 4], out=t)
            b += t
            np.right_shift(b, 19, out=t)
            np.take(fl5, t, out=t)
            np.bitwise_and(b, (1 << 19) - 1, out=b)
            b += t
            np.take(t5, b, out=out[lo:hi])
        return out

    # ------------------------------------------------------------------ seven cards

    def _rank_table(self, k: int) -> np.ndarray:
        """Rank-sum (weights W7) -> best unsuited five, for hands of ``k`` (6 or 7) cards."""
        ranks = np.array([c for c in itertools.combinations_with_replacement(range(13), k)
                          if max(c.count(r) for r in set(c)) <= 4], dtype=np.int64)
        w5 = np.array(W5, dtype=np.int64)
        w7 = np.array(W7, dtype=np.int64)
        best = np.zeros(len(ranks), dtype=np.uint16)
        for idx in itertools.combinations(range(k), 5):
            s = w5[ranks[:, list(idx)]].sum(axis=1)
            np.maximum(best, self._t5[s], out=best)
        t = np.zeros(_SIZE7, dtype=np.uint16)
        t[w7[ranks].sum(axis=1)] = best
        return t

    def _rank_table_for(self, k: int) -> np.ndarray:
        if self._t7 is None:
            self._build7()
        if k == 7:
            return self._t7
        if k == 6:
            if self._t6 is None:
                self._t6 = self._rank_table(6)
            return self._t6
        raise ValueError(f"hands of {k} cards: this path takes 6 or 7")

    def _build7(self) -> None:
        t7 = self._rank_table(7)
        # flush table: 13-bit mask of the flush suit's ranks -> best suited five
        # (each set of five ranks its suited value, then the best over the subsets of every
        # mask, one rank bit at a time; masks of fewer than five ranks keep 0)
        tf = np.zeros(1 << 13, dtype=np.uint16)
        for five in itertools.combinations(range(13), 5):
            tf[sum(1 << r for r in five)] = self._t5[_SIZE5 + sum(W5[r] for r in five)]
        masks = np.arange(1 << 13)
        for r in range(13):
            has = masks[(masks >> r) & 1 == 1]
            tf[has] = np.maximum(tf[has], tf[has ^ (1 << r)])
        fl = np.full(1 << 12, -1, dtype=np.int8)
        for a in range(8):
            for b in range(8):
                for c in range(8):
                    for d in range(8):
                        if a + b + c + d > 7:
                            continue
                        key = a | b << 3 | c << 6 | d << 9
                        for s, cnt in enumerate((a, b, c, d)):
                            if cnt >= 5:
                                fl[key] = s
        self._t7, self._tf7, self._fl7 = t7, tf, fl
        # The rank table values every five as if of mixed suits, the flush table every five of
        # the flush suit as suited; the larger of the two is the best five only if no five of
        # one suit is worth more read as mixed. Foster's "true" order (FOSTER_TRUE) breaks that:
        # a tiger may hold no flush (seed 001 part 2, O63) and a round-the-corner straight
        # in one suit counts as a flush (our reading, HandRules.round_the_corner), yet both
        # outrank a flush there. Under such rules a hand with five of a suit is valued five by
        # five instead.
        plain, suited = self._t5[:_SIZE5], self._t5[_SIZE5:]
        self._flush_by_fives = bool(np.any(plain[suited > 0] > suited[suited > 0]))
        self._mv7 = memoryview(t7)
        self._tf7_list = None if self._flush_by_fives else tf.tolist()

    def eval7(self, hands) -> np.ndarray:
        """Dense values of the best five of each seven-card hand, shape ``(n, 7)``."""
        return self._eval_many(as_hand_array(hands, 7))

    def eval6(self, hands) -> np.ndarray:
        """Dense values of the best five of each six-card hand, shape ``(n, 6)``."""
        return self._eval_many(as_hand_array(hands, 6))

    def _eval_many(self, h: np.ndarray) -> np.ndarray:
        n, k = h.shape
        out = np.empty(n, dtype=np.uint16)
        t7, tf7, fl7 = self._rank_table_for(k), self._tf7, self._fl7
        m0 = min(n, _CHUNK)
        acc = np.empty(m0, dtype=np.int64)
        tmp = np.empty(m0, dtype=np.int64)
        r32 = np.empty(m0, dtype=np.int32)
        s32 = np.empty(m0, dtype=np.int32)
        fs8 = np.empty(m0, dtype=np.int8)
        for lo in range(0, n, _CHUNK):
            hi = min(n, lo + _CHUNK)
            m = hi - lo
            s, t, r, st, fs = acc[:m], tmp[:m], r32[:m], s32[:m], fs8[:m]
            blk = h[lo:hi]
            np.take(_PAIR7, _pair_view(blk, 0), out=s)
            for off in range(2, k - 1, 2):
                np.take(_PAIR7, _pair_view(blk, off), out=t)
                s += t
            if k % 2:
                np.take(_CARD7, blk[:, k - 1], out=t)
                s += t
            np.bitwise_and(s, (1 << 23) - 1, out=t)
            r[...] = t
            np.right_shift(s, 23, out=t)
            st[...] = t
            o = out[lo:hi]
            np.take(t7, r, out=o)
            np.take(fl7, st, out=fs)
            fi = np.flatnonzero(fs >= 0)
            if fi.size and self._flush_by_fives:
                o[fi] = self._best_of_fives(blk[fi])
            elif fi.size:  # about 3 % of seven-card hands hold five of a suit
                sub = blk[fi].T.astype(np.int32)
                suit = fs[fi].astype(np.int32)
                mask = np.zeros(fi.size, dtype=np.int32)
                for i in range(k):
                    c = sub[i]
                    mask |= np.where((c & 3) == suit, _BIT_CARD[c], 0)
                o[fi] = np.maximum(o[fi], tf7[mask])
        return out

    def single(self, cards: Sequence[int]) -> int:
        """Dense value of the best five of one hand of six or seven card indices (0..51, all
        different), plain Python: the number the batch paths give for the same hand.

        Seven cards take the one-call path (a few hundred nanoseconds): the seven card keys of
        :data:`_KEY7` are added, the rank part of the sum indexes the rank-multiset table and the
        suit part says whether (and in which suit) five cards are of one suit, or that the suits
        must be counted; only for five of a suit are the ranks of that suit gathered, as a
        13-bit mask, for the flush table. That path does not look
        for a repeated card (a repeated card makes a wrong sum, not an error); six cards, and a
        hand it cannot read, go through :meth:`_single_checked`, which does.

        Raises:
            HandError: not six or seven different card indices 0..51.
        """
        try:
            a, b, c, d, e, f, g = cards
            k = _KEY7
            s = k[a] + k[b] + k[c] + k[d] + k[e] + k[f] + k[g]
            v = self._mv7[s & 0x7FFFFF]  # type: ignore[index]
        except (TypeError, ValueError, IndexError):
            # tables not built yet (None), six cards, a joker or a negative index (both read
            # as None), a card that is not an int
            return self._single_checked(cards)
        u = _FLUSH7_BY_WEIGHT[s >> 23]
        if u:  # five or more of one suit (1.8 % of hands), or maybe (4.6 %)
            return self._single_flush(cards, u, v)
        return v

    def _single_flush(self, cards: Sequence[int], u: int, v: int) -> int:
        """The rest of :meth:`single` for a hand whose suit sum says five of a suit (``u`` = 1 +
        the suit) or maybe (``u`` = 5); ``v`` is the value of its ranks alone. (Out of line:
        the common path stays short.)"""
        a, b, c, d, e, f, g = cards
        if u == 5:
            k = _KEY7_COUNTS
            u = _FLUSH7[(k[a] + k[b] + k[c] + k[d] + k[e] + k[f] + k[g]) >> 23]
            if not u:
                return v
        tf = self._tf7_list
        if tf is None:
            return self._best_five_of(cards)
        k = _SUIT_BIT7[u]
        w = tf[k[a] | k[b] | k[c] | k[d] | k[e] | k[f] | k[g]]
        return w if w > v else v

    def _single_checked(self, cards: Sequence[int]) -> int:
        """:meth:`single` for any hand of six or seven valid, different card indices."""
        try:
            cs = [operator.index(c) for c in cards]
        except TypeError:
            raise HandError(f"cards must be card indices, not {cards!r}") from None
        if len(cs) not in (6, 7):
            raise HandError(f"this path takes hands of 6 or 7 cards, not {len(cs)}")
        if any(not 0 <= c <= 51 for c in cs):
            raise HandError("card indices must be 0..51 (no jokers on the fast path)")
        if len(set(cs)) != len(cs):
            raise HandError("a card is repeated: one pack holds each card once")
        if self._t7 is None:
            self._build7()
        if len(cs) == 7:
            return self.single(cs)
        table = self._rank_table_for(6)
        r = 0
        s = 0
        for c in cs:
            r += _W7_PY[c]
            s += _SUIT_PY[c]
        v = int(table[r])
        f = int(self._fl7[s])
        if f >= 0 and self._flush_by_fives:
            v = self._best_five_of(cs)
        elif f >= 0:
            m = 0
            for c in cs:
                if c & 3 == f:
                    m |= 1 << (c >> 2)
            v = max(v, int(self._tf7[m]))
        return v

    def _best_of_fives(self, hands: np.ndarray) -> np.ndarray:
        """Dense values of the best of the fives of each row of ``hands`` (six or seven
        cards), each five valued by the five-card table: the exact path for hands holding five of
        a suit under rules where that matters (see :meth:`_build7`)."""
        best = np.zeros(len(hands), dtype=np.uint16)
        for idx in itertools.combinations(range(hands.shape[1]), 5):
            np.maximum(best, self.eval5(hands[:, list(idx)]), out=best)
        return best

    def _best_five_of(self, cards: Sequence[int]) -> int:
        """:meth:`_best_of_fives` of one hand, in plain Python."""
        rules = self.rules
        return max(hand_rank(five, rules) for five in itertools.combinations(cards, 5))

    def _hand_values(self) -> list:
        """``HandValue`` entries of :func:`~hoyle.evaluators.poker.best_hand`, by dense value:
        (key, category, tie-break ranks, False, no named wild cards, dense value, rules)."""
        if self._hv is None:
            self._hv = [None] + [(k, cat, tb, False, (), i + 1, self.rules)
                                 for i, (k, cat, tb) in enumerate(self.entries[1:])]
        return self._hv

    # ------------------------------------------------------------------ helpers

    def evaluate(self, hands) -> np.ndarray:
        """Dense values for hands of five, six or seven cards (by the array's width)."""
        h = as_hand_array(hands)
        if h.shape[1] == 5:
            return self.eval5(h)
        if h.shape[1] in (6, 7):
            return self._eval_many(h)
        raise ValueError(f"hands of {h.shape[1]} cards: the fast path takes 5, 6 or 7")

    def category_codes(self, values: np.ndarray) -> np.ndarray:
        """Position in ``rules.order`` of each value's class."""
        return self.category_of[values]

    def category(self, value: int) -> HandCategory:
        return self.rules.order[int(self.category_of[value])]

    def class_counts(self, values: np.ndarray) -> dict[HandCategory, int]:
        """How many of the values fall in each class (classes with none are left out)."""
        counts = np.bincount(self.category_of[values], minlength=len(self.rules.order))
        return {c: int(counts[i]) for i, c in enumerate(self.rules.order) if counts[i]}


def fast_evaluator(rules: HandRules = FOSTER) -> FastEvaluator:
    """The (cached) :class:`FastEvaluator` for ``rules`` (rules differing only in name share one)."""
    return _fast_evaluator(replace(rules, name=""))


@lru_cache(maxsize=16)
def _fast_evaluator(rules: HandRules) -> FastEvaluator:
    return FastEvaluator(rules)


def best_hand_tables(rules: HandRules) -> tuple:
    """What :func:`hoyle.evaluators.poker.best_hand` reads on its one-call seven-card path:
    (card -> key dict, rank table, flush table, ``HandValue`` entries by dense value, suit part
    -> flush suit, rank bits by suit, the evaluator).

    The dict gives card ``c`` the key of :data:`_KEY7_COUNTS` plus the bit ``1 << (36 + c)``: in the
    sum of seven keys, bits 36.. hold seven set bits exactly when the seven cards differ (a
    repeated card carries into a higher bit). It is keyed by :class:`~hoyle.cards.Card`
    (plain ints 0..51 find the same entries), so that a joker, a negative number or text is a
    ``KeyError``, not another card."""
    fe = fast_evaluator(rules)
    if fe._t7 is None:
        fe._build7()
    keys = {Card(i): _KEY7_COUNTS[i] + (1 << (36 + i)) for i in range(52)}
    # a flush table None: hands with five of a suit go to fe.single (valued five by five)
    return keys, fe._mv7, fe._tf7_list, fe._hand_values(), _FLUSH7, _SUIT_BIT7, fe


def evaluate5_batch(hands, rules: HandRules = FOSTER) -> np.ndarray:
    """Dense values (uint16, higher better, equal = tie) of an ``(n, 5)`` array of hands."""
    return fast_evaluator(rules).eval5(hands)


def evaluate7_batch(hands, rules: HandRules = FOSTER) -> np.ndarray:
    """Dense values of the best five of each row of an ``(n, 7)`` array."""
    return fast_evaluator(rules).eval7(hands)


def best_hand_batch(hands, rules: HandRules = FOSTER) -> np.ndarray:
    """Dense values for an ``(n, 5)``, ``(n, 6)`` or ``(n, 7)`` array."""
    return fast_evaluator(rules).evaluate(hands)


def all_hands(n_cards: int = 52, k: int = 5) -> np.ndarray:
    """Every ``k``-card subset of cards ``0..n_cards-1``, in lexicographic order,
    as a ``(C(n_cards, k), k)`` ``uint8`` array (all 2,598,960 five-card hands in ~0.1 s)."""
    rows = np.arange(n_cards, dtype=np.uint8)[:, None]
    for _ in range(1, k):
        last = rows[:, -1].astype(np.int64)
        reps = n_cards - 1 - last
        base = np.repeat(rows, reps, axis=0)
        # for each row the new column runs last+1 .. n_cards-1
        starts = np.repeat(last + 1, reps)
        offs = np.arange(len(base)) - np.repeat(np.cumsum(reps) - reps, reps)
        rows = np.concatenate([base, (starts + offs).astype(np.uint8)[:, None]], axis=1)
    return np.ascontiguousarray(rows)
