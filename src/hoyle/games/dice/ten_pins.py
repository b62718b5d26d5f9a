"""Dice ten-pins (Foster 1914, seed 001 part 6 §5.5): ten frames scored as at bowling, with two dice.

A six counts nothing ("out of the alley"). A frame has up to three throws: after any throw the
player may keep one die and throw the other, throw both again, or stand on both; the two dice
as they lie after the third throw are final. Two fives on the first throw are a **strike** (the
frame ends; it scores 10 and the two dice's total at the end of the next frame's second throw);
two fives made on the second throw are a **spare** (10 and the next frame's first throw's
total); otherwise the frame is a **break** and scores the two dice at its end.

Our readings, where the book is silent (catalog: "strike/spare on the 3rd throw unclear"):
two fives made on the third throw are a break of 10 (option ``spare_on_third``: a spare); a next
frame that ends before its second throw (a strike, or a stand on the first throw) gives the strike
its standing total; a strike or spare in the tenth frame earns a fill frame, played only as far
as the bonus needs (two throws for a strike, one for a spare), as at bowling. The highest score
takes the pool.

Actions: ``throw`` (both dice again), ``keep F`` (keep a die showing F, throw the other),
``stand`` (the frame ends on the two dice).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Action, GameInfo, option, register
from .engine import DiceState, PoolRules, pool_outcome

__all__ = ["DiceTenPinsState", "TenPinsRules", "pins", "frame_scores", "KeepFivesBot"]


def pins(faces) -> int:
    """Pins down for dice as they lie: the pips, a six counting nothing (§5.5)."""
    return sum(0 if f == 6 else f for f in faces)


@dataclass(frozen=True)
class TenPinsRules(PoolRules):
    spare_on_third: bool = option(False, "two fives made on the third throw are a spare",
                                  "our reading: the book names a spare on the second throw only (§5.5)")


def frame_scores(frames: list[tuple]) -> list[int | None]:
    """Running totals of a sheet: ``frames`` are ``(kind, first, second, final)`` per frame played
    (kind "strike", "spare" or "break"; pins after the first throw, after the second, at the end),
    the tenth frame's fill last. A frame whose bonus is not yet thrown is ``None``."""
    out: list[int | None] = []
    total = 0
    for i in range(min(10, len(frames))):
        kind, first, second, final = frames[i]
        nxt = frames[i + 1] if i + 1 < len(frames) else None
        if kind == "break":
            total += final
        elif nxt is None:
            out.append(None)
            continue
        elif kind == "strike":
            total += 10 + (nxt[2] if nxt[2] is not None else nxt[3])
        else:
            total += 10 + nxt[1]
        out.append(total)
    return out


