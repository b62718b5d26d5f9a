"""Betting: forced bets, betting intervals, limits and pots, shared by the poker family.

A poker-family game is a deal of cards around this mechanic. The pieces are data and small
pure functions, so a variant (draw poker of either code, stud, brag, bouillotte) is a choice
of values, not a new engine:

Forced bets (:class:`ForcedBet`, :func:`post_forced`, :class:`StraddleRule`, :class:`JackPotAntes`)
    What is put up before anyone acts: the age's blind (Foster, seed 002 law 11) or ante
    (British, seed 000 law 20), an ante from each player, the straddles (Foster law 17: each
    doubles the last, at most a quarter of the limit; British laws 21-22: the first doubles
    the ante, each later one adds an ante, all together at most half the limit), a bring-in
    by the lowest card showing, the jack-pot ante and its fattening (Foster laws 37 and 40;
    British laws 30-31). A forced bet is *live* when it counts toward its payer's stake in
    the first interval (a blind, a straddle, a bring-in) and *dead* when it only sweetens the
    pot (an ante).

Who speaks first (:func:`first_to_act`)
    The age's left (the player after the last blind or straddle: Foster law 18, British laws
    23-24), the dealer's left (jack-pots, Foster law 38), the best hand showing (Foster's stud,
    method B, O-002-19), the worst showing (stud lowball, 004 §1.18.1; the modern bring-in), or
    the opener (a jack-pot after the draw, Foster law 45).

Limits (:class:`Limits`)
    ``spread``: any bet or raise from ``min_bet`` chips up to ``limit`` (Foster law 19, law 28:
    "from one chip to the limit"); ``fixed``: every bet and raise is exactly ``limit`` (the
    modern fixed-limit structure); ``pot``: a raise up to the size of the pot after calling;
    ``no-limit``: up to what the player has in front of him (table stakes, 001 part 2 §20.13:
    "the limit is what a player has in front of him"). ``max_raises`` caps the raises of one
    interval; ``sight`` says whether a player short of chips may call for what he has (table
    stakes, 001 part 3 §A1) or must find the money (001 part 2 §20.10).

A betting interval (:class:`BettingRound`)
    Seats act in turn to the left; each may ``fold``, ``check`` (stand, pass), ``call``,
    ``bet N`` (open: ``N`` is the whole stake put up in this interval) or ``raise N`` (by
    ``N`` chips over the highest stake). Every bet or raise gives each other player still able
    to act a turn again; the interval closes when nobody has one (Foster law 30, British law
    59), or ends at once when only one player is left holding cards (Foster law 29, British
    law 58). Refusals are :class:`~hoyle.core.errors.IllegalAction` citing the law of the code
    in force *by meaning* (``book.cite_about("meet-the-bet")``), so each code supplies its own
    number; a code without a law on the point gives the catalog's place instead.

Pots (:func:`side_pots`, :func:`settle`, :func:`settle_detail`, :func:`split_high_low`)
    Main and side pots from what each seat put in, dead money from folded seats, ties divided
    (Foster law 36, British law 76) and the odd chip by a stated rule (:data:`ODD_CHIP_RULES`).
    ``settle`` is pure and usable on its own.

Amounts are whole chips throughout. Seats are indices ``0..n-1`` in the order of play (to the
left); ``dealer`` is a seat index.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, NamedTuple, Sequence

from ..core.actions import Action
from ..core.errors import DealNotOver, IllegalAction, SetupError
from ..core.laws import LawBook

__all__ = ["CarriedPot", "ForcedBet", "Posted", "post_forced", "StraddleRule", "JackPotAntes", "Limits",
           "BettingRound", "Options", "first_to_act", "FIRST_TO_ACT_RULES", "Pot", "side_pots",
           "Settlement", "settle", "settle_detail", "split_high_low", "ODD_CHIP_RULES"]

#: where the mechanic cites the catalog when the code in force has no law on the point
TABLE_STAKES_SOURCE = "catalog 001_part3.md §A1 (table stakes: calling a sight)"
BORROW_SOURCE = "catalog 001_part2.md §20.10 (without table stakes a player short of chips borrows)"
CHECK_RAISE_SOURCE = "catalog 004.md §1.18.3 (lowball: a player who checked may not raise)"
RAISE_COUNT_SOURCE = "the limits agreed before play (Foster law 6)"
LIMIT_SOURCE = ("the limit agreed before play (catalog 000_002_003.md §1 'Stakes', O-000-10: "
                "the limit is the most a stake may be raised at one time)")


def _cite(book: LawBook | None, meaning: str, fallback: str | None = None) -> str | None:
    """The citation of ``book``'s law on ``meaning``, else ``fallback``."""
    if book is not None and book.knows(meaning):
        return book.cite_about(meaning)
    return fallback


def _chips(value: Any, what: str) -> int:
    if type(value) is not int or value < 0:
        raise SetupError(f"{what} must be a whole number of chips, 0 or more, not {str(value)[:20]}")
    return value


# --------------------------------------------------------------------------- forced bets

