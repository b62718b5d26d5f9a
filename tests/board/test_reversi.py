"""Reversi (the registered game ``reversi``; Foster 1914, seed 001 part 6, catalog 001_part6.md
§3.1, no numbered oracle): perft from the set start against the published counts, each rule
of the book and each of our readings by name, the notation, the bot."""

from __future__ import annotations

import pytest

from hoyle.core import ActionParseError, IllegalAction, SetupError, get_game, replay
from hoyle.games.board.reversi import ReversiPosition, ReversiRules, perft
from hoyle.mechanics.board import BoardSearchBot, EndReason

GAME = get_game("reversi")


def game(position=None, **rules):
    return GAME.new_deal(2, GAME.make_rules(rules) if rules else None, None,
                         {"position": position} if position else None)


def board(rows: list[str], side="B") -> str:
    """A position from eight rows, row 1 (the top) first."""
    return side + ":" + "".join(r.replace(" ", "") for r in rows)


#: Aart Bik, "Perft for Reversi" (aartbik.blogspot.com, 20 Feb 2009; confirmed in its comments):
#: leaf counts from the set start, depths 1-7
PUBLISHED_PERFT = [4, 12, 56, 244, 1396, 8200, 55092]


@pytest.mark.parametrize("depth", range(1, 7))
def test_perft_from_the_set_start_is_the_published_count(depth):
    assert perft(ReversiPosition(ReversiRules(opening="set")), depth) == PUBLISHED_PERFT[depth - 1]


def test_the_set_start_is_crosswise_and_black_opens_d3_c4_f5_e6():
    st = game(opening="set")
    assert sorted(a.args[0] for a in st.legal_actions()) == ["c4", "d3", "e6", "f5"]


def test_the_book_opening_fills_the_four_centre_squares_in_turn_without_turning():
    st = game()
    assert sorted(st.legal_strings()) == ["d4", "d5", "e4", "e5"]
    with pytest.raises(IllegalAction, match="centre squares"):
        st.apply("c3")
    for sq in ("d4", "e4", "d5"):
        st.apply(sq)
    assert st.pos.counts() == (2, 1)            # nothing turned while the centre is filled
    st.apply("e5")
    assert st.pos.counts() == (2, 2) and not st.pos.opening_phase()
    assert st.to_act == 0 and all(a.args[0] not in ("d4", "e4", "d5", "e5") for a in st.legal_actions())


def test_a_placement_must_enclose_a_line_and_turns_it():
    st = game(opening="set")
    with pytest.raises(IllegalAction, match="encloses no line"):
        st.apply("a1")
    st.apply("d3")                               # encloses d4 (Red) against d5 (Black)
    assert st.pos.b[3 * 8 + 3] == 1 and st.pos.counts() == (4, 1)


def test_one_placement_turns_every_line_it_encloses_at_once():
    pos = ReversiPosition.from_serial(board(["B.B.B...", ".RRR....", "BR.RB...", ".RRR....",
                                             "B.B.B...", "........", "........", "........"]))
    st = game(pos.serial())
    st.apply("c3")                               # c3 encloses eight lines of one Red each
    assert st.pos.counts() == (8 + 1 + 8, 0)


def test_a_player_without_a_placement_passes_and_may_not_pass_otherwise():
    # Red has nothing to enclose; Black does
    pos = board(["BBBBBBBB"] * 7 + ["BBBBBR.."], "R")
    st = game(pos)
    assert st.legal_strings() == ["pass"]
    st.apply("pass")
    assert st.to_act == 0 and "pass" not in st.legal_strings()
    with pytest.raises(IllegalAction, match="may not pass"):
        st.apply("pass")


def test_the_game_ends_when_neither_can_place_and_the_majority_wins():
    st = game(board(["BBBBBBBB"] * 7 + ["BBBBBBR."], "B"))
    st.apply("h8")                               # encloses g8: the board full
    assert st.is_over and st.end_reason == EndReason.NO_MOVES and st.outcome() == [1, -1]
    # not full, yet no one can place: over at once
    st = game(board(["R......."] + ["........"] * 7, "B"))
    assert st.is_over and st.outcome() == [-1, 1]


def test_equal_counts_draw():
    st = game(board(["BBBBBBBB"] * 4 + ["RRRRRRRR"] * 4, "B"))
    assert st.is_over and st.outcome() == [0, 0] and "drawn" in st.result_text()


def test_notation_and_refusals_leave_the_state_unchanged():
    st = game(opening="set")
    before = st.record()
    for bad in ("z9", "d0", "d9", "dd", "", "d3d4", "②"):
        with pytest.raises(ActionParseError):
            st.apply(bad)
    with pytest.raises(IllegalAction):
        st.apply("d4")
    assert st.record() == before
    st.apply("MOVE D3")
    assert st.history[-1][1].args == ("d3",)
    with pytest.raises(SetupError):
        game("B:" + "." * 10)


def test_undo_restores_the_key_and_a_record_replays():
    st = game()
    keys = [st.position_key()]
    for _ in range(10):
        st.apply(st.legal_actions()[0])
        keys.append(st.position_key())
    again = replay(st.record(), check_outcome=False)
    assert again.position_key() == st.position_key()
    for k in reversed(keys[:-1]):
        st.undo()
        assert st.position_key() == k


def test_the_search_bot_takes_a_corner_when_offered():
    pos = board(["........", ".R......", "..R.....", "...B....", "........", "........", "........", "........"])
    st = game(pos)
    bot = BoardSearchBot(0, 0, GAME)
    assert "a1" in st.legal_strings()
    assert st.format_action(bot.choose(st.view(0), st.legal_actions())) == "a1"


def test_resign_ends_the_game_and_undo_takes_it_back():
    st = game()
    st.apply("resign")
    assert st.end_reason == EndReason.RESIGNATION and st.outcome() == [-1, 1]
    st.undo()
    assert not st.is_over
