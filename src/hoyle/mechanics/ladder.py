"""A bidding ladder: bids named on a fixed ladder (lowest first), each bid higher than the
last or a pass, one round or until all but one pass, some bids closing the auction at once,
some only over a given bid, and a forced bid for the last seat when all the others pass.

Napoleon's bids (Foster 1914, 001 part 3 §B16: one round from the dealer's left; 1, 2, 3,
misère above 3 and below 4, 4, nap; nap ends the bidding; Wellington only over nap, Blücher
only over Wellington; all passing, the dealer must bid at least one) are one ladder; a game
with a bid table (five hundred's values) lists its bids in order of value. Auction bridge's
doubles and partnerships stay in :mod:`hoyle.mechanics.bidding`.

The checks name the reason (a bid out of turn, an insufficient bid, a bid that is not on the
ladder, a pass the law forbids) with the law the game gives for it.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..core.errors import IllegalAction

__all__ = ["Ladder"]


class Ladder:
    """One auction on a ladder of bids.

    Args:
        bids: the ladder, lowest first (any hashable names: ``1, 2, 3, "misere", 4, "nap"``).
        order: the seats in the order they speak (one round: each once).
        closing: bids that end the auction at once (nap, when nothing is above it).
        over: ``{bid: bid}``: a bid allowed only when the highest bid standing is the one named
            (Wellington only over nap).
        forced: the last seat may not pass when all before him passed; he must bid at least
            the lowest bid (napoleon's "play or pay").
        laws: ``{"out-of-turn": law, "insufficient": law, "forced": law}`` citations for the
            refusals (None where the book gives none).
        values: ``{bid: value}``: bids compared by value (five hundred's table), a bid standing
            only over a lower value (bids of equal value do not overcall each other); default:
            the place on the ladder.
        until_one: the bidding goes round ``order`` again and again, a pass dropping the seat out
            for good, until every seat but the highest bidder has passed (or all have): German
            solo's auction, "until nobody raises the offer" (001 part 5 §8.1). Default: one round.

    Attributes: ``calls`` [(seat, bid or None for a pass)], ``best`` the highest bid and
    ``bidder`` its seat (None while every call is a pass), ``done``, ``passed`` the seats that
    have passed.
    Raises ValueError for an empty ladder or order.
    """

    def __init__(self, bids: Sequence, order: Sequence[int], *, closing: Sequence = (),
                 over: Mapping | None = None, forced: bool = False, laws: Mapping[str, str | None] | None = None,
                 values: Mapping | None = None, until_one: bool = False):
        if not bids or not order:
            raise ValueError("a ladder needs bids and seats")
        self.bids = list(bids)
        self.rank = {b: (values[b] if values is not None else i) for i, b in enumerate(self.bids)}
        self.order = list(order)
        self.closing = set(closing)
        self.over = dict(over or {})
        self.forced = forced
        self.values_given = values is not None
        self.laws = dict(laws or {})
        self.until_one = until_one
        self.passed: set[int] = set()
        self.calls: list[tuple[int, object]] = []
        self.best: object = None
        self.bidder: int | None = None
        self.done = False

    @property
    def turn(self) -> int | None:
        """The seat to speak, or None when the auction is over."""
        if self.done:
            return None
        if not self.until_one:
            return self.order[len(self.calls)]
        if not self.calls:
            return self.order[0]
        i = self.order.index(self.calls[-1][0])
        for k in range(1, len(self.order) + 1):
            s = self.order[(i + k) % len(self.order)]
            if s not in self.passed:
                return s
        return None                                 # pragma: no cover - done before all pass

    def _forced_now(self) -> bool:
        if self.until_one:
            return self.forced and self.bidder is None and len(self.passed) == len(self.order) - 1
        return self.forced and self.bidder is None and len(self.calls) == len(self.order) - 1

    def legal(self) -> list[object]:
        """The calls open to the seat to speak: None (a pass) and the bids that would stand."""
        if self.done:
            return []
        out: list[object] = [] if self._forced_now() else [None]
        floor = -1 if self.best is None else self.rank[self.best]
        for b in self.bids:
            if self.rank[b] > floor and (b not in self.over or self.over[b] == self.best):
                out.append(b)
        return out

    def why_not(self, seat: int, bid: object) -> tuple[str, str | None] | None:
        """Why ``seat`` may not call ``bid`` now (a reason and the law), or None if it may."""
        if self.done:
            return "the bidding is over", None
        if seat != self.turn:
            return "it is not your turn to bid", self.laws.get("out-of-turn")
        if bid is None:
            if self._forced_now():
                return "all the others passed: you must bid", self.laws.get("forced")
            return None
        if bid not in self.rank:
            return f"{bid} is not a bid here", None
        if b_over := self.over.get(bid):
            if self.best != b_over:
                return f"{bid} may be bid only over {b_over}", self.laws.get("insufficient")
        if self.best is not None and self.rank[bid] <= self.rank[self.best]:
            return f"a bid must be higher than {self.best}" + (
                f" (worth {self.rank[self.best]})" if self.values_given else ""), self.laws.get("insufficient")
        return None

    def call(self, seat: int, bid: object) -> None:
        """Record ``seat``'s call (``None`` = pass); raises IllegalAction, changing nothing,
        when :meth:`why_not` refuses it."""
        why = self.why_not(seat, bid)
        if why:
            raise IllegalAction(*why)
        self.calls.append((seat, bid))
        if bid is None:
            self.passed.add(seat)
        else:
            self.best, self.bidder = bid, seat
            if bid in self.closing or not any(self.rank[b] > self.rank[bid] for b in self.bids):
                self.done = True
        if self.until_one:
            live = [s for s in self.order if s not in self.passed]
            if not live or live == [self.bidder]:
                self.done = True
        elif len(self.calls) == len(self.order):
            self.done = True

    def clone(self) -> "Ladder":
        t = Ladder.__new__(Ladder)
        t.__dict__.update(self.__dict__)
        t.calls = list(self.calls)
        t.passed = set(self.passed)
        return t
