"""The pool games of lives, stars and private balls on the score pad (hoyle.games.tables.pool;
seed 001 part 6 §7.5, §7.7, §7.9): high-low-jack-pool and forty-one-pool (O-31), english-life-pool
and black-pool (O-33, rules 1-29), pin-pool (O-35); the private balls kept from every other seat."""

from __future__ import annotations

import json

import pytest

from hoyle.core import IllegalAction, SeededShuffler, get_game


def pad(slug, reports, n=None, seed=0, **rules):
    st = get_game(slug).new_deal(n, rules or None, SeededShuffler(seed))
    for r in reports:
        st.apply(r)
    return st


def refused(st, text, match):
    before = json.dumps([st.view(s) for s in [*range(st.num_players), None]])
    log = list(st.log)
    with pytest.raises(IllegalAction, match=match):
        st.apply(text)
    assert json.dumps([st.view(s) for s in [*range(st.num_players), None]]) == before and st.log == log


# ------------------------------------------------------------------ high-low-jack pool (O-31)
def test_o31_high_low_jack_high_low_and_jack_score_as_pocketed_and_game_with_the_rack():
    st = pad("high-low-jack-pool", ["pot 15", "pot 2", "pot 1", "no-count", "pot 9"])
    assert st.scores == [2, 1] and st.to_act == 1              # High and Low to seat 0, Jack to seat 1
    assert st.view(None)["rack_totals"] == [18, 9]
    rest = [n for n in range(3, 15) if n != 9]                 # seat 1 pockets the rest: 9 + 93 = 102
    for n in rest:
        st.apply(f"pot {n}")
    assert st.scores == [2, 2] and st.racks == 2               # Game, the rack's highest total, to seat 1
    assert "Game: the highest total, 102" in " ".join(map(str, st.log))


def test_o31_high_low_jack_seven_points_count_out_in_the_order_made():
    st = pad("high-low-jack-pool", ["pot 15", "pot 1", "pot 9", *(f"pot {n}" for n in range(2, 15) if n != 9)])
    assert st.scores == [4, 0]                                 # High, Low, Jack and Game
    st.apply("pot 15")
    st.apply("pot 1")
    st.apply("pot 9")                                          # the seventh point: out at once
    assert st.is_over and st.outcome() == [7, 0] and "seat 0 wins with 7" in st.result_text()


def test_o31_high_low_jack_a_tied_game_is_not_scored_and_the_single_ball_is_banked():
    # 2 players to 3: seat 0 High and Low, seat 1 Jack and Game: both need one point
    st = pad("high-low-jack-pool", ["pot 15", "pot 1", "no-count", "pot 9",
                                    *(f"pot {n}" for n in range(2, 15) if n != 9)], target=3)
    assert st.scores == [2, 2] and st.view(None)["single_ball"]
    assert st.legal_strings() == ["bank", "no-count"]
    refused(st, "pot 5", "only the single ball")
    st.apply("bank")
    assert st.is_over and "banks the single ball in" in st.result_text()
    # a tie for Game (the book does not say): not scored, our reading
    st = pad("high-low-jack-pool", ["pot 14", "pot 13", "pot 12", "pot 11", "pot 10", "no-count",
                                    "pot 15", "pot 9", "pot 8", "pot 7", "pot 6", "pot 5", "pot 4", "pot 3", "pot 2",
                                    "pot 1"])
    assert st.view(None)["rack_totals"] == [0, 0] and "tie with 60" in " ".join(map(str, st.log))
    assert st.scores == [0, 3]


# ------------------------------------------------------------------ pin pool (O-35)
def test_o35_pin_pool_a_private_9_needs_22_on_the_pins():
    st = pad("pin-pool", [], n=3, seed=16)
    assert st.view(0)["private_ball"] == 9                     # the book's example: ball 9
    st.apply("down 1 2 3 4 5")                                 # 15 (the black down too: no natural)
    st.apply("no-count")
    st.apply("void")                                           # pins before a ball: they do not count
    assert st.view(None)["counts"] == [15, 0, 0] and not st.is_over
    st.apply("down 2 5")                                       # 22 on the pins + 9 = exactly 31
    assert st.is_over and st.outcome() == [2, -1, -1]
    assert "exactly 31: 22 on the pins and his ball 9" in st.result_text()


def test_o35_pin_pool_a_natural_wins_outright():
    st = pad("pin-pool", ["no-count", "down 1 2 3 4"], n=3)
    assert st.is_over and st.outcome() == [-1, 2, -1] and "a natural" in st.result_text()


