"""Roulette (Foster §11.11): the Monte Carlo payout table, the zero rules, exact edges."""

from __future__ import annotations

from fractions import Fraction

import pytest

from hoyle.analysis.banking_casino import roulette_edges
from hoyle.analysis.banking_errata import banking_errata
from hoyle.core import IllegalAction, StackedShuffler, get_game
from hoyle.games.banking.roulette import wheel_pockets


def spin(bets: list[str], pocket: str, wheel="monte-carlo", zero_rule="takes-all", second: str | None = None):
    pockets = wheel_pockets(wheel)
    draws = [pockets.index(pocket)]
    if zero_rule == "prison":
        draws.append(pockets.index(second or "1"))
    g = get_game("roulette")
    st = g.new_deal(len(bets) + 1, {"wheel": wheel, "zero_rule": zero_rule}, StackedShuffler([], draws))
    for b in bets:
        st.apply(b)
    return st.outcome()[1:]


@pytest.mark.parametrize("bet,pocket,net", [
    ("bet plein-17 2", "17", 70),              # en plein 35 to 1
    ("bet cheval-17-20 2", "20", 34),          # a cheval 17 to 1
    ("bet transversale-6 2", "17", 22),        # 16, 17, 18: 11 to 1
    ("bet carre-13 2", "17", 16),              # 13, 14, 16, 17: 8 to 1
    ("bet sixain-5 2", "17", 10),              # 13..18: 5 to 1
    ("bet colonne-2 2", "17", 4),              # 2, 5, ... 35: 2 to 1
    ("bet douzaine-2 10", "17", 20),           # 13..24: 2 to 1
    ("bet colonnes-1-2 10", "17", 5),          # two columns: 1/2 to 1
    ("bet douzaines-2-3 10", "3", -10),
    ("bet impair 10", "17", 10), ("bet noir 10", "17", 10), ("bet manque 10", "17", 10),
    ("bet passe 10", "17", -10), ("bet rouge 10", "17", -10),
    ("bet plein-0 2", "0", 70),                # betting on zero pays 35 to 1
])
def test_monte_carlo_payout_table(bet, pocket, net):
    """Oracle: Foster §11.11, the Monte Carlo table of payouts (catalog 001_part5 §11.11)."""
    assert spin([bet], pocket) == [net]


def test_zero_takes_all_or_imprisons():
    assert spin(["bet rouge 10", "bet douzaine-1 10"], "0") == [-10, -10]
    assert spin(["bet rouge 10", "bet plein-5 2"], "0", zero_rule="prison", second="1") == [0, -2]
    assert spin(["bet rouge 10"], "0", zero_rule="prison", second="2") == [-10]
    assert spin(["bet rouge 10"], "0", zero_rule="prison", second="0") == [-10]


def test_american_wheel_has_three_zeros():
    assert wheel_pockets("american")[:3] == ("0", "00", "eagle")
    assert spin(["bet plein-eagle 2"], "eagle", wheel="american") == [70]


def test_exact_edges_single_zero_one_in_37():
    """Foster §11.11 (COMPUTED in the catalog): every bet has EV -1/37 on a one-zero wheel."""
    rows = roulette_edges()
    assert {r["house_edge"] for r in rows.values()} == {Fraction(1, 37)}
    assert {r["house_edge"] for r in roulette_edges("american").values()} == {Fraction(3, 39)}
    prison = roulette_edges("monte-carlo", "prison")
    assert prison["rouge"]["house_edge"] == Fraction(19, 1369)      # 1/37 x 19/37
    assert prison["plein"]["house_edge"] == Fraction(1, 37)


def test_new_york_sun_zeros_erratum():
    """Oracle Foster §11.11 (grep 'среди которых было 120 зеро'): 4012 spins, expected 108.4 zeros."""
    row = next(r for r in banking_errata() if r["game"] == "roulette" and "4012" in r["item"])
    assert "108.4" in row["exact"]


def test_bad_stake_is_refused_with_the_law():
    st = get_game("roulette").new_deal(2)
    with pytest.raises(IllegalAction) as e:
        st.apply("bet plein-37 2")
    assert "S3" in str(e.value.law)
    with pytest.raises(IllegalAction) as e:
        st.apply("bet rouge 3")
    assert "S2" in str(e.value.law)
    assert st.to_act == 1 and st.bets == []
