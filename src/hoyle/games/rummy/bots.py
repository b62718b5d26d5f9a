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
from ...mechanics.rummy import (AMERICAN_ORDER, FULL_ORDER, POKER_RUM_VALUES, RUM_VALUES, SPANISH_ORDER, MeldRules,
                                TableMeld, best_arrangement, card_uses, is_joker, layoffs, meld_of, rank_of, suit_of)

__all__ = ["RumBot", "ConquianBot", "keep_score"]


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
                if "call_limit" in view:         # poker rum and gin: take it if it lowers the balance
                    if self._balance_with(hand + [c], values, keep=c) < self._balance_with(hand, values, drawn=False):
                        return Action("take")
                elif keep_score(c, hand) >= 2.0 or any(_fits(c, m) for m in view.get("melds", [])):
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


    @staticmethod
    def _balance_with(hand: list[int], values: dict[int, int], drawn: bool = True,
                      keep: int | None = None) -> int:
        """The least balance of ``hand`` (after the best discard when ``drawn``; ``keep``, the
        card just taken, may not be thrown back)."""
        rules = MeldRules(ace_high=True, values=values, max_set=None)
        if not drawn:
            return best_arrangement(hand, rules).balance
        best = None
        for c in set(hand) - {keep}:
            rest = list(hand)
            rest.remove(c)
            b = best_arrangement(rest, rules).balance
            best = b if best is None or b < best else best
        return best if best is not None else 0

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



_ORDERS = {"spanish": SPANISH_ORDER, "american": AMERICAN_ORDER, "full": FULL_ORDER}


