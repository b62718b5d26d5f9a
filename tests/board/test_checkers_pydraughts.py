"""Checkers against an outside implementation (issue 15: "PDN likewise with a PDN reader where one
installs"): pydraughts (MIT; a test-only dependency, never imported by hoyle) plays English
draughts with compulsory capture, so the cross-check runs under hoyle's ``capture=compulsory``
option (the book's default, the huff, has no counterpart there; its laws are tested in
test_checkers.py).

On 100 random games (about 10,000 positions; pydraughts' move generator is the slow side): at every position the legal moves (PDN strings: ``11-15``, ``15x24``, a
multi-jump with every square, ``15x24x31``, as hoyle writes it) are the same set in both, and the outcome (a side with no move loses)
agrees; each game written by :func:`to_pdn` is read by pydraughts' PDN reader to the same moves,
and read back by :func:`from_pdn` to the same position.
"""

from __future__ import annotations

import random

import pytest

from hoyle.core.registry import get_game
from hoyle.games.board import from_pdn, to_pdn
from hoyle.games.board.checkers import CheckersRules

draughts = pytest.importorskip("draughts")
PDN = pytest.importorskip("draughts.PDN")

RULES = CheckersRules(capture="compulsory")


def _moves(st) -> list[str]:
    return sorted(str(a.args[0]) for a in st.legal_actions() if a.verb == "move")


def _path(m) -> str:
    """pydraughts' move as hoyle writes it: every square of a multi-jump (pydraughts' own
    ``pdn_move`` gives only the first and last)."""
    return ("x" if m.has_captures else "-").join(str(s) for s in m.steps_move)


def _theirs(board) -> list[str]:
    return sorted(_path(m) for m in board.legal_moves())


def _play(seed: int, max_plies: int = 160):
    rng = random.Random(seed)
    st = get_game("checkers").new_deal(rules=RULES)
    board = draughts.Board(variant="english")
    played = []
    for _ in range(max_plies):
        ours, theirs = _moves(st), _theirs(board)
        assert ours == theirs, (seed, played)
        if not ours:
            break
        mv = rng.choice(ours)
        st.apply(st.parse_action(mv))
        board.push(next(m for m in board.legal_moves() if _path(m) == mv))
        played.append(mv)
        if st.is_over:
            break
    return st, board, played


@pytest.mark.parametrize("block", range(4))
def test_legal_moves_agree_with_pydraughts_on_random_games(block):
    for seed in range(block * 25, block * 25 + 25):
        st, board, played = _play(seed)
        if not _theirs(board):                     # a side with no move has lost, in both
            assert st.is_over and st.winner is not None
            assert board.is_over()


@pytest.mark.parametrize("seed", range(0, 100, 10))
def test_our_pdn_reads_in_pydraughts_and_back(seed):
    st, _, played = _play(seed)
    text = to_pdn(st)
    game = PDN.PDNReader(pdn_text=text).games[0]
    assert [m.replace(":", "x") for m in game.moves] == played
    back, tags = from_pdn(text, RULES)
    assert back.position_key() == st.position_key() and len(back.items) == len(st.items)
    assert tags["GameType"] == "21"
