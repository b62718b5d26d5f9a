"""Deal states of the bridge varieties that change the engine only a little (Foster 1914,
001 part 1 §1.3, §4.7, §4.8, §4.12, §4.15). Each is a thin subclass of
:class:`~hoyle.games.bridge.state.BridgeState`:

* :class:`DealByDealBridgeState` - each deal scored alone, no games or rubbers (progressive
  bridge §4.7; duplicate bridge §4.8).
* :class:`KingsBridgeState` - king's bridge (§4.12): each for himself; the dealer declares or
  passes and then the player opposite declares by the mechanical schedule of bridge for three;
  no doubling; the deal's tricks and honours are one signed sum, a plus score to the dealer
  or to each of the other three; the deal settles "as at skat".
* :class:`NoDummyBridgeState` - auction without dummy (§1.3, §4.15): the auction as usual,
  then all four hold and play their own cards, as at whist.
* :class:`NulloBridgeState` - auction bridge with nullo bids (§2.13), whose auction lets no-trump
  overcall nullo at the same number of tricks.
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.errors import SetupError
from .state import BridgeState
from .variants import dummy_declaration, kings_bridge_deal, skat_settlement

__all__ = ["DealByDealBridgeState", "KingsBridgeState", "NoDummyBridgeState", "NulloBridgeState"]


class DealByDealBridgeState(BridgeState):
    """A bridge deal scored by itself: no score below the line carries in, and no game or
    rubber is won (§4.7: "no rubbers or games"; §4.8). Outcome: the sides' net, as bridge."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.below_before, self.games_before = [0, 0], [0, 0]

    def result(self) -> dict:
        r = super().result()
        if r["game_won_by"] is not None:
            r["game_won_by"], r["games"] = None, [0, 0]
        return r

    def side_points(self) -> list[int]:
        """Each side's points this deal (trick score + honour score), N-S then E-W."""
        r = self.result()
        return [r["below"][s] + r["above"][s] for s in (0, 1)]


class KingsBridgeState(DealByDealBridgeState):
    """One deal of king's bridge (§4.12). Actions as straight bridge: ``declare hearts`` or
    ``pass`` (the dealer only; the player opposite then declares by the schedule), ``play QS``.
    Seats 0-3 are N E S W, the first dealer West; the dealer's partner is his dummy.

    Raises SetupError for rules other than straight bridge without doubling."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.rules.form != "straight" or self.rules.doubling or self.num_players != 4:
            raise SetupError("king's bridge is straight bridge for four, without doubling "
                                "(form straight, doubling false)", "Foster 1914, 001 part 1 §4.12")

    def _apply(self, action: Action) -> None:
        if self.phase == "declare" and action.verb == "pass":
            super()._apply(action)
            partner = (self.dealer + 2) % 4
            super()._apply(Action("declare", (dummy_declaration(self._hands[partner]),)))
            return
        super()._apply(action)

    def plus_scores(self) -> list[int]:
        """The plus score per seat this deal (the book's simpler way of scoring)."""
        pts = self.side_points()
        ds = self.dealer & 1
        return kings_bridge_deal(pts[ds] - pts[1 - ds], self.dealer)

    def outcome(self) -> list[int]:
        if self.annulled:
            return [0] * 4
        return skat_settlement(self.plus_scores())

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        if self.phase == "over" and not self.annulled:
            v["plus_scores"] = dict(zip("NESW", self.plus_scores()))
        return v


class NoDummyBridgeState(BridgeState):
    """One deal of auction without dummy (§1.3, §4.15): no hand is exposed; each player plays
    his own cards. Scoring is auction bridge's (our reading: the one-sentence description
    changes only the play)."""

    @property
    def to_act(self) -> int | None:
        if self.phase == "play":
            return self.tp.turn
        return super().to_act

    def _start_play(self) -> None:
        super()._start_play()
        self.dummy = None            # the declarer's partner holds and plays his own cards

    def _exposed_hands(self) -> tuple[int, ...]:
        return ()

    def _dummy_shown(self) -> bool:
        return False

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        if "dummy" in v:
            v["dummy"] = "none (each plays his own hand)"
        return v


class NulloBridgeState(BridgeState):
    """One deal of auction bridge with nullo bids (§2.13); the rule option ``nullo`` must be on
    (SetupError otherwise)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if not self.rules.nullo or self.rules.form != "auction":
            raise SetupError("this is auction bridge with nullo bids (form auction, nullo true)",
                                "Foster 1914, 001 part 1 §2.13")
