"""What the environments share: the game set up from its name and options, the observation
(a seat's view with the action mask) and its space, the deal's seeding and chance."""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from ..core import CHANCE, GameInfo, SeededShuffler, get_game, resolve_chance
from ..core.errors import HoyleError
from .actions import ActionIndex, action_index
from .encode import Encoding, encoding
from .incremental import follower

__all__ = ["Table", "View", "view_space", "observation_space", "pick_encoding", "OBSERVATIONS", "need",
           "check_render_mode"]

MASKS = 4096          # action masks kept at most per table (cleared when full)
_INSTALL = "pip install 'hoyle[env]'"


def need(module: str) -> Any:
    """Import an optional library, or raise HoyleError saying how to install it."""
    import importlib
    try:
        return importlib.import_module(module)
    except ImportError:
        raise HoyleError(f"hoyle.env needs {module.split('.')[0]} for this ({_INSTALL})") from None


def check_render_mode(render_mode: Any, modes: list[str]) -> None:
    """Refuse a ``render_mode`` the environment does not have (None: no rendering).

    Raises:
        HoyleError: another value, naming the modes.
    """
    if render_mode is not None and render_mode not in modes:
        raise HoyleError(f"render_mode is None, {', '.join(repr(m) for m in modes)}, "
                         f"not {str(render_mode)[:40]!r}")


class View(dict):
    """A seat's view (:meth:`hoyle.core.state.GameState.view`): a plain JSON-ready ``dict``
    (a fresh copy each time). ``dtype`` (``object``) is there only so that the libraries'
    checkers, which compare each part of an observation with its space's dtype, accept it."""

    dtype = np.dtype(object)


def view_space():
    """The gymnasium space of a :class:`View`: any JSON-ready dict (``sample()`` gives ``{}``).
    A documented way to a better one: wrap the environment and encode the view yourself."""
    spaces = need("gymnasium.spaces")

    class ViewSpace(spaces.Space):
        """Any JSON-ready ``dict``: a seat's view of a hoyle game."""

        def __init__(self, seed=None):
            super().__init__(None, object, seed)

        @property
        def is_np_flattenable(self) -> bool:
            return False

        def sample(self, mask=None, probability=None):
            return View()

        def contains(self, x) -> bool:
            return isinstance(x, dict)

        def __repr__(self) -> str:
            return "ViewSpace()"

        def __eq__(self, other) -> bool:
            return type(other).__name__ == "ViewSpace"

        def __hash__(self) -> int:
            return hash("ViewSpace")

    return ViewSpace()


def observation_space(index: ActionIndex, enc: Encoding | None = None):
    """``Dict({"observation": ..., "action_mask": Box(0, 1, (N,), int8)})``: the observation
    is ``Box(-inf, inf, (enc.size,), float32)`` with an :class:`~hoyle.env.encode.Encoding`,
    else ``ViewSpace()`` (the plain view)."""
    spaces = need("gymnasium.spaces")
    obs = (view_space() if enc is None
           else spaces.Box(-np.inf, np.inf, (enc.size,), dtype=np.float32))
    return spaces.Dict({"observation": obs,
                        "action_mask": spaces.Box(0, 1, (index.size,), dtype=np.int8)})


OBSERVATIONS = ("auto", "tensor", "view")


def pick_encoding(index: ActionIndex, observation: str) -> Encoding | None:
    """The encoding an environment uses: ``"auto"`` the tensor of a card game (or of a game
    with its own ``observation_tensor``) and the view for the rest; ``"view"`` always the
    view; ``"tensor"`` the tensor, refused for a game that has none.

    Raises:
        HoyleError: another word, or ``"tensor"`` for a game without one.
    """
    if observation not in OBSERVATIONS:
        raise HoyleError(f"observation is one of {', '.join(OBSERVATIONS)}, not {str(observation)[:40]!r}")
    if observation == "view":
        return None
    enc = encoding(index)
    if enc is None and observation == "tensor":
        raise HoyleError(f"{index.game.slug} has no observation tensor (no cards and no "
                         "observation_tensor of its own): use observation='view'")
    return enc


