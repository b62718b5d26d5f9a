"""Chess move generation, SAN and FEN cross-checked against python-chess (GPL: a test-only
oracle, never a dependency of hoyle) on random positions reached by random games."""

from __future__ import annotations

import random

import pytest

from hoyle.games.board import Position

chess = pytest.importorskip("chess")


def test_legal_moves_san_and_fen_agree_with_python_chess_on_random_positions():
    rng = random.Random(15)
    positions = 0
    for game_no in range(40):
        ours, theirs = Position(), chess.Board()
        for _ in range(rng.randrange(20, 160)):
            moves = ours.legal_moves()
            assert sorted(ours.uci(m) for m in moves) == sorted(m.uci() for m in theirs.legal_moves), ours.fen()
            assert ours.fen() == theirs.fen(en_passant="fen")
            positions += 1
            if not moves or theirs.is_fifty_moves():
                break
            m = rng.choice(moves)
            mv = chess.Move.from_uci(ours.uci(m))
            assert ours.san(m, moves) == theirs.san(mv)
            ours.push(m)
            theirs.push(mv)
    assert positions > 2000


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
