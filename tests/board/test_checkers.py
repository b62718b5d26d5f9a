"""Checkers by the book (the registered game ``checkers``): perft, the capture laws (the huff
and compulsory capture), multi-jumps and crowning, how a game ends, the notation and PDN,
the referee, and the catalog's draughts oracles (001_part6.md §1.4-1.9: O-1, O-2, O-4, O-6)
replayed."""

from __future__ import annotations

import json
import random
import re
from fractions import Fraction

import pytest

from hoyle.core import ActionParseError, IllegalAction, SetupError, get_game, replay
from hoyle.core.chance import CHANCE
from hoyle.games.board import CHECKERS_LAWS, CheckersBoard, CheckersSearchBot, from_pdn, to_pdn
from hoyle.games.board.checkers import ballot_openings
from hoyle.mechanics.board import EndReason

GAME = get_game("checkers")


def game(fen=None, **rules):
    return GAME.new_deal(2, GAME.make_rules(rules) if rules else None, None, {"fen": fen} if fen else None)


def play(st, moves: str):
    """Apply moves as the catalog writes them (move numbers, ``*`` marks, ``(x24)`` notes)."""
    moves = re.sub(r"\(x[^)]*\)", "", moves).replace("*", "")
    for t in moves.split():
        t = re.sub(r"^\d+\.+", "", t)
        if t:
            st.apply(t)
    return st


# ----- perft: the published counts ---------------------------------------------------------
#: checkers perft from the start, captures compulsory: Aart Bik's published counts
#: ("Perft for Checkers", aartbik.com, and talkchess.com "perft for 8x8 checkers", 2009)
PERFT = [7, 49, 302, 1_469, 7_361, 36_768, 179_740]


def test_perft_from_the_start_equals_the_published_counts():
    b = CheckersBoard()
    assert [b.perft(d) for d in range(1, 8)] == PERFT
    assert b.fen() == GAME.new_deal(2).pos.fen() and not b.stack


def test_make_and_undo_restore_the_position_and_its_key():
    b = CheckersBoard("B:W14,15,22,23,K30:BK10,6,K27")
    before = (b.fen(), b.hash, list(b.b))
    for m in b.legal_moves(compulsory=False):
        b.push(m)
        assert b.hash == b._full_hash()
        b.pop()
        assert (b.fen(), b.hash, list(b.b)) == before


def test_fen_in_and_out_and_bad_fens_refused():
    fen = "W:W18,K30:B1,K5,14"
    assert CheckersBoard(fen).fen() == "W:W18,K30:B1,K5,14"
    assert CheckersBoard("B:W21-32:B1-12").fen() == CheckersBoard().fen()
    for bad, why in (("X:W1:B2", "not a checkers FEN"), ("B:W33:B1", "not a square"),
                     ("B:W1:B30", "king row"), ("B:W5,5:B1", "twice"), ("B:W5", "not a checkers FEN")):
        with pytest.raises(SetupError, match=why):
            CheckersBoard(bad)


# ----- capture: compulsory, the huff -------------------------------------------------------
def test_compulsory_capture_option_leaves_only_the_captures():
    st = play(game(capture="compulsory"), "11-15 22-18")
    assert [a for a in st.legal_strings() if a != "claim forty"] == ["15x22"]
    before = st.record()
    with pytest.raises(IllegalAction, match="a capture is open and must be made"):
        st.apply("9-14")
    assert st.record() == before


def test_huff_a_piece_that_failed_to_take_law_14():
    st = play(game(), "11-15 22-18 9-14")           # Black could take 15x22 and did not
    assert st.view(1)["huff"] == [15]
    assert {"huff 15", "compel"} <= set(st.legal_strings())
    st.apply("huff 15")
    assert st.pos.b[15] == 0 and st.seat_to_move == 1   # a huff is never a move (law 14)
    assert "18-15" in st.legal_strings() and "huff" not in st.view(1)
    assert "law 14" in st.log[-1]


def test_huff_follows_the_man_that_should_have_taken_and_moved_away():
    st = play(game(), "11-15 22-18 15-19")           # the man on 15 should have taken; it went on
    assert st.view(1)["huff"] == [19]


