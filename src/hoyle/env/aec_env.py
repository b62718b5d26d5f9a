"""A PettingZoo AEC environment for every registered game (:func:`hoyle.env.aec`).

Agents are the seats, ``"seat_0" .. "seat_{n-1}"``; one episode is one deal. ``observe(agent)``
is ``{"observation": ..., "action_mask": int8 of shape (N,)}``, the mask all zeros except for
the agent to act; the observation is that seat's ``float32`` tensor for a card game
(:mod:`hoyle.env.encode`, or the game's own ``observation_tensor``) and its view, a plain
dict, for the rest (``observation="view"``: the view for every game). Actions are indices of the game's
:class:`~hoyle.env.actions.ActionIndex`. Chance turns are resolved inside the environment with
the deal's own shuffler, seeded by ``reset(seed=)``. When the deal ends every agent is
terminated with the deal's ``outcome()`` for its seat as its reward, in the game's unit (chips
or points); no reward comes before. ``max_steps`` (optional) truncates a deal after that many
actions (reward 0). An index that is not legal now raises
:class:`~hoyle.core.errors.IllegalAction` and changes nothing; so do ``step``, ``observe``
and ``last`` before the first ``reset``.
"""

from __future__ import annotations

from typing import Any

from ..core import GameInfo, IllegalAction
from ._common import Table, check_render_mode, need, observation_space

pettingzoo = need("pettingzoo")
spaces = need("gymnasium.spaces")

__all__ = ["HoyleAEC"]


class HoyleAEC(pettingzoo.AECEnv):
    """One hoyle game as a PettingZoo AEC environment (module docstring).

    Args:
        game: a registered game or its name (``"whist"``).
        num_players: seats (default: the game's).
        render_mode: ``None``, ``"ansi"`` (``render()`` returns the spectator's view as text)
            or ``"human"`` (prints it).
        max_steps: truncate a deal after this many actions (``None``: never).
        observation: ``"auto"`` (a card game's tensor, :mod:`hoyle.env.encode`, else the
            view), ``"tensor"`` or ``"view"``.
        **options: the game's rule options.

    Raises:
        UnknownGame, SetupError (RuleOptionError for an option the rules refuse).
    """

    metadata = {"render_modes": ["ansi", "human"], "name": "hoyle_v0", "is_parallelizable": False,
                "render_fps": 1}

    def __init__(self, game: GameInfo | str, num_players: int | None = None,
                 render_mode: str | None = None, max_steps: int | None = None,
                 observation: str = "auto", **options: Any):
        super().__init__()
        check_render_mode(render_mode, type(self).metadata["render_modes"])
        self.table = Table(game, num_players, observation, **options)
        self.game = self.table.game
        self.metadata = {**type(self).metadata, "name": f"hoyle_{self.game.slug.replace('-', '_')}_v0"}
        self.render_mode = render_mode
        self.max_steps = max_steps
        n = self.table.num_players
        self.possible_agents = [f"seat_{i}" for i in range(n)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        obs = observation_space(self.table.index, self.table.encoding)
        self.observation_spaces = {a: obs for a in self.possible_agents}
        act = spaces.Discrete(self.table.index.size)
        self.action_spaces = {a: act for a in self.possible_agents}
        self.agents: list[str] = []
        self._rewarded = False

    @property
    def index(self):
        """The game's :class:`~hoyle.env.actions.ActionIndex`."""
        return self.table.index

    @property
    def state(self):
        """The deal being played (a :class:`~hoyle.core.state.GameState`)."""
        return self.table.state

    def observation_space(self, agent: str):
        return self.observation_spaces[agent]

    def action_space(self, agent: str):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        self.table.deal(seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._rewarded = False
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self.steps = 0
        self._after_action()

    def _after_action(self) -> None:
        state = self.table.state
        if state.is_over:
            out = state.outcome()
            self._rewarded = True
            self.rewards = {a: float(out[self._seat[a]]) for a in self.agents}
            self.terminations = {a: True for a in self.agents}
            if self.agent_selection_or_none() not in self.agents:
                self.agent_selection = self.agents[0]
        elif self.max_steps is not None and self.steps >= self.max_steps:
            self._rewarded = True            # a fresh dict: this one goes with the dead steps
            self.rewards = {a: 0.0 for a in self.agents}
            self.truncations = {a: True for a in self.agents}
        else:
            # no reward comes before the deal ends: one dict of zeros, kept while it is so
            # (a fresh one when it was handed out with rewards in it)
            if self._rewarded:
                self.rewards = {a: 0.0 for a in self.agents}
                self._rewarded = False
            self.agent_selection = self.possible_agents[self.table.to_act]

    def agent_selection_or_none(self) -> str | None:
        return getattr(self, "agent_selection", None)

    def _dealt(self, what: str) -> None:
        """Refuse ``what`` before the first ``reset()`` (IllegalAction, not AttributeError)."""
        if self.table.state is None:
            raise IllegalAction(f"call reset() before {what}")

    def last(self, observe: bool = True):
        self._dealt("last()")
        return super().last(observe)

    def observe(self, agent: str) -> dict:
        """The agent's observation now, made when asked (nothing is encoded in ``step``) and
        kept until the next action (:meth:`hoyle.env._common.Table.observe`).

        Raises:
            IllegalAction: before the first ``reset()``.
        """
        self._dealt("observe()")
        seat = self._seat[agent]
        acting = (agent == self.agent_selection and not self.terminations.get(agent, True)
                  and not self.truncations.get(agent, True))
        return self.table.observe(seat, acting)

    def _accumulate_rewards(self) -> None:
        if self._rewarded:                   # the zeros of a deal in progress add nothing
            super()._accumulate_rewards()

    def step(self, action: Any) -> None:
        self._dealt("step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.table.act(action)
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        self._after_action()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None or self.table.state is None:
            return None
        text = self.table.state.render_view(self.table.state.view(None))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass
