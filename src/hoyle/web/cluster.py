"""Several ``hoyle serve`` processes on one PostgreSQL database (behind a load balancer).

No component of its own: PostgreSQL is the engine.

* **Writes.** Whichever process receives an action takes it; the store writes it under the
  table's advisory lock and only if it is the deal's next action (:mod:`hoyle.store.store`),
  so two processes never both store action N; the loser rebuilds the table from the database
  and answers as for a stale ``seq``.
* **Notices.** Every write sends ``pg_notify`` on :data:`hoyle.store.CHANNEL` as it commits;
  each process LISTENs on a connection of its own (:class:`Cluster`, psycopg's async
  ``notifies()``), and a notice for a table it holds in memory makes that table catch up from
  the database (:meth:`LiveTable.catch_up`) and tell its own watchers. A table not in memory
  is read from the database when it is first opened, so tables made elsewhere are found.
  After a lost LISTEN connection every table in memory catches up (notices may be missed).
* **Bots.** A table's bots are played by one process: the holder of the table's *bot lease*,
  a session-level advisory lock (``pg_try_advisory_lock``) on a second connection. A process
  killed with SIGKILL loses its connections, so PostgreSQL frees its leases at once, and
  another process that holds the table takes the lease within :attr:`Cluster.TICK` seconds.
  The lease holder also finishes what a crash left due (a chance turn, a deal's end).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from typing import TYPE_CHECKING, Any

from ..core.chance import CHANCE
from ..store import CHANNEL

if TYPE_CHECKING:  # pragma: no cover
    from .tables import LiveTable, TableManager

__all__ = ["Cluster", "lease_key"]

log = logging.getLogger("hoyle.web")


def lease_key(table_id: str) -> int:
    """The session advisory-lock key of a table's bot lease (not the write lock's key)."""
    return int.from_bytes(hashlib.sha256(b"hoyle-bots:" + table_id.encode()).digest()[:8],
                          "big", signed=True)


class Cluster:
    """Notices and bot leases of one server process (see the module docstring)."""

    #: seconds between checks of the tables whose bots have no driver (a dead process's)
    TICK = 1.0

    def __init__(self, mgr: "TableManager"):
        self.mgr = mgr
        self.origin = mgr.store.origin
        self.leased: set[str] = set()
        self.loading: dict[str, set[str]] = {}   # tables being loaded: notices meanwhile
        self._wanted: set[str] = set()
        self._tried: dict[str, float] = {}        # last refused try per table (monotonic)
        self._lease_conn: Any = None
        self._lease_lock = asyncio.Lock()
        self._tasks: list[asyncio.Task] = []
        self.listening = False
        self.notices = 0              # notices received from other processes

    def start(self) -> None:
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._listen()), loop.create_task(self._tick())]

    async def stop(self) -> None:
        for t in self._tasks:
            t.cancel()
        for t in self._tasks:
            try:
                await t
            except BaseException:
                pass
        if self._lease_conn is not None:
            try:
                await self._lease_conn.close()
            except Exception:
                pass

    # ----- notices ---------------------------------------------------------------------------
    async def _listen(self) -> None:
        import psycopg
        delay = 0.25
        while True:
            try:
                conn = await psycopg.AsyncConnection.connect(self.mgr.store.libpq_url,
                                                             autocommit=True, connect_timeout=5)
                async with conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.listening, delay = True, 0.25
                    for t in list(self.mgr.live.values()):   # what was missed meanwhile
                        t.notice("*")
                    async for n in conn.notifies():
                        self.on_notice(n.payload)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if self.listening:
                    log.warning("LISTEN connection lost: %s", str(exc)[:200])
            self.listening = False
            await asyncio.sleep(delay)
            delay = min(5.0, delay * 2)

    def on_notice(self, payload: str) -> None:
        """One notice (:meth:`hoyle.store.TableOp.payload`): the table catches up if it is in
        memory here; this process's own notices are ignored."""
        try:
            n = json.loads(payload)
            origin, tid, kind = n["o"], n["t"], n["k"]
        except (ValueError, KeyError, TypeError):
            return
        if origin == self.origin:
            return
        self.notices += 1
        if tid in self.loading:
            self.loading[tid].add(kind)
        t = self.mgr.live.get(tid)
        if t is not None:
            t.notice(kind)

    # ----- bot leases ------------------------------------------------------------------------
    def holds(self, table_id: str) -> bool:
        return table_id in self.leased

    def want(self, t: "LiveTable") -> None:
        """The table's bots are due but this process has no lease: try for it now (and on
        every tick while they stay due)."""
        if t.id in self._wanted or time.monotonic() - self._tried.get(t.id, -1e9) < self.TICK:
            return                     # the holder plays them; the tick tries again meanwhile
        self._wanted.add(t.id)
        task = asyncio.get_running_loop().create_task(self._try(t))
        self.mgr._tasks.add(task)
        task.add_done_callback(self.mgr._tasks.discard)

    async def _try(self, t: "LiveTable") -> None:
        try:
            if await self.acquire(t.id):
                async with t.lock:
                    t._kick_bots()
        finally:
            self._wanted.discard(t.id)

    async def _conn(self):
        import psycopg
        if self._lease_conn is None or self._lease_conn.closed:
            self.leased.clear()           # a new session holds none of the old locks
            self._lease_conn = await psycopg.AsyncConnection.connect(
                self.mgr.store.libpq_url, autocommit=True, connect_timeout=5)
        return self._lease_conn

    async def acquire(self, table_id: str) -> bool:
        """Take the table's bot lease if no process holds it; True if this one holds it."""
        return table_id in await self.acquire_many([table_id])

    async def acquire_many(self, table_ids: list[str]) -> set[str]:
        """Try for the bot leases of ``table_ids`` in one round trip; returns those held now."""
        want = [tid for tid in table_ids if tid not in self.leased]
        if want:
            async with self._lease_lock:
                try:
                    conn = await self._conn()
                    cur = await conn.execute(
                        "SELECT k, pg_try_advisory_lock(k) FROM unnest(%s::bigint[]) AS k",
                        [[lease_key(tid) for tid in want]])
                    got = {k for k, ok in await cur.fetchall() if ok}
                except Exception as exc:
                    log.warning("bot leases: %s", str(exc)[:200])
                    await self._drop_conn()
                    return set()
            now = time.monotonic()
            for tid in want:
                if lease_key(tid) in got:
                    self.leased.add(tid)
                    self._tried.pop(tid, None)
                else:
                    self._tried[tid] = now
        return {tid for tid in table_ids if tid in self.leased}

    def release(self, table_id: str) -> None:
        """Give the lease back (the table left memory here)."""
        self._tried.pop(table_id, None)
        if table_id not in self.leased:
            return
        self.leased.discard(table_id)
        task = asyncio.get_running_loop().create_task(self._unlock(table_id))
        self.mgr._tasks.add(task)
        task.add_done_callback(self.mgr._tasks.discard)

    async def _unlock(self, table_id: str) -> None:
        async with self._lease_lock:
            try:
                if self._lease_conn is not None and not self._lease_conn.closed:
                    await self._lease_conn.execute("SELECT pg_advisory_unlock(%s)",
                                                   [lease_key(table_id)])
            except Exception:
                await self._drop_conn()

    async def _drop_conn(self) -> None:
        self.leased.clear()
        conn, self._lease_conn = self._lease_conn, None
        if conn is not None:
            try:
                await conn.close()
            except Exception:
                pass

    async def _tick(self) -> None:
        """Every TICK: take the lease of tables whose bots are due and undriven (their
        driver died or left them), and finish a chance turn or deal end that a crash left
        due for two ticks at a leased table."""
        while True:
            await asyncio.sleep(self.TICK)
            try:
                if self._lease_conn is not None and self._lease_conn.closed:
                    await self._drop_conn()
                due = []
                for t in list(self.mgr.live.values()):
                    st = t.state
                    if st is None or t.finished or st.to_act is None and not st.is_over:
                        t._stuck = None
                        continue
                    stuck = st.to_act == CHANCE or st.is_over
                    if not stuck and st.to_act not in t.bots:
                        t._stuck = None
                        continue
                    due.append((t, stuck))
                held = await self.acquire_many([t.id for t, _ in due])
                for t, stuck in due:
                    if t.id not in held:
                        continue
                    if not stuck:
                        if t._bot_task is None or t._bot_task.done():
                            async with t.lock:
                                t._kick_bots()
                        continue
                    key = (t.deal_number, t.seq)
                    if t._stuck == key:          # due for a whole tick: nobody else will
                        t._stuck = None
                        t._schedule_retry()
                    else:
                        t._stuck = key
            except asyncio.CancelledError:
                raise
            except Exception as exc:   # never let the tick die
                log.warning("cluster tick: %r", exc)
