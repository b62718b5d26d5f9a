"""Cribbage (Foster 1914, seed 001 part 4 §8 and part 5 §1; catalog INDEX.md family 10): six-card,
five-card, three-hand, four-hand and seven-card cribbage, one engine (:mod:`.state`) with each
game its data (:mod:`.games`). The counting is :mod:`hoyle.mechanics.counting`."""

from __future__ import annotations

from . import games
from .bots import CribbageBot, crib_value, keep_value
from .games import CRIBBAGE_GAMES, CribbageMatch, game_value
from .laws import CRIBBAGE_LAWS
from .state import CribbageRules, CribbageState

__all__ = ["games", "CribbageBot", "CribbageRules", "CribbageState", "CribbageMatch", "CRIBBAGE_GAMES",
           "game_value", "crib_value", "keep_value", "CRIBBAGE_LAWS"]

# the score card for deals played with a real pack (issue 16 item 5)
from .scorecard import AnnouncedCribbageDeal, CribbageScoreCard  # noqa: E402

__all__ += ["AnnouncedCribbageDeal", "CribbageScoreCard"]
