"""The simple banking engine: a banker against punters, one stake each, one chance event per coup.

Many of the banking games of seed 004 and Foster's chapter 11 share one shape: the punters stake
on named chances (a colour, a total, a packet), the banker takes no decision, one chance event
(dice thrown, a wheel spun, rows of cards dealt) decides every stake, and each bet is paid at
fixed odds or lost. :class:`SimpleBankingState` is that shape, written once; a game supplies

* ``bet_names()``: the chances a punter may back (cached per rule set),
* ``_decide()``: the chance event (cards from ``self.cards``, a pack shuffled at the start of the
  deal so a record replays it; a wheel through ``shuffler.randint``),
* ``_settle_bet(name, stake) -> int``: the punter's net result on one stake, in chips.

A game whose chance event is small and countable makes it explicit (``explicit_chance = True``:
the dice games, fan-tan's count): after the last stake the state has a chance turn (``to_act == CHANCE``) whose
outcomes the game lists in ``_chance_outcomes()`` and takes in ``_take_chance(action)``; applying
the outcome decides the coup (see :mod:`hoyle.core.chance`).

Seats: the banker is seat 0 in the casino games (the house keeps the bank) and the dealer seat of
the match context in the private games (``rotating_bank = True``: the bank passes to the left each
deal, Foster §11 introduction). Every punter, in turn from the banker's left, makes one stake
(``bet NAME CHIPS``) or passes; then the coup is decided. The banker's result is minus the sum of
the punters', so the game is zero-sum with ``house_take() == 0``.

Games here: :mod:`.dice_games` (chuck-luck, under and over seven, passe-dix), :mod:`.fan_tan`, :mod:`.roulette`,
:mod:`.trente` (trente-et-quarante), :mod:`.packets` (blind hookey, banker and broker, monte bank).
"""

from __future__ import annotations

import copy
from fractions import Fraction
from typing import Any, ClassVar

from ...cards import Card
from ...core.actions import Action
from ...core.chance import CHANCE
from ...core.determinise import Slots, Zone
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook
from ...core.state import GameState

__all__ = ["SimpleBankingState", "STAKE_LAWS", "RANK_WORDS", "WORD_RANKS", "copy_state", "deck_locations", "deal_round",
           "deck_zones", "redeal_record", "NoCards"]

#: rank number (2..14) -> the word used in actions ("bet queen 2")
RANK_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
              10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
WORD_RANKS = {w: r for r, w in RANK_WORDS.items()}

STAKE_LAWS = LawBook.of("Stakes at a banking game", "Foster 1914 §11 (seed 001 part 5) and seed 004 "
                        "chapter introduction", [
    ("S1", "stake-first", "Stakes are put down before the chance that decides them; none is made or changed "
     "afterwards.", "a late stake is refused"),
    ("S2", "limit", "A stake must lie within the limit the banker has set (here: one of the stakes the rules "
     "list).", "a stake over the limit is refused"),
    ("S3", "layout", "A stake is placed on a chance the layout offers.", "a stake on no chance is refused"),
])


def copy_state(state: GameState, flat: tuple[str, ...] = (), nested: tuple[str, ...] = ()) -> Any:
    """The fast clone every banking state uses: a shallow copy of ``state`` whose record (history,
    log, context) and the named mutable attributes are copied, so the copy can move on alone.

    ``flat`` names lists, dicts or sets copied one level; ``nested`` names lists of lists or dicts
    of lists, whose inner lists are copied too.
    """
    new = object.__new__(type(state))
    d = state.__dict__
    new.__dict__.update(d)
    for name in flat:
        setattr(new, name, d[name].copy())
    for name in nested:
        v = d[name]
        setattr(new, name, {k: list(x) for k, x in v.items()} if isinstance(v, dict) else [list(x) for x in v])
    new.history = list(state.history)
    new.log = list(state.log)
    new.context = dict(state.context)
    return new


def deck_locations(state: GameState, **piles: list[Card]) -> dict[str, list[Card]]:
    """Where every card lies in a deal that deals from ``state.deck`` at ``state.pos`` into the
    ``state.hands`` dict: the undealt pack, the named ``piles``, then each seat's hand (``hand{seat}``)."""
    loc = {"pack": state.deck[state.pos:]}
    for name, cards in piles.items():
        loc[name] = list(cards)
    for s, h in state.hands.items():
        loc[f"hand{s}"] = list(h)
    return loc


