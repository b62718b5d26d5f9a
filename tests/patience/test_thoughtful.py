"""The thoughtful Klondike solver (hoyle.games.patience.thoughtful): the lines it finds bring the
deal out when replayed through the engine, under the modern rule (top card) and the book's (any
visible card, seed 001 part 5 §9.7); it leaves the state it reads unchanged."""

from __future__ import annotations

from hoyle.core import SeededShuffler, get_game
from hoyle.games.patience.thoughtful import solve_klondike

GAME = get_game("klondike")


def _deal(seed, **rules):
    return GAME.new_deal(1, GAME.make_rules(rules), SeededShuffler(seed))


def test_a_found_line_comes_out_through_the_engine():
    for rules in ({"waste": "top"}, {}):
        st = _deal(10, **rules)
        before = st.view(0)
        sol = solve_klondike(st, 5_000)
        assert sol.came_out and sol.best == 52, rules
        assert st.view(0) == before                       # read, never changed
        for a in sol.actions:
            st.apply(a)
        assert st.count() == 52 and st.is_over


def test_the_limit_bounds_the_search():
    sol = solve_klondike(_deal(0, waste="top"), 200)
    assert not sol.came_out and sol.nodes <= 200 and not sol.actions and sol.best < 52
