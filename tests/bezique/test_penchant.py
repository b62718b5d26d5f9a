"""Penchant (``penchant``): Foster 1914, catalog 001_part4.md §4.6. Oracles (3): the table of
declarations (fours 100, trits 30, pairs 20; sequences with K Q J 250/40/30, K Q and Q J 20, a
flush with K Q J 50; a penchant 10); the brisques (A 10 7: ten for each over six, six each
nothing; in the last six tricks scored as taken, 10 presumed, and counted again); the game of
four deals (the difference, doubled when the lower total is under 400). Also the book's
examples of re-use (a marriage and a penchant tabled make no pair of queens; a third queen
from the hand makes a trit) and of blocking, the loser's penchant and the first penchant's jack
making trumps, as deals worked by hand."""

from collections import Counter

import pytest

from hoyle.cards import Card, parse_card, piquet_pack
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.games.bezique.bezique import _CARD, BEZIQUE_PACK
from hoyle.games.bezique.penchant import (PENCHANT_MELDS, PenchantBot, brisques_over_six,
                                          penchant_game_value)
from hoyle.mechanics.melds import find_melds

G = get_game("penchant")


def stacked(pone, dealer, top="", **rules):
    """A stacked deal: three and three, the pone (N) first; then the stock's first cards."""
    p, d = pone.split(), dealer.split()
    order = p[:3] + d[:3] + p[3:] + d[3:] + top.split()
    left = Counter(int(c) for c in piquet_pack())
    left.subtract(int(parse_card(c)) for c in order)
    assert all(v >= 0 for v in left.values())
    order += [str(Card(c)) for c in sorted(left.elements())]
    return G.new_deal(2, rules or None, StackedShuffler([order]))


def best(labels):
    ids = [BEZIQUE_PACK.parse(x) for x in labels.split()]
    found = find_melds(PENCHANT_MELDS, ids, lambda p: _CARD[p], None)
    return max((m.points, m.kind.name) for m in found if len(m.cards) == len(ids))


def test_oracle_the_table_of_declarations():
    """§4.6 table: "such as four Tens, 100", three of a kind 30, a pair 20; one suit: five in
    sequence with K Q J 250, four 40, K Q J 30, K Q 20, Q J 20, a flush of five with K Q J 50;
    "Queen and Jack of different suits, 10"; trumps add nothing (none is asked for)."""
    assert best("TC TD TH TS") == (100, "four tens")
    assert best("QC QD QH") == (30, "trit of queens")
    assert best("9C 9H") == (20, "pair of nines")
    assert best("AH KH QH JH TH") == (250, "sequence of five")
    assert best("KH QH JH TH 9H") == (250, "sequence of five")
    assert best("KS QS JS TS") == (40, "sequence of four")
    assert best("KD QD JD") == (30, "king queen jack")
    assert best("KC QC") == (20, "marriage") and best("QC JC") == (20, "queen and jack")
    assert best("KH QH JH 8H 7H") == (50, "flush")
    assert best("QS JD") == (10, "penchant")
    assert all(m.kind.name != "penchant" for m in find_melds(PENCHANT_MELDS, [BEZIQUE_PACK.parse("QS"),
                                                                            BEZIQUE_PACK.parse("JS")],
                                                             lambda p: _CARD[p], None))


def test_oracle_brisques_over_six():
    """§4.6 brisques: twelve (A, 10, 7); 10 for each over six; six each, nothing."""
    assert brisques_over_six([8, 4]) == [20, 0] and brisques_over_six([6, 6]) == [0, 0]
    assert brisques_over_six([1, 11]) == [0, 50]


def test_oracle_game_of_four_deals_doubled_under_400():
    """§4.6 game: the lower total from the higher; doubled if the lower is under 400."""
    assert penchant_game_value(1000, 500) == (0, 500)
    assert penchant_game_value(350, 900) == (1, 1100)
    assert penchant_game_value(400, 420) == (1, 20) and penchant_game_value(300, 300) == (None, 0)
    m = G.new_match(2, None, seed=4)
    bots = [PenchantBot(0), PenchantBot(1)]
    totals = [0, 0]
    for k in range(4):
        assert m.context["deal_of_game"] == k + 1 and not m.context["rubbers"]
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        totals = [a + b for a, b in zip(totals, st.deal_points())]
        m.finish(st)
    r = m.context["rubbers"][0]
    assert r["score"] == totals and r["value"] == penchant_game_value(*totals)[1]
    assert m.context["deal_of_game"] == 1 and m.context["score"] == [0, 0]


