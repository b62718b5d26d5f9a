"""Pinochle for three and four, auction pinochle, jass and two-handed jass (Foster 1914, seed
001 part 4 §4.10, §4.12, §4.13; seed 001 part 6 appendix "Jass", "Two-hand jass"; catalog
001_part4.md §4.10-§4.13, 001_part6.md §12.10).

One engine, :class:`MeldTableState`, for the games of the pinochle family in which melds are
laid down once, at the start of the play, and scored only when their owner wins a trick (kept
on a slate until then), with strict play: follow suit and head the trick (win it) if able,
trump when void, over-trump when the trick is trumped, under-trump if no higher trump.
Two-handed jass plays it from a stock instead (free play and one meld after each trick won,
strict play once the stock is gone), as two-hand pinochle does.

Each game is data on the class: the pack (pinochle's 2 x 24, jass' 36 of six to ace), cards a
seat and the rounds of the deal, the card turned for trumps, the trump card that exchanges for
it (pinochle's dix, the nine; jass' six), the ranks in play (jass: trump jack highest, trump
nine second), the card points, the meld table and its reuse laws, when melds are made (before
the first lead, or right after a seat's own card to the first trick), partners, an auction.

The game (:class:`MeldTableMatch`): pinochle and jass to 1000, a player claiming it in the play
(``claim``; right, he wins; wrong, he loses), two past it unclaimed going on to 1250 at pinochle;
auction pinochle six deals, the highest total winning. A deal played alone (no ``goal`` in its
context) has no claim.

Physical cards: the two copies of a pinochle card are distinct (``QS`` and ``QS'``), each in
one place; ``card_locations`` lists card indices. Melded cards are visible to every seat while
still held (``shown`` in the views); the hands, the widow and the stock are hidden.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...bots import Bot
from ...cards import Card, pinochle_pack
from ...core.actions import Action, ActionParseError
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.match import Match, RubberMatch
from ...core.rules import Rules, option
from ...core.determinise import Zone
from ...core.state import GameState
from ...mechanics.ladder import Ladder
from ...mechanics.melds import PINOCHLE_MELDS, TRUMP, Declarations, Meld, MeldKind, PhysicalPack, find_melds
from ...mechanics.tricks import SUIT_LETTERS, SUIT_NAMES, HandlerReferee
from .claim import CLAIM_VERBS, GameClaim, game_decision

__all__ = ["MeldTableState", "ThreeHandPinochleState", "FourHandPinochleState", "AuctionPinochleState",
           "JassState", "TwoHandedJassState", "MeldTableBot", "MULTI_PINOCHLE_LAWS", "JASS_LAWS", "JASS_MELDS",
           "JASS_PACK", "PINOCHLE_PACK", "FourHandRules", "AuctionPinochleRules", "JassRules",
           "MeldTableMatch"]

_P4 = "Foster 1914, seed 001 part 4; catalog 001_part4.md"
MULTI_PINOCHLE_LAWS = LawBook.of("Pinochle for three and four", f"{_P4} §4.10, §4.12, §4.13", [
    ("T1", "deal", "§4.10: the whole pack dealt, four at a time, 16 each to three (12 each to four, §4.12); the "
                   "last card turned for trumps (none turned in auction pinochle, §4.13)."),
    ("T2", "dix", "§4.10: in turn from the dealer's left a holder of a trump nine exchanges it for the turn-up "
                  "(the dealer may not keep it); each nine scores 10, both 20 (four-hand: the same, our reading; "
                  "auction: each nine 10 as a meld, nothing turned)."),
    ("T3", "meld", "§4.10: all melds laid down before the first lead, by the two-hand table and laws; §4.12: "
                   "after the holder's own card to the first trick, that card still counting."),
    ("T4", "slate", "§4.10: melds are scored only when their owner wins a trick (§4.12 second mode: when "
                    "either partner wins one; third mode: the winner may combine his melds with his partner's)."),
    ("T5", "play", "§4.10: melds taken back into the hand; the dealer's left leads; follow suit and win if "
                   "able; void, trump (over-trump, or under-trump if unable); §4.12: the fourth hand must win "
                   "his partner's trick if he can.", "the offender scores nothing for cards"),
    ("T6", "cards", "§4.9: A 11, 10 10, K 4, Q 3, J 2 (240); the last trick 10."),
    ("T7", "auction", "§4.13: from the dealer's left each bids once for the right to name trumps and lead; "
                      "all passing, the dealer must bid 20."),
    ("T8", "bid-made", "§4.13 gives no rule for a bid made or lost (standard reading): the bidder's melds and "
                       "cards reaching the bid score in full, else he is set back by the bid."),
    ("T9", "game", "§4.10: game is 1000; §4.13: a number of deals (six), the highest total wins (a tie at "
                   "the top plays on, our reading)."),
    ("T10", "claim", "§4.9, §4.10: during the play a player may claim that he has reached 1000 (his game "
                     "total with the melds scored and the cards taken this deal; a meld still on the slate does "
                     "not count: 990 and a dix do not go out); right, he wins the game; wrong, he loses it (with "
                     "three or four, our reading: he pays each of the others and a new game begins). Not in "
                     "auction pinochle (§4.13 plays a number of deals)."),
    ("T11", "going-on", "§4.9, §4.10: unclaimed, a player who has reached 1000 at the end of a deal wins; two "
                        "past it: the game goes on to 1250 for them, then 1500 (a third still goes out at "
                        "1000)."),
    ("T12", "drop-out", "§4.10 (seed 001 part 4, three-hand pinochle, scoring): a wrong claim with three: the "
                        "claimant drops out and the other two finish the game; the deal goes on (our reading: he "
                        "still plays his cards to the tricks, and claims no more); if no one wins the game in it, "
                        "the two play the next deals as two-hand pinochle, with a stock, and the final winner "
                        "takes the stakes (each of the others pays him). By agreement the lowest score pays: the "
                        "game ends when the first player goes out, the lowest total paying the winner, a wrong "
                        "claimant paying each of the others (our reading; rule lowest_pays)."),
], meanings={"revoke-penalty": "T5"})

_P6 = "Foster 1914, seed 001 part 6 appendix, Jass and Two-hand jass; catalog 001_part6.md §12.10"
JASS_LAWS = LawBook.of("Jass", _P6, [
    ("J1", "pack", "36 cards, six to ace; A K Q J 10 9 8 7 6 (the 10's place is not stated: our reading, its "
                   "natural place below the jack); trump jack highest (20), trump nine second (14)."),
    ("J2", "deal", "Three at a time, nine each; with four the last card turned for trumps; with three the 28th "
                   "(the nine left a widow, for which the dealer, then each in turn, may exchange his hand)."),
    ("J3", "six", "The holder of the trump six exchanges it for the turned trump."),
    ("J4", "meld", "Melds called after one's card to the first trick, scored only if one wins a trick: four "
                   "jacks 200; four aces, kings, queens or tens 100; sequences of five 100, four 50, three 20; "
                   "K Q of trumps 20 (our reading: a card serves in one meld only)."),
    ("J5", "play", "Follow suit and head the trick if able, trump when void; the trump jack may renege.",
     "the offender scores nothing for cards"),
    ("J6", "cards", "A 11, 10 10, K 4, Q 3, J 2, the trump jack 20, the trump nine 14 (152 a deal); the last "
                    "trick 5."),
    ("J7", "two-hand", "Two play from a stock: the winner draws first; one meld after winning a trick, before "
                       "drawing; free play until the stock is gone, then the second player must win if able."),
    ("J8", "game", "Game 1000, or a number of deals; fewer than 21 in a deal is a penalty mark."),
    ("J9", "claim", "Game 1000: the first to claim it rightly during the play wins, a wrong claim loses (with "
                    "three or four, our reading: he pays each of the others); unclaimed, the first to reach it "
                    "at the end of a deal wins, the highest if more than one (our reading: the book gives no "
                    "going on; a tie at the top plays on)."),
], meanings={"revoke-penalty": "J5"})

_A, _T, _K, _Q, _J, _N = 14, 10, 13, 12, 11, 9

#: the pinochle pack's physical cards (2 x 24, the second copy primed)
PINOCHLE_PACK = PhysicalPack(pinochle_pack())
#: the jass pack (36 cards, six to ace, one copy each)
JASS_PACK = PhysicalPack(c for c in range(52) if (c >> 2) + 2 >= 6)

_PIN_ORDER = {14: 6, 10: 5, 13: 4, 12: 3, 11: 2, 9: 1}
_JASS_SEQ = (14, 13, 12, 11, 10, 9, 8, 7, 6)      # the ranks in sequence order (J1, our reading)


def _jass_melds() -> tuple[MeldKind, ...]:
    out = [MeldKind("four jacks", "C", 200, tuple((_J, s) for s in range(4)))]
    out += [MeldKind(f"four {n}", "C", 100, tuple((r, s) for s in range(4)))
            for n, r in (("aces", _A), ("kings", _K), ("queens", _Q), ("tens", _T))]
    for length, pts in ((5, 100), (4, 50), (3, 20)):
        for s in range(4):
            for i in range(len(_JASS_SEQ) - length + 1):
                out.append(MeldKind(f"sequence of {length}", "S", pts,
                                    tuple((r, s) for r in _JASS_SEQ[i:i + length])))
    out.append(MeldKind("trump marriage", "A", 20, ((_K, TRUMP), (_Q, TRUMP))))
    return tuple(out)


#: jass' melds (J4; 001 part 6 appendix): the fours, sequences of three to five in any suit, K Q of trumps
JASS_MELDS = _jass_melds()


@dataclass(frozen=True)
class ThreeHandRules(Rules):
    referee_mode: bool = option(False, "accept a card that breaks the rule of play (recorded)",
                                "001 part 4 §4.10 play")
    lowest_pays: bool = option(False, "the agreement that the lowest score pays: the game ends when the first "
                               "player goes out (a winner paid by the lowest total alone, a wrong claimant paying "
                               "each of the others); else a wrong claimant drops out and the other two finish the "
                               "game (T12)", "001 part 4 §4.10 scoring")


@dataclass(frozen=True)
class FourHandRules(Rules):
    partners: bool = option(True, "two against two, partners opposite (else each for himself)",
                            "001 part 4 §4.12: each for himself or two against two")
    meld_scoring: str = option("own", "own: each wins a trick to score his melds; either: either partner's "
                               "trick scores both hands' melds; combine: the winner may combine his melds with "
                               "his partner's", "001 part 4 §4.12 scoring, the three ways (the first the default)",
                               choices=("own", "either", "combine"))
    referee_mode: bool = option(False, "accept a card that breaks the rule of play (recorded)",
                                "001 part 4 §4.12 play")


@dataclass(frozen=True)
class AuctionPinochleRules(Rules):
    referee_mode: bool = option(False, "accept a card that breaks the rule of play (recorded)",
                                "001 part 4 §4.13, play as §4.10")


@dataclass(frozen=True)
class JassRules(Rules):
    widow_exchange: bool = option(True, "with three, the dealer (then each in turn) may take the widow for his "
                                  "hand", "001 part 6 appendix Jass, deal (three players)")
    referee_mode: bool = option(False, "accept a card that breaks the rule of play (recorded)",
                                "001 part 6 appendix Jass, method of play")


class MeldTableState(GameClaim, HandlerReferee, GameState):
    """One deal of a meld-and-trick game for 2-4 seats (module docstring). Context:
    ``dealer``. Actions: ``bid N`` / ``pass`` and ``trump S`` (auction), ``exchange`` /
    ``keep`` (the jass widow), ``meld <cards>``, ``dix``, ``done``, ``play <card>``,
    ``draw`` (two-handed jass)."""

    unit = "points"
    rules_cls: Any = ThreeHandRules
    penalty_laws = MULTI_PINOCHLE_LAWS
    LAWS = MULTI_PINOCHLE_LAWS
    PACK = PINOCHLE_PACK
    PLAYERS: tuple[int, ...] = (3,)
    CHUNK = 4
    HAND = {3: 16}                  # cards a seat
    TURN_UP = "last"                # the dealer's last card turned; "widow": the card after the deal; None
    EXCHANGE_RANK: int | None = 9   # the trump card that takes the turn-up (pinochle's dix; jass' six)
    DIX_POINTS = 10                 # each trump nine scores it as a meld (pinochle); 0: none
    MELDS: tuple[MeldKind, ...] = PINOCHLE_MELDS
    FROM_HAND = True
    EXCLUSIVE = False
    MELD_TIME = "before"            # "before" the first lead, or "first-trick" after one's own card to it
    CARD_POINTS = {14: 11, 10: 10, 13: 4, 12: 3, 11: 2}
    TRUMP_POINTS: dict[int, int] = {}
    LAST_TRICK = 10
    JASS_RANKS = False              # trump jack highest, trump nine second, else A K Q J 10 ... 6
    JACK_PRIVILEGE = False
    AUCTION = False
    STOCK = False                   # two-handed jass: the rest is a stock, drawn after each trick
    SLUG = "three-hand-pinochle"
    TITLE = "Three-hand pinochle"
    L = "T"                         # the law prefix (T: pinochle for three and four, J: jass)
    GAME_GOAL = 1000                # the game (T9 / J8); played to it by :class:`MeldTableMatch`
    GOING_ON = 250                  # two past the goal unclaimed: it moves on by this (T11); 0: the highest wins
    GAME_DEALS: int | None = None   # auction pinochle: a game of a number of deals, no claim (T9)
    CLAIM_LAW = "T10"
    DROP_OUT = False                # three-hand pinochle: a wrong claimant drops out, two finish the game (T12)

    def __init__(self, num_players: int = 3, rules: Any = None, shuffler=None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if num_players not in self.PLAYERS:
            raise SetupError(f"{self.TITLE} is for {' or '.join(map(str, self.PLAYERS))} players")
        n = self.n = num_players
        self.seat_names = {2: ("N", "S"), 3: ("N", "E", "W"), 4: ("N", "E", "S", "W")}[n]
        self.dealer = self.context.get("dealer", n - 1)
        self.partners = bool(getattr(self.rules, "partners", False)) and n == 4
        self.mode = getattr(self.rules, "meld_scoring", "own") if self.partners else "own"
        # T12: the seats out of the game (a wrong claim in an earlier deal): the two left play
        # two-hand pinochle, twelve each from a stock, the 25th card turned under it
        out = self.context.get("out") or []
        self.out: list[int] = sorted({int(x) for x in out if int(x) in range(n)}) if self.DROP_OUT else []
        self.active = [x for x in range(n) if x not in self.out]
        if len(self.active) < 2:
            raise SetupError("context 'out' leaves fewer than two players in the game")
        if self.out:
            self.STOCK = True               # this deal is played as two-hand pinochle (T12)
            self.MELD_TIME = "stock"
            while self.dealer in self.out:
                self.dealer = (self.dealer + 1) % n
        self.dropped: dict[str, Any] | None = None     # a wrong claim in this deal (T12)
        pk = self.PACK
        order = [int(c) for c in self.shuffler.shuffle([pk.card(p) for p in pk.ids()])]
        seen: dict[int, int] = {}
        deck: list[int] = []
        for c in order:
            k = seen.get(c, 0)
            seen[c] = k + 1
            deck.append(pk.copies_of(c)[k])
        self._card = [int(pk.card(p)) for p in pk.ids()]
        self._label = [pk.label(p) for p in pk.ids()]
        size = 12 if self.out else self.HAND[n]
        self.hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        left = self._next_seat(self.dealer)
        seats = self._seats_from(left)
        while pos < size * len(seats):
            for s in seats:
                self.hands[s].extend(deck[pos:pos + self.CHUNK])
                pos += self.CHUNK
        self.rest = deck[pos:]                  # the widow (jass for three) or the stock (two-handed jass)
        self.known: list[set[int]] = [set() for _ in range(n)]
        self.decl = [Declarations() for _ in range(n)]
        self.side_decl = [Declarations(), Declarations()]     # four-hand's third mode
        self.pending = [0] * n                  # melds on the slate, not yet scored (T4)
        self.meld_pts = [0] * n                 # melds scored
        self.card_pts = [0] * n
        self.won_trick = [False] * n
        self.dix_done = [False] * n
        self.dix_scored: set[int] = set()
        self.offender: set[int] = set()
        self.revokes: list[tuple[int, int]] = []    # (seat, trick number), referee mode
        self.rulings: list[Ruling] = []
        self.trick: list[tuple[int, int]] = []
        self.quitted: list[tuple[int, tuple[int, ...], int]] = []
        self.taken: list[list[int]] = [[] for _ in range(n)]
        self.turn_up: int | None = None
        self.trump: int | None = None
        self.bid: int | None = None
        self.bidder: int | None = None
        self.ladder: Ladder | None = None
        self.meld_order: list[int] = []
        self.combined = False
        self._sides_back: set[int] = set()
        # the game (T9-T11 / J8-J9): set by MeldTableMatch; a deal played alone has no claim
        self._init_claim(n, self.context)
        self.leader = left
        self.turn = left
        self.phase = "play"
        self.note(f"{self.seat_names[self.dealer]} deals")
        kind = "widow" if self.out else self._turn_up_kind()
        if kind == "last":
            self.turn_up = self.hands[self.dealer][-1]
        elif kind == "widow":
            self.turn_up = self.rest[0]
            if self.STOCK:                       # the turn-up lies under the stock, drawn last
                self.rest = self.rest[1:] + self.rest[:1]
        for h in self.hands:
            h.sort(key=self._key)
        if self.turn_up is not None:
            self.trump = self._suit(self.turn_up)
            self.note(f"{self._label[self.turn_up]} is turned: {SUIT_NAMES[self.trump]} are trumps")
            if kind == "last":
                self.known[self.dealer].add(self.turn_up)
        if self.AUCTION:
            self.ladder = Ladder(list(range(20, 610, 10)), seats, forced=True,
                                 laws={"forced": self._l(7), "insufficient": self._l(7)})
            self.phase = "bid"
            self.turn = left
        elif kind == "widow" and not self.STOCK and getattr(self.rules, "widow_exchange", False):
            self.phase = "widow"
            self.widow_order = [self.dealer] + [(self.dealer + i) % n for i in range(1, n)]
            self.turn = self.dealer
        else:
            self._after_trump()

    def _turn_up_kind(self) -> str | None:
        return self.TURN_UP

    def _next_seat(self, seat: int) -> int:
        """The next seat to the left still in the game (T12: one out, the two left play)."""
        nxt = (seat + 1) % self.n
        while nxt not in self.active:
            nxt = (nxt + 1) % self.n
        return nxt

    def _seats_from(self, seat: int) -> list[int]:
        """The seats in the game in turn from ``seat`` (itself in the game)."""
        out = [seat]
        while len(out) < len(self.active):
            out.append(self._next_seat(out[-1]))
        return out

    # ----- cards ---------------------------------------------------------------------------------
    def _rank_of(self, p: int) -> int:
        return (self._card[p] >> 2) + 2

    def _suit(self, p: int) -> int:
        return self._card[p] & 3

    def _key(self, p: int) -> tuple[int, int, int]:
        return (self._suit(p), -self._order(p, None), p)

    def _order(self, p: int, trump: int | None) -> int:
        r = self._rank_of(p)
        if self.JASS_RANKS:
            if trump is not None and self._suit(p) == trump and r in (_J, _N):
                return 30 if r == _J else 29
            return r
        return _PIN_ORDER[r]

    def _points(self, p: int) -> int:
        r = self._rank_of(p)
        if self.trump is not None and self._suit(p) == self.trump and r in self.TRUMP_POINTS:
            return self.TRUMP_POINTS[r]
        return self.CARD_POINTS.get(r, 0)

    def _l(self, k: int) -> str:
        return self.LAWS.cite(f"{self.L}{k}")

    def side(self, seat: int) -> int:
        return seat % 2

    # ----- phases --------------------------------------------------------------------------------
    def _after_trump(self) -> None:
        """Trumps known: the trump six (jass) takes the turn-up; then the melds or the play."""
        n = self.n
        if self.EXCHANGE_RANK == 6 and self.turn_up is not None:
            owner = next((s for s in range(n) if self.turn_up in self.hands[s]), None)
            six = next(((s, p) for s in range(n) for p in self.hands[s]
                        if self._suit(p) == self.trump and self._rank_of(p) == 6), None)
            if six is not None and owner is not None and six[0] != owner:
                s, p = six
                self.hands[s].remove(p)
                self.hands[s].append(self.turn_up)
                self.hands[owner].remove(self.turn_up)
                self.hands[owner].append(p)
                self.known[owner].discard(self.turn_up)
                self.known[s].add(self.turn_up)
                self.known[owner].add(p)
                for h in (self.hands[s], self.hands[owner]):
                    h.sort(key=self._key)
                self.note(f"{self.seat_names[s]} exchanges the six of trumps for {self._label[self.turn_up]}")
            elif six is not None and owner is None and self.turn_up in self.rest:
                s, p = six                       # the widow's turned trump to the six's holder
                self.hands[s].remove(p)
                self.hands[s].append(self.turn_up)
                self.rest[self.rest.index(self.turn_up)] = p
                self.known[s].add(self.turn_up)
                self.turn_up = p                 # the six lies face up in its place
                self.hands[s].sort(key=self._key)
                self.note(f"{self.seat_names[s]} exchanges the six of trumps for {self._label[self.turn_up]}")
        left = self._next_seat(self.dealer)
        first = self.bidder if (self.AUCTION and self.bidder is not None and not self.partners) else left
        self.leader = self.turn = first
        self.phase = "play"
        if self.MELD_TIME == "before":
            self.meld_order = [(first + i) % n for i in range(n)]
            self._next_melder(0)

    def _next_melder(self, i: int) -> None:
        """The next seat from place ``i`` of the meld order with a meld open to him; else the
        play begins with the leader."""
        for s in self.meld_order[i:]:
            if self._has_meld(s):
                self.phase, self.turn = "meld", s
                return
        self.phase, self.turn = "play", self.leader

    def _has_meld(self, seat: int) -> bool:
        return bool(self._dix_cards(seat) or self._melds(seat))

    # ----- the claim of the game (T10 / J9; the mechanism: :mod:`.claim`) --------------------------
    def _claim_cite(self) -> str:
        return self.LAWS.cite(self.CLAIM_LAW)

    def _claim_time(self, seat: int) -> bool:
        """T10 / J9: in the play, by the seat to play; never in auction pinochle (T9)."""
        return self.GAME_DEALS is None and self.phase == "play" and seat == self.turn

    def _deal_total(self, seat: int) -> int:
        """T10: the melds scored and cards taken this deal, his side's where partners play; the
        slate and the last trick not yet."""
        seats = [seat, (seat + 2) % 4] if self.partners else [seat]
        return sum(self.meld_pts[s] + self.card_pts[s] for s in seats)

    def _claim_out(self, seat: int) -> bool:
        """T12: a seat out of the game (a wrong claim, in this deal or an earlier one)."""
        return seat in self.out or (self.dropped is not None and seat == self.dropped["seat"])

    def _drops_out(self) -> bool:
        """T12: a wrong claim drops the claimant out (three-hand pinochle, three still in the
        game, no agreement that the lowest pays)."""
        return self.DROP_OUT and len(self.active) == 3 and self.dropped is None \
            and not getattr(self.rules, "lowest_pays", False)

    def _claim(self, seat: int) -> None:
        c = self._make_claim(seat)
        name = self.seat_names[seat]
        if not c["right"] and self._drops_out():
            self.dropped, self.claim = c, None
            self.note(f"{name} claims the game: {c['total']} of {c['goal']}, wrong: he drops out; the other two "
                      "finish the game")
            return                              # the play goes on; he plays his cards, claims no more
        self.note(f"{name} claims the game: {c['total']} of {c['goal']}, "
                  + ("right: he wins it" if c["right"] else "wrong: he loses it"))
        self.phase = "over"
        self.note(self.result_text() or "")

    @property
    def to_act(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def _pool(self, seat: int) -> list[int]:
        """The cards ``seat`` melds from: his hand, and in the first trick the card he played."""
        pool = list(self.hands[seat])
        if self.MELD_TIME == "first-trick" and not self.quitted:
            pool += [p for s, p in self.trick if s == seat]
        return pool

    def _combine_pool(self, seat: int) -> list[int]:
        mate = (seat + 2) % 4
        return [p for s in (seat, mate) for p in self.decl[s].shown if p in self.hands[s]]

    def _melds(self, seat: int) -> list[Meld]:
        if self.combined:
            pool = self._combine_pool(seat)
            d = self.side_decl[self.side(seat)]
            mine = set(self.decl[seat].shown)
            return [m for m in find_melds(self.MELDS, pool, self._card.__getitem__, self.trump)
                    if any(p in mine for p in m.cards) and any(p not in mine for p in m.cards)
                    and d.refusal(m, pool) is None]
        d = self.decl[seat]
        pool = self._pool(seat)
        return [m for m in find_melds(self.MELDS, pool, self._card.__getitem__, self.trump)
                if d.refusal(m, pool, False, self.FROM_HAND, self.EXCLUSIVE) is None]

    def _dix_cards(self, seat: int) -> list[int]:
        if not self.DIX_POINTS or self.dix_done[seat] or self.trump is None or self.combined:
            return []
        return [p for p in self._pool(seat) if self._suit(p) == self.trump and self._rank_of(p) == _N
                and p not in self.dix_scored]

    def _beats(self, p: int, w: int) -> bool:
        if self._suit(p) == self._suit(w):
            return self._order(p, self.trump) > self._order(w, self.trump)
        return self.trump is not None and self._suit(p) == self.trump

    def _winning(self) -> int:
        best = 0
        for i in range(1, len(self.trick)):
            if self._beats(self.trick[i][1], self.trick[best][1]):
                best = i
        return best

    def _strict(self) -> bool:
        return not self.STOCK or not self.rest

    def legal_cards(self, seat: int | None = None) -> list[int]:
        seat = self.turn if seat is None else seat
        hand = self.hands[seat]
        if not self.trick or not self._strict():
            return list(hand)
        lead = self._suit(self.trick[0][1])
        w = self.trick[self._winning()][1]
        jack = [p for p in hand if self.JACK_PRIVILEGE and self._suit(p) == self.trump and self._rank_of(p) == _J]
        same = [p for p in hand if self._suit(p) == lead]
        if same:
            if jack and same == jack:             # the trump jack may renege (J5)
                return list(hand)
            return [p for p in same if self._beats(p, w)] or same
        trumps = [p for p in hand if self.trump is not None and self._suit(p) == self.trump]
        if trumps:
            if jack and trumps == jack:           # the jack's privilege when a plain suit is led (J7)
                return list(hand)
            return [p for p in trumps if self._beats(p, w)] or trumps
        return list(hand)

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "over":
            return []
        if ph == "bid":
            assert self.ladder is not None
            return [Action("pass") if b is None else Action("bid", (b,)) for b in self.ladder.legal()]
        if ph == "trump":
            return [Action("trump", (SUIT_LETTERS[s],)) for s in (3, 2, 1, 0)]
        if ph == "widow":
            return [Action("exchange"), Action("keep")]
        if ph == "meld":
            seat = self.turn
            out = [Action("meld", tuple(self._label[p] for p in sorted(m.cards, key=self._key)))
                   for m in self._melds(seat)]
            if self._dix_cards(seat):
                out.append(Action("dix"))
            out.append(Action("draw" if self.STOCK else "done"))
            return out
        out = [Action("play", (self._label[p],)) for p in sorted(self.legal_cards(), key=self._key)]
        if self.may_claim(self.turn):
            out.append(Action("claim"))
        return out

    # ----- notation ------------------------------------------------------------------------------
    def _parse_action(self, text: str) -> Action:
        parts = text.split()
        if not parts:
            raise ActionParseError("write an action: play QS, meld KS QS, dix, done, bid 30, pass")
        verb = parts[0].lower()
        if verb == "bid":
            if len(parts) != 2 or not parts[1].isdigit():
                raise ActionParseError("write bid and a number: bid 30")
            return Action("bid", (int(parts[1]),))
        if verb == "trump":
            return Action("trump", tuple(x.upper() for x in parts[1:]))
        if verb in CLAIM_VERBS and len(parts) == 1:
            return Action("claim")
        if verb not in ("play", "meld"):
            return Action(verb, tuple(parts[1:]))
        held = list(self._combine_pool(self.turn) if self.combined else self._pool(self.turn)) \
            if self.phase != "over" else []
        args = []
        for t in parts[1:]:
            try:
                p = self.PACK.parse(t)
            except ValueError as exc:
                raise ActionParseError(str(exc)) from None
            if p not in held:
                p = next((q for q in self.PACK.copies_of(self._card[p]) if q in held), p)
            if p in held:
                held.remove(p)
            args.append(self._label[p])
        if verb == "meld":
            args.sort(key=lambda x: self._key(self.PACK.parse(x)))
        return Action(verb, tuple(args))

    def _pid(self, arg: Any) -> int:
        if isinstance(arg, Card) or isinstance(arg, str):
            try:
                return self.PACK.parse(str(arg))
            except ValueError as exc:
                raise IllegalAction(str(exc), self._l(1)) from None
        raise IllegalAction(f"{arg!r} is not a card (write QS, or QS' for the second copy)", self._l(1))

    # ----- checks --------------------------------------------------------------------------------
    def _check(self, action: Action) -> None:
        if self.phase == "over":
            raise IllegalAction("the deal is over")
        if self._is_legal(action):
            return
        v, seat, ph = action.verb, self.turn, self.phase
        if ph == "bid":
            assert self.ladder is not None
            if v == "pass":
                why = self.ladder.why_not(seat, None)
            elif v == "bid" and len(action.args) == 1 and type(action.args[0]) is int:
                why = self.ladder.why_not(seat, action.args[0]) or ("bids go by tens from 20 to 600", self._l(7))
            else:
                why = ("bid a number (bid 30) or pass", self._l(7))
            raise IllegalAction(*(why or ("that bid may not be made", self._l(7))))
        if ph == "trump":
            raise IllegalAction("the bidder names trumps: trump S, H, D or C", self._l(7))
        if ph == "widow":
            raise IllegalAction("exchange your hand for the widow, or keep it", self.LAWS.cite("J2"))
        if v == "play":
            if ph != "play":
                raise IllegalAction("meld now, or say done" if ph == "meld" else "it is not time to play",
                                    self._l(3) if self.L == "T" else self._l(4))
            if len(action.args) == 1:
                p = self._pid(action.args[0])
                if p in self.hands[seat]:
                    if getattr(self.rules, "referee_mode", False):
                        return
                    raise IllegalAction("follow suit and win the trick if you can; void, trump (over-trump "
                                        "if you can)", self._l(5))
                raise IllegalAction(f"you do not hold {action.args[0]}", self._l(5))
        if v == "meld":
            if ph != "meld":
                raise IllegalAction("melds are made only at their time (before the first lead, after your "
                                    "card to the first trick, or after winning a trick from the stock)",
                                    self._l(3) if self.L == "T" else self._l(4))
            pids = [self._pid(a) for a in action.args]
            pool = self._combine_pool(seat) if self.combined else self._pool(seat)
            if not pids or len(set(pids)) != len(pids) or any(p not in pool for p in pids):
                raise IllegalAction("a card of that meld is not in your hand", self._l(3) if self.L == "T"
                                    else self._l(4))
            cand = [m for m in find_melds(self.MELDS, pids, self._card.__getitem__, self.trump)
                    if sorted(m.cards) == sorted(pids)]
            if not cand:
                raise IllegalAction("those cards make no meld of the table", self._l(3) if self.L == "T"
                                    else self._l(4))
            d = self.side_decl[self.side(seat)] if self.combined else self.decl[seat]
            why = d.refusal(max(cand, key=lambda m: m.points), pool, False, self.FROM_HAND and not self.combined,
                            self.EXCLUSIVE)
            if self.combined and why is None:
                why = "a combined meld takes cards of both partners' melds"
            raise IllegalAction(why or "that meld may not be made now", self._l(3) if self.L == "T" else self._l(4))
        if v == "dix":
            raise IllegalAction("the dix is scored by a holder of a nine of trumps when he melds, once",
                                self._l(2))
        if v == "claim":
            if self.GAME_DEALS is not None:
                raise IllegalAction("auction pinochle is played for a number of deals: there is no claim",
                                    self._l(9))
            raise self.claim_refusal()
        raise IllegalAction(*self._explain_illegal(action))

    # ----- moves ---------------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        seat, v = self.turn, action.verb
        name = self.seat_names[seat]
        if v in ("bid", "pass"):
            assert self.ladder is not None
            self.ladder.call(seat, action.args[0] if v == "bid" else None)
            self.note(f"{name} bids {action.args[0]}" if v == "bid" else f"{name} passes")
            if self.ladder.done:
                self.bid, self.bidder = int(self.ladder.best), self.ladder.bidder    # type: ignore[arg-type]
                self.note(f"{self.seat_names[self.bidder]} has the bid at {self.bid}")
                self.phase, self.turn = "trump", self.bidder
            else:
                self.turn = self.ladder.turn
            return
        if v == "trump":
            self.trump = SUIT_LETTERS.index(action.args[0])
            self.note(f"{name} names {SUIT_NAMES[self.trump]} trumps")
            self._after_trump()
            return
        if v in ("exchange", "keep"):
            if v == "exchange":
                old = self.hands[seat]
                self.hands[seat] = sorted(self.rest, key=self._key)
                self.rest = old
                self.known[seat] = {p for p in self.known[seat] if p in self.hands[seat]}
                if self.turn_up in self.hands[seat]:
                    self.known[seat].add(self.turn_up)    # type: ignore[arg-type]
                self.note(f"{name} takes the widow for his hand")
                self._after_trump()
                return
            self.note(f"{name} keeps his hand")
            i = self.widow_order.index(seat)
            if i + 1 == len(self.widow_order):
                self._after_trump()
            else:
                self.turn = self.widow_order[i + 1]
            return
        if v == "meld":
            pids = tuple(sorted(self._pid(a) for a in action.args))
            meld = max((m for m in self._melds(seat) if tuple(sorted(m.cards)) == pids), key=lambda m: m.points)
            if self.combined:
                self.side_decl[self.side(seat)].declare(meld)
                self.meld_pts[seat] += meld.points
                self.note(f"{name} combines {meld.kind.name} {' '.join(action.args)} ({meld.points})")
                return
            self.decl[seat].declare(meld)
            self.known[seat].update(p for p in meld.cards if p in self.hands[seat])
            self._slate(seat, meld.points)
            self.note(f"{name} melds {meld.kind.name} {' '.join(action.args)} ({meld.points})")
            if self.STOCK:
                self._draw()
            return
        if v == "dix":
            nines = self._dix_cards(seat)
            self.dix_done[seat] = True
            self.dix_scored.update(nines)
            pts = self.DIX_POINTS * len(nines)
            up = self.turn_up
            if up is not None and seat != self.dealer and up in self.hands[self.dealer] \
                    and not (self._suit(up) == self.trump and self._rank_of(up) == _N) \
                    and any(p in self.hands[seat] for p in nines):
                nine = next(p for p in nines if p in self.hands[seat])
                self.hands[seat].remove(nine)
                self.hands[seat].append(up)
                self.hands[self.dealer].remove(up)
                self.hands[self.dealer].append(nine)
                self.known[self.dealer].discard(up)
                self.known[self.dealer].add(nine)
                self.known[seat].add(up)
                for h in (self.hands[seat], self.hands[self.dealer]):
                    h.sort(key=self._key)
                self.note(f"{name} exchanges the dix for {self._label[up]}")
            elif up is not None and self.STOCK and self.rest and self.rest[-1] == up and self.EXCHANGE_RANK == _N \
                    and not (self._suit(up) == self.trump and self._rank_of(up) == _N) \
                    and any(p in self.hands[seat] for p in nines):
                nine = next(p for p in nines if p in self.hands[seat])   # two-hand: the turn-up under the stock
                self.hands[seat].remove(nine)
                self.hands[seat].append(up)
                self.hands[seat].sort(key=self._key)
                self.rest[-1] = self.turn_up = nine
                self.known[seat].add(up)
                self.note(f"{name} exchanges the dix for {self._label[up]}")
            self.known[seat].update(p for p in nines if p in self.hands[seat])
            self._slate(seat, pts)
            self.note(f"{name} shows the dix {' '.join(self._label[p] for p in nines)} ({pts})")
            return
        if v in ("done", "draw"):
            self._end_meld(seat)
            return
        if v == "claim":
            self._claim(seat)
            return
        self._play(seat, self._pid(action.args[0]))

    def _slate(self, seat: int, pts: int) -> None:
        """Melds on the slate, scored at once where the seat (or, in the second mode, his partner)
        has won a trick (T4)."""
        if self.won_trick[seat] or (self.mode in ("either", "combine") and self.won_trick[(seat + 2) % 4]):
            self.meld_pts[seat] += pts
        else:
            self.pending[seat] += pts

    def _end_meld(self, seat: int) -> None:
        if self.STOCK:
            self._draw()
            return
        if self.combined:
            self.combined = False
            self.turn = self.leader
            self.phase = "play"
            return
        if self.MELD_TIME == "before":
            self._next_melder(self.meld_order.index(seat) + 1)
            return
        self.phase = "play"
        self._next_in_trick()

    def _next_in_trick(self) -> None:
        if len(self.trick) == len(self.active):
            self._close_trick()
        else:
            self.turn = self._next_seat(self.trick[-1][0])

    def _play(self, seat: int, p: int) -> None:
        if self.trick and p not in self.legal_cards(seat):
            self.revokes.append((seat, len(self.quitted) + 1))
        self.hands[seat].remove(p)
        self.known[seat].discard(p)
        self.decl[seat].played(p)
        self.trick.append((seat, p))
        self.note(f"{self.seat_names[seat]} plays {self._label[p]}")
        if self.MELD_TIME == "first-trick" and not self.quitted and self._has_meld(seat):
            self.phase = "meld"
            return
        self._next_in_trick()

    def _credit(self, w: int) -> None:
        seats = [w]
        if self.mode in ("either", "combine"):
            seats.append((w + 2) % 4)
        for s in seats:
            self.won_trick[s] = True
            if self.pending[s]:
                self.meld_pts[s] += self.pending[s]
                self.note(f"{self.seat_names[s]}'s melds are scored ({self.pending[s]})")
                self.pending[s] = 0

    def _close_trick(self) -> None:
        i = self._winning()
        w = self.trick[i][0]
        cards = tuple(p for _, p in self.trick)
        self.quitted.append((self.trick[0][0], cards, w))
        self.trick = []
        self.taken[w].extend(cards)
        pts = sum(self._points(p) for p in cards)
        if w not in self.offender:
            self.card_pts[w] += pts
        self.note(f"{self.seat_names[w]} wins the trick ({pts})")
        self._credit(w)
        self.leader = self.turn = w
        if not any(self.hands):
            if w not in self.offender:
                self.card_pts[w] += self.LAST_TRICK
            self.note(f"{self.seat_names[w]} takes the last trick ({self.LAST_TRICK})")
            self.phase = "over"
            self.note(self.result_text() or "")
            return
        if self.STOCK and self.rest:
            self.phase = "meld"
            if not self._has_meld(w):
                self._draw()
            return
        if self.mode == "combine" and len(self.quitted) >= 1 and not self._taken_back(w):
            self.combined = True
            if self._melds(w):
                self.phase = "meld"
                return
            self.combined = False
        self.phase = "play"

    def _taken_back(self, w: int) -> bool:
        """Third mode: the melds stay on the table until one partner wins a trick; then gone."""
        side = self.side(w)
        if side in self._sides_back:
            return True
        self._sides_back.add(side)
        return False

    def _draw(self) -> None:
        w = self.turn
        for s in self._seats_from(w):
            if self.rest:
                p = self.rest.pop(0)
                if p == self.turn_up:
                    self.known[s].add(p)         # the turn-up was seen by both
                self.hands[s].append(p)
                self.hands[s].sort(key=self._key)
                self.note(f"{self.seat_names[s]} draws", to=[x for x in range(self.n) if x != s])
                self.note(f"{self.seat_names[s]} draws {self._label[p]}", to=s)
        self.phase = "play"
        if not self.rest:
            self.note("the stock is exhausted: no more melds; follow suit and win if able")

    # ----- the referee ----------------------------------------------------------------------------
    def _ref_revoke(self, seat: int) -> Ruling:
        """T5 / J5: ``seat`` claims that an adversary broke the rule of play (not following, not
        heading the trick, not trumping when able; a card accepted in referee mode): the offender
        scores nothing for cards this deal (§4.9 "generally loses all his score for cards",
        §4.10 revoke). Refused when no adversary's breach is recorded."""
        mates = {seat, (seat + 2) % 4} if self.partners else {seat}
        hit = next((s for s, _ in self.revokes if s not in mates and s not in self.offender), None)
        if hit is None:
            raise IllegalAction("no breach of the rule of play by an adversary is found", self._l(5))
        self.offender.add(hit)
        lost = self.card_pts[hit]
        self.card_pts[hit] = 0
        return Ruling(law=self._l(5), penalty=f"{self.seat_names[hit]} scores nothing for cards ({lost} lost)",
                      effect={"offender": self.seat_names[hit], "lost": lost})

    # ----- result --------------------------------------------------------------------------------
    def deal_points(self) -> list[int]:
        """Each seat's points for the deal: melds scored (a trick won) and cards; the auction's
        bidder his total if it reaches the bid, else minus the bid (T8)."""
        if self.phase != "over":
            raise DealNotOver("the deal is not finished")
        pts = [m + c for m, c in zip(self.meld_pts, self.card_pts)]
        if self.AUCTION and self.bidder is not None and self.bid is not None:
            b = self.bidder
            pts[b] = pts[b] if pts[b] >= self.bid else -self.bid
        return pts

    def outcome(self) -> list[int]:
        p = self.deal_points()
        if self.partners:
            side = [p[0] + p[2], p[1] + p[3]]
            return [side[s % 2] for s in range(4)]
        if self.n == 2:
            return [p[0] - p[1], p[1] - p[0]]
        return p

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        p = self.deal_points()
        text = "points " + ", ".join(f"{self.seat_names[s]} {p[s]}" for s in range(self.n))
        if self.AUCTION and self.bidder is not None:
            made = p[self.bidder] >= 0
            text += f"; {self.seat_names[self.bidder]} bid {self.bid}: " + ("made" if made else "set back")
        if self.dropped is not None:
            d = self.dropped
            text += (f"; {self.seat_names[d['seat']]} claimed wrongly with {d['total']} of {d['goal']} and "
                     "dropped out")
        return text + self.claim_text(self.seat_names)

    def match_points(self) -> list[int]:
        """What the deal adds to each seat's game total (:class:`MeldTableMatch`): the deal's
        points, each partner his side's.

        Raises:
            DealNotOver: the deal is not finished."""
        p = self.deal_points()
        if self.partners:
            side = [p[0] + p[2], p[1] + p[3]]
            return [side[s % 2] for s in range(4)]
        return p

    # ----- what a seat may see -------------------------------------------------------------------
    def _seen_held(self, seat: int) -> set[int]:
        return {p for p in self.known[seat] if p in self.hands[seat]}

    def card_locations(self) -> dict[str, list[Card]]:
        c = self._card
        out = {f"hand {self.seat_names[s]}": [Card(c[p]) for p in self.hands[s]] for s in range(self.n)}
        out["stock" if self.STOCK else "widow"] = [Card(c[p]) for p in self.rest]
        out["trick"] = [Card(c[p]) for _, p in self.trick]
        for s in range(self.n):
            out[f"taken {self.seat_names[s]}"] = [Card(c[p]) for p in self.taken[s]]
        return out

    def card_zones(self) -> dict[str, Zone]:
        """The default zones and the cards still to be dealt or drawn (``rest``, in its order)."""
        zones = super().card_zones()
        if zones:
            zones["rest"] = Zone(self.rest, ordered=True, attr="rest")
        return zones

    def hidden_entries(self, seat: int | None) -> list[int]:
        """The positions in the pack (the entries of the zones) ``seat`` may not see:
        :meth:`hidden_cards` names their cards, and two decks' copies of a card are one."""
        out = [p for p in self.rest if p != self.turn_up]
        for s in range(self.n):
            if s != seat:
                seen = self._seen_held(s)
                out.extend(p for p in self.hands[s] if p not in seen)
        return out

    def hidden_cards(self, seat: int | None) -> list[int]:
        out = [self._card[p] for p in self.rest if p != self.turn_up]
        for s in range(self.n):
            if s != seat:
                seen = self._seen_held(s)
                out.extend(self._card[p] for p in self.hands[s] if p not in seen)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names, lab = self.seat_names, self._label
        v: dict[str, Any] = {
            "game": self.SLUG, "title": self.TITLE, "phase": self.phase, "players": self.n,
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "hand": [str(Card(self._card[p])) for p in self.hands[seat]] if seat is not None else None,
            "hand_labels": [lab[p] for p in self.hands[seat]] if seat is not None else None,
            "hand_sizes": {names[s]: len(self.hands[s]) for s in range(self.n)},
            "shown": {names[s]: [lab[p] for p in sorted(self._seen_held(s), key=self._key)] for s in range(self.n)},
            "melds": {names[s]: [[m.kind.name, m.points] for m in self.decl[s].scored] for s in range(self.n)},
            "slate": {names[s]: self.pending[s] for s in range(self.n)},
            "meld_points": {names[s]: self.meld_pts[s] for s in range(self.n)},
            "card_points": {names[s]: self.card_pts[s] for s in range(self.n)},
            "trump": None if self.trump is None else SUIT_NAMES[self.trump],
            "turned_card": None if self.turn_up is None else lab[self.turn_up],
            "partners": self.partners, "meld_scoring": self.mode if self.partners else None,
            "bid": self.bid, "bidder": None if self.bidder is None else names[self.bidder],
            "bids": [[names[s], b] for s, b in self.ladder.calls] if self.ladder else None,
            "stock": len(self.rest) if self.STOCK else None,
            "widow": len(self.rest) if not self.STOCK and self.rest else None,
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(self._card[p]))] for s, p in self.trick],
            "trick_labels": [[names[s], lab[p]] for s, p in self.trick],
            "tricks": {names[s]: sum(1 for _, _, w in self.quitted if w == s) for s in range(self.n)},
        }
        if self.quitted:
            ld, cards, w = self.quitted[-1]
            v["last_trick"] = {"cards": [[names[s], str(Card(self._card[p]))]
                                         for s, p in zip(self._seats_from(ld), cards)],
                               "won_by": names[w]}
        if self.goal is not None:
            v["game_total"] = self.game_total_view(names, self.n)
        gone = self.out + ([self.dropped["seat"]] if self.dropped is not None else [])
        if gone:
            v["out"] = [names[s] for s in gone]
        if self.phase == "over":
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view['title']} - dealer {view['dealer']}"
                 + (" - partners N-S v E-W" if view.get("partners") else "")
                 + (f" - {view['bidder']} bid {view['bid']}" if view.get("bidder") else "")]
        lines.append(f"Trumps {view['trump'] or 'not yet named'}"
                     + (f", turned {view['turned_card']}" if view.get("turned_card") else "")
                     + (f"; stock {view['stock']}" if view.get("stock") is not None else "")
                     + (f"; widow {view['widow']}" if view.get("widow") else ""))
        if view.get("bids"):
            lines.append("Bids: " + ", ".join(f"{s} {b if b is not None else 'pass'}" for s, b in view["bids"]))
        if view.get("hand_labels") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand_labels"]))
        for who, cards in view["shown"].items():
            if cards:
                lines.append(f"Shown by {who}: " + " ".join(cards))
        for who, ms in view["melds"].items():
            if ms:
                lines.append(f"Melds of {who}: " + ", ".join(f"{n} {p}" for n, p in ms)
                             + (f" (on the slate {view['slate'][who]})" if view["slate"][who] else ""))
        lines.append("Points: " + ", ".join(f"{k} {view['meld_points'][k]}+{c}" for k, c in view["card_points"].items())
                     + " (melds+cards)")
        lines.append("Trick: " + (" ".join(f"{p}:{c}" for p, c in view.get("trick_labels", view["trick"]))
                                  or "(none)"))
        if view.get("last_trick"):
            lt = view["last_trick"]
            lines.append("Last trick: " + " ".join(f"{p}:{c}" for p, c in lt["cards"]) + f", won by {lt['won_by']}")
        if view.get("game_total"):
            g = view["game_total"]
            lines.append("Game: " + ", ".join(f"{k} {t} of {g['goal'][k]}" for k, t in g["total"].items()))
        if view.get("out"):
            lines.append("Out of the game (a wrong claim): " + ", ".join(view["out"]))
        if view.get("result"):
            lines.append("Deal over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act ({view['phase']})")
        return "\n".join(lines)


