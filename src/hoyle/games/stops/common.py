"""What the stops package's deals share: seats and dealer, the chips' outcome, the clone's
common copies and the end-of-deal lines of the terminal view (one place for StopsState,
LineState and MatrimonyState; the rules of each stand in its own module)."""

from __future__ import annotations

from typing import Any

from ...cards import Card
from ...core import DealNotOver, GameState
from ...core.determinise import Zone
from ...mechanics.stops import Chips

__all__ = ["ChipDeal", "StopsDeal"]


class ChipDeal(GameState):
    """A deal paid in chips (:class:`hoyle.mechanics.stops.Chips`), seats ``player 1..n``, the
    dealer ``context["dealer"]`` (default the last seat) and the elder on his left. A subclass
    sets ``self.chips``, ``self.over`` and ``self.turn``; the outcome is each seat's net chips."""

    chips: Chips
    over: bool
    turn: int

    def _seat(self, num_players: int) -> None:
        """Set ``n``, ``seat_names``, ``dealer`` (checked: SetupError) and ``elder``."""
        n = self.n = num_players
        self.seat_names = tuple(f"player {i + 1}" for i in range(n))
        self.dealer = self.context.get("dealer", n - 1)
        self._check_dealer(self.dealer)
        self.elder = (self.dealer + 1) % n

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.turn

    def outcome(self) -> list[int]:
        if not self.over:
            raise DealNotOver("the deal is not over")
        return list(self.chips.net)

    def house_take(self) -> int:
        return self.chips.house_take()

    def position_key(self) -> Any:
        return None

    def _clone_common(self) -> Any:
        """A shallow copy with its own history, log, context, hands, stops and chips; the
        subclass copies the rest of its lists."""
        s = type(self).__new__(type(self))
        s.__dict__.update(self.__dict__)
        s.history = list(self.history)
        s.log = list(self.log)
        s.context = dict(self.context)
        s.hands = [list(h) for h in self.hands]
        s.stops = list(self.stops)
        s.chips = self.chips.copy()
        s._legal_memo = None
        return s

    @staticmethod
    def _end_lines(view: dict[str, Any]) -> list[str]:
        """The terminal view's last lines once the deal is over: the hands left, the result."""
        return ["Hands left: " + "; ".join(f"{s} {' '.join(h) or '-'}" for s, h in view["hands_left"].items()),
                "Deal over: " + view["result"]]


class StopsDeal(ChipDeal):
    """A chips deal played from hands (``self.hands``, card ints) with stops left face down
    (``self.stops``) and the cards played (``self.played``, (seat, card) pairs)."""

    hands: list[list[int]]
    stops: list[int]
    played: list[tuple[int, int]]

    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"hand {self.seat_names[s]}": [Card(c) for c in h] for s, h in enumerate(self.hands)}
        out["stops"] = [Card(c) for c in self.stops]
        out["played"] = [Card(c) for _, c in self.played]
        return out

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (:mod:`hoyle.core.determinise`; the ISMCTS seat): each hand
        and the stops left face down, every card in its place. What a seat sees stays: its own
        hand, the cards played, a card shown to all (:meth:`_public`: Pochen's trump card and
        shown cards). Not kept: what a stop tells (nobody could go on, so the next card is
        not in a hand that had to play it), a reading the deal does not constrain."""
        zones = {f"hand {s}": Zone(h, ordered=True, attr="hands") for s, h in enumerate(self.hands)}
        zones["stops"] = Zone(self.stops, ordered=True, attr="stops")
        return zones

    def _public(self) -> set[int]:
        """Cards every seat has seen (none here; a game that shows cards says which)."""
        return set()

    def hidden_cards(self, seat: int | None) -> set[int]:
        if self.over:
            return set()
        out = set(self.stops)
        for s, h in enumerate(self.hands):
            if s != seat:
                out.update(h)
        return out - self._public()
