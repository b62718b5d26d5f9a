"""A heuristic bot for the exchange games (whiskey poker, thirty-one, the commerces, my ship sails).

The books give little advice here; what they give is its rule. Thirty-one (seed 002): a player
may knock at once, without drawing, to keep the others from beating a good dealt hand, so the
bot knocks on a strong hand whenever it may. Straight poker's remark (seed 002) that two pairs
win most pots at a table without a draw is its whiskey-poker standard: it knocks on two pairs or
better. Otherwise, the standard play, our reading: make the exchange with the face-up widow
that betters the hand most; with the widow face down take it unseen on a hand worth less than a
pair; buy from the stock or barter away the card that counts least; give back, blind, the card
that counts least; stand after a knock when no exchange betters the hand.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...bots import Bot
from ...cards import parse_card
from ...core.actions import Action
from ...evaluators.three_card import pips
from .exchange_games import _key, hand_value

__all__ = ["ExchangeBot"]

#: the hand the bot knocks on, per ranking: a key to compare with (see _strong)
_KNOCK_POINT = {"thirty-one": 28, "commerce-foster": 26, "commerce-british": 26}


def _strong(cards, ranking: str) -> bool:
    v = hand_value(cards, ranking)
    if ranking == "poker":
        return v.category.name not in ("HIGH_CARD", "ONE_PAIR")
    if ranking == "ship":
        return False
    if v.category.name != "POINT":
        return True
    return _key(v)[1] >= _KNOCK_POINT[ranking]


def _keep(cards) -> tuple:
    """How much two or more kept cards are worth: the best suit's count and pips, then pairs."""
    best = (0, 0)
    for suit in range(4):
        inx = [c for c in cards if c & 3 == suit]
        if inx:
            best = max(best, (len(inx), sum(pips(c) for c in inx)))
    ranks = [c // 4 for c in cards]
    return best + (max(ranks.count(r) for r in ranks),)


class ExchangeBot(Bot):
    """Heuristic player of the exchange games (see the module docstring); uses its view only."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        ranking = view["ranking"]
        hand = [parse_card(c) for c in view["hand"]]
        verbs = {a.verb for a in legal}
        if view["phase"] == "dealer-first":
            widow = [parse_card(c) for c in view["widow"]]
            return Action("take") if widow and _strong(widow, ranking) else Action("pass")
        if view["phase"] == "return":
            return max((a for a in legal if a.verb == "return"),
                       key=lambda a: _keep([c for c in hand if c != a.args[0]]))
        now = _key(hand_value(hand, ranking))
        if "knock" in verbs and _strong(hand, ranking):
            return Action("knock")
        options = []
        for a in legal:
            if a.verb == "exchange":
                new = [c for c in hand if c != a.args[0]] + [a.args[1]]
                options.append((_key(hand_value(new, ranking)), a))
            elif a.verb == "take" and view["widow_up"]:
                widow = [parse_card(c) for c in view["widow"]]
                options.append((_key(hand_value(widow, ranking)), a))
        if options:
            best, act = max(options, key=lambda x: x[0])
            if best > now:
                return act
        if "take" in verbs and not view["widow_up"] and (
                ranking != "poker" or hand_value(hand, ranking).category.name == "HIGH_CARD"):
            return Action("take")
        for verb in ("buy", "barter"):
            if verb in verbs and not (ranking == "ship" and len({c & 3 for c in hand}) == 3 and verb == "buy"):
                return max((a for a in legal if a.verb == verb),
                           key=lambda a: _keep([c for c in hand if c != a.args[0]]))
        if options and "pass" not in verbs and not ("knock" in verbs and view["round"] > 3):
            return max(options, key=lambda x: x[0])[1]      # keep drawing: the best exchange
        for verb in ("pass", "turn", "knock"):
            if verb in verbs:
                return Action(verb)
        best_ex = max(options, key=lambda x: x[0])[1] if options else legal[0]
        return best_ex
