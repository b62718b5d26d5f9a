"""Family 13's oracles, audited (issue 14: every oracle of families 10-13 is a test citing its id),
as tests/piquet/test_piquet_oracle_audit.py audits family 11's.

Family 13 (INDEX.md: conquian, the rums, calabrasella, vint, preference, solo and the recreational
games, I doubt it): catalog 001_part5.md §4-§8 (keyed by section and place, ``§6 #2``; read by
:func:`part5_oracles`, whose docstring gives the reading) and 001_part6.md §12.4-§12.7 and §12.9,
which number their oracle groups (O-54 rum, O-55 poker rum, O-56 poker gin, O-57 double-pack rum,
O-59 I doubt it). :func:`test_every_family_13_oracle_is_cited_or_named_not_modelled` fails for an id
that no test under the family's test folders names and that :data:`NOT_MODELLED` does not list.

INDEX.md counts 18, this audit 15: INDEX gives vint 6 where §6 marks three PRINTED items (the other
three, no-trump aces, coronets and slams, are played by tests/national/test_national.py as V4-V6
without a catalog id).
"""

from __future__ import annotations

from pathlib import Path

from _catalog_oracles import part5_oracles, part6_oracle, uncited

#: oracles of the family that no test can check, each with the reason (none: every one is tested)
NOT_MODELLED: dict[str, str] = {}

FOLDERS = ("national", "rummy", "stops", "parlour")

PART5 = {"4", "5", "6", "7", "8", *(f"8.{k}" for k in range(1, 18))}
PART6 = ("12.4", "12.5", "12.6", "12.7", "12.9")


def family_13_oracle_ids() -> dict[str, str]:
    ids = part5_oracles(PART5)
    for section in PART6:
        ids.update(part6_oracle(section))
    return ids


def test_the_catalog_is_read_whole():
    ids = family_13_oracle_ids()
    assert sorted(ids) == sorted(["§4 #1", "§5 #1", "§5 #2", "§5 #3", "§6 #1", "§6 #2", "§6 #3",
                                  "§8.1 #1", "§8.2 #1", "§8.10 #1",
                                  "O-54", "O-55", "O-56", "O-57", "O-59"])


def test_every_family_13_oracle_is_cited_or_named_not_modelled():
    ids = family_13_oracle_ids()
    left = uncited(ids, Path(__file__), _OWN_TESTS, FOLDERS)
    missing = [i for i in left if i not in NOT_MODELLED]
    assert not missing, f"family 13 oracles with no test citing them: {missing}"
    assert set(NOT_MODELLED) <= set(left), "NOT_MODELLED names an id the catalog lacks or a test cites"


_OWN_TESTS = "# " + "-" * 66 + " tests of its own"
# ------------------------------------------------------------------ tests of its own (none)
