"""Score cards: the settlement per player or per partnership as the game is played (two- and
three-hand cribbage, piquet and pinochle settle each player; whist, bridge, euchre and four-hand
cribbage each partnership), each card's own seat count, the three-hand cribbage line format,
and the players named by ``hoyle score GAME --names``."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from hoyle.cli import app
from hoyle.mechanics.scorecard import EntryRefused, score_card

runner = CliRunner()
#: an English whist rubber (EW laws 1-11): North-South win it 2-0, worth 6 points
WHIST = ["NS 9", "EW 8", "correct 1: NS 10", "NS 8", "EW 8", "NS 12 honours NS 4"]


def _card(game, lines, names=None):
    card = score_card(game)
    if names:
        card.name_players(names)
    for line in lines:
        if line.startswith("correct "):
            head, _, rest = line.partition(":")
            card.correct(int(head.split()[1]), rest.strip())
        else:
            card.enter(line)
    return card


@pytest.mark.parametrize("game, lines, want", [
    # 001 part 4 §8: a game won is one point, a lurch two
    ("cribbage-six-card", ["20 10", "25 8", "16 30 out 0"], "settled: seat 0 +1, seat 1 -1 points"),
    # three-hand (001 part 5 §1.3): the winner takes from each of the others
    ("cribbage-three-hand", ["20 10 5", "25 8 3", "16 3 10"], "settled: seat 0 +4, seat 1 -2, seat 2 -2 points"),
    ("cribbage-four-hand", ["60 10", "61 8"], "settled: side 0 +2, side 1 -2 points (each partner)"),
    ("piquet", ["N 71 S 27", "N 40 S 10"], "settled: N +2, S -2 points"),          # a lurch: double
    ("whist-english", WHIST[:2] + WHIST[3:], "settled: NS +6, EW -6 points (each partner)"),
])
def test_the_settlement_names_each_player_or_each_partnership(game, lines, want):
    out = _card(game, lines).settlement_lines()
    assert out[-1] == want
    assert "NS" not in " ".join(out) or game.startswith("whist")


def test_the_match_s_seat_numbers_are_the_card_s_names_in_the_rubber_lines():
    out = _card("piquet", ["N 71 S 27", "N 40 S 10"]).settlement_lines()
    assert out[0].startswith("game: N wins 111-37") and "seat 0" not in out[0]


@pytest.mark.parametrize("game, seats", [("euchre", 4), ("piquet", 2), ("rubicon-piquet", 2),
                                         ("pinochle", 2), ("cribbage-three-hand", 3)])
def test_each_card_has_its_own_seat_count(game, seats):
    card = score_card(game)
    assert card.num_players == seats == card.match.num_players


@pytest.mark.parametrize("game, numbers", [("cribbage-six-card", 2), ("cribbage-three-hand", 3),
                                           ("cribbage-four-hand", 2)])
def test_the_cribbage_line_format_example_is_an_entry_the_card_takes(game, numbers):
    card = score_card(game)
    example = card.line_format.split("   ")[0].split(" [")[0]
    assert len(example.split()) == numbers
    assert card.enter(example).startswith("deal 1 ")
    with pytest.raises(EntryRefused, match="numbers"):
        score_card(game).enter(" ".join(["5"] * (5 - numbers)))


def test_named_whist_players_on_the_sheet_the_settlement_and_the_json():
    card = _card("whist-english", WHIST, ["Ann", "Bob", "Cy", "Dee"])     # correct 1 keeps the names
    assert card.sheet().splitlines()[0] == "players: N Ann, E Bob, S Cy, W Dee"
    assert card.settlement_lines()[-1] == "settled: NS (Ann, Cy) +6, EW (Bob, Dee) -6 points (each partner)"
    assert card.to_json()["names"] == ["Ann", "Bob", "Cy", "Dee"]
    r = runner.invoke(app, ["score", "whist-english", "--names", "Ann,Bob,Cy,Dee", "--deals", "; ".join(WHIST)])
    assert r.exit_code == 0, r.output
    assert "players: N Ann, E Bob, S Cy, W Dee" in r.output and "NS (Ann, Cy) +6" in r.output
    js = json.loads(runner.invoke(app, ["score", "whist-english", "--names", "Ann,Bob,Cy,Dee", "--deals",
                                        "; ".join(WHIST), "--json"]).output)
    assert js["names"] == ["Ann", "Bob", "Cy", "Dee"] and js["settlement"]["per_seat"] == [6, -6, 6, -6]


def test_named_cribbage_players_in_each_deal_line():
    card = _card("cribbage-six-card", ["20 10", "25 8", "16 30 out 0"], ["Ann", "Bob"])
    assert card.lines[0] == "deal 1 (Bob deals): Ann +20 (20), Bob +10 (10)"
    assert card.lines[2].endswith("Ann out; game: Ann wins 61-48, worth 1 point")
    assert card.settlement_lines()[-1] == "settled: Ann +1, Bob -1 points"


@pytest.mark.parametrize("names, needle", [("Ann,Bob,Cy", "has 4 seats, not 3"), ("Ann,Bob,ann,Dee", "two players"),
                                           ("Ann,,Cy,Dee", "1 to 24 characters")])
def test_bad_names_for_a_card_are_refused_in_one_line(names, needle):
    r = runner.invoke(app, ["score", "euchre", "--names", names, "--deals", "NS 3"])
    assert r.exit_code == 2 and needle in r.output and "Traceback" not in r.output


@pytest.mark.parametrize("game, names, line, same", [
    ("piquet", ["Ann", "Bob"], "ann 71 Bob 27", "N 71 S 27"),
    ("pinochle", ["Ann", "Bob"], "Ann melds 180 cards 130 Bob melds 80", "N melds 180 cards 130 S melds 80"),
    ("whist-english", ["Ann", "Bob", "Cy", "Dee"], "Dee 8 honours Cy 4", "EW 8 honours NS 4"),  # a side by a partner
    ("euchre", ["Ann", "Bob", "Cy", "Dee"], "Bob 5 alone", "EW 5 alone"),
])
def test_an_entry_may_name_a_player_for_his_seat_or_side(game, names, line, same):
    assert _card(game, [line], names).to_json()["deals"] == _card(game, [same]).to_json()["deals"]


def test_a_cribbage_player_pegs_out_by_name_and_a_correction_reads_names_too():
    card = _card("cribbage-six-card", ["50 50", "11 5 out Ann"], ["Ann", "Bob"])
    assert card.to_json()["deals"][1] == {"points": [11, 5], "out": 0}
    card = _card("whist-english", ["Ann 9", "correct 1: Bob 9"], ["Ann", "Bob", "Cy", "Dee"])    # EW law 11
    assert card.to_json()["deals"] == _card("whist-english", ["NS 9", "correct 1: EW 9"]).to_json()["deals"]
    assert card.names == ("Ann", "Bob", "Cy", "Dee") and card.lines[0].startswith("deal 1 (W deals): NS 4 tricks")


@pytest.mark.parametrize("game, bad", [("euchre", "NS"), ("euchre", "pass"), ("whist-english", "honours"),
                                       ("piquet", "S"), ("cribbage-six-card", "out"), ("piquet", "2-2"),
                                       # words piquet's entries read that its format line does not show
                                       ("piquet", "blanche"), ("piquet", "Capot"), ("rubicon-piquet", "elder"),
                                       ("rubicon-piquet", "quatorze")])
def test_a_name_that_is_a_word_of_the_entries_is_refused(game, bad):
    card = score_card(game)
    others = ["Ann", "Bob", "Cy", "Dee"][:card.num_players - 1]
    with pytest.raises(EntryRefused, match="a word of the card's entries|no letter|1 to 24"):
        card.name_players([bad, *others])
    assert card.names is None


@pytest.mark.parametrize("game, line, want", [
    ("piquet", "Zed 5", "a deal names the player first (Ann or Bob, or elder/dealer)"),
    ("piquet", "Ann 71 ann 27", "Ann is named twice in one deal"),
    ("piquet", "Ann 71 Bob 27 out Zed", "'out Ann' or 'out Bob'"),
    ("piquet", "71 27 13", "bare totals are two numbers, Ann's and Bob's"),
    ("piquet", "out Ann", "'out ...' ends a deal's line: first say what each player scored"),
    ("piquet", "Ann point 5 Bob point 6", "Ann and Bob cannot both score the point"),
    ("piquet", "Ann pique 20 Bob tricks 5", "pique scores 30, not 20 (Ann)"),
    ("pinochle", "Zed 5", "a deal names the player first (Ann or Bob)"),
    ("pinochle", "Ann 180 130 Bob 80 120 claim", "'claim Ann' or 'claim Bob'"),
    ("pinochle", "Bob melds 15 cards 130 Ann 80 120", "Bob's melds cannot be 15"),
])
def test_piquet_and_pinochle_refusals_name_the_players_as_the_card_names_them(game, line, want):
    card = score_card(game)
    card.name_players(["Ann", "Bob"])
    with pytest.raises(EntryRefused) as exc:
        card.enter(line)
    text = str(exc.value)
    assert want in text, text
    assert not any(w in text.replace("'", " ").split() for w in ("N", "S", "N's", "S's"))
