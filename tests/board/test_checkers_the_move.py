"""Checkers oracle O-3 (catalog 001_part6.md §1.6; seed 001 part 6, grep "число нечетное, то у вас
есть ход"): the theory of the move. Each side's system is the four files that start from its
side of the board; with equal numbers, the player to move counts every piece in his system, and an
odd count means he has the move. The book's diagrams 10 and 11 are lost; these positions are
worked by hand from the rule, named as such."""

from __future__ import annotations

from hoyle.games.board.checkers_engine import BLACK, SYSTEMS, WHITE, Board, has_the_move


def test_the_systems_are_the_four_files_from_each_side():
    assert sorted(SYSTEMS[BLACK]) == [1, 2, 3, 4, 9, 10, 11, 12, 17, 18, 19, 20, 25, 26, 27, 28]
    assert SYSTEMS[WHITE] == frozenset(range(1, 33)) - SYSTEMS[BLACK]


def test_at_the_start_the_second_player_has_the_move():
    """Worked by hand: Black to move counts 8 of his men and 4 of White's (25-28) in his
    system, 12, even: Black has not the move; after 11-15 White counts 13 in his and has it."""
    b = Board()
    assert has_the_move(b) is False
    b.push(next(m for m in b.legal_moves() if m.path == (11, 15)))
    assert b.side == WHITE and has_the_move(b) is True


def test_the_move_in_a_two_king_ending_and_unequal_forces():
    """Worked by hand: a black king on 1 and a white king on 32, Black to move: his system
    holds only the king on 1, an odd count, so Black has the move; with a man more on either
    side the theory does not apply (None)."""
    assert has_the_move(Board("B:WK32:BK1")) is True
    assert has_the_move(Board("W:WK32:BK1")) is True          # White's system holds 32 alone
    assert has_the_move(Board("B:WK32:BK1,5")) is None
