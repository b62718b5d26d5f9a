"""The Laws of Euchre, 1-40 (Foster 1914; seed 001 part 3 lines 1460-1605, catalog 001_part3.md
§B1), summarised in our own words, with the meaning keys the engine cites them by."""

from __future__ import annotations

from ...core.laws import LawBook

__all__ = ["EUCHRE_LAWS"]

_SRC = "Foster 1914, Laws of Euchre (seed 001 part 3 §B1)"

EUCHRE_LAWS = LawBook.of("Euchre", _SRC, [
    ("1", "scoring", "Game is five points. The makers score one for three or four tricks, two for all five (a march); "
                     "makers who take fewer than three are euchred and their adversaries score two."),
    ("2", "lone-scoring", "A lone maker who takes all five scores as many points as there are players; three or "
                          "four tricks score one; euchred, the adversaries score two."),
    ("3", "rubber", "A rubber is the best of three games; a game is a treble (loser 0), double (loser 1-2) or "
                    "single (loser 3-4); the rubber's winners add two and subtract the losers' game points."),
    ("4", "table", "A table is full at six; with more than four, the four lowest cards play the first rubber, the "
                   "two lowest against the two highest; the lowest deals and chooses seats."),
    ("5", "ties", "Equal cards cut again, the new cut settling the tie only."),
    ("6", "cutting-out", "At a rubber's end those waiting come in; after the second rubber those who played most "
                         "games in succession go out."),
    ("7", "cutting", "In cutting the ace is low and the king high; exposing more than one card or drawing the "
                     "joker, cut again."),
    ("8", "shuffling", "Every player may shuffle, the dealer last."),
    ("9", "cut", "The pack is offered to the right-hand player to cut, at least four cards in each packet; a card "
                 "faced in cutting means a fresh shuffle and cut; a dealer who reshuffles after a fair cut loses "
                 "the deal.", "loses the deal"),
    ("10", "deal", "From his left, two to each in the first round and three in the second, or three then two; the "
                   "next card is turned for trumps; the deal passes to the left."),
    ("11", "faced-card", "A card other than the trump found faced in the pack, or an imperfect pack, means a new "
                         "deal by the same dealer; earlier scores stand.", "same dealer deals again"),
    ("12", "exposed-in-deal", "A card other than the trump exposed in dealing lets the adversaries claim a new "
                              "deal if they did not touch it; an adversary who exposes one gives the dealer the "
                              "choice."),
    ("13", "deal-out-of-turn", "A deal out of turn or with the wrong pack may be stopped before the trump is "
                               "turned; after that it stands."),
    ("14", "misdeal", "A misdeal loses the deal: an uncut pack, two to one player and three to another in a "
                      "round, too many or too few cards to a player, counting cards on the table or in the stock; "
                      "a dealer interrupted by an adversary does not lose it.", "the deal passes to the left"),
    ("15", "ordering-up", "After the turn-up each in turn from the dealer's left may pass, assist or order up; "
                          "one who passes and then corrects himself may be barred with his partner; calling a "
                          "partner's attention to being on the bridge loses both the right to order up."),
    ("16", "trump-card", "The dealer may leave the trump card on the pack until he plays it; once taken in, any "
                         "player may ask the trump suit, but one who names the trump card may be made to play "
                         "his highest or lowest trump."),
    ("17", "dealer-discard", "Taking up the trump or ordered up, the dealer discards a card under the pack; once "
                             "left it may not be taken back; a dealer who plays to the first trick without "
                             "discarding scores nothing that hand, nor his partner.", "his side scores nothing"),
    ("18", "lead-before-discard", "If the eldest leads before the dealer has discarded, the dealer may change his "
                                  "discard, and the lead stands."),
    ("19", "lone-dealer-discard", "A dealer who takes the trump to play alone passes his discard to his partner; "
                                  "if he does not, the adversaries may make the partner play."),
    ("20", "making-trump", "The dealer who does not take up the trump turns it face up under the pack; then each "
                           "in turn from the dealer's left may name another suit for trumps."),
    ("21", "rejected-suit", "One who names the rejected suit loses his right to make the trump; naming a suit out "
                            "of turn bars him and his partner from making that suit."),
    ("22", "no-trump-made", "If nobody will make a trump the hand is void and the deal passes to the left."),
    ("23", "wrong-number", "A hand with the wrong number of cards is a misdeal; but if its holder has played to "
                           "the first trick the deal stands and he scores nothing that hand.",
     "the deal stands; that side scores nothing"),
    ("24", "exposed-cards", "Exposed, to be left face up and liable to be called: a card faced on the table other "
                            "than in play; two or more played to a trick (the adversaries choose which is played); "
                            "a card named by its holder."),
    ("25", "lone-exposure", "An adversary of a lone player who exposes a card lets the lone player abandon the "
                            "hand and score; the lone player's partner exposing a card lets the adversaries make "
                            "him play, the card exposed.", "the lone player scores his points"),
    ("26", "calling-exposed", "The adversary on the right of an exposed card calls it before he plays; if its "
                              "holder has the next lead, before the trick is quitted."),
    ("27", "lead-out-of-turn", "Leading in a partner's turn: a suit may be called from the partner by the last "
                               "player of that trick; out of both their turns, the card is exposed; if all have "
                               "played to the false lead it stands, else the cards go back, not liable to call."),
    ("28", "lone-lead-out-of-turn", "An adversary of a lone player who leads out of turn lets the lone player "
                                    "abandon the hand and score.", "the lone player scores his points"),
    ("29", "play-out-of-turn", "Third hand playing before second lets fourth play before his partner; fourth "
                               "playing before second lets third make second play highest or lowest, or trump "
                               "or not."),
    ("30", "revoke", "A revoke claimed and proved ends the hand; the adversaries add two to their score or take "
                     "two from the revoker's; both sides revoking, the deal is void; against a lone hand the "
                     "revoke costs what the lone hand would have scored.", "two points, or the lone hand's value"),
    ("31", "revoke-correction", "A revoke may be corrected before the trick is turned and quitted, unless the "
                                "revoker or his partner has played to the next trick."),
    ("32", "revoke-corrected", "A revoke corrected in time leaves the wrong card exposed; cards played after it "
                               "may be taken back without penalty."),
    ("33", "lone-maker", "Only the player who makes the trump may play alone."),
    ("34", "announcing-alone", "The dealer announces a lone hand by passing his discard to his partner; any other "
                               "says 'alone' with his order or his suit."),
    ("35", "lone-partner", "The lone player's partner lays his cards face down; exposing any lets the adversaries "
                           "make him play with his partner, the card exposed."),
    ("36", "lone-not-liable", "A lone player is not liable for exposed cards or for leading out of turn."),
    ("37", "lone-adversary-error", "An adversary of a lone player who leads or plays out of turn lets the lone "
                                   "player abandon the hand and score.", "the lone player scores his points"),
    ("38", "quitted-trick", "Looking at a trick turned and quitted lets a suit be called from him or his partner."),
    ("39", "current-trick", "Anyone may ask to see the cards played to the current trick."),
    ("40", "remarks", "Remarks on the trick or the score let the adversaries make the speaker play highest or "
                      "lowest, or trump or not."),
], meanings={"revoke-penalty": 30, "revoke-established": 31, "revoke-corrected": 32, "exposed-card": 24,
             "lead-out-of-turn": 27, "misdeal": 14, "draw": 10, "scoring": 1})
