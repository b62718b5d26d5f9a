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
    with pytest.raises(EntryRefused, match="Ann and Bob would all pass 61.*'out Ann' or 'out Bob'"):
        card.enter("20 20")
    plain = score_card("cribbage-six-card")        # no names: the hint is the entry as typed
    plain.enter("50 50")
    with pytest.raises(EntryRefused, match=r"say who pegged out first \('out 0' or 'out 1'\)"):
        plain.enter("20 20")
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


# ----- the most one deal gives (001 part 4 §8; part 5 §1.2-1.5) --------------------------------
@pytest.mark.parametrize("slug,line,ok,why", [
    # six-card, seat 1 deals: the non-dealer 4 cards x 15 in play + hand 29 + penalties 14 = 103;
    # the dealer 2 (heels) + 60 + 29 + crib 29 + penalties 10 = 130
    ("cribbage-six-card", "104 0", "103 0", "seat 0 cannot peg 104 in one deal: the most a deal gives a non-dealer "
                                            "here is 103"),
    ("cribbage-six-card", "0 131", "0 130", "the most a deal gives the dealer here is 130"),
    ("cribbage-six-card", "200 0", "0 130", "his heels|the play 60 \\+ the hand 29"),
    # five-card: three kept (45 in play, a hand of 20: 5 5 5 with a 5), three for last at the first hand
    ("cribbage-five-card", "83 0", "82 0", "three for last 3 \\+ the play 45 \\+ the hand 20"),
    # seven-card: five kept, a hand of six with the starter at most 46 (4 5 5 6 6 with a 4)
    ("cribbage-seven-card", "136 0", "135 0", "the hand 46"),
    ("cribbage-three-hand", "220 10 5", "103 10 5", "cannot peg 220"),
    ("cribbage-three-hand", "0 100 0", "0 99 0", "cannot peg 100"),
    ("cribbage-four-hand", "203 0", "202 0", "the play 120 \\+ the hand 58"),
])
def test_more_than_one_deal_gives_is_refused_and_the_most_is_taken(slug, line, ok, why):
    card = score_card(slug)
    with pytest.raises(EntryRefused, match=why) as exc:
        card.enter(line)
    assert "001 part 4 §8" in str(exc.value) and card.entries == []
    card.enter(ok)
    assert len(card.entries) == 1


def test_the_ceiling_after_the_first_hand_and_with_muggins():
    card = score_card("cribbage-five-card")
    card.enter("10 10")                          # seat 0 deals next: seat 1 is the non-dealer
    with pytest.raises(EntryRefused, match="most a deal gives a non-dealer here is 79"):
        card.enter("0 80")                       # no three for last after the first hand
    card.enter("0 79")
    mug = score_card("cribbage-six-card", {"muggins": True})    # law C8: what the other omits
    mug.enter("0 215")
    with pytest.raises(EntryRefused, match="muggins 114"):
        score_card("cribbage-six-card", {"muggins": True}).enter("218 0")
