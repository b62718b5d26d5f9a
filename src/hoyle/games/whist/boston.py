"""Boston: the bids and the payment tables (Foster 1914, 001 part 2 §11), in white counters
(1 red = 10 white, 1 blue = 100 white).

Only the settlement is here so far (the tables are test oracles O34-O43); the playable
Boston deal (preference suits, little misère's discard, the pools over twelve deals) is
not yet written, so no Boston game is registered.
"""

from __future__ import annotations

__all__ = ["BID_ORDER", "SUCCESS", "SUCCESS_AMERICAN", "FAILURE", "FAILURE_AMERICAN", "MISERE",
           "success", "failure", "revoke_by_bidder", "revoke_by_opponent", "misere_partout"]

#: the bids, lowest first (L1348-1361)
BID_ORDER = ("5", "6", "7", "little-misere", "8", "9", "grand-misere", "10", "11", "little-spread",
             "12", "grand-spread", "13")

#: O36: paid by each opponent for success, English scale: bid -> [taken 5..13] (None = impossible)
SUCCESS = {
    5: [12, 12, 13, 13, 14, 14, 14, 15, 15],
    6: [None, 15, 16, 16, 17, 18, 19, 20, 20],
    7: [None, None, 18, 20, 21, 22, 23, 24, 26],
    8: [None, None, None, 23, 24, 26, 28, 29, 31],
    9: [None, None, None, None, 32, 34, 36, 39, 41],
    10: [None] * 5 + [42, 45, 48, 52],
    11: [None] * 6 + [63, 68, 72],
    12: [None] * 7 + [106, 114],
    13: [None] * 8 + [166],
}
#: O37: the American scale, no pay for over-tricks: bid 5..13
SUCCESS_AMERICAN = {5: 10, 6: 15, 7: 20, 8: 25, 9: 35, 10: 45, 11: 65, 12: 105, 13: 170}
#: O38: paid to each opponent for failure, English scale: bid -> [short by 1..]
FAILURE = {
    5: [11, 21, 31, 41, 50],
    6: [15, 24, 35, 45, 55, 66],
    7: [19, 29, 40, 50, 60, 72, 82],
    8: [23, 34, 46, 56, 67, 78, 89, 110],
    9: [33, 44, 57, 68, 82, 92, 103, 115, 127],
    10: [44, 56, 70, 82, 94, 107, 119, 132, 145, 157],
    11: [67, 80, 95, 109, 123, 138, 151, 165, 180, 194, 208],
    12: [113, 130, 148, 165, 182, 200, 217, 234, 252, 270, 286, 304],
    13: [177, 198, 222, 241, 262, 284, 305, 326, 348, 369, 390, 412, 433],
}
#: O39: the failure table in the American decimal system
FAILURE_AMERICAN = {
    5: [10, 20, 30, 40, 50],
    6: [15, 25, 35, 45, 55, 65],
    7: [20, 30, 40, 50, 60, 70, 80],
    8: [25, 35, 45, 55, 70, 85, 100, 115],
    9: [35, 45, 55, 65, 80, 95, 110, 125, 140],
    10: [45, 55, 70, 80, 95, 110, 125, 140, 155, 170],
    11: [70, 80, 95, 110, 125, 140, 155, 170, 185, 200, 220],
    12: [120, 130, 145, 160, 180, 200, 220, 240, 260, 280, 300, 320],
    13: [180, 200, 220, 240, 260, 280, 300, 320, 340, 360, 390, 420, 450],
}
#: O40: misère payments per opponent (no over-tricks)
MISERE = {"little-misere": 20, "grand-misere": 40, "little-spread": 80, "grand-spread": 160}


def success(bid: int, taken: int, scale: str = "english") -> int:
    """White counters each opponent pays a bidder of ``bid`` tricks who took ``taken``.

    Raises ValueError if ``taken`` is below the bid or outside the table."""
    if not 5 <= bid <= 13 or not bid <= taken <= 13:
        raise ValueError(f"no success payment for bid {bid}, taken {taken}")
    if scale == "american":
        return SUCCESS_AMERICAN[bid]
    return SUCCESS[bid][taken - 5]


def failure(bid: int, taken: int, scale: str = "english") -> int:
    """White counters the bidder pays each opponent when he took ``taken`` < ``bid``."""
    short = bid - taken
    table = FAILURE_AMERICAN if scale == "american" else FAILURE
    if bid not in table or not 1 <= short <= len(table[bid]):
        raise ValueError(f"no failure payment for bid {bid}, taken {taken}")
    return table[bid][short - 1]


def revoke_by_bidder(bid: int, taken: int) -> int:
    """A bidder's established revoke: he loses his bid and at least one trick more (O35),
    besides doubling the pool and paying 4 red. Returns what he pays each opponent."""
    return failure(bid, min(taken, bid - 1))


def revoke_by_opponent(bid: int, taken: int) -> int:
    """An opponent's revoke: each opponent pays as if the bidder had succeeded with three
    over-tricks (bids up to nine; O77)."""
    if bid > 9:
        raise ValueError("the three over-tricks apply to bids of nine or fewer")
    return success(bid, min(13, max(taken, bid) + 3))


def misere_partout(tricks: list[int]) -> list[int]:
    """Settlement of misère partout in white counters per player (O41-O43).

    The player with most tricks alone pays each other the difference of tricks, in red;
    two tied for most each lose half of (4 x tricks - 13) red (O43, 35 white each for 5),
    paid to the others in proportion to what each would have received (the book gives
    only the totals; a remainder goes to the first); three tied pay the fourth 1 red each.
    """
    if sum(tricks) != 13 or len(tricks) != 4:
        raise ValueError("four players' tricks, summing to 13")
    top = max(tricks)
    losers = [i for i, t in enumerate(tricks) if t == top]
    out = [0] * 4
    if len(losers) == 1:
        a = losers[0]
        for i in range(4):
            if i != a:
                pay = (tricks[a] - tricks[i]) * 10
                out[i] += pay
                out[a] -= pay
        return out
    if len(losers) == 2:
        others = [i for i in range(4) if i not in losers]
        for a in losers:
            loss = (4 * tricks[a] - 13) * 10 // 2
            weights = [tricks[a] - tricks[i] for i in others]
            total = sum(weights) or 1
            paid = 0
            for k, i in enumerate(others):
                share = loss * weights[k] // total
                out[i] += share
                paid += share
            out[others[0]] += loss - paid
            out[a] -= loss
        return out
    if len(losers) == 3:
        winner = next(i for i in range(4) if i not in losers)
        for a in losers:
            out[a] -= 10
            out[winner] += 10
    return out