def deck_zones(state: GameState, **piles: list[Card]) -> dict[str, Zone]:
    """The card zones (:mod:`hoyle.core.determinise`, for the ISMCTS seat) of a deal that deals
    from ``state.deck`` at ``state.pos`` into the ``state.hands`` dict: the pack from the next
    card on, in its order (the cards before it are the record of those dealt), each seat's
    hand (``hand {seat}``) and the named ``piles`` (state attributes), each card in its place
    (a hand's first cards may be face down, the rest face up). What a seat sees in them stays
    where it lies; the rest is dealt afresh among them."""
    zones = {"stock": Zone(Slots(state.deck, range(state.pos, len(state.deck))), ordered=True, attr="deck")}
    for s, h in state.hands.items():
        zones[f"hand {s}"] = Zone(h, ordered=True, attr="hands")
    for name, cards in piles.items():
        zones[name] = Zone(cards, ordered=True, attr=name)
    return zones


def redeal_record(state: GameState, *dealt: list[Card]) -> None:
    """After a determinisation over :func:`deck_zones`: the record of the cards dealt before
    ``state.pos`` (never read in play) is again the cards that left the pack -- the hands' and
    the ``dealt`` piles' (cards turned or burnt) -- so that the copy holds no trace of the deal
    it was drawn from. Left alone where those do not account for the record."""
    cards = sorted([c for h in state.hands.values() for c in h] + [c for p in dealt for c in p])
    if len(cards) == state.pos:
        state.deck[:state.pos] = cards


def deal_round(state: GameState, seats: list[int], size: int) -> None:
    """Deal ``size`` cards to each of ``seats``, one at a time in turn, from ``state.deck`` at
    ``state.pos`` into the ``state.hands`` dict (advancing ``state.pos``)."""
    deck, pos, hands = state.deck, state.pos, state.hands
    for _ in range(size):
        for s in seats:
            hands[s].append(deck[pos])
            pos += 1
    state.pos = pos


class NoCards:
    """Mixin (listed before the state base class) for a banking game played without cards (dice, a
    wheel, numbered balls): no card to locate, hide or count."""

    def card_locations(self) -> dict[str, list[Card]]:
        return {}

    def hidden_cards(self, seat: int | None) -> list[Card]:
        return []

    def pack(self) -> list[Card]:
        return []


