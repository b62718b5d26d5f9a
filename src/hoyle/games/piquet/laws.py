"""The laws of piquet as Foster gives them (1914; seed 001 part 5 §2, catalog 001_part5.md
§2.1-2.6), in our own words. The book prints paragraphs, not numbered laws; the numbers here
are ours, in the book's order, so that every ruling can cite one."""

from __future__ import annotations

from ...core.laws import LawBook

__all__ = ["PIQUET_LAWS"]

_SRC = "Foster 1914, Piquet (seed 001 part 5 §2; our numbering of the book's paragraphs)"

PIQUET_LAWS = LawBook.of("Piquet", _SRC, [
    ("1", "pack", "Thirty-two cards, ace high down to the seven; no trumps; the pip values for the point are "
                  "ace 11, court cards 10, the others their face."),
    ("2", "cut", "The lower cut chooses and deals first; ties cut again; the deal alternates."),
    ("3", "deal", "Twelve to each, two or three at a time; the eight left are the talon, the top five for the "
                  "elder hand, the bottom three for the dealer."),
    ("4", "imperfect-pack", "An imperfect pack: that deal is void; earlier scores stand.", "the deal is void"),
    ("5", "faced-card", "A card faced in the pack: a new deal by the same dealer; a misdeal never loses the deal.",
     "a new deal"),
    ("6", "misdeal", "Too many or too few cards to either player: a new deal at the non-dealer's option.",
     "a new deal, the same dealer"),
    ("7", "carte-blanche", "A hand without king, queen or knave is carte blanche, ten points, declared before "
                           "discarding (the dealer's after the elder has discarded); it takes precedence over all."),
    ("8", "elder-discard", "The elder discards one to five and takes as many from the top of the talon, in order; "
                           "he must take at least one and say how many he leaves."),
    ("9", "dealer-discard", "The dealer then discards and takes his three and any the elder left, in order; in "
                            "England he need not take any."),
    ("10", "one-discard", "There is one discard only, which cannot be changed once the stock is touched."),
    ("11", "stock-seen", "A player who looks at one of the opponent's stock cards before or during the draw "
                         "scores nothing that hand.", "the offender scores nothing that deal"),
    ("12", "talon-exposed", "A talon card exposed by accident: its rightful owner may demand a new deal.",
     "a new deal at the owner's demand"),
    ("13", "declaring", "The elder declares point, sequences, then quatorzes and trios; the dealer answers good, "
                        "not good or equal; the dealer declares his good items before playing a card; what is "
                        "not declared before playing is lost."),
    ("14", "point", "The point is the suit of the greatest pip value (piquet au cent) and scores one for each card "
                    "in it; equal points score for neither."),
    ("15", "sequence", "Three or more of a suit in order score: tierce 3, quatrième 4, quinte 15, sixième 16, "
                       "septième 17, huitième 18; the best sequence scores, with the holder's inferior ones; an "
                       "equality scores for neither."),
    ("16", "quatorze", "Four aces, kings, queens, knaves or tens are a quatorze, 14; three of them a trio, 3; the "
                       "best quatorze (or, with none, the best trio) scores with the holder's lesser ones."),
    ("17", "sinking", "A player may declare less than he holds; what he sinks is lost."),
    ("18", "anti-fishing", "The elder cannot better a declaration after the dealer has answered it."),
    ("19", "false-declaration", "A false declaration not corrected before playing a card: the offender scores "
                                "nothing that deal; the opponent scores all he holds and his tricks.",
     "the offender scores nothing"),
    ("20", "play", "The elder leads; the second must follow suit if able and need not win; the higher card of the "
                   "suit led wins; there is no revoke in piquet: a card played against the law is taken back."),
    ("21", "trick-points", "Leading a card above the nine scores one; the second winning a trick with a card above "
                           "the nine scores one; the last trick one more; the majority of tricks ten; all twelve "
                           "(capot) forty in all."),
    ("22", "repique", "Thirty in declarations alone before the opponent scores anything: sixty more (repique)."),
    ("23", "pique", "Thirty in declarations and play before the opponent scores anything: thirty more (pique)."),
    ("24", "game", "Game is one hundred, counted out in the book's order (carte blanche, point, sequence, "
                   "quatorze or trio, repique, trick points, pique, the cards, capot); a loser below fifty is "
                   "lurched and pays a double game."),
    ("25", "rubicon-point", "Rubicon piquet: the point goes to the more cards, the pips breaking ties; every "
                            "card led scores one, winning a trick one, the last trick two; a lower sequence, "
                            "quatorze or trio declared good against the cards lets its holder score the higher."),
    ("26", "rubicon", "Rubicon piquet: a partie of six deals; the lower total taken from the higher, plus 100; "
                      "a player below 100 is rubiconed: the winner takes both totals and 100; a tie plays two "
                      "deals more, then the game is void."),
    ("27", "normand", "Piquet normand: three players, ten each, two in the talon for the dealer; repique and "
                      "pique for twenty; the most tricks ten, a tie for most five each; capot forty, or twenty "
                      "each to two players who share all the tricks."),
    ("28", "voleur", "Piquet voleur: four in two partnerships, eight each, no talon; no point under thirty; "
                     "repique and pique for twenty by one player or both partners together."),
    ("29", "a-ecrire", "Piquet à écrire: three to seven at the table, two playing, the losses written down; the "
                       "loser of a game gives way to the next player."),
], meanings={"misdeal": "6", "faced-card": "5", "revoke-penalty": "20", "draw": "2", "stock-seen": "11",
             "talon-exposed": "12", "declaring": "13", "sinking": "17"})
