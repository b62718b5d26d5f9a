"""One deal of cinch / double pedro / high five and its relatives (Foster 1914, 001 part 3 §C6,
the laws and illustrative hands in 001 part 4 §1; the laws in :mod:`.cinch_laws`, cited by our
numbers).

Cinch (the book's standard game): four, partners opposite (N-S against E-W). Nine cards each,
three at a time in three rounds from the dealer's left; no turn-up (law 2). From the eldest each
once ``bid``\\ s 1 to 14 or ``pass``\\ es, each bid higher (law 4); the highest bidder names the
trump (``trump hearts``); all passing, the dealer names one without a bid. Then each from the
eldest ``discard``\\ s face up, one card at a time, at least down to six, says ``done`` and is
served from the top of the stock back to six; the dealer last may rob the deck, ``take``\\ ing
any cards of the stock he likes (law 6). The maker leads; follow-or-trump (law 9); six tricks.

The trump order (law 8): A K Q J 10 9 8 7 6 5 (Right Pedro), the 5 of the same colour (Left
Pedro), 4 3 2. The points (law 10), each to the side that wins the card in a trick: ace 1, two
1, jack 1, ten 1, each Pedro 5 (fourteen). Counting trumps in the discards score for the makers
(law 7); those left in the stock for nobody. Scoring (law 11): the side with more scores the
difference; a bidder who fails scores nothing and the adversaries score the bid and what they
made; a side barred by a revoke scores nothing and the other everything it made (law 15).

The variants are data on this engine (:class:`CinchRules`):

* ``sixty-three``: second bids, K 25, 3 15, 9 9 more (63 in all), game 150;
* ``blind-cinch``: nine dealt, then four face down before each player, taken up after the
  bidding (the bidder first, before naming the trump); no draw, each discards to six;
* ``widow-cinch``: six in three partnerships (partners opposite: seats 0-3, 1-4, 2-5), eight
  each in fours and a widow of four after the first round, which the bidder may ``take`` (or
  ``leave``) before naming the trump; each discards to six, no draw;
* ``auction-cinch``: five or six each for himself, six cards (3 + 3), bid for the trump, discard
  and draw back to six, then the bidder ``call``\\ s the holder of a named card as his partner.

With more than two sides (widow and auction cinch) our reading of the difference rule: each
side is compared with the makers only (the makers with the best of the others).

Seats: four are N E S W (the book's A Y B Z); six A-F; five A-E. The outcome per seat: the
points its side scored this deal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import Ruling
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.tricks import (PLAY, clone_trick_play, SUIT_NAMES, SUIT_OR_TRUMP, OrderedTrickPlay, TrickOrder, TrickPenalties,
                                 trick_view_lines, parse_suit, same_colour, sort_hands)
from .cinch_laws import CINCH_LAWS

__all__ = ["CinchRules", "CinchState", "COUNTERS", "cinch_order", "cinch_values", "cinch_score", "pedro_left"]

SEAT_NAMES = {4: ("N", "E", "S", "W"), 5: tuple("ABCDE"), 6: tuple("ABCDEF")}
_L = CINCH_LAWS.cite

#: the counting trumps by rank (a Pedro is rank 5; the Left Pedro counts as the Right)
COUNTERS = {
    "cinch": {14: 1, 2: 1, 11: 1, 10: 1, 5: 5},                            # law 10: fourteen
    "sixty-three": {14: 1, 2: 1, 11: 1, 10: 1, 5: 5, 13: 25, 3: 15, 9: 9},  # §C6 Sixty-Three: 63
}
#: the order of the points for counting out when two sides reach game together (our reading)
POINT_NAMES = {14: "High", 2: "Low", 11: "Jack", 10: "Game", 5: "Pedro", 13: "King", 3: "Three", 9: "Nine"}


def _rank(c: int) -> int:
    return (c >> 2) + 2


def pedro_left(trump: int) -> int:
    """The card index of the Left Pedro: the five of the trump's colour (law 8)."""
    return 12 + same_colour(trump)


