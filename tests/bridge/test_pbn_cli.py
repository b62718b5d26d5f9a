"""PBN from the command line (issue 17 item 18): ``hoyle play ... --save DIR --format pbn``
writes each whist or bridge deal as PBN, ``hoyle replay FILE.pbn`` replays its boards by the
laws, and ``--deal FILE.pbn`` deals a given board (here Foster's auction deal 1, 001 part 1
§2.14, and his whist deal 1, 001 part 2) to be played out."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from hoyle.cards import parse_card
from hoyle.cli import app
from hoyle.core.chance import StackedShuffler
from hoyle.core.registry import get_game
from hoyle.formats.pbn import from_whist_state, parse_deal, parse_pbn, to_state, write_pbn
from hoyle.games.whist import deck_for_hands
from hoyle.games.whist.book_deals import DEALS, hands_of

runner = CliRunner()
BOTS = ["--seats", "bot,bot,bot,bot"]

# Foster's auction deal 1 (001 part 1 §2.14), the hands only: West deals
AUCTION_1 = """% PBN 2.1
[Event "Foster 1914, auction deal 1"]
[Board "1"]
[Dealer "W"]
[Deal "W:.KQJ73.AKJ65.972 AKQ75.84.T2.J854 JT62.5.Q93.AKQ63 9843.AT962.874.T"]
"""


def _outcome(output: str, deal: int = 1) -> str:
    line = next(x for x in output.splitlines() if x.startswith(f"deal {deal}: "))
    return " ".join(v.split()[-1] for v in line.removeprefix(f"deal {deal}: ").removesuffix(" points").split(", "))


@pytest.mark.parametrize("slug", ["whist-english", "auction-bridge"])
def test_save_as_pbn_and_replay_it_to_the_same_outcome(tmp_path, slug):
    res = runner.invoke(app, ["play", slug, *BOTS, "--seed", "4", "--save", str(tmp_path), "--format", "pbn"])
    assert res.exit_code == 0, res.output
    path = tmp_path / f"{slug}-deal1.pbn"
    text = path.read_text()
    assert text.startswith("% PBN 2.1\n") and '[Game "' + slug + '"]' in text
    (board,) = parse_pbn(text)
    state = to_state(board)
    assert state.is_over and len(board.play) == 13
    assert " ".join(f"{v:+d}" for v in state.outcome()) == _outcome(res.output)
    rep = runner.invoke(app, ["replay", str(path)])
    assert rep.exit_code == 0, rep.output
    assert f"{slug}, board 1: " in rep.output and "replayed and checked" in rep.output
    assert "outcome: " + ", ".join(f"seat {i} {v:+d}" for i, v in enumerate(state.outcome())) in rep.output


def test_a_bridge_deal_written_by_the_cli_is_read_by_endplay(tmp_path):
    endplay_pbn = pytest.importorskip("endplay.parsers.pbn")
    res = runner.invoke(app, ["play", "auction-bridge", *BOTS, "--seed", "9", "--save", str(tmp_path),
                              "--format", "pbn"])
    assert res.exit_code == 0, res.output
    text = (tmp_path / "auction-bridge-deal1.pbn").read_text()
    (ours,) = parse_pbn(text)
    (theirs,) = endplay_pbn.loads(text)
    assert {k: sorted(v) for k, v in parse_deal(theirs.deal.to_pbn()).items()} == \
        {k: sorted(v) for k, v in ours.hands.items()}
    assert len(theirs.play) == 52 and str(theirs.dealer.abbr) == ours.tags["Dealer"]


def test_deal_plays_the_book_auction_deal_1(tmp_path):
    src = tmp_path / "foster.pbn"
    src.write_text(AUCTION_1)
    out = tmp_path / "out"
    res = runner.invoke(app, ["play", "auction-bridge", *BOTS, "--deal", str(src), "--save", str(out),
                              "--format", "pbn"])
    assert res.exit_code == 0, res.output
    assert "deal 2" not in res.output                            # one board, one deal
    (played,) = parse_pbn((out / "auction-bridge-deal1.pbn").read_text())
    (given,) = parse_pbn(AUCTION_1)
    assert played.tags["Dealer"] == "W" and played.tags["Deal"] == given.tags["Deal"]
    assert {s: sorted(h) for s, h in played.hands.items()} == {s: sorted(h) for s, h in given.hands.items()}


def test_deal_plays_the_book_whist_deal_1_with_its_turned_trump(tmp_path):
    deal = DEALS["whist-1"]
    deck = deck_for_hands(hands_of(deal), 3, parse_card(deal["turned"]))
    s = get_game("whist-english").new_deal(shuffler=StackedShuffler([deck]), context={"dealer": 3})
    src = tmp_path / "whist1.pbn"
    src.write_text(write_pbn(from_whist_state(s, Event=deal["title"])))       # the hands, no play
    res = runner.invoke(app, ["play", "whist-english", *BOTS, "--deal", str(src), "--save", str(tmp_path / "o"),
                              "--format", "pbn"])
    assert res.exit_code == 0, res.output
    (played,) = parse_pbn((tmp_path / "o" / "whist-english-deal1.pbn").read_text())
    assert played.tags["TrumpCard"] == parse_pbn(src.read_text())[0].tags["TrumpCard"]
    assert played.tags["Deal"] == parse_pbn(src.read_text())[0].tags["Deal"] and len(played.play) == 13


def test_deal_with_several_boards_plays_each_in_turn(tmp_path):
    res = runner.invoke(app, ["play", "auction-bridge", *BOTS, "--seed", "2", "--deals", "2", "--save",
                              str(tmp_path), "--format", "pbn"])
    assert res.exit_code == 0, res.output
    both = tmp_path / "both.pbn"
    both.write_text("\n".join((tmp_path / f"auction-bridge-deal{d}.pbn").read_text() for d in (1, 2)))
    res2 = runner.invoke(app, ["play", "auction-bridge", *BOTS, "--deal", str(both), "--save",
                               str(tmp_path / "again"), "--format", "pbn"])
    assert res2.exit_code == 0, res2.output
    for d in (1, 2):
        a = parse_pbn((tmp_path / f"auction-bridge-deal{d}.pbn").read_text())[0]
        b = parse_pbn((tmp_path / "again" / f"auction-bridge-deal{d}.pbn").read_text())[0]
        assert a.tags["Deal"] == b.tags["Deal"] and a.tags["Dealer"] == b.tags["Dealer"]
    rep = runner.invoke(app, ["replay", str(both), "--json"])
    assert rep.exit_code == 0 and rep.output.count('"verified": true') == 2


def _error(res) -> str:
    lines = [x for x in res.output.splitlines() if x.strip()]
    assert res.exit_code == 2 and len(lines) == 1 and lines[0].startswith("error: "), res.output
    return lines[0]


def test_refusals_are_one_line(tmp_path):
    src = tmp_path / "a.pbn"
    src.write_text(AUCTION_1)
    assert "draw-poker-foster cannot be written as PBN" in _error(runner.invoke(
        app, ["play", "draw-poker", "--seats", "bot,bot,bot,bot", "--save", str(tmp_path), "--format", "pbn"]))
    assert "give --save DIR too" in _error(runner.invoke(app, ["play", "whist-english", *BOTS, "--format", "pbn"]))
    assert "--format is json, pbn or phh, not 'xml'" in _error(runner.invoke(
        app, ["play", "whist-english", *BOTS, "--format", "xml"]))
    assert "faro-foster cannot deal a PBN file" in _error(runner.invoke(app, ["play", "faro", "--deal", str(src)]))
    assert "holds 1 board" in _error(runner.invoke(
        app, ["play", "auction-bridge", *BOTS, "--deal", str(src), "--deals", "3"]))
    assert "TrumpCard tag missing" in _error(runner.invoke(app, ["play", "whist-english", *BOTS, "--deal", str(src)]))
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Deal "N:AKQ.JT9.876.5432 - -"]\n')
    assert "four hands" in _error(runner.invoke(app, ["replay", str(bad)]))
    assert "cannot read" in _error(runner.invoke(app, ["replay", str(tmp_path / "none.pbn")]))
    assert "--game applies to a PBN file" in _error(runner.invoke(
        app, ["replay", str(tmp_path / "x.json"), "--game", "whist-english"]))


def test_replay_refuses_a_card_not_held_naming_the_trick(tmp_path):
    res = runner.invoke(app, ["play", "auction-bridge", *BOTS, "--seed", "4", "--save", str(tmp_path),
                              "--format", "pbn"])
    assert res.exit_code == 0
    path = tmp_path / "auction-bridge-deal1.pbn"
    lines = path.read_text().splitlines()
    i = next(k for k, x in enumerate(lines) if x.startswith("[Play"))
    first = lines[i + 1].split()
    lines[i + 1] = " ".join([first[1]] + first[1:])      # the leader plays the second hand's card
    path.write_text("\n".join(lines) + "\n")
    assert "board 1: trick 1:" in _error(runner.invoke(app, ["replay", str(path)]))


def test_pbn_holds_the_four_hand_deals_that_survive_the_trip():
    from hoyle.formats.pbn import pbn_kind
    kinds = {s: pbn_kind(get_game(s)) for s in ("whist-english", "whist-american", "duplicate-whist",
                                                "auction-bridge", "straight-bridge", "duplicate-auction",
                                                "whisk", "ruff-and-honours", "dummy-whist", "bid-whist",
                                                "draw-poker", "faro")}
    assert kinds == {"whist-english": "whist", "whist-american": "whist", "duplicate-whist": "whist",
                     "auction-bridge": "bridge", "straight-bridge": "bridge", "duplicate-auction": "bridge",
                     "whisk": None,             # 12-card hands and a stock
                     "ruff-and-honours": None,  # 12-card hands, the four left over
                     "dummy-whist": None,       # three players and a dummy
                     "bid-whist": None,         # a trump bid, not turned: PBN has no tag for it
                     "draw-poker": None, "faro": None}


def test_a_person_studies_a_given_deal_and_may_leave(tmp_path):
    src = tmp_path / "a.pbn"
    src.write_text(AUCTION_1)
    res = runner.invoke(app, ["play", "auction-bridge", "--deal", str(src)], input="quit\n")
    assert res.exit_code == 0, res.output
    assert "you left" in res.output and "Traceback" not in res.output
