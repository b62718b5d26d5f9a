"""``hoyle games`` (the registry as a table) and ``hoyle rules GAME`` (summary, options, laws)."""

from __future__ import annotations

import typer
from rich.table import Table

from ..core import HoyleError, all_games, get_game
from ._common import console, fail, print_json


def games(json_out: bool = typer.Option(False, "--json", help="print the registry as JSON"),
          markdown: bool = typer.Option(False, "--markdown", help="print a Markdown table (as in README)")) -> None:
    """List every registered game: slug, title, family, players, status, items (--json adds
    sources and every trait). Piped, one tab-separated line a game."""
    rows = all_games()
    if markdown:
        typer.echo("| family | game (registry slug) | title | players | status | source; notes |")
        typer.echo("|---|---|---|---|---|---|")
        for g in rows:
            note = g.source + (f"; {g.notes}" if g.notes else "")
            typer.echo(f"| {g.family} | `{g.slug}` | {g.title} | {g.min_players}-{g.max_players} | "
                       f"{g.status} | {note.replace('|', '/')} |")
        return
    if json_out:
        print_json([{"slug": g.slug, "title": g.title, "family": g.family,
                     "players": [g.min_players, g.max_players], "aliases": list(g.aliases),
                     "status": g.status, "source": g.source, "bots": ["random", *g.bots],
                     "traits": g.traits}
                    for g in rows])
        return
    if not console.is_terminal:
        # piped or redirected: one tab-separated line a game, never a word broken to fit
        # a width nobody sees (``hoyle games | grep poker | cut -f1``)
        typer.echo("\t".join(_COLUMNS))
        for g in rows:
            typer.echo("\t".join(_cells(g)))
        return
    table = Table(title=f"hoyle games ({len(rows)})")
    for col in _COLUMNS:
        table.add_column(col, overflow="fold", no_wrap=col == "slug")
    for g in rows:
        table.add_row(*_cells(g))
    console.print(table)


_COLUMNS = ("slug", "title", "family", "players", "status", "items")


def _cells(g) -> tuple[str, ...]:
    return (g.slug, g.title, g.family, f"{g.min_players}-{g.max_players}", g.status,
            "+".join(g.traits["items"]))


def _kind(g) -> str:
    """The traits in a few words: ``cards; imperfect; shuffled; zero-sum-chips``."""
    t = g.traits
    words = ["+".join(t["items"]), t["information"], f"chance {t['chance']}", t["utility"]]
    if t["simultaneous"]:
        words.append("simultaneous")
    if t["carries_items"]:
        words.append("carries its " + ("shoe" if "cards" in t["items"] else "items"))
    return "; ".join(words)


def rules(game: str = typer.Argument(..., help="game name or alias, e.g. draw-poker"),
          json_out: bool = typer.Option(False, "--json", help="print as JSON")) -> None:
    """Show a game's summary, its rule options (defaults and sources) and its laws."""
    try:
        g = get_game(game)
    except HoyleError as exc:
        fail(str(exc))
    opts = g.rules_cls.options()
    for o in opts:
        if o["name"] in g.defaults:
            o["default"] = g.defaults[o["name"]]
    laws = [{"number": law.number, "code": law.code, "summary": law.summary, "penalty": law.penalty}
            for law in (g.laws or [])]
    if json_out:
        print_json({"slug": g.slug, "title": g.title, "summary": g.summary, "source": g.source,
                    "players": [g.min_players, g.max_players], "traits": g.traits, "options": opts,
                    "laws": {"name": g.laws.name, "source": g.laws.source, "laws": laws} if g.laws else None})
        return
    console.print(f"[bold]{g.title}[/] ({g.slug}) — {g.min_players} to {g.max_players} players")
    if g.aliases:
        console.print(f"also called: {', '.join(g.aliases)}")
    console.print(f"source: {g.source}")
    console.print(f"kind: {_kind(g)}")
    if g.summary:
        console.print()
        console.print(g.summary)
    t = Table(title="rule options (hoyle play ... --name value)")
    for col in ("option", "default", "meaning", "source"):
        t.add_column(col, overflow="fold")
    for o in opts:
        default = "(see meaning)" if o["default"] is None else str(o["default"])
        t.add_row("--" + o["name"].replace("_", "-"), default, o["doc"], o["source"])
    console.print(t)
    if g.laws:
        lt = Table(title=f"{g.laws.name} ({g.laws.source})")
        for col in ("law", "code", "summary", "penalty"):
            lt.add_column(col, overflow="fold")
        for law in laws:
            lt.add_row(law["number"], law["code"], law["summary"], law["penalty"])
        console.print(lt)


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    app.command("games")(games)
    app.command("rules")(rules)
