"""Explicit chance (hoyle.core.chance): chance turns with exact outcomes, their sampling, records
(old ones, written before the chance was explicit, still replay), and the exact walker."""

from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from hoyle.analysis.exact import WalkTooLarge, exact_value, outcome_distribution, scripted
from hoyle.core import (CHANCE, Action, IllegalAction, RecordError, SeededShuffler, StackedShuffler, get_game,
                        parse_action, replay, resolve_chance)
from hoyle.core.chance import check_outcomes, dice_outcomes, draw_outcomes, sample_outcome
from hoyle.games.banking.card_craps import craps_pack

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "records"
OLD_RECORDS = sorted(FIXTURES.glob("*.json"))


@pytest.mark.parametrize("path", OLD_RECORDS, ids=[p.stem for p in OLD_RECORDS])
def test_records_written_before_explicit_chance_replay(path):
    rec = json.loads(path.read_text(encoding="utf-8"))
    st = replay(rec)
    assert st.is_over and st.outcome() == rec["outcome"]


# ---------------------------------------------------------------------------------- the core API
def test_chance_marker_and_common_chance_turns():
    assert CHANCE == -1 and CHANCE not in range(10)
    for n, count in ((1, 6), (2, 36), (3, 216)):
        outs = dice_outcomes(n)
        check_outcomes(outs)
        assert len(outs) == count and outs[0] == (Action("roll", (1,) * n), Fraction(1, count))
    two = draw_outcomes(craps_pack(), 2, "roll")
    check_outcomes(two)
    assert len(two) == 576                      # 24 kinds of card, two copies each: ordered pairs
    p = dict(two)
    assert p[parse_action("roll 4H 4H")] == Fraction(2 * 1, 48 * 47)
    assert p[parse_action("roll 4H 4S")] == Fraction(2 * 2, 48 * 47)
    small = draw_outcomes(Counter({"a": 2, "b": 1}), 2)
    assert dict(small) == {Action("draw", ("a", "a")): Fraction(1, 3), Action("draw", ("a", "b")): Fraction(1, 3),
                           Action("draw", ("b", "a")): Fraction(1, 3)}


@pytest.mark.parametrize("bad,why", [
    ([], "no outcome"), ([(Action("x"), 0.5), (Action("y"), 0.5)], "not exact"),
    ([(Action("x"), Fraction(1, 2)), (Action("x"), Fraction(1, 2))], "twice"),
    ([(Action("x"), Fraction(1, 2)), (Action("y"), Fraction(1, 3))], "sum to 5/6"),
    ([(Action("x"), Fraction(0)), (Action("y"), Fraction(1))], "not above 0"),
])
def test_check_outcomes_names_the_fault(bad, why):
    with pytest.raises(AssertionError, match=why):
        check_outcomes(bad)


def test_sampling_draws_what_randint_drew_and_logs_nothing():
    a, b = SeededShuffler(9), SeededShuffler(9)
    assert [a.sample(6) for _ in range(50)] == [b.randint(6) for _ in range(50)]
    assert a.draws_log == [] and len(b.draws_log) == 50
    # unequal chances: one draw over the common denominator, laid along the listed order
    outs = [(Action("a"), Fraction(1, 2)), (Action("b"), Fraction(1, 3)), (Action("c"), Fraction(1, 6))]
    got = [sample_outcome(outs, StackedShuffler([], [r])) for r in range(6)]
    assert got == [Action("a")] * 3 + [Action("b")] * 2 + [Action("c")]


