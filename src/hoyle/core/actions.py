"""Actions: small immutable values with a text notation both ways.

An action is a verb and its arguments: ``Action("raise", (10,))`` is written ``raise 10``;
``Action("discard", (Card(QS), Card(7C)))`` is ``discard QS 7C``; ``bid 2 hearts`` is
``Action("bid", (2, "hearts"))``. Tokens parse as an int, else a card, else a word.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..cards import Card, CardParseError, parse_card
from .errors import ActionParseError

__all__ = ["Action", "parse_action"]


class Action(NamedTuple):
    """An immutable action: ``verb`` (lower-case word) and ``args`` (ints, Cards, words)."""

    verb: str
    args: tuple = ()

    def __str__(self) -> str:
        return " ".join([self.verb, *map(str, self.args)])

    def to_json(self) -> str:
        return str(self)

    @classmethod
    def parse(cls, text: str) -> "Action":
        return parse_action(text)

    @property
    def amount(self) -> int | None:
        """The first integer argument (the chips of a bet or raise), if any."""
        for a in self.args:
            if type(a) is int:
                return a
        return None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(a for a in self.args if isinstance(a, Card))


def _token(tok: str) -> Any:
    if tok.lstrip("-").isdigit() and not (len(tok) > 1 and tok[-1:].isalpha()):
        return int(tok)
    try:
        return parse_card(tok)
    except CardParseError:
        pass
    if not tok.replace("-", "").replace("_", "").isalnum():
        raise ActionParseError(f"{tok!r} is not a number, a card or a word")
    return tok.lower()


def parse_action(text: str) -> Action:
    """Parse ``"raise 10"``, ``"discard QS 7C"``, ``"play qs"`` into an :class:`Action`.

    Raises:
        ActionParseError: empty text or a token that is not a number, card or word.
    """
    if not isinstance(text, str):
        raise ActionParseError(f"an action is text, not {type(text).__name__}")
    parts = text.replace(",", " ").split()
    if not parts:
        raise ActionParseError("empty action")
    verb = parts[0].lower()
    if not verb.replace("-", "").replace("_", "").isalpha():
        raise ActionParseError(f"{parts[0]!r} is not an action word")
    return Action(verb, tuple(_token(t) for t in parts[1:]))
