"""A trick core on arrays: many deals of a trick-taking game played at once.

What a deal's play needs is data here, so one kernel serves whist, bridge play, hearts, euchre
(bowers), skat (jacks as trumps, grand's fifth suit), the ten-high orders of the bezique family:

* cards are the ints of :class:`hoyle.cards.Card` (0..51, the jokers 52 and 53);
* an *order* (:class:`TrickTables`, one row per order ``k``): ``suit[k, card]`` the suit the card
  belongs to in play, ``rank[k, card]`` its strength within that suit, ``trump[k]`` the trump suit
  (:data:`NO_TRUMP` for none), ``follow[k]`` the follow rule (:data:`FOLLOW_CODES`), and
  ``value[k, card]`` the card points it scores for the seat that takes it (hearts' counters,
  skat's 120). :func:`tables_from_orders` builds the rows from the reference engine's
  :class:`~hoyle.mechanics.tricks.TrickOrder`, so a table means exactly what the reference means;
* a batch of deals: ``hands`` of shape ``(N, P, H)`` (``P`` seats, ``H`` cards each), the seat to
  lead ``leader`` ``(N,)`` and the order of each deal ``order`` ``(N,)``, an index into the tables.

:func:`play_deals` plays every deal to its end, the card of each turn chosen from a *choice
stream* ``choice`` ``(N, P * H)`` of floats in ``[0, 1)``: at a deal's ``t``-th turn the seat
plays the ``floor(choice[d, t] * m)``-th of its ``m`` legal cards, legal cards listed in increasing
card index.
The same stream drives the reference engine in the tests (``tests/fast/test_tricks.py``), which
check deal by deal that the cards played, the tricks won and the card points taken are the
reference's. :func:`random_playouts` deals ``N`` random hands and plays them with a uniformly random
stream from one seed (NumPy's PCG64): the same seed gives the same deals and results on both
engines.

Engines: ``"numba"`` (the kernel compiled by Numba, extra ``hoyle[fast]``; the first call in a
process compiles it, see :func:`compile_seconds`), ``"python"`` (the same kernel run by the
interpreter on lists: the fallback, and the path that needs nothing but NumPy), ``"auto"``
(Numba when it imports). One source is both: :func:`_kernel` is plain Python that Numba compiles
unchanged.

Not covered (the reference engine plays them): spoil five's privilege of reneging and loo's
"Pam be civil" (:attr:`TrickOrder.renege`, :attr:`TrickOrder.civil`), joker hearts' own
:class:`TrickOrder` subclass, seats sitting a deal out, the penalties (called and exposed cards,
revokes) and a stock drawn between tricks. :func:`tables_from_orders` refuses an order it cannot
play exactly.

Chance: :func:`random_playouts` draws every choice and every step of each deal's Fisher-Yates
shuffle as a NumPy ``random()`` double (53 random bits), so a pick ``floor(u * m)`` is uniform to
within ``m / 2**53``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np

from ..mechanics.tricks import (FOLLOW_OR_TRUMP, FOLLOW_SUIT, FREE_PLAY, HEAD_OR_OVERTRUMP, HEAD_TRICK,
                                SUIT_OR_TRUMP, TrickOrder)

__all__ = ["NO_TRUMP", "FOLLOW_CODES", "TrickTables", "Playout", "tables_from_orders", "whist_tables",
           "play_deals", "random_hands", "random_playouts", "numba_available", "compile_seconds", "ENGINES"]

#: ``trump[k]`` of an order without trumps (no suit in a table is ever this value)
NO_TRUMP = -100
#: the follow rules of :mod:`hoyle.mechanics.tricks` as the kernel's codes
FOLLOW_CODES = {FREE_PLAY: 0, FOLLOW_SUIT: 1, FOLLOW_OR_TRUMP: 2, SUIT_OR_TRUMP: 3, HEAD_TRICK: 4,
                HEAD_OR_OVERTRUMP: 5}
ENGINES = ("auto", "numba", "python")
CARDS = 54                                   # card indices, the two jokers included


@dataclass(frozen=True)
class TrickTables:
    """The orders a batch may use, one row each: ``suit``, ``rank``, ``value`` of shape ``(K, 54)``
    (int64), ``trump`` and ``follow`` of shape ``(K,)`` (int64). Build with
    :func:`tables_from_orders`."""

    suit: np.ndarray
    rank: np.ndarray
    value: np.ndarray
    trump: np.ndarray
    follow: np.ndarray

    def __len__(self) -> int:
        return int(self.trump.shape[0])


@dataclass(frozen=True)
class Playout:
    """What :func:`play_deals` returns for ``N`` deals of ``P`` seats and ``H`` tricks:

    ``won`` ``(N, P)`` tricks each seat took; ``points`` ``(N, P)`` the card points it took (by the
    order's ``value``); ``plays`` ``(N, P * H)`` the cards in the order played; ``winners``
    ``(N, H)`` the seat that took each trick. All int64."""

    won: np.ndarray
    points: np.ndarray
    plays: np.ndarray
    winners: np.ndarray


def _values_row(values: Sequence[int] | dict[int, int] | None) -> list[int]:
    if values is None:
        return [0] * CARDS
    if isinstance(values, dict):
        return [int(values.get(c, 0)) for c in range(CARDS)]
    row = [int(v) for v in values]
    if len(row) < CARDS:
        row += [0] * (CARDS - len(row))
    return row[:CARDS]


def tables_from_orders(orders: Sequence[TrickOrder],
                       values: Sequence[Sequence[int] | dict[int, int] | None] | None = None) -> TrickTables:
    """The rows of ``orders`` (reference :class:`~hoyle.mechanics.tricks.TrickOrder` objects, as a
    game builds them: ``TrickOrder(trump)``, :func:`~hoyle.mechanics.tricks.bower_order`, skat's
    orders, :func:`~hoyle.mechanics.tricks.ten_high_order`), with ``values[k]`` the card points of
    row ``k`` (a list per card index or a dict of the cards that count; None: nothing counts).

    Raises ValueError for an order the kernel cannot play exactly: one with reneging trumps or a
    civil card, or a subclass with its own ``legal`` or ``beats``."""
    if values is None:
        values = [None] * len(orders)
    if len(values) != len(orders):
        raise ValueError(f"{len(orders)} orders but {len(values)} value tables")
    suit, rank, value, trump, follow = [], [], [], [], []
    for order, vals in zip(orders, values):
        if order.renege or order.civil:
            raise ValueError("the trick core does not play reneging trumps or civil cards (spoil five, loo)")
        cls = type(order)
        if cls.legal is not TrickOrder.legal or cls._legal is not TrickOrder._legal or cls.beats is not TrickOrder.beats:
            raise ValueError(f"{cls.__name__} has rules of its own; the trick core plays TrickOrder's only")
        suit.append([int(s) for s in order.suit[:CARDS]])
        rank.append([int(r) for r in order.rank[:CARDS]])
        value.append(_values_row(vals))
        trump.append(NO_TRUMP if order.trump is None else int(order.trump))
        follow.append(FOLLOW_CODES[order.follow])
    i8 = np.int64
    return TrickTables(np.array(suit, dtype=i8).reshape(-1, CARDS), np.array(rank, dtype=i8).reshape(-1, CARDS),
                       np.array(value, dtype=i8).reshape(-1, CARDS), np.array(trump, dtype=i8),
                       np.array(follow, dtype=i8))


def whist_tables(values: Sequence[int] | dict[int, int] | None = None) -> TrickTables:
    """Whist's (and bridge play's) four orders, row ``k`` with suit ``k`` trumps (clubs, diamonds,
    hearts, spades), and a fifth, row 4, without trumps; follow suit, aces high."""
    orders = [TrickOrder(t) for t in (0, 1, 2, 3, None)]
    return tables_from_orders(orders, [values] * 5)


# ----- the kernel --------------------------------------------------------------------------------
def _kernel(hands, counts, leader, order, suit_t, rank_t, value_t, trump_t, follow_t, choice,
            won, points, plays, winners, hand, cnt, trick, legal, P, H):
    """Play deals ``0..N-1`` (``N = len(leader)``) to the end. Plain Python that Numba compiles
    as it stands: every argument is indexed ``a[i]`` (rows first bound to a name), so lists of
    lists and NumPy arrays both serve. ``hands[d]`` holds deal ``d``'s hands flat (seat ``s`` at
    ``s * H``, increasing card index), ``counts[d]`` the cards per seat; ``hand``, ``cnt``,
    ``trick``, ``legal`` are scratch of lengths ``P * H``, ``P``, ``P``, ``H``. Writes ``won``,
    ``points``, ``plays``, ``winners`` (rows per deal)."""
    for d in range(len(leader)):
        src = hands[d]
        for i in range(P * H):
            hand[i] = src[i]
        crow = counts[d]
        tricks = H
        for s in range(P):
            cnt[s] = crow[s]
            if crow[s] < tricks:
                tricks = crow[s]
        k = order[d]
        suit = suit_t[k]
        rank = rank_t[k]
        value = value_t[k]
        trump = trump_t[k]
        rule = follow_t[k]
        ch = choice[d]
        wrow = won[d]
        prow = points[d]
        plrow = plays[d]
        wnrow = winners[d]
        for s in range(P):
            wrow[s] = 0
            prow[s] = 0
        lead = leader[d]
        step = 0
        for t in range(tricks):
            seat = lead
            best = 0
            bests = 0
            bestr = 0
            led = 0
            for pos in range(P):
                base = seat * H
                n = cnt[seat]
                m = 0
                if pos == 0 or rule == 0:
                    for i in range(n):
                        legal[m] = i
                        m += 1
                else:
                    for i in range(n):              # the cards of the suit led
                        if suit[hand[base + i]] == led:
                            legal[m] = i
                            m += 1
                    nf = m
                    if rule == 1 or (rule == 3 and (nf == 0 or led == trump)):
                        if m == 0:                  # follow suit, else any card
                            for i in range(n):
                                legal[m] = i
                                m += 1
                    elif rule == 3:
                        m = 0                 # the suit led or a trump
                        for i in range(n):
                            s = suit[hand[base + i]]
                            if s == led or s == trump:
                                legal[m] = i
                                m += 1
                    elif nf > 0:
                        if rule == 4 or rule == 5:  # head the trick in the suit led if able
                            m = 0
                            for i in range(n):
                                c = hand[base + i]
                                if suit[c] == led and (suit[c] == bests and rank[c] > bestr
                                                       or suit[c] != bests and suit[c] == trump):
                                    legal[m] = i
                                    m += 1
                        if m == 0:
                            for i in range(n):
                                if suit[hand[base + i]] == led:
                                    legal[m] = i
                                    m += 1
                    else:                           # void in the suit led (m == 0)
                        nt = 0
                        for i in range(n):
                            if suit[hand[base + i]] == trump:
                                nt += 1
                        if nt > 0 and rule != 2:    # trumps that head the trick
                            for i in range(n):
                                c = hand[base + i]
                                if suit[c] == trump and (suit[c] == bests and rank[c] > bestr
                                                         or suit[c] != bests):
                                    legal[m] = i
                                    m += 1
                        if m == 0 and nt > 0 and rule != 5:
                            for i in range(n):      # any trump
                                if suit[hand[base + i]] == trump:
                                    legal[m] = i
                                    m += 1
                        if m == 0:
                            for i in range(n):
                                legal[m] = i
                                m += 1
                x = int(ch[step] * m)
                if x >= m:
                    x = m - 1
                j = legal[x]
                c = hand[base + j]
                for i in range(j, n - 1):
                    hand[base + i] = hand[base + i + 1]
                cnt[seat] = n - 1
                trick[pos] = c
                plrow[step] = c
                step += 1
                cs = suit[c]
                if pos == 0:
                    led = cs
                    best, bests, bestr = 0, cs, rank[c]
                elif (cs == bests and rank[c] > bestr) or (cs != bests and cs == trump):
                    best, bests, bestr = pos, cs, rank[c]
                seat += 1
                if seat == P:
                    seat = 0
            w = lead + best
            if w >= P:
                w -= P
            wrow[w] += 1
            for pos in range(P):
                prow[w] += value[trick[pos]]
            wnrow[t] = w
            lead = w
        for i in range(tricks * P, P * H):
            plrow[i] = -1
        for i in range(tricks, H):
            wnrow[i] = -1


def _deal_kernel(pack, rand, out, deck, owner, at, P, H):
    """Deal ``N = len(rand)`` shuffles of ``pack`` (distinct card indices, at least ``P * H``):
    deal ``d`` is a Fisher-Yates shuffle drawing ``floor(rand[d][i] * (L - i))`` at step ``i`` (floats in ``[0, 1)``); its
    first ``P * H`` cards go ``H`` to each seat in turn, and ``out[d]`` holds the hands flat, seat
    ``s`` at ``s * H`` in increasing card index. ``deck``, ``owner``, ``at`` are scratch of
    lengths ``L``, 54 and ``P``. Plain Python that Numba compiles as it stands."""
    L = len(pack)
    for d in range(len(rand)):
        r = rand[d]
        row = out[d]
        for i in range(L):
            deck[i] = pack[i]
        for i in range(L - 1):
            j = i + int(r[i] * (L - i))
            if j >= L:
                j = L - 1
            x = deck[i]
            deck[i] = deck[j]
            deck[j] = x
        for c in range(54):
            owner[c] = -1
        for i in range(P * H):
            owner[deck[i]] = i // H
        for s in range(P):
            at[s] = s * H
        for c in range(54):
            s = owner[c]
            if s >= 0:
                row[at[s]] = c
                at[s] += 1


_COMPILED: dict[str, Any] = {}


def numba_available() -> bool:
    """Whether the compiled engine (extra ``hoyle[fast]``: Numba) can run."""
    try:
        import numba  # noqa: F401
    except ImportError:
        return False
    return True


def _compiled() -> tuple[Callable, Callable]:
    got = _COMPILED.get("kernels")
    if got is None:
        import numba
        t = time.perf_counter()
        jit = numba.njit(cache=True, nogil=True)
        got = (jit(_kernel), jit(_deal_kernel))
        _warm(*got)
        _COMPILED["seconds"] = time.perf_counter() - t
        _COMPILED["kernels"] = got
    return got


def compile_seconds() -> float:
    """Seconds the compiled engine took to get ready in this process (compiling the two kernels,
    or loading them from Numba's cache in ``__pycache__``); compiles them first if need be.
    Raises ImportError without Numba."""
    _compiled()
    return float(_COMPILED["seconds"])


def _warm(play: Callable, deal: Callable) -> None:
    tab = whist_tables()
    hands = _deal_nb(deal, np.arange(52, dtype=np.int64), np.zeros((1, 51)), 4, 13)
    _run(play, hands.reshape(1, 4, 13), np.zeros(1, np.int64), np.zeros(1, np.int64), tab, np.zeros((1, 52)))


def _deal_nb(fn: Callable, pack: np.ndarray, rand: np.ndarray, P: int, H: int) -> np.ndarray:
    out = np.zeros((rand.shape[0], P * H), np.int64)
    fn(pack, rand, out, np.zeros(pack.size, np.int64), np.zeros(CARDS, np.int64), np.zeros(P, np.int64), P, H)
    return out


def _deal_python(pack: np.ndarray, rand: np.ndarray, P: int, H: int) -> np.ndarray:
    out = [[0] * (P * H) for _ in range(rand.shape[0])]
    _deal_kernel(pack.tolist(), rand.tolist(), out, [0] * pack.size, [0] * CARDS, [0] * P, P, H)
    return np.array(out, np.int64).reshape(rand.shape[0], P * H)


def _run(fn: Callable, hands: np.ndarray, leader: np.ndarray, order: np.ndarray, tab: TrickTables,
         choice: np.ndarray) -> Playout:
    N, P, H = hands.shape
    i8 = np.int64
    won = np.zeros((N, P), i8)
    points = np.zeros((N, P), i8)
    plays = np.zeros((N, P * H), i8)
    winners = np.zeros((N, H), i8)
    flat = hands.reshape(N, P * H)
    counts = np.full((N, P), H, i8)
    fn(flat, counts, leader, order, tab.suit, tab.rank, tab.value, tab.trump, tab.follow, choice,
       won, points, plays, winners, np.zeros(P * H, i8), np.zeros(P, i8), np.zeros(P, i8), np.zeros(H, i8), P, H)
    return Playout(won, points, plays, winners)


def _run_python(hands: np.ndarray, leader: np.ndarray, order: np.ndarray, tab: TrickTables,
                choice: np.ndarray) -> Playout:
    N, P, H = hands.shape
    won = [[0] * P for _ in range(N)]
    points = [[0] * P for _ in range(N)]
    plays = [[0] * (P * H) for _ in range(N)]
    winners = [[0] * H for _ in range(N)]
    _kernel(hands.reshape(N, P * H).tolist(), [[H] * P] * N, leader.tolist(), order.tolist(),
            tab.suit.tolist(), tab.rank.tolist(), tab.value.tolist(), tab.trump.tolist(), tab.follow.tolist(),
            choice.tolist(), won, points, plays, winners, [0] * (P * H), [0] * P, [0] * P, [0] * H, P, H)
    i8 = np.int64
    return Playout(np.array(won, i8).reshape(N, P), np.array(points, i8).reshape(N, P),
                   np.array(plays, i8).reshape(N, P * H), np.array(winners, i8).reshape(N, H))


def play_deals(hands: Any, leader: Any, order: Any, tables: TrickTables, choice: Any,
               engine: str = "auto") -> Playout:
    """Play every deal of the batch to its end (see the module docstring).

    Args:
        hands: ``(N, P, H)`` card indices 0..53, each hand in any order (sorted here), no card twice
            in a deal.
        leader: ``(N,)`` the seat to lead the first trick, 0..P-1.
        order: ``(N,)`` the row of ``tables`` each deal plays by.
        tables: the orders (:func:`tables_from_orders`).
        choice: ``(N, P * H)`` floats in ``[0, 1)``, the choice stream.
        engine: ``"auto"``, ``"numba"`` or ``"python"``.

    Returns a :class:`Playout`. Raises ValueError for shapes that do not agree, a card, seat or
    row out of range, a choice outside ``[0, 1)``, or an unknown engine; ImportError for ``"numba"`` without
    Numba."""
    _engine(engine)
    h = np.sort(np.asarray(hands, dtype=np.int64), axis=-1)
    if h.ndim != 3 or 0 in h.shape:
        raise ValueError(f"hands must have shape (deals, seats, cards), not {h.shape}")
    N, P, H = h.shape
    ld = np.ascontiguousarray(leader, dtype=np.int64).reshape(-1)
    od = np.ascontiguousarray(order, dtype=np.int64).reshape(-1)
    ch = np.ascontiguousarray(choice, dtype=np.float64)
    if ld.shape != (N,) or od.shape != (N,):
        raise ValueError(f"leader and order need one entry per deal ({N})")
    if ch.shape != (N, P * H):
        raise ValueError(f"choice must have shape ({N}, {P * H}), not {ch.shape}")
    if h.min() < 0 or h.max() >= CARDS:
        raise ValueError("cards are indices 0..53")
    flat = h.reshape(N, P * H)
    if P * H > 1 and (np.diff(np.sort(flat, axis=1), axis=1) == 0).any():
        raise ValueError("a card is dealt twice in one deal")
    if ld.min() < 0 or ld.max() >= P:
        raise ValueError(f"the leader is a seat 0..{P - 1}")
    if od.min() < 0 or od.max() >= len(tables):
        raise ValueError(f"order rows are 0..{len(tables) - 1}")
    if ch.size and not (ch.min() >= 0.0 and ch.max() < 1.0):
        raise ValueError("choices are floats in [0, 1)")
    return _play(np.ascontiguousarray(h), ld, od, tables, ch, engine)


def _engine(engine: str) -> str:
    if engine not in ENGINES:
        raise ValueError(f"unknown engine {engine!r} ({', '.join(ENGINES)})")
    if engine == "auto":
        return "numba" if numba_available() else "python"
    return engine


def _play(h: np.ndarray, ld: np.ndarray, od: np.ndarray, tables: TrickTables, ch: np.ndarray,
          engine: str) -> Playout:
    """:func:`play_deals` on arguments already checked (sorted hands, int64, contiguous)."""
    if _engine(engine) == "python":
        return _run_python(h, ld, od, tables, ch)
    return _run(_compiled()[0], h, ld, od, tables, ch)


def random_hands(rng: np.random.Generator, n: int, pack: Sequence[int], players: int,
                 engine: str = "auto", hand_size: int | None = None) -> np.ndarray:
    """``n`` random deals of ``pack`` (distinct card indices) to ``players`` seats, shape
    ``(n, players, hand_size)`` (default ``len(pack) // players``), each hand in increasing card
    index; cards left over (a skat, euchre's undealt cards) are not dealt. Each deal is a Fisher-Yates shuffle of ``pack`` drawn from ``rng``
    (``rng.random``), the same deals on either engine."""
    base = np.ascontiguousarray(pack, dtype=np.int64)
    per = base.size // max(players, 1) if hand_size is None else int(hand_size)
    if per < 1 or players < 1 or per * players > base.size:
        raise ValueError(f"a pack of {base.size} cards does not deal {players} hands")
    if base.min() < 0 or base.max() >= CARDS or np.unique(base).size != base.size:
        raise ValueError("a pack is distinct card indices 0..53")
    rand = rng.random((n, max(base.size - 1, 1)))
    if _engine(engine) == "python":
        flat = _deal_python(base, rand, players, per)
    else:
        flat = _deal_nb(_compiled()[1], base, rand, players, per)
    return flat.reshape(n, players, per)


def random_playouts(n: int, seed: int | np.random.SeedSequence, tables: TrickTables | None = None,
                    pack: Sequence[int] | None = None, players: int = 4, order: Any = None,
                    engine: str = "auto", hand_size: int | None = None) -> tuple[np.ndarray, np.ndarray, Playout]:
    """``n`` random deals played with uniformly random legal cards, all from ``seed``.

    ``tables`` default :func:`whist_tables`; ``pack`` default the 52 cards, ``hand_size`` cards to
    each of ``players`` seats (default all the pack deals evenly); ``order`` the row per deal
    (default: a random trump suit 0..3 for the whist tables, a random row of ``tables`` otherwise). Returns
    ``(hands, leader, playout)`` (the leader is random too). The same seed gives the same deals and
    results on either engine. Raises ValueError as :func:`play_deals` does."""
    rng = np.random.Generator(np.random.PCG64(seed))
    tab = tables if tables is not None else whist_tables()
    cards = list(range(52)) if pack is None else list(pack)
    hands = random_hands(rng, n, cards, players, engine, hand_size)
    leader = rng.integers(0, players, n, dtype=np.int64)
    if order is None:
        od = rng.integers(0, 4 if tables is None else len(tab), n, dtype=np.int64)
    else:
        od = np.ascontiguousarray(np.broadcast_to(np.asarray(order, dtype=np.int64), (n,)))
    if od.size and (od.min() < 0 or od.max() >= len(tab)):
        raise ValueError(f"order rows are 0..{len(tab) - 1}")
    choice = rng.random((n, hands.shape[1] * hands.shape[2]))
    return hands, leader, _play(hands, leader, od, tab, choice, engine)