def test_o35_pin_pool_a_burst_goes_on_with_the_same_ball_or_a_new_one():
    st = pad("pin-pool", [], n=3, seed=16)                      # seat 0 holds 9: 23 on the pins bursts
    st.apply("down 1 2 3 4 5")
    st.apply("no-count")
    st.apply("no-count")
    st.apply("down 3 5")                                       # 23 + 9 = 32: a burst
    assert st.legal_strings() == ["same", "new"] and st.to_act == 0
    refused(st, "down 1", "has burst")
    st.apply("same")                                           # at once, from nothing, the same ball
    assert st.view(None)["counts"][0] == 0 and st.to_act == 0 and st.view(0)["private_ball"] == 9
    st.apply("down 1 2 3 4 5")
    st.apply("no-count")
    st.apply("no-count")
    st.apply("down 1 2 3 4 5")
    assert st.legal_strings() == ["same", "new"]              # 30 + 9: burst again
    bottle = len(st.bottle)
    st.apply("new")
    assert st.legal_strings() == ["keep-new", "keep-old"] and st.view(0)["old_ball"] == 9
    new = st.view(0)["private_ball"]
    assert new != 9 and "old_ball" not in st.view(1) and "old_ball" not in st.view(None)
    st.apply("keep-old")                                       # the new one back in the bottle
    assert st.view(0)["private_ball"] == 9 and new in st.bottle and len(st.bottle) == bottle
    assert st.to_act == 1 and st.view(None)["counts"][0] == 0  # he waits his turn


def test_pin_pool_refusals_name_the_reason():
    st = pad("pin-pool", [], n=3)
    refused(st, "down 6", "numbered 1-5")
    refused(st, "down 1 1", "names one twice")
    refused(st, "down 4 1", "in order")
    refused(st, "same", "follows a burst only")


def _public(st, seat):
    """What ``seat`` can read: his view, his log, and the refusals he would see."""
    errors = []
    for text in ("down 6", "same", "keep-new", "pot 3"):
        try:
            st.apply(text)
        except IllegalAction as exc:
            errors.append(str(exc))
    return json.dumps(st.view(seat)), st.log_for(seat), errors


@pytest.mark.parametrize("slug, n, reports", [
    ("pin-pool", 3, ["down 1 3", "down 2", "no-count", "void", "down 4"]),
    ("forty-one-pool", 2, ["pot 3", "pot 1", "no-count", "pot 2", "scratch", "pot 4"]),
])
def test_a_private_ball_is_read_by_no_other_seat(slug, n, reports):
    """Seeds 2 and 3 give seat 0 the same ball (13) and the others different ones: after the same
    reports, everything seat 0 and a spectator read -- views, log, refusals -- is the same."""
    a, b = pad(slug, reports, n=n, seed=2), pad(slug, reports, n=n, seed=3)
    assert a.private[0] == b.private[0] == 13 and a.private[1:] != b.private[1:]
    assert _public(a, 0) == _public(b, 0) and _public(a, None) == _public(b, None)
    assert a.view(0)["private_ball"] == 13 and "private_ball" not in a.view(None)
    assert a.view(1)["private_ball"] == a.private[1]
    assert any("your private ball is 13" in t for t in a.log_for(0))
    assert not any("private ball" in t for t in a.log_for(1) if "seat 1:" not in t)
    assert not any("private ball" in t for t in a.log_for(None))


def test_the_private_balls_are_shown_when_the_game_is_over():
    st = pad("pin-pool", ["down 1 2 3 4"], n=3, seed=16)
    assert "private balls seat 0 9" in st.result_text()
    assert any("your private ball is 8" in t for t in st.log_for(None))    # seat 1's, unsealed


# ------------------------------------------------------------------ forty-one pool (O-31)
def test_o31_forty_one_pool_exactly_41_with_the_private_ball():
    st = pad("forty-one-pool", [], n=2, seed=16)               # seat 0 holds 9: he needs 32
    assert st.view(0)["private_ball"] == 9
    for n in (15, 14):
        st.apply(f"pot {n}")
    st.apply("no-count")
    st.apply("no-count")
    st.apply("pot 3")                                          # 29 + 3 = 32, with 9: exactly 41
    assert st.is_over and st.outcome() == [1, -1] and "exactly 41" in st.result_text()


def test_forty_one_pool_over_41_bursts_and_starts_again():
    st = pad("forty-one-pool", ["pot 15", "pot 14", "pot 13"], n=2, seed=16)   # 42 + 9: burst
    assert st.view(None)["counts"] == [0, 0] and st.to_act == 1 and "bursts" in st.log[-1]
    assert 15 not in st.view(None)["on_table"]                # the balls stay down


