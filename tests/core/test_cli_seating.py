"""``hoyle play`` seats a person where a person plays (issue 17 item 8): in a game whose seat 0
keeps the bank (the house's faro bank, the casino blackjack dealer, the first banker at chemin
de fer) the person is a punter at the next seat by default, with a bot keeping the bank; the
bank is theirs only when they ask (``--seats human,bot,...``). Chosen by the state's
``house_seat`` (GameInfo.house_seat), never by family."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from hoyle.cli import app
from hoyle.core import all_games, get_game
from hoyle.web.tables import game_info_json

runner = CliRunner()


@pytest.mark.parametrize("slug", ["faro", "blackjack-casino", "chemin-de-fer-foster"])
def test_the_person_is_a_punter_and_is_asked_to_act(slug):
    res = runner.invoke(app, ["play", slug, "--seed", "1"], input="quit\n")
    assert res.exit_code == 0, res.output
    assert "seat 1 (you) may:" in res.output          # a decision comes to the person


def test_asking_for_the_bank_seats_the_person_at_seat_0():
    res = runner.invoke(app, ["play", "faro", "--seats", "human,bot,bot", "--seed", "1"], input="n\n")
    assert res.exit_code == 0, res.output
    assert "seat 1 (you)" not in res.output and "deal 1: seat 0 (you) " in res.output


def test_the_default_seat_follows_the_house_seat_not_the_family():
    assert get_game("faro").person_seat() == 1 and get_game("blackjack-casino").person_seat(3) == 1
    assert get_game("draw-poker").person_seat() == 0          # no bank: seat 0
    assert get_game("vingt-et-un-foster").house_seat is None  # the bank passes with the deal
    banking = [g for g in all_games() if g.family == "banking"]
    assert any(g.house_seat is None for g in banking) and any(g.house_seat == 0 for g in banking)
    assert game_info_json(get_game("faro"))["house_seat"] == 0    # the lobby's seat form reads it
