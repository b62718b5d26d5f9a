"""ISMCTS says where it cannot search (fixes12): README promised a search "in any card game with
hidden hands", but at some (stud poker, brag, the banking games, six-hand bridge... until
zones12 named their card zones) the bot found no determinisation and played as the game's
other bot; a test-only game without one stands for them here. :func:`hoyle.bots.ismcts.searches` tells
those games from a few fresh deals, ``hoyle play`` and ``hoyle simulate`` print one line naming
the bot such a seat plays as, and README's counts are the registry's."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from hoyle.bots import _offers_ismcts
from hoyle.bots.ismcts import ISMCTSBot, determinise, fallback_notice, plays_as, searches
from hoyle.cli import app
from hoyle.core import SeededShuffler, all_games, get_game, registry, resolve_chance
from hoyle.games.parlour.old_maid import OldMaidState

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
runner = CliRunner()
NO_DEAL = "test-old-maid-no-deal"


class _NoDeal(OldMaidState):
    """Old maid as if it named no card zones (a test-only game): since zones12 every game
    offering ismcts finds a deal of its unseen cards, so the notice is tried on this one."""

    def card_zones(self):
        return {}

    def determinise(self, seat, rng):
        return None


@pytest.fixture
def no_deal():
    info = dataclasses.replace(get_game("old-maid"), slug=NO_DEAL, title="Old maid without a deal",
                               aliases=(), state_cls=_NoDeal)
    registry.register(info)
    yield info
    registry._REGISTRY.pop(NO_DEAL, None)
    for k in [k for k, v in registry._ALIASES.items() if v == NO_DEAL]:
        del registry._ALIASES[k]


def test_a_game_without_a_determinisation_is_told(no_deal):
    g, slug = no_deal, NO_DEAL
    assert not searches(g)
    # the check agrees with the bot: at the first choices of a deal it finds none either
    st = g.new_deal(None, None, SeededShuffler(7))
    rng = np.random.Generator(np.random.PCG64(7))
    asked = 0
    while not st.is_over and asked < 10:
        if resolve_chance(st):
            continue
        legal = st.legal_actions()
        if len(legal) > 1:
            asked += 1
            assert determinise(st, st.to_act, rng) is None
        st.apply(legal[int(rng.integers(len(legal)))])
    note = fallback_notice(g)
    assert note is not None and slug in note and repr(plays_as(g)) in note


@pytest.mark.parametrize("slug", ["whist-english", "auction-bridge", "euchre", "rum", "cassino",
                                  "cribbage-six-card", "stud-poker-foster", "brag-three-card",
                                  "forehead-poker", "vingt-et-un-foster", "chemin-de-fer-foster",
                                  "commerce-foster", "pope-joan", "ranter-go-round", "bouillotte",
                                  "stormy-weather", "old-maid", "six-hand-bridge",
                                  "draw-poker-foster", "jack-pots-foster"])
def test_a_game_where_it_searches_gets_no_notice(slug):
    g = get_game(slug)
    assert searches(g) and fallback_notice(g) is None


def test_plays_as_is_the_bot_the_search_falls_back_to(no_deal):
    g = no_deal
    bot = ISMCTSBot(1, 3, g)
    assert type(bot._other()) is g.bots[plays_as(g)]


def test_hoyle_play_names_the_bot_an_ismcts_seat_plays_as(no_deal):
    g = no_deal
    res = runner.invoke(app, ["play", NO_DEAL, "--seats", "ismcts,bot,bot",
                              "--seed", "1", "--deals", "1"])
    assert res.exit_code == 0, res.output[-2000:]
    notes = [ln for ln in res.output.splitlines() if ln.startswith("note: ismcts")]
    assert len(notes) == 1 and f"plays as the {plays_as(g)!r} bot" in notes[0], res.output[:2000]


def test_hoyle_play_is_silent_where_it_searches():
    res = runner.invoke(app, ["play", "whist-english", "--seats", "ismcts,bot,bot,bot",
                              "--seed", "1", "--deals", "1"])
    assert res.exit_code == 0 and "note: ismcts" not in res.output


def test_hoyle_simulate_names_the_bot_too(no_deal):
    res = runner.invoke(app, ["simulate", NO_DEAL, "--strategy", "ismcts",
                              "--rounds", "1", "--json"])
    assert res.exit_code == 0, res.output[-2000:]
    assert "note: ismcts finds no deal" in res.output and f"({NO_DEAL})" in res.output


def test_readme_counts_where_it_searches():
    offered = [g for g in all_games() if _offers_ismcts(g)]
    never = [g.slug for g in offered if not searches(g)]
    m = re.search(r"it searches in the (\d+) trick games and in (all )?(\d+) others", README)
    assert m, "README no longer says where ismcts searches"
    trick, every, others = int(m.group(1)), m.group(2), int(m.group(3))
    assert trick + others == len(offered) - len(never)
    if never:
        assert not every and f"and in the other {len(never)} (" in README[m.start():m.start() + 1500], never
    else:
        assert every, "README says some game is not searched"
    for slug in ("stud poker", "brags", "cribbages", "old maid", "six-hand bridge", "banking games"):
        assert slug in README[m.start():m.start() + 1200]
