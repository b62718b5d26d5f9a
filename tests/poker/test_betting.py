"""The betting mechanic (hoyle.mechanics.betting): pots and settlement against the catalog's
worked examples and by property, the betting interval's order, limits, raise caps and sight
calls, its refusals citing each code's law by meaning, and a check, deal by deal, that it
offers exactly what draw poker's own betting offers (the ground for moving draw poker onto it).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hoyle.core import IllegalAction, SeededShuffler, SetupError, get_game
from hoyle.core.actions import Action
from hoyle.games.poker.laws import BRITISH_LAWS, FOSTER_LAWS
from hoyle.mechanics.betting import (
    ODD_CHIP_RULES, BettingRound, ForcedBet, JackPotAntes, Limits, StraddleRule, first_to_act,
    post_forced, settle, settle_detail, side_pots, split_high_low,
)

SPREAD50 = Limits("spread", 50)


def _act(r: BettingRound, *texts: str) -> None:
    for t in texts:
        r.apply(r.turn, Action.parse(t))


# --------------------------------------------------------------------------- pots: the books

def test_pk01_sight_side_pool_catalog_001_part3_a1():
    """PK-01 (001 part 3 §A1): A bets $3, B has only $2 and calls for a sight, C calls A.
    The $2 of each makes B's sight pool; A's and C's third dollars a side pool between them."""
    a, b, c = 0, 1, 2
    contrib = [3, 2, 3]
    pots = side_pots(contrib, [False, False, False])
    assert [(p.amount, p.eligible) for p in pots] == [(6, (a, b, c)), (2, (a, c))]
    # (a) C shows three tens, neither A nor B can beat it: C takes everything
    assert settle(contrib, [False] * 3, {a: 1, b: 2, c: 3}) == [0, 0, 8]
    # (b) B three jacks, A three fives, C three tens: B takes his sight pool, C the rest
    assert settle(contrib, [False] * 3, {a: 1, b: 3, c: 2}) == [0, 6, 2]
    # (c) C bluffs A out: A has no interest in any pool; B plays C for the sight pool
    assert settle(contrib, [True, False, False], {b: 3, c: 2}) == [0, 6, 2]
    assert settle(contrib, [True, False, False], {b: 1, c: 2}) == [0, 0, 8]
    # ... even if A's dropped hand was the best (no claim)
    assert settle(contrib, [True, False, False], [99, 1, 2]) == [0, 0, 8]


def test_bo04_bouillotte_side_pots_catalog_001_part3():
    """BO-04 (001 part 3, bouillotte): caves A 35, B 60, C 120, D 185; D blinds 5; A is all in
    for 35, B passes, C puts in all his 120, D all his 185. A wins his sight pool (105);
    D beats C for the 170 left and takes back his excess 65. 275 = 105 + 170."""
    contrib = [35, 0, 120, 185]
    folded = [False, True, False, False]
    ranking = {0: 3, 2: 1, 3: 2}           # A's top club, then D (holds a club), then C
    d = settle_detail(contrib, folded, ranking, dealer=3, odd_chip="right-of-dealer")
    assert [p.amount for p in d.pots] == [105, 170, 65]
    assert d.won == (105, 0, 0, 170 + 65)
    assert sum(d.pots[i].amount for i in (0, 1)) == 275


def test_o83_high_low_odd_chip_to_high_catalog_004():
    """004 §1.18 high-low poker, O83: a pot of 25 split high and low gives 13 and 12."""
    assert split_high_low(25) == (13, 12)
    assert split_high_low(24) == (12, 12)
    with pytest.raises(SetupError):
        split_high_low(-1)


# --------------------------------------------------------------------------- pots: worked by hand

