"""The domino games against the book (Foster 1914, seed 001 part 6 lines 514-642) and the
catalog's oracles of family 17 (001_part6.md §4: O-14 to O-19), and a deal worked by hand from
the rule text for each game that has no oracle (named so in its test)."""

from __future__ import annotations

from itertools import combinations

import pytest

from hoyle.core import Action, IllegalAction, get_game
from hoyle.core.errors import ActionParseError, SetupError
from hoyle.games.dominoes import MATADORS, DominoBot, round_to
from hoyle.mechanics.line import Line
from hoyle.tiles import double_six, parse_tile, parse_tiles, tile


def deal(slug: str, hands: list[str], context: dict | None = None, **rules):
    """A deal of ``slug`` with the given hands (tile texts per seat), dealt by applying the
    explicit chance outcomes one tile at a time, seat 0 first."""
    g = get_game(slug)
    st = g.new_deal(len(hands), g.rules_cls(**{**g.defaults, **rules}) if rules else None, None, context)
    hs = [parse_tiles(h) for h in hands]
    for k in range(len(hs[0])):
        for s in range(len(hs)):
            st.apply(Action("deal", (hs[s][k],)))
    return st


def play(st, *moves: str) -> None:
    for m in moves:
        st.apply(m)


# --------------------------------------------------------------------------- O-14: the set
def test_o14_suit_totals_of_the_double_six_set():
    """O-14 (line 524): Blank 21, Ace 28, Deuce 35, Trey 42, Four 49, Five 56, Six 63 -- each suit
    seven more than the last, the ace suit as many pips as the set has tiles."""
    tiles = double_six()
    totals = [sum(t.pips for t in tiles if s in (t.high, t.low)) for s in range(7)]
    assert totals == [21, 28, 35, 42, 49, 56, 63]
    assert totals[1] == len(tiles) == 28


def test_the_pip_count_misprint_147_is_168():
    """The book's misprint (line 561; catalog 001_part6.md §13 row 5): "the whole set has 147
    pips, an average of 5 1/4". The double-six set has 168 pips, 6 a tile. The worked example
    reasons with the book's 5 1/4 (seven tiles played, 50 pips, 13 above 7 x 5 1/4 = 36.75)."""
    total = sum(t.pips for t in double_six())
    assert total == 168 and total != 147
    assert total / 28 == 6 and 147 / 28 == 5.25
    assert round(50 - 7 * 147 / 28) == 13       # the example's "13 above the average", book's figure


# --------------------------------------------------------------------------- O-15: block game
A = "5-0 5-2 5-3 5-4 2-0 4-0 4-4"
B = "6-6 6-4 6-3 6-1 6-0 5-1 1-1"
OPENING = ("set 5-0", "6-0 R", "5-2 L", "6-6 R", "2-0 L")


def test_o15_the_printed_hand_of_b_is_a_misprint():
    """O-15 (line 548): B's hand is printed as 6-6, 6-3, 6-1, 6-0, 5-1, 5-0: six tiles, one of them
    A's 5-0, and without the 6-4 and 1-1 that B plays later (catalog §13 row 6)."""
    printed = parse_tiles("6-6, 6-3, 6-1, 6-0, 5-1, 5-0")
    assert len(printed) == 6 and set(printed) & set(parse_tiles(A)) == {tile(5, 0)}
    assert {tile(6, 4), tile(1, 1)} - set(printed) == {tile(6, 4), tile(1, 1)}
    assert sorted(parse_tiles(B)) == sorted(set(printed) - {tile(5, 0)} | {tile(6, 4), tile(1, 1)})


def _block_example():
    st = deal("domino-block", [A, B], context={"setter": 0})    # A sets (the lot: lines 526-533)
    play(st, *OPENING, "6-4 R", "4-4 R")
    assert st.legal_actions() == [Action("go")]                # B: no four, no blank (line 555)
    play(st, "go")
    return st


