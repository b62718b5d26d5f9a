"""Private blackjack, the variable bank with stakes before any card (seed 004 §1.5; catalog row
``blackjack-private``): oracles O18, O19, O22, O25, O26, the dealer's natural, ties, the dealer's
discretion and its rule option, refusals."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import IllegalAction, StackedShuffler, get_game
from hoyle.games.banking.blackjack import hand_total
from hoyle.games.banking.vingt import stood_over_21

GAME = get_game("blackjack-private")


def deal(cards: str, n=2, **rules):
    """Stack the pack: the burn card, each player's first, the dealer's (face up), each
    player's second, the dealer's second, then the draws."""
    head = parse_cards(cards)
    order = head + [c for c in standard_pack().cards if c not in head]
    return GAME.new_deal(n, rules or None, StackedShuffler([order]))


def run(st, actions):
    for a in actions:
        st.apply(a)
    return st


def test_O18_split_aces_make_21_that_is_not_a_natural():
    """O18 (grep 'не считается натуральным'): A + K is a natural; split aces, A + K is 21 paid 1 to 1,
    each ace getting one card only."""
    st = run(deal("2C AH 9C AS 8D KH 7C"), ["bet 5", "split 5"])
    assert [b[3] for b in st.boxes] == ["content", "content"]           # one card each
    assert [hand_total(b[1])[0] for b in st.boxes] == [21, 18]
    run(st, ["content"])                                                  # the dealer stands on 17
    assert st.outcome() == [-10, 10]                                      # 21 paid 5 (not 10), 18 paid 5


def test_O19_a_natural_is_paid_2_to_1_other_wins_1_to_1():
    """O19 (grep 'натуральным «очком», оплачиваемым 2 к 1')."""
    st = run(deal("2C AH TS 9C KH 9D 8D", n=3), ["bet 5", "bet 5", "content"])
    assert st.boxes[0][3] == "natural"
    run(st, ["content"])
    assert st.outcome() == [-15, 10, 5]                                   # 19 beats 17: 1 to 1


def test_O22_stood_over_21_pays_double_even_when_the_dealer_busts():
    """O22 (grep 'двойную стоимость своей первоначальной'): stake 5 -> pays 10."""
    assert stood_over_21(5) == -10
    assert stood_over_21(0) == 0


def test_O25_an_ace_may_not_be_burnt():
    """O25 (grep 'Нельзя «сжигать» туза'): an ace on top -> the pack is shuffled again."""
    pack = list(standard_pack().cards)
    first = parse_cards("AS") + [c for c in pack if str(c) != "AS"]
    second = parse_cards("7D") + [c for c in pack if str(c) != "7D"]
    st = GAME.new_deal(2, None, StackedShuffler([first, second]))
    assert str(st.burnt) == "7D" and st.deck[-1] == st.burnt
    assert "may not be burnt" in st.log[0]
    assert "Burnt: 7D" in GAME.state_cls.render_view(st.view(1))


def test_O26_ace_counts():
    """O26 (COMPUTED): A-A-9 = 21; A-6 soft 17; A-6-K hard 17; 22 busts."""
    assert hand_total(parse_cards("AS AD 9C")) == (21, True)
    assert hand_total(parse_cards("AS 6D")) == (17, True)
    assert hand_total(parse_cards("AS 6D KC")) == (17, False)
    assert hand_total(parse_cards("KS 6D 6C"))[0] == 22


def test_the_dealers_natural_takes_every_stake_but_a_naturals():
    """004 §1.5 step 4: the dealer with a natural takes the bets of all without one; a player with a
    natural gets his stake back."""
    st = run(deal("2C TS AH AD 9C KH KD", n=3), ["bet 5", "bet 1"])
    assert st.is_over and st.outcome() == [5, -5, 0]


def test_ties_stand_off_or_go_to_the_dealer():
    st = run(deal("2C TS 9C 7H 8D"), ["bet 5", "content", "content"])
    assert st.outcome() == [0, 0]
    st = run(deal("2C TS 9C 7H 8D", ties="dealer"), ["bet 5", "content", "content"])
    assert st.outcome() == [5, -5]


def test_the_dealer_draws_as_he_likes_or_by_rule():
    st = run(deal("2C TS 9C 8H 3D"), ["bet 5", "content"])
    assert {a.verb for a in st.legal_actions()} == {"card", "content"}   # 12: his choice
    run(st, ["content"])
    assert st.outcome() == [-5, 5]
    st = run(deal("2C TS 9C 8H 3D", dealer_draws="17"), ["bet 5", "content"])
    before = (list(st.dcards), st.phase)
    with pytest.raises(IllegalAction, match="draws to 16 and stands on 17"):
        st.apply("content")
    assert (list(st.dcards), st.phase) == before


def test_the_up_card_is_seen_the_hole_card_is_not():
    st = run(deal("2C TS 9C 8H 3D 7S 9D", n=3), ["bet 5", "bet 1"])
    v = st.view(1)
    assert v["dealer_cards"] == ["8H", "??"]
    assert "9D" not in GAME.state_cls.render_view(v)
    assert st.view(2)["boxes"][0]["cards"] == ["??", "??"]                  # another's hand hidden


def test_refusals_leave_the_state_unchanged():
    st = deal("2C AH 9C AS 8D KH 7C")
    with pytest.raises(IllegalAction, match="before the deal"):
        st.apply("bet 3")
    assert st.phase == "stake" and st.stakes == {1: 0}
    st.apply("bet 5")
    with pytest.raises(IllegalAction, match="equal to the first"):
        st.apply("split 1")
    assert len(st.boxes) == 1 and st.phase == "play"
