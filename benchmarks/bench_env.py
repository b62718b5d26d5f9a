"""Benchmark: environment steps per second, hoyle's environments beside the engine they wrap
and beside the libraries' own card-game environments, in one run, random legal play.

    PYTHONPATH=src python benchmarks/bench_env.py [--seconds 2] [--games whist-english,...]

A *step* is one action by a player (chance steps are not counted; the time they take is).
Rows per hoyle game:

* ``engine``: the game's state alone, ``legal_actions()`` and ``apply()`` of a random one,
  chance resolved, a new deal when one ends (the floor the environments stand on);
* ``PettingZoo AEC``: an agent's loop, ``for agent in env.agent_iter()``: ``env.last()`` (the
  acting seat's observation tensor and action mask, made when asked) and ``env.step()`` of a
  random legal index (the dead steps at the end of a deal too, their observations asked for
  and not counted as steps), ``reset()`` when the deal ends; ``(view)``: the same with
  ``observation="view"`` (the dict); the ``(tensor)`` row is the default, each seat's view
  entries kept and only the changed ones re-encoded (:mod:`hoyle.env.incremental`, exact);
  ``(tensor, from scratch)``: every tensor encoded from the whole view (``ENABLED`` off, as
  before). Each AEC row first plays ``WARM_DEALS`` deals untimed (warm caches);
* ``OpenSpiel rl_environment``: OpenSpiel's Python RL environment on hoyle's pyspiel game
  (information state tensor and legal actions per step);
* ``breakdown`` (``--breakdown``): the engine's loop building the acting seat's view at each
  position, then its tensor as the environment does, and the AEC loop with a constant
  observation (only the mask made): what the view, the encoder and PettingZoo's loop each add;
* ``Gymnasium`` (blackjack): one seat, hoyle's random bots at the others (their actions run
  inside ``step`` and are not counted as steps).

Peers: OpenSpiel's C++ ``bridge``, ``hearts``, ``euchre`` and ``blackjack``, both raw
(``pyspiel`` states: the engine) and through ``rl_environment`` (the environment), and RLCard's
``blackjack`` (its ``env.step``), "not installed" where missing.

``layer`` is what the environment adds to the engine's step, as a share of that step:
``engine rate / environment rate - 1`` = (env step - engine step) / engine step (the issue
wants it below 0.5). The rows of one game are timed in turns (``SLICE``), so that a shared
machine's load falls on them alike, and in the CPU time of this process
(``time.process_time``), so that another process's load does not count.

The run ends with a summary, one line per hoyle game: the engine's step and the PettingZoo
AEC step (tensor observation) in microseconds, the layer's share, whether it is below 0.5,
and the peer's environment step (OpenSpiel ``rl_environment`` over its C++ game of the same
kind; RLCard's ``env.step`` for blackjack when rlcard is installed, an optional extra the
project does not declare).
"""

from __future__ import annotations

import argparse
import time

import numpy as np

HOYLE_GAMES = ("whist-english", "auction-bridge", "hearts", "euchre", "blackjack-casino",
               "draw-poker-modern")
PEERS = ("bridge", "hearts", "euchre", "blackjack")
# the peer environment beside each hoyle game in the summary (None: no library has one)
PEER_OF = {"whist-english": "bridge", "auction-bridge": "bridge", "hearts": "hearts",
           "euchre": "euchre", "blackjack-casino": "blackjack", "draw-poker-modern": None}


FLOOR = "PettingZoo floor: a do-nothing AEC env"
SLICE = 0.25          # seconds per turn when rows of one game are timed in turns
WARM_DEALS = 200      # deals played untimed by each AEC row before it is timed


def _rate(fn, seconds: float) -> float:
    """Steps per second of ``fn`` (which returns the steps it took) over ``seconds``."""
    return _rates([fn], seconds)[0]


def _rates(fns: list, seconds: float) -> list[float]:
    """Steps per second of each of ``fns``, timed in turns of ``SLICE`` seconds until each has
    had ``seconds``: on a shared machine the load then falls on every row alike, so their
    ratios hold even when the rates swing."""
    for fn in fns:
        fn()                              # warm caches (the action index, the encoding)
    steps = [0] * len(fns)
    spent = [0.0] * len(fns)
    clock = time.process_time
    while min(spent) < seconds:
        for k, fn in enumerate(fns):
            t0 = clock()
            while clock() - t0 < SLICE:
                steps[k] += fn()
            spent[k] += clock() - t0
    return [n / t for n, t in zip(steps, spent)]


