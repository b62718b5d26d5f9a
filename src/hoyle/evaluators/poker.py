"""Five-card poker hands: the reference evaluator, with every ranking the books give.

This module is the *reference*: it is written to be read and checked against the books,
and it is also quick enough for a game engine (a plain five-card hand under rules without
wild cards or suit tie-breaks is one table look-up). The batch fast paths in
:mod:`hoyle.evaluators.fast` are built from it and tested equal to it.

Sources (seed files in ``shared/seeds``; catalog notes in ``shared/catalog``):

* **Foster** -- Foster's *Complete Hoyle* (1914), Draw Poker: rank of hands and the odds table
  (seed 001 part 2, catalog O58), the "extreme" local hands (O63), the joker or mistigris (O64),
  and the Laws of Poker 34-36 (seed 002, law 35: the ace is high or low in a straight,
  Q-K-A-2-3 is no straight; law 36: tie rules).
* **British** -- the British handbook of seed 000, "Rules of the Game", laws 65-76: straights
  are ace-low only (law 71: 9-10-J-Q-K is the top straight), a flush in hearts beats every
  other flush (law 69), equal straights go to the "straight in hearts" (law 70); the
  modifications of p. 41: blaze, joker, skip straight (catalog O-000-13..15).
* **Straight poker and stud** (seed 002, catalog §5-6): straight flushes are not counted, so
  fours is the top hand.

A hand's value is a :class:`HandValue`: totally ordered (higher is better), hashable, equal
exactly when the hands tie and the pot is divided.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Iterable, Sequence

from hoyle.cards import Card, Rank, Suit, parse_cards

__all__ = [
    "HandCategory", "HandRules", "HandValue", "HandError", "evaluate", "best_hand", "compare",
    "STANDARD_ORDER", "FOSTER_LOCAL_ORDER", "FOSTER_TRUE_ORDER", "BRITISH_ORDER",
    "FOSTER", "FOSTER_MISTIGRIS", "FOSTER_LOCAL", "FOSTER_TRUE", "STRAIGHT_POKER",
    "BRITISH", "BRITISH_MODIFIED", "DEUCES_WILD", "PRESETS", "rank_name", "rank_plural",
    "hand_rank",
]


class HandError(ValueError):
    """A hand that cannot be evaluated: wrong count, a duplicate card, a joker the rules don't admit."""


class HandCategory(Enum):
    """The classes of poker hand, standard and local.

    The *order* of the classes is not fixed here: it is :attr:`HandRules.order`, because the
    books disagree about where the local hands go (Foster's customary places vs the places
    their odds would give them; seed 000's places).
    """

    HIGH_CARD = "high card"
    ONE_PAIR = "one pair"
    TWO_PAIR = "two pairs"
    THREE_OF_A_KIND = "three of a kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full house"
    FOUR_OF_A_KIND = "four of a kind"
    STRAIGHT_FLUSH = "straight flush"
    ROYAL_FLUSH = "royal flush"
    FIVE_OF_A_KIND = "five of a kind"
    BLAZE = "blaze"
    SKIP_STRAIGHT = "skip straight"
    TIGER = "tiger"
    ROUND_THE_CORNER = "round-the-corner straight"

    @property
    def label(self) -> str:
        return self.value

    def __str__(self) -> str:
        return self.value


HC = HandCategory

#: The usual order, lowest first (Foster, O58; seed 000 law 65 for the classes it has).
STANDARD_ORDER: tuple[HandCategory, ...] = (
    HC.HIGH_CARD, HC.ONE_PAIR, HC.TWO_PAIR, HC.THREE_OF_A_KIND, HC.STRAIGHT, HC.FLUSH,
    HC.FULL_HOUSE, HC.FOUR_OF_A_KIND, HC.STRAIGHT_FLUSH, HC.ROYAL_FLUSH, HC.FIVE_OF_A_KIND)

#: Foster's customary places for the local hands (seed 001 part 2, "Extreme hands", O63):
#: blaze beats two pairs and loses to threes; skip (Dutch) straight beats two pairs and a
#: blaze (we keep it below threes: the text names only what it beats); round-the-corner beats
#: threes and loses to any regular straight; tiger beats a straight and loses to a flush.
#: Five of a kind beats a royal flush (Mistigris, O64).
FOSTER_LOCAL_ORDER: tuple[HandCategory, ...] = (
    HC.HIGH_CARD, HC.ONE_PAIR, HC.TWO_PAIR, HC.BLAZE, HC.SKIP_STRAIGHT, HC.THREE_OF_A_KIND,
    HC.ROUND_THE_CORNER, HC.STRAIGHT, HC.TIGER, HC.FLUSH, HC.FULL_HOUSE, HC.FOUR_OF_A_KIND,
    HC.STRAIGHT_FLUSH, HC.ROYAL_FLUSH, HC.FIVE_OF_A_KIND)

#: Foster's "true" order, if the local hands were ranked by their odds as printed
#: (seed 001 part 2, the table after "Extreme hands": pair 1 1/4, two pairs 20, threes 46,
#: straight 254, skip 423, flush 508, tiger 636, full 693, round-the-corner 848, blaze 3008,
#: fours 4164, straight flush 72192, royal 649739).
FOSTER_TRUE_ORDER: tuple[HandCategory, ...] = (
    HC.HIGH_CARD, HC.ONE_PAIR, HC.TWO_PAIR, HC.THREE_OF_A_KIND, HC.STRAIGHT, HC.SKIP_STRAIGHT,
    HC.FLUSH, HC.TIGER, HC.FULL_HOUSE, HC.ROUND_THE_CORNER, HC.BLAZE, HC.FOUR_OF_A_KIND,
    HC.STRAIGHT_FLUSH, HC.ROYAL_FLUSH, HC.FIVE_OF_A_KIND)

