"""The ISMCTS bot (hoyle.bots.ismcts) and the trick-game determinisation it searches over
(hoyle.mechanics.tricks.determinise_tricks): legal moves, reproducible under a seed, blind to
the other hands, and better than random play at whist."""

from __future__ import annotations

import numpy as np
import pytest

from hoyle.bots import bot_names, make_bot
from hoyle.bots.ismcts import ISMCTSBot
from hoyle.core import SeededShuffler, get_game, resolve_chance
from hoyle.mechanics.tricks import determinise_tricks, shown_voids


def _play(st, bots, stop=None):
    """Drive ``st`` with ``bots`` (binding the state for the search bot) until it is over or
    ``stop(st)``; returns the actions chosen."""
    chosen = []
    while not st.is_over and not (stop and stop(st)):
        if resolve_chance(st):
            continue
        s = st.to_act
        b = bots[s]
        if b.needs_state:
            b.bind(st)
        legal = st.legal_actions()
        a = b.choose(st.view(s), legal)
        assert a in legal
        chosen.append(a)
        st.apply(a)
    return chosen


def _whist_midway(seed: int, plays: int):
    g = get_game("whist-english")
    st = g.new_deal(4, None, SeededShuffler(seed))
    rnd = [make_bot("random", g, s, 50 + s) for s in range(4)]
    _play(st, rnd, stop=lambda s: len(s.history) >= plays)
    return g, st


def test_ismcts_is_offered_by_imperfect_card_games_only():
    assert "ismcts" in bot_names(get_game("whist-english"))
    assert "ismcts" in bot_names(get_game("auction-bridge"))
    assert "ismcts" not in bot_names(get_game("chess"))
    assert isinstance(make_bot("ismcts", get_game("hearts"), 0, 1), ISMCTSBot)


@pytest.mark.parametrize("slug", ["whist-english", "auction-bridge", "hearts", "euchre"])
def test_ismcts_plays_only_legal_moves_to_the_end(slug):
    g = get_game(slug)
    n = g.default_players or g.min_players
    st = g.new_deal(n, None, SeededShuffler(7))
    bots = [make_bot("ismcts", g, s, s) for s in range(n)]
    for b in bots:
        b.iterations = 8
    _play(st, bots)
    assert st.is_over
    assert len(st.outcome()) == n


def test_ismcts_is_reproducible_under_a_seed():
    runs = []
    for _ in range(2):
        g = get_game("whist-english")
        st = g.new_deal(4, None, SeededShuffler(11))
        bots = [make_bot("ismcts", g, s, 90 + s) for s in range(4)]
        for b in bots:
            b.iterations = 12
        runs.append(_play(st, bots))
    assert runs[0] == runs[1]


def test_determinisation_keeps_what_the_seat_knows():
    g, st = _whist_midway(3, 14)            # trick 4, second card
    me = st.to_act
    hidden = set(st.hidden_cards(me))
    voids = shown_voids(st.tp)
    rng = np.random.Generator(np.random.PCG64(5))
    moved = 0
    for _ in range(30):
        d = determinise_tricks(st, me, rng)
        assert d.tp.hands[me] == st.tp.hands[me]
        assert [len(h) for h in d.tp.hands] == [len(h) for h in st.tp.hands]
        assert set().union(*map(set, d.tp.hands)) == set().union(*map(set, st.tp.hands))
        for s in range(4):
            assert not any(c & 3 in voids[s] for c in d.tp.hands[s] if c in hidden)
            # the hands as dealt are rebuilt: what is held plus what was played
            assert sorted(d.dealt[s]) == sorted(set(d.dealt[s]))
            assert len(d.dealt[s]) == 13
        moved += d.tp.hands != st.tp.hands
    assert moved == 30                      # the unseen cards really are dealt afresh
    assert st.tp.hands == _whist_midway(3, 14)[1].tp.hands    # the state itself unchanged


def test_shown_voids_are_read_from_the_table():
    g = get_game("whist-english")
    st = g.new_deal(4, None, SeededShuffler(1))
    tp = st.tp
    # a finished trick in which the third hand (south) did not follow the clubs led
    tp.quitted = [(0, (4 * 5 + 0, 4 * 7 + 0, 4 * 9 + 2, 4 * 2 + 0), 2)]
    v = shown_voids(tp)
    assert v == [set(), set(), {0}, set()]


def test_the_search_never_reads_the_other_hands():
    """The same seed and the same view give the same choice whatever the other hands hold:
    the true state's unseen cards are dealt afresh (as another deal the seat cannot tell
    apart) and the bot asked again."""
    g, st = _whist_midway(21, 9)
    me = st.to_act
    rng = np.random.Generator(np.random.PCG64(99))
    others = [determinise_tricks(st, me, rng) for _ in range(3)]
    assert all(o.tp.hands != st.tp.hands for o in others)
    assert all(o.view(me) == st.view(me) for o in others)
    picks = set()
    for s in [st, *others]:
        b = ISMCTSBot(me, 1234, g, iterations=60)
        picks.add(b.bind(s).choose(s.view(me), s.legal_actions()))
    assert len(picks) == 1
    # a different seed may choose otherwise, but the choice is legal
    b = ISMCTSBot(me, 4321, g, iterations=60)
    assert b.bind(st).choose(st.view(me), st.legal_actions()) in st.legal_actions()


def test_the_search_never_reads_the_other_hands_at_bridge_with_a_dummy():
    g = get_game("auction-bridge")
    st = g.new_deal(4, None, SeededShuffler(8))
    heur = [make_bot("heuristic", g, s, s) for s in range(4)]
    _play(st, heur, stop=lambda s: s.phase == "play" and len(s.tp.played_cards()) >= 6)
    me = st.to_act
    rng = np.random.Generator(np.random.PCG64(3))
    other = determinise_tricks(st, me, rng)
    assert other.tp.hands != st.tp.hands and other.view(me) == st.view(me)
    a = ISMCTSBot(me, 77, g, iterations=40).bind(st).choose(st.view(me), st.legal_actions())
    b = ISMCTSBot(me, 77, g, iterations=40).bind(other).choose(other.view(me), other.legal_actions())
    assert a == b


def test_ismcts_beats_random_play_at_whist():
    """40 deals, ISMCTS (10 descents a move) north and south against random east and west:
    random against random takes 6.5 tricks a deal on average; the search side must take more
    than 7 (it took 7.5 when this test was written)."""
    g = get_game("whist-english")
    tricks = []
    for d in range(40):
        st = g.new_deal(4, None, SeededShuffler(100 + d))
        bots = [make_bot("ismcts" if s % 2 == 0 else "random", g, s, d * 10 + s) for s in range(4)]
        for b in bots:
            if isinstance(b, ISMCTSBot):
                b.iterations = 10
        _play(st, bots)
        tricks.append(st.tp.won[0] + st.tp.won[2])
    assert sum(tricks) / len(tricks) > 7.0
