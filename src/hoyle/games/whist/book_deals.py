"""The complete deals printed in Foster's *Complete Hoyle* (1914), 001 part 1: four whist
deals (§5.12, index p. 97), two straight-bridge deals (§3.4, p. 34) and two auction
deals (§2.14, p. 27), as the catalog transcribes them.

Each deal lists its tricks as the book prints them: one row per trick with the cards of
A, Y, B and Z in that order (Z deals; play goes A, Y, B, Z clockwise). In hoyle's seats
with Z dealing (dealer = seat 3): A = 0 (North), Y = 1 (East), B = 2 (South), Z = 3 (West).
The hands are derived from the rows; the leader of trick 1 is given; later leaders follow
from the play.

Corrections (the catalog's, named):

* ``auction-1-royals``, ``auction-1-2nt-insufficient``: see that deal's ``corrections``.
* ``whist-3-trick-12``: in Whist No. 3 the print has Y play the 9 of diamonds to trick 12
  (clubs led) while he still holds the ace of clubs, played to trick 13 — a revoke in the
  print. Swapping Y's cards of tricks 12 and 13 removes it without changing a winner.
"""

from __future__ import annotations

from ...cards import Card, parse_cards

__all__ = ["BookDeal", "DEALS", "hands_of", "corrected_rows"]


class BookDeal(dict):
    """Keys: ``id``, ``title``, ``source``, ``trumps`` (suit letter or None), ``turned``
    (the turned card, whist), ``leader`` (book letter), ``rows`` (13 strings "A Y B Z"),
    ``expected`` ({"AB": tricks, "YZ": tricks}), ``corrections`` (name -> description),
    and bridge deals ``declarer``, ``dummy``, ``denomination``."""


def _rows(text: str) -> list[str]:
    return [line.strip() for line in text.strip().splitlines()]


DEALS: dict[str, BookDeal] = {}

DEALS["whist-1"] = BookDeal(
    id="whist-1", title="Whist No. 1 - long suits, 5 of hearts turned",
    source="Foster 1914, 001 part 1 §5.12 (p. 97)", trumps="H", turned="5H", leader="A",
    rows=_rows("""
        KC 5C 7C 3C
        TH JH QH 5H
        QC JC 2C TC
        7H 3H 9H 8H
        JS 9S 2S 5S
        AC 4H 6H 5D
        4S KH AS 6S
        JD 7D 2D KD
        2H 3D 4D AD
        9C 6D 3S 8D
        8C 9D 7S 8S
        6C TD KS TS
        4C QD AH QS"""),
    expected={"AB": 11, "YZ": 2}, corrections={})

DEALS["whist-2"] = BookDeal(
    id="whist-2", title="Whist No. 2 - American game, 8 of hearts turned",
    source="Foster 1914, 001 part 1 §5.12 (p. 97)", trumps="H", turned="8H", leader="A",
    rows=_rows("""
        6D JD AD 9D
        3H 3D 2D TD
        9C KC AC 3C
        6H 4D 5D 4C
        QC 8C 2C 7C
        6C 4H 9H TC
        TH 7D 8D JC
        5C KH AH 7S
        4S QD QH 5H
        2S 5S JH 7H
        AS 6S QS KS
        JS 9S 3S TS
        8S KD 2H 8H"""),
    expected={"AB": 12, "YZ": 1}, corrections={})

DEALS["whist-3"] = BookDeal(
    id="whist-3", title="Whist No. 3 - short suits, queen of hearts turned",
    source="Foster 1914, 001 part 1 §5.12 (p. 97), from Val Starnes, Short-Suit Whist",
    trumps="H", turned="QH", leader="A",
    rows=_rows("""
        QD KD AD 2D
        2S AS JS 5S
        4D TD 3D JD
        2H 5H 3H QH
        6H AH 4H JH
        8C 2C 3C KC
        7H 8D 5D 7D
        KH 4S 6D 9H
        KS 7S 6S 8S
        QS 4C 5C TS
        9S QC 6C TH
        8H 9D 7C JC
        3S AC TC 9C"""),
    expected={"AB": 7, "YZ": 6},
    corrections={"whist-3-trick-12": "Y's cards of tricks 12 and 13 swapped (AC to trick 12, "
                                     "9D to trick 13): the print has Y renounce clubs at trick 12 "
                                     "while holding the ace of clubs"})

DEALS["whist-4"] = BookDeal(
    id="whist-4", title="Whist No. 4 - play to the score, jack of hearts turned",
    source="Foster 1914, 001 part 1 §5.12 (p. 97)", trumps="H", turned="JH", leader="A",
    rows=_rows("""
        KS 4S 3S AS
        3H 9H QH 2H
        2S 7S 5S 4H
        2C KC 6C 3C
        5H 7H 8H JH
        TH 5C KH AH
        8C JC 3D 4C
        5D JD AD 2D
        TS 9S 8S 6H
        QC 7C 4D AC
        QS JS 6S TC
        TD 7D 6D 9C
        QD 8D 9D KD"""),
    expected={"AB": 2, "YZ": 11}, corrections={})

