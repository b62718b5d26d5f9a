"""Every registered game has a test of its own: some test file names its slug, besides the
suites that run over the whole registry (conformance, golden transcripts, traits, layering).

A game added without a test of its rules (its book's printed examples, the catalog's oracles)
fails here. The allow-list is empty and is to stay so: a new entry needs a reason in a comment.
"""

from __future__ import annotations

import re
from pathlib import Path

from hoyle.core import all_games

TESTS = Path(__file__).resolve().parent
#: the suites that name every game (or none) by going over the registry
REGISTRY_WIDE = {"test_conformance.py", "test_golden.py", "test_traits.py", "test_layering.py",
                 "test_coverage_of_games.py"}
#: games allowed no test of their own yet (slug -> why); shrink it, never grow it without a reason
ALLOWED: dict[str, str] = {}


def _texts() -> dict[str, str]:
    return {str(p.relative_to(TESTS)): p.read_text(encoding="utf-8")
            for p in sorted(TESTS.rglob("*.py")) if p.name not in REGISTRY_WIDE}


def _named(slug: str, texts: dict[str, str]) -> list[str]:
    pat = re.compile(r"(?<![\w-])" + re.escape(slug) + r"(?![\w-])")
    return [name for name, text in texts.items() if pat.search(text)]


def test_every_registered_game_is_named_by_a_test_of_its_own():
    texts = _texts()
    missing = [g.slug for g in all_games() if g.slug not in ALLOWED and not _named(g.slug, texts)]
    assert not missing, (f"{len(missing)} registered games have no test naming them (besides the "
                         f"registry-wide suites): {', '.join(missing)}")


def test_the_allow_list_only_holds_games_still_without_a_test():
    texts = _texts()
    slugs = {g.slug for g in all_games()}
    assert set(ALLOWED) <= slugs, f"not registered: {sorted(set(ALLOWED) - slugs)}"
    covered = [s for s in ALLOWED if _named(s, texts)]
    assert not covered, f"these now have a test: take them off the allow-list: {covered}"


def test_a_slug_is_named_as_a_whole_word():
    texts = {"a.py": 'get_game("red-dog-banking")', "b.py": 'stacked("yablon-banking", "5C 9D")'}
    assert _named("red-dog-banking", texts) == ["a.py"] and _named("yablon-banking", texts) == ["b.py"]
    assert _named("red-dog", texts) == [] and _named("yablon", texts) == [] and _named("banking", texts) == []
