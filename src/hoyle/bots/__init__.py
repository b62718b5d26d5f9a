"""Bots: given a seat's view and the legal actions, choose an action.

Every bot implements :class:`Bot`. ``random`` works for every game; games add their own
(e.g. the draw-poker heuristic bot) through ``GameInfo.bots``. Use :func:`make_bot`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import numpy as np

from ..core.actions import Action
from ..core.errors import HoyleError

if TYPE_CHECKING:
    from ..core.registry import GameInfo

__all__ = ["Bot", "RandomBot", "make_bot", "bot_names"]


class Bot:
    """A player program for one seat.

    Args:
        seat: the seat it plays.
        seed: seeds its own random choices (reproducible runs), or None.
    """

    name = "bot"

    def __init__(self, seat: int, seed: int | None = None, game: "GameInfo | None" = None):
        self.seat = seat
        self.game = game
        self.rng = np.random.Generator(np.random.PCG64(seed))

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Chooses uniformly among the legal actions."""

    name = "random"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        return legal[int(self.rng.integers(len(legal)))]


def bot_names(game: "GameInfo") -> list[str]:
    return ["random", *game.bots]


def make_bot(name: str, game: "GameInfo", seat: int, seed: int | None = None) -> Bot:
    """The bot called ``name`` for ``game`` ("bot" = the game's best bot, else random).

    Raises:
        HoyleError: no bot of that name for this game.
    """
    if name in ("bot", "best"):
        name = next(iter(game.bots), "random")
    if name == "random":
        return RandomBot(seat, seed, game)
    if name in game.bots:
        return game.bots[name](seat, seed, game)
    raise HoyleError(f"no bot {name!r} for {game.slug} (bots: {', '.join(bot_names(game))})")
