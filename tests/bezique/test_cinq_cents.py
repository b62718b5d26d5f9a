"""Cinq-cents (``cinq-cents``): Foster 1914, catalog 001_part4.md §4.5: 120 for cards a deal
(oracle), 120 for a plain-suit sequence, a card in one combination only, no double
combinations, game 500 going on to 600 when both pass it (oracle)."""

from hoyle.cards import piquet_pack
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.games.bezique import BeziqueBot
from hoyle.mechanics.melds import CINQ_CENTS_MELDS, Declarations, Meld, PhysicalPack

G = get_game("cinq-cents")


def test_table_and_the_exclusive_rule():
    """§4.5: 120 for A 10 K Q J of a plain suit; no double binage; a card in one combination only
    (a marriage's king may not then serve in four kings)."""
    names = {k.name: k.points for k in CINQ_CENTS_MELDS}
    assert names["plain sequence"] == 120 and names["binage"] == 40 and "double bezique" not in names
    pp = PhysicalPack(piquet_pack())
    kind = {k.name: k for k in CINQ_CENTS_MELDS}
    d = Declarations()
    d.declare(Meld(kind["marriage"], tuple(sorted((pp.parse("KH"), pp.parse("QH"))))))
    kings = Meld(kind["eighty kings"], tuple(sorted(pp.parse(k) for k in ("KS", "KH", "KD", "KC"))))
    held = set(kings.cards) | {pp.parse("QH")}
    assert "another" in d.refusal(kings, held, exclusive=True)
    assert d.refusal(kings, held) is None                     # bezique's rule would allow it


def test_120_for_cards_and_10_for_the_last_trick():
    """§4.5 ORACLE: the cards share 120 points between the players (A 11, 10 10, K 4, Q 3, J 2),
    and the last trick 10."""
    for seed in range(3):
        st = G.new_deal(2, None, SeededShuffler(seed))
        assert sum(len(v) for v in st.card_locations().values()) == 32
        bots = [BeziqueBot(0), BeziqueBot(1)]
        while not st.is_over:
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        melds = sum(d.points() for d in st.decl) + 10 * len(st.sevens)
        assert sum(st.points) - melds == 120 + 10


def test_game_500_goes_on_to_600_when_both_pass_it():
    """§4.5: both past 500 unknocked at the end of a deal: the game is played to 600 (the bots
    are kept from knocking: each is offered the legal actions less the knock)."""
    m = G.new_match(2, None, seed=1)
    m.context["score"] = [480, 490]
    st = m.next_deal()
    bots = [BeziqueBot(0), BeziqueBot(1)]
    while not st.is_over:
        legal = [a for a in st.legal_actions() if a.verb != "claim"]
        st.apply(bots[st.turn].choose(st.view(st.turn), legal))
    pts = st.deal_points()
    m.finish(st)
    assert 480 + pts[0] >= 500 and 490 + pts[1] >= 500          # this seed's deal: both pass 500
    assert m.context["goal"] == 600 and not m.is_over and m.context["score"] == [480 + pts[0], 490 + pts[1]]


def test_knock_right_wins_and_wrong_loses():
    """§4.5 (law C7): a knock at 500 wins even if the opponent has enough too; a wrong knock
    loses the game whatever the scores."""
    m = G.new_match(2, None, seed=1, context={"score": [500, 520]})
    st = m.next_deal()
    seat = st.to_act
    assert st.goal == [500, 500] and "claim" in st.legal_strings()
    st.apply("knock")
    m.finish(st)
    assert m.context["rubbers"][0]["winner"] == seat
    m = G.new_match(2, None, seed=1, context={"score": [499, 499]})
    st = m.next_deal()
    seat = st.to_act
    st.apply("knock")
    assert st.claim["right"] is False
    m.finish(st)
    assert m.context["rubbers"][0]["winner"] == 1 - seat
