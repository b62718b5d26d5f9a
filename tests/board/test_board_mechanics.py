"""hoyle.mechanics.board: the Zobrist keys, the repetition counts and the search, on a game
small enough to solve by hand (Nim with one heap, take 1-3: the side to move loses exactly
when the heap is a multiple of 4) and on chess (the chess game is ``chess``)."""

from __future__ import annotations

from hoyle.mechanics.board import MATE, EndReason, Repetitions, Zobrist, draw_grid, search


class Nim:
    def __init__(self, n):
        self.n, self.stack = n, []

    def moves(self):
        return [k for k in (1, 2, 3) if k <= self.n]

    def make(self, k):
        self.stack.append(k)
        self.n -= k

    def undo(self):
        self.n += self.stack.pop()

    def key(self):
        return self.n

    def evaluate(self):
        return 0

    def terminal(self, plies):
        return -(MATE - plies) if self.n == 0 else None


def test_search_solves_nim_and_leaves_the_position_as_found():
    for n in range(1, 14):
        pos = Nim(n)
        r = search(pos, depth=n + 1)
        assert pos.n == n and not pos.stack
        if n % 4:
            assert r.move == n % 4 and r.score > 0
        else:
            assert r.score < 0


def test_search_by_time_finishes_an_iteration():
    r = search(Nim(21), depth=None, seconds=0.05)
    assert r.depth >= 1 and r.move in (1, 2, 3)


def test_zobrist_is_seeded_and_repetitions_count():
    assert Zobrist(2, 4, ["x"]).man(1, 3) == Zobrist(2, 4, ["x"]).man(1, 3)
    reps = Repetitions("a")
    reps.push("b")
    reps.push("a")
    assert reps.count("a") == 2 and reps.first_index("a") == 0
    reps.pop()
    assert reps.count("a") == 1 and EndReason("move-count") is EndReason.MOVE_COUNT


def test_draw_grid_labels_files_and_ranks():
    text = draw_grid([["k", "."], [".", "K"]], "ab", ["2", "1"], {(1, 1): "*"})
    assert text.splitlines() == [" 2 k .", " 1 . K*", "   a b"]
