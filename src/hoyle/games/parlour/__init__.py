"""The parlour games (catalog INDEX.md family 13, the odd games of Foster 1914 seed 001 part 5
§8.3-8.7 and §8.15, part 6 §12.9): :mod:`.authors` (books of four by asking), :mod:`.speculation`
(the trump auction), :mod:`.old_maid` (and the old bachelor), :mod:`.lift_smoke` (the trick game
of elimination, on :mod:`hoyle.mechanics.tricks`), :mod:`.sequence` (Earl of Coventry and jig:
matching a rank, running up a suit), :mod:`.ranter` (ranter go round) and :mod:`.doubt` (I doubt
it). What they share is :mod:`.base`."""

from __future__ import annotations

# every module that registers a game (an explicit list: the registry does not walk the package)
from . import authors, doubt, lift_smoke, old_maid, ranter, sequence, speculation  # noqa: F401
from .authors import AuthorsBot, AuthorsRules, AuthorsState, pool_shares

__all__ = ["AuthorsBot", "AuthorsRules", "AuthorsState", "pool_shares"]