def test_compel_the_take_law_15():
    st = play(game(), "11-15 22-18 9-14")
    st.apply("compel")
    assert st.seat_to_move == 0 and st.pos.b[9] == 1 and st.pos.b[14] == 0
    assert [a for a in st.legal_strings()] == ["15x22"]      # the take, and nothing else
    with pytest.raises(IllegalAction, match="compelled"):
        st.apply("12-16")
    st.apply("15x22")
    assert "compelled" not in st.view(1)


def test_let_it_stand_the_huff_lapses_with_the_claimants_move():
    st = play(game(), "11-15 22-18 9-14 18x9")
    assert "huff" not in st.view(0) and not any(a.startswith("huff") for a in st.legal_strings())
    with pytest.raises(IllegalAction, match="law 14"):
        st.apply("huff 15")


def test_huff_is_refused_for_a_piece_that_could_not_have_taken():
    st = play(game(), "11-15 22-18 9-14")
    with pytest.raises(IllegalAction, match="could not have taken"):
        st.apply("huff 14")


def test_several_captures_the_player_chooses_no_majority_rule():
    # Black man on 9; White on 14, 22, 23: two paths after the first jump, and 9x18 is not finished
    st = game("B:W14,22,23,32:B9")
    caps = [a for a in st.legal_strings() if "x" in a]
    assert sorted(caps) == ["9x18x25", "9x18x27"]
    with pytest.raises(IllegalAction, match="the jump goes on"):
        st.apply("9x18")
    st.apply("9x25")                                 # one path joins the ends: read as it
    assert st.history[-1][1].args == ("9x18x25",)


def test_multi_jump_is_finished_and_each_man_is_taken_once():
    # a Black king on 10 ringed by four White men: round and back to 10, each taken once
    st = game("B:W14,15,22,23,32:BK10", capture="compulsory")
    caps = sorted(a for a in st.legal_strings() if "x" in a)
    assert caps == ["10x17x26x19x10", "10x19x26x17x10"]
    st.apply(caps[0])
    assert st.pos.fen() == "W:W32:BK10"


def test_crowning_ends_the_move_law_16():
    # the Black man jumps 26 to the king row at 31; as a king it could jump 27 on, but may not
    st = game("B:W26,27:B22", capture="compulsory")
    assert [a for a in st.legal_strings() if a != "claim forty"] == ["22x31"]
    st.apply("22x31")
    assert st.pos.b[31] == 2 and st.pos.b[27] == -1 and st.seat_to_move == 1


def test_a_man_moves_forward_a_king_both_ways():
    assert sorted(game("B:W32:B14").legal_strings()[:-1]) == ["14-17", "14-18"]
    assert sorted(game("B:W32:BK14").legal_strings()[:-1]) == ["14-10", "14-17", "14-18", "14-9"]
    with pytest.raises(IllegalAction, match="forward only"):
        game("B:W32:B14").apply("14-10")


# ----- the end ------------------------------------------------------------------------------
def test_a_side_with_no_piece_left_loses():
    st = game("W:W18:B14")
    st.apply("18x9")
    assert st.end_reason is EndReason.NO_MOVES and st.outcome() == [-1, 1] and st.result() == "0-1"
    assert "no piece left" in st.log[-1]


def test_a_blocked_side_loses_and_the_losing_game_turns_it():
    blocked = "B:W5,6,7,9,10,11:B1,2"        # Black's men on 1 and 2 can neither move nor jump
    st = game(blocked)
    assert st.is_over and st.outcome() == [-1, 1] and "cannot move" in st.log[-1]
    assert game(blocked, losing=True).outcome() == [1, -1]


def test_law_19_forty_moves_a_side_from_notice_then_a_draw():
    st = game("B:WK32:BK1")
    st.apply("claim forty")
    assert "law 19" in st.log[-1] and "claim forty" not in st.legal_strings()
    shuttle = ["1-5", "32-28", "5-1", "28-32"]
    for i in range(80):
        assert not st.is_over
        if i == 79:
            assert st.view(1)["count_left"] == 1
        st.apply(shuttle[i % 4])
    assert st.end_reason is EndReason.MOVE_COUNT and st.outcome() == [0, 0]


