"""Backgammon by the book (the registered games ``backgammon`` and ``russian-backgammon``): the
plays of a throw against an independent brute-force generator, each law by name, the dice as
chance with exact probabilities of hits and entries, the notation, the referee, the bots, and
the catalog's backgammon oracles (001_part6.md §2.1-2.6: O-7, O-8, O-9, O-10, O-11, O-12)."""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

from hoyle.core import ActionParseError, IllegalAction, SeededShuffler, get_game, replay
from hoyle.core.chance import CHANCE, check_outcomes
from hoyle.games.board.backgammon import (LAWS, OPENINGS, BackgammonBot, ExpectimaxBot,
                                          opening_target)
from hoyle.games.board.backgammon_engine import BAR, HIT_SHOTS, OFF, START, start_men

GAME = get_game("backgammon")
RUSSIAN = get_game("russian-backgammon")


def game(**rules):
    return GAME.new_deal(2, GAME.make_rules(rules) if rules else None, SeededShuffler(0))


def at(men0, men1, dice, turn=0, g=GAME, **rules):
    """A state with the given men (dicts point -> count in each side's own count, ``"bar"``,
    ``"off"``; the rest borne off) and ``dice`` to play by ``turn``."""
    st = g.new_deal(2, g.make_rules(rules) if rules else None, SeededShuffler(0))
    st.men = [_men(men0), _men(men1)]
    st.turn, st.phase, st.thrown = turn, "move", [True, True]
    a, b = dice
    st.dice = (a,) * 4 if a == b else (a, b)
    return st


def _men(d):
    men = [0] * 27
    for k, n in d.items():
        men[{"bar": BAR, "off": OFF}.get(k, k)] += n
    men[OFF] += 15 - sum(men)
    return men


# ----- an independent generator: a physical board, every sequence of dice tried ----------------
def brute_plays(black, white, bar, dice):
    """The resulting positions of every legal play for Black (moving 24 -> 1) on a physical
    board: ``black``/``white`` are dicts of Black's point numbers 1-24 -> men, ``bar`` = (Black's,
    White's) men on the bar; Black's borne-off men are those missing from 15. Law 12 applied by
    brute force: the most dice used, and the higher die when only one can be."""
    a, b = dice
    orders = [[a] * 4] if a == b else [[a, b], [b, a]]
    results = {}                 # position -> dice used

    def key(bl, wh, bb, wb):
        return (tuple(sorted(bl.items())), tuple(sorted(wh.items())), bb, wb)

    def go(bl, wh, bb, wb, rest, used):
        any_move = False
        if rest:
            d = rest[0]
            sources = [25] if bb else [p for p in range(24, 0, -1) if bl.get(p, 0)]
            home = bb == 0 and all(p <= 6 for p in bl if bl[p])
            for src in sources:
                dst = src - d
                if dst <= 0:
                    if not home:
                        continue
                    if dst < 0 and any(bl.get(p, 0) for p in range(src + 1, 7)):
                        continue
                    dst = 0
                if dst > 0 and wh.get(dst, 0) >= 2:
                    continue
                nbl, nwh = dict(bl), dict(wh)
                nbb, nwb = bb, wb
                if src == 25:
                    nbb -= 1
                else:
                    nbl[src] -= 1
                if dst > 0:
                    nbl[dst] = nbl.get(dst, 0) + 1
                    if nwh.get(dst, 0) == 1:
                        nwh[dst] = 0
                        nwb += 1
                any_move = True
                go(nbl, nwh, nbb, nwb, rest[1:], used + [d])
        if not any_move:
            k = key({p: n for p, n in bl.items() if n}, {p: n for p, n in wh.items() if n}, bb, wb)
            results.setdefault(k, set()).add(tuple(used))

    for order in orders:
        go(dict(black), dict(white), bar[0], bar[1], order, [])
    most = max(len(u) for us in results.values() for u in us)
    keep = {k for k, us in results.items() if any(len(u) == most for u in us)}
    if most == 1 and a != b:
        high = {k for k in keep if (max(a, b),) in results[k]}
        keep = high or keep
    if most == 0:
        return set()
    return keep


