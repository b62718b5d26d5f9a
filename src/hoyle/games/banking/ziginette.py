"""Ziginette, as dealt in American gambling houses (seed 004 §1.21; catalog oracles O91-O93).

The 40-card pack (no tens, nines or eights: O92) goes **face up** into the shoe, so its top card is
always visible. The banker deals two **table cards**; the card then visible is the **banker's card**.
Punters (from the banker's left; ``bet queen 10`` or ``pass``) stake on table cards, by rank: a bet
wins if its card is matched (a card of its rank shows at the top of the shoe) **later** than the
banker's card. The banker draws his card and keeps it by the shoe, which shows the next card; then
round after round (the summary loop of 004):

1. the visible card is drawn: if it matched a table card, both go to the discard and that rank is
   **dead** for the rest of the deal; a card of a dead rank goes to the discard; any other card is
   added to the table;
2. the card now visible is checked: of the banker's rank, the banker pays every bet on the table
   **1 to 1** and the deal ends (O93); of a table card's rank, the bank wins the bets on that card,
   the house taking **10 %** of what the bank wins (O91; :meth:`house_take`; the default stakes are
   multiples of 10 so the levy is exact, otherwise rounded down);
3. otherwise (and after a settlement) the punters may bet again on any table card not just matched.

If the shoe runs out first, the stakes on the table are returned. A pair among the first three cards
is "no deal": the cards are shuffled again (each shuffle logged, so a record replays), the usual rule
(004: «Игрушка»). Option ``doubling`` (004 §1.21, "doubling at the first deal" and "tripling", where the
table allows it) deals instead: a card of a table card's rank is stacked on it (two table cards paired,
or a table card and the shoe card), the empty place is filled from the shoe and the next new rank is the
banker's card; three of a rank are stacked as one table card. A stacked card is decided only when the
next card of its rank shows (the third of a doubled rank, the fourth of a tripled one), and the bets on it
are then settled as on any table card. The book's printed examples of doubling are corrupt (catalog ⚠: they
name tens, which the pack lacks) and are not used; the rule itself is complete. Four of one rank in the
first deal leave nothing to decide: no deal (our reading). The bank passes **one player to the right** when the banker's card is matched (O93)
and otherwise stays (004: the banker may keep it); here a match keeps the same banker otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...core.actions import Action
from ...core.errors import DealNotOver
from ...core.laws import LawBook
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .packets import monte_pack
from .simple import RANK_WORDS, WORD_RANKS, copy_state

__all__ = ["ZiginetteRules", "ZiginetteState", "ZIGINETTE_LAWS"]

ZIGINETTE_LAWS = LawBook.of("Ziginette", "seed 004 §1.21", [
    ("Z1", "pack", "Forty cards (no tens, nines or eights), face up in the shoe.", ""),
    ("Z2", "bets", "Punters stake on table cards to be matched later than the banker's card.",
     "a stake on no table card, or on one just matched, is refused"),
    ("Z3", "table-match", "A card of a table card's rank wins the bets on it for the bank; the rank is then dead.",
     ""),
    ("Z4", "bank-match", "A card of the banker's rank: the banker pays every bet 1 to 1, the deal ends and the bank "
     "passes to the right.", ""),
    ("Z5", "levy", "The house takes 10 % of every bet the bank wins.", ""),
    ("Z6", "no-deal", "A pair among the first three cards: no deal, the cards are shuffled again.", ""),
    ("Z7", "doubling", "Where doubling is allowed, a pair (or three of a rank) in the first deal is stacked as one "
     "table card, and no bet on it is decided until the next card of its rank shows.", ""),
])


@dataclass(frozen=True)
class ZiginetteRules(Rules):
    """Ziginette's options."""

    stakes: tuple[int, ...] = option((10, 50), "stakes a punter may choose (the banker's limits)",
                                     "seed 004 §1.21 (limits)")
    levy_percent: int = option(10, "the house's share of every bet the bank wins", "seed 004 §1.21 (O91)",
                               minimum=0, maximum=100)
    doubling: bool = option(False, "doubling and tripling: a pair (or three of a rank) in the first deal is "
                            "stacked as one table card, decided by the next card of its rank, instead of 'no deal'",
                            "seed 004 §1.21 (doubling at the first deal; doubling in settlement; tripling)")


