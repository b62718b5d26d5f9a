"""Card craps (seed 004 §1.9): craps rolled with a special pack of 48 cards instead of dice.

The pack: ace (= 1) to six, eight of each rank -- two of each suit (so a "pair of the same suit" can
be two identical cards). A **roll** is two cards dealt face up; their total is the throw.

The shooter (the dealer of the match; the cards pass to the left) makes the **centre bet**
(``bet N``); the others in turn **fade** (cover) part of it (``fade N``, never more than is
uncovered) or pass; the unfaded part is withdrawn (004 §1.9). The **come-out** roll: 7 or 11 passes
(shooter wins), 2, 3 or 12 misses (craps), any other total is the point. The two come-out cards
are shuffled back and the pack cut; the shooter then deals rolls without shuffling until he makes
the point (pass) or throws a 7 (seven out, miss); a pack run out is reshuffled and the point goes
on. The centre bet is even money: the faders take the shooter's stake on a miss and lose their
fades on a pass.

**Hard double** (004 §1.9, O50; option ``hard_double``): a point of 4, 6, 8 or 10 made with two
cards of the same rank and the same suit is paid double by the wrong bettors (the faders).

The rolls are explicit chance (:mod:`hoyle.core.chance`): once the stakes are made, and after every
roll that decides nothing, the state has a chance turn whose outcomes are the ordered pairs of cards
that can be dealt from the pack as it stands (``roll 6D 5H``, with the exact chance of a draw without
replacement). The pack is still shuffled, as dealt: a sampled roll is its next two cards, so a seed
deals the same rolls as before and old records replay; an outcome applied directly (a record, the
exact analysis) is taken from the cards left. The shuffles of 004 §1.9 stay where the rules put them.

Not offered here: the side bets (hard ways, come bets, propositions), which are private bets
between two players at agreed odds; their true odds are in :mod:`hoyle.analysis.banking_craps`.
"""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ...cards import Card, card
from ...core.actions import Action
from ...core.chance import CHANCE, draw_outcomes
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState

__all__ = ["CardCrapsRules", "CardCrapsState", "craps_pack", "craps_value", "roll_decision", "CRAPS_LAWS"]

CRAPS_LAWS = LawBook.of("Card craps", "seed 004 §1.9", [
    ("C1", "centre-bet", "On each come-out the shooter stakes in the centre; the others fade (cover) any part of "
     "it, never more than is uncovered; the rest is withdrawn.", "a fade over the uncovered stake is refused"),
    ("C2", "come-out", "The come-out roll passes on 7 or 11, misses on 2, 3 or 12, and otherwise sets the point.",
     ""),
    ("C3", "point", "The point must be rolled again before a 7; the come-out cards are shuffled back first and "
     "a spent pack is reshuffled.", ""),
    ("C4", "hard-double", "A point of 4, 6, 8 or 10 made with two like cards of one suit is paid double.", ""),
])


def craps_value(c: int) -> int:
    r = c // 4 + 2
    return 1 if r == 14 else r


_PACK = tuple(card(r, s) for r in (14, 2, 3, 4, 5, 6) for s in range(4) for _ in range(2))


def craps_pack() -> list[Card]:
    """48 cards: ace to six, two of each suit (004 §1.9)."""
    return list(_PACK)


def roll_decision(point: int | None, total: int) -> str | None:
    """What a roll of ``total`` decides (004 §1.9, laws C2 and C3): on the come-out (``point`` is
    None) ``"pass"`` on 7 or 11, ``"miss"`` on 2, 3 or 12 (craps), else ``"point"``; once a point is
    set, ``"pass"`` when it is rolled again, ``"miss"`` on a 7 (seven out), else None (roll on)."""
    if point is None:
        return "pass" if total in (7, 11) else "miss" if total in (2, 3, 12) else "point"
    return "pass" if total == point else "miss" if total == 7 else None


@lru_cache(maxsize=256)
def _roll_outcomes(stock: tuple[Card, ...]) -> tuple[tuple[Action, Fraction], ...]:
    return tuple(draw_outcomes(stock, 2, "roll"))


