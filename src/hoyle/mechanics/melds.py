"""Melds (declarations) of the bezique family: tables of combinations, cards shown but still
held, the rules on using a card again in a later meld, and the two copies of a card in a
two-pack game (Foster 1914, catalog 001 part 4 §4.1 "declarations", §4.9 pinochle, §4.14
sixty-six's marriages).

- A :class:`MeldKind` is one row of a game's table: a name, a class (bezique's A: marriages and
  the sequence, B: bezique, C: fours), the points, and a pattern of ``(rank, suit)`` slots,
  where the suit is a suit 0..3, :data:`TRUMP`, or :data:`ANY` (fours of any suits; in a
  two-pack game duplicates allowed).
- Cards are *physical* ids (:class:`PhysicalPack`): with one pack the card index itself, with
  two packs one id per copy, so that records, views and the reuse rules tell the two queens of
  spades apart while ``card_locations`` still lists card indices (each physical card in one
  place, the copies counted as a multiset).
- :class:`Declarations` is what one seat has declared: the cards lying shown on the table
  (still his, playable, visible to every seat) and the melds scored with them, and
  :meth:`Declarations.refusal` applies bezique's reuse laws (§4.1 "declaration rules"):

  1. every card of the meld is held (in the hand or shown);
  2. a card used in a meld of one kind may not serve in another meld of the same kind (four
     kings, one played, a new king added: no; a marriage's queen with a new king: no);
  3. a card used in a stronger meld of a class may not serve in a weaker one of that class
     (a sequence declared: no royal marriage from it; double bezique: no single bezique);
  4. each new meld of a class adds at least one card not yet used in that class (so two single
     beziques scored leave no double bezique; a single then a double is right);
  5. melds of different classes may share cards (four kings and a bezique, then a marriage).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from ..cards import Card

__all__ = ["ANY", "TRUMP", "MeldKind", "Meld", "Declarations", "PhysicalPack", "find_melds",
           "BEZIQUE_MELDS", "SIXTY_SIX_MELDS", "PINOCHLE_MELDS"]

#: a pattern slot's suit: any suit (fours), or the trump suit of the deal
ANY = -1
TRUMP = -2

_A, _T, _K, _Q, _J, _N = 14, 10, 13, 12, 11, 9


@dataclass(frozen=True)
class MeldKind:
    """One row of a meld table.

    Attributes:
        name: the row's name ("royal marriage").
        klass: its class; rules 2-4 of :class:`Declarations` act within a class.
        points: its value.
        pattern: ``((rank 2..14, suit 0..3 | TRUMP | ANY), ...)``; a suit-pattern of plain
            marriages uses each plain suit in turn (``suit`` None: "some suit, not trumps",
            the same suit for every slot).
    """

    name: str
    klass: str
    points: int
    pattern: tuple[tuple[int, int | None], ...]

    def suits_for(self, trump: int | None) -> list[list[tuple[int, int | None]]]:
        """The concrete slot lists ``[(rank, suit or None for any)]`` this row stands for."""
        if trump is None and any(s == TRUMP for _, s in self.pattern):
            return []                               # no trumps yet (rubicon bezique): no royal meld
        if any(s is None for _, s in self.pattern):
            out: list[list[tuple[int, int | None]]] = [[(r, s if s is not None else plain) for r, s in self.pattern]
                                                        for plain in range(4) if plain != trump]
            return out
        return [[(r, (trump if s == TRUMP else (None if s == ANY else s))) for r, s in self.pattern]]


@dataclass(frozen=True)
class Meld:
    """A meld found or declared: its kind and the physical ids of its cards (sorted)."""

    kind: MeldKind
    cards: tuple[int, ...]

    @property
    def points(self) -> int:
        return self.kind.points


#: Bezique's table (§4.1; BZ oracles): class A marriages and sequence, B bezique, C fours
BEZIQUE_MELDS: tuple[MeldKind, ...] = (
    MeldKind("marriage", "A", 20, ((_K, None), (_Q, None))),
    MeldKind("royal marriage", "A", 40, ((_K, TRUMP), (_Q, TRUMP))),
    MeldKind("sequence", "A", 250, ((_A, TRUMP), (_T, TRUMP), (_K, TRUMP), (_Q, TRUMP), (_J, TRUMP))),
    MeldKind("bezique", "B", 40, ((_Q, 3), (_J, 1))),
    MeldKind("double bezique", "B", 500, ((_Q, 3), (_J, 1), (_Q, 3), (_J, 1))),
    MeldKind("hundred aces", "C", 100, ((_A, ANY),) * 4),
    MeldKind("eighty kings", "C", 80, ((_K, ANY),) * 4),
    MeldKind("sixty queens", "C", 60, ((_Q, ANY),) * 4),
    MeldKind("forty jacks", "C", 40, ((_J, ANY),) * 4),
)

#: Sixty-six's marriages (§4.14 card values: royal marriage 40, plain 20)
SIXTY_SIX_MELDS: tuple[MeldKind, ...] = BEZIQUE_MELDS[:2]

#: Pinochle's table (§4.9): class A as bezique but the sequence 150; B binocle 40, double
#: binocle 80, grand binocle (♠K ♠Q ♢J) 80; C fours of different suits 100/80/60/40 and the
#: eights 200/160/120/80
PINOCHLE_MELDS: tuple[MeldKind, ...] = (
    MeldKind("marriage", "A", 20, ((_K, None), (_Q, None))),
    MeldKind("royal marriage", "A", 40, ((_K, TRUMP), (_Q, TRUMP))),
    MeldKind("sequence", "A", 150, ((_A, TRUMP), (_T, TRUMP), (_K, TRUMP), (_Q, TRUMP), (_J, TRUMP))),
    MeldKind("binocle", "B", 40, ((_Q, 3), (_J, 1))),
    MeldKind("double binocle", "B", 80, ((_Q, 3), (_J, 1), (_Q, 3), (_J, 1))),
    MeldKind("grand binocle", "B", 80, ((_K, 3), (_Q, 3), (_J, 1))),
    *(MeldKind(f"four {n}", "C", v, tuple((r, s) for s in range(4)))
      for n, r, v in (("aces", _A, 100), ("kings", _K, 80), ("queens", _Q, 60), ("jacks", _J, 40))),
    *(MeldKind(f"eight {n}", "C", v, tuple((r, s) for s in range(4)) * 2)
      for n, r, v in (("aces", _A, 200), ("kings", _K, 160), ("queens", _Q, 120), ("jacks", _J, 80))),
)


class PhysicalPack:
    """The physical cards of a pack that may hold copies (bezique's 2 x 32, pinochle's 2 x 24).

    Args:
        cards: card indices, copies repeated (``hoyle.cards.pinochle_pack()``).

    Physical ids are ``0 .. len(cards) - 1``; :meth:`card` is the card index of an id (what
    ``card_locations`` lists), :meth:`label` its text, the card's own (``QS``) for the first
    copy and with a prime for the second (``QS'``; a third ``QS''``), the same in records and
    views; :meth:`parse` reads a label back. Raises ValueError for an unknown label.
    """

    __slots__ = ("_card", "_label", "_by_label")

    def __init__(self, cards: Iterable[int]):
        self._card: list[int] = []
        self._label: list[str] = []
        seen: dict[int, int] = {}
        for c in cards:
            k = seen.get(int(c), 0)
            seen[int(c)] = k + 1
            self._card.append(int(c))
            self._label.append(str(Card(c)) + "'" * k)
        self._by_label = {lab.upper(): i for i, lab in enumerate(self._label)}

    def __len__(self) -> int:
        return len(self._card)

    def ids(self) -> list[int]:
        return list(range(len(self._card)))

    def card(self, pid: int) -> Card:
        return Card(self._card[pid])

    def label(self, pid: int) -> str:
        return self._label[pid]

    def labels(self, pids: Iterable[int]) -> list[str]:
        return [self._label[p] for p in pids]

    def parse(self, text: str) -> int:
        t = text.strip().upper().replace("10", "T", 1) if text.strip().upper().startswith("10") else text.strip().upper()
        if t not in self._by_label:
            raise ValueError(f"{text!r} is not a card of this pack (a second copy is written with a prime: QS')")
        return self._by_label[t]

    def copies_of(self, card: int) -> list[int]:
        return [i for i, c in enumerate(self._card) if c == card]


def _rank(c: int) -> int:
    return (c >> 2) + 2


def find_melds(table: Sequence[MeldKind], held: Iterable[int], card_of, trump: int | None) -> list[Meld]:
    """Every meld of ``table`` that the physical ids ``held`` can form (``card_of(id)`` is the
    card index); each distinct set of ids once. Four of any suits take any copies."""
    held = sorted(set(held))
    by_slot: dict[tuple[int, int | None], list[int]] = {}
    for p in held:
        c = card_of(p)
        by_slot.setdefault((_rank(c), c & 3), []).append(p)
        by_slot.setdefault((_rank(c), None), []).append(p)
    out: list[Meld] = []
    seen = set()
    for kind in table:
        for slots in kind.suits_for(trump):
            need: dict[tuple, int] = {}
            for sl in slots:
                need[sl] = need.get(sl, 0) + 1
            choices = []
            for sl, k in need.items():
                pool = by_slot.get(sl, [])
                if len(pool) < k:
                    break
                choices.append(list(itertools.combinations(pool, k)))
            else:
                for combo in itertools.product(*choices):
                    ids = tuple(sorted(p for part in combo for p in part))
                    if len(set(ids)) != len(ids) or (kind.name, ids) in seen:
                        continue
                    seen.add((kind.name, ids))
                    out.append(Meld(kind, ids))
    return out


@dataclass
class Declarations:
    """What one seat has declared in a deal.

    Attributes:
        shown: physical ids lying face up on the table, still held and playable.
        scored: the melds scored, in order.
        used: ``{id: {kind name, ...}}`` the kinds each card has served in.
    """

    shown: list[int] = field(default_factory=list)
    scored: list[Meld] = field(default_factory=list)
    used: dict[int, set] = field(default_factory=dict)

    def refusal(self, meld: Meld, held: Iterable[int], reform: bool = False,
                from_hand: bool = False, exclusive: bool = False) -> str | None:
        """Why ``meld`` may not be scored now by the rules in the module docstring (one line),
        or None when it may. ``held``: the seat's physical ids, hand and shown together.

        ``reform`` (rubicon bezique, 001 part 4 §4.7 "re-forming"): tabled combinations may be
        broken and formed again without limit, each time with at least one card from the hand
        (not yet shown): rules 2-4 give way to that one. ``from_hand`` (pinochle, §4.9 "each
        new meld needs a new card from hand"): besides rules 1-5, every meld takes a card not yet
        shown (so four kings and four queens make 220, never 240). ``exclusive`` (cinq-cents,
        §4.5): a card once used in a combination serves in no other, of any class."""
        held = set(held)
        if any(p not in held for p in meld.cards):
            return "a card of that meld is not in your hand or among your shown cards"
        if exclusive and any(p in self.used for p in meld.cards):
            return "a card used in one combination may not serve in another"
        if from_hand and all(p in self.shown for p in meld.cards):
            return "each new meld takes at least one card from the hand"
        if reform:
            if all(p in self.shown for p in meld.cards):
                return "a combination is formed again only with a new card from the hand"
            if any(m.kind == meld.kind and m.cards == meld.cards for m in self.scored):
                return "that very combination is already scored"
            return None
        kind = meld.kind
        for p in meld.cards:
            if kind.name in self.used.get(p, ()):
                return f"a card may not serve twice in a {kind.name}"
        stronger = {m.kind.name for m in self.scored if m.kind.klass == kind.klass and m.kind.points > kind.points}
        for p in meld.cards:
            if self.used.get(p, set()) & stronger:
                return f"cards of a stronger declaration of the same class may not make a {kind.name}"
        in_class = {m.kind.name for m in self.scored if m.kind.klass == kind.klass}
        if all(self.used.get(p, set()) & in_class for p in meld.cards):
            return "a new declaration must add at least one card not yet used in that class"
        return None

    def declare(self, meld: Meld) -> None:
        """Record ``meld`` as scored and lay its cards on the table (no checks: call
        :meth:`refusal` first)."""
        self.scored.append(meld)
        for p in meld.cards:
            self.used.setdefault(p, set()).add(meld.kind.name)
            if p not in self.shown:
                self.shown.append(p)

    def played(self, pid: int) -> None:
        """A card played from the table (or the hand): it leaves ``shown``."""
        if pid in self.shown:
            self.shown.remove(pid)

    def points(self) -> int:
        return sum(m.points for m in self.scored)

    def copy(self) -> "Declarations":
        return Declarations(self.shown[:], self.scored[:], {k: set(v) for k, v in self.used.items()})


#: Rubicon bezique's table (§4.7): a plain sequence 150, the royal sequence 250; triple
#: bezique 1500, quadruple 4500; the fours of any suits (copies allowed)
RUBICON_MELDS: tuple[MeldKind, ...] = (
    MeldKind("marriage", "A", 20, ((_K, None), (_Q, None))),
    MeldKind("royal marriage", "A", 40, ((_K, TRUMP), (_Q, TRUMP))),
    MeldKind("sequence", "A", 150, ((_A, None), (_T, None), (_K, None), (_Q, None), (_J, None))),
    MeldKind("royal sequence", "A", 250, ((_A, TRUMP), (_T, TRUMP), (_K, TRUMP), (_Q, TRUMP), (_J, TRUMP))),
    MeldKind("bezique", "B", 40, ((_Q, 3), (_J, 1))),
    MeldKind("double bezique", "B", 500, ((_Q, 3), (_J, 1)) * 2),
    MeldKind("triple bezique", "B", 1500, ((_Q, 3), (_J, 1)) * 3),
    MeldKind("quadruple bezique", "B", 4500, ((_Q, 3), (_J, 1)) * 4),
    *BEZIQUE_MELDS[5:],
)
__all__.append("RUBICON_MELDS")


#: Cinq-cents' table (§4.5): bezique's without the double combination, with 120 for the five
#: highest cards of a plain suit; the bezique is called binage
CINQ_CENTS_MELDS: tuple[MeldKind, ...] = (
    *BEZIQUE_MELDS[:3],
    MeldKind("plain sequence", "A", 120, ((_A, None), (_T, None), (_K, None), (_Q, None), (_J, None))),
    MeldKind("binage", "B", 40, ((_Q, 3), (_J, 1))),
    *BEZIQUE_MELDS[5:],
)
__all__.append("CINQ_CENTS_MELDS")
