"""The ancestors and short variants of whist (Foster 1914, 001 part 1 §1.1 and §7): whist with
progressive suit values, swabbers, ruff and honours."""

from __future__ import annotations

import random

import pytest

from hoyle.cards import ALL_CARDS, parse_card, parse_cards
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction, SetupError
from hoyle.core.record import replay
from hoyle.core.registry import get_game
from hoyle.games.whist import deck_for_hands
from hoyle.games.whist.scoring import SUIT_VALUES, progressive_rubber_value, score_deal


def _play_out(s, seed=0):
    rng = random.Random(seed)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    return s


# ----- whist with progressive suit values (001 part 1 §7) -----------------------------------

def test_part1_s7_rubber_38_to_30_a_rubber_of_8():
    # "1st game; 10 to 6 | 2nd game; 4 to 16 | 3rd game; 14 to 8 | Rubber; 10 | Totals 38 to 30"
    games = [(10, 6), (4, 16), (14, 8)]
    assert sum(g[0] for g in games) + 10 == 38 and sum(g[1] for g in games) == 30
    assert progressive_rubber_value(games, 0) == 8
    assert progressive_rubber_value([(6, 10), (16, 4), (8, 14)], 1) == 8   # the same seen from E-W
    with pytest.raises(ValueError):
        progressive_rubber_value(games, 2)


def test_part1_s7_suit_values_spades_1_clubs_2_diamonds_3_hearts_4():
    assert [SUIT_VALUES[s] for s in (3, 0, 1, 2)] == [1, 2, 3, 4]
    rules = get_game("whist-progressive-suit-values").make_rules()
    assert rules.suit_values and not rules.honours and rules.game_points == 10 and rules.count_beyond_game


def _all_hearts_to_west(trick_count="over-book"):
    hearts = [c for c in ALL_CARDS if c & 3 == 2]
    rest = [c for c in ALL_CARDS if c & 3 != 2]
    hands = [rest[0:13], rest[13:26], rest[26:39], hearts]           # West (the dealer) all hearts
    deck = deck_for_hands(hands, dealer=3, last=parse_card("AH"))
    s = get_game("whist-progressive-suit-values").new_deal(
        rules={"trick_count": trick_count}, shuffler=StackedShuffler([deck]), context={"dealer": 3})
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    return s


def test_part1_s7_hearts_tricks_worth_4_hand_played_out_past_ten():
    s = _all_hearts_to_west()
    assert s.trump == 2 and s.side_tricks() == [0, 13]
    sc = s.score()
    assert sc.after == [0, 28]                       # 7 by cards x 4, played out past game
    assert sc.game_winner == 1 and sc.honour_points == [0, 0]
    assert s.outcome() == [-28, 28, -28, 28]
    assert "game to E-W, 28 to 0" in s.result_text()
    assert s.view(None)["trick_value"] == 4


def test_part1_s7_all_tricks_reading_scores_every_trick_of_the_winners():
    s = _all_hearts_to_west("all-tricks")
    assert s.score().after == [0, 52]                # 13 tricks x 4
    assert score_deal([7, 6], trick_count="all-tricks", honours_count=False,
                      game_points=10, count_beyond_game=True, multiplier=2).after == [14, 0]
    assert score_deal([6, 6], trick_count="all-tricks").after == [0, 0]   # no winners (whisk-size)
    with pytest.raises(ValueError, match="trick count"):
        score_deal([7, 6], trick_count="half")


def test_part1_s7_progressive_match_totals_equal_the_rubber_value():
    game = get_game("whist-progressive-suit-values")
    for seed in (1, 2):
        m = game.new_match(4, None, seed=seed)
        rng = random.Random(seed)
        while not m.is_over:
            st = m.next_deal()
            while not st.is_over:
                st.apply(rng.choice(st.legal_actions()))
            m.finish(st)
        r = m.rubber
        side = ("NS", "EW").index(r["winner"])
        assert r["value"] == progressive_rubber_value([tuple(g) for g in r["games"]], side)
        assert m.totals[side] == r["value"] and m.totals[1 - side] == -r["value"]
        assert sum(1 for g in r["games"] if g[side] > g[1 - side]) == 2


# ----- swabbers (001 part 1 §1.1) -------------------------------------------------------------

