"""The banking mechanic: one bank against several punters.

What every banking game shares, written once:

* **odds and payouts** in whole chips: ``x to 1`` returns the stake plus ``x`` times it,
  ``x for 1`` returns ``x`` in all, stake included (seed 004, chapter introduction, oracle O1);
* **commission** on a win (the casino's 5 % of a winning bank, seed 004 §1.2.1 oracle O9), exact
  in chips with a stated rounding;
* the **shoe**: several packs shuffled together, a cut card some cards from the end, burnt
  cards, and the rule that a shoe is not reshuffled before 5/6 of it is dealt (seed 004 §1.2.1,
  oracle O10);
* **covering the bank**: punters' stakes are accepted in turn until they equal the bank; the
  uncovered part stays with the banker, win or lose; a call of *banco* (the whole bank) voids the
  other stakes (seed 004 §1.2.1, oracle O8);
* **paying in order**: a broken bank pays claims in their order until its capital is gone
  (Foster 1914, Baccarat en banque, seed 001 part 5 §11.5);
* **auction of the bank**: highest bid, the house keeps a fee of the bid (2.5 % in
  baccarat-banque, seed 004 §1.2.2, oracle O12); bank passing in rotation.

All money is an ``int`` count of chips; fractions are used only inside and then rounded by a
documented rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Iterable, Sequence

from ..cards import Card, shoe as make_shoe
from ..core.chance import Shuffler, unseal
from ..core.errors import HoyleError

__all__ = [
    "render_banking", "Odds", "parse_odds", "chips", "commission", "CarriedShoe", "Shoe", "cover_bets", "CoverResult",
    "pay_in_order", "auction", "AuctionResult", "reshuffle_allowed", "next_in_rotation",
]


@dataclass(frozen=True)
class Odds:
    """A payout quoted as odds: ``win`` to ``stake`` (``Odds(8, 1)`` is "8 to 1").

    ``inclusive=True`` means "``win`` for ``stake``": the stake is part of the return
    (seed 004, chapter introduction, O1: 1 chip at 30 to 1 returns 31; at 30 for 1 returns 30).
    """

    win: int
    stake: int = 1
    inclusive: bool = False

    @property
    def profit(self) -> Fraction:
        """Net profit per chip staked when the bet wins."""
        f = Fraction(self.win, self.stake)
        return f - 1 if self.inclusive else f

    def total_return(self, stake: int | Fraction) -> Fraction:
        """What comes back on a winning stake, the stake included."""
        return stake + stake * self.profit

    def __str__(self) -> str:
        return f"{self.win} {'for' if self.inclusive else 'to'} {self.stake}"


_ODDS_RE = re.compile(r"^\s*(\d+)\s*(?:(to|for|:|-)\s*(\d+))?\s*$", re.IGNORECASE)


def parse_odds(text: str) -> Odds:
    """``"8 to 1"``, ``"30 for 1"``, ``"3:2"``, ``"35"`` (= 35 to 1).

    Raises:
        HoyleError: the text is not a payout.
    """
    m = _ODDS_RE.match(text)
    if not m:
        raise HoyleError(f"{text!r} is not a payout (write e.g. '8 to 1', '30 for 1', '3:2')")
    win, sep, stake = m.group(1), m.group(2), m.group(3)
    return Odds(int(win), int(stake or 1), inclusive=(sep or "").lower() == "for")


def chips(amount: Fraction | int, rounding: str = "down") -> int:
    """Round an exact amount to whole chips: ``down`` (toward zero) or ``up`` (away from zero).

    Raises:
        HoyleError: unknown rounding rule.
    """
    if rounding not in ("down", "up"):
        raise HoyleError(f"rounding must be 'down' or 'up', not {rounding!r}")
    amount = Fraction(amount)
    sign = -1 if amount < 0 else 1
    a = abs(amount)
    whole = a.numerator // a.denominator
    if rounding == "up" and whole != a:
        whole += 1
    return sign * whole


def commission(win: int, percent: Fraction | int | float | str = 5, rounding: str = "down") -> int:
    """The house's commission on a win of ``win`` chips at ``percent`` per cent, in whole chips.

    Seed 004 §1.2.1 (O9): usually 5 % of the banker's win; a bank that wins 200 keeps 190.
    ``percent`` may be a Fraction or a string like ``"2.5"`` (the bank auction fee, O12).
    """
    if win <= 0:
        return 0
    return chips(Fraction(win) * Fraction(str(percent)) / 100, rounding)


class Shoe:
    """Several packs shuffled together, dealt from the top, with a cut card and burnt cards.

    Args:
        packs: number of 52-card packs (seed 004 §1.2.1: 6 or 8 for chemin de fer; Foster: 3 for
            baccarat en banque, 6 for chemin de fer).
        shuffler: the chance source (the shuffle is logged for records).
        cut_from_end: the cut card is placed this many cards from the end (004: 8 or 10);
            :attr:`cut_reached` turns true when fewer cards than that remain.
        order: an already shuffled order (a stacked shoe, or a shoe carried over from the last
            coup); no shuffle is made.

    Attributes:
        cards: the undealt cards, top first.
        burnt: cards burnt (shown and discarded) at the start of the shoe.
    """

    __slots__ = ("cards", "pos", "cut_from_end", "burnt", "n_total")

    def __init__(self, packs: int = 1, shuffler: Shuffler | None = None, cut_from_end: int = 0,
                 order: Sequence[int] | None = None):
        if order is not None:
            self.cards = [Card(c) for c in order]
        else:
            if shuffler is None:
                raise HoyleError("a new shoe needs a shuffler")
            self.cards = shuffler.shuffle(make_shoe(packs).cards)
        self.pos = 0
        self.cut_from_end = cut_from_end
        self.burnt: list[Card] = []
        self.n_total = len(self.cards)

    def draw(self) -> Card:
        """The next card (IndexError-free: raises HoyleError when the shoe is empty)."""
        if self.pos >= len(self.cards):
            raise HoyleError("the shoe is empty")
        c = self.cards[self.pos]
        self.pos += 1
        return c

    def burn(self, n: int) -> list[Card]:
        """Burn ``n`` cards from the top (shown, then discarded)."""
        out = [self.draw() for _ in range(min(n, self.remaining))]
        self.burnt.extend(out)
        return out

    @property
    def remaining(self) -> int:
        return len(self.cards) - self.pos

    @property
    def undealt(self) -> list[Card]:
        return self.cards[self.pos:]

    @property
    def cut_reached(self) -> bool:
        """True once the cut card has come out (fewer than ``cut_from_end`` cards remain)."""
        return self.remaining < self.cut_from_end

    @property
    def dealt(self) -> int:
        return self.pos


class CarriedShoe:
    """For a deal (a :class:`~hoyle.core.state.GameState`) dealt from a shoe that carries from
    deal to deal in ``context["shoe"]`` (undealt cards, top first), ``context["discards"]`` and
    ``context["burnt"]`` (blackjack, the baccarat family; seed 004 §1.2.1, §1.5).

    :meth:`_take_shoe` continues the carried shoe or shuffles a fresh one; :meth:`_live_shoe`
    says where the undealt cards that the next deal goes on dealing lie in this deal's
    record, so that no seat can read them from it (``GameState.live_pack``).
    """

    context: dict
    shuffler: Shuffler
    shoe: "Shoe"
    discards: list[Card]
    burnt: list[Card]
    _shoe_from: str

    def _take_shoe(self, decks: int, cut_from_end: int, need: int = 0) -> bool:
        """Set ``shoe``, ``discards`` and ``burnt``; True when a fresh shoe was shuffled
        (the caller burns its cards), False when the carried one goes on."""
        ctx = self.context
        carried = ctx.get("shoe")
        if carried is not None and len(carried) >= max(cut_from_end, need):
            self.discards = [Card(c) for c in ctx.get("discards", [])]
            self.burnt = [Card(c) for c in ctx.get("burnt", [])]
            order = unseal(carried, make_shoe(decks).cards, also_known=self.discards + self.burnt)
            self.shoe = Shoe(order=order, cut_from_end=cut_from_end)
            self._shoe_from = "context/shoe"
            return False
        for key in ("shoe", "discards", "burnt"):    # a finished shoe is not part of this deal
            ctx.pop(key, None)
        self.shoe = Shoe(decks, self.shuffler, cut_from_end=cut_from_end)
        self._shoe_from = self.shuffler.last_order
        self.discards = []
        self.burnt = []
        return True

    def _live_shoe(self, need: int = 0) -> dict[str, list[tuple[int, int]]]:
        sh = self.shoe
        if sh.remaining >= max(sh.cut_from_end, need):
            return {self._shoe_from: [(sh.pos, len(sh.cards))]}
        return {}


def reshuffle_allowed(dealt: int, total: int, fraction: Fraction = Fraction(5, 6)) -> bool:
    """Whether a shoe may be reshuffled: at least ``fraction`` of it dealt.

    Seed 004 §1.2.1 (O10): not before 5/6 of the shoe; 6 packs = 312 cards, so not before 260.
    """
    return dealt * fraction.denominator >= total * fraction.numerator


@dataclass
class CoverResult:
    """Which stakes a bank accepted.

    Attributes:
        accepted: ``(seat, stake)`` in betting order, each cut down to what the bank still covered.
        refused: ``(seat, stake)`` not accepted (over the bank, or voided by a banco).
        uncovered: the part of the bank not in play (stays with the banker, win or lose).
        banco: the seat that called banco, or None.
    """

    accepted: list[tuple[int, int]] = field(default_factory=list)
    refused: list[tuple[int, int | str]] = field(default_factory=list)
    uncovered: int = 0
    banco: int | None = None


def cover_bets(bank: int, bets: Iterable[tuple[int, int | str]]) -> CoverResult:
    """Accept stakes against a bank of ``bank`` chips, in betting order.

    A stake is an int, or ``"banco"``: that seat plays the whole bank and every other stake is
    void (seed 004 §1.2.1, O8). Stakes are accepted until they equal the bank; a stake larger
    than what is left is accepted for the remainder only.

    >>> cover_bets(100, [(1, 30), (2, 20)]).uncovered
    50
    """
    bets = list(bets)
    res = CoverResult()
    for seat, stake in bets:
        if stake == "banco":
            res.banco = seat
            res.accepted = [(seat, bank)]
            res.refused = [(s, a) for s, a in bets if s != seat or a != "banco"]
            res.uncovered = 0
            return res
    left = bank
    for seat, stake in bets:
        if not isinstance(stake, int) or stake <= 0:
            raise HoyleError(f"a stake must be a positive number of chips, not {stake!r}")
        take = min(stake, left)
        if take:
            res.accepted.append((seat, take))
        if take < stake:
            res.refused.append((seat, stake - take))
        left -= take
    res.uncovered = left
    return res


def pay_in_order(claims: Sequence[tuple[int, int]], capital: int) -> list[tuple[int, int]]:
    """Pay ``(seat, amount)`` claims in order until ``capital`` is gone; returns what each gets.

    Foster 1914, Baccarat en banque (seed 001 part 5 §11.5): a losing banker pays in order
    until his capital is exhausted; later bets are not paid.
    """
    out = []
    for seat, amount in claims:
        pay = min(amount, capital)
        capital -= pay
        out.append((seat, pay))
    return out


@dataclass(frozen=True)
class AuctionResult:
    """The bank's new owner, the bank he puts up, and the house's fee on it."""

    seat: int | None
    bank: int
    fee: int


def auction(bids: Sequence[tuple[int, int]], fee_percent: Fraction | str | int = 0,
            rounding: str = "down") -> AuctionResult:
    """Auction the bank: the highest bid wins (the earliest of equal bids); the house keeps
    ``fee_percent`` of the bid (seed 004 §1.2.2, O12: bank sold for 1000 pays the house 25 at 2.5 %).

    No bids → ``AuctionResult(None, 0, 0)`` (the bank is then offered in rotation).
    """
    best: tuple[int, int] | None = None
    for seat, bid in bids:
        if bid <= 0:
            continue
        if best is None or bid > best[1]:
            best = (seat, bid)
    if best is None:
        return AuctionResult(None, 0, 0)
    return AuctionResult(best[0], best[1], commission(best[1], fee_percent, rounding))


def next_in_rotation(seat: int, num_players: int, step: int = 1) -> int:
    """The seat ``step`` places to the left (bank and deal pass to the left unless a game says otherwise)."""
    return (seat + step) % num_players


def render_banking(title: str, bank: str, boxes: list[dict], me: int | None, *,
                   to_act: int | None = None, net: list[int] | None = None,
                   notes: Sequence[str] = (), bank_seat: int = 0) -> str:
    """A banking table as text, one line per part: the title, the bank's cards, each
    punter's box (``seat S (you): cards 8C 3D, stake 2, total 11 -- standing``), the net of
    the bank and each punter once known, who is to act. ``boxes``: dicts with ``seat``,
    ``cards`` (strings, ``??`` face down), ``stake`` and any of ``total``, ``status``;
    ``net``: per seat (seat ``bank_seat`` the bank), or None while the deal is open."""
    def who(s: int) -> str:
        return ("the bank" if s == bank_seat else f"seat {s}") + (" (you)" if s == me else "")
    lines = [title, f"Bank: {bank}"]
    for b in boxes:
        part = f"  {who(b['seat'])}: " + (" ".join(b["cards"]) if b.get("cards") else "no cards yet")
        part += f", stake {b['stake']}"
        if b.get("total") is not None and b.get("cards") and "??" not in b["cards"]:
            part += f", total {b['total']}"
        if b.get("status"):
            part += f" -- {b['status']}"
        lines.append(part)
    lines.extend(notes)
    if net is not None:
        lines.append("Result: " + ", ".join(f"{who(s)} {n:+d}" for s, n in enumerate(net)))
    elif to_act is not None:
        lines.append(f"{who(to_act)} to act")
    return "\n".join(lines)
