"""Heuristic bots for bouillotte and ambigu, by the books' advice (catalog 001_part3.md §A14
"Strategy", §A15).

Bouillotte: a brelan is worth betting on and raising; otherwise the hand is valued by its
point, the cards of its best suit with the retourne if it is of that suit (A 11, K Q J 10).
The first speaker with 21 points should make good the blind; after two players are in, 31 to
40 is doubtful (§A14): so a bot opens or meets with 21 or more when few are in and with 31 or
more against two or more, raises only with a brelan, and takes the word to raise only with a
brelan carré or an ace-high simple brelan. An ace with one card of its suit (at most 21
points) is thrown.

Ambigu: the hand is valued by its best combination (:func:`~hoyle.games.poker.ambigu.combination`);
a bot plays with a sequence or better, or a point of three cards; draws to keep the most of
one suit (our reading of standard play: the text gives no advice); raises with a tricon or
better.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...bots import Bot
from ...cards import parse_card
from ...core.actions import Action

__all__ = ["BouillotteBot", "AmbiguBot"]


def _pick(legal: Sequence[Action], verb: str, want: int) -> Action | None:
    am = [a for a in legal if a.verb == verb]
    if not am:
        return None
    return min(am, key=lambda a: (abs(a.args[0] - want), a.args[0]))


class BouillotteBot(Bot):
    """Heuristic bouillotte player (see the module docstring); uses only its seat's view."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        from .bouillotte import POINTS, brelan
        verbs = {a.verb for a in legal}
        if "straddle" in verbs:
            return Action("straddle") if self.rng.random() < 0.3 else Action("decline")
        hand = [parse_card(c) for c in view["hand"]]
        ret = parse_card(view["retourne"]) if view.get("retourne") else None
        b = brelan(hand, ret) if ret is not None and len(hand) == 3 else None
        best = 0
        for suit in range(4):
            cs = [c for c in hand if int(c.suit) == suit]
            if ret is not None and int(ret.suit) == suit:
                cs.append(ret)
            best = max(best, sum(POINTS[c.rank] for c in cs))
        bets = sum(1 for d in view["seats"] if d["bet"] > 0)
        need = 21 if bets <= 2 else 31
        strong = b is not None
        to_call = view.get("to_call", 0)
        if view.get("word") == view.get("seat") and to_call == 0 and "check" in verbs:
            if b is not None and (b[0] == 3 or b[1] == 14) and self.rng.random() < 0.6:
                r = _pick(legal, "raise", 10)
                if r is not None:
                    return r
            return Action("check")
        if strong:
            r = _pick(legal, "raise", 10) or _pick(legal, "bet", view.get("blind", 5) + 10)
            if r is not None and self.rng.random() < 0.5:
                return r
        if strong or best >= need or (best >= need - 6 and to_call <= 10 and self.rng.random() < 0.5):
            for v in ("call",):
                if v in verbs:
                    return Action(v)
            bet = [a for a in legal if a.verb == "bet"]
            if bet:
                return bet[0]
            if "check" in verbs:
                return Action("check")
        if "check" in verbs:
            return Action("check")
        return Action("fold") if "fold" in verbs else legal[0]


class AmbiguBot(Bot):
    """Heuristic ambigu player (see the module docstring); uses only its seat's view."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        from .ambigu import combination, pips
        verbs = {a.verb for a in legal}
        hand = [parse_card(c) for c in view["hand"]]
        combo = combination(hand)
        if "stand" in verbs:
            if combo.category >= 3:
                return Action("stand")
            groups: dict[int, list] = {}
            for c in hand:
                groups.setdefault(int(c.suit), []).append(c)
            keep = max(groups.values(), key=lambda g: (len(g), sum(pips(c) for c in g)))
            if len(hand) == 2 and len(keep) == 1:
                keep = [max(hand, key=pips)]
            out = tuple(c for c in hand if c not in keep)
            cands = [a for a in legal if a.verb == "discard" and set(a.args) == set(out)]
            return cands[0] if cands else Action("stand")
        strong = combo.category >= 2 or (combo.category == 1 and combo.key[0] >= 3)
        if "play" in verbs:
            ok = strong or (combo.category == 1 and combo.key[1] >= 12 and self.rng.random() < 0.6)
            return Action("play") if ok or self.rng.random() < 0.15 else Action("pass")
        if "keep" in verbs:
            return Action("keep") if strong else Action("redeal")
        if combo.category >= 4 and self.rng.random() < 0.6:
            r = _pick(legal, "raise", 5) or _pick(legal, "bet", 5)
            if r is not None:
                return r
        if strong and "bet" in verbs and self.rng.random() < 0.5:
            return _pick(legal, "bet", 2) or Action("check")
        if "check" in verbs:
            return Action("check")
        if "call" in verbs and (strong or view.get("to_call", 0) <= 2):
            return Action("call")
        return Action("fold") if "fold" in verbs else legal[0]
