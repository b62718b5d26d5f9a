"""The dice games of Foster 1914, seed 001 part 6 §5.2-5.7 (catalog family 15): raffling, craps,
poker-dice, dice-ten-pins, dice-baseball, going-to-boston, ace-in-the-pot, multiplication-dice,
round-the-spot, centennial, help-your-neighbour-dice.

Oracles cited by catalog id (001_part6.md §5): O-21 raffling's odds table, O-22 craps, O-23 poker
dice, O-24 dice baseball, O-25 the small games. Every exact figure the games' own walk gives
(hoyle.analysis.dice, the throws listed by each game) is checked against an independent
enumeration here, over ordered throws of distinguishable dice, written without the engine.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations, product

import pytest
from typer.testing import CliRunner

from hoyle.analysis import dice as D
from hoyle.cli import app
from hoyle.core import Action, IllegalAction, get_game
from hoyle.core.chance import check_outcomes
from hoyle.core.errors import SetupError
from hoyle.games.dice import BaseballRules, diamond_play
from hoyle.games.dice import COURSE, numbers_made
from hoyle.games.dice import throw_outcomes
from hoyle.games.dice import poker_dice_hand
from hoyle.games.dice import frame_scores, pins

FACES = range(1, 7)
SIXTH = Fraction(1, 6)


def play(st, *acts):
    """Apply ``acts``, taking up the cup (``throw``) first wherever that is the seat's only action."""
    for a in acts:
        if st.to_act is not None and st.to_act >= 0 and st.legal_actions() == [Action("throw")] and a != "throw":
            st.apply("throw")
        st.apply(a)
    return st


def ordered(n):
    return product(FACES, repeat=n)


def _sum_dist(n):
    d = Counter(sum(t) for t in ordered(n))
    return {k: Fraction(v, 6 ** n) for k, v in d.items()}


# ----- the engine's chance -----------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 2, 3, 5])
def test_throw_outcomes_are_the_ordered_throws_grouped(n):
    outs = throw_outcomes(n)
    check_outcomes(outs)
    by = Counter(tuple(sorted(t)) for t in ordered(n))
    assert {a.args: p for a, p in outs} == {k: Fraction(v, 6 ** n) for k, v in by.items()}
    assert len(outs) == {1: 6, 2: 21, 3: 56, 5: 252}[n]


# ----- raffling (O-21) ---------------------------------------------------------------------

def test_raffling_matches_nine_dice_enumerated_and_the_books_table():
    three = _sum_dist(3)
    nine: dict[int, Fraction] = {0: Fraction(1)}
    for _ in range(3):
        nine = _conv(nine, three)
    assert D.score_distribution("raffling") == nine
    dist = D.score_distribution("raffling")
    # O-21: "32 or more" is even: 5 038 848 of 10 077 696
    assert D.at_least(dist, 32) == Fraction(5038848, 10077696) == Fraction(1, 2)
    # O-21: 54 (nine sixes) 10 077 695 to 1
    assert D.odds_against(D.at_least(dist, 54)) == 10077695
    # O-21: 51 or more is 220 ways: 45 806.709 to 1, the book's 45 809 a misprint
    assert D.at_least(dist, 51) * 6 ** 9 == 220
    assert round(float(D.odds_against(D.at_least(dist, 51))), 3) == 45806.709
    # O-21: 44 or more, 116 to 1 (truncated: 116.260)
    assert int(D.odds_against(D.at_least(dist, 44))) == 116
    # the book's "to 1" figures are the exact odds truncated or rounded, but for row 51
    off = [n for n, (a, b) in D.RAFFLE_BOOK_ODDS.items()
           if b == 1 and a not in {int(D.odds_against(D.at_least(dist, n))), round(D.odds_against(D.at_least(dist, n)))}]
    assert off == [51]


def _conv(a, b):
    out: dict[int, Fraction] = {}
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] = out.get(x + y, 0) + p * q
    return out


