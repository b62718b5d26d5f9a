"""Boston: the bids and the payment tables (Foster 1914, 001 part 2 §11), in white counters
(1 red = 10 white, 1 blue = 100 white).

The tables (test oracles O34-O43) come first, then the pool helpers, the playable deal
(:class:`BostonState`, registered as ``boston``) and the game of twelve deals
(:class:`BostonMatch`, which carries the pools). Boston de Fontainebleau and Russian Boston
(boston_fontainebleau.py) and French Boston (boston_french.py) are small subclasses of this
engine and share its pool bookkeeping and referee; what a lone bidder's deal has in common
with solo whist (the hands, the stop of a misère or a thirteen-trick bid, the spread hand
shown, the clone) comes from :class:`~hoyle.games.whist.lone.LoneBidderDeal`.

The pool (§11, L1297-1303 and L1460-1474). Each player puts 1 red (10 white) into an empty
pool; fines go in (misdeal 1 red, revoke 4 red); one pool holds at most 25 red (250 white)
and the excess starts another. A successful bid of seven or more (a "pool bid"; misères rank
above seven and are read as pool bids) takes one pool: the first that holds the limit, or the
only one however small. A lower bid takes a pool only when the opponents make him play out:
before the second trick each opponent in turn says ``pay`` or ``play-on``; if all say pay, he
takes his bid's value without over-tricks and the pool stands (for a pool bid, "pay" saves
only the over-tricks). A bidder who plays out and fails doubles the pool (the first one).
Misère partout leaves the pool alone. After the twelfth deal the pools are divided equally
(rule ``pool_end`` = "divide"; a remainder of less than four counters goes one each from the
dealer's left, our choice) or a thirteenth hand at no trumps is played and the winner of its
last trick takes them ("last-trick").

A deal's ``outcome()`` includes what each seat paid into or took from the pools (the opening
stake, fines, pools won and doubled); ``house_take()`` is the net paid into the pools, so
``sum(outcome()) + house_take() == 0`` and over a match counters in = counters out.
``payments()`` gives the player-to-player settlement alone.
"""

from __future__ import annotations

__all__ = ["BID_ORDER", "SUCCESS", "SUCCESS_AMERICAN", "FAILURE", "FAILURE_AMERICAN", "MISERE",
           "success", "failure", "revoke_by_bidder", "revoke_by_opponent", "revoke_taken", "misere_partout",
           "POOL_LIMIT", "pool_add", "pool_take", "Ledger", "BostonRules", "BostonState", "BostonMatch",
           "BostonBot", "BOSTON_LAWS", "deal_packets"]

#: the bids, lowest first (L1348-1361)
BID_ORDER = ("5", "6", "7", "little-misere", "8", "9", "grand-misere", "10", "11", "little-spread",
             "12", "grand-spread", "13")

#: O36: paid by each opponent for success, English scale: bid -> [taken 5..13] (None = impossible)
SUCCESS = {
    5: [12, 12, 13, 13, 14, 14, 14, 15, 15],
    6: [None, 15, 16, 16, 17, 18, 19, 20, 20],
    7: [None, None, 18, 20, 21, 22, 23, 24, 26],
    8: [None, None, None, 23, 24, 26, 28, 29, 31],
    9: [None, None, None, None, 32, 34, 36, 39, 41],
    10: [None] * 5 + [42, 45, 48, 52],
    11: [None] * 6 + [63, 68, 72],
    12: [None] * 7 + [106, 114],
    13: [None] * 8 + [166],
}
#: O37: the American scale, no pay for over-tricks: bid 5..13
SUCCESS_AMERICAN = {5: 10, 6: 15, 7: 20, 8: 25, 9: 35, 10: 45, 11: 65, 12: 105, 13: 170}
#: O38: paid to each opponent for failure, English scale: bid -> [short by 1..]
FAILURE = {
    5: [11, 21, 31, 41, 50],
    6: [15, 24, 35, 45, 55, 66],
    7: [19, 29, 40, 50, 60, 72, 82],
    8: [23, 34, 46, 56, 67, 78, 89, 110],
    9: [33, 44, 57, 68, 82, 92, 103, 115, 127],
    10: [44, 56, 70, 82, 94, 107, 119, 132, 145, 157],
    11: [67, 80, 95, 109, 123, 138, 151, 165, 180, 194, 208],
    12: [113, 130, 148, 165, 182, 200, 217, 234, 252, 270, 286, 304],
    13: [177, 198, 222, 241, 262, 284, 305, 326, 348, 369, 390, 412, 433],
}
#: O39: the failure table in the American decimal system
FAILURE_AMERICAN = {
    5: [10, 20, 30, 40, 50],
    6: [15, 25, 35, 45, 55, 65],
    7: [20, 30, 40, 50, 60, 70, 80],
    8: [25, 35, 45, 55, 70, 85, 100, 115],
    9: [35, 45, 55, 65, 80, 95, 110, 125, 140],
    10: [45, 55, 70, 80, 95, 110, 125, 140, 155, 170],
    11: [70, 80, 95, 110, 125, 140, 155, 170, 185, 200, 220],
    12: [120, 130, 145, 160, 180, 200, 220, 240, 260, 280, 300, 320],
    13: [180, 200, 220, 240, 260, 280, 300, 320, 340, 360, 390, 420, 450],
}
#: O40: misère payments per opponent (no over-tricks)
MISERE = {"little-misere": 20, "grand-misere": 40, "little-spread": 80, "grand-spread": 160}


def success(bid: int, taken: int, scale: str = "english") -> int:
    """White counters each opponent pays a bidder of ``bid`` tricks who took ``taken``.

    Raises ValueError if ``taken`` is below the bid or outside the table."""
    if not 5 <= bid <= 13 or not bid <= taken <= 13:
        raise ValueError(f"no success payment for bid {bid}, taken {taken}")
    if scale == "american":
        return SUCCESS_AMERICAN[bid]
    return SUCCESS[bid][taken - 5]


def failure(bid: int, taken: int, scale: str = "english") -> int:
    """White counters the bidder pays each opponent when he took ``taken`` < ``bid``."""
    short = bid - taken
    table = FAILURE_AMERICAN if scale == "american" else FAILURE
    if bid not in table or not 1 <= short <= len(table[bid]):
        raise ValueError(f"no failure payment for bid {bid}, taken {taken}")
    return table[bid][short - 1]


def revoke_by_bidder(bid: int, taken: int) -> int:
    """A bidder's established revoke: he loses his bid and at least one trick more (O35),
    besides doubling the pool and paying 4 red. Returns what he pays each opponent."""
    return failure(bid, min(taken, bid - 1))


def revoke_taken(bid: int, taken: int, hand_over: bool, by_bidder: bool) -> int:
    """The tricks a revoke settles the bid at. Play stops once a revoke is proved (L1420), so
    the tricks won so far count only when the hand was played out: the bidder's revoke loses
    his bid and at least one trick more (O35: bid 8 is paid as 7 taken); an opponent's pays as
    if the bidder had made his bid (or what he took, played out) and three over-tricks (O77)."""
    if by_bidder:
        return min(taken, bid - 1) if hand_over else bid - 1
    return min(13, (max(taken, bid) if hand_over else bid) + 3)


