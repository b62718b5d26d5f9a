"""The two codes of whist laws in Foster's *Complete Hoyle* (1914), summarised in our words.

* :data:`AMERICAN` — the American Whist League code (Chicago congress, 1893) with Foster's
  notes, laws 1-39: seed 003 prints laws 7-39; laws 1-6 come from 001 part 2 §17.
* :data:`ENGLISH` — the English Laws of Whist, laws 1-91 (seed 003).

Numbers are the printed ones. The two codes number the same laws differently (the revoke penalty
is American law 30 and English law 72): :data:`AMERICAN_MEANINGS` and :data:`ENGLISH_MEANINGS`
give each law the engine cites a shared meaning key, and the engine asks the code in force
(``book.cite_about("revoke-penalty")``) instead of keeping a number per code.
"""

from __future__ import annotations

from ...core.laws import LawBook

__all__ = ["AMERICAN", "ENGLISH", "AMERICAN_MEANINGS", "ENGLISH_MEANINGS", "law_book"]

#: Shared meaning keys (:meth:`~hoyle.core.laws.LawBook.about`): the number of the law on each
#: in each code. The engine cites by these keys, so that the code in force supplies the number.
AMERICAN_MEANINGS = {
    "trump-card-left": 18, "naming-trump-card": 18, "exposed-card": 20, "playing-called-card": 21,
    "calling-exposed-card": 21, "lead-out-of-turn": 24, "called-suit-not-held": 24,
    "third-before-second": 25, "fourth-before-second": 26, "revoke": 28, "revoke-established": 28,
    "revoke-corrected": 29, "revoke-penalty": 30, "revoke-score-cap": 31, "revoke-proof": 32,
    "attention-to-trick": 35, "cards-thrown-down": 36, "misdeal": 17, "deal-out-of-turn": 16,
    "card-exposed-in-deal": 15, "reshuffle-after-cut": 12, "disobeyed-call": 38,
    "revoke-time-limit": 33,
}
ENGLISH_MEANINGS = {
    "trump-card-left": 52, "naming-trump-card": 53, "exposed-card": 56, "playing-called-card": 64,
    "calling-exposed-card": 65, "lead-out-of-turn": 62, "called-suit-not-held": 66,
    "third-before-second": 67, "fourth-before-second": 68, "revoke": 71, "revoke-established": 73,
    "revoke-corrected": 76, "revoke-penalty": 72, "revoke-score-cap": 82, "revoke-proof": 75,
    "attention-to-trick": 86, "cards-thrown-down": 58, "misdeal": 44, "deal-out-of-turn": 48,
    "card-exposed-in-deal": 38, "reshuffle-after-cut": 36, "disobeyed-call": 61,
    "revoke-time-limit": 78,
}

