"""Simulation: fast paths equal to the reference engines; chunked runs merge exactly whatever
the workers (in process, process pool, a loopback Dask cluster)."""

from __future__ import annotations

import numpy as np
import pytest

from hoyle.cards import shoe as make_shoe
from hoyle.core import StackedShuffler, get_game
from hoyle.games.banking.baccarat_rules import VALUE
from hoyle.games.banking.blackjack import BJV, BasicStrategyBot
from hoyle.sim import simulate
from hoyle.sim.fast_baccarat import play_shoes
from hoyle.sim.fast_blackjack import play_shoe, strategy_lookup


def _orders(seed, decks, n):
    rng = np.random.default_rng(seed)
    base = list(make_shoe(decks).cards)
    return [[base[i] for i in rng.permutation(len(base))] for _ in range(n)]


@pytest.mark.parametrize("decks", [1, 8])
def test_fast_baccarat_equals_engine(decks):
    orders = _orders(decks, decks, 3)
    V = np.array([[VALUE[c] for c in o] for o in orders], dtype=np.uint8)
    P, B, A = play_shoes(V, cut_card=16)
    g = get_game("punto-banco")
    for s, order in enumerate(orders):
        m = g.new_match(2, rules={"decks": decks}, shuffler=StackedShuffler([order]))
        k = 0
        while True:
            if k and len(m.context["shoe"]) < 16:
                break
            st = m.next_deal()
            st.apply("bet player 1")
            st.apply("done")
            assert A[k, s]
            assert (st._point(0), st._point(1)) == (P[k, s], B[k, s]), (s, k)
            m.finish(st)
            k += 1
        assert k == A[:, s].sum()


def test_fast_blackjack_equals_engine_with_basic_strategy():
    g = get_game("blackjack-casino")
    tables = strategy_lookup()
    for order in _orders(5, 2, 3):
        nets = play_shoe([BJV[c] for c in order], 52, tables)
        m = g.new_match(2, rules={"decks": 2}, shuffler=StackedShuffler([order]))
        bot = BasicStrategyBot(1)
        got = []
        while not got or len(m.context["shoe"]) >= 52:
            st = m.next_deal()
            while not st.is_over:
                st.apply(bot.choose(st.view(1), st.legal_actions()))
            got.append(st.outcome()[1])
            m.finish(st)
        assert got == nets


def test_chunks_merge_exactly_across_workers():
    a = simulate("baccarat", 30_000, seed=11, chunk_rounds=7_000, workers=1)
    b = simulate("baccarat", 30_000, seed=11, chunk_rounds=7_000, workers=2)
    assert a.tallies == b.tallies and a.tallies["coups"] == 30_000 and a.chunks == 5
    c = simulate("blackjack", 3_000, seed=2, chunk_rounds=1_000, workers=1)
    d = simulate("blackjack", 3_000, seed=2, chunk_rounds=1_000, workers=2)
    assert c.tallies == d.tallies and c.tallies["rounds"] == 3_000


def test_dask_local_cluster_on_loopback_merges_exactly():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, protocol="tcp", host="127.0.0.1",
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        a = simulate("baccarat", 20_000, seed=3, chunk_rounds=5_000, scheduler=client)
    b = simulate("baccarat", 20_000, seed=3, chunk_rounds=5_000)
    assert a.scheduler == "dask" and a.tallies == b.tallies


def test_simulation_brackets_exact_edge():
    from hoyle.analysis.banking_baccarat import baccarat_odds, bet_edges
    r = simulate("baccarat", 400_000, seed=1, chunk_rounds=200_000)
    exact = float(bet_edges(baccarat_odds(8))["banker"]["house_edge"]) * 100
    est = r.bets["banker"]
    assert abs(est["edge_percent"] - exact) < 100 * est["ci95"] * 1.5


def test_engine_kind_runs_any_game():
    r = simulate("engine", 40, seed=1, chunk_rounds=20, game="chemin-de-fer-modern")
    t = r.tallies
    assert t["rounds"] == 40
    assert sum(t[f"seat{s}_sum"] for s in range(5)) + t["house_take"] == 0


@pytest.mark.parametrize("h17,das", [(False, False), (True, True), (False, True)])
def test_vectorised_blackjack_equals_the_reference_path_shoe_by_shoe(h17, das):
    """The NumPy blackjack (all shoes side by side) deals the same rounds as play_shoe on every shoe,
    which is itself tested equal to the engine with the basic-strategy bot above."""
    from hoyle.analysis.banking_blackjack import BJAnalysisRules
    from hoyle.sim.fast_blackjack import play_shoes_vec
    tables = strategy_lookup(BJAnalysisRules(hit_soft_17=h17, double_after_split=das))
    rng = np.random.default_rng(17)
    base = np.repeat(np.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]), 4 * 6)
    V = rng.permuted(np.broadcast_to(base, (120, base.size)), axis=1)
    N, A = play_shoes_vec(V, 52, tables, h17=h17, das=das)
    for i in range(V.shape[0]):
        assert N[A[:, i], i].tolist() == play_shoe(V[i].tolist(), 52, tables, h17=h17, das=das)


def test_vectorised_blackjack_matches_the_engine_directly():
    """Round by round against BlackjackState played by the BasicStrategyBot on the same shoes."""
    from hoyle.sim.fast_blackjack import play_shoes_vec
    g = get_game("blackjack-casino")
    tables = strategy_lookup()
    orders = list(_orders(5, 2, 3))
    N, A = play_shoes_vec(np.array([[BJV[c] for c in o] for o in orders]), 52, tables)
    for i, order in enumerate(orders):
        m = g.new_match(2, rules={"decks": 2}, shuffler=StackedShuffler([order]))
        bot = BasicStrategyBot(1)
        got = []
        while not got or len(m.context["shoe"]) >= 52:
            st = m.next_deal()
            while not st.is_over:
                st.apply(bot.choose(st.view(1), st.legal_actions()))
            got.append(st.outcome()[1])
            m.finish(st)
        assert got == N[A[:, i], i].tolist()


