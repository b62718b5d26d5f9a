"""Norwegian whist (Foster 1914, appendix, 001 part 6 §12.3): every hand at no trumps; one
bids *grand* (to win tricks) or *nullo* (to lose them), or all pass and it is played as
nullo without a bidder.

Bidding goes round from the dealer's left: ``grand``, ``nullo`` or ``pass``; the first grand
or nullo ends it. Grand: the player on the bidder's right leads; each trick over six is
worth 4 to the bidder's side, and if that side misses the odd trick the adversaries score
double (8) for each trick over book. Nullo: the player on the bidder's left leads; the
tricks over book the bidder's side takes count for the adversaries (``nullo_value``, 4 by
default, 2 "in some places"). No bid: nullo, the player on the dealer's left leads, and
each side's tricks over book count for the other side (catalog ambiguity: we read it so).
Game is 50. Outcome: the deal's points, zero-sum between the sides.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook
from ...core.rules import option
from .bid_whist import SideBidState
from .state import COMPASS, WhistRules

__all__ = ["NorwegianRules", "NorwegianWhistState", "NORWEGIAN_LAWS", "norwegian_score"]

NORWEGIAN_LAWS = LawBook.of("Norwegian whist", "Foster 1914, 001 part 6 §12.3", [
    ("12.3a", "bidding", "From the dealer's left each bids grand, nullo or passes; the first grand or nullo ends the bidding; if all pass the hand is nullo."),
    ("12.3b", "lead", "Grand: the bidder's right-hand adversary leads; nullo: his left-hand adversary; no bid: the dealer's left."),
    ("12.3c", "scoring", "Tricks over six count 4 in grand for the bidder's side (double to the adversaries if he misses the odd trick); in nullo they count against the taker."),
    ("12.3d", "bid-out-of-turn", "A bid out of turn costs 20 points and the offender may not bid again that deal.", "20 points"),
    ("12.3e", "revoke", "A revoking side gives three tricks in grand, or takes three in nullo."),
])


def norwegian_score(bid: str | None, bidder_side: int | None, tricks: list[int], value: int = 4,
                    nullo_value: int = 4) -> list[int]:
    """Points per side for one hand (see the module docstring)."""
    out = [0, 0]
    if bid == "grand":
        odd = tricks[bidder_side] - 6
        if odd > 0:
            out[bidder_side] += odd * value
        else:
            out[1 - bidder_side] += (tricks[1 - bidder_side] - 6) * value * 2
        return out
    for side in (0, 1):
        odd = tricks[side] - 6
        if odd > 0:
            out[1 - side] += odd * nullo_value
    return out


@dataclass(frozen=True)
class NorwegianRules(WhistRules):
    code: str = option("english", "whist laws for the play", "001 part 6 §12.3", choices=("english", "american"))
    game_points: int = option(10, "not used: the game is 50 (see 'target'); kept for the whist engine",
                              "001 part 6 §12.3 (game of 50)", choices=(5, 7, 10))
    nullo_value: int = option(4, "points a trick over book in nullo (4, or 2 in some places)",
                              "001 part 6 §12.3", choices=(2, 4))
    target: int = option(50, "points for game", "001 part 6 §12.3", minimum=1, maximum=1_000, bound="our bound: 1,000 points")


class NorwegianWhistState(SideBidState):
    """One hand of Norwegian whist. Actions: ``grand``, ``nullo``, ``pass``, then ``play QS``."""

    rules_cls = NorwegianRules

    def __init__(self, num_players: int = 4, rules: Any = None, shuffler=None, context: dict | None = None):
        self._begin_side_bidding(num_players, rules, shuffler, context)
        self.bid: str | None = None
        self._passes = 0

    def legal_actions(self) -> list[Action]:
        if self.phase == "bidding":
            return [Action("grand"), Action("nullo"), Action("pass")]
        return super().legal_actions()

    def _check(self, action: Action) -> None:
        if self.phase == "bidding":
            if not self._is_legal(action):
                raise IllegalAction("bid grand or nullo, or pass", NORWEGIAN_LAWS.cite("12.3a"))
            return
        super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase != "bidding":
            super()._apply(action)
            return
        seat = self._turn
        if action.verb == "pass":
            self._passes += 1
            self._turn = (seat + 1) % 4
            if self._passes == 4:
                self._start(None, None)
            return
        self._start(action.verb, seat)

    def _start(self, bid: str | None, bidder: int | None) -> None:
        self.bid, self.bidder = bid, bidder
        if bid == "grand":
            leader = (bidder + 3) % 4
        elif bid == "nullo":
            leader = (bidder + 1) % 4
        else:
            leader = (self.dealer + 1) % 4
        self.tp.leader = self.tp.turn = leader
        self.phase = "play"

    def points(self) -> list[int]:
        if not self.tp.over:
            raise DealNotOver("the hand is not finished")
        side = None if self.bidder is None else self.bidder & 1
        return norwegian_score(self.bid, side, self.side_tricks(), 4, self.rules.nullo_value)

    def result_text(self) -> str | None:
        if not self.tp.over:
            return None
        t, p = self.side_tricks(), self.points()
        what = f"{self.bid} by {COMPASS[self.bidder]}" if self.bid else "no bid (nullo)"
        return f"{what}: N-S {t[0]} tricks, E-W {t[1]}; points N-S {p[0]}, E-W {p[1]}"

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat) if self.phase != "bidding" else self._bidding_view(seat)
        v["game"] = "norwegian-whist"
        v["bid"] = self.bid
        v["bidder"] = None if self.bidder is None else COMPASS[self.bidder]
        v.pop("result", None)
        if self.tp.over:
            v["points"] = {"NS": self.points()[0], "EW": self.points()[1]}
        return v

    def _bidding_view(self, seat: int | None) -> dict[str, Any]:
        return {"code": self.rules.code, "seat": None if seat is None else COMPASS[seat],
                "dealer": COMPASS[self.dealer], "trump": None, "turned_card": None,
                "hand": [str(c) for c in self.tp.hands[seat]] if seat is not None else None,
                "to_act": COMPASS[self._turn], "trick": [], "trick_number": 1,
                "tricks": {"NS": 0, "EW": 0}, "score": {"NS": self.score_before[0], "EW": self.score_before[1]},
                "game_points": self.rules.target, "played": [], "exposed": {}, "dummy_hands": {},
                "playing_for": None, "phase": "bidding"}

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        return cls._render_sides(view, f"Norwegian whist - no trumps - dealer {view['dealer']} - "
                                 f"{view['bid'] or 'no bid yet'}"
                                 + (f" by {view['bidder']}" if view.get("bidder") else ""))
