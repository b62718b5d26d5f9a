"""The piquet family (catalog INDEX.md family 11; Foster 1914, seed 001 part 5 §2).

Registered games:

* ``piquet-au-cent`` — two players, the game of a hundred (§2.1), lurch below fifty.
* ``rubicon-piquet`` — the point to the more cards, every lead one, a partie of six deals and
  the rubicon (§2.5).
* ``piquet-a-ecrire`` — three to seven at the table, two at play, the loser of each game
  giving way, the losses written down (§2.4).
* ``piquet-normand`` — three players, ten cards, the dealer's talon of two (§2.2).
* ``piquet-voleur`` — four in partnerships, eight cards, no talon (§2.3).
* ``imperial`` — piquet with a trump (§2.6): :mod:`hoyle.games.piquet.imperial`.

One engine (:class:`~hoyle.games.piquet.state.PiquetState`) with the variants as rule
defaults; the declaring is :mod:`hoyle.mechanics.declarations`.
"""

from __future__ import annotations

from typing import Any

from ...core.match import Match, RubberMatch
from ...core.registry import GameInfo, register
from . import imperial  # noqa: F401  (registers impérial)
from .bots import PiquetBot, discard_choice, keep_value
from .laws import PIQUET_LAWS
from .state import COUNT_ORDER, PiquetRules, PiquetState, play_items

from .imperial import IMPERIAL_LAWS, ImperialBot, ImperialMatch, ImperialState, add_whites

__all__ = ["ImperialState", "ImperialMatch", "ImperialBot", "IMPERIAL_LAWS", "add_whites", "PiquetState", "PiquetRules", "PiquetMatch", "RubiconMatch", "EcrireMatch", "PiquetBot",
           "PIQUET_LAWS", "COUNT_ORDER", "count_out", "rubicon_value", "game_value", "play_items",
           "discard_choice", "keep_value"]


def count_out(score: list[int], items: list[tuple[str, int, int]], goal: int) -> tuple[list[int], int | None]:
    """Add a deal's ``items`` (``(what, side, points)`` in the counting order of law 24) to
    ``score`` (per side); the first side to reach ``goal`` wins, the later items still being
    added. Returns ``(new score, winning side or None)``."""
    score = list(score)
    winner = None
    for _, side, pts in items:
        score[side] += pts
        if winner is None and score[side] >= goal:
            winner = side
    return score, winner


def game_value(loser_score: int, lurch: int) -> int:
    """A game of piquet au cent: one, or two (a double game) when the loser is lurched, below
    ``lurch`` (§2.1 "stakes": fifty); ``lurch`` 0: always one."""
    return 2 if lurch and loser_score < lurch else 1


def rubicon_value(a: int, b: int) -> tuple[int | None, int]:
    """The value of a partie of rubicon piquet (§2.5, law 26) between totals ``a`` and ``b``:
    ``(winner 0 or 1, points won)``: the difference plus 100 when the loser reached 100, else
    (the loser rubiconed) both totals plus 100; ``(None, 0)`` for a tie. Raises ValueError for
    a negative total."""
    if a < 0 or b < 0:
        raise ValueError("a piquet total is never negative")
    if a == b:
        return None, 0
    w, hi, lo = (0, a, b) if a > b else (1, b, a)
    return w, (hi - lo + 100) if lo >= 100 else (hi + lo + 100)


