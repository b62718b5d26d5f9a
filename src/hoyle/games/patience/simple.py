"""The book's smaller patiences (Foster 1914, seed 001 part 5 §9.1-9.6): take ten, carpet, the
clock ("four of a kind"), try again, take fourteen, help your neighbour. Each comes out (outcome
``[1]``) or not (``[0]``).

* **Take ten** (§9.1): thirteen cards face up in rows of 5, 5 and 3; two cards making ten are
  taken off (the ace one; two cards only to a ten), the ten, jack, queen and king of a suit only
  together, when all four lie on the table; each space is filled from the pack. Out: pack and
  layout cleared. ``remove C1 C2`` / ``remove TS JS QS KS``.
* **Carpet** (§9.2): twenty cards in four rows of five; the aces go up as a fifth row and are
  built up in suit from the carpet, the spaces filled from the pack; when stuck, the rest of the
  pack is turned one at a time onto a pile whose top card may be used, and from then on a space
  is filled only from the top of that pile. ``up CARD``, ``turn``, ``fill N`` (space 1..20).
* **The clock** (§9.3): thirteen piles of four face down stand for A..K; the top card of the
  ace pile is turned and put face up under the pile of its rank, and so on. The book's order
  (``order="round"``) takes the next pile round in turn, passing piles with nothing face down,
  and the deal comes out when the last card turned already lies on its own pile; the usual
  clock (``order="clock"``) takes the next card from the pile just played to and comes out when
  every card is turned before a pile with nothing face down is reached. ``turn``.
* **Try again** (§9.4): each card turned from the pack goes on any of four heaps at choice or
  up; aces start the foundations, built up regardless of suit from the heaps' tops. ``turn``,
  ``heap N`` (1..4), ``build`` (the turned card up), ``lift N`` (heap N's top up).
* **Take fourteen** (§9.5): the pack dealt face up into twelve piles (four of them get five
  cards); two top cards making fourteen (J 11, Q 12, K 13, A 1) are taken off, two only to a
  fourteen; every card is face up, so the deal is known once dealt. ``remove C1 C2``.
* **Help your neighbour** (§9.6): the four aces up as foundations built up in suit; four cards
  of the 48 shuffled start down-piles built down regardless of suit; the stock is turned one
  card at a time and played up, down or to a waste pile; the tops of the down-piles and of the
  waste, and the turned card, build up; a down-pile's top card may move to another down-pile,
  a foundation's top card come back onto a down-pile, and a space take any card from the
  stock, the waste or another pile. ``turn``, ``waste``, ``up CARD``, ``down CARD N`` (1..4),
  ``stop``.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ...cards import Card, card
from ...core import Action, Rules, option
from .base import FACE_DOWN, PatienceState, draw_columns, low

__all__ = ["TakeTenState", "CarpetState", "ClockRules", "ClockState", "TryAgainState",
           "TakeFourteenState", "HelpNeighbourState"]

SUITS = "CDHS"
COURT = (10, 11, 12, 13)            # ten, jack, queen, king: taken off only as a suit's four


def _result(view: dict[str, Any]) -> list[str]:
    if view.get("outcome") is None:
        return []
    return ["Result: it came out" if view.get("came_out") else "Result: it did not come out"]


def _rows(cells: list[str | None], widths: tuple[int, ...]) -> list[str]:
    out, i = [], 0
    for w in widths:
        out.append("  ".join((c or "--").ljust(2) for c in cells[i:i + w]))
        i += w
    return out


# ----- take ten -----------------------------------------------------------------------------
class TakeTenState(PatienceState):
    """Take ten (seed 001 part 5 §9.1). View: ``layout`` (13 places, rows of 5, 5, 3; ``None``
    a space), ``pack`` (cards left), ``removed``."""

    def _deal(self) -> None:
        self.pack = list(self.deck)
        self.layout: list[Card | None] = [self.pack.pop(0) for _ in range(13)]
        self.removed: list[Card] = []

    def _moves(self) -> list[Action]:
        cards = [c for c in self.layout if c is not None]
        out = [Action("remove", tuple(sorted((a, b))))
               for a, b in combinations(cards, 2)
               if low(a) + low(b) == 10 and low(a) < 10 and low(b) < 10]
        for s in range(4):
            four = [card(r if r != 13 else 13, s) for r in COURT]
            if all(c in cards for c in four):
                out.append(Action("remove", tuple(sorted(four))))
        return sorted(out, key=lambda a: tuple(a.args))

    def _explain_illegal(self, a: Action) -> tuple[str, str | None]:
        args = a.args
        if a.verb == "remove" and args and all(isinstance(c, Card) for c in args):
            away = [str(c) for c in args if c not in self.layout]
            if away:
                return (f"{' '.join(away)} is not on the table", "seed 001 part 5 §9.1")
            if any(low(c) >= 10 for c in args):
                return ("a ten and the court cards come off only as the four of one suit, all on "
                        "the table", "seed 001 part 5 §9.1")
            if len(args) != 2:
                return ("two cards only make a ten", "seed 001 part 5 §9.1")
            return (f"{args[0]} and {args[1]} make {low(args[0]) + low(args[1])}, not 10",
                    "seed 001 part 5 §9.1")
        return super()._explain_illegal(a)

    def _move(self, a: Action) -> None:
        for c in a.args:
            i = self.layout.index(c)
            self.layout[i] = self.pack.pop(0) if self.pack else None
            self.removed.append(c)
        self.log.append("removed " + " ".join(map(str, a.args)))

    def _came_out(self) -> bool:
        return len(self.removed) == 52

    def _hidden(self) -> list[Card]:
        return list(self.pack)

    def card_locations(self) -> dict[str, list[Card]]:
        return {"layout": [c for c in self.layout if c is not None], "pack": list(self.pack),
                "removed": list(self.removed)}

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._finish_view({"game": self.game.slug,
                                  "layout": [str(c) if c is not None else None for c in self.layout],
                                  "pack": len(self.pack), "removed": len(self.removed)})

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Take ten: {view['removed']} cards taken off, {view['pack']} in the pack"]
        lines += _rows(view["layout"], (5, 5, 3))
        return "\n".join(lines + _result(view))


# ----- carpet -------------------------------------------------------------------------------
class CarpetState(PatienceState):
    """Carpet (seed 001 part 5 §9.2). View: ``carpet`` (20 places, four rows of five; ``None``
    a space), ``foundations`` (top card per suit), ``pack`` (cards left), ``pile`` (the turned
    pile's top card) and ``pile_size``."""

    place_names = {"fill": "space"}

    def _deal(self) -> None:
        self.pack = list(self.deck)
        self.carpet: list[Card | None] = [self.pack.pop(0) for _ in range(20)]
        self.found: dict[int, list[Card]] = {s: [] for s in range(4)}
        self.pile: list[Card] = []
        self.pile_started = False

    def _fits(self, c: Card) -> bool:
        f = self.found[int(c.suit)]
        return low(c) == len(f) + 1

    def _moves(self) -> list[Action]:
        tops = [c for c in self.carpet if c is not None] + self.pile[-1:]
        out = [Action("up", (c,)) for c in tops if self._fits(c)]
        if self.pile_started and self.pile:
            out += [Action("fill", (i + 1,)) for i, c in enumerate(self.carpet) if c is None]
        if self.pack and not out:             # turned only when stuck (§9.2)
            out.append(Action("turn"))
        return out

    def _move(self, a: Action) -> None:
        if a.verb == "turn":
            self.pile_started = True
            self.pile.append(self.pack.pop(0))
            self.log.append(f"turned {self.pile[-1]}")
        elif a.verb == "fill":
            self.carpet[a.args[0] - 1] = c = self.pile.pop()
            self.log.append(f"{c} fills space {a.args[0]}")
        else:
            c = a.args[0]
            if self.pile and self.pile[-1] == c:
                self.pile.pop()
            else:
                i = self.carpet.index(c)
                self.carpet[i] = None if self.pile_started or not self.pack else self.pack.pop(0)
            self.found[int(c.suit)].append(c)
            self.log.append(f"{c} up")

    def _came_out(self) -> bool:
        return sum(len(f) for f in self.found.values()) == 52

    def _hidden(self) -> list[Card]:
        return list(self.pack)

    def card_locations(self) -> dict[str, list[Card]]:
        locs = {"carpet": [c for c in self.carpet if c is not None], "pack": list(self.pack),
                "pile": list(self.pile)}
        locs.update({f"foundation {SUITS[s]}": list(f) for s, f in self.found.items()})
        return locs

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._finish_view({
            "game": self.game.slug,
            "carpet": [str(c) if c is not None else None for c in self.carpet],
            "foundations": {SUITS[s]: (str(f[-1]) if f else None) for s, f in self.found.items()},
            "pack": len(self.pack), "pile": str(self.pile[-1]) if self.pile else None,
            "pile_size": len(self.pile)})

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        f = view["foundations"]
        lines = ["Carpet - foundations: " + "  ".join(f"{s} {f.get(s) or '--'}" for s in SUITS)]
        lines += _rows(view["carpet"], (5, 5, 5, 5))
        lines.append(f"Pack: {view['pack']} cards   Pile: {view['pile'] or '--'} ({view['pile_size']} cards)")
        return "\n".join(lines + _result(view))


# ----- the clock ----------------------------------------------------------------------------
@dataclass(frozen=True)
class ClockRules(Rules):
    order: str = option("round", "which pile the next card comes from: the next pile round in "
                        "turn (the book's words) or the pile just played to (the usual clock)",
                        "seed 001 part 5 §9.3 (catalog: the drawing order is ambiguous)",
                        choices=("round", "clock"))


PILE_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


class ClockState(PatienceState):
    """The clock, "four of a kind" (seed 001 part 5 §9.3). View: ``piles`` (13, A..K: face-down
    count and the face-up cards under each), ``next_pile`` (where the next card comes from),
    ``last`` (the last card turned)."""

    rules_cls = ClockRules

    def _deal(self) -> None:
        self.downs: list[list[Card]] = [[] for _ in range(13)]
        for i, c in enumerate(self.deck):      # 13 at a time in rows, four rounds
            self.downs[i % 13].append(c)
        self.ups: list[list[Card]] = [[] for _ in range(13)]
        self.at = 0                            # the ace pile first
        self.last: tuple[Card, int] | None = None
        self.stuck = False

    def _moves(self) -> list[Action]:
        if self.stuck or not any(self.downs):
            return []
        return [Action("turn")]

    def _move(self, a: Action) -> None:
        c = self.downs[self.at].pop()
        r = low(c) - 1
        self.ups[r].append(c)
        self.last = (c, self.at)
        self.log.append(f"{c} from the {PILE_NAMES[self.at]} pile goes under the {PILE_NAMES[r]} pile")
        if self.rules.order == "clock":
            self.at = r
            if not self.downs[r]:
                self.stuck = any(self.downs)
        elif any(self.downs):
            p = (self.at + 1) % 13
            while not self.downs[p]:
                p = (p + 1) % 13
            self.at = p

    def _came_out(self) -> bool:
        if self.rules.order == "clock":
            return not any(self.downs)
        return self.last is not None and low(self.last[0]) - 1 == self.last[1] and not any(self.downs)

    def _hidden(self) -> list[Card]:
        return [c for d in self.downs for c in d]

    def _why(self) -> str:
        """Why the deal came out or not, in words (the book's test is on the last card turned)."""
        if self.last is None:
            return ""
        c, pile = self.last
        own = PILE_NAMES[low(c) - 1]
        if self.rules.order == "clock" and any(self.downs):
            return f"{c} went under the {own} pile, which has no face-down card left"
        if own == PILE_NAMES[pile]:
            return f"the last card, {c}, was turned from its own {own} pile"
        return (f"the last card, {c}, was turned from the {PILE_NAMES[pile]} pile and had to be "
                f"moved to the {own} pile; it had to lie on its own pile already, seed 001 part 5 §9.3")

    def _result_words(self) -> str:
        words = super()._result_words()
        return f"{words}: {self._why()}" if self._why() else words

    def card_locations(self) -> dict[str, list[Card]]:
        return {f"pile {PILE_NAMES[i]}": self.downs[i] + self.ups[i] for i in range(13)}

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._finish_view({
            "game": self.game.slug,
            "piles": [{"pile": PILE_NAMES[i], "face_down": len(self.downs[i]),
                       "face_up": [str(c) for c in self.ups[i]]} for i in range(13)],
            "next_pile": PILE_NAMES[self.at] if not self.finished else None,
            "last": str(self.last[0]) if self.last else None,
            "why": self._why() if self.finished else None})

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"The clock - next card from the {view['next_pile'] or '-'} pile"
                 + (f"; last turned {view['last']}" if view.get("last") else "")]
        for p in view["piles"]:
            lines.append(f"  {p['pile']:>2}: {FACE_DOWN * 0}{p['face_down']} face down  "
                         + (" ".join(p["face_up"]) or "-"))
        result = _result(view)
        if result and view.get("why"):
            result[-1] += f" ({view['why']})"
        return "\n".join(lines + result)