def hoyle_engine(slug: str, seconds: float | None, also: str | None = None):
    """The engine's loop; ``also``: ``"view"`` builds the acting seat's view at each
    position too, ``"tensor"`` its tensor as the AEC environment does (the entries kept,
    :mod:`hoyle.env.incremental`), so that the breakdown rows show what each part costs."""
    from hoyle.core import CHANCE, SeededShuffler, get_game
    g = get_game(slug)
    rng = np.random.default_rng(0)
    seeds = iter(range(10**9))
    follower = None
    if also == "tensor":
        from hoyle.env.actions import action_index
        from hoyle.env.encode import encoding
        from hoyle.env.incremental import Follower
        idx = action_index(g)
        follower = Follower(encoding(idx), idx.num_players)

    def deal() -> int:
        st = g.new_deal(None, None, SeededShuffler(next(seeds)))
        if follower is not None:
            follower.forget()
        steps = 0
        while not st.is_over:
            if st.to_act == CHANCE:
                st.apply(st.sample_chance())
                continue
            if also == "view":
                st.view(st.to_act)
            elif follower is not None:
                follower.encode(st, st.to_act)
            legal = st.legal_actions()
            st.apply(legal[int(rng.integers(len(legal)))])
            steps += 1
        return steps
    return deal if seconds is None else _rate(deal, seconds)


def _play_deal(env, rng) -> int:
    """The agent's loop over one deal of a reset AEC ``env``: ``agent_iter``, ``last``, a
    random legal index from the mask, ``step`` (a dead agent's step with None). Returns the
    steps taken by live agents."""
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


def hoyle_aec(slug: str, seconds: float | None, observation: str = "auto", follow: bool = True,
              constant: bool = False):
    """The agent's loop; ``constant``: the observation a constant vector (only the mask
    made), the floor of PettingZoo's loop, the mask and the action applied."""
    import hoyle.env
    from hoyle.env import incremental
    incremental.ENABLED = follow       # False: every tensor encoded from the whole view
    try:
        env = hoyle.env.aec(slug, observation=observation)
    finally:
        incremental.ENABLED = True
    if constant:
        table = env.table
        fixed = np.zeros(table.encoding.size if table.encoding is not None else 1, np.float32)

        def observe(seat: int, acting: bool) -> dict:
            mask = table._no_mask.copy()
            if acting and table._turn == seat:
                mask[list(table.legal())] = 1
            return {"observation": fixed, "action_mask": mask}
        table.observe = observe
    rng = np.random.default_rng(0)
    seeds = iter(range(10**9))

    def deal() -> int:
        env.reset(seed=next(seeds))
        return _play_deal(env, rng)
    for _ in range(WARM_DEALS):          # untimed: caches (the action index's, the calls')
        deal()
    return deal if seconds is None else _rate(deal, seconds)


def pettingzoo_floor(num_players: int, obs_size: int, num_actions: int, seconds: float | None):
    """A do-nothing PettingZoo AEC environment, no hoyle in it: the agent loop of
    :func:`hoyle_aec` (``agent_iter``, ``last``, a random index from the mask, ``step``) over
    an environment whose observation is a constant vector and whose every action is legal,
    a deal 52 steps. What PettingZoo's protocol and the agent's own choice cost per step: no
    environment that keeps its API can step faster, so the floor's step over the engine's
    (``floor share``) is the lowest layer any AEC form of the game can reach."""
    from gymnasium import spaces
    from pettingzoo import AECEnv

    class Floor(AECEnv):
        metadata = {"name": "floor_v0"}

        def __init__(self) -> None:
            self.possible_agents = [f"seat_{i}" for i in range(num_players)]
            self._obs = np.zeros(obs_size, np.float32)
            self._mask = np.ones(num_actions, np.int8)

        def observation_space(self, agent):
            return spaces.Dict({"observation": spaces.Box(0, 1, (obs_size,)),
                                "action_mask": spaces.MultiBinary(num_actions)})

        def action_space(self, agent):
            return spaces.Discrete(num_actions)

        def reset(self, seed=None, options=None):
            self.agents = self.possible_agents[:]
            for d in ("rewards", "_cumulative_rewards"):
                setattr(self, d, {a: 0 for a in self.agents})
            self.terminations = {a: False for a in self.agents}
            self.truncations = {a: False for a in self.agents}
            self.infos = {a: {} for a in self.agents}
            self._n = 0
            self.agent_selection = self.agents[0]

        def observe(self, agent):
            return {"observation": self._obs.copy(), "action_mask": self._mask.copy()}

        def step(self, action):
            if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
                self._was_dead_step(action)
                return
            self._cumulative_rewards[self.agent_selection] = 0
            self._n += 1
            self.agent_selection = self.agents[self._n % num_players]
            if self._n >= 52:
                for a in self.agents:
                    self.terminations[a] = True
            self._accumulate_rewards()

    env = Floor()
    rng = np.random.default_rng(0)

    def deal() -> int:
        env.reset()
        return _play_deal(env, rng)
    return deal if seconds is None else _rate(deal, seconds)


