"""Kentucky Derby, the card horse race (seed 004 §1.15; catalog row ``kentucky-derby``): the pool's
payout (O68, O69), the race with our movement table, the dead heat, refusals and the hidden track."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import IllegalAction, SeededShuffler, StackedShuffler, get_game
from hoyle.games.banking.kentucky_derby import share_pool, spaces

GAME = get_game("kentucky-derby")
REST = [c for c in standard_pack().cards if c.rank != 14]


def stacked(n, cards, **rules):
    """Seven track cards, then the cards turned behind H, D, S, C in turn."""
    head = parse_cards(cards)
    order = head + [c for c in REST if c not in head]
    return GAME.new_deal(n, rules or None, StackedShuffler([order]))


def test_O68_five_players_pool_25_two_backers_12_each_1_stays():
    """O68 (grep 'остаются в банке до следующего заезда'): 5 players, pool 25, two backers -> 12 each,
    1 chip for the next race."""
    assert share_pool(25, 5, 5, [1, 3], []) == ({1: 12, 3: 12}, 1)


def test_O69_six_players_place_backers_get_their_ante_back_first():
    """O69 (grep 'Поставившие на второе место'): 6 players, ante 5, pool 30: the place backer gets 5
    back, the two win backers share 25 -> 12 each, 1 stays."""
    assert share_pool(30, 6, 5, [0, 4], [2]) == ({2: 5, 0: 12, 4: 12}, 1)
    assert share_pool(30, 5, 5, [0, 4], [2]) == ({0: 15, 4: 15}, 0)    # under six: win only


def test_O68_through_the_engine():
    # track 7 small cards; then rounds H D S C: hearts gets courts and wins in three rounds
    track = "2C 2D 2S 3C 3D 3S 4C"
    turns = "KH 2H 3H 4H  KD 5H 6H 4D  QH 5D 6D 5S"      # H: 1+3+3+3 = 10 -> past 7 after round 3
    st = stacked(5, f"{track} {turns}")
    for h in ("h", "s", "h", "d", "c"):                 # seats 1, 2, 3, 4, 0 (the dealer bets last)
        st.apply(f"bet {h}")
    assert st.winner == "H" and st.pos == {"H": 10, "D": 4, "S": 4, "C": 4}
    assert st.outcome() == [-5, 7, -5, 7, -5]           # 25 shared by seats 1 and 3: 12 each
    assert st.house_take() == 1 and sum(st.outcome()) == -1


def test_a_dead_heat_runs_on_card_by_card():
    """004 §1.15: equal distance past the line in the same move -> one more card each."""
    track = "2C 2D 3C 3D 4C 4D 5C"
    turns = "KH KD 2H 2S  KS QD 3H 3S  QH JD 4H 4S  5H 7D"   # H and D both at 10 after three rounds
    st = stacked(3, f"{track} {turns}")
    for h in ("h", "d", "s"):
        st.apply(f"bet {h}")
    assert any(str(x).startswith("dead heat") for x in st.log)
    assert st.winner == "D" and st.pos == {"H": 11, "D": 12, "S": 4, "C": 4}
    assert st.outcome() == [-5, -5, 10]                  # seat 2 backed diamonds: the pool of 15


def test_movement_table_readings():
    two, seven, king = parse_cards("2C 7D KS")
    assert [spaces(c) for c in (two, seven, king)] == [1, 2, 3]
    assert [spaces(c, "pips") for c in (two, seven, king)] == [2, 7, 10]


def test_refusal_and_hidden_track():
    st = GAME.new_deal(4, None, SeededShuffler(3))
    with pytest.raises(IllegalAction, match="back one of the four horses"):
        st.apply("bet x")
    assert st.bets == {} and st.to_act == 1
    v = st.view(1)
    assert v["track"] == ["??"] * 7
    text = GAME.state_cls.render_view(v)
    assert all(str(c) not in text.split() for c in st.track + st.deck)