#: Seed 000 (British): law 65 for the standard classes; p. 41 for the modifications: the blaze
#: beats two pairs and loses to threes (O-000-13), the skip straight beats threes and loses to
#: an ordinary straight (O-000-14). There is no royal flush (9-K is the top straight, law 71).
#: Five of a kind is our reading of the joker "named as any card" (O-000-15); the seed is silent.
BRITISH_ORDER: tuple[HandCategory, ...] = (
    HC.HIGH_CARD, HC.ONE_PAIR, HC.TWO_PAIR, HC.BLAZE, HC.THREE_OF_A_KIND, HC.SKIP_STRAIGHT,
    HC.STRAIGHT, HC.FLUSH, HC.FULL_HOUSE, HC.FOUR_OF_A_KIND, HC.STRAIGHT_FLUSH,
    HC.FIVE_OF_A_KIND)

_WILD_TIES = ("wild_wins", "natural_wins", "split")
_HEARTS_STRAIGHT = (None, "top_card", "most_hearts")


@dataclass(frozen=True)
class HandRules:
    """How five-card poker hands rank. Defaults are Foster's (1914) Draw Poker.

    Attributes:
        name: a short label for tables and errors.
        ace_high_straights: 10-J-Q-K-A is a straight (Foster, seed 002 law 35; seed 001 part 2
            O61). ``False`` in seed 000 law 71 ("the ace may only begin a straight").
        ace_low_straights: A-2-3-4-5 is a straight, five high (Foster law 35, O61; seed 000 law 71).
        straight_flushes: straight flushes are a class. ``False`` for Straight Poker and Stud
            (seed 002, catalog §5-6: "fours is the top hand"); a straight flush then counts as
            a flush -- our reading, the seed does not say.
        royal_flush: the ace-high straight flush is named as its own class (Foster's table, O58).
            Needs ``ace_high_straights``.
        hearts_flush_best: a flush in hearts beats every other flush (seed 000 law 69, O-000-05).
        hearts_straight_tiebreak: seed 000 law 70 gives equal straights to "the straight in
            hearts" without saying what that is (O-000-06). ``"top_card"``: the straight whose top
            card is a heart wins (our default reading for ``BRITISH``); ``"most_hearts"``: the one
            with more hearts; ``None``: equal straights split (law 76).
        two_pair_kicker: the odd card decides equal two pairs. Foster law 36 and O68 say so; seed
            000 law 73 names only the two pairs, and we read law 75 (the highest unmatched card)
            as covering it, so ``True`` for both books.
        blaze: five picture cards is a hand (Foster O63; seed 000 p. 41, O-000-13). Blazes are
            compared card by card from the top (seed 000: "the highest card decides"; its
            mention of aces is a misprint, catalog FLAG).
        skip_straight: the skip or Dutch straight, five alternate ranks (2-4-6-8-10) of mixed
            suits (Foster O63; seed 000 p. 41, O-000-14). The ace ends one as it ends a straight
            (A-3-5-7-9 low and 6-8-10-Q-A high, as the straight options allow).
        tiger: the tiger, "seven high and deuce low, without a pair, sequence or flush" (Foster
            O63, where it is also called Big or Little Dog). ``tiger_spans`` sets its bounds.
        tiger_spans: ``(high, low)`` rank bounds of the tiger hands admitted. Foster: ``((7, 2),)``.
            Later house rules (not in the seeds) also have big dog (14, 9), big tiger (13, 8),
            little tiger (8, 3); all rank in the tiger's place and compare by their cards.
        round_the_corner: a straight through the ace, J-Q-K-A-2, Q-K-A-2-3, K-A-2-3-4 (Foster O63).
            Ranked by the end card (2, 3, 4) -- our reading; the book gives no order among them.
            In one suit it counts as a flush (our reading: the book's count is of mixed suits).
        wild_cards: card indices that are wild: ``{52}`` for Foster's mistigris and seed 000's
            joker, ``{52, 53}`` for two jokers, ``{0, 1, 2, 3}`` for deuces wild.
        wild_duplicates: a wild card may be named as a card the hand already holds (Foster O64:
            "even a duplicate", so A-J-8-5 of hearts with the joker is an ace-ace flush).
        five_of_a_kind: fours and a wild card make five of a kind, above the royal flush
            (Foster, Mistigris). If ``False`` the best such hand is fours.
        (With wild cards, the hearts tie-breaks of ``BRITISH`` look at the natural cards only: a
        flush counts as hearts when its natural cards are hearts; a straight with a wild card
        takes no hearts tie-break -- our reading, seed 000 is silent.)
        wild_ties: what decides hands equal in every card: ``"wild_wins"`` -- the hand with the
            joker wins (Foster O64: "ace and joker beat two aces"; seed 000: a joker named K♠
            beats the real K♠, O-000-15); ``"natural_wins"`` (the rule seed 004 gives for wild
            cards in Brag); ``"split"``.
        order: the classes from lowest to highest (see ``*_ORDER``). Must hold every class the
            other options can make.
    """

    name: str = "foster"
    ace_high_straights: bool = True
    ace_low_straights: bool = True
    straight_flushes: bool = True
    royal_flush: bool = True
    hearts_flush_best: bool = False
    hearts_straight_tiebreak: str | None = None
    two_pair_kicker: bool = True
    blaze: bool = False
    skip_straight: bool = False
    tiger: bool = False
    tiger_spans: tuple[tuple[int, int], ...] = ((7, 2),)
    round_the_corner: bool = False
    wild_cards: frozenset[int] = field(default_factory=frozenset)
    wild_duplicates: bool = True
    five_of_a_kind: bool = True
    wild_ties: str = "wild_wins"
    order: tuple[HandCategory, ...] = STANDARD_ORDER

    def __post_init__(self) -> None:
        object.__setattr__(self, "wild_cards", frozenset(int(c) for c in self.wild_cards))
        if self.wild_ties not in _WILD_TIES:
            raise ValueError(f"wild_ties must be one of {_WILD_TIES}, not {self.wild_ties!r}")
        if self.hearts_straight_tiebreak not in _HEARTS_STRAIGHT:
            raise ValueError(f"hearts_straight_tiebreak must be one of {_HEARTS_STRAIGHT}")
        if len(set(self.order)) != len(self.order):
            raise ValueError("order lists a class twice")
        missing = [c for c in self.categories_used() if c not in self.order]
        if missing:
            raise ValueError(f"rules {self.name!r}: order lacks {', '.join(map(str, missing))}")
        for c in self.wild_cards:
            if not 0 <= c <= 53:
                raise ValueError(f"wild card index {c} is not a card")

    def __getstate__(self) -> dict:
        # the look-up tables cached on the object (``_fast5``, ``_fast7``) are rebuilt on
        # demand, not pickled
        state = dict(self.__dict__)
        state.pop("_fast5", None)
        state.pop("_fast7", None)
        return state

    def categories_used(self) -> tuple[HandCategory, ...]:
        """The classes a hand can fall in under these rules, lowest first."""
        used = {HC.HIGH_CARD, HC.ONE_PAIR, HC.TWO_PAIR, HC.THREE_OF_A_KIND, HC.STRAIGHT,
                HC.FLUSH, HC.FULL_HOUSE, HC.FOUR_OF_A_KIND}
        if self.straight_flushes:
            used.add(HC.STRAIGHT_FLUSH)
            if self.royal_flush and self.ace_high_straights:
                used.add(HC.ROYAL_FLUSH)
        if self.wild_cards and self.five_of_a_kind:
            used.add(HC.FIVE_OF_A_KIND)
        if self.blaze:
            used.add(HC.BLAZE)
        if self.skip_straight:
            used.add(HC.SKIP_STRAIGHT)
        if self.tiger:
            used.add(HC.TIGER)
        if self.round_the_corner:
            used.add(HC.ROUND_THE_CORNER)
        pos = {c: i for i, c in enumerate(self.order)}
        return tuple(sorted(used, key=lambda c: pos.get(c, -1)))

    @property
    def suit_sensitive(self) -> bool:
        """True when a suit (hearts) can decide between hands (seed 000 laws 69-70)."""
        return self.hearts_flush_best or self.hearts_straight_tiebreak is not None

    def replace(self, **changes) -> "HandRules":
        return replace(self, **changes)


