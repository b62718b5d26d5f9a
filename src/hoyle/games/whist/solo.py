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
may bid solo or pass; a player overcalled may raise when his turn comes. If all pass the
hand is thrown in (outcome zero; the rule option ``all_pass`` = "grand" plays the local
Grand: no trumps, the winner of the last trick pays each other a solo's value).

Deal: threes until four cards remain, then one each, the last card (the dealer's) turned
for trumps (AW law 13, Solo note). Seats 0-3 from the dealer's left: seat 0 is eldest.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from ...cards import ALL_CARDS, Card
from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.laws import LawBook
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.tricks import PLAY, SUIT_NAMES, TrickPlay, parse_suit, sort_hands, trick_line

__all__ = ["SoloRules", "SoloWhistState", "ThreeHandSoloState", "SOLO_LAWS", "BIDS", "solo_settlement", "solo_deck_for_hands"]

COMPASS = ("N", "E", "S", "W")
#: bid -> (rank, tricks needed, stake in red counters, lone?)
BIDS = {
    "propose": (1, 8, 1, False), "solo": (2, 5, 2, True), "misere": (3, 0, 3, True),
    "abundance": (4, 9, 4, True), "trump-abundance": (5, 9, 4, True), "spread": (6, 0, 6, True),
    "slam": (7, 13, 8, True),
}
#: the bids of the four-hand game
FOUR_HAND_BIDS = tuple(BIDS)
#: three-hand solo, after all pass (001 part 2 §9, L1116): abundance for six tricks with the
#: bidder's own trump. The book gives no stake: we charge a solo's (2 red, 1 white a trick).
THREE_HAND_BIDS = {"abundance-six": (0, 6, 2, True)}
_ALL_BIDS = {**BIDS, **THREE_HAND_BIDS}
RED = 5

SOLO_LAWS = LawBook.of("Solo whist", "Foster 1914, 001 part 2 §9; seed 003 AW notes", [
    ("9.1", "deal", "Deal in threes until four remain, then singly; the last card is turned for trump."),
    ("9.2", "bidding", "Eldest speaks first; a player who has passed may not bid again, but eldest may still accept a proposal; each bid must outrank the last."),
    ("9.3", "stakes", "Proposal 1 red, solo 2, misère 3, abundance 4, spread 6, slam 8; over- and under-tricks 1 white; red = 5 white."),
    ("9.4", "misere-lost", "A misère or spread player who takes a trick, or a slam player who loses one, has lost; the hand stops."),
    ("9.5", "revoke", "A revoke costs three tricks; the revoking side pays the red counters of the bid whether it wins or loses."),
])


def solo_settlement(bid: str, tricks: int, revoked_by_bidders: bool = False) -> int:
    """White counters each opponent pays the bidder (negative: the bidder pays each), for
    ``tricks`` taken by the bidder (or by the proposer and acceptor together).

    Examples (001 part 2 §9, O23): solo lost with 4 tricks -> -11 (2 red + 1 white);
    solo won with 7 -> 12 (2 red + 2 white).
    """
    _, need, stake, _ = _ALL_BIDS[bid]
    base = stake * RED
    if bid in ("misere", "spread"):
        return -base if tricks > 0 or revoked_by_bidders else base
    if bid == "slam":
        return base if tricks == 13 and not revoked_by_bidders else -base
    diff = tricks - need
    if diff >= 0 and not revoked_by_bidders:
        return base + diff
    if diff >= 0:
        return -base
    return -(base - diff)


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
    """Options of solo whist (defaults: Foster's)."""

    all_pass: str = option("redeal", "when all pass: 'redeal' (hand thrown in), 'grand' (no trumps; "
                           "the winner of the last trick pays each other a solo) or 'abundance-six' "
                           "(three-hand: the turn-up is turned down and each in turn, eldest first, "
                           "may bid to win six tricks naming his own trump; if none does, redeal)",
                           "001 part 2 §9 (three-hand solo, L1112-1118)",
                           choices=("redeal", "grand", "abundance-six"))


class SoloWhistState(GameState):
    """One deal of solo whist. Actions: ``pass``, ``propose``, ``accept``, ``solo``, ``misere``,
    ``abundance``, ``trump-abundance``, ``spread``, ``slam``; ``trump hearts`` (abundance or
    slam bidder names trumps); ``play QS``."""

    rules_cls = SoloRules
    unit = "white counters"
    SEATS = 4
    GAME = "solo-whist"
    PACK = ALL_CARDS
    #: the bids open in this form (three-hand: no proposal)
    OPEN_BIDS = FOUR_HAND_BIDS
    #: the turned card belongs to the dealer's hand (three-hand: to nobody, unused)
    TURNED_IN_HAND = True

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
        self.eldest_declined = False
        self.bid: str | None = None
        self.bidder: int | None = None
        self.acceptor: int | None = None
        self.trump: int | None = None
        self.tp: TrickPlay | None = None
        self.stopped = False
        self._proposer_asked = False

    # ----- bidding ---------------------------------------------------------------------
    def _rank(self) -> int:
        if self.bid is None:
            return 0
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
        if self.phase == "bidding":
            return self.turn
        if self.phase == "trump":
            return self.bidder
        if self.phase == "play":
            return self.tp.turn
        if self.phase == "second":
            return self.turn
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "bidding":
            return self._bids_for(self.turn)
        if self.phase == "second":
            return [Action("pass"), Action("abundance-six")]
        if self.phase == "trump":
            return [Action("trump", (n,)) for n in SUIT_NAMES] + (
                [Action("trump", ("none",))] if self.bid == "slam" else [])
        if self.phase == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            self.tp.check_play(action, "seed 003, American laws of whist, law 28", revoke_only=True,
                               not_play="{action} is not a play; write e.g. 'play QS'",
                               not_held="{seat} cannot play {card}", names=COMPASS)
            return
        if action not in self.legal_actions():
            if self.phase == "bidding" and action.verb in BIDS or action.verb == "accept":
                raise IllegalAction(f"{action} is not open to you now (the bid stands at "
                                    f"{self.bid or 'nothing'})", SOLO_LAWS.cite("9.2"))
            super()._check(action)

    def _apply(self, action: Action) -> None:
        v = action.verb
        if self.phase == "play":
            self._play(action.args[0])
            return
        if self.phase == "trump":
            self.trump = parse_suit(action.args[0])
            self._start_play()
            return
        if self.phase == "second":                  # three-hand: after all passed
            if v == "abundance-six":
                self.bid, self.bidder = v, self.turn
                self.phase = "trump"
            elif (self.turn + 1) % self.n == self.eldest:
                self.phase = "over"                 # nobody would: thrown in
            else:
                self.turn = (self.turn + 1) % self.n
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

    def _close_bidding(self) -> None:
        if self.bid is None:
            if self.rules.all_pass == "abundance-six":
                self.phase = "second"
                self.turn = self.eldest
                return
            if self.rules.all_pass == "grand":
                self.bid = "grand"
                self.trump = None
                self._start_play()
            else:
                self.phase = "over"
            return
        if self.bid in ("abundance", "slam", "abundance-six"):
            self.phase = "trump"
            return
        if self.bid in ("misere", "spread"):
            self.trump = None
        else:
            self.trump = self.turned & 3
        self._start_play()

    def _start_play(self) -> None:
        leader = self.bidder if self.bid == "slam" else self.eldest
        self.tp = TrickPlay(self._hands, self.trump, leader)
        self.phase = "play"

    def _play(self, card: Card) -> None:
        tp = self.tp
        w = tp.play(card)
        if w is not None:
            lone = self.bid in ("misere", "spread", "slam")
            if lone and ((self.bid != "slam" and w == self.bidder) or (self.bid == "slam" and w != self.bidder)):
                self.stopped = True
                self.phase = "over"
                return
        if tp.over:
            self.phase = "over"

    def clone(self) -> "SoloWhistState":
        s = copy.copy(self)
        s.passed = set(self.passed)
        if self.tp is not None:
            s.tp = self.tp.clone()
        else:
            s._hands = [h[:] for h in self._hands]
        s.history = self.history[:]
        s.log = self.log[:]
        return s

    # ----- scoring ---------------------------------------------------------------------
    def bidder_tricks(self) -> int:
        w = self.tp.won
        return w[self.bidder] + (w[self.acceptor] if self.acceptor is not None else 0)

    def outcome(self) -> list[int]:
        """White counters won (+) or lost (-) by each seat."""
        if self.phase != "over":
            raise IllegalAction("the hand is not finished")
        out = [0] * self.n
        if self.bid is None:
            return out
        if self.bid == "grand":
            last_winner = self.tp.quitted[-1][2]
            for s in range(self.n):
                if s != last_winner:
                    out[s] += 2 * RED
                    out[last_winner] -= 2 * RED
            return out
        per = solo_settlement(self.bid, self.bidder_tricks())
        if self.bid == "propose":
            if self.acceptor is None:
                return out
            pair = (self.bidder, self.acceptor)
            for s in range(self.n):
                out[s] = per if s in pair else -per
            return out
        for s in range(self.n):
            if s != self.bidder:
                out[s] -= per
                out[self.bidder] += per
        return out

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.bid is None:
            return "all passed: the hand is thrown in"
        if self.bid == "grand":
            return f"grand: {COMPASS[self.tp.quitted[-1][2]]} took the last trick and pays"
        who = COMPASS[self.bidder] + (f" and {COMPASS[self.acceptor]}" if self.acceptor is not None else "")
        won = self.outcome()[self.bidder] > 0
        return f"{self.bid} by {who}: {self.bidder_tricks()} tricks, {'made' if won else 'lost'}"

    # ----- views -----------------------------------------------------------------------
    def _spread_shown(self) -> bool:
        return self.bid == "spread" and self.tp is not None and len(self.tp.quitted) >= 1

    def _hand(self, seat: int) -> list[Card]:
        return self.tp.hands[seat] if self.tp is not None else self._hands[seat]

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

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set()
        for i in range(self.n):
            if i == seat or (self._spread_shown() and i == self.bidder):
                continue
            out.update(self._hand(i))
        if self._turned_public():
            out.discard(self.turned)
        return out

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
        if self.tp is not None:
            tp = self.tp
            v["trick"] = [[COMPASS[(tp.leader + i) % self.n], str(c)] for i, c in enumerate(tp.trick)]
            v["tricks"] = {COMPASS[i]: tp.won[i] for i in range(self.n)}
            v["played"] = [[[COMPASS[(ld + i) % self.n], str(c)] for i, c in enumerate(cards)]
                           for ld, cards, _ in tp.quitted]
            if self._spread_shown():
                v["spread_hand"] = [str(c) for c in tp.hands[self.bidder]]
        if self.phase == "over":
            v["outcome"] = dict(zip(COMPASS[:self.n], self.outcome()))
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Solo whist - dealer {view['dealer']} - turned {view['turned_card'] or view['turned_suit']}",
                 "Bids: " + (", ".join(f"{s} {a}" for s, a in view["bids"]) or "(none)")]
        if view["bid"]:
            lines.append(f"Contract: {view['bid']} by {view['bidder']}"
                         + (f" with {view['acceptor']}" if view["acceptor"] else "")
                         + (f"; trumps {view['trump']}" if view["trump"] else "; no trumps"))
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view.get("spread_hand"):
            lines.append(f"Spread ({view['bidder']}): " + " ".join(view["spread_hand"]))
        if "trick" in view:
            lines.append(trick_line(view["trick"])
                         + "   tricks " + " ".join(f"{k} {n}" for k, n in view["tricks"].items()))
        if view.get("outcome"):
            lines.append("Settlement (white counters): " + " ".join(f"{k} {n:+d}" for k, n in view["outcome"].items()))
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)


