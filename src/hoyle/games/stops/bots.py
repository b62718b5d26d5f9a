"""Simple bots for the stops games (Foster 1914, seed 001 part 5; catalog §8.8-§8.17), playing on
what their seat sees (the view): their hand, the layout and the cards played.

* a lead: a layout card first (its pool is won at once, §8.10-§8.11), else the card that starts
  the longest run of its own in the hand (the player goes on with it: fewer cards left), the
  lowest of equals; Fan-tan's elder the higher of two touching cards (the book's advice, §8.17);
* in a run: a card that continues it (a layout card first); Commit's nine of diamonds is played
  when it can be (two from each, and two to each if kept, §8.8); Spin's ace when a layout card is
  then to be led (the book's example, §8.12);
* stakes: spread evenly over the layout (Newmarket); Matrimony's dealer stakes one on each
  section; Pochen bets on triplets or a pair of aces or kings, calls with a pair of queens or
  better.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ...cards import Card, parse_card
from ...core import Action

__all__ = ["StopsBot"]

_ORDER = {14: 1, **{r: r for r in range(2, 14)}}


def _run_length(c: Card, hand: set[int]) -> int:
    """How many cards of the hand follow ``c`` upward in its suit (ace low)."""
    k, r = 0, _ORDER[c.rank]
    while True:
        r += 1
        if r > 13:
            return k
        nxt = int(Card((r - 2) * 4 + c % 4))
        if nxt not in hand:
            return k
        k += 1


class StopsBot:
    """``choose(view, legal)`` -> one of ``legal`` (module docstring)."""

    name = "book"

    def __init__(self, seat: int, seed: int | None = None, game: Any = None):
        self.seat = seat
        self.rng = np.random.Generator(np.random.PCG64(seed))

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        verbs = {a.verb for a in legal}
        if "stake" in verbs:
            return self._stake(legal)
        if "bet" in verbs or "call" in verbs:
            return self._bet(view, legal)
        if "spin" in verbs:
            return Action("spin") if self._layout_in_hand(view) else next(
                (a for a in legal if a.verb == "play"), legal[0])
        plays = [a for a in legal if a.verb == "play"]
        if not plays:
            return legal[0]
        layout = {p["card"] for p in view.get("layout") or [] if p.get("card") and p.get("chips")}
        hand = {int(parse_card(c)) for c in view.get("hand") or []}
        for a in plays:
            if a.args[0].name in layout:
                return a
        nine = [a for a in plays if str(a.args[0]) == "9D"]
        if nine:
            return nine[0]

        def score(a: Action) -> tuple[int, int]:
            c = a.args[0]
            return (_run_length(c, hand), -_ORDER.get(c.rank, 0))
        return max(plays, key=score)

    def _layout_in_hand(self, view: dict[str, Any]) -> bool:
        hand = {parse_card(c).name for c in view.get("hand") or []}
        return any(p.get("card") in hand for p in view.get("layout") or [])

    def _stake(self, legal: Sequence[Action]) -> Action:
        def spread(a: Action) -> tuple[int, int]:
            vals = [int(x) for x in a.args]
            return (-(max(vals) - min(vals)), sum(vals))
        return max(legal, key=spread)

    def _bet(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        hand = [parse_card(c) for c in view.get("hand") or []]
        best = (0, 0)
        for r in {c.rank for c in hand}:
            k = sum(1 for c in hand if c.rank == r)
            if k >= 2:
                best = max(best, (k, r))
        if Action("call") in legal:
            return Action("call") if best >= (2, 12) else Action("pass")
        bets = [a for a in legal if a.verb == "bet"]
        if bets and best >= (2, 13):
            return bets[min(len(bets) - 1, 2 if best[0] >= 3 else 0)]
        return Action("pass")