def cinch_order(trump: int) -> TrickOrder:
    """Cinch's trick order (laws 8, 9): the Left Pedro belongs to the trumps, between the five
    and the four; follow-or-trump to a plain lead, a trump lead followed."""
    suit = [c & 3 for c in range(54)]
    rank = [2 * c for c in range(54)]
    left = pedro_left(trump)
    suit[left] = trump
    rank[left] = 2 * (12 + trump) - 1
    return TrickOrder(trump, suit, rank, SUIT_OR_TRUMP)


def cinch_values(trump: int, counters: str = "cinch") -> dict[int, int]:
    """``{card: points}`` of the counting trumps (law 10; sixty-three's K, 3, 9)."""
    out = {(r - 2) * 4 + trump: v for r, v in COUNTERS[counters].items()}
    out[pedro_left(trump)] = 5
    return out


def cinch_score(made: list[int], makers: int, bid: int, barred: set[int] | frozenset = frozenset(),
                revoker_opposed: bool = False, scoring: str = "difference") -> list[int]:
    """The score per side of one deal (law 11; law 15 for revokes): ``made`` the points each
    side won, ``makers`` the side that named the trump, ``bid`` its contract (0: the dealer
    named it without a bid). Two sides: the more scores the difference, a tie nothing; the
    bidder failing scores nothing and the others score the bid and what they made. A side in
    ``barred`` (a revoke) scores nothing, the others all they made; ``revoker_opposed``: an
    adversary of the bidder revoked, so the makers score all they made whatever the bid.
    More than two sides: each is compared with the makers (our reading). Returns points per
    side (never negative). ``scoring="set-back"``: the old way the book criticises (§C6,
    CI-04): each side scores what it made, a bidder who fails is set back his bid (negative)."""
    n = len(made)
    out = [0] * n
    if scoring == "set-back" and not barred:
        out = list(made)
        if bid and made[makers] < bid:
            out[makers] = -bid
        return out
    if barred:
        for s in range(n):
            out[s] = 0 if s in barred else made[s]
        return out
    others = [s for s in range(n) if s != makers]
    if bid and made[makers] < bid:
        for s in others:
            out[s] = made[s] + bid
        return out
    best_other = max(made[s] for s in others) if others else 0
    out[makers] = max(0, made[makers] - best_other)
    for s in others:
        out[s] = max(0, made[s] - made[makers])
    return out


@dataclass(frozen=True)
class CinchRules(Rules):
    game_points: int = option(51, "points to win a game", "Cinch law 11; sixty-three 150 (§C6)", minimum=1,
                              maximum=1000)
    counters: str = option("cinch", "the counting trumps: cinch's fourteen or sixty-three's 63",
                           "Cinch law 10; §C6 Sixty-Three", choices=("cinch", "sixty-three"))
    deal_cards: int = option(9, "cards dealt to each before the draw", "Cinch law 2; auction cinch 6, widow 8",
                             minimum=6, maximum=9)
    packet: int = option(3, "cards to each at a time", "Cinch law 2; widow cinch in fours", minimum=1, maximum=4)
    blind: int = option(0, "cards laid face down before each player, taken up after the bidding (blind cinch)",
                        "§C6 Blind Cinch", minimum=0, maximum=4)
    widow: int = option(0, "cards dealt to the table after the first round, which the bidder may take",
                        "§C6 Widow Cinch", minimum=0, maximum=4)
    draw: bool = option(True, "discard and draw back to six from the stock (off: discard to six)",
                        "Cinch law 6; blind and widow cinch draw nothing")
    rob: bool = option(True, "the dealer may rob the deck instead of drawing blind", "Cinch law 6")
    second_bids: bool = option(False, "a player overbid may bid again in his turn (sixty-three)",
                               "§C6 Sixty-Three")
    call_partner: bool = option(False, "each for himself; the bidder calls the holder of a named card as partner",
                                "§C6 Auction Cinch")
    referee_mode: bool = option(False, "accept a revoke as a physical table would (recorded, not refused) and "
                                "settle it by law when claimed", "Cinch laws 15-17")
    scoring: str = option("difference", "the book's scoring (the side with more scores the difference) or the "
                          "old set-back scoring it criticises", "Cinch law 11; §C6 (CI-04)",
                          choices=("difference", "set-back"))