def test_three_all_in_players_and_a_caller():
    # seats 0..3 put in 5, 10, 20, 40 (all in but seat 3); worst to best: 3 < 2 < 1 < 0
    contrib = [5, 10, 20, 40]
    d = settle_detail(contrib, [False] * 4, [4, 3, 2, 1])
    assert [(p.amount, p.eligible) for p in d.pots] == [
        (20, (0, 1, 2, 3)), (15, (1, 2, 3)), (20, (2, 3)), (20, (3,))]
    assert d.won == (20, 15, 20, 20)        # seat 3's uncalled 20 comes back to him
    # the best hand with the biggest stake takes everything
    assert settle(contrib, [False] * 4, [1, 2, 3, 4]) == [0, 0, 0, 75]


def test_dead_money_from_folded_seats():
    # seat 0 folds after putting in 30, more than the all-in seat 1's 10
    contrib = [30, 10, 40, 40]
    folded = [True, False, False, False]
    pots = side_pots(contrib, folded)
    assert [(p.amount, p.eligible) for p in pots] == [(40, (1, 2, 3)), (80, (2, 3))]
    assert settle(contrib, folded, {1: 9, 2: 5, 3: 1}) == [0, 40, 80, 0]
    # a folded seat's chips above every live stake go to the last pot
    # (the 20-level pot: 10 from seat 2, 10 from seat 0, and seat 0's 30 above 20)
    assert side_pots([50, 10, 20], [True, False, False])[-1].amount == 10 + 10 + 30


def test_dead_chips_carried_jack_and_rake():
    # 12 chips carried from unopened jack-pots join the main pot; the kitty takes 3 first
    d = settle_detail([5, 5, 2], [False] * 3, [1, 1, 9], dead=12, rake=3)
    assert [p.amount for p in d.pots] == [6 + 12 - 3, 6] and d.won == (3, 3, 15)
    assert sum(d.won) + d.rake == 12 + 12


def test_ties_divide_and_the_odd_chip_rules():
    contrib, folded = [7, 7, 7, 7], [False, True, False, False]   # 28 chips
    values = [5, None, 5, 5]
    # three-way tie of 28: 9 each and one odd chip
    assert settle(contrib, folded, values, dealer=3) == [10, 0, 9, 9]       # seat 0 is left of 3
    assert settle(contrib, folded, values, dealer=0) == [9, 0, 10, 9]       # seat 2 is next
    assert settle(contrib, folded, values, dealer=0, odd_chip="right-of-dealer") == [9, 0, 9, 10]
    d = settle_detail(contrib, folded, values, odd_chip="carry")
    assert d.won == (9, 0, 9, 9) and d.carried == 1


def test_odd_chips_exact():
    # 17 chips among three equal hands: 5 each and two odd chips, to seats 1 and 2 (dealer 0)
    assert settle([5, 5, 5], [False] * 3, [1, 1, 1], dealer=0, dead=2) == [5, 6, 6]
    assert settle([5, 5, 5], [False] * 3, [1, 1, 1], dealer=1, dead=2) == [6, 5, 6]
    # each side pot is divided on its own: the 2-chip pot of seats 0 and 1 splits evenly
    assert settle([6, 6, 5], [False] * 3, [1, 1, 1], dealer=0) == [6, 6, 5]
    assert set(ODD_CHIP_RULES) == {"left-of-dealer", "right-of-dealer", "carry"}


@pytest.mark.parametrize("bad, word", [
    (dict(contributions=[1, -1], folded=[False, False], showdown_ranking=[1, 2]), "contribution"),
    (dict(contributions=[1, 2], folded=[True, True], showdown_ranking=[1, 2]), "folded"),
    (dict(contributions=[1, 2], folded=[False], showdown_ranking=[1, 2]), "one entry"),
    (dict(contributions=[1, 2], folded=[False, False], showdown_ranking={0: 1}), "no hand value"),
    (dict(contributions=[1, 2], folded=[False, False], showdown_ranking=[1, 2], odd_chip="x"), "odd-chip"),
    (dict(contributions=[1, 2], folded=[False, False], showdown_ranking=[1, 2], rake=9), "rake"),
    (dict(contributions=[1.5, 2], folded=[False, False], showdown_ranking=[1, 2]), "whole"),
])
def test_settle_refuses_bad_input_in_one_line(bad, word):
    with pytest.raises(SetupError) as e:
        settle(**bad)
    assert word in str(e.value) and "\n" not in str(e.value)


