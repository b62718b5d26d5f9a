"""The cribbage score card: deals played with a real pack, pegged by the engine's own match.

An announced deal becomes an :class:`AnnouncedCribbageDeal`, a :class:`CribbageState` holding
no cards but the points each player pegged in the deal (his heels, the play, the shows, three
for last where the game has it), and :class:`~hoyle.games.cribbage.CribbageMatch` carries the
score toward the game and settles the game (a lurch counts two, 001 part 4 §8) as it does a deal
played in hoyle. Two-hand games: ``cribbage-six-card`` and ``cribbage-five-card`` (61, 001 part
4 §8, part 5 §1.2), ``cribbage-seven-card`` (121, part 5 §1.5).

Line format (one deal): ``5 12`` (seat 0 pegged 5, seat 1 pegged 12 in the deal); a deal in
which a player pegs out stops there (§8: the game ends the moment a player reaches it), so
when the announced points would take both past the game, the entry is refused; ``out 1`` names
who pegged out where the card cannot tell, and the other's points are those pegged by then.
"""

from __future__ import annotations

from typing import Any

from ...mechanics.scorecard import AnnouncedDeal, EntryRefused, ScoreCard, register_score_card
from .state import CribbageState

__all__ = ["AnnouncedCribbageDeal", "CribbageScoreCard"]


class AnnouncedCribbageDeal(AnnouncedDeal, CribbageState):
    """A finished two-hand cribbage deal known only by the points each seat pegged
    (``points``) and who pegged out (``out``, or None); ``context`` is the match's."""

    def __init__(self, rules: Any, context: dict, points: list[int], out: int | None,
                 entry: dict | None = None):
        self.rules = rules
        self.context = dict(context)
        self.n = self.sides = 2
        self.dealer = int(self.context.get("dealer", 1)) % 2
        self.start_score = [int(x) for x in self.context.get("score", [0, 0])]
        self.pegged = list(points)
        self.score = [a + b for a, b in zip(self.start_score, points)]
        self.winner = out
        self.phase = "over"
        self._announce(entry)



class CribbageScoreCard(ScoreCard):
    """Two-hand cribbage deals as announced: the points pegged by each seat, toward the game."""

    line_format = ("5 12 [out 1]   (the points seat 0 and seat 1 pegged in the deal, all counted; "
                   "'out N' when both would pass the game: who reached it first)")

    def parse(self, text: str) -> dict[str, Any]:
        words = text.replace(",", " ").lower().split()
        nums = []
        out = None
        i = 0
        while i < len(words):
            w = words[i]
            if w == "out":
                if i + 1 >= len(words) or words[i + 1] not in ("0", "1"):
                    raise EntryRefused("say who pegged out: 'out 0' or 'out 1'")
                out, i = int(words[i + 1]), i + 2
                continue
            if not w.isascii() or not w.isdigit():
                raise EntryRefused(f"a deal is the points each seat pegged, e.g. '5 12', not {w[:20]!r}")
            nums.append(int(w))
            i += 1
        if len(nums) != 2:
            raise EntryRefused(f"a deal is two numbers, the points seat 0 and seat 1 pegged, not {len(nums)}")
        return {"points": nums, "out": out}

    def check(self, e: dict[str, Any]) -> None:
        pts, out = e.get("points"), e.get("out")
        if (not isinstance(pts, list) or len(pts) != 2
                or not all(isinstance(p, int) and p >= 0 for p in pts)):
            raise EntryRefused(f"the points pegged are two counts of 0 or more, not {pts!r}")
        goal = self.rules.game
        now = [int(x) for x in self.match.context.get("score", [0, 0])]
        reach = [s for s in (0, 1) if now[s] + pts[s] >= goal]
        if out is None and len(reach) == 2:
            raise EntryRefused(f"both players would pass {goal}, but the game ends the moment one "
                               "reaches it: say who pegged out first ('out 0' or 'out 1')", "001 part 4 §8")
        if out is not None and out not in reach:
            raise EntryRefused(f"seat {out} does not reach {goal} with {now[out]} + {pts[out]}", "001 part 4 §8")
        if out is not None and now[1 - out] + pts[1 - out] >= goal:
            raise EntryRefused(f"seat {1 - out} cannot have reached {goal} too: the deal stopped when "
                               f"seat {out} pegged out; enter what he had pegged by then", "001 part 4 §8")
        if len(reach) == 1:
            e["out"] = reach[0]

    def deal_for(self, e: dict[str, Any]) -> AnnouncedCribbageDeal:
        return AnnouncedCribbageDeal(self.rules, self.match.context, e["points"], e.get("out"), e)

    def ended_game(self, deal: AnnouncedCribbageDeal) -> bool:
        return deal.winner is not None

    def describe(self, deal: AnnouncedCribbageDeal) -> str:
        n = len(self.entries) + 1
        text = (f"deal {n} (seat {deal.dealer} deals): seat 0 +{deal.pegged[0]} ({deal.score[0]}), "
                f"seat 1 +{deal.pegged[1]} ({deal.score[1]})")
        if deal.winner is not None:
            text += f"; seat {deal.winner} out"
        return text

    def sheet_lines(self) -> list[str]:
        sc = self.match.context.get("score", [0, 0])
        out = [f"{self.game.title}: game {self.rules.game}"]
        out += self.lines or ["no deals entered"]
        out.append(f"score toward game: seat 0 {sc[0]}, seat 1 {sc[1]}")
        st = self.settled()
        for r in st.rubbers:
            out.append(f"game: seat {r['winner']} wins {r['games']}, worth {r['value']}"
                       + (" (a lurch)" if r["value"] == 2 else ""))
        out.append("settled: " + (", ".join(f"seat {s} {v:+d}" for s, v in enumerate(st.per_seat))
                                  + " games" if st.rubbers else "nothing yet (no game finished)"))
        return out


for _slug in ("cribbage-six-card", "cribbage-five-card", "cribbage-seven-card"):
    register_score_card(_slug, CribbageScoreCard)
