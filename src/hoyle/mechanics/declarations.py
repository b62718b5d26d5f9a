"""Declarations before the play: piquet's point, sequences, quatorzes and trios, carte blanche,
and the bonuses counted on them (repique, pique), with the exchange of "good", "not good" and
"equal" between the declarer and the one who answers (Foster 1914, seed 001 part 5 §2, catalog
001_part5.md §2.1-2.6).

Cards are hoyle card indices (``(rank - 2) * 4 + suit``, rank 7..14 in a piquet pack).

The pieces:

* :class:`Combination`: one declarable holding (``kind`` "point", "sequence", "quatorze",
  "trio", "carte-blanche"), its suit where it has one, its size and height, and its score.
* :func:`holdings`: every combination of one class that a hand holds, best first;
  :func:`best`: the best of them.
* :func:`declarable`: what a player may announce in a class: his best, or a part of it (the
  book's *sinking*: "51 when holding 61, quinte for sixième, trio for quatorze"), the part
  sunk being lost.
* :func:`answer`: the true answer of the opponent to an announcement (``GOOD``,
  ``NOT_GOOD``, ``EQUAL``); :func:`answers_open`: the answers he may give (the true one, or
  "good" when he holds better or equal: sinking on his side).
* :func:`scored_in_class`: who scores what in one class once the answer is given (the winner
  of a class also scores his inferior sequences, quatorzes and trios; the loser's count
  nothing; equality saves neither).
* :func:`settle_all`: the whole declaring of several hands at once (each declares his best),
  by seats or by partnerships (piquet voleur), for ``hoyle count`` and the three- and
  four-handed games.
* :func:`first_to`: repique and pique: the side that reaches a threshold in a run of scores
  before any other side has scored.
* :func:`good_against_the_cards`, :func:`under_declared`: rubicon piquet's under-declaring, a
  lower combination declared for a higher one, scored only if it was good against the cards.

Rules that differ between the games are arguments: ``by`` ("pips": the point compared by its
pip value, piquet au cent; "cards": by the number of cards, the pips breaking ties, rubicon
piquet), ``english_789`` (the English rule: a point holding the seven, eight and nine counts
one less), ``ranks`` (the ranks a sequence may be made of, in order), ``set_ranks`` (the ranks
whose fours and threes count) and ``trios`` (whether threes count at all).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

__all__ = ["Combination", "PIPS", "SEQUENCE_NAMES", "RANK_NAMES", "CLASSES", "GOOD", "NOT_GOOD", "EQUAL",
           "point_of", "holdings", "best", "compare", "declarable", "answer", "answers_open",
           "scored_in_class", "settle_all", "first_to", "carte_blanche", "PIQUET_RANKS", "SET_RANKS",
           "good_against_the_cards", "under_declared"]

#: pip values for the point (§2.1 "pip values": ace 11, court cards 10, the rest their face)
PIPS = {14: 11, 13: 10, 12: 10, 11: 10, 10: 10, 9: 9, 8: 8, 7: 7}
#: the French names Foster insists on (§2.1 "sequence")
SEQUENCE_NAMES = {3: "tierce", 4: "quatrième", 5: "quinte", 6: "sixième", 7: "septième", 8: "huitième"}
RANK_NAMES = {14: "aces", 13: "kings", 12: "queens", 11: "knaves", 10: "tens", 9: "nines", 8: "eights",
              7: "sevens"}
_TOP = {14: "ace", 13: "king", 12: "queen", 11: "knave", 10: "ten", 9: "nine", 8: "eight", 7: "seven"}
_SUITS = ("clubs", "diamonds", "hearts", "spades")
#: the order of the classes in declaring and in counting (§2.1 "class order")
CLASSES = ("point", "sequence", "set")
#: the piquet ranks in sequence order, low to high
PIQUET_RANKS = (7, 8, 9, 10, 11, 12, 13, 14)
#: the ranks whose fours (quatorze) and threes (trio) count (§2.1: above the nine)
SET_RANKS = (10, 11, 12, 13, 14)

GOOD, NOT_GOOD, EQUAL = "good", "not-good", "equal"


def _rank(c: int) -> int:
    return (c >> 2) + 2


def _suit(c: int) -> int:
    return c & 3


@dataclass(frozen=True)
class Combination:
    """One combination of a hand.

    Attributes:
        kind: "point", "sequence", "quatorze", "trio" or "carte-blanche".
        suit: 0..3 (clubs, diamonds, hearts, spades) for a point or a sequence, else None.
        size: cards in the point or the sequence; 4 or 3 for a quatorze or a trio.
        height: the pip total of a point; the top rank (7..14) of a sequence; the rank of a
            four or a three; 0 for carte blanche.
        score: what it scores when good.
        index: for a sequence, the position of its top card in the game's sequence order
            (so that imperial's K Q J A compares by that order); else the height.
    """

    kind: str
    suit: int | None
    size: int
    height: int
    score: int
    index: int = 0

    @property
    def klass(self) -> str:
        """The declaring class: "point", "sequence", "set" or "carte-blanche"."""
        return "set" if self.kind in ("quatorze", "trio") else self.kind

    def key(self, by: str = "pips") -> tuple:
        """The comparison key within its class: higher is better."""
        if self.kind == "point":
            return (self.height, self.size) if by == "pips" else (self.size, self.height)
        if self.kind == "sequence":
            return (self.size, self.index)
        return (self.size, self.index)

    def describe(self, suit: bool = True) -> str:
        """The announcement in words ("point of 5 (48)", "quinte to the knave of spades",
        "quatorze of tens"); ``suit=False`` leaves out the suit (a point or sequence declared
        without naming it)."""
        name = _SUITS[self.suit] if self.suit is not None else ""
        s = f" of {name}" if suit and name else ""
        if self.kind == "point":
            return f"point of {self.size} ({self.height}){' in ' + name if s else ''}"
        if self.kind == "sequence":
            return f"{SEQUENCE_NAMES.get(self.size, str(self.size))} to the {_TOP[self.height]}{s}"
        if self.kind == "carte-blanche":
            return "carte blanche"
        return f"{self.kind} of {RANK_NAMES[self.height]}"

    def to_dict(self) -> dict:
        return {"kind": self.kind, "suit": None if self.suit is None else _SUITS[self.suit], "size": self.size,
                "height": self.height, "score": self.score, "text": self.describe()}


def carte_blanche(hand: Iterable[int], court: Sequence[int] = (11, 12, 13)) -> bool:
    """Whether a hand holds no king, queen or knave (§2.1 "carte blanche": 10 points)."""
    return not any(_rank(c) in court for c in hand)


def point_of(hand: Iterable[int], suit: int, english_789: bool = False) -> Combination | None:
    """The point of one suit: its cards and pip total, scoring one per card (one less with the
    English rule when the seven, eight and nine are all in it, §2.1). None for a void."""
    ranks = [_rank(c) for c in hand if _suit(c) == suit]
    if not ranks:
        return None
    score = len(ranks) - (1 if english_789 and {7, 8, 9} <= set(ranks) else 0)
    return Combination("point", suit, len(ranks), sum(PIPS.get(r, r) for r in ranks), score, sum(PIPS.get(r, r) for r in ranks))


def _sequences(hand: Iterable[int], ranks: Sequence[int], minimum: int, values: dict[int, int] | None) -> list[Combination]:
    cards = set(hand)
    out: list[Combination] = []
    order = {r: i for i, r in enumerate(ranks)}
    for suit in range(4):
        held = [r for r in ranks if (r - 2) * 4 + suit in cards]
        run: list[int] = []
        for r in ranks + (None,):                    # type: ignore[operator]
            if r is not None and r in held:
                run.append(r)
                continue
            if len(run) >= minimum:
                n = len(run)
                score = values.get(n, 0) if values else (n if n < 5 else 10 + n)
                out.append(Combination("sequence", suit, n, run[-1], score, order[run[-1]]))
            run = []
    return out


def _sets(hand: Iterable[int], set_ranks: Sequence[int], trios: bool, quatorze_score: int = 14,
          trio_score: int = 3) -> list[Combination]:
    count: dict[int, int] = {}
    for c in hand:
        if _rank(c) in set_ranks:
            count[_rank(c)] = count.get(_rank(c), 0) + 1
    order = {r: i for i, r in enumerate(set_ranks)}
    out = []
    for r, k in count.items():
        if k == 4:
            out.append(Combination("quatorze", None, 4, r, quatorze_score, order[r]))
        elif k == 3 and trios:
            out.append(Combination("trio", None, 3, r, trio_score, order[r]))
    return out


def holdings(hand: Iterable[int], klass: str, *, english_789: bool = False, ranks: Sequence[int] = PIQUET_RANKS,
             set_ranks: Sequence[int] = SET_RANKS, trios: bool = True, by: str = "pips",
             minimum: int = 3, seq_values: dict[int, int] | None = None) -> list[Combination]:
    """Every combination of ``klass`` ("point", "sequence", "set") in ``hand``, best first
    (points: one per suit held; sequences: each maximal run of ``minimum`` or more in a suit;
    sets: each four (quatorze, 14) and three (trio, 3) of ``set_ranks``). ``seq_values`` maps a
    length to its score (default tierce 3, quatrième 4, then ten more than the length).
    Raises ValueError for an unknown class."""
    hand = list(hand)
    if klass == "point":
        out = [p for s in range(4) if (p := point_of(hand, s, english_789)) is not None]
    elif klass == "sequence":
        out = _sequences(hand, tuple(ranks), minimum, seq_values)
    elif klass == "set":
        out = _sets(hand, tuple(set_ranks), trios)
    else:
        raise ValueError(f"no class {klass!r}: point, sequence or set")
    return sorted(out, key=lambda c: c.key(by), reverse=True)


def best(hand: Iterable[int], klass: str, **kw) -> Combination | None:
    """The best combination of ``klass`` in ``hand`` (see :func:`holdings`), or None."""
    h = holdings(hand, klass, **kw)
    return h[0] if h else None


def compare(a: Combination | None, b: Combination | None, by: str = "pips") -> int:
    """+1 when ``a`` beats ``b``, -1 when ``b`` beats ``a``, 0 when equal (a missing one loses
    to any; two missing are equal). Quatorzes and trios are never equal (two players cannot
    hold four of one rank)."""
    if a is None or b is None:
        return (a is not None) - (b is not None)
    ka, kb = a.key(by), b.key(by)
    return (ka > kb) - (ka < kb)


def declarable(hand: Iterable[int], klass: str, **kw) -> list[Combination]:
    """What a player may announce in ``klass``: his best combination, or a part of one that he
    holds (sinking, §2.1 "sinking": a lesser suit's point; a shorter or lower run inside one of
    his sequences; a trio out of a quatorze; any lesser combination he holds). Best first; empty when he holds none.
    Keyword arguments as :func:`holdings`."""
    by = kw.get("by", "pips")
    held = holdings(hand, klass, **kw)
    out: list[Combination] = list(held)
    if klass == "sequence":
        minimum = kw.get("minimum", 3)
        values = kw.get("seq_values")
        ranks = tuple(kw.get("ranks", PIQUET_RANKS))
        for s in held:
            top_i = ranks.index(s.height)
            for length in range(minimum, s.size + 1):
                for top in range(top_i - (s.size - length), top_i + 1):
                    if length == s.size and top == top_i:
                        continue
                    score = values.get(length, 0) if values else (length if length < 5 else 10 + length)
                    out.append(Combination("sequence", s.suit, length, ranks[top], score, top))
    elif klass == "set":
        for s in held:
            if s.kind == "quatorze" and kw.get("trios", True):
                out.append(Combination("trio", None, 3, s.height, 3, s.index))
    uniq = list(dict.fromkeys(out))
    return sorted(uniq, key=lambda c: c.key(by), reverse=True)


def answer(declared: Combination | None, hand: Iterable[int], klass: str, *, elder_wins_ties: bool = False,
           **kw) -> str:
    """The true answer to ``declared`` from the holder of ``hand``: ``GOOD`` (he holds nothing
    as good), ``NOT_GOOD`` (he holds better), ``EQUAL`` (he holds as good: a point or a
    sequence only; with ``elder_wins_ties``, imperial's rule, a tie is good for the declarer)."""
    mine = best(hand, klass, **kw)
    c = compare(declared, mine, kw.get("by", "pips"))
    if c > 0:
        return GOOD
    if c < 0:
        return NOT_GOOD
    if declared is None:
        return GOOD
    return GOOD if elder_wins_ties else EQUAL


def answers_open(declared: Combination | None, hand: Iterable[int], klass: str, **kw) -> list[str]:
    """The answers the holder of ``hand`` may give: the true one; and ``GOOD`` too when the
    truth is "not good" or "equal" (he sinks his own, §2.1 "sinking"). He may never say "not
    good" or "equal" falsely (a false declaration, §2.1)."""
    truth = answer(declared, hand, klass, **kw)
    return [truth] if truth == GOOD else [truth, GOOD]


def _inferior(held: list[Combination], top: Combination, by: str) -> list[Combination]:
    return [c for c in held if c != top and c.key(by) < top.key(by)]


def scored_in_class(klass: str, declared: Combination | None, reply: str, declarer_hand: Iterable[int],
                    other_hand: Iterable[int], **kw) -> tuple[list[Combination], list[Combination]]:
    """What each scores in one class: ``(declarer's combinations, answerer's combinations)``.

    ``reply`` "good": the declarer scores ``declared`` and (sequences and sets) every one of
    his combinations inferior to it; "not good": the answerer scores his best and his inferior
    ones, the declarer nothing; "equal": nobody. A point scores only itself (§2.1: secondary
    points never count). ``declared`` None (the declarer sank the whole class): the answerer
    scores his best (if any) and inferior ones unless he answered "good" (sank his too)."""
    by = kw.get("by", "pips")
    kw2 = {k: v for k, v in kw.items() if k != "elder_wins_ties"}
    if reply == EQUAL:
        return [], []
    if declared is None:
        if reply == GOOD:
            return [], []
        held = holdings(other_hand, klass, **kw2)
        return [], ([held[0]] if klass == "point" else [held[0], *_inferior(held, held[0], by)]) if held else []
    if reply == GOOD:
        if klass == "point":
            return [declared], []
        return [declared, *_inferior(holdings(declarer_hand, klass, **kw2), declared, by)], []
    held = holdings(other_hand, klass, **kw2)
    return [], ([held[0]] if klass == "point" else [held[0], *_inferior(held, held[0], by)])


def settle_all(hands: Sequence[Iterable[int]], sides: Sequence[int] | None = None, *, min_point: int = 0,
               elder_wins_ties: bool = False, court: Sequence[int] = (11, 12, 13), **kw) -> dict[str, list[tuple[int, Combination]]]:
    """Every seat declares his best in each class, in seat order (seat 0 the elder); the best
    of each class scores for its side, with every inferior combination of that class held by
    the same side (a partner's too, piquet voleur §2.3); a tie for the best between sides
    scores for nobody (``elder_wins_ties``: for the earlier seat, imperial §2.6). A point below
    ``min_point`` pips may not be declared (voleur: 30). Carte blanche scores 10 to each holder.

    Returns ``{"carte-blanche": [...], "point": [...], "sequence": [...], "set": [...]}``, each
    a list of ``(seat, Combination)`` that score, in the book's class order."""
    cards: list[list[int]] = [list(h) for h in hands]
    n = len(cards)
    sides = list(sides) if sides is not None else list(range(n))
    by = kw.get("by", "pips")
    out: dict[str, list[tuple[int, Combination]]] = {"carte-blanche": []}
    for s, h in enumerate(cards):
        if len(h) and carte_blanche(h, court):
            out["carte-blanche"].append((s, Combination("carte-blanche", None, len(h), 0, 10)))
    for klass in CLASSES:
        held = [holdings(h, klass, **kw) for h in cards]
        if klass == "point" and min_point:
            held = [[c for c in hl if c.height >= min_point] for hl in held]
        tops = [(s, hl[0]) for s, hl in enumerate(held) if hl]
        out[klass] = []
        if not tops:
            continue
        top_key = max(c.key(by) for _, c in tops)
        winners = [s for s, c in tops if c.key(by) == top_key]
        if len({sides[s] for s in winners}) > 1 and not elder_wins_ties:
            continue
        w = winners[0]
        top = held[w][0]
        if klass == "point":
            out[klass] = [(w, top)]
            continue
        items = [(w, top)]
        for s in range(n):
            if sides[s] == sides[w]:
                items.extend((s, c) for c in held[s] if (s, c) != (w, top) and c.key(by) <= top.key(by))
        out[klass] = items
    return out


def first_to(events: Iterable[tuple[int, int]], threshold: int = 30) -> int | None:
    """Repique and pique (§2.1): walk ``events``, ``(side, points)`` in the order they count,
    and return the side whose running total first reaches ``threshold`` while every other side
    still has nothing; None if none does (once another side has scored, none can)."""
    totals: dict[int, int] = {}
    for side, pts in events:
        if pts <= 0:
            continue
        if any(v > 0 for s, v in totals.items() if s != side):
            return None
        totals[side] = totals.get(side, 0) + pts
        if totals[side] >= threshold:
            return side
    return None


def good_against_the_cards(declared: Combination, seen: Iterable[int], klass: str, pack: Iterable[int] | None = None,
                           **kw) -> bool:
    """Whether ``declared`` is good "against the cards" (rubicon piquet's under-declaring,
    §2.5): no combination of ``klass`` that the opponent could hold, made only of cards the
    declarer has not seen (``seen``: his hand and his discard), beats it. ``pack`` defaults
    to the 32-card piquet pack. Keyword arguments as :func:`holdings`."""
    by = kw.get("by", "pips")
    seen = set(seen)
    unseen = [c for c in (pack if pack is not None else
                          [(r - 2) * 4 + s for r in PIQUET_RANKS for s in range(4)]) if c not in seen]
    if klass == "point":
        return all(compare(declared, p, by) >= 0 for p in holdings(unseen, "point", **kw))
    return all(compare(declared, c, by) > 0 for c in holdings(unseen, klass, **kw))


def under_declared(declared: Combination, hand: Iterable[int], seen: Iterable[int], other_hand: Iterable[int],
                   klass: str, **kw) -> tuple[list[Combination], list[Combination]]:
    """Rubicon piquet's under-declaring (§2.5): a player holding a higher combination of
    ``klass`` declares the lower ``declared``. Returns ``(scored, lost)``: when ``declared`` is
    good against the cards (:func:`good_against_the_cards` over ``seen``) and in fact good
    against ``other_hand``, he scores all he holds in the class (the best and its inferiors);
    when it is good in fact but was not good against the cards (the opponent could have held
    better), the higher combinations are lost and he scores ``declared`` with what is below
    it; when it is not good in fact he scores nothing."""
    by = kw.get("by", "pips")
    hand = list(hand)
    held = holdings(hand, klass, **kw)
    if answer(declared, other_hand, klass, **kw) != GOOD:
        return [], held
    below = [declared, *_inferior(held, declared, by)]
    if good_against_the_cards(declared, seen, klass, **kw):
        return ([held[0]] if klass == "point" else held), []
    return below, [c for c in held if c not in below]
