"""The declarations mechanic (hoyle.mechanics.declarations) against the piquet oracles of the
catalog (001_part5.md §2.1 "TEST ORACLES" 1-8, §2.3), with the printed values."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.mechanics.declarations import (EQUAL, GOOD, NOT_GOOD, answer, answers_open, best, carte_blanche,
                                          declarable, first_to, holdings, scored_in_class, settle_all)


def H(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def total(items, seat):
    return sum(c.score for s, c in items if s == seat)


def decl_totals(res, n=2):
    return [sum(total(res[k], s) for k in res) for s in range(n)]


def test_oracle_1_point_by_pips():
    """001_part5.md §2.1 #1: five cards worth 48 lose to a suit worth 51."""
    # 001_part5.md §2.1 oracle 1: a point of five cards worth 48 loses to a suit worth 51
    five_48 = H("AS 10S 9S 8S KC")        # spades 11+10+9+8 = 38 ... build a 5-card 48 instead
    five_48 = H("AS JS 10S 9S 8S")         # 11+10+10+9+8 = 48
    four_51 = H("AH KH QH JH")             # 41: not enough; make 51 with five hearts
    five_51 = H("AH KH QH JH 10H")         # 51
    assert best(five_48, "point").height == 48
    assert best(five_51, "point").height == 51
    assert answer(best(five_48, "point"), five_51, "point") == NOT_GOOD
    assert best(four_51, "point").height == 41


def test_oracle_2_sequences():
    """001_part5.md §2.1 #2: P1 scores 15 + 3 + 3 = 21, P2 nothing."""
    # oracle 2: P1 quinte to the knave of spades, tierce to the ten of hearts, tierce to the nine
    # of clubs; P2 quatrième majeure in hearts, diamonds and clubs: P2 nothing, P1 15 + 3 + 3 = 21
    p1 = H("JS 10S 9S 8S 7S 10H 9H 8H 9C 8C 7C")
    p2 = H("AD KD QD JD AC KC QC JC")
    res = settle_all([p1, p2], by="pips")
    seq = res["sequence"]
    assert total(seq, 0) == 21 and total(seq, 1) == 0


def test_oracle_3_quatorze_and_trios():
    """001_part5.md §2.1 #3: four tens and three knaves score 14 + 3 = 17."""
    # oracle 3: four tens and three knaves against trios of aces, kings and queens: 14 + 3 = 17; other 0
    p1 = H("10S 10H 10D 10C JS JH JD")
    p2 = H("AS AH AD KS KH KD QS QH QD")
    res = settle_all([p1, p2])
    assert total(res["set"], 0) == 17 and total(res["set"], 1) == 0


ELDER_4 = "AH KH QH JH AC KC QC AD KD QD 7D AS"
DEALER_4 = "JC 10C 9C 8C JD 10D 9D KS QS JS 10S 9S"


def test_oracle_4_illustration_exchange():
    """001_part5.md §2.1 #4: elder 20, then 21 with the lead; dealer 27."""
    # oracle 4: "Forty-one" - "Not good" (dealer 49); "quatrième to the ace" - "Not good";
    # quatorze of aces good + trios of kings and queens = 20; dealer 5 + 15 + 4 + 3 = 27
    e, d = H(ELDER_4), H(DEALER_4)
    pt = best(e, "point")
    assert pt.height == 41 and answer(pt, d, "point") == NOT_GOOD
    seq = best(e, "sequence")
    assert (seq.size, seq.height) == (4, 14) and answer(seq, d, "sequence") == NOT_GOOD
    sets = best(e, "set")
    assert sets.kind == "quatorze" and answer(sets, d, "set") == GOOD
    got = [scored_in_class(k, best(e, k), answer(best(e, k), d, k), e, d) for k in ("point", "sequence", "set")]
    elder = sum(c.score for mine, _ in got for c in mine)
    dealer = sum(c.score for _, theirs in got for c in theirs)
    assert elder == 20 and dealer == 27
    # the dealer's trios of knaves and tens are void
    assert all(c.kind != "trio" for _, theirs in got for c in theirs)


