"""One deal of skat by Foster's laws 1-61 (1914; seed 001 part 4, catalog 001_part4.md §6), with
American skat (always gucki, lost games doubled, §6.7) and the modern international rules
(schneider at 90, lost games doubled) as options, and ramsch (law 4) when all pass.

The pack (law 11): 32 cards, seven up; card points A 11, 10 10, K 4, Q 3, J 2 (120 in all). The
deal (law 18): three each from the dealer's left, two face down for the skat, four each, three
each. Active seats (laws 6, 14, 15): with three at the table Hinterhand deals; with four or more
the dealer deals to the two on his left and the one on his right, and the others sit out,
sharing the opponents' fate. Vorhand is the dealer's left, Mittelhand the next, Hinterhand the
dealer's right.

The bidding (laws 33-37): ``bid N`` (at least 10, more than the last) by the asker, ``hold`` or
``pass`` by the one asked; Mittelhand asks Vorhand, then Hinterhand asks the survivor. Nobody
bidding, Vorhand may ``hold`` (play a game at 10) or ``pass`` into ramsch (law 37, 43).

The player's game (laws 1, 28-32, 38-41): ``declare tourne`` (turn the first skat card; then
``accept``, ``grand`` on a jack, or ``second``: passt-mir-nicht), ``declare gucki-grand``,
``declare gucki-null``, ``declare gucki-null-ouvert`` (take both, lay away two with ``discard``),
or from the hand ``declare solo-<suit>[-schneider|-schwarz]``, ``declare solo-grand[...]``,
``declare grand-ouvert``, ``declare null``, ``declare null-ouvert``. American skat (§6.7): the
player takes the skat, lays away two, then declares ``<suit>``, ``grand``, ``grand-ouvert``,
``null`` or ``null-ouvert``, each suit or grand with ``-schneider`` or ``-schwarz`` announced.

The play (law 45): Vorhand leads; follow suit, else any card; in suit games and grand the four
jacks are the highest trumps ♣J ♠J ♡J ♢J, then A 10 K Q 9 8 7 (grand: the jacks only); in null
A K Q J 10 9 8 7 and no trumps. ``concede`` (law 44) in tourné before the second lead.

The value (laws 2, 3, 56-61): base × (level + matadors), level 1 for game, +1 schneider (the
player 91 under Foster, 90 under the modern option; or the player held to 30), +1 schneider
announced, +1 schwarz, +1 schwarz announced; null values are fixed. A game worth less than the
bid is lost at the next multiple of its base that covers the bid (law 61). A lost game costs
its value (law 60), double after passt-mir-nicht or in gucki (law 3) or under the modern
option. The entry goes under the player's name (law 58); each seat's outcome is what law 59
settles from it: n × entry - the sum of entries (the player wins his entry from each other
seat at the table).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import Ruling
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.tricks import (PLAY, clone_trick_play, SUIT_NAMES, OrderedTrickPlay, TrickOrder, TrickPenalties, card_points,
                                 per_seat, sort_hands)
from .laws import SKAT_LAWS

__all__ = ["SkatRules", "SkatState", "SEAT_NAMES", "CARD_POINTS", "skat_pack", "skat_order", "matadors",
           "game_value", "american_value", "lost_value", "ramsch_entries", "settle_entries", "TOURNE", "SOLO", "NULL_VALUES", "GRAND_BASE",
           "SUIT_ORDER", "JACK", "card_of"]

_L = SKAT_LAWS.cite
SEAT_NAMES = tuple("ABCDEF")
CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
GRAND = 4                                   # the jacks' own trump "suit" in grand and ramsch
#: the suits as skat ranks them for values and jacks (law 12): clubs, spades, hearts, diamonds
SUIT_ORDER = (CLUBS, SPADES, HEARTS, DIAMONDS)
TOURNE = {DIAMONDS: 5, HEARTS: 6, SPADES: 7, CLUBS: 8}                # law 1
SOLO = {DIAMONDS: 9, HEARTS: 10, SPADES: 11, CLUBS: 12}               # law 1
GRAND_BASE = {"tourne": 12, "gucki": 16, "solo": 20, "ouvert": 24}    # law 1
NULL_VALUES = {"gucki-null": 15, "gucki-null-ouvert": 30, "null": 20, "null-ouvert": 40}   # law 1
JACK = 11
_SUIT_KEY = {"clubs": CLUBS, "diamonds": DIAMONDS, "hearts": HEARTS, "spades": SPADES}
_NAME = {v: k for k, v in _SUIT_KEY.items()}


def card_of(rank: int, suit: int) -> int:
    """The card index of ``rank`` (7..14, J 11, A 14) of ``suit`` (0 clubs, 1 diamonds, 2 hearts,
    3 spades)."""
    return (rank - 2) * 4 + suit


#: card points (law 11): A 11, 10 10, K 4, Q 3, J 2
CARD_POINTS = {card_of(r, s): v for s in range(4) for r, v in ((14, 11), (10, 10), (13, 4), (12, 3), (11, 2))}
_PLAIN = {14: 7, 10: 6, 13: 5, 12: 4, 9: 3, 8: 2, 7: 1}                # A 10 K Q 9 8 7
_JACK_RANK = {CLUBS: 14, SPADES: 13, HEARTS: 12, DIAMONDS: 11}          # ♣J ♠J ♡J ♢J (law 12)


def skat_pack() -> list[Card]:
    """The 32 cards, seven up (law 11)."""
    return [Card(card_of(r, s)) for r in range(7, 15) for s in range(4)]


def skat_order(trump: int | None, null: bool = False) -> TrickOrder:
    """The order of play: ``trump`` a suit 0..3, :data:`GRAND` (the jacks only) or None with
    ``null`` (A K Q J 10 9 8 7, no trumps, law 13)."""
    if null:
        return TrickOrder(None)
    suit = [c & 3 for c in range(54)]
    rank = list(range(54))
    for c in range(20, 52):
        r = (c >> 2) + 2
        if r in _PLAIN:
            rank[c] = _PLAIN[r]
    for s in range(4):
        j = card_of(JACK, s)
        suit[j] = trump
        rank[j] = _JACK_RANK[s]
    return TrickOrder(trump, suit, rank)


def _trump_sequence(trump: int) -> list[int]:
    seq = [card_of(JACK, s) for s in SUIT_ORDER]
    if trump != GRAND:
        seq += [card_of(r, trump) for r in (14, 10, 13, 12, 9, 8, 7)]
    return seq


def matadors(cards, trump: int) -> int:
    """The matadors "with" or "without" (§6.1): the unbroken run from the ♣J of trumps held (with)
    or not held (without) in ``cards`` (the player's ten and the skat); 1 to 11 (grand 1 to 4)."""
    held = set(cards)
    seq = _trump_sequence(trump)
    with_ = seq[0] in held
    n = 0
    for c in seq:
        if (c in held) != with_:
            break
        n += 1
    return n


def game_value(base: int, matadors_: int, *, schneider: bool = False, schneider_announced: bool = False,
               schwarz: bool = False, schwarz_announced: bool = False) -> int:
    """Law 2: ``base`` × (level + matadors); level 1 for game, +1 schneider, +1 schneider announced,
    +1 schwarz, +1 schwarz announced (announcing schwarz announces schneider)."""
    if schwarz_announced:
        schneider_announced = True
    level = 1 + schneider + schneider_announced + schwarz + schwarz_announced
    return base * (level + matadors_)


def american_value(base: int, matadors_: int, *, schneider: bool = False, schwarz: bool = False,
                   schneider_announced: bool = False, schwarz_announced: bool = False) -> int:
    """American skat (§6.7, our reading of an under-specified text): ``base`` × (1 for game + 1
    schneider + 1 schwarz + matadors), doubled when schneider was announced, tripled when schwarz
    was; the loss is doubled again (:meth:`SkatState._result`)."""
    mult = 3 if schwarz_announced else 2 if schneider_announced else 1
    return base * (1 + schneider + schwarz + matadors_) * mult


def lost_value(value: int, bid: int, base: int) -> int:
    """Laws 60-61: what a lost game costs before any doubling: its value, or, when that is below
    the bid, the next multiple of ``base`` that covers the bid."""
    if value >= bid:
        return value
    k = -(-bid // base)
    return base * k


def ramsch_entries(points: list[int], tricks: list[int], last: int) -> list[int]:
    """Law 4, ramsch: the entries of the three active players from their card ``points`` (the skat
    already counted to the winner of the last trick), their ``tricks`` and ``last`` (the index of
    the winner of the last trick). The most points loses 20, 30 when one player took no trick, 50
    when two took none; a tie for the most: the winner of the last trick among them loses, or, the
    last trick gone to the lowest, both tied lose 20; all three at 40: no score."""
    if all(p == 40 for p in points):
        return [0] * len(points)
    top = max(points)
    highs = [i for i, p in enumerate(points) if p == top]
    no_trick = sum(1 for t in tricks if t == 0)
    cost = 50 if no_trick == 2 else 30 if no_trick == 1 else 20
    out = [0] * len(points)
    if len(highs) == 1:
        out[highs[0]] = -cost
    elif last in highs:
        out[last] = -cost
    else:
        for i in highs:
            out[i] = -20
    return out


def settle_entries(entries: list[int]) -> list[int]:
    """Law 59: each seat wins or loses his score from each other seat: n × score - the total."""
    total = sum(entries)
    return [len(entries) * e - total for e in entries]


def _hand_games(american: bool) -> list[str]:
    out = []
    if american:
        for s in ("clubs", "spades", "hearts", "diamonds", "grand"):
            out += [s, f"{s}-schneider", f"{s}-schwarz"]
        return out + ["grand-ouvert", "null", "null-ouvert"]
    for s in ("clubs", "spades", "hearts", "diamonds", "grand"):
        out += [f"solo-{s}", f"solo-{s}-schneider", f"solo-{s}-schwarz"]
    return out + ["grand-ouvert", "null", "null-ouvert"]


_FOSTER_DECLARE = ["tourne", "gucki-grand", "gucki-null", "gucki-null-ouvert"] + _hand_games(False)
_AMERICAN_DECLARE = _hand_games(True)


@dataclass(frozen=True)
class SkatRules(Rules):
    modern: bool = option(False, "the modern international rules: schneider at 90 card points (Foster: 91) "
                          "and every lost game doubled (in place of law 3's doubling)",
                          "catalog 001_part4.md §6.3; Foster's laws 3, 56")
    american: bool = option(False, "American skat: the player always takes the skat (always gucki), lays away "
                            "two, then names a suit, grand or null, announcing schneider (value doubled) or "
                            "schwarz (tripled); lost games doubled", "001 part 4 §6.7 (American skat)")
    ramsch_only: bool = option(False, "every deal is ramsch (law 4), no bidding", "001 part 4 §6.3; law 4")
    ramsch: bool = option(True, "all passing, ramsch is played (law 37); off: the deal is thrown in",
                          "laws 37, 43")
    referee_mode: bool = option(False, "accept a revoke as a physical table would (recorded, not refused) and "
                                "settle it by laws 52-53 when claimed", "laws 52-53")
    max_bid: int = option(216, "the highest bid (216: open grand with four, the highest game)",
                          "law 33", minimum=10, maximum=1008, bound="our bound: the highest value American skat prints")


class SkatState(TrickPenalties, GameState):
    """One deal of skat for three to six at a table, three active (module docstring).

    Context: ``dealer`` (seat). Actions: ``bid N``, ``hold``, ``pass``, ``declare GAME``,
    ``accept``, ``grand``, ``second``, ``discard <card>``, ``play <card>``, ``concede``.
    Raises SetupError for fewer than three or more than six players.
    """

    rules_cls = SkatRules
    unit = "points"
    penalty_laws = SKAT_LAWS

    def __init__(self, num_players: int = 3, rules: SkatRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        if not 3 <= n <= 6:
            raise SetupError("skat is for three to six at a table, three active (law 6)")
        self.n = n
        self.seat_names = SEAT_NAMES[:n]
        self.dealer = self.context.get("dealer", n - 1)
        d = self.dealer
        if n == 3:
            self.active = [(d + 1) % n, (d + 2) % n, d]                   # law 15: Hinterhand deals
        else:
            self.active = [(d + 1) % n, (d + 2) % n, (d - 1) % n]          # law 14
        self.vorhand, self.mittelhand, self.hinterhand = self.active
        self.out = frozenset(s for s in range(n) if s not in self.active)
        self.deck = self.shuffler.shuffle(skat_pack())
        hands: list[list[int]] = [[] for _ in range(n)]
        it = iter(self.deck)
        for k in (3, None, 4, 3):                                         # law 18
            if k is None:
                self.skat = [next(it), next(it)]
                continue
            for s in self.active:
                hands[s].extend(next(it) for _ in range(k))
        self.dealt = [list(h) for h in hands]
        sort_hands(hands)
        self.hands = hands
        self.tp: OrderedTrickPlay | None = None
        self.rulings: list[Ruling] = []
        self.revoke_claims: list[int] = []
        self.entries = [0] * n
        self.fines = [0] * n
        self.barred: set[int] = set()
        self.bid = 0
        self.asker, self.holder = self.mittelhand, self.vorhand
        self.answering = False
        self.passed: set[int] = set()
        self.player: int | None = None
        self.contract: str | None = None          # tourne, passt, gucki-grand, solo, null..., ramsch
        self.trump: int | None = None
        self.null = False
        self.ouvert = False
        self.schneider_announced = False
        self.schwarz_announced = False
        self.turned: list[int] = []
        self.laid: list[int] = []
        self.took_skat = False
        self.conceded = False
        self.passt = False
        self.decided: tuple[bool, str] | None = None   # a law's decision: (player wins, why)
        self.void: str | None = None
        self.phase = "bid"
        if self.rules.ramsch_only:
            self._start_ramsch()

    # ----- the bidding (laws 33-37) ---------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.phase == "bid":
            if self.asker is None:
                return self.holder
            return self.holder if self.answering else self.asker
        if self.phase in ("declare", "turn", "discard"):
            return self.player
        if self.phase == "play":
            return self.tp.turn
        return None

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "bid":
            seat = self.to_act
            if self.asker is None:                       # law 37: nobody bid, Vorhand plays or passes
                return [Action("pass")] if seat in self.barred else [Action("hold"), Action("pass")]
            if seat in self.barred:                      # law 24: he may not bid in this deal
                return [Action("pass")]
            if self.answering:
                return [Action("hold"), Action("pass")]
            lo = max(10, self.bid + 1)
            return [Action("pass")] + [Action("bid", (v,)) for v in range(lo, self.rules.max_bid + 1)]
        if ph == "declare":
            if self.rules.american:
                return [Action("declare", (g,)) for g in _AMERICAN_DECLARE]
            return [Action("declare", (g,)) for g in _FOSTER_DECLARE]
        if ph == "turn":
            top = self.turned[-1]
            acts = [Action("accept")]
            if top >> 2 == JACK - 2:
                acts.append(Action("grand"))             # law 30
            if len(self.turned) == 1:
                acts.append(Action("second"))            # law 28: passt-mir-nicht
            return acts
        if ph == "discard":
            return [Action("discard", (Card(c),)) for c in self.hands[self.player]]
        if ph == "play":
            acts = [PLAY[c] for c in self.tp.legal()]
            if self._may_concede():
                acts.append(Action("concede"))
            return acts
        return []

    def _may_concede(self) -> bool:
        tp = self.tp
        return (self.contract in ("tourne", "passt", "grand-tourne") and tp.turn == self.player
                and (not tp.quitted or (len(tp.quitted) == 1 and not tp.trick)))

    #: the verbs whose refusal cites a law of skat (any other word gets the usual "not allowed now")
    _LAW_VERBS = frozenset({"bid", "hold", "pass", "declare", "accept", "grand", "second", "discard",
                            "play", "concede"})

    def _check(self, action: Action) -> None:
        if self.phase == "play" and action.verb == "play":
            tp = self.tp
            if (self.rules.referee_mode and len(action.args) == 1 and isinstance(action.args[0], Card)
                    and action.args[0] in tp.hands[tp.turn] and tp.is_revoke(tp.turn, action.args[0])):
                return
            self.tp.check_play(action, _L("45"), not_held="you do not hold {card}")
            return
        if self._is_legal(action):
            return
        if action.verb not in self._LAW_VERBS | {a.verb for a in self.legal_actions()}:
            raise IllegalAction(*self._explain_illegal(action))      # not a word of the game
        seat = self.to_act
        if self.phase == "bid":
            if action.verb in ("bid", "hold") and seat in self.barred:
                raise IllegalAction(f"{self.seat_names[seat]} saw the skat and may not bid in this deal", _L("24"))
            if self.asker is None:
                raise IllegalAction("nobody bid: Vorhand holds (plays a game at 10) or passes into ramsch",
                                    _L("37"))
            if action.verb == "bid" and not self.answering:
                raise IllegalAction(f"bid a number from {max(10, self.bid + 1)} to {self.rules.max_bid}, "
                                    "more than the last bid, or pass", _L("33"))
            if action.verb == "bid":
                raise IllegalAction(f"{self.seat_names[seat]} is asked: hold or pass; Hinterhand says nothing "
                                    "until one has passed", _L("34"))
            raise IllegalAction("in the bidding: bid N, hold or pass", _L("34"))
        if self.phase == "declare":
            if action.verb == "declare" and self.rules.american:
                raise IllegalAction("name clubs, spades, hearts, diamonds or grand (with -schneider or -schwarz), "
                                    "grand-ouvert, null or null-ouvert", "001 part 4 §6.7")
            if action.verb == "declare" and action.args and str(action.args[0]).startswith(("tourne-", "gucki-grand-")):
                raise IllegalAction("no schneider or schwarz may be announced in a game that uses the skat",
                                    _L("41"))
            raise IllegalAction("declare the game: tourne, gucki-grand, gucki-null, gucki-null-ouvert, "
                                "solo-<suit>[-schneider|-schwarz], solo-grand, grand-ouvert, null, null-ouvert",
                                _L("38"))
        if self.phase == "turn":
            if action.verb == "grand":
                raise IllegalAction("grand tourné only on a turned jack", _L("30"))
            if action.verb == "second":
                raise IllegalAction("passt-mir-nicht is said only to the first card turned; turning both, he "
                                    "must play the higher suit", _L("29"))
            raise IllegalAction("accept the turned card's suit, grand on a jack, or second", _L("28"))
        if self.phase == "discard":
            raise IllegalAction("lay away two cards of your hand (discard 7D)", _L("32"))
        if self.phase == "play" and action.verb == "concede":
            raise IllegalAction("only a tourné may be given up, before the player leads to the second trick",
                                _L("44"))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        v = action.verb
        if self.phase == "bid":
            self._apply_bid(seat, name, action)
        elif self.phase == "declare":
            self._apply_declare(seat, name, str(action.args[0]))
        elif self.phase == "turn":
            self._apply_turn(name, v)
        elif self.phase == "discard":
            c = action.args[0]
            self.hands[seat].remove(c)
            self.laid.append(c)
            self.note(f"{name} lays away a card", to=[p for p in range(self.n) if p != seat])
            self.note(f"{name} lays away {c}", to=seat)
            if len(self.laid) == 2:
                if self.rules.american:
                    self.phase = "declare"
                else:
                    self._start_play()
        elif v == "concede":
            self.conceded = True
            self.note(f"{name} gives up his tourné (law 44)")
            self._finish()
        else:
            self._apply_play(seat, action.args[0])

    def _apply_bid(self, seat: int, name: str, action: Action) -> None:
        if self.asker is None:                            # Vorhand after two passes (law 37)
            if action.verb == "hold":
                self.note(f"{name} will play")
                self._won_bidding(seat)
            else:
                self.note(f"{name} passes")
                if self.rules.ramsch:
                    self._start_ramsch()
                else:
                    self.void = "all passed: the deal is thrown in"
                    self.phase = "over"
                    self.note(self.void)
            return
        if action.verb == "bid":
            self.bid = action.args[0]
            self.answering = True
            self.note(f"{name} bids {self.bid}")
            return
        if action.verb == "hold":
            self.answering = False
            self.note(f"{name} holds {self.bid}")
            return
        self.note(f"{name} passes")
        self.passed.add(seat)
        self.answering = False
        survivor = self.holder if seat == self.asker else self.asker
        if self.hinterhand not in self.passed and self.asker != self.hinterhand:
            # law 34: Hinterhand now bids to the survivor
            self.asker, self.holder = self.hinterhand, survivor
            return
        if self.bid == 0:
            if survivor == self.vorhand:
                self.asker = None                          # law 37: Vorhand may still play
                self.holder = self.vorhand
                return
        self._won_bidding(survivor)

    def _won_bidding(self, seat: int) -> None:
        self.player = seat
        self.note(f"{self.seat_names[seat]} is the player at {self.bid or 10}")
        self.bid = max(self.bid, 10)
        if self.rules.american:                            # §6.7: always gucki
            self._take_skat()
            self.phase = "discard"
        else:
            self.phase = "declare"

    def _take_skat(self) -> None:
        self.took_skat = True
        self.hands[self.player].extend(self.skat)
        sort_hands(self.hands)
        self.note(f"{self.seat_names[self.player]} takes the skat", to=[p for p in range(self.n) if p != self.player])
        self.note(f"{self.seat_names[self.player]} takes the skat: {' '.join(str(Card(c)) for c in self.skat)}",
                  to=self.player)

    def _announce(self, g: str) -> str:
        if g.endswith("-schwarz"):
            self.schwarz_announced = self.schneider_announced = True
            return g[:-8]
        if g.endswith("-schneider"):
            self.schneider_announced = True
            return g[:-10]
        return g

    def _apply_declare(self, seat: int, name: str, g: str) -> None:
        self.note(f"{name} declares {g}")
        if self.rules.american:
            g = self._announce(g)
            if g in ("null", "null-ouvert"):
                self.contract, self.null, self.ouvert = g, True, g == "null-ouvert"
            elif g == "grand-ouvert":
                self.contract, self.trump, self.ouvert = "grand-ouvert", GRAND, True
                self.schwarz_announced = self.schneider_announced = True
            else:
                self.contract, self.trump = "american", GRAND if g == "grand" else _SUIT_KEY[g]
            self._start_play()
            return
        if g == "tourne":
            self.turned = [self.skat[0]]
            self.phase = "turn"
            self.note(f"{name} turns {Card(self.skat[0])}")
            return
        if g.startswith("gucki"):
            self.contract = g
            if g == "gucki-grand":
                self.trump = GRAND
            else:
                self.null, self.ouvert = True, g == "gucki-null-ouvert"
            self._take_skat()
            self.phase = "discard"
            return
        g = self._announce(g)
        if g in ("null", "null-ouvert"):
            self.contract, self.null, self.ouvert = g, True, g == "null-ouvert"
        elif g == "grand-ouvert":
            self.contract, self.trump, self.ouvert = g, GRAND, True
            self.schwarz_announced = self.schneider_announced = True          # law 39
        else:
            self.contract = "solo"
            self.trump = GRAND if g == "solo-grand" else _SUIT_KEY[g[5:]]
        self._start_play()

    def _apply_turn(self, name: str, v: str) -> None:
        top = self.turned[-1]
        if v == "second":
            self.turned.append(self.skat[1])
            self.note(f"{name} says passt mir nicht and turns {Card(self.skat[1])}")
            return
        passt = len(self.turned) == 2
        if v == "grand":
            self.contract, self.trump = "grand-tourne", GRAND
            self.note(f"{name} plays grand tourné")
        else:
            self.contract, self.trump = "tourne", top & 3
            self.note(f"{name} plays {SUIT_NAMES[top & 3]} tourné")
        self.passt = passt
        self._take_skat()
        self.phase = "discard"

    def _start_ramsch(self) -> None:
        self.contract, self.trump, self.player = "ramsch", GRAND, None
        self.note("all passed: ramsch (law 4, 37)")
        self._start_play()

    def _start_play(self) -> None:
        order = skat_order(None, True) if self.null else skat_order(self.trump)
        self.tp = OrderedTrickPlay(self.hands, order, self.vorhand, out=self.out)    # law 45
        self.hands = self.tp.hands
        self.phase = "play"
        if self.ouvert:
            self.note(f"{self.seat_names[self.player]} lays his hand face up: "
                      + " ".join(str(Card(c)) for c in self.hands[self.player]) + " (law 5)")

    def _apply_play(self, seat: int, card: int) -> None:
        tp = self.tp
        w = tp.play(card)
        if w is None:
            return
        self.note(f"{self.seat_names[w]} wins the trick")
        if self.null and w == self.player:
            self.note("the player takes a trick: his null is lost")
            self._finish()
        elif tp.over:
            self._finish()

    def _finish(self) -> None:
        self.phase = "over"
        self.entries = self._entries()
        self.note(self.result_text())

    # ----- the count and the value (laws 2, 3, 4, 56-61) ------------------------------------
    def points(self, skat: bool = True) -> list[int]:
        """Card points per seat: tricks won, the skat (or the cards laid away) to the player, in
        ramsch to the winner of the last trick (law 4). A conceding tourné player's remaining
        cards go to the opponents (law 51)."""
        if self.tp is None:
            return [0] * self.n
        pts = card_points(self.tp.quitted, CARD_POINTS, self.n)
        extra = sum(CARD_POINTS.get(c, 0) for c in (self.laid if self.took_skat else self.skat)) if skat else 0
        if self.contract == "ramsch":
            if self.tp.quitted:
                pts[self.tp.quitted[-1][2]] += extra
        elif self.player is not None:
            pts[self.player] += extra
            if self.conceded:
                rest = sum(CARD_POINTS.get(c, 0) for h in self.tp.hands for c in h) + \
                    sum(CARD_POINTS.get(c, 0) for c in self.tp.trick)
                opp = next(s for s in self.active if s != self.player)
                pts[opp] += rest
        return pts

    def _player_points(self) -> int:
        return self.points()[self.player]

    def base_value(self) -> int:
        """The base value of the player's game (law 1; American skat's, §6.7)."""
        g = self.contract
        if self.null:
            return NULL_VALUES[g]
        if g in ("tourne",):
            return TOURNE[self.trump]
        if g == "grand-tourne":
            return GRAND_BASE["tourne"]
        if g == "gucki-grand":
            return GRAND_BASE["gucki"]
        if g == "grand-ouvert":
            return GRAND_BASE["ouvert"]
        return GRAND_BASE["solo"] if self.trump == GRAND else SOLO[self.trump]

    def _skat_cards(self) -> list[int]:
        return list(self.skat)

    def matadors(self) -> int:
        """The player's matadors with or without: his ten dealt cards and the skat (§6.1)."""
        return matadors(list(self.dealt[self.player]) + self._skat_cards(), self.trump)

    def _result(self) -> dict[str, Any]:
        """The player's game settled: won (bool), value, entry, and why."""
        tp = self.tp
        pts = self._player_points()
        opp_tricks = sum(tp.won[s] for s in self.active if s != self.player)
        base = self.base_value()
        why = ""
        if self.null:
            won = tp.won[self.player] == 0
            value = base
            why = "took no trick" if won else "took a trick"
        else:
            line = 90 if self.rules.modern else 91                     # law 56; the modern option
            schwarz = (tp.over and opp_tricks == 0) or tp.won[self.player] == 0 and tp.over
            schneider = pts >= line or pts <= 30 or schwarz
            if self.conceded or (self.decided is not None and not tp.over):
                schneider = schwarz = False          # law 44; a game decided by a law is a simple game
            # law 60: a lost game costs what it would have won, so an announcement counts as made
            schneider = schneider or self.schneider_announced
            schwarz = schwarz or self.schwarz_announced
            m = self.matadors()
            if self.rules.american:
                value = american_value(base, m, schneider=schneider, schwarz=schwarz,
                                       schneider_announced=self.schneider_announced,
                                       schwarz_announced=self.schwarz_announced)
            else:
                value = game_value(base, m, schneider=schneider, schneider_announced=self.schneider_announced,
                                   schwarz=schwarz, schwarz_announced=self.schwarz_announced)
            won = pts >= 61 and not self.conceded
            why = f"{pts} card points"
            if self.schwarz_announced and opp_tricks:
                won, why = False, why + ", schwarz announced and not made"
            elif self.schneider_announced and pts < line:
                won, why = False, why + ", schneider announced and not made"
        if self.decided is not None:
            won, why = self.decided[0], self.decided[1]
        overbid = value < self.bid
        if overbid and not (self.decided and self.decided[0]):
            won = False
            why += f"; worth {value}, less than the bid {self.bid} (law 61)"
        if won:
            entry = value if not overbid else lost_value(value, self.bid, base)
        else:
            cost = lost_value(value, self.bid, base)
            double = self.rules.modern or self.rules.american or self.contract.startswith("gucki") or \
                getattr(self, "passt", False)
            entry = -(cost * 2 if double else cost)
        return {"won": won, "value": value, "entry": entry, "why": why, "base": base}

    def _ramsch_entries(self) -> list[int]:
        out = [0] * self.n
        act = self.active
        pts, won = self.points(), self.tp.won
        entries = ramsch_entries([pts[s] for s in act], [won[s] for s in act], act.index(self.tp.quitted[-1][2]))
        for s, e in zip(act, entries):
            out[s] = e
        return out

    def _entries(self) -> list[int]:
        out = [0] * self.n
        if self.void:
            return out
        if self.contract == "ramsch":
            return self._ramsch_entries()
        out[self.player] = self._result()["entry"]
        return out

    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        return [a - f for a, f in zip(settle_entries(self.entries), self._fine_settlement())]

    def _fine_settlement(self) -> list[int]:
        """Law 24's 10 off the score of one who saw the skat: settled as an entry of -10 (law 59)."""
        if not any(self.fines):
            return [0] * self.n
        return [-x for x in settle_entries([-f for f in self.fines])]

    def outcome_detail(self) -> list[dict[str, Any]] | None:
        if self.phase != "over":
            return None
        net = self.outcome()
        pts = self.points()
        out = []
        for s in range(self.n):
            item = {"seat": s, "net": net[s], "entry": self.entries[s] - self.fines[s], "card_points": pts[s],
                    "role": "out" if s in self.out else "player" if s == self.player else
                    "opponent" if self.player is not None else "ramsch"}
            out.append(item)
        return out

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return self.void
        names = self.seat_names
        pts = self.points()
        if self.contract == "ramsch":
            losers = [s for s in range(self.n) if self.entries[s] < 0]
            return ("ramsch: " + ", ".join(f"{names[s]} {pts[s]}" for s in self.active) + " - "
                    + (", ".join(f"{names[s]} loses {-self.entries[s]}" for s in losers) or "no score"))
        r = self._result()
        return (f"{names[self.player]} {'wins' if r['won'] else 'loses'} {self.game_name()} "
                f"({r['why']}): {r['entry']:+d}")

    def game_name(self) -> str:
        g = self.contract or ""
        if self.null:
            return g
        t = "grand" if self.trump == GRAND else SUIT_NAMES[self.trump] if self.trump is not None else ""
        name = {"tourne": f"{t} tourné" + (" (passt mir nicht)" if getattr(self, "passt", False) else ""),
                "grand-tourne": "grand tourné", "gucki-grand": "gucki grand", "grand-ouvert": "open grand",
                "solo": f"{t} solo", "american": t}.get(g, g)
        if self.schwarz_announced and g != "grand-ouvert":
            name += ", schwarz announced"
        elif self.schneider_announced and g != "grand-ouvert":
            name += ", schneider announced"
        return name

    # ----- what a seat may see --------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(h) for s, h in enumerate(self.hands)}
        out["skat"] = [] if self.took_skat else list(self.skat)
        out["laid away"] = list(self.laid)
        if self.tp is not None:
            out.update(self.tp.locations())
        else:
            out["trick"], out["quitted"] = [], []
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        for s, h in enumerate(self.hands):
            if s != seat and not (self.ouvert and s == self.player and self.tp is not None):
                out.update(h)
        if self.phase != "over":
            if not self.took_skat:
                out.update(c for c in self.skat if c not in self.turned)
            if seat != self.player:
                out.update(self.laid)
        out.difference_update(self.turned)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        p = self.player
        v: dict[str, Any] = {
            "game": "skat", "phase": self.phase, "players": self.n, "seats": list(names),
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "vorhand": names[self.vorhand], "mittelhand": names[self.mittelhand],
            "hinterhand": names[self.hinterhand],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "bid": self.bid, "player": None if p is None else names[p],
            "declared": self.game_name() if self.contract else None,
            "trump": None if self.trump is None else "grand" if self.trump == GRAND else SUIT_NAMES[self.trump],
            "null": self.null, "ouvert": self.ouvert, "american": self.rules.american,
            "modern": self.rules.modern,
            "turned": [str(Card(c)) for c in self.turned],
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
            "tricks": {names[s]: (tp.won[s] if tp else 0) for s in range(self.n)},
            "played": [[[names[tp.seat_at(ld, i)], str(Card(c))] for i, c in enumerate(cards)]
                       for ld, cards, _ in tp.quitted] if tp else [],
            "hand_sizes": {names[s]: len(h) for s, h in enumerate(self.hands)},
            "open_hand": [str(Card(c)) for c in self.hands[p]] if self.ouvert and p is not None and tp else [],
            # the skat (or the cards laid away) is counted in only when the hand is over
            "card_points": self.points(self.phase == "over") if tp else [0] * self.n,
        }
        if seat is not None and seat == p and self.laid:
            v["laid_away"] = [str(Card(c)) for c in self.laid]
        if self.phase == "over":
            v["skat"] = [str(Card(c)) for c in (self.laid if self.took_skat else self.skat)]
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        kind = "American skat" if view["american"] else "Skat" + (" (modern rules)" if view["modern"] else "")
        lines = [f"{kind} - dealer {view['dealer']}; Vorhand {view['vorhand']}, Mittelhand {view['mittelhand']}, "
                 f"Hinterhand {view['hinterhand']}"]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view["player"]:
            lines.append(f"Player {view['player']} at {view['bid']}" +
                         (f": {view['declared']}" if view["declared"] else ""))
        elif view["phase"] == "bid":
            lines.append(f"Bidding: {view['bid'] or 'no bid yet'}")
        elif view["declared"]:
            lines.append(f"Game: {view['declared']}")
        if view["turned"]:
            lines.append("Turned from the skat: " + " ".join(view["turned"]))
        if view.get("laid_away"):
            lines.append("Laid away: " + " ".join(view["laid_away"]))
        if view["open_hand"]:
            lines.append(f"Open hand of {view['player']}: " + " ".join(view["open_hand"]))
        if view["phase"] in ("play", "over"):
            lines.append("Trick: " + (" ".join(f"{p}:{c}" for p, c in view["trick"]) or "(none)"))
            lines.append("Card points: " + per_seat(dict(zip(view["seats"], view["card_points"]))))
        if view.get("result"):
            lines.append("Hand over: " + view["result"] + "; skat " + " ".join(view["skat"]))
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    # ----- the referee (laws a deal can settle) ---------------------------------------------
    def _side(self, seat: int) -> int:
        if self.player is None:
            return seat
        return 1 if seat == self.player else 0

    def _decide(self, player_wins: bool, why: str) -> None:
        self.decided = (player_wins, why)
        if self.phase != "over":
            self._finish()
        else:
            self.entries = self._entries()

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        """Laws 52-53: the player's revoke loses his game; an opponent's gives the player his game,
        even overbid (the hand settled as it stands). Null: a revoke loses at once (§6.6)."""
        if self.player is None:
            raise IllegalAction("in ramsch each plays for himself; the laws give no revoke penalty", _L("4"))
        if revoke.seat == self.player:
            self._decide(False, f"revoked at trick {revoke.trick} (law 52)")
            return Ruling(law=_L("52"), penalty=f"{self.seat_names[revoke.seat]} loses his game",
                          effect={"revoker": self.seat_names[revoke.seat], "revoke": revoke.to_dict()})
        self._decide(True, f"an opponent revoked at trick {revoke.trick} (law 53)")
        return Ruling(law=_L("53"), penalty=f"{self.seat_names[self.player]} wins his game",
                      effect={"revoker": self.seat_names[revoke.seat], "revoke": revoke.to_dict()})

    def _ref_revoke(self, seat: int, penalty: str | None = None) -> Ruling:
        if self.phase == "over" and self.decided is not None:
            raise IllegalAction("the game is already decided", _L("52"))
        return super()._ref_revoke(seat, penalty)

    def _ref_looked_at_skat(self, seat: int) -> Ruling:
        """Laws 24 and 26: seeing the skat. Before the play an active player may not bid (law 24)
        and has 10 off his score (the body text's penalty); one sitting out has 10 off (law 24).
        In the play the player loses his game, an opponent gives it to the player (law 26)."""
        if self.phase == "over":
            raise IllegalAction("the hand is over", _L("26"))
        if seat in self.out or self.phase == "bid":
            if seat in self.active:
                if self.phase != "bid":
                    raise IllegalAction("the bidding is over", _L("24"))
                self.barred.add(seat)
            self.fines[seat] += 10
            return Ruling(law=_L("24"), penalty=f"{self.seat_names[seat]} has 10 taken from his score"
                          + (" and may not bid in this deal" if seat in self.active else ""),
                          effect={"fine": 10, "barred": seat in self.active})
        if self.player is None:
            raise IllegalAction("in ramsch the skat goes to the last trick; the laws give no penalty", _L("4"))
        if self.took_skat and seat == self.player:
            raise IllegalAction("the player has taken the skat: the cards laid away are his to see", _L("26"))
        if self.tp is None:
            raise IllegalAction("the player has not named his game; the play has not begun", _L("26"))
        wins = seat != self.player
        self._decide(wins, f"{self.seat_names[seat]} looked at the skat in the play (law 26)")
        return Ruling(law=_L("26"), penalty=f"{self.seat_names[self.player]} {'wins' if wins else 'loses'} his game",
                      effect={"player_wins": wins})

    def _ref_exposed_card(self, seat: int, card=None) -> Ruling:
        """Skat has no penalty for an exposed card (law 5 forbids calling cards); an opponent
        exposing one gives information to his partner, and law 55 lets the player claim."""
        tp = self._tricks()
        if tp.over:
            raise IllegalAction("the hand is over", _L("55"))
        c = self._held(seat, card)
        if self.player is None or seat == self.player:
            return Ruling(law=_L("5"), penalty="no penalty: the player's cards are not called in skat",
                          effect={"exposed": str(Card(c))})
        self._decide(True, f"{self.seat_names[seat]} exposed {Card(c)} (law 55)")
        return Ruling(law=_L("55"), penalty=f"{self.seat_names[self.player]} may claim his game: it is won",
                      effect={"exposed": str(Card(c)), "player_wins": True})

    def _ref_call_card(self, seat: int, target: int = -1, card=None) -> Ruling:
        raise IllegalAction("no card is called in skat", _L("5"))

    def _ref_call_suit(self, seat: int, suit=None) -> Ruling:
        raise IllegalAction("no suit is called in skat", _L("48"))

    def _ref_lead_out_of_turn(self, seat: int, card=None) -> Ruling:
        """Laws 47-48: the player's lead out of turn is taken back; an opponent's wins the player
        his game."""
        tp = self._tricks()
        if tp.over or self.phase == "over":
            raise IllegalAction("the hand is over", _L("47"))
        if tp.turn == seat:
            raise IllegalAction("that was not a lead out of turn", _L("47"))
        c = self._held(seat, card)
        if self.player is None or seat == self.player:
            return Ruling(law=_L("47"), penalty=f"{Card(c)} is taken back", effect={"card": str(Card(c))})
        self._decide(True, f"{self.seat_names[seat]} led out of turn (law 48)")
        return Ruling(law=_L("48"), penalty=f"{self.seat_names[self.player]} wins his game",
                      effect={"card": str(Card(c)), "player_wins": True})

    def _ref_wrong_number(self, seat: int) -> Ruling:
        """Law 46 (23 before the play): a hand of the wrong number; found in the deal or bidding, a
        new deal; in the play the player so loses, an opponent so gives the player the game."""
        if self.phase == "over":
            raise IllegalAction("the hand is over", _L("46"))
        if self.tp is None or self.player is None:
            self.void = "a wrong number of cards: a new deal by the same dealer (law 23)"
            self.phase = "over"
            self.entries = [0] * self.n
            return Ruling(law=_L("23"), penalty="a new deal by the same dealer", effect={"void": True})
        wins = seat != self.player
        self._decide(wins, f"{self.seat_names[seat]} held a wrong number of cards (law 46)")
        return Ruling(law=_L("46"), penalty=f"{self.seat_names[self.player]} {'wins' if wins else 'loses'} his game",
                      effect={"player_wins": wins})

    def clone(self) -> "SkatState":
        s = SkatState.__new__(SkatState)
        s.__dict__.update(self.__dict__)
        s.history = list(self.history)
        s.log = list(self.log)
        s.context = dict(self.context)
        s.rulings = list(self.rulings)
        s.revoke_claims = list(self.revoke_claims)
        s.entries = list(self.entries)
        s.fines = list(self.fines)
        s.barred = set(self.barred)
        s.passed = set(self.passed)
        s.turned = list(self.turned)
        s.laid = list(self.laid)
        s.skat = list(self.skat)
        clone_trick_play(self, s)
        return s
