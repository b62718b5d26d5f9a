"""Faro (Foster §11.9, seed 004 §1.12): the printed tab replayed, splits, the last turn, case and sleeper laws."""

from __future__ import annotations

from fractions import Fraction

import pytest

from hoyle.analysis.banking_casino import FARO_PRINTED_TAB, faro_call_the_turn, faro_rank_bet, three_on_a_side
from hoyle.cards import card, parse_cards
from hoyle.core import IllegalAction, StackedShuffler, get_game
from hoyle.games.banking.faro import faro_tab


def deck_from_tab(tab: dict[int, str]) -> list:
    """A box order whose tab is ``tab`` (search for an order of turns consistent with every rank's marks)."""
    soda = next(r for r, m in tab.items() if "." in m)
    hoc = next(r for r, m in tab.items() if "-" in m)
    events = {r: [c for c in m if c in "01X"] for r, m in tab.items()}
    nxt = {r: 0 for r in tab}
    suit = {r: 0 for r in tab}

    def take(r):
        c = card(r, suit[r])
        suit[r] += 1
        return c

    turns: list[tuple[int, int]] = []

    def left(r):
        return len(events[r]) - nxt[r]

    def dfs() -> bool:
        if len(turns) == 25:
            return all(left(r) == 0 for r in tab)
        splits = [r for r in tab if left(r) and events[r][nxt[r]] == "X"]
        losers = sorted((r for r in tab if left(r) and events[r][nxt[r]] == "0"), key=left, reverse=True)
        winners = sorted((r for r in tab if left(r) and events[r][nxt[r]] == "1"), key=left, reverse=True)
        options = [(r, r) for r in splits] + [(lo, w) for lo in losers for w in winners if lo != w]
        for lo, w in options:
            nxt[lo] += 1
            if lo != w:
                nxt[w] += 1
            turns.append((lo, w))
            if dfs():
                return True
            turns.pop()
            nxt[lo] -= 1
            if lo != w:
                nxt[w] -= 1
        return False

    assert dfs(), "no order of turns fits the tab"
    order = [take(soda)]
    for lo, w in turns:
        order += [take(lo), take(w)]
    order.append(take(hoc))
    return order


def play_passing(state):
    while not state.is_over:
        state.apply("pass")
    return state


def new(slug="faro-foster", order=None, n=2, **rules):
    sh = StackedShuffler([order]) if order is not None else None
    return get_game(slug).new_deal(n, rules or None, sh)


def test_foster_printed_tab_replays_through_the_engine():
    """Oracle Foster §11.9 (grep 'Дама была содой, пятерка вышла в сплит'): queen soda, five split, eight in hoc."""
    order = deck_from_tab(FARO_PRINTED_TAB)
    assert len(order) == 52 and len(set(order)) == 52
    st = play_passing(new(order=order))
    assert len(st.turns) == 25                                     # O61: soda + 25 turns + hoc
    assert st.tab() == FARO_PRINTED_TAB
    assert faro_tab(order) == FARO_PRINTED_TAB
    assert st.view(None)["soda"][0] == "Q" and st.view(None)["hoc"][0] == "8"


def test_three_on_a_side_wins_5_of_12():
    """Oracle Foster §11.9 (grep 'он выиграл бы 5 из двенадцати'): A, 2, 4, J, K won; money back on the 8."""
    res = three_on_a_side(FARO_PRINTED_TAB)
    assert res["won"] == [2, 4, 11, 13, 14]
    assert res["lost"] == [3, 6, 7, 9, 10, 12]
    assert res["push"] == [8] and res["skipped"] == [5]


