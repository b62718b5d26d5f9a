"""Observation tensors: one generic encoder for the card games, built from a seat's view and
the game's pack, and the hook by which a game supplies its own.

A learning agent wants a fixed-length vector of numbers, not a dict. :class:`Encoding` turns
``state.view(seat)`` (what that seat may see, and nothing else: so the tensor can hold no
hidden card) into a ``float32`` vector whose layout is fixed for a game at a number of players
and rules. The layout is found by a seeded probe (``PROBE_DEALS`` random deals, the views of
every seat at every position), so it is the same in every process. Its sections, in order
(those the probe never met are left out; :meth:`Encoding.table` prints them):

* ``seat`` ``(n,)``: one-hot of the observing seat.
* ``hand`` ``(P,)``: the cards of the view's ``"hand"``, one place per card of the game's pack
  (``P`` cards, in the order of :attr:`hoyle.env.actions.ActionIndex.pack`: ``2C 2D 2H 2S 3C
  ... AS``), a count (several packs: a shoe).
* ``seen`` ``(P,)``: every other card the view names (played to earlier tricks, turned up,
  a dummy's hand, the dealer's up card, the faro turns...): how often the view names it, at
  most the copies of that card in the game's pack (1 in a single pack).
* ``trick`` ``(n, P)``: the cards of the view's ``"trick"`` (entries ``[seat, card]``) by
  seat relative to the observer: row 0 its own card, row 1 the next seat's (left), and so on.
* ``bidding`` ``(n, C)``: the calls of the view's auction (a list ``"auction"``, ``"bids"``,
  ``"bidding"`` or ``"calls"`` of ``[seat, call]``, the call in the game's notation) by
  relative seat, one place per declared call index of the action space that names no card
  (``bid 1 clubs .. bid 7 spades, double, pass, redouble`` at bridge); 1 if that seat made
  that call in this deal (the order of the calls is not kept).
* ``words`` one-hot per view key whose value is one of a few words (at most ``MAX_WORDS``
  seen in the probe: the trump suit, the phase, the dealer, the declaration), per key in
  sorted order, the words sorted; where the probe met a suit's name or a seat's label, every
  suit's or seat's is a place. A word the probe never met at that key sets nothing.
* ``numbers``: the view's numbers and yes/no flags (scores, tricks taken, stakes, the pot,
  hand sizes) at the paths the probe met (a path through dicts by key and lists by position,
  the first ``MAX_LIST`` items of a list), as they are (not scaled); at most ``MAX_NUMBERS``,
  the paths sorted.

Only what the view holds goes in, so a game's view decides what a seat knows; a part of the
view the probe did not meet (a rare key) is left out rather than change the layout.

**A game's own encoding** (the hook). A game whose state defines
``observation_tensor(seat)`` returning a sequence of floats (not ``None``) is encoded with it
instead: its length must be the same at every position of a deal, at a given number of players
and rules (the probe checks the first positions and :meth:`Encoding.encode` refuses another
length). The hook is documented in :class:`hoyle.core.state.GameState`; any game may define
it, with cards or without. Games without cards and without the hook keep the plain dict
observation (:class:`hoyle.env._common.View`).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

import numpy as np

from ..core import CHANCE, GameInfo, SeededShuffler
from ..core.errors import HoyleError
from .actions import ActionIndex

__all__ = ["Encoding", "encoding", "PROBE_DEALS", "MAX_WORDS", "MAX_LIST", "MAX_NUMBERS",
           "AUCTION_KEYS"]

PROBE_DEALS = 4         # seeded random deals whose views fix the layout
PROBE_STEPS = 400       # actions at most per probed deal
MAX_WORDS = 24          # a key with more distinct words than this is not one-hot encoded
MAX_LIST = 8            # numbers in the first MAX_LIST items of a list are encoded
MAX_NUMBERS = 128       # numbers encoded at most
AUCTION_KEYS = ("auction", "bids", "bidding", "calls")
SUITS = frozenset({"clubs", "diamonds", "hearts", "spades"})


class Encoding:
    """The observation tensor layout of one game at one number of players and rules (module
    docstring). Use :func:`encoding` (cached) rather than the constructor.

    Attributes:
        size: the vector's length.
        sections: ``[(name, shape)]`` in order.
        own: the game supplies its own encoding (``observation_tensor`` hook).
    """

    def __init__(self, game: GameInfo, index: ActionIndex):
        self.game, self.index = game, index
        n = self.n = index.num_players
        self._pack = {str(c): i for i, c in enumerate(index.pack)}
        P = len(self._pack)
        self._calls: dict[int, int] = {}
        for b in index.blocks:
            if all(p.kind != "card" for p in b.places):
                for i in range(b.start, b.start + b.size):
                    self._calls[i] = len(self._calls)
        seats, numbers, words, keys, own, copies = _probe(game, index, self._pack)
        self._copies = np.array([copies.get(int(c), 1) for c in index.pack], dtype=np.int64)
        self._seat_of = seats
        self.own = own
        sections: list[tuple[str, tuple[int, ...]]] = []
        if own is not None:
            sections.append(("game", (own,)))
        else:
            sections += [("seat", (n,)), ("hand", (P,)), ("seen", (P,))]
            if "trick" in keys:
                sections.append(("trick", (n, P)))
            if keys & set(AUCTION_KEYS) and self._calls:
                sections.append(("bidding", (n, len(self._calls))))
            labels = {x for x in seats if isinstance(x, str)}
            for vs in words.values():          # a suit or a seat met: every suit or seat
                for family in (SUITS, labels):
                    if vs & family:
                        vs |= family
            self._words = {p: {w: i for i, w in enumerate(sorted(vs))}
                           for p, vs in sorted(words.items(), key=lambda kv: repr(kv[0]))
                           if 1 < len(vs) <= MAX_WORDS}
            nwords = sum(len(v) for v in self._words.values())
            if nwords:
                sections.append(("words", (nwords,)))
            paths = sorted(numbers, key=repr)[:MAX_NUMBERS]
            self._numbers = {p: i for i, p in enumerate(paths)}
            if paths:
                sections.append(("numbers", (len(paths),)))
        self.sections = sections
        self._offset: dict[str, int] = {}
        at = 0
        for name, shape in sections:
            self._offset[name] = at
            at += int(np.prod(shape))
        self.size = at
        if own is None:
            start = 0
            self._word_at: dict[tuple, int] = {}
            for p, vals in self._words.items():
                self._word_at[p] = start
                start += len(vals)
            self._tree: dict = {}
            for q, k in self._numbers.items():
                _node(self._tree, q)[_NUM] = self._offset["numbers"] + k
            for q, mapping in self._words.items():
                _node(self._tree, q)[_WORD] = (self._offset["words"] + self._word_at[q], mapping)
            self._call_of: dict[str, int] = {}
            self._seen_at = self._offset["seen"]
            self._seat_pos = [np.array([self._offset["seat"] + s], dtype=np.intp) for s in range(n)]
            # the keys whose entries may be encoded by seat (:meth:`by_seat`)
            self.by_seat_keys = frozenset({"trick"} if "trick" in self._offset else set()) | (
                frozenset(AUCTION_KEYS) if "bidding" in self._offset else frozenset())

    def table(self) -> list[dict[str, Any]]:
        """The layout as rows ``{"section", "start", "stop", "shape"}`` (JSON-ready)."""
        return [{"section": name, "start": self._offset[name],
                 "stop": self._offset[name] + int(np.prod(shape)), "shape": list(shape)}
                for name, shape in self.sections]

    def split(self, vector: np.ndarray) -> dict[str, np.ndarray]:
        """The sections of an encoded vector, each reshaped to its shape (views, not copies)."""
        return {name: vector[self._offset[name]:self._offset[name] + int(np.prod(shape))].reshape(shape)
                for name, shape in self.sections}

    def encode(self, state, seat: int, out: np.ndarray | None = None) -> np.ndarray:
        """The ``float32`` vector of shape ``(size,)`` for ``seat`` of ``state`` (written into
        ``out`` when given).

        Raises:
            HoyleError: the game's own ``observation_tensor`` gave another length.
        """
        v = np.zeros(self.size, np.float32) if out is None else out
        if out is not None:
            v.fill(0.0)
        if self.own is not None:
            got = state.observation_tensor(seat)
            arr = np.asarray(got, dtype=np.float32).ravel()
            if arr.shape != (self.size,):
                raise HoyleError(f"{self.game.slug}'s observation_tensor gave {arr.size} numbers, "
                                 f"not {self.size} as at the start of the deal")
            v[:] = arr
            return v
        view = state.view(seat)
        parts = [self.key_parts(state, seat, key, value) for key, value in view.items()]
        return self.combine(seat, parts, v)

    def key_parts(self, state, seat: int, key: str, value: Any) -> tuple[list[int], dict[int, float]]:
        """What one top-level entry ``key: value`` of ``seat``'s view puts in the vector:
        the flat positions it counts (a card's copies add up; ``seen`` clipped to the pack's
        copies by :meth:`combine`) and the ``{position: value}`` it sets (a word, a number,
        a call). A function of ``seat``, ``key`` and ``value`` alone (a call's text is read
        in the game's notation once and kept), so an entry equal to one met before puts in
        the same: what :mod:`hoyle.env.incremental` relies on."""
        counts: list[int] = []
        sets: dict[int, float] = {}
        self._counts, self._sets = counts, sets
        off, pack = self._offset, self._pack
        if key == "hand" and type(value) is list:
            hand = off["hand"]
            for c in value:
                i = pack.get(c) if type(c) is str else None
                if i is not None:
                    counts.append(hand + i)
        elif key == "trick" and type(value) is list and "trick" in off:
            n, P, seen = self.n, len(pack), off["seen"]
            for entry in value:
                s, c = _seat_card(entry)
                i = pack.get(c) if type(c) is str else None
                r = self._seat_of.get(s) if isinstance(s, (str, int)) else None
                if i is not None:
                    counts.append(seen + i)
                    if r is not None:
                        counts.append(off["trick"] + ((r - seat) % n) * P + i)
        elif key in AUCTION_KEYS and type(value) is list and "bidding" in off:
            self._bidding(state, seat, value)
        elif key in self._tree:
            self._walk(value, self._tree[key])
        else:
            self._cards(value)
        return counts, sets

    def by_seat(self, key: str, value: Any) -> bool:
        """The :meth:`key_parts` of ``key: value`` depend on the observing seat (the trick's
        and the auction's rows are by seat relative to it); every other entry's parts are the
        same for every seat."""
        return type(value) is list and (
            (key == "trick" and "trick" in self._offset)
            or (key in AUCTION_KEYS and "bidding" in self._offset))

    def only_cards(self, key: str, value: Any) -> bool:
        """The entry ``key: value`` is only scanned for cards (each counted in ``seen``, an
        order-free count: a list's parts add up), the last branch of :meth:`key_parts`."""
        if key == "hand" and type(value) is list:
            return False
        if key == "trick" and type(value) is list and "trick" in self._offset:
            return False
        if key in AUCTION_KEYS and type(value) is list and "bidding" in self._offset:
            return False
        return key not in self._tree

    def combine(self, seat: int, parts: list, out: np.ndarray | None = None) -> np.ndarray:
        """The vector of ``seat`` from the :meth:`key_parts` of its view's entries, in the
        view's order (``parts``: ``(counts, sets)`` or longer tuples starting so), written
        into ``out`` (zeros) when given."""
        v = np.zeros(self.size, np.float32) if out is None else out
        counts = [self._offset["seat"] + seat]
        sets: dict[int, float] = {}
        for part in parts:
            counts += part[0]
            if part[1]:
                sets.update(part[1])
        seen, P = self._offset["seen"], len(self._pack)
        got = np.bincount(counts, minlength=self.size)
        np.minimum(got[seen:seen + P], self._copies, out=got[seen:seen + P])
        v += got
        if sets:
            v[list(sets)] = list(sets.values())
        return v

    def packed(self, counts: list[int], sets: dict[int, float]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """One entry's :meth:`key_parts` as arrays (counted positions; set positions and
        their values), as :meth:`combine_packed` takes them."""
        if not sets:
            return np.array(counts, dtype=np.intp), _NO_POS, _NO_VAL
        return (np.array(counts, dtype=np.intp), np.fromiter(sets, dtype=np.intp, count=len(sets)),
                np.array(list(sets.values()), dtype=np.float32))

    def combine_packed(self, seat: int, parts: list) -> np.ndarray:
        """:meth:`combine` of parts given as :meth:`packed` arrays (tuples starting so): the
        same arithmetic, the same vector. The positions set by different entries are apart
        (a word's or a number's place is under its entry's key) or hold the same value (a
        call seen under two auction keys is 1.0 both times), so writing them at once sets
        what :meth:`combine`'s dict keeps."""
        seen, P = self._offset["seen"], len(self._pack)
        got = np.bincount(np.concatenate([self._seat_pos[seat], *[p[0] for p in parts]]),
                          minlength=self.size)
        np.minimum(got[seen:seen + P], self._copies, out=got[seen:seen + P])
        v = got.astype(np.float32)
        pos = [p[1] for p in parts if p[1].size]
        if pos:
            v[np.concatenate(pos)] = np.concatenate([p[2] for p in parts if p[1].size])
        return v

    def from_counts(self, seat: int, counted: list[int], more: list[int],
                    sets: dict[int, float]) -> np.ndarray:
        """:meth:`combine` from the counts summed already (``counted``: a count per position,
        not changed) plus the positions ``more`` counts once each, and the ``sets`` merged:
        the same arithmetic, the same vector."""
        total = counted[:]
        total[self._offset["seat"] + seat] += 1
        for i in more:
            total[i] += 1
        seen, P = self._offset["seen"], len(self._pack)
        got = np.array(total, dtype=np.int64)
        np.minimum(got[seen:seen + P], self._copies, out=got[seen:seen + P])
        v = got.astype(np.float32)
        if sets:
            v[list(sets)] = list(sets.values())
        return v

    def _bidding(self, state, seat: int, calls: list) -> None:
        base, C = self._offset["bidding"], len(self._calls)
        for entry in calls:
            if not isinstance(entry, (list, tuple)) or len(entry) != 2 or type(entry[1]) is not str:
                continue
            r = self._seat_of.get(entry[0]) if isinstance(entry[0], (str, int)) else None
            if r is None:
                continue
            k = self._call_of.get(entry[1], -2)
            if k == -2:                  # not met yet: read it in the game's notation, once
                try:
                    i = self.index.index_of(state.parse_action(entry[1]))
                except HoyleError:
                    i = None
                k = self._call_of[entry[1]] = self._calls.get(i, -1) if i is not None else -1
            if k >= 0:
                self._sets[base + ((r - seat) % self.n) * C + k] = 1.0

    def _cards(self, value: Any) -> None:
        """Every card token in ``value`` (any nesting) counted in ``seen``."""
        t = type(value)
        pack, counts, at = self._pack, self._counts, self._seen_at
        if t is str:
            i = pack.get(value)
            if i is not None:
                counts.append(at + i)
        elif t is list or t is dict:
            get = pack.get
            stack = [value]
            while stack:
                x = stack.pop()
                for y in (x.values() if type(x) is dict else x):
                    ty = type(y)
                    if ty is str:
                        i = get(y)
                        if i is not None:
                            counts.append(at + i)
                    elif ty is list:
                        if len(y) == 2 and type(y[1]) is str and type(y[0]) is not list:
                            i = get(y[1])          # the common [seat, card] pair, at once
                            if i is not None:
                                counts.append(at + i)
                            if type(y[0]) is str:
                                i = get(y[0])
                                if i is not None:
                                    counts.append(at + i)
                        else:
                            stack.append(y)
                    elif ty is dict:
                        stack.append(y)

    def _walk(self, value: Any, node: dict) -> None:
        """Card tokens anywhere to ``seen``; a number or a word where the probe met one (the
        ``node`` of the tree of probed paths) to its place; a part of the view with no probed
        path below it is only scanned for cards."""
        t = type(value)
        if t is str:
            i = self._pack.get(value)
            if i is not None:
                self._counts.append(self._seen_at + i)
            else:
                w = node.get(_WORD)
                if w is not None:
                    k = w[1].get(value)
                    if k is not None:
                        self._sets[w[0] + k] = 1.0
        elif t is dict or t is list:
            items = value.items() if t is dict else enumerate(value)
            for key, x in items:
                sub = node.get(key)
                if sub is None:
                    self._cards(x)
                else:
                    self._walk(x, sub)
        elif t is bool or t is int or t is float:
            k = node.get(_NUM)
            if k is not None:
                self._sets[k] = float(value)


_NUM, _WORD = object(), object()     # keys of a leaf in the tree of probed paths
_NO_POS, _NO_VAL = np.zeros(0, np.intp), np.zeros(0, np.float32)


def _node(tree: dict, path: tuple) -> dict:
    for key in path:
        tree = tree.setdefault(key, {})
    return tree


def _seat_card(entry: Any) -> tuple[Any, Any]:
    if isinstance(entry, (list, tuple)) and len(entry) == 2:
        return entry[0], entry[1]
    if isinstance(entry, dict):
        return entry.get("seat"), entry.get("card")
    return None, None


def _probe(game: GameInfo, index: ActionIndex, pack: dict[str, int]):
    """Seat labels (the view's ``"seat"`` for each seat, and the seat numbers), number paths,
    word paths with their words, the view's top keys, and the length of the game's own
    encoding (None: the game has none)."""
    n, rules = index.num_players, index.rules
    seats: dict[Any, int] = {s: s for s in range(n)}
    numbers: set[tuple] = set()
    words: dict[tuple, set[str]] = {}
    keys: set[str] = set()
    own: int | None = None
    copies: Counter = Counter()
    first = game.new_deal(n, rules, SeededShuffler(0))
    got = first.observation_tensor(0)
    if got is not None:
        own = int(np.asarray(got, dtype=np.float32).size)
    for seed in range(PROBE_DEALS if own is None else 1):
        rng = np.random.Generator(np.random.PCG64(seed))
        state = game.new_deal(n, rules, SeededShuffler(seed))
        if own is None and game.has("cards"):
            copies |= Counter(int(c) for cs in state.card_locations().values() for c in cs)
        for _ in range(PROBE_STEPS + 1):
            if state.to_act != CHANCE:
                for s in range(n):
                    if own is not None:
                        got = np.asarray(state.observation_tensor(s), dtype=np.float32)
                        if got.size != own:
                            raise HoyleError(f"{game.slug}'s observation_tensor gave {got.size} "
                                             f"numbers, then {own}: its length must not change")
                        continue
                    view = state.view(s)
                    label = view.get("seat")
                    if isinstance(label, (str, int)) and not isinstance(label, bool):
                        seats.setdefault(label, s)
                    keys.update(view)
                    for key, value in view.items():
                        if key not in ("hand", "trick", *AUCTION_KEYS):
                            _paths(value, (key,), True, numbers, words, pack)
            if state.is_over:
                break
            if state.to_act == CHANCE:
                state.apply(state.sample_chance())
                continue
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])
    return seats, numbers, words, keys, own, copies


def _paths(value: Any, path: tuple, plain: bool, numbers: set, words: dict, pack: dict) -> None:
    if isinstance(value, str):
        if plain and value not in pack:
            words.setdefault(path, set()).add(value)
    elif isinstance(value, (bool, int, float)):
        numbers.add(path)
    elif isinstance(value, dict):
        for key, x in value.items():
            _paths(x, (*path, key), plain, numbers, words, pack)
    elif isinstance(value, list):
        for j, x in enumerate(value[:MAX_LIST]):
            _paths(x, (*path, j), False, numbers, words, pack)


def encoding(index: ActionIndex) -> Encoding | None:
    """The :class:`Encoding` of the game of ``index`` (its players and rules), or None for a
    game without cards that supplies no ``observation_tensor`` (it keeps the dict view)."""
    game = index.game
    if not game.has("cards"):
        probe = game.new_deal(index.num_players, index.rules, SeededShuffler(0))
        if probe.observation_tensor(0) is None:
            return None
    return _by_index(index)


@lru_cache(maxsize=256)
def _by_index(index: ActionIndex) -> Encoding:
    return Encoding(index.game, index)
