"""Run the web table under uvicorn."""

from __future__ import annotations

import os

from ..core.chance import SystemShuffler

WS_MAX_SIZE = 65536   # frames above this are refused by the WebSocket layer itself


def serve(host: str = "127.0.0.1", port: int = 8000, database: str | os.PathLike = "hoyle.db",
          bot_delay: float = 0.6, log_level: str = "info", seed: int | None = None,
          idle_unload: float | None = 900.0, limits=None) -> None:
    """Serve the lobby and tables on ``host:port`` with everything stored in ``database``.

    ``seed`` makes deals reproducible (for tests and demonstrations only: anyone who knows
    the seed knows the cards); the default deals from the operating system's CSPRNG.
    ``idle_unload``: seconds before an unused table leaves memory (None: never).
    ``limits``: per-address limits (:class:`hoyle.web.limits.Limits`; None: the defaults).
    """
    import uvicorn

    from ..core.chance import SeededShuffler
    from .app import create_app

    if seed is None:
        factory = SystemShuffler
    else:
        import itertools
        counter = itertools.count()

        def factory():
            return SeededShuffler(seed * 1_000_003 + next(counter))
    app = create_app(database, shuffler_factory=factory, bot_delay=bot_delay, idle_unload=idle_unload,
                     limits=limits)
    uvicorn.run(app, host=host, port=port, log_level=log_level, ws_max_size=WS_MAX_SIZE, ws_per_message_deflate=False,
                ws="auto", lifespan="on")
