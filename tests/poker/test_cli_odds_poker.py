"""`hoyle eval`, `hoyle odds poker` (and --errata), `hoyle odds draw`."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from typer.testing import CliRunner

from hoyle.cli import app

runner = CliRunner()


def test_eval_joker_hand_O64():
    r = runner.invoke(app, ["eval", "KH QH JH TH JKR"])
    assert r.exit_code == 0, r.output
    assert "royal flush in hearts (joker as ace of hearts)" in r.output
    d = json.loads(runner.invoke(app, ["eval", "KH QH JH TH JKR", "--json"]).output)
    assert d["category"] == "royal flush" and d["rules"] == "foster-mistigris"
    assert d["wild_named"] == [{"wild": "JKR", "as": "AH"}]


def test_eval_british_and_seven_cards():
    d = json.loads(runner.invoke(app, ["eval", "TS JH QC KD AS", "--rules", "british", "--json"]).output)
    assert d["category"] == "high card"
    d = json.loads(runner.invoke(app, ["eval", "2C 2D 2H 9S 9D 4C 4D", "--json"]).output)
    assert d["description"] == "full house, deuces over nines"
    assert len(d["best_five"].split()) == 5


@pytest.mark.parametrize("args", [["eval", "KH QX JH TH 9H"], ["eval", "KH KH JH TH 9H"],
                                  ["eval", "KH QH"], ["eval", "KH QH JH TH JKR", "--rules", "foster"],
                                  ["odds", "poker", "--rules", "nope"],
                                  ["odds", "draw", "QS QH 7C 4D 2S", "--discard", "AS"],
                                  ["odds", "draw", "QS QH 7C 4D", "--discard", "1"],
                                  ["odds", "draw", "QS QH 7C 4D 2S", "--discard", "9"]])
def test_bad_input_is_one_line_exit_2(args):
    r = runner.invoke(app, args)
    assert r.exit_code == 2, r.output
    assert "Traceback" not in r.output
    assert "error:" in r.output


def test_odds_poker_table_and_json_O58():
    r = runner.invoke(app, ["odds", "poker"])
    assert r.exit_code == 0 and "1,098,240" in r.output and "649,739 to 1" in r.output
    d = json.loads(runner.invoke(app, ["odds", "poker", "--json"]).output)
    counts = {c["class"]: c["count"] for c in d["classes"]}
    assert counts["full house"] == 3744 and d["total"] == 2598960
    d = json.loads(runner.invoke(app, ["odds", "poker", "--rules", "foster-mistigris", "--json"]).output)
    assert d["total"] == 2869685


def test_odds_poker_seven():
    d = json.loads(runner.invoke(app, ["odds", "poker", "--seven", "--json"]).output)
    counts = {c["class"]: c["count"] for c in d["classes"]}
    assert counts["flush"] == 4047644 and d["total"] == 133784560


def test_odds_poker_errata():
    r = runner.invoke(app, ["odds", "poker", "--errata"])
    assert r.exit_code == 0, r.output
    assert "61 to 1" in r.output and "wrong" in r.output
    rows = json.loads(runner.invoke(app, ["odds", "poker", "--errata", "--json"]).output)
    pk06 = [x for x in rows if "PK-06" in x["id"]][0]
    assert pk06["verdict"] == "wrong" and pk06["exact_odds"] == "1070/11"


def test_odds_draw_O002_01():
    r = runner.invoke(app, ["odds", "draw", "QS QH 7C 4D 2S", "--discard", "3"])
    assert r.exit_code == 0, r.output
    assert "2.48 to 1 against" in r.output and "16,215" in r.output
    d = json.loads(runner.invoke(app, ["odds", "draw", "QS QH 7C 4D 2S", "--discard", "7C 4D 2S",
                                       "--json"]).output)
    assert d["kept"] == "QS QH" and d["draws"] == 16215
    assert d["improve"]["probability"] == "1552/5405"


def test_eval_three_card_and_low():
    d = json.loads(runner.invoke(app, ["eval", "3S 2D AC", "--json"]).output)
    assert d["category"] == "run" and d["rules"] == "brag"
    d = json.loads(runner.invoke(app, ["eval", "AS AH JC", "--rules", "single-brag", "--json"]).output)
    assert d["category"] == "prial"
    d = json.loads(runner.invoke(app, ["eval", "5H 4H 3H 2H AH", "--low", "lowball", "--json"]).output)
    assert d["description"].endswith("the bicycle")
    r = runner.invoke(app, ["eval", "5H 4H 3H 2H AH", "--low", "upside"])
    assert r.exit_code == 2


def test_odds_poker_three_card_O42():
    d = json.loads(runner.invoke(app, ["odds", "poker", "--three", "brag", "--json"]).output)
    assert d["total"] == 22100
    assert {c["class"]: c["count"] for c in d["classes"]} == {
        "prial": 52, "running flush": 48, "run": 720, "flush": 1096, "pair": 3744, "high card": 16440}
    assert runner.invoke(app, ["odds", "poker", "--three", "nope"]).exit_code == 2


def test_rules_pickle_without_tables():
    import pickle
    from hoyle.evaluators import FOSTER, evaluate
    evaluate("AS KS QS JS TS", FOSTER)
    data = pickle.dumps(FOSTER)
    assert len(data) < 5000
    r = pickle.loads(data)
    assert r == FOSTER and evaluate("AS KS QS JS TS", r).category.value == "royal flush"


def test_odds_draw_by_number_keeps_the_straight_flush_draw_and_says_why():
    """Issue 17 item 7: from K♠ 2♠ 3♠ 4♠ 5♠ throwing one, the K♠ goes (82/47 expected class:
    2 straight-flush, 6 flush, 6 straight and 12 pair outs of 47), not the lowest card (K♠ 3♠
    4♠ 5♠: 8 flush and 12 pair outs, 52/47)."""
    from hoyle.analysis.poker import discard_choices
    best, second = discard_choices("KS 2S 3S 4S 5S", 1)[:2]
    assert [str(c) for c in best.thrown] == ["KS"]
    assert best.expected_class == Fraction(2 * 8 + 6 * 5 + 6 * 4 + 12 * 1, 47) == Fraction(82, 47)
    assert second.expected_class == Fraction(8 * 5 + 12 * 1, 47)
    r = runner.invoke(app, ["odds", "draw", "KS 2S 3S 4S 5S", "--discard", "1"])
    assert r.exit_code == 0, r.output
    assert "keep 2♠ 3♠ 4♠ 5♠, throw K♠" in r.output and "82/47" in r.output and "next best" in r.output
    d = json.loads(runner.invoke(app, ["odds", "draw", "KS 2S 3S 4S 5S", "--discard", "1", "--json"]).output)
    assert d["discarded"] == "KS" and d["chosen"]["expected_class"] == "82/47"
    named = json.loads(runner.invoke(app, ["odds", "draw", "KS 2S 3S 4S 5S", "--throw", "2S", "--json"]).output)
    assert named["discarded"] == "2S" and named["chosen"] is None


@pytest.mark.parametrize("count", ["-1", "+2", "-3"])
def test_a_signed_discard_count_is_called_a_bad_count_not_a_bad_card(count):
    """``--discard -1`` is a count out of range, said so; it used to be read as a card named
    '-1' ("'-1' is not a card")."""
    r = runner.invoke(app, ["odds", "draw", "QS QH 7C 4D 2S", "--discard", count])
    assert r.exit_code == 2 and "number of cards written 0 to 5" in r.output, r.output
