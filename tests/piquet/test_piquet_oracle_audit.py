"""The piquet family's oracles, audited (issue 14: every oracle of families 10-13 is a test citing
its id), as tests/bezique/test_bezique_oracle_audit.py audits family 8's.

Family 11 (INDEX.md: piquet au cent, normand, voleur, à écrire, rubicon piquet, impérial): catalog
001_part5.md §2, keyed by section and place (``§2.1 #4``; read by :func:`part5_oracles`, whose
docstring gives the reading). :func:`test_every_piquet_oracle_is_cited_or_named_not_modelled` fails
for an id that no test under tests/piquet names and that :data:`NOT_MODELLED` does not list.

INDEX.md counts 15, the reader 13: INDEX gives au cent 9 where §2.1 lists eight TEST ORACLES (the
ninth is one of its unmarked figures, e.g. the 4-3 or 5-2 division of the stock), and normand 1
(the unmarked "most tricks 10, a tie 5 each") where the catalog marks none; both are played by
tests/piquet/test_piquet.py without an id.
"""

from __future__ import annotations

from pathlib import Path

from _catalog_oracles import part5_oracles, uncited

#: oracles of the family that no test can check, each with the reason (none: every one is tested)
NOT_MODELLED: dict[str, str] = {}

FOLDERS = ("piquet",)


def piquet_oracle_ids() -> dict[str, str]:
    return part5_oracles({"2", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6"})


def test_the_catalog_is_read_whole():
    ids = piquet_oracle_ids()
    assert sorted(ids) == [*(f"§2.1 #{k}" for k in range(1, 9)), "§2.3 #1",
                           "§2.5 #1", "§2.5 #2", "§2.5 #3", "§2.6 #1"]
    assert ids["§2.1 #8"].startswith("8. Pique") and "293" in ids["§2.5 #1"]


def test_every_piquet_oracle_is_cited_or_named_not_modelled():
    ids = piquet_oracle_ids()
    left = uncited(ids, Path(__file__), _OWN_TESTS, FOLDERS)
    missing = [i for i in left if i not in NOT_MODELLED]
    assert not missing, f"piquet oracles with no test citing them: {missing}"
    assert set(NOT_MODELLED) <= set(left), "NOT_MODELLED names an id the catalog lacks or a test cites"


_OWN_TESTS = "# " + "-" * 66 + " tests of its own"
# ------------------------------------------------------------------ tests of its own (none)
