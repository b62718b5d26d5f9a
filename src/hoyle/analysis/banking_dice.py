"""Exact odds of the dice and count banking games: chuck-luck (Foster §11.13), under and over
seven (§11.17), trente-et-quarante's final totals (§11.10, infinite-pack recursion)."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import product

__all__ = ["chuck_luck_totals", "CHUCK_LUCK_PRINTED", "trente_final_totals", "under_over_seven", "chuck_luck_bets",
           "under_over_bets", "passe_dix"]

#: Foster's printed table: totals -> (printed odds against, house pays to 1)
CHUCK_LUCK_PRINTED = {
    (3, 18): ("215", 180), (4, 17): ("71", 60), (5, 16): ("35", 29), (6, 15): ("20 1/2", 18),
    (7, 14): ("13 1/4", 12), (8, 13): ("9 1/4", 8), (9, 12): ("7 1/4", 6), (10, 11): ("7", 6),
}


def _ways() -> dict[int, int]:
    w: dict[int, int] = {}
    for d in product(range(1, 7), repeat=3):
        w[sum(d)] = w.get(sum(d), 0) + 1
    return w


def chuck_luck_totals() -> list[dict]:
    """Each printed row: ways of 216, true odds against (exact), the printed odds, house edge."""
    w = _ways()
    rows = []
    for (a, b), (printed, pays) in CHUCK_LUCK_PRINTED.items():
        ways = w[a]
        true = Fraction(216 - ways, ways)
        printed_f = sum(Fraction(x) for x in printed.split())
        edge = 1 - Fraction(ways * (pays + 1), 216)
        rows.append({"totals": f"{a} or {b}", "ways": ways, "printed_odds": f"{printed} to 1",
                     "true_odds": f"{true} to 1" if true.denominator > 1 else f"{true} to 1",
                     "true_odds_float": float(true), "printed_correct": printed_f == true, "pays": pays,
                     "house_edge": str(edge), "house_edge_percent": float(edge) * 100})
    return rows


def under_over_seven() -> dict[str, Fraction]:
    """Expectation per chip: under (or over) 7 at even money, 7 at 3 to 1 (Foster §11.17)."""
    w = {}
    for a, b in product(range(1, 7), repeat=2):
        w[a + b] = w.get(a + b, 0) + 1
    under = Fraction(sum(v for k, v in w.items() if k < 7), 36)
    seven = Fraction(w[7], 36)
    return {"under": under - (1 - under), "seven": 3 * seven - (1 - seven)}


@lru_cache(maxsize=None)
def trente_final_totals() -> dict[int, Fraction]:
    """Chance that a row of trente-et-quarante ends at 31..40, drawing with replacement
    (ace 1, courts and tens 10, others pips; 4/13 for a ten-count). Exact for an infinite pack;
    a 6-pack shoe differs in the fourth decimal."""
    p = {v: Fraction(1, 13) for v in range(1, 10)}
    p[10] = Fraction(4, 13)
    reach = [Fraction(0)] * 41
    reach[0] = Fraction(1)
    final = {t: Fraction(0) for t in range(31, 41)}
    for t in range(0, 31):
        if not reach[t]:
            continue
        for v, q in p.items():
            nt = t + v
            if nt >= 31:
                final[nt] += reach[t] * q
            else:
                reach[nt] += reach[t] * q
    return final


def chuck_luck_bets(raffle_takes_all: bool = True) -> dict[str, dict]:
    """Every chance of the chuck-luck layout: exact house edge by enumerating the 216 throws with the
    engine's own settlement (:func:`hoyle.games.banking.dice_games.chuck_luck_net`)."""
    from ..games.banking import ChuckLuckRules, chuck_luck_bet_names, chuck_luck_net
    rules = ChuckLuckRules(raffle_takes_all=raffle_takes_all)
    throws = list(product(range(1, 7), repeat=3))
    out = {}
    for name in chuck_luck_bet_names():
        ev = Fraction(sum(chuck_luck_net(name, d, rules) for d in throws), 216)
        out[name] = {"expectation": ev, "house_edge": -ev}
    return out


def under_over_bets() -> dict[str, dict]:
    """Under, seven, over: exact house edge over the 36 throws (engine settlement)."""
    from ..games.banking import under_over_net
    throws = list(product(range(1, 7), repeat=2))
    return {n: {"house_edge": -Fraction(sum(under_over_net(n, d) for d in throws), 36)}
            for n in ("under", "seven", "over")}


def passe_dix() -> dict[str, Fraction]:
    """Passe-dix: P(three dice make 10 or more) = 135/216 by enumeration (the book's '9 winning throws of 16'
    counts totals, which are not equally likely)."""
    from ..games.banking import passe_dix_net
    throws = list(product(range(1, 7), repeat=3))
    p = Fraction(sum(1 for d in throws if sum(d) >= 10), 216)
    return {"pass": p, "miss": 1 - p,
            "house_edge_pass": -Fraction(sum(passe_dix_net("pass", d) for d in throws), 216),
            "house_edge_miss": -Fraction(sum(passe_dix_net("miss", d) for d in throws), 216)}
