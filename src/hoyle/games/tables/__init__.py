"""Games played on a real table, alley or deck, kept on the score pad
(:mod:`hoyle.mechanics.scorepad`; Foster 1914, seed 001 part 6 §6, §7, §9): the players report
what happened at the table (pins down, a ball potted, a carom, a foul) and the pad keeps the
book's score. Registry families ``bowling`` (:mod:`.bowling`, :mod:`.shuffleboard`: catalog
family 19) and ``billiards`` (:mod:`.billiards`, :mod:`.pool`: family 18). Their traits say what they are:
``items=("table",)``, perfect information, no chance, each player's own score (general-sum)."""

from __future__ import annotations

from . import billiards, bowling, pool, shuffleboard  # noqa: F401
from .billiards import EventPadState, PoolRackState
from .bowling import BowlingRules, BowlingState, CountFramesState
from .shuffleboard import ShipDeckState, ShuffleboardState

__all__ = ["EventPadState", "PoolRackState", "BowlingRules", "BowlingState", "CountFramesState", "ShipDeckState", "ShuffleboardState"]
