"""The book's advice on cassino play (Foster 1914, seed 001 part 5, cassino: "hints for good play";
catalog 001_part5.md §3.1, strategy), as a bot that scores each legal action:

* play for the cards first: take as many cards as possible (with a 9 and 2, 2, 5, 7 on the
  table take 2, 2, 5 rather than 2, 7); prefer takes that hold spades;
* take an adversary's build rather than your own, and increase his builds at every opportunity;
* build to secure counting cards (the cassinos, aces, spades) for the card you hold;
* do not take three court cards of a rank (it kills every sweep when the fourth appears);
* trail low cards, but not the aces or little cassino; never trail a spade if you can help it,
  nor, while big cassino is still to come, a card that makes ten with a card on the table.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card
from ...core.actions import Action

__all__ = ["CassinoBot", "action_score"]

_BIG, _LITTLE, _JS = 33, 3, 39


def _worth(c: int, spades: bool) -> float:
    """What a card taken is worth toward the count: a share of the cards, spades, the cassinos, aces."""
    w = 1.0
    if c % 4 == 3:
        w += 3.0 if spades else 0.6
    if c == _BIG:
        w += 8
    if c == _LITTLE:
        w += 4
    if c // 4 == 12:
        w += 4
    if spades and c == _JS:
        w += 3
    return w


def _pips(c: int) -> int:
    r = c // 4 + 2
    return 1 if r == 14 else r


def action_score(view: dict[str, Any], action: Action) -> float:
    """The bot's score of one legal action in the position ``view`` (higher is better)."""
    me = view["seat"]
    partners = view["players"] == 4 and len(view["score"]) == 2
    friends = {me} | ({("N", "E", "S", "W")[(("N", "E", "S", "W").index(me) + 2) % 4]} if partners else set())
    spades = "pegged" in view
    table = view["table"]
    if action.verb == "take":
        got = [int(c) for c in action.args]
        s = 10 + sum(_worth(c, spades) for c in got) * 2
        n_table = sum(1 if "card" in it else len(it["cards"]) for it in table)
        if len(got) - 1 == n_table:
            s += 12                                        # a sweep
        names = {str(Card(c)) for c in got[1:]}
        for it in table:
            if "build" in it and names.issuperset(it["cards"]):
                s += 6 if it["owner"] not in friends else 3    # an adversary's build rather than one's own
        if got[0] // 4 >= 9 and got[0] // 4 != 12 and not view.get("royal") and sum(1 for c in got if c // 4 == got[0] // 4) == 3:
            s -= 8                                         # three courts of a rank kill the sweeps of the fourth
        return s
    if action.verb == "build":
        got = [int(c) for c in action.args[1:]]
        s = 6 + sum(_worth(c, spades) for c in got)
        names = {str(Card(c)) for c in got[1:]}
        for it in table:
            if "build" in it and names.issuperset(it["cards"]) and it["owner"] not in friends:
                s += 6                                     # increase an adversary's build
        return s
    c = int(action.args[0])
    s = -float(_pips(c)) if c // 4 < 9 else -6.0           # trail low cards; courts pair only
    if c // 4 == 12:
        s -= 8                                             # not the aces
    if c == _LITTLE:
        s -= 10
    if c == _BIG:
        s -= 14
    if c % 4 == 3:
        s -= 4 if not spades else 8                        # not a spade
    big_on_table = any(it.get("card") == "TD" for it in table)
    if not big_on_table and c != _BIG and any("card" in it and it["value"] and it["value"] + _pips(c) == 10
                                             for it in table):
        s -= 3                                             # a ten to be made while big cassino is out
    return s


class CassinoBot(Bot):
    """Chooses the legal action :func:`action_score` rates highest (the first on ties)."""

    name = "book"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            return max(legal, key=lambda a: action_score(view, a))
        except Exception:          # a heuristic must never stop a game
            return legal[0]
