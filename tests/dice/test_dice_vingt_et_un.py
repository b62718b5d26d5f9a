"""Vingt-et-un with one die (Foster 1914, seed 001 part 6 §5.7): the book's rules on stacked
throws, and the exact odds of a short walk against an independent count."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

import pytest

from hoyle.analysis.exact import outcome_distribution
from hoyle.core import IllegalAction, get_game
from hoyle.core.chance import CHANCE
from hoyle.games.dice import StopAtBot

GAME = get_game("vingt-et-un-dice")


def _play(players, script):
    """Seats act from ``script``: for each seat, its throws (pips) in order; it stands after them."""
    st = GAME.new_deal(players)
    todo = {s: list(t) for s, t in enumerate(script)}
    while not st.is_over:
        if st.to_act == CHANCE:
            st.apply(f"roll {todo[st.turn].pop(0)}")
        elif todo[st.to_act]:
            st.apply("throw")
        else:
            st.apply("stand")
    return st


def test_over_21_is_out_and_the_nearest_takes_the_pool():
    """O-25 (001_part6 §5.7), vingt-et-un with one die: over 21 is out, the nearest to 21 wins."""
    st = _play(3, [[6, 6, 6, 4], [6, 6, 6], [5, 5, 5]])       # 22 out, 18, 15
    assert st.totals == [22, 18, 15] and st.outcome() == [-1, 2, -1]
    assert "seat 0 throws 4: 22 and is out" in st.log


def test_equal_totals_divide_the_pool_and_21_stands_by_itself():
    """O-25, vingt-et-un with one die: ties divide the pool."""
    st = _play(4, [[6, 6, 6, 3], [5, 5, 5, 6], [6, 6, 6], [2]])   # 21, 21 (stands), 18, 2
    assert st.outcome() == [1, 1, -1, -1]
    st = _play(3, [[6, 6, 6], [6, 6, 6], [1]])
    assert st.outcome() == [1, 0, -1]       # 3 chips for two: the odd one to the first of them


def test_everyone_out_returns_the_antes():
    assert _play(2, [[6, 6, 6, 6], [5, 5, 5, 5, 5]]).outcome() == [0, 0]


def test_a_player_throws_before_standing_and_the_pool_is_the_antes():
    st = GAME.new_deal(2, {"ante": 5})
    with pytest.raises(IllegalAction, match="throw at least once"):
        st.apply("stand")
    assert st.view(None)["pool"] == 10 and st.history == []


def test_the_books_advice_is_the_heuristic_bot():
    """O-25, vingt-et-un with one die: the usual advice, stop at 18 and throw again at 17."""
    from hoyle.core import Action
    bot, legal = StopAtBot(0), [Action("throw"), Action("stand")]
    assert bot.choose({"totals": [17, 0]}, legal) == Action("throw")     # throw again at 17
    assert bot.choose({"totals": [18, 0]}, legal) == Action("stand")     # stop at 18


def _bust_and_totals(stop: int) -> dict:
    """P(final total) for one player who throws until reaching ``stop``: an independent count."""
    @lru_cache(None)
    def dist(t):
        if t >= stop:
            return {t: Fraction(1)}
        out: dict = {}
        for face in range(1, 7):
            for k, p in dist(t + face).items():
                out[k] = out.get(k, 0) + p / 6
        return out
    return dist(0)


def test_the_exact_walk_of_the_game_matches_an_independent_count():
    stop = 6      # a short walk: both players throw until 6 or more

    def policy(st):
        return StopAtBot(st.to_act, stop=stop).choose(st.view(st.to_act), st.legal_actions())
    got = outcome_distribution(GAME.new_deal(2), policy, key=lambda st: tuple(st.totals))
    one = _bust_and_totals(stop)
    want = {(a, b): pa * pb for a, pa in one.items() for b, pb in one.items()}
    assert got == want and sum(got.values()) == 1
