"""Observation tensors kept from one position to the next, re-encoding only what changed.

:meth:`hoyle.env.encode.Encoding.encode` builds a seat's tensor from its whole view. Between
two positions of a deal most of a seat's view is the same: at a trick game one card has left
a hand and lies on the table, and when a trick is won it joins the quitted tricks and a count
of tricks moves on; the scores, the dealer, the trumps, the calls of the auction stay as they
were. The encoding is a sum over the view's top-level entries
(:meth:`~hoyle.env.encode.Encoding.key_parts`: the places each entry counts and the places it
sets, a function of the seat and the entry alone), so :class:`Follower` keeps, per seat and
per entry, the entry's value (a private deep copy) and its parts, and at the next observation
of that seat re-encodes only the entries that are not equal to the kept ones; an entry that
only lists cards (the quitted tricks) and grew at its end is encoded from the kept count plus
the new items. The vector is then put together exactly as the full encoding puts it
(:meth:`~hoyle.env.encode.Encoding.combine`).

**Exact, not learned**: nothing is inferred from earlier plays. Every observation reads the
seat's fresh ``view(seat)``; an entry's parts are reused only when the entry is equal
(``==``, to a copy made when it was encoded, so a list the game changes in place is no
trap) to the entry they were computed from, and equal entries encode alike (a number is
written as ``float(value)``, so ``1``, ``1.0`` and ``True`` are one value to both). The
vector is therefore the full encoding at every position, for every game on the generic
encoder (the trick games, blackjack, draw poker, any other); tested so at every position of
random deals of every registered game holding a trick play and of the banking and poker
games (``tests/env/test_env_incremental.py``). What it saves is the encoder's walk over the
unchanged entries; the game's ``view`` is still built at each observation.

On by default (:data:`ENABLED`); set it False before making an environment to encode every
tensor from scratch (the benchmark's comparison row). Games with their own
``observation_tensor`` are not followed (their tensor is theirs).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .encode import Encoding

__all__ = ["Follower", "follower", "ENABLED"]

#: On by default: an environment made while it is True keeps each seat's entries (module
#: docstring); off, every tensor is encoded from the whole view.
ENABLED = True


def _copy(value: Any) -> Any:
    """A deep copy of a JSON-ready value (lists, dicts, tuples; the rest immutable)."""
    t = type(value)
    if t is list:
        return [_copy(x) if type(x) in _NESTED else x for x in value]
    if t is dict:
        return {k: (_copy(x) if type(x) in _NESTED else x) for k, x in value.items()}
    if t is tuple:
        return tuple(_copy(x) if type(x) in _NESTED else x for x in value)
    return value


_NESTED = (list, dict, tuple)


class Follower:
    """The view entries met and their parts of the vector, kept between observations
    (module docstring). One per environment (per :class:`hoyle.env._common.Table`). An
    entry whose parts do not depend on the seat (all but the trick's and the auction's:
    :meth:`~hoyle.env.encode.Encoding.by_seat`) is kept once for every seat, so the next
    seat's observation re-encodes only what the last action changed."""

    def __init__(self, enc: Encoding, num_players: int):
        self.enc = enc
        # view key (or (key, seat) for an entry encoded by seat) -> (counts, sets, a copy of
        # the value they were encoded from)
        self._kept: dict[Any, tuple] = {}
        self.encoded = 0          # entries encoded (new or changed), for the tests
        self.reused = 0           # entries whose kept parts were used as they were

    def forget(self) -> None:
        """Drop what is kept (a new deal: nothing of the last one is worth comparing)."""
        self._kept.clear()

    def encode(self, state, seat: int) -> np.ndarray:
        """The full encoding of ``seat``'s view of ``state`` (a fresh ``float32`` array)."""
        enc, kept = self.enc, self._kept
        parts = []
        fresh = 0
        by_seat = enc.by_seat
        for key, value in state.view(seat).items():
            at = (key, seat) if by_seat(key, value) else key
            got = kept.get(at)
            if got is not None:
                old = got[2]
                if old == value:
                    parts.append(got)
                    continue
                if (type(value) is list and type(old) is list and len(value) > len(old)
                        and value[:len(old)] == old and enc.only_cards(key, value)):
                    tail = value[len(old):]
                    counts, _ = enc.key_parts(state, seat, key, tail)
                    got = kept[at] = (got[0] + counts, got[1], old + _copy(tail))
                    parts.append(got)
                    fresh += 1
                    continue
            counts, sets = enc.key_parts(state, seat, key, value)
            got = kept[at] = (counts, sets, _copy(value))
            parts.append(got)
            fresh += 1
        self.encoded += fresh
        self.reused += len(parts) - fresh
        return enc.combine(seat, parts)


def follower(enc: Encoding | None, num_players: int) -> Follower | None:
    """A :class:`Follower` for an environment with the generic encoding ``enc`` when
    :data:`ENABLED`; None otherwise (the view observation, a game's own tensor, or off)."""
    if not ENABLED or enc is None or enc.own is not None:
        return None
    return Follower(enc, num_players)
