"""A trick game's observation tensors kept from the cards played, not re-encoded from the view.

:meth:`hoyle.env.encode.Encoding.encode` builds a seat's tensor from its whole view, and the
view itself is built afresh by the game: together several times the engine's own step.
Between two positions of a trick game's play the tensor changes in a few places only: the card
played leaves the hands and lies in the trick (and so in ``seen``), the hand sizes and the seat
to act move on, and when a trick is completed the trick is cleared and the tricks taken, the
trick number, the leader and the last trick change. Which places change, and by how much,
depends on the seats (who played, who is next, who won), on whether the play completed a trick,
and on the card -- but at most games of the trick family on nothing else.

:class:`Deltas` (one per :class:`~hoyle.env.encode.Encoding`) learns that change from the full
encoding itself. A play is described by a *context*: the observing seat; its *kind* (whether
it completed the trick, whether it is in the first trick, whether it is a lead); the seat to
act and the trick play's seat to play before it; the cards on the table before it; the seat to
act after it; the leader after it; for a completed trick the winner of the trick before; and
the suit led (a lead) or whether the card follows it (every one of them public). For each
context the change is split into

* the values written at the played card's place in each card section (``hand``, ``seen``, each
  row of ``trick``): the card is public once played, so writing it leaks nothing;
* the clearing of the ``trick`` section (a completed trick);
* a fixed difference at the other places (the hand sizes, the seat to act, the tricks taken).

A context's change is *learned* from the first :data:`VERIFY` plays met in it, each encoded in
full beside the change applied to the seat's vector before the play: only when all of them
agree, and the change reproduces each full encoding exactly, is the context trusted and the
full encoding skipped there. One disagreement (a value that depends on something the context
does not hold: the points of the cards at hearts, a dummy's hand laid down after the opening
lead at bridge) turns that kind of play off for the game for the rest of the process: those
positions are then encoded in full, as before.

**This is learned, not derived**: a trusted change is not checked again, so a view value that
depends on the cards in a way the first plays of a context did not show (a flag set by one
card in a hundred, kept in a list changed in place) would be missed. Two guards narrow it:
a play that sets any field of the game's state anew (``state.__dict__`` compared before and
after: a trump named by the pitch, the turned card taken up, a joker's suit named) or changes
the trick play's trump, or one with a penalty in force (an exposed or called card, a revoke
made), is always encoded in full. The equality with the full encoding is tested on random
deals of a dozen trick games at every position (``tests/env/test_env_incremental.py``) and was
checked on 20 deals of each of the 127 registered games holding a trick play.

**It is therefore off by default** (:data:`ENABLED`): once, in a run of the whole
``tests/env``, two of 1308 hearts observations differed from the full encoding. The likely
cause: a context of hearts' completed tricks was trusted after four point-free tricks before
any context had disagreed and turned completed tricks off. Since then no context of a kind
is trusted before :data:`KIND_VERIFY` plays of that kind have agreed, which makes this
unlikely rather than impossible. Set ``hoyle.env.incremental.ENABLED = True`` before making
an environment to have it follow the plays, knowing that.

Never incremental besides: a play whose deal then ends, any action that is not one card
played to the trick in progress, any position with a chance turn resolved after it, games
whose pack holds a card more than once, and games with their own ``observation_tensor``.
Every such action makes the next observation of each seat a full encoding. Only the tensor
is kept so; the view observation (``observation="view"``) is the view each time.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..cards import Card
from ..mechanics.tricks import TrickPlay
from .encode import Encoding

__all__ = ["Deltas", "deltas", "VERIFY", "KIND_VERIFY", "ENABLED"]

#: Off by default: an environment made while it is True follows the plays (module docstring);
#: off, every tensor is encoded in full from the view, as before.
ENABLED = False

KIND_VERIFY = 200   # plays of one kind encoded in full and agreeing before any context of it is trusted
VERIFY = 4          # plays of one context encoded in full and agreeing before it is trusted
_OFF = object()     # a context whose change disagreed: never incremental


class _Change:
    """The learned change of one context (module docstring): the values at the played card's
    places, the trick cleared or not, and the fixed difference (places and amounts), kept as
    plain lists (a few element writes through a memoryview are cheaper than numpy's indexing)."""

    __slots__ = ("clear", "card", "at", "by", "seen")

    def __init__(self, clear: bool, card: list[float], at: list[int], by: list[float]):
        self.clear, self.card, self.at, self.by = clear, card, at, by
        self.seen = 1

    def same(self, other: "_Change") -> bool:
        return (self.clear == other.clear and self.card == other.card and self.at == other.at
                and self.by == other.by)


class Deltas:
    """What a play changes in each seat's vector of one :class:`Encoding`, learned by context
    (module docstring). Use :func:`deltas` (one per encoding)."""

    def __init__(self, enc: Encoding):
        self.enc = enc
        P, n, off = len(enc._pack), enc.n, enc._offset
        self.blocks = np.array([off["hand"], off["seen"], *(off["trick"] + r * P for r in range(n))],
                               dtype=np.intp)
        self.places = [[int(b) + i for b in self.blocks] for i in range(P)]   # a card's places
        self.trick = slice(off["trick"], off["trick"] + n * P)
        self.changes: dict[tuple, Any] = {}
        self.rows: dict[tuple, list] = {}
        # the kinds of play turned off: (completes the trick, in the first trick, a lead)
        self.off: set[tuple] = set()
        self.agreed: dict[tuple, int] = {}     # per kind: plays learned without a disagreement

    def context(self, state, action, to_act: int) -> tuple | None:
        """What is known before ``action`` is applied to ``state`` (``to_act``: the seat to act
        there), or None when it is not a play that may be followed incrementally."""
        tp = getattr(state, "tp", None)
        if not isinstance(tp, TrickPlay) or action.verb != "play" or len(action.args) != 1:
            return None
        card = action.args[0]
        if not isinstance(card, Card):
            return None
        i = self.enc._pack.get(str(card))
        fields = getattr(state, "__dict__", None)
        if i is None or fields is None or _penalty(tp):
            return None
        # the suit led, or whether the card is of the suit led (by the cards' own suits)
        suit = int(card) & 3 if not tp.trick else (int(card) & 3) == (tp.trick[0] & 3)
        return (tp, i, to_act, tp.turn, len(tp.trick), len(tp.quitted), dict(fields),
                len(tp.revokes), tp.trump, suit)

    def after(self, state, before: tuple, after: Any) -> tuple | None:
        """The context (less the observing seat) and the card's place, after the play
        (``after``: the seat to act now), or None when it did not go as a play to the trick
        or its kind is turned off."""
        tp, i, to_act, turn, cards, quitted, fields, revokes, trump, suit = before
        if (getattr(state, "tp", None) is not tp or type(after) is not int or after < 0
                or len(tp.revokes) != revokes or _penalty(tp)):
            return None
        try:
            now = state.__dict__
            changed: tuple = ()
            if now != fields:         # a field of the state set anew: part of the kind
                changed = tuple(sorted(k for k in now.keys() | fields.keys()
                                       if now.get(k, _OFF) != fields.get(k, _OFF)))
        except Exception:             # a field that does not compare (an array): not followed
            return None
        if changed or tp.trump != trump:   # a field set anew, a trump named (pitch): in full
            return None
        if len(tp.quitted) == quitted and len(tp.trick) == cards + 1:
            kind = (False, quitted == 0, cards == 0)
        elif len(tp.quitted) == quitted + 1 and not tp.trick:
            kind = (True, quitted == 0, False)
        else:
            return None
        if kind in self.off or state.is_over:
            return None
        before_winner = tp.quitted[-2][2] if kind[0] and len(tp.quitted) >= 2 else None
        return (kind, to_act, turn, cards, after, tp.leader, before_winner, suit), i

    def apply(self, change: _Change, i: int, v: np.ndarray) -> None:
        """Apply a trusted change for the card at place ``i`` to the vector ``v``."""
        if change.clear:
            v[self.trick] = 0.0
        m = memoryview(v)
        for p, x in zip(self.places[i], change.card):
            m[p] = x
        for p, x in zip(change.at, change.by):
            m[p] += x

    def row(self, ctx: tuple) -> list[_Change | None]:
        """The trusted change of every observing seat in the context ``ctx`` (None for a seat
        whose context is not trusted yet), kept once every seat's is."""
        got = self.rows.get(ctx)
        if got is not None:
            return got
        out = [self.trusted((s, *ctx)) for s in range(self.enc.n)]
        if None not in out:
            self.rows[ctx] = out
        return out

    def trusted(self, key: tuple) -> _Change | None:
        c = self.changes.get(key)
        if (c is None or c is _OFF or c.seen < VERIFY or key[1] in self.off
                or self.agreed.get(key[1], 0) < KIND_VERIFY):
            return None
        return c

    def learn(self, key: tuple, i: int, before: np.ndarray, after: np.ndarray) -> None:
        """One play of context ``key`` (the observing seat first) for the card at place ``i``:
        ``before`` the seat's vector before it, ``after`` its full encoding after it."""
        kind = key[1]
        done = kind[0]
        if kind in self.off or self.changes.get(key) is _OFF:
            return
        u = before.copy()
        if done:
            u[self.trick] = 0.0
        places = self.places[i]
        card = after[places]
        u[places] = card
        d = after - u
        at = np.flatnonzero(d)
        change = _Change(done, card.tolist(), at.tolist(), d[at].tolist())
        w = before.copy()
        self.apply(change, i, w)
        if not np.array_equal(w, after):          # not exact in float32: not this way
            self._turn_off(key)
            return
        old = self.changes.get(key)
        if old is None:
            self.changes[key] = change
        elif old.same(change):
            old.seen += 1
        if old is None or old.same(change):
            self.agreed[kind] = self.agreed.get(kind, 0) + 1
        else:                                     # the context does not hold what changes
            self._turn_off(key)

    def _turn_off(self, key: tuple) -> None:
        self.changes[key] = _OFF
        self.off.add(key[1])
        self.rows = {c: r for c, r in self.rows.items() if c[0] != key[1]}


def _penalty(tp: TrickPlay) -> bool:
    """A penalty of the laws in force (an exposed card, a card or suit called, a trick to be
    won or lost): such plays are always encoded in full."""
    return (any(tp.exposed) or tp.called.count(None) != len(tp.called)
            or tp.suit_called.count(None) != len(tp.suit_called)
            or tp.must_win.count(None) != len(tp.must_win))


def deltas(enc: Encoding | None) -> Deltas | None:
    """The :class:`Deltas` of ``enc`` (made once), or None where plays are not followed
    incrementally: no encoding, the game's own ``observation_tensor``, no ``trick``
    section, or a pack with a card more than once."""
    if not ENABLED or enc is None or enc.own is not None or "trick" not in enc._offset:
        return None
    if any(int(c) != 1 for c in enc._copies):
        return None
    d = getattr(enc, "_deltas", None)
    if d is None:
        d = enc._deltas = Deltas(enc)
    return d
