"""Stud poker: one engine for the whole stud family, driven by a streets description.

A stud game is a list of *streets* (:class:`Street`): on each street every player still in is
dealt some cards face down and some face up, may have a choice to make about them (Mexican
stud: which card to turn up), and then a betting interval follows, opened by a stated seat (the
best hand showing, the age, or the low card's bring-in). The streets of each game are data
(:data:`STREETS`), the betting is :mod:`hoyle.mechanics.betting`, the showdown the evaluators of
:mod:`hoyle.evaluators` (the best five cards of five to seven, high or low). A registered
variant is a set of :class:`StudRules` options; no variant has code of its own.

Sources and readings:

* **Foster's stud poker** (seed 002, Stud Poker; catalog 000_002_003.md §6, 001_part3.md §A8):
  cards, seats, ante and buck as in straight poker (seed 002, Straight Poker): the holder of
  the buck antes for every player, then passes the buck to his left; the ante never changes;
  the deal goes to the winner of the pot. Straight flushes do not count (a straight flush
  ranks as a flush: the evaluator's ``STRAIGHT_POKER`` reading; the book is silent).
  *Method B* (the default, "much more popular"): one card down and one up, the highest card
  showing bets first and each must call, raise or drop; then an up card each and another
  interval, the best hand showing betting first, to five cards (O-002-19). The first speaker
  may not check (the book: he "makes the first bet"); a bet nobody calls takes the pot (and,
  with it, the next deal). *Method A* (``streets="foster-a"``): one card down and four up,
  then one interval as in straight poker: from the dealer's left each may pass once before a
  bet is made; if all pass the pot stays for the next deal (the buck then antes again, making
  a double pot) and the deal passes to the left. Bets are from one chip to the limit, as in
  draw poker (Foster law 19, law 28); calling, raising and showing as in draw poker, so the
  refusals cite Foster's laws of poker.
* **Seed 004's stud variants** (seed 004 §1.18.1; catalog 004.md): six-card stud (a sixth card
  down after the fourth interval, best five of six), seven-card stud (two down and one up,
  then up cards with an interval after each, to seven; best five of seven), Mexican stud (every
  card dealt down; after the second and each later round each player turns up one of his down
  cards, keeping one in the hole), last card down (five-card stud whose fifth card is dealt
  down), optional last card down (before the last round a player may turn up his hole card and
  have his fifth card dealt down), stud lowball (the lowest hand wins, each interval opened by
  the lowest hand showing), and seven-card stud with the low hole card wild. 004's own chapter
  on five-card stud is lost, so its base rules are *our reading*, the standard ones: each
  player antes one chip, the deal passes to the left, the best hand showing speaks first on
  every street and may check, bets from one chip to the limit, the usual ranking with straight
  flushes (as 004's draw poker, ``draw-poker-modern``).
* **Straight poker** (seed 002, Straight Poker; catalog 000_002_003.md §5, O-002-18;
  ``streets="straight"``): five cards down and no draw, then one interval as in method A (from
  the dealer's left each may pass until a bet is made, then those who passed must call, raise
  or drop); a pot nobody bets in stays and the buck antes again; the winner deals; straight
  flushes are not counted, so fours is the top hand.
* **Seed 004's games without a draw** (§1.18.4) that are streets: *cold hands*
  (``streets="cold-hands"``: the one interval comes before any card is dealt, then five cards
  each face up, a street with ``bet=False``, and the show) and *double-barreled shotgun* as
  printed (``streets="double-barreled-shotgun"``: five cards down; before each of four
  intervals every player, from the dealer's left, turns one up; the fifth turn-up is the show).
  The spit-in-the-ocean variants with table cards are streets too (``common``): *crisscross*
  (``streets="table-four"``, ``wild="last-common"``: four each, five table cards turned one at
  a time with an interval after each of the first four, the centre last, it and its rank wild)
  *Cincinnati* (``"table-five"``: five each, no wild cards) and *Lamebrain Pete* (Cincinnati
  with ``wild="low-common"``: the lowest table card, ace high, and its rank wild). The table
  cards are dealt as they are turned (the chances are those of dealing them face down first);
  the dealer's left opens each interval (our reading: nothing shows to rank the seats).
  Their antes, betting and ranking are 004's lost base rules, read as for its stud games.
* **Seven-card stud as printed** deals two down and five up (the catalog flags it: the
  standard game deals the seventh card down). We play it as printed; ``streets=
  "seven-card-last-down"`` is the standard deal.
* **The modern casino game** (``casino=True``, seven-card stud only; the structure of PHH's
  F7S variant): every player antes, the lowest up card (ace high, ties by suit: clubs,
  diamonds, hearts, spades) must bring it in for ``bring_in`` chips, live; the bring-in speaks
  first and may stand (``check``) or complete to the small bet (``raise``), not drop out (the
  bring-in is a forced bet; he may drop later in the interval); later streets are
  opened by the best hand showing; fixed limits, the small bet on the third and fourth
  streets and the big bet on the fifth to seventh; a bet and ``max_raises`` raises per
  interval (completing the bring-in is the bet); the seventh card is dealt down. Not modelled:
  the doubled bet allowed by an open pair on fourth street.

Readings where every text is silent: equal hands showing are broken by the seat nearest the
dealer's left (:data:`hoyle.mechanics.betting.FIRST_TO_ACT_RULES`); a player who folds keeps
his up cards on the table (they have been seen) and his down cards hidden; when the pack is
short for a round (seven-card stud with eight players) one card is dealt face up to the
middle and belongs to every hand (the standard rule); Mexican stud's players turn up their
cards in turn from the dealer's left; a wild card (``wild``) is every card of that rank in its
holder's hand, counted with the evaluator's rules for wild cards; a divided pot's odd chip goes
to the first winner from the dealer's left (Foster law 36 divides and says no more). Chips are
bought freely in stud (seed 002 law 5), so stacks are ``rules.buy_in`` each deal unless the
match context gives them; a player short of chips calls for what he has and side pots are
formed (:func:`hoyle.mechanics.betting.settle`).
"""