def _random_position(rng):
    """15 men a side on random points (none shared), some on the bar or off; often all home."""
    black, white = {}, {}
    home_only = rng.random() < 0.35
    for men, other in ((black, white), (white, black)):
        for _ in range(15):
            r = rng.random()
            if r < 0.05:
                men["bar"] = men.get("bar", 0) + 1
                continue
            if r < 0.15:
                continue                      # borne off
            for _try in range(20):
                p = rng.randint(1, 6) if home_only and men is black else rng.randint(1, 24)
                phys = p if men is black else 25 - p
                if not other.get(phys if men is white else 25 - phys, 0) and not (
                        men is black and white.get(25 - p, 0)) and not (men is white and black.get(25 - p, 0)):
                    men[p] = men.get(p, 0) + 1
                    break
    if home_only:
        black.pop("bar", None)
    return black, white


@pytest.mark.parametrize("seed", range(12))
def test_every_play_equals_a_brute_force_generator_on_random_positions(seed):
    rng = random.Random(seed)
    checked = 0
    for _ in range(25):
        b0, w0 = _random_position(rng)
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        st = at(b0, w0, (a, b))
        black = {p: n for p, n in b0.items() if p != "bar"}
        white = {25 - p: n for p, n in w0.items() if p != "bar"}
        want = brute_plays(black, white, (b0.get("bar", 0), w0.get("bar", 0)), (max(a, b), min(a, b)))
        got = set()
        for p in st._plays():
            bl = {q: p.me[q] for q in range(1, 25) if p.me[q]}
            wh = {25 - q: p.op[q] for q in range(1, 25) if p.op[q]}
            got.add((tuple(sorted(bl.items())), tuple(sorted(wh.items())), p.me[BAR], p.op[BAR]))
        assert got == want, (b0, w0, (a, b))
        assert len({p.text for p in st._plays()}) == len(got)          # one text per play
        checked += len(got)
    assert checked > 50


# ----- the laws and rules, by name ---------------------------------------------------------
def test_a_man_on_the_bar_enters_before_any_other_moves():
    st = at({"bar": 1, 13: 5, 6: 5}, {6: 2, 5: 2}, (5, 2))   # White holds its 5 and 6: Black's 20, 19
    texts = st.legal_strings()
    assert sorted(texts) == ["bar/18", "bar/23 13/8", "bar/23 6/1"]      # bar/18: in on 23, on 5 more
    with pytest.raises(IllegalAction, match="bar must enter"):
        st.apply("13/8 13/11")


def test_the_book_example_enters_on_the_deuce_and_plays_the_five_elsewhere():
    """§2.2: Black on the bar throws 5-2, White's 5-point closed: he enters on the deuce point
    (Black's 23) and plays the 5 with another man."""
    st = at({"bar": 1, 13: 5, 8: 3, 6: 5}, {5: 2, 6: 5, 8: 3, 13: 5}, (5, 2))
    assert all(t.startswith("bar/23") and len(t.split()) == 2 or "bar/18" in t for t in st.legal_strings())
    assert "bar/23 13/8" in st.legal_strings()


def test_a_throw_with_no_entry_is_lost():
    """§2.2: both entry points closed, the throw is lost and the other side throws."""
    st = at({"bar": 1, 6: 14}, {p: 2 for p in range(1, 7)}, (6, 5))
    st.phase, st.dice = "roll", ()
    st.apply("roll 6 5")
    assert st.to_act == CHANCE and st.turn == 1 and "the throw is lost" in st.log[-1]


def test_both_dice_must_be_played_when_they_can_be_law_12():
    # Black: one man on 10; with 6-5, 10/4 blocks nothing, 10/5/off? not home; both must be played
    st = at({10: 1, 6: 14}, {}, (6, 5))
    assert all(len(p.steps) == 2 for p in st._plays())
    with pytest.raises(IllegalAction, match=r"law 12"):
        st.apply("10/4")


def test_if_only_one_number_can_be_played_it_must_be_the_higher_law_12():
    # Black's man on 13: White holds Black's 7 and 2 (its 18 and 23). 6-5: 13/7 closed; 13/8
    # then 8/2 closed -- only one die can be played, either 13/8 (the 5) or... the 6 is closed
    st = at({13: 1}, {18: 2, 23: 2, 20: 2}, (6, 5))       # White's 20 = Black's 5; 18 = 7; 23 = 2
    assert st.legal_strings() == ["13/8"]
    # a man on 12: the 6 (12/6) and the 5 (12/7 closed) -- one die each way, the higher
    st = at({9: 1}, {23: 2, 22: 2}, (4, 3))               # 9/5 then 5/2 closed? 22 = Black's 3
    got = st.legal_strings()
    assert got == ["9/5"], got                             # 9/6 then 6/2 closed; 9/5 then 5/2 closed