def test_resign_and_a_draw_by_agreement():
    st = game()
    st.apply("offer-draw")
    play(st, "11-15 22-18")                 # White's move declines the offer standing
    with pytest.raises(IllegalAction, match="no offer"):
        st.apply("accept-draw")
    st.apply("draw")                        # Black offers again ...
    st.apply("15x22")
    st.apply("draw")                        # ... and White accepts before moving
    assert st.end_reason is EndReason.AGREEMENT
    st2 = game()
    st2.apply("resign")
    assert st2.outcome() == [-1, 1]


# ----- the two-move ballot ------------------------------------------------------------------
def test_two_move_ballot_is_a_chance_turn_of_49_slips():
    st = game(ballot=True)
    assert st.to_act == CHANCE
    outcomes = st.chance_outcomes()
    assert len(outcomes) == 49 and sum(p for _, p in outcomes) == 1
    assert all(p == Fraction(1, 49) for _, p in outcomes)
    assert st.legal_actions() == [a for a, _ in outcomes]
    st.apply("ballot 11-15 23-19")
    assert st.to_act == 0 and st.view(0)["moves"] == "1. 11-15 23-19"
    st.undo()
    assert st.to_act == CHANCE and st.pos.fen() == CheckersBoard().fen()
    assert "10-14 22-17" in ballot_openings()


def test_a_named_opening_from_the_context():
    st = GAME.new_deal(2, None, None, {"opening": "10-14 22-17"})
    assert st.view(0)["moves"] == "1. 10-14 22-17" and st.to_act == 0
    with pytest.raises(SetupError, match="not a legal move"):
        GAME.new_deal(2, None, None, {"opening": "10-14 22-19"})


# ----- notation and bad input -----------------------------------------------------------------
def test_the_terminal_reads_the_books_ways_of_writing_a_move():
    st = play(game(), "11-15 22-18")
    assert st.parse_action("15-22").args == ("15x22",)        # the book writes captures plainly
    assert st.parse_action("15x22").args == ("15x22",)
    assert st.parse_action("move 15x22(x18)").args == ("15x22",)
    st.apply("15-22")
    assert st.parse_action("25 18").args == ("25x18",)        # White's moves with a space
    for bad in ("e2e4", "11-", "33-37", "huff", "huff 40", "ballot 11-15"):
        with pytest.raises(ActionParseError):
            st.parse_action(bad)


def test_refused_moves_name_the_reason_and_leave_the_state():
    st = game()
    before = json.dumps(st.record(), sort_keys=True)
    for text, why in (("20-24", "no piece of yours"), ("11-18", "false move"), ("huff 15", "law 14"),
                      ("compel", "not allowed")):
        with pytest.raises(IllegalAction, match=why):
            st.apply(text)
    assert json.dumps(st.record(), sort_keys=True) == before


# ----- the referee ----------------------------------------------------------------------------
def test_touched_man_must_be_moved_law_11():
    st = game()
    r = st.referee("touched-man", 0, square="11")
    assert "law 11" in r.law and r.effect["bound"] == [11]
    assert [a for a in st.legal_strings() if a[0].isdigit()] == ["11-15", "11-16"]
    with pytest.raises(IllegalAction, match="law 11"):
        st.apply("9-13")
    st.apply("11-16")
    assert "penalty" not in st.view(1)


def test_touching_an_unplayable_man_is_cautioned_then_loses_law_10():
    st = game()
    r = st.referee("touched-man", square=1)
    assert "law 10" in r.law and r.effect["caution"] == 1 and not st.is_over
    r = st.referee("touched-man", square=2)
    assert r.effect["forfeit"] == 0 and st.end_reason is EndReason.FORFEIT and st.outcome() == [-1, 1]


def test_false_move_forfeits_law_17_and_a_legal_move_is_no_false_move():
    st = game()
    with pytest.raises(IllegalAction, match="legal move"):
        st.referee("false-move", move="11-15")
    r = st.referee("false-move", move="11-18")
    assert "law 17" in r.law and st.end_reason is EndReason.FORFEIT and st.winner == 1
    again = replay(json.loads(json.dumps(st.record())))
    assert again.outcome() == [-1, 1]


def test_delay_loses_law_8_or_law_9_with_one_way_to_take():
    assert "law 8" in game().referee("delay").law
    st = play(game(capture="compulsory"), "11-15 22-18")
    assert "law 9" in st.referee("delay").law and st.outcome() == [-1, 1]


