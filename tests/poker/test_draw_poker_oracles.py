"""The books' printed draw-poker material replayed through the engine, oracle ids from
../shared/catalog (000_002_003.md §1, §4; 001_part2.md §20). Amounts are exact chips.

Where the catalog flags the book as ambiguous the test says which reading it takes.
"""

from __future__ import annotations

import pytest

from hoyle.core import IllegalAction, SeededShuffler, get_game
from hoyle.evaluators import HandCategory, evaluate
from hoyle.games.poker.draw import openers_rank

from _draw_poker_helpers import deal, play_to_showdown, showdown_winners

JUNK = None   # a junk hand picked from the cards left (eight high, no pair)


# ------------------------------------------------------------------ O-000-01
def test_O_000_01_british_betting_illustration():
    """C bets 6d, A calls 6d, B raises 1s (stakes 1s6d), C raises 1s (adds 2s, 2s6d in all),
    A drops, B adds 1s and calls; C shows the better hand and takes B's 2s6d and the pool of
    5s6d. Counted in pence, limit 1s = 12, ante 1d (O-000-10).

    Reading chosen (the p. 36 set-up is lost): the three stakes are the first betting interval,
    B is the ante-man and his 1d ante is part of his 1s6d stake, so the pool is exactly
    30 + 30 + 6 = 66d = 5s6d, which C takes (B's 2s6d being in it). Seats: B = 0 (ante, left of
    the dealer), C = 1 (first to speak), A = 2 (the dealer)."""
    B, C, A = 0, 1, 2
    st = deal("draw-poker-british", 3, {C: "AS AH 9C 6D 3S", B: "KS KH 8C 5D 2S", A: JUNK})
    st.apply("decline")                     # C may straddle; he does not
    assert st.to_act == C
    st.apply("bet 6")                       # C: 6d
    st.apply("call")                        # A: 6d
    assert st.to_act == B
    st.apply("raise 12")                    # B: 1s6d in all
    assert st.inv[B] == 18
    st.apply("raise 12")                    # C adds 2s
    assert st.inv[C] == 30 and st.staked[C] == 30
    st.apply("fold")                        # A drops, forfeiting his 6d
    st.apply("call")                        # B adds 1s
    assert st.staked == [30, 30, 6]         # B 2s6d, C 2s6d, A 6d
    assert st.pot == 66                     # 5s 6d
    st.apply("stand")                       # B (dealer's left draws first, law 34)
    st.apply("stand")                       # C
    st.apply("check")                       # C first after the draw (law 53)
    st.apply("check")                       # B
    assert st.is_over and st.winners == [C]
    assert st.won[C] == 66
    assert st.outcome() == [-30, 36, -6]


# ------------------------------------------------------------------ O-000-03..07 (ranking)
def test_O_000_03_full_hand_by_the_triplet():
    for slug in ("draw-poker-british", "draw-poker-foster"):
        assert showdown_winners(slug, ["9S 9D 9C KS KH", "TH TD TC 4S 4H", JUNK]) == [1]


def test_O_000_04_straight_bounds_british():
    b = "draw-poker-british"
    # A-2-3-4-5 is a straight, the lowest: it loses to 2-3-4-5-6
    assert showdown_winners(b, ["AS 2D 3C 4H 5S", "2S 3S 4D 5D 6C", "KC KD 7H 8S 9D"]) == [1]
    assert showdown_winners(b, ["AS 2D 3C 4H 5S", "KC KD KH 8S 9D", JUNK]) == [0]
    # 9-T-J-Q-K is the top straight; T-J-Q-K-A is not a straight (law 71)
    assert showdown_winners(b, ["TS JD QC KH AS", "9D TD JS QH KC", "2H 2D 7H 8S 4D"]) == [1]
    assert showdown_winners(b, ["TS JD QC KH AS", "2H 2D 7H 8S 4D", "3C 5C 6D 8D 9S"]) == [1]
    # no K-A-2 wrap
    assert showdown_winners(b, ["QS KD AC 2H 3S", "2D 2C 7H 8S 4D", "5C 6C 9D TD JS"]) == [1]
    # 9-K in one suit is the best possible hand: it beats fours of aces
    assert showdown_winners(b, ["9H TH JH QH KH", "AS AD AC AH 2S", JUNK]) == [0]
    # contrast Foster law 35: T-J-Q-K-A is a straight and beats the pair
    assert showdown_winners("draw-poker-foster", ["TS JD QC KH AS", "2H 2D 7H 8S 4D", JUNK]) == [0]


