"""Roulette as Foster describes it (§11.11): the Monte Carlo layout and payouts, one-, two- and three-zero wheels.

The wheel has 36 numbered pockets, red and black, and one or more green zeros (``wheel``):
``monte-carlo`` one zero, ``two-zero`` 0 and 00, ``american`` 0, 00 and the Eagle Bird (Foster:
American wheels carry all three). The wheel order and the layout diagram are lost from the seed;
order does not change any chance, and the colours of the numbers are the standard ones (red:
1 3 5 7 9 12 14 16 18 19 21 23 25 27 30 32 34 36), a choice recorded here.

Bets and payouts (Foster's table, catalog 001_part5 §11.11): en plein (one number, zeros
included) 35 to 1; à cheval (two adjoining numbers) 17 to 1; transversale (a row of three) 11 to
1; carré (four) 8 to 1; sixain (two rows, six numbers) 5 to 1; a column or a dozen 2 to 1; two
columns or two dozens (à cheval) 1 to 2; the even chances (rouge, noir, pair, impair, manque 1-18,
passe 19-36) evens.

The zero (``zero_rule``): Foster first says the Monte Carlo zero takes every stake except those on
itself (``takes-all``, the default); later he says stakes on the even chances stay for the next spin
(``prison``): the stake is then decided by one more spin -- won, it is returned; lost, or another
zero, it is lost. Both readings are options; the catalog flags the contradiction.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .simple import STAKE_LAWS, NoCards, SimpleBankingState

__all__ = ["RouletteRules", "RouletteState", "wheel_pockets", "roulette_bets", "roulette_net", "RED_NUMBERS"]

RED_NUMBERS = frozenset({1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36})
ZERO_NAMES = {"monte-carlo": ("0",), "two-zero": ("0", "00"), "american": ("0", "00", "eagle")}
EVEN_CHANCES = ("rouge", "noir", "pair", "impair", "manque", "passe")


@dataclass(frozen=True)
class RouletteRules(Rules):
    """Roulette's options (Foster §11.11)."""

    wheel: str = option("monte-carlo", "zeros on the wheel: monte-carlo (0), two-zero (0, 00), american "
                        "(0, 00, eagle bird)", "Foster 1914 §11.11", choices=tuple(ZERO_NAMES))
    zero_rule: str = option("takes-all", "what a zero does to the even chances: takes-all, or prison (decided "
                            "by the next spin: won = returned)", "Foster §11.11 (both readings are printed)",
                            choices=("takes-all", "prison"))
    stakes: tuple[int, ...] = option((2, 10), "stakes a punter may choose (chips; even, so a 1 to 2 bet pays "
                                     "whole chips)", "")


def wheel_pockets(wheel: str) -> tuple[str, ...]:
    """The pockets: the zeros, then 1..36 (as strings)."""
    return ZERO_NAMES[wheel] + tuple(str(i) for i in range(1, 37))


