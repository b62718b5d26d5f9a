"""A cribbage bot that follows the book's advice (Foster 1914, seed 001 part 4 §8 "suggestions"
and part 5 §1.1-1.2; catalog 001_part4.md §8, 001_part5.md §1.1-1.2).

Laying away: every choice of cards to keep is valued by its average show over the starters it
cannot see (the sixteen ten-cards the likeliest), plus or minus what the cards laid away give
the crib: to its own crib it lays pairs, close cards, fives and cards making five or fifteen;
to the opponent's it balks (a king with a wide card, never a five, a pair, two close cards or
cards making five or fifteen). In five-card cribbage the crib weighs as much as the hand.

The play: it pegs what it can (a fifteen, thirty-one, a pair, a run), avoids leaving the count
at five or twenty-one (a ten-card makes fifteen or thirty-one on it) and pairing a card when it
holds no third, leads one of a pair or a card under five; with muggins it claims the true count
and calls muggins on any claim that is not.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Sequence

import numpy as np

from ...cards import parse_card
from ...core import Action
from ...mechanics.counting import peg, pip, rank_of, show

__all__ = ["CribbageBot", "crib_value", "keep_value"]


def crib_value(cards: Sequence[int]) -> float:
    """What two (or one) cards laid away are worth to a crib, by the book's advice: their own
    count, a five 2 more, cards making five 1, close cards (a rank or two apart) 1."""
    v = float(show(cards, None).total) if len(cards) >= 2 else 0.0
    v += 2.0 * sum(1 for c in cards if pip(c) == 5)
    if len(cards) == 2:
        a, b = cards
        if pip(a) + pip(b) == 5:
            v += 1.0
        if 0 < abs(rank_of(a) - rank_of(b)) <= 2:
            v += 1.0
        if {rank_of(a), rank_of(b)} & {13} and not {rank_of(a), rank_of(b)} & {5}:
            v -= 0.5                          # a king balks: it cannot make a run above
    return v


def keep_value(keep: Sequence[int], unseen: Sequence[int]) -> float:
    """The average show of ``keep`` over the starters in ``unseen``."""
    return sum(show(keep, st).total for st in unseen) / max(len(unseen), 1)


class CribbageBot:
    """Heuristic: see the module docstring. ``choose(view, legal)`` -> one of ``legal``."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int | None = None, game: Any = None):
        self.seat = seat
        self.rng = np.random.Generator(np.random.PCG64(seed))
        self.plan: list | None = None

    def choose(self, view: dict, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        verb = legal[0].verb
        if verb == "discard":
            return self._discard(view, legal)
        if verb in ("play", "go"):
            return self._play(view, legal)
        if verb == "claim":
            c = view["claim"]
            if c["what"] == "play":
                true = sum(it.points for it in peg([parse_card(x) for x in c["cards"]]))
            else:
                true = view["shows"][-1]["total"]
            return next(a for a in legal if a.args[0] == true)
        if Action("muggins") in legal:
            return Action("muggins")
        return legal[0]

    def _discard(self, view: dict, legal: Sequence[Action]) -> Action:
        hand = [parse_card(c) for c in view["hand"]]
        away = [parse_card(c) for c in view["laid_away"]]
        to_lay = (2 if view["players"] == 2 else 1) - len(away)
        if self.plan is None or not set(self.plan) <= set(hand):
            own = view["dealer"] == self.seat
            if view["players"] == 4:
                own = own or (view["dealer"] % 2 == self.seat % 2)
            weight = 1.0 if len(hand) + len(away) == 5 and view["players"] == 2 else 0.6
            seen = set(hand) | set(away)
            unseen = [c for c in range(52) if c not in seen]
            best, best_v = None, None
            for lay in combinations(hand, to_lay):
                keep = [c for c in hand if c not in lay]
                v = keep_value(keep, unseen)
                cv = crib_value(list(lay) + away) * weight
                v += cv if own else -cv
                if best_v is None or v > best_v + 1e-9:
                    best, best_v = list(lay), v
            self.plan = best
        assert self.plan is not None
        card = self.plan[0]
        return next(a for a in legal if a.args and a.args[0] == card)

    def _play(self, view: dict, legal: Sequence[Action]) -> Action:
        plays = [a for a in legal if a.verb == "play"]
        if not plays:
            return legal[0]
        count = [parse_card(c) for c in view["this_count"]]
        total = view["count"]
        hand = [parse_card(c) for c in view["hand"]]
        best, best_v = None, None
        for a in plays:
            c = a.args[0]
            gain = sum(it.points for it in peg(count + [c]))
            t = total + pip(c)
            v = 2.0 * gain
            if t in (5, 21):
                v -= 1.5                     # a ten-card then makes fifteen or thirty-one
            if count and rank_of(c) == rank_of(count[-1]) and sum(rank_of(h) == rank_of(c) for h in hand) < 2:
                v -= 1.0                     # pairing invites a pair royal
            if not count:
                if sum(rank_of(h) == rank_of(c) for h in hand) >= 2:
                    v += 0.5                 # lead one of a pair
                if pip(c) < 5:
                    v += 0.5                 # a card that cannot be made fifteen
                if pip(c) == 5:
                    v -= 1.0
            v += 0.01 * pip(c)               # otherwise rid the high cards first
            if best is None or best_v is None or v > best_v:
                best, best_v = a, v
        return best if best is not None else plays[0]