FOSTER = HandRules()
FOSTER_MISTIGRIS = HandRules(name="foster-mistigris", wild_cards=frozenset({52}))
FOSTER_LOCAL = HandRules(name="foster-local", blaze=True, skip_straight=True, tiger=True,
                         round_the_corner=True, order=FOSTER_LOCAL_ORDER)
FOSTER_TRUE = HandRules(name="foster-true", blaze=True, skip_straight=True, tiger=True,
                        round_the_corner=True, order=FOSTER_TRUE_ORDER)
STRAIGHT_POKER = HandRules(name="straight-poker", straight_flushes=False, royal_flush=False)
BRITISH = HandRules(name="british", ace_high_straights=False, royal_flush=False,
                    hearts_flush_best=True, hearts_straight_tiebreak="top_card",
                    order=BRITISH_ORDER)
BRITISH_MODIFIED = BRITISH.replace(name="british-modified", blaze=True, skip_straight=True,
                                   wild_cards=frozenset({52}))
#: Deuces wild: seed 004 names it (Brag, wild cards "sometimes deuces"); the seeds give no tie
#: rule for poker, so the Brag rule is used (a natural hand beats the same hand made with wild cards).
DEUCES_WILD = HandRules(name="deuces-wild", wild_cards=frozenset({0, 1, 2, 3}),
                        wild_ties="natural_wins")

PRESETS: dict[str, HandRules] = {r.name: r for r in (
    FOSTER, FOSTER_MISTIGRIS, FOSTER_LOCAL, FOSTER_TRUE, STRAIGHT_POKER, BRITISH,
    BRITISH_MODIFIED, DEUCES_WILD)}

# --------------------------------------------------------------------------- names

_SINGULAR = {2: "deuce", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
             9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}


def rank_name(rank: int) -> str:
    """``"ten"``, ``"deuce"``, ``"ace"`` (1 is read as the ace)."""
    return _SINGULAR[14 if rank == 1 else rank]


