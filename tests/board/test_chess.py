"""Chess by the book (the registered game ``chess``): the special moves, the notations, how a
game ends, the laws of the Fifth American Chess Congress as referee calls, PGN, and the
catalog's family-16 chess oracles (001_part5.md §12.2, "TEST ORACLES (chess)", numbered 1-9)
replayed."""

from __future__ import annotations

import json
import re

import pytest

from hoyle.core import ActionParseError, IllegalAction, SetupError, get_game, replay
from hoyle.core.actions import Action
from hoyle.games.board import ChessSearchBot, ChessState, Position, from_pgn, to_pgn
from hoyle.mechanics.board import EndReason

GAME = get_game("chess")


def game(fen=None, **rules):
    return GAME.new_deal(2, GAME.make_rules(rules) if rules else None, None, {"fen": fen} if fen else None)


def play(st, moves: str):
    for t in moves.split():
        t = re.sub(r"^\d+\.+", "", t)
        if t:
            st.apply(t)
    return st


# ----- the special moves -----------------------------------------------------------------
def test_castling_neither_out_of_through_nor_into_check():
    free = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    assert {"e1g1", "e1c1"} <= set(game(free).legal_strings())
    out_of = game("4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1")            # e1 attacked by the rook on e4
    assert "e1g1" not in out_of.legal_strings() and "e1c1" not in out_of.legal_strings()
    through = game("4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1")           # f1 attacked
    assert "e1g1" not in through.legal_strings() and "e1c1" in through.legal_strings()
    into = game("4k3/8/8/8/2r5/8/8/R3K2R w KQ - 0 1")               # c1 attacked
    assert "e1c1" not in into.legal_strings() and "e1g1" in into.legal_strings()
    b_file = game("4k3/8/8/8/1r6/8/8/R3K2R w KQ - 0 1")              # b1 attacked: the rook passes, not the king
    assert "e1c1" in b_file.legal_strings()
    with pytest.raises(IllegalAction, match="Castling-1"):
        through.apply("e1g1")


def test_castling_rights_go_with_the_king_or_rook_moved_or_taken():
    st = play(game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "Rxa8+ Ke7")
    assert st.pos.fen().split()[2] == "K"


def test_en_passant_and_the_pinned_pawn():
    st = play(game(), "e4 a6 e5 d5")
    assert "e5d6" in st.legal_strings()
    play(st, "exd6")
    assert st.pos.fen().startswith("rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b")
    # the capture would uncover the king on the fifth rank: not legal
    pinned = game("8/8/8/KPp4r/8/8/8/7k w - c6 0 1")
    assert "b5c6" not in pinned.legal_strings()
    free = game("8/8/8/1Pp4r/8/8/K7/7k w - c6 0 1")
    assert "b5c6" in free.legal_strings()


def test_promotion_to_any_man_but_a_king():
    st = game("8/4P3/8/8/8/8/k7/7K w - - 0 1")
    assert {a for a in st.legal_strings() if a.startswith("e7e8")} == {"e7e8q", "e7e8r", "e7e8b", "e7e8n"}
    with pytest.raises(IllegalAction, match="promoted"):
        st.apply("e7e8")
    st.apply("e8=N")
    assert st.pos.fen().startswith("4N3/")


# ----- the notations ---------------------------------------------------------------------
def test_the_terminal_reads_san_uci_and_long_algebraic():
    st = game()
    for text, uci in (("Nf3", "g1f3"), ("e7e5", "e7e5"), ("Nb1-c3", "b1c3"),
                      ("move d7d6", "d7d6"), ("e2-e4", "e2e4")):
        a = st.parse_action(text)
        assert a == Action("move", (uci,))
        st.apply(a)
    play(st, "Be7 Bc4 Nf6 O-O")
    assert st.sans[-1] == "O-O" and st.format_action(st.history[-1][1]) == "e1g1"
    with pytest.raises(ActionParseError, match="not a chess move"):
        st.parse_action("Zz9")
    with pytest.raises(ActionParseError, match="not a legal move"):
        st.parse_action("Qh4")          # Black's queen is shut in by the bishop on e7
    st.apply("Nc6")
    with pytest.raises(IllegalAction, match="cannot go to.*Penalties-5"):
        st.apply("d1d3")                # the queen cannot pass her own pawn on d2
    assert len(st.history) == 10
    two = game("4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1")
    with pytest.raises(ActionParseError, match="ambiguous: it may be Nce4, Nge4"):
        two.parse_action("Ne4")         # the knights on c3 and g3 both reach e4
    assert two.parse_action("Nge4") == Action("move", ("g3e4",))
    assert two.pos.san(two.pos.parse_move("Nce4")) == "Nce4"