# --------------------------------------------------------------------------- pots: properties

def _reference(contrib, folded, values, dealer, dead, rule="left-of-dealer"):
    """Chip by chip: every chip of each stake level goes to the best live hand that reached it,
    dealt round the winners like cards; under "carry" a round that cannot be completed stays."""
    n = len(contrib)
    won = [0] * n
    live = [s for s in range(n) if not folded[s]]
    top_live = max(contrib[s] for s in live)
    levels = sorted({contrib[s] for s in live})
    order = [(dealer + 1 + k) % n for k in range(n)]
    if rule == "right-of-dealer":
        order = [(dealer - 1 - k) % n for k in range(n)]
    carried = 0
    prev = 0
    for i, lv in enumerate(levels):
        chips = sum(min(c, lv) - min(c, prev) for c in contrib) + (dead if i == 0 else 0)
        if lv == top_live:
            chips += sum(max(0, c - lv) for c in contrib)
        elig = [s for s in live if contrib[s] >= lv]
        best = max(values[s] for s in elig)
        ws = [s for s in order if s in elig and values[s] == best]
        rounds = chips - chips % len(ws) if rule == "carry" else chips
        for k in range(rounds):
            won[ws[k % len(ws)]] += 1
        carried += chips - rounds
        prev = lv
    return won, carried


@st.composite
def _deals(draw):
    n = draw(st.integers(2, 8))
    contrib = draw(st.lists(st.integers(0, 60), min_size=n, max_size=n))
    folded = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    if all(folded):
        folded[draw(st.integers(0, n - 1))] = False
    values = draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))   # small: many ties
    dealer = draw(st.integers(0, n - 1))
    dead = draw(st.integers(0, 20))
    return contrib, folded, values, dealer, dead


@settings(max_examples=300, deadline=None)
@given(_deals(), st.sampled_from(sorted(ODD_CHIP_RULES)))
def test_settle_properties(deal, rule):
    contrib, folded, values, dealer, dead = deal
    d = settle_detail(contrib, folded, values, dealer=dealer, dead=dead, odd_chip=rule)
    total = sum(contrib) + dead
    assert sum(d.won) + d.carried == total                       # chips conserved
    assert sum(p.amount for p in d.pots) == total
    assert all(d.won[s] == 0 for s in range(len(contrib)) if folded[s])
    for pot, ws in zip(d.pots, d.winners):                      # each pot to its best hand
        assert set(ws) <= set(pot.eligible)
        assert all(values[w] == max(values[s] for s in pot.eligible) for w in ws)
        assert all(not folded[s] for s in pot.eligible)
    assert (list(d.won), d.carried) == _reference(contrib, folded, values, dealer, dead, rule)


@settings(max_examples=200, deadline=None)
@given(_deals())
def test_a_seat_never_wins_more_than_its_stake_level_allows(deal):
    """A player all in for x takes from each other seat at most x (British law 60)."""
    contrib, folded, values, dealer, dead = deal
    won = settle(contrib, folded, values, dealer=dealer, dead=dead)
    for s in range(len(contrib)):
        if not folded[s]:
            cap = sum(min(c, contrib[s]) for c in contrib) + dead
            if contrib[s] < max(contrib[t] for t in range(len(contrib)) if not folded[t]):
                assert won[s] <= cap


# --------------------------------------------------------------------------- forced bets

