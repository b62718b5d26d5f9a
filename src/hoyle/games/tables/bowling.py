"""Ten-pins and the games of the bowling alley on the score pad (Foster 1914, seed 001 part 6
§9, lines 1663-1885 of 001_395b261cf4bc3044.txt; catalog 001_part6.md §9.1-9.4).

Two shapes:

* :class:`BowlingState` -- a sheet of frames per bowler (:class:`hoyle.mechanics.scorepad.FrameSheet`):
  ten-pins (§9.2-9.3), duck pins, candle pins, cocked hat and five back (§9.4). A report is
  ``ball N`` (N pins down with that ball, 0 to the pins standing) or ``foul`` (ABC rules §9.3:
  a foul ball counts as a ball rolled, its pins do not count and are set up again: 0 on the
  sheet, marked F). Bowlers roll a frame each in turn (duck pins: two frames at a time,
  §9.4), and the game is over when every sheet has its ten frames. A dead ball (§9.3: rolled
  again, no count) changes nothing on the pad and is not reported.
* :class:`CountFramesState` -- the games of §9.4 that score a frame by what it leaves rather
  than by the pins (nine-up and nine-down, head pin out, cocked hat and feather, head pin and
  four back, four back, the Newport game): up to three balls a frame, each reported by the
  pins it knocks down (and whether a named pin fell), the frame's points by the game's rule.

The pad's outcome is each bowler's total (general-sum). A tie after ten frames is played off by
extra frames under the ABC rules (§9.3); the pad leaves a tie standing (not modelled).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...core import Action, ActionParseError, GameInfo, Rules, option, register
from ...mechanics.scorepad import FrameScoring, FrameSheet, ScorePadState, sheet_lines

__all__ = ["BowlingRules", "BowlingState", "CountFramesState", "NinePinsState", "NineUpNineDownState",
           "FeatherState", "HeadPinFourBackState", "FourBackState", "NewportState", "CountRules",
           "BattleRules", "BattleState"]

SRC = "seed 001 part 6 §9"


def _plain_ball(text: str) -> Action | None:
    """A ball written as a score sheet writes it without the verb: ``7`` (pins down), ``-``
    (a miss: 0). ``None`` for any other text."""
    t = text.strip()
    if t == "-":
        return Action("ball", (0,))
    if t.isascii() and t.isdigit() and len(t) <= 3:
        return Action("ball", (int(t),))
    return None


@dataclass(frozen=True)
class BowlingRules(Rules):
    pins: int = option(10, "pins set up for each frame", "seed 001 part 6 §9.1 (ten); §9.4 (cocked hat 3, "
                       "five back 5)", choices=(3, 5, 9, 10))
    balls: int = option(2, "balls a frame may take", "seed 001 part 6 §9.2-9.3 (two, a third only as a "
                        "fill); §9.4 (cocked hat, duck pins: three)", choices=(2, 3))
    spare_on_last_ball: bool = option(True, "all pins down with the frame's last ball of three is a spare "
                                      "(its next ball added)", "our reading: §9.4 names strikes and spares "
                                      "only; duck pins' third-ball ten scores the pins alone (False)")
    frames_at_a_time: int = option(1, "frames a bowler rolls before the next bowler", "seed 001 part 6 "
                                   "§9.4 (duck pins: two frames at a time)", choices=(1, 2))
    frames: int = option(10, "frames in a game", "seed 001 part 6 §9.2", choices=(10,))

    @property
    def scoring(self) -> FrameScoring:
        return FrameScoring(pins=self.pins, frames=self.frames, balls=self.balls,
                            spare_on_last_ball=self.spare_on_last_ball)


class BowlingState(ScorePadState):
    """One game of bowling for ``num_players`` bowlers on one pad.

    State: ``balls[s]`` (the pins of each ball seat ``s`` rolled), ``marks[s]`` (``"F"`` for a
    foul ball, else ``""``), ``seat`` (the bowler to roll), ``turn_start`` (the frame his turn
    began at). Actions: ``ball N`` (0 <= N <= pins standing), ``foul``.
    """

    rules_cls = BowlingRules
    rules: BowlingRules
    amount_unit = "pins"          # a ball's count; the score is in points (§9.2: "53 points")

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.balls: list[tuple[int, ...]] = [()] * num_players
        self.marks: list[tuple[str, ...]] = [()] * num_players
        self.turn_start = 0

    def sheet_of(self, seat: int) -> FrameSheet:
        """Seat ``seat``'s sheet (:class:`FrameSheet`)."""
        sh = FrameSheet(self.rules.scoring)
        sh.balls = self.balls[seat]
        return sh

    def _parse_action(self, text: str) -> Action:
        """The sheet's own marks as well as ``ball N`` and ``foul``: ``N`` (pins down), ``X``
        (a strike: every pin with the frame's first ball, or at a fresh rack in the tenth's
        fills), ``/`` (a spare: the pins left standing), ``-`` (a miss, 0), ``F`` (a foul ball);
        ``ball X`` and ``ball /`` too (seed 001 part 6 §9.2: the sheet marks strikes and spares).

        Raises:
            ActionParseError: ``X`` where a ball was rolled at this rack already, ``/`` at a
                fresh rack, or text that is no report."""
        t = text.strip()
        low = t.lower()
        if low.startswith("ball "):
            t = t[5:].strip()
        if t.upper() == "F":
            return Action("foul")
        if t.upper() in ("X", "/") and self.seat is not None:
            sh = self.sheet_of(self.seat)
            up, full = sh.standing(), self.rules.pins
            if sh.over:
                raise ActionParseError(f"{t}: the game is over for {self.seat_name(self.seat)} ({SRC}.2)")
            if t.upper() == "X" and up != full:
                raise ActionParseError(f"X is a strike, all {full} pins with the first ball at a rack; "
                                       f"{up} stand now: write {up} or / for a spare ({SRC}.2)")
            if t == "/" and up == full:
                raise ActionParseError(f"/ is a spare, the pins left by the frame's first ball; this is "
                                       f"the first ball at a full rack: write X for a strike ({SRC}.2)")
            return Action("ball", (up,))
        return _plain_ball(t) or super()._parse_action(text)

    def _reports(self) -> list[Action]:
        assert self.seat is not None
        up = self.sheet_of(self.seat).standing()
        return [Action("ball", (n,)) for n in range(up + 1)] + [Action("foul")]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "ball" and len(action.args) == 1 and type(action.args[0]) is int and self.seat is not None:
            why = self.sheet_of(self.seat).refusal(action.args[0])
            if why:
                return (why, None)
        return super()._explain_illegal(action)

    def _report(self, action: Action) -> None:
        s = self.seat
        assert s is not None
        pins = action.args[0] if action.verb == "ball" else 0
        before = self.sheet_of(s)
        self.balls[s] = self.balls[s] + (pins,)
        self.marks[s] = self.marks[s] + ("F" if action.verb == "foul" else "",)
        sh = self.sheet_of(s)
        self.scores[s] = sh.total()
        what = "a foul ball (no count, pins set up again: ABC rules, §9.3)" if action.verb == "foul" else f"{pins}"
        self.log.append(f"{self.seat_name(s)} frame {before.frame + 1} ball {before.ball_in_frame()}: {what}")
        if sh.over or sh.frame >= self.turn_start + self.rules.frames_at_a_time:
            self._next_bowler()

    def _next_bowler(self) -> None:
        assert self.seat is not None
        for k in range(1, self.num_players + 1):
            s = (self.seat + k) % self.num_players
            sh = self.sheet_of(s)
            if not sh.over:
                self.seat = s
                self.turn_start = sh.frame
                return
        self._finish()

    def _result(self) -> str:
        t = self.scores
        if self.num_players == 1:
            return f"game over: {t[0]}"
        return super()._result()

    def _sheet(self) -> list[str]:
        out = []
        for s in range(self.num_players):
            sh = self.sheet_of(s)
            line = sheet_lines(sh, marks=list(self.marks[s]))
            out.append(f"{self.seat_name(s)}: {line or '-'} = {self.scores[s]}")
        return out

    def _extra_view(self) -> dict[str, Any]:
        if self.seat is None:
            return {"frames": self._frames_json()}
        sh = self.sheet_of(self.seat)
        return {"frames": self._frames_json(), "frame": sh.frame + 1, "ball": sh.ball_in_frame(),
                "standing": sh.standing(),
                "next": f"{self.seat_name(self.seat)}, frame {sh.frame + 1}, ball {sh.ball_in_frame()}: {sh.standing()} standing"}

    def _frames_json(self) -> list[list[dict]]:
        return [[{"balls": list(f.balls), "mark": f.mark, "total": f.total} for f in self.sheet_of(s).frames()]
                for s in range(self.num_players)]

    def position_key(self) -> Any:
        return (tuple(self.balls), tuple(self.marks), self.seat, self.turn_start)


