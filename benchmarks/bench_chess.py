"""Chess perft speed: hoyle's move generator against python-chess's in the same run.

    PYTHONPATH=src python benchmarks/bench_chess.py [--depth 5]

Counts the leaf nodes from the initial array (depth 5: 4,865,609) and Kiwipete (depth 3), with
both generators counting the last ply by the number of legal moves (bulk counting), and prints
nodes per second and the ratio. python-chess (GPL) is a benchmark oracle only; without it the
script times hoyle alone.
"""

from __future__ import annotations

import argparse
import time

from hoyle.games.board import START_FEN, Position

KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
EXPECTED = {(START_FEN, 4): 197_281, (START_FEN, 5): 4_865_609, (KIWIPETE, 3): 97_862, (KIWIPETE, 4): 4_085_603}


def their_perft(board, depth: int) -> int:
    if depth == 1:
        return board.legal_moves.count()
    n = 0
    for m in board.legal_moves:
        board.push(m)
        n += their_perft(board, depth - 1)
        board.pop()
    return n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--depth", type=int, default=5, help="depth from the initial array (default 5)")
    args = ap.parse_args()
    try:
        import chess
    except ImportError:
        chess = None
    for fen, depth in ((START_FEN, args.depth), (KIWIPETE, 3)):
        t = time.perf_counter()
        ours = Position(fen).perft(depth)
        ours_s = time.perf_counter() - t
        line = f"{'initial' if fen == START_FEN else 'kiwipete'} depth {depth}: {ours:,} nodes; hoyle {ours / ours_s:,.0f} nodes/s"
        if (fen, depth) in EXPECTED:
            assert ours == EXPECTED[(fen, depth)], ours
        if chess is not None:
            t = time.perf_counter()
            theirs = their_perft(chess.Board(fen), depth)
            theirs_s = time.perf_counter() - t
            assert theirs == ours
            line += f"; python-chess {theirs / theirs_s:,.0f} nodes/s; ratio hoyle/python-chess {theirs_s / ours_s:.2f}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
