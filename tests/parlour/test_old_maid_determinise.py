"""Old maid's determinisation (zones12): the ISMCTS seat played it as the heuristic, finding no
deal of the unseen cards (the pairs laid face down lay in no zone). Its own hook deals the
cards the seat has not seen -- the other hands and the others' pairs -- afresh as the deal
allows: the pairs again pairs of one rank, as many as each seat laid; each hand as many cards,
never two of one rank; the seat's own hand and pairs kept. It reads nothing the seat cannot
see, and the copy plays out."""

from __future__ import annotations

from collections import Counter

import pytest

from _determinise_checks import check_position, positions
from hoyle.bots.ismcts import determinise, searches
from hoyle.core import get_game


def test_the_search_runs():
    assert searches(get_game("old-maid"))


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_determinisation_deals_as_the_deal_allows(players):
    moved = 0
    for seed in (1, 2, 3):
        for st, rng in positions("old-maid", seed, players=players):
            me = st.to_act
            moved += check_position(st, rng, own=False)
            d = determinise(st, me, rng)
            assert d.hands[me] == st.hands[me] and d.pairs[me] == st.pairs[me]
            for s in range(st.num_players):
                assert len(d.hands[s]) == len(st.hands[s])
                assert len(d.pairs[s]) == len(st.pairs[s])
                ranks = [c // 4 for c in d.pairs[s]]
                assert all(ranks[i] == ranks[i + 1] for i in range(0, len(ranks), 2))
            assert sorted(c for h in d.hands + d.pairs for c in h) == \
                sorted(c for h in st.hands + st.pairs for c in h)
    assert moved


def test_no_other_hand_holds_a_pair():
    pairs = hands = 0
    for seed in range(1, 6):
        for st, rng in positions("old-maid", seed, players=4):
            me = st.to_act
            d = determinise(st, me, rng)
            for s in range(4):
                if s != me:
                    hands += 1
                    counts = Counter(c // 4 for c in d.hands[s])
                    pairs += any(v > 1 for v in counts.values())
    assert hands and pairs <= hands // 50        # the rule is dropped only after 30 dead ends
