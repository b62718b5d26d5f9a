"""Reading the oracles of catalog 001_part4.md (hearts, bezique, skat: INDEX.md families 7, 8 and 9)
and 001_part6.md §12.10 (jass) for the oracle audits beside the poker one
(tests/hearts/test_hearts_oracle_audit.py, tests/bezique/test_bezique_oracle_audit.py,
tests/skat/test_skat_oracle_audit.py), and of 001_part5.md §1-§8 and 001_part6.md §12.4-§12.9
(families 10-13, tests/cribbage/test_cribbage_oracle_audit.py and its neighbours).

001_part4.md numbers none of its oracles (INDEX.md: "for 001_part1, 001_part4 and 001_part5
(unnumbered) one per distinct checkable item"), so the audits name them as the skat tests always
have, by section and place: ``§6.7 #1`` is the first oracle of §6.7. The oracles of a section,
read from the catalog text in order:

* in a section whose heading says TEST ORACLES or "illustrative" (§2.13, §2.14, §6.7-§6.9),
  every top-level list item;
* elsewhere, every top-level list item that says ORACLE or ORACLES: one oracle, or one for each
  of its numbered sub-items (§4.7's six scoring examples) or lettered cases ((a)-(d), §4.14).

001_part5.md (cribbage, piquet, cassino, rummy and the national games: INDEX.md families 10-13)
numbers none either, and marks its oracles in several ways; they are keyed the same way, by
section and place (``§2.1 #3`` is the third oracle of §2.1, ``§6 #2`` the second of chapter 6,
which has no sub-sections), read by :func:`part5_oracles` (its docstring gives the reading: the
items of a TEST ORACLES list, the figures of an inline one, and every other block the catalog marks
TEST ORACLE, PRINTED or COMPUTED).

001_part6.md numbers its oracle groups: §12.10 (jass) is ``O-60``.

A test file cites an oracle by naming it (``§4.7 #3``, ``O-60``); a range ("§4.7 #2..4",
"#2-#4") names neither end.
"""

from __future__ import annotations

import re
from pathlib import Path

CATALOG = Path(__file__).resolve().parents[2] / "shared" / "catalog"
TESTS = Path(__file__).resolve().parent


def _sections(text: str, chapters: set[int]) -> dict[str, tuple[str, list[str]]]:
    """``{"2.3": (heading, [top-level items])}`` for the ``### n.m`` sections (and the ``## n.``
    chapters without any) of ``chapters``; an item runs on over its indented lines."""
    out: dict[str, tuple[str, list[str]]] = {}
    key: str | None = None
    open_item = False
    for line in text.splitlines():
        m = re.match(r"^(##|###) (\d+)(?:\.(\d+))?\.? ", line)
        if m and (m.group(1) == "###" or m.group(3) is None):
            key = None
            if int(m.group(2)) in chapters:
                key = m.group(2) + ("." + m.group(3) if m.group(3) else "")
                out[key] = (line, [])
            open_item = False
            continue
        if key is None:
            continue
        items = out[key][1]
        if line.startswith("- "):
            items.append(line)
            open_item = True
        elif open_item and line.startswith(" "):
            items[-1] += "\n" + line
        else:
            open_item = False
    return out


def part4_oracles(chapters: set[int]) -> dict[str, str]:
    """``{"§2.3 #1": the item's text}`` for the oracles of 001_part4.md's ``chapters`` (module
    docstring)."""
    ids: dict[str, str] = {}
    for key, (head, items) in _sections((CATALOG / "001_part4.md").read_text(), chapters).items():
        whole = "TEST ORACLES" in head or "illustrative" in head.lower()
        k = 0
        for item in items:
            if whole:
                parts = ["item"]
            elif re.search(r"\bORACLES?\b", item):
                parts = re.findall(r"(?m)^\s+(\d+)\. ", item) or \
                    (lambda letters: letters if len(letters) > 1 else re.findall(r"\bORACLES?\b", item))(
                        re.findall(r"\(([a-h])\) ", item))
            else:
                parts = []
            for _ in parts:
                k += 1
                ids[f"§{key} #{k}"] = item
    return ids


def part6_oracle(section: str) -> dict[str, str]:
    """The numbered oracle group of 001_part6.md's ``section`` (``"12.10"`` -> ``{"O-60": heading}``)."""
    for line in (CATALOG / "001_part6.md").read_text().splitlines():
        if line.startswith(f"### {section} "):
            return {m: line for m in re.findall(r"\bO-\d+\b", line)}
    return {}


