"""The euchre party games (Foster 1914, 001 part 3 §B7, §B8): matches over many tables of four.

One table's deal is ordinary euchre (:class:`~hoyle.games.euchre.state.EuchreState`); the room
is the match. Deals are played table by table in turn (one deal at each table, then the next
round of deals), each table keeping its own score and dealer.

* :class:`ProgressiveEuchreMatch` (§B7, PR-01): numbered tables, the first the head; lone hands
  barred at the head table (``head_lone_hands``). When the head table reaches five the bell
  rings and every table stops; the side ahead at each table wins (a tie: more tricks in the
  last hand played there, then the ladies cut and the low card wins, our reading of "the
  next hand": the engine plays no extra hand). Stars: gold to the head table's winners, red
  to the other winners, green to every loser; then the movement
  :func:`hoyle.mechanics.movements.head_table_progression`. Prizes: most gold stars, then
  red, then fewest green (:meth:`ProgressiveEuchreMatch.prizes`).
* :class:`MilitaryEuchreMatch` (§B8): each table a fort held by its N-S pair; the E-W pairs
  tour the forts, one game to five at each, no lone hands, moving one table on
  (:func:`hoyle.mechanics.movements.progressive_tables`, ``"ew-move"``). The winners take a
  small flag from the losers; when the E-W pairs have been round every fort, the fort
  holding most flags wins. Our reading: every fort and every touring pair starts with as many
  small flags as there are tables.
"""

from __future__ import annotations

import random
from typing import Any

from ...core.errors import DealNotOver, SetupError
from ...core.match import Match
from ...mechanics.movements import head_table_progression, progressive_tables

__all__ = ["ProgressiveEuchreMatch", "MilitaryEuchreMatch", "progressive_seating", "star_ranking"]


def progressive_seating(tables: int) -> list[tuple[tuple[str, str], tuple[str, str]]]:
    """The first round's seating (§B7, PR-01): from each of two packs the black suits from the
    ace (one) up, as many cards as tables (eight tables: ace to eight of clubs and of spades); the
    ladies draw from the red-backed pack, the gentlemen from the blue; the card's number is the
    table and the same suit are partners (clubs N-S, spades E-W). Players are named by their
    cards: ``"L-AC"`` the lady who drew the ace of clubs, ``"G-AC"`` her partner.

    Raises ValueError for fewer than one or more than 13 tables."""
    if not 1 <= tables <= 13:
        raise ValueError("a suit gives at most 13 tables")
    ranks = "A23456789TJQK"[:tables]              # the ace is one: the card's number is the table
    return [((f"L-{r}C", f"G-{r}C"), (f"L-{r}S", f"G-{r}S")) for r in ranks]


def star_ranking(stars: dict[str, dict[str, int]]) -> list[tuple[int, str, dict[str, int]]]:
    """``(place, player, stars)`` by the prizes' order (§B7): gold stars, then red, then the
    fewest green; equal in all three share a place (the book: then a draw)."""
    key = {p: (-s["gold"], -s["red"], s["green"]) for p, s in stars.items()}
    order = sorted(stars, key=lambda p: (key[p], p))
    out, place, prev = [], 0, None
    for i, p in enumerate(order):
        if key[p] != prev:
            place, prev = i + 1, key[p]
        out.append((place, p, dict(stars[p])))
    return out


class _TablesMatch(Match):
    """Deals at ``tables`` tables in turn, each with its score and dealer."""

    def __init__(self, game, num_players, rules, seed=None, shuffler=None, context=None,
                 tables: int = 2, rounds: int | None = None):
        super().__init__(game, num_players, rules, seed=seed, shuffler=shuffler, context=context)
        if tables < 1 or num_players != 4:
            raise SetupError("a euchre party needs at least one table of four", "001 part 3 §B7")
        self.n_tables = tables
        self.rounds = rounds if rounds is not None else tables
        self.round = 0
        self.scores = [[0, 0] for _ in range(tables)]
        self.dealers = [3] * tables
        self.last_tricks = [[0, 0] for _ in range(tables)]
        self.playing = set(range(tables))
        self.table = 0
        self.history: list[dict[str, Any]] = []
        self._rng = random.Random(seed if seed is not None else 0)

    def _rules_for(self, table: int):
        return self.rules

    def next_deal(self):
        t = self.table
        self.context["dealer"], self.context["score"] = self.dealers[t], list(self.scores[t])
        self.shuffler.log = []
        self.shuffler.draws_log = []
        return self.game.new_deal(self.num_players, self._rules_for(t), self.shuffler, dict(self.context))

    def finish(self, state) -> dict:
        if not state.is_over:
            raise DealNotOver("the deal is not over")
        rec = super().finish(state)
        rec["table"] = self.table
        return rec

    def carry(self, state) -> dict[str, Any]:
        ctx = super().carry(state)
        t = self.table
        pts = state.points()
        self.scores[t] = [a + b for a, b in zip(self.scores[t], pts)]
        if state.tp is not None:
            self.last_tricks[t] = [sum(w for s, w in enumerate(state.tp.won) if s % 2 == side) for side in (0, 1)]
        self.dealers[t] = state.dealer if state.same_dealer else (state.dealer + 1) % 4
        self._after_deal(t)
        if self.round < self.rounds and self.playing:
            later = sorted(x for x in self.playing if x > t)
            self.table = later[0] if later else min(self.playing)
        return ctx

    def _winner(self, t: int) -> int:
        a, b = self.scores[t]
        if a != b:
            return 0 if a > b else 1
        x, y = self.last_tricks[t]
        if x != y:
            return 0 if x > y else 1
        return self._rng.randrange(2)          # the ladies cut: the low card wins (seeded)

    def _new_round(self) -> None:
        self.round += 1
        self.scores = [[0, 0] for _ in range(self.n_tables)]
        self.last_tricks = [[0, 0] for _ in range(self.n_tables)]
        self.playing = set(range(self.n_tables))
        self.table = 0

    @property
    def is_over(self) -> bool:
        return self.round >= self.rounds

    def _after_deal(self, t: int) -> None:       # pragma: no cover - each match has its own
        raise NotImplementedError


