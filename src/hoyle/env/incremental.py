"""Observation tensors kept from one position to the next, re-encoding only what changed.

:meth:`hoyle.env.encode.Encoding.encode` builds a seat's tensor from its whole view. Between
two positions of a deal most of a seat's view is the same: at a trick game one card has left
a hand and lies on the table, and when a trick is won it joins the quitted tricks and a count
of tricks moves on; the scores, the dealer, the trumps, the calls of the auction stay as they
were. The encoding is a sum over the view's top-level entries
(:meth:`~hoyle.env.encode.Encoding.key_parts`: the places each entry counts and the places it
sets, a function of the seat and the entry alone), so :class:`Follower` keeps, per entry
(per entry and seat for the few encoded by seat: the trick's and the auction's rows), the
entry's value (a private deep copy) and its parts, and at the next observation re-encodes
only the entries that are not equal to the kept ones; an entry that only lists cards (the
quitted tricks) and grew at its end is encoded from the kept count plus the new items. What
the entries kept for every seat put in the vector is summed as they change in one ``float32``
buffer (counts are whole numbers, so the sum is exact; the places an entry sets lie outside
the counted sections and apart from every other entry's), and a seat's vector is that buffer
copied, plus its own counts, with ``seen`` clipped: the arithmetic of
:meth:`~hoyle.env.encode.Encoding.combine`. An entry's parts are memoised by its value frozen
(a word, a number, a list of cards, a dict of numbers: equal values encode alike), so a value
met before is not walked again. The environment's action mask is kept per set of legal
indices (:class:`hoyle.env._common.Table`) and handed out as a copy.

**Exact, not learned**: nothing is inferred from earlier plays. Every observation reads the
seat's fresh ``view(seat)``; an entry's parts are reused only when the entry is equal
(``==``, to a copy made when it was encoded, so a list the game changes in place is no
trap) to the entry they were computed from, and equal entries encode alike (a number is
written as ``float(value)``, so ``1``, ``1.0`` and ``True`` are one value to both). The
vector is therefore the full encoding at every position, for every game on the generic
encoder (the trick games, blackjack, draw poker, any other); tested so at every position of
random deals of every registered game holding a trick play and of the banking and poker
games (``tests/env/test_env_incremental.py``). What it saves is the encoder's walk over the
unchanged entries; the game's ``view`` is still built at each observation, and at a trick
game most entries a seat sees have changed since the last observation (the hand, the hand
sizes, the seat to act, the trick), so the saving is small (benchmarks/RESULTS-env.md).

On by default (:data:`ENABLED`); set it False before making an environment to encode every
tensor from scratch (the benchmark's comparison row). Games with their own
``observation_tensor`` are not followed (their tensor is theirs).
"""

from __future__ import annotations

from array import array
from typing import Any

import numpy as np

from .encode import Encoding

__all__ = ["Follower", "follower", "ENABLED"]