def test_oracle_5_repique_a_catalog_correction():
    """001_part5.md §2.1 #5: printed 94, the catalog's 97."""
    # oracle 5: printed 20 + 14 = 34 + 60 = 94; the catalog's correction: the good quinte also
    # carries the tierce major in clubs (3): 37 + 60 = 97
    e = H("KH QH JH 10H 9H AC KC QC AD QD 9D QS")
    d = H("7C 8C 9C 10C JC 7D 8D 10D JD KD 7H 8H")     # an answering hand with no quatorze, no better point
    res = settle_all([e, d])
    assert total(res["point"], 0) == 5 and total(res["sequence"], 0) == 18 and total(res["set"], 0) == 14
    t = decl_totals(res)
    assert t[0] == 37
    events = [(s, c.score) for k in res for s, c in res[k]]
    assert first_to(events) == 0                        # repique: 37 + 60 = 97 (printed 94)


def test_oracle_6_no_repique_sequence_before_quatorze():
    """001_part5.md §2.1 #6: 33 but no repique; 29 if the point is not good."""
    # oracle 6: elder point good 49 vs 47 + 14 aces + 14 kings = 33 but no repique: the dealer's
    # quinte to the queen of diamonds beats his quatrième and counts before the quatorzes
    e = H("AH KH QH JH 8H AC KC AD KD AS KS 10S")
    d = H("QD JD 10D 9D 8D 7C 8C 9C 7S 8S 9S 7H")     # five diamonds to the queen: 47
    res = settle_all([e, d])
    assert best(e, "point").height == 49 and best(d, "point").height == 47
    assert total(res["point"], 0) == 5 and total(res["set"], 0) == 28
    assert total(res["sequence"], 1) >= 15
    events = [(s, c.score) for k in res for s, c in res[k]]
    assert first_to(events) is None


def test_oracle_6_dealer_repique_96_english_rule():
    # oracle 6 continued: a dealer with a sixième in diamonds and a quinte in clubs repiques
    # "96 despite elder's 29": 6 + 16 + 15 = 37 (97) by the plain rule; 96 only with the English
    # rule that a point holding 7, 8 and 9 counts one less (catalog correction)
    e = H("AH KH QH JH 8H AC KC AD KD AS KS 10S")
    d = H("QD JD 10D 9D 8D 7D QC JC 10C 9C 8C 7S")
    plain = settle_all([e, d])
    english = settle_all([e, d], english_789=True)
    assert decl_totals(plain)[1] == 37 and decl_totals(english)[1] == 36
    assert first_to([(s, c.score) for k in english for s, c in english[k]]) == 1
    assert 60 + decl_totals(english)[1] == 96 and 60 + decl_totals(plain)[1] == 97


def test_oracle_7_equalities_do_not_save():
    """001_part5.md §2.1 #7: the dealer's repique, 95."""
    # oracle 7: point 48 = 48 equal; elder's quatrième to the knave and four tens not good;
    # dealer: quatrième major 4 + tierce 3 + four kings 14 + four queens 14 = 35 -> repique 95
    e = H("AH JH 10H 9H 8H 10C 10D AS JS 10S 9S 8S")
    d = H("KH QH AC KC QC AD KD QD JD 7D KS QS")
    assert answer(best(e, "point"), d, "point") == EQUAL
    res = settle_all([e, d])
    assert res["point"] == []
    assert decl_totals(res) == [0, 35]
    events = [(s, c.score) for k in res for s, c in res[k]]
    assert first_to(events) == 1 and 60 + 35 == 95


def test_oracle_8_pique():
    """001_part5.md §2.1 #8: 27, then 30 in play: pique, 60."""
    # oracle 8: 5 + 15 + 4 + 3 = 27; leading AC KC QC reaches 30: pique, 60
    e = H("AH 9H AC KC QC JC KD QD JD 10D 9D KS")
    d = H("7C 8C 9C 10C 7D 8D 7H 8H 10H 7S 8S JS")
    res = settle_all([e, d])
    assert decl_totals(res) == [27, 0]
    events = [(s, c.score) for k in res for s, c in res[k]] + [(0, 1), (0, 1), (0, 1)]
    assert first_to(events) == 0


def test_voleur_partners_count_inferior_items():
    """001_part5.md §2.3 #1 (piquet voleur): the opponents' 15 for three quarts and a tierce, and A's four aces 14; the rest of the printed 22 (A's tierce to the king, B's three kings) cannot be dealt beside them (lost diagram), so is not asserted."""
    # §2.3: the side holding the best sequence scores its partner's sequences too (the oracle's
    # "Z declares quart to 10 and tierce to 9, good because partner Y holds the best"); the
    # catalog's deal diagram is lost and its A cannot hold four aces with only a tierce to the
    # king, so the deal here is rebuilt: Y quart to the king and to the knave, Z quart to the
    # ten and tierce to the nine: 4 + 4 + 4 + 3 = 15 (printed); A four aces, 14
    A = H("AS AH AD AC QS JS 10S KC")
    Y = H("KH QH JH 10H JD 10D 9D 8D")
    B = H("KS KD QD QC JC 8H 7D 7H")
    Z = H("10C 9C 8C 7C 9S 8S 7S 9H")
    res = settle_all([A, Y, B, Z], sides=[0, 1, 0, 1], min_point=30)
    seq_side = sum(c.score for s, c in res["sequence"] if s in (1, 3))
    assert seq_side == 15 and all(s in (1, 3) for s, _ in res["sequence"])
    assert total(res["set"], 0) == 14