def cites(text: str, oracle: str) -> bool:
    """Whether ``text`` names ``oracle`` on its own (not as a range's end)."""
    if oracle.startswith("§"):
        sec, num = oracle[1:].split(" #")
        return re.search(r"§" + re.escape(sec) + r" #" + num + r"(?![0-9])", _no_ranges(text)) is not None
    pattern = "[-_]?".join(re.escape(part) for part in oracle.split("-"))
    return re.search(r"(?<![A-Za-z0-9.-])" + pattern + r"(?![0-9-]|\.\.)", text, re.I) is not None


def _no_ranges(text: str) -> str:
    """``text`` with every range of oracles ("§4.7 #2..4", "§4.7 #2-#4") blanked out."""
    return re.sub(r"§[\d.]+ #\d+\s*(?:\.\.|-)\s*#?\d+", " ", text)


def uncited(ids: dict[str, str], me: Path, own_tests: str, under: tuple[str, ...] = ()) -> list[str]:
    """The ids of ``ids`` that no test file cites; ``me`` (an audit) counts only from the line
    ``own_tests`` on (its tests, not its lists). With ``under`` (folders of tests/), only the files
    there count: part 5's ``§2.3 #1`` (Piquet voleur) is also a key of part 4 (hearts)."""
    roots = [TESTS / u for u in under] or [TESTS]
    texts = [p.read_text() for r in roots for p in r.rglob("*.py")
             if p.resolve() != me.resolve() and p.resolve() != Path(__file__).resolve()]
    own = me.read_text()
    texts.append(own.split(own_tests, 1)[1] if own_tests in own else "")
    return [i for i in ids if not any(cites(t, i) for t in texts)]


def part5_oracles(sections: set[str]) -> dict[str, str]:
    """``{"§2.1 #3": the oracle's text}`` for the oracles of 001_part5.md's ``sections`` (``"2.1"``,
    or ``"6"`` for a chapter without sub-sections), which number none: each is keyed by section and
    place (module docstring, part 5). The text of a section is split into blocks (a ``*``/``-`` bullet,
    a ``1.`` item, or a paragraph); an oracle is

    * each block after a ``TEST ORACLES`` line that ends in its heading (``TEST ORACLES`` alone, or
      with a parenthesis only: §1.1, §2.1), up to the section's end;
    * each ``;``-separated figure of a ``TEST ORACLES`` block that gives them on its own line (§2.5);
    * every other block that says ``TEST ORACLE``, ``ORACLE`` or ``PRINTED`` (upper case, the
      catalog's mark for a figure the book prints: one oracle for each ``PRINTED``), or, with no
      ``PRINTED``, ``COMPUTED`` or ``VERIFIED`` (its mark for a figure it worked out): one oracle.

    A blank line ends a block unless the next line is indented (§8.10's table stays with its
    heading).
    """
    ids: dict[str, str] = {}
    for key, blocks in _part5_blocks().items():
        if key not in sections:
            continue
        k = 0
        listing = False
        for block in blocks:
            head = re.match(r"TEST ORACLES\b(\s*\([^)]*\))?\s*:?\s*(.*)", block, re.S)
            if head and not head.group(2).strip():
                listing = True
                continue
            if listing:
                parts = [block]
            elif head:
                parts = [p for p in head.group(2).split("grep:")[0].split(";") if p.strip()]
            elif re.search(r"\b(?:TEST ORACLE|ORACLES?|VERIFIED)\b", block):
                parts = [block]
            else:
                parts = re.findall(r"\bPRINTED\b", block.replace("COMPUTED/PRINTED", "PRINTED")) or \
                    re.findall(r"\bCOMPUTED\b", block)[:1]
            for _ in parts:
                k += 1
                ids[f"§{key} #{k}"] = block
    return ids


def _part5_blocks() -> dict[str, list[str]]:
    """001_part5.md's sections (``### n.m``, or ``## n.`` chapters without any) as lists of blocks."""
    out: dict[str, list[str]] = {}
    key: str | None = None
    blocks: list[str] = []
    fresh = True
    for line in (CATALOG / "001_part5.md").read_text().splitlines():
        m = re.match(r"^(##|###) (\d+)(?:\.(\d+))?\.? ", line)
        if m:
            key = m.group(2) + ("." + m.group(3) if m.group(3) else "")
            blocks = out.setdefault(key, [])
            fresh = True
            continue
        if key is None:
            continue
        if not line.strip() or line.startswith("---"):
            fresh = True
            continue
        if fresh and line.startswith("  ") and blocks:
            blocks[-1] += "\n" + line
            fresh = False
            continue
        starts = re.match(r"^(?:[*-] |\d+\. |TEST ORACLE)", line) is not None
        if fresh or starts:
            blocks.append(line.lstrip("*- "))
            fresh = False
        else:
            blocks[-1] += "\n" + line
    # a chapter with sub-sections keeps only its own lead-in; drop the empty ones
    return {k: v for k, v in out.items() if v}
