"""Cribbage counting: the show of a hand or crib with the starter, the pegging in play, his
heels, his nobs and muggins (Foster 1914, seed 001 part 4 §8 and part 5 §1; catalog
001_part4.md §8, 001_part5.md §1).

What counts (catalog 001_part4.md §8, "Counting combinations"):

* each set of cards whose pips make fifteen: 2 (court cards and tens count ten, the ace one);
* each pair: 2, so three of a rank (a pair royal) 6 and four (a double pair royal) 12;
* each run of three or more consecutive ranks (the ace low only: Q K A is no run): 1 a card,
  every run counted as often as duplicates make it (a double run of three is 6 and the pair 2);
* a flush: every card of the hand in one suit, one a card, one more if the starter matches;
  a crib is a flush only with the starter (five cards of one suit, 5); never in play;
* his nobs: the jack of the starter's suit in the hand or crib, 1;
* his heels: a jack turned as the starter, 2 to the dealer (:func:`heels`).

In play (:func:`peg`): the running count of fifteen 2, thirty-one 2; a pair with the card before
2 (pair royal 6, double pair royal 12, however the cards fell between the players); a run of the
last *n* cards in any order, *n* (no duplicate inside it); the go and the last card 1 (never
with thirty-one, which scores 2 alone) are the state's to award (:class:`Pegging`).

Shapes: cards are :class:`hoyle.cards.Card` (``int`` indices; ``rank`` 2..14, the ace 14,
counted here as 1); a count is a :class:`Count` of :class:`Item` rows. Errors: the functions
raise ValueError for impossible input (a card twice, a starter in the hand); front ends check
first and print one line.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations
from typing import Iterable, Sequence

from ..cards import Card

__all__ = ["Item", "Count", "show", "peg", "heels", "pip", "rank_of", "muggins", "Pegging",
           "CARD_WORDS", "count_words", "rank_score"]

JACK = 11


_RANK = tuple(1 if (c >> 2) + 2 == 14 else (c >> 2) + 2 for c in range(52))
_PIP = tuple(min(r, 10) for r in _RANK)


def rank_of(card: int) -> int:
    """A card's cribbage rank, 1 (ace) to 13 (king)."""
    return _RANK[card]


def pip(card: int) -> int:
    """A card's pips: the ace 1, two to ten their spots, the court cards 10."""
    return _PIP[card]


def _suit(card: int) -> int:
    return int(card) & 3


@dataclass(frozen=True)
class Item:
    """One scoring item: ``kind`` (``"fifteen"``, ``"pair"``, ``"pair royal"``, ``"double pair
    royal"``, ``"run"``, ``"flush"``, ``"nobs"``, ``"heels"``, ``"thirty-one"``, ``"go"``,
    ``"last card"``), the cards that make it, and its points."""

    kind: str
    cards: tuple[Card, ...]
    points: int

    def words(self) -> str:
        cards = " ".join(str(Card(c)) for c in self.cards)
        if self.kind == "run":
            return f"a run of {count_words(len(self.cards))} ({cards})"
        if self.kind in ("pair", "pair royal", "double pair royal"):
            return f"a {self.kind} ({cards})"
        if self.kind == "flush":
            return f"a flush of {count_words(len(self.cards))} ({cards})"
        if self.kind in ("nobs", "heels"):
            return f"his {self.kind} ({cards})"
        return f"{self.kind} ({cards})" if cards else self.kind


@dataclass
class Count:
    """A counted hand: its items in the order a player calls them (fifteens, pairs, runs,
    flush, nobs) and the total."""

    items: list[Item] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(i.points for i in self.items)

    def lines(self) -> list[str]:
        """The count called aloud, item by item with the running total: ``"fifteen two (5H
        JD)"``, ``"fifteen four (5C JD)"``, ``"and a pair royal (5H 5C 5S) is 14"`` ..."""
        out, t = [], 0
        for it in self.items:
            t += it.points
            if it.kind == "fifteen":
                out.append(f"fifteen {count_words(t)} ({' '.join(str(Card(c)) for c in it.cards)})")
            else:
                out.append(f"{it.words()} is {count_words(t)}")
        return out


