"""The registry of games: one entry per named game (a rule set from the catalog's INDEX.md).

Front ends read only the registry. A game module calls :func:`register` when it is imported.

How the games get loaded, without the core knowing any of them: the core keeps a list of
*game packages* by name (:data:`GAME_PACKAGES`, ``["hoyle.games"]``); the first lookup
(:func:`get_game`, :func:`all_games`) imports each of them once, by name, and importing
``hoyle.games`` imports its family packages from the explicit list ``hoyle.games.FAMILIES``,
each family importing its own modules. So ``import hoyle.core`` imports no game module (the
layering test checks it), the core never walks or names a game module, and a package of
games outside hoyle is added with :func:`add_game_package`. A game may also be registered
directly with :func:`register` (the web tests' small game does).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

from .errors import RuleOptionError, SetupError, UnknownGame
from .laws import LawBook
from .rules import Rules
from .traits import Chance, Information, Item, Utility

if TYPE_CHECKING:
    from .chance import Shuffler
    from .state import GameState

__all__ = ["GameInfo", "register", "get_game", "all_games", "add_game_package", "GAME_PACKAGES",
           "Information", "Chance", "Utility", "Item"]


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
        zero_sum: outcome()s sum to ``-house_take()``; always ``utility.zero_sum`` (a
            registration states ``utility``; one that gives only ``zero_sum`` gets
            ``zero-sum-chips`` or ``general-sum`` from it).
        status: "playable", "partial" (see ``notes``).
        bots: named bot classes for this game beyond the generic ``random``
            (e.g. ``{"heuristic": DrawPokerBot}``); see :mod:`hoyle.bots`.

    Traits (:mod:`hoyle.core.traits`; a string or the enum member may be given, the field
    holds the member):
        information: :class:`Information`, default ``imperfect``.
        chance: :class:`Chance`, default ``shuffled``.
        utility: :class:`Utility` (what the outcome counts, and whether it balances).
        simultaneous: the seats move at once rather than in turn (default False).
        items: the :class:`Item` kinds the game is played with, a tuple (default
            ``("cards",)``).
        carries_items: the pack, shoe or stock of a deal goes on into the match's next deal
            (a baccarat or blackjack shoe, the monte pack), so a deal's record does not hold
            a fresh pack (default False).
        private_cards: a seat may hold a card another seat does not see (a hand dealt face
            down; default True). False where every card lies alike for every seat, face up
            or face down to all (faro's box, a patience's stock, show-down poker): nothing
            is hidden from one seat that another knows, so no information-set search
            (``ismcts``, :mod:`hoyle.bots`) is offered.
    Raises ValueError for a trait value that is not one of its enum's, or a ``zero_sum``
    that contradicts ``utility``.
    """

    slug: str
    title: str
    family: str
    min_players: int
    max_players: int
    state_cls: type["GameState"]
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
    information: Information = Information.IMPERFECT
    chance: Chance = Chance.SHUFFLED
    utility: Utility | None = None
    simultaneous: bool = False
    items: tuple[Item, ...] = (Item.CARDS,)
    carries_items: bool = False
    private_cards: bool = True

    def __post_init__(self) -> None:
        def coerce(enum: type[Enum], value: Any, name: str) -> Any:
            try:
                return enum(value)
            except ValueError:
                choices = ", ".join(m.value for m in enum)
                raise ValueError(f"{self.slug}: {name} is one of {choices}, not {value!r}") from None

        put = object.__setattr__
        put(self, "information", coerce(Information, self.information, "information"))
        put(self, "chance", coerce(Chance, self.chance, "chance"))
        if self.utility is None:
            put(self, "utility", Utility.ZERO_SUM_CHIPS if self.zero_sum else Utility.GENERAL_SUM)
        utility = coerce(Utility, self.utility, "utility")
        put(self, "utility", utility)
        if not self.zero_sum and utility.zero_sum:
            raise ValueError(f"{self.slug}: zero_sum=False contradicts utility {utility.value}")
        put(self, "zero_sum", utility.zero_sum)
        items = (self.items,) if isinstance(self.items, str) else tuple(self.items)
        if not items:
            raise ValueError(f"{self.slug}: a game is played with at least one kind of item")
        put(self, "items", tuple(coerce(Item, i, "an item") for i in items))

    @property
    def traits(self) -> dict[str, Any]:
        """The traits as plain JSON values: ``{"information": "imperfect", "chance":
        "shuffled", "utility": "zero-sum-chips", "simultaneous": False, "items": ["cards"],
        "carries_items": False}``."""
        return {"information": self.information.value, "chance": self.chance.value,
                "utility": self.utility.value if self.utility else None,
                "simultaneous": self.simultaneous, "items": [i.value for i in self.items],
                "carries_items": self.carries_items}

    def has(self, item: Item | str) -> bool:
        """Whether the game is played with ``item`` (``g.has("cards")``)."""
        return Item(item) in self.items

    @property
    def players(self) -> int:
        return self.default_players or self.min_players

    @property
    def house_seat(self) -> int | None:
        """The seat that holds the bank when a session begins (the state class's
        ``house_seat``: the house, or the first banker), or None; front ends seat a person
        at :meth:`person_seat` by default, a punter, with a bot keeping the bank."""
        return getattr(self.state_cls, "house_seat", None)

    def person_seat(self, num_players: int | None = None) -> int:
        """Where a person sits by default: seat 0, or in a game whose bank is seat
        :attr:`house_seat` the first punter's seat (the next one)."""
        n = num_players or self.players
        h = self.house_seat
        return 0 if h is None else (h + 1) % n

    def default_rules(self) -> Rules:
        """The variant's rules with no option given: built and validated once, then shared
        (rules are frozen), so a deal started without options does not validate them again
        (issue 18: that was 12-17 % of a short playout)."""
        cached = _DEFAULT_RULES.get(id(self))
        if cached is None or cached[0] is not self:
            cached = (self, self.make_rules(None))
            _DEFAULT_RULES[id(self)] = cached
        return cached[1]

    def make_rules(self, options: dict[str, Any] | None = None) -> Rules:
        """The variant's rules with ``options`` applied (validated; RuleOptionError, naming the
        game, for an option the game does not have)."""
        try:
            return self.rules_cls.from_dict({**self.defaults, **(options or {})})
        except RuleOptionError as exc:
            unknown = exc.unknown_option
            if unknown is None:
                raise
            raise RuleOptionError(f"{self.title} has no option {unknown[0]!r} "
                                  f"(options: {unknown[1]})") from None

    def player_span(self) -> str:
        """How many play, in words: ``"4"``, ``"2 to 7"``."""
        if self.min_players == self.max_players:
            return f"{self.min_players}"
        return f"{self.min_players} to {self.max_players}"

    def new_deal(self, num_players: int | None = None, rules: Rules | dict | None = None,
                 shuffler: "Shuffler | None" = None, context: dict | None = None) -> "GameState":
        """Start one deal. ``rules`` may be a Rules object or a dict of options.

        Raises:
            SetupError: a number of players outside the game's range, rules the game does
                not allow together, or a context that does not fit (RuleOptionError for a
                bad option)."""
        n = num_players or self.players
        if not (self.min_players <= n <= self.max_players):
            raise SetupError(f"{self.title} is played by {self.player_span()} players, not {n}")
        if rules is None:
            rules = self.default_rules()
        elif isinstance(rules, dict):
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
_DEFAULT_RULES: dict[int, tuple[GameInfo, Rules]] = {}     # GameInfo.default_rules, by game
_ALIASES: dict[str, str] = {}
_loaded = False