class ThreeHandPinochleState(MeldTableState):
    """Three-hand pinochle (§4.10): 16 each, no stock, the last card turned; the dix exchanged
    in turn from the dealer's left; all melds before the first lead, scored when their owner
    wins a trick; follow and win if able; the last trick 10. A wrong claim drops the claimant
    out (T12); with one out (context ``out``) the deal is two-hand pinochle for the two left:
    twelve each, the 25th card turned under the stock, a meld or the dix after winning a
    trick, the winner drawing first, strict play once the stock is gone."""

    DROP_OUT = True


class FourHandPinochleState(MeldTableState):
    """Four-hand pinochle (§4.12): 12 each, the last card turned; each melds right after his card
    to the first trick (that card still counting); partners by default, the three ways of
    scoring melds as ``meld_scoring``; the fourth hand wins his partner's trick if he can."""

    rules_cls = FourHandRules
    PLAYERS = (4,)
    HAND = {4: 12}
    MELD_TIME = "first-trick"
    SLUG = "four-hand-pinochle"
    TITLE = "Four-hand pinochle"


class AuctionPinochleState(MeldTableState):
    """Auction pinochle (§4.13): three or four each for himself, all 48 dealt, no turn-up; one
    bid each from the dealer's left (``mechanics.ladder``), the dealer bidding 20 when all pass;
    the bidder names trumps and leads; melds before the first lead, scored on winning a trick;
    play as three-hand; the bid made or lost by our standard reading (T8). The dix scores 10
    as a meld."""

    rules_cls = AuctionPinochleRules
    PLAYERS = (3, 4)
    HAND = {3: 16, 4: 12}
    TURN_UP = None
    AUCTION = True
    GAME_DEALS = 6
    SLUG = "auction-pinochle"
    TITLE = "Auction pinochle"