def test_sinking_and_answers():
    # §2.1 "sinking": a quinte declared as a quatrième, a trio out of a quatorze
    h = H("AS KS QS JS 10S AH AD AC 7H 8H 9H 7D")
    seqs = declarable(h, "sequence")
    assert seqs[0].size == 5 and any(c.size == 4 and c.height == 13 for c in seqs)
    sets = declarable(h, "set")
    assert sets[0].kind == "quatorze" and any(c.kind == "trio" and c.height == 14 for c in sets)
    # a "not good" may be sunk as "good"; a "good" can never be answered "not good"
    other = H("7S 8S 9S 7C 8C 10C JC 10D 10H 9D 8D KH")
    assert answers_open(best(h, "point"), other, "point") in ([GOOD], [NOT_GOOD, GOOD], [EQUAL, GOOD])
    assert answers_open(best(other, "sequence"), h, "sequence") == [NOT_GOOD, GOOD]
    assert answers_open(best(h, "sequence"), other, "sequence") == [GOOD]


def test_anti_fishing_trios():
    # §2.1: holding three kings and three tens he calls the tens; "not good": the kings are
    # lost and the dealer scores his trios
    e = H("KS KH KD 10S 10H 10D 7C 8C 9C 7D 8D 9D")
    d = H("QS QH QD AS AH AC 7S 8S 9S 7H 8H JC")
    tens = next(c for c in declarable(e, "set") if c.height == 10)
    assert answer(tens, d, "set") == NOT_GOOD
    mine, theirs = scored_in_class("set", tens, NOT_GOOD, e, d)
    assert mine == [] and sum(c.score for c in theirs) == 6


def test_carte_blanche():
    assert carte_blanche(H("AS 10S 9S 8S 7S AH 10H 9H AD 10D AC 10C"))
    assert not carte_blanche(H("AS JS"))
    res = settle_all([H("AS 10S 9S 8S 7S AH 10H 9H AD 10D AC 10C"), H("KS QS JS KH QH JH KD QD JD KC QC JC")])
    assert [s for s, _ in res["carte-blanche"]] == [0]


def test_holdings_refuses_unknown_class():
    with pytest.raises(ValueError):
        holdings([], "meld")


def test_under_declaring_catalog_correction():
    # 001_part5.md §2.5 "under-declaring", the garbled example as the catalog corrects it: he
    # holds four kings and three aces and declares the three aces, believing no quatorze
    # possible against him; he mistook a nine for a ten, so four tens were possible: the four
    # kings are lost, and the three aces good because the opponent had in fact discarded a ten
    from hoyle.mechanics.declarations import good_against_the_cards, under_declared
    hand = H("KS KH KD KC AS AH AD 9S 9H QC JC 7D")
    discard = H("9D 8D 7H 8H 8S")      # a queen and a knave seen, no ten: only four tens are possible
    other = H("TS TH TD QS QH QD JS JH JD 9C 7S AC")   # three tens (the fourth, TC, discarded)
    aces = next(c for c in declarable(hand, "set") if c.kind == "trio" and c.height == 14)
    assert not good_against_the_cards(aces, hand + discard, "set")
    scored, lost = under_declared(aces, hand, hand + discard, other, "set")
    assert [c.score for c in scored] == [3] and [c.kind for c in lost] == ["quatorze"]
    # had he seen a ten (in his discard), the aces were good against the cards: he scores the
    # four kings later with the aces, 14 + 3 = 17
    discard2 = H("TC 8D 7H 8H 8S")
    other2 = H("TS TH TD QS QH QD JS JH JD 9C 9D 7S")
    assert good_against_the_cards(aces, hand + discard2, "set")
    scored, lost = under_declared(aces, hand, hand + discard2, other2, "set")
    assert sum(c.score for c in scored) == 17 and lost == []