def test_part1_s1_1_swabbers_ace_hearts_knave_clubs_ace_deuce_of_trumps():
    spades = [c for c in ALL_CARDS if c & 3 == 3]
    others = [c for c in ALL_CARDS if c & 3 != 3]
    north = [parse_card(x) for x in ("AH", "JC", "AS")] + others[:10]
    rest = [c for c in others if c not in north]
    rest_spades = [c for c in spades if c != parse_card("AS")]
    west = rest_spades                          # the dealer holds the other 12 spades, the deuce turned
    hands = [north, rest[:13], rest[13:26], west + [c for c in rest[26:] if c not in north][:1]]
    assert sorted(c for h in hands for c in h) == sorted(ALL_CARDS)
    deck = deck_for_hands(hands, dealer=3, last=parse_card("2S"))
    s = get_game("swabbers").new_deal(shuffler=StackedShuffler([deck]), context={"dealer": 3})
    assert s.trump == 3
    sw = s.swabbers()
    assert sw["N"] == sorted(parse_cards("AH JC AS")) and sw["W"] == parse_cards("2S")
    assert s.swabber_points() == [3, 1]
    _play_out(s)
    base = s.score().points
    assert s.outcome()[0] == base[0] - base[1] + 2            # the swabbers paid whatever the play
    assert s.view(None)["result"]["swabber_points"] == {"NS": 3, "EW": 1}


def test_swabbers_stake_option_and_a_trump_swabber_counted_once():
    hearts = [c for c in ALL_CARDS if c & 3 == 2]
    rest = [c for c in ALL_CARDS if c & 3 != 2]
    hands = [rest[0:13], rest[13:26], rest[26:39], hearts]    # hearts trumps: AH is the trump ace too
    deck = deck_for_hands(hands, dealer=3, last=parse_card("2H"))
    s = get_game("swabbers").new_deal(rules={"swabber_stake": 5}, shuffler=StackedShuffler([deck]))
    held = {k: v for k, v in s.swabbers().items() if v}
    assert held["W"] == sorted(parse_cards("2H AH"))
    assert sum(map(len, held.values())) == 3                   # AH, JC, 2H: three swabbers
    jc_seat = next(i for i, h in enumerate(hands) if parse_card("JC") in h)
    assert held[("N", "E", "S", "W")[jc_seat]] == parse_cards("JC")
    expected = [0, 10]                                         # West (side 1): AH and 2H
    expected[jc_seat & 1] += 5
    assert s.swabber_points() == expected
    with pytest.raises(Exception, match="swabber_stake"):
        get_game("swabbers").new_deal(rules={"swabber_stake": -1})


# ----- ruff and honours (001 part 1 §1.1) -----------------------------------------------------

def test_part1_s1_1_ruff_and_honours_twelve_each_four_left_top_turned():
    for seed in range(12):
        s = get_game("ruff-and-honours").new_deal(shuffler=SeededShuffler(seed))
        assert [len(h) for h in s.tp.hands] == [12] * 4
        assert len(s.stock) == 4 and s.turned == s.stock[0] and s.trump == s.turned & 3
        ace = 48 + s.trump
        if s.turned == ace:
            assert s.ruffer is None and s.phase == "play"
        else:
            assert ace in s.tp.hands[s.ruffer] and s.to_act == s.ruffer
            assert s.view(s.to_act)["phase"] == "ruff"


def test_part1_s1_1_the_ace_of_trumps_ruffs_four_for_four():
    s = get_game("ruff-and-honours").new_deal(shuffler=SeededShuffler(0))
    r = s.ruffer
    stock = list(s.stock)
    with pytest.raises(IllegalAction, match="ruff"):
        s.apply("play " + str(s.tp.hands[(s.dealer + 1) % 4][0]))
    s.apply("ruff")
    assert len(s.tp.hands[r]) == 16 and all(c in s.tp.hands[r] for c in stock)
    not_his = next(c for c in ALL_CARDS if c not in s.tp.hands[r])
    with pytest.raises(IllegalAction, match="puts out four"):
        s.apply(f"discard {not_his}")
    out = [a.args[0] for a in s.legal_actions()[:4]]
    for c in out:
        s.apply(f"discard {c}")
    assert s.phase == "play" and len(s.tp.hands[r]) == 12 and s.discards == out
    other = (r + 1) % 4
    assert not set(out) & set(map(str, s.view(other).get("hand") or []))
    assert "my_discards" not in s.view(other) and s.view(r)["my_discards"] == [str(c) for c in out]
    _play_out(s)
    assert sum(s.side_tricks()) == 12 and "ruffed" in s.result_text()
    again = replay(s.record())
    assert again.outcome() == s.outcome()


def test_ruff_and_honours_pass_keeps_the_stock():
    s = get_game("ruff-and-honours").new_deal(shuffler=SeededShuffler(1))
    s.apply("pass")
    assert s.phase == "play" and len(s.stock) == 4
    hidden = s.hidden_cards(0)
    assert all(c in hidden for c in s.stock[1:]) and s.turned not in hidden
    _play_out(s, 1)
    assert "did not ruff" in s.result_text()


def test_ruff_and_honours_refuses_options_of_another_deal():
    for bad in ({"pack": "no-deuces"}, {"trump_from": "still-pack"}, {"drive": True}):
        with pytest.raises(SetupError, match="its own deal"):
            get_game("ruff-and-honours").new_deal(rules=bad)
    with pytest.raises(SetupError, match="four"):
        get_game("ruff-and-honours").state_cls(3)