from __future__ import annotations

import copy
import functools
import itertools
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.determinise import Zone
from ...core.errors import IllegalAction, RuleOptionError, SetupError
from ...core.match import Match
from ...core.rules import Rules, option
from ...core.state import GameState
from ...evaluators import FOSTER, LOWBALL, STRAIGHT_POKER, evaluate, evaluate_low
from ...mechanics.betting import BettingRound, CarriedPot, ForcedBet, Limits, first_to_act, post_forced, settle
from .laws import FOSTER_LAWS

__all__ = ["Street", "Streets", "STREETS", "StudRules", "StudState", "StudMatch", "hand_value",
           "showing_value"]

FOSTER_B_SOURCE = "seed 002, Stud Poker (O-002-19: the best hand showing makes the first bet)"


@dataclass(frozen=True)
class Street:
    """One street: what each player still in is dealt, then one betting interval.

    Attributes:
        down, up: cards dealt face down, then face up, to each player (one at a time from the
            dealer's left, all the down cards first).
        opens: who opens the interval: ``"best-showing"`` (the best hand showing; the best
            *low* hand in a low game), ``"age"`` (the dealer's left, straight poker's order),
            ``"bring-in"`` (the lowest up card brings it in, the modern casino rule).
        check: whether the first speaker (and the others, while nothing is bet) may check.
        expose: after the deal each player turns up one of his down cards, keeping at least
            one down (Mexican stud).
        optional_down: before the deal each player may turn up his hole card and then have
            this street's card dealt down (five-card stud, optional last card down).
        bet: whether a betting interval follows the deal (false: straight to the next street,
            or the showdown; cold hands, whose only interval comes before any card is dealt).
        common: cards turned face up in the middle after the players' cards, each part of
            every hand (Cincinnati, crisscross, Lamebrain Pete).
    """

    down: int = 0
    up: int = 0
    opens: str = "best-showing"
    check: bool = True
    expose: bool = False
    optional_down: bool = False
    bet: bool = True
    common: int = 0


@dataclass(frozen=True)
class Streets:
    """A streets description: the streets in order, what happens when nobody bets, the source."""

    streets: tuple[Street, ...]
    source: str
    #: ``"show"``: an interval where all check goes on (to the showdown after the last);
    #: ``"carry"``: straight poker's rule, the pot stays for the next deal (Foster's method A)
    all_pass: str = "show"

    @property
    def cards(self) -> int:
        return sum(s.down + s.up for s in self.streets)


_UP, _DOWN = Street(up=1), Street(down=1)
_B = Street(check=False)
_FIVE = (Street(down=1, up=1), _UP, _UP, _UP)

