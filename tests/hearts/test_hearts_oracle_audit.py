"""The hearts family's oracles, audited (issue 13: every oracle of family 7 is a test citing its id),
as tests/poker/test_oracle_audit.py audits the poker family's.

Catalog 001_part4.md §2-§3 (INDEX.md family 7) numbers none of its oracles; they are named by
section and place (``§2.13 #1``), read from the catalog by :mod:`_catalog_oracles` (its docstring
gives the reading). :func:`test_every_hearts_oracle_is_cited_or_named_not_modelled` fails for an
id that no test under tests/ names and that :data:`NOT_MODELLED` does not list; a range
("§2.13 #1..3") names neither end. The tests below check the ids that had no test of their own,
each against the printed figure.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from math import comb, factorial
from pathlib import Path

from hoyle.games.hearts import DISCARD_TABLE

from _catalog_oracles import part4_oracles, uncited

#: oracles of the family that no test can check, each with the reason
NOT_MODELLED: dict[str, str] = {
    "§2.13 #5": "'about 1 in 12' for getting a heart when holding up a card on the first round: the book "
                "gives no suit length or hand it is reckoned for, so there is no figure to derive; the "
                "bot's hold-up rests on the table of §2.13 #4 instead (tested there)",
    "§2.13 #8": "Howell strategy in words (never try for all thirteen; sometimes take three or four to "
                "avoid six or eight): no number and no rule; the bot does not claim this judgement",
    "§2.14 #6": "the catalog's notes on the play of the four deals (Z unloads, B holds up the king, B "
                "takes three hearts on purpose, A keeps the two): judgements the bot is not claimed to "
                "make; the deals themselves are replayed card by card (§2.14 #1-#4 tests)",
}


def hearts_oracle_ids() -> dict[str, str]:
    return part4_oracles({2, 3})


def test_the_catalog_is_read_whole():
    ids = hearts_oracle_ids()
    assert len(ids) == 19
    assert {"§2.3 #1", "§2.3 #2", "§2.6 #1", "§2.7 #2", "§2.13 #1", "§2.13 #8", "§2.14 #4",
            "§2.14 #6"} <= set(ids)
    assert not {"§2.13 #9", "§2.14 #7", "§2.15 #1", "§3.1 #1"} & set(ids)


def test_every_hearts_oracle_is_cited_or_named_not_modelled():
    ids = hearts_oracle_ids()
    left = uncited(ids, Path(__file__), _OWN_TESTS)
    missing = [i for i in left if i not in NOT_MODELLED]
    assert not missing, f"hearts oracles with no test citing them: {missing}"
    assert set(NOT_MODELLED) <= set(left), "NOT_MODELLED names an id the catalog lacks or a test cites"


_OWN_TESTS = "# " + "-" * 66 + " the strategy figures"


# ------------------------------------------------------------------ the strategy figures
def _five_of_hearts_wins(held: int) -> Fraction:
    """The chance that the ♡5 led, lowest of ``held`` hearts, wins the trick (four players,
    thirteen each): every opponent holds one of the 2, 3, 4 (and ducks with it) or no heart at all;
    exact over the 39 unseen cards."""
    higher = 13 - 4 - (held - 1)
    others = 39 - 3 - higher
    good = total = 0
    for low in product(range(3), repeat=3):             # the hand each of the 2, 3, 4 is in
        lc = [low.count(i) for i in range(3)]
        for h0 in range(higher + 1):
            for h1 in range(higher - h0 + 1):
                hc = [h0, h1, higher - h0 - h1]
                need = [13 - lc[i] - hc[i] for i in range(3)]
                if min(need) < 0:
                    continue
                ways = comb(higher, h0) * comb(higher - h0, h1) * factorial(others) // (
                    factorial(need[0]) * factorial(need[1]) * factorial(need[2]))
                total += ways
                if all(lc[i] or not hc[i] for i in range(3)):
                    good += ways
    return Fraction(good, total)


def test_2_13_1_the_five_of_hearts_led_19_to_6_and_29_to_11():
    """§2.13 #1: the ♡5 led as the only heart wins about 19 times in 25 against (19 to 6: 0.24;
    exact 0.246); lowest of four, 29 to 11 against (0.275, exact 0.275); lowest of eight, about
    even (exact 0.514)."""
    alone, of_four, of_eight = (_five_of_hearts_wins(k) for k in (1, 4, 8))
    assert abs(float(alone) - 6 / 25) < 0.01 and round(float(alone), 3) == 0.246
    assert round(float(of_four), 3) == round(11 / 40, 3) == 0.275
    assert abs(float(of_eight) - 0.5) < 0.02


def test_2_13_2_a_sure_winner_led_22_15_7_4_2_to_1_against_a_discard():
    """§2.13 #2: leading a sure winner of a plain suit, the odds against a heart being discarded on
    the first round: 4 cards 22 to 1, 5 15 to 1, 6 7 to 1, 7 4 to 1, 8 2 to 1: the table's first
    row (44, 63, 122, 200, 315 in 1,000) as odds, to the nearest whole number."""
    odds = {k: round((1000 - x) / x) for k, x in DISCARD_TABLE[1].items()}
    assert odds == {4: 22, 5: 15, 6: 7, 7: 4, 8: 2}


def test_2_13_3_two_rounds_2_to_1_against_then_4_to_3_2_to_1_6_to_1():
    """§2.13 #3: two rounds of the suit: with four cards 2 to 1 against a discard; with 5 4 to 3
    (the table's 430 in 1,000 makes it 4 to 3 *against*: the catalog's flag on the text's "in
    favour"); 6 2 to 1 and 7 6 to 1 in favour of one."""
    row = DISCARD_TABLE[2]
    assert round((1000 - row[4]) / row[4]) == 2                       # 642 : 358, against
    assert Fraction(1000 - row[5], row[5]).limit_denominator(3) == Fraction(4, 3)   # 570 : 430, against
    assert round(row[6] / (1000 - row[6])) == 2 and round(row[7] / (1000 - row[7])) == 6   # in favour
