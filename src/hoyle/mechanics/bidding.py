"""The bidding mechanic of auction games: bids, passes, doubles and redoubles, the contract
and its declarer, with the checks for insufficient, impossible and out-of-turn bids.

A bid is ``(level, denomination)``; denominations are words ("spades", "clubs", "diamonds",
"hearts", "royals", "nullo", "notrump"). Which bid beats which is the game's: auction
bridge 1913 compares *values* (level x trick value) and, at equal value, the number of
tricks (001 part 1 §2.3; American laws of auction 1913, laws 41-44 as the catalog gives
them); a game passes its ``value`` table and ``rank`` rule.

Actions: ``bid 2 hearts``, ``bid 1 notrump``, ``pass``, ``double``, ``redouble``.
"""

from __future__ import annotations

from typing import Callable, Mapping

from ..core.actions import Action

__all__ = ["Auction", "DENOM_ALIASES", "parse_denomination", "bid_action", "PASS", "DOUBLE", "REDOUBLE"]

PASS = Action("pass")
DOUBLE = Action("double")
REDOUBLE = Action("redouble")

DENOM_ALIASES = {
    "s": "spades", "spade": "spades", "spades": "spades", "♠": "spades",
    "c": "clubs", "club": "clubs", "clubs": "clubs", "♣": "clubs",
    "d": "diamonds", "diamond": "diamonds", "diamonds": "diamonds", "♦": "diamonds",
    "h": "hearts", "heart": "hearts", "hearts": "hearts", "♥": "hearts",
    "r": "royals", "royal": "royals", "royals": "royals", "lilies": "royals",
    "nt": "notrump", "notrump": "notrump", "notrumps": "notrump", "no-trump": "notrump",
    "no-trumps": "notrump", "n": "notrump",
    "nullo": "nullo", "nullos": "nullo",
}


def parse_denomination(word: str) -> str:
    """``"h"``, ``"hearts"``, ``"NT"`` -> canonical word. Raises ValueError."""
    w = str(word).strip().lower()
    if w in DENOM_ALIASES:
        return DENOM_ALIASES[w]
    raise ValueError(f"{word!r} is not a denomination")


_BID_ACTIONS: dict[tuple[int, str], Action] = {}


def bid_action(level: int, denom: str) -> Action:
    """``bid <level> <denom>``: one shared object per bid (an action is immutable), so that
    listing the legal bids builds no new ones."""
    if type(level) is int and type(denom) is str:
        a = _BID_ACTIONS.get((level, denom))
        if a is None:
            a = _BID_ACTIONS[level, denom] = Action("bid", (level, denom))
        return a
    return Action("bid", (level, denom))


#: the sufficient bids over a contract, in the order :meth:`Auction.legal` lists them, by
#: (denomination values, highest level, contract): the same for every deal of a game
_SUFFICIENT: dict[tuple, tuple[Action, ...]] = {}


