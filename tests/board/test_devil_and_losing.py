"""Devil among the tailors (``devil-among-the-tailors``, catalog 001_part6.md §1.8, oracle O-5)
and the losing game (``losing-draughts``, §1.8), both draughts of the book's checkers board:
each rule by name, the book's claims checked by exhaustive search, notation, the bots."""

from __future__ import annotations

import pytest

from hoyle.core import ActionParseError, IllegalAction, SetupError, get_game, replay
from hoyle.games.board.devil import DevilBot, solve
from hoyle.games.board.checkers import CheckersSearchBot
from hoyle.mechanics.board import EndReason

DEVIL = get_game("devil-among-the-tailors")
LOSING = get_game("losing-draughts")


def devil(position=None):
    return DEVIL.new_deal(2, None, None, {"position": position} if position else None)


# ----- devil among the tailors ---------------------------------------------------------------
def test_the_set_up_four_tailors_on_29_to_32_and_the_devil_on_1():
    st = devil()
    assert st.pos.devil == 1 and st.pos.tailors == (29, 30, 31, 32) and st.to_act == 0
    assert sorted(st.legal_strings()) == ["1-5", "1-6"]


def test_o5_with_correct_play_white_always_wins():
    assert solve(1, (29, 30, 31, 32), True) == 1          # the devil moving first (our reading)
    assert solve(1, (29, 30, 31, 32), False) == 1         # and the tailors first


def test_o5_after_four_moves_the_tailors_on_25_to_28_still_win_wherever_the_devil_is():
    assert all(solve(d, (25, 26, 27, 28), True) == 1 for d in range(1, 25))


def test_the_devil_moves_either_way_the_tailors_forward_only_nobody_jumps():
    st = devil("D:14:22,23,30,31")
    assert sorted(st.legal_strings()) == ["14-10", "14-17", "14-18", "14-9"]
    st.apply("14-18")
    moves = st.legal_strings()
    assert "22-17" in moves and "23-19" in moves
    assert all(int(m.split("-")[1]) < int(m.split("-")[0]) for m in moves)     # forward: up the board
    with pytest.raises(IllegalAction, match="not empty; nobody jumps"):
        st.apply("22-18")
    with pytest.raises(IllegalAction, match="forward only"):
        st.apply("22-26")


def test_the_tailors_win_by_shutting_the_devil_in():
    st = devil("T:4:7,12,13,14")                 # the devil on 4 has only 8 to go to: 12-8 shuts him in
    st.apply("12-8")
    assert st.is_over and st.end_reason == EndReason.NO_MOVES and st.outcome() == [-1, 1]


def test_the_devil_wins_behind_the_white_line_our_reading():
    st = devil("D:22:17,18,19,24")
    st.apply("22-26")
    assert st.is_over and st.end_reason == EndReason.HOME and st.outcome() == [1, -1]


def test_devil_notation_refusals_and_replay():
    st = devil()
    before = st.record()
    for bad in ("1", "1-33", "0-5", "1x6", "1-5-9"):
        with pytest.raises(ActionParseError):
            st.apply(bad)
    with pytest.raises(IllegalAction, match="no man of yours"):
        st.apply("29-25")
    assert st.record() == before
    st.apply("1 6")
    assert st.history[-1][1].args == ("1-6",)
    assert replay(st.record(), check_outcome=False).position_key() == st.position_key()
    with pytest.raises(SetupError):
        devil("D:1:29,29,31,32")


def test_the_devil_bot_plays_perfectly_for_the_tailors():
    st = devil()
    bots = [DevilBot(0), DevilBot(1)]
    while not st.is_over:
        st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
    assert st.outcome() == [-1, 1]


# ----- the losing game -------------------------------------------------------------------------
def losing(fen=None, **rules):
    return LOSING.new_deal(2, LOSING.make_rules(rules) if rules else None, None, {"fen": fen} if fen else None)


def test_the_losing_game_is_checkers_with_the_win_turned_about():
    st = losing("W:W18:B14")
    st.apply("18x9")                              # White takes Black's last man: Black wins
    assert st.is_over and st.end_reason == EndReason.NO_MOVES and st.outcome() == [1, -1]


def test_a_blocked_side_wins_the_losing_game():
    st = losing("B:W5,6,7,9,10,11:B1,2")          # Black's men on 1 and 2 can neither move nor jump
    assert st.is_over and st.winner == 0


def test_captures_are_compulsory_by_default_and_the_huff_is_an_option():
    st = losing("B:W18:B14,1")
    assert [m for m in st.legal_strings() if m != "claim forty"] == ["14x23"]
    with pytest.raises(IllegalAction, match="must be made"):
        st.apply("1-6")
    huff = losing("B:W18:B14,1", capture="huff")
    huff.apply("1-6")
    assert any(a.verb == "huff" for a in huff.legal_actions())


def test_the_losing_bot_gives_its_men_away():
    st = losing("B:W23:B14")                      # 14-18 gives the last man to 23x14; 14-17 keeps it
    bot = CheckersSearchBot(0, game=LOSING)
    assert st.format_action(bot.choose(st.view(0), st.legal_actions())) == "14-18"
