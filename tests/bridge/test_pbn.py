"""PBN import/export: round trips of the book's deals and of played deals, and refusals."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_card, parse_cards
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.registry import get_game
from hoyle.formats.pbn import (PBNError, PBNGame, format_deal, from_whist_state, parse_deal,
                               parse_pbn, to_whist_state, write_pbn)
from hoyle.games.whist import deck_for_hands
from hoyle.games.whist.book_deals import DEALS, LETTERS, corrected_rows, hands_of
from hoyle.games.whist.bots import WhistBot

# A published-style PBN board (the tags and sections of the PBN 2.1 standard).
# A PBN 2.1 board written by hand from the book's auction deal 1 (001 part 1 §2.14):
# Z = West deals, A = North, Y = East declares two no-trumps, B = South leads.
SAMPLE = """% PBN 2.1
[Event "Foster 1914, auction deal 1"]
[Site "?"]
[Date "1914.??.??"]
[Board "1"]
[Dealer "W"]
[Vulnerable "None"]
[Deal "W:.KQJ73.AKJ65.972 AKQ75.84.T2.J854 JT62.5.Q93.AKQ63 9843.AT962.874.T"]
[Declarer "E"]
[Contract "2NT"]
[Result "9"]
[Auction "W"]
1H Pass 2NT Pass
Pass Pass
[Play "S"]
S9 C2 SQ S2
S8 H3 SA S6
*
"""


def test_parse_published_board_hands_auction_and_play():
    (g,) = parse_pbn(SAMPLE)
    assert g.tags["Contract"] == "2NT" and g.tags["Dealer"] == "W"
    assert sorted(g.hands["N"]) == sorted(hands_of(DEALS["auction-1"])[0])
    assert g.hands["W"] == sorted(g.hands["W"], key=lambda c: (-(c & 3), -c)) and len(g.hands["W"]) == 13
    assert g.auction == ["1H", "Pass", "2NT", "Pass", "Pass", "Pass"]
    assert [str(g.play[0][s]) for s in "SWNE"] == ["9S", "2C", "QS", "2S"]
    assert [str(g.play[1][s]) for s in "NESW"] == ["AS", "6S", "8S", "3H"]
    assert sum(len(h) for h in g.hands.values()) == 52


def test_deal_tag_round_trip_every_first_seat():
    hands = parse_deal("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    for first in "NESW":
        assert parse_deal(format_deal(hands, first)) == hands


@pytest.mark.parametrize("deal_id", ["whist-1", "whist-2", "whist-3", "whist-4"])
def test_book_whist_deals_round_trip_through_pbn(deal_id):
    deal = DEALS[deal_id]
    deck = deck_for_hands(hands_of(deal), 3, parse_card(deal["turned"]))
    s = get_game("whist-english").new_deal(shuffler=StackedShuffler([deck]), context={"dealer": 3})
    for row in corrected_rows(deal):
        for _ in range(4):
            s.apply(f"play {row[s.to_act]}")
    text = write_pbn(from_whist_state(s, Event=deal["title"]))
    (g,) = parse_pbn(text)
    assert g.tags["TrumpCard"][0] == "H" and g.tags["Play"] == "N"
    back = to_whist_state(g)
    assert back.side_tricks() == s.side_tricks() == [deal["expected"]["AB"], deal["expected"]["YZ"]]
    assert back.history == s.history
    assert write_pbn(from_whist_state(back, Event=deal["title"])) == text


@pytest.mark.parametrize("deal_id", ["bridge-1", "bridge-2", "auction-1", "auction-2"])
def test_book_bridge_deals_round_trip_through_pbn(deal_id):
    deal = DEALS[deal_id]
    hands = hands_of(deal)
    rows = corrected_rows(deal)
    compass = "NESW"
    g = PBNGame(tags={"Event": deal["title"], "Dealer": "W", "Play": compass[LETTERS.index(deal["leader"])]},
                hands={compass[i]: hands[i] for i in range(4)},
                play=[{compass[i]: row[i] for i in range(4)} for row in rows])
    (back,) = parse_pbn(write_pbn(g))
    assert {k: sorted(v) for k, v in back.hands.items()} == {k: sorted(v) for k, v in g.hands.items()}
    assert back.play == g.play


def test_random_bot_deals_round_trip():
    for seed in range(20):
        s = get_game("whist-american").new_deal(shuffler=SeededShuffler(seed))
        bots = [WhistBot(i, seed) for i in range(4)]
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        back = to_whist_state(parse_pbn(write_pbn(from_whist_state(s)))[0])
        assert back.outcome() == s.outcome() and back.history == s.history


@pytest.mark.parametrize("text,msg", [
    ('[Deal "X:AKQ.JT9.876.5432"]', "seat"),
    ('[Deal "N:AKQ.JT9.876.5432 - -"]', "four hands"),
    ('[Deal "N:AKQ.JT9.876 - - -"]', "four suits"),
    ('[Deal "N:AAQ.JT9.876.5432 - - -"]', "twice"),
    ('[Event "x"]\n[Play "N"]\nSK ZZ', "not a PBN card"),
    ('[Event "x"\n', "malformed tag"),
])
def test_malformed_pbn_refused_with_reason(text, msg):
    with pytest.raises(PBNError) as e:
        parse_pbn(text)
    assert msg in str(e.value)


def test_illegal_play_in_pbn_refused_with_trick_and_law():
    deal = DEALS["whist-3"]
    deck = deck_for_hands(hands_of(deal, corrected=False), 3, parse_card(deal["turned"]))
    s = get_game("whist-english").new_deal(rules={"referee_mode": True}, shuffler=StackedShuffler([deck]),
                                           context={"dealer": 3})
    for row in [parse_cards(r) for r in deal["rows"]]:
        for _ in range(4):
            s.apply(f"play {row[s.to_act]}")
    g = from_whist_state(s)
    g.tags["Game"] = "whist-english"
    with pytest.raises(PBNError) as e:
        to_whist_state(parse_pbn(write_pbn(g))[0], rules={"referee_mode": False})
    assert "trick 12" in str(e.value) and "law 71" in str(e.value)


# ----- bridge deals through PBN ------------------------------------------------------------
from hoyle.formats.pbn import from_bridge_state, to_bridge_state  # noqa: E402


def _bridge_book_state(deal_id, slug, calls, **opts):
    hands = hands_of(DEALS[deal_id])
    deck = [hands[(3 + 1 + j) % 4][j // 4] for j in range(52)]
    s = get_game(slug).new_deal(rules=opts, shuffler=StackedShuffler([deck]), context={"dealer": 3})
    for c in calls:
        s.apply(c)
    for row in corrected_rows(DEALS[deal_id]):
        for _ in range(4):
            s.apply(f"play {row[s.tp.turn]}")
    return s


@pytest.mark.parametrize("deal_id,slug,calls,opts", [
    ("auction-1", "auction-bridge", ["bid 1 hearts", "bid 1 royals", "bid 2 clubs", "bid 2 royals",
                                     "bid 3 diamonds", "pass", "bid 3 notrump", "pass", "pass", "pass"], {}),
    ("auction-2", "auction-bridge", ["bid 1 spades", "pass", "bid 1 nullo", "pass", "pass", "pass"],
     {"nullo": True}),
    ("bridge-1", "straight-bridge", ["declare notrump", "pass", "pass"], {}),
    ("bridge-2", "straight-bridge", ["pass", "declare notrump", "pass", "pass"], {}),
])
def test_book_bridge_states_round_trip_with_auction_and_royals_notes(deal_id, slug, calls, opts):
    s = _bridge_book_state(deal_id, slug, calls, **opts)
    text = write_pbn(from_bridge_state(s, Event=DEALS[deal_id]["title"]))
    (g,) = parse_pbn(text)
    back = to_bridge_state(g, rules=opts)
    assert back.history == s.history and back.outcome() == s.outcome()
    assert g.tags["Result"] == str(9 if deal_id in ("auction-1", "bridge-1") else 8 if deal_id == "bridge-2" else 3)
    if deal_id == "auction-1":
        assert "1S =1=" in g.auction and g.notes == ["1:royal spades"] and g.tags["Contract"] == "3NT"
        assert g.tags["Declarer"] == "E"


def test_pbn_insufficient_auction_refused_with_law():
    s = _bridge_book_state("auction-1", "auction-bridge", ["bid 1 hearts", "bid 1 royals", "bid 2 clubs",
                           "bid 2 royals", "bid 3 diamonds", "pass", "bid 3 notrump", "pass", "pass", "pass"])
    g = from_bridge_state(s)
    g.auction[6] = "2NT"                        # the book's printed, insufficient bid
    with pytest.raises(PBNError) as e:
        to_bridge_state(parse_pbn(write_pbn(g))[0])
    assert "call 7" in str(e.value) and "law 50" in str(e.value)


def _played(slug: str, seed: int, context: dict):
    s = get_game(slug).new_deal(shuffler=SeededShuffler(seed), context=context)
    rng = __import__("random").Random(seed)
    while not s.is_over:
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    return s


@pytest.mark.parametrize("slug, context", [
    ("whist-english", {"dealer": 1, "score": [0, 3]}),
    ("whist-american", {"dealer": 2, "score": [4, 1]}),
    ("auction-bridge", {"dealer": 0, "below": [20, 0], "games": [1, 0]}),
])
def test_a_deal_of_a_running_game_replays_from_pbn_with_its_score(slug, context):
    """A fresh user's finding: a second deal of a whist game, saved as PBN, replayed to a
    different outcome (scored from love). The score before it now travels in ``HoyleContext``;
    a first deal writes no such tag."""
    from hoyle.formats.pbn import from_state, to_state
    for seed in range(6):
        s = _played(slug, seed, context)
        text = write_pbn(from_state(s))
        assert "HoyleContext" in text
        back = to_state(parse_pbn(text)[0])
        assert back.outcome() == s.outcome() and back.history == s.history
        assert "HoyleContext" not in write_pbn(from_state(_played(slug, seed, {"dealer": 1})))
    outcomes = {tuple(_played("whist-english", seed, {"dealer": 1, "score": [0, 4]}).outcome())
                != tuple(_played("whist-english", seed, {"dealer": 1}).outcome()) for seed in range(10)}
    assert True in outcomes            # the score before a deal does change what it scores


@pytest.mark.parametrize("value, msg", [("score=1", "context"), ("score=a,b", "whole numbers"),
                                        ("colour=3,3", "KEY=N"), ("score", "KEY=N")])
def test_a_malformed_context_tag_is_refused_by_name(value, msg):
    from hoyle.formats.pbn import from_state, to_state
    g = parse_pbn(write_pbn(from_state(_played("whist-english", 1, {"dealer": 1}))))[0]
    g.tags["HoyleContext"] = value
    with pytest.raises(PBNError) as e:
        to_state(g)
    assert "HoyleContext" in str(e.value) and msg in str(e.value)


def test_a_trump_tag_that_is_not_the_turned_cards_suit_is_refused():
    """A fresh user's finding: ``[Trump "H"]`` beside ``[TrumpCard "S6"]`` was accepted."""
    from hoyle.formats.pbn import from_state, to_state
    g = parse_pbn(write_pbn(from_state(_played("whist-english", 2, {"dealer": 1}))))[0]
    suit = g.tags["TrumpCard"][0]
    g.tags["Trump"] = next(x for x in "SHDC" if x != suit)
    with pytest.raises(PBNError) as e:
        to_state(g)
    assert "Trump" in str(e.value) and "TrumpCard" in str(e.value)


def test_a_board_without_a_dealer_tag_takes_the_duplicate_convention_or_is_refused():
    # fresh13: a missing Dealer was taken as West, silently; board 1 is North's deal by the
    # duplicate convention PBN's tools follow (2 East, 3 South, 4 West, 5 North...)
    from hoyle.formats.pbn import _dealer
    from hoyle.games.bridge import COMPASS
    for board, seat in (("1", "N"), ("2", "E"), ("7", "S"), ("16", "W"), ("17", "N")):
        g = PBNGame(tags={"Board": board})
        assert COMPASS[_dealer(g, COMPASS)] == seat
    assert COMPASS[_dealer(PBNGame(tags={"Board": "1", "Dealer": "W"}), COMPASS)] == "W"
    for board in ("?", "", "0", "-3"):
        with pytest.raises(PBNError, match="Dealer tag is missing"):
            _dealer(PBNGame(tags={"Board": board}), COMPASS)
