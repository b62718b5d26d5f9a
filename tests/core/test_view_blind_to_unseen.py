"""Secrets stay secret, checked a second way for every card game with hidden cards: at the
positions of a random deal, the cards the seat to act has not seen are dealt afresh among the
places they may lie (:func:`hoyle.core.determinise.determinise_zones`, through the ISMCTS
seat's :func:`~hoyle.bots.ismcts.determinise`), and the seat's view must not change. A view
that counts, sorts or names anything by the hidden cards (frog's card points counted the
cards laid away) fails here, where the conformance check of the cards a view shows does not.
A game that names no zones at a position (the redeal gives None) is not checked there."""

from __future__ import annotations

import numpy as np
import pytest

from hoyle.bots import _offers_ismcts
from hoyle.bots.ismcts import determinise
from hoyle.core import SeededShuffler, all_games, resolve_chance

GAMES = [g for g in all_games() if _offers_ismcts(g)]


@pytest.mark.parametrize("game", GAMES, ids=[g.slug for g in GAMES])
def test_a_seats_view_is_blind_to_the_cards_it_has_not_seen(game):
    n = game.default_players or game.min_players
    rng = np.random.Generator(np.random.PCG64(7))
    st = game.new_deal(n, None, SeededShuffler(11))
    looked = 0
    for _ in range(300):
        if st.is_over or looked >= 25:
            break
        if resolve_chance(st):
            continue
        legal = st.legal_actions()
        me = st.to_act
        if len(legal) > 1:
            d = determinise(st, me, rng)
            if d is not None:
                assert d.view(me) == st.view(me), f"{game.slug}: seat {me}'s view depends on unseen cards"
                looked += 1
        st.apply(legal[int(rng.integers(len(legal)))])
