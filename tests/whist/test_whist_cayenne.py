"""Cayenne (001 part 2 §8): the worked rubber (O21: 25 to 10, worth 15), the multiplier table
(O20), honours (O19), grand against suits (O22)."""

from __future__ import annotations

from hoyle.games.whist.cayenne import CayenneRubber, cayenne_honours, game_value, multiplier

H, D, C, S = 2, 1, 0, 3


def test_O20_multiplier_table():
    assert [multiplier(t, H) for t in (H, D, C, S)] == [4, 3, 2, 1]
    assert [multiplier(t, D) for t in (D, H, C, S)] == [4, 3, 2, 1]
    assert [multiplier(t, C) for t in (C, S, H, D)] == [4, 3, 2, 1]
    assert [multiplier(t, S) for t in (S, C, H, D)] == [4, 3, 2, 1]


def test_O19_honours_three_four_five():
    assert [cayenne_honours(h) for h in (2, 3, 4, 5)] == [0, 2, 4, 6]


def test_O22_two_by_cards_at_grand_against_suits():
    grand = 2 * 8
    assert all(grand > (2 + 2) * multiplier(t, H) for t in (D, C, S))
    assert grand == (2 + 2) * multiplier(H, H)


def test_game_values_quadruple_triple_double_single():
    assert [game_value(x) for x in (0, 3, 4, 6, 7, 9)] == [4, 3, 2, 2, 1, 1]


def test_O21_cayenne_rubber_25_to_10_worth_15():
    r = CayenneRubber(markers=(6, 8))          # A-B 6, Y-Z 8
    # 1. Y-Z make 2 by cards at cayenne (hearts); A-B hold three honours: barred
    r.hand(1, "suit", by_cards=[-2, 2], honours_held=[3, 2], cayenne=H, trump=H)
    assert r.sheet == [[0], [2]] and r.markers == [0, 6]
    # 2. A-B make 4 by cards at grand: 32 points, three games
    r.hand(0, "grand", by_cards=[4, -4], honours_held=[0, 0], cayenne=H)
    assert r.sheet == [[0, 2, 4, 4], [2, 0, 0, 0]] and r.markers == [2, 0]
    # 3. clubs cayenne, Y plays spades (x3): 6 by cards (12 tricks), four honours: rubber and little slam
    r.hand(1, "suit", by_cards=[-6, 6], honours_held=[1, 4], cayenne=C, trump=S, tricks=[1, 12])
    assert r.sheet[0] == [0, 2, 4, 4, 0, 0, 0] and r.sheet[1] == [2, 0, 0, 0, 3, 4, 4, 8, 4]
    assert r.totals() == [10, 25] and r.winner == 1
    assert r.totals()[1] - r.totals()[0] == 15


def test_honours_alone_stop_at_nine():
    r = CayenneRubber(markers=(7, 0))
    r.hand(1, "suit", by_cards=[0, 1], honours_held=[4, 1], cayenne=H, trump=C)   # honours 4 x 2 = 8
    assert r.markers == [9, 2] and r.games == [0, 0]


# ----- the playable deal -----------------------------------------------------------------------
import pytest  # noqa: E402

from hoyle.core.chance import SeededShuffler  # noqa: E402
from hoyle.core.errors import IllegalAction  # noqa: E402
from hoyle.core.registry import get_game  # noqa: E402
from hoyle.core.actions import Action  # noqa: E402
from hoyle.core.record import replay  # noqa: E402


def test_deal_four_four_five_no_turn_up_cayenne_cut_from_still_pack():
    s = get_game("cayenne").new_deal(shuffler=SeededShuffler(1))
    deck = s.shuffler.log[0]
    first = (s.dealer + 1) % 4
    assert sorted(int(c) for c in s.dealt[first]) == sorted(deck[0:4] + deck[16:20] + deck[32:37])
    assert len(s.shuffler.draws_log) == 1 and s.cayenne == s.shuffler.draws_log[0] & 3
    assert s.view(0)["trump"] is None and s.to_act == s.dealer


def test_make_it_partner_then_partner_must_name():
    s = get_game("cayenne").new_deal(shuffler=SeededShuffler(1))
    s.apply("pass")
    assert s.to_act == (s.dealer + 2) % 4
    with pytest.raises(IllegalAction) as e:
        s.apply("pass")
    assert "8.2" in str(e.value)
    s.apply("declare nullo")
    assert s.phase == "play" and s.tp.trump is None
    ace, two = (14 - 2) * 4 + 0, 0
    assert s.tp.rank_key[ace] < s.tp.rank_key[two]          # the nullo ace ranks below the deuce


def test_nullo_tricks_over_book_score_to_the_adversaries():
    s = get_game("cayenne").new_deal(shuffler=SeededShuffler(5))
    s.apply("declare nullo")
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    t = s.side_tricks()
    scorer = 0 if t[1] > 6 else 1                # the side whose adversaries went over book
    points = (max(t) - 6) * 8
    r = s.sheet()
    assert r.games[scorer] == min(4, points // 10) and r.games[1 - scorer] == 0
    if points < 40:
        assert r.markers[scorer] == points % 10


def _nullo_lead_with_an_ace(seed):
    """A nullo deal played (lowest legal card) until the leader holds an ace that at least one
    other player can follow."""
    s = get_game("cayenne").new_deal(shuffler=SeededShuffler(seed))
    s.apply("declare nullo")
    while not s.is_over:
        tp = s.tp
        if not tp.trick:
            for c in tp.hands[tp.turn]:
                if c >> 2 == 12 and any(x & 3 == c & 3 for i, h in enumerate(tp.hands) if i != tp.turn for x in h):
                    return s, c
        s.apply(s.legal_actions()[0])
    return None, None


def test_part2_s8_nullo_ace_low_unless_its_holder_calls_it_above_the_king():
    # "In nullo the ace ranks below the deuce unless its holder, when playing it and before his
    # left-hand opponent plays, declares it above the king" (001 part 2 §8)
    found = 0
    for seed in range(30):
        s, ace = _nullo_lead_with_an_ace(seed)
        if s is None:
            continue
        found += 1
        leader = s.tp.turn
        assert Action("play", (ace, "high")) in s.legal_actions()
        high, low = s.clone(), s.clone()
        high.apply(f"play {ace} high")
        low.apply(f"play {ace}")
        for st in (high, low):
            for _ in range(3):
                st.apply(st.legal_actions()[0])
        _, cards_h, won_h = high.tp.quitted[-1]
        _, cards_l, won_l = low.tp.quitted[-1]
        assert won_h == leader                         # above the king: nothing beats it
        followed = any(c & 3 == ace & 3 for c in cards_l[1:])
        assert (won_l != leader) == followed           # below the deuce: any card of the suit beats it
        assert high.view(0)["aces_called_high"] == [str(ace)]
        assert replay(high.record()).tp.quitted == high.tp.quitted
    assert found >= 5


def test_nullo_ace_call_refused_outside_nullo_and_with_always_low():
    s = get_game("cayenne").new_deal(shuffler=SeededShuffler(2))
    s.apply("declare grand")
    ace = next((c for c in s.tp.legal() if c >> 2 == 12), None)
    if ace is not None:
        with pytest.raises(IllegalAction, match="8.5"):
            s.apply(f"play {ace} high")
    s2 = get_game("cayenne").new_deal(rules={"nullo_ace": "always-low"}, shuffler=SeededShuffler(2))
    s2.apply("declare nullo")
    assert all(len(a.args) == 1 for a in s2.legal_actions())
    king = next(c for c in s2.tp.legal())
    with pytest.raises(IllegalAction):
        s2.apply(f"play {king} high")
