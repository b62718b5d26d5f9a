"""The Laws of Skat, 1-61 (Foster 1914; seed 001 part 4 "ПРАВИЛА СКАТА", catalog 001_part4.md
§6), summarised in our own words, with the meaning keys the engine cites them by."""

from __future__ import annotations

from ...core.laws import LawBook

__all__ = ["SKAT_LAWS"]

_SRC = "Foster 1914, Laws of Skat (seed 001 part 4; catalog 001_part4.md §6)"

SKAT_LAWS = LawBook.of("Skat", _SRC, [
    ("1", "values", "Base values: tourné ♢5 ♡6 ♠7 ♣8; solo ♢9 ♡10 ♠11 ♣12; grand tourné 12, gucki grand 16, "
                    "solo grand 20, open grand 24; gucki null 15, open gucki null 30, solo null 20, open solo "
                    "null 40; revolution 60; uno and duo 20, open 40. Frage is not allowed."),
    ("2", "multipliers", "With trumps the base value is multiplied by 1 for game, 2 for schneider, 3 for "
                         "schneider announced or schwarz unannounced, 4 for schwarz after schneider announced, "
                         "5 for schwarz announced; each matador, with or without, adds one."),
    ("3", "doubled", "A tourné played after passt-mir-nicht, and any gucki, grand or null, counts double if "
                     "lost.", "the lost game counts double"),
    ("4", "ramsch", "Ramsch costs 20 to the loser (the most card points); 30 when a player took no trick, 50 "
                    "when two took none; the last trick takes the skat; a tie for the most: the winner of the "
                    "last trick loses, or both tied lose 20 when the last trick went to the lowest; all three "
                    "at 40: no score.", "entered against the loser"),
    ("5", "open", "In an open game the player's hand lies face up before an opponent plays; the opponents may "
                  "not consult, nor may the player call their cards."),
    ("6", "table", "Three to six at a table, three active in each deal (Vorhand, Mittelhand, Hinterhand); "
                   "those without cards share the fate of the player's opponents."),
    ("7", "round", "A round has as many deals as there are players; none leaves during a round."),
    ("8", "newcomers", "Newcomers join after a round, with consent, sitting so that the deal comes to them."),
    ("9", "seats", "Seats are cut for, cards and suits ranking as in play; the lowest chooses and deals first; "
                   "the player on his right keeps the score."),
    ("10", "end", "The game ends only at the end of a round; a player leaving says so before it begins."),
    ("11", "pack", "Thirty-two cards; jack 2, ace 11, ten 10, king 4, queen 3; nine, eight, seven nothing."),
    ("12", "suits", "Suits rank clubs, spades, hearts, diamonds; the four jacks are always the four highest "
                    "trumps in that order."),
    ("13", "null-order", "In null the cards rank A K Q J 10 9 8 7 and the jacks and suits are equal."),
    ("14", "dealing-four", "Four or more at a table: the dealer takes no cards and deals to the two on his left "
                           "and the one on his right."),
    ("15", "dealer-three", "With three only, Hinterhand deals."),
    ("16", "deal-passes", "The deal passes to the left."),
    ("17", "cut", "The pack is presented to the pone to cut, at least three cards in each packet; a card "
                  "faced in cutting, cut again."),
    ("18", "deal", "Three each from the left, two face down for the skat, four each, three each."),
    ("19", "new-deal", "A faced card in the pack, or an imperfect pack: a new deal.", "a new deal"),
    ("20", "out-of-turn-deal", "A deal out of turn stands if complete; the offender may be fined 10."),
    ("21", "no-misdeal", "There are no misdeals: the same dealer deals again."),
    ("22", "exposed-in-deal", "A card exposed by the dealer in dealing, or hands mixed: a new deal.",
     "a new deal"),
    ("23", "wrong-deal", "A wrong number dealt, the skat not laid out in time, or the rounds wrongly dealt: a "
                         "new deal by the same dealer (found in play, the deal is void).", "a new deal"),
    ("24", "skat-peek", "An active player who lifts or sees a skat card without the right to it may not bid in "
                        "that deal; an inactive one who looks has 10 taken from his score.",
     "no bid in this deal"),
    ("25", "kibitzer", "A looker-on who sees the skat may be made to pay the value of the game."),
    ("26", "skat-peek-play", "An active player who looks at the skat during the play, other than his own laid "
                             "away cards: the player loses his game; an opponent doing so gives the player the "
                             "game, which may be played out for schneider or schwarz.", "the game is decided"),
    ("27", "skat-taken", "A player who takes skat cards into his hand before the bidding has his hand drawn "
                         "back to ten unseen by the dealer (Vorhand when the dealer offends).",
     "drawn back to ten"),
    ("28", "gucki-taken", "The player who takes both skat cards up together must play gucki grand unless he "
                          "announced null; one taken up unseen obliges him to turn the second and play "
                          "passt-mir-nicht.", "gucki grand, or passt-mir-nicht"),
    ("29", "both-turned", "He may turn either skat card; turning both, he must play the higher suit.",
     "the higher suit"),
    ("30", "jack-turned", "A jack turned: he may play the suit or announce grand tourné."),
    ("31", "seven-turned", "A seven turned does not allow null unless turned nulls (worth 10) were agreed."),
    ("32", "lay-away", "The player who takes the skat lays away two cards before a card is led; failing to, or "
                       "laying away more or fewer, found after the first trick is quitted, loses the game.",
     "the game is lost"),
    ("33", "bids", "All bidding is in numbers, each the value of some possible game; the lowest bid is 10."),
    ("34", "bidding-order", "Mittelhand bids to Vorhand, who holds (takes a game as good) or passes; then "
                            "Hinterhand bids to the one left; Hinterhand says nothing until one of them passes."),
    ("35", "no-withdraw", "A number named may not be withdrawn; a player who passed may not bid again."),
    ("36", "player", "The winner of the bidding is the player and names the game; the other two active "
                     "players are his opponents."),
    ("37", "no-bid", "Nobody bidding and Vorhand not playing a game against the other two, they play ramsch."),
    ("38", "hand-games", "Not using the skat, the player may name any trump suit, grand or null."),
    ("39", "announce", "Schneider or schwarz is announced with the game, before the first lead; every open "
                       "grand is schwarz announced."),
    ("40", "skat-manner", "How the skat is taken announces tourné, passt-mir-nicht or gucki; gucki null is "
                          "announced before the skat is touched."),
    ("41", "no-announce-skat", "No schneider or schwarz may be announced in a game that uses the skat."),
    ("42", "opponents-announce", "The opponents never announce schneider or schwarz."),
    ("43", "ramsch-call", "Only Vorhand may call ramsch, and only when nothing was bid."),
    ("44", "throw-up", "In tourné only, the player may give up his game before leading to the second trick; "
                       "it is scored a lost simple game, without schneider.", "lost as a simple game"),
    ("45", "play", "Vorhand always leads to the first trick; the winner of a trick leads to the next; each "
                   "must follow suit if he can."),
    ("46", "wrong-number", "A wrong number of cards found in play: only correct hands can win; the player "
                           "short or long loses, an opponent so gives the player the game.",
     "the game is decided"),
    ("47", "player-out-of-turn", "The player leading out of turn takes his card back if the trick is not "
                                 "complete and an opponent who has not played asks; both having played, it "
                                 "stands."),
    ("48", "opponent-out-of-turn", "An opponent leading out of turn: the player may claim his game won at "
                                   "once, or play on for schneider or schwarz, keeping the lead or calling "
                                   "the proper one.", "the player wins"),
    ("49", "player-claims", "A player laying down his hand claiming 61 or 91 who is wrong loses the game."),
    ("50", "opponent-claims", "An opponent laying down his cards claiming the game beaten: his cards go to the "
                              "player's tricks, and if he is wrong the player wins."),
    ("51", "player-concedes", "The player who gives up lays down his cards; the opponents take them and count "
                              "for schneider."),
    ("52", "revoke-player", "A revoke by the player not found before the trick is quitted loses his game; "
                            "corrected in time, no penalty, and an opponent who played after may change "
                            "his card.", "the player loses"),
    ("53", "revoke-opponent", "A revoke by an opponent: the player may claim his game, even if he overbid, "
                              "or play on for schneider or schwarz.", "the player wins"),
    ("54", "looking-back", "The last quitted trick may be seen before a card is played to the next; looking "
                           "at any other or counting one's cards loses the game (others may play on).",
     "the game is lost"),
    ("55", "information", "An opponent who tells his partner the count, asks him to fatten a trick, or draws "
                          "attention to the play: the player may claim his game."),
    ("56", "player-wins", "The player wins with 61 card points, schneider with 91, schwarz with every trick."),
    ("57", "opponents-win", "The opponents with 30 are out of schneider, with 60 beat the player, with 90 "
                            "make him schneider, with every trick schwarz."),
    ("58", "score", "The game's value by law 2, won or lost, is entered under the player's name, each entry "
                    "added to the last as a running total."),
    ("59", "settlement", "At the end of the sitting each player wins or loses the full amount of his score "
                         "from each other player at the table."),
    ("60", "lost-value", "A lost game costs what it would have won, whatever the bid; but"),
    ("61", "overbid", "a player whose game is worth less than his bid loses the value of the next higher game "
                      "that would have covered it: never less than the bid, in multiples of his base value.",
     "the next multiple of the base value"),
    # Frog (catalog 001_part4.md §7): our numbering after the skat laws
    ("F1", "frog", "Frog: 36 cards, eleven each and three to the widow; frog, chico and grand bid from the "
                   "dealer's left; a player void must trump; paid per card point over or under 60 at 1, 2 "
                   "and 4 (Foster 1914, §7)."),
], meanings={"revoke-penalty": "53", "revoke-player": "52", "revoke-established": "52",
             "revoke-corrected": "52", "exposed-card": "5", "lead-out-of-turn": "48", "follow": "45",
             "settlement": "59", "bids": "33"})
