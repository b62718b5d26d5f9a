"""The piquet engine (hoyle.games.piquet): piquet-au-cent, rubicon-piquet, piquet-a-ecrire,
piquet-normand, piquet-voleur, against the catalog's worked deals (001_part5.md §2.1 oracles
4-8, §2.5 rubicon oracles), with the printed values."""

from __future__ import annotations

import random

import pytest

from hoyle.cards import parse_cards, piquet_pack
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction, SetupError
from hoyle.games.piquet import (PiquetMatch, RubiconMatch, count_out, game_value, rubicon_value)

SLUGS = ("piquet-au-cent", "rubicon-piquet", "piquet-a-ecrire", "piquet-normand", "piquet-voleur")


def C(text):
    return [int(c) for c in parse_cards(text)]


def stacked(slug, elder, dealer, discard_card, draw_card, rules=None, n=2):
    """A deal where the elder (seat 0, dealer seat 1) holds ``elder`` after discarding
    ``discard_card`` and drawing ``draw_card`` from the top of the talon; the dealer keeps."""
    e = C(elder)
    d = C(dealer)
    x, t = C(discard_card)[0], C(draw_card)[0]
    dealt = [c for c in e if c != t] + [x]
    rest = [int(c) for c in piquet_pack() if int(c) not in set(dealt) | set(d) | {t}]
    order = dealt + d + [t] + rest
    g = get_game(slug)
    st = g.new_deal(n, rules, StackedShuffler([order]), {"dealer": 1})
    st.apply(f"discard {discard_card}")
    st.apply("keep")
    return st


def play_out(st, pick=max):
    while not st.is_over:
        legal = st.legal_actions()
        st.apply(pick(legal, key=lambda a: int(a.args[0])) if legal[0].verb == "play" else legal[0])
    return st


ELDER_4 = "AH KH QH JH AC KC QC AD KD QD 7D AS"
DEALER_4 = "JC TC 9C 8C JD TD 9D KS QS JS TS 9S"


def test_oracle_4_worked_deal_through_the_engine():
    # 001_part5.md §2.1 oracle 4: "Forty-one" - "Not good"; "Quatrième to the ace" - "Not good";
    # quatorze of aces good, with the trios of kings and queens: 20; leads an ace: "Twenty-one";
    # the dealer 5 + 15 + 4 + 3 = 27; capot (COMPUTED): 20 + 11 + 40 = 71 against 27
    st = stacked("piquet-au-cent", ELDER_4, DEALER_4, "8D", "AS")
    assert st.phase == "declare" and st.to_act == 0
    st.apply("point 4 41")
    assert [a.verb for a in st.legal_actions()] == ["good", "not-good"]
    st.apply("not-good")
    st.apply("sequence 4 14")
    st.apply("not-good")
    st.apply("quatorze 14")
    assert [a.verb for a in st.legal_actions()] == ["good"]
    st.apply("good")
    assert sum(c.score for s, c in st.scored["set"] if s == 0) == 20
    # a "not good" reveals nothing of the dealer's hand until he declares, after the first lead
    assert st.log_for(0) and not any("quinte" in line for line in st.log_for(0))
    st.apply("play AS")
    assert any("quinte" in d["text"] for d in st.view(0)["declarations"])
    play_out(st)
    assert st.points() == [71, 27]
    items = st.items()
    assert ("capot", 0, 40) in items and not any(w == "cards" for w, _, _ in items)
    assert st.outcome() == [44, -44]


def test_oracle_4_trios_of_the_dealer_void():
    st = stacked("piquet-au-cent", ELDER_4, DEALER_4, "8D", "AS")
    for a in ("point 4 41", "not-good", "sequence 4 14", "not-good", "quatorze 14", "good"):
        st.apply(a)
    assert sum(c.score for s, c in st.scored["set"] if s == 1) == 0
    assert sum(c.score for k in ("point", "sequence") for s, c in st.scored[k] if s == 1) == 27


def test_oracle_7_repique_by_the_dealer_95():
    # oracle 7: point 48 = 48 equal; elder's quatrième to the knave and four tens not good;
    # elder leads, "One"; dealer 4 + 3 + 14 + 14 = 35 -> repique 95
    st = stacked("piquet-au-cent", "AH JH TH 9H 8H TC TD AS JS TS 9S 8S", "KH QH AC KC QC AD KD QD JD 7D KS QS",
                 "7C", "8S")
    st.apply("point 5 48")
    assert [a.verb for a in st.legal_actions()] == ["good", "equal"]
    st.apply("equal")
    st.apply("sequence 4 11")
    st.apply("not-good")
    st.apply("quatorze 10")
    st.apply("not-good")
    play_out(st)
    items = st.items()
    decl = sum(p for w, s, p in items if s == 1 and w in ("sequence", "set"))
    assert decl == 35 and ("repique", 1, 60) in items
    assert decl + 60 == 95


