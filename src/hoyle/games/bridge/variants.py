"""Rules of the bridge varieties that are pure computation (Foster 1914, 001 part 1 §4):
settlements among three players, the mechanical dummy declaration of bridge for three,
three-hand honours, king's bridge and reversi scoring, the duplicate-auction bonus, and the
seat rotations of pivot, king's and six-hand bridge.

The playable states of these varieties are not yet written (see the report); these
functions carry the book's numbers and are what such states will call.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from .scoring import AUCTION_VALUES, STRAIGHT_VALUES

__all__ = ["pairwise_settlement", "dummy_declaration", "three_hand_honours", "kings_bridge_score",
           "reversi_score", "duplicate_auction_bonus", "SUIT_RANK_STRAIGHT", "pivot_seatings",
           "kings_bridge_schedule", "six_hand_rotation"]

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


def pivot_seatings(players: Sequence[str], rubbers: int = 3) -> list[tuple[str, str, str, str]]:
    """Pivot bridge (§4.6): the seats, clockwise from the first dealer, for each rubber. The
    first dealer keeps her seat; after each rubber the player on her left walks behind her to
    her right, the other two moving up one seat each; so in three rubbers she (and everyone)
    has partnered each of the others once.

    Raises ValueError unless there are four distinct players."""
    if len(players) != 4 or len(set(players)) != 4:
        raise ValueError("pivot bridge needs four different players")
    fixed, left, opposite, right = players
    out = []
    for _ in range(rubbers):
        out.append((fixed, left, opposite, right))
        # left -> right seat; right -> opposite; opposite -> left
        left, opposite, right = opposite, right, left
    return out


def kings_bridge_schedule(players: Sequence[str], deals_per_partner: int = 4,
                          deals: int = 12) -> list[tuple[str, str, str, str]]:
    """King's bridge (§4.12): the pivot movement by deals: one player fixed, each of the
    others partners him for ``deals_per_partner`` deals in turn (the book: four deals each,
    twelve deals in all). One seating (clockwise from the fixed player) per deal."""
    if deals_per_partner < 1 or deals < 1:
        raise ValueError("the number of deals must be positive")
    rubbers = -(-deals // deals_per_partner)
    seats = pivot_seatings(players, max(rubbers, 1))
    return [seats[(d // deals_per_partner) % 3] for d in range(deals)]


def six_hand_rotation(positions: Mapping[int, str]) -> dict[int, str]:
    """Six-hand bridge (§4.9): after each deal the players at positions 6, 5, 4, 3, 2 move to
    5, 4, 3, 2, 1 and the player at 1 goes to 6. (The book's list omits 5 -> 4, a misprint the
    catalog flags; it is restored here, as no other reading keeps one player per position.)

    Raises ValueError unless positions 1-6 are all given."""
    if sorted(positions) != [1, 2, 3, 4, 5, 6]:
        raise ValueError("six-hand bridge has positions 1 to 6")
    return {(p - 2) % 6 + 1: who for p, who in positions.items()}
