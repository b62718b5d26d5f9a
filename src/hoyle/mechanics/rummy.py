"""Melds of the rummy family: sets and sequences, wild jokers, lay-offs on the table's melds,
the count of what is left in a hand, and the best arrangement of a hand (Foster 1914, seed 001
part 5 "Конкьян", part 6 "РАМ" and the games after it; catalog 001_part5.md §4, 001_part6.md
§12.4-12.7).

Cards are the indices of :mod:`hoyle.cards` (``rank = c // 4 + 2``, the ace 14, ``suit = c % 4``;
52 and 53 the jokers); a hand is a list and may hold copies (a double pack). What differs
between the games is data, a :class:`MeldRules`:

- ``order``: the ranks a sequence runs through, low to high (rum: A 2 .. K; conquian's Spanish
  pack A 2 .. 7 J Q K, the seven next to the jack); ``ace_high``: the ace may also stand above
  the king (Q-K-A), never both ends at once and never round the corner (K-A-2);
- ``values``: what each rank counts in a hand left over (rum's J 11, Q 12, K 13; poker rum's
  court cards and ten 10, the ace 11), and ``joker_value``;
- ``max_set``: the most cards of one rank in a set (one pack: four; a double pack: any);
- ``wild``: jokers stand for any card.

A meld on the table is a :class:`TableMeld`: its kind, its cards in order (a sequence low to
high, each joker where it stands), and for a sequence its suit and its lowest position in
``order``. :func:`meld_of` reads cards as written into a meld (or says why not, in one line),
:func:`layoffs` lists how a card may go onto a table meld (at either end, a joker moved once
from one end to the other, double-pack rum §12.7), :func:`best_arrangement` finds the melds
and lay-offs leaving the least count (poker rum's balance; poker gin's lay-offs on the
caller's melds, §12.6), and :func:`hand_melds` lists the melds a hand can lay out now.

Conquian (001 part 5 §4) lays its melds out of a card from outside the hand, never taken into
it: :func:`card_uses` lists how such a card goes down at once (a new meld of exactly three with
cards of the hand, or onto one of the player's melds with the hand cards that bridge the gap),
:func:`borrowings` the cards a player may take back from his own melds for a new one (any card
of a four, for a sequence; an end of a sequence of four or more, for a triplet), and
:func:`lay_out_all` whether a whole hand goes down at once onto the player's melds (going out).

This module owns no turn order: each game says when a meld, a lay-off, a discard or a call
is allowed.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Iterable, Mapping, Sequence

__all__ = ["MeldRules", "TableMeld", "Arrangement", "is_joker", "rank_of", "suit_of", "meld_of", "meld_refusal",
           "layoffs", "card_value", "hand_value", "hand_melds", "best_arrangement", "balances_without", "RUM_VALUES", "POKER_RUM_VALUES",
           "FULL_ORDER", "SPANISH_ORDER", "AMERICAN_ORDER", "Borrow", "CardUse", "LayOut", "borrowings",
           "card_uses", "lay_out_all", "in_order"]

#: ranks A 2 .. K (the ace low; 14 is the ace's rank in hoyle.cards)
FULL_ORDER: tuple[int, ...] = (14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)
#: conquian's Spanish forty cards: A 2 3 4 5 6 7 J Q K, the seven next to the jack (001 part 5 §4)
SPANISH_ORDER: tuple[int, ...] = (14, 2, 3, 4, 5, 6, 7, 11, 12, 13)
#: conquian's American forty cards: A to 10 (001 part 5 §4)
AMERICAN_ORDER: tuple[int, ...] = (14, 2, 3, 4, 5, 6, 7, 8, 9, 10)

#: rum's count (001 part 6 §12.4): the pips, J 11, Q 12, K 13; the ace our reading, 1
RUM_VALUES: Mapping[int, int] = {**{r: r for r in range(2, 14)}, 14: 1}
#: poker rum's count (001 part 6 §12.5, the misprint put right): K Q J 10 count 10, the ace 11
POKER_RUM_VALUES: Mapping[int, int] = {**{r: min(r, 10) for r in range(2, 14)}, 14: 11}


def is_joker(c: int) -> bool:
    return c >= 52


def rank_of(c: int) -> int:
    return c // 4 + 2


def suit_of(c: int) -> int:
    return c % 4


@dataclass(frozen=True)
class MeldRules:
    """What one game says about melds (module docstring).

    Attributes:
        order: ranks low to high that sequences run through.
        ace_high: the ace may also follow the king (not round the corner).
        values: count per rank (2..14) of a card left in a hand.
        joker_value: count of a joker left in a hand.
        min_meld: fewest cards in a meld (three in every game here).
        max_set: most cards of one rank in a set (None: any number, copies allowed).
        sets: sets of a rank are melds; sequences: runs in a suit are melds.
    """

    order: tuple[int, ...] = FULL_ORDER
    ace_high: bool = False
    values: Mapping[int, int] = field(default_factory=lambda: dict(RUM_VALUES))
    joker_value: int = 15
    min_meld: int = 3
    max_set: int | None = 4
    sets: bool = True
    sequences: bool = True

    @property
    def positions(self) -> tuple[int, ...]:
        """The ranks by position: ``order``, and the ace once more above the king if ace_high."""
        return self.order + ((14,) if self.ace_high and self.order[0] == 14 else ())

    def places(self, rank: int) -> list[int]:
        """The positions a rank may stand at in a sequence (the ace: low, or high too)."""
        return [i for i, r in enumerate(self.positions) if r == rank]


@dataclass(frozen=True)
class TableMeld:
    """A meld lying on the table.

    Attributes:
        kind: ``"set"`` or ``"sequence"``.
        cards: its cards, a sequence from low to high with each joker where it stands.
        rank: a set's rank (None for a sequence).
        suit: a sequence's suit (None for a set).
        low: a sequence's lowest position in :attr:`MeldRules.positions` (0 for a set).
        owner: the seat that laid it out (-1: nobody in particular).
        moved: positions (within ``cards``) of jokers that were moved once and are fixed now.
    """

    kind: str
    cards: tuple[int, ...]
    rank: int | None = None
    suit: int | None = None
    low: int = 0
    owner: int = -1
    moved: frozenset[int] = frozenset()

    def stands_for(self, i: int, rules: MeldRules) -> int | None:
        """The card the i-th card stands for (a joker's meaning; a set's joker: None)."""
        if self.kind == "set":
            return self.cards[i] if not is_joker(self.cards[i]) else None
        r = rules.positions[self.low + i]
        assert self.suit is not None
        return (r - 2) * 4 + self.suit

    @property
    def high(self) -> int:
        return self.low + len(self.cards) - 1


def card_value(c: int, rules: MeldRules) -> int:
    """A card's count in a hand left over (a joker: ``rules.joker_value``)."""
    return rules.joker_value if is_joker(c) else rules.values[rank_of(c)]


