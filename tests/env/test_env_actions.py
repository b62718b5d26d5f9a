"""The flat action index space of :mod:`hoyle.env.actions`: its documented order on real games,
every legal action of a played deal taking an index that reads back to it, the listed tail
where a declaration cannot be enumerated, and the set-up errors in one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from hoyle.cards import parse_card
from hoyle.core import CHANCE, Action, RuleOptionError, SeededShuffler, SetupError, UnknownGame, all_games
from hoyle.env import action_index

SRC = Path(__file__).resolve().parents[2] / "src"


def test_auction_bridge_order_is_the_documented_one():
    ix = action_index("auction-bridge")
    assert [(r["start"], r["form"]) for r in ix.table()] == [
        (0, "bid (int 1..7 x 6 words)"), (42, "double"), (43, "pass"), (44, "play (52 cards)"),
        (96, "redouble"), (97, "listed: unforeseen actions")]
    assert ix.index_of(Action("bid", (2, "hearts"))) == 8
    assert ix.index_of(Action("play", (parse_card("QS"),))) == 44 + 43
    assert ix.action_at(8) == Action("bid", (2, "hearts"))
    assert ix.size == 105 and ix.listed == 8


def test_whist_is_one_index_per_card_of_the_pack():
    ix = action_index("whist")
    assert ix.blocks[0].verb == "play" and ix.blocks[0].size == 52
    assert [str(c) for c in ix.pack[:5]] == ["2C", "2D", "2H", "2S", "3C"]
    assert ix.index_of(Action("play", (parse_card("AS"),))) == 51


def test_a_short_pack_has_fewer_card_indices():
    """Scotch whist is played with 36 cards (sixes up): the play block has 36 indices."""
    ix = action_index("scotch-whist")
    assert len(ix.pack) == 36 and ix.blocks[0].size == 36
    assert str(ix.pack[0]).startswith("6")


def test_a_word_then_a_number_is_a_product_in_order():
    ix = action_index("red-and-black")
    b = ix.blocks[0]
    assert b.verb == "bet" and [p.values for p in b.places] == [("black", "red"), (1, 2, 3, 4, 5)]
    assert ix.index_of(Action("bet", ("red", 3))) == 5 + 2


def test_draw_poker_discards_take_the_listed_tail():
    ix = action_index("draw-poker")
    assert ix.listed_forms() == ["discard card multi"]
    assert ix.listed >= 31            # every discard of one to five cards of a five-card hand


#: the four at the end, many deals: their probe undersized the tail, found when its overflow
#: stopped being silent (piquet's discards of up to seven, 3,301 at one position against 1,593;
#: spade cassino's takes, 293 against 128; preference's and French boston's discards, a phase
#: no probe deal reached); they now take listed_bound
_READ_BACK = [(s, (101, 102)) for s in ("auction-bridge", "draw-poker-foster", "faro-foster", "cayenne",
                                        "roulette", "chuck-luck", "boston", "vingt-et-un-dice", "chess")] + \
    [(s, tuple(range(200, 230))) for s in ("piquet-au-cent", "spade-cassino", "preference", "french-boston")]


@pytest.mark.parametrize("slug, seeds", _READ_BACK, ids=[s for s, _ in _READ_BACK])
def test_every_legal_action_of_a_deal_has_an_index_that_reads_back(slug, seeds):
    game = [g for g in all_games() if g.slug == slug][0]
    ix = action_index(game)
    for seed in seeds:
        rng = np.random.default_rng(seed)
        state = game.new_deal(None, None, SeededShuffler(seed))
        while not state.is_over:
            if state.to_act == CHANCE:
                state.apply(state.sample_chance())
                continue
            legal = state.legal_actions()
            got = ix.legal(state)
            assert set(got.values()) == set(legal), "every legal action has an index"
            for i, a in got.items():
                assert 0 <= i < ix.size
                if i < ix.listed_start:
                    assert ix.action_at(i) == a and ix.index_of(a) == i
            assert ix.mask(got).sum() == len(got)
            state.apply(legal[int(rng.integers(len(legal)))])
    assert ix.left_out == 0


def test_the_space_is_the_same_in_another_process():
    code = ("import json; from hoyle.env import action_index; "
            "print(json.dumps(action_index('boston').table()))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(SRC), "PATH": ""})
    assert json.loads(out.stdout) == action_index("boston").table()


def test_rule_options_change_the_space():
    """Draw poker's limit is a rule option; the bets' block follows it."""
    small = action_index("draw-poker-modern", limit=10)
    assert max(b.places[0].values[-1] for b in small.blocks if b.verb == "bet") <= 10


def test_setup_errors_are_hoyle_errors():
    with pytest.raises(UnknownGame):
        action_index("no-such-game")
    with pytest.raises(RuleOptionError):
        action_index("whist", no_such_option=3)
    with pytest.raises(SetupError, match="players"):
        action_index("whist", num_players=9)


def test_backgammon_keeps_every_play_of_a_throw_in_the_mask():
    # fresh13: at PettingZoo's backgammon, seed 1, step 39, 114 plays were legal and 69 in the
    # mask (the tail was sized by the probe, which met 69 at most); its plays are distinct
    # positions, at most C(28, 4) = 20,475 for a doublet, and the tail is sized by that bound
    from hoyle.env import aec
    ix = action_index("backgammon")
    assert ix.listed == 20_475
    env = aec("backgammon")
    env.reset(seed=1)
    rng = np.random.default_rng(1)
    most = 0
    for _ in range(600):
        agent = env.agent_selection
        obs, _r, term, trunc, _i = env.last()
        if term or trunc:
            break
        legal = env.unwrapped.state.legal_actions()
        most = max(most, len(legal))
        assert int(obs["action_mask"].sum()) == len(legal), agent
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert most > 69                                 # more than the probe-sized tail held


def test_a_position_beyond_the_listed_tail_is_counted_and_warned_not_cut_short_silently():
    from hoyle.env.actions import ActionIndex, ActionSpaceWarning
    game = [g for g in all_games() if g.slug == "draw-poker-foster"][0]
    ix = ActionIndex(game, 4, game.make_rules({}))
    ix.listed = 1                                   # a tail too short for the discards
    state = game.new_deal(4, None, SeededShuffler(3))
    while state.to_act == CHANCE or not any(a.verb == "discard" for a in state.legal_actions()):
        state.apply(state.sample_chance() if state.to_act == CHANCE else state.legal_actions()[-1])
    with pytest.warns(ActionSpaceWarning, match="draw-poker-foster: a position has .* more legal actions"):
        got = ix.legal(state)
    listed = [a for a in state.legal_actions() if ix.index_of(a) is None]
    assert ix.last_left_out == ix.left_out == len(listed) - 1 > 0
    assert len(got) == len(state.legal_actions()) - ix.left_out