def test_o15_a_blocks_and_wins_7():
    """O-15: A lays 4-0 on the four end, both ends blank: A holds 5-4, 5-3 = 17, B 6-3, 6-1, 5-1,
    1-1 = 24; A wins the difference, 7 (line 564)."""
    st = _block_example()
    play(st, "4-0 R", "go", "go")
    assert st.ended == "blocked" and st.outcome() == [7, -7]


def test_o15_a_plays_on_and_b_dominoes_for_8():
    """O-15: A lays 4-0 on the blank end, then 5-4; B plays 5-1, 1-1, 1-6, 6-3 and dominoes with
    A's 5-3 left: 8 to B (lines 565-569)."""
    st = _block_example()
    play(st, "4-0 L", "go", "5-4 L", "5-1 L", "go", "1-1 L", "go", "6-1 L", "go", "6-3 L")
    assert st.ended == "domino" and st.winner == 1 and st.outcome() == [-8, 8]


def test_o15_had_b_played_6_1_he_would_win_17():
    """O-15: with 6-1 for B's foolish 6-4, B wins 17 (lines 570-571; the text's "both ends sixes"
    is garbled: B turns one end to six)."""
    st = deal("domino-block", [A, B], context={"setter": 0})
    play(st, *OPENING, "6-1 R", "4-0 L", "6-4 L", "go", "1-1 R", "go", "6-3 L", "5-3 L", "5-1 L")
    assert st.outcome() == [-17, 17]


def test_block_game_has_no_drawing_and_refuses_with_the_reason():
    st = deal("domino-block", [A, B], context={"setter": 0})
    with pytest.raises(IllegalAction, match="do not hold"):
        st.apply("6-6")
    play(st, "set 5-0")
    with pytest.raises(IllegalAction, match="does not match"):
        st.apply("6-4 L")
    with pytest.raises(IllegalAction, match="not drawn"):
        st.apply("draw")
    two = deal("domino-block", ["5-5 0-0", "5-0 1-1"], hand=2)
    two.apply("set 5-5")
    with pytest.raises(ActionParseError, match="more than one way"):
        two.apply("5-0")


# --------------------------------------------------------------------------- O-16: matadore
def test_o16_the_four_matadors_and_seven_matching():
    """O-16 (lines 585-591): a three takes a four, a five a two, a six an ace; the matadors 0-0,
    6-1, 5-2, 4-3 go on any end; a double counts for its suit only (3-3 is not played on an ace);
    a blank end takes only a matador (our reading, catalog §4.4)."""
    assert MATADORS == set(parse_tiles("0-0 6-1 5-2 4-3"))
    st = deal("matadore", ["6-6 5-3 6-1 6-0 5-5 4-4 5-4", "4-1 2-2 3-3 0-0 6-2 1-1 6-5"])
    assert st.to_act == 0                                       # the highest double sets (line 584)
    play(st, "set 5-3")                                         # ends 5 and 3
    assert set(st.legal_strings()) == {"2-2 L", "6-2 L", "4-1 R", "trump 0-0 L 0", "trump 0-0 R 0"}
    play(st, "4-1 R")                                           # four to the three: the ace open
    assert {"6-6 R", "6-0 R", "trump 6-1 L 1", "trump 6-1 R 6"} <= set(st.legal_strings())
    play(st, "6-0 R")                                           # six to the ace: a blank open
    legal = set(st.legal_strings())
    assert legal == {"2-2 L", "6-2 L", "trump 0-0 L 0", "trump 0-0 R 0"}
    with pytest.raises(IllegalAction, match="seven"):
        st.apply("3-3 R")


