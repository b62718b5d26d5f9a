"""Napoleon (nap) and its variants: pool nap, purchase nap, widow nap, peep nap (Foster 1914,
001 part 3 §B16, seed lines 1872-2007; catalog oracles NP-01..NP-04).

One engine, :class:`NapState`; the variants are data (:class:`NapRules`' ``variant`` and the
registrations' defaults).

The deal: five cards each from the dealer's left in rounds of three and two (or two and three);
no trump is turned. A 52-card pack, ace high. The bidding (:class:`hoyle.mechanics.ladder.Ladder`),
one round from the dealer's left: ``pass``, ``bid 1`` .. ``bid 4``, ``misere`` (above three,
below four, when ``misere`` is on), ``nap`` (five; it ends the bidding unless Wellington is
played), ``wellington`` (only over nap) and ``blucher`` (only over Wellington); all passing,
the dealer must bid at least one. The bidder plays alone against all: he leads, and his first
card fixes the trump suit (at misère there are no trumps); follow suit if able, no obligation
to win. The hand ends as soon as the bid is made or cannot be (nothing is paid for over- or
under-tricks).

Settlement (chips): made, each opponent pays the bidder 1 a trick bid (misère 3, nap 10,
Wellington 10 and Blücher 10: the seed, L1981, says the bids above nap receive only the usual
amount on success; the catalog calls Wellington's unstated); failed, the bidder
pays each opponent as much (nap 5, Wellington 10, Blücher 20). NP-02: four players, three
made +9; four failed -12; nap made +30, failed -15; Blücher failed -60.

Variants:

* ``pool``: each puts ``pool_stake`` into the pool on the first deal, each dealer after; the
  first to win a nap takes the pool; failing a nap doubles it (he pays its amount in), besides
  paying the opponents. A revoke pays 5 and a lead out of turn 3 into the pool.
* ``purchase``: before the bidding, each from the dealer's left may ``exchange`` any number of
  cards (``exchange 2C 7D``) or ``keep``, paying 1 a card into the pool; a nap takes the pool.
* ``widow``: five cards are dealt to a widow; a player whose turn it is may ``take`` it (when a
  nap would be a legal bid), then ``discard`` five of his ten one at a time, and is bidding
  nap (the catalog doubts "must then bid nap"; we follow the book).
* ``peep``: a one-card widow; at his turn to bid a player may ``peep`` at it for 1 chip into
  the pool; the bidder takes it into his hand and ``discard``\\ s one. A nap takes the pool (our
  reading).

Seats are named N E S W with four players, else 1 to n clockwise; the outcome per seat in chips, what goes into the pool
(less what is taken out) is :meth:`NapState.house_take`.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from ...bots import Bot
from ...cards import Card, parse_card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook, Ruling
from ...core.match import Match
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.ladder import Ladder
from ...mechanics.tricks import (PLAY, SUIT_NAMES, OrderedTrickPlay, TrickOrder, handler_calls, referee_call,
                                 sort_hands, trick_line)

__all__ = ["NapRules", "NapState", "NapMatch", "NapBot", "NAP_LAWS", "BID_WINS", "BID_LOSES", "settle",
           "BID_NAMES"]

_SRC = "Foster 1914, Napoleon (seed 001 part 3 §B16, lines 1872-2007)"

NAP_LAWS = LawBook.of("Napoleon", _SRC, [
    ("N1", "cards", "Fifty-two cards, the ace high in play and low in cutting; two to six players, four best."),
    ("N2", "deal", "Five to each in rounds of two and three (or three and two) from the dealer's left; no trump "
                   "is turned; the deal passes to the left."),
    ("N3", "misdeal", "A faced card, a card exposed by the dealer, a wrong number, unequal rounds or no cut: the "
                      "same dealer deals the same pack again (the deal is a disadvantage, so it is not lost).",
     "the same dealer deals again"),
    ("N4", "bidding", "One round from the dealer's left; each bids the tricks he will take alone against all, or "
                      "passes; each bid higher than the last; nap (five) is the highest; all passing, the dealer "
                      "must bid one; bids are not changed or withdrawn."),
    ("N5", "misere", "Misère ranks above three and below four: no trumps, the bidder leads and must take no "
                     "trick."),
    ("N6", "lead", "The bidder leads; his first card fixes the trump suit."),
    ("N7", "play", "Follow suit if able; there is no obligation to win the trick; the hand is thrown in once the "
                   "bid is made or cannot be made."),
    ("N8", "wrong-number", "A wrong number found before bidding is a misdeal; later the deal stands: a bidder "
                           "with the right number is paid if he wins and pays nothing if he loses.",
     "the deal stands"),
    ("N9", "lead-out-of-turn", "An opponent of the bidder who leads out of turn pays the bidder three, whatever the "
                               "result, and receives nothing if the bid fails; the bidder's lead out of turn is "
                               "taken back unless all have played to it.", "3 chips to the bidder"),
    ("N10", "revoke", "A revoke ends the hand; the revoker pays every chip that depends on the result: a revoking "
                      "bidder pays each opponent, a revoking opponent pays for all of his side.",
     "the revoker pays all"),
    ("N11", "payment", "Made, each opponent pays one a trick bid (misère three); failed, the bidder pays each as "
                       "much; nap wins ten from each and loses five; Wellington loses ten; Blücher loses twenty "
                       "and wins ten."),
    ("N12", "pool", "Pool nap: two each into the pool at the first deal and two by each dealer; revokes pay five "
                    "and leads out of turn three into it; the first nap made takes the pool, a nap failed doubles "
                    "it."),
    ("N13", "purchase", "Purchase nap: before bidding each may buy fresh cards at one chip a card into the pool, "
                        "one round only; a nap made takes the pool."),
    ("N14", "widow", "Widow nap: a widow of five; one who takes it keeps five of his ten and must bid nap."),
    ("N15", "peep", "Peep nap: a one-card widow; each before bidding may peep at it for one chip into the pool; "
                    "the highest bidder takes it and discards one."),
], meanings={"revoke-penalty": "N10", "lead-out-of-turn": "N9", "misdeal": "N3"})
_L = NAP_LAWS.cite

#: the ladder, lowest first (N4, N5, N11); misère, Wellington and Blücher only when played
LADDER = (1, 2, 3, "misere", 4, "nap", "wellington", "blucher")
BID_NAMES = {1: "one", 2: "two", 3: "three", "misere": "misère", 4: "four", "nap": "nap",
             "wellington": "Wellington", "blucher": "Blücher"}
#: chips from each opponent when the bid is made, and to each when it fails (N11)
BID_WINS = {1: 1, 2: 2, 3: 3, "misere": 3, 4: 4, "nap": 10, "wellington": 10, "blucher": 10}
BID_LOSES = {1: 1, 2: 2, 3: 3, "misere": 3, 4: 4, "nap": 5, "wellington": 10, "blucher": 20}
_NEED = {1: 1, 2: 2, 3: 3, "misere": 0, 4: 4, "nap": 5, "wellington": 5, "blucher": 5}
_WORD_BIDS = ("misere", "nap", "wellington", "blucher")


def settle(bid: Any, made: bool, players: int, bidder: int = 0) -> list[int]:
    """Chips per seat for a bid made or failed by ``bidder`` among ``players`` (N11): made,
    each opponent pays :data:`BID_WINS`; failed, the bidder pays each :data:`BID_LOSES`.
    Raises ValueError for a bid not on the ladder or players outside 2..6."""
    if bid not in BID_WINS or not 2 <= players <= 6:
        raise ValueError("a bid of 1-4, misere, nap, wellington or blucher among 2 to 6 players")
    each = BID_WINS[bid] if made else -BID_LOSES[bid]
    out = [-each] * players
    out[bidder] = each * (players - 1)
    return out


@dataclass(frozen=True)
class NapRules(Rules):
    variant: str = option("plain", "plain nap, or the pool, purchase, widow or peep game",
                          "001 part 3 §B16 variants", choices=("plain", "pool", "purchase", "widow", "peep"))
    misere: bool = option(True, "misère may be bid (above three, below four)", "001 part 3 §B16 bidding (optional)")
    wellington: bool = option(False, "Wellington may be bid over nap", "001 part 3 §B16 variants")
    blucher: bool = option(False, "Blücher may be bid over Wellington (needs Wellington)",
                           "001 part 3 §B16 variants")
    first_round: int = option(3, "cards to each in the first round (3 then 2, or 2 then 3)",
                              "001 part 3 §B16 deal", choices=(2, 3))
    pool_stake: int = option(2, "chips each puts into the pool at the first deal, and each dealer after",
                             "001 part 3 §B16 pool nap", minimum=1, maximum=100)
    referee_mode: bool = option(False, "accept a revoke as a physical table would (recorded, not refused) and "
                                "settle it by law when claimed", "001 part 3 §B16 revoke")


def _names(n: int) -> tuple[str, ...]:
    """Seat names: the compass with four (the web's trick table draws them), else 1 to n."""
    return ("N", "E", "S", "W") if n == 4 else tuple(str(i + 1) for i in range(n))


class NapState(GameState):
    """One deal of napoleon for two to six players (see the module docstring).

    Context: ``dealer`` (seat), ``pool`` (chips in the pool, the pool games; absent at the
    first deal). Actions: ``keep``, ``exchange <cards>``, ``peep``, ``take``, ``pass``,
    ``bid <1-4>``, ``misere``, ``nap``, ``wellington``, ``blucher``, ``discard <card>``,
    ``play <card>``.
    """

    rules_cls = NapRules
    unit = "chips"
    penalty_laws = NAP_LAWS

    def __init__(self, num_players: int = 4, rules: NapRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = self.n = num_players
        r = self.rules
        if r.blucher and not r.wellington:
            from ...core.errors import RuleOptionError
            raise RuleOptionError("Blücher is bid only over Wellington: play Wellington too (001 part 3 §B16)")
        self.seat_names = _names(n)
        self.dealer = self.context.get("dealer", n - 1)
        self.variant = r.variant
        self.pooled = r.variant in ("pool", "purchase", "peep")
        first_deal = "pool" not in self.context
        self.pool_before = self._context_numbers("pool", 0) if self.pooled else 0
        self.paid_in = [0] * n                    # chips each put into the pool this deal
        if r.variant == "pool":
            for s in (range(n) if first_deal else (self.dealer,)):
                self.paid_in[s] += r.pool_stake
        deck = self.shuffler.shuffle(list(standard_pack()))
        widow_size = 5 if r.variant == "widow" else 1 if r.variant == "peep" else 0
        hands: list[list[int]] = [[] for _ in range(n)]
        self.widow: list[int] = []
        pos = 0
        for rnd, k in enumerate((r.first_round, 5 - r.first_round)):
            for i in range(1, n + 1):
                s = (self.dealer + i) % n
                if s == self.dealer:
                    w = k if widow_size == 5 else (1 if widow_size == 1 and rnd == 0 else 0)
                    self.widow.extend(deck[pos:pos + w])
                    pos += w
                hands[s].extend(deck[pos:pos + k])
                pos += k
        sort_hands(hands)
        self.hands = hands
        self.peep_card = list(self.widow) if widow_size == 1 else []
        self.stock = list(deck[pos:])
        self.discarded: list[list[int]] = [[] for _ in range(n)]
        order = [(self.dealer + i) % n for i in range(1, n + 1)]
        over = {}
        bids = [b for b in LADDER if (b != "misere" or r.misere) and (b != "wellington" or r.wellington)
                and (b != "blucher" or r.blucher)]
        if r.wellington:
            over["wellington"] = "nap"
        if r.blucher:
            over["blucher"] = "wellington"
        self.ladder = Ladder(bids, order, closing=() if r.wellington else ("nap",), over=over, forced=True,
                             laws={"out-of-turn": _L("N4"), "insufficient": _L("N4"), "forced": _L("N4")})
        self.peeped: set[int] = set()
        self.widow_taker: int | None = None
        self.phase = "purchase" if r.variant == "purchase" else "bid"
        self._buy_turn = 0
        self.order = order
        self.tp: OrderedTrickPlay | None = None
        self.trump: int | None = None
        self.result: bool | None = None           # the bid made (True) or failed (False)
        self.fines: list[int] = [0] * n            # lead out of turn: chips to the bidder (N9)
        self.barred: set[int] = set()              # opponents who receive nothing if the bid fails
        self.revoker: int | None = None
        self.void: str | None = None
        self.same_dealer = False
        self.rulings: list[Ruling] = []
        self.note(f"{self.seat_names[self.dealer]} deals" + (f"; the pool holds {self.pool_before}"
                                                              if self.pooled else ""))

    # ----- the contract -----------------------------------------------------------------
    @property
    def bidder(self) -> int | None:
        return self.ladder.bidder

    @property
    def bid(self) -> Any:
        return self.ladder.best

    @property
    def to_act(self) -> int | None:
        ph = self.phase
        if ph == "purchase":
            return self.order[self._buy_turn]
        if ph == "bid":
            return self.ladder.turn
        if ph in ("widow-discard", "peep-discard"):
            return self.bidder if ph == "peep-discard" else self.widow_taker
        if ph == "play":
            return self.tp.turn
        return None

    @staticmethod
    def _bid_action(b: Any) -> Action:
        return Action("bid", (b,)) if isinstance(b, int) else Action(b)

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "purchase":
            seat = self.to_act
            out = [Action("keep")]
            most = min(5, len(self.stock))
            for k in range(1, most + 1):
                for combo in itertools.combinations(self.hands[seat], k):
                    out.append(Action("exchange", tuple(Card(c) for c in combo)))
            return out
        if ph == "bid":
            seat = self.to_act
            calls = self.ladder.legal()
            out = [Action("pass") if c is None else self._bid_action(c) for c in calls]
            if self.variant == "peep" and seat not in self.peeped:
                out.append(Action("peep"))
            if self.variant == "widow" and "nap" in calls:
                out.append(Action("take"))
            return out
        if ph in ("widow-discard", "peep-discard"):
            return [Action("discard", (Card(c),)) for c in self.hands[self.to_act]]
        if ph == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            tp = self.tp
            ok = action.verb == "play" and len(action.args) == 1 and isinstance(action.args[0], Card)
            if ok and (action.args[0] in tp.legal() or (self.rules.referee_mode and action.args[0] in tp.hands[tp.turn])):
                return
            tp.check_play(action, _L("N7"))
            return
        if self._is_legal(action):
            return
        seat = self.to_act
        if self.phase == "purchase" and action.verb == "exchange" and action.args:
            cards = action.args
            if (all(isinstance(c, Card) and c in self.hands[seat] for c in cards) and len(set(cards)) == len(cards)
                    and len(cards) <= min(5, len(self.stock))):
                return                       # the same cards named in another order
        if self.phase == "bid":
            bid: Any = "?"
            if action.verb == "pass" and not action.args:
                bid = None
            elif action.verb == "bid" and len(action.args) == 1 and isinstance(action.args[0], int):
                bid = action.args[0]
            elif action.verb in _WORD_BIDS and not action.args:
                bid = action.verb
            if bid != "?":
                why = self.ladder.why_not(seat, bid)
                if why is None:
                    raise IllegalAction(f"{BID_NAMES.get(bid, bid)} is not played in this game", _L("N4"))
                raise IllegalAction(*why)
            if action.verb == "peep":
                raise IllegalAction("you may peep once, in the peep game only", _L("N15"))
            if action.verb == "take":
                raise IllegalAction("the widow is taken only in widow nap, when nap may still be bid", _L("N14"))
        if self.phase == "purchase" and action.verb == "exchange":
            raise IllegalAction(f"exchange cards you hold, at most {min(5, len(self.stock))}", _L("N13"))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        ph = self.phase
        seat = self.to_act
        name = self.seat_names[seat]
        v = action.verb
        if ph == "purchase":
            cards = list(action.args) if v == "exchange" else []
            for c in cards:
                self.hands[seat].remove(c)
                self.discarded[seat].append(c)
            drawn = self.stock[:len(cards)]
            del self.stock[:len(cards)]
            self.hands[seat].extend(drawn)
            self.hands[seat].sort(key=lambda c: (c & 3, c))
            self.paid_in[seat] += len(cards)
            self.note(f"{name} buys {len(cards)} card{'s' if len(cards) != 1 else ''}")
            self.note(f"{name} draws {' '.join(str(Card(c)) for c in drawn) or 'none'}", to=seat)
            self._buy_turn += 1
            if self._buy_turn >= self.n:
                self.phase = "bid"
            return
        if ph == "bid":
            if v == "peep":
                self.peeped.add(seat)
                self.paid_in[seat] += 1
                self.note(f"{name} peeps at the widow for one chip")
                self.note(f"the widow card is {Card(self.widow[0])}", to=seat)
                return
            if v == "take":
                self.widow_taker = seat
                self.hands[seat].extend(self.widow)
                self.note(f"{name} takes the widow and bids nap")
                self.note(f"the widow: {' '.join(str(Card(c)) for c in self.widow)}", to=seat)
                self.widow = []
                self.ladder.call(seat, "nap")
                self.phase = "widow-discard"
                return
            bid = None if v == "pass" else action.args[0] if v == "bid" else v
            self.ladder.call(seat, bid)
            self.note(f"{name} " + ("passes" if bid is None else f"bids {BID_NAMES[bid]}"))
            if self.ladder.done:
                self._after_bidding()
            return
        if ph in ("widow-discard", "peep-discard"):
            c = action.args[0]
            self.hands[seat].remove(c)
            self.discarded[seat].append(c)
            self.note(f"{name} discards a card", to=[p for p in range(self.n) if p != seat])
            self.note(f"{name} discards {Card(c)}", to=seat)
            if len(self.hands[seat]) <= 5:
                if ph == "widow-discard" and not self.ladder.done:
                    self.phase = "bid"
                    return
                self._start_play()
            return
        tp = self.tp
        card = action.args[0]
        first = not tp.quitted and not tp.trick
        if first and self.bid != "misere":
            self.trump = card & 3
            tp.order = TrickOrder(self.trump)
            tp.trump = self.trump
            self.note(f"{name} leads {Card(card)}: {SUIT_NAMES[self.trump]} are trumps")
        w = tp.play(card)
        if w is not None:
            self.note(f"{self.seat_names[w]} wins the trick")
            self._maybe_end()

    def _after_bidding(self) -> None:
        if self.widow_taker is not None and self.phase == "widow-discard":
            return
        if self.variant == "peep" and self.widow:
            self.hands[self.bidder].extend(self.widow)
            self.note(f"{self.seat_names[self.bidder]} takes the widow card")
            self.note(f"the widow card: {Card(self.widow[0])}", to=self.bidder)
            self.widow = []
            self.phase = "peep-discard"
            return
        self._start_play()

    def _start_play(self) -> None:
        self.tp = OrderedTrickPlay(self.hands, TrickOrder(None), self.bidder)
        self.hands = self.tp.hands
        self.phase = "play"

    def _maybe_end(self) -> None:
        tp = self.tp
        got = tp.won[self.bidder]
        left = 5 - len(tp.quitted)
        if self.bid == "misere":
            if got:
                self._finish(False)
            elif left == 0:
                self._finish(True)
            return
        need = _NEED[self.bid]
        if got >= need:
            self._finish(True)
        elif got + left < need:
            self._finish(False)

    def _finish(self, made: bool) -> None:
        self.result = made
        self.phase = "over"
        self.note(f"{self.seat_names[self.bidder]}'s {BID_NAMES[self.bid]} is "
                  + ("made" if made else "defeated") + f" ({self.tp.won[self.bidder]} tricks)")

    # ----- the result -----------------------------------------------------------------------
    def _is_nap(self) -> bool:
        return self.bid in ("nap", "wellington", "blucher")

    def pool_out(self) -> int:
        """Chips taken out of the pool this deal (a nap made takes it: pool, purchase, peep)."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if not self.pooled or self.void or self.revoker is not None or not (self.result and self._is_nap()):
            return 0
        return self.pool_before + sum(self.paid_in)

    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        n = self.n
        out = [-p for p in self.paid_in]
        if self.void:
            return out
        b = self.bidder
        if self.revoker is not None:
            r = self.revoker
            if r == b:
                pay = settle(self.bid, False, n, b)
            else:
                pay = [0] * n
                each = BID_WINS[self.bid]
                pay[b], pay[r] = each * (n - 1), -each * (n - 1)
            return [o + p for o, p in zip(out, pay)]
        pay = settle(self.bid, bool(self.result), n, b)
        if not self.result:
            for s in self.barred:                 # N9: the offender receives nothing if it fails
                pay[b] += pay[s]
                pay[s] = 0
        for s, f in enumerate(self.fines):
            pay[s] -= f
            if self.variant != "pool":
                pay[b] += f
        out = [o + p for o, p in zip(out, pay)]
        if self.variant == "pool" and self._is_nap() and not self.result:
            out[b] -= self.pool_before + sum(self.paid_in)       # N12: a nap failed doubles the pool
        out[b] += self.pool_out()
        return out

    def house_take(self) -> int:
        if self.phase != "over":
            return 0
        return -sum(self.outcome())

    def pool_after(self) -> int:
        """Chips in the pool for the next deal."""
        return self.pool_before + self.house_take() if self.pooled else 0

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"the deal is void: {self.void}"
        o = self.outcome()
        return (f"{self.seat_names[self.bidder]} bid {BID_NAMES[self.bid]}: "
                + ("revoke" if self.revoker is not None else "made" if self.result else "defeated")
                + "; chips " + ", ".join(f"{self.seat_names[s]} {o[s]:+d}" for s in range(self.n)))

    # ----- what a seat may see -----------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(h) for s, h in enumerate(self.hands)}
        out["stock"] = list(self.stock)
        out["widow"] = list(self.widow)
        for s in range(self.n):
            out[f"discards {self.seat_names[s]}"] = list(self.discarded[s])
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = set(self.stock)
        out.update(self.widow)
        for s in range(self.n):
            if s != seat:
                out.update(self.hands[s])
                out.update(self.discarded[s])
        if seat in self.peeped:
            out.difference_update(self.peep_card)      # seen for his chip, wherever it lies now
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        v: dict[str, Any] = {
            "game": "napoleon", "variant": self.variant, "phase": self.phase, "players": self.n,
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "bids": [[names[s], "pass" if b is None else BID_NAMES[b]] for s, b in self.ladder.calls],
            "bidder": None if self.bidder is None else names[self.bidder],
            "bid": None if self.bid is None else BID_NAMES[self.bid],
            "trump": None if self.trump is None else SUIT_NAMES[self.trump],
            "pool": self.pool_before + sum(self.paid_in) if self.pooled else None,
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
            "tricks": {names[s]: (tp.won[s] if tp else 0) for s in range(self.n)},
            "played": [[[names[tp.seat_at(ld, i)], str(Card(c))] for i, c in enumerate(cards)]
                       for ld, cards, _ in tp.quitted] if tp else [],
        }
        if seat is not None and seat in self.peeped and self.widow:
            v["widow"] = [str(Card(c)) for c in self.widow]
        if self.phase == "over":
            v["outcome"] = self.outcome()
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        title = {"plain": "Napoleon", "pool": "Pool nap", "purchase": "Purchase nap", "widow": "Widow nap",
                 "peep": "Peep nap"}[view["variant"]]
        lines = [f"{title} - {view['players']} players - dealer {view['dealer']}"
                 + (f" - pool {view['pool']}" if view.get("pool") is not None else "")]
        if view["bids"]:
            lines.append("Bids: " + ", ".join(f"{s} {b}" for s, b in view["bids"]))
        if view.get("bidder") and view["phase"] in ("play", "over", "peep-discard", "widow-discard"):
            lines.append(f"{view['bidder']} plays {view['bid']}" + (f", {view['trump']} trumps" if view["trump"] else ""))
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view.get("widow"):
            lines.append("The widow (peeped): " + " ".join(view["widow"]))
        if view["phase"] == "play":
            lines.append(trick_line(view["trick"]))
        if view["phase"] in ("play", "over"):
            lines.append("Tricks: " + ", ".join(f"{k} {t}" for k, t in view["tricks"].items()))
        if view.get("result"):
            lines.append("Hand over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    # ----- the referee -------------------------------------------------------------------------
    def referee_calls(self) -> list[str]:
        return handler_calls(self)

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        if seat is None or not isinstance(seat, int) or not 0 <= seat < self.n:
            raise IllegalAction(f"name a seat 1 to {self.n} (0-based 0 to {self.n - 1}) for the call")
        return referee_call(self, seat, call, details, self.seat_names)

    def _ref_lead_out_of_turn(self, seat: int) -> Ruling:
        """N9 (N12 in pool nap): ``seat`` led out of turn. An opponent of the bidder pays the
        bidder 3 whatever the result (into the pool at pool nap) and receives nothing if the bid
        fails; the bidder's card is taken back without penalty."""
        tp = self.tp
        if self.phase != "play" or tp.trick or tp.turn == seat:
            raise IllegalAction("that was not a lead out of turn", _L("N9"))
        if seat == self.bidder:
            return Ruling(law=_L("N9"), penalty="none: the bidder's card is taken back", effect={})
        self.fines[seat] += 3
        self.barred.add(seat)
        to = "the pool" if self.variant == "pool" else self.seat_names[self.bidder]
        return Ruling(law=_L("N12") if self.variant == "pool" else _L("N9"),
                      penalty=f"{self.seat_names[seat]} pays 3 to {to}", effect={"fine": 3, "to": to})

    def _ref_revoke(self, seat: int) -> Ruling:
        """N10: a revoke (recorded in referee mode) is claimed: the hand ends and the revoker
        pays every chip that depends on the result (at pool nap also 5 into the pool, N12)."""
        tp = self.tp
        if tp is None or self.phase == "over" and self.revoker is not None:
            raise IllegalAction("no revoke is found in the tricks", _L("N10"))
        found = [r for r in tp.revokes if r.seat != seat]
        if not found:
            raise IllegalAction("no revoke by another player is found in the tricks", _L("N10"))
        self.revoker = found[0].seat
        if self.variant == "pool":
            self.paid_in[self.revoker] += 5
        self.phase = "over"
        return Ruling(law=_L("N10"), penalty=f"{self.seat_names[self.revoker]} pays all that depends on the hand",
                      effect={"revoker": self.seat_names[self.revoker]})

    def _ref_misdeal(self, seat: int) -> Ruling:
        """N3: a misdeal found before the play: the same dealer deals again."""
        if self.phase in ("play", "over"):
            raise IllegalAction("a misdeal is claimed before the play", _L("N3"))
        self.void, self.same_dealer, self.phase = "a misdeal (N3)", True, "over"
        self.paid_in = [0] * self.n
        return Ruling(law=_L("N3"), penalty="the same dealer deals again", effect={"void": True,
                                                                                   "same_dealer": True})


class NapMatch(Match):
    """Deals of napoleon: the deal passes to the left (the same dealer after a misdeal, N3)
    and the pool of the pool games goes on in ``context["pool"]``."""

    def carry(self, state: NapState) -> dict[str, Any]:
        ctx = super().carry(state)
        if state.same_dealer:
            ctx["dealer"] = state.dealer
        if state.pooled:
            ctx["pool"] = state.pool_after()
        return ctx


# ----- the bot ------------------------------------------------------------------------------------

def _rank(c: int) -> int:
    return (c >> 2) + 2


def expected_tricks(hand: list[int]) -> tuple[float, int]:
    """A rough count of the tricks ``hand`` takes as the bidder with its best suit for
    trumps (§B16 strategy: expect two trumps in one hand against you): per trump, the ace and
    king sure, others half a trick from the third on; plain aces sure, guarded kings half.
    Returns ``(tricks, suit)``."""
    best = (0.0, 0)
    for s in range(4):
        trumps = sorted((_rank(c) for c in hand if c & 3 == s), reverse=True)
        t = 0.0
        for i, r in enumerate(trumps):
            t += 1.0 if r >= 13 - i else 0.5 if i >= 2 else 0.25
        for p in range(4):
            if p == s:
                continue
            ranks = sorted((_rank(c) for c in hand if c & 3 == p), reverse=True)
            if ranks and ranks[0] == 14:
                t += 1
            elif len(ranks) >= 2 and ranks[0] == 13:
                t += 0.5
        best = max(best, (t, s))
    return best


class NapBot(Bot):
    """Foster's advice for napoleon (§B16 strategy): bid the tricks the hand should take with
    its best suit as trumps (:func:`expected_tricks`); nap only with two sure rounds of trumps
    and all but one card winners; misère with no card above an eight; the bidder leads his
    trumps from the top; on misère lead the lowest card (a singleton first) and play low; an
    opponent takes the trick cheaply when the bidder is winning it, else plays low. Buys,
    peeps and widows are declined. From the seat's view only."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        hand = [parse_card(c) for c in view.get("hand") or []]
        by_verb: dict[str, list[Action]] = {}
        for a in legal:
            by_verb.setdefault(a.verb, []).append(a)
        ph = view["phase"]
        if ph == "purchase":
            return by_verb["keep"][0]
        if ph == "bid":
            t, suit = expected_tricks(hand)
            trumps = [c for c in hand if c & 3 == suit]
            if "nap" in by_verb and t >= 4.5 and len(trumps) >= 2 and max(_rank(c) for c in trumps) == 14:
                return by_verb["nap"][0]
            if "misere" in by_verb and max(_rank(c) for c in hand) <= 8:
                return by_verb["misere"][0]
            bids = sorted((a for a in by_verb.get("bid", []) if a.args[0] <= int(t)), key=lambda a: a.args[0])
            if bids:
                return bids[0]
            if "pass" in by_verb:
                return by_verb["pass"][0]
            return min(by_verb.get("bid", legal), key=lambda a: a.args[0] if a.args else 0)
        if ph in ("widow-discard", "peep-discard"):
            return min(by_verb["discard"], key=lambda a: _rank(a.args[0]))
        cards = [a.args[0] for a in by_verb.get("play", [])]
        me, bidder = view["seat"], view["bidder"]
        misere = view["bid"] == BID_NAMES["misere"]
        trump = SUIT_NAMES.index(view["trump"]) if view["trump"] else None
        if not view["trick"]:
            if me == bidder and not misere:
                if trump is None:
                    _, s = expected_tricks(cards)
                    return PLAY[max((c for c in cards if c & 3 == s), key=_rank)]
                trumps = [c for c in cards if c & 3 == trump]
                return PLAY[max(trumps or cards, key=_rank)]
            if me == bidder and misere:
                single = [c for c in cards if sum(1 for d in cards if d & 3 == c & 3) == 1]
                return PLAY[min(single or cards, key=_rank)]
            return PLAY[max(cards, key=_rank)]
        if me == bidder:
            return PLAY[min(cards, key=_rank)] if misere else PLAY[max(cards, key=lambda c: (c & 3 == trump, _rank(c)))]
        order = TrickOrder(trump)
        played = [parse_card(c) for _, c in view["trick"]]
        best = played[order.winner(played)]
        bidder_winning = view["trick"][order.winner(played)][0] == bidder
        if bidder_winning and not misere:
            beating = [c for c in cards if order.beats(c, best)]
            if beating:
                return PLAY[min(beating, key=lambda c: (c & 3 == trump, _rank(c)))]
        return PLAY[min(cards, key=lambda c: (c & 3 == trump, _rank(c)))]


def _register() -> None:
    from ...core.registry import GameInfo, register
    common = dict(family="euchre", min_players=2, max_players=6, state_cls=NapState, rules_cls=NapRules,
                  laws=NAP_LAWS, match_cls=NapMatch, bots={"heuristic": NapBot}, utility="zero-sum-chips")
    src = "Foster 1914, 001 part 3 §B16 (seed lines 1872-2007)"
    register(GameInfo(slug="napoleon", title="Napoleon (nap)", aliases=("nap", "наполеон", "нап"), source=src,
                      summary="Two to six players, five cards each; one round of bids of the tricks a player "
                              "will take alone against all (misère above three, nap five); the bidder's first "
                              "lead fixes trumps; paid a chip a trick by each, nap ten.", **common))
    for slug, title, variant, summary in (
            ("pool-nap", "Pool nap", "pool", "Napoleon with a pool: two each at the first deal and two by each "
             "dealer; the first nap made takes it, a nap failed doubles it."),
            ("purchase-nap", "Purchase nap (écarté nap)", "purchase", "Napoleon where each may buy fresh cards "
             "before the bidding at a chip a card into the pool; a nap made takes the pool."),
            ("widow-nap", "Widow nap", "widow", "Napoleon with a five-card widow: a player who takes it keeps "
             "five of his ten and bids nap."),
            ("peep-nap", "Peep nap", "peep", "Napoleon with a one-card widow: a peep at it costs a chip into the "
             "pool; the highest bidder takes it and discards one.")):
        extra = ({"status": "partial", "notes": "the book's 'must then bid nap' after taking the widow is doubtful "
                  "in the source (catalog INDEX.md); played as printed"} if variant == "widow" else {})
        register(GameInfo(slug=slug, title=title, source=src, summary=summary, defaults={"variant": variant},
                          **extra, **common))


_register()