def rank_plural(rank: int) -> str:
    """``"tens"``, ``"deuces"``, ``"sixes"``."""
    return Rank(14 if rank == 1 else rank).plural


# --------------------------------------------------------------------------- values


_new = object.__new__


class HandValue:
    """The value of a poker hand: compare with ``<``, ``==``; hash; describe.

    Attributes:
        key: the tuple that orders hands under the rules that made it: (place of the class in
            ``rules.order``, a suit component (hearts rules, else 0), five ranks in the order
            they are compared, padded with 0, the wild-card tie component).
        category: the :class:`HandCategory`.
        cards: the five (or fewer) cards the value is for (for :func:`best_hand`, the five
            chosen), as :class:`~hoyle.cards.Card` objects.
        named: for each wild card, the card it is taken to be, ``((52, Card(AH)), ...)``.
        ranks: the ranks that decide ties within the class, in comparison order.

    Values made under different rules must not be compared with each other.
    """

    __slots__ = ("_e", "_cards")

    def __init__(self, key: tuple, category: HandCategory, cards, named: tuple = (),
                 ranks: tuple = ()) -> None:
        self._e = (key, category, ranks, False, named)
        self._cards = cards

    @classmethod
    def _make(cls, entry: tuple, cards) -> "HandValue":
        v = _new(cls)
        v._e = entry
        v._cards = cards
        return v

    @property
    def key(self) -> tuple:
        return self._e[0]

    @property
    def category(self) -> HandCategory:
        return self._e[1]

    @property
    def ranks(self) -> tuple:
        return self._e[2]

    @property
    def named(self) -> tuple:
        return self._e[4]

    @property
    def cards(self) -> tuple[Card, ...]:
        c = self._cards
        if len(c) > 5 and len(self._e) > 6:  # best_hand of six or seven: choose the five now
            c = _chosen_five(tuple(c), self._e)
        if type(c) is not tuple or any(type(x) is not Card for x in c):
            c = tuple(Card(int(x)) for x in c)
        self._cards = c
        return c

    def __eq__(self, other) -> bool:
        if isinstance(other, HandValue):
            return self._e[0] == other._e[0]
        return NotImplemented

    def __ne__(self, other) -> bool:
        if isinstance(other, HandValue):
            return self._e[0] != other._e[0]
        return NotImplemented

    def __lt__(self, other: "HandValue") -> bool:
        return self._e[0] < other._e[0]

    def __le__(self, other: "HandValue") -> bool:
        return self._e[0] <= other._e[0]

    def __gt__(self, other: "HandValue") -> bool:
        return self._e[0] > other._e[0]

    def __ge__(self, other: "HandValue") -> bool:
        return self._e[0] >= other._e[0]

    def __hash__(self) -> int:
        return hash(self._e[0])

    def __repr__(self) -> str:
        from hoyle.cards import format_cards
        return f"HandValue({self.describe()!r}, {format_cards(self.cards)!r})"

    def __str__(self) -> str:
        return self.describe()

    def describe(self) -> str:
        """The hand in words: ``"full house, tens over fours"``,
        ``"two pairs, kings and fours, queen kicker"``, ``"straight, five high"``."""
        c = self.category
        r = self.ranks
        n = rank_name
        p = rank_plural
        if c is HC.HIGH_CARD:
            text = f"{n(r[0])} high" + (f", {', '.join(n(x) for x in r[1:])}" if len(r) > 1 else "")
        elif c is HC.ONE_PAIR:
            text = f"pair of {p(r[0])}"
            if len(r) > 1:
                text += f", {', '.join(n(x) for x in r[1:])} " + ("kicker" if len(r) == 2 else "kickers")
        elif c is HC.TWO_PAIR:
            text = f"two pairs, {p(r[0])} and {p(r[1])}"
            if len(r) > 2:
                text += f", {n(r[2])} kicker"
        elif c is HC.THREE_OF_A_KIND:
            text = f"three {p(r[0])}"
        elif c is HC.STRAIGHT:
            text = f"straight, {n(r[0])} high"
        elif c is HC.FLUSH:
            text = f"flush in {self._suit_word()}, {'-'.join(n(x) for x in r)}"
        elif c is HC.FULL_HOUSE:
            text = f"full house, {p(r[0])} over {p(r[1])}"
        elif c is HC.FOUR_OF_A_KIND:
            text = f"four {p(r[0])}"
        elif c is HC.STRAIGHT_FLUSH:
            text = f"straight flush in {self._suit_word()}, {n(r[0])} high"
        elif c is HC.ROYAL_FLUSH:
            text = f"royal flush in {self._suit_word()}"
        elif c is HC.FIVE_OF_A_KIND:
            text = f"five {p(r[0])}"
        elif c is HC.BLAZE:
            text = f"blaze, {'-'.join(n(x) for x in r)}"
        elif c is HC.SKIP_STRAIGHT:
            text = f"skip straight, {n(r[0])} high"
        elif c is HC.TIGER:
            text = f"tiger, {'-'.join(n(x) for x in r)}"
        elif c is HC.ROUND_THE_CORNER:
            seq = {2: (11, 12, 13, 14, 2), 3: (12, 13, 14, 2, 3), 4: (13, 14, 2, 3, 4)}[r[0]]
            text = f"round-the-corner straight, {'-'.join(n(x) for x in seq)}"
        else:  # pragma: no cover
            text = c.value
        if self.named:
            text += " (" + ", ".join(self._named_words()) + ")"
        return text

    def _named_words(self) -> list[str]:
        """What each wild card stands for, in words. A card the hand holds already (the
        mistigris "may be named as any card, even a duplicate", Foster O64) is "another"
        one; in five of a kind the wild card is another of the rank, whatever its suit."""
        held = {int(c) for c in self.cards} - {w for w, _ in self.named}
        out = []
        for w, t in self.named:
            who = "joker" if w >= 52 else str(Card(w))
            if self.category is HC.FIVE_OF_A_KIND:
                out.append(f"{who} as another {rank_name(int(t) // 4 + 2)}")
            elif int(t) in held:
                out.append(f"{who} as another {t.name}: a duplicate, as O64 allows")
            else:
                out.append(f"{who} as {t.name}")
        return out

    def _suit_word(self) -> str:
        named = dict(self.named)
        for c in self.cards:
            c = named.get(int(c), c)
            if c < 52:
                return str(Suit(c & 3))
        return "any suit"


