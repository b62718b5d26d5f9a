"""Poker games that are streets data over the stud engine (hoyle.games.poker.stud.STREETS):
Foster's straight poker (seed 002, Straight Poker; catalog 000_002_003.md §5, O-002-18), and
seed 004 §1.18.4's cold hands, double-barreled shotgun (as printed), and the table-card games
crisscross, Cincinnati and Lamebrain Pete.

The catalog's one oracle here is O-002-18 (fours the highest hand; two pairs win three pots of
four at five players, estimated in hoyle.analysis.errata_poker and tested there); the other
deals are worked by hand from the rule text, and named so. Deals are stacked: the first cards
listed are dealt first, one at a time from the dealer's left (the dealer is the last seat).
"""

from __future__ import annotations

import pytest

from hoyle.cards import parse_card, standard_pack
from hoyle.core import IllegalAction, SeededShuffler, StackedShuffler, get_game
from hoyle.core.actions import Action
from hoyle.games.poker import STREETS, StudBot, StudMatch, StudState
from hoyle.games.poker.stud import Street

SLUGS = ("straight-poker", "cold-hands", "double-barreled-shotgun", "crisscross", "cincinnati",
         "lamebrain-pete")


def deal(slug, cards: str, n=4, context=None, **options):
    g = get_game(slug)
    first = [parse_card(t) for t in cards.split()]
    rest = [c for c in standard_pack().cards if c not in first]
    rules = g.rules_cls(**{**g.defaults, **options})
    return g.state_cls(n, rules, StackedShuffler([first + rest]), context or {})


def play(st, *texts):
    for t in texts:
        st.apply(t)


# --------------------------------------------------------------------------- straight poker

def test_o_002_18_fours_is_the_highest_hand_a_straight_flush_is_not_counted():
    """O-002-18: fours is the highest hand at straight poker (straight flushes not recognised):
    seat 0's 5-9 of hearts loses to seat 1's four kings."""
    st = deal("straight-poker", "5H KC 6H KD 7H KS 8H KH 9H 2S", n=2)
    play(st, "bet 2", "call")
    assert st.is_over and st.winners == [1]
    assert not st.values[0].describe().startswith("straight flush")
    assert st.values[1].describe().startswith("four kings")


def test_straight_poker_worked_by_hand_five_down_the_buck_antes_and_the_winner_deals():
    """Worked by hand from seed 002, Straight Poker: five cards down, no draw; the buck (the
    first dealer, seat 3) antes for all four; from the dealer's left each bets or passes; once a
    bet is made those who passed must call, raise or drop; the winner deals next and the buck
    passes to the left."""
    st = deal("straight-poker", "2C 3D KS 2H  5D 6H KC 6C  8H 9S 4D TD  JS QC TH QH  4S 7C AH 9C")
    assert [len(st.down[s]) for s in range(4)] == [5] * 4 and all(not u for u in st.up)
    assert st.paid == [0, 0, 0, 4] and st.to_act == 0           # the dealer's left speaks first
    assert Action("check") in st.legal_actions()                  # he may pass
    play(st, "check", "check", "bet 3")                           # seat 2 (kings) bets
    assert st.to_act == 3
    play(st, "fold")
    assert st.to_act == 0 and [str(a) for a in st.legal_actions()][:2] == ["fold", "call"]
    play(st, "call", "fold")
    assert st.is_over and st.winners == [2] and st.outcome() == [-3, 0, 7, -4]
    ctx = StudMatch(get_game("straight-poker"), 4, st.rules).carry(st)
    assert ctx["dealer"] == 2 and ctx["buck"] == 0


def test_straight_poker_a_pot_nobody_bets_in_stays_and_the_buck_antes_again():
    """Seed 002: if all pass, the next holder of the buck antes again (a double pot) and the
    deal passes to the left (the text's rule for a deal nobody bets in)."""
    g = get_game("straight-poker")
    st = g.new_deal(3, None, SeededShuffler(4))
    play(st, "check", "check", "check")
    assert st.is_over and st.unopened and st.outcome() == [0, 0, -3]
    ctx = StudMatch(g, 3, st.rules).carry(st)
    assert ctx["pot_carried"] == 3 and ctx["dealer"] == 0 and ctx["buck"] == 0
    nxt = StudState(3, st.rules, SeededShuffler(5), ctx)
    assert nxt.pot == 6 and nxt.paid == [3, 0, 0]


# --------------------------------------------------------------------------- cold hands

def test_cold_hands_worked_by_hand_one_interval_before_the_deal_then_five_up():
    """Worked by hand from 004 §1.18.4 (cold hands): the one round of betting comes before any
    card is dealt; then five cards each face up and the best dealt hand wins."""
    st = deal("cold-hands", "2C 3C 9D 9S  4D 5D 9H 9C  6H 7H KD KS  8S TS KH 2D  JC QC 3S 4S", n=4)
    assert all(not st.down[s] and not st.up[s] for s in range(4)) and st.phase == "betting"
    assert st.to_act == 0
    play(st, "bet 2", "call", "call", "call")
    assert st.is_over and all(len(st.up[s]) == 5 and not st.down[s] for s in range(4))
    assert [str(c) for c in st.up[0]] == ["2C", "4D", "6H", "8S", "JC"]   # one at a time
    assert st.values[2].describe().startswith("two pairs, kings and nines") and st.winners == [2]
    assert st.outcome() == [-3, -3, 9, -3]


