"""What the patience games share (Foster 1914, seed 001 part 5 §9 and part 6 §12.8, §12.11).

A patience is played by one seat with one shuffled pack of 52. :class:`PatienceState` keeps the
piles by name (``card_locations``), the cards lying face down or still in the pack
(``hidden_cards``), and ends the deal when no move is left, or when the player stops (the
games that offer ``stop``: where moves can go round in a circle, as Klondike's between two
columns). The outcome is one number for the one seat: ``1`` or ``0`` where the patience comes
out or not (``Utility.ONE_PLAYER_WIN``), else the game's own count (cards built on the aces,
Canfield's dollars, solitaire poker's points: ``Utility.ONE_PLAYER_SCORE``).

Cards count with the ace low (``low(card)``: A = 1, J = 11, Q = 12, K = 13), as every
patience of the book builds from the ace (Canfield from its base card) up to the king.
"""

from __future__ import annotations

from typing import Any

from ...cards import Card, standard_pack
from ...core import Action, ActionSpec, DealNotOver, GameState, IllegalAction, SetupError
from ...core.actions import specs_from_legal

__all__ = ["PatienceState", "low", "opposite_colour", "FACE_DOWN", "draw_columns"]

#: how a face-down card is written in a view and on the terminal
FACE_DOWN = "##"
STOP = Action("stop")


def low(c: Card) -> int:
    """The card's rank with the ace low: A 1, 2..10, J 11, Q 12, K 13."""
    return 1 if c.rank == 14 else c.rank


def opposite_colour(a: Card, b: Card) -> bool:
    """Whether one card is red and the other black."""
    return a.is_red != b.is_red


def label(c: Card) -> str:
    return str(c)


class PatienceState(GameState):
    """One deal of a patience for one seat (see the module docstring).

    Subclasses fill :meth:`_deal` (lay the cards out from ``self.deck``, the shuffled pack, top
    first), :meth:`_moves` (the legal moves but ``stop``), :meth:`_move`, :meth:`_score`,
    :meth:`card_locations`, :meth:`_hidden` and :meth:`view`. ``offers_stop``: ``stop`` is
    legal whenever another move is (the deal ends with the count reached).

    Raises:
        SetupError: a table of more than one seat.
    """

    unit = "deals come out"  # the win-only games: outcome 1 or 0; the scored ones name theirs
    offers_stop = False
    win_only = True          # the outcome is 1 (came out) or 0

    def __init__(self, num_players: int = 1, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        if num_players != 1:
            raise SetupError(f"a patience is played by one player, not {num_players}")
        self.deck: list[Card] = self.shuffler.shuffle(list(standard_pack().cards))
        self.finished = False
        self.stopped = False
        self._deal()
        self._settle()

    # ----- hooks --------------------------------------------------------------------
    def _deal(self) -> None:
        raise NotImplementedError

    def _moves(self) -> list[Action]:
        raise NotImplementedError

    def _move(self, action: Action) -> None:
        raise NotImplementedError

    def _score(self) -> int:
        """The count the deal reached (cards built, dollars, points)."""
        raise NotImplementedError

    def _came_out(self) -> bool:
        raise NotImplementedError

    def _hidden(self) -> list[Card]:
        raise NotImplementedError

    # ----- the contract ------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.finished else 0

    def legal_actions(self) -> list[Action]:
        if self.finished:
            return []
        moves = self._moves()
        return moves + [STOP] if self.offers_stop else moves

    def _apply(self, action: Action) -> None:
        if action == STOP:
            self.stopped = True
            self.finished = True
            self.log.append("the player stops")
        else:
            self._move(action)
            self._settle()
        if self.finished:
            self.log.append(self._result_words())

    def _settle(self) -> None:
        if not self.finished and not self._moves():
            self.finished = True

    def _result_words(self) -> str:
        if self.win_only:
            return "the patience comes out" if self._came_out() else "the patience does not come out"
        return f"the deal ends: {self._score()} {self.unit}"

    def result_text(self) -> str | None:
        """How the deal ended, in words (the same line the log ends with); None before the end."""
        return self._result_words() if self.finished else None

    def outcome(self) -> list[int]:
        """``[1]`` or ``[0]`` (came out or not) for the win-only games, else ``[count]`` in
        the game's unit; DealNotOver before the end."""
        if not self.finished:
            raise DealNotOver("the patience is not over")
        return [int(self._came_out())] if self.win_only else [self._score()]

    def hidden_cards(self, seat: int | None) -> list[Card]:
        """The cards face down or still in the pack (the same for the player and a spectator)."""
        return list(self._hidden())

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.finished:
            return ("the patience is over", None)
        return super()._explain_illegal(action)

    #: what a number in an action names, per verb (``move 7H 3``: a column; a tuple names
    #: each number in turn), for the specs
    place_names: dict[str, Any] = {}

    def action_specs(self) -> list[ActionSpec]:
        """Derived from the legal actions, a number named for what it is (a column, a heap, a
        row and a column of the square), never an amount."""
        from dataclasses import replace
        specs = specs_from_legal(self.legal_actions() if not self.finished else [], unit="")
        out = []
        for sp in specs:
            names = self.place_names.get(sp.verb, "place")
            ints = iter(names if isinstance(names, tuple) else (names,) * len(sp.args))
            out.append(replace(sp, args=tuple(replace(a, name=next(ints, "place")) if a.kind == "int"
                                              else a for a in sp.args)))
        return out

    def _base_view(self) -> dict[str, Any]:
        v: dict[str, Any] = {"game": self.game.slug if hasattr(self, "game") else type(self).__name__}
        return v

    def _finish_view(self, v: dict[str, Any]) -> dict[str, Any]:
        v["to_act"] = self.to_act
        if self.finished:
            v["outcome"] = self.outcome()
            v["came_out"] = self._came_out()
        return v

    def clone(self) -> "PatienceState":
        import copy
        return copy.deepcopy(self)


def refuse(reason: str) -> None:
    raise IllegalAction(reason)


def draw_columns(columns: list[list[str]], heads: list[str] | None = None, width: int = 4) -> list[str]:
    """Columns of card texts drawn side by side, top of each column last (lowest on screen)."""
    depth = max((len(c) for c in columns), default=0)
    lines = []
    if heads:
        lines.append("".join(h.ljust(width) for h in heads).rstrip())
    for i in range(max(depth, 1)):
        row = "".join((c[i] if i < len(c) else ("--" if i == 0 and not c else "")).ljust(width)
                      for c in columns)
        lines.append(row.rstrip())
    return lines
