"""Trente-et-quarante (Foster §11.10; seed 004 §1.19): the printed coups O85-O87, the refait, exact odds."""

from __future__ import annotations

from collections import Counter

from hoyle.analysis.banking_casino import trente_odds
from hoyle.cards import parse_cards, shoe
from hoyle.core import StackedShuffler, get_game


def stacked(first: str, slug="trente-et-quarante-modern", n=2, **rules):
    head = parse_cards(first)
    rest = Counter(shoe(6).cards)
    rest.subtract(head)
    order = head + sorted(rest.elements())
    return get_game(slug).new_deal(n, rules or None, StackedShuffler([order]))


def test_O85_tie_above_31_is_a_stand_off():
    """Oracle 004 O85 (grep 'ничью при более чем 31 очках'): black 10 9 8 5 = 32, red 7 K 6 9 = 32."""
    st = stacked("TS 9H 8C 5D 7D KC 6H 9S", n=3)
    st.apply("bet rouge 20")
    st.apply("bet noir 100")
    assert st.coups[0]["black"] == 32 and st.coups[0]["red"] == 32
    assert st.outcome() == [0, 0, 0]


def test_O86_refait_at_31_takes_half():
    """Oracle 004 O86 (grep 'банк забирает половину всех ставок'): K Q J A = 31 and 9 9 9 4 = 31."""
    st = stacked("KS QH JC AD 9D 9C 9H 4S", n=4)
    st.apply("bet rouge 20")
    st.apply("bet inverse 100")
    st.apply("bet noir-insured 100")      # insured: loses only the 5 % premium
    assert st.outcome() == [65, -10, -50, -5]


def test_refait_prison_is_decided_by_the_next_coup():
    # refait at 31, then black 10 10 10 2 = 32, red 10 10 10 1 = 31: red wins the prison coup
    st = stacked("KS QH JC AD 9D 9C 9H 4S TC TD TH 2C KD KH KC AS", "trente-et-quarante-foster", 3,
                 refait="prison")
    st.apply("bet rouge 20")
    st.apply("bet noir 20")
    assert [c["red"] for c in st.coups] == [31, 31]
    assert st.outcome() == [20, 0, -20]


def test_O87_red_wins_and_colour_wins_with_insurance_cost():
    """Oracle 004 O87 (grep 'Это обойдется ему в 5% его ставки'): black 34, red 33, first card a heart."""
    st = stacked("TH TS TC 4D TD TC TH 3C", n=4)
    st.apply("bet rouge-insured 100")
    st.apply("bet couleur 20")
    st.apply("bet noir 20")
    assert (st.coups[0]["black"], st.coups[0]["red"], st.coups[0]["first_card_red"]) == (34, 33, True)
    assert st.outcome() == [-95, 95, 20, -20]


def test_foster_black_35_beats_red_38():
    """Foster §11.10: black 35, red 38 -> black wins."""
    st = stacked("TS TC TD 5S TH TD TC 8H", "trente-et-quarante-foster", 2)
    st.apply("bet noir 20")
    assert st.outcome() == [-20, 20]


def test_exact_refait_and_final_totals():
    """Foster's printed frequencies (31: 13 ... 40: 4) and '63 to 1' against the computed odds."""
    t = trente_odds()
    fin = t["final_totals"]
    assert sum(fin.values()) == 1
    rel = [float(fin[k] / fin[31] * 13) for k in range(31, 41)]
    printed = [13, 12, 11, 10, 9, 8, 7, 6, 5, 4]
    assert all(abs(a - b) < 0.6 for a, b in zip(rel, printed))
    assert 44 < float(t["odds_against_refait_31"]) < 45.5          # not 63 to 1
    assert t["house_edge_half"] == t["refait_31"] / 2
    assert round(float(t["house_edge_half"]) * 100, 4) == 1.0961


def test_insurance_only_with_the_option():
    foster = get_game("trente-et-quarante-foster").new_deal(2)
    assert "rouge-insured" not in {a.args[0] for a in foster.legal_actions() if a.args}
