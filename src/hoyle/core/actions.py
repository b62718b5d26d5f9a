"""Actions: small immutable values, the default text notation both ways, and the declaration
of what each action takes.

An action is a verb and its arguments: ``Action("raise", (10,))`` is written ``raise 10``;
``Action("discard", (Card(QS), Card(7C)))`` is ``discard QS 7C``; ``bid 2 hearts`` is
``Action("bid", (2, "hearts"))``.

The default notation (:func:`parse_action`), which a game may replace with its own through
:meth:`hoyle.core.state.GameState.parse_action`: the verb is an ASCII word (letters, ``-``
and ``_``; read in lower case); each argument is a whole number written with the ASCII
digits ``0-9`` and at most one leading ``-``, else a card (``QS``, ``10h``, ``A♠``, ``JKR``;
``11S`` or ``1S``, digits then a letter, is refused as a card, not as a number),
else a domino tile (``6-4``: two ends of 0-12 pips; :mod:`hoyle.tiles`), else an ASCII word (a letter, then letters, digits, ``-`` or ``_``; read in lower case).
Anything else is refused with :class:`~hoyle.core.errors.ActionParseError`: ``--5``, ``+5``,
``5.5``, ``1e3``, ``①``, ``²``, ``٣`` (digits of other scripts are not read as numbers),
and text longer than :data:`MAX_ACTION_CHARS`.

What each action takes is declared by :class:`ActionSpec` (a verb and its
:class:`ArgSpec` places: kind, range or allowed values, how many). A state gives the specs
of its current position (``GameState.action_specs()``, by default derived from its legal
actions with :func:`specs_from_legal`); the refusal of a malformed action, the terminal's
help and the web table's controls are built from them. Specs are JSON-ready
(:meth:`ActionSpec.to_json`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable, NamedTuple, Sequence

from ..cards import Card, CardParseError, parse_card
from ..tiles import Tile, TileParseError, parse_tile
from .errors import ActionParseError, quote

__all__ = ["Action", "parse_action", "ArgSpec", "ActionSpec", "specs_from_legal", "explain_form",
           "MAX_ACTION_CHARS", "MAX_NAME_CHARS", "CardShapedError"]

#: the longest action text accepted (every action of every game is far shorter)
MAX_ACTION_CHARS = 200

#: the longest player's name: a score pad's and a score card's (``hoyle score GAME --names``)
#: and a web table's seat (the page's name box)
MAX_NAME_CHARS = 24


class Action(NamedTuple):
    """An immutable action: ``verb`` (lower-case word) and ``args`` (ints, Cards, words)."""

    verb: str
    args: tuple = ()

    def __str__(self) -> str:
        return " ".join([self.verb, *map(str, self.args)])

    def to_json(self) -> str:
        return str(self)

    @classmethod
    def parse(cls, text: str) -> "Action":
        """The default notation (:func:`parse_action`); a game's own is
        ``state.parse_action(text)``."""
        return parse_action(text)

    @property
    def amount(self) -> int | None:
        """The first integer argument (the chips of a bet or raise), if any."""
        for a in self.args:
            if type(a) is int:
                return a
        return None

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(a for a in self.args if isinstance(a, Card))


_INT = re.compile(r"-?[0-9]+\Z")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]*\Z")
_VERB = re.compile(r"[A-Za-z][A-Za-z_-]*\Z")
_NUMBERISH = re.compile(r"[-+.]*[0-9]")


def _numberish(tok: str) -> bool:
    """A token that a reader would take for a number (so that refusing it as a word would
    mislead): it starts like one, or it holds a digit of another script (``٣``, ``²``, ``①``)."""
    return bool(_NUMBERISH.match(tok)) or any(
        (ch.isdigit() or ch.isnumeric()) and not ("0" <= ch <= "9") for ch in tok)


_TILE = re.compile(r"^[0-9]{1,2}-[0-9]{1,2}$")

# digits then one letter or suit sign (``11S``, ``1s``, ``0H``, ``10X``): a card meant, not a
# number; no token that starts with a digit is a word, so only the refusal's text changes
_CARDISH = re.compile(r"[0-9]{1,2}[A-Za-z\u2660-\u2667]\Z")

#: the refusal of a card-shaped token that is no card (the notation of :func:`parse_card`)
CARD_FORM = ("ranks are 2-10 (or T), J, Q, K, A; suits S, H, D, C (or the signs); "
             "rank then suit, e.g. QS, 10H")


class CardShapedError(ActionParseError):
    """A token of digits then a letter (``11S``, ``1S``, ``5x``) refused as a card. ``verb``
    is the action's verb, so that a state whose action of that verb takes no card (``bid 1S``
    at bridge, ``bet 5x`` at poker) can say what it takes instead
    (:meth:`hoyle.core.state.GameState.parse_action`)."""

    def __init__(self, token: str, verb: str | None = None) -> None:
        super().__init__(f"{quote(token)} is not a card: {CARD_FORM}")
        self.token = token
        self.verb = verb


def _token(tok: str) -> Any:
    if _INT.match(tok):
        return int(tok)
    try:
        return parse_card(tok)
    except CardParseError:
        pass
    if _TILE.match(tok):                 # a domino tile, "6-4" (hoyle.tiles)
        try:
            return parse_tile(tok)
        except TileParseError as exc:
            raise ActionParseError(str(exc)) from None
    if _CARDISH.match(tok):
        raise CardShapedError(tok)
    if _numberish(tok):
        raise ActionParseError(f"{quote(tok)} is not a whole number: write it with the digits "
                               "0-9 and at most one minus sign in front, e.g. 5")
    if not _WORD.match(tok):
        raise ActionParseError(f"{quote(tok)} is not a number, a card or a word")
    return tok.lower()


def parse_action(text: str) -> Action:
    """Parse ``"raise 10"``, ``"discard QS 7C"``, ``"play qs"`` into an :class:`Action`
    (the default notation; see the module docstring). Commas count as spaces.

    Raises:
        ActionParseError: not text, empty, longer than :data:`MAX_ACTION_CHARS`, a verb that
            is not a word, or an argument that is not a whole number, a card or a word. The
            message quotes at most 40 characters of the input.
    """
    if not isinstance(text, str):
        raise ActionParseError(f"an action is text, not {type(text).__name__}")
    if len(text) > MAX_ACTION_CHARS:
        raise ActionParseError(f"an action has at most {MAX_ACTION_CHARS} characters, not "
                               f"{len(text):,} (it begins {text[:40]!r})")
    parts = text.replace(",", " ").split()
    if not parts:
        raise ActionParseError("empty action")
    if not _VERB.match(parts[0]):
        raise ActionParseError(f"{quote(parts[0])} is not an action word")
    verb = parts[0].lower()
    try:
        return Action(verb, tuple(_token(t) for t in parts[1:]))
    except CardShapedError as exc:
        exc.verb = verb
        raise


# --------------------------------------------------------------------------- specs

_KINDS = ("int", "card", "tile", "word")


def _kind_of(value: Any) -> str | None:
    if isinstance(value, Card):
        return "card"
    if isinstance(value, Tile):
        return "tile"
    if type(value) is int:
        return "int"
    if isinstance(value, str):
        return "word"
    return None


def _or_list(items: Sequence[str], limit: int = 16) -> str:
    items = list(items)
    if len(items) > limit:
        items = items[:limit - 1] + [f"... ({len(items)} in all)"]
        return ", ".join(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


def _runs(values: Sequence[int]) -> list[tuple[int, int]]:
    out: list[list[int]] = []
    for v in sorted(set(values)):
        if out and v == out[-1][1] + 1:
            out[-1][1] = v
        else:
            out.append([v, v])
    return [(a, b) for a, b in out]


def amounts_text(values: Sequence[int] = (), minimum: int | None = None,
                 maximum: int | None = None, unit: str = "") -> str:
    """Allowed whole numbers in words: ``"2, 10 or 50 chips"``, ``"1 to 50 chips"``,
    ``"1 to 6 or 8 to 20"``, ``"at least 2 chips"``, ``"any whole number"``."""
    tail = f" {unit}" if unit else ""
    if values:
        runs = _runs(values)
        if len(runs) == 1 and runs[0][0] != runs[0][1] and len(values) > 2:
            return f"{runs[0][0]} to {runs[0][1]}{tail}"
        if len(set(values)) <= 8:
            return _or_list([str(v) for v in sorted(set(values))]) + tail
        return _or_list([str(a) if a == b else f"{a} to {b}" for a, b in runs]) + tail
    if minimum is not None and maximum is not None:
        return (f"{minimum}{tail}" if minimum == maximum else f"{minimum} to {maximum}{tail}")
    if minimum is not None:
        return f"at least {minimum}{tail}"
    if maximum is not None:
        return f"at most {maximum}{tail}"
    return f"any whole number{tail}"


@dataclass(frozen=True)
class ArgSpec:
    """One argument place of an action.

    Attributes:
        kind: ``"int"`` (a whole number), ``"card"`` or ``"word"``.
        name: what it is, for messages and controls (``"amount"``, ``"card"``, ``"suit"``).
        minimum, maximum: bounds of an ``int`` (``None``: unbounded on that side; a spec
            with ``minimum`` 0 or more refuses negative numbers).
        values: the allowed values (ints, Cards or lower-case words); ``()`` = any value of
            the kind within the bounds.
        count: ``(least, most)`` arguments of this kind in a row: ``(1, 1)`` exactly one,
            ``(0, 1)`` optional, ``(1, 5)`` one to five cards.
        unit: the unit of an amount (``"chips"``, ``"points"``), or ``""``.
    """

    kind: str
    name: str = ""
    minimum: int | None = None
    maximum: int | None = None
    values: tuple = ()
    count: tuple[int, int] = (1, 1)
    unit: str = ""

    def __post_init__(self):
        if self.kind not in _KINDS:
            raise ValueError(f"an argument is one of {', '.join(_KINDS)}, not {self.kind!r}")

    def accepts(self, value: Any) -> bool:
        """Whether one value fits this place (kind, bounds, allowed values)."""
        if _kind_of(value) != self.kind:
            return False
        if self.kind == "int":
            if self.minimum is not None and value < self.minimum:
                return False
            if self.maximum is not None and value > self.maximum:
                return False
        return not self.values or value in self.values

    def _what(self) -> str:
        return self.name or {"int": "number", "card": "card", "tile": "tile", "word": "word"}[self.kind]

    def describe(self) -> str:
        """``"one amount: 2, 10 or 50 chips"``, ``"1 to 5 cards of QS 7C 4D"``, ``"one suit:
        clubs or hearts"``."""
        lo, hi = self.count
        what = self._what()
        if (lo, hi) == (1, 1):
            head = f"one {what}"
        elif (lo, hi) == (0, 1):
            head = f"optionally one {what}"
        else:
            n = f"{lo}" if lo == hi else f"{lo} to {hi}"
            plural = what + ("s" if not what.endswith("s") else "")
            head = f"{n} {plural}"
        if self.kind == "int":
            return f"{head}: {amounts_text(self.values, self.minimum, self.maximum, self.unit)}"
        if not self.values:
            return head
        names = [str(v) for v in self.values]
        if self.kind == "card" and hi > 1:
            return f"{head} of {' '.join(names)}"
        return f"{head}: {_or_list(names)}"

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "name": self._what()}
        if self.minimum is not None:
            d["min"] = self.minimum
        if self.maximum is not None:
            d["max"] = self.maximum
        if self.values:
            d["values"] = [v if type(v) is int else str(v) for v in self.values]
        if self.count != (1, 1):
            d["count"] = list(self.count)
        if self.unit:
            d["unit"] = self.unit
        return d


