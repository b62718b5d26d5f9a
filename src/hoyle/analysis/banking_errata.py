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
    out.extend(_casino_errata())
    return out


def _casino_errata() -> list[dict]:
    """Rows for faro, roulette, trente-et-quarante, card craps (banking_casino / banking_craps)."""
    from .banking_casino import (FARO_PRINTED_TAB, faro_call_the_turn, faro_rank_bet, roulette_edges,
                                 three_on_a_side, trente_odds)
    from .banking_craps import dice_pass, dice_table, one_roll_props, odds_text
    out: list[dict] = []
    tab = FARO_PRINTED_TAB
    wins = sum(m.count("1") for m in tab.values()) + sum(m.count("X") for m in tab.values())
    losses = sum(m.count("0") for m in tab.values()) + sum(m.count("X") for m in tab.values())
    out.append({"game": "faro-foster", "source": "Foster §11.9; grep 'Дама была содой, пятерка вышла в сплит'",
                "item": "the printed tab of a whole deal", "printed": "25 turns, queen soda, five split, eight in hoc",
                "exact": f"{wins} winners + {losses} losers + soda + hoc = {wins + losses + 2} cards",
                "correct": wins == losses == 25, "note": "the tab replays through the engine (tests/banking/test_faro.py)"})
    sys_ = three_on_a_side(tab)
    out.append({"game": "faro-foster", "source": "Foster §11.9; grep 'он выиграл бы 5 из двенадцати'",
                "item": "'three on a side' on the printed deal", "printed": "won 5 of the twelve, money back on the 8",
                "exact": f"won {len(sys_['won'])}, lost {len(sys_['lost'])}, push {len(sys_['push'])}",
                "correct": len(sys_["won"]) == 5 and len(sys_["push"]) == 1, "note": ""})
    ct = faro_call_the_turn()
    out.append({"game": "faro-modern", "source": "seed 004 §1.12 O57/O60; grep 'последовательность, оплачивается 4 к 1'",
                "item": "calling the turn 4 to 1, cat-hop 2 to 1", "printed": "4 to 1; 2 to 1",
                "exact": f"house edge {ct['three different']['house_edge']} on a call, "
                         f"{ct['cat-hop (a pair)']['house_edge']} on a cat-hop", "correct": True, "note": ""})
    r4 = faro_rank_bet(4)
    out.append({"game": "faro-foster", "source": "Foster §11.9 (faro 'has no percentage' but splits)",
                "item": "the bank's edge on a rank bet (four cards left, start of the deal)",
                "printed": "splits only", "exact": f"{r4['house_edge']} = {float(r4['house_edge']) * 100:.3f}%",
                "correct": True, "note": "a case bet (one card left) has no edge"})
    for kind, row in roulette_edges().items():
        out.append({"game": "roulette", "source": "Foster §11.11, Monte Carlo table", "item": f"{kind} pays",
                    "printed": row["pays"], "exact": f"true odds {row['true_odds']}; house edge {row['house_edge']} "
                    f"on one zero", "correct": True, "note": ""})
    out.append({"game": "roulette", "source": "Foster §11.11, Monte Carlo table (limits)",
                "item": "limits of carré, transversale, sixain", "printed": "750, 560, 1200 francs",
                "exact": "180 x numbers covered would give 720, 540, 1080", "correct": False,
                "note": "the other limits follow 180 per number; these three do not (misprint or house practice; "
                        "unverifiable)"})
    t = trente_odds()
    out.append({"game": "trente-et-quarante-modern", "source": "seed 004 §1.19 O88; grep 'в диапазоне от 31 до 39'",
                "item": "the winning total", "printed": "always 31 to 39",
                "exact": "a row ends at 31..40; 40 can only tie (stand-off)", "correct": True, "note": ""})
    out.append({"game": "trente-et-quarante-foster", "source": "Foster §11.10 / 004 §1.19",
                "item": "the bank's edge from the refait at 31 (half the stakes)", "printed": "(not printed)",
                "exact": f"{float(t['house_edge_half']) * 100:.4f}% (infinite pack; exact fraction: hoyle odds trente-et-quarante --json)",
                "correct": True, "note": "insurance at 5 % costs more than the refait it insures against"})
    w = {r["total"]: r for r in dice_table()}
    p = dice_pass()
    out.append({"game": "card-craps", "source": "seed 004 §1.9 O46; grep 'фактически 970 случаев из 1980'",
                "item": "passes in 1980 come-outs (dice)", "printed": "970 of 1980",
                "exact": f"{p} = {p * 1980} of 1980", "correct": False,
                "note": "misprint: the printed 1.414 % matches 976; with 970 the edge would be 2.02 %"})
    out.append({"game": "card-craps", "source": "seed 004 §1.9 O46", "item": "faders' advantage (dice)",
                "printed": "1.414%", "exact": f"{1 - 2 * p} = {float(1 - 2 * p) * 100:.3f}%", "correct": True,
                "note": "with the 48-card pack it is about 0.584 % (hoyle odds card-craps)"})
    dice, cards = one_roll_props(False), one_roll_props(True)
    for key, printed in (("specific pair", "35 to 1"), ("specific two different", "17 to 1"), ("any craps", "8 to 1")):
        out.append({"game": "card-craps", "source": "seed 004 §1.9 O47; grep 'любого крепса (2, 3 или 12): 8 к 1'",
                    "item": f"one roll: {key}", "printed": printed,
                    "exact": f"dice {odds_text(dice[key])}; the 48-card pack {odds_text(cards[key])} "
                             f"({float(cards[key]):.2f} to 1)",
                    "correct": False, "note": "right for dice, wrong for the cards the game is played with"})
    from .banking_casino import ace_deuce_jack_odds, stuss_rank_bet
    adj = ace_deuce_jack_odds()
    out.append({"game": "ace-deuce-jack", "source": "seed 004 §1.1 O4; grep 'почти в 60 играх из 100'",
                "item": "games the amateur loses in 100", "printed": "almost 60",
                "exact": f"{adj['some']} = {float(adj['some']) * 100:.1f} in 100", "correct": False,
                "note": "an exaggeration: the true figure is 55.3"})
    out.append({"game": "chinese-fan-tan-beans", "source": "Foster §11.8; grep 'если ничего не остается, "
                "выигрывает 4'", "item": "remainder 2 or 3 pays corners 1 and 2", "printed": "2 or 3 -> corners 1, 2",
                "exact": "by the corner rule 2 pays corners 1 and 2, 3 pays corners 2 and 3", "correct": False,
                "note": "the engine follows the corner rule"})
    out.append({"game": "three-card-monte", "source": "Foster §11.16", "item": "fair odds on finding the card",
                "printed": "2 to 1", "exact": "1 chance in 3: 2 to 1", "correct": True,
                "note": "not registered as a game: a swindle, not a banking game"})
    out.append({"game": "faro-foster", "source": "Foster §11 introduction; grep 'в 1000 куу вы выиграете 180 фишек'",
                "item": "a martingale: +180 per 1000 coups, one 200 loss", "printed": "-20 per 1000 coups",
                "exact": "180 - 200 = -20", "correct": True, "note": ""})
    sb = stuss_rank_bet(4)
    out.append({"game": "stuss", "source": "seed 004 §2.7 O109; grep '24 двухкарточных хода'",
                "item": "turns and pocket", "printed": "24 turns of two cards, 4 in the pocket",
                "exact": f"24 x 2 + 4 = 52; a stake on a full rank loses {float(sb['house_edge']) * 100:.2f}%",
                "correct": True, "note": ""})
    from .banking_dice import passe_dix
    pdx = passe_dix()
    out.append({"game": "passe-dix", "source": "seed 001 part 6 §5.7; grep 'девять выигрышных бросков из "
                "шестнадцати'", "item": "winning throws", "printed": "9 of 16",
                "exact": f"{pdx['pass']} = {float(pdx['pass']) * 100:.1f}% (totals are not equally likely)",
                "correct": False, "note": "9 of the 16 totals 3..18 pass, but they carry 135 of 216 throws"})
    out.append({"game": "card-craps", "source": "seed 004 §1.9 O48; grep 'например, 12 до 4: 3 к 1'",
                "item": "12 before 4", "printed": "3 to 1",
                "exact": f"ways {w[4]['ways']} : {w[12]['ways']} = 3 to 1 (dice)", "correct": True, "note": ""})
    return out


def _natural_note() -> str:
    from .banking_baccarat import baccarat_odds
    p = baccarat_odds(8).banker_natural
    return f"P(bank natural, 8 packs) = {float(p):.6f}; fair payout {float((1 - p) / p):.3f} to 1"
