"""Dice games (Foster 1914, seed 001 part 6 §5): played with dice alone, the throws explicit chance
turns (:mod:`hoyle.core.chance`)."""

from __future__ import annotations

from . import vingt_et_un  # noqa: F401
from .vingt_et_un import DiceVingtRules, DiceVingtState, StopAtBot

__all__ = ["DiceVingtRules", "DiceVingtState", "StopAtBot"]
