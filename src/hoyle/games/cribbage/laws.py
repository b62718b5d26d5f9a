"""The irregularities of cribbage (Foster 1914, seed 001 part 4 §8; catalog 001_part4.md §8,
"Deal irregularities", "Crib", "Irregularities (play/show)"), in our own words. The book says
there are no authoritative laws of cribbage (part 5 §1.5) and prints these as club practice,
unnumbered: they are numbered here C1.. in the order printed."""

from __future__ import annotations

from ...core.laws import LawBook

__all__ = ["CRIBBAGE_LAWS"]

_SRC = "Foster 1914, cribbage irregularities (seed 001 part 4 §8; catalog 001_part4.md §8)"

CRIBBAGE_LAWS = LawBook.of("Cribbage", _SRC, [
    ("C1", "new-deal", "A card faced in the pack or an imperfect pack: the same dealer deals again; scores "
                       "already made stand.", "new deal, same dealer"),
    ("C2", "deal-out-of-turn", "A deal out of turn may be stopped before the non-dealer takes up his cards; "
                               "caught in time it costs two.", "two points to the opponent"),
    ("C3", "misdeal", "The dealer omitted the cut, exposed a card, gave a wrong number or exposed an opponent's "
                      "card: the non-dealer pegs two, and may have a new deal or let it stand.",
     "two points to the non-dealer"),
    ("C4", "crib-retaken", "Cards laid away to the crib are not taken back: two points for each card retaken.",
     "two points a card to the opponent"),
    ("C5", "short-crib", "A crib found short with both hands right is shown as it is, and the non-dealer pegs two.",
     "two points to the non-dealer"),
    ("C6", "heels", "A jack turned as the starter is two to the dealer, lost if not pegged before he plays a card."),
    ("C7", "false-go", "Saying go while able to play, or pegging a go wrongly, loses two; the cards may be taken "
                       "back and played again.", "two points to the opponent"),
    ("C8", "muggins", "Points pegged too many are taken down and added to the opponent's score; points a player "
                      "omits the opponent may peg, saying muggins, once the player has done pegging.",
     "the points to the opponent"),
    ("C9", "touched-pegs", "A player who touches his opponent's pegs gives him two.", "two points to the opponent"),
    ("C10", "going-out", "The first to reach the game hole wins at once, in the play or the show; the non-dealer "
                         "shows first, then the dealer's hand, then the crib."),
], meanings={"misdeal": "C3", "muggins": "C8", "go": "C7"})
