"""Chess cross-checked against python-chess (GPL: a test-only oracle, never a dependency of
hoyle): move generation, SAN and FEN on 10,000 random positions reached by random games, and
PGN both ways (hoyle writes, python-chess reads, and the reverse) on the book's games and on
500 random games."""

from __future__ import annotations

import io
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


BOOK_GAMES = [   # the catalog's family-16 chess oracles played as games (001_part5.md §12.2, oracles 2-8)
    (None, "1.e4 e5 2.Nf3 d6 3.Nc3 h6 4.Bc4 Bg4 5.Nxe5 Bxd1 6.Bxf7+ Ke7 7.Nd5#"),
    (None, "1.e4 e5 2.Nf3 Nf6 3.Nxe5 Nc6 4.Nxc6 dxc6 5.d3 Bc5 6.Bg5 Nxe4 7.Bxd8 Bxf2+ 8.Ke2 Bg4#"),
    ("4k3/8/5K2/5B2/5B2/8/8/8 w - - 0 1", "1.Bc7 Kf8 2.Bd7 Kg8 3.Kg6 Kf8 4.Bd6+ Kg8 5.Be6+ Kh8 6.Be5#"),
    ("7k/8/5K2/5BN1/8/8/8/8 w - - 0 1", "1.Nf7+ Kg8 2.Be4 Kf8 3.Bh7 Ke8 4.Ne5 Kf8 5.Nd7+ Ke8 6.Ke6 Kd8 "
     "7.Kd6 Ke8 8.Bg6+ Kd8 9.Nc5 Kc8 10.Bf7 Kd8 11.Nb7+ Kc8 12.Kc6 Kb8 13.Kb6 Kc8 14.Be6+ Kb8 15.Nc5 Ka8 "
     "16.Bd7 Kb8 17.Na6+ Ka8 18.Bc6#"),
    ("5k2/8/4PK2/8/8/8/8/8 w - - 0 1", "1.e7+ Ke8 2.Ke6"),
    (None, "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6"),
    (None, "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.b4 Bxb4"),
    (None, "1.e4 e5 2.d4 exd4 3.c3 dxc3 4.Bc4 Nf6"),
    (None, "1.Nf3 e6 2.d4 Nf6 3.e3 b6 4.Be2 Bb7"),
    ("rnbqkbnr/ppppp1pp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "1.e4 e6 2.d4 d5 3.Qh5+ g6 4.Qe5 Nf6"),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1", "1.e4 e5 2.Nf3 d5 3.exd5 e4 4.Ne5 Qxd5"),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1", "1.e4 e5 2.Bc4 Nf6 3.d3 Bc5 4.O-O O-O"),
]


def _hoyle_game(fen, moves):
    from hoyle.core import get_game
    st = get_game("chess").new_deal(2, None, None, {"fen": fen} if fen else None)
    for tok in moves.split():
        tok = tok.split(".")[-1]
        if tok:
            st.apply(tok)
    return st


def _random_pgns(n, seed):
    """``n`` random games written by python-chess (random legal moves, 1 to 99 plies, one game
    in five from a perft position), as PGN texts."""
    import chess.pgn
    rng = random.Random(seed)
    for i in range(n):
        board = chess.Board(STARTS[i % len(STARTS)] if i % 5 == 4 else chess.STARTING_FEN)
        for _ in range(rng.randrange(1, 100)):
            moves = list(board.legal_moves)
            if not moves or board.is_fifty_moves():
                break
            board.push(rng.choice(moves))
        game = chess.pgn.Game.from_board(board)
        game.headers["White"] = "Légal"
        yield str(game)


def _both_ways(st, reverse=True):
    """hoyle's PGN of a game read by python-chess, and (``reverse``) python-chess's PGN of it
    read by hoyle."""
    import chess.pgn

    from hoyle.games.board import from_pgn, to_pgn
    ucis = [st.format_action(a) for _, a in st.history]
    # (no double quote in a tag: python-chess 1.11 neither escapes nor unescapes them, as PGN asks)
    text = to_pgn(st, {"Event": "Foster's Hoyle, 1914", "White": "Légal"})
    read = chess.pgn.read_game(io.StringIO(text))
    assert not read.errors, read.errors
    assert [m.uci() for m in read.mainline_moves()] == ucis
    assert read.headers["Result"] == st.result() and read.headers["Event"] == "Foster's Hoyle, 1914"
    board = read.end().board()
    assert board.fen(en_passant="fen") == st.pos.fen()
    if not reverse:
        return st
    theirs = chess.pgn.Game.from_board(board)
    theirs.headers["White"] = "Légal"
    back, tags = from_pgn(str(theirs))
    assert [back.format_action(a) for _, a in back.history] == ucis and back.sans == st.sans
    assert tags["White"] == "Légal" and back.pos.fen() == st.pos.fen()
    return back


@pytest.mark.parametrize("fen,moves", BOOK_GAMES, ids=range(len(BOOK_GAMES)))
def test_pgn_both_ways_with_python_chess_on_the_books_games(fen, moves):
    st = _hoyle_game(fen, moves)
    back = _both_ways(st)
    assert back.end_reason == st.end_reason


@pytest.mark.parametrize("chunk", range(4))
def test_pgn_both_ways_with_python_chess_on_500_random_games(chunk):
    """500 random games (four chunks of 125): python-chess's PGN read by hoyle (the moves, the
    tags, the result where python-chess's game is over), then hoyle's PGN of the game read back
    by python-chess (see :func:`_both_ways`)."""
    import chess.pgn

    from hoyle.games.board import from_pgn
    games = 0
    for text in _random_pgns(125, 300 + chunk):
        theirs = chess.pgn.read_game(io.StringIO(text))
        ours, tags = from_pgn(text)
        assert [ours.format_action(a) for _, a in ours.history] == [m.uci() for m in theirs.mainline_moves()]
        assert tags["White"] == "Légal" and ours.pos.fen() == theirs.end().board().fen(en_passant="fen")
        if theirs.headers["Result"] != "*":       # python-chess's own end (it knows no perpetual-check law)
            assert ours.result() == theirs.headers["Result"], text
        _both_ways(ours, reverse=False)
        games += 1
    assert games == 125                           # (the book's games above end in mate and stalemate)