@dataclass(frozen=True)
class ForcedBet:
    """One stake put up before the cards are seen.

    Attributes:
        kind: ``"ante"``, ``"blind"``, ``"straddle"``, ``"bring-in"``, ``"jack-ante"`` or
            ``"fattening"`` (what the log calls it).
        amount: chips per payer.
        by: who pays: ``"each"`` (every seat in the deal), a whole number (that many seats to
            the dealer's left: 0 the dealer, 1 the age, 2 the player left of the age), or
            ``"worst-showing"`` / ``"best-showing"`` (the bring-in: given the cards showing).
        live: whether it counts toward the payer's stake in the first interval (a blind,
            straddle or bring-in: he need only make it good) or is dead (an ante).
        source: the book's place ("seed 002 law 11").
    """

    kind: str
    amount: int
    by: str | int = "each"
    live: bool = False
    source: str = ""

    def __post_init__(self) -> None:
        if self.kind not in ("ante", "blind", "straddle", "bring-in", "jack-ante", "fattening"):
            raise SetupError(f"unknown forced bet {self.kind!r}")
        _chips(self.amount, f"the {self.kind}")
        if not (self.by in ("each", "worst-showing", "best-showing")
                or (type(self.by) is int and self.by >= 0)):
            raise SetupError(f"the {self.kind} is paid by 'each', a seat offset from the dealer, "
                             f"or the worst/best hand showing, not {self.by!r}")


@dataclass
class Posted:
    """What :func:`post_forced` put up.

    Attributes:
        stacks: each seat's chips in front after posting.
        contributions: chips each seat put in the pot (live and dead together).
        live: chips each seat put up that count toward its first-interval stake.
        payers: ``(kind, seat, chips)`` in the order posted, for the game's log.
    """

    stacks: list[int]
    contributions: list[int]
    live: list[int]
    payers: list[tuple[str, int, int]]


def post_forced(bets: Iterable[ForcedBet], stacks: Sequence[int], dealer: int,
                in_deal: Sequence[bool] | None = None,
                showing: Sequence[Any] | None = None) -> Posted:
    """Post ``bets`` in order: each payer puts up the amount, or all he has if less (he is
    then all in, table stakes, 001 part 3 §A1).

    Args:
        bets: the forced bets of the deal, in the order they are made.
        stacks: chips in front of each seat (length ``n``).
        dealer: the dealer's seat.
        in_deal: which seats are dealt in (default all with chips); a payer by offset who is
            not in the deal is passed to the next seat to his left that is.
        showing: for a bring-in, each seat's comparable value of its cards showing.

    Returns:
        a :class:`Posted`.

    Raises:
        SetupError: bad stacks, a dealer off the table, or a bring-in without ``showing``.
    """
    n = len(stacks)
    stack = [_chips(x, "a stack") for x in stacks]
    if not (type(dealer) is int and 0 <= dealer < n):
        raise SetupError(f"the dealer must be a seat 0 to {n - 1}")
    dealt = [s > 0 for s in stack] if in_deal is None else [bool(x) for x in in_deal]
    if len(dealt) != n:
        raise SetupError("in_deal needs one entry per seat")
    contrib, live, payers = [0] * n, [0] * n, []
    for bet in bets:
        if bet.by == "each":
            seats = [s for s in _left_of(dealer, n) if dealt[s]]
        elif isinstance(bet.by, int):
            seats = [_next_dealt((dealer + bet.by - 1) % n, n, dealt)]
        else:
            if showing is None or len(showing) != n:
                raise SetupError(f"a {bet.kind} by the {bet.by} hand needs the cards showing")
            cand = [s for s in _left_of(dealer, n) if dealt[s]]
            pick = min if bet.by == "worst-showing" else max
            top = pick(showing[s] for s in cand)
            seats = [next(s for s in cand if showing[s] == top)]
        for s in seats:
            put = min(bet.amount, stack[s])
            stack[s] -= put
            contrib[s] += put
            if bet.live:
                live[s] += put
            payers.append((bet.kind, s, put))
    return Posted(stack, contrib, live, payers)


def _left_of(seat: int, n: int) -> list[int]:
    """The seats from ``seat``'s left round to ``seat`` itself."""
    return [(seat + 1 + k) % n for k in range(n)]


def _next_dealt(seat: int, n: int, dealt: Sequence[bool]) -> int:
    for s in _left_of(seat, n):
        if dealt[s]:
            return s
    raise SetupError("nobody is dealt in")


