"""Errors raised by hoyle. Every refusal names its reason and, where there is one, the law.

The kinds, and who raises them:

* :class:`IllegalAction`: an action the rules or a law forbid now (``GameState.apply``).
* :class:`ActionParseError`: text that is not an action in the game's notation at all
  (``GameState.parse_action``: a stray symbol, ``--5``, ``①``, ``1e3``, 100,000 characters).
* :class:`DealNotOver`: a deal's outcome asked for before the deal is over.
* :class:`SetupError`: a deal or match that cannot start as asked (the number of players,
  a combination of rule options the book does not allow, a carried context that does not
  fit, such as a dealer who is not at the table). :class:`RuleOptionError` is one kind.
* :class:`RecordError`: a record that is malformed or does not replay.

All are :class:`HoyleError`; a front end catches that one class and prints the message
(one line). Nothing else is meant to reach a user.
"""

from __future__ import annotations

__all__ = ["HoyleError", "IllegalAction", "ActionParseError", "DealNotOver", "SetupError",
           "RuleOptionError", "RecordError", "UnknownGame", "quote"]

#: the most characters of a player's own input that an error message repeats
QUOTE_MAX = 40


def quote(text: object, limit: int = QUOTE_MAX) -> str:
    """``repr`` of a piece of input, cut to ``limit`` characters (``'xxxx...' (100000
    characters)``), so that a message never echoes a flood back in full."""
    s = text if isinstance(text, str) else str(text)
    if len(s) <= limit:
        return repr(s)
    return f"{s[:limit]!r}... ({len(s):,} characters)"


class HoyleError(Exception):
    """Base class of every error hoyle raises on purpose."""


class IllegalAction(HoyleError):
    """An action refused by the state; the state is left unchanged.

    Attributes:
        reason: one line in plain words ("you must bet at least 2 chips").
        law: the law that forbids it, e.g. ``"Foster 1914, Draw Poker, law 21"``, or ``None``.
    """

    def __init__(self, reason: str, law: str | None = None):
        self.reason = reason
        self.law = law
        super().__init__(f"{reason} ({law})" if law else reason)


class DealNotOver(IllegalAction):
    """``outcome()`` (or a deal's score, or ``Match.finish``) asked for before the deal is over.

    It subclasses :class:`IllegalAction` for backward compatibility: before it existed the
    trick and banking games raised ``IllegalAction("the hand is not finished")`` here, and
    callers that catch that keep working. New code should catch ``DealNotOver``.
    """

    def __init__(self, reason: str = "the deal is not over", law: str | None = None):
        super().__init__(reason, law)


class ActionParseError(HoyleError, ValueError):
    """Text that is not an action in the game's notation (the state is unchanged).

    A subclass of ``ValueError`` too, as it always was; front ends catch it as a
    :class:`HoyleError`."""


class SetupError(HoyleError, ValueError):
    """A deal or match that cannot start as asked: the number of players, a combination of
    rule options the book does not allow, a context (what carries between deals) that does
    not fit the table. Nothing is started.

    Attributes:
        reason: one line in plain words.
        law: the law or source that sets the limit, or ``None``.
    """

    def __init__(self, reason: str, law: str | None = None):
        self.reason = reason
        self.law = law
        super().__init__(f"{reason} ({law})" if law else reason)


class RuleOptionError(SetupError):
    """A rule option that does not exist or has a bad value; the message names the option.
    ``unknown_option``: ``(name, known options)`` when the option does not exist, else None."""

    unknown_option: tuple[str, str] | None = None

    def __init__(self, reason: str, law: str | None = None):
        super().__init__(reason, law)


class RecordError(HoyleError, ValueError):
    """A record that is malformed, or whose replay does not match what it says."""


class UnknownGame(HoyleError, KeyError):
    """No registered game has this name or alias."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "unknown game"
