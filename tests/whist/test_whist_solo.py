"""Solo whist (001 part 2 §9): the two printed deals (O28) replayed card by card, the stake
table (O72) and the settlement oracles O23-O26, and the bidding laws."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.registry import get_game
from hoyle.games.whist.solo import BIDS, solo_deck_for_hands, solo_settlement


def hand(text):
    return parse_cards(text)


DEAL1 = {  # B plays solo, hearts trumps (3 of hearts turned by Z)
    "hands": ["AS JS 8S 7S 6H TD 7D 6D 5D 3D KC 9C 8C", "9S 5S 3S 2S TH 4H 2H 9D 8D AC JC 3C 2C",
              "KS QS AH QH 9H 7H 5H AD QD QC TC 6C 4C", "TS 6S 4S KH JH 8H 3H KD JD 4D 2D 7C 5C"],
    "rows": ["TD 8D QD KD", "3D 9D AD 2D", "6H 2H AH 3H", "8C 4H QH KH", "9C AC 4C 7C", "AS 9S KS 4S",
             "KC 2C 6C 5C", "7S 2S QS 6S", "5D 3C QC 8H", "6D 3S 5H JD", "7D TH 9H JH", "8S 5S 7H 4D",
             "JS JC TC TS"],
}
DEAL2 = {  # Y plays misère over A's proposal
    "hands": ["KS QS AH JH 8H 7H 6H QD 9D 2D TC 9C 5C", "AS 7S 5S 3S 2S 2H 5D 4D 3D 8C 6C 4C 2C",
              "JS 9S 6S 4S KH QH TH 9H AD KD 7D 6D 7C", "TS 8S 5H 4H 3H JD TD 8D AC KC QC JC 3C"],
    "rows": ["KS 7S JS TS", "QS 5S 9S 8S", "QD 5D AD JD", "9D 4D KD TD", "6H 3S 6S 8D", "7H 2S 4S AC",
             "TC 8C 7C KC", "9C 6C 7D QC", "5C 4C 6D JC", "8H 2C KH 3C", "AH 2H QH 3H", "2D 3D 9H 4H",
             "JH AS TH 5H"],
}


def book_deal(deal):
    hands = [hand(h) for h in deal["hands"]]
    deck = solo_deck_for_hands(hands, 3, parse_cards("3H")[0])
    return get_game("solo-whist").new_deal(shuffler=StackedShuffler([deck]), context={"dealer": 3})


def play_rows(s, rows):
    for row in rows:
        cards = parse_cards(row)
        for _ in range(4):
            if s.is_over:
                return
            s.apply(f"play {cards[s.to_act]}")


def test_O28_deal_1_b_solo_wins_five_tricks_each_pays_two_red():
    s = book_deal(DEAL1)
    assert str(s.turned) == "3H" and s.eldest == 0
    for a in ["pass", "pass", "solo", "pass"]:
        s.apply(a)
    assert s.phase == "play" and s.bid == "solo" and s.bidder == 2 and s.trump == 2
    play_rows(s, DEAL1["rows"])
    assert s.tp.won == [2, 2, 5, 4]
    assert s.outcome() == [-10, -10, 30, -10]


def test_O28_deal_2_y_misere_over_a_proposal_loses_at_trick_12():
    s = book_deal(DEAL2)
    for a in ["propose", "misere", "pass", "pass", "pass"]:
        s.apply(a)
    assert s.bid == "misere" and s.bidder == 1 and s.trump is None
    play_rows(s, DEAL2["rows"])
    assert s.is_over and s.stopped and len(s.tp.quitted) == 12
    assert s.tp.quitted[-1][2] == 1                      # Y's 3 of diamonds takes trick 12
    assert s.outcome() == [15, -45, 15, 15]


def test_O72_stake_table_in_red_counters():
    assert {b: BIDS[b][2] for b in BIDS} == {"propose": 1, "solo": 2, "misere": 3, "abundance": 4,
                                             "trump-abundance": 4, "spread": 6, "slam": 8}


def test_O23_solo_lost_with_four_and_won_with_seven():
    assert solo_settlement("solo", 4) == -(2 * 5 + 1)
    assert solo_settlement("solo", 7) == 2 * 5 + 2


def test_O24_proposal_revoke_made_still_pays_red_and_failed_pays_whites():
    assert solo_settlement("propose", 11 - 3, revoked_by_bidders=True) == -5
    assert solo_settlement("propose", 8 - 3, revoked_by_bidders=True) == -(5 + 3)


def test_O25_O26_solo_revokes():
    # O25 (catalog flags "1 red" as a misprint): solo made with 6 -> 2 red + 1 white from each
    assert solo_settlement("solo", 6) == 11
    # O26: lone player revokes, takes 6, three go to the adversaries -> 2 red + 2 white to each
    assert solo_settlement("solo", 6 - 3, revoked_by_bidders=True) == -12


def test_misere_and_slam_have_no_overtricks():
    assert solo_settlement("misere", 0) == 15 and solo_settlement("misere", 1) == -15
    assert solo_settlement("slam", 13) == 40 and solo_settlement("slam", 12) == -40
    assert solo_settlement("abundance", 11) == 22


def test_bidding_laws_passed_player_cannot_bid_but_eldest_may_accept():
    s = get_game("solo-whist").new_deal(shuffler=SeededShuffler(8))
    s.apply("pass")                        # eldest (N) passes
    s.apply("propose")                     # E proposes
    assert s.to_act == 2
    s.apply("pass")                        # S
    s.apply("pass")                        # W
    assert s.to_act == 0 and [str(a) for a in s.legal_actions()] == ["pass", "accept"]
    with pytest.raises(IllegalAction) as e:
        s.apply("solo")                    # eldest has passed: he may only accept
    assert "9.2" in str(e.value)
    s.apply("accept")
    assert s.phase == "play" and s.bid == "propose" and (s.bidder, s.acceptor) == (1, 0)


def test_proposer_without_acceptor_may_go_solo_or_throw_in():
    s = get_game("solo-whist").new_deal(shuffler=SeededShuffler(8))
    s.apply("propose")
    for _ in range(3):
        s.apply("pass")
    assert s.to_act == 0 and "accept" not in [str(a) for a in s.legal_actions()]
    s.apply("solo")
    assert s.phase == "play" and s.bid == "solo" and s.bidder == 0


def test_all_pass_thrown_in_or_grand():
    s = get_game("solo-whist").new_deal(shuffler=SeededShuffler(8))
    for _ in range(4):
        s.apply("pass")
    assert s.is_over and s.outcome() == [0, 0, 0, 0]
    g = get_game("solo-whist").new_deal(rules={"all_pass": "grand"}, shuffler=SeededShuffler(8))
    for _ in range(4):
        g.apply("pass")
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    out = g.outcome()
    assert sorted(out) == [-30, 10, 10, 10] and g.trump is None


def test_spread_hand_shown_after_first_trick():
    s = get_game("solo-whist").new_deal(shuffler=SeededShuffler(8))
    for a in ["spread", "pass", "pass", "pass"]:
        s.apply(a)
    assert "spread_hand" not in s.view(1)
    while len(s.tp.quitted) < 1 and not s.is_over:
        s.apply(s.legal_actions()[0])
    if not s.is_over:
        assert s.view(1)["spread_hand"] == [str(c) for c in s.tp.hands[0]]
        assert not (set(s.tp.hands[0]) & s.hidden_cards(1))
