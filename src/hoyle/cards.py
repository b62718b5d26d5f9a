"""Cards, suits, ranks, packs and shoes, with a text notation both ways.

A card is a small integer (an ``int`` subclass, one cached object per card), so
hands can be stored, hashed, sorted and compared at the speed of ints:

* ``index = (rank - 2) * 4 + suit`` for the 52 ordinary cards (0..51), with
  ``rank`` 2..14 (ace = 14) and ``suit`` 0..3 (clubs, diamonds, hearts, spades);
* ``52`` and ``53`` are the first and second joker (``rank == 15``, ``suit is None``).

Notation (parsed case-insensitively, printed canonically):

* rank: ``2``-``9``, ``T`` or ``10``, ``J``, ``Q``, ``K``, ``A``;
* suit: ``C D H S`` or ``♣ ♦ ♥ ♠`` (also the hollow ``♧ ♢ ♡ ♤``);
* the joker: ``JKR`` (also ``JOKER``, ``JK``, ``*``); a second joker ``JKR2``.

``str(card)`` is ``"QS"``, ``"TH"``, ``"JKR"``; ``card.pretty`` is ``"Q♠"``.
"""

from __future__ import annotations

import functools

import re
from collections import Counter
from dataclasses import dataclass
from enum import IntEnum
from typing import Iterable, Iterator, Sequence

__all__ = [
    "Suit", "Rank", "Card", "CardParseError", "JOKER", "JOKER2", "card", "parse_card",
    "parse_cards", "format_cards", "Pack", "standard_pack", "piquet_pack", "euchre_pack",
    "pinochle_pack", "stripped_pack", "shoe", "ALL_CARDS",
]


class CardParseError(ValueError):
    """Raised for text that is not a card in hoyle's notation; the message says why."""


class Suit(IntEnum):
    """The four suits, in the order clubs < diamonds < hearts < spades used for indexing.

    The order is only an index order: no game ranks suits unless its rules say so.
    """

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    def __str__(self) -> str:  # "hearts"
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> "Suit":
        """Parse ``"h"``, ``"H"``, ``"♥"``, ``"hearts"``, ``"heart"`` into a suit."""
        t = text.strip().lower()
        if t in _SUIT_TOKENS:
            return cls(_SUIT_TOKENS[t])
        raise CardParseError(f"{text!r} is not a suit (use C, D, H, S, a suit symbol or a suit name)")


