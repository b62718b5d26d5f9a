"""Seat rotations and movements of the bridge varieties (Foster 1914, 001 part 1 §4.6-§4.9,
§4.12): pivot, king's bridge, six-hand bridge, progressive bridge; tested against the book's
printed schedules."""

from __future__ import annotations

from collections import Counter

import pytest

from hoyle.games.bridge.rotations import (SIX_HAND_TABLES, kings_bridge_schedule, pivot_seatings,
                                          progressive_tables, six_hand_rotation, six_hand_schedule,
                                          six_hand_tables)
from hoyle.games.bridge import variants


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


def test_rotations_are_reexported_from_variants():
    assert variants.pivot_seatings is pivot_seatings and variants.six_hand_rotation is six_hand_rotation


def test_six_hand_4_9_the_books_printed_moves_6_5_4_3_3_2_2_1_1_6():
    # the book prints 6->5, 4->3, 3->2, 2->1, 1->6 (5->4 is missing, catalog flag)
    nxt = six_hand_rotation({p: f"x{p}" for p in range(1, 7)})
    where = {who: p for p, who in nxt.items()}
    for a, b in [(6, 5), (4, 3), (3, 2), (2, 1), (1, 6)]:
        assert where[f"x{a}"] == b
    assert where["x5"] == 4                                  # the restored move


def test_six_hand_4_9_dealers_are_partners_and_each_pair_deals_in_turn():
    pairs = {"A": ("a1", "a2"), "B": ("b1", "b2"), "C": ("c1", "c2")}
    sched = six_hand_schedule(pairs, deals=6)
    assert sched[0] == [("A", "B"), ("A", "C")]              # A deals at both ends
    assert sched[1] == [("B", "C"), ("B", "A")]
    assert sched[2] == [("C", "A"), ("C", "B")]
    assert sched[3] == sched[0]                              # three deals bring the pairs round
    # three rubbers at once: in three deals each two pairs meet twice, at either table
    met = Counter(frozenset(t) for deal in sched[:3] for t in deal)
    assert met == {frozenset("AB"): 2, frozenset("AC"): 2, frozenset("BC"): 2}


def test_six_hand_tables_dealer_with_a_pair_of_adversaries_either_side():
    pos = {1: "a1", 2: "b1", 3: "c1", 4: "a2", 5: "b2", 6: "c2"}
    assert six_hand_tables(pos) == [("a1", "b1", "b2"), ("a2", "c1", "c2")]
    assert SIX_HAND_TABLES == ((1, 2, 5), (4, 3, 6))
    with pytest.raises(ValueError):
        six_hand_tables({1: "a"})
    with pytest.raises(ValueError, match="three pairs"):
        six_hand_schedule({"A": ("a", "b"), "B": ("a", "c"), "C": ("d", "e")})


def test_progressive_4_7_ns_stay_ew_move_one_table():
    tables = [("N1", "E1"), ("N2", "E2"), ("N3", "E3")]
    nxt = progressive_tables(tables)
    assert nxt == [("N1", "E3"), ("N2", "E1"), ("N3", "E2")]
    # after as many rounds as tables every E-W pair has met every N-S pair once
    met, cur = set(), tables
    for _ in range(3):
        met |= set(cur)
        cur = progressive_tables(cur)
    assert len(met) == 9 and cur == tables


def test_progressive_4_7_winners_move_as_at_drive_whist():
    tables = [("N1", "E1"), ("N2", "E2")]
    # N-S won at table 1, E-W at table 2: winners move on and sit E-W, losers stay N-S
    assert progressive_tables(tables, [0, 1], "winners-move") == [("E1", "E2"), ("N2", "N1")]
    with pytest.raises(ValueError, match="winners"):
        progressive_tables(tables, None, "winners-move")
    with pytest.raises(ValueError, match="unknown movement"):
        progressive_tables(tables, [0, 0], "sideways")
