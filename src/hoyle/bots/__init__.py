"""Bots: given a seat's view and the legal actions, choose an action.

Every bot implements :class:`Bot`. ``random`` works for every game; games add their own
(e.g. the draw-poker heuristic bot) through ``GameInfo.bots``; ``ismcts`` (information-set
Monte Carlo tree search, :mod:`hoyle.bots.ismcts`) is offered by every game of imperfect
information played with cards where a seat may hold a card another does not see
(``GameInfo.private_cards``). Use :func:`make_bot`.

A bot that searches the game (``needs_state``) is handed the state with :meth:`Bot.bind`
before each choice by the drivers; it must read of it only what its seat may know.
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
    #: whether the drivers must :meth:`bind` the state before each :meth:`choose`
    needs_state = False

    def __init__(self, seat: int, seed: int | None = None, game: "GameInfo | None" = None):
        self.seat = seat
        self.game = game
        self.rng = np.random.Generator(np.random.PCG64(seed))

    def bind(self, state: Any) -> "Bot":
        """Hand the bot the state it will choose in (a search bot's; others ignore it)."""
        return self

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Chooses uniformly among the legal actions."""

    name = "random"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        return legal[int(self.rng.integers(len(legal)))]


def _offers_ismcts(game: "GameInfo") -> bool:
    """A game of imperfect information played with cards, where some seat may hold a card
    another does not see (``GameInfo.private_cards``): at faro, where every card is the same
    secret to all (the box's order) or shown to all, there is nothing to guess about the
    others' hands, and the search is not offered."""
    return (str(game.information) == "imperfect" and "cards" in [str(i) for i in game.items]
            and game.private_cards)


def bot_names(game: "GameInfo") -> list[str]:
    extra = ["ismcts"] if _offers_ismcts(game) and "ismcts" not in game.bots else []
    return ["random", *game.bots, *extra]


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
    if name == "ismcts" and _offers_ismcts(game):
        from .ismcts import ISMCTSBot
        return ISMCTSBot(seat, seed, game)
    why = ""
    if name == "ismcts" and "cards" in [str(i) for i in game.items] and not game.private_cards:
        why = (f"; ismcts guesses the cards hidden between seats, and at {game.title} no seat holds "
               "a card another does not see")
    raise HoyleError(f"no bot {name!r} for {game.title} ({game.slug}): its bots are "
                     f"{', '.join(bot_names(game))}, or 'bot' for its best{why}")
