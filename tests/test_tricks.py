"""The trick-taking mechanic (hoyle.mechanics.tricks): trick winners, following suit, revoke
detection and establishment (AW 28, EW 73), correction (AW 29, EW 76), calls."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.mechanics.tricks import TrickPlay, legal_cards, parse_suit, trick_winner


def cs(text):
    return [int(c) for c in parse_cards(text)]


def test_trick_winner_suit_led_trumps_and_renounce_never_wins():
    assert trick_winner(cs("7C KC 2C 9C"), trump=2) == 1
    assert trick_winner(cs("7C KC 2H 9C"), trump=2) == 2          # a trump wins
    assert trick_winner(cs("7C KC AS 9C"), trump=2) == 1          # a plain renounce never wins
    assert trick_winner(cs("7C 2H 3H AC"), trump=2) == 2          # highest trump
    assert trick_winner(cs("7C 2H 3H AC"), trump=None) == 3


def test_trick_winner_with_a_rank_key_jack_high():
    key = list(range(52))
    jack_of_hearts = parse_cards("JH")[0]
    key[jack_of_hearts] = 100
    assert trick_winner(cs("AH JH"), trump=2, rank_key=key) == 1


def test_legal_cards_follow_suit_or_anything():
    hand = cs("2C 5D AS")
    assert legal_cards(hand, 1) == cs("5D")
    assert legal_cards(hand, 2) == hand
    assert legal_cards(hand, None) == hand


def hands():
    return [cs("AC 2D"), cs("KC 3D"), cs("QC 4D"), cs("JC 5D")]


def test_trickplay_winner_leads_and_counts():
    tp = TrickPlay(hands(), trump=None, leader=1)
    for c in cs("KC QC JC AC"):
        tp.play(c)
    assert tp.won == [1, 0, 0, 0] and tp.leader == 0 and tp.turn == 0
    for c in cs("2D 3D 4D 5D"):
        tp.play(c)
    assert tp.over and tp.won == [1, 0, 0, 1]


def test_revoke_detected_established_at_next_lead():
    tp = TrickPlay(hands(), trump=None, leader=0)
    tp.play(cs("AC")[0])
    tp.play(cs("3D")[0])                     # seat 1 renounces while holding KC
    assert len(tp.revokes) == 1 and not tp.revokes[0].established
    for c in cs("QC JC"):
        tp.play(c)
    assert not tp.revokes[0].established     # trick complete but not yet quitted
    tp.play(cs("2D")[0])                     # the next lead quits it
    assert tp.revokes[0].established


def test_revoke_correction_restores_hand_exposes_card_and_retracts_later_cards():
    tp = TrickPlay(hands(), trump=None, leader=0)
    for c in cs("AC 3D QC JC"):
        tp.play(c)
    rev = tp.revokes[0]
    back = tp.correct_revoke(rev)
    assert back == cs("QC JC") and tp.turn == 1 and tp.trick == cs("AC")
    assert cs("3D")[0] in tp.exposed[1] and tp.won == [0, 0, 0, 0]
    assert tp.legal(1) == cs("KC")
    with pytest.raises(ValueError):
        tp.correct_revoke(rev)


def test_called_card_forced_only_when_no_revoke_results():
    tp = TrickPlay(hands(), trump=None, leader=0)
    tp.exposed[1].append(cs("3D")[0])
    tp.called[1] = cs("3D")[0]
    tp.play(cs("AC")[0])
    assert tp.legal(1) == cs("KC")           # clubs led: calling 3D cannot force a revoke
    tp2 = TrickPlay(hands(), trump=None, leader=1)
    tp2.called[1] = cs("3D")[0]
    assert tp2.legal(1) == cs("3D")          # leading: the called card must be led


def test_clone_is_independent():
    tp = TrickPlay(hands(), trump=2, leader=0)
    t2 = tp.clone()
    t2.play(cs("AC")[0])
    assert len(tp.hands[0]) == 2 and tp.trick == []


def test_parse_suit():
    assert parse_suit("Hearts") == 2 and parse_suit("♠") == 3 and parse_suit("nt") is None
    with pytest.raises(ValueError):
        parse_suit("royal-ish")


def test_must_win_or_lose_penalty_filters_cards():
    tp = TrickPlay([cs("9C"), cs("TC 2C"), cs("3C"), cs("4C")], trump=None, leader=0)
    tp.play(cs("9C")[0])
    tp.must_win[1] = True
    assert tp.legal(1) == cs("TC")
    tp.must_win[1] = False
    assert tp.legal(1) == cs("2C")
    tp.play(cs("2C")[0])
    assert tp.must_win[1] is None
