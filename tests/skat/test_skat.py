"""The skat family (Foster 1914, catalog 001_part4.md §6-7): ``skat``, ``american-skat``, ``ramsch``
and ``frog``. The catalog's oracles for this part are unnumbered; each is cited here by section
and its order in that section's list ("§6.7 #1" is the first item of §6.7's TEST ORACLES)."""

from __future__ import annotations

import pytest

from hoyle.cards import Card, parse_card
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction, SetupError
from hoyle.games.skat import (SkatBot, SkatMatch, american_value, best_game, frog_payments,
                              game_value, league_settlement, lost_value, matadors, score_sheet, settle_entries)
from hoyle.games.skat.state import CLUBS, DIAMONDS, GRAND, HEARTS, SPADES

SUITS = {"♣": "C", "♠": "S", "♡": "H", "♢": "D"}


def cards(text: str) -> list[Card]:
    """``"♣J ♡10 ♡K"`` or suit-grouped ``"♣10 Q 7 ♠J K"`` as cards."""
    out, suit = [], None
    for tok in text.split():
        if tok[0] in SUITS:
            suit, tok = SUITS[tok[0]], tok[1:]
        out.append(parse_card(("T" if tok == "10" else tok) + suit))
    return out


def stacked(slug: str, v: str, m: str, h: str, skat: str, **rules):
    """A deal of ``slug`` for three (A Vorhand, B Mittelhand, C Hinterhand and dealer) stacked so
    that law 18's deal (3, skat 2, 4, 3) gives these hands and skat."""
    V, M, H, S = cards(v), cards(m), cards(h), cards(skat)
    assert len(V) == len(M) == len(H) == 10 and len(S) == 2
    order = V[:3] + M[:3] + H[:3] + S + V[3:7] + M[3:7] + H[3:7] + V[7:] + M[7:] + H[7:]
    g = get_game(slug)
    return g.state_cls(3, g.rules_cls(**{**g.defaults, **rules}), StackedShuffler([order]), {"dealer": 2})


def play_tricks(st, tricks):
    """Each trick ``(leader, "A-card B-card C-card")`` with the cards by seat A B C."""
    for leader, text in tricks:
        by_seat = cards(text)
        for k in range(3):
            st.apply(f"play {by_seat[(leader + k) % 3]}")


# ----- law 1-2 values: catalog §6.7 ---------------------------------------------------------

def test_values_table_law_1():
    """§6.3 table (law 1): tourné 5 6 7 8, solo 9 10 11 12, grand 12 16 20 24, null 15 30 20 40."""
    from hoyle.games.skat.state import GRAND_BASE, NULL_VALUES, SOLO, TOURNE
    assert [TOURNE[s] for s in (DIAMONDS, HEARTS, SPADES, CLUBS)] == [5, 6, 7, 8]
    assert [SOLO[s] for s in (DIAMONDS, HEARTS, SPADES, CLUBS)] == [9, 10, 11, 12]
    assert list(GRAND_BASE.values()) == [12, 16, 20, 24]
    assert NULL_VALUES == {"gucki-null": 15, "gucki-null-ouvert": 30, "null": 20, "null-ouvert": 40}


def test_heart_solo_three_matadors_oracle_6_7_1():
    """§6.7 #1: heart solo with 3, schneider announced: 10 × (3 + 3) = 60; unannounced 50."""
    assert game_value(10, 3, schneider=True, schneider_announced=True) == 60
    assert game_value(10, 3, schneider=True) == 50


def test_diamond_tourne_and_overbid_oracle_6_7_2():
    """§6.7 #2: ♢ tourné with 3 = 5 × 4 = 20; bid 24 or 28 and worth 20: loses 25 / 30 (the next
    multiples of 5, law 61)."""
    assert game_value(5, 3) == 20
    assert lost_value(20, 24, 5) == 25 and lost_value(20, 28, 5) == 30


def test_solo_and_grand_values_oracle_6_7_4():
    """§6.7 #4: ♢ solo with 5, schneider announced 72; solo grand with 4, schneider announced 140;
    plain solo grand with 4, 100."""
    assert game_value(9, 5, schneider=True, schneider_announced=True) == 72
    assert game_value(20, 4, schneider=True, schneider_announced=True) == 140
    assert game_value(20, 4) == 100