def test_brisques_in_the_last_six_tricks_count_twice():
    """§4.6: brisques are scored (10 each) only in the last six tricks, and all are counted again
    at the end; no score for the last trick. A deal's points are its declarations, those
    brisques, and the brisques over six."""
    for seed in range(6):
        st = G.new_deal(2, None, SeededShuffler(seed))
        bots = [PenchantBot(0), PenchantBot(1)]
        while not st.is_over:
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        assert len(st.quitted) == 16 and sum(st.brisques) == 12
        late = [0, 0]
        for _, cards, w in st.quitted[10:]:
            late[w] += sum(1 for c in cards if str(Card(_CARD[c]))[0] in "AT7")
        for s in (0, 1):
            declared = sum(m.points for m in st.decl[s].scored)
            assert st.points[s] == declared + 10 * late[s] + brisques_over_six(st.brisques)[s]


def test_reuse_marriage_and_penchant_make_no_pair_of_queens_but_a_trit():
    """§4.6 example: with a marriage and a penchant on the table one may not score the pair of
    queens; adding a queen from the hand one may score a trit. The first penchant's jack makes
    trumps (diamonds here). Blocking: S may not score his low pair of nines while N's three
    queens lie on the table, but may score his kings."""
    st = stacked("KH QH QS JD QC 7S", "9S 9H 8C 7C 8S 7D", "7H KC 8H KS TC 8D")
    assert st.trump is None
    for a in ("play 7S", "play 8C", "declare KH QH"):
        st.apply(a)
    assert st.points[0] == 20 and st.phase == "play"          # the winner declared: the loser may not
    for a in ("play 7H", "play 7C", "declare QS JD"):
        st.apply(a)
    assert st.points[0] == 30 and st.trump == 1               # the jack of diamonds
    st.apply("play 8H")
    st.apply("play 8S")
    before = st.view(None)
    with pytest.raises(IllegalAction, match="new card from the hand"):
        st.apply("declare QH QS")
    assert st.view(None) == before
    st.apply("declare QH QS QC")
    assert st.points[0] == 60
    st.apply("play TC")
    st.apply("play 7D")                                        # a trump: S wins
    assert st.turn == 1 and st.phase == "declare"
    with pytest.raises(IllegalAction, match="blocked"):
        st.apply("declare 9S 9H")
    st.apply("declare KC KS")
    assert st.points[1] == 20


def test_the_losers_penchant_only():
    """§4.6: when the winner declares nothing he draws; the loser may then declare a penchant,
    and nothing else, before he draws; its jack makes trumps, whoever declared it."""
    st = stacked("7S 8S 9S TS AS KH", "7H QD JC 8D 8H 9D")
    st.apply("play 7S")
    st.apply("play 7H")
    assert st.phase == "penchant" and st.turn == 1 and len(st.hands[0]) == 6 and len(st.hands[1]) == 5
    assert {str(a) for a in st.legal_actions()} == {"declare JC QD", "draw"}
    with pytest.raises(IllegalAction, match="penchant only"):
        st.apply("declare 8D 8H")
    with pytest.raises(IllegalAction, match="penchant or draw"):
        st.apply("play 8D")
    st.apply("declare QD JC")
    assert st.points[1] == 10 and st.trump == 0 and st.turn == 0 and len(st.hands[1]) == 6
    assert st.view(0)["shown"]["S"] == ["JC", "QD"] and "JC" not in st.view(0)["hand"]


def test_views_hide_the_stock_and_the_other_hand():
    st = G.new_deal(2, None, SeededShuffler(2))
    v = st.view(0)
    assert v["stock"] == 20 and v["turned_card"] is None and len(v["hand"]) == 6
    assert "hand" in v and v["hand_sizes"]["S"] == 6
    text = G.state_cls.render_view(st.view(1))
    assert "deal 1 of a game of four" in text and "Your hand (S)" in text
    assert len(list(st.hidden_cards(0))) == 26


def test_the_last_six_tricks_follow_and_win():
    """§4.6 last six tricks (PN8): with the stock exhausted the second player follows suit and
    wins if able; a card that does not is refused, naming the law, the state unchanged."""
    st = G.new_deal(2, None, SeededShuffler(5))
    bots = [PenchantBot(0), PenchantBot(1)]
    refused = False
    while not st.is_over:
        if st.stock.exhausted and st.trick and not refused:
            bad = [p for p in st.hands[st.turn] if p not in st.legal_cards()]
            if bad:
                before = st.view(None)
                with pytest.raises(IllegalAction, match="last six tricks.*PN8"):
                    st.apply(f"play {BEZIQUE_PACK.label(bad[0])}")
                assert st.view(None) == before
                refused = True
        st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
    assert refused