def test_raffling_pool_goes_to_the_highest():
    st = get_game("raffling").new_deal(2)
    play(st, *["roll 6 6 6", "roll 6 6 6", "roll 1 1 1", "roll 1 1 2", "roll 1 1 1", "roll 1 1 1"])
    assert st.scores() == [39, 10] and st.outcome() == [1, -1]


# ----- round the spot, going to Boston, multiplication (O-25) -----------------------------

def test_round_the_spot_counts_the_pips_round_a_centre_pip():
    st = get_game("round-the-spot").new_deal(2)
    play(st, *["roll 3 5 6", "roll 1 2 4", "roll 5 5 5"])
    assert st.scores()[0] == 2 + 4 + 0 + 12        # O-25: a three 2, a five 4, the rest nothing
    spot = {1: 0, 2: 0, 3: 2, 4: 0, 5: 4, 6: 0}
    one = Counter(sum(spot[f] for f in t) for t in ordered(3))
    three = _conv(_conv(*[{k: Fraction(v, 216) for k, v in one.items()}] * 2), {k: Fraction(v, 216) for k, v in one.items()})
    assert D.score_distribution("round-the-spot") == three


def _boston_enum(value, combine):
    out: Counter = Counter()
    for a in ordered(3):
        k1 = max(a, key=value)
        for b in ordered(2):
            k2 = max(b, key=value)
            for c in FACES:
                out[combine(k1, k2, c)] += 1
    return {k: Fraction(v, 216 * 36 * 6) for k, v in out.items()}


def test_going_to_boston_and_multiplication_enumerated():
    ident = lambda f: f                                                          # noqa: E731
    assert D.score_distribution("going-to-boston") == _boston_enum(ident, lambda a, b, c: a + b + c)
    seven = lambda f: 7 if f == 1 else f                                         # noqa: E731
    from hoyle.games.dice import BostonRules
    assert D.score_distribution("going-to-boston", BostonRules(ace_counts_seven=True)) == _boston_enum(
        seven, lambda a, b, c: seven(a) + seven(b) + seven(c))
    assert D.score_distribution("multiplication-dice") == _boston_enum(ident, lambda a, b, c: (a + b) * c)
    # by hand (named as such): keep 6 of 6 6 2 (only one), 5 of 5 1, throw a 4: (6 + 5) x 4 = 44
    st = get_game("multiplication-dice").new_deal(2)
    play(st, *["roll 2 6 6", "roll 1 5", "roll 4"])
    assert st.kept[0] == (6, 5, 4) and st.scores()[0] == 44


# ----- craps (O-22) ----------------------------------------------------------------------

def test_craps_odds_from_the_game_are_the_books():
    o = D.craps_odds()
    ways = Counter(a + b for a, b in ordered(2))
    assert [ways[t] for t in range(2, 13)] == [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]       # O-22 ways table
    assert o["nick on the first throw"] == Fraction(8, 36)                           # O-22: 8 of 36
    assert o["craps on the first throw"] == Fraction(4, 36)                          # O-22: 4 of 36
    assert o["a point on the first throw"] / (1 - o["a point on the first throw"]) == 2   # 2 to 1 no decision
    assert o["point 4 made"] == Fraction(3, 3 + 6)                                   # O-22: 6 to 3 against
    assert o["point 6 made"] == Fraction(5, 5 + 6)                                   # 5 ways v 6 for the seven
    indep = Fraction(ways[7] + ways[11], 36) + sum(Fraction(ways[p], 36) * Fraction(ways[p], ways[p] + 6)
                                                   for p in (4, 5, 6, 8, 9, 10))
    assert o["the caster wins"] == indep == Fraction(244, 495)                       # O-22 (derived)


def test_craps_stakes_backing_and_the_point_bet():
    st = get_game("craps").new_deal(3)
    st.apply("fade 5")
    st.apply("back 2")
    play(st, "roll 2 2")                   # point 4
    assert st.point == 4 and st.to_act == 1
    st.apply("lay 1")                      # seat 1 lays 6 to 3 against the four
    st.apply("pass")
    play(st, "roll 3 4")                   # seven: the caster loses
    # seat 1: +5 fade, +3 (lay 1: 1 x ways 3 won); seat 2: -2 backed; the caster the rest
    assert st.outcome() == [-6, 8, -2]
    assert sum(st.outcome()) == 0


