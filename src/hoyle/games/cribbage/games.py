"""The registered cribbages (catalog INDEX.md family 10): each is data for the one engine
(:mod:`.state`), its rules' defaults, and :class:`CribbageMatch` carries the score to the game."""

from __future__ import annotations

from typing import Any

from ...core import GameInfo, register
from ...core.match import Match, RubberMatch
from .bots import CribbageBot
from .laws import CRIBBAGE_LAWS
from .state import SOURCE, CribbageRules, CribbageState

__all__ = ["CRIBBAGE_GAMES", "CribbageMatch", "game_value"]


def game_value(loser: int, game: int, lurch: bool = True) -> int:
    """A game won is worth 1, or 2 (a lurch) when the loser has not passed half the board:
    30 of 61 (001 part 4 §8); of 121 or 181 half the board too (our reading)."""
    return 2 if lurch and loser <= game // 2 else 1


class CribbageMatch(RubberMatch):
    """Deals toward the game (61, 121 or 181): the score per side is carried in
    ``context["score"]`` into each deal, which stops the moment a side reaches the game; the
    game then settles, a game (or two for a lurch) to the winner from each loser (four-hand: side
    against side). The deal passes to the left. Context: ``dealer``, ``score``, ``rubbers``
    (the games finished; each game's line gives the winner's score first, then the others in
    seat order)."""

    settles = "game"
    fresh_rubber: dict[str, Any] = {"score": None}
    rules: CribbageRules

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.sides = 2 if self.num_players == 4 else self.num_players
        self.context.setdefault("score", [0] * self.sides)

    def carry(self, state: CribbageState) -> dict[str, Any]:  # type: ignore[override]
        ctx = Match.carry(self, state)
        ctx["score"] = list(state.score)
        if state.winner is None:
            return ctx
        w = state.winner
        goal = self.rules.game
        vals = [0] * self.sides
        for s in range(self.sides):
            if s != w:
                v = game_value(state.score[s], goal, self.rules.lurch)
                vals[s] -= v
                vals[w] += v
        seats = [vals[state.side(s)] for s in range(self.num_players)]
        names = ("seats 0 and 2", "seats 1 and 3") if self.num_players == 4 else None
        order = [w] + [s for s in range(self.sides) if s != w]          # the winner's score first
        self.end_rubber(ctx, names[w] if names else w, vals[w], seats, "-".join(str(state.score[s]) for s in order),
                        kind="game", score=list(state.score))
        ctx["score"] = [0] * self.sides
        return ctx

    def rubber_in_progress(self) -> str | None:
        sc = self.context.get("score") or []
        return f"in progress, not settled: score {'-'.join(map(str, sc))}" if any(sc) else None


_P4 = "001 part 4 §8"
#: slug, title, players (min, max, default), defaults, catalog section, summary, aliases, notes
CRIBBAGE_GAMES = [
    ("cribbage-six-card", "Cribbage, six-card two-hand", (2, 2, 2), {},
     "001_part4.md §8; 001_part5.md §1.1",
     "Six cards each, two laid away to the dealer's crib; the starter turned (a jack is his heels); "
     "pegging to 31 with fifteens, pairs, runs and the go; then hand and crib shown with the starter. "
     "Game 61.", ("cribbage", "six-card cribbage", "Криббедж", "Сикст-криббедж"), ""),
    ("cribbage-five-card", "Five-card cribbage", (2, 2, 2),
     {"hand": 5, "stop_at_go": True, "three_for_last": True},
     "001_part5.md §1.2",
     "Five cards each, two to the crib, three kept; the non-dealer of the first hand pegs three for "
     "last; the play stops at the first go or 31; a three-card flush counts. Game 61.",
     ("five-card cribbage", "Пятикарточный криббедж"),
     "the book's example hands are lost; the play of its example is checked in the tests"),
    ("cribbage-three-hand", "Three-hand cribbage", (3, 3, 3), {"hand": 5, "discard": 1, "crib_seed": 1},
     "001_part5.md §1.3",
     "Three each for himself: five cards each and one to start the crib, each lays one away; "
     "otherwise as six-card. Game 61.", ("three-hand cribbage", "Трехсторонний криббедж"),
     "the game's length is not stated for three: 61 as six-card (our reading)"),
    ("cribbage-four-hand", "Four-hand cribbage (partners)", (4, 4, 4), {"hand": 5, "discard": 1, "game": 121},
     "001_part5.md §1.4",
     "Two against two: five cards each, one each to the dealer's crib; the go passes round the table; "
     "all scores go to the side. Game 121.", ("four-hand cribbage", "Четырехсторонний криббедж"), ""),
    ("cribbage-seven-card", "Seven-card cribbage", (2, 2, 2), {"hand": 7, "game": 121},
     "001_part5.md §1.5",
     "Seven cards each, two to the crib, five kept: a show is six cards with the starter. Game 121 "
     "(or 181).", ("seven-card cribbage", "Семикарточный криббедж"), ""),
]

for slug, title, (lo, hi, default), defaults, where, summary, aliases, notes in CRIBBAGE_GAMES:
    register(GameInfo(
        slug=slug, title=title, family="cribbage", min_players=lo, max_players=hi, default_players=default,
        state_cls=CribbageState, rules_cls=CribbageRules, defaults=dict(defaults), match_cls=CribbageMatch,
        laws=CRIBBAGE_LAWS, utility="general-sum", bots={"heuristic": CribbageBot},
        source=f"{SOURCE}; catalog {where}", summary=summary, aliases=aliases, notes=notes))
