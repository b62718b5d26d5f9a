"""The pool games of the euchre family: loo (three-card, Irish, five-card), rams, rounce and
bierspiel (Foster 1914, seed 001 part 3 lines 2114-2290; catalog 001_part3.md §B19-§B22).

One engine, :class:`PoolTrickState`, and a :class:`PoolVariant` of data per game. The shape:
the dealer feeds a pool; a hand each (and a widow) is dealt and a card turned for trumps; each
player from the dealer's left declares (stands, takes the widow in exchange for his hand, or
passes); those in play the tricks out; each trick takes its share of the pool (a third in
three-card loo, a fifth in the five-card games) and a player in who takes no trick is *looed*
(*ramsed*, *rounced*) and pays into the next pool. Amounts are whole chips: loo counts in white
chips (a red is three whites, five in five-card loo, so a pool always divides, §B22), rams and
rounce in chips. The outcome is each seat's net for the deal; the chips left in the pool for
the next deal, less those carried in, are the house take.

Per game (:data:`VARIANTS`):

* three-card loo (§B22): three cards; a *simple* pool (only the dealer's three reds: the first
  deal, or a pool divided without a loo) is played by everyone with no trump and no widow, each
  following suit and heading the trick, until a player cannot follow: after that trick the top
  card of the stock is turned for trumps (the highest trump played to that trick wins it), and
  from then on each trick's winner leads a trump if he holds one. A *double* pool deals a widow
  and turns a trump; ``stand``, ``widow`` or ``pass``; one alone with the widow wins without
  play; one alone standing makes the dealer take the widow and defend the pool (not looed; his
  tricks' shares stay in the pool) unless he stands for himself. A flush (three trumps) among
  those in takes the pool without play, every other player in looed; of two, the elder wins
  and the younger is not looed. The eldest in leads the ace of trumps (the king, the ace
  turned), else a trump; each winner leads a trump if able; follow and head, void over-trump
  if able, never obliged to under-trump (:data:`~hoyle.mechanics.tricks.HEAD_OR_OVERTRUMP`).
  Limited loo pays three reds a loo; ``unlimited``: the pool's amount.
* Irish loo: a trump always turned, no widow; ``play`` or ``pass``, then each in discards and
  draws from the stock (``discard 7H 2C``, ``keep``); otherwise three-card loo.
* five-card loo: Irish loo with five cards, a red worth five whites, the dealer's five reds, a
  fifth a trick; Pam (the jack of clubs) is always the best trump, and is withheld from a trump
  ace led when its holder can follow otherwise ("Pam be civil"); a five-card flush in any suit
  (Pam counts to any) takes the pool at once, every other player at the table looed.
* rams (§B19): 32 cards ranked K Q J A 10 9 8 7 (``order`` "piquet": A high), five cards and a
  widow of five, the dealer's five chips; ``play``, ``widow`` or ``pass``; a simple pool (only
  the dealer's five) is played by all; the pone, all before him having passed, must play; the
  dealer must play against one; a dealer who plays may rob the trump (``rob <card>``). Head the
  trick; void, trump (over-trumping if able) even when already trumped higher (RA-01).
* rounce (§B20; partial): 52 cards in whist order, five cards (our reading: the book leaves the
  hand size unstated), a widow of six whose taker discards one; all pools alike; follow suit
  only; the winner of the first trick leads a trump if he holds one.
* bierspiel (§B21; partial): our reading of what the book leaves out: the 32-card pack in the
  piquet order, two to five players, five cards each, no widow, no pool and no declaring; the
  seven of diamonds is always the second trump, below the ace (a seven of diamonds turned: the
  next card is turned for trumps, the seven left face up); the dealer may rob the trump card;
  trumps are led to the first tricks (one fewer than the players); the deal scores a point per
  trick (the chalk crosses wiped out).

General rams (§B19, RA-03): at his turn a player may declare ``general`` (with his own hand):
everyone then plays, those who passed take their hands up again, and he leads; winning all five
takes the pool and five from each player; losing a trick ends the deal (the others throw in),
and he doubles the pool and pays five to each opponent.

Not built (left for later): declaring general rams after taking the widow, and the widow for
those who had not yet spoken; bierspiel's face-down lead.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ...cards import Card, card, piquet_pack, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.match import Match
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.tricks import (FOLLOW_SUIT, HEAD_OR_OVERTRUMP, HEAD_TRICK, PLAY, SUIT_NAMES,
                                 OrderedTrickPlay, TrickOrder, TrickPenalties, trick_view_lines, sort_hands)

__all__ = ["PoolVariant", "VARIANTS", "PoolTrickRules", "RamsRules", "PoolTrickState", "PoolTrickMatch",
           "LOO_LAWS", "RAMS_LAWS", "loo_order", "PAM", "BierspielMatch"]

PAM = card(11, 0)                       # the jack of clubs
_SEVEN_DIAMONDS = card(7, 1)


@dataclass(frozen=True)
class PoolVariant:
    """The data of one pool game (see the module docstring): ``hand`` cards each, ``pack``
    ("52"/"32"), ``widow`` size and ``widow_discard`` (cards its taker puts out), ``declare``
    ("stand-widow", "play-pass", "none"), ``exchange`` (draw from the stock), ``simple``
    (what a pool of only the dealer's stake means: "no-trump" three-card loo, "all-play" rams,
    None), ``red`` (whites a red is worth; 1 where chips are counted), ``ante`` (the dealer's
    stake in reds), ``loo`` (a loo, reds), ``penalty`` (reds), ``follow``, ``lead_trump``
    ("always", "after-first", "first-tricks", None), ``lead_ace``, ``pam``, ``flush`` ("trumps",
    "any", None), ``rob`` (the dealer who plays may rob the trump), ``scoring`` ("pool",
    "tricks"), ``defend`` (loo's dealer defends the pool), ``seven`` (bierspiel's 7D)."""

    slug: str
    hand: int = 3
    pack: str = "52"
    widow: int = 0
    widow_discard: int = 0
    declare: str = "stand-widow"
    exchange: bool = False
    simple: str | None = None
    red: int = 3
    ante: int = 3
    loo: int = 3
    penalty: int = 3
    follow: str = HEAD_OR_OVERTRUMP
    lead_trump: str | None = "always"
    lead_ace: bool = True
    pam: bool = False
    flush: str | None = "trumps"
    rob: bool = False
    scoring: str = "pool"
    defend: bool = True
    seven: bool = False
    pone_must: bool = False
    dealer_must: bool = False
    general: bool = False
    looed_word: str = "looed"


VARIANTS = {
    "three-card-loo": PoolVariant("three-card-loo", widow=3, simple="no-trump"),
    "irish-loo": PoolVariant("irish-loo", declare="play-pass", exchange=True, flush=None),
    "five-card-loo": PoolVariant("five-card-loo", hand=5, declare="play-pass", exchange=True, red=5, ante=5,
                                 loo=5, penalty=5, pam=True, flush="any"),
    "rams": PoolVariant("rams", hand=5, pack="32", widow=5, simple="all-play", red=1, ante=5, loo=5, penalty=5,
                        follow=HEAD_TRICK, lead_trump=None, lead_ace=False, flush=None, rob=True, defend=False,
                        pone_must=True, dealer_must=True, general=True, looed_word="ramsed"),
    "rounce": PoolVariant("rounce", hand=5, widow=6, widow_discard=1, red=1, ante=5, loo=5, penalty=5,
                          follow=FOLLOW_SUIT, lead_trump="after-first", lead_ace=False, flush=None, rob=True,
                          defend=False, pone_must=True, dealer_must=True, looed_word="rounced"),
    "bierspiel": PoolVariant("bierspiel", hand=5, pack="32", declare="none", red=1, ante=0, loo=0, penalty=0,
                             follow=HEAD_TRICK, lead_trump="first-tricks", lead_ace=False, flush=None, rob=True,
                             scoring="tricks", defend=False, seven=True),
}

_LOO_SRC = "Foster 1914, Loo (seed 001 part 3 §B22)"
#: The book prints no law numbers for loo; these rows follow its order (seed 001 part 3 lines
#: 2203-2262), in our own words.
LOO_LAWS = LawBook.of("Loo", _LOO_SRC, [
    ("1", "misdeal", "A misdeal (no cut, a card exposed, a wrong number of cards or hands) loses the deal and the "
                     "dealer pays three reds into the pool in play; a faced card or imperfect pack: the same dealer "
                     "deals again.", "three reds into the pool"),
    ("2", "declaring", "Each from the dealer's left stands, takes the widow or passes; one who plays must take a "
                       "trick or be looed."),
    ("3", "looked", "Looking at one's cards before one's turn to declare, or declaring out of turn: three reds "
                    "into the pool in play, and he wins nothing this deal.", "three reds; wins nothing"),
    ("4", "leads", "The eldest in leads the ace of trumps (the king when the ace is turned), else a trump if he "
                   "holds one; each trick's winner leads a trump if able."),
    ("5", "following", "Follow suit and head the trick if able; void, trump or over-trump if able; no obligation "
                       "to under-trump."),
    ("6", "revoke", "A revoke (not following, heading, trumping or leading a trump when bound to): play stops, the "
                    "pool is divided among those who declared except the offender, who pays six reds into the next "
                    "pool.", "six reds into the next pool"),
    ("7", "penalty", "A player who exposes a card, leads or plays out of turn, or abandons his hand wins nothing "
                     "this deal (his tricks' shares stay in the pool) and is looed three reds into the next pool.",
     "looed three reds"),
], meanings={"misdeal": 1, "revoke-penalty": 6, "revoke-established": 6, "revoke-corrected": 6,
             "exposed-card": 7, "lead-out-of-turn": 7})

RAMS_LAWS = LawBook.of("Rams", "Foster 1914, Rams (seed 001 part 3 §B19)", [
    ("1", "misdeal", "Irregularities in the deal as at spoil five: the dealer's fault passes the deal.",
     "the deal passes"),
    ("2", "declaring", "Each from the eldest plays (his hand or the widow) or passes; one who plays must take a "
                       "trick or pay five; the dealer must play against one."),
    ("3", "following", "Head the trick if able; void, trump if able even when it is already trumped higher."),
    ("4", "penalty", "The one penalty, for a wrong number of cards, exposing a card, leading or playing out of "
                     "turn, a revoke or failing to head or trump: win nothing this deal and pay five into the next "
                     "pool.", "wins nothing; five into the next pool"),
    ("5", "general-rams", "One who expects to take every trick may declare general rams: all must play, he "
                          "leads; all five win the pool and five from each player; failing, he doubles the pool "
                          "and pays five to each opponent."),
], meanings={"misdeal": 1, "revoke-penalty": 4, "revoke-established": 3, "revoke-corrected": 3,
             "exposed-card": 4, "lead-out-of-turn": 4})


def loo_order(variant: PoolVariant, trump: int | None, rules: "PoolTrickRules") -> TrickOrder:
    """The trick order of a deal of ``variant`` with ``trump`` (None: a simple pool before a
    trump is turned): whist order (A high), rams' écarté order (K Q J A 10 9 8 7) or the piquet
    order, Pam the best trump in five-card loo, bierspiel's seven of diamonds below the ace of
    trumps."""
    suit = [c & 3 for c in range(54)]
    suit[52] = suit[53] = -1
    ecarte = variant.pack == "32" and getattr(rules, "order", "piquet") == "ecarte"
    rank = []
    for c in range(54):
        r = (c >> 2) + 2
        rank.append(2 * r if not (ecarte and r == 14) else 21)   # the ace between the jack and the ten
    civil: dict[int, int] = {}
    if trump is not None and variant.pam:
        suit[PAM], rank[PAM] = trump, 99
        civil[PAM] = card(14, trump)
    if trump is not None and variant.seven:
        suit[_SEVEN_DIAMONDS], rank[_SEVEN_DIAMONDS] = trump, rank[card(14, trump)] - 1
        if ecarte:
            rank[_SEVEN_DIAMONDS] = 27
    return TrickOrder(trump, suit, rank, variant.follow, civil=civil)


@dataclass(frozen=True)
class PoolTrickRules(Rules):
    unlimited: bool = option(False, "unlimited loo: a looed player pays the amount in the pool (penalties as "
                             "limited)", "001 part 3 §B22 limited and unlimited loo")
    referee_mode: bool = option(False, "accept a revoke as a physical table would (recorded, not refused) and "
                                "settle it by law when claimed", "001 part 3 §B22 penalties; §B19 penalty")


@dataclass(frozen=True)
class RamsRules(Rules):
    order: str = option("ecarte", "rank of the cards: 'ecarte' (K Q J A 10 9 8 7) or 'piquet' (A K Q J .. 7, "
                        "lately fashionable)", "001 part 3 §B19 cards", choices=("ecarte", "piquet"))
    referee_mode: bool = option(False, "accept a revoke as a physical table would and settle it when claimed",
                                "001 part 3 §B19 penalty")

    unlimited = False


@dataclass(frozen=True)
class BierspielRules(Rules):
    referee_mode: bool = option(False, "accept a revoke as a physical table would and settle it when claimed",
                                "001 part 3 §B21 penalties")

    unlimited = False
    order = "piquet"


@dataclass(frozen=True)
class RounceRules(Rules):
    referee_mode: bool = option(False, "accept a revoke as a physical table would and settle it when claimed",
                                "001 part 3 §B20 (the penalties of rams, §B19)")

    unlimited = False
    order = "whist"


class PoolTrickState(TrickPenalties, GameState):
    """One deal of a pool trick game (see the module docstring); subclasses set ``variant``.

    Seats P1..Pn (N E S W with four), the dealer last by default. Context: ``dealer``, ``pool`` (chips carried in).
    Actions: ``stand``, ``widow``, ``play``, ``pass`` (declaring), ``discard <cards>``/``keep``
    (the exchange, the widow's discard), ``rob <card>``/``refuse``, ``play <card>``."""

    variant: PoolVariant = VARIANTS["three-card-loo"]
    rules_cls = PoolTrickRules
    unit = "chips"
    penalty_laws = LOO_LAWS
    min_players, max_players = 3, 17

    def __init__(self, num_players: int = 5, rules=None, shuffler=None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        v = self.variant
        n = self.n = num_players
        need = n * v.hand + v.widow + 1
        if need > (52 if v.pack == "52" else 32):
            raise SetupError(f"{n} players need {need} cards; the pack has fewer")
        self.seat_names = ("N", "E", "S", "W") if n == 4 else tuple(f"P{i + 1}" for i in range(n))
        self.dealer = self.context.get("dealer", n - 1)
        if not isinstance(self.dealer, int) or not 0 <= self.dealer < n:
            raise SetupError(f"the dealer must be a seat 0 to {n - 1}")
        self.pot_in = self._context_numbers("pool", 0)
        if self.pot_in < 0:
            raise SetupError("the context's pool is a whole number of chips")
        self.paid = [0] * n                       # into this pool
        self.paid[self.dealer] = v.ante * v.red
        self.simple = v.simple is not None and self.pot_in == 0
        no_trump = self.simple and v.simple == "no-trump"
        deck = self.shuffler.shuffle(list(standard_pack() if v.pack == "52" else piquet_pack()))
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        self.widow: list[int] = []
        widow = 0 if no_trump else v.widow
        for _ in range(v.hand):                   # one at a time; the widow before the dealer
            for i in range(1, n + 1):
                s = (self.dealer + i) % n
                if s == self.dealer and widow:
                    self.widow.append(deck[pos])
                    pos += 1
                hands[s].append(deck[pos])
                pos += 1
        while len(self.widow) < widow:            # a widow larger than the hand (rounce)
            self.widow.append(deck[pos])
            pos += 1
        sort_hands(hands)
        self.hands = hands
        self.turned: list[int] = []
        self.trump: int | None = None
        if not no_trump:
            self._turn_trump(deck, pos)
            pos += len(self.turned)
        self.stock = list(deck[pos:])
        self.declared: dict[int, str] = {}
        self.passed_hands: dict[int, list[int]] = {}
        self.general_by: int | None = None
        self.dead: list[int] = []                 # hands given up (passed, exchanged for the widow)
        self.discards: dict[int, list[int]] = {}
        self.defender: int | None = None
        self.robbed = False
        self.tp: OrderedTrickPlay | None = None
        self.no_win: set[int] = set()
        self.fines_now = [0] * n                  # paid into the pool in play by a ruling
        self.penalised: set[int] = set()
        self.revoker: int | None = None
        self.flush_by: int | None = None
        self.sole: int | None = None              # wins the pool without play
        self.nobody = False
        self.phase = "declare"
        self._turn = (self.dealer + 1) % n
        self.rulings: list[Ruling] = []
        self.revoke_claims: list[int] = []
        if v.declare == "none" or (self.simple and v.simple == "no-trump"):
            for s in range(n):
                self.declared[s] = "stand"
            self._after_declaring()

    def _turn_trump(self, deck: list[int], pos: int) -> None:
        c = deck[pos]
        self.turned = [c]
        if self.variant.seven and c == _SEVEN_DIAMONDS and pos + 1 < len(deck):
            self.turned.append(deck[pos + 1])
            c = deck[pos + 1]
        self.trump = c & 3

    @property
    def upcard(self) -> int | None:
        return self.turned[-1] if self.turned else None

    # ----- declaring ------------------------------------------------------------------------
    def _in(self) -> list[int]:
        return [s for s in range(self.n) if self.declared.get(s) in ("stand", "widow", "play")]

    def _declare_options(self, seat: int) -> list[str]:
        v = self.variant
        widow_left = bool(self.widow) and "widow" not in self.declared.values()
        if v.declare == "play-pass":
            opts = ["play", "pass"]
        else:
            opts = ["stand"] + (["widow"] if widow_left else []) + ["pass"]
        if v.general:
            opts.append("general")
        ins = self._in()
        if seat == self.dealer:
            if v.defend and len(ins) == 1 and self.declared[ins[0]] == "stand" and widow_left:
                return ["stand", "widow"]                  # defend the pool, or stand for himself
            if v.dealer_must and len(ins) == 1:
                return [o for o in opts if o != "pass"]
        if self.simple and v.simple == "all-play":
            return [o for o in opts if o != "pass"]
        if v.pone_must and seat == (self.dealer - 1) % self.n and not ins:
            return [o for o in opts if o != "pass"]
        return opts

    @property
    def to_act(self) -> int | None:
        if self.phase in ("declare", "exchange"):
            return self._turn
        if self.phase == "widow-discard":
            return self._turn
        if self.phase == "rob":
            return self.dealer
        if self.phase == "play":
            return self.tp.turn
        return None

    def _exchange_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        most = min(len(hand), len(self.stock))
        out = [Action("keep")]
        for k in range(1, most + 1):
            for combo in combinations(sorted(hand), k):
                out.append(Action("discard", tuple(Card(c) for c in combo)))
        return out

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "declare":
            return [Action(o) for o in self._declare_options(self._turn)]
        if ph == "exchange":
            return self._exchange_actions(self._turn)
        if ph == "widow-discard":
            return [Action("discard", (Card(c),)) for c in self.hands[self._turn]]
        if ph == "rob":
            return [Action("refuse")] + [Action("rob", (Card(c),)) for c in self.hands[self.dealer]]
        if ph == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play" and action.verb == "play":
            tp = self.tp
            c = action.args[0] if len(action.args) == 1 else None
            if (self.rules.referee_mode and isinstance(c, Card) and c in tp.hands[tp.turn]
                    and tp.is_revoke(tp.turn, c) and tp.called[tp.turn] is None):
                return
            if not tp.trick and isinstance(c, Card) and c in tp.hands[tp.turn] and c not in tp.legal():
                raise IllegalAction("lead " + (f"the {Card(tp.called[tp.turn])}" if tp.called[tp.turn] is not None
                                               else "a trump") + " (you hold one)", self._law("leads"))
            tp.check_play(action, self._law("following"))
            return
        if self._is_legal(action):
            return
        if self.phase == "declare":
            raise IllegalAction(f"{self.seat_names[self._turn]} may "
                                f"{' or '.join(self._declare_options(self._turn))}", self._law("declaring"))
        if self.phase == "exchange":
            raise IllegalAction(f"discard up to {min(len(self.hands[self._turn]), len(self.stock))} cards of your "
                                "hand (discard 7H 2C) or keep", self._law("declaring"))
        raise IllegalAction(*self._explain_illegal(action))

    def _law(self, code: str) -> str:
        book = self.penalty_laws
        for law in book.laws:
            if law.code == code:
                return book.cite(law.number)
        return book.cite(book.laws[0].number)

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        ph, verb = self.phase, action.verb
        if ph == "declare" and verb == "general":
            self.general_by = seat
            self.note(f"{name} declares general rams: everyone plays, and he leads")
            for s in range(self.n):
                if self.declared.get(s) == "pass":
                    back = self.passed_hands.pop(s)
                    self.hands[s] = back
                    self.dead = [c for c in self.dead if c not in back]
                if self.declared.get(s) != "widow":
                    self.declared[s] = "stand"
            self._after_declaring()
            return
        if ph == "declare":
            if verb == "widow" and seat == self.dealer and self.variant.defend and len(self._in()) == 1 \
                    and self.declared[self._in()[0]] == "stand":
                self.defender = seat
                self.note(f"{name} takes the widow to defend the pool")
            else:
                self.note(f"{name} {'takes the widow' if verb == 'widow' else verb + 's'}")
            self.declared[seat] = verb
            if verb == "pass":
                self.passed_hands[seat] = list(self.hands[seat])
            if verb in ("pass", "widow"):
                self.dead.extend(self.hands[seat])
                self.hands[seat] = []
            if verb == "widow":
                self.hands[seat] = sorted(self.widow, key=lambda c: (-(c & 3), -c))
                self.widow = []
                if self.variant.widow_discard:
                    self.phase = "widow-discard"
                    return
            self._next_declarer(seat)
            return
        if ph == "widow-discard":
            c = action.args[0]
            self.hands[seat].remove(c)
            self.discards.setdefault(seat, []).append(c)
            self.note(f"{name} discards a card")
            self.phase = "declare"
            self._next_declarer(seat)
            return
        if ph == "exchange":
            out = list(action.args) if verb == "discard" else []
            for c in out:
                self.hands[seat].remove(c)
            self.discards.setdefault(seat, []).extend(out)
            drawn, self.stock = self.stock[:len(out)], self.stock[len(out):]
            self.hands[seat].extend(drawn)
            sort_hands([self.hands[seat]])
            self.note(f"{name} takes {len(out)}")
            nxt = self._next_in_after(seat, self._in())
            if nxt is None:
                self._begin_play()
            else:
                self._turn = nxt
            return
        if ph == "rob":
            if verb == "rob":
                c = action.args[0]
                self.hands[seat].remove(c)
                self.hands[seat].append(self.upcard)
                self.discards.setdefault(seat, []).append(c)
                self.robbed = True
                self.note(f"{name} robs the {Card(self.upcard)}")
            else:
                self.note(f"{name} plays his own hand")
            self._start_tricks()
            return
        self._play_card(action.args[0])

    def _next_in_after(self, seat: int, ins: list[int]) -> int | None:
        """The next seat of ``ins`` after ``seat`` in the order from the dealer's left, or None."""
        order = [(self.dealer + i) % self.n for i in range(1, self.n + 1)]
        later = order[order.index(seat) + 1:]
        return next((s for s in later if s in ins), None)

    def _next_declarer(self, seat: int) -> None:
        if seat == self.dealer:
            self._after_declaring()
        else:
            self._turn = (seat + 1) % self.n

    def _after_declaring(self) -> None:
        ins = self._in()
        v = self.variant
        if not ins:
            self.nobody = True
            self.note("nobody plays: the pool stands")
            self.phase = "over"
            return
        if len(ins) == 1 and v.scoring == "pool":
            self.sole = ins[0]
            self.note(f"{self.seat_names[ins[0]]} alone is in and takes the pool without play")
            self.phase = "over"
            return
        if v.exchange:
            self.phase = "exchange"
            first = [(self.dealer + i) % self.n for i in range(1, self.n + 1)]
            self._turn = next(s for s in first if s in ins)
            return
        self._begin_play()

    def _begin_play(self) -> None:
        if self._flush():
            return
        if self.variant.rob and self.dealer in self._in() and self.upcard is not None:
            self.phase = "rob"
            return
        self._start_tricks()

    def _flush(self) -> bool:
        v = self.variant
        if v.flush is None or self.trump is None:
            return False
        order = loo_order(v, self.trump, self.rules)
        first = [(self.dealer + i) % self.n for i in range(1, self.n + 1)]
        holders = []
        for s in first:
            if s not in self._in():
                continue
            h = self.hands[s]
            if v.flush == "trumps":
                ok = len(h) == v.hand and all(order.suit[c] == self.trump for c in h)
            else:
                pam = v.pam and PAM in h
                rest = [c for c in h if not (v.pam and c == PAM)]
                ok = len(h) == v.hand and len({c & 3 for c in rest}) == 1 and len(rest) + pam == v.hand
            if ok:
                holders.append(s)
        if not holders:
            return False
        self.flush_by = holders[0]
        self.flush_spared = holders[1:] if v.flush == "trumps" else []
        self.note(f"{self.seat_names[holders[0]]} shows a flush and takes the pool")
        self.phase = "over"
        return True

    def _start_tricks(self) -> None:
        ins = set(self._in())
        out = [s for s in range(self.n) if s not in ins]
        self.order = loo_order(self.variant, self.trump, self.rules)
        lead = self.general_by if self.general_by is not None else (self.dealer + 1) % self.n
        self.tp = OrderedTrickPlay(self.hands, self.order, lead, out)
        self.hands = self.tp.hands
        self.phase = "play"
        self._set_lead()

    def _set_lead(self) -> None:
        tp, v = self.tp, self.variant
        if tp.over or self.trump is None:
            return
        k = len(tp.quitted)
        must = (v.lead_trump == "always" or (v.lead_trump == "after-first" and k == 1)
                or (v.lead_trump == "first-tricks" and k < len(tp.seats) - 1))
        if must:
            tp.suit_called[tp.leader] = self.trump
        if v.lead_ace and k == 0:
            ace, king = card(14, self.trump), card(13, self.trump)
            want = king if self.upcard == ace else ace
            if want in tp.hands[tp.leader]:
                tp.called[tp.leader] = want

    def _play_card(self, c: int) -> None:
        tp = self.tp
        w = tp.play(c)
        if w is None:
            return
        leader, cards, _ = tp.quitted[-1]
        if self.trump is None and self.stock and any(tp.order.suit[x] != tp.order.suit[cards[0]] for x in cards):
            # a simple pool: a player could not follow; a trump is turned after the trick
            self.turned = [self.stock.pop(0)]
            self.trump = self.turned[0] & 3
            tp.order = self.order = loo_order(self.variant, self.trump, self.rules)
            tp.trump = self.trump
            w2 = tp.seat_at(leader, tp.order.winner(cards))
            self.note(f"a player could not follow: the {Card(self.turned[0])} is turned; "
                      f"{SUIT_NAMES[self.trump]} are trumps")
            if w2 != w:
                tp.won[w] -= 1
                tp.won[w2] += 1
                tp.quitted[-1] = (leader, cards, w2)
                tp.leader = tp.turn = w = w2
        self.note(f"{self.seat_names[w]} wins the trick")
        if self.general_by is not None and w != self.general_by:
            self.note("the general rams fails: the others throw in their cards")
            self.phase = "over"
            return
        if tp.over:
            self.phase = "over"
            self.note(self.result_text() or "")
        else:
            self._set_lead()

    # ----- the settlement --------------------------------------------------------------------
    def _pool_now(self) -> int:
        return self.pot_in + sum(self.paid) + sum(self.fines_now)

    def _loo_amount(self) -> int:
        v = self.variant
        return self._pool_now() if self.rules.unlimited else v.loo * v.red

    def settle(self) -> tuple[list[int], list[int], int]:
        """``(shares, into_next, left)``: chips each seat takes from the pool, pays into the next
        pool, and the chips left in this pool. Raises DealNotOver before the end."""
        if self.phase != "over":
            raise DealNotOver("the deal is not over")
        n, v = self.n, self.variant
        pool = self._pool_now()
        shares, nxt = [0] * n, [0] * n
        if v.scoring != "pool" or self.nobody:
            return shares, nxt, pool if v.scoring == "pool" else 0
        if self.sole is not None:
            shares[self.sole] = pool
            return shares, nxt, 0
        loo = self._loo_amount()
        if self.flush_by is not None:
            shares[self.flush_by] = pool
            payers = self._in() if v.flush == "trumps" else range(n)
            for s in payers:
                if s != self.flush_by and s not in self.flush_spared:
                    nxt[s] = loo
            return shares, nxt, 0
        if self.general_by is not None:
            g = self.general_by
            if tp_won_all(self.tp, g):
                shares[g] = pool
                return shares, nxt, 0
            nxt[g] = pool                              # he doubles the pool
            return shares, nxt, pool
        if self.revoker is not None:
            takers = [s for s in self._in() if s != self.revoker]
            each = pool // len(takers) if takers else 0
            for s in takers:
                shares[s] = each
            nxt[self.revoker] = 2 * v.penalty * v.red
            return shares, nxt, pool - each * len(takers)
        tp = self.tp
        per = pool // v.hand
        for s in self._in():
            if s in self.penalised:
                nxt[s] = v.penalty * v.red
            elif s == self.defender or s in self.no_win:
                pass
            elif tp.won[s]:
                shares[s] = per * tp.won[s]
            else:
                nxt[s] = loo
        return shares, nxt, pool - sum(shares)

    def general_payments(self) -> list[int]:
        """General rams (§B19): five from each player to a declarer who takes all five, five from
        a failed declarer to each opponent; zeros otherwise."""
        g, n = self.general_by, self.n
        out = [0] * n
        if g is None or self.phase != "over":
            return out
        each = self.variant.loo * self.variant.red
        sign = 1 if tp_won_all(self.tp, g) else -1
        for s in range(n):
            if s != g:
                out[s] -= sign * each
                out[g] += sign * each
        return out

    def outcome(self) -> list[int]:
        shares, nxt, _ = self.settle()
        if self.variant.scoring == "tricks":
            return list(self.tp.won) if self.tp else [0] * self.n
        side = self.general_payments()
        return [shares[s] - self.paid[s] - self.fines_now[s] - nxt[s] + side[s] for s in range(self.n)]

    @property
    def carried_out(self) -> int:
        shares, nxt, left = self.settle()
        return left + sum(nxt)

    def house_take(self) -> int:
        if self.phase != "over" or self.variant.scoring != "pool":
            return 0
        return self.carried_out - self.pot_in

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        names = self.seat_names
        if self.variant.scoring == "tricks":
            return "tricks: " + ", ".join(f"{names[s]} {t}" for s, t in enumerate(self.tp.won)) if self.tp else None
        shares, nxt, left = self.settle()
        if self.general_by is not None:
            g = names[self.general_by]
            won = tp_won_all(self.tp, self.general_by)
            return (f"{g} makes the general rams: the pool of {shares[self.general_by]} and "
                    f"{self.variant.loo} from each" if won else
                    f"{g} fails the general rams: he doubles the pool ({left + sum(nxt)}) and pays "
                    f"{self.variant.loo} to each")
        parts = [f"{names[s]} takes {shares[s]}" for s in range(self.n) if shares[s]]
        parts += [f"{names[s]} pays {nxt[s]} ({self.variant.looed_word})" for s in range(self.n) if nxt[s]]
        return "; ".join(parts + [f"next pool {left + sum(nxt)} before the dealer's stake"])

    # ----- what a seat sees ---------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(h) for s, h in enumerate(self.hands)}
        out["stock"] = list(self.stock)
        out["widow"] = list(self.widow)
        out["dead"] = list(self.dead)
        out["turn-up"] = [c for c in self.turned if not (self.robbed and c == self.upcard)]
        out["discards"] = [c for d in self.discards.values() for c in d]
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = set(self.stock) | set(self.widow) | set(self.dead)
        for s, h in enumerate(self.hands):
            if s != seat:
                out.update(h)
        for s, d in self.discards.items():
            if s != seat:
                out.update(d)
        out.difference_update(self.turned)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names, tp = self.seat_names, self.tp
        order = self.tp.order if tp else loo_order(self.variant, self.trump, self.rules)

        def strength(c: int) -> list:
            s = order.suit[c]
            return [SUIT_NAMES[s] if s >= 0 else None, order.rank[c]]
        v: dict[str, Any] = {
            "game": self.variant.slug, "phase": self.phase, "players": self.n, "seats": list(names),
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "order": {str(Card(c)): strength(c) for c in self.hands[seat]} if seat is not None else {},
            "trump": None if self.trump is None else SUIT_NAMES[self.trump],
            "turn_up": [str(Card(c)) for c in self.turned], "widow_cards": len(self.widow),
            "simple_pool": self.simple, "pool": self._pool_now(),
            "declared": {names[s]: d for s, d in self.declared.items()},
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
            "trick_order": [strength(c) for c in tp.trick] if tp else [],
            "tricks": list(tp.won) if tp else [0] * self.n,
            "played": [[[names[tp.seat_at(ld, i)], str(Card(c))] for i, c in enumerate(cs)]
                       for ld, cs, _ in tp.quitted] if tp else [],
            "exposed": {names[s]: [str(Card(c)) for c in e] for s, e in enumerate(tp.exposed) if e} if tp else {},
        }
        if self.phase == "over":
            v["outcome"] = self.outcome()
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        title = view["game"].replace("-", " ").capitalize()
        lines = [f"{title} - dealer {view['dealer']} - pool {view['pool']}"
                 + (" (simple)" if view["simple_pool"] else "")
                 + f" - trumps {view['trump'] or 'not yet turned'}"]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + (" ".join(view["hand"]) or "(none)"))
        if view["declared"]:
            lines.append("Declared: " + ", ".join(f"{p} {d}" for p, d in view["declared"].items()))
        lines.extend(trick_view_lines(view, (4,), always=True))
        lines.append("Tricks: " + ", ".join(f"{p} {t}" for p, t in zip(view["seats"], view["tricks"])))
        if view.get("result"):
            lines.append("Deal over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    # ----- the referee ----------------------------------------------------------------------------
    def _referee_open(self, call: str) -> None:
        if self.phase == "over":
            raise IllegalAction("the deal is over", self._law("penalty"))

    def _side(self, seat: int) -> int:
        return seat

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        if self.variant.scoring == "pool" and self.penalty_laws is LOO_LAWS:
            self.revoker = revoke.seat
            self.phase = "over"
            shares, nxt, left = self.settle()
            return Ruling(law=self._law("revoke"), penalty=f"play stops; the pool is divided among the others in "
                          f"and {self.seat_names[revoke.seat]} pays {nxt[revoke.seat]} into the next pool",
                          detail=f"revoke at trick {revoke.trick}", effect={"shares": shares, "into_next": nxt})
        return self._penalise(revoke.seat, f"revoke at trick {revoke.trick}")

    def _penalise(self, seat: int, why: str) -> Ruling:
        self.penalised.add(seat)
        v = self.variant
        return Ruling(law=self._law("penalty"), penalty=f"{self.seat_names[seat]} wins nothing this deal and pays "
                      f"{v.penalty * v.red} into the next pool", detail=why,
                      effect={"penalised": self.seat_names[seat], "into_next": v.penalty * v.red})

    def _not_liable(self, seat: int, call: str) -> Ruling | None:
        if seat not in self._in():
            raise IllegalAction(f"{self.seat_names[seat]} is not in this deal", self._law("penalty"))
        return self._penalise(seat, call.replace("-", " "))

    def _ref_looked(self, seat: int) -> Ruling:
        """Loo law 3: looking at one's cards before one's turn to declare, or declaring out of
        turn: three reds into the pool in play, and he wins nothing this deal."""
        if self.penalty_laws is not LOO_LAWS or self.phase != "declare":
            raise IllegalAction("this is claimed while the players declare, at loo", self._law("looked"))
        v = self.variant
        self.fines_now[seat] += v.penalty * v.red
        self.no_win.add(seat)
        return Ruling(law=self._law("looked"), penalty=f"{self.seat_names[seat]} pays {v.penalty * v.red} into "
                      "the pool in play and wins nothing this deal", effect={"fine": v.penalty * v.red})

    def _ref_misdeal(self, seat: int) -> Ruling:
        """Loo law 1 (rams law 1): a misdeal claimed before the first card is played: the deal is
        void and passes; at loo the dealer pays three reds into the pool."""
        if self.tp is not None and (self.tp.quitted or self.tp.trick):
            raise IllegalAction("a misdeal is claimed before the play", self._law("misdeal"))
        v = self.variant
        if self.penalty_laws is LOO_LAWS:
            self.fines_now[self.dealer] += v.penalty * v.red
        self.declared = {}
        self.nobody = True
        self.phase = "over"
        return Ruling(law=self._law("misdeal"), penalty="the deal passes" + (
            f"; the dealer pays {v.penalty * v.red} into the pool" if self.penalty_laws is LOO_LAWS else ""),
            effect={"void": True})


def tp_won_all(tp: OrderedTrickPlay | None, seat: int) -> bool:
    """Whether ``seat`` took every trick of the deal (all of them played)."""
    return tp is not None and tp.over and tp.won[seat] == tp.tricks_total


class PoolTrickMatch(Match):
    """Deals of a pool game: the deal passes to the left and the pool goes on (context
    ``pool``: what the last deal left in it and the loos paid into it)."""

    def carry(self, state: PoolTrickState) -> dict[str, Any]:
        ctx = super().carry(state)
        if state.variant.scoring == "pool":
            ctx["pool"] = state.carried_out
        return ctx


#: bierspiel's score (001 part 3 §B21, BS-01): three chalk crosses a player, each of five marks
#: (the centre and the four arms), one wiped out per trick won
CROSSES, MARKS_PER_CROSS = 3, 5


class BierspielMatch(Match):
    """Deals of bierspiel carrying each player's chalk marks (context ``marks``: 15 each, three
    crosses of five, BS-01); each trick won wipes one out. The match is over when at most one
    player has marks left: he is the last to wipe out his third cross and pays for the beer
    (:meth:`announcements` names him)."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("marks", [CROSSES * MARKS_PER_CROSS] * self.num_players)

    def carry(self, state: PoolTrickState) -> dict[str, Any]:
        """The marks after the deal, wiped out trick by trick in the order the tricks were won;
        ``context["last_out"]``: the seat whose last mark went last, when the final deal wipes
        out the last two (or more) players' crosses together (our reading of "the last to wipe
        out his third cross", 001 part 3 §B21, BS-01: the later in the play of that deal)."""
        ctx = super().carry(state)
        marks = list(self.context["marks"])
        last = None
        for _leader, _cards, w in (state.tp.quitted if state.tp else []):
            if marks[w] > 0:
                marks[w] -= 1
                if marks[w] == 0:
                    last = w
        ctx["marks"] = marks
        if not any(m > 0 for m in marks) and last is not None:
            ctx["last_out"] = last
        return ctx

    @property
    def is_over(self) -> bool:
        return sum(1 for m in self.context["marks"] if m > 0) <= 1

    def beer(self) -> int | None:
        """The seat that pays for the beer once the match is over, else None: the one player
        with marks left, or where the final deal wiped out every cross left, the player whose
        last mark went last (:meth:`carry`)."""
        if not self.is_over:
            return None
        left = [s for s, m in enumerate(self.context["marks"]) if m > 0]
        return left[0] if left else self.context.get("last_out")

    def announcements(self) -> list[str]:
        b = self.beer()
        return [] if b is None else [f"seat {b} is the last with a cross standing and pays for the beer"]


def _state(slug: str, rules_cls: type, laws: LawBook, lo: int, hi: int) -> type:
    return type(f"{slug.title().replace('-', '')}State", (PoolTrickState,),
                {"variant": VARIANTS[slug], "rules_cls": rules_cls, "penalty_laws": laws,
                 "min_players": lo, "max_players": hi,
                 "__doc__": f"One deal of {slug} (:data:`VARIANTS` [{slug!r}]; see the module docstring)."})


ThreeCardLooState = _state("three-card-loo", PoolTrickRules, LOO_LAWS, 3, 16)
IrishLooState = _state("irish-loo", PoolTrickRules, LOO_LAWS, 3, 17)
FiveCardLooState = _state("five-card-loo", PoolTrickRules, LOO_LAWS, 3, 10)
RamsState = _state("rams", RamsRules, RAMS_LAWS, 3, 5)
RounceState = _state("rounce", RounceRules, RAMS_LAWS, 3, 9)
BierspielState = _state("bierspiel", BierspielRules, RAMS_LAWS, 2, 5)