def test_doublets_are_played_four_times():
    st = at({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 5}, (4, 4))
    assert all(len(p.steps) == 4 for p in st._plays())
    assert "24/20(2) 13/9(2)" in st.legal_strings()


def test_bearing_off_with_the_higher_die_from_a_lower_point():
    """§2.2 'Bearing off': no man on the 6 or the deuce point: the deuce is moved, and the
    farthest man may be borne off with the 6."""
    st = at({5: 2, 4: 3, 3: 2, 1: 3}, {}, (6, 2))
    texts = st.legal_strings()
    assert any("5/off" in t for t in texts)
    assert not any("4/off" in t and "5/off" not in t and "5/3" not in t for t in texts)
    # the higher die takes the farthest man only: with a man on 5, the 6 cannot take the 4
    st = at({5: 1, 4: 1}, {}, (6, 6))
    assert st.legal_strings() == ["5/off 4/off"]


def test_a_player_may_move_instead_of_bearing_off_but_must_do_one_or_other():
    """§2.2: with 3-1, moving 4/3 and bearing off from 3 (no blot) is a legal play."""
    st = at({4: 1, 3: 1, 1: 1}, {}, (3, 1))
    left = {tuple(q for q in range(1, 7) for _ in range(p.me[q])) for p in st._plays()}
    assert (1, 3) in left                  # 4/3 and 3/off (written 4/off): no blot-making split
    assert (4,) in left                    # or two men off, 3/off 1/off


def test_bearing_off_before_all_are_home_is_refused_law_13():
    st = at({8: 1, 6: 4}, {}, (5, 4))
    assert not any("off" in t for t in st.legal_strings())
    with pytest.raises(IllegalAction, match=r"law 13"):
        st.apply("6/off 8/4")


def test_a_closed_point_cannot_be_landed_on_and_a_blot_is_hit():
    st = at({13: 1, 6: 14}, {18: 2, 20: 1}, (6, 2))     # White's 18 = Black's 7; 20 = Black's 5
    texts = st.legal_strings()
    assert not any("13/7" in t for t in texts)
    assert "13/11/5*" in texts or "13/5*" in texts or any("5*" in t for t in texts)
    st.apply(next(t for t in texts if "5*" in t))
    assert st.men[1][BAR] == 1


# ----- results: hit, gammon, backgammon (O-7); the English and American games --------------------
def _finish(loser, **rules):
    st = at({1: 1}, loser, (6, 5), **rules)
    st.apply("1/off")
    return st


def test_o7_a_hit_a_gammon_and_a_backgammon_count_one_two_and_three():
    """O-7 (001_part6.md §2.1): a hit one game, a gammon two, a backgammon three."""
    assert _finish({6: 14, "off": 1}).outcome() == [1, -1]
    assert _finish({6: 15}).outcome() == [2, -2]
    st = _finish({6: 14, 20: 1})                       # a man still on the far side (White's 20)
    assert st.outcome() == [3, -3] and "backgammon" in st.result_text()
    st = _finish({6: 14, "bar": 1})
    assert st.outcome() == [3, -3]


def test_the_american_game_counts_every_game_a_hit():
    assert _finish({6: 14, 20: 1}, game="american").outcome() == [1, -1]
    assert _finish({6: 15}, game="american").outcome() == [1, -1]


def test_the_book_has_no_doubling_cube():
    import hoyle.games.board.backgammon as bg
    assert "double" not in {a.verb for a in game().legal_actions()}
    assert "no doubling cube" in bg.__doc__


# ----- the dice: chance outcomes and the opening (laws 3-4) --------------------------------------
def test_the_throw_is_21_outcomes_with_exact_probabilities():
    st = game()
    st.apply("opening 5 3")
    assert st.to_act == CHANCE
    out = st.chance_outcomes()
    check_outcomes(out)
    assert len(out) == 21
    assert {p for a, p in out if a.args[0] == a.args[1]} == {Fraction(1, 36)}
    assert {p for a, p in out if a.args[0] != a.args[1]} == {Fraction(1, 18)}