def test_spade_solo_33_and_loss_of_40_oracle_6_7_5():
    """§6.7 #5: ♠ solo with 2 = 33; switching to ♡ solo with 2 = 30 < 33: lost, 40."""
    assert game_value(11, 2) == 33 and game_value(10, 2) == 30
    assert lost_value(30, 33, 10) == 40


def test_six_matadors_99_and_bid_11_tourne_15_oracle_6_7_6_7():
    """§6.7 #6: ♠ solo with 6, schneider announced = 99. §6.7 #7: bid 11, ♢ tourné worth 10: 15."""
    assert game_value(11, 6, schneider=True, schneider_announced=True) == 99
    assert lost_value(game_value(5, 1), 11, 5) == 15


def test_matadors_with_and_without():
    """§6.1: with/without counts the unbroken run from the ♣J; the skat counts for the player."""
    assert matadors(cards("♣J ♠J ♡J ♢A"), HEARTS) == 3
    assert matadors(cards("♡J ♢J"), HEARTS) == 2                 # without 2
    assert matadors(cards("♣J ♠J ♡J ♢J"), GRAND) == 4
    assert matadors(cards("♣J ♠J ♡J ♢J ♣A ♣10 ♣K"), CLUBS) == 7


def test_american_values_oracle_6_7_american():
    """§6.7 #10, American skat: ♠ with 1, schneider announced and made 33 × 2 = 66, lost 132; the smallest
    game ♢ with 1 = 18 (36 lost); grand (open, 24) with 4, schwarz announced, 1008 lost. The book's
    77 for schwarz after schneider announced is not what this reading gives (88): the catalog marks
    the American method under-specified."""
    assert american_value(11, 1, schneider=True, schneider_announced=True) == 66
    assert american_value(9, 1) == 18
    assert 2 * american_value(24, 4, schneider=True, schwarz=True, schwarz_announced=True) == 1008
    assert american_value(11, 1, schneider=True, schwarz=True, schneider_announced=True) == 88


# ----- the score sheet and settlement: catalog §6.8 -----------------------------------------

def test_score_sheet_columns_oracle_6_8_1():
    """§6.8 #1: A +33 +17 -7; B +40 +88; C +55 +67 +31 +19."""
    A, B, C = 0, 1, 2
    results = [(A, 33), (C, 55), (C, 12), (A, -16), (B, 40), (A, -24), (C, -36), (B, 48), (C, -12)]
    assert score_sheet(results, 3) == [[33, 17, -7], [40, 88], [55, 67, 31, 19]]


def test_settlement_three_and_four_oracle_6_8():
    """§6.8 #1: A -7, B +88, C +19 settle -121, +164, -43. §6.8 #2: +186 +42 +344 +116 settle +56
    -520 +688 -224; League quarter cent +14 -130 +172 -56."""
    assert settle_entries([-7, 88, 19]) == [-121, 164, -43]
    assert settle_entries([186, 42, 344, 116]) == [56, -520, 688, -224]
    assert league_settlement([186, 42, 344, 116]) == [14, -130, 172, -56]


# ----- the three illustrative hands, replayed: catalog §6.9 ---------------------------------

TOURNE_HANDS = ("♣J ♡J ♡10 ♡K ♣A ♣K ♢A ♢7 ♠10 ♠9", "♣10 Q 7 ♠J K Q ♡A 9 7 ♢9",
                "♣9 8 ♠A 8 7 ♡8 ♢J 10 Q 8", "♡Q ♢K")
A, B, C = 0, 1, 2


def test_tourne_hand_oracle_6_9_1():
    """§6.9 #1: A holds at 10, turns ♡Q, lays away ♠10 ♠9; 63 card points: hearts tourné with 1 =
    6 × 2 = 12."""
    st = stacked("skat", *TOURNE_HANDS)
    for a in ("bid 10", "hold", "pass", "pass"):
        st.apply(a)
    assert st.player == A
    st.apply("declare tourne")
    assert st.legal_strings()[:1] == ["accept"]
    st.apply("accept")
    st.apply("discard TS")
    st.apply("discard 9S")
    play_tricks(st, [(A, "♣J ♡7 ♢J"), (A, "♡Q ♡A ♡8"), (B, "♢K ♢9 ♢Q"), (A, "♡J ♠J ♠A"), (B, "♡10 ♡9 ♠7"),
                     (A, "♢A ♣7 ♢8"), (A, "♢7 ♠K ♢10"), (C, "♣K ♣10 ♣9"), (B, "♡K ♠Q ♠8"), (A, "♣A ♣Q ♣8")])
    assert st.is_over
    assert st.points()[A] == 63
    assert st.entries == [12, 0, 0]
    assert st.outcome() == [24, -12, -12]                      # law 59: 12 from each


