"""The OpenSpiel form of the games (:mod:`hoyle.env.spiel_env`): pyspiel's own random
simulation test (with state serialization and clone) on a set of games of every kind of chance
(``HOYLE_SPIEL_ALL=1``: every registered game, about 25 s), registration under ``hoyle_SLUG``,
chance nodes with the game's exact odds, information state strings from the seat's view only,
and OpenSpiel's MCTS run end to end on a hoyle game."""

from __future__ import annotations

import json
import os
from fractions import Fraction

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import hoyle.env  # noqa: E402
from hoyle.core import all_games  # noqa: E402
from hoyle.env import spiel_env  # noqa: E402

SOME = ["vingt-et-un-dice", "chuck-luck", "card-craps", "whist-english", "draw-poker-foster",
        "auction-bridge", "blackjack-casino", "faro-foster", "cayenne"]
GAMES = [g.slug for g in all_games()] if os.environ.get("HOYLE_SPIEL_ALL") else SOME


@pytest.mark.parametrize("slug", GAMES)
def test_pyspiel_random_simulation(slug):
    game = hoyle.env.openspiel(slug, deals=20)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_every_game_is_registered_by_name():
    names = set(pyspiel.registered_names())
    assert {spiel_env.spiel_name(g) for g in all_games()} <= names
    game = pyspiel.load_game("hoyle_whist_english")
    assert game.num_players() == 4 and game.num_distinct_actions() == 60


def test_rule_options_travel_in_the_game_string():
    game = hoyle.env.openspiel("draw-poker-modern", limit=10)
    again = pyspiel.load_game(str(game))
    assert str(again) == str(game) and "rules=limit:10" in str(game)
    assert again.index.rules.limit == 10


def test_the_type_comes_from_the_traits():
    T = pyspiel.GameType
    whist = hoyle.env.openspiel("whist").get_type()
    assert whist.information == T.Information.IMPERFECT_INFORMATION
    assert whist.chance_mode == T.ChanceMode.EXPLICIT_STOCHASTIC
    assert whist.utility == T.Utility.ZERO_SUM
    dice = hoyle.env.openspiel("vingt-et-un-dice").get_type()
    assert dice.information == T.Information.PERFECT_INFORMATION


def test_chance_nodes_carry_the_games_exact_odds():
    """Chuck-luck's three dice: 216 outcomes of 1/216 each, as the game lists them."""
    game = hoyle.env.openspiel("chuck-luck")
    state = game.new_initial_state()
    while not state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    outs = state.chance_outcomes()
    exact = state.deal.chance_outcomes()
    assert len(outs) == len(exact) == 216
    assert all(p == float(q) for (_, p), (_, q) in zip(outs, exact))
    assert sum(Fraction(q) for _, q in exact) == 1


def test_a_shuffled_game_starts_with_a_choice_of_seeded_deals():
    game = hoyle.env.openspiel("whist", deals=7)
    state = game.new_initial_state()
    assert state.is_chance_node() and [a for a, _ in state.chance_outcomes()] == list(range(7))
    a, b = state.child(3), state.child(3)
    assert a.information_state_string(0) == b.information_state_string(0)
    assert a.information_state_string(0) != state.child(4).information_state_string(0)


def test_information_state_holds_only_the_seats_own_cards():
    game = hoyle.env.openspiel("whist")
    state = game.new_initial_state().child(0)
    rng = np.random.default_rng(1)
    while not state.is_terminal():
        for p in range(4):
            text = state.information_state_string(p)
            hidden = {str(c) for c in state.deal.hidden_cards(p)}
            assert not hidden & set(json.loads(text)["view"].get("hand", [])), "no hidden card shown"
            assert not any(f'"{c}"' in text for c in hidden), f"seat {p} sees a hidden card"
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert sum(state.returns()) == 0


def test_openspiel_mcts_plays_a_hoyle_game():
    """OpenSpiel's MCTS (random rollouts) at vingt-et-un with one die: with 20 thrown it stands
    (another throw goes over unless it is the one, the book's advice is to stand at 18 or more)."""
    from open_spiel.python.algorithms import mcts
    game = hoyle.env.openspiel("vingt-et-un-dice", num_players=2)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=60,
                       evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(3)),
                       random_state=np.random.RandomState(4))
    state = game.new_initial_state()
    ix = game.index
    throw, stand = ix.index_of(_act("throw")), ix.index_of(_act("stand"))
    for die in (6, 6, 6, 2):                                   # 6 + 6 + 6 + 2 = 20
        state.apply_action(throw)
        outs = [a.args[0] for a, _ in state.deal.chance_outcomes()]
        state.apply_action(outs.index(die))
    assert state.deal.totals[0] == 20 and state.current_player() == 0
    assert bot.step(state) == stand
    state.apply_action(stand)
    while not state.is_terminal():                              # the bot plays seat 1 out
        state.apply_action(0 if state.is_chance_node() else bot.step(state))
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


def _act(verb):
    from hoyle.core import Action
    return Action(verb)


@pytest.mark.parametrize("slug", ["whist-english", "chuck-luck"])
def test_the_seats_own_actions_are_kept_as_the_history_says(slug):
    """``own_indices`` (the information state tensor's ``mine`` part) is kept as actions are
    applied, not read from ``full_history()`` at each call: equal to what the history says at
    every step of random deals, through a clone and a serialized round trip too."""
    game = hoyle.env.openspiel(slug, deals=5)
    rng = np.random.default_rng(4)
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_terminal():
            for p in range(game.num_players()):
                want = [pa.action for pa in state.full_history() if pa.player == p]
                assert state.own_indices(p) == want
                assert state.clone().own_indices(p) == want
            if state.is_chance_node():
                outs = state.chance_outcomes()
                state.apply_action(outs[int(rng.integers(len(outs)))][0])
            else:
                la = state.legal_actions()
                state.apply_action(la[int(rng.integers(len(la)))])
        again = game.deserialize_state(state.serialize())
        assert all(again.own_indices(p) == state.own_indices(p) for p in range(game.num_players()))


@pytest.mark.parametrize("bad", [20, 10**6])
def test_a_bad_index_is_refused_with_the_state_unchanged(bad):
    """An index that is no deal, no chance outcome or no legal action now raises
    IllegalAction (a HoyleError, not a KeyError or IndexError), and the state is as before."""
    from hoyle.core import IllegalAction
    game = hoyle.env.openspiel("whist", deals=20)
    state = game.new_initial_state()
    with pytest.raises(IllegalAction, match="deal 0..19"):
        state.apply_action(bad)                  # the shuffle: deals 0..19
    assert state.is_chance_node() and state.history() == []
    state.apply_action(3)
    before = (str(state), state.history())
    with pytest.raises(IllegalAction, match="not legal now"):
        state.apply_action(bad)
    assert (str(state), state.history()) == before
    dice = hoyle.env.openspiel("chuck-luck").new_initial_state()
    while not dice.is_chance_node():
        dice.apply_action(dice.legal_actions()[0])
    with pytest.raises(IllegalAction, match="outcomes 0.."):
        dice.apply_action(10**6)