def test_craps_backing_stands_only_as_far_as_fades_cover_it():
    st = get_game("craps").new_deal(3)
    st.apply("back 5")
    st.apply("fade 2")
    play(st, "roll 5 6")                   # eleven: a nick
    assert st.outcome() == [0, 2, -2]      # seat 1's back stands for 2 only


def test_craps_refusals_and_the_match_keeps_the_dice_with_the_winner():
    st = get_game("craps").new_deal(2)
    with pytest.raises(IllegalAction):
        st.apply("fade 3")
    assert st.history == []
    with pytest.raises(SetupError):
        get_game("craps").new_deal(2, context={"caster": 5})
    from hoyle.games.dice import CrapsMatch
    m = CrapsMatch(get_game("craps"), 3, get_game("craps").rules_cls())
    d = m.next_deal()
    for t in ["pass", "pass", "roll 1 1"]:
        d.apply(t)
    m.finish(d)
    assert m.context["caster"] == 1


# ----- poker dice (O-23) -----------------------------------------------------------------

def test_poker_dice_one_throw_enumerated_and_no_straights():
    c: Counter = Counter(poker_dice_hand(t)[0] for t in ordered(5))
    d = D.poker_dice_odds()
    from hoyle.games.dice import HAND_NAMES
    assert d == {HAND_NAMES[k]: Fraction(c[k], 7776) for k in range(7)}
    assert poker_dice_hand((1, 2, 3, 4, 5))[0] == 0 and poker_dice_hand((2, 3, 4, 5, 6))[0] == 0   # O-23
    assert poker_dice_hand((1, 1, 2, 3, 4)) > poker_dice_hand((6, 6, 2, 3, 4))                   # aces above sixes


def test_poker_dice_the_books_example_pair_of_sixes_kept():
    st = get_game("poker-dice").new_deal(2)
    play(st, "roll 2 3 4 6 6")
    st.apply("hold 6 6")
    play(st, "roll 1 3 6")             # another six: triplets (O-23's worked example)
    assert poker_dice_hand(st.hands[0])[0] == 3
    st.apply("hold 6 6 6")
    play(st, "roll 2 5")               # the third result is final
    assert st.seat == 1 and st.hands[0] == (2, 5, 6, 6, 6)
    play(st, "roll 1 1 1 1 1")
    with pytest.raises(IllegalAction, match="your dice"):
        st.apply("hold 4 4")
    key = st.position_key()
    with pytest.raises(IllegalAction):
        st.apply("hold 4 4")
    assert st.position_key() == key


# ----- dice ten-pins ----------------------------------------------------------------------

def _ten_pins_frame_enum():
    """One frame thrown by the advice of §5.5 (keep a five after the first throw; fours and fives
    after the second; stand on two kept), over ordered dice."""
    out: Counter = Counter()

    def kept_of(dice, throw):
        good = (5,) if throw == 1 else (4, 5)
        return [f for f in dice if f in good]

    def go(dice, throw, w):
        if throw == 1 and dice == (5, 5):
            out["strike"] += w
            return
        if throw == 2 and dice == (5, 5):
            out["spare"] += w
            return
        if throw == 3:
            out[f"break {pins(dice)}"] += w
            return
        k = kept_of(dice, throw)
        if len(k) == 2:
            out[f"break {pins(dice)}"] += w
        elif k:
            for f in FACES:
                go(tuple(sorted((max(k), f))), throw + 1, w / 6)
        else:
            for a, b in ordered(2):
                go(tuple(sorted((a, b))), throw + 1, w / 36)

    for a, b in ordered(2):
        go(tuple(sorted((a, b))), 1, Fraction(1, 36))
    return dict(out)


def test_dice_ten_pins_frame_enumerated():
    d = D.ten_pins_frame()
    assert d["strike"] == Fraction(1, 36)
    assert d == _ten_pins_frame_enum()


