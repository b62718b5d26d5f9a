"""Billiards, pool and shuffleboard on the score pad (hoyle.games.tables.billiards, .shuffleboard;
seed 001 part 6 §6, §7): the catalog's oracles (O-26 shuffleboard, O-28 baulk-line, O-30
fifteen-ball, O-31 the pool variants, O-34 English billiards, O-35 the pin and bottle games),
the fouls' penalties by rule, who strikes next, and refusals with a reason, the pad unchanged."""

from __future__ import annotations

import json

import pytest

from hoyle.core import IllegalAction, get_game


def pad(slug, reports, n=2, **rules):
    st = get_game(slug).new_deal(n, rules or None)
    for r in reports:
        st.apply(r)
    return st


def test_american_carom_rules_2_and_7_and_the_fouls():
    st = pad("american-carom-billiards", ["carom", "carom", "no-count"])
    assert st.scores == [2, 0] and st.to_act == 1            # rule 2: a carom 1, the striker plays on
    st.apply("miss")                                         # rule 2: a miss forfeits a point
    assert st.scores == [2, -1] and st.to_act == 0
    st.apply("touch")                                        # rule 7: touching his own ball, -1
    assert st.scores == [1, -1] and st.to_act == 1
    st.apply("foul withdrawn")                               # foul (2): no count, the hand passes
    assert st.scores == [1, -1] and st.to_act == 0
    assert "foul 2" in st.log[-1]


def test_carom_game_ends_at_its_points():
    st = pad("american-carom-billiards", ["carom"] * 5, target=5)
    assert st.is_over and st.outcome() == [5, 0] and "seat 0 wins with 5" in st.result_text()


def test_o28_baulk_line_one_count_in_a_space_then_drive_one_out():
    st = pad("baulk-line-billiards", ["carom-in", "carom", "carom-in"])
    assert st.scores == [3, 0] and st.to_act == 0            # driven out, then in again: counts
    st.apply("carom-in")                                     # left in the space twice: no count
    assert st.scores == [3, 0] and st.to_act == 1 and "O-28" in st.log[-1]


def test_o34_english_billiards_scoring_and_the_most_in_one_stroke():
    st = pad("english-billiards", ["pot-red", "pot-white", "cannon", "in-off-red"])
    assert st.scores == [10, 0]                              # the most one stroke can make
    st = pad("english-billiards", ["cannon", "in-off-red"])
    assert st.scores == [5, 0]                               # cannon and losing hazard off the red
    st = pad("english-billiards", ["cannon", "in-off-white"])
    assert st.scores == [4, 0]
    st = pad("english-billiards", ["miss"])                  # rule 15: 1 to the opponent
    assert st.scores == [0, 1] and st.to_act == 1
    st.apply("miss-off")                                     # rule 15: a miss going off, 3
    assert st.scores == [3, 1]
    st.apply("foul drawing-back")                            # rule 23: 3 to the opponent
    assert st.scores == [3, 4]


def test_o35_bottle_pool_exactly_31_bursts_and_the_bottle():
    st = pad("bottle-pool", ["bottle"] * 6)                  # 30
    assert st.scores == [30, 0] and not st.is_over
    st.apply("pot-two")                                      # 32: a burst, the excess 1 starts anew
    assert st.scores == [1, 0] and "bursts" in " ".join(map(str, st.log))
    st = pad("bottle-pool", ["bottle"] * 6 + ["carom"])
    assert st.is_over and st.outcome() == [31, 0]
    st = pad("bottle-pool", ["no-count", "stands"])
    assert st.is_over and "outright" in st.result_text() and st.outcome() == [0, 31]
    st = pad("bottle-pool", ["bottle-off"])
    assert st.scores == [-1, 0] and st.to_act == 1


def test_o35_little_corporal_and_the_spanish_game():
    st = pad("little-corporal", ["carom", "pin", "pin-first"])
    assert st.scores == [6, 0] and st.to_act == 1
    st = pad("spanish-billiards", ["carom", "pot-red", "pins 2", "middle", "pins-first 2"])
    assert st.scores == [2 + 3 + 4 + 5 - 4, 0] and st.to_act == 1
    st = pad("spanish-billiards", ["scratch", "miss", "off"])
    assert st.scores == [-3 - 3, -1]