def test_matadore_a_double_is_not_played_on_an_ace():
    st = deal("matadore", ["6-6 5-3 6-1 6-0 5-5 4-4 5-4", "4-1 2-2 3-3 0-0 6-2 1-1 6-5"])
    play(st, "set 5-3", "4-1 R", "6-6 R")                      # ends 5 and 6
    assert "3-3 L" not in st.legal_strings() and "6-5 R" not in st.legal_strings()
    assert "2-2 L" in st.legal_strings()                        # 2 + 5 = 7


# --------------------------------------------------------------------------- O-17: Bergen
def test_o17_bergen_headers():
    """O-17 (lines 601-606): six tiles each; the highest double sets and scores 2 (a double
    header); both ends alike scores 2; a double at one end and its suit at the other, 3."""
    st = deal("bergen", ["5-5 5-0 3-3 1-0 2-1 4-1", "5-3 3-0 6-1 6-2 4-2 6-4"])
    assert st.hand_size == 6 and st.to_act == 0
    play(st, "set 5-5")
    assert st.scores == [2, 0]
    play(st, "5-3 L", "5-0 R", "3-0 R")                         # ends 3 and 3: a double header
    assert st.scores == [2, 2]
    play(st, "3-3 L")                                           # 3-3 at one end, a three at the other
    assert st.scores == [5, 2]


@pytest.mark.parametrize("hands,pips,point_to", [
    (["5-1", "6-2 4-0"], [6, 12], 0),        # fewest pips, no double: 1 to him
    (["3-3", "6-2 4-1"], [6, 13], 1),        # fewest pips but a double: the point to his opponent
    (["3-3", "6-6"], [6, 12], 0),            # both hold doubles: the lower count
])
def test_o17_bergen_blocked_hand(hands, pips, point_to):
    """O-17 (lines 607-608): a blocked hand's point."""
    st = get_game("bergen").new_deal(2)
    st.hands = [parse_tiles(h) for h in hands]
    assert [sum(t.pips for t in h) for h in st.hands] == pips
    st._bergen_block(pips)
    assert st.winner == point_to and st.scores[point_to] == 1


# --------------------------------------------------------------------------- O-18, O-19: muggins
MUGGINS = ["5-5 0-0 4-0 3-1 2-1 3-2 1-0", "5-0 6-5 6-3 6-2 6-1 4-1 4-2"]


def test_o18_muggins_worked_example():
    """O-18 (lines 621-625): 5-5 set counts 10; 5-0 played to it, 10 (ends 10 and 0); 0-0, 10;
    then 5-6 on one end and 0-4 on the other, 6 + 4 = 10."""
    st = deal("muggins", MUGGINS)
    play(st, "set 5-5")
    assert st.scores == [10, 0]
    play(st, "5-0 R")
    assert st.scores == [10, 10]
    play(st, "0-0 R")
    assert st.scores == [20, 10]
    play(st, "6-5 L")                        # ends 6 and 0-0: 6, no score
    assert st.scores == [20, 10]
    play(st, "4-0 R")
    assert st.line.count() == 10 and st.scores == [30, 10]


def _best_multiple(counts, m=5):
    return max(c for c in counts if c % m == 0)


def test_o18_the_highest_two_end_count_is_20():
    """O-18 (line 626): 20 is the most two ends can make, with 4-4 and 6-6 on them."""
    ends = [(t, o) for t in double_six() for o in {t.high, t.low}]
    value = {e: (2 * e[1] if e[0].is_double else e[1]) for e in ends}
    counts = [value[a] + value[b] for a, b in combinations(ends, 2) if a[0] != b[0]]
    assert _best_multiple(counts) == 20
    line = Line()
    line.set(tile(6, 4))
    line.place(tile(6, 6), 0, 6)
    line.place(tile(4, 4), 1, 4)
    assert line.count() == 20


