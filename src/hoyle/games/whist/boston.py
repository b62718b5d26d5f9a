"""Boston: the bids and the payment tables (Foster 1914, 001 part 2 §11), in white counters
(1 red = 10 white, 1 blue = 100 white).

The tables (test oracles O34-O43) come first, then the playable deal (:class:`BostonState`,
registered as ``boston``; the pools over twelve deals are not modelled). Boston de
Fontainebleau and Russian Boston (boston_fontainebleau.py) and French Boston
(boston_french.py) are small subclasses of this engine.
"""

from __future__ import annotations

__all__ = ["BID_ORDER", "SUCCESS", "SUCCESS_AMERICAN", "FAILURE", "FAILURE_AMERICAN", "MISERE",
           "success", "failure", "revoke_by_bidder", "revoke_by_opponent", "misere_partout"]

#: the bids, lowest first (L1348-1361)
BID_ORDER = ("5", "6", "7", "little-misere", "8", "9", "grand-misere", "10", "11", "little-spread",
             "12", "grand-spread", "13")

#: O36: paid by each opponent for success, English scale: bid -> [taken 5..13] (None = impossible)
SUCCESS = {
    5: [12, 12, 13, 13, 14, 14, 14, 15, 15],
    6: [None, 15, 16, 16, 17, 18, 19, 20, 20],
    7: [None, None, 18, 20, 21, 22, 23, 24, 26],
    8: [None, None, None, 23, 24, 26, 28, 29, 31],
    9: [None, None, None, None, 32, 34, 36, 39, 41],
    10: [None] * 5 + [42, 45, 48, 52],
    11: [None] * 6 + [63, 68, 72],
    12: [None] * 7 + [106, 114],
    13: [None] * 8 + [166],
}
#: O37: the American scale, no pay for over-tricks: bid 5..13
SUCCESS_AMERICAN = {5: 10, 6: 15, 7: 20, 8: 25, 9: 35, 10: 45, 11: 65, 12: 105, 13: 170}
#: O38: paid to each opponent for failure, English scale: bid -> [short by 1..]
FAILURE = {
    5: [11, 21, 31, 41, 50],
    6: [15, 24, 35, 45, 55, 66],
    7: [19, 29, 40, 50, 60, 72, 82],
    8: [23, 34, 46, 56, 67, 78, 89, 110],
    9: [33, 44, 57, 68, 82, 92, 103, 115, 127],
    10: [44, 56, 70, 82, 94, 107, 119, 132, 145, 157],
    11: [67, 80, 95, 109, 123, 138, 151, 165, 180, 194, 208],
    12: [113, 130, 148, 165, 182, 200, 217, 234, 252, 270, 286, 304],
    13: [177, 198, 222, 241, 262, 284, 305, 326, 348, 369, 390, 412, 433],
}
#: O39: the failure table in the American decimal system
FAILURE_AMERICAN = {
    5: [10, 20, 30, 40, 50],
    6: [15, 25, 35, 45, 55, 65],
    7: [20, 30, 40, 50, 60, 70, 80],
    8: [25, 35, 45, 55, 70, 85, 100, 115],
    9: [35, 45, 55, 65, 80, 95, 110, 125, 140],
    10: [45, 55, 70, 80, 95, 110, 125, 140, 155, 170],
    11: [70, 80, 95, 110, 125, 140, 155, 170, 185, 200, 220],
    12: [120, 130, 145, 160, 180, 200, 220, 240, 260, 280, 300, 320],
    13: [180, 200, 220, 240, 260, 280, 300, 320, 340, 360, 390, 420, 450],
}
#: O40: misère payments per opponent (no over-tricks)
MISERE = {"little-misere": 20, "grand-misere": 40, "little-spread": 80, "grand-spread": 160}


def success(bid: int, taken: int, scale: str = "english") -> int:
    """White counters each opponent pays a bidder of ``bid`` tricks who took ``taken``.

    Raises ValueError if ``taken`` is below the bid or outside the table."""
    if not 5 <= bid <= 13 or not bid <= taken <= 13:
        raise ValueError(f"no success payment for bid {bid}, taken {taken}")
    if scale == "american":
        return SUCCESS_AMERICAN[bid]
    return SUCCESS[bid][taken - 5]


def failure(bid: int, taken: int, scale: str = "english") -> int:
    """White counters the bidder pays each opponent when he took ``taken`` < ``bid``."""
    short = bid - taken
    table = FAILURE_AMERICAN if scale == "american" else FAILURE
    if bid not in table or not 1 <= short <= len(table[bid]):
        raise ValueError(f"no failure payment for bid {bid}, taken {taken}")
    return table[bid][short - 1]


