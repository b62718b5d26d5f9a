"""A hand value ordered by its ``key`` tuple: the comparisons shared by the low-hand and
three-card evaluators (:class:`~hoyle.evaluators.low.LowValue`,
:class:`~hoyle.evaluators.three_card.ThreeValue`)."""

from __future__ import annotations

__all__ = ["KeyedValue"]


class KeyedValue:
    """Base of a value compared, hashed and tied by its ``key`` (higher is better).

    Values of different classes are never equal. Subclasses set ``key`` (in ``__slots__``)
    and provide ``describe()``; ``repr`` is ``ClassName('description')``."""

    __slots__ = ()

    def __eq__(self, other):
        return self.key == other.key if isinstance(other, type(self)) else NotImplemented

    def __lt__(self, other):
        return self.key < other.key

    def __le__(self, other):
        return self.key <= other.key

    def __gt__(self, other):
        return self.key > other.key

    def __ge__(self, other):
        return self.key >= other.key

    def __hash__(self):
        return hash(self.key)

    def __repr__(self):
        return f"{type(self).__name__}({self.describe()!r})"