def test_forced_bets_as_data():
    posted = post_forced([ForcedBet("blind", 1, 1, live=True)], [100] * 4, dealer=3)
    assert posted.contributions == [1, 0, 0, 0] and posted.live == [1, 0, 0, 0]   # the age
    antes = post_forced([ForcedBet("ante", 2, "each"), ForcedBet("bring-in", 3, "worst-showing", True)],
                        [10, 1, 10], dealer=0, showing=[5, 9, 2])
    assert antes.contributions == [2, 1, 5] and antes.stacks == [8, 0, 5]   # seat 1 all in for 1
    assert antes.payers[-1] == ("bring-in", 2, 3)
    jp = JackPotAntes(2, 1)                                   # Foster §20.12 and law 40
    assert (jp.each(1), jp.each(2), jp.forced(3).kind) == (2, 1, "fattening")
    foster, british = StraddleRule("double", "quarter-limit"), StraddleRule("ante-step", "half-limit")
    assert [foster.amount(k, last, 1) for k, last in ((0, 1), (1, 2), (2, 4))] == [2, 4, 8]
    assert [british.amount(k, last, 1) for k, last in ((0, 1), (1, 2), (2, 3))] == [2, 3, 4]
    assert foster.allowed(12, 50) and not foster.allowed(13, 50)
    assert british.allowed(6, 12) and not british.allowed(7, 12)
    with pytest.raises(SetupError):
        ForcedBet("tip", 1)


def test_who_speaks_first():
    live = [True, True, False, True]
    assert first_to_act("age", 3, live) == 0
    assert first_to_act("age", 1, live) == 3                 # seat 2 folded: passed over
    assert first_to_act("left-of", 3, live, after=0) == 1
    # stud, method B: the best showing bets first; equal ones, the nearest the dealer's left
    assert first_to_act("best-showing", 0, live, showing=[14, 14, 14, 14]) == 1
    assert first_to_act("best-showing", 0, live, showing=[14, 9, 99, 13]) == 0
    assert first_to_act("worst-showing", 0, live, showing=[14, 9, 2, 13]) == 1
    assert first_to_act("opener", 3, [False, True, True, True], opener=0) == 1   # Foster law 45
    with pytest.raises(SetupError):
        first_to_act("richest", 0, live)


# --------------------------------------------------------------------------- the interval

def test_order_of_action_and_closing():
    r = BettingRound([100] * 4, [True] * 4, first=1, limits=SPREAD50, checkers=None)
    assert r.turn == 1
    _act(r, "check", "check")
    assert r.turn == 3
    _act(r, "bet 5")
    assert r.turn == 0 and r.pending == [True, True, True, False]
    _act(r, "call", "fold", "raise 10")                       # seat 2 raises to 15
    assert r.turn == 3 and r.raises == 1 and r.high == 15
    _act(r, "call", "call")
    assert r.over and r.closed and r.committed == [15, 0, 15, 15]


def test_uncontested_when_all_but_one_fold():
    r = BettingRound([100] * 3, [True] * 3, first=0, limits=SPREAD50)
    _act(r, "bet 3", "fold", "fold")
    assert r.over and r.winner == 0 and not r.closed


def test_foster_first_interval_blind_and_coming_in():
    """Foster law 18: from the left of the age each comes in for twice the blind; the age makes
    his blind good last."""
    posted = post_forced([ForcedBet("blind", 1, 1, live=True)], [100] * 4, dealer=3)
    r = BettingRound(posted.stacks, [True] * 4, first=1, limits=SPREAD50, committed=posted.live,
                     to_call=2, opened=True, book=FOSTER_LAWS)
    assert r.options().call == 2
    _act(r, "call", "fold", "call")
    assert r.turn == 0 and r.options().call == 1 and not r.options().check
    with pytest.raises(IllegalAction) as e:
        r.apply(0, Action("check"))
    assert e.value.law == FOSTER_LAWS.cite_about("meet-the-bet")
    _act(r, "call")
    assert r.closed and r.committed == [2, 2, 0, 2]


