"""Scotch whist (001 part 2 §10): the printed hand (O32), card counting (O29, O30, O75) and
the counting-out order (O31)."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.registry import get_game
from hoyle.games.whist.scotch import COUNTING, count_out, scotch_pack

HANDS = ["8S AH 9H QD JD 7D AC TC 7C", "JS TS 9S TH 6H KD TD KC 9C",
         "KS KH JH AD 8D 6D QC JC 6C", "AS QS 7S 6S QH 8H 7H 9D 8C"]
ROWS = ["QD KD 8D 9D", "AC KC JC 8C", "7C 9C 6C 6S", "8S JS KS AS", "JD 9S AD QS", "7D TS QC 7S",
        "AH TD 6D QH", "9H 6H KH 7H", "TC TH JH 8H"]


def test_O32_printed_hand_ab_thirty_for_honours_yz_two_for_cards():
    hands = [parse_cards(h) for h in HANDS]
    hands[3].remove(parse_cards("8H")[0])
    hands[3].append(parse_cards("8H")[0])          # Z turns the 8 of hearts
    deck = [hands[(3 + 1 + j) % 4][j // 4] for j in range(36)]
    s = get_game("scotch-whist").new_deal(4, shuffler=StackedShuffler([deck]), context={"dealer": 3})
    assert str(s.turned) == "8H" and s.trump == 2
    for row in ROWS:
        cards = parse_cards(row)
        for _ in range(4):
            s.apply(f"play {cards[s.to_act]}")
    assert s.is_over and [s.tp.won[0] + s.tp.won[2], s.tp.won[1] + s.tp.won[3]] == [4, 5]
    parts = s.parts()
    assert parts[0]["cards"] == 0 and parts[1]["cards"] == 2
    assert s.side_points() == [30, 2]
    assert s.outcome() == [30, 2, 30, 2]


def test_jack_of_trumps_beats_the_ace():
    hands = [parse_cards(h) for h in HANDS]
    deck = [hands[(3 + 1 + j) % 4][j // 4] for j in range(36)]
    s = get_game("scotch-whist").new_deal(4, shuffler=StackedShuffler([deck]), context={"dealer": 3})
    assert s.tp.rank_key[int(parse_cards("J" + "CDHS"[s.trump])[0])] > s.tp.rank_key[int(parse_cards("A" + "CDHS"[s.trump])[0])]


def test_O75_counting_cards_total_30_and_packs():
    assert sum(COUNTING.values()) == 30
    assert [len(scotch_pack(n)) for n in (4, 5, 6, 7, 8)] == [36, 35, 36, 35, 32]


@pytest.mark.parametrize("players,dealt,taken,points", [(4, 18, 32, 14), (5, 7, 15, 8), (5, 7, 10, 3)])
def test_O29_O30_cards_over_the_number_dealt(players, dealt, taken, points):
    assert max(0, taken - dealt) == points
    assert len(scotch_pack(players)) // players * (2 if players == 4 else 1) == dealt


def test_O31_counting_out_ten_before_jack():
    # A needs 4, B 10, C 16: if C takes the ten (10) and B the jack (11), ...
    before = [37, 31, 25]
    assert count_out(before, [{}, {"jack": 11}, {"ten": 10, "cards": 6}]) == 2     # C goes out first
    assert count_out(before, [{"ace": 4}, {"ten": 10}, {"jack": 11}]) == 1          # the ten counts first


def test_french_whist_ten_of_diamonds_scores_though_not_trumps():
    for seed in range(40):
        s = get_game("french-whist").new_deal(4, shuffler=SeededShuffler(seed))
        if s.trump != 1:
            break
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    td = parse_cards("TD")[0]
    winner_side = next(s.side[w] for _, cards, w in s.tp.quitted if td in cards)
    assert s.parts()[winner_side]["ten"] >= 10


# ----- two and three players: several 6-card hands each, played set by set -------------

import json as _json  # noqa: E402
import random as _random  # noqa: E402


@pytest.mark.parametrize("players,sets", [(2, 3), (3, 2)])
def test_scotch_2_and_3_players_deal_sets_of_six_card_hands(players, sets):
    s = get_game("scotch-whist").new_deal(players, shuffler=SeededShuffler(4))
    assert [len(h) for h in s.tp.hands] == [6] * players
    assert len(s.reserve) == sets - 1 and all(len(h) == 6 for hs in s.reserve for h in hs)
    assert s.dealt_count == [6 * sets] * players           # cards dealt to each, for "cards"
    assert s.turned in s.reserve[-1][s.dealer]             # the last card, dealer's last hand
    for seat in range(players):                            # later hands unseen, even by owner
        text = _json.dumps(s.view(seat))
        for hs in s.reserve:
            for h in hs:
                for c in h:
                    if c != s.turned:
                        assert f'"{c}"' not in text
        assert s.view(seat)["turned_card"] == str(s.turned)


@pytest.mark.parametrize("players", [2, 3])
def test_scotch_few_players_winner_of_last_trick_leads_next_set(players):
    s = get_game("scotch-whist").new_deal(players, shuffler=SeededShuffler(9))
    rng = _random.Random(2)
    sets_seen = 0
    while not s.is_over:
        before = len(s.reserve)
        s.apply(rng.choice(s.legal_actions()))
        if len(s.reserve) < before:                        # a new set was taken up
            sets_seen += 1
            last_winner = s.earlier[-1][2]
            assert s.tp.leader == last_winner and s.to_act == last_winner
            assert all(len(h) == 6 for h in s.tp.hands)
    assert sets_seen == (2 if players == 2 else 1)
    assert len(s.earlier) + len(s.tp.quitted) == 36 // players
    # every card taken is counted: "cards" is what each took beyond the 18 (12) dealt to him
    taken = [0] * players
    for _, cards, w in s.earlier + s.tp.quitted:
        taken[w] += len(cards)
    assert sum(taken) == 36
    assert [p["cards"] for p in s.parts()] == [max(0, t - 36 // players) for t in taken]
