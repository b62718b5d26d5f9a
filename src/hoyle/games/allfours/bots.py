"""The all-fours bot, from the seat's view only. Foster's chapter (1914, 001 part 3 §C1) gives
the rules more than advice; what it says is followed and the rest is our reading of it:

* begging: the eldest begs with a hand that holds no trump above the ten and not the jack, and
  fewer than three trumps (a hand that cannot hope for High, Jack or Game, law 10);
* the dealer gives the point when his own hand is good in trumps (the ace or king, or the jack
  with another trump), and runs the cards otherwise; he must run when a gift would put the
  beggar out (law 9);
* after running, discard the plain cards that count least (keeping trumps and tens, which win
  Game);
* auction pitch (§C3): bid what the best suit may make (High for its ace, Low for a two or
  three, Jack for a guarded jack, Game for a ten); the seller refuses a bid his own hand can
  make, and sells otherwise;
* the play: lead the ace or king of trumps to draw the adversaries' trumps and protect the
  jack; otherwise lead a low plain card; take a trick that holds a ten or the jack whenever it
  can be taken, cheaply; trump a plain ten or ace led by an adversary (law 12 lets a player
  trump instead of following); never take a partner's trick; otherwise play the card that
  counts least.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...bots import Bot
from ...cards import parse_card
from ...core.actions import Action
from ...mechanics.tricks import PLAY, SUIT_NAMES, SUIT_OR_TRUMP, TrickOrder
from .state import GAME_VALUES, SEAT_NAMES

__all__ = ["AllFoursBot", "beg_hand", "give_hand", "hand_value"]


def _rank(c: int) -> int:
    return (c >> 2) + 2


def beg_hand(hand: Sequence[int], trump: int) -> bool:
    """Whether the eldest begs: no trump above the ten, not the jack, and fewer than three trumps."""
    trumps = [c for c in hand if c & 3 == trump]
    return len(trumps) < 3 and not any(_rank(c) > 10 for c in trumps)


def give_hand(hand: Sequence[int], trump: int) -> bool:
    """Whether the dealer gives: he holds the ace or king of trumps, or the jack with another."""
    trumps = [c for c in hand if c & 3 == trump]
    ranks = {_rank(c) for c in trumps}
    return bool(ranks & {13, 14}) or (11 in ranks and len(trumps) >= 2)


def hand_value(hand: Sequence[int], counters: str = "none") -> float:
    """What a hand may make pitching its best suit (auction pitch, §C3): High for the ace (half
    for the king), Low for a two or three, Jack for the jack guarded by another trump, Game for
    a ten or three cards that count. Pedro (§C5, ``counters`` "sancho" or "dom"): the five,
    nine (and three) of trumps their pips when a higher trump guards them."""
    best = 0.0
    for s in range(4):
        r = sorted((_rank(c) for c in hand if c < 52 and c & 3 == s), reverse=True)
        if not r:
            continue
        v = 1.0 if r[0] == 14 else 0.5 if r[0] == 13 else 0.0
        v += 1.0 if r[-1] <= 3 else 0.0
        v += 1.0 if 11 in r and len(r) >= 2 else 0.0
        v += 1.0 if 10 in r or sum(1 for c in hand if _value(c)) >= 3 else 0.0
        extra = {"sancho": (5, 9), "dom": (3, 5, 9)}.get(counters, ())
        v += sum(p for p in extra if p in r and r[0] > p)
        best = max(best, v)
    return best


def _value(c: int) -> int:
    return GAME_VALUES.get(c, 0)


class AllFoursBot(Bot):
    """Plays all fours and pitch by the advice in the module docstring."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            return self._choose(view, legal)
        except Exception:          # a heuristic must never stop a game
            return legal[0]

    def _choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        verbs = {a.verb for a in legal}
        hand = [parse_card(c) for c in view["hand"]]
        trump = SUIT_NAMES.index(view["trump"]) if view["trump"] else None
        if "stand" in verbs:
            return Action("beg" if beg_hand(hand, trump) else "stand")
        if "run" in verbs:
            return Action("give") if "give" in verbs and give_hand(hand, trump) else Action("run")
        if "bid" in verbs or ("pass" in verbs and len(legal) == 1):
            v = int(hand_value(hand, view.get("counters", "none")))
            bids = [a for a in legal if a.verb == "bid" and a.args[0] <= v]
            return max(bids, key=lambda a: a.args[0]) if bids else Action("pass")
        if "sell" in verbs:
            return Action("refuse" if hand_value(hand) >= view["bid"] else "sell")
        if "discard" in verbs:
            plain = [c for c in hand if c & 3 != trump] or hand
            return Action("discard", (min(plain, key=lambda c: (_rank(c) == 10, _rank(c))),))
        cards = [a.args[0] for a in legal]
        return PLAY[self._card(view, hand, cards, trump)]

    def _card(self, view: dict[str, Any], hand: list[int], cards: list[int], trump: int | None) -> int:
        trick = [parse_card(c) for _, c in view["trick"]]
        low = lambda c: (c & 3 == trump, _value(c), _rank(c))   # noqa: E731 - the card that counts least
        if not trick:
            if trump is None:                               # pitch: lead the best suit's top card
                best = max(range(4), key=lambda s: sum(_rank(c) for c in hand if c & 3 == s))
                return max(c for c in cards if c & 3 == best)
            tops = [c for c in cards if c & 3 == trump and _rank(c) >= 13]
            if tops:
                return max(tops)
            plain = [c for c in cards if c & 3 != trump and _value(c) < 10]
            return min(plain or cards, key=low)
        order = TrickOrder(trump, follow=SUIT_OR_TRUMP)
        names = SEAT_NAMES[view["players"]]
        seats = [p for p, _ in view["trick"]]
        win = order.winner(trick)
        me = names.index(view["seat"])
        partner_wins = view["players"] == 4 and names.index(seats[win]) % 2 == me % 2
        at_stake = sum(_value(c) for c in trick) + (10 if any(c & 3 == trump and _rank(c) == 11 for c in trick) else 0)
        winners = [c for c in cards if order.winner([*trick, c]) == len(trick)]
        if partner_wins:
            counting = [c for c in cards if c & 3 != trump and _value(c) > 0]
            return max(counting, key=_value) if counting else min(cards, key=low)
        if winners and (at_stake >= 4 or any(_rank(c) == 10 or (c & 3 == trump and _rank(c) == 11) for c in winners)):
            return min(winners, key=lambda c: (c & 3 == trump, _rank(c)))
        return min(cards, key=low)