class SimpleBankingState(GameState):
    """One coup of a simple banking game (see the module docstring).

    Subclasses set ``rules_cls`` and implement :meth:`bet_names`, :meth:`_decide`,
    :meth:`_settle_bet`; card games also set ``self.cards`` (the shuffled pack, top first) in
    :meth:`_setup` and override :meth:`card_locations`, :meth:`hidden_cards`, :meth:`pack`.
    """

    rotating_bank: ClassVar[bool] = False

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        # a standing bank (the house) is seat 0; a rotating bank starts with the dealer
        cls.house_seat = None if cls.rotating_bank else 0
    game_word: ClassVar[str] = "banking"
    #: the coup's chance is a chance turn after the stakes (``_chance_outcomes``, ``_take_chance``)
    explicit_chance: ClassVar[bool] = False

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.banker = int(self.context.get("dealer", 0)) % n if self.rotating_bank else 0
        self.punters = [(self.banker + i) % n for i in range(1, n)]
        self.turn = 0
        self.bets: list[tuple[int, str, int]] = []      # (seat, chance, stake)
        self.results: list[int] | None = None
        self.bet_results: list[int] = []                # net per entry of self.bets
        self.cards: list[Card] = []
        self.pos = 0
        self._setup()
        self._actions = self._make_actions()

    # ----- hooks ----------------------------------------------------------------------
    def _setup(self) -> None:
        """Shuffle the pack if the game uses cards (default: none)."""

    def bet_names(self) -> list[str]:
        raise NotImplementedError

    def _decide(self) -> None:
        raise NotImplementedError

    def _settle_bet(self, name: str, stake: int) -> int:
        raise NotImplementedError

    def _public(self) -> dict[str, Any]:
        """The chance event as the table sees it (dice, cards turned...)."""
        return {}

    def _chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """Explicit chance: the outcomes of the coup's chance event (see ``explicit_chance``)."""
        raise NotImplementedError

    def _take_chance(self, action: Action) -> None:
        """Explicit chance: record the outcome ``action`` (checked) before the coup is decided."""
        raise NotImplementedError

    # ----- the contract -----------------------------------------------------------------
    def _make_actions(self) -> list[Action]:
        stakes = self.rules.stakes
        return [Action("bet", (name, s)) for name in self.bet_names() for s in stakes] + [Action("pass")]

    def clone(self) -> "SimpleBankingState":
        new = copy_state(self, ("bets", "bet_results"))
        if self.explicit_chance and self.results is None:
            # the throw still to come: the copy samples it from its own shuffler, as the original would
            new.shuffler = copy.deepcopy(self.shuffler)
        new._clone_extra(self)
        return new

    def _clone_extra(self, other: "SimpleBankingState") -> None:
        """Copy any further mutable state (subclasses)."""

    @property
    def to_act(self) -> int | None:
        if self.results is None:
            if self.turn < len(self.punters):
                return self.punters[self.turn]
            if self.explicit_chance:
                return CHANCE
        return None

    def legal_actions(self) -> list[Action]:
        t = self.to_act
        if t is None:
            return []
        if t == CHANCE:
            return [a for a, _ in self._chance_outcomes()]
        return list(self._actions)

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        return self._chance_outcomes() if self.to_act == CHANCE else []

    def _apply_chance(self, action: Action) -> None:
        self._take_chance(action)
        self._finish()

    def _check(self, action: Action) -> None:
        if action.verb == "pass" and not action.args:
            return
        if action.verb != "bet" or len(action.args) != 2:
            raise IllegalAction(f"{action} is not a stake (write: bet CHANCE CHIPS, or pass)", STAKE_LAWS.cite("S3"))
        name, stake = action.args
        if name not in self._names_set():
            raise IllegalAction(f"{name!r} is not a chance of this layout (chances: "
                                f"{', '.join(self.bet_names()[:12])}...)", STAKE_LAWS.cite("S3"))
        if type(stake) is not int or stake not in self.rules.stakes:     # a card is no stake
            raise IllegalAction(f"stake {stake} is not allowed (stakes: {', '.join(map(str, self.rules.stakes))})",
                                STAKE_LAWS.cite("S2"))

    def _names_set(self) -> set:
        s = self.__dict__.get("_nameset")
        if s is None:
            s = self._nameset = set(self.bet_names())
        return s

    def _apply(self, action: Action) -> None:
        seat = self.punters[self.turn]
        if action.verb == "bet":
            self.bets.append((seat, action.args[0], action.args[1]))
            self.log.append(f"seat {seat} stakes {action.args[1]} on {action.args[0]}")
        self.turn += 1
        if self.turn == len(self.punters) and not self.explicit_chance:
            self._finish()

    def _finish(self) -> None:
        self._decide()
        out = [0] * self.num_players
        self.bet_results = []
        for seat, name, stake in self.bets:
            v = self._settle_bet(name, stake)
            self.bet_results.append(v)
            out[seat] += v
        out[self.banker] = -sum(out[s] for s in self.punters)
        self.results = out

    def outcome(self) -> list[int]:
        if self.results is None:
            raise DealNotOver("the coup is not over")
        return list(self.results)

    def settled_stakes(self) -> list[tuple[int, str, int, int]] | None:
        """Each punter's stake and its net once the coup is decided (``[]`` before)."""
        if self.results is None:
            return []
        return [(seat, name, stake, net) for (seat, name, stake), net in zip(self.bets, self.bet_results)]

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": self.game_word, "seat": seat, "to_act": self.to_act, "banker": self.banker,
            "bets": [{"seat": s, "chance": n, "stake": k} for s, n, k in self.bets],
        }
        if self.results is not None:
            v.update(self._public())
            v["paid"] = list(self.bet_results)
            v["outcome"] = list(self.results)
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        return {"pack": self.cards[self.pos:], "turned": self.cards[:self.pos]}

    def hidden_cards(self, seat: int | None):
        return self.cards[self.pos:]

    def pack(self) -> list[Card]:
        return sorted(self.cards)