@dataclass(frozen=True)
class ActionSpec:
    """What one form of an action takes: its verb and argument places, in order.

    A verb may have several forms (faro's ``bet 5`` and ``bet king 5`` are two specs with
    the verb ``bet``). An action *fits* a spec when its verb is the spec's and its arguments
    fill the places in order, each place taking ``count`` arguments that it accepts.
    """

    verb: str
    args: tuple[ArgSpec, ...] = ()

    def fits(self, action: Any) -> bool:
        if not isinstance(action, tuple) or len(action) != 2 or action[0] != self.verb:
            return False
        return _fill(tuple(action[1]) if isinstance(action[1], (tuple, list)) else None,
                     0, self.args, 0)

    def describe(self) -> str:
        """One line: ``"bet takes one amount: 2, 10 or 50 chips"``."""
        if not self.args:
            return f"{self.verb} takes nothing after it (write just {self.verb!r})"
        return f"{self.verb} takes {self._parts()}"

    def _parts(self) -> str:
        parts = [a.describe() for a in self.args]
        return parts[0] if len(parts) == 1 else ", then ".join(parts)

    def to_json(self) -> dict[str, Any]:
        return {"verb": self.verb, "args": [a.to_json() for a in self.args],
                "text": self.describe()}


def _fill(args: tuple | None, i: int, places: tuple[ArgSpec, ...], j: int) -> bool:
    if args is None:
        return False
    if j == len(places):
        return i == len(args)
    p = places[j]
    lo, hi = p.count
    k = 0
    while k < lo:                       # the least number this place needs
        if i + k >= len(args) or not p.accepts(args[i + k]):
            return False
        k += 1
    while True:
        if _fill(args, i + k, places, j + 1):
            return True
        if k >= hi or i + k >= len(args) or not p.accepts(args[i + k]):
            return False
        k += 1


