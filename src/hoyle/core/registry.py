"""The registry of games: one entry per named game (a rule set from the catalog's INDEX.md).

Front ends read only the registry. Game modules under :mod:`hoyle.games` call
:func:`register`; :func:`all_games` imports every module of that package first.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import HoyleError, UnknownGame
from .laws import LawBook
from .rules import Rules

if TYPE_CHECKING:
    from .chance import Shuffler
    from .state import GameState

__all__ = ["GameInfo", "register", "get_game", "all_games"]


@dataclass(frozen=True)
class GameInfo:
    """A registered game.

    Attributes:
        slug: registry name, the catalog INDEX.md slug (``"draw-poker-foster"``).
        title: English name.
        family: e.g. ``"poker"``, ``"banking"``, ``"whist"``.
        min_players, max_players, default_players: seats.
        state_cls: the :class:`GameState` subclass for one deal.
        rules_cls: its :class:`Rules`; ``defaults`` overrides the class defaults for
            this variant (a variant is a set of options, never a copy of the engine).
        aliases: other names, including the Russian names of the seeds.
        source: where the rules come from (seed file, catalog section).
        summary: a short description in our own words.
        laws: the code of laws, if the game has one.
        match_cls: what carries between deals (default :class:`hoyle.core.match.Match`).
        zero_sum: outcome()s sum to ``-house_take()``.
        status: "playable", "partial" (see ``notes``).
        bots: named bot classes for this game beyond the generic ``random``
            (e.g. ``{"heuristic": DrawPokerBot}``); see :mod:`hoyle.bots`.
    """

    slug: str
    title: str
    family: str
    min_players: int
    max_players: int
    state_cls: type
    rules_cls: type[Rules] = Rules
    defaults: dict[str, Any] = field(default_factory=dict)
    default_players: int | None = None
    aliases: tuple[str, ...] = ()
    source: str = ""
    summary: str = ""
    laws: LawBook | None = None
    match_cls: type | None = None
    zero_sum: bool = True
    status: str = "playable"
    notes: str = ""
    bots: dict[str, Any] = field(default_factory=dict)

    @property
    def players(self) -> int:
        return self.default_players or self.min_players

    def make_rules(self, options: dict[str, Any] | None = None) -> Rules:
        """The variant's rules with ``options`` applied (validated; RuleOptionError)."""
        return self.rules_cls.from_dict({**self.defaults, **(options or {})})

    def new_deal(self, num_players: int | None = None, rules: Rules | dict | None = None,
                 shuffler: "Shuffler | None" = None, context: dict | None = None) -> "GameState":
        """Start one deal. ``rules`` may be a Rules object or a dict of options."""
        n = num_players or self.players
        if not (self.min_players <= n <= self.max_players):
            raise HoyleError(f"{self.title} is played by {self.min_players} to {self.max_players} "
                             f"players, not {n}")
        if rules is None or isinstance(rules, dict):
            rules = self.make_rules(rules)
        state = self.state_cls(n, rules, shuffler, context)
        state.game = self
        return state

    def new_match(self, num_players: int | None = None, rules: Rules | dict | None = None,
                  seed: int | None = None, **kwargs: Any):
        from .match import Match
        cls = self.match_cls or Match
        if rules is None or isinstance(rules, dict):
            rules = self.make_rules(rules)
        return cls(self, num_players or self.players, rules, seed=seed, **kwargs)


_REGISTRY: dict[str, GameInfo] = {}
_ALIASES: dict[str, str] = {}
_loaded = False


def _norm(name: str) -> str:
    return name.strip().lower().replace("_", "-").replace(" ", "-")


def register(info: GameInfo) -> GameInfo:
    """Add a game to the registry (raises ValueError for a slug or alias used twice).

    States made by :meth:`GameInfo.new_deal` carry their ``game``; the first game registered
    for a state class is also its class-level default.
    """
    if info.slug in _REGISTRY:
        raise ValueError(f"game {info.slug!r} is registered twice")
    for a in (info.slug, *info.aliases):
        k = _norm(a)
        if k in _ALIASES and _ALIASES[k] != info.slug:
            raise ValueError(f"alias {a!r} of {info.slug} already names {_ALIASES[k]}")
    _REGISTRY[info.slug] = info
    for a in (info.slug, *info.aliases):
        _ALIASES[_norm(a)] = info.slug
    if "game" not in info.state_cls.__dict__:
        info.state_cls.game = info
    return info


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    import hoyle.games as pkg
    for mod in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
        importlib.import_module(mod.name)


def all_games() -> list[GameInfo]:
    """Every registered game, sorted by family then slug."""
    _load_all()
    return sorted(_REGISTRY.values(), key=lambda g: (g.family, g.slug))


def get_game(name: str) -> GameInfo:
    """The game registered under ``name`` or one of its aliases (case-insensitive).

    Raises:
        UnknownGame: no such game; the message suggests close names.
    """
    _load_all()
    k = _norm(name)
    if k in _ALIASES:
        return _REGISTRY[_ALIASES[k]]
    import difflib
    close = difflib.get_close_matches(k, list(_ALIASES), n=3)
    hint = f" (did you mean {', '.join(close)}?)" if close else " (see `hoyle games`)"
    raise UnknownGame(f"no game named {name!r}{hint}")