# ----- try again ----------------------------------------------------------------------------
class TryAgainState(PatienceState):
    """Try again (seed 001 part 5 §9.4). View: ``heaps`` (four, bottom first), ``foundations``
    (the top card of each foundation started), ``turned`` (the card in hand), ``pack``."""

    place_names = {"heap": "heap", "lift": "heap"}

    def _deal(self) -> None:
        self.pack = list(self.deck)
        self.heaps: list[list[Card]] = [[] for _ in range(4)]
        self.found: list[list[Card]] = []
        self.turned: Card | None = None

    def _fits(self, c: Card) -> bool:
        return low(c) == 1 or any(len(f) < 13 and low(f[-1]) + 1 == low(c) for f in self.found)

    def _moves(self) -> list[Action]:
        out = []
        if self.turned is not None:
            out += [Action("build")] if self._fits(self.turned) else []
            out += [Action("heap", (i + 1,)) for i in range(4)]
        else:
            out += [Action("turn")] if self.pack else []
            out += [Action("lift", (i + 1,)) for i, h in enumerate(self.heaps) if h and self._fits(h[-1])]
        return out

    def _up(self, c: Card) -> None:
        if low(c) == 1:
            self.found.append([c])
        else:
            next(f for f in self.found if len(f) < 13 and low(f[-1]) + 1 == low(c)).append(c)
        self.log.append(f"{c} up")

    def _move(self, a: Action) -> None:
        if a.verb == "turn":
            self.turned = self.pack.pop(0)
            self.log.append(f"turned {self.turned}")
        elif a.verb == "heap":
            self.heaps[a.args[0] - 1].append(self.turned)
            self.turned = None
        elif a.verb == "build":
            self._up(self.turned)
            self.turned = None
        else:
            self._up(self.heaps[a.args[0] - 1].pop())

    def _came_out(self) -> bool:
        return sum(len(f) for f in self.found) == 52

    def _hidden(self) -> list[Card]:
        return list(self.pack)

    def card_locations(self) -> dict[str, list[Card]]:
        locs = {f"heap {i + 1}": list(h) for i, h in enumerate(self.heaps)}
        locs["foundations"] = [c for f in self.found for c in f]
        locs["pack"] = list(self.pack)
        locs["hand"] = [self.turned] if self.turned is not None else []
        return locs

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._finish_view({
            "game": self.game.slug, "heaps": [[str(c) for c in h] for h in self.heaps],
            "foundations": [str(f[-1]) for f in self.found],
            "turned": str(self.turned) if self.turned is not None else None, "pack": len(self.pack)})

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = ["Try again - foundations: " + (" ".join(view["foundations"]) or "none"),
                 f"Turned: {view['turned'] or '--'}   Pack: {view['pack']} cards"]
        lines += draw_columns(view["heaps"], ["1", "2", "3", "4"])
        return "\n".join(lines + _result(view))