def hand_value(cards: Iterable[int], rules: MeldRules) -> int:
    """The count of cards left in a hand (rum's settlement, §12.4)."""
    return sum(card_value(c, rules) for c in cards)


def meld_refusal(cards: Sequence[int], rules: MeldRules) -> str | None:
    """Why ``cards`` (as written) are no meld, in one line, or None when they are one."""
    out = meld_of(cards, rules)
    return out if isinstance(out, str) else None


def meld_of(cards: Sequence[int], rules: MeldRules, owner: int = -1) -> TableMeld | str:
    """The meld ``cards`` make as written, or the reason they make none (one line).

    A set: cards of one rank (jokers among them), at most ``max_set``; with one pack no card
    twice. A sequence: cards of one suit written from low to high, each joker standing where
    it is written, every position of the run filled once; the ace low, or above the king where
    ``ace_high``. At least one natural card. Cards that could be either (three jokers and
    nothing else never are) are read as a set first when all natural cards share a rank."""
    cards = tuple(int(c) for c in cards)
    if len(cards) < rules.min_meld:
        return f"a meld is at least {rules.min_meld} cards"
    natural = [c for c in cards if not is_joker(c)]
    if not natural:
        return "a meld needs at least one natural card besides the jokers"
    ranks = {rank_of(c) for c in natural}
    why_set = ""
    if rules.sets and len(ranks) == 1:
        if rules.max_set is not None and len(cards) > rules.max_set:
            why_set = f"a set is at most {rules.max_set} cards of a rank"
        elif rules.max_set is not None and len(set(natural)) != len(natural):
            why_set = "a set of one pack holds each card once"
        else:
            return TableMeld("set", tuple(sorted(cards)), rank=ranks.pop(), owner=owner)
    elif not rules.sets:
        why_set = "sets of a rank are no melds in this game"
    else:
        why_set = "a set is cards of one rank"
    if not rules.sequences:
        return why_set
    suits = {suit_of(c) for c in natural}
    if len(suits) != 1:
        return f"{why_set}; a sequence is cards of one suit"
    suit = suits.pop()
    pos = rules.positions
    if len(cards) > len(rules.order):
        return f"a sequence runs at most {len(rules.order)} cards (no card twice, never round the corner)"
    first_nat = next(i for i, c in enumerate(cards) if not is_joker(c))
    for low0 in rules.places(rank_of(cards[first_nat])):
        low = low0 - first_nat
        if low < 0 or low + len(cards) > len(pos):
            continue
        if all(is_joker(c) or pos[low + i] == rank_of(c) for i, c in enumerate(cards)):
            return TableMeld("sequence", cards, suit=suit, low=low, owner=owner)
    return (f"{why_set}; a sequence is consecutive cards of one suit written from low to high"
            + (" (the ace low or above the king, never round the corner)" if rules.ace_high else
               " (the ace low only)"))