AMERICAN = LawBook.of("American Laws of Whist", "Foster 1914, American laws of whist (seed 003; 001 part 2 §17)", [
    (1, "game", "A game is seven points, one for each trick over six; its value is seven less the losers' score."),
    (2, "forming-table", "Those first in the room have precedence; six make a full table; the two highest cuts play the two lowest, and the lowest deals and chooses seats and cards."),
    (3, "two-equal-cuts", "Two equal middle cuts cut again; the lower of the new cut partners the original lowest."),
    (4, "three-equal-cuts", "Three equal cuts cut again; the fourth card decides who deals and who are partners."),
    (5, "cutting-out", "After a game with more than four present, those who have played fewer consecutive games keep their seats; ties cut."),
    (6, "declare-entry", "A right to enter must be declared before anyone cuts."),
    (7, "cutting", "Ace is low in cutting; all cut from one pack; exposing two cards means cutting again."),
    (8, "shuffling", "Shuffle before every deal; with two packs the dealer's partner prepares the still pack; the dealer may shuffle last."),
    (9, "no-shuffle-in-play", "No shuffling during a hand or so as to show faces."),
    (10, "cut", "The pone lifts a packet towards the dealer, at least four cards in each packet."),
    (11, "recut", "A card shown in cutting, or a doubtful cut, means a reshuffle and recut."),
    (12, "reshuffle-after-cut", "A dealer who reshuffles after a proper cut loses the deal.", "loss of the deal"),
    (13, "dealing", "One card at a time from the dealer's left; the last card is turned up for trump; the deal passes left."),
    (14, "new-deal", "The same dealer deals again if a card other than the last is faced in the pack, or the pack is imperfect."),
    (15, "card-exposed-in-deal", "A card exposed in dealing lets the innocent side claim a new deal; otherwise it cannot be called."),
    (16, "deal-out-of-turn", "A deal out of turn or with the wrong pack may be stopped until the trump is turned; then it stands."),
    (17, "misdeal", "Misdeals (no cut, a card dealt wrongly and left, counting the cards, wrong numbers found before the first trick ends, looking at or covering the trump) lose the deal.", "loss of the deal"),
    (18, "trump-card", "The trump card stays face up until the dealer plays to trick one; left up after the second trick it may be called; a player who names it after it is taken up may have his highest or lowest trump called.", "trump card liable to be called; highest or lowest trump called"),
    (19, "wrong-number", "A hand found with too many or too few cards after trick one: the adversaries choose a new deal or play on without the odd cards."),
    (20, "exposed-cards", "Cards exposed other than in play (not a lead out of turn), dropped with the card played, seen by partner, or named are liable to be called.", "card liable to be called"),
    (21, "calling", "Called cards lie face up and must be played when called if no revoke results; the call may be repeated each trick.", "must be played when called"),
    (22, "leading-winners", "A player leading again before his partner plays to a winning lead: his partner may be required to win the first trick; the other cards are exposed."),
    (23, "play-before-call-decided", "A player with a card liable to be called must wait for the adversaries' decision; a card played meanwhile is also liable."),
    (24, "lead-out-of-turn", "A suit may be called from the offender or his partner when either next has the lead, by the adversary on the right of the one called upon; no penalty if he has none or all four played to the false lead; cards played to it are taken back.", "suit called"),
    (25, "third-before-second", "If third hand plays before second, fourth hand may also play before second."),
    (26, "fourth-before-second", "If fourth hand plays before second (third not having played), second hand may be required to play his highest or lowest of the suit, or to trump or not trump.", "highest or lowest / trump or not"),
    (27, "abandoned-hands", "All four showing their hands ends play; the result as claimed stands, but a revoke found is still punished."),
    (28, "revoke", "A revoke is a renounce in error not corrected in time; it can be corrected until the trick is turned and quitted, or the offender or his partner plays to the next trick."),
    (29, "revoke-corrected", "A renounce corrected in time leaves the wrong card liable to be called; later players may take back their cards.", "card liable to be called"),
    (30, "revoke-penalty", "Each revoke transfers two tricks from the revoking side to the adversaries; the revoking side cannot win the game that hand.", "two tricks per revoke"),
    (31, "revoke-score-cap", "The revoking side may play the hand out and score up to six, never game."),
    (32, "revoke-proof", "The claimants may examine all tricks at the end; mixing the cards after a claim establishes the revoke."),
    (33, "revoke-time-limit", "A revoke may be claimed until the cards are cut for the next deal."),
    (34, "draw-cards", "Before a trick is gathered any player may have the cards drawn before their players."),
    (35, "attention-to-trick", "Calling attention to the trick or score before partner plays: the last adversary may require that partner to play highest or lowest, or trump or not.", "highest or lowest"),
    (36, "claims", "A player who claims the rest or the game has his partner's cards laid face up, liable to be called.", "partner's hand exposed"),
    (37, "quitted-tricks", "A quitted trick may not be looked at until the hand ends.", "as for a lead out of turn"),
    (38, "disobeyed-call", "Failing without excuse to obey a lawful call is punished as a revoke.", "revoke penalty"),
    (39, "penalty-decision", "The offender waits for the adversaries; their demand is final; if the wrong adversary demands, or the wrong penalty is demanded, no penalty is enforced."),
], meanings=AMERICAN_MEANINGS)

