"""Three- and four-handed bezique (Foster 1914, seed 001 part 4, "Трехходовая безик",
"Четырехходовая безик"; catalog 001_part4.md §4.2-§4.3).

The bezique engine (:class:`hoyle.games.bezique.bezique.BeziqueState`) dealt to three or four:

- **Three-handed** (§4.3): three for themselves; two packs of 32 and one of 31, the card taken
  out an eight (95 cards; we take the eight of clubs of the third pack: the book names no
  suit). Triple bezique 1500; game 2000.
- **Four-handed** (§4.2): four packs (128 cards); each for himself, or two against two, the
  partners opposite (rule option ``partners``, on by default). Triple bezique 1500; game 2000.
  The winner of a trick or his partner may declare, one score a trick: here the winner either
  declares, or leaves it to his partner (``partner``), who declares or lets the draw follow.
  A partner may add cards of his hand to the other's tabled cards (a sequence made of his
  A 10 J and his partner's royal marriage); every declaration takes a card of the declarer's
  own, and bezique's reuse laws act on the side's declarations as one.

The book does not state the deal, the turn-up or the order of drawing for these tables (the
catalog marks both rows partial). Our reading, bezique's own: eight each, 3-2-3, beginning at
the dealer's left; the next card turned for trumps (a seven turned scores the dealer 10); the
dealer's left-hand neighbour leads; after each trick the winner draws first, then each player
to his left, the turn-up going to the last of them. Four-handed, the stock of 96 goes round
exactly; three-handed, 71 leave two over after 23 rounds: those two (the last face-down card
and the turn-up) are not drawn and the last eight tricks are played at once
(:meth:`hoyle.mechanics.stock.Stock.draw_round`). With the stock exhausted every player must
follow suit and win the trick if able (over the best card so far; void, trump or over-trump if
able). Not modelled: the re-pairing of the four for the last eight tricks (each with a former
opponent, §4.2), which the book describes as usual, not as a rule.

Each deal's outcome is each seat's points (or its side's): general-sum, every player scoring
toward game (:class:`MultiBeziqueMatch`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import parse_card
from ...core.match import RubberMatch
from ...core.rules import Rules, option
from ...mechanics.melds import BEZIQUE_MELDS, MeldKind
from .bezique import BeziqueState, bezique_info, carry_score

__all__ = ["MULTI_BEZIQUE_MELDS", "ThreeHandedRules", "FourHandedRules", "ThreeHandedBeziqueState",
           "FourHandedBeziqueState", "MultiBeziqueMatch"]

#: bezique's table with triple bezique, 1500 (§4.2, §4.3: "Тройная безик дает 1500 очков")
MULTI_BEZIQUE_MELDS: tuple[MeldKind, ...] = (
    *BEZIQUE_MELDS[:5],
    MeldKind("triple bezique", "B", 1500, ((12, 3), (11, 1)) * 3),
    *BEZIQUE_MELDS[5:],
)


@dataclass(frozen=True)
class ThreeHandedRules(Rules):
    game_points: int = option(2000, "points to win a game", "001 part 4 §4.3: game usually 2000",
                              choices=(2000, 1000))
    referee_mode: bool = option(False, "accept a card that breaks the rule of the last eight tricks (recorded) "
                                "and settle it when claimed", "001 part 4 §4.1 irregularities")


@dataclass(frozen=True)
class FourHandedRules(Rules):
    game_points: int = option(2000, "points to win a game", "001 part 4 §4.2: game usually 2000",
                              choices=(2000, 1000))
    partners: bool = option(True, "two against two, the partners opposite (off: each for himself)",
                            "001 part 4 §4.2: each for himself or two against two")
    referee_mode: bool = option(False, "accept a card that breaks the rule of the last eight tricks (recorded) "
                                "and settle it when claimed", "001 part 4 §4.1 irregularities")


class ThreeHandedBeziqueState(BeziqueState):
    """One deal of three-handed bezique (module docstring): seats N, E, S."""

    rules_cls = ThreeHandedRules
    PACKS = 3
    PLAYERS = (3,)
    REMOVED = (int(parse_card("8C")),)
    MELDS = MULTI_BEZIQUE_MELDS
    SLUG = "three-handed-bezique"
    TITLE = "Three-handed bezique"


class FourHandedBeziqueState(BeziqueState):
    """One deal of four-handed bezique (module docstring): seats N, E, S, W; with partners N-S
    against E-W."""

    rules_cls = FourHandedRules
    PACKS = 4
    PLAYERS = (4,)
    MELDS = MULTI_BEZIQUE_MELDS
    SLUG = "four-handed-bezique"
    TITLE = "Four-handed bezique"


class MultiBeziqueMatch(RubberMatch):
    """Deals to 2000 (§4.2-§4.3) among three or four, each for himself or two sides: the first
    (player or side) to reach the goal at the end of a deal wins the game, the highest if more
    than one; a game is worth 1 from each loser (each for himself: the winner takes ``n - 1``;
    sides: 1 each). The deal passes to the left (the same dealer after a misdeal). Context:
    ``dealer``, ``score`` (per seat; partners' points are added for the side)."""

    settles = "game"
    fresh_rubber = {"score": None}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("score", [0] * self.num_players)

    def carry(self, state: BeziqueState) -> dict[str, Any]:
        ctx, score = carry_score(self, state)
        if score is None:
            return ctx
        units = [(0, 2), (1, 3)] if state.partners else [(s,) for s in range(state.n)]
        totals = [sum(score[s] for s in u) for u in units]
        goal = int(self.rules.game_points)
        if max(totals) >= goal:
            w = max(range(len(units)), key=lambda i: (totals[i], -i))
            if state.partners:
                seats = [1 if s in units[w] else -1 for s in range(state.n)]
                who: Any = "NS" if w == 0 else "EW"
            else:
                seats = [state.n - 1 if s == w else -1 for s in range(state.n)]
                who = w
            order = [w] + [i for i in range(len(units)) if i != w]       # the winner's score first
            self.end_rubber(ctx, who, 1, seats, "-".join(str(totals[i]) for i in order), kind="game", score=totals)
            ctx["score"] = [0] * state.n
        return ctx

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or []
        return f"in progress, not settled: score {'-'.join(map(str, score))}" if any(score) else None


def _register() -> None:
    from ...core.registry import register
    register(bezique_info(slug="three-handed-bezique", title="Three-handed bezique", aliases=("трехходовая безик",),
                          state_cls=ThreeHandedBeziqueState, rules_cls=ThreeHandedRules, match_cls=MultiBeziqueMatch,
                          min_players=3, max_players=3, utility="general-sum", status="partial",
                          source="Foster 1914, 001 part 4 §4.3 (catalog 001_part4.md §4.3)",
                          notes="the deal, turn-up and drawing order are not stated: bezique's, eight each, the "
                                "winner drawing first and then to his left; the two cards that cannot go round are "
                                "not drawn",
                          summary="Bezique for three, each for himself, with 95 cards (three packs, an eight taken "
                                  "out); triple bezique 1500; game 2000."))
    register(bezique_info(slug="four-handed-bezique", title="Four-handed bezique", aliases=("четырехходовая безик",),
                          state_cls=FourHandedBeziqueState, rules_cls=FourHandedRules, match_cls=MultiBeziqueMatch,
                          min_players=4, max_players=4, utility="general-sum", status="partial",
                          source="Foster 1914, 001 part 4 §4.2 (catalog 001_part4.md §4.2)",
                          notes="the deal size is not stated: bezique's eight each; the re-pairing for the last "
                                "eight tricks is not modelled",
                          summary="Bezique for four with 128 cards (four packs), two against two (or each for "
                                  "himself); the winner of a trick or his partner declares; triple bezique 1500; "
                                  "game 2000."))


_register()
