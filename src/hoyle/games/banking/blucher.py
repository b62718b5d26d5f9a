"""Blücher: bet that a rank is never "called" as it is turned (seed 004 §1.7; catalog oracles O35-O38).

An option set of :class:`~.simple.SimpleBankingState`. The punters stake on ranks of a layout of
thirteen (``bet queen 5``; one stake each here -- 004 lets a punter stake on as many ranks as he
likes, which the engine does not offer). The banker turns the pack one card at a time, calling "ace"
on the first, "two" on the second, ... "king" on the thirteenth, and again from the ace: four counts
make the pack (O36). A card of the rank called **matches** that rank: the banker takes the stakes on
it and each of those punters pays as much again (O35).

**Doubling**: the first count of thirteen that passes with no match at all obliges the banker to
double every stake still on the layout from his own chips, once a deal. A doubled stake lost costs the
punter his stake and as much again on the doubled amount: 004's words leave open whether that is 3 or
4 units of his own money (catalog ⚠); option ``doubled_loss``, default 3 (the catalog's O38 reading).
At the end every stake still on the layout is returned, a doubled one with the banker's half: the
punter gains one stake. The bank passes to the left each deal.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import standard_pack
from ...core.laws import LawBook
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .simple import RANK_WORDS, WORD_RANKS, SimpleBankingState

__all__ = ["BlucherRules", "BlucherState", "BLUCHER_LAWS", "called_rank", "blucher_result"]

BLUCHER_LAWS = LawBook.of("Blücher", "seed 004 §1.7", [
    ("B1", "stakes", "Punters stake on ranks of the layout before the turn; stakes are not changed afterwards.", ""),
    ("B2", "call", "The banker calls ace, two, ... king as he turns each card, and again from the ace.", ""),
    ("B3", "match", "A card of the rank called wins the stakes on that rank and as much again from each bettor.", ""),
    ("B4", "double", "The first count of thirteen with no match makes the banker double every stake on the layout; "
     "once a deal.", ""),
    ("B5", "end", "Stakes still on the layout at the end are returned (a doubled one with the banker's half).", ""),
])


def called_rank(p: int) -> int:
    """The rank called on the card at position ``p`` (0-based): ace, two, ... king, then ace again (O36)."""
    c = p % 13
    return 14 if c == 0 else c + 1


def blucher_result(deck, rank: int, stake: int = 1, doubled_loss: int = 3) -> int:
    """The punter's net on ``stake`` on ``rank`` when ``deck`` (top first) is turned (see the module)."""
    doubled = False
    clean = True                                   # no match yet in the current count
    for p, c in enumerate(deck):
        cr = called_rank(p)
        if c.rank == cr:
            clean = False
            if cr == rank:
                return -(doubled_loss if doubled else 2) * stake
        if p % 13 == 12:
            if clean and not doubled:
                doubled = True
            clean = True
    return stake if doubled else 0


def doubling_happens(deck) -> bool:
    """Whether some count of thirteen passes with no match at all (O38)."""
    for start in range(0, 52, 13):
        if all(deck[p].rank != called_rank(p) for p in range(start, start + 13)):
            return True
    return False


@dataclass(frozen=True)
class BlucherRules(Rules):
    """Blücher's options."""

    stakes: tuple[int, ...] = option((1, 5), "stakes a punter may choose (chips)", "seed 004 §1.7 (limits agreed)")
    doubled_loss: int = option(3, "units of his own a punter loses on a doubled stake (3 or 4: 004 is ambiguous)",
                               "catalog 004 §1.7 (O38 reading)", choices=(3, 4))


class BlucherState(SimpleBankingState):
    """One deal of Blücher; the bank passes left."""

    rules_cls = BlucherRules
    rotating_bank = True
    game_word = "blucher"

    def _setup(self) -> None:
        self.cards = self.shuffler.shuffle(standard_pack().cards)
        self.turned_all = False

    def bet_names(self) -> list[str]:
        return [RANK_WORDS[r] for r in (14, *range(2, 14))]

    def _decide(self) -> None:
        self.pos = len(self.cards)                 # the whole pack is turned
        self.log.append("turned: " + " ".join(map(str, self.cards)))

    def _settle_bet(self, name: str, stake: int) -> int:
        return blucher_result(self.cards, WORD_RANKS[name], stake, self.rules.doubled_loss)

    def _public(self):
        return {"turned": [str(c) for c in self.cards],
                "matches": [p for p, c in enumerate(self.cards) if c.rank == called_rank(p)],
                "doubled": doubling_happens(self.cards)}


register(GameInfo(
    slug="blucher", private_cards=False, title="Blücher", family="banking", utility="zero-sum-chips",
    min_players=3, max_players=10, default_players=4,
    state_cls=BlucherState, rules_cls=BlucherRules, laws=BLUCHER_LAWS, aliases=("blücher", "блюхер"),
    source="seed 004 §1.7", status="partial",
    summary="Punters stake that a rank is never turned as it is called (ace, two, ... king, four times); a match "
            "costs double; a count with no match makes the banker double every stake once.",
    notes="one stake per punter; the loss on a doubled stake (3 or 4 units) is ambiguous in 004: option"))
