"""Dominoes (Foster 1914, seed 001 part 6 lines 514-642; catalog INDEX.md family 17): the block
game, four-handed block, the draw game, matadore, Sebastopol, Bergen, domino pool, muggins and
all threes, one engine (:mod:`.game`) with each game its data (:mod:`.games`). The line of play
is :mod:`hoyle.mechanics.line`; the tiles are :mod:`hoyle.tiles`."""

from __future__ import annotations

from . import games
from .bots import DominoBot
from .game import MATADORS, DominoPoolState, DominoRules, DominoState, round_to
from .games import DOMINO_GAMES

__all__ = ["games", "DominoBot", "DominoRules", "DominoState", "DominoPoolState", "MATADORS", "round_to",
           "DOMINO_GAMES"]
