"""Brag and the small-hand poker games: one engine, every variant a set of options.

A deal is a few cards to each player and one of four forms (the ``form`` option), over the
betting mechanic (:mod:`hoyle.mechanics.betting`) and the three- and two-card evaluators
(:mod:`hoyle.evaluators.three_card`):

* ``"betting"``: cards dealt, then betting to a show or until one is left. The betting is
  ``system``: ``"foster"`` (Foster's brag: the dealer's ante is met, raised or dropped),
  ``"round"`` / ``"bet-or-raise"`` (004's brag: each turn costs the whole stake standing,
  and with two left either may pay double to see), or ``"poker"`` (an interval ending when the
  stakes are equal; 004's poker-style brag, three-card and two-card poker).
* ``"three-stake"``: Foster's three pools (the best up card; a brag; the count nearest 31).
* ``"split"``: seven- and nine-card brag: the hand is split into three-card hands, shown in
  turn; a player best in every show takes the pot, else it stays for the next deal.
* ``"dummy"``: the students' brag with a dummy hand to exchange with; the lowest hand pays.

Sources (catalog INDEX.md family 1) and our readings:

* **Single brag** (Foster; seed 001 part 3 §A12, seed 002 §10): 3 to 12 players, three cards
  each, one at a time from the dealer's left. The dealer antes before the cut, "any amount
  within the limit" (``ante``; 1 chip is our reading); no straddle. From the age each must put
  up the dealer's ante, raise it within the limit, or drop; later players meet the total,
  raise, or drop (as betting after the draw in draw poker, so Foster's laws of poker are
  cited). If nobody meets the ante each other player pays the dealer one white chip; an
  uncalled bet wins unshown; on a call the best hand wins. Only prials and pairs count, the
  braggers A♦ > J♣ > 9♦ wild, a natural hand beating the same made with a bragger (BR-01..03).
  Our readings: the dealer, his ante standing, speaks last and may stand or raise (as the
  blind does); equal hands divide the pot, the odd chip to the first from the dealer's left.
* **American brag** (same section, BR-05): all jacks and nines are braggers, equal, and a
  bragger-made hand beats the natural one. When a raise is seen by another player (neither
  the dealer) the two compare hands privately; the worse retires, his chips staying in, and
  the better awaits the next call or raise; so on until one is left to contest the dealer
  (``swap``). Our readings: equal hands in a comparison both stay; the two who compare see
  each other's cards and nobody else does.
* **Three-stake brag** (same section, BR-04): each puts up three equal fixed stakes
  (``stake``). Two cards down, one up. Pool 1: the best up card (ace high; A♦, J♣, 9♦ above
  their ranks), ties to the eldest hand. Pool 2: the hands are bet as in brag, anyone may
  open; nobody betting gives it to the dealer; those who drop keep their cards. Pool 3: all
  hands shown, pips counted (ace 11, court cards 10); the highest total wins, ties to the
  eldest. Not modelled: the local drawing to 31. Our reading of BR-04: without drawing
  nobody is "over 31", so three aces (33) are the highest count.
* **Three-card brag** (seed 004 §1.8.1, O39-O42): 3 to 12 players, the modern ranking (prial,
  running flush, run, flush, pair, high card; 3-2-A the best run), the special prial three 3s
  above three aces (``ranking="brag-threes-top"``, the book's example; ``brag`` for none), wild
  cards none, deuces, or the braggers (``ranking``). Each antes (``ante``, "sometimes": 1 chip
  our reading). One round of betting from the dealer's left; no standing pat: bet or drop.
  ``system="round"``: one chip each turn or drop; ``"bet-or-raise"`` (the default, with
  ``limit`` 5: "1 to 5 chips"): any turn may raise within the limit and every later turn must
  put in at least that whole stake; with two left either may put in double the stake to see.
  ``"poker"``: poker betting, a show with any number once the stakes are equal. A player who
  cannot pay lays his hand on the pot (covers it): he is all in and the rest bet on in a side
  pot (:func:`~hoyle.mechanics.betting.settle`). Not modelled: blind betting, the poker-style
  modifications (a) and (b), and the unshuffled pack (reshuffled only after a prial): each
  deal here is shuffled.
* **Seven-card brag** (004 §1.8.2, O43): 2 to 7 players, equal antes, seven cards; one discarded
  face down and the six split into two hands, the better shown first. Top prial three 7s. A
  player best in both shows takes the pot; otherwise all ante again and the pot grows. Option
  ``four_of_a_kind``: four of a kind dealt, declared before discarding, wins at once. Our
  readings: a hand equal to the best counts as best (such players divide the pot); a player
  "best in both" must be so against every other player's hand.
* **Nine-card brag** (004 §1.8.3, O44): 2 to 5 players, nine cards, three hands, top prial three
  9s; best in all three shows wins (the catalog's reading of a garbled sentence), or in two of
  three (``win="two-of-three"``, the book's "some rules").
* **Students' brag with a dummy** (004 §1.8.4; name lost): a dummy hand of three is dealt face
  up; in turn each may exchange one card with it (his card goes face up into the dummy); all
  show; the lowest hand pays ``stake`` (5 chips) into the pot; play goes on until one player
  has chips, who takes the pot. Our readings: the exchange ends after a round in which nobody
  exchanges, or after ``exchange_rounds`` rounds; equal lowest hands each pay; the modern brag
  ranking.
* **The forehead game** (004 §1.14, title lost; ``forehead-poker``): 2 to 15 players, each
  antes, one card each face down, which its holder may not look at: he holds it to his
  forehead, so every other player sees it (``forehead``; the view gives a seat every card but
  its own). The ace is high, suits unranked (``ranking="high-card"``, one card); the highest
  card takes the pot, equal cards divide it. Betting from the dealer's left under either of
  the two systems printed: the brag round system (``system="round"``, the default: a chip a
  turn or drop, with two left either may pay two chips to see, O67) or poker
  (``system="poker"``). A player out of chips covers the pot and the rest bet on in a side
  pot, as in brag.
* **Three-card poker** (004 §1.18.4, O80-O81): three cards down, one at a time, a betting
  interval after each round of dealing, the show after the third; the printed ranking (three
  of a kind, straight flush, flush, straight, pair, high card). **Two-card poker**: two cards
  down, one interval, pairs and high cards only, "usually with wild cards" (none named: none by
  default, deuces as an option). 004 gives no betting rules for either, so they are our
  reading, the standard ones: each antes one chip; from the dealer's left, check, bet or raise
  from one chip to the limit (10); a bet not called takes the pot.

Chips are bought freely (seed 002 law 5): stacks are ``buy_in`` each deal unless the match
context gives them (the dummy game carries them, being played until one has chips left).
"""