def _floor_for(slug: str):
    """:func:`pettingzoo_floor` sized as the game's AEC environment (seats, observation
    length, action count)."""
    import hoyle.env
    env = hoyle.env.aec(slug)
    agent = env.possible_agents[0]
    size = int(np.prod(env.observation_space(agent)["observation"].shape))
    return pettingzoo_floor(len(env.possible_agents), size, int(env.action_space(agent).n), None)


def hoyle_gym(slug: str, seconds: float | None):
    import hoyle.env
    env = hoyle.env.gym(slug, opponents="random")
    rng = np.random.default_rng(0)
    seeds = iter(range(10**9))

    def deal() -> int:
        obs, _ = env.reset(seed=next(seeds))
        steps = 0
        while True:
            legal = obs["action_mask"].nonzero()[0]
            obs, _, terminated, truncated, _ = env.step(int(legal[int(rng.integers(len(legal)))]) if len(legal) else 0)
            steps += 1
            if terminated or truncated:
                return steps
    return deal if seconds is None else _rate(deal, seconds)


def spiel_raw(game, seconds: float | None):
    rng = np.random.default_rng(0)

    def deal() -> int:
        st = game.new_initial_state()
        steps = 0
        while not st.is_terminal():
            if st.is_chance_node():
                outs = st.chance_outcomes()
                cum = np.cumsum([q for _, q in outs])
                k = min(int(np.searchsorted(cum, rng.random() * cum[-1], side="right")), len(outs) - 1)
                st.apply_action(outs[k][0])
            else:
                la = st.legal_actions()
                st.apply_action(la[int(rng.integers(len(la)))])
                steps += 1
        return steps
    return deal if seconds is None else _rate(deal, seconds)


def spiel_rl(game, seconds: float | None):
    from open_spiel.python import rl_environment
    env = rl_environment.Environment(game, seed=0)
    rng = np.random.default_rng(0)

    def deal() -> int:
        ts = env.reset()
        steps = 0
        while not ts.last():
            p = ts.observations["current_player"]
            la = ts.observations["legal_actions"][p]
            ts = env.step([la[int(rng.integers(len(la)))]])
            steps += 1
        return steps
    return deal if seconds is None else _rate(deal, seconds)


def rlcard_blackjack(seconds: float | None):
    import rlcard
    env = rlcard.make("blackjack", config={"seed": 0})
    rng = np.random.default_rng(0)

    def deal() -> int:
        state, _ = env.reset()
        steps = 0
        while not env.is_over():
            la = list(state["legal_actions"].keys())
            state, _ = env.step(la[int(rng.integers(len(la)))])
            steps += 1
        return steps
    return deal if seconds is None else _rate(deal, seconds)


