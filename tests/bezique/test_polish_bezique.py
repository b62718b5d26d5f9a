"""Polish bezique (``polish-bezique``): Foster 1914, catalog 001_part4.md §4.4 (no printed
oracle): a deal worked by hand: the courts and the trump ten of a won trick are laid apart,
out of play, and declarations are made from them only."""

from collections import Counter

import pytest

from hoyle.cards import Card, parse_card, piquet_pack
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.games.bezique import BeziqueBot

G = get_game("polish-bezique")


def stacked(pone, dealer, up, top=""):
    p, d = pone.split(), dealer.split()
    order = p[:3] + d[:3] + p[3:5] + d[3:5] + p[5:] + d[5:] + [up] + top.split()
    left = Counter(int(c) for c in list(piquet_pack()) * 2)
    left.subtract(int(parse_card(c)) for c in order)
    order += [str(Card(c)) for c in sorted(left.elements())]
    return G.new_deal(2, None, StackedShuffler([order]))


def test_courts_laid_apart_and_declared_from_there():
    """A deal worked by hand (hearts trumps): N leads QS, S throws JD; the lead wins and N lays
    both apart; the bezique is then declared from the laid-apart cards, though N's hand holds
    neither of them."""
    st = stacked("QS 9C 8C 7C 9D 8D 7D 7S", "JD 9S 8S 8H 9H KC QC JC", "AH")
    st.apply("play QS")
    with pytest.raises(IllegalAction):
        st.apply("declare QS JD")               # nobody has won a trick yet
    st.apply("play JD")                         # the leader wins: QS and JD laid apart by N
    assert st.view(1)["laid_apart"]["N"] == ["JD", "QS"]
    assert [str(a) for a in st.legal_actions()] == ["declare JD QS", "draw"]
    st.apply("declare QS JD")
    assert st.points[0] == 40
    assert not any(c in ("QS", "JD") for c in st.view(0)["hand"])


def test_playout_conserves_cards():
    for seed in range(3):
        st = G.new_deal(2, None, SeededShuffler(seed))
        bots = [BeziqueBot(0), BeziqueBot(1)]
        while not st.is_over:
            locs = Counter(int(c) for cs in st.card_locations().values() for c in cs)
            assert set(locs.values()) == {2} and len(locs) == 32
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        assert len(st.quitted) == 32
