"""The oracles of families 18 (billiards and pool) and 19 (bowling and shuffleboard), audited:
every oracle id is a test citing it, or is listed in :data:`NOT_MODELLED` with the reason
(issue 16; the same audit as tests/poker/test_oracle_audit.py).

The catalog file ``001_part6.md`` holds them: §6 shuffleboard (``O-26``), §7 billiards and pool
(``O-27``..``O-35``), §9 bowling (``O-44``..``O-47``); INDEX.md counts 9 for family 18 and 5 for
family 19. A test cites an id by naming it in its name, docstring or a comment (``O-29``,
``o29``, ``O_29``, case aside), in a file that names the catalog's part (``part 6``); an id
followed by another digit (``O-290``) does not count.
"""

from __future__ import annotations

import re
from pathlib import Path

CATALOG = Path(__file__).resolve().parents[3] / "shared" / "catalog"
TESTS = Path(__file__).resolve().parents[1]

#: ids no test can check, with the reason (none at present: each has a test)
NOT_MODELLED: dict[str, str] = {}

#: the sections of 001_part6.md that are each family's
SECTIONS = {18: (r"^## 7\. ", r"^## 8\. "), 19: (r"^## (6|9)\. ", r"^## (7|10)\. ")}


def _section(text: str, start: str, end: str) -> str:
    out, on = [], False
    for line in text.splitlines():
        if re.match(start, line):
            on = True
        elif on and re.match(end, line):
            on = False
        if on:
            out.append(line)
    return "\n".join(out)


def family_oracles(family: int) -> list[str]:
    """The ids of ``family``'s oracles in 001_part6.md, in order."""
    text = (CATALOG / "001_part6.md").read_text(encoding="utf-8")
    part = _section(text, *SECTIONS[family])
    return sorted(set(re.findall(r"\bO-\d+\b", part)), key=lambda i: int(i[2:]))


def cites(text: str, oracle: str) -> bool:
    n = oracle.split("-")[1]
    return re.search(r"(?<![A-Za-z0-9])O[-_]?" + n + r"(?![0-9])", text, re.I) is not None


def uncited(ids: list[str]) -> list[str]:
    """The ids that no test file naming the catalog's part (``part 6``: other catalogs number
    their own ``O44``) cites."""
    me = Path(__file__).resolve()
    texts = [t for p in TESTS.rglob("*.py") if p.resolve() != me
             for t in [p.read_text(encoding="utf-8")] if "part 6" in t]
    return [i for i in ids if not any(cites(t, i) for t in texts)]


def test_the_catalog_sections_are_read_whole():
    assert family_oracles(18) == [f"O-{n}" for n in range(27, 36)]
    assert family_oracles(19) == ["O-26", "O-44", "O-45", "O-46", "O-47"]
    index = (CATALOG / "INDEX.md").read_text(encoding="utf-8")
    assert re.search(r"\| 18 \| Billiards & pool \| 20 \| \d+ \| \d+ \| \d+ \| 9 \|", index)
    assert re.search(r"\| 19 \| Bowling & shuffleboard \| 14 \| \d+ \| \d+ \| \d+ \| 5 \|", index)


def test_every_table_oracle_is_cited_or_named_not_modelled():
    for family in (18, 19):
        ids = family_oracles(family)
        missing = [i for i in uncited(ids) if i not in NOT_MODELLED]
        assert not missing, f"family {family} oracles with no test citing them: {missing}"
    assert set(NOT_MODELLED) <= set(family_oracles(18) + family_oracles(19))


def test_the_audit_would_see_a_missing_id():
    assert cites("def test_o29_carom():", "O-29") and cites("# O-33 life pool", "O-33")
    assert cites("O_35", "O-35") and not cites("O-290", "O-29") and not cites("PO-29x", "O-29")
    assert not cites("CO29", "O-29")
