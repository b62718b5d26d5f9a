"""French Boston: the payment table, the belle/petite stakes and the trump order (Foster
1914, 001 part 2 §13, L1601-1713; catalog oracles O48, O49).

The playable deal (:class:`FrenchBostonState`, registered as ``french-boston``, a subclass of
the Boston engine) and the game of forty deals (:class:`FrenchBostonMatch`, carrying the pool,
the deal number and belle) are at the end of the module; see the state's docstring for the
pool, misère des quatre as, the nine-trick bids (an option) and what is not modelled.

Readings chosen (catalog §13 flags):

* the table is paid by the suit of the contract (its columns ♠ ♣ ♦ ♥, the French suit order
  rising), and misères by the suit turned on that deal (O48);
* the table prints no rows for the nine-trick bids (Neuf, en petite, en belle):
  :func:`trick_bid_payment` refuses them; the rule ``nine_bids`` (off by default) offers them,
  paid by :func:`nine_payment` on our reading (an eight making nine tricks);
* honours are paid from the table's rows (three / four honours) for the bid in play, although
  the text says three honours count three and four count four (true only of the five row).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card

__all__ = ["nine_payment", "FrenchBostonMatch", "PAYMENT_TABLE", "COLUMNS", "BID_ORDER", "payment", "trick_bid_payment", "misere_payment",
           "jack_of_diamonds_bonus", "is_double_deal", "pool_contribution", "trump_cards",
           "effective_suit", "SUIT_ORDER", "FrenchBostonState", "FrenchBostonRules", "FrenchBostonBot",
           "FrenchTrickPlay", "FRENCH_BOSTON_LAWS"]

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
#: the fixed French suit order, lowest first (L1633): ♠ < ♣ < ♦ < ♥
SUIT_ORDER = (SPADES, CLUBS, DIAMONDS, HEARTS)
#: column of the payment table for each suit (our suit index -> column)
COLUMNS = {SPADES: 0, CLUBS: 1, DIAMONDS: 2, HEARTS: 3}

#: O49: the printed table, columns ♠ ♣ ♦ ♥ (L1713-1714)
PAYMENT_TABLE: dict[str, tuple[int, int, int, int]] = {
    "five": (4, 8, 12, 16),                 # five tricks alone, or partners' eight
    "five-three-honours": (3, 6, 9, 12),
    "five-four-honours": (4, 8, 12, 16),
    "five-extra-trick": (1, 2, 3, 4),
    "six": (6, 12, 18, 24),                 # six tricks, or petite indépendance
    "six-three-honours": (4, 8, 12, 16),
    "six-four-honours": (6, 12, 18, 24),
    "six-extra-trick": (2, 4, 6, 8),
    "eight": (8, 16, 24, 32),               # eight tricks, or grand indépendance
    "eight-three-honours": (6, 12, 18, 24),
    "eight-four-honours": (8, 16, 24, 32),
    "eight-extra-trick": (4, 8, 12, 16),
    "petite-misere": (16, 32, 48, 64),
    "grand-misere": (32, 64, 96, 128),
    "misere-des-quatre-as": (32, 64, 96, 128),
    "misere-sur-table": (64, 128, 192, 256),
    "slam-a-deux": (50, 100, 150, 200),
    "slam-seul": (100, 200, 300, 400),
    "slam-sur-table": (200, 400, 600, 800),
}

#: the bids, lowest first (L1644-1667)
BID_ORDER = ("simple-en-petite", "simple-en-belle", "petite-independance", "petite-misere",
             "grand-independance", "grand-misere", "misere-des-quatre-as", "neuf", "neuf-en-petite",
             "neuf-en-belle", "petite-misere-sur-table", "grand-misere-sur-table")

_ROWS = {5: "five", 6: "six", 8: "eight"}
_MISERES = {"petite-misere": "petite-misere", "grand-misere": "grand-misere",
            "misere-des-quatre-as": "misere-des-quatre-as",
            "petite-misere-sur-table": "misere-sur-table", "grand-misere-sur-table": "misere-sur-table",
            "misere-sur-table": "misere-sur-table"}


def payment(item: str, suit: int) -> int:
    """The table's counters for ``item`` (a PAYMENT_TABLE row) in ``suit`` (0..3)."""
    if item not in PAYMENT_TABLE:
        raise ValueError(f"no row {item!r} in the French Boston table (O49)")
    if suit not in COLUMNS:
        raise ValueError(f"no suit {suit!r}")
    return PAYMENT_TABLE[item][COLUMNS[suit]]


