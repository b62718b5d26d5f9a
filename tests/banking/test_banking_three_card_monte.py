"""Three-card monte (Foster §11.16): fair at 2 to 1; even money lays 2 to 1 against the punter."""

from __future__ import annotations

from fractions import Fraction

from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.games.banking.three_card_monte import monte_expectation


def test_foster_fair_odds_two_to_one_and_even_money_costs_a_third():
    assert monte_expectation(2) == 0
    assert monte_expectation(1) == Fraction(-1, 3)


def test_stacked_throws_pay_as_the_rules_say():
    st = get_game("three-card-monte").new_deal(3, shuffler=StackedShuffler(["7C QH 7S"]))
    st.apply("bet middle 5")
    st.apply("bet left 1")
    assert st.outcome() == [-4, 5, -1]
    st = get_game("three-card-monte").new_deal(2, rules={"pays": 2}, shuffler=StackedShuffler(["7C 7S QH"]))
    st.apply("bet right 5")
    assert st.outcome() == [-10, 10]


def test_engine_finds_the_card_one_time_in_three():
    g = get_game("three-card-monte")
    n, total = 3000, 0
    for seed in range(n):
        st = g.new_deal(2, shuffler=SeededShuffler(seed))
        st.apply("bet left 1")
        total += st.outcome()[1]
    assert abs(total / n - float(monte_expectation(1))) < 0.06
