"""Dice games (Foster 1914, seed 001 part 6 §5): played with dice alone, the throws explicit chance
turns (:mod:`hoyle.core.chance`). :mod:`.engine` holds the common shapes (throws listed as sets
of faces with exact probabilities; the score race), :mod:`.throws` the four score-race games,
:mod:`.poker_dice`, :mod:`.ten_pins`, :mod:`.baseball`, :mod:`.craps`, :mod:`.counters` (ace in
the pot, help your neighbour), :mod:`.centennial` and :mod:`.vingt_et_un` one shape each. Hazard
(§5.3) is named by the book only and is not registered (README)."""

from __future__ import annotations

from . import baseball, centennial, counters, craps, poker_dice, ten_pins, throws, vingt_et_un  # noqa: F401
from .baseball import BaseballRules, DiceBaseballState, diamond_play
from .centennial import COURSE, CentennialState, numbers_made
from .counters import AceInThePotState, AceRules, HelpNeighbourState, NeighbourRules
from .craps import WAYS, CrapsMatch, CrapsRules, CrapsState, come_out
from .engine import DiceState, PoolRules, ScoreRaceState, pool_outcome, throw_outcomes
from .poker_dice import HAND_NAMES, KeepGroupsBot, PokerDiceRules, PokerDiceState, poker_dice_hand
from .ten_pins import DiceTenPinsState, KeepFivesBot, TenPinsRules, frame_scores, pins
from .throws import SPOT_VALUE, BostonRules, GoingToBostonState, MultiplicationState, RafflingState, RoundTheSpotState
from .vingt_et_un import DiceVingtRules, DiceVingtState, StopAtBot

__all__ = ["DiceVingtRules", "DiceVingtState", "StopAtBot", "DiceState", "PoolRules", "ScoreRaceState",
           "pool_outcome", "throw_outcomes", "BaseballRules", "DiceBaseballState", "diamond_play", "COURSE",
           "CentennialState", "numbers_made", "AceInThePotState", "AceRules", "HelpNeighbourState",
           "NeighbourRules", "WAYS", "CrapsMatch", "CrapsRules", "CrapsState", "come_out", "HAND_NAMES",
           "KeepGroupsBot", "PokerDiceRules", "PokerDiceState", "poker_dice_hand", "DiceTenPinsState", "KeepFivesBot",
           "TenPinsRules", "frame_scores", "pins", "SPOT_VALUE", "BostonRules", "GoingToBostonState",
           "MultiplicationState", "RafflingState", "RoundTheSpotState"]