def cinch_estimate(hand: Sequence[int], suit: int) -> int:
    """What a hand may make with ``suit`` trumps (Foster's cinch advice, 001 part 3 §C6): an ace
    with no Pedro is worth six (the partner likely holds a Pedro), A K Q eight; a Pedro held
    counts two (rarely saved unless guarded); each other counting trump one."""
    from .cinch import pedro_left
    ranks = {_rank(c) for c in hand if c & 3 == suit}
    pedros = (5 in ranks) + (pedro_left(suit) in hand)
    est = 6 if 14 in ranks else 0
    est += sum(1 for r in (13, 12) if r in ranks and 14 in ranks)
    est += 2 * pedros + sum(1 for r in (11, 10, 2) if r in ranks)
    if 14 not in ranks and pedros:
        est = min(est, 5)
    return est


class CinchBot(Bot):
    """Plays cinch and its variants (001 part 3 §C6 advice): bid by :func:`cinch_estimate`;
    name the best suit; discard every plain card (the custom the book notes); the dealer robs
    trumps first; call the best trump one lacks; lead the top trumps; give a partner who wins
    with a sure trump the best counting card; "cinch" a trick an adversary plays after by a
    trump above the five while the Pedros are out; otherwise play the least card."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            return self._choose(view, legal)
        except Exception:          # a heuristic must never stop a game
            return legal[0]

    def _choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        from .cinch import cinch_order, cinch_values
        verbs = {a.verb for a in legal}
        hand = [parse_card(c) for c in view["hand"]]
        if "bid" in verbs or ("pass" in verbs and len(legal) >= 1 and view["phase"] == "bid"):
            est = max(cinch_estimate(hand, s) for s in range(4))
            bids = [a for a in legal if a.verb == "bid" and a.args[0] <= est]
            return max(bids, key=lambda a: a.args[0]) if bids else Action("pass")
        if "leave" in verbs:
            return Action("take")
        if "trump" in verbs:
            best = max(range(4), key=lambda s: (cinch_estimate(hand, s), sum(1 for c in hand if c & 3 == s)))
            return Action("trump", (SUIT_NAMES[best],))
        trump = SUIT_NAMES.index(view["trump"]) if view.get("trump") else None
        order = cinch_order(trump) if trump is not None else None
        values = cinch_values(trump) if trump is not None else {}
        if "discard" in verbs or "done" in verbs:
            plain = [a for a in legal if a.verb == "discard" and not order.is_trump(a.args[0])]
            if plain:
                return plain[0]
            if "done" in verbs:
                return Action("done")
            return min((a for a in legal if a.verb == "discard"),
                       key=lambda a: (values.get(a.args[0], 0), order.rank[a.args[0]]))
        if "take" in verbs:
            return max(legal, key=lambda a: (order.is_trump(a.args[0]), values.get(a.args[0], 0),
                                             order.rank[a.args[0]]))
        if "call" in verbs:
            return max(legal, key=lambda a: (order.is_trump(a.args[0]), order.rank[a.args[0]]))
        cards = [a.args[0] for a in legal]
        return PLAY[self._card(view, cards, order, values)]

    def _card(self, view: dict[str, Any], cards: list[int], order, values: dict[int, int]) -> int:
        trick = [parse_card(c) for _, c in view["trick"]]
        seats = [p for p, _ in view["trick"]]
        n = view["players"]
        me = view["seat"]
        low = lambda c: (order.is_trump(c), values.get(c, 0), order.rank[c])   # noqa: E731
        trumps = [c for c in cards if order.is_trump(c)]
        if not trick:
            tops = [c for c in trumps if order.rank[c] >= order.rank[(14 - 2) * 4 + order.trump] - 4 * 2]
            if tops:
                return max(tops, key=lambda c: order.rank[c])
            plain = [c for c in cards if not order.is_trump(c)]
            return min(plain or cards, key=low)
        win = order.winner(trick)
        mate = self._partner(view, me, seats[win])
        best = trick[win]
        winners = [c for c in cards if order.winner([*trick, c]) == len(trick)]
        to_come = n - 1 - len(trick)
        if mate and order.is_trump(best) and order.rank[best] >= order.rank[(13 - 2) * 4 + order.trump]:
            counting = [c for c in cards if values.get(c, 0)]
            if counting:
                return max(counting, key=lambda c: values[c])
        at_stake = sum(values.get(c, 0) for c in trick)
        if not mate and winners and (at_stake or to_come):
            five = 12 + order.trump
            cinching = [c for c in winners if order.is_trump(c) and order.rank[c] > order.rank[five]]
            if to_come and cinching:
                return min(cinching, key=lambda c: order.rank[c])
            if at_stake:
                return min(winners, key=lambda c: (values.get(c, 0), order.rank[c]))
        return min(cards, key=low)

    @staticmethod
    def _partner(view: dict[str, Any], me: str, other: str) -> bool:
        if view.get("maker") and view.get("players") in (5, 6) and len(view.get("sides", [])) == view["players"]:
            pair = {view.get("maker"), view.get("partner")}
            return me in pair and other in pair
        sides = view.get("sides") or []
        for side in sides:
            if me in side.split("-") and other in side.split("-"):
                return True
        return False
