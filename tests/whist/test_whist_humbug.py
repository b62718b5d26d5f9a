"""Humbug whist and thirteen and the odd (001 part 2 §5-6, O11, O12)."""

from __future__ import annotations

import pytest

from hoyle.core.chance import SeededShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.registry import get_game
from hoyle.games.whist.humbug import humbug_honours


@pytest.mark.parametrize("held,points", [([2, 2], [0, 0]), ([2, 1], [2, 0]), ([3, 1], [3, 0]),
                                         ([2, 0], [2, 0]), ([0, 4], [0, 4]), ([1, 1], [0, 0])])
def test_O11_humbug_honours(held, points):
    assert humbug_honours(held) == points


def test_exchange_for_the_dead_hand_on_the_right_dealer_loses_turned_card():
    assert get_game("humbug").slug == "humbug-whist"
    s = get_game("humbug").new_deal(shuffler=SeededShuffler(2))
    assert s.to_act == 0 and s.dealer == 1
    north = list(s.tp.hands[0])
    west = list(s.tp.hands[3])
    s.apply("exchange")                               # player 0 takes the dead West hand
    assert s.view(0)["hand"] == [str(c) for c in west]
    assert set(north) <= set(s.hidden_cards(1)) and not set(north) & s.hidden_cards(0)
    s.apply("exchange")                               # the dealer takes East, losing the turned card
    assert not s.trump_up and s.view(1)["turned_card"] is None and s.trump == s.turned & 3
    assert s.to_act == 0 and s.phase == "play"        # the dealer's adversary leads


def test_follow_suit_and_two_card_tricks():
    s = get_game("humbug").new_deal(shuffler=SeededShuffler(3))
    s.apply("keep")
    s.apply("keep")
    s.apply(s.legal_actions()[0])
    led = s._trick[0] & 3
    hand = s.tp.hands[2]
    if any(c & 3 == led for c in hand) and any(c & 3 != led for c in hand):
        off = next(c for c in hand if c & 3 != led)
        with pytest.raises(IllegalAction) as e:
            s.apply(f"play {off}")
        assert "5.3" in str(e.value)
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert sum(s.won) == 13 and sum(s.outcome()) == 0


def test_O12_thirteen_and_the_odd_one_point_whatever_the_margin():
    for seed in range(10):
        s = get_game("thirteen-and-the-odd").new_deal(shuffler=SeededShuffler(seed))
        assert s.phase == "play" and len(s.stock) == 26
        while not s.is_over:
            s.apply(s.legal_actions()[0])
        winner = 0 if s.won[0] >= 7 else 1
        assert s.points()[winner] == 1 and s.points()[1 - winner] == 0
