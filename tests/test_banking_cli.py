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


def test_odds_bad_option_is_one_line_exit_2():
    r = runner.invoke(app, ["odds", "baccarat", "--player-on-5", "maybe"])
    assert r.exit_code == 2


def test_odds_blackjack_json_names_published_figure():
    d = json.loads(runner.invoke(app, ["odds", "blackjack", "--json"]).output)
    assert abs(d["house_edge_percent"] - d["published"]["house_edge_percent"]) < 0.02
    assert d["basic_strategy"]["pairs"]["8-8"][0] == "P"


def test_simulate_json_and_unknown_game():
    r = runner.invoke(app, ["simulate", "baccarat", "--rounds", "5000", "--chunk", "2500", "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["tallies"]["coups"] == 5000
    assert runner.invoke(app, ["simulate", "no-such-game"]).exit_code == 2


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
