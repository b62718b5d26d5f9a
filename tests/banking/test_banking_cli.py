"""The banking CLI: `hoyle odds baccarat|blackjack|chuck-luck`, `hoyle simulate`; errata."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from hoyle.analysis.banking_errata import banking_errata
from hoyle.analysis.banking_dice import chuck_luck_totals, trente_final_totals
from hoyle.cli import app

runner = CliRunner()


def test_odds_baccarat_8_decks_json():
    r = runner.invoke(app, ["odds", "baccarat", "--decks", "8", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert round(d["banker_float"], 6) == 0.458597
    assert round(d["bets"]["tie"]["house_edge_percent"], 4) == 14.3596
    text = runner.invoke(app, ["odds", "baccarat", "--decks", "8"]).output
    assert "0.446247" in text and "1.2351%" in text
    # O13: the book's 9 to 1 on a bank natural favours the punter; the output says so
    assert d["bets"]["banker-natural"]["house_edge_percent"] < 0 and "punter has the edge" in d["note"]
    assert "fair payout is 4.279 to 1" in " ".join(text.split())


def test_odds_bad_option_is_one_line_exit_2():
    r = runner.invoke(app, ["odds", "baccarat", "--player-on-5", "maybe"])
    assert r.exit_code == 2


def test_odds_blackjack_json_names_published_figure():
    d = json.loads(runner.invoke(app, ["odds", "blackjack", "--blackjack-pays", "3:2", "--json"]).output)
    assert abs(d["house_edge_percent"] - d["published"]["house_edge_percent"]) < 0.02
    assert d["basic_strategy"]["pairs"]["8-8"][0] == "P"
    assert "/" in d["house_edge"] and "/" in d["dealer_outcomes"]["6"]["bust"]      # exact fractions
    default = json.loads(runner.invoke(app, ["odds", "blackjack", "--json"]).output)
    assert default["rules"]["blackjack_pays"] == "3/2" and default["published"] is not None   # casino rule set
    book = json.loads(runner.invoke(app, ["odds", "blackjack", "--blackjack-pays", "2 to 1", "--json"]).output)
    assert book["rules"]["blackjack_pays"] == "2" and book["published"] is None    # seed 004 O19
    assert runner.invoke(app, ["odds", "blackjack", "--blackjack-pays", "lots"]).exit_code == 2


def test_simulate_json_and_unknown_game():
    r = runner.invoke(app, ["simulate", "baccarat", "--rounds", "5000", "--chunk", "2500", "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["tallies"]["coups"] == 5000
    assert runner.invoke(app, ["simulate", "no-such-game"]).exit_code == 2


def test_simulate_baccarat_engine_option():
    from hoyle.sim.fast_baccarat import numba_available
    r = runner.invoke(app, ["simulate", "baccarat", "--rounds", "3000", "--engine", "numpy", "--json"])
    d = json.loads(r.output)
    assert d["engine"] == "numpy" and d["tallies"]["coups"] == 3000
    auto = json.loads(runner.invoke(app, ["simulate", "baccarat", "--rounds", "300", "--json"]).output)
    assert auto["engine"] == ("numba" if numba_available() else "numpy")
    bad = runner.invoke(app, ["simulate", "baccarat", "--engine", "cuda"])
    assert bad.exit_code != 0 and "--engine must be" in bad.output


def test_foster_chuck_luck_table_and_errata():
    rows = {r["totals"]: r for r in chuck_luck_totals()}
    assert rows["3 or 18"]["printed_correct"] and rows["10 or 11"]["printed_correct"]
    assert not rows["9 or 12"]["printed_correct"] and rows["9 or 12"]["true_odds"] == "191/25 to 1"
    assert rows["7 or 14"]["ways"] == 15
    r = runner.invoke(app, ["odds", "chuck-luck", "--json"])
    assert len(json.loads(r.output)) == 8


def test_foster_trente_refait_odds_erratum():
    fin = trente_final_totals()
    assert sum(fin.values()) == 1
    assert abs(float(fin[31] ** 2) - 0.0219) < 0.0005         # catalog: about 2.19 %, not 1 in 64
    e = [x for x in banking_errata() if x["item"] == "odds against a refait at 31"][0]
    assert e["printed"] == "63 to 1" and not e["correct"]


def test_odds_faro_json_exact_fractions():
    r = runner.invoke(app, ["odds", "faro", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.output)
    assert d["rank_bets"]["4"]["house_edge"] == "101/4998"
    assert d["last_turn"]["three-different"]["house_edge"] == "1/6"
    assert d["last_turn"]["cat-hop"]["label"] == "cat-hop (a pair)"
    assert d["splits_per_deal"] == "25/17"
    assert runner.invoke(app, ["odds", "faro", "--cards-left", "50"]).exit_code == 2


def test_odds_roulette_trente_monte_hookey_json():
    d = json.loads(runner.invoke(app, ["odds", "roulette", "--json"]).output)
    assert d["bets"]["plein"]["house_edge"] == "1/37" and d["bets"]["colonnes"]["pays"] == "1 to 2"
    assert runner.invoke(app, ["odds", "roulette", "--wheel", "square"]).exit_code == 2
    t = json.loads(runner.invoke(app, ["odds", "trente-et-quarante", "--json"]).output)
    assert round(t["house_edge_half_percent"], 4) == 1.0961 and t["house_edge_insured"] == "1/20"
    m = json.loads(runner.invoke(app, ["odds", "monte-bank", "--json"]).output)
    assert m["house_edge"] == "43/247"
    h = json.loads(runner.invoke(app, ["odds", "blind-hookey", "--json"]).output)
    assert h["house_edge"] == "1/17"


def test_odds_card_craps_dice_json():
    d = json.loads(runner.invoke(app, ["odds", "card-craps", "--no-cards", "--json"]).output)
    assert d["dice"]["pass"] == "244/495"
    assert d["dice"]["table"][4]["before_7"] == "6 to 5"       # total 6


def test_odds_chuck_luck_bets_and_under_over():
    d = json.loads(runner.invoke(app, ["odds", "chuck-luck-bets", "--json"]).output)
    assert d["any-raffle"]["house_edge"] == "5/36"
    u = json.loads(runner.invoke(app, ["odds", "under-and-over-seven", "--json"]).output)
    assert u["seven"]["house_edge"] == "1/3"


def test_errata_have_the_new_games():
    games = {r["game"] for r in banking_errata()}
    assert {"faro-foster", "faro-modern", "roulette", "card-craps", "trente-et-quarante-modern"} <= games
    craps = next(r for r in banking_errata() if r["game"] == "card-craps" and "1980" in r["item"])
    assert craps["correct"] is False and "976" in craps["exact"]


def test_odds_stuss_hoggenheimer_ace_deuce_jack_red_dog():
    s = json.loads(runner.invoke(app, ["odds", "stuss", "--json"]).output)
    assert s["1"]["house_edge"] == "1/13"                 # a case card: 1/13 it lies in the pocket
    assert runner.invoke(app, ["odds", "stuss", "--pocket", "3"]).exit_code == 2
    h = json.loads(runner.invoke(app, ["odds", "hoggenheimer", "--json"]).output)
    assert h["row"]["win"] == "1/9" and h["row"]["house_edge"] == "0"
    a = json.loads(runner.invoke(app, ["odds", "ace-deuce-jack", "--json"]).output)
    assert a["none"] == "38/85"
    r = json.loads(runner.invoke(app, ["odds", "red-dog", "--json"]).output)
    assert r["win"] == "8689/19740"


def test_odds_passe_dix_and_red_and_black():
    d = json.loads(runner.invoke(app, ["odds", "passe-dix", "--json"]).output)
    assert d["pass"] == "5/8"
    r = json.loads(runner.invoke(app, ["odds", "red-and-black", "--json"]).output)
    assert r["expectation"] == "0" and r["distribution"]["0"] == "294/10403"


def test_odds_blackjack_prints_the_dealer_table_as_text():
    # the text table once failed on Python 3.11 (an exact Fraction given a float format); the
    # dealer's chance of busting with a 6 up, infinite deck: 0.4232 (the analysis' own test)
    r = runner.invoke(app, ["odds", "blackjack"])
    assert r.exit_code == 0, r.output
    assert "0.4232" in r.output
