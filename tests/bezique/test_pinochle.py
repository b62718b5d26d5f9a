"""Pinochle (``pinochle``) and pinochle with 64 cards (``pinochle-64``): Foster 1914, catalog
001_part4.md §4.9: the oracle "four kings and four queens are worth 220, never 240", the meld
table, 240 for cards and 10 for the last trick, the dix, the rule of the last twelve tricks."""

import itertools
from collections import Counter

from hoyle.cards import Card, parse_card, pinochle_pack, piquet_pack
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.games.bezique import BeziqueBot
from hoyle.mechanics.melds import PINOCHLE_MELDS, Declarations, Meld, PhysicalPack

G = get_game("pinochle")


def test_oracle_four_kings_and_four_queens_make_220_never_240():
    """§4.9 ORACLE: four kings and four queens (one of each suit, spades trumps) are worth 220,
    never 240: each meld takes a new card from the hand, so one marriage is sacrificed. Every
    order of the six melds is tried; the best is 220."""
    pp = PhysicalPack(pinochle_pack())
    held = {pp.parse(x) for x in ("KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC")}
    kind = {k.name: k for k in PINOCHLE_MELDS}
    melds = [Meld(kind["four kings"], tuple(sorted(pp.parse(x) for x in ("KS", "KH", "KD", "KC")))),
             Meld(kind["four queens"], tuple(sorted(pp.parse(x) for x in ("QS", "QH", "QD", "QC")))),
             Meld(kind["royal marriage"], tuple(sorted((pp.parse("KS"), pp.parse("QS")))))]
    melds += [Meld(kind["marriage"], tuple(sorted((pp.parse("K" + s), pp.parse("Q" + s))))) for s in "HDC"]
    best = 0
    for order in itertools.permutations(melds):
        d = Declarations()
        for m in order:
            if d.refusal(m, held, from_hand=True) is None:
                d.declare(m)
        best = max(best, d.points())
    assert best == 220
    assert 80 + 60 + 40 + 3 * 20 == 240              # the theoretical sum the rule forbids


def test_meld_table_values():
    """§4.9 table: sequence 150, binocle 40, double binocle 80, grand binocle 80, 100 aces, eight
    aces 200, eight kings 160."""
    v = {k.name: k.points for k in PINOCHLE_MELDS}
    assert (v["sequence"], v["binocle"], v["double binocle"], v["grand binocle"]) == (150, 40, 80, 80)
    assert (v["four aces"], v["eight aces"], v["eight kings"], v["eight jacks"]) == (100, 200, 160, 80)


def test_cards_240_and_last_trick_10_the_last_twelve():
    """§4.9 cards: 240 a deal and 10 for the last trick (a deal played out by the bot, melds
    aside); the last twelve tricks follow suit and win if able."""
    for seed in range(3):
        st = G.new_deal(2, None, SeededShuffler(seed))
        locs = Counter(int(c) for cs in st.card_locations().values() for c in cs)
        assert sum(locs.values()) == 48 and set(locs.values()) == {2}
        bots = [BeziqueBot(0), BeziqueBot(1)]
        while not st.is_over:
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        melds = sum(d.points() for d in st.decl) + 10 * len(st.sevens)
        assert sum(st.points) - melds == 240 + 10
        assert len(st.quitted) == 24


def stacked(pone, dealer, up, slug="pinochle"):
    p, d = pone.split(), dealer.split()
    order = p[:4] + d[:4] + p[4:8] + d[4:8] + p[8:] + d[8:] + [up]
    g = get_game(slug)
    pack = list(pinochle_pack()) if slug == "pinochle" else list(piquet_pack()) * 2
    left = Counter(int(c) for c in pack)
    left.subtract(int(parse_card(c)) for c in order)
    order += [str(Card(c)) for c in sorted(left.elements())]
    return g.new_deal(2, None, StackedShuffler([order]))


def test_dix_turned_and_exchanged_a_deal_worked_by_hand():
    """§4.9 deal worked by hand: a dix (nine of trumps) turned scores the dealer 10; the winner
    of a trick holding the other nine may score it, or meld instead (not both): the sequence 150."""
    st = stacked("AS AS TS TS KS KS QS QS JS JS 9S 9H", "AH AH TH TH KH KH QH QH JH JH 9C 9D", "9S")
    assert st.trump == 3 and st.points[1] == 10
    st.apply("play AS")
    st.apply("play 9C")
    assert st.points[0] == 11                        # an ace taken: 11
    acts = {str(a) for a in st.legal_actions()}
    assert "seven" in acts and "declare AS' TS KS QS JS" in acts
    st.apply("declare AS' TS KS QS JS")
    assert st.points[0] == 11 + 150


def test_pinochle_64_has_64_cards_and_the_seven_for_dix():
    g = get_game("pinochle-64")
    st = g.new_deal(2, None, SeededShuffler(2))
    assert sum(len(v) for v in st.card_locations().values()) == 64 and len(st.hands[0]) == 12
    assert st.SEVEN_RANK == 7
