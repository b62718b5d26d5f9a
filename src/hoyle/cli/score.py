"""``hoyle score GAME [--balls "10 7 3 ..."] [--events "carom; miss; ..."] [--players N] [--json]``:
the score pad of a game played on a real table (bowling, billiards, pool, shuffleboard;
:mod:`hoyle.mechanics.scorepad`); for whist and auction bridge (``--deals``) the card games'
score card (:mod:`hoyle.cli.score_cards`). The events are the game's own reports (``ball 7``, ``foul``,
``carom``, ``pot 15``, ``foul scratch``; ``hoyle rules GAME`` names them); with neither option the
pad reads one report a line from the terminal until the game is over (``quit`` or end of input
leaves), printing the pad after each; where each player holds a private ball (pin pool, forty-one
pool) ``private SEAT`` shows that seat's, for him alone. ``--names "Ann,Bob"`` names the players
(:meth:`hoyle.mechanics.scorepad.ScorePadState.name_players`; without it ``seat 0``, ``seat 1``,
as ``hoyle play`` numbers the seats, or ``side 0``/``side 1``), and a seat may be given by its
name wherever a report or ``private`` takes one. ``--save FILE`` writes the pad's record (the
reports as a ``hoyle-record``, with the names), which ``hoyle replay FILE`` replays and prints
as the pad was printed here."""

from __future__ import annotations

import copy
import re
import sys
from pathlib import Path
from typing import Any, Optional

import typer
from rich.markup import escape
from rich.table import Table

from ._common import console, fail, print_json
from .score_cards import DEALS_HELP, has_score_card, score_card_command


def _reports(balls: str | None, events: str | None) -> list[str] | None:
    if balls is not None and events is not None:
        fail("give --balls or --events, not both")
    if balls is not None:
        return balls.replace(",", " ").split()     # the pad reads 7, X, /, -, F itself
    if events is not None:
        return [e.strip() for e in events.replace("\n", ";").split(";") if e.strip()]
    return None


#: one ball as --balls writes it: the pins (0-12), X a strike, / a spare, - a miss, F a foul
_BALL = re.compile(r"\d{1,2}|[xX/\-fF]")


def _is_bowling(state: object) -> bool:
    from ..games.tables import BowlingState
    return isinstance(state, BowlingState)


def _names(text: str | None) -> list[str] | None:
    """``--names "Ann,Bob"`` as a list (``None``: not given)."""
    if text is None:
        return None
    return [n.strip() for n in text.split(",")]


def _sheet_table(view: dict[str, Any]) -> Table | None:
    """A bowling sheet as a table: a row per bowler, a column per frame (its balls and running
    total), then the score."""
    frames = view.get("frames")
    if not frames:
        return None
    n = max(10, max(len(f) for f in frames))
    t = Table(title=str(view.get("game", "")).replace("-", " ").capitalize() + " - score sheet")
    t.add_column("bowler")
    for k in range(1, n + 1):
        t.add_column(str(k), justify="center")
    t.add_column("score", justify="right")
    for s, row in enumerate(frames):
        line = str(view["sheet"][s]).split(": ", 1)[-1].rsplit(" = ", 1)[0]
        cells = [c.strip() for c in line.split("|")] if row else []
        shown = [escape("\n".join(c.rsplit(" ", 1))) for c in cells] + [""] * (n - len(cells))
        names = view.get("names") or []
        t.add_row(str(names[s]) if s < len(names) else f"seat {s}", *shown, str(view["scores"][s]))
    return t


def _print(state: Any, json: bool) -> None:
    view = state.view(None)
    if json:
        print_json(view)
        return
    table = _sheet_table(view)
    if table is not None:
        console.print(table)
        if view.get("next"):
            console.print(f"next: {escape(str(view['next']))}")
        if view.get("result"):
            console.print(f"result: {escape(str(view['result']))}")
    else:
        console.print(escape(state.render_view(view)))