def layoffs(meld: TableMeld, c: int, rules: MeldRules, movable_jokers: bool = False) -> list[TableMeld]:
    """Every way the card ``c`` may be laid off on ``meld``: the meld as it becomes.

    A set takes a card of its rank (or a joker) while under ``max_set``. A sequence takes the
    card next above its top or below its bottom (a joker: above if there is room, else below).
    With ``movable_jokers`` (double-pack rum, §12.7) a joker at an end not moved before goes
    once to the other end, fixed from then on, if ``c`` takes the joker's place or goes beyond
    it at its new end (6 7 JKR: the 8 takes its place, the joker standing for the 5; or the 4
    goes below the joker moved to the 5)."""
    c = int(c)
    out: list[TableMeld] = []
    if meld.kind == "set":
        if rules.max_set is not None and len(meld.cards) >= rules.max_set:
            return []
        if is_joker(c) or rank_of(c) == meld.rank:
            if rules.max_set is not None and c in meld.cards:
                return []
            return [replace(meld, cards=tuple(sorted(meld.cards + (c,))))]
        return []
    pos = rules.positions
    n = len(meld.cards)
    if n >= len(rules.order):
        return []

    def fits(p: int) -> bool:
        return 0 <= p < len(pos) and (is_joker(c) or (pos[p] == rank_of(c) and suit_of(c) == meld.suit))

    def span_ok(low: int, length: int) -> bool:
        return low >= 0 and low + length <= len(pos) and length <= len(rules.order)

    if fits(meld.high + 1) and span_ok(meld.low, n + 1):
        out.append(replace(meld, cards=meld.cards + (c,)))
    if fits(meld.low - 1) and span_ok(meld.low - 1, n + 1) and not (is_joker(c) and out):
        out.append(replace(meld, cards=(c,) + meld.cards, low=meld.low - 1,
                           moved=frozenset(i + 1 for i in meld.moved)))
    if movable_jokers and not is_joker(c):
        top, bottom = n - 1, 0
        if is_joker(meld.cards[top]) and top not in meld.moved and span_ok(meld.low - 1, n + 1):
            body = meld.cards[:top]
            if fits(meld.high):                     # c takes the joker's place, the joker goes below
                cards = (meld.cards[top],) + body + (c,)
                out.append(replace(meld, cards=cards, low=meld.low - 1,
                                   moved=frozenset({0} | {i + 1 for i in meld.moved})))
            if fits(meld.low - 2) and span_ok(meld.low - 2, n + 1) and n >= 2:   # c goes below the moved joker
                cards = (c, meld.cards[top]) + body
                out.append(replace(meld, cards=cards, low=meld.low - 2,
                                   moved=frozenset({1} | {i + 2 for i in meld.moved})))
        if is_joker(meld.cards[bottom]) and bottom not in meld.moved and span_ok(meld.low + 1, n + 1):
            body = meld.cards[1:]
            if fits(meld.low):                      # c takes its place, the joker goes above
                cards = (c,) + body + (meld.cards[bottom],)
                out.append(replace(meld, cards=cards, moved=frozenset({n} | {i for i in meld.moved if i})))
            if fits(meld.high + 2) and span_ok(meld.low + 1, n + 1):
                cards = body + (meld.cards[bottom], c)
                out.append(replace(meld, cards=cards, low=meld.low + 1,
                                   moved=frozenset({n - 1} | {i - 1 for i in meld.moved if i})))
    return out


