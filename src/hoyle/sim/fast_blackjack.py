"""A lean blackjack simulator: one box playing the total-dependent basic strategy against the
dealer, on card values from a shoe, in plain Python with integer tallies.

It plays exactly what :class:`hoyle.games.banking.blackjack.BlackjackState` plays with the
:class:`BasicStrategyBot` for the same rules (one box, no insurance, burn one card per shoe,
reshuffle when fewer than ``cut_card`` cards remain at the start of a round), so the two are
tested equal round by round (tests/core/test_sim.py). Stakes are 2 chips so a 3 to 2 natural is whole;
a natural pays ``pays`` = (3, 2) by default, the game's default (casino practice).
"""

from __future__ import annotations

import numpy as np

from ..analysis.banking_blackjack import BJAnalysisRules, strategy_lookup

__all__ = ["strategy_lookup", "play_shoe", "blackjack_chunk", "play_shoes_vec", "blackjack_chunk_vec"]

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


# ------------------------------------------------------------------------------------ vectorised path
def _tables_np(tables):
    hard, soft, pair = tables
    H = np.array(hard, dtype=np.int8)
    Sf = np.array(soft, dtype=np.int8)
    P = np.array([[(-1 if c is None else c) for c in row] for row in pair], dtype=np.int8)
    return H, Sf, P


def _play_hands(Vp, rows, pos, s, ace, st, done, up, first, can_double, H, Sf):
    """Play one hand per shoe (vectorised) by the lookup tables, exactly as :func:`play_round` does."""
    while True:
        soft = ace & (s + 10 <= 21)
        t = s + np.where(soft, 10, 0)
        done |= t >= 21
        active = ~done
        if not active.any():
            return s, ace, st, pos
        tc = np.minimum(t, 31)
        code = np.where(soft, Sf[tc, up], H[tc, up])
        want_d = (code == 2) | (code == 3)
        dbl = active & want_d & first & can_double
        code = np.where(want_d, np.where(code == 2, 1, 0), code)
        code = np.where(code == 4, 1, code)
        draw = dbl | (active & (code == 1))
        c = Vp[rows, pos]
        pos = pos + draw
        s = s + np.where(draw, c, 0)
        ace = ace | (draw & (c == 1))
        st = np.where(dbl, st * 2, st)
        done |= dbl | (active & ~draw)
        first = first & ~draw


def play_shoes_vec(V: np.ndarray, cut_card: int, tables, h17: bool = False, das: bool = False,
                   pays: tuple[int, int] = (3, 2), stake: int = 2):
    """Every shoe of ``V`` (card values 1..10, shape ``(shoes, cards)``) played to its cut card, all
    shoes side by side, one round per step, one basic-strategy box, burning one card per shoe: the
    same rounds as :func:`play_shoe` on each row. Returns ``(nets, active)`` of shape ``(steps, shoes)``."""
    H, Sf, P = _tables_np(tables)
    S, L = V.shape
    rows = np.arange(S)
    Vp = np.concatenate([V.astype(np.int16), np.zeros((S, 40), dtype=np.int16)], axis=1)
    pos = np.ones(S, dtype=np.int64)
    nets, acts = [], []
    bj = stake * pays[0] // pays[1]
    while True:
        act = (L - pos) >= cut_card
        if not act.any():
            break
        p1, up, p2, hole = (Vp[rows, pos + k] for k in range(4))
        pos = pos + np.where(act, 4, 0)
        dbj = ((up == 1) & (hole == 10)) | ((up == 10) & (hole == 1))
        pbj = ((p1 == 1) & (p2 == 10)) | ((p1 == 10) & (p2 == 1))
        net = np.where(dbj, np.where(pbj, 0, -stake), np.where(pbj, bj, 0)).astype(np.int64)
        play = act & ~dbj & ~pbj
        split = play & (p1 == p2) & (P[p1, up] == 4)
        a2 = np.where(split, Vp[rows, pos], p2)
        b2 = Vp[rows, pos + 1]
        pos = pos + np.where(split, 2, 0)
        can_d = ~split | das
        # hand A (the only hand, or the first of a split)
        sA = p1 + a2
        aceA = (p1 == 1) | (a2 == 1)
        doneA = ~play | (split & (p1 == 1))
        stA = np.full(S, stake, dtype=np.int64)
        sA, aceA, stA, pos = _play_hands(Vp, rows, pos, sA, aceA, stA, doneA.copy(), up, np.ones(S, bool),
                                         can_d, H, Sf)
        # hand B (split shoes only)
        sB = p2 + b2
        aceB = (p2 == 1) | (b2 == 1)
        doneB = ~split | (p2 == 1)
        stB = np.where(split, stake, 0).astype(np.int64)
        sB, aceB, stB, pos = _play_hands(Vp, rows, pos, sB, aceB, stB, doneB.copy(), up, np.ones(S, bool),
                                         can_d, H, Sf)
        tA = sA + np.where(aceA & (sA + 10 <= 21), 10, 0)
        tB = sB + np.where(aceB & (sB + 10 <= 21), 10, 0)
        live = play & ((tA <= 21) | (split & (tB <= 21)))
        # the dealer
        ds = up + hole
        dace = (up == 1) | (hole == 1)
        while True:
            dsoft = dace & (ds + 10 <= 21)
            dt = ds + np.where(dsoft, 10, 0)
            hit = live & ((dt < 17) | ((dt == 17) & dsoft & h17))
            if not hit.any():
                break
            c = Vp[rows, pos]
            pos = pos + hit
            ds = ds + np.where(hit, c, 0)
            dace = dace | (hit & (c == 1))
        for t, st, has in ((tA, stA, play), (tB, stB, split)):
            v = np.where(t > 21, -st, np.where((dt > 21) | (t > dt), st, np.where(t < dt, -st, 0)))
            net = net + np.where(has, v, 0)
        nets.append(np.where(act, net, 0))
        acts.append(act)
    return np.array(nets), np.array(acts)


def blackjack_chunk_vec(seed_seq: np.random.SeedSequence, rounds: int, decks: int = 6, cut_card: int = 52,
                        hit_soft_17: bool = False, double_after_split: bool = False,
                        shoes_per_batch: int = 2048) -> dict[str, int]:
    """As :func:`blackjack_chunk` (same tallies, exactly ``rounds`` rounds taken shoe after shoe), with
    the shoes shuffled and played side by side by :func:`play_shoes_vec`."""
    rng = np.random.Generator(np.random.PCG64(seed_seq))
    tables = strategy_lookup(BJAnalysisRules(hit_soft_17=hit_soft_17, double_after_split=double_after_split))
    base = np.repeat(_BJV, 4 * decks)
    t = {"rounds": 0, "sum": 0, "sq": 0, "wins": 0, "losses": 0}
    left = rounds
    per_shoe = max(1, (52 * decks - cut_card) // 6)
    while left > 0:
        n = min(shoes_per_batch, max(1, -(-left // per_shoe) + 1))
        V = rng.permuted(np.broadcast_to(base, (n, base.size)), axis=1)
        N, A = play_shoes_vec(V, cut_card, tables, h17=hit_soft_17, das=double_after_split)
        counts = A.sum(axis=0)
        cum = np.cumsum(counts)
        take = np.clip(left - (cum - counts), 0, counts)
        keep = A & (np.arange(A.shape[0])[:, None] < take[None, :])
        v = N[keep]
        k = int(keep.sum())
        t["rounds"] += k
        t["sum"] += int(v.sum())
        t["sq"] += int((v * v).sum())
        t["wins"] += int((v > 0).sum())
        t["losses"] += int((v < 0).sum())
        left -= k
    return t
