"""The two-hand pinochle score card (issue 16 item 5): each deal's melds and counted cards per
player, kept to the game's 1000 by the engine's own ``PinochleMatch`` (Foster 1914, seed 001
part 4, Pinochle; catalog 001_part4.md §4.9; laws P5, P7, P9-P12): the cards hold 240 and the last
trick 10 (one player counts, the other has the rest), a right claim wins and a wrong one loses,
both past 1000 unclaimed and the game goes on to 1250. Checked against bot deals entered as
announced: the same score, goal, games and settlement deal by deal."""

from __future__ import annotations

import pytest

from hoyle.bots import make_bot
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.games.bezique.bezique import _CARD
from hoyle.games.bezique.pinochle import PINOCHLE_CARD_POINTS
from hoyle.mechanics.scorecard import EntryRefused, score_card


def test_bot_deals_score_the_same_on_the_card_as_in_the_engine():
    g = get_game("pinochle")
    m = g.new_match(2, g.make_rules({}), shuffler=SeededShuffler(5))
    bots = [make_bot("bot", g, i, 5000 + i) for i in range(2)]
    card = score_card("pinochle")
    claims = 0
    for _ in range(40):
        s = m.next_deal()
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        m.finish(s)
        cards = [0, 0]
        for _, taken, winner in s.quitted:
            cards[winner] += sum(PINOCHLE_CARD_POINTS.get((_CARD[c] >> 2) + 2, 0) for c in taken)
        if s.claim is None:
            cards[s.quitted[-1][2]] += 10                       # the last trick (law P9)
        claims += s.claim is not None
        scored = [{"melds": s.points[i] - cards[i], "cards": cards[i]} for i in (0, 1)]
        card.enter({"scored": scored, "claim": None if s.claim is None else s.claim["seat"]})
        for key in ("score", "dealer", "rubbers", "goal"):
            assert card.match.context.get(key) == m.context.get(key), key
        assert card.match.totals == m.totals
    assert card.settled() == m.settled() and len(card.settled().rubbers) >= 5 and claims >= 5


def test_the_cards_hold_240_and_the_last_trick_10_one_count_is_enough():
    """§4.9 cards: 240 a deal, the last trick 10; only one player counts, the other takes the
    rest (here 250 - 130 = 120)."""
    card = score_card("pinochle")
    line = card.enter("N melds 220 cards 130 S melds 40")
    assert "N +350 (melds 220, cards 130)" in line and "S +160 (melds 40, cards 120)" in line
    assert card.match.context["score"] == [350, 160]
    card.enter("N 180 100 S 80 150")                            # the short form: melds, then cards
    assert card.match.context["score"] == [630, 390]


def test_law_p12_one_past_1000_wins_both_past_it_go_on_to_1250():
    card = score_card("pinochle")
    card.enter_all(["N melds 700 cards 150", "N melds 150 cards 120 S melds 600"])   # N 1000, S 830
    assert card.settled().rubbers[0]["winner"] == 0
    card.enter_all(["N melds 800 cards 125", "N melds 40 cards 125 S melds 850"])    # N 1090, S 1100
    assert not card.settled().rubbers[1:] and card.match.context["goal"] == 1250
    assert "the game goes on to 1250" in card.lines[-1]
    card.enter("N melds 200 cards 200")                          # N 1490, S 1150: past 1250 alone
    assert card.settled().rubbers[1]["winner"] == 0


def test_law_p11_a_right_claim_wins_and_a_wrong_one_loses():
    card = score_card("pinochle")
    card.enter("N melds 800 cards 130")                          # N 930, S 120
    line = card.enter("N melds 40 cards 40 S melds 20 cards 30 claim N")   # N 1010: right
    assert "N claims the game with 1010 of 1000: right" in line and card.settled().rubbers[0]["winner"] == 0
    line = card.enter("N melds 100 cards 50 S cards 40 claim S")         # S at 40: wrong
    assert "wrong, he loses it" in line and card.settled().rubbers[1]["winner"] == 0
    assert card.settled().per_seat == [2, -2]


def test_a_misdeal_is_dealt_again_by_the_same_dealer():
    card = score_card("pinochle")
    assert "a misdeal" in card.enter("void")
    assert "S deals" in card.enter("N cards 100")


@pytest.mark.parametrize("line,why", [
    ("N cards 251", "cannot be taken"), ("N cards 100 S cards 100", "two counts are 200"),
    ("N melds 25 cards 100", "counts in tens"), ("N dix 20 cards 100 S dix 10", "cannot score 30"),
    ("N melds 40", "count the cards"), ("N cards 100 claim N", "both players' cards"),
    ("N cards 200 S cards 50 claim N", "240 at most"), ("N 40", "two numbers"),
    ("X 40", "names the player first"), ("N bezique 40", "not part of a pinochle deal"),
    ("N cards 100 N cards 150", "named twice"), ("N cards 10 claim", "say who claimed")])
def test_impossible_entries_are_refused_and_the_card_is_unchanged(line, why):
    card = score_card("pinochle")
    card.enter("N melds 60 cards 130 S melds 20 cards 120")
    before = (card.sheet(), repr(card.match.context))
    with pytest.raises(EntryRefused, match=why):
        card.enter(line)
    assert (card.sheet(), repr(card.match.context)) == before


def test_the_game_line_puts_the_winners_score_first_when_s_wins():
    """S past 1000 alone (law P12): the line reads S's 1010 first, as the piquet card does."""
    card = score_card("pinochle")
    card.enter("N melds 100 cards 100 S melds 800 cards 150")      # N 200, S 950 (250 in the cards)
    line = card.enter("N melds 20 cards 190 S cards 60")             # N 410, S 1010
    assert "game: S wins 1010-410" in line and "game: S wins 1010-410 (reached the goal)" in card.sheet()


def test_pinochle_lines_take_the_players_names_for_n_and_s():
    a, b = score_card("pinochle"), score_card("pinochle")
    b.name_players(["Ann", "Bob"])
    for x, y in [("N melds 180 cards 130 S melds 80", "Ann melds 180 cards 130 Bob melds 80"),
                 ("S melds 40 cards 100 N melds 20", "bob melds 40 cards 100 ANN melds 20")]:
        a.enter(x)
        b.enter(y)
    assert a.entries == b.entries and a.settled().per_seat == b.settled().per_seat
    assert b.lines[0].startswith("deal 1 (Bob deals): Ann +310")
    for bad in ["Meld", "Knock", "North", "Dix", "claim"]:
        with pytest.raises(EntryRefused, match="word of the card's entries"):
            score_card("pinochle").name_players([bad, "Bob"])