class ZiginetteState(GameState):
    """One deal of ziginette (see the module docstring)."""

    house_seat = 0        # seat 0 keeps the bank at the start (a person punts by default)

    rules_cls = ZiginetteRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.banker = int(self.context.get("banker", 0)) % n
        self.punters = [(self.banker + i) % n for i in range(1, n)]
        self.stacked: dict[int, list[Card]] = {}          # rank -> cards stacked on its table card (Z7)
        while True:
            self.shoe: list[Card] = self.shuffler.shuffle(monte_pack())
            if self.rules.doubling:
                if self._lay_out():
                    break
                self.log.append("no deal: four of a rank in the first deal; shuffled again")
            elif len({c.rank for c in self.shoe[:3]}) == 3:
                self.table: list[Card] = [self.shoe[0], self.shoe[1]]
                self.bank_i = 2
                break
            else:
                self.log.append("no deal: a pair among the first three cards; shuffled again")     # Z6
        self.bank_card: Card = self.shoe[self.bank_i]
        self.i = self.bank_i                               # index of the visible card of the shoe
        self.discard: list[Card] = []
        self.dead: set[int] = set()
        self.bets: dict[int, list[tuple[int, int]]] = {}   # rank -> [(seat, stake)]
        self.matched: Card | None = None                   # the table card matched by the visible card
        self.net = [0] * n
        self.levies = 0
        self.turn = 0
        self.done = False
        self.bank_matched = False

    def _lay_out(self) -> bool:
        """The first deal with doubling (Z7): two table cards of different ranks, each with the cards
        of its rank stacked on it, then the banker's card of a third rank. False: four of one rank."""
        table: list[Card] = []
        stacked: dict[int, list[Card]] = {}
        for j, c in enumerate(self.shoe):
            home = next((t for t in table if t.rank == c.rank), None)
            if home is not None:
                stacked.setdefault(c.rank, []).append(c)
                if len(stacked[c.rank]) == 3:
                    return False
            elif len(table) < 2:
                table.append(c)
            else:
                self.table, self.stacked, self.bank_i = table, stacked, j
                for r, cs in stacked.items():
                    self.log.append(f"{' '.join(map(str, cs))} stacked on the {RANK_WORDS[r]}: "
                                    f"{'tripled' if len(cs) == 2 else 'doubled'}")
                return True
        return False                                       # unreachable with 40 cards of ten ranks

    def clone(self) -> "ZiginetteState":
        return copy_state(self, ("table", "discard", "dead", "net"), nested=("bets", "stacked"))

    # ------------------------------------------------------------------ contract
    @property
    def to_act(self) -> int | None:
        return None if self.done else self.punters[self.turn]

    def _open(self) -> list[Card]:
        return [c for c in self.table if self.matched is None or c != self.matched]

    def legal_actions(self) -> list[Action]:
        if self.done:
            return []
        out = [Action("bet", (RANK_WORDS[c.rank], s)) for c in self._open() for s in self.rules.stakes]
        return out + [Action("pass")]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "bet":
            cards = ", ".join(RANK_WORDS[c.rank] for c in self._open())
            return (f"a stake goes on a table card not just matched ({cards}), one of "
                    f"{', '.join(map(str, self.rules.stakes))} chips", ZIGINETTE_LAWS.cite("Z2"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        seat = self.punters[self.turn]
        if action.verb == "bet":
            rank = WORD_RANKS[action.args[0]]
            self.bets.setdefault(rank, []).append((seat, action.args[1]))
            self.log.append(f"seat {seat} stakes {action.args[1]} on the {action.args[0]}")
        self.turn += 1
        if self.turn == len(self.punters):
            self.turn = 0
            self._advance()

    # ------------------------------------------------------------------ the shoe
    def _advance(self) -> None:
        """Draw the visible card and look at the next one, until a betting round or the end."""
        while True:
            drawn = self.shoe[self.i]
            if self.i == self.bank_i:
                pass                                       # the banker's card: kept by the shoe
            elif self.matched is not None:                 # Z3: both to the discard, the rank dead
                self.table.remove(self.matched)
                self.discard += [self.matched, *self.stacked.pop(self.matched.rank, []), drawn]
                self.dead.add(drawn.rank)
                self.matched = None
            elif drawn.rank in self.dead:
                self.discard.append(drawn)
            else:
                self.table.append(drawn)
            self.i += 1
            if self.i == len(self.shoe):                   # the shoe is out: stakes returned
                self.log.append("the shoe is out: the stakes are returned")
                self.done = True
                return
            v = self.shoe[self.i]
            if v.rank == self.bank_card.rank:              # Z4
                for rank, bets in self.bets.items():
                    for seat, stake in bets:
                        self.net[seat] += stake
                        self.net[self.banker] -= stake
                self.bets = {}
                self.bank_matched = True
                self.done = True
                self.log.append(f"{v} matches the banker's card: the banker pays every bet")
                return
            for c in self.table:
                if c.rank == v.rank:
                    self.matched = c
                    won = 0
                    for seat, stake in self.bets.pop(c.rank, []):
                        self.net[seat] -= stake
                        won += stake
                    levy = won * self.rules.levy_percent // 100   # Z5
                    self.net[self.banker] += won - levy
                    self.levies += levy
                    if won:
                        self.log.append(f"{v} matches the {c}: the bank wins {won} (levy {levy})")
                    break
            if self._open():
                return                                     # a betting round

    # ------------------------------------------------------------------ outcome and views
    def outcome(self) -> list[int]:
        if not self.done:
            raise DealNotOver("the deal is not over")
        return list(self.net)

    def house_take(self) -> int:
        return self.levies

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "ziginette", "seat": seat, "to_act": self.to_act, "banker": self.banker,
            "banker_card": str(self.bank_card), "table": [str(c) for c in self.table],
            "shoe_top": str(self.shoe[self.i]) if self.i < len(self.shoe) else None,
            "matched": str(self.matched) if self.matched is not None else None,
            "bets": {RANK_WORDS[r]: [{"seat": s, "stake": k} for s, k in b] for r, b in self.bets.items() if b},
            "dead": sorted(RANK_WORDS[r] for r in self.dead), "discard": [str(c) for c in self.discard],
            "cards_left": len(self.shoe) - self.i,
        }
        if self.stacked:
            v["stacked"] = {RANK_WORDS[r]: [str(c) for c in cs] for r, cs in self.stacked.items()}
        if self.done:
            v["outcome"] = list(self.net)
            v["levies"] = self.levies
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        # every card drawn from the shoe after the banker's is on the table or in the discard
        return {"table": list(self.table), "banker": [self.bank_card], "discard": list(self.discard),
                "stacked": [c for cs in self.stacked.values() for c in cs],
                "shoe": self.shoe[self.i:] if self.i > self.bank_i else self.shoe[self.bank_i + 1:]}

    def hidden_cards(self, seat: int | None):
        return self.shoe[self.i + 1:]

    def pack(self) -> list[Card]:
        return sorted(self.shoe)


class ZiginetteMatch(Match):
    """The bank passes one seat to the right when the banker's card is matched (O93)."""

    def carry(self, state) -> dict[str, Any]:
        ctx = super().carry(state)
        b = int(state.context.get("banker", 0))
        ctx["banker"] = (b - 1) % state.num_players if state.bank_matched else b
        return ctx


register(GameInfo(
    slug="ziginette", private_cards=False, title="Ziginette", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=8, default_players=4,
    state_cls=ZiginetteState, rules_cls=ZiginetteRules, laws=ZIGINETTE_LAWS, match_cls=ZiginetteMatch,
    aliases=("зигинетте",), source="seed 004 §1.21", status="playable",
    summary="A 40-card pack face up in a shoe; punters back table cards to be matched later than the banker's "
            "card; a match of the banker's card pays every bet, a match of a table card wins its bets for the "
            "bank (10 % to the house).",
    notes="The catalog reads 'partial' because 004's printed examples of doubling are corrupt; the doubling and "
          "tripling rule itself is complete and is the option doubling (a stacked rank is decided by its next "
          "card); by default a pair among the first three cards is 'no deal', as 004 says is usual."))
