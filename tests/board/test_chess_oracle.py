"""Chess move generation, SAN and FEN cross-checked against python-chess (GPL: a test-only
oracle, never a dependency of hoyle) on random positions reached by random games."""

from __future__ import annotations

import random

import pytest

from hoyle.games.board import Position

chess = pytest.importorskip("chess")


#: the playouts start from the initial array and from the perft test positions (castling both
#: ways, en passant, promotions, pins), so the special moves come up often
STARTS = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "4k3/1P4p1/8/2pP4/8/8/1p4P1/4K2R w K c6 0 1",
]


def test_legal_moves_san_and_fen_agree_with_python_chess_on_10000_random_positions():
    """10,000 positions reached by random playouts: the legal moves (as UCI sets), the FEN, the
    check and the SAN of the move played equal python-chess's; every kind of special move is
    among the moves compared."""
    rng = random.Random(15)
    positions, kinds = 0, {"castle": 0, "ep": 0, "promotion": 0, "check": 0}
    game_no = 0
    while positions < 10_000:
        fen = STARTS[game_no % len(STARTS)]
        game_no += 1
        ours, theirs = Position(fen), chess.Board(fen)
        for _ in range(rng.randrange(10, 120)):
            moves = ours.legal_moves()
            mine = {ours.uci(m) for m in moves}
            assert mine == {m.uci() for m in theirs.legal_moves}, ours.fen()
            assert len(mine) == len(moves), ours.fen()                  # no move listed twice
            assert ours.fen() == theirs.fen(en_passant="fen") and ours.in_check() == theirs.is_check()
            positions += 1
            kinds["check"] += ours.in_check()
            for m in moves:
                flag = m >> 17
                kinds["castle"] += flag == 3
                kinds["ep"] += flag == 2
                kinds["promotion"] += bool((m >> 14) & 7)
            if not moves or theirs.is_fifty_moves():
                break
            m = rng.choice(moves)
            mv = chess.Move.from_uci(ours.uci(m))
            assert ours.san(m, moves) == theirs.san(mv), ours.fen()
            ours.push(m)
            theirs.push(mv)
    assert positions >= 10_000 and min(kinds.values()) > 50, kinds


def test_pgn_written_by_hoyle_is_read_by_python_chess():
    import io

    import chess.pgn

    from hoyle.core import get_game
    from hoyle.games.board import to_pgn
    rng = random.Random(3)
    g = get_game("chess")
    for _ in range(10):
        st = g.new_deal(2, None, None)
        for _ in range(80):
            if st.is_over:
                break
            st.apply(rng.choice([a for a in st.legal_actions() if a.verb == "move"]))
        read = chess.pgn.read_game(io.StringIO(to_pgn(st)))
        assert [m.uci() for m in read.mainline_moves()] == [st.format_action(a) for _, a in st.history]
