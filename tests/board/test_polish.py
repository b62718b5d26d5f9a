"""Polish draughts (the registered game ``polish-draughts``; Foster 1914, seed 001 part 6,
catalog 001_part6.md §1.8, no numbered oracle; the book's diagram 12 is lost): perft against the
published counts of the international game (majority rule on), each of the book's rules by
name (men take backwards, flying kings turning corners, crowning only at a move's end), our
readings (compulsory capture, the majority option, the drawn endings), notation and the bot."""

from __future__ import annotations

import pytest

from hoyle.core import ActionParseError, IllegalAction, SetupError, get_game, replay
from hoyle.games.board.polish import PolishPosition, perft
from hoyle.mechanics.board import BoardSearchBot, EndReason

GAME = get_game("polish-draughts")
N = 10


def sq(r: int, c: int, n: int = N) -> int:
    """The number of the dark square at row ``r`` (0 the top), column ``c``."""
    assert (r + c) % 2 == 1
    return r * (n // 2) + c // 2 + 1


def position(w=(), wk=(), b=(), bk=(), side="W", quiet=0, majority=False, n=N) -> str:
    dark = ["."] * (n * n // 2)
    for group, ch in ((w, "w"), (wk, "W"), (b, "b"), (bk, "B")):
        for r, c in group:
            dark[sq(r, c, n) - 1] = ch
    return f"{side}:{''.join(dark)}:{quiet}" + (":m" if majority else "")


def game(pos=None, **rules):
    return GAME.new_deal(2, GAME.make_rules(rules) if rules else None, None, {"position": pos} if pos else None)


#: the international game (10x10, majority capture): Aart Bik, "BikDam: international
#: checkers" (aartbik.blogspot.com); on 8x8 (Brazilian draughts): Rein Halbersma, "Perft for all
#: recognized draughts variants" (damforum.nl, 2010)
PERFT_10 = [9, 81, 658, 4265]
PERFT_8 = [7, 49, 302, 1469, 7473]


@pytest.mark.parametrize("depth", range(1, 5))
def test_perft_on_100_squares_is_the_published_count(depth):
    assert perft(PolishPosition(majority=True), depth) == PERFT_10[depth - 1]


@pytest.mark.parametrize("depth", range(1, 6))
def test_perft_on_64_squares_is_the_published_count(depth):
    assert perft(PolishPosition(n=8, majority=True), depth) == PERFT_8[depth - 1]


def test_the_board_of_100_with_twenty_men_a_side_or_64_with_twelve():
    st = game()
    assert st.pos.g.count(1) == st.pos.g.count(-1) == 20 and st.to_act == 0
    small = game(size=8)
    assert small.pos.g.count(1) == 12 and len(small.legal_actions()) == 7


def test_men_move_forward_only():
    st = game(position(w=[(6, 3)], b=[(0, 1)]))
    assert sorted(st.legal_strings()) == sorted([f"{sq(6, 3)}-{sq(5, 2)}", f"{sq(6, 3)}-{sq(5, 4)}"])
    with pytest.raises(IllegalAction, match="cannot go so"):
        st.apply(f"{sq(6, 3)}-{sq(7, 4)}")


def test_men_capture_backward_too():
    st = game(position(w=[(5, 4)], b=[(6, 5), (0, 1)]))
    assert st.legal_strings() == [f"{sq(5, 4)}x{sq(7, 6)}"]


def test_a_king_flies_any_distance_along_a_diagonal():
    st = game(position(wk=[(9, 0)], b=[(0, 1)]))
    assert len(st.legal_actions()) == 9


def test_a_king_takes_at_a_distance_and_lands_on_any_square_beyond():
    st = game(position(wk=[(9, 0)], b=[(5, 4), (0, 1)]))
    assert sorted(st.legal_strings()) == sorted(f"{sq(9, 0)}x{sq(r, 9 - r)}" for r in range(5))


def test_a_king_turns_corners_to_go_on_taking():
    st = game(position(wk=[(9, 0)], b=[(5, 4), (3, 4), (0, 1)]))
    # over (5,4) to (4,5), turn, over (3,4) to (2,3) or on to (1,2), (0,1) is Black's: stop at (1,2)
    paths = st.legal_strings()
    assert f"{sq(9, 0)}x{sq(4, 5)}x{sq(2, 3)}" in paths and f"{sq(9, 0)}x{sq(4, 5)}x{sq(1, 2)}" in paths
    st.apply(f"{sq(9, 0)}x{sq(4, 5)}x{sq(1, 2)}")
    assert st.pos.g.count(-1) == 1                   # both taken, at the end of the move


def test_a_piece_is_not_jumped_twice_and_a_jump_begun_goes_on():
    st = game(position(w=[(6, 3)], b=[(5, 4), (0, 1)]))
    assert st.legal_strings() == [f"{sq(6, 3)}x{sq(4, 5)}"]
    # a capture open must be taken (our reading); the plain move is refused with the reason
    with pytest.raises(IllegalAction, match="capture is open"):
        st.apply(f"{sq(6, 3)}-{sq(5, 2)}")


def test_a_man_passing_the_king_row_in_a_capture_goes_on_and_is_not_crowned():
    st = game(position(w=[(2, 1)], b=[(1, 2), (1, 4), (9, 0)]))
    assert st.legal_strings() == [f"{sq(2, 1)}x{sq(0, 3)}x{sq(2, 5)}"]
    st.apply(st.legal_strings()[0])
    assert st.pos.g[2 * N + 5] == 1                  # still a man


def test_a_man_ending_its_move_on_the_king_row_is_crowned():
    st = game(position(w=[(2, 1)], b=[(1, 2), (9, 0)]))
    st.apply(f"{sq(2, 1)}x{sq(0, 3)}")
    assert st.pos.g[0 * N + 3] == 2


def test_the_majority_option_forces_the_capture_of_most_pieces():
    pos = dict(w=[(6, 3)], b=[(5, 2), (5, 4), (3, 4), (0, 1)])
    free = game(position(**pos))
    one, two = f"{sq(6, 3)}x{sq(4, 1)}", f"{sq(6, 3)}x{sq(4, 5)}x{sq(2, 3)}"
    assert set(free.legal_strings()) == {one, two}
    most = game(position(**pos), majority=True)
    assert most.legal_strings() == [two]
    with pytest.raises(IllegalAction, match="most pieces"):
        most.apply(one)


def test_a_side_that_cannot_move_or_has_no_piece_loses():
    st = game(position(w=[(6, 3)], b=[(5, 4)], side="W"))
    st.apply(f"{sq(6, 3)}x{sq(4, 5)}")
    assert st.is_over and st.end_reason == EndReason.NO_MOVES and st.outcome() == [1, -1]
    blocked = game(position(w=[(9, 0)], b=[(8, 1), (7, 2)], side="W"))
    assert blocked.is_over and blocked.outcome() == [-1, 1]


def test_kings_only_moves_and_repetition_draw_our_reading():
    st = game(position(wk=[(9, 0)], bk=[(0, 9)], quiet=49))
    st.apply(f"{sq(9, 0)}-{sq(8, 1)}")
    assert st.is_over and st.end_reason == EndReason.MOVE_COUNT and st.outcome() == [0, 0]
    st = game(position(wk=[(9, 0)], bk=[(0, 1)]))
    for _ in range(2):
        for m in (f"{sq(9, 0)}-{sq(8, 1)}", f"{sq(0, 1)}-{sq(1, 0)}", f"{sq(8, 1)}-{sq(9, 0)}", f"{sq(1, 0)}-{sq(0, 1)}"):
            st.apply(m)
    assert st.is_over and st.end_reason == EndReason.REPETITION


def test_notation_refusals_undo_and_replay():
    st = game()
    before = st.record()
    for bad in ("51-46", "0-5", "31", "31-27-22", "a1-b2", "31--27"):
        with pytest.raises(ActionParseError):
            st.apply(bad)
    with pytest.raises(IllegalAction, match="no piece of yours"):
        st.apply("20-24")
    assert st.record() == before
    key = st.position_key()
    st.apply("32-28")
    st.apply("19-23")
    assert replay(st.record(), check_outcome=False).position_key() == st.position_key()
    st.apply("28x19")
    st.undo()
    st.undo()
    st.undo()
    assert st.position_key() == key
    with pytest.raises(SetupError):
        game("W:" + "." * 49 + ":0")


def test_a_capture_written_by_its_ends_or_with_a_hyphen_is_read():
    st = game(position(w=[(2, 1)], b=[(1, 2), (1, 4), (9, 0)]))
    st.apply(f"{sq(2, 1)}x{sq(2, 5)}")
    assert st.pos.g[2 * N + 5] == 1


def test_the_search_bot_takes_the_bigger_capture():
    st = game(position(w=[(6, 3), (9, 8)], b=[(5, 2), (5, 4), (3, 4), (0, 1)]))
    bot = BoardSearchBot(0, 0, GAME)
    assert st.format_action(bot.choose(st.view(0), st.legal_actions())) == f"{sq(6, 3)}x{sq(4, 5)}x{sq(2, 3)}"
