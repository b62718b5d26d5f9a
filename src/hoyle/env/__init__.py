"""Every hoyle game as a standard AI environment: PettingZoo, Gymnasium and OpenSpiel.

Built from the game contract alone (:mod:`hoyle.core.state`: ``to_act``, ``legal_actions``,
``action_specs``, ``chance_outcomes``, ``view``, ``outcome``), so a newly registered game gets
its environments by registration:

* :func:`aec` -- a PettingZoo AEC environment, the seats as agents (:mod:`hoyle.env.aec_env`);
* :func:`gym` -- a Gymnasium environment for one seat, hoyle's bots at the others
  (:mod:`hoyle.env.gym_env`); every game is registered as ``gymnasium.make("hoyle/SLUG")``
  (and under its plain ASCII aliases, ``"hoyle/whist"``) when this package is imported;
* :func:`openspiel` -- an OpenSpiel game through pyspiel's Python game registration
  (:mod:`hoyle.env.spiel_env`); importing that module registers every game as
  ``hoyle_SLUG`` (``-`` written ``_``) for ``pyspiel.load_game``;
* :func:`action_index` -- the flat action index space those share, derived from the game's
  action declaration, with its documented order (:mod:`hoyle.env.actions`).

The libraries are optional: ``pip install 'hoyle[env]'``. Without them :func:`action_index`
works and the others raise :class:`~hoyle.core.errors.HoyleError` saying what to install.

Example (a random agent at whist)::

    import hoyle.env
    env = hoyle.env.aec("whist")
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"])
        env.step(action)
"""

from __future__ import annotations

import re
from typing import Any

from ..core import GameInfo
from .actions import ActionIndex, action_index

__all__ = ["aec", "gym", "openspiel", "action_index", "ActionIndex", "register_gymnasium"]


def aec(game: GameInfo | str, num_players: int | None = None, **options: Any):
    """A PettingZoo AEC environment of ``game`` (:class:`hoyle.env.aec_env.HoyleAEC`); keyword
    arguments are ``render_mode``, ``max_steps`` and the game's rule options.

    Raises:
        HoyleError: pettingzoo is not installed; UnknownGame, SetupError as the game's set-up.
    """
    from .aec_env import HoyleAEC
    return HoyleAEC(game, num_players, **options)


def gym(game: GameInfo | str, opponents: str | dict[int, str] = "random", **kwargs: Any):
    """A Gymnasium environment for one seat of ``game`` (:class:`hoyle.env.gym_env.HoyleGym`):
    ``opponents`` names the bots at the other seats; other keyword arguments are ``seat``,
    ``num_players``, ``render_mode``, ``illegal_reward`` and the game's rule options.

    Raises:
        HoyleError: gymnasium is not installed, or no such bot; UnknownGame, SetupError.
    """
    from .gym_env import HoyleGym
    return HoyleGym(game, opponents, **kwargs)


def openspiel(game: GameInfo | str, num_players: int | None = None, deals: int | None = None,
              **options: Any):
    """The OpenSpiel game of ``game`` (a ``pyspiel.Game``: :class:`hoyle.env.spiel_env.HoyleSpielGame`);
    ``deals`` is how many seeded shuffles a shuffled game's first chance node chooses among
    (default :data:`hoyle.env.spiel_env.DEALS`); other keywords are the game's rule options.

    Raises:
        HoyleError: open_spiel is not installed; UnknownGame, SetupError as the game's set-up.
    """
    from . import spiel_env
    return spiel_env.make_game(game, num_players, deals or spiel_env.DEALS, **options)


_ID = re.compile(r"[a-z0-9][a-z0-9-]*\Z")


def register_gymnasium() -> list[str]:
    """Register ``hoyle/SLUG`` (and ``hoyle/ALIAS`` for each plain ASCII alias) with
    gymnasium for every registered game; returns the ids. Done on import when gymnasium is
    installed; calling it again registers only what is new."""
    import gymnasium

    from ..core import all_games
    from ..core.registry import _norm
    ids = []
    for g in all_games():
        names = [g.slug, *(_norm(a) for a in g.aliases)]
        for name in dict.fromkeys(names):
            if not _ID.match(name) or re.search(r"-v[0-9]+\Z", name):
                continue
            env_id = f"hoyle/{name}"
            if env_id in gymnasium.registry:
                continue
            gymnasium.register(id=env_id, entry_point="hoyle.env.gym_env:HoyleGym",
                               kwargs={"game": g.slug})
            ids.append(env_id)
    return ids


try:
    import gymnasium as _gymnasium  # noqa: F401
except ImportError:                # the optional extra is not installed: nothing to register
    pass
else:
    register_gymnasium()