def test_the_laws_are_the_books_24():
    assert len(CHECKERS_LAWS) == 24 and [law.number for law in CHECKERS_LAWS] == [str(n) for n in range(1, 25)]
    assert CHECKERS_LAWS.cite_about("false-move").endswith("law 17 (false-move)")


# ----- PDN ------------------------------------------------------------------------------------
def test_pdn_out_and_in_with_huffs_and_a_set_position():
    rng = random.Random(7)
    for fen in (None, "B:W18,22,K30:B9,14,K3"):
        st = game(fen)
        while not st.is_over and len(st.history) < 120:
            st.apply(rng.choice(st.legal_actions()))
        text = to_pdn(st, {"Event": "test"})
        assert '[GameType "21"]' in text and '[Event "test"]' in text
        assert ("[FEN " in text) == (fen is not None)
        back, tags = from_pdn(text)
        assert back.pos.fen() == st.pos.fen() and back.result() == st.result()
        assert tags["Result"] == st.result()
    with pytest.raises(ActionParseError, match="move 1"):
        from_pdn("1. 11-18 *")


# ----- the bot --------------------------------------------------------------------------------
def test_search_bot_takes_the_two_for_one_and_plays_legal_moves():
    st = game("B:W14,23,32:B9,1")
    bot = CheckersSearchBot(0, depth=4)
    assert bot.choose(st.view(0), st.legal_actions()).args == ("9x18x27",)
    st = game()
    bots = [CheckersSearchBot(0, depth=2), CheckersSearchBot(1, depth=2)]
    while not st.is_over and len(st.history) < 60:
        a = bots[st.to_act].choose(st.view(st.to_act), st.legal_actions())
        assert a in st.legal_actions()
        st.apply(a)
    huffer = play(game(), "11-15 22-18 9-14")
    assert CheckersSearchBot(1).choose(huffer.view(1), huffer.legal_actions()).verb == "huff"


# ----- the catalog's oracles (001_part6.md) -----------------------------------------------------
#: O-1: the book's named openings (§1.4, the catalog's reconstruction of the flattened table)
OPENINGS = {
    "Alma": "11-15 23-19 8-11 22-17 3-8", "Ayrshire Lassie": "11-15 24-20 8-11",
    "Bristol": "11-16 24-20 16-19", "Centre": "11-15 23-19 8-11 22-17 15-18", "Cross": "11-15 23-18",
    "Defiance": "11-15 23-19 9-14 27-23", "Denny": "10-14", "Dyke": "11-15 22-17 15-19",
    "Double Corner": "9-14", "Dundee": "12-16", "Edinburg": "9-13", "Fife": "11-15 23-19 9-14 22-17 5-9",
    "Glasgow": "11-15 23-19 8-11 22-17 11-16", "Kelso": "10-15", "Laird and Lady": "11-15 23-19 8-11 22-17 9-13",
    "Maid of the Mill": "11-15 22-17 8-11 17-13 15-18", "Old 14th": "11-15 23-19 8-11 22-17 4-8",
    "Paisley": "11-16 24-19", "Second Double Corner": "11-15 24-19", "Single Corner": "11-15 22-18",
    "Souter": "11-15 23-19 9-14 22-17 6-9", "Switcher": "11-15 21-17", "Whilter": "11-15 23-19 9-14 22-17 7-11",
    "Will o' the Wisp": "11-15 23-19 9-13", "White Dyke": "11-15 22-17 8-11 17-14",
    "Irregular (a)": "11-15 22-17 8-11 25-22", "Irregular (b)": "11-15 23-19 8-11 22-17",
    "Irregular (c)": "10-15 22-18 15-22 25-18",
}


def test_oracle_O_1_every_named_opening_is_legal_from_the_start():
    assert len(OPENINGS) == 28
    for name, line in OPENINGS.items():
        st = play(game(capture="compulsory"), line)
        assert len(st.pos.stack) == len(line.split()), name


#: O-2: the "four positions" (§1.5): the catalog's inferred starts and the book's lines
FIRST = ("B:WK8,30:B22,27", "27-32 8-11 32-27 11-7 27-23 7-10 22-26 10-6 26-31 6-9 31-26 9-6 26-22 6-10 23-18 "
         "10-6 18-14 6-1 22-18 1-6 18-15 6-1 15-10 1-5 10-6 5-1 14-10 1-5 6-1 5-9 1-5 9-13 10-14 13-9 14-18 9-6 "
         "18-15 30-25 15-18 6-10 5-1 25-21 1-5 10-6 18-15 21-17 5-1 6-9 15-18 17-13 18-15 9-14 1-5 14-17 15-10 "
         "17-22 10-14 22-25 5-1 25-22 1-6 22-25 6-10 25-22 10-15 22-25 15-18 25-21")
