import pickle

import pytest

from hoyle.cards import (ALL_CARDS, JOKER, Card, CardParseError, Rank, Suit, card, euchre_pack,
                         format_cards, parse_card, parse_cards, pinochle_pack, piquet_pack, shoe,
                         standard_pack)


@pytest.mark.parametrize("text,rank,suit", [
    ("AS", 14, Suit.SPADES), ("as", 14, Suit.SPADES), ("10h", 10, Suit.HEARTS),
    ("Th", 10, Suit.HEARTS), ("A♠", 14, Suit.SPADES), ("2c", 2, Suit.CLUBS), ("Q♦", 12, Suit.DIAMONDS),
    ("k♡", 13, Suit.HEARTS),
])
def test_parse_forms(text, rank, suit):
    c = parse_card(text)
    assert (c.rank, c.suit) == (rank, suit)


def test_round_trip_every_card():
    for c in (*ALL_CARDS, JOKER):
        assert parse_card(str(c)) is c
        assert parse_card(c.pretty if not c.is_joker else "JKR") is c


def test_canonical_text():
    assert format_cards(parse_cards("QS QH 7C 4D 2S")) == "QS QH 7C 4D 2S"
    assert str(parse_card("10h")) == "TH" and parse_card("10h").pretty == "10♥"
    assert str(JOKER) == "JKR" and parse_card("joker") is JOKER


@pytest.mark.parametrize("bad", ["", "1S", "AX", "11h", "ASS", "Z", "10", "♠A"])
def test_bad_cards_name_the_text(bad):
    with pytest.raises(CardParseError) as e:
        parse_card(bad)
    assert repr(bad) in str(e.value)


def test_card_index_and_identity():
    assert card(14, 3) == 51 and card(2, 0) == 0 and card(1, 2) is card(14, 2)
    assert Card(12) is Card(12) and pickle.loads(pickle.dumps(Card(12))) is Card(12)
    with pytest.raises(CardParseError):
        Card(60)
    assert Rank.TEN.plural == "tens" and Suit.HEARTS.is_red


def test_pack_sizes():
    assert len(standard_pack()) == 52 and len(set(standard_pack())) == 52
    assert len(standard_pack(jokers=1)) == 53
    assert len(piquet_pack()) == 32 and min(c.rank for c in piquet_pack()) == 7
    assert len(euchre_pack()) == 24
    p = pinochle_pack()
    assert len(p) == 48 and set(p.counts().values()) == {2}
    s = shoe(8)
    assert len(s) == 416 and set(s.counts().values()) == {8}
    with pytest.raises(ValueError):
        shoe(0)