class Rank(IntEnum):
    """Ranks 2..14 with the ace high (14); games that count the ace low say so in their rules."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return _RANK_LETTERS[self]

    @property
    def plural(self) -> str:
        """English plural used in hand descriptions: "tens", "sixes", "aces"."""
        return _RANK_PLURALS[self]

    def __str__(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> "Rank":
        t = text.strip().upper()
        if t in _RANK_TOKENS:
            return cls(_RANK_TOKENS[t])
        raise CardParseError(f"{text!r} is not a rank (use 2-9, T or 10, J, Q, K, A)")


_RANK_LETTERS = {r: ("T" if r == 10 else str(r)) for r in range(2, 10)}
_RANK_LETTERS.update({10: "T", 11: "J", 12: "Q", 13: "K", 14: "A"})
_RANK_TOKENS = {v: k for k, v in _RANK_LETTERS.items()}
_RANK_TOKENS["10"] = 10
_RANK_PLURALS = {2: "deuces", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens",
                 8: "eights", 9: "nines", 10: "tens", 11: "jacks", 12: "queens", 13: "kings",
                 14: "aces"}
_SUIT_TOKENS = {"c": 0, "♣": 0, "♧": 0, "clubs": 0, "club": 0,
                "d": 1, "♦": 1, "♢": 1, "diamonds": 1, "diamond": 1,
                "h": 2, "♥": 2, "♡": 2, "hearts": 2, "heart": 2,
                "s": 3, "♠": 3, "♤": 3, "spades": 3, "spade": 3}
_JOKER_TOKENS = {"JKR": 52, "JOKER": 52, "JK": 52, "*": 52, "JKR1": 52, "JKR2": 53, "JOKER2": 53}


class Card(int):
    """One playing card, an ``int`` (its index) with ``rank``, ``suit`` and notation.

    Construct with :func:`card` / :func:`parse_card` or ``Card(index)``; instances are
    cached, so ``Card(12) is Card(12)``.

    Raises:
        CardParseError: index out of range (``Card(60)``).
    """

    __slots__ = ()
    _cache: list["Card"] = []

    def __new__(cls, index: int) -> "Card":
        try:
            if index >= 0:
                return cls._cache[index]
        except (IndexError, TypeError):
            pass
        if isinstance(index, str):
            return parse_card(index)
        raise CardParseError(f"card index {index!r} is out of range 0..53")

    @property
    def index(self) -> int:
        return int(self)

    @property
    def rank(self) -> int:
        """2..14 (ace 14); 15 for a joker."""
        return _RANK_OF[self]

    @property
    def suit(self) -> Suit | None:
        """The suit, or ``None`` for a joker."""
        return _SUIT_OF[self]

    @property
    def is_joker(self) -> bool:
        return self >= 52

    @property
    def is_red(self) -> bool:
        return self < 52 and (self & 3) in (1, 2)

    def __str__(self) -> str:
        return _STR_OF[self]

    def __repr__(self) -> str:
        return f"Card({_STR_OF[self]})"

    @property
    def pretty(self) -> str:
        """``"Q♠"``, ``"10♥"``, ``"🃏"`` style form for display."""
        return _PRETTY_OF[self]

    @property
    def name(self) -> str:
        """``"queen of spades"``, ``"joker"``."""
        suit = self.suit
        if suit is None:
            return "joker"
        return f"{Rank(self.rank)} of {Suit(suit)}"

    def __reduce__(self):
        return (Card, (int(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_RANK_OF: list[int] = []
_SUIT_OF: list[Suit | None] = []
_STR_OF: list[str] = []
_PRETTY_OF: list[str] = []
for _i in range(54):
    if _i < 52:
        _r, _s = _i // 4 + 2, Suit(_i % 4)
        _RANK_OF.append(_r)
        _SUIT_OF.append(_s)
        _STR_OF.append(_RANK_LETTERS[_r] + _s.letter)
        _PRETTY_OF.append(("10" if _r == 10 else _RANK_LETTERS[_r]) + _s.symbol)
    else:
        _RANK_OF.append(15)
        _SUIT_OF.append(None)
        _STR_OF.append("JKR" if _i == 52 else "JKR2")
        _PRETTY_OF.append("🃏")
    Card._cache.append(int.__new__(Card, _i))

ALL_CARDS: tuple[Card, ...] = tuple(Card._cache[:52])
JOKER: Card = Card._cache[52]
JOKER2: Card = Card._cache[53]


def card(rank: int, suit: int | Suit) -> Card:
    """The card of ``rank`` (2..14, ace 14; 1 is accepted for the ace) and ``suit`` (0..3)."""
    if rank == 1:
        rank = 14
    if not (2 <= rank <= 14) or not (0 <= int(suit) <= 3):
        raise CardParseError(f"no card has rank {rank!r} and suit {suit!r}")
    return Card._cache[(rank - 2) * 4 + int(suit)]


# ASCII: without it IGNORECASE also matches the Kelvin sign as K and the long s as s
_CARD_RE = re.compile(r"^(10|[2-9TJQKA])([CDHS♣♦♥♠♧♢♡♤])\Z", re.IGNORECASE | re.ASCII)


def parse_card(text: str) -> Card:
    """Parse one card: ``"AS"``, ``"as"``, ``"10h"``, ``"Th"``, ``"A♠"``, ``"JKR"``.

    Raises:
        CardParseError: the text is not a card; the message names the text and the notation.
    """
    if isinstance(text, Card):
        return text
    hit = _CANONICAL.get(text) if type(text) is str else None
    if hit is not None:                 # the form the views write ("QS", "JKR"): no regex
        return hit
    t = str(text).strip()
    u = t.upper()
    if u in _JOKER_TOKENS:
        return Card._cache[_JOKER_TOKENS[u]]
    m = _CARD_RE.match(t)
    if not m:
        raise CardParseError(
            f"{text!r} is not a card: write rank then suit, e.g. AS, 10h, Th, A♠, or JKR for the joker")
    return Card._cache[(_RANK_TOKENS[m.group(1).upper()] - 2) * 4 + _SUIT_TOKENS[m.group(2).lower()]]


#: each card's own short form (``str(card)``), read back without the regular expression
_CANONICAL: dict[str, Card] = {_STR_OF[i]: Card._cache[i] for i in range(54)}


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse cards separated by spaces or commas (``"QS QH 7C 4D 2S"``), or an iterable of tokens."""
    if isinstance(text, str):
        tokens = [t for t in re.split(r"[\s,]+", text.strip()) if t]
    else:
        tokens = list(text)
    return [parse_card(t) for t in tokens]