# --------------------------------------------------------------------------- count games


@dataclass(frozen=True)
class CountRules(Rules):
    frames: int = option(10, "frames (innings) in a game", "seed 001 part 6 §9.4 (the maxima 10 and 20 are "
                         "ten frames)", choices=(10,))


class CountFramesState(ScorePadState):
    """A game of §9.4 whose frame scores by what it leaves (up to ``BALLS`` balls a frame).

    A report is ``ball N`` (N pins down, of the pins other than the game's named pin) or, in a
    game with a named pin (``SPECIAL``: the feather, the head pin), ``SPECIAL N`` (N others and
    the named pin). Subclasses give ``PINS`` (pins set up, the named one included),
    ``frame_points(reports)`` (the frame's points once it is over, else ``None``) and ``RULE``
    (the book's words on the frame in ours, for the log). A frame's reports are ``(n, special)``
    pairs.
    """

    rules_cls = CountRules
    amount_unit = "pins"
    PINS: ClassVar[int] = 10
    SPECIAL: ClassVar[str] = ""
    BALLS: ClassVar[int] = 3

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.frames_done: list[tuple[int, ...]] = [()] * num_players     # points per frame finished
        self.current: tuple[tuple[int, bool], ...] = ()

    def _parse_action(self, text: str) -> Action:
        """``ball N`` and ``SPECIAL N`` as well as a plain ``N`` (pins down, the named pin
        standing) and ``-`` (a miss)."""
        return _plain_ball(text) or super()._parse_action(text)

    def standing(self) -> tuple[int, bool]:
        """(others standing, the named pin standing) for the next ball."""
        others = self.PINS - (1 if self.SPECIAL else 0) - sum(n for n, _ in self.current)
        return others, bool(self.SPECIAL) and not any(sp for _, sp in self.current)

    def _reports(self) -> list[Action]:
        others, special = self.standing()
        out = [Action("ball", (n,)) for n in range(others + 1)]
        if special:
            out += [Action(self.SPECIAL, (n,)) for n in range(others + 1)]
        return out

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        others, special = self.standing()
        if action.verb in ("ball", self.SPECIAL) and len(action.args) == 1 and type(action.args[0]) is int:
            if action.verb == self.SPECIAL and not special:
                return (f"the {self.SPECIAL} pin is down already in this frame ({SRC}.4)", None)
            if not 0 <= action.args[0] <= others:
                return (f"{others} pin{'s' if others != 1 else ''} standing besides the named pin, not "
                        f"{action.args[0]} ({SRC}.4: deadwood is removed)" if self.SPECIAL else
                        f"only {others} pin{'s' if others != 1 else ''} standing, not {action.args[0]} "
                        f"({SRC}.4: deadwood is removed)", None)
        return super()._explain_illegal(action)

    def frame_points(self, reports: tuple[tuple[int, bool], ...]) -> int | None:  # pragma: no cover
        raise NotImplementedError

    def _report(self, action: Action) -> None:
        s = self.seat
        assert s is not None
        self.current = self.current + ((action.args[0], action.verb == self.SPECIAL),)
        pts = self.frame_points(self.current)
        if pts is None and len(self.current) >= self.BALLS:
            pts = 0
        frame = len(self.frames_done[s]) + 1
        self.log.append(f"{self.seat_name(s)} frame {frame} ball {len(self.current)}: {self.format_action(action)}")
        if pts is None:
            return
        self.frames_done[s] = self.frames_done[s] + (pts,)
        self.scores[s] += pts
        self.log.append(f"{self.seat_name(s)} frame {frame}: {pts} ({self.RULE})")
        self.current = ()
        nxt = (s + 1) % self.num_players
        if nxt == 0 and len(self.frames_done[-1]) >= self.rules.frames:
            self._finish()
        else:
            self.seat = nxt

    RULE: ClassVar[str] = ""

    def _sheet(self) -> list[str]:
        return [f"{self.seat_name(s)}: {' '.join(map(str, self.frames_done[s])) or '-'} = {self.scores[s]}"
                for s in range(self.num_players)]

    def _extra_view(self) -> dict[str, Any]:
        if self.seat is None:
            return {}
        others, special = self.standing()
        named = f" and the {self.SPECIAL} pin" if special else ""
        return {"frame": len(self.frames_done[self.seat]) + 1, "ball": len(self.current) + 1,
                "next": f"{self.seat_name(self.seat)}, frame {len(self.frames_done[self.seat]) + 1}, ball {len(self.current) + 1}: "
                        f"{others} standing{named}"}

    def position_key(self) -> Any:
        return (tuple(self.frames_done), self.current, self.seat)


