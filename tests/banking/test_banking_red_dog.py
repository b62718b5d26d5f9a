"""The red dog family (seed 004 §2.1, §2.3, §2.6): red dog, burnt card, banking, Polish bank, slippery Sam."""

from __future__ import annotations

from fractions import Fraction

import pytest

from hoyle.analysis.banking_casino import red_dog_odds
from hoyle.cards import parse_cards, standard_pack
from hoyle.core import IllegalAction, StackedShuffler, get_game
from hoyle.games.banking.red_dog import beats


def stacked(slug, head: str, n=2, **rules):
    h = parse_cards(head)
    order = h + [c for c in standard_pack().cards if c not in h]
    return get_game(slug).new_deal(n, rules or None, StackedShuffler([order]))


def test_O100_higher_card_of_the_same_suit():
    """Oracle 004 O100 (grep 'более крупного достоинства той же масти'): hand K♠ 3♥ 7♦ 9♣ 2♣."""
    hand = parse_cards("KS 3H 7D 9C 2C")
    assert beats(hand, parse_cards("QS")[0]) == parse_cards("KS")[0]
    assert beats(hand, parse_cards("JH")[0]) is None
    assert beats(hand, parse_cards("TC")[0]) is None


def test_red_dog_pool_round_and_forfeit_O101():
    """Oracle 004 O101 (grep 'штраф в размере минимальной ставки'): a drop pays the minimum into the pot."""
    # two players, dealer 0: seat 1 plays first, then the dealer; hands dealt alternately, five each
    st = stacked("red-dog", "KS 2H 3H 4H 7D 5H 9C 6H 2C 8H QS JH")
    assert st.hands[1] == parse_cards("KS 3H 7D 9C 2C") and st.pot == 2
    st.apply("bet 2")                       # QS turned: the king wins 2 from the pot
    assert st.view(0)["shown"]["1"] == ["KS"]
    # an emptied pot: both ante again before the dealer plays
    assert st.pot == 2
    st.apply("drop")
    assert st.outcome() == [-3, 0] and st.house_take() == 3


def test_red_dog_loss_shows_the_whole_hand():
    st = stacked("red-dog", "KS 2H 3H 4H 7D 5H 9C 6H 2C 8H JH QS")
    st.apply("bet 1")                       # JH: no higher heart in seat 1's hand
    assert st.view(0)["shown"]["1"] == ["KS", "3H", "7D", "9C", "2C"]


def test_stake_over_the_pot_is_refused():
    st = stacked("red-dog", "KS 2H 3H 4H 7D 5H 9C 6H 2C 8H JH QS")
    with pytest.raises(IllegalAction) as e:
        st.apply("bet 5")
    assert "R1" in str(e.value.law)


def test_O94_polish_bank_half_the_bank_pays_2_to_1():
    """Oracle 004 O94 (grep 'ее удвоенную сумму из банка'): bank 60, stake 30 with Q♥ against 9♥ -> +60."""
    st = stacked("polish-bank", "QH 2C 3D 5S 9H", n=2, bank=60)
    assert max(a.amount for a in st.legal_actions()) == 30
    st.apply("bet 30")                      # 5S is burnt, 9H turned
    assert [str(c) for c in st.turned] == ["5S", "9H"]
    assert st.outcome() == [-60, 60]
    assert st.view(1)["hand"] is None       # bet unseen


def test_O108_slippery_sam_refusal_costs_a_fifth():
    """Oracle 004 O108 (grep 'равную одной пятой стоимости банка'): bank 50 -> refusal 10; bank 60; three at most."""
    st = stacked("slippery-sam", "2C 3D 4H 5S 6C 7D", n=2, bank=50)
    st.apply("refuse")
    assert st.pot == 60 and st.net[1] == -10
    st.apply("refuse")
    st.apply("refuse")
    assert "refuse" not in st.legal_strings() and "pass" in st.legal_strings()
    with pytest.raises(IllegalAction) as e:
        st.apply("refuse")
    assert "R5" in str(e.value.law)
    st.apply("pass")
    assert st.is_over and sum(st.outcome()) == 0


def test_red_dog_banking_exhausted_bank_ends_the_deal():
    st = stacked("red-dog-banking", "AS 2H 3H 4H 7D 5H 9C 6H 2C 8H QS JH KS 3C 4C", n=3, bank=5)
    st.apply("bet 5")                       # seat 1 holds AS... wins 5 against the turned card
    assert st.is_over and st.outcome() == [-5, 5, 0]


def test_O102_O96_exact_baselines():
    """004 O102: 8689/19740 (five cards), 4489/11900 (four); O96: 6327/20825 and -0.0885 at 2 to 1."""
    assert red_dog_odds(5)["win"] == Fraction(8689, 19740)
    assert red_dog_odds(4)["win"] == Fraction(4489, 11900)
    o = red_dog_odds(3, 2)
    assert o["win"] == Fraction(6327, 20825) and round(float(o["expectation"]), 4) == -0.0885


def test_O89_yablon_between():
    """Oracle 004 O89 (grep 'кроме 2 или туза'): 5 and 9 win only with 6, 7, 8; 2 and A with anything but a
    2 or an ace; a pair or 10-J cannot bet."""
    from hoyle.games.banking.red_dog import between
    h = parse_cards("5C 9D")
    assert [bool(between(h, c)) for c in parse_cards("5S 6S 8S 9S")] == [False, True, True, False]
    h = parse_cards("2C AD")
    assert [bool(between(h, c)) for c in parse_cards("2S 3S KS AS")] == [False, True, True, False]
    st = stacked("yablon", "TC 6H JD 6S", n=2)          # seat 1: 10 J; dealer: 6 6
    assert st.legal_strings() == ["drop"]
    st.apply("drop")
    assert st.net == [-1, -1]                           # no forfeit: the antes only
    assert st.legal_strings() == ["drop"]


def test_yablon_win_and_loss_from_the_pool():
    st = stacked("yablon", "5C 2H 9D AH 7S 3C", n=2)   # seat 1: 5 9 gets a 7; dealer 2 A gets a 3
    st.apply("bet 2")                       # wins the whole pool; the emptied pool is anted again
    assert st.net[1] == 0 and st.pot == 2
    st.apply("bet 1")                       # the dealer's 3 falls between his 2 and ace
    assert st.outcome() == [-1, 0] and st.house_take() == 1


def test_O90_yablon_chances():
    """004 O90 (COMPUTED): with 5 and 9, 12 of the 50 unseen cards win; with 2 and A, 44."""
    from hoyle.games.banking.red_dog import between
    deck = standard_pack().cards
    for hand, wins in (("5C 9D", 12), ("2C AD", 44)):
        h = parse_cards(hand)
        assert sum(1 for c in deck if c not in h and between(h, c)) == wins
