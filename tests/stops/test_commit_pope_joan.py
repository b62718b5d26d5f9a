"""Commit and Pope Joan (Foster 1914, seed 001 part 5 lines 1039-1059, 1080-1106; catalog
001_part5.md §8.8, §8.10): the deal, the run and its stops, the layout and every payment, with
exact numbers on stacked deals; the catalog's TEST ORACLE of §8.10 (cards each and the stock)."""

from __future__ import annotations

import pytest

from hoyle.cards import Card, parse_card
from hoyle.core import IllegalAction, SeededShuffler, get_game
from hoyle.games.stops import POPE_JOAN_DEAL, StopsMatch, deal_size

from stops_helpers import rest, stacked

C = parse_card
KINGLESS = "KC KD KH KS 9D 8D"


def test_oracle_8_10_pope_joan_cards_each_and_stock():
    # catalog 001_part5 §8.10 #1
    # catalog 001_part5.md §8.10 TEST ORACLE (grep "3 Players, 15 cards each 7 in the stock")
    printed = {3: (15, 7), 4: (12, 4), 5: (9, 7), 6: (8, 4), 7: (7, 3), 8: (6, 4)}
    assert POPE_JOAN_DEAL == printed
    for n, (each, stock) in printed.items():
        assert each * n + stock == 52
        assert deal_size("52", n) == (each, stock)
        st = get_game("pope-joan").new_deal(n, None, SeededShuffler(n))
        assert [len(h) for h in st.hands] == [each] * n and len(st.stops) == stock


def test_commit_plays_fifty_one_cards_nine_each_at_five():
    # §8.8: the eight of diamonds out; with five players nine each, six stops
    st = get_game("commit").new_deal(5, None, SeededShuffler(1))
    located = [str(c) for cs in st.card_locations().values() for c in cs]
    assert len(located) == 51 and "8D" not in located
    assert [len(h) for h in st.hands] == [9] * 5 and len(st.stops) == 6
    assert deal_size("51", 3) == (17, 0) and deal_size("51", 4) == (12, 3)


def _commit_deal():
    p0 = "AC 2C 3C 4C 5C 6C 7C 8C 9C"
    p1 = "KS KH " + rest(p0, take=7, avoid=KINGLESS)
    p2 = "9D " + rest(p0 + " " + p1, take=8, avoid=KINGLESS)
    stops = "KC KD " + rest(" ".join([p0, p1, p2]), take=4, avoid=KINGLESS)
    used = " ".join([p0, p1, p2, stops])
    p3 = rest(used, pack="51", take=9)
    p4 = rest(used + " " + p3, pack="51", take=9)
    return stacked("commit", [p0, p1, p2, p3, p4], stops, pack="51")


def test_commit_ace_opening_pool_kings_and_the_nine_held():
    # §8.8: an ace opening one from each; first out the pool; the nine of diamonds held pays two
    # to each; each king held one to each. Computed: player 1 -1 +4 +5 +2 +2 = +12; player 2 (two
    # kings) -1 -1 +2 -8 = -8; player 3 (the nine) -1 -1 -8 +2 = -8; players 4, 5 -1 -1 +2 +2 = +2
    st = _commit_deal()
    assert st.legal_actions()[0].verb == "play" and len(st.legal_actions()) == 9
    st.apply("play AC")
    for k in range(2, 10):
        assert [str(a) for a in st.legal_actions()] == [f"play {k}C"]   # he must go on with his run
        st.apply(f"play {k}C")
    assert st.is_over and st.winner == 0
    assert st.outcome() == [12, -8, -8, 2, 2]
    assert st.house_take() == 0 and sum(st.outcome()) == 0


def test_commit_nine_of_diamonds_for_a_player_unable_to_go_on():
    # §8.8: a player unable to continue in his turn may play the nine of diamonds (two from each);
    # the next may continue the original run or the ten of diamonds
    p0 = "5S " + rest("5S 6S 9D TD", take=8, avoid=KINGLESS + " 6S 9D TD")
    p1 = "9D " + rest(p0 + " 6S TD", take=8, avoid=KINGLESS + " 6S TD")
    p2 = "6S TD 7S " + rest(" ".join([p0, p1]), take=6, avoid=KINGLESS + " 6S TD 7S")
    used = " ".join([p0, p1, p2])
    stops = rest(used, pack="51", take=6)
    p3 = rest(used + " " + stops, pack="51", take=9)
    p4 = rest(used + " " + stops + " " + p3, pack="51", take=9)
    st = stacked("commit", [p0, p1, p2, p3, p4], stops, pack="51")
    st.apply("play 5S")
    # while the nine is out every player unable to go on is asked, so a turn does not show its holder
    assert st.to_act == 0 and [str(a) for a in st.legal_actions()] == ["pass"]
    st.apply("pass")
    assert st.to_act == 1 and [str(a) for a in st.legal_actions()] == ["play 9D", "pass"]
    st.apply("play 9D")
    assert st.chips.net == [-1 - 2, -1 + 8, -1 - 2, -1 - 2, -1 - 2]
    assert st.to_act == 2 and sorted(str(a) for a in st.legal_actions()) == ["play 6S", "play TD"]
    before = (st.view(2), list(st.history), st.chips.net[:])
    with pytest.raises(IllegalAction, match="does not continue the run"):
        st.apply("play 7S")
    with pytest.raises(IllegalAction, match="not in your hand"):
        st.apply("play 2H" if "2H" not in p2 else "play 3H")
    assert (st.view(2), list(st.history), st.chips.net) == before
    st.apply("play TD")
    assert st.run.last == int(C("TD"))


