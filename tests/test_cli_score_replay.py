"""``hoyle score GAME --save FILE`` and ``hoyle replay FILE``: a score card's (or a score pad's)
record entered again deal by deal, checked, and printed as ``hoyle score`` printed it; a
broken record refused in one line (issue 16's follow-up)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from hoyle.cli import app

#: Foster's whist rubber (O-003-14): North-South win 2-1, worth 4 points
RUBBER = "NS 11; NS 7; EW 11; EW 9; NS 11"
#: an English whist rubber with deal 1 corrected in time (EW law 11), won 2-0, worth 6
CORRECTED = "NS 9; EW 8; correct 1: NS 10; NS 8; EW 8; NS 12 honours NS 4"
#: a cribbage game: seat 0 pegs out at 61 against 23, a lurch
CRIBBAGE = "20 10; 25 8; 16 5"
#: ten-pins' printed sheet (seed 001 part 6 §9.2, O-46): 158
SHEET = "8 2 5 5 10 9 0 7 2 8 2 10 8 2 8 1 7 3 9"


def _cli(*args: str, stdin: str | None = None):
    return CliRunner().invoke(app, list(args), input=stdin)


def _saved(tmp_path, game: str, *args: str):
    path = tmp_path / f"{game}.json"
    res = _cli("score", game, *args, "--save", str(path))
    assert res.exit_code == 0, res.output
    return path, res.output


@pytest.mark.parametrize("game,deals,names,needle", [
    ("whist", RUBBER, None, "settled: NS +4, EW -4 points (each partner)"),
    ("whist", CORRECTED, "Ann,Bob,Cy,Dee", "settled: NS (Ann, Cy) +6, EW (Bob, Dee) -6 points (each partner)"),
    ("cribbage", CRIBBAGE, "Ann,Bob", "game: Ann wins 61-23, worth 2 (a lurch)"),
    ("auction-bridge", "WE 1H 7 honours WE 3; WE 2R 6 honours WE 3; THEY 3NT 10 aces THEY 3; "
     "THEY 2R 10 honours THEY 4", None, "rubber: East-West win 2-0, worth 450 points"),
])
def test_replay_prints_the_card_as_score_printed_it(tmp_path, game, deals, names, needle):
    extra = ["--names", names] if names else []
    path, printed = _saved(tmp_path, game, "--deals", deals, *extra)
    assert needle in printed
    res = _cli("replay", str(path))
    assert res.exit_code == 0, res.output
    head, _, rest = res.output.partition("\n")
    assert "entered again and checked" in head
    assert rest == printed                  # deal by deal, the totals and the settlement
    rec = json.loads(path.read_text(encoding="utf-8"))
    assert rec["format"] == "hoyle-score-card" and rec["typed"] == [d.strip() for d in deals.split(";")]
    js = json.loads(_cli("replay", str(path), "--json").output)
    assert js["verified"] and js["lines"] == rec["lines"] and js["settlement"] == rec["settlement"]


def test_the_terminal_card_saves_the_accepted_lines_only(tmp_path):
    path = tmp_path / "w.json"
    res = _cli("score", "whist", "--save", str(path), stdin="NS 11\nNS 14\nNS 7\nEW 11\nEW 9\nNS 11\nquit\n")
    assert res.exit_code == 0 and "refused: 14 tricks" in res.output
    assert json.loads(path.read_text(encoding="utf-8"))["typed"] == RUBBER.split("; ")
    res = _cli("replay", str(path))
    assert res.exit_code == 0 and "rubber: North-South win 2-1, worth 4 points" in res.output


def test_the_card_score_json_prints_replays_too(tmp_path):
    out = _cli("score", "whist", "--json", "--deals", CORRECTED).output
    path = tmp_path / "card.json"
    path.write_text(out, encoding="utf-8")
    res = _cli("replay", str(path))
    assert res.exit_code == 0, res.output
    assert res.output.endswith(_cli("score", "whist", "--deals", CORRECTED).output)


def test_a_pad_record_replays_to_the_printed_pad(tmp_path):
    path, printed = _saved(tmp_path, "ten-pins", "--balls", SHEET, "--names", "Ann")
    assert "game over: 158" in printed
    res = _cli("replay", str(path))
    assert res.exit_code == 0, res.output
    head, _, rest = res.output.partition("\n")
    assert head == "ten-pins: the pad's 19 reports replayed and checked" and rest == printed
    path, printed = _saved(tmp_path, "american-carom-billiards", "--events", "carom; carom; miss; carom",
                           "--names", "Ann,Bob")
    res = _cli("replay", str(path))
    assert res.exit_code == 0 and res.output.partition("\n")[2] == printed and "Bob's stroke" in printed


def _broken(tmp_path, change):
    path, _ = _saved(tmp_path, "whist", "--deals", RUBBER)
    rec = json.loads(path.read_text(encoding="utf-8"))
    change(rec)
    path.write_text(json.dumps(rec), encoding="utf-8")
    res = _cli("replay", str(path))
    assert res.exit_code == 2 and "Traceback" not in res.output, res.output
    return res.output


@pytest.mark.parametrize("change,needle", [
    (lambda r: r["typed"].__setitem__(1, "NS 14"), "deal 2 of the record (NS 14) is refused: 14 tricks"),
    (lambda r: r["lines"].__setitem__(0, r["lines"][0].replace("NS 11", "NS 12")), "deal 1 scores"),
    (lambda r: r["settlement"].__setitem__("per_seat", [9, -9, 9, -9]), "the settlement differs"),
    (lambda r: r.__setitem__("typed", "NS 11"), "typed lines are a list of strings"),
    (lambda r: r.__setitem__("game", "faro"), "faro-foster has no score card"),
    (lambda r: r.__setitem__("version", 7), "unsupported score card record version 7"),
    (lambda r: (r.pop("typed"), r.__setitem__("deals", [{"tricks": "eleven"}])), "deal 1 of the record"),
    (lambda r: r.__setitem__("names", ["Ann", "NS", "Cy", "Dee"]), "'NS' is a word of the card's entries"),
])
def test_a_broken_card_record_is_refused_in_one_line(tmp_path, change, needle):
    out = _broken(tmp_path, change)
    assert "error:" in out and needle in out, out


@pytest.mark.parametrize("change,needle", [
    (lambda r: r["settlement"].__setitem__("per_seat", [9, -9, 9, -9]),
     # RUBBER: North-South win 2-1, worth 4 points
     "its deals settle NS +4, EW -4 points (each partner) over 1 rubber, not NS +9, EW -9 points (each "
     "partner) over 1 rubber as the record says"),
    (lambda r: r["settlement"].__setitem__("per_seat", "lots"), "the record's settlement is not one a score card writes"),
    (lambda r: r["settlement"]["rubbers"][0].__setitem__("value", 99), "the record's rubbers or the one in progress"),
])
def test_a_settlement_that_differs_is_said_in_a_sentence_not_a_dict(tmp_path, change, needle):
    out = _broken(tmp_path, change)
    assert "the settlement differs from the record's" in out and needle in " ".join(out.split()), out
    assert "{" not in out and "per_seat" not in out


#: a club table of five (EW laws 16-19): Di sits out; Bob and Ed partners, Ed deals
CLUB = "cut Ann 5H Bob 5S Cy 5D Di KC Ed QC; cut Ann 9S Bob 3S Cy TC Ed 2S; NS 9"


@pytest.mark.parametrize("change,needle", [
    # other cuts for partners leave deal 1's line the same; the partners and seats change
    (lambda r: r["typed"].__setitem__(1, "cut Ann 2S Bob 3S Cy TC Ed 9S"), "players' seats ('names')"),
    # a cut card changed that changes no one's place: the table's record of the cut differs
    (lambda r: r["typed"].__setitem__(1, "cut Ann 8S Bob 3S Cy TC Ed 2S"), "club table ('table')"),
    (lambda r: r["table"].__setitem__("dealer", "Ann"), "club table ('table')"),
    (lambda r: r["deals"][0].__setitem__("tricks", [10, 3]), "entries as parsed ('deals')"),
])
def test_a_club_table_record_checks_the_cuts_and_the_entries(tmp_path, change, needle):
    path, printed = _saved(tmp_path, "whist", "--names", "Ann,Bob,Cy,Di,Ed", "--deals", CLUB)
    assert "partners: Ed and Bob against Ann and Cy; Ed deals" in printed
    assert _cli("replay", str(path)).exit_code == 0
    rec = json.loads(path.read_text(encoding="utf-8"))
    change(rec)
    path.write_text(json.dumps(rec), encoding="utf-8")
    res = _cli("replay", str(path))
    assert res.exit_code == 2 and "Traceback" not in res.output, res.output
    assert "do not match what its lines enter again" in res.output and needle in res.output, res.output
