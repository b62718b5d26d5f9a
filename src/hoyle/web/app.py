"""The ASGI application (Starlette): lobby and table pages, a JSON API and a WebSocket per table.

HTTP:
    GET  /                                   the lobby page
    GET  /table/{id}                         the table page (the invitation link)
    GET  /api/games                          the registry: games, players, rule options, bots
    GET  /api/tables                         the public tables (newest first; a private table,
                                             the default with a human seat, is not listed)
    POST /api/tables                         create: {"game", "players", "rules", "seats", "name",
                                             "private", "pbn", "score_only"}; 400 with the reason (nothing
                                             stored), 429 with Retry-After past the per-address
                                             limit. ``pbn``: the text of a PBN file (whist and
                                             bridge games): the table deals its boards as given
                                             (every board validated first); body up to
                                             MAX_CREATE_BODY bytes. ``score_only``: a
                                             game with a score card (``score_card`` in
                                             /api/games) played with a real pack: the
                                             table deals nothing and keeps the score card
                                             of the announced deals (hoyle.web.scoreonly)
    GET  /api/tables/{id}                    one table (seats, deal number, totals)
    POST /api/tables/{id}/join               {"seat", "name"} -> {"seat", "token"}
    GET  /api/tables/{id}/deals              finished deals with their outcomes (and each
                                             record's path)
    GET  /api/tables/{id}/deals/{n}/record   a finished deal's record (for ``hoyle replay``),
                                             for the seated players only: send that table's
                                             seat token as ``Authorization: Bearer TOKEN``
                                             (a record holds the whole deal, every hand
                                             folded or not; without a valid token: 403)
    GET  /api/tables/{id}/deals/{n}/pbn      a finished whist or bridge deal as PBN (the hands,
                                             the auction and the play), on the record's terms:
                                             the seated players only (403), finished deals only
                                             (404), and never while the deal's pack is still
                                             dealt from (409: PBN holds every hand, so it would
                                             tell the rest of a live pack)
    GET  /api/tables/{id}/stats              per-player statistics
    GET  /api/metrics                        server-side time per action (p50/p99, ms)

WebSocket /ws/{id}: the client first sends ``{"type": "hello", "token": TOKEN}`` (no token:
a spectator), then ``{"type": "act", "action": "raise 10", "seq": N}`` (``seq``: the actions
it has seen; a stale one is refused), ``{"type": "next"}`` (the next deal) or
``{"type": "ping"}``. At a score-only table the action is the line typed as announced
(``NS 8 honours EW 3``, ``correct 2: NS 9``, ``close``), from any seated player
(:mod:`hoyle.web.scoreonly`). The server sends ``state`` (that seat's view, its legal actions and
controls when it is to act, the masked log, the outcome), ``ack`` after an action is stored,
``seats`` and ``error`` (``message``, maybe ``law``). Bad input never changes anything:
every message the server cannot take (not JSON, nested too deep, a wrong type, an action
that is not one of the game's, ``raise --5``, ``bet ①``) is answered with an ``error`` and
the connection stays open; nothing a client sends writes a traceback to the log.

Close codes: 4400 (no hello), 4401 (bad token), 4404 (no such table), 4408 (hello timeout),
4413 (the client stopped reading and its outbox overflowed: reconnect to resync; none of its
later actions is taken), 4429 (too many connections or messages from one address), 4503 (the
database is unavailable: reconnect later).

Several processes may serve one PostgreSQL database (:mod:`hoyle.web.cluster`): a client may be
sent to any of them. The table-creation limit is then counted in the database, over all
processes together (``hoyle_rate_buckets``); the connection and message limits are counted by
each process for the sockets it holds.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import time
from contextlib import asynccontextmanager
from functools import partial
from pathlib import Path
from typing import Any, Callable

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core.chance import Shuffler, SystemShuffler
from ..core.errors import HoyleError
from ..core.record import is_sealed, pack_finished, public_record
from ..core.registry import all_games
from ..store import Store, StoreError
from .limits import CLOSE_LIMIT, Limits, RateTable, retry_after
from .scoreonly import is_score_only, real_slug
from .tables import CLOSE_SLOW, Client, TableManager, WebError, game_info_json, pbn_capable

__all__ = ["create_app", "MAX_MESSAGE", "MAX_BODY", "MAX_CREATE_BODY"]

log = logging.getLogger("hoyle.web")

STATIC = Path(__file__).parent / "static"
MAX_MESSAGE = 4096        # bytes in one client WebSocket message
MAX_BODY = 16384          # bytes in one HTTP request body
MAX_CREATE_BODY = 262144  # bytes in a table's creation (it may carry a PBN file's boards)
HELLO_TIMEOUT = 15.0

_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
                               "style-src 'self'; script-src 'self'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


RECORD_FORBIDDEN = ("records are for the players at this table: send your seat token as "
                    "Authorization: Bearer <token> (the token POST /api/tables/{id}/join gave "
                    "you); a spectator's, another table's or a forged token is refused")


def _bearer(request: Request) -> str | None:
    """The token of an ``Authorization: Bearer TOKEN`` header, or None."""
    scheme, _, token = request.headers.get("authorization", "").strip().partition(" ")
    if scheme.lower() != "bearer":
        return None
    return token.strip() or None


UNAVAILABLE = "the database is unavailable; try again in a moment"

#: the largest deal number a lookup sends to the database (a 64-bit signed INTEGER, SQLite's
#: and PostgreSQL's BIGINT): a longer number in the path is no deal of any table
MAX_DEAL_NUMBER = 2 ** 63 - 1


def _no_deal(n: int) -> WebError:
    shown = str(n) if len(str(n)) <= 20 else str(n)[:20] + "..."
    return WebError(f"no finished deal {shown} at this table (a deal in progress has no record "
                    "yet)", status=404)


async def _unavailable(request: Request, exc: StoreError) -> JSONResponse:
    """Any request that needed the database while it is down: 503 with a Retry-After."""
    logging.getLogger("hoyle.web").warning("%s %s: %s", request.method, request.url.path, exc)
    return JSONResponse({"error": UNAVAILABLE}, status_code=503, headers={"Retry-After": "5"})


def _err(exc: WebError) -> JSONResponse:
    body = {"error": exc.message}
    if exc.law:
        body["law"] = exc.law
    headers = {"Retry-After": "5"} if exc.status == 503 else None
    return JSONResponse(body, status_code=exc.status, headers=headers)


async def _read_json(request: Request, limit: int = MAX_BODY) -> Any:
    ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if ctype != "application/json":
        # also keeps other sites' plain HTML forms from creating tables or taking seats
        raise WebError("send the request body as JSON (Content-Type: application/json)",
                       status=415)
    cl = request.headers.get("content-length")
    if cl is not None and (not cl.isdigit() or int(cl) > limit):
        raise WebError(f"the request body is larger than {limit} bytes", status=413)
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise WebError(f"the request body is larger than {limit} bytes", status=413)
    try:
        return json.loads(body or b"{}")
    except (ValueError, UnicodeDecodeError):
        raise WebError("the request body is not valid JSON") from None
    except RecursionError:
        raise WebError("the request body is nested too deeply") from None


def create_app(database: str | os.PathLike = "hoyle.db", *,
               shuffler_factory: Callable[[], Shuffler] = SystemShuffler,
               bot_delay: float = 0.6, bot_seed: int | None = None,
               idle_unload: float | None = 900.0, limits: Limits | None = None) -> Starlette:
    """The web table application on ``database`` (a SQLite path or a database URL).

    The schema is migrated and every table with a deal in progress is resumed at startup.
    ``shuffler_factory`` makes each deal's shuffler (default: the OS CSPRNG; tests may pass a
    seeded one); ``bot_delay`` is how long server bots wait before acting; a table unused for
    ``idle_unload`` seconds leaves memory and is rebuilt from the database when next opened
    (None: never). ``limits``: per-address limits on table creation, WebSockets and messages
    (default :class:`Limits`; ``Limits.none()`` for none). The table manager is
    ``app.state.manager``.
    """
    _load_games()
    limits = Limits() if limits is None else limits
    table_rate = (RateTable(limits.tables_per_hour, limits.tables_per_hour / 3600.0)
                  if limits.tables_per_hour > 0 else None)
    msg_rate = (RateTable(2 * limits.messages_per_second, limits.messages_per_second)
                if limits.messages_per_second > 0 else None)
    open_ws: dict[str, int] = {}
    store = Store(database)
    mgr = TableManager(store, shuffler_factory, bot_delay, bot_seed, idle_unload)

    @asynccontextmanager
    async def lifespan(app):
        await mgr.startup()
        try:
            yield
        finally:
            await mgr.shutdown()

    def page(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers=_HEADERS)

    async def games(request: Request) -> Response:
        return JSONResponse([game_info_json(g) for g in _load_games()])

    async def tables(request: Request) -> Response:
        if request.method == "POST":
            wait = 0.0
            if table_rate is not None and store.shared:   # one count over every process
                wait = await mgr.db(store.take_token, f"tables:{_address(request)}",
                                    table_rate.capacity, table_rate.rate)
            elif table_rate is not None:
                wait = table_rate.take(_address(request))
            if wait:
                return JSONResponse(
                    {"error": f"too many tables created from your address: at most "
                              f"{limits.tables_per_hour} an hour; try again in "
                              f"{retry_after(wait)} s"},
                    status_code=429, headers={"Retry-After": retry_after(wait)})
            try:
                t = await mgr.create_table(await _read_json(request, MAX_CREATE_BODY))
            except WebError as exc:
                return _err(exc)
            return JSONResponse(t.summary(), status_code=201)
        rows = await mgr.db(partial(store.list_tables, listed_only=True))
        out = []
        for r in rows:
            t = mgr.live.get(r.id)
            if t is not None:
                out.append(t.summary())
            else:
                out.append({"id": r.id, "game": real_slug(r.game), "score_only": is_score_only(r.game),
                            "name": r.name, "players": r.players,
                            "deal": r.deal_number, "url": f"/table/{r.id}", "private": False,
                            "seats": [{"seat": s.seat, "kind": s.kind, "open": s.is_open,
                                       "name": s.name if s.kind == "human" else f"{s.bot} bot"}
                                      for s in r.seats]})
        return JSONResponse(out)

    async def _table(request: Request):
        t = await mgr.get(request.path_params["table_id"])
        if t is None:
            raise WebError("no such table", status=404)
        return t

    async def table(request: Request) -> Response:
        try:
            return JSONResponse((await _table(request)).summary())
        except WebError as exc:
            return _err(exc)

    async def join(request: Request) -> Response:
        try:
            body = await _read_json(request)
            if not isinstance(body, dict):
                raise WebError("send {\"seat\": N, \"name\": \"...\"}")
            t, seat, token = await mgr.join(request.path_params["table_id"], body.get("seat"),
                                            body.get("name"))
        except WebError as exc:
            return _err(exc)
        return JSONResponse({"table": t.id, "seat": seat, "token": token})

    async def deals(request: Request) -> Response:
        try:
            t = await _table(request)
        except WebError as exc:
            return _err(exc)
        rows = await mgr.db(store.finished_deals, t.id)
        pbn = pbn_capable(t.game)
        return JSONResponse([{"number": d.number, "outcome": d.outcome,
                              "record_url": f"/api/tables/{t.id}/deals/{d.number}/record",
                              **({"pbn_url": f"/api/tables/{t.id}/deals/{d.number}/pbn"}
                                 if pbn else {})}
                             for d in rows])

    async def record(request: Request) -> Response:
        try:
            t = await _table(request)
            n = request.path_params["number"]
            # the record is the whole deal (the shuffle: every hand, folded ones too), so only
            # a player seated at this table may have it, never a spectator with the link
            if await t.seat_for_token_fresh(_bearer(request)) is None:
                raise WebError(RECORD_FORBIDDEN, status=403)
        except WebError as exc:
            return _err(exc)
        rec = await mgr.db(store.deal_record, t.id, n) if n <= MAX_DEAL_NUMBER else None
        if rec is None:
            return _err(_no_deal(n))
        if is_sealed(rec):
            # the deal's shoe or pack is still dealt from: what nobody has seen stays sealed
            # until a later deal starts a fresh one (then the full record is published)
            later = await mgr.db(store.records_after, t.id, n)
            if not pack_finished(later):
                rec = public_record(rec)
        return Response(json.dumps(rec, indent=1, ensure_ascii=False) + "\n",
                        media_type="application/json", headers={
                            "Content-Disposition": f'attachment; filename="{t.id}-deal-{n}.json"',
                            "Cache-Control": "no-store"})

    async def pbn(request: Request) -> Response:
        """A finished deal as PBN, on the record's terms (see the module docstring)."""
        from ..core.record import replay
        from ..formats.pbn import PBNError, from_state, write_pbn
        try:
            t = await _table(request)
            n = request.path_params["number"]
            if await t.seat_for_token_fresh(_bearer(request)) is None:
                raise WebError(RECORD_FORBIDDEN, status=403)
            if not pbn_capable(t.game):
                raise WebError(f"{t.game.slug} cannot be written as PBN (PBN holds the four hands "
                               "of a whist or bridge deal); download the record instead",
                               status=404)
            rec = await mgr.db(store.deal_record, t.id, n) if n <= MAX_DEAL_NUMBER else None
            if rec is None:
                raise _no_deal(n)
            if is_sealed(rec) and not pack_finished(await mgr.db(store.records_after, t.id, n)):
                # every hand would name what nobody has seen of a pack still dealt from
                raise WebError("this deal's pack is still dealt from: PBN shows every hand, so it "
                               "is given once a later deal starts a fresh pack (the record, with "
                               "the unseen cards sealed, is there now)", status=409)
            try:
                text = "% PBN 2.1\n" + write_pbn(from_state(
                    replay(rec), Event=f"hoyle web table {t.id}", Board=str(n)))
            except (HoyleError, PBNError) as exc:
                log.error("table %s, deal %s: cannot write PBN: %s", t.id, n, exc)
                raise WebError(f"this deal cannot be written as PBN: {exc}", status=500) from None
        except WebError as exc:
            return _err(exc)
        return Response(text, media_type="text/plain; charset=utf-8", headers={
            "Content-Disposition": f'attachment; filename="{t.id}-deal-{n}.pbn"',
            "Cache-Control": "no-store"})

    async def stats(request: Request) -> Response:
        try:
            t = await _table(request)
        except WebError as exc:
            return _err(exc)
        return JSONResponse(await mgr.db(store.stats, t.id))

    async def metrics(request: Request) -> Response:
        return JSONResponse(mgr.metrics())

    async def ws(websocket: WebSocket) -> None:
        await websocket.accept()
        client: Client | None = None
        addr = _address(websocket)

        async def send_error(exc: WebError, **extra) -> None:
            await websocket.send_text(json.dumps(exc.to_json(**extra)))

        if limits.connections > 0 and open_ws.get(addr, 0) >= limits.connections:
            await send_error(WebError(f"too many connections from your address: at most "
                                      f"{limits.connections} at once", status=429))
            await _close_quietly(websocket, CLOSE_LIMIT, "too many connections")
            return
        open_ws[addr] = open_ws.get(addr, 0) + 1
        dropped, warned_at = 0, 0.0
        try:
            try:
                t = await mgr.get(websocket.path_params["table_id"])
            except (WebError, StoreError) as exc:
                await send_error(exc if isinstance(exc, WebError)
                                 else WebError(UNAVAILABLE, status=503))
                await websocket.close(4503)
                return
            if t is None:
                await send_error(WebError("no such table", status=404))
                await websocket.close(4404)
                return
            try:
                first = await asyncio.wait_for(_receive(websocket), HELLO_TIMEOUT)
            except asyncio.TimeoutError:
                await send_error(WebError("no hello received"))
                await websocket.close(4408)
                return
            if isinstance(first, WebError) or first.get("type") != "hello":
                await send_error(first if isinstance(first, WebError)
                                 else WebError('the first message is {"type": "hello", "token": ...}'))
                await websocket.close(4400)
                return
            token = first.get("token")
            seat = None
            if token is not None:
                seat = await t.seat_for_token_fresh(token)
                if seat is None:
                    await send_error(WebError("this seat token is not valid at this table "
                                              "(forged, mistyped, or for another table)",
                                              status=401))
                    await websocket.close(4401)
                    return
            def overflowed() -> None:   # it stopped reading: close it, the page resyncs
                task = asyncio.get_running_loop().create_task(_close_quietly(
                    websocket, CLOSE_SLOW, "too many unread messages; reconnect to resync"))
                mgr._tasks.add(task)
                task.add_done_callback(mgr._tasks.discard)

            client = Client(websocket.send_text, seat, on_overflow=overflowed)
            client.start()
            await t.attach(client)
            while True:
                msg = await _receive(websocket)
                if msg is None or client.dead:   # a client that cannot hear never acts
                    if client.overflowed:
                        await _close_quietly(websocket, CLOSE_SLOW,
                                             "too many unread messages; reconnect to resync")
                    break
                wait = msg_rate.take(addr) if msg_rate is not None else 0.0
                if wait:        # over the rate: not taken; told at most once a second
                    dropped += 1
                    if dropped > 10 * msg_rate.capacity:   # still flooding: close it
                        await _close_quietly(websocket, CLOSE_LIMIT, "too many messages")
                        break
                    now = time.monotonic()
                    if now - warned_at >= 1.0:
                        warned_at = now
                        client.push(WebError(
                            f"too many messages: at most {limits.messages_per_second:g} a "
                            f"second from your address; this one was not taken (wait "
                            f"{max(wait, 0.1):.1f} s)", status=429).to_json(seq=t.seq))
                    continue
                dropped = 0
                if isinstance(msg, WebError):
                    client.push(msg.to_json(seq=t.seq))
                    continue
                kind = msg.get("type")
                try:
                    if kind == "act":
                        await t.act(seat, msg.get("action"), msg.get("seq"), client)
                    elif kind == "next":
                        await t.next_deal(seat)
                    elif kind == "ping":
                        await client.send({"type": "pong", "seq": t.seq})
                    elif kind == "hello":
                        raise WebError("already greeted; reconnect to change seats")
                    else:
                        raise WebError(f"unknown message type {str(kind)[:40]!r} "
                                       "(act, next, ping)")
                except WebError as exc:
                    client.push(exc.to_json(seq=t.seq))
                except StoreError:     # the database is down: nothing was done
                    client.push(WebError(UNAVAILABLE, status=503).to_json(seq=t.seq))
                except HoyleError as exc:     # an engine refusal not already put in words
                    client.push(WebError(str(exc)).to_json(seq=t.seq))
                except WebSocketDisconnect:
                    raise
                except Exception as exc:      # a bug: answer, log one line, keep the socket
                    log.error("table %s: a %s message from seat %s failed: %s: %s",
                              t.id, str(kind)[:20], seat, type(exc).__name__, str(exc)[:200])
                    client.push(WebError("the server could not handle this message").to_json(
                        seq=t.seq))
        except WebSocketDisconnect:
            pass
        finally:
            open_ws[addr] -= 1
            if not open_ws[addr]:
                del open_ws[addr]
            if client is not None:
                client.close()
                await t.detach(client)

    routes = [
        Route("/", page),
        Route("/table/{table_id}", page),
        Route("/api/games", games),
        Route("/api/metrics", metrics),
        Route("/api/tables", tables, methods=["GET", "POST"]),
        Route("/api/tables/{table_id}", table),
        Route("/api/tables/{table_id}/join", join, methods=["POST"]),
        Route("/api/tables/{table_id}/deals", deals),
        Route("/api/tables/{table_id}/deals/{number:int}/record", record),
        Route("/api/tables/{table_id}/deals/{number:int}/pbn", pbn),
        Route("/api/tables/{table_id}/stats", stats),
        WebSocketRoute("/ws/{table_id}", ws),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan,
                    exception_handlers={StoreError: _unavailable})
    app.state.manager = mgr
    app.state.store = store
    return app


