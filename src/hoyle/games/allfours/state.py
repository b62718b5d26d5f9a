"""One deal of all fours / seven-up, or of pitch (Foster 1914, 001 part 3 §C1; the rules in
:mod:`.laws`, cited by our numbers).

The deal (law 3): six cards each, three at a time in two rounds from the dealer's left, from a
52-card pack, ace high; the next card is turned for trumps. A jack turned scores one for the
dealer at once (law 4). The eldest ``stand``\\ s or ``beg``\\ s (law 6); begged, the dealer
``give``\\ s a point (with three, one to each adversary, law 8; never one that would put a
player out, law 9) or ``run``\\ s the cards: three more to each and a new trump turned, the
same suit again laid aside and run again, the pack running out a bunch (the same dealer deals
again); a jack of a new suit scores for the dealer (law 7). After running, each from the
eldest ``discard``\\ s one card at a time down to six. The play (law 12): the eldest leads; a
trump led must be followed; to a plain suit a player may trump or follow, and void plays any
card (:data:`hoyle.mechanics.tricks.SUIT_OR_TRUMP`).

Pitch (law 18): no card is turned and there is no begging; the eldest's first lead is trumps;
a tie for Game scores for nobody; a misdeal never loses the deal.

The points (law 10): High and Low to the seat that held them, Jack to the winner of the trick
holding it, Game (ace 4, king 3, queen 2, jack 1, ten 10) to the most pips won; a tie for Game
to the non-dealer (law 11). :meth:`AllFoursState.scored` lists them in the order the book
counts out (law 13): the jack turned and the gift, then High, Low, Jack, Game.

Seats: four players are N E S W (N-S partners against E-W); three N E W; two N S. The outcome
per seat: the points its side scored this deal (general-sum: with three each scores his own).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import Ruling
from ...core.rules import Rules, option
from ...core.determinise import Zone
from ...core.state import GameState
from ...mechanics.tricks import (PLAY, clone_trick_play, SUIT_NAMES, SUIT_OR_TRUMP, OrderedTrickPlay, TrickOrder, TrickPenalties,
                                 card_points, trick_view_lines, sort_hands)
from .laws import ALL_FOURS_LAWS

__all__ = ["AllFoursRules", "AllFoursState", "GAME_VALUES", "SEAT_NAMES", "game_point"]

SEAT_NAMES = {2: ("N", "S"), 3: ("N", "E", "W"), 4: ("N", "E", "S", "W"), 5: tuple("ABCDE"), 6: tuple("ABCDEF"),
              7: tuple("ABCDEFG")}
_L = ALL_FOURS_LAWS.cite
JACK, TEN = 11, 10
#: the pips of the cards that count for Game (law 10): ace 4, king 3, queen 2, jack 1, ten 10
GAME_VALUES = {c: {14: 4, 13: 3, 12: 2, 11: 1, 10: 10}[(c >> 2) + 2] for c in range(52) if (c >> 2) + 2 >= 10}
#: the order the book counts points out in (law 13; pedro's counters after, §C5)
POINT_ORDER = ("jack turned", "gift", "peg", "high", "low", "jack", "game", "three", "five", "nine", "snoozer")
#: the counting trumps beyond High, Low, Jack and Game, by rank (15: the joker), each its points (§C5)
EXTRA_COUNTERS = {"none": {}, "all-fives": {}, "sancho": {5: 5, 9: 9}, "dom": {3: 3, 5: 5, 9: 9, 15: 15}}
#: all fives (§C1): the trumps pegged to the winner of the trick holding them
ALL_FIVES_PEGS = {14: 4, 13: 3, 12: 2, 11: 1, 10: 10, 5: 5}
_COUNTER_NAMES = {3: "three", 5: "five", 9: "nine", 15: "snoozer"}
_RUNS = {"peg", "sale", *_COUNTER_NAMES.values()}   # written once with their count: "nine E 9"
JOKER_INDEX = 52


def _rank(c: int) -> int:
    return (c >> 2) + 2


def game_point(pips: list[int], dealer_side: int, tie_scores_nobody: bool = False) -> int | None:
    """The side that scores Game from ``pips`` (per side, law 10), or None: the most pips; a
    tie scores for the non-dealer (with two sides), for nobody when the tied are all non-dealers
    or ``tie_scores_nobody`` (pitch, law 11)."""
    best = max(pips)
    tied = [s for s, p in enumerate(pips) if p == best]
    if len(tied) == 1:
        return tied[0]
    if tie_scores_nobody:
        return None
    others = [s for s in tied if s != dealer_side]
    return others[0] if len(others) == 1 else None


@dataclass(frozen=True)
class AllFoursRules(Rules):
    game_points: int = option(7, "points to win a game (seven-up; the old game was ten)",
                              "001 part 3 §C1 chips; §C intro: originally ten; all fives 61, pedro 50, dom "
                              "pedro 50 or 100", minimum=1, maximum=100)
    turn_up: bool = option(True, "turn a card for trumps (off: pitch, the first lead is trumps)",
                           "All Fours laws 3, 18")
    begging: bool = option(True, "the eldest may beg (only with a turn-up)", "All Fours law 6")
    game_tie_nobody: bool = option(False, "a tie for Game scores for nobody (pitch)", "All Fours law 11")
    partners: bool = option(True, "four play as partners sitting opposite (off: each for himself)",
                            "All Fours law 1; auction pitch: each for himself (001 part 3 §C3)")
    auction: bool = option(False, "auction pitch: the eldest sells the pitch, each bids once (1 to 4)",
                           "001 part 3 §C3 selling and bidding")
    full_value_bids: bool = option(False, "the clubs' fix: a bid may exceed what the seller needs; accepted, the "
                                   "seller goes to one to go", "001 part 3 §C3 (seller two to go; AP-02)")
    referee_mode: bool = option(False, "accept a revoke as a physical table would (recorded, not refused) "
                                "and settle it by law when claimed", "All Fours laws 14-16")
    to_winner: bool = option(False, "every point, High and Low included, to the winner of the card",
                             "§C2 California Jack; §C5 Pedro")
    game_by_ten: bool = option(False, "Game to the winner of the ten of trumps; not in play, no Game", "§C5 Pedro")
    counters: str = option("none", "more counting trumps: all fives' pegs (A4 K3 Q2 J1 ten 10, five 5), pedro "
                           "sancho's five and nine, dom pedro's three, five, nine and the joker (15)",
                           "§C1 All Fives; §C5 Pedro Sancho, Dom Pedro",
                           choices=("none", "all-fives", "sancho", "dom"))
    stock: str = option("none", "play with a stock (two players, trumps cut before the shuffle): the winner "
                        "of each trick draws first; face up (California Jack) or face down (Shasta Sam)",
                        "§C2", choices=("none", "face-up", "face-down"))
    second_bids: bool = option(False, "a bidder overbid may bid again in his turn", "§C5 Pedro")
    smudge: bool = option(False, "a bidder not in the hole who bids four and makes them wins the game at once",
                          "§C4 Smudge")
    revoke_setback: int = option(0, "revoke (auction games): the offender scores nothing and is set back the "
                                 "bid, or this many with no bid (0: law 14's penalty)", "§C5 Pedro: ten",
                                 minimum=0, maximum=20)


class AllFoursState(TrickPenalties, GameState):
    """One deal of all fours (or pitch) for two, three or four players (module docstring).

    Context: ``dealer`` (seat), ``score`` (points toward game per side: two sides with four
    players, a seat each otherwise). Actions: ``stand``, ``beg``, ``give``, ``run``,
    ``discard <card>``, ``play <card>``.
    """

    rules_cls = AllFoursRules
    unit = "points"
    penalty_laws = ALL_FOURS_LAWS

    def __init__(self, num_players: int = 2, rules: AllFoursRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        if n not in SEAT_NAMES:
            raise ValueError("all fours is for two to four players (law 1), auction pitch four to seven")
        self.n = n
        self.seat_names = SEAT_NAMES[n]
        self.partners = n == 4 and self.rules.partners
        self.n_sides = 2 if self.partners else n
        self.dealer = self.context.get("dealer", n - 1)
        if not isinstance(self.dealer, int) or not 0 <= self.dealer < n:
            self.dealer = n - 1
        self.score_before = self._context_numbers("score", [0] * self.n_sides)
        self.eldest = (self.dealer + 1) % n
        self.deck = self.shuffler.shuffle(list(standard_pack(1 if self.rules.counters == "dom" else 0)))
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        for _ in range(2):                                   # law 3: three at a time, two rounds
            for i in range(1, n + 1):
                hands[(self.dealer + i) % n].extend(self.deck[pos:pos + 3])
                pos += 3
        sort_hands(hands)
        self.hands = hands
        self.pos = pos
        self.aside: list[int] = []                            # trump cards laid aside in running
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.early: list[tuple[str, int]] = []                # the jack turned and the gift
        self.tp: OrderedTrickPlay | None = None
        self.upcard: int | None = None
        self.trump: int | None = None
        self.void: str | None = None
        self.same_dealer = False
        self.ran = False
        self.rulings: list[Ruling] = []
        self.revoke_claims: list[int] = []
        self.revokers: set[int] = set()                        # sides that may not score Jack or Game
        self.penalties: list[tuple[int, int]] = []             # (side, points) from revoke rulings
        self._turn = self.eldest
        self.bid = 0                                           # the best bid so far (auction pitch)
        self.bidder: int | None = None
        self.pitcher: int | None = None                        # who leads and must make the contract
        self.contract = 0
        self.spoken = 0
        self.passed: set[int] = set()
        self.shown: set[int] = set()                           # cards drawn from a face-up stock
        self.barred: set[int] = set()                          # sides scoring nothing (a revoke, §C5)
        if self.rules.stock != "none":
            if n != 2:
                raise ValueError("California Jack and Shasta Sam are for two players (§C2)")
            self.trump = self.shuffler.randint(4)              # the suit of the cut, before the shuffle
            self.note(f"the cut makes {SUIT_NAMES[self.trump]} trumps (§C2)")
            self.phase = "play"
        elif self.rules.auction:
            self.phase = "bid"
            self._turn = (self.eldest + 1) % n
        elif self.rules.turn_up:
            self._turn_card()
            if self.phase_over_by_jack():
                return
            self.phase = "beg" if self.rules.begging else "play"
        else:
            self.phase = "play"
        if self.phase == "play":
            self._start_play()

    # ----- the deal, begging and running ------------------------------------------------------
    def _side(self, seat: int) -> int:
        return seat & 1 if self.partners else seat

    def _turn_card(self) -> None:
        self.upcard = self.deck[self.pos]
        self.pos += 1
        self.trump = self.upcard & 3
        self.note(f"{self.seat_names[self.dealer]} turns up the {Card(self.upcard)}: {SUIT_NAMES[self.trump]} are trumps")
        if _rank(self.upcard) == JACK:
            self.early.append(("jack turned", self._side(self.dealer)))
            self.note(f"the jack turned scores one for {self._side_name(self._side(self.dealer))} (law 4)")

    def _total_now(self, side: int) -> int:
        return self.score_before[side] + sum(1 for _, s in self.early if s == side)

    def phase_over_by_jack(self) -> bool:
        """A jack turned that brings the dealer to game ends the deal at once (laws 4, 13)."""
        side = self._side(self.dealer)
        if self.early and self.early[-1] == ("jack turned", side) and self._total_now(side) >= self.rules.game_points:
            self.phase = "over"
            self.note(f"{self._side_name(side)} go out on the jack turned")
            return True
        return False

    @property
    def to_act(self) -> int | None:
        if self.phase == "bid":
            return self._turn
        if self.phase in ("beg", "sell"):
            return self.eldest
        if self.phase == "give":
            return self.dealer
        if self.phase == "discard":
            return self._discarder()
        if self.phase == "play":
            return self.tp.turn
        return None

    def _discarder(self) -> int | None:
        for i in range(1, self.n + 1):
            s = (self.dealer + i) % self.n
            if len(self.hands[s]) > 6:
                return s
        return None

    def _gift_sides(self) -> list[int]:
        """Who a gift scores for: the eldest's side; with three, both adversaries (law 8)."""
        if self.n == 3:
            return [s for s in range(3) if s != self.dealer]
        return [self._side(self.eldest)]

    def may_give(self) -> bool:
        """Rule 9: the dealer may not give a point that would put a player out."""
        return all(self._total_now(s) + 1 < self.rules.game_points for s in self._gift_sides())

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "beg":
            return [Action("stand"), Action("beg")]
        if ph == "bid":
            return [Action("pass")] + [Action("bid", (v,)) for v in range(self.bid + 1, self._max_bid() + 1)]
        if ph == "sell":
            return [Action("sell"), Action("refuse")]
        if ph == "give":
            return ([Action("give")] if self.may_give() else []) + [Action("run")]
        if ph == "discard":
            return [Action("discard", (Card(c),)) for c in self.hands[self._discarder()]]
        if ph == "play":
            cards = self.tp.legal()
            if self.trump is None and not self.tp.quitted and not self.tp.trick and len(cards) > 1:
                cards = [c for c in cards if c < 52]            # the pitch must name a suit (our reading)
            return [PLAY[c] if c < 52 else Action("play", (Card(c),)) for c in cards]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            tp = self.tp
            if (self.trump is None and not tp.quitted and not tp.trick and action.verb == "play"
                    and action.args and isinstance(action.args[0], Card) and action.args[0] >= 52
                    and action.args[0] in tp.hands[tp.turn]):
                raise IllegalAction("the pitch makes trumps: the joker names no suit and may not be pitched "
                                    "(our reading)", "001 part 3 §C5 Dom Pedro; §C3")
            if (self.rules.referee_mode and action.verb == "play" and len(action.args) == 1
                    and isinstance(action.args[0], Card) and action.args[0] in tp.hands[tp.turn]
                    and tp.is_revoke(tp.turn, action.args[0]) and tp.called[tp.turn] is None):
                return
            if action.verb == "play" and len(action.args) == 1 and isinstance(action.args[0], Card) \
                    and action.args[0] in tp.hands[tp.turn] and action.args[0] not in tp.legal():
                led = tp.led_suit
                if led == self.trump:
                    raise IllegalAction("a trump was led: you must follow with a trump", _L(12))
                raise IllegalAction(f"you must follow {SUIT_NAMES[led]} or trump", _L(12))
            tp.check_play(action, _L(12))
            return
        if self._is_legal(action):
            return
        if self.phase == "bid" and action.verb == "bid":
            top = self._max_bid()
            if top <= self.bid:
                raise IllegalAction("no bid is open to you: pass", "001 part 3 §C3")
            raise IllegalAction(f"bid {self.bid + 1} to {top}: higher than the last bid, at most four"
                                + ("" if self.rules.full_value_bids else ", and not enough to put the seller out"),
                                "001 part 3 §C3 selling and bidding")
        if self.phase == "give" and action.verb == "give":
            raise IllegalAction("the dealer may not give a point that would put a player out: he must run",
                                _L(9))
        if self.phase == "beg" and action.verb in ("give", "run"):
            raise IllegalAction("the eldest first stands or begs", _L(6))
        if self.phase == "give" and action.verb == "beg":
            raise IllegalAction("there is no second beg", _L(6))
        if self.phase == "discard" and action.verb == "discard":
            raise IllegalAction("discard a card of your own hand (discard 7H)", _L(7))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        v = action.verb
        if v == "pass" and self.phase == "bid":
            self.passed.add(seat)
            self.note(f"{name} passes")
            self._next_bidder()
        elif v == "bid":
            self.bid, self.bidder = action.args[0], seat
            self.note(f"{name} bids {self.bid}")
            self._next_bidder()
        elif v == "sell":
            value = self.bid
            need = self.rules.game_points - self.score_before[self._side(self.eldest)]
            if value >= need:                            # the clubs' fix: the seller goes to one to go
                value = need - 1
            self.early.extend([("sale", self._side(self.eldest))] * value)
            self.note(f"{name} sells to {self.seat_names[self.bidder]} and scores {value}")
            self.pitcher, self.contract = self.bidder, self.bid
            self._start_play(self.pitcher)
        elif v == "refuse":
            self.note(f"{name} refuses and must make {self.bid}")
            self.pitcher, self.contract = self.eldest, self.bid
            self._start_play(self.eldest)
        elif v == "stand":
            self.note(f"{name} stands")
            self._start_play()
        elif v == "beg":
            self.note(f"{name} begs")
            self.phase = "give"
        elif v == "give":
            for s in self._gift_sides():
                self.early.append(("gift", s))
            self.note(f"{name} gives a point: " + ", ".join(self._side_name(s) for s in self._gift_sides())
                      + " score the gift (laws 6, 8)")
            self._start_play()
        elif v == "run":
            self.note(f"{name} runs the cards")
            self._run()
        elif v == "discard":
            c = action.args[0]
            self.hands[seat].remove(c)
            self.discards[seat].append(c)
            self.note(f"{name} discards", to=[p for p in range(self.n) if p != seat])
            self.note(f"{name} discards {c}", to=seat)
            if self._discarder() is None:
                self._start_play()
        else:
            tp = self.tp
            card = action.args[0]
            first = not tp.quitted and not tp.trick
            w = tp.play(card)
            if first and self.trump is None:                    # pitch: the first lead is trumps
                self.trump = card & 3
                tp.order = self._order(self.trump)
                tp.trump = self.trump
                self.note(f"{name} pitches the {Card(card)}: {SUIT_NAMES[self.trump]} are trumps (law 18)")
            if w is not None:
                self.note(f"{self.seat_names[w]} wins the trick")
                if self.rules.stock != "none" and self.pos < len(self.deck):
                    self._draw_after(w)
            if tp.over:
                self.phase = "over"
                self.note(self.result_text())

    def _draw_after(self, winner: int) -> None:
        """§C2: the winner of the trick takes the top card of the stock, the loser the next."""
        for s in (winner, 1 - winner):
            c = self.deck[self.pos]
            self.pos += 1
            self.tp.hands[s].append(c)
            if self.rules.stock == "face-up":
                self.shown.add(c)                       # it lay face up on the stock: both know it
                self.note(f"{self.seat_names[s]} draws the {Card(c)}")
            else:
                self.note(f"{self.seat_names[s]} draws", to=1 - s)
                self.note(f"{self.seat_names[s]} draws the {Card(c)}", to=s)
        sort_hands(self.tp.hands)

    def _run(self) -> None:
        """Rule 7: lay the trump aside, three more to each, turn again until a new suit."""
        self.ran = True
        old = self.trump
        n = self.n
        while True:
            self.aside.append(self.upcard)
            self.upcard = None
            if len(self.deck) - self.pos < 3 * n + 1:
                self.void = "the pack ran out in running the cards: the cards are bunched (law 7)"
                self.same_dealer = True
                self.phase = "over"
                self.note(self.void)
                return
            for i in range(1, n + 1):
                self.hands[(self.dealer + i) % n].extend(self.deck[self.pos:self.pos + 3])
                self.pos += 3
            self.upcard = self.deck[self.pos]
            self.pos += 1
            self.note(f"{self.seat_names[self.dealer]} turns up the {Card(self.upcard)}")
            if self.upcard & 3 != old:
                break
            self.note("the same suit again: laid aside and run again (law 7)")
        self.trump = self.upcard & 3
        self.note(f"{SUIT_NAMES[self.trump]} are trumps")
        if _rank(self.upcard) == JACK:
            self.early.append(("jack turned", self._side(self.dealer)))
            self.note(f"the jack of a new suit scores one for {self._side_name(self._side(self.dealer))} (law 7)")
            if self.phase_over_by_jack():
                return
        sort_hands(self.hands)
        self.phase = "discard"

    def deal_value(self) -> int:
        """The points one deal holds: High, Low, Jack, Game, and pedro's counters (§C3, §C5)."""
        return 4 + sum(EXTRA_COUNTERS[self.rules.counters].values())

    def _max_bid(self) -> int:
        """At most four (pedro: the deal's points); a bid may not put the seller out (unless
        ``full_value_bids``), §C3."""
        top = self.deal_value()
        if self.rules.full_value_bids:
            return top
        need = self.rules.game_points - self.score_before[self._side(self.eldest)]
        return min(top, need - 1)

    def _next_bidder(self) -> None:
        """Each from the eldest's left bids once; then the eldest sells or refuses (§C3). With
        second bids (pedro, §C5) the bidding goes round, a player who passes dropping out, until
        none but the best bidder is left."""
        self.spoken += 1
        if self.rules.second_bids:
            waiting = [s for s in range(self.n) if s != self.eldest and s not in self.passed and s != self.bidder]
            if waiting:
                s = self._turn
                while True:
                    s = (s + 1) % self.n
                    if s in waiting:
                        break
                self._turn = s
                return
            self._turn = self.eldest
        else:
            self._turn = (self._turn + 1) % self.n
        if self._turn != self.eldest:
            return
        if self.bidder is None:
            self.note(f"no bids: {self.seat_names[self.eldest]} must pitch")
            self.pitcher = self.eldest
            self._start_play(self.eldest)
        else:
            self.phase = "sell"

    def _order(self, trump: int | None) -> TrickOrder:
        """Follow-or-trump (law 12); dom pedro's joker is the lowest trump (§C5), before the
        trump is known a suit of its own."""
        if self.rules.counters != "dom":
            return TrickOrder(trump, follow=SUIT_OR_TRUMP)
        suit = [c & 3 for c in range(54)]
        rank = list(range(54))
        suit[52] = suit[53] = -1 if trump is None else trump
        rank[52] = rank[53] = -1
        return TrickOrder(trump, suit, rank, SUIT_OR_TRUMP)

    def _suit(self, c: int) -> int:
        return -1 if c >= 52 else c & 3

    def _start_play(self, leader: int | None = None) -> None:
        leader = self.eldest if leader is None else leader
        self.tp = OrderedTrickPlay(self.hands, self._order(self.trump), leader)
        if self.rules.stock != "none":
            self.tp.tricks_total = len(self.deck) // self.n
        self.hands = self.tp.hands
        self.phase = "play"

    # ----- the result ---------------------------------------------------------------------------
    def _played_by(self) -> dict[int, int]:
        tp = self.tp
        out: dict[int, int] = {}
        for leader, cards, _ in tp.quitted:
            for i, c in enumerate(cards):
                out[c] = tp.seat_at(leader, i)
        return out

    def scored(self) -> list[tuple[str, int]]:
        """The points of the deal as ``(kind, side)`` in the order the book counts out (rule
        13): the jack turned, the gift, High, Low, Jack, Game. Raises DealNotOver before the
        end; a void deal scores nothing."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.void:
            return []
        out = list(self.early)
        if self.tp is None or not self.tp.over:
            return out
        by = self._played_by()
        won = {c: self._side(w) for _, cards, w in self.tp.quitted for c in cards}
        r = self.rules
        if r.counters == "all-fives":                  # §C1 All Fives: pegged as the tricks are won
            for _, cards, w in self.tp.quitted:
                for c in cards:
                    if c < 52 and c & 3 == self.trump and _rank(c) in ALL_FIVES_PEGS:
                        out.extend([("peg", self._side(w))] * ALL_FIVES_PEGS[_rank(c)])
        trumps = [c for c in by if c < 52 and c & 3 == self.trump]
        holder = won if r.to_winner else {c: self._side(s) for c, s in by.items()}
        if trumps:
            out.append(("high", holder[max(trumps)]))
            out.append(("low", holder[min(trumps)]))
        jack = (JACK - 2) * 4 + self.trump
        if jack in by and won[jack] not in self.revokers:
            out.append(("jack", won[jack]))
        if r.game_by_ten:                              # §C5: the ten of trumps is Game
            ten = (TEN - 2) * 4 + self.trump
            g = won.get(ten)
        else:
            g = game_point(self.pips(), self._side(self.dealer), r.game_tie_nobody)
        if g is not None and g not in self.revokers:
            out.append(("game", g))
        for rank, value in EXTRA_COUNTERS[r.counters].items():     # §C5: in the order of counting out
            c = JOKER_INDEX if rank == 15 else (rank - 2) * 4 + self.trump
            if c in won:
                out.extend([(_COUNTER_NAMES[rank], won[c])] * value)
        if self.barred:
            out = [x for x in out if x[1] not in self.barred]
        if self.contract and self.pitcher is not None:
            p = self._side(self.pitcher)
            sale = [x for x in out if x[0] == "sale"]
            rest = [x for x in out if x[0] != "sale"]
            mine = [x for x in rest if x[1] == p]
            others = [x for x in rest if x[1] != p]
            # made: the bidder goes out first; set back: he scores nothing for what he made (§C3)
            return sale + mine + others if len(mine) >= self.contract else sale + others
        return out

    def pitcher_made(self) -> int:
        """The points the pitcher took in play (High, Low, Jack, Game), counted before a set-back
        drops them (§C3); 0 without a pitcher. Raises DealNotOver before the end."""
        if self.pitcher is None:
            return 0
        c, self.contract = self.contract, 0
        try:
            return sum(1 for k, s in self.scored() if s == self._side(self.pitcher) and k != "sale")
        finally:
            self.contract = c

    def set_back(self) -> int:
        """The points the pitcher is set back: his contract when he failed to make it (§C3),
        else 0. Raises DealNotOver before the end."""
        if not self.contract or self.pitcher is None or self.void:
            return 0
        if self.barred and self._side(self.pitcher) not in self.barred:
            return 0                                   # §C3: a revoke spares the pitcher the set-back
        p = self._side(self.pitcher)
        sc = self.scored()
        return 0 if any(s == p and k != "sale" for k, s in sc) or self.contract == 0 else self.contract

    def pips(self) -> list[int]:
        """The pips for Game each side took in its tricks (law 10; all fives: the five of
        trumps counts five, §C1)."""
        values = GAME_VALUES
        if self.rules.counters == "all-fives" and self.trump is not None:
            values = {**GAME_VALUES, (5 - 2) * 4 + self.trump: 5}
        per_seat = card_points(self.tp.quitted, values, self.n) if self.tp else [0] * self.n
        out = [0] * self.n_sides
        for s, p in enumerate(per_seat):
            out[self._side(s)] += p
        return out

    def points(self) -> list[int]:
        """Points per side this deal: the scored points and any revoke penalty (law 14).
        Raises DealNotOver before the end."""
        pts = [0] * self.n_sides
        for _, s in self.scored():
            pts[s] += 1
        for s, v in self.all_penalties():
            pts[s] += v
        return pts

    def all_penalties(self) -> list[tuple[int, int]]:
        """``(side, points)`` beyond the points scored: revoke penalties (law 14) and a pitcher's
        set-back (§C3)."""
        out = list(self.penalties)
        back = self.set_back()
        if back:
            out.append((self._side(self.pitcher), -back))
        return out

    def outcome(self) -> list[int]:
        p = self.points()
        return [p[self._side(s)] for s in range(self.n)]

    def smudged(self) -> int | None:
        """§C4 Smudge: the side of a bidder who bid four and made them while not in the hole
        (his score not below zero): he wins the game at once; else None. Raises DealNotOver."""
        if not self.rules.smudge or self.pitcher is None or self.pitcher != self.bidder or self.contract != 4:
            return None
        side = self._side(self.pitcher)
        if self.score_before[side] < 0 or self.set_back():
            return None
        return side if self.pitcher_made() >= 4 else None

    def _side_name(self, side: int) -> str:
        return ("N-S", "E-W")[side] if self.partners else self.seat_names[side]

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"no score: {self.void}"
        parts: list[str] = []
        runs: list[list] = []
        for k, s in self.scored():
            if runs and runs[-1][:2] == [k, s] and k in _RUNS:
                runs[-1][2] += 1
            else:
                runs.append([k, s, 1])
        parts = [f"{k} {self._side_name(s)}" + (f" {c}" if c > 1 else "") for k, s, c in runs]
        p = self.points()
        return ("; ".join(parts) or "nothing scored") + "; points " + ", ".join(
            f"{self._side_name(s)} {p[s]}" for s in range(self.n_sides))

    # ----- what a seat may see ------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(h) for s, h in enumerate(self.hands)}
        out["stock"] = list(self.deck[self.pos:])
        out["turn-up"] = [] if self.upcard is None else [self.upcard]
        out["aside"] = list(self.aside)
        out["discards"] = [c for d in self.discards for c in d]
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def card_zones(self) -> dict[str, Zone]:
        """The default zones and the pack as dealt from (``deck``, in its order; the cards
        before ``pos`` are out of it, and being seen or already counted in a hand, stay)."""
        zones = super().card_zones()
        if zones:
            zones["deck"] = Zone(self.deck, ordered=True)
        return zones

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = set(self.deck[self.pos + (self.rules.stock == "face-up"):])   # California Jack: the top shows
        for s, h in enumerate(self.hands):
            if s != seat:
                out.update(h)
        for s, d in enumerate(self.discards):
            if s != seat:
                out.update(d)
        return out - self.shown

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        v: dict[str, Any] = {
            "game": "all-fours", "phase": self.phase, "players": self.n,
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "eldest": names[self.eldest],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "turn_up": None if self.upcard is None else str(Card(self.upcard)),
            "stock_top": str(Card(self.deck[self.pos])) if self.rules.stock == "face-up" and self.pos < len(self.deck)
            else None,
            "stock": len(self.deck) - self.pos,
            "laid_aside": [str(Card(c)) for c in self.aside],
            "trump": None if self.trump is None else SUIT_NAMES[self.trump],
            "early": [[k, self._side_name(s)] for k, s in self.early],
            "bid": self.bid, "bidder": None if self.bidder is None else names[self.bidder],
            "pitcher": None if self.pitcher is None else names[self.pitcher], "contract": self.contract,
            "score": list(self.score_before), "game_points": self.rules.game_points,
            "counters": self.rules.counters,
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
            "tricks": [sum(w for s, w in enumerate(tp.won) if self._side(s) == side) for side in range(self.n_sides)]
            if tp else [0] * self.n_sides,
            "played": [[[names[tp.seat_at(ld, i)], str(Card(c))] for i, c in enumerate(cards)]
                       for ld, cards, _ in tp.quitted] if tp else [],
            "exposed": {names[s]: [str(Card(c)) for c in e] for s, e in enumerate(tp.exposed) if e} if tp else {},
        }
        if self.phase == "over":
            v["points"] = self.points()
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        sides = ["N-S", "E-W"] if len(view["score"]) == 2 and view["players"] == 4 else list(SEAT_NAMES[view["players"]])
        score = ", ".join(f"{sides[i]} {p}" for i, p in enumerate(view["score"]))
        lines = [f"All fours - dealer {view['dealer']} - score {score} (game {view['game_points']})"]
        if view["trump"]:
            lines.append(f"Trumps {view['trump']}" + (f" (turn-up {view['turn_up']})" if view["turn_up"] else ""))
        elif view["phase"] == "play":
            lines.append("No trumps yet: the first lead is trumps")
        if view.get("bidder"):
            lines.append(f"Bid {view['bid']} by {view['bidder']}" + (
                f"; {view['pitcher']} pitches and must make {view['contract']}" if view.get("pitcher") else ""))
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view.get("stock_top"):
            lines.append(f"Stock {view['stock']}, face up: {view['stock_top']} on top")
        lines.extend(trick_view_lines(view))
        if view.get("result"):
            lines.append("Hand over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    # ----- the referee (laws 4-17 that a deal can settle) ----------------------------------------
    def _referee_open(self, call: str) -> None:
        if self.tp is None and call in ("revoke", "correct-revoke", "exposed-card", "call-card",
                                        "lead-out-of-turn", "call-suit"):
            raise IllegalAction("the play has not begun", _L(12))

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        """Rule 14: one point (the trump jack not in play) or two (in play), added to the
        claimants or taken from the revoker; the revoker scores neither Jack nor Game."""
        if self.rules.revoke_setback:
            return self._revoke_setback(revoke)
        law = _L(14)
        penalty = penalty or "add"
        if penalty not in ("add", "deduct"):
            raise IllegalAction("choose the revoke penalty: add (to your score) or deduct (from theirs)", law)
        jack = (JACK - 2) * 4 + self.trump
        in_play = any(jack in h for h in self.tp.hands) or jack in self.tp.played_cards() or jack in self.tp.trick
        value = 2 if in_play else 1
        off = self._side(revoke.seat)
        mine = self._side(claimant)
        self.revokers.add(off)
        self.penalties.append((mine, value) if penalty == "add" else (off, -value))
        what = (f"{value} added to {self._side_name(mine)}" if penalty == "add"
                else f"{value} taken from {self._side_name(off)}")
        return Ruling(law=law, penalty=what + f"; {self._side_name(off)} score neither Jack nor Game and stop at "
                      f"{self.rules.game_points - 1}",
                      detail=f"{self.seat_names[revoke.seat]} revoked at trick {revoke.trick}; the jack "
                      f"{'is' if in_play else 'is not'} in play",
                      effect={"penalty": value, "revoker": self._side_name(off), "revoke": revoke.to_dict()})

    def _revoke_setback(self, revoke) -> Ruling:
        """§C5 (pedro; §C3 for auction pitch): the hand stands as played; the offender scores
        nothing and is set back the bid, or ``revoke_setback`` with no bid; a pitcher who fails
        is then not set back."""
        off = self._side(revoke.seat)
        value = self.contract or self.rules.revoke_setback
        self.barred.add(off)
        self.penalties.append((off, -value))
        return Ruling(law="001 part 3 §C5 (Pedro: revoke); §C3", penalty=f"{self._side_name(off)} score nothing "
                      f"this hand and are set back {value}",
                      detail=f"{self.seat_names[revoke.seat]} revoked at trick {revoke.trick}",
                      effect={"set_back": value, "revoker": self._side_name(off), "revoke": revoke.to_dict()})

    def _ref_wrong_number(self, seat: int) -> Ruling:
        """Rules 4-5: a player finds a wrong number of cards before the first lead: a misdeal
        (the deal passes to the left; in pitch the same dealer deals again) and the jack turned
        does not score."""
        tp = self.tp
        if self.phase == "over" or (tp is not None and (tp.quitted or tp.trick)):
            raise IllegalAction("a wrong number of cards is claimed before the first lead", _L(4))
        self.void = "a misdeal: a wrong number of cards (laws 4, 5)"
        self.early = []
        self.same_dealer = not self.rules.turn_up
        self.phase = "over"
        return Ruling(law=_L(5), penalty="a misdeal; the jack turned does not score; " +
                      ("the same dealer deals again" if self.same_dealer else "the deal passes to the left"),
                      effect={"void": True, "same_dealer": self.same_dealer})

    def _ref_faced_card(self, seat: int) -> Ruling:
        """Rule 5: a card faced in the pack (or an imperfect pack): the same dealer deals again."""
        tp = self.tp
        if self.phase == "over" or (tp is not None and (tp.quitted or tp.trick)):
            raise IllegalAction("a faced card is claimed before the play", _L(5))
        self.void = "a card faced in the pack (law 5)"
        self.early = []
        self.same_dealer = True
        self.phase = "over"
        return Ruling(law=_L(5), penalty="a new deal by the same dealer", effect={"void": True, "same_dealer": True})

    def clone(self) -> "AllFoursState":
        s = AllFoursState.__new__(AllFoursState)
        s.__dict__.update(self.__dict__)
        s.history = list(self.history)
        s.log = list(self.log)
        s.context = dict(self.context)
        s.score_before = list(self.score_before)
        s.aside = list(self.aside)
        s.deck = list(self.deck)                 # a determinisation deals the unseen stock afresh
        s.discards = [list(d) for d in self.discards]
        s.early = list(self.early)
        s.rulings = list(self.rulings)
        s.revoke_claims = list(self.revoke_claims)
        s.revokers = set(self.revokers)
        s.penalties = list(self.penalties)
        s.passed = set(self.passed)
        s.barred = set(self.barred)
        s.shown = set(self.shown)
        clone_trick_play(self, s)
        return s
