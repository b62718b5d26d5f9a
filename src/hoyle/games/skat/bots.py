"""The skat bot, from the seat's view only, bidding by the book's valuation (Foster 1914, catalog
001_part4.md §6.5, §6.7, §6.10):

* valuation (:func:`hand_games`): each game the hand can play and its value by laws 1-2 — a solo
  with six trumps (five with two jacks) and strength enough (:func:`winners`: trumps, side aces,
  guarded tens, voids), a tourné with five and two jacks and strength, a grand with two jacks
  and two good suits or with four aces (§6.10), a null only with the seven of every suit held
  and no card above the ten in a suit of one or two (§6.10: "never bid null without the 7 of your
  long suit"); matadors with or without counted from the hand;
* bidding: up to the best value, never beyond (an overbid loses the next multiple, law 61);
* laying away (§6.10): unguarded tens first, then the counting cards of the shortest plain suit;
* the play (§6.10): the player leads trumps while he has them, then his aces; the opponents
  fatten (schmieren) a trick their partner is winning with a ten or an ace, else play low;
  any seat wins a trick as cheaply as it can when it is to be won.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...bots import Bot
from ...cards import parse_card
from ...core.actions import Action
from .state import (CARD_POINTS, GRAND, GRAND_BASE, JACK, SOLO, TOURNE, card_of, game_value, matadors,
                    skat_order)

__all__ = ["SkatBot", "hand_games", "best_game", "bid_limit", "winners"]

_SUITS = {"clubs": 0, "diamonds": 1, "hearts": 2, "spades": 3, "grand": GRAND}


def _rank(c: int) -> int:
    return (c >> 2) + 2


def _jacks(hand) -> int:
    return sum(1 for c in hand if _rank(c) == JACK)


def winners(hand: Sequence[int], trump: int) -> float:
    """A rough count of the tricks-and-points strength of ``hand`` with ``trump`` (our scale, after
    §6.10): a trump 1 (a jack 1.25), a side ace 1, a side ten with its ace 0.75, a side ten alone
    0.25; a void side suit 0.5."""
    total = 0.0
    for c in hand:
        r, s = _rank(c), c & 3
        if r == JACK:
            total += 1.25
        elif s == trump:
            total += 1
        elif r == 14:
            total += 1
        elif r == 10:
            total += 0.75 if card_of(14, s) in hand else 0.25
    for s in range(4):
        if s != trump and not any(c & 3 == s and _rank(c) != JACK for c in hand):
            total += 0.5
    return total


def hand_games(hand: Sequence[int]) -> dict[str, int]:
    """The games ``hand`` (ten cards) can bid by the book's valuation, each with its value (laws
    1-2, matadors from the hand alone): keys ``solo-<suit>``, ``tourne-<suit>``, ``solo-grand``,
    ``null``."""
    out: dict[str, int] = {}
    j = _jacks(hand)
    aces = [c for c in hand if _rank(c) == 14]
    for s in range(4):
        plain = [c for c in hand if c & 3 == s and _rank(c) != JACK]
        trumps = j + len(plain)
        name = ("clubs", "diamonds", "hearts", "spades")[s]
        m = matadors(hand, s)
        w = winners(hand, s)
        if trumps >= 6 and w >= 7.5 or (trumps >= 5 and j >= 2 and w >= 8):
            out[f"solo-{name}"] = game_value(SOLO[s], m)
        if trumps >= 5 and j >= 2 and w >= 7:
            out[f"tourne-{name}"] = game_value(TOURNE[s], m)
    good = 0
    for s in range(4):
        suit = [c for c in hand if c & 3 == s and _rank(c) != JACK]
        ranks = {_rank(c) for c in suit}
        if 14 in ranks and (10 in ranks or len(suit) >= 4):
            good += 1
    if (j >= 2 and good >= 2) or (len(aces) >= 4) or (j >= 3 and good >= 1):
        out["solo-grand"] = game_value(GRAND_BASE["solo"], matadors(hand, GRAND))
    safe = True
    for s in range(4):
        suit = [_rank(c) for c in hand if c & 3 == s]
        if suit and (7 not in suit or (len(suit) <= 2 and max(suit) > 10) or max(suit) == 14 and len(suit) < 4):
            safe = False
    if safe:
        out["null"] = 20
    return out


def best_game(hand: Sequence[int]) -> tuple[str, int] | None:
    games = hand_games(hand)
    if not games:
        return None
    g = max(games, key=lambda k: (games[k], k.startswith("solo")))
    return g, games[g]


def bid_limit(hand: Sequence[int]) -> int:
    """The highest bid the hand justifies (0: none)."""
    b = best_game(hand)
    return b[1] if b else 0


def _order_for(view: dict[str, Any]):
    t = view.get("trump")
    if view.get("null"):
        return skat_order(None, True)
    return skat_order(_SUITS[t] if t else GRAND)


class SkatBot(Bot):
    """Bids, declares, lays away and plays by the book (module docstring)."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        hand = [parse_card(c) for c in view["hand"] or []]
        verbs = {a.verb for a in legal}
        ph = view["phase"]
        if ph == "bid":
            limit = bid_limit(hand)
            bids = [a for a in legal if a.verb == "bid"]
            if bids:
                lo = bids[0].args[0]
                return bids[0] if lo <= limit else Action("pass")
            if "hold" in verbs:
                return Action("hold") if max(view["bid"], 10) <= limit else Action("pass")
            return legal[0]
        if ph == "declare":
            return self._declare(view, hand, legal)
        if ph == "turn":
            if "grand" in verbs and _jacks(hand) + 1 >= 3:
                return Action("grand")
            return Action("accept")
        if ph == "discard":
            return Action("discard", (self._lay_away(view, hand),))
        return self._play(view, hand, legal)

    def _declare(self, view, hand, legal) -> Action:
        names = {str(a.args[0]): a for a in legal}
        games = hand_games(hand)
        bid = view["bid"]
        if view["american"]:
            best = max(games.items(), key=lambda kv: kv[1], default=None)
            if best:
                key = best[0].replace("solo-", "").replace("tourne-", "")
                if key in names:
                    return names[key]
            s = max(range(4), key=lambda s: sum(1 for c in hand if c & 3 == s or _rank(c) == JACK))
            return names[("clubs", "diamonds", "hearts", "spades")[s]]
        solos = {k: v for k, v in games.items() if k.startswith("solo") or k == "null"}
        fit = [k for k, v in sorted(solos.items(), key=lambda kv: -kv[1]) if v >= bid and k in names]
        if fit:
            return names[fit[0]]
        return names["tourne"]

    def _lay_away(self, view, hand) -> int:
        t = view.get("trump")
        trump = _SUITS[t] if t else None
        if view.get("null"):
            return max(hand, key=lambda c: _rank(c))
        plain = [c for c in hand if _rank(c) != JACK and (trump is None or c & 3 != trump)]
        if not plain:
            return min(hand, key=lambda c: CARD_POINTS.get(c, 0))
        for c in plain:                                   # §6.10: an unguarded ten
            if _rank(c) == 10 and card_of(14, c & 3) not in hand:
                return c
        counts = {s: sum(1 for c in plain if c & 3 == s) for s in range(4)}
        short = min((s for s in counts if counts[s]), key=lambda s: (counts[s], s))
        cards = [c for c in plain if c & 3 == short and _rank(c) != 14]
        if cards:
            return max(cards, key=lambda c: CARD_POINTS.get(c, 0))
        return min(plain, key=lambda c: CARD_POINTS.get(c, 0))

    def _play(self, view, hand, legal) -> Action:
        plays = [a for a in legal if a.verb == "play"]
        if not plays:
            return legal[0]
        order = _order_for(view)
        cards = [a.args[0] for a in plays]
        me = view["seat"]
        player = view["player"]
        trick = view["trick"]
        pts = CARD_POINTS.get
        def strength(c):
            return (order.is_trump(c), order.rank[c])
        if view.get("null"):
            if not trick:
                return Action("play", (min(cards, key=_rank),))
            best = parse_card(trick[order.winner([parse_card(c) for _, c in trick])][1])
            under = [c for c in cards if not order.beats(c, best)]
            return Action("play", (max(under, key=_rank) if under else min(cards, key=_rank),))
        if not trick:
            if me == player:
                trumps = [c for c in cards if order.is_trump(c)]
                if trumps:
                    return Action("play", (max(trumps, key=strength),))
                aces = [c for c in cards if _rank(c) == 14]
                if aces:
                    return Action("play", (aces[0],))
            return Action("play", (min(cards, key=lambda c: (pts(c, 0), strength(c))),))
        played = [parse_card(c) for _, c in trick]
        w = order.winner(played)
        best = played[w]
        winner_seat = trick[w][0]
        partner_wins = player is not None and me != player and winner_seat != player
        if partner_wins and (len(trick) == 2 or order.is_trump(best)):
            fat = [c for c in cards if not order.is_trump(c)] or cards
            return Action("play", (max(fat, key=lambda c: pts(c, 0)),))     # §6.10: schmieren
        winners = [c for c in cards if order.beats(c, best)]
        if winners:
            return Action("play", (min(winners, key=strength),))
        return Action("play", (min(cards, key=lambda c: (pts(c, 0), strength(c))),))
