"""Playout policies for the ISMCTS bot (issue 18 section 4).

``random``: uniformly random legal actions (the reference). ``tricks``: an epsilon-greedy
"cheap trick sense" for the card play of any game whose state holds a trick play (``state.tp``,
:class:`~hoyle.mechanics.tricks.TrickPlay` or :class:`~hoyle.mechanics.tricks.OrderedTrickPlay`),
read from the trick play's own fields (hands, trick, leader, trump, rank order), no view:

- following: when partner (four seats, the one opposite) is not already winning the trick, win
  it with the cheapest card that wins; otherwise, or when nothing wins, throw the lowest card;
- leading: the highest card of the longest suit held, or (half the time) a random card;
- with probability ``epsilon`` a uniformly random legal action instead.

Other phases (bidding, making, the stock) stay random. It runs only inside the determinised
worlds of the search, so reading the world's hands is the determinisation, not the truth.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import numpy as np

from ..core.actions import Action

ROLLOUTS = ("random", "tricks")


def _order(tp: Any) -> tuple[Callable[[int], int], Callable[[int], int], Callable[[int, int], bool]]:
    """(suit_of, rank_of, beats(card, best)) by the trick play's own order."""
    order = getattr(tp, "order", None)
    if order is not None:
        su, rk = order.suit, order.rank
        return su.__getitem__, rk.__getitem__, order.beats
    rank_key = tp.rank_key
    trump = tp.trump

    def suit(c: int) -> int:
        return c & 3

    rank: Callable[[int], int] = rank_key.__getitem__ if rank_key is not None else int

    def beats(c: int, b: int) -> bool:
        cs, bs = c & 3, b & 3
        if cs == bs:
            return rank(c) > rank(b)
        return trump is not None and cs == trump

    return suit, rank, beats


def trick_sense(tp: Any, seat: int, legal: Sequence[Action], rng: np.random.Generator) -> Action:
    """The cheap-trick-sense choice among ``legal`` (all ``play`` actions) for ``seat``."""
    suit, rank, beats = _order(tp)
    cards = [int(a.args[0]) for a in legal]
    trick = tp.trick
    if not trick:
        if rng.random() < 0.5:
            return legal[int(rng.integers(len(legal)))]
        count: dict[int, int] = {}
        for c in cards:
            s = suit(c)
            count[s] = count.get(s, 0) + 1
        long = max(count, key=lambda s: count[s])
        i = max((i for i, c in enumerate(cards) if suit(c) == long), key=lambda i: rank(cards[i]))
        return legal[i]
    pos = 0
    for j in range(1, len(trick)):
        if beats(trick[j], trick[pos]):
            pos = j
    best = trick[pos]
    seats = getattr(tp, "seats", None) or list(range(tp.n))
    partner_winning = False
    if len(seats) == 4:
        li = seats.index(tp.leader) if tp.leader in seats else 0
        winner = seats[(li + pos) % 4]
        me = seats.index(seat) if seat in seats else 0
        partner_winning = winner == seats[(me + 2) % 4]
    if not partner_winning:
        win = [i for i, c in enumerate(cards) if beats(c, best)]
        if win:
            # cheapest winner: a card of the suit before a trump, then the lowest rank
            led = suit(trick[0])
            return legal[min(win, key=lambda i: (suit(cards[i]) != led, rank(cards[i])))]
    return legal[min(range(len(cards)), key=lambda i: rank(cards[i]))]


def playout(d: Any, rng: np.random.Generator, policy: str, epsilon: float, chance: Any) -> None:
    """Play ``d`` out to its end with ``policy`` (``random`` or ``tricks``)."""
    smart = policy == "tricks"
    while not d.is_over:
        mover = d.to_act
        if mover == chance:
            d.apply(d.sample_chance())
            continue
        legal = d.legal_actions()
        if smart and len(legal) > 1 and rng.random() >= epsilon:
            tp = getattr(d, "tp", None)
            if tp is not None and not tp.over and tp.turn == mover and all(a.verb == "play" for a in legal):
                d.apply(trick_sense(tp, mover, legal, rng))
                continue
        d.apply(legal[int(rng.integers(len(legal)))])
