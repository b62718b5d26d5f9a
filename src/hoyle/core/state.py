"""The per-deal state machine every game implements.

A :class:`GameState` is one deal (hand, coup). Chance is either *hidden* -- resolved inside
the state from its :class:`~hoyle.core.chance.Shuffler` (the shuffle, a cut), whose log makes
the deal replayable -- or *explicit*: a chance turn whose outcomes the state lists with exact
probabilities (dice, a draw from a known stock; see :mod:`hoyle.core.chance`). Subclasses
implement the ``_``-prefixed hooks; the public methods below are what front ends, bots,
records and the conformance tests use.

Contract:
    * ``to_act``: the seat (0-based) whose turn it is, :data:`CHANCE` (``-1``) at a chance
      turn, or ``None`` when the deal is over (``is_over``).
    * ``legal_actions()``: the actions ``to_act`` may take now (concrete values); at a chance
      turn, the chance outcomes' actions in the order of ``chance_outcomes()``.
    * ``chance_outcomes()``: at a chance turn, ``[(Action, Fraction), ...]`` -- distinct
      actions, each probability exact and above 0, summing to exactly 1; ``[]`` otherwise.
    * ``sample_chance()``: one outcome drawn with the state's shuffler (reproducible when it is
      seeded); drivers call :func:`~hoyle.core.chance.resolve_chance`, which applies it.
    * ``apply(action)``: checks, then applies; an illegal action raises
      :class:`~hoyle.core.errors.IllegalAction` (reason + law) and changes nothing. At a chance
      turn the action must be one of the chance outcomes; it is kept in ``history`` as
      ``(CHANCE, action)`` and recorded as ``[-1, "roll 6 2 1"]``.
    * ``view(seat)``: a JSON-ready dict of what that seat may see; ``view(None)`` = public.
    * ``outcome()``: net result per seat in the game's unit (chips or points), once over;
      before that it raises :class:`~hoyle.core.errors.DealNotOver`.
    * ``clone()``, ``history``, ``record()``.
    * The game's notation: ``parse_action(text)`` and ``format_action(action)`` (hooks
      ``_parse_action``/``_format_action``; default: the verb-and-arguments notation of
      :mod:`hoyle.core.actions`); ``action_specs()``: what
      each action takes now (default: derived from ``legal_actions()``). Replay, the
      terminal, the web and ``apply(text)`` all go through these.
    * For the conformance tests: ``card_locations()`` (every place a card can be) and
      ``hidden_cards(seat)`` (cards that seat must not see now).

The deal's log (a per-seat event log):
    ``log`` is the deal told in the book's terms, for people: a list whose entries are plain
    strings or :class:`LogEntry`. A plain string (``self.log.append("seat 2 stakes 5")``) is
    *public*: every seat and every spectator may read it. An entry that shows something not
    every seat may see -- a card drawn or discarded face down, a hand before the showdown,
    the widow, the hole card, a sealed bid -- is written with :meth:`GameState.note`::

        self.note(f"seat {s} discards {c}", to=s)                  # that seat only, ever
        self.note(f"seat {s} holds {h}", to=s, until_over=True)    # that seat; all at the end
        self.note(f"the hole card is {c}", to=(), until_over=True) # nobody until the end

    ``to`` is the seats that may read the entry (a seat, an iterable of seats, or ``None`` for
    everyone; a seat not at the table is a bug of the game: ``TypeError``). ``until_over=True``
    makes the entry public once the log is *unsealed* -- by default when the deal is over
    (``is_over``); a game whose showdown comes earlier overrides
    :meth:`GameState._log_unsealed`. An entry for some seats without ``until_over`` stays
    theirs after the end (a folded hand, a discard nobody turns up).

    ``log_for(seat)`` (``seat=None``: a spectator; a seat not at the table reads what a
    spectator reads) is how every front end reads the log: the texts ``seat`` may read now,
    in order; ``log_indexed(seat)`` gives each with its position in ``log``, for a front end
    that prints the log as it grows (an ``until_over`` entry appears at its own position when
    the log is unsealed). Readers: the web server sends each client ``log_for(its seat)``
    (for a game that writes no log it tells the history's actions instead, each card of
    ``hidden_cards(seat)`` written "a card"); the terminal prints the new entries the person
    at the table may read after each action and at the end; golden transcripts print
    ``log_for(None)`` at the end. Nothing reads ``log`` raw to show it. What a spectator reads
    each seat reads too. The log is for people and is not part of records (``record()``
    holds the actions and the chance; a replay writes the log again). A game may compute
    ``log`` (draw poker builds it from its events); then it writes no entry with ``note``.
    The conformance suite checks, for every game, that ``log_for(seat)`` never names a card
    all of whose copies are in ``hidden_cards(seat)``, and that a spectator reads no entry
    a seat may not.
"""

from __future__ import annotations

import copy
import inspect
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar, Iterable

from ..cards import Card
from .actions import MAX_ACTION_CHARS, Action, ActionSpec, CardShapedError, explain_form, specs_from_legal
from .actions import parse_action as _parse_default
from .chance import CHANCE, SeededShuffler, Shuffler, sample_outcome
from .determinise import Zone, aside_zones
from .errors import ActionParseError, HoyleError, IllegalAction, SetupError, quote
from .laws import Ruling
from .rules import Rules

