"""A shuffler that replays a stored deal's chance, then continues with live chance."""

from __future__ import annotations

from ..core.chance import Shuffler, StackedShuffler, SystemShuffler


class ResumeShuffler(Shuffler):
    """Returns the stored orders and draws in turn (exactly, checked), then asks ``live``.

    Used to rebuild a deal after a restart: its stored shuffles replay, and any chance the
    deal makes later (a reshuffle of the discards, a die) comes from ``live``. Its ``log``
    and ``draws_log`` hold everything, as a record needs.
    """

    def __init__(self, orders: list, draws: list, live: Shuffler | None = None):
        super().__init__()
        self._stacked = StackedShuffler(orders, draws)
        self._n_orders = len(self._stacked.orders)
        self._n_draws = len(self._stacked.draws)
        self.live = live or SystemShuffler()

    def _order(self, cards: list) -> list:
        if self._stacked._n < self._n_orders:
            return self._stacked._order(cards)
        return self.live._order(cards)

    def _randint(self, n: int) -> int:
        if self._stacked._d < self._n_draws:
            return self._stacked._randint(n)
        return self.live._randint(n)

    @property
    def replaying(self) -> bool:
        return self._stacked._n < self._n_orders or self._stacked._d < self._n_draws

    def describe(self) -> dict:
        return {"kind": "resumed", "live": self.live.describe()}
