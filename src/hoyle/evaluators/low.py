"""Low hands: lowball and the low half of high-low poker (seed 004, poker variants).

Two readings of "the lowest hand wins" are in the seed, and both are here:

* **Lowball** (seed 004 §1.18.3, catalog O78): aces are always low, straights and flushes do not
  count, so 5-4-3-2-A (the "bicycle") is the best hand whatever its suits; a pair loses to any
  hand without a pair. The joker stands for any card the player lacks (so it never pairs).
* **High-low poker, the low hand** (seed 004 §1.18.5, O82, O84): the hands rank as usual (so a
  straight or a flush is a *bad* low), with the ace low; the best low without wild cards is
  6-4-3-2-A of mixed suits; 9-7-6-5-4 is a better low than 9-8-4-3-2. The joker counts as a
  low ace that does not pair an ace in the hand, so 4-3-2-A-joker is the best low of all.

Values are :class:`LowValue`, ordered so that **higher is better** (the better low hand is the
greater value), like :class:`~hoyle.evaluators.poker.HandValue`.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Iterable

from hoyle.evaluators._keyed import KeyedValue
from hoyle.evaluators.poker import HandCategory, HandError, _coerce, rank_name

__all__ = ["LowRules", "LowValue", "LOWBALL", "HIGH_LOW", "evaluate_low", "best_low"]

HC = HandCategory
_ORDER = (HC.HIGH_CARD, HC.ONE_PAIR, HC.TWO_PAIR, HC.THREE_OF_A_KIND, HC.STRAIGHT, HC.FLUSH,
          HC.FULL_HOUSE, HC.FOUR_OF_A_KIND, HC.STRAIGHT_FLUSH, HC.FIVE_OF_A_KIND)


@dataclass(frozen=True)
class LowRules:
    """How low hands rank.

    Attributes:
        name: label.
        straights_and_flushes: ``False`` for lowball (seed 004 §1.18.3: ignored); ``True`` for the
            low hand of high-low poker (§1.18.5: "hand ranking normal", so they are bad lows).
        wild_cards: card indices that are wild (``{52}``: the joker).
        joker: ``"lacking"`` -- the wild card is the lowest card the hand lacks (lowball);
            ``"unpaired_ace"`` -- it is a low ace that pairs nothing (high-low, O84).
    """

    name: str = "lowball"
    straights_and_flushes: bool = False
    wild_cards: frozenset[int] = field(default_factory=lambda: frozenset({52, 53}))
    joker: str = "lacking"

    def __post_init__(self) -> None:
        if self.joker not in ("lacking", "unpaired_ace"):
            raise ValueError(f"joker must be 'lacking' or 'unpaired_ace', not {self.joker!r}")


LOWBALL = LowRules()
HIGH_LOW = LowRules(name="high-low", straights_and_flushes=True, joker="unpaired_ace")


class LowValue(KeyedValue):
    """A low hand's value: higher is the better low; equal values tie.

    Attributes:
        key: ordering tuple.
        category: the class the hand has *as a poker hand* under these rules (a straight in
            high-low is a straight, and a poor low).
        ranks: the ranks compared, highest first, ace = 1.
        cards: the cards.
    """

    __slots__ = ("key", "category", "ranks", "cards")

    def __init__(self, key, category, ranks, cards):
        self.key = key
        self.category = category
        self.ranks = ranks
        self.cards = cards

    def describe(self) -> str:
        """``"five-four low (5-4-3-2-A), the bicycle"``, ``"nine-seven low (9-7-6-5-4)"``,
        ``"pair of jacks"``."""
        def nm(r):
            return "ace" if r == 1 else rank_name(r)
        seq = "-".join("A23456789TJQK"[r - 1] for r in self.ranks)
        if self.category is HC.HIGH_CARD:
            text = f"{nm(self.ranks[0])}-{nm(self.ranks[1])} low ({seq})"
            if self.ranks == (5, 4, 3, 2, 1):
                text += ", the bicycle"
            return text
        return f"{self.category.value} ({seq}), no low"


def _classify(ranks: list[int], flush: bool, rules: LowRules, unpaired: int):
    """Poker class and tie ranks of a hand with the ace as 1; ``unpaired`` extra aces pair nothing."""
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    groups += [(1, 1)] * unpaired
    groups.sort(key=lambda kv: (kv[1], kv[0]), reverse=True)
    pattern = [c for _, c in groups]
    tb = tuple(r for r, _ in groups)
    if pattern[0] >= 5:
        cat = HC.FIVE_OF_A_KIND
    elif pattern[0] == 4:
        cat = HC.FOUR_OF_A_KIND
    elif pattern[0] == 3:
        cat = HC.FULL_HOUSE if len(pattern) > 1 and pattern[1] == 2 else HC.THREE_OF_A_KIND
    elif pattern[0] == 2:
        cat = HC.TWO_PAIR if len(pattern) > 1 and pattern[1] == 2 else HC.ONE_PAIR
    else:
        cat = HC.HIGH_CARD
    if rules.straights_and_flushes and len(ranks) + unpaired == 5:
        straight = cat is HC.HIGH_CARD and unpaired == 0 and max(ranks) - min(ranks) == 4
        if straight and flush:
            cat = HC.STRAIGHT_FLUSH
        elif flush and cat in (HC.HIGH_CARD, HC.ONE_PAIR, HC.TWO_PAIR, HC.THREE_OF_A_KIND):
            cat = HC.FLUSH
            tb = tuple(sorted(list(ranks) + [1] * unpaired, reverse=True))
        elif straight:
            cat = HC.STRAIGHT
        if cat in (HC.STRAIGHT, HC.STRAIGHT_FLUSH):
            tb = (max(ranks),)
    return cat, tb


def evaluate_low(cards: Iterable[int] | str, rules: LowRules = LOWBALL) -> LowValue:
    """Value of five cards as a low hand (higher value = better low).

    Raises:
        HandError: not five cards, duplicates, a joker the rules don't admit.
    """
    cs = _coerce(cards)
    if len(cs) != 5:
        raise HandError(f"a low hand has 5 cards, not {len(cs)}")
    if len(set(cs)) != 5:
        raise HandError("duplicate card: one pack holds each card once")
    for c in cs:
        if c >= 52 and c not in rules.wild_cards:
            raise HandError(f"the joker is not used under the {rules.name!r} rules")
    nat = [c for c in cs if c not in rules.wild_cards]
    n_wild = 5 - len(nat)
    ranks = [1 if c // 4 == 12 else c // 4 + 2 for c in nat]
    suits = {c & 3 for c in nat}
    unpaired = 0
    if n_wild:
        if rules.joker == "lacking":
            have = set(ranks)
            for _ in range(n_wild):
                r = next(x for x in range(1, 14) if x not in have)
                have.add(r)
                ranks.append(r)
        else:
            unpaired = n_wild
    # a wild card never has to make a flush: it takes another suit
    flush = n_wild == 0 and len(suits) == 1
    cat, tb = _classify(ranks, flush, rules, unpaired)
    pos = _ORDER.index(cat)
    high_key = (pos,) + tb + (0,) * (5 - len(tb))
    key = tuple(-x for x in high_key)
    shown = tuple(sorted(ranks + [1] * unpaired, reverse=True))
    return LowValue(key, cat, shown, cs)


def best_low(cards: Iterable[int] | str, rules: LowRules = LOWBALL) -> LowValue:
    """The best low hand of five from six or seven cards (stud lowball, seven-card high-low)."""
    cs = _coerce(cards)
    if not 5 <= len(cs) <= 7:
        raise HandError(f"best_low takes 5 to 7 cards, not {len(cs)}")
    return max(evaluate_low(f, rules) for f in itertools.combinations(cs, 5))
