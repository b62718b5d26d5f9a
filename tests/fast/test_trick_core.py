"""The trick core (hoyle.fast.tricks) against the reference engine, deal by deal.

Every test plays the same deals with the same choice stream on the reference (a game's state from
the registry, or mechanics.tricks.OrderedTrickPlay on a TrickOrder) and on the core, and compares
the cards played, the winner of each trick, the tricks won and the card points taken. The choice
rule is the core's: at each turn the seat plays the floor(u * m)-th of its m legal cards in
increasing card index, u the next float of a seeded stream. Both engines are under test: the
plain-Python kernel always, the Numba one where Numba is installed.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from hoyle.core import SeededShuffler, get_game
from hoyle.fast.tricks import (FOLLOW_CODES, NO_TRUMP, numba_available, play_deals, random_hands,
                               random_playouts, tables_from_orders, whist_tables)
from hoyle.mechanics.tricks import (FOLLOW_RULES, PLAY, OrderedTrickPlay, TrickOrder, bower_order, card_points,
                                    ten_high_order)

ENGINES = ["python", pytest.param("numba", marks=pytest.mark.skipif(not numba_available(),
                                                                    reason="Numba is not installed"))]


def _pick(legal: list[int], u: float) -> int:
    m = len(legal)
    return legal[min(int(u * m), m - 1)]


def _play_reference(state, tp_of, stream: np.ndarray) -> list[int]:
    """Play ``state`` (a GameState in its play phase) by the stream until it is over: only its
    ``play`` actions count as the legal cards (skat's ``concede`` is no card). A deal may end
    before the last trick (skat's null game once the player takes a trick)."""
    plays = []
    for u in stream:
        if state.is_over:
            break
        cards = sorted(int(a.args[0]) for a in state.legal_actions() if a.verb == "play")
        c = _pick(cards, float(u))
        state.apply(PLAY[c])
        plays.append(c)
    return plays


def _core(engine, hands, leaders, orders, tables, streams):
    return play_deals(np.array(hands), np.array(leaders), np.array(orders), tables, np.array(streams), engine)


def _compare(out, ref_plays, ref_tps, values, n) -> int:
    """Deal by deal: the core's cards and trick winners begin with the reference's, and the
    tricks and card points of those tricks are the reference's. Returns the deals played out to
    the last trick by the reference (compared in full)."""
    full = 0
    for d, (plays, tp) in enumerate(zip(ref_plays, ref_tps)):
        k = len(tp.quitted)
        full += tp.over
        assert out.plays[d].tolist()[:len(plays)] == plays, d
        winners = out.winners[d].tolist()[:k]
        assert winners == [w for _, _, w in tp.quitted], d
        assert [winners.count(s) for s in range(n)] == tp.won, d
        if tp.over:
            assert out.won[d].tolist() == tp.won, d
            assert out.points[d].tolist() == card_points(tp.quitted, values, n), d
    return full


@pytest.mark.parametrize("engine", ENGINES)
def test_whist_deal_by_deal(engine):
    g = get_game("whist")
    tables = whist_tables()
    hands, leaders, orders, streams, plays, tps = [], [], [], [], [], []
    for seed in range(200):
        st = g.new_deal(4, None, SeededShuffler(seed))
        hands.append([sorted(int(c) for c in h) for h in st.tp.hands])
        leaders.append(st.tp.leader)
        orders.append(st.trump)
        stream = np.random.default_rng(seed).random(52)
        streams.append(stream)
        plays.append(_play_reference(st, lambda s: s.tp, stream))
        tps.append(st.tp)
        assert sum(st.tp.won) == 13
    out = _core(engine, hands, leaders, orders, tables, streams)
    assert _compare(out, plays, tps, [0] * 54, 4) == 200
    assert out.points.sum() == 0


@pytest.mark.parametrize("engine", ENGINES)
def test_hearts_card_points_deal_by_deal(engine):
    g = get_game("hearts")
    hands, leaders, streams, plays, tps = [], [], [], [], []
    values = None
    order = None
    for seed in range(150):
        st = g.new_deal(4, None, SeededShuffler(seed))
        assert st.phase == "play"
        values, order = st.values, st.tp.order
        hands.append([sorted(h) for h in st.tp.hands])
        leaders.append(st.tp.leader)
        stream = np.random.default_rng(1000 + seed).random(52)
        streams.append(stream)
        plays.append(_play_reference(st, lambda s: s.tp, stream))
        tps.append(st.tp)
    tables = tables_from_orders([order], [values])
    out = _core(engine, hands, leaders, [0] * len(hands), tables, streams)
    assert _compare(out, plays, tps, values, 4) == 150
    assert (out.points.sum(axis=1) == 13).all()          # a counter per heart, thirteen hearts


def _to_play_phase(state, rng: random.Random) -> bool:
    """Random bids and declarations until the play begins; False if the deal ends first."""
    while not state.is_over and state.phase != "play":
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state.phase == "play" and not state.tp.out


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("slug, players, points", [("skat", 3, "skat"), ("euchre", 4, None)])
def test_skat_and_euchre_deal_by_deal(engine, slug, players, points):
    """Skat's jacks (trumps in suit games, a fifth suit in grand, none in null) and euchre's
    bowers are the orders the reference built for the deal, as tables."""
    from hoyle.games.skat.state import CARD_POINTS
    values = CARD_POINTS if points == "skat" else None
    g = get_game(slug)
    hands, leaders, streams, plays, tps, orders = [], [], [], [], [], []
    seed = 0
    while len(hands) < 120:
        seed += 1
        st = g.new_deal(players, None, SeededShuffler(seed))
        if not _to_play_phase(st, random.Random(seed)):
            continue
        tp = st.tp
        orders.append(tp.order)
        hands.append([sorted(h) for h in tp.hands])
        leaders.append(tp.leader)
        stream = np.random.default_rng(seed).random(players * len(tp.hands[0]))
        streams.append(stream)
        plays.append(_play_reference(st, lambda s: s.tp, stream))
        tps.append(tp)
    tables = tables_from_orders(orders, [values] * len(orders))
    assert len({tuple(r) for r in tables.suit.tolist()}) > 1          # more than one order met
    out = _core(engine, hands, leaders, list(range(len(hands))), tables, streams)
    assert _compare(out, plays, tps, values or [0] * 54, players) >= 100
    if values:
        assert (out.points.sum(axis=1) + [sum(CARD_POINTS.get(c, 0) for c in st_skat)
                                          for st_skat in _skats(hands)] == 120).all()


def _skats(hands):
    dealt = [set(c for h in deal for c in h) for deal in hands]
    from hoyle.games.skat.state import skat_pack
    pack = {int(c) for c in skat_pack()}
    return [pack - d for d in dealt]


_PACK32 = [c for c in range(52) if (c >> 2) + 2 >= 7]


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("follow", FOLLOW_RULES)
def test_every_follow_rule_against_ordered_trick_play(engine, follow):
    """Random deals of the 32-card pack on the reference OrderedTrickPlay with euchre's bowers,
    the ten-high order and the plain order, under each follow rule, trumps or none."""
    rng = np.random.default_rng(FOLLOW_CODES[follow])
    orders = [bower_order(1, jokers=False, follow=follow), ten_high_order(3, follow),
              TrickOrder(None, follow=follow), TrickOrder(2, follow=follow)]
    tables = tables_from_orders(orders, [{c: (c >> 2) for c in _PACK32}] * 4)
    n = 80
    hands = random_hands(rng, n, _PACK32, 4, engine)
    leaders = rng.integers(0, 4, n)
    od = np.arange(n) % 4
    streams = rng.random((n, 32))
    plays, tps = [], []
    for d in range(n):
        tp = OrderedTrickPlay([list(map(int, h)) for h in hands[d]], orders[od[d]], int(leaders[d]))
        seq = []
        for u in streams[d]:
            c = _pick(sorted(tp.legal()), float(u))
            assert not tp.is_revoke(tp.turn, c)
            tp.play(c)
            seq.append(c)
        assert tp.over
        plays.append(seq)
        tps.append(tp)
    out = play_deals(hands, leaders, od, tables, streams, engine)
    for d in range(n):
        assert out.plays[d].tolist() == plays[d]
        assert out.won[d].tolist() == tps[d].won
        assert out.points[d].tolist() == card_points(tps[d].quitted, {c: (c >> 2) for c in _PACK32}, 4)


@pytest.mark.skipif(not numba_available(), reason="Numba is not installed")
def test_a_seed_gives_the_same_deals_and_results_on_both_engines():
    a = random_playouts(300, 7, engine="python")
    b = random_playouts(300, 7, engine="numba")
    for x, y in zip(a[:2], b[:2]):
        assert (x == y).all()
    for f in ("won", "points", "plays", "winners"):
        assert (getattr(a[2], f) == getattr(b[2], f)).all()


def test_random_playouts_deal_the_whole_pack_and_take_every_trick():
    hands, leader, out = random_playouts(300, 3, engine="python")
    assert hands.shape == (300, 4, 13)
    assert (np.sort(hands.reshape(300, 52), axis=1) == np.arange(52)).all()
    assert (out.won.sum(axis=1) == 13).all()
    assert (np.sort(out.plays, axis=1) == np.arange(52)).all()
    assert (out.winners[:, 0] >= 0).all() and (leader < 4).all()
    # uniform random whist: each seat takes about a quarter of the tricks
    assert abs(out.won.mean() - 13 / 4) < 0.2


def test_bad_input_is_refused_with_its_reason():
    tab = whist_tables()
    h = np.arange(52).reshape(1, 4, 13)
    ok = dict(leader=[0], order=[0], tables=tab, choice=np.zeros((1, 52)))
    play_deals(h, **ok)
    with pytest.raises(ValueError, match="twice"):
        play_deals(np.zeros((1, 4, 13), int), **ok)
    with pytest.raises(ValueError, match="shape"):
        play_deals(h, leader=[0], order=[0], tables=tab, choice=np.zeros((1, 51)))
    with pytest.raises(ValueError, match=r"\[0, 1\)"):
        play_deals(h, leader=[0], order=[0], tables=tab, choice=np.ones((1, 52)))
    with pytest.raises(ValueError, match="rows"):
        play_deals(h, leader=[0], order=[5], tables=tab, choice=np.zeros((1, 52)))
    with pytest.raises(ValueError, match="engine"):
        play_deals(h, engine="fortran", **ok)
    with pytest.raises(ValueError, match="reneging"):
        tables_from_orders([TrickOrder(0, renege=[48])])
    assert tab.trump.tolist() == [0, 1, 2, 3, NO_TRUMP]
