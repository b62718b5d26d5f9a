"""Kimberley solo (Foster 1914, 001 part 2 §9, L1119-1120; catalog row kimberley-solo, which
prints no oracle): four players, no proposal or acceptance, solo the lowest bid; when all
pass, a solo for six tricks with another trump than the turned suit (paid as a solo, O23's
scale, since the book prints no stake)."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.registry import get_game
from hoyle.games.whist.solo import KimberleySoloState, SoloWhistState, solo_deck_for_hands

GAME = get_game("kimberley-solo")
# E holds the thirteen diamonds; W (dealer) turns the deuce of clubs
HANDS = ["9H AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S", "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
         "AC KC QC JC TC 9C 8H 7H 6H 5H 4H 3H 2S", "AH KH QH JH TH 2H 8C 7C 6C 5C 4C 3C 2C"]


def stacked(turned="2C", **rules):
    deck = solo_deck_for_hands([parse_cards(h) for h in HANDS], 3, parse_cards(turned)[0])
    return GAME.new_deal(rules=rules or None, shuffler=StackedShuffler([deck]), context={"dealer": 3})


def test_registered_as_a_thin_variant_of_the_solo_engine():
    assert GAME.state_cls is KimberleySoloState and issubclass(KimberleySoloState, SoloWhistState)
    assert GAME.players == 4 and GAME.make_rules().all_pass == "solo-six"


def test_no_proposal_solo_is_the_lowest_bid():
    s = GAME.new_deal(shuffler=SeededShuffler(4))
    assert [str(a) for a in s.legal_actions()] == ["pass", "solo", "misere", "abundance",
                                                   "trump-abundance", "spread", "slam"]
    before = s.view(None)
    for bad in ("propose", "accept"):
        with pytest.raises(IllegalAction) as err:
            s.apply(bad)
        assert "9.2" in str(err.value.law) and s.view(None) == before


def test_all_pass_solo_for_six_with_another_trump_paid_as_a_solo():
    s = stacked()
    for _ in range(4):
        s.apply("pass")
    assert s.phase == "second" and s.to_act == 0
    assert [str(a) for a in s.legal_actions()] == ["pass", "solo-six"]
    s.apply("pass")
    s.apply("solo-six")                             # E, holding every diamond
    assert s.phase == "trump" and s.bidder == 1
    assert [str(a) for a in s.legal_actions()] == ["trump diamonds", "trump hearts", "trump spades"]
    before = s.view(None)
    with pytest.raises(IllegalAction) as err:
        s.apply("trump clubs")                      # the turned suit
    assert "9.13" in str(err.value.law) and s.view(None) == before
    s.apply("trump diamonds")
    assert s.trump == 1 and s.tp.leader == 0        # eldest leads
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert s.tp.won == [0, 13, 0, 0]
    assert s.outcome() == [-17, 51, -17, -17]       # 2 red + 7 over-tricks from each


def test_all_pass_twice_throws_the_hand_in():
    s = stacked()
    for _ in range(8):
        s.apply("pass")
    assert s.is_over and s.outcome() == [0, 0, 0, 0]