SOLO_HANDS = ("♣A ♠J A 10 9 8 ♡A 10 ♢8 7", "♣J K ♠K Q 7 ♡K 7 ♢J A K", "♣Q 9 8 7 ♡J Q 9 8 ♢10 Q", "♢9 ♣10")
SOLO_TRICKS = [(A, "♠8 ♠K ♡J"), (C, "♣A ♣K ♣7"), (A, "♠9 ♠Q ♢10"), (B, "♢7 ♢A ♢Q"), (B, "♢8 ♢K ♣Q"),
               (B, "♡A ♡K ♡8"), (A, "♡10 ♡7 ♡9"), (A, "♠10 ♠7 ♣8"), (A, "♠J ♣J ♡Q"), (B, "♠A ♢J ♣9")]


@pytest.mark.parametrize("modern,entry", [(False, -22), (True, -44)])
def test_solo_hand_oracle_6_9_2(modern, entry):
    """§6.9 #2: A holds 18, plays ♠ solo, takes 60 with the skat's 10: loses ♠ solo without 1 =
    11 × 2 = 22 (Foster, law 60); the modern option doubles the loss."""
    st = stacked("skat", *SOLO_HANDS, modern=modern)
    for a in ("bid 18", "hold", "pass", "pass", "declare solo-spades"):
        st.apply(a)
    play_tricks(st, SOLO_TRICKS)
    assert st.points()[A] == 60 and st.matadors() == 1
    assert st.entries[A] == entry


def test_grand_hand_oracle_6_9_3():
    """§6.9 #3: B bids, the others pass, solo grand with 3; 59: loses 20 × 4 = 80."""
    st = stacked("skat", "♣10 K Q 9 8 7 ♠8 ♡A 10 7", "♣J ♠J ♡J ♣A ♠A Q 9 ♢A 10 K",
                 "♠10 K 7 ♡K Q 9 ♢J Q 9 7", "♢8 ♡8")
    for a in ("bid 10", "pass", "pass", "declare solo-grand"):
        st.apply(a)
    assert st.player == B
    play_tricks(st, [(A, "♣10 ♣A ♢J"), (C, "♠8 ♢A ♢7"), (B, "♡A ♠9 ♠10"), (C, "♣7 ♢10 ♢9"), (B, "♣8 ♡J ♢Q"),
                     (B, "♣9 ♠J ♡9"), (B, "♡7 ♢K ♡Q"), (B, "♣Q ♣J ♡K"), (B, "♣K ♠A ♠7"), (B, "♡10 ♠Q ♠K")])
    assert st.points()[B] == 59
    assert st.entries == [0, -80, 0]


# ----- schneider at 91 (Foster) or 90 (modern): §6.7 #1 played out --------------------------

HEART_SOLO = ("♣J ♠J ♡J ♡A ♡10 ♡K ♡Q ♣A ♠7 ♢7", "♢J ♡8 ♡9 ♣10 ♣K ♣Q ♠10 ♠K ♠Q ♢K",
              "♡7 ♣9 ♣8 ♣7 ♠9 ♠8 ♠A ♢A ♢10 ♢8", "♢Q ♢9")
#: a deal worked by hand (named as such: the book gives the values, not the cards): A's heart solo
#: with 3, the opponents taking exactly 30 in tricks 5 and 6
HEART_SOLO_TRICKS = [(A, "♣J ♢J ♡7"), (A, "♠J ♡8 ♠8"), (A, "♡J ♡9 ♠9"), (A, "♣A ♣10 ♣7"), (A, "♠7 ♠K ♠A"),
                     (C, "♢7 ♢K ♢A"), (C, "♡Q ♣K ♣8"), (A, "♡A ♣Q ♢8"), (A, "♡10 ♠10 ♢10"), (A, "♡K ♠Q ♣9")]