class Auction:
    """One auction among ``n`` seats, starting with ``first`` (the dealer).

    Args:
        values: points per trick of each denomination (e.g. auction bridge 1913).
        first: the seat that bids first; turns go clockwise (seat + 1).
        partners: seat -> side (default ``seat % 2``).
        max_level: the highest level (7 = a grand slam).
        dealer_must_bid: the dealer may not pass on the first round (auction 1913:
            "one spade" is his way of passing).

    Attributes: ``calls`` [(seat, Action)], ``contract`` (level, denom) or None,
    ``doubled`` 0/1/2, ``declarer`` (first of the winning side to name the denomination).
    """

    def __init__(self, values: Mapping[str, int], first: int = 0, n: int = 4,
                 partners: Callable[[int], int] | None = None, max_level: int = 7,
                 dealer_must_bid: bool = False):
        self.values = dict(values)
        self.first = first
        self.n = n
        self.side = partners or (lambda s: s % 2)
        self.max_level = max_level
        self.dealer_must_bid = dealer_must_bid
        self.calls: list[tuple[int, Action]] = []
        self.turn = first
        self.contract: tuple[int, str] | None = None
        self.bidder: int | None = None           # who made the current highest bid
        self.doubled = 0
        self.passes = 0
        self.over = False
        self.named: dict[tuple[int, str], int] = {}   # (side, denom) -> first seat naming it
        self._values_key = tuple(self.values.items())

    # ----- comparisons -----------------------------------------------------------------
    def value(self, level: int, denom: str) -> int:
        return level * self.values[denom]

    def beats(self, bid: tuple[int, str], over: tuple[int, str] | None) -> bool:
        """Is ``bid`` sufficient over ``over``? Higher value, or equal value and more tricks
        (auction law 44); nullo ranks just below no-trump, so at equal value and tricks a
        no-trump bid overcalls a nullo (001 part 1 §2.13: "two no-trumps overcall two nullos")."""
        if over is None:
            return True
        v, w = self.value(*bid), self.value(*over)
        if v == w and bid[0] == over[0] and bid[1] == "notrump" and over[1] == "nullo":
            return True
        return v > w or (v == w and bid[0] > over[0])

    def lowest_sufficient(self, denom: str) -> int | None:
        """The lowest level of ``denom`` that beats the current bid; None if none can
        (an *impossible* bid, e.g. diamonds over five no-trumps)."""
        for level in range(1, self.max_level + 1):
            if self.beats((level, denom), self.contract):
                return level
        return None

    # ----- turn ------------------------------------------------------------------------
    def legal(self) -> list[Action]:
        if self.over:
            return []
        out: list[Action] = []
        seat = self.turn
        if not (self.dealer_must_bid and not self.calls):
            out.append(PASS)
        cls = type(self)
        if (cls.beats is Auction.beats and cls.lowest_sufficient is Auction.lowest_sufficient
                and cls.value is Auction.value):
            # the bids depend on the values, the top level and the contract only: listed once
            key = (self._values_key, self.max_level, self.contract)
            bids = _SUFFICIENT.get(key)
            if bids is None:
                bids = _SUFFICIENT[key] = tuple(self._sufficient_bids())
            out.extend(bids)
        else:
            out.extend(self._sufficient_bids())
        bidders = self._bidder_side()
        if bidders is not None and bidders != self.side(seat):
            if self.doubled == 0:
                out.append(DOUBLE)
        if bidders is not None and bidders == self.side(seat) and self.doubled == 1:
            out.append(REDOUBLE)
        return out

    def _sufficient_bids(self) -> list[Action]:
        """Every bid that beats the contract: each denomination in the order of ``values``,
        from its lowest sufficient level up."""
        out: list[Action] = []
        for denom in self.values:
            lo = self.lowest_sufficient(denom)
            if lo is not None:
                out.extend(bid_action(lv, denom) for lv in range(lo, self.max_level + 1))
        return out

    def _bidder_side(self) -> int | None:
        """The side of the current highest bid; None before the first bid."""
        return None if self.bidder is None else self.side(self.bidder)

    def why_illegal(self, action: Action) -> str | None:
        """A reason ``action`` is not allowed now, or None if it is."""
        found = self.check(action)
        return None if found is None else found[0]

    def check(self, action: Action) -> tuple[str, str | None] | None:
        """Why ``action`` is not allowed now, with what forbids it: ``(reason, topic)``, or
        None if it is allowed. ``topic`` names the rule a game cites for it:
        ``"dealer-opens"`` (the dealer must bid first), ``"calls"`` (a call that is well formed
        but not open now), ``"insufficient"`` (an insufficient or impossible bid),
        ``"doubling"`` (the limits on doubling and redoubling) or ``"over"``; it is None
        when the action is not a well-formed call at all (unknown word, bad denomination,
        level out of range, words after ``pass``), which no law of the game forbids."""
        verb, args = action.verb, action.args
        if verb in ("pass", "double", "redouble") and args:
            return (f"'{action}' is not a call: '{verb}' takes nothing after it", None)
        if verb == "bid":
            if len(args) != 2 or type(args[0]) is not int:
                return ("a bid is a number of tricks over book and a denomination, e.g. 'bid 2 hearts'", None)
            level = args[0]
            try:
                denom = parse_denomination(args[1])
            except ValueError as exc:
                return (f"{exc} (denominations: {', '.join(self.values)})", None)
            if denom not in self.values:
                return (f"{denom} may not be bid in this game (denominations: {', '.join(self.values)})", None)
            if not 1 <= level <= self.max_level:
                return (f"a bid is of 1 to {self.max_level} tricks over book, not {level}", None)
        elif verb not in ("pass", "double", "redouble"):
            return (f"'{action}' is not a call (bid, pass, double or redouble)", None)
        if self.over:
            return ("the auction is over", "over")
        if verb == "pass":
            if self.dealer_must_bid and not self.calls:
                return ("the dealer must open (his 'one spade' means he passes)", "dealer-opens")
            return None
        if verb == "bid":
            if not self.beats((level, denom), self.contract):
                lo = self.lowest_sufficient(denom)
                if lo is None and self.contract is not None:      # only a bid can be unbeatable
                    return (f"{level} {denom} is impossible: no bid in {denom} can exceed "
                            f"{self.contract[0]} {self.contract[1]}", "insufficient")
                return (f"{level} {denom} is insufficient; the least sufficient bid is {lo} {denom}",
                        "insufficient")
            return None
        if verb == "double":
            if self.contract is None:
                return ("there is no bid to double", "calls")
            if self._bidder_side() == self.side(self.turn):
                return ("a player may not double his partner's bid", "doubling")
            if self.doubled:
                return ("the bid is already doubled", "doubling")
            return None
        if self.doubled != 1 or self._bidder_side() != self.side(self.turn):
            return ("only the doubled side may redouble, once", "doubling")
        return None

    def call(self, action: Action) -> None:
        """Make a call for the seat whose turn it is (checked by :meth:`why_illegal`)."""
        seat = self.turn
        if action.verb == "bid":
            level, denom = action.args[0], parse_denomination(action.args[1])
            self.contract = (level, denom)
            self.bidder = seat
            self.doubled = 0                     # an overbid cancels doubles
            self.passes = 0
            self.named.setdefault((self.side(seat), denom), seat)
            action = bid_action(level, denom)
        elif action.verb == "double":
            self.doubled, self.passes = 1, 0
        elif action.verb == "redouble":
            self.doubled, self.passes = 2, 0
        else:
            self.passes += 1
        self.calls.append((seat, action))
        self.turn = (seat + 1) % self.n
        if self.contract is not None and self.passes >= self.n - 1:
            self.over = True
        elif self.contract is None and self.passes >= self.n:
            self.over = True

    @property
    def declarer(self) -> int | None:
        """The player of the winning side who first named the contract's denomination."""
        side = self._bidder_side()
        if self.contract is None or side is None:
            return None
        return self.named[(side, self.contract[1])]

    #: set by :meth:`freeze`: the auction is final and read-only, shared by clones
    frozen = False

    def freeze(self) -> None:
        """Make a finished auction read-only once the play starts, so that :meth:`clone` can
        share the auction itself (issue 18: a clone of a deal in its play copied the whole
        auction): ``calls`` becomes a tuple, so that a change in place fails loudly rather than
        reach every clone; nothing writes ``named`` after the last call."""
        self.calls = tuple(self.calls)          # type: ignore[assignment]
        self.frozen = True

    def clone(self) -> "Auction":
        if self.frozen:
            return self
        a = Auction.__new__(Auction)
        a.__dict__ = self.__dict__.copy()
        a.calls = self.calls[:]
        a.named = dict(self.named)
        return a