FIRST_A = ("27-32 8-11 32-27 11-7 27-23 7-10 22-26", "30-25 23-18 10-6 18-14 6-1 26-30 25-21 30-25 1-5 25-22 5-1 "
           "22-18 1-5 18-15 5-1 15-10 1-5 10-6 5-1 14-10 1-5 6-1 5-9 10-15 9-5 15-18 5-9 1-5 9-6 18-15 21-17 5-1 "
           "6-9 15-18 9-5 18-22 17-14 1-6 5-1 6-2 1-5 22-17 14-9")
SECOND = ("B:WK8,12,13:BK1,3,6", "1-5 8-11 5-9 11-15 9-14 15-11 14-18 11-16 18-15 16-20 15-11 20-24 3-7 24-19 7-10 "
          "19-23 10-15 23-27 15-19 27-32 19-24 32-28 24-27 28-32 27-31 32-28 31-27 28-32 27-23 32-28 23-18 28-24 "
          "18-14 24-19 6-10 19-23 10-15 23-27 15-19 27-32 19-24 32-28 24-27 28-24 27-32 24-28 32-27 28-32 27-24 "
          "32-28 24-19 28-32 19-15 32-28 15-10 28-24 10-6 24-19 14-10 19-24 10-15 24-28 15-19 28-32 19-24 32-28 "
          "11-16 28-19(x24) 16-23(x19) 12-8 23-18 8-4 18-14 4-8 6-1 8-11 14-9 13-6(x9) 1-10(x6) 11-16 10-15 16-20 "
          "15-19")
THIRD_W = "W:WK14,K18,K23:BK6,24"
THIRD_B = "B:WK14,K18,K23:BK6,24"
FOURTH_B = "B:W30,K31,K32:BK28,21,K22,K23"
FOURTH_W = "W:W30,K31,K32:BK28,21,K22,K23"


def test_oracle_O_2_first_position_and_its_misprint():
    st = play(game(FIRST[0], capture="compulsory"), FIRST[1])
    assert st.pos.fen() == "B:W13,K21:BK14,K18"                 # Black to move, wins (catalog)
    misprint = play(game(FIRST[0], capture="compulsory"), FIRST[1].split(" 14-10 ")[0])
    with pytest.raises(IllegalAction):
        misprint.apply("14-13")                                  # the book's 14-13: not adjacent
    a = play(game(FIRST[0], capture="compulsory"), FIRST_A[0])
    play(a, FIRST_A[1])
    b = play(game(FIRST[0], capture="compulsory"), FIRST_A[0])
    play(b, FIRST_A[1].split(" 10-15 ")[0] + " 10-15 9-14 1-5 21-17 5-1 17-13 1-5 14-17 15-10")
    assert not a.is_over and not b.is_over


def test_oracle_O_2_second_position_ends_with_white_lost():
    st = play(game(SECOND[0], capture="compulsory"), SECOND[1])
    assert len(st.pos.stack) == 83 and st.pos.fen() == "W:WK20:BK19"
    for reply in ("20-16", "20-24"):                             # both White moves are taken at once
        twin = st.clone()
        twin.apply(reply)
        assert all("x" in a for a in twin.legal_strings() if a[0].isdigit())


def test_oracle_O_2_third_position_either_to_move():
    for fen, lines in ((THIRD_W, ["18-15 6-1 14-9 24-28 23-19 1-5 9-6 28-32 19-24 5-1 24-19",
                                  "18-15 24-28 23-27 6-1 14-10 28-32 27-24 1-5 10-6",
                                  "18-15 6-1 14-9 24-28 23-19 1-5 9-6 5-1 6-10"]),
                       (THIRD_B, ["6-1 18-15 1-6 14-10 6-9 23-19 24-27 15-18 27-32 19-24 9-5 10-14 32-28 24-27",
                                  "6-1 18-15 1-5 14-10 24-28 23-19 28-32 15-18 32-27 10-6 27-32 19-23 5-1 6-9",
                                  "6-1 18-15 1-6 14-10 6-9 23-19 24-27 15-18 9-5 10-6 27-32 19-23 5-1 6-9 "
                                  "32-28 23-27"])):
        for line in lines:
            st = play(game(fen, capture="compulsory"), line)
            assert len(st.pos.stack) == len(line.split())