def test_dice_ten_pins_sheet_by_hand():
    # worked by hand (no oracle printed): a strike, then 5 2 -> keep 5 -> 5 (a spare; the
    # strike gets the 10 standing after that second throw), then 4 4 standing: a break of 8
    # (the spare gets the first throw's 8).
    sheet = [("strike", 10, None, 10), ("spare", 7, 10, 10), ("break", 8, None, 8)]
    assert frame_scores(sheet) == [20, 38, 46]
    st = get_game("dice-ten-pins").new_deal(2)
    play(st, "roll 5 5")
    play(st, "roll 2 5")
    st.apply("keep 5")
    play(st, "roll 5")
    play(st, "roll 4 4")
    st.apply("stand")
    assert [f[0] for f in st.sheets[0]] == ["strike", "spare", "break"] and st.total(0) == 46
    assert pins((6, 6)) == 0                        # sixes are out of the alley
    play(st, "roll 2 3")
    with pytest.raises(IllegalAction, match="dice show"):
        st.apply("keep 6")


# ----- dice baseball (O-24) ---------------------------------------------------------------

def test_diamond_plays_by_the_books_table():
    E = (False, False, False)
    assert diamond_play(E, 1) == ((True, False, False), 0, 0)
    assert diamond_play((True, False, True), 2) == ((False, True, True), 1, 0)    # all advance two
    assert diamond_play((True, True, True), 4) == (E, 4, 0)                     # grand slam
    assert diamond_play(E, 5) == (E, 0, 1) and diamond_play((True, True, True), 5) == ((True, True, True), 0, 1)
    assert diamond_play((False, True, False), 5) == (E, 0, 2)                   # one runner: he is out too
    assert diamond_play((False, True, False), 6) == ((False, True, False), 0, 1)
    assert diamond_play((False, True, True), 5) == ((False, True, True), 0, 1)  # can't run
    assert diamond_play((True, True, False), 5) == ((True, False, False), 0, 2)  # second caught stealing
    assert diamond_play((True, False, True), 5) == ((False, False, True), 0, 2)  # first caught stealing


def test_simple_baseball_inning_enumerated():
    d = D.baseball_inning("simple", 4)
    p_ace = {k: Fraction(sum(1 for t in ordered(3) if t.count(1) == k), 216) for k in range(4)}
    # runs r: a run of scoring throws ending in a throw with no ace
    f = {0: Fraction(1)}
    for r in range(1, 5):
        f[r] = sum(p_ace[k] * f[r - k] for k in (1, 2, 3) if r - k >= 0)
    want = {str(r): f[r] * p_ace[0] for r in range(5)}
    want["more than 4"] = 1 - sum(want.values())
    assert d == want


def test_diamond_half_inning_enumerated():
    d = D.baseball_inning("diamond", 3)
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def dist(bases, outs, runs):
        if runs > 3:
            return {4: Fraction(1)}
        if outs >= 3:
            return {runs: Fraction(1)}
        out: dict = {}
        for face in FACES:
            nb, r, o = diamond_play(bases, face)
            for k, p in dist(nb, outs + o, runs + r).items():
                out[k] = out.get(k, 0) + p * SIXTH
        return out
    want = {(str(k) if k <= 3 else "more than 3"): p for k, p in dist((False, False, False), 0, 0).items()}
    assert d == want


def test_diamond_needs_two_sides_and_the_captains_choice():
    with pytest.raises(SetupError):
        get_game("dice-baseball").new_deal(3, BaseballRules(form="diamond"))
    st = get_game("dice-baseball").new_deal(2, BaseballRules(form="diamond"))
    play(st, "roll 2")
    play(st, "roll 5")                  # seat 1 the higher: his choice
    assert st.to_act == 1
    st.apply("field")
    assert st.order == (0, 1)


# ----- ace in the pot, help your neighbour, centennial (O-25) ----------------------------