# --------------------------------------------------------------------------- classification

_SKIPS_MID = [(r, r + 2, r + 4, r + 6, r + 8) for r in range(2, 7)]  # 2-4-6-8-T .. 6-8-T-Q-A


def _natural_candidates(ranks: Sequence[int], flush: bool, rules: HandRules,
                        flush_suit_hearts: bool, hearts_info: tuple[bool, int] | None):
    """All (category, suit_component, tiebreak ranks) a hand of these ranks may claim.

    ``flush`` says the hand is one suit (only with five cards); ``hearts_info`` is
    (top card of a straight is a heart, number of hearts), for law 70.
    """
    n = len(ranks)
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    pattern = tuple(c for _, c in groups)
    order_r = tuple(r for r, _ in groups)
    out = []
    top = pattern[0]
    if top >= 5:
        if rules.five_of_a_kind:
            out.append((HC.FIVE_OF_A_KIND, 0, (order_r[0],)))
        else:
            out.append((HC.FOUR_OF_A_KIND, 0, (order_r[0], order_r[0])))
    elif top == 4:
        out.append((HC.FOUR_OF_A_KIND, 0, order_r))
    elif top == 3:
        if len(pattern) > 1 and pattern[1] >= 2:
            out.append((HC.FULL_HOUSE, 0, order_r))
        else:
            out.append((HC.THREE_OF_A_KIND, 0, order_r))
    elif top == 2:
        if len(pattern) > 1 and pattern[1] == 2:
            tb = order_r if rules.two_pair_kicker else order_r[:2]
            out.append((HC.TWO_PAIR, 0, tb))
        else:
            out.append((HC.ONE_PAIR, 0, order_r))
    else:
        out.append((HC.HIGH_CARD, 0, order_r))
    if n != 5:
        return out
    desc = tuple(sorted(ranks, reverse=True))
    hearts_flush = 1 if (rules.hearts_flush_best and flush and flush_suit_hearts) else 0
    if flush:
        out.append((HC.FLUSH, hearts_flush, desc))
    if top != 1:
        if rules.blaze and desc[-1] >= 11 and desc[0] <= 13:
            out.append((HC.BLAZE, 0, desc))
        return out
    # five different ranks
    straight_top = None
    if desc[0] - desc[4] == 4:
        if desc[0] != 14 or rules.ace_high_straights:
            straight_top = desc[0]
    elif desc == (14, 5, 4, 3, 2) and rules.ace_low_straights:
        straight_top = 5
    if straight_top is not None:
        if flush and rules.straight_flushes:
            if straight_top == 14 and rules.royal_flush:
                out.append((HC.ROYAL_FLUSH, 0, (14,)))
            else:
                out.append((HC.STRAIGHT_FLUSH, 0, (straight_top,)))
        else:
            sc = 0
            if hearts_info is not None and rules.hearts_straight_tiebreak and not flush:
                top_heart, n_hearts = hearts_info
                sc = int(top_heart) if rules.hearts_straight_tiebreak == "top_card" else n_hearts
            out.append((HC.STRAIGHT, sc, (straight_top,)))
    if rules.blaze and desc[-1] >= 11 and desc[0] <= 13:
        out.append((HC.BLAZE, 0, desc))
    if flush:
        return out
    if rules.skip_straight:
        asc = desc[::-1]
        if asc in _SKIPS_MID and (asc[-1] != 14 or rules.ace_high_straights):
            out.append((HC.SKIP_STRAIGHT, 0, (asc[-1],)))
        elif desc == (14, 9, 7, 5, 3) and rules.ace_low_straights:
            out.append((HC.SKIP_STRAIGHT, 0, (9,)))
    if rules.tiger and straight_top is None:
        for hi, lo in rules.tiger_spans:
            if desc[0] == hi and desc[4] == lo:
                out.append((HC.TIGER, 0, desc))
                break
    if rules.round_the_corner and 14 in desc and 2 in desc:
        s = set(desc)
        for end, seq in ((2, {11, 12, 13, 14, 2}), (3, {12, 13, 14, 2, 3}), (4, {13, 14, 2, 3, 4})):
            if s == seq:
                out.append((HC.ROUND_THE_CORNER, 0, (end,)))
                break
    return out


