"""The common frame of the French poker games (bouillotte, ambigu): a deal whose every card is
logged as it is dealt, with chips, a carried pot and a betting interval of
:mod:`hoyle.mechanics.betting`.

:class:`DealtPokerState` keeps what both engines share, so that neither writes betting or
bookkeeping again:

* ``stack`` (chips in front), ``paid`` (chips put in the pool this deal), ``pot_in`` (a pool
  carried from the deal before, dead money in the main pot), ``carried_out`` (a pool left for
  the next deal), ``result`` (the net per seat once over); see
  :class:`~hoyle.mechanics.betting.CarriedPot`.
* ``dealt``: every card dealt, in order, with its receiver (a seat, or ``None`` for a card
  turned on the table: bouillotte's retourne); ``shuffles``: where in ``dealt`` the pack was
  shuffled again, and what was shuffled (ambigu's second deal, its gathered discards). The
  PHH export (:mod:`hoyle.formats.phh`) writes its dealing lines from these two lists.
* ``round``: the :class:`~hoyle.mechanics.betting.BettingRound` in progress, if any.

Seats are numbered in the order of play. Both games deal and bet **to the right** (catalog
001_part3.md §A14, §A15), so seat ``s + 1`` is the player on seat ``s``'s right; the seat
after the dealer is the first to receive cards and to speak.

Context keys read (all optional): ``dealer`` (default the last seat), ``stacks`` (chips in
front of each seat; default the rules' ``cave`` each), ``pot_carried`` (chips left in the
pool by the deal before).
"""

from __future__ import annotations

import copy
from typing import Any, Sequence

from ...cards import Card
from ...core.actions import Action
from ...core.determinise import Zone
from ...core.errors import SetupError
from ...core.state import GameState
from ...mechanics.betting import BettingRound, CarriedPot
from .draw import _copy_shuffler

__all__ = ["DealtPokerState", "OVER"]

OVER = "over"


