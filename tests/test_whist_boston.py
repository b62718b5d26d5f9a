"""Boston payment tables and settlements (001 part 2 §11, oracles O34-O43, O77)."""

from __future__ import annotations

import pytest

from hoyle.games.whist.boston import (FAILURE, FAILURE_AMERICAN, MISERE, SUCCESS, SUCCESS_AMERICAN,
                                      failure, misere_partout, revoke_by_bidder, revoke_by_opponent,
                                      success)


def test_O36_success_table_rows_as_printed():
    assert [success(5, t) for t in range(5, 14)] == [12, 12, 13, 13, 14, 14, 14, 15, 15]
    assert [success(8, t) for t in range(8, 14)] == [23, 24, 26, 28, 29, 31]
    assert success(13, 13) == 166 and success(12, 12) == 106
    assert sum(v for row in SUCCESS.values() for v in row if v) == 1536   # summed by hand from the print


def test_O37_american_scale():
    assert [SUCCESS_AMERICAN[b] for b in range(5, 14)] == [10, 15, 20, 25, 35, 45, 65, 105, 170]
    assert success(7, 10, "american") == 20


def test_O38_O39_failure_tables():
    assert FAILURE[8] == [23, 34, 46, 56, 67, 78, 89, 110]
    assert FAILURE_AMERICAN[13][-5:] == [340, 360, 390, 420, 450]
    assert failure(13, 0) == 433 and failure(5, 0) == 50
    assert all(len(FAILURE[b]) == b for b in FAILURE) and all(len(FAILURE_AMERICAN[b]) == b for b in FAILURE)
    with pytest.raises(ValueError):
        failure(5, 5)


def test_O34_timidity_costs_sixty():
    assert success(7, 10) == 22 and success(10, 10) == 42
    assert 3 * (success(10, 10) - success(7, 10)) == 60


def test_O35_bidder_revoke_eight_bid_pays_23_each():
    assert revoke_by_bidder(8, 9) == 23


def test_O77_opponent_revoke_paid_as_three_overtricks():
    assert revoke_by_opponent(8, 8) == success(8, 11) == 28


def test_O40_misere_payments_double_each_step():
    assert MISERE == {"little-misere": 20, "grand-misere": 40, "little-spread": 80, "grand-spread": 160}


def test_O41_misere_partout_single_loser():
    out = misere_partout([4, 3, 3, 3])
    assert out[0] == -30                         # 12 - 9 = 3 red
    out = misere_partout([7, 2, 2, 2])
    assert out[0] == -150                        # 21 - 6 = 15 red


def test_O42_misere_partout_distribution():
    assert misere_partout([6, 2, 5, 0]) == [-110, 40, 10, 60]    # 4 to Y, 1 to B, 6 to Z (red)


def test_O43_misere_partout_ties():
    out = misere_partout([5, 5, 1, 2])
    assert out[0] == -35 and out[1] == -35 and sum(out) == 0
    assert misere_partout([4, 4, 4, 1]) == [-10, -10, -10, 30]