from __future__ import annotations

import copy
import itertools
from dataclasses import dataclass
from typing import Any, ClassVar

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.determinise import Zone
from ...core.errors import IllegalAction, RuleOptionError, SetupError
from ...core.match import Match
from ...core.rules import Rules, option
from ...core.state import GameState
from ...evaluators.three_card import (RANKINGS, TWO_RANKINGS, HandError, ThreeCategory as TC,
                                      ThreeValue, evaluate2, evaluate3, pips)
from ...mechanics.betting import BettingRound, CarriedPot, Limits, first_to_act, settle
from .laws import FOSTER_LAWS

__all__ = ["BragRules", "BragState", "BragMatch", "hand_value", "up_card_value", "FORMS", "SYSTEMS"]

FORMS = ("betting", "three-stake", "split", "dummy")
SYSTEMS = ("foster", "round", "bet-or-raise", "poker")
SRC_FOSTER = "seed 001 part 3 §A12 (brag)"
SRC_004 = "seed 004 §1.8.1 (three-card brag, betting systems)"
SRC_SPLIT = "seed 004 §1.8.2-§1.8.3 (seven- and nine-card brag)"
SRC_DUMMY = "seed 004 §1.8.4 (brag with a dummy hand)"
_BRAGGERS = {48 + 1: 3, 36 + 0: 2, 28 + 1: 1}      # A♦, J♣, 9♦ -> order (Foster §A12)


