"""The double-dummy solver against exhaustive minimax, and the double-dummy bot agreeing
with the solver's trick count."""

from __future__ import annotations

import random

import pytest

from hoyle.bots.double_dummy import (BACKEND_ENV, HAVE_ENDPLAY, DoubleDummyBot, backend_for, card_values,
                                     endplay_unsupported, solve, solve_hands, solve_reference)
from hoyle.cards import parse_cards
from hoyle.core.chance import StackedShuffler
from hoyle.core.registry import get_game
from hoyle.games.whist import deck_for_hands
from hoyle.games.whist.book_deals import DEALS, corrected_rows, hands_of
from hoyle.mechanics.tricks import TrickPlay


NEEDS_ENDPLAY = pytest.mark.skipif(
    not HAVE_ENDPLAY, reason="endplay is not installed (pip install endplay; the 'dds' extra)")
BACKENDS = [pytest.param("hoyle", id="hoyle"), pytest.param("endplay", id="endplay", marks=NEEDS_ENDPLAY)]


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
    assert solve(tp, "hoyle") == minimax(tp)


@pytest.mark.parametrize("backend", BACKENDS)
def test_simple_finesse_ending(backend):
    # North A Q of spades leads through? South leads low toward A Q; West holds the king.
    hands = [parse_cards("AS QS"), parse_cards("2H 3H"), parse_cards("2S 3S"), parse_cards("KS 4S")]
    assert solve_hands(hands, None, 2, backend) == 2      # the king is onside (West plays before North)
    hands = [parse_cards("AS QS"), parse_cards("KS 4S"), parse_cards("2S 3S"), parse_cards("2H 3H")]
    assert solve_hands(hands, None, 2, backend) == 1      # offside: East sits over the A Q


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
    target = solve(s.tp, "hoyle")
    bots = [DoubleDummyBot(i, backend="hoyle").bind(s) for i in range(4)]
    while not s.is_over:
        s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
    assert s.side_tricks()[0] - before == target


def test_card_values_best_equals_solve():
    s = book_position("whist-4", 8)
    vals = card_values(s.tp, "hoyle")
    ns = s.tp.turn % 2 == 0
    assert (max if ns else min)(vals.values()) == solve(s.tp, "hoyle")
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
    assert solve(tp, "hoyle") == minimax(tp)


@pytest.mark.parametrize("seed,n", [(s, 6 + s % 4) for s in range(8)])
def test_fast_solver_agrees_with_reference_solver_on_6_to_9_card_endings(seed, n):
    tp = random_ending(200 + seed, n)
    assert solve(tp, "hoyle") == solve_reference(tp)


@pytest.mark.parametrize("backend", BACKENDS)
def test_full_deal_each_hand_one_suit(backend):
    # North all spades, East hearts, South diamonds, West clubs: the lead decides everything.
    hands = [[c for c in range(52) if c & 3 == s] for s in (3, 2, 1, 0)]
    assert solve_hands(hands, None, 0, backend) == 13      # North runs his spades
    assert solve_hands(hands, None, 3, backend) == 0       # West runs his clubs
    assert solve_hands(hands, None, 1, backend) == 0       # East runs his hearts
    assert solve_hands(hands, 3, 3, backend) == 13         # spades trumps: North ruffs the first club
    assert solve_hands(hands, 2, 0, backend) == 0          # hearts trumps: East ruffs every spade


@pytest.mark.parametrize("backend", BACKENDS)
def test_full_deal_north_holds_every_master(backend):
    # North holds A K Q J of three suits and the ace of clubs: every card of his is the top
    # of its suit when he plays it, so north-south take all 13 whoever leads.
    hands = [parse_cards("AS KS QS JS AH KH QH JH AD KD QD JD AC"),
             parse_cards("TS 9S 8S TH 9H 8H TD 9D 8D KC QC JC TC"),
             parse_cards("7S 6S 5S 7H 6H 5H 7D 6D 5D 9C 8C 7C 6C"),
             parse_cards("4S 3S 2S 4H 3H 2H 4D 3D 2D 5C 4C 3C 2C")]
    assert solve_hands(hands, None, 0, backend) == 13
    # East leads clubs: the ace wins and North runs the rest (East's clubs go on them).
    assert solve_hands(hands, None, 1, backend) == 13
    # Clubs trumps, East leading: the ace of trumps wins, but East (three cards in each of
    # North's suits) ruffs the fourth round of each of them.
    assert solve_hands(hands, 0, 1, backend) == 13 - 3