def revoke_by_bidder(bid: int, taken: int) -> int:
    """A bidder's established revoke: he loses his bid and at least one trick more (O35),
    besides doubling the pool and paying 4 red. Returns what he pays each opponent."""
    return failure(bid, min(taken, bid - 1))


def revoke_by_opponent(bid: int, taken: int) -> int:
    """An opponent's revoke: each opponent pays as if the bidder had succeeded with three
    over-tricks (bids up to nine; O77)."""
    if bid > 9:
        raise ValueError("the three over-tricks apply to bids of nine or fewer")
    return success(bid, min(13, max(taken, bid) + 3))


def misere_partout(tricks: list[int]) -> list[int]:
    """Settlement of misère partout in white counters per player (O41-O43).

    The player with most tricks alone pays each other the difference of tricks, in red;
    two tied for most each lose half of (4 x tricks - 13) red (O43, 35 white each for 5),
    paid to the others in proportion to what each would have received (the book gives
    only the totals; a remainder goes to the first); three tied pay the fourth 1 red each.
    """
    if sum(tricks) != 13 or len(tricks) != 4:
        raise ValueError("four players' tricks, summing to 13")
    top = max(tricks)
    losers = [i for i, t in enumerate(tricks) if t == top]
    out = [0] * 4
    if len(losers) == 1:
        a = losers[0]
        for i in range(4):
            if i != a:
                pay = (tricks[a] - tricks[i]) * 10
                out[i] += pay
                out[a] -= pay
        return out
    if len(losers) == 2:
        others = [i for i in range(4) if i not in losers]
        for a in losers:
            loss = (4 * tricks[a] - 13) * 10 // 2
            weights = [tricks[a] - tricks[i] for i in others]
            total = sum(weights) or 1
            paid = 0
            for k, i in enumerate(others):
                share = loss * weights[k] // total
                out[i] += share
                paid += share
            out[others[0]] += loss - paid
            out[a] -= loss
        return out
    if len(losers) == 3:
        winner = next(i for i in range(4) if i not in losers)
        for a in losers:
            out[a] -= 10
            out[winner] += 10
    return out


# ----- the playable deal -------------------------------------------------------------------
import copy  # noqa: E402
from dataclasses import dataclass  # noqa: E402
from typing import Any  # noqa: E402

from ...cards import ALL_CARDS, Card  # noqa: E402
from ...core.actions import Action  # noqa: E402
from ...core.errors import IllegalAction  # noqa: E402
from ...core.laws import LawBook  # noqa: E402
from ...core.rules import Rules, option  # noqa: E402
from ...core.state import GameState  # noqa: E402
from ...mechanics.tricks import PLAY, SUIT_NAMES, TrickPlay, parse_suit, sort_hands, trick_line  # noqa: E402

BOSTON_LAWS = LawBook.of("Boston", "Foster 1914, 001 part 2 §11; seed 003 AW notes", [
    ("11.1", "deal", "Deal four, four and five from the left; no trump is turned; a card cut from the still pack fixes the preference suit, the other of its colour is the colour."),
    ("11.2", "bids", "Bids rise 5, 6, 7, little misère, 8, 9, grand misère, 10, 11, little spread, 12, grand spread, 13; at equal numbers a colour bid beats a plain one and a preference bid beats both."),
    ("11.3", "re-entry", "A player who has passed may come back only with a misère that outranks the bid."),
    ("11.4", "misere-partout", "If nobody bids, all play at no trumps to lose tricks; the one with most tricks pays."),
    ("11.5", "little-misere", "In a little misère or little spread every player first discards one card unseen; twelve tricks are played."),
    ("11.6", "payments", "Success and failure are paid by each opponent from the book's tables; misères 20, 40, 80, 160."),
])

_MISERES = {"little-misere": 75, "grand-misere": 95, "little-spread": 115, "grand-spread": 125}
_CLASSES = ("plain", "colour", "preference")
_SAME_COLOUR = {0: 3, 3: 0, 1: 2, 2: 1}


def bid_rank(action: Action) -> int:
    """Rank of a Boston bid for overcalling (higher wins)."""
    if action.verb in _MISERES:
        return _MISERES[action.verb]
    n = action.args[0]
    cls = action.args[1] if len(action.args) > 1 else "plain"
    return n * 10 + _CLASSES.index(cls)


@dataclass(frozen=True)
class BostonRules(Rules):
    """Options of Boston (defaults: Foster's English payment scale)."""

    scale: str = option("english", "payment tables: 'english' (over-tricks paid) or 'american' (flat)",
                        "001 part 2 §11 (O36-O39)", choices=("english", "american"))


