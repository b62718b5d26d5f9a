"""A Gymnasium single-agent environment: one seat learns, hoyle's bots play the others
(:func:`hoyle.env.gym`, ``gymnasium.make("hoyle/GAME")``).

One episode is one deal. The agent's seat is ``seat`` (default: where the terminal seats a
person, :meth:`hoyle.core.registry.GameInfo.person_seat`: seat 0, or the first punter's in a
game whose seat 0 keeps the bank). The other seats are played by bots made as ``hoyle play``
makes them (:func:`hoyle.bots.make_bot`): ``opponents`` is a bot name for them all (``"random"``,
``"bot"`` = the game's best, or a name the game lists such as ``"heuristic"``) or a dict seat
-> name. Each deal's seed, and each bot's, comes from ``reset(seed=)``.

The observation is the agent's tensor (a card game) or view, with the action mask, as in the
AEC environment; the reward
is 0 until the deal ends, then the agent seat's ``outcome()`` in the game's unit. An index not
legal now is refused: the deal is unchanged, the reward is ``illegal_reward`` (default 0), and
``info["illegal"]`` says why (so that an unmasked agent, or ``check_env``, cannot break a
deal). A deal that ends before the agent's seat acts (the bots and chance settle it) is
returned by ``reset`` with an all-zero mask and ``info["over"]`` True; the next ``step`` (any
index) ends the episode with the outcome as its reward.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..bots import make_bot
from ..core import GameInfo, IllegalAction
from ._common import Table, check_render_mode, need, observation_space

gymnasium = need("gymnasium")

__all__ = ["HoyleGym"]


class HoyleGym(gymnasium.Env):
    """One seat of a hoyle game as a Gymnasium environment (module docstring).

    Args:
        game: a registered game or its name.
        opponents: a bot name for every other seat, or a dict seat -> bot name.
        seat: the agent's seat (default: the game's person seat).
        num_players: seats (default: the game's).
        render_mode: ``None``, ``"ansi"`` or ``"human"``.
        illegal_reward: the reward of a refused index.
        observation: ``"auto"`` (a card game's tensor, else the view), ``"tensor"``, ``"view"``.
        **options: the game's rule options.

    Raises:
        UnknownGame, SetupError (RuleOptionError), HoyleError (no bot of that name, a seat
        not at the table, an ``opponents`` key that is not another seat of the table).
    """

    metadata = {"render_modes": ["ansi", "human"], "render_fps": 1}

    def __init__(self, game: GameInfo | str, opponents: str | dict[int, str] = "random",
                 seat: int | None = None, num_players: int | None = None,
                 render_mode: str | None = None, illegal_reward: float = 0.0,
                 observation: str = "auto", **options: Any):
        from ..core.errors import HoyleError
        check_render_mode(render_mode, type(self).metadata["render_modes"])
        self.table = Table(game, num_players, observation, **options)
        self.game = self.table.game
        n = self.table.num_players
        self.seat = self.game.person_seat(n) if seat is None else seat
        if type(self.seat) is not int or not 0 <= self.seat < n:
            raise HoyleError(f"the agent's seat is 0 to {n - 1} at this {n}-player table, not {seat!r}")
        if isinstance(opponents, dict):
            stray = [k for k in opponents if type(k) is not int or not 0 <= k < n or k == self.seat]
            if stray:
                raise HoyleError(f"opponents names bots for the other seats, 0 to {n - 1} but the "
                                 f"agent's {self.seat}, not {stray[0]!r}")
        names = opponents if isinstance(opponents, dict) else {s: opponents for s in range(n)}
        self._bot_names = {s: names.get(s, "random") for s in range(n) if s != self.seat}
        for s, name in self._bot_names.items():       # a bad bot name fails now, in one line
            make_bot(name, self.game, s, 0)
        self.render_mode = render_mode
        self.illegal_reward = float(illegal_reward)
        self.action_space = gymnasium.spaces.Discrete(self.table.index.size)
        self.observation_space = observation_space(self.table.index, self.table.encoding)
        self.bots: dict = {}

    @property
    def index(self):
        return self.table.index

    @property
    def state(self):
        return self.table.state

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        self.table.deal(int(self.np_random.integers(2**62)))
        bot_seed = int(self.np_random.integers(2**31))
        self.bots = {s: make_bot(name, self.game, s, bot_seed * 1000 + s)
                     for s, name in self._bot_names.items()}
        self._play_others()
        return self._obs(), ({"over": True} if self.table.state.is_over else {})

    def _play_others(self) -> None:
        t = self.table
        while not t.state.is_over and t.to_act != self.seat:
            s = t.to_act
            legal = t.state.legal_actions()
            if getattr(self.bots[s], "needs_state", False):
                self.bots[s].bind(t.state)
            action = self.bots[s].choose(t.state.view(s), legal)
            t.state.apply(action)
            t._settle()

    def _obs(self) -> dict:
        return self.table.observe(self.seat, not self.table.state.is_over)

    def step(self, action: Any):
        t = self.table
        if t.state is None:
            raise IllegalAction("call reset() before step()")
        if t.state.is_over:
            return self._obs(), float(t.state.outcome()[self.seat]), True, False, {}
        try:
            t.act(action)
        except IllegalAction as exc:
            return self._obs(), self.illegal_reward, False, False, {"illegal": str(exc)}
        self._play_others()
        over = t.state.is_over
        reward = float(t.state.outcome()[self.seat]) if over else 0.0
        if self.render_mode == "human":
            self.render()
        return self._obs(), reward, over, False, {}

    def render(self):
        if self.render_mode is None or self.table.state is None:
            return None
        text = self.table.state.render_view(self.table.state.view(self.seat))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def action_masks(self) -> np.ndarray:
        """The mask now (the name sb3-contrib's MaskablePPO asks for)."""
        return self._obs()["action_mask"]