#: the packages whose import registers games, imported by name on the first lookup
GAME_PACKAGES: list[str] = ["hoyle.games"]


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


def add_game_package(name: str) -> None:
    """Add a package (by its import name) whose import registers games; it is imported with
    the others on the first lookup, or at once if the games are loaded already."""
    if name not in GAME_PACKAGES:
        GAME_PACKAGES.append(name)
        if _loaded:
            importlib.import_module(name)


def _load_all() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in list(GAME_PACKAGES):
        importlib.import_module(name)


def all_games() -> list[GameInfo]:
    """Every registered game, sorted by family then slug."""
    _load_all()
    return sorted(_REGISTRY.values(), key=lambda g: (g.family, g.slug))


def get_game(name: str) -> GameInfo:
    """The game registered under ``name`` or one of its aliases (case-insensitive).

    Raises:
        UnknownGame: no such game; the message suggests close slugs (:func:`close_games`)
            and names ``hoyle games``.
    """
    _load_all()
    k = _norm(name)
    if k in _ALIASES:
        return _REGISTRY[_ALIASES[k]]
    raise UnknownGame(f"no game named {name!r}{_hint(k)}")


#: the most names a refusal of an unknown game suggests
_SUGGEST = 8


def close_games(name: str) -> list[str]:
    """The slugs a reader of ``name`` may have meant, best first: close spellings of a slug,
    a title or an alias (difflib), then the games whose slug or title holds the name as a
    part (``poker``: the 53 poker slugs), then the members of a family of that name."""
    import difflib

    _load_all()
    k = _norm(name)
    names: dict[str, str] = {}            # a normalised slug, title or alias -> its slug
    for g in all_games():
        for n in (g.slug, g.title, *g.aliases):
            names.setdefault(_norm(n), g.slug)
    out: dict[str, None] = {}
    for n in difflib.get_close_matches(k, list(names), n=_SUGGEST, cutoff=0.75):
        out[names[n]] = None
    if len(k) >= 3:
        for g in all_games():
            if k in g.slug or k in _norm(g.title):
                out[g.slug] = None
        for g in all_games():
            if k == _norm(g.family):
                out[g.slug] = None
    return list(out)


def _hint(k: str) -> str:
    close = close_games(k)
    if not close:
        return "; `hoyle games` lists every game"
    more = (f" and {len(close) - _SUGGEST} more (`hoyle games | grep -i {k}`)"
            if len(close) > _SUGGEST else "")
    return (f"; did you mean {', '.join(close[:_SUGGEST])}{more}? "
            "`hoyle games` lists every game")
