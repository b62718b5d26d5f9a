"""The rummy meld mechanic (hoyle.mechanics.rummy) on the book's examples (Foster 1914, seed 001
part 6 §12.4-12.7; catalog 001_part6.md O-55, O-56, O-57) and the ace rules of each game."""

from __future__ import annotations

from hoyle.cards import Card, parse_cards
from hoyle.mechanics.rummy import (POKER_RUM_VALUES, SPANISH_ORDER, MeldRules, TableMeld, balances_without,
                                   best_arrangement, hand_melds, hand_value, layoffs, meld_of)

POKER = MeldRules(ace_high=True, values=POKER_RUM_VALUES, max_set=None)
RUM = MeldRules(ace_high=True)
DOUBLE = MeldRules(ace_high=True, max_set=None)


def cs(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def names(cards) -> list[str]:
    return [str(Card(c)) for c in cards]


def test_o55_caller_balance_is_nine():
    # O-55: draws 7H, lays 6-7-8-9H and J-Q-KC, discards KS, keeps 2, 2, 5: nine
    hand = cs("6H 8H 9H JC QC KC KS 2D 2S 5C 7H")
    assert balances_without(hand, POKER)[cs("KS")[0]] == 9
    arr = best_arrangement([c for c in hand if c != cs("KS")[0]], POKER)
    assert arr.balance == 9
    assert sorted(names(arr.left)) == ["2D", "2S", "5C"]
    assert sorted(len(m) for m in arr.melds) == [3, 4]


def test_o56_lay_offs_bring_28_down_to_8():
    # O-56: 7-8-9D, 6-7-8S, a pair of fours, TC, TH: 28 alone; TC on J-Q-KC and TH on 6-9H: 8
    caller = [meld_of(cs("6H 7H 8H 9H"), POKER, owner=0), meld_of(cs("JC QC KC"), POKER, owner=0)]
    assert all(isinstance(m, TableMeld) for m in caller)
    other = cs("7D 8D 9D 6S 7S 8S 4C 4H TC TH")
    assert best_arrangement(other, POKER).balance == 28
    arr = best_arrangement(other, POKER, caller)
    assert arr.balance == 8
    assert sorted(names(arr.left)) == ["4C", "4H"]
    assert sorted((t, names(c)) for t, c in arr.layoffs) == [(0, ["TH"]), (1, ["TC"])]


def test_poker_rum_values_put_the_misprint_right():
    # §12.5: K, Q, J and ten count 10, the ace 11, the rest their pips
    assert hand_value(cs("KS QS JS TS AS 9S 2S"), POKER) == 10 * 4 + 11 + 9 + 2
    # rum §12.4: J 11, Q 12, K 13 (the ace 1, our reading)
    assert hand_value(cs("JH QH KH AH 5D"), RUM) == 11 + 12 + 13 + 1 + 5


def test_ace_high_or_low_but_never_round_the_corner():
    assert isinstance(meld_of(cs("QS KS AS"), POKER), TableMeld)
    assert isinstance(meld_of(cs("AS 2S 3S"), POKER), TableMeld)
    why = meld_of(cs("KS AS 2S"), POKER)
    assert isinstance(why, str) and "never round the corner" in why
    low_only = MeldRules(ace_high=False)
    assert isinstance(meld_of(cs("QS KS AS"), low_only), str)


def test_conquian_seven_is_next_to_the_jack():
    sp = MeldRules(order=SPANISH_ORDER)
    assert isinstance(meld_of(cs("6H 7H JH"), sp), TableMeld)
    assert isinstance(meld_of(cs("7H JH QH"), sp), TableMeld)
    assert isinstance(meld_of(cs("KH AH 2H"), sp), str)          # the ace does not follow the king


def test_meld_refusals_name_the_reason():
    assert meld_of(cs("5H 6H"), RUM) == "a meld is at least 3 cards"
    assert "one suit" in meld_of(cs("5H 6D 7H"), RUM)
    assert "low to high" in meld_of(cs("7H 6H 5H"), RUM)
    assert "at most 4" in meld_of(cs("5H 5D 5C 5S 5H"), RUM)
    assert "one pack holds each card once" in meld_of(cs("5H 5H 5C"), RUM)
    assert isinstance(meld_of(cs("5H 5H 5C"), DOUBLE), TableMeld)           # §12.7: fours of any suits
    assert "natural card" in meld_of([52, 53, 52], DOUBLE)


def test_o57_joker_at_the_end_moves_once():
    # O-57: 6, 7, joker of clubs (the joker the 8C)
    m = meld_of(cs("6C 7C JKR"), DOUBLE)
    assert isinstance(m, TableMeld) and m.stands_for(2, DOUBLE) == cs("8C")[0]
    # the real 8C: the joker goes to the other end, standing for the 5C, and is fixed there
    (with8,) = layoffs(m, cs("8C")[0], DOUBLE, movable_jokers=True)
    assert names(with8.cards) == ["JKR", "6C", "7C", "8C"] and with8.stands_for(0, DOUBLE) == cs("5C")[0]
    assert with8.moved == frozenset({0})
    # or the 4C: the joker moved to the 5C and the 4 added below it
    (with4,) = layoffs(m, cs("4C")[0], DOUBLE, movable_jokers=True)
    assert names(with4.cards) == ["4C", "JKR", "6C", "7C"]
    # or both: the 8 then the 4 (the 4 below the moved joker, an ordinary lay-off now)
    (both,) = layoffs(with8, cs("4C")[0], DOUBLE, movable_jokers=True)
    assert names(both.cards) == ["4C", "JKR", "6C", "7C", "8C"]
    # moved once, never again: the 5C does not displace it
    assert layoffs(with8, cs("5C")[0], DOUBLE, movable_jokers=True) == []
    # a joker inside a sequence stays where it is
    inner = meld_of(cs("6H JKR 8H"), DOUBLE)
    assert isinstance(inner, TableMeld)
    assert [names(x.cards) for x in layoffs(inner, cs("7H")[0], DOUBLE, movable_jokers=True)] == []
    # without the privilege (rum with one pack) the 8C has nowhere to go
    assert layoffs(m, cs("8C")[0], DOUBLE, movable_jokers=False) == []


def test_lay_offs_on_sets_and_sequences():
    s = meld_of(cs("9C 9D 9H"), RUM)
    assert isinstance(s, TableMeld)
    assert [names(x.cards) for x in layoffs(s, cs("9S")[0], RUM)] == [["9C", "9D", "9H", "9S"]]
    assert layoffs(s, cs("8S")[0], RUM) == []
    q = meld_of(cs("5D 6D 7D"), RUM)
    assert [names(x.cards) for x in layoffs(q, cs("8D")[0], RUM)] == [["5D", "6D", "7D", "8D"]]
    assert [names(x.cards) for x in layoffs(q, cs("4D")[0], RUM)] == [["4D", "5D", "6D", "7D"]]
    assert layoffs(q, cs("9D")[0], RUM) == []


def test_hand_melds_of_exactly_three():
    # conquian's printed hand with the 5H turned: the 5H makes 4-5-6H, 5-6-7H and three fives (§4)
    hand = cs("JH 7H 6H 4H 5S 3S 2S KD 7D 5D 5H")
    sp = MeldRules(order=SPANISH_ORDER)
    with5 = [m for m in hand_melds(hand, sp, size=3) if cs("5H")[0] in m]
    assert sorted(names(m) for m in with5) == [["4H", "5H", "6H"], ["5D", "5H", "5S"], ["5H", "6H", "7H"]]
