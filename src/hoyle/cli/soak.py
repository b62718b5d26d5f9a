"""``hoyle soak``: the conformance checks of the test suite (:mod:`hoyle.conformance`), deeper
and longer, outside the suite: thousands of random legal playouts per game, or a time budget,
a table per game at the end (playouts, actions, seconds, actions per second, the first failure
with its seed); with ``--matches`` also random matches of many deals, the context carried from
deal to deal and every finished deal's record replayed (:func:`hoyle.conformance.check_match`)."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from typing import Optional

import typer
from rich.table import Table

from ._common import console, fail, print_json


def _one(args):
    slug, playouts, deep, seconds, first, matches, match_deals = args
    from ..conformance import check_game, check_match
    from ..core import get_game
    game = get_game(slug)
    rep = check_game(game, playouts, deep=deep, seconds=seconds, first_seed=first,
                     raise_on_failure=False)
    row = dict(rep.__dict__, matches=0)
    for k in range(matches if row["failure"] is None else 0):
        try:
            check_match(game, deals=match_deals, seed=first + k)
        except Exception as exc:                  # a check failed: reported, not raised
            text = str(exc).splitlines()[0][:200] if str(exc) else ""
            row["failure"] = f"match seed {first + k} ({match_deals} deals): {type(exc).__name__}: {text}"
            break
        row["matches"] = k + 1
    return row


def _one_env(args):
    """The environments' own checks on one game, longer than the suite's: PettingZoo's
    ``api_test`` with ``cycles`` cycles, Gymnasium's ``check_env`` and OpenSpiel's
    ``random_sim_test`` (``sims`` simulations, with serialization); the first failure."""
    import contextlib
    import io
    import time
    import warnings
    slug, cycles, sims = args
    t0 = time.perf_counter()
    failure = None
    try:
        import hoyle.env
        from gymnasium.utils.env_checker import check_env
        from pettingzoo.test import api_test
        import pyspiel

        with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
            warnings.simplefilter("ignore")
            api_test(hoyle.env.aec(slug), num_cycles=cycles)
            check_env(hoyle.env.gym(slug, opponents="bot"), skip_render_check=True)
            pyspiel.random_sim_test(hoyle.env.openspiel(slug, deals=max(sims, 1)), num_sims=sims,
                                    serialize=True, verbose=False)
    except ImportError as exc:
        failure = f"needs the env extra (pip install 'hoyle[env]'): {exc}"
    except Exception as exc:                      # a check failed: reported, not raised
        failure = f"{type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}"
    return {"slug": slug, "cycles": cycles, "sims": sims, "seconds": time.perf_counter() - t0,
            "failure": failure}


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    @app.command()
    def soak(games: Optional[list[str]] = typer.Argument(None, help="games or families (default: every registered game)"),
             playouts: int = typer.Option(10_000, min=1, help="random legal playouts per game"),
             deep: int = typer.Option(1_000, min=0, help="of them, how many check at every step"),
             seconds: Optional[float] = typer.Option(None, min=0.1, help="time budget per game (stops early)"),
             first_seed: int = typer.Option(0, min=0, help="seed of the first playout"),
             workers: int = typer.Option(1, min=1, max=64, help="processes (games run in parallel)"),
             matches: int = typer.Option(0, min=0, max=100_000, help="random matches per game besides the "
                                         "playouts, the context carried from deal to deal"),
             match_deals: int = typer.Option(20, min=1, max=10_000, help="with --matches: deals a match "
                                             "(fewer where the match ends)"),
             env: bool = typer.Option(False, "--env", help="the AI environments' checks instead (PettingZoo "
                                      "api_test, Gymnasium check_env, OpenSpiel random_sim_test)"),
             cycles: int = typer.Option(1_000, min=1, help="with --env: api_test's cycles per game"),
             sims: int = typer.Option(20, min=1, help="with --env: OpenSpiel simulations per game"),
             json_out: bool = typer.Option(False, "--json", help="the table as JSON")) -> None:
        """Soak every game (or the GAMES / families named) in the conformance checks, or with
        --env in the checks of its PettingZoo, Gymnasium and OpenSpiel environments (the
        hoyle.env package; the test suite runs them with a few cycles); exit 1 if any fails."""
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
        if env:
            _soak_env(slugs, cycles, sims, workers, json_out)
            return
        jobs = [(s, playouts, min(deep, playouts), seconds, first_seed, matches, match_deals) for s in slugs]
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
            t = Table(title=f"hoyle soak: {len(rows)} game{'s' * (len(rows) != 1)}")
            cols = ("game", "playouts", "deep", *(("matches",) if matches else ()), "actions", "seconds",
                    "actions/s", "result")
            for col in cols:
                t.add_column(col, justify="left" if col in ("game", "result") else "right")
            for r in rows:
                rate = r["actions"] / r["seconds"] if r["seconds"] else 0
                t.add_row(r["slug"], str(r["playouts"]), str(r["deep"]), *((str(r["matches"]),) if matches else ()),
                          f"{r['actions']:,}", f"{r['seconds']:.1f}", f"{rate:,.0f}",
                          "ok" if r["failure"] is None else f"FAIL {r['failure']}")
            console.print(t)
        if any(r["failure"] for r in rows):
            raise typer.Exit(1)


def _soak_env(slugs: list[str], cycles: int, sims: int, workers: int, json_out: bool) -> None:
    jobs = [(s, cycles, sims) for s in slugs]
    if workers == 1:
        rows = []
        for j in jobs:
            if not json_out and console.is_terminal:
                console.print(f"soaking {j[0]}'s environments ...", end="\r")
            rows.append(_one_env(j))
    else:
        with ProcessPoolExecutor(workers) as pool:
            rows = list(pool.map(_one_env, jobs))
    if json_out:
        print_json(rows)
    else:
        t = Table(title=f"hoyle soak --env: {len(rows)} game{'s' * (len(rows) != 1)}")
        for col in ("game", "api_test cycles", "OpenSpiel sims", "seconds", "result"):
            t.add_column(col, justify="left" if col in ("game", "result") else "right")
        for r in rows:
            t.add_row(r["slug"], str(r["cycles"]), str(r["sims"]), f"{r['seconds']:.1f}",
                      "ok" if r["failure"] is None else f"FAIL {r['failure']}")
        console.print(t)
    if any(r["failure"] for r in rows):
        raise typer.Exit(1)
