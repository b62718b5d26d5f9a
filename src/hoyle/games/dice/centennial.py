"""Centennial (Foster 1914, seed 001 part 6 §5.7): two players or sides, three dice.

Each side must make the numbers 1 to 12 in order and then back from 12 to 1, with the dice
thrown: a number is made by one die or by the sum of two or three of them, and one throw may make
several numbers in a row, a die serving in more than one (the book's example: 4, 2, 1 makes 1, 2
and 3, then 4, 5, 6 and 7). So the first number needs an ace. A side throws until a throw makes
nothing, then the cup passes. The first side through the whole course wins the stake.

Our readings: the course is the 24 numbers 1..12 and 12..1 (the twelve made twice, as the book
words it); a side's throw that also shows the other side's next numbers gives them nothing -- the
book lets the other side claim a combination the thrower *overlooked*, and the engine overlooks
none (it counts every number a throw makes).
"""

from __future__ import annotations

from itertools import combinations

from ...core import GameInfo, register
from .engine import DiceState, ThrowBot

__all__ = ["CentennialState", "COURSE", "numbers_made", "advance"]

#: the numbers to make, in order (§5.7)
COURSE = tuple(range(1, 13)) + tuple(range(12, 0, -1))


def numbers_made(faces) -> set[int]:
    """Every number one die or a sum of two or three dice shows."""
    return {sum(c) for k in range(1, len(faces) + 1) for c in combinations(faces, k)}


def advance(progress: int, faces) -> int:
    """How far along :data:`COURSE` a side at ``progress`` (numbers made) gets with one throw."""
    made = numbers_made(faces)
    while progress < len(COURSE) and COURSE[progress] in made:
        progress += 1
    return progress


class CentennialState(DiceState):
    CALL_THROW = True
    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.progress = [0, 0]
        self.last: tuple[int, ...] = ()
        self.dice_needed = 3

    def _thrown(self, faces):
        s = self.seat
        p0 = self.progress[s]
        p = self.progress[s] = advance(p0, faces)
        self.last = faces
        made = ", ".join(map(str, COURSE[p0:p]))
        self.log.append(f"side {s} throws {' '.join(map(str, faces))}: " + (f"makes {made}" if made else "nothing; the cup passes"))
        if p == len(COURSE):
            self.seat = None
            return
        if p == p0:
            self.seat = 1 - s
        self.dice_needed = 3

    def outcome(self):
        self._over()
        return [1 if p == len(COURSE) else -1 for p in self.progress]

    def result_text(self):
        if self.seat is not None:
            return None
        return f"side {self.progress.index(len(COURSE))} makes the century of numbers first"

    def position_key(self):
        return (tuple(self.progress), self.seat, self.dice_needed, self.last, self.called)

    def view(self, seat):
        nxt = [COURSE[p] if p < len(COURSE) else None for p in self.progress]
        v = {"game": self.game.slug, "progress": list(self.progress), "next_number": nxt, "last_throw": list(self.last), "to_throw": self.seat}
        if self.seat is None:
            v["outcome"] = self.outcome()
        return v


register(GameInfo(
    slug="centennial", title="Centennial", family="dice", min_players=2, max_players=2, default_players=2,
    state_cls=CentennialState, information="perfect", chance="explicit", items=("dice",),
    utility="zero-sum-chips", bots={"heuristic": ThrowBot}, source="Foster 1914, seed 001 part 6 §5.7",
    summary="Make 1 to 12 and back again with single dice and sums of three dice; a side throws until "
            "it makes nothing."))
