"""A heuristic whist bot following Foster's suggestions for good play (001 part 1 §5.9-5.10):
trump leads with five or more trumps; the longest suit otherwise, with the book's
high-card leads (K from A K or K Q, Q from Q J 10, A from five or more, else the fourth
best); return partner's suit (higher of two left, lowest of three or more); second hand
low; third hand high but no higher than needed, using Foster's rule of eleven; fourth
hand wins as cheaply as possible; discard from the weakest suit.

It reads only the seat's view (its hand, the trick, trumps, and the tricks it has seen
played, ``view["played"]``), so it is a fair player. It lives with the bots rather than in the
whist family because the bridge family's bot plays its cards the same way
(``hoyle.games.whist.bots`` offers it to the whist games).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..cards import parse_card
from ..core.actions import Action
from ..mechanics.tricks import PLAY, parse_suit
from . import Bot

__all__ = ["WhistBot", "rule_of_eleven", "choose_lead"]

_SEATS = ("N", "E", "S", "W")


def rule_of_eleven(led_rank: int, higher_seen: Sequence[int]) -> int:
    """Foster's rule of eleven (1881): cards higher than a fourth-best lead of rank
    ``led_rank`` held by the hands other than the leader's = 11 - rank; less the ones
    ``higher_seen`` (your own and any others in view) gives how many the unseen hand holds.

    Raises ValueError for a rank outside 2..10 (the rule is for non-honour leads)."""
    if not 2 <= led_rank <= 10:
        raise ValueError("the rule of eleven applies to a lead of 2 to 10")
    return 11 - led_rank - sum(1 for r in higher_seen if r > led_rank)


def _rank(c: int) -> int:
    return (c >> 2) + 2


def choose_lead(hand: Sequence[int], trump: int | None) -> int:
    """The opening lead the book's rules give for ``hand`` (cards as ints)."""
    suits: dict[int, list[int]] = {0: [], 1: [], 2: [], 3: []}
    for c in hand:
        suits[c & 3].append(c)
    for s in suits:
        suits[s].sort(reverse=True)
    if trump is not None and len(suits[trump]) >= 5:
        return _lead_from(suits[trump])
    plain = [s for s in suits if s != trump and suits[s]]
    if not plain:
        return _lead_from(suits[trump])
    longest = max(len(suits[s]) for s in plain)
    # the longest suit, unless a suit one card shorter (of four or more) is much stronger
    cands = [s for s in plain if len(suits[s]) >= max(4, longest - 1)] or \
        [s for s in plain if len(suits[s]) == longest]
    best = max(cands, key=lambda s: (2 * len(suits[s]) + _strength(suits[s]), len(suits[s])))
    return _lead_from(suits[best])


def _strength(cards: Sequence[int]) -> int:
    """Weight of the high cards: 9 = 1, 10 = 2, J = 3, Q = 4, K = 5, A = 6."""
    return sum(max(0, _rank(c) - 8) for c in cards)


def _lead_from(cards: Sequence[int]) -> int:
    """cards: one suit, highest first."""
    r = [_rank(c) for c in cards]
    n = len(cards)
    if n >= 2 and r[0] == 14 and r[1] == 13:
        return cards[1] if n <= 4 else cards[0]        # K from A K x (A with length)
    if n >= 2 and r[0] == 13 and r[1] == 12:
        if n >= 5 and n > 2 and r[2] == 11:
            return cards[2]                              # J from K Q J + two or more
        return cards[0]                                  # K from K Q
    if n >= 3 and r[0] == 12 and r[1] == 11 and r[2] == 10:
        return cards[0]                                  # Q from Q J 10
    if r[0] == 14 and n >= 5:
        return cards[0]                                  # A from five or more
    if n >= 4:
        return cards[3]                                  # fourth best
    if n <= 2 and r[0] < 13:
        return cards[0]                                  # short suit: the highest
    return cards[-1]


