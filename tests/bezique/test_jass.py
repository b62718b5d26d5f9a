"""Jass (``jass``) and two-handed jass (``two-handed-jass``): Foster 1914, seed 001 part 6
appendix, catalog 001_part6.md §12.10, oracle O-60 (the point and meld table; the derived
invariant 152 for cards a deal, 157 with the last trick's 5), the trump jack and nine, the
trump jack's privilege, the trump six, and the play from a stock for two."""

import json
from collections import Counter

import pytest

from hoyle.cards import Card, parse_card
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.games.bezique.multihand import JASS_MELDS, JASS_PACK

PACK = [int(JASS_PACK.card(p)) for p in JASS_PACK.ids()]


def stacked(hands, n, slug="jass", extra=()):
    """A stacked jass deal, nine each by threes from the dealer's left (seat 0; the dealer the
    last seat), the seats' cards as listed, then ``extra`` (the widow or the stock) and the rest."""
    left = Counter(PACK)
    for h in list(hands.values()) + [" ".join(extra)]:
        left.subtract(int(parse_card(c)) for c in h.split())
    rest = [str(Card(c)) for c in sorted(left.elements())]
    full = {}
    for s in range(n):
        mine = hands.get(s, "").split()
        full[s] = mine + rest[:9 - len(mine)]
        rest = rest[9 - len(mine):]
    order = [c for r in range(0, 9, 3) for s in range(n) for c in full[s][r:r + 3]] + list(extra) + rest
    return get_game(slug).new_deal(n, None, StackedShuffler([order]))


def test_o60_meld_table():
    """O-60: four jacks 200; four aces, kings, queens or tens 100; sequences of five 100, four 50,
    three 20; king and queen of trumps 20."""
    v = {k.name: k.points for k in JASS_MELDS}
    assert v["four jacks"] == 200
    assert v["four aces"] == v["four kings"] == v["four queens"] == v["four tens"] == 100
    assert (v["sequence of 5"], v["sequence of 4"], v["sequence of 3"], v["trump marriage"]) == (100, 50, 20, 20)


@pytest.mark.parametrize("n", [3, 4])
def test_o60_cards_152_a_deal_and_157_with_the_last_trick(n):
    """O-60 (derived): the cards taken count 4 x 30 + 18 (the trump jack 20) + 14 (the trump nine)
    = 152 a deal, 157 with the last trick's 5 (three players: the widow's cards are out of play)."""
    g = get_game("jass")
    for seed in range(8):
        st = g.new_deal(n, None, SeededShuffler(seed))
        bots = [g.bots["heuristic"](s) for s in range(n)]
        while not st.is_over:
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        widow = sum(st._points(p) for p in st.rest)
        assert sum(st.card_pts) + widow == 157
        assert sum(st._points(p) for p in JASS_PACK.ids()) == 152


def test_trump_jack_and_nine_rank_highest_and_the_ten_below_the_jack():
    """§12.10: the trump jack highest, the trump nine second; plain suits A K Q J 10 (our reading)."""
    st = get_game("jass").new_deal(4, None, SeededShuffler(0))
    t = st.trump
    pid = {str(JASS_PACK.card(p)): p for p in JASS_PACK.ids()}
    s = "CDHS"[t]
    plain = "CDHS"[(t + 1) % 4]
    assert st._beats(pid["J" + s], pid["A" + s]) and st._beats(pid["9" + s], pid["A" + s])
    assert st._beats(pid["J" + s], pid["9" + s]) and not st._beats(pid["9" + s], pid["J" + s])
    assert st._beats(pid["J" + plain], pid["T" + plain]) and st._beats(pid["Q" + plain], pid["J" + plain])


