"""The PettingZoo AEC environment of every registered game (:mod:`hoyle.env.aec_env`):
PettingZoo's own ``api_test``, rewards that are the deal's outcome, seeded deals, and no
observation showing a seat a card hidden from it (the conformance leak check, through the
environment)."""

from __future__ import annotations

import contextlib
import io
import json
import warnings
from collections import Counter

import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

import hoyle.env  # noqa: E402
from hoyle.conformance import CARD_TOKEN  # noqa: E402
from hoyle.core import IllegalAction, all_games  # noqa: E402
from hoyle.core.items import item_text  # noqa: E402

GAMES = all_games()
#: games whose legal actions are known to name cards the seat's view hides (their registration
#: notes say so); their views are still checked
MASK_SHOWS_HIDDEN = {"double-dummy-bridge": "the first lead from an unexposed dummy shows that "
                                            "dummy's cards as the legal plays (registration notes)",
                     "auction-cinch": "the bidder may call any card he does not hold (001 part 3 §C6): the "
                                      "mask names every such card, which tells him nothing of where it lies",
                     "calabrasella": "the lone player asks for a three he does not hold (001 part 5 §5): the mask "
                                     "names every three not in his hand, which tells him nothing of where it lies",
                     "solo-ombre": "the bidder calls an ace not of the trump suit (001 part 5 §8.1), his own too: "
                                   "the mask names the aces by suit alone, which tells him nothing of where they lie",
                     "authors": "the asker may ask for any card of a rank he holds, his own included (001 part 5 "
                                "§8.3): the mask names all four of each such rank, which tells nothing of where they lie"}
CYCLES = 12          # api_test's cycles per game (each agent acts about this often)


@pytest.mark.parametrize("game", GAMES, ids=[g.slug for g in GAMES])
def test_pettingzoo_api_test(game):
    with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()) as out:
        # its advice for array observations ("not a NumPy array") does not apply to a view
        warnings.simplefilter("ignore")
        api_test(hoyle.env.aec(game.slug), num_cycles=CYCLES)
    assert "Passed API test" in out.getvalue()


def _play(env, seed, check=None):
    """One deal through the environment with a random agent; returns the rewards summed."""
    env.reset(seed=seed)
    got = Counter()
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        got[agent] += reward
        if check is not None:
            check(env)
        if terminated or truncated:
            env.step(None)
        else:
            env.step(env.action_space(agent).sample(obs["action_mask"]))
    return got


def _leaks(env) -> list[str]:
    """What any agent's observation shows of a card all of whose copies are hidden from its
    seat, in the view or among the actions its mask enables."""
    state = env.state
    located = Counter(int(c) for cs in state.card_locations().values() for c in cs)
    bad = []
    for agent in env.agents:
        seat = int(agent.split("_")[1])
        hidden = Counter(int(c) for c in state.hidden_cards(seat))
        if not hidden:
            continue
        obs = env.observe(agent)
        if isinstance(obs["observation"], dict):
            seen = Counter(CARD_TOKEN.findall(json.dumps(obs["observation"])))
        else:
            seen = Counter(_tensor_cards(env, obs["observation"]))
        acts = [env.index.action_at(int(i)) for i in obs["action_mask"].nonzero()[0]]
        named = {int(c) for a in acts if a is not None for c in a.cards}
        if env.game.slug in MASK_SHOWS_HIDDEN:
            named = set()
        for c, k in hidden.items():
            if k >= located[c] and (item_text(c) in seen or c in named):
                bad.append(f"{agent} sees {item_text(c)}")
    return bad


def _tensor_cards(env, vector) -> list[str]:
    """The cards an observation tensor sets in its card sections (hand, seen, trick)."""
    parts = env.table.encoding.split(vector)
    pack = env.index.pack
    out = []
    for name in ("hand", "seen", "trick"):
        if name in parts:
            out += [item_text(pack[int(i)]) for i in parts[name].reshape(-1, len(pack)).nonzero()[1]]
    return out


CARD_GAMES = [g for g in GAMES if g.has("cards")]


