"""The capture-and-build mechanic (hoyle.mechanics.capture) on the book's own examples of cassino
play (Foster 1914, seed 001 part 5, "Кассино": pairing, combining, building, increasing, double
builds; catalog 001_part5.md §3.1): every legal set listed exactly, nothing more."""

from __future__ import annotations

from hoyle.cards import parse_card
from hoyle.mechanics.capture import Item, builds, captures, combinations, loose, mask_items, packings

C = parse_card


def plain(c: int):
    r = c // 4 + 2
    return 1 if r == 14 else r if r <= 10 else None


def royal(c: int):
    r = c // 4 + 2
    return 1 if r == 14 else r


def table_of(*cards, value=plain):
    return [loose(C(c), value) for c in cards]


def sets(table, masks):
    return sorted(sorted(str(c) for it in mask_items(table, m) for c in it.cards) for m in masks)


def test_a_nine_takes_three_and_six_and_two_and_seven_at_once():
    # "3, 2, 6, 7 make two nines, all taken by a player holding a 9"
    t = table_of("3H", "2C", "6D", "7S")
    assert sets(t, captures(t, C("9C"), plain)) == [["2C", "3H", "6D", "7S"], ["2C", "7S"], ["3H", "6D"]]


def test_pairs_and_combinations_together():
    # "a 4, 6 and 10 on the table and a ten in hand: the pair of tens and the combination"
    t = table_of("4H", "6D", "TC")
    assert sets(t, captures(t, C("TS"), plain)) == [["4H", "6D"], ["4H", "6D", "TC"], ["TC"]]


def test_the_nine_and_two_two_five_seven_sets():
    # the advice's position (catalog oracle, grep `заберите 2, 2, 5 вместо 2 и 7`): a 9 may take
    # 2+7 (either deuce) or 2+2+5, never both
    t = table_of("2H", "2D", "5C", "7C")
    assert sets(t, captures(t, C("9S"), plain)) == [["2D", "2H", "5C"], ["2D", "7C"], ["2H", "7C"]]


def test_a_sweep_by_two_eights():
    # "he holds an 8, the table 5, 3, 6 and 2: 6+2 and 5+3 make two eights, a sweep"
    t = table_of("5H", "3C", "6D", "2S")
    assert (1 << 4) - 1 in captures(t, C("8C"), plain)


def test_courts_only_pair_in_plain_cassino_and_combine_in_royal():
    t = table_of("KH", "6D", "7C")
    assert sets(t, captures(t, C("KS"), plain)) == [["KH"]]
    # royal cassino (§3.3): "a jack takes 9 and 2, a king 6, 4 and 3; a queen the jack and ace; a king jack and 2"
    t = table_of("9H", "2C", value=royal)
    assert sets(t, captures(t, C("JD"), royal)) == [["2C", "9H"]]
    t = table_of("6H", "4C", "3D", value=royal)
    assert sets(t, captures(t, C("KD"), royal)) == [["3D", "4C", "6H"]]
    t = table_of("JH", "AC", value=royal)
    assert sets(t, captures(t, C("QD"), royal)) == [["AC", "JH"]]
    t = table_of("JH", "2C", value=royal)
    assert sets(t, captures(t, C("KD"), royal)) == [["2C", "JH"]]


def test_a_build_is_taken_whole_by_its_value_only():
    nine = Item((C("7H"), C("2C")), 9, build=True, owner=0)
    t = [nine, loose(C("7D"), plain), loose(C("2D"), plain)]
    assert sets(t, captures(t, C("9S"), plain)) == [["2C", "2D", "7D", "7H"], ["2C", "7H"], ["2D", "7D"]]
    assert captures(t, C("7S"), plain) == [2]            # the loose seven only: the build is not a 7 and a 2
    assert captures(t, C("2S"), plain) == [4]


def test_building_increasing_and_doubling():
    # "he holds 9 and 2, a 7 on the table: 2 on the 7, 'nine'"
    t = table_of("7H")
    assert builds(t, C("2C"), 9, plain) == [1]
    # "an ace on the 7 and 2: 'ten'" (increasing with a card from the hand)
    t = [Item((C("7H"), C("2C")), 9, build=True, owner=1)]
    assert builds(t, C("AS"), 10, plain) == [1]
    # "holding 7 and 3, table 5, 2, 4: 3 on the 4 and the 5 and 2 with it, 'two sevens'"
    t = table_of("5H", "2D", "4C")
    assert sets(t, builds(t, C("3S"), 7, plain)) == [["2D", "4C", "5H"], ["4C"]]
    # a double build is never increased; "two nines" from a nine played on a nine
    double = [Item((C("4H"), C("3D"), C("5C"), C("2D")), 7, build=True, double=True, owner=0)]
    assert builds(double, C("AS"), 8, plain) == []
    t = table_of("9H")
    assert builds(t, C("9C"), 9, plain) == [1]


def test_table_cards_never_raise_a_build():
    # "a 5 built of two aces and a 3 from the hand; a 2 and a 4 also on the table: the next player,
    # holding 9 and 7, may not raise it with the table's 2 or 4; with a 4 and a 9 in hand he may"
    five = Item((C("AH"), C("AD"), C("3C")), 5, build=True, owner=0)
    t = [five, loose(C("2S"), plain), loose(C("4S"), plain)]
    for card, target in ((C("7C"), 7), (C("9C"), 9), (C("7C"), 9), (C("9C"), 7)):
        assert not any(m & 1 for m in builds(t, card, target, plain))
    assert 1 in builds(t, C("4D"), 9, plain)


def test_subset_sums_and_packings_are_exact():
    t = table_of("AH", "AD", "2C", "3S", "4H")
    # every set of two or more adding to 5: A+4 (two), 2+3, A+A+3, A+... 1+1+3, 1+4, 2+3
    got = sets(t, combinations(t, 5, 2))
    assert got == [["2C", "3S"], ["3S", "AD", "AH"], ["4H", "AD"], ["4H", "AH"]]
    assert packings([0b011, 0b110, 0b100]) == {0, 0b011, 0b110, 0b100, 0b111}