class BostonState(GameState):
    """One deal of Boston. Actions: ``bid 6`` / ``bid 6 colour`` / ``bid 6 preference``,
    ``little-misere``, ``grand-misere``, ``little-spread``, ``grand-spread``, ``pass``; then
    ``trump hearts`` (the winner of a trick bid names the suit his bid allows), ``discard 7C``
    (little misère and little spread: every player, eldest first), ``play QS``.

    Outcome in white counters; the pools are not modelled."""

    rules_cls = BostonRules
    unit = "white counters"

    def __init__(self, num_players: int = 4, rules: BostonRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.dealer = int(self.context.get("dealer", 3)) % 4
        deck = self.shuffler.shuffle(ALL_CARDS)
        hands: list[list[Card]] = [[], [], [], []]
        i = 0
        for packet in (4, 4, 5):
            for k in range(4):
                hands[(self.dealer + 1 + k) % 4].extend(deck[i:i + packet])
                i += packet
        sort_hands(hands)
        self.preference = self.shuffler.randint(52) & 3        # cut from the still pack
        self.colour = _SAME_COLOUR[self.preference]
        self._hands = hands
        self.dealt = [list(h) for h in hands]
        self.eldest = (self.dealer + 1) % 4
        self.phase = "bidding"
        self.turn = self.eldest
        self.passed: set[int] = set()
        self.bid: Action | None = None
        self.bidder: int | None = None
        self.trump: int | None = None
        self.discards: list[Card | None] = [None] * 4
        self.tp: TrickPlay | None = None
        self.stopped = False
        self._npass = 0

    # ----- bidding -----------------------------------------------------------------------
    def _rank(self) -> int:
        return -1 if self.bid is None else bid_rank(self.bid)

    def _bids(self, seat: int) -> list[Action]:
        r = self._rank()
        acts = [Action("pass")]
        if seat not in self.passed:
            for n in range(5, 14):
                for cls in _CLASSES:
                    a = Action("bid", (n,)) if cls == "plain" else Action("bid", (n, cls))
                    if bid_rank(a) > r:
                        acts.append(a)
        acts.extend(Action(m) for m, v in _MISERES.items() if v > r)
        return acts

    @property
    def to_act(self) -> int | None:
        if self.phase == "bidding":
            return self.turn
        if self.phase == "trump":
            return self.bidder
        if self.phase == "discard":
            return next(s for k in range(4) for s in [(self.eldest + k) % 4] if self.discards[s] is None)
        if self.phase == "play":
            return self.tp.turn
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "bidding":
            return self._bids(self.turn)
        if self.phase == "trump":
            return [Action("trump", (SUIT_NAMES[s],)) for s in self._trump_choices()]
        if self.phase == "discard":
            return [Action("discard", (c,)) for c in self._hands[self.to_act]]
        if self.phase == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _trump_choices(self) -> list[int]:
        cls = self.bid.args[1] if len(self.bid.args) > 1 else "plain"
        if cls == "preference":
            return [self.preference]
        if cls == "colour":
            return [self.colour]
        return [0, 1, 2, 3]

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            self.tp.check_play(action, "seed 003, American laws of whist, law 28")
            return
        if action not in self.legal_actions():
            if self.phase == "bidding":
                raise IllegalAction(f"{action} does not outrank the bid, or you have passed "
                                    "(only a misère may re-enter)", BOSTON_LAWS.cite("11.3"))
            if self.phase == "trump":
                raise IllegalAction("a colour bid plays the colour, a preference bid the preference suit",
                                    BOSTON_LAWS.cite("11.2"))
            super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "play":
            self._play(action.args[0])
            return
        if self.phase == "trump":
            self.trump = parse_suit(action.args[0])
            self._start_play()
            return
        if self.phase == "discard":
            seat = self.to_act
            self._hands[seat].remove(action.args[0])
            self.discards[seat] = action.args[0]
            if all(d is not None for d in self.discards):
                self._start_play()
            return
        seat = self.turn
        if action.verb == "pass":
            self.passed.add(seat)
            self._npass += 1
        else:
            self.bid, self.bidder = action, seat
            self._npass = 0
        if self._npass == (4 if self.bid is None else 3):
            self._close()
        else:
            self.turn = (seat + 1) % 4

    def _close(self) -> None:
        if self.bid is None:                         # misère partout
            self._start_play()
            return
        v = self.bid.verb
        if v in ("little-misere", "little-spread"):
            self.phase = "discard"
        elif v in _MISERES:
            self._start_play()
        else:
            self.phase = "trump"

    def _start_play(self) -> None:
        self.tp = TrickPlay(self._hands, self.trump, self.eldest)
        self.phase = "play"

    def _play(self, card: Card) -> None:
        tp = self.tp
        w = tp.play(card)
        if w is not None and self.bid is not None:
            v = self.bid.verb
            if (v in _MISERES and w == self.bidder) or (v == "bid" and self.bid.args[0] == 13 and w != self.bidder):
                self.stopped = True
                self.phase = "over"
                return
        if tp.over:
            self.phase = "over"

    def clone(self) -> "BostonState":
        s = copy.copy(self)
        s.passed = set(self.passed)
        s.discards = self.discards[:]
        if self.tp is not None:
            s.tp = self.tp.clone()
        else:
            s._hands = [h[:] for h in self._hands]
        s.history = self.history[:]
        s.log = self.log[:]
        return s

    # ----- settlement ----------------------------------------------------------------------
    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise IllegalAction("the hand is not finished")
        if self.bid is None:
            return misere_partout(self.tp.won)
        b = self.bidder
        v = self.bid.verb
        if v in _MISERES:
            per = MISERE[v] if self.tp.won[b] == 0 else -MISERE[v]
        else:
            n, taken = self.bid.args[0], self.tp.won[b]
            if self.stopped:
                taken = min(taken, n - 1)
            per = success(n, taken, self.rules.scale) if taken >= n else -failure(n, taken, self.rules.scale)
        out = [-per] * 4
        out[b] = 3 * per
        return out

    # ----- views -------------------------------------------------------------------------
    def _hand(self, seat: int) -> list[Card]:
        return self.tp.hands[seat] if self.tp is not None else self._hands[seat]

    def _spread(self) -> bool:
        return self.bid is not None and self.bid.verb in ("little-spread", "grand-spread") and self.tp is not None

    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"hand {i}": list(self._hand(i)) for i in range(4)}
        out["discards"] = [d for d in self.discards if d is not None]
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set()
        for i in range(4):
            if i == seat or (self._spread() and i == self.bidder):
                continue
            out.update(self._hand(i))
            if self.discards[i] is not None:
                out.add(self.discards[i])
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "boston", "phase": self.phase, "seat": seat, "dealer": self.dealer,
            "preference": SUIT_NAMES[self.preference], "colour": SUIT_NAMES[self.colour],
            "hand": [str(c) for c in self._hand(seat)] if seat is not None else None,
            "my_discard": str(self.discards[seat]) if seat is not None and self.discards[seat] is not None else None,
            "bids": [[s, str(a)] for s, a in self.history if a.verb not in ("play", "discard", "trump")],
            "bid": None if self.bid is None else str(self.bid), "bidder": self.bidder,
            "trump": None if self.trump is None else SUIT_NAMES[self.trump], "to_act": self.to_act,
        }
        if self.tp is not None:
            tp = self.tp
            v["trick"] = [[(tp.leader + i) % 4, str(c)] for i, c in enumerate(tp.trick)]
            v["tricks"] = list(tp.won)
            if self._spread():
                v["spread_hand"] = [str(c) for c in tp.hands[self.bidder]]
        if self.phase == "over":
            v["outcome"] = self.outcome()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        return cls._render_deal(
            view, f"Boston - dealer {view['dealer']} - preference {view['preference']}, colour {view['colour']}")

    @staticmethod
    def _render_deal(view: dict[str, Any], header: str, unit: str = "white counters") -> str:
        """A Boston-family view as text under its ``header`` line (shared by the Boston variants;
        the partner who accepted a proposal is shown where the view names one)."""
        lines = [header, "Bids: " + (", ".join(f"{s}: {a}" for s, a in view["bids"]) or "(none)")]
        if view["bid"]:
            lines.append(f"Contract: {view['bid']} by seat {view['bidder']}"
                         + (f" with seat {view['acceptor']}" if view.get("acceptor") is not None else "")
                         + (f", trumps {view['trump']}" if view["trump"] else ""))
        if view.get("hand") is not None:
            lines.append(f"Your hand (seat {view['seat']}): " + " ".join(view["hand"]))
        if view.get("spread_hand"):
            lines.append("Spread: " + " ".join(view["spread_hand"]))
        if "trick" in view:
            lines.append(trick_line(view["trick"]) + f"   tricks {view['tricks']}")
        if view.get("outcome"):
            lines.append(f"Settlement ({unit}): {view['outcome']}")
        elif view.get("to_act") is not None:
            lines.append(f"seat {view['to_act']} to act")
        return "\n".join(lines)