class DealtPokerState(CarriedPot, GameState):
    """A deal of a French poker game (see the module docstring). Subclasses set ``pack`` (the
    cards of the game) and drive the phases; this class deals, logs and books the chips."""

    unit = "chips"
    pack: tuple[Card, ...] = ()

    def __init__(self, num_players: int, rules=None, shuffler=None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.dealer = self.context.get("dealer", n - 1)
        if "stacks" in self.context:
            self.stack = self._context_numbers("stacks", [0] * n)
            if any(x < 0 for x in self.stack):
                raise SetupError("the context's stacks are chips, 0 or more")
        else:
            self.stack = [self.rules.cave] * n
        self.pot_in = self._context_numbers("pot_carried", 0)
        if self.pot_in < 0:
            raise SetupError("the context's pot_carried is chips, 0 or more")
        self.paid = [0] * n
        self.won = [0] * n
        self.hand: list[list[Card]] = [[] for _ in range(n)]
        self.up: list[list[Card]] = [[] for _ in range(n)]       # none: for the PHH export
        self.discard: list[list[Card]] = [[] for _ in range(n)]
        self.folded = [False] * n
        self.shown = [False] * n
        self.dealt: list[tuple[int | None, Card]] = []
        self.shuffles: list[tuple[int, str]] = []
        self.stock: list[Card] = []
        self.round: BettingRound | None = None
        self.turn: int | None = None
        self.phase = ""
        self.result: list[int] | None = None
        self.winners: list[int] = []
        self.carried_out = 0
        self.detail: list[dict[str, Any]] = []

    # ------------------------------------------------------------------ cards and chips
    def _order(self, live_only: bool = True) -> list[int]:
        """Seats in the order of play from the dealer's right (the seat after him)."""
        n = self.num_players
        seats = [(self.dealer + 1 + k) % n for k in range(n)]
        return [s for s in seats if not (live_only and self.folded[s])]

    def _shuffle(self, cards: Sequence[Card], what: str) -> None:
        """Shuffle ``cards`` into the stock (the first card dealt is the first of the order);
        a shuffle after the first is logged in ``shuffles`` with ``what`` was shuffled."""
        if self.dealt:
            self.shuffles.append((len(self.dealt), what))
        order = self.shuffler.shuffle(list(cards))
        self.stock = list(reversed(order))

    def _give(self, seat: int | None) -> Card:
        c = self.stock.pop()
        self.dealt.append((seat, c))
        if seat is not None:
            self.hand[seat].append(c)
        return c

    def _put(self, s: int, amount: int) -> int:
        put = min(amount, self.stack[s])
        self.stack[s] -= put
        self.paid[s] += put
        return put

    def _live(self) -> list[bool]:
        return [not f for f in self.folded]

    def _bet(self, action: Action) -> int:
        """Apply a betting action of the seat to act to ``round``; books the chips."""
        rd = self.round
        assert rd is not None and rd.turn is not None
        seat = rd.turn
        put = rd.apply_unchecked(seat, action)
        self.stack[seat] -= put
        self.paid[seat] += put
        if action.verb == "fold":
            self.folded[seat] = True
        self.log.append(_bet_line(seat, action, put))
        return put

    def _finish(self, won: Sequence[int], payments: Sequence[int] | None = None) -> None:
        n = self.num_players
        pay = list(payments) if payments is not None else [0] * n
        self.won = [won[s] + pay[s] for s in range(n)]
        self.result = [self.won[s] - self.paid[s] for s in range(n)]
        self.round = None
        self.turn = None
        self.phase = OVER

    def final_stacks(self) -> list[int]:
        """Chips in front of each seat after the deal (the stack plus what it won)."""
        return [self.stack[s] + self.won[s] for s in range(self.num_players)]

    # ------------------------------------------------------------------ the contract
    @property
    def to_act(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.round is not None:
            return self.round.turn
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {f"hand {s}": list(self.hand[s]) for s in range(self.num_players)}
        for s in range(self.num_players):
            loc[f"discard {s}"] = list(self.discard[s])
        loc["stock"] = list(self.stock)
        return loc

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (:mod:`hoyle.core.determinise`; the ISMCTS seat): each hand
        (held as dealt) and the stock in its order (its end the next card dealt). A card turned
        up (bouillotte's retourne) is seen by all; the discards lie in no zone, so once cards
        are discarded (ambigu's draw) no deal is found and the seat plays as the heuristic."""
        zones = {f"hand {s}": Zone(h, attr="hand", sort=False) for s, h in enumerate(self.hand)}
        zones["stock"] = Zone(self.stock, ordered=True, attr="stock")
        return zones

    def _visible(self, seat: int | None) -> set:
        vis: set = set()
        for s in range(self.num_players):
            if s == seat or self.shown[s]:
                vis.update(self.hand[s])
        return vis

    def hidden_cards(self, seat: int | None) -> set[Card]:
        return set(self.pack) - self._visible(seat)

    def clone(self):
        new = copy.copy(self)
        for name in ("stack", "paid", "won", "folded", "shown", "winners", "stock", "history",
                     "log", "detail", "dealt", "shuffles"):
            setattr(new, name, list(getattr(self, name)))
        new.hand = [list(h) for h in self.hand]
        new.up = [list(h) for h in self.up]
        new.discard = [list(h) for h in self.discard]
        new.context = dict(self.context)
        if self.result is not None:
            new.result = list(self.result)
        if self.round is not None:
            new.round = self.round.copy()
        if self.phase != OVER:          # a later shuffle in the copy must not move this one's
            new.shuffler = _copy_shuffler(self.shuffler)
        self._clone_more(new)
        return new

    def _clone_more(self, new) -> None:
        """Copy a subclass's own mutable attributes onto ``new``."""

    def _seats_view(self, seat: int | None) -> list[dict[str, Any]]:
        vis = self._visible(seat)
        out = []
        for s in range(self.num_players):
            d: dict[str, Any] = {"seat": s, "stack": self.stack[s] + self.won[s], "bet": self.paid[s],
                                 "folded": self.folded[s], "cards": len(self.hand[s])}
            if s != seat and any(c in vis for c in self.hand[s]):
                d["shown"] = [str(c) for c in self.hand[s]]
            out.append(d)
        return out

    def _base_view(self, seat: int | None) -> dict[str, Any]:
        rd = self.round
        to_call = 0
        if seat is not None and rd is not None and rd.turn == seat:
            to_call = rd.high - rd.committed[seat]
        v: dict[str, Any] = {
            "game": self.game.slug if hasattr(self, "game") else type(self).__name__,
            "phase": self.phase, "dealer": self.dealer, "to_act": self.to_act, "pot": self.pot,
            "pot_carried": self.pot_in, "to_call": to_call, "seats": self._seats_view(seat),
            "seat": seat, "hand": [str(c) for c in self.hand[seat]] if seat is not None else [],
            "players_in": sum(self._live()), "log": self.log_for(seat)}
        if self.result is not None:
            v["outcome"] = list(self.result)
            v["winners"] = list(self.winners)
            v["carried_to_next_deal"] = self.carried_out
        return v


def _bet_line(seat: int, action: Action, put: int) -> str:
    v = action.verb
    if v == "fold":
        return f"seat {seat} drops"
    if v == "check":
        return f"seat {seat} passes"
    if v == "call":
        return f"seat {seat} calls, putting in {put}"
    word = "bets" if v == "bet" else "raises by"
    return f"seat {seat} {word} {action.args[0]}, putting in {put}"
