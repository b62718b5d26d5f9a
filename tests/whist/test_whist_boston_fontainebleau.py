"""Boston de Fontainebleau reference parts (Foster 1914, 001 part 2 §12; Russian Boston §14):
Table No. 1 (O46), the extremes (O44), failure (O45), partners (O47, O74)."""

from __future__ import annotations

import pytest

from hoyle.games.whist.boston_fontainebleau import (
    NO_TRUMP_BIDS, failure, partner_target, success, trick_value)

C, D, H, S = 0, 1, 2, 3


def test_O45_nine_hearts_six_taken_pays_115_each():
    assert failure(9, H, 6) == 115


def test_O47_partners_seven_diamonds_need_ten_take_nine_pay_135():
    need = partner_target(7)
    assert need == 10
    assert failure(need, D, 9) == 135


def test_O74_partner_targets_fontainebleau_and_russian():
    assert partner_target(7) == 10
    assert partner_target(7, "russian") == 11
    with pytest.raises(ValueError):
        partner_target(11)


def test_O44_largest_and_smallest_settlements():
    assert 3 * trick_value(14, D) == 2400          # spread slam in diamonds, from three
    assert 3 * trick_value(5, C) == 30 == 3 * trick_value(5, S)


def test_O46_table_rows_and_no_trump_column():
    assert [trick_value(n, H) for n in range(5, 13)] == [20, 40, 60, 80, 100, 120, 140, 160]
    assert [trick_value(13, s) for s in (C, H, D)] == [400, 450, 500]
    assert [trick_value(14, s, "2") for s in (S, H, D)] == [350, 400, 450]
    assert NO_TRUMP_BIDS == {"little-misere": 75, "piccolissimo": 100, "grand-misere": 150,
                             "little-spread": 200, "grand-spread": 250}
    with pytest.raises(ValueError, match="no value for no-trump"):
        trick_value(7, None)


def test_success_overtricks_and_honours_five_each():
    assert success(6, D, 8) == 50 + 10
    assert success(6, D, 8, honours=4) == 50 + 10 + 20
    assert success(6, C, 6, honours=3) == 30 + 10
    assert success(13, D, 13, honours=4) == 500


# ----- the playable deal (boston-de-fontainebleau, russian-boston) -------------------------
from hoyle.core.actions import Action  # noqa: E402
from hoyle.core.chance import StackedShuffler  # noqa: E402
from hoyle.core.errors import IllegalAction  # noqa: E402
from hoyle.core.registry import get_game  # noqa: E402

from _boston_helpers import stack_packets  # noqa: E402


def deal(slug: str, hands: list[str], dealer: int = 3):
    """Stack a Boston deal: 4, 4, 5 from the dealer's left (seat dealer + 1)."""
    deck = stack_packets(hands, dealer, (4, 4, 5))
    return get_game(slug).new_deal(4, None, StackedShuffler([deck], draws=[0]), context={"dealer": dealer})


ONE_SUIT_EACH = ["AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D", "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
                 "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C", "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"]


def bid_seven_diamonds_with_partner(st):
    st.apply(Action("bid", (7, "diamonds")))
    for _ in range(3):
        st.apply(Action("pass"))
    assert st.phase == "call" and st.to_act == 0
    st.apply(Action("call"))
    assert st.to_act == 1
    st.apply(Action("accept"))
    while not st.is_over:
        st.apply(st.legal_actions()[0])


def test_O74_partners_need_bid_plus_three_and_settle_with_adjacent_opponents():
    st = deal("boston-de-fontainebleau", ONE_SUIT_EACH)
    bid_seven_diamonds_with_partner(st)
    assert st.acceptor == 1 and st.tp.won == [13, 0, 0, 0]
    # ten needed, thirteen taken, four honours: 130 + 5 x (3 + 4) from the adjacent opponent
    assert success(10, D, 13, honours=4) == 165
    assert st.payments() == [165, 165, -165, -165]
    # the pool: the dealer's 5; successful partners divide it, the odd counter to the bidder
    assert st.outcome() == [165 + 3, 165 + 2, -165, -165 - 5] and st.pools_after() == []