def test_o18_the_highest_spinner_count_is_35():
    """O-18 (line 638): with the spinner all four arms open and 6-6, 4-4, 5-5 and 0-5 (five out) on
    the ends: 12 + 8 + 10 + 5 = 35, the most four ends can make."""
    line = Line()
    line.set(tile(0, 0), spinner=True)
    for arm, chain in enumerate([["0-6", "6-6"], ["0-4", "4-4"], ["0-2", "2-5", "5-5"], ["0-5"]]):
        for text in chain:
            t = parse_tile(text)
            line.place(t, arm, t.high if line.ends()[arm].value == t.low else t.low)
    assert [e.value for e in line.ends()] == [6, 4, 5, 5] and line.count(spinner_rule=True) == 35
    best = {t: max(2 * t.high if t.is_double else t.high, t.low) for t in double_six()}
    raw = max(sum(best[t] for t in four) for four in combinations(double_six(), 4))
    assert raw == 36 and raw // 5 * 5 == 35


def test_muggins_spinner_variant_opens_four_arms():
    st = deal("muggins", MUGGINS, spinner=True)
    play(st, "set 5-5")
    assert {a.args[1] for a in st.legal_actions() if a.verb == "play"} == {0, 1, 2, 3}
    play(st, "5-0 U")                        # only the arm played on counts: 0, nothing scored
    assert st.scores == [10, 0] and st.line.count(spinner_rule=True) == 0


def test_o19_rounding_the_pips_left():
    """O-19 (line 631): 12 counts as 10, 13 as 15 (3 or 4 up to five, 1 or 2 dropped)."""
    assert round_to(12, 5) == 10 and round_to(13, 5) == 15
    assert [round_to(p, 5) for p in range(10)] == [0, 0, 0, 5, 5, 5, 5, 5, 10, 10]
    st = deal("muggins", ["5-5 5-0", "5-1 6-5"], hand=2)
    play(st, "set 5-5", "5-1 L", "5-0 R")     # out; 6-5 (11 pips) left against him: 10
    assert st.ended == "domino" and st.scores == [20, 0] and st.outcome() == [20, -20]


def test_muggins_draws_only_when_blocked_and_never_the_last_two():
    """Line 629: a player who cannot follow must draw until he can; the last two are never drawn."""
    st = deal("muggins", ["6-6 6-5", "1-0 2-1"], hand=2)
    play(st, "set 6-6")
    assert st.legal_actions() == [Action("draw")]
    with pytest.raises(IllegalAction, match="must draw"):
        st.apply("go")
    st.apply("draw")
    st.apply("deal 3-0")                      # no six: he draws again
    assert st.legal_actions() == [Action("draw")]
    st.apply("draw")
    st.apply("deal 6-4")                      # a six: he plays, and may not draw now
    assert set(st.legal_strings()) == {"6-4 L", "6-4 R"}
    with pytest.raises(IllegalAction, match="only when you cannot play"):
        st.apply("draw")


# --------------------------------------------------------------------------- worked by hand
def test_worked_by_hand_four_handed_block():
    """A deal worked by hand from the rule text (lines 573-577), no oracle: four each (the text's
    own number, option hand), partners 0 and 2 against 1 and 3; 6-6 set and all four blocked;
    side 0 holds 3 + 26 = 29, side 1 28 + 24 = 52: side 0 wins 23, each of its players."""
    st = deal("domino-four-handed-block", ["6-6 0-0 1-0 2-0", "5-5 4-4 3-3 2-2", "1-1 5-4 5-3 4-3",
                                           "5-2 5-1 5-0 4-2"], hand=4)
    assert st.to_act == 0 and len(st.stock) == 12
    play(st, "set 6-6")
    for seat in (1, 2, 3, 0):                # the turn passes to the left, seat + 1 (our reading)
        assert st.to_act == seat
        play(st, "go")
    assert st.ended == "blocked" and st.outcome() == [23, -23, 23, -23]
    with pytest.raises(SetupError):
        get_game("domino-four-handed-block").new_deal(3)


