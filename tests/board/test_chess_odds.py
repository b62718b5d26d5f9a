"""Chess at odds (``chess-at-odds``) and correspondence chess (``correspondence-chess``): the
odds arrays and laws I-VII, the catalog's oracle 8 (001_part5.md §12.2, "Odds openings": the
book's odds lines replayed, its three misprinted lines refused as printed and played as
corrected), and the correspondence laws II, IV, V, VI as referee calls."""

from __future__ import annotations

import io
import json
import re

import pytest

from hoyle.core import ActionParseError, IllegalAction, SetupError, get_game, replay
from hoyle.games.board import to_pgn
from hoyle.mechanics.board import EndReason

ODDS = get_game("chess-at-odds")
CORR = get_game("correspondence-chess")


def odds(**rules):
    return ODDS.new_deal(2, ODDS.make_rules(rules), None)


def play(st, moves: str):
    for t in moves.split():
        t = re.sub(r"^\d+\.+", "", t)
        if t:
            st.apply(t)
    return st


def test_the_odds_arrays():
    assert odds(odds="pawn-and-move").pos.fen().startswith("rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq")
    assert odds(odds="queens-knight").pos.fen().startswith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq")
    rook = odds(odds="queens-rook")
    assert rook.pos.fen().split()[2] == "Kkq"                # law III: no castling on the rook's side
    assert odds(odds="kings-rook").pos.fen().split()[2] == "Qkq"
    assert odds(odds="queen").pos.fen().startswith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR")
    assert odds(odds="pawn-and-move").view(0)["giver"] == "Black"
    assert odds(odds="kings-knight").view(0)["giver"] == "White"
    with pytest.raises(SetupError, match="array"):
        ODDS.new_deal(2, None, None, {"fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1"})


# ----- oracle 8: the odds openings (001_part5.md §12.2 oracle 8; seed 001 part 5, Games at odds) --
LINES = [
    ("pawn-and-move", "1.e4 e6 2.d4 d5 3.Qh5+ g6 4.Qe5 Nf6"),
    ("pawn-and-move", "1.e4 d6 2.d4 Nf6 3.Nc3 Nc6 4.d5 Ne5"),
    ("pawn-and-move", "1.e4 Nc6 2.d4 d5 3.e5 Bf5 4.Bb5 Qd7"),
    ("pawn-and-two-moves", "1.e4 2.d4 e6 3.Bd3 c5 4.d5 d6"),
    ("pawn-and-two-moves", "1.e4 2.d4 d6 3.f4 e6 4.Bd3 Ne7"),
    ("pawn-and-two-moves", "1.e4 2.d4 Nc6 3.d5 Ne5 4.f4 Nf7"),
    ("queens-knight", "1.e4 e5 2.Nf3 d5 3.exd5 e4 4.Ne5 Qxd5"),
    ("queens-knight", "1.e4 e5 2.f4 d5 3.exd5 Qxd5 4.Nf3 e4"),
    ("kings-knight", "1.e4 e5 2.Bc4 c6 3.Nc3 Nf6 4.d4 d5"),
]


@pytest.mark.parametrize("kind,line", LINES)
def test_oracle_8_the_odds_openings_are_legal(kind, line):
    st = play(odds(odds=kind), line)
    assert not st.is_over and st.sans[-1] != "--"


