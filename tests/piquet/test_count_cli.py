"""`hoyle count piquet HAND`: the declarations a hand holds (issue 14; catalog 001_part5.md §2.1
oracle 4, the elder's hand of the illustration)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from hoyle.cli import app

runner = CliRunner()


def test_count_the_illustration_elder_hand():
    # oracle 4: the elder's "Forty-one", quatrième to the ace, quatorze of aces with the trios
    # of kings and queens (20 when, as there, the point and sequence are not good)
    r = runner.invoke(app, ["count", "piquet", "AH KH QH JH AC KC QC AD KD QD 7D AS", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["best"]["point"]["height"] == 41 and out["best"]["point"]["size"] == 4
    assert out["best"]["sequence"]["text"] == "quatrième to the ace of hearts"
    assert sum(s["score"] for s in out["sets"]) == 20
    assert out["if_all_good"] == 4 + 4 + 3 + 3 + 20
    r = runner.invoke(app, ["count", "piquet", "AH KH QH JH AC KC QC AD KD QD 7D AS"])
    assert r.exit_code == 0 and "quatorze of aces -> 14" in r.output


def test_count_english_rule_and_rubicon():
    # oracle 6: the sixième in diamonds Q J 10 9 8 7 is a point of 5 under the English rule
    hand = "QD JD TD 9D 8D 7D QC JC TC 9C 8C 7S"
    plain = json.loads(runner.invoke(app, ["count", "piquet", hand, "--json"]).output)
    english = json.loads(runner.invoke(app, ["count", "piquet", hand, "--json", "--english"]).output)
    assert plain["best"]["point"]["score"] == 6 and english["best"]["point"]["score"] == 5
    assert plain["if_all_good"] == 6 + 16 + 15 and english["if_all_good"] == 36
    assert runner.invoke(app, ["count", "piquet", hand, "--rubicon"]).exit_code == 0


def test_count_refuses_bad_hands_in_one_line():
    for hand, why in (("AH KH", "12 cards"), ("AH KH QH JH AC KC QC AD KD QD 7D 2S", "below the seven"),
                      ("AH AH QH JH AC KC QC AD KD QD 7D AS", "twice"), ("XX", "not a hand"),
                      ("AH KH QH JH AC KC QC AD KD QD 7D JK", "without a joker")):
        r = runner.invoke(app, ["count", "piquet", hand])
        assert r.exit_code == 2 and why in r.output and "Traceback" not in r.output
