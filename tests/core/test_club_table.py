"""The club table (hoyle.mechanics.table): the English whist laws 13-21 on forming the table,
cutting for partners and the deal, and cutting out (catalog 000_002_003.md §12, oracles
O-003-19 and O-003-20), the bridge laws 14-22 (001 part 1 §2.15), Foster's five- and
six-member rotations (001 part 1 §5.6) and vint's partners (001 part 5 §6, law 6.11)."""

from __future__ import annotations

import itertools

import pytest

from hoyle.core.chance import SeededShuffler
from hoyle.mechanics.table import BRIDGE, ClubTable, Cutting, TableError, vint_partners

FOUR = ["Ann", "Bob", "Cy", "Di"]


def test_O_003_19_the_two_lowest_play_the_two_highest_and_the_lowest_deals():
    t = ClubTable(FOUR)
    t.cut({"Ann": "9C", "Bob": "AH", "Cy": "KD", "Di": "3S"})        # the ace is lowest (law 13)
    assert t.partners.low == ("Bob", "Di") and t.partners.high == ("Ann", "Cy")
    assert t.partners.dealer == "Bob" and t.phase == "playing"


def test_O_003_19_three_equal_with_the_fourth_highest():
    t = ClubTable(FOUR)
    said = t.cut({"Ann": "5H", "Bob": "5S", "Cy": "5D", "Di": "KC"})
    assert t.pending == ("Ann", "Bob", "Cy") and any("cut again (EW laws 18-19)" in x for x in said)
    t.cut({"Ann": "9C", "Bob": "3H", "Cy": "JD"})
    # the two lowest of the new cut are partners, the lower of them deals; the fourth partners the other
    assert t.partners.low == ("Bob", "Ann") and t.partners.high == ("Cy", "Di") and t.partners.dealer == "Bob"


def test_law_19_three_equal_with_the_fourth_lowest():
    t = ClubTable(FOUR)
    t.cut({"Ann": "5H", "Bob": "5S", "Cy": "5D", "Di": "AC"})
    t.cut({"Ann": "9C", "Bob": "3H", "Cy": "JD"})
    # the two highest of the new cut are partners; the original lowest deals
    assert set(t.partners.high) == {"Ann", "Cy"} and t.partners.low == ("Di", "Bob")
    assert t.partners.dealer == "Di"


def test_law_18_two_equal():
    t = ClubTable(FOUR)                                             # the two highest: no new cut
    t.cut({"Ann": "2H", "Bob": "5S", "Cy": "QD", "Di": "QC"})
    assert t.phase == "playing" and t.partners.low == ("Ann", "Bob")
    t = ClubTable(FOUR)                                             # the two lowest: cut for the deal
    t.cut({"Ann": "4H", "Bob": "4S", "Cy": "QD", "Di": "KC"})
    assert t.pending == ("Ann", "Bob")
    t.cut({"Ann": "JH", "Bob": "7S"})
    assert t.partners.low == ("Bob", "Ann") and t.partners.dealer == "Bob"
    t = ClubTable(FOUR)                                             # between: who partners the lowest
    t.cut({"Ann": "2H", "Bob": "8S", "Cy": "8D", "Di": "KC"})
    assert t.pending == ("Bob", "Cy")
    t.cut({"Bob": "QH", "Cy": "6C"})
    assert t.partners.low == ("Ann", "Cy") and t.partners.high == ("Bob", "Di")


def test_bridge_law_14_equal_ranks_go_by_suit():
    t = ClubTable(FOUR, BRIDGE)                  # hearts, diamonds, clubs, spades
    t.cut({"Ann": "5S", "Bob": "5H", "Cy": "5C", "Di": "5D"})
    assert t.partners.low == ("Bob", "Di") and t.partners.high == ("Cy", "Ann") and not t.pending


def _rotate(members, rubbers, cards_of):
    """Play ``rubbers`` rubbers at a table, each cut given by ``cards_of(pending)``; returns who
    sat out each rubber and whether the rubber's cut-out needed cutting."""
    t = ClubTable(members)
    out, cut_out = [], []
    while t.pending:
        t.cut(cards_of(t.pending))
    for _ in range(rubbers):
        out.append(tuple(t.waiting))
        said = t.end_rubber()
        cut_out.append(any(x.startswith("cut to go out:") for x in said))
        while t.pending:
            t.cut(cards_of(t.pending))
    return t, out, cut_out


def _ascending(pending):
    return {n: c for n, c in zip(pending, ["2H", "3H", "4H", "5H", "6H", "7H"])}


