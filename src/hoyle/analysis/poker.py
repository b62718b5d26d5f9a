"""Exact poker odds: hand classes, best-of-seven classes, draw improvement, as fractions.

Everything here is exact (``fractions.Fraction``); the books print "odds against", which
:func:`hoyle.analysis.odds_against` and :func:`hoyle.analysis.format_odds` give.

* :func:`five_card_class_counts` -- the number of five-card hands of each class under any
  :class:`~hoyle.evaluators.poker.HandRules`, from a 52-card pack or one with jokers, with wild
  cards (counted by rank multiset and suit pattern, every class decided by the reference evaluator).
* :func:`pattern_counts` -- how many hands *qualify* as a local hand (blaze, tiger, skip,
  round-the-corner) whatever else they are: the figures Foster's odds are about (O63).
* :func:`seven_card_class_counts` -- the class of the best five of all 133,784,560 seven-card
  hands, counted exactly by rank multiset and flush suit pattern.
* :func:`draw_odds` / :func:`draw_event_probability` -- what a draw of ``n`` cards to a holding
  makes, over every draw from the unseen cards (the 47 a player has not seen, as the books count).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from fractions import Fraction
from math import comb
from typing import Callable, Iterable, Sequence

from hoyle.analysis import format_odds, odds_against
from hoyle.cards import Card, parse_cards
from hoyle.evaluators.poker import (
    FOSTER, HandCategory, HandError, HandRules, HandValue, _natural_candidates, evaluate,
    evaluate_reference,
)

__all__ = ["ClassTable", "DiscardChoice", "discard_choices", "five_card_class_counts", "pattern_counts", "seven_card_class_counts",
           "three_card_class_counts", "two_card_class_counts", "DrawOdds", "draw_odds", "draw_event_probability",
           "choose_discard", "TOTAL_5", "TOTAL_7"]

TOTAL_5 = comb(52, 5)
TOTAL_7 = comb(52, 7)


@dataclass(frozen=True)
class ClassTable:
    """Counts of hands by class.

    Attributes:
        title: what was counted.
        counts: class -> number of hands, best class first.
        total: the number of hands in all (``C(52, 5)`` etc.).
    """

    title: str
    counts: dict
    total: int

    def probability(self, category) -> Fraction:
        return Fraction(self.counts.get(category, 0), self.total)

    def odds_against(self, category) -> Fraction:
        return odds_against(self.probability(category))

    def rows(self) -> list[dict]:
        """One dict per class: name, count, probability (Fraction), odds against (Fraction or None)."""
        out = []
        for c, n in self.counts.items():
            p = Fraction(n, self.total)
            out.append({"class": str(c), "count": n, "probability": p,
                        "odds_against": odds_against(p) if n else None,
                        "odds": format_odds(p) if n else "impossible"})
        return out


def _wild_layout(rules: HandRules, jokers: int) -> tuple[list[int], list[int]]:
    """(natural ranks, wild card ids in the pack) for a pack of 52 plus ``jokers`` jokers."""
    wild = sorted(rules.wild_cards)
    joker_ids = [52, 53][:jokers]
    for j in joker_ids:
        if j not in rules.wild_cards:
            raise HandError(f"the {rules.name!r} rules do not use the joker: pass rules with "
                            f"wild_cards including {j}")
    wild_in_pack = [c for c in wild if c < 52] + joker_ids
    wild_ranks = {c // 4 + 2 for c in wild if c < 52}
    for r in wild_ranks:
        if not all((r - 2) * 4 + s in rules.wild_cards for s in range(4)):
            raise ValueError("exact counting supports jokers and whole wild ranks (deuces wild), "
                             "not single wild cards of a rank")
    naturals = [r for r in range(2, 15) if r not in wild_ranks]
    return naturals, wild_in_pack


def _suit_patterns(ranks: tuple[int, ...]):
    """Representatives for a natural rank multiset: (cards, number of suit assignments, suited?)."""
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    total = 1
    for c in counts.values():
        total *= comb(4, c)
    k = len(ranks)
    distinct = len(counts) == k
    if k == 0:
        return [((), 1, True)]
    if k == 1:
        return [(((ranks[0] - 2) * 4,), 4, True)]
    out = []
    if distinct:
        out.append((tuple((r - 2) * 4 for r in ranks), 4, True))
        plain = total - 4
        cards = [(r - 2) * 4 + (1 if i == 0 else 0) for i, r in enumerate(ranks)]
        out.append((tuple(cards), plain, False))
    else:
        seen: dict[int, int] = {}
        cards = []
        for r in ranks:
            s = seen.get(r, 0)
            seen[r] = s + 1
            cards.append((r - 2) * 4 + s)
        out.append((tuple(cards), total, False))
    return out


def five_card_class_counts(rules: HandRules = FOSTER, jokers: int = 0) -> ClassTable:
    """Exact number of five-card hands in each class.

    Args:
        rules: the ranking; its ``wild_cards`` say which cards are wild (jokers, whole ranks).
        jokers: jokers in the pack (0, 1 or 2): 53 cards with one (Foster's mistigris).

    Returns:
        A :class:`ClassTable` over ``C(52 + jokers, 5)`` hands, best class first.

    The hands are grouped by the ranks of their natural cards, whether those are all of one suit,
    and the number of wild cards; one hand of each group is valued by the reference evaluator.
    """
    naturals, wild = _wild_layout(rules, jokers)
    nw = len(wild)
    pos = {c: i for i, c in enumerate(rules.order)}
    counts: dict[HandCategory, int] = {}
    for j in range(0, min(5, nw) + 1):
        mult = comb(nw, j)
        for ranks in itertools.combinations_with_replacement(naturals, 5 - j):
            if ranks and max(ranks.count(r) for r in set(ranks)) > 4:
                continue
            for cards, ways, _suited in _suit_patterns(ranks):
                if not ways:
                    continue
                v = evaluate_reference(list(cards) + wild[:j], rules)
                counts[v.category] = counts.get(v.category, 0) + ways * mult
    total = comb(52 + jokers, 5)
    assert sum(counts.values()) == total
    ordered = dict(sorted(counts.items(), key=lambda kv: -pos[kv[0]]))
    return ClassTable(f"five-card hands, {rules.name}, {52 + jokers} cards", ordered, total)


def pattern_counts(rules: HandRules = FOSTER, categories: Iterable[HandCategory] | None = None
                   ) -> dict[HandCategory, int]:
    """How many of the 2,598,960 hands *qualify* as each class, whatever better class they also
    are (a blaze that is also a full hand counts as a blaze here). These are the numbers behind a
    book's "odds against being dealt" a local hand (Foster O63).
    """
    want = set(categories) if categories is not None else set(rules.categories_used())
    out = {c: 0 for c in want}
    for ranks in itertools.combinations_with_replacement(range(2, 15), 5):
        if max(ranks.count(r) for r in set(ranks)) > 4:
            continue
        for cards, ways, suited in _suit_patterns(ranks):
            if not ways:
                continue
            got = {c for c, _, _ in _natural_candidates(list(ranks), suited, rules, False, None)}
            for c in got & want:
                out[c] += ways
    return out


def seven_card_class_counts(rules: HandRules = FOSTER) -> ClassTable:
    """Exact class counts of the best five of all ``C(52, 7) = 133,784,560`` seven-card hands.

    Counted by the 49,205 multisets of seven ranks: for each, the number of suit assignments
    with no five of a suit (their best five is the best of the ranks read as mixed suits), and
    for each possible flush (a suit and the set of at least five of the hand's ranks that are in
    it) the number of assignments that make it. Every assignment making one flush has the same
    best five: a five is suited exactly when all its cards are of the flush suit, and the other
    suits hold two cards at most. So one hand of each such group -- the flush ranks in clubs,
    the other cards in the other suits -- is valued by the seven-card batch evaluator
    (:meth:`~hoyle.evaluators.fast.FastEvaluator.eval7`, tested equal to the best of the 21
    fives by the reference evaluator), all groups in one call.

    The better of "the flush" and "the ranks alone" is not always the best five: under Foster's
    "true" order (``FOSTER_TRUE``; seed 001 part 2, O63) a tiger must have no flush and a
    round-the-corner straight in one suit counts as a flush (:class:`HandRules`), yet both rank
    above a flush, so 7-6-4-3-2 of spades with K-Q of other suits is a flush, not a tiger. The
    groups are valued as whole hands for that reason.
    """
    import numpy as np
    from hoyle.evaluators.fast import W7, fast_evaluator
    plain_rules = rules.replace(hearts_flush_best=False, hearts_straight_tiebreak=None) \
        if rules.suit_sensitive else rules
    fe = fast_evaluator(plain_rules)
    t7 = fe._rank_table_for(7)
    catpos = fe.category_of
    ncat = len(rules.order)
    acc = [0] * ncat
    c3 = [comb(3, i) for i in range(5)]
    c4 = [comb(4, i) for i in range(5)]
    # one hand of each flush group (card = 4 * rank + suit, the flush suit 0) and its number
    flush_hands: list[int] = []
    flush_ways: list[int] = []
    for ranks in itertools.combinations_with_replacement(range(13), 7):
        cnt: dict[int, int] = {}
        for r in ranks:
            cnt[r] = cnt.get(r, 0) + 1
        if max(cnt.values()) > 4:
            continue
        total = 1
        for c in cnt.values():
            total *= c4[c]
        distinct = sorted(cnt)
        in_flushes = 0
        if len(distinct) >= 5:
            for k in range(5, len(distinct) + 1):
                for sub in itertools.combinations(distinct, k):
                    ways = 1
                    hand = []
                    for r in distinct:
                        n = cnt[r]
                        if r in sub:  # one card in the flush suit, the rest in others
                            ways *= c3[n - 1]
                            hand.extend(range(4 * r, 4 * r + n))
                        else:
                            ways *= c3[n]
                            hand.extend(range(4 * r + 1, 4 * r + 1 + n))
                    if not ways:
                        continue
                    ways *= 4
                    in_flushes += ways
                    flush_hands.extend(hand)
                    flush_ways.append(ways)
        acc[catpos[int(t7[sum(W7[r] for r in ranks)])]] += total - in_flushes
    if flush_hands:
        hands = np.array(flush_hands, dtype=np.uint8).reshape(-1, 7)
        cats = catpos[fe.eval7(hands)]
        by_cat = np.zeros(ncat, dtype=np.int64)
        np.add.at(by_cat, cats, np.array(flush_ways, dtype=np.int64))
        for i in range(ncat):
            acc[i] += int(by_cat[i])
    counts = {rules.order[i]: acc[i] for i in range(ncat - 1, -1, -1) if acc[i]}
    assert sum(counts.values()) == TOTAL_7
    return ClassTable(f"best five of seven cards, {rules.name}", counts, TOTAL_7)


def three_card_class_counts(ranking=None) -> ClassTable:
    """Class counts of the 22,100 three-card hands under a three-card ranking
    (default: brag without wild cards; see :mod:`hoyle.evaluators.three_card`)."""
    from hoyle.evaluators import three_card as tc
    ranking = ranking or tc.BRAG
    counts: dict = {}
    for hand in itertools.combinations(range(52), 3):
        cat = tc.evaluate3(hand, ranking).category
        counts[cat] = counts.get(cat, 0) + 1
    order = {c: i for i, c in enumerate(ranking.order)}
    counts = dict(sorted(counts.items(), key=lambda kv: -order[kv[0]]))
    return ClassTable(f"three-card hands, {ranking.name}", counts, comb(52, 3))


def two_card_class_counts(ranking=None) -> ClassTable:
    """Class counts of the 1,326 two-card hands (two-card poker, seed 004 §1.18.4: pairs and
    high cards; default without wild cards, see :func:`hoyle.evaluators.three_card.evaluate2`)."""
    from hoyle.evaluators import three_card as tc
    ranking = ranking or tc.TWO_CARD_POKER
    counts: dict = {tc.ThreeCategory.PAIR: 0, tc.ThreeCategory.HIGH_CARD: 0}
    for hand in itertools.combinations(range(52), 2):
        counts[tc.evaluate2(hand, ranking).category] += 1
    return ClassTable(f"two-card hands, {ranking.name}", counts, comb(52, 2))


# --------------------------------------------------------------------------- draws


@dataclass
class DrawOdds:
    """What a draw makes, over every possible draw.

    Attributes:
        kept: the cards held.
        discarded: the cards thrown.
        n_draw: how many are drawn.
        total: the number of equally likely draws (``C(unseen, n_draw)``).
        counts: class of the final hand -> number of draws making it, best first.
        rules: the ranking.
    """

    kept: tuple
    discarded: tuple
    n_draw: int
    total: int
    counts: dict
    rules: HandRules = field(repr=False, default=FOSTER)

    def probability(self, category: HandCategory) -> Fraction:
        return Fraction(self.counts.get(category, 0), self.total)

    def at_least(self, category: HandCategory) -> Fraction:
        """Probability of ending with ``category`` or a better class."""
        pos = {c: i for i, c in enumerate(self.rules.order)}
        need = pos[category]
        return Fraction(sum(n for c, n in self.counts.items() if pos[c] >= need), self.total)

    @property
    def kept_category(self) -> HandCategory | None:
        return evaluate(self.kept, self.rules).category if self.kept else None

    def improve(self) -> Fraction:
        """Probability that the final class is better than the class of the cards kept
        (a pair improves to two pairs or better; a four-flush improves with a pair too -- use
        :meth:`at_least` for "fill the flush")."""
        pos = {c: i for i, c in enumerate(self.rules.order)}
        base = pos[self.kept_category] if self.kept else -1
        return Fraction(sum(n for c, n in self.counts.items() if pos[c] > base), self.total)

    def rows(self) -> list[dict]:
        out = []
        cum = 0
        for c, n in self.counts.items():
            cum += n
            p = Fraction(n, self.total)
            out.append({"class": str(c), "count": n, "probability": p,
                        "odds": format_odds(p), "or_better": Fraction(cum, self.total),
                        "or_better_odds": format_odds(Fraction(cum, self.total))})
        return out


def _cards(x) -> tuple[Card, ...]:
    if isinstance(x, str):
        return tuple(parse_cards(x))
    return tuple(c if isinstance(c, Card) else Card(c) for c in x)


def _unseen(hand: Sequence[Card], dead: Sequence[Card], rules: HandRules, jokers: int) -> list[int]:
    gone = {int(c) for c in hand} | {int(c) for c in dead}
    pack = list(range(52)) + [52, 53][:jokers]
    return [c for c in pack if c not in gone]


def _split_discard(hand: tuple, discard) -> tuple[tuple, tuple]:
    if isinstance(discard, int):
        raise TypeError("internal: integer discard handled by choose_discard")
    d = _cards(discard)
    for c in d:
        if c not in hand:
            raise HandError(f"{c} is not in the hand, so it cannot be discarded")
    if len(set(d)) != len(d):
        raise HandError("a card is discarded twice")
    kept = tuple(c for c in hand if c not in d)
    return kept, d


def _final_counts(kept: tuple, n: int, unseen: list[int], rules: HandRules) -> tuple[dict, int]:
    total = comb(len(unseen), n)
    counts: dict[HandCategory, int] = {}
    if not rules.wild_cards and n <= 5:
        import numpy as np
        from hoyle.evaluators.fast import all_hands, fast_evaluator
        fe = fast_evaluator(rules.replace(hearts_flush_best=False, hearts_straight_tiebreak=None)
                            if rules.suit_sensitive else rules)
        if n == 0:
            vals = fe.eval5(np.array([list(map(int, kept))], dtype=np.uint8))
        else:
            idx = all_hands(len(unseen), n)
            drawn = np.asarray(unseen, dtype=np.uint8)[idx]
            if kept:
                keep = np.broadcast_to(np.array([int(c) for c in kept], dtype=np.uint8),
                                       (len(drawn), len(kept)))
                drawn = np.concatenate([keep, drawn], axis=1)
            vals = fe.eval5(drawn)
        for code, cnt in enumerate(np.bincount(fe.category_of[vals], minlength=len(rules.order))):
            if cnt:
                counts[rules.order[code]] = int(cnt)
        return counts, total
    # reference path (wild cards): group the draws by what decides the class
    cache: dict = {}
    kept_i = [int(c) for c in kept]
    for draw in itertools.combinations(unseen, n):
        hand = kept_i + list(draw)
        nat = [c for c in hand if c not in rules.wild_cards]
        key = (tuple(sorted(c // 4 for c in nat)), len({c & 3 for c in nat}) <= 1, len(hand) - len(nat))
        cat = cache.get(key)
        if cat is None:
            cat = evaluate_reference(hand, rules).category
            cache[key] = cat
        counts[cat] = counts.get(cat, 0) + 1
    return counts, total


@dataclass(frozen=True)
class DiscardChoice:
    """One way to throw ``n`` cards: ``thrown`` and ``kept`` (cards), ``expected_class`` (the
    exact expectation of the final class's place in ``rules.order``, 0 the lowest class: high
    card 0, one pair 1, two pairs 2, ... straight flush 8 in Foster's order; a Fraction over
    every equally likely draw) and ``improve`` (the probability of ending in a better class
    than the kept cards make, a Fraction)."""

    thrown: tuple
    kept: tuple
    expected_class: Fraction
    improve: Fraction


def discard_choices(hand, n: int, rules: HandRules = FOSTER, jokers: int = 0) -> list[DiscardChoice]:
    """Every way to throw ``n`` of a five-card hand, best first: by the exact expectation of
    the final class (:class:`DiscardChoice`), then the chance of improving, then the better
    kept cards. From K♠ 2♠ 3♠ 4♠ 5♠ throwing one, 2♠-5♠ (straight flush, flush and straight
    outs: 82/47) beats K♠ 3♠ 4♠ 5♠ (flush and pair outs: 52/47).

    Raises HandError for an ``n`` outside 0..len(hand)."""
    hand = _cards(hand)
    if not 0 <= n <= len(hand):
        raise HandError(f"cannot discard {n} of {len(hand)} cards")
    unseen = _unseen(hand, (), rules, jokers)
    pos = {c: i for i, c in enumerate(rules.order)}
    out = []
    for keep in itertools.combinations(hand, len(hand) - n):
        counts, total = _final_counts(keep, n, unseen, rules)
        expected = Fraction(sum(cnt * pos[c] for c, cnt in counts.items()), total)
        base = pos[evaluate(keep, rules).category] if keep else -1
        better = Fraction(sum(cnt for c, cnt in counts.items() if pos[c] > base), total)
        partial = evaluate(keep, rules).key if keep else ()
        out.append((expected, better, partial, DiscardChoice(
            tuple(c for c in hand if c not in keep), keep, expected, better)))
    out.sort(key=lambda x: x[:3], reverse=True)
    return [x[3] for x in out]


def choose_discard(hand, n: int, rules: HandRules = FOSTER, jokers: int = 0) -> tuple:
    """The ``n`` cards to throw from a five-card hand when only the number is given: the
    first of :func:`discard_choices`, the throw with the best exact expectation of the final
    class (so a straight-flush draw is kept whole rather than the highest card)."""
    return discard_choices(hand, n, rules, jokers)[0].thrown


def draw_odds(hand, discard, rules: HandRules = FOSTER, dead=(), jokers: int = 0) -> DrawOdds:
    """Exact distribution of the final hand after a draw.

    Args:
        hand: the five cards held before the draw (text or cards).
        discard: the cards thrown (text or cards), or how many (then :func:`choose_discard`
            picks them).
        rules: the ranking.
        dead: other cards known to be out of the pack (the books count only the player's own
            five, so the unseen cards are 47).
        jokers: jokers in the pack.

    Raises:
        HandError: not five cards, a duplicate, a discard not in the hand.
    """
    h = _cards(hand)
    if len(h) != 5 or len(set(h)) != 5:
        raise HandError(f"a draw needs five different cards, not {len(h)}"
                        if len(h) != 5 else "duplicate card in the hand")
    if isinstance(discard, int):
        d = choose_discard(h, discard, rules, jokers)
        kept = tuple(c for c in h if c not in d)
    else:
        kept, d = _split_discard(h, discard)
    unseen = _unseen(h, _cards(dead), rules, jokers)
    counts, total = _final_counts(kept, len(d), unseen, rules)
    pos = {c: i for i, c in enumerate(rules.order)}
    counts = dict(sorted(counts.items(), key=lambda kv: -pos[kv[0]]))
    return DrawOdds(kept, d, len(d), total, counts, rules)


def draw_event_probability(hand, discard, event: Callable[[HandValue], bool],
                           rules: HandRules = FOSTER, dead=(), jokers: int = 0) -> Fraction:
    """Exact probability that the hand after the draw satisfies ``event`` (a predicate on
    its :class:`~hoyle.evaluators.poker.HandValue`), over every draw from the unseen cards."""
    h = _cards(hand)
    kept, d = _split_discard(h, discard) if not isinstance(discard, int) else \
        (tuple(c for c in h if c not in choose_discard(h, discard, rules, jokers)),
         choose_discard(h, discard, rules, jokers))
    unseen = _unseen(h, _cards(dead), rules, jokers)
    kept_i = tuple(int(c) for c in kept)
    hits = 0
    total = 0
    for draw in itertools.combinations(unseen, len(d)):
        total += 1
        if event(evaluate(kept_i + draw, rules)):
            hits += 1
    return Fraction(hits, total)
