"""Rules: a frozen dataclass of options per game, defaults = the book's, each with its source.

Declare options with :func:`option`::

    @dataclass(frozen=True)
    class DrawPokerRules(Rules):
        ante: int = option(1, "chips each player puts up before the deal", "seed 000, law 3")

``Rules.from_dict`` validates names and types and raises :class:`RuleOptionError` naming
the option; ``rules.to_dict()`` is JSON-ready; ``Rules.describe()`` lists every option
with its default, doc and source (used by ``hoyle rules`` and the web lobby).
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass
from typing import Any

from .errors import RuleOptionError

__all__ = ["Rules", "option"]


_HINTS: dict[type, dict[str, Any]] = {}
_FIELDS: dict[type, dict[str, dataclasses.Field]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The type hints of a rules class (computed once per class)."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _fields(cls: type) -> dict[str, dataclasses.Field]:
    """The dataclass fields of a rules class by name (computed once per class)."""
    fields = _FIELDS.get(cls)
    if fields is None:
        fields = _FIELDS[cls] = {f.name: f for f in dataclasses.fields(cls)}
    return fields


def option(default: Any, doc: str, source: str = "", choices: tuple | None = None,
           minimum: int | float | None = None, maximum: int | float | None = None,
           bound: str = ""):
    """A documented rule option (a dataclass field with metadata).

    Every numeric option has ``choices`` or both ``minimum`` and ``maximum``
    (tests/test_rule_bounds.py); ``bound`` says where a bound comes from when the book gives
    none ("our bound: ..."), and is added to the option's ``source``.
    """
    if bound:
        source = f"{source}; {bound}" if source else bound
    return dataclasses.field(default=default, metadata={
        "doc": doc, "source": source, "choices": choices, "min": minimum, "max": maximum})


def _check_items(name: str, values, lo, hi) -> None:
    """A list option: each number within the option's bounds. A ``stakes`` option (the stakes a
    punter may choose, in chips): each stake is a whole number of chips, at
    least 1 (a stake of 0 or less would pay a winner to lose) and at most 1,000,000 (our bound)."""
    nums = [x for x in values if isinstance(x, (int, float)) and not isinstance(x, bool)]
    if name == "stakes":
        lo = 1 if lo is None else lo
        hi = 1_000_000 if hi is None else hi
    for x in nums:
        if (lo is not None and x < lo) or (hi is not None and x > hi):
            shown = str(x) if len(str(x)) <= 24 else f"{str(x)[:12]}... ({len(str(x))} digits)"
            rng = (f"from {lo} to {hi}" if lo is not None and hi is not None
                   else f"at least {lo}" if lo is not None else f"at most {hi}")
            raise RuleOptionError(f"option {name}: each value must be {rng}, not {shown}")


@dataclass(frozen=True)
class Rules:
    """Base class of every game's rule options. Subclasses are frozen dataclasses."""

    @classmethod
    def options(cls) -> list[dict]:
        """Each option as ``{name, type, default, doc, source, choices, min, max}``."""
        hints = _hints(cls)
        out = []
        for f in dataclasses.fields(cls):
            tp = hints.get(f.name, Any)
            out.append({"name": f.name, "type": getattr(tp, "__name__", str(tp)),
                        "default": f.default, "doc": f.metadata.get("doc", ""),
                        "source": f.metadata.get("source", ""),
                        "choices": f.metadata.get("choices"), "min": f.metadata.get("min"),
                        "max": f.metadata.get("max")})
        return out

    @classmethod
    def from_dict(cls, values: dict[str, Any] | None = None, **more: Any) -> "Rules":
        """Build from a mapping (e.g. a record or the command line), validating each option.

        Strings are converted to the option's type ("true"/"false", "10"). Raises
        :class:`RuleOptionError` for an unknown option or a bad value.
        """
        values = dict(values or {}, **more)
        hints = _hints(cls)
        fields = _fields(cls)
        kwargs = {}
        for name, raw in values.items():
            key = name.replace("-", "_")
            if key not in fields:
                known = ", ".join(sorted(fields)) or "none"
                exc = RuleOptionError(f"{cls.__name__} has no option {name!r} (options: {known})")
                exc.unknown_option = (name, known)
                raise exc
            kwargs[key] = _coerce(key, raw, hints.get(key, Any), fields[key].metadata)
        try:
            rules = cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise RuleOptionError(str(exc)) from None
        rules.validate()
        return rules

    def validate(self) -> None:
        """Check option combinations; subclasses extend. Raises RuleOptionError."""
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            lo, hi, ch = f.metadata.get("min"), f.metadata.get("max"), f.metadata.get("choices")
            if isinstance(v, (tuple, frozenset, list)):
                _check_items(f.name, v, lo, hi)
            elif v is None or isinstance(v, str):
                pass
            elif (lo is not None and v < lo) or (hi is not None and v > hi):
                shown = str(v) if len(str(v)) <= 24 else f"{str(v)[:12]}... ({len(str(v))} digits)"
                if hi is None:
                    raise RuleOptionError(f"option {f.name} must be at least {lo}, not {shown}")
                if lo is None:
                    raise RuleOptionError(f"option {f.name} must be at most {hi}, not {shown}")
                raise RuleOptionError(f"option {f.name} must be at least {lo} and at most {hi} "
                                      f"(from {lo} to {hi}), not {shown}")
            if ch is not None and v not in ch:
                raise RuleOptionError(f"option {f.name} must be one of {', '.join(map(str, ch))}, not {v!r}")

    def to_dict(self) -> dict[str, Any]:
        return {f.name: _jsonable(getattr(self, f.name)) for f in dataclasses.fields(self)}

    def replace(self, **changes: Any) -> "Rules":
        return type(self).from_dict({**self.to_dict(), **changes})