def test_ace_in_the_pot_last_counter_three_throws():
    st = get_game("ace-in-the-pot").new_deal(2)
    play(st, "roll 1 1")                # both of seat 0's counters in the pot
    assert st.held == [0, 2] and st.pot == 2 and st.seat == 1
    play(st, "roll 1 6")                # an ace to the pot, a six passes one left
    assert st.held == [1, 0] and st.pot == 3 and st.seat == 0
    play(st, "roll 1 2")                # the last counter cannot go in by an ace (O-25)
    assert st.held == [1, 0] and st.pot == 3
    play(st, "roll 2 3")
    play(st, "roll 4 5")                # three throws without a six
    assert st.outcome() == [1, -1]
    # by hand: from the last counter in seat 0's hands, q = (25/36)**3 and P = q + (1-q)(1-P)
    s2 = get_game("ace-in-the-pot").new_deal(2)
    play(s2, "roll 1 1")
    play(s2, "roll 1 6")
    q = Fraction(25, 36) ** 3
    d = D.absorbing_distribution(s2, key=lambda s: s.winner)
    assert d[0] == 1 / (2 - q)


def test_help_your_neighbour_the_books_throw_and_the_split():
    st = get_game("help-your-neighbour-dice").new_deal(6)
    play(st, "roll 1 1 1")
    play(st, "roll 4 6 6")              # No. 2 throws: No. 4 gets 1, No. 6 gets 2, No. 2 nothing
    assert st.points == [3, 0, 0, 1, 0, 2]
    one = Counter(len(set(t)) for t in ordered(3))
    assert D.neighbour_odds(1) == {"1 winner": Fraction(one[1], 216), "2 winners": Fraction(one[2], 216),
                                   "3 winners": Fraction(one[3], 216)}


def test_help_your_neighbour_two_to_win_enumerated():
    from functools import lru_cache

    @lru_cache(maxsize=None)
    def go(points):
        out: Counter = Counter()
        for t in ordered(3):
            p = list(points)
            for f in t:
                p[f - 1] += 1
            w = sum(1 for x in p if x >= 2)
            if w:
                out[w] += Fraction(1, 216)
            else:
                for k, v in go(tuple(p)).items():
                    out[k] += v / 216
        return out
    got = D.neighbour_odds(2)
    assert got == {f"{k} winner{'s' if k > 1 else ''}": v for k, v in sorted(go((0,) * 6).items())}


def test_centennial_the_books_throw_and_the_race_enumerated():
    assert numbers_made((4, 2, 1)) >= set(range(1, 8))          # O-25: 4, 2, 1 make 1 to 7
    st = get_game("centennial").new_deal(2)
    play(st, "roll 1 2 4")
    assert st.progress == [7, 0] and st.seat == 0
    play(st, "roll 3 3 3")              # no 8: the cup passes
    assert st.seat == 1
    L = len(COURSE)

    def sums(t):
        return {sum(c) for k in (1, 2, 3) for c in combinations(t, k)}
    step = {}
    for a in range(L):
        c: Counter = Counter()
        for t in ordered(3):
            s, p = sums(t), a
            while p < L and COURSE[p] in s:
                p += 1
            c[p] += 1
        step[a] = {k: Fraction(v, 216) for k, v in c.items()}
    # A(a,b): first side to throw wins from (a, b), side A to throw; B(a,b) side B to throw
    A, B = {}, {}
    for a in range(L, -1, -1):
        for b in range(L, -1, -1):
            if a == L:
                A[a, b] = B[a, b] = Fraction(1)
                continue
            if b == L:
                A[a, b] = B[a, b] = Fraction(0)
                continue
            ra = sum(p * A[k, b] for k, p in step[a].items() if k > a)
            rb = sum(p * B[a, k] for k, p in step[b].items() if k > b)
            sa, sb = step[a].get(a, 0), step[b].get(b, 0)
            # A = ra + sa B ; B = rb + sb A
            A[a, b] = (ra + sa * rb) / (1 - sa * sb)
            B[a, b] = rb + sb * A[a, b]
    assert D.centennial_odds()["first side wins"] == A[0, 0]


# ----- the CLI ----------------------------------------------------------------------------

