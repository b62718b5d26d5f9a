"""Bid whist (Foster 1914, appendix, 001 part 6 §12.2): partnership whist in which the
players bid, from eldest round, the points they will make if they may name trumps and lead.

Points per deal (``system``): "17" — one for each trick and one for each of A K Q J of
trumps, to the side that wins it in a trick; "11" — one for each trick over six and each
honour won, the bidder counting nothing unless his side wins the odd trick. The highest bid
names trumps (``trump hearts``) and leads. Made: the bidder's side scores all it made, the
adversaries what they made. Failed: the bidder's side is set back by its bid and the
adversaries score what they made. If all pass the hand is thrown in (the book gives no rule:
our reading). Outcome: the deal's points, zero-sum between the sides (each side's score less
the other's, as the 17-point system records only the difference).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook
from ...core.rules import option
from ...mechanics.tricks import SUIT_NAMES, parse_suit, trick_line
from .state import COMPASS, WhistRules, WhistState

__all__ = ["BidWhistRules", "BidWhistState", "BID_WHIST_LAWS", "bid_whist_points", "SideBidState"]

BID_WHIST_LAWS = LawBook.of("Bid whist", "Foster 1914, 001 part 6 §12.2", [
    ("12.2a", "bidding", "From eldest round, each bids the points he will make if he names trumps and leads, or passes; the highest bid wins."),
    ("12.2b", "points", "17 a deal: a point a trick and a point for each of A K Q J of trumps won; or 11: tricks over six and honours, the bidder needing the odd trick."),
    ("12.2c", "scoring", "Made: the bidder scores all he makes; failed: he is set back by his bid; the adversaries score what they make."),
])


def bid_whist_points(tricks: list[int], honours_won: list[int], system: str = "17",
                     bidder_side: int | None = None) -> list[int]:
    """Points each side made in the play (before the bid is judged)."""
    if system == "17":
        return [tricks[s] + honours_won[s] for s in (0, 1)]
    out = [max(0, tricks[s] - 6) + honours_won[s] for s in (0, 1)]
    if bidder_side is not None and tricks[bidder_side] <= 6:
        out[bidder_side] = 0
    return out


@dataclass(frozen=True)
class BidWhistRules(WhistRules):
    system: str = option("17", "points per deal: '17' (tricks and honours) or '11' (odd tricks and honours)",
                         "001 part 6 §12.2", choices=("17", "11"))


class SideBidState(WhistState):
    """What the partnership games that bid before the play share (bid whist; Norwegian whist,
    001 part 6 §12.3): the deal begun by :meth:`_begin_side_bidding` (the pack dealt one at a
    time, the bidding from the dealer's left, ``_turn`` the seat to speak) and the hand scored
    in points per side by the subclass's ``points()``, the outcome being their difference
    (zero-sum between the sides)."""

    def _begin_side_bidding(self, num_players: int, rules: Any, shuffler, context: dict | None) -> None:
        self._begin_bidding_deal(num_players, rules, shuffler, context)
        self.score_before = self._context_numbers("score", [0, 0])
        self.favourite_suit = None
        self.phase = "bidding"
        self.bidder: int | None = None
        self._turn = (self.dealer + 1) % 4

    @property
    def to_act(self) -> int | None:
        if self.phase == "bidding":
            return self._turn
        return super().to_act

    def outcome(self) -> list[int]:
        p = self.points()
        d = p[0] - p[1]
        return [d, -d, d, -d]

    @staticmethod
    def _render_sides(view: dict[str, Any], head: str) -> str:
        """A view as text under its ``head`` line: the hand, the trick, the points or who acts."""
        lines = [head]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        lines.append(trick_line(view["trick"])
                     + f"   tricks NS {view['tricks']['NS']} EW {view['tricks']['EW']}")
        if view.get("points"):
            lines.append(f"Hand over: points NS {view['points']['NS']} EW {view['points']['EW']}")
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)


class BidWhistState(SideBidState):
    """One hand of bid whist. Actions: ``bid 7`` or ``pass``; ``trump hearts``; ``play QS``."""

    rules_cls = BidWhistRules

    def __init__(self, num_players: int = 4, rules: Any = None, shuffler=None, context: dict | None = None):
        self._begin_side_bidding(num_players, rules, shuffler, context)
        self.high = 0
        self.passed: set[int] = set()
        self.max_bid = 17 if self.rules.system == "17" else 11

    @property
    def to_act(self) -> int | None:
        if self.phase == "trump":
            return self.bidder
        if self.phase == "over":
            return None
        return super().to_act

    def legal_actions(self) -> list[Action]:
        if self.phase == "bidding":
            return [Action("pass")] + [Action("bid", (n,)) for n in range(self.high + 1, self.max_bid + 1)]
        if self.phase == "trump":
            return [Action("trump", (n,)) for n in SUIT_NAMES]
        if self.phase == "over":
            return []
        return super().legal_actions()

    def _check(self, action: Action) -> None:
        if self.phase in ("bidding", "trump"):
            if not self._is_legal(action):
                raise IllegalAction(f"{action} is not allowed now: bid more than {self.high} or pass",
                                    BID_WHIST_LAWS.cite("12.2a"))
            return
        super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "bidding":
            seat = self._turn
            if action.verb == "pass":
                self.passed.add(seat)
            else:
                self.high, self.bidder = action.args[0], seat
            active = [s for s in range(4) if s not in self.passed]
            if not active or (self.bidder is not None and active == [self.bidder]) or self.high == self.max_bid:
                if self.bidder is None:
                    self.phase = "over"         # all passed: thrown in
                else:
                    self.phase = "trump"
                return
            for k in range(1, 5):
                s = (seat + k) % 4
                if s not in self.passed:
                    self._turn = s
                    break
            return
        if self.phase == "trump":
            self.trump = parse_suit(action.args[0])
            self.tp.trump = self.trump
            self.tp.leader = self.tp.turn = self.bidder
            self.phase = "play"
            return
        super()._apply(action)
        if self.tp.over:
            self.phase = "over"

    def clone(self) -> "BidWhistState":
        s = super().clone()
        s.passed = set(self.passed)
        return s

    def honours_won(self) -> list[int]:
        if self.trump is None:
            return [0, 0]
        wanted = {(r - 2) * 4 + self.trump for r in (14, 13, 12, 11)}
        out = [0, 0]
        for _, cards, w in self.tp.quitted:
            out[w & 1] += sum(1 for c in cards if c in wanted)
        return out

    def points(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.bidder is None:
            return [0, 0]
        side = self.bidder & 1
        made = bid_whist_points(self.side_tricks(), self.honours_won(), self.rules.system, side)
        if made[side] < self.high:
            made[side] = -self.high
        return made

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.bidder is None:
            return "all passed: the hand is thrown in"
        p = self.points()
        side = self.bidder & 1
        made = p[side] >= 0
        return f"{self.high} by {COMPASS[self.bidder]}: {'made' if made else 'set back'}; points N-S {p[0]}, E-W {p[1]}"

    def view(self, seat: int | None) -> dict[str, Any]:
        tp = self.tp
        v = {"game": "bid-whist", "phase": self.phase, "seat": None if seat is None else COMPASS[seat],
             "dealer": COMPASS[self.dealer], "bid": self.high, "bidder": None if self.bidder is None else COMPASS[self.bidder],
             "passed": sorted(COMPASS[s] for s in self.passed),
             "trump": None if self.trump is None else SUIT_NAMES[self.trump],
             "hand": [str(c) for c in tp.hands[seat]] if seat is not None else None,
             "to_act": None if self.to_act is None else COMPASS[self.to_act],
             "trick": [[COMPASS[(tp.leader + i) % 4], str(c)] for i, c in enumerate(tp.trick)],
             "tricks": {"NS": tp.won[0] + tp.won[2], "EW": tp.won[1] + tp.won[3]},
             "played": [[[COMPASS[(ld + i) % 4], str(c)] for i, c in enumerate(cards)] for ld, cards, _ in tp.quitted],
             "playing_for": None if self.phase != "play" else COMPASS[tp.turn], "dummy_hands": {}}
        if self.phase == "over":
            p = self.points()
            v["points"] = {"NS": p[0], "EW": p[1]}
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        return cls._render_sides(view, f"Bid whist - dealer {view['dealer']} - bid {view['bid'] or '-'}"
                                 + (f" by {view['bidder']}" if view["bidder"] else "")
                                 + (f" - trumps {view['trump']}" if view["trump"] else ""))
