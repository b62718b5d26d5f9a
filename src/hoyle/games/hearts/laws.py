"""The Laws of Hearts, 1-30 (Foster 1914; seed 001 part 4, catalog 001_part4.md §2.15), summarised
in our own words, with the meaning keys the engine cites them by; and the few rules of the older
avoidance games (slobberhannes, polignac, §3.1-3.2) that differ from them."""

from __future__ import annotations

from ...core.laws import LawBook

__all__ = ["HEARTS_LAWS"]

_SRC = "Foster 1914, Laws of Hearts (seed 001 part 4; catalog 001_part4.md §2.15)"

HEARTS_LAWS = LawBook.of("Hearts", _SRC, [
    ("1", "table", "Those first in the room play; places are cut for, the lowest cutters play; six at most "
                   "to a table; the lowest cut deals."),
    ("2", "cutting", "In cutting the ace is low; equal cards cut again; showing more than one card, cut again."),
    ("3", "pack", "Fifty-two cards, ace high in play; three play without the two of spades, five without the "
                  "black twos, six without all four twos; joker hearts puts the joker for the two of hearts."),
    ("4", "two-packs", "With two packs the player two seats to the dealer's left gathers and shuffles the other "
                       "pack for the next deal."),
    ("5", "cut", "The pone cuts, leaving at least four cards in each packet."),
    ("6", "cut-confusion", "Confusion or a card exposed in cutting: a fresh shuffle and cut."),
    ("7", "reshuffle", "A dealer who shuffles again after a fair cut, or looks at the bottom card, loses the "
                       "deal.", "loses the deal"),
    ("8", "deal", "One card at a time from the dealer's left until the pack is dealt (two-hand: thirteen each)."),
    ("9", "deal-passes", "The deal passes to the left."),
    ("10", "new-deal", "The same dealer deals again for an imperfect pack found in dealing or play, a card faced "
                       "in the pack, or a card marked so that it can be named.", "new deal, same dealer"),
    ("11", "exposed-in-deal", "A card exposed by the dealer: its owner may have a new deal if he has not touched "
                              "his cards; if the deal stands the card may not be called."),
    ("12", "out-of-turn-deal", "A deal out of turn may be stopped before the last card; afterwards it stands."),
    ("13", "misdeal", "A misdeal: the cut omitted, a card dealt wrongly and not put right, or a wrong number in a "
                      "hand found before every player has played to the first trick.", "misdeal"),
    ("14", "misdeal-penalty", "A misdeal loses the deal, unless another player touched his cards or interrupted.",
     "the deal passes"),
    ("15", "wrong-number", "Found after the first trick: the short hand draws at random from the long one, and the "
                           "two players pay five counters each to the pool.", "five counters each to the pool"),
    ("16", "missed-trick", "A player who missed a trick and played to the next: no correction; he must take the "
                           "last trick and every heart in it.", "takes the last trick"),
    ("17", "card-short", "A player a card short, the others right: he must take the last trick.",
     "takes the last trick"),
    ("18", "two-cards", "Two cards led or played at once: the player names one, the other is exposed; a card "
                        "faced or named is exposed."),
    ("19", "exposed-card", "An exposed card is played on the demand of any player when that makes no revoke; its "
                           "holder may get rid of it when he likes.", "played on demand"),
    ("20", "lead-out-of-turn", "A lead out of turn: the player on the offender's right may require him to lead a "
                               "suit he names at his next proper lead; no penalty once all have played to it.",
     "a suit named at his next lead"),
    ("21", "play-out-of-turn", "The third hand playing before the second: the fourth may have the card taken back "
                               "and the third play his highest of the suit, or not discard a heart."),
    ("22", "revoke-corrected", "A revoke corrected before the trick is quitted: the card is exposed; those who "
                               "played after it may take their cards back.", "the card is exposed"),
    ("23", "revoke-penalty", "A revoke: the hand is played out and the offender pays all the losses of the hand; "
                             "winning the pool he pays thirteen into it as a jack; dividing it, he pays his "
                             "co-winner six and leaves seven for a jack.", "pays every loss of the hand"),
    ("24", "two-revokes", "Two or more revokers each pay the whole loss, so that a third player wins twenty-six "
                          "instead of thirteen; in auction hearts the revoker also pays the bidder's stake."),
    ("25", "examine-tricks", "A claimant may look at every trick; a revoke is established if the accused mixes "
                             "the cards first."),
    ("26", "claim-time", "A revoke is claimed before the tricks are gathered for the next shuffle."),
    ("27", "called-lead", "Not obeying a called lead or a demand for the highest card is a revoke."),
    ("28", "quitted-tricks", "Quitted tricks may not be looked at; the penalty is that of a lead out of turn."),
    ("29", "settlement", "Sweepstake: one clean player, every other taking a heart, wins the pool; two clean "
                         "divide it, an odd counter going on; three clean, or all taking hearts, leave the "
                         "thirteen as a jack; while a jack runs every heart taken is still paid for."),
    ("30", "auction", "Auction hearts: the player on the dealer's left bids first, the dealer last; no second "
                      "bids."),
    # the older avoidance games (catalog 001_part4.md §3): our numbering, after the hearts laws
    ("S1", "slobberhannes", "Slobberhannes: the first trick, the last trick and the trick holding the queen of "
                            "clubs cost a counter each, all three four; a revoke costs one; a misdeal never "
                            "loses the deal (Foster 1914, §3.1).", "one counter to the pool"),
    ("P1", "polignac", "Polignac: each jack taken costs a counter, the jack of spades two (Foster 1914, §3.2).",
     "counters to the pool"),
], meanings={"revoke-penalty": "23", "revoke-established": "25", "revoke-corrected": "22",
             "exposed-card": "19", "lead-out-of-turn": "20", "follow": "27", "misdeal": "13",
             "settlement": "29"})