def revoke_by_opponent(bid: int, taken: int) -> int:
    """An opponent's revoke: each opponent pays as if the bidder had succeeded with three
    over-tricks (bids up to nine; O77)."""
    if bid > 9:
        raise ValueError("the three over-tricks apply to bids of nine or fewer")
    return success(bid, min(13, max(taken, bid) + 3))


def misere_partout(tricks: list[int]) -> list[int]:
    """Settlement of misère partout in white counters per player (O41-O43).

    The player with most tricks alone pays each other the difference of tricks, in red;
    two tied for most each lose half of (4 x tricks - 13) red (O43, 35 white each for 5),
    paid to the others in proportion to what each would have received (the book gives
    only the totals; a remainder goes to the first); three tied pay the fourth 1 red each.
    """
    if sum(tricks) != 13 or len(tricks) != 4:
        raise ValueError("four players' tricks, summing to 13")
    top = max(tricks)
    losers = [i for i, t in enumerate(tricks) if t == top]
    out = [0] * 4
    if len(losers) == 1:
        a = losers[0]
        for i in range(4):
            if i != a:
                pay = (tricks[a] - tricks[i]) * 10
                out[i] += pay
                out[a] -= pay
        return out
    if len(losers) == 2:
        others = [i for i in range(4) if i not in losers]
        for a in losers:
            loss = (4 * tricks[a] - 13) * 10 // 2
            weights = [tricks[a] - tricks[i] for i in others]
            total = sum(weights) or 1
            paid = 0
            for k, i in enumerate(others):
                share = loss * weights[k] // total
                out[i] += share
                paid += share
            out[others[0]] += loss - paid
            out[a] -= loss
        return out
    if len(losers) == 3:
        winner = next(i for i in range(4) if i not in losers)
        for a in losers:
            out[a] -= 10
            out[winner] += 10
    return out


#: one pool holds at most 25 red counters (L1303)
POOL_LIMIT = 250


def pool_add(pools: list[int], amount: int, limit: int | None = POOL_LIMIT) -> list[int]:
    """The pools after ``amount`` white counters are put in: the last pool fills to ``limit``
    and the excess starts new pools (``limit`` None: one pool without limit)."""
    out = list(pools) or [0]
    if limit is None:
        out[-1] += amount
        return out
    while amount > 0:
        room = limit - out[-1]
        if room <= 0:
            out.append(0)
            continue
        put = min(room, amount)
        out[-1] += put
        amount -= put
    return [p for p in out if p] if any(out) else []


def pool_take(pools: list[int], limit: int | None = POOL_LIMIT) -> tuple[int, list[int]]:
    """What a winner takes and the pools left: the first pool holding the limit, or the only
    pool however small (L1469-1471); ``limit`` None takes everything."""
    if not pools:
        return 0, []
    if limit is None or len(pools) == 1:
        return sum(pools), []
    k = next((i for i, p in enumerate(pools) if p >= limit), 0)
    return pools[k], pools[:k] + pools[k + 1:]


def _divide(total: int, seats: list[int], first: int, n: int = 4) -> dict[int, int]:
    """``total`` counters divided equally among ``seats``; the remainder one each in seat
    order from ``first``."""
    if not seats:
        return {}
    share, rest = divmod(total, len(seats))
    out = {s: share for s in seats}
    for s in sorted(seats, key=lambda x: (x - first) % n)[:rest]:
        out[s] += 1
    return out


# ----- the playable deal -------------------------------------------------------------------
from dataclasses import dataclass  # noqa: E402
from typing import Any  # noqa: E402

from ...cards import ALL_CARDS, Card, parse_card  # noqa: E402
from ...core.match import Match  # noqa: E402
from ...core.actions import Action  # noqa: E402
from ...core.errors import DealNotOver, IllegalAction  # noqa: E402
from ...core.laws import LawBook, Ruling  # noqa: E402
from ...core.rules import Rules, option  # noqa: E402
from ...mechanics.tricks import (PLAY, SUIT_NAMES, TrickPlay, parse_suit, referee_call, sort_hands,  # noqa: E402
                                 trick_line)
from .lone import LoneBidderDeal, called_suit  # noqa: E402

BOSTON_LAWS = LawBook.of("Boston", "Foster 1914, 001 part 2 §11; seed 003 AW notes", [
    ("11.1", "deal", "Deal four, four and five from the left; no trump is turned; a card cut from the still pack fixes the preference suit, the other of its colour is the colour."),
    ("11.2", "bids", "Bids rise 5, 6, 7, little misère, 8, 9, grand misère, 10, 11, little spread, 12, grand spread, 13; a bid gives only the number of tricks; 'I keep' takes the same number in the colour over a plain bid, 'I keep over you' the same number in the preference over either; otherwise a higher number is needed."),
    ("11.3", "re-entry", "A player who has passed may come back only with a misère that outranks the bid."),
    ("11.4", "misere-partout", "If nobody bids, all play at no trumps to lose tricks; the one with most tricks pays."),
    ("11.5", "little-misere", "In a little misère or little spread every player first discards one card unseen; twelve tricks are played."),
    ("11.6", "payments", "Success and failure are paid by each opponent from the book's tables; misères 20, 40, 80, 160."),
    ("11.7", "pool", "Each puts 1 red into an empty pool; a pool holds at most 25 red; a successful bid of seven or more takes one pool; a bidder who plays out and fails doubles the first pool; misère partout leaves it alone.", "double the pool"),
    ("11.8", "i-pay", "Before the second trick the opponents may all say 'I pay': the bidder takes his bid without over-tricks, and a bid under seven leaves the pool alone."),
    ("11.9", "bidder-revoke", "A bidder's established revoke loses his bid and at least one trick more; he doubles the pool and pays 4 red into it; play stops.", "lose the bid by one trick, double the pool, 4 red"),
    ("11.10", "opponent-revoke", "An opponent's established revoke: each opponent pays the bidder as if he had won with three over-tricks; the revoker pays 4 red into the pool.", "three over-tricks from each, 4 red"),
    ("11.11", "partout-revoke", "A revoke in misère partout: the revoker pays 5 red to each other player and 4 red into the pool; the hands are abandoned.", "5 red to each, 4 red"),
    ("11.12", "misdeal", "A misdeal: the dealer pays 1 red into the pool and deals the same cards again.", "1 red"),
    ("11.13", "cards-in-error", "The lone player is not liable for exposed cards; an opponent's exposed card may be called; against a misère an opponent's lead or play out of turn or exposed card gives the bidder the pool and stakes, the offender paying 4 red to the pool; none of this in misère partout.", "pool and stakes, 4 red"),
    ("11.14", "game", "Twelve deals make a game; the pools left are then divided equally, or a thirteenth hand is played at no trumps and the winner of its last trick takes them."),
    ("11.15", "packs", "Two packs are used alternately; both are shuffled only at the start of the game; after a deal the pack is gathered as it lies, unplayed hands sorted into suits and sequences, and cut before its next deal."),
])