#: On by default: an environment made while it is True keeps the view's entries (module
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
    (module docstring). One per environment (per :class:`hoyle.env._common.Table`).

    An entry whose parts do not depend on the seat (all but the trick's and the auction's:
    :meth:`~hoyle.env.encode.Encoding.by_seat`) is kept once for every seat, and what all
    those kept put in the vector is summed as they change in ``_base``, a ``float32``
    ``array.array`` of the vector's length (the counts, whole numbers, so the sum is exact;
    and the places they set, which lie in other sections than the counts and are apart
    from entry to entry, a word's or a number's place being under its entry's key). A
    seat's vector is that buffer as a numpy copy, plus the seat's own counts (the seat, the
    trick by relative seat) with ``seen`` clipped to the pack's copies, and its own sets (the
    auction's calls): the arithmetic of :meth:`~hoyle.env.encode.Encoding.combine`. The parts
    of an entry whose value is hashable once frozen (a word, a number, a list of cards, a dict
    of numbers) are memoised by the frozen value (equal values encode alike: the module
    docstring), so a hand or a seat's word met before is not walked again."""

    MEMO = 20_000             # memoised entry parts at most (cleared when full)

    def __init__(self, enc: Encoding, num_players: int):
        self.enc = enc
        # view key -> (counted positions, {set position: value}, a copy of the value they
        # were encoded from), for the entries encoded alike for every seat
        self._shared: dict[str, tuple] = {}
        self._base = array("f", bytes(4 * enc.size))    # what the _shared entries put in
        # (key, seat) -> the same, for the entries encoded by seat
        self._by_seat: dict[tuple, tuple] = {}
        self._memo: dict[tuple, tuple] = {}
        off = enc._offset
        self._seen = off["seen"]
        self._seen_stop = off["seen"] + len(enc._pack)
        self._copies = enc._copies.astype(np.float32)
        self._seat_at = off["seat"]
        self.encoded = 0          # entries encoded (new or changed), for the tests
        self.reused = 0           # entries whose kept parts were used as they were
        self.dropped = 0          # observations whose view lacked an entry kept

    def forget(self) -> None:
        """Drop what is kept (a new deal: nothing of the last one is worth comparing)."""
        self._shared.clear()
        self._by_seat.clear()
        self._base = array("f", bytes(4 * self.enc.size))

    def _parts(self, state, seat: int, key: str, value: Any) -> tuple[list[int], dict[int, float]]:
        """:meth:`~hoyle.env.encode.Encoding.key_parts` of a shared entry, memoised by its
        frozen value when that is hashable (the parts are not to be changed by the caller)."""
        t = type(value)
        if t is list or t is tuple:
            frozen: Any = tuple(value)
        elif t is dict:
            frozen = tuple(value.items())
        else:
            frozen = value
        memo_key = (key, t, frozen)
        try:
            got = self._memo.get(memo_key)
        except TypeError:                  # something mutable inside: not memoised
            return self.enc.key_parts(state, seat, key, value)
        if got is None:
            if len(self._memo) >= self.MEMO:
                self._memo.clear()
            got = self._memo[memo_key] = self.enc.key_parts(state, seat, key, value)
        return got

    def encode(self, state, seat: int) -> np.ndarray:
        """The full encoding of ``seat``'s view of ``state`` (a fresh ``float32`` array)."""
        enc, shared, base = self.enc, self._shared, self._base
        own_counts: list[int] = []
        own_sets: dict[int, float] = {}
        fresh = visited = 0
        by_seat_keys = enc.by_seat_keys
        view = state.view(seat)
        for key, value in view.items():
            if key in by_seat_keys and enc.by_seat(key, value):
                got = self._by_seat.get((key, seat))
                if got is None or not got[2] == value:
                    counts, sets = enc.key_parts(state, seat, key, value)
                    got = self._by_seat[key, seat] = (counts, sets, _copy(value))
                    fresh += 1
                own_counts += got[0]
                if got[1]:
                    own_sets.update(got[1])
                continue
            visited += 1
            got = shared.get(key)
            if got is not None:
                old = got[2]
                if old == value:
                    continue
                if (type(value) is list and type(old) is list and len(value) > len(old)
                        and value[:len(old)] == old and enc.only_cards(key, value)):
                    counts, _ = enc.key_parts(state, seat, key, value[len(old):])
                    for i in counts:
                        base[i] += 1
                    shared[key] = (got[0] + counts, got[1], old + _copy(value[len(old):]))
                    fresh += 1
                    continue
                for i in got[0]:
                    base[i] -= 1
                for i in got[1]:
                    base[i] = 0.0
            counts, sets = self._parts(state, seat, key, value)
            for i in counts:
                base[i] += 1
            for i, x in sets.items():
                base[i] = x
            shared[key] = (counts, sets, _copy(value) if type(value) in _NESTED else value)
            fresh += 1
        if visited != len(shared):                # an entry kept that this view lacks
            self.dropped += 1
            for key in [k for k in shared if k not in view or (
                    k in by_seat_keys and enc.by_seat(k, view[k]))]:
                counts, sets, _ = shared.pop(key)
                for i in counts:
                    base[i] -= 1
                for i in sets:
                    base[i] = 0.0
        self.encoded += fresh
        self.reused += visited - fresh
        # this seat's own counts go in for the copy and come out again
        own_counts.append(self._seat_at + seat)
        for i in own_counts:
            base[i] += 1
        v = np.frombuffer(base, dtype=np.float32).copy()
        for i in own_counts:
            base[i] -= 1
        seen = v[self._seen:self._seen_stop]
        np.minimum(seen, self._copies, out=seen)
        if own_sets:
            v[list(own_sets)] = list(own_sets.values())
        return v


def follower(enc: Encoding | None, num_players: int) -> Follower | None:
    """A :class:`Follower` for an environment with the generic encoding ``enc`` when
    :data:`ENABLED`; None otherwise (the view observation, a game's own tensor, or off)."""
    if not ENABLED or enc is None or enc.own is not None:
        return None
    return Follower(enc, num_players)