def _pope_deal(p0: str):
    p1 = "TD 7D " + rest(p0 + " TD 7D", take=13, avoid="TD JD QD KD 7D")
    p2 = "JD KD " + rest(" ".join([p0, p1]), take=13, avoid="TD JD QD KD 7D")
    stops = "QD " + rest(" ".join([p0, p1, p2]), take=6, avoid="QD")
    return stacked("pope-joan", [p0, p1, p2], stops)


def test_pope_joan_dressing_doubling_and_one_a_card():
    # §8.10: the dealer dresses 1 2 3 4 5; the first out takes one a card (15 from each of two
    # hands); a layout card left in a hand doubles its pool; one in the stock leaves it
    st = _pope_deal("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AH 2H")
    assert st.pools_after() == [1, 2, 3, 4, 5] and st.chips.net == [0, 0, -15]
    for c in "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC".split():
        st.apply(f"play {c}")
    assert st.run.last is None and st.to_act == 0          # the king stops the run: he starts anew
    st.apply("play AH")
    st.apply("play 2H")
    assert st.is_over
    # player 2 holds the ten (1) and the Pope (5): doubles both; player 3 the jack (2) and king (4)
    assert st.outcome() == [30, -15 - 1 - 5, -15 - 15 - 2 - 4]
    assert st.pools_after() == [2, 4, 3, 8, 10]
    assert sum(st.outcome()) + st.house_take() == 0


def test_pope_joan_the_ten_played_takes_its_pool_at_once():
    # §8.10: playing a layout card takes what is on it; computed: player 1 +1 +15 +15 = +31; player 2
    # (jack and Pope left) -15 -2 -5 = -22; player 3 (the dealer, the king left) -15 -15 -4 = -34
    p0 = "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 9D TD"
    p1 = "JD 7D " + rest(p0 + " JD 7D", take=13, avoid="TD JD QD KD 7D")
    p2 = "KD " + rest(" ".join([p0, p1]), take=14, avoid="TD JD QD KD 7D")
    stops = "QD " + rest(" ".join([p0, p1, p2]), take=6, avoid="QD")
    st = stacked("pope-joan", [p0, p1, p2], stops)
    for c in p0.split()[:13]:
        st.apply(f"play {c}")
    st.apply("play 9D")
    assert st.chips.pools["ten"] == 1
    st.apply("play TD")
    assert st.is_over and st.chips.pools["ten"] == 0
    assert st.outcome() == [31, -22, -34]
    assert st.pools_after() == [0, 4, 3, 8, 10]
    assert sum(st.outcome()) + st.house_take() == 0


def test_pope_joan_pools_carry_into_the_next_deal():
    game = get_game("pope-joan")
    m = StopsMatch(game, 3, game.rules_cls.from_dict(game.defaults), seed=3)
    st = _pope_deal("AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AH 2H")
    for c in "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AH 2H".split():
        st.apply(f"play {c}")
    ctx = m.carry(st)
    assert ctx["pools"] == [2, 4, 3, 8, 10] and ctx["dealer"] == 0
    nxt = game.new_deal(3, None, SeededShuffler(4), ctx)
    assert nxt.pools_after() == [3, 6, 6, 12, 15]          # the new dealer adds the usual stake
    assert nxt.chips.net == [-15, 0, 0]


def test_views_show_each_seat_its_own_hand_and_everyone_the_layout():
    st = get_game("pope-joan").new_deal(4, None, SeededShuffler(9))
    for seat in range(4):
        v = st.view(seat)
        assert v["hand"] == [str(Card(c)) for c in sorted(st.hands[seat], key=st._sort_key)]
        text = st.render_view(v)
        assert "Your hand" in text and "pope (seven of diamonds) 5" in text
        others = {str(Card(c)) for s, h in enumerate(st.hands) if s != seat for c in h} | {
            str(Card(c)) for c in st.stops}
        import json
        dumped = json.dumps(v)
        assert not any(f'"{c}"' in dumped for c in others)
    assert st.view(None)["hand"] is None


@pytest.mark.parametrize("slug,options,why", [
    ("pope-joan", {"dressing": "pochen"}, "Pochen's layout and its dressing"),
    ("pochen", {"pack": "52"}, "played with the 32 cards"),
    ("commit", {"dressing": "dealer"}, "without a layout the stakes are a pool"),
])
def test_options_that_make_no_game_are_refused_with_the_reason(slug, options, why):
    from hoyle.core.errors import SetupError
    g = get_game(slug)
    with pytest.raises(SetupError, match=why):
        g.new_deal(4, g.rules_cls.from_dict({**g.defaults, **options}), SeededShuffler(1))


def test_pope_joan_refuses_a_table_its_deal_has_no_row_for():
    from hoyle.core.errors import SetupError
    g = get_game("pope-joan")
    with pytest.raises(SetupError, match="3 to 8 players, not 2"):
        g.new_deal(2, None, SeededShuffler(1))