class PiquetMatch(RubberMatch):
    """Deals of piquet counted out to the game (au cent, normand, voleur: ``game_points``,
    law 24); each game won is settled: one stake, two when a loser is lurched. Context:
    ``dealer`` (two: the deal alternates; more: to the left; the same dealer after a void
    deal), ``score`` (per side). At normand the first out takes the pool (our reading: one
    stake from each other player, §2.2 "pool play"); at voleur each partner wins or pays."""

    settles = "game"
    fresh_rubber = {"score": None}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("score", [0] * self._sides())

    def _sides(self) -> int:
        return 2 if self.num_players == 4 else self.num_players

    def carry(self, state: PiquetState) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        ctx["dealer"] = state.dealer if state.same_dealer else state.order[0]
        ctx["score"], winner = count_out(ctx.get("score") or [0] * state.n_sides, state.items(),
                                         self.rules.game_points)
        if winner is not None:
            self._game_won(ctx, state, winner, ctx["score"])
        return ctx

    def _game_won(self, ctx: dict[str, Any], state: PiquetState, w: int, score: list[int]) -> None:
        n = self.num_players
        sides = sorted({state.side_of(s) for s in state.players})
        losers = [sd for sd in sides if sd != w]
        values = {sd: game_value(score[sd], self.rules.lurch) for sd in losers}
        seats = [0] * n
        for s in state.players:
            sd = state.side_of(s)
            seats[s] = sum(values.values()) if sd == w else -values[sd]
        if state.partners:
            seats = [values[1 - w] if state.side_of(s) == w else -values[1 - w] for s in range(n)]
        who = ("NS" if w == 0 else "EW") if state.partners else w
        self.end_rubber(ctx, who, max(values.values()), seats, "-".join(map(str, score)), kind="game",
                        score=list(score), lurched=[sd for sd, v in values.items() if v == 2])
        ctx["score"] = [0] * state.n_sides

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or []
        return f"in progress, not settled: score {'-'.join(map(str, score))}" if any(score) else None


class RubiconMatch(RubberMatch):
    """A partie of rubicon piquet (§2.5, law 26): six deals, each player dealing three; then
    :func:`rubicon_value` settles it (the winner +value, the loser -value); a tie plays two
    deals more, and a second tie makes the partie void. Context: ``dealer``, ``score`` (per
    seat), ``deals_in_partie``."""

    settles = "partie"
    fresh_rubber = {"score": None, "deals_in_partie": 0}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("score", [0, 0])
        self.context.setdefault("deals_in_partie", 0)

    def carry(self, state: PiquetState) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        ctx["dealer"] = state.dealer if state.same_dealer else state.order[0]
        score = list(ctx.get("score") or [0, 0])
        for s, p in enumerate(state.points()):
            score[s] += p
        played = ctx.get("deals_in_partie", 0) + (0 if state.void else 1)
        ctx["score"], ctx["deals_in_partie"] = score, played
        partie = self.rules.deals or 6
        if played >= partie and (score[0] != score[1] or played >= partie + 2):
            w, value = rubicon_value(score[0], score[1])
            if w is None:
                self.end_rubber(ctx, "nobody", 0, [0, 0], f"{score[0]}-{score[1]} after {played} deals: void",
                                kind="partie", score=score)
            else:
                seats = [value if s == w else -value for s in (0, 1)]
                rubiconed = min(score) < 100
                self.end_rubber(ctx, w, value, seats, f"{score[w]}-{score[1 - w]}" + (" (rubicon)" if rubiconed else ""),
                                kind="partie", score=score, rubicon=rubiconed)
            ctx["score"], ctx["deals_in_partie"] = [0, 0], 0
        return ctx

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or [0, 0]
        played = self.context.get("deals_in_partie", 0)
        return f"in progress, not settled: score {score[0]}-{score[1]} after {played} of 6 deals" if played else None


