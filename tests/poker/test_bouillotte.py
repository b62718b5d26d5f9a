"""Bouillotte (hoyle.games.poker.bouillotte) against catalog 001_part3.md §A14: oracles
BO-01 (the word), BO-02 (brelan favori), BO-03 (point), BO-04 (side pots) and BO-05 (packs).

The catalog's card lists for BO-03 and BO-04 are lost; the hands below are built to fit
every fact the text prints (the retourne, the winning suit, who holds what) and the printed
chips are checked. Seats are A, B, C, D = 0, 1, 2, 3 in the order of play (to the right), D
the dealer; deals are stacked: three rounds of one card from A, then the retourne.
"""

from __future__ import annotations

import pytest

from hoyle.formats.phh import parse_phh_cards as parse_cards
from hoyle.core import IllegalAction, StackedShuffler, get_game
from hoyle.core.errors import SetupError
from hoyle.games.poker.bouillotte import (SRC, BouillotteState, bouillotte_pack, brelan,
                                          point_order, suit_points)
from hoyle.formats.phh import dumps, from_state, loads, to_state

A, B, C, D = 0, 1, 2, 3


def deal(hands: list[str], retourne: str, stacks=None, straddle=False):
    """A stacked deal: ``hands`` as A, B, C, D's three cards each."""
    hs = [parse_cards(h) for h in hands]
    order = [hs[s][r] for r in range(3) for s in range(4)] + parse_cards(retourne)
    rest = [c for c in bouillotte_pack(4) if c not in order]
    ctx = {"dealer": D}
    if stacks:
        ctx["stacks"] = stacks
    return get_game("bouillotte").new_deal(4, rules={"straddle": straddle},
                                          shuffler=StackedShuffler([order + rest]), context=ctx)


def play(st, *actions):
    for a in actions:
        st.apply(a)
    return st


def test_bo05_pack_sizes():
    # BO-05: 3 players -> 16 cards, 4 -> 20, 5 -> 24 ("сокращая колоду до шестнадцати карт")
    assert [len(bouillotte_pack(n)) for n in (3, 4, 5)] == [16, 20, 24]
    assert {c.rank for c in bouillotte_pack(4)} == {14, 13, 12, 9, 8}
    assert 11 in {c.rank for c in bouillotte_pack(5)} and 12 not in {c.rank for c in bouillotte_pack(3)}
    with pytest.raises(SetupError, match="3 to 5"):
        get_game("bouillotte").new_deal(6)


def test_the_deal_and_the_retourne():
    st = deal(["AcAdKh", "9s9d8c", "QcQd8s", "KcKd9h"], "Ah")
    # the 13th card is turned: 4 x 3 + 1; the dealer blinds 5
    assert str(st.retourne) == "AH" and st.paid == [0, 0, 0, 5] and st.to_act == A
    assert brelan(st.hand[A], st.retourne) == (1, 14)           # a pair of aces + the retourne: favori


def test_bo01_accepting_is_not_a_call_and_the_word_goes_round():
    # BO-01: A passes; B opens with 5; C drops; D and A accept without raising: not a call,
    # B may still raise. If B raises and D and A accept, D has the next say, then A, then B.
    st = deal(["8c9dKh", "AcKcQc", "9s8s8d", "AdAhKs"], "9h")
    play(st, "check", "bet 5", "fold", "check", "call")
    assert not st.is_over and st.to_act == B and st.word == B
    play(st, "raise 5", "call", "call")
    assert st.to_act == D and st.word == D                        # D has the next say
    play(st, "check")
    assert st.to_act == A and st.word == A                        # then A
    play(st, "check")                                             # two declines: called
    assert st.is_over
    other = play(deal(["8c9dKh", "AcKcQc", "9s8s8d", "AdAhKs"], "9h"),
                 "check", "bet 5", "fold", "check", "call", "check", "check")
    assert other.is_over and other.paid == [5, 5, 0, 5]           # B and D declined: called


def test_bo02_brelan_favori_is_paid_and_does_not_pay_the_brelan():
    # BO-02: the retourne is an 8; a brelan of queens wins the pool; a pair of 8s claims
    # brelan favori: it does not pay the brelan and gets 1 from its holder and each other
    st = deal(["QcQdQh", "8c8dKs", "AcKcAd", "9c9dKd"], "8h")
    play(st, "bet 5", "call", "fold", "fold", "check", "check")
    assert st.is_over and st.winners == [A]
    assert brelan(st.hand[B], st.retourne) == (1, 8)
    # pool 15 (5 + 5 + D's blind) to A; A's brelan: +1 from C and D (not from the favori B);
    # B's favori: +1 from A, C and D
    assert st.payments == [2 - 1, 3, -2, -2]
    assert st.outcome() == [15 - 5 + 1, -5 + 3, -2, -5 - 2]
    assert sum(st.outcome()) == 0


def test_bo03_the_winning_suit_wins_nothing_without_a_caller_holding_it():
    # BO-03 (hand worked to fit: the list is lost): D deals and turns 8h; A and B pass, C
    # bets, D calls; no brelan. Spades wins (48) but neither C nor D holds one; clubs (D, 40)
    # beats hearts (C, 38) -> D wins. A would have won had he stayed in.
    hands = ["AsKsQs", "9s8s9c", "AhKh9h", "AcKcQc"]
    st = deal(hands, "8h")
    shown = [c for h in hands for c in parse_cards(h)] + parse_cards("8h")
    assert suit_points(shown) == [40, 0, 38, 48]                  # clubs, diamonds, hearts, spades
    play(st, "check", "check", "bet 10", "call", "fold", "fold", "check", "check")
    assert st.is_over and st.winners == [D] and st.outcome() == [0, 0, -10, 10]
    assert st.pool_winner((A, C, D)) == A                         # had A stayed in


