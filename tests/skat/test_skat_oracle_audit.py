"""The skat family's oracles, audited (issue 13: every oracle of family 9 is a test citing its id),
as tests/poker/test_oracle_audit.py audits the poker family's.

Family 9 (INDEX.md: skat, American skat, ramsch, frog): catalog 001_part4.md §6-§7, whose
oracles are unnumbered and named by section and place as the skat tests always have (``§6.7 #1``
is the first item of §6.7's TEST ORACLES; read by :mod:`_catalog_oracles`).
:func:`test_every_skat_oracle_is_cited_or_named_not_modelled` fails for an id that no test under
tests/ names and that :data:`NOT_MODELLED` does not list; a range names neither end. The test
below checks the id that had no test of its own, against the printed figure.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from pathlib import Path

from hoyle.cards import parse_card
from hoyle.games.skat import matadors
from hoyle.games.skat.state import HEARTS

from _catalog_oracles import part4_oracles, uncited

#: oracles of the family that no test can check, each with the reason
NOT_MODELLED: dict[str, str] = {
    "§6.7 #3": "Frage, the obsolete game, 'reduces the value by exactly 80 %': Foster's law 1 does not "
               "allow Frage (hoyle.games.skat.laws, law 1) and its base values are not printed (the "
               "catalog infers 1-4 from this remark), so there is no game to value",
    "§6.7 #9": "the two hands (a club solo in which the opponents take 56 at most; a grand of six tricks "
               "holding 46 that forces 16 more, 62) are lost from the diagrams: no deal to replay, only "
               "the sum 46 + 16 = 62",
    "§6.9 #4": "the lost hand diagrams (trump-order charts, 'with/without two' examples, two Vorhand "
               "hands): the catalog records that they are lost; nothing to replay",
}


def skat_oracle_ids() -> dict[str, str]:
    return part4_oracles({6, 7})


def test_the_catalog_is_read_whole():
    ids = skat_oracle_ids()
    assert len(ids) == 16
    assert {"§6.7 #1", "§6.7 #10", "§6.8 #1", "§6.8 #2", "§6.9 #1", "§6.9 #4"} <= set(ids)
    assert not {"§6.7 #11", "§6.9 #5", "§6.10 #1", "§6.6 #1"} & set(ids)


def test_every_skat_oracle_is_cited_or_named_not_modelled():
    ids = skat_oracle_ids()
    left = uncited(ids, Path(__file__), _OWN_TESTS)
    missing = [i for i in left if i not in NOT_MODELLED]
    assert not missing, f"skat oracles with no test citing them: {missing}"
    assert set(NOT_MODELLED) <= set(left), "NOT_MODELLED names an id the catalog lacks or a test cites"


_OWN_TESTS = "# " + "-" * 66 + " a matador in the skat"


# ------------------------------------------------------------------ a matador in the skat
def test_6_7_8_a_matador_in_the_skat_without_three_is_about_3_to_1_against():
    """§6.7 #8: playing "without three" (no ♣J, ♠J, ♡J), the chance that the skat holds one of
    them (and so changes the matadors) is about 3 to 1 against: exact over the 231 possible skats
    of the 22 cards unseen, 171 to 60 (2.85 to 1)."""
    hand = [parse_card(c) for c in ("JD", "AH", "TH", "KH", "QH", "9H", "AC", "AS", "TS", "AD")]
    assert matadors(hand, HEARTS) == 3
    unseen = [c for c in range(52) if (c >> 2) + 2 >= 7 and c not in hand]
    assert len(unseen) == 22
    skats = list(combinations(unseen, 2))
    changed = sum(1 for s in skats if matadors(hand + list(s), HEARTS) != 3)
    assert (len(skats), changed) == (231, 60)
    against = Fraction(len(skats) - changed, changed)
    assert against == Fraction(171, 60) and round(against) == 3
