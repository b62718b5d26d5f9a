"""The bezique family's shared mechanics: hoyle.mechanics.stock (play from a stock, closing)
and hoyle.mechanics.melds (meld tables, shown cards, reuse laws, two-pack copies); Foster 1914,
catalog 001_part4.md §4.1, §4.9, §4.14."""

import pytest

from hoyle.cards import parse_card, pinochle_pack, piquet_pack
from hoyle.mechanics.melds import (BEZIQUE_MELDS, PINOCHLE_MELDS, Declarations, Meld, PhysicalPack,
                                   find_melds)
from hoyle.mechanics.stock import Stock, StockError
from hoyle.mechanics.tricks import FOLLOW_SUIT, HEAD_TRICK

C = parse_card


# ----- the stock ---------------------------------------------------------------------------
def test_draw_order_winner_first_turn_up_to_loser():
    """§4.1 "last card of stock": winner draws first; the last face-down card to the winner,
    the turn-up to the loser."""
    st = Stock([C("AS"), C("TS"), C("KS")], turn_up=C("9H"))
    assert len(st) == 4 and st.open_play
    assert st.draw_pair(1, 0) == [(1, C("AS")), (0, C("TS"))]
    assert st.draw_pair(0, 1) == [(0, C("KS")), (1, C("9H"))]
    assert st.exhausted and not st.open_play
    assert st.draw_pair(0, 1) == []


def test_draw_round_for_three_leaves_what_cannot_go_round_dead():
    """Three-handed bezique (§4.3, our reading): each draws in turn from the winner; when fewer
    cards are left than players they are not drawn, lie dead, and the stock counts as exhausted."""
    st = Stock([1, 2, 3, 4], turn_up=9)
    assert st.draw_round([2, 0, 1]) == [(2, 1), (0, 2), (1, 3)]
    assert st.exhausted and st.dead and len(st) == 2 and st.locations() == {"stock": [4], "turn-up": [9]}
    assert st.draw_round([0, 1, 2]) == [] and not st.open_play
    four = Stock([1, 2, 3], turn_up=9)
    assert four.draw_round([3, 0, 1, 2]) == [(3, 1), (0, 2), (1, 3), (2, 9)]
    assert four.exhausted and not four.dead and four.clone().dead is False


def test_follow_rule_switches_when_closed_or_exhausted():
    st = Stock([C("AS"), C("TS")], turn_up=C("9H"))
    assert st.follow_rule(FOLLOW_SUIT, HEAD_TRICK) == FOLLOW_SUIT
    st.close(0)
    assert st.closed_by == 0 and st.closed_at == 2
    assert st.follow_rule(FOLLOW_SUIT, HEAD_TRICK) == HEAD_TRICK
    assert st.draw_pair(0, 1) == []                      # no drawing once closed
    with pytest.raises(StockError, match="already closed"):
        st.close(1)


def test_exchange_and_too_late():
    """§4.14: the trump nine exchanged for the turn-up; too late when the turn-up is the last
    card to draw."""
    st = Stock([C("AS")], turn_up=C("AH"))
    assert st.exchange(C("9H")) == C("AH") and st.turn_up == C("9H")
    st2 = Stock([], turn_up=C("AH"))
    with pytest.raises(StockError, match="too late"):
        st2.exchange(C("9H"))
    assert st2.turn_up == C("AH")


def test_clone_is_independent():
    st = Stock([C("AS"), C("TS")], turn_up=C("9H"))
    cl = st.clone()
    cl.draw_pair(0, 1)
    assert len(st) == 3 and len(cl) == 1


# ----- two packs -------------------------------------------------------------------------------
def test_physical_pack_copies_distinct():
    """Pinochle's 48 cards: two copies of each, told apart as QS and QS' (each physical card
    one id, the card indices a multiset)."""
    pp = PhysicalPack(pinochle_pack())
    assert len(pp) == 48
    qs = pp.copies_of(C("QS"))
    assert len(qs) == 2 and pp.labels(qs) == ["QS", "QS'"]
    assert pp.parse("qs'") == qs[1] and pp.card(qs[1]) == C("QS")
    with pytest.raises(ValueError, match="not a card of this pack"):
        pp.parse("QS''")


# ----- melds and the reuse laws ------------------------------------------------------------------
def _bez_pack():
    return PhysicalPack(list(piquet_pack()) * 2)


def _meld(pp, name, labels, table=BEZIQUE_MELDS):
    kind = next(k for k in table if k.name == name)
    return Meld(kind, tuple(sorted(pp.parse(x) for x in labels)))