def _jsonable(v: Any) -> Any:
    if isinstance(v, (tuple, frozenset, set)):
        return [_jsonable(x) for x in v]
    return v


def _coerce(name: str, raw: Any, tp: Any, meta: Any) -> Any:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Union or str(origin) == "<class 'types.UnionType'>":
        if raw is None or (isinstance(raw, str) and raw.lower() in ("none", "null", "")):
            if type(None) in args:
                return None
        tp = next((a for a in args if a is not type(None)), Any)
        origin, args = typing.get_origin(tp), typing.get_args(tp)
    try:
        if tp is bool:
            if isinstance(raw, bool):
                return raw
            if isinstance(raw, str) and raw.lower() in ("true", "yes", "on", "1"):
                return True
            if isinstance(raw, str) and raw.lower() in ("false", "no", "off", "0"):
                return False
            if isinstance(raw, int) and raw in (0, 1):
                return bool(raw)
            raise ValueError
        if tp is int:
            if isinstance(raw, bool):
                raise ValueError
            if isinstance(raw, float) and not raw.is_integer():
                raise ValueError
            if isinstance(raw, str) and not raw.strip().lstrip("+-").isascii():
                raise ValueError          # "٣" is not read as 3
            return int(raw)
        if tp is float:
            if isinstance(raw, bool):
                raise ValueError
            x = float(raw)
            if x != x or x in (float("inf"), float("-inf")):
                raise ValueError
            return x
        if tp is str:
            if not isinstance(raw, str):
                raise ValueError
            return raw
        if origin in (tuple, frozenset):
            items = raw.split(",") if isinstance(raw, str) else list(raw)
            inner = args[0] if args else Any
            conv = [(_coerce(name, x, inner, {}) if inner is not Any and inner is not Ellipsis else x)
                    for x in items]
            return origin(conv)
    except (ValueError, TypeError):
        raise RuleOptionError(f"option {name} needs a value of type "
                              f"{getattr(tp, '__name__', tp)}, not {raw!r}") from None
    return raw