_MISERES = {"little-misere": 75, "grand-misere": 95, "little-spread": 115, "grand-spread": 125}
_CLASSES = ("plain", "colour", "preference")
_SAME_COLOUR = {0: 3, 3: 0, 1: 2, 2: 1}
_PAY, _PLAY_ON = Action("pay"), Action("play-on")
#: the overcalls at the current number (L1367-1372): "I keep" (the colour), "I keep over you" (the preference)
_KEEP, _KEEP_OVER = Action("keep"), Action("keep-over")
_SEAT_NAMES = ("seat 0", "seat 1", "seat 2", "seat 3")
#: the fines of the pool (white counters, §11 and seed 003 AW notes to laws 17, 30)
RED = 10
REVOKE_FINE = 4 * RED
MISDEAL_FINE = RED


def _names_a_suit(action: Action) -> bool:
    """``trump hearts`` and the like: a well-formed naming of a suit (refused, if at all, by
    the law on which suit a bid plays in; anything else is refused as not allowed now)."""
    if action.verb != "trump" or len(action.args) != 1:
        return False
    try:
        return parse_suit(action.args[0]) is not None
    except ValueError:
        return False


def bid_rank(action: Action) -> int:
    """Rank of a Boston bid for overcalling (higher wins)."""
    if action.verb in _MISERES:
        return _MISERES[action.verb]
    n = action.args[0]
    cls = action.args[1] if len(action.args) > 1 else "plain"
    return n * 10 + _CLASSES.index(cls)


class Ledger:
    """What one deal moves: ``side`` (player to player) and ``pool`` (what each seat put into
    the pools, less what it took), with the ``pools`` as they stand (``limit`` per pool, or
    None for one unlimited pool)."""

    __slots__ = ("side", "pool", "pools", "limit")

    def __init__(self, pools: list[int], limit: int | None):
        self.side = [0, 0, 0, 0]
        self.pool = [0, 0, 0, 0]
        self.pools = list(pools)
        self.limit = limit

    def pay(self, frm: int, to: int, amount: int) -> None:
        self.side[frm] -= amount
        self.side[to] += amount

    def put(self, seat: int, amount: int) -> None:
        if amount:
            self.pool[seat] += amount
            self.pools = pool_add(self.pools, amount, self.limit)

    def take(self, seats: list[int], first: int, everything: bool = False) -> int:
        """The winners ``seats`` take a pool (all of them with ``everything``), divided equally."""
        if everything:
            amount, self.pools = sum(self.pools), []
        else:
            amount, self.pools = pool_take(self.pools, self.limit)
        for s, share in _divide(amount, seats, first).items():
            self.pool[s] -= share
        return amount

    def double(self, seats: list[int], first: int) -> None:
        """``seats`` double the (first) pool between them."""
        amount = self.pools[0] if self.pools else 0
        for s, share in _divide(amount, seats, first).items():
            self.put(s, share)

    @property
    def outcome(self) -> list[int]:
        return [self.side[i] - self.pool[i] for i in range(4)]


@dataclass(frozen=True)
class BostonRules(Rules):
    """Options of Boston (defaults: Foster's English payment scale)."""

    scale: str = option("english", "payment tables: 'english' (over-tricks paid) or 'american' (flat)",
                        "001 part 2 §11 (O36-O39)", choices=("english", "american"))
    pool_end: str = option("divide", "after the twelfth deal the pools are 'divide'd equally, or a "
                           "thirteenth no-trump hand is played and its 'last-trick' winner takes them",
                           "001 part 2 §11 (L1473-1474)", choices=("divide", "last-trick"))
    referee_mode: bool = option(False, "accept a renounce in error from a physical table (a revoke, "
                                "then claimed through the referee)", "seed 003 AW laws 28-33, Boston notes")


def deal_packets(deck: list[Card], dealer: int, packets: tuple[int, ...]) -> list[list[Card]]:
    """Four hands dealt from ``deck`` in ``packets`` to each player in turn from the dealer's
    left, sorted (Boston 4, 4, 5; French Boston 4, 4, 4, 1)."""
    hands: list[list[Card]] = [[], [], [], []]
    i = 0
    for packet in packets:
        for k in range(4):
            hands[(dealer + 1 + k) % 4].extend(deck[i:i + packet])
            i += packet
    sort_hands(hands)
    return hands


