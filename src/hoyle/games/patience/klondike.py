"""Klondike and Canfield (Foster 1914: Klondike seed 001 part 5 §9.7; Canfield seed 001 part 6
§12.8, catalog oracle O-58).

**Klondike.** Twenty-eight cards in seven columns, the first card of each row face up and the
rest of the row face down to its right, so column ``n`` holds ``n`` cards with its top one face
up. Aces go to the foundations and are built up in suit to the king; the columns build down in
alternating colours; a column whose face-up cards are all gone turns its top card up; the
face-up cards of a column move together (from any of them upwards); a space is filled by a king
only. The stock is turned three at a time onto the waste and gone through again, unshuffled,
until a pass brings no usable card. The book lets *any visible card* of the three turned be
used (``waste="any-visible"``, the default); the modern rule uses only the top card of the waste
(``waste="top"``); ``draw=1, passes=1`` is the book's "only one pass, one card at a time". The
count is the cards built on the aces (52: the patience came out).

**Canfield.** Thirteen cards counted off face up are the stock (here *the reserve*, to keep it
apart from the 34 cards turned in threes); the fourteenth is turned up as the first foundation
and fixes the base rank of the deal; four cards face up start the tableau. Foundations build up
in suit from the base rank, round the corner (K, A, 2); the tableau builds down in alternating
colours; a space is filled at once with the top of the reserve (when the reserve is out, with
any card the player chooses); the reserve is never built on. The 34 cards are turned three at
a time, only the top card of the waste playable, and gone through until no card can be used.
The book's settlement: the pack is bought for $52 and $5 is paid back per card on the
foundations (``-52 + 5 * cards``, in dollars; 11 cards gain $3, all 52 gain $208).

Our readings, where the book is silent (each an option or named here): at Canfield a column
moves as a whole or only its top card (the book does not say whether columns move as units;
the catalog marks the two-card sentence unclear), the columns build round the corner too (an
ace takes a king), and the reserve's top card may be laid on a column; at both games a card
once on a foundation stays there, and the stock is turned over again only if the last pass
used a card (the book: "until no usable card appears").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...core import Action, Rules, option
from .base import FACE_DOWN, PatienceState, draw_columns, low, opposite_colour

__all__ = ["KlondikeRules", "KlondikeState", "CanfieldRules", "CanfieldState"]

SUITS = "CDHS"


@dataclass(frozen=True)
class KlondikeRules(Rules):
    waste: str = option("any-visible", "which cards of the waste may be used: any of the three "
                        "turned that is still visible (the book), or only the top one (modern)",
                        "seed 001 part 5 §9.7 (catalog: 'any visible card' is non-standard)",
                        choices=("any-visible", "top"))
    draw: int = option(3, "cards turned from the stock at a time", "seed 001 part 5 §9.7: three at "
                       "a time; 'sometimes ... one card at a time'", choices=(1, 3))
    passes: int = option(0, "passes through the stock (0: as many as bring a usable card)",
                         "seed 001 part 5 §9.7: gone through until no usable card appears; "
                         "'sometimes only one pass'", minimum=0, maximum=100)


class KlondikeState(PatienceState):
    """One deal of Klondike (see the module docstring).

    Actions: ``up CARD`` (to its foundation), ``move CARD N`` (the card, with those on it, to
    column ``N`` 1..7), ``draw`` (turn the next cards of the stock), ``redeal`` (turn the waste
    over as the stock), ``stop``. The view: ``columns`` (each column bottom first, ``##`` for a
    face-down card), ``foundations`` (the top card per suit), ``stock`` (cards left), ``waste``
    (the usable cards, the top last), ``waste_below`` (how many cards lie under them),
    ``passes`` (turned over so far), ``count`` (cards on the foundations).
    """

    rules_cls = KlondikeRules
    offers_stop = True
    win_only = False
    unit = "cards"
    n_columns = 7
    place_names = {"move": "column"}

    def _deal(self) -> None:
        deck = list(self.deck)
        self.cols: list[list[Card]] = [[] for _ in range(self.n_columns)]
        self.down = [0] * self.n_columns          # face-down cards at the bottom of each column
        for row in range(self.n_columns):          # the book's rows: one face up, the rest down
            for c in range(row, self.n_columns):
                self.cols[c].append(deck.pop(0))
            self.down[row] = row
        self.stock = deck
        self.waste: list[Card] = []
        self.fan = 0                               # cards of the last turn still on the waste
        self.found: dict[int, list[Card]] = {s: [] for s in range(4)}
        self.pass_no = 1
        self.used = False                          # a card used since the stock was last turned over
        self.log.append(f"{sum(len(c) for c in self.cols)} cards laid out in {self.n_columns} columns")

    # ----- what may be used ------------------------------------------------------------
    def usable_waste(self) -> list[Card]:
        if not self.waste:
            return []
        if self.rules.waste == "top" or self.rules.draw == 1:
            return self.waste[-1:]
        return self.waste[-max(self.fan, 1):]

    def _fits_foundation(self, c: Card) -> bool:
        f = self.found[int(c.suit)]
        return low(c) == 1 if not f else low(c) == low(f[-1]) + 1 and c.suit == f[-1].suit

    def _fits_column(self, c: Card, col: list[Card]) -> bool:
        if not col:
            return low(c) == 13
        top = col[-1]
        return low(top) == low(c) + 1 and opposite_colour(top, c)

    def _can_redeal(self) -> bool:
        passes = self.rules.passes
        return (not self.stock and bool(self.waste) and self.used
                and (passes == 0 or self.pass_no < passes))

    def _moves(self) -> list[Action]:
        out: list[Action] = []
        sources = [(c, None) for c in self.usable_waste()]
        for i, col in enumerate(self.cols):
            if col:
                out += [Action("up", (col[-1],))] if self._fits_foundation(col[-1]) else []
        out += [Action("up", (c,)) for c, _ in sources if self._fits_foundation(c)]
        for i, col in enumerate(self.cols):
            for k in range(self.down[i], len(col)):
                sources.append((col[k], i))
        for c, frm in sources:
            for j, col in enumerate(self.cols):
                if j != frm and self._fits_column(c, col):
                    if not col and frm is not None and self.down[frm] == 0 and self.cols[frm][0] == c:
                        continue                   # a king from one space to another: nothing moves
                    out.append(Action("move", (c, j + 1)))
        if self.stock:
            out.append(Action("draw"))
        elif self._can_redeal():
            out.append(Action("redeal"))
        return out

    def _movable(self) -> list[Card]:
        out = list(self.usable_waste())
        for i, col in enumerate(self.cols):
            out += col[self.down[i]:]
        return out

    #: the law each refusal cites
    source = "seed 001 part 5 §9.7"
    space_rule = "only a king fills a space"

    def _explain_illegal(self, a: Action) -> tuple[str, str | None]:
        args = a.args
        if (a.verb in ("up", "move") and args and isinstance(args[0], Card)
                and (a.verb == "up" and len(args) == 1 or len(args) == 2 and type(args[1]) is int)):
            c = args[0]
            if c not in self._movable():
                return (f"{c} is not a card you may use now (a face-up card of a column or a "
                        f"usable card of the waste)", self.source)
            if a.verb == "up":
                return (f"{c} does not go up: each foundation builds up in suit", self.source)
            n = args[1]
            if not 1 <= n <= self.n_columns:
                return (f"there are {self.n_columns} columns, not {n}", self.source)
            col = self.cols[n - 1]
            if not col:
                return (f"{c} may not fill the space in column {n}: {self.space_rule}", self.source)
            return (f"{c} does not go on {col[-1]}: the columns build down in alternating colours",
                    self.source)
        return super()._explain_illegal(a)

    def _where(self, c: Card) -> tuple[str, int]:
        if c in self.waste:
            return ("waste", -1)
        for i, col in enumerate(self.cols):
            if c in col:
                return ("col", i)
        raise AssertionError(c)

    def _take(self, c: Card) -> list[Card]:
        kind, i = self._where(c)
        if kind == "waste":
            self.waste.remove(c)
            self.fan = max(0, self.fan - 1)
            return [c]
        col = self.cols[i]
        k = col.index(c)
        moved = col[k:]
        del col[k:]
        if col and self.down[i] >= len(col):       # turn up the new top card
            self.down[i] = len(col) - 1
            self.log.append(f"column {i + 1} turns up {col[-1]}")
        return moved

    def _move(self, a: Action) -> None:
        if a.verb == "draw":
            k = min(self.rules.draw, len(self.stock))
            turned, self.stock = self.stock[:k], self.stock[k:]
            self.waste += turned
            self.fan = k
            self.log.append("turned " + " ".join(map(str, turned)))
        elif a.verb == "redeal":
            self.stock, self.waste, self.fan = list(self.waste), [], 0
            self.pass_no += 1
            self.used = False
            self.log.append(f"the waste is turned over: pass {self.pass_no}")
        elif a.verb == "up":
            c = a.args[0]
            self._take(c)
            self.found[int(c.suit)].append(c)
            self.used = True
            self.log.append(f"{c} up")
        else:
            c, n = a.args
            moved = self._take(c)
            self.cols[n - 1] += moved
            self.used = True
            self.log.append(f"{c} to column {n}")

    def count(self) -> int:
        return sum(len(f) for f in self.found.values())

    def _score(self) -> int:
        return self.count()

    def _came_out(self) -> bool:
        return self.count() == 52

    def _hidden(self) -> list[Card]:
        # the stock, once gone through, is known: the waste is turned over unshuffled, so from
        # the second pass on every card of the stock has been turned face up (the log's
        # ``turned`` lines) and only the columns' face-down cards are unseen
        out = list(self.stock) if self.pass_no == 1 else []
        for i, col in enumerate(self.cols):
            out += col[:self.down[i]]
        return out

    def card_locations(self) -> dict[str, list[Card]]:
        locs = {f"column {i + 1}": list(c) for i, c in enumerate(self.cols)}
        locs.update({f"foundation {SUITS[s]}": list(f) for s, f in self.found.items()})
        locs["stock"] = list(self.stock)
        locs["waste"] = list(self.waste)
        return locs

    def view(self, seat: int | None) -> dict[str, Any]:
        usable = self.usable_waste()
        v: dict[str, Any] = {
            "game": self.game.slug,
            "columns": [[FACE_DOWN] * self.down[i] + [str(c) for c in col[self.down[i]:]]
                        for i, col in enumerate(self.cols)],
            "foundations": {SUITS[s]: (str(f[-1]) if f else None) for s, f in self.found.items()},
            "stock": len(self.stock), "waste": [str(c) for c in usable],
            "waste_below": len(self.waste) - len(usable),
            "passes": self.pass_no, "count": self.count(),
        }
        return self._finish_view(v)

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        return render_layout(view, "Klondike")


def render_layout(view: dict[str, Any], title: str) -> str:
    """A Klondike or Canfield table as text: foundations, stock and waste on one line, the
    columns drawn side by side beneath (face-down cards ``##``, a space ``--``)."""
    f = view.get("foundations", {})
    n = view.get("count", 0)
    lines = [f"{title}: {n} card{'' if n == 1 else 's'} on the foundations"]
    lines.append("Foundations: " + "  ".join(f"{s} {f.get(s) or '--'}" for s in SUITS))
    if "reserve" in view:
        lines.append(f"Reserve: {view['reserve_top'] or '--'} ({view['reserve']} cards)"
                     f"   base rank {view.get('base')}")
    waste = " ".join(view.get("waste") or []) or "--"
    below = view.get("waste_below", 0)
    lines.append(f"Stock: {view.get('stock', 0)} cards   Waste: {waste}"
                 + (f" (on {below} more)" if below else "") + f"   pass {view.get('passes', 1)}")
    cols = view.get("columns", [])
    lines += draw_columns(cols, [f"{i + 1}" for i in range(len(cols))])
    if view.get("outcome") is not None:
        out = view["outcome"][0]
        lines.append(f"Result: ${out:+d}" if "dollars" in view
                     else f"Result: {out} card{'s' * (out != 1)} built" + (" - it came out" if view.get("came_out") else ""))
    return "\n".join(lines)


# ----- Canfield ------------------------------------------------------------------------------
@dataclass(frozen=True)
class CanfieldRules(Rules):
    price: int = option(52, "dollars paid for the pack", "seed 001 part 6 §12.8 (O-58): $52",
                        minimum=0, maximum=10_000)
    per_card: int = option(5, "dollars paid back per card on the foundations",
                           "seed 001 part 6 §12.8 (O-58): $5 a card", minimum=0, maximum=10_000)
    column_moves: str = option("top-or-whole", "what moves from a column: its top card or the "
                               "whole column (our reading), or only the top card",
                               "our reading: the book does not say whether columns move as "
                               "units (seed 001 part 6 §12.8)", choices=("top-or-whole", "top"))
    draw: int = option(3, "cards turned from the pack at a time", "seed 001 part 6 §12.8: three at "
                       "a time, only the top card playable", choices=(1, 3))
    passes: int = option(0, "passes through the pack (0: until no card can be used)",
                         "seed 001 part 6 §12.8: through the pack repeatedly until no card can "
                         "be used", minimum=0, maximum=100)


class CanfieldState(KlondikeState):
    """One deal of Canfield (see the module docstring). Actions as Klondike's (``move CARD N``
    to column 1..4; a space left when the reserve is out takes any card), with ``redeal``
    turning the waste over. The view adds ``reserve`` (cards left), ``reserve_top`` and
    ``base`` (the foundations' first rank); the outcome is in dollars."""

    rules_cls = CanfieldRules
    n_columns = 4
    unit = "dollars"
    source = "seed 001 part 6 §12.8"
    space_rule = "a space is filled from the reserve while it lasts"

    def _movable(self) -> list[Card]:
        out = self.waste[-1:] + self.reserve[-1:]
        for col in self.cols:
            out += col[-1:] + (col[:1] if len(col) > 1 and self.rules.column_moves != "top" else [])
        return out

    def _deal(self) -> None:
        deck = list(self.deck)
        self.reserve = deck[:13]
        self.base = deck[13]
        self.cols = [[c] for c in deck[14:18]]
        self.down = [0] * 4
        self.stock = deck[18:]
        self.waste, self.fan = [], 0
        self.found = {s: [] for s in range(4)}
        self.found[int(self.base.suit)].append(self.base)
        self.pass_no, self.used = 1, False
        self.log.append(f"the base card is {self.base}; {len(self.stock)} cards to turn in threes")
        self._fill_spaces()

    @property
    def base_rank(self) -> int:
        return low(self.base)

    def usable_waste(self) -> list[Card]:
        return self.waste[-1:]

    def _fits_foundation(self, c: Card) -> bool:
        f = self.found[int(c.suit)]
        if not f:
            return low(c) == self.base_rank
        return low(c) == low(f[-1]) % 13 + 1 and len(f) < 13

    def _fits_column(self, c: Card, col: list[Card]) -> bool:
        if not col:
            return not self.reserve
        top = col[-1]
        return low(top) == low(c) % 13 + 1 and opposite_colour(top, c)

    def _moves(self) -> list[Action]:
        out: list[Action] = []
        tops = [(c, None) for c in self.usable_waste()] + [(c, "r") for c in self.reserve[-1:]]
        tops += [(col[-1], i) for i, col in enumerate(self.cols) if col]
        out += [Action("up", (c,)) for c, _ in tops if self._fits_foundation(c)]
        movers = list(tops)
        for i, col in enumerate(self.cols):
            if len(col) > 1 and self.rules.column_moves == "top-or-whole":
                movers.append((col[0], i))
        for c, frm in movers:
            for j, col in enumerate(self.cols):
                if j == frm or not self._fits_column(c, col):
                    continue
                if not col and isinstance(frm, int) and self.cols[frm][0] == c:
                    continue                       # a whole column into a space: nothing changes
                out.append(Action("move", (c, j + 1)))
        if self.stock:
            out.append(Action("draw"))
        elif self._can_redeal():
            out.append(Action("redeal"))
        return out

    def _where(self, c: Card) -> tuple[str, int]:
        if self.reserve and c == self.reserve[-1]:
            return ("reserve", -1)
        return super()._where(c)

    def _take(self, c: Card) -> list[Card]:
        if self._where(c)[0] == "reserve":
            self.reserve.pop()
            return [c]
        return super()._take(c)

    def _move(self, a: Action) -> None:
        super()._move(a)
        self._fill_spaces()

    def _fill_spaces(self) -> None:
        for i, col in enumerate(self.cols):
            if not col and self.reserve:
                col.append(self.reserve.pop())
                self.log.append(f"the space in column {i + 1} is filled with {col[-1]} from the reserve")

    def _score(self) -> int:
        return -self.rules.price + self.rules.per_card * self.count()

    def _hidden(self) -> list[Card]:
        # the stock is known from the second pass on (see KlondikeState._hidden)
        return (list(self.stock) if self.pass_no == 1 else []) + self.reserve[:-1]

    def card_locations(self) -> dict[str, list[Card]]:
        locs = super().card_locations()
        locs["reserve"] = list(self.reserve)
        return locs

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["reserve"] = len(self.reserve)
        v["reserve_top"] = str(self.reserve[-1]) if self.reserve else None
        v["base"] = "A23456789TJQK"[self.base_rank - 1]
        v["unit"] = "dollars"
        v["dollars"] = self._score()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        text = render_layout(view, "Canfield")
        return text + f"\nDollars: {view.get('dollars', 0):+d} (the pack bought for $52, $5 a card up)"
