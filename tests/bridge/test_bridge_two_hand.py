"""Bridge for two players (Foster 1914, 001 part 1 §4.4 bridge for two, §4.5 misery bridge,
§4.11 draw bridge): deals, the trick rules, the scoring tables and the rubber."""

from __future__ import annotations

import json

import pytest

from hoyle.cards import ALL_CARDS, parse_cards
from hoyle.core import SeededShuffler, get_game
from hoyle.core.chance import StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.record import replay


def _first_legal_to_end(s):
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    return s


def _deck_with(front: str) -> list:
    """A pack order starting with ``front`` and then the rest of the pack in index order."""
    head = parse_cards(front)
    return head + [c for c in ALL_CARDS if c not in head]


# ----- bridge for two (§4.4) --------------------------------------------------------------------
def _for_two(order=None, **opts):
    g = get_game("bridge-for-two")
    rules = g.make_rules(opts)
    sh = StackedShuffler([order]) if order is not None else SeededShuffler(3)
    return g.new_deal(2, rules, sh)


def test_for_two_deal_four_in_hand_eleven_up_over_eleven_down_hidden_from_both():
    s = _for_two()
    assert [len(h) for h in s.hands] == [4, 4]
    assert [len(u) for u in s.up] == [11, 11] and [len(d) for d in s.down] == [11, 11]
    covered = {c for p in (0, 1) for c in s.down[p]}
    for seat in (0, 1, None):
        assert covered <= s.hidden_cards(seat)          # nobody has seen the face-down cards
        text = json.dumps(s.view(seat))
        assert not any(f'"{c}"' in text for c in covered)
    assert set(s.hands[1]) <= s.hidden_cards(0) and not set(s.hands[0]) & s.hidden_cards(0)


def test_for_two_stacked_deal_order_adversary_first():
    order = _deck_with("2C 3C 4C 5C 2D 3D 4D 5D")
    s = _for_two(order)
    # dealer is seat 1: the first four go to his adversary (seat 0), the next four to himself
    assert sorted(s.hands[0]) == sorted(parse_cards("2C 3C 4C 5C"))
    assert sorted(s.hands[1]) == sorted(parse_cards("2D 3D 4D 5D"))
    # then one at a time, the adversary first: order[8] is seat 0's first card (face down)
    assert s.down[0][0] == order[8] and s.down[1][0] == order[9]
    assert s.up[0][0] == order[8 + 22] and s.up[1][0] == order[9 + 22]


def test_for_two_dealer_must_declare_no_pass():
    s = _for_two()
    assert s.to_act == s.dealer == 1
    with pytest.raises(IllegalAction) as e:
        s.apply("pass")
    assert "4.4" in str(e.value.law)
    assert len(s.legal_actions()) == 5


def test_for_two_doubling_stops_at_100_a_trick():
    s = _for_two()
    s.apply("declare notrump")                 # 12 a trick: 24, 48, 96, then 192 is too much
    for who, verb in ((0, "double"), (1, "redouble"), (0, "redouble")):
        assert s.to_act == who
        s.apply(verb)
    assert s.phase == "play" and s.doubled == 3
    s2 = _for_two(redoubling=False)
    s2.apply("declare hearts")
    s2.apply("double")
    assert s2.phase == "play" and s2.doubled == 1


def test_for_two_trick_is_four_cards_leader_twice_and_covered_card_turns_up():
    s = _for_two()
    s.apply("declare spades")
    s.apply("pass")
    leader = s.to_act
    assert leader == 0                          # the non-dealer leads
    # play a face-up card: the face-down card beneath turns up and is playable at once
    card = s.up[0][0]
    beneath = s.down[0][0]
    s.apply(f"play {card}")
    assert s.up[0][0] == beneath and s.down[0][0] == -1
    assert beneath not in s.hidden_cards(1)
    seq = [s.to_act]
    for _ in range(3):
        s.apply(s.legal_actions()[0])
        seq.append(s.to_act)
    assert seq[:3] == [1, 0, 1]                # leader, adversary, leader, adversary
    assert len(s.quitted) == 1 and sum(s.won) == 1 and not s.trick