def test_O_000_05_hearts_flush_british():
    b = "draw-poker-british"
    assert showdown_winners(b, ["AS KS QS JS 9S", "2H 4H 6H 8H JH", JUNK]) == [1]
    # spades against diamonds: the highest unmatched card decides
    assert showdown_winners(b, ["AS KS QS JS 8S", "AD KD QD JD 9D", JUNK]) == [1]
    # Foster has no hearts rule: the ace-high flush wins
    assert showdown_winners("draw-poker-foster", ["AS KS QS JS 9S", "2H 4H 6H 8H JH", JUNK]) == [0]


def test_O_000_06_equal_straights_hearts_then_split():
    """Law 70's 'straight in hearts' -- reading chosen (catalog O-000-06): the straight whose
    top card is a heart wins; with no such straight the pool is divided (law 76)."""
    b = "draw-poker-british"
    assert showdown_winners(b, ["5S 6D 7C 8S 9D", "5D 6C 7S 8D 9H", "2H 2D KH 3S 4D"]) == [1]
    st = deal(b, 3, {0: "5S 6D 7C 8S 9D", 1: "5D 6C 7S 8D 9C", 2: "2H 2D KH 3S 4D"})
    play_to_showdown(st)
    assert sorted(st.winners) == [0, 1]
    assert st.won[0] + st.won[1] == st.pot and abs(st.won[0] - st.won[1]) <= 1


def test_O_000_07_kickers():
    b = "draw-poker-british"
    # pair tie: highest unmatched card (law 74)
    assert showdown_winners(b, ["QS QD 9C 5H 3S", "QH QC TC 4H 2S", JUNK]) == [1]
    # no pair: compare the unmatched cards in turn (law 75)
    assert showdown_winners(b, ["AS JD 9C 5H 3S", "AH JC 9D 6H 2S", "2C 3D 4H 7S 8C"]) == [1]
    # two pairs, equal: the kicker is not named in law 73; reading chosen: the odd card decides
    assert showdown_winners(b, ["KS KD 4C 4H 3S", "KH KC 4D 4S 7S", JUNK]) == [1]


# ------------------------------------------------------------------ O-000-08
def test_O_000_08_jack_pot_openers_cycle_and_antes():
    """An unopened British game makes the next a jack-pot (law 29); each unopened jack-pot is
    re-dealt with everyone anteing again and the openers rising JJ, QQ, KK, then JJ, QQ..."""
    g = get_game("draw-poker-british")
    m = g.new_match(4, {}, seed=5)
    st = m.next_deal()
    # a plain deal nobody opens: the first speaker stands, the others pass, the ante stands
    st.apply("decline")
    st.apply("check")
    st.apply("fold")
    st.apply("fold")
    st.apply("check")
    assert st.is_over and st.unopened and st.carried_out == 1 and st.outcome() == [-1, 0, 0, 0]
    m.finish(st)
    pot = 1
    seen = []
    for k in range(1, 6):
        st = m.next_deal()
        assert st.jack == k
        assert st.pot_in == pot
        assert st.staked == [1, 1, 1, 1]          # every player adds one ante (laws 30-31)
        seen.append(st.min_open)
        while not st.is_over:
            st.apply("check")                      # nobody opens
        pot += 4
        assert st.carried_out == pot and sum(st.outcome()) + st.house_take() == 0
        m.finish(st)
    assert seen == [11, 12, 13, 11, 12]
    assert [openers_rank("british-cycle", k) for k in range(1, 8)] == [11, 12, 13, 11, 12, 13, 11]