class BostonState(LoneBidderDeal):
    """One deal of Boston. Actions: ``bid 6`` (the number only), ``keep`` ("I keep": the same
    number in the colour), ``keep-over`` ("I keep over you": the same number in the preference),
    ``little-misere``, ``grand-misere``, ``little-spread``, ``grand-spread``, ``pass``; then
    ``trump hearts`` (the winner of a trick bid names the suit his bid allows), ``discard 7C``
    (little misère and little spread: every player, eldest first), ``play QS``; after the
    first trick of a bid of 5-12 each opponent in turn ``pay`` or ``play-on`` (L1462-1466).

    Context: ``dealer``; ``pools`` (white counters in each pool, from the match; empty: each
    player puts 1 red in); ``final_hand`` (the thirteenth hand: no bidding, no trumps, the
    last trick takes the pools). Outcome in white counters, pools included (module docstring).
    Referee calls (:meth:`referee`): ``revoke``, ``correct-revoke``, ``misdeal``,
    ``exposed-card``, ``call-card``, ``lead-out-of-turn``, ``play-out-of-turn``.
    """

    rules_cls = BostonRules
    unit = "white counters"
    pool_limit: int | None = POOL_LIMIT
    laws_book = BOSTON_LAWS
    #: the fine paid into the pool for a revoke, or by the offender against a misère (4 red)
    revoke_fine = REVOKE_FINE
    #: whether the context's ``final_hand`` (the thirteenth no-trump hand, L1474) is played
    thirteenth_hand = True
    #: whether the two packs are carried unshuffled from deal to deal (Boston: law 11.15); the
    #: subclasses shuffle every deal
    carries_packs = True

    def __init__(self, num_players: int = 4, rules: BostonRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.dealer = int(self.context.get("dealer", 3)) % 4
        self.cut: int | None = None
        self._hands = self._deal(self._take_pack())
        self._take_still_pack()
        self.dealt = [list(h) for h in self._hands]
        self.eldest = (self.dealer + 1) % 4
        self.phase = "bidding"
        self.turn = self.eldest
        self.passed: set[int] = set()
        self.bid: Action | None = None
        self.bidder: int | None = None
        self.acceptor: int | None = None
        self.trump: int | None = None
        self.discards: list[Card | None] = [None] * 4
        self.tp: TrickPlay | None = None
        self.stopped = False
        self._npass = 0
        self._pool_setup()
        self.final = self.thirteenth_hand and bool(self.context.get("final_hand"))
        if self.final:                                # the thirteenth hand (L1474)
            self._start_play()

    # ----- the two packs (law 11.15, L1316-1324) -------------------------------------------
    def _take_pack(self) -> list[Card]:
        """The order this deal is dealt from: the carried pack (``context["pack"]``, gathered
        after its last deal), cut once (4 to 48 cards lifted, the cut drawn by the shuffler), or
        a freshly shuffled pack when none is carried (the start of the game)."""
        carried = self.context.get("pack") if self.carries_packs else None
        if carried is not None and len(carried) == 52:
            from ...core.chance import unseal
            order = unseal(carried, ALL_CARDS)
            self.cut = 4 + self.shuffler.randint(45)
            return order[self.cut:] + order[:self.cut]
        self.context.pop("pack", None)
        return self.shuffler.shuffle(ALL_CARDS)

    def _take_still_pack(self) -> None:
        """The other pack, which the next deal is dealt from: carried in ``context["still_pack"]``
        or, at the start of the game, shuffled once here. Nobody sees it in this deal (the
        preference card is drawn by the shuffler, see :meth:`_deal`). Only in a game of
        Boston (``context["two_packs"]``, set by :class:`BostonMatch`); a deal on its own is
        dealt from one pack."""
        self.still: list[Card] | None = None
        if not (self.carries_packs and self.context.get("two_packs")):
            return
        carried = self.context.get("still_pack")
        if carried is not None and len(carried) == 52:
            from ...core.chance import unseal
            self.still = unseal(carried, ALL_CARDS)
            self._still_from = "context/still_pack"
        else:
            self.context.pop("still_pack", None)
            self.still = self.shuffler.shuffle(ALL_CARDS)
            self._still_from = self.shuffler.last_order

    def live_pack(self) -> dict[str, list[tuple[int, int]]]:
        """The still pack, dealt next deal and unseen in this one: all 52 positions."""
        if self.still is None:
            return {}
        return {self._still_from: [(0, 52)]}

    def gathered_pack(self, shuffler=None) -> list[Card]:
        """The pack as it is gathered after the deal, never shuffled (law 11.15, L1326-1327).

        The tricks in the order they were played, then the cards left unplayed when the hand
        stopped early ("I pay", a misère's trick), then the little-misère discards. The book
        does not say how unplayed cards go in; our choice: they are gathered a card from each
        player in turn from eldest, as the tricks are, each player's in the order he held
        them, which nobody else saw (drawn from ``shuffler``; without one, sorted). A hand
        dealt but not played (a misdeal) is sorted into suits and sequences by each player,
        as the book says, and dealt again."""
        order = [(self.eldest + k) % 4 for k in range(4)]

        def sort(cards):                 # by suits, each a sequence from its lowest card up
            return sorted(cards, key=lambda c: (c & 3, c >> 2))

        if self.void or self.tp is None:
            hands = self.dealt if self.void else self._hands
            out = [c for s in order for c in sort(hands[s])]
        else:
            out = [c for _leader, cards, _w in self.tp.quitted for c in cards]
            out += list(self.tp.trick)
            left = [sort(self.tp.hands[s]) for s in order]
            if shuffler is not None:
                left = [shuffler.shuffle(h) if len(h) > 1 else h for h in left]
            for k in range(max(map(len, left))):
                out += [h[k] for h in left if k < len(h)]
        if not self.void:
            out += [d for s in order for d in [self.discards[s]] if d is not None]
        return out

    def _deal(self, deck: list[Card]) -> list[list[Card]]:
        """The hands (4, 4, 5 from the left); then a card cut from the still pack fixes the
        preference suit, the other of its colour being the colour (law 11.1)."""
        hands = deal_packets(deck, self.dealer, (4, 4, 5))
        self.preference = self.shuffler.randint(52) & 3
        self.colour = _SAME_COLOUR[self.preference]
        return hands

    # ----- pool and referee bookkeeping (shared by the Boston family) -----------------------
    def _pool_setup(self) -> None:
        self.pools_in: list[int] = [int(p) for p in self.context.get("pools", ())]
        self.stake = self._opening_stake()
        self.pay_asked: list[int] = []
        self.paid_off = False
        self.fines: list[tuple[int, int]] = []
        self.ended: tuple[str, int] | None = None
        self.void = False
        self.final = False
        self.rulings: list[Ruling] = []

    def _opening_stake(self) -> list[int]:
        """What each seat puts into the pool as the deal starts: 1 red each into an empty pool."""
        return [0] * 4 if sum(self.pools_in) else [RED] * 4

    def _ledger(self) -> Ledger:
        led = Ledger(self.pools_in, self.pool_limit)
        for s in range(4):
            led.put(s, self.stake[s])
        if not self.void:
            self._settle(led)
        for s, amount in self.fines:
            led.put(s, amount)
        return led

    def pools_after(self) -> list[int]:
        """The pools the next deal starts with (white counters)."""
        return self._ledger().pools

    def payments(self) -> list[int]:
        """The player-to-player settlement alone (no pool)."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        return self._ledger().side

    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        return self._ledger().outcome

    def house_take(self) -> int:
        """Counters put into the pools in this deal, less those taken out."""
        if self.phase != "over":
            return 0
        return sum(self._ledger().pool)

    def _side(self, seat: int) -> set[int]:
        """The seats playing together with ``seat`` (the bidder and his acceptor)."""
        if self.bidder is None:
            return {seat}
        bidders = {self.bidder} if self.acceptor is None else {self.bidder, self.acceptor}
        return bidders if seat in bidders else {s for s in range(4) if s not in bidders}

    def _opponents(self) -> list[int]:
        return [(self.bidder + k) % 4 for k in (1, 2, 3) if (self.bidder + k) % 4 != self.acceptor]

    # ----- bidding -----------------------------------------------------------------------
    def _rank(self) -> int:
        return -1 if self.bid is None else bid_rank(self.bid)

    def _keep_class(self) -> str | None:
        """The class of the current trick bid ("plain", "colour", "preference"), or None."""
        if self.bid is None or self.bid.verb != "bid":
            return None
        return self.bid.args[1] if len(self.bid.args) > 1 else "plain"

    def _bids(self, seat: int) -> list[Action]:
        """Law 11.2 (L1365-1372): a bid states only the number (``bid 6``); the same number is
        overcalled in the colour by ``keep`` (over a plain bid) and in the preference by
        ``keep-over`` (over a plain or a colour bid); a passed player may re-enter only with a
        misère (11.3)."""
        r = self._rank()
        acts = [Action("pass")]
        if seat not in self.passed:
            cls = self._keep_class()
            if cls == "plain":
                acts.append(_KEEP)
            if cls in ("plain", "colour"):
                acts.append(_KEEP_OVER)
            acts.extend(Action("bid", (n,)) for n in range(5, 14) if n * 10 > r)
        acts.extend(Action(m) for m, v in _MISERES.items() if v > r)
        return acts

    @property
    def to_act(self) -> int | None:
        if self.phase == "bidding":
            return self.turn
        if self.phase == "trump":
            return self.bidder
        if self.phase == "discard":
            return next(s for k in range(4) for s in [(self.eldest + k) % 4] if self.discards[s] is None)
        if self.phase == "play":
            return self.tp.turn
        if self.phase == "pay":
            return self.pay_asked[0]
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "bidding":
            return self._bids(self.turn)
        if self.phase == "trump":
            return [Action("trump", (SUIT_NAMES[s],)) for s in self._trump_choices()]
        if self.phase == "discard":
            return [Action("discard", (c,)) for c in self._hands[self.to_act]]
        if self.phase == "play":
            return [PLAY[c] for c in self.tp.legal()]
        if self.phase == "pay":
            return [_PLAY_ON, _PAY]
        return []

    def _trump_choices(self) -> list[int]:
        cls = self.bid.args[1] if len(self.bid.args) > 1 else "plain"
        if cls == "preference":
            return [self.preference]
        if cls == "colour":
            return [self.colour]
        return [0, 1, 2, 3]

    def _check_play(self, action: Action, law: str) -> None:
        """Refuse an illegal card, except a renounce in error under ``referee_mode``."""
        tp = self.tp
        if getattr(self.rules, "referee_mode", False) and action.verb == "play" and len(action.args) == 1:
            c = action.args[0]
            if isinstance(c, Card) and c in tp.hands[tp.turn] and tp.is_revoke(tp.turn, c):
                return
        tp.check_play(action, law)

    def _check_pay(self, action: Action) -> None:
        if action not in (_PAY, _PLAY_ON):
            raise IllegalAction(f"{action}: each opponent says 'pay' or 'play-on' before the second "
                                "trick", BOSTON_LAWS.cite("11.8"))

    # ----- malformed calls ---------------------------------------------------------------
    def _all_calls(self) -> list[Action]:
        """Every call of the bidding, open now or not (a call outside it is malformed)."""
        acts = [Action("pass"), _KEEP, _KEEP_OVER]
        acts.extend(Action("bid", (n,)) for n in range(5, 14))
        acts.extend(Action(m) for m in _MISERES)
        return acts

    def _malformed_call(self, action: Action) -> str | None:
        """Why ``action`` is no call of the bidding at all (an unknown word, a card play,
        words after ``pass``, a number of tricks or a suit out of range), or None if it is a
        call of this game; no law forbids such input, so none is cited."""
        calls = self._all_calls()
        if action in calls:
            return None
        verbs = list(dict.fromkeys(a.verb for a in calls))
        v, args = action.verb, action.args
        if (v == "bid" and len(args) == 2 and type(args[0]) is int and 5 <= args[0] <= 13
                and _KEEP in calls and str(args[1]) in ("colour", "color", "preference")):
            return (f"'{action}' is not a call: a bid gives only the number of tricks; say 'keep' for the "
                    "same number in the colour, 'keep-over' for it in the preference (law 11.2)")
        if v in ("play", "discard", "trump", "call", "alone", "accept", "pay", "play-on") and v not in verbs:
            return f"'{action}' is not a call: the bidding is not over (calls: {', '.join(verbs)})"
        if v not in verbs:
            return f"'{action}' is not a call (calls: {', '.join(verbs)})"
        same = [a for a in calls if a.verb == v]
        if not any(a.args for a in same):
            return f"'{action}' is not a call: '{v}' takes nothing after it"
        levels = sorted({a.args[0] for a in same if a.args and type(a.args[0]) is int})
        words = list(dict.fromkeys(a.args[-1] for a in same if a.args and type(a.args[-1]) is str))
        if levels and (not args or type(args[0]) is not int):
            return f"'{action}' is not a call: say the number of tricks, e.g. '{same[-1]}'"
        if levels and args[0] not in levels:
            lv = (f"{levels[0]} to {levels[-1]}" if levels == list(range(levels[0], levels[-1] + 1))
                  else ", ".join(map(str, levels[:-1])) + f" or {levels[-1]}")
            return f"'{action}' is not a call: a bid is of {lv} tricks, not {args[0]}"
        rest = [a for a in args if type(a) is not int]
        if words and rest and str(rest[0]) not in words:
            return f"'{action}' is not a call: {str(rest[0])!r} is not one of {', '.join(words)}"
        return f"'{action}' is not a call (e.g. '{same[0]}', '{same[-1]}')"

    #: the law a renounce breaks in the play (Boston follows the American laws of whist)
    PLAY_LAW = "seed 003, American laws of whist, law 28"

    def _bid_refusal(self, action: Action) -> tuple[str, str]:
        """(reason, law) for a well-formed call that is not open now."""
        if self.turn in self.passed and action.verb not in _MISERES:
            return ("you have passed: only a misère that outranks the bid may re-enter",
                    BOSTON_LAWS.cite("11.3"))
        if action == _KEEP:
            return ("'keep' takes the bid's number in the colour, only over a plain number bid",
                    BOSTON_LAWS.cite("11.2"))
        if action == _KEEP_OVER:
            return ("'keep-over' takes the bid's number in the preference, only over a plain or a colour "
                    "number bid", BOSTON_LAWS.cite("11.2"))
        return (f"{action} does not outrank the bid, or you have passed (only a misère may "
                "re-enter)", BOSTON_LAWS.cite("11.3"))

    def _trump_refusal(self) -> tuple[str, str]:
        """(reason, law) for naming a suit the bid does not allow."""
        return ("a colour bid plays the colour, a preference bid the preference suit",
                BOSTON_LAWS.cite("11.2"))

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            self._check_play(action, self.PLAY_LAW)
            return
        if self.phase == "pay":
            self._check_pay(action)
            return
        if not self._is_legal(action):
            if self.phase == "bidding":
                why = self._malformed_call(action)     # only for a refused call: off the hot path
                raise IllegalAction(why) if why else IllegalAction(*self._bid_refusal(action))
            if self.phase == "trump" and _names_a_suit(action):
                raise IllegalAction(*self._trump_refusal())
            super()._check(action)

    def _apply_pay(self, action: Action) -> None:
        if action.verb == "play-on":
            self.pay_asked = []
            self.phase = "play"
            return
        self.pay_asked.pop(0)
        if not self.pay_asked:
            self.paid_off = True
            self.phase = "over"

    def _apply(self, action: Action) -> None:
        if self.phase == "play":
            self._play(action.args[0])
            return
        if self.phase == "pay":
            self._apply_pay(action)
            return
        if self.phase == "trump":
            self.trump = parse_suit(action.args[0])
            self._start_play()
            return
        if self.phase == "discard":
            seat = self.to_act
            self._hands[seat].remove(action.args[0])
            self.discards[seat] = action.args[0]
            if all(d is not None for d in self.discards):
                self._start_play()
            return
        seat = self.turn
        if action.verb == "pass":
            self.passed.add(seat)
            self._npass += 1
        else:
            if action.verb in ("keep", "keep-over"):   # the same number, in the colour / preference
                action = Action("bid", (self.bid.args[0], "colour" if action.verb == "keep" else "preference"))
            self.bid, self.bidder = action, seat
            self._npass = 0
        if self._npass == (4 if self.bid is None else 3):
            self._close()
        else:
            self.turn = (seat + 1) % 4

    def _next_speaker(self, seat: int, eligible) -> None:
        """Pass the bidding to the next seat after ``seat`` that ``eligible`` allows, or close it."""
        for k in (1, 2, 3):
            s = (seat + k) % 4
            if eligible(s):
                self.turn = s
                return
        self._close()

    def _close(self) -> None:
        if self.bid is None:                         # misère partout
            self._start_play()
            return
        v = self.bid.verb
        if v in ("little-misere", "little-spread"):
            self.phase = "discard"
        elif v in _MISERES:
            self._start_play()
        else:
            self.phase = "trump"

    def _trick_play(self) -> TrickPlay:
        return TrickPlay(self._hands, self.trump, self.eldest)

    def _start_play(self) -> None:
        self.tp = self._trick_play()
        self.phase = "play"
        self._bid_end = len(self.history) + (0 if self.final else 1)   # the action being applied

    def _may_pay(self) -> bool:
        """Whether the opponents are asked 'pay or play on' now: after the first trick of a trick
        bid of 5 to 12 (L1462-1466)."""
        return (len(self.tp.quitted) == 1 and self.bid is not None and self.bid.verb == "bid"
                and self.bid.args[0] <= 12)

    def _after_trick(self) -> None:
        if self.tp.over:
            self.phase = "over"
        elif self._may_pay():
            self.pay_asked = self._opponents()
            self.phase = "pay"

    def _nullo(self) -> bool:
        return self.bid is not None and self.bid.verb in _MISERES

    def _grand_slam(self) -> bool:
        return self.bid is not None and self.bid.verb == "bid" and self.bid.args[0] == 13

    def _play(self, card: Card) -> None:
        w = self.tp.play(card)
        if w is None:
            return
        if self._lone_trick_stops(w):                 # a misère's trick or a slam's loss (§11)
            self.stopped = True
            self.phase = "over"
            return
        self._after_trick()

    def clone(self) -> "BostonState":
        s = self._clone_base()
        s.discards = self.discards[:]
        s.pay_asked = self.pay_asked[:]
        s.fines = self.fines[:]
        s.rulings = self.rulings[:]
        return s

    # ----- settlement ----------------------------------------------------------------------
    def _honours(self, seats: list[int]) -> int:
        """Trump honours (A K Q J) dealt to ``seats`` together, counted only when three or four
        (the Fontainebleau and French forms; Boston counts none)."""
        top = {Card((r - 2) * 4 + self.trump) for r in (14, 13, 12, 11)}
        n = sum(1 for s in seats for c in self.dealt[s] if c in top)
        return n if n >= 3 else 0

    def _won(self) -> list[int]:
        """Tricks won per seat (none before the play, e.g. a deal stopped during the discards)."""
        return self.tp.won if self.tp is not None else [0, 0, 0, 0]

    def _settle(self, led: Ledger) -> None:
        """Book the deal's settlement (side payments and pool moves) into ``led``."""
        first = self.eldest
        if self.final:                                # the thirteenth hand: last trick takes all
            led.take([self.tp.quitted[-1][2]], first, everything=True)
            return
        ended = self.ended
        if self.bid is None:
            if ended is not None:                     # revoke in misère partout (11.11)
                off = ended[1]
                for o in range(4):
                    if o != off:
                        led.pay(off, o, 5 * RED)
                return
            for s, v in enumerate(misere_partout(self.tp.won)):
                led.side[s] += v
            return
        b, v, won = self.bidder, self.bid.verb, self._won()
        scale = self.rules.scale
        if v in _MISERES:
            ok = won[b] == 0
            if ended is not None:
                ok = ended[1] != b
            per = MISERE[v] if ok else -MISERE[v]
        else:
            n, taken = self.bid.args[0], won[b]
            if ended is not None:                               # 11.9 (O35), 11.10 (O77)
                taken = revoke_taken(n, taken, self.tp.over, ended[1] == b)
            elif self.paid_off:
                taken = n
            elif self.stopped:
                taken = min(taken, n - 1)
            per = success(n, taken, scale) if taken >= n else -failure(n, taken, scale)
            ok = per > 0
        for o in range(4):
            if o != b:
                led.pay(o, b, per)
        if ended is not None and ended[0] == "revoke" and ended[1] != b:
            return                                    # the pool cannot be his (L1424-1425)
        if ok:
            if not self.paid_off or v in _MISERES or self.bid.args[0] >= 7:
                led.take([b], first)
        else:
            led.double([b], first)

    # ----- the referee ---------------------------------------------------------------------
    def referee_calls(self) -> list[str]:
        return ["revoke", "correct-revoke", "misdeal", "exposed-card", "call-card", "lead-out-of-turn",
                "play-out-of-turn"]

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        """Settle an irregularity reported at a physical table (``seat``: who claims or commits
        it, as each call says); returns the ruling (also in ``self.rulings``).

        ``revoke`` (claimant ``seat``: an established revoke by the other side is found in the
        tricks; play stops and the deal settles by law 11.9, 11.10 or 11.11); ``correct-revoke``
        (``seat`` corrects his renounce in time: the card is exposed unless he is the lone
        player and nobody has played after him); ``misdeal`` (``seat`` the dealer, before the
        bidding: 1 red to the pool, the deal is void and the same dealer deals again);
        ``exposed-card`` (``seat`` exposed ``card``); ``call-card`` (``seat`` calls ``card``
        exposed by ``target``); ``lead-out-of-turn`` / ``play-out-of-turn`` (``seat`` led or
        played out of turn; against a misère the bidder takes pool and stakes). Raises
        IllegalAction, the state unchanged, when the call does not fit."""
        if seat is None:
            raise IllegalAction("say which seat makes or commits the irregularity")
        if self.phase == "over" and call != "revoke":
            raise IllegalAction("the hand is over")
        return referee_call(self, seat, call, details, _SEAT_NAMES)

    def _law(self, number: str) -> str:
        try:
            return self.laws_book.cite(number)
        except KeyError:
            return BOSTON_LAWS.cite(number)

    def _misere(self) -> bool:
        return self.bid is not None and self.bid.verb not in ("bid", "slam", "spread-slam", "demande")

    def _stop(self, kind: str, offender: int, fine: int) -> None:
        self.ended = (kind, offender)
        if fine:
            self.fines.append((offender, fine))
        self.phase = "over"

    def _misere_penalty(self, seat: int, what: str) -> Ruling:
        self._stop("misere-penalty", seat, self.revoke_fine)
        return Ruling(law=self._law("11.13"), penalty="the misère bidder takes pool and stakes"
                + (f"; {_SEAT_NAMES[seat]} pays 4 red to the pool" if self.revoke_fine else ""), detail=what)

    def _revoke_penalty(self, off: int) -> tuple[str, str]:
        """The law and the penalty, in words, of an established revoke by ``off``."""
        if self.bid is None:
            return "11.11", "5 red to each other player and 4 red to the pool"
        if off in self._side(self.bidder):
            return "11.9", "the bid is lost by one trick more; the pool is doubled and 4 red paid in"
        return "11.10", ("each opponent pays as if the bid had been won with three over-tricks; "
                         "the revoker pays 4 red to the pool")

    def _ref_revoke(self, seat: int) -> Ruling:
        if self.tp is None:
            raise IllegalAction("no card has been played", self._law("11.9"))
        mine = self._side(seat)
        for r in self.tp.revokes:
            if r.seat not in mine and r.established and not r.corrected:
                off = r.seat
                law, what = self._revoke_penalty(off)
                self._stop("revoke", off, self.revoke_fine)
                return Ruling(law=self._law(law), penalty=what, effect={"revoke": r.to_dict()})
        if any(r.seat not in mine and not r.established for r in self.tp.revokes):
            raise IllegalAction("that renounce is not yet established and may still be corrected",
                                "seed 003, American laws of whist, law 28")
        raise IllegalAction("no established revoke by the other side is found in the tricks",
                            "seed 003, American laws of whist, law 32")

    def _ref_correct_revoke(self, seat: int) -> Ruling:
        if self.tp is None:
            raise IllegalAction("no card has been played")
        for r in self.tp.revokes:
            if r.seat == seat and not r.established and not r.corrected:
                back = self.tp.correct_revoke(r)
                lone = seat == self.bidder and self.acceptor is None
                if lone and not back:                 # the lone player: no penalty (AW 29 note)
                    self.tp.unexpose(seat, r.card)
                    return Ruling(law="seed 003, American laws of whist, law 29 (Boston)", penalty="none")
                return Ruling(law="seed 003, American laws of whist, law 29 (Boston)", penalty=f"{Card(r.card)} is exposed and liable to be called", detail="taken back: " + (" ".join(str(Card(c)) for c in back) or "none"))
        raise IllegalAction("there is no renounce of that player that can still be corrected",
                            "seed 003, American laws of whist, law 28")

    def _ref_misdeal(self, seat: int) -> Ruling:
        if seat != self.dealer or self.tp is not None or self.history:
            raise IllegalAction("a misdeal is claimed against the dealer before the bidding",
                                self._law("11.12"))
        self.void = True
        self.fines.append((seat, MISDEAL_FINE))
        self.phase = "over"
        return Ruling(law=self._law("11.12"), penalty="1 red to the pool; the same dealer deals again")

    def _held(self, seat: int, card: Any) -> Card:
        try:
            c = card if isinstance(card, Card) else parse_card(str(card))
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        if self.tp is None or c not in self.tp.hands[seat]:
            raise IllegalAction(f"{_SEAT_NAMES[seat]} does not hold {card} in play")
        return c

    def _ref_exposed_card(self, seat: int, card: Any = None) -> Ruling:
        c = self._held(seat, card)
        law = self._law("11.13")
        if self.bid is None:
            return Ruling(law=law, penalty="none (misère partout)")
        if seat == self.bidder and self.acceptor is None:
            return Ruling(law=law, penalty="none: the lone player is not liable for exposed cards")
        if self._misere() and seat not in self._side(self.bidder):
            return self._misere_penalty(seat, f"{c} exposed")
        self.tp.expose(seat, c)
        return Ruling(law=law, penalty=f"{c} is exposed and liable to be called")

    def _ref_call_card(self, seat: int, target: int = -1, card: Any = None) -> Ruling:
        if not 0 <= target < 4 or target in self._side(seat):
            raise IllegalAction("a card is called by an adversary of its holder", self._law("11.13"))
        c = self._held(target, card)
        if c not in self.tp.exposed[target]:
            raise IllegalAction(f"{c} is not an exposed card", self._law("11.13"))
        self.tp.called[target] = c
        return Ruling(law=self._law("11.13"), penalty=f"{_SEAT_NAMES[target]} must play {c} when he lawfully can")

    def _ref_lead_out_of_turn(self, seat: int, card: Any = None, suit: Any = None) -> Ruling:
        """A lead out of turn by ``seat``. Against a misère (or, in a little spread, a lead before
        all have discarded) the bidder takes pool and stakes (11.13); by an opponent of a lone
        bidder who has not played: with ``suit`` the bidder calls that suit from the player whose
        lead it was, otherwise ``card`` is claimed as exposed (AW 24, Boston note)."""
        tp = self.tp
        law = "seed 003, American laws of whist, law 24 (Boston)"
        if (self.phase == "discard" and self.bid.verb == "little-spread" and seat != self.bidder):
            return self._misere_penalty(seat, "a lead before all had discarded")
        if tp is None or tp.trick or tp.turn == seat:
            raise IllegalAction("that was not a lead out of turn", "seed 003, American laws of whist, law 24")
        if self.bid is None:
            return Ruling(law=self._law("11.13"), penalty="none (misère partout)")
        if self._misere() and seat not in self._side(self.bidder):
            return self._misere_penalty(seat, "lead out of turn")
        if seat in self._side(self.bidder):
            return Ruling(law=law, penalty="none: no remedy against the bidder's side")
        if suit is not None:
            s = called_suit(suit, law)
            tp.suit_called[tp.turn] = s
            return Ruling(law=law, penalty=f"{_SEAT_NAMES[tp.turn]} must lead {SUIT_NAMES[s]} if he can; "
                    "the card led in error is taken back")
        c = self._held(seat, card)
        tp.expose(seat, c)
        return Ruling(law=law, penalty=f"{c} is claimed as an exposed card, liable to be called")

    def _ref_play_out_of_turn(self, seat: int) -> Ruling:
        tp = self.tp
        if tp is None or tp.turn == seat or not tp.trick:
            raise IllegalAction("that was not a play out of turn", "seed 003, American laws of whist, law 26")
        if self._misere() and seat not in self._side(self.bidder):
            return self._misere_penalty(seat, "play out of turn")
        raise IllegalAction("out of a misère, the bidder's remedy (highest or lowest, win or lose the "
                            "trick) is applied at the table; the engine referees it only against a misère",
                            "seed 003, American laws of whist, law 26 (Boston)")

    # ----- views -------------------------------------------------------------------------
    def _shown(self) -> bool:
        """The bidder's hand lies face up once a spread is played (§11)."""
        return self.bid is not None and self.bid.verb in ("little-spread", "grand-spread") and self.tp is not None

    def _set_aside(self, seat: int) -> tuple[Card, ...]:
        d = self.discards[seat]
        return () if d is None else (d,)

    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"hand {i}": list(self._hand(i)) for i in range(4)}
        out["discards"] = [d for d in self.discards if d is not None]
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "boston", "phase": self.phase, "seat": seat, "dealer": self.dealer,
            "preference": SUIT_NAMES[self.preference], "colour": SUIT_NAMES[self.colour],
            "hand": [str(c) for c in self._hand(seat)] if seat is not None else None,
            "my_discard": str(self.discards[seat]) if seat is not None and self.discards[seat] is not None else None,
            "bids": [[s, str(a)] for s, a in self.history[:self._bid_end if self.tp is not None else None]
                     if a.verb not in ("discard", "trump")],
            "bid": None if self.bid is None else str(self.bid), "bidder": self.bidder,
            "bid_tricks": self.bid.args[0] if self.bid is not None and self.bid.verb == "bid" else None,
            "trump": None if self.trump is None else SUIT_NAMES[self.trump], "to_act": self.to_act,
            "pools": pool_add(self.pools_in, sum(self.stake), self.pool_limit) if any(self.stake) else list(self.pools_in),
        }
        if self.tp is not None:
            tp = self.tp
            v["trick"] = [[(tp.leader + i) % 4, str(c)] for i, c in enumerate(tp.trick)]
            v["tricks"] = list(tp.won)
            if self._shown():
                v["spread_hand"] = [str(c) for c in tp.hands[self.bidder]]
            if any(tp.exposed):
                v["exposed"] = {s: [str(c) for c in e] for s, e in enumerate(tp.exposed) if e}
        if self.phase == "over":
            v["outcome"] = self.outcome()
            v["pools_after"] = self.pools_after()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        return cls._render_deal(
            view, f"Boston - dealer {view['dealer']} - preference {view['preference']}, colour {view['colour']}")

    @staticmethod
    def _render_deal(view: dict[str, Any], header: str, unit: str = "white counters") -> str:
        """A Boston-family view as text under its ``header`` line (shared by the Boston variants;
        the partner who accepted a proposal is shown where the view names one)."""
        def per_seat(values) -> str:
            return ", ".join(f"seat {i}: {v}" for i, v in enumerate(values))

        def pools(values) -> str:
            return ", ".join(map(str, values or [])) or "empty"
        lines = [header + f" - pools {pools(view.get('pools'))}",
                 "Bids: " + (", ".join(f"{s}: {a}" for s, a in view["bids"]) or "(none)")]
        if view["bid"]:
            lines.append(f"Contract: {view['bid']} by seat {view['bidder']}"
                         + (f" with seat {view['acceptor']}" if view.get("acceptor") is not None else "")
                         + (f", trumps {view['trump']}" if view["trump"] else ""))
        if view.get("hand") is not None:
            lines.append(f"Your hand (seat {view['seat']}): " + " ".join(view["hand"]))
        if view.get("spread_hand"):
            lines.append("Spread: " + " ".join(view["spread_hand"]))
        if "trick" in view:
            lines.append(trick_line(view["trick"]) + f"   tricks {per_seat(view['tricks'])}")
        if view.get("outcome"):
            lines.append(f"Settlement ({unit}, pools included): {per_seat(view['outcome'])}; pools after "
                         f"{pools(view.get('pools_after'))}")
        elif view.get("to_act") is not None:
            lines.append(f"seat {view['to_act']} to act")
        return "\n".join(lines)


