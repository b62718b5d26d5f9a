"""Nine men's morris (the registered game ``nine-mens-morris``; Foster 1914, seed 001 part 6,
catalog 001_part6.md §3.4, oracle O-13: the rules "precise enough for a full engine once the
board graph is supplied"): the board graph, each of the book's rules by name, our readings,
the notation and the bot."""

from __future__ import annotations

import pytest

from hoyle.core import ActionParseError, IllegalAction, SetupError, get_game, replay
from hoyle.games.board.morris import ADJACENT, MILLS, POINTS
from hoyle.mechanics.board import BoardSearchBot, EndReason

GAME = get_game("nine-mens-morris")


def game(position=None):
    return GAME.new_deal(2, None, None, {"position": position} if position else None)


def pos(white: str, black: str, side="W", hands="0,0", quiet=0) -> str:
    pts = ["."] * 24
    for p in white.split():
        pts[POINTS.index(p)] = "W"
    for p in black.split():
        pts[POINTS.index(p)] = "B"
    return f"{side}:{''.join(pts)}:{hands}:{quiet}"


def test_o13_the_standard_board_graph():
    assert len(POINTS) == 24 and len(MILLS) == 16
    assert sum(len(a) for a in ADJACENT) == 2 * 32          # 32 lines between neighbours
    assert sorted(len(a) for a in ADJACENT).count(4) == 4     # the four middles of the middle square
    assert {POINTS[i] for i in ADJACENT[POINTS.index("d2")]} == {"d1", "d3", "b2", "f2"}


def test_o13_placing_nine_men_each_on_any_empty_point():
    st = game()
    assert len(st.legal_actions()) == 24 and st.view(0)["in_hand"] == {"White": 9, "Black": 9}
    st.apply("d1")
    with pytest.raises(IllegalAction, match="not empty"):
        st.apply("d1")
    with pytest.raises(IllegalAction, match="placed until all nine"):
        st.apply("a1-a4")


def test_o13_a_mill_takes_a_man_not_in_a_mill():
    st = game(pos("a1 d1", "a7 d7 g7 b6", hands="7,5"))
    # White's g1 closes a1-d1-g1: Black's a7 d7 g7 are a mill, so only b6 may go
    assert sorted(a.args[0] for a in st.legal_actions() if a.args[0].startswith("g1")) == ["g1xb6"]
    with pytest.raises(IllegalAction, match="not in a mill"):
        st.apply("g1xa7")
    with pytest.raises(IllegalAction, match="name the man taken"):
        st.apply("g1")
    with pytest.raises(IllegalAction, match="no mill is made"):
        st.apply("c3xb6")
    st.apply("g1xb6")
    assert st.pos.men(1) == 5 + 3


def test_o13_when_every_man_is_in_a_mill_one_of_them_may_be_taken():
    st = game(pos("a1 d1", "a7 d7 g7", hands="7,6"))
    assert sorted(a.args[0] for a in st.legal_actions() if a.args[0].startswith("g1")) == \
        ["g1xa7", "g1xd7", "g1xg7"]


def test_o13_men_move_to_a_neighbouring_empty_point_once_all_are_placed():
    st = game(pos("a1 d2 f4 b4", "b6 c5 e3 e5", side="W"))
    moves = set(st.legal_strings())
    assert "a1-d1" in moves and "a1-a4" in moves and "a1-g1" not in moves
    with pytest.raises(IllegalAction, match="next point"):
        st.apply("a1-g1")


def test_o13_a_man_may_move_out_of_a_mill_and_back_to_make_it_again():
    st = game(pos("a1 d1 g1 f4", "b6 d6 c5 e5"))
    st.apply("g1-g4")
    st.apply("b6-b4")
    assert any(m.startswith("g4-g1x") for m in st.legal_strings())
    st.apply("g4-g1xb4")
    assert st.pos.men(1) == 3


def test_o13_three_men_fly_to_any_empty_point():
    st = game(pos("a1 d2 f4 b4", "b6 d6 c5", side="B"))
    moves = st.legal_strings()
    assert "b6-g1" in moves and len({m.split("x")[0] for m in moves}) == 3 * (24 - 7)
    st = game(pos("a1 d2 f4 b4", "b6 d6 c5 e5", side="B"))
    assert "b6-g1" not in st.legal_strings()


def test_o13_a_player_reduced_to_two_men_loses():
    st = game(pos("a1 d1 f4", "b6 d6 c5", side="W"))
    st.apply("f4-g4")
    st.apply("b6-b4")
    st.apply("g4-g1xb4")
    assert st.is_over and st.end_reason == EndReason.REDUCED and st.outcome() == [1, -1]


def test_reduced_counts_the_men_in_hand_our_reading():
    assert not game(pos("", "a1", side="W", hands="3,2")).is_over
    st = game(pos("", "a1", side="W", hands="3,1"))
    assert st.is_over and st.winner == 0


def test_a_player_who_cannot_move_loses_our_reading():
    tight = game(pos("d1 a4 g4 b2 f2 d3", "a1 g1 d2 a7", side="B"))
    # a1: d1 a4 taken; g1: d1 g4 taken; d2: d1 b2 f2 d3 taken; a7: a4 taken, d7 free -> a7-d7
    assert tight.legal_strings() == ["a7-d7"]
    shut = game(pos("d1 a4 g4 b2 f2 d3 d7", "a1 g1 d2 a7", side="B"))
    assert shut.is_over and shut.end_reason == EndReason.NO_MOVES and shut.outcome() == [1, -1]


def test_the_third_occurrence_of_a_position_draws_our_reading():
    st = game(pos("a1 d2 f4 b4", "b6 d6 c5 e5"))
    for _ in range(2):
        for m in ("a1-d1", "e5-e4", "d1-a1", "e4-e5"):
            st.apply(m)
    assert st.is_over and st.end_reason == EndReason.REPETITION and st.outcome() == [0, 0]


def test_fifty_moves_a_side_without_a_man_taken_draw_our_reading():
    st = game(pos("a1 d2 f4 b4", "b6 d6 c5 e5", quiet=99))
    st.apply("a1-d1")
    assert st.is_over and st.end_reason == EndReason.MOVE_COUNT


def test_notation_refusals_and_undo():
    st = game()
    before = st.record()
    for bad in ("h1", "a2", "d1-", "d1xz9", "x", "a1--d1"):
        with pytest.raises(ActionParseError):
            st.apply(bad)
    assert st.record() == before
    for m in ("d1", "b2", "a1", "d2"):
        st.apply(m)
    key = st.position_key()
    st.apply("g1xd2")
    assert replay(st.record(), check_outcome=False).position_key() == st.position_key()
    st.undo()
    assert st.position_key() == key and st.pos.b[POINTS.index("d2")] == 2
    with pytest.raises(SetupError):
        game("W:" + "." * 24 + ":10,9:0")


def test_the_search_bot_closes_a_mill():
    st = game(pos("a1 d1", "a7 d7 b6 f6", hands="7,5"))
    bot = BoardSearchBot(0, 0, GAME)
    assert st.format_action(bot.choose(st.view(0), st.legal_actions())).startswith("g1x")
