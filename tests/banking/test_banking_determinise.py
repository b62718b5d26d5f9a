"""The banking games with cards unseen at a decision name their card zones (zones12): the pack
or shoe from its next card on, in its order, and the face-down cards of the hands (the
vingt-et-un family's boxes and the dealer's hole card, baccarat's and chemin de fer's hands,
farmer, quinze, red dog, thirty-five's widow); so the ISMCTS seat searches them (it played as
the heuristic before). A determinisation keeps what the seat sees where it lies -- its own
cards, the cards dealt face up, a hand shown, a burnt card -- deals the rest afresh, reads no
card the seat cannot see, and plays out to the end."""

from __future__ import annotations

import pytest

from _determinise_checks import check_deals, check_position, positions
from hoyle.bots.ismcts import determinise, searches
from hoyle.core import get_game

SLUGS = ["blackjack-private", "pontoon", "vingt-et-un-british", "vingt-et-un-foster",
         "macao-foster", "macao-modern", "seven-and-a-half", "ten-and-a-half",
         "baccarat-banque-foster", "baccarat-banque-modern", "chemin-de-fer-foster",
         "chemin-de-fer-modern", "farmer-foster", "farmer-modern", "fifteen-modern",
         "quinze-foster", "red-dog", "red-dog-banking", "red-dog-burnt-card", "yablon",
         "yablon-banking", "thirty-five"]


@pytest.mark.parametrize("slug", SLUGS)
def test_the_search_runs(slug):
    assert searches(get_game(slug))


@pytest.mark.parametrize("slug", SLUGS)
def test_a_determinisation_keeps_what_the_seat_sees(slug):
    asked, moved = check_deals(slug, range(1, 5), 12)
    assert asked and moved, "no unseen card was ever dealt afresh"


@pytest.mark.parametrize("rules", [{"burn_card": True}, {"dealer_up_card": True}])
def test_vingt_et_un_options(rules):
    for seed in (1, 2):
        for st, rng in positions("vingt-et-un-foster", seed, rules):
            check_position(st, rng)


def test_the_dealer_hole_card_is_dealt_afresh_for_a_punter():
    # a punter deciding to draw does not see the dealer's face-down card: over draws it varies
    for seed in range(1, 20):
        for st, rng in positions("blackjack-private", seed):
            if st.phase == "play" and st.to_act != st.dealer and not st.dealer_shown:
                me = st.to_act
                holes = {int(determinise(st, me, rng).dcards[1]) for _ in range(40)}
                assert len(holes) > 3
                d = determinise(st, st.dealer, rng)     # the dealer sees his own
                assert d.dcards == st.dcards
                return
    pytest.fail("no punter's decision before the dealer's cards were shown")


def test_baccarat_a_shoe_of_several_packs_keeps_each_copy():
    for seed in (1, 2, 3):
        for st, rng in positions("chemin-de-fer-foster", seed):
            me = st.to_act
            d = determinise(st, me, rng)
            assert sorted(d.shoe.undealt + [c for h in d.hands for c in h]) == \
                sorted(st.shoe.undealt + [c for h in st.hands for c in h])