def hand_melds(hand: Sequence[int], rules: MeldRules, size: int | None = None, wild: bool = True) -> list[tuple[int, ...]]:
    """The melds the cards of ``hand`` can lay out, each as its cards written in order (a set
    sorted, a sequence low to high with its jokers in place); each distinct meld once.
    ``size``: only melds of exactly that many cards (rum's three, §12.4). Jokers (``wild``) fill
    the places of a sequence no natural card of the hand fills, and join sets."""
    have = Counter(int(c) for c in hand)
    jokers = sorted(c for c in have.elements() if is_joker(c))
    out: set[tuple[int, ...]] = set()
    lo_size = rules.min_meld if size is None else size
    if rules.sets:
        by_rank: dict[int, list[int]] = {}
        for c in sorted(have.elements()):
            if not is_joker(c):
                by_rank.setdefault(rank_of(c), []).append(c)
        for r, cs in by_rank.items():
            top = len(cs) + (len(jokers) if wild else 0)
            if rules.max_set is not None:
                top = min(top, rules.max_set)
                cs = sorted(set(cs))
            for k in range(lo_size, (top if size is None else size) + 1):
                for nat in range(1, min(k, len(cs)) + 1):
                    nj = k - nat
                    if nj > (len(jokers) if wild else 0):
                        continue
                    for combo in itertools.combinations(cs, nat):
                        cand = tuple(sorted(combo + tuple(jokers[:nj])))
                        if not isinstance(meld_of(cand, rules), str):
                            out.add(cand)
    if rules.sequences:
        pos = rules.positions
        for suit in range(4):
            for low in range(len(pos)):
                for length in range(lo_size, (len(rules.order) if size is None else size) + 1):
                    if low + length > len(pos):
                        break
                    cards: list[int] = []
                    used_j = 0
                    for p in range(low, low + length):
                        c = (pos[p] - 2) * 4 + suit
                        if have[c]:
                            cards.append(c)
                        elif wild and used_j < len(jokers):
                            cards.append(jokers[used_j])
                            used_j += 1
                        else:
                            break
                    else:
                        if used_j < length and not isinstance(meld_of(cards, rules), str):
                            out.add(tuple(cards))
    return sorted(out, key=lambda m: (len(m), m))


@dataclass(frozen=True)
class Arrangement:
    """A hand laid out: its own melds, its lay-offs (``(table meld index, cards)``) and the
    cards left over with their count (``balance``: poker rum's word, §12.5)."""

    melds: tuple[tuple[int, ...], ...]
    layoffs: tuple[tuple[int, tuple[int, ...]], ...]
    left: tuple[int, ...]
    balance: int


