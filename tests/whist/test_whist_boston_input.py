"""Regressions from a tester's pass over the Boston family: malformed input in the bidding is
refused with a reason naming what is wrong and no unrelated law (the re-entry and bidding
laws are cited only for a real call that they forbid), and render_view shows no Python values
(French Boston's first deal has no petite)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bridge"))   # collected before tests/bridge too
from test_bridge_input import _deal, _refused, assert_renders_plain  # noqa: E402

BOSTONS = ["boston", "french-boston", "boston-de-fontainebleau", "russian-boston"]


@pytest.mark.parametrize("slug", BOSTONS)
def test_malformed_bidding_input_names_the_fault_without_a_law(slug):
    st = _deal(slug)
    cases = {"xyz": "is not a call (calls: pass", "double": "is not a call (calls: pass",
             "play AS": "the bidding is not over", "pass foo": "'pass' takes nothing after it",
             "pass pass": "'pass' takes nothing after it", "bid 99 clubs": "not 99",
             "bid 1 spades extra": "not 1", "bid hearts": "say the number of tricks"}
    for text, words in cases.items():
        err = _refused(st, text)
        assert words in err.reason, (text, err.reason)
        assert err.law is None, (text, err.law)


def test_boston_denomination_faults():
    err = _refused(_deal("boston"), "bid 9 zz")
    assert "is not a call" in err.reason and err.law is None
    err = _refused(_deal("boston"), "bid 9 preference")          # a bid gives only the number
    assert "say 'keep'" in err.reason and err.law is None
    err = _refused(_deal("french-boston"), "bid 6 zz")
    assert "'zz' is not one of spades, clubs, diamonds, hearts" in err.reason and err.law is None
    err = _refused(_deal("french-boston"), "bid 7 hearts")      # six or eight (nine by option)
    assert "a bid is of 6 or 8 tricks, not 7" in err.reason
    err = _refused(_deal("boston-de-fontainebleau"), "slam xyz")
    assert "'xyz' is not one of spades, clubs, hearts, diamonds" in err.reason


def test_real_calls_still_cite_the_bidding_laws():
    st = _deal("boston")
    st.apply("bid 7")
    err = _refused(st, "bid 6")                      # does not outrank the bid
    assert "does not outrank" in err.reason and "law 11.3" in err.law
    st = _deal("french-boston")
    st.apply("bid 8 hearts")
    err = _refused(st, "bid 6 spades")
    assert "is not open to you now" in err.reason and "law 13.3" in err.law
    st = _deal("boston-de-fontainebleau")
    st.apply("bid 7 hearts")
    err = _refused(st, "bid 6 spades")
    assert "law 12.3" in err.law


@pytest.mark.parametrize("slug", BOSTONS)
def test_render_view_has_no_python_reprs(slug):
    assert_renders_plain(slug)


def test_french_boston_first_deal_has_no_petite_in_words():
    st = _deal("french-boston")
    assert st.view(0)["petite"] is None                # the view keeps the structured value
    header = st.render_view(st.view(0)).splitlines()[0]
    assert "no petite" in header and "None" not in header
    assert re.search(r"pools \d+$", header)


def test_naming_trumps_junk_is_not_blamed_on_the_bid_law():
    import random
    st, rng = _deal("boston", 0), random.Random(0)
    while st.phase != "trump":
        st.apply(rng.choice(st.legal_actions()))
    assert [str(a) for a in st.legal_actions()] == ["trump hearts"]   # a preference bid
    for text in ("xyz", "trump xyz", "trump hearts extra"):
        err = _refused(st, text)
        assert "is not allowed now (you may: trump)" in err.reason and err.law is None, text
    err = _refused(st, "trump spades")
    assert "law 11.2" in err.law
