"""Errata for the poker odds the books print: each figure beside the exact value.

Every printed poker odds figure of the seeds is here: Foster's draw-improvement table and the
figures his strategy text repeats or contradicts (seed 002 and seed 001 part 3, catalog O-002-01,
O-002-02, O-002-03, O-002-12, PK-04..PK-28), his table of the odds against being dealt each class
(seed 001 part 2, O58) with its "inversion" remarks (O62), and the local hands (O63: blaze, tiger,
skip straight, round-the-corner). Seed 000 (the British code) prints no odds; its ranking's exact
counts are in ``hoyle odds poker --rules british``.

How a figure is judged: the one rule of :mod:`hoyle.analysis.precision` for every errata row
(poker and banking). The book's figure is **correct** when the exact value rounds to it at the
precision the book writes it in (whole numbers; halves for "2½"; quarters for "1¼"; 25ths for
"34 to 25"); a proportion printed as two whole numbers ("503 to 127") is correct when the two
numbers are the exact proportion's, each rounded to a whole; **close** when not correct but within
10 % of the exact value; **wrong** otherwise. (Before issue 17 a figure cut down to the unit also
counted as correct: "8 to 1" for 8.65 now reads close.)

The draws are worked on one concrete hand each (named in the row) with the 47 cards the player
has not seen, as the books count; the "situation" column says what is held and what is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Callable

from hoyle.analysis import format_odds, odds_against
from hoyle.analysis.precision import judge, judge_ratio
from hoyle.evaluators.poker import FOSTER, FOSTER_LOCAL, HandCategory as HC

__all__ = ["Figure", "poker_errata", "verdict", "FOSTER_O58_PRINTED"]

#: Foster's table of the odds against being dealt each class (seed 001 part 2, "Rank of hands",
#: catalog O58; grep '72192 to 1 Royal Flush.'), as printed: class -> odds against. "Even" is
#: 1 to 1; the pair is printed "34 to 25" (a second table, with the local hands, prints "1 1/4 to 1").
#: Printed data, kept with the errata (not in the engine, hoyle.analysis.poker, since issue 17).
FOSTER_O58_PRINTED: dict[HC, Fraction] = {
    HC.HIGH_CARD: Fraction(1),
    HC.ONE_PAIR: Fraction(34, 25),
    HC.TWO_PAIR: Fraction(20),
    HC.THREE_OF_A_KIND: Fraction(46),
    HC.STRAIGHT: Fraction(254),
    HC.FLUSH: Fraction(508),
    HC.FULL_HOUSE: Fraction(693),
    HC.FOUR_OF_A_KIND: Fraction(4164),
    HC.STRAIGHT_FLUSH: Fraction(72192),
    HC.ROYAL_FLUSH: Fraction(649739),
}


@dataclass(frozen=True)
class Figure:
    """One printed figure and its exact value.

    Attributes:
        id: the catalog oracle id(s), e.g. ``"O-002-01 / PK-06"``.
        source: seed file, game and passage.
        situation: what is held and drawn (or what is dealt), in our words.
        event: what the odds are against.
        printed: the figure as the book prints it (``"61 to 1"``).
        book: the printed odds against, as a Fraction (``"1 in 13"`` is 12).
        unit: the precision of the printed figure (1, 1/2, 1/4...), see
            :mod:`hoyle.analysis.precision`.
        exact: the exact odds against.
        probability: the exact probability of the event.
        note: our remark (a misreading, a second reading, the catalog's flag).
        method: ``"exact"``, or how an estimate was made (Monte Carlo, with its 95 % interval).
        ratio: for a proportion printed as two whole numbers ("503 to 127"), the two numbers
            (judged by :func:`hoyle.analysis.precision.judge_ratio`); ``None`` otherwise.
    """

    id: str
    source: str
    situation: str
    event: str
    printed: str
    book: Fraction
    unit: Fraction
    exact: Fraction
    probability: Fraction
    note: str = ""
    method: str = "exact"
    ratio: tuple[int, int] | None = None

    @property
    def verdict(self) -> str:
        return verdict(self.book, self.exact, self.unit, self.ratio)

    @property
    def correct(self) -> bool:
        return self.verdict == "correct"

    def as_dict(self) -> dict:
        return {"id": self.id, "source": self.source, "situation": self.situation,
                "event": self.event, "printed": self.printed, "book_odds": str(self.book),
                "exact_odds": str(self.exact), "exact_odds_decimal": round(float(self.exact), 4),
                "exact_probability": str(self.probability), "exact": format_odds(self.probability),
                "verdict": self.verdict, "correct": self.correct, "note": self.note,
                "method": self.method}


def verdict(book: Fraction, exact: Fraction, unit: Fraction,
            ratio: tuple[int, int] | None = None) -> str:
    """``"correct"``, ``"close"`` or ``"wrong"`` by the rule of :mod:`hoyle.analysis.precision`:
    ``book`` written to ``unit`` against ``exact`` (:func:`~hoyle.analysis.precision.judge`), or,
    with ``ratio``, the proportion of two printed whole numbers
    (:func:`~hoyle.analysis.precision.judge_ratio`). Raises ValueError for a unit not positive."""
    if ratio is not None:
        return judge_ratio(ratio[0], ratio[1], exact)
    return judge(book, exact, unit)


_SEED002 = "seed 002, Draw Poker, Foster's odds of improving by the draw"
_SEED001_3 = "seed 001 part 3, Poker probabilities (same Foster text as seed 002)"
_SEED001_2 = "seed 001 part 2, Draw Poker, rank of hands and odds against"
_LOCAL = "seed 001 part 2, Draw Poker, extreme (local) hands"


def _draw(hand: str, discard: str, event: Callable | HC, rules=FOSTER) -> Fraction:
    from hoyle.analysis.poker import draw_event_probability, draw_odds
    if isinstance(event, HC):
        return draw_odds(hand, discard, rules).at_least(event)
    if event == "improve":
        return draw_odds(hand, discard, rules).improve()
    return draw_event_probability(hand, discard, event, rules)


def _exactly(cat: HC):
    return lambda v: v.category is cat


def _flush_family(v) -> bool:
    return v.category in (HC.FLUSH, HC.STRAIGHT_FLUSH, HC.ROYAL_FLUSH)


def _rank_count(v, ranks) -> bool:
    return sum(1 for c in v.cards if c // 4 + 2 in ranks)


def _aces_up_or_better(v) -> bool:
    pos = FOSTER.order.index
    if v.category is HC.TWO_PAIR:
        return v.ranks[0] == 14
    return pos(v.category) > pos(HC.TWO_PAIR)


def _row(id, source, situation, event, printed, book, unit, p, note="") -> Figure:
    return Figure(id, source, situation, event, printed, Fraction(book), Fraction(unit),
                  odds_against(p), p, note)


@lru_cache(maxsize=1)
def poker_errata() -> tuple[Figure, ...]:
    """All the printed poker odds with their exact values (computed on first call, ~1 s)."""
    from hoyle.analysis.poker import five_card_class_counts, pattern_counts, TOTAL_5
    rows: list[Figure] = []
    pair = ("QS QH 7C 4D 2S", "7C 4D 2S")
    pair_k = ("QS QH AC 4D 2S", "4D 2S")
    trips2 = ("7S 7H 7D KC 2S", "KC 2S")
    trips1 = ("7S 7H 7D KC 2S", "2S")
    p_improve3 = _draw(*pair, "improve")
    rows += [
        _row("O-002-01 / PK-04", _SEED002, "pair (QQ), draw 3", "any improvement",
             "2½ to 1", Fraction(5, 2), Fraction(1, 2), p_improve3),
        _row("O-002-01 / PK-05", _SEED002, "pair (QQ), draw 3", "triplets or two pairs",
             "8 to 1", 8, 1, _draw(*pair, lambda v: v.category in (HC.THREE_OF_A_KIND, HC.TWO_PAIR)),
             "the figure fits triplets alone (exactly three of a kind: "
             f"{format_odds(_draw(*pair, _exactly(HC.THREE_OF_A_KIND)))}); "
             f"two pairs alone are {format_odds(_draw(*pair, _exactly(HC.TWO_PAIR)))}"),
        _row("O-002-01 / PK-06", _SEED002, "pair (QQ), draw 3", "full hand", "61 to 1", 61, 1,
             _draw(*pair, _exactly(HC.FULL_HOUSE)), "the catalog's 'classic Foster error'"),
        _row("O-002-01 / PK-07", _SEED002, "pair (QQ), draw 3", "fours", "364 to 1", 364, 1,
             _draw(*pair, _exactly(HC.FOUR_OF_A_KIND))),
        _row("O-002-01 / PK-08", _SEED002, "pair and an ace kicker, draw 2", "any improvement",
             "4 to 1", 4, 1, _draw(*pair_k, "improve"),
             "pairing the kicker counts as improving (two pairs)"),
        _row("O-002-01 / PK-09", _SEED002, "pair and an ace kicker, draw 2", "triplets",
             "12 to 1", 12, 1, _draw(*pair_k, _exactly(HC.THREE_OF_A_KIND))),
        _row("O-002-01 / PK-09", _SEED002, "pair and an ace kicker, draw 2", "two pairs",
             "8 to 1", 8, 1, _draw(*pair_k, _exactly(HC.TWO_PAIR))),
        _row("O-002-01 / PK-10", _SEED002, "two pairs (88 55), draw 1", "full hand",
             "12 to 1", 12, 1, _draw("8S 8H 5C 5D KS", "KS", HC.FULL_HOUSE), "4 cards of 47"),
        _row("O-002-01 / PK-11", _SEED002, "triplets, draw 2", "any improvement", "8 to 1", 8, 1,
             _draw(*trips2, "improve")),
        _row("O-002-01 / PK-11", _SEED002, "triplets, draw 2", "full hand", "14½ to 1",
             Fraction(29, 2), Fraction(1, 2), _draw(*trips2, _exactly(HC.FULL_HOUSE))),
        _row("O-002-01 / PK-11", _SEED002, "triplets, draw 2", "fours", "23 to 1", 23, 1,
             _draw(*trips2, _exactly(HC.FOUR_OF_A_KIND))),
        _row("O-002-01 / PK-12", _SEED002, "triplets and a kicker, draw 1", "any improvement",
             "12 to 1", 12, 1, _draw(*trips1, "improve")),
        _row("O-002-01 / PK-12", _SEED002, "triplets and a kicker, draw 1", "full hand",
             "16 to 1", 16, 1, _draw(*trips1, _exactly(HC.FULL_HOUSE))),
        _row("O-002-01 / PK-12", _SEED002, "triplets and a kicker, draw 1", "fours",
             "46 to 1", 46, 1, _draw(*trips1, _exactly(HC.FOUR_OF_A_KIND))),
        _row("O-002-01 / PK-13", _SEED002, "four-straight open inside or at one end (5 6 _ 8 9), draw 1",
             "straight", "11 to 1", 11, 1, _draw("5S 6H 8D 9C KS", "KS", HC.STRAIGHT)),
        _row("O-002-01 / PK-14", _SEED002, "four-straight open at both ends (5 6 7 8), draw 1",
             "straight", "5 to 1", 5, 1, _draw("5S 6H 7D 8C KS", "KS", HC.STRAIGHT)),
        _row("O-002-01 / PK-15", _SEED002, "four-flush, draw 1", "flush", "4½ to 1",
             Fraction(9, 2), Fraction(1, 2), _draw("2H 6H 9H JH KS", "KS", _flush_family)),
        _row("O-002-01 / PK-16", _SEED002, "three-flush, draw 2", "flush", "23 to 1", 23, 1,
             _draw("2H 6H JH KS 4C", "KS 4C", _flush_family)),
        _row("O-002-01 / PK-17", _SEED002, "two-flush, draw 3", "flush", "95 to 1", 95, 1,
             _draw("6H JH KS 4C 2D", "KS 4C 2D", _flush_family)),
        _row("O-002-01 / PK-18", _SEED002, "four-straight-flush open at both ends, draw 1",
             "straight or better", "3 to 1", 3, 1, _draw("5H 6H 7H 8H KS", "KS", HC.STRAIGHT),
             "15 cards of 47 make a straight, flush or straight flush"),
        _row("O-002-01 / PK-18", _SEED002, "four-straight-flush open at both ends, draw 1",
             "straight flush", "24 to 1", 24, 1, _draw("5H 6H 7H 8H KS", "KS", HC.STRAIGHT_FLUSH)),
        _row("O-002-01 / PK-19", _SEED002, "four-straight-flush open inside or at one end, draw 1",
             "straight or better", "4 to 1", 4, 1, _draw("5H 6H 8H 9H KS", "KS", HC.STRAIGHT),
             "12 cards of 47"),
        _row("O-002-01 / PK-19", _SEED002, "four-straight-flush open inside or at one end, draw 1",
             "straight flush", "46 to 1", 46, 1, _draw("5H 6H 8H 9H KS", "KS", HC.STRAIGHT_FLUSH)),
        _row("O-002-01 / PK-20", _SEED002, "ace and king, draw 3", "a pair of aces or kings",
             "3 to 1", 3, 1, _draw("AS KH 9C 6D 2S", "9C 6D 2S", lambda v: _rank_count(v, (14,)) >= 2
                                   or _rank_count(v, (13,)) >= 2),
             "any ace or king drawn pairs one of them"),
        _row("O-002-01 / PK-21", _SEED002, "an ace, draw 4", "a pair of aces (or more aces)",
             "4 to 1", 4, 1, _draw("AS KH 9C 6D 2S", "KH 9C 6D 2S", lambda v: _rank_count(v, (14,)) >= 2)),
    ]
    aces_up = _draw("AS KH 9C 6D 2S", "KH 9C 6D 2S", _aces_up_or_better)
    any_two = _draw("AS KH 9C 6D 2S", "KH 9C 6D 2S", HC.TWO_PAIR)
    rows += [
        _row("O-002-01 / PK-21", _SEED002, "an ace, draw 4", "two pairs aces up, or better",
             "12 to 1", 12, 1, aces_up,
             f"read as any two pairs or better the exact odds are {format_odds(any_two)}, which the "
             "book's figure fits; the aces-up figure depends on the four cards thrown away (they "
             "are out of the draw): 13.39 to 1 here (K 9 6 2 discarded), 13.45 with K Q 6 2 "
             "discarded (the catalog's figure), 13.19 with 9 7 4 2 of one suit"),
        _row("O-002-01 / PK-22", _SEED002, "three-straight open at both ends (5 6 7), draw 2",
             "straight", "24 to 1", 24, 1, _draw("5S 6H 7D KC 2S", "KC 2S", HC.STRAIGHT)),
        _row("O-002-01 / PK-23", _SEED002, "three-straight-flush open at both ends (5 6 7 of hearts), draw 2",
             "straight or flush", "12 to 1", 12, 1, _draw("5H 6H 7H KC 2S", "KC 2S", HC.STRAIGHT)),
    ]
    # the strategy text's own figures (O-002-02, O-002-03, O-002-12)
    p_improve2 = _draw(*pair_k, "improve")
    rows += [
        _row("O-002-02 / PK-25", _SEED001_3, "pair, draw 3", "any improvement",
             "1 in 3 (chance)", 2, 1, p_improve3, "printed as a chance; odds 2 to 1"),
        _row("O-002-02 / PK-25", _SEED001_3, "pair and a kicker, draw 2", "any improvement",
             "1 in 4 (chance)", 3, 1, p_improve2,
             "printed as a chance; odds 3 to 1 (the table above says 4 to 1)"),
        _row("O-002-02", _SEED001_3, "pair of queens, draw 3", "any improvement",
             "1 in 3½ (chance)", Fraction(5, 2), Fraction(1, 2), p_improve3),
        _row("O-002-02", _SEED001_3, "two pairs (eights up), draw 1", "full hand",
             "1 in 13 (chance)", 12, 1, _draw("8S 8H 5C 5D KS", "KS", HC.FULL_HOUSE)),
        _row("O-002-02 / PK-26", _SEED001_3, "pair of tens, draw 3", "any improvement",
             "a little better than 1 in 5 (chance)", 4, 1,
             _draw("TS TH 7C 4D 2S", "7C 4D 2S", "improve"),
             "contradicts the book's own 2½ to 1 (catalog FLAG)"),
        _row("O-002-03 / PK-27", _SEED001_3, "four-flush, draw 1", "flush", "about 4 to 1", 4, 1,
             _draw("2H 6H 9H JH KS", "KS", _flush_family)),
    ]
    ct = five_card_class_counts(FOSTER)
    p_trips = ct.probability(HC.THREE_OF_A_KIND)
    rows.append(_row("O-002-12 / PK-24", "seed 002, Draw Poker strategy (Proctor's system)",
                     "a five-card deal", "triplets before the draw", "about 1 in 45 hands", 44, 1,
                     p_trips, "also in seed 001 part 2 (probabilities); triplets or better: "
                              f"{format_odds(p_trips + ct.probability(HC.FULL_HOUSE) + ct.probability(HC.FOUR_OF_A_KIND))}"))
    # seed 001 part 2, "probabilities": frequencies per deal (exact expectations, by linearity)
    p_pair = ct.probability(HC.ONE_PAIR)
    p_two = ct.probability(HC.TWO_PAIR)
    rows += [
        _freq_row("20.7", "five players", "deals per hand holding a pair (one pair)",
                  "every fourth deal", 4, 1 / (5 * p_pair),
                  "read literally (one pair), about two hands in every deal hold a pair; the "
                  "catalog reads 'pair' as a mistranslation of 'two pairs', see the next row"),
        _freq_row("20.7", "five players", "deals per hand of two pairs (the catalog's reading)",
                  "every fourth deal", 4, 1 / (5 * p_two), "expected two-pair hands per deal: "
                  f"{float(5 * p_two):.4f}"),
        Figure("20.7", _SEED001_2 + " (probabilities)", "seven players, before the draw",
               "players holding a pair", "probably five of them", Fraction(5), Fraction(1),
               7 * p_pair, p_pair, "expected number of the seven holding exactly one pair; "
               f"with any pair or better {float(7 * (1 - ct.probability(HC.HIGH_CARD) - ct.probability(HC.STRAIGHT) - ct.probability(HC.FLUSH) - ct.probability(HC.STRAIGHT_FLUSH) - ct.probability(HC.ROYAL_FLUSH))):.2f}; "
               "the 'odds' columns hold the number of players"),
    ]
    rows.append(_straight_poker_two_pairs())
    # O58: Foster's table of the odds against being dealt each class
    printed = {HC.HIGH_CARD: "even", HC.ONE_PAIR: "34 to 25"}
    units = {HC.ONE_PAIR: Fraction(1, 25)}
    for cat, book in FOSTER_O58_PRINTED.items():
        rows.append(_row("O58", _SEED001_2, "a five-card deal", str(cat),
                         printed.get(cat, f"{book} to 1"), book, units.get(cat, 1),
                         ct.probability(cat),
                         "straight flushes without the royal" if cat is HC.STRAIGHT_FLUSH else
                         ("'no pair': no pair, straight or flush" if cat is HC.HIGH_CARD else "")))
    rows.append(_row("O58 / O63", _SEED001_2 + " (second table, with the local hands)",
                     "a five-card deal", "one pair", "1¼ to 1", Fraction(5, 4), Fraction(1, 4),
                     ct.probability(HC.ONE_PAIR)))
    # O63: the local hands, as patterns (whatever else the hand also is)
    pc = pattern_counts(FOSTER_LOCAL, [HC.BLAZE, HC.TIGER, HC.SKIP_STRAIGHT, HC.ROUND_THE_CORNER])
    local = [(HC.BLAZE, 3008, "five picture cards (any of the 12 kings, queens, jacks)",
              "not reproducible; the blazes that are not full hands or fours number "
              f"{pc[HC.BLAZE] - 168} ({format_odds(Fraction(pc[HC.BLAZE] - 168, TOTAL_5))}); "
              "3008 to 1 would need 2,598,960 / 3009 = 863.7 hands, no count of any hand; "
              "catalog FLAG"),
             (HC.TIGER, 636, "seven high and deuce low, no pair, sequence or flush", ""),
             (HC.SKIP_STRAIGHT, 423, "five alternate ranks of mixed suits (six sequences, A-3-5-7-9 "
              "to 6-8-10-Q-A)", ""),
             (HC.ROUND_THE_CORNER, 848, "J-Q-K-A-2, Q-K-A-2-3 or K-A-2-3-4, mixed suits", "")]
    for cat, book, what, note in local:
        rows.append(_row("O63", _LOCAL, "a five-card deal", f"{cat}: {what}", f"{book} to 1",
                         book, 1, Fraction(pc[cat], TOTAL_5), note))
    # O62: Foster's "inversion" remarks, printed as proportions; judged as ratios
    ace_hi = _high_card_count(14)
    jack_hi = _high_card_count(11)
    seven_hi = _high_card_count(7)
    rows += [
        Figure("O62", _SEED001_2, "no-pair hands", "ace-high against jack-high, as a proportion",
               "503 to 127", Fraction(503, 127), Fraction(1), Fraction(ace_hi, jack_hi),
               Fraction(ace_hi, TOTAL_5), f"exact {ace_hi:,} to {jack_hi:,} hands; the 'odds' "
               "columns hold the proportion", ratio=(503, 127)),
        Figure("O62", _SEED001_2, "seven-high no pair against flushes", "proportion",
               "408 to 510", Fraction(408, 510), Fraction(1),
               Fraction(seven_hi, ct.counts[HC.FLUSH]), Fraction(seven_hi, TOTAL_5),
               f"exact {seven_hi:,} to {ct.counts[HC.FLUSH]:,} hands", ratio=(408, 510)),
        Figure("O62", _SEED001_2, "two pairs", "aces up against threes up, as a multiple",
               "12 times", Fraction(12), Fraction(1), Fraction(_two_pair_top(14), _two_pair_top(3)),
               Fraction(_two_pair_top(14), TOTAL_5),
               f"exact {_two_pair_top(14):,} to {_two_pair_top(3):,} hands"),
    ]
    return tuple(rows)


def _freq_row(id, situation, event, printed, book, exact_deals: Fraction, note) -> Figure:
    """A "once in N deals" figure: book and exact are N (deals per occurrence)."""
    exact_deals = Fraction(exact_deals)
    return Figure(id, _SEED001_2 + " (probabilities)", situation, event, printed, Fraction(book),
                  Fraction(1), exact_deals, 1 / exact_deals,
                  note + "; the 'odds' columns hold deals per occurrence")


def _straight_poker_two_pairs(samples: int = 200_000, seed: int = 18) -> Figure:
    """O-002-18: with five players at straight poker (no draw), two pairs win three pots of four.
    Estimated: a uniformly random two-pair hand against four hands dealt from the other 47 cards;
    a pot is won when no other hand is as good (a tie is counted as half a pot)."""
    import numpy as np
    from hoyle.evaluators.fast import all_hands, fast_evaluator
    from hoyle.evaluators.poker import STRAIGHT_POKER
    fe = fast_evaluator(STRAIGHT_POKER)
    hands = all_hands()
    vals = fe.eval5(hands)
    two = hands[fe.category_of[vals] == STRAIGHT_POKER.order.index(HC.TWO_PAIR)]
    rng = np.random.default_rng(seed)
    won = 0.0
    n_done = 0
    chunk = 50_000
    while n_done < samples:
        m = min(chunk, samples - n_done)
        mine = two[rng.integers(0, len(two), m)]
        # the other 47 cards of each deal, in random order; the first 20 make four hands
        keys = rng.random((m, 52))
        keys[np.arange(m)[:, None], mine] = 2.0
        rest = np.argpartition(keys, 20, axis=1)[:, :20].astype(np.uint8)
        best_other = np.zeros(m, dtype=np.uint16)
        for k in range(4):
            best_other = np.maximum(best_other, fe.eval5(np.ascontiguousarray(rest[:, 5 * k:5 * k + 5])))
        v = fe.eval5(mine)
        won += float(np.sum(v > best_other)) + 0.5 * float(np.sum(v == best_other))
        n_done += m
    p = won / samples
    half = 1.96 * (p * (1 - p) / samples) ** 0.5
    est = Fraction(p).limit_denominator(100_000)
    return Figure("O-002-18 / PK-29", "seed 002, Straight Poker (also seed 001 part 3)",
                  "five players, no draw, holding two pairs", "winning the pot",
                  "three pots out of four", Fraction(3, 4), Fraction(1, 4), est, est,
                  f"estimated share of pots won {p:.4f} (a tie counts half), 95 % interval "
                  f"{p - half:.4f} to {p + half:.4f}; the 'odds' columns hold the share of pots",
                  method=f"Monte Carlo, {samples:,} deals, seed {seed}")


def _high_card_count(top: int) -> int:
    """No-pair hands (no straight, no flush) whose highest card is ``top``."""
    import itertools
    n = 0
    for ranks in itertools.combinations(range(2, top), 4):
        r = sorted(ranks + (top,))
        straight = r[4] - r[0] == 4 or r == [2, 3, 4, 5, 14]
        if not straight:
            n += 1020
    return n


def _two_pair_top(top: int) -> int:
    """Two-pair hands whose higher pair is ``top``: 6 x 6 ways for the pairs, 44 odd cards."""
    return (top - 2) * 36 * 44
