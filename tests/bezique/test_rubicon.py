"""Rubicon bezique (``rubicon-bezique``) and Chinese bezique (``chinese-bezique``): Foster 1914,
catalog 001_part4.md §4.7-§4.8: the six scoring oracles (the sixth with the catalog's
correction), the re-forming oracles (1500, 500, 6540), the first marriage making trumps and
carte blanche in stacked deals worked by hand, four copies of a card kept apart."""

from collections import Counter

import pytest

from hoyle.cards import Card, parse_card, piquet_pack
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.games.bezique import BeziqueBot, rubicon_value
from hoyle.mechanics.melds import RUBICON_MELDS, Declarations, Meld, PhysicalPack

G = get_game("rubicon-bezique")


@pytest.mark.parametrize("a, b, ba, bb, winner, value", [
    (1200, 700, 0, 0, 0, 3200),      # oracle 1: B rubiconed, 1200 + 700 + 1300
    (1200, 1000, 0, 0, 0, 700),      # oracle 1: had B 1000, 200 + 500
    (1830, 1260, 0, 0, 0, 1100),     # oracle 2: 1800 - 1200 + 500
    (1260, 1140, 7, 25, 1, 600),     # oracle 3: brisques, 1330 v 1390; both 1300: B 100 + 500
    (920, 440, 0, 0, 0, 2600),       # oracle 4: 900 + 400 + 1300 (A's own 920 under 1000 no matter)
    (1740, 850, 14, 18, 0, 1300),    # oracle 5: B saved at 1030; A 1880: 1800 - 1000 + 500
])
def test_rubicon_scoring_oracles(a, b, ba, bb, winner, value):
    """§4.7 TEST ORACLES (scoring) 1-5, the printed values: §4.7 #2 (scoring 1), §4.7 #3 (2),
    §4.7 #4 (3), §4.7 #5 (4), §4.7 #6 (5)."""
    w, v, _ = rubicon_value(a, b, ba, bb)
    assert (w, v) == (winner, value)


def test_rubicon_oracle_6_book_inconsistent_corrected():
    """§4.7 #7, scoring oracle 6 (FLAG, book-inconsistent): B with only 11 brisques is not saved (850 + 110 =
    960, the book misprints 990); the book prints 1800 + 800 + 1300 = 3900, counting A's
    brisques; its own law ("scored as if brisques were not counted") gives A 1700: 3800. We
    follow the law: 3800, not the printed 3900."""
    assert 850 + 11 * 10 == 960
    w, v, why = rubicon_value(1740, 850, 14, 11)
    assert (w, v) == (0, 3800) and "1700 + 800 + 1300" in why


def test_rubicon_loser_under_100_gives_100_more():
    """§4.7: a rubiconed player under 100 gives the winner 100 more (the translation's "rubber")."""
    assert rubicon_value(1500, 50)[1] == 1500 + 0 + 1300 + 100


def _pp():
    return PhysicalPack(list(piquet_pack()) * 4)


def _m(pp, name, labels):
    kind = next(k for k in RUBICON_MELDS if k.name == name)
    return Meld(kind, tuple(sorted(pp.parse(x) for x in labels)))


def test_reforming_oracles():
    """§4.7 #1, re-forming: the royal sequence formed again by replacing each of its cards in turn,
    six times, 1500; eight aces 500 (100 and four re-formations); quadruple bezique shown at once
    4500, shown cumulatively 40 + 500 + 1500 + 4500 = 6540."""
    pp = _pp()
    d = Declarations()
    current = ["AH", "TH", "KH", "QH", "JH"]
    held = {pp.parse(x) for x in current} | {pp.parse(x + "'") for x in current}
    d.declare(_m(pp, "royal sequence", current))
    total = 250
    for i in range(5):                     # each card in turn played away and replaced
        d.played(pp.parse(current[i]))
        held.discard(pp.parse(current[i]))
        current[i] += "'"
        m = _m(pp, "royal sequence", current)
        assert d.refusal(m, held, reform=True) is None
        d.declare(m)
        total += m.points
    assert total == 1500
    d = Declarations()
    aces = ["AS", "AH", "AD", "AC", "AS'", "AH'", "AD'", "AC'"]
    held = {pp.parse(x) for x in aces}
    d.declare(_m(pp, "hundred aces", aces[:4]))
    for i in range(4):
        m = _m(pp, "hundred aces", aces[1 + i:4] + aces[4:5 + i] if i < 3 else aces[4:])
        assert d.refusal(m, held, reform=True) is None
        d.declare(m)
    assert d.points() == 500
    d = Declarations()
    bz = ["QS", "JD", "QS'", "JD'", "QS''", "JD''", "QS'''", "JD'''"]
    held = {pp.parse(x) for x in bz}
    for k, name in ((2, "bezique"), (4, "double bezique"), (6, "triple bezique"), (8, "quadruple bezique")):
        m = _m(pp, name, bz[:k])
        assert d.refusal(m, held, reform=True) is None
        d.declare(m)
    assert d.points() == 6540
    once = Declarations()
    once.declare(_m(pp, "quadruple bezique", bz))
    assert once.points() == 4500
    assert "new card" in once.refusal(_m(pp, "bezique", bz[:2]), held, reform=True)