def test_oracle_8_pique_60():
    # oracle 8: 5 + 15 + 4 + 3 = 27; leading AC KC QC reaches 30: pique, 60
    e = "AH 9H AC KC QC JC KD QD JD TD 9D KS"
    d = "7C 8C 9C TC 7D 8D 8H TH 7S 8S JS QS"
    st = stacked("piquet-au-cent", e, d, "7H", "KS")
    for a in ("point 5 49", "good", "sequence 5 13", "good"):
        st.apply(a)
    st.apply(next(a for a in st.legal_actions() if a.verb == "trio"))
    st.apply("good")
    assert sum(c.score for k in st.scored for s, c in st.scored[k] if s == 0) == 27
    for lead in ("AC", "KC", "QC"):
        st.apply(f"play {lead}")
        st.apply(st.legal_actions()[0])
    play_out(st, pick=min)
    assert ("pique", 0, 30) in st.items()


def test_oracle_5_repique_97_catalog_correction():
    # oracle 5: printed 94 (34 + 60); the catalog's correction counts the tierce major in clubs
    # carried by the good quinte: 37 + 60 = 97
    e = "KH QH JH TH 9H AC KC QC AD QD 9D QS"
    d = "7C 8C 9C TC JC 7D 8D TD JD KD 7H 8H"
    st = stacked("piquet-au-cent", e, d, "7S", "QS")
    for a in ("point 5 49", "good", "sequence 5 13", "good", "quatorze 12", "good"):
        st.apply(a)
    decl = sum(c.score for k in st.scored for s, c in st.scored[k] if s == 0)
    assert decl == 37
    play_out(st)
    assert ("repique", 0, 60) in st.items() and decl + 60 == 97


def test_sinking_a_declaration_loses_the_part_sunk():
    # law 17: elder declares a trio of aces holding four: he scores 3, not 14
    st = stacked("piquet-au-cent", ELDER_4, DEALER_4, "8D", "AS")
    for a in ("point 4 41", "not-good", "sequence 4 14", "not-good", "trio 14", "good"):
        st.apply(a)
    assert sorted(c.score for s, c in st.scored["set"] if s == 0) == [3, 3, 3]


def test_refusals_name_the_law_and_leave_the_state():
    g = get_game("piquet-au-cent")
    st = g.new_deal(2, None, SeededShuffler(3), {})
    before = st.view(0)
    hand = st.view(0)["hand"]
    with pytest.raises(IllegalAction, match="one to 5"):
        st.apply("discard " + " ".join(hand[:6]))
    with pytest.raises(IllegalAction, match="at least one"):
        st.apply("keep")
    assert st.view(0) == before


def test_false_answer_refused():
    st = stacked("piquet-au-cent", ELDER_4, DEALER_4, "8D", "AS")
    st.apply("point 4 41")
    with pytest.raises(IllegalAction, match="not true"):
        st.apply("equal")
    with pytest.raises(IllegalAction, match="do not hold"):
        stacked("piquet-au-cent", ELDER_4, DEALER_4, "8D", "AS").apply("point 6 60")


def test_no_revoke_in_piquet():
    st = stacked("piquet-au-cent", ELDER_4, DEALER_4, "8D", "AS")
    for a in ("point 4 41", "not-good", "sequence 4 14", "not-good", "quatorze 14", "good"):
        st.apply(a)
    st.apply("play AC")
    with pytest.raises(IllegalAction, match="follow suit"):
        st.apply("play KS")


def test_rubicon_oracles():
    """001_part5.md §2.5 #1 (293), §2.5 #2 (272), §2.5 #3 (138)."""
    # 001_part5.md §2.5 (printed): A 113, B 80 -> 293; A 88, B 84 -> 272; A 180, B 142 -> 138
    assert rubicon_value(113, 80) == (0, 293)
    assert rubicon_value(88, 84) == (0, 272)
    assert rubicon_value(180, 142) == (0, 138)
    assert rubicon_value(50, 50) == (None, 0)


def test_rubicon_point_goes_to_the_more_cards():
    # §2.5: the point to the greater number of cards, pips breaking ties
    e = "AH KH QH AC KC QC AD KD QD AS KS QS"
    d = "7C 8C 9C TC JC 7D 8D 9D TD 7H 8H 9H"
    st = stacked("rubicon-piquet", e, d, "JD", "QS")
    assert st.legal_actions()[0].verb == "point"
    st.apply(st.legal_actions()[0])
    assert [a.verb for a in st.legal_actions()] == ["good", "not-good"]
    assert any("pips ending in 1" in line for line in st.log_for(1))      # §2.5: only the last digit is said


def test_rubicon_partie_of_six_deals():
    g = get_game("rubicon-piquet")
    m = RubiconMatch(g, 2, g.make_rules(), seed=5)
    bots = [g.bots["heuristic"](s) for s in range(2)]
    deals = 0
    while not m.is_over:
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
        deals += 1
    assert deals in (6, 8)
    r = m.context["rubbers"][0]
    a, b = r["score"]
    assert r["value"] == rubicon_value(a, b)[1]
    assert sum(m.settled().per_seat) == 0