class BostonMatch(Match):
    """A game of Boston: twelve deals (§11), the deal passing to the left (a misdeal: the same
    dealer again), the pools carried in ``context["pools"]``; after the twelfth deal the
    pools are divided equally (``division``, added to ``totals``) or, under ``pool_end`` =
    "last-trick", a thirteenth hand at no trumps gives them to the winner of its last trick.

    Conservation: at every point ``sum(totals) + sum(context["pools"]) == 0``."""

    deals_in_game = 12

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        if "dealer" not in (kwargs.get("context") or {}):
            self.context["dealer"] = 3
        self.context.setdefault("pools", [])
        if getattr(self.game.state_cls, "carries_packs", False):
            self.context.setdefault("two_packs", True)     # law 11.15: two packs, alternately
        self.context["last_deal"] = self.context["deal_number"] >= self.deals_in_game
        self.division: dict[int, int] | None = None
        self.over = False

    def carry(self, state: "BostonState") -> dict[str, Any]:
        ctx = dict(self.context)
        ctx["pools"] = state.pools_after()
        if state.still is not None:                   # law 11.15: the packs go on unshuffled
            gathered = [str(c) for c in state.gathered_pack(self.shuffler)]
            if state.void:                            # the same pack again, the still one waits
                ctx["pack"], ctx["still_pack"] = gathered, [str(c) for c in state.still]
            else:                                     # the packs are used alternately
                ctx["pack"], ctx["still_pack"] = [str(c) for c in state.still], gathered
        if state.void:                                # misdeal: the same dealer deals again
            return ctx
        ctx["dealer"] = (state.dealer + 1) % self.num_players
        ctx["deal_number"] = n = ctx.get("deal_number", 1) + 1
        ctx["last_deal"] = n == self.deals_in_game
        if ctx.pop("final_hand", False):
            self.over = True
        elif n > self.deals_in_game:
            self._end_of_game(ctx)
        return ctx

    def _end_of_game(self, ctx: dict[str, Any]) -> None:
        if getattr(self.rules, "pool_end", "divide") == "last-trick" and sum(ctx["pools"]):
            ctx["final_hand"] = True
            return
        self._divide_pools(ctx)

    def _divide_pools(self, ctx: dict[str, Any]) -> None:
        shares = _divide(sum(ctx["pools"]), list(range(self.num_players)), (ctx["dealer"]) % self.num_players)
        for s, v in shares.items():
            self.totals[s] += v
        self.division = shares
        ctx["pools"] = []
        self.over = True

    @property
    def is_over(self) -> bool:
        return self.over


