"""The stops mechanic: runs of play in suit sequence, a layout of pools, going out and play or
pay (Foster 1914, seed 001 part 5: Commit, Pope Joan, Newmarket, Spin, Saratoga, Pochen, Five or
Nine, Fan-tan; catalog 001_part5.md §8.8-§8.17).

What the stops games share:

* :class:`SuitOrder` - the order of the ranks within a suit (Commit: the ace below the two and
  not above the king, §8.8; Pochen's short pack, §8.14; Fan-tan goes round the suit, K then A,
  §8.17). ``after`` and ``before`` give the next card up or down, or ``None`` at the end.
* :class:`Run` - the run in play: the last card, and the cards that continue it (the next card
  up, and any extra line such as Commit's ten of diamonds after the nine, §8.8). A run stops when
  no hand holds a card that continues it (the card is in the stops, is out of the pack, or the
  top of the suit was reached); :func:`next_holder` finds who continues, walking to the left, and
  :func:`after_stop` names who starts the next run: the player of the last card.
* :class:`Chips` - the ledger of one deal: each seat's net in chips and the pools of a layout
  (``pools``: name -> chips, the amounts carried in from the last deal included). Paying between
  seats, staking on a pool, claiming it, doubling it and a chip into the pool all move chips
  from one place to another, so ``sum(net) + house_take() == 0`` always holds: the chips the
  players have lost this deal are the chips the pools have gained (:meth:`Chips.check`).
* :func:`pay_per_card` - going out: each other player pays the first out one chip (or ``per``)
  for every card he still holds (§8.10, §8.11, §8.14, §8.16).
* :func:`play_or_pay` - a player unable to play puts a chip into the pool (§8.16, §8.17).

Cards are :class:`hoyle.cards.Card` indices (``(rank - 2) * 4 + suit``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..cards import Card, card

__all__ = ["SuitOrder", "ACE_LOW", "ACE_LOW_SHORT", "Run", "Chips", "ChipsError", "next_holder",
           "after_stop", "pay_per_card", "play_or_pay"]


class ChipsError(Exception):
    """A move of chips that cannot be made (a negative amount, a pool not on the layout)."""


@dataclass(frozen=True)
class SuitOrder:
    """The ranks of a suit from low to high (ranks 2..14, the ace 14), and whether play goes
    round the top to the bottom (Fan-tan, §8.17).

    ``after(c)``/``before(c)``: the card of the same suit one place up/down, ``None`` past the
    end (never with ``wrap``, except that a full circle is the caller's to stop); a card of a
    rank not in the order has no neighbours."""

    ranks: tuple[int, ...]
    wrap: bool = False

    def place(self, c: int) -> int | None:
        r = Card(c).rank
        return self.ranks.index(r) if r in self.ranks else None

    def after(self, c: int) -> Card | None:
        i = self.place(c)
        if i is None:
            return None
        if i + 1 < len(self.ranks):
            return card(self.ranks[i + 1], c % 4)
        return card(self.ranks[0], c % 4) if self.wrap else None

    def before(self, c: int) -> Card | None:
        i = self.place(c)
        if i is None:
            return None
        if i > 0:
            return card(self.ranks[i - 1], c % 4)
        return card(self.ranks[-1], c % 4) if self.wrap else None

    def top(self, suit: int) -> Card:
        return card(self.ranks[-1], suit)

    def lowest(self, cards: Iterable[int], suit: int) -> Card | None:
        """The lowest card of ``suit`` among ``cards`` (Newmarket's lead, §8.11), or ``None``."""
        mine = [c for c in cards if c % 4 == suit and self.place(c) is not None]
        if not mine:
            return None
        return Card(min(mine, key=lambda c: self.place(c) or 0))


#: the ace below the two, not above the king (Commit, §8.8)
ACE_LOW = SuitOrder((14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13))
#: the short pack of 32 with the ace below the seven (our reading of Pochen, §8.14)
ACE_LOW_SHORT = SuitOrder((14, 7, 8, 9, 10, 11, 12, 13))


@dataclass
class Run:
    """The run of play now on the table: ``last`` (the last card played in it, ``None`` when
    a new run is to be started), ``player`` (who played it) and ``extra`` (cards that also
    continue it, beside the next card up: Commit's ten of diamonds after the nine)."""

    order: SuitOrder
    last: int | None = None
    player: int | None = None
    extra: set[int] = field(default_factory=set)

    def wanted(self) -> set[int]:
        """The cards that continue the run (empty when a new run is to be started)."""
        if self.last is None:
            return set()
        out = set(self.extra)
        nxt = self.order.after(self.last)
        if nxt is not None:
            out.add(int(nxt))
        return out

    def play(self, c: int, seat: int, extra: Iterable[int] = ()) -> None:
        """``seat`` plays ``c`` onto the run (or starts a run with it)."""
        self.last, self.player, self.extra = int(c), seat, set(int(x) for x in extra)

    def stop(self) -> None:
        self.last, self.extra = None, set()


def next_holder(hands: Sequence[Iterable[int]], seat: int, wanted: set[int]) -> int | None:
    """The first seat, ``seat`` himself first and then to his left, holding a card of
    ``wanted``; ``None``: nobody holds one, the run stops."""
    n = len(hands)
    for k in range(n):
        s = (seat + k) % n
        if wanted.intersection(int(c) for c in hands[s]):
            return s
    return None


def after_stop(run: Run) -> int:
    """Who starts the next run after a stop: the player of the last card (§8.8, §8.10)."""
    if run.player is None:
        raise ChipsError("no card has been played")
    return run.player


class Chips:
    """The chips of one deal: ``net`` per seat (won less lost, this deal) and ``pools`` (the
    layout: name -> chips on it, starting with what was carried in).

    Every method moves chips from one place to another, so the invariant
    ``sum(net) + house_take() == 0`` holds after each (:meth:`check`). Raises
    :class:`ChipsError` for a negative amount or a pool not on the layout."""

    def __init__(self, n: int, pools: dict[str, int] | None = None):
        self.n = n
        self.net = [0] * n
        self.pools: dict[str, int] = dict(pools or {})
        self._before = sum(self.pools.values())
        if any(v < 0 for v in self.pools.values()):
            raise ChipsError("a pool holds no fewer than 0 chips")

    def _amount(self, k: int) -> int:
        if not isinstance(k, int) or k < 0:
            raise ChipsError(f"an amount of chips is a whole number 0 or more, not {k!r}")
        return k

    def _pool(self, name: str) -> None:
        if name not in self.pools:
            raise ChipsError(f"{name!r} is not a pool of the layout")

    def pay(self, payer: int, payee: int, k: int) -> None:
        """``payer`` pays ``payee`` ``k`` chips."""
        k = self._amount(k)
        self.net[payer] -= k
        self.net[payee] += k

    def each_pays(self, payee: int, k: int) -> None:
        """Every other seat pays ``payee`` ``k`` chips (Commit's king, §8.8)."""
        for s in range(self.n):
            if s != payee:
                self.pay(s, payee, k)

    def pays_each(self, payer: int, k: int) -> None:
        """``payer`` pays every other seat ``k`` chips (Commit's king left in hand, §8.8)."""
        for s in range(self.n):
            if s != payer:
                self.pay(payer, s, k)

    def stake(self, seat: int, pool: str, k: int) -> None:
        """``seat`` puts ``k`` chips on ``pool``."""
        self._pool(pool)
        k = self._amount(k)
        self.net[seat] -= k
        self.pools[pool] += k

    def claim(self, seat: int, pool: str) -> int:
        """``seat`` takes everything on ``pool``; returns the chips taken."""
        self._pool(pool)
        k = self.pools[pool]
        self.pools[pool] = 0
        self.net[seat] += k
        return k

    def share(self, seats: Sequence[int], pool: str) -> int:
        """``seats`` divide ``pool`` equally; the odd chips stay on it. Returns each share."""
        self._pool(pool)
        if not seats:
            return 0
        each = self.pools[pool] // len(seats)
        for s in seats:
            self.pools[pool] -= each
            self.net[s] += each
        return each

    def double(self, seat: int, pool: str) -> int:
        """``seat`` doubles the stake on ``pool``: he puts as much again on it (Pope Joan,
        §8.10). Returns what he paid."""
        self._pool(pool)
        k = self.pools[pool]
        self.stake(seat, pool, k)
        return k

    def house_take(self) -> int:
        """The chips the pools gained this deal (negative when more was taken off them)."""
        return sum(self.pools.values()) - self._before

    def check(self) -> None:
        """Raises :class:`ChipsError` unless the chips balance."""
        if sum(self.net) + self.house_take() != 0 or any(v < 0 for v in self.pools.values()):
            raise ChipsError(f"the chips do not balance: net {self.net}, pools {self.pools}")

    def copy(self) -> "Chips":
        c = Chips.__new__(Chips)
        c.n, c.net, c.pools, c._before = self.n, list(self.net), dict(self.pools), self._before
        return c


def pay_per_card(chips: Chips, winner: int, hands: Sequence[Sequence[int]], per: int = 1) -> list[int]:
    """Going out: every other seat pays ``winner`` ``per`` chips for each card he holds
    (§8.10, §8.11, §8.14, §8.16). Returns what each seat paid."""
    paid = [0] * len(hands)
    for s, h in enumerate(hands):
        if s != winner:
            paid[s] = per * len(h)
            chips.pay(s, winner, paid[s])
    return paid


def play_or_pay(chips: Chips, seat: int, pool: str = "pool", k: int = 1) -> None:
    """A player unable to play puts ``k`` chips into ``pool`` (§8.16, §8.17)."""
    chips.stake(seat, pool, k)