class NinePinsState(CountFramesState):
    """Head pin out, or American nine-pins (§9.4): nine pins (the head pin taken out); a frame
    is made (1) when exactly one pin is left standing; every pin down, or more than one standing
    after the third ball, loses it (0). Book maximum 10. Our reading: the frame ends as soon as
    one pin stands alone (the bowler would not roll at it)."""

    PINS = 9
    RULE = "one pin left standing scores 1, §9.4"

    def frame_points(self, reports):
        left = self.PINS - sum(n for n, _ in reports)
        if left == 1:
            return 1
        if left == 0:
            return 0
        return None


class NineUpNineDownState(CountFramesState):
    """Nine-up and nine-down (§9.4): ten pins; the first ball must knock down exactly one pin (1
    point), else the frame is lost; then, with the other two balls, leave exactly one pin
    standing (1 more). Book maximum 20."""

    PINS = 10
    RULE = "exactly one down with the first ball, then exactly one left standing: 1 each, §9.4"

    def frame_points(self, reports):
        if reports[0][0] != 1:
            return 0
        if len(reports) == 1:
            return None
        left = self.PINS - sum(n for n, _ in reports)
        if left == 1:
            return 2
        if left == 0:
            return 1
        return 1 if len(reports) >= 3 else None


class FeatherState(CountFramesState):
    """Cocked hat and feather (§9.4): the cocked hat's three pins and a centre pin, the feather.
    The three must all fall with the frame's three balls, the feather left standing alone: 1;
    the feather down (or a hat pin standing after three balls) loses the frame. Book maximum 10.
    ``ball N`` reports N hat pins down, ``feather N`` N hat pins and the feather."""

    PINS = 4
    SPECIAL = "feather"
    RULE = "the feather left standing alone scores 1, §9.4"

    def frame_points(self, reports):
        if any(sp for _, sp in reports):
            return 0
        return 1 if sum(n for n, _ in reports) == 3 else None


