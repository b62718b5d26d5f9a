"""ISMCTS says where it cannot search (fixes12): README promised a search "in any card game with
hidden hands", but at some (stud poker, brag, the banking games until zones12 named their card
zones; six-hand bridge still) the bot finds no determinisation and plays as the
game's other bot. :func:`hoyle.bots.ismcts.searches` tells
those games from a few fresh deals, ``hoyle play`` and ``hoyle simulate`` print one line naming
the bot such a seat plays as, and README's counts are the registry's."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from hoyle.bots import _offers_ismcts
from hoyle.bots.ismcts import ISMCTSBot, determinise, fallback_notice, plays_as, searches
from hoyle.cli import app
from hoyle.core import SeededShuffler, all_games, get_game, resolve_chance

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
runner = CliRunner()


@pytest.mark.parametrize("slug", ["six-hand-bridge"])
def test_a_game_without_a_determinisation_is_told(slug):
    g = get_game(slug)
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
                                  "stormy-weather", "old-maid",
                                  "draw-poker-foster", "jack-pots-foster"])
def test_a_game_where_it_searches_gets_no_notice(slug):
    g = get_game(slug)
    assert searches(g) and fallback_notice(g) is None


def test_plays_as_is_the_bot_the_search_falls_back_to():
    g = get_game("six-hand-bridge")
    bot = ISMCTSBot(1, 3, g)
    assert type(bot._other()) is g.bots[plays_as(g)]


def test_hoyle_play_names_the_bot_an_ismcts_seat_plays_as():
    g = get_game("six-hand-bridge")
    res = runner.invoke(app, ["play", "six-hand-bridge", "--seats", "ismcts,bot,bot,bot,bot,bot",
                              "--seed", "1", "--deals", "1"])
    assert res.exit_code == 0, res.output[-2000:]
    notes = [ln for ln in res.output.splitlines() if ln.startswith("note: ismcts")]
    assert len(notes) == 1 and f"plays as the {plays_as(g)!r} bot" in notes[0], res.output[:2000]


def test_hoyle_play_is_silent_where_it_searches():
    res = runner.invoke(app, ["play", "whist-english", "--seats", "ismcts,bot,bot,bot",
                              "--seed", "1", "--deals", "1"])
    assert res.exit_code == 0 and "note: ismcts" not in res.output


def test_hoyle_simulate_names_the_bot_too():
    res = runner.invoke(app, ["simulate", "six-hand-bridge", "--strategy", "ismcts",
                              "--rounds", "1", "--json"])
    assert res.exit_code == 0, res.output[-2000:]
    assert "note: ismcts finds no deal" in res.output and "(six-hand-bridge)" in res.output


def test_readme_counts_where_it_searches():
    offered = [g for g in all_games() if _offers_ismcts(g)]
    never = [g.slug for g in offered if not searches(g)]
    m = re.search(r"it searches in the (\d+) trick games and in (\d+) others .*?and in the other "
                  r"(\d+) \(", README)
    assert m, "README no longer says where ismcts searches"
    trick, others, none = map(int, m.groups())
    assert none == len(never), never
    assert trick + others == len(offered) - len(never)
    for slug in ("stud poker", "brags", "cribbages", "old maid", "six-hand bridge"):
        assert slug in README[m.start():m.start() + 1200]