def test_the_six_of_trumps_takes_the_turned_card_and_four_must_head_the_trick():
    """§12.10: with four the last card is turned; the holder of the trump six exchanges it for
    it. Then follow suit and head the trick if able (a lower card refused, state unchanged)."""
    st = stacked({0: "6S AH QH 9C 8C 7C 6C TD 9D", 1: "AC KC QC JC TC 6H 7H 8H KH",
                  3: "AD KD QD JD 8D 7D 6D TS AS"}, 4)
    assert st.trump == 3
    n_hand = st.view(0)["hand_labels"]
    assert "AS" in n_hand and "6S" not in n_hand and "6S" in st.view(3)["hand_labels"]
    assert "AS" in st.view(1)["shown"]["N"]             # the turned card, seen by all
    st.apply("play QH")
    assert st.phase == "meld" and "meld 9C 8C 7C 6C" in st.legal_strings()    # a sequence of four
    st.apply("done")
    assert st.legal_strings() == ["play KH"]            # E must head the trick
    before = json.dumps(st.record(), sort_keys=True, default=str)
    with pytest.raises(IllegalAction, match="win the trick if you can"):
        st.apply("play 6H")
    with pytest.raises(IllegalAction, match="follow suit"):
        st.apply("play AC")
    assert json.dumps(st.record(), sort_keys=True, default=str) == before


def test_the_trump_jack_may_renege():
    """§12.10: the trump jack need not follow suit: trumps led, a seat whose only trump is the
    jack may play any card."""
    st = stacked({0: "AS KS QS 9C 8C 7C 6C TD 9D", 1: "JS AH KH QH JH TH 9H 8H 7H",
                  3: "AD KD QD JD 8D 7D 6D AC 6S"}, 4)
    assert st.trump == 3
    st.apply("play AS")
    if st.phase == "meld":
        st.apply("done")
    assert {a.args[0] for a in st.legal_actions()} == set(st.view(1)["hand_labels"])


def test_melds_after_ones_first_card_scored_on_winning_a_trick():
    """§12.10: melds called after one's card to the first trick; scored only if one wins a trick."""
    st = stacked({0: "AS KS QS JS 9C 8C 7C 6C TD", 3: "AD KD QD JD 8D 7D 6D AC 6H"}, 4)
    assert st.trump == 2 and st.phase == "play"
    st.apply("play AS")
    assert "meld AS KS QS JS" in st.legal_strings() or "meld JS QS KS AS" in st.legal_strings()
    st.apply("meld AS KS QS JS")
    assert st.pending[0] == 50
    with pytest.raises(IllegalAction, match="one combination"):
        st.apply("meld AS KS QS")                         # a card serves in one meld only (our reading)


def test_three_players_widow_and_the_28th_card():
    """§12.10 three players: nine each, the 28th card turned for trumps, the widow of nine; the
    dealer may take the widow for his hand (then keeps none of his own)."""
    st = get_game("jass").new_deal(3, None, SeededShuffler(3))
    assert len(st.rest) == 9 and st.turn_up == st.rest[0] and st.phase == "widow" and st.turn == 2
    old = list(st.hands[2])
    widow = list(st.rest)
    st.apply("exchange")
    assert set(st.rest) == set(old) and (set(st.hands[2]) - set(widow)) <= {p for p in old
                                                                             if st._rank_of(p) == 6}
    assert st.phase in ("play", "meld")


def test_two_handed_jass_from_a_stock():
    """§12.10 two-handed: free play while the stock lasts; the winner may meld one meld, then
    draws first; once the stock is gone the second player must win if able."""
    g = get_game("two-handed-jass")
    st = g.new_deal(2, None, SeededShuffler(5))
    assert len(st.rest) == 36 - 18 and len(st.hands[0]) == 9 and st.rest[-1] == st.turn_up
    bots = [g.bots["heuristic"](s) for s in range(2)]
    strict_seen = False
    while not st.is_over:
        if st.trick and st.rest:
            assert len(st.legal_actions()) == len(st.hands[st.turn])      # free play
        if st.trick and not st.rest:
            strict_seen = True
        st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        if st.phase == "meld":
            assert any(a.verb == "meld" for a in st.legal_actions()) and "draw" in st.legal_strings()
    assert strict_seen and sum(st.card_pts) == 157
    assert st.outcome()[0] == -st.outcome()[1]