# ------------------------------------------------------------------ English life pool (O-33)
def test_o33_life_pool_colours_lives_and_the_pool():
    st = pad("english-life-pool", [], n=3)
    assert st.to_act == 1 and st.view(None)["lives"] == [3, 3, 3]    # rule 2: red plays on the white
    assert st.scores == [-2, -2, -2] and st.view(None)["pool"] == 6
    st.apply("take white")                                     # rules 6, 14: a life, paid; he plays on
    assert st.view(None)["lives"] == [2, 3, 3] and st.scores == [-3, -1, -2] and st.to_act == 1
    st.apply("no-count")
    assert st.to_act == 2
    st.apply("lose miss red")                                  # rule 6: a miss loses the striker a life
    assert st.view(None)["lives"] == [2, 3, 2] and st.scores == [-3, 0, -3] and st.to_act == 0
    st.apply("lose played-at yellow")                          # rule 8: paid to the ball's owner
    assert st.scores == [-4, 0, -2] and st.view(None)["lives"] == [1, 3, 2]
    refused(st, "take red", "the striker's own ball")
    refused(st, "take black", "not a ball of this pool")
    refused(st, "star", "a star is bought only")
    for _ in range(2):
        st.apply("take yellow")
    st.apply("take white")                                     # seat 1 takes the last lives
    assert st.is_over and "seat 1 takes the pool" in st.result_text()
    assert st.outcome() == [-5, 9, -4] and sum(st.outcome()) == 0


def test_o33_life_pool_the_first_out_may_star():
    st = pad("english-life-pool", ["take white"] * 3, n=4)     # seat 1 takes white's three lives
    assert st.to_act == 0 and st.legal_strings() == ["star", "decline"]
    refused(st, "take red", "stars or declines first")
    st.apply("star")                                           # rule 15: the lowest lives on the board
    assert st.view(None)["lives"] == [3, 3, 3, 3] and st.view(None)["pool"] == 10
    assert st.to_act == 1 and st.scores[0] == -2 - 3 - 2       # his stake, three lives, the star
    for _ in range(3):
        st.apply("take yellow")
    assert st.to_act == 1 and "decline" not in st.legal_strings()    # rule 17: one star a pool


def test_o33_life_pool_three_on_one_life_a_miss_divides_and_the_last_two_may_divide():
    st = pad("english-life-pool", ["take white", "take white", "take yellow", "take yellow", "no-count",
                                   "take red", "take red"], n=3)
    assert st.view(None)["lives"] == [1, 1, 1] and st.to_act == 2
    st.apply("lose miss white")                                # rule 27: the other two divide
    assert st.is_over and "seats 0, 1 take the pool" in st.result_text() and sum(st.outcome()) == 0
    st = pad("english-life-pool", ["take white", "take white", "take white"], n=3)
    assert st.view(None)["lives"] == [0, 3, 3] and "divide" in st.legal_strings()   # rule 28
    st.apply("divide")
    assert st.is_over and st.outcome() == [-5, 4, 1]


# ------------------------------------------------------------------ black pool (O-33)
def test_o33_black_pool_the_black_paid_by_every_player_and_nobody_out():
    st = pad("black-pool", [], n=3)
    refused(st, "black", "only after a ball is pocketed")
    st.apply("take white")                                     # a life's value from the white's owner
    assert st.scores == [-1, 1, 0] and "black" in st.legal_strings()
    st.apply("black")                                          # every player pays: the white twice
    assert st.scores == [-2, 3, -1] and "black" not in st.legal_strings()
    for _ in range(5):
        st.apply("take yellow")
    assert st.scores == [-2, 8, -6] and not st.is_over and st.view(None)["lives"] is None
    st.apply("lose miss yellow")
    assert st.scores == [-2, 7, -5] and st.to_act == 2


def test_black_pool_ends_after_the_turns_agreed():
    st = pad("black-pool", ["no-count"] * 6, n=3, innings=2)
    assert st.is_over and st.outcome() == [0, 0, 0] and "after 2 turns each" in st.result_text()


def test_the_rules_command_lists_the_new_pads_rules():
    for slug in ("high-low-jack-pool", "forty-one-pool", "english-life-pool", "black-pool", "pin-pool"):
        laws = get_game(slug).laws
        assert laws is not None and len(laws) >= 4, slug
    assert any(law.number == "27" for law in get_game("english-life-pool").laws)
