"""Solo whist (whist de Gand): four players, each for himself; one bids to win a number
of tricks alone (or with an acceptor), the others play against him; counters settle each
deal (Foster 1914, 001 part 2 §9; seed 003 notes to the American laws).

Bids, lowest first (001 part 2 §9):

=====================  =====================================  ============================
action                 object                                 stake (per opponent)
=====================  =====================================  ============================
``propose``/``accept``  8 tricks with a partner, turned trump  1 red (each from one opponent)
``solo``               5 tricks alone, turned trump           2 red
``misere``             no trick, no trumps                    3 red
``abundance``          9 tricks, trump named by the bidder    4 red
``trump-abundance``    9 tricks with the turned trump         4 red
``spread``             misère with the hand shown after       6 red
                       trick one (open misère)
``slam``               13 tricks, names trump, leads          8 red
=====================  =====================================  ============================

Over- and under-tricks: 1 white each (not for misères or slam). 1 red = 5 white; the
outcome is in white counters. A misère player who takes a trick, or a slam player who
loses one, has lost: the hand stops there.

Bidding (§9): eldest speaks first; each in turn passes or bids higher; a player who has
passed may not bid again, except that eldest, having passed, may still accept a proposal;
an accepted proposal is overcalled by solo or more; a proposer left without an acceptor
may bid solo or pass; a player overcalled may raise when his turn comes.

Rule options (defaults: Foster's four-hand game):

* ``all_pass`` -- what happens when everybody passes: ``redeal`` (the default: the hand is
  thrown in); ``grand`` (the local Grand, L870-871: the trump turned down, no trumps, each
  for himself, and the winner of the last trick pays each other player a solo, 2 red);
  ``abundance-six`` (three-hand, L1115: each in turn, eldest first, may undertake six
  tricks naming his own trump; the first to do so plays); ``overcall`` (the local
  three-hand custom, L1116-1117: after the turn-up is turned down the players overcall one
  another in tricks, ``tricks 6`` to ``tricks 13``, and a misère overcalls eight tricks);
  ``solo-six`` (Kimberley solo, L1120: each in turn may play a solo for six tricks with a
  trump other than the turned suit).
* ``pool`` -- pool solo (L903-908): ``none`` (default), ``start`` or ``each-deal``.
* ``referee_mode`` -- accept a renounce in error as a physical table would and settle the
  revokes, exposed cards and plays out of turn by the solo laws through :meth:`referee`.

Readings where the book gives no figure (recorded here, stated in the registry notes):
the six-trick abundance of three-hand solo and Kimberley's six-trick solo are paid as a
solo (2 red, 1 white a trick over or under six); in the three-hand overcalling custom a bid
of six to eight tricks is paid as a solo (2 red), nine to twelve as an abundance (4 red),
thirteen as a slam (8 red), each trick over or under 1 white, and the misère that overcalls
eight is paid as a misère (3 red).

Revokes (L921-937, seed 003 AW 30-31 Solo notes): a claimed revoke moves three tricks.
The callers (a lone player, or proposer and acceptor) who revoke pay the red counters of
their bid whether or not they make it, and whites for each trick short after the three go
(O24, O26). An adversary who revokes answers alone: he pays what all his side would pay the
callers, who are credited with the three tricks; if the callers would have made their bid
without the penalty (here: with the tricks they actually took, unless the referee rules
``won_anyway=False``), his partners pay their ordinary share and he alone pays the whites
for the three penalty tricks (O25). A misère or slam player who revokes loses at once; an
adversary of a misère or slam who revokes pays the whole stakes alone.

Deal: threes until four cards remain, then one each, the last card (the dealer's) turned
for trumps (AW law 13, Solo note). Seats 0-3 from the dealer's left: seat 0 is eldest.

:class:`~hoyle.games.whist.lone.LoneBidderDeal` (the hands before play, the clone, the spread
hand, the stop of a misère or slam, the rulings in the record) is shared with the Boston family.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import ALL_CARDS, Card, CardParseError, parse_card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook, Ruling
from ...core.match import Match
from ...core.rules import Rules, option
from ...mechanics.tricks import (PLAY, SUIT_NAMES, TrickPlay, compass_trick, parse_suit, referee_call,
                                 sort_hands)
from .lone import LoneBidderDeal, called_suit

__all__ = ["SoloRules", "SoloWhistState", "ThreeHandSoloState", "KimberleySoloState", "SoloMatch",
           "SOLO_LAWS", "BIDS", "solo_settlement", "revoke_by_adversary", "solo_deck_for_hands"]

COMPASS = ("N", "E", "S", "W")
#: bid -> (rank, tricks needed, stake in red counters, lone?)
BIDS = {
    "propose": (1, 8, 1, False), "solo": (2, 5, 2, True), "misere": (3, 0, 3, True),
    "abundance": (4, 9, 4, True), "trump-abundance": (5, 9, 4, True), "spread": (6, 0, 6, True),
    "slam": (7, 13, 8, True),
}
#: the bids of the four-hand game
FOUR_HAND_BIDS = tuple(BIDS)
#: three-hand solo, after all pass (001 part 2 §9, L1115): abundance for six tricks with the
#: bidder's own trump. The book gives no stake: we charge a solo's (2 red, 1 white a trick).
THREE_HAND_BIDS = {"abundance-six": (0, 6, 2, True)}
#: Kimberley solo, after all pass (L1120): a solo for six tricks with another trump; no
#: stake printed: a solo's.
KIMBERLEY_BIDS = {"solo-six": (0, 6, 2, True)}
#: three-hand overcalling after all pass (L1116-1117), rank 2 x tricks; the stakes are our
#: reading (the module docstring): 6-8 a solo's, 9-12 an abundance's, 13 a slam's
OVERCALL_BIDS = {f"tricks-{n}": (2 * n, n, 2 if n <= 8 else 4 if n <= 12 else 8, True) for n in range(6, 14)}
#: a misère overcalls eight tricks (rank 16) and yields to nine (18)
OVERCALL_MISERE_RANK = 17
_ALL_BIDS = {**BIDS, **THREE_HAND_BIDS, **KIMBERLEY_BIDS, **OVERCALL_BIDS}
_NULLOS = ("misere", "spread")
RED = 5

SOLO_LAWS = LawBook.of("Solo whist", "Foster 1914, 001 part 2 §9; seed 003 AW notes", [
    ("9.1", "deal", "Deal in threes until four remain, then singly; the last card is turned for trump."),
    ("9.2", "bidding", "Eldest speaks first; a player who has passed may not bid again, but eldest may still accept a proposal; each bid must outrank the last."),
    ("9.3", "stakes", "Proposal 1 red, solo 2, misère 3, abundance 4, spread 6, slam 8; over- and under-tricks 1 white; red = 5 white."),
    ("9.4", "misere-lost", "A misère or spread player who takes a trick, or a slam player who loses one, has lost; the hand stops."),
    ("9.5", "revoke", "A revoke costs three tricks; the revoking callers pay the red counters of the bid whether they make it or not, and whites for tricks short after the penalty.",
     "3 tricks; the bid's reds"),
    ("9.6", "adversary-revoke", "An adversary of the callers who revokes pays all the consequences himself; if the callers would have won regardless, his partners pay their share and he pays for the three penalty tricks.",
     "the offender pays for his side"),
    ("9.7", "revoke-misere-slam", "A misère or slam player who revokes loses at once; an adversary of a misère or slam who revokes pays the whole stakes alone.",
     "the stakes at once"),
    ("9.8", "exposed-cards", "Against a proposal the whist laws apply; the lone player is not liable for cards exposed or played in error; his adversaries are, and he may forbid an exposed trump to ruff, call or forbid an exposed plain card, and call the highest or lowest of a suit led in which an adversary has an exposed card.",
     "call or forbid the card"),
    ("9.9", "misere-offence", "An adversary of a misère who leads or plays out of turn or exposes a card lets the misère player claim the stakes at once; the offender pays for himself and his partners.",
     "the stakes, from the offender"),
    ("9.10", "pool", "Pool solo: each puts a red counter in the pool; a lone player who succeeds takes it, one who fails doubles it besides paying each opponent; proposals leave it alone."),
    ("9.11", "grand", "Local Grand: when all pass, the trump is turned down and each plays for himself without trumps; the winner of the last trick pays each other player a solo."),
    ("9.12", "three-hand", "Three-hand: forty cards (no twos, threes, fours), the turn-up unused, no proposal; when all pass each in turn may bid six tricks naming his own trump (locally: overcalling in tricks, a misère over eight)."),
    ("9.13", "kimberley", "Kimberley solo: four players, no proposal, solo the lowest bid; when all pass, a solo for six tricks with another trump may be played."),
])
#: the seed 003 American laws whose Solo notes the referee applies
_AW = "seed 003, American laws of whist, law "


def solo_settlement(bid: str, tricks: int, revoked_by_bidders: bool = False) -> int:
    """White counters each opponent pays the bidder (negative: the bidder pays each), for
    ``tricks`` taken by the bidder (or by the proposer and acceptor together), after any
    revoke penalty.

    Examples (001 part 2 §9, O23): solo lost with 4 tricks -> -11 (2 red + 1 white);
    solo won with 7 -> 12 (2 red + 2 white). With ``revoked_by_bidders`` the reds are lost
    either way (O24, O26).
    """
    _, need, stake, _ = _ALL_BIDS[bid]
    base = stake * RED
    if bid in _NULLOS:
        return -base if tricks > 0 or revoked_by_bidders else base
    if bid == "slam":
        return base if tricks == 13 and not revoked_by_bidders else -base
    diff = tricks - need
    if diff >= 0 and not revoked_by_bidders:
        return base + diff
    if diff >= 0:
        return -base
    return -(base - diff)


def revoke_by_adversary(bid: str, tricks: int) -> int:
    """White counters due to each caller when an adversary revoked, ``tricks`` being the
    callers' tricks with the three penalty tricks added: the bid's reds whatever happens,
    and a white for each trick over (9.5-9.6; O25: solo with 6 + 3 -> 14)."""
    _, need, stake, _ = _ALL_BIDS[bid]
    base = stake * RED
    if bid in _NULLOS or bid == "slam":
        return base
    return base + max(0, tricks - need)


def _deal_order(first: int, n: int = 4) -> list[int]:
    """The seat receiving each card in order: threes to each of ``n`` in turn for four rounds,
    then singles (52 cards to four: 48 + 4; 40 to three: 36 + 3, the 40th turned and unused)."""
    seats = []
    for _ in range(4):
        for k in range(n):
            seats.extend([(first + k) % n] * 3)
    for k in range(n):
        seats.append((first + k) % n)
    return seats


def solo_deck_for_hands(hands: list[list[Card]], dealer: int, last: Card) -> list[Card]:
    """A deck that solo-deals ``hands`` (by seat) with ``last`` turned for trumps."""
    hs = [list(h) for h in hands]
    hs[dealer].remove(last)
    hs[dealer].append(last)
    pos = [0, 0, 0, 0]
    deck = []
    for seat in _deal_order((dealer + 1) % 4):
        deck.append(hs[seat][pos[seat]])
        pos[seat] += 1
    return deck


@dataclass(frozen=True)
class SoloRules(Rules):
    """Options of solo whist (defaults: Foster's four-hand game)."""

    all_pass: str = option("redeal", "when all pass: 'redeal' (hand thrown in), 'grand' (no trumps; "
                           "the winner of the last trick pays each other a solo), 'abundance-six' "
                           "(three-hand: each in turn, eldest first, may bid six tricks naming his "
                           "own trump), 'overcall' (three-hand local custom: overcalling in tricks "
                           "from six, a misère over eight) or 'solo-six' (Kimberley: a solo for six "
                           "tricks with another trump)",
                           "001 part 2 §9 (L870-871 Grand; L1112-1118 three-hand; L1119-1120 Kimberley)",
                           choices=("redeal", "grand", "abundance-six", "overcall", "solo-six"))
    pool: str = option("none", "pool solo: 'start' (each player puts 1 red in the pool whenever it "
                       "is empty: at the start and after a lone player has taken it) or "
                       "'each-deal' (each puts 1 red in at every deal); a lone player who succeeds "
                       "takes the pool, one who fails doubles it; proposals leave it alone",
                       "001 part 2 §9 pool solo (L903-908)", choices=("none", "start", "each-deal"))
    referee_mode: bool = option(False, "accept irregularities from a physical table (a renounce in "
                                "error is recorded, not refused) and settle them by the solo laws "
                                "through referee calls", "001 part 2 §9 (L921-946); seed 003 AW 20-31 Solo notes")


class SoloWhistState(LoneBidderDeal):
    """One deal of solo whist. Actions: ``pass``, ``propose``, ``accept``, ``solo``, ``misere``,
    ``abundance``, ``trump-abundance``, ``spread``, ``slam``; after all pass, per ``all_pass``,
    ``abundance-six`` / ``solo-six`` / ``tricks 7`` / ``misere``; ``trump hearts`` (a bidder
    who names trumps); ``play QS``. Irregularities: :meth:`referee` (``referee_mode``)."""

    rules_cls = SoloRules
    unit = "white counters"
    SEATS = 4
    GAME = "solo-whist"
    TITLE = "Solo whist"
    PACK = ALL_CARDS
    #: the bids open in this form (three-hand and Kimberley: no proposal)
    OPEN_BIDS = FOUR_HAND_BIDS
    #: the turned card belongs to the dealer's hand (three-hand: to nobody, unused)
    TURNED_IN_HAND = True

    @property
    def seat_names(self) -> tuple[str, ...]:
        """N, E, S (and W): how the result line names the seats."""
        return COMPASS[:self.SEATS]

    def __init__(self, num_players: int = 4, rules: SoloRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = self.n = self.SEATS
        self.names = COMPASS[:n]
        self.dealer = int(self.context.get("dealer", n - 1)) % n
        deck = self.shuffler.shuffle(self.PACK)
        hands: list[list[Card]] = [[] for _ in range(n)]
        for c, seat in zip(deck, _deal_order((self.dealer + 1) % n, n)):
            hands[seat].append(c)
        sort_hands(hands)
        self.turned = deck[-1]
        self.dealt = [list(h) for h in hands]
        self._hands = hands
        self.eldest = (self.dealer + 1) % n
        self.phase = "bidding"
        self.turn = self.eldest
        self.passed: set[int] = set()
        self.second_passed: set[int] = set()
        self.eldest_declined = False
        self.bid: str | None = None
        self.bidder: int | None = None
        self.acceptor: int | None = None
        self.trump: int | None = None
        self.tp: TrickPlay | None = None
        self.stopped = False
        self._proposer_asked = False
        # the referee (referee_mode): claimed revokes (index, claimant, won_anyway); a hand
        # ended by a ruling, (kind, seat, reason) with kind "bidder-loses", "offender-pays"
        # (that seat pays all the callers' winnings) or "abandoned"; the rulings; the card
        # each seat may not play next (forbidden by the lone player); the side a suit may be
        # called from
        self.claims: list[tuple[int, int, bool | None]] = []
        self.decided: tuple | None = None
        self.rulings: list[Ruling] = []
        self.forbidden: list[Card | None] = [None] * n
        self.suit_call_from: tuple[int, ...] | None = None
        # pool solo (L903-908): the pool before this deal and each player's ante now
        self.pool_before = int(self.context.get("pool", 0))
        p = self.rules.pool
        self.ante = RED if p == "each-deal" or (p == "start" and self.pool_before == 0) else 0

    # ----- bidding ---------------------------------------------------------------------
    def _rank(self) -> float:
        if self.bid is None:
            return 0
        if self.phase == "second":
            return OVERCALL_MISERE_RANK if self.bid == "misere" else _ALL_BIDS[self.bid][0]
        return BIDS[self.bid][0] + (0.5 if self.bid == "propose" and self.acceptor is not None else 0)

    def _bids_for(self, seat: int) -> list[Action]:
        acts = [Action("pass")]
        unaccepted = self.bid == "propose" and self.acceptor is None
        if seat in self.passed:                  # eldest, who may still accept
            return acts + [Action("accept")]
        if seat == self.bidder and unaccepted:   # no acceptor: change to solo or more, or pass
            return acts + [Action(n) for n, (rk, *_r) in BIDS.items() if rk >= 2 and n in self.OPEN_BIDS]
        if unaccepted:
            acts.append(Action("accept"))
        r = self._rank()
        acts.extend(Action(name) for name, (rank, *_r) in BIDS.items()
                    if rank > r and name in self.OPEN_BIDS)
        return acts

    def _second_bids(self) -> list[Action]:
        """After all passed: the ``all_pass`` round (first come in ``abundance-six`` and
        ``solo-six``; an auction in ``overcall``)."""
        mode = self.rules.all_pass
        if mode != "overcall":
            return [Action("pass"), Action(mode)]
        r = self._rank()
        ranked = [(2 * n, Action("tricks", (n,))) for n in range(6, 14)] + [(OVERCALL_MISERE_RANK, Action("misere"))]
        return [Action("pass")] + [a for rk, a in sorted(ranked, key=lambda x: x[0]) if rk > r]

    def _eligible(self, s: int, proposer_too: bool = True) -> bool:
        unaccepted = self.bid == "propose" and self.acceptor is None
        if s == self.bidder or s == self.acceptor:
            if not (proposer_too and unaccepted and s == self.bidder) or self._proposer_asked:
                return False
            return not any(self._eligible(o, False) for o in range(self.n) if o != s)
        if s not in self.passed:
            return True
        return s == self.eldest and unaccepted and not self.eldest_declined

    def _next_bidder(self, seat: int) -> int | None:
        """Next seat to speak after ``seat``, or None when the bidding is over."""
        for k in range(1, self.n + 1):
            s = (seat + k) % self.n
            if self._eligible(s):
                return s
        return None

    @property
    def to_act(self) -> int | None:
        if self.phase in ("bidding", "second"):
            return self.turn
        if self.phase == "trump":
            return self.bidder
        if self.phase == "play":
            return self.tp.turn
        return None

    def _trump_choices(self) -> list[int]:
        if self.bid == "solo-six":              # Kimberley: another trump than the turned suit
            return [s for s in range(4) if s != self.turned & 3]
        return [0, 1, 2, 3]

    def _legal_cards(self) -> list[Card]:
        tp = self.tp
        cards = tp.legal()
        f = self.forbidden[tp.turn]
        if f is not None and f in cards and len(cards) > 1:
            ruff = tp.trick and f & 3 == self.trump and tp.led_suit != self.trump
            if f & 3 != self.trump or ruff:      # an exposed trump is only kept from ruffing
                cards = [c for c in cards if c != f]
        return cards

    def legal_actions(self) -> list[Action]:
        if self.phase == "bidding":
            return self._bids_for(self.turn)
        if self.phase == "second":
            return self._second_bids()
        if self.phase == "trump":
            return [Action("trump", (SUIT_NAMES[s],)) for s in self._trump_choices()] + (
                [Action("trump", ("none",))] if self.bid == "slam" else [])
        if self.phase == "play":
            return [PLAY[c] for c in self._legal_cards()]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            self._check_play(action)
            return
        if not self._is_legal(action):
            if self.phase == "bidding" and action.verb in BIDS or action.verb == "accept":
                raise IllegalAction(f"{action} is not open to you now (the bid stands at "
                                    f"{self.bid or 'nothing'})", SOLO_LAWS.cite("9.2"))
            if self.phase == "second":
                raise IllegalAction(f"{action} is not open now: after all passed, the bids are "
                                    f"{', '.join(str(a) for a in self._second_bids())}",
                                    SOLO_LAWS.cite("9.13" if self.rules.all_pass == "solo-six" else "9.12"))
            if self.phase == "trump" and self.bid == "solo-six":
                raise IllegalAction("the six-trick solo is played with another trump than the turned "
                                    f"suit ({SUIT_NAMES[self.turned & 3]})", SOLO_LAWS.cite("9.13"))
            super()._check(action)

    def _check_play(self, action: Action) -> None:
        tp = self.tp
        if action.verb != "play" or len(action.args) != 1 or not isinstance(action.args[0], Card):
            raise IllegalAction(f"{action} is not a play; write e.g. 'play QS'")
        c = action.args[0]
        seat = tp.turn
        if c in self._legal_cards():
            return
        if c not in tp.hands[seat]:
            raise IllegalAction(f"{COMPASS[seat]} cannot play {c}")
        called = tp.called[seat]
        if called is not None and called in tp.legal(seat):
            raise IllegalAction(f"{called} has been called and must be played", _AW + "21")
        if self.forbidden[seat] == c:
            raise IllegalAction(f"the lone player has forbidden the play of {c} now", SOLO_LAWS.cite("9.8"))
        if tp.is_revoke(seat, c):
            if self.rules.referee_mode:
                return                           # a renounce in error, settled if claimed
            raise IllegalAction(f"you must follow suit ({SUIT_NAMES[tp.led_suit]} were led)", _AW + "28")
        s = tp.suit_called[seat]
        raise IllegalAction(f"{SUIT_NAMES[s] if s is not None else 'another suit'} must be led "
                            "(a suit has been called)", _AW + "24")

    def _apply(self, action: Action) -> None:
        v = action.verb
        if self.phase == "play":
            self._play(action.args[0])
            return
        if self.phase == "trump":
            self.trump = parse_suit(action.args[0])
            self._start_play()
            return
        if self.phase == "second":                  # after all passed (all_pass option)
            self._apply_second(action)
            return
        seat = self.turn
        if v == "pass":
            if seat == self.bidder:              # a proposer without an acceptor gives up
                self._proposer_asked = True
                self.bid = self.bidder = None
            elif seat in self.passed:
                self.eldest_declined = True
            self.passed.add(seat)
        elif v == "accept":
            self.acceptor = seat
            if seat in self.passed:
                self.eldest_declined = True
        else:
            if seat == self.bidder:
                self._proposer_asked = True
            self.bid, self.bidder, self.acceptor = v, seat, None
        nxt = self._next_bidder(seat)
        if nxt is None:
            self._close_bidding()
        else:
            self.turn = nxt

    def _apply_second(self, action: Action) -> None:
        seat = self.turn
        if action.verb == "pass":
            self.second_passed.add(seat)
        else:
            self.bid = f"tricks-{action.args[0]}" if action.verb == "tricks" else action.verb
            self.bidder = seat
            if self.rules.all_pass != "overcall":   # the first to bid plays
                self._close_second()
                return
        for k in range(1, self.n + 1):
            s = (seat + k) % self.n
            if s not in self.second_passed and s != self.bidder:
                if self.rules.all_pass != "overcall" and s == self.eldest:
                    break                           # round complete: nobody would
                self.turn = s
                return
        if self.bid is None:
            self.phase = "over"                     # thrown in
        else:
            self._close_second()

    def _close_second(self) -> None:
        if self.bid == "misere":
            self.trump = None
            self._start_play()
        else:
            self.phase = "trump"

    def _close_bidding(self) -> None:
        if self.bid is None:
            mode = self.rules.all_pass
            if mode in ("abundance-six", "overcall", "solo-six"):
                self.phase = "second"
                self.turn = self.eldest
                return
            if mode == "grand":
                self.bid = "grand"
                self.trump = None
                self._start_play()
            else:
                self.phase = "over"
            return
        if self.bid in ("abundance", "slam"):
            self.phase = "trump"
            return
        if self.bid in _NULLOS:
            self.trump = None
        else:
            self.trump = self.turned & 3
        self._start_play()

    def _start_play(self) -> None:
        leader = self.bidder if self.bid == "slam" else self.eldest
        self.tp = TrickPlay(self._hands, self.trump, leader)
        self.phase = "play"

    def _nullo(self) -> bool:
        return self.bid in _NULLOS

    def _grand_slam(self) -> bool:
        return self.bid == "slam"

    def _play(self, card: Card) -> None:
        tp = self.tp
        self.forbidden[tp.turn] = None
        w = tp.play(card)
        if w is not None and self._lone_trick_stops(w):
            self.stopped = True
            self.phase = "over"
            return
        if tp.over:
            self.phase = "over"

    def clone(self) -> "SoloWhistState":
        s = self._clone_base()
        s.second_passed = set(self.second_passed)
        s.claims = self.claims[:]
        s.rulings = self.rulings[:]
        s.forbidden = self.forbidden[:]
        return s

    # ----- scoring ---------------------------------------------------------------------
    def bidder_tricks(self) -> int:
        w = self.tp.won
        return w[self.bidder] + (w[self.acceptor] if self.acceptor is not None else 0)

    def callers(self) -> tuple[int, ...]:
        """The seats playing the contract: the lone player, or the proposer and acceptor."""
        if self.bidder is None:
            return ()
        return (self.bidder,) if self.acceptor is None else (self.bidder, self.acceptor)

    def _pairs(self) -> list[tuple[int, int]]:
        """(adversary, caller) of each payment: a lone player settles with each adversary;
        in a proposal each partner settles with one adversary (§9)."""
        callers = self.callers()
        opps = [s for s in range(self.n) if s not in callers]
        if len(callers) == 2:
            return list(zip(opps, callers))
        return [(o, self.bidder) for o in opps]

    def payments(self) -> list[tuple[int, int, int]]:
        """The settlement as ``(payer, payee, white counters)`` (a negative amount runs the
        other way), the pool apart. Empty before the hand is over or when it was thrown in."""
        if self.phase != "over" or self.bid is None:
            return []
        if self.bid == "grand":                 # 9.11: the last trick's winner pays a solo each
            last = self.tp.quitted[-1][2]
            return [(last, s, 2 * RED) for s in range(self.n) if s != last]
        pairs = self._pairs()
        if self.decided is not None and self.decided[0] == "abandoned":
            per = solo_settlement(self.bid, self.bidder_tricks())     # AW 27: no more tricks
            return [(o, b, per) for o, b in pairs]
        if self.decided is not None:            # 9.7, 9.9: decided by an offence
            stake = _ALL_BIDS[self.bid][2] * RED
            if self.decided[0] == "bidder-loses":
                return [(o, b, -stake) for o, b in pairs]
            off = self.decided[1]
            return [(off, b, stake) for o, b in pairs]
        tricks = self.bidder_tricks()
        callers = self.callers()
        revokers = [self.tp.revokes[i].seat for i, _, _ in self.claims]
        by_callers = sum(1 for s in revokers if s in callers)
        adj = max(0, min(self.tp.tricks_total, tricks + 3 * (len(revokers) - 2 * by_callers)))
        if by_callers:                          # 9.5: the callers revoked (O24, O26)
            per = solo_settlement(self.bid, adj, revoked_by_bidders=True)
            return [(o, b, per) for o, b in pairs]
        if revokers:                            # 9.6: an adversary revoked (O25)
            i, _, won_anyway = self.claims[0]
            off = self.tp.revokes[i].seat
            full = revoke_by_adversary(self.bid, adj)
            base = solo_settlement(self.bid, tricks)
            if base > 0 and won_anyway is not False:
                return [(o, b, base) for o, b in pairs] + [(off, b, full - base) for o, b in pairs]
            return [(off, b, full) for o, b in pairs]
        per = solo_settlement(self.bid, tricks)
        return [(o, b, per) for o, b in pairs]

    def _lone(self) -> bool:
        return self.bid is not None and self.bid not in ("grand", "propose")

    def _pool_flow(self, pays: list[tuple[int, int, int]]) -> tuple[int, int]:
        """(what the lone player takes from (+) or pays into (-) the pool, the pool after)."""
        content = self.pool_before + self.ante * self.n
        if self.rules.pool == "none" or not self._lone() or self.phase != "over":
            return 0, content
        net = sum(a for _, b, a in pays if b == self.bidder) - sum(a for p, _, a in pays if p == self.bidder)
        return (content, 0) if net > 0 else (-content, 2 * content)

    def pool_after(self) -> int:
        """White counters in the pool after this deal (pool solo)."""
        return self._pool_flow(self.payments())[1]

    def outcome(self) -> list[int]:
        """White counters won (+) or lost (-) by each seat (antes and pool included)."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        out = [-self.ante] * self.n
        pays = self.payments()
        for payer, payee, amt in pays:
            out[payer] -= amt
            out[payee] += amt
        take, _ = self._pool_flow(pays)
        if take:
            out[self.bidder] += take
        return out

    def house_take(self) -> int:
        """Counters left in the pool for later deals (pool solo); 0 without a pool."""
        if self.phase != "over":
            return 0
        return self.pool_after() - self.pool_before

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.bid is None:
            return "all passed: the hand is thrown in"
        if self.bid == "grand":
            return f"grand: {COMPASS[self.tp.quitted[-1][2]]} took the last trick and pays"
        who = COMPASS[self.bidder] + (f" and {COMPASS[self.acceptor]}" if self.acceptor is not None else "")
        won = self.outcome()[self.bidder] > 0
        how = ""
        if self.decided is not None:
            how = f" (decided by {self.decided[2]})"
        elif self.claims:
            how = f" ({len(self.claims)} revoke{'s' if len(self.claims) > 1 else ''} claimed)"
        took = self.bidder_tricks()
        return f"{self.bid} by {who}: {took} trick{'s' * (took != 1)}, {'made' if won else 'lost'}{how}"

    # ----- views -----------------------------------------------------------------------
    def _shown(self) -> bool:
        return self.bid == "spread" and self.tp is not None and len(self.tp.quitted) >= 1

    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"hand {COMPASS[i]}": list(self._hand(i)) for i in range(self.n)}
        if self.tp is not None:
            out.update(self.tp.locations())
        if not self.TURNED_IN_HAND:
            out["turned card"] = [self.turned]
        return out

    def _turned_public(self) -> bool:
        # the turned card lies face up until the dealer plays to the first trick
        if not self.TURNED_IN_HAND:
            return True
        return self.tp is None or (not self.tp.quitted and self.dealer not in
                                   [(self.tp.leader + i) % self.n for i in range(len(self.tp.trick))])

    def _public_in_hands(self) -> set[Card]:
        pub = {c for e in self.tp.exposed for c in e} if self.tp is not None else set()
        if self._turned_public():
            pub.add(self.turned)
        return pub

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": self.GAME, "phase": self.phase, "seat": None if seat is None else COMPASS[seat],
            "dealer": COMPASS[self.dealer], "eldest": COMPASS[self.eldest],
            "turned_card": str(self.turned) if self._turned_public() else None,
            "turned_suit": SUIT_NAMES[self.turned & 3],
            "hand": [str(c) for c in self._hand(seat)] if seat is not None else None,
            "bid": self.bid, "bidder": None if self.bidder is None else COMPASS[self.bidder],
            "acceptor": None if self.acceptor is None else COMPASS[self.acceptor],
            "passed": sorted(COMPASS[s] for s in self.passed),
            "bids": [[COMPASS[s], str(a)] for s, a in self.history if a.verb != "play"],
            "to_act": None if self.to_act is None else COMPASS[self.to_act],
            "trump": None if self.trump is None else SUIT_NAMES[self.trump],
        }
        if self.rules.pool != "none":
            v["pool"] = self.pool_before + self.ante * self.n
        if self.tp is not None:
            tp = self.tp
            v["trick"] = [[COMPASS[(tp.leader + i) % self.n], str(c)] for i, c in enumerate(tp.trick)]
            v["tricks"] = {COMPASS[i]: tp.won[i] for i in range(self.n)}
            v["played"] = [[[COMPASS[(ld + i) % self.n], str(c)] for i, c in enumerate(cards)]
                           for ld, cards, _ in tp.quitted]
            if tp.quitted:       # the trick just quitted (every quitted trick is in "played")
                ld, cards, w = tp.quitted[-1]
                v["last_trick"] = {"cards": [[COMPASS[(ld + i) % self.n], str(c)] for i, c in enumerate(cards)],
                                   "won_by": COMPASS[w]}
            if self._shown():
                v["spread_hand"] = [str(c) for c in tp.hands[self.bidder]]
            if any(tp.exposed):
                v["exposed"] = {COMPASS[i]: [str(c) for c in e] for i, e in enumerate(tp.exposed) if e}
        if self.rulings:
            v["rulings"] = [f"{r.call}: {r.penalty} ({r.law})" for r in self.rulings]
        if self.phase == "over":
            v["outcome"] = dict(zip(COMPASS[:self.n], self.outcome()))
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{cls.TITLE} - dealer {view['dealer']} - turned {view['turned_card'] or view['turned_suit']}"
                 + (f" - pool {view['pool']}" if "pool" in view else ""),
                 "Bids: " + (", ".join(f"{s} {a}" for s, a in view["bids"]) or "(none)")]
        if view["bid"]:
            lines.append(f"Contract: {view['bid']} by {view['bidder']}"
                         + (f" with {view['acceptor']}" if view["acceptor"] else "")
                         + (f"; trumps {view['trump']}" if view["trump"] else
                            "; no trumps" if view["phase"] in ("play", "over") else ""))
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view.get("spread_hand"):
            lines.append(f"Spread ({view['bidder']}): " + " ".join(view["spread_hand"]))
        if view.get("exposed"):
            lines.append("Exposed: " + "; ".join(f"{k} {' '.join(c)}" for k, c in view["exposed"].items()))
        for r in view.get("rulings", []):
            lines.append("Ruling: " + r)
        if "trick" in view:
            lines.append("Tricks won: " + " ".join(f"{k} {n}" for k, n in view["tricks"].items()))
            if view.get("last_trick"):
                lt = view["last_trick"]
                lines.append("Last trick: " + " ".join(f"{p}:{c}" for p, c in lt["cards"])
                             + f" won by {lt['won_by']}")
            if view["phase"] != "over":
                lines.append("Trick:")
                lines.extend(compass_trick(view["trick"], view.get("to_act"), view.get("seat")))
        if view.get("outcome"):
            lines.append("Settlement (white counters): " + " ".join(f"{k} {n:+d}" for k, n in view["outcome"].items()))
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    # ----- the referee (a physical table) ----------------------------------------------
    REFEREE_CALLS = ("revoke", "correct-revoke", "exposed-card", "call-card", "lead-out-of-turn",
                     "call-suit", "play-out-of-turn", "abandon")

    def referee_calls(self) -> list[str]:
        return list(self.REFEREE_CALLS)

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        """Settle an irregularity at a physical table by the solo laws (``seat`` is who
        commits it, or who claims or calls, as said):

        ``"revoke"``: ``seat`` claims an established revoke by the other side (9.5-9.7); an
            optional ``won_anyway=False`` rules that the callers would not have made their
            bid without an adversary's revoke (the default judges by the tricks they took).
        ``"correct-revoke"``: ``seat`` corrects his renounce before it is established (AW 29):
            the card is exposed, except the lone player's (9.8).
        ``"exposed-card"``: ``seat`` exposed ``card`` (AW 20; 9.8; against a misère 9.9, the
            stakes are claimed unless ``claim=False``).
        ``"call-card"``: ``seat`` calls ``target``'s exposed ``card`` with ``demand`` ``play``
            (AW 21); the lone player may also ``forbid`` it (an exposed trump: from ruffing)
            or, when its suit is led, demand the ``highest`` or ``lowest`` of the suit (9.8).
        ``"lead-out-of-turn"``: ``seat`` led ``card`` out of turn: ``penalty`` ``call-suit``
            (AW 24) or, against a lone player, ``call-card`` (the card exposed); against a
            misère the stakes (9.9).
        ``"call-suit"``: ``seat`` names ``suit`` for the offending side's next lead (AW 24).
        ``"play-out-of-turn"``: ``seat`` played ``card`` out of turn (it stays his play); the
            callers may make ``target``, an adversary yet to play, play his ``highest`` or
            ``lowest`` of the suit, or ``win`` or ``lose`` the trick (AW 26 Solo note); against
            a proposal ``highest``/``lowest``/``trump``/``no-trump`` (AW 26); against a misère
            the stakes (9.9).
        ``"abandon"``: ``seat``, a caller, throws his hand in: the callers pay as if they
            had lost every trick left (AW 27 Solo note): a trick bid is scored on the tricks
            taken so far; a misère, spread or slam player concedes and pays the stakes (our
            reading of "pay" for bids without under-tricks). (A non-caller's abandoned hand,
            an obscure rule in the book, is not refereed.)

        Returns the ruling (kept in ``self.rulings`` and the record). Raises IllegalAction
        (state unchanged) when the call does not apply."""
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise IllegalAction(f"no seat {seat!r} at this table")
        if call not in self.REFEREE_CALLS:
            raise IllegalAction(f"{call!r} is not a referee call of {self.GAME} "
                                f"(calls: {', '.join(self.REFEREE_CALLS)})")
        if self.bid == "grand":
            raise IllegalAction("the book gives no law for irregularities in the local Grand", SOLO_LAWS.cite("9.11"))
        try:
            return referee_call(self, seat, call, details, COMPASS)
        except TypeError as exc:
            raise IllegalAction(f"bad details for {call!r}: {exc}") from None

    def _need_play(self, over_ok: bool = False) -> TrickPlay:
        if self.tp is None or (self.phase == "over" and not over_ok):
            raise IllegalAction("this is refereed during the play of the hand")
        if self.decided is not None:
            raise IllegalAction(f"the hand is already decided ({self.decided[2]})")
        return self.tp

    def _side(self, seat: int) -> tuple[int, ...]:
        callers = self.callers()
        return callers if seat in callers else tuple(s for s in range(self.n) if s not in callers)

    def _stop(self, how: tuple) -> None:
        self.decided = how
        self.stopped = True
        self.phase = "over"

    def _card(self, seat: int, card: Any) -> Card:
        try:
            c = Card(card) if isinstance(card, int) else parse_card(str(card))
        except (ValueError, CardParseError):
            raise IllegalAction(f"{card!r} is not a card") from None
        if c not in self.tp.hands[seat]:
            raise IllegalAction(f"{COMPASS[seat]} does not hold {c}")
        return c

    def _misere_offence(self, seat: int, what: str, claim: bool) -> Ruling | None:
        """9.9: against a misère an adversary's offence gives the misère player the stakes."""
        if claim and self._nullo() and seat != self.bidder:
            self._stop(("offender-pays", seat, what))
            return Ruling(law=SOLO_LAWS.cite("9.9"), penalty=(
                f"{COMPASS[self.bidder]} claims the misère stakes; {COMPASS[seat]} pays them for "
                "himself and his partners"), detail=what)
        return None

    def _out_of_turn(self, seat: int, card: Any, what: str, claim: bool) -> tuple[Card, Ruling | None]:
        """The card ``seat`` led or played out of turn, and the ruling that settles it at once:
        none against the lone player's own card (9.8), the misère stakes against an adversary's
        (9.9); None when the penalty is still to be chosen."""
        c = self._card(seat, card)
        if self._lone() and seat == self.bidder:
            return c, Ruling(law=SOLO_LAWS.cite("9.8"), penalty="none",
                             detail=f"the lone player is not liable; {c} is taken back")
        return c, self._misere_offence(seat, what, claim)

    def _ref_revoke(self, seat: int, won_anyway: bool | None = None) -> Ruling:
        tp = self._need_play(over_ok=True)
        if won_anyway not in (None, True, False):
            raise IllegalAction("won_anyway is true or false")
        callers = self.callers()
        claimed = {i for i, _, _ in self.claims}
        pending = False
        for i, r in enumerate(tp.revokes):
            if i in claimed or r.corrected or (r.seat in callers) == (seat in callers):
                continue
            if not (r.established or self.phase == "over"):
                pending = True
                continue
            what = f"{COMPASS[r.seat]} revoked at trick {r.trick}"
            if self._nullo() or self._grand_slam():
                self.claims.append((i, seat, won_anyway))
                if r.seat == self.bidder:
                    self._stop(("bidder-loses", r.seat, "a revoke by the lone player"))
                    pen = f"{COMPASS[r.seat]} loses the {self.bid} at once and pays each adversary the stakes"
                else:
                    self._stop(("offender-pays", r.seat, "a revoke by an adversary"))
                    pen = f"{COMPASS[r.seat]} alone pays the {self.bid} stakes of all the adversaries"
                return Ruling(law=SOLO_LAWS.cite("9.7"), penalty=pen, detail=what, effect={"revoke": r.to_dict()})
            self.claims.append((i, seat, won_anyway))
            if r.seat in callers:
                return Ruling(law=SOLO_LAWS.cite("9.5"), effect={"revoke": r.to_dict()}, detail=what, penalty=(
                    "three tricks go to the adversaries; the callers pay the red counters of the bid "
                    "whether they make it or not, and a white for each trick short"))
            return Ruling(law=SOLO_LAWS.cite("9.6"), effect={"revoke": r.to_dict()}, detail=what, penalty=(
                f"three tricks go to the callers; {COMPASS[r.seat]} answers for the revoke (his "
                "partners pay their share only if the callers would have won regardless)"))
        if pending:
            raise IllegalAction("that renounce is not yet established and may still be corrected", _AW + "28")
        raise IllegalAction("no established revoke by the other side is found in the tricks", _AW + "32")

    def _ref_correct_revoke(self, seat: int) -> Ruling:
        tp = self._need_play()
        for r in tp.revokes:
            if r.seat == seat and not r.established and not r.corrected:
                back = tp.correct_revoke(r)
                taken = " ".join(str(Card(c)) for c in back) or "none"
                if self._lone() and seat == self.bidder:
                    tp.unexpose(seat, r.card)
                    return Ruling(law=SOLO_LAWS.cite("9.8"), penalty="none",
                                  detail=f"the lone player is not liable; cards taken back: {taken}")
                return Ruling(law=_AW + "29", penalty=f"{Card(r.card)} is exposed and liable to be called",
                              detail=f"cards taken back without penalty: {taken}")
        raise IllegalAction("there is no renounce of that player that can still be corrected", _AW + "28")

    def _ref_exposed_card(self, seat: int, card: Any = None, claim: bool = True) -> Ruling:
        tp = self._need_play()
        c = self._card(seat, card)
        if self._lone() and seat == self.bidder:
            return Ruling(law=SOLO_LAWS.cite("9.8"), penalty="none",
                          detail="the lone player is not liable for a card he exposes (AW 20, Solo note)")
        ruling = self._misere_offence(seat, "a card exposed by an adversary", claim)
        if ruling is not None:
            return ruling
        if c not in tp.exposed[seat]:
            tp.expose(seat, c)
        return Ruling(law=_AW + "20", penalty=f"{c} is liable to be called")

    def _ref_call_card(self, seat: int, target: int = -1, card: Any = None, demand: str = "play") -> Ruling:
        tp = self._need_play()
        law = SOLO_LAWS.cite("9.8")
        if not isinstance(target, int) or not 0 <= target < self.n or target in self._side(seat):
            raise IllegalAction("only an adversary of its holder may call an exposed card", _AW + "21")
        c = self._card(target, card)
        if c not in tp.exposed[target]:
            raise IllegalAction(f"{c} is not an exposed card of {COMPASS[target]}", _AW + "21")
        who = COMPASS[target]
        if not self._lone() and demand != "play":
            raise IllegalAction("against a proposal the whist laws apply: an exposed card is called to be "
                                "played", _AW + "21")
        if demand == "play":
            tp.called[target] = c
            if self.forbidden[target] == c:
                self.forbidden[target] = None
            return Ruling(law=_AW + "21", penalty=f"{who} must play {c} when he may do so without revoking")
        if demand == "forbid":
            self.forbidden[target] = c
            if tp.called[target] == c:
                tp.called[target] = None
            what = "use it to ruff" if c & 3 == self.trump else "play it"
            return Ruling(law=law, penalty=f"{who} may not {what} at his next play")
        if demand in ("highest", "lowest"):
            played = {(tp.leader + i) % self.n for i in range(len(tp.trick))}
            if not tp.trick or tp.led_suit != c & 3 or target in played:
                raise IllegalAction("the highest or lowest is called when the exposed card's suit is led "
                                    "and its holder has still to play", law)
            of = sorted(x for x in tp.hands[target] if x & 3 == tp.led_suit)
            tp.called[target] = of[-1] if demand == "highest" else of[0]
            return Ruling(law=law, penalty=f"{who} must play his {demand} {SUIT_NAMES[tp.led_suit][:-1]}")
        raise IllegalAction("the demand is play, forbid, highest or lowest", law)

    def _ref_lead_out_of_turn(self, seat: int, card: Any = None, penalty: str = "call-suit",
                              claim: bool = True) -> Ruling:
        tp = self._need_play()
        if tp.trick or tp.turn == seat:
            raise IllegalAction("that was not a lead out of turn", _AW + "24")
        c, ruling = self._out_of_turn(seat, card, "a lead out of turn by an adversary", claim)
        if ruling is not None:
            return ruling
        if penalty == "call-card" and self._lone():
            tp.expose(seat, c)
            return Ruling(law=SOLO_LAWS.cite("9.8"), penalty=f"{c} is exposed and liable to be called")
        if penalty != "call-suit":
            raise IllegalAction("the penalty is call-suit (or, against a lone player, call-card)", _AW + "24")
        self.suit_call_from = self._side(seat)
        return Ruling(law=_AW + "24", penalty="a suit may be called from the offender or a partner at "
                                              "their next lead; the card is taken back (not exposed)",
                      detail=f"{c} led out of turn")

    def _ref_call_suit(self, seat: int, suit: Any = None) -> Ruling:
        tp = self._need_play()
        law = _AW + "24"
        if self.suit_call_from is None or seat in self.suit_call_from:
            raise IllegalAction("no suit may be called by that player now", law)
        if tp.trick or tp.turn not in self.suit_call_from:
            raise IllegalAction("a suit is called when the offender or a partner next has the lead", law)
        s = called_suit(suit, law)
        self.suit_call_from = None
        if not self._lone() and seat != (tp.turn - 1) % self.n:
            return Ruling(law=_AW + "39", penalty="none",
                          detail="the wrong adversary demanded the penalty: none can be enforced (AW 24, 39)")
        if not any(c & 3 == s for c in tp.hands[tp.turn]):
            return Ruling(law=law, penalty="none", detail=f"{COMPASS[tp.turn]} holds no {SUIT_NAMES[s]}")
        tp.suit_called[tp.turn] = s
        return Ruling(law=law, penalty=f"{COMPASS[tp.turn]} must lead {SUIT_NAMES[s]}")

    def _ref_abandon(self, seat: int) -> Ruling:
        tp = self._need_play()
        law = _AW + "27"
        if seat not in self.callers():
            raise IllegalAction("only the callers' abandoning is refereed: the book's rule for an "
                                "adversary who throws his hand in is obscure", law)
        left = tp.tricks_total - len(tp.quitted)
        if self._grand_slam() or self._nullo():
            self._stop(("bidder-loses", seat, f"the {self.bid} player abandoned his hand"))
        else:
            self._stop(("abandoned", seat, "the callers abandoned their hands"))
        return Ruling(law=law, penalty=f"the {left} tricks left count to the adversaries",
                      detail=f"{COMPASS[seat]} abandoned at trick {len(tp.quitted) + 1}")

    def _ref_play_out_of_turn(self, seat: int, card: Any = None, target: int = -1,
                              demand: str = "highest", claim: bool = True) -> Ruling:
        tp = self._need_play()
        played = {(tp.leader + i) % self.n for i in range(len(tp.trick))}
        if not tp.trick or tp.turn == seat or seat in played:
            raise IllegalAction("that was not a play out of turn to a trick", _AW + "26")
        c, ruling = self._out_of_turn(seat, card, "a play out of turn by an adversary", claim)
        if ruling is not None:
            return ruling
        lone = self._lone()
        law = _AW + "26"
        allowed = ("highest", "lowest", "win", "lose") if lone else ("highest", "lowest", "trump", "no-trump")
        if demand not in allowed:
            raise IllegalAction(f"the demand here is one of: {', '.join(allowed)}", law)
        if (not isinstance(target, int) or not 0 <= target < self.n or target == seat
                or target not in self._side(seat) or target in played):
            raise IllegalAction("the penalty falls on a partner of the offender who has still to play", law)
        tp.called[seat] = c                     # his card stays played: he must play it in turn
        if c not in tp.exposed[seat]:
            tp.expose(seat, c)
        of = sorted(x for x in tp.hands[target] if x & 3 == tp.led_suit)
        who = COMPASS[target]
        if demand in ("highest", "lowest"):
            if not of:
                return Ruling(law=law, penalty="none", detail=f"{who} cannot follow suit")
            tp.called[target] = of[-1] if demand == "highest" else of[0]
            return Ruling(law=law, penalty=f"{who} must play his {demand} {SUIT_NAMES[tp.led_suit][:-1]}")
        if demand in ("trump", "no-trump") and of:
            return Ruling(law=law, penalty="none", detail=f"{who} can follow suit")
        tp.must_win[target] = demand in ("win", "trump")
        return Ruling(law=law, penalty=f"{who} must {demand.replace('-', ' ')} {'the trick ' if lone else ''}if he can")


class SoloMatch(Match):
    """Deals of solo whist in sequence: the deal passes to the left and, in pool solo, the
    pool carries over (context ``pool``, white counters)."""

    def carry(self, state: SoloWhistState) -> dict[str, Any]:
        ctx = super().carry(state)
        if state.rules.pool != "none":
            ctx["pool"] = state.pool_after()
        return ctx


class SoloBot:
    """A heuristic solo-whist player: bids solo with five trumps and some strength,
    misère with no card above a ten and no court card; after all pass, the six-trick bid
    with a long suit and three court cards; otherwise passes; plays as the whist bot does,
    and in a misère (either side) plays its lowest safe card."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int | None = None, game: Any = None):
        from .bots import WhistBot
        self.seat = seat
        self._player = WhistBot(seat, seed, game)

    def choose(self, view: dict[str, Any], legal):
        verbs = {a.verb for a in legal}
        if view["phase"] in ("bidding", "second"):
            hand = [parse_card(c) for c in view["hand"]]
            high = sum(1 for c in hand if c >> 2 >= 10)     # Q K A
            if view["phase"] == "second":                  # after all passed
                long = max(sum(1 for c in hand if c & 3 == s) for s in range(4))
                bids = [a for a in legal if a.verb != "pass" and a.verb != "misere"]
                strong = long >= 5 and high >= 3
                if bids and bids[0].verb == "tricks" and bids[0].args[0] > long + high // 2:
                    strong = False                         # overcalling: no further than the hand
                return bids[0] if strong and bids else Action("pass")
            trump = parse_suit(view["turned_suit"])
            trumps = [c for c in hand if c & 3 == trump]
            if "solo" in verbs and len(trumps) >= 5 and high >= 3:
                return Action("solo")
            if "misere" in verbs and max(c >> 2 for c in hand) <= 8 and high == 0:
                return Action("misere")
            return Action("pass") if "pass" in verbs else legal[0]
        if view["phase"] == "trump":
            hand = [parse_card(c) for c in view["hand"]]
            open_suits = [parse_suit(a.args[0]) for a in legal if a.args[0] != "none"]
            best = max(open_suits, key=lambda s: sum(1 for c in hand if c & 3 == s))
            return Action("trump", (SUIT_NAMES[best],))
        cards = [a.args[0] for a in legal]
        if view.get("bid") in _NULLOS:
            if view.get("bidder") == view.get("seat"):
                return PLAY[min(cards, key=lambda c: c >> 2)]
            return PLAY[max(cards, key=lambda c: c >> 2)] if not view.get("trick") else PLAY[min(cards, key=lambda c: c >> 2)]
        return self._player.choose(view, legal)


class ThreeHandSoloState(SoloWhistState):
    """Three-hand solo whist (001 part 2 §9, L1112-1118): the 40-card pack without the twos,
    threes and fours; 13 cards each (threes, then singles), the 40th card turned for trumps and
    used by nobody; no proposal (solo is the lowest bid). With ``all_pass`` =
    "abundance-six" (the default here) an all-pass hand goes round again for a six-trick
    abundance in the bidder's own trump; with "overcall" (the local custom) the players
    overcall one another in tricks, a misère ranking over eight. Seats N, E, S; each of the
    two opponents pays the bidder or is paid by him."""

    SEATS = 3
    GAME = "solo-whist-three-hand"
    TITLE = "Three-hand solo whist"
    PACK = [c for c in ALL_CARDS if c.rank >= 5]
    OPEN_BIDS = tuple(b for b in FOUR_HAND_BIDS if b != "propose")
    TURNED_IN_HAND = False


class KimberleySoloState(SoloWhistState):
    """Kimberley solo (001 part 2 §9, L1119-1120): solo whist for four without proposal and
    acceptance, solo the lowest bid; with ``all_pass`` = "solo-six" (the default here) an
    all-pass hand goes round again, eldest first, for a solo of six tricks with a trump other
    than the turned suit (paid as a solo: the book prints no stake)."""

    GAME = "kimberley-solo"
    TITLE = "Kimberley solo"
    OPEN_BIDS = tuple(b for b in FOUR_HAND_BIDS if b != "propose")