def test_fen_in_and_out_and_its_errors():
    st = play(game(), "e4 c5 Nf3")
    assert st.view(0)["fen"] == "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    for bad, why in (("8/8/8/8/8/8/8/8 w - - 0 1", "one king"), ("rnbqkbnr/pppppppp/8/8 w - - 0 1", "eight ranks"),
                     ("4k3/8/8/8/8/8/8/4K2P w - - 0 1", "squares|first or the eighth"),
                     ("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", "not to move is in check"),
                     ("4k3/8/8/8/8/8/8/4K3 x - - 0 1", "w or b")):
        with pytest.raises(SetupError, match=why):
            game(bad)


# ----- how a game ends ---------------------------------------------------------------------
def test_stalemate_is_a_draw():
    st = play(game("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"), "Qf7")
    assert st.is_over and st.end_reason is EndReason.STALEMATE and st.outcome() == [0, 0]
    assert st.result() == "1/2-1/2"


def test_perpetual_check_is_a_draw_and_a_repetition_without_checks_is_not():
    # oracle 1 (Diagram 11): Black must play Qb7, White checks on e8, the queen goes back: perpetual check
    st = play(game("kq6/p7/rpQ5/1K6/8/8/8/8 b - - 0 1"), "Qb7 Qe8+ Qb8 Qc6+ Qb7 Qe8+ Qb8 Qc6+")
    assert st.is_over and st.end_reason is EndReason.REPETITION and st.outcome() == [0, 0]
    quiet = play(game(), "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
    assert not quiet.is_over                       # the book has no threefold rule
    three = play(game(repetition="threefold"), "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
    assert three.is_over and three.end_reason is EndReason.REPETITION


def test_oracle_1_diagram_11_the_only_move_is_qb7():
    st = game("kq6/p7/rpQ5/1K6/8/8/8/8 b - - 0 1")
    assert st.view(1)["check"] and st.legal_strings()[:-1] == ["b8b7"]    # and the claim of the count


def test_the_fifty_move_count_on_a_claim():
    st = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
    assert st.legal_actions()[-1] == Action("claim", ("fifty",))
    st.apply("claim fifty")
    assert st.to_act == 0 and Action("claim", ("fifty",)) not in st.legal_actions()
    for i in range(50):
        play(st, "Ra2 Kd8" if i % 2 == 0 else "Ra1 Ke8")
        if st.is_over:
            break
    assert st.end_reason is EndReason.MOVE_COUNT and len(st.sans) == 100
    rules = game("4k3/8/8/8/8/8/8/R3K3 w - - 98 80", move_count="fifty-move")
    assert rules.legal_actions()[-1].verb == "move"
    play(rules, "Ra2 Kd8")
    assert rules.end_reason is EndReason.MOVE_COUNT


def test_resignation_and_agreement():
    st = play(game(), "e4 resign")
    assert st.end_reason is EndReason.RESIGNATION and st.outcome() == [1, -1]
    st = play(game(), "e4 offer-draw e5")
    assert st.view(0)["draw_offered_by"] == "Black"
    play(st, "Nf3")
    assert "draw_offered_by" not in st.view(1)     # the opponent's move declines it
    play(st, "offer-draw Nc6")
    st.apply("accept-draw")
    assert st.end_reason is EndReason.AGREEMENT and st.outcome() == [0, 0]
    with pytest.raises(IllegalAction, match="no offer"):
        game().apply("accept-draw")


def test_undo_restores_the_key_and_the_record_replays():
    st = play(game(), "e4 d5 exd5 Qxd5 Nc3")
    key, fen = st.position_key(), st.pos.fen()
    st.apply("Qa5")
    st.undo()
    assert st.position_key() == key and st.pos.fen() == fen
    again = replay(json.loads(json.dumps(st.record())), check_outcome=False)
    assert again.position_key() == key and again.sans == st.sans


def test_en_passant_counts_in_the_key_only_when_it_can_be_taken():
    a = play(game(), "e4 Nf6 e5 d5")                 # exd6 is legal: the right is part of the position
    b = play(game(), "e4 Nf6 e5 Ng8 Nf3 d5")
    assert a.pos.ep >= 0 and a.position_key() != Position(a.pos.fen().replace(" d6 ", " - ")).key()
    c = play(game(), "Nf3 d5 Ng1 Nf6 Nf3 Ng8 d4")    # d3 en-passant square, no black pawn to take: no right
    assert c.position_key() == Position(c.pos.fen().replace(" d3 ", " - ")).key()
    assert b.position_key() != a.position_key()


# ----- the laws as referee calls -------------------------------------------------------------
def test_touched_man_must_be_moved_else_the_king():
    st = game()
    r = st.referee("touched-man", 0, square="g1")
    assert "Penalties-2" in r.law and r.effect["bound"] == "from"
    assert {a.args[0][:2] for a in st.legal_actions()} == {"g1"}
    with pytest.raises(IllegalAction, match="penalty"):
        st.apply("e2e4")
    st.apply("Nf3")
    assert len(st.legal_actions()) == 21            # free again (and the claim)
    stuck = game()
    r = stuck.referee("touched-man", 0, square="a1")  # the rook cannot move, nor the king: no penalty
    assert r.penalty == "none" and r.effect["bound"] is None


def test_touched_adverse_man_must_be_taken_if_it_can():
    st = play(game(), "e4 d5")
    r = st.referee("touched-adverse-man", 0, square="d5")
    assert "Penalties-4" in r.law and [a.args[0] for a in st.legal_actions()] == ["e4d5"]
    st2 = play(game(), "e4 e5")
    r = st2.referee("touched-adverse-man", 0, square="e5")   # cannot be taken: the king moves
    assert r.effect["squares"] == ["e1"] and all(a.args[0].startswith("e1") for a in st2.legal_actions())


def test_false_moves_take_the_penalties_of_their_laws():
    st = game()
    r = st.referee("false-move", 0, move="g1g3")
    assert "Penalties-5" in r.law and all(a.args[0].startswith("g1") for a in st.legal_actions())
    st = play(game("4k3/8/8/8/5r2/8/8/R3K2R w KQ - 0 1"), "")
    r = st.referee("false-move", 0, move="e1g1", choice="rook")
    assert "Penalties-7" in r.law and {a.args[0][:2] for a in st.legal_actions()} == {"h1"}
    st = game("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1")
    r = st.referee("false-move", 0, move="e1e2", choice="king")
    assert "Penalties-10" in r.law
    with pytest.raises(IllegalAction, match="legal move"):
        game().referee("false-move", 0, move="e2e4")
    with pytest.raises(IllegalAction, match="side to move"):
        game().referee("touched-man", 1, square="g8")
    with pytest.raises(IllegalAction, match="not a referee call"):
        game().referee("spectator", 0)


def test_a_ruling_is_recorded_and_replayed():
    st = game()
    st.referee("touched-man", 0, square="b1")
    st.apply("Nc3")
    again = replay(json.loads(json.dumps(st.record())), check_outcome=False)
    assert again.rulings and again.rulings[0].law == st.rulings[0].law


# ----- PGN ---------------------------------------------------------------------------------
LEGAL = "1.e4 e5 2.Nf3 d6 3.Nc3 h6 4.Bc4 Bg4 5.Nxe5 Bxd1 6.Bxf7+ Ke7 7.Nd5#"


def test_pgn_out_and_in_with_headers():
    st = play(game(), LEGAL)
    text = to_pgn(st, {"White": "Légal", "Event": "Foster 1914, beginner game 1"})
    assert '[Result "1-0"]' in text and '[White "Légal"]' in text
    assert text.strip().endswith("6. Bxf7+ Ke7 7. Nd5# 1-0")
    back, tags = from_pgn(text)
    assert back.sans == st.sans and back.end_reason is EndReason.CHECKMATE and tags["White"] == "Légal"
    resigned, _ = from_pgn('[Result "0-1"]\n\n1. e4 {a comment} e5 (1... c5) 2. Qh5 $2 0-1')
    assert resigned.end_reason is EndReason.RESIGNATION and resigned.outcome() == [-1, 1]
    set_up = to_pgn(game("4k3/8/5K2/5B2/5B2/8/8/8 w - - 0 1"))
    assert '[SetUp "1"]' in set_up and '[FEN "4k3/8/5K2/5B2/5B2/8/8/8 w - - 0 1"]' in set_up
    with pytest.raises(ActionParseError, match="move 2"):
        from_pgn("1. e4 e5 2. Ke3")


# ----- the catalog's oracles (001_part5.md §12.2, TEST ORACLES (chess)) ------------------------
def test_oracle_2_beginner_game_1_legals_mate():
    st = play(game(), LEGAL)
    assert st.end_reason is EndReason.CHECKMATE and st.outcome() == [1, -1]


def test_oracle_3_beginner_game_2_ends_in_mate():
    st = play(game(), "1.e4 e5 2.Nf3 Nf6 3.Nxe5 Nc6 4.Nxc6 dxc6 5.d3 Bc5 6.Bg5 Nxe4 7.Bxd8 Bxf2+ 8.Ke2 Bg4#")
    assert st.end_reason is EndReason.CHECKMATE and st.outcome() == [-1, 1]


def test_oracle_4_two_bishops_mate_in_six():
    st = play(game("4k3/8/5K2/5B2/5B2/8/8/8 w - - 0 1"),
              "1.Bc7 Kf8 2.Bd7 Kg8 3.Kg6 Kf8 4.Bd6+ Kg8 5.Be6+ Kh8 6.Be5#")
    assert st.end_reason is EndReason.CHECKMATE and st.sans[-1] == "Be5#"


def test_oracle_5_bishop_and_knight_mate_as_corrected():
    st = play(game("7k/8/5K2/5BN1/8/8/8/8 w - - 0 1"),
              "1.Nf7+ Kg8 2.Be4 Kf8 3.Bh7 Ke8 4.Ne5 Kf8 5.Nd7+ Ke8 6.Ke6 Kd8 7.Kd6 Ke8 8.Bg6+ Kd8 9.Nc5 Kc8 "
              "10.Bf7 Kd8 11.Nb7+ Kc8 12.Kc6 Kb8 13.Kb6 Kc8 14.Be6+ Kb8 15.Nc5 Ka8 16.Bd7 Kb8 17.Na6+ Ka8 18.Bc6#")
    assert st.end_reason is EndReason.CHECKMATE
    printed = play(game("7k/8/5K2/5BN1/8/8/8/8 w - - 0 1"), "1.Nf7+ Kg8 2.Be4 Kf8 3.Bh7 Ke8 4.Ne5 Kf8 5.Nd7+ Ke8 "
                   "6.Ke6 Kd8 7.Kd6 Ke8")
    with pytest.raises(ActionParseError, match="not a legal move"):
        printed.apply("Be6+")                    # the printed 8 B-K6 ch is impossible from h7


def test_oracle_6_pawn_ending_stalemate_when_white_moves():
    st = play(game("5k2/8/4PK2/8/8/8/8/8 w - - 0 1"), "e7+ Ke8 Ke6")
    assert st.end_reason is EndReason.STALEMATE


@pytest.mark.parametrize("line", [
    "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6",            # Ruy Lopez
    "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.b4 Bxb4",           # Evans gambit
    "1.e4 e5 2.d4 exd4 3.c3 dxc3 4.Bc4 Nf6",           # Danish gambit
    "1.Nf3 e6 2.d4 Nf6 3.e3 b6 4.Be2 Bb7",             # Zukertort
])
def test_oracle_7_opening_catalogue_lines_are_legal(line):
    st = play(game(), line)
    assert len(st.sans) == 8 and not st.is_over


# ----- the bot -------------------------------------------------------------------------------
def test_the_search_bot_mates_in_one_and_by_time():
    st = game("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
    bot = ChessSearchBot(0, depth=3)
    assert st.format_action(bot.choose(st.view(0), st.legal_actions())) == "a1a8"
    timed = ChessSearchBot(0, depth=None, seconds=0.2)
    assert timed.choose(st.view(0), st.legal_actions()) == Action("move", ("a1a8",))


def test_a_state_from_a_bad_context_is_refused():
    with pytest.raises(SetupError):
        ChessState(2, None, None, {"fen": 5})
