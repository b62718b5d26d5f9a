"""Billiards and pool on the score pad (Foster 1914, seed 001 part 6 §7, lines 863-1493 of
001_395b261cf4bc3044.txt; catalog 001_part6.md §7.1-7.9).

hoyle does not play the strokes; the marker reports each stroke's result and the pad keeps the
game (:class:`hoyle.mechanics.scorepad.InningPadState`): a striker plays on while he scores (his
inning), and the hand passes on a stroke that fails to count, a miss or a foul, each scored by
the rule the book gives it. A report is one word (``carom``, ``miss``, ``pot-red``), ``foul
KIND`` (a foul of a named kind, its rule number in the log), or with a number where the book
counts one (``pot 7``: ball 7 pocketed; ``pins 3``).

Every game ends at its points (``target``) or, our reading so that a pad always closes, after
``innings`` innings each (0: no limit), the higher score winning; the pool games whose balls run
out end when the table is empty. The games kept: the American carom game (Brunswick rules 1-10,
fouls 1-14), baulk-line, cushion caroms, little corporal, the Spanish game, English billiards,
bottle pool, fifteen-ball pool, American and English pyramid pool, shell-out, continuous pool,
Chicago pool, cowboy pool and snooker. Not kept yet: high-low-jack, forty-one, English life pool,
black pool and pin pool (lives and stars; a private ball hidden from the others).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import re

from ...core import Action, GameInfo, LawBook, Rules, option, register
from ...mechanics.scorepad import InningPadState

__all__ = ["Stroke", "BilliardRules", "EventPadState", "CaromState", "BaulkLineState", "CushionCaromState",
           "LittleCorporalState", "SpanishState", "EnglishBilliardsState", "BottlePoolState", "PoolRackState",
           "FifteenBallState", "PyramidPoolState", "ContinuousPoolState", "ChicagoPoolState", "CAROM_FOULS",
           "SnookerState", "COLOURS", "EnglishPyramidState", "ShellOutState", "CowboyState"]

SRC = "seed 001 part 6 §7"


@dataclass(frozen=True)
class Stroke:
    """What a reported stroke does: ``points`` to the striker (``to_others``: to every other
    player instead), whether the striker ``keeps`` the cue, and the ``rule`` it is scored by."""

    points: int
    rule: str
    keeps: bool = False
    to_others: bool = False


_RULE_NO = re.compile(r"(foul \d+|rules? \d+(?:[-, ]+\d+)*|§\d+(?:\.\d+)*)")


def _rule_number(text: str, default: str = "-") -> str:
    """The rule a stroke's text cites (``"rule 2"`` -> ``"2"``, ``"foul 14"``, ``"§7.9"``; a foul
    of the Brunswick list by its own number; ``default`` if it names none)."""
    found = _RULE_NO.findall(text)
    if not found:
        return default
    last = found[0] if found[0].startswith("foul") else found[-1]
    return last.split(" ", 1)[1] if last.startswith("rule") else last


def _stroke_row(report: str, st: Stroke, section: str) -> tuple[str, str, str, str]:
    if st.to_others:
        pen = f"{st.points} to each other player"
    elif st.points:
        pen = f"{st.points:+d} to the striker"
    else:
        pen = "no score"
    pen += "; he plays on" if st.keeps else "; the hand passes"
    return (_rule_number(st.rule, section), report, st.rule, pen)


def pad_laws(cls: type, title: str, section: str) -> LawBook:
    """The numbered rules a billiard or pool pad applies, as the laws ``hoyle rules GAME`` shows:
    a row per report (the rule it is scored by, the report's words, what the rule says, what
    it scores), from the class's ``STROKES`` and ``FOULS`` (:class:`Stroke` tables) and its
    ``LAWS`` (``(number, report, summary, penalty)`` rows for the reports with a number or a
    rule of their own)."""
    rows: list[tuple[str, str, str, str]] = []
    rows += [_stroke_row(w, st, section) for w, st in getattr(cls, "STROKES", {}).items()]
    rows += [_stroke_row(f"foul {w}", st, section) for w, st in getattr(cls, "FOULS", {}).items()]
    if getattr(cls, "POT_RULE", ""):
        rows.append((_rule_number(cls.POT_RULE, section), "pot N", f"ball N pocketed: {cls.POT_RULE}", "he plays on"))
    rows += list(getattr(cls, "LAWS", ()))
    return LawBook.of(f"{title}: the rules the score pad applies", f"Foster 1914, seed 001 part 6 {section}", rows)


@dataclass(frozen=True)
class BilliardRules(Rules):
    target: int = option(50, "points for game", "seed 001 part 6 §7.2: 'points for game agreed' (our default)",
                         minimum=0, maximum=10000)
    innings: int = option(20, "innings each, after which the higher score wins (0: play to the points)",
                          "our reading: the book agrees a number of points only; a limit lets a pad close",
                          minimum=0, maximum=1000)


#: Brunswick-Balke-Collender rules (1908), the fouls 1-13 (seed 001 part 6 §7.3): no count, the
#: hand passes; the kind's word -> the foul's number and our words for it
CAROM_FOULS = {
    "tip": (1, "a stroke with anything but the cue tip"),
    "withdrawn": (2, "the cue not withdrawn before the cue ball met the object ball (rule 4)"),
    "hand": (3, "playing from hand outside the 6-inch radius"),
    "foot": (4, "not a foot on the floor"),
    "moving": (5, "striking while a ball is moving"),
    "wrong-ball": (6, "the wrong ball (rule 10)"),
    "touched": (7, "touching the cue ball more than once, or an object ball"),
    "twice": (8, "a second touch"),
    "disturbed": (9, "a ball disturbed by the opponent or another"),
    "contact": (11, "playing directly at a ball in fixed contact"),
    "marking": (12, "marking the cloth or cushions"),
    "lifting": (13, "lifting a ball in play"),
}


class EventPadState(InningPadState):
    """A game whose reports are fixed strokes (``STROKES``: word -> :class:`Stroke`) and named
    fouls (``FOULS``: word -> :class:`Stroke`, reported ``foul WORD``)."""

    rules_cls = BilliardRules
    rules: BilliardRules
    STROKES: ClassVar[dict[str, Stroke]] = {}
    FOULS: ClassVar[dict[str, Stroke]] = {}
    #: the rules of the reports that are not a fixed stroke (for :func:`pad_laws`)
    LAWS: ClassVar[tuple[tuple[str, str, str, str], ...]] = ()

    def _strokes_open(self) -> list[str]:
        return list(self.STROKES)

    def _reports(self) -> list[Action]:
        return ([Action(w) for w in self._strokes_open()] + [Action("foul", (w,)) for w in self.FOULS]
                + self._more_reports())

    def _more_reports(self) -> list[Action]:
        return []

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "foul" and len(action.args) == 1:
            return (f"{action.args[0]} is not a foul of this game; the fouls: {', '.join(self.FOULS)} ({SRC})", None)
        return super()._explain_illegal(action)

    def _stroke_for(self, action: Action) -> Stroke:
        if action.verb == "foul":
            return self.FOULS[action.args[0]]
        return self.STROKES[action.verb]

    def _report(self, action: Action) -> None:
        self._take(self._stroke_for(action), self.format_action(action))

    def _take(self, st: Stroke, what: str) -> None:
        """Score one stroke (``what`` names it in the log), then end the game or pass the hand."""
        s = self.seat
        assert s is not None
        if st.points and st.to_others:
            self.to_others(st.points, f"{what}, {st.rule}")
        elif st.points:
            self.score(s, st.points, f"{what}, {st.rule}")
        else:
            self.log.append(f"{self.seat_name(s)}: {what} ({st.rule})")
        if self._check_end():
            return
        if not st.keeps:
            self.hand_out()


class CaromState(EventPadState):
    """The American carom (three-ball) game by the Brunswick rules (§7.2-7.3, O-29): a carom (both
    object balls fairly hit) is 1 and the striker plays on (rule 2); a stroke that fails to
    count passes the hand (rule 1); a miss forfeits 1 point (rule 2); touching his own ball
    before the stroke loses 1 (rule 7); the fouls 1-13 score nothing and pass the hand. Foul 14,
    the safety limitation: when a player has missed in each of three successive innings, the
    non-striker accepts the third miss (``accept``: he strikes) or refuses it (``refuse``): the
    offender plays again, his ball spotted, and must hit at least one object ball -- that stroke
    counts nothing even if both are hit, and the hand passes; another miss forfeits its point
    and is offered again. Our reading: the third miss forfeits its point (rule 2) either way.
    Not kept: the counts a foul takes back (rule 6), which the marker does not report."""

    STROKES = {"carom": Stroke(1, "a carom, rule 2", keeps=True),
               "no-count": Stroke(0, "no count: the hand passes, rule 1"),
               "miss": Stroke(-1, "a miss forfeits a point, rule 2"),
               "touch": Stroke(-1, "touching his own ball before the stroke, rule 7")}
    FOULS = {w: Stroke(0, f"foul {n}: {text}, no count") for w, (n, text) in CAROM_FOULS.items()}
    LAWS = (("foul 14", "accept", "the non-striker accepts a third successive miss: he strikes", ""),
            ("foul 14", "refuse", "the non-striker refuses it: the offender plays again from the spot and must "
             "hit an object ball; no count even if both are hit", "the miss's point stands (our reading)"))

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.misses = [0] * num_players      # successive innings ended by a miss, per seat
        self.safety = ""                     # "offer": the non-striker answers; "forced": the replay
        self.offender: int | None = None

    def _reports(self) -> list[Action]:
        if self.safety == "offer":
            return [Action("accept"), Action("refuse")]
        return super()._reports()

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.safety == "offer":
            return (f"{self.seat_name(self.offender)} has missed in three successive innings: {self.seat_name(self.seat)} accepts the "
                    f"miss or refuses it (accept, refuse) ({SRC}.3, foul 14)", None)
        if action.verb in ("accept", "refuse"):
            return (f"{action.verb} answers a third successive miss only ({SRC}.3, foul 14)", None)
        return super()._explain_illegal(action)

    def _report(self, action: Action) -> None:
        v, s = action.verb, self.seat
        assert s is not None
        if self.safety == "offer":
            off = self.offender
            assert off is not None
            self.seat = off
            if v == "accept":
                self.log.append(f"{self.seat_name((off + 1) % self.num_players)} accepts {self.seat_name(off)}'s third miss (foul 14)")
                self.misses[off], self.safety, self.offender = 0, "", None
                self.hand_out()
            else:
                self.log.append(f"{self.seat_name((off + 1) % self.num_players)} refuses {self.seat_name(off)}'s third miss: he plays "
                                "again from the spot and must hit an object ball (foul 14)")
                self.safety = "forced"
            return
        if self.safety == "forced" and v in self.STROKES and self.STROKES[v].points >= 0:
            self.log.append(f"{self.seat_name(s)}: an object ball hit on the forced stroke: no count, the hand passes (foul 14)")
            self.misses[s], self.safety, self.offender = 0, "", None
            self.hand_out()
            return
        if v == "miss":
            self.misses[s] += 1
            if self.misses[s] >= 3:
                self.score(s, -1, "a miss forfeits a point, rule 2")
                if self._check_end():
                    return
                self.safety, self.offender = "offer", s
                self.seat = (s + 1) % self.num_players
                self.log.append(f"{self.seat_name(s)} has missed in three successive innings: {self.seat_name(self.seat)} accepts or "
                                "refuses the miss (foul 14)")
                return
        self.safety = "" if self.safety == "forced" else self.safety
        super()._report(action)
        if v != "miss" and self.seat != s:
            self.misses[s] = 0

    def _table_key(self) -> Any:
        return (tuple(self.misses), self.safety, self.offender)


class BaulkLineState(CaromState):
    """Baulk-line (§7.2, oracle O-28): chalk lines divide the table into eight baulk spaces; a
    count that leaves both object balls in one space (``carom-in``) scores once, and the next
    stroke must drive at least one of them out (``carom``): another count leaving both in
    the space does not score and the hand passes, the next player taking the balls as they lie."""

    STROKES = {**CaromState.STROKES, "carom-in": Stroke(1, "a carom leaving both object balls in one baulk "
                                                        "space, §7.2", keeps=True)}
    LAWS = CaromState.LAWS + (("§7.2", "carom-in", "a second count leaving both object balls in the same baulk "
                                "space does not score (O-28)", "no score; the hand passes"),)

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.in_baulk = False

    def _report(self, action: Action) -> None:
        if action.verb == "carom-in" and self.in_baulk:
            self.in_baulk = False
            self._take(Stroke(0, "both object balls left in the baulk space again: no count, the hand passes, "
                                 "§7.2 O-28"), "carom-in")
            return
        self.in_baulk = action.verb == "carom-in"
        super()._report(action)

    def hand_out(self) -> None:
        super().hand_out()
        self.in_baulk = False

    def _table_key(self) -> Any:
        return (super()._table_key(), self.in_baulk)

    def _extra_view(self) -> dict[str, Any]:
        v = super()._extra_view()
        v["in_baulk"] = self.in_baulk
        return v


@dataclass(frozen=True)
class CushionRules(BilliardRules):
    form: str = option("cushion", "what a carom needs: one cushion before the count is completed, three "
                       "(three-cushion), or a cushion before the first object ball (bank-shot)",
                       "seed 001 part 6 §7.2", choices=("cushion", "three-cushion", "bank-shot"))


class CushionCaromState(CaromState):
    """Cushion caroms (§7.2): the carom counts only with the cushions the form asks (one before
    the count is completed; three for three-cushion; one before the first object ball for the
    bank-shot game); ``short`` reports a carom made without them: no count, the hand passes.
    The four-ball game (obsolete, §7.2) is not kept."""

    rules_cls = CushionRules
    STROKES = {**CaromState.STROKES, "short": Stroke(0, "a carom without the cushions the game asks: no "
                                                     "count, §7.2")}


class LittleCorporalState(CaromState):
    """Little corporal (§7.9): the carom game with a small pin at the centre; knocking the pin
    down after the cue ball has hit a ball is 5 (``pin``); playing directly at the pin is not
    allowed (``pin-first``: no count, the hand passes); game usually 100."""

    STROKES = {**CaromState.STROKES, "pin": Stroke(5, "the pin down after a ball is hit: 5, §7.9", keeps=True),
               "pin-first": Stroke(0, "the pin played at directly: no count, §7.9")}


class SpanishState(EventPadState):
    """The Spanish game (§7.9): five pins as at pin pool; each carom 2; the red pocketed 3, a
    white 2 (with 2 a pin knocked down on the same stroke, reported as ``pins N``); pins after
    hitting a ball 2 each (``pins N``), the middle pin alone 5 (``middle``); pins knocked down by
    his own ball before it hits a ball -2 each (``pins-first N``), his own ball pocketed without
    contact -3, a total miss -1, his own ball off the table without hitting a ball -3. Game
    usually 30."""

    STROKES = {"carom": Stroke(2, "a carom 2, §7.9", keeps=True),
               "pot-red": Stroke(3, "the red pocketed 3, §7.9", keeps=True),
               "pot-white": Stroke(2, "a white pocketed 2, §7.9", keeps=True),
               "middle": Stroke(5, "the middle pin alone 5, §7.9", keeps=True),
               "no-count": Stroke(0, "no count, §7.9"),
               "miss": Stroke(-1, "a total miss -1, §7.9"),
               "scratch": Stroke(-3, "his own ball pocketed without contact -3, §7.9"),
               "off": Stroke(-3, "his own ball off the table without hitting a ball -3, §7.9")}

    LAWS = (("§7.9", "pins N", "N pins knocked down after a ball is hit, 2 each (with a ball pocketed too)",
             "+2 a pin; he plays on"),
            ("§7.9", "pins-first N", "N pins knocked down by his own ball before it hits a ball",
             "-2 a pin; the hand passes"))

    def _more_reports(self) -> list[Action]:
        return ([Action("pins", (n,)) for n in range(1, 6)] + [Action("pins-first", (n,)) for n in range(1, 6)])

    def _stroke_for(self, action: Action) -> Stroke:
        if action.verb == "pins":
            return Stroke(2 * action.args[0], "pins after a ball is hit, 2 each, §7.9", keeps=True)
        if action.verb == "pins-first":
            return Stroke(-2 * action.args[0], "pins knocked down before a ball is hit, -2 each, §7.9")
        return super()._stroke_for(action)


class EnglishBilliardsState(EventPadState):
    """English billiards (§7.8, oracle O-34): a winning hazard off the red 3, off the white 2;
    a cannon 2; a losing hazard (his own ball pocketed off another) off the red 3, off the white
    2 -- so a cannon and a losing hazard are 5 with the red the object ball, 4 with the white,
    and the most one stroke can make is 10; each is reported as it is made and the striker plays
    on (rule 5). A miss gives the opponent 1, a miss that pockets or forces off his own ball 3
    (rule 15); knocking a ball into a pocket while drawing back the cue gives the opponent 3
    (rule 23); the foul strokes of rule 11 score nothing and lose the hand (rule 12). Game to
    the number agreed (rule 4): 100 here."""

    STROKES = {"pot-red": Stroke(3, "winning hazard off the red 3, §7.8", keeps=True),
               "pot-white": Stroke(2, "winning hazard off the white 2, §7.8", keeps=True),
               "cannon": Stroke(2, "a cannon 2, §7.8", keeps=True),
               "in-off-red": Stroke(3, "losing hazard off the red 3, §7.8", keeps=True),
               "in-off-white": Stroke(2, "losing hazard off the white 2, §7.8", keeps=True),
               "no-score": Stroke(0, "no score: the hand passes, rule 5"),
               "miss": Stroke(1, "a miss: 1 to the opponent, rule 15", to_others=True),
               "miss-off": Stroke(3, "a miss pocketing or forcing off his own ball: 3 to the opponent, rule 15",
                                  to_others=True)}
    FOULS = {"twice": Stroke(0, "foul, rule 11: a double hit; no score, the hand lost"),
             "touching": Stroke(0, "foul, rule 11: touching the opponent's ball or the red"),
             "wrong-ball": Stroke(0, "foul, rule 11: the wrong ball"),
             "feet": Stroke(0, "foul, rule 11: both feet off the floor"),
             "push": Stroke(0, "foul, rule 22: a double push; the points void"),
             "drawing-back": Stroke(3, "rule 23: a ball knocked into a pocket drawing back the cue, 3 to the "
                                    "opponent", to_others=True)}


class BottlePoolState(EventPadState):
    """Bottle pool (§7.9): a carom on the two balls 1, ball No. 1 pocketed 1, No. 2 pocketed 2,
    a carom off a ball that upsets the bottle 5; exactly 31 is game, and more is a burst (the
    excess over 31 starts the new score); a carom that stands the bottle on its base wins
    outright (``stands``); the bottle knocked off the table or into a pocket -1 and the turn
    lost (``bottle-off``). The lowest score at the end loses."""

    EXACT = True
    STROKES = {"carom": Stroke(1, "a carom on the two balls 1, §7.9", keeps=True),
               "pot-one": Stroke(1, "ball No. 1 pocketed 1, §7.9", keeps=True),
               "pot-two": Stroke(2, "ball No. 2 pocketed 2, §7.9", keeps=True),
               "bottle": Stroke(5, "a carom upsetting the bottle 5, §7.9", keeps=True),
               "no-count": Stroke(0, "no count, §7.9"),
               "bottle-off": Stroke(-1, "the bottle off the table or pocketed -1 and the turn lost, §7.9")}
    LAWS = (("§7.9", "stands", "a carom that stands the bottle on its base wins outright", "the game"),
            ("§7.9", "(burst)", "exactly 31 is game; over 31 bursts, the excess starting the new score", ""))

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.outright: int | None = None

    def _more_reports(self) -> list[Action]:
        return [Action("stands")]

    def _report(self, action: Action) -> None:
        if action.verb == "stands":
            self.outright = self.seat
            self.log.append(f"{self.seat_name(self.seat)} stands the bottle on its base with a carom: wins outright (§7.9)")
            self._finish()
            return
        super()._report(action)

    def _result(self) -> str:
        if self.outright is not None:
            return f"game over: {self.seat_name(self.outright)} wins outright (the bottle stood on its base)"
        made = [s for s in range(self.num_players) if self.scores[s] == self.rules.target]
        if made:
            return f"game over: {self.seat_name(made[0])} makes {self.rules.target}"
        return super()._result()

    def outcome(self) -> list[int]:
        out = super().outcome()
        if self.outright is not None:      # the outright winner is credited the game
            out[self.outright] = self.rules.target
        return out

    def _table_key(self) -> Any:
        return self.outright


# --------------------------------------------------------------------------- pool with a rack


class PoolRackState(EventPadState):
    """A pool game of numbered balls 1-15 (``on_table``): ``pot N`` reports ball N pocketed
    (worth ``value(N)``; the striker plays on); the game ends at the target or when the table
    is empty (``RERACK``: a fresh rack instead, continuous pool)."""

    RERACK: ClassVar[bool] = False

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.on_table: tuple[int, ...] = tuple(range(1, 16))
        self.racks = 1

    def value(self, ball: int) -> int:
        return 1

    def _more_reports(self) -> list[Action]:
        return [Action("pot", (n,)) for n in self.on_table]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb in ("pot", "uncalled") and len(action.args) == 1 and type(action.args[0]) is int:
            n = action.args[0]
            if n not in self.on_table:
                left = " ".join(map(str, self.on_table))
                return (f"ball {n} is not on the table (on the table: {left}) ({SRC}.4)", None)
        return super()._explain_illegal(action)

    def _report(self, action: Action) -> None:
        if action.verb == "pot":
            n = action.args[0]
            self.on_table = tuple(b for b in self.on_table if b != n)
            self._take(Stroke(self.value(n), self.POT_RULE, keeps=True), f"pot {n}")
            if self.seat is not None and not self.on_table:
                if self.RERACK:
                    self.on_table = tuple(range(1, 16))
                    self.racks += 1
                    self.log.append(f"a fresh rack (rack {self.racks})")
                else:
                    self._finish()
            return
        super()._report(action)

    POT_RULE: ClassVar[str] = ""

    def _table_key(self) -> Any:
        return (self.on_table, self.racks)

    def _extra_view(self) -> dict[str, Any]:
        v = super()._extra_view()
        v["on_table"] = list(self.on_table)
        return v

    def _sheet(self) -> list[str]:
        return super()._sheet() + [f"on the table: {' '.join(map(str, self.on_table)) or 'none'}"]


_POOL_FOULS = {"miss": "a miss", "scratch": "pocketing his own (cue) ball", "off": "forcing his own ball off "
               "the table", "cushion": "no ball pocketed nor driven to a cushion (rule 4)",
               "twice": "striking his own ball twice", "turn": "playing out of turn"}


@dataclass(frozen=True)
class FifteenBallRules(BilliardRules):
    target: int = option(61, "points for game", "seed 001 part 6 §7.4 (DERIVED: the fifteen balls make 120, so "
                         "61 wins outright)", minimum=0, maximum=120)
    innings: int = option(0, "innings each (0: play the rack out)", "the rack ends the game (§7.4)",
                          minimum=0, maximum=1000)


class FifteenBallState(PoolRackState):
    """Fifteen-ball pool (§7.4, rules 1-8, oracle O-30): a ball pocketed scores its number (rule
    1). The break (the game's first stroke) must drive two balls to a cushion or pocket one
    (``break``: a fair break, nothing pocketed, the hand passes; balls pocketed on it count
    with no call), else -3 and the next player (``foul break``, rule 2). After it every ball
    must be called: an uncalled ball (``uncalled N``) does not count, is spotted, and the hand
    is lost with no points lost (rule 3). Each stroke must pocket a ball or drive a ball to a
    cushion (``no-count``: the hand passes), else -3 (rule 4); -3 also for a miss, pocketing
    or forcing off his own ball, striking it twice, playing out of turn (rule 6); three
    successive penalties lose the game (rule 4). Balls pocketed with the cue ball (rule 8) do
    not count and are spotted: the marker does not report them."""

    rules_cls = FifteenBallRules
    STROKES = {"no-count": Stroke(0, "a fair stroke, nothing pocketed: the hand passes, rule 4")}
    FOULS = {w: Stroke(-3, f"-3: {t}, rule 6") for w, t in _POOL_FOULS.items()}
    POT_RULE = "the ball's number, rule 1"
    LAWS = (("2", "break", "the break drives two balls to a cushion (balls pocketed on it count, no call)",
             "no score; the hand passes"),
            ("2", "foul break", "the break fails: fewer than two balls to a cushion and none pocketed",
             "-3; the hand passes"),
            ("3", "uncalled N", "a ball pocketed without being called does not count and is spotted",
             "no score; the hand is lost, no points lost"),
            ("4", "(three penalties)", "three successive penalties lose the game", "the game lost"))

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.broken = False
        self.penalties = [0] * num_players     # successive penalties per seat
        self.lost_by: int | None = None

    def value(self, ball: int) -> int:
        return ball

    def _reports(self) -> list[Action]:
        if not self.broken:
            return [Action("break"), Action("foul", ("break",))] + self._more_reports()
        return super()._reports() + [Action("uncalled", (n,)) for n in self.on_table]

    def _report(self, action: Action) -> None:
        s = self.seat
        assert s is not None
        first = not self.broken
        self.broken = True
        if action.verb == "foul":
            self.penalties[s] += 1
            if self.penalties[s] >= 3:
                self.scores[s] -= 3
                self.lost_by = s
                self.log.append(f"{self.seat_name(s)} -3 ({action.args[0]}): three successive penalties lose the game, rule 4")
                self._finish()
                return
        else:
            self.penalties[s] = 0
        if action.verb == "break":
            self._take(Stroke(0, "a fair break, nothing pocketed: the hand passes, rule 2"), "break")
        elif action.verb == "foul" and first:
            self._take(Stroke(-3, "-3: the break drove fewer than two balls to a cushion and pocketed none, rule 2"),
                       "foul break")
        elif action.verb == "uncalled":
            self._take(Stroke(0, f"ball {action.args[0]} not called: no count, spotted, the hand lost, rule 3"),
                       f"uncalled {action.args[0]}")
        else:
            super()._report(action)

    def _result(self) -> str:
        if self.lost_by is not None:
            return f"game over: {self.seat_name(self.lost_by)} loses by three successive penalties (rule 4)"
        return super()._result()

    def _table_key(self) -> Any:
        return (self.on_table, self.broken, tuple(self.penalties), self.lost_by)


@dataclass(frozen=True)
class PyramidRules(BilliardRules):
    target: int = option(8, "balls for game", "our reading: a majority of the fifteen (§7.5 names none)",
                         minimum=0, maximum=15)
    innings: int = option(0, "innings each (0: play the rack out)", "the rack ends the game (§7.5)",
                          minimum=0, maximum=1000)


class PyramidPoolState(PoolRackState):
    """American pyramid pool (§7.5, oracle O-31): the numbers are only for calling; each ball
    pocketed is one; a scratch (any of fifteen-ball's penalties) is paid with one ball, spotted
    on the deep-red spot (our reading: the lowest number off the table goes back; a player with
    no ball owes one, his score going below 0)."""

    rules_cls = PyramidRules
    STROKES = {"no-count": Stroke(0, "nothing pocketed: the hand passes, §7.5")}
    FOULS = {w: Stroke(-1, f"a scratch ({t}) paid with a ball, §7.5") for w, t in _POOL_FOULS.items()}
    POT_RULE = "one ball, §7.5"

    def _report(self, action: Action) -> None:
        if action.verb == "foul" and self.seat is not None and self.scores[self.seat] > 0:
            back = min(set(range(1, 16)) - set(self.on_table))
            self.on_table = tuple(sorted(self.on_table + (back,)))
        super()._report(action)


@dataclass(frozen=True)
class ContinuousRules(BilliardRules):
    target: int = option(50, "balls for game", "seed 001 part 6 §7.5: 'to an agreed number' (our default)",
                         minimum=1, maximum=1000)


class ContinuousPoolState(PoolRackState):
    """Continuous pool (§7.5): each ball is one, frame after frame (a fresh rack when the table
    is empty) to the number agreed; a penalty is deducted from the score, not paid with a ball
    (our reading: 1 a scratch)."""

    rules_cls = ContinuousRules
    RERACK = True
    STROKES = {"no-count": Stroke(0, "nothing pocketed: the hand passes, §7.5")}
    FOULS = {w: Stroke(-1, f"a scratch ({t}): 1 deducted, §7.5") for w, t in _POOL_FOULS.items()}
    POT_RULE = "one ball, §7.5"


@dataclass(frozen=True)
class ChicagoRules(BilliardRules):
    target: int = option(0, "points for game (0: the balls run out)", "§7.5: the game ends with the balls",
                         minimum=0, maximum=120)
    innings: int = option(0, "innings each (0: play the balls out)", "§7.5", minimum=0, maximum=1000)


class ChicagoPoolState(PoolRackState):
    """Chicago pool (§7.5): the fifteen balls round the table at the diamonds; the striker
    must always hit the lowest-numbered ball on the table first; any ball pocketed on that
    stroke counts its number to him and he plays on; failing to hit the lowest ball first is a
    scratch, -3 (``scratch``). The game ends with the balls."""

    rules_cls = ChicagoRules
    STROKES = {"no-count": Stroke(0, "the lowest ball hit, nothing pocketed: the hand passes, §7.5"),
               "scratch": Stroke(-3, "the lowest-numbered ball not hit first: a scratch, -3, §7.5")}
    POT_RULE = "the ball's number, §7.5"

    def value(self, ball: int) -> int:
        return ball


# --------------------------------------------------------------------------- registration

TRAITS: dict[str, Any] = dict(information="perfect", chance="none", utility="general-sum", items=("table",))


def _reg(slug: str, title: str, cls: type, summary: str, section: str, defaults: dict | None = None,
         status: str = "playable", notes: str = "", max_players: int = 8, aliases: tuple[str, ...] = ()) -> None:
    register(GameInfo(slug=slug, title=title, family="billiards", min_players=2, max_players=max_players,
                      default_players=2, state_cls=cls, rules_cls=cls.rules_cls, defaults=defaults or {},
                      source=f"Foster 1914, seed 001 part 6 {section}", summary=summary, status=status,
                      notes=notes, aliases=aliases, laws=pad_laws(cls, title, section), **TRAITS))


_reg("american-carom-billiards", "American carom billiards", CaromState,
     "The three-ball carom game's score by the Brunswick rules: a carom 1, a miss -1, the fouls by number.",
     "§7.1-7.3", notes="The counts a foul takes back (rule 6) are not reported to the pad, so not kept.",
     aliases=("three-ball-billiards",))
_reg("baulk-line-billiards", "Baulk-line billiards", BaulkLineState,
     "The carom game with baulk spaces: one count leaving both object balls in a space, then drive one out.",
     "§7.2", max_players=2)
_reg("cushion-caroms", "Cushion caroms", CushionCaromState,
     "Caroms that count only off the cushions: one cushion, three-cushion or the bank-shot game.", "§7.2",
     max_players=2, notes="The four-ball game (obsolete) is not kept.")
_reg("little-corporal", "Little corporal", LittleCorporalState,
     "The carom game with a pin at the centre: the pin down after a ball is hit scores 5; game 100.", "§7.9",
     defaults={"target": 100}, max_players=2)
_reg("spanish-billiards", "Spanish game (billiards)", SpanishState,
     "Two whites, a red and five pins: caroms, hazards and pins 2 each, the middle pin alone 5; game 30.", "§7.9",
     defaults={"target": 30}, max_players=2)
_reg("english-billiards", "English billiards", EnglishBilliardsState,
     "Hazards, losing hazards and cannons on the English table; a miss scores to the opponent; game 100.",
     "§7.8", defaults={"target": 100}, max_players=3, notes="Man-of-war (three players, three whites) is "
     "played with the same pad; the fouls' replacing of balls (rules 10, 17, 19, 24) is the marker's, not kept.")
_reg("bottle-pool", "Bottle pool", BottlePoolState,
     "Caroms and two balls pocketed, the bottle upset 5; exactly 31 is game and more bursts.", "§7.9",
     defaults={"target": 31})
_reg("fifteen-ball-pool", "Fifteen-ball pool", FifteenBallState,
     "Each ball pocketed scores its number; the break, the called ball, -3 penalties, three in a row lose.",
     "§7.4")
_reg("american-pyramid-pool", "American pyramid pool", PyramidPoolState,
     "Each ball pocketed is one; a scratch is paid with a ball; eight balls win.", "§7.5")
_reg("continuous-pool", "Continuous pool", ContinuousPoolState,
     "Each ball is one, rack after rack, to the number agreed; penalties off the score.", "§7.5")
_reg("chicago-pool", "Chicago pool", ChicagoPoolState,
     "Balls at the diamonds, the lowest always hit first; each ball its number; a scratch -3.", "§7.5")


# --------------------------------------------------------------------------- snooker

#: the pool balls and their values (seed 001 part 6 §7.6, rule 1); a red is 1
COLOURS = {"yellow": 2, "green": 3, "brown": 4, "blue": 5, "pink": 6, "black": 7}
BALL_VALUE = {"red": 1, **COLOURS}

#: the fouls whose penalty is the value of a ball named in the report (rules 22, 24-27, 29): the
#: kind -> (rule, our words, whether the ball on's value is the least paid)
SNOOKER_BALL_FOULS = {
    "off": (22, "a ball forced off the table", True),
    "miss": (24, "a miss, a coup run or the white pocketed: the ball aimed at", False),
    "hit": (25, "a ball hit or pocketed out of order", True),
    "two": (26, "a pool ball and a red, or two pool balls, hit at once: the higher", False),
    "white": (27, "the white pocketed after contact with the ball hit", True),
    "several": (29, "more than one ball besides reds pocketed: the highest", False),
}
#: the fouls that score nothing and carry no payment of their own (rules 16, 18, 19, 21)
SNOOKER_NO_SCORE = {"push": 16, "feet": 18, "moving": 19, "touch": 21}


class SnookerState(InningPadState):
    """Snooker pool (§7.6, rules 1-30, oracle O-32), played singly: fifteen reds (1 each) and the
    six pool balls (yellow 2, green 3, brown 4, blue 5, pink 6, black 7). A red must be pocketed
    before a pool ball is played at, and after a red a pool ball, alternately while reds remain
    (rules 6-7); pocketed pool balls are spotted again until the reds are gone, then they are
    taken in ascending value and stay down (rule 10) -- the pool ball after the last red being
    the striker's choice and spotted again. Each player scores a ball's value **from each other
    player** and pays each a penalty (rule 3): so the pad's points are each player's net, and they
    balance (zero-sum).

    Reports: ``reds N`` (N reds pocketed in one stroke, rule 9), ``pot COLOUR``, ``no-score``
    (the hand passes), ``foul KIND BALL`` for the penalties valued by a ball (rules 22, 24-27,
    29: ``foul miss pink``, the ball aimed at; ``foul hit black``, the ball hit out of order,
    never less than the ball on; ``foul two``, the higher ball; ``foul several``, the highest
    pocketed), ``foul wrong-ball`` (rule 20: the black's 7), ``foul intentional`` (rule 28: the
    black's 7, and the stroke is played again), ``foul refuse`` (rule 23: the value of every ball
    left in play; the game ends), and ``foul push|feet|moving|touch`` (rules 16, 18, 19, 21: no
    score, the hand passes). Our readings: the ball on after a red (a pool ball not named) counts
    as the yellow's 2 where a penalty is "not less than the ball on"; the player out of turn (rule
    17: ``foul out-of-turn SEAT``, SEAT the seat's number or its name on the pad, reported when it is found to have played out of turn)
    loses his next turn, the balls being replaced for his stroke (the marker reports nothing of
    it) and his earlier scores standing; the striker in turn plays on. The game ends when the
    black is pocketed last."""

    rules_cls = Rules              # no options: the balls end the game (no target, no innings)
    SEAT_REPORTS = ("foul out-of-turn",)
    LAWS = (("1", "pot COLOUR", "a pool ball pocketed: yellow 2, green 3, brown 4, blue 5, pink 6, black 7",
             "its value from each other player; he plays on"),
            ("6-7", "(order)", "a red before a pool ball, a pool ball after a red; with the reds gone the pool "
             "balls in ascending value", "refused out of order"),
            ("9", "reds N", "any number of reds in one stroke, 1 each", "N from each other player; he plays on"),
            ("10", "(spotting)", "pool balls are spotted again until the reds are gone, then stay down", ""),
            ("§7.6", "no-score", "a stroke that scores nothing", "the hand passes"),
            *((str(rule), f"foul {kind} BALL", words, "the ball's value to each other player" +
               ("; not less than the ball on" if least else "")) for kind, (rule, words, least) in
              SNOOKER_BALL_FOULS.items()),
            *((str(rule), f"foul {kind}", "no score", "the hand passes") for kind, rule in SNOOKER_NO_SCORE.items()),
            ("17", "foul out-of-turn SEAT", "(SEAT: the number, or the name given by --names) a player found to have played out of turn; his stroke's balls are "
             "replaced, his earlier scores stand", "he loses his next turn"),
            ("20", "foul wrong-ball", "playing with the wrong (cue) ball", "the black's 7 to each other player"),
            ("23", "foul refuse", "refusing to continue, or wilful obstruction",
             "the value of every ball left to each other player; the game ends"),
            ("28", "foul intentional", "an intentional miss", "the black's 7 to each other player; played again"),
            ("3", "(payments)", "each scores a ball from each other player and pays each a penalty", ""))

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.reds = 15
        self.colours: tuple[str, ...] = tuple(COLOURS)
        self.phase = "red"             # "red", "colour" (after a red), "clear" (ascending order)

    def _on_value(self) -> int:
        if self.phase == "red":
            return 1
        if self.phase == "colour":
            return 2
        return COLOURS[self.colours[0]]

    def _in_play(self) -> list[str]:
        return (["red"] if self.reds else []) + list(self.colours)

    def _reports(self) -> list[Action]:
        out: list[Action] = []
        if self.phase == "red":
            out += [Action("reds", (n,)) for n in range(1, self.reds + 1)]
        elif self.phase == "colour":
            out += [Action("pot", (c,)) for c in self.colours]
        else:
            out.append(Action("pot", (self.colours[0],)))
        out.append(Action("no-score"))
        balls = self._in_play()
        for kind in SNOOKER_BALL_FOULS:
            out += [Action("foul", (kind, b)) for b in balls]
        out += [Action("foul", (k,)) for k in (*SNOOKER_NO_SCORE, "wrong-ball", "intentional", "refuse")]
        out += [Action("foul", ("out-of-turn", o)) for o in range(self.num_players) if o != self.seat]
        return out

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "pot" and action.args and action.args[0] in ("red", "reds"):
            return (f"reds are reported as 'reds N', the number pocketed in the stroke, e.g. 'reds 1' "
                    f"({SRC}.6, rule 9)", None)
        if action.verb == "reds" and self.phase != "red":
            return (f"a pool ball is to be played now, not a red ({SRC}.6, rules 6-7)", None)
        if action.verb == "pot" and self.phase == "red":
            return (f"a red must be pocketed before a pool ball is played at ({SRC}.6, rule 6)", None)
        if action.verb == "pot" and self.phase == "clear" and action.args and action.args[0] != self.colours[0]:
            return (f"with no reds left the pool balls are taken in ascending value: the {self.colours[0]} is "
                    f"on ({SRC}.6, rule 7)", None)
        if action.verb == "reds" and action.args and type(action.args[0]) is int and action.args[0] > self.reds:
            return (f"only {self.reds} red{'s' if self.reds != 1 else ''} on the table, not {action.args[0]}", None)
        return super()._explain_illegal(action)

    def _pay(self, points: int, why: str) -> None:
        """The striker scores ``points`` from each other player (negative: pays each)."""
        s = self.seat
        assert s is not None
        for o in range(self.num_players):
            if o != s:
                self.scores[o] -= points
        self.scores[s] += points * (self.num_players - 1)
        self.run += points
        self.log.append(f"{self.seat_name(s)} {'scores' if points > 0 else 'pays'} {abs(points)} "
                        f"{'from' if points > 0 else 'to'} each other player ({why})")

    def _after_stroke_fails(self) -> None:
        if self.phase == "colour":
            self.phase = "red" if self.reds else "clear"
        self.hand_out()

    def _report(self, action: Action) -> None:
        v, args = action.verb, action.args
        if v == "reds":
            self.reds -= args[0]
            self._pay(args[0], f"{args[0]} red{'s' if args[0] != 1 else ''}, rule 9")
            self.phase = "colour"
            return
        if v == "pot":
            c = args[0]
            self._pay(COLOURS[c], f"the {c}, rule 1")
            if self.phase == "colour":
                self.phase = "red" if self.reds else "clear"      # spotted again (rule 10)
            else:
                self.colours = self.colours[1:]
                if not self.colours:
                    self._finish()
            return
        if v == "no-score":
            self.log.append(f"{self.seat_name(self.seat)}: no score")
            self._after_stroke_fails()
            return
        kind = args[0]
        if kind == "out-of-turn":
            self.log.append(f"{self.seat_name(args[1])} played out of turn: the balls are replaced for that stroke, his "
                            f"earlier scores stand (rule 17)")
            self.miss_turn(args[1], "playing out of turn, rule 17")
            return
        if kind in SNOOKER_BALL_FOULS:
            rule, words, least_on = SNOOKER_BALL_FOULS[kind]
            pen = BALL_VALUE[args[1]]
            if least_on:
                pen = max(pen, self._on_value())
            self._pay(-pen, f"foul, rule {rule}: {words} ({args[1]})")
        elif kind in SNOOKER_NO_SCORE:
            self.log.append(f"{self.seat_name(self.seat)}: foul, rule {SNOOKER_NO_SCORE[kind]}: no score")
        elif kind == "wrong-ball":
            self._pay(-7, "foul, rule 20: the wrong ball, the black's value")
        elif kind == "intentional":
            self._pay(-7, "foul, rule 28: an intentional miss, the black's value; the stroke is played again")
            return
        elif kind == "refuse":
            left = self.reds + sum(COLOURS[c] for c in self.colours)
            self._pay(-left, "rule 23: refusing to continue, the value of every ball left in play")
            self._finish()
            return
        self._after_stroke_fails()

    def _sheet(self) -> list[str]:
        return ([f"{self.seat_name(s)}: {self.scores[s]:+d}" for s in range(self.num_players)]
                + [f"on the table: {self.reds} red{'s' if self.reds != 1 else ''}, {' '.join(self.colours) or 'no colours'}"])

    def _extra_view(self) -> dict[str, Any]:
        v = super()._extra_view()
        on = {"red": "a red", "colour": "a pool ball", "clear": f"the {self.colours[0]}" if self.colours else ""}
        v.update({"reds": self.reds, "colours": list(self.colours), "phase": self.phase,
                  "next": f"{self.seat_name(self.seat)}'s stroke: {on[self.phase]} is on" if self.seat is not None else ""})
        return v

    def _table_key(self) -> Any:
        return (self.reds, self.colours, self.phase)


register(GameInfo(slug="snooker", title="Snooker pool", family="billiards", min_players=2, max_players=8,
                  default_players=2, state_cls=SnookerState, rules_cls=Rules,
                  source="Foster 1914, seed 001 part 6 §7.6 (rules 1-30)", aliases=("snooker-pool",),
                  summary="Reds and the six pool balls in turn, then the colours in order; each scores from "
                  "and pays every other player.", information="perfect", chance="none",
                  utility="zero-sum-points", items=("table",),
                  notes="Played singly (pairs share a seat).", laws=pad_laws(SnookerState, "Snooker pool", "§7.6")))


# --------------------------------------------------------------------------- English pyramid, shell-out


@dataclass(frozen=True)
class EnglishPyramidRules(BilliardRules):
    target: int = option(8, "balls for game", "our reading: a majority of the fifteen (§7.5 names none)",
                         minimum=0, maximum=15)
    innings: int = option(0, "innings each (0: play the reds out)", "the reds end the game (§7.5)",
                          minimum=0, maximum=1000)


class EnglishPyramidState(EventPadState):
    """English pyramid pool (§7.5): fifteen reds; no ball is called and the striker is entitled
    to every ball he pockets (``pot``: a red, 1; he plays on); a miss or a losing hazard (his own
    ball pocketed off a red, ``in-off``) pays a ball back, spotted (our reading, from shell-out's
    "instead of replacing a ball": 1 off his score and a red on the table; a player with no ball
    owes one). When all the reds but one are down, red and white are played alternately as cue
    balls; with two players and only the red and the white left, a miss or a losing hazard ends
    the game (the ball is paid first); with more, another red is spotted as in the American game. Baulk is no protection.
    The game ends at the target or when the reds are gone."""

    rules_cls = EnglishPyramidRules
    STROKES = {"pot": Stroke(1, "a red pocketed, §7.5", keeps=True),
               "no-count": Stroke(0, "nothing pocketed: the hand passes, §7.5"),
               "miss": Stroke(-1, "a miss pays a ball, §7.5"),
               "in-off": Stroke(-1, "a losing hazard pays a ball, §7.5")}
    LAWS = (("§7.5", "(the last red)", "with two players and only the red and the white left, a miss or a "
             "losing hazard ends the game", "the ball paid, the game over"),)

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.reds = 15

    def _report(self, action: Action) -> None:
        v = action.verb
        if v == "pot":
            self.reds -= 1
        elif v in ("miss", "in-off"):
            if self.reds == 1 and self.num_players == 2:
                self.log.append(f"{self.seat_name(self.seat)}: a {v} with only the red and the white left ends the game (§7.5)")
                self.scores[self.striker] -= 1
                self._finish()
                return
            if self.reds < 15 and self.scores[self.striker] > 0:
                self.reds += 1
        super()._report(action)
        if v == "pot" and self.seat is not None and self.reds == 0:
            self._finish()

    def _sheet(self) -> list[str]:
        return super()._sheet() + [f"reds on the table: {self.reds}"]

    def _table_key(self) -> Any:
        return self.reds


@dataclass(frozen=True)
class ShellOutRules(Rules):
    stake: int = option(1, "chips a ball is paid by each other player", "seed 001 part 6 §7.5 (e.g. a "
                        "shilling)", minimum=1, maximum=1000, bound="our bound: 1000")


class ShellOutState(EnglishPyramidState):
    """Shell-out (§7.5): English pyramid pool paid ball by ball: pocketing a ball collects the
    stake from each of the others and the striker plays on; a losing hazard or a miss pays the
    stake to each of the others (instead of replacing a ball); the last ball pays double. The
    pad's points are each player's chips won or lost (they balance); the table's cost, shared
    equally, is not on it. The game ends with the last red."""

    rules_cls = ShellOutRules
    STROKES = {"pot": Stroke(1, "a ball pocketed: the stake from each other player, §7.5", keeps=True),
               "no-count": Stroke(0, "nothing pocketed: the hand passes, §7.5"),
               "miss": Stroke(-1, "a miss: the stake to each other player, §7.5"),
               "in-off": Stroke(-1, "a losing hazard: the stake to each other player, §7.5")}
    LAWS = (("§7.5", "pot (the last)", "the last ball pays double", "twice the stake from each other player"),)

    def _pay(self, units: int, why: str) -> None:
        s = self.striker
        for o in range(self.num_players):
            if o != s:
                self.scores[o] -= units
        self.scores[s] += units * (self.num_players - 1)
        self.log.append(f"{self.seat_name(s)} {'collects' if units > 0 else 'pays'} {abs(units)} "
                        f"{'from' if units > 0 else 'to'} each other player ({why})")

    def _report(self, action: Action) -> None:
        v, stake = action.verb, self.rules.stake
        if v == "pot":
            self.reds -= 1
            last = self.reds == 0
            self._pay(stake * (2 if last else 1), "the last ball pays double, §7.5" if last else "a ball pocketed, §7.5")
            if last:
                self._finish()
        elif v in ("miss", "in-off"):
            self._pay(-stake, f"a {'miss' if v == 'miss' else 'losing hazard'} pays each of the others, §7.5")
            self.hand_out()
        else:
            self.log.append(f"{self.seat_name(self.seat)}: no count")
            self.hand_out()


_reg("english-pyramid-pool", "English pyramid pool", EnglishPyramidState,
     "Fifteen reds, no call: every ball pocketed is the striker's; a miss or losing hazard pays a ball.", "§7.5")
register(GameInfo(slug="shell-out", title="Shell-out", family="billiards", min_players=2, max_players=8,
                  default_players=3, state_cls=ShellOutState, rules_cls=ShellOutRules,
                  source="Foster 1914, seed 001 part 6 §7.5", information="perfect", chance="none",
                  utility="zero-sum-chips", items=("table",), laws=pad_laws(ShellOutState, "Shell-out", "§7.5"),
                  summary="English pyramid pool paid ball by ball by each other player; the last ball pays double."))


# --------------------------------------------------------------------------- cowboy pool


@dataclass(frozen=True)
class CowboyRules(BilliardRules):
    target: int = option(101, "points for game", "seed 001 part 6 §7.5, cowboy rules (101)", choices=(101,))


class CowboyState(EventPadState):
    """Cowboy pool (§7.5, rules 1-17): the cue ball and balls 1, 3 and 5, spotted again when
    pocketed. The first 90 points are made by caroms (``carom`` 1, ``double`` 2: the book's
    single and double carom, undefined there) and balls pocketed (``pot N``: its number), exactly
    90; the next 10 by caroms only -- a ball pocketed then ends the inning and loses its points;
    and at 100 the last point by the cue ball off the 1-ball into a called pocket without
    touching another ball (``last``), missing the 1-ball ending the inning (``no-count``). A
    scratch, a miss or a foul (``foul KIND``) loses every point of the inning; the cue ball
    pocketed twice in succession without hitting an object ball (``foul pocketed-clean``)
    loses the game. Our reading where the book is silent (the catalog marks it partial): a
    stroke that would carry a player past 90 (or past 100) scores nothing and ends his inning."""

    rules_cls = CowboyRules
    STROKES = {"no-count": Stroke(0, "no count: the hand passes, §7.5")}
    FOULS = {"scratch": Stroke(0, "a scratch loses the inning's points, cowboy rules"),
             "miss": Stroke(0, "a miss loses the inning's points, cowboy rules"),
             "foul": Stroke(0, "a foul loses the inning's points, cowboy rules"),
             "pocketed-clean": Stroke(0, "the cue ball pocketed without hitting an object ball")}
    LAWS = (("cowboy", "carom", "a single carom, in the first 90 and the next 10", "+1; he plays on"),
            ("cowboy", "double", "a double carom, in the first 90 and the next 10", "+2; he plays on"),
            ("cowboy", "pot N", "ball 1, 3 or 5 pocketed in the first 90: its number; exactly 90",
             "+N; he plays on"),
            ("cowboy", "pot N (over 90)", "a ball pocketed when only caroms count", "the inning ends, its points lost"),
            ("cowboy", "last", "at 100, the cue ball off the 1-ball into a called pocket", "+1: game"),
            ("cowboy", "foul pocketed-clean (twice)", "the cue ball pocketed clean twice in succession",
             "the game lost"),
            ("our reading", "(past 90 or 100)", "a stroke that would pass 90 (or 100)", "no count; the inning ends"))

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.clean = [False] * num_players       # the seat's last stroke pocketed the cue ball clean
        self.lost_by: int | None = None

    def _more_reports(self) -> list[Action]:
        sc = self.scores[self.striker]
        if sc >= 100:
            return [Action("last")]
        out = [Action("carom"), Action("double")]
        return out + [Action("pot", (n,)) for n in (1, 3, 5)]

    def _lose_inning(self, why: str) -> None:
        s = self.striker
        if self.run:
            self.scores[s] -= self.run
            self.log.append(f"{self.seat_name(s)} loses the inning's {self.run} ({why}): {self.scores[s]}")
        else:
            self.log.append(f"{self.seat_name(s)}: {why}")
        self.hand_out()

    def _report(self, action: Action) -> None:
        s = self.striker
        v = action.verb
        was_clean, self.clean[s] = self.clean[s], action.args == ("pocketed-clean",)
        if v == "foul":
            if action.args[0] == "pocketed-clean" and was_clean:
                self.lost_by = s
                self.log.append(f"{self.seat_name(s)} pockets the cue ball clean twice in succession: loses the game (cowboy rules)")
                self._finish()
                return
            self._lose_inning(self.FOULS[action.args[0]].rule)
            return
        if v in self.STROKES:
            super()._report(action)
            return
        sc = self.scores[s]
        if v == "last":
            self._take(Stroke(1, "the last point off the 1-ball into the called pocket, cowboy rules", keeps=True), "last")
            return
        if v == "pot" and sc >= 90:
            self._lose_inning("a ball pocketed when only caroms count: the inning ends, its points lost")
            return
        pts = {"carom": 1, "double": 2}.get(v, action.args[0] if action.args else 0)
        limit = 90 if sc < 90 else 100
        if sc + pts > limit:
            self.log.append(f"{self.seat_name(s)}: {self.format_action(action)} would pass {limit}: no count, the inning ends "
                            "(our reading)")
            self.hand_out()
            return
        self._take(Stroke(pts, "cowboy rules", keeps=True), self.format_action(action))

    def _result(self) -> str:
        if self.lost_by is not None:
            return f"game over: {self.seat_name(self.lost_by)} loses (the cue ball pocketed clean twice in succession)"
        return super()._result()

    def _table_key(self) -> Any:
        return (tuple(self.clean), self.lost_by)


_reg("cowboy-pool", "Cowboy pool", CowboyState,
     "Balls 1, 3 and 5: 90 by caroms and pockets, ten by caroms, the last off the 1 into a called pocket.",
     "§7.5", status="partial", notes="The book's single and double caroms are undefined, and what a stroke "
     "passing 90 does is not said: it scores nothing and ends the inning here.")
