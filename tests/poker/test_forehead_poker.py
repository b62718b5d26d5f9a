"""forehead-poker: seed 004 §1.14's forehead high-card game (title lost; catalog 004.md §1.14,
O67) on the brag engine: one card each, seen by everyone but its holder."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_card, standard_pack
from hoyle.core import IllegalAction, SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import RuleOptionError
from hoyle.games.poker import BragBot
from hoyle.games.poker.brag import BragRules, hand_value


def deal(cards: str, n=4, dealer=None, **options):
    g = get_game("forehead-poker")
    first = [parse_card(t) for t in cards.split()]
    rest = [c for c in standard_pack().cards if c not in first]
    rules = g.rules_cls(**{**g.defaults, **options})
    ctx = {} if dealer is None else {"dealer": dealer}
    return g.state_cls(n, rules, StackedShuffler([first + rest]), ctx)


def test_each_sees_every_forehead_but_his_own():
    st = deal("7H KS 2C AD")                    # dealt from the dealer's left: seats 0, 1, 2, 3
    v = st.view(1)
    assert v["hand"] == [] and v["forehead"]
    assert [d.get("shown") for d in v["seats"]] == [["7H"], None, ["2C"], ["AD"]]
    assert parse_card("KS") in st.hidden_cards(1) and parse_card("7H") not in st.hidden_cards(1)
    assert parse_card("KS") in st.hidden_cards(None)          # a spectator sees no forehead
    assert st.pot == 4                                        # each antes one


def test_O67_brag_system_two_left_two_chips_to_see():
    """O67 (004 §1.14): under the brag round system, with two left each puts in a chip a turn
    until one drops or one pays two chips to see. Worked by hand: seats 0 and 1 drop; seat 2
    puts in 1; seat 3 puts in 1; seat 2 pays 2 to see: the king (seat 2) beats the seven; the
    pot, 4 antes + 1 + 1 + 2 = 8, goes to seat 2, who put in 4 (+4); seat 3 loses 2."""
    st = deal("2C 3D KS 7H")
    assert st.to_act == 0 and "see" not in st.legal_strings()
    for t in ("fold", "fold", "bet 1", "call"):
        st.apply(t)
    assert st.to_act == 2 and "see" in st.legal_strings()
    with pytest.raises(IllegalAction):
        st.apply("raise 1")                       # the round system: a chip a turn, no raises
    st.apply("see")
    assert st.is_over and st.winners == [2]
    assert st.outcome() == [-1, -1, 4, -2]
    assert st.view(2)["hand"] == ["KS"]           # at the show each looks at his own card


def test_equal_cards_divide_the_pot_ace_high_suits_unranked():
    """004 §1.14: the highest card takes the pot; a tie splits it. Worked by hand: the aces of
    seats 0 and 1 tie; seat 0 bets 1, seat 1 puts in 1, the others drop, and seat 0 pays 2 to
    see; the pot of 8 (4 antes, 1 + 1 + 2) divides 4 and 4: seat 0, in for 4, is even; seat 1,
    in for 2, is +2."""
    st = deal("AS AH 4C 5D")
    for t in ("bet 1", "call", "fold", "fold"):
        st.apply(t)
    assert not st.is_over
    st.apply("see")
    assert st.is_over and sorted(st.winners) == [0, 1] and st.outcome() == [0, 2, -1, -1]
    assert sum(st.outcome()) == 0
    assert hand_value([parse_card("AS")], "high-card") > hand_value([parse_card("KS")], "high-card")
    assert hand_value([parse_card("AS")], "high-card") == hand_value([parse_card("AC")], "high-card")


def test_the_poker_system_option():
    st = deal("2C 3D KS 7H", system="poker")
    st.apply("bet 3")
    assert "raise 1" in st.legal_strings()


def test_one_card_goes_with_the_high_card_ranking():
    with pytest.raises(RuleOptionError):
        BragRules(cards=1).validate()
    with pytest.raises(RuleOptionError):
        BragRules(ranking="high-card").validate()
    with pytest.raises(RuleOptionError):
        BragRules(ranking="high-card", cards=1, system="foster").validate()


def test_bots_play_the_forehead_game():
    g = get_game("forehead-poker")
    shows = 0
    for seed in range(30):
        st = g.new_deal(5, None, SeededShuffler(seed))
        bots = [BragBot(s, seed) for s in range(5)]
        while not st.is_over:
            s = st.to_act
            assert st.view(s)["hand"] == []
            st.apply(bots[s].choose(st.view(s), st.legal_actions()))
        assert sum(st.outcome()) == 0
        shows += any(line.startswith("show") for line in st.log)
    assert shows > 0
