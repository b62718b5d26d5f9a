"""The :class:`Store`: every write is one committed transaction before the call returns.

Durability: on SQLite the database runs in WAL mode with ``synchronous=NORMAL`` by default,
which keeps every committed transaction when the *process* is killed (SIGKILL) — the case
the server must survive — and may lose the last transactions only on a power failure of the
machine; pass ``sqlite_synchronous="FULL"`` to survive that too, at a cost per action.
PostgreSQL commits are durable as configured on the server.

Several server processes on one PostgreSQL database (``hoyle serve`` behind a load balancer):
every write to a table runs as a :class:`TableOp`, which :meth:`Store.run_batch` does under a
transaction-scoped advisory lock of that table (``pg_advisory_xact_lock`` on
:func:`table_lock_key`, taken in key order so two batches never deadlock); inside it an action
is stored only if it is the next one of an unfinished deal, and a deal's end only once, so two
processes can never both store action N (the loser gets :class:`ActionConflict`). Each op's
notice, ``pg_notify`` on :data:`CHANNEL`, is sent by PostgreSQL when the transaction commits,
and every process LISTENs (``hoyle.web.tables.Listener``). SQLite serves one process and does
none of this.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import secrets
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from sqlalchemy import and_, create_engine, delete, event, func, insert, select, text, update
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from . import schema as S

__all__ = ["Store", "StoreError", "ActionConflict", "TableRow", "SeatRow", "DealRow",
           "TableOp", "hash_token", "normalize_url", "table_lock_key", "CHANNEL"]

#: the PostgreSQL notification channel of table changes (payload: :meth:`TableOp.payload`)
CHANNEL = "hoyle_tables"

MIGRATIONS = Path(__file__).parent / "migrations"


class StoreError(Exception):
    """The database refused or could not do what was asked (the message says what)."""


class ActionConflict(StoreError):
    """An action is already stored at this place of the deal (a duplicate or a lost race)."""


def _db_errors(fn):
    """A store method whose database errors (an outage, a lost connection) are raised as
    :class:`StoreError`, so callers handle one exception (the web server answers 503)."""
    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        try:
            return fn(self, *args, **kwargs)
        except StoreError:
            raise
        except SQLAlchemyError as exc:
            raise StoreError(f"the database is unavailable ({type(exc).__name__}): "
                             f"{str(exc).splitlines()[0][:200] if str(exc) else ''}") from None
    return wrapper


def hash_token(token: str) -> str:
    """The stored form of a seat token (sha256, hex): the token itself is never stored."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def table_lock_key(table_id: str) -> int:
    """The advisory-lock key of a table (a signed 64-bit int from sha256 of its id): every
    process derives the same key, so a table's writes are serialised across processes."""
    return int.from_bytes(hashlib.sha256(b"hoyle-table:" + table_id.encode()).digest()[:8],
                          "big", signed=True)


class TableOp:
    """A write to one table for :meth:`Store.run_batch`: ``fn(conn)`` run under the table's
    advisory lock (PostgreSQL), followed by a notice ``(kind, deal, seq)`` to the other
    processes when it commits. ``kind``: ``"a"`` an action stored, ``"s"`` a deal started,
    ``"f"`` a deal finished, ``"j"`` a seat taken or given back."""

    __slots__ = ("fn", "table_id", "kind", "deal", "seq")

    def __init__(self, table_id: str, fn, kind: str, deal: int = 0, seq: int = 0):
        self.fn, self.table_id, self.kind, self.deal, self.seq = fn, table_id, kind, deal, seq

    def __call__(self, conn):
        return self.fn(conn)

    def payload(self, origin: str) -> str:
        """The notice as sent: JSON ``{"o": origin process, "t": table, "k", "d", "s"}``."""
        return json.dumps({"o": origin, "t": self.table_id, "k": self.kind, "d": self.deal,
                           "s": self.seq}, separators=(",", ":"))


#: PostgreSQL statements of the shared-database writes (see the module docstring)
_LOCK_TABLES = text("SELECT pg_advisory_xact_lock(k) FROM "
                    "(SELECT k FROM unnest(CAST(:keys AS bigint[])) AS k ORDER BY k) AS s")