_E = [
    (1, "rubber", "A rubber is the best of three games; the third is not played if one side wins the first two."),
    (2, "game", "A game is five points; each trick over six scores one."),
    (3, "honours", "Ace, king, queen, knave of trumps: all four held by a side score 4, any three score 2, two score nothing."),
    (4, "honours-at-four", "A side at four when the deal begins cannot score honours."),
    (5, "scoring-order", "The revoke penalty scores first, then tricks, then honours."),
    (6, "honours-claim-time", "Honours must be claimed before the trump of the next deal is turned up."),
    (7, "honours-called", "Honours called at the end of the hand may be scored any time in the game."),
    (8, "game-values", "The winners score a treble if the losers have nothing, a double if they have one or two, a single if they have three or four."),
    (9, "rubber-points", "The winners of the rubber add two points for it."),
    (10, "losers-game", "In a three-game rubber the losers' game is deducted from the winners' gross."),
    (11, "score-error", "A score error may be corrected before the end of the game (which ends when the next trump is turned)."),
    (12, "rubber-error", "An error in the amount of the rubber may be corrected during the rubber."),
    (13, "ace-low", "The ace is the lowest card in cutting."),
    (14, "one-pack", "All cut from the same pack."),
    (15, "cut-two", "Exposing more than one card in the cut means cutting again."),
    (16, "forming-table", "Over four candidates, the lowest four cuts play; the two lowest are partners against the two highest; the lowest deals and chooses cards and seat."),
    (17, "six-at-table", "A table is full at six; a candidate with the next-lowest cut has the prior right to a vacancy."),
    (18, "equal-cuts", "Two equal cuts cut again unless they are the two highest; the two lowest equal cut again for the deal."),
    (19, "three-equal", "Three equal cuts cut again; the fourth card decides whether the two lowest or two highest of the recut are partners."),
    (20, "cutting-out", "After a rubber, those who have played most rubbers go out for newcomers; if equal, the highest cuts go out."),
    (21, "declare-entry", "A candidate must declare himself before anyone cuts."),
    (22, "new-tables", "At new tables, those not yet at a table have the prior right."),
    (23, "substitute", "A player leaving may name a substitute for the rubber with the others' consent."),
    (24, "changing-table", "Cutting into another table loses the right of re-entry to one's own."),
    (25, "breaking-table", "Whoever breaks up a table gives the others the prior right elsewhere."),
    (26, "shuffle-openly", "Shuffle above the table without showing faces."),
    (27, "no-shuffle-in-play", "No shuffling during a hand."),
    (28, "no-packet-shuffle", "A used pack is not shuffled by dealing it into packets."),
    (29, "shuffle-once", "Each player may shuffle once before a deal."),
    (30, "collect", "The dealer's partner collects the cards and shuffles them first."),
    (31, "place-pack", "The shuffled pack goes face down at the next dealer's left."),
    (32, "dealer-last", "The dealer shuffles last; a card seen while shuffling obliges a reshuffle."),
    (33, "deal-in-turn", "Each deals in turn; the deal passes to the left."),
    (34, "cut", "The player on the dealer's right cuts, at least four cards in each packet; an exposed card or a doubtful cut means a fresh cut."),
    (35, "cut-final", "A cut once made cannot be changed."),
    (36, "reshuffle-after-cut", "A dealer who reshuffles after the cut loses the deal.", "loss of the deal"),
    (37, "new-deal", "A new deal if the pack is imperfect or a card other than the last is faced in it."),
    (38, "card-exposed-in-deal", "A card exposed in dealing gives the other side a new deal if they have not touched their cards; otherwise it cannot be called."),
    (39, "touching-in-deal", "A player touching his cards in the deal lets the adversaries do the same without losing their rights."),
    (40, "late-exposure", "Turning the trump before the adversaries decide on an exposed card does not lose their right."),
    (41, "looking-at-trump", "A player looking at the trump card during the deal lets the adversaries see it and claim a new deal."),
    (42, "foreign-card", "A card of another pack taken into a hand lets the adversaries decide on a new deal."),
    (43, "misdeal-loses", "A misdeal loses the deal.", "loss of the deal"),
    (44, "misdeal", "Misdeals: not four packets one at a time from the left; trump laid face down; trump not reaching the dealer; fourteen cards in one hand and fewer in another; counting the cards; two cards dealt together then a third; no cut (found before the trump is turned)."),
    (45, "interference", "No loss of deal if an adversary touched the cards first; if the dealer's partner did, the deal is lost."),
    (46, "short-hand", "A player short of cards found after he has played: the deal stands and he answers for revokes as if he held them."),
    (47, "imperfect-pack", "An imperfect pack voids only the hand in which it is found."),
    (48, "deal-out-of-turn", "A wrong deal may be stopped until the trump is turned; then it stands."),
    (49, "acting-for-partner", "No one shuffles, cuts or deals for his partner without the adversaries' leave."),
    (50, "interrupting-dealer", "Adversaries who interrupt the dealer without cause let him deal again after a misdeal."),
    (51, "dealing-for-partner", "A misdeal by one dealing for his partner is charged to the partner."),
    (52, "trump-card", "The dealer takes the trump card up when he plays to trick one; left on the table after the first trick is quitted it may be called.", "trump card liable to be called"),
    (53, "naming-trump", "After the trump card is taken up it may not be asked for; naming it lets the adversaries call the namer's highest or lowest trump.", "highest or lowest trump called"),
    (54, "early-pickup", "A dealer taking up the trump early may be made to show it; wrong cards shown may be called."),
    (55, "forgotten-trump", "A dealer who forgets the trump card may have his highest or lowest trump called during the hand."),
    (56, "exposed-cards", "Cards played two at once, dropped face up or otherwise shown above the table are exposed and liable to be called (not one fallen to the floor).", "card liable to be called"),
    (57, "leading-winners", "Playing or leading winners without waiting for partner: the partner may be required to win any of those tricks; the other cards are exposed."),
    (58, "throwing-down", "Cards thrown face up are exposed, each called by the adversary; a lone player keeping his hand cannot be forced to abandon it."),
    (59, "all-abandoned", "Four hands thrown down end the hand; only an established revoke can then be claimed: three points added to the claimants or taken from the revokers.", "three points"),
    (60, "detached-card", "A card detached so far that it is named is liable to be called; naming a wrong card exposes the namer's side to a suit call."),
    (61, "disobeyed-call", "Not playing a called highest or lowest, or leading another suit when a suit was called and held, is a revoke.", "revoke penalty"),
    (62, "lead-out-of-turn", "A lead out of turn: the adversaries may call the card led, or call a suit from the offender or his partner when either next has the lead.", "card called, or suit called"),
    (63, "false-lead-followed", "If all four played to a false lead it stands; cards of second and third hands are taken back without penalty."),
    (64, "no-forced-revoke", "No player can be compelled to play a card that would make him revoke."),
    (65, "repeated-call", "A call may be repeated until the card is played."),
    (66, "no-such-suit", "A player called on to lead a suit he lacks has paid the penalty."),
    (67, "third-before-second", "If third hand plays before second, fourth hand may play before his partner."),
    (68, "fourth-before-second", "If fourth hand plays before second (third not having played), second hand may be called on to win or not to win the trick.", "win or not win"),
    (69, "missed-trick", "A player who missed a trick, found after he plays to the next: the adversaries may claim a new deal; otherwise his surplus card counts to that trick, no revoke."),
    (70, "two-cards", "Playing two cards to a trick makes the player answer for consequent revokes."),
    (71, "revoke", "A revoke: holding a card of the suit led, a player plays another suit."),
    (72, "revoke-penalty", "For each revoke the adversaries choose: take three tricks from the revokers, take three points from their score, or add three points to their own; the penalty cannot be divided and it scores before anything else.", "three tricks, minus three or plus three points"),
    (73, "revoke-established", "A revoke is established when its trick is turned and quitted, or the revoker or his partner leads or plays to the next trick."),
    (74, "asking-partner", "Asking partner whether he has none of the suit, before the trick is quitted, keeps the renounce correctable unless he answers no or they play to the next trick."),
    (75, "search-tricks", "At the end of the hand the claimants may search all the tricks."),
    (76, "revoke-corrected", "A renounce corrected in time: the wrong card may be called, or the player made to play his highest or lowest to that trick; later players may take back their cards.", "card called, or highest or lowest"),
    (77, "mixing-cards", "Mixing the cards after a revoke claim establishes the revoke."),
    (78, "revoke-time-limit", "No revoke can be claimed after the cut for the next deal."),
    (79, "play-out", "The revoking side may require the hand to be played out."),
    (80, "bets-after-revoke", "Bets on the odd trick or the score are settled after the penalty."),
    (81, "both-revoke", "If both sides revoke, neither can win the game that hand."),
    (82, "revoke-score-cap", "Whatever the penalty, the revoking side cannot win the game by that hand; it scores at most four."),
    (83, "new-cards", "Before the cut anyone may call for two new packs at his cost; the dealer chooses one."),
    (84, "choosing-penalty", "Partners agree who chooses a penalty but may not consult on which (revoke penalties excepted); a demand made is final."),
    (85, "placing-cards", "Any player may ask for the cards of a trick to be placed before their players."),
    (86, "attention-to-trick", "Calling attention to the trick before partner plays: he may be made to play highest or lowest, or to win or lose the trick.", "highest or lowest / win or lose"),
    (87, "time-to-decide", "The adversaries have reasonable time to choose a penalty."),
    (88, "bystander-remark", "A bystander whose remark affects the score may be made to pay the stakes and bets."),
    (89, "bystander-decides", "A bystander may decide a question if the players agree."),
    (90, "damaged-cards", "Torn or marked cards are replaced."),
    (91, "last-trick", "Anyone may see the last trick turned, and no earlier one; never more than eight cards in view."),
]
ENGLISH = LawBook.of("English Laws of Whist", "seed 003, English laws of whist", _E, meanings=ENGLISH_MEANINGS)


def law_book(code: str) -> LawBook:
    """The law book of ``code`` ("american" or "english")."""
    return AMERICAN if code == "american" else ENGLISH