class HeadPinFourBackState(CountFramesState):
    """Head pin and four back (§9.4): the head pin and the four back pins (our reading of "set
    as above": the catalog marks the set-up unclear). The four back pins down with the head pin
    standing: 2; all five down: 1; else 0 after three balls. Book maximum 20. ``ball N``
    reports N back pins, ``head N`` N back pins and the head pin."""

    PINS = 5
    SPECIAL = "head"
    RULE = "four back down, head pin standing 2; all down 1, §9.4"

    def frame_points(self, reports):
        back = sum(n for n, _ in reports)
        head = any(sp for _, sp in reports)
        if back == 4:
            return 1 if head else 2
        return None


class FourBackState(CountFramesState):
    """Four back (§9.4): four pins, only one to fall with each ball; a ball that knocks down
    more than one is a break and loses the frame (0). Each pin counts 1 here: the book counts
    them by position "as set", in a diagram the seed lost (partial)."""

    PINS = 4
    RULE = "one pin a ball, each 1 (values by position lost), §9.4"

    def frame_points(self, reports):
        if reports[-1][0] > 1:
            return 0
        down = sum(n for n, _ in reports)
        if down == self.PINS or len(reports) >= self.BALLS:
            return down
        return None


class NewportState(CountFramesState):
    """The Newport game (§9.4): each inning's count (pins down with up to three balls; the
    bowler may ``stand`` after a ball) is one of the counts 1 to 10; a count not made before is
    made (1 point), a repeat is crossed out (0). Who makes fewest counts loses. Our reading: ten
    innings each (the book fixes none). Book example: A makes 2, 5, 7, 8, 10 and B 1, 6, 8, 9:
    B loses."""

    PINS = 10
    RULE = "a count 1-10 not made before scores 1, §9.4"

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.counts: list[tuple[int, ...]] = [()] * num_players

    def _reports(self) -> list[Action]:
        return super()._reports() + ([Action("stand")] if self.current else [])

    def _report(self, action: Action) -> None:
        if action.verb == "stand":
            action = Action("ball", (0,))
            self.current = self.current + ((0, False),) * (self.BALLS - 1 - len(self.current))
        super()._report(action)

    def frame_points(self, reports):
        if len(reports) < self.BALLS and sum(n for n, _ in reports) < self.PINS:
            return None
        s = self.seat
        assert s is not None
        c = sum(n for n, _ in reports)
        new = 1 <= c <= 10 and c not in self.counts[s]
        if new:
            self.counts[s] = tuple(sorted(self.counts[s] + (c,)))
        return 1 if new else 0

    def _sheet(self) -> list[str]:
        return [f"{self.seat_name(s)}: counts made {' '.join(map(str, self.counts[s])) or '-'} = {self.scores[s]}"
                for s in range(self.num_players)]

    def position_key(self) -> Any:
        return (tuple(self.frames_done), self.current, self.seat, tuple(self.counts))


