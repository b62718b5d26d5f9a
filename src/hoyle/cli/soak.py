"""``hoyle soak``: the conformance checks of the test suite (:mod:`hoyle.conformance`), deeper
and longer, outside the suite: thousands of random legal playouts per game, or a time budget,
a table per game at the end (playouts, actions, seconds, actions per second, the first failure
with its seed)."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from typing import Optional

import typer
from rich.table import Table

from ._common import console, fail, print_json


def _one(args):
    slug, playouts, deep, seconds, first = args
    from ..conformance import check_game
    from ..core import get_game
    rep = check_game(get_game(slug), playouts, deep=deep, seconds=seconds, first_seed=first,
                     raise_on_failure=False)
    return rep.__dict__


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    @app.command()
    def soak(games: Optional[list[str]] = typer.Argument(None, help="games or families (default: every registered game)"),
             playouts: int = typer.Option(10_000, min=1, help="random legal playouts per game"),
             deep: int = typer.Option(1_000, min=0, help="of them, how many check at every step"),
             seconds: Optional[float] = typer.Option(None, min=0.1, help="time budget per game (stops early)"),
             first_seed: int = typer.Option(0, min=0, help="seed of the first playout"),
             workers: int = typer.Option(1, min=1, max=64, help="processes (games run in parallel)"),
             json_out: bool = typer.Option(False, "--json", help="the table as JSON")) -> None:
        """Soak every game (or the GAMES / families named) in the conformance checks; exit 1 if
        any fails."""
        from ..core import HoyleError, all_games, get_game
        registry = all_games()
        chosen = []
        for name in games or []:
            fam = [g.slug for g in registry if g.family == name]
            if fam:
                chosen += fam
                continue
            try:
                chosen.append(get_game(name).slug)
            except HoyleError as exc:
                fail(str(exc))
        slugs = list(dict.fromkeys(chosen)) or [g.slug for g in registry]
        jobs = [(s, playouts, min(deep, playouts), seconds, first_seed) for s in slugs]
        rows = []
        if workers == 1:
            for j in jobs:
                if not json_out and console.is_terminal:
                    console.print(f"soaking {j[0]} ...", end="\r")
                rows.append(_one(j))
        else:
            with ProcessPoolExecutor(workers) as pool:
                rows = list(pool.map(_one, jobs))
        if json_out:
            print_json(rows)
        else:
            t = Table(title=f"hoyle soak: {len(rows)} games")
            for col in ("game", "playouts", "deep", "actions", "seconds", "actions/s", "result"):
                t.add_column(col, justify="left" if col in ("game", "result") else "right")
            for r in rows:
                rate = r["actions"] / r["seconds"] if r["seconds"] else 0
                t.add_row(r["slug"], str(r["playouts"]), str(r["deep"]), f"{r['actions']:,}",
                          f"{r['seconds']:.1f}", f"{rate:,.0f}", "ok" if r["failure"] is None else f"FAIL {r['failure']}")
            console.print(t)
        if any(r["failure"] for r in rows):
            raise typer.Exit(1)