def test_the_opening_throw_decides_the_lead_and_ties_are_thrown_again_law_3():
    st = game()
    out = st.chance_outcomes()
    check_outcomes(out)
    assert len(out) == 30 and all(a.args[0] != a.args[1] for a, _ in out)
    st.apply("opening 2 5")
    assert st.turn == 1 and st.to_act == CHANCE and "law 3" in st.log[-1]


def test_by_agreement_the_higher_plays_both_opening_numbers_law_4():
    st = game(opening="play-opening")
    st.apply("opening 3 1")
    assert st.to_act == 0 and st.dice == (3, 1) and "8/5 6/5" in st.legal_strings()


def test_exact_chance_of_entering_against_a_closed_board():
    """1 - (n/6)^2 for n points closed: 35, 32, 27, 20, 11 and 0 of 36 (the standard figures)."""
    for closed, want in ((0, 36), (1, 35), (2, 32), (3, 27), (4, 20), (5, 11), (6, 0)):
        white = {p: 2 for p in range(1, 1 + closed)}       # White's 1..n = Black's 24..(25-n)
        p_enter = Fraction(0)
        for a in range(1, 7):
            for b in range(1, 7):
                st = at({"bar": 1, 6: 14}, white, (max(a, b), min(a, b)))
                if st._plays():
                    p_enter += Fraction(1, 36)
        assert p_enter == Fraction(want, 36), closed


def test_o10_the_book_hit_odds_from_the_chance_outcomes():
    """O-10 (001_part6.md §2.4): the odds against being hit at each distance, no point
    between blocked. Computed from the 21 chance outcomes and the legal plays; every figure
    of the book holds but distance 12, where the book's 35 to 1 forgets 3-3 and 4-4 (33 to 3)."""
    book = {1: (25, 11), 2: (24, 12), 3: (22, 14), 4: (21, 15), 5: (21, 15), 6: (19, 17),
            7: (30, 6), 8: (30, 6), 9: (31, 5), 10: (33, 3), 11: (34, 2), 12: (35, 1)}
    for d, (against, ways) in book.items():
        st0 = at({24: 1}, {25 - (24 - d): 1}, (1, 1))
        p_hit = Fraction(0)
        for a, p in _roll_outcomes():
            st = at({24: 1}, {25 - (24 - d): 1}, a)
            if any(any(s.hit for s in pl.steps) for pl in st._plays()):
                p_hit += p
        assert st0 is not None
        assert p_hit == Fraction(HIT_SHOTS[d], 36)
        if d == 12:
            assert (against, ways) == (35, 1) and p_hit == Fraction(3, 36)   # the misprint
        else:
            assert p_hit == Fraction(ways, against + ways)


def _roll_outcomes():
    st = game()
    st.apply("opening 5 3")
    return [(a.args, p) for a, p in st.chance_outcomes()]


# ----- the catalog's oracles ---------------------------------------------------------------
def test_o8_the_opening_5_2_cannot_move_a_back_man_5_nor_2_then_5():
    """O-8 (§2.2): from the start, Black's 5-2 cannot play a back man 24/19 (the fifth point
    closed) nor 24/22/17 (the seventh closed)."""
    st = at(START, START, (5, 2))
    for t in st.legal_strings():
        assert "24/19" not in t and "24/17" not in t
    assert "24/22 13/8" in st.legal_strings()


def test_o9_seventy_seven_pips_bring_every_man_home():
    """O-9 (§2.2): all men round unhit need 77 pips to be home."""
    men = start_men()
    assert sum((p - 6) * men[p] for p in range(7, 25)) == 77
    assert sum(p * n for p, n in START.items()) == 167


def test_o11_the_move_generator_applies_law_12():
    """O-11 (§2.5, law 12): both numbers if possible; the way using both over one using one."""
    # a lone man on 13 with 6-1, Black's 7 closed (White's 18): 13/12/6 uses both, compulsory
    assert at({13: 1}, {18: 2}, (6, 1)).legal_strings() == ["13/6"]
    # Black's 12 and 6 closed (White's 13 and 19): 13/7 alone, the higher; never 13/12
    assert at({13: 1}, {13: 2, 19: 2}, (6, 1)).legal_strings() == ["13/7"]
    assert at({13: 1}, {13: 2, 19: 2}, (1, 6)).legal_strings() == ["13/7"]
    assert LAWS.cite(12).endswith("law 12 (both-numbers)")


