"""Five or Nine, Fan-tan with cards and Matrimony (Foster 1914, seed 001 part 5 lines 1060-1079,
1162-1187; catalog 001_part5.md §8.9, §8.16, §8.17): starting and growing the lines, play or pay,
going out, and Matrimony's lottery, with exact numbers on stacked deals."""

from __future__ import annotations

import random

import pytest

from hoyle.cards import parse_card, standard_pack
from hoyle.core import IllegalAction, SeededShuffler, StackedShuffler, get_game
from hoyle.games.stops.matrimony import combinations_of

from stops_helpers import rest, stacked

C = parse_card
FIVES_NINES = "5C 5D 5H 5S 9C 9D 9H 9S"


def test_five_or_nine_starts_with_a_five_or_nine_and_a_nine_only_once():
    # §8.16: the elder without a five or nine passes; after a first start with a nine a new line
    # starts only with a five (our reading of the contradictory restart rule); a player unable to
    # play pays one to the pool
    p1 = "9S 9H 5D " + rest("9S 9H 5D", take=12, avoid=FIVES_NINES + " TS 8S")
    p2 = "5C 9C TS " + rest(p1 + " 5C 9C TS", take=12, avoid=FIVES_NINES + " 8S")
    p0 = rest(" ".join([p1, p2]), take=15, avoid=FIVES_NINES + " 8S JS TS")
    st = stacked("five-or-nine", [p0, p1, p2])
    assert st.to_act == 1 and st.paid == [0, 0, 0]             # the elder passed, paying nothing
    assert sorted(str(a) for a in st.legal_actions()) == ["play 5D", "play 9H", "play 9S"]
    st.apply("play 9S")
    assert st.first_start == 9
    assert [str(a) for a in st.legal_actions()] == ["play 5C", "play TS"]
    before = (st.view(2), list(st.history))
    with pytest.raises(IllegalAction, match="unless the first line started with one"):
        st.apply("play 9C")
    assert (st.view(2), list(st.history)) == before
    st.apply("play TS")
    assert st.paid[0] == 1 and st.chips.pools["pool"] == 1 and st.to_act == 1   # player 1 cannot play


@pytest.mark.parametrize("seed", range(6))
def test_five_or_nine_first_out_takes_the_pool_and_one_a_card(seed):
    rng = random.Random(seed)
    st = get_game("five-or-nine").new_deal(4, None, SeededShuffler(seed))
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    w = st.winner
    out = st.outcome()
    for s in range(4):
        if s != w:
            assert out[s] == -st.paid[s] - len(st.hands[s])
    assert out[w] == sum(st.paid) - st.paid[w] + sum(len(h) for s, h in enumerate(st.hands) if s != w)
    assert st.house_take() == 0 and sum(out) == 0


def test_fan_tan_goes_round_the_suit_and_the_thirteenth_leads():
    # §8.17: next card up or pay one; king then ace; the player of the thirteenth starts a new suit
    p0 = "QH 2H 3H 4H 5H 6H 7H 8H 9H TH JH AS KS"
    p1 = "KH " + rest(p0 + " KH AH", take=12, avoid="AH" + " 2S")
    p2 = "AH 2S " + rest(" ".join([p0, p1]) + " AH 2S", take=11)
    p3 = rest(" ".join([p0, p1, p2]), take=13)
    st = stacked("fan-tan-cards", [p0, p1, p2, p3])
    assert st.chips.pools["pool"] == 4                        # each antes one
    assert len(st.legal_actions()) == 13                     # the elder plays any card
    st.apply("play QH")
    assert st.to_act == 1 and [str(a) for a in st.legal_actions()] == ["play KH"]
    st.apply("play KH")
    assert [str(a) for a in st.legal_actions()] == ["play AH"]
    st.apply("play AH")
    assert st.paid == [0, 0, 0, 1] and st.to_act == 0        # player 4 has no heart: pays
    for c in "2H 3H 4H 5H 6H 7H 8H 9H TH JH".split():
        with pytest.raises(IllegalAction, match="next card up the suit"):
            st.apply("play AS")
        st.apply(f"play {c}")
    assert st.view(None)["lines"]["H"] == "complete (turned down)"
    assert st.to_act == 0 and sorted(str(a) for a in st.legal_actions()) == ["play AS", "play KS"]
    assert st.chips.pools["pool"] == 4 + 1 + 27 and st.paid == [0, 9, 9, 10]
    assert sum(st.chips.net) + st.house_take() == 0


def _matrimony(down: list[str], up: list[str], dealer: int = 2):
    n = len(down)
    elder = (dealer + 1) % n
    order = [C(down[(elder + k) % n]) for k in range(n)] + [C(up[(elder + k) % n]) for k in range(n)]
    order += [c for c in standard_pack() if c not in order]
    return get_game("matrimony").new_deal(n, None, StackedShuffler([order]), {"dealer": dealer})


def test_matrimony_the_ace_of_diamonds_face_up_takes_everything():
    # §8.9: the dealer stakes as he likes (5), each other one fewer (4); the ace of diamonds face up
    # takes all: player 2 -4 +13 = +9
    st = _matrimony(["2C", "3C", "4C"], ["5C", "AD", "6C"])
    assert st.to_act == 2
    with pytest.raises(IllegalAction, match="the dealer places 1 to 5"):
        st.apply("stake 0 0 0 0 0")
    st = st.game.new_deal(3, st.game.rules_cls.from_dict({"max_stake": 5}),
                          StackedShuffler([_order(["2C", "3C", "4C"], ["5C", "AD", "6C"])]), {"dealer": 2})
    st.apply("stake 1 1 1 1 1")
    with pytest.raises(IllegalAction, match="one fewer than the dealer: 4"):
        st.apply("stake 1 1 1 1 1")
    st.apply("stake 4 0 0 0 0")
    st.apply("stake 0 0 0 0 4")
    assert st.is_over and st.outcome() == [-4, 9, -5] and st.pools_after() == [0] * 5


def _order(down, up, dealer=2):
    n = len(down)
    elder = (dealer + 1) % n
    order = [C(down[(elder + k) % n]) for k in range(n)] + [C(up[(elder + k) % n]) for k in range(n)]
    return order + [c for c in standard_pack() if c not in order]


def test_matrimony_first_to_show_takes_and_unwon_pools_carry():
    # §8.9: matrimony K+Q, intrigue Q+J, pair; confederacy and best not won stay. Computed: player 1
    # -4 +5 = +1, player 2 -4 +1 = -3, player 3 (dealer) -5 +1 = -4; pools 0 0 1 0 5 carry
    rules = get_game("matrimony").rules_cls.from_dict({"max_stake": 5})
    st = get_game("matrimony").new_deal(3, rules, StackedShuffler([_order(["KS", "QC", "7S"], ["QH", "JD", "7C"])]),
                                        {"dealer": 2})
    for a in ("stake 1 1 1 1 1", "stake 4 0 0 0 0", "stake 0 0 0 0 4"):
        st.apply(a)
    assert st.outcome() == [1, -3, -4]
    assert st.pools_after() == [0, 0, 1, 0, 5]
    assert sum(st.outcome()) + st.house_take() == 0


def test_matrimony_the_ace_of_diamonds_face_down_is_only_part_of_a_pair():
    assert combinations_of([C("AD"), C("AS")]) == ["pair"]
    assert combinations_of([C("KD"), C("JS")]) == ["confederacy"]
    assert combinations_of([C("AD"), C("KS")]) == []
