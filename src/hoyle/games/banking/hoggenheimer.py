"""Hoggenheimer ("English roulette"; seed 004 §1.13): stakes that cards turn up before the joker.

The 32-card pack (ace to seven) and a joker: the banker deals four face-down rows of eight and puts the
33rd card aside. Each place of the grid belongs to one card: rows spades, hearts, diamonds, clubs from
the top; columns ace, king, ... seven from the left. Punters stake on one card (``bet card-jh 1``), two
adjacent cards (``pair-7s-7h``), a square of four (``square-8h``: the 8 and 9 of hearts and diamonds,
named by its top-right card), a column (``column-10``: the four tens) or a row (``row-diamonds``). The
banker turns the 33rd card: the joker ends the round; any other card goes face up to its own place,
and the face-down card that was there is turned next, and so on until the joker appears. A stake wins
if all its cards were turned before the joker: one card 1 to 1, two 2 to 1, four 4 to 1, eight 8 to 1
(O63); otherwise the banker takes it. The reveal follows the cycle of the deal through the joker, so
``k`` given cards all come before it with chance ``1/(k+1)``: every stake is fair (O65).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...cards import JOKER, Card, card, stripped_pack
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .simple import STAKE_LAWS, SimpleBankingState

__all__ = ["HoggenheimerRules", "HoggenheimerState", "hoggenheimer_bets", "GRID_SUITS", "GRID_RANKS"]

GRID_SUITS = (3, 2, 1, 0)                      # rows: spades, hearts, diamonds, clubs
GRID_RANKS = (14, 13, 12, 11, 10, 9, 8, 7)     # columns: ace ... seven
_SUIT_NAME = {3: "spades", 2: "hearts", 1: "diamonds", 0: "clubs"}


def _n(c: Card) -> str:
    return str(c).lower()           # action words are lower case ("bet card-jh 1")


@lru_cache(maxsize=None)
def hoggenheimer_bets() -> dict[str, tuple[frozenset, int]]:
    """Every stake of the layout: name -> (cards covered, pays to 1)."""
    grid = [[card(r, s) for r in GRID_RANKS] for s in GRID_SUITS]
    b: dict[str, tuple[frozenset, int]] = {}
    for row in grid:
        for c in row:
            b[f"card-{_n(c)}"] = (frozenset({c}), 1)
    for i in range(4):
        for j in range(8):
            if j < 7:
                b[f"pair-{_n(grid[i][j])}-{_n(grid[i][j + 1])}"] = (frozenset({grid[i][j], grid[i][j + 1]}), 2)
            if i < 3:
                b[f"pair-{_n(grid[i][j])}-{_n(grid[i + 1][j])}"] = (frozenset({grid[i][j], grid[i + 1][j]}), 2)
    for i in range(3):
        for j in range(7):
            sq = {grid[i][j], grid[i][j + 1], grid[i + 1][j], grid[i + 1][j + 1]}
            b[f"square-{_n(grid[i][j + 1])}"] = (frozenset(sq), 4)
    for j, r in enumerate(GRID_RANKS):
        b[f"column-{'a' if r == 14 else {13: 'k', 12: 'q', 11: 'j'}.get(r, str(r))}"] = (
            frozenset(grid[i][j] for i in range(4)), 4)
    for i, s in enumerate(GRID_SUITS):
        b[f"row-{_SUIT_NAME[s]}"] = (frozenset(grid[i]), 8)
    return b


@dataclass(frozen=True)
class HoggenheimerRules(Rules):
    """Hoggenheimer's options."""

    stakes: tuple[int, ...] = option((1, 5), "stakes a punter may choose (chips)", "")


class HoggenheimerState(SimpleBankingState):
    """One round of hoggenheimer. The banker is the match's dealer seat (bank and deal pass left)."""

    rules_cls = HoggenheimerRules
    rotating_bank = True
    game_word = "hoggenheimer"

    def _setup(self) -> None:
        # the shuffled 33 cards: 32 grid places in row order, then the 33rd card aside
        self.cards = self.shuffler.shuffle(stripped_pack(range(7, 15), jokers=1).cards)
        self.turned_order: list[Card] = []
        self.done_turning = False

    def _clone_extra(self, other) -> None:
        self.turned_order = list(other.turned_order)

    @staticmethod
    def _place(c: Card) -> int:
        return GRID_SUITS.index(c.suit) * 8 + GRID_RANKS.index(c.rank)

    def bet_names(self) -> list[str]:
        return list(hoggenheimer_bets())

    def _decide(self) -> None:
        c = self.cards[32]
        while c != JOKER:
            self.turned_order.append(c)
            c = self.cards[self._place(c)]
        self.done_turning = True
        self.log.append("turned before the joker: " + " ".join(map(str, self.turned_order)))

    def _settle_bet(self, name: str, stake: int) -> int:
        covered, pays = hoggenheimer_bets()[name]
        return stake * pays if covered <= set(self.turned_order) else -stake

    def _public(self) -> dict[str, Any]:
        return {"turned_before_joker": [str(c) for c in self.turned_order]}

    def card_locations(self):
        return {"grid": list(self.cards[:32]), "aside": [self.cards[32]]}

    def hidden_cards(self, seat):
        if not self.done_turning:
            return list(self.cards)
        shown = set(self.turned_order) | {JOKER}
        return [c for c in self.cards if c not in shown]

    def pack(self):
        return sorted(self.cards)


register(GameInfo(
    slug="hoggenheimer", private_cards=False, title="Hoggenheimer (English roulette)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=10,
    default_players=3, state_cls=HoggenheimerState, rules_cls=HoggenheimerRules,
    aliases=("english-roulette", "хоггенхеймер"), laws=STAKE_LAWS, source="seed 004 §1.13",
    summary="Thirty-two cards face down in four rows and a joker; stakes that cards turn up before the joker, paid "
            "1, 2, 4 or 8 to 1 for one, two, four or eight cards."))
