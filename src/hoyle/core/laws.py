"""Laws and the referee's rulings: the contract every game's code of laws and referee follows.

Laws
    A game declares the laws of each code it plays by as a :class:`LawBook` of :class:`Law`
    rows (number as printed, a short slug, a summary in our own words, the penalty, the
    source). The engine cites a law in the ``IllegalAction`` it raises
    (``law=book.cite(26)``) and in the rulings its referee makes.

Meaning keys
    Two codes of the same game often number the same law differently: Foster's Laws of Poker
    give the draw as law 22, the British rules as law 36; the American whist laws put the
    revoke penalty at 30, the English laws at 72. A law therefore carries ``meanings``: shared
    keys such as ``"draw"``, ``"revoke-penalty"``, ``"exposed-card"``, ``"lead-out-of-turn"``,
    ``"misdeal"``. An engine whose citation depends on the code in force asks the book of that
    code by meaning (``book.about("draw")`` is the law, ``book.cite_about("draw")`` its citation)
    and never keeps a table of numbers per code. A law may answer to several keys (the
    American law 24 governs the lead out of turn and the called suit not held); a key names
    one law in a book. A key that a code lacks raises ``KeyError`` (``book.knows(key)`` asks
    first). Books declare their keys with ``LawBook.of(..., meanings={"draw": 22, ...})``.

Rulings
    ``state.referee(call, seat, **details)`` settles an irregularity reported at a physical
    table and returns one :class:`Ruling`, in every game (``referee_calls()`` lists the calls).
    A ruling is frozen and JSON-ready:

    * ``call``: the irregularity (``"revoke"``, ``"misdeal"``, ``"false-opener"``);
    * ``law``: the citation of the law applied (``book.cite(...)``);
    * ``penalty``: what the law gives, in words (``"none"`` when it gives nothing);
    * ``detail``: what was found or done besides the penalty, in words ("" if nothing);
    * ``effect``: machine-readable consequences, a JSON-ready dict whose keys the game's
      referee documents (``"revoke"``: the revoke found, as ``Revoke.to_dict()``;
      ``"losing_side"``; ``"chips"``: chips moved per seat; ``"exposed"``: cards exposed;
      ``"deal_void"``: the deal is void and dealt again; ``"dead"``: a seat's hand is dead);
    * ``seat``: the seat index that made or committed the call (``None`` if none) and
      ``seat_name``: how the game names it (``"N"``, ``"player 1"``; "" if the game gives none);
    * ``step``: the number of actions taken when it was made; ``details``: the call's
      arguments as given, JSON-ready (cards as text).

    :meth:`Ruling.to_json` is the whole ruling as a dict. A game that keeps its rulings in
    ``state.rulings`` (a list of :class:`Ruling`) has them written into its record by
    :meth:`~hoyle.core.state.GameState.record` as :meth:`Ruling.to_record` entries: the format
    records have always had (``call``, ``seat``, ``seat_index``, ``step``, ``details``, ``law``,
    ``penalty``, ``detail`` if any, then the effect's keys), which
    :func:`~hoyle.core.record.replay` re-applies by ``call``, ``seat_index`` and ``details``
    after action ``step``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Iterator, Mapping

__all__ = ["Law", "LawBook", "Ruling"]


@dataclass(frozen=True)
class Law:
    """One law of a code.

    Attributes:
        number: the number printed in the source (``"26"``, or ``"A3"`` for unnumbered ones).
        code: short identifier (``"last-card"``, ``"false-opener"``).
        summary: what the law says, in our own words.
        penalty: the penalty it gives, if any ("" if none).
        source: the book and place ("seed 002, Foster 1914, Laws of Poker").
        meanings: the shared meaning keys this law answers to (``("draw",)``), the same in
            every code of the game (see the module docstring); ``()`` if none is declared.
    """

    number: str
    code: str
    summary: str
    penalty: str = ""
    source: str = ""
    meanings: tuple[str, ...] = ()

    def cite(self) -> str:
        return f"{self.source}, law {self.number}" if self.source else f"law {self.number}"


@dataclass(frozen=True)
class LawBook:
    """The laws of one code (e.g. Foster's Laws of Poker, seed 002, laws 1-46).

    ``book[26]`` / ``book["26"]`` returns the law; ``book.cite(26)`` its citation text;
    ``book.about("draw")`` the law of that meaning, ``book.cite_about("draw")`` its citation.
    """

    name: str
    source: str
    laws: tuple[Law, ...] = field(default_factory=tuple)

    @classmethod
    def of(cls, name: str, source: str, laws: Iterable[tuple],
           meanings: Mapping[str, int | str] | None = None) -> "LawBook":
        """Build from ``(number, code, summary[, penalty])`` tuples, stamping the source.

        ``meanings`` maps each shared meaning key to the number of the law that answers to
        it in this code (``{"draw": 22, "discard": 22}``). Raises ``KeyError`` for a number
        the rows lack."""
        keys: dict[str, list[str]] = {}
        for key, number in (meanings or {}).items():
            keys.setdefault(str(number), []).append(key)
        built = []
        for row in laws:
            number, code, summary, *rest = row
            built.append(Law(str(number), code, summary, rest[0] if rest else "", source,
                             tuple(keys.pop(str(number), ()))))
        if keys:
            raise KeyError(f"{name}: meanings name laws it lacks: {sorted(keys)}")
        return cls(name, source, tuple(built))

    def __iter__(self) -> Iterator[Law]:
        return iter(self.laws)

    def __len__(self) -> int:
        return len(self.laws)

    def __getitem__(self, number: int | str) -> Law:
        key = str(number)
        for law in self.laws:
            if law.number == key or law.code == key:
                return law
        raise KeyError(f"{self.name} has no law {number}")

    def cite(self, number: int | str) -> str:
        """``"seed 002, Foster 1914, Laws of Poker, law 26 (last-card)"``."""
        law = self[number]
        return law.cite() if law.code == law.number else f"{law.cite()} ({law.code})"

    def knows(self, meaning: str) -> bool:
        """Whether a law of this code answers to ``meaning``."""
        return any(meaning in law.meanings for law in self.laws)

    def about(self, meaning: str) -> Law:
        """The law of this code that answers to the shared key ``meaning`` (``"revoke"``).

        Raises:
            KeyError: no law of this code has that meaning."""
        for law in self.laws:
            if meaning in law.meanings:
                return law
        raise KeyError(f"{self.name} has no law on {meaning!r}")

    def cite_about(self, meaning: str) -> str:
        """The citation (as :meth:`cite`) of the law on ``meaning``; ``KeyError`` if none."""
        return self.cite(self.about(meaning).number)

    def meanings(self) -> dict[str, str]:
        """``{meaning: number}`` for every meaning key this code declares."""
        return {m: law.number for law in self.laws for m in law.meanings}


def _json(value: Any) -> Any:
    """``value`` as plain JSON data: mappings to dicts, sequences to lists, other objects
    (cards) to text."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Mapping):
        return {str(k): _json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_json(v) for v in value]
    return str(value)


#: the keys of a record's ruling entry that are the ruling's own (the rest is its effect)
_RECORD_KEYS = ("call", "seat", "seat_index", "step", "details", "law", "penalty", "detail")


@dataclass(frozen=True)
class Ruling:
    """A referee's decision on a reported irregularity (see the module docstring).

    Attributes:
        call: the irregularity reported (``"misdeal"``, ``"revoke"``, ``"false-opener"``).
        law: the citation of the law applied.
        penalty: what the law gives, in words (``"none"`` if nothing).
        effect: machine-readable consequences, JSON-ready (chips moved, cards exposed,
            deal void, the revoke found...); the game's referee documents its keys.
        detail: what was found or done besides the penalty, in words ("" if nothing).
        seat: the seat index that made or committed the call; ``None`` if none.
        seat_name: the game's name for that seat (``"N"``); "" if it gives none.
        step: actions taken when the ruling was made (replay re-applies it after them).
        details: the call's arguments as given, JSON-ready.

    A game's handler builds the ruling with ``call``/``law``/``penalty``/``detail``/``effect``;
    :meth:`made` stamps who, when and with what arguments.
    """

    call: str = ""
    law: str = ""
    penalty: str = ""
    effect: Mapping[str, Any] = field(default_factory=dict)
    detail: str = ""
    seat: int | None = None
    seat_name: str = ""
    step: int = 0
    details: Mapping[str, Any] = field(default_factory=dict)

    def made(self, call: str, seat: int | None, step: int, details: Mapping[str, Any],
             seat_name: str = "") -> "Ruling":
        """This ruling stamped with the call (unless it names its own), the seat, the step
        and the call's ``details`` (turned JSON-ready)."""
        return replace(self, call=self.call or call, seat=seat, seat_name=seat_name or self.seat_name,
                       step=step, details=_json(details))

    def to_json(self) -> dict[str, Any]:
        """The whole ruling as JSON-ready data: ``{"call", "law", "penalty", "detail",
        "effect", "seat", "seat_name", "step", "details"}``."""
        return {"call": self.call, "law": self.law, "penalty": self.penalty, "detail": self.detail,
                "effect": _json(self.effect), "seat": self.seat, "seat_name": self.seat_name,
                "step": self.step, "details": _json(self.details)}

    def to_record(self) -> dict[str, Any]:
        """The ruling as a record's ``rulings`` entry, in the format records have always had:
        ``call``, ``seat`` (the seat's name, or its index where the game names none),
        ``seat_index``, ``step``, ``details``, ``law``, ``penalty``, ``detail`` (only if
        given), then the effect's keys."""
        entry: dict[str, Any] = {k: v for k, v in _json(self.effect).items() if k not in _RECORD_KEYS}
        entry.update(law=self.law, penalty=self.penalty)
        if self.detail:
            entry["detail"] = self.detail
        entry.update(call=self.call, seat=self.seat_name or self.seat, seat_index=self.seat,
                     step=self.step, details=_json(self.details))
        return entry

    def __str__(self) -> str:
        text = f"{self.call}: {self.penalty}" + (f"; {self.detail}" if self.detail else "")
        return f"{text} ({self.law})" if self.law else text
