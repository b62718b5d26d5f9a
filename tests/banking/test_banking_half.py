"""Seven and a half / ten and a half (seed 004 §1.6.1-1.6.2): catalog oracles O27-O29 and stacked
rounds; the macao/vingt busted-dealer settlement shared with them."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import StackedShuffler, get_game
from hoyle.games.banking.seven_half import best_half_total


def _stack(prefix: str, forty: bool):
    top = parse_cards(prefix)
    pack = [c for c in standard_pack().cards if not forty or c.rank not in (8, 9, 10)]
    return top + [c for c in pack if c not in top]


def _play(slug, prefix, actions, players=2, forty=True, rules=None):
    st = get_game(slug).new_deal(players, rules=rules, shuffler=StackedShuffler([_stack(prefix, forty)]))
    for a in actions:
        st.apply(a)
    assert st.is_over
    return st


def test_O27_forty_card_pack_and_eight_busts():
    st = get_game("seven-and-a-half").new_deal(3)
    assert len(st.pack()) == 40 and not any(c.rank in (8, 9, 10) for c in st.pack())
    assert best_half_total(parse_cards("5C 2D AH"), 15) == 16          # 8: a bust (over 15 half points)
    assert best_half_total(parse_cards("7C QD"), 15) == 15             # 7 + Q = 7½


def test_O27_seven_and_queen_on_two_cards_paid_double():
    # seat 1 gets 7C, the dealer 3D; seat 1 draws QH (7½ on two cards); the dealer draws 4S (7): stands
    st = _play("seven-and-a-half", "7C 3D QH 4S", ["bet 5", "card", "card", "content"])
    assert st.outcome() == [-10, 10]


def test_O27_bust_paid_at_once_even_if_dealer_busts_later():
    # seat 1: 5C, then 2D, then AH = 8, bust; with nobody left standing the round ends at once
    st = _play("seven-and-a-half", "5C 6D 2D AH", ["bet 1", "card", "card"])
    assert st.outcome() == [1, -1]
    # three players: seat 1 busts on 5-2-A, seat 2 stands on 4; the dealer (6D) draws 7S and busts:
    # seat 2 is paid, seat 1 has already paid
    st = _play("seven-and-a-half", "5C 4H 6D 2D AH 7S", ["bet 1", "bet 1", "card", "card", "content", "card"],
               players=3)
    assert st.outcome() == [0, -1, 1]


def test_O28_wild_king_of_diamonds_and_half_courts():
    assert best_half_total(parse_cards("KD 7S"), 15) == 15             # K♦ as ½
    assert best_half_total(parse_cards("QC JS KH"), 15) == 3           # 1½
    assert best_half_total(parse_cards("KD"), 15) == 14                # alone: a 7
    assert best_half_total(parse_cards("KD 7S"), 15, wild=False) == 15  # an ordinary court is ½ too
    assert best_half_total(parse_cards("KD 7S 2C"), 15) == 19          # every choice busts: ½ (9½)
    # K♦ with 7 counts as the premium two-card 7½
    st = _play("seven-and-a-half", "KD 5C 7S 2H", ["bet 1", "card", "card", "content"])
    assert st.outcome() == [-2, 2]


def test_premium_stands_off_against_the_dealers_two_card_seven_and_a_half():
    st = _play("seven-and-a-half", "7C 7D QH JS", ["bet 5", "card", "card", "content"])
    assert st.outcome() == [0, 0]


def test_ties_stand_off_and_busted_dealer_pays_the_standing():
    tie = _play("seven-and-a-half", "6C 6D", ["bet 5", "content", "content"])
    assert tie.outcome() == [0, 0]
    lose = _play("seven-and-a-half", "5C 6D", ["bet 5", "content", "content"])
    assert lose.outcome() == [5, -5]
    win = _play("seven-and-a-half", "5C 6D 7H", ["bet 5", "content", "card"])
    assert win.outcome() == [-5, 5]


def test_O29_ten_and_a_half_on_two_cards_paid_double():
    st = _play("ten-and-a-half", "10C 5D JH 2S", ["bet 5", "card", "card", "content"], forty=False)
    assert st.outcome() == [-10, 10]
    assert len(st.pack()) == 52
    # 10 + 2 = 12 busts at ten and a half
    bust = _play("ten-and-a-half", "10C 9D 2H", ["bet 1", "card"], forty=False)
    assert bust.outcome() == [1, -1]


def test_late_or_bad_actions_are_refused_with_state_unchanged():
    from hoyle.core.errors import IllegalAction
    st = get_game("seven-and-a-half").new_deal(3)
    before = st.view(None)
    with pytest.raises(IllegalAction):
        st.apply("double")
    with pytest.raises(IllegalAction):
        st.apply("bet 99")
    assert st.view(None) == before


def test_macao_busted_dealer_pays_the_players_still_standing():
    # macao: seat 1 holds 5C (stands); the dealer's 6D draws 7H: 13 is over 9, so seat 1 is paid
    st = get_game("macao-foster").new_deal(2, shuffler=StackedShuffler([_stack("5C 6D 7H", False)]))
    for a in ["bet 1", "content", "card"]:
        st.apply(a)
    assert st.outcome() == [-1, 1]
