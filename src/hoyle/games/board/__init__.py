"""Board games (Foster 1914, seed 001 parts 5-6; catalog INDEX.md family 16): chess so far.

The position model they share is :mod:`hoyle.mechanics.board` (keys, repetitions, the end,
the search); each game's own module registers it.
"""

from __future__ import annotations

from . import chess
from .chess import LAWS as CHESS_LAWS
from .chess import ChessRules, ChessSearchBot, ChessState, from_pgn, to_pgn
from .chess_engine import START_FEN, Position

__all__ = ["chess", "CHESS_LAWS", "ChessRules", "ChessSearchBot", "ChessState", "Position", "START_FEN",
           "from_pgn", "to_pgn"]