class JassState(MeldTableState):
    """Jass for three or four (001 part 6 appendix): 36 cards, nine each by threes; with four the
    last card turned, with three the 28th (the widow of nine, for which the dealer, then each in
    turn, may exchange his hand); the trump six takes the turned trump; melds after one's card
    to the first trick, scored if one wins a trick; follow and head the trick, the trump jack
    may renege; the last trick 5."""

    rules_cls = JassRules
    penalty_laws = JASS_LAWS
    LAWS = JASS_LAWS
    L = "J"
    PACK = JASS_PACK
    PLAYERS = (3, 4)
    HAND = {3: 9, 4: 9}
    CHUNK = 3
    EXCHANGE_RANK = 6
    DIX_POINTS = 0
    MELDS = JASS_MELDS
    FROM_HAND = False
    EXCLUSIVE = True
    MELD_TIME = "first-trick"
    TRUMP_POINTS = {11: 20, 9: 14}
    LAST_TRICK = 5
    JASS_RANKS = True
    JACK_PRIVILEGE = True
    GOING_ON = 0
    CLAIM_LAW = "J9"
    SLUG = "jass"
    TITLE = "Jass"

    def _turn_up_kind(self) -> str | None:
        return "last" if self.n == 4 else "widow"


class TwoHandedJassState(JassState):
    """Two-handed jass (001 part 6 appendix): nine each by threes, the next card turned (it lies
    under the stock, drawn last); pinochle's play from a stock: free play, one meld after
    winning a trick and before drawing, the winner drawing first; once the stock is gone no
    more melds and the second player must head the trick if able (the trump jack keeping its
    privilege)."""

    PLAYERS = (2,)
    HAND = {2: 9}
    MELD_TIME = "stock"
    STOCK = True
    SLUG = "two-handed-jass"
    TITLE = "Two-handed jass"


