"""The two codes of poker laws the seeds print, as :class:`~hoyle.core.laws.LawBook` objects.

* :data:`FOSTER_LAWS` -- Foster's *Complete Hoyle* (1914), "Laws of Poker" 1-36 and the
  jack-pot laws 37-46 (seed 002; catalog ``000_002_003.md`` §4). One continuous numbering.
* :data:`BRITISH_LAWS` -- the British handbook of seed 000, "Rules of the Game" 1-81
  (catalog ``000_002_003.md`` §1).

Summaries are in our own words; numbers and penalties are the books'. The two codes number the
same laws differently (the draw is Foster's 22 and the British 36): :data:`FOSTER_MEANINGS` and
:data:`BRITISH_MEANINGS` give each law the engine cites a shared meaning key, and the engine asks
the code in force ``book.cite_about("draw")``. Where the catalog flags a
passage as garbled or contradictory the summary says which reading the engine takes.
"""

from __future__ import annotations

from ...core.laws import LawBook

__all__ = ["FOSTER_LAWS", "BRITISH_LAWS", "FOSTER_MEANINGS", "BRITISH_MEANINGS", "law_book"]

FOSTER_SOURCE = "seed 002, Foster 1914, Laws of Poker"
BRITISH_SOURCE = "seed 000, Rules of the Game (British poker)"

#: Shared meaning keys (:meth:`~hoyle.core.laws.LawBook.about`): the law on each in each code.
#: An engine whose citation depends on the code cites by these keys, never by a number table.
FOSTER_MEANINGS = {
    "misdeal": 13, "foul-hand": 16, "foul-hand-after-draw": 16, "straddle": 17,
    "straddle-limit": 17, "meet-the-bet-before-draw": 19, "only-two-in": 21, "draw": 22,
    "discard": 22, "exposed-in-draw": 23, "opening-stake": 28, "meet-the-bet": 29,
    "bet-out-of-turn": 32, "turn-to-act": 32, "jack-pot-opening": 38, "openers-jacks": 38,
    "openers-queens": 38, "openers-kings": 38, "openers-aces": 38, "false-opener": 39,
    "split-openers": 43,
    # the betting mechanic's keys (hoyle.mechanics.betting)
    "limits": 6, "blind": 11, "raise-limit": 19, "bet-limit": 28, "no-check-after-draw": 28,
    "uncalled-bet": 29, "calling": 30, "ties-divide": 36, "jack-pot-ante": 37, "fattening": 40,
}
BRITISH_MEANINGS = {
    "misdeal": 12, "foul-hand": 13, "foul-hand-after-draw": 48, "straddle": 21,
    "straddle-limit": 22, "meet-the-bet-before-draw": 26, "meet-the-bet": 26, "draw": 36,
    "discard": 37, "exposed-in-draw": 40, "opening-stake": 25, "turn-to-act": 25,
    "bet-out-of-turn": 55, "jack-pot-opening": 30, "openers-jacks": 30, "openers-queens": 31,
    "openers-kings": 32, "openers-aces": 32, "false-opener": 33,
    # the betting mechanic's keys (hoyle.mechanics.betting); the British code has no law on
    # the size of a bet or raise (the limit is agreed, O-000-10), so no "raise-limit" here
    "ante-limit": 19, "ante": 20, "jack-pot-ante": 30, "fattening": 31, "uncalled-bet": 58,
    "calling": 59, "all-in": 60, "ties-divide": 76,
}

