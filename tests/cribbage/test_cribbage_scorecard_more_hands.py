"""The three- and four-hand cribbage score cards (issue 16 §5): the points each player
(three-hand, 001 part 5 §1.3: each for himself, game 61) or each partnership (four-hand, §1.4:
seats 0 and 2 against 1 and 3, game 121) pegged in a deal, carried toward the game by the
engine's own ``CribbageMatch``. Checked against hoyle's bots: deals played by the engine, each
deal's pegged points entered on a card, the same score and settlement deal by deal; then the
malformed lines (the count of numbers per game, who pegged out, §8 going out)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from hoyle.bots import make_bot
from hoyle.cli import app
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.mechanics.scorecard import EntryRefused, score_card


@pytest.mark.parametrize("slug,n,seed", [("cribbage-three-hand", 3, 41), ("cribbage-four-hand", 4, 42)])
def test_bot_deals_peg_the_same_on_the_card_as_in_the_engine(slug, n, seed):
    g = get_game(slug)
    m = g.new_match(n, g.make_rules({}), shuffler=SeededShuffler(seed))
    bots = [make_bot("bot", g, i, seed * 1000 + i) for i in range(n)]
    card = score_card(slug)
    for _ in range(120):
        s = m.next_deal()
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        m.finish(s)
        card.enter({"points": list(s.pegged), "out": s.winner})
        for key in ("score", "dealer", "rubbers"):
            assert card.match.context.get(key) == m.context.get(key), key
        assert card.match.totals == m.totals
    assert card.settled() == m.settled() and len(card.settled().rubbers) >= 5


def test_a_four_hand_game_of_121_is_won_by_a_partnership():
    card = score_card("cribbage-four-hand")
    for line in ("60 30", "40 20", "30 10"):
        card.enter(line)
    r = card.settled().rubbers[0]
    assert r["value"] == 2 and card.settled().per_seat == [2, -2, 2, -2]     # a lurch: 60 < 91
    assert "game: seats 0 and 2 win 130-60, worth 2 (a lurch)" in card.sheet()


@pytest.mark.parametrize("slug,line,why", [
    ("cribbage-three-hand", "5 6", "three numbers"),
    ("cribbage-four-hand", "5 6 7", "two numbers"),
    ("cribbage-three-hand", "61 61 3", "say who pegged out"),
    ("cribbage-three-hand", "61 61 3 out 2", "does not reach"),
    ("cribbage-three-hand", "61 3 3 out 3", "who pegged out"),
])
def test_malformed_lines_are_refused_and_the_card_is_unchanged(slug, line, why):
    card = score_card(slug)
    before = repr(card.match.context)
    with pytest.raises(EntryRefused, match=why):
        card.enter(line)
    assert repr(card.match.context) == before and card.entries == []


def test_the_command_line_names_the_refused_deal_without_a_traceback():
    res = CliRunner().invoke(app, ["score", "cribbage-three-hand", "--deals", "20 10 5; 7"])
    assert res.exit_code == 2 and "deal 2 (7): a deal is three numbers" in res.output
    assert "Traceback" not in res.output


def test_the_game_line_puts_the_winners_score_first():
    """Seat 1 pegs out at three-hand: his 61 first, then seats 0 and 2 in order (001 part 5 §1.3)."""
    card = score_card("cribbage-three-hand")
    card.enter_all(["10 30 5", "12 31 6"])
    assert "game: seat 1 wins 61-22-11, worth 4" in card.sheet()          # a lurch from each
