"""Simulation at scale: seeded chunks run in one process, a local process pool, or on a Dask
cluster, merged exactly.

A simulation of ``rounds`` rounds is cut into chunks of ``chunk_rounds`` rounds; chunk ``i`` draws
its chance from ``SeedSequence(seed, spawn_key=(i,))``, so a chunk's result depends only on the
seed and its index, never on which worker ran it. Chunks return integer tallies, merged by
addition: the same seed gives the same totals for any number of workers or any scheduler.

Kinds: ``baccarat`` (vectorised punto banco, :mod:`.fast_baccarat`), ``blackjack`` (basic
strategy, :mod:`.fast_blackjack`), and ``engine`` (any registered game through the reference
engine with bots; tallies each seat's chips, and in a game with stakes against a bank
(``GameState.settled_stakes``) each kind of bet's stakes and results, for its house edge).

The default chunk (:data:`DEFAULT_CHUNK`) is per kind: 250,000 coups of the vectorised kinds,
100 rounds of the engine. The chunk is the unit of the seeding, not of the work sent out: with
more than one worker (processes or a Dask cluster) :func:`simulate` runs the first chunk in this
process as a timed probe, then sends *tasks* of several consecutive chunks each
(:func:`plan_tasks`: about :data:`TASK_SECONDS` of work a task, and at least
:data:`TASKS_PER_WORKER` tasks a worker where the run allows), so that two workers keep two
processes busy and a cluster gets tasks worth the sending. A task returns the sum of its chunks'
tallies, so the grouping never changes the result. Progress moves task by task (in one process,
every :data:`PROGRESS_BATCH` rounds of an engine chunk).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

__all__ = ["simulate", "SimResult", "run_chunk", "run_chunks", "chunk_specs", "plan_tasks", "DEFAULT_CHUNK",
           "PROGRESS_BATCH", "TASK_SECONDS", "TASKS_PER_WORKER"]

#: rounds per chunk by kind when none is given (the chunking fixes a seed's result)
DEFAULT_CHUNK = {"baccarat": 250_000, "blackjack": 250_000, "engine": 100}
#: seconds of work aimed at per task sent to a worker (the probe's time per chunk decides)
TASK_SECONDS = 0.75
#: tasks per worker at least, where there are chunks enough (the slowest worker's tail is short)
TASKS_PER_WORKER = 4
#: rounds between progress reports within an engine chunk run in this process
PROGRESS_BATCH = 50


def run_chunk(kind: str, seed: int, index: int, rounds: int, params: dict[str, Any],
              tick: Callable[[int], None] | None = None) -> dict[str, int]:
    """Run chunk ``index`` of a simulation (a plain function: picklable for processes and Dask).

    ``tick(n)``, where given (in this process only), is called as batches of ``n`` rounds of
    an engine chunk finish; the vectorised kinds report nothing within a chunk."""
    ss = np.random.SeedSequence(seed, spawn_key=(index,))
    if kind == "baccarat":
        from .fast_baccarat import baccarat_chunk
        return baccarat_chunk(ss, rounds, **params)
    if kind == "blackjack":
        from .fast_blackjack import blackjack_chunk_vec
        return blackjack_chunk_vec(ss, rounds, **params)
    if kind == "engine":
        return _engine_chunk(ss, rounds, tick=tick, **params)
    raise ValueError(f"unknown simulation kind {kind!r} (baccarat, blackjack, engine)")


def run_chunks(kind: str, seed: int, specs: list[tuple[int, int]], params: dict[str, Any]) -> dict[str, int]:
    """Run the chunks ``specs`` (``(index, rounds)`` each) and return their tallies summed: one
    task for a worker (a plain function, picklable)."""
    out: dict[str, int] = {}
    for i, r in specs:
        for k, v in run_chunk(kind, seed, i, r, params).items():
            out[k] = out.get(k, 0) + int(v)
    return out


def plan_tasks(specs: list[tuple[int, int]], seconds_per_chunk: float, workers: int,
               task_seconds: float = TASK_SECONDS,
               per_worker: int = TASKS_PER_WORKER) -> list[list[tuple[int, int]]]:
    """Group the chunks ``specs`` into tasks of consecutive chunks: as many chunks a task as
    make about ``task_seconds`` of work at ``seconds_per_chunk``, but no more than leave
    ``per_worker`` tasks for each of ``workers``; at least one chunk a task."""
    if not specs:
        return []
    by_time = max(1, int(task_seconds / max(seconds_per_chunk, 1e-9)))
    by_share = max(1, len(specs) // max(1, per_worker * workers))
    k = min(by_time, by_share)
    return [specs[j:j + k] for j in range(0, len(specs), k)]


def _engine_chunk(ss: np.random.SeedSequence, rounds: int, game: str, players: int | None = None,
                  strategy: str = "random", rules: dict | None = None,
                  tick: Callable[[int], None] | None = None) -> dict[str, int]:
    """Tallies: ``rounds``, ``seat{s}_sum`` / ``_sq`` (chips per round), ``seat{s}_hist:V``
    (rounds in which the seat's result was V chips), ``house_take``, and per
    kind of bet B settled against a bank ``bet:B:net`` / ``:staked`` / ``:net_sq`` /
    ``:staked_sq`` / ``:cross`` (the punters' sums per round: a ratio estimate of the edge)."""
    from ..bots import make_bot
    from ..core import SeededShuffler, get_game, resolve_chance
    g = get_game(game)
    n = players or g.players
    seeds = ss.generate_state(2 + n)
    shuffler = SeededShuffler(int(seeds[0]))
    bots = [make_bot(strategy, g, s, int(seeds[2 + s])) for s in range(n)]
    match = g.new_match(n, rules=rules, shuffler=shuffler)
    t: dict[str, int] = {"rounds": 0}
    for s in range(n):
        t[f"seat{s}_sum"] = 0
        t[f"seat{s}_sq"] = 0
    t["house_take"] = 0
    done = 0
    for _ in range(rounds):
        st = match.next_deal()
        while not st.is_over:
            if resolve_chance(st):          # a chance turn: drawn with the chunk's seeded shuffler
                continue
            seat = st.to_act
            if getattr(bots[seat], "needs_state", False):
                bots[seat].bind(st)
            st.apply(bots[seat].choose(st.view(seat), st.legal_actions()))
        match.finish(st)
        match.deals.clear()
        out = st.outcome()
        t["rounds"] += 1
        for s, v in enumerate(out):
            t[f"seat{s}_sum"] += v
            t[f"seat{s}_sq"] += v * v
            h = f"seat{s}_hist:{v}"          # the distribution of a round's result
            t[h] = t.get(h, 0) + 1
        t["house_take"] += st.house_take()
        stakes = st.settled_stakes()
        if stakes:
            per: dict[str, list[int]] = {}
            for _seat, bet, staked, net in stakes:
                acc = per.setdefault(bet, [0, 0])
                acc[0] += net
                acc[1] += staked
            for bet, (net, staked) in per.items():
                for key, v in (("net", net), ("staked", staked), ("net_sq", net * net),
                               ("staked_sq", staked * staked), ("cross", net * staked)):
                    k = f"bet:{bet}:{key}"
                    t[k] = t.get(k, 0) + v
        done += 1
        if tick is not None and done % PROGRESS_BATCH == 0:
            tick(PROGRESS_BATCH)
    if tick is not None and done % PROGRESS_BATCH:
        tick(done % PROGRESS_BATCH)
    return t


def chunk_specs(rounds: int, chunk_rounds: int) -> list[tuple[int, int]]:
    """``(index, rounds)`` of each chunk."""
    if rounds < 0 or chunk_rounds < 1:
        raise ValueError("rounds must be >= 0 and chunk_rounds >= 1")
    n = math.ceil(rounds / chunk_rounds)
    return [(i, min(chunk_rounds, rounds - i * chunk_rounds)) for i in range(n)]


@dataclass
class SimResult:
    """Merged integer tallies and their summaries.

    ``bets`` maps each bet (or seat) to ``{"mean", "ci95", "unit"}`` where the mean is the net
    result per round in chips and ``ci95`` the half-width of a normal 95 % interval.
    """

    kind: str
    seed: int
    rounds: int
    tallies: dict[str, int]
    chunks: int
    workers: int
    scheduler: str
    bets: dict[str, dict[str, float]] = field(default_factory=dict)
    #: engine kind, a game with stakes against a bank: per kind of bet ``{"staked_per_round",
    #: "house_edge_percent", "ci95_percent", "net_per_round"}`` (edge = the punters' loss per
    #: chip staked, a ratio estimate with its delta-method 95 % half-width); else empty
    edges: dict[str, dict[str, float]] = field(default_factory=dict)
    #: the tasks the chunks were sent in (one per chunk in one process; see :func:`plan_tasks`)
    tasks: int = 0
    #: seconds the probe chunk took (0.0 in one process, where none is run)
    probe_seconds: float = 0.0

    def histogram(self, seat: int) -> dict[int, int]:
        """Engine kind: ``{result in chips: rounds}`` of ``seat``'s result per round."""
        pre = f"seat{seat}_hist:"
        return dict(sorted((int(k[len(pre):]), v) for k, v in self.tallies.items() if k.startswith(pre)))

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "seed": self.seed, "rounds": self.rounds, "chunks": self.chunks,
                "workers": self.workers, "scheduler": self.scheduler, "tallies": self.tallies,
                "bets": self.bets, "edges": self.edges, "tasks": self.tasks,
                "probe_seconds": self.probe_seconds}


def _edges(t: dict[str, int]) -> dict[str, dict[str, float]]:
    """Each kind of bet's house edge from the engine's per-round bet tallies (see _engine_chunk)."""
    n = t.get("rounds", 0)
    out: dict[str, dict[str, float]] = {}
    bets = sorted({k.split(":")[1] for k in t if k.startswith("bet:")},
                  key=lambda b: -t[f"bet:{b}:staked"])
    for b in bets:
        sx, sy = t[f"bet:{b}:net"], t[f"bet:{b}:staked"]
        if n == 0 or sy == 0:
            continue
        e = -sx / sy                       # the punters' loss per chip staked: the house edge
        # Var(X + eY) per round, X the punters' net and Y their stake on b (its mean is 0 by e)
        v = max((t[f"bet:{b}:net_sq"] + 2 * e * t[f"bet:{b}:cross"] + e * e * t[f"bet:{b}:staked_sq"]) / n, 0.0)
        half = 1.96 * math.sqrt(v / n) / (sy / n) if n > 1 else float("inf")
        out[b] = {"staked_per_round": sy / n, "net_per_round": sx / n,
                  "house_edge_percent": 100 * e, "ci95_percent": 100 * half}
    return out


def _summarise(kind: str, t: dict[str, int]) -> dict[str, dict[str, float]]:
    """Per bet (baccarat, blackjack: a unit stake, so the edge is minus the mean) or per seat
    (engine: chips per round, no edge: a seat's chips relate to no stake)."""
    out: dict[str, dict[str, float]] = {}
    if kind == "baccarat":
        n, unit, names = t["coups"], 20, ("banker", "player", "tie")
    elif kind == "blackjack":
        n, unit, names = t["rounds"], 2, ("",)
    else:
        n, unit = t["rounds"], 1
        names = tuple(k[:-4] for k in t if k.endswith("_sum"))
    for name in names:
        key = f"{name}_sum" if name else "sum"
        sq = f"{name}_sq" if name else "sq"
        if n == 0:
            continue
        mean = t[key] / n
        var = max(t[sq] / n - mean * mean, 0.0)
        half = 1.96 * math.sqrt(var / n) if n > 1 else float("inf")
        row = {"mean_per_unit": mean / unit, "ci95": half / unit}
        if kind != "engine":
            row["edge_percent"] = -100 * mean / unit
        out[name or "box"] = row
    return out


def simulate(kind: str, rounds: int, seed: int = 0, chunk_rounds: int | None = None, workers: int = 1,
             scheduler: str | None = None, progress: Callable[[int], None] | None = None,
             **params: Any) -> SimResult:
    """Run a seeded simulation in chunks and merge the tallies exactly.

    Args:
        kind: ``baccarat``, ``blackjack`` or ``engine`` (then ``game=...`` in params).
        rounds: coups or rounds in all.
        seed: the master seed.
        chunk_rounds: rounds per chunk (fixes the chunking, and so the result, for a seed);
            None: :data:`DEFAULT_CHUNK` for the kind.
        workers: local processes (1 = in this process); never more than there are tasks. With
            more than one, the first chunk is a timed probe run here and the rest go out in
            tasks of several chunks (:func:`plan_tasks`); the result is the same.
        scheduler: a Dask scheduler address (``tcp://host:port``) or a ``distributed.Client``;
            overrides ``workers``.
        progress: called with the number of rounds finished as each chunk completes (in one
            process, an engine chunk also every :data:`PROGRESS_BATCH` rounds).

    Raises:
        ValueError: unknown kind or bad sizes.
    """
    if chunk_rounds is None:
        chunk_rounds = DEFAULT_CHUNK.get(kind, 250_000)
    specs = chunk_specs(rounds, chunk_rounds)
    results: list[dict[str, int]] = []
    mode = "local"
    probe_s = 0.0
    tasks = len(specs)

    def probe(n_workers: int) -> list[list[tuple[int, int]]]:
        """Run the first chunk here, timed; group the rest into tasks for ``n_workers``."""
        nonlocal probe_s
        import time
        t0 = time.perf_counter()
        res = run_chunk(kind, seed, specs[0][0], specs[0][1], params)
        probe_s = time.perf_counter() - t0
        results.append(res)
        if progress:
            progress(_rounds_of(res))
        return plan_tasks(specs[1:], probe_s, n_workers)

    if scheduler is not None:
        try:
            from distributed import Client, as_completed
        except ImportError:
            raise ValueError("--scheduler needs Dask: pip install 'hoyle[dask]'") from None
        client = scheduler if isinstance(scheduler, Client) else Client(scheduler)
        try:
            n_workers = max(1, sum(client.nthreads().values()))
            plan = probe(n_workers) if specs else []
            tasks = len(results) + len(plan)
            futs = [client.submit(run_chunks, kind, seed, t, params, pure=False) for t in plan]
            for fut in as_completed(futs):
                res = fut.result()
                results.append(res)
                if progress:
                    progress(_rounds_of(res))
        finally:
            if client is not scheduler:
                client.close()
        mode = "dask"
    elif workers > 1 and len(specs) > 1:
        from concurrent.futures import ProcessPoolExecutor, as_completed as done
        plan = probe(workers)
        tasks = 1 + len(plan)
        with ProcessPoolExecutor(max_workers=min(workers, len(plan))) as ex:
            futs = [ex.submit(run_chunks, kind, seed, t, params) for t in plan]
            for fut in done(futs):
                res = fut.result()
                results.append(res)
                if progress:
                    progress(_rounds_of(res))
        mode = "processes"
    else:
        for i, r in specs:
            if progress and kind == "engine":      # the chunk reports its own batches
                results.append(run_chunk(kind, seed, i, r, params, tick=progress))
                continue
            res = run_chunk(kind, seed, i, r, params)
            results.append(res)
            if progress:
                progress(_rounds_of(res))
    merged: dict[str, int] = {}
    for res in results:
        for k, v in res.items():
            merged[k] = merged.get(k, 0) + int(v)
    return SimResult(kind, seed, rounds, merged, len(specs), workers, mode, _summarise(kind, merged),
                     _edges(merged) if kind == "engine" else {}, tasks, probe_s)


def _rounds_of(t: dict[str, int]) -> int:
    return int(t.get("coups", t.get("rounds", 0)))