FOSTER_LAWS = LawBook.of("Foster's Laws of Poker (1914), 1-46", FOSTER_SOURCE, [
    (1, "table", "Seven make a full table; with eight the dealer sits out his deal or a 60-card "
        "pack is used; more than seven form two tables unless most players object."),
    (2, "cutting-for-tables", "Candidates draw from a spread pack; an even number of eight or "
        "more splits equally, highest together; the ace cuts low; showing two cards means "
        "drawing again."),
    (3, "seats", "Seats are chosen in order of the cards drawn, lowest first; the lowest deals first."),
    (4, "ties", "Equal cards draw again, and the new draw settles only the tie."),
    (5, "stakes", "Anyone may bank and keep the kitty; chips are bought freely in draw poker; in "
        "freeze-out and table stakes everyone starts with the same amount."),
    (6, "limits", "The blind, straddle, jack-pot ante, bets and raises are agreed before play."),
    (7, "shuffling", "The pack is counted before the first deal and shuffled before every deal, "
        "the dealer last.", "5 chips to the pot from a first dealer who does not count the pack"),
    (8, "cut", "The pone (dealer's right) cuts, leaving at least four cards in each packet, or "
        "knocks to decline; then no one else may cut."),
    (9, "exposed-in-cut", "A card shown while cutting or reuniting the pack means a new shuffle and cut."),
    (10, "reshuffle-after-cut", "A dealer who shuffles again after a fair cut is fined.",
         "5 chips to the current pot"),
    (11, "deal", "Once the age has put up the blind, five cards go to each player one at a time, "
         "face down."),
    (12, "deal-passes", "The deal passes to the left; in jack-pots the players may agree that the "
         "same dealer deals until the pot is opened."),
    (13, "misdeal", "A misdeal (pack not offered to the pone, a faced card or imperfect pack, six "
         "or more cards to more than one player, wrong number of hands, a player skipped, an "
         "uncorrected misdealt card) is dealt again by the same dealer.",
         "none: the dealer keeps the deal"),
    (14, "exposed-in-dealing", "A card the dealer exposes must be kept by its receiver, but two "
         "exposed cards to one player mean a new deal; a player who exposes his own cards has "
         "no remedy."),
    (15, "wrong-number-unlifted", "A wrong number of cards found before the hand is looked at: "
         "with no bet yet, a new deal or a correction from the pack; after a bet, a new deal."),
    (16, "foul-hand", "A hand of other than five cards that has been lifted or looked at is foul: "
         "it is abandoned with every interest in the pot; the dealer may mend a six and a four "
         "held by neighbours who have not looked.", "the player loses all he has put in the pot"),
    (17, "straddle", "Before looking at his cards the player left of the age may straddle by "
         "putting up double the blind; each next player may double again, up to a quarter of the "
         "betting limit; once one refuses, no one after him may straddle."),
    (18, "ante", "After the deal each player in turn from the left of the age (or of the last "
         "straddler) throws up his hand or puts up double the blind or last straddle; the age and "
         "straddlers make their stakes up to that sum or abandon."),
    (19, "raising-the-ante", "A player coming in may raise by up to the limit; the others must "
         "make good, drop or raise again; the draw waits until every player holding cards has an "
         "equal stake."),
    (20, "winning-the-ante", "A stake nobody meets takes the pot without a show; a lone player "
         "who comes in wins the blind if the age will not make good, unless jack-pots are "
         "played; a straddle or raise prevents a jack."),
    (21, "natural-jack", "When nobody comes in the hands are abandoned and everyone antes for a "
         "jack-pot; when only one comes in, with no straddle or raise, the age may instead start "
         "an only-two-in jack."),
    (22, "draw", "From the dealer's left each player discards, states his number plainly and is "
         "served from the top of the pack, one player's draw completed before the next; no one "
         "gets a number other than he discarded."),
    (23, "exposed-in-draw", "A card found faced or exposed while serving the draw goes to the "
         "discards; the player gets its replacement only after everyone else, the dealer "
         "included, has been served."),
    (24, "wrong-draw-asked", "A number asked in error stands once the next player is served: a "
         "surplus is discarded unseen, a shortage lifted makes the hand foul."),
    (25, "dealer-errors-in-draw", "Too many or too few cards given and found before the player "
         "looks: the surplus goes back on the pack and a shortage is made up."),
    (26, "last-card", "The last card of the pack is never dealt: when two remain and more than one "
         "is wanted, they are shuffled with the discards and abandoned hands (not the discards of "
         "players still to draw) and cut by the pone."),
    (27, "draw-information", "After the draw no one may say how many cards another player took; "
         "only the dealer must tell his own draw to a player who has not yet bet.",
         "the informer may be made to pay the wronged player the amount in the pot"),
    (28, "betting-after-draw", "The first player holding cards left of the age bets first or "
         "throws up his hand (no check); bets run from one chip to the limit; if nobody bets, "
         "the age (or the nearest player on his right still holding cards) takes the pot."),
    (29, "raising", "Each in turn meets the bet, raises by up to the limit, or drops; a bet or "
         "raise nobody meets takes the pot without a show."),
    (30, "calling", "When the last bet or raise has only been met by all, the hands are shown."),
    (31, "chips-in-pot", "A bet counts once the chips are in the pot and the hand has left them; "
         "it cannot then be taken back."),
    (32, "betting-out-of-turn", "Chips bet out of turn stay in the pot; if the player whose turn it "
         "was raises, the offender must make good or give up his hand and his rights."),
    (33, "mouth-bets", "Bets made by word alone cannot be collected."),
    (34, "showing", "On a call every hand in the call is shown and the best wins; cards speak for "
         "themselves.", "a player who will not show pays an ante to each player (in jack-pots, "
         "antes for all in the next jack)"),
    (35, "rank-of-hands", "Royal flush, straight flush, fours, full, flush, straight, threes, two "
         "pairs, pair, high card; the ace ends a straight at either end but never turns the "
         "corner; a four-card hand is neither straight nor flush."),
    (36, "ties", "Equal combinations are decided by the highest odd card; complete ties divide "
         "the pot; cards rank from ace down to deuce."),
    (37, "jack-ante", "In jack-pots there is no age and no straddle: everyone antes the same; a "
         "player may pass a jack and is then dealt no cards."),
    (38, "opening", "From the dealer's left a player holding jacks or better may open for any "
         "amount up to the limit; others pass but keep their cards.",
         "5 chips to the pot from a passer who throws up his hand"),
    (39, "false-openers-before-draw", "An opener found without openers before the draw has a foul "
         "hand and loses all he put in; players already in play on for the pot whatever they hold.",
         "the false opener loses everything he has staked"),
    (40, "fattening", "An unopened jack is dealt again, each player adding one chip.",
         "1 chip from each player"),
    (41, "coming-in", "After the opening each player to the left, and those who passed before, "
         "may come in for the opener's amount whatever his hand, or abandon it."),
    (42, "raising-the-opener", "The opener may be raised and re-raised; an opener who will not meet "
         "a raise must show his whole hand before giving it up.",
         "refusing to show: antes for all the others in the next jack"),
    (43, "opener-discards", "The opener may split his openers but always puts his discards under "
         "the chips in the pot; they are never shuffled with the others."),
    (44, "false-openers-after-draw", "An opener found without openers after the draw has a foul "
         "hand.", "he antes for every other player in the next jack"),
    (45, "jack-betting", "The opener (or the next player to his left) bets first; an opener who "
         "drops shows his openers; with no bet the last player holding cards takes the pot; on a "
         "call the opener shows his whole hand.", "refusing to show: antes for all in the next jack"),
    (46, "shy-bets", "What a player is short in a jack-pot (ante, fattening, unbacked bets) cannot "
         "be collected after the call or the win."),
], meanings=FOSTER_MEANINGS)