def _extensions(meld: TableMeld, hand: Sequence[int], rules: MeldRules) -> list[tuple[int, ...]]:
    """Sets of hand cards (by hand index) that go onto ``meld`` together (no jokers moved)."""
    out: list[tuple[int, ...]] = []
    idx = list(range(len(hand)))
    if meld.kind == "set":
        fit = [i for i in idx if rank_of(hand[i]) == meld.rank and not is_joker(hand[i])]
        room = len(fit) if rules.max_set is None else rules.max_set - len(meld.cards)
        for k in range(1, min(room, len(fit)) + 1):
            out.extend(itertools.combinations(fit, k))
        return out
    pos = rules.positions

    def run(step: int) -> list[list[int]]:
        runs: list[list[int]] = []
        chosen: list[int] = []
        p = (meld.high + 1) if step > 0 else (meld.low - 1)
        while 0 <= p < len(pos):
            c = (pos[p] - 2) * 4 + (meld.suit or 0)
            i = next((j for j in idx if hand[j] == c and j not in chosen), None)
            if i is None:
                break
            chosen = chosen + [i]
            runs.append(chosen)
            p += step
        return runs

    empty: list[int] = []
    ups, downs = [empty] + run(1), [empty] + run(-1)
    for up in ups:
        for down in downs:
            if (up or down) and len(meld.cards) + len(up) + len(down) <= len(rules.order):
                out.append(tuple(up + down))
    return out


class _Solver:
    """The search of :func:`best_arrangement`, its candidate melds built once for a hand, so that
    the same hand less any card is solved again cheaply (memo shared)."""

    def __init__(self, hand: Sequence[int], rules: MeldRules, table: Sequence[TableMeld], wild: bool):
        self.hand = hand = [int(c) for c in hand]
        self.rules = rules
        n = self.n = len(hand)
        cands: list[tuple[int, tuple[int, ...]]] = []     # (-1 own meld | table index, hand indices)
        for m in hand_melds(hand, rules, wild=wild):
            need = Counter(m)
            pools = [list(itertools.combinations([i for i in range(n) if hand[i] == c], k)) for c, k in need.items()]
            for pick in itertools.product(*pools):        # each choice of copies (a double pack)
                cands.append((-1, tuple(sorted(i for p in pick for i in p))))
        for t, meld in enumerate(table):
            for ext in _extensions(meld, hand, rules):
                cands.append((t, tuple(sorted(ext))))
        cands.sort(key=lambda x: -len(x[1]))
        self.cands = cands
        self.values = [card_value(c, rules) for c in hand]
        self.masks = [sum(1 << i for i in ids) for _, ids in cands]
        self.by_low: list[list[int]] = [[] for _ in range(n)]
        for k, (_, ids) in enumerate(cands):
            self.by_low[min(ids)].append(k)
        self.memo: dict[tuple[int, int], tuple[int, tuple[int, ...]]] = {}

    def search(self, free: int, tables: int = 0) -> tuple[int, tuple[int, ...]]:
        """Least count of the cards in ``free`` (a mask of hand indices), and the candidates chosen."""
        if not free:
            return 0, ()
        key = (free, tables)
        got = self.memo.get(key)
        if got is not None:
            return got
        i = (free & -free).bit_length() - 1
        v, picks = self.search(free & ~(1 << i), tables)
        best_v, best_p = v + self.values[i], picks
        for k in self.by_low[i]:
            m = self.masks[k]
            if m & ~free:
                continue
            t = self.cands[k][0]
            if t >= 0 and tables >> t & 1:
                continue
            v, picks = self.search(free & ~m, tables | (1 << t if t >= 0 else 0))
            if v < best_v:
                best_v, best_p = v, (k,) + picks
        self.memo[key] = (best_v, best_p)
        return best_v, best_p

    def arrangement(self, free: int | None = None) -> Arrangement:
        free = (1 << self.n) - 1 if free is None else free
        total, chosen_k = self.search(free)
        chosen = [self.cands[k] for k in chosen_k]
        hand = self.hand
        used_ids = {i for _, ids in chosen for i in ids}
        melds = tuple(_ordered([hand[i] for i in ids], self.rules) for t, ids in chosen if t < 0)
        lays = tuple((t, tuple(hand[i] for i in ids)) for t, ids in chosen if t >= 0)
        left = tuple(hand[i] for i in range(self.n) if free >> i & 1 and i not in used_ids)
        return Arrangement(melds, lays, left, total)