class ConquianBot(Bot):
    """Conquian as the book advises (001 part 5 §4, the play, the discard and the advice):

    - it watches the passed cards: a card counts as still to come ("an out") only if it is in
      neither its hand, nor on the table, nor passed, nor on offer;
    - it uses a card when it can, choosing the use that leaves most cards placed (down, or
      held where they go onto its own melds at once), then the fewest open ends its opponent
      could force on it, then the most outs. So the book's pone with the turned five of hearts
      lays out 5-6-7 of hearts (holding the four and the jack at its two ends), not 4-5-6 or the
      three fives;
    - it discards the card with the fewest outs, the highest of equals: the book's king of
      diamonds, "too far from the other cards of its suit" and with no pair to start a triplet;
      a card that fits a meld of its opponent's only when every other card is worth more;
    - it puts a discard that fits a meld of its opponent's on that meld (forcing him) rather
      than offering it, and forces a card he refused back onto his meld, unless he holds two
      cards or fewer (a forced card could then put him out);
    - near the end of the stock (four cards or fewer), with little chance of eleven down
      itself, it plays for a tableau: it uses nothing that would make it discard a card that
      fits its opponent's melds;
    - it goes out whenever it can."""

    name = "book"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            return self._choose(view, list(legal))
        except Exception:               # a heuristic must never stop a game
            return legal[-1]

    # ----- what the view says --------------------------------------------------------------------
    def _read(self, view: dict[str, Any]) -> None:
        order = _ORDERS[view.get("pack", "spanish")]
        self.rules = MeldRules(order=order, ace_high=False, values={r: 1 for r in order}, max_set=4)
        me = view["seat"]
        self.hand = [int(parse_card(c)) for c in view.get("hand") or []]
        self.table: list[TableMeld] = []
        self.mine: list[int] = []
        self.theirs: list[int] = []
        for i, m in enumerate(view.get("melds", [])):
            tm = meld_of([int(parse_card(c)) for c in m["cards"]], self.rules)
            assert isinstance(tm, TableMeld)
            self.table.append(tm)
            (self.mine if m["owner"] == me else self.theirs).append(i)
        seen = set(self.hand) | {c for m in self.table for c in m.cards}
        seen |= {int(parse_card(c)) for c in view.get("passed", [])}
        off = view.get("offer")
        self.offer = int(parse_card(off["card"])) if off else None
        if self.offer is not None:
            seen.add(self.offer)
        pack = [(r - 2) * 4 + s for r in order for s in range(4)]
        self.unseen = [c for c in pack if c not in seen]
        held = view.get("cards_held", {})
        self.their_hand = next((k for s, k in held.items() if s != me), 10)
        self.stock = view.get("stock", 0)

    def _outs(self, hand: list[int], table: list[TableMeld], mine: list[int]) -> int:
        return sum(1 for u in self.unseen if card_uses(u, hand, table, self.rules, mine=mine))

    def _free(self, hand: list[int], table: list[TableMeld], mine: list[int]) -> int:
        """Hand cards that go onto its own melds at once, one after another."""
        table = list(table)
        left = list(hand)
        free = 0
        moved = True
        while moved:
            moved = False
            for c in left:
                for t in mine:
                    nxt = layoffs(table[t], c, self.rules)
                    if nxt:
                        table[t] = nxt[0]
                        left.remove(c)
                        free += 1
                        moved = True
                        break
                if moved:
                    break
        return free

    def _exposed(self, table: list[TableMeld], mine: list[int]) -> int:
        return sum(1 for u in self.unseen if any(layoffs(table[t], u, self.rules) for t in mine))

    def _value(self, hand: list[int], table: list[TableMeld], mine: list[int]) -> float:
        down = sum(len(table[t].cards) for t in mine)
        return 100 * (down + self._free(hand, table, mine)) - 10 * self._exposed(table, mine) \
            + self._outs(hand, table, mine)

    def _discard_cost(self, c: int, hand: list[int], table: list[TableMeld], mine: list[int]) -> tuple[int, int]:
        rest = [x for x in hand if x != c]
        keep = sum(1 for u in self.unseen if any(c in (use.hand_cards + tuple(b.card for b in use.borrowed))
                                                  for use in card_uses(u, hand, table, self.rules, mine=mine)))
        free = self._free(hand, table, mine) - self._free(rest, table, mine)
        feeds = any(layoffs(table[t], c, self.rules) for t in self.theirs)
        return (keep + 10 * free + (20 if feeds else 0), -rank_of(c) if rank_of(c) != 14 else -1)

    # ----- choosing ----------------------------------------------------------------------------
    def _choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        self._read(view)
        verbs = {a.verb for a in legal}
        if "out" in verbs:
            return Action("out")
        if view.get("phase") == "discard":
            return self._discard(legal)
        uses = [a for a in legal if a.verb in ("meld", "extend")]
        decline = next(a for a in legal if a.verb in ("refuse", "pass"))
        forces = [a for a in legal if a.verb == "force"]
        if uses:
            assert self.offer is not None
            best, best_v, after = None, 0.0, None
            for u in card_uses(self.offer, self.hand, self.table, self.rules, mine=self.mine):
                table = list(self.table)
                for b in u.borrowed:
                    table[b.table_index] = b.rest
                mine = list(self.mine)
                if u.target is None:
                    table.append(u.meld)
                    mine.append(len(table) - 1)
                else:
                    table[u.target] = u.meld
                hand = [c for c in self.hand if c not in u.hand_cards]
                v = self._value(hand, table, mine)
                if best is None or v > best_v:
                    best, best_v, after = u, v, (hand, table, mine)
            assert best is not None and after is not None
            act = (Action("meld", tuple(Card(c) for c in best.meld.cards)) if best.target is None
                   else Action("extend", (best.target + 1,)))
            if act in legal and not self._tableau_play(*after, best_v):
                return act
        if forces and self.their_hand > 2:
            return forces[0]
        return decline

    def _tableau_play(self, hand: list[int], table: list[TableMeld], mine: list[int], value: float) -> bool:
        """Near the end, far from eleven: refuse a card whose use would make it feed its opponent."""
        if self.stock > 4 or value >= 900 or not hand:
            return False
        return all(any(layoffs(table[t], c, self.rules) for t in self.theirs) for c in hand)

    def _discard(self, legal: list[Action]) -> Action:
        opts = sorted(set(self.hand), key=lambda c: self._discard_cost(c, self.hand, self.table, self.mine))
        for c in opts:
            forces = [a for a in legal if a.verb == "force" and int(a.args[0]) == c]
            if forces and self.their_hand > 2:
                return forces[0]
            act = Action("discard", (Card(c),))
            if act in legal:
                return act
        return next(a for a in legal if a.verb == "discard")