@pytest.mark.parametrize("modern,entry", [(False, -60), (True, 60)])
def test_schneider_at_91_or_90_oracle_6_7_1(modern, entry):
    """§6.7 #1: the heart solo with 3 and schneider announced is worth 60; the opponents get 30:
    under Foster (law 56, schneider at 91) the player's 90 loses 60, though the bid was 30 (law 60);
    under the modern rules schneider is 90 and he wins 60."""
    st = stacked("skat", *HEART_SOLO, modern=modern)
    for a in ("bid 30", "hold", "pass", "pass", "declare solo-hearts-schneider"):
        st.apply(a)
    play_tricks(st, HEART_SOLO_TRICKS)
    assert st.matadors() == 3 and st.points() == [90, 0, 30]
    assert st.entries[A] == entry


def test_unannounced_schneider_at_91_oracle_6_7_1():
    """§6.7 #1: the same solo unannounced: 90 is a simple game under Foster (10 × 4 = 40), schneider
    under the modern rules (10 × 5 = 50, the book's unannounced value)."""
    for modern, entry in ((False, 40), (True, 50)):
        st = stacked("skat", *HEART_SOLO, modern=modern)
        for a in ("bid 30", "hold", "pass", "pass", "declare solo-hearts"):
            st.apply(a)
        play_tricks(st, HEART_SOLO_TRICKS)
        assert st.entries[A] == entry


# ----- the declaring laws and the referee ---------------------------------------------------

def test_no_schneider_with_the_skat_law_41_and_bid_refusals():
    st = stacked("skat", *TOURNE_HANDS)
    with pytest.raises(IllegalAction, match="law 34|hold or pass"):
        st.apply("hold")
    st.apply("bid 10")
    with pytest.raises(IllegalAction, match="34"):
        st.apply("bid 11")                                 # Vorhand is asked: hold or pass
    for a in ("hold", "pass", "pass"):
        st.apply(a)
    before = st.legal_strings()
    with pytest.raises(IllegalAction, match="41"):
        st.apply("declare tourne-schneider")
    assert st.legal_strings() == before


def test_looking_at_the_skat_laws_24_26():
    st = stacked("skat", *TOURNE_HANDS)
    r = st.referee("looked-at-skat", seat=2)
    assert "24" in r.law and st.fines[2] == 10
    for a in ("bid 10", "hold", "pass"):
        st.apply(a)
    assert st.to_act == 2 and st.legal_strings() == ["pass"]     # C may not bid (law 24)
    with pytest.raises(IllegalAction, match="24"):
        st.apply("bid 11")
    st = stacked("skat", *SOLO_HANDS)
    for a in ("bid 18", "hold", "pass", "pass", "declare solo-spades", "play 8S"):
        st.apply(a)
    r = st.referee("looked-at-skat", seat=1)               # an opponent: the player wins (law 26)
    assert "26" in r.law and st.is_over and st.entries[A] > 0


def test_revoke_by_the_player_loses_law_52():
    st = stacked("skat", *SOLO_HANDS)
    for a in ("bid 18", "hold", "pass", "pass", "declare solo-spades"):
        st.apply(a)
    st.apply("play 8S")
    with pytest.raises(IllegalAction, match="45"):
        st.apply("play KC")                                # B holds spades: he must follow
    # referee mode: B renounces, the trick is quitted, A claims: he wins his game (law 53)
    st = stacked("skat", *SOLO_HANDS, referee_mode=True)
    for a in ("bid 18", "hold", "pass", "pass", "declare solo-spades", "play 8S", "play KC", "play JH",
              "play 7C"):
        st.apply(a)
    with pytest.raises(IllegalAction, match="no established revoke"):
        st.referee("revoke", seat=1)                       # the player's side has not revoked
    r = st.referee("revoke", seat=0)
    assert "53" in r.law and st.is_over and st.entries[A] == 22
    # and the player's own revoke loses (law 52)
    st = stacked("skat", *SOLO_HANDS, referee_mode=True)
    for a in ("bid 18", "hold", "pass", "pass", "declare solo-spades", "play 8S", "play KS", "play JH",
              "play QH", "play 8D", "play KH"):           # C leads ♡Q, A renounces with ♡A 10 held
        st.apply(a)
    st.apply(st.legal_actions()[0])                        # the next lead establishes the revoke
    r = st.referee("revoke", seat=1)
    assert "52" in r.law and st.entries[A] < 0