@pytest.mark.parametrize("args,want", [
    (["raffling"], "10077695 to 1"), (["craps"], "244/495"), (["poker-dice"], "five of a kind"),
    (["dice-ten-pins"], "strike"), (["dice-baseball", "--form", "diamond", "--most", "3"], "more than 3"),
    (["ace-in-the-pot", "--players", "2"], "seat 1"), (["centennial"], "first side"),
    (["help-your-neighbour-dice", "--target", "1"], "3 winners"), (["going-to-boston"], "18"),
    (["round-the-spot"], "36"), (["multiplication-dice"], "108"),
])
def test_hoyle_odds_prints_each_game(args, want):
    r = CliRunner().invoke(app, ["odds", *args])
    assert r.exit_code == 0, r.output
    assert want in r.output


def test_hoyle_odds_refuses_bad_options_in_a_line():
    r = CliRunner().invoke(app, ["odds", "dice-baseball", "--form", "square"])
    assert r.exit_code != 0 and "simple or diamond" in r.output and "Traceback" not in r.output


def test_poker_dice_horse_and_horse_by_hand():
    # worked by hand (no oracle printed): three players; seat 1's fours drop him out free, seats 0
    # and 2 then play the best of three, one all being horse and horse; a tie throws once more.
    from hoyle.games.dice import PokerDiceRules
    st = get_game("poker-dice").new_deal(3, PokerDiceRules(horse_and_horse=True))
    for a in ["roll 2 3 4 5 6", "stand", "roll 3 3 3 3 5", "stand", "roll 2 2 4 5 6", "stand"]:
        st.apply(a)
    assert st.freed == (1,) and st.remaining == (0, 2) and st.seat == 2     # the last thrower first
    for a in ["roll 2 3 6 6 6", "stand", "roll 2 3 4 5 6", "stand"]:       # seat 2 wins a round
        st.apply(a)
    for a in ["roll 1 1 2 3 4", "stand", "roll 2 3 4 5 6", "stand"]:       # seat 0: horse and horse
        st.apply(a)
    assert st.wins == (1, 0, 1) and "horse and horse" in st.log[-1]
    for a in ["roll 2 3 4 5 5", "stand", "roll 2 3 4 5 5", "stand"]:       # equal: a throw more each
        st.apply(a)
    assert st.tie and st.legal_actions()[0].verb == "roll"
    assert st.order == (2, 0)
    st.apply("roll 2 3 4 5 6")          # seat 2: one throw, no rethrow
    st.apply("roll 1 2 3 4 6")          # seat 0: nothing too, but the ace high
    assert st.is_over and st.loser == 2 and st.outcome() == [1, 1, -2]


def test_vingt_et_un_dice_odds_enumerated():
    # one player's final total standing at 18: throw one die from 0 until 18 or more
    final: Counter = Counter()

    def go(t, p):
        if t >= 18:
            final[t if t <= 21 else 0] += p           # 0: over
            return
        for f in FACES:
            go(t + f, p * SIXTH)
    go(0, Fraction(1))
    want: Counter = Counter()
    for a, p in final.items():
        for b, q in final.items():
            k = ("everyone over" if a == b == 0 else "divided" if a == b else
                 "seat 0" if a > b else "seat 1")
            want[k] += p * q
    assert D.vingt_et_un_odds(2, 18) == dict(sorted(want.items()))
    r = CliRunner().invoke(app, ["odds", "vingt-et-un-dice", "--stop", "30"])
    assert r.exit_code != 0 and "--stop 1 to 21" in r.output


def test_the_raffling_odds_command_prints_json_with_the_books_figures():
    """`hoyle odds raffling --json`: each N with its exact chance and the book's odds beside it
    (O-21: 32 or more is even)."""
    import json

    from typer.testing import CliRunner

    from hoyle.cli import app
    out = CliRunner().invoke(app, ["odds", "raffling", "--json"])
    assert out.exit_code == 0, out.output
    rows = json.loads(out.output)
    assert rows["32"]["chance"] == "1/2" and rows["32"]["book"] == "1 to 1"