DEALS["bridge-1"] = BookDeal(
    id="bridge-1", title="Straight bridge deal 1 - no-trump declared by the dealer",
    source="Foster 1914, 001 part 1 §3.4 (p. 34)", trumps=None, leader="A",
    declarer="Z", dummy="Y", denomination="NT",
    rows=_rows("""
        7D 3D JD KD
        QC 2C KC JC
        AD 8D 6D 2D
        4D QD 2S 5D
        4C 3C AC TC
        3H 5H JH AH
        8S 9C 2H 8C
        9S 7C 3S 4H
        6H 6C 4S QH
        9H 5C 8H 7S
        9D JS 5S QS
        TD 7H 6S AS
        KH TH KS TS"""),
    expected={"AB": 4, "YZ": 9}, corrections={})

DEALS["bridge-2"] = BookDeal(
    id="bridge-2", title="Straight bridge deal 2 - no-trump declared by dummy, dealer plays",
    source="Foster 1914, 001 part 1 §3.4 (p. 34)", trumps=None, leader="A",
    declarer="Z", dummy="Y", denomination="NT",
    rows=_rows("""
        6H AH 7H 3H
        5C KC 3C 2C
        8C TC 7C JC
        5D 3D AC 4C
        KH 2H 9H JH
        5H 4H 6D QH
        5S 3S 6S QC
        7D 4S 8S 9C
        9D 4D TS 6C
        AS 9S JS 7S
        TH QS 8D 2S
        8H KS TD 2D
        KD AD QD JD"""),
    expected={"AB": 5, "YZ": 8}, corrections={})

DEALS["auction-1"] = BookDeal(
    id="auction-1", title="Auction deal 1 - two no-trumps by Y, Z dummy",
    source="Foster 1914, 001 part 1 §2.14 (p. 27)", trumps=None, leader="B",
    declarer="Y", dummy="Z", denomination="NT",
    rows=_rows("""
        QS 2S 9S 2C
        AS 6S 8S 3H
        KS TS 4S 7H
        5S JS 3S JH
        2D QD 4D 5D
        TD 9D 7D JD
        4H 3D 8D AD
        7S 5H 9H KD
        8H 3C 2H 6D
        4C QC TC 9C
        5C AC 6H 7C
        8C KC TH QH
        JC 6C AH KH"""),
    expected={"AB": 4, "YZ": 9},
    bidding=["1 hearts", "1 royals", "2 clubs", "2 royals", "3 diamonds", "pass", "2 notrump"],
    corrections={"auction-1-royals": "A's 'one spade' and B's 'two spades' are one and two royals "
                                     "in the English original (a spade bid would be insufficient)",
                 "auction-1-2nt-insufficient": "Y's closing 2 no-trumps (20) is insufficient over "
                                               "3 diamonds (21), in the original too; replayed as "
                                               "3 no-trumps, which the nine tricks make"})

DEALS["auction-2"] = BookDeal(
    id="auction-2", title="Auction deal 2 - nullo by Y, Z dummy",
    source="Foster 1914, 001 part 1 §2.14 (p. 27)", trumps=None, leader="B",
    declarer="Y", dummy="Z", denomination="nullo",
    rows=_rows("""
        AD QD JD 9D
        KD 6D 8D 5D
        TD 4D AH 3D
        JS 3S 9S AS
        5S QS KS 6S
        QC 6C JC KC
        7D JH 5H TH
        TS 7H QH 9H
        5C 4C 2C 3C
        7S 2S 4S KH
        TC 4H AC 8H
        8C 3H 9C 6H
        7C 2D 8S 2H"""),
    expected={"AB": 10, "YZ": 3}, corrections={})

LETTERS = "AYBZ"


def corrected_rows(deal: BookDeal) -> list[list[Card]]:
    """The deal's rows as cards (A, Y, B, Z), with its named corrections applied."""
    rows = [parse_cards(r) for r in deal["rows"]]
    if "whist-3-trick-12" in deal["corrections"]:
        rows[11][1], rows[12][1] = rows[12][1], rows[11][1]
    return rows


def hands_of(deal: BookDeal, corrected: bool = True) -> list[list[Card]]:
    """The four hands (A, Y, B, Z = seats 0..3) derived from the printed rows."""
    rows = corrected_rows(deal) if corrected else [parse_cards(r) for r in deal["rows"]]
    return [[row[i] for row in rows] for i in range(4)]