_WORDS = ("nothing zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
          "fifteen sixteen seventeen eighteen nineteen twenty").split()[1:]
CARD_WORDS = _WORDS


def count_words(n: int) -> str:
    """A count in words as players call it (``14`` -> ``"fourteen"``, ``24`` -> ``"twenty-four"``)."""
    if 0 <= n <= 20:
        return _WORDS[n]
    tens = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty"}.get(n // 10)
    if tens is None:
        return str(n)
    return tens + ("" if n % 10 == 0 else "-" + _WORDS[n % 10])


def _check_cards(cards: Sequence[int]) -> None:
    if len(set(int(c) for c in cards)) != len(cards):
        raise ValueError("a card is named twice")
    if any(not 0 <= int(c) < 52 for c in cards):
        raise ValueError("cribbage is played with the 52 cards, no joker")


def _pairs_and_runs(cards: Sequence[Card]) -> list[Item]:
    items: list[Item] = []
    by_rank: dict[int, list[Card]] = {}
    for c in cards:
        by_rank.setdefault(rank_of(c), []).append(c)
    names = {2: "pair", 3: "pair royal", 4: "double pair royal"}
    for r in sorted(by_rank):
        group = by_rank[r]
        if len(group) >= 2:
            items.append(Item(names[len(group)], tuple(group), len(group) * (len(group) - 1)))
    # runs: maximal stretches of consecutive ranks of length 3 or more, each combination once
    ranks = sorted(by_rank)
    i = 0
    while i < len(ranks):
        j = i
        while j + 1 < len(ranks) and ranks[j + 1] == ranks[j] + 1:
            j += 1
        if j - i + 1 >= 3:
            stretch = ranks[i:j + 1]

            def expand(k: int, acc: tuple, stretch: list[int] = stretch) -> None:
                if k == len(stretch):
                    items.append(Item("run", acc, len(acc)))
                    return
                for c in by_rank[stretch[k]]:
                    expand(k + 1, acc + (c,))
            expand(0, ())
        i = j + 1
    return items


def show(hand: Iterable[int], starter: int | None, crib: bool = False) -> Count:
    """Count a hand (or the crib, ``crib=True``) with the starter, as shown after the play.

    Args:
        hand: the hand's cards (four in six-card cribbage, three in five-card, five in
            seven-card; any number from one).
        starter: the starter (turn-up), or None to count the hand alone.
        crib: the crib's flush needs the starter (001_part4.md §8; five-card §1.2).

    Returns:
        a :class:`Count` (items and total).

    Raises:
        ValueError: a card named twice, the starter in the hand, or no card.
    """
    h = [Card(int(c)) for c in hand]
    if not h:
        raise ValueError("a hand to count has at least one card")
    allc = h + ([Card(int(starter))] if starter is not None else [])
    _check_cards(allc)
    items: list[Item] = []
    pv = [_PIP[c] for c in allc]
    for k in range(2, len(allc) + 1):
        for combo in combinations(range(len(allc)), k):
            if sum(map(pv.__getitem__, combo)) == 15:
                items.append(Item("fifteen", tuple(allc[i] for i in combo), 2))
    items.extend(_pairs_and_runs(allc))
    if len(h) >= 3 and len({_suit(c) for c in h}) == 1:
        matches = starter is not None and _suit(starter) == _suit(h[0])
        if matches:
            items.append(Item("flush", tuple(allc), len(allc)))
        elif not crib:
            items.append(Item("flush", tuple(h), len(h)))
    if starter is not None:
        for c in h:
            if rank_of(c) == JACK and _suit(c) == _suit(starter):
                items.append(Item("nobs", (c,), 1))
    return Count(items)


