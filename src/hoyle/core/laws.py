"""Laws: numbered rules of a game's code, with a summary in our own words and the penalty.

A game declares its laws as a :class:`LawBook`; the engine cites them in the
``IllegalAction`` it raises (``law=book.cite(26)``) and the referee applies their penalties.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Iterator

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
    """

    number: str
    code: str
    summary: str
    penalty: str = ""
    source: str = ""

    def cite(self) -> str:
        return f"{self.source}, law {self.number}" if self.source else f"law {self.number}"


@dataclass(frozen=True)
class LawBook:
    """The laws of one code (e.g. Foster's Laws of Poker, seed 002, laws 1-46).

    ``book[26]`` / ``book["26"]`` returns the law; ``book.cite(26)`` its citation text.
    """

    name: str
    source: str
    laws: tuple[Law, ...] = field(default_factory=tuple)

    @classmethod
    def of(cls, name: str, source: str, laws: Iterable[tuple]) -> "LawBook":
        """Build from ``(number, code, summary[, penalty])`` tuples, stamping the source."""
        built = []
        for row in laws:
            number, code, summary, *rest = row
            built.append(Law(str(number), code, summary, rest[0] if rest else "", source))
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
        return f"{law.cite()} ({law.code})"


@dataclass(frozen=True)
class Ruling:
    """A referee's decision on a reported irregularity.

    Attributes:
        call: the irregularity reported (``"misdeal"``, ``"revoke"``, ``"false-opener"``).
        law: the citation of the law applied.
        decision: what happens, in plain words.
        effects: machine-readable consequences (chips moved, cards exposed, deal void...).
    """

    call: str
    law: str
    decision: str
    effects: dict = field(default_factory=dict)

    def __str__(self) -> str:
        return f"{self.call}: {self.decision} ({self.law})"