def test_O_000_08_rising_openers_refuse_jacks_in_the_queens_pot():
    st = deal("jack-pots-british", 4, {0: "JS JD 9C 5H 3S", 1: "QS QD 8C 4H 2S", 2: JUNK,
                                       3: "KC 7D 6H 4S 9D"}, context={"jack": 2, "pot_carried": 8})
    assert st.min_open == 12
    with pytest.raises(IllegalAction) as e:
        st.apply("bet 2")
    assert "queens" in e.value.reason and "law 31" in e.value.law
    st.apply("check")
    st.apply("bet 2")                               # queens may open
    assert st.opener == 1


# ------------------------------------------------------------------ O-000-13..15 (modifications)
def test_O_000_13_blaze_between_two_pairs_and_threes():
    m = "poker-modifications-british"
    blaze = "KH KD QS QC JH"
    assert showdown_winners(m, [blaze, "AS AC 9S 9C 2D", JUNK]) == [0]
    assert showdown_winners(m, [blaze, "4S 4C 4D 9C 2D", JUNK]) == [1]
    # without the option the same five court cards are only two pairs, kings up
    assert showdown_winners("draw-poker-british", [blaze, "AS AC 9S 9C 2D", JUNK]) == [1]


def test_O_000_14_skip_straight_between_threes_and_straight():
    m = "poker-modifications-british"
    skip = "2S 4D 6C 8H TD"
    assert showdown_winners(m, [skip, "AS AC AD 9C 3D", "KC QS 7S 5S 3H"]) == [0]
    assert showdown_winners(m, [skip, "5S 6D 7S 8D 9C", "KC QS 7D 5C 3H"]) == [1]


def test_O_000_15_joker():
    m = "poker-modifications-british"
    # K Q J T of hearts and the joker: a straight flush (the joker as the 9: law 71 forbids A)
    assert showdown_winners(m, ["KH QH JH TH JKR", "AS AC AD AH 3D", JUNK]) == [0]
    # a joker named the king of spades beats the real king of spades
    assert showdown_winners(m, ["JKR KH 7C 5D 3S", "KS KD 7H 5C 3D", "2C 4D 6H 8S 9C"]) == [0]


# ------------------------------------------------------------------ O-002-07, 08
def test_O_002_07_law_36_ties():
    f = "draw-poker-foster"
    assert showdown_winners(f, ["QS QD JC JH 3S", "KH KC 4D 4S 2S", JUNK]) == [1]
    assert showdown_winners(f, ["4S 4D 4C AH AS", "5H 5C 5D 2S 2D", "KC QS 9S 7D 3H"]) == [1]


def test_O_002_08_law_35_straights_and_short_hand():
    f = "draw-poker-foster"
    # A-2-3-4-5 and T-J-Q-K-A are straights (they beat threes); Q-K-A-2-3 is not
    assert showdown_winners(f, ["AS 2D 3C 4H 5S", "KC KD KH 8S 9D", JUNK]) == [0]
    assert showdown_winners(f, ["TS JD QC KH AS", "8C 8D 8H 2S 9D", JUNK]) == [0]
    assert showdown_winners(f, ["QS KD AC 2H 3S", "4C 4D 7H 8S 9D", "5C 6C JD TD 2D"]) == [1]
    # a four-card hand is no straight or flush (law 35), under the engine's hand rules
    rules = deal(f, 3, {0: JUNK}).cfg.hand_rules
    assert evaluate("2H 3H 4H 5H", rules).category is HandCategory.HIGH_CARD
    assert evaluate("2H 3H 4H 5H 6H", rules).category is HandCategory.STRAIGHT_FLUSH