@dataclass(frozen=True)
class CardCrapsRules(Rules):
    """Card craps' options (seed 004 §1.9)."""

    stakes: tuple[int, ...] = option((2, 10), "centre bets and fades a player may choose (chips)", "")
    hard_double: bool = option(True, "a point of 4/6/8/10 made with two like cards of one suit is paid double",
                               "seed 004 §1.9 (O50)")


class CardCrapsState(GameState):
    """One decision of card craps (come-out to pass or miss). The shooter is the match's dealer seat."""

    rules_cls = CardCrapsRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.shooter = int(self.context.get("dealer", 0)) % n
        self.faders = [(self.shooter + i) % n for i in range(1, n)]
        self.deck: list[Card] = self.shuffler.shuffle(craps_pack())
        self.pos = 0
        self.shown: list[Card] = []      # cards rolled earlier and shuffled back (seen by all)
        self.rolls: list[tuple[Card, Card]] = []
        self.centre = 0
        self.fades: list[tuple[int, int]] = []
        self.turn = -1                    # -1: the shooter's bet; then index into faders
        self.point: int | None = None
        self.passed: bool | None = None
        self.hard = False
        self.result: list[int] | None = None

    def clone(self) -> "CardCrapsState":
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.deck = list(self.deck)
        new.shown = list(self.shown)
        new.rolls = list(self.rolls)
        new.fades = list(self.fades)
        new.history = list(self.history)
        new.log = list(self.log)
        new.context = dict(self.context)
        if self.result is None:          # the rolls and reshuffles still to come need their own chance source
            new.shuffler = copy.deepcopy(self.shuffler)
        return new

    @property
    def to_act(self) -> int | None:
        if self.result is not None:
            return None
        if self.turn >= len(self.faders):
            return CHANCE                 # a roll is due
        return self.shooter if self.turn < 0 else self.faders[self.turn]

    def _uncovered(self) -> int:
        return self.centre - sum(a for _, a in self.fades)

    def legal_actions(self) -> list[Action]:
        t = self.to_act
        if t is None:
            return []
        if t == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        if self.turn < 0:
            return [Action("bet", (s,)) for s in self.rules.stakes]
        u = self._uncovered()
        amounts = sorted({s for s in self.rules.stakes if s <= u} | ({u} if u > 0 else set()))
        return [Action("fade", (a,)) for a in amounts] + [Action("pass")]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "fade":
            return (f"a fade must be one of the allowed stakes and at most the uncovered {self._uncovered()}",
                    CRAPS_LAWS.cite("C1"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        if self.turn < 0:
            self.centre = action.args[0]
            self.log.append(f"seat {self.shooter} shoots for {self.centre}")
        elif action.verb == "fade":
            self.fades.append((self.faders[self.turn], action.args[0]))
        self.turn += 1
        if self.turn >= len(self.faders) or (self.turn > 0 and self._uncovered() == 0):
            self.turn = len(self.faders)          # the stakes are made: the come-out roll is due

    # ------------------------------------------------------------------ the rolls (explicit chance)
    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """At a roll: every ordered pair of cards that can be dealt from the pack as it stands (the
        cards not yet rolled since it was last shuffled), ``roll 4H 4H`` for a four of hearts then the
        other four of hearts; 576 outcomes from a full pack."""
        if self.to_act != CHANCE:
            return []
        return list(_roll_outcomes(tuple(sorted(self.deck[self.pos:]))))

    def _sample_chance(self) -> Action:
        # the next two cards of the pack shuffled at the deal (or at the last reshuffle): the pack is
        # uniformly shuffled, so this is a uniform ordered draw from the cards left -- the distribution
        # of chance_outcomes() -- and the draw a seed or a record's "shuffles" made before
        return Action("roll", (self.deck[self.pos], self.deck[self.pos + 1]))

    def _check_chance(self, action: Action) -> None:
        a = action.args
        if not (action.verb == "roll" and len(a) == 2 and all(isinstance(c, Card) for c in a)):
            raise IllegalAction(f"{action} is not a roll (roll and two cards of the pack)", CRAPS_LAWS.cite("C2"))
        left = Counter(self.deck[self.pos:])
        left.subtract(a)
        if any(v < 0 for v in left.values()):
            raise IllegalAction(f"{action}: the pack left does not hold those cards", CRAPS_LAWS.cite("C3"))

    def _deal_next(self, c: Card) -> None:
        # put the card the chance chose at the top of what is left (a no-op when it was sampled)
        i = self.deck.index(c, self.pos)
        self.deck[self.pos], self.deck[i] = self.deck[i], self.deck[self.pos]
        self.pos += 1

    def _reshuffle(self) -> None:
        self.shown.extend(self.deck[:self.pos])
        self.deck = self.shuffler.shuffle(craps_pack())
        self.pos = 0

    def _apply_chance(self, action: Action) -> None:
        a, b = action.args
        self._deal_next(a)
        self._deal_next(b)
        self.rolls.append((a, b))
        t = craps_value(a) + craps_value(b)
        decision = roll_decision(self.point, t)
        if decision == "point":                   # set on the come-out
            self.point = t
            self.log.append(f"the point is {t}")
            self._reshuffle()                     # the come-out cards go back: shuffle and cut
        elif decision is not None:
            self.passed = decision == "pass"
            self.hard = (self.passed and self.point is not None and self.rules.hard_double
                         and a == b and t in (4, 6, 8, 10))
        if self.passed is None:
            if self.pos + 2 > len(self.deck):
                self._reshuffle()
                self.log.append("the pack is spent: reshuffled, the point goes on")
            return
        faded = sum(x for _, x in self.fades)
        mult = 2 if self.hard else 1
        out = [0] * self.num_players
        for seat, x in self.fades:
            out[seat] = -x * mult if self.passed else x
        out[self.shooter] = -sum(out)
        self.result = out
        self.log.append(("pass" if self.passed else "miss") + (" (hard double)" if self.hard else "")
                        + f"; {faded} was faded")

    # ------------------------------------------------------------------ outcome and views
    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the decision is not reached: the deal is not over")
        return list(self.result)

    def view(self, seat: int | None) -> dict[str, Any]:
        v = {"game": "card-craps", "seat": seat, "to_act": self.to_act, "shooter": self.shooter,
             "centre": self.centre, "fades": [{"seat": s, "amount": a} for s, a in self.fades],
             "rolls": [[str(a), str(b), craps_value(a) + craps_value(b)] for a, b in self.rolls],
             "point": self.point}
        if self.result is not None:
            v["passed"] = self.passed
            v["hard_double"] = self.hard
            v["outcome"] = list(self.result)
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        return {"pack": self.deck[self.pos:], "rolled": self.deck[:self.pos]}

    def hidden_cards(self, seat: int | None):
        left = Counter(self.deck[self.pos:]) - Counter(self.shown)
        return list(left.elements())

    def pack(self) -> list[Card]:
        return sorted(craps_pack())


class CardCrapsMatch(Match):
    """The shooter keeps the cards until he misses (a seven-out or craps), then they pass left (004 §1.9)."""

    def carry(self, state: "GameState") -> dict[str, Any]:
        ctx = dict(self.context)
        ctx["deal_number"] = ctx.get("deal_number", 1) + 1
        if not state.passed:
            ctx["dealer"] = (state.shooter + 1) % self.num_players
        else:
            ctx["dealer"] = state.shooter
        return ctx


register(GameInfo(
    slug="card-craps", private_cards=False, chance="explicit", title="Card craps", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=10, default_players=3,
    state_cls=CardCrapsState, rules_cls=CardCrapsRules, aliases=("карточный крепс",), laws=CRAPS_LAWS,
    match_cls=CardCrapsMatch, source="seed 004 §1.9",
    summary="Craps with a 48-card pack of aces to sixes: the shooter's centre bet is faded by the others; 7 or 11 "
            "passes, 2, 3, 12 miss, else the point must come before a 7.",
    notes="side bets (hard ways, come, propositions) are analysed, not played. The catalog reads partial "
          "for the lost odds tables 1-2 and a misprint (970/976); the rules of play are complete and the "
          "odds are computed exactly instead (hoyle.analysis.banking_craps)."))
