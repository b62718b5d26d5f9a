"""What the "one against the table" deals of the whist family share (solo whist and the
Boston family: Boston, French Boston, Boston de Fontainebleau, Russian Boston): the hands
held in ``_hands`` until the play starts and in a :class:`~hoyle.mechanics.tricks.TrickPlay`
``tp`` after, the bidder's hand shown in a spread, the end of a misère at the bidder's first
trick and of a slam at his first lost trick, a cheap clone (Foster 1914, 001 part 2 §9,
§11-§14). The referee's rulings go into the record by :meth:`GameState.record`; the suit named
in a call for a lead (seed 003 AW law 24) is read by :func:`hoyle.mechanics.tricks.called_suit`,
re-exported here."""

from __future__ import annotations

import copy
from ...cards import Card
from ...core.state import GameState
from ...mechanics.tricks import called_suit

__all__ = ["LoneBidderDeal", "called_suit"]


class LoneBidderDeal(GameState):
    """The parts of a deal of a "one against the table" game (solo whist, the Boston family)
    that do not depend on the bids: ``_hands`` before play, ``tp`` once the play starts,
    ``phase``, ``bid``/``bidder``, ``passed``, the referee's ``rulings``.

    A subclass provides ``_nullo()`` (the bidder must take no trick), ``_grand_slam()`` (he
    must take every trick) and ``_shown()`` (his hand lies face up, as in a spread); it may
    name cards a seat has laid aside unseen (``_set_aside``, Boston's discard) and cards known
    to all though not yet played (``_public_in_hands``)."""

    def _nullo(self) -> bool:
        return False

    def _grand_slam(self) -> bool:
        return False

    def _shown(self) -> bool:
        return False

    def _hand(self, seat: int) -> list[Card]:
        return self.tp.hands[seat] if self.tp is not None else self._hands[seat]

    def _lone_trick_stops(self, winner: int) -> bool:
        """Does the trick just won by ``winner`` decide a misère (the bidder took it) or a slam
        (he lost it)? The hand then stops (001 part 2 §9; Boston §11)."""
        if self._nullo():
            return winner == self.bidder
        return self._grand_slam() and winner != self.bidder

    def _public_in_hands(self) -> set[Card]:
        return set()

    def _set_aside(self, seat: int) -> tuple[Card, ...]:
        return ()

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set()
        shown = self._shown()
        for i in range(len(self._hands)):
            if i == seat or (shown and i == self.bidder):
                continue
            out.update(self._hand(i))
            out.update(self._set_aside(i))
        return out - self._public_in_hands()

    def _clone_base(self) -> "LoneBidderDeal":
        """A copy sharing nothing mutable of the common parts; the subclass copies the rest."""
        s = copy.copy(self)
        s.passed = set(self.passed)
        if self.tp is not None:
            s.tp = self.tp.clone()
        else:
            s._hands = [h[:] for h in self._hands]
        s.history = self.history[:]
        s.log = self.log[:]
        return s