_NOTIFY = text("SELECT pg_notify(:c, p) FROM unnest(CAST(:ps AS text[])) AS p")
_NEXT_ACTION = text(
    "INSERT INTO hoyle_actions (deal_id, seq, seat, action, shuffles, draws, created_at) "
    "SELECT :deal, :seq, :seat, :action, CAST(:sh AS json), CAST(:dr AS json), :now "
    "WHERE EXISTS (SELECT 1 FROM hoyle_deals WHERE id = :deal AND outcome IS NULL) "
    "AND (SELECT COALESCE(MAX(seq), 0) FROM hoyle_actions WHERE deal_id = :deal) = :prev")


def normalize_url(url: str | os.PathLike) -> str:
    """A SQLAlchemy URL from what a person types.

    ``"hoyle.db"`` or a path -> ``sqlite:///hoyle.db``; ``postgresql://...`` and
    ``postgres://...`` -> ``postgresql+psycopg://...`` (psycopg 3); other URLs unchanged.
    """
    url = os.fspath(url)
    if "://" not in url:
        return "sqlite:///" + url
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


def _now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass
class SeatRow:
    seat: int
    kind: str                     # "human" or "bot"
    name: str | None
    bot: str | None
    token_hash: str | None

    @property
    def is_open(self) -> bool:
        return self.kind == "human" and self.token_hash is None


@dataclass
class TableRow:
    id: str
    game: str
    name: str
    players: int
    rules: dict
    context: dict
    totals: list[int]
    deal_number: int
    created_at: datetime
    seats: list[SeatRow] = field(default_factory=list)
    listed: bool = True           # shown in the lobby; a private table is joined by link only
    #: given deals (a PBN file's boards: ``{"board", "dealer", "order"}`` each), or None
    boards: list[dict] | None = None


@dataclass
class DealRow:
    id: int
    table_id: str
    number: int
    context: dict
    shuffles: list
    draws: list
    outcome: list | None = None
    record: dict | None = None
    actions: list[dict] = field(default_factory=list)   # {seq, seat, action, shuffles, draws}