def test_bezique_table_found():
    """§4.1 table: with hearts trumps, K Q J A 10 of hearts: royal marriage 40 and sequence 250."""
    pp = _bez_pack()
    held = [pp.parse(x) for x in ("AH", "TH", "KH", "QH", "JH", "QS", "JD")]
    found = {(m.kind.name, m.points) for m in find_melds(BEZIQUE_MELDS, held, pp.card, trump=2)}
    assert ("sequence", 250) in found and ("royal marriage", 40) in found and ("bezique", 40) in found
    assert ("marriage", 20) not in found                   # hearts are trumps: no plain marriage


def test_worked_example_double_bezique_order():
    """§4.1 worked example (hearts trumps): single bezique 40 then double bezique 500 on a later
    trick is right; two single beziques then the double is not."""
    pp = _bez_pack()
    held = [pp.parse(x) for x in ("QS", "QS'", "JD", "JD'")]
    d = Declarations()
    single = _meld(pp, "bezique", ["QS", "JD"])
    assert d.refusal(single, held) is None
    d.declare(single)
    double = _meld(pp, "double bezique", ["QS", "QS'", "JD", "JD'"])
    assert d.refusal(double, held) is None
    d.declare(double)
    assert d.points() == 540
    # the other order: the second single bezique first, then the double: refused
    d2 = Declarations()
    d2.declare(single)
    second = _meld(pp, "bezique", ["QS'", "JD'"])
    assert d2.refusal(second, held) is None
    d2.declare(second)
    assert "at least one card" in d2.refusal(double, held)
    # double first: the single bezique is then out (a weaker meld from a stronger one)
    d3 = Declarations()
    d3.declare(double)
    assert "stronger" in d3.refusal(single, held)


def test_sequence_then_no_marriage_but_marriage_then_sequence():
    """§4.1 declaration rules: sequence -> no royal marriage from it; marriage first -> add A 10 J."""
    pp = _bez_pack()
    held = [pp.parse(x) for x in ("AH", "TH", "KH", "QH", "JH")]
    seq = _meld(pp, "sequence", ["AH", "TH", "KH", "QH", "JH"])
    roy = _meld(pp, "royal marriage", ["KH", "QH"])
    d = Declarations()
    d.declare(seq)
    assert "stronger" in d.refusal(roy, held)
    d = Declarations()
    d.declare(roy)
    assert d.refusal(seq, held) is None


def test_same_kind_reuse_refused_other_class_allowed():
    """§4.1: four kings, one played, a new king added: no second eighty kings; a spade marriage's
    queen with a new king: no; four kings then bezique then the spade marriage: yes."""
    pp = _bez_pack()
    d = Declarations()
    kings = _meld(pp, "eighty kings", ["KS", "KH", "KD", "KC"])
    d.declare(kings)
    d.played(pp.parse("KC"))
    held = [pp.parse(x) for x in ("KS", "KH", "KD", "KC'", "QS", "JD")]
    again = _meld(pp, "eighty kings", ["KS", "KH", "KD", "KC'"])
    assert "serve twice" in d.refusal(again, held)
    bez = _meld(pp, "bezique", ["QS", "JD"])
    assert d.refusal(bez, held) is None
    d.declare(bez)
    mar = _meld(pp, "marriage", ["KS", "QS"])
    assert d.refusal(mar, held) is None                  # hearts trumps: spades plain
    d.declare(mar)
    assert d.points() == 80 + 40 + 20
    assert pp.parse("KS") in d.shown and pp.parse("KC") not in d.shown
    d.played(pp.parse("KS"))
    mar2 = _meld(pp, "marriage", ["KS'", "QS"])
    assert "serve twice" in d.refusal(mar2, [*held, pp.parse("KS'")])


def test_pinochle_fours_need_different_suits():
    """§4.9: class C court cards of different suits (unlike bezique), eight kings 160."""
    pp = PhysicalPack(pinochle_pack())
    held = [pp.parse(x) for x in ("KS", "KS'", "KH", "KD")]
    assert not [m for m in find_melds(PINOCHLE_MELDS, held, pp.card, trump=0) if m.kind.klass == "C"]
    held = [pp.parse(x) for x in ("KS", "KS'", "KH", "KH'", "KD", "KD'", "KC", "KC'")]
    names = {m.kind.name: m.points for m in find_melds(PINOCHLE_MELDS, held, pp.card, trump=0)}
    assert names["eight kings"] == 160 and names["four kings"] == 80


def test_refusal_for_a_card_not_held():
    pp = _bez_pack()
    d = Declarations()
    assert "not in your hand" in d.refusal(_meld(pp, "bezique", ["QS", "JD"]), [pp.parse("QS")])