class BostonBot:
    """A plain Boston-family player (Boston, Boston de Fontainebleau, Russian Boston): it counts
    its playing tricks for each suit as trumps (every trump beyond three, aces and guarded kings
    elsewhere, the top trumps) and bids the lowest number it can make in its best suit (in
    Boston the class the suit allows: preference, colour or plain); goes alone; names its
    longest suit; against a bid it plays on when it holds two trumps, else pays; discards its
    highest card; plays the cards as the whist bot does."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int | None = None, game: Any = None):
        from .bots import WhistBot
        self.seat = seat
        self._player = WhistBot(seat, seed, game)

    @staticmethod
    def _tricks(hand: list[Card], trump: int) -> int:
        n = 0
        for s in range(4):
            cards = sorted((c for c in hand if c & 3 == s), reverse=True)
            ranks = [(c >> 2) + 2 for c in cards]
            if s == trump:
                n += max(0, len(cards) - 3) + sum(1 for r in ranks[:3] if r >= 12)
            else:
                n += (14 in ranks) + (13 in ranks and len(cards) >= 2)
        return n

    def choose(self, view: dict[str, Any], legal):
        phase = view["phase"]
        if phase == "play":
            return self._player.choose(view, legal)
        hand = [parse_card(c) for c in view.get("hand") or []]
        if phase == "bidding":
            best = max(range(4), key=lambda s: (self._tricks(hand, s), s))
            n = self._tricks(hand, best)
            if "preference" in view:                  # Boston: the suit's class
                cls = ("preference" if best == parse_suit(view["preference"]) else
                       "colour" if best == parse_suit(view["colour"]) else None)
                cur = view.get("bid_tricks")
                want = []
                for k in range(5, n + 1):
                    if k == cur and cls is not None:   # the same number in its class (law 11.2)
                        want.append(Action("keep-over" if cls == "preference" else "keep"))
                    want.append(Action("bid", (k,)))
            else:
                want = [Action("bid", (k, SUIT_NAMES[best])) for k in range(5, min(n, 12) + 1)]
            for a in want:
                if a in legal:
                    return a
            return Action("pass")
        if phase == "trump":
            return max(legal, key=lambda a: sum(1 for c in hand if c & 3 == parse_suit(a.args[0])))
        if phase == "call":
            return Action("alone")
        if phase == "pay":
            trump = parse_suit(view["trump"]) if view.get("trump") else None
            return Action("play-on") if sum(1 for c in hand if c & 3 == trump) >= 2 else Action("pay")
        if phase == "discard":
            return max(legal, key=lambda a: a.args[0] >> 2)
        return Action("pass") if Action("pass") in legal else legal[0]
