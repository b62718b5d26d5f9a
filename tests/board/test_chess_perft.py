"""Chess perft: the count of legal move sequences, from the initial array and from the chess
programming community's test positions (the published counts of its "Perft Results" page:
Kiwipete is position 2, then positions 3, 4 and 5), to the depths a test can afford. Depth 5
from the initial array (4,865,609) is run by ``benchmarks/bench_chess.py``."""

from __future__ import annotations

import pytest

from hoyle.games.board import START_FEN, Position

KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
POSITION_4_MIRRORED = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
POSITION_5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"

CASES = [
    ("initial", START_FEN, [20, 400, 8_902, 197_281]),
    ("kiwipete", KIWIPETE, [48, 2_039, 97_862]),
    ("position-3", POSITION_3, [14, 191, 2_812, 43_238]),
    ("position-4", POSITION_4, [6, 264, 9_467]),
    ("position-4-mirrored", POSITION_4_MIRRORED, [6, 264, 9_467]),
    ("position-5", POSITION_5, [44, 1_486, 62_379]),
]


@pytest.mark.parametrize("name,fen,counts", CASES, ids=[c[0] for c in CASES])
def test_perft_equals_the_published_counts(name, fen, counts):
    pos = Position(fen)
    assert [pos.perft(d) for d in range(1, len(counts) + 1)] == counts
    assert pos.fen() == fen and not pos.stack          # every move taken back


def test_make_and_undo_restore_the_position_and_its_key():
    pos = Position(KIWIPETE)
    before = (pos.fen(), pos.hash, list(pos.b))
    for m in pos.legal_moves():
        pos.push(m)
        assert pos.hash == pos._full_hash()             # the incremental key is the key
        pos.pop()
        assert (pos.fen(), pos.hash, list(pos.b)) == before
