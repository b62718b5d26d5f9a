"""Impérial (hoyle.games.piquet.imperial, slug imperial) against the catalog (001_part5.md §2.6)."""

from __future__ import annotations

import random

import pytest

from hoyle.cards import parse_cards, piquet_pack
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.games.piquet import ImperialMatch, add_whites
from hoyle.games.piquet.imperial import imperials_in_hand


def C(text):
    return [int(c) for c in parse_cards(text)]


def test_counter_oracle_wiping_rule():
    """001_part5.md §2.6 #1: 2 red 4 white + 2 whites = 3 reds; the dealer throws off to 1 red."""
    # 001_part5.md §2.6 oracle (printed): the non-dealer has 2 red + 4 white, the dealer 1 red
    # + 5 white; the non-dealer scores 2 whites -> 6 -> now 3 reds; the dealer throws off his
    # whites -> 1 red
    score = [[2, 4], [1, 5]]
    assert add_whites(score, 0, 2) == [[3, 0], [1, 0]]
    assert add_whites(score, 0, 2, wipe=False) == [[3, 0], [1, 5]]


def deal(elder, dealer, turn):
    e, d, t = C(elder), C(dealer), C(turn)
    rest = [int(c) for c in piquet_pack() if int(c) not in set(e) | set(d) | set(t)]
    return get_game("imperial").new_deal(2, None, StackedShuffler([e + d + t + rest]), {"dealer": 1})


def test_imperials_and_no_equality_on_the_point():
    # §2.6: a tied point goes to the elder ("no equality"); K Q J A of trumps always good; four kings
    e = "KH QH JH AH 7C 8C 9C 7D 8D 9D 10S 9S"       # hearts 41
    d = "KS QS JS AS KC KD 7H 8H 9H 10H 10C 10D"     # spades 41: a tie
    st = deal(e, d, "8S")                                # spades trumps
    assert st.trump == 3
    st.apply("point 4 41")
    assert [a.verb for a in st.legal_actions()] == ["good"]
    st.apply("good")
    assert st.point[0] == 0
    imps = imperials_in_hand(st.dealt, st.trump, st.elder)
    assert [s for s, _ in imps["sequence"]] == [1]          # the trump sequence beats the elder's

def test_second_must_win_if_able():
    # §2.6 "play": the second must win the trick if he can
    st = deal("KH QH JH AH 10C 8C 9C 7D 8D 9D 10S 9S", "KS QS JS AS KC KD 7H 8H 9H 10H 7C 10D", "8S")
    st.apply("point 4 41")
    st.apply("good")
    st.apply("play 8C")
    before = st.view(1)
    with pytest.raises(IllegalAction, match="win the trick"):
        st.apply("play 7C")
    assert st.view(1) == before
    st.apply("play KC")


def test_random_deals_balance_and_match_reaches_game():
    g = get_game("imperial")
    for seed in range(8):
        st = g.new_deal(2, None, SeededShuffler(seed), {})
        rng = random.Random(seed)
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
        assert sum(st.outcome()) == 0
    m = ImperialMatch(g, 2, g.make_rules(), seed=3)
    bots = [g.bots["heuristic"](s) for s in range(2)]
    for _ in range(200):
        if m.is_over:
            break
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
    assert m.is_over and m.context["rubbers"][0]["value"] == 1
