"""People's names on the score pads (``hoyle score GAME --names "Ann,Bob"``): the pad's lines,
what is to be reported next, the log and the result name the players; a report that takes a
seat (snooker's ``foul out-of-turn SEAT``, rule 17; shuffleboard's ``ship S``, seed 001 part 6
§6) reads the name as well as the number; without names the pads say ``seat 0`` (``side 0``
where two sides play), as ``hoyle play`` numbers the seats."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from hoyle.cli import app
from hoyle.core import get_game
from hoyle.core.errors import HoyleError, SetupError

runner = CliRunner()


def _pad(slug, n, names=None):
    st = get_game(slug).new_deal(n, None, None)
    if names:
        st.name_players(names)
    return st


def test_named_billiard_players_in_the_sheet_the_next_stroke_and_the_result():
    st = _pad("american-carom-billiards", 2, ["Ann", "Bob"])
    st.apply("carom")
    st.apply("no-count")
    v = st.view(None)
    assert v["names"] == ["Ann", "Bob"] and v["sheet"][0].startswith("Ann: 1 ")
    assert v["next"] == "Bob's stroke" and st.seat_name(1) == "Bob"
    assert "Bob to report" in st.render_view(v)
    assert not any("seat 0" in x or "seat 1" in x for x in st.log)


def test_without_names_the_pads_keep_the_zero_based_seats_and_shuffleboard_its_sides():
    st = _pad("american-carom-billiards", 2)
    assert st.view(None)["names"] == ["seat 0", "seat 1"] and st.view(None)["next"] == "seat 0's stroke"
    sb = _pad("shuffleboard", 2)
    sb.apply("ship 1")
    assert sb.view(None)["sheet"][:2] == ["side 0: 0", "side 1: 3"]


def test_snooker_out_of_turn_reads_the_name_the_number_or_the_pads_own_word():
    for who in ("Cy", "cy", "2", "seat 2"):
        st = _pad("snooker", 3, ["Ann", "Bob", "Cy"])
        st.apply(f"foul out-of-turn {who}")
        assert st.missing == [0, 0, 1], who                  # rule 17: Cy loses his next turn
        assert "Cy loses his next turn" in st.log[-1]
        assert st.format_action(st.history[-1][1]) == "foul out-of-turn 2"     # stored by number
    st = _pad("snooker", 3, ["Ann", "Bob", "Cy"])
    before = st.position_key()
    with pytest.raises(HoyleError, match=r"takes a seat, by its number or its name \(0 or Ann"):
        st.apply("foul out-of-turn Zed")
    assert st.position_key() == before


def test_shuffleboard_sides_by_name():
    st = _pad("shuffleboard", 2, ["Reds", "Blues"])
    st.apply("ship Blues")
    st.apply("two reds")
    assert st.scores == [2, 3]            # §6: a ship 3, a two 2
    assert st.view(None)["sheet"][:2] == ["Reds: 2", "Blues: 3"]


@pytest.mark.parametrize("names, needle", [
    (["Ann"], "one name a player"), (["Ann", "ann"], "two players are named"), (["Ann", ""], "empty"),
    (["Ann", "7"], "not a number"), (["seat 1", "Bob"], "what the pad calls seat 1"),
    (["Ann", "B:b"], "no ','"), (["A" * 25, "Bob"], "at most 24"),
])
def test_bad_names_are_refused_and_the_pad_is_unchanged(names, needle):
    st = _pad("american-carom-billiards", 2)
    with pytest.raises(SetupError, match=needle):
        st.name_players(names)
    assert st.seat_name(0) == "seat 0"


def test_the_cli_names_the_bowlers_and_counts_them():
    r = runner.invoke(app, ["score", "ten-pins", "--names", "Ann,Bob,Cy", "--balls", "X 7 / 9"])
    assert r.exit_code == 0, r.output
    assert "Ann" in r.output and "Cy" in r.output and "next: Cy, frame 1, ball 2: 1 standing" in r.output
    js = json.loads(runner.invoke(app, ["score", "snooker", "--names", "Ann,Bob", "--events",
                                        "reds 1; pot black; no-score; foul out-of-turn Ann", "--json"]).output)
    assert js["names"] == ["Ann", "Bob"] and js["sheet"][:2] == ["Ann: +8", "Bob: -8"]
    r = runner.invoke(app, ["score", "ten-pins", "--names", "Ann,Bob", "--players", "3", "--balls", "X"])
    assert r.exit_code == 2 and "one name a player" in r.output and "Traceback" not in r.output
    r = runner.invoke(app, ["score", "snooker", "--help"])
    assert "--names" in r.output
    # what ``hoyle rules GAME`` prints: snooker's law 17 row, shuffleboard's summary
    assert any("foul out-of-turn SEAT" in str(row) and "the name given by --names" in str(row)
               for row in get_game("snooker").laws)
    assert "its name from --names" in get_game("shuffleboard").summary


def test_the_terminal_pads_private_ball_by_name():
    r = runner.invoke(app, ["score", "pin-pool", "--names", "Ann,Bob"], input="private Bob\nprivate Zed\nquit\n")
    assert r.exit_code == 0, r.output
    assert "Bob's private ball:" in r.output and "for Bob's eyes only" in r.output
    assert "private takes a seat, by its number or its name: 0 or Ann, 1 or Bob" in r.output