def test_for_two_covered_card_cannot_be_played():
    s = _for_two()
    s.apply("declare spades")
    s.apply("pass")
    with pytest.raises(IllegalAction) as e:
        s.apply(f"play {s.down[0][3]}")
    assert "covered" in str(e.value) and "4.4" in str(e.value.law)


def test_for_two_follow_suit_from_hand_or_table_and_leader_follows_option():
    for follows in (True, False):
        s = _for_two(leader_follows=follows)
        s.apply("declare notrump")
        s.apply("pass")
        led = s.legal_actions()[0].args[0]
        s.apply(f"play {led}")
        avail = s.available(1)
        same = [c for c in avail if c & 3 == led & 3]
        assert sorted(a.args[0] for a in s.legal_actions()) == sorted(same or avail)
        s.apply(s.legal_actions()[0])
        avail0 = s.available(0)
        same0 = [c for c in avail0 if c & 3 == led & 3]
        want = (same0 or avail0) if follows else avail0
        assert sorted(a.args[0] for a in s.legal_actions()) == sorted(want)


def test_for_two_scoring_straight_values_doubled_and_honours_in_one_holding():
    # seat 0 gets A K Q J of hearts in its hand of four, the dealer the ten
    s = _for_two(_deck_with("AH KH QH JH 10H"))
    s.apply("declare hearts")
    s.apply("double")
    s.apply("pass")
    _first_legal_to_end(s)
    s.won = [9, 4]
    s._result = None
    r = s.result()
    assert r["below"] == [3 * 8 * 2, 0]         # three odd tricks at hearts 8, doubled
    # four honours in one holding = eight tricks' value (8 x 8 = 64); seat 1 has the ten: none
    assert r["above"] == [64, 0]
    assert s.outcome() == [112, -112]
    s.won = [12, 1]
    s._result = None
    assert s.result()["above"][0] == 64 + 20    # little slam, American 20


def test_for_two_replay_and_clone():
    s = _for_two()
    s.apply("declare diamonds")
    s.apply("pass")
    c = s.clone()
    _first_legal_to_end(s)
    _first_legal_to_end(c)
    assert c.outcome() == s.outcome()
    assert replay(json.loads(json.dumps(s.record()))).outcome() == s.outcome()
    assert sum(s.won) == 13


# ----- misery bridge (§4.5) ---------------------------------------------------------------------
def _misery(seed=4, **opts):
    g = get_game("misery-bridge")
    rules = g.make_rules(opts)
    return g.new_deal(2, rules, SeededShuffler(seed))


def _finish_with_tricks(s, dealer_tricks):
    _first_legal_to_end(s)
    s.tp.won = [13 - dealer_tricks, 0, dealer_tricks]
    s._result = None
    return s.result()


def test_misery_exchange_discard_face_up_draw_from_reserve_top_unseen_by_adversary():
    s = _misery()
    d, o = s.dealer, s.other
    top = s.reserve[:2]
    a, b = s.places[2][0], s.places[2][5]
    s.apply(f"discard {a}")
    with pytest.raises(IllegalAction):
        s.apply("keep")                            # after a discard he must draw
    s.apply(f"discard {b}")
    s.apply("draw")
    assert sorted(s.discards) == sorted([a, b]) and len(s.places[2]) == 13
    assert set(top) <= set(s.places[2])
    assert set(top) <= s.hidden_cards(o) and not set(top) & s.hidden_cards(d)
    assert str(a) in json.dumps(s.view(o))         # the discards lie face up
    assert s.phase == "declare"


def test_misery_at_most_four_discards():
    s = _misery()
    for _ in range(4):
        s.apply(f"discard {s.places[2][0]}")
    with pytest.raises(IllegalAction) as e:
        s.apply(f"discard {s.places[2][0]}")
    assert "4.5a" in str(e.value.law)
    assert [a.verb for a in s.legal_actions()] == ["draw"]


