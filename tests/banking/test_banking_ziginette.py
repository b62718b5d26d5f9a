"""Ziginette (seed 004 §1.21): catalog oracles O91-O93 on stacked shoes."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.core import StackedShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.games.banking.packets import monte_pack


def _shoe(head: str):
    h = parse_cards(head)
    return h + [c for c in monte_pack() if c not in h]


def test_O92_forty_card_pack():
    st = get_game("ziginette").new_deal(3)
    assert len(st.pack()) == 40 and not any(c.rank in (8, 9, 10) for c in st.pack())


def test_O91_levy_and_O93_banker_card_matched_pays_every_bet_and_bank_passes_right():
    g = get_game("ziginette")
    m = g.new_match(3, shuffler=StackedShuffler([_shoe("5C QH 3D 5D 3S"), _shoe("5C QH 3D 5D 3S")]))
    st = m.next_deal()
    assert st.banker == 0 and [str(c) for c in st.table] == ["5C", "QH"] and str(st.bank_card) == "3D"
    st.apply("bet five 50")
    st.apply("bet queen 10")
    # 5D shows: the bank wins the 50 on the five, the house takes 5 (O91)
    assert st.view(None)["matched"] == "5C" and st.levies == 5
    with pytest.raises(IllegalAction, match="not just matched"):
        st.apply("bet five 10")
    st.apply("pass")
    st.apply("pass")
    # 5D is drawn (5C and 5D to the discard, fives dead); 3S shows: the banker pays the queen bet (O93)
    assert st.is_over and st.bank_matched
    assert st.outcome() == [35, -50, 10] and st.house_take() == 5
    assert sum(st.outcome()) + st.house_take() == 0
    m.finish(st)
    assert m.next_deal().banker == 2                       # the bank passes one seat to the right


def test_table_grows_dead_ranks_are_discarded():
    st = get_game("ziginette").new_deal(3, shuffler=StackedShuffler([_shoe("5C QH 3D JS 5S 5D 2C 3H")]))
    st.apply("pass")
    st.apply("pass")                                       # JS shows: nothing
    assert "jack" not in [a.args[0] for a in st.legal_actions() if a.args]
    st.apply("pass")
    st.apply("pass")                                       # JS joins the table; 5S matches 5C
    legal = {a.args[0] for a in st.legal_actions() if a.args}
    assert legal == {"queen", "jack"}
    for _ in range(3):
        st.apply("pass")
        st.apply("pass")
    assert st.is_over and st.outcome() == [0, 0, 0]
    assert [str(c) for c in st.discard] == ["5C", "5S", "5D"]
    assert [str(c) for c in st.table] == ["QH", "JS", "2C"]
    assert st.view(None)["dead"] == ["five"]


def test_a_pair_in_the_first_three_cards_is_no_deal():
    st = get_game("ziginette").new_deal(2, shuffler=StackedShuffler([_shoe("5C 5H 3D"), _shoe("4C QH 3D")]))
    assert [str(c) for c in st.table] == ["4C", "QH"]
    assert "no deal" in st.log[0]


# Option doubling (seed 004 §1.21, doubling at the first deal, doubling in settlement, tripling).
# Worked by hand from the rule text (the book's printed examples are corrupt, catalog ⚠).

def _doubling(n, *heads):
    from hoyle.core import get_game as gg
    g = gg("ziginette")
    return g.new_deal(n, rules=g.rules_cls(doubling=True), shuffler=StackedShuffler([_shoe(h) for h in heads]))


def test_doubling_two_table_cards_paired_are_stacked_and_the_place_refilled():
    # 6C 6H pair: stacked; QH fills the place; 3D is the banker's card
    st = _doubling(3, "6C 6H QH 3D JS 6S 3H")
    assert [str(c) for c in st.table] == ["6C", "QH"] and str(st.bank_card) == "3D"
    assert st.view(None)["stacked"] == {"six": ["6H"]}
    st.apply("bet six 50")
    st.apply("pass")                       # the banker draws his card; JS shows: nothing to decide
    assert st.net == [0, 0, 0] and str(st.shoe[st.i]) == "JS"
    st.apply("pass")
    st.apply("pass")                       # JS joins the table; 6S, the third six, decides the sixes
    assert st.net == [45, -50, 0] and st.levies == 5
    for _ in range(2):
        st.apply("pass")
    assert st.is_over and st.bank_matched                        # 3H matches the banker's card
    assert sorted(map(str, st.discard)) == ["6C", "6H", "6S"]


def test_doubling_a_table_card_and_the_shoe_card_paired():
    # QH and the next card QS: the queen is doubled, the next card (3D) is the banker's
    st = _doubling(2, "5C QH QS 3D 5D")
    assert [str(c) for c in st.table] == ["5C", "QH"] and str(st.bank_card) == "3D"
    assert st.view(None)["stacked"] == {"queen": ["QS"]}
    assert sorted(st.pack()) == sorted(c for loc in st.card_locations().values() for c in loc)


def test_tripling_and_four_of_a_rank_is_no_deal():
    st = _doubling(2, "7C 7H 7S 2C 3D 7D")
    assert [str(c) for c in st.table] == ["7C", "2C"] and str(st.bank_card) == "3D"
    assert st.view(None)["stacked"] == {"seven": ["7H", "7S"]}
    st.apply("bet seven 10")               # 7D, the fourth seven, decides it: the bank wins
    assert st.net == [9, -10] and st.levies == 1
    st2 = _doubling(2, "7C 7H 7S 7D", "4C QH 3D")
    assert [str(c) for c in st2.table] == ["4C", "QH"] and "four of a rank" in st2.log[0]


def test_without_doubling_a_pair_is_still_no_deal():
    st = get_game("ziginette").new_deal(2, shuffler=StackedShuffler([_shoe("6C 6H QH 3D"), _shoe("4C QH 3D")]))
    assert [str(c) for c in st.table] == ["4C", "QH"] and not st.stacked