# ------------------------------------------------------------------ O-002-09 and O78
def test_O_002_09_straddle_and_ante_arithmetic():
    """Blind 1, one straddle of 2: coming in costs 4 (laws 17-18)."""
    st = get_game("draw-poker-foster").new_deal(5, {"blind": 1, "limit": 50}, SeededShuffler(3))
    assert st.staked[0] == 1                 # the age's blind
    assert st.to_act == 1
    st.apply("straddle")
    assert st.staked[1] == 2
    st.apply("decline")                      # once refused, nobody after may straddle
    assert st.phase == 1 and st.to_act == 2  # the player left of the last straddler speaks
    assert st.view(2)["to_call"] == 4
    st.apply("call")
    assert st.staked[2] == 4


def test_O_002_09_straddle_cap_quarter_limit_and_O78_half_limit():
    # law 17 read literally: the straddles stop at a quarter of the limit (50 / 4 -> 8)
    st = get_game("draw-poker-foster").new_deal(7, {"limit": 50}, SeededShuffler(1))
    amounts = []
    while st.phase == 0:
        if "straddle" in st.legal_strings() and st._straddle_ok(st.to_act):
            st.apply("straddle")
            amounts.append(st.last_forced)
        else:
            break
    assert amounts == [2, 4, 8] and st.phase == 1
    assert st.high == 16
    # the §20.2 example (O78): with limit 50 the doubling stops at 16, the fourth player from
    # the age; 32 "would exceed half the limit"; the ante is then 32
    st = get_game("draw-poker-foster").new_deal(7, {"limit": 50, "straddle_cap": "half-limit"},
                                               SeededShuffler(1))
    amounts = []
    while st.phase == 0:
        st.apply("straddle")
        amounts.append(st.last_forced)
    assert amounts == [2, 4, 8, 16]
    assert st.high == 32 and st.to_act == 5


def test_O_002_09_refuses_straddle_above_cap():
    st = get_game("draw-poker-foster").new_deal(7, {"limit": 8}, SeededShuffler(1))
    st.apply("straddle")                     # 2 = 8 / 4
    assert st.phase == 1                     # a further 4 would pass the cap: the deal follows


# ------------------------------------------------------------------ O-002-13 (law 26)
def test_O_002_13_last_card_rule():
    """Seven players: 35 cards dealt, 17 left. Three players draw five (15), leaving two; the
    next asks for three: the two are shuffled with the discards made so far and the abandoned
    hands -- not his own discards -- and his draw is served from the new pack (law 26, O66)."""
    g = get_game("draw-poker-foster")
    st = g.new_deal(7, {}, SeededShuffler(26))
    st.apply("decline")
    for _ in range(6):
        st.apply("call")
    st.apply("fold")                         # the age (seat 0) drops: an abandoned hand
    assert st.phase == 2 and len(st.stock) == 17
    dead = set(st.dead)
    firsts = []
    for seat in (1, 2, 3):
        hand = list(st.hands[seat])
        firsts.extend(hand)
        st.apply("discard " + " ".join(map(str, hand)))
    assert len(st.stock) == 2 and len(st.shuffler.log) == 1
    two_left = set(st.stock)
    own = list(st.hands[4])[:3]
    st.apply("discard " + " ".join(map(str, own)))
    assert len(st.shuffler.log) == 2          # the reshuffle is a logged chance event
    gathered = set(st.shuffler.log[1])
    assert gathered == {int(c) for c in two_left | set(firsts) | dead}
    assert not gathered & {int(c) for c in own}
    assert len(gathered) == 2 + 15 + 5