def test_worked_by_hand_draw_game():
    """A deal worked by hand from the rule text (lines 580-581), no oracle: the bone-yard is drawn
    from at will, even by a player who could play; a blocked player must draw; the last two stay."""
    st = deal("domino-draw", ["6-6 6-5 6-4 6-3 6-2 6-1 6-0", "5-5 5-4 5-3 5-2 5-1 5-0 4-4"])
    assert st.to_act == 0 and len(st.stock) == 14
    play(st, "set 6-6")
    assert st.legal_actions() == [Action("draw")]              # no six: he must draw
    with pytest.raises(IllegalAction, match="must draw"):
        st.apply("go")
    st.apply("draw")
    assert st.to_act == -1 and len(st.chance_outcomes()) == 14
    st.apply("deal 3-0")                                       # drawn: still no six
    st.apply("draw")
    st.apply("deal 0-0")
    assert st.legal_actions() == [Action("draw")]
    st.apply("draw")
    st.apply("deal 2-1")
    assert st.legal_actions() == [Action("draw")]
    for t in ("4-3", "4-2", "4-1", "4-0", "3-3", "3-2", "3-1", "2-2"):
        st.apply("draw")
        st.apply(f"deal {t}")
    assert sorted(map(str, st.stock)) == ["1-0", "1-1", "2-0"]
    st.apply("draw")
    st.apply("deal 2-0")
    assert len(st.stock) == 2 and st.legal_actions() == [Action("go")]   # the last two stay
    with pytest.raises(IllegalAction, match="last 2"):
        st.apply("draw")
    play(st, "go")
    assert st.to_act == 0 and "draw" not in st.legal_strings()  # seat 0 may play; stock is at two


def test_worked_by_hand_draw_game_draws_at_will():
    st = deal("domino-draw", ["6-6 6-5 6-4 6-3 6-2 6-1 6-0", "5-5 5-4 5-3 5-2 5-1 5-0 4-4"])
    play(st, "set 6-5")
    assert {"5-5 R", "draw"} <= set(st.legal_strings())         # he may play, and may draw


def test_worked_by_hand_sebastopol():
    """A deal worked by hand from the rule text (lines 593-598), no oracle: the double six is set
    and only sixes go on until both its ends and both sides are filled."""
    hands = ["6-6 6-5 0-0 1-0 2-0 3-0 4-0", "6-4 5-4 1-1 2-1 3-1 4-1 5-0",
             "6-3 5-3 2-2 3-2 4-2 5-1 6-0", "6-2 6-1 3-3 4-3 4-4 5-2 5-5"]
    st = deal("sebastopol", [hands[3], hands[0], hands[1], hands[2]])   # 6-6 with seat 1
    assert st.to_act == 1 and [str(a) for a in st.legal_actions()] == ["set 6-6"]
    play(st, "set 6-6")
    assert {a.args[1] for a in st.legal_actions()} == {0, 1, 2, 3}
    play(st, "6-4 L")                                           # seat 2: a four open on the left
    assert "5-4 L" not in st.legal_strings()
    play(st, "6-3 R")                                           # seat 3
    with pytest.raises(IllegalAction, match="spinner"):
        st.apply("4-3 L")
    play(st, "6-2 U", "6-5 D")                                  # seat 0, seat 1: the four arms filled
    assert st.to_act == 2 and "5-4 L" in st.legal_strings()     # now any of the four ends


def test_worked_by_hand_domino_pool():
    """A deal worked by hand from the rule text (lines 609-615), no oracle: four players, five each
    (eight stay in the bone-yard), everyone blocked after the 6-6: the lightest hand, seat 0 with
    6 pips, takes the pool of four antes; equal lightest hands would divide it."""
    st = deal("domino-pool", ["6-6 0-0 1-0 2-0 2-1", "5-5 4-4 3-3 2-2 1-1", "5-4 5-3 5-2 5-1 5-0",
                              "4-3 4-2 4-1 4-0 3-2"])
    assert st.hand_size == 5 and len(st.stock) == 8
    play(st, "set 6-6", "go", "go", "go", "go")
    assert st.ended == "blocked" and st.outcome() == [3, -1, -1, -1]
    with pytest.raises(SetupError, match="eight"):
        get_game("domino-pool").new_deal(4, get_game("domino-pool").rules_cls(scoring="pool", hand=6))