# --------------------------------------------------------------------------- battle game


@dataclass(frozen=True)
class BattleRules(Rules):
    innings: int = option(4, "innings in a game", "seed 001 part 6 §9.4 (four or six)", choices=(4, 6))
    balls: int = option(3, "balls a side rolls an inning", "seed 001 part 6 §9.4 ('3 balls'; our reading: "
                        "three an inning)", choices=(3,))


class BattleState(ScorePadState):
    """The battle game (§9.4), two teams (the pad's two sides). Each inning each side rolls
    ``balls`` balls at the ten pins; every pin counts 1, the king pin too, but the nine others
    down with the king pin standing alone count 12, and the pins are set up again whenever nine
    are down or the king stands alone. The side with more pins wins the inning; a tied inning is
    carried, the next worth double (two ties: treble). The side higher in the last inning rolls
    first. After the innings the side with more innings' points wins; a tie goes on to extra
    innings until one leads. ``ball N``: N of the nine pins other than the king; ``king N``: N
    of them and the king. Our readings: the inning's value (1, doubled, trebled) is what is
    carried; an inning is three balls a side."""

    rules_cls = BattleRules
    rules: BattleRules
    SEAT_WORD = "side"
    amount_unit = "pins"

    def _parse_action(self, text: str) -> Action:
        """``ball N`` and ``king N`` as well as a plain ``N`` (pins down, the king standing)
        and ``-`` (a miss)."""
        return _plain_ball(text) or super()._parse_action(text)

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.inning = 1
        self.first = 0                 # the side rolling first this inning
        self.pins = [0, 0]             # pins this inning per side
        self.balls = 0                 # balls rolled by the side at the pins
        self.others, self.king = 9, True
        self.value = 1                 # what this inning is worth (carried ties)
        self.won: list[tuple[int, ...]] = [(), ()]

    def _reports(self) -> list[Action]:
        out = [Action("ball", (n,)) for n in range(self.others + 1)]
        if self.king:
            out += [Action("king", (n,)) for n in range(self.others + 1)]
        return out

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "king" and not self.king:
            return (f"the king pin is down already ({SRC}.4)", None)
        if action.verb in ("ball", "king") and len(action.args) == 1 and type(action.args[0]) is int \
                and not 0 <= action.args[0] <= self.others:
            return (f"{self.others} pins standing besides the king pin, not {action.args[0]} ({SRC}.4)", None)
        return super()._explain_illegal(action)

    def _report(self, action: Action) -> None:
        s = self.seat
        assert s is not None
        n = action.args[0]
        self.others -= n
        king_down = action.verb == "king"
        if king_down:
            self.king = False
        self.pins[s] += n + (1 if king_down else 0)
        self.balls += 1
        self.log.append(f"inning {self.inning}, {self.seat_name(s)} ball {self.balls}: {n} pin{'s' if n != 1 else ''}"
                        + (" and the king pin" if king_down else ""))
        if self.king and self.others == 0:
            self.pins[s] += 3
            self.log.append(f"{self.seat_name(s)}: the king pin stands alone: the rack counts 12 (§9.4)")
        if (self.king and self.others == 0) or (9 - self.others) + (0 if self.king else 1) >= 9:
            self.others, self.king = 9, True
        if self.balls >= self.rules.balls:
            self.balls = 0
            self.others, self.king = 9, True
            if s == self.first:
                self.seat = 1 - s
            else:
                self._end_inning()

    def _end_inning(self) -> None:
        a, b = self.pins
        if a == b:
            self.log.append(f"inning {self.inning}: a tie at {a}, carried: the next inning is worth {self.value + 1}")
            self.value += 1
            nxt_first = self.first
        else:
            w = 0 if a > b else 1
            self.scores[w] += self.value
            self.won[w] = self.won[w] + (self.inning,)
            self.log.append(f"inning {self.inning}: {self.seat_name(w)} wins {max(a, b)} to {min(a, b)}, worth {self.value}")
            self.value = 1
            nxt_first = w
        self.pins = [0, 0]
        if self.inning >= self.rules.innings and self.scores[0] != self.scores[1] and self.value == 1:
            self._finish()
            return
        self.inning += 1
        self.first = nxt_first
        self.seat = nxt_first

    def _result(self) -> str:
        w = 0 if self.scores[0] > self.scores[1] else 1
        return f"game over: {self.seat_name(w)} wins {self.scores[w]} to {self.scores[1 - w]} in {self.inning} innings"

    def _sheet(self) -> list[str]:
        return [f"{self.seat_name(s)}: {self.scores[s]} (innings won: {' '.join(map(str, self.won[s])) or '-'}; "
                f"this inning {self.pins[s]} pins)" for s in (0, 1)]

    def _extra_view(self) -> dict[str, Any]:
        if self.seat is None:
            return {}
        return {"inning": self.inning, "worth": self.value,
                "next": f"inning {self.inning}, {self.seat_name(self.seat)} ball {self.balls + 1}: {self.others} standing"
                        + (" and the king pin" if self.king else "")}

    def position_key(self) -> Any:
        return (tuple(self.scores), self.seat, self.inning, self.first, tuple(self.pins), self.balls,
                self.others, self.king, self.value)