def best_arrangement(hand: Sequence[int], rules: MeldRules, table: Sequence[TableMeld] = (),
                     wild: bool = False) -> Arrangement:
    """The melds of ``hand`` (and lay-offs on the ``table`` melds) leaving the least count.

    Exhaustive over every meld the hand can form (:func:`hand_melds`) and every run of cards
    that extends a table meld (each table meld taking one group of cards): the lowest card not
    yet placed is either left over or placed in one of the candidates holding it, with a memo
    per set of cards left. Returns an :class:`Arrangement`."""
    return _Solver(hand, rules, table, wild).arrangement()


def balances_without(hand: Sequence[int], rules: MeldRules) -> dict[int, int]:
    """For each distinct card of ``hand``: the least balance of the hand without it (what a
    poker-rum caller discarding it shows, §12.5)."""
    sv = _Solver(hand, rules, (), False)
    full = (1 << sv.n) - 1
    out: dict[int, int] = {}
    for i, c in enumerate(sv.hand):
        if c not in out:
            out[c] = sv.search(full & ~(1 << i))[0]
    return out


def in_order(cards: Iterable[int], rules: MeldRules) -> tuple[int, ...]:
    """``cards`` written as :func:`meld_of` reads a meld (a set sorted, a sequence low to high),
    whatever order they come in; cards that make no meld (or of a rank outside ``rules.order``)
    come back sorted. No jokers."""
    cs = [int(c) for c in cards]
    if any(is_joker(c) or rank_of(c) not in rules.order for c in cs):
        return tuple(sorted(cs))
    return _ordered(cs, rules)


@dataclass(frozen=True)
class Borrow:
    """A card a player may take from one of his own melds for a new meld (conquian, 001 part 5
    §4, borrowing).

    Attributes:
        table_index: the meld's index in the table list given.
        card: the card taken.
        rest: the meld as it lies without it (three cards at least).
        into: the kind of meld the card may go into: ``"sequence"`` (a card of a four) or
            ``"set"`` (an end of a sequence)."""

    table_index: int
    card: int
    rest: TableMeld
    into: str


def borrowings(table: Sequence[TableMeld], rules: MeldRules, mine: Iterable[int] | None = None) -> list[Borrow]:
    """The cards that may be borrowed from the melds ``mine`` (indices into ``table``; default
    all): any card of a set of four, for a sequence (never from a triplet, which would fall
    below three); either end card of a sequence of four or more, for a triplet (never a middle
    card, never from a sequence of three). A sequence of five lends its end card, and then, four
    long, the next one (001 part 5 §4, borrowing)."""
    out: list[Borrow] = []
    for t in (range(len(table)) if mine is None else mine):
        m = table[t]
        if len(m.cards) <= rules.min_meld:
            continue
        if m.kind == "set":
            for i, c in enumerate(m.cards):
                out.append(Borrow(t, c, replace(m, cards=m.cards[:i] + m.cards[i + 1:]), "sequence"))
        else:
            out.append(Borrow(t, m.cards[0], replace(m, cards=m.cards[1:], low=m.low + 1), "set"))
            out.append(Borrow(t, m.cards[-1], replace(m, cards=m.cards[:-1]), "set"))
    return out


@dataclass(frozen=True)
class CardUse:
    """One way to put down at once a card from outside the hand (conquian's turned card, §4).

    Attributes:
        card: the card used.
        meld: the meld as it lies afterwards (a new one, or ``table[target]`` extended).
        target: the table meld extended, or None for a new meld.
        hand_cards: the cards of the hand that go down with it.
        borrowed: the cards taken from the player's own melds for a new meld."""

    card: int
    meld: TableMeld
    target: int | None = None
    hand_cards: tuple[int, ...] = ()
    borrowed: tuple[Borrow, ...] = ()

    @property
    def cards_down(self) -> int:
        """Cards this use adds to the player's side of the table (a borrowed card only moves)."""
        return 1 + len(self.hand_cards)