@dataclass(frozen=True)
class BragRules(Rules):
    """Rule options of the brag family (see the module docstring for sources and readings)."""

    form: str = option("betting", "the shape of a deal: betting, three-stake (Foster's three "
                       "pools), split (seven- and nine-card brag), dummy (the students' game)",
                       "seed 001 part 3 §A12; seed 004 §1.8", choices=FORMS)
    ranking: str = option("single-brag", "how the hands rank (hoyle.evaluators.three_card: "
                          "single-brag, american-brag, brag, brag-threes-top, brag-deuces-wild, "
                          "brag-braggers, seven-card-brag, nine-card-brag, three-card-poker; "
                          "two-card-poker, two-card-deuces-wild; high-card, one card)",
                          "seed 001 part 3 §A12; seed 004 §1.8, §1.18.4, §1.14",
                          choices=tuple(RANKINGS) + tuple(TWO_RANKINGS) + ("high-card",))
    cards: int = option(3, "cards dealt to each player", "seed 001 part 3 §A12 (three); seed 004 "
                        "§1.8.2 (seven), §1.8.3 (nine), §1.18.4 (two), §1.14 (one, the forehead "
                        "game)", minimum=1, maximum=9)
    system: str = option("foster", "the betting: foster (meet the dealer's ante), round (one "
                         "chip a turn), bet-or-raise (each turn the whole stake; double to see), "
                         "poker (equal stakes end it)", "seed 001 part 3 §A12; seed 004 §1.8.1",
                         choices=SYSTEMS)
    swap: bool = option(False, "American brag: a raise seen is settled by the two comparing "
                        "hands privately, the worse retiring", "seed 001 part 3 §A12 (American brag)")
    ante: int = option(1, "foster: the dealer's ante; otherwise each player's ante (chips)",
                       "seed 001 part 3 §A12 ('any amount within the limit'); seed 004 §1.8.1 "
                       "('sometimes each antes one chip'); 1 is our reading", minimum=0,
                       maximum=10_000, bound="our bound: 10,000 chips")
    limit: int = option(10, "the largest bet or raise (chips)", "seed 001 part 3 §A12 (limits as "
                        "in draw poker, Foster law 19); seed 004 §1.8.1 (1, 1-5 or 1-10)",
                        minimum=1, maximum=1_000_000, bound="our bound: 1,000,000 chips")
    deal_rounds: str = option("all", "'all': every card dealt, then one interval; 'each': an "
                              "interval after each round of dealing (three-card poker)",
                              "seed 004 §1.18.4", choices=("all", "each"))
    check: bool = option(False, "poker system: a player may check (stand) while nothing is bet",
                         "seed 004 §1.8.1 (brag: 'bet or drop'); §1.18.4 (three- and two-card "
                         "poker: the standard check is our reading)")
    stake: int = option(1, "three-stake: each pool's stake per player; dummy: what the lowest "
                        "hand pays", "seed 001 part 3 §A12; seed 004 §1.8.4 ('e.g. 5 chips')",
                        minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    win: str = option("all", "split: a player wins the pot by the best hand in every show "
                      "('all') or in two of three ('two-of-three', nine-card brag's 'some rules')",
                      "seed 004 §1.8.2-§1.8.3", choices=("all", "two-of-three"))
    four_of_a_kind: bool = option(False, "split: four of a kind dealt, declared before "
                                  "discarding, wins the pot at once", "seed 004 §1.8.2 (variant)")
    exchange_rounds: int = option(3, "dummy: the most rounds of exchanging", "our reading: "
                                  "seed 004 §1.8.4 says only 'until nobody wants to'",
                                  minimum=1, maximum=20)
    forehead: bool = option(False, "each player holds his cards to his forehead: every other "
                            "player sees them, he does not (until the show)",
                            "seed 004 §1.14 (the forehead high-card game)")
    buy_in: int = option(100, "chips in front of each player when the match gives no stacks",
                         "seed 002 law 5 (chips bought freely); 001 part 2 §20.1 (100 white "
                         "chips)", minimum=1, maximum=1_000_000, bound="our bound: 1,000,000 chips")

    def validate(self) -> None:
        super().validate()
        if (self.ranking == ONE_CARD) != (self.cards == 1):
            raise RuleOptionError("one card dealt goes with the one-card ranking 'high-card', "
                                  "and that ranking with one card (seed 004 §1.14)")
        if self.cards == 1:
            if self.form != "betting" or self.system == "foster" or self.deal_rounds != "all":
                raise RuleOptionError("the one-card game is a betting form under the round, "
                                      "bet-or-raise or poker system (seed 004 §1.14)")
            return
        two = self.ranking in TWO_RANKINGS
        if two != (self.cards == 2) and self.form == "betting":
            raise RuleOptionError("a two-card ranking goes with two cards dealt, and two cards "
                                  "with a two-card ranking (seed 004 §1.18.4)")
        if self.form == "split":
            if self.cards not in (7, 9):
                raise RuleOptionError("split brag deals seven or nine cards (seed 004 §1.8.2-§1.8.3)")
        elif self.cards not in (2, 3):
            raise RuleOptionError(f"a {self.form} deal is of three cards (two for two-card poker)")
        if self.form != "betting" and two:
            raise RuleOptionError("the two-card ranking is two-card poker's")
        if self.swap and self.system != "foster":
            raise RuleOptionError("the hand swap is American brag's, on Foster's betting")
        if self.win == "two-of-three" and self.cards != 9:
            raise RuleOptionError("two shows of three is nine-card brag's rule")


#: The one-card ranking of the forehead game (seed 004 §1.14): the ace high, suits unranked,
#: equal cards divide the pot.
ONE_CARD = "high-card"


def hand_value(cards, ranking: str) -> ThreeValue:
    """The value of a brag or small poker hand (three cards; two under a two-card ranking; one
    card under ``"high-card"``), higher is better.

    Raises:
        HandError: the wrong number of cards for the ranking.
    """
    if ranking == ONE_CARD:
        cs = tuple(Card(int(c)) for c in cards)
        if len(cs) != 1 or int(cs[0]) >= 52:
            raise HandError("the one-card game's hand is one card of the 52")
        return ThreeValue((0, int(cs[0]) // 4 + 2), TC.HIGH_CARD, cs)
    if ranking in TWO_RANKINGS:
        return evaluate2(cards, TWO_RANKINGS[ranking])
    return evaluate3(cards, RANKINGS[ranking])


def up_card_value(c: Card) -> tuple[int, int]:
    """Three-stake brag's first pool: the rank (ace high), then A♦, J♣ and 9♦ above the other
    cards of their rank (seed 001 part 3 §A12)."""
    return (int(c) // 4 + 2, 1 if int(c) in _BRAGGERS else 0)


# phases
BET, SPLIT, EXCHANGE, OVER = "betting", "splitting", "exchanging", "over"


class BragState(CarriedPot, GameState):
    """One deal of brag (see the module docstring).

    Context keys read (all optional): ``dealer`` (default the last seat), ``stacks``,
    ``pot_carried`` (chips left by an earlier deal: seven- and nine-card brag, the dummy game).

    Actions: ``fold``, ``check``, ``call``, ``bet N``, ``raise N`` (as
    :class:`~hoyle.mechanics.betting.BettingRound`; under the round and bet-or-raise systems
    ``call`` puts in the whole stake standing, ``raise N`` that stake and N more, and ``see``
    twice the stake, to show); ``split C C C C C C [C ...]`` (the hands in order, best first,
    three cards each, then the discard); ``declare`` (four of a kind); ``exchange C D`` (your
    card C for the dummy's D) and ``pass``.
    """

    rules_cls: ClassVar[type[Rules]] = BragRules
    unit: ClassVar[str] = "chips"

    def __init__(self, num_players: int, rules: Rules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        r: BragRules = self.rules  # type: ignore[assignment]
        n = num_players
        ctx = self.context
        self.dealer = ctx.get("dealer", n - 1)
        if "stacks" in ctx:
            self.stack = self._context_numbers("stacks", [0] * n)
            if any(x < 0 for x in self.stack):
                raise SetupError("the context's stacks are chips, 0 or more")
        else:
            self.stack = [r.buy_in] * n
        self.pot_in = self._context_numbers("pot_carried", 0)
        if self.pot_in < 0:
            raise SetupError("the context's pot_carried is chips, 0 or more")
        self.in_deal = [x > 0 for x in self.stack] if r.form != "split" else [True] * n
        k = sum(self.in_deal)
        if k < 2:
            raise SetupError("a deal of brag needs at least two players with chips")
        if r.cards * k + (3 if r.form == "dummy" else 0) > 52:
            raise SetupError(f"the pack is too small: {k} players of {r.cards} cards")
        self.folded = [not x for x in self.in_deal]
        self.paid = [0] * n
        self.won = [0] * n
        self.hand: list[list[Card]] = [[] for _ in range(n)]
        self.up: list[list[Card]] = [[] for _ in range(n)]       # three-stake: the card turned up
        self.shown = [False] * n
        self.seen_by: list[set[int]] = [set() for _ in range(n)]  # American brag's comparisons
        self.values: dict[int, Any] = {}
        self.dummy: list[Card] = []
        self.taken: set[Card] = set()          # cards taken from the dummy: everyone saw them
        self.splits: list[list[list[Card]] | None] = [None] * n
        self.discard: list[list[Card]] = [[] for _ in range(n)]
        self.round: BettingRound | None = None
        self.turn: int | None = None
        self.phase = BET
        self.result: list[int] | None = None
        self.winners: list[int] = []
        self.carried_out = 0
        self.detail: list[dict[str, Any]] = []
        # the round / bet-or-raise interval (004)
        self.stake_now = 0
        self.champion: int | None = None
        self.cover: dict[int, int] = {}      # a player who covered the pot -> the pot then
        self.met = False
        self.dealt_round = 0
        self.passes = 0
        self.rounds_done = 0
        order = self.shuffler.shuffle(list(standard_pack().cards))
        order.reverse()
        self.stock = order
        self._start()

    # ------------------------------------------------------------------ dealing
    def _order(self, live_only: bool = True) -> list[int]:
        n = self.num_players
        seats = [(self.dealer + 1 + k) % n for k in range(n)]
        return [s for s in seats if self.in_deal[s] and not (live_only and self.folded[s])]

    def _put(self, s: int, amount: int) -> int:
        put = min(amount, self.stack[s])
        self.stack[s] -= put
        self.paid[s] += put
        return put

    def _deal(self, count: int, face_up: bool = False) -> None:
        for _ in range(count):
            for s in self._order():
                (self.up if face_up else self.hand)[s].append(self.stock.pop())

    def _start(self) -> None:
        r = self.rules
        if r.form == "betting" and r.system == "foster":
            if r.ante:
                put = self._put(self.dealer, r.ante)
                self.log.append(f"the dealer (seat {self.dealer}) antes {put}")
        elif r.form == "three-stake":
            for s in self._order():
                self._put(s, 3 * r.stake)
            self.log.append(f"each player puts up three stakes of {r.stake}")
        elif r.form != "dummy" and r.ante:
            for s in self._order():
                self._put(s, r.ante)
            self.log.append(f"each player antes {r.ante}")
        if r.form == "three-stake":
            self._deal(2)
            self._deal(1, face_up=True)
            self.log.append("showing: " + "; ".join(f"seat {s} {self.up[s][0]}" for s in self._order()))
            self._first_pool()
            self._begin_interval()
            return
        if r.form == "split":
            self._deal(r.cards)
            self.phase = SPLIT
            self.pending = self._order()
            self.turn = self.pending[0]
            return
        if r.form == "dummy":
            self._deal(3)
            self.dummy = [self.stock.pop() for _ in range(3)]
            self.log.append("the dummy, face up: " + " ".join(map(str, self.dummy)))
            self.phase = EXCHANGE
            self.turn = self._order()[0]
            return
        if r.deal_rounds == "each":
            self.dealt_round = 1
            self._deal(1)
        else:
            self.dealt_round = r.cards
            self._deal(r.cards)
        self._begin_interval()

    # ------------------------------------------------------------------ betting
    def _live(self) -> list[bool]:
        return [self.in_deal[s] and not self.folded[s] for s in range(self.num_players)]

    def _begin_interval(self) -> None:
        r = self.rules
        self.phase = BET
        live = self._live()
        limits = Limits("spread", r.limit)
        if r.form == "three-stake":
            first = first_to_act("age", self.dealer, live)
            self.round = BettingRound(self.stack, live, first, limits, pot=r.stake * sum(self.in_deal),
                                      book=FOSTER_LAWS)
            self.bet_paid = [0] * self.num_players
        elif r.system == "foster":
            committed = [0] * self.num_players
            committed[self.dealer] = self.paid[self.dealer]
            first = first_to_act("age", self.dealer, live)
            self.round = BettingRound(self.stack, live, first, limits, committed=committed,
                                      opened=True, book=FOSTER_LAWS)
        elif r.system == "poker":
            first = first_to_act("age", self.dealer, live)
            self.round = BettingRound(self.stack, live, first, limits, pot=self.pot_in + sum(self.paid),
                                      checkers=None if r.check else (), book=FOSTER_LAWS,
                                      no_check_source=None if r.check else SRC_004)
        else:
            self.round = None
            self.stake_now = 0
            self.turn = self._order()[0]
            self._after_stake_turn(None)
            return
        self._after_bet()

    def _after_bet(self) -> None:
        rd = self.round
        assert rd is not None
        if self.rules.form == "three-stake":
            return self._after_pool_two()
        if rd.winner is not None:
            w = rd.winner
            if self.rules.system == "foster" and w == self.dealer and not self.met:
                for s in self._order(live_only=False):
                    if s != self.dealer:
                        self._put(s, 1)
                self.log.append("nobody meets the dealer's ante: each pays him one white chip "
                                "(seed 001 part 3 §A12)")
            return self._take_unshown(w)
        if not rd.over:
            return
        self.round = None
        if self.rules.deal_rounds == "each" and self.dealt_round < self.rules.cards:
            self.dealt_round += 1
            self._deal(1)
            self.log.append(f"round {self.dealt_round} of the deal")
            return self._begin_interval()
        self._showdown()

    # the 004 systems: each turn costs the stake standing
    def _stake_actors(self) -> list[int]:
        return [s for s in self._order() if self.stack[s] > 0]

    def _after_stake_turn(self, seat: int | None) -> None:
        live = self._order()
        if len(live) == 1:
            return self._take_unshown(live[0])
        actors = self._stake_actors()
        if len(actors) <= 1:          # the rest have covered the pot (all in): the show
            return self._showdown()
        start = self.turn if seat is None else seat
        n = self.num_players
        for k in range(0 if seat is None else 1, n + 1):
            t = (start + k) % n
            if t in actors:
                self.turn = t
                return

    def _stake_legal(self) -> list[Action]:
        s = self.turn
        r = self.rules
        out = [Action("fold")]
        top = 0 if r.system == "round" else r.limit
        if self.stake_now == 0:
            hi = r.limit if r.system == "bet-or-raise" else 1
            out += [Action("bet", (k,)) for k in range(1, min(hi, self.stack[s]) + 1)]
            return out
        out.append(Action("call"))
        room = self.stack[s] - self.stake_now
        out += [Action("raise", (k,)) for k in range(1, min(top, room) + 1)]
        if len(self._stake_actors()) == 2:
            out.append(Action("see"))
        return out

    def _stake_apply(self, action: Action) -> None:
        s = self.turn
        v = action.verb
        if v == "fold":
            self.folded[s] = True
            self.log.append(f"seat {s} drops out")
        elif v == "bet":
            self.stake_now = action.args[0]
            self._put(s, self.stake_now)
            self.log.append(f"seat {s} bets {self.stake_now}")
        elif v == "call":
            put = self._put(s, self.stake_now)
            self.log.append(f"seat {s} puts in {put}" + (" and covers the pot (all in)"
                                                          if self.stack[s] == 0 else ""))
            if self.stack[s] == 0:
                self.cover[s] = self.pot
        elif v == "raise":
            self.stake_now += action.args[0]
            self._put(s, self.stake_now)
            self.log.append(f"seat {s} raises the stake to {self.stake_now}")
        else:
            put = self._put(s, 2 * self.stake_now)
            self.log.append(f"seat {s} pays {put}, double the stake, to see")
            if self.stack[s] == 0 and put < 2 * self.stake_now:
                self.cover[s] = self.pot
            return self._showdown()
        if v in ("bet", "raise") and self.stack[s] == 0:
            self.cover[s] = self.pot
        self._after_stake_turn(s)

    # American brag: a raise seen is settled by comparing the two hands privately
    def _compare(self, caller: int, rival: int) -> None:
        a, b = self._value(caller), self._value(rival)
        self.seen_by[caller].add(rival)
        self.seen_by[rival].add(caller)
        self.note(f"seat {caller} and seat {rival} change hands: seat {caller} sees "
                  f"{' '.join(map(str, self.hand[rival]))}", to=caller)
        self.note(f"seat {rival} and seat {caller} change hands: seat {rival} sees "
                  f"{' '.join(map(str, self.hand[caller]))}", to=rival)
        if a == b:
            self.log.append(f"seat {caller} and seat {rival} compare hands: equal, both stay")
            return
        loser = caller if a < b else rival
        self.champion = rival if loser == caller else caller
        self.log.append(f"seat {caller} and seat {rival} compare hands: seat {loser} retires")
        self.folded[loser] = True
        assert self.round is not None
        self.round.remove(loser)

    # ------------------------------------------------------------------ three-stake pools
    def _first_pool(self) -> None:
        r = self.rules
        seats = self._order()
        best = max(up_card_value(self.up[s][0]) for s in seats)
        w = next(s for s in seats if up_card_value(self.up[s][0]) == best)
        amount = r.stake * len(seats)
        self.won[w] += amount
        self.detail.append({"seat": w, "pool": 1, "won": amount})
        self.log.append(f"pool 1 ({amount}): seat {w}'s {self.up[w][0]} is the best card showing")

    def _after_pool_two(self) -> None:
        rd = self.round
        assert rd is not None
        r = self.rules
        pool = r.stake * sum(self.in_deal)
        if rd.winner is not None or rd.over:
            self.round = None
            bets = [self.bet_paid[s] for s in range(self.num_players)]
            if not rd.opened:
                w = self.dealer
                self.won[w] += pool
                self.log.append(f"pool 2 ({pool}): nobody bets, the dealer (seat {w}) takes it")
            elif rd.winner is not None:
                w = rd.winner
                self.won[w] += pool + sum(bets)
                self.log.append(f"pool 2: seat {w}'s bet is not called; he takes {pool + sum(bets)}")
            else:
                vals = {s: self._value(s) for s in range(self.num_players) if rd.live[s]}
                won = settle(bets, [not rd.live[s] for s in range(self.num_players)], vals,
                             dealer=self.dealer, dead=pool)
                for s in range(self.num_players):
                    self.won[s] += won[s]
                self.log.append("pool 2, show: " + "; ".join(
                    f"seat {s} {v.describe()}" for s, v in vals.items()))
                for s in vals:
                    self.shown[s] = True
            self._third_pool()

    def _third_pool(self) -> None:
        r = self.rules
        seats = self._order(live_only=False)
        count = {s: sum(pips(c) for c in self.hand[s] + self.up[s]) for s in seats}
        best = max(count.values())
        w = next(s for s in seats if count[s] == best)
        amount = r.stake * len(seats)
        self.won[w] += amount
        for s in seats:
            self.shown[s] = True
        self.log.append("pool 3, the count: " + "; ".join(f"seat {s} {count[s]}" for s in seats)
                        + f"; seat {w} takes {amount}")
        self.winners = sorted({w} | {d["seat"] for d in self.detail})
        self._finish()

    # ------------------------------------------------------------------ the end
    def _value(self, s: int) -> ThreeValue:
        v = self.values.get(s)
        if v is None:
            v = self.values[s] = hand_value(self.hand[s] + self.up[s], self.rules.ranking)
        return v

    def _take_unshown(self, w: int) -> None:
        total = self.pot_in + sum(self.paid)
        self.won[w] += total
        self.winners = [w]
        self.log.append(f"seat {w} takes the pot of {total} without a show")
        self.round = None
        self._finish()

    def _showdown(self) -> None:
        live = self._order()
        vals = {s: self._value(s) for s in live}
        for s in live:
            self.shown[s] = True
        if self.round is None and self.rules.form == "betting":
            won = self._stake_pots(live, vals)
        else:
            won = settle(self.paid, [not x for x in self._live()], vals, dealer=self.dealer,
                         dead=self.pot_in)
        for s in range(self.num_players):
            self.won[s] += won[s]
        self.winners = [s for s in live if won[s] > 0]
        self.log.append("show: " + "; ".join(f"seat {s} {vals[s].describe()}" for s in live)
                        + "; the pot to " + ", ".join(f"seat {s}" for s in self.winners))
        self.round = None
        self._finish()

    def _stake_pots(self, live: list[int], vals: dict) -> list[int]:
        """The pots of 004's systems, where stakes are never equalised: a player who covered
        the pot may win only what was in it when he covered; what was bet after makes a side
        pot for the others (004 §1.8.1). Equal hands divide, the odd chip to the first from
        the dealer's left (our rule)."""
        total = self.pot
        cap = {s: self.cover.get(s, total) for s in live}
        won = [0] * self.num_players
        prev = 0
        for level in sorted(set(cap.values())):
            amount = level - prev
            prev = level
            if amount <= 0:
                continue
            elig = [s for s in live if cap[s] >= level]
            best = max(vals[s] for s in elig)
            ws = [s for s in elig if vals[s] == best]
            share, odd = divmod(amount, len(ws))
            for i, w in enumerate(ws):
                won[w] += share + (1 if i < odd else 0)
        return won

    def _finish(self) -> None:
        self.result = [self.won[s] - self.paid[s] for s in range(self.num_players)]
        self.phase = OVER
        self.turn = None

    # ------------------------------------------------------------------ split brag
    def _split_values(self, s: int) -> dict:
        cache = getattr(self, "_triples", None)
        if cache is None:
            cache = self._triples = {}
        if s not in cache:
            cache[s] = {t: evaluate3(t, RANKINGS[self.rules.ranking])
                        for t in itertools.combinations(sorted(self.hand[s], reverse=True), 3)}
        return cache[s]

    def _split_legal(self) -> list[Action]:
        s = self.turn
        r = self.rules
        cards = sorted(self.hand[s], reverse=True)
        vals = self._split_values(s)
        hands = r.cards // 3
        out = []
        if r.four_of_a_kind and any(sum(1 for c in cards if c.rank == x) == 4 for x in {c.rank for c in cards}):
            out.append(Action("declare"))
        discards = itertools.combinations(cards, r.cards - 3 * hands) if r.cards % 3 else [()]
        for d in discards:
            rest = [c for c in cards if c not in d]
            for parts in _partitions(rest, hands):
                parts = sorted(parts, key=lambda t: (vals[t].key, t), reverse=True)
                out.append(Action("split", tuple(c for t in parts for c in t) + tuple(d)))
        return out

    def _split_check(self, action: Action) -> None:
        s = self.turn
        r = self.rules
        if action.verb == "declare":
            if Action("declare") not in self._split_legal()[:1]:
                raise IllegalAction("only four of a kind dealt may be declared (and only where "
                                    "the variant is played)", SRC_SPLIT)
            return
        if action.verb != "split":
            raise IllegalAction("split your cards: 'split' and the cards of each hand in turn, "
                                "best first, then the discard", SRC_SPLIT)
        a = action.args
        if len(a) != r.cards or not all(isinstance(c, Card) for c in a):
            raise IllegalAction(f"name all {r.cards} of your cards: the hands of three in turn, "
                                "best first" + (", then the discard" if r.cards % 3 else ""), SRC_SPLIT)
        if sorted(a) != sorted(self.hand[s]):
            raise IllegalAction("name each of your own cards once", SRC_SPLIT)
        hands = [tuple(sorted(a[3 * i:3 * i + 3], reverse=True)) for i in range(r.cards // 3)]
        vals = self._split_values(s)
        if any(vals[hands[i]] < vals[hands[i + 1]] for i in range(len(hands) - 1)):
            raise IllegalAction("the better hand is shown first: put your hands in order, best "
                                "first", SRC_SPLIT)

    def _split_apply(self, action: Action) -> None:
        s = self.turn
        r = self.rules
        if action.verb == "declare":
            self.shown[s] = True
            self.log.append(f"seat {s} declares four of a kind and takes the pot")
            return self._take_unshown(s)
        a = action.args
        k = r.cards // 3
        self.splits[s] = [list(a[3 * i:3 * i + 3]) for i in range(k)]
        self.discard[s] = list(a[3 * k:])
        self.log.append(f"seat {s} splits his hand")
        self.pending = self.pending[1:]
        if self.pending:
            self.turn = self.pending[0]
            return
        self.turn = None
        self._split_shows()

    def _split_shows(self) -> None:
        r = self.rules
        seats = self._order()
        rk = RANKINGS[r.ranking]
        wins = {s: 0 for s in seats}
        for i in range(r.cards // 3):
            vals = {s: evaluate3(self.splits[s][i], rk) for s in seats}
            best = max(vals.values())
            for s in seats:
                if vals[s] == best:
                    wins[s] += 1
            self.log.append(f"show {i + 1}: " + "; ".join(
                f"seat {s} {' '.join(map(str, self.splits[s][i]))} ({vals[s].describe()})" for s in seats))
        for s in seats:
            self.shown[s] = True
        need = 2 if r.win == "two-of-three" else r.cards // 3
        ws = [s for s in seats if wins[s] >= need]
        total = self.pot_in + sum(self.paid)
        if not ws:
            self.carried_out = total
            self.log.append(f"nobody is best in {'two' if need == 2 else 'every'} show: the pot of "
                            f"{total} stays for the next deal")
            return self._finish()
        share, odd = divmod(total, len(ws))
        for i, w in enumerate(ws):
            self.won[w] += share + (1 if i < odd else 0)
        self.winners = ws
        self.log.append(f"the pot of {total} to " + ", ".join(f"seat {w}" for w in ws))
        self._finish()

    # ------------------------------------------------------------------ the dummy
    def _exchange_legal(self) -> list[Action]:
        s = self.turn
        return [Action("pass")] + [Action("exchange", (c, d)) for c in sorted(self.hand[s])
                                   for d in sorted(self.dummy)]

    def _exchange_apply(self, action: Action) -> None:
        s = self.turn
        if action.verb == "exchange":
            c, d = action.args
            self.hand[s].remove(c)
            self.hand[s].append(d)
            self.dummy.remove(d)
            self.dummy.append(c)
            self.taken.add(d)
            self.passes = 0
            self.log.append(f"seat {s} gives {c} for the dummy's {d}")
        else:
            self.passes += 1
            self.log.append(f"seat {s} passes")
        order = self._order()
        if self.turn == order[-1]:
            self.rounds_done += 1
        if self.passes >= len(order) or self.rounds_done >= self.rules.exchange_rounds:
            self.turn = None
            return self._dummy_show()
        self.turn = order[(order.index(s) + 1) % len(order)]

    def _dummy_show(self) -> None:
        seats = self._order()
        vals = {s: self._value(s) for s in seats}
        low = min(vals.values())
        losers = [s for s in seats if vals[s] == low]
        for s in seats:
            self.shown[s] = True
        for s in losers:
            self._put(s, self.rules.stake)
        self.log.append("show: " + "; ".join(f"seat {s} {vals[s].describe()}" for s in seats)
                        + "; the lowest pays: " + ", ".join(f"seat {s}" for s in losers))
        total = self.pot_in + sum(self.paid)
        left = [s for s in range(self.num_players) if self.stack[s] > 0]
        if len(left) == 1 and "stacks" in self.context:
            self.won[left[0]] += total
            self.winners = left
            self.log.append(f"only seat {left[0]} has chips left: he takes the pot of {total}")
        else:
            self.carried_out = total
        self._finish()

    # ------------------------------------------------------------------ the contract
    @property
    def to_act(self) -> int | None:
        if self.phase == BET and self.round is not None:
            return self.round.turn
        return self.turn if self.phase != OVER else None

    def legal_actions(self) -> list[Action]:
        if self.phase == OVER:
            return []
        if self.phase == SPLIT:
            return self._split_legal()
        if self.phase == EXCHANGE:
            return self._exchange_legal()
        if self.round is not None:
            return self.round.legal_actions()
        return self._stake_legal()

    def _check(self, action: Action) -> None:
        if self.phase == BET and self.round is not None:
            self.round.check(self.round.turn, action)
            return
        if self.phase == SPLIT:
            return self._split_check(action)
        if self.phase == BET and action.verb == "see" and action in self._stake_legal():
            return
        super()._check(action)

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.phase == BET and action.verb == "see":
            return ("you may pay double the stake to see only when two players are left "
                    "betting", SRC_004)
        if self.phase == BET and action.verb == "check":
            return ("no standing pat in brag: bet or drop", SRC_004)
        if self.phase == BET and action.verb == "raise" and self.rules.system == "round":
            return ("in the round system each turn is one chip; no raising", SRC_004)
        if self.phase == EXCHANGE and action.verb == "exchange":
            return ("give one of your own cards for one of the dummy's", SRC_DUMMY)
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        if self.phase == SPLIT:
            return self._split_apply(action)
        if self.phase == EXCHANGE:
            return self._exchange_apply(action)
        rd = self.round
        if rd is None:
            return self._stake_apply(action)
        seat = rd.turn
        assert seat is not None
        put = rd.apply_unchecked(seat, action)
        self.stack[seat] -= put
        self.paid[seat] += put
        if self.rules.form == "three-stake":
            self.bet_paid[seat] += put
        v = action.verb
        if v == "fold":
            self.folded[seat] = True
        if v in ("call", "raise", "bet") and seat != self.dealer:
            self.met = True
        self.log.append(_bet_line(seat, action, put))
        if self.rules.swap:
            if v == "raise":
                self.champion = seat if seat != self.dealer else None
            elif (v == "call" and seat != self.dealer and self.champion is not None
                  and self.champion != seat and not self.folded[self.champion]):
                self._compare(seat, self.champion)
        self._after_bet()

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {f"hand {s}": list(self.hand[s]) for s in range(self.num_players)}
        for s in range(self.num_players):
            loc[f"up {s}"] = list(self.up[s])
        loc["dummy"] = list(self.dummy)
        loc["stock"] = list(self.stock)
        return loc

    def _visible(self, seat: int | None) -> set:
        vis = set(self.dummy) | self.taken
        for s in range(self.num_players):
            vis.update(self.up[s])
            if self.rules.forehead and not self.shown[s]:
                if s != seat and seat is not None:   # on the forehead: seen by the other players
                    vis.update(self.hand[s])
            elif s == seat or (seat is not None and seat in self.seen_by[s]):
                vis.update(self.hand[s])
            elif self.shown[s]:
                vis.update(c for c in self.hand[s] if c not in self.discard[s])
        return vis

    def hidden_cards(self, seat: int | None) -> set[Card]:
        return set(standard_pack().cards) - self._visible(seat)

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (:mod:`hoyle.core.determinise`; the ISMCTS seat): each
        seat's hand and the pack still to come in its order. What a seat sees in them stays
        where it lies (:meth:`_visible`): its own hand, the up cards, the dummy and the cards
        taken from it, a hand it compared with (American brag), a hand shown; at the forehead
        game it sees every hand but its own, so its own card is the one dealt afresh, among
        the cards it cannot see. The split brags' hands laid out by a seat are rebuilt from its
        new hand after a redeal (:meth:`redealt`). Not kept: what a comparison told the others
        (the seat that retired held the worse hand), a reading the deal does not constrain."""
        zones = {f"hand {s}": Zone(h, attr="hand", sort=False) for s, h in enumerate(self.hand)}
        zones["stock"] = Zone(self.stock, ordered=True, attr="stock")
        return zones

    def redealt(self) -> None:
        """After a determinisation: a hand split unseen (seven- and nine-card brag) whose cards
        were dealt afresh is split again from its new cards -- the legal split whose hands,
        best first, rank highest (the seat's own split, of cards it keeps, stands)."""
        self.__dict__.pop("_triples", None)
        for s, parts in enumerate(self.splits):
            if parts is None:
                continue
            if sorted([c for h in parts for c in h] + self.discard[s]) == sorted(self.hand[s]):
                continue
            turn = self.turn
            self.turn = s
            legal = [a for a in self._split_legal() if a.verb == "split"]
            self.turn = turn
            vals = self._split_values(s)
            k = self.rules.cards // 3

            a = max(legal, key=lambda a, vals=vals, k=k: tuple(
                vals[tuple(sorted(a.args[3 * i:3 * i + 3], reverse=True))].key for i in range(k)))
            self.splits[s] = [list(a.args[3 * i:3 * i + 3]) for i in range(k)]
            self.discard[s] = list(a.args[3 * k:])

    def clone(self) -> "BragState":
        new = copy.copy(self)
        for name in ("stack", "in_deal", "folded", "paid", "won", "shown", "winners", "stock",
                     "history", "log", "dummy", "detail"):
            setattr(new, name, list(getattr(self, name)))
        new.hand = [list(h) for h in self.hand]
        new.up = [list(h) for h in self.up]
        new.discard = [list(h) for h in self.discard]
        new.splits = [None if x is None else [list(h) for h in x] for x in self.splits]
        new.seen_by = [set(x) for x in self.seen_by]
        new.taken = set(self.taken)
        new.values = dict(self.values)
        new.context = dict(self.context)
        if hasattr(self, "_triples"):
            new._triples = dict(self._triples)
        if hasattr(self, "pending"):
            new.pending = list(self.pending)
        if hasattr(self, "bet_paid"):
            new.bet_paid = list(self.bet_paid)
        if self.result is not None:
            new.result = list(self.result)
        if self.round is not None:
            new.round = self.round.copy()
        return new

    # ------------------------------------------------------------------ views
    def view(self, seat: int | None) -> dict[str, Any]:
        rd = self.round
        vis = self._visible(seat)
        seats = []
        for s in range(self.num_players):
            d: dict[str, Any] = {"seat": s, "stack": self.stack[s] + self.won[s], "bet": self.paid[s],
                                 "in": self.in_deal[s], "folded": self.folded[s] and self.in_deal[s],
                                 "up": [str(c) for c in self.up[s]], "cards": len(self.hand[s])}
            if s != seat and any(c in vis for c in self.hand[s]):
                d["shown"] = [str(c) for c in self.hand[s] if c in vis]
            if self.shown[s] and s in self.values:
                d["hand_value"] = self.values[s].describe()
            if self.shown[s] and self.splits[s] is not None:
                d["split"] = [[str(c) for c in h] for h in self.splits[s]]
            seats.append(d)
        to_call = 0
        if seat is not None and self.to_act == seat:
            to_call = rd.high - rd.committed[seat] if rd is not None else self.stake_now
        v: dict[str, Any] = {
            "game": self.game.slug if hasattr(self, "game") else "brag",
            "form": self.rules.form, "system": self.rules.system, "ranking": self.rules.ranking,
            "phase": self.phase, "dealer": self.dealer, "to_act": self.to_act, "pot": self.pot,
            "pot_carried": self.pot_in, "to_call": to_call, "stake": self.stake_now,
            "limit": self.rules.limit, "seats": seats, "seat": seat,
            "hand": ([str(c) for c in self.hand[seat] + self.up[seat]
                      if not self.rules.forehead or self.shown[seat]] if seat is not None else []),
            "dummy": [str(c) for c in self.dummy],
            "players_in": len(self._order()),
            "log": self.log_for(seat),
        }
        if self.rules.forehead:
            v["forehead"] = True
        if self.result is not None:
            v["outcome"] = list(self.result)
            v["winners"] = list(self.winners)
            v["carried_to_next_deal"] = self.carried_out
        return v

    def result_text(self) -> str | None:
        if self.result is None:
            return None
        if not self.winners:
            return f"nobody wins: {self.carried_out} chips stay in the pot for the next deal"
        return "; ".join(f"seat {w} {self.result[w]:+d}" for w in self.winners)


def _partitions(cards: list, k: int):
    """The ways to divide ``cards`` (3k of them) into k unordered hands of three."""
    if k == 1:
        yield [tuple(cards)]
        return
    first = cards[0]
    rest = cards[1:]
    for pair in itertools.combinations(rest, 2):
        t = (first,) + pair
        left = [c for c in rest if c not in pair]
        for more in _partitions(left, k - 1):
            yield [t] + more


def _bet_line(seat: int, action: Action, put: int) -> str:
    v = action.verb
    if v == "fold":
        return f"seat {seat} drops out"
    if v == "check":
        return f"seat {seat} stands"
    if v == "call":
        return f"seat {seat} calls, putting in {put}"
    word = "bets" if v == "bet" else "raises by"
    return f"seat {seat} {word} {action.args[0]}, putting in {put}"


class BragMatch(Match):
    """A session of brag: the deal passes to the left; a pot nobody won stays for the next deal
    (seven- and nine-card brag, the dummy game); the dummy game carries each player's chips, and
    ends when one player has them all (seed 004 §1.8.4). Context carried: ``dealer``,
    ``pot_carried``, ``deal_number``, and for the dummy game ``stacks``."""

    def carry(self, state: BragState) -> dict[str, Any]:
        ctx = super().carry(state)
        ctx["pot_carried"] = state.carried_out
        if self.rules.form == "dummy":
            ctx["stacks"] = [state.stack[s] + state.won[s] for s in range(self.num_players)]
            if sum(1 for x in ctx["stacks"] if x > 0) < 2:
                ctx["stacks"] = [self.rules.buy_in] * self.num_players
                ctx["pot_carried"] = 0
        return ctx
