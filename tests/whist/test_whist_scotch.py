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


def _revoke_chance(players, seed, rules=None):
    """A referee-mode deal played (first legal card) until the player to play could revoke."""
    s = get_game("scotch-whist").new_deal(players, rules={"referee_mode": True, **(rules or {})},
                                          shuffler=SeededShuffler(seed))
    while not s.is_over:
        tp = s.tp
        if tp.trick:
            wrong = [c for c in tp.hands[tp.turn] if c & 3 != tp.led_suit]
            if wrong and tp.can_follow(tp.turn):
                return s, wrong[0]
        s.apply(s.legal_actions()[0])
    return None, None


def test_part2_s10_revoke_claimed_loses_the_game_at_once():
    from hoyle.core.errors import IllegalAction
    s, card = next(x for x in (_revoke_chance(4, seed) for seed in range(20)) if x[0] is not None)
    offender = s.tp.turn
    with pytest.raises(IllegalAction, match="10.4"):
        get_game("scotch-whist").new_deal(4, shuffler=SeededShuffler(0)).referee("revoke", 1)
    s.apply(f"play {card}")                                # accepted at a physical table
    assert s.tp.revokes and s.tp.revokes[-1].seat == offender
    with pytest.raises(IllegalAction, match="no revoke by an adversary"):
        s.referee("revoke", (offender + 2) % 4)           # his partner cannot claim it
    before = len(s.rulings)
    r = s.referee("revoke", (offender + 1) % 4)
    assert "10.4" in r.law and r.effect["losing_side"] == offender % 2 and r.effect["games_lost"] == 1
    assert len(s.rulings) == before + 1
    assert s.is_over and s.to_act is None and s.legal_actions() == []
    assert s.game_winner() == 1 - offender % 2 and s.revoke_settlement()[offender % 2] == -1
    v = s.view(None)
    assert v["result"]["game_lost_by_revoke"] == offender % 2
    assert "Ruling" in s.render_view(v)
    with pytest.raises(IllegalAction, match="already lost"):
        s.referee("revoke", (offender + 1) % 4)
    with pytest.raises(IllegalAction):
        s.apply(f"play {s.tp.legal()[0]}")


def test_part2_s10_seven_players_revoker_loses_six_games():
    s, card = next(x for x in (_revoke_chance(7, seed, {"french": True}) for seed in range(20)) if x[0] is not None)
    offender = s.tp.turn
    s.apply(f"play {card}")
    r = s.referee("revoke", (offender + 3) % 7)
    assert r.effect["games_lost"] == 6                           # "7 players: the revoker loses six games"
    settle = s.revoke_settlement()
    assert settle[offender] == -6 and sum(settle) == 0


def test_revoke_refused_online():
    from hoyle.core.errors import IllegalAction
    s = get_game("scotch-whist").new_deal(4, shuffler=SeededShuffler(3))
    while not s.is_over:
        tp = s.tp
        if tp.trick and tp.can_follow(tp.turn):
            wrong = [c for c in tp.hands[tp.turn] if c & 3 != tp.led_suit]
            if wrong:
                with pytest.raises(IllegalAction, match="follow suit"):
                    s.apply(f"play {wrong[0]}")
                return
        s.apply(s.legal_actions()[0])