@lru_cache(maxsize=None)
def roulette_bets(wheel: str) -> dict[str, tuple[frozenset, int, int]]:
    """Every bet of the layout: name -> (numbers covered, pays win, for stake) e.g. 17 to 1 = (17, 1).

    Names: ``plein-N`` (and ``plein-0``, ``plein-00``, ``plein-eagle``), ``cheval-A-B``,
    ``transversale-R`` (row R = 1..12: numbers 3R-2..3R), ``carre-N`` (the square whose lowest number
    is N), ``sixain-R`` (rows R and R+1), ``colonne-C``, ``douzaine-D``, ``colonnes-C-C2``,
    ``douzaines-D-D2``, and the even chances.
    """
    b: dict[str, tuple[frozenset, int, int]] = {}
    for z in ZERO_NAMES[wheel]:
        b[f"plein-{z}"] = (frozenset({z}), 35, 1)
    for n in range(1, 37):
        b[f"plein-{n}"] = (frozenset({str(n)}), 35, 1)
    for n in range(1, 37):
        if n % 3 != 0:
            b[f"cheval-{n}-{n + 1}"] = (frozenset({str(n), str(n + 1)}), 17, 1)
        if n <= 33:
            b[f"cheval-{n}-{n + 3}"] = (frozenset({str(n), str(n + 3)}), 17, 1)
    for r in range(1, 13):
        b[f"transversale-{r}"] = (frozenset(str(3 * r - k) for k in range(3)), 11, 1)
    for n in range(1, 34):
        if n % 3 != 0:
            b[f"carre-{n}"] = (frozenset(str(x) for x in (n, n + 1, n + 3, n + 4)), 8, 1)
    for r in range(1, 12):
        b[f"sixain-{r}"] = (frozenset(str(x) for x in range(3 * r - 2, 3 * r + 4)), 5, 1)
    cols = {c: frozenset(str(n) for n in range(1, 37) if (n - 1) % 3 == c - 1) for c in (1, 2, 3)}
    doz = {d: frozenset(str(n) for n in range(12 * d - 11, 12 * d + 1)) for d in (1, 2, 3)}
    for c in (1, 2, 3):
        b[f"colonne-{c}"] = (cols[c], 2, 1)
        b[f"douzaine-{c}"] = (doz[c], 2, 1)
    for a, c in ((1, 2), (2, 3)):
        b[f"colonnes-{a}-{c}"] = (cols[a] | cols[c], 1, 2)
        b[f"douzaines-{a}-{c}"] = (doz[a] | doz[c], 1, 2)
    nums = range(1, 37)
    b["rouge"] = (frozenset(str(n) for n in nums if n in RED_NUMBERS), 1, 1)
    b["noir"] = (frozenset(str(n) for n in nums if n not in RED_NUMBERS), 1, 1)
    b["pair"] = (frozenset(str(n) for n in nums if n % 2 == 0), 1, 1)
    b["impair"] = (frozenset(str(n) for n in nums if n % 2 == 1), 1, 1)
    b["manque"] = (frozenset(str(n) for n in range(1, 19)), 1, 1)
    b["passe"] = (frozenset(str(n) for n in range(19, 37)), 1, 1)
    return b


def roulette_net(name: str, pocket: str, stake: int, rules: RouletteRules, next_pocket: str | None = None) -> int:
    """A punter's net result in chips on ``stake`` at ``name`` when the ball falls in ``pocket``.

    With ``zero_rule="prison"`` an even-chance stake caught by a zero is decided by ``next_pocket``
    (won: returned, 0; lost or another zero: -stake).
    """
    covered, win, per = roulette_bets(rules.wheel)[name]
    if pocket in covered:
        return stake * win // per
    if rules.zero_rule == "prison" and name in EVEN_CHANCES and pocket in ZERO_NAMES[rules.wheel]:
        return 0 if next_pocket in covered else -stake
    return -stake


class RouletteState(NoCards, SimpleBankingState):
    """One spin of the wheel. Seat 0 is the bank (the house)."""

    rules_cls = RouletteRules
    game_word = "roulette"

    def _setup(self) -> None:
        # spun now (logged for the record), shown when the coup is decided; under the prison rule the
        # next spin is drawn too, and used only if an even chance is imprisoned
        pockets = wheel_pockets(self.rules.wheel)
        self.pocket = pockets[self.shuffler.randint(len(pockets))]
        self._next = (pockets[self.shuffler.randint(len(pockets))] if self.rules.zero_rule == "prison" else None)
        self.second: str | None = None

    def bet_names(self) -> list[str]:
        return list(roulette_bets(self.rules.wheel))

    def _decide(self) -> None:
        self.log.append(f"the ball falls in {self.pocket}")
        if (self.rules.zero_rule == "prison" and self.pocket in ZERO_NAMES[self.rules.wheel]
                and any(n in EVEN_CHANCES for _, n, _ in self.bets)):
            self.second = self._next
            self.log.append(f"the imprisoned even chances are decided by the next spin: {self.second}")

    def _settle_bet(self, name: str, stake: int) -> int:
        return roulette_net(name, self.pocket, stake, self.rules, self.second)

    def _public(self) -> dict[str, Any]:
        d: dict[str, Any] = {"pocket": self.pocket}
        if self.second is not None:
            d["prison_spin"] = self.second
        return d


register(GameInfo(
    slug="roulette", title="Roulette (Monte Carlo and American wheels)", family="banking", utility="zero-sum-chips",
    information="perfect", items=("wheel",), min_players=2,
    max_players=10, default_players=3, state_cls=RouletteState, rules_cls=RouletteRules,
    aliases=("рулетка",), laws=STAKE_LAWS, source="Foster 1914 §11.11 (seed 001 part 5)",
    summary="A wheel of 36 numbers and one to three zeros; stakes on numbers, groups and even chances at "
            "the Monte Carlo payouts. Seat 0 is the bank.",
    status="playable", notes="wheel order and layout diagram lost from the seed; standard red numbers used"))