def test_exposed_card_by_an_opponent_law_55():
    st = stacked("skat", *SOLO_HANDS)
    for a in ("bid 18", "hold", "pass", "pass", "declare solo-spades"):
        st.apply(a)
    r = st.referee("exposed-card", seat=2, card="QC")
    assert "55" in r.law and st.entries[A] > 0


def test_ramsch_when_all_pass_law_4_37():
    st = stacked("skat", *TOURNE_HANDS)
    for a in ("pass", "pass", "pass"):
        st.apply(a)
    assert st.contract == "ramsch" and st.phase == "play"
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert sum(st.outcome()) == 0 and min(st.entries) in (-20, -30, -50, 0)


def test_ramsch_game_and_american_skat_and_setup():
    g = get_game("ramsch")
    st = g.new_deal(3, None, SeededShuffler(3))
    assert st.phase == "play"
    st = get_game("american-skat").new_deal(3, None, SeededShuffler(1))
    st.apply("bid 10")
    st.apply("pass")
    st.apply("pass")
    assert st.phase == "discard" and len(st.hands[st.player]) == 12
    with pytest.raises(SetupError):
        get_game("skat").new_deal(2, None, SeededShuffler(0))


def test_bot_values_by_the_book():
    """§6.7 #4's hand: four jacks and ♢A K Q 9 8 and a loser: the bot's best game is the solo grand
    with 4 (100) rather than the ♢ solo with 5 (9 × 6 = 54)."""
    g = best_game([int(c) for c in cards("♣J ♠J ♡J ♢J ♢A ♢K ♢Q ♢9 ♢8 ♠7")])
    assert g is not None and g[1] >= 54


def test_match_sheet_and_frog():
    g = get_game("skat")
    m = SkatMatch(g, 3, g.rules_cls(), seed=2)
    for _ in range(3):
        st = m.next_deal()
        while not st.is_over:
            seat = st.to_act
            st.apply(SkatBot(seat).choose(st.view(seat), st.legal_actions()))
        m.finish(st)
    assert settle_entries(m.scores()) == m.totals           # law 59 settles the sheet's totals
    (line,) = m.announcements()
    assert line.startswith("score sheet (law 58, each game's value under its player): "
                           + ", ".join(f"{n} {v:+d}" for n, v in zip("ABC", m.scores())) + "; settled by law 59")
    paid = [int(x.split()[-1]) for x in line.split("law 59 (the difference with each other player): ")[1].split(", ")]
    assert paid == settle_entries(m.scores()) and sum(paid) == 0
    # frog (§7): 70 points in chico from each active opponent 20; 50 in grand pays every other 40
    assert frog_payments(70, "chico", 0, [0, 1, 2], 4) == [40, -20, -20, 0]
    assert frog_payments(50, "grand", 0, [0, 1, 2], 4) == [-120, 40, 40, 40]
    assert frog_payments(60, "frog", 0, [0, 1, 2], 3) == [0, 0, 0]
    st = get_game("frog").new_deal(3, None, SeededShuffler(0))
    assert len(st.deck) == 36 and all(len(st.hands[s]) == 11 for s in range(3))


def test_ramsch_law_4_ties():
    """Law 4: the most loses 20; one without a trick 30, two 50; a tie: the last trick's winner
    among them, else both 20; all at 40 nothing."""
    from hoyle.games.skat.state import ramsch_entries
    assert ramsch_entries([50, 40, 30], [4, 3, 3], 2) == [-20, 0, 0]
    assert ramsch_entries([70, 50, 0], [6, 4, 0], 0) == [-30, 0, 0]
    assert ramsch_entries([120, 0, 0], [10, 0, 0], 0) == [-50, 0, 0]
    assert ramsch_entries([50, 50, 20], [4, 4, 2], 1) == [0, -20, 0]
    assert ramsch_entries([50, 50, 20], [4, 4, 2], 2) == [-20, -20, 0]
    assert ramsch_entries([40, 40, 40], [4, 3, 3], 0) == [0, 0, 0]