@dataclass(frozen=True)
class StraddleRule:
    """How straddles grow and where they stop.

    Attributes:
        step: ``"double"``: each straddle doubles the last blind or straddle (Foster, seed 002
            law 17); ``"ante-step"``: the first doubles the ante and each later one adds one
            ante (British, seed 000 law 21).
        cap: ``"quarter-limit"`` (Foster law 17) or ``"half-limit"`` (British law 22; the
            Foster example of 001 part 2 §20.2, O78): the largest straddle as a share of the
            limit.
    """

    step: str = "double"
    cap: str = "quarter-limit"

    def __post_init__(self) -> None:
        if self.step not in ("double", "ante-step") or self.cap not in ("quarter-limit", "half-limit"):
            raise SetupError("a straddle steps by 'double' or 'ante-step' and is capped at "
                             "'quarter-limit' or 'half-limit'")

    def amount(self, count: int, last: int, ante: int) -> int:
        """The stake of the next straddle: ``count`` straddles made so far, ``last`` the last
        blind or straddle, ``ante`` the British ante."""
        if self.step == "double":
            return 2 * last
        return 2 * ante if count == 0 else last + ante

    def allowed(self, amount: int, limit: int) -> bool:
        """Whether a straddle of ``amount`` stays within the cap for ``limit``."""
        return amount <= (limit // 2 if self.cap == "half-limit" else limit // 4)


@dataclass(frozen=True)
class JackPotAntes:
    """The jack-pot's antes: ``ante`` from each player to a fresh jack-pot, ``fattening`` from
    each when it is not opened and is dealt again (Foster laws 37 and 40: one chip; British
    laws 30-31: another ante)."""

    ante: int
    fattening: int

    def each(self, jack_number: int) -> int:
        """What each player puts up for the ``jack_number``-th jack-pot in a row (1-based)."""
        return self.ante if jack_number <= 1 else self.fattening

    def forced(self, jack_number: int) -> ForcedBet:
        """The jack-pot's forced bet as data."""
        kind = "jack-ante" if jack_number <= 1 else "fattening"
        return ForcedBet(kind, self.each(jack_number), "each", False,
                         "seed 002 laws 37, 40; seed 000 laws 30-31")


# --------------------------------------------------------------------------- who speaks first

#: the rules of :func:`first_to_act`, with their sources
FIRST_TO_ACT_RULES = {
    "age": "the first player in the deal left of the dealer (Foster law 38; British law 34)",
    "left-of": "the first player left of ``after``: the age or the last straddler (Foster law "
               "18, British laws 23-24)",
    "best-showing": "the best hand showing; equal ones: the nearest the dealer's left (Foster's "
                    "stud, method B, O-002-19; the tie is our rule, the book is silent)",
    "worst-showing": "the worst hand showing, ties as above (stud lowball, 004 §1.18.1)",
    "opener": "the opener, or the next player to his left still in (Foster law 45)",
}


def first_to_act(rule: str, dealer: int, live: Sequence[bool], *, after: int | None = None,
                 showing: Sequence[Any] | None = None, opener: int | None = None) -> int:
    """The seat that speaks first in an interval (:data:`FIRST_TO_ACT_RULES`).

    Args:
        rule: a key of :data:`FIRST_TO_ACT_RULES`.
        dealer: the dealer's seat.
        live: which seats still hold cards.
        after: for ``"left-of"``, the seat whose left speaks first.
        showing: for ``"best-showing"``/``"worst-showing"``, each seat's comparable value of
            its cards showing (ignored for seats not live).
        opener: for ``"opener"``, the seat that opened.

    Raises:
        SetupError: an unknown rule, a missing argument, or nobody live.
    """
    n = len(live)
    if not any(live):
        raise SetupError("nobody holds cards")
    if rule == "age":
        return _next_dealt(dealer, n, live)
    if rule == "left-of":
        if after is None:
            raise SetupError("'left-of' needs the seat after which play starts")
        return _next_dealt(after, n, live)
    if rule == "opener":
        if opener is None:
            raise SetupError("'opener' needs the opener's seat")
        return opener if live[opener] else _next_dealt(opener, n, live)
    if rule in ("best-showing", "worst-showing"):
        if showing is None or len(showing) != n:
            raise SetupError(f"{rule!r} needs each seat's cards showing")
        cand = [s for s in _left_of(dealer, n) if live[s]]
        pick = max if rule == "best-showing" else min
        top = pick(showing[s] for s in cand)
        return next(s for s in cand if showing[s] == top)
    raise SetupError(f"unknown rule {rule!r} for the first to act ({', '.join(FIRST_TO_ACT_RULES)})")


# --------------------------------------------------------------------------- limits

@dataclass(frozen=True)
class Limits:
    """The limits of one betting interval.

    Attributes:
        kind: ``"spread"`` (a bet or raise of ``min_bet`` to ``limit`` chips; Foster laws 19,
            28), ``"fixed"`` (every bet and raise is exactly ``limit``), ``"pot"`` (a raise of
            at most the pot after calling), ``"no-limit"`` (up to the chips in front; table
            stakes, 001 part 2 §20.13).
        limit: for ``spread`` the largest bet or raise; for ``fixed`` the bet size; unused
            otherwise (``None``).
        min_bet: the smallest bet or raise (one chip in the books).
        max_raises: the most raises in one interval (the opening bet is not one); ``None``
            for no cap.
        sight: a player short of chips may call for what he has (table stakes, 001 part 3
            §A1); if false he may not call short (001 part 2 §20.10: he must borrow).

    Raises:
        SetupError: a kind it does not know, or a limit missing or not positive.
    """

    kind: str = "spread"
    limit: int | None = None
    min_bet: int = 1
    max_raises: int | None = None
    sight: bool = True

    def __post_init__(self) -> None:
        if self.kind not in ("spread", "fixed", "pot", "no-limit"):
            raise SetupError(f"unknown kind of limit {self.kind!r} (spread, fixed, pot, no-limit)")
        if self.kind in ("spread", "fixed") and not (type(self.limit) is int and self.limit >= 1):
            raise SetupError(f"a {self.kind} limit needs its size in chips (1 or more)")
        if type(self.min_bet) is not int or self.min_bet < 1:
            raise SetupError("the smallest bet is at least one chip")
        if self.kind == "spread" and self.min_bet > self.size:
            raise SetupError("the smallest bet exceeds the limit")
        if self.max_raises is not None and (type(self.max_raises) is not int or self.max_raises < 0):
            raise SetupError("the cap on raises is a whole number, 0 or more")

    @property
    def size(self) -> int:
        """``limit`` as a number (0 where the kind has none)."""
        return self.limit or 0


class Options(NamedTuple):
    """What a seat may do now in a :class:`BettingRound`.

    Attributes:
        fold, check: whether each is allowed.
        call: the chips a call puts in (less than the stake owed for a sight), or ``None``.
        bet: inclusive ``(lo, hi)`` of the whole stake an opening ``bet N`` makes, or ``None``.
        raise_by: inclusive ``(lo, hi)`` of ``N`` in ``raise N``, or ``None``; a fixed limit
            gives ``lo == hi``.

    An immutable named tuple (cheap to make: one is made at every turn).
    """

    fold: bool
    check: bool
    call: int | None
    bet: tuple[int, int] | None
    raise_by: tuple[int, int] | None


_CACHE = 1000
_BETS = [Action("bet", (k,)) for k in range(_CACHE + 1)]
_RAISES = [Action("raise", (k,)) for k in range(_CACHE + 1)]
_FOLD, _CHECK, _CALL = Action("fold"), Action("check"), Action("call")


def _amounts(table: list, verb: str, lo: int, hi: int) -> list:
    if hi <= _CACHE:
        return table[lo:hi + 1]
    return table[lo:_CACHE + 1] + [Action(verb, (k,)) for k in range(max(lo, _CACHE + 1), hi + 1)]


# --------------------------------------------------------------------------- the interval

class BettingRound:
    """One betting interval (see the module docstring for the verbs and the laws).

    Args:
        stacks: chips in front of each seat (length ``n``; not counting ``committed``).
        live: which seats hold cards (not folded, dealt in).
        first: the seat that speaks first (:func:`first_to_act`); play then goes left.
        limits: the :class:`Limits` of this interval.
        committed: chips each seat has already put up *in this interval* (live blinds and
            straddles); default none.
        to_call: the stake standing to be met (Foster's first interval: twice the blind or
            the last straddle, law 18); default the largest of ``committed``.
        opened: whether a stake stands to be called or raised; default ``to_call > 0``.
            Foster's first interval is opened by the blind; the British one is not (law 25).
        pot: chips in the pot from earlier intervals and dead antes (for a pot limit).
        checkers: the seats that may check (stand, pass) while nothing is opened; ``None``
            for every seat. Foster after the draw: none (law 28); British before the draw:
            the first speaker and the ante and straddlers (law 25 and the description).
        openers: the seats that may open; ``None`` for any (a jack-pot: those holding openers,
            Foster law 38, British law 30).
        fold_unopened: whether a seat may throw up his hand while nothing is opened (Foster's
            jack-pot: no, he passes and keeps his cards, law 38).
        open_min, open_max: bounds of an opening stake (the whole stake put up by ``bet N``);
            default ``min_bet`` and the limit (British: at least twice the ante, law 25).
        check_raise: whether a seat that checked may raise later in the interval (004
            §1.18.3's lowball forbids it).
        book: the code of laws cited by meaning in refusals (``None``: cite nothing).
        open_meaning: the meaning key cited when a seat without openers tries to open
            (``"jack-pot-opening"``; a game may name its own, e.g. ``"openers-queens"``).
        meet_meaning: the meaning key cited when a seat owing chips checks (``"meet-the-bet"``;
            before the draw ``"meet-the-bet-before-draw"``, Foster law 19, British law 26).
        complete: the full bet of an interval opened by a smaller forced bet (the modern
            bring-in): while the stake standing is below it, a raise brings the stake to
            exactly ``complete`` ("completing the bet"), and it is not counted against
            ``max_raises``; later raises follow ``limits``. ``None`` (default): no completion.
        no_check_source: what a refused check cites when the seat may not check while nothing
            is opened (default: the code's law on betting after the draw, or on the opening
            stake); a game whose rule is not a numbered law names its place (Foster's stud:
            the best hand showing makes the first bet, seed 002, O-002-19).

    Attributes (read them; change them only through the methods):
        stacks, committed, live, allin, pending: per seat.
        high: the stake standing; ``opened``; ``raises`` (raises made); ``turn`` (the seat to
        act, ``None`` once over); ``winner`` (the one seat left holding cards, if the interval
        ended so); ``closed`` (the betting is complete with two or more still in).

    Raises:
        SetupError: inputs of the wrong length or kind.
    """

    __slots__ = ("n", "stacks", "committed", "live", "allin", "pending", "checked", "high",
                 "opened", "raises", "last_raise", "turn", "winner", "closed", "limits", "pot",
                 "checkers", "openers", "fold_unopened", "open_min", "open_max", "check_raise",
                 "book", "open_meaning", "meet_meaning", "first", "complete", "no_check_source")

    def __init__(self, stacks: Sequence[int], live: Sequence[bool], first: int, limits: Limits, *,
                 committed: Sequence[int] | None = None, to_call: int | None = None,
                 opened: bool | None = None, pot: int = 0,
                 checkers: Iterable[int] | None = None, openers: Iterable[int] | None = None,
                 fold_unopened: bool = True, open_min: int | None = None,
                 open_max: int | None = None, check_raise: bool = True,
                 book: LawBook | None = None, open_meaning: str = "jack-pot-opening",
                 meet_meaning: str = "meet-the-bet", complete: int | None = None,
                 no_check_source: str | None = None):
        n = self.n = len(stacks)
        if len(live) != n or (committed is not None and len(committed) != n):
            raise SetupError("stacks, live and committed need one entry per seat")
        if not (type(first) is int and 0 <= first < n):
            raise SetupError(f"the first to act must be a seat 0 to {n - 1}")
        self.stacks = [_chips(x, "a stack") for x in stacks]
        self.committed = [0] * n if committed is None else [_chips(x, "a stake") for x in committed]
        self.live = [bool(x) for x in live]
        self.allin = [self.live[s] and self.stacks[s] == 0 for s in range(n)]
        self.high = max(self.committed) if to_call is None else _chips(to_call, "the stake to call")
        self.opened = self.high > 0 if opened is None else bool(opened)
        self.raises = 0
        self.last_raise = 0
        self.limits = limits
        self.pot = _chips(pot, "the pot")
        self.checkers = None if checkers is None else frozenset(checkers)
        self.openers = None if openers is None else frozenset(openers)
        self.fold_unopened = fold_unopened
        self.open_min = open_min
        self.open_max = open_max
        self.check_raise = check_raise
        self.book = book
        self.open_meaning = open_meaning
        self.meet_meaning = meet_meaning
        self.complete = None if complete is None else _chips(complete, "the completed bet")
        self.no_check_source = no_check_source
        self.checked = [False] * n
        self.winner: int | None = None
        self.closed = False
        self.first = first
        self.turn: int | None = None
        self.pending = [self._able(s) for s in range(n)]
        if sum(self.live) == 1:
            self.winner = self.live.index(True)
            self.pending = [False] * n
            return
        if sum(self.pending) < 2 and all(self.committed[s] >= self.high for s in range(n) if self._able(s)):
            self.pending = [False] * n
            self.closed = True
            return
        t = first
        for _ in range(n):
            if self.pending[t]:
                break
            t = (t + 1) % n
        self.turn = t

    # ---------------------------------------------------------------- reading
    def _able(self, s: int) -> bool:
        return self.live[s] and not self.allin[s]

    @property
    def over(self) -> bool:
        """Whether the interval is over (closed, or won by the one seat left)."""
        return self.turn is None

    @property
    def total(self) -> int:
        """Chips in the pot: ``pot`` plus every stake of this interval."""
        return self.pot + sum(self.committed)

    def _bet_bounds(self, s: int) -> tuple[int, int] | None:
        lim = self.limits
        room = self.committed[s] + self.stacks[s]
        lo = lim.min_bet if self.open_min is None else self.open_min
        if self.open_max is not None:
            hi = self.open_max
        elif lim.kind in ("spread", "fixed"):
            hi = lim.size
            if lim.kind == "fixed":
                lo = hi
        elif lim.kind == "pot":
            hi = max(lo, self.total)
        else:
            hi = room
        lo = max(lo, self.committed[s] + 1)
        if lim.kind == "fixed" and lim.sight and room < lo and room > self.committed[s]:
            lo = room             # all in for less than the fixed bet (table stakes)
        hi = min(hi, room)
        return (lo, hi) if hi >= lo else None

    def _raise_bounds(self, s: int) -> tuple[int, int] | None:
        lim = self.limits
        room = self.stacks[s] - (self.high - self.committed[s])
        if room < 1:
            return None
        if self.complete is not None and self.high < self.complete:
            lo = hi = self.complete - self.high     # completing the bring-in: not a raise
            if lim.sight and room < lo:
                lo = hi = room
            return (lo, hi) if hi <= room else None
        if lim.max_raises is not None and self.raises >= lim.max_raises:
            return None
        if self.checked[s] and not self.check_raise:
            return None
        lo = lim.min_bet
        if lim.kind == "spread":
            hi = lim.size
        elif lim.kind == "fixed":
            lo = hi = lim.size
            if lim.sight and room < lo:
                lo = hi = room     # all in for less than the fixed raise
        elif lim.kind == "pot":
            hi = self.total + (self.high - self.committed[s])
        else:
            hi = room
        hi = min(hi, room)
        return (lo, hi) if hi >= lo else None

    def options(self, s: int | None = None) -> Options | None:
        """What seat ``s`` (default the seat to act) may do; ``None`` once the interval is over."""
        s = self.turn if s is None else s
        if s is None or self.turn is None or not self._able(s):
            return None
        owed = self.high - self.committed[s]
        fold = self.opened or self.fold_unopened
        if self.opened:
            check = owed <= 0
            call = None
            if owed > 0 and (self.stacks[s] >= owed or self.limits.sight):
                call = min(owed, self.stacks[s])
            return Options(fold, check, call, None, self._raise_bounds(s))
        check = self.checkers is None or s in self.checkers
        bet = None
        if self.openers is None or s in self.openers:
            bet = self._bet_bounds(s)
        return Options(fold, check, None, bet, None)

    def legal_actions(self) -> list[Action]:
        """The actions of the seat to act, in a fixed order: fold, check, call, then the bets
        or raises by amount; ``[]`` once over."""
        o = self.options()
        if o is None:
            return []
        out = []
        if o.fold:
            out.append(_FOLD)
        if o.check:
            out.append(_CHECK)
        if o.call is not None:
            out.append(_CALL)
        if o.raise_by is not None:
            out.extend(_amounts(_RAISES, "raise", *o.raise_by))
        if o.bet is not None:
            out.extend(_amounts(_BETS, "bet", *o.bet))
        return out

    # ---------------------------------------------------------------- refusing
    def _refuse(self, reason: str, meaning: str | None = None, fallback: str | None = None) -> None:
        raise IllegalAction(reason, _cite(self.book, meaning, fallback) if meaning else fallback)

    def check(self, seat: int, action: Action) -> None:
        """Raise :class:`~hoyle.core.errors.IllegalAction` if ``seat`` may not take ``action``
        now, naming the reason and citing the law by meaning; return ``None`` if it may."""
        if self.turn is None:
            self._refuse("the betting interval is over")
        if seat != self.turn:
            self._refuse(f"it is seat {self.turn}'s turn, not seat {seat}'s", "turn-to-act")
        o = self.options(seat)
        assert o is not None
        v, a = action.verb, action.args
        owed = self.high - self.committed[seat]
        if v in ("fold", "check", "call") and a:
            self._refuse(f"'{v}' takes no amount")
        if v == "fold":
            if not o.fold:
                self._refuse("nothing is opened: pass (check) and keep your cards", "jack-pot-opening")
            return
        if v == "check":
            if o.check:
                return
            if self.opened:
                self._refuse(f"you must call {owed}, raise or fold", self.meet_meaning)
            if self.no_check_source is not None:
                self._refuse("you may not check now: bet or throw up your hand", None,
                             self.no_check_source)
            if self.checkers == frozenset():
                self._refuse("there is no check in this interval: bet or throw up your hand",
                             "no-check-after-draw")
            self._refuse("you may not check now: bet or throw up your hand", "opening-stake")
        if v == "call":
            if not self.opened or owed <= 0:
                self._refuse("there is no bet to call", "meet-the-bet")
            if o.call is None:
                self._refuse(f"you have only {self.stacks[seat]} chips and may not call for a sight "
                             f"without table stakes", "all-in", BORROW_SOURCE)
            return
        if v not in ("bet", "raise"):
            self._refuse(f"'{action}' is not a betting action (fold, check, call, bet N, raise N)")
        if len(a) != 1 or type(a[0]) is not int:
            self._refuse(f"say how many chips: '{v} 5'")
        k = a[0]
        if v == "raise":
            if not self.opened:
                self._refuse("nothing to raise yet: bet (open) instead",
                             "opening-stake" if self.openers is None else self.open_meaning)
            self._check_raise(seat, k, o, owed)
            return
        if self.opened:
            self._refuse("the pot is already opened: call or raise", "meet-the-bet")
        if self.openers is not None and seat not in self.openers:
            self._refuse("you may not open without the openers", self.open_meaning)
        if o.bet is None or not (o.bet[0] <= k <= o.bet[1]):
            room = self.committed[seat] + self.stacks[seat]
            if k > room:
                self._refuse(f"you have only {self.stacks[seat]} chips in front of you", "all-in",
                             TABLE_STAKES_SOURCE)
            if o.bet is None or k < o.bet[0]:
                lo = o.bet[0] if o.bet else self.limits.min_bet
                self._refuse(f"the opening stake must be at least {lo}", "opening-stake")
            assert o.bet is not None
            size = f" (the limit is {self.limits.limit})" if self.limits.limit else ""
            self._refuse(f"the bet may not exceed {o.bet[1]}{size}", "bet-limit", LIMIT_SOURCE)

    def _check_raise(self, seat: int, k: int, o: Options, owed: int) -> None:
        lim = self.limits
        if o.raise_by is not None and o.raise_by[0] <= k <= o.raise_by[1]:
            return
        if k < 1:
            self._refuse("a raise is at least one chip", "raise-limit", LIMIT_SOURCE)
        if owed + k > self.stacks[seat]:
            self._refuse(f"you have only {self.stacks[seat]} chips in front of you", "all-in",
                         TABLE_STAKES_SOURCE)
        if lim.max_raises is not None and self.raises >= lim.max_raises:
            self._refuse(f"no more raises: {lim.max_raises} have been made in this interval",
                         "raise-count", RAISE_COUNT_SOURCE)
        if self.checked[seat] and not self.check_raise:
            self._refuse("a player who checked may not raise in this interval", "check-raise",
                         CHECK_RAISE_SOURCE)
        if self.complete is not None and self.high < self.complete:
            self._refuse(f"the bring-in is completed to {self.complete}: raise by "
                         f"{self.complete - self.high}", "raise-limit")
        if lim.kind == "fixed":
            self._refuse(f"a raise is exactly {lim.limit} chips", "raise-limit", LIMIT_SOURCE)
        if o.raise_by is not None and k < o.raise_by[0]:
            self._refuse(f"a raise is at least {o.raise_by[0]} chips", "raise-limit", LIMIT_SOURCE)
        top = o.raise_by[1] if o.raise_by is not None else 0
        what = {"spread": f"the limit of {lim.limit}", "pot": f"the pot ({top})"}.get(lim.kind, "your chips")
        self._refuse(f"a raise may not exceed {what}", "raise-limit", LIMIT_SOURCE)

    # ---------------------------------------------------------------- acting
    def post(self, seat: int, amount: int) -> int:
        """Move up to ``amount`` chips of ``seat`` into its stake (a referee's ruling: chips
        bet out of turn stay in the pot, Foster law 32, British law 55); returns the chips
        moved. The seat is all in when its stack is emptied."""
        put = amount if amount <= self.stacks[seat] else self.stacks[seat]
        self.stacks[seat] -= put
        self.committed[seat] += put
        if self.stacks[seat] == 0 and put > 0:
            self.allin[seat] = True
        return put

    def apply(self, seat: int, action: Action) -> int:
        """Take ``action`` for ``seat`` after :meth:`check` (the state is unchanged if it
        refuses); returns the chips put in. Then moves the turn on, or ends the interval."""
        self.check(seat, action)
        return self.apply_unchecked(seat, action)

    def apply_unchecked(self, seat: int, action: Action) -> int:
        """:meth:`apply` for an action already known to be legal (a game's own check)."""
        v = action.verb
        put = 0
        if v == "fold":
            self.live[seat] = False
            self.pending[seat] = False
        elif v == "check":
            self.pending[seat] = False
            self.checked[seat] = True
        elif v == "call":
            put = self.post(seat, self.high - self.committed[seat])
            self.pending[seat] = False
        else:
            k = action.args[0]
            target = k if v == "bet" else self.high + k
            put = self.post(seat, target - self.committed[seat])
            completing = self.complete is not None and self.high < self.complete
            self.last_raise = target - self.high
            if self.opened and not completing:
                self.raises += 1
            self.high = target
            self.opened = True
            for t in range(self.n):
                self.pending[t] = t != seat and self.live[t] and not self.allin[t]
        self._advance(seat)
        return put

    def remove(self, seat: int) -> None:
        """Take ``seat``'s hand out of the interval whether or not it is his turn (a referee's
        ruling: a foul hand is dead, Foster law 16, British laws 13 and 48); his chips stay in.
        The turn moves on if it was his; the interval ends if one seat is left or nobody else
        has a say."""
        self.live[seat] = False
        self.pending[seat] = False
        if self.turn is None:
            return
        if sum(self.live) == 1 or self.turn == seat:
            self._advance(seat)
        elif not any(self.pending):
            self.turn = None
            self.closed = True

    def _advance(self, s: int) -> None:
        if sum(self.live) == 1:
            self.winner = self.live.index(True)
            self.turn = None
            self.pending = [False] * self.n
            return
        for k in range(1, self.n + 1):
            t = (s + k) % self.n
            if self.pending[t]:
                self.turn = t
                return
        self.turn = None
        self.closed = True

    def copy(self) -> "BettingRound":
        """An independent copy (for a game's ``clone``)."""
        new = object.__new__(BettingRound)
        for name in self.__slots__:
            setattr(new, name, getattr(self, name))
        for name in ("stacks", "committed", "live", "allin", "pending", "checked"):
            setattr(new, name, list(getattr(self, name)))
        return new


# --------------------------------------------------------------------------- pots

#: the rules for the chips a divided pot leaves over, with where they come from
ODD_CHIP_RULES = {
    "left-of-dealer": "one each to the winners in order from the dealer's left (our rule: "
                      "Foster law 36 and British law 76 divide the pot and say no more)",
    "right-of-dealer": "one each to the winners in order from the dealer's right (for games "
                       "played to the right, like bouillotte, whose ties go to the player "
                       "nearest the dealer's right, 001 part 3, BO-04)",
    "carry": "the odd chips stay in the pool for the next deal (the hearts pool, 001 part 4: "
             "'divide, the odd counter stays')",
}


@dataclass(frozen=True)
class Pot:
    """One pot: ``amount`` chips and the seats that may win it (``eligible``, seat order)."""

    amount: int
    eligible: tuple[int, ...]


@dataclass(frozen=True)
class Settlement:
    """The result of :func:`settle_detail`.

    Attributes:
        won: chips each seat takes from the pots.
        pots: the pots, main pot first, after the rake.
        winners: the seats that took a share of each pot, one tuple per pot.
        carried: chips left in the pool for the next deal (odd chips under ``"carry"``).
        rake: chips taken off before the pots were paid (a kitty).

    ``sum(won) + carried + rake`` equals every contribution plus the dead chips.
    """

    won: tuple[int, ...]
    pots: tuple[Pot, ...]
    winners: tuple[tuple[int, ...], ...]
    carried: int = 0
    rake: int = 0


def _validate(contributions: Sequence[int], folded: Sequence[bool]) -> tuple[list[int], list[bool]]:
    n = len(contributions)
    if n == 0:
        raise SetupError("settle needs at least one seat")
    contrib = [_chips(c, "a contribution") for c in contributions]
    if len(folded) != n:
        raise SetupError(f"folded needs one entry per seat ({n}), not {len(folded)}")
    out = [bool(f) for f in folded]
    if all(out):
        raise SetupError("every seat has folded: nobody can win the pot")
    return contrib, out


def side_pots(contributions: Sequence[int], folded: Sequence[bool], *, dead: int = 0) -> list[Pot]:
    """The main pot and side pots, main first.

    Each level of stake reached by a seat still in makes a pot of what every seat put in up to
    that level (less the levels below); the seats still in that reached the level may win it
    (calling a sight, 001 part 3 §A1; British law 60). What a folded seat put in is dead money
    in the pots it reached; whatever it put in above the highest stake of a seat still in
    goes to the last pot. ``dead`` chips that belong to no seat (a jack-pot carried from
    earlier deals) join the main pot. A seat's stake above everyone else's makes a pot that
    only it can win (its uncalled bet comes back to it). Empty pots are left out.

    Args:
        contributions: chips each seat put in this deal (whole chips, 0 or more).
        folded: whether each seat has thrown up its hand (a seat never dealt in counts as
            folded with 0).
        dead: chips in the pot that are no seat's contribution.

    Returns:
        a list of :class:`Pot`.

    Raises:
        SetupError: lengths differ, a negative or fractional amount, or every seat folded.
    """
    contrib, fold = _validate(contributions, folded)
    dead = _chips(dead, "the dead chips")
    n = len(contrib)
    active = [s for s in range(n) if not fold[s]]
    levels = sorted({contrib[s] for s in active})
    pots, prev = [], 0
    for i, level in enumerate(levels):
        amount = sum(min(c, level) - min(c, prev) for c in contrib)
        if i == 0:
            amount += dead
        if i == len(levels) - 1:
            amount += sum(max(0, c - level) for c in contrib)
        if amount:
            pots.append(Pot(amount, tuple(s for s in active if contrib[s] >= level)))
        prev = level
    return pots


def settle_detail(contributions: Sequence[int], folded: Sequence[bool],
                  showdown_ranking: Sequence[Any] | Mapping[int, Any], *,
                  odd_chip: str = "left-of-dealer", dealer: int | None = None,
                  dead: int = 0, rake: int = 0) -> Settlement:
    """Settle the pots of a deal: :func:`settle` with the pots and winners shown.

    Args:
        contributions, folded, dead: as :func:`side_pots`.
        showdown_ranking: each seat's hand value, comparable, higher is better (a sequence of
            ``n``, or a mapping from seat); only the seats still in are read. Equal values
            divide a pot (Foster law 36, British law 76). A low game passes values that
            compare the other way.
        odd_chip: a key of :data:`ODD_CHIP_RULES`: who gets the chips a division leaves over.
        dealer: the dealer's seat (default the last seat, so seat 0 is the dealer's left).
        rake: chips taken off first (a kitty, 001 part 2 §20.12), from the main pot, then the
            next ones if it is larger.

    Returns:
        a :class:`Settlement`.

    Raises:
        SetupError: bad lengths or amounts, every seat folded, a seat in the show with no
            value, an unknown ``odd_chip`` rule, a dealer off the table, or a rake larger
            than the pots.
    """
    contrib, fold = _validate(contributions, folded)
    n = len(contrib)
    if odd_chip not in ODD_CHIP_RULES:
        raise SetupError(f"unknown odd-chip rule {odd_chip!r} ({', '.join(ODD_CHIP_RULES)})")
    dealer = n - 1 if dealer is None else dealer
    if not (type(dealer) is int and 0 <= dealer < n):
        raise SetupError(f"the dealer must be a seat 0 to {n - 1}")
    if isinstance(showdown_ranking, Mapping):
        values = dict(showdown_ranking)
    else:
        if len(showdown_ranking) != n:
            raise SetupError(f"showdown_ranking needs one value per seat ({n})")
        values = dict(enumerate(showdown_ranking))
    for s in range(n):
        if not fold[s] and values.get(s) is None:
            raise SetupError(f"seat {s} is in the show but has no hand value")
    pots = side_pots(contrib, fold, dead=dead)
    rake = _chips(rake, "the rake")
    if rake > sum(p.amount for p in pots):
        raise SetupError("the rake is larger than the pot")
    left = rake
    raked = []
    for p in pots:
        take = min(left, p.amount)
        left -= take
        raked.append(Pot(p.amount - take, p.eligible))
    if odd_chip == "right-of-dealer":
        order = [(dealer - 1 - k) % n for k in range(n)]
    else:
        order = _left_of(dealer, n)
    won = [0] * n
    carried = 0
    winners = []
    for p in raked:
        top = max(values[s] for s in p.eligible)
        ws = [s for s in order if s in p.eligible and values[s] == top]
        share, odd = divmod(p.amount, len(ws))
        for i, w in enumerate(ws):
            won[w] += share + (1 if i < odd and odd_chip != "carry" else 0)
        if odd_chip == "carry":
            carried += odd
        winners.append(tuple(ws))
    return Settlement(tuple(won), tuple(raked), tuple(winners), carried, rake)


def settle(contributions: Sequence[int], folded: Sequence[bool],
           showdown_ranking: Sequence[Any] | Mapping[int, Any], *,
           odd_chip: str = "left-of-dealer", dealer: int | None = None,
           dead: int = 0, rake: int = 0) -> list[int]:
    """Each seat's winnings (chips taken from the pots) at the end of a deal.

    Pure: see :func:`settle_detail` for the arguments and errors, and :func:`side_pots` for
    how the pots are formed. Each pot goes to the best hand eligible for it, equal hands
    dividing it and the odd chip going by ``odd_chip``. The winnings add up to every
    contribution plus ``dead`` less ``rake`` (and less the odd chips under ``"carry"``).

    >>> settle([10, 10, 10], [False, False, True], [5, 7, None])
    [0, 30, 0]
    >>> settle([2, 3, 3], [False, False, False], [9, 1, 5])      # a sight for 2 (PK-01 shape)
    [6, 0, 2]
    """
    return list(settle_detail(contributions, folded, showdown_ranking, odd_chip=odd_chip,
                              dealer=dealer, dead=dead, rake=rake).won)


def split_high_low(amount: int) -> tuple[int, int]:
    """Divide a pot between the high and the low hand, the odd chip to the high (high-low
    poker, 004 §1.18, O83: a pot of 25 gives 13 and 12). Returns ``(high, low)``.

    Raises:
        SetupError: a negative or fractional amount."""
    amount = _chips(amount, "the pot")
    return amount - amount // 2, amount // 2


class CarriedPot:
    """A poker deal's accounting where a pot nobody won stays for the next deal (Foster's stud
    method A, brag's unwon pot): the state keeps ``result`` (the net per seat once over, else
    None), ``paid`` (chips each seat put in this deal), ``pot_in`` (chips carried in from the deal
    before) and ``carried_out`` (chips left in the pot for the next deal). Units: chips."""

    result: Any
    paid: list
    pot_in: int
    carried_out: int

    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the deal is not over")
        return list(self.result)

    def house_take(self) -> int:
        """Chips left in the pot for the next deal, less those carried in."""
        if self.result is None:
            return 0
        return self.carried_out - self.pot_in

    @property
    def pot(self) -> int:
        return self.pot_in + sum(self.paid)
