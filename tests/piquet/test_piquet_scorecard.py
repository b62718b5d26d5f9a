"""The piquet au cent score card (issue 16 item 5): two-hand deals played with a real pack,
what each player scored announced class by class (or as totals), counted out to 100 by the
engine's own ``PiquetMatch`` (Foster 1914, 001 part 5 §2.1; our piquet laws 14-24). Checked
against the catalog's worked examples (001_part5.md §2.1 TEST ORACLES 4-8) and against hoyle's
bots: deals played by the engine, each deal's items entered on a card, the same score, games
and settlement deal by deal."""

from __future__ import annotations

import pytest

from hoyle.bots import make_bot
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.mechanics.scorecard import EntryRefused, score_card


def _play(slug: str, seed: int, deals: int):
    """``deals`` bot-played deals of ``slug``: yields (match, finished deal, game ended)."""
    g = get_game(slug)
    m = g.new_match(2, g.make_rules({}), shuffler=SeededShuffler(seed))
    bots = [make_bot("bot", g, i, seed * 1000 + i) for i in range(2)]
    for _ in range(deals):
        s = m.next_deal()
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        before = len(m.context.get("rubbers", []))
        m.finish(s)
        yield m, s, len(m.context.get("rubbers", [])) > before


def _items(s) -> list[dict[str, int]]:
    items: list[dict[str, int]] = [{}, {}]
    for k, seat, p in s.items():
        items[seat][k] = items[seat].get(k, 0) + p
    return items


@pytest.mark.parametrize("form", ["items", "totals"])
def test_bot_deals_count_out_the_same_on_the_card_as_in_the_engine(form):
    card = score_card("piquet")
    m = None
    for m, s, ended in _play("piquet-au-cent", 17, 120):
        out = m.context["rubbers"][-1]["winner"] if ended else None
        e = {"items": _items(s), "out": out} if form == "items" else {"totals": s.points(), "out": out}
        card.enter(e)
        for key in ("score", "dealer", "rubbers"):
            assert card.match.context.get(key) == m.context.get(key), key
        assert card.match.totals == m.totals
    assert m is not None and card.settled() == m.settled() and len(card.settled().rubbers) >= 20


def test_oracles_2_and_3_what_a_sequence_and_a_set_can_score():
    """001_part5.md §2.1 oracle 2: a quinte to the knave and two tierces score 21 together (the
    other's three quatrièmes nothing); oracle 3: four tens and three knaves 17. Laws 15-16: a
    sequence of 5 or a set of 15 no hand holds."""
    card = score_card("piquet")
    assert "N +21 (sequence 21) [21], S +17 (set 17) [17]" in card.enter("N sequence 15 sequence 3 sequence 3 S set 17")
    for line, why in (("N sequence 5", "no sequences"), ("N set 15", "no quatorzes")):
        with pytest.raises(EntryRefused, match=why):
            card.enter(line)


def test_oracle_4_the_illustration_elder_capot_71_dealer_27():
    """001_part5.md §2.1 oracle 4: the elder's quatorze of aces and trios of kings and queens
    (20) are good, his point and quatrième not; the dealer's point 5, quinte, quatrième and
    tierce make 27; the elder, leading all twelve tricks, 11 of them above the nine, takes
    capot: 20 + 11 + 40 = 71 (the catalog's computed total)."""
    card = score_card("piquet")
    line = card.enter("elder set 20 tricks 11 capot 40 dealer point 5 sequence 22")
    assert "N +71" in line and "S +27" in line
    assert card.match.context["score"] == [71, 27]


def test_oracles_5_and_7_repique_94_and_the_dealers_95():
    """Oracle 5: point 5, quinte 15 and four queens 14 make 34 in declarations alone: repique,
    94 (as printed). Oracle 7: the points equal (neither scores), the dealer's quatrième and
    tierce 7, four kings and four queens 28 make 35: repique 95, the elder's one lead after it.
    Law 22: the repique is the card's to check; left out, the entry is refused."""
    card = score_card("piquet")
    assert "N +94" in card.enter("elder point 5 sequence 15 set 14 repique 60")
    with pytest.raises(EntryRefused, match="a repique, 60"):
        card.enter("elder tricks 1 dealer sequence 7 set 28")       # N deals now: S is elder
    assert "N +95" in card.enter("elder tricks 1 dealer sequence 7 set 28 repique 60")
    assert card.settled().rubbers[0]["score"] == [189, 1]          # the game, counted out at 100
    with pytest.raises(EntryRefused, match="no repique"):
        card.enter("elder point 5 dealer sequence 7 set 28 repique 60")   # the elder's point scored first


def test_oracle_6_the_repique_is_96_only_by_the_english_rule_of_7_8_9():
    """Oracle 6: the dealer's sixième and quinte with his point reach 30 before the elder's
    quatorzes count: repique, "96 despite the elder's 29". Plainly the point of six scores 6:
    97; by the English rule a point holding the 7, 8 and 9 counts one less (5): the printed 96."""
    plain = score_card("piquet")
    assert "S +97" in plain.enter("dealer point 6 sequence 31 repique 60 elder set 28 tricks 1")
    english = score_card("piquet", {"english_789": True})
    line = english.enter("dealer point 5 sequence 31 repique 60 elder set 28 tricks 1")
    assert "S +96" in line and "N +29" in line


