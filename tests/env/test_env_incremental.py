"""The trick-game tensors kept from the cards played (:mod:`hoyle.env.incremental`) are the
full encoding (:meth:`hoyle.env.encode.Encoding.encode`) at every position of random deals,
through the AEC environment as an agent uses it and with every seat observed at every step;
the learned changes are really used, and a change that depends on more than its context (the
points of a trick at hearts) turns its kind of play off."""

from __future__ import annotations

import numpy as np
import pytest

import hoyle.env
from hoyle.env import incremental
from hoyle.env.incremental import VERIFY

pytest.importorskip("pettingzoo")


@pytest.fixture(autouse=True)
def _incremental(monkeypatch):
    """The incremental tensors are off by default: on for the environments made here."""
    monkeypatch.setattr(incremental, "ENABLED", True)

# the benchmark's trick games, and others of the family: two-handed, with a dummy, a stock,
# a widow, sides of three, a seat sitting out
GAMES = ("whist-english", "hearts", "euchre", "auction-bridge", "skat", "piquet-au-cent",
         "five-hundred", "dummy-whist", "german-whist", "napoleon", "bid-whist", "pitch")


def _play(env, deals: int, every_seat: bool, seed: int = 1) -> tuple[int, int]:
    """Random deals; compares each observation asked for with the full encoding. Returns the
    observations compared and how many differed."""
    enc = env.table.encoding
    rng = np.random.default_rng(seed)
    compared = differed = 0
    for d in range(deals):
        env.reset(seed=100 + d)
        for agent in env.agent_iter(3000):
            asked = env.agents if every_seat else [agent]
            for a in asked:
                got = env.observe(a)["observation"]
                compared += 1
                differed += not np.array_equal(got, enc.encode(env.state, env._seat[a]))
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = obs["action_mask"].nonzero()[0]
            env.step(int(legal[int(rng.integers(len(legal)))]))
    return compared, differed


def _deal(env, seed: int) -> int:
    """One deal as an agent plays it (``last()`` then ``step()``); returns its steps."""
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)
    steps = 0
    for _ in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        legal = obs["action_mask"].nonzero()[0]
        env.step(int(legal[int(rng.integers(len(legal)))]))
        steps += 1
    return steps


@pytest.mark.parametrize("slug", GAMES)
def test_incremental_tensors_equal_the_full_encoding(slug):
    env = hoyle.env.aec(slug)
    assert env.table._deltas is not None
    compared, differed = _play(env, 6, every_seat=True)
    assert compared > 40 and differed == 0
    compared, differed = _play(env, 6, every_seat=False, seed=2)
    assert compared > 20 and differed == 0


def test_the_changes_are_used_and_the_full_encoding_is_skipped(monkeypatch):
    env = hoyle.env.aec("whist-english")
    _play(env, 4, every_seat=False)
    for seed in range(150):              # learning (as an agent plays, nothing compared)
        _deal(env, seed)
    d = env.table._deltas
    assert sum(1 for c in d.changes.values() if getattr(c, "seen", 0) >= VERIFY) > 20
    calls = []
    enc = env.table.encoding
    full = type(enc).encode
    monkeypatch.setattr(type(enc), "encode", lambda self, *a, **k: calls.append(1) or full(self, *a, **k))
    assert _deal(env, 7) == 52
    # full: each seat's first observation, each seat's after the first trick (the turned trump
    # card goes back to the dealer: a field of the state set anew) and the four at the end
    # (the deal over); the plays of the other twelve tricks are followed
    assert len(calls) <= 16, len(calls)          # 12 once learned (of 56 observations)


def test_a_change_depending_on_the_cards_turns_its_kind_off():
    """At hearts the points taken change by the cards of the trick, which no context holds:
    completed tricks are then always encoded in full (and the tensors stay equal)."""
    env = hoyle.env.aec("hearts")
    compared, differed = _play(env, 6, every_seat=True, seed=3)
    assert differed == 0
    assert (True, False, False) in env.table._deltas.off
    assert (False, False, False) not in env.table._deltas.off


def test_off_by_default():
    incremental.ENABLED = False
    try:
        assert hoyle.env.aec("whist-english").table._deltas is None
    finally:
        incremental.ENABLED = True


def test_gymnasium_seat_alone_is_followed():
    """The Gymnasium environment observes one seat, the bots' plays applied around it."""
    env = hoyle.env.gym("whist-english", opponents="random")
    enc = env.unwrapped.table.encoding
    rng = np.random.default_rng(0)
    for seed in range(4):
        obs, _ = env.reset(seed=seed)
        while True:
            t = env.unwrapped.table
            assert np.array_equal(obs["observation"], enc.encode(t.state, env.unwrapped.seat))
            legal = obs["action_mask"].nonzero()[0]
            obs, _, terminated, truncated, _ = env.step(int(legal[int(rng.integers(len(legal)))]))
            if terminated or truncated:
                break
