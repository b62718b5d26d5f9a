"""The laws of cinch as Foster gives them (1914; seed 001 part 3 lines 2546-2748 and part 4
lines for the laws, catalog 001_part3.md §C6 and 001_part4.md §1), in our own words. The book
prints them as unnumbered paragraphs; the numbers here are ours, in the book's order, so that
every ruling can cite one."""

from __future__ import annotations

from ...core.laws import LawBook

__all__ = ["CINCH_LAWS"]

_SRC = "Foster 1914, Cinch (seed 001 part 3 §C6 and part 4 §1; our numbering of the book's paragraphs)"

CINCH_LAWS = LawBook.of("Cinch", _SRC, [
    ("1", "players", "Four play, two against two, partners opposite; the highest cut deals; ace high."),
    ("2", "deal", "Nine cards to each, three at a time in three rounds from the dealer's left; no trump is "
                  "turned and the rest of the pack stays face down."),
    ("3", "misdeal", "A card faced in the pack or an imperfect pack: the same dealer deals again. A wrong "
                     "number of cards or unequal rounds: a misdeal and the deal passes to the left; found "
                     "after a bid, the deal stands if three players hold the right number.", "new deal"),
    ("4", "bidding", "From the eldest, each once bids the points he and his partner will make, naming no suit, "
                     "or passes; each bid higher than the last, at most fourteen; no second bids. The highest "
                     "bidder names the trump; if all pass, the dealer names any suit without a bid."),
    ("5", "bid-out-of-turn", "A bid before the eldest has spoken loses the bids of the offender and his "
                             "partner; other bids out of turn lose the offender's bid as the book details.",
     "the bid is lost"),
    ("6", "discard-draw", "Each discards face up at least three cards and the dealer serves each from his left "
                          "from the top of the stock back to six; the dealer may rob the deck, taking any cards "
                          "of the rest of the stock."),
    ("7", "trump-discarded", "A trump discarded by mistake stays in the discards unless retaken before its "
                             "holder is served; at the end its counting value scores for the side that made "
                             "the trump."),
    ("8", "pedros", "The five of trumps is the Right Pedro, the five of the same colour the Left Pedro, a trump "
                    "ranking below the five of trumps and above the four."),
    ("9", "play", "The maker of the trump leads; a trump led must be followed; to a plain suit a player may "
                  "trump instead of following, but if he does not trump he must follow; void, he trumps or "
                  "discards. Six tricks; only the last quitted trick may be looked at."),
    ("10", "points", "Fourteen points, all in trumps, each to the side that wins the card in a trick: High "
                     "(the ace) 1, Low (the two) 1, Jack 1, Game (the ten) 1, Right Pedro 5, Left Pedro 5."),
    ("11", "scoring", "The side with more points scores the difference, a tie scores nothing; a bidder who "
                      "fails scores nothing and the adversaries score the bid and what they made. Game is "
                      "fifty-one."),
    ("12", "foul-hand", "A player with too many cards who has played to the first trick: his side scores "
                        "nothing that hand, but may play on to save points. Too few: no penalty.",
     "the side scores nothing"),
    ("13", "exposed-cards", "A card faced except in play, two cards played to a trick, or a card named by its "
                            "holder is exposed and may be called by either adversary; an exposed trump may be "
                            "forbidden to be played."),
    ("14", "lead-out-of-turn", "A lead out of turn when the partner should have led: the right-hand adversary "
                               "may require the partner to lead or not to lead a trump; otherwise the card is "
                               "exposed; all having played to it, the trick stands."),
    ("15", "revoke", "A revoke (holding the suit and neither following nor trumping) established and "
                     "claimed: the revoking side scores nothing that hand; if an adversary of the bidder "
                     "revoked, the bidder's side scores all it makes whatever its bid.",
     "the revoking side scores nothing"),
    ("16", "revoke-established", "A revoke is established when the trick is turned and quitted, or the "
                                 "offender or his partner leads or plays to the next trick."),
    ("17", "revoke-corrected", "A renounce corrected in time leaves the card exposed; cards played after it "
                               "are taken back."),
], meanings={"revoke-penalty": 15, "revoke-established": 16, "revoke-corrected": 17, "exposed-card": 13,
             "lead-out-of-turn": 14, "misdeal": 3, "draw": 6, "scoring": 11, "bidding": 4})
