"""A heuristic bridge bot: simple sound bids from the book's advice (001 part 1 §2.9, §3.3)
and the whist bot's play (leads, second hand low, third hand high, rule of eleven) for
whichever hand it plays, its own or dummy's."""

from __future__ import annotations

from typing import Any, Sequence

from ...bots import Bot
from ...bots.trick_play import WhistBot
from ...cards import parse_card
from ...core.actions import Action

__all__ = ["BridgeBot"]

_TRUMP_NAME = {"clubs": "clubs", "diamonds": "diamonds", "hearts": "hearts", "spades": "spades",
               "royals": "spades"}


def _points(cards) -> int:
    return sum(max(0, (c >> 2) + 2 - 10) for c in cards)     # A 4, K 3, Q 2, J 1


class BridgeBot(Bot):
    name = "heuristic"

    def __init__(self, seat: int, seed: int | None = None, game: Any = None):
        super().__init__(seat, seed, game)
        self._player = WhistBot(seat, seed, game)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        verbs = {a.verb for a in legal}
        if "play" in verbs:
            return self._play(view, legal)
        hand = [parse_card(c) for c in view.get("hand") or []]
        if "declare" in verbs:
            return self._declare(hand, legal)
        if "bid" in verbs:
            return self._bid(hand, view, legal)
        return next((a for a in legal if a.verb == "pass"), legal[0])

    def _declare(self, hand, legal) -> Action:
        aces = sum(1 for c in hand if c >> 2 == 12)
        can_pass = any(a.verb == "pass" for a in legal)
        if aces >= 3:
            return Action("declare", ("notrump",))
        lengths = {s: sum(1 for c in hand if c & 3 == s) for s in range(4)}
        s = max((2, 1, 0, 3), key=lambda k: lengths[k])
        if can_pass and (lengths[s] < 5 or _points(hand) < 12):
            return Action("pass")
        return Action("declare", (("clubs", "diamonds", "hearts", "spades")[s],))

    def _bid(self, hand, view, legal) -> Action:
        pts = _points(hand)
        lengths = {s: sum(1 for c in hand if c & 3 == s) for s in range(4)}
        names = {0: "clubs", 1: "diamonds", 2: "hearts", 3: "royals"}
        wanted = []
        if pts >= 16 and min(lengths.values()) >= 2:
            wanted.append("notrump")
        s = max(lengths, key=lambda k: (lengths[k], k))
        if lengths[s] >= 5 and pts >= 10:
            wanted.append(names[s])
        for denom in wanted:
            bids = [a for a in legal if a.verb == "bid" and a.args[1] == denom and a.args[0] <= 3]
            if bids:
                return min(bids, key=lambda a: a.args[0])
        if any(a.verb == "pass" for a in legal):
            return Action("pass")
        return min((a for a in legal if a.verb == "bid"), key=lambda a: (a.args[0], a.args[1] != "spades"))

    def _play(self, view, legal) -> Action:
        v = dict(view)
        contract = view.get("contract") or ""
        denom = contract.split()[-1] if contract else "notrump"
        v["trump"] = _TRUMP_NAME.get(denom)
        if view.get("playing_for") and view.get("playing_for") != view.get("seat"):
            v["seat"] = view["playing_for"]
            hands = view.get("dummy_hands") or {}
            v["hand"] = hands.get(view["playing_for"]) or view.get("dummy_hand") or [str(a.args[0]) for a in legal]
        return self._player.choose(v, legal)
