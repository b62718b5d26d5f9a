"""A lean blackjack simulator: one box playing the total-dependent basic strategy against the
dealer, on card values from a shoe, in plain Python with integer tallies.

It plays exactly what :class:`hoyle.games.banking.blackjack.BlackjackState` plays with the
:class:`BasicStrategyBot` for the same rules (one box, no insurance, burn one card per shoe,
reshuffle when fewer than ``cut_card`` cards remain at the start of a round), so the two are
tested equal round by round (tests/test_sim.py). Stakes are 2 chips so a 3 to 2 natural is whole.
"""

from __future__ import annotations

import numpy as np

from ..analysis.banking_blackjack import BJAnalysisRules, analyse

__all__ = ["strategy_lookup", "play_shoe", "blackjack_chunk"]

_ACT = {"S": 0, "H": 1, "D": 2, "Ds": 3, "P": 4}


def strategy_lookup(rules: BJAnalysisRules = BJAnalysisRules()):
    """Tables ``hard[total][up]``, ``soft[total][up]``, ``pair[value][up]`` of codes
    (0 stand, 1 hit, 2 double else hit, 3 double else stand, 4 split); ``up`` 1..10."""
    t = analyse(rules).strategy_table()
    cols = [10 if c == "A" else int(c) for c in t["columns"]]
    cols = [1 if c == 10 and t["columns"][i] == "A" else c for i, c in enumerate(cols)]
    hard = [[1] * 11 for _ in range(32)]
    soft = [[0] * 11 for _ in range(32)]
    pair = [[None] * 11 for _ in range(11)]
    for tot in range(4, 32):
        for u in range(1, 11):
            hard[tot][u] = 1 if tot <= 11 else 0
    for row, codes in t["hard"].items():
        for u, c in zip(cols, codes):
            hard[int(row)][u] = _ACT[c]
    for u in range(1, 11):
        hard[4][u] = hard[5][u]
        hard[21][u] = 0
        soft[21][u] = 0
        soft[12][u] = 1
    for row, codes in t["soft"].items():
        k = int(row.split("-")[1])
        for u, c in zip(cols, codes):
            soft[11 + k][u] = _ACT[c]
    for row, codes in t["pairs"].items():
        v = 1 if row == "A-A" else (10 if row == "T-T" else int(row.split("-")[0]))
        for u, c in zip(cols, codes):
            pair[v][u] = _ACT[c]
    return hard, soft, pair


def _tot(cards):
    t = sum(cards)
    if 1 in cards and t + 10 <= 21:
        return t + 10, True
    return t, False


def play_round(shoe, pos, tables, h17=False, das=False, pays=(3, 2), stake=2):
    """One round from ``shoe[pos:]`` (values 1..10). Returns ``(net chips, new pos)``."""
    hard, soft, pair = tables
    p1, up, p2, hole = shoe[pos], shoe[pos + 1], shoe[pos + 2], shoe[pos + 3]
    pos += 4
    dealer = [up, hole]
    dbj = (up == 1 and hole == 10) or (up == 10 and hole == 1)
    pbj = (p1 == 1 and p2 == 10) or (p1 == 10 and p2 == 1)
    if dbj:
        return (0 if pbj else -stake), pos
    if pbj:
        return stake * pays[0] // pays[1], pos
    hands = [[[p1, p2], stake, False]]       # cards, stake, from split
    if p1 == p2 and pair[p1][up] == 4:
        a = [p1, shoe[pos]]
        b = [p2, shoe[pos + 1]]
        pos += 2
        hands = [[a, stake, True], [b, stake, True]]
    finished = []
    for cards, st, split in hands:
        if split and cards[0] == 1:
            finished.append((cards, st))
            continue
        first = True
        while True:
            t, s = _tot(cards)
            if t >= 21:
                break
            code = (soft if s else hard)[t][up]
            if code in (2, 3):
                if first and (not split or das):
                    cards.append(shoe[pos])
                    pos += 1
                    st *= 2
                    break
                code = 1 if code == 2 else 0
            if code == 4:      # a pair that may not be split again: play it by its total
                code = (soft if s else hard)[t][up]
                code = 1 if code in (2, 4) else (0 if code == 3 else code)
            if code == 0:
                break
            cards.append(shoe[pos])
            pos += 1
            first = False
        finished.append((cards, st))
    live = [f for f in finished if _tot(f[0])[0] <= 21]
    if live:
        while True:
            t, s = _tot(dealer)
            if t < 17 or (t == 17 and s and h17):
                dealer.append(shoe[pos])
                pos += 1
            else:
                break
    dt = _tot(dealer)[0]
    net = 0
    for cards, st in finished:
        pt = _tot(cards)[0]
        if pt > 21:
            net -= st
        elif dt > 21 or pt > dt:
            net += st
        elif pt < dt:
            net -= st
    return net, pos


def play_shoe(shoe, cut_card, tables, **kw):
    """All rounds of one shoe (values), burning one card; returns the list of nets."""
    pos = 1
    out = []
    n = len(shoe)
    while n - pos >= cut_card:
        net, pos = play_round(shoe, pos, tables, **kw)
        out.append(net)
    return out


_BJV = np.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10], dtype=np.int8)


def blackjack_chunk(seed_seq: np.random.SeedSequence, rounds: int, decks: int = 6, cut_card: int = 52,
                    hit_soft_17: bool = False, double_after_split: bool = False) -> dict[str, int]:
    """Exactly ``rounds`` rounds (shoe after shoe) of one basic-strategy box at 2 chips a round.

    Returns integer tallies ``rounds``, ``sum``, ``sq`` (net chips and its square), ``wins``, ``losses``.
    """
    rng = np.random.Generator(np.random.PCG64(seed_seq))
    tables = strategy_lookup(BJAnalysisRules(hit_soft_17=hit_soft_17, double_after_split=double_after_split))
    base = np.repeat(_BJV, 4 * decks)
    t = {"rounds": 0, "sum": 0, "sq": 0, "wins": 0, "losses": 0}
    left = rounds
    while left > 0:
        shoe = rng.permutation(base).tolist()
        nets = play_shoe(shoe, cut_card, tables, h17=hit_soft_17, das=double_after_split)[:left]
        left -= len(nets)
        t["rounds"] += len(nets)
        for v in nets:
            t["sum"] += v
            t["sq"] += v * v
            if v > 0:
                t["wins"] += 1
            elif v < 0:
                t["losses"] += 1
    return t