def trick_bid_payment(bid: int, suit: int, taken: int, honours: int = 0, double: bool = False) -> int:
    """Counters each opponent pays a successful bid of ``bid`` tricks (5: five alone or the
    partners' eight, counted here as 5 + the partners' tricks over eight; 6; 8) in ``suit``
    with ``taken`` tricks and ``honours`` (0, 3 or 4) held; ``double`` for the last eight deals.

    Raises ValueError for a failed bid, for nine-trick bids (the table has no row) or bad honours."""
    if bid not in _ROWS:
        raise ValueError(f"the French Boston table (O49) has no row for a {bid}-trick bid")
    if taken < bid or taken > 13:
        raise ValueError(f"{taken} tricks do not make a bid of {bid}")
    if honours not in (0, 3, 4):
        raise ValueError("honours count three or four, or nothing")
    row = _ROWS[bid]
    total = payment(row, suit) + (taken - bid) * payment(f"{row}-extra-trick", suit)
    if honours:
        total += payment(f"{row}-{'three' if honours == 3 else 'four'}-honours", suit)
    return total * (2 if double else 1)


def nine_payment(suit: int, taken: int, honours: int = 0, double: bool = False) -> int:
    """Counters each opponent pays a successful nine-trick bid (Neuf, en petite, en belle),
    on our reading of a table that prints no nine row (catalog §13 flag 1): a nine pays what an
    eight making nine tricks pays (the eight row, one extra trick, further tricks at the eight
    row's rate, the eight row's honours). Only used under the rule ``nine_bids``."""
    if taken < 9 or taken > 13:
        raise ValueError(f"{taken} tricks do not make a bid of nine")
    return trick_bid_payment(8, suit, taken, honours, double)


def misere_payment(kind: str, turned_suit: int, double: bool = False) -> int:
    """Counters paid to or by each other player for a misère of ``kind``, by the suit turned
    on that deal (O48: hearts turned, little misère: 64; spades turned: 16)."""
    if kind not in _MISERES:
        raise ValueError(f"no misère {kind!r} in French Boston")
    return payment(_MISERES[kind], turned_suit) * (2 if double else 1)


def jack_of_diamonds_bonus(contract: str, double: bool = False) -> int:
    """What the holder of the J♦ receives from each other player: 2 in a simple, 4 in a
    double, nothing in a misère (§13, settlement)."""
    if "misere" in contract:
        return 0
    return 4 if double else 2


def is_double_deal(deal: int) -> bool:
    """Deals 33-40 of the 40-deal game are doubles (1-based ``deal``; later extra deals, played
    until someone wins the pool, are simples)."""
    if deal < 1:
        raise ValueError("deals are numbered from 1")
    return 33 <= deal <= 40


def pool_contribution(deal: int) -> int:
    """The dealer's stake to the pool: 10 in the first eight rounds (32 deals), 20 in the last
    two; extra deals after the fortieth are simples."""
    return 20 if is_double_deal(deal) else 10


def trump_cards(trump: int) -> list[Card]:
    """The trumps, best first: the J♦ always heads them, except when diamonds are trumps,
    when the J♥ is best and the J♦ falls to just below the Q♦ (§13, cards; catalog reading:
    'diamonds turned' means diamonds are the trump suit)."""
    jd, jh = Card(9 * 4 + DIAMONDS), Card(9 * 4 + HEARTS)
    top = jh if trump == DIAMONDS else jd
    rest = [Card((r - 2) * 4 + trump) for r in range(14, 1, -1)]
    return [top] + [c for c in rest if c != top]    # with ♦ trumps the J♦ keeps its place


def effective_suit(card: int, trump: int | None) -> int:
    """The suit ``card`` belongs to for following suit: the top jack is a trump."""
    if trump is not None:
        top = 9 * 4 + (HEARTS if trump == DIAMONDS else DIAMONDS)
        if card == top:
            return trump
    return card & 3


# ----- the playable deal -------------------------------------------------------------------
from typing import Any  # noqa: E402

from ...cards import parse_card  # noqa: E402
from ...core.actions import Action  # noqa: E402
from ...core.errors import IllegalAction  # noqa: E402
from ...core.laws import LawBook, Ruling  # noqa: E402
from ...core.rules import Rules, option  # noqa: E402
from ...mechanics.tricks import SUIT_NAMES, TrickPlay, parse_suit  # noqa: E402
from .boston import BostonBot, BostonMatch, BostonState, Ledger, deal_packets  # noqa: E402