def _private(state: Any, text: str) -> None:
    """``private SEAT`` at the terminal pad: that seat's private ball (pin pool, forty-one pool),
    for the player to read alone; refused in a game without one."""
    words = text.split()
    if "private_ball" not in state.view(0):
        console.print(f"[red]refused:[/] {state.game.slug} has no private balls")
        return
    seat = state.seat_index(" ".join(words[1:])) if len(words) >= 2 else None
    if seat is None or not 0 <= seat < state.num_players:
        names = ", ".join(f"{s} or {state.seat_name(s)}" for s in range(state.num_players))
        console.print(f"[red]refused:[/] private takes a seat, by its number or its name: {escape(names)}")
        return
    who = escape(state.seat_name(seat))
    console.print(f"{who}'s private ball: {state.view(seat)['private_ball']} (for {who}'s eyes only)")


def _save_pad(state: Any, path: Path | None) -> None:
    """``--save FILE``: the pad's record (:func:`hoyle.core.record.save_record`: the reports as
    actions, each seat by its number) with the players' names, for ``hoyle replay FILE``."""
    if path is None:
        return
    from ..core.record import save_record
    rec = state.record()
    named = getattr(state, "seat_names", None)
    if isinstance(named, tuple):
        rec["names"] = list(named)
    try:
        save_record(rec, path)
    except OSError as exc:
        fail(f"cannot write {path}: {exc}")


def replay_pad(rec: dict[str, Any], state: Any) -> None:
    """``hoyle replay FILE`` of a score pad's record: the pad as ``hoyle score`` printed it,
    its players named as the record names them (``--save`` with ``--names``)."""
    names = rec.get("names")
    if names is not None:
        from ..core import HoyleError
        if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
            fail("a pad's names are a list of strings, one a player")
        try:
            state.name_players(names)
        except HoyleError as exc:
            fail(f"the record's names: {exc}")
    n = len(rec["actions"])
    console.print(escape(f"{rec['game']}: the pad's {n} report{'s' if n != 1 else ''} replayed and checked"),
                  soft_wrap=True)
    _print(state, False)