def test_spread_limit_and_raise_cap():
    r = BettingRound([100] * 3, [True] * 3, first=0, limits=Limits("spread", 10, max_raises=2),
                     book=FOSTER_LAWS)
    assert r.options().bet == (1, 10)
    _act(r, "bet 10", "raise 10", "raise 10")
    assert r.raises == 2 and r.options().raise_by is None
    assert [str(a) for a in r.legal_actions()] == ["fold", "call"]
    with pytest.raises(IllegalAction) as e:
        r.apply(0, Action("raise", (1,)))
    assert "no more raises" in e.value.reason and "law 6" in e.value.law
    r2 = BettingRound([100] * 3, [True] * 3, first=0, limits=Limits("spread", 10), book=FOSTER_LAWS)
    _act(r2, "bet 4")
    with pytest.raises(IllegalAction) as e:
        r2.apply(1, Action("raise", (11,)))
    assert e.value.law == FOSTER_LAWS.cite(19)          # Foster law 19: raising up to the limit


def test_fixed_pot_and_no_limit():
    fixed = BettingRound([100, 100, 3], [True] * 3, first=0, limits=Limits("fixed", 4))
    assert fixed.options().bet == (4, 4)
    _act(fixed, "bet 4")
    assert fixed.options().raise_by == (4, 4)
    _act(fixed, "call")
    assert fixed.options().call == 3                    # all in for less: a sight
    pot = BettingRound([100] * 3, [True] * 3, first=0, limits=Limits("pot"), pot=10)
    assert pot.options().bet == (1, 10)
    _act(pot, "bet 10")                                 # pot 20; seat 1 calls 10 then may raise 30
    assert pot.options().raise_by == (1, 30)
    nl = BettingRound([25, 40], [True, True], first=0, limits=Limits("no-limit"))
    assert nl.options().bet == (1, 25)


def test_table_stakes_sight_calls():
    """001 part 3 §A1: a player may call for a sight for what he has in front of him; the
    others play on; his stake caps what he can win (checked with settle)."""
    r = BettingRound([3, 2, 10], [True] * 3, first=0, limits=Limits("no-limit"))
    _act(r, "bet 3")
    assert r.options().call == 2
    _act(r, "call")                                     # B all in for 2
    assert r.allin[1] and r.turn == 2
    _act(r, "raise 5")                                  # C raises; A is all in, so it closes
    assert r.over and r.closed
    assert side_pots(r.committed, [False] * 3)[0].amount == 6
    # without table stakes the short player may not call for less (he must borrow)
    r2 = BettingRound([3, 2, 10], [True] * 3, first=0, limits=Limits("spread", 50, sight=False),
                      book=FOSTER_LAWS)
    _act(r2, "bet 3")
    assert r2.options().call is None
    with pytest.raises(IllegalAction) as e:
        r2.apply(1, Action("call"))
    assert "§20.10" in e.value.law
    r3 = BettingRound([3, 2, 10], [True] * 3, first=0, limits=Limits("spread", 50, sight=False),
                      book=BRITISH_LAWS)
    _act(r3, "bet 3")
    with pytest.raises(IllegalAction) as e:
        r3.apply(1, Action("call"))
    assert e.value.law == BRITISH_LAWS.cite(60)          # the British code's all-in law


def test_checkers_openers_and_no_check_after_draw():
    # Foster after the draw: no check (law 28)
    r = BettingRound([50] * 3, [True] * 3, first=1, limits=SPREAD50, checkers=(), book=FOSTER_LAWS)
    assert [a.verb for a in r.legal_actions()][:2] == ["fold", "bet"]
    with pytest.raises(IllegalAction) as e:
        r.apply(1, Action("check"))
    assert e.value.law == FOSTER_LAWS.cite(28)
    # a jack-pot: only seat 2 holds openers; Foster's passers keep their cards (law 38)
    j = BettingRound([50] * 3, [True] * 3, first=0, limits=SPREAD50, openers={2},
                     fold_unopened=False, book=FOSTER_LAWS, open_meaning="openers-jacks")
    assert [str(a) for a in j.legal_actions()] == ["check"]
    with pytest.raises(IllegalAction) as e:
        j.apply(0, Action("bet", (5,)))
    assert e.value.law == FOSTER_LAWS.cite(38)
    with pytest.raises(IllegalAction):
        j.apply(0, Action("fold"))
    _act(j, "check", "check", "bet 5")
    assert j.turn == 0 and j.options().fold                 # those who passed may now come in