FRENCH_BOSTON_LAWS = LawBook.of("French Boston", "Foster 1914, 001 part 2 §13", [
    ("13.1", "deal", "The dealer deals from his right, right to left, his last card turned; the first deal's turned suit is belle for the game, each later deal's is petite (none if belle turns again)."),
    ("13.2", "top-jack", "The J♦ is the best trump; when diamonds are trumps the J♥ is, and the J♦ ranks below the Q♦."),
    ("13.3", "bids", "Lowest first: a demand for a partner (eight tricks together in belle or petite), six alone in any suit, little misère, eight alone, grand misère, the misères on the table; at equal tricks the higher suit (♠ ♣ ♦ ♥) wins."),
    ("13.4", "demand", "Any other player, even one who has passed, may accept a demand; a demand nobody accepts is played alone for five tricks in belle or petite."),
    ("13.5", "partners", "The demander needs five tricks and the acceptor three, or eight between them; the one short of his share pays."),
    ("13.6", "settlement", "The table (O49) by the trump suit, misères by the suit turned (O48); the holder of the J♦ receives 2 from each, except in misères; the last eight deals of forty are doubled."),
    ("13.7", "pool", "The dealer puts 10 into an unlimited pool (20 in the last eight deals); success takes the pool (partners divide it), failure doubles it; cards thrown in leave it for the next deal."),
    ("13.8", "quatre-as", "Misère des quatre as: a holder of the four aces undertakes to lose every trick and may renounce at will during the first ten tricks."),
    ("13.9", "revoke", "A revoker doubles the pool and pays each of his adversaries; exposed cards are dealt with as in Boston."),
    ("13.10", "game", "Forty deals make the game, the last eight doubles; what is left in the pool is divided equally unless a player asks to play on (simples) until someone wins it."),
    ("13.11", "misdeal", "A misdeal loses the deal: it passes to the right, the dealer's stake staying in the pool."),
    ("13.12", "dropped-card", "A player who lets a card fall face up before the play may be made to play an indépendance in its suit."),
    ("13.13", "first-dealer", "The cards are dealt face up one at a time; the player who receives the J♦ deals first."),
    ("13.14", "overcalled-demand", "A demander overcalled by a demand in belle or by a six may raise to six only in the suit of the card he laid face down, or accept the overcaller."),
])

_SUIT_RANK = {s: i for i, s in enumerate(SUIT_ORDER)}
_MISERE_RANK = {"little-misere": 30, "grand-misere": 50, "misere-des-quatre-as": 55, "little-spread": 70,
                "grand-spread": 80}
_MISERE_ROW = {"little-misere": "petite-misere", "grand-misere": "grand-misere",
               "misere-des-quatre-as": "misere-des-quatre-as",
               "little-spread": "misere-sur-table", "grand-spread": "misere-sur-table"}


class FrenchTrickPlay(TrickPlay):
    """Trick play with the top jack (J♦, or J♥ when diamonds are trumps) as a trump; ``free``
    is a seat that may renounce at will during the first ten tricks (misère des quatre as)."""

    __slots__ = ("free",)

    def __init__(self, hands, trump, leader, free: int | None = None):
        super().__init__(hands, trump, leader)
        self.free = free

    def _suit(self, c: int) -> int:
        return effective_suit(c, self.trump)

    def _is_free(self, seat: int) -> bool:
        return seat == self.free and len(self.quitted) < 10

    def legal(self, seat: int | None = None) -> list[int]:
        seat = self.turn if seat is None else seat
        hand = self.hands[seat]
        if not self.trick:
            s = self.suit_called[seat]                # a suit called for his lead (AW 24)
            called = [c for c in hand if self._suit(c) == s] if s is not None else []
            return called or list(hand)
        if self._is_free(seat):
            return list(hand)
        led = self._suit(self.trick[0])
        follow = [c for c in hand if self._suit(c) == led]
        c = self.called[seat]
        if c is not None and c in (follow or hand):
            return [c]
        return follow or list(hand)

    def is_revoke(self, seat: int, card: int) -> bool:
        """Suits as they play (the top jack is a trump); the free seat never revokes."""
        if not self.trick or self._is_free(seat):
            return False
        led = self._suit(self.trick[0])
        return self._suit(card) != led and any(self._suit(c) == led for c in self.hands[seat])

    def _key(self, c: int, led: int) -> int:
        s = self._suit(c)
        if s == self.trump:
            return 100 + (20 if s != c & 3 else c >> 2)     # the top jack above the ace
        return 50 + (c >> 2) if s == led else 0

    def winner_of(self, cards) -> int:
        """The top jack is the highest trump; a card of neither the suit led nor trumps
        never wins (001 part 2 §13)."""
        led = self._suit(cards[0])
        keys = [self._key(c, led) for c in cards]
        return keys.index(max(keys))

    def clone(self) -> "FrenchTrickPlay":
        base = TrickPlay.clone(self)
        t = FrenchTrickPlay.__new__(FrenchTrickPlay)
        for k in TrickPlay.__slots__:
            setattr(t, k, getattr(base, k))
        t.free = self.free
        return t


