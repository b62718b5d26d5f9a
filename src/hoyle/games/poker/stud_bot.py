"""A heuristic stud bot: it plays on what it holds against what the others show.

The stud texts print no advice; Foster's straight poker (seed 002: stud is played "as straight
poker") says the hands that win are weaker than in draw poker, threes are very strong and two
pairs win three pots in four at five players. Our reading, the standard advice of the stud
books: stay while your hand beats every board you can see, or while you hold a pair, or high
cards early on a cheap bet; bet and raise when you beat the boards with a pair or better; drop
a hand beaten by a board showing. In Mexican stud the highest card (the lowest, playing low)
is kept in the hole; the optional last card down keeps the hole card down.
"""

from __future__ import annotations

import itertools
from typing import Any, Sequence

from ...bots import Bot
from ...cards import parse_card
from ...core.actions import Action
from ...evaluators import FOSTER, STRAIGHT_POKER
from .stud import showing_value

__all__ = ["StudBot"]


def _best(cards, low: bool, rules) -> tuple:
    k = min(5, len(cards))
    return max(showing_value(list(f), low, rules) for f in itertools.combinations(cards, k))


class StudBot(Bot):
    """Heuristic stud player (see the module docstring); uses only its seat's view."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        low = view["ranking"] == "low"
        seat = view["seat"]
        if view["phase"] == "expose":
            rank = (lambda c: 1 if c.rank == 14 else c.rank) if low else (lambda c: c.rank)
            hole = sorted((parse_card(c) for c in view["hole"]), key=rank)
            keep = hole[0] if low else hole[-1]
            return next(a for a in legal if a.verb == "expose" and a.args[0] != keep)
        if view["phase"] != "betting":
            return next((a for a in legal if a.verb == "keep"), legal[0])
        rules = STRAIGHT_POKER if view["ranking"] == "no-straight-flush" else FOSTER
        me = view["seats"][seat]
        mine = [parse_card(c) for c in view["hole"] + me["up"] + view["common"]]
        my = _best(mine, low, rules)
        boards = [showing_value([parse_card(c) for c in d["up"]], low, rules)
                  for d in view["seats"] if d["seat"] != seat and d["in"] and not d["folded"] and d["up"]]
        if low:       # a low hand is compared card for card: my best as many cards as the boards
            size = max(1, min(5, len(me["up"])))
            mine_k = max(showing_value(list(f), True, rules) for f in itertools.combinations(mine, size))
            beats = all(mine_k > b for b in boards)
            pairless = my[0] == -1
            top = -my[5]
            strength = 2 if pairless and top <= 8 else 1 if pairless and top <= 10 else 0
        else:
            beats = all(my > b for b in boards)
            strength = self._strength(mine, rules)
        verbs = {a.verb for a in legal}
        to_call = view.get("to_call", 0)
        limit = view["limit"]
        early = len(me["up"]) <= 2
        if beats and strength >= 1:
            want = limit if strength >= 2 else max(1, limit // 3)
            return (self._amount(legal, "raise", want) if "raise" in verbs and (strength >= 2 or to_call == 0)
                    else None) or self._amount(legal, "bet", want) or self._stay(legal)
        if beats:
            return (self._amount(legal, "bet", 1) if "check" not in verbs else None) or self._stay(legal)
        if strength >= 1 and to_call <= limit:
            return self._stay(legal)
        if "check" in verbs:
            return Action("check")
        high = max((c.rank for c in mine), default=0) if not low else 0
        if early and to_call <= max(1, limit // 4) and (high >= 10 or low):
            return self._stay(legal)
        return Action("fold") if "fold" in verbs else legal[0]

    @staticmethod
    def _strength(cards, rules) -> int:
        """0 nothing, 1 a pair, 2 two pairs or threes, 3 better (of the best five held)."""
        if not cards:                               # betting before the deal (cold hands)
            return 0
        counts: dict[int, int] = {}
        for c in cards:
            counts[c.rank] = counts.get(c.rank, 0) + 1
        shape = sorted(counts.values(), reverse=True)
        if len(cards) >= 5:
            v = _best(cards, False, rules)
            if v and v[0] >= 4:                     # a straight or better (the class's place)
                return 3
        if shape[0] >= 3 or (len(shape) > 1 and shape[0] == 2 and shape[1] == 2):
            return 2
        return 1 if shape[0] == 2 else 0

    @staticmethod
    def _stay(legal) -> Action:
        verbs = {a.verb: a for a in legal}
        return verbs.get("check") or verbs.get("call") or verbs.get("fold") or legal[0]

    @staticmethod
    def _amount(legal, verb: str, want: int) -> Action | None:
        am = [a.args[0] for a in legal if a.verb == verb]
        if not am:
            return None
        return Action(verb, (min(am, key=lambda x: (abs(x - want), x)),))
