"""The cribbage score card (issue 16 item 5): two-hand deals played with a real pack, the
points each player pegged announced, carried toward the game by ``CribbageMatch`` (game 61 or
121, a lurch two: 001 part 4 §8, part 5 §1.2, §1.5). Checked against hoyle's bots: a few hundred
deals played by the engine, each deal's pegged points entered on a card, the same score and
settlement deal by deal."""

from __future__ import annotations

import pytest

from hoyle.bots import make_bot
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.mechanics.scorecard import EntryRefused, score_card


@pytest.mark.parametrize("slug,seed", [("cribbage-six-card", 31), ("cribbage-five-card", 32),
                                       ("cribbage-seven-card", 33)])
def test_two_hundred_bot_deals_peg_the_same_on_the_card_as_in_the_engine(slug, seed):
    g = get_game(slug)
    m = g.new_match(2, g.make_rules({}), shuffler=SeededShuffler(seed))
    bots = [make_bot("bot", g, i, seed * 1000 + i) for i in range(2)]
    card = score_card(slug)
    for _ in range(200):
        s = m.next_deal()
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        m.finish(s)
        card.enter({"points": list(s.pegged), "out": s.winner})
        for key in ("score", "dealer", "rubbers"):
            assert card.match.context.get(key) == m.context.get(key), key
        assert card.match.totals == m.totals
    assert card.settled() == m.settled() and len(card.settled().rubbers) >= 10


def test_a_game_of_61_and_a_lurch_001_part4_8():
    card = score_card("cribbage")
    card.enter("20 10")
    card.enter("25 8")
    card.enter("16 5")                          # seat 0 reaches 61, seat 1 at 23: a lurch
    r = card.settled().rubbers[0]
    assert r["winner"] == 0 and r["value"] == 2 and card.settled().per_seat == [2, -2]
    assert "(a lurch)" in card.sheet()


@pytest.mark.parametrize("line,why", [("5", "two numbers"), ("5 x", "points each seat pegged"),
                                      ("60 60", "say who pegged out"), ("3 4 out 0", "does not reach"),
                                      ("61 61 out 0", "cannot have reached"), ("1 2 out", "who pegged out")])
def test_impossible_entries_are_refused_and_the_card_is_unchanged(line, why):
    card = score_card("cribbage-six-card")
    card.enter("10 12")
    before = (card.sheet(), repr(card.match.context))
    with pytest.raises(EntryRefused, match=why):
        card.enter(line)
    assert (card.sheet(), repr(card.match.context)) == before


def test_the_pegging_out_refusals_name_the_player():
    """001 part 4 §8 (the game ends the moment one reaches 61): the refusals say who, by the
    name --names gave (not a bare seat number), and an 'out' no seat holds is refused."""
    card = score_card("cribbage-six-card")
    card.name_players(["Ann", "Bob"])
    card.enter("50 50")
    with pytest.raises(EntryRefused, match="the deal stopped when Ann pegged out"):
        card.enter(card.unname("20 20 out Ann"))
    with pytest.raises(EntryRefused, match="Ann and Bob would all pass 61"):
        card.enter("20 20")
    with pytest.raises(EntryRefused, match="Bob does not reach 61"):
        card.enter("20 3 out 1")
    with pytest.raises(EntryRefused, match="who pegged out is one of 0, 1"):
        card.check({"points": [20, 3], "out": 7})
    assert len(card.entries) == 1


@pytest.mark.parametrize("game, line", [("cribbage-six-card", "0 0"), ("cribbage-five-card", "0 0"),
                                        ("cribbage-three-hand", "0 0 0"), ("cribbage-four-hand", "0 0")])
def test_a_deal_pegging_nothing_for_anyone_is_refused(game, line):
    """001 part 4 §8: the play always pegs, a go, 31 or the last card scoring at least 1, so a
    deal of nothing for every seat is refused (the card unchanged); a single point is taken."""
    card = score_card(game)
    with pytest.raises(EntryRefused, match="the play always scores"):
        card.enter(line)
    assert card.entries == []
    card.enter(line[:-1] + "1")
    assert len(card.entries) == 1