def test_o30_fifteen_ball_pool():
    st = pad("fifteen-ball-pool", ["foul break"])            # rule 2: -3 and the next player
    assert st.scores == [-3, 0] and st.to_act == 1
    st = pad("fifteen-ball-pool", ["pot 15", "pot 14", "no-count"])
    assert st.scores == [29, 0] and st.to_act == 1           # rule 1: each ball its number
    st.apply("uncalled 13")                                  # rule 3: no count, spotted, hand lost
    assert st.scores == [29, 0] and 13 in st.view(0)["on_table"] and st.to_act == 0
    for _ in range(2):
        st.apply("foul miss")
        st.apply("no-count")
    st.apply("foul scratch")                                 # rule 4: three successive penalties
    assert st.is_over and "three successive penalties" in st.result_text()
    st = pad("fifteen-ball-pool", ["pot 15", "pot 14", "pot 13", "pot 12", "pot 7"])
    assert st.is_over and st.outcome() == [61, 0]            # DERIVED: 61 of 120 wins outright


def test_refused_reports_name_the_reason_and_leave_the_pad():
    st = pad("fifteen-ball-pool", ["pot 15"])
    before = json.dumps(st.view(0))
    with pytest.raises(IllegalAction, match="ball 15 is not on the table"):
        st.apply("pot 15")
    with pytest.raises(IllegalAction, match="not a foul of this game"):
        st.apply("foul nonsense")
    assert json.dumps(st.view(0)) == before
    done = pad("american-carom-billiards", ["carom"], target=1)
    with pytest.raises(IllegalAction, match="over"):
        done.apply("carom")


def test_o31_pool_variants():
    st = pad("american-pyramid-pool", ["pot 1", "pot 2", "foul scratch"])
    assert st.scores == [1, 0] and 1 in st.view(0)["on_table"]      # a scratch paid with a ball
    st = pad("chicago-pool", ["pot 1", "pot 2", "no-count", "scratch"])
    assert st.scores == [3, -3] and st.to_act == 0
    st = pad("continuous-pool", [f"pot {n}" for n in range(1, 16)] + ["pot 1"])
    assert st.scores == [16, 0] and st.racks == 2             # a fresh rack, scoring goes on
    st = pad("cushion-caroms", ["carom", "short"], form="three-cushion")
    assert st.scores == [1, 0] and st.to_act == 1


def test_innings_limit_closes_the_pad():
    st = pad("american-carom-billiards", ["no-count"] * 4, innings=2)
    assert st.is_over and st.outcome() == [0, 0]


def test_o26_shuffleboard():
    st = pad("shuffleboard", ["ship 0", "two 1", "one 0", "none"])
    assert st.scores == [4, 2] and st.to_act == 0
    for _ in range(6):
        st.apply("ship 0")
    assert st.is_over and st.outcome() == [22, 2] and "side 0 wins" in st.result_text()


def test_ship_deck_shuffleboard():
    st = pad("shuffleboard-ship-deck", ["disc 10", "disc 5", "disc -10", "disc 0"] * 2)
    assert st.scores == [0, 10] and st.view(0)["round"] == 2
    with pytest.raises(IllegalAction):
        st.apply("disc 11")


def test_o32_snooker_the_most_clean_break_is_147():
    st = pad("snooker", [])
    for _ in range(15):
        st.apply("reds 1")
        st.apply("pot black")                  # spotted again while reds remain (rule 10)
    for c in ("yellow", "green", "brown", "blue", "pink", "black"):
        st.apply(f"pot {c}")                   # ascending order, they stay down
    assert st.is_over and st.outcome() == [147, -147]