@dataclass(frozen=True)
class FrenchBostonRules(Rules):
    """Options of French Boston."""

    jack_bonus: bool = option(True, "the holder of the J♦ receives 2 from each (4 in a double) "
                              "except in misères", "001 part 2 §13, settlement")
    nine_bids: bool = option(False, "offer the nine-trick bids (neuf; en petite; en belle), paid on our "
                             "reading of the table (an eight making nine: see nine_payment), which "
                             "prints no nine row", "001 part 2 §13 (L1644-1667; catalog flag 1)")
    pool_end: str = option("divide", "after the fortieth deal what is left in the pool is 'divide'd "
                           "equally, or the game goes on ('play-on', simples) until someone wins it",
                           "001 part 2 §13 (L1626)", choices=("divide", "play-on"))
    referee_mode: bool = option(False, "accept a renounce in error from a physical table (then claimed "
                                "through the referee)", "001 part 2 §13; seed 003 AW laws 28-33")


class FrenchBostonState(BostonState):
    """One deal of French Boston (Foster 1914, 001 part 2 §13), in counters.

    Seats are numbered in the order of play, which in French Boston goes to the right: seat
    ``k + 1`` sits on seat ``k``'s right. The dealer (context ``dealer``, default 3) deals
    from his right, four, four, four and one, turning his last card; eldest (the dealer's
    right) speaks and leads first. Context ``belle`` (a suit name; default: this deal's turned
    suit, as on the first deal) and ``deal`` (1-40; 33-40 are doubles).

    Actions: ``pass``; ``demande 7H`` (ask for a partner, laying the 7H face down: a card of
    belle or petite, the suit he proposes for trumps, which nobody else sees or hears named;
    over an open demand a later player may demand in belle, with a card of belle, law 13.14);
    ``accept``; ``bid 6 hearts``, ``bid 8 clubs`` (alone, any suit); ``little-misere``,
    ``grand-misere``, ``little-spread``, ``grand-spread``; ``discard 7C`` (little misère and
    little spread, as in Boston); ``play QS``. A demand is played in the suit of its card.
    A demander overcalled (by a demand in belle or a six) may bid six only in the suit of his
    card (law 13.14), or accept the overcaller; eights and misères stay open to him (the book
    limits only the six).

    ``misere-des-quatre-as`` (law 13.8: only for a holder of the four aces, who may renounce at
    will in the first ten tricks; paid like grand misère by the suit turned) ranks between grand
    misère and the nines. Under the rule ``nine_bids`` (off by default: the table prints no nine
    row) ``bid 9 <suit>`` is offered above it, a nine in petite above any other nine and a nine
    in belle above that, paid by :func:`nine_payment`.

    The pool (law 13.7; context ``pools`` from :class:`FrenchBostonMatch`, one unlimited pool):
    the dealer puts in 10 (20 in the doubles); a success takes it (partners divide it equally,
    the odd counter to the demander), a failure doubles it (partners: the one short of his
    share; both short: both, dividing the doubling between them, our reading); cards thrown
    in leave it to the next deal. Revokes (law 13.9; ``referee_mode`` and ``referee``): the
    revoker doubles the pool and pays each adversary the contract's table value, and the deal
    ends there (our reading of "pays both opponents"); exposed cards as Boston (11.13).

    Referee calls beyond Boston's: ``misdeal`` (law 13.11: the dealer loses the deal, which
    passes to the right; no fine, his stake stays in the pool) and ``dropped-card`` (law 13.12:
    ``seat`` let ``card`` fall face up before the play; the adversaries make him play a petite
    indépendance, six alone, in its suit, our reading of "an indépendance"). The first dealer is
    found by dealing face up until the J♦ (:class:`FrenchBostonMatch`, law 13.13). Any demand left
    without an acceptor is played alone for five (the book says so of the fourth player's demand).
    """

    #: the environments' listed tail (:mod:`hoyle.env.actions`): a discard is one card, so at
    #: most one a card of the pack (the probe's deals do not reach the discard)
    listed_bound = 52


    rules_cls = FrenchBostonRules
    unit = "counters"
    pool_limit = None
    laws_book = FRENCH_BOSTON_LAWS
    revoke_fine = 0                                   # the revoker doubles the pool instead (13.9)
    thirteenth_hand = False                           # no last-trick hand (13.10)
    carries_packs = False                             # shuffled every deal (not modelled for French Boston)

    def __init__(self, num_players: int = 4, rules: FrenchBostonRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.declined: set[int] = set()
        self.forced = False
        self.laid: dict[int, Card] = {}               # the card each demander laid face down
        self.belle_demand = False                     # the standing demand overcalls one (in belle)

    def _deal(self, deck: list[Card]) -> list[list[Card]]:
        """The hands (four, four, four and one, law 13.1), the dealer's last card turned: belle
        (the context's, or this deal's turned suit) and petite."""
        self.deal_no = int(self.context.get("deal", self.context.get("deal_number", 1)))
        self.double = is_double_deal(self.deal_no)
        hands = deal_packets(deck, self.dealer, (4, 4, 4, 1))
        self.turned = deck[51]                      # the dealer's last card
        turned_suit = self.turned & 3
        belle = self.context.get("belle")
        self.belle = turned_suit if belle is None else parse_suit(belle)
        self.petite = None if turned_suit == self.belle else turned_suit
        self.preference = self.belle                # for BostonState helpers
        self.colour = self.petite if self.petite is not None else self.belle
        aces = {Card(48 + s) for s in range(4)}
        self.four_aces = [aces <= set(h) for h in hands]
        return hands

    def _opening_stake(self) -> list[int]:
        """The dealer's stake to the pool: 10, 20 in the doubles (law 13.7)."""
        out = [0] * 4
        out[self.dealer] = pool_contribution(self.deal_no)
        return out

    def _may_pay(self) -> bool:
        return False                                  # no "I pay" in French Boston

    # ----- bidding -----------------------------------------------------------------------
    def _rank(self) -> int:
        if self.bid is None:
            return -1
        v = self.bid.verb
        if v == "demande":
            return 11 if self.belle_demand else 10
        if v in _MISERE_RANK:
            return _MISERE_RANK[v]
        n, suit = self.bid.args
        return self._trick_rank(n, parse_suit(suit))

    def _trick_rank(self, n: int, suit: int) -> int:
        if n == 9:
            return 64 if suit == self.petite else 65 if suit == self.belle else 60 + _SUIT_RANK[suit]
        return (20 if n == 6 else 40) + _SUIT_RANK[suit]

    def _open_demand(self) -> bool:
        return self.bid is not None and self.bid.verb == "demande" and self.acceptor is None

    def _bids(self, seat: int) -> list[Action]:
        acts = [Action("pass")]
        if self._open_demand() and seat != self.bidder:
            acts.append(Action("accept"))
        if seat in self.passed or seat == self.acceptor:
            return acts
        r = self._rank()
        hand = sorted(self._hands[seat])
        if r < 10:
            acts.extend(Action("demande", (c,)) for c in hand if c & 3 in self._trump_choices())
        elif r == 10 and self.petite is not None and seat not in self.laid:      # a demand in belle
            acts.extend(Action("demande", (c,)) for c in hand if c & 3 == self.belle)
        mine = self.laid.get(seat) if seat != self.bidder else None          # overcalled (13.14)
        for n in ((6, 8, 9) if self.rules.nine_bids else (6, 8)):
            for s in SUIT_ORDER:
                if n == 6 and mine is not None and s != mine & 3:
                    continue
                if self._trick_rank(n, s) > r:
                    acts.append(Action("bid", (n, SUIT_NAMES[s])))
        acts.extend(Action(m) for m, v in _MISERE_RANK.items()
                    if v > r and (m != "misere-des-quatre-as" or self.four_aces[seat]))
        acts.sort(key=lambda a: -1 if a.verb in ("pass", "accept", "demande") else self._rank_of(a))
        return acts

    def _rank_of(self, a: Action) -> int:
        if a.verb in _MISERE_RANK:
            return _MISERE_RANK[a.verb]
        return self._trick_rank(a.args[0], parse_suit(a.args[1]))

    def _eligible(self, s: int) -> bool:
        if s == self.bidder or s == self.acceptor:
            return False
        if s not in self.passed:
            return True
        return self._open_demand() and s not in self.declined

    def _trump_choices(self) -> list[int]:
        return [self.belle] if self.petite is None else [self.belle, self.petite]

    def _all_calls(self) -> list[Action]:
        acts = [Action("pass"), Action("accept")] + [Action("demande", (Card(i),)) for i in range(52)]
        for n in ((6, 8, 9) if self.rules.nine_bids else (6, 8)):
            acts.extend(Action("bid", (n, SUIT_NAMES[s])) for s in SUIT_ORDER)
        acts.extend(Action(m) for m in _MISERE_RANK)
        return acts

    PLAY_LAW = FRENCH_BOSTON_LAWS.cite("13.2")

    def _bid_refusal(self, action: Action) -> tuple[str, str]:
        return (f"{action} is not open to you now (the bid stands at {self.bid or 'nothing'})",
                FRENCH_BOSTON_LAWS.cite("13.3"))

    def _trump_refusal(self) -> tuple[str, str]:
        return "a demand is played in belle or petite", FRENCH_BOSTON_LAWS.cite("13.4")

    def _apply(self, action: Action) -> None:
        if self.phase != "bidding":
            super()._apply(action)
            return
        seat, v = self.turn, action.verb
        if v == "pass":
            if seat in self.passed or self._open_demand():
                self.declined.add(seat)             # a pass over a demand declines it
            self.passed.add(seat)
        elif v == "accept":
            self.acceptor = seat
        else:
            if v == "demande":
                self.belle_demand = self._rank() >= 10
                self.laid[seat] = action.args[0]
            self.bid, self.bidder, self.acceptor = action, seat, None
            self.declined = set()
        self._next_speaker(seat, self._eligible)

    def _close(self) -> None:
        if self.bid is None:                          # thrown in: the next dealer pays the pool
            self.phase = "over"
            return
        v = self.bid.verb
        if v == "demande":                            # played in the suit of the card laid
            self.forced = self.acceptor is None
            self.trump = self.laid[self.bidder] & 3
            self._start_play()
        elif v == "bid":
            self.trump = parse_suit(self.bid.args[1])
            self._start_play()
        elif v in ("little-misere", "little-spread"):
            self.phase = "discard"
        else:
            self._start_play()

    def _trick_play(self) -> FrenchTrickPlay:
        free = self.bidder if self.bid is not None and self.bid.verb == "misere-des-quatre-as" else None
        return FrenchTrickPlay(self._hands, self.trump, self.eldest, free)

    def _nullo(self) -> bool:
        return self.bid is not None and self.bid.verb in _MISERE_RANK

    def clone(self) -> "FrenchBostonState":
        s = super().clone()
        s.declined = set(self.declined)
        s.laid = dict(self.laid)
        return s

    # ----- the referee beyond Boston's ----------------------------------------------------
    def referee_calls(self) -> list[str]:
        return super().referee_calls() + ["dropped-card"]

    def _ref_misdeal(self, seat: int) -> Ruling:
        """Law 13.11: a misdeal loses the deal (no fine; the deal passes to the right)."""
        if seat != self.dealer or self.tp is not None or self.history:
            raise IllegalAction("a misdeal is claimed against the dealer before the bidding",
                                FRENCH_BOSTON_LAWS.cite("13.11"))
        self.phase = "over"
        return Ruling(law=FRENCH_BOSTON_LAWS.cite("13.11"),
                      penalty="the dealer loses the deal: it passes to the right; his stake stays in the pool")

    def _ref_dropped_card(self, seat: int, card: Any = None) -> Ruling:
        """Law 13.12: ``seat`` let ``card`` fall face up before the play: he plays a petite
        indépendance (six alone) in its suit, the bidding ending there (our reading)."""
        law = FRENCH_BOSTON_LAWS.cite("13.12")
        if self.phase != "bidding":
            raise IllegalAction("a card dropped face up is dealt with so only before the play", law)
        try:
            c = card if isinstance(card, Card) else parse_card(str(card))
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None
        if c not in self._hands[seat]:
            raise IllegalAction(f"seat {seat} does not hold {c}", law)
        suit = c & 3
        self.bid, self.bidder, self.acceptor = Action("bid", (6, SUIT_NAMES[suit])), seat, None
        self.forced, self.trump = False, suit
        self._start_play()
        self._bid_end = len(self.history)
        return Ruling(law=law, penalty=f"seat {seat} must play a petite indépendance (six alone) in "
                      f"{SUIT_NAMES[suit]}", detail=f"{c} fell face up")

    # ----- settlement ----------------------------------------------------------------------
    def _revoke_penalty(self, off: int) -> tuple[str, str]:
        return "13.9", "the revoker doubles the pool and pays each adversary the contract's value; the deal ends"

    def _base(self) -> int:
        """The contract's table value (a failure's payment), doubled in the doubles."""
        v = self.bid.verb
        if v in _MISERE_RANK:
            return misere_payment(_MISERE_ROW[v], self.turned & 3, self.double)
        n = 5 if v == "demande" else self.bid.args[0]
        mult = 2 if self.double else 1
        if n == 9:
            return (payment("eight", self.trump) + payment("eight-extra-trick", self.trump)) * mult
        return payment(_ROWS[n], self.trump) * mult

    def _settle(self, led: Ledger) -> None:
        if self.bid is None:                          # thrown in: the pool waits for the next deal
            return
        mult = 2 if self.double else 1
        v = self.bid.verb
        b = self.bidder
        won = self._won()
        if self.ended is not None:                    # a revoke (13.9) or a misère penalty (11.13)
            kind, off = self.ended
            if kind == "misere-penalty":
                for s in range(4):
                    if s != b:
                        led.pay(s, b, self._base())
                led.take([b], b)
                return
            for o in range(4):
                if o not in self._side(off):
                    led.pay(off, o, self._base())
            led.double([off], off)
            return
        if v in _MISERE_RANK:
            per = misere_payment(_MISERE_ROW[v], self.turned & 3, self.double)
            ok = won[b] == 0
            for s in range(4):
                if s != b:
                    led.pay(s, b, per) if ok else led.pay(b, s, per)
            led.take([b], b) if ok else led.double([b], b)
            return
        if v == "bid" or self.forced:
            n = self.bid.args[0] if v == "bid" else 5
            taken = won[b]
            if taken == 13:
                per = payment("slam-seul", self.trump) * mult
            elif self.forced and taken >= 8:          # the forced five's "slam"
                per = (48 if self.trump == self.belle else 24) * mult
            elif taken >= n and n == 9:
                per = nine_payment(self.trump, taken, self._honours([b]), self.double)
            elif taken >= n:
                per = trick_bid_payment(n, self.trump, taken, self._honours([b]), self.double)
            else:
                per = -self._base()
            for s in range(4):
                if s != b:
                    led.pay(s, b, per)
            led.take([b], b) if per > 0 else led.double([b], b)
        else:                                         # demand accepted: eight between two
            a = self.acceptor
            side = (b, a)
            both = won[b] + won[a]
            if both == 13:
                per = payment("slam-a-deux", self.trump) * mult
            elif both >= 8:
                per = trick_bid_payment(5, self.trump, 5 + both - 8, self._honours([b, a]), self.double)
            else:
                per = 0
            opp = [s for s in range(4) if s not in side]
            if per:
                for o in opp:
                    for p in side:
                        led.pay(o, p, per)
                led.take([b, a], b)
            else:
                base = payment("five", self.trump) * mult
                short = [p for p, share in ((b, 5), (a, 3)) if won[p] < share]
                for p in short:
                    for o in opp:
                        led.pay(p, o, base)
                led.double(short, b)
        if self.rules.jack_bonus:
            jd = Card(9 * 4 + DIAMONDS)
            holder = next(s for s in range(4) if jd in self.dealt[s])
            for s in range(4):
                if s != holder:
                    led.pay(s, holder, jack_of_diamonds_bonus(v, self.double))

    # ----- views -------------------------------------------------------------------------
    def _public_in_hands(self) -> set[Card]:
        return {self.turned}                         # turned face up for all to see

    def _said(self, seat: int | None, who: int, action: Action) -> str:
        """A call as ``seat`` heard it: a demand's card is seen only by the demander."""
        if action.verb != "demande" or who == seat:
            return str(action)
        return "demande (a card face down)"

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["bids"] = [[s, self._said(seat, s, a) if a.verb == "demande" else text]
                     for (s, text), a in zip(v["bids"], (a for _, a in self.history
                                                         if a.verb not in ("discard", "trump")))]
        if self.bid is not None and self.bid.verb == "demande":
            v["bid"] = self._said(seat, self.bidder, self.bid)
        v["game"] = "french-boston"
        v["belle"] = SUIT_NAMES[self.belle]
        v["petite"] = None if self.petite is None else SUIT_NAMES[self.petite]
        v["turned"] = str(self.turned)
        v["deal"], v["double"] = self.deal_no, self.double
        v["acceptor"] = self.acceptor
        del v["preference"], v["colour"]
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        return cls._render_deal(
            view, f"French Boston - deal {view['deal']}{' (double)' if view['double'] else ''} - dealer "
                  f"{view['dealer']} - turned {view['turned']} - belle {view['belle']}, "
                  + (f"petite {view['petite']}" if view["petite"] else "no petite"),
            unit="counters")


class FrenchBostonBot(BostonBot):
    """A simple French Boston player: demands a partner with four cards of belle or petite and
    an honour, accepts with three aces or kings, goes alone for six with six cards of a suit
    and three honours in it; names the longer of belle and petite; discards its highest card;
    plays as the whist bot does."""

    def choose(self, view: dict[str, Any], legal):
        from ...cards import parse_card
        hand = [parse_card(c) for c in view.get("hand") or []]
        by = {s: [c for c in hand if c & 3 == s] for s in range(4)}
        hon = {s: sum(1 for c in by[s] if c >> 2 >= 9) for s in range(4)}
        if view["phase"] == "bidding":
            for s in sorted(range(4), key=lambda s: -len(by[s])):
                a = Action("bid", (6, SUIT_NAMES[s]))
                if len(by[s]) >= 6 and hon[s] >= 3 and a in legal:
                    return a
            if Action("accept") in legal and sum(1 for c in hand if c >> 2 >= 11) >= 3:
                return Action("accept")
            suits = [parse_suit(view["belle"])] + ([parse_suit(view["petite"])] if view["petite"] else [])
            demands = [a for a in legal if a.verb == "demande"]
            good = [s for s in suits if len(by[s]) >= 4 and hon[s] >= 1 and any(a.args[0] & 3 == s for a in demands)]
            if good:
                s = max(good, key=lambda s: len(by[s]))
                return min((a for a in demands if a.args[0] & 3 == s), key=lambda a: a.args[0])
            return Action("pass")
        if view["phase"] == "trump":
            return max(legal, key=lambda a: len(by[parse_suit(a.args[0])]))
        if view["phase"] == "discard":
            return max(legal, key=lambda a: a.args[0] >> 2)
        return self._player.choose(view, legal)


class FrenchBostonMatch(BostonMatch):
    """The game of French Boston: forty deals, the last eight doubles (law 13.10); the deal
    passes to the right (seat + 1 here); the first deal's turned suit is carried as ``belle``
    and each deal's number as ``deal``; the pool is carried in ``pools``. After the fortieth
    deal the pool is divided equally, or under ``pool_end`` = "play-on" simples are dealt until
    someone wins it. Conservation: ``sum(totals) + sum(context["pools"]) == 0``.

    The first dealer (law 13.13), unless the context names one: a shuffled pack is dealt face up
    one card at a time from seat 0 in the order of play; the seat that receives the J♦ deals
    first (``first_dealer``: that seat; the shuffle is logged with the match's shuffler)."""

    deals_in_game = 40

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("deal", self.context["deal_number"])
        self.first_dealer: int | None = None
        if "dealer" not in (kwargs.get("context") or {}):
            from ...cards import standard_pack
            pack = self.shuffler.shuffle(standard_pack().cards)
            jd = Card(9 * 4 + DIAMONDS)
            self.first_dealer = pack.index(jd) % self.num_players
            self.context["dealer"] = self.first_dealer

    def carry(self, state: "FrenchBostonState") -> dict[str, Any]:
        ctx = super().carry(state)
        ctx.setdefault("belle", SUIT_NAMES[state.belle])
        ctx["deal"] = ctx["deal_number"]
        return ctx

    def _end_of_game(self, ctx: dict[str, Any]) -> None:
        if self.rules.pool_end == "play-on":
            self.over = not sum(ctx["pools"])         # played on until someone wins it
            return
        self._divide_pools(ctx)
