"""Bid whist (001 part 6 §12.2)."""

from __future__ import annotations

from hoyle.core.chance import SeededShuffler
from hoyle.core.registry import get_game
from hoyle.games.whist.bid_whist import bid_whist_points


def test_17_point_system_four_top_honours_bid_eight_loses_with_only_those():
    # holder of A K Q J of trumps bids 8: four tricks and four honours = 8, but the others make 9 of 17
    assert bid_whist_points([4, 9], [4, 0]) == [8, 9] and sum(bid_whist_points([4, 9], [4, 0])) == 17


def test_11_point_system_bidder_needs_the_odd_trick():
    assert bid_whist_points([7, 6], [3, 1], "11", bidder_side=0) == [4, 1]
    assert bid_whist_points([6, 7], [4, 0], "11", bidder_side=0) == [0, 1]


def test_bidding_highest_names_trumps_and_leads_then_scored():
    s = get_game("bid-whist").new_deal(shuffler=SeededShuffler(5))
    s.apply("bid 7")           # N
    s.apply("bid 8")           # E
    s.apply("pass")            # S
    s.apply("pass")            # W
    s.apply("pass")            # N
    assert s.phase == "trump" and s.bidder == 1
    s.apply("trump spades")
    assert s.tp.leader == 1 and s.tp.trump == 3
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    pts = s.points()
    made = bid_whist_points(s.side_tricks(), s.honours_won())
    assert pts[1] == (made[1] if made[1] >= 8 else -8) and pts[0] == made[0]
    assert sum(s.outcome()) == 0