# A full deal where the lead decides whether the spade finesse works. North AS QS and eleven
# hearts, South two small spades and eleven clubs, West KS 4S and eleven diamonds (the king
# sits before North), East the other spades and the deuces and treys of the red suits and
# clubs. South on lead runs his clubs and leads a spade through West's king: all 13. North
# on lead cannot reach South: his hearts, the ace of spades, and the queen loses: 12. East
# or West on lead: a diamond, West runs them (11) and North takes his two spades: 2.
FINESSE_DEAL = [parse_cards("AS QS AH KH QH JH TH 9H 8H 7H 6H 5H 4H"),
                parse_cards("JS TS 9S 8S 7S 6S 5S 3H 2H 3D 2D 3C 2C"),
                parse_cards("3S 2S AC KC QC JC TC 9C 8C 7C 6C 5C 4C"),
                parse_cards("KS 4S AD KD QD JD TD 9D 8D 7D 6D 5D 4D")]


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("leader,expected", [(0, 12), (1, 2), (2, 13), (3, 2)])
def test_full_deal_answer_changes_with_the_leader(backend, leader, expected):
    assert solve_hands(FINESSE_DEAL, None, leader, backend) == expected


def test_finesse_deal_hands_are_a_full_pack():
    assert sorted(c for h in FINESSE_DEAL for c in h) == list(range(52))


# ----- the endplay (DDS) backend against hoyle's own solver ---------------------------------

@NEEDS_ENDPLAY
@pytest.mark.parametrize("seed", range(24))
def test_endplay_backend_agrees_with_hoyle_on_5_to_8_card_endings(seed):
    tp = random_ending(300 + seed, 5 + seed % 4)      # some start in the middle of a trick
    assert backend_for(tp) == "endplay"
    assert solve(tp, "endplay") == solve(tp, "hoyle")
    if seed % 3 == 0:                                  # every card's value, too
        assert card_values(tp, "endplay") == card_values(tp, "hoyle")


@NEEDS_ENDPLAY
@pytest.mark.parametrize("seed", range(12))
def test_endplay_backend_agrees_with_minimax_mid_trick(seed):
    # Small endings always started mid-trick: the seat/compass mapping and the leader of
    # the trick in progress must carry over to DDS exactly.
    rng = random.Random(900 + seed)
    n = rng.choice([2, 3])
    cards = rng.sample(range(52), 4 * n)
    tp = TrickPlay([cards[i * n:(i + 1) * n] for i in range(4)], rng.choice([None, 0, 1, 2, 3]),
                   rng.randrange(4))
    for _ in range(1 + seed % 3):
        tp.play(rng.choice(tp.legal()))
    assert solve(tp, "endplay") == minimax(tp)
    vals = card_values(tp, "endplay")
    for c, v in vals.items():
        t = tp.clone()
        w = t.play(c)
        assert v == (1 if w is not None and w % 2 == 0 else 0) + minimax(t)


@NEEDS_ENDPLAY
@pytest.mark.parametrize("trump", [None, 0, 1, 2, 3])
def test_endplay_agrees_with_hoyle_on_hand_built_full_deals(trump):
    one_suit = [[c for c in range(52) if c & 3 == s] for s in (3, 2, 1, 0)]
    masters = [parse_cards("AS KS QS JS AH KH QH JH AD KD QD JD AC"),
               parse_cards("TS 9S 8S TH 9H 8H TD 9D 8D KC QC JC TC"),
               parse_cards("7S 6S 5S 7H 6H 5H 7D 6D 5D 9C 8C 7C 6C"),
               parse_cards("4S 3S 2S 4H 3H 2H 4D 3D 2D 5C 4C 3C 2C")]
    for hands in (one_suit, masters):
        for leader in range(4):
            assert solve_hands(hands, trump, leader, "endplay") == solve_hands(hands, trump, leader, "hoyle")
    if trump is None:          # the finesse deal: the hoyle solver is quick only at no-trumps
        for leader in range(4):
            assert (solve_hands(FINESSE_DEAL, None, leader, "endplay")
                    == solve_hands(FINESSE_DEAL, None, leader, "hoyle"))


