"""Board games (Foster 1914, seed 001 parts 5-6; catalog INDEX.md family 16): chess (and chess at
odds, correspondence chess), checkers and
losing draughts, Polish draughts, devil among the tailors, backgammon and Russian backgammon,
reversi, gobang, nine men's morris, halma.

The position model they share is :mod:`hoyle.mechanics.board` (keys, repetitions, the end,
the search); each game's own module registers it.
"""

from __future__ import annotations

from . import backgammon, checkers, chess, chess_odds, devil, gobang, halma, morris, polish, reversi
from .backgammon import LAWS as BACKGAMMON_LAWS
from .backgammon import BackgammonBot, BackgammonRules, BackgammonState
from .checkers import LAWS as CHECKERS_LAWS
from .checkers import CheckersRules, CheckersSearchBot, CheckersState, from_pdn, to_pdn
from .checkers_engine import Board as CheckersBoard
from .chess import LAWS as CHESS_LAWS
from .chess import ChessRules, ChessSearchBot, ChessState, from_pgn, to_pgn
from .chess_engine import START_FEN, Position

__all__ = ["backgammon", "BACKGAMMON_LAWS", "BackgammonBot", "BackgammonRules", "BackgammonState",
           "chess", "chess_odds", "checkers", "devil", "gobang", "halma", "morris", "polish", "reversi", "CHESS_LAWS", "ChessRules", "ChessSearchBot", "ChessState", "Position",
           "START_FEN", "from_pgn", "to_pgn", "CHECKERS_LAWS", "CheckersRules", "CheckersSearchBot",
           "CheckersState", "CheckersBoard", "from_pdn", "to_pdn"]
