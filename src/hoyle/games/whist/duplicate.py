"""Duplicate whist's laws (the American Whist League's, Foster 1914, 001 part 2 §2), and the
names this module has always offered: the movements (Howell, Mitchell, Gilman, compass,
Safford, ...) are :mod:`hoyle.mechanics.movements` and the duplicate scoring (compass scores,
match points, shortfalls, the revoke transfers of Rule X §4, law G) is
:mod:`hoyle.mechanics.duplicate`, both shared with duplicate auction and duplicate bridge.
A whole match is played and scored by :mod:`hoyle.games.whist.duplicate_match`.
"""

from __future__ import annotations

from ...core.laws import LawBook
from ...mechanics.duplicate import (PairRevoke, compass_scores, duplicate_revoke_transfer, law_g_totals,
                                    match_points, pair_revoke_scores, shortfalls, team_trick_balance)
from ...mechanics.movements import (Seating, club_v_club, compass, four_individuals, four_pairs, gilman_even,
                                    gilman_odd, howell_pairs, howell_teams, memory, mitchell, mitchell_mixed,
                                    safford_couples, safford_eight, six_pairs, team_of_pairs, transpose_card)

DUPLICATE_LAWS = LawBook.of("Laws of Duplicate Whist (American Whist League, 1900-1910)",
                            "Foster 1914, 001 part 2 §2", [
    ("I", "shuffling", "Shuffle before an adversary or the referee, without showing faces."),
    ("II", "cutting", "The right-hand adversary cuts, at least four cards in each packet."),
    ("III", "dealing", "One at a time from the dealer's left, the last card turned for trumps; a new deal for an exposed card, an imperfect pack, a wrong count, or cards left in the tray."),
    ("IV", "trump-card", "The trump is written on the slip; the dealer takes the card up before trick two is quitted; looking at or naming it lets the adversaries call a highest or lowest trump; wrong trumps at overplay are settled by the slip, the average score or a new deal."),
    ("V", "wrong-hands", "Irregular hands found at overplay: a new deal with fewer than three tables, else the hands are put right and that table takes the average."),
    ("VI", "playing", "Cards are played face up, then turned down pointing to the trick's winners, and kept in order."),
    ("VII", "exposed-cards", "Exposed or named cards are liable to be called by the owner's right-hand adversary; claiming the rest exposes partner's hand."),
    ("VIII", "lead-out-of-turn", "A lead out of turn lets the adversary on the right of the player called upon call a suit from the offender or his partner; cards played to a false lead are taken back."),
    ("IX", "play-out-of-turn", "Fourth hand playing before second: second hand may be made to play highest or lowest, or to trump or not."),
    ("X", "revoke", "A revoke transfers two tricks, each further revoke of the side one more; never taking tricks won before the first revoke, and bounded by the average score of the deal. In pair matches the score stands as played, marked -R/+R; the penalty lifts the opponents no higher than the best result at the other tables and counts the revokers no lower than the worst until the averages are fixed, after which they suffer it in full.", "two tricks, then one"),
    ("XI", "miscellaneous", "Attention to the trick, reminders of penalties, final decisions, disobeyed calls punished as revokes, leading winners out of turn."),
])

__all__ = ["DUPLICATE_LAWS", "duplicate_revoke_transfer", "Seating", "howell_teams", "gilman_odd", "mitchell", "four_pairs", "compass_scores", "match_points",
           "team_trick_balance", "gilman_even", "howell_pairs", "six_pairs", "memory", "compass",
           "four_individuals", "safford_eight", "mitchell_mixed", "safford_couples", "shortfalls",
           "transpose_card", "club_v_club", "team_of_pairs", "PairRevoke", "pair_revoke_scores",
           "law_g_totals"]
