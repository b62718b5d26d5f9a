"""The commerce family (the exchange games), the stops games and ranter go round name their
card zones (zones12): the hands, the widow, the stock in its order, a card offered in barter;
the hands and the stops left face down; the hands, the pack in its order and the dealer's card
cut away. So the ISMCTS seat searches them (it played as their heuristic before). A
determinisation keeps what the seat sees -- its own hand (not the blind dealer's), every card
that has lain face up, Pochen's trump card and shown cards -- deals the rest afresh, reads no
card the seat cannot see, and plays out to the end."""

from __future__ import annotations

import pytest

from _determinise_checks import check_deals, check_position, positions
from hoyle.bots.ismcts import searches
from hoyle.core import get_game

EXCHANGE = ["commerce-british", "commerce-foster", "commerce-widow", "my-ship-sails",
            "thirty-one-schnautz", "whiskey-poker"]
STOPS = ["commit", "five-or-nine", "newmarket", "pochen", "pope-joan", "saratoga", "spin"]
OTHER = ["ranter-go-round"]


@pytest.mark.parametrize("slug", EXCHANGE + STOPS + OTHER)
def test_the_search_runs(slug):
    assert searches(get_game(slug))


@pytest.mark.parametrize("slug", EXCHANGE + STOPS + OTHER)
def test_a_determinisation_keeps_what_the_seat_sees(slug):
    asked, moved = check_deals(slug, (1, 2, 3), 15, own=False)
    assert asked and moved, "no unseen card was ever dealt afresh"


def test_a_card_offered_in_barter_is_the_givers_to_see():
    seen = 0
    for seed in range(1, 30):
        for st, rng in positions("commerce-foster", seed):
            ex = st.ex
            if ex.offer is None:
                continue
            giver, card = ex.offer
            # the seat to return for it does not see it: it may be dealt any unseen card
            me = st.to_act
            assert me != giver and card in set(st.hidden_cards(me))
            check_position(st, rng, own=False)
            seen += 1
            break
        if seen >= 3:
            return
    pytest.skip("no barter reached in these deals")
