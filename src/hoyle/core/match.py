"""A match: deals in sequence, with what carries over between them.

The base :class:`Match` rotates the dealer, keeps running totals per seat, and passes a
``context`` dict into each deal (``dealer`` and whatever :meth:`carry` adds). Games with
more to carry (jack-pots, bankrolls, rubbers, the bank) subclass it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .chance import Shuffler, make_shuffler

if TYPE_CHECKING:
    from .registry import GameInfo
    from .rules import Rules
    from .state import GameState

__all__ = ["Match"]


class Match:
    """Deals of one game among ``num_players`` seats.

    Attributes:
        totals: net result per seat over the finished deals (chips or points).
        deals: the records of the finished deals.
        context: what the next deal starts from (``dealer`` seat, and game-specific keys).
    """

    def __init__(self, game: "GameInfo", num_players: int, rules: "Rules",
                 seed: int | None = None, shuffler: Shuffler | None = None,
                 context: dict | None = None):
        self.game = game
        self.num_players = num_players
        self.rules = rules
        self.shuffler = shuffler or make_shuffler(seed)
        self.context: dict[str, Any] = {"dealer": num_players - 1, "deal_number": 1, **(context or {})}
        self.totals = [0] * num_players
        self.deals: list[dict] = []

    def next_deal(self) -> "GameState":
        """Start the next deal from the carried context."""
        self.shuffler.log = []
        self.shuffler.draws_log = []
        return self.game.new_deal(self.num_players, self.rules, self.shuffler, dict(self.context))

    def finish(self, state: "GameState") -> dict:
        """Record a finished deal and carry its results into the next one; returns the record."""
        if not state.is_over:
            raise ValueError("the deal is not over")
        rec = state.record()
        self.deals.append(rec)
        for i, v in enumerate(state.outcome()):
            self.totals[i] += v
        self.context = self.carry(state)
        return rec

    def carry(self, state: "GameState") -> dict[str, Any]:
        """The context of the next deal; default: the deal passes to the left."""
        ctx = dict(self.context)
        ctx["dealer"] = (ctx.get("dealer", -1) + 1) % self.num_players
        ctx["deal_number"] = ctx.get("deal_number", 1) + 1
        return ctx

    @property
    def is_over(self) -> bool:
        """Matches without a natural end (a session of poker) never end by themselves."""
        return False
