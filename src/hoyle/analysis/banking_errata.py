"""Errata of the banking games: the seeds' printed odds and payouts checked against exact values.

Each entry (a dict): ``id`` (a stable slug, unique), ``game`` (registry slug), ``source`` (seed and
section, with the catalog's grep phrase where there is one), ``item`` (what is checked, our words),
``printed`` (what the book says), ``exact`` (the computed value, with its method, as text),
``verdict`` (``"correct"``, ``"close"`` or ``"wrong"``), ``correct`` (the verdict is
``"correct"``), ``rule`` and ``note``. A row whose printed figure is a number is judged by the one
rule of :mod:`hoyle.analysis.precision` (``rule: "precision"``; it then also holds
``printed_value``, ``unit`` and ``exact_value`` as Fractions); a row about a statement that is not
a number (a payout, a layout, a count of a printed tab) is judged by reading it against the
computation (``rule: "reading"``). Built by :func:`banking_errata`; :func:`hoyle.analysis.errata.errata`
joins them with the poker errata.
"""

from __future__ import annotations

from fractions import Fraction

from .banking_dice import chuck_luck_totals, trente_final_totals, under_over_seven
from .precision import judge, judge_ratio

__all__ = ["banking_errata"]


def _num(id: str, game: str, source: str, item: str, printed: str, value, unit, exact_value,
         exact: str, note: str = "") -> dict:
    """A row judged by the precision rule: the book's ``value`` written to ``unit``."""
    v = judge(Fraction(value), Fraction(exact_value), Fraction(unit))
    return {"id": id, "game": game, "source": source, "item": item, "printed": printed, "exact": exact,
            "verdict": v, "correct": v == "correct", "rule": "precision", "note": note,
            "printed_value": Fraction(value), "unit": Fraction(unit), "exact_value": Fraction(exact_value)}


def _read(id: str, game: str, source: str, item: str, printed, exact: str, correct: bool,
          note: str = "") -> dict:
    """A row judged by reading: the statement is right (``correct``) or not."""
    v = "correct" if correct else "wrong"
    return {"id": id, "game": game, "source": source, "item": item, "printed": printed, "exact": exact,
            "verdict": v, "correct": correct, "rule": "reading", "note": note}