class Store:
    """The database behind the web table. Thread-safe (one connection per call).

    Every method that reads or writes on its own connection raises :class:`StoreError` (not
    SQLAlchemy's errors) when the database is unavailable; the ``*_in`` methods run inside a
    transaction the caller holds (:meth:`run_batch`) and raise what the database raised.

    Args:
        url: a SQLAlchemy URL or a SQLite file path (see :func:`normalize_url`).
        sqlite_synchronous: SQLite's ``synchronous`` pragma (``"NORMAL"`` or ``"FULL"``).
    """

    def __init__(self, url: str | os.PathLike = "hoyle.db", sqlite_synchronous: str = "NORMAL",
                 echo: bool = False):
        self.url = normalize_url(url)
        #: this process's name in notices (it ignores its own)
        self.origin = secrets.token_hex(6)
        u = make_url(self.url)
        self.dialect = u.get_backend_name()
        kwargs: dict[str, Any] = {"echo": echo, "future": True}
        if self.dialect == "sqlite":
            kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
        else:
            kwargs.update(pool_size=5, max_overflow=10, pool_pre_ping=True)
        try:
            self.engine: Engine = create_engine(self.url, **kwargs)
        except (SQLAlchemyError, ImportError, ValueError) as exc:
            raise StoreError(f"cannot open the database {self.safe_url}: {exc}") from None
        if self.dialect == "sqlite":
            sync = sqlite_synchronous.upper()
            if sync not in ("NORMAL", "FULL"):
                raise StoreError("sqlite_synchronous must be NORMAL or FULL")

            @event.listens_for(self.engine, "connect")
            def _pragmas(dbapi_conn, _record):  # pragma: no cover - trivial
                cur = dbapi_conn.cursor()
                cur.execute("PRAGMA journal_mode=WAL")
                cur.execute(f"PRAGMA synchronous={sync}")
                cur.execute("PRAGMA foreign_keys=ON")
                cur.close()

    @property
    def shared(self) -> bool:
        """True when several server processes may share the database (PostgreSQL)."""
        return self.dialect == "postgresql"

    @property
    def libpq_url(self) -> str:
        """The URL as psycopg takes it (for the LISTEN connection), password included."""
        return make_url(self.url).set(drivername="postgresql").render_as_string(
            hide_password=False)

    @property
    def safe_url(self) -> str:
        """The URL with any password hidden."""
        return make_url(self.url).render_as_string(hide_password=True)

    # ----- schema ----------------------------------------------------------------------
    def migrate(self, revision: str = "head") -> None:
        """Bring the schema to ``revision`` with Alembic (the migrations ship in the package)."""
        from alembic import command
        from alembic.config import Config

        cfg = Config()
        cfg.set_main_option("script_location", str(MIGRATIONS))
        cfg.set_main_option("sqlalchemy.url", self.url.replace("%", "%%"))
        try:
            with self.engine.begin() as conn:
                cfg.attributes["connection"] = conn
                command.upgrade(cfg, revision)
        except SQLAlchemyError as exc:
            raise StoreError(f"cannot migrate {self.safe_url}: {exc}") from None

    @_db_errors
    def schema_revision(self) -> str | None:
        from alembic.runtime.migration import MigrationContext
        with self.engine.connect() as conn:
            return MigrationContext.configure(conn).get_current_revision()

    @_db_errors
    def ping(self) -> None:
        """A trivial query: returns when the database answers. Raises StoreError."""
        with self.engine.connect() as conn:
            conn.exec_driver_sql("SELECT 1")

    def dispose(self) -> None:
        self.engine.dispose()

    # ----- tables and seats ------------------------------------------------------------
    @_db_errors
    def create_table(self, game: str, players: int, rules: dict, seats: list[dict],
                     context: dict | None = None, name: str = "",
                     table_id: str | None = None, listed: bool = True,
                     boards: list[dict] | None = None) -> str:
        """Store a new table; ``seats`` is one ``{"kind": "human"|"bot", "bot": name}`` per seat;
        ``listed``: shown by :meth:`list_tables` (False: a private table, found by its id only);
        ``boards``: the deals it plays as given (a PBN file's, each ``{"board", "dealer",
        "order"}``), None for deals by the shuffler. Returns the table id (random, url-safe)."""
        tid = table_id or secrets.token_urlsafe(9)
        if len(seats) != players:
            raise StoreError(f"{players} seats expected, got {len(seats)}")
        with self.engine.begin() as conn:
            conn.execute(insert(S.tables).values(
                id=tid, game=game, name=name, players=players, rules=rules,
                context=context or {}, totals=[0] * players, deal_number=0, created_at=_now(),
                listed=bool(listed), boards=boards))
            conn.execute(insert(S.seats), [
                {"table_id": tid, "seat": i, "kind": s["kind"], "bot": s.get("bot"),
                 "name": s.get("name"), "token_hash": None} for i, s in enumerate(seats)])
        return tid

    def _table(self, conn, row) -> TableRow:
        t = TableRow(id=row.id, game=row.game, name=row.name, players=row.players,
                     rules=row.rules, context=row.context, totals=list(row.totals),
                     deal_number=row.deal_number, created_at=row.created_at,
                     listed=bool(row.listed), boards=row.boards)
        for s in conn.execute(select(S.seats).where(S.seats.c.table_id == row.id)
                              .order_by(S.seats.c.seat)):
            t.seats.append(SeatRow(s.seat, s.kind, s.name, s.bot, s.token_hash))
        return t

    @_db_errors
    def get_table(self, table_id: str) -> TableRow | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(S.tables).where(S.tables.c.id == table_id)).first()
            return self._table(conn, row) if row else None

    @_db_errors
    def list_tables(self, limit: int = 200, listed_only: bool = False) -> list[TableRow]:
        """The newest tables first (``listed_only``: the public ones, as the lobby shows)."""
        q = select(S.tables)
        if listed_only:
            q = q.where(S.tables.c.listed.is_(True))
        with self.engine.connect() as conn:
            rows = conn.execute(q.order_by(S.tables.c.created_at.desc()).limit(limit)).all()
            return [self._table(conn, r) for r in rows]

    @_db_errors
    def claim_seat(self, table_id: str, seat: int, name: str, token_hash: str) -> bool:
        """Give an open human seat to ``name``; False if it is not open (taken, a bot, absent).
        Safe against two people claiming at once (a conditional update)."""
        with self.engine.begin() as conn:
            res = conn.execute(update(S.seats).where(and_(
                S.seats.c.table_id == table_id, S.seats.c.seat == seat,
                S.seats.c.kind == "human", S.seats.c.token_hash.is_(None)))
                .values(name=name, token_hash=token_hash))
            self._notify(conn, TableOp(table_id, None, "j"))
            return res.rowcount == 1

    @_db_errors
    def release_seat(self, table_id: str, seat: int, token_hash: str) -> bool:
        """Open a seat again that ``token_hash`` holds (a join that could not be completed);
        False if that token does not hold it."""
        with self.engine.begin() as conn:
            res = conn.execute(update(S.seats).where(and_(
                S.seats.c.table_id == table_id, S.seats.c.seat == seat,
                S.seats.c.token_hash == token_hash)).values(name=None, token_hash=None))
            self._notify(conn, TableOp(table_id, None, "j"))
            return res.rowcount == 1

    @_db_errors
    def delete_table(self, table_id: str) -> None:
        """Remove a table that never started (its creation failed after the row was stored):
        its actions, deals, seats and the table row go together, in one transaction."""
        with self.engine.begin() as conn:
            deal_ids = select(S.deals.c.id).where(S.deals.c.table_id == table_id)
            conn.execute(delete(S.actions).where(S.actions.c.deal_id.in_(deal_ids)))
            conn.execute(delete(S.deals).where(S.deals.c.table_id == table_id))
            conn.execute(delete(S.seats).where(S.seats.c.table_id == table_id))
            conn.execute(delete(S.tables).where(S.tables.c.id == table_id))

    # ----- deals and actions -----------------------------------------------------------
    @_db_errors
    def start_deal(self, table_id: str, number: int, context: dict, shuffles: list,
                   draws: list) -> int:
        """Store a new deal with the chance it made at its start; returns the deal id."""
        try:
            with self.engine.begin() as conn:
                return self.start_deal_in(conn, table_id, number, context, shuffles, draws)
        except IntegrityError:
            raise ActionConflict(f"deal {number} of table {table_id} is already stored") from None

    @staticmethod
    def start_deal_in(conn, table_id: str, number: int, context: dict, shuffles: list,
                      draws: list) -> int:
        """:meth:`start_deal` inside a transaction the caller holds."""
        res = conn.execute(insert(S.deals).values(
            table_id=table_id, number=number, context=context, shuffles=shuffles,
            draws=draws, started_at=_now()))
        conn.execute(update(S.tables).where(S.tables.c.id == table_id)
                     .values(deal_number=number))
        return int(res.inserted_primary_key[0])

    @_db_errors
    def add_action(self, deal_id: int, seq: int, seat: int, action: str,
                   shuffles: list | None = None, draws: list | None = None) -> None:
        """Store action number ``seq`` (1-based) of a deal, committed when this returns.

        Raises:
            ActionConflict: an action is already stored at ``seq`` (nothing is changed).
        """
        try:
            with self.engine.begin() as conn:
                self.add_action_in(conn, deal_id, seq, seat, action, shuffles, draws)
        except IntegrityError:
            raise ActionConflict(f"action {seq} of deal {deal_id} is already stored") from None

    @staticmethod
    def add_action_in(conn, deal_id: int, seq: int, seat: int, action: str,
                      shuffles: list | None = None, draws: list | None = None) -> None:
        """:meth:`add_action` inside a transaction the caller holds (see :meth:`run_batch`).

        On PostgreSQL (under the table's advisory lock) the action must be the next one of an
        unfinished deal: else :class:`ActionConflict` (another process moved the deal on)."""
        if conn.dialect.name == "postgresql":   # one statement: stored only if it is next
            res = conn.execute(_NEXT_ACTION, {
                "deal": deal_id, "seq": seq, "prev": seq - 1, "seat": seat, "action": action,
                "sh": json.dumps(shuffles or []), "dr": json.dumps(draws or []), "now": _now()})
            if res.rowcount != 1:
                raise ActionConflict(f"action {seq} of deal {deal_id} is not the next one "
                                     "(another process stored it, or the deal is finished)")
            return
        conn.execute(insert(S.actions).values(
            deal_id=deal_id, seq=seq, seat=seat, action=action,
            shuffles=shuffles or [], draws=draws or [], created_at=_now()))

    def run_batch(self, ops: list) -> list[tuple[bool, Any]]:
        """Group commit: run ``op(conn)`` for each op in ONE transaction (one commit, one
        flush to disk, however many actions), returning ``(ok, result_or_error)`` per op.

        On PostgreSQL the advisory locks of the :class:`TableOp` ops' tables are taken first,
        in key order, and each op's notice is sent when the transaction commits.
        If the transaction fails, each op is retried alone in its own transaction, so one
        bad op (a duplicate action) never takes the others down with it. Nothing of a
        failed op is stored.
        """
        try:
            with self.engine.begin() as conn:
                self._lock_tables(conn, ops)
                out = [(True, op(conn)) for op in ops]
                self._notify(conn, *ops)
                return out
        except (SQLAlchemyError, ActionConflict):
            pass
        results: list[tuple[bool, Any]] = []
        for op in ops:
            try:
                with self.engine.begin() as conn:
                    self._lock_tables(conn, [op])
                    results.append((True, op(conn)))
                    self._notify(conn, op)
            except IntegrityError:
                results.append((False, ActionConflict("already stored")))
            except Exception as exc:
                results.append((False, exc))
        return results

    def _lock_tables(self, conn, ops: list) -> None:
        if not self.shared:
            return
        keys = sorted({table_lock_key(op.table_id) for op in ops if isinstance(op, TableOp)})
        if keys:     # one round trip, in key order (a deadlock would only retry op by op)
            conn.execute(_LOCK_TABLES, {"keys": keys})

    def _notify(self, conn, *ops) -> None:
        """Queue the ops' notices in the transaction (PostgreSQL sends them at the commit)."""
        if self.shared:
            payloads = [op.payload(self.origin) for op in ops if isinstance(op, TableOp)]
            if payloads:
                conn.execute(_NOTIFY, {"c": CHANNEL, "ps": payloads})

    @_db_errors
    def actions_after(self, deal_id: int, seq: int) -> list[dict]:
        """The stored actions of a deal after action ``seq``, in order (``{seq, seat, action,
        shuffles, draws}``): what another process added."""
        with self.engine.connect() as conn:
            return [{"seq": a.seq, "seat": a.seat, "action": a.action, "shuffles": a.shuffles,
                     "draws": a.draws}
                    for a in conn.execute(select(S.actions).where(and_(
                        S.actions.c.deal_id == deal_id, S.actions.c.seq > seq))
                        .order_by(S.actions.c.seq))]

    @_db_errors
    def take_token(self, key: str, capacity: float, rate: float) -> float:
        """Take one token from the shared bucket ``key`` (``capacity`` tokens, refilled at
        ``rate`` a second; one row of ``hoyle_rate_buckets``, updated atomically so every
        process counts together): 0.0 if there was one, else the seconds until there is.
        PostgreSQL only (the web server keeps SQLite's buckets in memory)."""
        now = time.time()
        fill = ("LEAST(:cap, hoyle_rate_buckets.tokens + "
                "GREATEST(0, :now - hoyle_rate_buckets.at) * :rate)")
        with self.engine.begin() as conn:
            row = conn.execute(text(
                "INSERT INTO hoyle_rate_buckets (key, tokens, at, ok) "
                "VALUES (:key, :cap - 1, :now, true) "
                "ON CONFLICT (key) DO UPDATE SET "
                f"tokens = CASE WHEN {fill} >= 1 THEN {fill} - 1 ELSE {fill} END, "
                f"ok = {fill} >= 1, at = :now RETURNING tokens, ok"),
                {"key": key[:120], "cap": float(capacity), "rate": float(rate),
                 "now": now}).one()
            if now % 60 < 1:     # now and then: forget buckets full again for a day
                conn.execute(text("DELETE FROM hoyle_rate_buckets WHERE at < :old"),
                             {"old": now - 86400})
        return 0.0 if row.ok else (1 - row.tokens) / rate

    @_db_errors
    def finish_deal(self, deal_id: int, outcome: list, record: dict, table_id: str,
                    next_context: dict, totals: list[int]) -> None:
        """Mark a deal finished with its record and carry the table forward, in one transaction."""
        with self.engine.begin() as conn:
            self.finish_deal_in(conn, deal_id, outcome, record, table_id, next_context, totals)

    @staticmethod
    def finish_deal_in(conn, deal_id: int, outcome: list, record: dict, table_id: str,
                       next_context: dict, totals: list[int]) -> None:
        """:meth:`finish_deal` inside a transaction the caller holds. On PostgreSQL a deal is
        finished once: a deal already finished (by another process) is :class:`ActionConflict`."""
        where = S.deals.c.id == deal_id
        if conn.dialect.name == "postgresql":
            where = and_(where, S.deals.c.outcome.is_(None))
        res = conn.execute(update(S.deals).where(where).values(
            outcome=outcome, record=record, finished_at=_now()))
        if conn.dialect.name == "postgresql" and res.rowcount != 1:
            raise ActionConflict(f"deal {deal_id} is already finished")
        conn.execute(update(S.tables).where(S.tables.c.id == table_id).values(
            context=next_context, totals=totals))

    def _deal(self, conn, row, with_actions: bool) -> DealRow:
        d = DealRow(row.id, row.table_id, row.number, row.context, row.shuffles, row.draws,
                    row.outcome, row.record)
        if with_actions:
            for a in conn.execute(select(S.actions).where(S.actions.c.deal_id == row.id)
                                  .order_by(S.actions.c.seq)):
                d.actions.append({"seq": a.seq, "seat": a.seat, "action": a.action,
                                  "shuffles": a.shuffles, "draws": a.draws})
        return d

    @_db_errors
    def current_deal(self, table_id: str) -> DealRow | None:
        """The table's latest deal with its stored actions (None before the first deal)."""
        with self.engine.connect() as conn:
            row = conn.execute(select(S.deals).where(S.deals.c.table_id == table_id)
                               .order_by(S.deals.c.number.desc()).limit(1)).first()
            return self._deal(conn, row, True) if row else None

    @_db_errors
    def finished_deals(self, table_id: str) -> list[DealRow]:
        with self.engine.connect() as conn:
            rows = conn.execute(select(S.deals).where(and_(
                S.deals.c.table_id == table_id, S.deals.c.finished_at.is_not(None)))
                .order_by(S.deals.c.number)).all()
            return [self._deal(conn, r, False) for r in rows]

    @_db_errors
    def deal_record(self, table_id: str, number: int) -> dict | None:
        """The record of a finished deal (None if there is no such finished deal)."""
        with self.engine.connect() as conn:
            row = conn.execute(select(S.deals.c.record).where(and_(
                S.deals.c.table_id == table_id, S.deals.c.number == number))).first()
            return row.record if row else None

    @_db_errors
    def records_after(self, table_id: str, number: int) -> list[dict]:
        """The records of the table's finished deals after deal ``number``, in order (to tell
        whether a deal's shoe or pack is finished: :func:`hoyle.core.record.pack_finished`)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(S.deals.c.record).where(and_(
                S.deals.c.table_id == table_id, S.deals.c.number > number,
                S.deals.c.record.is_not(None))).order_by(S.deals.c.number)).all()
            return [r.record for r in rows if r.record]

    @_db_errors
    def tables_in_play(self) -> list[str]:
        """Ids of the tables whose latest deal is unfinished (to resume at startup)."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(S.deals.c.table_id).where(S.deals.c.outcome.is_(None))
                                .distinct()).all()
            return [r.table_id for r in rows]

    @_db_errors
    def action_count(self, deal_id: int) -> int:
        with self.engine.connect() as conn:
            return int(conn.execute(select(func.count()).select_from(S.actions)
                                    .where(S.actions.c.deal_id == deal_id)).scalar_one())

    @_db_errors
    def stats(self, table_id: str) -> list[dict]:
        """Per-seat statistics over the finished deals of a table.

        Each: ``{"seat", "name", "deals", "net", "won", "lost", "best", "worst"}`` where
        ``won``/``lost`` count deals with a positive/negative result for that seat.
        """
        t = self.get_table(table_id)
        if t is None:
            return []
        out = [{"seat": s.seat, "name": s.name or (f"bot ({s.bot})" if s.kind == "bot" else None),
                "deals": 0, "net": 0, "won": 0, "lost": 0, "best": None, "worst": None}
               for s in t.seats]
        for d in self.finished_deals(table_id):
            for i, v in enumerate(d.outcome or []):
                if i >= len(out):
                    break
                st = out[i]
                st["deals"] += 1
                st["net"] += v
                st["won"] += v > 0
                st["lost"] += v < 0
                st["best"] = v if st["best"] is None else max(st["best"], v)
                st["worst"] = v if st["worst"] is None else min(st["worst"], v)
        return out