BRITISH_LAWS = LawBook.of("British Rules of the Game (poker), 1-81", BRITISH_SOURCE, [
    (1, "pack", "An ordinary pack of fifty-two cards."),
    (2, "cut-for-deal", "Each draws a card; the lowest deals, the ace lowest; ties for lowest draw again."),
    (3, "shuffle", "Anyone may shuffle; the dealer has the last shuffle before the cut."),
    (4, "cut", "The dealer shuffles before every deal and the player on his right cuts."),
    (5, "shuffle-face-down", "The pack is shuffled face down above the table."),
    (6, "deal-face-down", "Cards are dealt face down in front of each player."),
    (7, "dealing", "One card at a time from the top, beginning at the dealer's left and going "
        "round to the left, until everyone has five."),
    (8, "uncut-deal-noticed", "A deal made without a cut and pointed out before it ends is a "
        "misdeal; the same dealer deals again."),
    (9, "uncut-deal-unnoticed", "An uncut deal not pointed out before it ends stands."),
    (10, "faced-card", "A card found face up in the pack before the deal ends is a misdeal; the same "
         "dealer deals again."),
    (11, "exposed-in-dealing", "A card the dealer exposes by accident must be kept; it can only be "
         "changed in the ordinary draw."),
    (12, "wrong-number-announced", "Too many or too few cards, announced before any hand is lifted, "
         "make a misdeal by the same dealer."),
    (13, "foul-hand", "Too many or too few cards not announced before the hand is lifted make it "
         "foul: it is laid down and the player is out of that game.",
         "the player loses his stake"),
    (14, "foul-hand-refund", "The stake of a player put out by a foul hand stays in the pool, but "
         "the dealer repays him his ante or straddle.", "the dealer refunds the ante or straddle"),
    (15, "silence-while-dealing", "No one may talk to the dealer while he deals."),
    (16, "distracting-the-dealer", "A player who distracts the dealer repays, instead of the dealer, "
         "the ante or straddle of anyone dealt a foul hand."),
    (17, "deal-complete", "The deal is complete when each player holds five cards."),
    (18, "deal-rotates", "The deal passes to the left; a dealer who drops out still deals that game."),
    (19, "ante-limit", "The ante may not exceed half the limit."),
    (20, "ante", "The player on the dealer's left puts up the ante before the deal."),
    (21, "straddle", "Only the player left of the ante may begin a straddle; if he declines no one "
         "may; if he straddles, each later player up to the dealer may add the amount of the ante."),
    (22, "straddle-limit", "All the straddles together may not exceed half the limit."),
    (23, "first-say", "Without a straddle the player left of the ante speaks first and the ante last."),
    (24, "first-say-straddled", "After a straddle the player left of the last straddler speaks "
         "first and the last straddler last."),
    (25, "opening-stake", "Speaking goes to the left; the first player who goes in must stake at "
         "least twice the ante."),
    (26, "equal-the-stake", "Every later player who plays must at least equal the previous stake."),
    (27, "passing", "A player who passes lays his cards face down, may not take them back and loses "
         "his stake and his right in that game."),
    (28, "silent-retirement", "A player who retires must not show or tell what he held."),
    (29, "jack-pot", "A game nobody opens leaves the ante and straddles in the pool, and the next "
         "game is a jack-pot."),
    (30, "jack-pot-openers", "In a jack-pot everyone puts in the amount of the ante, and no one may "
         "open without a pair of jacks or better."),
    (31, "jack-pot-queens", "An unopened jack-pot: everyone antes again and the next needs a pair "
         "of queens or better."),
    (32, "jack-pot-kings", "The third jack-pot running needs kings; then jacks, queens and kings in turn again."),
    (33, "false-opener", "A jack-pot opener who wins must show his cards before taking the pool; "
         "without the openers he cannot take it and the next game is a jack-pot as if this one "
         "had not been opened.", "he pays twice the ante into the pool"),
    (34, "first-draw", "The player on the dealer's left draws first."),
    (35, "draw-rotates", "The draw goes round to the left."),
    (36, "draw-conditions", "Before drawing a player makes his stake equal to the highest on the "
         "table and discards exactly the number he wants."),
    (37, "discards", "Discards lie face down and may not be taken back."),
    (38, "missed-draw", "A player who does not discard in his turn loses his draw for that game."),
    (39, "serving-draw", "A player gets as many cards as he discarded, face down from the top of the pack."),
    (40, "exposed-in-draw", "A card the dealer exposes while serving the draw goes back into the "
         "pack and the player gets the next card instead (where in the pack is not said: we put it "
         "at the bottom)."),
    (41, "pack-exhausted", "If the pack runs out, those still to draw discard first, the dealer "
         "gathers the discards, shuffles, has them cut on his right, and serves the rest of the draw."),
    (42, "too-many-served", "Too many cards given, noticed before they are lifted, go back to the pack."),
    (43, "too-few-served", "Too few cards given, noticed before they are lifted, are made up."),
    (44, "wrong-number-asked", "A player who asks a number unlike his discard may be refused and "
         "given the number he discarded."),
    (45, "foul-by-draw", "If the dealer gives a number unlike the discard the hand is foul.",
         "the player is out and loses his stake"),
    (46, "draw-dispute-evidence", "A dispute over the number asked is settled by the player left of "
         "the dealer, else the one on his right, else the first able player from the disputant's "
         "left; failing all, the disputant is believed."),
    (47, "dealer-wrong-draw", "A dealer who takes a number unlike his discard has a foul hand.",
         "he is out and loses his stake"),
    (48, "foul-after-draw", "Any hand found with other than five cards after the draw is foul.",
         "the player is out and loses his stake"),
    (49, "dealer-draw-question", "Before lifting his new cards a player may ask how many the dealer "
         "took, and must be told truly."),
    (50, "question-lapses", "That right ends when he lifts his cards or bets."),
    (51, "no-other-information", "The dealer must not tell how many cards any other player took."),
    (52, "bets-in-pool", "Every bet goes into the pool."),
    (53, "first-bet-after-draw", "The player left of the ante bets first after the draw, whether "
         "or not the ante is still in; each later player must stake at least the previous stake."),
    (54, "short-stake", "A player who does not stake at least the previous stake in his turn is out.",
         "he loses his stake"),
    (55, "bet-irrevocable", "A bet, in turn or not, cannot be withdrawn."),
    (56, "bet-complete", "A bet is made when the money is on the table; only what is put up counts."),
    (57, "intentions", "Saying what one means to bet binds no one."),
    (58, "uncalled-bet", "A bet or raise nobody meets wins the pool without a show."),
    (59, "show", "When the stakes are equal the hands are shown in turn from the left of the last "
         "bettor and the best hand wins."),
    (60, "all-in", "A player who cannot meet a raise may stake all he has and call for a show: if "
         "best he takes the ante and straddles and, from each player then in, as much as his own "
         "stake; the next best hand takes the rest."),
    (61, "all-in-continues", "Such a player does not stop the betting of the others and shows at the end."),
    (62, "borrowing", "A player who borrows to raise must borrow to call."),
    (63, "betting-foul-hand", "A bet made with a foul hand is forfeited."),
    (64, "foul-at-end", "A foul hand found at the end loses its stake; if only one other player is "
         "left he takes the pool, otherwise the best hand does."),
    (65, "rank-of-hands", "From the top: straight flush, fours, full hand, flush, straight, threes, "
         "two pairs, one pair (the printed word 'ascending' is a slip; the list runs downwards)."),
    (66, "straight-flushes", "Between straight flushes the highest card wins, the ace counting low."),
    (67, "fours", "The highest fours win."),
    (68, "full-hands", "Between full hands the higher three decides."),
    (69, "flushes", "A flush in hearts beats any other flush; otherwise the highest card not matched "
         "in the other flush decides."),
    (70, "straights", "The higher top card wins, the ace low; equal straights go to the straight in "
         "hearts (read: the one whose top card is a heart), otherwise they divide."),
    (71, "ace-in-straights", "The ace may only begin a straight: nine to king is the top, and no "
         "straight turns the corner."),
    (72, "threes", "The highest three wins."),
    (73, "two-pairs", "The higher top pair, then the second pair, decides."),
    (74, "pairs", "The higher pair wins; equal pairs go to the highest unmatched card."),
    (75, "no-pair", "The highest card not matched in the other hand decides."),
    (76, "divide", "Hands of equal value divide the pool."),
    (77, "disputes", "The dealer settles disputes unless he is a party; facts as he finds them, law "
         "as written."),
    (78, "dealer-a-party", "If the dealer is a party the player on his left decides, or if he too is "
         "a party, the player on his right."),
    (79, "evidence", "The arbiter may call anyone at the table to give evidence."),
    (80, "no-precedent", "A concession once made gives no right to a like one later."),
    (81, "binding", "These rules bind unless all agree otherwise before play, for that sitting and "
         "those players only."),
], meanings=BRITISH_MEANINGS)


def law_book(code: str) -> LawBook:
    """The law book of a code: ``"foster"`` or ``"british"``."""
    return BRITISH_LAWS if code == "british" else FOSTER_LAWS
