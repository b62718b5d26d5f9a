"""The stops mechanic (hoyle.mechanics.stops): the order within a suit, the run and who continues
it, the chips of a layout (conserved: sum(net) + house_take == 0 after every move), going out and
play or pay (Foster 1914, seed 001 part 5: Commit, Pope Joan, Newmarket, Five or Nine, Fan-tan;
catalog 001_part5.md §8.8-§8.17)."""

from __future__ import annotations

import random

import pytest

from hoyle.cards import parse_card
from hoyle.mechanics.stops import (ACE_LOW, ACE_LOW_SHORT, Chips, ChipsError, Run, SuitOrder, after_stop,
                                   next_holder, pay_per_card, play_or_pay)

C = parse_card


def test_the_ace_is_below_the_two_and_not_above_the_king():
    # Commit (§8.8): "the ace does not make a sequence with the king, it is below the two"
    assert ACE_LOW.after(C("AS")) == C("2S")
    assert ACE_LOW.after(C("QS")) == C("KS")
    assert ACE_LOW.after(C("KS")) is None
    assert ACE_LOW.before(C("AS")) is None and ACE_LOW.before(C("2H")) == C("AH")
    assert ACE_LOW.lowest([C("KD"), C("3D"), C("AD"), C("2C")], 1) == C("AD")
    assert ACE_LOW.lowest([C("KD")], 3) is None


def test_fan_tan_goes_round_the_suit_and_the_short_pack_skips_two_to_six():
    round_ = SuitOrder(ACE_LOW.ranks, wrap=True)
    assert round_.after(C("KH")) == C("AH")           # §8.17: after the king comes the ace
    assert ACE_LOW_SHORT.after(C("AC")) == C("7C")
    assert ACE_LOW_SHORT.after(C("KC")) is None
    assert ACE_LOW_SHORT.after(C("5C")) is None       # not in the short pack


def test_a_run_wants_the_next_card_and_any_extra_line():
    run = Run(ACE_LOW)
    assert run.wanted() == set()
    run.play(C("8S"), 2)
    assert run.wanted() == {int(C("9S"))}
    run.play(C("9D"), 3, extra={int(C("9S"))})       # Commit: after the nine of diamonds, either line
    assert run.wanted() == {int(C("9S")), int(C("TD"))}
    assert after_stop(run) == 3
    run.stop()
    assert run.wanted() == set() and run.last is None


def test_the_next_holder_is_the_player_himself_then_to_his_left():
    hands = [[C("2C")], [C("5H")], [C("5H"), C("9S")], [C("9S")]]
    assert next_holder(hands, 1, {int(C("5H"))}) == 1
    assert next_holder(hands, 3, {int(C("5H"))}) == 1       # 3, 0, then 1
    assert next_holder(hands, 0, {int(C("9S"))}) == 2
    assert next_holder(hands, 0, {int(C("KD"))}) is None    # in the stops: the run stops


def test_chips_move_and_always_balance():
    ch = Chips(3, {"ten": 2, "jack": 0})
    ch.stake(0, "jack", 2)
    ch.each_pays(1, 1)
    ch.pays_each(2, 2)
    assert ch.claim(1, "ten") == 2
    assert ch.double(0, "jack") == 2                       # Pope Joan: a layout card left doubles it
    assert ch.pools == {"ten": 0, "jack": 4}
    assert ch.net == [-2 - 1 + 2 - 2, 1 + 1 + 2 + 2, -1 - 4]
    assert ch.house_take() == 4 - 2
    assert sum(ch.net) + ch.house_take() == 0
    ch.check()


def test_a_pool_divided_leaves_the_odd_chip():
    ch = Chips(3, {"marriage": 5})
    assert ch.share([0, 2], "marriage") == 2
    assert ch.pools["marriage"] == 1 and ch.net == [2, 0, 2]
    ch.check()


def test_bad_moves_of_chips_are_refused():
    ch = Chips(2, {"pool": 0})
    with pytest.raises(ChipsError, match="not a pool"):
        ch.stake(0, "pope", 1)
    with pytest.raises(ChipsError, match="whole number"):
        ch.pay(0, 1, -3)
    with pytest.raises(ChipsError, match="no fewer"):
        Chips(2, {"pool": -1})
    assert ch.net == [0, 0] and ch.pools == {"pool": 0}


def test_going_out_is_one_chip_a_card_and_play_or_pay_feeds_the_pool():
    ch = Chips(4, {"pool": 0})
    play_or_pay(ch, 2)
    play_or_pay(ch, 3)
    hands = [[], [C("2C"), C("3C"), C("4C")], [C("5D")], []]
    assert pay_per_card(ch, 0, hands) == [0, 3, 1, 0]
    assert ch.claim(0, "pool") == 2
    assert ch.net == [6, -3, -2, -1]
    ch.check()


def test_random_moves_conserve_the_chips():
    rng = random.Random(7)
    ch = Chips(5, {"a": 3, "b": 0, "c": 9})
    for _ in range(500):
        op = rng.randrange(6)
        s, t, k, p = rng.randrange(5), rng.randrange(5), rng.randrange(6), rng.choice("abc")
        if op == 0:
            ch.pay(s, t, k)
        elif op == 1:
            ch.stake(s, p, k)
        elif op == 2:
            ch.claim(s, p)
        elif op == 3:
            ch.double(s, p)
        elif op == 4:
            ch.share([s, t], p)
        else:
            pay_per_card(ch, s, [[0] * rng.randrange(4) for _ in range(5)])
        assert sum(ch.net) + ch.house_take() == 0
    ch.check()
