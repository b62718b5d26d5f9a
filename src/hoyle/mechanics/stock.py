"""Play from a stock, with closing (the bezique family: sixty-six, bezique, pinochle; Foster
1914, catalog 001 part 4 §4.1 "play while stock lasts", §4.9, §4.14 "closing").

After each trick, while the stock lasts, the winner draws its top card and the loser the next;
the last card of the stock goes to the winner and the turn-up (the trump card lying under the
stock) to the loser (§4.1 "last card of stock"). While the stock lasts the play is free: any
card may be played to a lead. Once the stock is gone, or a player on lead has *closed* it
(sixty-six: the trump turned face down, no more drawing, §4.14 "closing"), the strict rule of
the game applies (sixty-six: follow suit; bezique and pinochle: follow and win if able).

:class:`Stock` keeps the cards face down (top first) and the turn-up; it knows nothing of
hands or tricks beyond what it is told, so that any game of the family can use it with
:class:`hoyle.mechanics.tricks.OrderedTrickPlay` by switching the trick order's follow rule
(:meth:`Stock.follow_rule`).
"""

from __future__ import annotations

from typing import Sequence

from ..core.determinise import Zone

__all__ = ["Stock", "StockError"]


class StockError(ValueError):
    """A stock action refused (closing out of turn, exchanging without the card, ...); the
    message is one line naming the reason. The state is unchanged."""


class Stock:
    """The stock (talon) of one deal and its turn-up.

    Args:
        cards: the face-down cards, top first.
        turn_up: the trump card turned under the stock (None: no turn-up, e.g. a trump cut).
        turn_up_drawn: whether the turn-up is drawn as the stock's last card (sixty-six and
            bezique: yes, to the loser of the trick that takes the last face-down card).

    Attributes: ``cards``, ``turn_up``, ``closed_by`` (the seat that closed, or None),
    ``closed_at`` (cards left face down when it was closed), ``taken`` (per seat, cards drawn).
    """

    __slots__ = ("cards", "turn_up", "turn_up_drawn", "closed_by", "closed_at", "taken", "dead")

    def __init__(self, cards: Sequence[int], turn_up: int | None = None, turn_up_drawn: bool = True):
        self.cards = list(cards)
        self.turn_up = turn_up
        self.turn_up_drawn = turn_up_drawn
        self.closed_by: int | None = None
        self.closed_at: int | None = None
        self.taken: dict[int, int] = {}
        #: the cards left could not go round the table (:meth:`draw_round`): they lie dead
        self.dead = False

    # ----- what it holds -----------------------------------------------------------------
    def __len__(self) -> int:
        """Cards still to be drawn, the turn-up included while it lies there."""
        return len(self.cards) + (1 if self.turn_up is not None and self.turn_up_drawn else 0)

    @property
    def closed(self) -> bool:
        return self.closed_by is not None

    @property
    def exhausted(self) -> bool:
        """No card left to draw (the turn-up taken too), or the cards left lie dead."""
        return len(self) == 0 or self.dead

    @property
    def open_play(self) -> bool:
        """Free play: the stock lasts and is not closed."""
        return not self.closed and not self.exhausted

    def follow_rule(self, free: str, strict: str) -> str:
        """``free`` while the stock lasts and is open, else ``strict`` (rule names of
        :mod:`hoyle.mechanics.tricks`)."""
        return free if self.open_play else strict

    # ----- drawing -------------------------------------------------------------------------
    def draw_pair(self, winner: int, loser: int) -> list[tuple[int, int]]:
        """After a trick: the winner draws the top card, then the loser the next (the last
        face-down card to the winner, the turn-up to the loser). Returns ``[(seat, card),
        ...]`` in the order drawn: two pairs, or none once closed or exhausted. Raises
        StockError if one card only is left to draw (an odd stock, not a legal position)."""
        if not self.open_play:
            return []
        if len(self) < 2:
            raise StockError("one card only is left in the stock: the draw cannot be completed")
        out = [(winner, self._take()), (loser, self._take())]
        for s, _ in out:
            self.taken[s] = self.taken.get(s, 0) + 1
        return out

    def draw_round(self, seats: Sequence[int]) -> list[tuple[int, int]]:
        """After a trick at a table of more than two: each of ``seats`` (the winner first, then
        to his left) draws one card; the turn-up, when it is the last card, goes to the last of
        them. Returns ``[(seat, card), ...]`` in the order drawn, or none once closed or
        exhausted. When fewer cards are left than ``seats`` (before or after the round), those
        cards are not drawn: they lie dead and the stock counts as exhausted (our reading for
        three-handed bezique's 95 cards, 001 part 4 §4.3, which leave two over)."""
        if not self.open_play:
            return []
        if len(self) < len(seats):
            self.dead = True
            return []
        out = [(s, self._take()) for s in seats]
        for s, _ in out:
            self.taken[s] = self.taken.get(s, 0) + 1
        if 0 < len(self) < len(seats):
            self.dead = True
        return out

    def _take(self) -> int:
        if self.cards:
            return self.cards.pop(0)
        c, self.turn_up = self.turn_up, None
        if c is None:
            raise StockError("the stock is empty")
        return c

    # ----- closing and the trump exchange ----------------------------------------------------
    def close(self, seat: int) -> None:
        """``seat`` closes (§4.14: the turn-up turned face down, no more drawing). Raises
        StockError when it is already closed or exhausted (the lead and the other conditions
        are the game's to check)."""
        if self.closed:
            raise StockError("the stock is already closed")
        if self.exhausted:
            raise StockError("the stock is exhausted: there is nothing to close")
        self.closed_by = seat
        self.closed_at = len(self.cards)

    def exchange(self, card: int) -> int:
        """Put ``card`` (the trump nine or seven, checked by the game) under the stock in place
        of the turn-up, which is returned to the caller's hand. Raises StockError when there is
        no turn-up, or the turn-up is the last card left to draw (§4.14: too late)."""
        if self.turn_up is None:
            raise StockError("there is no turn-up to exchange")
        if not self.cards and self.turn_up_drawn:
            raise StockError("too late: the turn-up is the last card of the stock")
        old, self.turn_up = self.turn_up, card
        return old

    def clone(self) -> "Stock":
        s = Stock.__new__(Stock)
        s.cards = self.cards[:]
        s.turn_up, s.turn_up_drawn = self.turn_up, self.turn_up_drawn
        s.closed_by, s.closed_at = self.closed_by, self.closed_at
        s.taken = dict(self.taken)
        s.dead = self.dead
        return s

    def card_zones(self) -> dict[str, Zone]:
        """The face-down cards as an ordered determinisation zone (``stock``, top first;
        :meth:`GameState.card_zones`); the turn-up lies face up and is no zone."""
        return {"stock": Zone(self.cards, ordered=True)}

    def locations(self) -> dict[str, list[int]]:
        """``{"stock": [...], "turn-up": [...]}`` for a game's ``card_locations``."""
        return {"stock": list(self.cards), "turn-up": [] if self.turn_up is None else [self.turn_up]}
