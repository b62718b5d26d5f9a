"""`hoyle errata [GAME|FAMILY] [--json]`: every game's printed figures, one rule, stable ids (issue 17)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from hoyle.cli import app

runner = CliRunner()


def test_errata_for_a_game_json_has_stable_ids_and_the_one_rule():
    r = runner.invoke(app, ["errata", "chuck-luck", "--json"])
    assert r.exit_code == 0, r.output
    rows = {x["id"]: x for x in json.loads(r.output)}
    assert rows["chuck-luck-odds-6-or-15"]["printed"] == "20 1/2 to 1"
    assert rows["chuck-luck-odds-6-or-15"]["verdict"] == "correct"       # 20.6 in halves
    assert rows["chuck-luck-odds-8-or-13"]["verdict"] == "correct"       # 9.29 in quarters
    assert rows["chuck-luck-odds-9-or-12"]["verdict"] == "close"         # 7.64 is 7¾ in quarters
    assert {x["game"] for x in rows.values()} == {"chuck-luck"}


def test_errata_for_a_family_and_the_table():
    rows = json.loads(runner.invoke(app, ["errata", "banking", "--json"]).output)
    ids = [x["id"] for x in rows]
    assert len(ids) == len(set(ids)) and "card-craps-faders-edge" in ids and "faro-splits-per-two-deals" in ids
    assert all(x["verdict"] in ("correct", "close", "wrong") for x in rows)
    r = runner.invoke(app, ["errata", "faro-foster"])
    assert r.exit_code == 0 and "6 figures: 6 correct" in r.output
    faro = json.loads(runner.invoke(app, ["errata", "faro-foster", "--json"]).output)
    assert {x["id"] for x in faro} >= {"faro-splits-per-two-deals", "faro-call-the-turn-odds"}


def test_errata_for_poker_and_every_game():
    rows = json.loads(runner.invoke(app, ["errata", "poker", "--json"]).output)
    pk06 = next(x for x in rows if "PK-06" in x["oracle"])
    assert pk06["verdict"] == "wrong" and pk06["game"] == "draw-poker-foster"
    assert len({x["id"] for x in rows}) == len(rows)
    everything = json.loads(runner.invoke(app, ["errata", "--json"]).output)
    assert {x["family"] for x in everything} >= {"poker", "banking"}
    assert len(everything) > len(rows)


def test_errata_unknown_name_is_a_one_line_error():
    r = runner.invoke(app, ["errata", "no-such-game"])
    assert r.exit_code == 2 and "no game or family" in r.output and "Traceback" not in r.output