@pytest.mark.parametrize("game", CARD_GAMES, ids=[g.slug for g in CARD_GAMES])
def test_no_observation_shows_a_hidden_card(game):
    """Both observations: the view (``observation="view"``) and the tensor of the card
    sections, for every seat at every position of a deal; the tensor's shape never changes."""
    found: list[str] = []
    env = hoyle.env.aec(game.slug, observation="view")
    _play(env, 5, lambda e: found.extend(_leaks(e)) if not e.state.is_over else None)
    env = hoyle.env.aec(game.slug)
    space = env.observation_space("seat_0")["observation"]
    shapes = set()

    def check(e):
        if not e.state.is_over:
            found.extend(_leaks(e))
        shapes.update(e.observe(a)["observation"].shape for a in e.agents)

    _play(env, 6, check)
    assert not found, found[:5]
    assert shapes == {space.shape}


@pytest.mark.parametrize("slug", ["whist-english", "draw-poker-foster", "chuck-luck", "auction-bridge"])
def test_rewards_are_the_outcome_of_the_deal(slug):
    env = hoyle.env.aec(slug)
    got = _play(env, 3)
    out = env.state.outcome()
    assert [got[a] for a in env.possible_agents] == [float(x) for x in out]
    if env.game.zero_sum:
        assert sum(out) + env.state.house_take() == 0


def test_the_same_seed_deals_the_same_deal():
    a, b = hoyle.env.aec("whist"), hoyle.env.aec("whist")
    a.reset(seed=7)
    b.reset(seed=7)
    assert (a.observe("seat_0")["observation"] == b.observe("seat_0")["observation"]).all()
    b.reset(seed=8)
    assert (a.observe("seat_0")["observation"] != b.observe("seat_0")["observation"]).any()


def test_chance_is_resolved_inside_with_the_deal_seeded():
    """Chuck-luck's dice are an explicit chance turn; the agents never see one."""
    env = hoyle.env.aec("chuck-luck")
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        assert env.state.to_act != -1
        env.step(None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"]))
    rolls = [a for s, a in env.state.history if s == -1]
    assert rolls and rolls[0].verb == "roll"


def test_only_the_agent_to_act_has_a_mask():
    env = hoyle.env.aec("whist")
    env.reset(seed=2)
    masks = {a: env.observe(a)["action_mask"].sum() for a in env.agents}
    assert masks[env.agent_selection] == 13 and sum(masks.values()) == 13


def test_an_illegal_index_is_refused_and_changes_nothing():
    env = hoyle.env.aec("whist")
    env.reset(seed=2)
    mask = env.observe(env.agent_selection)["action_mask"]
    bad = int((mask == 0).nonzero()[0][0])
    before = json.dumps(env.state.record())
    for action in (bad, 10_000, -1, "play", 2.5):
        with pytest.raises(IllegalAction):
            env.step(action)
    assert json.dumps(env.state.record()) == before


def test_before_the_first_reset_every_call_says_reset():
    """step, observe and last before reset() raise IllegalAction naming reset(), not an
    AttributeError from inside PettingZoo; a render_mode the environment lacks is refused."""
    env = hoyle.env.aec("whist")
    for call in (lambda: env.step(0), lambda: env.observe("seat_0"), env.last):
        with pytest.raises(IllegalAction, match=r"call reset\(\) before"):
            call()
    env.reset(seed=1)
    assert env.last()[0]["action_mask"].sum() == 13
    from hoyle.core import HoyleError
    with pytest.raises(HoyleError, match="render_mode"):
        hoyle.env.aec("whist", render_mode="rgb_array")


def test_max_steps_truncates():
    env = hoyle.env.aec("whist", max_steps=5)
    env.reset(seed=1)
    steps = 0
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if truncated:
            assert steps == 5
        env.step(None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"]))
        steps += not (terminated or truncated)
    assert steps == 5


def test_rule_options_reach_the_game():
    env = hoyle.env.aec("draw-poker-modern", limit=10)
    env.reset(seed=1)
    assert env.state.rules.limit == 10


def test_the_readme_example_runs(capsys):
    from pathlib import Path
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    code = readme.split("### As an AI environment", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    exec(compile(code, "README.md", "exec"), {})
    lines = capsys.readouterr().out.split()
    assert sorted(lines[0::2]) == ["seat_0", "seat_1", "seat_2", "seat_3"]
    assert sum(float(x) for x in lines[1::2]) == 0
