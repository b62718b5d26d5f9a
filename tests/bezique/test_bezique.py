"""Two-hand bezique (``bezique``): Foster 1914, catalog 001_part4.md §4.1: the declaration
table and the worked example on the order of bezique and double bezique, played as a stacked
deal worked by hand; the seven of trumps; the two copies of a card as distinct cards; the
last eight tricks; the match to 1000; the referee."""

from collections import Counter

import pytest

from hoyle.cards import Card, parse_card, piquet_pack
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import ActionParseError, IllegalAction
from hoyle.games.bezique import BeziqueBot
from hoyle.games.bezique.bezique import _SUIT as BEZIQUE_SUIT

G = get_game("bezique")


def stacked(pone, dealer, up, top="", **ctx):
    """A stacked deal (3-2-3, the pone first, the 17th turned): the pone's eight, the dealer's
    eight, the turn-up, the stock's first cards; the rest of the 64 in pack order."""
    p, d = pone.split(), dealer.split()
    order = p[:3] + d[:3] + p[3:5] + d[3:5] + p[5:] + d[5:] + [up] + top.split()
    left = Counter(int(c) for c in list(piquet_pack()) * 2)
    left.subtract(int(parse_card(c)) for c in order)
    assert all(v >= 0 for v in left.values())
    order += [str(Card(c)) for c in sorted(left.elements())]
    return G.new_deal(2, None, StackedShuffler([order]), ctx or None)


HANDS = ("QS QS JD JD AC AC 9C 8C", "7S 7S 8S 8S 9S 9S 7D 7D")


def test_worked_example_single_then_double_bezique_is_540():
    """§4.1 worked example (hearts trumps), a deal worked by hand: single bezique 40 on one trick,
    then double bezique 500 on another (never the 500 first, which forfeits the 40)."""
    st = stacked(*HANDS, "KH")
    assert st.view(0)["hand_labels"].count("QS") == 1 and "QS'" in st.view(0)["hand_labels"]
    st.apply("play AC")
    st.apply("play 7S")
    assert st.phase == "declare" and st.points[0] == 10          # a brisque
    legal = {str(a) for a in st.legal_actions()}
    assert "declare JD QS" in legal and "declare JD JD' QS QS'" in legal and "declare JD' QS" in legal
    st.apply("declare QS JD")
    assert st.view(1)["shown"]["N"] == ["JD", "QS"] and len(st.hands[0]) == 8
    st.apply("play AC'")
    st.apply("play 7S'")
    st.apply("declare QS QS' JD JD'")
    assert st.points[0] == 10 + 40 + 10 + 500
    assert sorted(st.view(1)["shown"]["N"]) == ["JD", "JD'", "QS", "QS'"]


def test_worked_example_two_singles_leave_no_double():
    """§4.1: the second single bezique scored (40 + 40) leaves no double bezique to score."""
    st = stacked(*HANDS, "KH")
    for a in ("play AC", "play 7S", "declare QS JD", "play AC", "play 7S", "declare QS' JD'",
              "play 9C", "play 7D"):
        st.apply(a)
    assert st.points[0] == 10 + 40 + 10 + 40
    assert not any(len(a.args) == 4 for a in st.legal_actions() if a.verb == "declare")
    with pytest.raises(IllegalAction, match="at least one card"):
        st.apply("declare QS QS' JD JD'")
    assert st.phase == "declare"


def test_play_names_the_copy_held_and_shown_cards_are_playable():
    """Two copies are two cards: ``play QS`` names the copy the seat holds (here the second,
    ``QS'``); a declared card lies shown on the table and is played from there."""
    st = stacked("QS KS JD AH TH 9C 8C 7C", "7S QS 8S 8S 9S 9S 7D 7D", "KH")
    st.apply("play 9C")
    st.apply("play QS")
    assert st.quitted[0][1][1] >= 32 and st.quitted[0][2] == 0   # QS' thrown; the leader wins
    st.apply("declare QS JD")
    assert st.view(1)["shown"]["N"] == ["JD", "QS"]
    st.apply("play QS")
    assert st.view(1)["shown"]["N"] == ["JD"]