def _bridged(meld: TableMeld, c: int, hand: Counter, rules: MeldRules) -> list[tuple[TableMeld, tuple[int, ...]]]:
    """The sequence ``meld`` grown by ``c`` with the hand cards that fill the gap between them
    (every card between, none beyond), and those hand cards; one per place ``c`` may stand."""
    out: list[tuple[TableMeld, tuple[int, ...]]] = []
    if meld.kind != "sequence" or suit_of(c) != meld.suit:
        return out
    pos = rules.positions
    assert meld.suit is not None
    for p in rules.places(rank_of(c)):
        if p > meld.high:
            gap = range(meld.high + 1, p)
        elif p < meld.low:
            gap = range(p + 1, meld.low)
        else:
            continue
        if max(p, meld.high) - min(p, meld.low) + 1 > len(rules.order):
            continue
        need = tuple((pos[q] - 2) * 4 + meld.suit for q in gap)
        if not all(hand[x] for x in need) or c in meld.cards:
            continue
        if p > meld.high:
            out.append((replace(meld, cards=meld.cards + need + (c,)), need))
        else:
            out.append((replace(meld, cards=(c,) + need + meld.cards, low=p), need))
    return out


def card_uses(card: int, hand: Sequence[int], table: Sequence[TableMeld], rules: MeldRules,
              mine: Iterable[int] | None = None, size: int = 3, borrow: bool = True) -> list[CardUse]:
    """Every way ``card`` (not in ``hand``) goes down at once (conquian, 001 part 5 §4):

    - a new meld of exactly ``size`` cards, ``card`` with cards of ``hand`` and, where ``borrow``,
      cards borrowed from the melds ``mine`` (:func:`borrowings`: at most one from each, of the
      kind it may go into); "he must not show more" even when he could make four;
    - onto one of the melds ``mine`` (indices into ``table``; default all): a set below
      ``max_set`` takes a card of its rank; a sequence takes it at either end with the hand's
      cards that fill the gap between (the seven next to the jack in the Spanish pack: 5-6-7
      takes the queen with the jack held, the three with the four held).

    Each distinct result once, new melds first, written as :func:`meld_of` reads them."""
    card = int(card)
    have = Counter(int(c) for c in hand)
    own = list(range(len(table))) if mine is None else list(mine)
    out: list[CardUse] = []
    lend: dict[int, Borrow] = {b.card: b for b in borrowings(table, rules, own)} if borrow else {}

    def source(c: int, kind: str) -> Borrow | None | bool:
        """None: from the hand; a Borrow; False: not to be had for a meld of ``kind``."""
        if have[c]:
            return None
        b = lend.get(c)
        return b if b is not None and b.into == kind else False

    def add(cards: tuple[int, ...], kind: str) -> None:
        srcs = [source(c, kind) for c in cards if c != card]
        if any(x is False for x in srcs):
            return
        bs = [x for x in srcs if isinstance(x, Borrow)]
        if len({b.table_index for b in bs}) != len(bs):
            return
        m = meld_of(cards, rules)
        if isinstance(m, str):
            return
        out.append(CardUse(card, m, None, tuple(c for c, x in zip([c for c in cards if c != card], srcs) if x is None),
                           tuple(bs)))

    r, su = rank_of(card), suit_of(card)
    if rules.sets and (rules.max_set is None or size <= rules.max_set):
        mates = [(r - 2) * 4 + x for x in range(4) if x != su]
        for combo in itertools.combinations(mates, size - 1):
            add(tuple(sorted((card,) + combo)), "set")
    if rules.sequences:
        pos = rules.positions
        for p in rules.places(r):
            for low in range(p - size + 1, p + 1):
                if low < 0 or low + size > len(pos):
                    continue
                add(tuple((pos[q] - 2) * 4 + su for q in range(low, low + size)), "sequence")
    for t in own:
        meld = table[t]
        if meld.kind == "set":
            out.extend(CardUse(card, new, t) for new in layoffs(meld, card, rules))
        else:
            out.extend(CardUse(card, new, t, need) for new, need in _bridged(meld, card, have, rules))
    return out


@dataclass(frozen=True)
class LayOut:
    """A whole hand going down at once (:func:`lay_out_all`): the cards borrowed first, then the
    new melds and the cards added to the table's melds (``(table index, cards)``)."""

    borrowed: tuple[Borrow, ...]
    melds: tuple[tuple[int, ...], ...]
    layoffs: tuple[tuple[int, tuple[int, ...]], ...]