# --- the compiled baccarat path (extra hoyle[fast]; skipped without Numba) -------------------------

def _numpy_points(V, cut_card=16, burn=True):
    """(player, banker) of every coup of the shoes V via the NumPy path, shoe-major."""
    P, B, A = play_shoes(np.asarray(V, dtype=np.uint8), cut_card, burn)
    rows = [np.stack([P[A[:, s], s], B[A[:, s], s]], 1) for s in range(A.shape[1])]
    return np.concatenate(rows).astype(np.int64), A.sum(axis=0)


@pytest.mark.parametrize("decks,cut_card,burn", [(1, 16, True), (8, 16, True), (6, 7, False), (8, 60, True)])
def test_numba_baccarat_deals_as_the_numpy_path_coup_by_coup(decks, cut_card, burn):
    pytest.importorskip("numba")
    from hoyle.sim.fast_baccarat_numba import play_shoes_nb
    V = np.array([[VALUE[c] for c in o] for o in _orders(40 + decks, decks, 60)], dtype=np.int64)
    pts, ks = play_shoes_nb(V, cut_card, burn)
    ref, ref_ks = _numpy_points(V, cut_card, burn)
    assert ks.tolist() == ref_ks.tolist()
    assert np.array_equal(pts, ref)


def test_numba_baccarat_matches_the_engine_directly():
    """Coup by coup against BaccaratState on the same stacked 8-pack shoes."""
    pytest.importorskip("numba")
    from hoyle.sim.fast_baccarat_numba import play_shoes_nb
    orders = _orders(99, 8, 2)
    pts, ks = play_shoes_nb(np.array([[VALUE[c] for c in o] for o in orders]), 16)
    g = get_game("punto-banco")
    i = 0
    for order in orders:
        m = g.new_match(2, rules={"decks": 8}, shuffler=StackedShuffler([order]))
        k = 0
        while not k or len(m.context["shoe"]) >= 16:
            st = m.next_deal()
            st.apply("bet banker 1")
            st.apply("done")
            assert (st._point(0), st._point(1)) == tuple(pts[i])
            m.finish(st)
            i += 1
            k += 1
    assert i == len(pts) == ks.sum()


@pytest.mark.parametrize("coups,decks", [(1, 8), (5_000, 8), (7_777, 1)])
def test_numba_chunk_tallies_equal_the_numpy_path_on_its_own_shoes(coups, decks):
    pytest.importorskip("numba")
    from hoyle.sim.fast_baccarat_numba import baccarat_chunk_nb, shoes
    t = baccarat_chunk_nb(np.random.SeedSequence(coups, spawn_key=(3,)), coups, decks)
    V = shoes(np.random.SeedSequence(coups, spawn_key=(3,)), coups // ((52 * decks - 27) // 6) + 2, decks)
    ref, _ = _numpy_points(V)
    p, b = ref[:coups, 0], ref[:coups, 1]
    nb, npl, nt = int((b > p).sum()), int((p > b).sum()), int((p == b).sum())
    assert (t["coups"], t["banker"], t["player"], t["tie"]) == (coups, nb, npl, nt)
    assert t["banker_sum"] == 19 * nb - 20 * npl and t["tie_sum"] == 160 * nt - 20 * (nb + npl)


def test_numba_shuffle_is_uniform_over_all_permutations():
    """All 24 orders of four distinct cards come up equally often (chi-square, 23 d.f., p ~ 1e-4)."""
    pytest.importorskip("numba")
    from hoyle.sim.fast_baccarat_numba import _shuffle, _state
    s = _state(np.random.SeedSequence(2024))
    base = np.arange(4, dtype=np.int64)
    out = np.empty(4, dtype=np.int64)
    counts: dict[tuple, int] = {}
    n = 48_000
    for _ in range(n):
        _shuffle(s, base, out)
        counts[tuple(out)] = counts.get(tuple(out), 0) + 1
    assert len(counts) == 24
    exp = n / 24
    assert sum((c - exp) ** 2 / exp for c in counts.values()) < 55.0


def test_baccarat_engines_both_bracket_the_exact_edge_and_bad_engine_is_refused():
    from hoyle.analysis.banking_baccarat import baccarat_odds, bet_edges
    from hoyle.sim.fast_baccarat import baccarat_chunk, numba_available
    exact = float(bet_edges(baccarat_odds(8))["banker"]["house_edge"]) * 100
    engines = ["numpy"] + (["numba"] if numba_available() else [])
    for engine in engines:
        r = simulate("baccarat", 300_000, seed=4, chunk_rounds=150_000, engine=engine)
        est = r.bets["banker"]
        assert r.tallies["coups"] == 300_000
        assert abs(est["edge_percent"] - exact) < 100 * est["ci95"] * 1.5, engine
    with pytest.raises(ValueError, match="unknown baccarat engine"):
        baccarat_chunk(np.random.SeedSequence(1), 10, engine="cuda")


def test_baccarat_auto_engine_falls_back_to_numpy_without_numba(monkeypatch):
    import hoyle.sim.fast_baccarat as fb
    monkeypatch.setattr(fb, "numba_available", lambda: False)
    a = fb.baccarat_chunk(np.random.SeedSequence(8), 2_000)
    b = fb.baccarat_chunk(np.random.SeedSequence(8), 2_000, engine="numpy")
    assert a == b and a["coups"] == 2_000
