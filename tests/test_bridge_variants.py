"""Bridge varieties (001 part 1 §4): settlements, the mechanical dummy declaration, three-hand
honours, king's bridge, reversi, duplicate auction."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.games.bridge.variants import (dummy_declaration, duplicate_auction_bonus, kings_bridge_score,
                                         pairwise_settlement, reversi_score, three_hand_honours)


def test_bridge_for_three_settlement_A_320_B_80_C_64():
    pairs, net = pairwise_settlement({"A": 320, "B": 80, "C": 64})
    assert pairs[("B", "A")] == 240 and pairs[("C", "A")] == 256 and pairs[("C", "B")] == 16


def test_three_hand_auction_settlement_with_the_books_misprint():
    # printed totals A 240, B 980, C 456 and nets A -955, B +1264, C -309: the A-C difference
    # is 216, not the printed 215 (catalog misprint flag); the nets follow from 215.
    pairs, net = pairwise_settlement({"A": 240, "B": 980, "C": 456})
    assert pairs[("A", "B")] == 740 and pairs[("C", "B")] == 524
    assert pairs[("A", "C")] == 216                        # the print says 215
    assert net == {"A": -956, "B": 1264, "C": -308}         # printed: -955, +1264, -309
    # reading C as 455 gives A's printed -955 but then B +1265 and C -310, not +1264 / -309
    pairs, net = pairwise_settlement({"A": 240, "B": 980, "C": 455})
    assert pairs[("A", "C")] == 215 and net == {"A": -955, "B": 1265, "C": -310}


def test_dummy_declaration_schedule():
    assert dummy_declaration(parse_cards("AS AH AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC")) == "notrump"
    assert dummy_declaration(parse_cards("AS KS 2S 4H 5H 6H 7H 8H AD KD 2C 3C 4C")) == "hearts"
    # spades and clubs four each: A K 3 2 = 11 + 10 + 3 + 2 = 26 against Q J T 9 = 39 -> clubs
    assert dummy_declaration(parse_cards("AS KS 3S 2S QC JC TC 9C 2H 3H 4D 5D 6D")) == "clubs"
    # equal length and pips: the higher-valued suit (hearts over diamonds)
    assert dummy_declaration(parse_cards("KH 5H 4H 3H KD 5D 4D 3D 2S 3S 4S 2C 3C")) == "hearts"


def test_three_hand_honours_individual():
    assert [three_hand_honours("hearts", h) for h in range(6)] == [0, 8, 16, 24, 64, 80]
    assert three_hand_honours("notrump", 2) == 20 and three_hand_honours("notrump", 4) == 100


def test_kings_bridge_plus_32_or_each_other_42():
    players = ["D", "P", "Q", "R"]
    assert kings_bridge_score(16, 16, True, players, "D") == {"D": 32, "P": 0, "Q": 0, "R": 0}
    assert kings_bridge_score(12, 30, False, players, "D") == {"D": 0, "P": 42, "Q": 42, "R": 42}


def test_reversi_dealer_scores_24_and_30():
    assert reversi_score("notrump", 2, 30) == (24, 30)


def test_duplicate_auction_125_bonus():
    assert duplicate_auction_bonus(30) == 125 and duplicate_auction_bonus(28) == 0


# ----- three-hand auction, playable (§4.1) -------------------------------------------------------
from hoyle.core.chance import SeededShuffler  # noqa: E402
from hoyle.core.registry import get_game  # noqa: E402
from hoyle.games.bridge.scoring import auction_score  # noqa: E402


def _play_out(s):
    while not s.is_over:
        s.apply(s.legal_actions()[0])


def test_three_hand_auction_two_passes_end_bidding_declarer_takes_dummy():
    s = get_game("three-hand-auction").new_deal(shuffler=SeededShuffler(7))
    assert s.to_act == 2                                  # the dealer opens
    dummy = list(s.dummy_hand)
    assert set(dummy) <= s.hidden_cards(2)                # untouched until the bidding ends
    s.apply("bid 2 hearts")
    s.apply("bid 2 royals")
    s.apply("pass")
    s.apply("pass")
    assert s.phase == "play" and s.declarer == 0 and s.to_act == 1    # left of the declarer leads
    assert not set(dummy) & s.hidden_cards(0)             # the declarer has taken the dummy
    assert set(dummy) <= s.hidden_cards(1)                # the others see it after the lead
    s.apply(s.legal_actions()[0])
    assert not set(dummy) & s.hidden_cards(1)


def test_three_hand_failed_contract_scores_to_each_adversary_and_settles_pairwise():
    for seed in range(40):
        s = get_game("three-hand-auction").new_deal(shuffler=SeededShuffler(seed))
        s.apply("bid 7 notrump")
        s.apply("pass")
        s.apply("pass")
        _play_out(s)
        w = s.tp.won
        if w[0] + w[2] < 13:
            break
    r = auction_score(7, "notrump", s.tp.won[0] + s.tp.won[2])
    pts = s.deal_points()
    aces = [sum(1 for c in s.dealt[p] if c >> 2 == 12) for p in range(4)]
    hon = [10 * a if a < 4 else 100 for a in aces]
    assert pts[0] == r.defs_above + hon[0] and pts[1] == r.defs_above + hon[1]
    assert pts[2] == r.decl_above + hon[2] + hon[3]
    assert s.outcome() == [3 * p - sum(pts) for p in pts] and sum(s.outcome()) == 0


def test_three_hand_game_worth_125_and_rubber_250():
    for seed in range(60):
        s = get_game("three-hand-auction").new_deal(shuffler=SeededShuffler(seed), context={"games": [0, 0, 1]})
        s.apply("bid 1 notrump")
        s.apply("pass")
        s.apply("pass")
        _play_out(s)
        if s.tp.won[0] + s.tp.won[2] >= 9:
            break
    s.deal_points()
    assert s._result["games"][2] == 2
    below = (s.tp.won[0] + s.tp.won[2] - 6) * 10
    assert s._result["below"][2] == below and below >= 30
    aces = [sum(1 for c in s.dealt[p] if c >> 2 == 12) for p in range(4)]
    hon2 = sum(10 * a if a < 4 else 100 for a in (aces[2], aces[3]))
    slam = auction_score(1, "notrump", s.tp.won[0] + s.tp.won[2]).decl_above     # 20 or 40 for a slam
    assert s.deal_points()[2] == below + hon2 + slam + 125 + 250


# ----- bridge for three, playable (§4.3) ---------------------------------------------------------
def test_bridge_for_three_dummy_declares_by_schedule_only_eldest_doubles():
    from hoyle.games.bridge.variants import dummy_declaration
    s = get_game("bridge-for-three").new_deal(shuffler=SeededShuffler(5))
    assert s.to_act == 2
    dummy = list(s.tp.hands[2])
    assert set(dummy) <= s.hidden_cards(2)                # the dealer does not see the dummy yet
    s.apply("pass")
    assert s.denom == dummy_declaration(dummy) and s.to_act == 0     # eldest (dealer's left)
    s.apply("double")
    assert s.to_act == 2 and [str(a) for a in s.legal_actions()][-1] == "redouble"
    s.apply("pass")
    _play_out(s)
    pts, below, _ = s.deal_points()
    assert below[0] == below[1] == 0                      # only the dealer scores below the line
    assert sum(s.outcome()) == 0


def test_bridge_for_three_adversaries_tricks_over_book_above_the_line_each():
    for seed in range(40):
        s = get_game("bridge-for-three").new_deal(shuffler=SeededShuffler(seed))
        s.apply("declare spades")
        s.apply("pass")
        _play_out(s)
        if s.tp.won[1] + s.tp.won[3] > 6:
            break
    pts, below, _ = s.deal_points()
    over = (s.tp.won[1] + s.tp.won[3] - 6) * 2
    assert below == [0, 0, 0] and pts[0] >= over and pts[1] >= over


# ----- seat rotations: pivot (§4.6), king's bridge (§4.12), six-hand (§4.9) --------------

from hoyle.games.bridge.variants import kings_bridge_schedule, pivot_seatings, six_hand_rotation  # noqa: E402, I001


def test_pivot_4_6_left_player_walks_behind_to_the_right_and_all_partner_once():
    seats = pivot_seatings("ABCD")
    assert seats[0] == ("A", "B", "C", "D")
    assert seats[1] == ("A", "C", "D", "B")        # B (on A's left) is now on A's right
    assert seats[2] == ("A", "D", "B", "C")
    pairs = set()
    for n, e, s, w in seats:
        assert n == "A"                            # the first dealer keeps her seat
        pairs |= {frozenset((n, s)), frozenset((e, w))}
    # after three rubbers each has partnered each other: all six pairs occur
    assert len(pairs) == 6
    assert pivot_seatings("ABCD", 4)[3] == seats[0]


def test_pivot_refuses_other_than_four_players():
    with pytest.raises(ValueError, match="four"):
        pivot_seatings("ABC")


def test_kings_bridge_4_12_partners_change_every_four_deals_twelve_deals():
    sched = kings_bridge_schedule("ABCD")
    assert len(sched) == 12
    partners = [s[2] for s in sched]               # the fixed player's partner, deal by deal
    assert partners == ["C"] * 4 + ["D"] * 4 + ["B"] * 4
    # each player plays four deals with each of the others
    from collections import Counter
    together = Counter()
    for n, e, s, w in sched:
        together[frozenset((n, s))] += 1
        together[frozenset((e, w))] += 1
    assert set(together.values()) == {4} and len(together) == 6


def test_six_hand_4_9_rotation_with_the_missing_5_to_4_restored():
    start = {1: "p1", 2: "p2", 3: "p3", 4: "p4", 5: "p5", 6: "p6"}
    nxt = six_hand_rotation(start)
    assert nxt == {6: "p1", 1: "p2", 2: "p3", 3: "p4", 4: "p5", 5: "p6"}
    pos = dict(start)
    for _ in range(6):
        pos = six_hand_rotation(pos)
    assert pos == start                            # six deals bring everyone home
    with pytest.raises(ValueError):
        six_hand_rotation({1: "a", 2: "b"})