def test_O_003_20_after_the_first_rubber_all_equal_the_highest_go_out():
    t = ClubTable(["Ann", "Bob", "Cy", "Di", "Ed", "Flo"])
    t.cut({"Ann": "2C", "Bob": "3C", "Cy": "4C", "Di": "5C", "Ed": "9C", "Flo": "TC"})
    assert t.playing == ["Ann", "Bob", "Cy", "Di"] and t.waiting == ["Ed", "Flo"]
    t.cut({"Ann": "2C", "Bob": "3C", "Cy": "4C", "Di": "5C"})
    said = t.end_rubber()
    assert t.pending == ("Ann", "Bob", "Cy", "Di") and "the highest go out (EW law 20)" in said[-1]
    t.cut({"Ann": "KD", "Bob": "3D", "Cy": "AD", "Di": "QD"})        # Ann and Di the highest
    assert sorted(t.waiting) == ["Ann", "Di"] and sorted(t.playing) == ["Bob", "Cy", "Ed", "Flo"]
    # O-003-20's first half: the two who played most rubbers running go out, no cut
    t.cut(_ascending(t.pending))
    said = t.end_rubber()
    assert sorted(t.waiting) == ["Bob", "Cy"] and any("without cutting (EW law 20)" in x for x in said)


def test_six_members_rotate_without_further_cutting():
    # Foster: at six, those out one rubber come back for those who played two running
    t, out, cut_out = _rotate(["A", "B", "C", "D", "E", "F"], 7, _ascending)
    assert out[0] == ("E", "F") and cut_out == [True] + [False] * 6
    for i in range(1, 7):
        assert set(out[i]).isdisjoint(out[i - 1])                   # who sat out comes back
    assert {frozenset(o) for o in out} == {frozenset("EF"), frozenset("CD"), frozenset("AB")}


def test_five_members_rotate_as_foster_spells_it():
    t, out, cut_out = _rotate(["A", "B", "C", "D", "E"], 6, _ascending)
    # rubber 1: E out; after it all cut; after the 2nd the three who stayed cut; after the 3rd
    # the two not yet out cut; after the 4th the one who played all goes out without a cut
    assert out[:5] == [("E",), ("D",), ("C",), ("B",), ("A",)]
    assert cut_out[:4] == [True, True, True, False]
    # then, every member having sat out once, the table is formed afresh (a cut for the table)
    assert out[5] == ("E",) and t.rubbers == 6


def test_law_21_a_candidate_enters_before_the_cut_and_the_table_is_full_at_six():
    t = ClubTable(FOUR)
    t.cut({"Ann": "2C", "Bob": "3C", "Cy": "4C", "Di": "5C"})
    t.enter("Ed")                                    # during the rubber: he waits for its end
    assert t.waiting == ["Ed"]
    t.end_rubber()
    t.cut({"Ann": "2D", "Bob": "3D", "Cy": "4D", "Di": "JD"})
    assert t.waiting == ["Di"] and "Ed" in t.playing
    t.cut({"Ann": "2D", "Bob": "3D", "Cy": "4D", "Ed": "5D"})
    t.end_rubber()
    with pytest.raises(TableError, match="Bob, Cy must cut too.*EW law 20"):
        t.cut({"Ann": "KS"})
    t.cut({"Ann": "KS", "Bob": "KH", "Cy": "2C"})   # Ann and Bob equal at the top: they cut again
    assert t.pending == ("Ann", "Bob")               # a cut has begun: too late to declare
    with pytest.raises(TableError, match="EW law 21"):
        t.enter("Flo")
    t = ClubTable(["A", "B", "C", "D", "E", "F"])    # before the cut for the table: he cuts too
    t.enter("G")
    assert t.pending == tuple("ABCDEFG") and t.reserve == []
    _cut_ascending(t)
    said = t.enter("H")                              # complete at six: he waits for a place (law 17)
    assert t.reserve == ["G", "H"] and "H" not in t.members and "EW law 17" in said[-1]


def test_bad_input_names_the_law():
    t = ClubTable(FOUR)
    with pytest.raises(TableError, match="both cut 5H.*EW law 14"):
        t.cut({"Ann": "5H", "Bob": "5H", "Cy": "2C", "Di": "3C"})
    with pytest.raises(TableError, match="not a member.*EW law 16"):
        t.cut({"Ann": "5H", "Zed": "6H", "Cy": "2C", "Di": "3C"})
    with pytest.raises(TableError, match="Di must cut too"):
        t.cut({"Ann": "5H", "Bob": "6H", "Cy": "2C"})
    with pytest.raises(TableError, match="not a card"):
        t.cut({"Ann": "5X", "Bob": "6H", "Cy": "2C", "Di": "3C"})
    assert t.pending == tuple(FOUR)                  # each refusal left the cut as it was
    with pytest.raises(TableError, match="four to 16 candidates.*not 3.*EW law 17"):
        ClubTable(["Ann", "Bob", "Cy"])
    with pytest.raises(TableError, match="four to 16 candidates.*not 17"):
        ClubTable([f"P{i}" for i in range(17)])
    with pytest.raises(TableError, match="'ann' is not"):
        ClubTable(["Ann", "Bob", "Cy", "ann"])
    with pytest.raises(TableError, match="bridge law 15"):
        ClubTable(FOUR, BRIDGE).cut({"Ann": "5H", "Bob": "5H", "Cy": "2C", "Di": "3C"})
    t.cut({"Ann": "5H", "Bob": "6H", "Cy": "2C", "Di": "3C"})
    with pytest.raises(TableError, match="while a rubber is played"):
        t.cut({"Ann": "5H"})