def specs_from_legal(legal: Iterable[Action], unit: str = "") -> list[ActionSpec]:
    """The specs implied by a list of legal actions (the default of
    ``GameState.action_specs``), one or more per verb, in the order the verbs first appear.

    Per verb, the actions are grouped by the kinds of their arguments. Forms that differ only
    in how many cards they name become one place of ``count`` (``discard`` of 0 to 5
    cards); a form that is another form with one place added at its end makes that place
    optional (``split`` and ``split 5``); any other form is a spec of its own (``bet 5`` and
    ``bet king 5``, ``call`` and ``call king queen ace 5``). Each place allows exactly the
    values seen there, in the order seen; a whole number that ends the action is an
    ``amount`` in ``unit``, with ``values`` listed only when the numbers have gaps.
    """
    by_verb: dict[str, dict[tuple, list[tuple]]] = {}
    for a in legal:
        kinds = tuple(_kind_of(x) or "word" for x in a.args)
        by_verb.setdefault(a.verb, {}).setdefault(kinds, []).append(tuple(a.args))
    out: list[ActionSpec] = []
    for verb, forms in by_verb.items():
        out.extend(_verb_specs(verb, forms, unit))
    return out


def _verb_specs(verb: str, forms: dict[tuple, list[tuple]], unit: str) -> list[ActionSpec]:
    shapes = list(forms)
    if len(shapes) > 1 and all(set(s) <= {"card"} for s in shapes):
        # one place of several cards: discard of 0 to 5
        sizes = [len(s) for s in shapes]
        pool: dict = {}
        for argss in forms.values():
            for args in argss:
                pool.update(dict.fromkeys(args))
        cnt = (min(sizes), max(sizes))
        if cnt[1] == 0:
            return [ActionSpec(verb)]
        return [ActionSpec(verb, (ArgSpec("card", "card", values=tuple(pool), count=cnt),))]
    shapes.sort(key=len)
    longest = shapes[-1]
    if all(longest[:len(s)] == s for s in shapes) and len(longest) - len(shapes[0]) <= 1:
        # a form and the same form with one more place at its end: that place is optional
        least = len(shapes[0])
        cols: list[dict] = [{} for _ in longest]      # dicts: the values in the order seen
        for argss in forms.values():
            for args in argss:
                for k, x in enumerate(args):
                    cols[k][x] = None
        places = tuple(_place(longest[k], list(cols[k]), k >= least, k == len(longest) - 1, unit)
                       for k in range(len(longest)))
        return [ActionSpec(verb, places)]
    specs = []
    for shape in sorted(forms, key=lambda s: (len(s), s)):
        cols = [{} for _ in shape]
        for args in forms[shape]:
            for k, x in enumerate(args):
                cols[k][x] = None
        specs.append(ActionSpec(verb, tuple(_place(shape[k], list(cols[k]), False,
                                                   k == len(shape) - 1, unit)
                                            for k in range(len(shape)))))
    return specs