def test_misery_no_doubling_and_play_order_non_dealer_dummy_dealer():
    s = _misery()
    s.apply("keep")
    with pytest.raises(IllegalAction) as e:
        s.apply("double")
    assert "4.5" in str(e.value.law)
    s.apply("declare clubs")
    assert s.phase == "play" and s.to_act == s.other
    dummy = set(s.tp.hands[1])
    assert not dummy & s.hidden_cards(s.dealer)       # the dummy is spread
    seq = []
    for _ in range(3):
        seq.append((s.to_act, s.tp.turn))
        s.apply(s.legal_actions()[0])
    assert seq == [(s.other, 0), (s.other, 1), (s.dealer, 2)]
    assert len(s.tp.quitted) == 1


def test_oracle_4_5_eight_tricks_failed_penalty_ten_whatever_the_trump():
    # grep: «штраф в десять очков остается»
    for denom in ("spades", "hearts", "notrump"):
        s = _misery()
        s.apply("keep")
        s.apply(f"eight {denom}")
        r = _finish_with_tricks(s, 7)
        assert r["above"][s.other] == 10 and r["below"] == [0, 0] and r["above"][s.dealer] == 0


def test_misery_eight_tricks_made_count_double():
    s = _misery()
    s.apply("keep")
    s.apply("eight hearts")
    r = _finish_with_tricks(s, 9)
    assert r["below"][s.dealer] == 3 * 8 * 2 and r["above"] == [0, 0]


def test_misery_ordinary_declaration_each_scores_tricks_over_book():
    s = _misery()
    s.apply("keep")
    s.apply("declare notrump")
    r = _finish_with_tricks(s, 4)
    assert r["below"][s.other] == 3 * 12 and r["below"][s.dealer] == 0


def test_oracle_4_5_misery_five_a_trick():
    # grep: «по пять очков за каждую взятку»
    for taken, over_one, every in ((3, 10, 15), (2, 5, 10)):
        for mode, want in (("over-one", over_one), ("all", every)):
            s = _misery(misery_penalty=mode)
            s.apply("misery")
            assert s.denom == "notrump" and s.tp.trump is None
            r = _finish_with_tricks(s, taken)
            assert r["above"][s.other] == want and r["above"][s.dealer] == 0
    for taken, want in ((1, 30), (0, 35)):          # adversary took 12 or 13: 6 or 7 over six
        s = _misery()
        s.apply("misery")
        r = _finish_with_tricks(s, taken)
        assert r["above"][s.dealer] == want and r["above"][s.other] == 0 and r["below"] == [0, 0]


def test_misery_cannot_follow_a_discard():
    s = _misery()
    s.apply(f"discard {s.places[2][0]}")
    with pytest.raises(IllegalAction) as e:
        s.apply("misery")
    assert "4.5d" in str(e.value.law)


def test_misery_rubber_match_two_games_of_thirty_and_100():
    g = get_game("misery-bridge")
    m = g.new_match(2, None, seed=5)
    s = m.next_deal()
    assert s.dealer == 1
    s.apply("keep")
    s.apply("eight notrump")
    r = _finish_with_tricks(s, 13)                # 7 odd tricks x 12 x 2 = 168: a game
    assert r["below"][1] == 168 and r["game_won_by"] == 1
    m.finish(s)
    assert m.context["games"] == [0, 1] and m.context["below"] == [0, 0] and m.context["dealer"] == 0
    s = m.next_deal()
    s.apply("keep")
    s.apply("eight notrump")
    _first_legal_to_end(s)
    s.tp.won = [0, 0, 13]                         # the dealer, now seat 0, takes all
    s._result = None
    m.finish(s)
    assert not m.is_over and m.context["games"] == [1, 1]
    s = m.next_deal()
    s.apply("keep")
    s.apply("declare hearts")
    r = _finish_with_tricks(s, 12)
    assert r["rubber_won_by"] == 1 and r["above"][1] == 100
    m.finish(s)
    assert m.is_over and m.rubber["winner"] == 1


