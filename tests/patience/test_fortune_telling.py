"""Fortune telling, Etteilla (seed 001 part 5 §10; catalog row ``fortune-telling``): the count of
sevens with a fixed pack order (the catalog's test oracle), the significator and the redeal, the
lookup table, refusals."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_card, piquet_pack
from hoyle.core import IllegalAction, SeededShuffler, StackedShuffler, get_game
from hoyle.games.patience.fortune import MEANINGS, PACKETS, SIGNIFICATORS, read, seven_count

GAME = get_game("fortune-telling")
PACK = list(piquet_pack().cards)


def test_oracle_the_count_of_sevens_is_deterministic():
    """Fortune telling, 001 part 5 §10 (test idea: with a fixed pack order the 7-count deal is deterministic):
    positions 1..32 from the top, counted by hand: 7, 14, 21, 28, then round again 3, 11, 19,
    27, 4, 13, 23, 32."""
    assert [p + 1 for p in seven_count(list(range(32)))] == [7, 14, 21, 28, 3, 11, 19, 27, 4, 13, 23, 32]


def _stacked(first_order, twelve_order):
    return StackedShuffler([first_order, twelve_order], draws=[0])


def test_a_stacked_consultation_lays_the_twelve_and_deals_four_packets():
    order = list(PACK)
    laid = [order[p - 1] for p in (7, 14, 21, 28, 3, 11, 19, 27, 4, 13, 23, 32)]
    sig = next(w for w, (c, _) in SIGNIFICATORS.items() if parse_card(c) in laid)
    # the pack is stacked with its last card on top and cut 1, so the counted pack is PACK itself
    st2 = GAME.new_deal(None, None, _stacked(order[-1:] + order[:-1], laid))
    st2.apply(f"significator {sig}")
    st2.apply("cut 1")
    assert st2.phase == "cut12" and st2.laid == laid
    st2.apply("cut 1")
    twelve = laid[1:] + laid[:1]
    assert st2.packets == [twelve[i::4] for i in range(4)]
    assert st2.is_over and st2.outcome() == [0]
    assert [ln.split(":")[0] for ln in st2.reading[:4]] == list(PACKETS)


def test_without_the_significator_the_pack_is_shuffled_again():
    order = list(PACK)
    laid = set(seven_count(order))
    missing = next(w for w, (c, _) in SIGNIFICATORS.items() if parse_card(c) not in laid)
    st = GAME.new_deal(None, None, SeededShuffler(1))
    st.apply(f"significator {missing}")
    st.deck = list(PACK[-1:] + PACK[:-1])          # the pack as stacked, before the cut of 1
    st.apply("cut 1")
    assert st.phase == "cut" and st.counts == 1 and not st.laid
    assert "shuffled again" in st.log[-1]


def test_the_table_gives_every_card_and_reversals():
    assert sorted(MEANINGS) == sorted(str(c) for c in PACK)
    kh, nine = parse_card("KH"), parse_card("9H")
    lines = read([[(kh, True), (nine, True), (parse_card("7S"), False)], [(parse_card("TC"), False),
                  (parse_card("9D"), False), (parse_card("AS"), False)], [], []])
    assert "KH reversed: a man who means well but cannot help" in lines[0]
    assert "9H reversed: a reconciliation" in lines[0]            # no reversed meaning: the upright one
    assert "a bill not paid on time" in lines[1]
    assert lines[-1] == "Combinations: two nines: money"


@pytest.mark.parametrize("bad, why", [("significator widow", "significator is one of"),
                                      ("cut 3", "significator is one of")])
def test_refusals_leave_the_state_unchanged(bad, why):
    st = GAME.new_deal(None, None, SeededShuffler(2))
    before = (st.phase, list(st.deck))
    with pytest.raises(IllegalAction, match=why):
        st.apply(bad)
    assert (st.phase, list(st.deck)) == before


def test_a_cut_of_the_whole_pack_is_refused():
    st = GAME.new_deal(None, None, SeededShuffler(2))
    st.apply("significator dark-woman")
    deck = list(st.deck)
    with pytest.raises(IllegalAction, match="a cut lifts 1 to 31"):
        st.apply("cut 32")
    assert st.deck == deck and st.phase == "cut"


def test_render_hides_the_pack_and_prints_the_reading():
    st = GAME.new_deal(None, None, SeededShuffler(4))
    st.apply("significator fair-woman")
    text = st.render_view(st.view(0))
    assert "Cut the thirty-two" in text and "Twelve out" not in text
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    text = st.render_view(st.view(0))
    assert "The reading:" in text and "Surprise:" in text and "Combinations:" in text
