"""A heuristic brag bot: it bets on where its hand stands among all the hands it could hold.

The brag texts print little advice. Foster (seed 001 part 3 §A12) says a player may "call his
bragger anything" and bet on it as the hand it makes, and that in three-stake brag the count
nearest 31 needs judgement; seed 004 §1.8.1 says bluffing is part of the game and that a show
comes only when two are left. Our reading, the standard advice: value the hand by the share
of the 22,100 three-card hands (1,326 two-card hands) it beats under the game's ranking, with
the braggers counted as the cards they make; stay with a pair or better (a share of about
0.83 in brag), raise with a prial, running flush or run (about 0.96), see early with two left
holding a strong hand; drop the rest unless the stake is cheap and the hand has an ace; split
seven- and nine-card hands to make the best first hand that leaves a fair second; take a
dummy card when it raises the hand's share.
"""

from __future__ import annotations

import bisect
import itertools
from functools import lru_cache
from typing import Any, Sequence

from ...bots import Bot
from ...cards import parse_card
from ...core.actions import Action
from .brag import hand_value

__all__ = ["BragBot", "share"]


@lru_cache(maxsize=None)
def _keys(ranking: str, size: int) -> tuple:
    return tuple(sorted(hand_value(h, ranking).key for h in itertools.combinations(range(52), size)))


def share(cards, ranking: str) -> float:
    """The share (0 to 1) of all hands of the same size that ``cards`` beats under ``ranking``."""
    keys = _keys(ranking, len(cards))
    return bisect.bisect_left(keys, hand_value(cards, ranking).key) / len(keys)


class BragBot(Bot):
    """Heuristic brag player (see the module docstring); uses only its seat's view."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        verbs = {a.verb for a in legal}
        ranking = view["ranking"]
        if view["phase"] == "splitting":
            return self._split(legal, ranking)
        if view["phase"] == "exchanging":
            return self._exchange(view, legal, ranking)
        cards = [parse_card(c) for c in view["hand"]]
        if view.get("forehead") and not cards:
            x = self._forehead(view)
        elif len(cards) < 2:          # three-card poker's first round: a lone card
            high = cards[0].rank if cards else 0
            x = 0.9 if high >= 13 else 0.6 if high >= 10 else 0.3
        elif len(cards) == 2 and ranking not in ("two-card-poker", "two-card-deuces-wild"):
            r = sorted((c.rank for c in cards), reverse=True)
            x = 0.95 if r[0] == r[1] else 0.75 if r[0] >= 12 else 0.4
        else:
            x = share(cards, ranking)
        players = max(2, view.get("players_in", 2))
        need = 0.55 + 0.05 * min(players - 2, 4)          # more players, better hands needed
        if view.get("forehead"):       # a chip a turn on a known chance: stay on even odds
            me = view["seats"][view["seat"]]
            need = 0.3 + 0.05 * me.get("bet", 0)  # each chip a turn: dearer the longer it goes
            if "see" in verbs:             # two left: see on fair odds, else give it up
                return Action("see") if x >= 0.4 else Action("fold")
        to_call = view.get("to_call", 0)
        cheap = to_call <= max(1, view["limit"] // 4)
        if "declare" in verbs:
            return Action("declare")
        if x >= 0.96:
            raise_ = self._amount(legal, "raise", view["limit"]) or self._amount(legal, "bet", view["limit"])
            if raise_ is not None and self.rng.random() < 0.7:
                return raise_
            if "see" in verbs:
                return Action("see")
        if x >= need or (cheap and x >= need - 0.25 and self.rng.random() < 0.5):
            if "see" in verbs and x >= 0.8:
                return Action("see")
            for v in ("check", "call"):
                if v in verbs:
                    return Action(v)
            bet = self._amount(legal, "bet", 1)
            if bet is not None:
                return bet
        if "check" in verbs:
            return Action("check")
        if "see" in verbs and x >= 0.5:
            return Action("see")
        return Action("fold") if "fold" in verbs else legal[0]

    @staticmethod
    def _forehead(view: dict[str, Any]) -> float:
        """The forehead game (004 §1.14): the chance that one's unseen card is above every card
        showing on a live opponent's forehead, over the cards one cannot see."""
        seen = [parse_card(c) for d in view["seats"] for c in d.get("shown", ())]
        live = [parse_card(c) for d in view["seats"] if d["in"] and not d["folded"]
                for c in d.get("shown", ())]
        top = max((c.rank for c in live), default=1)
        unseen = [c for c in range(52) if c not in {int(x) for x in seen}]
        return sum(1 for c in unseen if c // 4 + 2 > top) / max(1, len(unseen))

    def _split(self, legal: Sequence[Action], ranking: str) -> Action:
        best, best_score = legal[0], -1.0
        for a in legal:
            if a.verb != "split":
                continue
            cards = list(a.args)
            hands = [cards[3 * i:3 * i + 3] for i in range(len(cards) // 3)]
            score = sum(share(h, ranking) for h in hands) + 0.5 * share(hands[0], ranking)
            if score > best_score:
                best, best_score = a, score
        return best

    def _exchange(self, view: dict[str, Any], legal: Sequence[Action], ranking: str) -> Action:
        hand = [parse_card(c) for c in view["hand"]]
        now = share(hand, ranking)
        best, gain = Action("pass"), 0.0
        for a in legal:
            if a.verb != "exchange":
                continue
            c, d = a.args
            x = share([h for h in hand if h != c] + [d], ranking)
            if x - now > gain:
                best, gain = a, x - now
        return best

    @staticmethod
    def _amount(legal: Sequence[Action], verb: str, want: int) -> Action | None:
        am = [a.args[0] for a in legal if a.verb == verb]
        if not am:
            return None
        return Action(verb, (min(am, key=lambda x: (abs(x - want), x)),))
