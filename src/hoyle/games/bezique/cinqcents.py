"""Cinq-cents (Foster 1914, seed 001 part 4; catalog 001_part4.md §4.5).

The bezique engine (:class:`hoyle.games.bezique.bezique.BeziqueState`) with one 32-card pack,
eight each and the seventeenth turned; the table :data:`hoyle.mechanics.melds.CINQ_CENTS_MELDS`
(bezique's, with 120 for the five highest cards of a plain suit, the bezique called binage, no
double combinations); a card used in one combination serves in no other, even of another class;
the cards count A 11, 10 10, K 4, Q 3, J 2 (120 a deal, scored here as the tricks are taken)
and the last trick 10. Game is 500 (:class:`CinqCentsMatch`): a player to play who counts 500
knocks (``knock`` or ``claim``, C7): right, he wins even if the opponent has enough too; wrong,
he loses whatever the scores. Unknocked, when both pass it at the end of a deal the game goes on
to 600, then 700; one alone past it wins (C5). The mechanism is the family's one
(:mod:`hoyle.games.bezique.claim`), shared with pinochle. A deal played alone has no knock.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.laws import LawBook
from ...core.rules import Rules, option
from ...mechanics.melds import CINQ_CENTS_MELDS
from .bezique import BeziqueBot, BeziqueMatch, BeziqueState
from .pinochle import PINOCHLE_CARD_POINTS

__all__ = ["CinqCentsRules", "CinqCentsState", "CinqCentsMatch", "CINQ_CENTS_LAWS"]

_SRC = "Foster 1914, Cinq-cents (seed 001 part 4; catalog 001_part4.md §4.5)"

CINQ_CENTS_LAWS = LawBook.of("Cinq-cents", _SRC, [
    ("C1", "pack", "One piquet pack, 32 cards, A 10 K Q J 9 8 7; dealt and played as bezique."),
    ("C2", "declare", "Bezique's declarations, with 120 for A 10 K Q J of a plain suit; the bezique is the binage; "
                      "no double combinations."),
    ("C3", "exclusive", "A card used in one combination may not be used in any other, even of another class."),
    ("C4", "cards", "Aces 11, tens 10, kings 4, queens 3, jacks 2 (120 a deal); the last trick 10."),
    ("C5", "game", "Game is 500; both past it unknocked at the end of a deal: 600, then 700."),
    ("C6", "misdeal", "A misdeal: a new deal.", "a new deal, same dealer"),
    ("C7", "knock", "A player who counts 500 (melds and cards taken) may knock to stop the play: right, he wins "
                    "the game even if the opponent also has enough; wrong, he loses it whatever the scores (catalog "
                    "001_part4.md §4.5)."),
], meanings={"misdeal": "C6"})


@dataclass(frozen=True)
class CinqCentsRules(Rules):
    game_points: int = option(500, "points to win a game", "001 part 4 §4.5: game 500", choices=(500,))
    double_under_500: bool = option(False, "bezique's doubling (not cinq-cents')", "001 part 4 §4.1, §4.5")
    referee_mode: bool = option(False, "accept a card that breaks the rule of the last eight tricks (recorded)",
                                "001 part 4 §4.1 irregularities")


class CinqCentsState(BeziqueState):
    """One deal of cinq-cents (module docstring)."""

    rules_cls = CinqCentsRules
    penalty_laws = CINQ_CENTS_LAWS
    PACKS = 1
    MELDS = CINQ_CENTS_MELDS
    EXCLUSIVE = True
    CARD_POINTS = PINOCHLE_CARD_POINTS
    SLUG = "cinq-cents"
    TITLE = "Cinq-cents"
    CARD_WORD = "cards"
    CLAIM_LAW = "C7"


class CinqCentsMatch(BeziqueMatch):
    """Deals of cinq-cents to 500, going on by 100 while both pass the goal (§4.5)."""

    extend_by = 100


def _register() -> None:
    from ...core.registry import GameInfo, register
    register(GameInfo(slug="cinq-cents", title="Cinq-cents", aliases=("санк-сант", "cinq cents"),
                      family="bezique", state_cls=CinqCentsState, rules_cls=CinqCentsRules, laws=CINQ_CENTS_LAWS,
                      match_cls=CinqCentsMatch, bots={"heuristic": BeziqueBot}, min_players=2, max_players=2,
                      utility="zero-sum-points", source="Foster 1914, 001 part 4 §4.5",
                      summary="Bezique with one 32-card pack: 120 for a plain-suit sequence, no double "
                              "combinations, a card in one combination only; cards A 11 10 10 K 4 Q 3 J 2 and "
                              "the last trick 10; game 500, on to 600 and 700 when both pass it."))


_register()