# --------------------------------------------------------------------------- registration

TRAITS: dict[str, Any] = dict(information="perfect", chance="none", utility="general-sum", items=("table",))


def _reg(slug: str, title: str, cls: type, summary: str, section: str, defaults: dict | None = None,
         status: str = "playable", notes: str = "", aliases: tuple[str, ...] = ()) -> None:
    register(GameInfo(slug=slug, title=title, family="bowling", min_players=1, max_players=8, default_players=2,
                      state_cls=cls, rules_cls=cls.rules_cls, defaults=defaults or {}, aliases=aliases,
                      source=f"Foster 1914, seed 001 part 6 {section}", summary=summary, status=status,
                      notes=notes, **TRAITS))


_reg("ten-pins", "Ten-pins (bowling)", BowlingState,
     "Bowling's score pad by the ABC rules of 1906: strikes, spares, the tenth frame's fills, foul balls.",
     "§9.1-9.3", aliases=("bowling", "Кегли"))
_reg("duck-pins", "Duck pins", BowlingState,
     "Ten small pins, three balls a frame, two frames at a time; ten with the third ball scores ten.",
     "§9.4", defaults={"balls": 3, "spare_on_last_ball": False, "frames_at_a_time": 2})
_reg("candle-pins", "Candle pins", BowlingState,
     "Candle pins scored as ten-pins: strikes, spares and breaks.", "§9.4",
     status="partial", notes="The book gives two balls a frame (the catalog calls it suspicious: candle pins "
     "usually take three); option balls=3 plays three.")
