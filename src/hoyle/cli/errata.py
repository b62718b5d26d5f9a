"""``hoyle errata [GAME|FAMILY] [--json]``: every printed figure of the books beside its exact value."""

from __future__ import annotations

from typing import Optional

import typer
from rich.table import Table

from ._common import console, fail, print_json

RULE = ("correct = the exact value rounds to the printed figure at its printed unit (whole numbers, "
        "halves for ½, quarters for ¼, the decimals printed); close = within 10 %; wrong otherwise")


def show_errata(target: Optional[str], json: bool) -> None:
    """Print the errata of ``target`` (all games when None) as a table or JSON; one-line error for
    an unknown name."""
    from ..analysis.errata import ErrataTargetError, errata
    try:
        rows = errata(target)
    except ErrataTargetError as exc:
        fail(str(exc))
    if json:
        print_json(rows)
        return
    if not rows:
        console.print(f"no printed figures of {target} are checked")
        return
    n = {v: sum(1 for r in rows if r["verdict"] == v) for v in ("correct", "close", "wrong")}
    summary = (f"{len(rows)} figure{'s' * (len(rows) != 1)}: {n['correct']} correct, {n['close']} close, "
               f"{n['wrong']} wrong. Sources and notes: --json.")
    if not console.is_terminal:
        # piped or redirected: one tab-separated line a figure, the stable ids whole
        # (``hoyle errata | grep wrong | cut -f1``), as ``hoyle games`` prints piped
        typer.echo("\t".join(_COLUMNS))
        for r in rows:
            typer.echo("\t".join(" ".join(str(r[c]).split()) for c in _COLUMNS))
        typer.echo(summary)
        return
    t = Table(title=f"Printed figures beside the exact values ({RULE})")
    for col in _COLUMNS:
        t.add_column(col, overflow="fold", no_wrap=col == "id")
    colour = {"correct": "green", "close": "yellow", "wrong": "red"}
    for r in rows:
        t.add_row(r["id"], r["game"], r["item"], r["printed"], r["exact"], f"[{colour[r['verdict']]}]{r['verdict']}[/]")
    console.print(t)
    console.print(summary)


_COLUMNS = ("id", "game", "item", "printed", "exact", "verdict")


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    @app.command("errata")
    def errata_cmd(
        target: Optional[str] = typer.Argument(None, help="a game (slug) or a family (poker, banking, ...); "
                                               "default: every game"),
        json: bool = typer.Option(False, "--json", help="machine-readable output"),
    ) -> None:
        """The books' printed odds and figures beside the exact values, with a verdict by one rule."""
        show_errata(target, json)
