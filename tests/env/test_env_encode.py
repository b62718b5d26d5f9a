"""The observation tensors of :mod:`hoyle.env.encode`: the documented layout on real deals
(the hand, the trick by relative seat, the auction, the scores), a layout fixed across
processes, the game's own encoding through the ``observation_tensor`` hook, the plain view
for a game without cards, and the OpenSpiel tensors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from hoyle.cards import parse_card
from hoyle.core import Action, HoyleError, SeededShuffler, get_game, resolve_chance
from hoyle.env import action_index
from hoyle.env.encode import encoding

SRC = Path(__file__).resolve().parents[2] / "src"


def _deal(slug, seed=3):
    state = get_game(slug).new_deal(None, None, SeededShuffler(seed))
    resolve_chance(state)
    return state


def _cards(enc, part):
    return sorted(str(enc.index.pack[int(i)]) for i in np.asarray(part).reshape(-1).nonzero()[0])


def test_whist_layout_and_the_trick_by_relative_seat():
    enc = encoding(action_index("whist"))
    assert [(r["section"], r["shape"]) for r in enc.table()][:4] == [
        ("seat", [4]), ("hand", [52]), ("seen", [52]), ("trick", [4, 52])]
    state = _deal("whist")
    leader = state.to_act
    lead = state.legal_actions()[0]
    state.apply(lead)
    nxt = state.to_act
    assert nxt == (leader + 1) % 4
    parts = enc.split(enc.encode(state, nxt))
    assert parts["seat"].tolist() == [1.0 if s == nxt else 0.0 for s in range(4)]
    assert _cards(enc, parts["hand"]) == sorted(state.view(nxt)["hand"])
    # the leader sits on the right of the next seat: relative seat 3
    assert _cards(enc, parts["trick"][3]) == [str(lead.args[0])]
    assert not parts["trick"][:3].any()
    turned = state.view(nxt)["turned_card"]          # the dealer's last card, turned for trumps
    assert _cards(enc, parts["seen"]) == sorted([str(lead.args[0]), *([turned] if turned else [])])
    # the leader's own row 0 holds the same card
    assert _cards(enc, enc.split(enc.encode(state, leader))["trick"][0]) == [str(lead.args[0])]


def test_the_scores_and_the_trump_are_in_the_tensor():
    enc = encoding(action_index("whist"))
    state = _deal("whist")
    parts = enc.split(enc.encode(state, 0))
    names = list(enc._numbers)
    assert ("score", "NS") in names and ("tricks", "EW") in names
    assert parts["numbers"][names.index(("trick_number",))] == state.view(0)["trick_number"]
    trump = state.view(0)["trump"]
    at, words = enc._word_at[("trump",)], enc._words[("trump",)]
    assert sorted(words) == ["clubs", "diamonds", "hearts", "spades"]
    assert parts["words"][at + words[trump]] == 1.0


def test_auction_bridge_bidding_section():
    """A call takes its place among the 45 calls of the action space (42 bids, double, pass,
    redouble), in the row of the seat that made it relative to the observer."""
    ix = action_index("auction-bridge")
    enc = encoding(ix)
    state = _deal("auction-bridge")
    dealer = state.to_act
    state.apply(Action("bid", (1, "clubs")))
    state.apply(Action("pass"))
    parts = enc.split(enc.encode(state, dealer))
    assert parts["bidding"].shape == (4, 45)
    assert parts["bidding"][0].nonzero()[0].tolist() == [0]              # my bid 1 clubs
    assert parts["bidding"][1].nonzero()[0].tolist() == [43]             # left hand: pass
    assert parts["bidding"].sum() == 2
    left = enc.split(enc.encode(state, (dealer + 1) % 4))["bidding"]
    assert left[3].nonzero()[0].tolist() == [0] and left[0].nonzero()[0].tolist() == [43]


def test_the_shape_is_the_same_at_every_position_and_in_another_process():
    enc = encoding(action_index("auction-bridge"))
    state = _deal("auction-bridge", 9)
    rng = np.random.default_rng(0)
    while not state.is_over:
        for s in range(4):
            assert enc.encode(state, s).shape == (enc.size,)
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
    code = ("import json; from hoyle.env import action_index; from hoyle.env.encode import encoding; "
            "print(json.dumps(encoding(action_index('auction-bridge')).table()))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(SRC), "PATH": ""})
    assert json.loads(out.stdout) == enc.table()


def test_a_shoe_counts_copies():
    """Blackjack's shoe has several packs: ``seen`` counts every card the punter's view names
    (the dealer's up card, every box's cards), copies counted, and nothing else."""
    from collections import Counter

    from hoyle.conformance import CARD_TOKEN
    state = _deal("blackjack-casino", 4)
    enc = encoding(action_index("blackjack-casino"))
    rng = np.random.default_rng(2)
    checked = 0
    while not state.is_over:
        for seat in (1, 2):
            seen = enc.split(enc.encode(state, seat))["seen"]
            view = state.view(seat)
            named = Counter(CARD_TOKEN.findall(json.dumps({k: v for k, v in view.items() if k != "hand"})))
            want = Counter({c: min(k, 6) for c, k in named.items()})        # six packs in the shoe
            got = Counter({str(enc.index.pack[int(i)]): int(seen[i]) for i in seen.nonzero()[0]})
            assert got == want
            checked += sum(got.values())
        legal = state.legal_actions()
        state.apply(legal[int(rng.integers(len(legal)))])
        resolve_chance(state)
    assert checked >= 3


def test_games_without_cards_keep_the_view():
    assert encoding(action_index("chuck-luck")) is None
    pytest.importorskip("pettingzoo")
    import hoyle.env
    env = hoyle.env.aec("chuck-luck")
    env.reset(seed=1)
    assert isinstance(env.observe("seat_0")["observation"], dict)
    with pytest.raises(HoyleError, match="no observation tensor"):
        hoyle.env.aec("chuck-luck", observation="tensor")
    with pytest.raises(HoyleError, match="observation is one of"):
        hoyle.env.aec("whist", observation="pixels")


def test_a_game_may_supply_its_own_encoding(monkeypatch):
    """The hook: a state's ``observation_tensor(seat)`` replaces the generic encoder (here
    chuck-luck, which has no cards, given a two-number encoding for the test)."""
    pytest.importorskip("pettingzoo")
    import hoyle.env
    from hoyle.env import encode
    game = get_game("chuck-luck")
    monkeypatch.setattr(game.state_cls, "observation_tensor",
                        lambda self, seat: [float(seat), float(len(self.history))], raising=False)
    encode._by_index.cache_clear()
    try:
        env = hoyle.env.aec("chuck-luck")
        assert env.observation_space("seat_0")["observation"].shape == (2,)
        env.reset(seed=1)
        assert env.observe("seat_1")["observation"].tolist()[0] == 1.0
        assert env.table.encoding.table() == [{"section": "game", "start": 0, "stop": 2, "shape": [2]}]
        monkeypatch.setattr(game.state_cls, "observation_tensor",
                            lambda self, seat: [0.0] * (2 + len(self.history)))
        later = env.state.clone()
        later.apply(later.legal_actions()[0])
        with pytest.raises(HoyleError, match="observation_tensor gave 3 numbers, not 2"):
            env.table.encoding.encode(later, 0)
    finally:
        encode._by_index.cache_clear()


def test_openspiel_tensors():
    pytest.importorskip("pyspiel")
    import hoyle.env
    game = hoyle.env.openspiel("whist", deals=3)
    enc = game.encoding
    assert game.get_type().provides_observation_tensor
    assert game.observation_tensor_shape() == [enc.size]
    assert game.information_state_tensor_shape() == [enc.size + game.num_distinct_actions()]
    state = game.new_initial_state()
    assert not any(state.observation_tensor(0))               # before the deal is chosen
    state.apply_action(1)
    p = state.current_player()
    a = state.legal_actions()[0]
    state.apply_action(a)
    info = np.array(state.information_state_tensor(p))
    assert info[enc.size + a] == 1.0 and info[enc.size:].sum() == 1.0
    obs = np.array(state.observation_tensor(p))
    assert (obs == info[:enc.size]).all()
    assert _cards(enc, enc.split(obs.astype(np.float32))["trick"][0]) == [str(game.index.action_at(a).args[0])]
    dice = hoyle.env.openspiel("chuck-luck")
    assert not dice.get_type().provides_observation_tensor


def test_card_of_a_trick_entry_is_parsed_from_the_pack():
    enc = encoding(action_index("whist"))
    assert enc._pack[str(parse_card("QS"))] == 43
