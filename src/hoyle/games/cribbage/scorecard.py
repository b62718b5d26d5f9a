"""The cribbage score card: deals played with a real pack, pegged by the engine's own match.

An announced deal becomes an :class:`AnnouncedCribbageDeal`, a :class:`CribbageState` holding
no cards but the points each player pegged in the deal (his heels, the play, the shows, three
for last where the game has it), and :class:`~hoyle.games.cribbage.CribbageMatch` carries the
score toward the game and settles the game (a lurch counts two, 001 part 4 §8) as it does a deal
played in hoyle. Two-hand games: ``cribbage-six-card`` and ``cribbage-five-card`` (61, 001 part
4 §8, part 5 §1.2), ``cribbage-seven-card`` (121, part 5 §1.5); three-hand (``cribbage-three-hand``,
61, part 5 §1.3: three numbers, one a player) and four-hand (``cribbage-four-hand``, 121, part 5
§1.4: two numbers, one a partnership, seats 0 and 2 against 1 and 3).

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
                 entry: dict | None = None, n: int = 2):
        self.rules = rules
        self.context = dict(context)
        self.n = n
        self.sides = 2 if n == 4 else n
        self.dealer = int(self.context.get("dealer", n - 1)) % n
        self.start_score = [int(x) for x in self.context.get("score", [0] * self.sides)]
        self.pegged = list(points)
        self.score = [a + b for a, b in zip(self.start_score, points)]
        self.winner = out
        self.phase = "over"
        self._announce(entry)



class CribbageScoreCard(ScoreCard):
    """Cribbage deals as announced: the points pegged by each seat (four-hand: each
    partnership), toward the game."""

    line_format = ("5 12 [out 1]   (the points seat 0 and seat 1 pegged in the deal, all counted; "
                   "'out N' when both would pass the game: who reached it first)")

    def __init__(self, slug: str | None = None, rules: dict | None = None):
        super().__init__(slug, rules)
        if self.num_players == 3:        # three numbers a deal (001 part 5 §1.3)
            self.line_format = ("5 12 7 [out 1]   (the points seat 0, seat 1 and seat 2 pegged in the deal, all "
                                "counted; 'out N' when more than one would pass the game: who reached it first)")
        elif self.num_players == 4:      # one number a partnership, seats 0 and 2 against 1 and 3 (§1.4)
            self.line_format = ("60 12 [out 1]   (the points side 0, seats 0 and 2, and side 1, seats 1 and 3, "
                                "pegged in the deal, all counted; 'out N' when both would pass the game)")
            self.side_labels = ("side 0", "side 1")

    def _side(self, s: int) -> str:
        """A side of the sheet: the player (named, where names are given), or a partnership."""
        if self.num_players == 4:
            return f"side {s}" + (f" ({self.player(s)}, {self.player(s + 2)})" if self.names else "")
        return self.player(s)

    @property
    def sides(self) -> int:
        return 2 if self.num_players == 4 else self.num_players

    def _who(self) -> str:
        return "each partnership (seats 0 and 2, 1 and 3)" if self.num_players == 4 else "each seat"

    def parse(self, text: str) -> dict[str, Any]:
        words = text.replace(",", " ").lower().split()
        ks = [str(k) for k in range(self.sides)]
        nums = []
        out = None
        i = 0
        while i < len(words):
            w = words[i]
            if w == "out":
                if i + 1 >= len(words) or words[i + 1] not in ks:
                    raise EntryRefused(f"say who pegged out: {' or '.join('out ' + k for k in ks)}")
                out, i = int(words[i + 1]), i + 2
                continue
            if not w.isascii() or not w.isdigit():
                raise EntryRefused(f"a deal is the points {self._who()} pegged, e.g. "
                                   f"{' '.join(['5', '12', '7'][:self.sides])!r}, not {w[:20]!r}")
            nums.append(int(w))
            i += 1
        if len(nums) != self.sides:
            count = {2: "two", 3: "three"}[self.sides]
            raise EntryRefused(f"a deal is {count} numbers, the points {self._who()} pegged, "
                               f"not {len(nums)}", "001 part 5 §1.3-1.4" if self.num_players > 2 else "001 part 4 §8")
        return {"points": nums, "out": out}

    def check(self, e: dict[str, Any]) -> None:
        pts, out = e.get("points"), e.get("out")
        k = self.sides
        if (not isinstance(pts, list) or len(pts) != k
                or not all(isinstance(p, int) and p >= 0 for p in pts)):
            raise EntryRefused(f"the points pegged are {k} counts of 0 or more, not {pts!r}")
        if not any(pts):
            raise EntryRefused("a deal cannot peg nothing for all: the play always scores, the go (or 31, or "
                               "the last card) giving at least 1", "001 part 4 §8")
        if out is not None and (type(out) is not int or not 0 <= out < k):
            raise EntryRefused(f"who pegged out is one of {', '.join(map(str, range(k)))}, not {out!r}")
        goal = self.rules.game
        now = [int(x) for x in self.match.context.get("score", [0] * k)]
        reach = [s for s in range(k) if now[s] + pts[s] >= goal]
        if out is None and len(reach) >= 2:
            raise EntryRefused(f"{' and '.join(self._side(s) for s in reach)} would all pass {goal}, but the game ends the "
                               "moment one reaches it: say who pegged out first ('out N')", "001 part 4 §8")
        if out is not None and out not in reach:
            raise EntryRefused(f"{self._side(out)} does not reach {goal} with {now[out]} + {pts[out]}", "001 part 4 §8")
        if out is not None and any(now[s] + pts[s] >= goal for s in range(k) if s != out):
            raise EntryRefused(f"the others cannot have reached {goal} too: the deal stopped when {self._side(out)} "
                               "pegged out; enter what the others had pegged by then", "001 part 4 §8")
        if len(reach) == 1:
            e["out"] = reach[0]

    def deal_for(self, e: dict[str, Any]) -> AnnouncedCribbageDeal:
        return AnnouncedCribbageDeal(self.rules, self.match.context, e["points"], e.get("out"), e,
                                     self.num_players)

    def ended_game(self, deal: AnnouncedCribbageDeal) -> bool:
        return deal.winner is not None

    def describe(self, deal: AnnouncedCribbageDeal) -> str:
        n = len(self.entries) + 1
        text = f"deal {n} ({self.player(deal.dealer)} deals): " + ", ".join(
            f"{self._side(s)} +{deal.pegged[s]} ({deal.score[s]})" for s in range(deal.sides))
        if deal.winner is not None:
            text += f"; {self._side(deal.winner)} out"
        return text

    def _unit(self) -> str:
        return "side" if self.num_players == 4 else "seat"

    def sheet_lines(self) -> list[str]:
        sc = self.match.context.get("score") or [0] * self.sides
        out = [f"{self.game.title}: game {self.rules.game}"]
        out += self.lines or ["no deals entered"]
        out.append("score toward game: " + ", ".join(f"{self._side(s)} {v}" for s, v in enumerate(sc)))
        st = self.settled()
        for r in st.rubbers:
            name = r["winner"] if isinstance(r["winner"], str) else self._side(r["winner"])
            verb = "win" if name.startswith("seats ") or " and " in name else "wins"     # a partnership
            out.append(f"game: {name} {verb} {r['games']}, worth {r['value']}"
                       + (" (a lurch)" if r["value"] == 2 else ""))
        out.append("settled: " + (", ".join(f"{self.player(s)} {v:+d}" for s, v in enumerate(st.per_seat))
                                  + " games" if st.rubbers else "nothing yet (no game finished)"))
        return out


for _slug in ("cribbage-six-card", "cribbage-five-card", "cribbage-seven-card", "cribbage-three-hand",
              "cribbage-four-hand"):
    register_score_card(_slug, CribbageScoreCard)