def test_oracle_8_the_misprinted_odds_lines():
    # pawn and move, line 4: "4 P-KB4 Kt-B2" -- the knight on d4 reaches neither c7 nor f7; K-B2 is legal
    st = play(odds(odds="pawn-and-move"), "1.e4 Nc6 2.d4 d5 3.exd5 Nxd4 4.f4")
    for printed in ("Nc7", "Nf7"):
        with pytest.raises(ActionParseError):
            st.apply(printed)
    st.apply("Kf7")
    # pawn and two moves, line 2: "P-Q3" twice
    st = play(odds(odds="pawn-and-two-moves"), "1.e4 2.d4 d6 3.c4 c5 4.d5")
    with pytest.raises((ActionParseError, IllegalAction)):
        st.apply("d6")
    # king's knight odds, line 2: "2 B-B2" and "3 P-Q2" impossible; read B-B4 and P-Q3: both sides castle
    st = play(odds(odds="kings-knight"), "1.e4 e5")
    with pytest.raises(ActionParseError):
        st.apply("Bc2")
    play(st, "2.Bc4 Nf6")
    with pytest.raises(ActionParseError):
        st.apply("d2")
    play(st, "3.d3 Bc5 4.O-O O-O")
    assert st.pos.fen().startswith("rnbq1rk1/") and st.pos.fen().split()[0].endswith("RNBQ1RK1")


# ----- the laws ------------------------------------------------------------------------------
def test_law_v_two_moves_not_across_the_middle_line_and_a_lost_black_turn():
    st = odds(odds="pawn-and-two-moves")
    assert all(int(a.args[0][3]) <= 4 for a in st.legal_actions() if a.verb == "move")
    st.apply("e2e4")
    with pytest.raises(IllegalAction, match="law V"):
        st.apply("e4e5")
    assert st.to_act == 0 and st.sans == ["e4", "--"]
    st.undo()
    assert st.sans == [] and st.pos.fen() == odds(odds="pawn-and-two-moves").pos.fen()
    play(st, "e4 d4 e6")                          # from Black's first move on, no bound
    assert "d4d5" in st.legal_strings()
    st.apply("d5")
    pgn = to_pgn(st)
    assert "1. e4 -- 2. d4 e6 3. d5" in pgn


def test_law_i_drawn_games_won_by_the_receiver():
    st = play(odds(odds="queen", draws_win_for_receiver=True), "e4 offer-draw e5")
    st.apply("accept-draw")
    assert st.end_reason is EndReason.AGREEMENT and st.outcome() == [-1, 1]      # the giver is White
    plain = play(odds(odds="queen"), "e4 offer-draw e5 accept-draw")
    assert plain.outcome() == [0, 0]


def test_laws_iv_vi_vii_the_undertakings():
    # law IV: the pawn undertaken may not be promoted
    st = odds(odds="none", mate_with_pawn="a2")
    play(st, "a4 h6 a5 h5 a6 h4 axb7 h3")
    assert not any(a.args[0].startswith("b7") and len(a.args[0]) == 5 for a in st.legal_actions()
                   if a.verb == "move")
    with pytest.raises(IllegalAction, match="law IV"):
        st.apply("b7a8q")
    # law VII: a mate given another way loses (the fool's mate reversed: White mates with the queen)
    mate = play(odds(odds="none", mate_on="h8"), "e4 f6 d4 g5 Qh5#")
    assert mate.end_reason is EndReason.CHECKMATE and mate.outcome() == [-1, 1]
    assert "law VII" in mate.log[-1]
    free = play(odds(odds="none"), "e4 f6 d4 g5 Qh5#")
    assert free.outcome() == [1, -1]
    on_e8 = play(odds(odds="none", mate_on="e8"), "e4 f6 d4 g5 Qh5#")
    assert on_e8.outcome() == [1, -1]                 # law VI: the square of the king mated
    with pytest.raises(SetupError, match="no pawn"):
        odds(odds="none", mate_with_pawn="e4")
    with pytest.raises(SetupError, match="square"):
        odds(odds="none", mate_on="z9")


def test_odds_records_replay_and_python_chess_reads_the_null_move():
    st = play(odds(odds="pawn-and-two-moves"), "e4 d4 e6 Bd3 c5")
    again = replay(json.loads(json.dumps(st.record())), check_outcome=False)
    assert again.sans == st.sans and again.position_key() == st.position_key()
    pytest.importorskip("chess")
    import chess.pgn
    read = chess.pgn.read_game(io.StringIO(to_pgn(st)))
    board = read.end().board()
    assert board.fen(en_passant="fen") == st.pos.fen()
    assert chess.Move.null() in list(read.mainline_moves())


