"""``hoyle serve``: the web table (lobby, tables, bots) on a local database."""

from __future__ import annotations

import typer

from ._common import console, fail


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    @app.command("serve")
    def serve_cmd(
        host: str = typer.Option("127.0.0.1", "--host", help="address to listen on (default: this machine only)"),
        port: int = typer.Option(8000, "--port", help="TCP port"),
        database: str = typer.Option("hoyle.db", "--database",
                                     help="a SQLite file, or a database URL such as postgresql://user@host/db"),
        bot_delay: float = typer.Option(0.6, "--bot-delay", help="seconds a bot waits before it acts"),
        seed: int = typer.Option(None, "--seed", help="reproducible deals (demonstrations and tests only: "
                                                      "the seed gives away the cards)"),
        log_level: str = typer.Option("info", "--log-level", help="uvicorn log level"),
        idle_unload: float = typer.Option(900.0, "--idle-unload",
                                          help="seconds after which a table nobody uses leaves memory "
                                               "(it is rebuilt from the database when opened); 0: never"),
    ) -> None:
        """Serve the web table: play any hoyle game in the browser, with friends and bots."""
        from ..store import Store, StoreError
        from ..web import serve

        if not 0 < port < 65536:
            fail(f"--port must be 1..65535, not {port}")
        if bot_delay < 0 or bot_delay > 60:
            fail("--bot-delay must be between 0 and 60 seconds")
        if idle_unload < 0:
            fail("--idle-unload must be a number of seconds >= 0 (0: never unload)")
        try:
            store = Store(database)
            store.migrate()
            store.dispose()
        except (StoreError, ImportError) as exc:
            fail(str(exc))
        console.print(f"hoyle web table on [bold]http://{host}:{port}/[/] "
                      f"(database: {store.safe_url})")
        serve(host=host, port=port, database=database, bot_delay=bot_delay,
              log_level=log_level, seed=seed, idle_unload=idle_unload or None)