def test_a_drawn_cut_is_the_shufflers_and_decides_everything():
    for seed in range(30):
        t = ClubTable(["A", "B", "C", "D", "E", "F"])
        u = ClubTable(["A", "B", "C", "D", "E", "F"])
        s1, s2 = SeededShuffler(seed), SeededShuffler(seed)
        while t.pending:
            t.draw(s1)
            u.draw(s2)
        assert t.partners == u.partners and t.phase == "playing" and len(t.waiting) == 2


def test_cutting_only_recuts_the_ties_that_matter():
    c = Cutting(["A", "B", "C", "D", "E"], [4], ClubTable(FOUR).code, "for the table")
    c.cut({"A": "2H", "B": "2S", "C": "7D", "D": "9C", "E": "9H"})    # A and B tie below the line
    assert c.pending == ("D", "E")
    c.cut({"D": "KC", "E": "3S"})
    assert c.done and c.ranked()[4] == "D"


def test_vint_partners_each_partners_each_once_in_three_rubbers():
    players = ["Ann", "Bob", "Cy", "Di"]
    pairs = []
    for r in (1, 2, 3):
        low, high = vint_partners(players, r)
        assert set(low) | set(high) == set(players)
        pairs += [frozenset(low), frozenset(high)]
    assert set(pairs) == {frozenset(p) for p in itertools.combinations(players, 2)}
    assert vint_partners(players, 1) == (("Ann", "Bob"), ("Cy", "Di"))
    assert vint_partners(players, 4) == vint_partners(players, 1)
    with pytest.raises(TableError, match="law 6.11"):
        vint_partners(players, 0)
    with pytest.raises(TableError, match="four"):
        vint_partners(players[:3], 1)


# ----- more than six candidates, and members who retire (EW law 17, bridge law 20) ------------
EIGHT = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


def _cut_ascending(t, suit="C"):
    ranks = "23456789TJQK"
    return t.cut({n: ranks[i] + suit for i, n in enumerate(t.pending)})


def test_law_17_of_more_than_six_the_two_next_lowest_join_and_the_rest_wait_in_cut_order():
    t = ClubTable(EIGHT)
    assert t.pending == tuple(EIGHT) and "the next two join the table" in t.said[-1]
    said = t.cut({"Ann": "9C", "Bob": "2C", "Cy": "KC", "Di": "3C", "Ed": "4C", "Flo": "8C", "Gus": "5C",
                  "Hal": "QC"})
    assert t.playing == ["Bob", "Di", "Ed", "Gus"] and t.waiting == ["Flo", "Ann"]
    assert t.reserve == ["Hal", "Cy"]                 # the next lowest first: the queen before the king
    assert sorted(t.members) == sorted(["Bob", "Di", "Ed", "Gus", "Flo", "Ann"])
    assert any("Hal, Cy wait for a place at the table, in that order (EW law 17)" in x for x in said)
    # the settlement names only those who may have played
    assert sorted(t.everyone) == sorted(t.members)


def test_law_17_equal_cards_at_the_sixth_place_cut_again():
    t = ClubTable(EIGHT[:7])
    t.cut({"Ann": "2C", "Bob": "3C", "Cy": "4C", "Di": "5C", "Ed": "6C", "Flo": "9C", "Gus": "9H"})
    assert t.pending == ("Flo", "Gus") and t.phase == "table"
    t.cut({"Flo": "KS", "Gus": "3S"})
    assert t.waiting == ["Ed", "Gus"] and t.reserve == ["Flo"]


