"""The state contract for every banking game registered by this package (random playouts).

Mirrors the generic conformance checks (card conservation, zero sum with house_take, clone and
record-replay identical, no hidden card in a view, illegal actions refused unchanged), so the
banking games are checked even before the shared suite runs.
"""

from __future__ import annotations

import json
from collections import Counter

import numpy as np
import pytest

from hoyle.core import IllegalAction, SeededShuffler, all_games
from hoyle.core.actions import Action
from hoyle.core.record import replay

# the games of this package (its contract); which checks apply comes from the traits
BANKING = [g for g in all_games() if g.family == "banking"]


def _playout(game, seed, players=None):
    rng = np.random.default_rng(seed)
    n = players or game.players
    st = game.new_deal(n, shuffler=SeededShuffler(seed))
    pack = Counter(st.pack())
    assert bool(pack) == game.has("cards"), "a game played with cards has a pack, and only one"
    steps = 0
    while not st.is_over:
        loc = st.card_locations()
        assert Counter(c for cards in loc.values() for c in cards) == pack
        copies = Counter(c for cards in loc.values() for c in cards)
        for seat in [None, *range(n)]:
            text = json.dumps(st.view(seat))
            hidden = Counter(st.hidden_cards(seat))
            for c, k in hidden.items():     # in multi-pack games another copy of a hidden card may be seen
                if k >= copies[c]:
                    assert f'"{c}"' not in text, (seat, str(c))
        legal = st.legal_actions()
        assert legal, "a live state must offer actions"
        # an illegal action is refused and changes nothing
        before = json.dumps(st.view(None))
        for bad in (Action("fly"), Action("bet", ("moon", 3))):
            if bad not in legal:
                with pytest.raises(IllegalAction):
                    st.apply(bad)
                assert json.dumps(st.view(None)) == before
        a = legal[int(rng.integers(len(legal)))]
        twin = st.clone()
        st.apply(a)
        twin.apply(a)
        assert twin.view(None) == st.view(None)
        steps += 1
        assert steps < 500
    out = st.outcome()
    assert len(out) == n
    if game.zero_sum:
        assert sum(out) + st.house_take() == 0
    again = replay(json.loads(json.dumps(st.record())))
    assert again.outcome() == out
    loc = st.card_locations()
    assert Counter(c for cards in loc.values() for c in cards) == pack
    return st


@pytest.mark.parametrize("game", BANKING, ids=lambda g: g.slug)
def test_random_playouts_keep_the_contract(game):
    for seed in range(25):
        _playout(game, seed)


@pytest.mark.parametrize("game", BANKING, ids=lambda g: g.slug)
def test_player_counts(game):
    for n in {game.min_players, min(game.max_players, game.min_players + 3)}:
        _playout(game, 99, n)