# ---------------------------------------------------------------------------------- the dice games
@pytest.mark.parametrize("slug,n_dice", [("passe-dix", 3), ("chuck-luck", 3), ("under-and-over-seven", 2)])
def test_dice_games_have_a_chance_turn_after_the_stakes(slug, n_dice):
    st = get_game(slug).new_deal(3, None, SeededShuffler(4))
    assert st.chance_outcomes() == [] and st.to_act == 1
    st.apply("pass")
    st.apply(st.legal_actions()[0])
    assert st.to_act == CHANCE and st.is_chance and not st.is_over and "chance to act" in repr(st)
    outs = st.chance_outcomes()
    check_outcomes(outs)
    assert len(outs) == 6 ** n_dice and st.legal_actions() == [a for a, _ in outs]
    with pytest.raises(IllegalAction):
        st.outcome()
    twin, twin2 = st.clone(), st.clone()
    drawn = st.sample_chance()
    sh = SeededShuffler(4)
    assert drawn == Action("roll", tuple(sh.randint(6) + 1 for _ in range(n_dice)))   # as the dice fell before
    assert twin.sample_chance() == drawn          # a clone before the throw draws the same throw
    assert resolve_chance(twin2) == [drawn] and twin2.is_over
    st.apply(drawn)
    assert st.is_over and st.history[-1] == (CHANCE, drawn) and st.outcome() == twin2.outcome()
    rec = json.loads(json.dumps(st.record()))
    assert rec["actions"][-1] == [-1, str(drawn)] and rec["draws"] == []
    assert replay(rec).outcome() == st.outcome()
    with pytest.raises(IllegalAction):
        st.sample_chance()                        # the deal is over


def test_replay_checks_a_recorded_chance_action():
    st = get_game("under-and-over-seven").new_deal(2)
    st.apply("bet seven 5")
    st.apply("roll 3 4")
    rec = st.record()
    assert rec["outcome"] == [-15, 15]
    with pytest.raises(RecordError, match="not a throw of 2 dice"):
        replay({**rec, "actions": [[1, "bet seven 5"], [-1, "roll 3 9"]]})
    with pytest.raises(RecordError, match="differs"):
        replay({**rec, "actions": [[1, "bet seven 5"], [-1, "roll 3 3"]]})
    with pytest.raises(RecordError, match="by chance, but seat 1 is to act"):
        replay({**rec, "actions": [[-1, "roll 3 4"], [1, "bet seven 5"]]})
    with pytest.raises(RecordError, match="chance before the end is not in the record"):
        replay({**rec, "actions": [[1, "bet seven 5"]]})      # no chance action, no draws


def test_an_old_record_replays_its_throw_from_the_draws():
    rec = json.loads((FIXTURES / "chuck-luck-seed3-deal3.json").read_text())
    assert rec["draws"] == [5, 3, 0] and all(s != CHANCE for s, _ in rec["actions"])
    st = replay(rec)
    assert st.history[-1] == (CHANCE, Action("roll", (6, 4, 1)))
    assert replay(json.loads(json.dumps(st.record()))).outcome() == rec["outcome"]   # and again, the new way


def test_the_engine_simulator_is_unchanged_for_a_seed():
    """The chunk tallies main gave before explicit chance (40 deals, seed 3, random bots)."""
    from hoyle.sim import run_chunk

    def seats(tally):       # the per-seat tallies (per-bet ones and histograms came later)
        return {k: v for k, v in tally.items() if not k.startswith("bet:") and "_hist:" not in k}
    assert seats(run_chunk("engine", 3, 0, 40, {"game": "chuck-luck", "strategy": "random"})) == {
        "rounds": 40, "seat0_sum": 117, "seat0_sq": 3035, "seat1_sum": -76, "seat1_sq": 2178,
        "seat2_sum": -41, "seat2_sq": 601, "house_take": 0}
    assert seats(run_chunk("engine", 3, 0, 40, {"game": "card-craps", "strategy": "random"})) == {
        "rounds": 40, "seat0_sum": -2, "seat0_sq": 692, "seat1_sum": 50, "seat1_sq": 1052,
        "seat2_sum": -48, "seat2_sq": 832, "house_take": 0}


# ---------------------------------------------------------------------------------- card craps
def _come_out(seed=1):
    st = get_game("card-craps").new_deal(2, None, SeededShuffler(seed))
    st.apply("bet 10")
    st.apply("fade 10")
    return st