@pytest.mark.parametrize("players", [5, 7])
def test_part2_s10_five_or_seven_35th_card_turned_36th_set_aside(players):
    s = get_game("scotch-whist").new_deal(players, rules={"odd_players": "set-aside"},
                                          shuffler=SeededShuffler(players))
    deck = s.shuffler.log[0]
    assert len(deck) == 36 and s.set_aside == [deck[-1]] and s.turned == deck[-2]
    every = [c for cs in s.card_locations().values() for c in cs]
    assert sorted(every) == sorted(scotch_pack(4))             # the full 36, none removed
    assert [len(h) for h in s.tp.hands] == [35 // players] * players
    assert s.set_aside[0] not in s.hidden_cards(0)            # shown to all
    assert "Set aside (shown)" in s.render_view(s.view(0))
    plain = get_game("scotch-whist").new_deal(players, shuffler=SeededShuffler(players))
    assert plain.set_aside == [] and len(plain.shuffler.log[0]) == 35


# ----- stakes per game (001 part 2 §10, "stakes"; law 10.5): ScotchMatch ------------------------

def _o32_deck():
    hands = [parse_cards(h) for h in HANDS]
    hands[3].remove(parse_cards("8H")[0])
    hands[3].append(parse_cards("8H")[0])
    return [hands[(3 + 1 + j) % 4][j // 4] for j in range(36)]


def _play_o32(s):
    for row in ROWS:
        cards = parse_cards(row)
        for _ in range(4):
            s.apply(f"play {cards[s.to_act]}")


def test_part2_s10_the_printed_hand_wins_the_game_from_eleven_each_loser_pays_one_stake():
    # Worked by hand from the rule text on O32's hand: A-B (side 0) stand at 11, take 30 on
    # honours -> 41, the game; "each losing player pays the winning adversary on his right"
    # (one stake each), no rubbers.
    g = get_game("scotch-whist")
    m = g.new_match(4, shuffler=StackedShuffler([_o32_deck()]), context={"dealer": 3, "score": [11, 20]})
    s = m.next_deal()
    _play_o32(s)
    assert s.game_winner() == 0
    m.finish(s)
    st = m.settled()
    assert st.per_seat == [1, -1, 1, -1] and st.unit == "stakes"
    assert st.rubbers[0]["kind"] == "game" and st.rubbers[0]["score"] == [41, 22]
    assert m.announcements() == ["game: seats 0, 2 win, worth 1 stake"]
    assert "score" not in m.context and m.context["dealer"] == 0 and m.is_over      # a fresh game


def test_part2_s10_a_hand_short_of_41_carries_the_score_and_settles_nothing():
    g = get_game("french-whist")
    m = g.new_match(4, shuffler=StackedShuffler([_o32_deck()]), context={"dealer": 3})
    s = m.next_deal()
    _play_o32(s)
    m.finish(s)
    assert m.settled().per_seat == [0, 0, 0, 0] and not m.is_over
    assert m.context["score"] == s.side_points()
    assert "not settled" in m.settled().pending


def test_part2_s10_pool_and_partnership_payments():
    from hoyle.games.whist.scotch import game_payments, sides_for
    # each for himself (five): the pool, winner takes all
    assert game_payments(sides_for(5), 2, stake=3) == [-3, -3, 12, -3, -3]
    # three pairs: "if A-A win, C and B each pay the A next to him": each A gains two stakes
    assert game_payments(sides_for(6), 0) == [2, -1, -1, 2, -1, -1]
    # the book's other partnerships: six 3 v 3, eight in four pairs
    assert sides_for(6, six="two-threes") == [0, 1, 0, 1, 0, 1]
    assert game_payments(sides_for(8, eight="four-pairs"), 1) == [-1, 3, -1, -1, -1, 3, -1, -1]


def test_part2_s10_revoke_paid_by_the_side_or_by_the_player():
    from hoyle.games.whist.scotch import revoke_payments, sides_for
    assert revoke_payments(sides_for(4), 1) == [1, -1, 1, -1]
    assert revoke_payments(sides_for(4), 1, payer="player") == [1, -2, 1, 0]
    assert revoke_payments(sides_for(6), 4) == [1, -2, 1, 1, -2, 1]      # as though each pair had won
    assert revoke_payments(sides_for(7), 3) == [1, 1, 1, -6, 1, 1, 1]    # "loses six games"


def test_part2_s10_claimed_revoke_settles_the_game_in_the_match():
    s, card = next(x for x in (_revoke_chance(4, seed) for seed in range(20)) if x[0] is not None)
    g = get_game("scotch-whist")
    m = g.new_match(4, rules=g.rules_cls(referee_mode=True, revoke_payer="player"))
    offender = s.tp.turn
    s.apply(f"play {card}")
    s.referee("revoke", (offender + 1) % 4)
    m.finish(s)
    per = m.settled().per_seat
    assert per[offender] == -2 and per[(offender + 2) % 4] == 0 and sum(per) == 0