class SoloBot:
    """A heuristic solo-whist player: bids solo with five trumps and some strength,
    abundance with nine sure-looking cards, misère with no card above a nine in short
    suits and a deuce in each long one; otherwise passes; plays as the whist bot does,
    and in a misère (either side) plays its lowest safe card."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int | None = None, game: Any = None):
        from .bots import WhistBot
        self.seat = seat
        self._player = WhistBot(seat, seed, game)

    def choose(self, view: dict[str, Any], legal):
        from ...cards import parse_card
        verbs = {a.verb for a in legal}
        if view["phase"] == "bidding":
            hand = [parse_card(c) for c in view["hand"]]
            trump = parse_suit(view["turned_suit"])
            trumps = [c for c in hand if c & 3 == trump]
            high = sum(1 for c in hand if c >> 2 >= 10)     # Q K A
            if "solo" in verbs and len(trumps) >= 5 and high >= 3:
                return Action("solo")
            if "misere" in verbs and max(c >> 2 for c in hand) <= 8 and high == 0:
                return Action("misere")
            return Action("pass") if "pass" in verbs else legal[0]
        if view["phase"] == "second":                  # three-hand, after all passed
            hand = [parse_card(c) for c in view["hand"]]
            long = max(sum(1 for c in hand if c & 3 == s) for s in range(4))
            high = sum(1 for c in hand if c >> 2 >= 10)
            return Action("abundance-six") if long >= 5 and high >= 3 else Action("pass")
        if view["phase"] == "trump":
            hand = [parse_card(c) for c in view["hand"]]
            best = max(range(4), key=lambda s: sum(1 for c in hand if c & 3 == s))
            return Action("trump", (SUIT_NAMES[best],))
        cards = [a.args[0] for a in legal]
        if view.get("bid") in ("misere", "spread"):
            if view.get("bidder") == view.get("seat"):
                return PLAY[min(cards, key=lambda c: c >> 2)]
            return PLAY[max(cards, key=lambda c: c >> 2)] if not view.get("trick") else PLAY[min(cards, key=lambda c: c >> 2)]
        return self._player.choose(view, legal)


class ThreeHandSoloState(SoloWhistState):
    """Three-hand solo whist (001 part 2 §9, L1112-1118): the 40-card pack without the twos,
    threes and fours; 13 cards each (threes, then singles), the 40th card turned for trumps and
    used by nobody; no proposal (solo is the lowest bid). With the rule ``all_pass`` =
    "abundance-six" (the default here) an all-pass hand goes round again for a six-trick
    abundance in the bidder's own trump. Seats N, E, S; each of the two opponents pays the
    bidder or is paid by him.

    Not modelled: the local custom of overcalling in tricks after the turn-up is turned down
    (in which a misère overcalls eight tricks)."""

    SEATS = 3
    GAME = "solo-whist-three-hand"
    PACK = [c for c in ALL_CARDS if c.rank >= 5]
    OPEN_BIDS = tuple(b for b in FOUR_HAND_BIDS if b != "propose")
    TURNED_IN_HAND = False