def test_card_craps_rolls_are_draws_from_the_pack_left():
    st = _come_out()
    assert st.to_act == CHANCE and len(st.chance_outcomes()) == 576
    with pytest.raises(IllegalAction, match="does not hold"):
        st.apply("roll 7S 2C")
    with pytest.raises(IllegalAction, match="not a roll"):
        st.apply("roll 3 4")
    st.apply("roll 2S 2S")                       # point 4 (both twos of spades)
    assert st.point == 4 and st.to_act == CHANCE and len(st.chance_outcomes()) == 576   # reshuffled
    st.apply("roll 2H 3H")
    left = st.chance_outcomes()
    check_outcomes(left)
    p = dict(left)
    assert p[parse_action("roll 2H 3H")] == Fraction(1 * 1, 46 * 45)    # one of each left of 46
    assert p[parse_action("roll 2S 2S")] == Fraction(2 * 1, 46 * 45)
    assert parse_action("roll 2H 2H") not in p          # one two of hearts is left
    with pytest.raises(IllegalAction, match="does not hold"):
        st.apply("roll 2H 2H")
    st.apply("roll 2D 2D")                        # the point made with two like cards: the hard double
    assert st.is_over and st.hard and st.outcome() == [20, -20]
    assert [r[2] for r in st.view(None)["rolls"]] == [4, 5, 4]
    assert replay(json.loads(json.dumps(st.record()))).outcome() == [20, -20]


def test_card_craps_sampled_rolls_are_the_shuffled_pack_in_order():
    st = _come_out(3)
    top = st.card_locations()["pack"][:2]
    assert st.sample_chance() == Action("roll", tuple(top))


# ---------------------------------------------------------------------------------- the walker
def test_exact_value_walks_the_games_own_throw():
    uo = get_game("under-and-over-seven")
    assert exact_value(uo, scripted({1: "bet seven 1"}), players=2) == [Fraction(1, 3), Fraction(-1, 3)]
    assert exact_value(uo, scripted({1: "bet over 5", 2: "bet under 1"}), players=3) == [
        Fraction(1), Fraction(-5, 6), Fraction(-1, 6)]
    st = uo.new_deal(2)
    st.apply("bet seven 1")
    assert exact_value(st, scripted({}))[1] == Fraction(-1, 3)
    dist = outcome_distribution(st, scripted({}), key=lambda s: sum(s.dice))
    assert dist[7] == Fraction(1, 6) and sum(dist.values()) == 1 and len(dist) == 11


def test_walk_refuses_a_deal_too_large():
    with pytest.raises(WalkTooLarge):
        exact_value(get_game("chuck-luck"), scripted({1: "bet big 1"}), players=2, max_nodes=100)


def test_printed_odds_come_from_the_games_chance():
    """Foster §11.13 (3 or 18: 215 to 1, the house pays 180), §11.17 (seven: 1/3 of the stake),
    passe-dix 135/216, card craps' come-out 28 ... of 1128 (catalog 004 §1.9)."""
    from hoyle.analysis.banking_craps import card_come_out, dice_pass
    from hoyle.analysis.banking_dice import chuck_luck_totals, passe_dix, under_over_seven
    rows = {r["totals"]: r for r in chuck_luck_totals()}
    assert rows["3 or 18"]["ways"] == 1 and rows["3 or 18"]["true_odds"] == "215 to 1"
    assert rows["10 or 11"]["ways"] == 27 and rows["10 or 11"]["printed_correct"]
    assert rows["9 or 12"]["ways"] == 25 and not rows["9 or 12"]["printed_correct"]     # 7 16/25, not 7 1/4
    assert under_over_seven() == {"under": Fraction(-1, 6), "seven": Fraction(-1, 3)}
    assert passe_dix()["pass"] == Fraction(135, 216)
    assert card_come_out()[7] * 1128 == 192 and dice_pass() == Fraction(244, 495)