# ----- take fourteen ------------------------------------------------------------------------
class TakeFourteenState(PatienceState):
    """Take fourteen (seed 001 part 5 §9.5). View: ``piles`` (twelve, bottom first, every card
    face up), ``removed``."""

    def _deal(self) -> None:
        self.piles: list[list[Card]] = [[] for _ in range(12)]
        for i, c in enumerate(self.deck):       # one at a time round the twelve
            self.piles[i % 12].append(c)
        self.removed: list[Card] = []

    def _moves(self) -> list[Action]:
        tops = [p[-1] for p in self.piles if p]
        return sorted((Action("remove", tuple(sorted((a, b))))
                       for a, b in combinations(tops, 2) if low(a) + low(b) == 14),
                      key=lambda a: tuple(a.args))

    def _explain_illegal(self, a: Action) -> tuple[str, str | None]:
        args = a.args
        if a.verb == "remove" and len(args) == 2 and all(isinstance(c, Card) for c in args):
            tops = [p[-1] for p in self.piles if p]
            away = [str(c) for c in args if c not in tops]
            if away:
                return (f"{' '.join(away)} is not the top card of a pile", "seed 001 part 5 §9.5")
            total = low(args[0]) + low(args[1])
            return (f"{args[0]} and {args[1]} make {total}, not 14", "seed 001 part 5 §9.5")
        return super()._explain_illegal(a)

    def _move(self, a: Action) -> None:
        for c in a.args:
            next(p for p in self.piles if p and p[-1] == c).pop()
            self.removed.append(c)
        self.log.append("removed " + " ".join(map(str, a.args)))

    def _came_out(self) -> bool:
        return len(self.removed) == 52

    def _hidden(self) -> list[Card]:
        return []

    def card_locations(self) -> dict[str, list[Card]]:
        locs = {f"pile {i + 1}": list(p) for i, p in enumerate(self.piles)}
        locs["removed"] = list(self.removed)
        return locs

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._finish_view({"game": self.game.slug,
                                  "piles": [[str(c) for c in p] for p in self.piles],
                                  "removed": len(self.removed)})

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Take fourteen: {view['removed']} cards taken off"]
        lines += draw_columns(view["piles"], [str(i + 1) for i in range(12)])
        return "\n".join(lines + _result(view))


