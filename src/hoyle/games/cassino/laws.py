"""The laws of cassino (Foster 1914, seed 001 part 5 "Кассино": the deal, its irregularities,
the method of play and the irregularities in play; catalog 001_part5.md §3.1), summarised in our
own words. The book does not number them; the numbers here are ours, by section: D the deal,
R the rules of play, P the irregularities in play, S the scoring."""

from __future__ import annotations

from ...core.laws import LawBook

__all__ = ["CASSINO_LAWS"]

_SRC = "Foster 1914, Cassino (seed 001 part 5; catalog 001_part5.md §3.1)"

CASSINO_LAWS = LawBook.of("Cassino", _SRC, [
    ("D1", "cut", "The pone cuts, leaving at least four cards in each packet."),
    ("D2", "deal", "Four cards to each player, two at a time from the dealer's left, two to the table just before "
                   "the dealer helps himself in each round; the rest face down; later rounds four to each player, "
                   "none to the table, until the pack is gone; then the deal passes to the left."),
    ("D3", "new-deal", "An imperfect pack, or a card found faced in the pack: the same dealer deals again.",
     "new deal, same dealer"),
    ("D4", "out-of-turn-deal", "A deal out of turn must be stopped before the table cards are turned up."),
    ("D5", "misdeal", "A misdeal loses the deal: the pack not cut, shuffled after a fair cut, a card given wrongly "
                      "and not put right before the next player is served, too many or too few cards to a player or "
                      "the table. No misdeal may be claimed once a player has lifted his cards before the dealer "
                      "helped everyone.", "the deal passes to the left"),
    ("D6", "exposed-in-deal", "A card exposed during the deal: an adversary may demand a new deal.",
     "a new deal at the adversary's demand"),
    ("D7", "exposed-card", "After the table is turned, a card exposed by the dealer or found faced: the player it "
                           "would go to may refuse it; it goes into the middle of the stock and he takes the top "
                           "card. In the last round the dealer must take it and the player draws one blind from the "
                           "dealer's hand, keeping the exposed card if he draws it.", "the card refused"),
    ("D8", "wrong-number", "A wrong number of cards to a player in any round after the first, not put right before "
                           "the next player is served: the dealer scores nothing that hand; the hands are put right "
                           "by blind drawing or from the stock.", "the dealer scores nothing this hand"),
    ("R1", "pair", "A card takes the loose cards of its own rank; the only way to take K, Q, J (their having no "
                   "value in plain cassino)."),
    ("R2", "combine", "A card other than K, Q, J takes two or more table cards whose values add up to its own, "
                      "several such combinations at once, and pairs with them."),
    ("R3", "build", "A card is built on table cards to a value the builder holds another card to take (in "
                    "partnership, a value his partner has built for); the build is never separated and only that "
                    "value takes it.", "the build is refused"),
    ("R4", "increase", "A build is increased only with a card from a hand, never with table cards; whoever "
                       "increases it must hold the card for the new value; a double build is never increased.",
     "the increase is refused"),
    ("R5", "taking-in", "A player with a build on the table must at his next turn take it, win something else or "
                        "build again; he may not trail, nor part with the card that takes it.",
     "the trail is refused"),
    ("R6", "sweep", "Taking every card on the table in one play is a sweep, a point."),
    ("R7", "last-cards", "The cards left on the table after the last play go to the player who took in last; not "
                         "a sweep unless the play was one."),
    ("P1", "play-out-of-turn", "A card played out of turn is set aside exposed until the offender's turn, then "
                               "simply laid on the table: he may not build, combine or take with it.",
     "the card trailed at his turn"),
    ("P2", "wrong-take", "Cards taken that are not of the combination or build go back with all taken with them, "
                         "and the player's own card is laid apart; claimed before another player takes in."),
    ("P3", "false-build", "A build made without the card to take it is broken up when found, and the others may "
                          "take back what they played to it; once another player has taken it, no penalty.",
     "the build broken up"),
    ("S1", "count", "Cards 3 (a tie: nobody), spades 1, big cassino (ten of diamonds) 2, little cassino (two of "
                    "spades) 1, each ace 1, each sweep 1: eleven a deal besides the sweeps."),
    ("S2", "game", "The old way: game is eleven; reaching it before the adversary has six is a lurch, a double game. "
                   "The usual way: each deal a game settled in counters, the lower count from the higher."),
], meanings={"misdeal": "D5", "new-deal": "D3", "exposed-card": "D7", "wrong-number": "D8",
             "play-out-of-turn": "P1", "false-build": "P3", "build": "R3", "increase": "R4", "taking-in": "R5",
             "deal": "D2"})
