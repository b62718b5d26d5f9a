"""Three-hand auction bridge (Foster 1914, 001 part 1 §4.1): three players, each for himself;
four hands are dealt, the fourth (the dummy, opposite the dealer) untouched until the bidding
ends; the highest bidder takes the dummy, the other two play together against him.

* Bidding as auction bridge (values, doubling, overcalls), the dealer first, until two
  players pass a bid (:class:`~hoyle.mechanics.bidding.Auction` with three sides).
* Play: the declarer sits with the dummy opposite him; the player on his left leads.
* Scoring: a contract made scores as auction to the declarer; a failed one scores the
  undertricks to *each* adversary. Honours are each player's own (the declarer scores his
  and the dummy's separately): one, two, three honours as many tricks, four eight, five ten;
  at no-trump each ace 10, four in one hand 100. A game (30 below) is worth 125 at once; a
  second game another 125 and the rubber 250.
* Outcome: each player wins or loses the difference of the deal's points to each other
  player (the book's settlement, applied per deal).

Seats 0, 1, 2 clockwise from the first dealer's left; the dealer is seat 2 unless the
context says otherwise.
"""

from __future__ import annotations

import copy
from typing import Any

from ...cards import ALL_CARDS, Card
from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.laws import LawBook
from ...core.state import GameState
from ...mechanics.bidding import Auction
from ...mechanics.tricks import PLAY, TrickPlay, sort_hands, trick_line
from .scoring import AUCTION_VALUES, SUIT_OF, auction_score
from .state import BridgeRules
from .variants import three_hand_honours

__all__ = ["ThreeHandAuctionState", "THREE_HAND_LAWS"]

THREE_HAND_LAWS = LawBook.of("Three-hand auction", "Foster 1914, 001 part 1 §4.1", [
    ("4.1a", "deal", "Four hands are dealt; the dummy, opposite the dealer, is not touched until the bidding ends."),
    ("4.1b", "bidding", "Bidding as at auction, the dealer first, until two players pass a bid."),
    ("4.1c", "play", "The highest bidder takes the dummy, opposite himself; the two others play against him."),
    ("4.1d", "scoring", "A failed contract scores to each adversary; honours are scored by each holder; a game is worth 125, the rubber 250 more."),
    ("4.1e", "bid-out-of-turn", "A bid out of turn costs 50 to each opponent's honour score.", "50 to each"),
])


def _honour_counts(hand: list[int], denom: str) -> tuple[int, bool]:
    if denom == "notrump":
        n = sum(1 for c in hand if (c >> 2) + 2 == 14)
        return n, True
    s = SUIT_OF[denom]
    return sum(1 for c in hand if c & 3 == s and (c >> 2) + 2 >= 10), True