def stacked(pone, dealer, top="", game=G):
    """A stacked rubicon deal (three at a time, three rounds, the pone first; no turn-up)."""
    p, d = pone.split(), dealer.split()
    order = p[:3] + d[:3] + p[3:6] + d[3:6] + p[6:] + d[6:] + top.split()
    left = Counter(int(c) for c in list(piquet_pack()) * game.state_cls.PACKS)
    left.subtract(int(parse_card(c)) for c in order)
    order += [str(Card(c)) for c in sorted(left.elements())]
    return game.new_deal(2, None, StackedShuffler([order]))


def test_first_marriage_makes_trumps_and_scores_40():
    """§4.7 deal: no trump turned; the first marriage declared makes trumps and scores 40 (a
    deal worked by hand)."""
    st = stacked("KD QD AC 9C 8C 7C 9S 8S 7S", "KH QH 7D 8D 9D 7H 8H 9H JS", "7C 7S")
    assert st.trump is None and st.view(1)["trump"] is None and len(st.hands[0]) == 9
    st.apply("play AC")
    st.apply("play 7D")
    legal = {str(a) for a in st.legal_actions()}
    assert "declare KD QD" in legal and not any("QH" in x for x in legal)
    st.apply("declare KD QD")
    assert st.trump == 1 and st.points[0] == 40 and st.brisques == [1, 0] and st.points[1] == 0


def test_carte_blanche_and_its_draws():
    """§4.7 carte blanche: a hand without king, queen or jack scores 50 at once; a later draw
    that is no court card 50 more; a court card drawn ends it."""
    st = stacked("AC TC 9C 8C 7C 9S 8S 7S AS", "KH QH 7D 8D 9D 7H 8H 9H JS", "7H JC")
    assert st.points[0] == 50 and "AC" in st.view(1)["shown"]["N"]
    st.apply("play AC")
    st.apply("play 7D")                        # N wins, draws 7H (50), S draws JC
    st.apply("draw") if st.phase == "declare" else None
    assert st.points[0] == 100


def test_chinese_bezique_six_packs_and_copies():
    """§4.8: six packs, 192 cards; each physical card in one place, the six copies kept apart."""
    g = get_game("chinese-bezique")
    st = g.new_deal(2, None, SeededShuffler(1))
    locs = Counter(int(c) for cs in st.card_locations().values() for c in cs)
    assert sum(locs.values()) == 192 and set(locs.values()) == {6}
    labels = st.view(0)["hand_labels"]
    assert len(set(labels)) == len(labels) == 9


def test_rubicon_plays_out_with_the_bot():
    for seed in range(2):
        st = G.new_deal(2, None, SeededShuffler(seed))
        bots = [BeziqueBot(0), BeziqueBot(1)]
        while not st.is_over:
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        assert len(st.quitted) == 64 and sum(st.brisques) == 32 and sum(st.outcome()) == 0
        w, v, _ = st.game_value()
        assert v >= 500 or w is None


def test_refusal_before_winning_a_trick():
    st = stacked("KD QD AC 9C 8C 7C 9S 8S 7S", "KH QH 7D 8D 9D 7H 8H 9H JS")
    with pytest.raises(IllegalAction, match="winner of a trick"):
        st.apply("declare KD QD")
