"""The hearts bot, from the seat's view only, following Foster's strategy section (1914, catalog
001_part4.md §2.13; the odds are :data:`DISCARD_TABLE`, the book's):

* leading: a heart only when it is low enough to be safe (the ♡5 alone wins about one time in
  four, the ♡4 hardly ever; the two and three never win against a heart below them); otherwise the
  plain suit whose lead is least likely to take a heart: a card some unseen card can beat, or a
  sure winner only while the book's table gives a heart discarded on that round seldom (its
  figure per 1,000 deals by the leader's length, at most :data:`SAFE_PER_1000`);
* following: the highest card that still loses the trick ("hold up": play the 10 or 9 of
  A 10 9 7 4 2, not the ace); forced to win, the highest when last to play and the trick is clean,
  else the lowest that wins;
* discarding: the black lady (or jack) first, then the highest heart unless the hearts held
  have a low guard (the ♡2 or ♡3); with a guard, K Q J of a plain suit go before K Q J 2 of
  hearts (§2.13);
* auction hearts (§2.6): bid for the suit it can best avoid (:func:`suit_value`), never more than
  that; name that suit;
* passing (black lady, §2.9): the black card, the ace and king of spades held short, then the
  highest hearts and the highest cards of the shortest suit.

The same rules play slobberhannes and polignac, with their cards that count (the ♣Q, the jacks).
"""

from __future__ import annotations

from typing import Any, Sequence

from ...bots import Bot
from ...cards import parse_card
from ...core.actions import Action
from ...mechanics.tricks import PLAY
from .state import CLUBS, HEARTS, SPADES, _c, penalty_values

__all__ = ["HeartsBot", "DISCARD_TABLE", "SAFE_PER_1000", "lead_risk", "suit_value", "best_suit"]

#: times in 1,000 deals a heart is discarded on a plain suit led, by round (1-3) and by the leader's
#: length (1-4, 5, 6, 7, 8): Foster 1914, catalog 001_part4.md §2.13 (oracle HT-table)
DISCARD_TABLE = {1: {4: 44, 5: 63, 6: 122, 7: 200, 8: 315},
                 2: {4: 358, 5: 430, 6: 659, 7: 857, 8: 1000},
                 3: {4: 842, 5: 1000, 6: 1000, 7: 1000, 8: 1000}}
#: the bot leads a sure winner only while the table's figure is at most this (round 1, up to 6 cards)
SAFE_PER_1000 = 125


def _rank(c: int) -> int:
    return (c >> 2) + 2


def table_figure(round_no: int, length: int) -> int:
    """The book's figure per 1,000 deals for a heart discarded on the ``round_no``-th round of a
    suit of which the leader holds ``length`` (1,000 beyond the third round or eight cards)."""
    if round_no > 3:
        return 1000
    return DISCARD_TABLE[round_no][min(8, max(4, length))]


def lead_risk(card: int, hand: Sequence[int], unseen: set[int], rounds_played: int, strength) -> float:
    """How likely leading ``card`` takes a heart (0..1, our scale): a heart lead by how many unseen
    hearts lie below it; a plain card that some unseen card of the suit beats, small; a sure
    winner, the book's table figure for this round and length."""
    s = card & 3
    higher = [u for u in unseen if u & 3 == s and strength(u) > strength(card)]
    if s == HEARTS:
        lower = sum(1 for u in unseen if u & 3 == HEARTS and strength(u) < strength(card))
        return 0.02 if lower == 0 and not higher else min(1.0, 0.1 + 0.15 * lower) if higher else 1.0
    if not any(u & 3 == s for u in unseen):
        return 0.9                                   # everyone else void: they discard on it
    if higher:
        return 0.01                                  # a card that can be beaten: seldom takes the trick
    length = sum(1 for c in hand if c & 3 == s)
    return table_figure(rounds_played + 1, length) / 1000


def suit_value(hand: Sequence[int], suit: int) -> int:
    """What the right to name ``suit`` as the one to avoid is worth to ``hand``, in counters (our
    scale, fitted to the first bid of the book's example, §2.6: 25 for ♡A K 8 with six clubs to the
    jack and ♢K 4 ♠7 3, naming clubs; it rates the later hands of the example below the book's 26
    and 27): 12, and 3 for each card of the suit
    below the eight, 2 for each other suit void or a singleton, less 2 for each card of the suit
    above the ten."""
    held = [c for c in hand if c & 3 == suit]
    low = sum(1 for c in held if _rank(c) < 8)
    high = sum(1 for c in held if _rank(c) > 10)
    short = sum(1 for s in range(4) if s != suit and sum(1 for c in hand if c & 3 == s) <= 1)
    return max(0, 12 + 3 * low + 2 * short - 2 * high)