def heels(starter: int) -> int:
    """His heels: 2 to the dealer when the starter is a jack, else 0 (001_part4.md §8)."""
    return 2 if rank_of(starter) == JACK else 0


def peg(played: Sequence[int]) -> list[Item]:
    """What the last card of ``played`` scores in play: ``played`` is the cards of the current
    count in the order they fell (since the last go or thirty-one), the last one just played.

    Returns the items: fifteen or thirty-one (2), the pair, pair royal or double pair royal
    with the cards just before it, the longest run of the last cards (3 or more, any order, no
    duplicate). The go and the last card are the state's (:class:`Pegging`).

    Raises:
        ValueError: the count is over 31, or a card twice.
    """
    cards = [Card(int(c)) for c in played]
    _check_cards(cards)
    if not cards:
        return []
    total = sum(pip(c) for c in cards)
    if total > 31:
        raise ValueError(f"the count may not pass thirty-one (it is {total})")
    out: list[Item] = []
    if total == 15:
        out.append(Item("fifteen", tuple(cards), 2))
    elif total == 31:
        out.append(Item("thirty-one", tuple(cards), 2))
    last = rank_of(cards[-1])
    n = 1
    while n < len(cards) and n < 4 and rank_of(cards[-1 - n]) == last:
        n += 1
    if n >= 2:
        out.append(Item({2: "pair", 3: "pair royal", 4: "double pair royal"}[n], tuple(cards[-n:]), n * (n - 1)))
    for k in range(len(cards), 2, -1):
        ranks = sorted(rank_of(c) for c in cards[-k:])
        if all(b == a + 1 for a, b in zip(ranks, ranks[1:])):
            out.append(Item("run", tuple(cards[-k:]), k))
            break
    return out


def muggins(claimed: int, true: int) -> tuple[int, int]:
    """Muggins (001_part4.md §8, irregularities): a player claims ``claimed`` for a count worth
    ``true`` and the opponent calls muggins. Returns ``(to the player, to the opponent)``: an
    under-count gives the player his claim and the opponent the points missed; an over-count is
    taken down to the true count and the excess goes to the opponent; a right count leaves the
    call wrong, and the caller's opponent pegs nothing more (the state applies the wrong-call
    penalty). Raises ValueError for a negative claim."""
    if claimed < 0 or true < 0:
        raise ValueError("a count is not negative")
    if claimed <= true:
        return claimed, true - claimed
    return true, claimed - true