def test_oracle_O_2_fourth_position_black_wins_white_draws():
    st = play(game(FOURTH_B, capture="compulsory"), "28-24 32-28 24-20 28-32 22-18 31-27 23-19 27-31 19-24 "
              "32-27 24-28 27-32 18-22 31-27 22-26 30-23(x26) 28-24")
    assert st.pos.count(1) == (1, 2) and st.pos.count(-1) == (1, 2)
    play(game(FOURTH_W, capture="compulsory"), "31-27 23-19 27-31 19-24 32-27 24-20 27-32 22-18 31-27 28-24 "
         "27-31 18-23 31-26")


#: O-4: the illustrative games (§1.7), as the catalog assigns the columns; * the losing move
GAMES = [
    "1. 11-15 22-18 2. 15-22(x18) 25-18(x22) 3. 8-11 29-25 4. 4-8 24-20 5. 10-15 25-22 6. 12-16 *27-24 "
    "7. 15-19 24-15(x19) 8. 16-19 23-16(x19) 9. 9-14 18-9(x14) 10. 11-25(x15,22) 28-24 11. 5-14(x9) 24-19 12. 6-10",
    "1. 11-15 23-19 2. 8-11 22-17 3. 3-8 *17-14 4. 9-18(x14) 21-17 5. 18-22 25-18(x22) 6. 15-22(x18) 26-23 "
    "7. 5-9 17-13 8. 11-15 23-18 9. 1-5 18-11(x15) 10. 7-23(x11,19) 27-18(x23) 11. 9-14 18-9(x14) 12. 5-14(x9)",
    "1. 10-15 22-18 2. 15-22(x18) 25-18(x22) 3. 6-10 29-25 4. 10-15 *25-22 5. 15-19 23-16(x19) "
    "6. 12-19(x16) 24-15(x19) 7. 9-14 18-9(x14) 8. 11-25(x15,22)",
    "1. 11-15 24-20 2. 8-11 28-24 3. 4-8 23-19 4. *9-13 20-16 5. 11-20(x16) 22-17 6. 13-22(x17) 25-4(x22,15,8)",
    "1. 11-15 22-18 2. 15-22(x18) 25-18(x22) 3. 8-11 29-25 4. 4-8 24-20 5. 10-15 25-22 6. *9-13 20-16 "
    "7. 12-19(x16) 23-16(x19) 8. 11-20(x16) 18-4(x15,8)",
    "1. 11-15 23-19 2. 8-11 26-23 3. 4-8 30-26 4. *9-13 19-16 5. 12-19(x16) 23-16(x19) 6. 11-20(x16) 22-17 "
    "7. 13-22(x17) 25-4(x22,15,8)",
    "1. 10-15 23-18 2. 12-16 21-17 3. 16-19 17-14 4. 9-13 24-20 5. 8-12 25-21 6. 12-16 21-17 7. 4-8 29-25 "
    "8. 6-9 27-24 9. 1-6 32-27 10. 6-10 27-23 11. 8-12 25-21 12. 2-6 31-27 13. 3-8 30-25",
]


@pytest.mark.parametrize("n", range(1, 8))
def test_oracle_O_4_illustrative_games_replay_with_captures_compulsory(n):
    st = play(game(capture="compulsory"), GAMES[n - 1])
    if n in (4, 5, 6):
        assert st.pos.b[4] == -2                     # the White man crowned on 4 by the last jump
    if n == 7:                                       # Black, twelve men, none captured, cannot move
        assert st.pos.count(1) == (12, 0) and st.end_reason is EndReason.NO_MOVES and st.outcome() == [-1, 1]
    else:
        assert not st.is_over


def test_oracle_O_6_the_laws_numbers():
    assert "forty of its own moves" in CHECKERS_LAWS[19].summary
    assert "five minutes" in CHECKERS_LAWS[8].summary and "one minute" in CHECKERS_LAWS[9].summary
    assert "fourteen to fifteen inches" in CHECKERS_LAWS[1].summary
