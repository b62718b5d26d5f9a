"""The per-deal state machine every game implements.

A :class:`GameState` is one deal (hand, coup). Chance (the shuffle, the draw) is resolved
inside the state from its :class:`~hoyle.core.chance.Shuffler`, whose log makes the deal
replayable. Subclasses implement the ``_``-prefixed hooks; the public methods below are
what front ends, bots, records and the conformance tests use.

Contract:
    * ``to_act``: the seat (0-based) whose turn it is, or ``None`` when the deal is over.
    * ``legal_actions()``: the actions ``to_act`` may take now (concrete values).
    * ``apply(action)``: checks, then applies; an illegal action raises
      :class:`~hoyle.core.errors.IllegalAction` (reason + law) and changes nothing.
    * ``view(seat)``: a JSON-ready dict of what that seat may see; ``view(None)`` = public.
    * ``outcome()``: net result per seat in the game's unit (chips or points), once over.
    * ``clone()``, ``history``, ``record()``.
    * For the conformance tests: ``card_locations()`` (every place a card can be) and
      ``hidden_cards(seat)`` (cards that seat must not see now).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, ClassVar, Iterable

from ..cards import Card
from .actions import Action, parse_action
from .chance import SeededShuffler, Shuffler
from .errors import ActionParseError, IllegalAction
from .laws import Ruling
from .rules import Rules

if TYPE_CHECKING:
    from .registry import GameInfo

__all__ = ["GameState"]


class GameState:
    """Base class of one deal of a game. See the module docstring for the contract.

    Args:
        num_players: seats at the table (checked against the game's player range).
        rules: the game's :class:`Rules` (default: the book's defaults).
        shuffler: source of chance (default: seeded with 0 — pass ``SystemShuffler()`` for play).
        context: what carries over from earlier deals (dealer seat, stacks, jack-pot
            progression...), as a JSON-ready dict; recorded so the deal replays.
    """

    game: "GameInfo"     # the registered game; a class default set by register(), each deal's own
    rules_cls: ClassVar[type[Rules]] = Rules
    unit: ClassVar[str] = "chips"

    def __init__(self, num_players: int, rules: Rules | None = None,
                 shuffler: Shuffler | None = None, context: dict | None = None):
        self.num_players = num_players
        self.rules = rules if rules is not None else self.rules_cls()
        self.shuffler = shuffler if shuffler is not None else SeededShuffler(0)
        self.context = dict(context or {})
        self.history: list[tuple[int, Action]] = []
        self.log: list[str] = []          # the deal in the book's terms, for people

    # ----- hooks for subclasses -------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _check(self, action: Action) -> None:
        """Raise IllegalAction if ``action`` is not legal now. Default: membership test,
        with the reason given by :meth:`_explain_illegal`."""
        if action not in self.legal_actions():
            raise IllegalAction(*self._explain_illegal(action))

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        legal = ", ".join(sorted({a.verb for a in self.legal_actions()}))
        return (f"{action} is not allowed now (you may: {legal})", None)

    def _apply(self, action: Action) -> None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def outcome(self) -> list[int]:
        """Net result per seat (chips or points) once the deal is over."""
        raise NotImplementedError

    def view(self, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def card_locations(self) -> dict[str, list[Card]]:
        """Every place a card may be now (hands, stock, discards, widow...)."""
        raise NotImplementedError

    def hidden_cards(self, seat: int | None) -> "Iterable[Card]":
        """The cards ``seat`` (None = a spectator) must not see now (a set, or a list with
        one entry per hidden copy in multi-pack games)."""
        raise NotImplementedError

    def result_text(self) -> str | None:
        """One line on how the deal ended, in the book's terms (who won what, with which
        hand), for front ends; ``None`` if the game gives none."""
        return None

    def house_take(self) -> int:
        """Chips that leave the players in this deal (kitty, commission, rake); 0 by default.

        For a zero-sum game, ``sum(outcome()) + house_take() == 0``.
        """
        return 0

    def referee_calls(self) -> list[str]:
        """The irregularities this game's referee can settle (for a physical table)."""
        return []

    def referee(self, call: str, seat: int | None = None, **details: Any) -> "Ruling":
        """Settle an irregularity reported at a physical table by the law's penalty.

        Returns a :class:`~hoyle.core.laws.Ruling` citing the law. Raises IllegalAction if
        the call is unknown or does not fit the state (nothing changes then).
        """
        raise IllegalAction(f"{call!r} is not a referee call of this game "
                            f"(calls: {', '.join(self.referee_calls()) or 'none'})")

    # ----- public API -----------------------------------------------------------------
    def apply(self, action: Action | str) -> None:
        """Apply one action of ``to_act``; raises IllegalAction (state unchanged) if illegal.

        Raises:
            IllegalAction: the deal is over, or the action is not legal now (reason, law).
            ActionParseError: ``action`` is text that is not an action.
        """
        if isinstance(action, str):
            action = parse_action(action)
        elif not isinstance(action, Action):
            raise ActionParseError(f"not an action: {action!r}")
        seat = self.to_act
        if seat is None:
            raise IllegalAction("the deal is over; no more actions are taken")
        self._check(action)
        self._apply(action)
        self.history.append((seat, action))

    def clone(self) -> "GameState":
        """An independent copy (subclasses override with a faster shallow copy)."""
        return copy.deepcopy(self)

    def legal_strings(self) -> list[str]:
        return [str(a) for a in self.legal_actions()]

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        """A view as text for a terminal (games override with a table-like layout)."""
        lines = []
        for k, v in view.items():
            if isinstance(v, list) and v and isinstance(v[0], dict):
                lines.append(f"{k}:")
                lines.extend("  " + ", ".join(f"{a}={_text(b)}" for a, b in item.items()) for item in v)
            elif k in ("outcome", "net", "totals") and isinstance(v, list) and v:
                lines.append(f"{k}: " + ", ".join(f"seat {i}: {_text(x)}" for i, x in enumerate(v)))
            else:
                lines.append(f"{k}: {_text(v)}")
        return "\n".join(lines)

    def record(self) -> dict[str, Any]:
        """The deal as a JSON-ready record that :func:`hoyle.core.record.replay` reproduces.

        A state that keeps the referee's rulings in a ``rulings`` list (dicts with ``call``,
        ``seat_index``, ``step`` and ``details``, as the trick games' referees write them) has
        them added as ``"rulings"``; :func:`~hoyle.core.record.replay` re-applies each after
        its step. States without rulings, or with none made, record exactly as before."""
        from .record import make_record
        rec = make_record(self)
        rulings = getattr(self, "rulings", None)
        if rulings:
            rec["rulings"] = [dict(r) for r in rulings]
        return rec

    def __repr__(self) -> str:
        who = "over" if self.is_over else f"seat {self.to_act} to act"
        return f"<{type(self).__name__} {self.num_players} players, {who}>"


def _text(v: Any) -> str:
    """A view value as a card player reads it: cards and words space-separated, numbers
    comma-separated, nothing as "none" or "-", never a Python list, dict or None."""
    if v is None:
        return "-"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, dict):
        return ", ".join(f"{a}: {_text(b)}" for a, b in v.items()) if v else "none"
    if isinstance(v, (list, tuple)):
        if not v:
            return "none"
        if all(isinstance(x, str) for x in v):
            return " ".join(v)
        if all(isinstance(x, (list, tuple, dict)) for x in v):
            return "; ".join(_text(x) for x in v)
        return ", ".join(_text(x) for x in v)
    return str(v)