def test_o12_russian_doublets_play_the_opposite_faces_and_throw_again():
    """O-12 (§2.6): double fours are four fours, four threes and another throw -- except the
    first throw of the game."""
    st = RUSSIAN.new_deal(2, None, SeededShuffler(0))
    assert st.men[0][26] == 15 and st.men[1][26] == 15 and not any(st.points())
    st.apply("opening 4 2")                   # Black leads and throws again
    st.apply("roll 4 4")                       # his first throw: a plain doublet
    st.apply(st.legal_strings()[0])
    assert st.turn == 1 and st.to_act == CHANCE
    st.apply("roll 2 1")
    st.apply(st.legal_strings()[0])
    st.apply("roll 4 4")
    assert st.dice == (4, 4, 4, 4)
    st.apply(st.legal_strings()[0])
    assert st.to_act == 0 and st.dice == (3, 3, 3, 3) and "opposite faces" in st.log[-1]
    st.apply(st.legal_strings()[0])
    assert st.to_act == CHANCE and st.turn == 0 and "throws again" in st.log[-1]


def test_russian_men_go_the_same_way_and_enter_on_the_same_table():
    st = RUSSIAN.new_deal(2, None, SeededShuffler(0))
    st.apply("opening 5 3")
    st.apply("roll 6 5")
    assert sorted(st.legal_strings()) == sorted(["bar/19 bar/20", "bar/14", "bar/20/14"]) or \
        "bar/19 bar/20" in st.legal_strings()
    st.apply("bar/19 bar/20")
    assert st.points()[18] == 1 and st.points()[19] == 1     # Black's 19 and 20
    st.apply("roll 6 5")
    assert "bar/19* bar/20*" in st.legal_strings()          # White enters on the same points, hitting


# ----- notation -----------------------------------------------------------------------------
def test_the_notation_reads_orders_hits_paths_and_counts():
    st = at(START, START, (6, 1))
    assert st.parse_action("8/7 13/7").args == ("13/7 8/7",)
    assert st.parse_action(" move 13/7  8/7 ").args == ("13/7 8/7",)
    st = at(START, START, (4, 4))
    assert st.parse_action("13/9 13/9 24/20 24/20").args == ("24/20(2) 13/9(2)",)
    st = at({13: 1, 6: 14}, {20: 1}, (6, 2))               # a White blot on Black's 5
    hit = st.parse_action("13/7/5*").args[0]
    assert hit in st.legal_strings() and "*" in hit
    for bad in ("13/15", "x/7", "25/20", "13/7(", "6/off/3"):
        with pytest.raises(ActionParseError):
            st.parse_action(bad)


def test_the_book_numbering_option_writes_points_from_the_two_back_men():
    st = at(START, START, (6, 1), numbering="book")
    assert "12/18 17/18" in st.legal_strings()             # 13/7 8/7 in the modern count
    st.apply("17/18 12/18")
    assert st.men[0][7] == 2


def test_every_legal_play_reads_back_and_a_record_replays():
    st = GAME.new_deal(2, None, SeededShuffler(4))
    rng = random.Random(4)
    while not st.is_over:
        for a in st.legal_actions():
            assert st.parse_action(st.format_action(a)) == a
        st.apply(rng.choice(st.legal_actions()))
    again = replay(json.loads(json.dumps(st.record())))
    assert again.outcome() == st.outcome() and again.position_key() == st.position_key()


def test_a_refused_play_leaves_the_state_unchanged_and_undo_restores():
    st = GAME.new_deal(2, None, SeededShuffler(2))
    st.apply("opening 6 1")
    st.apply("roll 6 5")
    before = (st.position_key(), json.dumps(st.record(), sort_keys=True, default=str))
    for bad in ("24/13 24/18", "6/off", "bar/20", "13/1", "hello"):
        with pytest.raises((IllegalAction, ActionParseError)):
            st.apply(bad)
        assert (st.position_key(), json.dumps(st.record(), sort_keys=True, default=str)) == before
    st.apply("24/13")
    st.undo()
    assert st.position_key() == before[0]