@NEEDS_ENDPLAY
def test_double_dummy_bot_on_endplay_agrees_with_hoyle_count():
    s = book_position("whist-2", 7)
    before = s.side_tricks()[0]
    target = solve(s.tp, "hoyle")
    bots = [DoubleDummyBot(i, backend="endplay").bind(s) for i in range(4)]
    while not s.is_over:
        s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
    assert s.side_tricks()[0] - before == target


# ----- choosing the backend ---------------------------------------------------------------

def test_backend_hoyle_forced_and_unknown_backend_refused(monkeypatch):
    tp = TrickPlay([parse_cards("AS"), parse_cards("KS"), parse_cards("2S"), parse_cards("3S")], None, 0)
    assert backend_for(tp, "hoyle") == "hoyle"
    monkeypatch.setenv(BACKEND_ENV, "hoyle")
    assert backend_for(tp) == "hoyle"
    assert solve(tp) == 1
    with pytest.raises(ValueError, match="unknown double-dummy backend"):
        solve(tp, "dds")


def test_positions_endplay_cannot_model_fall_back_to_hoyle(monkeypatch):
    monkeypatch.delenv(BACKEND_ENV, raising=False)
    three = TrickPlay([parse_cards("AS KS"), parse_cards("QS JS"), parse_cards("2S 3S")], None, 0)
    assert endplay_unsupported(three) is not None
    assert backend_for(three) == "hoyle"
    # a non-standard card order (rank_key) is left to hoyle, whatever is installed
    ranked = TrickPlay([parse_cards("AS"), parse_cards("KS"), parse_cards("2S"), parse_cards("3S")],
                       None, 0, rank_key=list(range(52)))
    assert backend_for(ranked) == "hoyle"
    with pytest.raises(ValueError, match="endplay backend cannot solve"):
        solve(ranked, "endplay")
    uneven = TrickPlay([parse_cards("AS KS"), parse_cards("QS"), parse_cards("2S 3S"), parse_cards("4S")],
                       None, 0)
    assert backend_for(uneven) == "hoyle"


@NEEDS_ENDPLAY
def test_auto_backend_is_endplay_for_a_standard_position(monkeypatch):
    monkeypatch.delenv(BACKEND_ENV, raising=False)
    assert backend_for(TrickPlay(FINESSE_DEAL, 3, 0)) == "endplay"
    monkeypatch.setenv(BACKEND_ENV, "endplay")
    assert solve_hands(FINESSE_DEAL, None, 2) == 13


def test_endplay_absent_is_reported(monkeypatch):
    import hoyle.bots.double_dummy as dd
    monkeypatch.setattr(dd, "HAVE_ENDPLAY", False)
    monkeypatch.delenv(BACKEND_ENV, raising=False)
    tp = TrickPlay(FINESSE_DEAL, None, 2)
    assert "not installed" in dd.endplay_unsupported(tp)
    assert dd.backend_for(tp) == "hoyle"
    with pytest.raises(ValueError, match="not installed"):
        dd.solve(tp, "endplay")


# ----- hoyle's solver (partition search) against endplay and minimax ----------------------

@NEEDS_ENDPLAY
@pytest.mark.parametrize("seed", range(60))
def test_hoyle_solver_equals_endplay_on_seeded_5_to_8_card_endings(seed):
    # every strain and leader; a quarter of them started in the middle of a trick
    rng = random.Random(7000 + seed)
    n = 5 + seed % 4
    cards = rng.sample(range(52), 4 * n)
    tp = TrickPlay([cards[i * n:(i + 1) * n] for i in range(4)], [None, 0, 1, 2, 3][seed % 5], rng.randrange(4))
    if seed % 4 == 3:
        for _ in range(1 + rng.randrange(3)):
            tp.play(rng.choice(tp.legal()))
    assert solve(tp, "hoyle") == solve(tp, "endplay")


def test_one_solver_shared_along_a_playout_agrees_with_the_reference():
    # One table serves every position of a deal: its entries (bounds kept with only the
    # cards that mattered) must answer positions that differ in the spent small cards.
    from hoyle.bots.double_dummy import _fast_from, _FastSolver
    for seed in range(6):
        rng = random.Random(4100 + seed)
        n = 7
        cards = rng.sample(range(52), 4 * n)
        trump = [None, 3, 0, None, 1, 2][seed]
        tp = TrickPlay([cards[i * n:(i + 1) * n] for i in range(4)], trump, rng.randrange(4))
        solver = _FastSolver(trump)
        while not tp.over:
            assert _fast_from(tp, solver) == solve_reference(tp)
            tp.play(rng.choice(tp.legal()))


