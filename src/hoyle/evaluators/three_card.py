"""Three-card hands: brag (three forms), three-card poker, commerce (two codes), thirty-one.

Sources:

* **Brag** (seed 004 §1.8, catalog O39-O42): prial (three of a rank) > running flush > run >
  flush > pair > high card; the ace is high, or low in the run 3-2-A, which is then the *best*
  run; wild cards (deuces, or the old braggers) make hands that lose to the same natural hand,
  a wild pair losing even with a better odd card (O40).
* **Single brag** (Foster, seed 002 / 001 part 3 §A12, BR-01..BR-03): only prials and pairs
  count; the braggers A♦, J♣, 9♦ are wild and ranked in that order; a natural prial or pair beats
  one made with a bragger, and of two bragger-made hands the higher bragger wins.
* **American brag** (same section, BR-05): all jacks and nines are braggers, all equal, and a
  bragger-made hand beats the natural one (three jacks beat three aces and tie three nines).
* **Brag's special prial** (seed 004 §1.8, §1.8.2-§1.8.3, O43): ``top_prial`` names a rank whose
  prial beats three aces (three 3s in many games; three 7s in seven-card brag, three 9s in
  nine-card brag); the other prials keep their order. ``BRAG_BRAGGERS`` is the modern ranking
  with the traditional braggers A♦, J♣, 9♦ wild, ranked in that order (004 §1.8 "wild cards").
* **Two-card poker** (seed 004 §1.18.4): only pairs and high cards count (:func:`evaluate2`);
  "usually with wild cards", none named, so deuces wild is an option (our reading: a wild
  pair loses to the same natural pair, as in brag).
* **Three-card poker** (seed 004 §1.18.4, O80): three of a kind > straight flush > flush >
  straight > pair > high card, as printed.
* **Commerce**, seed 000's code (O-000-30, O-000-33): tricon > sequence (three in suit and in
  order; A-K-Q top, 3-2-A lowest, K-A-2 none) > flush (by point) > pair > point (pips, ace 11,
  court cards 10). **Foster's commerce** (seed 001 part 3 §A13): triplets > sequence flush >
  point (the most pips in two or three cards of one suit); pairs count nothing.
* **Thirty-one / Schnautz** (seed 002, seed 001 part 3 §A10, O-002-22): 31 in one suit > three
  of a kind > the highest total in one suit (ace 11, court cards and tens 10).

Values are :class:`ThreeValue` (higher is better, equal ties).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from enum import Enum
from typing import Iterable

from hoyle.cards import Card, parse_cards
from hoyle.evaluators._keyed import KeyedValue
from hoyle.evaluators.poker import HandError, rank_name, rank_plural

__all__ = ["ThreeCategory", "ThreeRanking", "ThreeValue", "evaluate3", "BRAG", "BRAG_DEUCES_WILD",
           "SINGLE_BRAG", "AMERICAN_BRAG", "THREE_CARD_POKER", "COMMERCE_BRITISH",
           "COMMERCE_FOSTER", "THIRTY_ONE", "RANKINGS", "pips", "BRAG_BRAGGERS", "BRAG_THREES_TOP",
           "SEVEN_CARD_BRAG", "NINE_CARD_BRAG", "TwoRanking", "TWO_CARD_POKER",
           "TWO_CARD_DEUCES_WILD", "TWO_RANKINGS", "evaluate2"]


class ThreeCategory(Enum):
    HIGH_CARD = "high card"
    POINT = "point"
    PAIR = "pair"
    FLUSH = "flush"
    RUN = "run"
    RUNNING_FLUSH = "running flush"
    PRIAL = "prial"
    THIRTY_ONE = "thirty-one"

    def __str__(self) -> str:
        return self.value


TC = ThreeCategory


@dataclass(frozen=True)
class ThreeRanking:
    """How three-card hands rank.

    Attributes:
        name: label.
        order: the classes, lowest first; classes not listed do not count.
        three_two_ace_top: the run 3-2-A is the best run (brag, O39); else it is the lowest
            (commerce, three-card poker).
        ace_high_runs: Q-K-A is a run.
        wild: wild cards, best first (braggers); ``()`` for none.
        wild_equal: all wild cards are equal (American brag).
        wild_vs_natural: ``"natural"`` -- the natural hand beats the same hand made with a wild
            card; ``"wild"`` -- the wild-made hand wins (American brag).
        wild_before_kicker: the wild/natural comparison comes before the odd card (O40: a wild
            pair loses to the natural pair even with a better odd card).
        top_prial: a rank (2-14) whose prial beats every other prial, three aces included
            (004 §1.8: "three 3s" in many games; §1.8.2 three 7s; §1.8.3 three 9s); ``None``:
            three aces are the best prial.
        scoring: ``"brag"`` (poker-like), ``"commerce"`` (seed 000: flushes and points by pips),
            ``"commerce_foster"`` (point in two or three cards of a suit), ``"thirty_one"``.
    """

    name: str
    order: tuple[ThreeCategory, ...]
    three_two_ace_top: bool = True
    ace_high_runs: bool = True
    wild: tuple[int, ...] = ()
    wild_equal: bool = False
    wild_vs_natural: str = "natural"
    wild_before_kicker: bool = True
    scoring: str = "brag"
    top_prial: int | None = None


def _cards(s: str) -> tuple[int, ...]:
    return tuple(int(c) for c in parse_cards(s))


BRAG = ThreeRanking("brag", (TC.HIGH_CARD, TC.PAIR, TC.FLUSH, TC.RUN, TC.RUNNING_FLUSH, TC.PRIAL))
BRAG_DEUCES_WILD = ThreeRanking("brag-deuces-wild", BRAG.order, wild=(0, 1, 2, 3), wild_equal=True)
SINGLE_BRAG = ThreeRanking("single-brag", (TC.HIGH_CARD, TC.PAIR, TC.PRIAL),
                           wild=_cards("AD JC 9D"))
AMERICAN_BRAG = ThreeRanking("american-brag", (TC.HIGH_CARD, TC.PAIR, TC.PRIAL),
                             wild=_cards("JC JD JH JS 9C 9D 9H 9S"), wild_equal=True,
                             wild_vs_natural="wild")
THREE_CARD_POKER = ThreeRanking("three-card-poker", (TC.HIGH_CARD, TC.PAIR, TC.RUN, TC.FLUSH,
                                                     TC.RUNNING_FLUSH, TC.PRIAL),
                                three_two_ace_top=False)
COMMERCE_BRITISH = ThreeRanking("commerce", (TC.POINT, TC.PAIR, TC.FLUSH, TC.RUNNING_FLUSH, TC.PRIAL),
                                three_two_ace_top=False, scoring="commerce")
COMMERCE_FOSTER = ThreeRanking("commerce-foster", (TC.POINT, TC.RUNNING_FLUSH, TC.PRIAL),
                               three_two_ace_top=False, scoring="commerce_foster")
THIRTY_ONE = ThreeRanking("thirty-one", (TC.POINT, TC.PRIAL, TC.THIRTY_ONE), scoring="thirty_one")

BRAG_BRAGGERS = ThreeRanking("brag-braggers", BRAG.order, wild=_cards("AD JC 9D"))
BRAG_THREES_TOP = ThreeRanking("brag-threes-top", BRAG.order, top_prial=3)
SEVEN_CARD_BRAG = ThreeRanking("seven-card-brag", BRAG.order, top_prial=7)
NINE_CARD_BRAG = ThreeRanking("nine-card-brag", BRAG.order, top_prial=9)

RANKINGS = {r.name: r for r in (BRAG, BRAG_DEUCES_WILD, SINGLE_BRAG, AMERICAN_BRAG,
                                THREE_CARD_POKER, COMMERCE_BRITISH, COMMERCE_FOSTER, THIRTY_ONE,
                                BRAG_BRAGGERS, BRAG_THREES_TOP, SEVEN_CARD_BRAG, NINE_CARD_BRAG)}


def pips(card: int) -> int:
    """Counting value for commerce and thirty-one: ace 11, court cards and tens 10, others
    their pips (seed 000 Commerce; seed 002 Thirty-one, where the spot cards are our reading)."""
    r = card // 4 + 2
    return 11 if r == 14 else min(r, 10)


class ThreeValue(KeyedValue):
    """A three-card hand's value (higher is better; equal values tie).

    Attributes:
        key: the ordering tuple.
        category: the :class:`ThreeCategory`.
        cards: the cards as dealt.
        named: for each wild card used, the rank it stands for.
    """

    __slots__ = ("key", "category", "cards", "named")

    def __init__(self, key, category, cards, named=()):
        self.key, self.category, self.cards, self.named = key, category, cards, named

    def describe(self) -> str:
        c = self.category
        r = self.key[1] if len(self.key) > 1 else 0
        if c is TC.PRIAL and r == 15:          # the special prial (top_prial)
            r = self.named[0][1] if self.named else int(self.cards[0]) // 4 + 2
            for w in self.cards:
                if all(int(w) != x for x, _ in self.named):
                    r = int(w) // 4 + 2
                    break
        if c is TC.PRIAL:
            text = f"prial of {rank_plural(r)}"
        elif c is TC.PAIR:
            text = f"pair of {rank_plural(r)}"
        elif c in (TC.RUN, TC.RUNNING_FLUSH):
            text = f"{c.value}, {rank_name(r) if r != 15 else 'three-two-ace'}"
        elif c is TC.THIRTY_ONE:
            text = "thirty-one"
        elif c is TC.POINT:
            text = f"point {r}"
        elif c is TC.FLUSH:
            text = "flush"
        else:
            text = f"{rank_name(r)} high"
        if self.named:
            text += " (" + ", ".join(f"{Card(w)} as {rank_name(x)}" for w, x in self.named) + ")"
        return text


def _run_top(ranks: list[int], rk: ThreeRanking) -> int | None:
    s = sorted(set(ranks))
    if len(s) != 3:
        return None
    if s[2] - s[0] == 2:
        if s[2] == 14 and not rk.ace_high_runs:
            return None
        return s[2]
    if s == [2, 3, 14]:
        return 15 if rk.three_two_ace_top else 3
    return None


def _natural_key(ranks: list[int], suits: list[int], cards: list[int], rk: ThreeRanking):
    """(category, tie-break tuple) of three natural ranks (suits None for a wild = any suit)."""
    pos = {c: i for i, c in enumerate(rk.order)}
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    desc = sorted(ranks, reverse=True)
    known = [s for s in suits if s is not None]
    flush = len(set(known)) <= 1
    cands = []
    if rk.scoring == "thirty_one":
        best_suit = max(sum(pips((r - 2) * 4) for r, s in zip(ranks, suits) if s == x)
                        for x in set(known)) if known else 0
        if flush and sum(min(11 if r == 14 else min(r, 10), 11) for r in ranks) == 31:
            cands.append((TC.THIRTY_ONE, (31,)))
        if len(counts) == 1:
            cands.append((TC.PRIAL, (ranks[0],)))
        cands.append((TC.POINT, (best_suit,)))
    elif rk.scoring == "commerce_foster":
        if len(counts) == 1:
            cands.append((TC.PRIAL, (ranks[0],)))
        top = _run_top(ranks, rk)
        if top is not None and flush:
            cands.append((TC.RUNNING_FLUSH, (top,)))
        best = (0, 0)
        for x in set(known):
            inx = [r for r, s in zip(ranks, suits) if s == x]
            if len(inx) >= 2:
                best = max(best, (sum(11 if r == 14 else min(r, 10) for r in inx), len(inx)))
        cands.append((TC.POINT, best))
    else:
        if len(counts) == 1 and TC.PRIAL in pos:
            cands.append((TC.PRIAL, (15 if ranks[0] == rk.top_prial else ranks[0],)))
        top = _run_top(ranks, rk)
        if top is not None and flush and TC.RUNNING_FLUSH in pos:
            cands.append((TC.RUNNING_FLUSH, (top,)))
        if top is not None and TC.RUN in pos:
            cands.append((TC.RUN, (top,)))
        point = sum(11 if r == 14 else min(r, 10) for r in ranks)
        if flush and TC.FLUSH in pos:
            cands.append((TC.FLUSH, ((point,) if rk.scoring == "commerce" else ()) + tuple(desc)))
        if len(counts) == 2 and TC.PAIR in pos:
            p = max(counts, key=lambda k: counts[k])
            odd = min(counts, key=lambda k: counts[k])
            cands.append((TC.PAIR, (p, odd)))
        if TC.HIGH_CARD in pos:
            cands.append((TC.HIGH_CARD, tuple(desc)))
        if TC.POINT in pos:
            cands.append((TC.POINT, (point,) + tuple(desc)))
    return max(((pos[c], c, tb) for c, tb in cands if c in pos), key=lambda x: (x[0], x[2]))


def evaluate3(cards: Iterable[int] | str, ranking: ThreeRanking = BRAG) -> ThreeValue:
    """Value of a three-card hand under ``ranking``.

    Raises:
        HandError: not three different cards of the 52.
    """
    cs = tuple(parse_cards(cards)) if isinstance(cards, str) else tuple(Card(int(c)) for c in cards)
    if len(cs) != 3 or len(set(cs)) != 3 or any(c >= 52 for c in cs):
        raise HandError("a three-card hand is three different cards of the 52")
    wild_idx = [i for i, c in enumerate(cs) if c in ranking.wild]
    best = None
    # every wild card may stand for itself (natural) or, wild, for any rank
    choices = []
    for i, c in enumerate(cs):
        if i in wild_idx:
            choices.append([("nat", c)] + [("wild", r) for r in range(14, 1, -1)])
        else:
            choices.append([("nat", c)])
    for combo in itertools.product(*choices):
        ranks, suits, named, strength = [], [], [], []
        for i, (kind, x) in enumerate(combo):
            if kind == "nat":
                ranks.append(x // 4 + 2)
                suits.append(x & 3)
            else:
                ranks.append(x)
                suits.append(None)
                named.append((int(cs[i]), x))
                strength.append(1 if ranking.wild_equal else len(ranking.wild) - ranking.wild.index(cs[i]))
        pos, cat, tb = _natural_key(ranks, suits, list(cs), ranking)
        n = len(named)
        if ranking.wild_vs_natural == "wild":
            wcomp = (n,)
        else:  # natural first; then, among wild-made hands, the best wild card used
            wcomp = (1 if n == 0 else 0, max(strength) if strength else 0)
        if ranking.wild_before_kicker:
            key = (pos, tb[0] if tb else 0) + wcomp + tuple(tb[1:])
        else:
            key = (pos,) + tuple(tb) + wcomp
        if best is None or key > best[0]:
            best = (key, cat, tuple(named))
    key, cat, named = best
    return ThreeValue(key, cat, cs, named)


# --------------------------------------------------------------------------- two cards

@dataclass(frozen=True)
class TwoRanking:
    """How two-card hands rank (seed 004 §1.18.4, two-card poker): a pair beats high cards;
    pairs by rank, high cards by the higher card then the lower; ``wild`` cards stand for any
    rank, and a hand made with one loses to the same natural hand (our reading, brag's rule)."""

    name: str
    wild: tuple[int, ...] = ()


TWO_CARD_POKER = TwoRanking("two-card-poker")
TWO_CARD_DEUCES_WILD = TwoRanking("two-card-deuces-wild", wild=(0, 1, 2, 3))
TWO_RANKINGS = {r.name: r for r in (TWO_CARD_POKER, TWO_CARD_DEUCES_WILD)}


def evaluate2(cards: Iterable[int] | str, ranking: TwoRanking = TWO_CARD_POKER) -> ThreeValue:
    """Value of a two-card hand: pair, else high card (categories of :class:`ThreeCategory`).

    Raises:
        HandError: not two different cards of the 52.
    """
    cs = tuple(parse_cards(cards)) if isinstance(cards, str) else tuple(Card(int(c)) for c in cards)
    if len(cs) != 2 or len(set(cs)) != 2 or any(c >= 52 for c in cs):
        raise HandError("a two-card hand is two different cards of the 52")
    nat = [c for c in cs if c not in ranking.wild]
    r = sorted((int(c) // 4 + 2 for c in nat), reverse=True)
    if len(nat) == 2:
        if r[0] == r[1]:
            return ThreeValue((1, r[0], 1, 0), TC.PAIR, cs)
        return ThreeValue((0, r[0], 1, r[1]), TC.HIGH_CARD, cs)
    if len(nat) == 1:                      # the wild card pairs the other
        return ThreeValue((1, r[0], 0, 0), TC.PAIR, cs, ((int(next(c for c in cs if c in ranking.wild)), r[0]),))
    return ThreeValue((1, 14, 0, 0), TC.PAIR, cs, tuple((int(c), 14) for c in cs))