def test_cold_hands_a_street_without_an_interval_is_dealt_straight_through():
    assert STREETS["cold-hands"].streets[1] == Street(up=5, bet=False)
    st = get_game("cold-hands").new_deal(3, None, SeededShuffler(2))
    play(st, "check", "check", "check")
    assert st.is_over and st.values and sum(st.outcome()) == 0


# --------------------------------------------------------------------------- double-barreled shotgun

def test_double_barreled_shotgun_worked_by_hand_turn_one_up_then_bet_four_times():
    """Worked by hand from 004 §1.18.4 (as printed): five cards down; from the dealer's left
    each turns up any one card, then a round of betting, four times; after the fifth turn-up
    (the show) the best hand wins."""
    st = deal("double-barreled-shotgun", "AS 2C  AD 3C  KS 4C  KD 5C  7H 8D", n=2)
    assert st.phase == "expose" and st.to_act == 0 and st.up == [[], []]
    with pytest.raises(IllegalAction):
        st.apply("expose 2C")                          # not his card
    play(st, "expose 7H", "expose 8D")
    assert st.phase == "betting" and st.to_act == 1      # the eight showing opens
    for _ in range(3):
        play(st, "check", "check")
        assert st.phase == "expose"
        a0 = next(a for a in st.legal_actions())
        st.apply(a0)
        st.apply(next(a for a in st.legal_actions()))
    play(st, "check", "check")
    assert st.is_over and all(len(st.down[s]) == 1 and len(st.up[s]) == 4 for s in range(2))
    assert st.values[0].describe().startswith("two pairs") and st.winners == [0]


# --------------------------------------------------------------------------- the table-card games

HANDS5 = "AS KS AD KD 7C 9C 8D 3D 2H 4H"          # seat 0: A A 7 8 2; seat 1: K K 9 3 4
TABLE = "KC 5S TH 2C JD"


def _check_through(st, intervals):
    for k in range(intervals):
        assert st.phase == "betting" and st.to_act == 0 and len(st.common) == k + 1
        play(st, "check", "check")


def test_cincinnati_worked_by_hand_five_table_cards_turned_one_at_a_time_no_wild_cards():
    """Worked by hand from 004 §1.18.4 (Cincinnati): five cards each, five table cards turned one
    at a time with an interval after each of the first four (the dealer's left speaks first,
    our reading), the fifth turned at the show; any table cards may be used, none is wild.
    Seat 1's kings and the table's KC (three kings) beat seat 0's aces and deuces."""
    st = deal("cincinnati", HANDS5 + " " + TABLE, n=2)
    assert [len(st.down[s]) for s in range(2)] == [5, 5] and [str(c) for c in st.common] == ["KC"]
    _check_through(st, 4)
    assert st.is_over and " ".join(map(str, st.common)) == TABLE
    assert st.values[0].describe().startswith("two pairs, aces and deuces")
    assert st.values[1].describe().startswith("three kings") and st.winners == [1]
    assert all(set(map(str, st.common)) <= set(st.view(s)["common"]) for s in range(2))


def test_lamebrain_pete_worked_by_hand_the_lowest_table_card_and_its_rank_are_wild():
    """Worked by hand from 004 §1.18.4 (Lamebrain Pete): the same deal; the lowest table card is
    the 2C, so deuces are wild: seat 0's 2H and the 2C make four aces, which beat four kings."""
    st = deal("lamebrain-pete", HANDS5 + " " + TABLE, n=2)
    _check_through(st, 4)
    assert st.values[0].describe().startswith("four aces")
    assert st.values[1].describe().startswith("four kings") and st.winners == [0]


def test_crisscross_worked_by_hand_four_each_the_centre_turned_last_and_its_rank_wild():
    """Worked by hand from 004 §1.18.4 (crisscross): four cards each, five table cards; the
    centre (turned last, 7H) and every seven are wild, for every hand: seat 0's AS AD with 7C
    7H are four aces, over seat 1's four kings (KS KD, the table's KC and the 7H)."""
    st = deal("crisscross", "AS KS AD KD 7C 9C 8D 3D KC 5S TH 2C 7H", n=2)
    assert [len(st.down[s]) for s in range(2)] == [4, 4]
    _check_through(st, 4)
    assert str(st.common[-1]) == "7H"
    assert st.values[0].describe().startswith("four aces")
    assert st.values[1].describe().startswith("four kings") and st.winners == [0]


def test_the_table_wild_options_need_table_cards():
    from hoyle.core.errors import RuleOptionError
    from hoyle.games.poker import StudRules
    with pytest.raises(RuleOptionError):
        StudRules(wild="low-common").validate()
    StudRules(streets="table-five", wild="low-common").validate()


# --------------------------------------------------------------------------- all of them

@pytest.mark.parametrize("slug", SLUGS)
def test_a_table_of_heuristic_bots_plays_and_shows(slug):
    g = get_game(slug)
    shows = 0
    for seed in range(20):
        st = g.new_deal(4, None, SeededShuffler(seed))
        bots = [StudBot(s, seed) for s in range(4)]
        while not st.is_over:
            s = st.to_act
            st.apply(bots[s].choose(st.view(s), st.legal_actions()))
        assert sum(st.outcome()) + st.house_take() == 0
        shows += bool(st.values)
    assert shows >= 20 // 4, f"{slug}: {shows} showdowns in 20 deals"