def test_au_cent_game_and_lurch():
    assert count_out([90, 40], [("point", 1, 5), ("sequence", 0, 15), ("set", 1, 14)], 100) == ([105, 59], 0)
    assert game_value(49, 50) == 2 and game_value(50, 50) == 1
    g = get_game("piquet-au-cent")
    m = PiquetMatch(g, 2, g.make_rules(), seed=11)
    bots = [g.bots["heuristic"](s) for s in range(2)]
    while not m.is_over:
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
    r = m.context["rubbers"][0]
    assert max(r["score"]) >= 100 and r["value"] in (1, 2)


@pytest.mark.parametrize("slug", SLUGS)
def test_random_deals_balance(slug):
    g = get_game(slug)
    n = g.default_players or g.min_players
    for seed in range(6):
        st = g.new_deal(n, None, SeededShuffler(seed), {})
        rng = random.Random(seed)
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
        assert sum(st.outcome()) == 0


def test_normand_three_hands_of_ten():
    g = get_game("piquet-normand")
    st = g.new_deal(3, None, SeededShuffler(1), {})
    assert [len(st.hands[s]) for s in range(3)] == [10, 10, 10] and len(st.talon) == 2
    assert st.to_act == st.dealer


def test_voleur_partners_no_talon():
    g = get_game("piquet-voleur")
    st = g.new_deal(4, None, SeededShuffler(2), {})
    assert st.phase == "play" and all(len(st.hands[s]) == 8 for s in range(4))
    assert st.n_sides == 2


def test_a_ecrire_two_at_play_loser_gives_way():
    g = get_game("piquet-a-ecrire")
    st = g.new_deal(3, None, SeededShuffler(2), {})
    assert st.players == [0, 1] and st.hands[2] == []
    m = g.match_cls(g, 3, g.make_rules(), seed=4)
    bots = [g.bots["heuristic"](s) for s in range(3)]
    while not m.is_over:
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
    r = m.context["rubbers"][0]
    assert 2 in m.context["active"] and r["winner"] in m.context["active"]


def test_referee_calls():
    g = get_game("piquet-au-cent")
    st = g.new_deal(2, None, SeededShuffler(2), {})
    assert set(st.referee_calls()) >= {"faced-card", "misdeal", "stock-seen", "talon-exposed"}
    r = st.referee("misdeal", seat=st.elder)
    assert st.is_over and st.outcome() == [0, 0] and "6" in r.law
    st = stacked("piquet-au-cent", ELDER_4, DEALER_4, "8D", "AS")
    st.referee("stock-seen", seat=1)
    play_out(st)
    assert st.points()[0] == 0


def test_setup_errors():
    g = get_game("piquet-au-cent")
    with pytest.raises(SetupError):
        g.new_deal(2, None, SeededShuffler(1), {"active": [0, 5]})


def test_bot_discard_keeps_a_dealt_quatorze():
    # §2.1 strategy: plan the discard; never throw one of a dealt quatorze (law: a quatorze
    # broken and drawn again counts only as a trio)
    from hoyle.games.piquet import discard_choice
    h = C("QS 7S AH KH QH KD QD 9D AC QC JC TC")
    out = discard_choice(h, 5, elder=True)
    assert 1 <= len(out) <= 5 and not any((c >> 2) + 2 == 12 for c in out)
    assert set(C("7S 9D")) <= set(out)
    assert discard_choice(C("AS KS QS JS TS AH KH QH JH AD KD QD"), 3, elder=False) == []


def test_rubicon_under_declaring_in_the_engine():
    # §2.5 under-declaring (the catalog's reading of the garbled example): the elder holds four
    # kings and three aces, declares the three aces; with no ten, queen-four or knave-four
    # possible against him (a ten, a queen and a knave seen) he scores the kings too: 17
    e = "KS KH KD KC AS AH AD 9S 9H QC JC 7D"
    d = "TS TH TD QS QH QD JS JH JD 9C 9D 7S"
    for slug, want in (("rubicon-piquet", 17), ("piquet-au-cent", 3)):
        st = stacked(slug, e, d, "TC", "7D")
        st.apply("sink")
        st.apply(st.legal_actions()[-1])          # good (the answerer sinks nothing he may not)
        st.apply("sink")
        st.apply(st.legal_actions()[-1])
        st.apply("trio 14")
        st.apply("good")
        assert sum(c.score for s, c in st.scored["set"] if s == 0) == want, slug


def test_voleur_both_partners_carte_blanche_repique():
    # §2.3: if both partners hold carte blanche they score the repique (90) whatever the
    # opponents hold
    north = C("AS TS 9S 8S AH TH 9H 8H")
    south = C("AD TD 9D 8D AC TC 9C 8C")
    east = C("KS QS JS 7S KH QH JH 7H")
    west = C("KD QD JD 7D KC QC JC 7C")
    order = east + south + west + north           # dealer N (seat 0): the elder is E
    st = get_game("piquet-voleur").new_deal(4, None, StackedShuffler([order]), {"dealer": 0})
    assert sorted(st.blanche) == [0, 2]
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    items = st.items()
    assert ("repique", 0, 60) in items and sum(p for w, s, p in items if w == "carte-blanche" and s == 0) == 20
