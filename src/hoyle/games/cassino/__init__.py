"""The cassino family (catalog INDEX.md family 12; Foster 1914, seed 001 part 5, "Кассино" and the
games after it; catalog 001_part5.md §3.1-3.5): one engine,
:class:`~hoyle.games.cassino.state.CassinoState`, over :mod:`hoyle.mechanics.capture`, and its
variants as rule defaults:

* ``cassino`` - two to four each for himself or two against two; eleven points a deal besides the
  sweeps; game eleven, a lurch double (§3.1);
* ``cassino-21-point`` - game 21, the points going out in the book's order, only the difference
  of the sweeps counting (counting out as an option) (§3.2);
* ``royal-cassino`` - the courts valued J 11, Q 12, K 13 (§3.3);
* ``spade-cassino`` - every spade a point, the jack of spades one more: 24 a deal besides the
  sweeps, pegged as taken, game 61 (§3.4);
* ``draw-cassino`` - one deal, each drawing from the stock after each play (§3.5).

:class:`CassinoMatch` carries the score per side toward game and settles each game won.
"""

from __future__ import annotations

from typing import Any

from ...core.match import Match, RubberMatch
from ...core.registry import GameInfo, register
from .bots import CassinoBot, action_score
from .laws import CASSINO_LAWS
from .state import CassinoRules, CassinoState, card_value, count_items

__all__ = ["CassinoState", "CassinoRules", "CassinoMatch", "CassinoBot", "CASSINO_LAWS", "card_value",
           "count_items", "action_score", "go_out"]


def go_out(score: list[int], events: list[tuple[int, int, str]], target: int,
           count_out: bool = False) -> tuple[list[int], int | None, int]:
    """A deal's points added to the match score ``score`` (per side) toward ``target``.

    Points go out in the order of ``events`` (``(side, points, what)``, the deal's
    :meth:`~CassinoState.scoring_events`): the first side to reach ``target`` wins (§3.2,
    §3.4). With ``count_out`` (§3.2, counting out; nobody claims during a deal here) the deal is
    added whole: one side at ``target`` or more wins; several, and nobody wins: the game goes on
    to eleven more (21, 32, 43 ...). Returns ``(new score, winning side or None, target)``."""
    score = list(score)
    if count_out:
        for side, pts, _ in events:
            score[side] += pts
        over = [s for s in range(len(score)) if score[s] >= target]
        if len(over) == 1:
            return score, over[0], target
        return score, None, target + 11 if over else target
    for side, pts, _ in events:
        score[side] += pts
        if score[side] >= target:
            return score, side, target
    return score, None, target


class CassinoMatch(RubberMatch):
    """Deals of a cassino game toward game (law S2: eleven; 21; spade cassino 61).

    Context: ``dealer`` (passes to the left; the same dealer again after a faced card or an
    exposed card in the deal, laws D3, D6), ``score`` (per side) and ``target`` (game, raised
    by eleven under counting out). A game won is worth one from each other side, two on a lurch
    (every other side under half of game, law S2, where the rules keep the lurch)."""

    settles = "game"
    fresh_rubber = {"score": None, "target": None}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        n = self.num_players
        self.n_sides = 2 if (n == 4 and self.rules.partners) else n
        self.context.setdefault("score", [0] * self.n_sides)

    def carry(self, state: CassinoState) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        n = self.num_players
        ctx["dealer"] = state.dealer if state.same_dealer else (state.dealer + 1) % n
        before = list(ctx.get("score") or [0] * self.n_sides)
        target = ctx.get("target") or self.rules.game_points
        score, winner, target = go_out(before, state.scoring_events(), target, self.rules.count_out)
        ctx["score"], ctx["target"] = score, target
        if winner is None:
            return ctx
        half = (self.rules.game_points + 1) // 2
        lurch = self.rules.lurch and all(score[s] < half for s in range(self.n_sides) if s != winner)
        unit = 2 if lurch else 1
        side_value = [unit * (self.n_sides - 1) if s == winner else -unit for s in range(self.n_sides)]
        seats = [side_value[state.side(s)] for s in range(n)]
        names = ("NS", "EW") if self.n_sides == 2 and n == 4 else state.seat_names
        self.end_rubber(ctx, names[winner], unit * (self.n_sides - 1), seats, "-".join(map(str, score)),
                        kind="game", score=score, lurch=lurch)
        ctx["score"] = [0] * self.n_sides
        ctx.pop("target", None)
        return ctx

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or []
        if not any(score):
            return None
        target = self.context.get("target") or self.rules.game_points
        return "game in progress: " + "-".join(map(str, score)) + f" (game {target})"


def _cassino(**info: Any) -> None:
    info.setdefault("utility", "zero-sum-points")
    register(GameInfo(family="cassino", min_players=2, max_players=4, default_players=2,
                      state_cls=CassinoState, rules_cls=CassinoRules, match_cls=CassinoMatch,
                      laws=CASSINO_LAWS, bots={"book": CassinoBot}, **info))


_cassino(slug="cassino", title="Cassino", aliases=("casino", "кассино"),
         source="Foster 1914, 001 part 5 §3.1",
         summary="Four cards each and four on the table; in turn each plays a card to pair, combine or build, "
                 "or trails it; cards 3, spades 1, big cassino 2, little cassino 1, each ace 1, each sweep 1; "
                 "eleven a deal besides the sweeps; game eleven.")
_cassino(slug="cassino-21-point", title="Twenty-one-point cassino", aliases=("twenty-one-point-cassino",
                                                                              "кассино в двадцать одно поинт"),
         defaults={"game_points": 21, "cancel_sweeps": True, "lurch": False},
         source="Foster 1914, 001 part 5 §3.2",
         summary="Cassino to 21, nothing scored until the end of a hand; the points go out in order: cards, "
                 "spades, big cassino, little cassino, the aces (spades, clubs, hearts, diamonds), the difference "
                 "of the sweeps. Counting out (count_out) as an option: both out together, game goes on to 32.")
_cassino(slug="royal-cassino", title="Royal cassino", aliases=("королевское кассино",), defaults={"royal": True},
         source="Foster 1914, 001 part 5 §3.3", status="partial",
         notes="the book's 'aces sometimes 14' is the option ace_value (1 by default, 14 makes an ace worth "
               "only 14)",
         summary="Cassino with the courts valued J 11, Q 12, K 13, combining and building like the pip cards: "
                 "a jack takes 9 and 2, a king 6, 4 and 3.")
_cassino(slug="spade-cassino", title="Spade cassino", aliases=("пиковое кассино",),
         defaults={"spade_count": True, "game_points": 61, "lurch": False},
         source="Foster 1914, 001 part 5 §3.4",
         summary="Every spade a point and the jack of spades one more, in place of the point for spades: 24 a "
                 "deal besides the sweeps; pegged as taken, the cards counted at the end; game 61.")
_cassino(slug="draw-cassino", title="Draw cassino", aliases=("драв-кассино",), defaults={"draw": True},
         source="Foster 1914, 001 part 5 §3.5",
         summary="Cassino dealt once: each player draws the top card of the stock after each play, keeping "
                 "four in hand while the stock lasts.")
