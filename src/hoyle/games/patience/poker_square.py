"""Solitaire poker (Foster 1914, seed 001 part 6 §12.11; catalog oracle O-61, the scoring tables).

Cards are turned one at a time from a shuffled pack; each goes face up touching a card already
placed, at a side or a corner, and is never moved again; no row or column may grow beyond five
cards, so the twenty-five cards turned make a square of five by five. The five rows and five
columns are scored as poker hands by one of the book's three tables (``table``): the American
count by fives (the default, the first column), the other American count, or the English one.

Places are written ``place ROW COL`` on a board of 9 by 9 (0..8) whose centre ``4 4`` holds the
first card, so that the square may grow from it in any direction. Played alone here (the
book's game for several, each with a pack and the cards called aloud, is not built).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...core import Action, Rules, option
from ...evaluators.poker import HandCategory, evaluate
from .base import PatienceState

__all__ = ["SolitairePokerRules", "SolitairePokerState", "TABLES", "hand_points"]

HC = HandCategory
#: the book's three tables (seed 001 part 6 §12.11, O-61): points per hand
TABLES: dict[str, dict[HandCategory, int]] = {
    "american": {HC.ONE_PAIR: 2, HC.TWO_PAIR: 5, HC.THREE_OF_A_KIND: 10, HC.STRAIGHT: 15,
                 HC.FLUSH: 20, HC.FULL_HOUSE: 25, HC.FOUR_OF_A_KIND: 50, HC.STRAIGHT_FLUSH: 75,
                 HC.ROYAL_FLUSH: 100},
    "american-alt": {HC.ONE_PAIR: 1, HC.TWO_PAIR: 2, HC.THREE_OF_A_KIND: 7, HC.STRAIGHT: 9,
                     HC.FLUSH: 5, HC.FULL_HOUSE: 12, HC.FOUR_OF_A_KIND: 20, HC.STRAIGHT_FLUSH: 30,
                     HC.ROYAL_FLUSH: 50},
    "english": {HC.ONE_PAIR: 1, HC.TWO_PAIR: 3, HC.THREE_OF_A_KIND: 6, HC.STRAIGHT: 12,
                HC.FLUSH: 5, HC.FULL_HOUSE: 10, HC.FOUR_OF_A_KIND: 16, HC.STRAIGHT_FLUSH: 30,
                HC.ROYAL_FLUSH: 30},
}
SIZE, CENTRE = 9, 4


def hand_points(cards: list[Card], table: str = "american") -> tuple[str, int]:
    """The name of a five-card hand and its points by the table named (O-61)."""
    cat = evaluate(cards).category
    return cat.label, TABLES[table].get(cat, 0)


@dataclass(frozen=True)
class SolitairePokerRules(Rules):
    table: str = option("american", "the scoring table: American by fives, the other American "
                        "count, or English", "seed 001 part 6 §12.11 (O-61): the three columns",
                        choices=tuple(TABLES))


class SolitairePokerState(PatienceState):
    """One tableau of solitaire poker. View: ``grid`` (9 rows of 9, ``None`` empty, the square
    growing from the centre), ``card`` (the card turned, to be placed), ``pack`` (cards left),
    ``hands`` once the square is full (each row and column, its hand and points), ``score``."""

    rules_cls = SolitairePokerRules
    win_only = False
    unit = "points"
    place_names = {"place": ("row (0-8)", "column (0-8)")}

    def _deal(self) -> None:
        self.pack = list(self.deck)
        self.grid: dict[tuple[int, int], Card] = {(CENTRE, CENTRE): self.pack.pop(0)}
        self.turned = self.pack.pop(0)
        self.log.append(f"the first card is {self.grid[(CENTRE, CENTRE)]}")

    def _box(self) -> tuple[int, int, int, int]:
        rs = [r for r, _ in self.grid]
        cs = [c for _, c in self.grid]
        return min(rs), max(rs), min(cs), max(cs)

    def _moves(self) -> list[Action]:
        if len(self.grid) == 25:
            return []
        r0, r1, c0, c1 = self._box()
        near = {(r + dr, c + dc) for r, c in self.grid for dr in (-1, 0, 1) for dc in (-1, 0, 1)}
        out = []
        for r, c in sorted(near):
            if (r, c) in self.grid or not (0 <= r < SIZE and 0 <= c < SIZE):
                continue
            if max(r1, r) - min(r0, r) > 4 or max(c1, c) - min(c0, c) > 4:
                continue
            out.append(Action("place", (r, c)))
        return out

    def _move(self, a: Action) -> None:
        r, c = a.args
        self.grid[(r, c)] = self.turned
        self.log.append(f"{self.turned} placed at {r} {c}")
        self.turned = self.pack.pop(0) if len(self.grid) < 25 else None

    def _settle(self) -> None:
        # a place is always open until the square is full (each cell of the square's box
        # touches a card, and the box may grow to five by five)
        self.finished = len(self.grid) == 25

    def lines(self) -> list[tuple[str, list[Card]]]:
        """The five rows and five columns of the full square: (name, cards)."""
        r0, _, c0, _ = self._box()
        rows = [(f"row {i + 1}", [self.grid[(r0 + i, c0 + j)] for j in range(5)]) for i in range(5)]
        cols = [(f"column {j + 1}", [self.grid[(r0 + i, c0 + j)] for i in range(5)]) for j in range(5)]
        return rows + cols

    def hands(self) -> list[dict[str, Any]]:
        if len(self.grid) < 25:
            return []
        if getattr(self, "_hands", None) is not None:
            return [dict(h) for h in self._hands]
        out = []
        for name, cards in self.lines():
            hand, pts = hand_points(cards, self.rules.table)
            out.append({"line": name, "cards": " ".join(map(str, cards)), "hand": hand, "points": pts})
        self._hands = out
        return [dict(h) for h in out]

    def _score(self) -> int:
        return sum(h["points"] for h in self.hands())

    def _came_out(self) -> bool:
        return False

    def _result_words(self) -> str:
        return f"the square scores {self._score()} points"

    def _hidden(self) -> list[Card]:
        return list(self.pack)

    def card_locations(self) -> dict[str, list[Card]]:
        return {"square": list(self.grid.values()), "turned": [self.turned] if self.turned is not None else [],
                "pack": list(self.pack)}

    def view(self, seat: int | None) -> dict[str, Any]:
        v = {"game": self.game.slug,
             "grid": [[str(self.grid[(r, c)]) if (r, c) in self.grid else None for c in range(SIZE)]
                      for r in range(SIZE)],
             "card": str(self.turned) if self.turned is not None else None,
             "pack": len(self.pack), "table": self.rules.table}
        if self.finished:
            v["hands"] = self.hands()
            v["score"] = self._score()
        return self._finish_view(v)

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Solitaire poker ({view['table']} table) - to place: {view['card'] or '-'}, "
                 f"{view['pack']} in the pack", "    " + " ".join(f"{c:>2}" for c in range(SIZE))]
        for r, row in enumerate(view["grid"]):
            lines.append(f"{r}   " + " ".join(x or " ." for x in row))
        for h in view.get("hands", []):
            lines.append(f"  {h['line']}: {h['cards']} - {h['hand']}, {h['points']}")
        if view.get("outcome") is not None:
            lines.append(f"Result: {view['outcome'][0]} points")
        return "\n".join(lines)