def _place(kind: str, seen: list, optional: bool, last: bool, unit: str) -> ArgSpec:
    # a whole number that ends the action is a stake (``bet 5``, ``bet king 5``): an amount
    # in the game's unit; one followed by more (``bid 2 hearts``) is a plain number
    count = (0, 1) if optional else (1, 1)
    if kind == "int":
        vals = sorted(seen)
        gaps = len(vals) != vals[-1] - vals[0] + 1
        return ArgSpec("int", "amount" if last else "number", minimum=vals[0], maximum=vals[-1],
                       values=tuple(vals) if gaps else (), count=count,
                       unit=unit if last else "")
    if kind in ("card", "tile"):
        return ArgSpec(kind, kind, values=tuple(seen), count=count)
    return ArgSpec("word", "word", values=tuple(seen), count=count)


def explain_form(action: Any, specs: Sequence[ActionSpec]) -> str | None:
    """Why ``action`` fits none of ``specs``, in one line, or None if it fits one (it may
    still be illegal now: the specs say what an action takes, the state's rules decide).

    An unknown verb gets ``None`` too: the caller says which verbs are open now."""
    forms = [s for s in specs if s.verb == getattr(action, "verb", None)]
    if not forms or any(s.fits(action) for s in forms):
        return None
    if len(forms) == 1:
        return forms[0].describe()
    alts = [s._parts() if s.args else "nothing after it" for s in forms]
    return f"{forms[0].verb} takes " + "; or ".join(alts)
