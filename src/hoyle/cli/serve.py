"""``hoyle serve``: the web table (lobby, tables, bots) on a local database."""

from __future__ import annotations

from typing import Optional

import typer

from ._common import console, fail

#: uvicorn's log levels, quietest first
LOG_LEVELS = ("critical", "error", "warning", "info", "debug", "trace")


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    @app.command("serve")
    def serve_cmd(
        host: str = typer.Option("127.0.0.1", "--host", help="address to listen on (default: this machine only)"),
        port: int = typer.Option(8000, "--port", help="TCP port"),
        database: str = typer.Option("hoyle.db", "--database",
                                     help="a SQLite file, or a database URL such as postgresql://user@host/db"),
        bot_delay: float = typer.Option(0.6, "--bot-delay", help="seconds a bot waits before it acts"),
        seed: Optional[int] = typer.Option(None, "--seed", min=0, help="reproducible deals (demonstrations and tests only: "
                                                      "the seed gives away the cards)"),
        log_level: str = typer.Option("info", "--log-level", help="uvicorn log level: " + ", ".join(LOG_LEVELS)),
        idle_unload: float = typer.Option(900.0, "--idle-unload",
                                          help="seconds after which a table nobody uses leaves memory "
                                               "(it is rebuilt from the database when opened); 0: never"),
        max_tables: int = typer.Option(60, "--max-tables-per-client",
                                       help="tables one address may create an hour (then HTTP 429 "
                                            "with Retry-After); 0: no limit"),
        max_connections: int = typer.Option(32, "--max-connections-per-client",
                                            help="WebSockets one address may hold open at once (more "
                                                 "are closed with code 4429); 0: no limit"),
        max_messages: float = typer.Option(20.0, "--max-messages-per-client",
                                           help="WebSocket messages one address may send a second, "
                                                "bursts of twice that (more get an error and are not "
                                                "taken; a flood is closed with 4429); 0: no limit"),
    ) -> None:
        """Serve the web table: play any hoyle game in the browser, with friends and bots.

        Limits count per remote address (behind a reverse proxy on this machine, the address
        in X-Forwarded-For). Tables with a person's seat are private (not in the lobby, joined
        by their link) unless created with "private": false.
        """
        from ..store import Store, StoreError
        from ..web import serve
        from ..web.limits import Limits

        if log_level.lower() not in LOG_LEVELS:
            fail(f"--log-level must be one of {', '.join(LOG_LEVELS)}, not {log_level!r}")
        log_level = log_level.lower()
        if not database.strip():
            fail("--database must name a SQLite file or a database URL (an empty name would "
                 "keep every table in memory only, lost when the server stops)")
        if not 0 < port < 65536:
            fail(f"--port must be 1..65535, not {port}")
        if bot_delay < 0 or bot_delay > 60:
            fail("--bot-delay must be between 0 and 60 seconds")
        if idle_unload < 0:
            fail("--idle-unload must be a number of seconds >= 0 (0: never unload)")
        for flag, v, hi in (("--max-tables-per-client", max_tables, 1_000_000),
                            ("--max-connections-per-client", max_connections, 1_000_000),
                            ("--max-messages-per-client", max_messages, 1_000_000)):
            if not 0 <= v <= hi:
                fail(f"{flag} must be from 0 (no limit) to {hi:,}, not {v}")
        limits = Limits(max_tables, max_connections, max_messages)
        try:
            store = Store(database)
            store.migrate()
            store.dispose()
        except (StoreError, ImportError) as exc:
            fail(str(exc))
        console.print(f"hoyle web table on [bold]http://{host}:{port}/[/] "
                      f"(database: {store.safe_url})")
        serve(host=host, port=port, database=database, bot_delay=bot_delay,
              log_level=log_level, seed=seed, idle_unload=idle_unload or None, limits=limits)
