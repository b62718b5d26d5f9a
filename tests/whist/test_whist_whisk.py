"""Whisk, the early whist (Foster 1914, 001 part 1 §1.1; catalog: "four deuces removed (48
cards), 12 each, last card turned = trump; no stock")."""

from __future__ import annotations

import random

import pytest

from hoyle.cards import ALL_CARDS, parse_cards
from hoyle.core.chance import SeededShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.registry import get_game


def test_whisk_001_part1_1_1_pack_and_deal():
    for seed in range(20):
        s = get_game("whisk").new_deal(shuffler=SeededShuffler(seed), context={"dealer": seed % 4})
        held = [c for h in s.tp.hands for c in h]
        assert sorted(held) == sorted(c for c in ALL_CARDS if c >> 2 != 0)   # no deuces
        assert [len(h) for h in s.tp.hands] == [12, 12, 12, 12]
        assert s.turned in s.tp.hands[s.dealer]           # the dealer's last card is turned
        assert s.trump == s.turned & 3
        assert "stock" not in " ".join(s.card_locations())  # every card dealt: no stock


def test_whisk_deuce_is_not_a_card_of_the_game():
    s = get_game("whisk").new_deal(shuffler=SeededShuffler(3))
    two = parse_cards("2S")[0]
    with pytest.raises(IllegalAction):
        s.apply(f"play {two}")


def test_whisk_twelve_tricks_and_book_of_six():
    # Twelve tricks a deal; as in English short whist, only tricks over six score.
    rng = random.Random(5)
    s = get_game("whisk").new_deal(shuffler=SeededShuffler(11))
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    t = s.side_tricks()
    assert sum(t) == 12
    sc = s.score()
    by_cards = max(t) - 6
    assert sc.counted == t
    if by_cards > 0:
        assert any(f"{by_cards} by cards" in step for step in sc.steps)
    else:                                   # six tricks each: nobody scores by cards
        assert not any("by cards" in step for step in sc.steps)


def test_whisk_option_on_plain_whist_is_the_same_game():
    a = get_game("whisk").new_deal(shuffler=SeededShuffler(7))
    b = get_game("whist-english").new_deal(rules={"pack": "no-deuces"}, shuffler=SeededShuffler(7))
    assert a.tp.hands == b.tp.hands and a.turned == b.turned


def test_whisk_bad_pack_option_is_refused():
    with pytest.raises(Exception, match="pack"):
        get_game("whist-english").new_deal(rules={"pack": "piquet"})
