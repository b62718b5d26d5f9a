"""Skin (seed 004 §2.5): catalog oracles O106 (who wins a match) and O107 (the house fee)."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import StackedShuffler, get_game
from hoyle.core.errors import IllegalAction

HEAD = "5C 9D JH 5S 5D QS 9C"


def _box(head: str):
    h = parse_cards(head)
    return h + [c for c in standard_pack().cards if c not in h]


def _play(rules=None):
    st = get_game("skin").new_deal(3, rules=rules, shuffler=StackedShuffler([_box(HEAD)]))
    assert st.to_act == 2 and st.view(2)["offer"] == "5C"          # first offer: the banker's right
    st.apply("take 50")
    assert st.to_act == 0 and st.view(0)["stake_named"]["stake"] == 50      # the banker may cut it
    st.apply("accept")
    assert st.view(None)["banker_card"] == "9D"
    assert st.to_act == 1 and st.view(1)["offer"] == "JH"
    st.apply("take 100")
    st.apply("accept")
    assert st.to_act == 2 and st.phase == "side"        # two holders: side bets may be proposed
    st.apply("pass")
    st.apply("pass")
    # 5S matches seat 2's five: the bank wins 50 (O106); 5D is dead; QS is offered to seat 2 again
    assert st.to_act == 2 and st.view(2)["offer"] == "QS" and "5D" in st.view(None)["discard"]
    st.apply("refuse")
    # 9C matches the banker's card: seat 1, still holding JH, wins his 100 (O106)
    assert st.is_over and st.view(None)["centre"] == ["QS"]
    return st


def test_O106_banker_match_pays_punters_player_match_pays_bank_and_O107_two_percent():
    st = _play()
    assert st.outcome() == [-50, 98, -50] and st.house_take() == 2
    assert sum(st.outcome()) + st.house_take() == 0


def test_O107_quarter_of_the_last_winning_bet():
    st = _play({"fee": "last-bet"})
    assert st.outcome() == [-75, 100, -50] and st.house_take() == 25


def test_refused_offer_passes_right_and_bad_stake_refused():
    st = get_game("skin").new_deal(3, shuffler=StackedShuffler([_box(HEAD)]))
    before = st.view(None)
    with pytest.raises(IllegalAction, match="one of 50, 100"):
        st.apply("take 7")
    assert st.view(None) == before
    st.apply("refuse")
    assert st.to_act == 1 and st.view(1)["offer"] == "5C"


def test_bank_passes_right_each_deal():
    g = get_game("skin")
    m = g.new_match(4, shuffler=StackedShuffler([_box(HEAD), _box(HEAD)]))
    st = m.next_deal()
    while not st.is_over:
        st.apply("take 50" if st.phase == "offer" else st.legal_actions()[-1])
    m.finish(st)
    assert m.next_deal().banker == 3


# The rules 004 §2.5 states beyond O106-O107; each deal below is worked by hand from the rule text.

def _deal(head, rules=None):
    return get_game("skin").new_deal(3, rules=rules, shuffler=StackedShuffler([_box(head)]))


def test_banker_cuts_a_stake_and_the_punter_must_accept_it():
    st = _deal("5C 9D QS 9C")
    st.apply("take 100")
    before = st.view(None)
    with pytest.raises(IllegalAction, match="smaller amount"):
        st.apply("cut 100")
    assert st.view(None) == before
    with pytest.raises(IllegalAction):
        st.apply("refuse")                      # the punter cannot withdraw: the banker is to answer
    st.apply("cut 30")
    assert st.view(None)["holding"]["2"] == {"card": "5C", "stake": 30}
    st.apply("refuse")                          # seat 1 refuses QS: to the centre; 9C matches the 9D
    assert st.is_over and st.outcome() == [-30, 0, 30]


def test_side_bet_first_card_matched_loses_it():
    st = _deal("5C 9D JH JS 9C")
    st.apply("take 50")
    st.apply("accept")
    st.apply("take 50")
    st.apply("accept")
    with pytest.raises(IllegalAction, match="another punter holding a card"):
        st.apply("side 2 50")                   # not against himself
    st.apply("side 1 50")                       # seat 2: seat 1's card will be matched before mine
    assert st.to_act == 1
    st.apply("agree")
    # JS matches seat 1's jack: the bank wins his 50, seat 2 wins the side bet; 9C pays seat 2
    assert st.is_over
    assert st.outcome() == [0, -100, 99] and st.house_take() == 1


def test_a_matched_punter_takes_a_centre_card():
    st = _deal("5C 9D JH QS 5S 9C")
    for a in ("take 50", "accept", "take 50", "accept", "pass", "pass"):
        st.apply(a)
    # QS: everybody has a card, so it goes to the centre; 5S matches seat 2, who may take it
    assert st.to_act == 2 and st.view(None)["centre"] == ["QS"]
    assert "take 50 QS" in {st.format_action(a) for a in st.legal_actions()}
    for a in ("take 50 QS", "accept", "pass", "pass"):
        st.apply(a)
    assert st.is_over and st.outcome() == [-50, 49, -1] and st.house_take() == 2


def _side_bet_then_bank_match(head):
    st = _deal(head)
    for a in ("take 50", "accept", "take 50", "accept", "side 1 50", "agree"):
        st.apply(a)
    # 9C matches the banker's card: both punters win 50 (less 1), the side bet stands
    assert st.to_act == 0 and st.view(None)["banker_choice"]
    return st


def test_banker_deals_on_for_unsettled_side_bets():
    st = _side_bet_then_bank_match("5C 9D JH 9C 4D 5S")
    st.apply("continue")
    # 4D is discarded (no fresh cards); 5S matches seat 2's five: he loses the side bet to seat 1
    assert st.is_over and st.outcome() == [-100, 99, -1] and st.house_take() == 2


def test_banker_takes_a_new_card_and_play_goes_on():
    st = _side_bet_then_bank_match("5C 9D JH 9C 4D 5S KH 4S")
    st.apply("new-card")
    # 4D, the first fresh card, is the banker's new card; 5S matches seat 2 (no stake on it now):
    # he loses the side bet; KH is fresh and offered to him
    assert st.view(None)["banker_card"] == "4D" and st.to_act == 2 and st.view(2)["offer"] == "KH"
    for a in ("take 50", "accept", "pass", "pass"):
        st.apply(a)
    # 4S matches the banker's new card: seat 2 wins his 50; seat 1's jack has no stake on it
    assert st.is_over and st.outcome() == [-150, 99, 48] and st.house_take() == 3


def test_a_card_matched_while_the_banker_has_none_is_void():
    st = _side_bet_then_bank_match("5C 9D JH 9C 5S 4D")
    st.apply("new-card")
    assert st.view(None)["side_bets"] == [] and st.net == [-100, 49, 49]
    assert st.view(None)["banker_card"] == "4D"
    assert sorted(st.pack()) == sorted(c for loc in st.card_locations().values() for c in loc)


def test_without_cutting_and_side_bets_the_old_flow():
    st = _deal(HEAD, {"cutting": False, "side_bets": False})
    for a in ("take 50", "take 100", "refuse"):
        st.apply(a)
    assert st.is_over and st.outcome() == [-50, 98, -50]