def test_o32_snooker_order_and_penalties_by_rule():
    st = pad("snooker", [])
    before = json.dumps(st.view(0))
    with pytest.raises(IllegalAction, match="a red must be pocketed before a pool ball"):
        st.apply("pot pink")
    assert json.dumps(st.view(0)) == before
    st.apply("reds 2")                         # rule 9: several reds in one stroke
    with pytest.raises(IllegalAction, match="a pool ball is to be played now"):
        st.apply("reds 1")
    st.apply("foul miss pink")                 # rule 24: the value of the ball aimed at
    assert st.scores == [2 - 6, -2 + 6] and st.to_act == 1
    st.apply("foul hit yellow")                # rule 25: out of order, never less than the ball on (a red, 1)
    assert st.scores == [-4 + 2, 4 - 2] and st.to_act == 0
    st.apply("foul wrong-ball")                # rule 20: the black's value (seat 0 pays; seat 1 on)
    assert st.scores == [-2 - 7, 2 + 7]
    st.apply("foul intentional")               # rule 28: the black's value, the stroke played again
    assert st.scores == [-9 + 7, 9 - 7] and st.to_act == 1   # seat 1 pays, and plays again
    st = pad("snooker", ["reds 1", "pot blue"], n=3)   # rule 3: from each other player
    assert st.scores == [12, -6, -6] and sum(st.scores) == 0


def test_o32_snooker_pot_red_is_told_the_reds_report():
    """Rule 9 (seed 001 part 6 §7.6): reds are reported by their number in the stroke; 'pot red',
    what a marker might type, is refused naming 'reds N' (not the pool-ball order), unchanged."""
    st = pad("snooker", [])
    before = json.dumps(st.view(0))
    with pytest.raises(IllegalAction, match="reds are reported as 'reds N'"):
        st.apply("pot red")
    assert json.dumps(st.view(0)) == before
    st.apply("reds 1")
    assert st.scores == [1, -1]


def test_o32_snooker_clearing_in_ascending_order_and_refusal():
    st = pad("snooker", ["reds 15", "pot pink"])
    assert st.view(0)["phase"] == "clear"
    with pytest.raises(IllegalAction, match="ascending value: the yellow is on"):
        st.apply("pot green")
    st.apply("foul refuse")                    # rule 23: every ball left in play, 2+3+4+5+6+7
    assert st.is_over and st.outcome() == [21 - 27, -21 + 27]


def test_o31_english_pyramid_and_shell_out():
    st = pad("english-pyramid-pool", ["pot", "pot", "in-off"])
    assert st.scores == [1, 0] and st.reds == 14 and st.to_act == 1     # a losing hazard pays a ball
    st = pad("english-pyramid-pool", ["pot"] * 7 + ["no-count"] + ["pot"] * 7)
    assert st.reds == 1 and st.scores == [7, 7]
    st.apply("miss")                          # two players, only the red and the white: the game ends
    assert st.is_over and st.outcome() == [7, 6]
    st = pad("shell-out", ["pot", "pot", "miss"], n=3)                  # 1 from each other, per ball
    assert st.scores == [2 * 2 - 2, -2 + 1, -2 + 1] and st.to_act == 1
    st = pad("shell-out", ["pot"] * 15, n=3)
    assert st.is_over and st.outcome() == [2 * 14 + 4, -16, -16]        # the last ball pays double


def test_o31_cowboy_pool_ninety_then_caroms_then_the_last_point():
    st = pad("cowboy-pool", ["pot 5"] * 18)                  # exactly 90 by pockets
    assert st.scores == [90, 0] and st.to_act == 0
    st.apply("pot 1")                                        # only caroms count now: the inning ends
    assert st.scores == [0, 0] and st.to_act == 1            # and its points are lost
    st = pad("cowboy-pool", ["pot 5"] * 18 + ["double"] * 5, innings=0)
    assert st.scores == [100, 0] and st.legal_strings()[-1] == "last"
    st.apply("last")
    assert st.is_over and st.outcome() == [101, 0]
    st = pad("cowboy-pool", ["carom", "double", "foul miss"])   # a miss loses the inning's points
    assert st.scores == [0, 0] and st.to_act == 1
    st = pad("cowboy-pool", ["foul pocketed-clean", "no-count", "foul pocketed-clean"])
    assert st.is_over and "loses" in st.result_text()