def test_check_raise_ban():
    r = BettingRound([50] * 3, [True] * 3, first=0, limits=SPREAD50, check_raise=False)
    _act(r, "check", "bet 5", "call")
    assert r.turn == 0 and r.options().raise_by is None
    with pytest.raises(IllegalAction) as e:
        r.apply(0, Action("raise", (5,)))
    assert "004.md" in e.value.law


def test_refusals_cite_each_codes_number_and_leave_state_unchanged():
    for book, number in ((FOSTER_LAWS, "32"), (BRITISH_LAWS, "25")):
        r = BettingRound([50] * 3, [True] * 3, first=0, limits=SPREAD50, book=book)
        before = (list(r.committed), list(r.stacks), r.turn, r.high)
        with pytest.raises(IllegalAction) as e:
            r.apply(1, Action("bet", (5,)))
        assert e.value.law == book.cite(number)
        for bad in ("bet 0", "bet 51", "raise 3", "call", "bet x", "deal"):
            with pytest.raises(IllegalAction) as e:
                r.apply(0, Action.parse(bad))
            assert "\n" not in str(e.value)
        assert (r.committed, r.stacks, r.turn, r.high) == before


def test_copy_is_independent():
    r = BettingRound([50] * 3, [True] * 3, first=0, limits=SPREAD50)
    c = r.copy()
    _act(c, "bet 5")
    assert r.committed == [0, 0, 0] and r.turn == 0 and c.turn == 1


# --------------------------------------------------------------------------- against draw.py

def _mirror(state) -> BettingRound:
    """A BettingRound set up as draw poker's interval now starting (see the report for the map)."""
    from hoyle.games.poker.draw import BET1
    cfg, r = state.cfg, state.rules
    n = state.num_players
    live = [not f for f in state.folded]
    kw = dict(committed=list(state.inv), book=cfg.book, open_min=1, open_max=r.limit)
    if state.phase == BET1 and not state.jack:
        if cfg.foster:
            kw.update(to_call=state.high, opened=True)
        else:
            base = state.last_forced if state.straddle_count else 0
            kw.update(opened=False, open_min=max(2 * r.ante, base), open_max=base + r.limit,
                      checkers={state.first_speaker} | {s for s in range(n) if state.forced[s]})
    elif state.phase == BET1:
        kw.update(opened=False, openers={s for s in range(n) if live[s] and state._has_openers(s)},
                  fold_unopened=not cfg.foster,
                  **({} if cfg.foster else {"open_min": 2 * r.ante}))
    else:
        kw.update(opened=False, checkers=None if cfg.check_after_draw else ())
    return BettingRound(list(state.stack), live, state.turn, Limits("spread", r.limit), **kw)


@pytest.mark.parametrize("slug", ["draw-poker-foster", "draw-poker-british", "jack-pots-foster",
                                  "jack-pots-british", "table-stakes", "draw-poker-modern"])
