"""Norwegian whist (001 part 6 §12.3): bidding, leads, scoring."""

from __future__ import annotations

import pytest

from hoyle.core.chance import SeededShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.registry import get_game
from hoyle.games.whist.norwegian import norwegian_score


def test_first_grand_ends_bidding_and_bidders_right_leads():
    s = get_game("norwegian-whist").new_deal(shuffler=SeededShuffler(1))
    assert s.to_act == 0                         # the dealer's (West's) left
    s.apply("pass")
    s.apply("grand")                             # East bids grand
    assert s.phase == "play" and s.bid == "grand" and s.tp.leader == 0   # East's right is North
    assert s.tp.trump is None


def test_nullo_bidders_left_leads_and_all_pass_is_nullo():
    s = get_game("norwegian-whist").new_deal(shuffler=SeededShuffler(1))
    s.apply("nullo")                             # North
    assert s.tp.leader == 1
    t = get_game("norwegian-whist").new_deal(shuffler=SeededShuffler(1))
    for _ in range(4):
        t.apply("pass")
    assert t.bid is None and t.tp.leader == 0 and t.phase == "play"
    with pytest.raises(IllegalAction):
        t.apply("grand")


def test_scoring_grand_made_failed_and_nullo():
    assert norwegian_score("grand", 0, [9, 4]) == [12, 0]
    assert norwegian_score("grand", 0, [5, 8]) == [0, 16]          # missed the odd trick: double
    assert norwegian_score("nullo", 1, [4, 9]) == [12, 0]          # the nullo side's 3 over book
    assert norwegian_score("nullo", 1, [4, 9], nullo_value=2) == [6, 0]


def test_a_played_hand_balances():
    s = get_game("norwegian-whist").new_deal(shuffler=SeededShuffler(2))
    s.apply("pass")
    s.apply("pass")
    s.apply("grand")
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert sum(s.outcome()) == 0 and s.view(0)["points"]
