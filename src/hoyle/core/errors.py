"""Errors raised by hoyle. Every refusal names its reason and, where there is one, the law."""

from __future__ import annotations

__all__ = ["HoyleError", "IllegalAction", "ActionParseError", "RuleOptionError", "RecordError",
           "UnknownGame"]


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


class ActionParseError(HoyleError, ValueError):
    """Text that is not an action in the game's notation."""


class RuleOptionError(HoyleError, ValueError):
    """A rule option that does not exist or has a bad value; the message names the option."""


class RecordError(HoyleError, ValueError):
    """A record that is malformed, or whose replay does not match what it says."""


class UnknownGame(HoyleError, KeyError):
    """No registered game has this name or alias."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "unknown game"
