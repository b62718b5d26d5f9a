"""docs/ARCHITECTURE.md matches the code: the walk-through's module is the one in the tree, its
commands run, and the layers it draws are the packages that exist."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")


def test_the_walkthrough_module_is_the_file_in_the_tree():
    m = re.search(r"<!-- walkthrough: (\S+) -->\n```python\n(.*?)```", DOC, re.S)
    assert m, "the walk-through's code block is marked with its path"
    path, code = m.group(1), m.group(2)
    assert (ROOT / path).read_text(encoding="utf-8") == code


def test_the_walkthrough_game_is_registered_with_the_traits_it_states():
    from hoyle.core import get_game
    g = get_game("vingt-et-un-dice")
    assert g.family == "dice" and g.chance == "explicit" and g.items == ("dice",)
    assert "dice" in __import__("hoyle.games", fromlist=["FAMILIES"]).FAMILIES


@pytest.mark.parametrize("args", [
    ["rules", "vingt-et-un-dice"],
    ["play", "vingt-et-un-dice", "--seats", "bot,bot,bot,bot", "--seed", "3", "--show"],
])
def test_the_walkthrough_commands_run(args):
    hoyle = Path(sys.executable).parent / "hoyle"     # the console script of this environment
    out = subprocess.run([str(hoyle), *args], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr


def test_every_package_in_the_layer_drawing_exists():
    drawing = DOC.split("## Layers", 1)[1].split("```")[1]
    for name in re.findall(r"hoyle\.[a-z_]+", drawing):
        assert (ROOT / "src" / name.replace(".", "/")).exists() or \
            (ROOT / "src" / (name.replace(".", "/") + ".py")).exists(), name
    for fam in re.search(r"hoyle\.games\.<family>: ([a-z, _]+)", drawing).group(1).split(", "):
        assert (ROOT / "src" / "hoyle" / "games" / fam.strip()).is_dir(), fam
