"""The compiled double-dummy kernel in Numba's on-disk cache: a first fresh process compiles
it into an empty cache folder and solves endings, a second fresh process loads the cached
copy (it used to crash there: the recursive search's cached code called a symbol Numba
patches only when compiling) and must give the same trick counts, and both the reference
solver's. The first process also checks the recursion stays one specialization with no
unpatched call in it, the condition for the cached copy to be safe."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hoyle.fast.double_dummy import numba_available

pytestmark = pytest.mark.skipif(not numba_available(), reason="numba is not installed (the fast extra)")

_SRC = str(Path(__file__).resolve().parents[2] / "src")

_CHILD = r"""
import json, random, sys
from hoyle.bots.double_dummy import _masks, solve_reference
from hoyle.fast import double_dummy as K
from hoyle.mechanics.tricks import TrickPlay

counts, want = [], []
for seed in range(12):
    rng = random.Random(7000 + seed)
    k = rng.randint(3, 5)
    cards = rng.sample(range(52), 4 * k)
    hands = [sorted(cards[i * k:(i + 1) * k]) for i in range(4)]
    trump = rng.choice([None, 0, 1, 2, 3])
    leader = rng.randrange(4)
    counts.append(K.solve_masks(_masks(hands), [0, 0, 0, 0], leader, 0, -1, -1, -1, -1, k,
                                -1 if trump is None else trump))
    want.append(solve_reference(TrickPlay([list(h) for h in hands], trump, leader)))
out = {"counts": counts, "want": want}
for name, disp in (("search", K._search), ("solve", K._STATE["solve"])):
    out[name + "_hits"] = sum(disp.stats.cache_hits.values())
    out[name + "_misses"] = sum(disp.stats.cache_misses.values())
if sys.argv[1] == "compile":
    search = K._search
    out["signatures"] = len(search.signatures)
    ir = "".join(search.inspect_llvm(sig) + K._STATE["solve"].inspect_llvm(sig2)
                 for sig in search.signatures for sig2 in K._STATE["solve"].signatures)
    out["unresolved"] = ir.count("numba.unresolved$")
print(json.dumps(out))
"""


def _run(stage: str, cache: Path) -> dict:
    env = dict(os.environ, NUMBA_CACHE_DIR=str(cache), PYTHONPATH=_SRC + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("NUMBA_DISABLE_JIT", None)
    got = subprocess.run([sys.executable, "-c", _CHILD, stage], env=env, capture_output=True, text=True,
                         timeout=900)
    assert got.returncode == 0, (stage, got.returncode, got.stderr[-2000:])
    return json.loads(got.stdout.strip().splitlines()[-1])


def test_cached_kernel_loads_in_a_fresh_process_and_gives_the_same_counts(tmp_path):
    cache = tmp_path / "numba-cache"
    first = _run("compile", cache)
    assert first["signatures"] == 1 and first["unresolved"] == 0, first
    assert first["counts"] == first["want"]
    assert any(p.suffix == ".nbc" and "_search" in p.name for p in cache.rglob("*")), sorted(cache.rglob("*"))
    second = _run("load", cache)
    assert second["search_hits"] >= 1 and second["solve_hits"] >= 1, second
    assert second["search_misses"] == 0 and second["solve_misses"] == 0, second
    assert second["counts"] == first["counts"] == second["want"]
