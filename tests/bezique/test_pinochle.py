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
    """§4.9 #1, the ORACLE: four kings and four queens (one of each suit, spades trumps) are worth 220,
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


# ------------------------------------------------------------------ the claim (knocking), P10-P12
def _match(score, **ctx):
    return G.new_match(2, None, seed=1, context={"score": list(score), **ctx})


def _play_out(st, claim=False):
    """Play the deal to its end by the first legal action that is not a claim."""
    while not st.is_over:
        st.apply(next(a for a in st.legal_actions() if a.verb != "claim"))
    return st


def test_a_deal_alone_offers_no_claim_and_refuses_it_citing_p11():
    """§4.9 knocking is of the game's 1000: a deal played alone (no match) has none; the refusal
    names the law and leaves the state as it was."""
    import pytest
    from hoyle.core.errors import IllegalAction
    st = G.new_deal(2, None, SeededShuffler(1))
    assert st.goal is None and all(a.verb != "claim" for a in st.legal_actions())
    before = st.view(None)
    with pytest.raises(IllegalAction) as e:
        st.apply("knock")
    assert "P11" in str(e.value.law) and st.view(None) == before


def test_the_match_plays_for_1000_and_offers_the_claim_to_the_seat_to_play():
    """P10: each deal of the match knows the game of 1000; the seat to play may claim; the view
    shows both totals against it."""
    m = _match([0, 0])
    st = m.next_deal()
    assert st.goal == [1000, 1000] and "claim" in st.legal_strings()
    assert st.view(0)["game_total"] == {"goal": {"N": 1000, "S": 1000}, "total": {"N": 0, "S": 0}}
    assert "Game: N 0 of 1000, S 0 of 1000" in type(st).render_view(st.view(0))


def test_right_claim_wins_even_when_the_opponent_has_enough_too():
    """§4.9 knocking ("as cinq-cents"): the first correct knock wins, even if both have enough."""
    m = _match([1000, 1200])
    st = m.next_deal()
    seat = st.to_act
    st.apply("knock")
    assert st.is_over and st.claim == {"seat": seat, "right": True, "total": 1000 if seat == 0 else 1200,
                                        "goal": 1000}
    assert "right, he wins it" in st.result_text()
    m.finish(st)
    r = m.context["rubbers"][0]
    assert r["winner"] == seat and r["seats"][seat] == 1 and r["how"].startswith("right claim")
    assert m.context["score"] == [0, 0] and m.context["goal"] == 1000        # a new game


def test_wrong_claim_loses_whatever_the_scores():
    """§4.9: a wrong knock: the opponent wins regardless of scores (here 999 against 10)."""
    m = _match([999, 999])
    st = m.next_deal()
    seat = st.to_act
    st.apply("claim")
    assert st.claim["right"] is False and st.claim["total"] == 999
    m.finish(st)
    assert m.context["rubbers"][0]["winner"] == 1 - seat and m.context["rubbers"][0]["seats"][seat] == -1


def test_the_claim_counts_melds_and_cards_taken_this_deal():
    """P11: the game total is the earlier deals and this deal's melds, dix and cards taken."""
    m = _match([990, 0])
    st = m.next_deal()
    while st.points[0] < 10 or st.phase != "play" or st.to_act != 0:
        st.apply(next(a for a in st.legal_actions() if a.verb != "claim"))
    assert st.running_total(0) == 990 + st.points[0] >= 1000
    st.apply("claim")
    assert st.claim["right"] is True


def test_both_past_1000_unclaimed_go_on_to_1250_then_one_past_it_wins():
    """§4.9 knocking: nobody knocked and both have enough at the end of a deal: neither wins; the
    game goes on to 1250. Then a claim of 1000 is wrong, and one alone past 1250 wins."""
    m = _match([995, 995])
    st = _play_out(m.next_deal())
    assert min(995 + p for p in st.deal_points()) >= 1000
    m.finish(st)
    assert not m.is_over and m.context["goal"] == 1250
    assert any("goes on to 1250" in a for a in m.announcements())
    st = m.next_deal()
    assert st.goal == [1250, 1250]
    m.context["score"] = [1300, 100]
    st = _play_out(m.next_deal())
    m.finish(st)
    assert m.context["rubbers"][0]["winner"] == 0 and m.context["rubbers"][0]["how"] == "reached the goal"


def test_a_claim_at_1000_when_the_game_has_gone_on_is_wrong():
    m = _match([1100, 1100], goal=1250)
    st = m.next_deal()
    st.apply("claim")
    assert st.claim == {"seat": st.claim["seat"], "right": False, "total": 1100, "goal": 1250}


def test_the_bot_knocks_once_its_total_reaches_the_game():
    m = _match([1000, 0])
    st = m.next_deal()
    bot = BeziqueBot(st.to_act)
    assert str(bot.choose(st.view(st.to_act), st.legal_actions())) == "claim"
    m2 = _match([0, 0])
    st2 = m2.next_deal()
    assert BeziqueBot(st2.to_act).choose(st2.view(st2.to_act), st2.legal_actions()).verb == "play"


def test_pinochle_64_claims_too_and_gaigel_has_no_claim():
    """The 64-card game is two-hand pinochle (P11); gaigel (§4.11) is won at once on reaching 101,
    so it has no claim: refused citing its game law G4."""
    import pytest
    from hoyle.core.errors import IllegalAction
    g64 = get_game("pinochle-64")
    st = g64.new_match(2, None, seed=1).next_deal()
    assert "claim" in st.legal_strings()
    gg = get_game("gaigel")
    st = gg.new_match(2, None, seed=1, context={"goal": 101, "score": [0, 0]}).next_deal()
    assert st.goal is None and "claim" not in st.legal_strings()
    with pytest.raises(IllegalAction) as e:
        st.apply("claim")
    assert "G4" in str(e.value.law)
