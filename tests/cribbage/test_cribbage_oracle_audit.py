"""The cribbage family's oracles, audited (issue 14: every oracle of families 10-13 is a test citing
its id), as tests/bezique/test_bezique_oracle_audit.py audits family 8's.

Family 10 (INDEX.md: six-card, five-card, three-hand, four-hand and seven-card cribbage): catalog
001_part4.md §8 (its four ORACLE items, ``§8 #1``-``§8 #4``, read by :func:`part4_oracles`) and
001_part5.md §1 (``§1.1 #1``..., read by :func:`part5_oracles`; the reading is in their docstrings).
:func:`test_every_cribbage_oracle_is_cited_or_named_not_modelled` fails for an id that no test
under tests/cribbage names and that :data:`NOT_MODELLED` does not list with a reason.

INDEX.md counts 23 for the family, the reader 9: INDEX counts one oracle per checkable item of
001_part4.md §8 (18 there: the class values 8/15/16/10, the fifteen classes, the 29 hand, the
impossible totals 19/25/26/27, examples No. 1-4, the laying-out values...) where the catalog marks
only four as ORACLE. Those unmarked figures are tested too (tests/cribbage/test_counting.py: class
values, 29 and 30, laying out; test_cribbage.py: the impossible totals), but have no id to cite.
"""

from __future__ import annotations

from pathlib import Path

from _catalog_oracles import cites, part4_oracles, part5_oracles, uncited

#: oracles of the family that no test can check, each with the reason
NOT_MODELLED: dict[str, str] = {
    "§1.4 #1": "four-hand 'home' at 48-50 for two deals: an average of play the book reckons from "
               "guessed means (hand 7, play 5, crib 5; the catalog finds its sum is 53); no deal and no "
               "rule of the game to check, and the bots are not claimed to reach those means",
}

FOLDERS = ("cribbage",)


def cribbage_oracle_ids() -> dict[str, str]:
    return {**part4_oracles({8}), **part5_oracles({"1", "1.1", "1.2", "1.3", "1.4", "1.5"})}


def test_the_catalog_is_read_whole():
    ids = cribbage_oracle_ids()
    assert sorted(ids) == ["§1.1 #1", "§1.1 #2", "§1.1 #3", "§1.2 #1", "§1.4 #1",
                           "§8 #1", "§8 #2", "§8 #3", "§8 #4"]
    assert "dealer 10, pone 15" in ids["§8 #1"].replace("**", "").replace("Dealer", "dealer")
    assert "56" in ids["§1.2 #1"] and "48–50" in ids["§1.4 #1"]


def test_every_cribbage_oracle_is_cited_or_named_not_modelled():
    ids = cribbage_oracle_ids()
    left = uncited(ids, Path(__file__), _OWN_TESTS, FOLDERS)
    missing = [i for i in left if i not in NOT_MODELLED]
    assert not missing, f"cribbage oracles with no test citing them: {missing}"
    assert set(NOT_MODELLED) <= set(left), "NOT_MODELLED names an id the catalog lacks or a test cites"


def test_the_audit_would_see_a_missing_id():
    assert cites('"""001_part4.md §8 #2 (ORACLE — show)."""', "§8 #2")
    assert not cites("§8.2 #1", "§8 #2") and not cites("§8 #21", "§8 #2")
    assert not cites("§1.1 #1..3", "§1.1 #3")


_OWN_TESTS = "# " + "-" * 66 + " tests of its own"
# ------------------------------------------------------------------ tests of its own (none)