class MeldTableMatch(RubberMatch):
    """Deals of a :class:`MeldTableState` game carried to the game (T9-T11, J8-J9; catalog
    001_part4.md §4.9, §4.10, §4.13, 001_part6.md §12.10). Pinochle and jass: to 1000
    (``GAME_GOAL``); a right claim in the play wins, a wrong one loses (the deal's ``claim``);
    unclaimed, one past the goal at a deal's end wins; two past it: pinochle goes on to 1250
    for them, then 1500 (``GOING_ON``), jass takes the highest. Auction pinochle: six deals
    (``GAME_DEALS``), the highest total wins. A game settles ``n - 1`` to the winner and 1 from
    each other seat (partners: 1 a seat, side against side). Context: ``dealer`` (to the left),
    ``score`` (game totals per seat, partners each his side's), ``goal`` (per seat; absent in
    auction pinochle), ``deals_in_game``, ``out`` (three-hand pinochle, T12: the seats out of
    the game by a wrong claim; the dealer passes over them, and a later wrong claim by one of
    the two left gives the other the game; with ``lowest_pays`` a wrong claim ends the game and
    a winner is paid by the lowest total alone)."""

    settles = "game"
    fresh_rubber = {"score": None, "goal": None, "deals_in_game": None, "out": None}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._fresh(self.context)

    @property
    def _cls(self) -> Any:
        return self.game.state_cls

    def _fresh(self, ctx: dict[str, Any]) -> None:
        n = self.num_players
        ctx.setdefault("score", [0] * n)
        ctx.setdefault("deals_in_game", 0)
        if self._cls.GAME_DEALS is None:
            ctx.setdefault("goal", [self._cls.GAME_GOAL] * n)

    def _settle(self, ctx: dict[str, Any], state: MeldTableState, unit: int, won: bool, score: list[int],
                how: str) -> None:
        """End the game: ``unit`` (a seat, or a side where partners play) wins (``won``) or
        loses it."""
        n = self.num_players
        if state.partners:
            seats = [(1 if (s % 2 == unit) == won else -1) for s in range(n)]
            winner: Any = ("NS", "EW")[unit if won else 1 - unit]
        else:
            if won and n > 2 and getattr(self.rules, "lowest_pays", False):     # T12: the lowest pays
                low = min(score[s] for s in range(n) if s != unit)
                payers = [s for s in range(n) if s != unit and score[s] == low]
                seats = [len(payers) if s == unit else -1 if s in payers else 0 for s in range(n)]
                winner = unit
            elif won:
                seats = [n - 1 if s == unit else -1 for s in range(n)]
                winner = unit
            else:               # a wrong claim: the claimant pays each of the others
                seats = [-(n - 1) if s == unit else 1 for s in range(n)]
                winner = None
        value = 1 if state.partners or (not won and n > 2) else max(seats)
        names = getattr(state, "seat_names", None) or [f"seat {s}" for s in range(n)]
        first = [s for s in range(n) if seats[s] > 0 and seats[s] == max(seats)]
        if winner is None:
            winner = f"the others ({names[unit]} loses)" if n > 2 else 1 - unit
        # the winner's score first (his partner's with it), then the others in seat order; a
        # wrong claim at three or four, won by all the others, keeps the seat order
        order = first + [s for s in range(n) if s not in first] if len(first) == 1 or state.partners else list(range(n))
        self.end_rubber(ctx, winner, value, seats,
                        "(" + ", ".join(f"{names[s]} {score[s]}" for s in order) + ")",
                        kind="game", score=score, how=how)
        self._fresh(ctx)

    def carry(self, state: MeldTableState) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        n = self.num_players
        score = [a + b for a, b in zip(ctx.get("score") or [0] * n, state.match_points())]
        ctx["score"] = score
        ctx["deals_in_game"] = int(ctx.get("deals_in_game") or 0) + 1
        unit = (lambda s: s % 2) if state.partners else (lambda s: s)
        out = sorted(set(state.out) | ({state.dropped["seat"]} if state.dropped is not None else set()))
        if out:                                          # T12: out of the game; the dealer passes them over
            ctx["out"] = out
            while ctx["dealer"] in out:
                ctx["dealer"] = (ctx["dealer"] + 1) % n
        if self._cls.GAME_DEALS is not None and state.claim is None:     # auction pinochle: deals (T9)
            if ctx["deals_in_game"] >= self._cls.GAME_DEALS:
                top = max(score)
                leaders = [s for s in range(n) if score[s] == top]
                if len(leaders) == 1:
                    self._settle(ctx, state, leaders[0], True, score, "the highest total")
                else:
                    self._announced.append(f"a tie at {top} after {ctx['deals_in_game']} deals: play on")
            return ctx
        goal = list(ctx.get("goal") or [self._cls.GAME_GOAL] * n)
        d = game_decision(score, goal, state.claim, self._cls.GOING_ON, unit, out)
        if d.kind == "claim":
            c = state.claim
            assert c is not None and d.unit is not None
            how = f"{'right' if c['right'] else 'wrong'} claim by seat {c['seat']}"
            left = [x for x in range(n) if x not in out and x != d.unit]
            if not d.won and out and len(left) == 1:     # T12: of the two left, the other wins
                self._settle(ctx, state, left[0], True, score, how)
            else:
                self._settle(ctx, state, d.unit, d.won, score, how)
        elif d.kind == "goal":
            assert d.unit is not None
            self._settle(ctx, state, d.unit, True, score, "reached the goal")
        elif d.kind == "on":                             # T11: on to 1250, then 1500
            ctx["goal"] = d.goal
            self._announced.append(f"{len(d.units)} past the goal unclaimed: the game goes on to {max(d.goal)}")
        elif d.kind == "past":                           # J9: the highest wins
            top = max(score)
            leaders = sorted({unit(s) for s in range(n) if score[s] == top})
            if len(leaders) == 1:
                self._settle(ctx, state, leaders[0], True, score, "the highest past the goal")
        return ctx

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or []
        return f"in progress, not settled: score {'-'.join(map(str, score))}" if any(score) else None


