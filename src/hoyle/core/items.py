"""The item codec: how a shuffled item is written in a record and read back.

Records (and the web store) write every shuffled order as a list of texts. Cards are written as
they always were (``"QS"``, ``"JKR"``), so old records still replay; domino tiles as ``"6-4"``
(:mod:`hoyle.tiles`); a sealed item as ``"??"`` (:func:`hoyle.core.record.public_record`). The
two notations cannot be confused, so :func:`parse_item` reads either without being told the kind.
Dice and wheels are not shuffled: their throws are chance actions (``roll 6 2``), and a board's
position is the game's own notation in the record's context.
"""

from __future__ import annotations

from typing import Any

from ..cards import Card, CardParseError, parse_card
from ..tiles import Tile, TileParseError, parse_tile
from .errors import RecordError

__all__ = ["item_text", "parse_item"]


def item_text(item: Any) -> str:
    """The record text of a shuffled item: a tile as ``"6-4"``, a card (or a bare card index, as
    older shufflers logged them) as its card text."""
    if isinstance(item, Tile):
        return str(item)
    if isinstance(item, Card):
        return str(item)
    if isinstance(item, int) and not isinstance(item, bool):
        return str(Card(item))
    raise RecordError(f"{item!r} is not an item a record can hold (a card or a tile)")


def parse_item(text: Any) -> Card | Tile:
    """A card or tile from its record text (or the item itself, or a bare card index).

    Raises:
        RecordError: text that is neither a card nor a tile.
    """
    if isinstance(text, (Card, Tile)):
        return text
    if isinstance(text, int) and not isinstance(text, bool):
        return Card(text)
    if isinstance(text, str):
        if "-" in text or "|" in text or ":" in text:
            try:
                return parse_tile(text)
            except TileParseError:
                pass
        try:
            return parse_card(text)
        except CardParseError:
            pass
    raise RecordError(f"{text!r} is not a card or a tile")