class DiceTenPinsState(DiceState):
    rules_cls = TenPinsRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.sheets: list[tuple] = [()] * num_players      # per seat: tuple of frames
        self.frame = 0          # the seat's frame being thrown (10: the fill)
        self.throw = 0          # throws made in this frame
        self.dice: tuple[int, ...] = ()
        self.kept: tuple[int, ...] = ()
        self.marks: list = [None, None]   # pins after throws 1 and 2
        self.dice_needed = 2

    def _fill_needs(self) -> int:
        """Throws the fill frame needs (0: none is due)."""
        last = self.sheets[self.seat][9][0] if len(self.sheets[self.seat]) >= 10 else "break"
        return {"strike": 2, "spare": 1}.get(last, 0)

    def _thrown(self, faces):
        self.dice = tuple(sorted(self.kept + faces))
        self.throw += 1
        p = pins(self.dice)
        if self.throw <= 2:
            self.marks[self.throw - 1] = p
        self.log.append(f"seat {self.seat} frame {self.frame + 1} throw {self.throw}: {' '.join(map(str, self.dice))}")
        fives = self.dice == (5, 5)
        if self.frame < 10 and fives and self.throw == 1:
            self._end("strike")
        elif self.frame < 10 and fives and (self.throw == 2 or (self.throw == 3 and self.rules.spare_on_third)):
            self._end("spare")
        elif self.throw == 3 or (self.frame == 10 and (self.throw >= self._fill_needs() or fives)):
            self._end("break")

    def _end(self, kind):
        s = self.seat
        p = pins(self.dice)
        first = self.marks[0]
        second = self.marks[1] if self.throw >= 2 else None
        self.sheets[s] = self.sheets[s] + ((kind, first, second, p),)
        if self.frame < 10:
            self.log.append(f"seat {s} frame {self.frame + 1}: {kind}" + (f" ({p})" if kind == "break" else ""))
        self.frame += 1
        self.throw, self.dice, self.kept, self.marks = 0, (), (), [None, None]
        if self.frame == 10 and self._fill_needs():
            self.dice_needed = 2
            return
        if self.frame >= 10:
            self.log.append(f"seat {s} scores {self.total(s)}")
            self.frame = 0
            self.seat = s + 1 if s + 1 < self.num_players else None
        if self.seat is not None:
            self.dice_needed = 2

    def total(self, seat: int) -> int:
        sc = [x for x in frame_scores(list(self.sheets[seat])) if x is not None]
        return sc[-1] if sc else 0

    def _choices(self):
        out = [Action("throw")] + [Action("keep", (f,)) for f in sorted(set(self.dice))] + [Action("stand")]
        return out

    def _explain_illegal(self, action):
        if action.verb == "keep" and self.dice:
            return (f"keep a die you threw: the dice show {' '.join(map(str, self.dice))} (§5.5)", None)
        return super()._explain_illegal(action)

    def _apply(self, action):
        if action.verb == "stand":
            self._end("break")
        elif action.verb == "keep":
            self.kept = (action.args[0],)
            self.dice_needed = 1
        else:
            self.kept = ()
            self.dice_needed = 2

    def outcome(self):
        self._over()
        return pool_outcome([self.total(s) for s in range(self.num_players)], self.rules.ante)

    def result_text(self):
        if self.seat is not None:
            return None
        t = [self.total(s) for s in range(self.num_players)]
        return f"the best sheet is {max(t)} (seats {', '.join(str(s) for s in range(len(t)) if t[s] == max(t))})"

    def position_key(self):
        return (tuple(self.sheets), self.seat, self.frame, self.throw, self.dice, self.kept,
                tuple(self.marks), self.dice_needed)

    def view(self, seat):
        v = {"game": self.game.slug, "sheets": [[list(f) for f in sh] for sh in self.sheets],
             "totals": [self.total(s) for s in range(self.num_players)],
             "frame": self.frame + 1, "throw": self.throw, "dice": list(self.dice), "to_throw": self.seat}
        if self.seat is None:
            v["outcome"] = self.outcome()
        return v


class KeepFivesBot:
    """The book's usual play (§5.5): after the first throw keep a five (throw both if none); after
    the second keep fours and fives and throw the rest (our reading of its advice, which says
    both "keep threes or better" and "throw threes": we throw threes); stand on two such dice."""

    name = "heuristic"

    def __init__(self, seat, seed=None, game=None):
        self.seat = seat

    def choose(self, view, legal):
        dice = view["dice"]
        good = (5,) if view["throw"] == 1 else (4, 5)
        keep = [f for f in dice if f in good]
        if len(keep) == 2:
            return Action("stand")
        if keep:
            return Action("keep", (max(keep),))
        return Action("throw")


register(GameInfo(
    slug="dice-ten-pins", title="Dice ten-pins", family="dice", min_players=2, max_players=10, default_players=2,
    state_cls=DiceTenPinsState, rules_cls=TenPinsRules, information="perfect", chance="explicit",
    items=("dice",), utility="zero-sum-chips", bots={"heuristic": KeepFivesBot},
    source="Foster 1914, seed 001 part 6 §5.5",
    summary="Bowling's ten frames with two dice: two fives a strike or spare, sixes count nothing.",
    status="partial", notes="The book leaves unclear whether two fives made on the third throw are a spare (option spare_on_third, off) and what a tenth-frame strike earns (our reading: a fill frame, as at bowling)."))
