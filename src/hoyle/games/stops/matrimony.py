"""Matrimony, a layout lottery (Foster 1914, seed ``001_parts/001_part5.txt`` lines 1060-1079;
catalog ``001_part5.md`` §8.9). The layout and its chips are :class:`hoyle.mechanics.stops.Chips`.

The layout (lines 1063-1068): Matrimony (any king and queen), Intrigue (any queen and jack),
Confederacy (any king and jack), Pair (two of a rank) and Best (the ace of diamonds). The dealer
places as many chips as he likes on the sections (``stake 1 0 2 0 0``: matrimony, intrigue,
confederacy, pair, best; at most ``max_stake`` in all, our bound), and each other player, from the
dealer's left, one fewer (lines 1070-1071). Each is then dealt a card face down and one face up
(line 1072). The ace of diamonds face up takes everything on the layout (line 1073); else each in
turn from the elder turns up his down card, and the first to show each combination takes its
section (lines 1074-1076); the ace of diamonds face down is only a card of a pair (line 1077),
and Best stays until it is dealt face up (line 1078). Pools not won carry over (line 1079):
``context["pools"]``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core import Action, Rules, option
from ...mechanics.stops import Chips
from .common import ChipDeal
from .state import ACE_DIAMONDS, SOURCE, compositions

__all__ = ["MatrimonyRules", "MatrimonyState", "SECTIONS", "combinations_of"]

SECTIONS = ("matrimony", "intrigue", "confederacy", "pair", "best")
_PAIRS = {"matrimony": {13, 12}, "intrigue": {12, 11}, "confederacy": {13, 11}}


def combinations_of(two: list[int]) -> list[str]:
    """The sections two cards make (lines 1067-1068): matrimony K+Q, intrigue Q+J, confederacy
    K+J, pair two of a rank (best only by the ace of diamonds face up: not here)."""
    ranks = {Card(c).rank for c in two}
    out = [name for name, want in _PAIRS.items() if ranks == want]
    if len(two) == 2 and Card(two[0]).rank == Card(two[1]).rank:
        out.append("pair")
    return out


@dataclass(frozen=True)
class MatrimonyRules(Rules):
    max_stake: int = option(5, "the most the dealer may place on the layout in all",
                            f"{SOURCE} line 1070: as many as he likes", minimum=1, maximum=6,
                            bound="our bound: the list of placings stays short")


class MatrimonyState(ChipDeal):
    """One deal of Matrimony (module docstring). Seats 0..n-1, ``context["dealer"]`` (default
    the last seat), ``context["pools"]`` (chips carried on the five sections). Actions:
    ``stake a b c d e``; the deal and the showing follow by themselves."""

    rules_cls = MatrimonyRules
    unit = "chips"

    def __init__(self, num_players: int, rules: MatrimonyRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self._seat(num_players)
        n = self.n
        carried = self._context_numbers("pools", [0] * len(SECTIONS))
        self.chips = Chips(n, dict(zip(SECTIONS, carried)))
        self.deck = [int(c) for c in self.shuffler.shuffle(list(standard_pack()))]
        self.down: list[int | None] = [None] * n
        self.up: list[int | None] = [None] * n
        self.turned = [False] * n
        self.dealt = False
        self.staked: dict[int, tuple[int, ...]] = {}
        self.order = [self.dealer] + [(self.dealer + k) % n for k in range(1, n)]
        self.turn = self.dealer
        self.dealer_total = 0
        self.won: list[tuple[str, int, int]] = []            # (section, seat, chips)
        self.over = False

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self.turn == self.dealer:
            return [Action("stake", c) for t in range(1, self.rules.max_stake + 1)
                    for c in compositions(t, len(SECTIONS))]
        return [Action("stake", c) for c in compositions(self.dealer_total - 1, len(SECTIONS))]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.over:
            return ("the deal is over", None)
        if action.verb == "stake":
            if self.turn == self.dealer:
                return (f"the dealer places 1 to {self.rules.max_stake} chips on the five sections "
                        "(matrimony intrigue confederacy pair best), e.g. stake 1 0 0 0 0", f"{SOURCE} line 1070")
            return (f"each other player places one fewer than the dealer: {self.dealer_total - 1} in all",
                    f"{SOURCE} line 1071")
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        seat = self.turn
        amounts = tuple(int(a) for a in action.args)
        for name, k in zip(SECTIONS, amounts):
            if k:
                self.chips.stake(seat, name, k)
        self.staked[seat] = amounts
        if seat == self.dealer:
            self.dealer_total = sum(amounts)
        self.note(f"{self.seat_names[seat]} stakes " + (", ".join(f"{k} on {s}" for s, k in zip(SECTIONS, amounts) if k)
                                                        or "nothing"))
        i = self.order.index(seat) + 1
        while i < len(self.order) and self.dealer_total - 1 == 0:
            self.staked[self.order[i]] = (0,) * len(SECTIONS)
            i += 1
        if i < len(self.order):
            self.turn = self.order[i]
            return
        self._deal_and_show()

    def _deal_and_show(self) -> None:
        n, ch = self.n, self.chips
        seats = [(self.elder + k) % n for k in range(n)]
        for k, s in enumerate(seats):
            self.down[s] = self.deck[k]
        for k, s in enumerate(seats):
            self.up[s] = self.deck[n + k]
        self.dealt = True
        self.note("each is dealt a card face down and one face up: " + ", ".join(
            f"{self.seat_names[s]} {Card(self.up[s])}" for s in seats if self.up[s] is not None))
        self.over = True
        for s in seats:
            if self.up[s] == ACE_DIAMONDS:
                total = sum(ch.pools.values())
                for name in SECTIONS:
                    ch.claim(s, name)
                self.won.append(("everything", s, total))
                self.turned = [True] * n
                self.note(f"{self.seat_names[s]} has the ace of diamonds face up: takes everything ({total})")
                ch.check()
                return
        for s in seats:
            self.turned[s] = True
            two = [c for c in (self.down[s], self.up[s]) if c is not None]
            self.note(f"{self.seat_names[s]} turns up {Card(two[0])}")
            for name in combinations_of(two):
                if not any(w[0] == name for w in self.won):
                    k = ch.claim(s, name)
                    self.won.append((name, s, k))
                    self.note(f"{self.seat_names[s]} shows {name} first: takes its pool ({k})")
        ch.check()

    def pools_after(self) -> list[int]:
        return [self.chips.pools[p] for p in SECTIONS]

    def result_text(self) -> str | None:
        if not self.over:
            return None
        won = "; ".join(f"{self.seat_names[s]} takes {name} ({k})" for name, s, k in self.won) or "no section won"
        return won + "; " + ", ".join(f"{self.seat_names[s]} {v:+d}" for s, v in enumerate(self.chips.net))

    def card_locations(self) -> dict[str, list[Card]]:
        used = {c for c in self.down + self.up if c is not None}
        out = {f"hand {self.seat_names[s]}": [Card(c) for c in (self.down[s], self.up[s]) if c is not None]
               for s in range(self.n)}
        out["pack"] = [Card(c) for c in self.deck if c not in used]
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        used = {c for c in self.down + self.up if c is not None}
        return {c for c in self.deck if c not in used}

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        v: dict[str, Any] = {
            "game": self.game.slug if hasattr(self, "game") else "matrimony",
            "phase": "over" if self.over else "stake",
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "layout": [{"pool": p, "chips": self.chips.pools[p]} for p in SECTIONS],
            "staked": {names[s]: list(a) for s, a in self.staked.items()},
            "dealer_stake": self.dealer_total if self.staked else None,
            "cards": {names[s]: {"down": str(Card(self.down[s])) if self.turned[s] and self.down[s] is not None else None,
                                 "up": str(Card(self.up[s])) if self.up[s] is not None else None}
                      for s in range(self.n)},
            "to_act": None if self.to_act is None else names[self.to_act],
        }
        if self.over:
            v["won"] = [{"section": name, "seat": names[s], "chips": k} for name, s, k in self.won]
            v["chips"] = {names[s]: x for s, x in enumerate(self.chips.net)}
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view['game']} - dealer {view['dealer']}"]
        lines.append("Layout: " + ", ".join(f"{p['pool']} {p['chips']}" for p in view["layout"]))
        for s, a in view["staked"].items():
            lines.append(f"  {s} staked " + " ".join(str(x) for x in a))
        shown = [f"{s} {c['down'] or '(down)'} {c['up']}" for s, c in view["cards"].items() if c["up"]]
        if shown:
            lines.append("Cards: " + "; ".join(shown))
        if view.get("result"):
            lines.append("Deal over: " + view["result"])
        elif view.get("to_act"):
            need = (f"{view['dealer_stake'] - 1} chips" if view.get("dealer_stake") else "any number of chips")
            lines.append(f"{view['to_act']} to stake {need} on matrimony intrigue confederacy pair best")
        return "\n".join(lines)
