"""One deal of hearts or of an avoidance game of its family (Foster 1914, catalog 001_part4.md §2-3;
the laws in :mod:`.laws`).

The deal (laws 3, 8): the whole pack one card at a time from the dealer's left; three play
without the two of spades, five without the black twos, six without the four twos. Heartsette
(§2.11) leaves a widow face down, taken by the winner of the first trick. Black lady (§2.9): each
player, from the eldest, passes three cards (``pass <card>``, one at a time) to his left-hand
neighbour, who takes them up only when every pass is made. The play: the eldest leads any card;
follow suit if able, else any card; the highest of the suit led wins; no trumps. Hearts is
played on :class:`hoyle.mechanics.tricks.OrderedTrickPlay` with a :class:`TrickOrder` of no
trump (polignac's French order K Q J A 10 9 8 7 is a rank table).

What is counted (``penalty``): a counter per heart (hearts); a heart's pips with J 11 .. A 14
(spot hearts, 104 a deal); the black lady (♠Q) as thirteen hearts or the black jack (♠J) as ten;
each jack one and the jack of spades two (polignac); the first trick, the last trick and the
trick with the queen of clubs one each, all three four (slobberhannes). The settlement
(``settlement``, :mod:`.settle`): sweepstake with its jack, Howell's, spot, three-hand's
difference, or a pool paid into (slobberhannes, polignac).

Seats: four are N E S W, otherwise A B C ...; the play goes to the left (seat + 1). The outcome
per seat is chips this deal; a pool left as a jack, or counters paid into a pool that carries
on, are the house take (negative when a jack is won), so the deal balances.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...core.determinise import Zone
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import Ruling
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.tricks import (PLAY, clone_trick_play, SUIT_NAMES, OrderedTrickPlay, TrickOrder, TrickPenalties, card_points,
                                 trick_view_lines, per_seat, sort_hands)
from .laws import HEARTS_LAWS
from .settle import SETTLEMENTS, difference, howell, pool_payments, spot, sweepstake, three_hand

__all__ = ["HeartsRules", "HeartsState", "SEAT_NAMES", "pack_for", "penalty_values", "PENALTIES"]

_L = HEARTS_LAWS.cite
_FOLLOW_LAW = _L("27")                                   # cited on every refused card: computed once
SEAT_NAMES = {2: ("N", "S"), 3: ("A", "B", "C"), 4: ("N", "E", "S", "W"), 5: tuple("ABCDE"), 6: tuple("ABCDEF"),
              7: tuple("ABCDEFG")}
HEARTS, CLUBS, SPADES = 2, 0, 3
PENALTIES = ("hearts", "spot", "black-lady", "black-jack", "jacks", "slobberhannes")


def _c(rank: int, suit: int) -> int:
    return (rank - 2) * 4 + suit


def pack_for(n: int, short: bool = False, widow: bool = False) -> list[Card]:
    """The pack for ``n`` players (law 3): 52 cards, less the two of spades for three, the black twos
    for five, the four twos for six. ``short``: the 32-card piquet pack, less the black sevens above
    four players (§3.1-3.2). ``widow`` (heartsette, §2.11): the full pack except the two of spades
    for four."""
    if short:
        cards = [c for c in range(52) if (c >> 2) + 2 >= 7]
        if n > 4:
            cards = [c for c in cards if c not in (_c(7, CLUBS), _c(7, SPADES))]
        return [Card(c) for c in cards]
    cards = list(range(52))
    if widow:
        drop = {_c(2, SPADES)} if n == 4 else set()
    else:
        drop = {3: {_c(2, SPADES)}, 5: {_c(2, SPADES), _c(2, CLUBS)}, 6: {_c(2, s) for s in range(4)}}.get(n, set())
    return [Card(c) for c in cards if c not in drop]


#: heartsette's widow by players (§2.11; three players: four cards, the book's three leaves 49)
WIDOW = {3: 4, 4: 3, 5: 2, 6: 4}


def penalty_values(kind: str) -> dict[int, int]:
    """What each card counts when taken, for ``kind`` (one of :data:`PENALTIES`; slobberhannes counts
    tricks, not cards, and gives ``{}``)."""
    hearts = {_c(r, HEARTS): 1 for r in range(2, 15)}
    if kind == "hearts":
        return hearts
    if kind == "spot":
        return {_c(r, HEARTS): r for r in range(2, 15)}
    if kind == "black-lady":
        return {**hearts, _c(12, SPADES): 13}
    if kind == "black-jack":
        return {**hearts, _c(11, SPADES): 10}
    if kind == "jacks":
        return {_c(11, s): 2 if s == SPADES else 1 for s in range(4)}
    return {}


JOKER = 52


class JokerOrder(TrickOrder):
    """Joker hearts' play (§2.8): the joker is a heart between the jack and the ten; it may not be
    discarded on a plain suit unless someone has already discarded a heart above the ten to that
    trick, which it may then be played on even by a player holding the suit led; the player who
    discarded the highest such heart takes the trick."""

    def __init__(self, rank: list[int]):
        suit = [c & 3 for c in range(54)]
        suit[JOKER] = HEARTS
        rank = [2 * x for x in rank]
        rank[JOKER] = 2 * _c(10, HEARTS) + 1             # between the ten and the jack
        super().__init__(None, suit, rank)

    @staticmethod
    def _high_heart(trick) -> bool:
        return any(c & 3 == HEARTS and c != JOKER and (c >> 2) + 2 > 10 for c in trick[1:])

    def legal(self, hand, trick):
        cards = super().legal(hand, trick)
        if not trick or self.suit[trick[0]] == HEARTS or JOKER not in hand:
            return cards
        if self._high_heart(trick):
            return cards if JOKER in cards else [*cards, JOKER]
        rest = [c for c in cards if c != JOKER]
        return rest or cards

    def winner(self, cards):
        if JOKER in cards[1:] and self.suit[cards[0]] != HEARTS:
            highs = [i for i, c in enumerate(cards) if i and c & 3 == HEARTS and c != JOKER and (c >> 2) + 2 > 10]
            if highs:
                return max(highs, key=lambda i: cards[i])
        return super().winner(cards)


#: polignac's French order (§3.2): K Q J A 10 9 8 7
_FRENCH = {13: 14, 12: 13, 11: 12, 14: 11}


@dataclass(frozen=True)
class HeartsRules(Rules):
    penalty: str = option("hearts", "what a card or trick taken costs: hearts (one a heart), spot (a heart's pips, "
                          "J 11 .. A 14), black-lady (♠Q = 13 hearts), black-jack (♠J = 10), jacks (polignac: "
                          "one a jack, ♠J two), slobberhannes (first, last and ♣Q tricks)",
                          "001 part 4 §2.1, §2.7, §2.9, §3.1, §3.2", choices=PENALTIES)
    settlement: str = option("sweepstake", "how the deal is paid: sweepstake (the pool and its jack, law 29), "
                             "howell (13 - n·h), spot (the lowest collects the excess), three-hand (the most "
                             "hearts pays the differences), pool (each point a counter into the pool)",
                             "001 part 4 §2.2, §2.3, §2.5, §2.7, §3.1", choices=SETTLEMENTS)
    jack_after_divide: bool = option(False, "some clubs make the pool after a division a jack, the odd counter "
                                     "its starter", "001 part 4 §2.2")
    pass_cards: int = option(0, "cards each passes to his left-hand neighbour after the deal (black lady: three)",
                             "001 part 4 §2.9", minimum=0, maximum=3)
    widow: bool = option(False, "heartsette: a widow face down, taken by the winner of the first trick",
                         "001 part 4 §2.11")
    short_pack: bool = option(False, "the 32-card piquet pack (slobberhannes, polignac)", "001 part 4 §3.1-3.2")
    french_order: bool = option(False, "polignac's French order K Q J A 10 9 8 7 (off: A K Q J ...)",
                                "001 part 4 §3.2")
    stock: bool = option(False, "two-hand hearts: thirteen each, the rest a stock; after each trick the winner "
                         "draws, then the loser, until the stock is gone", "001 part 4 §2.4; law 8")
    free_hearts: int = option(0, "two-hand hearts' difference settlement: the loser's first hearts that are free "
                              "(the book's second way: six)", "001 part 4 §2.4", minimum=0, maximum=13)
    joker: bool = option(False, "joker hearts: the joker for the two of hearts, between the jack and ten of "
                         "hearts, five counters (law 3)", "001 part 4 §2.8; law 3")
    auction: bool = option(False, "auction hearts: each bids once from the dealer's left, the dealer last, for "
                           "the right to name the suit to avoid; the buyer pays his bid into the pool and leads",
                           "001 part 4 §2.6; laws 24, 30")
    max_bid: int = option(150, "the highest bid the table allows (the book's example reckons 130 in theory)",
                          "001 part 4 §2.6", minimum=1, maximum=1000)
    domino: bool = option(False, "domino hearts: six cards each and a stock; a player who cannot follow draws "
                          "until he can; a player out of cards drops out; the last one holding cards takes "
                          "the stock", "001 part 4 §2.12")
    referee_mode: bool = option(False, "accept a revoke as a physical table would (recorded, not refused) and "
                                "settle it by law 23 when claimed", "Hearts laws 22-27")


class HeartsState(TrickPenalties, GameState):
    """One deal of hearts, or of a game of its family, for three to six players (seven with the
    32-card pack, the dealer sitting out) (module docstring).

    Context: ``dealer`` (seat), ``jack`` (counters carried in the pool), ``jack_running`` (the
    pool carried is a jack, law 29). Actions: ``pass <card>`` (black lady), ``play <card>``.
    Raises SetupError for a number of players the game does not allow.
    """

    rules_cls = HeartsRules
    unit = "chips"
    penalty_laws = HEARTS_LAWS

    def __init__(self, num_players: int = 4, rules: HeartsRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        r = self.rules
        top = 7 if r.short_pack else 6
        if r.stock or r.settlement == "difference":
            if n != 2 or not r.stock or r.settlement != "difference":
                raise SetupError("two-hand hearts is for two, with the stock and the difference settlement (§2.4)")
        elif r.joker and n == 6:
            raise SetupError("joker hearts puts the joker for the two of hearts, which six players leave out "
                             "(law 3): three to five players")
        elif not 3 <= n <= top or (r.settlement == "three-hand" and n != 3):
            raise SetupError(f"this game is for three to {top} players (law 1)"
                             + ("; the three-hand settlement is for three" if r.settlement == "three-hand" else ""))
        self.n = n
        if r.settlement == "points":
            self.unit = "points"                             # domino hearts: each his hearts, game to 31
        self.seat_names = SEAT_NAMES[n]
        self.dealer = self.context.get("dealer", n - 1)
        self.jack_in = self._context_numbers("jack", 0)
        self.jack_running = bool(self.context.get("jack_running", False)) and self.jack_in > 0
        self.eldest = (self.dealer + 1) % n
        self.values = penalty_values(r.penalty)
        pack = pack_for(n, r.short_pack, r.widow)
        if r.joker:                                        # law 3: the joker for the two of hearts
            pack = [c for c in pack if c != _c(2, HEARTS)] + [Card(JOKER)]
            self.values = {k: v for k, v in self.values.items() if k != _c(2, HEARTS)}
        self.total = sum(self.values.get(c, 0) for c in pack) if self.values else 4
        self.deck = self.shuffler.shuffle(pack)
        out = {self.dealer} if n == 7 else set()          # seven: the dealer takes no cards (§3.1)
        seats = [s for s in range(n) if s not in out]
        wsize = WIDOW[n] if r.widow else 0
        hands: list[list[int]] = [[] for _ in range(n)]
        dealt = len(self.deck) - wsize
        if r.stock:
            dealt = 13 * n                                 # law 8: two-hand, thirteen each
        if r.domino:
            dealt = 6 * n                                  # §2.12: six each
        order = [(self.dealer + i) % n for i in range(1, n + 1) if (self.dealer + i) % n in seats]
        for i, c in enumerate(self.deck[:dealt]):          # law 8: one at a time from the left
            hands[order[i % len(order)]].append(c)
        self.widow = [] if r.stock or r.domino else list(self.deck[dealt:])   # the stock is no widow
        self.stock = list(self.deck[dealt:]) if r.stock or r.domino else []
        self.last_holder: int | None = None                  # domino hearts: who took the stock at the end
        self.joker_holder = next((s for s, h in enumerate(hands) if JOKER in h), None)
        self.widow_to: int | None = None
        sort_hands(hands)
        self.hands = hands
        self.out = out
        self.passed: list[list[int]] = [[] for _ in range(n)]
        self.trick_seats: list[list[int]] = []
        self.rulings: list[Ruling] = []
        self.revoke_claims: list[int] = []
        self.revokers: list[int] = []
        self.fines: list[int] = [0] * n                     # counters paid to the pool by law (15, S1)
        self.last_trick_to: int | None = None                # laws 16-17
        self.void: str | None = None
        self.same_dealer = False
        self.tp: OrderedTrickPlay | None = None
        self.taboo = HEARTS
        self.bid = 0
        self.bidder: int | None = None
        self.caller: int | None = None                      # who names the suit and leads (auction)
        self.spoken = 0
        carried = self.context.get("caller")
        if r.auction and self.jack_running and isinstance(carried, int) and 0 <= carried < n:
            self.caller = carried                           # §2.6: he names again without paying
            self.phase = "name"
        elif r.auction:
            self.phase = "bid"
        elif r.pass_cards:
            self.phase = "pass"
        else:
            self._start_play()

    # ----- passing and the play -------------------------------------------------------------
    def _order(self) -> TrickOrder:
        rank = list(range(54))
        if self.rules.french_order:
            for c in range(52):
                rk = (c >> 2) + 2
                if rk in _FRENCH:
                    rank[c] = (_FRENCH[rk] - 2) * 4 + (c & 3)
        if self.rules.joker:
            return JokerOrder(rank)
        return TrickOrder(None, rank=rank)

    def _start_play(self) -> None:
        leader = self.dealer if self.rules.stock else self.eldest     # two-hand: the pone leads (§2.4)
        if self.caller is not None:
            leader = self.caller                                       # auction: the buyer leads (§2.6)
        self.tp = OrderedTrickPlay(self.hands, self._order(), leader, out=self.out)
        if self.rules.stock:
            self.tp.tricks_total = len(self.deck) // self.n
        if self.rules.domino:
            self.tp.tricks_total = len(self.deck)            # the deal ends when one player holds cards
        self.hands = self.tp.hands
        self.phase = "play"

    def _passer(self) -> int | None:
        for i in range(1, self.n + 1):
            s = (self.dealer + i) % self.n
            if len(self.passed[s]) < self.rules.pass_cards:
                return s
        return None

    def _bidder_now(self) -> int:
        return (self.dealer + 1 + self.spoken) % self.n

    @property
    def to_act(self) -> int | None:
        if self.phase == "bid":
            return self._bidder_now()
        if self.phase == "name":
            return self.caller
        if self.phase == "pass":
            return self._passer()
        if self.phase == "play":
            return self.tp.turn
        return None


    def legal_actions(self) -> list[Action]:
        if self.phase == "bid":
            return [Action("pass")] + [Action("bid", (v,)) for v in range(self.bid + 1, self.rules.max_bid + 1)]
        if self.phase == "name":
            return [Action("name", (SUIT_NAMES[x],)) for x in range(4)]
        if self.phase == "pass":
            return [Action("pass", (Card(c),)) for c in self.hands[self._passer()]]
        if self.phase == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            tp = self.tp
            if (self.rules.referee_mode and action.verb == "play" and len(action.args) == 1
                    and isinstance(action.args[0], Card) and action.args[0] in tp.hands[tp.turn]
                    and tp.is_revoke(tp.turn, action.args[0]) and tp.called[tp.turn] is None):
                return
            tp.check_play(action, _FOLLOW_LAW, not_held="you do not hold {card}")
            return
        if self._is_legal(action):
            return
        if self.phase == "bid" and action.verb == "bid":
            raise IllegalAction(f"bid more than {self.bid}, at most {self.rules.max_bid}, or pass", _L("30"))
        if self.phase == "bid":
            raise IllegalAction("each bids once from the dealer's left (bid 25) or passes", _L("30"))
        if self.phase == "name":
            raise IllegalAction("name the suit to avoid (name hearts)", "001 part 4 §2.6")
        if self.phase == "pass" and action.verb == "pass":
            raise IllegalAction("pass a card of your own hand (pass QS)", "001 part 4 §2.9")
        if self.phase == "pass" and action.verb == "play":
            raise IllegalAction(f"each first passes {self.rules.pass_cards} cards to the left", "001 part 4 §2.9")
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        if self.phase == "bid":
            if action.verb == "bid":
                self.bid, self.bidder = action.args[0], seat
                self.note(f"{name} bids {self.bid}")
            else:
                self.note(f"{name} passes")
            self.spoken += 1
            if self.spoken == self.n:                       # law 30: the dealer last, no second bids
                if self.bidder is None:
                    self.note("no bids: hearts are to be avoided and the eldest leads (our reading)")
                    self._start_play()
                else:
                    self.caller = self.bidder
                    self.note(f"{self.seat_names[self.caller]} buys the call for {self.bid}")
                    self.phase = "name"
            return
        if action.verb == "name":
            self.taboo = SUIT_NAMES.index(action.args[0])
            self.values = {_c(rk, self.taboo): 1 for rk in range(2, 15)}
            self.note(f"{name} names {SUIT_NAMES[self.taboo]} to be avoided")
            self._start_play()
            return
        if action.verb == "pass":
            c = action.args[0]
            self.hands[seat].remove(c)
            self.passed[seat].append(c)
            self.note(f"{name} passes a card", to=[p for p in range(self.n) if p != seat])
            self.note(f"{name} passes {c}", to=seat)
            if self._passer() is None:
                for s in range(self.n):                      # each takes up the cards from his right
                    self.hands[(s + 1) % self.n].extend(self.passed[s])
                sort_hands(self.hands)
                self.note("every player takes up the cards passed to him")
                self._start_play()
            return
        tp = self.tp
        first = not tp.quitted
        seats_now = tp.trick_seats() + [seat] if len(tp.trick) == len(tp.seats) - 1 else None
        w = tp.play(action.args[0])
        if w is not None:
            self.trick_seats.append(seats_now)           # who played each card (seats may drop out later)
        if self.rules.domino:
            self._domino_after(w)
            return
        if w is not None:
            self.note(f"{self.seat_names[w]} wins the trick")
            if self.stock:                                 # §2.4: the winner draws, then the loser
                for d in (w, (w + 1) % self.n):
                    c = self.stock.pop(0)
                    tp.hands[d].append(c)
                    self.note(f"{self.seat_names[d]} draws a card", to=[p for p in range(self.n) if p != d])
                    self.note(f"{self.seat_names[d]} draws {Card(c)}", to=d)
                sort_hands(tp.hands)
            if first and self.widow:
                self.widow_to = w
                self.note(f"{self.seat_names[w]} takes the widow (§2.11)")
        if tp.over:
            self.phase = "over"
            self.note(self.result_text())

    def _domino_after(self, w: int | None) -> None:
        """Domino hearts (§2.12): after a trick the players out of cards drop out, the last one
        holding cards takes them and the stock; before each card, a player who cannot follow draws
        from the stock until he can (or it is gone)."""
        tp = self.tp
        if w is not None:
            self.note(f"{self.seat_names[w]} wins the trick")
            empty = {s for s in tp.seats if not tp.hands[s]}
            if empty:
                tp.out = tp.out | empty
                tp.seats = [s for s in tp.seats if s not in empty]
                for s in sorted(empty):
                    self.note(f"{self.seat_names[s]} has played his last card and drops out")
            if len(tp.seats) <= 1:
                if tp.seats:
                    last = tp.seats[0]
                    self.last_holder = last
                    self.note(f"{self.seat_names[last]} holds the last cards and takes the stock")
                self.phase = "over"
                self.note(self.result_text())
                return
            if w in tp.out:
                tp.leader = tp.turn = tp.next_in(w)
        seat = tp.turn
        if tp.trick and self.stock:
            led = tp.order.suit[tp.trick[0]]
            drew = 0
            while self.stock and not any(tp.order.suit[c] == led for c in tp.hands[seat]):
                c = self.stock.pop(0)
                tp.hands[seat].append(c)
                drew += 1
                self.note(f"{self.seat_names[seat]} draws {Card(c)}", to=seat)
            if drew:
                self.note(f"{self.seat_names[seat]} draws {drew} card{'s' * (drew > 1)}",
                          to=[p for p in range(self.n) if p != seat])
                sort_hands(tp.hands)

    # ----- the count and the settlement -----------------------------------------------------
    def taken(self) -> list[int]:
        """The penalty points each seat took (hearts, pips, jacks, slobberhannes' tricks), with the
        widow's to the winner of the first trick and the last trick moved by laws 16-17. Raises
        DealNotOver before the play is over."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.void or self.tp is None:
            return [0] * self.n
        q = list(self.tp.quitted)
        if self.last_trick_to is not None and q:
            ld, cards, _ = q[-1]
            q[-1] = (ld, cards, self.last_trick_to)
        if self.rules.penalty == "slobberhannes":
            pts = [0] * self.n
            club_queen = _c(12, CLUBS)
            hit = [q[0][2], q[-1][2], next(w for _, cards, w in q if club_queen in cards)]
            for w in hit:
                pts[w] += 1
            if hit[0] == hit[1] == hit[2]:
                pts[hit[0]] = 4                              # all three: four in all (§3.1)
            return pts
        pts = card_points(q, self.values, self.n)
        if self.widow_to is not None:
            pts[self.widow_to] += sum(self.values.get(c, 0) for c in self.widow)
        if self.last_holder is not None:                     # §2.12: his own cards and the stock
            rest = list(self.stock) + list(self.tp.hands[self.last_holder])
            pts[self.last_holder] += sum(self.values.get(c, 0) for c in rest)
        return pts

    def _settle(self) -> tuple[list[int], int, str]:
        counts = self.taken()
        if self.void:
            return [-f for f in self.fines], sum(self.fines), "void"
        how = self.rules.settlement
        revokers = list(self.revokers)
        joker_net, joker_pool = self._joker()
        if self.bid and self.caller is not None:              # §2.6: the buyer's bid goes into the pool
            joker_net[self.caller] -= self.bid
            joker_pool += self.bid
            for r in revokers:                                # law 24: a revoker makes good the bid
                joker_net[r] -= self.bid
                joker_net[self.caller] += self.bid
        if how == "sweepstake":
            net, left, what = sweepstake(counts, self.jack_in + joker_pool, self.jack_running, revokers)
        else:
            left, what = 0, how
            if how == "howell":
                net = howell(counts, self.total)
            elif how == "spot":
                net, left = spot(counts)
            elif how == "three-hand":
                net = three_hand(counts)
            elif how == "points":
                net = [-c for c in counts]                   # domino hearts: each scores his hearts
            elif how == "difference":
                net = difference(counts, self.rules.free_hearts)
            else:
                net, left = pool_payments(counts)
                for r in revokers:                           # slobberhannes: a revoke costs one (§3.1)
                    net[r] -= 1
                    left += 1
            if revokers and how != "pool":                   # law 23: the revoker pays every loss
                for s in range(self.n):
                    if s not in revokers and net[s] < 0:
                        for r in revokers:
                            net[r] += net[s]
                        left -= net[s] * (len(revokers) - 1)
                        net[s] = 0
            left += self.jack_in + joker_pool
            if self.jack_in:
                what = how
        net = [x - f + j for x, f, j in zip(net, self.fines, joker_net)]
        return net, left + sum(self.fines), what

    def _joker(self) -> tuple[list[int], int]:
        """Joker hearts (§2.8): the joker is worth five; taken by the player dealt it, he pays five to
        the pool; taken by another, that player pays five to the one who got rid of it. Returns the
        nets of that payment and the counters it puts in the pool."""
        net = [0] * self.n
        if not self.rules.joker or self.tp is None or self.void:
            return net, 0
        for ld, cards, w in self.tp.quitted:
            if JOKER in cards:
                by = self.tp.seat_at(ld, cards.index(JOKER))        # joker hearts: nobody drops out
                if w == self.joker_holder:
                    net[w] -= 5
                    return net, 5
                net[w] -= 5
                net[by] += 5
        return net, 0

    def outcome(self) -> list[int]:
        return self._settle()[0]

    def house_take(self) -> int:
        """Counters left in the pool (a jack, an odd counter, slobberhannes' pool, fines) less the
        jack carried in; negative when a jack is won."""
        if self.phase != "over":
            return 0
        return self._settle()[1] - self.jack_in

    def pool_left(self) -> int:
        """Counters that stay in the pool for the next deal. Raises DealNotOver before the end."""
        return self._settle()[1]

    def jack_made(self) -> bool:
        """Whether the pool left is a jack (law 29: won only by a single clean player)."""
        net, left, what = self._settle()
        if what == "jack":
            return True
        return what == "divided" and self.rules.jack_after_divide and left > 0

    def outcome_detail(self) -> list[dict[str, Any]] | None:
        if self.phase != "over":
            return None
        counts = self.taken()
        net = self.outcome()
        out = []
        for s in range(self.n):
            item = {"seat": s, "net": net[s], "taken": counts[s], "settlement": self.rules.settlement}
            if self.fines[s]:
                item["fines"] = self.fines[s]
            if s in self.revokers:
                item["revoke"] = True
            out.append(item)
        return out

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"no play: {self.void}"
        net, left, what = self._settle()
        names = self.seat_names
        counts = ", ".join(f"{names[s]} {c}" for s, c in enumerate(self.taken()))
        pay = ", ".join(f"{names[s]} {v:+d}" for s, v in enumerate(net))
        tail = {"jack": f"; {left} stay in the pool as a jack", "won": "; the pool is won",
                "divided": "; the pool is divided" + (f", {left} left" if left else "")}.get(what, "")
        if what not in ("jack", "won", "divided") and left:
            tail = f"; {left} in the pool"
        return f"taken: {counts} - {pay}{tail}"

    # ----- what a seat may see --------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(h) for s, h in enumerate(self.hands)}
        out["passed"] = [c for p in self.passed for c in p] if self.phase == "pass" else []
        out["widow"] = list(self.widow)
        out["stock"] = list(self.stock)
        if self.tp is not None:
            out.update(self.tp.locations())
        else:
            out["trick"], out["quitted"] = [], []
        return out

    def card_zones(self) -> dict[str, Zone]:
        """The default zones and, while the cards are being passed, each seat's cards laid
        face down for its neighbour (``passed``)."""
        zones = super().card_zones()
        if zones and self.phase == "pass":
            zones.update({f"passed {s}": Zone(p, attr="passed") for s, p in enumerate(self.passed)})
        return zones

    def hidden_cards(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        for s, h in enumerate(self.hands):
            if s != seat:
                out.update(h)
        if self.phase == "pass":
            for s, p in enumerate(self.passed):
                if s != seat:
                    out.update(p)
        if self.phase != "over" and (self.widow_to is None or self.widow_to != seat):
            out.update(self.widow)
        out.update(self.stock)
        if seat is not None:
            out.difference_update(self.passed[seat])        # he knows where his own passed cards went
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        v: dict[str, Any] = {
            "game": "hearts", "phase": self.phase, "players": self.n,
            "seat": None if seat is None else names[seat], "seats": list(names),
            "dealer": names[self.dealer], "eldest": names[self.eldest],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "penalty": self.rules.penalty, "settlement": self.rules.settlement,
            "short_pack": self.rules.short_pack, "french_order": self.rules.french_order,
            "pool_in": self.jack_in, "jack_running": self.jack_running,
            "to_act": None if self.to_act is None else names[self.to_act],
            "passed": [str(Card(c)) for c in self.passed[seat]] if seat is not None and self.phase == "pass" else [],
            "widow": len(self.widow), "stock": len(self.stock),
            "taboo": SUIT_NAMES[self.taboo], "bid": self.bid,
            "caller": None if self.caller is None else names[self.caller], "widow_to": None if self.widow_to is None else names[self.widow_to],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
            "tricks": {names[s]: (tp.won[s] if tp else 0) for s in range(self.n)},
            "played": [[[names[p], str(Card(c))] for p, c in zip(ps, cards)]
                       for ps, (_, cards, _) in zip(self.trick_seats, tp.quitted)] if tp else [],
            "taken_so_far": card_points(tp.quitted, self.values, self.n) if tp and self.values else [0] * self.n,
            "exposed": {names[s]: [str(Card(c)) for c in e] for s, e in enumerate(tp.exposed) if e} if tp else {},
        }
        if seat is not None and self.widow_to == seat:
            v["widow_cards"] = [str(Card(c)) for c in self.widow]
        if self.phase == "over":
            v["widow_cards"] = [str(Card(c)) for c in self.widow]
            v["taken"] = self.taken()
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Hearts ({view['penalty']}, settled by {view['settlement']}) - dealer {view['dealer']}"
                 + (f" - {view['pool_in']} in the pool" + (" (a jack)" if view["jack_running"] else "")
                    if view["pool_in"] else "")]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view["bid"] or view["caller"]:
            lines.append(f"Auction: {view['caller'] or 'best bid'} {view['bid']}; {view['taboo']} to be avoided")
        if view["phase"] == "pass":
            lines.append("Passing to the left" + (": you pass " + " ".join(view["passed"]) if view["passed"] else ""))
        if view["widow"]:
            lines.append(f"Widow: {view['widow']} cards" + (f", taken by {view['widow_to']}" if view["widow_to"] else ""))
        if view["stock"]:                                  # two-hand and domino hearts: a count, face down
            lines.append(f"Stock: {view['stock']} card{'s' * (view['stock'] != 1)} face down")
        if view["phase"] in ("play", "over"):
            lines.extend(trick_view_lines(view, (4,), always=True))
            counts = dict(zip(view["seats"], view["taken_so_far"]))
            lines.append("Taken so far: " + per_seat(counts))
        if view.get("result"):
            lines.append("Hand over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    # ----- the referee (laws 13-27 that a deal can settle) ----------------------------------

    def _side(self, seat: int) -> int:
        return seat                                            # each plays for himself (§2.1)

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        """Law 23 (24 for a second revoker): the revoker pays every loss of the hand."""
        if revoke.seat not in self.revokers:
            self.revokers.append(revoke.seat)
        law = _L("24") if len(self.revokers) > 1 else _L("23")
        slob = self.rules.penalty == "slobberhannes"
        return Ruling(law=_L("S1") if slob else law,
                      penalty="one counter to the pool" if slob else
                      f"{self.seat_names[revoke.seat]} pays every loss of the hand",
                      detail=f"{self.seat_names[revoke.seat]} revoked at trick {revoke.trick}",
                      effect={"revoker": self.seat_names[revoke.seat], "revoke": revoke.to_dict()})

    def _before_first_trick(self) -> bool:
        return self.tp is None or not self.tp.quitted

    def _ref_wrong_number(self, seat: int, other: int | None = None) -> Ruling:
        """Laws 13-15: a hand of the wrong number found before every player has played to the first
        trick is a misdeal (the deal passes, law 14; slobberhannes: the same dealer deals again);
        found later, the short hand draws from the long (``other``) and both pay five counters."""
        if self.phase == "over":
            raise IllegalAction("the hand is over", _L("13"))
        if self._before_first_trick():
            self.void = "a misdeal: a wrong number of cards (law 13)"
            self.same_dealer = self.rules.penalty == "slobberhannes"
            self.phase = "over"
            return Ruling(law=_L("14"), penalty="a misdeal; " + ("the same dealer deals again (§3.1)"
                          if self.same_dealer else "the deal passes to the left"),
                          effect={"void": True, "same_dealer": self.same_dealer})
        if other is None or not isinstance(other, int) or not 0 <= other < self.n or other == seat:
            raise IllegalAction("name the other player whose number is wrong (other=SEAT)", _L("15"))
        self.fines[seat] += 5
        self.fines[other] += 5
        return Ruling(law=_L("15"), penalty=f"{self.seat_names[seat]} and {self.seat_names[other]} pay five "
                      "counters each to the pool", effect={"fines": {self.seat_names[seat]: 5,
                                                                     self.seat_names[other]: 5}})

    def _ref_missed_trick(self, seat: int) -> Ruling:
        """Laws 16-17: a player who missed a trick (or is a card short) takes the last trick and every
        heart in it."""
        if self.phase == "over" or self.tp is None:
            raise IllegalAction("the play is not in progress", _L("16"))
        self.last_trick_to = seat
        return Ruling(law=_L("16"), penalty=f"{self.seat_names[seat]} takes the last trick with its hearts",
                      effect={"last_trick_to": self.seat_names[seat]})

    def _ref_faced_card(self, seat: int) -> Ruling:
        """Law 10: a card faced in the pack (or an imperfect pack) before the play: a new deal by the
        same dealer."""
        if not self._before_first_trick() or self.phase == "over":
            raise IllegalAction("a faced card is claimed before the first trick is played", _L("10"))
        self.void = "a card faced in the pack (law 10)"
        self.same_dealer = True
        self.phase = "over"
        return Ruling(law=_L("10"), penalty="a new deal by the same dealer", effect={"void": True, "same_dealer": True})

    def _ref_lead_out_of_turn(self, seat: int, card=None, suit=None) -> Ruling:
        """Law 20: a lead out of turn is taken back; the player on the offender's right may name a
        suit he must lead at his next proper lead (``suit``; none named, no penalty)."""
        tp = self._tricks()
        law = _L("20")
        if tp.over:
            raise IllegalAction("the hand is over", law)
        if tp.trick or tp.turn == seat:
            raise IllegalAction("that was not a lead out of turn", law)
        c = self._held(seat, card)
        if suit is None:
            return Ruling(law=law, penalty=f"{Card(c)} is taken back; no suit is named",
                          effect={"card": str(Card(c)), "suit": None})
        from ...mechanics.tricks import called_suit
        s = called_suit(suit, law)
        tp.suit_called[seat] = s
        return Ruling(law=law, penalty=f"{Card(c)} is taken back; {self.seat_names[seat]} must lead "
                      f"{SUIT_NAMES[s]} at his next lead if he holds one",
                      effect={"card": str(Card(c)), "suit": SUIT_NAMES[s],
                              "named_by": self.seat_names[(seat - 1) % self.n]})

    def _ref_call_suit(self, seat: int, suit=None) -> Ruling:
        raise IllegalAction("in hearts a suit is named only as the penalty of a lead out of turn "
                            "(lead-out-of-turn with suit=...)", _L("20"))

    def clone(self) -> "HeartsState":
        s = HeartsState.__new__(HeartsState)
        s.__dict__ = self.__dict__.copy()
        s.history = list(self.history)
        s.log = list(self.log)
        s.context = dict(self.context)
        s.passed = [list(p) for p in self.passed]
        s.trick_seats = list(self.trick_seats)
        s.rulings = list(self.rulings)
        s.revoke_claims = list(self.revoke_claims)
        s.revokers = list(self.revokers)
        s.fines = list(self.fines)
        s.stock = list(self.stock)
        clone_trick_play(self, s)
        return s