class Pegging:
    """The play of the cards (pegging) among ``n`` seats, each for himself or in partnerships.

    The play goes to the left from ``leader``; each in turn lays a card without passing 31, or
    says go when none fits; when nobody can lay a card the last to play pegs 1 for the go (none
    after thirty-one, which pegged 2), the count starts afresh and the next after him leads;
    the last card of all pegs 1 unless it made 31 (001_part4.md §8). Four-hand: the go passes
    round the table to the last who can play (001_part5.md §1.4). ``stop_at_go`` (five-card,
    §1.2): play ends at the first go or thirty-one, with no point for a last card then.

    Attributes:
        hands: the cards each seat has not played (lists of Card).
        count: the cards of the current count in order; ``total`` their pips.
        turn: the seat to lay a card or say go (None once the play is over).
        said_go: the seats that have said go in this count.
        played: every card laid, as ``(seat, card)``.
    """

    def __init__(self, hands: list[list[int]], leader: int, stop_at_go: bool = False):
        self.hands = [[Card(int(c)) for c in h] for h in hands]
        self.n = len(hands)
        self.turn: int | None = leader
        self.count: list[Card] = []
        self.said_go: set[int] = set()
        self.played: list[tuple[int, Card]] = []
        self.last_player: int | None = None
        self.stop_at_go = stop_at_go
        self.over = False
        self._skip_empty()

    @property
    def total(self) -> int:
        return sum(map(_PIP.__getitem__, self.count))

    def playable(self, seat: int) -> list[Card]:
        """The cards ``seat`` may lay now (those that keep the count at 31 or under)."""
        room = 31 - self.total
        return [c for c in self.hands[seat] if pip(c) <= room]

    def _skip_empty(self) -> None:
        """Move the turn past seats with no card left; end the play when all are out."""
        if self.turn is None:
            return
        if not any(self.hands):
            self.turn = None
            self.over = True
            return
        for _ in range(self.n):
            if self.hands[self.turn] and self.turn not in self.said_go:
                return
            self.turn = (self.turn + 1) % self.n

    def _everyone_stuck(self) -> bool:
        return all(s in self.said_go or not self.hands[s] or not self.playable(s) for s in range(self.n))

    def lay(self, seat: int, card: int) -> list[tuple[int, Item]]:
        """``seat`` lays ``card``; returns what it scores, as ``(seat, item)``, with the go or
        the last card when the count ends on it. Raises ValueError if it is not ``seat``'s turn
        or the card does not fit (the caller checks first)."""
        card = Card(int(card))
        if seat != self.turn or card not in self.playable(seat):
            raise ValueError("not a card this seat may lay now")
        self.hands[seat].remove(card)
        self.count.append(card)
        self.played.append((seat, card))
        self.last_player = seat
        scored = [(seat, it) for it in peg(self.count)]
        if self.total == 31:
            self._end_count(with_go=False)
            return scored
        self.turn = (seat + 1) % self.n
        scored += self._after()
        return scored

    def go(self, seat: int) -> list[tuple[int, Item]]:
        """``seat`` says go (he has no card that fits). Returns the go point if the count ends.
        Raises ValueError when he could play or it is not his turn."""
        if seat != self.turn or self.playable(seat):
            raise ValueError("a go is said only by the seat to play when no card fits")
        self.said_go.add(seat)
        self.turn = (seat + 1) % self.n
        return self._after()

    def _after(self) -> list[tuple[int, Item]]:
        out: list[tuple[int, Item]] = []
        if not any(self.hands):
            if self.total != 31 and self.last_player is not None:
                out.append((self.last_player, Item("last card", (), 1)))
            self.turn, self.over = None, True
            return out
        if self._everyone_stuck():
            if self.last_player is not None:
                out.append((self.last_player, Item("go", (), 1)))
            self._end_count(with_go=True)
            return out
        # find the next seat able to act: those with cards and not gone
        for _ in range(self.n):
            t = self.turn
            assert t is not None              # the play goes on: someone is to play
            if self.hands[t] and t not in self.said_go:
                return out
            self.turn = (t + 1) % self.n
        return out

    def _end_count(self, with_go: bool) -> None:
        if self.stop_at_go:
            self.turn, self.over = None, True
            return
        self.count = []
        self.said_go = set()
        self.turn = (self.last_player + 1) % self.n if self.last_player is not None else 0
        self._skip_empty()
        if not any(self.hands):
            self.turn, self.over = None, True

    def clone(self) -> "Pegging":
        p = Pegging.__new__(Pegging)
        p.__dict__.update(self.__dict__)
        p.hands = [list(h) for h in self.hands]
        p.count = list(self.count)
        p.said_go = set(self.said_go)
        p.played = list(self.played)
        return p


# ----- the distribution of hand scores (hoyle odds cribbage) -----------------------------------
def rank_score(ranks: Sequence[int]) -> int:
    """Fifteens, pairs and runs of cards given by their ranks only (1..13): what a show counts
    apart from the flush and his nobs."""
    cards = []
    seen: Counter = Counter()
    for r in ranks:
        # any distinct suits will do: suits do not count for these items
        rr = 14 if r == 1 else r
        cards.append(Card((rr - 2) * 4 + seen[r]))
        seen[r] += 1
    return sum(i.points for i in show(cards[:-1], cards[-1]).items if i.kind not in ("flush", "nobs"))
