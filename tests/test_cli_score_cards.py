"""``hoyle score whist`` / ``hoyle score auction-bridge``: the card games' score cards in the
terminal (issue 16 item 5), from --deals and from the standard input, with refusals named."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from hoyle.cli import app


def _run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(app, ["score", *args], input=stdin)


def test_whist_from_deals_keeps_the_rubber_of_O_003_14():
    res = _run("whist", "--deals", "NS 11; NS 7; EW 11; EW 9; NS 11")
    assert res.exit_code == 0, res.output
    assert "rubber: North-South win 2-1, worth 4 points" in res.output
    assert "settled: NS +4, EW -4 points (each partner)" in res.output


def test_auction_bridge_from_stdin_prints_the_pad_of_001_part1_2_7_no_7():
    lines = "WE 1H 7 honours WE 3\nWE 2R 6 honours WE 3\nNS 9H 8\nTHEY 3NT 10 aces THEY 3\n" \
            "THEY 2R 10 honours THEY 4\n"
    res = _run("auction-bridge", stdin=lines)
    assert res.exit_code == 0, res.output
    assert "refused: a contract's level is 1 to 7 odd tricks, not 9 (auction laws 42-43)" in res.output
    assert "        42        492  total" in res.output
    assert "rubber: East-West win 2-0, worth 450 points" in res.output


def test_a_refused_deal_from_deals_names_it_and_exits_2_without_a_traceback():
    res = _run("whist", "--deals", "NS 11; NS 14")
    assert res.exit_code == 2
    assert "deal 2 (NS 14): 14 tricks: there are 13 tricks in a deal" in res.output
    assert "Traceback" not in res.output


def test_json_and_a_correction_by_the_law():
    res = _run("whist", "--json", "--deals", "NS 9; correct 1: NS 10; EW 8")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["game"] == "whist-english" and data["deals"][0]["tricks"] == [10, 3]
    assert data["settlement"]["by"] == "rubber" and data["settlement"]["pending"]
    res = _run("auction-bridge", "--deals", "NS 2NT 9; EW 1H 8; correct 1: NS 2NT 10")
    assert res.exit_code == 2 and "laws 12-13" in res.output


def test_the_help_documents_the_line_format_and_other_games_refuse_deals():
    res = CliRunner().invoke(app, ["score", "--help"], terminal_width=200)
    assert "--deals" in res.output and "auction-bridge" in res.output
    res = _run("ten-pins", "--deals", "NS 8")
    assert res.exit_code == 2 and "--deals is for the card games" in res.output
    res = _run("whist", "--balls", "10 10")
    assert res.exit_code == 2 and "takes --deals, --names and --json" in res.output


def test_cribbage_and_euchre_cards_from_deals():
    res = _run("cribbage", "--deals", "20 10; 25 8; 16 5")
    assert res.exit_code == 0 and "game: seat 0 wins 61-23, worth 2 (a lurch)" in res.output
    res = _run("euchre", "--deals", "NS 5 alone; NS 2; pass; NS 6")
    assert res.exit_code == 2 and "deal 4 (NS 6): a euchre hand has five tricks" in res.output


def test_piquet_rubicon_and_pinochle_cards_from_deals():
    """Rubicon piquet's printed partie (001_part5.md §2.5 oracle: A 113, B 80: 293), a piquet
    deal's repique left out (law 22), pinochle's cards past what a deal holds (law P9)."""
    res = _run("rubicon-piquet", "--deals", "N 18 S 13; N 18 S 13; N 18 S 13; N 18 S 13; N 18 S 13; N 23 S 15")
    assert res.exit_code == 0, res.output
    assert "partie: N wins 113-80 (rubicon), worth 293" in res.output and "settled: N +293, S -293" in res.output
    res = _run("piquet", "--deals", "N 20 S 30; elder point 5 sequence 15 set 14")
    assert res.exit_code == 2 and "deal 2 (elder point 5 sequence 15 set 14): S's declarations make 30" in res.output
    res = _run("pinochle", stdin="N melds 220 cards 130 S melds 40\nN cards 260\n")
    assert res.exit_code == 0 and "refused: the cards hold 240 and the last trick 10: 260" in res.output
    assert "score toward game (1000): N 350, S 160" in res.output
    res = _run("rubicon-piquet", "--deals", "N 10 S 5", "--json")
    assert json.loads(res.output)["deals"] == [{"totals": [10, 5], "out": None}]


@pytest.mark.parametrize("game", ["piquet", "rubicon-piquet", "pinochle"])
def test_the_examples_of_the_line_format_are_entries_the_card_accepts(game):
    from hoyle.mechanics.scorecard import score_card
    examples = score_card(game).line_format.split("   ")[0].split(" | ")
    assert len(examples) >= 2
    for text in examples:
        card = score_card(game)
        assert card.enter(text.split(" [")[0]).startswith("deal 1 ")


def test_a_score_card_refusing_players_names_what_it_takes():
    """--players is refused at a card's score card with the options it does take (--names
    among them, which it reads: the seats are the game's)."""
    r = CliRunner().invoke(app, ["score", "whist", "--players", "3"])
    said = " ".join(r.output.split())
    assert r.exit_code == 2 and "takes --deals, --names and --json" in said and "Traceback" not in said


@pytest.mark.parametrize("game", ["whist", "bridge", "piquet", "cribbage-three-hand", "pinochle", "euchre"])
def test_a_line_of_thousands_of_digits_is_refused_not_a_traceback(game):
    """Python's int() refuses a string of over 4300 digits with a ValueError; the card refuses
    any line past the web table's 200 characters first, typed or from --deals, and a
    'correct N:' with such an N, the card unchanged."""
    big = "9" * 5000
    r = CliRunner().invoke(app, ["score", game], input=f"NS {big}\ncorrect {big}: NS 9\n")
    assert r.exit_code == 0 and "Traceback" not in r.output and r.exception is None
    assert r.output.count("an entry is at most 200 characters") == 2
    r = CliRunner().invoke(app, ["score", game, "--deals", f"N {big}"])
    assert r.exit_code == 2 and "an entry is at most 200 characters" in r.output and "Traceback" not in r.output