_reg("cocked-hat", "Cocked hat", BowlingState,
     "Three pins, three balls a frame; a strike or spare counts three and the next balls (most 90).", "§9.4",
     defaults={"pins": 3, "balls": 3})
_reg("five-back", "Five back", BowlingState,
     "Five pins; strikes and spares count five and the next balls (most 150).", "§9.4",
     defaults={"pins": 5}, status="partial",
     notes="The pin set-up is in a diagram the seed lost; the scoring (strikes and spares five each, most "
     "150) is played as ten-pins' sheet with five pins and two balls a frame.")
_reg("american-nine-pins", "Head pin out (American nine-pins)", NinePinsState,
     "Nine pins; a frame is made by leaving exactly one pin standing (most 10).", "§9.4", aliases=("head-pin-out",))
_reg("nine-up-nine-down", "Nine-up and nine-down", NineUpNineDownState,
     "Exactly one pin with the first ball, then leave exactly one standing: a point each (most 20).", "§9.4")
_reg("cocked-hat-and-feather", "Cocked hat and feather", FeatherState,
     "The cocked hat with a feather pin: down the three, leave the feather alone for a point (most 10).", "§9.4")
_reg("head-pin-and-four-back", "Head pin and four back", HeadPinFourBackState,
     "Four back pins down with the head pin standing 2, all down 1 (most 20).", "§9.4", status="partial",
     notes="The book's set-up ('as above') is unclear; read as the head pin and the four back pins.")
_reg("four-back", "Four back", FourBackState,
     "Four pins, one to fall with each ball; two with one ball lose the frame.", "§9.4", status="partial",
     notes="The pins count by their position in a diagram the seed lost; each counts 1 here.")
register(GameInfo(slug="battle-game", title="Battle game", family="bowling", min_players=2, max_players=2,
                  state_cls=BattleState, rules_cls=BattleRules, source="Foster 1914, seed 001 part 6 §9.4",
                  summary="Two teams at the ten pins: every pin 1, nine down with the king standing 12; "
                  "innings won, ties carried double.", **TRAITS))
_reg("newport-game", "Newport game", NewportState,
     "Make each count from 1 to 10 pins in an inning; repeats are crossed out; fewest counts lose.", "§9.4")
