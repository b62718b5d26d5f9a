"""Every registered game as an OpenSpiel game, through pyspiel's Python game registration
(:func:`hoyle.env.openspiel`; ``pyspiel.load_game("hoyle_SLUG")`` with the slug's ``-`` as
``_``, e.g. ``hoyle_whist_english``, once this module is imported).

* **Players** are the seats; **actions** are the indices of the game's
  :class:`~hoyle.env.actions.ActionIndex` (``num_distinct_actions`` is its size), the legal ones
  listed in ascending order.
* **Chance.** A game with explicit chance (``chance="explicit"``: dice, a draw from a known
  stock) has OpenSpiel chance nodes at its chance turns: chance action ``k`` is the ``k``-th of
  ``chance_outcomes()``, with its exact probability. A game whose chance is a shuffle
  (``chance="shuffled"``) cannot list its outcomes (52! orders), so its first node is a chance
  node choosing one of ``deals`` seeded shuffles (game parameter, default
  :data:`DEALS`), uniformly: exact algorithms then solve that sample of deals, the deal's own
  rules unchanged. A game without chance has no chance node.
* **Information.** ``information_state_string(player)`` is the JSON of what that seat knows:
  its view, the log entries it may read (``log_for(seat)``) and its own actions so far;
  ``observation_string(player)`` is the JSON of its view alone. The **tensors** of a card game
  (or of a game with its own ``observation_tensor``): ``observation_tensor(player)`` is the
  seat's :mod:`hoyle.env.encode` vector, ``information_state_tensor(player)`` that and a
  place per action index the seat has taken (:class:`_Observer`).
* **Type** from the traits: perfect or imperfect information, deterministic or explicit
  stochastic, zero-sum for the zero-sum utilities of a game whose probe deals took nothing for
  the house, else general-sum; terminal rewards, the outcome in the game's unit.
* **Parameters**: ``players`` (the number of seats) and ``deals``; rule options are keyword
  arguments of :func:`hoyle.env.openspiel`.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from ..conformance import MAX_STEPS
from ..core import CHANCE, GameInfo, IllegalAction, SeededShuffler, all_games, get_game
from ._common import need
from .actions import action_index
from .encode import encoding

pyspiel = need("pyspiel")

__all__ = ["HoyleSpielGame", "HoyleSpielState", "DEALS", "spiel_name", "register_all", "make_game"]

DEALS = 1000          # seeded shuffles a shuffled game's first chance node chooses among
UTILITY_BOUND = 1e9   # declared bounds of the returns (the books' games set none)


def spiel_name(game: GameInfo) -> str:
    """``hoyle_whist_english`` for ``whist-english``."""
    return "hoyle_" + game.slug.replace("-", "_")


def has_tensor(game: GameInfo) -> bool:
    """A card game, or one with its own ``observation_tensor``: it provides tensors."""
    from ..core.state import GameState
    return game.has("cards") or game.state_cls.observation_tensor is not GameState.observation_tensor


def _game_type(game: GameInfo, zero_sum: bool | None = None) -> Any:
    """The pyspiel game type from the traits; ``zero_sum`` (default: the trait's) is False for
    a game whose house takes chips."""
    T = pyspiel.GameType
    zero_sum = game.zero_sum if zero_sum is None else zero_sum
    tensor = has_tensor(game)
    return T(
        short_name=spiel_name(game), long_name=f"hoyle: {game.title}",
        dynamics=T.Dynamics.SEQUENTIAL,
        chance_mode=(T.ChanceMode.DETERMINISTIC if game.chance.value == "none"
                     else T.ChanceMode.EXPLICIT_STOCHASTIC),
        information=(T.Information.PERFECT_INFORMATION if game.information.value == "perfect"
                     else T.Information.IMPERFECT_INFORMATION),
        utility=T.Utility.ZERO_SUM if zero_sum else T.Utility.GENERAL_SUM,
        reward_model=T.RewardModel.TERMINAL,
        max_num_players=game.max_players, min_num_players=game.min_players,
        provides_information_state_string=True, provides_information_state_tensor=tensor,
        provides_observation_string=True, provides_observation_tensor=tensor,
        parameter_specification={"players": game.players, "deals": DEALS, "rules": ""})


class HoyleSpielGame(pyspiel.Game):
    """One hoyle game at a number of players and rules, as a pyspiel game.

    Args:
        game: a registered game or its name.
        params: pyspiel parameters ``players``, ``deals`` and ``rules`` (rule options written
            ``name:value`` separated by spaces, ``"limit:10 code:british"``: how a game
            string such as ``hoyle_draw_poker_modern(rules=limit:10)`` carries them).
        options: more rule options, as keyword arguments.
    """

    def __init__(self, game: GameInfo | str, params: dict | None = None, **options: Any):
        g = get_game(game) if isinstance(game, str) else game
        params = dict(params or {})
        n = int(params.get("players", g.players))
        self.deals = int(params.get("deals", DEALS))
        options = {**_read_rules(str(params.get("rules", ""))), **options}
        self.hoyle_game = g
        self.index = action_index(g, n, **options)
        self.encoding = encoding(self.index) if has_tensor(g) else None
        self.seed_node = g.chance.value == "shuffled"
        chance = max(self.index.most_chance, self.deals if self.seed_node else 0)
        zero_sum = g.zero_sum and not self.index.house_took
        info = pyspiel.GameInfo(
            num_distinct_actions=self.index.size, max_chance_outcomes=chance, num_players=n,
            min_utility=-UTILITY_BOUND, max_utility=UTILITY_BOUND,
            utility_sum=0.0 if zero_sum else None, max_game_length=MAX_STEPS + 1)
        written = {"players": n, "deals": self.deals}
        if options:
            written["rules"] = _write_rules(options)
        super().__init__(_game_type(g, zero_sum), info, written)

    def new_initial_state(self):
        return HoyleSpielState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        perfect_recall = iig_obs_type is None or iig_obs_type.perfect_recall
        return _Observer(perfect_recall, self.encoding, self.index)


def _write_rules(options: dict) -> str:
    out = []
    for k, v in sorted(options.items()):
        text = "none" if v is None else str(v).lower() if isinstance(v, bool) else str(v)
        if not text or any(c in text for c in " ,:()="):
            from ..core import RuleOptionError
            raise RuleOptionError(f"the rule option {k} = {str(v)[:40]!r} cannot be written in an "
                                  "OpenSpiel game string (a space, comma, colon, = or bracket)")
        out.append(f"{k}:{text}")
    return " ".join(out)


def _read_rules(text: str) -> dict:
    out: dict[str, Any] = {}
    for part in text.split():
        k, _, v = part.partition(":")
        low = v.lower()
        out[k] = (None if low == "none" else True if low == "true" else False if low == "false"
                  else int(v) if v.lstrip("-").isdigit() and v.isascii() else v)
    return out


class _DealBox:
    """The hoyle deal inside a pyspiel state. pyspiel serializes a Python state by pickling its
    attributes; a deal pickles as its game, rules, seed and actions, and is dealt again from
    them (every chance of the deal comes from the seed or from a chance action in that list)."""

    def __init__(self, deal, seed: int):
        self.deal, self.seed = deal, seed

    def __getstate__(self) -> dict:
        d = self.deal
        return {"slug": d.game.slug, "n": d.num_players, "rules": d.rules, "seed": self.seed,
                "history": list(d.history)}

    def __setstate__(self, st: dict) -> None:
        deal = get_game(st["slug"]).new_deal(st["n"], st["rules"], SeededShuffler(st["seed"]))
        for _, a in st["history"]:
            deal.apply(a)
        self.deal, self.seed = deal, st["seed"]

    def __deepcopy__(self, memo) -> "_DealBox":
        return _DealBox(self.deal.clone(), self.seed)


class HoyleSpielState(pyspiel.State):
    """A pyspiel state holding one hoyle deal (:attr:`deal`; None before a shuffled game's
    seed is chosen)."""

    def __init__(self, game: HoyleSpielGame):
        super().__init__(game)
        self._box: _DealBox | None = None
        self._legal: dict | None = None
        self._taken: list[list[int]] = [[] for _ in range(game.num_players())]
        if not game.seed_node:
            self._start(game, 0)

    @property
    def deal(self):
        """The hoyle :class:`~hoyle.core.state.GameState`, or None before the shuffle."""
        return None if self._box is None else self._box.deal

    def _start(self, game: HoyleSpielGame, seed: int) -> None:
        ix = game.index
        self._box = _DealBox(game.hoyle_game.new_deal(ix.num_players, ix.rules, SeededShuffler(seed)), seed)
        self._legal = None

    def _legal_map(self) -> dict:
        if self._legal is None:
            self._legal = self.get_game().index.legal(self.deal)
        return self._legal

    def current_player(self):
        if self.deal is None:
            return pyspiel.PlayerId.CHANCE
        t = self.deal.to_act
        if t is None:
            return pyspiel.PlayerId.TERMINAL
        return pyspiel.PlayerId.CHANCE if t == CHANCE else t

    def _legal_actions(self, player):
        return sorted(self._legal_map())

    def chance_outcomes(self):
        if self.deal is None:
            n = self.get_game().deals
            return [(k, 1.0 / n) for k in range(n)]
        return [(k, float(p)) for k, (_, p) in enumerate(self.deal.chance_outcomes())]

    def _apply_action(self, action):
        """Apply ``action``: a deal's index at the shuffle, a chance outcome's index, or a
        legal action index of the seat to act.

        Raises:
            IllegalAction: an index that is none of those now (the state unchanged), or a
                terminal state.
        """
        game = self.get_game()
        if self.deal is None:
            if not 0 <= int(action) < game.deals:
                raise IllegalAction(f"the shuffle chooses a deal 0..{game.deals - 1}, not {action}")
            self._start(game, int(action))
            return
        if self.deal.is_over:
            raise IllegalAction("the deal is over: no action can be applied to a terminal state")
        if self.deal.to_act == CHANCE:
            outs = self.deal.chance_outcomes()
            if not 0 <= int(action) < len(outs):
                raise IllegalAction(f"this chance node has outcomes 0..{len(outs) - 1}, not {action}")
            self.deal.apply(outs[int(action)][0])
        else:
            seat = self.deal.to_act
            legal = self._legal_map()
            if int(action) not in legal:
                raise IllegalAction(f"action {action} is not legal now; legal: {sorted(legal)[:12]}"
                                    + (f" ... ({len(legal)} in all)" if len(legal) > 12 else ""))
            self.deal.apply(legal[int(action)])
            self._taken[seat].append(int(action))
        self._legal = None

    def own_indices(self, player: int) -> list[int]:
        """The action indices ``player`` took in this deal, in order (kept as they are
        applied: the same as reading them from ``full_history()``, without walking it)."""
        if self.deal is None:
            return []
        return list(self._taken[player])

    def _action_to_string(self, player, action):
        if self.deal is None:
            return f"deal {action}"
        if player == pyspiel.PlayerId.CHANCE:
            outs = self.deal.chance_outcomes()
            return self.deal.format_action(outs[action][0]) if 0 <= action < len(outs) else f"chance {action}"
        a = self._legal_map().get(action) if self.deal.to_act == player else None
        return self.deal.format_action(a) if a is not None else self.get_game().index.describe(action)

    def is_terminal(self):
        return self.deal is not None and self.deal.is_over

    def returns(self):
        if not self.is_terminal():
            return [0.0] * self.get_game().num_players()
        return [float(x) for x in self.deal.outcome()]

    def __str__(self):
        if self.deal is None:
            return "(the shuffle to come)"
        return json.dumps(self.deal.view(None), sort_keys=True, default=str)


class _Observer:
    """pyspiel's Python observer. The observation tensor is the seat's
    :class:`~hoyle.env.encode.Encoding` of its view; the information state tensor (perfect
    recall) is that followed by ``mine``, one place per action index, 1 where the seat has
    taken that action in the deal (a listed index: the k-th listed action at its position).
    All zeros before a shuffled game's deal is chosen. A game without cards or a tensor of
    its own has an empty tensor (strings only)."""

    def __init__(self, perfect_recall: bool, enc=None, index=None):
        self.perfect_recall = perfect_recall
        self.enc, self.index = enc, index
        size = 0 if enc is None else enc.size + (index.size if perfect_recall else 0)
        self.tensor = np.zeros(size, np.float32)
        self.dict: dict = {}
        if enc is not None:
            self.dict = enc.split(self.tensor[:enc.size])
            if perfect_recall:
                self.dict["mine"] = self.tensor[enc.size:]

    def set_from(self, state, player):
        if self.enc is None:
            return
        deal = state.deal
        if deal is None:
            self.tensor.fill(0.0)
            return
        self.enc.encode(deal, player, out=self.tensor[:self.enc.size])
        if self.perfect_recall:
            mine = self.dict["mine"]
            mine.fill(0.0)
            for i in state.own_indices(player):
                mine[i] = 1.0

    def string_from(self, state, player):
        deal = state.deal
        if deal is None:
            return json.dumps({"seat": player, "view": None})
        view = deal.view(player)
        if not self.perfect_recall:
            return json.dumps(view, sort_keys=True, default=str)
        mine = [deal.format_action(a) for s, a in deal.history if s == player]
        return json.dumps({"seat": player, "view": view, "log": deal.log_for(player), "mine": mine},
                          sort_keys=True, default=str)


def make_game(game: GameInfo | str, num_players: int | None = None, deals: int = DEALS,
              **options: Any) -> HoyleSpielGame:
    """The pyspiel game of ``game`` (module docstring); rule options as keywords.

    Raises:
        UnknownGame, SetupError (RuleOptionError, also for an option value an OpenSpiel game
        string cannot carry).
    """
    g = get_game(game) if isinstance(game, str) else game
    return HoyleSpielGame(g, {"players": num_players or g.players, "deals": deals}, **options)


def register_all() -> list[str]:
    """Register ``hoyle_SLUG`` with pyspiel for every registered game (once); the names."""
    done = set(pyspiel.registered_names())
    names = []
    for g in all_games():
        name = spiel_name(g)
        if name not in done:
            pyspiel.register_game(_game_type(g), _game_class(g))
        names.append(name)
    return names


def _game_class(game: GameInfo) -> type:
    """A subclass of :class:`HoyleSpielGame` for one game, made from its parameters alone, as
    pyspiel's registry wants (a class: a plain function registered there crashes the
    interpreter at exit)."""
    def __init__(self, params=None):
        HoyleSpielGame.__init__(self, game, params)
    name = "Hoyle_" + "".join(w.capitalize() for w in game.slug.split("-"))
    return type(name, (HoyleSpielGame,), {"__init__": __init__, "__module__": __name__})


register_all()
