"""What kind of game a game is: the traits every registered game states.

Front ends and the conformance suite choose by these, never by family name (a family is a
package of shared code; a trait is a property of the game). Each trait is a small string
enum, so a registration may give the enum member or its string (``information="perfect"``),
and JSON shows the string.

* :class:`Information` -- ``perfect``: whenever a seat acts it knows every item on the table
  and every earlier move, chance's included (dice thrown after the stakes, a wheel spun after
  them); ``imperfect``: something already settled is hidden from a seat when it acts (a hand,
  a shuffled stock, beans under a cup).
* :class:`Chance` -- ``none`` (chess, draughts), ``explicit`` (a chance turn whose outcomes
  the game lists with exact probabilities), ``shuffled`` (a shuffler decides: a pack shuffled,
  dice or a wheel drawn inside the state).
* :class:`Utility` -- what :meth:`~hoyle.core.state.GameState.outcome` counts:
  ``zero-sum-chips`` and ``zero-sum-points`` (the outcome sums to ``-house_take()``, in chips,
  counters or money, or in score points), ``general-sum`` (each seat's own score; the sum is
  not fixed), ``one-player-score`` (patience, bowling: one seat's score),
  ``one-player-win`` (patience that comes out or not: 1 or 0).
* :class:`Item` -- what the game is played with; a game may have several: ``cards``,
  ``tiles`` (dominoes), ``dice``, ``board`` (squares or points of a board), ``counters``
  (beans or counters counted out as the chance, as at fan-tan), ``wheel`` (roulette's),
  ``balls`` (numbered balls drawn from an urn or goose, as at keno), ``table`` (the play
  happens on a real table, alley or deck that hoyle does not simulate: the game is a score
  pad whose actions are the events reported there -- pins down, a ball potted, a foul --
  :mod:`hoyle.mechanics.scorepad`; such a game is perfect-information, without chance, and a
  learning environment has nothing to learn from it but the rules of the score).

``simultaneous`` (seats move at once, not in turn) and ``carries_items`` (the pack, shoe or
stock of one deal goes on into the next deal of a match) are plain booleans on
:class:`~hoyle.core.registry.GameInfo`.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Information", "Chance", "Utility", "Item"]


class Information(StrEnum):
    """Whether a seat may act without knowing something already settled."""

    PERFECT = "perfect"
    IMPERFECT = "imperfect"


class Chance(StrEnum):
    """How chance enters the game."""

    NONE = "none"
    EXPLICIT = "explicit"
    SHUFFLED = "shuffled"


class Utility(StrEnum):
    """What the outcome of a deal counts, and whether it balances."""

    ZERO_SUM_CHIPS = "zero-sum-chips"
    ZERO_SUM_POINTS = "zero-sum-points"
    GENERAL_SUM = "general-sum"
    ONE_PLAYER_SCORE = "one-player-score"
    ONE_PLAYER_WIN = "one-player-win"

    @property
    def zero_sum(self) -> bool:
        """True when ``sum(outcome) + house_take == 0`` holds for every deal."""
        return self in (Utility.ZERO_SUM_CHIPS, Utility.ZERO_SUM_POINTS)


class Item(StrEnum):
    """A kind of thing a game is played with."""

    CARDS = "cards"
    TILES = "tiles"
    DICE = "dice"
    BOARD = "board"
    COUNTERS = "counters"
    WHEEL = "wheel"
    BALLS = "balls"
    TABLE = "table"