#: every streets description the engine plays, by name (the ``streets`` rule option)
STREETS: dict[str, Streets] = {
    "foster-b": Streets(tuple(replace(s, check=False) for s in _FIVE),
                        "seed 002 Stud Poker, method B; O-002-19"),
    "foster-a": Streets((Street(down=1, up=4, opens="age"),),
                        "seed 002 Stud Poker, method A (betting as straight poker)", all_pass="carry"),
    "five-card": Streets(_FIVE, "five-card stud, our reading of 004's lost base rules"),
    "six-card": Streets(_FIVE + (_DOWN,), "seed 004 §1.18.1, six-card stud"),
    "seven-card": Streets((Street(down=2, up=1),) + (_UP,) * 4,
                          "seed 004 §1.18.1, seven-card stud as printed (2 down, 5 up)"),
    "seven-card-last-down": Streets((Street(down=2, up=1),) + (_UP,) * 3 + (_DOWN,),
                                    "seven-card stud, the standard deal (7th card down)"),
    "mexican": Streets((Street(down=2, expose=True),) + (Street(down=1, expose=True),) * 3,
                       "seed 004 §1.18.1, Mexican stud"),
    "last-card-down": Streets(_FIVE[:3] + (_DOWN,), "seed 004 §1.18.1, other variants (1)"),
    "optional-last-down": Streets(_FIVE[:3] + (Street(up=1, optional_down=True),),
                                  "seed 004 §1.18.1, other variants (2)"),
    "straight": Streets((Street(down=5, opens="age"),),
                        "seed 002 Straight Poker: five down, one interval from the dealer's left, "
                        "a pot nobody bets in stays", all_pass="carry"),
    "cold-hands": Streets((Street(opens="age"), Street(up=5, bet=False)),
                          "seed 004 §1.18.4, cold hands: the one interval before the deal, then "
                          "five up and the show"),
    "table-four": Streets((Street(down=4, common=1, opens="age"),) + (Street(common=1, opens="age"),) * 3
                          + (Street(common=1, bet=False),),
                          "seed 004 §1.18.4, crisscross: four each, five table cards turned one at a "
                          "time, an interval after each of the first four, the centre last"),
    "table-five": Streets((Street(down=5, common=1, opens="age"),) + (Street(common=1, opens="age"),) * 3
                          + (Street(common=1, bet=False),),
                          "seed 004 §1.18.4, Cincinnati: five each, five table cards turned one at a "
                          "time, an interval after each of the first four"),
    "double-barreled-shotgun": Streets((Street(down=5, expose=True),) + (Street(expose=True),) * 3,
                                       "seed 004 §1.18.4, double-barreled shotgun as printed: five "
                                       "down, then each turns one up before every interval"),
}