def test_bo04_side_pots_and_the_suit_that_wins_cannot_lose():
    # BO-04: caves A 35, B 60, C 120, D 185; D blinds 5 and turns 9h. A goes all in (35); B
    # drops; C raises 50 (85); D puts in everything; A calls a sight; C puts in the rest and
    # calls; D takes back his excess 65. Clubs and spades tie at 40, A (nearest the dealer's
    # right) holds the top club: clubs win. A takes 105 ("он забирает 105 фишек"); of the 170
    # left ("оставляя 170 фишек") D, holding a club, beats C, who has none.
    hands = ["AcKd9s", "KcQcAd", "AsKsQs", "9cAhKh"]
    st = deal(hands, "9h", stacks=[35, 60, 120, 185])
    play(st, "bet 35", "fold", "raise 50", "raise 100", "call")
    assert st.is_over and st.paid == [35, 0, 120, 185]
    assert [d["pot"] for d in st.detail] == [105, 170, 65]        # D's excess 65 comes back
    assert [d["winner"] for d in st.detail] == [A, D, D]
    assert st.final_stacks() == [105, 60, 0, 235]                 # C is decavé
    assert 35 + 120 + 120 == 105 + 170
    holders = {c: s for s, h in enumerate(hands) for c in parse_cards(h)}
    holders[parse_cards("9h")[0]] = None
    assert point_order(holders, D, 4)[:2] == [0, 3]               # clubs before spades (a tie at 40)
    # A's ace of clubs and ace of spades swapped: spades win, and C, holding a spade, takes 170
    sw = deal(["AsKd9s", "KcQcAd", "AcKsQs", "9cAhKh"], "9h", stacks=[35, 60, 120, 185])
    play(sw, "bet 35", "fold", "raise 50", "raise 100", "call")
    assert [d["winner"] for d in sw.detail] == [A, C, D] and sw.final_stacks() == [105, 60, 170, 65]


def test_nobody_opens_voids_the_deal():
    # worked by hand from §A14: "Nobody opens -> the deal is void; each player puts 5 chips
    # in for the next deal" (the blind stays in the pool)
    st = play(deal(["8c9dKh", "AcKcQc", "9s8s8d", "AdAhKs"], "9h"), "check", "check", "check", "check")
    assert st.is_over and st.carried_out == 25 and st.outcome() == [-5, -5, -5, -10]
    assert st.house_take() == 25 and "void" in st.result_text() + st.log[-1]


def test_straddle_buys_the_age():
    st = deal(["8c9dKh", "AcKcQc", "9s8s8d", "AdAhKs"], "9h", straddle=True)
    assert st.to_act == A and {str(a) for a in st.legal_actions()} == {"straddle", "decline"}
    st.apply("straddle")
    assert st.paid == [10, 0, 0, 5] and st.to_act == B           # the betting starts on his right
    assert min(a.args[0] for a in st.legal_actions() if a.verb == "bet") == 10


def test_refusals_cite_the_rule_and_leave_the_state_alone():
    st = deal(["8c9dKh", "AcKcQc", "9s8s8d", "AdAhKs"], "9h")
    st.apply("bet 5")
    before = (list(st.paid), st.to_act)
    with pytest.raises(IllegalAction, match="call 5, raise or fold"):
        st.apply("check")                       # once opened a player may not pass
    with pytest.raises(IllegalAction):
        st.apply("straddle")
    with pytest.raises(IllegalAction, match="only 100 chips"):
        st.apply("raise 500")
    assert (st.paid, st.to_act) == before
    fresh = deal(["8c9dKh", "AcKcQc", "9s8s8d", "AdAhKs"], "9h")
    with pytest.raises(IllegalAction, match="opening stake must be at least 5"):
        fresh.apply("bet 3")                     # making good the blind is the least opening


def test_phh_fields_and_round_trip_of_the_bo04_deal():
    st = play(deal(["AcKd9s", "KcQcAd", "AsKsQs", "9cAhKh"], "9h", stacks=[35, 60, 120, 185]),
              "bet 35", "fold", "raise 50", "raise 100", "call")
    f = from_state(st)
    assert f["variant"] == "hoyle/bouillotte" and f["blinds_or_straddles"] == [0, 0, 0, 5]
    assert f["actions"][:5] == ["d dh p1 AcKd9s", "d dh p2 KcQcAd", "d dh p3 AsKsQs",
                                "d dh p4 9cAhKh", "d db 9h"]
    assert f["actions"][5:10] == ["p1 cbr 35", "p2 f", "p3 cbr 85", "p4 cbr 185", "p3 cc"]
    assert f["finishing_stacks"] == [105, 60, 0, 235]
    back = to_state(loads(dumps(f)))
    assert back.outcome() == st.outcome()


def test_match_passes_the_deal_right_and_rebuys_a_cave():
    m = get_game("bouillotte").new_match(4, seed=3)
    st = m.next_deal()
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    m.finish(st)
    assert isinstance(st, BouillotteState) and m.context["dealer"] == (st.dealer + 1) % 4
    assert sum(m.context["stacks"]) + m.context["pot_carried"] == 400
    assert SRC.startswith("catalog 001_part3.md §A14")
