"""Bango: card bingo for a pool (seed 004 §1.3; catalog oracle O15).

Two packs with different backs. Everyone, the dealer too, antes ``ante`` into the pool. From the
first pack five cards are dealt face up to each player; the rest of that pack is out of play. The
dealer then turns the second pack's cards one by one, calling each (``call``: the dealer's only
action, one legal action each time, so the state machine shows every call); a player holding the
identical card turns it face down. The first player with all five face down calls "Bango!" and takes
the pool (004 implies this by the ante without saying it, catalog §1.3). In the basic game a call
can turn down at most one player's card, so two players never finish together and the deal ends
within 52 calls (O15).

``bango-rank-only`` (the variant, option ``rank_only``): a call turns down every card of that rank
in every hand, so several players may finish together; 004 gives no rule for that, so they share the
pool (the odd chips to the finisher nearest the dealer's left: the recorded choice).

The deal passes to the left each deal. Card identity: the two packs hold the same 52 cards, told
apart here by where they are (the hands came from the first pack, the calls from the second).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, RuleOptionError
from ...core.laws import LawBook
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import copy_state

__all__ = ["BangoRules", "BangoState", "BANGO_LAWS"]

BANGO_LAWS = LawBook.of("Bango", "seed 004 §1.3", [
    ("B1", "ante", "Everyone, the dealer too, puts an equal ante in the pool.", ""),
    ("B2", "deal", "Five cards face up to each player from the first pack; the rest of it is out of play.", ""),
    ("B3", "call", "The dealer turns and calls the second pack's cards one at a time; the identical card (or, in "
     "the variant, every card of the rank) is turned face down.", "only the dealer calls"),
    ("B4", "bango", "The first to turn down all five cards takes the pool.", ""),
])


@dataclass(frozen=True)
class BangoRules(Rules):
    """Bango's options."""

    ante: int = option(1, "each player's ante into the pool", "seed 004 §1.3", minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    hand_size: int = option(5, "cards dealt face up to each player", "seed 004 §1.3", minimum=1, maximum=5)
    rank_only: bool = option(False, "a call turns down every card of its rank (the variant); several may finish "
                             "together and share the pool", "seed 004 §1.3 (L432-436)")


class BangoState(GameState):
    """One deal of bango: the dealer calls until someone has turned down every card."""

    rules_cls = BangoRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        n = num_players
        if n * r.hand_size > 52:
            raise RuleOptionError(f"{n} players need {n * r.hand_size} cards; the first pack has 52")
        self.dealer = int(self.context.get("dealer", 0)) % n
        self.order = [(self.dealer + i) % n for i in range(1, n)] + [self.dealer]
        self.first: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        self.second: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        k = r.hand_size
        self.hands: dict[int, list[Card]] = {s: [] for s in self.order}
        for i in range(k):
            for j, s in enumerate(self.order):
                self.hands[s].append(self.first[i * n + j])
        self.unused = self.first[n * k:]
        self.down: dict[int, list[Card]] = {s: [] for s in self.order}
        self.called: list[Card] = []
        self.winners: list[int] = []
        self.result: list[int] | None = None

    def clone(self) -> "BangoState":
        return copy_state(self, ("called", "winners"), nested=("down",))

    @property
    def to_act(self) -> int | None:
        return None if self.result is not None else self.dealer

    def legal_actions(self) -> list[Action]:
        return [] if self.result is not None else [Action("call")]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        return ("the dealer's only action is to call the next card (call)", BANGO_LAWS.cite("B3"))

    def _apply(self, action: Action) -> None:
        c = self.second[len(self.called)]
        self.called.append(c)
        rank_only = self.rules.rank_only
        for s in self.order:
            for x in self.hands[s]:
                if (x.rank == c.rank if rank_only else x == c) and x not in self.down[s]:
                    self.down[s].append(x)
        done = [s for s in self.order if len(self.down[s]) == len(self.hands[s])]
        if done or len(self.called) == len(self.second):
            self._finish(done)

    def _finish(self, done: list[int]) -> None:
        n = self.num_players
        ante = self.rules.ante
        out = [-ante] * n
        pool = n * ante
        self.winners = done
        if done:
            share, odd = divmod(pool, len(done))
            for s in done:
                out[s] += share
            out[done[0]] += odd                     # done is in order from the dealer's left
            self.log.append("bango: " + ", ".join(f"seat {s}" for s in done))
        else:                                       # cannot happen with five-card hands; kept total
            out = [0] * n
        self.result = out

    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the deal is not over")
        return list(self.result)

    def view(self, seat: int | None) -> dict[str, Any]:
        v = {"game": "bango", "seat": seat, "to_act": self.to_act, "dealer": self.dealer,
             "pool": self.num_players * self.rules.ante,
             "hands": {str(s): [str(c) for c in h] for s, h in self.hands.items()},
             "turned_down": {str(s): [str(c) for c in d] for s, d in self.down.items() if d},
             "called": [str(c) for c in self.called], "calls_left": len(self.second) - len(self.called)}
        if self.result is not None:
            v["bango"] = list(self.winners)
            v["outcome"] = list(self.result)
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {f"hand{s}": list(h) for s, h in self.hands.items()}
        loc["out-of-play"] = list(self.unused)
        loc["second-pack"] = self.second[len(self.called):]
        loc["called"] = list(self.called)
        return loc

    def hidden_cards(self, seat: int | None):
        return self.unused + self.second[len(self.called):]

    def pack(self) -> list[Card]:
        return sorted(self.first + self.second)


register(GameInfo(
    slug="bango", private_cards=False, title="Bango (card bingo)", family="banking", utility="zero-sum-chips",
    min_players=3, max_players=10, default_players=4,
    state_cls=BangoState, rules_cls=BangoRules, laws=BANGO_LAWS, aliases=("бан-го",),
    source="seed 004 §1.3",
    summary="Everyone antes; five cards face up each from one pack; the dealer calls the other pack card by card; "
            "the first to turn down all five identical cards takes the pool.",
    notes="the caller taking the pool is implied by the ante (004 does not say it)"))

register(GameInfo(
    slug="bango-rank-only", private_cards=False, title="Bango, rank-only variant", family="banking", utility="zero-sum-chips",
    min_players=3, max_players=10,
    default_players=4, state_cls=BangoState, rules_cls=BangoRules, defaults={"rank_only": True},
    laws=BANGO_LAWS, source="seed 004 §1.3 (variant, L432-436)", status="partial",
    summary="Bango where a call turns down every card of its rank; players finishing together share the pool.",
    notes="004 gives no rule for a simultaneous finish: the pool is shared (odd chips to the first from the "
          "dealer's left)"))