def test_law_17_a_vacancy_goes_to_the_next_lowest_before_any_newcomer():
    t = ClubTable(EIGHT[:7])
    _cut_ascending(t)                                   # Gus the highest waits for a place
    assert t.reserve == ["Gus"]
    t.enter("Ivy")                                      # a newcomer at a complete table
    assert t.reserve == ["Gus", "Ivy"]
    _cut_ascending(t)
    said = t.leave("Ann")                               # she plays: she retires when the rubber ends
    assert "Ann retires when the rubber ends" in said[-1] and "EW law 23" in said[-1]
    assert t.leaving == ["Ann"] and "Ann" in t.members
    with pytest.raises(TableError, match="retires already"):
        t.leave("ann")
    said = t.end_rubber()
    assert "Ann" not in t.members and t.left == ["Ann"] and "Gus" in t.members and t.reserve == ["Ivy"]
    assert any("Gus takes the vacant place" in x and "EW law 17" in x for x in said)
    # Ed and Flo sat out, Gus joined them: the three come in, two of the three who played go out
    assert t.phase == "out" and len(t.pending) == 3 and "Ann" not in t.pending


def test_bridge_law_20_vacancies_in_the_order_declared_and_a_member_sitting_out_leaves_at_once():
    t = ClubTable(["A", "B", "C", "D", "E", "F"], BRIDGE)
    _cut_ascending(t)
    t.enter("X")
    t.enter("Y")
    _cut_ascending(t)
    said = t.leave("E")                                 # E sits out the rubber: he goes now
    assert t.left == ["E"] and t.waiting == ["F", "X"] and t.reserve == ["Y"]
    assert any("X takes the vacant place" in x and "bridge law 20" in x for x in said)
    t.leave("Y")                                        # a candidate withdraws
    assert t.reserve == [] and t.left == ["E"]
    with pytest.raises(TableError, match="not a member"):
        t.leave("Zed")


def test_retiring_after_the_rubber_before_any_cut_is_retiring_at_its_end():
    def table():
        t = ClubTable(EIGHT[:7])
        _cut_ascending(t)
        _cut_ascending(t, "D")
        return t
    during, after = table(), table()
    during.leave("Bob")
    during.end_rubber()
    after.end_rubber()
    after.leave("Bob")                                  # nobody has cut yet: settled again without him
    for t in (during, after):
        assert "Bob" not in t.members and "Gus" in t.members
    assert (during.phase, during.playing, during.waiting, during.pending) == \
        (after.phase, after.playing, after.waiting, after.pending)
    assert after.phase == "out" and after.pending == ("Ann", "Cy", "Di")
    _cut_ascending(after, "H")                          # Cy and Di cut highest: they go out
    assert after.phase == "partners" and after.playing == ["Ann", "Ed", "Flo", "Gus"]
    with pytest.raises(TableError, match="has begun.*EW law 21"):
        after.leave("Ann")                              # a cut has been made: she plays the next
    after.leave("Cy")                                   # he sits it out: he goes at once
    assert after.waiting == ["Di"] and after.playing == ["Ann", "Ed", "Flo", "Gus"]


def test_before_the_first_rubber_the_first_sitting_out_plays_in_his_place():
    t = ClubTable(EIGHT[:5])
    _cut_ascending(t)                                   # Ed sits out
    t.leave("Bob")
    assert t.playing == ["Ann", "Ed", "Cy", "Di"] and t.waiting == [] and t.phase == "partners"
    with pytest.raises(TableError, match="left with three"):
        t.leave("Ann")
    t = ClubTable(EIGHT[:5])
    t.leave("Ed")                                       # during the cut for the table, before any card
    assert t.members == ["Ann", "Bob", "Cy", "Di"] and t.phase == "partners"


def test_four_retiring_together_leave_six_who_sat_out_and_the_table_is_formed_afresh():
    t = ClubTable([*EIGHT, "Ivy", "Jo"])
    _cut_ascending(t)
    assert t.reserve == ["Gus", "Hal", "Ivy", "Jo"]
    _cut_ascending(t, "D")
    for n in list(t.playing):
        t.leave(n)
    said = t.end_rubber()
    assert t.phase == "table" and sorted(t.members) == ["Ed", "Flo", "Gus", "Hal", "Ivy", "Jo"]
    assert any("formed afresh" in x for x in said) and sorted(t.left) == ["Ann", "Bob", "Cy", "Di"]
    assert sorted(t.everyone) == sorted([*EIGHT, "Ivy", "Jo"])


def test_law_21_a_candidate_declared_at_the_rubbers_end_before_any_cut_comes_in_at_once():
    # five members, Ed out; the rubber ends and one must go out, but Flo declares before the
    # cut to go out: two go out, Ed and Flo come in (she declared before anyone cut, law 21)
    t = ClubTable(FOUR + ["Ed"])
    _cut_ascending(t)
    _cut_ascending(t, "D")
    t.end_rubber()
    assert t.phase == "out" and t._going == 1
    said = t.enter("Flo")
    assert any("settled again with Flo" in x for x in said)
    assert t.phase == "out" and t._going == 2 and "Flo" not in t.pending
    _cut_ascending(t, "H")
    assert set(t.playing) >= {"Ed", "Flo"} and len(t.waiting) == 2