def _lendings(table: Sequence[TableMeld], rules: MeldRules, own: list[int]) -> list[list[tuple[int, int, int]]]:
    """Per meld of ``own``: the ways it may lend cards at once, as (table index, from the bottom,
    from the top): a four one card, a sequence its ends down to three cards."""
    per: list[list[tuple[int, int, int]]] = []
    for t in own:
        m = table[t]
        n = len(m.cards)
        opts = [(t, 0, 0)]
        if n > rules.min_meld:
            if m.kind == "set":
                opts += [(t, i, -1) for i in range(n)]           # (-1: the i-th card of a set)
            else:
                opts += [(t, lo, hi) for lo in range(n) for hi in range(n)
                         if (lo or hi) and n - lo - hi >= rules.min_meld]
        per.append(opts)
    return per


def lay_out_all(hand: Sequence[int], table: Sequence[TableMeld], rules: MeldRules,
                mine: Iterable[int] | None = None) -> LayOut | None:
    """How every card of ``hand`` goes down at once, in new melds of any length and onto the
    melds ``mine`` (default all), borrowing from those melds as :func:`borrowings` allows (a
    borrowed card must go into a new meld of the kind it may join); None when the hand cannot
    all go down (conquian's going out with eleven cards down, 001 part 5 §4, the discard)."""
    hand = [int(c) for c in hand]
    own = list(range(len(table))) if mine is None else list(mine)
    if not hand:
        return LayOut((), (), ())
    ones = replace(rules, values={r: 1 for r in rules.values})
    base = [table[t] for t in own]
    arr = best_arrangement(hand, ones, base)
    if not arr.left:
        return LayOut((), arr.melds, tuple((own[i], cs) for i, cs in arr.layoffs))
    useful = set()
    for b in borrowings(table, rules, own):
        if any(b.card in m and len(m) >= rules.min_meld for m in hand_melds(hand + [b.card], rules, wild=False)):
            useful.add(b.card)
    if not useful:
        return None
    for combo in itertools.product(*_lendings(table, rules, own)):
        lent: list[Borrow] = []
        rest = list(base)
        ok = True
        for k, (t, lo, hi) in enumerate(combo):
            m = table[t]
            if hi == -1:
                c = m.cards[lo]
                if c not in useful:
                    ok = False
                    break
                r = replace(m, cards=m.cards[:lo] + m.cards[lo + 1:])
                lent.append(Borrow(t, c, r, "sequence"))
                rest[k] = r
            elif lo or hi:
                taken = m.cards[:lo] + (m.cards[len(m.cards) - hi:] if hi else ())
                if not all(c in useful for c in taken):
                    ok = False
                    break
                r = replace(m, cards=m.cards[lo:len(m.cards) - hi], low=m.low + lo)
                lent.extend(Borrow(t, c, r, "set") for c in taken)
                rest[k] = r
        if not ok or not lent:
            continue
        arr = best_arrangement(hand + [b.card for b in lent], ones, rest)
        if arr.left:
            continue
        kinds = {b.card: b.into for b in lent}
        if any(kinds.get(c) not in (None, "set" if len({rank_of(x) for x in m}) == 1 else "sequence")
               for m in arr.melds for c in m):
            continue
        if any(c in kinds for _, cs in arr.layoffs for c in cs):
            continue
        return LayOut(tuple(lent), arr.melds, tuple((own[i], cs) for i, cs in arr.layoffs))
    return None


def _ordered(cards: list[int], rules: MeldRules) -> tuple[int, ...]:
    """A meld's natural cards written as :func:`meld_of` reads them (a set sorted, a sequence
    low to high)."""
    s = tuple(sorted(cards))
    if not isinstance(meld_of(s, rules), str) and len({rank_of(c) for c in s}) == 1:
        return s
    for end in (0, -1):                      # the ace low, then the ace high
        keyed = sorted((rules.places(rank_of(c))[end], c) for c in cards)
        t = tuple(c for _, c in keyed)
        if not isinstance(meld_of(t, rules), str):
            return t
    return s
