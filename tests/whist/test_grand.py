"""Grand (seed 004 L3054-3169, catalog 004.md §2.9): the printed oracles O115-O117 and the engine's
bidding, naming of the game, euchre's lay-away and the deal's points, by random and scripted play."""

from __future__ import annotations

import numpy as np
import pytest

from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.core.errors import HoyleError, IllegalAction
from hoyle.games.whist.grand import euchre_table, final_reckoning, grand_points


# ------------------------------------------------------------------ the printed oracles
def test_o115_final_reckoning_a_80_7_setbacks_b_60_5():
    """O115: A 80 with 7 set-backs, B 60 with 5: 100 - 60 = 40 to A, (7 - 5) x 10 = 20 to B; A wins."""
    assert final_reckoning([80, 60], [7, 5]) == ([40, 20], 0)
    assert final_reckoning([60, 80], [5, 7]) == ([20, 40], 1)       # the same, sides swapped


def test_o116_whist_bid_25_needs_11_tricks_slams_65_and_103():
    """O116: a whist bid of 25 needs eleven tricks (five a trick over six); the grand slams are
    65 at whist (7 x 5 + 30) and 103 at grand (7 x 9 + 40)."""
    assert grand_points("whist", 25, [11, 2], 0) == ([25, 0], True)
    points, made = grand_points("whist", 25, [10, 3], 0)            # 20 < 25: set back
    assert not made and points == [-25, 0]
    assert grand_points("whist", 65, [13, 0], 0) == ([65, 0], True)
    assert grand_points("grand", 100, [0, 13], 1) == ([0, 103], True)
    assert grand_points("grand", 45, [11, 2], 0) == ([45, 0], True)   # 9 x 5
    points, made = grand_points("grand", 45, [5, 8], 0)              # failed: adversaries 9 x 2
    assert not made and points == [-45, 18]


def test_o117_euchre_table_and_failures():
    """O117: 3 tricks 5, 4 tricks 10, 5 with a partner 20, 5 alone 25; a lone failure costs twice
    the bid, a pair's failure the bid and 20."""
    assert [euchre_table(t) for t in range(6)] == [0, 0, 0, 5, 10, 20]
    assert euchre_table(5, alone=True) == 25
    assert grand_points("euchre", 25, [5, 0], 0, alone=True) == ([25, 0], True)
    assert grand_points("euchre", 20, [4, 1], 1, alone=True) == ([10, -40], False)   # the adversaries score their own 4 tricks
    assert grand_points("euchre", 10, [2, 3], 0) == ([-30, 5], False)
    assert grand_points("euchre", 10, [4, 1], 0) == ([10, 0], True)


# ------------------------------------------------------------------ the engine
def _deal(seed: int = 3):
    return get_game("grand").new_deal(4, None, SeededShuffler(seed))


def _say(st, *texts):
    for t in texts:
        st.apply(st.parse_action(t))


def test_bids_are_multiples_of_five_and_rise_and_the_state_is_unchanged_on_refusal():
    st = _deal()
    with pytest.raises(IllegalAction, match="multiple of five"):
        _say(st, "bid 7")
    _say(st, "bid 5")
    before = st.position_key()
    with pytest.raises(IllegalAction, match="law bidding"):
        _say(st, "bid 5")
    assert st.position_key() == before and st.to_act == 1


def test_the_dealer_must_bid_when_three_pass():
    st = _deal()
    _say(st, "pass", "pass", "pass")
    assert "pass" not in [str(a) for a in st.legal_actions()]


def test_euchre_only_to_25_hearts_only_from_50():
    st = _deal()
    _say(st, "bid 30", "pass", "pass", "pass")
    names = [str(a) for a in st.legal_actions()]
    assert "game euchre" not in names and "game hearts" not in names
    with pytest.raises(HoyleError):
        _say(st, "game euchre")
    st = _deal()
    _say(st, "bid 50", "pass", "pass", "pass")
    assert "game hearts" in [str(a) for a in st.legal_actions()]


def test_euchre_at_25_is_played_alone_each_keeps_five_partner_sits_out():
    st = _deal(11)
    _say(st, "bid 25", "pass", "pass", "pass", "game euchre")
    while str(st.legal_actions()[0]).startswith("trump"):
        _say(st, "trump hearts")
    assert st.alone, "a bid of 25 at euchre is played alone (seed 004 «Юкэ»)"
    rng = np.random.Generator(np.random.PCG64(1))
    while not st.is_over:
        legal = st.legal_actions()
        st.apply(legal[int(rng.integers(len(legal)))])
    partner = (st.bidder + 2) % 4
    assert st.discards[partner] == [] and all(len(st.discards[s]) == 8 for s in range(4) if s != partner)
    points, made = grand_points("euchre", 25, st.side_tricks(), st.bidder & 1, alone=True)
    assert st.points() == points and sum(st.side_tricks()) == 5


@pytest.mark.parametrize("seed", range(40))
def test_random_deals_score_by_the_table(seed):
    st = _deal(seed)
    rng = np.random.Generator(np.random.PCG64(seed))
    while not st.is_over:
        legal = st.legal_actions()
        st.apply(legal[int(rng.integers(len(legal)))])
    p = st.points()
    side = st.bidder & 1
    assert sum(st.outcome()) == 0
    assert st.outcome()[side] == p[side] - p[1 - side]
    assert sum(st.side_tricks()) == (5 if st.game_name == "euchre" else 13)
    assert st.result_text() and st.game_name in st.result_text()


def test_bidding_refusals_name_what_is_wrong():
    """A word for a bid, or naming the game before the bidding ends, is refused with its own
    reason (the laws on bidding and on naming the game), the state unchanged."""
    st = get_game("grand").new_deal(None, None, SeededShuffler(1))
    before = len(st.history)
    with pytest.raises(IllegalAction, match="a bid is a number of points.*not 'abc'"):
        st.apply(st.parse_action("bid abc"))
    with pytest.raises(IllegalAction, match="names the game once the bidding is over"):
        st.apply(st.parse_action("game hearts"))
    assert len(st.history) == before