class Table:
    """A game at a fixed number of players and rules, dealing seeded deals one by one.

    Args:
        game: a registered game or its name (aliases too: ``"whist"``).
        num_players: seats (default: the game's).
        observation: ``"auto"``, ``"tensor"`` or ``"view"`` (:func:`pick_encoding`).
        options: rule options, checked by the game's rules.

    Raises:
        UnknownGame, SetupError (RuleOptionError): as :func:`hoyle.env.actions.action_index`;
        HoyleError: as :func:`pick_encoding`.
    """

    def __init__(self, game: GameInfo | str, num_players: int | None = None,
                 observation: str = "auto", **options: Any):
        self.game = get_game(game) if isinstance(game, str) else game
        self.index = action_index(self.game, num_players, **options)
        self.encoding = pick_encoding(self.index, observation)
        self.num_players = self.index.num_players
        self.rules = self.index.rules
        self.state = None
        self._seeds = np.random.default_rng()
        self._legal: dict | None = None
        self._turn: Any = None                 # state.to_act, read once per position
        # each seat's view entries and their parts of the tensor (hoyle.env.incremental),
        # and each seat's tensor at this position once made (None: not asked for yet)
        self._follower = follower(self.encoding, self.num_players)
        self._made: list[np.ndarray | None] = [None] * self.num_players
        self._no_mask = np.zeros(self.index.size, dtype=np.int8)
        # the action masks made, by their legal indices in order (a copy handed out each time)
        self._masks: dict[tuple, np.ndarray] = {}

    def deal(self, seed: int | None = None) -> None:
        """A new deal: ``seed`` (when given) restarts the stream of deal seeds, so the same
        seed gives the same deals; every chance turn is resolved with the deal's shuffler."""
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        self.deal_seed = int(self._seeds.integers(2**63))
        self.state = self.game.new_deal(self.num_players, self.rules, SeededShuffler(self.deal_seed))
        if self._follower is not None:
            self._follower.forget()
        self._settle()

    def _settle(self) -> None:
        """Resolve chance and forget what was made of the position before."""
        resolve_chance(self.state)
        self._legal = None
        self._turn = self.state.to_act
        made = self._made
        for s in range(self.num_players):
            made[s] = None

    def legal(self) -> dict:
        """Index -> action for the seat to act now (cached until the next action)."""
        if self._legal is None:
            self._legal = self.index.legal(self.state, self._turn)
        return self._legal

    def act(self, index: Any) -> None:
        """Apply the action at ``index`` for the seat to act, then resolve chance.

        Raises:
            IllegalAction: not a whole number, or not the index of a legal action now (the
                deal unchanged).
        """
        legal = self._legal if self._legal is not None else self.legal()
        if type(index) is int and index in legal:      # the common case, at once
            self.state.apply(legal[index])
            self._settle()
            return
        from ..core import IllegalAction
        try:
            i = int(index)
            if i != index or isinstance(index, bool):
                raise TypeError
        except (TypeError, ValueError):
            raise IllegalAction(f"an action is a whole number 0..{self.index.size - 1}, not "
                                f"{str(index)[:40]!r}") from None
        if i not in legal:
            shown = ", ".join(f"{k}={legal[k]}" for k in sorted(legal)[:12])
            more = f" ... ({len(legal)} in all)" if len(legal) > 12 else ""
            raise IllegalAction(f"action {i} ({self.index.describe(i) if 0 <= i < self.index.size else 'out of range'})"
                                f" is not legal now; legal: {shown}{more}")
        self.state.apply(legal[i])
        self._settle()

    def observe(self, seat: int, acting: bool) -> dict:
        """``{"observation": the seat's tensor (float32 (M,)) or View, "action_mask": int8
        (N,)}``; the mask is all zeros unless ``acting`` (the seat is to act). Both are the
        caller's own arrays (a fresh copy at each call: changing them changes nothing here)."""
        enc = self.encoding
        if enc is not None:
            v = self._made[seat]
            if v is None:
                fol = self._follower
                v = self._made[seat] = (fol.encode(self.state, seat) if fol is not None
                                        else enc.encode(self.state, seat))
            view: Any = v.copy()
        else:
            view = View(json.loads(json.dumps(self.state.view(seat))))
        if acting and self._turn == seat:
            legal = self._legal if self._legal is not None else self.legal()
            keys = tuple(legal)
            made = self._masks.get(keys)
            if made is None:                   # a set of legal indices met the first time
                if len(self._masks) >= MASKS:
                    self._masks.clear()
                made = self._masks[keys] = self._no_mask.copy()
                if keys:
                    made[list(keys)] = 1
            mask = made.copy()
        else:
            mask = self._no_mask.copy()
        return {"observation": view, "action_mask": mask}

    @property
    def to_act(self) -> int | None:
        t = self._turn
        return None if t is None or t == CHANCE else t
