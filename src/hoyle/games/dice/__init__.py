"""Dice games (Foster 1914, seed 001 part 6 §5): played with dice alone, the throws explicit chance
turns (:mod:`hoyle.core.chance`). :mod:`.engine` holds the common shapes; hazard (§5.3) is named
by the book only and is not registered (README)."""

from __future__ import annotations

from . import baseball, centennial, counters, craps, poker_dice, ten_pins, throws, vingt_et_un  # noqa: F401
from .engine import DiceState, ScoreRaceState, throw_outcomes
from .vingt_et_un import DiceVingtRules, DiceVingtState, StopAtBot

__all__ = ["DiceVingtRules", "DiceVingtState", "StopAtBot", "DiceState", "ScoreRaceState", "throw_outcomes"]