def test_worked_by_hand_all_threes():
    """A deal worked by hand from the rule text (lines 639-640), no oracle: the 3-3 set counts 6;
    3-0 against it counts 6 (the double's 6 and the blank); the pips left are rounded to threes."""
    st = deal("all-threes", ["3-3 0-1", "3-0 2-2"], hand=2)
    play(st, "set 3-3")
    assert st.scores == [6, 0]
    play(st, "3-0 R")                         # ends 6 (the double) and 0: 6
    assert st.scores == [6, 6]
    play(st, "1-0 R")                         # ends 6 and 1: 7, nothing; seat 0 is out
    assert st.ended == "domino" and st.scores == [6 + round_to(4, 3), 6]
    assert round_to(4, 3) == 3 and round_to(5, 3) == 6


# --------------------------------------------------------------------------- notation, views, bot
def test_notation_reads_colons_and_words_and_refuses_junk():
    st = deal("domino-block", [A, B], context={"setter": 0})
    assert st.parse_action("5:0") == Action("set", (tile(5, 0),))
    play(st, "set 5-0")
    assert st.parse_action("6:0 right") == Action("play", (tile(6, 0), 1))
    assert st.parse_action("6-0") == Action("play", (tile(6, 0), 1))     # its only end
    for junk in ("play --5", "6-4 X", "7-13 L", "play \u2460", "set 6-4 L"):
        with pytest.raises(ActionParseError):
            st.parse_action(junk)


def test_no_seat_sees_another_hand():
    st = deal("domino-block", [A, B], context={"setter": 0})
    v = st.view(0)
    assert v["hand"] == [str(t) for t in sorted(parse_tiles(A))] and "hands" not in v
    assert not any(str(t) in str(v) for t in parse_tiles(B))
    assert all(str(t) not in " ".join(st.log_for(0)) for t in parse_tiles(B))


def test_the_bot_scores_and_blocks():
    """The heuristic bot: in muggins it takes the count (5-0 to the 5-5 scores 10 rather than
    6-5's nothing)."""
    st = deal("muggins", MUGGINS)
    play(st, "set 5-5")
    bot = DominoBot(1)
    choice = bot.choose(st.view(1), st.legal_actions())
    assert choice.args[0] == tile(5, 0)


@pytest.mark.parametrize("slug", ["domino-block", "domino-four-handed-block", "domino-draw", "matadore",
                                  "sebastopol", "bergen", "domino-pool", "muggins", "all-threes"])
def test_every_game_plays_to_an_end_with_bots(slug):
    from hoyle.core import SeededShuffler, resolve_chance
    g = get_game(slug)
    st = g.new_deal(None, None, SeededShuffler(7))
    bots = [DominoBot(s) for s in range(st.num_players)]
    while not st.is_over:
        if resolve_chance(st):
            continue
        st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
    assert st.ended in ("domino", "blocked") and sum(st.outcome()) == 0