@dataclass(frozen=True)
class StudRules(Rules):
    """Rule options of stud poker (see the module docstring for the sources and readings).

    The defaults are 004's five-card stud as we read it; each registered game is a set of
    these options.
    """

    streets: str = option("five-card", "the streets description: what is dealt up and down on "
                          "each street and who opens each interval (hoyle.games.poker.stud.STREETS)",
                          "seed 002 Stud Poker; seed 004 §1.18.1", choices=tuple(STREETS))
    ranking: str = option("high", "'high': the usual ranking with straight flushes; "
                          "'no-straight-flush': Foster's stud (a straight flush counts as a "
                          "flush); 'low': the lowest hand wins, ace low, straights and flushes "
                          "not counted (lowball's ranking)",
                          "seed 002 Stud Poker; seed 004 §1.18.1 (stud lowball), §1.18.3 (lowball)",
                          choices=("high", "no-straight-flush", "low"))
    wild: str = option("none", "'low-hole': each player's lowest hole card (ace high) and every "
                       "card of its rank in his hand are wild; 'last-hole': his last hole card "
                       "and its rank (Mexican stud's 'sometimes'); 'last-common': the table card "
                       "turned last (crisscross's centre) and every card of its rank; "
                       "'low-common': the lowest table card (ace high) and every card of its rank "
                       "(Lamebrain Pete)",
                       "seed 004 §1.18.1, §1.18.4",
                       choices=("none", "low-hole", "last-hole", "last-common", "low-common"))
    ante: int = option(1, "chips of ante per player (the buck antes this for every player)",
                       "seed 002 Straight Poker (the ante is fixed before play; 1 is our reading)",
                       minimum=0, maximum=10_000, bound="our bound: 10,000 chips")
    ante_by: str = option("each", "'each': every player antes; 'buck': the holder of the buck "
                          "antes for all (Foster's straight poker and stud)",
                          "seed 002 Straight Poker, Stud Poker", choices=("each", "buck"))
    limit: int = option(10, "a bet or raise is from one chip to this limit (spread limit)",
                        "Foster law 19, law 28 (as in draw poker; 10 is our reading: the stud "
                        "texts fix no figure)", minimum=1, maximum=1_000_000,
                        bound="our bound: 1,000,000 chips")
    next_dealer: str = option("left", "'left': the deal passes to the left; 'winner': the winner "
                              "of the pot deals next (straight poker, Foster's stud)",
                              "seed 002 Straight Poker, Stud Poker (O-002-19)",
                              choices=("left", "winner"))
    casino: bool = option(False, "the modern casino structure of seven-card stud (PHH's F7S): "
                          "antes, a bring-in by the lowest up card, fixed small and big bets, "
                          "the seventh card down", "the modern standard (PHH variant F7S); not in "
                          "the seeds")
    bring_in: int = option(2, "casino: the bring-in, paid by the lowest up card", "PHH F7S",
                           minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    small_bet: int = option(4, "casino: the fixed bet of the third and fourth streets", "PHH F7S",
                            minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    big_bet: int = option(8, "casino: the fixed bet of the fifth to seventh streets", "PHH F7S",
                          minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    max_raises: int = option(3, "casino: raises allowed after the bet in one interval",
                             "the standard cap of four bets (PHH F7S)", minimum=0, maximum=100)
    buy_in: int = option(100, "chips in front of each player when the match gives no stacks",
                         "seed 003 §16 / 001 part 2 §20.1: each buys 100 white chips; chips are "
                         "bought freely in stud (seed 002 law 5)", minimum=1, maximum=1_000_000,
                         bound="our bound: 1,000,000 chips")

    def validate(self) -> None:
        super().validate()
        if self.casino:
            if self.streets not in ("seven-card", "seven-card-last-down"):
                raise RuleOptionError("casino is the modern seven-card stud (PHH F7S): set "
                                      "streets to seven-card")
            if not self.bring_in <= self.small_bet <= self.big_bet:
                raise RuleOptionError("casino: the bring-in, small bet and big bet must rise "
                                      f"({self.bring_in}, {self.small_bet}, {self.big_bet})")
            if self.ranking != "high" or self.wild != "none":
                raise RuleOptionError("casino seven-card stud is played high, without wild cards")
        if self.wild == "last-hole" and self.streets != "mexican":
            raise RuleOptionError("wild 'last-hole' is Mexican stud's (seed 004 §1.18.1)")
        if self.wild == "low-hole" and not self.streets.startswith("seven-card"):
            raise RuleOptionError("wild 'low-hole' is seven-card stud's (seed 004 §1.18.1)")
        if self.wild in ("last-common", "low-common") and not any(
                st.common for st in STREETS[self.streets].streets):
            raise RuleOptionError(f"wild {self.wild!r} names a table card: set streets to a game "
                                  "with table cards (table-four, table-five; seed 004 §1.18.4)")
        if self.wild != "none" and self.ranking == "low":
            raise RuleOptionError("wild cards are not played in stud lowball here")


class _Config:
    """The rules resolved: the streets, the hand rules, the limits of each interval."""

    def __init__(self, r: StudRules):
        desc = STREETS["seven-card-last-down" if r.casino else r.streets]
        streets = list(desc.streets)
        if r.casino:
            streets[0] = replace(streets[0], opens="bring-in")
        self.streets = tuple(streets)
        self.all_pass = desc.all_pass
        self.low = r.ranking == "low"
        self.hand_rules = STRAIGHT_POKER if r.ranking == "no-straight-flush" else FOSTER
        self.limits = []
        for i in range(len(streets)):
            if r.casino:
                self.limits.append(Limits("fixed", r.small_bet if i < 2 else r.big_bet,
                                          max_raises=r.max_raises))
            else:
                self.limits.append(Limits("spread", r.limit))


def _config(rules: StudRules) -> _Config:
    cfg = getattr(rules, "_stud_cfg", None)
    if cfg is None:
        cfg = _Config(rules)
        object.__setattr__(rules, "_stud_cfg", cfg)
    return cfg


def _low_rank(c: Card) -> int:
    return 1 if c.rank == 14 else c.rank


def showing_value(up: list[Card], low: bool = False, hand_rules=FOSTER) -> tuple:
    """A comparable value of the cards showing (one to five), higher is better: the poker value
    of a short hand (pairs, then the cards in order; Foster law 35), or for a low game the
    better low showing (no pair beats a pair, then the lower cards; ace low)."""
    if not up:
        return ()
    if not low:
        return evaluate(up, hand_rules).key
    counts: dict[int, int] = {}
    for c in up:
        counts[_low_rank(c)] = counts.get(_low_rank(c), 0) + 1
    order = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    return tuple(-x for x in shape + [0] * (5 - len(shape)) + order + [0] * (5 - len(order)))


def hand_value(cards: list[Card], low: bool = False, hand_rules=FOSTER, wild_rank: int | None = None):
    """The best five-card hand of ``cards`` (five to eight): a HandValue (high) or a LowValue
    (low, lowball's ranking), higher is better. ``wild_rank``: every card of that rank is wild."""
    cards = list(cards)
    if low:
        return max(evaluate_low(f, LOWBALL) for f in itertools.combinations(cards, 5))
    return _best_high(tuple(sorted(int(c) for c in cards)), hand_rules, wild_rank)


@functools.lru_cache(maxsize=64)
def _wild_rules(hand_rules, wild_rank: int):
    """The ranking with every card of ``wild_rank`` wild (one object per pair, so its tables are
    built once)."""
    return hand_rules.replace(name=f"{hand_rules.name}+wild{wild_rank}",
                              wild_cards=frozenset(range((wild_rank - 2) * 4, (wild_rank - 1) * 4)))


@functools.lru_cache(maxsize=65536)
def _best_high(cards: tuple[int, ...], hand_rules, wild_rank: int | None):
    rules = hand_rules if wild_rank is None else _wild_rules(hand_rules, wild_rank)
    wild = [c for c in cards if c in rules.wild_cards] if wild_rank is not None else []
    if 0 < len(wild) <= 5 and rules.wild_ties != "natural_wins":
        # a wild card may stand for the card it displaces, so (unless a natural hand beats the
        # same hand made with wild cards) a five holding every wild card is at least as good as
        # one that leaves a wild card out
        rest = [c for c in cards if c not in rules.wild_cards]
        fives = (tuple(wild) + f for f in itertools.combinations(rest, 5 - len(wild)))
    else:
        fives = itertools.combinations(cards, 5)
    best = None
    for five in fives:
        v = evaluate(five, rules)
        if best is None or v > best:
            best = v
    return best


# phases
DEAL_CHOICE, EXPOSE, BET, OVER = "turn up or keep", "expose", "betting", "over"


class StudState(CarriedPot, GameState):
    """One deal of stud poker (see the module docstring).

    Context keys read (all optional): ``dealer`` (seat; default the last), ``buck`` (the seat
    holding the buck; default the dealer), ``stacks`` (chips in front per seat),
    ``pot_carried`` (chips left by an earlier deal nobody bet in, Foster's method A).

    Actions: ``fold``, ``check``, ``call``, ``bet N`` (the whole stake of this interval),
    ``raise N`` (by N over the stake standing), as :class:`~hoyle.mechanics.betting.BettingRound`;
    Mexican stud's ``expose C`` (a down card to turn up); the optional last card down's
    ``turn-up`` (the hole card; the last card then comes down) and ``keep``.
    """

    rules_cls: ClassVar[type[Rules]] = StudRules
    unit: ClassVar[str] = "chips"

    def __init__(self, num_players: int, rules: Rules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        r: StudRules = self.rules  # type: ignore[assignment]
        cfg = self.cfg = _config(r)
        n = num_players
        ctx = self.context
        self.dealer = ctx.get("dealer", n - 1)
        buck = ctx.get("buck", self.dealer)
        if type(buck) is not int or not 0 <= buck < n:
            raise SetupError(f"the context's buck is a seat 0 to {n - 1}, not {str(buck)[:20]}")
        self.buck = buck
        if "stacks" in ctx:
            self.stack = self._context_numbers("stacks", [0] * n)
            if any(x < 0 for x in self.stack):
                raise SetupError("the context's stacks are chips, 0 or more")
        else:
            self.stack = [r.buy_in] * n
        self.pot_in = self._context_numbers("pot_carried", 0)
        if self.pot_in < 0:
            raise SetupError("the context's pot_carried is chips, 0 or more")
        self.in_deal = [x > 0 for x in self.stack]
        if sum(self.in_deal) < 2:
            raise SetupError("a deal of stud poker needs at least two players with chips")
        if (cfg.streets[0].down + cfg.streets[0].up) * sum(self.in_deal) + \
                sum(st.common for st in cfg.streets) > 52:
            raise SetupError("the pack is too small for the first round at this table")
        self.folded = [not x for x in self.in_deal]
        self.paid = [0] * n
        self.down: list[list[Card]] = [[] for _ in range(n)]
        self.up: list[list[Card]] = [[] for _ in range(n)]
        self.common: list[Card] = []
        self.shown = [False] * n
        self.values: dict[int, Any] = {}
        self.turned: list[bool | None] = [None] * n       # optional last card down: chosen
        self.street = -1
        self.phase = BET
        self.round: BettingRound | None = None
        self.turn: int | None = None
        self.result: list[int] | None = None
        self.won = [0] * n
        self.winners: list[int] = []
        self.carried_out = 0
        self.unopened = False
        order = self.shuffler.shuffle(list(standard_pack().cards))
        order.reverse()
        self.stock = order                               # the top of the pack is the end
        self._post_antes()
        self._next_street()

    # ------------------------------------------------------------------ the flow
    def _order(self) -> list[int]:
        """Players still in, from the dealer's left."""
        n = self.num_players
        return [(self.dealer + 1 + k) % n for k in range(n) if not self.folded[(self.dealer + 1 + k) % n]]

    def _put(self, s: int, amount: int) -> None:
        self.stack[s] -= amount
        self.paid[s] += amount

    def _post_antes(self) -> None:
        r = self.rules
        if r.ante == 0:
            return
        if r.ante_by == "buck":
            k = sum(self.in_deal)
            bets = [ForcedBet("ante", r.ante * k, (self.buck - self.dealer) % self.num_players,
                              source="seed 002 Straight Poker (the buck antes for all)")]
        else:
            bets = [ForcedBet("ante", r.ante, "each")]
        posted = post_forced(bets, self.stack, self.dealer, self.in_deal)
        for kind, s, chips in posted.payers:
            self._put(s, chips)
            self.log.append(f"seat {s} antes {chips}" + (" for the table (the buck)" if r.ante_by == "buck" else ""))

    def _deal_round(self, face_up: bool) -> None:
        players = self._order()
        if len(self.stock) < len(players):      # the pack is short: one card to the middle
            c = self.stock.pop()
            self.common.append(c)
            self.log.append(f"the pack is short: {c} is dealt face up to the middle, for every hand")
            return
        for s in players:
            (self.up if face_up else self.down)[s].append(self.stock.pop())

    def _next_street(self) -> None:
        self.street += 1
        cfg = self.cfg
        if self.street >= len(cfg.streets):
            self._showdown()
            return
        st = cfg.streets[self.street]
        if st.optional_down:
            self.phase = DEAL_CHOICE
            self.pending_choice = self._order()
            self.turn = self.pending_choice[0]
            return
        self._deal_street(st)

    def _deal_street(self, st: Street) -> None:
        for _ in range(st.down):
            self._deal_round(False)
        for _ in range(st.up):
            if st.optional_down:
                players = self._order()
                if len(self.stock) < len(players):
                    self._deal_round(True)
                    continue
                for s in players:
                    (self.down if self.turned[s] else self.up)[s].append(self.stock.pop())
            else:
                self._deal_round(True)
        for _ in range(st.common):
            c = self.stock.pop()
            self.common.append(c)
            self.log.append(f"{c} is turned up in the middle, for every hand")
        self.log.append(self._board_line())
        if st.expose:
            self.phase = EXPOSE
            self.pending_choice = [s for s in self._order() if len(self.down[s]) >= 2]
            if self.pending_choice:
                self.turn = self.pending_choice[0]
                return
        self._begin_interval()

    def _board_line(self) -> str:
        parts = [f"seat {s}: {' '.join(map(str, self.up[s])) or '-'}" for s in self._order()]
        return f"street {self.street + 1}, showing: " + "; ".join(parts) + \
            (f"; middle {' '.join(map(str, self.common))}" if self.common else "")

    def _showing(self) -> list:
        return [showing_value(self.up[s], self.cfg.low, self.cfg.hand_rules)
                if not self.folded[s] else None for s in range(self.num_players)]

    def _begin_interval(self) -> None:
        self.phase = BET
        self.turn = None
        st = self.cfg.streets[self.street]
        if not st.bet:                          # no interval on this street (cold hands' deal)
            self._next_street()
            return
        live = [not f for f in self.folded]
        limits = self.cfg.limits[self.street]
        committed = None
        opened = None
        complete = None
        stacks = list(self.stack)
        if st.opens == "bring-in":
            r = self.rules
            showing = [min(self.up[s]) if live[s] and self.up[s] else 10 ** 6 for s in range(self.num_players)]
            posted = post_forced([ForcedBet("bring-in", r.bring_in, "worst-showing", True, "PHH F7S")],
                                 stacks, self.dealer, live, showing)
            (_, first, chips), = posted.payers
            self.log.append(f"seat {first} brings it in for {chips} (the lowest card showing)")
            self.stack = stacks = posted.stacks
            self.paid[first] += chips
            committed, opened, complete = posted.live, True, r.small_bet
        elif st.opens == "age":
            first = first_to_act("age", self.dealer, live)
        else:
            first = first_to_act("best-showing", self.dealer, live, showing=self._showing())
        self.opener = first
        self.round = BettingRound(
            stacks, live, first, limits, committed=committed, opened=opened,
            pot=self.pot_in + sum(self.paid) - (sum(committed) if committed else 0),
            checkers=None if st.check else (), fold_unopened=not st.check, book=FOSTER_LAWS,
            complete=complete, no_check_source=None if st.check else FOSTER_B_SOURCE)
        self._after_bet()

    def _after_bet(self) -> None:
        rd = self.round
        assert rd is not None
        if rd.winner is not None:
            self._finish_uncontested(rd.winner)
            return
        if not rd.over:
            return
        self.round = None
        if not rd.opened and self.cfg.all_pass == "carry":
            self._carry()
            return
        self._next_street()

    # ------------------------------------------------------------------ the end
    def _finish(self, won: list[int]) -> None:
        self.won = won
        self.result = [won[s] - self.paid[s] for s in range(self.num_players)]
        self.phase = OVER
        self.turn = None
        self.round = None

    def _carry(self) -> None:
        self.unopened = True
        self.carried_out = self.pot_in + sum(self.paid)
        self.log.append(f"all pass: {self.carried_out} chips stay in the pot for the next deal")
        self._finish([0] * self.num_players)

    def _finish_uncontested(self, w: int) -> None:
        total = self.pot_in + sum(self.paid)
        won = [0] * self.num_players
        won[w] = total
        self.winners = [w]
        self.log.append(f"seat {w} takes the pot of {total} without a show")
        self._finish(won)

    def _wild_rank(self, s: int) -> int | None:
        w = self.rules.wild
        if w in ("last-common", "low-common"):
            if not self.common:
                return None
            return self.common[-1].rank if w == "last-common" else min(c.rank for c in self.common)
        if w == "none" or not self.down[s]:
            return None
        if w == "low-hole":
            return min(c.rank for c in self.down[s])
        return self.down[s][-1].rank

    def _showdown(self) -> None:
        live = [s for s in self._order()]
        for s in live:
            self.shown[s] = True
            self.values[s] = hand_value(self.down[s] + self.up[s] + self.common, self.cfg.low,
                                        self.cfg.hand_rules, self._wild_rank(s))
        won = settle(self.paid, self.folded, self.values, dealer=self.dealer, dead=self.pot_in)
        best = max(self.values.values())
        self.winners = [s for s in live if won[s] > 0]
        self.log.append("show: " + "; ".join(f"seat {s} {self.values[s].describe()}" for s in live)
                        + f"; best: seat(s) {', '.join(str(s) for s in live if self.values[s] == best)}")
        self._finish(won)

    # ------------------------------------------------------------------ the contract
    @property
    def to_act(self) -> int | None:
        if self.phase == BET:
            return self.round.turn if self.round is not None else None
        return self.turn

    def _bring_in_turn(self) -> bool:
        """Whether the casino bring-in is to speak on the bet he was made to post: he then
        stands on it or completes, and may not throw his hand away (the modern rule, PHH F7S:
        the bring-in is a forced bet, posted or completed)."""
        rd = self.round
        return (self.rules.casino and self.street == 0 and rd is not None and rd.complete is not None
                and rd.turn == getattr(self, "opener", None) and rd.high < rd.complete)

    def legal_actions(self) -> list[Action]:
        if self.phase == BET:
            if self.round is None:
                return []
            if self._bring_in_turn():
                return [a for a in self.round.legal_actions() if a.verb != "fold"]
            return self.round.legal_actions()
        if self.phase == EXPOSE:
            return [Action("expose", (c,)) for c in self.down[self.turn]]
        if self.phase == DEAL_CHOICE:
            return [Action("turn-up"), Action("keep")]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == BET and self.round is not None:
            if action.verb == "fold" and self._bring_in_turn():
                raise IllegalAction("the bring-in is a forced bet: stand on it (check) or complete "
                                    "it (raise); you may drop out later in the interval",
                                    law="the modern casino rule (PHH F7S)")
            self.round.check(self.round.turn, action)
            return
        super()._check(action)

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.phase == EXPOSE and action.verb == "expose":
            return (f"turn up one of your own down cards ({' '.join(map(str, self.down[self.turn]))}), "
                    f"keeping one in the hole", "seed 004 §1.18.1 (Mexican stud)")
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        if self.phase == BET:
            rd = self.round
            seat = rd.turn
            put = rd.apply_unchecked(seat, action)
            self.stack[seat] -= put
            self.paid[seat] += put
            if action.verb == "fold":
                self.folded[seat] = True
            self.log.append(self._bet_line(seat, action, put))
            self._after_bet()
            return
        seat = self.turn
        if self.phase == EXPOSE:
            c = action.args[0]
            self.down[seat].remove(c)
            self.up[seat].append(c)
            self.log.append(f"seat {seat} turns up {c}")
        else:
            self.turned[seat] = action.verb == "turn-up"
            if self.turned[seat]:
                c = self.down[seat].pop()
                self.up[seat].append(c)
                self.log.append(f"seat {seat} turns up his hole card {c}: his last card comes down")
            else:
                self.log.append(f"seat {seat} keeps his hole card down")
        self.pending_choice = self.pending_choice[1:]
        if self.pending_choice:
            self.turn = self.pending_choice[0]
            return
        self.turn = None
        if self.phase == EXPOSE:
            self._begin_interval()
        else:
            self._deal_street(self.cfg.streets[self.street])

    def _bet_line(self, seat: int, action: Action, put: int) -> str:
        v = action.verb
        if v == "fold":
            return f"seat {seat} drops out"
        if v == "check":
            return f"seat {seat} " + ("stands" if self.round is not None and self.round.opened else "passes")
        if v == "call":
            return f"seat {seat} calls, putting in {put}"
        word = "bets" if v == "bet" else "raises by"
        return f"seat {seat} {word} {action.args[0]}, putting in {put}"

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {}
        for s in range(self.num_players):
            loc[f"down {s}"] = list(self.down[s])
            loc[f"up {s}"] = list(self.up[s])
        loc["middle"] = list(self.common)
        loc["stock"] = list(self.stock)
        return loc

    def _visible(self, seat: int | None) -> set:
        vis = set(self.common)
        for s in range(self.num_players):
            vis.update(self.up[s])
            if s == seat or self.shown[s]:
                vis.update(self.down[s])
        return vis

    def hidden_cards(self, seat: int | None) -> set[Card]:
        return set(standard_pack().cards) - self._visible(seat)

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (:mod:`hoyle.core.determinise`; the ISMCTS seat): each
        seat's down cards (its hole cards, unseen by the others until the show; a folded hand's
        stay unseen) and the pack still to come in its order (its end the next card dealt).
        The up cards and the middle are seen by all, so they are no zone. The order of a seat's
        down cards matters only to its own hand (the last dealt down is the hole card turned
        up by the optional last card down, or wild), and its own are never redealt."""
        zones = {f"hand {s}": Zone(h, attr="down", sort=False) for s, h in enumerate(self.down)}
        zones["stock"] = Zone(self.stock, ordered=True, attr="stock")
        return zones

    def clone(self) -> "StudState":
        new = copy.copy(self)
        for name in ("stack", "in_deal", "folded", "paid", "common", "shown", "turned", "won",
                     "winners", "stock", "history", "log"):
            setattr(new, name, list(getattr(self, name)))
        new.down = [list(h) for h in self.down]
        new.up = [list(h) for h in self.up]
        new.values = dict(self.values)
        new.context = dict(self.context)
        if self.result is not None:
            new.result = list(self.result)
        if self.round is not None:
            new.round = self.round.copy()
        if hasattr(self, "pending_choice"):
            new.pending_choice = list(self.pending_choice)
        return new

    # ------------------------------------------------------------------ views
    def view(self, seat: int | None) -> dict[str, Any]:
        rd = self.round
        seats = []
        for s in range(self.num_players):
            d: dict[str, Any] = {
                "seat": s, "stack": self.stack[s] + self.won[s], "bet": self.paid[s],
                "in": self.in_deal[s], "folded": self.folded[s] and self.in_deal[s],
                "all_in": self.in_deal[s] and not self.folded[s] and self.stack[s] == 0,
                "up": [str(c) for c in self.up[s]], "down": len(self.down[s]),
            }
            if self.shown[s]:
                d["shown"] = [str(c) for c in self.down[s] + self.up[s]]
                d["hand_value"] = self.values[s].describe()
            seats.append(d)
        to_call = 0
        if rd is not None and seat is not None and rd.turn == seat:
            to_call = rd.high - rd.committed[seat]
        v: dict[str, Any] = {
            "game": self.game.slug if hasattr(self, "game") else "stud-poker",
            "phase": self.phase, "street": self.street + 1, "streets": len(self.cfg.streets),
            "dealer": self.dealer, "buck": self.buck if self.rules.ante_by == "buck" else None,
            "to_act": self.to_act, "pot": self.pot, "pot_carried": self.pot_in,
            "to_call": to_call, "ranking": self.rules.ranking, "wild": self.rules.wild,
            "limit": self.cfg.limits[min(max(self.street, 0), len(self.cfg.limits) - 1)].size,
            "limit_kind": "fixed" if self.rules.casino else "spread",
            "opener": getattr(self, "opener", None) if rd is not None else None,
            "seats": seats, "seat": seat, "common": [str(c) for c in self.common],
            "hole": [str(c) for c in self.down[seat]] if seat is not None else [],
            "log": [str(x) for x in self.log],
        }
        if self.result is not None:
            v["outcome"] = list(self.result)
            v["winners"] = list(self.winners)
            v["carried_to_next_deal"] = self.carried_out
        return v

    def result_text(self) -> str | None:
        if self.result is None:
            return None
        if self.unopened:
            return f"all pass: {self.carried_out} chips stay in the pot for the next deal"
        parts = []
        for w in self.winners:
            hand = f" with {self.values[w].describe()}" if w in self.values else " without a show"
            parts.append(f"seat {w} takes {self.won[w]} chips{hand}")
        return "; ".join(parts)

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view['game']} -- street {view['street']} of {view['streets']}, {view['phase']}; "
                 f"pot {view['pot']}" + (f" (carried {view['pot_carried']})" if view.get("pot_carried") else "")
                 + f"; {view['limit_kind']} limit {view['limit']}"]
        for d in view["seats"]:
            s = d["seat"]
            tags = [t for t, on in (("dealer", s == view["dealer"]), ("buck", s == view.get("buck")),
                                    ("to act", s == view.get("to_act")), ("sitting out", not d["in"]),
                                    ("out", d["folded"]), ("all in", d["all_in"])) if on]
            if d.get("shown"):
                cards = " ".join(d["shown"])
            else:
                hole = view["hole"] if s == view.get("seat") else ["##"] * d["down"]
                cards = " ".join(hole) + (" | " if hole and d["up"] else "") + " ".join(d["up"])
            val = f" [{d['hand_value']}]" if d.get("hand_value") else ""
            lines.append(f"  seat {s}{' (' + ', '.join(tags) + ')' if tags else ''}: stack "
                         f"{d['stack']}, bet {d['bet']}  {cards.strip()}{val}")
        if view.get("common"):
            lines.append("  middle: " + " ".join(view["common"]))
        if view.get("to_call"):
            lines.append(f"to call: {view['to_call']}")
        if "outcome" in view:
            lines.append("result: " + ", ".join(f"seat {i} {v:+d}" for i, v in enumerate(view["outcome"]))
                         + (f"; carried {view['carried_to_next_deal']}" if view.get("carried_to_next_deal") else ""))
        return "\n".join(lines)


class StudMatch(Match):
    """A session of stud: the deal passes left, or to the winner of the pot (Foster); the buck
    passes left every deal (seed 002 Straight Poker); a pot nobody bet in stays for the next
    deal (method A), whose deal passes to the left. Context carried: ``dealer``, ``buck``,
    ``pot_carried``, ``deal_number``."""

    def carry(self, state: StudState) -> dict[str, Any]:
        ctx = dict(self.context)
        n = self.num_players
        ctx["deal_number"] = ctx.get("deal_number", 1) + 1
        dealer = ctx.get("dealer", n - 1)
        if self.rules.next_dealer == "winner" and state.winners and not state.unopened:
            ctx["dealer"] = state.winners[0]
        else:
            ctx["dealer"] = (dealer + 1) % n
        if self.rules.ante_by == "buck":
            ctx["buck"] = (ctx.get("buck", dealer) + 1) % n
        ctx["pot_carried"] = state.carried_out
        return ctx
