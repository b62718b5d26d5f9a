"""``hoyle duplicate``: play a whole duplicate whist (or duplicate auction, or duplicate bridge)
match with bots and print the score table (Foster 1914, 001 part 2 §1-2; 001 part 1 §4.2, §4.8,
§8)."""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

import typer
from rich.table import Table

from ._common import console, fail, print_json


def _num(v) -> str:
    if isinstance(v, Fraction):
        if v.denominator == 1:
            v = int(v)
        else:
            return f"{float(v):+.2f}" if v else "="
    if isinstance(v, int) and not isinstance(v, bool):
        return f"{v:+d}" if v else "="
    return str(v)


def register(app: typer.Typer, odds_app: typer.Typer) -> None:

    @app.command("duplicate")
    def duplicate(
        movement: str = typer.Option("howell", help="club, team-pairs, howell, gilman, pairs, four-pairs, "
                                                    "mitchell, compass, memory, individuals, safford, "
                                                    "mitchell-mixed, couples"),
        teams: Optional[int] = typer.Option(None, "--teams",
                                            help="number of teams, pairs or players (by movement; also "
                                                 "written --pairs or --players); for club: "
                                                 "the fours each of the two clubs fields (one set of two "
                                                 "tables a four); for team-pairs: the pairs of each team"),
        pairs: Optional[int] = typer.Option(None, "--pairs", hidden=True),     # --teams, by another name
        players: Optional[int] = typer.Option(None, "--players", hidden=True),
        boards: Optional[int] = typer.Option(None, help="boards (trays) in all, 1 to 400; default: the movement's"),
        seed: Optional[int] = typer.Option(None, min=0, help="seed for the deal of the boards (0 or more)"),
        game: str = typer.Option("duplicate-whist", help="per-deal game: duplicate-whist, duplicate-auction, "
                                                         "duplicate-bridge, or another duplicate whist slug"),
        bots: str = typer.Option("bot,random", help="bots given to the entrants in turn, comma-separated: "
                                                    "bot (the game's best) or random"),
        transpose: bool = typer.Option(False, help="Foster's two-pair system: suits transposed on replays"),
        json: bool = typer.Option(False, "--json", help="machine-readable output"),
        records: bool = typer.Option(False, "--records", help="with --json: include each play's record"),
    ) -> None:
        """Play a duplicate match with bots: every board dealt once and replayed at each table the
        movement sends it to, then scored (totals, plus or minus, matches, compass, shortfalls)."""
        from ..core.errors import HoyleError
        given = {f: v for f, v in (("--teams", teams), ("--pairs", pairs), ("--players", players))
                 if v is not None}
        if len(set(given.values())) > 1:
            fail(f"{' and '.join(given)} are one number by different names; give it once")
        teams = next(iter(given.values()), None)
        if records and not json:
            fail("--records adds each play's record to the --json output: give --json too")
        from ..core.registry import get_game
        from ..games import whist
        from ..mechanics.duplicate import MAX_BOARDS, MOVEMENTS, is_duplicate_game
        if movement not in MOVEMENTS:
            fail(f"unknown movement {movement!r} (movements: {', '.join(MOVEMENTS)})")
        try:
            info = get_game(game)
        except HoyleError as exc:
            fail(str(exc))
        if is_duplicate_game(info) is None:
            fail(f"{info.slug} is not a duplicate game (use duplicate-whist, duplicate-auction, "
                 "duplicate-bridge or another duplicate whist slug)")
        defaults = {"memory": 2, "individuals": 4, "safford": 8, "couples": 16, "four-pairs": 4,
                    "mitchell-mixed": 12, "howell": 3, "gilman": 3, "club": 1, "mitchell": 6, "compass": 6,
                    "team-pairs": 3}
        entrants = teams if teams is not None else defaults.get(movement, 4)
        if boards is not None and not 1 <= boards <= MAX_BOARDS:
            fail(f"--boards must be from 1 to {MAX_BOARDS} (our bound: the book sets none; a "
                 f"match's work grows with its boards times its tables), not {boards}")
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
        try:
            if json:
                m = whist.play_match(movement, entrants, boards, game=info, seed=seed, bots=bots,
                                     transpose=transpose)
            else:        # progress by plays of a board (the schedule's length is known once built)
                with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                              TimeRemainingColumn(), console=console, transient=True) as prog:
                    task = prog.add_task(f"playing the {movement} movement", total=None)

                    def played(state, match) -> None:
                        prog.update(task, total=len(match.schedule), advance=1)

                    m = whist.play_match(movement, entrants, boards, game=info, seed=seed, bots=bots,
                                         transpose=transpose, on_end=played)
        except (ValueError, HoyleError) as exc:
            fail(str(exc))
        st = m.standings()
        bot_names = [b.strip() for b in bots.split(",")]
        kind = MOVEMENTS[movement][1]
        if json:
            out = {"movement": movement, "game": info.slug, kind: entrants, "boards": m.movement.boards,
                   "bots": bot_names,
                   "tables": m.movement.tables, "plays": len(m.plays), "seed": seed, **st.to_dict()}
            if records:
                out["records"] = [p.record for p in m.plays]
            print_json(out)
            return
        who = (f"clubs {' and '.join(map(str, m.movement.entrants))}, {entrants} four{'s' * (entrants != 1)} "
               f"a side" if movement == "club" else
               f"teams {' and '.join(map(str, m.movement.entrants))}, {entrants} pairs a side"
               if movement == "team-pairs" else f"{entrants} {kind}")
        t = Table(title=f"{MOVEMENTS[movement][0]}: {who}, {m.movement.boards} boards, "
                        f"{m.movement.tables} tables ({info.slug}, {st.measure}; bots {', '.join(bot_names)})")
        cols = ["entrant", "total", "plus_minus", "matches"] + [c for c in ("direction", "compass", "lost", "odd_pair", "revoke")
                                                              if any(c in r for r in st.rows)]
        for c in cols:
            head = {"plus_minus": "plus/minus", "odd_pair": "odd pair avg (law G)", "revoke": "R"}.get(c, c)
            t.add_column(head, justify="left" if c in ("entrant", "direction") else "right")
        for r in st.rows:
            cells = []
            for c in cols:
                v = r.get(c)
                if c in ("entrant", "direction", "revoke"):
                    cells.append("" if v is None else str(v))
                elif c in ("total", "odd_pair"):
                    cells.append("" if v is None else str(v) if not isinstance(v, Fraction) or v.denominator == 1
                                 else f"{float(v):.2f}")
                elif c == "matches":
                    cells.append(str(int(v)) if v.denominator == 1 else f"{float(v):g}")
                else:
                    cells.append(_num(v) if v is not None else "")
            t.add_row(*cells)
        console.print(t)
