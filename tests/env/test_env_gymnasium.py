"""The Gymnasium single-agent environment (:mod:`hoyle.env.gym_env`): Gymnasium's own
``check_env`` on every registered game, ``gymnasium.make("hoyle/GAME")``, the bots at the other
seats, refused indices, and the reward as the agent seat's outcome."""

from __future__ import annotations

import json
import warnings

import pytest

gymnasium = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

import hoyle.env  # noqa: E402
from hoyle.core import HoyleError, all_games  # noqa: E402

GAMES = all_games()


@pytest.mark.parametrize("game", GAMES, ids=[g.slug for g in GAMES])
def test_gymnasium_check_env(game):
    env = gymnasium.make(f"hoyle/{game.slug}", opponents="bot")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")    # its advice on render_fps and array observations
        check_env(env.unwrapped, skip_render_check=True)


def test_aliases_are_registered_too():
    assert gymnasium.make("hoyle/whist").unwrapped.game.slug == "whist-english"
    assert gymnasium.make("hoyle/blackjack").unwrapped.game.slug == "blackjack-casino"


def _episode(env, seed):
    obs, _ = env.reset(seed=seed)
    total, steps = 0.0, 0
    while True:
        legal = obs["action_mask"].nonzero()[0]
        action = int(env.np_random.choice(legal)) if len(legal) else 0
        obs, reward, terminated, truncated, _ = env.step(action)
        total += reward
        steps += 1
        if terminated or truncated:
            return total, steps


@pytest.mark.parametrize("slug", ["draw-poker-foster", "blackjack-casino", "whist-english", "faro-foster"])
def test_the_reward_is_the_seats_outcome_and_bots_play_the_rest(slug):
    env = hoyle.env.gym(slug, opponents="bot")
    total, _ = _episode(env, 4)
    assert total == float(env.state.outcome()[env.seat])
    others = {s for s, _ in env.state.history if s not in (-1, env.seat)}
    assert others, "the bots acted"


def test_the_heuristic_bots_are_hoyles():
    env = hoyle.env.gym("draw-poker", opponents="heuristic")
    env.reset(seed=1)
    assert {type(b).__name__ for b in env.bots.values()} == {type(b).__name__ for b in env.bots.values()}
    assert all(b.name == "heuristic" for b in env.bots.values())


def test_seeded_episodes_repeat():
    env = hoyle.env.gym("draw-poker-foster", opponents="heuristic")
    assert _episode(env, 11) == _episode(env, 11)
    first = json.dumps(env.state.record())
    _episode(env, 11)
    assert json.dumps(env.state.record()) == first


def test_a_refused_index_leaves_the_deal_and_says_why():
    env = hoyle.env.gym("whist")
    obs, _ = env.reset(seed=3)
    bad = int((obs["action_mask"] == 0).nonzero()[0][0])
    before = json.dumps(env.state.record())
    obs2, reward, terminated, truncated, info = env.step(bad)
    assert "not legal now" in info["illegal"] and reward == 0.0 and not terminated
    assert json.dumps(env.state.record()) == before
    assert (obs2["action_mask"] == obs["action_mask"]).all()


def test_the_agent_sits_where_a_person_would():
    """At blackjack the house keeps the bank at seat 0: the agent is the first punter."""
    env = hoyle.env.gym("blackjack-casino")
    assert env.seat == env.game.person_seat(env.table.num_players) == 1


def test_bad_set_up_is_one_line():
    with pytest.raises(HoyleError, match="no bot 'nobody'"):
        hoyle.env.gym("whist", opponents="nobody")
    with pytest.raises(HoyleError, match="seat"):
        hoyle.env.gym("whist", seat=4)
    with pytest.raises(HoyleError, match="render_mode is None, 'ansi', 'human', not 'bogus'"):
        hoyle.env.gym("whist", render_mode="bogus")
    for stray in (9, 0, "1"):          # no such seat, the agent's own, not a seat number
        with pytest.raises(HoyleError, match=f"other seats, 0 to 3 but the agent's 0, not {stray!r}"):
            hoyle.env.gym("whist", opponents={stray: "heuristic"})
    assert hoyle.env.gym("whist", opponents={2: "heuristic"})._bot_names == {1: "random", 2: "heuristic",
                                                                              3: "random"}


def test_a_deal_settled_before_the_agent_acts_says_so_at_reset():
    """Draw poker: where the bots settle the deal before the agent's turn (all fold to it),
    ``reset`` gives an all-zero mask and ``info["over"]``, and any step ends the episode with
    the deal's outcome; a deal the agent plays in has neither."""
    env = hoyle.env.gym("draw-poker-foster", opponents="heuristic")
    seen = {True: 0, False: 0}
    for seed in range(40):
        obs, info = env.reset(seed=seed)
        over = bool(info.get("over"))
        seen[over] += 1
        assert bool(obs["action_mask"].any()) != over
        if over:
            _, reward, terminated, _, _ = env.step(0)
            assert terminated and reward == float(env.state.outcome()[env.seat])
    assert seen[True] and seen[False]