def _address(conn: Request | WebSocket) -> str:
    """The client's remote address (the unit every limit counts by)."""
    return conn.client.host if conn.client is not None else "unknown"


def _load_games() -> list:
    """The registry's games; a game module that fails to import is logged, not fatal."""
    try:
        return all_games()
    except Exception as exc:  # the registry is then what imported before the failure
        logging.getLogger("hoyle.web").error("a game module failed to import: %r", exc)
        return all_games()


async def _close_quietly(websocket: WebSocket, code: int, reason: str) -> None:
    """Close a WebSocket with ``code``; a socket already gone (or too slow to take the close
    frame within 5 s) is left to the server, which drops the connection."""
    try:
        await asyncio.wait_for(websocket.close(code, reason), 5.0)
    except Exception:
        pass


async def _receive(websocket: WebSocket) -> dict | WebError | None:
    """The next client message as a dict; a WebError for bad input; None when closed."""
    msg = await websocket.receive()
    if msg["type"] == "websocket.disconnect":
        return None
    text = msg.get("text")
    if text is None:
        data = msg.get("bytes") or b""
        if len(data) > MAX_MESSAGE:
            return WebError(f"message too large ({len(data)} bytes; the limit is {MAX_MESSAGE})")
        return WebError("send JSON text messages, not binary")
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_MESSAGE:
        return WebError(f"message too large ({size} bytes; the limit is {MAX_MESSAGE})")
    try:
        data = json.loads(text)
    except ValueError:
        return WebError("the message is not valid JSON")
    except RecursionError:       # [[[[...]]]] a thousand deep, within the size limit
        return WebError("the message is nested too deeply to be a message of this table")
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        return WebError('a message is a JSON object with a "type"')
    return data
