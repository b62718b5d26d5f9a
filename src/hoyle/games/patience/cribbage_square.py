"""Solitaire cribbage, played alone (Foster 1914, seed 001 part 6 §12.12; catalog oracle O-62),
counted by the cribbage count of :mod:`hoyle.mechanics.counting` (catalog 001_part4.md §8).

Three cards are dealt to the hand, two to the crib, three more to the hand; two of the six are
laid out to the crib; the next card is the starter; the hand is counted with it, then the crib.
The eight cards are put aside and the starter stays face up on the pack as the first of the next
three to the hand. Six deals use 48 cards; the last four (the last starter among them) are
counted as a hand without a starter (6 x 8 + 4 = 52). The patience succeeds when the count
reaches the game, 91, in the one pass. Our reading: the player deals each hand, so a jack
turned as the starter scores his heels (2). The book's game for two or more players, each with
his own pack, is not built.

Action: ``discard C1 C2`` (the two cards laid out to the crib). The outcome is the points made.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ...cards import Card
from ...core import Action, Rules, option
from ...mechanics.counting import heels, show
from .base import PatienceState

__all__ = ["SolitaireCribbageRules", "SolitaireCribbageState", "CribSoloBot"]


@dataclass(frozen=True)
class SolitaireCribbageRules(Rules):
    game: int = option(91, "the points the patience must reach in one pass",
                       "seed 001 part 6 §12.12 (O-62): game is usually 91", minimum=1, maximum=1000)


class SolitaireCribbageState(PatienceState):
    """One pass of solitaire cribbage (see the module docstring). View: ``hand`` (the six cards),
    ``deal`` (1..6), ``starter`` (the card on the pack: the last deal's starter), ``pack``
    (cards left), ``counts`` (each hand and crib counted so far: cards, starter, points),
    ``total``."""

    rules_cls = SolitaireCribbageRules
    win_only = False
    unit = "points"

    def _deal(self) -> None:
        self.pack = list(self.deck)
        self.deal_no = 0
        self.counts: list[dict[str, Any]] = []
        self.total = 0
        self.aside: list[Card] = []
        self.starter: Card | None = None
        self._next_hand()

    def _next_hand(self) -> None:
        if len(self.pack) == 4:                 # the last four: a hand without a starter
            last = list(self.pack)
            self.pack = []
            self._score_line("the last four", last, None, False)
            self.aside += last
            self.hand, self.crib = [], []
            return
        self.deal_no += 1
        p = self.pack
        self.hand = p[0:3] + p[5:8]
        self.crib = p[3:5]
        self.pack = p[8:]

    def _score_line(self, what: str, cards: list[Card], starter: Card | None, crib: bool) -> None:
        c = show(cards, starter, crib=crib)
        self.total += c.total
        self.counts.append({"count": what, "cards": " ".join(map(str, cards)),
                            "starter": str(starter) if starter is not None else None,
                            "points": c.total})
        self.log.append(f"{what}: {' '.join(map(str, cards))}"
                        + (f" with {starter}" if starter is not None else "") + f" - {c.total}")

    def _moves(self) -> list[Action]:
        if not self.hand:
            return []
        return [Action("discard", tuple(sorted(pair))) for pair in combinations(self.hand, 2)]

    def _move(self, a: Action) -> None:
        out = list(a.args)
        keep = [c for c in self.hand if c not in out]
        crib = self.crib + out
        starter = self.pack[0]                 # stays on the pack, the next hand's first card
        self.starter = starter
        self.log.append(f"deal {self.deal_no}: the starter is {starter}")
        if heels(starter):
            self.total += heels(starter)
            self.counts.append({"count": f"deal {self.deal_no} his heels", "cards": str(starter),
                                "starter": None, "points": heels(starter)})
        self._score_line(f"deal {self.deal_no} hand", keep, starter, False)
        self._score_line(f"deal {self.deal_no} crib", crib, starter, True)
        self.aside += keep + crib
        self._next_hand()

    def _score(self) -> int:
        return self.total

    def _came_out(self) -> bool:
        return self.total >= self.rules.game

    def _result_words(self) -> str:
        return (f"{self.total} points: the patience " + ("succeeds" if self._came_out() else "fails")
                + f" (game {self.rules.game})")

    def _hidden(self) -> list[Card]:
        return list(self.pack) + list(self.crib)

    def card_locations(self) -> dict[str, list[Card]]:
        return {"hand": list(self.hand), "crib": list(self.crib), "pack": list(self.pack),
                "aside": list(self.aside)}

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._finish_view({
            "game": self.game.slug, "hand": [str(c) for c in self.hand], "deal": self.deal_no,
            "starter": str(self.starter) if self.starter is not None and self.pack else None,
            "pack": len(self.pack), "counts": list(self.counts), "total": self.total,
            "game_points": self.rules.game})

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Solitaire cribbage - deal {view['deal']} of 6, {view['total']} points "
                 f"(game {view['game_points']}), {view['pack']} cards in the pack"]
        if view.get("starter"):
            lines.append(f"On the pack: {view['starter']} (the last starter)")
        for c in view["counts"]:
            lines.append(f"  {c['count']}: {c['cards']}" + (f" with {c['starter']}" if c["starter"] else "")
                         + f" - {c['points']}")
        if view["hand"]:
            lines.append("Your hand: " + " ".join(view["hand"]) + "  (lay two out to the crib)")
        if view.get("outcome") is not None:
            lines.append(f"Result: {view['outcome'][0]} points"
                         + (" - the patience succeeds" if view.get("came_out") else ""))
        return "\n".join(lines)


class CribSoloBot:
    """Lays out the two cards that leave the most in hand and crib together, both counted
    without the starter (both are the player's own)."""

    name = "heuristic"

    def __init__(self, seat: int = 0, seed: int | None = None, game: Any = None):
        self.seat = seat

    def choose(self, view, legal):
        from ...cards import parse_card
        hand = [parse_card(c) for c in view["hand"]]
        best, key = legal[0], None
        for a in legal:
            out = list(a.args)
            keep = [c for c in hand if c not in out]
            k = show(keep, None).total + show(out, None).total
            if key is None or k > key:
                best, key = a, k
        return best