# ----- the referee --------------------------------------------------------------------------
def test_referee_cocked_dice_are_thrown_again_laws_5_6():
    st = game()
    st.apply("opening 5 3")
    st.apply("roll 6 6")
    r = st.referee("cocked-dice")
    assert "law 6" in r.law and st.to_act == CHANCE and st.turn == 0


def test_referee_interfered_dice_are_turned_by_the_opponent_law_7():
    st = game()
    st.apply("opening 5 3")
    st.apply("roll 6 5")
    r = st.referee("interfered-dice", dice=[1, 2])
    assert "law 7" in r.law and st.dice == (2, 1)
    with pytest.raises(IllegalAction):
        st.referee("interfered-dice", dice=[7, 1])


def test_referee_touched_man_must_be_moved_law_11():
    st = at(START, START, (6, 1))
    r = st.referee("touched-man", point="24")
    assert "law 11" in r.law
    assert all("24/" in t for t in st.legal_strings())


def test_referee_early_bear_off_men_go_on_the_bar_law_13():
    st = at({6: 10, 8: 1, "off": 4}, {6: 15}, (3, 1), turn=1)
    r = st.referee("early-bear-off", men=2)
    assert "law 13" in r.law and st.men[0][BAR] == 2 and st.men[0][OFF] == 2
    with pytest.raises(IllegalAction):
        st.referee("early-bear-off", men=9)


# ----- the bots -----------------------------------------------------------------------------
@pytest.mark.parametrize("game_kind", ["english", "american"])
def test_the_bot_plays_the_opening_book(game_kind):
    bot = BackgammonBot(0)
    for (a, b), text in OPENINGS.items():
        st = at(START, START, (a, b), game=game_kind)
        act = bot.choose(st.view(0), st.legal_actions())
        assert list(st._cache[2][act.args[0]].me) == opening_target(text), (a, b)
    st = at(START, START, (5, 1), game=game_kind)
    act = bot.choose(st.view(0), st.legal_actions())
    assert ("6/5" in act.args[0]) == (game_kind == "english")


def test_the_bots_beat_random_and_are_quick():
    import time
    wins, t0 = 0, time.perf_counter()
    rng = random.Random(0)
    for seed in range(6):
        st = GAME.new_deal(2, None, SeededShuffler(seed))
        bot = BackgammonBot(seed % 2)
        while not st.is_over:
            if st.to_act == CHANCE:
                st.apply(st.sample_chance())
            elif st.to_act == seed % 2:
                st.apply(bot.choose(st.view(st.to_act), st.legal_actions()))
            else:
                st.apply(rng.choice(st.legal_actions()))
        wins += st.winner == seed % 2
    assert wins >= 5 and time.perf_counter() - t0 < 20
    st = at({6: 3, 5: 2, 13: 2, 24: 1}, {6: 5, 13: 3, 20: 1}, (4, 2))
    act = ExpectimaxBot(0).choose(st.view(0), st.legal_actions())
    assert act in st.legal_actions()


def test_terminal_board_is_drawn():
    st = game()
    text = GAME.state_cls.render_view(st.view(0))
    assert "13 14 15 16 17 18" in text and "pips: Black 167, White 167" in text


def test_expectimax_averages_chance_and_maximises_moves():
    """hoyle.mechanics.board.expectimax on a toy tree: a coin (1/4 heads) then the mover picks
    the better of two payoffs; the value is the weighted mean of the maxima."""
    from hoyle.mechanics.board import expectimax

    class Toy:
        side = 0

        def __init__(self):
            self.path = []

        def is_chance(self):
            return not self.path

        def outcomes(self):
            return [("H", Fraction(1, 4)), ("T", Fraction(3, 4))]

        def moves(self):
            return [0, 1]

        def make(self, m):
            self.path.append(m)

        def undo(self):
            self.path.pop()

        def terminal(self):
            if len(self.path) == 2:
                return {("H", 0): 4, ("H", 1): 8, ("T", 0): 2, ("T", 1): 0}[tuple(self.path)]
            return None

        def evaluate(self):
            return 0

    assert expectimax(Toy(), 3) == 0.25 * 8 + 0.75 * 2
