"""Newmarket, Spin, Saratoga and Pochen (Foster 1914, seed 001 part 5 lines 1107-1149; catalog
001_part5.md §8.11-§8.14): the stakes on the layout, the lowest-card lead, spin, and Pochen's
pools, betting and play, with exact numbers on stacked deals."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_card
from hoyle.core import IllegalAction, SeededShuffler, get_game
from hoyle.games.stops import best_sequence, deal_size, set_rank
from hoyle.mechanics.stops import ACE_LOW_SHORT

from stops_helpers import rest, stacked

C = parse_card
LAYOUT = "AH KC QD JS"


def _newmarket(slug="newmarket"):
    p0 = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 2C 3C"
    p1 = "KC " + rest(p0 + " " + LAYOUT, take=14, avoid=LAYOUT)
    p2 = "JS " + rest(" ".join([p0, p1]), take=14, avoid=LAYOUT)
    stops = "QD " + rest(" ".join([p0, p1, p2]), take=6, avoid=LAYOUT)
    return stacked(slug, [p0, p1, p2], stops)


def test_newmarket_stakes_lowest_leads_and_the_pool_that_carries():
    # §8.11: each places the dealer's stake (four) as he likes; a run starts with the lowest card
    # held of a suit; a layout card played takes its pool, one left in hand only carries.
    # Computed: player 1 -4 +5 +15 +15 = +31, players 2 and 3 -4 -15 = -19; pools 0 1 1 5 carry
    st = _newmarket()
    assert st.phase == "stake" and len(st.legal_actions()) == 35
    with pytest.raises(IllegalAction, match="place 4 chips"):
        st.apply("stake 5 0 0 0")
    assert st.phase == "stake" and not st.history
    for a in ("stake 4 0 0 0", "stake 1 1 1 1", "stake 0 0 0 4"):
        st.apply(a)
    assert st.pools_after() == [5, 1, 1, 5] and st.phase == "play"
    assert sorted(str(a) for a in st.legal_actions()) == ["play 2C", "play AH"]
    with pytest.raises(IllegalAction, match="lowest card"):
        st.apply("play 3C")
    st.apply("play AH")
    assert st.chips.pools["ace-hearts"] == 0
    for c in "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 2C 3C".split():
        st.apply(f"play {c}")
    assert st.is_over
    assert st.outcome() == [31, -19, -19]
    assert st.pools_after() == [0, 1, 1, 5]
    assert sum(st.outcome()) + st.house_take() == 0


def test_spin_stops_the_run_and_its_player_starts_another():
    # §8.12: the ace of diamonds with a card played in sequence stops the suit; not without one
    p0 = "2C 3C AD " + rest("2C 3C AD 4C", take=12, avoid="4C AD 2C 3C")
    p1 = "4C " + rest(p0 + " 4C", take=14)
    p2 = rest(" ".join([p0, p1]), take=15)
    st = stacked("spin", [p0, p1, p2])
    for _ in range(3):
        st.apply("stake 1 1 1 1")
    assert "spin" not in {a.verb for a in st.legal_actions()}      # leading: no spin yet
    st.apply("play 2C")
    assert st.to_act == 0
    st.apply("play 3C")
    assert sorted(str(a) for a in st.legal_actions()) == ["pass", "spin"]
    other = st.clone()
    st.apply("spin")
    assert st.to_act == 0 and st.run.last is None and int(C("AD")) not in st.hands[0]
    other.apply("pass")
    assert other.to_act == 1 and other.run.wanted() == {int(C("4C"))}


def test_saratoga_each_stakes_on_every_card():
    # §8.13: an agreed stake on each layout card from every player
    st = get_game("saratoga").new_deal(3, None, SeededShuffler(2))
    assert st.phase == "play" and st.pools_after() == [3, 3, 3, 3] and st.chips.net == [-4, -4, -4]


def test_pochen_deals_rounds_of_three_and_two_leaving_a_trump():
    # §8.14: by threes then twos as far as the cards go evenly, the next card turned for trump
    assert [deal_size("32", n) for n in range(3, 7)] == [(10, 2), (5, 12), (5, 7), (5, 2)]
    st = get_game("pochen").new_deal(4, None, SeededShuffler(5))
    assert st.trump_card == st.stops[0] and len(st.card_locations()["stops"]) == 12


def test_pochen_sets_and_sequences():
    assert set_rank([C("AS"), C("AC"), C("KD")]) == (2, 14)
    assert set_rank([C("7S"), C("7C"), C("7D"), C("AH"), C("AS")]) == (3, 7)   # triplets beat pairs
    assert set_rank([C("7S"), C("8C")]) is None
    q = best_sequence([C("QH"), C("KH"), C("AH"), C("7S"), C("8S")], ACE_LOW_SHORT)
    assert q is not None and q[0] == 3 and [str(parse_card(str(c))) for c in []] == []
    assert best_sequence([C("7S"), C("8S"), C("TS")], ACE_LOW_SHORT) is None


def test_pochen_pools_bets_and_the_centre():
    # §8.14, computed: player 1 shows A K Q of hearts (trumps), the marriage and the best sequence:
    # 5 pools of 4; player 2 the jack and ten: 8; player 3 bets 3 on aces, player 4 calls with kings:
    # aces take the centre, 4 + 3 + 3
    p0 = "AH KH QH 7D 8D"
    p1 = "JH TH 7S 8S 9S"
    p2 = "AS AC 9D TC 7C"
    p3 = "KS KC 9C JD 8C"
    stops = "7H " + rest(" ".join([p0, p1, p2, p3, "7H"]), pack="32", take=11)
    st = stacked("pochen", [p0, p1, p2, p3], stops, pack="32")
    assert st.chips.net == [-8 + 20, -8 + 8, -8, -8]
    assert st.view(3)["shown"] == {"player 1": ["AH", "KH", "QH"], "player 2": ["JH", "TH"]}
    # players 1 and 2 have no pair: each is asked, and may only pass
    assert st.phase == "bet" and st.to_act == 0 and [str(a) for a in st.legal_actions()] == ["pass"]
    with pytest.raises(IllegalAction, match="needs a pair"):
        st.apply("bet 2")
    st.apply("pass")
    st.apply("pass")
    assert st.to_act == 2
    st.apply("bet 3")
    assert st.to_act == 3 and [str(a) for a in st.legal_actions()] == ["call", "pass"]
    with pytest.raises(IllegalAction, match="no raising"):
        st.apply("bet 5")
    st.apply("call")
    st.apply("pass")
    st.apply("pass")
    assert st.phase == "play" and st.to_act == 0
    assert st.chips.net == [12, 0, -8 - 3 + 10, -8 - 3]
    assert st.house_take() == 0
    # the play is one card a turn, to the left: nobody else has the eight, so it comes round to him
    st.apply("play 7D")
    assert st.to_act == 0 and [str(a) for a in st.legal_actions()] == ["play 8D"]
    st.apply("play 8D")
    assert st.to_act == 2 and [str(a) for a in st.legal_actions()] == ["play 9D"]   # player 2 has none
