"""Blücher (seed 004 §1.7): catalog oracles O35-O38."""

from __future__ import annotations

from math import comb

import numpy as np

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import StackedShuffler, get_game
from hoyle.games.banking.blucher import blucher_result, called_rank, doubling_happens

BASE = list(standard_pack().cards)


def _deck_with(placed: dict[int, str], avoid_matches=True):
    """A pack with the given cards at the given positions and, elsewhere, no card of the rank called."""
    deck = [None] * 52
    fixed = {p: parse_cards(t)[0] for p, t in placed.items()}
    for p, c in fixed.items():
        deck[p] = c
    rest = [c for c in BASE if c not in fixed.values()]
    for p in range(52):
        if deck[p] is None:
            for i, c in enumerate(rest):
                if not avoid_matches or c.rank != called_rank(p):
                    deck[p] = rest.pop(i)
                    break
    assert None not in deck
    return deck


def test_O36_calls_restart_at_the_ace():
    assert [called_rank(p) for p in (0, 1, 7, 11, 12, 13, 51)] == [14, 2, 8, 12, 13, 14, 13]


def test_O35_eighth_card_an_eight_wins_the_stakes_on_eight_and_as_much_again():
    deck = _deck_with({7: "8H", 11: "QS"})
    assert deck[7].rank == 8 and deck[11].rank == 12
    st = get_game("blucher").new_deal(4, shuffler=StackedShuffler([deck]))
    for a in ("bet eight 5", "bet queen 1", "bet king 5"):
        st.apply(a)
    # eight and queen lose double (O35); every other card avoids its called rank, so the second count
    # passes clean, the king's stake is doubled, and it comes back at the end with the banker's half: +5
    assert st.outcome()[1:] == [-10, -2, 5]
    assert st.outcome()[0] == 7


def test_doubled_stake_lost_costs_three_or_four_units():
    # no match in the first count (doubling), then the king is matched at position 25
    deck = _deck_with({25: "KC"})
    assert doubling_happens(deck)
    assert blucher_result(deck, 13, 2) == -6
    assert blucher_result(deck, 13, 2, doubled_loss=4) == -8
    assert blucher_result(deck, 12, 2) == 2                  # survives the deal doubled: one stake gained
    st = get_game("blucher").new_deal(3, rules={"doubled_loss": 4}, shuffler=StackedShuffler([deck]))
    st.apply("bet king 5")
    st.apply("bet queen 1")
    assert st.outcome() == [19, -20, 1]


def test_O37_chance_a_rank_is_never_matched():
    exact = comb(48, 4) / comb(52, 4)
    assert round(exact, 4) == 0.7187
    rng = np.random.default_rng(37)
    n = 6000
    never = sum(blucher_result([BASE[j] for j in rng.permutation(52)], 12) >= 0 for _ in range(n))
    assert abs(never / n - exact) < 0.02


def test_O38_doubling_about_083_and_player_edge_about_minus_006():
    rng = np.random.default_rng(38)
    n = 6000
    dbl = tot = 0
    for _ in range(n):
        deck = [BASE[j] for j in rng.permutation(52)]
        dbl += doubling_happens(deck)
        tot += sum(blucher_result(deck, r) for r in range(2, 15))
    assert abs(dbl / n - 0.83) < 0.02
    assert abs(tot / (13 * n) + 0.06) < 0.03