def banking_errata() -> list[dict]:
    """Every checked figure of the banking games (see the module doc for a row's keys)."""
    out: list[dict] = []
    src_cl = ("Foster 1914 §11.13 (seed 001 part 5); grep 'The odds against 3 or 18 are 215 to 1'")
    for r in chuck_luck_totals():
        out.append(_num(f"chuck-luck-odds-{r['id']}", "chuck-luck", src_cl, f"odds against {r['totals']}",
                        r["printed_odds"], r["printed_value"], r["printed_unit"], r["odds_against"],
                        r["true_odds"] + f" ({r['ways']} ways in 216)",
                        "" if r["verdict"] == "correct" else "the true odds do not round to the printed "
                        "figure at its printed unit"))
    fin = trente_final_totals()
    both = fin[31] * fin[31]
    out.append(_num("trente-refait-31-odds", "trente-et-quarante-foster", "Foster §11.10; grep 'шансы против "
                    "него составляют 63 к 1'", "odds against a refait at 31", "63 to 1", 63, 1, 1 / both - 1,
                    f"{float(1 / both - 1):.1f} to 1 (P = {float(both):.5f}, infinite pack, both rows ending "
                    "at 31)", "the bankers' experience (about twice in three deals) matches the computed value"))
    rel = {t: v / fin[31] * 13 for t, v in fin.items()}
    printed = {31: 13, 32: 12, 33: 11, 34: 10, 35: 9, 36: 8, 37: 7, 38: 6, 39: 5, 40: 4}
    rounded = all(judge(Fraction(printed[t]), rel[t], Fraction(1)) == "correct" for t in printed)
    out.append(_read("trente-final-frequencies", "trente-et-quarante-foster", "Foster §11.10; grep '31— 13 times'",
                     "relative frequency of the final number (31 = 13)", printed,
                     str({t: round(float(v), 2) for t, v in rel.items()}), rounded,
                     "a rounded rule of thumb: each printed number against the exact one rounded to a whole"))
    uo = under_over_seven()
    win = (1 + uo["under"]) / 2
    out.append({**_num("under-over-advantage", "under-and-over-seven", "Foster §11.17; grep 'всегда составляет "
                       "21 к 15'", "banker's advantage on under/over (losing to winning throws)", "21 to 15",
                       Fraction(21, 15), 1, (1 - win) / win,
                       f"{(1 - win) * 36} to {win * 36} of 36 throws; expectation {uo['under']} per chip",
                       f"the seven at 3 to 1 has expectation {uo['seven']}"),
                **_ratio(21, 15, (1 - win) / win)})
    from .banking_casino import faro_call_the_turn, faro_splits_per_deal
    sp = 2 * faro_splits_per_deal()
    out.append(_num("faro-splits-per-two-deals", "faro-foster", "Foster §11.9; grep 'примерно три раза за две "
                    "раздачи'", "splits per two deals", "about 3", 3, 1, sp,
                    f"{sp} = {float(sp):.3f} (25 turns x 3/51 per deal, x2)"))
    ct = faro_call_the_turn()
    out.append(_num("faro-call-the-turn-odds", "faro-foster", "Foster §11.9; grep 'банкомет выплачивает только "
                    "4 к 1'", "calling the turn, three different cards: the odds", "odds 5 to 1, bank pays 4 to 1",
                    5, 1, (1 - ct["three-different"]["probability"]) / ct["three-different"]["probability"],
                    f"6 orders, 1 wins: 5 to 1; expectation at 4 to 1 = {ct['three-different']['expectation']}"))
    out.append(_num("punto-banco-natural-side-bet", "punto-banco", "seed 004 §1.2.3 O13; grep 'ему оплачивают "
                    "ставку 9 к 1'", "side bet: the bank gets a natural, pays 9 to 1 (against the fair odds)",
                    "9 to 1", 9, 1, _natural_odds(), _natural_note(),
                    "at 9 to 1 the bet would favour the punter; the true odds are about 4.3 to 1, so the "
                    "translation has lost a condition (e.g. a natural of a stated point)"))
    out.append(_read("vingt-draw-at-16-15", "vingt-et-un-foster", "Foster §11.1; grep 'шансы составляют примерно "
                     "2 к 1'", "odds of drawing at 16 and 15", "about 2 to 1 at 16, 3 to 1 at 15",
                     "chance of not busting (infinite pack): 16 -> 5/13, 15 -> 6/13", False,
                     "what is measured is unclear; neither figure is a bust probability"))
    out.append(_read("roulette-zeros-in-4012", "roulette", "Foster §11.11; grep 'среди которых было 120 зеро'",
                     "zeros in 4012 spins (New York Sun)", "120",
                     f"expected {float(Fraction(4012, 37)):.1f} on a one-zero wheel", True,
                     "a report, not a calculation; 120 is within two standard deviations"))
    out.extend(_casino_errata())
    return out


def _ratio(a: int, b: int, exact: Fraction) -> dict:
    """Overrides for a row printed as the proportion ``a`` to ``b`` (two whole numbers)."""
    v = judge_ratio(a, b, exact)
    return {"verdict": v, "correct": v == "correct"}