class CinchState(TrickPenalties, GameState):
    """One deal of cinch or a variant (module docstring).

    Context: ``dealer`` (seat), ``score`` (points per side toward game). Actions: ``bid N``,
    ``pass``, ``take``/``leave`` (the widow), ``trump <suit>``, ``discard <card>``, ``done``,
    ``take <card>`` (robbing), ``call <card>``, ``play <card>``. Raises ValueError for a
    player count the rules do not fit (four; widow cinch six; auction cinch five or six)."""

    rules_cls = CinchRules
    unit = "points"
    penalty_laws = CINCH_LAWS

    def __init__(self, num_players: int = 4, rules: CinchRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        r = self.rules
        if n not in SEAT_NAMES or (not r.call_partner and n == 5) or (r.widow and n != 6):
            raise ValueError("cinch is for four; widow cinch for six; auction cinch for five or six")
        if n * (r.deal_cards + r.blind) + r.widow > 52:
            raise ValueError("the pack holds 52 cards: too many dealt for this table")
        self.n = n
        self.seat_names = SEAT_NAMES[n]
        self.n_sides = n if r.call_partner else n // 2
        self.dealer = self.context.get("dealer", n - 1)
        if not isinstance(self.dealer, int) or not 0 <= self.dealer < n:
            self.dealer = n - 1
        self.score_before = self._context_numbers("score", [0] * self.n_sides)
        self.eldest = (self.dealer + 1) % n
        self.deck = self.shuffler.shuffle(list(standard_pack()))
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.blinds: list[list[int]] = [[] for _ in range(n)]
        self.widow_cards: list[int] = []
        pos = 0
        rounds = r.deal_cards // r.packet
        for k in range(rounds):                                   # law 2: in packets from the left
            for i in range(1, n + 1):
                self.hands[(self.dealer + i) % n].extend(self.deck[pos:pos + r.packet])
                pos += r.packet
            if k == 0 and r.widow:                                # widow cinch: after the first round
                self.widow_cards = self.deck[pos:pos + r.widow]
                pos += r.widow
        if r.blind:
            for i in range(1, n + 1):
                self.blinds[(self.dealer + i) % n] = self.deck[pos:pos + r.blind]
                pos += r.blind
        sort_hands(self.hands)
        self.pos = pos
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.dropped: list[list[int]] = [[] for _ in range(n)]    # this turn's discards (the draw)
        self.partner: int | None = None                            # auction cinch's called partner
        self.called: int | None = None
        self.bid = 0
        self.bidder: int | None = None
        self.passed: set[int] = set()
        self.spoken: set[int] = set()
        self.lost: set[int] = set()                                # seats that lost their bid (law 5)
        self._turn = self.eldest
        self.maker: int | None = None
        self.trump: int | None = None
        self.tp: OrderedTrickPlay | None = None
        self.rulings: list[Ruling] = []
        self.revoke_claims: list[int] = []
        self.barred: set[int] = set()
        self.revoker_opposed = False
        self.void: str | None = None
        self.same_dealer = False
        self.phase = "bid"

    # ----- sides ---------------------------------------------------------------------------------
    def _side(self, seat: int) -> int:
        if self.rules.call_partner:
            if self.maker is not None and seat in (self.maker, self.partner):
                return self.maker
            return seat
        return seat % self.n_sides

    def _side_name(self, side: int) -> str:
        if self.rules.call_partner:
            return self.seat_names[side]
        names = self.seat_names
        return "-".join(names[s] for s in range(self.n) if s % self.n_sides == side)

    def sides(self) -> list[str]:
        """The name of each side this deal (``N-S``, ``A-D``; a seat each in auction cinch)."""
        return [self._side_name(s) for s in range(self.n_sides)]

    # ----- turns ---------------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.phase in ("bid", "discard", "rob"):
            return self._turn
        if self.phase in ("widow", "trump", "call"):
            return self.maker
        if self.phase == "play":
            return self.tp.turn
        return None

    def _max_bid(self) -> int:
        return sum(COUNTERS[self.rules.counters].values()) + 5

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "bid":
            if self._turn in self.lost:
                return [Action("pass")]
            return [Action("pass")] + [Action("bid", (v,)) for v in range(self.bid + 1, self._max_bid() + 1)]
        if ph == "widow":
            return [Action("take"), Action("leave")]
        if ph == "trump":
            return [Action("trump", (s,)) for s in SUIT_NAMES]
        if ph == "discard":
            seat = self._turn
            out = [Action("discard", (Card(c),)) for c in self.hands[seat]] if self._may_discard(seat) else []
            if self._may_stop(seat):
                out.append(Action("done"))
            return out
        if ph == "rob":
            return [Action("take", (Card(c),)) for c in sorted(self.deck[self.pos:])]
        if ph == "call":
            mine = set(self.hands[self.maker])
            return [Action("call", (Card(c),)) for c in range(52) if c not in mine]
        if ph == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _may_discard(self, seat: int) -> bool:
        """Down to six a player must discard; beyond that only while the stock can serve him
        back to six (the book assumes it can; we never let a discard leave him short)."""
        hand = len(self.hands[seat])
        if hand > 6:
            return True
        return self.rules.draw and hand > 0 and 6 - (hand - 1) <= len(self.deck) - self.pos

    def _may_stop(self, seat: int) -> bool:
        return len(self.hands[seat]) <= 6

    # ----- the checks ----------------------------------------------------------------------------
    def _check(self, action: Action) -> None:
        if self.phase == "play":
            tp = self.tp
            if (self.rules.referee_mode and action.verb == "play" and len(action.args) == 1
                    and isinstance(action.args[0], Card) and action.args[0] in tp.hands[tp.turn]
                    and tp.is_revoke(tp.turn, action.args[0]) and tp.called[tp.turn] is None):
                return
            if action.verb == "play" and len(action.args) == 1 and isinstance(action.args[0], Card) \
                    and action.args[0] in tp.hands[tp.turn] and action.args[0] not in tp.legal():
                if tp.led_suit == self.trump:
                    raise IllegalAction("a trump was led (the Left Pedro is a trump): follow with a trump", _L(9))
                raise IllegalAction(f"you must follow {SUIT_NAMES[tp.led_suit]} or trump", _L(9))
            tp.check_play(action, _L(9))
            return
        if self.phase == "trump" and action.verb == "trump" and len(action.args) == 1:
            try:
                s = parse_suit(action.args[0]) if isinstance(action.args[0], str) else None
            except ValueError:
                s = None
            if s is not None:
                return
            raise IllegalAction("name a suit: trump clubs, diamonds, hearts or spades", _L(4))
        if self._is_legal(action):
            return
        v = action.verb
        if self.phase == "bid" and v == "bid":
            if self._turn in self.lost:
                raise IllegalAction("you lost your bid by bidding out of turn: pass", _L(5))
            if self.bid >= self._max_bid():
                raise IllegalAction("no higher bid is possible: pass", _L(4))
            raise IllegalAction(f"bid {self.bid + 1} to {self._max_bid()}: higher than the last bid", _L(4))
        if self.phase == "discard" and v == "done":
            raise IllegalAction(f"discard at least down to six first ({len(self.hands[self._turn])} held)", _L(6))
        if self.phase == "discard" and v == "discard":
            if not self.rules.draw:
                raise IllegalAction("discard down to six, no further: there is no draw", _L(6))
            raise IllegalAction("discard a card of your own hand (discard 7H); the stock must serve you", _L(6))
        if self.phase == "rob" and v == "take":
            raise IllegalAction("take a card of the stock (you have searched it)", _L(6))
        if self.phase == "call" and v == "call":
            raise IllegalAction("call a card you do not hold", "001 part 3 §C6 Auction Cinch")
        raise IllegalAction(*self._explain_illegal(action))

    # ----- the actions ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        v = action.verb
        if self.phase == "bid":
            self.spoken.add(seat)
            if v == "pass":
                self.passed.add(seat)
                self.note(f"{name} passes")
            else:
                self.bid, self.bidder = action.args[0], seat
                self.note(f"{name} bids {self.bid}")
            self._next_bidder()
        elif self.phase == "widow":
            if v == "take":
                self.hands[seat].extend(self.widow_cards)
                self.note(f"{name} takes the widow")
                self.note(f"the widow: {' '.join(str(Card(c)) for c in self.widow_cards)}", to=seat)
                self.widow_cards = []
                sort_hands([self.hands[seat]])
            else:
                self.note(f"{name} leaves the widow")
            self.phase = "trump"
        elif self.phase == "trump":
            self.trump = parse_suit(action.args[0])
            self.note(f"{name} names {SUIT_NAMES[self.trump]} as trumps")
            self.phase = "discard"
            self._turn = seat if self.rules.blind else self.eldest
        elif self.phase == "discard":
            if v == "discard":
                c = action.args[0]
                self.hands[seat].remove(c)
                self.discards[seat].append(c)
                self.dropped[seat].append(c)
                self.note(f"{name} discards {Card(c)}")
                if not self.rules.draw and len(self.hands[seat]) == 6:
                    self._next_discarder()
            else:
                self._serve(seat)
        elif self.phase == "rob":
            c = action.args[0]
            self.deck.remove(c)
            self.deck.insert(self.pos, c)
            self.pos += 1
            self.hands[seat].append(c)
            self.note(f"{name} robs the deck", to=[p for p in range(self.n) if p != seat])
            self.note(f"{name} takes {Card(c)} from the stock", to=seat)
            if len(self.hands[seat]) >= 6 or self.pos >= len(self.deck):
                sort_hands([self.hands[seat]])
                self._start_play()
        elif self.phase == "call":
            c = action.args[0]
            self.called = c
            holder = next((s for s in range(self.n) if c in self.hands[s]), None)
            self.partner = holder
            self.note(f"{name} calls the {Card(c)}: {self.seat_names[holder]} is his partner" if holder is not None
                      else f"{name} calls a card no player holds: he plays alone")
            self._begin_tricks()
        else:
            tp = self.tp
            w = tp.play(action.args[0])
            if w is not None:
                self.note(f"{self.seat_names[w]} wins the trick")
            if tp.over:
                self.phase = "over"
                self.note(self.result_text())

    def _next_bidder(self) -> None:
        """Once round from the eldest (law 4); with second bids (sixty-three) round and round,
        a player who passes dropping out, until all but the last bidder have passed."""
        n = self.n
        if not self.rules.second_bids:
            if len(self.spoken) == n:
                return self._close_bidding()
            self._turn = (self._turn + 1) % n
            return
        waiting = [s for s in range(n) if s not in self.passed and s != self.bidder]
        if not waiting:
            return self._close_bidding()
        s = self._turn
        while True:
            s = (s + 1) % n
            if s in waiting:
                break
        self._turn = s

    def _close_bidding(self) -> None:
        if self.bidder is None:
            self.maker = self.dealer
            self.note(f"all pass: {self.seat_names[self.dealer]} names the trump without a bid (law 4)")
        else:
            self.maker = self.bidder
        if self.rules.blind:                           # blind cinch: he takes up his four, then names
            self._take_blind(self.maker)
        self.phase = "widow" if self.widow_cards else "trump"

    def _take_blind(self, seat: int) -> None:
        self.hands[seat].extend(self.blinds[seat])
        self.note(f"{self.seat_names[seat]} takes up his four")
        self.blinds[seat] = []
        sort_hands([self.hands[seat]])

    def _order_of_discard(self) -> list[int]:
        if self.rules.blind:
            return [self.maker] + [(self.eldest + i) % self.n for i in range(self.n)
                                   if (self.eldest + i) % self.n != self.maker]
        return [(self.eldest + i) % self.n for i in range(self.n)]

    def _next_discarder(self) -> None:
        order = self._order_of_discard()
        i = order.index(self._turn)
        if i + 1 >= len(order):
            return self._after_discards()
        self._turn = order[i + 1]
        if self.rules.blind:
            self._take_blind(self._turn)
        if not self.rules.draw and len(self.hands[self._turn]) <= 6:
            self._next_discarder()

    def _serve(self, seat: int) -> None:
        """``done``: the dealer serves the player from the top of the stock back to six (law 6);
        the dealer himself robs the deck when the rules allow."""
        if not self.rules.draw:
            return self._next_discarder()
        if seat == self.dealer and self.rules.rob and len(self.hands[seat]) < 6 and self.pos < len(self.deck):
            self.phase = "rob"
            self.note(f"{self.seat_names[seat]} searches the stock")
            return
        need = max(0, 6 - len(self.hands[seat]))
        got = self.deck[self.pos:self.pos + need]
        self.pos += len(got)
        self.hands[seat].extend(got)
        self.note(f"{self.seat_names[seat]} draws {len(got)}")
        if got:
            self.note(f"{self.seat_names[seat]} draws {' '.join(str(Card(c)) for c in got)}", to=seat)
        sort_hands([self.hands[seat]])
        self._next_discarder()

    def _after_discards(self) -> None:
        self._start_play()

    def _start_play(self) -> None:
        if self.rules.call_partner:
            self.phase = "call"
            return
        self._begin_tricks()

    def _begin_tricks(self) -> None:
        self.tp = OrderedTrickPlay(self.hands, cinch_order(self.trump), self.maker)
        self.hands = self.tp.hands
        self.phase = "play"

    # ----- the result ----------------------------------------------------------------------------
    def made(self) -> list[int]:
        """The points each side won this deal (law 10): the counting trumps in its tricks, and
        for the makers those found in the discards (law 7). Raises DealNotOver before the end."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        out = [0] * self.n_sides
        if self.void or self.tp is None:
            return out
        values = cinch_values(self.trump, self.rules.counters)
        for _, cards, w in self.tp.quitted:
            out[self._side(w)] += sum(values.get(c, 0) for c in cards)
        out[self._side(self.maker)] += sum(values.get(c, 0) for d in self.discards for c in d)
        return out

    def points(self) -> list[int]:
        """The score per side this deal (law 11, law 15). Raises DealNotOver before the end."""
        made = self.made()
        if self.void:
            return made
        return cinch_score(made, self._side(self.maker), self.bid if self.bidder is not None else 0,
                           self.barred, scoring=self.rules.scoring)

    def outcome(self) -> list[int]:
        p = self.points()
        return [p[self._side(s)] for s in range(self.n)]

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"no score: {self.void}"
        made, p = self.made(), self.points()
        contract = (f"{self.seat_names[self.bidder]} bid {self.bid}" if self.bidder is not None
                    else "no bid")
        return (f"{contract}; made " + ", ".join(f"{self._side_name(s)} {made[s]}" for s in self._live_sides())
                + " - score " + ", ".join(f"{self._side_name(s)} {p[s]}" for s in self._live_sides()))

    def _live_sides(self) -> list[int]:
        return sorted({self._side(s) for s in range(self.n)})

    # ----- what a seat may see -------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(h) for s, h in enumerate(self.hands)}
        out["stock"] = list(self.deck[self.pos:])
        out["widow"] = list(self.widow_cards)
        for s, b in enumerate(self.blinds):
            out[f"blind {self.seat_names[s]}"] = list(b)
        out["discards"] = [c for d in self.discards for c in d]
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = set(self.widow_cards)
        if not (self.phase == "rob" and seat == self.dealer):
            out.update(self.deck[self.pos:])
        for s, h in enumerate(self.hands):
            if s != seat:
                out.update(h)
        for b in self.blinds:
            out.update(b)
        if self.partner is not None:
            out.discard(self.called)            # "I play with you": the called card's holder is known
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        v: dict[str, Any] = {
            "game": "cinch", "phase": self.phase, "players": self.n, "sides": self.sides(),
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "eldest": names[self.eldest],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "blind": {names[s]: len(b) for s, b in enumerate(self.blinds) if b},
            "widow": len(self.widow_cards), "stock": len(self.deck) - self.pos,
            "stock_cards": [str(Card(c)) for c in sorted(self.deck[self.pos:])]
            if self.phase == "rob" and seat == self.dealer else None,
            "bid": self.bid, "bidder": None if self.bidder is None else names[self.bidder],
            "maker": None if self.maker is None else names[self.maker],
            "partner": None if self.partner is None else names[self.partner],
            "called": None if self.partner is None else str(Card(self.called)),
            "trump": None if self.trump is None else SUIT_NAMES[self.trump],
            "discards": {names[s]: [str(Card(c)) for c in d] for s, d in enumerate(self.discards) if d},
            "score": list(self.score_before), "game_points": self.rules.game_points,
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
            "last_trick": [[names[tp.seat_at(tp.quitted[-1][0], i)], str(Card(c))]
                           for i, c in enumerate(tp.quitted[-1][1])] if tp and tp.quitted else [],
            "exposed": {names[s]: [str(Card(c)) for c in e] for s, e in enumerate(tp.exposed) if e} if tp else {},
        }
        if self.phase == "over":
            v["made"] = self.made()
            v["points"] = self.points()
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        score = ", ".join(f"{s} {p}" for s, p in zip(view["sides"], view["score"]))
        lines = [f"Cinch - dealer {view['dealer']} - score {score} (game {view['game_points']})"]
        if view.get("bidder"):
            lines.append(f"Bid {view['bid']} by {view['bidder']}")
        if view["trump"]:
            lines.append(f"Trumps {view['trump']} named by {view['maker']}"
                         + (f"; {view['partner']} is partner (holds {view['called']})" if view.get("partner") else ""))
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view.get("stock_cards"):
            lines.append("The stock: " + " ".join(view["stock_cards"]))
        lines.extend(trick_view_lines(view, (4,)))
        if view.get("result"):
            lines.append("Hand over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act ({view['phase']})")
        return "\n".join(lines)

    # ----- the referee ---------------------------------------------------------------------------
    def _referee_open(self, call: str) -> None:
        if self.tp is None and call in ("revoke", "correct-revoke", "exposed-card", "call-card",
                                        "lead-out-of-turn", "call-suit"):
            raise IllegalAction("the play has not begun", _L(9))

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        """Law 15: the revoking side scores nothing this hand; an adversary of the bidder
        revoking, the bidder's side scores all it makes whatever the bid."""
        off = self._side(revoke.seat)
        self.barred.add(off)
        makers = self._side(self.maker)
        self.revoker_opposed = off != makers
        what = f"{self._side_name(off)} score nothing this hand"
        if off != makers and self.bidder is not None:
            what += f"; {self._side_name(makers)} score all they make whatever the bid"
        return Ruling(law=_L(15), penalty=what,
                      detail=f"{self.seat_names[revoke.seat]} revoked at trick {revoke.trick}",
                      effect={"barred": self._side_name(off), "revoke": revoke.to_dict()})

    def _ref_bid_out_of_turn(self, seat: int, target: int = -1) -> Ruling:
        """Law 5: ``target`` bid out of turn (his bid is void). Before the eldest has spoken the
        offender and his partner lose their bids; the dealer bidding before his partner has
        spoken, both lose theirs; any other bid out of turn loses the offender's bid (the pone
        before the dealer's partner; the dealer after his partner but before the pone)."""
        law = _L(5)
        if self.phase != "bid" or self.rules.call_partner or self.n != 4:
            raise IllegalAction("a bid out of turn is called in the bidding of four-hand cinch", law)
        if not 0 <= target < self.n or target == self._turn or target in self.spoken:
            raise IllegalAction("name a player who has not yet spoken and whose turn it is not", law)
        partner = (target + 2) % 4
        lose = {target}
        if not self.spoken or (target == self.dealer and partner not in self.spoken):
            lose.add(partner)
        self.lost |= lose
        names = " and ".join(self.seat_names[s] for s in sorted(lose))
        return Ruling(law=law, penalty=f"{names} lose their bids (they may only pass)",
                      effect={"lost": [self.seat_names[s] for s in sorted(lose)]})

    def _ref_foul_hand(self, seat: int, target: int = -1) -> Ruling:
        """Law 12: a player found with too many cards after playing to the first trick: his
        side scores nothing that hand (it may play on to save points)."""
        tp = self.tp
        if tp is None:
            raise IllegalAction("a foul hand is called once the play has begun", _L(12))
        if not 0 <= target < self.n or len(tp.hands[target]) + sum(
                1 for _, cards, _ in tp.quitted for i, c in enumerate(cards) if tp.seat_at(_, i) == target) <= 6:
            raise IllegalAction("that player has no more than six cards", _L(12))
        self.barred.add(self._side(target))
        return Ruling(law=_L(12), penalty=f"{self._side_name(self._side(target))} score nothing this hand")

    def _ref_faced_card(self, seat: int) -> Ruling:
        """Law 3: a card faced in the pack, found before the play: the same dealer deals again."""
        if self.tp is not None or self.phase == "over":
            raise IllegalAction("a faced card is claimed before the play", _L(3))
        self.void = "a card faced in the pack (law 3)"
        self.same_dealer = True
        self.phase = "over"
        return Ruling(law=_L(3), penalty="a new deal by the same dealer", effect={"void": True, "same_dealer": True})

    def _ref_wrong_number(self, seat: int) -> Ruling:
        """Law 3: a wrong number of cards found before a bid: a misdeal, the deal passes to the
        left; after a bid the deal stands."""
        if self.phase != "bid" or self.bidder is not None:
            raise IllegalAction("after a bid the deal stands if three players hold the right number", _L(3))
        self.void = "a misdeal: a wrong number of cards (law 3)"
        self.phase = "over"
        return Ruling(law=_L(3), penalty="a misdeal; the deal passes to the left", effect={"void": True})

    def clone(self) -> "CinchState":
        s = CinchState.__new__(CinchState)
        s.__dict__.update(self.__dict__)
        s.history = list(self.history)
        s.log = list(self.log)
        s.context = dict(self.context)
        s.score_before = list(self.score_before)
        s.deck = list(self.deck)
        s.blinds = [list(b) for b in self.blinds]
        s.widow_cards = list(self.widow_cards)
        s.discards = [list(d) for d in self.discards]
        s.dropped = [list(d) for d in self.dropped]
        s.passed = set(self.passed)
        s.spoken = set(self.spoken)
        s.lost = set(self.lost)
        s.rulings = list(self.rulings)
        s.revoke_claims = list(self.revoke_claims)
        s.barred = set(self.barred)
        clone_trick_play(self, s)
        return s
