"""Gaigel, "short binocle" (Foster 1914, seed 001 part 4 "Gaigel"; catalog 001_part4.md §4.11).

The book gives only the meld table and the game: two players, the 48-card pinochle pack; plain
marriage 20, a double marriage in one suit 40, the royal marriage 40, a double marriage in
trumps 80, any five nines 101; two single marriages of one suit are not melded at different
times; game is 101. The rest is two-hand pinochle (:class:`~.pinochle.PinochleState`): the
deal, play from a stock, one meld after winning a trick, cards A 11, 10 10, K 4, Q 3, J 2 taken
as the tricks are won, the last trick 10, strict play once the stock is gone (our standard
reading, the book being silent). There is no dix. The first player to reach 101 (cards and
melds) wins the game at once; the deal ends there (``outcome`` +1 to the winner, -1 to the loser).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.laws import LawBook
from ...core.rules import Rules, option
from ...mechanics.melds import ANY, TRUMP, Meld, MeldKind
from .bezique import BeziqueBot
from .pinochle import PinochleState

__all__ = ["GaigelRules", "GaigelState", "GAIGEL_LAWS", "GAIGEL_MELDS"]

_SRC = "Foster 1914, Gaigel (seed 001 part 4; catalog 001_part4.md §4.11)"

GAIGEL_LAWS = LawBook.of("Gaigel", _SRC, [
    ("G1", "pack", "Two players, 48 cards (two packs nine to ace)."),
    ("G2", "melds", "Plain marriage 20; double marriage in one suit 40; royal marriage 40; double marriage in "
                    "trumps 80; any five nines 101."),
    ("G3", "marriages", "Two single marriages in one suit may not be melded at different times."),
    ("G4", "game", "Game is 101."),
    ("G5", "play", "Not given: played as two-hand pinochle (our standard reading): free play from the stock, "
                   "then follow suit and win if able.", "the offender scores no more for cards"),
], meanings={"revoke-penalty": "G5"})
_L = GAIGEL_LAWS.cite

_K, _Q, _N = 13, 12, 9

#: gaigel's table (G2): marriages and double marriages (class A), five nines (class N)
GAIGEL_MELDS: tuple[MeldKind, ...] = (
    MeldKind("marriage", "A", 20, ((_K, None), (_Q, None))),
    MeldKind("double marriage", "A", 40, ((_K, None), (_Q, None)) * 2),
    MeldKind("royal marriage", "A", 40, ((_K, TRUMP), (_Q, TRUMP))),
    MeldKind("double royal marriage", "A", 80, ((_K, TRUMP), (_Q, TRUMP)) * 2),
    MeldKind("five nines", "N", 101, ((_N, ANY),) * 5),
)


@dataclass(frozen=True)
class GaigelRules(Rules):
    game_points: int = option(101, "points to win the game", "001 part 4 §4.11: game is 101", choices=(101,))
    referee_mode: bool = option(False, "accept a card that breaks the rule of strict play (recorded)",
                                "001 part 4 §4.9 last twelve tricks, by our reading of §4.11")


class GaigelState(PinochleState):
    """One game of gaigel (module docstring)."""

    rules_cls = GaigelRules
    unit = "games"
    penalty_laws = GAIGEL_LAWS
    MELDS = GAIGEL_MELDS
    SEVENS = False
    SEVEN_RANK = 0                  # no dix in gaigel: a nine turned scores nothing
    SLUG = "gaigel"
    TITLE = "Gaigel"
    #: §4.11 gives no claim: the first to reach 101 wins at once, so there is nothing to claim
    CLAIM_LAW = None

    def _game_law(self) -> str:
        return _L("G4")

    def _married_suits(self, seat: int) -> set[int]:
        return {self._suit_of(m) for m in self.decl[seat].scored if m.kind.klass == "A"}

    def _suit_of(self, m: Meld) -> int:
        from .bezique import _SUIT
        return _SUIT[m.cards[0]]

    def _melds(self, seat: int) -> list[Meld]:
        married = self._married_suits(seat)
        return [m for m in super()._melds(seat) if m.kind.klass != "A" or self._suit_of(m) not in married]

    def _check(self, action: Action) -> None:
        if action.verb == "declare" and self.phase == "declare" and not self._is_legal(action):
            from .bezique import _SUIT
            try:
                suits = {_SUIT[self._pid(a)] for a in action.args}
            except IllegalAction:
                suits = set()
            if len(suits) == 1 and suits & self._married_suits(self.turn) and \
                    all(a[0] in "KQ" for a in map(str, action.args)):
                raise IllegalAction("a marriage of that suit is already melded: two single marriages of one "
                                    "suit are not melded at different times", _L("G3"))
        super()._check(action)

    def _apply(self, action: Action) -> None:
        super()._apply(action)
        goal = self.rules.game_points
        if self.phase != "over" and max(self.points) >= goal:
            w = 0 if self.points[0] >= goal else 1
            self.phase = "over"
            self.note(f"{self.seat_names[w]} reaches {goal} and wins the game")

    def outcome(self) -> list[int]:
        p = self.deal_points()
        if p[0] == p[1]:
            return [0, 0]
        return [1, -1] if p[0] > p[1] else [-1, 1]

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"the deal is void: {self.void}"
        return f"points N {self.points[0]}, S {self.points[1]}: " + (
            "N wins" if self.points[0] > self.points[1] else "S wins" if self.points[1] > self.points[0] else "a tie")


def _register() -> None:
    from ...core.registry import GameInfo, register
    register(GameInfo(slug="gaigel", title="Gaigel", aliases=("гайгель", "short binocle"), family="bezique",
                      state_cls=GaigelState, rules_cls=GaigelRules, laws=GAIGEL_LAWS, bots={"heuristic": BeziqueBot},
                      min_players=2, max_players=2, utility="zero-sum-points", status="partial",
                      notes="001 part 4 §4.11 gives only the meld table and game 101: the deal and play are two-hand "
                            "pinochle's (standard reading); no dix; the first to 101 wins at once.",
                      source="Foster 1914, 001 part 4 §4.11 (catalog 001_part4.md §4.11)",
                      summary="Two-hand pinochle shortened: marriages 20 and 40, double marriages 40 and 80, five "
                              "nines 101; the first to 101 wins."))


_register()
