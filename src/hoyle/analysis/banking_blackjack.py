"""Casino blackjack by combinatorial analysis (infinite deck): dealer outcomes, total-dependent
basic strategy and the house edge of a stated rule set.

Method: with an infinite deck every card is an ace..nine with chance 1/13 and a ten-count card
with chance 4/13, whatever has been dealt, so a hand's value depends only on its total and
whether it is soft, and the best play is total-dependent. The dealer's final totals are found
by recursion over (total, soft); with the dealer *peeking* (American hole card) they are
conditioned on the dealer not holding blackjack. The player's expectation of standing, hitting
(then playing on optimally), doubling (one card) and splitting (each split hand played as a
new hand, no resplit; split aces one card each; 21 after a split is not a blackjack) is
computed for every total against every up card; the basic strategy is the best of them. The
overall expectation sums over the player's first two cards and the up card. Arithmetic is exact:
every chance and expectation is a :class:`~fractions.Fraction` (per unit of the initial stake).

Rule set (:class:`BlackjackRules`, the defaults = Griffin's standard rules): dealer stands on
soft 17, double on any first two cards, no double after split, pairs split once (no
resplitting), one card to each split ace, no surrender, the dealer peeks, blackjack pays 3 to 2.
Published figure: P. Griffin, *The Theory of Blackjack* (6th ed.), the "full" infinite-deck
expectation for these rules with no resplitting is **-0.690223 %** (his linear-approximation
appendix); we compute -0.6902 % (see tests/banking/test_blackjack.py).

The seeds print no casino table (004 §1.5: the fixed-bank section is lost), so this rule set
is the casino standard, stated, not the book's.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

__all__ = ["BJAnalysisRules", "dealer_outcomes", "BlackjackAnalysis", "analyse", "strategy_lookup", "P"]

#: chance of each card value 1 (ace) .. 10 (ten-count) in an infinite deck
P = [Fraction(0)] + [Fraction(1, 13)] * 9 + [Fraction(4, 13)]
_ZERO = Fraction(0)
_ONE = Fraction(1)
OUT = (17, 18, 19, 20, 21, "bust")


@dataclass(frozen=True)
class BJAnalysisRules:
    """The rule set analysed (frozen, hashable); ``blackjack_pays`` is the profit per unit staked
    on a natural (a Fraction: 3/2 for "3 to 2", 2 for the private game's 2 to 1, seed 004 O19)."""

    hit_soft_17: bool = False
    double_after_split: bool = False
    blackjack_pays: Fraction = Fraction(3, 2)
    peek: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "blackjack_pays", Fraction(self.blackjack_pays))


def _dealer_from(total: int, soft: bool, h17: bool) -> dict[Any, Fraction]:
    """Final-total distribution of a dealer hand now at ``total`` (``soft``: an ace counted 11)."""
    @lru_cache(maxsize=None)
    def go(t: int, s: bool) -> tuple[Fraction, ...]:
        if t > 21:
            if s:
                return go(t - 10, False)
            return (_ZERO,) * 5 + (_ONE,)
        if t >= 18 or (t == 17 and not (s and h17)):
            v = [_ZERO] * 6
            v[t - 17] = _ONE
            return tuple(v)
        acc = [_ZERO] * 6
        for c in range(1, 11):
            if c == 1 and t + 11 <= 21:
                nt, ns = t + 11, True
            else:
                nt, ns = t + c, s
            sub = go(nt, ns)
            for i in range(6):
                acc[i] += P[c] * sub[i]
        return tuple(acc)
    res = go(total, soft)
    return dict(zip(OUT, res))


@lru_cache(maxsize=None)
def dealer_outcomes(up: int, hit_soft_17: bool = False, peek: bool = True) -> dict[Any, Fraction]:
    """Exact chance (Fraction) of each final dealer total (17..21, ``"bust"``, ``"blackjack"``) for
    up card ``up`` (1 = ace .. 10). With ``peek`` the distribution is conditioned on no dealer
    blackjack (and holds no ``"blackjack"`` key).
    """
    acc: dict[Any, Fraction] = {k: _ZERO for k in OUT}
    acc["blackjack"] = _ZERO
    mass = _ZERO
    for hole in range(1, 11):
        p = P[hole]
        if {up, hole} == {1, 10}:
            acc["blackjack"] += p
            continue
        t, s = up + hole, (up == 1 or hole == 1)
        if s:
            t += 10
        sub = _dealer_from(t, s, hit_soft_17)
        for k, v in sub.items():
            acc[k] += p * v
        mass += p
    if peek:
        acc.pop("blackjack")
        return {k: v / mass for k, v in acc.items()}
    return acc


