"""The double-dummy solver against exhaustive minimax, and the double-dummy bot agreeing
with the solver's trick count."""

from __future__ import annotations

import random

import pytest

from hoyle.bots.double_dummy import DoubleDummyBot, card_values, solve, solve_hands, solve_reference
from hoyle.cards import parse_cards
from hoyle.core.chance import StackedShuffler
from hoyle.core.registry import get_game
from hoyle.games.whist import deck_for_hands
from hoyle.games.whist.book_deals import DEALS, corrected_rows, hands_of
from hoyle.mechanics.tricks import TrickPlay


def minimax(tp: TrickPlay) -> int:
    if tp.over:
        return 0
    vals = []
    for c in tp.legal():
        t = tp.clone()
        w = t.play(c)
        vals.append((1 if w is not None and w % 2 == 0 else 0) + minimax(t))
    return max(vals) if tp.turn % 2 == 0 else min(vals)


@pytest.mark.parametrize("seed", range(12))
def test_solver_equals_exhaustive_minimax_on_random_endings(seed):
    rng = random.Random(seed)
    n = rng.choice([2, 3, 4])
    cards = rng.sample(range(52), 4 * n)
    tp = TrickPlay([cards[i * n:(i + 1) * n] for i in range(4)], rng.choice([None, 0, 1, 2, 3]),
                   rng.randrange(4))
    for _ in range(rng.randrange(3)):
        tp.play(rng.choice(tp.legal()))
    assert solve(tp) == minimax(tp)


def test_simple_finesse_ending():
    # North A Q of spades leads through? South leads low toward A Q; West holds the king.
    hands = [parse_cards("AS QS"), parse_cards("2H 3H"), parse_cards("2S 3S"), parse_cards("KS 4S")]
    assert solve_hands(hands, None, 2) == 2      # the king is onside (West plays before North)
    hands = [parse_cards("AS QS"), parse_cards("KS 4S"), parse_cards("2S 3S"), parse_cards("2H 3H")]
    assert solve_hands(hands, None, 2) == 1      # offside: East sits over the A Q


def book_position(deal_id: str, after_tricks: int):
    deal = DEALS[deal_id]
    s = get_game("whist-english").new_deal(
        shuffler=StackedShuffler([deck_for_hands(hands_of(deal), 3, parse_cards(deal["turned"])[0])]),
        context={"dealer": 3})
    for row in corrected_rows(deal)[:after_tricks]:
        for _ in range(4):
            s.apply(f"play {row[s.to_act]}")
    return s


@pytest.mark.parametrize("deal_id", ["whist-1", "whist-2", "whist-3", "whist-4"])
def test_double_dummy_bot_agrees_with_solver_from_book_position(deal_id):
    s = book_position(deal_id, 7)                  # six tricks to go
    before = s.side_tricks()[0]
    target = solve(s.tp)
    bots = [DoubleDummyBot(i).bind(s) for i in range(4)]
    while not s.is_over:
        s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
    assert s.side_tricks()[0] - before == target


def test_card_values_best_equals_solve():
    s = book_position("whist-4", 8)
    vals = card_values(s.tp)
    ns = s.tp.turn % 2 == 0
    assert (max if ns else min)(vals.values()) == solve(s.tp)
    assert set(vals) == {a.args[0] for a in s.legal_actions()}


def random_ending(seed: int, n: int) -> TrickPlay:
    rng = random.Random(seed)
    cards = rng.sample(range(52), 4 * n)
    tp = TrickPlay([cards[i * n:(i + 1) * n] for i in range(4)], rng.choice([None, 0, 1, 2, 3]),
                   rng.randrange(4))
    for _ in range(rng.randrange(4)):            # sometimes start in the middle of a trick
        tp.play(rng.choice(tp.legal()))
    return tp


@pytest.mark.parametrize("seed", range(40))
def test_fast_solver_equals_exhaustive_minimax_on_small_endings(seed):
    tp = random_ending(100 + seed, random.Random(seed).choice([2, 3, 4]))
    assert solve(tp) == minimax(tp)


@pytest.mark.parametrize("seed,n", [(s, 6 + s % 4) for s in range(8)])
def test_fast_solver_agrees_with_reference_solver_on_6_to_9_card_endings(seed, n):
    tp = random_ending(200 + seed, n)
    assert solve(tp) == solve_reference(tp)


def test_full_deal_each_hand_one_suit():
    # North all spades, East hearts, South diamonds, West clubs: the lead decides everything.
    hands = [[c for c in range(52) if c & 3 == s] for s in (3, 2, 1, 0)]
    assert solve_hands(hands, None, 0) == 13      # North runs his spades
    assert solve_hands(hands, None, 3) == 0       # West runs his clubs
    assert solve_hands(hands, None, 1) == 0       # East runs his hearts
    assert solve_hands(hands, 3, 3) == 13         # spades trumps: North ruffs the first club
    assert solve_hands(hands, 2, 0) == 0          # hearts trumps: East ruffs every spade


def test_full_deal_north_holds_every_master():
    # North holds A K Q J of three suits and the ace of clubs: every card of his is the top
    # of its suit when he plays it, so north-south take all 13 whoever leads.
    hands = [parse_cards("AS KS QS JS AH KH QH JH AD KD QD JD AC"),
             parse_cards("TS 9S 8S TH 9H 8H TD 9D 8D KC QC JC TC"),
             parse_cards("7S 6S 5S 7H 6H 5H 7D 6D 5D 9C 8C 7C 6C"),
             parse_cards("4S 3S 2S 4H 3H 2H 4D 3D 2D 5C 4C 3C 2C")]
    assert solve_hands(hands, None, 0) == 13
    # East leads clubs: the ace wins and North runs the rest (East's clubs go on them).
    assert solve_hands(hands, None, 1) == 13
    # Clubs trumps, East leading: the ace of trumps wins, but East (three cards in each of
    # North's suits) ruffs the fourth round of each of them.
    assert solve_hands(hands, 0, 1) == 13 - 3