class EcrireMatch(PiquetMatch):
    """Piquet à écrire (§2.4): three to seven at the table, two at play (context ``active``);
    each game of a hundred is written down, the loser paying the winner (lurch doubled), and
    the loser gives way to the first of those waiting (``waiting``), the winner staying (the
    book's second rotation). The others' lines on the sheet do not move."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("active", [0, 1])
        self.context.setdefault("waiting", list(range(2, self.num_players)))

    def _sides(self) -> int:
        return self.num_players

    def _game_won(self, ctx: dict[str, Any], state: PiquetState, w: int, score: list[int]) -> None:
        loser = next(s for s in state.players if s != w)
        value = game_value(score[loser], self.rules.lurch)
        seats = [0] * self.num_players
        seats[w], seats[loser] = value, -value
        self.end_rubber(ctx, w, value, seats, f"{score[w]}-{score[loser]}", kind="game", score=list(score))
        waiting = list(ctx.get("waiting") or [])
        if waiting:
            nxt = waiting.pop(0)
            waiting.append(loser)
            ctx["active"], ctx["waiting"] = sorted([w, nxt]), waiting
            ctx["dealer"] = nxt
        ctx["score"] = [0] * self.num_players


def _register() -> None:
    common: dict[str, Any] = dict(family="piquet", state_cls=PiquetState, rules_cls=PiquetRules, laws=PIQUET_LAWS,
                  bots={"heuristic": PiquetBot}, utility="zero-sum-points")
    register(GameInfo(slug="piquet-au-cent", title="Piquet au cent", aliases=("piquet", "пикет", "пикет о сан"),
                      min_players=2, max_players=2, match_cls=PiquetMatch,
                      source="Foster 1914, 001 part 5 §2.1 (catalog 001_part5.md §2.1)",
                      summary="Two players, twelve cards each from a 32-card pack; the elder exchanges up to "
                              "five from the talon, the dealer the rest; point, sequences, quatorzes and trios "
                              "declared good or not good; a point for leads and wins above the nine, ten for "
                              "the cards, forty for capot, repique and pique; game is a hundred, a lurch "
                              "below fifty.", **common))
    register(GameInfo(slug="rubicon-piquet", title="Rubicon piquet", aliases=("рубикон-пике",),
                      min_players=2, max_players=2, match_cls=RubiconMatch,
                      defaults={"point_by": "cards", "lead_points": "every", "win_points": "every", "deals": 6,
                                "under_declaring": True},
                      source="Foster 1914, 001 part 5 §2.5 (catalog 001_part5.md §2.5)",
                      summary="Piquet with the point to the more cards, every lead and every trick won from "
                              "the other's lead one, the last trick two; a partie of six deals, the difference "
                              "plus a hundred, a player below a hundred rubiconed.",
                      notes="Under-declaring (the book's example is garbled; the catalog's reading): a "
                            "lower sequence, quatorze or trio declared by the elder scores his higher one "
                            "only if it was good against the cards he had seen.", **common))
    register(GameInfo(slug="piquet-a-ecrire", title="Piquet à écrire", aliases=("пике с записью",),
                      min_players=3, max_players=7, default_players=3, match_cls=EcrireMatch,
                      source="Foster 1914, 001 part 5 §2.4 (catalog 001_part5.md §2.4)",
                      summary="Three to seven at the table, two at play by the rules of piquet au cent; the "
                              "loser of each game gives way to the next, and the losses are written down.",
                      notes="Of the book's two rotations, the loser gives way (the winner stays).",
                      **common))
    register(GameInfo(slug="piquet-normand", title="Piquet normand", aliases=("пикет норманд",),
                      min_players=3, max_players=3, match_cls=PiquetMatch,
                      defaults={"hand_size": 10, "exchange": "dealer", "repique_at": 20},
                      source="Foster 1914, 001 part 5 §2.2 (catalog 001_part5.md §2.2)",
                      summary="Three players, ten cards each, the dealer may exchange two with the talon; "
                              "repique and pique for twenty; the most tricks ten; capot forty.", **common))
    register(GameInfo(slug="piquet-voleur", title="Piquet voleur", aliases=("пике вольер",),
                      min_players=4, max_players=4, match_cls=PiquetMatch,
                      defaults={"hand_size": 8, "exchange": "none", "repique_at": 20, "min_point": 30},
                      source="Foster 1914, 001 part 5 §2.3 (catalog 001_part5.md §2.3)",
                      summary="Four players in two partnerships, eight cards each and no talon; no point "
                              "under thirty; a side's declarations count together; repique and pique for "
                              "twenty.",
                      notes="The deal diagram of the book's example is lost. Our simplification: every "
                            "player declares his best in full before the first lead (no sinking with four).",
                      **common))


_register()

# the score cards for deals played with a real pack (issue 16 item 5)
from .scorecard import AnnouncedPiquetDeal, PiquetScoreCard, RubiconScoreCard  # noqa: E402

__all__ += ["AnnouncedPiquetDeal", "PiquetScoreCard", "RubiconScoreCard"]
