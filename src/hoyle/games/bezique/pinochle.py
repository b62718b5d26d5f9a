"""Pinochle (binocle), two-hand, and pinochle with 64 cards (Foster 1914, seed 001 part 4;
catalog 001_part4.md §4.9).

The bezique engine (:class:`hoyle.games.bezique.bezique.BeziqueState`) with the pinochle pack,
two packs of 24 (nine to ace, 48 cards; the 64-card game two piquet packs), twelve each dealt
four at a time, the 25th card turned for trumps; the dix (the nine of trumps; seven in the
64-card game) turned scores the dealer 10, and its holder exchanges it for the turn-up after
winning a trick, or shows the second, for 10 (``seven``); the table
:data:`hoyle.mechanics.melds.PINOCHLE_MELDS` (fours of different suits, the eights, binocle and
double binocle, grand binocle); each new meld takes at least one card from the hand (so four
kings and four queens make 220, never 240). Cards count A 11, 10 10, K 4, Q 3, J 2 (240 a deal)
and the last trick 10; the last twelve tricks follow and win if able.

Game 1000 (:class:`PinochleMatch`), with the claim (knocking, P11, "as cinq-cents"): a player
to play who counts his game total (the earlier deals, this deal's melds, dix and cards taken) at
1000 or more claims the game (``claim``, or ``knock``); right, he wins it whatever the opponent
has; wrong, the opponent wins it whatever the scores. Unclaimed, one past 1000 at the end of a
deal wins; both past it, neither wins and the game goes on to 1250, then 1500 (P12). The
mechanism is the family's one (:mod:`hoyle.games.bezique.claim`), the same as three- and
four-hand pinochle's (:class:`~hoyle.games.bezique.multihand.MeldTableMatch`, laws T10-T11).
A deal played alone (no match) has no claim.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.laws import LawBook
from ...core.rules import Rules, option
from ...mechanics.melds import PINOCHLE_MELDS
from .bezique import BeziqueBot, BeziqueMatch, BeziqueState

__all__ = ["PinochleRules", "PinochleState", "Pinochle64State", "PinochleMatch", "PINOCHLE_LAWS",
           "PINOCHLE_CARD_POINTS"]

_SRC = "Foster 1914, Pinochle (seed 001 part 4; catalog 001_part4.md §4.9)"

PINOCHLE_LAWS = LawBook.of("Pinochle", _SRC, [
    ("P1", "pack", "Two packs of 24, nine to ace (48); A 10 K Q J 9; the 64-card game adds the sevens and eights."),
    ("P2", "deal", "Twelve each, four at a time, the opponent first; the 25th card turned; a dix turned scores "
                   "the dealer 10."),
    ("P3", "misdeal", "A misdeal: the same dealer deals again.", "a new deal, same dealer"),
    ("P4", "play", "While the stock lasts any card may be played; the trick's winner draws first."),
    ("P5", "meld", "Only the winner of a trick melds, before drawing, one meld a trick, each with a new card from "
                   "the hand: marriage 20, royal 40, sequence 150, binocle 40, double 80, grand binocle 80, four "
                   "aces 100, kings 80, queens 60, jacks 40 (of different suits), eights 200/160/120/80."),
    ("P6", "reuse", "Cards may be added to an earlier meld for a higher one of its class, never taken from one "
                    "for another of the same class; other classes may share them."),
    ("P7", "dix", "The dix exchanged for the turn-up, or the second shown, after winning a trick: 10; not with "
                  "another meld."),
    ("P8", "last-twelve", "With the stock exhausted, melds taken back; follow suit and win if able, trump if "
                          "void.", "the offender scores no more for cards"),
    ("P9", "cards", "Aces 11, tens 10, kings 4, queens 3, jacks 2: 240 a deal; the last trick 10."),
    ("P10", "game", "Game is 1000; the game ends when a player reaches it or claims it."),
    ("P11", "claim", "Knocking, as at cinq-cents: a player who counts his game total (earlier deals, this deal's "
                     "melds, dix and cards taken) at 1000 stops the play and claims the game; right, he wins it even "
                     "if the opponent also has enough; wrong, the opponent wins it whatever the scores (seed 001 "
                     "part 4, Pinochle, counting the cards; catalog 001_part4.md §4.9 stakes and knocking)."),
    ("P12", "going-on", "Unclaimed, one player with 1000 at the end of a deal wins; both with it, neither wins and "
                        "the game goes on to 1250, then 1500 (catalog 001_part4.md §4.9 knocking)."),
], meanings={"revoke-penalty": "P8", "misdeal": "P3"})

#: pinochle's values of the cards taken (§4.9 "cards"): A 11, 10 10, K 4, Q 3, J 2
PINOCHLE_CARD_POINTS = {14: 11, 10: 10, 13: 4, 12: 3, 11: 2}


@dataclass(frozen=True)
class PinochleRules(Rules):
    game_points: int = option(1000, "points to win a game", "001 part 4 §4.9 stakes: game of 1000",
                              choices=(1000, 1250, 1500))
    double_under_500: bool = option(False, "a game counts double when the loser has not reached 500 (not "
                                    "pinochle's rule; bezique's)", "001 part 4 §4.1, §4.9")
    referee_mode: bool = option(False, "accept a card that breaks the rule of the last twelve tricks (recorded) "
                                "and settle it when claimed", "001 part 4 §4.9 last twelve tricks")


class PinochleState(BeziqueState):
    """One deal of two-hand pinochle (module docstring)."""

    rules_cls = PinochleRules
    penalty_laws = PINOCHLE_LAWS
    PACKS = 2
    LOW_RANK = 9
    ROUNDS = (4, 4, 4)
    SEVEN_RANK = 9
    MELDS = PINOCHLE_MELDS
    FROM_HAND = True
    CARD_POINTS = PINOCHLE_CARD_POINTS
    SLUG = "pinochle"
    TITLE = "Pinochle"
    CARD_WORD = "cards"
    SEVEN_WORD = "dix"
    CLAIM_LAW = "P11"


class PinochleMatch(BeziqueMatch):
    """Deals of two-hand pinochle to 1000 with the claim (P10-P12): a right claim wins, a
    wrong one loses; both past the goal unclaimed, it goes on by 250 (1250, then 1500)."""

    extend_by = 250


class Pinochle64State(PinochleState):
    """Pinochle with 64 cards and twelve each (§4.9): the dix is the seven."""

    LOW_RANK = 7
    SEVEN_RANK = 7
    SLUG = "pinochle-64"
    TITLE = "Pinochle (64 cards)"


def _register() -> None:
    from ...core.registry import GameInfo, register
    common = dict(family="bezique", rules_cls=PinochleRules, laws=PINOCHLE_LAWS, bots={"heuristic": BeziqueBot},
                  match_cls=PinochleMatch, min_players=2, max_players=2, utility="zero-sum-points")
    register(GameInfo(slug="pinochle", title="Pinochle (two-hand)", aliases=("binocle", "бинокль", "пинокль"),
                      state_cls=PinochleState, source="Foster 1914, 001 part 4 §4.9",
                      summary="Two players, 48 cards (two packs nine to ace), twelve each and a stock; melds "
                              "after winning a trick, each with a new card from the hand; cards 240 and the last "
                              "trick 10; follow and win in the last twelve tricks; game 1000 with the claim "
                              "(knocking), on to 1250 when both pass it.", **common))
    register(GameInfo(slug="pinochle-64", title="Pinochle with 64 cards", aliases=("бинокль на 64 карты",),
                      state_cls=Pinochle64State, source="Foster 1914, 001 part 4 §4.9",
                      summary="Pinochle with the sevens and eights added (64 cards), twelve each; the dix is "
                              "the seven of trumps.", **common))


_register()
