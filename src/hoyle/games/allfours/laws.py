"""The rules of all fours / seven-up as Foster gives them (1914; seed 001 part 3 lines 2306-2442,
catalog 001_part3.md §C1), in our own words. The book prints them as paragraphs, not numbered
laws; the numbers here are ours, in the book's order, so that every ruling can cite one."""

from __future__ import annotations

from ...core.laws import LawBook

__all__ = ["ALL_FOURS_LAWS"]

_SRC = "Foster 1914, All Fours (seed 001 part 3 §C1; our numbering of the book's paragraphs)"

ALL_FOURS_LAWS = LawBook.of("All Fours", _SRC, [
    ("1", "players", "Two, three or four play; three each for himself, four as partners sitting opposite. "
                     "Each side has seven chips and puts one in the pool for each point it scores."),
    ("2", "cut", "The highest cut chooses his seat and deals; the ace is high; ties cut again."),
    ("3", "deal", "The pone cuts; six cards to each, three at a time in two rounds from the dealer's left; the "
                  "next card is turned for trumps and left on the pack."),
    ("4", "jack-turned", "A jack turned for trumps scores one for the dealer at once, unless a player with the "
                         "wrong number of cards claims before the first lead.", "one point to the dealer"),
    ("5", "misdeal", "A faced card or an imperfect pack: the same dealer deals again. No cut, or a wrong number "
                     "of cards: a misdeal and the deal passes to the left. A card exposed by the dealer: the "
                     "adversaries choose a new deal or let it stand. In pitch a misdeal never loses the deal.",
     "new deal"),
    ("6", "begging", "The eldest alone looks at his hand; if he does not like it he begs, and the dealer either "
                     "gives him a point (the gift) or runs the cards. There is no second beg.", "one point"),
    ("7", "running", "To run the cards the trump is laid aside, three more are dealt to each and a new card "
                     "turned; the same suit again is laid aside and the running repeated; a jack of a new suit "
                     "scores for the dealer; the pack running out, the cards are bunched and the same dealer "
                     "deals again. After running each discards down to six."),
    ("8", "three-hand-gift", "With three players a dealer who will not run gives a point to both adversaries."),
    ("9", "no-gift-out", "The dealer may not give a point that would put the beggar out: he must run."),
    ("10", "points", "High (the best trump in play) and Low (the lowest) score for the player they were dealt "
                     "to; Jack for the winner of the trick that holds it; Game for the most pips in the tricks "
                     "won, ace 4, king 3, queen 2, jack 1, ten 10."),
    ("11", "game-tie", "A tie for Game scores for the non-dealer; with three, a tie between the two non-dealers "
                       "scores for nobody; in pitch a tie scores for nobody."),
    ("12", "follow", "A trump led must be followed; to a plain suit led a player may trump instead of following, "
                     "but if he does not trump he must follow if able; void, he trumps or discards."),
    ("13", "going-out", "The first to score seven wins; both reaching it in one deal, they count out in the "
                        "order High, Low, Jack, Game."),
    ("14", "revoke", "A revoke touches only Jack and Game: with the jack not in play it costs one point, in play "
                     "two (added to the adversary or taken from the offender); the offender scores neither Jack "
                     "nor Game and cannot win the game that hand: he stops at six.", "one or two points"),
    ("15", "revoke-established", "A revoke is established when the trick is turned and quitted, or a card is "
                                 "led or played to the next trick."),
    ("16", "revoke-corrected", "A renounce corrected before it is established leaves the card exposed; cards "
                               "played after it are taken back."),
    ("17", "exposed-cards", "With four, exposed cards lie on the table liable to be called; a lead or play out "
                            "of turn is an exposed card; two cards played to a trick, the adversaries choose "
                            "which stands."),
    ("18", "pitch", "In pitch no card is turned; the first card the eldest leads (pitches) is trumps."),
], meanings={"revoke-penalty": 14, "revoke-established": 15, "revoke-corrected": 16, "exposed-card": 17,
             "lead-out-of-turn": 17, "misdeal": 5, "draw": 3, "scoring": 10})
