"""The layers of DESIGN.md, checked on the source: each package imports only from its own layer
or below, the core knows no game, nothing outside ``hoyle.games`` reaches into a family's
modules, and no family imports another (whist and bridge share their movements through
``hoyle.mechanics``, not through each other).

Layers, lowest first: the items (``hoyle.cards``); the core; the mechanics (with ``hoyle.fast``, the
array cores beside them); the tools and the
games (evaluators, bots, analysis, formats, transcript, games: one layer, with the sideways
imports listed in ``SIDEWAYS``); the front ends (cli, web, store, sim, and env: the AI environments).
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
HOYLE = SRC / "hoyle"

LAYER = {"cards": 0, "tiles": 0, "core": 1, "mechanics": 2, "fast": 2, "evaluators": 3, "bots": 3, "analysis": 3, "formats": 3, "conformance": 3,
         "transcript": 3, "games": 3, "cli": 4, "web": 4, "store": 4, "sim": 4, "env": 4,
         "__main__": 4}     # python -m hoyle: the cli
#: within the tools-and-games layer, what each package may import besides itself
SIDEWAYS = {"evaluators": set(), "bots": {"evaluators"}, "analysis": {"evaluators", "games"},
            "formats": {"games"}, "transcript": {"bots"}, "games": {"evaluators", "bots", "analysis"}}
FAMILIES = sorted(p.name for p in (HOYLE / "games").iterdir() if (p / "__init__.py").exists())


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module) for every import in the file, in functions and TYPE_CHECKING
    blocks too; ``from pkg import name`` gives ``pkg.name`` (the name may be a module)."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.extend((node.lineno, a.name) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.extend((node.lineno, f"{mod}.{a.name}") for a in node.names if a.name != "*")
    return [(ln, m) for ln, m in out if m == "hoyle" or m.startswith("hoyle.")]


SOURCES = sorted(HOYLE.rglob("*.py"))
IMPORTS = {_module_name(p): _imports(p) for p in SOURCES}


def _package(module: str) -> str | None:
    """``hoyle.games.whist.state`` -> ``games``; the root package -> None."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in LAYER else None


def test_every_package_has_a_layer():
    top = {p.stem if p.is_file() else p.name for p in HOYLE.iterdir()
           if (p.suffix == ".py" or (p / "__init__.py").exists()) and p.name != "__init__.py"}
    assert top == set(LAYER), "a new package needs a place in the layers (here and in DESIGN.md)"


def test_each_layer_imports_only_downwards():
    bad = []
    for module, imports in IMPORTS.items():
        mine = _package(module)
        if mine is None:
            continue
        for line, target in imports:
            theirs = _package(target)
            if theirs is None or theirs == mine:
                continue
            if LAYER[theirs] > LAYER[mine] or (
                    LAYER[theirs] == LAYER[mine] == 3 and theirs not in SIDEWAYS[mine]):
                bad.append(f"{module}:{line} imports {target}")
    assert not bad, "imports against the layers:\n" + "\n".join(bad)


def test_nothing_outside_the_games_reaches_into_a_familys_modules():
    """Analysis, formats, simulation and the front ends use a family's package (its public
    names) or the registry, never the modules inside it."""
    bad = [f"{module}:{line} imports {target}"
           for module, imports in IMPORTS.items() if not module.startswith("hoyle.games")
           for line, target in imports
           if target.startswith("hoyle.games.") and len(target.split(".")) > 3
           and not _is_public_name(target)]
    assert not bad, "\n".join(bad)


def _is_public_name(target: str) -> bool:
    """``hoyle.games.banking.DRAW`` (a name of the family package) rather than a module of it."""
    parts = target.split(".")
    family = HOYLE / "games" / parts[2]
    return len(parts) == 4 and not (family / f"{parts[3]}.py").exists() and not (family / parts[3]).is_dir()


def test_no_family_imports_another():
    bad = []
    for module, imports in IMPORTS.items():
        parts = module.split(".")
        if len(parts) < 3 or parts[1] != "games":
            continue
        for line, target in imports:
            t = target.split(".")
            if len(t) >= 3 and t[1] == "games" and t[2] in FAMILIES and t[2] != parts[2]:
                bad.append(f"{module}:{line} imports {target}")
    assert not bad, "\n".join(bad)


def test_whist_and_bridge_do_not_import_each_other():
    for a, b in (("whist", "bridge"), ("bridge", "whist")):
        hits = [(m, t) for m, imports in IMPORTS.items() if m.startswith(f"hoyle.games.{a}")
                for _, t in imports if t.startswith(f"hoyle.games.{b}")]
        assert not hits, hits


def test_the_games_package_lists_every_family():
    import hoyle.games
    assert sorted(hoyle.games.FAMILIES) == FAMILIES


@pytest.mark.parametrize("module", ["hoyle.core", "hoyle.mechanics.duplicate", "hoyle.mechanics.movements",
                                    "hoyle.bots", "hoyle.bots.trick_play", "hoyle.evaluators"])
def test_importing_a_lower_layer_imports_no_game(module):
    code = (f"import sys, {module}\n"
            "print(sorted(m for m in sys.modules if m == 'hoyle.games' or m.startswith('hoyle.games.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(SRC), "PATH": ""})
    assert out.stdout.strip() == "[]", out.stdout


def test_the_registry_still_finds_every_game_by_itself():
    code = "import hoyle.core as c; print(len(c.all_games()), c.get_game('whist').slug)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(SRC), "PATH": ""})
    n, slug = out.stdout.split()
    assert int(n) >= 120 and slug == "whist-english"


def test_the_golden_transcripts_do_not_go_through_the_command_line():
    test = Path(__file__).with_name("test_golden.py")
    imported = [m for _, m in _imports_of_test(test)]
    assert imported and not [m for m in imported if m.startswith("hoyle.cli")], imported


def _imports_of_test(path: Path) -> list[tuple[int, str]]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.extend((node.lineno, a.name) for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.extend((node.lineno, f"{node.module}.{a.name}") for a in node.names)
    return out