# Seeded random full deals (random.Random(seed).sample(range(52), 52), 13 cards a hand in
# seat order, north to lead) that hoyle's solver finishes in about a second; their counts
# were checked against endplay (DDS) by benchmarks/bench_double_dummy.py.
FULL_DEALS = [(1000, 3), (1001, None)]


def seeded_deal(seed: int) -> list[list[int]]:
    cards = random.Random(seed).sample(range(52), 52)
    return [cards[j * 13:(j + 1) * 13] for j in range(4)]


@NEEDS_ENDPLAY
@pytest.mark.parametrize("seed,trump", FULL_DEALS)
def test_hoyle_solver_equals_endplay_on_seeded_full_deals(seed, trump):
    hands = seeded_deal(seed)
    assert solve_hands(hands, trump, 0, "hoyle") == solve_hands(hands, trump, 0, "endplay")


@pytest.mark.parametrize("seed", range(16))
def test_solver_follows_the_games_own_card_order_rank_key(seed):
    # Scotch whist's order (the knave of trumps above the ace): hoyle's solver plays by
    # TrickPlay.rank_key, as exhaustive minimax (TrickPlay.play) does.
    rng = random.Random(5100 + seed)
    trump = rng.randrange(4)
    jack = (11 - 2) * 4 + trump
    key = list(range(52))
    key[jack] = 100                                      # the knave of trumps ranks highest
    n = rng.choice([3, 4])
    cards = rng.sample(range(52), 4 * n)
    if jack not in cards:
        cards[0] = jack
    tp = TrickPlay([cards[i * n:(i + 1) * n] for i in range(4)], trump, rng.randrange(4), rank_key=key)
    assert solve(tp) == solve(tp, "hoyle") == minimax(tp)


def test_lookup_tables_are_trimmed_between_solves(monkeypatch):
    """The module's lookup tables are emptied at the start of a solve once they pass
    _CACHE_MAX entries (a long-running bot or server must not grow without bound); the
    answer does not change."""
    import random

    import hoyle.bots.double_dummy as dd
    monkeypatch.setenv(dd.KERNEL_ENV, "off")          # the pure-Python solver's tables
    deck = list(range(52))
    random.Random(1).shuffle(deck)
    hands = [sorted(deck[i * 6:(i + 1) * 6]) for i in range(4)]
    first = dd.solve_hands(hands, None, 0, backend="hoyle")
    size = len(dd._SUITINFO)
    monkeypatch.setattr(dd, "_CACHE_MAX", 1)
    dd._SUITINFO[(-1, -1, -1, -1)] = (0, 0)          # an entry no solve can reach
    assert dd.solve_hands(hands, None, 0, backend="hoyle") == first
    assert (-1, -1, -1, -1) not in dd._SUITINFO and len(dd._SUITINFO) <= size


@pytest.mark.parametrize("hands, trump, leader, reason", [
    ([[0, 1], [2, 3], [4, 5]], None, 0, "four hands"),
    ([[0, 1], [2, 3], [4, 5], [6]], None, 0, "as many cards"),           # 7 cards: no deal
    ([[0, 1], [0, 3], [4, 5], [6, 7]], None, 0, "2C is in two hands"),
    ([[0, 1], [2, 3], [4, 5], [6, 99]], None, 0, "52-card pack: card 99"),
    ([[0, 1], [2, 3], [4, 5], [6, 7]], 7, 0, "trump is None"),
    ([[0, 1], [2, 3], [4, 5], [6, 7]], None, 9, "leader is a seat"),
])
@pytest.mark.parametrize("backend", ["hoyle", None])
def test_solve_hands_refuses_a_position_that_is_no_deal(hands, trump, leader, reason, backend):
    """A malformed position is a SetupError naming the fault (it used to be solved as given,
    or to fail with an IndexError), from either backend."""
    from hoyle.core.errors import SetupError
    with pytest.raises(SetupError, match=reason):
        solve_hands(hands, trump, leader, backend)