def test_seven_turned_and_the_seven_exchange():
    """§4.1 B2/B6: a seven turned scores the dealer 10; the seven of trumps exchanged for the
    turn-up after winning a trick scores 10 and the card taken is seen by both."""
    st = stacked(*HANDS, "7H")
    assert st.points[1] == 10
    st = stacked("7H QS JD JD AC AC 9C 8C", HANDS[1], "KH")
    st.apply("play AC")
    st.apply("play 7S")
    st.apply("seven")
    assert st.points[0] == 20 and "KH" in st.view(1)["shown"]["N"] and st.view(1)["turned_card"] == "7H"
    with pytest.raises(IllegalAction, match="nine|seven|declare"):
        st.apply("seven")


def test_refusals():
    st = stacked(*HANDS, "KH")
    before = st.view(0)
    with pytest.raises(IllegalAction, match="before drawing"):
        st.apply("declare QS JD")
    with pytest.raises(IllegalAction, match="do not hold"):
        st.apply("play KH")
    with pytest.raises(ActionParseError, match="not a card of this pack"):
        st.apply("play 5H")
    assert st.view(0) == before


def test_last_eight_tricks_follow_and_win_and_card_identity():
    """§4.1 B10: with the stock gone, follow suit and win if able, trump if void; brisques 160 in
    all and the last trick 10; each physical card in one place throughout."""
    for seed in range(4):
        st = G.new_deal(2, None, SeededShuffler(seed))
        bots = [BeziqueBot(0), BeziqueBot(1)]
        while not st.is_over:
            locs = Counter(int(c) for cs in st.card_locations().values() for c in cs)
            assert all(v == 2 for v in locs.values()) and len(locs) == 32
            if st.stock.exhausted and st.trick:
                lead = st.trick[0]
                hand = st.hands[st.turn]
                suit = BEZIQUE_SUIT.__getitem__
                legal = st.legal_cards()
                if any(suit(p) == suit(lead) for p in hand):
                    assert all(suit(p) == suit(lead) for p in legal)
                elif any(suit(p) == st.trump for p in hand):
                    assert all(suit(p) == st.trump for p in legal)
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        assert len(st.quitted) == 32 and sum(st.outcome()) == 0


def test_match_to_1000_doubled_under_500():
    """§4.1 stakes: game 1000, doubled when the loser has not reached 500."""
    m = G.new_match(2, None, seed=2)
    bots = [BeziqueBot(0), BeziqueBot(1)]
    for _ in range(30):
        if m.is_over:
            break
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        m.finish(st)
    assert m.is_over
    r = m.context["rubbers"][0]
    loser = 1 - r["winner"]
    assert r["value"] == (2 if r["score"][loser] < 500 else 1)
    assert max(r["score"]) >= 1000 and r["seats"][r["winner"]] == r["value"]


def test_referee_misdeal_and_revoke():
    st = stacked(*HANDS, "KH")
    assert "B3" in st.referee("misdeal", 1).law and st.is_over and st.outcome() == [0, 0]
    st = stacked(*HANDS, "KH")
    with pytest.raises(IllegalAction, match="no breach"):
        st.referee("revoke", 0)


def test_referee_false_declaration_three_kings_and_a_jack():
    """§4.1 irregularities (B11): three kings and a jack declared as four kings (referee mode):
    the 80 is taken off and the opponent adds it to his own."""
    p, d = "KS KH KD JC AC 9C 8C 7C".split(), HANDS[1].split()
    order = p[:3] + d[:3] + p[3:5] + d[3:5] + p[5:] + d[5:] + ["KC"]
    left = Counter(int(c) for c in list(piquet_pack()) * 2)
    left.subtract(int(parse_card(c)) for c in order)
    order += [str(Card(c)) for c in sorted(left.elements())]
    st = G.new_deal(2, {"referee_mode": True}, StackedShuffler([order]))
    st.apply("play AC")
    st.apply("play 7S")
    with pytest.raises(IllegalAction, match="no false declaration"):
        st.referee("false-declaration", 0)
    st.apply("declare KS KH KD JC")              # accepted at a physical table
    assert st.points[0] == 10 + 80
    r = st.referee("false-declaration", 1)
    assert "B11" in r.law and st.points == [10, 80]
    plain = stacked(*HANDS, "KH")
    plain.apply("play AC")
    plain.apply("play 7S")
    with pytest.raises(IllegalAction, match="no declaration of the table"):
        plain.apply("declare QS JD 9C")