class ProgressiveEuchreMatch(_TablesMatch):
    """Progressive euchre (see the module docstring). ``tables`` tables (the first the head),
    ``rounds`` rounds (default: one per table); ``seating[t]`` is ``((lady, gent) N-S, (lady,
    gent) E-W)``; ``stars[player]`` counts ``gold``, ``red`` and ``green``; ``history`` holds
    each round's seating, scores and winners."""

    def __init__(self, *args: Any, head_lone_hands: bool = False, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.head_lone_hands = head_lone_hands
        self.seating = progressive_seating(self.n_tables)
        self.stars = {p: {"gold": 0, "red": 0, "green": 0} for t in self.seating for pair in t for p in pair}

    def _rules_for(self, table: int):
        if table == 0 and not self.head_lone_hands and self.rules.lone_hands:
            return type(self.rules)(**{**self.rules.__dict__, "lone_hands": False})
        return self.rules

    def _after_deal(self, t: int) -> None:
        if t == 0 and max(self.scores[0]) >= self.rules.game_points:
            self.bell()

    def bell(self) -> None:
        """The head table's bell (§B7): every table stops; stars; the movement."""
        winners = [self._winner(t) for t in range(self.n_tables)]
        for t, w in enumerate(winners):
            for p in self.seating[t][w]:
                self.stars[p]["gold" if t == 0 else "red"] += 1
            for p in self.seating[t][1 - w]:
                self.stars[p]["green"] += 1
        self.history.append({"round": self.round + 1, "seating": [list(map(list, t)) for t in self.seating],
                             "scores": [list(s) for s in self.scores], "winners": winners})
        self.seating = head_table_progression(self.seating, winners)
        self._new_round()

    def prizes(self, count: int | None = None) -> list[tuple[int, str, dict[str, int]]]:
        """The players in prize order (:func:`star_ranking`); ``count`` of them if given (the
        book: six prizes at a large party, one to a person)."""
        ranked = star_ranking(self.stars)
        return ranked if count is None else ranked[:count]


class MilitaryEuchreMatch(_TablesMatch):
    """Military euchre (see the module docstring). ``forts[t]`` is the N-S pair holding table
    ``t``; ``tables_now[t] = (fort, visiting E-W pair)``; ``flags[name]`` the small flags each
    fort and pair holds."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        if self.rules.lone_hands:
            raise SetupError("military euchre has no lone hands (lone_hands false)", "001 part 3 §B8")
        self.tables_now = [(f"fort{t + 1}", f"pair{t + 1}") for t in range(self.n_tables)]
        self.flags = {name: self.n_tables for t in self.tables_now for name in t}

    def _after_deal(self, t: int) -> None:
        if max(self.scores[t]) >= self.rules.game_points:
            w = 0 if self.scores[t][0] > self.scores[t][1] else 1
            winner, loser = self.tables_now[t][w], self.tables_now[t][1 - w]
            if self.flags[loser] > 0:
                self.flags[loser] -= 1
                self.flags[winner] += 1
            self.playing.discard(t)
            if not self.playing:
                self.history.append({"round": self.round + 1, "tables": [list(x) for x in self.tables_now],
                                     "scores": [list(s) for s in self.scores]})
                self.tables_now = progressive_tables(self.tables_now, movement="ew-move")
                self._new_round()

    def winning_forts(self) -> list[str]:
        """The fort or forts holding the most flags."""
        forts = {k: v for k, v in self.flags.items() if k.startswith("fort")}
        top = max(forts.values())
        return sorted(k for k, v in forts.items() if v == top)