def test_O_002_13_last_card_never_dealt():
    g = get_game("draw-poker-foster")
    st = g.new_deal(7, {}, SeededShuffler(27))
    st.apply("decline")
    for _ in range(7):
        st.apply("call")
    for seat in (0, 1, 2):
        st.apply("discard " + " ".join(map(str, st.hands[seat])))
    assert len(st.stock) == 2
    last = st.stock[0]                        # the bottom card
    st.apply("discard " + str(st.hands[3][0]))  # one card asked with two left: served
    assert len(st.stock) == 1 and st.stock[0] == last and len(st.shuffler.log) == 1
    st.apply("discard " + str(st.hands[4][0]))  # the last card is never dealt: reshuffle
    assert len(st.shuffler.log) == 2
    # British law 41 uses the pack to its end instead
    st = get_game("draw-poker-british").new_deal(7, {}, SeededShuffler(27))
    assert st.cfg.last_card is False


# ------------------------------------------------------------------ 001 part 2 §20.10 (O67)
def test_foster_betting_sequence_with_straddle_O67():
    """Five players, A the age (blind 1), B straddles (2); C, D come in at 4, the dealer E
    drops, A and B make good: pot 16. After the draw (red = 5, blue = 25 white, limit 2 blue):
    B bets a red; C drops; D calls and raises 2 blue; A calls and raises 2 blue; B calls with 4
    blue; D raises 2 blue more; A raises again; B drops (losing 4 blue and a red besides his
    straddle and ante); D calls with 2 blue: A and D each have 8 blue and a red in. A's three
    fours beat D's three deuces; B had thrown away three sixes."""
    A, B, C, D, E = range(5)
    hands = {A: "4S 4D 4C KH 9S", B: "6S 6D 6C QH 8S", C: "AC JD 9D 7C 3H",
             D: "2S 2D 2C TH 5S", E: "KS QD TC 8D 7H"}
    st = deal("draw-poker-foster", 5, hands, rules={"limit": 50, "buy_in": 500}, dealer=E)
    st.apply("straddle")                     # B
    st.apply("decline")                      # C
    st.apply("call")                         # C comes in: 4
    st.apply("call")                         # D
    st.apply("fold")                         # E, the dealer
    st.apply("call")                         # A makes good (adds 3)
    st.apply("call")                         # B makes good (adds 2)
    assert st.pot == 16 and st.staked[B] == 4
    for _ in range(4):
        st.apply("stand")
    assert st.to_act == B                    # the straddler bets first after the draw
    st.apply("bet 5")                        # B: a red
    st.apply("fold")                         # C
    st.apply("raise 50")                     # D: calls the red, raises 2 blue
    st.apply("raise 50")                     # A: 1 red + 4 blue
    st.apply("call")                         # B: puts in 4 blue
    assert st.inv[B] == 105
    st.apply("raise 50")                     # D: 1 red + 6 blue
    st.apply("raise 50")                     # A: 1 red + 8 blue
    st.apply("fold")                         # B drops
    st.apply("call")                         # D: merely calls with 2 blue
    assert st.inv[A] == st.inv[D] == 8 * 25 + 5
    assert st.is_over and st.winners == [A]
    assert st.values[A].category is HandCategory.THREE_OF_A_KIND
    assert st.outcome() == [16 + 105 + 205 - 4, -109, -4, -209, 0]
    # B's three sixes were folded: never shown to anyone
    assert "6S" not in str(st.view(A))


def test_foster_ante_raising_O65():
    """Five players, A the age (blind 1): B comes in with 2, C puts up 7 (2 + 5), D 7, E (the
    dealer) 12; A adds 11, B 10, C 5 (and D 5): everyone has 12 in and the draw follows."""
    st = get_game("draw-poker-foster").new_deal(5, {}, SeededShuffler(65))
    st.apply("decline")
    st.apply("call")
    st.apply("raise 5")
    st.apply("call")
    st.apply("raise 5")
    adds = []
    for _ in range(4):
        before = sum(st.staked)
        st.apply("call")
        adds.append(sum(st.staked) - before)
    assert adds == [11, 10, 5, 5]
    assert st.staked == [12] * 5 and st.phase == 2