def _casino_errata() -> list[dict]:
    """Rows for faro, roulette, trente-et-quarante, card craps (banking_casino / banking_craps)."""
    from .banking_casino import (FARO_PRINTED_TAB, faro_call_the_turn, faro_rank_bet, roulette_edges,
                                 three_on_a_side)
    from .banking_craps import dice_pass, dice_table, faders_edge, one_roll_props, odds_text
    out: list[dict] = []
    tab = FARO_PRINTED_TAB
    wins = sum(m.count("1") for m in tab.values()) + sum(m.count("X") for m in tab.values())
    losses = sum(m.count("0") for m in tab.values()) + sum(m.count("X") for m in tab.values())
    out.append(_read("faro-printed-tab", "faro-foster", "Foster §11.9; grep 'Дама была содой, пятерка вышла в сплит'",
                     "the printed tab of a whole deal", "25 turns, queen soda, five split, eight in hoc",
                     f"{wins} winners + {losses} losers + soda + hoc = {wins + losses + 2} cards",
                     wins == losses == 25, "the tab replays through the engine (tests/banking/test_faro.py)"))
    sys_ = three_on_a_side(tab)
    out.append(_read("faro-three-on-a-side", "faro-foster", "Foster §11.9; grep 'он выиграл бы 5 из двенадцати'",
                     "'three on a side' on the printed deal", "won 5 of the twelve, money back on the 8",
                     f"won {len(sys_['won'])}, lost {len(sys_['lost'])}, push {len(sys_['push'])}",
                     len(sys_["won"]) == 5 and len(sys_["push"]) == 1))
    ct = faro_call_the_turn()
    out.append(_read("faro-modern-call-and-cat-hop", "faro-modern", "seed 004 §1.12 O57/O60; grep "
                     "'последовательность, оплачивается 4 к 1'", "calling the turn 4 to 1, cat-hop 2 to 1",
                     "4 to 1; 2 to 1", f"house edge {ct['three-different']['house_edge']} on a call, "
                     f"{ct['cat-hop']['house_edge']} on a cat-hop", True))
    r4 = faro_rank_bet(4)
    out.append(_read("faro-rank-bet-edge", "faro-foster", "Foster §11.9 (faro 'has no percentage' but splits)",
                     "the bank's edge on a rank bet (four cards left, start of the deal)", "splits only",
                     f"{r4['house_edge']} = {float(r4['house_edge']) * 100:.3f}%", True,
                     "a case bet (one card left) has no edge"))
    for kind, row in roulette_edges().items():
        out.append(_read(f"roulette-pays-{kind}", "roulette", "Foster §11.11, Monte Carlo table", f"{kind} pays",
                         row["pays"], f"true odds {row['true_odds']}; house edge {row['house_edge']} on one zero",
                         True))
    out.append(_read("roulette-limits", "roulette", "Foster §11.11, Monte Carlo table (limits)",
                     "limits of carré, transversale, sixain", "750, 560, 1200 francs",
                     "180 x numbers covered would give 720, 540, 1080", False,
                     "the other limits follow 180 per number; these three do not (misprint or house practice; "
                     "unverifiable)"))
    from .banking_casino import trente_odds
    t = trente_odds()
    out.append(_read("trente-winning-total", "trente-et-quarante-modern", "seed 004 §1.19 O88; grep 'в диапазоне "
                     "от 31 до 39'", "the winning total", "always 31 to 39",
                     "a row ends at 31..40; 40 can only tie (stand-off)", True))
    out.append(_read("trente-refait-edge", "trente-et-quarante-foster", "Foster §11.10 / 004 §1.19",
                     "the bank's edge from the refait at 31 (half the stakes)", "(not printed)",
                     f"{t['house_edge_half']} = {float(t['house_edge_half']) * 100:.4f}% (infinite pack)", True,
                     "insurance at 5 % costs more than the refait it insures against"))
    w = {r["total"]: r for r in dice_table()}
    p = dice_pass()
    out.append(_num("card-craps-passes-in-1980", "card-craps", "seed 004 §1.9 O46; grep 'фактически 970 случаев "
                    "из 1980'", "passes in 1980 come-outs (dice)", "970 of 1980", 970, 1, p * 1980,
                    f"{p} = {p * 1980} of 1980",
                    "misprint: the printed 1.414 % matches 976; with 970 the edge would be 2.02 %"))
    edge = faders_edge()
    out.append(_num("card-craps-faders-edge", "card-craps", "seed 004 §1.9 O46", "faders' advantage (dice), per cent",
                    "1.414%", Fraction(1414, 1000), Fraction(1, 1000), edge * 100,
                    f"{edge} = {float(edge) * 100:.5f}%",
                    "with the 48-card pack it is about 0.584 % (hoyle odds card-craps)"))
    dice, cards = one_roll_props(False), one_roll_props(True)
    for key, printed, n in (("specific pair", "35 to 1", 35), ("specific two different", "17 to 1", 17),
                            ("any craps", "8 to 1", 8)):
        out.append(_num(f"card-craps-one-roll-{key.replace(' ', '-')}", "card-craps", "seed 004 §1.9 O47; grep "
                        "'любого крепса (2, 3 или 12): 8 к 1'", f"one roll: {key} (the 48-card pack)", printed,
                        n, 1, cards[key], f"the 48-card pack {odds_text(cards[key])} ({float(cards[key]):.2f} to 1); "
                        f"dice {odds_text(dice[key])}",
                        "the printed figure is the dice's; judged against the cards the game is played with"))
    from .banking_casino import ace_deuce_jack_odds, stuss_rank_bet
    adj = ace_deuce_jack_odds()
    out.append(_num("ace-deuce-jack-losses-in-100", "ace-deuce-jack", "seed 004 §1.1 O4; grep 'почти в 60 играх "
                    "из 100'", "games the amateur loses in 100", "almost 60", 60, 1, adj["some"] * 100,
                    f"{adj['some']} = {float(adj['some']) * 100:.1f} in 100",
                    "an exaggeration: the true figure is 55.3"))
    out.append(_read("fan-tan-corners", "chinese-fan-tan-beans", "Foster §11.8; grep 'если ничего не остается, "
                     "выигрывает 4'", "remainder 2 or 3 pays corners 1 and 2", "2 or 3 -> corners 1, 2",
                     "by the corner rule 2 pays corners 1 and 2, 3 pays corners 2 and 3", False,
                     "the engine follows the corner rule"))
    out.append(_num("three-card-monte-fair-odds", "three-card-monte", "Foster §11.16", "fair odds on finding the card",
                    "2 to 1", 2, 1, Fraction(2), "1 chance in 3: 2 to 1",
                    "not registered as a game: a swindle, not a banking game"))
    out.append(_num("faro-martingale", "faro-foster", "Foster §11 introduction; grep 'в 1000 куу вы выиграете 180 "
                    "фишек'", "a martingale: +180 per 1000 coups, one 200 loss (net per 1000 coups)",
                    "-20 per 1000 coups", -20, 1, Fraction(180 - 200), "180 - 200 = -20"))
    sb = stuss_rank_bet(4)
    out.append(_read("stuss-turns-and-pocket", "stuss", "seed 004 §2.7 O109; grep '24 двухкарточных хода'",
                     "turns and pocket", "24 turns of two cards, 4 in the pocket",
                     f"24 x 2 + 4 = 52; a stake on a full rank loses {float(sb['house_edge']) * 100:.2f}%", True))
    from .banking_dice import passe_dix
    pdx = passe_dix()
    out.append(_num("passe-dix-winning-throws", "passe-dix", "seed 001 part 6 §5.7; grep 'девять выигрышных "
                    "бросков из шестнадцати'", "winning throws (a share printed in 16ths)", "9 of 16",
                    Fraction(9, 16), Fraction(1, 16), pdx["pass"],
                    f"{pdx['pass']} = {float(pdx['pass']) * 100:.1f}% (totals are not equally likely)",
                    "9 of the 16 totals 3..18 pass, but they carry 135 of 216 throws"))
    out.append(_num("card-craps-12-before-4", "card-craps", "seed 004 §1.9 O48; grep 'например, 12 до 4: 3 к 1'",
                    "12 before 4 (dice)", "3 to 1", 3, 1, Fraction(w[4]["ways"], w[12]["ways"]),
                    f"ways {w[4]['ways']} : {w[12]['ways']} = 3 to 1 (dice)"))
    return out


def _natural_odds() -> Fraction:
    from .banking_baccarat import baccarat_odds
    p = baccarat_odds(8).banker_natural
    return (1 - p) / p


def _natural_note() -> str:
    from .banking_baccarat import baccarat_odds
    p = baccarat_odds(8).banker_natural
    return f"P(bank natural, 8 packs) = {float(p):.6f}; fair payout {float((1 - p) / p):.3f} to 1"
