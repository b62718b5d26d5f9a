"""Bots for the rummies that play as the book advises in outline (Foster 1914, seed 001 part 6
§12.4-12.7; part 5 §4 for conquian): keep the cards that make or nearly make melds, lay out what
is ready (rum: get rid of cards before someone goes out; a splash is tried when it is on), call
as soon as the balance allows (poker rum and gin), take the discard only when it joins a meld or
a near meld, and throw away the card that counts most among those that help nothing.

They read the view only (the seat's hand, the table's melds, the discard top).
"""

from __future__ import annotations

from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card, parse_card
from ...core.actions import Action
from ...mechanics.rummy import POKER_RUM_VALUES, RUM_VALUES, MeldRules, best_arrangement, is_joker, rank_of, suit_of

__all__ = ["RumBot", "keep_score"]


def _values(view: dict[str, Any]) -> dict[int, int]:
    return dict(POKER_RUM_VALUES) if "call_limit" in view else dict(RUM_VALUES)


def keep_score(card: int, others: list[int]) -> float:
    """How much ``card`` is worth keeping beside ``others``: a card of a pair or a near sequence
    (same suit, one or two ranks apart) scores; a joker always."""
    if is_joker(card):
        return 10.0
    s = 0.0
    for o in others:
        if is_joker(o):
            s += 1.0
            continue
        if rank_of(o) == rank_of(card):
            s += 2.0
        elif suit_of(o) == suit_of(card):
            d = abs(rank_of(o) - rank_of(card))
            if d == 1 or (d == 12 and 14 in (rank_of(o), rank_of(card))):
                s += 1.6
            elif d == 2:
                s += 0.8
    return s


def _pick_discard(hand: list[int], options: list[Action], values: dict[int, int]) -> Action:
    """The discard that helps least and counts most."""
    def cost(a: Action) -> float:
        c = int(a.args[0])
        rest = list(hand)
        rest.remove(c)
        v = 15 if is_joker(c) else values[rank_of(c)]
        return keep_score(c, rest) * 5 - v
    return min(options, key=cost)


class RumBot(Bot):
    """Plays a rummy by the outline in the module docstring."""

    name = "book"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            return self._choose(view, list(legal))
        except Exception:               # a heuristic must never stop a game
            return legal[-1]

    def _choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        hand = [int(parse_card(c)) for c in view.get("hand") or []]
        values = _values(view)
        verbs = {a.verb for a in legal}
        if "draw" in verbs or "take" in verbs:
            top = view.get("discard_top")
            if "take" in verbs and top:
                c = int(parse_card(top))
                if keep_score(c, hand) >= 2.0 or any(_fits(c, m) for m in view.get("melds", [])):
                    return Action("take")
            return Action("draw") if "draw" in verbs else Action("take")
        for verb in ("splash",):
            if verb in verbs:
                return Action(verb)
        if "call_limit" in view:
            return self._showdown(view, hand, legal, values)
        melds = [a for a in legal if a.verb == "meld"]
        if melds:
            return max(melds, key=lambda a: (len(a.args), sum(values.get(rank_of(int(c)), 0) for c in a.args
                                                               if not is_joker(int(c)))))
        lays = [a for a in legal if a.verb == "layoff" and not is_joker(int(a.args[0]))]
        if lays:
            return max(lays, key=lambda a: values[rank_of(int(a.args[0]))])
        discards = [a for a in legal if a.verb == "discard"]
        taken = view.get("taken")
        if taken and len(discards) > 1:             # never throw back the card just taken
            discards = [a for a in discards if str(a.args[0]) != taken] or discards
        if discards:
            return _pick_discard(hand, discards, values)
        return legal[0]


    def _showdown(self, view: dict[str, Any], hand: list[int], legal: list[Action], values: dict[int, int]) -> Action:
        """Poker rum and gin: throw the card that leaves the least balance (the highest of equals);
        call when that balance is within the limit."""
        rules = MeldRules(ace_high=True, values=values, max_set=None)
        best: tuple[float, int] | None = None
        taken = view.get("taken")
        for c in sorted(set(hand)):
            if taken and str(Card(c)) == taken and len(set(hand)) > 1:
                continue
            rest = list(hand)
            rest.remove(c)
            b = best_arrangement(rest, rules).balance
            key = (b - values[rank_of(c)] / 100, c)
            if best is None or key < best:
                best = key
        assert best is not None
        c = best[1]
        rest = list(hand)
        rest.remove(c)
        if best_arrangement(rest, rules).balance <= view["call_limit"] and Action("call", (Card(c),)) in legal:
            return Action("call", (Card(c),))
        return Action("discard", (Card(c),))


def _fits(c: int, meld: dict[str, Any]) -> bool:
    cards = [int(parse_card(x)) for x in meld["cards"] if not is_joker(int(parse_card(x)))]
    if not cards:
        return False
    if meld["kind"] == "set":
        return rank_of(cards[0]) == rank_of(c)
    return suit_of(cards[0]) == suit_of(c) and any(abs(rank_of(x) - rank_of(c)) == 1 for x in cards)

