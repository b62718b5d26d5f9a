"""A heuristic whist bot following Foster's suggestions for good play (001 part 1 §5.9-5.10):
trump leads by his rules for the beginner (five or more trumps; four with an established suit
and a re-entry; three or fewer when very strong in every plain suit); the longest suit
otherwise, with the book's
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

__all__ = ["WhistBot", "AmericanGameBot", "rule_of_eleven", "choose_lead"]

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


def _top(cards: Sequence[int], n: int) -> list[int]:
    return [_rank(c) for c in cards[:n]]


def _established(cards: Sequence[int]) -> bool:
    """A plain suit that will run: four or more headed by A K Q (our reading of Foster's
    "established suit", 001 part 1 §5.10)."""
    return len(cards) >= 4 and _top(cards, 3) == [14, 13, 12]


def _re_entry(cards: Sequence[int]) -> bool:
    """Foster §5.10: a card almost sure to win a trick, an ace or a guarded king."""
    r = [_rank(c) for c in cards]
    return 14 in r or (13 in r and len(r) >= 2)


def _strong(cards: Sequence[int]) -> bool:
    """A very strong plain suit (hand 2 of §5.10: A K x, K Q 10 9, A Q x): two of the three
    top honours, the ace or the king among them."""
    r = {_rank(c) for c in cards}
    return len(r & {14, 13, 12}) >= 2 and bool(r & {14, 13})


def _foster_leads_trumps(suits: dict[int, list[int]], trump: int) -> bool:
    """Foster's rules for leading trumps (001 part 1 §5.10, grep "Имея пять или более
    козырей"): five or more, always; exactly four, with an established suit and a re-entry card
    in another suit; three or fewer, only when very strong in every plain suit."""
    t = len(suits[trump])
    plain = [s for s in suits if s != trump]
    if t >= 5:
        return True
    if t == 4:
        return any(_established(suits[s]) and any(_re_entry(suits[o]) for o in plain if o != s)
                   for s in plain)
    return t > 0 and all(suits[s] and _strong(suits[s]) for s in plain)


def choose_lead(hand: Sequence[int], trump: int | None, style: str = "foster") -> int:
    """The opening lead the book gives for ``hand`` (cards as ints; ``trump`` a suit 0-3 or
    None for no trumps).

    ``style="foster"``: Foster's rules for the beginner (001 part 1 §5.10; his hands 1-10):
    trumps by :func:`_foster_leads_trumps`, otherwise the longest suit. ``style="ward"``: the
    "American game" as Capt. H. H. Ward put it (Whist, May 1906, quoted in §5.10; hands 11-16),
    see :func:`_ward_lead`."""
    suits: dict[int, list[int]] = {0: [], 1: [], 2: [], 3: []}
    for c in hand:
        suits[c & 3].append(c)
    for s in suits:
        suits[s].sort(reverse=True)
    if style == "ward" and trump is not None:
        c = _ward_lead(suits, trump)
        if c is not None:
            return c
    if trump is not None and suits[trump] and _foster_leads_trumps(suits, trump):
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


def _one_honour(cards: Sequence[int]) -> bool:
    """A suit headed by one honour: its top card A K Q or J, the next card below the 10."""
    r = _top(cards, 2)
    return r[0] >= 11 and (len(r) < 2 or r[1] < 10)


def _low_or_intermediate(cards: Sequence[int]) -> int:
    """Ward: opening a suit with one honour, the lowest card shows an honour of queen or
    better, an intermediate card (the second lowest) denies one."""
    return cards[-1] if _rank(cards[0]) >= 12 else cards[-2]


def _ward_lead(suits: dict[int, list[int]], trump: int) -> int | None:
    """Ward's first leads (the American game, §5.10, grep "Ниже приводится краткий очерк
    американской игры"), or None where his rules leave it to the long-suit game.

    Five trumps: trumps, unless a five-card plain suit needs help (is not headed by A K).
    Four trumps: a plain suit of five or more; else a four-card suit not headed by one
    honour; else a short suit of two without an honour (its top card); else, with three
    three-card suits, one headed by two touching honours (its top) or a trump; else the
    one-honour four-card suit, low or intermediate. Three trumps or fewer: a good long suit
    (A K, K Q or Q J and more); a five-card suit with two honours not in sequence when
    another suit holds an ace (its lowest card); else a short suit of two (its top)."""
    t = suits[trump]
    plain = [s for s in suits if s != trump and suits[s]]
    if not plain:
        return None
    longest = max(plain, key=lambda s: (len(suits[s]), _strength(suits[s])))
    long_cards = suits[longest]
    if len(t) >= 5:
        if len(long_cards) >= 5 and _top(long_cards, 2) != [14, 13]:
            return _lead_from(long_cards)
        return _lead_from(t)
    doubletons = [s for s in plain if len(suits[s]) == 2 and _rank(suits[s][0]) < 11]
    if len(t) == 4:
        if len(long_cards) >= 5:
            return _lead_from(long_cards)
        fours = [s for s in plain if len(suits[s]) == 4]
        good = [s for s in fours if not _one_honour(suits[s])]
        if good:
            return _lead_from(suits[max(good, key=lambda s: _strength(suits[s]))])
        if doubletons:
            return suits[doubletons[0]][0]
        if not fours:                      # four trumps and three three-card suits
            seq = [s for s in plain if len(suits[s]) == 3 and _rank(suits[s][0]) >= 11
                   and _rank(suits[s][0]) - _rank(suits[s][1]) == 1]
            return suits[seq[0]][0] if seq else _lead_from(t)
        return _low_or_intermediate(suits[fours[0]])
    # three trumps or fewer
    r = _top(long_cards, 2)
    if len(long_cards) >= 5 and r in ([14, 13], [13, 12], [12, 11]):
        return _lead_from(long_cards)
    honours = [x for x in (_rank(c) for c in long_cards) if x >= 11]
    if (len(long_cards) >= 5 and len(honours) >= 2 and honours[0] - honours[1] > 1
            and any(_rank(suits[o][0]) == 14 for o in plain if o != longest)):
        return long_cards[-1]
    if doubletons:
        return suits[doubletons[0]][0]
    return None


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
    #: the opening leads: Foster's rules (``"foster"``) or Ward's American game (``"ward"``)
    lead_style = "foster"

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
            c = choose_lead(cards, trump, self.lead_style)
            if c in cards:
                return c
        suits: dict[int, list[int]] = {}
        for c in cards:
            suits.setdefault(c & 3, []).append(c)
        s = max(suits, key=lambda k: (len(suits[k]), k != trump))
        return _lead_from(sorted(suits[s], reverse=True))


class AmericanGameBot(WhistBot):
    """The whist bot opening as Capt. Ward's American game does (001 part 1 §5.10): the first
    lead shows the hand's character (short-suit and trump openings), the rest as the whist bot."""

    name = "american-game"
    lead_style = "ward"