def test_O74_russian_partners_need_bid_plus_four_and_carte_blanche_pays_10():
    st = deal("russian-boston", ONE_SUIT_EACH)
    bid_seven_diamonds_with_partner(st)
    # eleven needed: 150 + 5 x (2 + 4) = 180; seats 1-3 hold no trump: 10 from each other player
    assert st.payments() == [180 - 30, 180 + 10, -180 + 10, -180 + 10]
    assert st.outcome() == [150 + 3, 190 + 2, -170, -170 - 5]


def test_all_pass_plays_misere_partout_where_the_fewest_tricks_take_the_pool():
    st = deal("boston-de-fontainebleau", ONE_SUIT_EACH)
    for _ in range(4):
        st.apply(Action("pass"))
    assert st.bid is None and st.phase == "play" and st.trump is None
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.payments() == [0, 0, 0, 0]             # nothing but the pool (L1553, L1583)
    low = [s for s in range(4) if st.tp.won[s] == min(st.tp.won)]
    out = st.outcome()
    assert sum(out[s] for s in low) == 5 - (5 if 3 in low else 0) and st.pools_after() == []
    assert all(out[s] == 0 for s in range(3) if s not in low)


def test_O46_bid_order_and_a_passed_player_is_not_asked_again():
    st = deal("boston-de-fontainebleau", ONE_SUIT_EACH)
    names = [str(a) for a in st.legal_actions()]
    assert names.index("little-misere") == names.index("bid 6 diamonds") + 1
    assert names.index("piccolissimo") == names.index("bid 7 diamonds") + 1
    assert names.index("grand-misere") == names.index("bid 8 diamonds") + 1
    assert names[-1] == "spread-slam diamonds"
    st.apply(Action("pass"))
    st.apply(Action("bid", (6, "hearts")))
    st.apply(Action("bid", (6, "diamonds")))
    st.apply(Action("pass"))
    assert st.to_act == 1                           # seat 0 has passed and is skipped
    snapshot = st.view(None)
    with pytest.raises(IllegalAction) as err:
        st.apply(Action("bid", (6, "clubs")))
    assert "12.3" in str(err.value.law) and st.view(None) == snapshot
    st.apply(Action("pass"))
    assert st.phase == "call" and st.bidder == 2


def test_O46_piccolissimo_stops_at_the_bidders_second_trick_and_pays_100_each():
    st = deal("boston-de-fontainebleau", ONE_SUIT_EACH)
    st.apply(Action("piccolissimo"))
    for _ in range(3):
        st.apply(Action("pass"))
    assert st.phase == "discard"
    for _ in range(4):                               # one card each, unseen
        st.apply(st.legal_actions()[0])
    while not st.is_over:                            # seat 0 leads diamonds nobody can follow
        st.apply(st.legal_actions()[0])
    assert st.stopped and len(st.tp.quitted) == 2 and st.tp.won[0] == 2
    assert st.payments() == [-300, 100, 100, 100]
    # a failure pays into the pool what it pays each opponent (not doubling it, L1595)
    assert st.outcome() == [-400, 100, 100, 95] and st.pools_after() == [105]


@pytest.mark.parametrize("slug", ["boston-de-fontainebleau", "russian-boston"])
def test_O46_a_made_spread_slam_is_paid_at_the_table_value(slug):
    """O46 Table No. 1: a spread slam (14 in the table) in hearts is worth 700, a slam 450;
    a made spread slam once raised ValueError ("13 tricks do not make 14")."""
    st = get_game(slug).new_deal()
    st.trump = 2                                       # hearts (suits: clubs 0 .. spades 3)
    st.bid = Action("spread-slam", ("hearts",))
    assert st._value(13, 13, 0) == 700
    st.bid = Action("slam", ("hearts",))
    assert st._value(13, 13, 4) == 450
