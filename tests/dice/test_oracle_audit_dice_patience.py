"""The patience and dice families' oracles, audited (issue 16: every oracle of families 14 and 15
and of the fortune-telling row of family 20 is a test citing its id).

The catalog (INDEX.md) gives family 14 four oracles (take fourteen in 001_part5.md §9.5, Canfield
O-58, solitaire poker O-61, solitaire cribbage O-62 in 001_part6.md §12), family 15 five
(001_part6.md §5.2-5.7: O-21 raffling, O-22 craps, O-23 poker dice, O-24 dice baseball, O-25 the
small dice games) and the fortune-telling row one (001_part5.md §10, unnumbered). O-25 is one id
for eight games, so it is audited game by game: an oracle counts as tested for a game when a test
function names both (the id and the game, in its name, docstring, comments, or the section
comment above it). 001 part 5 numbers no oracles, so its two are keyed by section.

:func:`test_every_oracle_is_cited_or_named_not_modelled` fails for an (oracle, game) that no test
function cites and that :data:`NOT_MODELLED` does not list with a reason.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

CATALOG = Path(__file__).resolve().parents[3] / "shared" / "catalog"
TESTS = Path(__file__).resolve().parents[1]

#: (oracle id, game slug, catalog section) for every oracle of the audited rows
ORACLES: list[tuple[str, str, str]] = [
    ("O-21", "raffling", "001_part6 §5.2"),
    ("O-22", "craps", "001_part6 §5.3"),
    ("O-23", "poker-dice", "001_part6 §5.4"),
    ("O-24", "dice-baseball", "001_part6 §5.6"),
    *[("O-25", slug, "001_part6 §5.7") for slug in (
        "going-to-boston", "ace-in-the-pot", "multiplication-dice", "round-the-spot",
        "vingt-et-un-dice", "centennial", "help-your-neighbour-dice", "passe-dix")],
    ("O-58", "canfield", "001_part6 §12.8"),
    ("O-61", "solitaire-poker", "001_part6 §12.11"),
    ("O-62", "solitaire-cribbage", "001_part6 §12.12"),
    ("§9.5", "take-fourteen", "001_part5 §9.5"),
    ("§10", "fortune-telling", "001_part5 §10"),
]

#: other words a test may name a game by (the slug with spaces always counts)
NAMES: dict[str, tuple[str, ...]] = {
    "multiplication-dice": ("multiplication",),
    "vingt-et-un-dice": ("vingt-et-un with one die", "vingt_et_un_dice", "one die"),
    "help-your-neighbour-dice": ("help your neighbour", "help_your_neighbour"),
    "going-to-boston": ("boston",),
    "dice-baseball": ("baseball",),
    "poker-dice": ("poker dice",),
    "ace-in-the-pot": ("ace in the pot",),
    "fortune-telling": ("fortune",),
    "take-fourteen": ("take fourteen",),
}

#: (oracle, game) pairs no test can check, each with the reason
NOT_MODELLED: dict[tuple[str, str], str] = {}


def _cites(text: str, oracle: str) -> bool:
    if oracle.startswith("§"):
        return re.search(re.escape(oracle) + r"(?![0-9])", text) is not None
    pattern = "[-_]?".join(re.escape(p) for p in oracle.split("-"))
    return re.search(r"(?<![A-Za-z0-9.-])" + pattern + r"(?![0-9-]|\.\.)", text, re.I) is not None


def _names(text: str, slug: str) -> bool:
    low = text.lower()
    return any(n in low for n in (slug, slug.replace("-", " "), slug.replace("-", "_"), *NAMES.get(slug, ())))


def _test_functions() -> list[str]:
    """Each test function of tests/ as text: its source with the section comment above it
    (the nearest ``# -----`` line before it in its file)."""
    me = Path(__file__).resolve()
    out = []
    for p in TESTS.rglob("test_*.py"):
        if p.resolve() == me:
            continue
        src = p.read_text()
        lines = src.splitlines()
        try:
            tree = ast.parse(src)
        except SyntaxError:
            continue
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
                start = node.lineno - 1 - len(node.decorator_list)
                header = next((ln for ln in reversed(lines[:start]) if ln.startswith("# ---")), "")
                body = "\n".join(lines[start:node.end_lineno])
                out.append(header + "\n" + body)
    return out


def uncited() -> list[tuple[str, str]]:
    funcs = _test_functions()
    return [(o, g) for o, g, _ in ORACLES
            if not any(_cites(f, o) and _names(f, g) for f in funcs)]


def test_the_audited_ids_are_the_catalogs():
    """The ids above are the ones the catalog prints in those sections (and no more)."""
    text = (CATALOG / "001_part6.md").read_text()
    found = set()
    for sec in ("5.2", "5.3", "5.4", "5.5", "5.6", "5.7", "12.8", "12.11", "12.12"):
        head = next(ln for ln in text.splitlines() if ln.startswith(f"### {sec} "))
        found |= set(re.findall(r"\bO-\d+\b", head))
    assert found == {o for o, _, _ in ORACLES if o.startswith("O-")}
    index = (CATALOG / "INDEX.md").read_text()
    for _, slug, _ in ORACLES:
        assert f"`{slug}`" in index, slug


def test_every_oracle_is_cited_or_named_not_modelled():
    missing = [pair for pair in uncited() if pair not in NOT_MODELLED]
    assert not missing, f"oracles with no test function citing them: {missing}"
    assert set(NOT_MODELLED) <= {(o, g) for o, g, _ in ORACLES}


def test_the_audit_would_see_a_missing_pair():
    assert _cites("# O-25: a three 2", "O-25") and not _cites("O-251", "O-25")
    assert not _cites("O-21..O-25", "O-21") and _cites("def test_O_22_x():", "O-22")
    assert _cites("§9.5's piles", "§9.5") and not _cites("§9.51", "§9.5")
    assert _names("round the spot", "round-the-spot") and not _names("craps", "raffling")
