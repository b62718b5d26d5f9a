"""Errata of the banking games: the seeds' printed odds and payouts checked against exact values.

Each entry: ``game`` (registry slug), ``source`` (seed and section, with the catalog's grep
phrase where there is one), ``printed`` (what the book says), ``exact`` (the computed value, with
its method), ``correct`` (bool), ``note``. Build with :func:`banking_errata`; the lead links these
with the poker errata.
"""

from __future__ import annotations

from fractions import Fraction

from .banking_dice import chuck_luck_totals, trente_final_totals, under_over_seven

__all__ = ["banking_errata"]


def banking_errata() -> list[dict]:
    out: list[dict] = []
    for r in chuck_luck_totals():
        out.append({"game": "chuck-luck", "source": "Foster 1914 §11.13 (seed 001 part 5); grep "
                    "'The odds against 3 or 18 are 215 to 1'", "item": f"odds against {r['totals']}",
                    "printed": r["printed_odds"], "exact": r["true_odds"] + f" ({r['ways']} ways in 216)",
                    "correct": r["printed_correct"],
                    "note": "" if r["printed_correct"] else "printed odds are not the true odds"})
    fin = trente_final_totals()
    p31 = fin[31]
    both = p31 * p31
    out.append({"game": "trente-et-quarante-foster", "source": "Foster §11.10; grep 'шансы против него "
                "составляют 63 к 1'", "item": "odds against a refait at 31",
                "printed": "63 to 1", "exact": f"{float(1 / both - 1):.1f} to 1 (P = {float(both):.5f}, "
                "infinite pack, both rows ending at 31)", "correct": False,
                "note": "the bankers' experience (about twice in three deals) matches the computed value"})
    rel = {t: float(v / fin[31] * 13) for t, v in fin.items()}
    printed = {31: 13, 32: 12, 33: 11, 34: 10, 35: 9, 36: 8, 37: 7, 38: 6, 39: 5, 40: 4}
    out.append({"game": "trente-et-quarante-foster", "source": "Foster §11.10; grep '31— 13 times'",
                "item": "relative frequency of the final number (31 = 13)",
                "printed": printed, "exact": {t: round(v, 2) for t, v in rel.items()},
                "correct": False, "note": "a rounded rule of thumb; close but not exact"})
    uo = under_over_seven()
    out.append({"game": "under-and-over-seven", "source": "Foster §11.17; grep 'всегда составляет 21 к 15'",
                "item": "banker's advantage on under/over", "printed": "21 to 15",
                "exact": f"expectation {uo['under']} per chip (15 winning throws in 36)", "correct": True,
                "note": f"the seven at 3 to 1 has expectation {uo['seven']}"})
    out.append({"game": "faro-foster", "source": "Foster §11.9; grep 'примерно три раза за две раздачи'",
                "item": "splits per two deals", "printed": "about 3",
                "exact": f"{float(2 * 25 * Fraction(3, 51)):.3f} (25 turns x 3/51 per deal, x2)",
                "correct": True, "note": ""})
    out.append({"game": "faro-foster", "source": "Foster §11.9; grep 'банкомет выплачивает только 4 к 1'",
                "item": "calling the turn, three different cards", "printed": "odds 5 to 1, bank pays 4 to 1",
                "exact": "6 orders, 1 wins: 5 to 1; expectation at 4 to 1 = -1/6", "correct": True, "note": ""})
    out.append({"game": "punto-banco", "source": "seed 004 §1.2.3 O13; grep 'ему оплачивают ставку 9 к 1'",
                "item": "side bet: the bank gets a natural, pays 9 to 1", "printed": "9 to 1",
                "exact": _natural_note(), "correct": False,
                "note": "at 9 to 1 the bet would favour the punter; the true odds are about 4.3 to 1, so the "
                        "translation has lost a condition (e.g. a natural of a stated point)"})
    out.append({"game": "vingt-et-un-foster", "source": "Foster §11.1; grep 'шансы составляют примерно 2 к 1'",
                "item": "odds of drawing at 16 and 15", "printed": "about 2 to 1 at 16, 3 to 1 at 15",
                "exact": "chance of not busting (infinite pack): 16 -> 5/13, 15 -> 6/13", "correct": False,
                "note": "what is measured is unclear; neither figure is a bust probability"})
    out.append({"game": "roulette", "source": "Foster §11.11; grep 'среди которых было 120 зеро'",
                "item": "zeros in 4012 spins (New York Sun)", "printed": "120",
                "exact": f"expected {float(Fraction(4012, 37)):.1f} on a one-zero wheel", "correct": True,
                "note": "a report, not a calculation; 120 is within two standard deviations"})
    return out


def _natural_note() -> str:
    from .banking_baccarat import baccarat_odds
    p = baccarat_odds(8).banker_natural
    return f"P(bank natural, 8 packs) = {float(p):.6f}; fair payout {float((1 - p) / p):.3f} to 1"