class WhistBot(Bot):
    """Heuristic whist bot (see the module docstring)."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        cards = [a.args[0] for a in legal if a.verb == "play"]
        if not cards:
            if any(a.verb == "declare" for a in legal):
                return self._declare(view, legal)
            if any(a.verb == "grand" for a in legal):        # Norwegian whist
                hand = [parse_card(x) for x in view.get("hand") or []]
                high = sum(max(0, (c >> 2) + 2 - 10) for c in hand)
                if high >= 14:
                    return Action("grand")
                if high <= 4:
                    return Action("nullo")
                return Action("pass")
            return legal[0]
        if len(cards) == 1:
            return legal[0]
        try:
            c = self._card(view, cards)
        except Exception:  # a heuristic must never crash a game
            c = min(cards, key=_rank)
        return PLAY[c]

    def _card(self, view: dict[str, Any], cards: list[int]) -> int:
        trump = parse_suit(view.get("trump")) if view.get("trump") else None
        me = view["seat"]
        hand = [parse_card(x) for x in view["hand"]]
        pf = view.get("playing_for")
        if pf and pf != me and pf in (view.get("dummy_hands") or {}):
            me = pf
            hand = [parse_card(x) for x in view["dummy_hands"][pf]]
        trick = [(seat, parse_card(c)) for seat, c in view["trick"]]
        partner = _SEATS[(_SEATS.index(me) + 2) % 4] if me in _SEATS else None
        if not trick:
            return self._lead(view, hand, cards, trump, partner)
        led = trick[0][1] & 3
        win_pos = 0
        best = trick[0][1]
        for i, (_, c) in enumerate(trick[1:], 1):
            if (c & 3) == (best & 3):
                if c > best:
                    win_pos, best = i, c
            elif (c & 3) == trump:
                win_pos, best = i, c
        partner_winning = trick[win_pos][0] == partner
        following = [c for c in cards if c & 3 == led]
        pos = len(trick)  # 1 = second hand, 2 = third, 3 = fourth
        beats = [c for c in cards if self._beats(c, best, trump)]
        if following:
            if pos == 1:                                        # second hand low
                return min(following, key=_rank)
            if partner_winning:
                if pos == 3 or _rank(best) >= 11 or self._eleven_safe(trick, hand, led, view):
                    return min(following, key=_rank)
            if beats:
                return self._cheapest_winner(beats, hand)       # third hand high, but cheaply
            return min(following, key=_rank)
        # void in the suit led
        if partner_winning and (pos == 3 or _rank(best) >= 12):
            return self._discard(cards, trump)
        trumps = [c for c in beats if c & 3 == trump]
        if trumps:
            return min(trumps, key=_rank)
        return self._discard(cards, trump)

    @staticmethod
    def _declare(view: dict[str, Any], legal: Sequence[Action]) -> Action:
        """Name trumps (cayenne): grand with three aces, else the longest suit; leave it to
        partner with a weak hand when allowed."""
        hand = [parse_card(x) for x in view.get("hand") or []]
        aces = sum(1 for c in hand if c >> 2 == 12)
        options = {a.args[0]: a for a in legal if a.verb == "declare"}
        if aces >= 3 and "grand" in options:
            return options["grand"]
        count = {s: sum(1 for c in hand if c & 3 == s) for s in range(4)}
        best = max(count, key=lambda s: (count[s], s))
        honours = sum(1 for c in hand if (c >> 2) + 2 >= 11)
        passing = next((a for a in legal if a.verb == "pass"), None)
        if passing is not None and (count[best] < 5 and honours < 4):
            return passing
        name = ("clubs", "diamonds", "hearts", "spades")[best]
        return options.get(name, legal[0])

    @staticmethod
    def _beats(c: int, best: int, trump: int | None) -> bool:
        if (c & 3) == (best & 3):
            return c > best
        return (c & 3) == trump

    @staticmethod
    def _cheapest_winner(beats: list[int], hand: list[int]) -> int:
        # the lowest of the winning card's sequence
        low = min(beats, key=_rank)
        return low

    def _eleven_safe(self, trick, hand, led, view) -> bool:
        lead_card = trick[0][1]
        r = _rank(lead_card)
        if not 2 <= r <= 10 or len(trick) != 2:
            return False
        seen = [_rank(c) for c in hand if c & 3 == led]
        seen += [_rank(c) for _, c in trick[1:] if c & 3 == led]
        for t in view.get("played", []):
            seen += [_rank(parse_card(c)) for _, c in t if parse_card(c) & 3 == led]
        return rule_of_eleven(r, seen) <= 0

    @staticmethod
    def _discard(cards: list[int], trump: int | None) -> int:
        plain = [c for c in cards if c & 3 != trump] or cards
        by: dict[int, list[int]] = {}
        for c in plain:
            by.setdefault(c & 3, []).append(c)
        weakest = min(by, key=lambda s: (sum(max(0, _rank(c) - 10) for c in by[s]), len(by[s])))
        return min(by[weakest], key=_rank)

    def _lead(self, view, hand, cards, trump, partner) -> int:
        # return partner's first-led suit: higher of two remaining, lowest of three or more
        played = view.get("played", [])
        for t in played:
            if t and t[0][0] == partner:
                s = parse_card(t[0][1]) & 3
                if s != trump:
                    mine = sorted((c for c in cards if c & 3 == s), reverse=True)
                    if mine:
                        return mine[0] if len(mine) <= 2 else mine[-1]
                break
        if len(hand) == 13 or not played:
            c = choose_lead(cards, trump)
            if c in cards:
                return c
        suits: dict[int, list[int]] = {}
        for c in cards:
            suits.setdefault(c & 3, []).append(c)
        s = max(suits, key=lambda k: (len(suits[k]), k != trump))
        return _lead_from(sorted(suits[s], reverse=True))