def _best_key(cands, rules: HandRules, wild_component: int):
    pos = _positions(rules)
    best = None
    for cat, sc, tb in cands:
        key = (pos[cat], sc) + tuple(tb) + (0,) * (5 - len(tb)) + (wild_component,)
        if best is None or key > best[0]:
            best = (key, cat, tuple(tb))
    return best


_POS_CACHE: dict[int, dict] = {}


def _positions(rules: HandRules) -> dict:
    k = id(rules.order)
    d = _POS_CACHE.get(k)
    if d is None or d.get("_order") is not rules.order:
        d = {c: i for i, c in enumerate(rules.order)}
        d["_order"] = rules.order
        _POS_CACHE[k] = d
    return d


def _coerce(cards) -> tuple[Card, ...]:
    if isinstance(cards, str):
        return tuple(parse_cards(cards))
    out = []
    for c in cards:
        out.append(c if isinstance(c, Card) else Card(c))
    return tuple(out)


def _check(cards: tuple[Card, ...], rules: HandRules, lo: int, hi: int) -> None:
    if not lo <= len(cards) <= hi:
        want = str(lo) if lo == hi else f"{lo} to {hi}"
        raise HandError(f"a hand here has {want} cards, not {len(cards)}")
    if len(set(cards)) != len(cards):
        dup = sorted({str(c) for c in cards if cards.count(c) > 1})
        raise HandError(f"duplicate card {', '.join(dup)}: one pack holds each card once")
    jokers = sorted(w for w in rules.wild_cards if w >= 52)
    for c in cards:
        if c >= 52 and c not in rules.wild_cards:
            if jokers:       # the ranking has a joker, but not this one (JKR2 beside the mistigris)
                raise HandError(
                    f"{Card(c)} is a second joker: the {rules.name!r} rules have "
                    + (f"one joker, {Card(jokers[0])}" if len(jokers) == 1 else
                       f"{len(jokers)} jokers, {', '.join(str(Card(j)) for j in jokers)}")
                    + " (Foster's mistigris pack has one joker, O64)")
            raise HandError(f"the joker is not used under the {rules.name!r} rules "
                            f"(use a mistigris/joker rule set)")