def _order(text_first: str, text_last: str = "") -> list:
    first, last = parse_cards(text_first), parse_cards(text_last) if text_last else []
    rest = [c for c in range(52) if c not in first and c not in last]
    return [*first, *[card(c // 4 + 2, c % 4) for c in rest], *last]


def test_split_takes_half_O58():
    """Oracle 004 O58 / Foster §11.9: both cards of the turn a seven -> the bank takes half of each stake."""
    st = new(order=_order("2C 7H 7S"), n=3)
    st.apply("bet seven 10")
    st.apply("copper seven 2")
    assert st.turns == [tuple(parse_cards("7H 7S"))]      # dealt once both punters had acted
    assert [s[-1] for s in st.settled] == [-5, -1]
    assert st.settled[0][1:3] == ("open", 7)


def test_winner_pays_open_and_takes_copper():
    st = new(order=_order("2C 5H 9S"), n=3)
    st.apply("bet nine 10")       # 9 wins: open bet paid
    st.apply("copper five 2")     # 5 loses: coppered bet paid
    assert [s[-1] for s in st.settled] == [10, 2]
    st.apply("bet five 2")
    st.apply("copper ace 2")
    play_passing(st)
    assert sum(st.outcome()) == 0


def test_call_the_turn_pays_4_to_1_O57():
    """Oracle 004 O57, Foster §11.9 (grep 'банкомет выплачивает только 4 к 1'): three different cards, 4 to 1."""
    order = _order("2C", "QH 6S AD")
    for call, expected in (("call queen six ace 10", 40), ("call six queen ace 10", -10)):
        st = new(order=order)
        while not st.view(None)["last_turn"]:
            st.apply("pass")
        assert len([a for a in st.legal_actions() if a.verb == "call"]) == 6 * 2
        st.apply(call)
        assert st.is_over and st.outcome() == [-expected, expected]


def test_cat_hop_pays_2_to_1():
    order = _order("2C", "TH 6S TD")
    st = new(order=order)
    while not st.view(None)["last_turn"]:
        st.apply("pass")
    calls = {str(a) for a in st.legal_actions() if a.verb == "call"}
    assert calls == {f"call {o} {s}" for o in ("ten six ten", "ten ten six", "six ten ten") for s in (2, 10)}
    st.apply("call ten six ten 10")
    assert st.outcome() == [-20, 20]


def test_three_of_a_rank_called_by_colours():
    order = _order("2C", "TH TS TD")
    st = new(order=order)
    while not st.view(None)["last_turn"]:
        st.apply("pass")
    st.apply("call red black red 2")
    assert st.outcome() == [-4, 4]


def test_case_bet_half_limit_and_sleeper_are_refused():
    """Foster §11.9: a case bet is limited to half the limit; no stake on a rank with no card left."""
    st = new(order=_order("2C 5H 5S 5D 9C"), n=2)
    st.apply("pass")              # turn 1: 5H loses, 5S wins (split)
    st.apply("pass")              # turn 2: 5D loses, 9C wins -> one five left (the case)
    with pytest.raises(IllegalAction) as e:
        st.apply("bet five 10")
    assert "F4" in str(e.value.law)
    st.apply("bet five 2")        # half the limit is allowed
    st2 = new(order=_order("2C 5H 5S 5D 5C"), n=2)
    st2.apply("pass")
    st2.apply("pass")
    with pytest.raises(IllegalAction) as e:
        st2.apply("bet five 2")
    assert "F5" in str(e.value.law)


def test_bet_on_the_hoc_is_returned():
    order = _order("2C", "QH 6S AD")
    st = new(order=order)
    while not st.view(None)["last_turn"]:
        st.apply("pass")
    st.apply("bet ace 2")         # the last ace is a case card: half the limit; it lies in hoc
    assert st.outcome() == [0, 0] and st.settled[-1][-1] == 0


def test_high_card_and_odd_even_O59():
    """Oracle 004 O59: A, J, K odd, Q even; high card with the ace low."""
    st = new("faro-modern", order=_order("2C KH AS"), n=4)
    st.apply("bet high 2")        # winner ace (low) under loser king: loses
    st.apply("bet odd 2")         # both odd: stand-off
    st.apply("copper high 10")    # coppered high: wins
    assert [s[-1] for s in st.settled] == [-2, 0, 10]
    st2 = new("faro-modern", order=_order("2C QH JS"), n=2)
    st2.apply("bet odd 2")        # winner jack odd, loser queen even: wins
    assert st2.settled[0][-1] == 2


def test_exact_rank_bet_and_calls():
    r = faro_rank_bet(4, 51)
    assert r["win"] + r["lose"] + r["split"] + r["hoc"] == 1
    assert r["split"] == Fraction(101, 2499) and r["house_edge"] == Fraction(101, 4998)
    assert faro_rank_bet(1, 51)["house_edge"] == 0 and faro_rank_bet(1, 51)["hoc"] == Fraction(1, 51)
    c = faro_call_the_turn()
    assert c["three-different"]["house_edge"] == Fraction(1, 6)          # O60
    assert c["cat-hop"]["house_edge"] == 0 and c["cat-hop"]["label"] == "cat-hop (a pair)"
    assert c["three-different"]["expectation"] == -c["three-different"]["house_edge"]


def test_splits_per_deal_in_the_analysis():
    """Foster §11.9 (grep 'примерно три раза за две раздачи'): about three splits in two deals; the
    figure is hoyle.analysis's (it was computed in the CLI before issue 17)."""
    from hoyle.analysis.banking_casino import faro_splits_per_deal
    from hoyle.analysis.precision import judge
    assert faro_splits_per_deal() == Fraction(25, 17)
    assert judge(Fraction(3), 2 * faro_splits_per_deal(), Fraction(1)) == "correct"


def test_split_frequency_matches_three_in_two_deals():
    """Foster: splits 'about three times in two deals'; exact 25 x 3/51 per deal; the engine agrees."""
    from hoyle.core import SeededShuffler
    splits = 0
    deals = 300
    for seed in range(deals):
        st = get_game("faro-foster").new_deal(2, None, SeededShuffler(seed))
        play_passing(st)
        splits += sum(1 for a, b in st.turns if a.rank == b.rank)
    expected = Fraction(25 * 3, 51) * deals
    assert abs(splits - expected) < 4 * (float(expected) ** 0.5)


def test_O109_O110_stuss_turns_pocket_and_split():
    """Oracle 004 O109 (grep '24 двухкарточных хода'): 24 turns + 4 pocket cards; O110 (grep 'две карты одного
    номинала («раздвоение»)'): a pair turn -> the house takes the bets on it."""
    order = _order("7C 7D 9H 3S")
    st = get_game("stuss").new_deal(3, None, StackedShuffler([order]))
    st.apply("bet seven 5")
    st.apply("bet three 1")                 # turn 1: 7C loses, 7D wins: a split, the house takes the 5
    assert st.settled[0][-1] == -5
    st.apply("pass")
    st.apply("pass")                        # turn 2: 9H loses, 3S wins: the three is paid
    assert st.settled[1][-1] == 1
    while not st.is_over:
        st.apply("pass")
    assert len(st.turns) == 24 and len(st.view(None)["pocket"]) == 4
    st2 = get_game("stuss").new_deal(2, {"second_bets": False}, StackedShuffler([order]))
    st2.apply("bet seven 1")
    assert "bet seven 1" not in st2.legal_strings()      # the seven has been played: no second bet
    while not st2.is_over:
        st2.apply("pass")
    assert len(st2.turns) == 26                          # O111


def test_stuss_pocket_ranks_lose():
    order = _order("2C 3C", "AS AH AD AC")
    st = get_game("stuss").new_deal(2, None, StackedShuffler([order]))
    st.apply("bet ace 5")
    while not st.is_over:
        st.apply("pass")
    assert st.outcome() == [5, -5]


def test_stuss_exact_rank_bet_agrees_with_the_engine():
    """The exact chances of a stuss stake (counting placings) against seeded boxes dealt by the engine."""
    from hoyle.analysis.banking_casino import stuss_rank_bet
    from hoyle.core import SeededShuffler
    r = stuss_rank_bet(4)
    assert r["win"] + r["lose"] + r["pocket"] == 1 and r["pocket"] == Fraction(1, 270725)
    wins = 0
    n = 400
    for seed in range(n):
        st = get_game("stuss").new_deal(2, None, SeededShuffler(seed))
        st.apply("bet king 1")
        while not st.is_over:
            st.apply("pass")
        wins += st.outcome()[1] > 0
    p = float(r["win"])
    assert abs(wins - n * p) < 4 * (n * p * (1 - p)) ** 0.5
