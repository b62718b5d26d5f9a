"""Explicit chance: records written before it still replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hoyle.core import replay

FIXTURES = Path(__file__).parent / "fixtures" / "records"
OLD_RECORDS = sorted(FIXTURES.glob("*.json"))


@pytest.mark.parametrize("path", OLD_RECORDS, ids=[p.stem for p in OLD_RECORDS])
def test_records_written_before_explicit_chance_replay(path):
    rec = json.loads(path.read_text(encoding="utf-8"))
    st = replay(rec)
    assert st.is_over and st.outcome() == rec["outcome"]