def test_o29_carom_foul_14_the_safety_limitation_accepted():
    # seat 0 misses in three successive innings (seat 1 making nothing between)
    st = pad("american-carom-billiards", ["miss", "no-count", "miss", "no-count"])
    assert st.scores == [-2, 0] and st.to_act == 0
    st.apply("miss")                                         # the third: the non-striker answers
    assert st.to_act == 1 and st.legal_strings() == ["accept", "refuse"] and st.scores == [-3, 0]
    with pytest.raises(IllegalAction, match="foul 14"):
        st.apply("carom")
    st.apply("accept")                                       # the miss stands: seat 1 strikes
    assert st.to_act == 1 and st.innings == [3, 3] and "accept" not in st.legal_strings()
    st.apply("no-count")
    st.apply("miss")                                         # the count of misses began again
    assert st.to_act == 1 and "accept" not in st.legal_strings()


def test_o29_carom_foul_14_refused_the_offender_must_hit_an_object_ball():
    st = pad("american-carom-billiards", ["miss", "no-count", "miss", "no-count", "miss", "refuse"])
    assert st.to_act == 0 and st.scores == [-3, 0]           # he plays again from the spot
    st.apply("carom")                                        # both balls hit: no count (foul 14)
    assert st.scores == [-3, 0] and st.to_act == 1 and "foul 14" in st.log[-1]
    st = pad("american-carom-billiards", ["miss", "no-count", "miss", "no-count", "miss", "refuse", "miss"])
    assert st.scores == [-4, 0] and st.to_act == 1 and st.legal_strings() == ["accept", "refuse"]
    with pytest.raises(IllegalAction, match="third successive miss only"):
        pad("american-carom-billiards", []).apply("accept")


def test_o29_the_misses_must_be_successive_innings():
    st = pad("american-carom-billiards", ["miss", "no-count", "carom", "no-count", "no-count", "miss",
                                          "no-count", "miss"])
    assert st.to_act == 1 and "accept" not in st.legal_strings()     # an inning between without a miss


def test_o32_snooker_rule_17_out_of_turn_loses_the_next_turn():
    st = pad("snooker", ["reds 1"], n=3)
    st.apply("foul out-of-turn 1")                           # seat 1 found to have played out of turn
    assert st.to_act == 0 and st.scores == [2, -1, -1]       # earlier scores stand; the striker plays on
    st.apply("no-score")                                     # the hand passes seat 1 by
    assert st.to_act == 2 and "misses this turn" in st.log[-1]
    st.apply("no-score")
    assert st.to_act == 0
    st.apply("no-score")
    assert st.to_act == 1                                    # one turn lost, not more
    with pytest.raises(IllegalAction):
        st.apply("foul out-of-turn 1")                       # not his own
    assert any(law.number == "17" for law in get_game("snooker").laws)


def test_o27_the_strokes_the_pads_name():
    """The three strokes of §7.1 (carom or cannon, winning hazard, losing hazard) are the
    English game's reports; the table's and balls' measures are the players', not the pad's."""
    legal = set(pad("english-billiards", []).legal_strings())
    assert {"cannon", "pot-red", "pot-white", "in-off-red", "in-off-white"} <= legal
    assert "carom" in pad("american-carom-billiards", []).legal_strings()


BILLIARDS = sorted(g.slug for g in __import__("hoyle.core", fromlist=["all_games"]).all_games()
                   if g.family == "billiards")


@pytest.mark.parametrize("slug", BILLIARDS)
def test_every_billiards_pad_shows_the_rules_it_applies(slug):
    """``hoyle rules GAME`` lists the numbered rules the pad applies: every report open at the
    start has its row (a report with a number by its verb: ``pot N``, ``reds N``)."""
    from typer.testing import CliRunner
    from hoyle.cli import app
    game = get_game(slug)
    assert game.laws is not None and len(game.laws) >= 3
    codes = {law.code.split(" ")[0] for law in game.laws} | {" ".join(law.code.split(" ")[:2]) for law in game.laws}
    st = game.new_deal(None)
    for a in st.legal_actions():
        words = st.format_action(a).split(" ")
        assert words[0] in codes or " ".join(words[:2]) in codes, (slug, words)
    out = json.loads(CliRunner().invoke(app, ["rules", slug, "--json"]).output)
    assert out["laws"]["laws"] and out["laws"]["source"].startswith("Foster 1914")