def test_tourne_passt_mir_nicht_and_gucki_double_law_3():
    """Law 3: after passt-mir-nicht, and in gucki, a lost game counts double; gucki null is won 15,
    lost 30 (§6.3); law 44: a tourné may be given up before the second lead, a simple game lost."""
    st = stacked("skat", *TOURNE_HANDS)
    for a in ("bid 10", "hold", "pass", "pass", "declare tourne", "second"):
        st.apply(a)
    assert st.turned == [parse_card("QH"), parse_card("KD")] and st.legal_strings() == ["accept"]
    for a in ("accept", "discard TS", "discard 9S"):
        st.apply(a)
    assert st.trump == DIAMONDS and st.passt
    st.apply("concede")                                    # law 44
    assert st.is_over and st.entries[A] == -2 * 10         # ♢ tourné with 1 = 10, doubled (law 3)
    st = stacked("skat", *TOURNE_HANDS)
    for a in ("bid 10", "hold", "pass", "pass", "declare gucki-null", "discard AC", "discard AD"):
        st.apply(a)
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.entries[A] in (15, -30)


def test_open_games_show_the_hand_law_5_and_39():
    st = stacked("skat", *TOURNE_HANDS)
    for a in ("bid 10", "hold", "pass", "pass", "declare grand-ouvert"):
        st.apply(a)
    assert st.schwarz_announced                            # law 39: every open grand is schwarz announced
    v = st.view(1)
    assert sorted(v["open_hand"]) == sorted(str(c) for c in st.hands[A])
    assert not set(st.hands[A]) & st.hidden_cards(1)


def test_the_book_bot_beats_random_play():
    """The bot bids by the book's valuation and never beyond it: against two random players (who
    overbid, law 61) it comes out ahead over 30 deals of skat."""
    import random
    g = get_game("skat")
    rng = random.Random(0)
    net = 0
    for seed in range(30):
        st = g.new_deal(3, None, SeededShuffler(seed))
        me = seed % 3
        while not st.is_over:
            s = st.to_act
            legal = st.legal_actions()
            st.apply(SkatBot(s).choose(st.view(s), legal) if s == me else rng.choice(legal))
        net += st.outcome()[me]
    assert net > 0
    from hoyle.games.skat.bots import winners
    assert winners([int(c) for c in cards("♣J ♠J ♡A ♡10 ♡K ♡9 ♡8 ♣A ♠A ♢7")], HEARTS) > 8


@pytest.mark.parametrize("moves,bad,law", [
    ((), "bid 9", "33"), ((), "bid 217", "33"), (("bid 10",), "bid 12", "34"),
    (("pass", "pass"), "bid 10", "37"), (("bid 10", "hold", "pass", "pass"), "declare solo-purple", "38"),
    (("bid 10", "hold", "pass", "pass", "declare gucki-grand"), "discard 7H", "32"),
    (("bid 10", "hold", "pass", "pass", "declare tourne"), "grand", "30"),
    (("bid 10", "hold", "pass", "pass", "declare solo-hearts"), "concede", "44"),
])
def test_bad_input_is_refused_with_its_law_and_changes_nothing(moves, bad, law):
    st = stacked("skat", *TOURNE_HANDS)
    for a in moves:
        st.apply(a)
    before = (st.legal_strings(), st.to_act, len(st.history))
    with pytest.raises(IllegalAction, match=f"law {law}"):
        st.apply(bad)
    assert (st.legal_strings(), st.to_act, len(st.history)) == before


def test_frog_view_does_not_count_the_hidden_widow_before_the_end():
    # The widow (or the cards laid away) counts to the player only when the hand is over
    # (§7): until then no seat may read its card points off the view. Two deals that differ
    # only in a widow card and an opponent's card give a third seat the same view.
    import random
    from hoyle.games.skat.frog import CARD_POINTS
    checked = 0
    rng = random.Random(7)
    for seed in range(80):
        st = get_game("frog").new_deal(3, None, SeededShuffler(seed))
        while st.to_act is not None and st.phase != "play":
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(1, len(legal))] if st.phase == "bid" and len(legal) > 1
                     and st.best is None else legal[rng.randrange(len(legal))])
        if st.phase != "play" or st.took or not st.widow:
            continue
        others = [s for s in range(st.n) if s != st.player]
        holder, viewer = others[0], others[1]
        w = st.widow[0]
        swap = next((c for c in st.hands[holder] if CARD_POINTS.get(c, 0) != CARD_POINTS.get(w, 0)), None)
        if swap is None:
            continue
        before = st.view(viewer)
        twin = st.clone()
        hand = twin.hands[holder]
        hand[hand.index(swap)] = w
        twin.widow[twin.widow.index(w)] = swap
        assert twin.view(viewer) == before
        checked += 1
    assert checked >= 5