# ---------------------------------------------------------------- the muggins call (lines 627-628)
def test_muggins_called_claims_the_count_and_the_opponent_takes_what_is_let_pass():
    """O-18's sequence with the call: the setter claims his 10; the second player lets his 10
    pass and the first takes it with muggins; a wrong claim goes to the opponent."""
    st = deal("muggins", MUGGINS, claims="called")
    play(st, "set 5-5")
    assert st.to_act == 0 and st.legal_strings()[:3] == ["claim 0", "claim 5", "claim 10"]
    with pytest.raises(IllegalAction, match="claims his count first"):
        st.apply("0-0 R")
    play(st, "claim 10")
    assert st.scores == [10, 0] and st.to_act == 1
    play(st, "5-0 R", "claim 0")                 # the ends count 10: let pass
    assert st.scores == [10, 0] and st.view(0)["muggins"] == {"seat": 0, "points": 10}
    assert "muggins" in st.legal_strings()
    play(st, "muggins")
    assert st.scores == [20, 0] and st.to_act == 0
    with pytest.raises(IllegalAction, match="no count was let pass"):
        st.apply("muggins")
    play(st, "0-0 R", "claim 15")                # a miscount: the ends count 10
    assert st.scores == [20, 15]
    play(st, "6-5 L", "claim 0", "4-0 R", "claim 10")
    assert st.line.count() == 10 and st.scores == [30, 15]
    with pytest.raises(IllegalAction, match="no claim is due"):
        st.apply("claim 10")


def test_muggins_the_call_lapses_once_the_next_player_plays():
    st = deal("muggins", MUGGINS, claims="called")
    play(st, "set 5-5", "claim 0")               # the setter lets his own 10 pass
    assert "muggins" in st.legal_strings()
    play(st, "5-0 R", "claim 10")                # seat 1 plays instead of calling
    assert st.scores == [0, 10] and "muggins" not in st.legal_strings()


def test_muggins_called_bots_claim_honestly_and_match_scored_play():
    from hoyle.core import SeededShuffler, resolve_chance
    g = get_game("muggins")
    scored = g.new_deal(2, None, SeededShuffler(11))
    called = g.new_deal(2, g.make_rules({"claims": "called"}), SeededShuffler(11))
    for st in (scored, called):
        bots = [DominoBot(s) for s in range(2)]
        while not st.is_over:
            if resolve_chance(st):
                continue
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
    assert called.scores == scored.scores and called.outcome() == scored.outcome()
    assert any(a.verb == "claim" and a.args[0] for _, a in called.history)


# ---------------------------------------------------------------- the game over a match's hands
def _match_of(slug, players=2, seed=3, **rules):
    from hoyle.core import resolve_chance
    g = get_game(slug)
    m = g.match_cls(g, players, g.make_rules(rules), seed=seed)
    hands = 0
    while not m.is_over and hands < 200:
        st = m.next_deal()
        bots = [DominoBot(s) for s in range(players)]
        while not st.is_over:
            if resolve_chance(st):
                continue
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
        hands += 1
    return m


@pytest.mark.parametrize("slug,goal", [("muggins", 100), ("bergen", 15), ("all-threes", 100)])
def test_the_game_is_played_to_the_books_points_and_settles_the_difference(slug, goal):
    """Muggins "usually to 100" (line 617), Bergen to fifteen (line 605): the match ends its
    first game when a seat reaches the points, and settles the difference in scores (line 632)."""
    assert get_game(slug).make_rules({}).game_to == goal
    m = _match_of(slug)
    assert m.is_over
    done = m.settled().rubbers[0]
    a, b = done["score"]
    assert max(a, b) >= goal and done["value"] == abs(a - b) and sum(done["seats"]) == 0
    assert done["seats"][0 if a > b else 1] == abs(a - b)
    totals = [0, 0]
    for rec in m.deals:
        for i, v in enumerate(rec["outcome"]):
            totals[i] += v
    assert totals == m.totals                      # the hands' own outcomes still summed


def test_the_block_game_to_fifty_and_partners_by_side():
    assert get_game("domino-block").make_rules({}).game_to == 0      # each hand by itself
    m = _match_of("domino-block", game_to=50)
    done = m.settled().rubbers[0]
    assert max(done["score"]) >= 50 and sum(done["seats"]) == 0
    four = _match_of("domino-four-handed-block", players=4, game_to=50)
    done = four.settled().rubbers[0]
    assert len(done["score"]) == 2 and done["seats"][0] == done["seats"][2] == -done["seats"][1]