def test_mechanic_offers_what_draw_poker_offers(slug):
    """In random deals, at every betting turn the mechanic set up from draw poker's state
    offers the same actions (draw's only-two-in 'jack' aside), moves the turn to the same seat,
    and ends the interval when draw poker does; at a show, settle() pays what draw poker pays."""
    from hoyle.games.poker.draw import BET1, BET2
    g = get_game(slug)
    rng = random.Random(7)
    compared = showdowns = 0
    for seed in range(60):
        n = rng.choice([3, 4, 5])
        rules = {"table_stakes": True, "buy_in": rng.choice([5, 20, 200])} if slug == "table-stakes" else {}
        state = g.new_deal(n, g.make_rules(rules), SeededShuffler(seed))
        mirror, phase = None, None
        while not state.is_over:
            if state.phase in (BET1, BET2) and (mirror is None or phase != state.phase):
                mirror, phase = _mirror(state), state.phase
            legal = [a for a in state.legal_actions() if a.verb != "jack"]
            if state.phase in (BET1, BET2):
                assert state.turn == mirror.turn
                assert set(map(str, legal)) == set(map(str, mirror.legal_actions())), (seed, state.turn)
                compared += 1
            weights = [8 if a.verb in ("call", "check") else 3 if a.verb == "fold" else 1 for a in legal]
            action = rng.choices(legal, weights)[0]
            state.apply(action)
            if phase is not None and mirror is not None and not mirror.over and phase in (BET1, BET2):
                mirror.apply_unchecked(mirror.turn, action)
                if state.phase == phase and not state.is_over:
                    assert state.turn == mirror.turn
                elif state.phase != phase and not getattr(state, "unopened", False):
                    assert mirror.over
        if getattr(state, "values", None) and not state.unopened:
            showdowns += 1
            values = [state.values.get(s) for s in range(n)]
            assert settle(state.staked, state.folded, values, dealer=state.dealer,
                          dead=state.pot_in, rake=state.kitty_taken) == state.won
    assert compared > 200 and showdowns > 5


# --------------------------------------------------------------------------- the bring-in completed

def test_a_bring_in_is_completed_to_the_full_bet_then_raised_by_the_fixed_limit():
    """The modern stud bring-in (PHH's F7S): a bring-in of 2 below a fixed bet of 4 may be
    called for 2 or completed to 4 (a raise of 2, not counted as a raise); after that every
    raise is the fixed 4, three at most."""
    lim = Limits("fixed", 4, max_raises=3)
    r = BettingRound([98, 100, 100, 100], [True] * 4, 0, lim, committed=[2, 0, 0, 0],
                     opened=True, complete=4, book=FOSTER_LAWS)
    assert [str(a) for a in r.legal_actions()] == ["fold", "check", "raise 2"]   # the bring-in seat
    _act(r, "check")
    assert [str(a) for a in r.legal_actions()] == ["fold", "call", "raise 2"]
    with pytest.raises(IllegalAction) as e:
        r.apply(1, Action.parse("raise 4"))
    assert "completed to 4" in str(e.value)
    _act(r, "raise 2")                               # completes: the stake is 4, no raise yet
    assert (r.high, r.raises) == (4, 0)
    assert [str(a) for a in r.legal_actions()] == ["fold", "call", "raise 4"]
    _act(r, "raise 4", "raise 4", "raise 4")         # three raises: 16
    assert r.raises == 3 and [str(a) for a in r.legal_actions()] == ["fold", "call"]
    _act(r, "call", "call", "call")
    assert r.closed and r.committed == [16, 16, 16, 16]


def test_everyone_may_just_call_the_bring_in_and_the_bring_in_has_no_second_turn():
    r = BettingRound([98, 100, 100], [True] * 3, 0, Limits("fixed", 4), committed=[2, 0, 0],
                     opened=True, complete=4)
    _act(r, "check", "call", "call")
    assert r.closed and r.committed == [2, 2, 2]


def test_a_check_refused_cites_the_games_own_place_when_given():
    """Foster's stud, method B: the best hand showing makes the first bet (O-002-19)."""
    src = "seed 002, Stud Poker (O-002-19: the best hand showing bets first)"
    r = BettingRound([10, 10], [True, True], 0, SPREAD50, checkers=(), no_check_source=src,
                     book=FOSTER_LAWS)
    with pytest.raises(IllegalAction) as e:
        r.apply(0, Action("check"))
    assert e.value.law == src
    r2 = BettingRound([10, 10], [True, True], 0, SPREAD50, checkers=(), book=FOSTER_LAWS)
    with pytest.raises(IllegalAction) as e2:
        r2.apply(0, Action("check"))
    assert e2.value.law == FOSTER_LAWS.cite_about("no-check-after-draw")    # unchanged default