def test_oracle_8_pique_60_and_who_cannot_pique():
    """Oracle 8: point 5, quinte and quatrième 19, trio of kings 3 (27), then three leads above
    the nine: 30 in hand and play before the dealer scores: pique, 60 (law 23). With any
    declaration of the dealer's scored, no pique is possible."""
    card = score_card("piquet")
    assert "N +60" in card.enter("elder point 5 sequence 19 set 3 tricks 3 pique 30")
    with pytest.raises(EntryRefused, match="cannot have a pique"):
        card.enter("dealer point 5 sequence 19 set 3 tricks 3 pique 30 elder blanche 10")


def test_law_24_the_counting_order_decides_who_is_out_and_a_lurch_is_a_double_game():
    card = score_card("piquet")
    card.enter("N 60 S 40")
    card.enter("N 30 S 55")                            # N 90, S 95
    with pytest.raises(EntryRefused, match="say who counted out"):
        card.enter("N 20 S 10")                        # totals: the order of counting is not known
    with pytest.raises(EntryRefused, match="N counts out first"):
        card.enter("S tricks 10 N point 5 sequence 7 tricks 2 cards 10 out S")
    line = card.enter("S tricks 10 N point 5 sequence 7 tricks 2 cards 10")   # N's point first
    assert "game: N wins 114-105, worth 1 point" in line
    card.enter("N 101 S 40")                           # S below fifty: lurched
    r = card.settled().rubbers
    assert [x["value"] for x in r] == [1, 2] and card.settled().per_seat == [3, -3]
    assert "(a lurch: a double game)" in card.sheet()


def test_a_void_deal_is_dealt_again_by_the_same_dealer():
    card = score_card("piquet")
    card.enter("void")
    assert "S deals" in card.enter("N 10 S 12")
    assert card.match.context["score"] == [10, 12] and card.match.context["dealer"] == 0


@pytest.mark.parametrize("line,why", [
    ("N point 9", "a point scores a card each, 3 to 8"), ("N sequence 5", "no sequences in twelve cards"),
    ("N set 15", "no quatorzes and trios"), ("N point 5 S point 4", "cannot both score the point"),
    ("N cards 10 S cards 10", "cannot both score the cards"), ("N capot 40 S cards 10", "capot takes the place"),
    ("N tricks 15 S tricks 7", "21 at most"), ("S capot 40 tricks 10 N tricks 1", "scores 0 in the play at most"),
    ("N 300 S 0", "cannot score 300"), ("N repique 60", "no repique"), ("N blanche 5", "carte-blanche scores 10"),
    ("X 5", "names the player first"), ("N point", "say what N's point scored"),
    ("N 5 point 3", "his total or his items"), ("N 5 S point 3", "not one of each"), ("N 10 N 5", "named twice"),
    ("5", "two numbers"), ("N 5 S 6 out", "say who counted out"), ("N honours 4", "not a piquet score"),
    ("N 10 S 5 out N", "there is no 'out'"),
    ("N point 5 point 6", "point is given twice for N"), ("S pique 30 pique 30", "pique is given twice for S"),
    ("N blanche 10 cb 10", "carte-blanche is given twice for N"), ("N cards 10 tricks 7 cards 10", "cards is given twice")])
def test_impossible_entries_are_refused_and_the_card_is_unchanged(line, why):
    card = score_card("piquet")
    card.enter("N 10 S 12")
    before = (card.sheet(), repr(card.match.context))
    with pytest.raises(EntryRefused, match=why):
        card.enter(line)
    assert (card.sheet(), repr(card.match.context)) == before


@pytest.mark.parametrize("slug", ["piquet", "rubicon-piquet"])
def test_a_deal_of_nothing_is_refused_the_last_trick_always_scores(slug):
    """Law 21 (001 part 5 §2.1): the winner of the last trick scores a point more, so a deal
    played out never leaves both players at 0; 'N 0 S 0', a bare 'S' or items all 0 are
    refused and the card unchanged,
    while 'N 0 S 1' (the last trick only) and 'void' are taken."""
    card = score_card(slug)
    for line in ("N 0 S 0", "S", "N point 0"):
        with pytest.raises(EntryRefused, match="cannot score nothing for both.*last trick"):
            card.enter(line)
    assert card.entries == []
    assert "S +1" in card.enter("N 0 S 1")
    card.enter("void")
    assert len(card.entries) == 2


def test_sequences_sets_and_trick_points_may_still_be_called_one_by_one():
    """Laws 15, 16, 21: the holder of the best sequence (set) scores all his others; the trick
    points are counted as they fall. Only the once-a-deal classes are refused twice."""
    card = score_card("piquet")
    card.enter("N point 4 sequence 3 sequence 3 set 3 set 3 tricks 6 tricks 4 S tricks 2")
    assert card.match.context["score"] == [26, 2]


def test_piquet_lines_take_the_players_names_for_n_and_s():
    a, b = score_card("piquet"), score_card("piquet")
    b.name_players(["Ann", "Bob"])
    for x, y in [("N 71 S 27", "Ann 71 Bob 27"), ("N point 5 sequence 15 S tricks 5", "ann point 5 sequence 15 BOB tricks 5"),
                 ("N 20 S 30", "Bob 30 Ann 20")]:
        a.enter(x)
        b.enter(y)
    assert a.entries == b.entries and a.settled().per_seat == b.settled().per_seat
    assert b.lines[0].startswith("deal 1 (Bob deals, Ann elder): Ann +71")
    for bad in ["North", "Elder", "Repique", "S"]:
        with pytest.raises(EntryRefused, match="word of the card's entries"):
            score_card("piquet").name_players(["Ann", bad])