# ----- help your neighbour ------------------------------------------------------------------
class HelpNeighbourState(PatienceState):
    """Help your neighbour, the patience (seed 001 part 5 §9.6). View: ``foundations`` (top
    card per suit), ``piles`` (the four down-piles, bottom first), ``turned`` (the stock's card
    turned), ``waste`` (its top card) and ``waste_size``, ``stock``."""

    offers_stop = True
    place_names = {"down": "pile"}

    def _deal(self) -> None:
        aces = [c for c in self.deck if c.rank == 14]
        rest = [c for c in self.deck if c.rank != 14]
        self.found: dict[int, list[Card]] = {int(c.suit): [c] for c in aces}
        self.piles: list[list[Card]] = [[rest.pop(0)] for _ in range(4)]
        self.stock = rest
        self.waste: list[Card] = []
        self.turned: Card | None = None

    def _fits_up(self, c: Card) -> bool:
        f = self.found[int(c.suit)]
        return low(c) == low(f[-1]) + 1

    def _sources(self) -> list[tuple[Card, str]]:
        out = [(self.turned, "turned")] if self.turned is not None else []
        out += [(self.waste[-1], "waste")] if self.waste else []
        out += [(p[-1], f"pile {i}") for i, p in enumerate(self.piles) if p]
        return out

    def _moves(self) -> list[Action]:
        srcs = self._sources()
        out = [Action("up", (c,)) for c, _ in srcs if self._fits_up(c)]
        fdown = [(f[-1], "foundation") for f in self.found.values() if len(f) > 1]
        for c, where in srcs + fdown:
            for j, p in enumerate(self.piles):
                if where == f"pile {j}":
                    continue
                if p and low(p[-1]) == low(c) + 1 or (not p and where != "foundation"
                                                     and not (where.startswith("pile") and
                                                              len(self.piles[int(where[5:])]) == 1)):
                    out.append(Action("down", (c, j + 1)))
        if self.turned is not None:
            out.append(Action("waste"))
        elif self.stock:
            out.append(Action("turn"))
        return out

    def _take(self, c: Card) -> None:
        if self.turned == c:
            self.turned = None
        elif self.waste and self.waste[-1] == c:
            self.waste.pop()
        else:
            for p in self.piles:
                if p and p[-1] == c:
                    p.pop()
                    return
            self.found[int(c.suit)].pop()

    def _move(self, a: Action) -> None:
        if a.verb == "turn":
            self.turned = self.stock.pop(0)
            self.log.append(f"turned {self.turned}")
        elif a.verb == "waste":
            self.waste.append(self.turned)
            self.turned = None
        elif a.verb == "up":
            self._take(a.args[0])
            self.found[int(a.args[0].suit)].append(a.args[0])
            self.log.append(f"{a.args[0]} up")
        else:
            c, n = a.args
            self._take(c)
            self.piles[n - 1].append(c)
            self.log.append(f"{c} to pile {n}")

    def _came_out(self) -> bool:
        return sum(len(f) for f in self.found.values()) == 52

    def _hidden(self) -> list[Card]:
        return list(self.stock)

    def card_locations(self) -> dict[str, list[Card]]:
        locs = {f"pile {i + 1}": list(p) for i, p in enumerate(self.piles)}
        locs.update({f"foundation {SUITS[s]}": list(f) for s, f in self.found.items()})
        locs["stock"] = list(self.stock)
        locs["waste"] = list(self.waste)
        locs["turned"] = [self.turned] if self.turned is not None else []
        return locs

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._finish_view({
            "game": self.game.slug,
            "foundations": {SUITS[s]: str(f[-1]) for s, f in self.found.items()},
            "piles": [[str(c) for c in p] for p in self.piles],
            "turned": str(self.turned) if self.turned is not None else None,
            "waste": str(self.waste[-1]) if self.waste else None, "waste_size": len(self.waste),
            "stock": len(self.stock)})

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        f = view["foundations"]
        lines = ["Help your neighbour - foundations: " + "  ".join(f"{s} {f[s]}" for s in SUITS),
                 f"Turned: {view['turned'] or '--'}   Waste: {view['waste'] or '--'} "
                 f"({view['waste_size']} cards)   Stock: {view['stock']} cards"]
        lines += draw_columns(view["piles"], ["1", "2", "3", "4"])
        return "\n".join(lines + _result(view))
