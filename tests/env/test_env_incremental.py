"""The tensors kept entry by entry (:mod:`hoyle.env.incremental`) are the full encoding
(:meth:`hoyle.env.encode.Encoding.encode`) at every position of random deals: through the AEC
environment as an agent uses it, with every seat observed at every step, across every
registered game holding a trick play, and at the banking and poker games; the kept entries are
really reused; an entry the game changes in place is not mistaken for the one kept."""

from __future__ import annotations

import numpy as np
import pytest

import hoyle.env
from hoyle.core import CHANCE, SeededShuffler, all_games
from hoyle.env import incremental
from hoyle.env.incremental import Follower
from hoyle.mechanics.tricks import TrickPlay

pytest.importorskip("pettingzoo")


def _play(env, deals: int, every_seat: bool, seed: int = 1) -> tuple[int, int]:
    """Random deals; compares each observation asked for with the full encoding. Returns the
    observations compared and how many differed."""
    enc = env.table.encoding
    rng = np.random.default_rng(seed)
    compared = differed = 0
    for d in range(deals):
        env.reset(seed=1000 * seed + d)
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


@pytest.mark.parametrize("slug", ["whist-english", "auction-bridge", "hearts", "euchre"])
def test_equal_to_the_full_encoding_over_many_deals(slug):
    env = hoyle.env.aec(slug)
    assert env.table._follower is not None
    compared, differed = _play(env, 25, every_seat=False, seed=2)
    assert compared > 25 * 20 and differed == 0
    compared, differed = _play(env, 15, every_seat=True, seed=3)
    assert compared > 15 * 60 and differed == 0
    fol = env.table._follower
    assert fol.reused > fol.encoded          # most entries are reused, not encoded again


def _trick_games() -> list[str]:
    """Every registered game whose state holds a trick play at some position of a seeded
    random deal (checked before each action)."""
    out = []
    for g in all_games():
        if not g.has("cards"):
            continue
        st = g.new_deal(None, None, SeededShuffler(0))
        rng = np.random.default_rng(0)
        for _ in range(400):
            if st.is_over:
                break
            if any(isinstance(v, TrickPlay) for v in vars(st).values()):
                out.append(g.slug)
                break
            if st.to_act == CHANCE:
                st.apply(st.sample_chance())
                continue
            legal = st.legal_actions()
            st.apply(legal[int(rng.integers(len(legal)))])
    return out


TRICK_GAMES = _trick_games()


def test_the_trick_family_is_all_there():
    assert len(TRICK_GAMES) > 100
    assert {"whist-english", "auction-bridge", "hearts", "euchre", "skat", "pinochle"} - set(TRICK_GAMES) <= {"pinochle"}


@pytest.mark.parametrize("slug", TRICK_GAMES)
def test_every_trick_game_equal_at_every_position(slug):
    env = hoyle.env.aec(slug)
    if env.table._follower is None:          # the game's own observation_tensor
        pytest.skip("the game encodes its own tensor")
    seed = sum(map(ord, slug))               # a seed per game, the same every run
    compared, differed = _play(env, 2, every_seat=True, seed=seed)
    assert compared > 10 and differed == 0
    compared, differed = _play(env, 2, every_seat=False, seed=seed + 1)
    assert differed == 0


@pytest.mark.parametrize("slug", ["blackjack-casino", "draw-poker-modern", "baccarat-banque",
                                  "faro", "stud-poker"])
def test_banking_and_poker_games_equal(slug):
    try:
        env = hoyle.env.aec(slug)
    except Exception as e:                     # a slug this registry spells otherwise
        pytest.skip(f"{slug}: {e}")
    if env.table._follower is None:
        pytest.skip("no generic tensor")
    compared, differed = _play(env, 12, every_seat=True, seed=5)
    assert compared > 12 and differed == 0


class _Fixed:
    """A state whose view is one dict the test changes in place (as a game might hand out
    its own lists)."""

    def __init__(self, view):
        self.v = view

    def view(self, seat):
        return self.v


def test_an_entry_changed_in_place_is_encoded_again():
    env = hoyle.env.aec("whist-english")
    env.reset(seed=4)
    enc = env.table.encoding
    view = env.state.view(0)
    view["played"] = [[["N", "5C"], ["E", "6C"], ["S", "7C"], ["W", "KC"]]]
    state = _Fixed(view)
    fol = Follower(enc, 4)
    first = fol.encode(state, 0)
    assert np.array_equal(first, enc.encode(state, 0))
    view["played"][0][1][1] = "AS"             # the same list object, another card in it
    view["played"].append([["W", "4S"], ["N", "TS"], ["E", "QS"], ["S", "KS"]])
    view["hand"].pop()
    again = fol.encode(state, 0)
    assert np.array_equal(again, enc.encode(state, 0))
    assert not np.array_equal(first, again)
    seen = enc.split(again)["seen"]
    assert seen[list(map(str, enc.index.pack)).index("AS")] == 1
    assert seen[list(map(str, enc.index.pack)).index("6C")] == 0


def test_the_observation_is_the_callers_own():
    env = hoyle.env.aec("whist-english")
    env.reset(seed=1)
    agent = env.agent_selection
    obs = env.observe(agent)
    obs["observation"][:] = 7.0
    obs["action_mask"][:] = 1
    again = env.observe(agent)
    assert np.array_equal(again["observation"], env.table.encoding.encode(env.state, env._seat[agent]))
    assert again["action_mask"].sum() == len(env.state.legal_actions())


def test_off_encodes_from_scratch():
    incremental.ENABLED = False
    try:
        env = hoyle.env.aec("whist-english")
        assert env.table._follower is None
        compared, differed = _play(env, 2, every_seat=False)
        assert compared > 50 and differed == 0
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


def test_one_card_plays_take_their_index_from_the_table():
    """The legal indices read from the card table are those of ``index_of`` (the Action
    looked up), at every position of random deals."""
    for slug in ("whist-english", "auction-bridge", "euchre", "skat"):
        env = hoyle.env.aec(slug)
        idx = env.index
        assert "play" in idx._by_card
        rng = np.random.default_rng(0)
        for d in range(3):
            st = env.table.game.new_deal(None, None, SeededShuffler(d))
            while not st.is_over:
                if st.to_act == CHANCE:
                    st.apply(st.sample_chance())
                    continue
                legal = idx.legal(st)
                for i, a in legal.items():
                    want = idx._index_of(a)
                    assert want is None or want == i
                    assert idx.action_at(i) in (a, None)
                acts = st.legal_actions()
                st.apply(acts[int(rng.integers(len(acts)))])
