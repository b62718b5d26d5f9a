"""A domino bot that blocks and counts (the book's advice, seed 001 part 6 lines 546-566).

It scores each play open to it from what its seat may see (the view: its hand, the line, the
suits each other seat has said go on):

* points made by the play in the counting games (muggins, all threes, Bergen's headers), first;
* the heaviest tile first (a tile kept is pips against it if the hand is blocked or lost);
* variety: the suits left in hand, and the tiles of its own that will follow the new ends
  ("turn the line back to your own suits");
* blocking: new ends in suits the next players are known to lack (they said go on them);
* with the muggins call, it claims just what the ends count, and says muggins to a count let pass;
* in the draw game it draws only when it cannot play; in matadore a matador is kept for when
  nothing else plays, and laid with the half open that the others lack or it can follow.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ...core import Action
from ...mechanics.line import Line, seven_match, suit_match
from ...tiles import parse_tile

__all__ = ["DominoBot"]


class DominoBot:
    """Heuristic: see the module docstring. ``choose(view, legal)`` -> one of ``legal``."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int | None = None, game: Any = None):
        self.seat = seat
        self.rng = np.random.Generator(np.random.PCG64(seed))

    def choose(self, view: dict, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if Action("muggins") in legal:
            return Action("muggins")             # take a count let pass (seed lines 627-628)
        if legal[0].verb == "claim":             # claim just what the ends count
            g = view["game"]
            line = Line.from_json(view["layout"])
            c = line.count(line.spinner)
            pts = 0
            if c and c % g["multiple"] == 0:
                pts = c if g["per_multiple"] == "pips" else c // g["multiple"]
            honest = Action("claim", (pts,))
            return honest if honest in legal else legal[0]
        plays = [a for a in legal if a.verb in ("set", "play", "trump")]
        if not plays:
            return legal[0]
        best = max(plays, key=lambda a: (self._value(view, a), -legal.index(a)))
        return best

    def _value(self, view: dict, action: Action) -> float:
        g = view["game"]
        hand = [parse_tile(t) for t in view["hand"]]
        t = action.args[0]
        rest = [x for x in hand if x != t]
        line = Line.from_json(view["layout"])
        if action.verb == "set":
            line.set(t, bool(g.get("spinner")))
        elif action.verb == "play":
            e = line.ends()[action.args[1]]
            m = seven_match if g["matching"] == "seven" else suit_match
            line.place(t, action.args[1], m(t, e.value))
        else:
            line.place(t, action.args[1], action.args[2])
        value = float(t.pips)
        if g["scoring"] == "count":
            c = line.count(line.spinner)
            if c and c % g["multiple"] == 0:
                value += 10 * (c if g["per_multiple"] == "pips" else c // g["multiple"] * g["multiple"])
        elif g["scoring"] == "bergen" and action.verb != "set":
            ends = line.ends()
            if ends[0].value == ends[1].value:
                value += 30
        value += 2 * len({s for x in rest for s in (x.high, x.low)})
        ends = [e.value for e in line.ends()]
        m = seven_match if g["matching"] == "seven" else suit_match
        value += 1.5 * sum(1 for x in rest for v in ends if m(x, v) is not None)
        lacks = view.get("lacks", [])
        others = [s for s in range(len(lacks)) if s != self.seat
                  and not (g["scoring"] == "partners" and s % 2 == self.seat % 2)]   # not the partner
        value += 3 * sum(1 for s in others for v in ends if v in lacks[s])
        if action.verb == "trump":
            value -= 25                      # keep a matador for when nothing else plays
        return value
