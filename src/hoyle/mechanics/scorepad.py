"""The score pad: games whose play happens on a real table (an alley, a billiard table, a deck).

hoyle does not simulate the physics of a ball or a weight; at those tables it is what the book
is: the rules and the score. The players (or a marker) *report* what happened -- pins down
with a ball, a ball potted, a carom, a foul of a named kind, weights in a scoring area -- and
the pad applies the game's rules to it: frames, strikes and spares, the tenth frame, innings,
game totals, fouls with their penalties by rule number, who plays next, and when the game is
over. Two shapes serve every row of the catalog's families 18 and 19 (seed 001 part 6 §6, §7,
§9):

* :class:`FrameSheet` -- a bowler's sheet of frames (Foster 1914, seed 001 part 6 §9.2, the
  ABC rules of 1906 §9.3): the balls a bowler rolls as pins down per ball, split into frames;
  a **strike** (every pin with the frame's first ball) scores the pins and the next
  ``strike_bonus`` balls, a **spare** (every pin with a later ball of the frame) the pins and
  the next ``spare_bonus`` balls, a **break** the pins alone; the last frame takes the fill
  balls its strike or spare earns, the pins set up again after each full rack. The shape is
  :class:`FrameScoring` (pins set up, frames, balls a frame may take, whether all pins down
  with the frame's last ball is a spare), so the cocked hat's three pins and three balls
  (max 90) and five back's five pins (max 150) are the same sheet as ten-pins' 300.
* :class:`ScorePadState` -- a :class:`~hoyle.core.state.GameState` whose actions are the
  reported events, for the games (:mod:`hoyle.games.tables`) to fill with their rules:
  ``_reports()`` lists the reports open now (the legal actions), ``_report(action)`` applies
  one. The base keeps whose turn it is (``seat``), the game's points per seat (``scores``),
  whether the game is over, the pad's lines for a terminal or a web table
  (``view["sheet"]``), a fast clone and a position key. :class:`InningPadState` builds on it
  for the billiard and pool games: a striker plays until a stroke fails to score (his
  *inning*), each report scoring for him, against him, or for the others, by the game's rule
  number; the game ends at its points (``target``, or exactly the target where the book says
  so) or after an agreed number of innings each. Three things a pool game may need come with it,
each off until a game asks for it (seed 001 part 6 §7.5, §7.7, §7.9):

* **lives** (:meth:`InningPadState.give_lives`): each seat starts with a number of lives (English
  life pool's three); :meth:`~InningPadState.lose_life` takes one, a seat with none is out and
  :meth:`~InningPadState.hand_out` passes it by (as it passes a seat that must miss a turn,
  :meth:`~InningPadState.miss_turn`: snooker rule 17);
* **payments** between seats (:meth:`~InningPadState.pay`): chips a ball or a life is paid by
  one player to another, so the pad's points are each player's net and they balance (shell-out,
  life pool, black pool);
* **a private ball from the bottle** (:meth:`~InningPadState.fill_bottle`,
  :meth:`~InningPadState.draw_private`): each seat draws a numbered ball that only he knows (pin
  pool's small ball, forty-one pool's); it is drawn with the deal's shuffler (hidden chance, so a
  record replays it), shown in that seat's own view only (``view(seat)["private_ball"]``), told
  to him alone in the log, and revealed to all when the game is over.

A refused report raises :class:`~hoyle.core.errors.IllegalAction` with the reason (more pins
than are standing; a ball after the game ended; a ball potted that is not on the table) and
leaves the pad as it was (the state contract, :mod:`hoyle.core.state`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..core.actions import MAX_NAME_CHARS, Action
from ..core.errors import DealNotOver
from ..core.state import GameState

__all__ = ["FrameScoring", "FrameSheet", "Frame", "TEN_PINS", "ScorePadState", "InningPadState",
           "sheet_lines"]


@dataclass(frozen=True)
class FrameScoring:
    """The shape of a bowling sheet.

    Attributes:
        pins: pins set up for each frame (ten-pins 10, cocked hat 3, five back 5).
        frames: frames in a game (10).
        balls: balls a frame may take (2 at ten-pins; 3 at cocked hat and duck pins).
        strike_bonus: balls added to a strike (2).
        spare_bonus: balls added to a spare (1).
        spare_on_last_ball: all pins down with the frame's last ball (the third of three) is a
            spare; False: it scores the pins only (duck pins' usual reading).
    """

    pins: int = 10
    frames: int = 10
    balls: int = 2
    strike_bonus: int = 2
    spare_bonus: int = 1
    spare_on_last_ball: bool = True

    @property
    def maximum(self) -> int:
        """The best game: a strike every frame with its fills (300 at ten-pins)."""
        return self.frames * self.pins * (1 + self.strike_bonus)


#: ten-pins by the ABC rules (seed 001 part 6 §9.2-9.3): 10 pins, 10 frames, 2 balls a frame
TEN_PINS = FrameScoring()


@dataclass(frozen=True)
class Frame:
    """One frame of a sheet: its ``balls`` (pins down per ball, fills included in the last
    frame), its ``mark`` (``"X"`` strike, ``"/"`` spare, ``"-"`` break, ``""`` not finished),
    its ``score`` (``None`` until its bonus balls are rolled) and ``total`` (the running total,
    ``None`` likewise)."""

    balls: tuple[int, ...]
    mark: str
    score: int | None
    total: int | None


class FrameSheet:
    """A bowler's balls (pins down per ball, in order) read as frames by ``scoring``.

    Args:
        scoring: the :class:`FrameScoring` shape (default ten-pins).
        balls: the balls rolled so far (each a whole number of pins).

    Raises ``ValueError`` (with the reason in words) when ``balls`` is not a possible sequence:
    a ball of more pins than are standing, or a ball after the game ended (:meth:`refusal`
    says the same without raising).
    """

    def __init__(self, scoring: FrameScoring = TEN_PINS, balls: tuple[int, ...] | list[int] = ()):
        self.scoring = scoring
        self.balls: tuple[int, ...] = ()
        for b in balls:
            why = self.refusal(b)
            if why:
                raise ValueError(why)
            self.balls += (b,)

    # -- reading the balls as frames -------------------------------------------------------
    def _split(self) -> list[tuple[int, ...]]:
        """The balls of each frame begun, in order (the last frame with its fills)."""
        sc, i, b = self.scoring, 0, self.balls
        out: list[tuple[int, ...]] = []
        while i < len(b):
            if len(out) == sc.frames - 1:
                out.append(b[i:])
                break
            fr: list[int] = []
            while i < len(b) and len(fr) < sc.balls and sum(fr) < sc.pins:
                fr.append(b[i])
                i += 1
            out.append(tuple(fr))
        return out

    def _kind(self, fr: tuple[int, ...]) -> str:
        """``"X"``, ``"/"`` or ``"-"`` for a frame's own balls (fills not counted); ``""`` while
        it may go on."""
        sc = self.scoring
        down = 0
        for k, x in enumerate(fr[:sc.balls]):
            down += x
            if down >= sc.pins:
                if k == 0:
                    return "X"
                return "/" if (k < sc.balls - 1 or sc.spare_on_last_ball) else "-"
        return "-" if len(fr) >= sc.balls else ""

    def _last_needs(self, fr: tuple[int, ...]) -> int:
        """Balls the last frame takes in all, fills included, given its balls so far."""
        sc = self.scoring
        kind = self._kind(fr)
        if kind == "X":
            return 1 + sc.strike_bonus
        if kind == "/":
            down, k = 0, 0
            while down < sc.pins:
                down += fr[k]
                k += 1
            return k + sc.spare_bonus
        return sc.balls if kind == "" else len(fr[:sc.balls])

    def frames(self) -> list[Frame]:
        """Each frame begun, with its mark, score and running total."""
        sc = self.scoring
        parts = self._split()
        out: list[Frame] = []
        total: int | None = 0
        pos = 0
        for n, fr in enumerate(parts):
            pos += len(fr)
            last = n == sc.frames - 1
            kind = self._kind(fr)
            score: int | None
            if last:
                done = len(fr) >= self._last_needs(fr) and kind != ""
                score = sum(fr) if done else None
            elif kind == "":
                score = None
            else:
                bonus = {"X": sc.strike_bonus, "/": sc.spare_bonus}.get(kind, 0)
                nxt = self.balls[pos:pos + bonus]
                score = sum(fr) + sum(nxt) if len(nxt) == bonus else None
            total = None if (score is None or total is None) else total + score
            out.append(Frame(fr, kind, score, total))
        return out

    # -- what may come next ------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """Every frame rolled, the last with its fills."""
        parts = self._split()
        if len(parts) < self.scoring.frames:
            return False
        last = parts[-1]
        return self._kind(last) != "" and len(last) >= self._last_needs(last)

    @property
    def frame(self) -> int:
        """The frame being rolled (0-based; ``scoring.frames`` once over)."""
        if self.over:
            return self.scoring.frames
        parts = self._split()
        if not parts:
            return 0
        n = len(parts) - 1
        if n < self.scoring.frames - 1 and self._kind(parts[-1]) != "":
            n += 1
        return n

    def standing(self) -> int:
        """Pins standing for the next ball (a full set at a frame's first ball and after a
        full rack in the last frame's fills); 0 once the game is over."""
        sc = self.scoring
        if self.over:
            return 0
        parts = self._split()
        if not parts:
            return sc.pins
        fr = parts[-1]
        if len(parts) < sc.frames:
            return sc.pins if self._kind(fr) != "" else sc.pins - sum(fr)
        left = sc.pins
        for x in fr:
            left -= x
            if left == 0:
                left = sc.pins
        if len(fr) >= sc.balls and self._kind(fr) == "-":
            return 0
        return left

    def ball_in_frame(self) -> int:
        """The next ball's number within its frame (1-based; fills go on counting)."""
        parts = self._split()
        if not parts:
            return 1
        fr = parts[-1]
        if len(parts) < self.scoring.frames and self._kind(fr) != "":
            return 1
        return len(fr) + 1

    def refusal(self, pins: int) -> str | None:
        """Why a ball of ``pins`` cannot be the next ball (``None`` when it can): the game is
        over, a count below 0, or more pins than are standing."""
        if self.over:
            return f"the game is over: all {self.scoring.frames} frames are rolled (seed 001 part 6 §9.2)"
        if pins < 0:
            return f"a ball knocks down 0 pins or more, not {pins}"
        up = self.standing()
        if pins > up:
            return (f"only {up} pin{'s' if up != 1 else ''} standing for ball {self.ball_in_frame()} of frame "
                    f"{self.frame + 1}, not {pins} (seed 001 part 6 §9.2: deadwood is removed)")
        return None

    def roll(self, pins: int) -> "FrameSheet":
        """A new sheet with one more ball. Raises ValueError (the :meth:`refusal`) if it cannot be."""
        why = self.refusal(pins)
        if why:
            raise ValueError(why)
        twin = FrameSheet(self.scoring)
        twin.balls = self.balls + (pins,)
        return twin

    def total(self) -> int:
        """The score so far: the last running total that is known (0 before any)."""
        known = [f.total for f in self.frames() if f.total is not None]
        return known[-1] if known else 0


def sheet_lines(sheet: "FrameSheet", marks: list[str] | None = None) -> str:
    """A sheet as one line of text, each frame's balls as the score sheet writes them (``X`` a
    strike, ``/`` the ball that makes a spare, else the pins; ``F`` a foul ball, where
    ``marks`` -- one per ball, optional -- says so) and its running total: ``8 / 15 | X 35 |
    ...``, ``?`` for a total not known yet."""
    pins = sheet.scoring.pins
    out, pos = [], 0
    for f in sheet.frames():
        shown, left, first = [], pins, True
        for x in f.balls:
            m = marks[pos] if marks and pos < len(marks) else ""
            left -= x
            if m:
                shown.append(m)
            elif left == 0:
                shown.append("X" if first else "/")
            else:
                shown.append(str(x))
            first = False
            if left == 0:
                left = pins
                first = True
            pos += 1
        out.append(f"{' '.join(shown)} {f.total if f.total is not None else '?'}")
    return " | ".join(out)


class ScorePadState(GameState):
    """A game kept on a score pad: its actions are the events reported at the table.

    The base holds ``seat`` (the player to report for; ``None`` once the game is over),
    ``scores`` (the pad's points per seat) and ``done``. A game defines ``_reports()`` (the
    reports open now: the legal actions), ``_report(action)`` (apply one, already checked),
    ``_sheet()`` (the pad as lines of text, one per seat or side) and may override
    ``_names()`` (a seat's name on the pad) and ``_result()``. ``outcome()`` is the pad's
    points per seat (the traits' ``general-sum``: each keeps his own score).
    """

    unit: ClassVar[str] = "points"
    #: what the pad calls a player who has no name given (:meth:`name_players`): ``seat 0``,
    #: ``seat 1``, ... (0-based, as ``hoyle play`` numbers the seats); ``side`` where two sides
    #: play (shuffleboard, battle bowling)
    SEAT_WORD: ClassVar[str] = "seat"
    #: the reports whose last word is a seat (``foul out-of-turn SEAT``, shuffleboard's ``ship
    #: S``): the seat may be given by its number or by its name on the pad (:meth:`seat_index`)
    SEAT_REPORTS: ClassVar[tuple[str, ...]] = ()
    #: the longest name a player may be given (:meth:`name_players`)
    NAME_CHARS: ClassVar[int] = MAX_NAME_CHARS

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.seat: int | None = 0
        self.scores: list[int] = [0] * num_players

    # -- the players' names ------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """The player's name on the pad: the one given by :meth:`name_players` (``hoyle score
        GAME --names "Ann,Bob"``), else ``seat N`` (``side N``: :data:`SEAT_WORD`)."""
        names = getattr(self, "seat_names", None)
        if isinstance(names, tuple) and isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return f"{self.SEAT_WORD} {seat}"

    def name_players(self, names: "list[str] | tuple[str, ...]") -> None:
        """Name the players, in seat order; the pad's lines, its log, what is to be reported
        next and the result then call them so (:meth:`~hoyle.core.state.GameState.seat_name`),
        and a report that takes a seat reads the name as well as the number.

        Raises:
            SetupError: not one name a player, a name empty, too long, a whole number (a
                report reads a number as a seat), holding ``,`` ``;`` or ``:``, another seat's
                default name, or given twice (the pad is unchanged)."""
        from ..core.errors import SetupError
        got = tuple(" ".join(str(n).split()) for n in names)
        if len(got) != self.num_players:
            raise SetupError(f"give one name a player: {self.num_players} players, {len(got)} "
                             f"name{'s' if len(got) != 1 else ''} ({', '.join(got)[:80]})")
        seen: dict[str, int] = {}
        for s, n in enumerate(got):
            if not n:
                raise SetupError(f"the name of {self.SEAT_WORD} {s} is empty")
            if len(n) > self.NAME_CHARS:
                raise SetupError(f"a name is at most {self.NAME_CHARS} characters, not {len(n)} ({n[:30]!r}...)")
            if any(c in n for c in ",;:"):
                raise SetupError(f"a name holds no ',', ';' or ':' ({n!r})")
            if n.lstrip("+-").isdigit():
                raise SetupError(f"a name is not a number ({n!r}): a report reads a number as a seat")
            low = n.lower()
            other = next((o for o in range(self.num_players) if o != s and low == f"{self.SEAT_WORD} {o}"), None)
            if other is not None:
                raise SetupError(f"{n!r} is what the pad calls {self.SEAT_WORD} {other}; choose another name "
                                 f"for {self.SEAT_WORD} {s}")
            if low in seen:
                raise SetupError(f"two players are named {n!r} ({self.SEAT_WORD}s {seen[low]} and {s})")
            seen[low] = s
        self.seat_names = got

    def name_seats(self, names: "list[str | None] | tuple[str | None, ...]") -> tuple[str, ...]:
        """Name the players who have a name, in seat order, the others keeping the pad's own
        ``seat N`` (a web table's seated players, each as typed when joining). A seat with no
        name (``None``) or one :meth:`name_players` refuses (empty, a number, another seat's
        ``seat N``, an earlier seat's name, case not counted) keeps ``seat N``. The pad's
        reports are unchanged: a seat is stored by its number. Returns the names used."""
        from ..core.errors import SetupError
        got = [f"{self.SEAT_WORD} {s}" for s in range(self.num_players)]
        for s, raw in enumerate(list(names)[:self.num_players]):
            if raw is None:
                continue
            trial = [*got[:s], str(raw), *got[s + 1:]]
            try:
                self.name_players(trial)
            except SetupError:
                continue
            got = list(self.seat_names)
        self.seat_names = tuple(got)
        return self.seat_names

    def name_refusal(self, seat: int, name: str) -> str | None:
        """Why :meth:`name_seats` would leave ``seat`` its own label if its player were named
        ``name``, the other seats named as they are now (``None``: the name is taken): the
        reason :meth:`name_players` gives. The pad is unchanged (a web table refuses the seat
        with the reason, :meth:`hoyle.web.tables.LiveTable.name_refusal`)."""
        from ..core.errors import SetupError
        trial = [str(name) if s == seat else self.seat_name(s) for s in range(self.num_players)]
        had = self.__dict__.get("seat_names")
        try:
            self.name_players(trial)
        except SetupError as exc:
            return str(exc)
        finally:
            if had is None:
                self.__dict__.pop("seat_names", None)
            else:
                self.seat_names = had
        return None

    def seat_index(self, word: str) -> int | None:
        """The seat ``word`` names: its number (``1``), its name on the pad (``Ann``, ``seat
        1``; case does not matter); ``None`` if it names none."""
        w = " ".join(word.split()).lower()
        if w.isascii() and w.isdigit() and len(w) <= 3:
            return int(w)
        for s in range(self.num_players):
            if w in (self.seat_name(s).lower(), f"{self.SEAT_WORD} {s}"):
                return s
        return None

    def _parse_action(self, text: str) -> Action:
        """A report of :data:`SEAT_REPORTS` reads its seat by number or name; any other the
        game's notation reads."""
        from ..core.actions import parse_action
        from ..core.errors import ActionParseError
        line = " ".join(text.split())
        for head in self.SEAT_REPORTS:
            if line.lower().startswith(head + " "):
                rest = line[len(head) + 1:]
                seat = self.seat_index(rest)
                if seat is None:
                    names = ", ".join(f"{s} or {self.seat_name(s)}" for s in range(self.num_players))
                    raise ActionParseError(f"{head} takes a seat, by its number or its name ({names}), not {rest[:30]!r}")
                return parse_action(f"{head} {seat}")
        return super()._parse_action(text)

    def _names_view(self) -> list[str]:
        return [self.seat_name(s) for s in range(self.num_players)]

    @property
    def to_act(self) -> int | None:
        return self.seat

    def legal_actions(self) -> list[Action]:
        if self.seat is None:
            return []
        return self._reports()

    def _reports(self) -> list[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        self._report(action)

    def _report(self, action: Action) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _sheet(self) -> list[str]:
        return [f"{self.seat_name(s)}: {self.scores[s]}" for s in range(self.num_players)]

    def _extra_view(self) -> dict[str, Any]:
        return {}

    def _seat_view(self, seat: int | None) -> dict[str, Any]:
        """What only ``seat`` may see (``None``: a spectator); ``{}`` by default."""
        return {}

    def _finish(self) -> None:
        self.seat = None
        self.log.append(self._result())

    def _result(self) -> str:
        best = max(self.scores)
        who = [s for s in range(self.num_players) if self.scores[s] == best]
        names = ", ".join(f"{self.seat_name(s)}" for s in who)
        return f"game over: {names} {'tie' if len(who) > 1 else 'wins'} with {best}"

    def outcome(self) -> list[int]:
        if self.seat is not None:
            raise DealNotOver("the game is not over")
        return list(self.scores)

    def result_text(self) -> str | None:
        return None if self.seat is not None else self._result()

    def position_key(self) -> Any:
        return (tuple(self.scores), self.seat, tuple(self.history_key()))

    def history_key(self) -> tuple:
        return tuple((s, a.verb, a.args) for s, a in self.history)

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {"game": self.game.slug, "names": self._names_view(), "scores": list(self.scores),
                             "sheet": self._sheet(), "to_act": self.seat}
        v.update(self._extra_view())
        v.update(self._seat_view(seat))
        if self.seat is None:
            v["result"] = self._result()
            v["outcome"] = self.outcome()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        """The pad as a terminal shows it: the game, one line per seat's sheet, what is to be
        reported next, and the result once over."""
        title = str(view.get("game", cls.__name__)).replace("-", " ").capitalize()
        lines = [f"{title} - score pad"]
        lines.extend("  " + str(x) for x in view.get("sheet", []))
        if view.get("private_ball") is not None:
            lines.append(f"Your private ball: {view['private_ball']} (no other seat sees it)")
        if view.get("next"):
            lines.append(f"Next: {view['next']}")
        if view.get("result"):
            lines.append(f"Result: {view['result']}")
        elif view.get("to_act") is not None:
            names = view.get("names") or []
            who = view["to_act"]
            lines.append(f"{names[who] if 0 <= who < len(names) else f'seat {who}'} to report")
        return "\n".join(lines)

    def clone(self) -> "ScorePadState":
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        for k, v in self.__dict__.items():
            if isinstance(v, list):
                twin.__dict__[k] = list(v)
            elif isinstance(v, dict):
                twin.__dict__[k] = dict(v)
        return twin


class InningPadState(ScorePadState):
    """A billiard or pool game on the pad: a striker's inning lasts while his strokes score.

    Rules read from ``self.rules``: ``target`` (points for game; 0: no target), ``innings``
    (innings each, 0: no limit; the game ends when every seat has played them). Class data:
    ``EXACT`` (the target must be made exactly: bottle pool's 31; going over is a *burst*,
    :meth:`_burst`). A game's ``_report`` calls :meth:`score` (points to a seat, with the rule
    cited in the log) and :meth:`hand_out` (the inning ends, the next seat strikes); the game
    ends by :meth:`_check_end`.
    """

    EXACT: ClassVar[bool] = False

    def __init__(self, num_players: int, rules: Any = None, shuffler: Any = None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.innings: list[int] = [1] + [0] * (num_players - 1)     # innings begun per seat
        self.run = 0          # the striker's points this inning
        self.lives: list[int] | None = None      # lives left per seat (give_lives); None: no lives
        self.missing: list[int] = [0] * num_players   # turns each seat is to miss (miss_turn)
        self.bottle: list[int] | None = None     # the numbered balls left in the bottle (fill_bottle)
        self.private: list[int | None] = [None] * num_players    # each seat's private ball

    @property
    def striker(self) -> int:
        return self.seat if self.seat is not None else 0

    @property
    def target(self) -> int:
        """The rules' ``target`` (points for game; 0: none)."""
        return int(getattr(self.rules, "target", 0))

    @property
    def innings_limit(self) -> int:
        """The rules' ``innings`` (innings each; 0: no limit)."""
        return int(getattr(self.rules, "innings", 0))

    def score(self, seat: int, points: int, why: str) -> None:
        """Add ``points`` (may be negative) to ``seat``'s score, logging ``why`` (the rule)."""
        self.scores[seat] += points
        if seat == self.seat:
            self.run += points
        self.log.append(f"{self.seat_name(seat)} {points:+d} ({why}): {self.scores[seat]}")

    def to_others(self, points: int, why: str) -> None:
        """``points`` to every seat but the striker (a miss paid to the opponent)."""
        for s in range(self.num_players):
            if s != self.seat:
                self.score(s, points, why)

    # -- payments between players ----------------------------------------------------------
    def pay(self, payer: int, payee: int, chips: int, why: str) -> None:
        """``payer`` pays ``chips`` to ``payee`` (a ball or a life paid for), logged with ``why``
        (the rule); the pad's points stay balanced."""
        self.scores[payer] -= chips
        self.scores[payee] += chips
        if payee == self.seat:
            self.run += chips
        self.log.append(f"{self.seat_name(payer)} pays {self.seat_name(payee)} {chips} ({why})")

    # -- lives ----------------------------------------------------------------------------------
    def give_lives(self, lives: int) -> None:
        """Every seat starts with ``lives`` lives (English life pool's three, §7.7 rule 2)."""
        self.lives = [lives] * self.num_players

    def alive(self, seat: int) -> bool:
        """Whether ``seat`` is still in (always, in a game without lives)."""
        return self.lives is None or self.lives[seat] > 0

    def alive_seats(self) -> list[int]:
        return [s for s in range(self.num_players) if self.alive(s)]

    def lose_life(self, seat: int, why: str) -> bool:
        """``seat`` loses a life (``why``: the rule); True if it was his last (he is out)."""
        assert self.lives is not None, "lose_life in a game without lives (give_lives first)"
        self.lives[seat] -= 1
        left = self.lives[seat]
        self.log.append(f"{self.seat_name(seat)} loses a life ({why}): {left} left" + ("; out" if not left else ""))
        return left == 0

    def miss_turn(self, seat: int, why: str) -> None:
        """``seat`` is to miss his next turn (snooker rule 17); :meth:`hand_out` passes him by."""
        self.missing[seat] += 1
        self.log.append(f"{self.seat_name(seat)} loses his next turn ({why})")

    # -- a private ball from the bottle ---------------------------------------------------------
    def fill_bottle(self, balls: range | list[int]) -> None:
        """Put the numbered small balls in the bottle (pin pool's, forty-one pool's)."""
        self.bottle = list(balls)

    def draw_private(self, seat: int, why: str = "drawn from the bottle") -> int:
        """``seat`` draws a ball from the bottle with the deal's shuffler (hidden chance: the
        record's draws replay it); only he is told its number. Returns it. The ball he held
        before, if any, is not put back (:meth:`return_private`)."""
        assert self.bottle, "draw_private from an empty bottle"
        ball = self.bottle.pop(self.shuffler.randint(len(self.bottle)))
        self.private[seat] = ball
        self.note(f"{self.seat_name(seat)}: your private ball is {ball} ({why})", to=seat, until_over=True)
        return ball

    def return_private(self, ball: int) -> None:
        """Put a private ball back in the bottle."""
        assert self.bottle is not None
        self.bottle.append(ball)
        self.bottle.sort()

    def _seat_view(self, seat: int | None) -> dict[str, Any]:
        if self.bottle is None or seat is None or not 0 <= seat < self.num_players:
            return {}
        return {"private_ball": self.private[seat]}

    def _result_privates(self) -> str:
        """The private balls as the end of the game reveals them ("" in a game without)."""
        if self.bottle is None:
            return ""
        return "; private balls " + ", ".join(f"{self.seat_name(s)} {b}" for s, b in enumerate(self.private))

    def _burst(self, seat: int) -> None:
        """Over the exact target (bottle pool): the excess starts the new score."""
        t = self.target
        self.log.append(f"{self.seat_name(seat)} bursts with {self.scores[seat]}: starts again with {self.scores[seat] - t}")
        self.scores[seat] -= t

    def _check_end(self) -> bool:
        """End the game if a seat has made the target (or every seat its innings); True if so."""
        t = self.target
        if t:
            for s in range(self.num_players):
                if self.EXACT and self.scores[s] > t:
                    self._burst(s)
            made = [s for s in range(self.num_players) if (self.scores[s] == t if self.EXACT else self.scores[s] >= t)]
            if made:
                self._finish()
                return True
        return False

    def hand_out(self) -> None:
        """The striker's inning ends; the next seat strikes (or the game ends on innings)."""
        if self.seat is None:
            return
        nxt = self.seat
        limit = self.innings_limit
        for _ in range(2 * self.num_players * (1 + max(self.missing)) + 1):
            nxt = (nxt + 1) % self.num_players
            if not self.alive(nxt):
                continue
            if limit and self.innings[nxt] >= limit:
                self._finish()
                return
            if self.missing[nxt]:
                self.missing[nxt] -= 1
                self.innings[nxt] += 1
                self.log.append(f"{self.seat_name(nxt)} misses this turn")
                continue
            break
        self.seat = nxt
        self.innings[nxt] += 1
        self.run = 0

    def _sheet(self) -> list[str]:
        return [f"{self.seat_name(s)}: {self.scores[s]} ({self.innings[s]} inning{'s' if self.innings[s] != 1 else ''})"
                for s in range(self.num_players)]

    def _extra_view(self) -> dict[str, Any]:
        return {"innings": list(self.innings), "run": self.run,
                "target": self.target, "next": f"{self.seat_name(self.seat)}'s stroke" if self.seat is not None else ""}

    def position_key(self) -> Any:
        return (tuple(self.scores), self.seat, tuple(self.innings), self.run, tuple(self.missing),
                tuple(self.lives or ()), tuple(self.private), self._table_key())

    def clone(self) -> "InningPadState":
        twin = super().clone()
        if self.bottle is not None:          # the clone draws on from its own copy of the shuffler
            import copy
            twin.shuffler = copy.deepcopy(self.shuffler)
        return twin  # type: ignore[return-value]

    def _table_key(self) -> Any:
        return ()