if TYPE_CHECKING:
    from .registry import GameInfo

__all__ = ["GameState", "CHANCE", "LogEntry", "over_beside"]


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of a deal's log and who may read it (see the module docstring).

    Attributes:
        text: the line, in the book's terms.
        to: the seats (0-based) that may read it; ``None`` = everyone, spectators included;
            an empty set = nobody (until the log is unsealed, when ``until_over``).
        until_over: the line becomes public once the log is unsealed (the deal is over, or the
            game's showdown: :meth:`GameState._log_unsealed`).
    """

    text: str
    to: frozenset[int] | None = None
    until_over: bool = False

    def visible(self, seat: int | None, unsealed: bool) -> bool:
        """Whether ``seat`` (``None`` = a spectator) may read this entry now."""
        if self.to is None or (unsealed and self.until_over):
            return True
        return seat is not None and seat in self.to

    def __str__(self) -> str:
        return self.text


#: ``co_flags`` of a function taking ``*args`` or ``**kw``
_VAR_ARGS = inspect.CO_VARARGS | inspect.CO_VARKEYWORDS


def _memo_of(fn: Any) -> Any:
    """The memo wrapper of a game's ``legal_actions(self)`` (see
    :meth:`GameState.__init_subclass__`): a closure taking nothing but the state (a wrapper
    with ``*args, **kw`` in its signature costs a third more a call; issue 18)."""
    def legal_actions(self: "GameState") -> list[Action]:
        out = fn(self)
        h = self.history
        self._legal_memo = (len(h), h[-1] if h else None, tuple(out))
        return out
    return legal_actions


def over_beside(to_act: Any) -> Any:
    """Decorator of a game's ``is_over`` written as a shortcut of ``to_act is None`` (the
    test without finding the seat: one Python call fewer on every playout step; issue 18),
    for the class whose ``to_act`` property is ``to_act``. It becomes the class's
    ``is_over`` property; :meth:`GameState.__init_subclass__` gives a subclass that reads
    another ``to_act`` (its own, or a mixin's) and no ``is_over`` of its own the plain
    ``to_act is None`` back, so the shortcut never answers for a ``to_act`` it was not
    written beside. ``tests/core/test_over_shortcut.py`` plays every game that keeps one
    and checks it equal to ``to_act is None`` at every position."""
    def mark(fn: Any) -> property:
        fn._over_beside = to_act
        return property(fn)
    return mark


class GameState:
    """Base class of one deal of a game. See the module docstring for the contract.

    Args:
        num_players: seats at the table (checked against the game's player range).
        rules: the game's :class:`Rules` (default: the book's defaults).
        shuffler: source of chance (default: seeded with 0 — pass ``SystemShuffler()`` for play).
        context: what carries over from earlier deals (dealer seat, stacks, jack-pot
            progression...), as a JSON-ready dict; recorded so the deal replays.

    Raises:
        SetupError: the context's ``dealer`` is not one of the deal's dealing positions
            (``0 .. num_players - 1``, or ``dealer_positions`` where the game sets it).
    """

    game: "GameInfo"     # the registered game; a class default set by register(), each deal's own
    rules_cls: ClassVar[type[Rules]] = Rules
    unit: ClassVar[str] = "chips"
    #: What an action's amount counts where that is not the outcome's ``unit`` (bowling: a
    #: ball's ``pins`` while the score is in points; ``""``: a plain number, as a card's place
    #: in a fan); ``None``: the amounts are in ``unit``.
    amount_unit: ClassVar[str | None] = None
    #: The seat that holds the bank when a session begins, for the house (a casino's bank, the
    #: dealer of casino blackjack) or a first banker (where the bank then passes); None where
    #: no seat banks at the start. A person is seated elsewhere by default (GameInfo.house_seat).
    house_seat: ClassVar[int | None] = None
    _seal_salt: str | None = None     # the secret salt of a record's sealed live pack (core.record)
    #: how many positions ``context["dealer"]`` may name: ``None`` = one per seat (the
    #: dealer is a player); whist with a dummy sets 4 (the dummy's hand deals in turn);
    #: 0 = the game's context ``dealer`` is not a position at all (not checked).
    dealer_positions: ClassVar[int | None] = None

    #: the last :meth:`legal_actions` answer and the position it was given at (see
    #: :meth:`__init_subclass__`); ``None`` until asked
    _legal_memo: "tuple | None" = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Each game's ``legal_actions`` remembers its answer with the position it was given
        at (the length of the history and its last entry, by identity), and each ``referee``
        or ``undo`` forgets it. :meth:`apply` then takes an action that is one of those very
        objects, at that same position, without a second legality search (issue 18: the check
        repeated the search on every action). Any other action is checked in full."""
        super().__init_subclass__(**kwargs)
        fn = getattr(cls, "legal_actions", None)      # its own, or one from a mixin
        if fn is not None and not getattr(fn, "_hoyle_memo", False):
            code = getattr(fn, "__code__", None)
            if (code is not None and code.co_argcount == 1 and not code.co_kwonlyargcount
                    and not code.co_flags & _VAR_ARGS):
                legal_actions = _memo_of(fn)      # the usual ``legal_actions(self)``
            else:
                def legal_actions(self: "GameState", *args: Any, _fn: Any = fn,
                                  _memo: Any = _memo_of(fn), **kw: Any) -> list[Action]:
                    if args or kw:
                        return _fn(self, *args, **kw)
                    return _memo(self)
            legal_actions._hoyle_memo = True
            legal_actions.__doc__ = fn.__doc__
            legal_actions.__name__ = legal_actions.__qualname__ = "legal_actions"
            cls.legal_actions = legal_actions              # type: ignore[method-assign]
        # an is_over shortcut (over_beside) answers only beside the to_act it was written for
        beside = getattr(getattr(cls.__dict__.get("is_over", getattr(cls, "is_over", None)), "fget", None),
                         "_over_beside", None)
        if beside is not None and cls.to_act is not beside:
            cls.is_over = GameState.__dict__["is_over"]     # type: ignore[method-assign]
        for name in ("referee", "undo"):
            fn = getattr(cls, name, None)
            if fn is not None and not getattr(fn, "_hoyle_memo", False):
                def forget(self: "GameState", *args: Any, _fn: Any = fn, **kw: Any) -> Any:
                    self._legal_memo = None
                    try:
                        return _fn(self, *args, **kw)
                    finally:
                        self._legal_memo = None
                forget._hoyle_memo = True                  # type: ignore[attr-defined]
                forget.__doc__ = fn.__doc__
                forget.__name__ = forget.__qualname__ = name
                setattr(cls, name, forget)

    def _taken_from_legal(self, action: Action) -> bool:
        """Whether ``action`` is one of the objects the last :meth:`legal_actions` answer
        gave, at the position it was given at (then it needs no second check)."""
        memo = self._legal_memo
        if memo is None:
            return False
        h = self.history
        if memo[0] != len(h) or memo[1] is not (h[-1] if h else None):
            return False
        for a in memo[2]:
            if a is action:
                return True
        return False

    def __init__(self, num_players: int, rules: Rules | None = None,
                 shuffler: Shuffler | None = None, context: dict | None = None):
        self.num_players = num_players
        self.rules = rules if rules is not None else self.rules_cls()
        self.shuffler = shuffler if shuffler is not None else SeededShuffler(0)
        self.context = dict(context or {})
        if "dealer" in self.context:
            self._check_dealer(self.context["dealer"])
        self.history: list[tuple[int, Action]] = []
        self.log: list[str | LogEntry] = []   # the deal in the book's terms, for people (see note)

    def _check_dealer(self, dealer: Any) -> None:
        n = self.num_players if self.dealer_positions is None else self.dealer_positions
        if n == 0:
            return
        if type(dealer) is not int or not 0 <= dealer < n:
            shown = dealer if type(dealer) is int else repr(dealer)[:40]
            raise SetupError(f"the context's dealer is a position 0 to {n - 1} at this "
                             f"{self.num_players}-player table, not {shown}")

    def _context_numbers(self, key: str, default: Any) -> Any:
        """``context[key]`` (``default`` when absent) if it has the shape of ``default``: a
        whole number, or a list of such shapes of the same length (``[0, 0]`` a score per
        side, ``[[0, 0], [0, 0]]`` per table); a copy. A record or caller that carries
        another shape gets a SetupError naming the key, not an IndexError later."""
        v = self.context.get(key, default)
        if not _same_shape(v, default):
            raise SetupError(f"the context's {key} is {_shape_words(default)}, not "
                             f"{quote(repr(v))}")
        return _copy_shape(v)

    # ----- hooks for subclasses -------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        """The seat to act, :data:`CHANCE` at a chance turn, ``None`` once the deal is over."""
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _check(self, action: Action) -> None:
        """Raise IllegalAction if ``action`` is not legal now. Default: :meth:`_is_legal`,
        with the reason given by :meth:`_explain_illegal`."""
        if not self._is_legal(action):
            raise IllegalAction(*self._explain_illegal(action))

    def _is_legal(self, action: Action) -> bool:
        """Whether ``action`` is one of :meth:`legal_actions`, argument kinds included: a
        card is an ``int`` (its index), so ``play 27`` would equal ``play 3D``, and ``bet 2D``
        ``bet 1``, as tuples; a number where the legal action has a card (or the reverse)
        is not that action."""
        legal = self.legal_actions()
        try:
            twin = legal[legal.index(action)]
        except ValueError:
            return False
        return twin is action or all(type(x) is type(y) for x, y in zip(action.args, twin.args))

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        """The default reason: what the verb takes (from :meth:`action_specs`) when the
        action does not fit it, and which verbs are open now."""
        legal = self.legal_actions()
        verbs = ", ".join(sorted({a.verb for a in legal}))
        shown = str(action)
        if len(shown) > 60:
            shown = shown[:57] + "..."
        verb = getattr(action, "verb", None)
        if not any(a.verb == verb for a in legal):
            why = None                     # a verb not open now: the list of verbs says it
        elif type(self).action_specs is GameState.action_specs:   # derived: this verb's only
            why = explain_form(action, specs_from_legal([a for a in legal if a.verb == verb],
                                                        unit=self._amounts_in()))
        else:
            why = explain_form(action, self.action_specs())
        if why:
            return (f"{shown} is not allowed now (you may: {verbs}): {why}", None)
        return (f"{shown} is not allowed now (you may: {verbs})", None)

    def _apply(self, action: Action) -> None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    # ----- explicit chance (games with a chance turn override these) ----------------------
    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """At a chance turn (``to_act == CHANCE``): every outcome as ``(action, probability)``,
        the probabilities exact Fractions above 0 summing to exactly 1, the actions distinct.
        ``[]`` when no chance turn is due (the default: games whose chance is hidden)."""
        return []

    def _check_chance(self, action: Action) -> None:
        """Raise IllegalAction unless ``action`` is one of the chance outcomes now (argument
        kinds compared, as in :meth:`_is_legal`: ``count QC`` is not ``count 40``)."""
        if not any(a == action and all(type(x) is type(y) for x, y in zip(a.args, action.args))
                   for a, _ in self.chance_outcomes()):
            raise IllegalAction(f"{action} is not an outcome of the chance now")

    def _apply_chance(self, action: Action) -> None:
        """Apply a chance outcome (already checked)."""
        raise NotImplementedError

    def _sample_chance(self) -> Action:
        """Draw an outcome with ``self.shuffler`` (default: :func:`~hoyle.core.chance.sample_outcome`
        over ``chance_outcomes()``). An override must draw with exactly that distribution and
        return one of the listed actions; it must not change the state."""
        return sample_outcome(self.chance_outcomes(), self.shuffler)

    @property
    def is_chance(self) -> bool:
        """True at a chance turn."""
        return self.to_act == CHANCE

    def sample_chance(self) -> Action:
        """One chance outcome drawn with the state's shuffler (not applied; the state is unchanged
        apart from the shuffler's position). Raises IllegalAction when no chance turn is due."""
        if self.to_act != CHANCE:
            raise IllegalAction("no chance turn is due now" if self.to_act is not None
                                else "the deal is over; no more actions are taken")
        return self._sample_chance()

    def outcome(self) -> list[int]:
        """Net result per seat (chips or points) once the deal is over.

        Raises:
            DealNotOver: the deal is not over yet.
        """
        raise NotImplementedError

    def view(self, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def card_locations(self) -> dict[str, list[Card]]:
        """Every place a card may be now (hands, stock, discards, widow...). A game played
        with cards (``"cards"`` in its ``items`` trait) must override this; for any other
        game the default is that there are none."""
        if self._has_cards():
            raise NotImplementedError(f"{type(self).__name__} is played with cards: it locates them")
        return {}

    def _has_cards(self) -> bool:
        info = getattr(self, "game", None)
        return info is None or "cards" in getattr(info, "items", ("cards",))

    def hidden_cards(self, seat: int | None) -> "Iterable[Card]":
        """The cards ``seat`` (None = a spectator) must not see now (a set, or a list with
        one entry per hidden copy in multi-pack games). Games without cards: none (default)."""
        if self._has_cards():
            raise NotImplementedError(f"{type(self).__name__} is played with cards: it hides some")
        return []

    #: the state's own cards lying aside that the default :meth:`card_zones` names: a list of
    #: cards, a list of such lists (``discards 0``, ``discards 1``), or a dict of them by seat
    aside_zones: ClassVar[tuple[str, ...]] = ("widow", "widow_cards", "skat", "laid", "discards", "discarded",
                                              "aside", "dead", "blinds", "kitty", "talon")

    def card_zones(self) -> "dict[str, Zone]":
        """Hook for determinisation (:func:`hoyle.core.determinise.determinise_zones`): every
        place a card unseen by some seat may lie now, each a :class:`~hoyle.core.determinise.Zone`
        over the *live* list the state holds. The default gathers the mechanics: ``self.tp``'s
        ``card_zones()`` (a trick play: the hands, with the voids shown), else ``self.hands``
        or ``self._hands`` (a list of hands, before the play); ``self.stock``'s ``card_zones()``
        (a :class:`~hoyle.mechanics.stock.Stock`) or the list itself (face down, in its order);
        the lists named in :attr:`aside_zones`; and last a pack dealt from the top (``deck``
        with an int ``pos``: the cards from ``pos`` on are the stock; those before it were
        dealt, and being seen or already met in a hand, stay). Empty where the state holds no
        hands, or keeps them twice (``hands`` beside a trick play's own): such a game overrides."""
        zones: dict[str, Zone] = {}
        tp = getattr(self, "tp", None)
        attr = "hands" if hasattr(self, "hands") else "_hands"
        hands = getattr(self, attr, None)
        if tp is not None and hasattr(tp, "card_zones"):
            zones.update(tp.card_zones())
            if isinstance(hands, list) and any(h is not t for h, t in zip(hands, tp.hands)):
                return {}
        elif isinstance(hands, list) and hands and all(isinstance(h, list) for h in hands):
            zones.update({f"hand {s}": Zone(h, attr=attr) for s, h in enumerate(hands)})
        else:
            return {}
        stock: Any = getattr(self, "stock", None)
        if hasattr(stock, "card_zones"):
            zones.update(stock.card_zones())
        elif isinstance(stock, list):
            zones["stock"] = Zone(stock, ordered=True, attr="stock")
        for name in self.aside_zones:
            zones.update(aside_zones(name, getattr(self, name, None)))
        deck = getattr(self, "deck", None)
        if isinstance(deck, list) and type(getattr(self, "pos", None)) is int:
            zones["deck"] = Zone(deck, ordered=True, attr="deck")
        return zones

    def hidden_entries(self, seat: int | None) -> "Iterable[Any]":
        """The entries of :meth:`card_zones` that ``seat`` may not see: by default the cards of
        :meth:`hidden_cards`. A game whose zones hold something else than cards (bezique's
        positions in a pack of several decks, where two entries are one card) names them."""
        return self.hidden_cards(seat)

    def observation_tensor(self, seat: int) -> "list[float] | None":
        """Optional hook: this game's own observation encoding for ``seat``, a flat sequence
        of floats of the same length at every position of a deal (for a given number of
        players and rules), holding nothing ``seat`` may not see. ``None`` (the default): the
        environments use :mod:`hoyle.env.encode`'s generic encoder for a card game and the
        plain view for any other."""
        return None

    def result_text(self) -> str | None:
        """One line on how the deal ended, in the book's terms (who won what, with which
        hand), for front ends; ``None`` if the game gives none. It names the seats as
        :meth:`seat_name` does."""
        return None

    def result_line(self) -> str:
        """The deal's result in one line for front ends, once it is over: the game's own
        :meth:`result_text` where it gives one, else the outcome read in the contract's own
        terms, each seat named as :meth:`seat_name` does and counted in the game's ``unit``:
        ``seat 0 wins 82 chips; seat 1 loses 80 chips, seat 2 loses 2 chips`` (a seat at
        nothing "breaks even"; what goes to the house, :meth:`house_take`, is added).

        Raises:
            DealNotOver: the deal is not over yet.
        """
        text = self.result_text()
        if text:
            return text
        out = self.outcome()
        won = [f"{self.seat_name(i)} wins {_count(v, self.unit)}" for i, v in enumerate(out) if v > 0]
        lost = [f"{self.seat_name(i)} loses {_count(-v, self.unit)}" for i, v in enumerate(out) if v < 0]
        even = [self.seat_name(i) for i, v in enumerate(out) if v == 0]
        parts = [", ".join(won), ", ".join(lost)]
        if even:
            parts.append(f"{', '.join(even)} {'breaks' if len(even) == 1 else 'break'} even"
                         if won or lost else "no seat wins or loses")
        take = self.house_take()
        if take:
            parts.append(f"{_count(abs(take), self.unit)} {'to' if take > 0 else 'from'} the house, the kitty "
                         "or a pot carried to the next deal")
        return "; ".join(p for p in parts if p)

    def seat_name(self, seat: int) -> str:
        """What the game's own texts (its result line, log and rulings) call ``seat``: ``"N"``
        at whist or euchre, ``"A"`` at skat, ``"player 1"`` at rum; ``"seat 0"`` by default.
        A game that names its seats sets ``seat_names`` (a sequence of ``num_players``
        strings), which front ends show beside their own names for the seats (the terminal's
        ``N (book)``, the web table's seat labels), so one line never names a seat two ways."""
        names = getattr(self, "seat_names", None)
        if isinstance(names, (list, tuple)) and 0 <= seat < len(names) and isinstance(names[seat], str):
            return names[seat]
        return f"seat {seat}"

    def outcome_detail(self) -> list[dict[str, Any]] | None:
        """The deal's result itemised, once it is over: a list of JSON-ready dicts, each with
        ``"seat"`` and ``"net"`` (in the outcome's units) and the game's own keys (which bet,
        which hand, how it was settled). For every seat, the nets of its items sum to its
        :meth:`outcome` (a seat with no item nets 0). ``None`` (the default) when the game
        itemises nothing. Records carry it as ``"outcome_detail"``; replay checks it."""
        return None

    def house_take(self) -> int:
        """Chips that leave the players in this deal (kitty, commission, rake); 0 by default.

        For a zero-sum game, ``sum(outcome()) + house_take() == 0``.
        """
        return 0

    def settled_stakes(self) -> list[tuple[int, str, int, int]] | None:
        """The stakes laid against a bank that this deal settled, for a game where punters
        stake on a bank's chances: ``[(seat, bet, staked, net), ...]`` in chips (``net``: what
        the stake won or lost for ``seat``; ``bet``: the kind of bet, e.g. faro's ``open``
        or ``copper``, chuck-luck's ``big``). ``None`` (the default): the game has no bank and
        stakes to relate a house edge to (simulation then reports each seat's chips only)."""
        return None

    def position_key(self) -> Any:
        """A hashable key of the position, equal for equal positions however they were reached
        (for perfect-information games: transposition tables, repetition rules, search).
        ``None`` (the default): the game offers none. A game that offers ``undo()`` must restore
        the key by it (the conformance suite checks both)."""
        return None

    def live_pack(self) -> dict[str, list[tuple[int, int]]]:
        """Where the items nobody has seen, of a pack that outlives this deal, lie in its record.

        A game whose shoe, stock or pack carries to the next deal (blackjack's shoe, monte's
        pack) returns ``{"shuffles/N": [(start, stop), ...]}`` (positions in the N-th order
        this deal shuffled) or ``{"context/KEY": [...]}`` (positions in the carried context
        list KEY), for the items still unseen and still in play. The record keeps them out of
        what a seat may receive (:func:`hoyle.core.record.public_record`). Default: nothing
        outlives the deal. Asked of a finished deal (the positions of what carries over).
        """
        return {}

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

    # ----- the per-seat log (see the module docstring) ----------------------------------------
    def note(self, text: str, to: int | Iterable[int] | None = None,
             until_over: bool = False) -> None:
        """Write one log entry that ``to`` may read (a seat, seats, or ``None`` = everyone).

        ``until_over=True``: everyone may read it once the log is unsealed (the deal is over).
        ``note(text)`` is the same as ``log.append(text)``: a public line.

        Raises:
            TypeError: ``to`` names something that is not a seat of this deal (a bug of the
                game that writes it, never a player's input).
        """
        if to is None:
            self.log.append(text)
            return
        seats = frozenset((to,) if isinstance(to, int) else to)
        if any(not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < self.num_players
               for s in seats):
            raise TypeError(f"log entry for {sorted(seats, key=str)!r}: not seats of "
                            f"{self.num_players} players")
        self.log.append(LogEntry(text, seats, bool(until_over)))

    def _log_unsealed(self) -> bool:
        """Whether the ``until_over`` entries are public now: by default once the deal is
        over. A game whose showdown comes before its end overrides this."""
        return self.is_over

    def log_for(self, seat: int | None) -> list[str]:
        """The texts of the log entries ``seat`` (``None`` = a spectator) may read now, in order.

        A plain string of ``log`` is public; a :class:`LogEntry` is read by its seats, and by
        everyone once the log is unsealed if it is ``until_over``. A seat outside the table
        reads what a spectator reads."""
        return [text for _, text in self.log_indexed(seat)]

    def log_indexed(self, seat: int | None) -> list[tuple[int, str]]:
        """As :meth:`log_for`, each text with its position in ``log`` -- for a front end that
        prints the log as it grows (an ``until_over`` entry appears at its own position when
        the log is unsealed)."""
        if seat is not None and not (isinstance(seat, int) and not isinstance(seat, bool)
                                     and 0 <= seat < self.num_players):
            seat = None
        unsealed: bool | None = None
        out: list[tuple[int, str]] = []
        for i, e in enumerate(self.log):
            if isinstance(e, LogEntry):
                if e.to is not None and e.until_over and unsealed is None:
                    unsealed = bool(self._log_unsealed())
                if e.visible(seat, bool(unsealed)):
                    out.append((i, e.text))
            else:
                out.append((i, str(e)))
        return out

    # ----- the game's notation -----------------------------------------------------------
    def parse_action(self, text: str) -> Action:
        """``text`` in this game's notation as an :class:`Action` (not yet checked against
        the rules): refuses what is not text, is longer than
        :data:`~hoyle.core.actions.MAX_ACTION_CHARS` or is blank (``"empty action"``, the
        same in every game), then reads it with the game's :meth:`_parse_action` hook.

        Raises:
            ActionParseError: not an action in this game's notation (the message quotes at
                most 40 characters of the text).
        """
        if not isinstance(text, str):
            raise ActionParseError(f"an action is text, not {type(text).__name__}")
        if len(text) > MAX_ACTION_CHARS:
            raise ActionParseError(f"an action has at most {MAX_ACTION_CHARS} characters, not "
                                   f"{len(text):,} (it begins {text[:40]!r})")
        if not text.strip():
            # a blank line is no action in any notation: one answer for every game, before
            # a game's own reader could quote the spaces as a move it cannot read
            raise ActionParseError("empty action")
        try:
            return self._parse_action(text)
        except CardShapedError as exc:
            raise ActionParseError(self._not_a_card(exc)) from None

    def _not_a_card(self, exc: "CardShapedError") -> str:
        """The refusal of a token refused as a card (``11S``): as it is where the verb's
        action takes a card or is not open now; else what the action takes (``bid 1S`` at
        bridge: ``'1S' is not a whole number: bid takes one number: 1 to 7, then one word:
        ...``)."""
        try:
            forms = [sp for sp in self.action_specs() if sp.verb == exc.verb]
        except HoyleError:
            return str(exc)
        kinds = {a.kind for sp in forms for a in sp.args}
        if not forms or "card" in kinds:
            return str(exc)
        if not kinds:
            return forms[0].describe()
        what = "; or ".join(sp._parts() if sp.args else "nothing after it" for sp in forms)
        head = "a whole number" if "int" in kinds else "a card or a word"
        return f"{quote(exc.token)} is not {head}: {exc.verb} takes {what}"

    def _parse_action(self, text: str) -> Action:
        """Hook: read one action in the game's notation. Default: the verb-and-arguments
        notation of :func:`hoyle.core.actions.parse_action` (``raise 10``, ``discard QS 7C``;
        case does not matter; strict whole numbers). A game with a notation of its own
        (``Nf3``, ``O-O``, ``e8=Q``, ``24/18``, ``11x18``) overrides this and
        :meth:`_format_action`; it may read the position, and raises ActionParseError for
        text that is not a move in its notation."""
        return _parse_default(text)

    def format_action(self, action: Action) -> str:
        """``action`` in this game's notation (what :meth:`parse_action` reads back to the
        same action); records, the terminal and the web write actions with it."""
        return self._format_action(action)

    def _format_action(self, action: Action) -> str:
        """Hook: default ``str(action)``. It must not depend on the position (records
        write every action with the final state): an action that needs the position to be
        written carries its text among its arguments."""
        return str(action)

    def action_specs(self) -> list[ActionSpec]:
        """What each action open now takes (verb, argument kinds, ranges or allowed values):
        JSON-ready through :meth:`ActionSpec.to_json`. Every legal action fits one of them.
        Default: derived from :meth:`legal_actions` (:func:`hoyle.core.actions.specs_from_legal`,
        amounts in the game's ``unit``); a game may declare its own."""
        return specs_from_legal(self.legal_actions() if self.to_act is not None else [],
                                unit=self._amounts_in())

    def _amounts_in(self) -> str:
        """The unit the action specs give an amount in (``amount_unit``, else ``unit``)."""
        return self.unit if self.amount_unit is None else self.amount_unit

    # ----- public API -----------------------------------------------------------------
    def apply(self, action: Action | str) -> None:
        """Apply one action of ``to_act`` (a chance outcome at a chance turn); raises
        IllegalAction (state unchanged) if illegal.

        Text is read with the game's own :meth:`parse_action`.

        Raises:
            IllegalAction: the deal is over, or the action is not legal now (reason, law).
            ActionParseError: ``action`` is text that is not an action in this game's notation.
        """
        if type(action) is not Action:
            if isinstance(action, str):
                action = self.parse_action(action)
            elif not isinstance(action, Action):
                raise ActionParseError(f"not an action: {action!r}")
        seat = self.to_act
        if seat is None:
            raise IllegalAction("the deal is over; no more actions are taken")
        h = self.history
        if seat == CHANCE:
            self._check_chance(action)
            self._apply_chance(action)
        else:
            # _taken_from_legal, written out: this runs on every action of every playout
            memo = self._legal_memo
            if memo is not None and memo[0] == len(h) and memo[1] is (h[-1] if h else None):
                for a in memo[2]:
                    if a is action:
                        break
                else:
                    self._check(action)
            else:
                self._check(action)
            self._apply(action)
        h.append((seat, action))

    def clone(self) -> "GameState":
        """An independent copy (subclasses override with a faster shallow copy)."""
        return copy.deepcopy(self)

    def _shallow_copy(self) -> Any:
        """A new state of this class sharing every attribute of this one (what
        ``copy.copy(self)`` gives, without its generic machinery), for a ``clone`` that then
        replaces the mutable parts with copies of their own."""
        twin = object.__new__(type(self))
        twin.__dict__ = self.__dict__.copy()      # a copied dict: faster than filling a new one
        return twin

    def legal_strings(self) -> list[str]:
        """The legal actions in the game's notation."""
        return [self.format_action(a) for a in self.legal_actions()]

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        """A view as text for a terminal, as a player reads a table (games override with a
        layout of their own): a heading (the game, the phase, the seat keeping the bank),
        the viewer's hand, each part of the view on a line of its own in words (a per-seat
        row ``seat 1 (you): chance top, stake 5``, rows under ``columns`` labelled by them,
        per-seat amounts ``the bank +2, seat 1 -2``), then who is to act or the result.
        Never a Python list, dict or None, never ``key=value``."""
        me = view.get("seat")
        bank = view.get("banker", getattr(cls, "house_seat", None))

        def who(s: Any) -> str:
            if isinstance(s, int) and not isinstance(s, bool):
                name = "the bank" if s == bank and "banker" in view else f"seat {s}"
                return name + (" (you)" if s == me else "")
            return str(s) + (" (you)" if s == me else "")

        def label(k: str) -> str:
            return k.replace("_", " ")

        def row(d: dict) -> str:
            parts = [f"{label(a)} {_text(b)}" for a, b in d.items() if a != "seat"]
            return (f"{who(d['seat'])}: " if "seat" in d else "") + ", ".join(parts)

        title = str(view.get("game", cls.__name__)).replace("-", " ").capitalize()
        head = title + (f" - {label(str(view['phase']))}" if view.get("phase") else "")
        if "banker" in view and view["banker"] is not None:
            head += f" - the bank: seat {view['banker']}" + (" (you)" if view["banker"] == me else "")
        lines = [head]
        cols = view.get("columns")
        skip = {"game", "phase", "seat", "to_act", "banker", "columns", "outcome", "log"}
        if view.get("hand") not in (None, []):
            lines.append("Your hand: " + _text(view["hand"]))
        skip.add("hand")
        for k, v in view.items():
            if k in skip:
                continue
            name = label(k).capitalize()
            if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
                lines.append(f"{name}:")
                lines.extend("  " + row(x) for x in v)
            elif (isinstance(cols, list) and isinstance(v, list) and v
                  and all(isinstance(x, list) and len(x) in (len(cols), len(cols) - 1) for x in v)):
                lines.append(f"{name}:")
                for x in v:
                    d = dict(zip(cols, x))
                    lines.append("  " + row(d))
            elif (k in ("net", "totals", "net_so_far", "stakes", "insurance") and isinstance(v, list)
                  and v and all(type(x) is int for x in v)):
                lines.append(f"{name}: " + ", ".join(f"{who(i)} {x:+d}" if k != "stakes" and k != "insurance"
                                                     else f"{who(i)} {x}" for i, x in enumerate(v)))
            elif isinstance(v, dict) and v and all(isinstance(x, dict) for x in v.values()):
                lines.append(f"{name}: " + "; ".join(f"{who(int(a)) if str(a).isdigit() else a}: {row(b)}"
                                                     for a, b in v.items()))
            elif isinstance(v, dict) and v and all(str(a).isdigit() for a in v):
                lines.append(f"{name}: " + "; ".join(f"{who(int(a))}: {_text(b)}" for a, b in v.items()))
            elif isinstance(v, dict) and "seat" in v:
                lines.append(f"{name}: {row(v)}")
            elif k in _SEAT_KEYS and type(v) is int:
                lines.append(f"{name}: {who(v)}")
            else:
                lines.append(f"{name}: {_text(v)}")
        out = view.get("outcome")
        if isinstance(out, list) and out and all(type(x) is int for x in out):
            lines.append("Result: " + ", ".join(f"{who(i)} {x:+d}" for i, x in enumerate(out)))
        elif out is not None:
            lines.append(f"Result: {_text(out)}")
        elif view.get("to_act") is not None:
            lines.append(f"{who(view['to_act'])} to act")
        return "\n".join(lines)

    def record(self) -> dict[str, Any]:
        """The deal as a JSON-ready record that :func:`hoyle.core.record.replay` reproduces.

        A state that keeps the referee's rulings in a ``rulings`` list (of
        :class:`~hoyle.core.laws.Ruling`) has them added as ``"rulings"``, each as
        :meth:`~hoyle.core.laws.Ruling.to_record` writes it (dicts with ``call``,
        ``seat_index``, ``step`` and ``details``, the law and penalty, and the effect);
        :func:`~hoyle.core.record.replay` re-applies each after its step. States without
        rulings, or with none made, record exactly as before."""
        from .record import make_record
        rec = make_record(self)
        if type(self)._format_action is not GameState._format_action:
            # a game with a notation of its own records its actions in it
            rec["actions"] = [[seat, self.format_action(a)] for seat, a in self.history]
        rulings = getattr(self, "rulings", None)
        if rulings:
            rec["rulings"] = [r.to_record() if isinstance(r, Ruling) else dict(r) for r in rulings]
        return rec

    def __repr__(self) -> str:
        who = ("over" if self.is_over else "chance to act" if self.to_act == CHANCE
               else f"seat {self.to_act} to act")
        return f"<{type(self).__name__} {self.num_players} players, {who}>"


#: view keys whose whole number is a seat (written "seat 2 (you)" by the default render_view)
_SEAT_KEYS = frozenset({"dealer", "shooter", "leader", "age", "eldest", "bidder", "declarer"})


def _same_shape(v: Any, like: Any) -> bool:
    if isinstance(like, list):
        return (isinstance(v, list) and len(v) == len(like)
                and all(_same_shape(a, b) for a, b in zip(v, like)))
    return type(v) is int


def _copy_shape(v: Any) -> Any:
    """A copy of a value :func:`_same_shape` accepted (lists of lists of whole numbers): the
    lists new, the numbers shared (they are immutable), as ``copy.deepcopy`` would give."""
    if isinstance(v, list):
        return [_copy_shape(x) for x in v]
    return v


def _shape_words(like: Any) -> str:
    if isinstance(like, list):
        inner = _shape_words(like[0]) if like else "nothing"
        return f"a list of {len(like)} ({inner})"
    return "a whole number"


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


def _count(n: int, unit: str) -> str:
    """``n`` of ``unit`` in words: ``82 chips``, ``1 chip``, ``1 white counter``; a unit of
    more than two words (``deals come out``) stays as it is."""
    words = unit.split()
    if n == 1 and words and len(words) <= 2 and words[-1].endswith("s") and not words[-1].endswith("ss"):
        unit = " ".join([*words[:-1], words[-1][:-1]])
    return f"{n} {unit}"