def _hearts_info(cards) -> tuple[bool, int]:
    # top card of the straight: the highest-ranked card, except the ace in A-2-3-4-5
    rs = sorted(cards, key=lambda c: (c >> 2), reverse=True)
    ranks = [c // 4 + 2 for c in rs]
    top = rs[1] if ranks[0] == 14 and ranks[1] == 5 else rs[0]
    return (top & 3) == 2, sum(1 for c in cards if (c & 3) == 2)


def _evaluate_reference(cards: tuple[Card, ...], rules: HandRules) -> HandValue:
    wild = [c for c in cards if c in rules.wild_cards]
    nat = [c for c in cards if c not in rules.wild_cards]
    nat_ranks = [c // 4 + 2 for c in nat]
    nat_suits = {c & 3 for c in nat}
    n = len(cards)
    if not wild:
        flush = n == 5 and len(nat_suits) == 1
        hi = _hearts_info(nat) if (rules.hearts_straight_tiebreak and n == 5) else None
        cands = _natural_candidates(nat_ranks, flush, rules, 2 in nat_suits, hi)
        key, cat, tb = _best_key(cands, rules, 0)
        return HandValue(key, cat, cards, (), tb)
    w = len(wild)
    wc = {"wild_wins": w, "natural_wins": -w, "split": 0}[rules.wild_ties]
    flush_possible = n == 5 and len(nat_suits) <= 1
    fsuit = next(iter(nat_suits)) if nat_suits else 3
    nat_set = set(nat)
    best = None
    best_combo = None
    for combo in itertools.combinations_with_replacement(range(14, 1, -1), w):
        ranks = nat_ranks + list(combo)
        if not rules.wild_duplicates:
            cnt: dict[int, int] = {}
            for r in ranks:
                cnt[r] = cnt.get(r, 0) + 1
            if max(cnt.values()) > 4:
                continue
        options = [False]
        if flush_possible:
            if rules.wild_duplicates or (
                    len(set(combo)) == w and all((r - 2) * 4 + fsuit not in nat_set for r in combo)):
                options.append(True)
        for flush in options:
            cands = _natural_candidates(ranks, flush, rules, fsuit == 2, None)
            got = _best_key(cands, rules, wc)
            if best is None or got[0] > best[0]:
                best = got
                best_combo = (combo, flush)
    key, cat, tb = best
    combo, flush = best_combo
    named = []
    used = set(nat)
    for wcard, r in zip(sorted(wild), combo):
        if flush:
            s = fsuit
        else:
            # not a flush: when the natural cards are of one suit, the wild card is named in another
            suits = [x for x in (2, 3, 1, 0) if not (n == 5 and nat_suits == {x})]
            s = next((x for x in suits if (r - 2) * 4 + x not in used), suits[0])
        c = Card((r - 2) * 4 + s)
        used.add(c)
        named.append((int(wcard), c))
    return HandValue(key, cat, cards, tuple(named), tb)


# --------------------------------------------------------------------------- fast single hand

#: Weights that make the sum over a five-card hand's ranks unique for each rank multiset
#: (counts 0..4): found by a greedy search (see ``fast.py``); index = rank - 2.
W5 = (0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415)
_W5_CARD = tuple(W5[i // 4] for i in range(52))
_TABLES: dict[HandRules, tuple[list, list]] = {}


def _tables(rules: HandRules) -> tuple[list, list]:
    """Per-rules look-up: rank-sum -> (key, category, ranks) for unsuited and suited hands."""
    tk = replace(rules, name="")  # the name does not change the ranking
    t = _TABLES.get(tk)
    if t is None:
        size = 4 * W5[12] + W5[11] + 1
        plain: list = [None] * size
        suited: list = [None] * size
        for combo in itertools.combinations_with_replacement(range(2, 15), 5):
            if max(combo.count(r) for r in set(combo)) > 4:
                continue
            s = sum(W5[r - 2] for r in combo)
            cands = _natural_candidates(list(combo), False, rules, False, None)
            plain[s] = _best_key(cands, rules, 0)
            if len(set(combo)) == 5:
                cands = _natural_candidates(list(combo), True, rules, False, None)
                suited[s] = _best_key(cands, rules, 0)
        t = (plain, suited)
        _TABLES[tk] = t
    return t


def _fast_ok(rules: HandRules) -> bool:
    return not rules.wild_cards and not rules.suit_sensitive


# --------------------------------------------------------------------------- public API


def evaluate(cards: Iterable[int] | str, rules: HandRules = FOSTER) -> HandValue:
    """Value of a poker hand of five cards (one to five accepted: a short hand of Foster's
    Draw Poker, which can be no straight or flush, law 35).

    Args:
        cards: :class:`~hoyle.cards.Card` objects, card indices, or text ``"KH QH JH TH JKR"``.
        rules: a :class:`HandRules`; jokers and other wild cards count as wild only if listed in
            ``rules.wild_cards``.

    Returns:
        A :class:`HandValue` (higher is better; equal values tie).

    Raises:
        HandError: wrong number of cards, a duplicate card, or a joker the rules don't admit.
        hoyle.cards.CardParseError: text that is not a card.
    """
    if type(cards) is tuple or type(cards) is list:
        try:
            t = rules._fast5
            a, b, c, d, e = cards
            s = _WD5[a] + _WD5[b] + _WD5[c] + _WD5[d] + _WD5[e]
            ent = t[(s & 0x7FFFF) + _FLUSH_OFFSET[s >> 19]]
            distinct = ent[3]
        except AttributeError:
            _tables_for(rules)
            return evaluate(cards, rules)
        except (KeyError, TypeError, ValueError, IndexError):
            # a joker, text, a wrong count, a duplicate in a flush, five copies of one card
            # (a weight beyond the tables), or rules without tables: the checked path says which
            pass
        else:
            # A duplicate card repeats a rank, so a hand of five ranks needs no duplicate check;
            # cards are cached objects (and 0..51 are cached ints), so identity finds duplicates.
            if distinct or not (a is b or a is c or a is d or a is e or b is c or b is d
                                or b is e or c is d or c is e or d is e):
                v = _new(HandValue)
                v._e = ent
                v._cards = cards if type(cards) is tuple else (a, b, c, d, e)
                return v
    cs = _coerce(cards)
    _check(cs, rules, 1, 5)
    return _evaluate_reference(cs, rules)


_MISSING = object()
_DISTINCT = frozenset({HC.HIGH_CARD, HC.STRAIGHT, HC.FLUSH, HC.STRAIGHT_FLUSH, HC.ROYAL_FLUSH,
                       HC.SKIP_STRAIGHT, HC.TIGER, HC.ROUND_THE_CORNER})
_WS5 = tuple(W5[i // 4] + (1 << (19 + 3 * (i & 3))) for i in range(52))
#: the same weights keyed by card (a dict: Card keys hash as their index without conversion;
#: negative numbers, jokers and text are simply absent)
_WD5 = {Card(i): w for i, w in enumerate(_WS5)}
_SIZE5 = 4 * W5[12] + W5[11] + 1
_FLUSH_OFFSET = [_SIZE5 if i in {5 << (3 * s) for s in range(4)} else 0 for i in range(1 << 12)]


def _tables_for(rules: HandRules):
    """The look-up tables of the one-call path, kept on the rules object (None if the rules
    need the written-out path: wild cards or hearts tie-breaks)."""
    tk = replace(rules, name="")
    t = _FAST5.get(tk, _MISSING)
    if t is not _MISSING:
        object.__setattr__(rules, "_fast5", t)
        return t
    t = None
    if _fast_ok(rules):
        plain, suited = _tables(rules)
        dense = {k: i + 1 for i, k in enumerate(sorted({e[0] for e in plain + suited if e is not None}))}
        t = [None if e is None else e + (e[1] in _DISTINCT, (), dense[e[0]]) for e in plain + suited]
    _FAST5[tk] = t
    object.__setattr__(rules, "_fast5", t)
    return t


_FAST5: dict = {}  # equal rules (rules.replace(...) makes new objects) share one table


def hand_rank(cards: Sequence[int], rules: HandRules = FOSTER) -> int:
    """The value of five cards as a plain ``int`` (1 = the worst hand; higher is better; equal
    ints tie): the one-call counterpart of the batch values of :mod:`hoyle.evaluators.fast`
    (the same numbers). For rules without wild cards or hearts tie-breaks.

    Raises:
        HandError: not five different cards, a joker, or rules that need the full evaluator.
    """
    if type(cards) is tuple or type(cards) is list:
        try:
            t = rules._fast5
            a, b, c, d, e = cards
            s = _WD5[a] + _WD5[b] + _WD5[c] + _WD5[d] + _WD5[e]
            ent = t[(s & 0x7FFFF) + _FLUSH_OFFSET[s >> 19]]
            if ent[3] or not (a is b or a is c or a is d or a is e or b is c or b is d
                              or b is e or c is d or c is e or d is e):
                return ent[5]
        except AttributeError:
            _tables_for(rules)
            return hand_rank(cards, rules)
        except (KeyError, TypeError, ValueError):
            pass
    cs = _coerce(cards)
    _check(cs, rules, 5, 5)
    if not _fast_ok(rules):
        raise HandError(f"hand_rank needs rules without wild cards or hearts tie-breaks; "
                        f"use evaluate() for {rules.name!r}")
    return hand_rank(tuple(cs), rules)  # pragma: no cover - a list of ints with a duplicate


def evaluate_reference(cards: Iterable[int] | str, rules: HandRules = FOSTER) -> HandValue:
    """:func:`evaluate` without the table path: the classification written out, for tests."""
    cs = _coerce(cards)
    _check(cs, rules, 1, 5)
    return _evaluate_reference(cs, rules)


def best_hand(cards: Iterable[int] | str, rules: HandRules = FOSTER) -> HandValue:
    """The best five-card hand that can be made from five to seven cards (stud, six- and
    seven-card stud: seed 004 §1.18.1); its ``cards`` are the five chosen.

    A tuple or list of seven cards under rules without wild cards or hearts tie-breaks takes
    the one-call path of :meth:`hoyle.evaluators.fast.FastEvaluator.single` written out here
    (the tables are those of the batch paths, built from this module's reference tables and
    tested equal to the best of the 21 fives); the five cards chosen are found only when
    ``cards`` is read. Anything else goes through the checks and the written-out path.

    Raises:
        HandError: fewer than 5 or more than 7 cards (up to 9 accepted), duplicates, or a joker
            the rules don't admit.
    """
    if type(cards) is tuple or type(cards) is list:
        try:
            k, t7, tf, hv, flush_of, suit_bits, fe = rules._fast7
            a, b, c, d, e, f, g = cards
            s = k[a] + k[b] + k[c] + k[d] + k[e] + k[f] + k[g]
        except AttributeError:
            _fast7_for(rules)
            return best_hand(cards, rules)
        except (KeyError, TypeError, ValueError):
            # not seven cards, a joker, text, or rules without the tables (None): checked path
            pass
        else:
            if (s >> 36).bit_count() == 7:  # seven different cards (a repeated bit would carry)
                v = t7[s & 0x7FFFFF]
                u = flush_of[(s >> 23) & 0xFFF]
                if u and tf is None:  # rules whose flushes are valued five by five
                    v = fe.single(cards)
                elif u:  # five or more of one suit: the flush table decides
                    k = suit_bits[u]
                    w = tf[k[a] | k[b] | k[c] | k[d] | k[e] | k[f] | k[g]]
                    if w > v:
                        v = w
                out = _new(HandValue)
                out._e = hv[v]
                out._cards = cards if type(cards) is tuple else tuple(cards)
                return out
    cs = _coerce(cards)
    _check(cs, rules, 5, 9)
    if len(cs) == 5:
        return evaluate(cs, rules)
    if len(cs) <= 7 and _fast_ok(rules):
        fe = _fast7_for(rules)[-1]
        return HandValue._make(fe._hand_values()[fe.single(cs)], cs)
    best = None
    for five in itertools.combinations(cs, 5):
        v = evaluate(five, rules)
        if best is None or v.key > best.key:
            best = v
    return best


def _chosen_five(cards: tuple, entry: tuple) -> tuple:
    """The first five of ``cards`` (in :func:`itertools.combinations` order) whose value is the
    one of ``entry`` (made by :func:`best_hand`, which keeps its rules at ``entry[6]``)."""
    key, rules = entry[0], entry[6]
    for five in itertools.combinations(cards, 5):
        if evaluate(five, rules).key == key:
            return five
    raise AssertionError("no five cards give the value")  # pragma: no cover


_FAST7: dict = {}


def _fast7_for(rules: HandRules):
    """The tables of :func:`best_hand`'s one-call path, kept on the rules object as
    ``_fast7`` (``None`` for rules that need the written-out path), with the
    :class:`~hoyle.evaluators.fast.FastEvaluator` last."""
    t = rules.__dict__.get("_fast7", _MISSING)
    if t is _MISSING:
        tk = replace(rules, name="")
        t = _FAST7.get(tk, _MISSING)
        if t is _MISSING:
            t = None
            if _fast_ok(rules):
                from hoyle.evaluators.fast import best_hand_tables
                t = best_hand_tables(rules)
            _FAST7[tk] = t
        object.__setattr__(rules, "_fast7", t)
    return t


def compare(a, b, rules: HandRules = FOSTER) -> int:
    """+1 if hand ``a`` beats hand ``b``, -1 if it loses, 0 for a tie (the pot is divided)."""
    va, vb = evaluate(a, rules), evaluate(b, rules)
    return (va.key > vb.key) - (va.key < vb.key)
