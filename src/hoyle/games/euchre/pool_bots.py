"""A bot for the pool trick games (spoil five, forty-five, loo, rams, rounce, bierspiel),
from the seat's view only (its hand, each held card's suit and strength in play as the view's
``order`` gives them, and the trick's ``trick_order``).

The books' advice (001 part 3 §B17 "strategy", §B19, §B22): stand with a trump or two good
cards, else pass (or take the widow with nothing); throw away plain cards below the queen in an
exchange; rob with the lowest plain card; in play win the trick as cheaply as possible, else
play the lowest card ("use a single weak trump early", spoil five); claim the pool with three
tricks rather than jink.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...bots import Bot
from ...cards import parse_card
from ...core.actions import Action

__all__ = ["PoolTrickBot"]


class PoolTrickBot(Bot):
    """Plays the pool trick games by the advice in the module docstring."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            return self._choose(view, legal)
        except Exception:          # a heuristic must never stop a game
            return legal[0]

    def _strength(self, view: dict, c: str) -> tuple[bool, int]:
        suit, rank = view["order"].get(c, [None, 0])
        return (suit is not None and suit == view.get("trump"), rank)

    def _choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        verbs = {a.verb: a for a in legal}
        hand = view.get("hand") or []
        trumps = [c for c in hand if self._strength(view, c)[0]]
        if "claim" in verbs:
            return verbs["claim"]
        if "play" in verbs:
            return self._play(view, [a for a in legal if a.verb == "play"])
        if "rob" in verbs:
            robs = [a for a in legal if a.verb == "rob"]
            return min(robs, key=lambda a: self._strength(view, str(a.args[0])))
        if "keep" in verbs:
            weak = [c for c in hand if not self._strength(view, c)[0] and parse_card(c).rank < 12]
            for a in legal:
                if a.verb == "discard" and sorted(map(str, a.args)) == sorted(weak):
                    return a
            return verbs["keep"]
        if "discard" in verbs:
            return min(legal, key=lambda a: self._strength(view, str(a.args[0])) if a.args else (True, 99))
        good = len(trumps) + sum(1 for c in hand if parse_card(c).rank == 14)
        for v in ("stand", "play"):
            if v in verbs and (good >= 1 or "pass" not in verbs):
                return verbs[v]
        if "widow" in verbs and "pass" in verbs and good == 0 and not view.get("declared"):
            return verbs["widow"]
        return verbs.get("pass", legal[0])

    def _play(self, view: dict, plays: list[Action]) -> Action:
        def key(a: Action) -> tuple[bool, int]:
            return self._strength(view, str(a.args[0]))
        if not view["trick"]:
            return max(plays, key=key)
        led = view["trick_order"][0][0]
        trump = view.get("trump")
        best = None
        for s, r in view["trick_order"]:
            if best is None or (s == best[0] and r > best[1]) or (s == trump and best[0] != trump):
                best = (s, r)

        def beats(a: Action) -> bool:
            s, r = view["order"][str(a.args[0])]
            return (s == best[0] and r > best[1]) or (s == trump and best[0] != trump)
        winners = [a for a in plays if beats(a)]
        if winners:
            return min(winners, key=key)
        del led
        return min(plays, key=key)
