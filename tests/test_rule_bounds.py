"""Every numeric rule option of every registered game is bounded (issue 20 §3): either a
list of ``choices`` or both a minimum and a maximum, and a bound the book does not give is
marked "our bound" in the option's source. Out-of-range values are refused with the option's
name and its range."""

from __future__ import annotations

import pytest

from hoyle.core.errors import RuleOptionError
from hoyle.core.registry import all_games


def _numeric(o: dict) -> bool:
    t = o["type"]
    return ("int" in t or "float" in t) and "tuple" not in t and "frozenset" not in t


def _options():
    for g in all_games():
        for o in g.rules_cls.options():
            if _numeric(o):
                yield g, o


def test_every_numeric_option_of_every_game_is_bounded():
    unbounded = [f"{g.slug}.{o['name']}" for g, o in _options()
                 if not o["choices"] and (o["min"] is None or o["max"] is None)]
    assert not unbounded, f"numeric options without a minimum and a maximum: {unbounded}"
    assert sum(1 for _ in _options()) > 60      # the check sees the options it is about


def test_a_bound_the_book_does_not_give_says_so_in_the_source():
    for g, o in _options():
        if o["max"] is not None and o["max"] >= 100:
            assert o["source"], f"{g.slug}.{o['name']}: a maximum without a source"


@pytest.mark.parametrize("slug,name,value", [
    ("blackjack-casino", "cut_card", 10 ** 300),
    ("blackjack-casino", "cut_card", 1e308),
    ("baccarat-banque-foster", "tie_pays", 10 ** 300),
    ("baccarat-banque-foster", "table_limit", 1e308),
    ("baccarat-banque-foster", "bank", 10 ** 300),
    ("baccarat-banque-foster", "cut_card", 1e308),
])
def test_huge_values_are_refused_with_the_name_and_the_range(slug, name, value):
    g = next(g for g in all_games() if g.slug == slug)
    o = next(o for o in g.rules_cls.options() if o["name"] == name)
    with pytest.raises(RuleOptionError) as info:
        g.make_rules({name: value})
    msg = str(info.value)
    assert name in msg and f"at least {o['min']} and at most {o['max']}" in msg
    assert len(msg) < 200                      # a 300-digit number is not echoed whole
    g.make_rules({name: o["max"]})             # the bound itself is allowed


def test_every_default_lies_within_its_bounds():
    for g, o in _options():
        d = g.defaults.get(o["name"], o["default"])
        if d is None or o["choices"]:
            continue
        assert o["min"] <= d <= o["max"], f"{g.slug}.{o['name']} = {d}"


@pytest.mark.parametrize("value", ["x", "", "-3:2", "3:0", "5e3", "٣:2", "1000:1"])
def test_blackjack_pays_is_checked_as_odds(value):
    g = next(g for g in all_games() if g.slug == "blackjack-casino")
    with pytest.raises(RuleOptionError, match="blackjack_pays"):
        g.make_rules({"blackjack_pays": value})
    for ok in ("3:2", "6:5", "2 to 1", "6 for 5"):
        assert g.make_rules({"blackjack_pays": ok}).blackjack_pays == ok
