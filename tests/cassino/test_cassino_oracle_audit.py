"""The cassino family's oracles, audited (issue 14: every oracle of families 10-13 is a test citing
its id), as tests/piquet/test_piquet_oracle_audit.py audits family 11's.

Family 12 (INDEX.md: cassino, twenty-one-point, royal, spade and draw cassino): catalog
001_part5.md §3, keyed by section and place (``§3.1 #2``; read by :func:`part5_oracles`, whose
docstring gives the reading). :func:`test_every_cassino_oracle_is_cited_or_named_not_modelled`
fails for an id that no test under tests/cassino names and that :data:`NOT_MODELLED` does not list.

INDEX.md counts 4, the reader 3: INDEX gives twenty-one-point cassino one oracle (its order of
counting out to 21, an unmarked figure of §3.2) which tests/cassino/test_cassino.py plays without
an id (``test_twenty_one_point_order_of_going_out_and_counting_out_to_32``).
"""

from __future__ import annotations

from pathlib import Path

from _catalog_oracles import part5_oracles, uncited

#: oracles of the family that no test can check, each with the reason (none: every one is tested)
NOT_MODELLED: dict[str, str] = {}

FOLDERS = ("cassino",)


def cassino_oracle_ids() -> dict[str, str]:
    return part5_oracles({"3", "3.1", "3.2", "3.3", "3.4", "3.5"})


def test_the_catalog_is_read_whole():
    ids = cassino_oracle_ids()
    assert sorted(ids) == ["§3.1 #1", "§3.1 #2", "§3.4 #1"]
    assert "**24**" in ids["§3.4 #1"] and "holding a 9 with 2, 2, 5, 7" in ids["§3.1 #2"]


def test_every_cassino_oracle_is_cited_or_named_not_modelled():
    ids = cassino_oracle_ids()
    left = uncited(ids, Path(__file__), _OWN_TESTS, FOLDERS)
    missing = [i for i in left if i not in NOT_MODELLED]
    assert not missing, f"cassino oracles with no test citing them: {missing}"
    assert set(NOT_MODELLED) <= set(left), "NOT_MODELLED names an id the catalog lacks or a test cites"


_OWN_TESTS = "# " + "-" * 66 + " tests of its own"
# ------------------------------------------------------------------ tests of its own (none)