def _hoyle_spiel(slug: str):
    import hoyle.env
    return hoyle.env.openspiel(slug)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=2.0, help="timing per row (default 2)")
    ap.add_argument("--games", default=",".join(HOYLE_GAMES), help="hoyle games, comma-separated")
    ap.add_argument("--breakdown", action="store_true",
                    help="also time the engine with the view, with the tensor, and the AEC loop "
                         "with a constant observation (what each part of the layer costs)")
    a = ap.parse_args()
    s = a.seconds
    print(f"{'game':<18} {'implementation':<40} {'steps/s':>10} {'layer':>7}")

    def row(game: str, name: str, fn, engine: float | None = None) -> float | None:
        try:
            r = fn()
        except ImportError:
            print(f"{game:<18} {name:<40} {'not installed':>10}")
            return None
        layer = f"{engine / r - 1:.2f}" if engine else ""
        print(f"{game:<18} {name:<40} {r:>10,.0f} {layer:>7}", flush=True)
        return r

    hoyle_rates: dict[str, tuple[float, float]] = {}
    floors: dict[str, float] = {}
    for slug in a.games.split(","):
        fns = [("hoyle engine (state.apply)", lambda slug=slug: hoyle_engine(slug, None)),
               ("hoyle PettingZoo AEC (tensor)", lambda slug=slug: hoyle_aec(slug, None)),
               ("hoyle PettingZoo AEC (view)", lambda slug=slug: hoyle_aec(slug, None, "view")),
               ("hoyle PettingZoo AEC (tensor, from scratch)",
                lambda slug=slug: hoyle_aec(slug, None, follow=False))]
        if a.breakdown:
            fns += [("breakdown: engine + view(seat to act)",
                     lambda slug=slug: hoyle_engine(slug, None, "view")),
                    ("breakdown: engine + tensor (kept entries)",
                     lambda slug=slug: hoyle_engine(slug, None, "tensor")),
                    ("breakdown: AEC, constant observation",
                     lambda slug=slug: hoyle_aec(slug, None, constant=True))]
        fns.append((FLOOR, lambda slug=slug: _floor_for(slug)))
        try:
            import pyspiel  # noqa: F401
        except ImportError:
            pass
        else:
            fns.append(("hoyle OpenSpiel rl_environment",
                        lambda slug=slug: spiel_rl(_hoyle_spiel(slug), None)))
        if slug.startswith("blackjack"):
            fns.append(("hoyle Gymnasium (random bots elsewhere)", lambda slug=slug: hoyle_gym(slug, None)))
        rates = _rates([make() for _, make in fns], s)
        for (name, _), r in zip(fns, rates):
            row(slug, name, lambda r=r: r, rates[0] if name not in (fns[0][0], FLOOR) else None)
        hoyle_rates[slug] = (rates[0], rates[1])
        floors[slug] = rates[[n for n, _ in fns].index(FLOOR)]
    peer_rates: dict[str, tuple[float | None, float | None]] = {}
    try:
        import pyspiel
    except ImportError:
        pyspiel = None
    for name in PEERS:
        if pyspiel is None:
            row(name, "OpenSpiel", lambda: (_ for _ in ()).throw(ImportError()))
            continue
        # OpenSpiel's bridge scores a deal by double-dummy analysis unless told not to
        game = pyspiel.load_game(name, {"use_double_dummy_result": False} if name == "bridge" else {})
        raw, rl = _rates([spiel_raw(game, None), spiel_rl(game, None)], s)
        row(name, "OpenSpiel pyspiel state (C++)", lambda r=raw: r)
        row(name, "OpenSpiel rl_environment", lambda r=rl: r, raw)
        peer_rates[name] = (raw, rl)
    rlcard = row("blackjack", "RLCard env.step (optional)", lambda: rlcard_blackjack(s))

    print()
    print(f"{'game':<18} {'engine us':>10} {'env us':>9} {'layer':>7} {'< 0.5':>6} "
          f"{'floor us':>9} {'floor share':>11}   peer env step")
    for slug, (engine, env) in hoyle_rates.items():
        layer = engine / env - 1
        peer = PEER_OF.get(slug)
        said = "none (no library has this game)"
        if peer is not None and peer in peer_rates:
            raw, rl = peer_rates[peer]
            said = (f"OpenSpiel {peer}: C++ {1e6 / raw:.1f} us, rl_environment {1e6 / rl:.1f} us"
                    f" (layer {raw / rl - 1:.2f})")
            if peer == "blackjack" and rlcard:
                said += f"; RLCard env.step {1e6 / rlcard:.1f} us"
        elif peer is not None:
            said = f"{peer}: open_spiel not installed"
        floor = floors[slug]
        print(f"{slug:<18} {1e6 / engine:>10.1f} {1e6 / env:>9.1f} {layer:>7.2f} "
              f"{'yes' if layer < 0.5 else 'no':>6} {1e6 / floor:>9.1f} {engine / floor:>11.2f}"
              f"   {said}", flush=True)


if __name__ == "__main__":
    main()