def best_suit(hand: Sequence[int]) -> int:
    """The suit the bot names to be avoided: the one :func:`suit_value` rates highest (hearts on a tie)."""
    return max(range(4), key=lambda s: (suit_value(hand, s), s == HEARTS))


class HeartsBot(Bot):
    """Plays hearts and its family by the book's advice (module docstring)."""

    name = "book"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        hand = [parse_card(c) for c in view["hand"]]
        values = penalty_values(view["penalty"])
        if view["penalty"] == "slobberhannes":
            values = {_c(12, CLUBS): 1}
        verbs = {a.verb for a in legal}
        if "bid" in verbs or (verbs == {"pass"} and not legal[0].args):
            return self._bid(hand, legal)
        if "name" in verbs:
            return Action("name", (("clubs", "diamonds", "hearts", "spades")[best_suit(hand)],))
        if view.get("taboo") and view["penalty"] == "hearts" and view.get("settlement") == "sweepstake":
            t = ("clubs", "diamonds", "hearts", "spades").index(view["taboo"])
            values = {_c(r, t): 1 for r in range(2, 15)}
        if legal[0].verb == "pass":
            return Action("pass", (self._pass(hand, values),))
        cards = [a.args[0] for a in legal]
        return PLAY[self._play(view, hand, cards, values)]

    @staticmethod
    def _bid(hand: list[int], legal: Sequence[Action]) -> Action:
        """Auction hearts (§2.6): bid what the safest suit is worth (:func:`suit_value`), if more than
        the best bid so far; the book's example rejects a theoretical 130 for about 25."""
        v = suit_value(hand, best_suit(hand))
        bids = [a for a in legal if a.verb == "bid" and a.args[0] == v]
        return bids[0] if bids else Action("pass")            # one bid each: bid the value or pass

    @staticmethod
    def _strength(view: dict[str, Any]):
        if view.get("french_order"):
            order = {13: 14, 12: 13, 11: 12, 14: 11}
            return lambda c: order.get(_rank(c), _rank(c))
        return _rank

    def _pass(self, hand: list[int], values: dict[int, int]) -> int:
        spades = [c for c in hand if c & 3 == SPADES]
        black = [c for c in hand if values.get(c, 0) > 1]
        if black and len(spades) <= 4:
            return black[0]
        if len(spades) <= 3:
            tops = [c for c in spades if _rank(c) >= 13]
            if tops:
                return max(tops)
        hearts = [c for c in hand if c & 3 == HEARTS and _rank(c) >= 10]
        if hearts:
            return max(hearts)
        plain = [c for c in hand if values.get(c, 0) == 0] or hand
        by_len = {s: sum(1 for c in hand if c & 3 == s) for s in range(4)}
        return max(plain, key=lambda c: (_rank(c) >= 11, -by_len[c & 3], _rank(c)))

    def _play(self, view: dict[str, Any], hand: list[int], cards: list[int], values: dict[int, int]) -> int:
        strength = self._strength(view)
        trick = [parse_card(c) for _, c in view["trick"]]
        played = {parse_card(c) for t in view["played"] for _, c in t}
        low_rank = 7 if view.get("short_pack") else 2
        pack = {c for c in range(52) if _rank(c) >= low_rank}
        unseen = pack - played - set(hand) - set(trick)
        if not trick:
            rounds = {s: sum(1 for t in view["played"] if parse_card(t[0][1]) & 3 == s) for s in range(4)}
            return min(cards, key=lambda c: (lead_risk(c, hand, unseen, rounds[c & 3], strength),
                                             strength(c)))
        led = trick[0] & 3
        best = max((c for c in trick if c & 3 == led), key=strength)
        following = [c for c in cards if c & 3 == led]
        if following:
            losers = [c for c in following if strength(c) < strength(best)]
            if losers:
                return max(losers, key=strength)
            last = len(trick) == view["players"] - 1 - (1 if view["players"] == 7 else 0)
            clean = not any(values.get(c, 0) for c in trick)
            if last and clean:
                return max(following, key=lambda c: (values.get(c, 0) == 0, strength(c)))
            return min(following, key=lambda c: (values.get(c, 0), strength(c)))
        # void: discard (§2.13)
        heavy = [c for c in cards if values.get(c, 0) > 1]
        if heavy:
            return max(heavy, key=lambda c: values[c])
        hearts = [c for c in cards if values.get(c, 0)]
        guarded = any(strength(c) <= 3 + (low_rank - 2) for c in hearts)
        plain = [c for c in cards if not values.get(c, 0)]
        if hearts and (not guarded or not plain):
            return max(hearts, key=strength)
        return max(plain or cards, key=strength)