def format_cards(cards: Iterable[int], pretty: bool = False) -> str:
    """``"QS QH 7C"`` (or ``"Q♠ Q♥ 7♣"`` with ``pretty``)."""
    table = _PRETTY_OF if pretty else _STR_OF
    return " ".join(table[c] for c in cards)


@dataclass(frozen=True)
class Pack:
    """A named, ordered pack (or shoe) of cards; duplicates allowed (pinochle, shoes).

    Attributes:
        name: e.g. ``"52"``, ``"32 (piquet)"``, ``"shoe of 8 x 52"``.
        cards: the cards in a fixed, unshuffled order.
    """

    name: str
    cards: tuple[Card, ...]

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def counts(self) -> Counter:
        """How many of each card the pack holds (for conservation checks)."""
        return Counter(self.cards)


def stripped_pack(ranks: Iterable[int], jokers: int = 0, name: str | None = None) -> Pack:
    """A pack of the given ranks in all four suits, plus 0-2 jokers."""
    ranks = sorted(set(14 if r == 1 else r for r in ranks))
    if jokers not in (0, 1, 2):
        raise ValueError("a pack may hold 0, 1 or 2 jokers")
    cards = tuple(card(r, s) for r in ranks for s in range(4)) + (JOKER, JOKER2)[:jokers]
    return Pack(name or f"{len(cards)}", cards)


def standard_pack(jokers: int = 0) -> Pack:
    """The full 52-card pack, with 0, 1 or 2 jokers (53/54 cards)."""
    return stripped_pack(range(2, 15), jokers, name="52" + (f"+{jokers} joker" if jokers else ""))


_STANDARD = standard_pack()


def piquet_pack(jokers: int = 0) -> Pack:
    """The 32-card piquet pack: seven to ace in each suit."""
    return stripped_pack(range(7, 15), jokers, name="32 (piquet)")


def euchre_pack(jokers: int = 0) -> Pack:
    """The 24-card euchre pack: nine to ace (seven to ace = 32 in some forms; use piquet_pack)."""
    return stripped_pack(range(9, 15), jokers, name="24 (euchre)")


def pinochle_pack() -> Pack:
    """The 48-card pinochle pack: two each of nine to ace in every suit."""
    single = stripped_pack(range(9, 15)).cards
    return Pack("48 (pinochle)", tuple(sorted(single + single)))


def shoe(n_packs: int, pack: Pack | None = None) -> Pack:
    """A shoe of ``n_packs`` packs (default 52-card), as used in baccarat and blackjack.

    Built once per composition and shared (a Pack is frozen): a banking game that shuffles a
    fresh shoe every round does not build its cards again (issue 18)."""
    if n_packs < 1:
        raise ValueError(f"a shoe needs at least one pack, not {n_packs}")
    return _shoe(n_packs, pack or _STANDARD)


@functools.lru_cache(maxsize=64)
def _shoe(n_packs: int, pack: Pack) -> Pack:
    return Pack(f"shoe of {n_packs} x {pack.name}", pack.cards * n_packs)


def sorted_by_rank(cards: Sequence[Card], descending: bool = True) -> list[Card]:
    """Cards ordered by rank (then suit), highest first by default."""
    return sorted(cards, reverse=descending)