# ----- correspondence chess -----------------------------------------------------------------------
def corr():
    return CORR.new_deal(2, None, None)


def test_correspondence_law_ii_an_illegible_move_is_refused():
    st = corr()
    with pytest.raises(ActionParseError, match="illegible.*law II"):
        st.parse_action("the king's pawn forward")
    assert st.history == []


def test_correspondence_law_iv_moving_out_of_turn_loses_unless_adjusting():
    st = play(corr(), "e4")
    r = st.referee("out-of-turn", 0, adjusting=True)
    assert "law IV" in r.law and r.penalty == "none" and not st.is_over
    r = st.referee("out-of-turn", 0)
    assert st.end_reason is EndReason.FORFEIT and st.outcome() == [-1, 1] and r.effect == {"loser": 0}
    with pytest.raises(IllegalAction, match="over"):
        st.referee("spectator", 1)


def test_correspondence_law_vi_a_spectator_taking_part_loses():
    st = play(corr(), "e4 e5")
    st.referee("spectator", 1)
    assert st.outcome() == [1, -1] and "law VI" in st.rulings[-1].law
    again = replay(json.loads(json.dumps(st.record())), check_outcome=True)
    assert again.outcome() == [1, -1]
    with pytest.raises(IllegalAction, match="seat"):
        corr().referee("spectator", 5)


def test_correspondence_law_v_a_man_removed_by_accident_is_put_back():
    st = play(corr(), "e4 e5 Nf3 Nc6")
    # the knight on c6 knocked off and two moves made meanwhile: they stand, the knight goes back
    st.pos.b[0x52] = 0
    st.pos.hash = st.pos._full_hash()
    st._cache = None
    play(st, "Bb5 a6")
    r = st.referee("man-removed", None, square="c6", man="n")
    assert "law V" in r.law and st.pos.fen().startswith("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/")
    assert "b5c6" in st.legal_strings()
    with pytest.raises(IllegalAction, match="not taken back"):
        st.undo()
    with pytest.raises(IllegalAction, match="occupied"):
        st.referee("man-removed", None, square="e4", man="P")
    with pytest.raises(IllegalAction, match="FEN letter"):
        st.referee("man-removed", None, square="d3", man="k")
    bare = CORR.new_deal(2, None, None, {"fen": "4k3/8/8/8/8/8/8/4K3 w - - 0 1"})
    with pytest.raises(IllegalAction, match="check"):
        bare.referee("man-removed", None, square="e2", man="R")     # Black, not to move, would be in check
    assert bare.pos.fen().startswith("4k3/8/8/8/8/8/8/4K3 ")


def test_from_pgn_reads_an_odds_game_with_its_lost_turn_back():
    """Issue 15: an odds game's record, with Black's lost turn written ``--`` (law V), reads back
    with the odds given; a ``--`` where no turn is lost is refused with the reason."""
    import pytest

    from hoyle.core.errors import ActionParseError
    from hoyle.games.board import from_pgn
    from hoyle.games.board.chess_odds import OddsChessRules
    rules = OddsChessRules(odds="pawn-and-two-moves")
    st = play(odds(odds="pawn-and-two-moves"), "e4 d4 e6 d5 exd5 Qxd5")
    text = to_pgn(st)
    back, tags = from_pgn(text, rules, game="chess-at-odds")
    assert back.sans == st.sans and back.pos.fen() == st.pos.fen() and tags["FEN"] == st.start_fen
    assert from_pgn(text.replace(" -- ", " "), rules, game="chess-at-odds")[0].pos.fen() == st.pos.fen()
    with pytest.raises(ActionParseError, match="where no turn is lost"):
        from_pgn("1. e4 -- 2. d4 e5 *")
    with pytest.raises(ActionParseError, match="where no turn is lost"):
        from_pgn(text.replace("2. d4 e6", "2. d4 -- e6"), rules, game="chess-at-odds")