class BlackjackAnalysis:
    """Expectations of every play for one rule set; see :func:`analyse`."""

    def __init__(self, rules: BJAnalysisRules):
        self.rules = rules
        self.dealer = {u: dealer_outcomes(u, rules.hit_soft_17, rules.peek) for u in range(1, 11)}
        self._stand: dict = {}
        self._hit: dict = {}

    # --- hand values: (total, soft) with total counting one ace as 11 when soft
    @staticmethod
    def add(total: int, soft: bool, c: int) -> tuple[int, bool]:
        if c == 1 and total + 11 <= 21:
            return total + 11, True
        total += c
        if total > 21 and soft:
            return total - 10, False
        return total, soft

    def stand(self, total: int, up: int) -> Fraction:
        """Expectation per unit of standing on ``total`` against ``up``."""
        if total > 21:
            return -_ONE
        key = (total, up)
        v = self._stand.get(key)
        if v is None:
            d = self.dealer[up]
            v = d["bust"]
            for t in range(17, 22):
                if t < total:
                    v += d[t]
                elif t > total:
                    v -= d[t]
            self._stand[key] = v
        return v

    def best_no_double(self, total: int, soft: bool, up: int) -> Fraction:
        """Optimal play (hit or stand) of a hand that may no longer double or split."""
        if total > 21:
            return -_ONE
        key = (total, soft, up)
        v = self._hit.get(key)
        if v is None:
            h = self.hit(total, soft, up)
            v = max(self.stand(total, up), h)
            self._hit[key] = v
        return v

    def hit(self, total: int, soft: bool, up: int) -> Fraction:
        """Expectation per unit of hitting, then playing on at best (hit or stand)."""
        e = _ZERO
        for c in range(1, 11):
            t, s = self.add(total, soft, c)
            e += P[c] * (self.best_no_double(t, s, up) if t <= 21 else -_ONE)
        return e

    def double(self, total: int, soft: bool, up: int) -> Fraction:
        """Expectation per unit of the initial stake of doubling (one card, twice the stake)."""
        e = _ZERO
        for c in range(1, 11):
            t, _ = self.add(total, soft, c)
            e += P[c] * self.stand(t, up)
        return 2 * e

    def plays(self, total: int, soft: bool, up: int, can_double: bool = True,
              pair: int | None = None, can_split: bool = True) -> dict[str, Fraction]:
        """Expectation of each play (per original unit bet) of a two-card hand."""
        out = {"stand": self.stand(total, up), "hit": self.hit(total, soft, up)}
        if can_double:
            out["double"] = self.double(total, soft, up)
        if pair is not None and can_split:
            out["split"] = self.split(pair, up)
        return out

    def split(self, v: int, up: int) -> Fraction:
        """Both hands of a split pair of value ``v`` (no resplitting)."""
        e = _ZERO
        for c in range(1, 11):
            t, s = self.add(0, False, v)
            t, s = self.add(t, s, c)
            if v == 1:
                e += P[c] * self.stand(t, up)          # one card to each split ace
            else:
                best = max(self.stand(t, up), self.hit(t, s, up))
                if self.rules.double_after_split:
                    best = max(best, self.double(t, s, up))
                e += P[c] * best
        return 2 * e

    def best_two_card(self, c1: int, c2: int, up: int) -> tuple[str, Fraction]:
        t, s = self.add(0, False, c1)
        t, s = self.add(t, s, c2)
        plays = self.plays(t, s, up, pair=c1 if c1 == c2 else None)
        act = max(plays, key=plays.get)
        return act, plays[act]

    def expectation(self) -> Fraction:
        """The player's exact expectation per unit initial bet (negative: the house's edge)."""
        r = self.rules
        total = _ZERO
        for up in range(1, 11):
            pu = P[up]
            p_dbj = P[10] if up == 1 else (P[1] if up == 10 else _ZERO)
            for c1 in range(1, 11):
                for c2 in range(1, 11):
                    pp = P[c1] * P[c2]
                    bj = {c1, c2} == {1, 10}
                    if bj:
                        v = (1 - p_dbj) * r.blackjack_pays       # a dealer's natural stands off
                    else:
                        _, best = self.best_two_card(c1, c2, up)
                        if r.peek:
                            v = -p_dbj + (1 - p_dbj) * best
                        else:
                            v = best  # (no-peek: dealer outcomes include blackjack; not used by default)
                    total += pu * pp * v
        return total

    # --- the basic-strategy table
    def strategy_table(self) -> dict[str, dict[str, list[str]]]:
        """Basic strategy: rows hard 5..20, soft 13..20 (A-2..A-9), pairs 2-2..A-A; columns up 2..10, A.

        Codes: S stand, H hit, D double (else hit), Ds double (else stand), P split.
        """
        ups = list(range(2, 11)) + [1]
        hard, soft, pairs = {}, {}, {}
        for t in range(5, 21):
            row = []
            for u in ups:
                pl = self.plays(t, False, u)
                row.append(_code(pl))
            hard[str(t)] = row
        for k in range(2, 10):
            row = []
            for u in ups:
                pl = self.plays(11 + k, True, u)
                row.append(_code(pl))
            soft[f"A-{k}"] = row
        for v in list(range(2, 11)) + [1]:
            row = []
            for u in ups:
                t, s = self.add(0, False, v)
                t, s = self.add(t, s, v)
                pl = self.plays(t, s, u, pair=v)
                row.append(_code(pl))
            name = "A-A" if v == 1 else ("T-T" if v == 10 else f"{v}-{v}")
            pairs[name] = row
        return {"columns": [("A" if u == 1 else str(u)) for u in ups], "hard": hard, "soft": soft, "pairs": pairs}


def _code(plays: dict[str, Fraction]) -> str:
    best = max(plays, key=plays.get)
    if best == "double":
        return "Ds" if plays["stand"] > plays["hit"] else "D"
    return {"stand": "S", "hit": "H", "split": "P"}[best]


@lru_cache(maxsize=16)
def analyse(rules: BJAnalysisRules = BJAnalysisRules()) -> BlackjackAnalysis:
    """The analysis of ``rules`` (cached)."""
    return BlackjackAnalysis(rules)


_ACT = {"S": 0, "H": 1, "D": 2, "Ds": 3, "P": 4}


def strategy_lookup(rules: BJAnalysisRules = BJAnalysisRules()):
    """The basic strategy of :func:`analyse` as lookup tables (for the blackjack bot and the fast
    simulator): ``hard[total][up]``, ``soft[total][up]``, ``pair[value][up]`` of codes
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
