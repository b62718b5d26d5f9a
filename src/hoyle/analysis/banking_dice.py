"""Exact odds of the dice and count banking games: chuck-luck (Foster §11.13), under and over
seven (§11.17), passe-dix, trente-et-quarante's final totals (§11.10, infinite-pack recursion).

The dice games' figures are not computed from a second statement of their rules: each walks the
game's own deal (:func:`hoyle.analysis.exact.outcome_distribution`) -- one punter at seat 1 stakes
one chip on a chance, the bank is seat 0, and every throw the game's chance turn lists is weighted
by its exact probability. Only the book's printed table (:data:`CHUCK_LUCK_PRINTED`) is data here.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any

from .exact import new_state, outcome_distribution, scripted

__all__ = ["chuck_luck_totals", "CHUCK_LUCK_PRINTED", "trente_final_totals", "under_over_seven", "chuck_luck_bets",
           "under_over_bets", "passe_dix"]

#: Foster's printed table: totals -> (printed odds against, house pays to 1)
CHUCK_LUCK_PRINTED = {
    (3, 18): ("215", 180), (4, 17): ("71", 60), (5, 16): ("35", 29), (6, 15): ("20 1/2", 18),
    (7, 14): ("13 1/4", 12), (8, 13): ("9 1/4", 8), (9, 12): ("7 1/4", 6), (10, 11): ("7", 6),
}


def _game(slug: str):
    from ..core.registry import get_game
    return get_game(slug)


def _bet(slug: str, bet: str, rules: Any = None) -> dict[str, Fraction]:
    """One punter (seat 1, against the bank at seat 0) stakes one chip on ``bet``; the game's own
    throw is walked. Returns the chance the stake wins and its expectation per chip."""
    game = _game(slug)
    start = new_state(game, 2, rules)
    dist = outcome_distribution(start, scripted({1: f"bet {bet} 1"}), key=lambda st: st.outcome()[1])
    return {"win": sum((p for v, p in dist.items() if v > 0), Fraction(0)),
            "expectation": sum((p * v for v, p in dist.items()), Fraction(0))}


def _throws(slug: str) -> int:
    """How many equally likely ordered throws the game's chance turn lists (216 for three dice)."""
    st = new_state(_game(slug), 2)
    st.apply("pass")
    return len(st.chance_outcomes())


def chuck_luck_totals() -> list[dict]:
    """Each printed row of Foster's table (§11.13), from walking chuck-luck's own throw with a
    stake on the row's first total.

    Each row: ``id`` (stable, ``"3-or-18"``), ``totals`` (label), ``ways`` (of 216),
    ``probability`` and ``expectation`` per chip at the house's price (Fractions),
    ``printed_odds`` (text as printed), ``true_odds`` (text, exact), ``odds_against`` (Fraction),
    ``verdict`` by the rule of :mod:`hoyle.analysis.precision` (the printed unit is the one its
    fraction is written in: 20½ in halves, 9¼ in quarters) and ``printed_correct`` (the verdict is
    "correct"), ``pays`` (to 1), ``house_edge`` (text of the Fraction) and its per cent (float)."""
    from .precision import judge, parse_printed
    n = _throws("chuck-luck")
    rows = []
    for (a, b), (printed, pays) in CHUCK_LUCK_PRINTED.items():
        bet = _bet("chuck-luck", f"total-{a}")
        p = bet["win"]
        ways = int(p * n)
        true = Fraction(n - ways, ways)
        printed_f, unit = parse_printed(printed)
        verdict = judge(printed_f, true, unit)
        edge = -bet["expectation"]
        rows.append({"id": f"{a}-or-{b}", "totals": f"{a} or {b}", "ways": ways, "probability": p,
                     "expectation": bet["expectation"], "printed_odds": f"{printed} to 1",
                     "printed_value": printed_f, "printed_unit": unit,
                     "true_odds": f"{true} to 1", "odds_against": true,
                     "true_odds_float": float(true), "verdict": verdict, "printed_correct": verdict == "correct",
                     "pays": pays, "house_edge": str(edge), "house_edge_percent": float(edge) * 100})
    return rows


def under_over_seven() -> dict[str, Fraction]:
    """Expectation per chip: under (or over) 7 at even money, 7 at 3 to 1 (Foster §11.17), from
    walking the game's two dice."""
    return {name: _bet("under-and-over-seven", name)["expectation"] for name in ("under", "seven")}


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
    """Every chance of the chuck-luck layout: exact expectation and house edge per chip, by walking
    the game's 216 throws with a one-chip stake on each chance in turn."""
    from ..games.banking import ChuckLuckRules
    rules = ChuckLuckRules(raffle_takes_all=raffle_takes_all)
    out = {}
    for name in new_state(_game("chuck-luck"), 2, rules).bet_names():
        ev = _bet("chuck-luck", name, rules)["expectation"]
        out[name] = {"expectation": ev, "house_edge": -ev}
    return out


def under_over_bets() -> dict[str, dict]:
    """Under, seven, over: exact house edge per chip, walking the game's 36 throws."""
    return {n: {"house_edge": -_bet("under-and-over-seven", n)["expectation"]} for n in ("under", "seven", "over")}


def passe_dix() -> dict[str, Fraction]:
    """Passe-dix: P(three dice make 10 or more) = 135/216, walking the game's throw (the book's
    '9 winning throws of 16' counts totals, which are not equally likely)."""
    pas, miss = _bet("passe-dix", "pass"), _bet("passe-dix", "miss")
    return {"pass": pas["win"], "miss": miss["win"],
            "house_edge_pass": -pas["expectation"], "house_edge_miss": -miss["expectation"]}