class MeldTableBot(Bot):
    """By the books' advice (§4.9-§4.13, jass): bid by the melds in hand and the aces and tens
    (a fifth of the meld and card points, to the next ten), name the longest suit trumps, take the
    widow when it holds more points; meld what scores most first (the dix at once); in play win
    with the lowest card that wins, else throw the lowest."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        verbs = {a.verb for a in legal}
        hand = view.get("hand_labels") or []
        if "bid" in verbs or "pass" in verbs:
            est = 20 + 10 * sum(1 for c in hand if c[0] in "AT") + 10 * sum(1 for c in hand if c[:2] in ("QS", "JD"))
            bids = [a for a in legal if a.verb == "bid" and a.args[0] <= est]
            return bids[0] if bids and "pass" in verbs and est >= 60 else (
                bids[0] if bids and "pass" not in verbs else next((a for a in legal if a.verb == "pass"), legal[0]))
        if "trump" in verbs:
            counts = {s: sum(1 for c in hand if c[1] == s) for s in "SHDC"}
            best = max(counts, key=lambda s: counts[s])
            return next(a for a in legal if a.args[0] == best)
        if "exchange" in verbs:
            return Action("keep")
        melds = [a for a in legal if a.verb == "meld"]
        if melds:
            return max(melds, key=lambda a: (len(a.args), a.args))
        if "dix" in verbs:
            return Action("dix")
        for v in ("done", "draw"):
            if v in verbs:
                return Action(v)
        game = view.get("game_total")
        if "claim" in verbs and game and game["total"][view["seat"]] >= game["goal"][view["seat"]]:
            return Action("claim")
        legal = [a for a in legal if a.verb == "play"]
        trump = (view.get("trump") or " ")[0].upper()
        jass = view.get("game") in ("jass", "two-handed-jass")
        order = {"A": 14, "T": 13, "K": 12, "Q": 11, "J": 10, "9": 9, "8": 8, "7": 7, "6": 6}
        if jass:
            order = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, "9": 9, "8": 8, "7": 7, "6": 6}

        def rank(x: str) -> int:
            if jass and x[1] == trump and x[0] in "J9":
                return 30 if x[0] == "J" else 29
            return order[x[0]]

        plays = [a.args[0] for a in legal]
        trick = view.get("trick") or []
        if not trick:
            return Action("play", (max(plays, key=lambda x: (x[1] != trump, rank(x))),))
        led = trick[0][1]
        best = led
        for _, c in trick[1:]:
            if (c[1] == best[1] and rank(c) > rank(best)) or (c[1] == trump and best[1] != trump):
                best = c

        def beats(x: str) -> bool:
            return (x[1] == best[1] and rank(x) > rank(best)) or (x[1] == trump and best[1] != trump)

        winners = [x for x in plays if beats(x)]
        if winners:
            return Action("play", (min(winners, key=lambda x: (x[1] == trump, rank(x))),))
        return Action("play", (min(plays, key=lambda x: (x[1] == trump, rank(x))),))


def _register() -> None:
    from ...core.registry import GameInfo, register
    bots = {"heuristic": MeldTableBot}
    register(GameInfo(slug="three-hand-pinochle", title="Three-hand pinochle", aliases=("трехсторонний бинокль",),
                      family="bezique", state_cls=ThreeHandPinochleState, rules_cls=ThreeHandRules,
                      laws=MULTI_PINOCHLE_LAWS, bots=bots, match_cls=MeldTableMatch, min_players=3, max_players=3, utility="general-sum",
                      source="Foster 1914, 001 part 4 §4.10 (catalog 001_part4.md §4.10)",
                      summary="Three each for himself, 48 cards, 16 each and no stock, the last card turned; the "
                              "dix exchanged for it; all melds before the first lead, scored when their owner "
                              "wins a trick; follow suit and win if able; the last trick 10."))
    register(GameInfo(slug="four-hand-pinochle", title="Four-hand pinochle", aliases=("четырехсторонний бинокль",),
                      family="bezique", state_cls=FourHandPinochleState, rules_cls=FourHandRules,
                      laws=MULTI_PINOCHLE_LAWS, bots=bots, match_cls=MeldTableMatch, min_players=4, max_players=4, utility="general-sum",
                      source="Foster 1914, 001 part 4 §4.12 (catalog 001_part4.md §4.12)",
                      summary="Four, partners opposite (or each for himself), 12 each, the last card turned; melds "
                              "after one's card to the first trick; three ways of scoring the melds; follow, win "
                              "if able, over- or under-trump."))
    register(GameInfo(slug="auction-pinochle", title="Auction pinochle", aliases=("окшн-бридж-бинокль",
                                                                                "auction binocle"),
                      family="bezique", state_cls=AuctionPinochleState, rules_cls=AuctionPinochleRules,
                      laws=MULTI_PINOCHLE_LAWS, bots=bots, match_cls=MeldTableMatch, min_players=3, max_players=4, default_players=3,
                      utility="general-sum", status="partial",
                      notes="001 part 4 §4.13 does not say how a bid is made or what failing costs: the bidder's "
                            "melds and cards must reach the bid, else he is set back by it (our standard reading); "
                            "the widow variant and the partnership game are not modelled; a game is six deals.",
                      source="Foster 1914, 001 part 4 §4.13 (catalog 001_part4.md §4.13)",
                      summary="Three or four each for himself, all 48 dealt, no turn-up; one bid each for the "
                              "right to name trumps and lead, the dealer bidding 20 when all pass; melds scored on "
                              "winning a trick; play as three-hand."))
    register(GameInfo(slug="jass", title="Jass", aliases=("ясс",), family="bezique", state_cls=JassState,
                      rules_cls=JassRules, laws=JASS_LAWS, bots=bots, match_cls=MeldTableMatch, min_players=3,
                      max_players=4,
                      default_players=4, utility="general-sum", status="partial",
                      notes="The 10's rank is not stated: A K Q J 10 9 8 7 6 (its natural place; our reading); "
                            "a card serves in one meld only (our reading); two players: two-handed-jass; the "
                            "game is 1000 with the claim (the deals-and-crosses game and its penalty marks are not "
                            "modelled).",
                      source="Foster 1914, 001 part 6 appendix, Jass (catalog 001_part6.md §12.10, O-60)",
                      summary="Swiss, 36 cards, nine each; the trump jack (20) and the trump nine (14) highest; "
                              "the trump six takes the turned trump; melds after one's card to the first trick, "
                              "scored on winning a trick; follow and head the trick, the trump jack may renege; "
                              "the last trick 5."))
    register(GameInfo(slug="two-handed-jass", title="Two-handed jass", aliases=("ясс для двоих",),
                      family="bezique", state_cls=TwoHandedJassState, rules_cls=JassRules, laws=JASS_LAWS,
                      bots=bots, match_cls=MeldTableMatch, min_players=2, max_players=2,
                      utility="zero-sum-points", status="partial",
                      notes="Nine each and the next card turned (the deal size is implied, not given); the "
                            "10's rank as in jass (our reading).",
                      source="Foster 1914, 001 part 6 appendix, Two-hand jass (catalog 001_part6.md §12.10)",
                      summary="Jass for two played as pinochle from a stock: one meld after winning a trick, the "
                              "winner drawing first; strict play once the stock is gone, the trump jack keeping "
                              "its privilege."))


_register()
