"""Gobang (the registered game ``gobang``; Foster 1914, seed 001 part 6, catalog 001_part6.md
§3.3, and the 324-square go-bang of 001_part5.md §12.1; no numbered oracle): each rule by name,
our readings, the notation and the search bot."""

from __future__ import annotations

import pytest

from hoyle.core import ActionParseError, IllegalAction, SetupError, get_game, replay
from hoyle.mechanics.board import BoardSearchBot, EndReason

GAME = get_game("gobang")


def game(position=None, **rules):
    return GAME.new_deal(2, GAME.make_rules(rules) if rules else None, None,
                         {"position": position} if position else None)


def play(st, black: list[str], white: list[str]):
    """Black's and White's squares alternately (Black first; White's list may be one shorter)."""
    for i, b in enumerate(black):
        st.apply(b)
        if i < len(white):
            st.apply(white[i])
    return st


def test_the_book_board_has_361_squares_and_the_japanese_324():
    assert len(game().legal_actions()) == 361
    assert len(game(size=18).legal_actions()) == 324
    assert game().view(0)["board"]["rows"] == 19


@pytest.mark.parametrize("line", [
    ["a1", "b1", "c1", "d1", "e1"],                  # along a rank
    ["c3", "c4", "c5", "c6", "c7"],                  # along a file
    ["d4", "e5", "f6", "g7", "h8"],                  # a diagonal
    ["h2", "g3", "f4", "e5", "d6"],                  # the other diagonal
])
def test_five_in_a_row_wins_in_any_direction(line):
    st = play(game(), line, ["s19", "s18", "s17", "s16"])
    assert st.is_over and st.end_reason == EndReason.ROW and st.outcome() == [1, -1]
    assert st.legal_actions() == []


def test_four_in_a_row_does_not_win_and_white_may_win_too():
    st = play(game(), ["a1", "b1", "c1", "d1", "q9"], ["a5", "b5", "c5", "d5", "e5"])
    assert st.is_over and st.outcome() == [-1, 1]


def test_a_row_of_six_wins_as_five_does_our_reading():
    st = play(game(), ["a1", "b1", "c1", "e1", "f1"], ["a9", "b9", "c9", "d9"])
    assert not st.is_over
    st.apply("p16")
    st.apply("d1")                                   # a1-f1: six
    assert st.is_over and st.winner == 0


def test_a_full_board_without_five_is_drawn_our_reading():
    n = 18
    colour = [((c // 2) + r) % 2 for r in range(n) for c in range(n)]

    def name(s: int) -> str:
        return "abcdefghijklmnopqrs"[s % n] + str(s // n + 1)
    black = [name(s) for s in range(n * n) if colour[s] == 0]
    white = [name(s) for s in range(n * n) if colour[s] == 1]
    order = [x for pair in zip(black, white) for x in pair]
    st = game("18:" + " ".join(order[:-1]), size=18)
    assert not st.is_over and st.legal_strings() == [order[-1]]
    st.apply(order[-1])
    assert st.is_over and st.end_reason == EndReason.NO_MOVES and st.outcome() == [0, 0]


def test_a_taken_square_and_bad_text_are_refused_unchanged():
    st = game()
    st.apply("j10")
    before = st.record()
    with pytest.raises(IllegalAction, match="already taken"):
        st.apply("j10")
    for bad in ("t1", "a20", "a0", "j", "j10x", "①"):
        with pytest.raises(ActionParseError):
            st.apply(bad)
    with pytest.raises(ActionParseError):
        game(size=18).apply("s1")
    assert st.record() == before
    with pytest.raises(SetupError):
        game("17:a1")
    with pytest.raises(SetupError):
        game("19:a1 a1")


def test_undo_and_replay_keep_the_position_key():
    st = play(game(), ["j10", "k10", "l10"], ["j11", "k11"])
    key = st.position_key()
    assert replay(st.record(), check_outcome=False).position_key() == key
    st.apply("m10")
    st.undo()
    assert st.position_key() == key


def test_the_search_bot_completes_its_five_and_blocks_a_four():
    st = play(game(), ["j10", "j11", "j12", "j13"], ["j14", "b2", "s19"])
    bot = BoardSearchBot(1, 0, GAME)
    assert st.format_action(bot.choose(st.view(1), st.legal_actions())) == "j9"
    st = play(game(), ["j10", "j11", "j12", "j13"], ["a1", "a2", "a3", "a4"])
    bot = BoardSearchBot(0, 0, GAME)
    assert st.format_action(bot.choose(st.view(0), st.legal_actions())) in ("j9", "j14")