def is_pad(state: object) -> bool:
    from ..mechanics.scorepad import ScorePadState
    return isinstance(state, ScorePadState)


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    @app.command("score")
    def score_cmd(
        game: str = typer.Argument(..., help="a game played on a real table: ten-pins, duck-pins, "
                                   "fifteen-ball-pool, american-carom-billiards, shuffleboard, ...; "
                                   "or a card game played with a real pack: whist, whist-american, "
                                   "auction-bridge, bridge, cribbage (cribbage-five-card, "
                                   "cribbage-seven-card, cribbage-three-hand, cribbage-four-hand), "
                                   "euchre, piquet, rubicon-piquet, pinochle"),
        balls: Optional[str] = typer.Option(None, "--balls", help='bowling: the pins of each ball in order, '
                                            'e.g. "X 7 / 9 -" or "10 7 3 9 0" (X strike, / spare, '
                                            '- a miss, F a foul ball)'),
        events: Optional[str] = typer.Option(None, "--events", help='the reports in order, separated by ";", '
                                             'e.g. "carom; carom; miss"'),
        players: Optional[int] = typer.Option(None, "--players", help="players (default: the game's fewest)"),
        deals: Optional[str] = typer.Option(None, "--deals", help=DEALS_HELP),
        names: Optional[str] = typer.Option(None, "--names", help='the players\' names in seat order, e.g. '
                                            '"Ann,Bob" (default: seat 0, seat 1, ..., or side 0 and side 1; '
                                            'a card: N E S W, or the seats its game names; whist and bridge: five or more names form a club table, cut by "cut NAME CARD ..." lines or "cut draw", six at most seated and the rest waiting for a place; "enter NAME" and "leave NAME" lines); everything printed '
                                            'and --json name them so, and a report, an entry or "private" that '
                                            'takes a seat reads the name as well as the number; a pad\'s player count '
                                            'is the names\' count unless --players says it'),
        json: bool = typer.Option(False, "--json", help="the pad as JSON"),
        save: Optional[Path] = typer.Option(None, "--save", help="write the pad's (or the card's) record to "
                                            "this file at the end: hoyle replay FILE enters it again, "
                                            "checks it and prints it as printed here"),
    ) -> None:
        """Keep the score pad of a game played at a real table from the events reported there,
        or the score card of a card game (whist, bridge, cribbage, euchre, piquet, pinochle)
        from each deal's announced result (one deal a line from --deals or the standard input;
        see --deals for the line format)."""
        from ..core import HoyleError, get_game
        if has_score_card(game):
            if balls is not None or players is not None:
                fail(f"{game}: a card game's score card takes --deals, --names and --json (not --balls "
                     "or --players: the game sets its seats)")
            score_card_command(game, deals if deals is not None else events, json, _names(names), save)
            return
        if deals is not None:
            fail(f"--deals is for the card games' score cards (whist, auction-bridge, cribbage, euchre, piquet, "
                 f"rubicon-piquet, pinochle), not {game}")
        try:
            g = get_game(game)
        except HoyleError as exc:
            fail(str(exc))
        if not g.has("table"):
            fail(f"{g.slug} is played by hoyle itself, not kept on a score pad: hoyle play {g.slug}")
        given = _names(names)
        n = (len(given) if given else g.min_players) if players is None else players
        if not g.min_players <= n <= g.max_players:
            fail(f"{g.title} is kept for {g.player_span()} players, not {n}")
        try:
            # the operating system's chance: a private ball drawn from the pad's bottle (pin pool)
            # must not be the same at every table
            from ..core.chance import SystemShuffler
            state = g.new_deal(n, None, SystemShuffler())
            if given:
                state.name_players(given)
        except HoyleError as exc:
            fail(str(exc))
        todo = _reports(balls, events)
        if todo is not None:
            for i, text in enumerate(todo, start=1):
                if state.is_over:
                    fail(f"report {i} ({text[:40]}): the game is over, no more is reported ({state.result_text()})")
                try:
                    state.apply(text)
                except HoyleError as exc:
                    fail(f"report {i} ({text[:40]}): {exc}")
            _save_pad(state, save)
            _print(state, json)
            return
        _print(state, False)
        while not state.is_over:
            line = sys.stdin.readline()
            if not line or line.strip().lower() in ("quit", "exit", "q"):
                break
            text = line.strip()
            if not text:
                continue
            if text in ("help", "?"):
                console.print("reports now: " + escape(", ".join(state.legal_strings())))
                if "private_ball" in state.view(0):
                    console.print("private SEAT: show that seat's private ball (to him alone); SEAT its number or its name")
                continue
            if text.split()[0].lower() == "private":
                _private(state, text)
                continue
            words = text.split()
            if len(words) > 1 and _is_bowling(state) and all(_BALL.fullmatch(w) for w in words):
                # several balls on one line, as --balls takes them: all or none (a copy is tried
                # first, so a refused ball leaves the pad as it was)
                trial = copy.deepcopy(state)
                try:
                    for i, w in enumerate(words, start=1):
                        if trial.is_over:
                            raise HoyleError(f"the game is over after ball {i - 1} of the line")
                        try:
                            trial.apply(w)
                        except HoyleError as exc:
                            raise HoyleError(f"ball {i} of the line ({w}): {exc}") from None
                except HoyleError as exc:
                    console.print(f"[red]refused:[/] {escape(str(exc))} (nothing on the line was taken)")
                    continue
                state = trial
                _print(state, False)
                continue
            try:
                state.apply(text)
            except HoyleError as exc:
                console.print(f"[red]refused:[/] {escape(str(exc))}")
                continue
            _print(state, False)
        _save_pad(state, save)
        if json:
            print_json(state.view(None))