# ----- draw bridge (§4.11) ----------------------------------------------------------------------
def test_draw_bridge_dummies_stay_in_holders():
    s = get_game("draw-bridge").new_deal(shuffler=SeededShuffler(2))
    s.apply("declare hearts")
    assert s.phase == "play"
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    # player 0 (N, dummy S) sees S but never W; player 1 the reverse
    assert not set(s.tp.hands[2]) & s.hidden_cards(0)
    assert set(s.tp.hands[3]) <= s.hidden_cards(0)
    assert set(s.tp.hands[2]) <= s.hidden_cards(1)
    assert set(s.tp.hands[2]) <= s.hidden_cards(None) and set(s.tp.hands[3]) <= s.hidden_cards(None)
    v0 = s.view(0)
    assert "dummy_hand" not in v0 and list(v0["dummy_hands"]) == ["S"]
    text = json.dumps(v0)
    assert not any(f'"{c}"' in text for c in s.tp.hands[3])
    # double dummy bridge, by contrast, spreads both dummies
    dd = get_game("double-dummy-bridge").new_deal(shuffler=SeededShuffler(2))
    dd.apply("declare hearts")
    dd.apply(dd.legal_actions()[0])
    assert not set(dd.tp.hands[3]) & dd.hidden_cards(0)


def _dummy_revoke(slug):
    g = get_game(slug)
    rules = g.make_rules({"referee_mode": True})
    for seed in range(40):
        s = g.new_deal(2, rules, SeededShuffler(seed))
        s.apply("declare notrump")
        while not s.is_over:
            tp = s.tp
            if tp.trick and tp.turn in (2, 3) and tp.turn == s.dummy:
                bad = [c for c in tp.hands[tp.turn] if tp.is_revoke(tp.turn, c)]
                if bad:
                    return s, bad[0]
            s.apply(s.legal_actions()[0])
    raise AssertionError("no dummy revoke position found")


def test_draw_bridge_all_four_hands_liable_for_revokes():
    s, card = _dummy_revoke("draw-bridge")
    revoker = s.tp.turn
    s.apply(f"play {card}")
    while s.tp.trick:
        s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])                  # the next trick: the revoke is established
    claimant = (revoker + 1) % 4
    ruling = s.referee("revoke", claimant)
    assert "4.11b" in ruling.law
    _first_legal_to_end(s)
    assert s.result()["below"] is not None
    # double dummy bridge does not accept a dummy's revoke at all
    with pytest.raises(IllegalAction):
        t, c = _dummy_revoke("double-dummy-bridge")
        t.apply(f"play {c}")


def test_draw_bridge_rubber_match_and_heuristic_bot_plays():
    from hoyle.bots import make_bot
    g = get_game("draw-bridge")
    m = g.new_match(2, None, seed=9)
    bots = [make_bot("bot", g, p, seed=p) for p in (0, 1)]
    for _ in range(6):
        if m.is_over:
            break
        s = m.next_deal()
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        m.finish(s)
    assert sum(m.totals) == 0 and len(m.deals) >= 2


@pytest.mark.parametrize("slug", ["bridge-for-two", "misery-bridge"])
def test_two_hand_heuristic_bot_plays_legally_and_beats_random(slug):
    from hoyle.bots import RandomBot, make_bot
    g = get_game(slug)
    total = 0
    for seed in range(60):
        s = g.new_deal(shuffler=SeededShuffler(seed))
        hb = seed % 2                                # the bot deals in half the deals
        bots = {hb: make_bot("bot", g, hb, seed=seed), 1 - hb: RandomBot(1 - hb, seed)}
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        total += s.outcome()[hb]
    assert total > 0