class ThreeHandAuctionState(GameState):
    """One deal of three-hand auction. Actions: ``bid 2 hearts``, ``pass``, ``double``,
    ``redouble``, ``play QS``."""

    rules_cls = BridgeRules
    unit = "points"

    def __init__(self, num_players: int = 3, rules: BridgeRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if num_players != 3:
            raise IllegalAction("three-hand auction is played by three")
        self.dealer = int(self.context.get("dealer", 2)) % 3
        self.below_before = list(self.context.get("below", [0, 0, 0]))
        self.games_before = list(self.context.get("games", [0, 0, 0]))
        deck = self.shuffler.shuffle(ALL_CARDS)
        # deal round the four places from the dealer's left: the three players, and the dummy
        # opposite the dealer (after the dealer's left-hand player)
        order = [(self.dealer + 1) % 3, "dummy", (self.dealer + 2) % 3, self.dealer]
        hands: dict[Any, list[Card]] = {k: [] for k in order}
        for j, c in enumerate(deck):
            hands[order[j % 4]].append(c)
        sort_hands(hands.values())
        self.hands = [hands[0], hands[1], hands[2]]
        self.dummy_hand = hands["dummy"]
        self.dealt = [list(h) for h in self.hands] + [list(self.dummy_hand)]
        values = dict(AUCTION_VALUES)
        if not self.rules.nullo:
            del values["nullo"]
        self.auction = Auction(values, first=self.dealer, n=3, partners=lambda s: s, dealer_must_bid=True)
        self.phase = "auction"
        self.contract: tuple[int, str] | None = None
        self.declarer: int | None = None
        self.doubled = 0
        self.tp: TrickPlay | None = None
        self.pos: list[Any] = []            # play position -> player (or "dummy")
        self._result: dict | None = None

    # ----- contract ----------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.phase == "auction":
            return self.auction.turn
        if self.phase == "play":
            who = self.pos[self.tp.turn]
            return self.declarer if who == "dummy" else who
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "auction":
            return self.auction.legal()
        if self.phase == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "auction":
            why = self.auction.why_illegal(action)
            if why:
                raise IllegalAction(why, THREE_HAND_LAWS.cite("4.1b"))
            return
        if self.phase == "play":
            self.tp.check_play(action, "Foster 1914, 001 part 1 §2.15, law 83 (revoke)")
            return
        super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "play":
            self.tp.play(action.args[0])
            if self.tp.over:
                self.phase = "over"
            return
        a = self.auction
        a.call(action)
        if a.over:
            self.contract, self.doubled, self.declarer = a.contract, a.doubled, a.bidder
            d = self.declarer
            left, right = (d + 1) % 3, (d + 2) % 3
            self.pos = [d, left, "dummy", right]
            hands = [self.hands[d], self.hands[left], self.dummy_hand, self.hands[right]]
            self.tp = TrickPlay(hands, SUIT_OF.get(self.contract[1]), 1)
            self.phase = "play"

    def clone(self) -> "ThreeHandAuctionState":
        s = copy.copy(self)
        s.auction = self.auction.clone()
        if self.tp is not None:
            s.tp = self.tp.clone()        # the hands now live in the TrickPlay
        else:
            s.hands = [h[:] for h in self.hands]
            s.dummy_hand = self.dummy_hand[:]
        s.history = self.history[:]
        s.log = self.log[:]
        return s

    # ----- scoring ---------------------------------------------------------------------------
    def deal_points(self) -> list[int]:
        """Each player's points from this deal (trick score, honours, penalties, bonuses)."""
        if self.phase != "over":
            raise IllegalAction("the hand is not finished")
        if self._result is not None:
            return self._result["points"]
        d = self.declarer
        level, denom = self.contract
        w = self.tp.won
        tricks = w[0] + w[2]
        r = auction_score(level, denom, tricks, self.doubled)
        pts = [0, 0, 0]
        below = [0, 0, 0]
        below[d] = r.decl_below
        pts[d] += r.decl_above
        for o in ((d + 1) % 3, (d + 2) % 3):
            pts[o] += r.defs_above                     # each adversary scores the undertricks
        if denom != "nullo":
            for p in range(3):
                n, _ = _honour_counts(self.dealt[p], denom)
                pts[p] += three_hand_honours(denom, n)
            n, _ = _honour_counts(self.dealt[3], denom)
            pts[d] += three_hand_honours(denom, n)
        games = self.games_before[:]
        if self.below_before[d] + below[d] >= 30:
            games[d] += 1
            pts[d] += 125
            if games[d] == 2:
                pts[d] += 250
        total = [pts[p] + below[p] for p in range(3)]
        self._result = {"points": total, "below": below, "games": games}
        return total

    def outcome(self) -> list[int]:
        p = self.deal_points()
        return [3 * p[i] - sum(p) for i in range(3)]

    # ----- views -----------------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        if self.tp is None:
            out = {f"hand {i}": list(h) for i, h in enumerate(self.hands)}
            out["dummy"] = list(self.dummy_hand)
            return out
        out = {f"place {i}": list(h) for i, h in enumerate(self.tp.hands)}
        out.update(self.tp.locations())
        return out

    def _dummy_public(self) -> bool:
        return self.tp is not None and (bool(self.tp.quitted) or bool(self.tp.trick))

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set()
        for p in range(3):
            if p != seat:
                out.update(self._hand(p))
        if not (self._dummy_public() or (self.tp is not None and seat == self.declarer)):
            out.update(self.dummy_hand if self.tp is None else self.tp.hands[2])
        return out

    def _hand(self, p: int) -> list[Card]:
        if self.tp is None:
            return self.hands[p]
        return self.tp.hands[self.pos.index(p)]

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "three-hand-auction", "phase": self.phase, "seat": seat, "dealer": self.dealer,
            "hand": [str(c) for c in self._hand(seat)] if seat is not None else None,
            "auction": [[s, str(a)] for s, a in self.auction.calls],
            "to_act": self.to_act, "below": self.below_before, "games": self.games_before,
        }
        if self.contract is not None:
            v["contract"] = f"{self.contract[0]} {self.contract[1]}"
            v["doubled"] = self.doubled
            v["declarer"] = self.declarer
        if self.tp is not None:
            tp = self.tp
            if self._dummy_public() or seat == self.declarer:
                v["dummy_hand"] = [str(c) for c in tp.hands[2]]
            v["trick"] = [[str(self.pos[(tp.leader + i) % 4]), str(c)] for i, c in enumerate(tp.trick)]
            v["playing_for"] = self.pos[tp.turn] if self.phase == "play" else None
            v["tricks"] = {"declarer": tp.won[0] + tp.won[2], "adversaries": tp.won[1] + tp.won[3]}
        if self.phase == "over":
            v["points"] = self.deal_points()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Three-hand auction - dealer {view['dealer']} - games {view['games']}",
                 "Auction: " + (", ".join(f"{s}: {a}" for s, a in view["auction"]) or "(none)")]
        if view.get("contract"):
            lines.append(f"Contract: {view['contract']} by {view['declarer']}"
                         + (" doubled" if view["doubled"] == 1 else " redoubled" if view["doubled"] == 2 else ""))
        if view.get("hand") is not None:
            lines.append(f"Your hand (seat {view['seat']}): " + " ".join(view["hand"]))
        if view.get("dummy_hand") is not None:
            lines.append("Dummy: " + " ".join(view["dummy_hand"]))
        if "trick" in view:
            lines.append(trick_line(view["trick"])
                         + f"   tricks {view['tricks']}")
        if view.get("points"):
            lines.append(f"Hand over: points {view['points']}")
        elif view.get("to_act") is not None:
            lines.append(f"seat {view['to_act']} to act")
        return "\n".join(lines)
