"""The pool games of lives, stars and private balls on the score pad (Foster 1914, seed 001 part 6
§7.5, §7.7, §7.9; catalog 001_part6.md §7.5, §7.7, §7.9, oracles O-31, O-33, O-35).

Each keeps the pad of :class:`hoyle.mechanics.scorepad.InningPadState` and states only what
differs:

* **high-low-jack pool** (§7.5): the fifteen-ball set; High (the 15), Low (the 1) and Jack (the
  9) score a point each when pocketed, Game (the most pocketed by number in the rack) a point when
  the rack is done; seven points win, and the points counting out in the order they are made;
  with every player a point short, a single ball banked in wins;
* **forty-one pool** (§7.5): pocket balls whose numbers, with a private small ball drawn from the
  bottle, make exactly 41;
* **English life pool** (§7.7, rules 1-29): three lives each (the pad's lives), a life paid for
  by its owner (the pad's payments), one star, the pool to the last player in;
* **black pool** (§7.7): life pool's payments with a black ball that every player pays for, and
  nobody ever out;
* **pin pool** (§7.9): five pins; the pins knocked down and a private small ball make exactly 31,
  and the four outer pins with the black left standing win outright.

The private balls (pin pool's, forty-one pool's) are drawn from the pad's bottle
(:meth:`~hoyle.mechanics.scorepad.InningPadState.draw_private`): a seat's own view and log show
his, no other seat's view, log line or refusal names it, and the end of the game shows them all.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar

from ...core import Action, GameInfo, Rules, option, register
from ...mechanics.scorepad import InningPadState

__all__ = ["HighLowJackState", "FortyOnePoolState", "LifePoolState", "BlackPoolState", "PinPoolState",
           "LIFE_COLOURS", "LIFE_LOSSES", "PINS"]

SRC = "seed 001 part 6 §7"


# --------------------------------------------------------------------------- high-low-jack pool


@dataclass(frozen=True)
class HighLowJackRules(Rules):
    target: int = option(7, "points for game", "seed 001 part 6 §7.5: seven points usually make the game",
                         minimum=1, maximum=100)
    innings: int = option(0, "innings each, after which the higher score wins (0: play to the points)",
                          "our reading: a limit lets a pad close", minimum=0, maximum=1000)


#: the scoring balls of high-low-jack (§7.5): the ball -> its name
HIGH_LOW_JACK = {15: "High", 1: "Low", 9: "Jack"}


class HighLowJackState(InningPadState):
    """High-low-jack pool (§7.5, O-31): the fifteen-ball set racked with High, Low and Jack in
    the centre. ``pot N`` reports ball N pocketed (the striker plays on); the 15 (High), the 1
    (Low) and the 9 (Jack) score a point each as they are pocketed, and when the rack is done
    Game, a point, goes to the player whose pocketed balls make the highest total. The points
    count in the order they are made, so with players a point or two short the first of High,
    Low or Jack pocketed counts out first. ``no-count`` (nothing pocketed) and ``scratch`` pass
    the hand. When every player needs one point, a single ball is set at the foot cushion instead
    of a rack, and pocketing it off one or more cushions (``bank``) wins.

    Our readings where the book is silent (the catalog marks the row partial): with the totals
    tied, Game is not scored; a scratch costs nothing but the stroke; the racks go on (a fresh
    one when the table is empty) until a player has the points."""

    rules_cls = HighLowJackRules
    rules: HighLowJackRules
    LAWS = (("§7.5", "pot 15", "High pocketed", "+1; he plays on"),
            ("§7.5", "pot 1", "Low pocketed", "+1; he plays on"),
            ("§7.5", "pot 9", "Jack pocketed", "+1; he plays on"),
            ("§7.5", "pot N", "any other ball pocketed: its number to his total in the rack", "he plays on"),
            ("§7.5", "(the rack done)", "Game: the highest total of the rack (a tie: not scored, our reading)", "+1"),
            ("§7.5", "(seven)", "seven points win; the points count out in the order made", "the game"),
            ("§7.5", "bank", "every player a point short: the single ball banked in off a cushion", "the game"),
            ("§7.5", "no-count", "nothing pocketed", "no score; the hand passes"),
            ("our reading", "scratch", "a scratch: the book names no penalty", "no score; the hand passes"))

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.on_table: tuple[int, ...] = tuple(range(1, 16))
        self.rack = [0] * num_players         # the numbers pocketed in this rack, per seat
        self.racks = 1
        self.single = False                   # the single ball at the foot cushion (all a point short)
        self.banked: int | None = None

    def _reports(self) -> list[Action]:
        if self.single:
            return [Action("bank"), Action("no-count")]
        return [Action("pot", (n,)) for n in self.on_table] + [Action("no-count"), Action("scratch")]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.single and action.verb == "pot":
            return (f"every player needs one point: only the single ball is on the table, to be banked in "
                    f"(bank) ({SRC}.5)", None)
        if not self.single and action.verb == "bank":
            return (f"the single ball is set only when every player needs one point ({SRC}.5)", None)
        if action.verb == "pot" and len(action.args) == 1 and type(action.args[0]) is int:
            left = " ".join(map(str, self.on_table))
            return (f"ball {action.args[0]} is not on the table (on the table: {left}) ({SRC}.5)", None)
        return super()._explain_illegal(action)

    def _report(self, action: Action) -> None:
        s = self.striker
        v = action.verb
        if v == "bank":
            self.banked = s
            self.score(s, 1, "the single ball banked in wins, §7.5")
            self._finish()
            return
        if v in ("no-count", "scratch"):
            self.log.append(f"{self.seat_name(s)}: {v} (the hand passes, §7.5)")
            self.hand_out()
            return
        n = action.args[0]
        self.on_table = tuple(b for b in self.on_table if b != n)
        self.rack[s] += n
        if n in HIGH_LOW_JACK:
            self.score(s, 1, f"pot {n}: {HIGH_LOW_JACK[n]}, §7.5")
        else:
            self.log.append(f"{self.seat_name(s)}: pot {n} ({self.rack[s]} in the rack)")
        if self._check_end():
            return
        if not self.on_table:
            self._rack_done()

    def _rack_done(self) -> None:
        best = max(self.rack)
        top = [s for s in range(self.num_players) if self.rack[s] == best]
        if len(top) == 1:
            self.score(top[0], 1, f"Game: the highest total, {best}, §7.5")
        else:
            self.log.append(f"Game not scored: seats {', '.join(map(str, top))} tie with {best} (our reading)")
        if self._check_end():
            return
        self.rack = [0] * self.num_players
        self.racks += 1
        self.on_table = tuple(range(1, 16))
        t = self.rules.target
        self.single = all(sc == t - 1 for sc in self.scores)
        self.log.append(f"rack {self.racks}: " + ("every player needs one point: the single ball is set at the "
                                                  "foot cushion, to be banked in (§7.5)" if self.single
                                                  else "a fresh rack"))

    def _result(self) -> str:
        if self.banked is not None:
            return f"game over: {self.seat_name(self.banked)} banks the single ball in and wins"
        return super()._result()

    def _sheet(self) -> list[str]:
        return (super()._sheet() + ["this rack: " + ", ".join(f"{self.seat_name(s)} {t}" for s, t in enumerate(self.rack))]
                + [f"on the table: {'the single ball' if self.single else ' '.join(map(str, self.on_table))}"])

    def _extra_view(self) -> dict[str, Any]:
        v = super()._extra_view()
        v.update({"on_table": list(self.on_table), "rack_totals": list(self.rack), "single_ball": self.single})
        return v

    def _table_key(self) -> Any:
        return (self.on_table, tuple(self.rack), self.racks, self.single, self.banked)


# --------------------------------------------------------------------------- the private-ball pools


@dataclass(frozen=True)
class PrivateBallRules(Rules):
    stake: int = option(1, "chips each player puts in the pool, which the winner takes",
                        "seed 001 part 6 §7.9: 'wins the pool'", minimum=1, maximum=1000, bound="our bound: 1000")
    innings: int = option(30, "turns each, after which the pool is returned (0: no limit)",
                          "our reading: the book sets no limit; one lets a pad close", minimum=0, maximum=1000)


class PrivateBallState(InningPadState):
    """A pool in which each player holds a private ball from the bottle and makes an exact total
    with it (``EXACT``): the pad keeps each seat's count (``counts``: public, what the table
    sees), the private balls (each seat's own view only), and the pool (``stake`` from each,
    all to the winner; returned if the turns run out). The pad's points are the chips won or
    lost (they balance)."""

    rules_cls = PrivateBallRules
    rules: PrivateBallRules
    unit = "chips"
    EXACT: ClassVar[int] = 31
    BOTTLE: ClassVar[range] = range(1, 16)
    WHAT: ClassVar[str] = ""

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.counts = [0] * num_players
        self.winner: int | None = None
        self.how = ""
        self.fill_bottle(self.BOTTLE)
        for s in range(num_players):
            self.draw_private(s)

    def _made(self, s: int) -> str:
        """After seat ``s``'s count changed: ``"exact"`` (he has made the total), ``"burst"``
        (over it) or ``""``."""
        ball = self.private[s]
        assert ball is not None
        total = self.counts[s] + ball
        return "exact" if total == self.EXACT else "burst" if total > self.EXACT else ""

    def _win(self, s: int, how: str) -> None:
        self.winner, self.how = s, how
        stake = self.rules.stake
        for o in range(self.num_players):
            if o != s:
                self.pay(o, s, stake, "the pool to the winner")
        self._finish()

    def _result(self) -> str:
        if self.winner is not None:
            return f"game over: {self.seat_name(self.winner)} wins the pool ({self.how}){self._result_privates()}"
        return f"game over: no one made {self.EXACT}; the pool is returned{self._result_privates()}"

    def _sheet(self) -> list[str]:
        return [f"{self.seat_name(s)}: {self.counts[s]} {self.WHAT}, chips {self.scores[s]:+d} ({self.innings[s]} "
                f"turn{'s' if self.innings[s] != 1 else ''})" for s in range(self.num_players)]

    def _extra_view(self) -> dict[str, Any]:
        v = super()._extra_view()
        v.update({"counts": list(self.counts), "exact": self.EXACT})
        return v


@dataclass(frozen=True)
class PinPoolRules(PrivateBallRules):
    pass


#: the pins of pin pool (§7.9): 1 nearest the string line, 2 to its right, 3 to its left, 4 the
#: farthest, 5 the black at the centre; each scores its number
PINS = (1, 2, 3, 4, 5)
_PIN_SETS = [c for k in range(1, 6) for c in combinations(PINS, k)]


class PinPoolState(PrivateBallState):
    """Pin pool (§7.9, O-35): two whites and a red, five pins in a diamond (``PINS``). Each
    player draws a small numbered ball that no other player knows; the first to make exactly
    31 with the pins he knocks down and his ball's number wins the pool (a ball of 9 needs 22
    on the pins). Reports, one stroke each in turn (our reading of "in turn"): ``down P ...``
    (the pins knocked down after hitting a ball, by number: ``down 1 4``), ``no-count`` (a
    carom, a hazard, a ball pocketed, off the table, lodged on the cushion, or a total miss:
    nothing scores, nothing is paid but the stroke), ``void`` (pins knocked down without first
    hitting a ball: they do not count and are set up again). Knocking down the four outer pins
    and leaving the black standing (``down 1 2 3 4``) is a *natural* and wins outright. Over
    31 is a *burst*: the burster either goes on at once from nothing with the same ball
    (``same``) or draws a new one (``new``), keeping either (``keep-new``, ``keep-old``: the
    other goes back in the bottle) and waiting his turn. Our readings: the bottle holds the
    small balls 1-15; the pins are set up again after every stroke."""

    rules_cls = PinPoolRules
    EXACT = 31
    LAWS = (("§7.9", "down P ...", "the pins knocked down after hitting a ball, each its number (1-5)",
             "to his count; the hand passes"),
            ("§7.9", "(exactly 31)", "his count and his private ball make exactly 31", "the pool"),
            ("§7.9", "down 1 2 3 4", "a natural: the four outer pins down, the black standing", "the pool, outright"),
            ("§7.9", "no-count", "a carom or hazard, a ball pocketed, off, lodged on the cushion, a total miss",
             "nothing but the stroke; the ball spotted at the foot"),
            ("§7.9", "void", "pins knocked down before a ball is hit: set up again", "no count; the hand passes"),
            ("§7.9", "same", "after a burst (over 31): go on at once with the same ball, from nothing", ""),
            ("§7.9", "new, keep-new, keep-old", "after a burst: a new ball from the bottle, keeping either; he waits "
             "his turn", "his count from nothing"))
    WHAT = "on the pins"

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.phase = "stroke"          # "stroke", "burst" (same or new), "keep" (new ball or old)
        self.held: int | None = None   # the old ball, while the burster chooses which to keep

    def _reports(self) -> list[Action]:
        if self.phase == "burst":
            return [Action("same"), Action("new")]
        if self.phase == "keep":
            return [Action("keep-new"), Action("keep-old")]
        return [Action("down", p) for p in _PIN_SETS] + [Action("no-count"), Action("void")]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        v, args = action.verb, action.args
        if self.phase == "burst" and v != "same" and v != "new":
            return (f"{self.seat_name(self.seat)} has burst: he goes on with the same ball (same) or takes a new one (new) "
                    f"({SRC}.9)", None)
        if self.phase == "keep" and v not in ("keep-new", "keep-old"):
            return (f"{self.seat_name(self.seat)} keeps the new ball or the old one (keep-new, keep-old) ({SRC}.9)", None)
        if self.phase == "stroke" and v in ("same", "new", "keep-new", "keep-old"):
            return (f"{v} follows a burst only (over 31) ({SRC}.9)", None)
        if v == "down":
            if not args:
                return (f"down names the pins knocked down, by number: down 1 4 ({SRC}.9)", None)
            if any(type(a) is not int or a not in PINS for a in args):
                return (f"the pins are numbered 1-5 (1 nearest the string, 5 the black at the centre), not "
                        f"{' '.join(map(str, args))} ({SRC}.9)", None)
            if len(set(args)) != len(args):
                return (f"a pin goes down once a stroke: {' '.join(map(str, args))} names one twice ({SRC}.9)", None)
            if tuple(sorted(args)) != tuple(args):
                return (f"name the pins in order: down {' '.join(map(str, sorted(args)))} ({SRC}.9)", None)
        return super()._explain_illegal(action)

    def _report(self, action: Action) -> None:
        s = self.striker
        v = action.verb
        if v == "same":
            self.counts[s] = 0
            self.phase = "stroke"
            self.log.append(f"{self.seat_name(s)} goes on at once with the same ball, from nothing (§7.9)")
            return
        if v == "new":
            self.held = self.private[s]
            self.draw_private(s, "a new ball after the burst; keep it or the old one")
            self.phase = "keep"
            self.log.append(f"{self.seat_name(s)} takes a new ball from the bottle (§7.9)")
            return
        if v in ("keep-new", "keep-old"):
            assert self.held is not None
            new = self.private[s]
            assert new is not None
            if v == "keep-old":
                self.private[s], back = self.held, new
            else:
                back = self.held
            self.return_private(back)
            self.held = None
            self.note(f"{self.seat_name(s)}: you keep ball {self.private[s]}", to=s, until_over=True)
            self.log.append(f"{self.seat_name(s)} keeps the {'new' if v == 'keep-new' else 'old'} ball and waits his turn (§7.9)")
            self.counts[s] = 0
            self.phase = "stroke"
            self.hand_out()
            return
        if v == "no-count":
            self.log.append(f"{self.seat_name(s)}: no count (nothing is paid but the stroke; the ball spotted at the foot, §7.9)")
            self.hand_out()
            return
        if v == "void":
            self.log.append(f"{self.seat_name(s)}: pins knocked down before a ball was hit do not count; they are set up "
                            "again (§7.9)")
            self.hand_out()
            return
        pins = action.args
        if pins == (1, 2, 3, 4):
            self.log.append(f"{self.seat_name(s)}: the four outer pins down and the black standing: a natural (§7.9)")
            self._win(s, "a natural")
            return
        self.counts[s] += sum(pins)
        self.log.append(f"{self.seat_name(s)}: down {' '.join(map(str, pins))}, {sum(pins)}: {self.counts[s]} on the pins")
        made = self._made(s)
        if made == "exact":
            self._win(s, f"exactly 31: {self.counts[s]} on the pins and his ball {self.private[s]}")
            return
        if made == "burst":
            self.log.append(f"{self.seat_name(s)} bursts (over 31 with his ball): same ball or a new one (§7.9)")
            self.phase = "burst"
            return
        self.hand_out()

    def _extra_view(self) -> dict[str, Any]:
        v = super()._extra_view()
        v["phase"] = self.phase
        if self.seat is not None:
            v["next"] = {"stroke": f"{self.seat_name(self.seat)}'s stroke",
                         "burst": f"{self.seat_name(self.seat)} has burst: same ball or a new one",
                         "keep": f"{self.seat_name(self.seat)} keeps the new ball or the old one"}[self.phase]
        return v

    def _seat_view(self, seat: int | None) -> dict[str, Any]:
        v = super()._seat_view(seat)
        if v and self.phase == "keep" and seat == self.seat:
            v["old_ball"] = self.held
        return v

    def _table_key(self) -> Any:
        return (tuple(self.counts), self.phase, self.held, tuple(self.bottle or ()), self.winner)


@dataclass(frozen=True)
class FortyOneRules(PrivateBallRules):
    pass


class FortyOnePoolState(PrivateBallState):
    """Forty-one pool (§7.5, O-31): the fifteen-ball set; each player draws a private small ball,
    and the first to pocket balls whose numbers with his ball's make exactly 41 wins the pool.
    ``pot N`` (ball N pocketed, its number to the striker's count; he plays on), ``no-count``
    and ``scratch`` (the hand passes). Our readings where the book is silent (the catalog marks
    the row partial): over 41 is a burst as at pin pool -- the count starts again from nothing
    with the same ball, the balls staying down, and the hand passes; a scratch costs nothing but
    the stroke; an empty table is racked again; the bottle holds the small balls 1-15."""

    rules_cls = FortyOneRules
    EXACT = 41
    LAWS = (("§7.5", "pot N", "ball N pocketed: its number to his count", "he plays on"),
            ("§7.5", "(exactly 41)", "his count and his private ball make exactly 41", "the pool"),
            ("our reading", "(burst)", "over 41: the count starts again from nothing, the same ball (as pin pool)",
             "the hand passes"),
            ("§7.5", "no-count", "nothing pocketed", "the hand passes"),
            ("our reading", "scratch", "a scratch: the book names no penalty", "the hand passes"))
    WHAT = "pocketed"

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.on_table: tuple[int, ...] = tuple(range(1, 16))
        self.racks = 1

    def _reports(self) -> list[Action]:
        return [Action("pot", (n,)) for n in self.on_table] + [Action("no-count"), Action("scratch")]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "pot" and len(action.args) == 1 and type(action.args[0]) is int:
            left = " ".join(map(str, self.on_table))
            return (f"ball {action.args[0]} is not on the table (on the table: {left}) ({SRC}.5)", None)
        return super()._explain_illegal(action)

    def _report(self, action: Action) -> None:
        s = self.striker
        if action.verb != "pot":
            self.log.append(f"{self.seat_name(s)}: {action.verb} (the hand passes)")
            self.hand_out()
            return
        n = action.args[0]
        self.on_table = tuple(b for b in self.on_table if b != n)
        self.counts[s] += n
        self.log.append(f"{self.seat_name(s)}: pot {n}: {self.counts[s]} pocketed")
        made = self._made(s)
        if made == "exact":
            self._win(s, f"exactly 41: {self.counts[s]} pocketed and his ball {self.private[s]}")
            return
        if not self.on_table:
            self.on_table = tuple(range(1, 16))
            self.racks += 1
            self.log.append(f"a fresh rack (rack {self.racks}, our reading)")
        if made == "burst":
            self.counts[s] = 0
            self.log.append(f"{self.seat_name(s)} bursts (over 41 with his ball): he starts again from nothing with the same "
                            "ball (our reading, as at pin pool)")
            self.hand_out()

    def _extra_view(self) -> dict[str, Any]:
        v = super()._extra_view()
        v["on_table"] = list(self.on_table)
        return v

    def _sheet(self) -> list[str]:
        return super()._sheet() + [f"on the table: {' '.join(map(str, self.on_table))}"]

    def _table_key(self) -> Any:
        return (tuple(self.counts), self.on_table, self.racks, self.winner)


# --------------------------------------------------------------------------- English life pool, black pool

#: the colours in the order of play (§7.7, the Brunswick list): each plays on the one before
LIFE_COLOURS = ("white", "red", "yellow", "green", "brown", "blue", "pink", "spot-white", "spot-red",
                "spot-yellow", "spot-green", "spot-brown", "spot-blue")

#: the ways a striker loses a life (§7.7 rules 6, 7, 9): the report's word -> (rule, our words)
LIFE_LOSSES = {
    "in-off": ("6", "pocketing his own ball off another"),
    "coup": ("6", "running a coup"),
    "miss": ("6", "missing the ball he should hit"),
    "off": ("6", "forcing his own ball off the table"),
    "wrong-ball": ("6", "playing with the wrong ball"),
    "played-at": ("6, 8", "playing at or striking the wrong ball"),
    "out-of-turn": ("6", "playing out of turn"),
    "both": ("7", "pocketing the ball he plays on and his own on one stroke: he loses, not its owner"),
    "miss-pocket": ("9", "missing his ball and pocketing another: he loses, not its owner"),
}


@dataclass(frozen=True)
class LifePoolRules(Rules):
    lives: int = option(3, "lives each", "seed 001 part 6 §7.7, rule 2", minimum=1, maximum=9)
    stake: int = option(2, "chips each player puts in the pool (a star puts in as much again)",
                        "seed 001 part 6 §7.7, rule 15", minimum=1, maximum=1000, bound="our bound: 1000")
    life: int = option(1, "chips a life is paid by its owner to the striker who takes it (0: the pool only)",
                       "§7.7 rule 8 and black pool's 'the value of a life'", minimum=0, maximum=1000,
                       bound="our bound: 1000")


class LifePoolState(InningPadState):
    """English life pool (§7.7, rules 1-29, O-33): each seat has a colour (``LIFE_COLOURS``, in
    the order of play: each plays on the ball before his) and three lives (rule 2). Reports:

    * ``take COLOUR``: the striker pockets that ball; its owner loses a life and pays him its
      value, and he plays on (rules 6, 14);
    * ``lose KIND COLOUR``: the striker loses a life (``LIFE_LOSSES``: rules 6, 7, 9), paying its
      value to the owner of the ball he was playing on (rule 8's reading for each), and the next
      player strikes;
    * ``foul``: a foul stroke moving a ball (rule 18): a ball pocketed on it costs its owner no
      life and is spotted again; the hand passes (his own ball pocketed or off on it is ``lose``);
      ``no-count``: nothing taken, the hand passes;
    * ``star`` / ``decline``: the first player out may star, buying as many lives as the lowest
      number any player still in has, for his stake paid into the pool again (rules 15, 21); if
      he declines the next out may, until only two are left; one star a pool (rules 16-17);
    * ``divide``: the last two, with equal lives, divide the pool (rule 28, reported by the
      striker when both agree).

    Seat 0's white is spotted and seat 1's red plays first (rule 2). Three players left with
    one life each: a miss by the striker gives the pool to the other two
    to divide, without another stroke (rule 27). The last player in takes the pool. The pad's
    points are each player's chips (stake, lives paid and taken, his share of the pool): they
    balance. An odd chip of a divided pool goes to the first in the order of play (our reading).
    """

    rules_cls = LifePoolRules
    rules: LifePoolRules
    unit = "chips"
    LIVES: ClassVar[bool] = True
    LAWS = (("2", "(lives)", "three lives each; each plays on the ball before his", ""),
            ("6, 14", "take COLOUR", "his ball pocketed: its owner loses a life and pays it", "a life's value to the "
             "striker; he plays on"),
            *((rule, f"lose {kind} COLOUR", words, "a life lost, its value to the owner of the ball played on "
               "(rule 8)") for kind, (rule, words) in LIFE_LOSSES.items()),
            ("18", "foul", "a foul stroke: a ball pocketed on it costs no life and is spotted", "the hand passes"),
            ("§7.7", "no-count", "nothing pocketed", "the hand passes"),
            ("15-17, 21", "star, decline", "the first out may star (his stake again, the lowest lives on the board); "
             "if not the next out, until two are left; one star a pool", ""),
            ("27", "(three on one life)", "three left on one life each: a miss gives the pool to the other two",
             "the pool divided"),
            ("28", "divide", "the last two, with equal lives, may divide", "the pool divided"))

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if self.LIVES:
            self.give_lives(self.rules.lives)
        # rule 2: No. 1 (the white) spots his ball, No. 2 (the red) plays on it first
        self.seat = 1
        self.innings = [0] * num_players
        self.innings[1] = 1
        self.log.append("seat 0 (white) spots his ball; seat 1 (red) plays on it (rule 2)")
        self.pool = 0
        if self._has_pool():
            for s in range(num_players):
                self.scores[s] -= self.rules.stake
            self.pool = self.rules.stake * num_players
            self.log.append(f"each player puts {self.rules.stake} in the pool: {self.pool}")
        self.starred: int | None = None
        self.star_open = True
        self.deciding: int | None = None      # a player out, to star or decline
        self.resume: int | None = None        # the striker, while another decides
        self.resume_out = False               # the striker lost his own life: the hand passes after
        self.winners: tuple[int, ...] = ()
        self.how = ""

    def _has_pool(self) -> bool:
        return True

    def colour(self, seat: int) -> str:
        return LIFE_COLOURS[seat]

    def owner(self, colour: str) -> int:
        return LIFE_COLOURS.index(colour)

    def _others(self) -> list[str]:
        s = self.striker
        return [self.colour(o) for o in self.alive_seats() if o != s]

    def _reports(self) -> list[Action]:
        if self.deciding is not None:
            return [Action("star"), Action("decline")]
        balls = self._others()
        out = [Action("take", (c,)) for c in balls]
        out += [Action("lose", (k, c)) for k in LIFE_LOSSES for c in balls]
        out += [Action("foul"), Action("no-count")]
        alive = self.alive_seats()
        if self.lives is not None and len(alive) == 2 and self.lives[alive[0]] == self.lives[alive[1]]:
            out.append(Action("divide"))
        return out

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        v, args = action.verb, action.args
        if self.deciding is not None:
            return (f"{self.seat_name(self.deciding)} ({self.colour(self.deciding)}) is out: he stars or declines first "
                    f"({SRC}.7, rule 15)", None)
        if v in ("star", "decline"):
            return (f"a star is bought only by a player just out, while three or more are left, once a pool "
                    f"({SRC}.7, rules 15-17)", None)
        if v == "divide":
            return (f"only the last two, with equal lives, may divide ({SRC}.7, rule 28)", None)
        ball = args[-1] if args else None
        if v in ("take", "lose") and isinstance(ball, str):
            if ball not in LIFE_COLOURS[:self.num_players]:
                return (f"{ball} is not a ball of this pool (the balls: "
                        f"{', '.join(LIFE_COLOURS[:self.num_players])}) ({SRC}.7)", None)
            if self.owner(ball) == self.striker:
                return (f"{ball} is the striker's own ball: he plays on another ({SRC}.7, rule 2)", None)
            if not self.alive(self.owner(ball)):
                return (f"{ball} is out of the pool ({SRC}.7)", None)
        if v == "lose" and args and args[0] not in LIFE_LOSSES:
            return (f"{args[0]} is not a way to lose a life; the ways: {', '.join(LIFE_LOSSES)} ({SRC}.7, rule 6)",
                    None)
        return super()._explain_illegal(action)

    def _life_paid(self, payer: int, payee: int, why: str) -> None:
        if self.rules.life:
            self.pay(payer, payee, self.rules.life, why)

    def _report(self, action: Action) -> None:
        s = self.striker
        v, args = action.verb, action.args
        if v in ("star", "decline"):
            self._decide(v == "star")
            return
        if v == "divide":
            alive = self.alive_seats()
            self.log.append("the last two divide the pool (rule 28)")
            self._end(tuple(alive), "the last two divide (rule 28)")
            return
        if v in ("foul", "no-count"):
            self.log.append(f"{self.seat_name(s)}: {'a foul stroke: no life lost, the ball spotted (rule 18)' if v == 'foul' else 'no count'}")
            self.hand_out()
            return
        if v == "take":
            o = self.owner(args[0])
            self._life_paid(o, s, f"his {args[0]} ball pocketed, rule 6")
            out = self.lose_life(o, f"his ball pocketed by {self.seat_name(s)}, rule 6")
            self._after_life(o, out, striker_out=False)
            return
        kind, ball = args
        o = self.owner(ball)
        rule, words = LIFE_LOSSES[kind]
        alive = self.alive_seats()
        if (kind == "miss" and self.lives is not None and len(alive) == 3
                and all(self.lives[x] == 1 for x in alive)):
            self.log.append(f"{self.seat_name(s)} misses with three left on one life each: the other two divide the pool "
                            "without another stroke (rule 27)")
            self._end(tuple(x for x in alive if x != s), "three on one life, the striker missed (rule 27)")
            return
        self._life_paid(s, o, f"{words}, rule {rule}")
        out = self.lose_life(s, f"{words}, rule {rule}")
        self._after_life(s, out, striker_out=True)

    def _after_life(self, who: int, out: bool, striker_out: bool) -> None:
        """After ``who`` lost a life: star offer, the end of the pool, or play on."""
        alive = self.alive_seats()
        if out and self.star_open and len(alive) >= 3:
            self.resume, self.resume_out = self.seat, striker_out
            self.deciding = who
            self.seat = who
            self.log.append(f"{self.seat_name(who)} is out: he may star (rule 15)")
            return
        if len(alive) == 1:
            self._end((alive[0],), "the last player in")
            return
        if striker_out:
            self.hand_out()

    def _decide(self, star: bool) -> None:
        who = self.deciding
        assert who is not None and self.lives is not None
        if star:
            low = min(self.lives[x] for x in self.alive_seats())
            self.lives[who] = low
            self.scores[who] -= self.rules.stake
            self.pool += self.rules.stake
            self.starred, self.star_open = who, False
            self.log.append(f"{self.seat_name(who)} stars: {self.rules.stake} into the pool ({self.pool}), {low} "
                            f"li{'ves' if low != 1 else 'fe'}, the lowest on the board (rules 15, 17)")
        else:
            self.log.append(f"{self.seat_name(who)} declines the star; the next out may (rule 16)")
        self.deciding = None
        self.seat = self.resume
        self.resume = None
        alive = self.alive_seats()
        if len(alive) == 1:
            self._end((alive[0],), "the last player in")
            return
        if self.resume_out:
            self.resume_out = False
            self.hand_out()

    def _end(self, winners: tuple[int, ...], how: str) -> None:
        self.winners, self.how = winners, how
        if self.pool:
            share, odd = divmod(self.pool, len(winners))
            for k, w in enumerate(winners):
                self.scores[w] += share + (odd if k == 0 else 0)
            self.log.append(f"the pool of {self.pool} to seat{'s' if len(winners) > 1 else ''} "
                            f"{', '.join(map(str, winners))}")
            self.pool = 0
        self._finish()

    def _result(self) -> str:
        if self.winners:
            return (f"game over: seat{'s' if len(self.winners) > 1 else ''} {', '.join(map(str, self.winners))} "
                    f"take{'s' if len(self.winners) == 1 else ''} the pool ({self.how})")
        return super()._result()

    def _sheet(self) -> list[str]:
        out = []
        for s in range(self.num_players):
            lives = "" if self.lives is None else (f", {self.lives[s]} li{'ves' if self.lives[s] != 1 else 'fe'}"
                                                   if self.lives[s] else ", out")
            star = " (starred)" if s == self.starred else ""
            out.append(f"{self.seat_name(s)} {self.colour(s)}: chips {self.scores[s]:+d}{lives}{star}")
        if self._has_pool():
            out.append(f"the pool: {self.pool}")
        return out

    def _extra_view(self) -> dict[str, Any]:
        v = super()._extra_view()
        v.update({"lives": list(self.lives) if self.lives is not None else None, "pool": self.pool,
                  "colours": list(LIFE_COLOURS[:self.num_players])})
        if self.deciding is not None:
            v["next"] = f"{self.seat_name(self.deciding)} is out: star or decline"
        elif self.seat is not None:
            v["next"] = f"{self.seat_name(self.seat)} ({self.colour(self.seat)}) to strike"
        return v

    def _table_key(self) -> Any:
        return (self.pool, self.starred, self.star_open, self.deciding, self.resume, self.resume_out,
                self.winners)


@dataclass(frozen=True)
class BlackPoolRules(Rules):
    life: int = option(1, "chips the value of a life: paid by the owner of a ball pocketed, and by every "
                       "player to the striker who pockets the black", "seed 001 part 6 §7.7, black pool",
                       minimum=1, maximum=1000, bound="our bound: 1000")
    innings: int = option(10, "turns each, after which the pool ends (the book's usual half-hour)",
                          "seed 001 part 6 §7.7: usually a time limit; our reading in turns", minimum=1,
                          maximum=1000)


class BlackPoolState(LifePoolState):
    """Black pool (§7.7, O-33): English pool with a black ball on the centre spot. A ball pocketed
    (``take COLOUR``) is paid for by its owner with a life's value and the striker plays on, and
    may then play at the black (``black``): pocketing it, every other player pays him a life's
    value -- so the owner of the first ball pocketed pays twice, once for his ball and once for
    the black. The striker's own faults (``lose KIND COLOUR``) pay the owner of the ball he was
    playing on, as in English pool. Nobody is ever out (no lives, no star, no pool); the game
    ends after the turns agreed (the book's usual half-hour). Our reading: the black is spotted
    again after it is pocketed, and is on only for the stroke after a ball is pocketed."""

    rules_cls = BlackPoolRules
    LIVES = False
    LAWS = (("black pool", "take COLOUR", "a ball pocketed: its owner pays a life's value", "he plays on and may "
             "play at the black"),
            ("black pool", "black", "the black pocketed (after a ball): every player pays a life's value", ""),
            *((rule, f"lose {kind} COLOUR", words, "a life's value to the owner of the ball played on")
              for kind, (rule, words) in LIFE_LOSSES.items()),
            ("18", "foul", "a foul stroke: a ball pocketed on it is not paid for and is spotted", "the hand passes"),
            ("§7.7", "no-count", "nothing pocketed", "the hand passes"),
            ("black pool", "(no one out)", "nobody is ever dead; the game ends at the time agreed", ""))

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.black_on = False

    def _has_pool(self) -> bool:
        return False

    def _reports(self) -> list[Action]:
        out = [a for a in super()._reports() if a.verb != "divide"]
        return out + ([Action("black")] if self.black_on else [])

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "black" and not self.black_on:
            return (f"the black is played at only after a ball is pocketed ({SRC}.7, black pool)", None)
        return super()._explain_illegal(action)

    def _report(self, action: Action) -> None:
        s = self.striker
        v = action.verb
        self.black_on = False
        if v == "black":
            for o in range(self.num_players):
                if o != s:
                    self.pay(o, s, self.rules.life, "the black pocketed: every player pays a life, black pool")
            return
        if v == "take":
            o = self.owner(action.args[0])
            self.pay(o, s, self.rules.life, f"his {action.args[0]} ball pocketed, black pool")
            self.black_on = True
            return
        if v == "lose":
            kind, ball = action.args
            rule, words = LIFE_LOSSES[kind]
            self.pay(s, self.owner(ball), self.rules.life, f"{words}, rule {rule}")
            self.hand_out()
            return
        super()._report(action)

    def _result(self) -> str:
        best = max(self.scores)
        who = [s for s in range(self.num_players) if self.scores[s] == best]
        return (f"game over after {self.rules.innings} turns each: seat{'s' if len(who) > 1 else ''} "
                f"{', '.join(map(str, who))} {'are' if len(who) > 1 else 'is'} best with {best:+d}")

    def _table_key(self) -> Any:
        return self.black_on


# --------------------------------------------------------------------------- registration


def _reg(slug: str, title: str, cls: type, summary: str, section: str, min_players: int = 2,
         max_players: int = 8, default_players: int = 2, status: str = "playable", notes: str = "",
         hidden: bool = False, utility: str = "zero-sum-chips") -> None:
    from .billiards import pad_laws
    register(GameInfo(slug=slug, title=title, family="billiards", min_players=min_players,
                      max_players=max_players, default_players=default_players, state_cls=cls,
                      rules_cls=cls.rules_cls, source=f"Foster 1914, seed 001 part 6 {section}", summary=summary,
                      status=status, notes=notes, information="imperfect" if hidden else "perfect",
                      chance="shuffled" if hidden else "none", utility=utility, items=("table",),
                      laws=pad_laws(cls, title, section)))


_reg("high-low-jack-pool", "High-low-jack pool", HighLowJackState,
     "High (15), Low (1) and Jack (9) a point each as pocketed, Game the rack's highest total; seven win.",
     "§7.5", utility="general-sum", status="partial",
     notes="The book does not say how Game counts when the totals tie: it is not scored here.")
_reg("forty-one-pool", "Forty-one pool", FortyOnePoolState,
     "Pocket balls that, with a private ball from the bottle, make exactly 41; the winner takes the pool.",
     "§7.5", hidden=True, default_players=3, status="partial",
     notes="The book gives no burst rule: over 41 the count starts again from nothing, as at pin pool.")
_reg("english-life-pool", "English life pool", LifePoolState,
     "Colours in order, three lives each, a life paid for by its owner, one star; the pool to the last in.",
     "§7.7", min_players=3, max_players=len(LIFE_COLOURS), default_players=3)
_reg("black-pool", "Black pool", BlackPoolState,
     "Life pool's payments and a black that every player pays for; nobody out, to a time limit.", "§7.7",
     min_players=3, max_players=len(LIFE_COLOURS), default_players=3)
_reg("pin-pool", "Pin pool", PinPoolState,
     "Five pins and a private ball: exactly 31 wins the pool, a natural outright, over 31 bursts.", "§7.9",
     hidden=True, default_players=3)
