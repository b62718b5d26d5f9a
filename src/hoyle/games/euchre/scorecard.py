"""The euchre score card: four-hand deals played with a real pack, scored by the engine's code.

An announced deal becomes an :class:`AnnouncedEuchreDeal`, a :class:`EuchreState` holding no
cards but the makers' side, the tricks they took and whether the maker played alone; its
``points()`` and ``outcome()`` are the state's own (laws 1-2: three or four tricks 1, a march 2,
a lone march 4, euchred 2 to the adversaries), and :class:`~hoyle.games.euchre.EuchreMatch`
carries the score to five and settles the games and the rubber (law 3) as it does for a deal
played in hoyle. Source: Foster 1914, 001 part 3 §B1, Laws of Euchre 1-40.

Line format (one deal): ``NS 3`` (North-South made the trump and took 3 tricks), ``EW 5 alone``
(a lone hand's march), or ``pass`` (all four passed twice: the hand is void and the deal passes,
law 22).
"""

from __future__ import annotations

from typing import Any

from ...mechanics.scorecard import AnnouncedDeal, EntryRefused, ScoreCard, register_score_card
from .state import EuchreState

__all__ = ["AnnouncedEuchreDeal", "EuchreScoreCard"]

_SIDES = {"ns": 0, "n-s": 0, "we": 0, "ew": 1, "e-w": 1, "they": 1}
_NAMES = ("NS", "EW")


class AnnouncedEuchreDeal(AnnouncedDeal, EuchreState):
    """A finished four-hand euchre deal known by its announced result: the makers' ``side``,
    their ``tricks`` (0-5) and ``alone``; ``side`` None is a hand all passed (void)."""

    def __init__(self, rules: Any, context: dict, side: int | None, tricks: int, alone: bool,
                 entry: dict | None = None):
        self.rules = rules
        self.context = dict(context)
        self.n = 4
        self.partnerships = True
        self.n_sides = 2
        self.dealer = int(self.context.get("dealer", 3)) % 4
        self.maker = side
        self.allies: set[int] = set()
        self.alone = alone
        self._tricks = tricks
        self.void = None if side is not None else "all passed (law 22)"
        self.same_dealer = False
        self.scores_nothing: set[int] = set()
        self.award = None
        self.phase = "over"
        self._announce(entry)

    def maker_tricks(self) -> int:
        return self._tricks



class EuchreScoreCard(ScoreCard):
    """Four-hand euchre deals as announced: the makers, their tricks, a lone hand."""

    seats = 4                    # the four-hand game (001 part 3 §B1): its own seat count
    side_labels = _NAMES
    #: the seats as whist and bridge call them (N and S partners against E and W; W deals first)
    seat_labels = ("N", "E", "S", "W")
    #: the sides' other names (WE, THEY) and the line's words: never a player's name
    entry_words = frozenset(_SIDES) | {"pass", "alone"}
    line_format = ("NS 3 [alone] | pass   (the side that made the trump and the tricks it took, "
                   "0-5; 'alone' for a lone hand; 'pass' when all passed)")

    def parse(self, text: str) -> dict[str, Any]:
        words = text.replace(",", " ").lower().split()
        if words == ["pass"]:
            return {"side": None, "tricks": 0, "alone": False}
        if not words or words[0] not in _SIDES:
            raise EntryRefused("a deal starts with the makers' side, NS or EW (or is 'pass')")
        if len(words) < 2 or not words[1].isascii() or not words[1].isdigit():
            raise EntryRefused("say how many tricks the makers took, e.g. 'NS 3'")
        alone = False
        for w in words[2:]:
            if w != "alone":
                raise EntryRefused(f"{w[:20]!r} is not part of a euchre deal ({self.line_format.split('   ')[0]})")
            if alone:
                raise EntryRefused("'alone' is said once: one player of the side plays alone")
            alone = True
        return {"side": _SIDES[words[0]], "tricks": int(words[1]), "alone": alone}

    def check(self, e: dict[str, Any]) -> None:
        side, tricks, alone = e.get("side"), e.get("tricks"), e.get("alone", False)
        if side is None:
            return
        if side not in (0, 1):
            raise EntryRefused("the makers are NS or EW")
        if not isinstance(tricks, int) or not 0 <= tricks <= 5:
            raise EntryRefused(f"a euchre hand has five tricks: the makers took 0 to 5, not {tricks!r}",
                               "Euchre law 1")
        if alone and not self.rules.lone_hands:
            raise EntryRefused("lone hands are barred by these rules", "Euchre laws 2, 33")

    def deal_for(self, e: dict[str, Any]) -> AnnouncedEuchreDeal:
        return AnnouncedEuchreDeal(self.rules, self.match.context, e.get("side"), int(e.get("tricks", 0)),
                                   bool(e.get("alone")), e)

    def ended_game(self, deal: AnnouncedEuchreDeal) -> bool:
        before = [int(x) for x in deal.context.get("score") or [0, 0]]
        return any(b + p >= self.rules.game_points for b, p in zip(before, deal.points()))

    def describe(self, deal: AnnouncedEuchreDeal) -> str:
        n = len(self.entries) + 1
        head = f"deal {n} ({'NESW'[deal.dealer]} deals): "
        if deal.maker is None:
            return head + "all passed, the hand is void"
        p = deal.points()
        what = f"{_NAMES[deal.maker]} make{' alone' if deal.alone else ''}, {deal._tricks} tricks"
        got = ", ".join(f"{_NAMES[s]} +{p[s]}" for s in (0, 1) if p[s]) or "nothing scored"
        return head + f"{what}: {got}"

    def sheet_lines(self) -> list[str]:
        ctx = self.match.context
        sc, games = ctx.get("score") or [0, 0], ctx.get("games") or [[], []]
        out = [f"{self.game.title}: game {self.rules.game_points} points"]
        out += self.lines or ["no deals entered"]
        out.append(f"score toward game: NS {sc[0]}, EW {sc[1]}")
        if any(games):
            out.append("games in this rubber: " + "; ".join(
                f"{_NAMES[s]} " + ", ".join(map(str, games[s])) for s in (0, 1) if games[s]))
        out += self.settlement_lines()
        return out


register_score_card("euchre", EuchreScoreCard)
