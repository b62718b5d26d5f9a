"""Rules of the bridge varieties that are pure computation (Foster 1914, 001 part 1 §4):
settlements among three players, the mechanical dummy declaration of bridge for three,
three-hand honours, king's bridge and reversi scoring, the duplicate-auction bonus, and the
seat rotations of pivot, king's and six-hand bridge.

The playable states call these functions; the seat rotations live in :mod:`.rotations`
(re-exported here).
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from ...mechanics.duplicate import bridge_to_the_score
from .rotations import kings_bridge_schedule, pivot_seatings, six_hand_rotation
from .scoring import AUCTION_VALUES, STRAIGHT_VALUES

__all__ = ["pairwise_settlement", "dummy_declaration", "three_hand_honours", "kings_bridge_score",
           "reversi_score", "duplicate_auction_bonus", "SUIT_RANK_STRAIGHT", "pivot_seatings",
           "kings_bridge_schedule", "six_hand_rotation", "kings_bridge_deal", "skat_settlement",
           "bridge_to_the_score"]

#: straight-bridge suit order by value, for ties in the dummy's declaration
SUIT_RANK_STRAIGHT = ("spades", "clubs", "diamonds", "hearts")


def pairwise_settlement(totals: Mapping[str, int]) -> tuple[dict[tuple[str, str], int], dict[str, int]]:
    """Each player wins or loses the difference of totals to each other player (three-hand
    auction §4.1; bridge for three §4.3). Returns ``{(loser, winner): amount}`` and the net per
    player (summing to zero)."""
    names = list(totals)
    pairs: dict[tuple[str, str], int] = {}
    net = dict.fromkeys(names, 0)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            d = totals[b] - totals[a]
            if d >= 0:
                pairs[(a, b)] = d
            else:
                pairs[(b, a)] = -d
            net[a] -= d
            net[b] += d
    return pairs, net


def _suit_name(s: int) -> str:
    return ("clubs", "diamonds", "hearts", "spades")[s]


def dummy_declaration(hand: Iterable[int]) -> str:
    """The dummy's declaration by the fixed schedule of bridge for three (§4.3): three or
    four aces, no-trump; otherwise the longest suit; equal length: the higher count of pips
    (ace 11, king, queen, jack, ten 10 each, others their face); still equal: the suit of
    higher value."""
    cards = list(hand)
    aces = sum(1 for c in cards if (c >> 2) + 2 == 14)
    if aces >= 3:
        return "notrump"

    def pips(s: int) -> int:
        return sum(11 if (c >> 2) + 2 == 14 else 10 if (c >> 2) + 2 >= 10 else (c >> 2) + 2
                   for c in cards if c & 3 == s)

    best = max(range(4), key=lambda s: (sum(1 for c in cards if c & 3 == s), pips(s),
                                        SUIT_RANK_STRAIGHT.index(_suit_name(s))))
    return _suit_name(best)


def three_hand_honours(denom: str, held: int, in_one_hand: bool = True) -> int:
    """Honours of one player at three-hand auction (§4.1), scored individually: one, two or
    three honours count that many tricks; four count eight, five count ten; at no-trump each
    ace 10, four aces in one hand 100."""
    if denom == "notrump":
        return 100 if held == 4 and in_one_hand else 10 * held
    v = AUCTION_VALUES[denom]
    return v * {0: 0, 1: 1, 2: 2, 3: 3, 4: 8, 5: 10}[held]


def kings_bridge_score(tricks: int, honours: int, won: bool, players: Sequence[str], dealer: str) -> dict[str, int]:
    """King's bridge (§4.12): a declaration made scores tricks and honours to the dealer; a
    declaration lost scores the same to each of the other three."""
    total = tricks + honours
    if won:
        return {p: (total if p == dealer else 0) for p in players}
    return {p: (0 if p == dealer else total) for p in players}


def reversi_score(denom: str, opponents_odd_tricks: int, honours_against: int = 0) -> tuple[int, int]:
    """Reversi bridge (§4.13): each side scores what the opponents take: the trick points of
    their odd tricks and the honours they hold. Returns (trick points, honour points)."""
    return opponents_odd_tricks * STRAIGHT_VALUES[denom], honours_against


def duplicate_auction_bonus(trick_points: int) -> int:
    """Duplicate auction (§4.2): 125 in the honour column for 30 or more trick points in one deal."""
    return 125 if trick_points >= 30 else 0


def kings_bridge_deal(net: int, dealer: int, players: int = 4) -> list[int]:
    """King's bridge (§4.12), plus scores only: ``net`` is the deal's tricks and honours as one
    signed sum for the dealer's side (the book writes them as one sum with plus or minus; our
    reading nets the two sides' points). Positive: the dealer scores it; negative: each of the
    other players scores its size. Returns the plus score per seat."""
    won = kings_bridge_score(abs(net), 0, net > 0, range(players), dealer)
    return [won[p] if net else 0 for p in range(players)]


def skat_settlement(scores: Sequence[int]) -> list[int]:
    """Balance a score sheet "as at skat" (001 part 4 §6.8): each player wins or loses the
    difference of scores to each other, i.e. ``n * own - total`` (the book's example: A -7,
    B +88, C +19 settle -121, +164, -43)."""
    total = sum(scores)
    return [len(scores) * s - total for s in scores]
