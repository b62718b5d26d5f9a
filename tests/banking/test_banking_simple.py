"""The simple banking engine's games: chuck-luck, under and over seven, blind hookey / banker and broker,
monte bank -- printed tables and examples, and exact edges."""

from __future__ import annotations

from fractions import Fraction

import pytest

from hoyle.analysis.banking_casino import hookey_odds, monte_bank_odds
from hoyle.analysis.banking_dice import chuck_luck_bets, chuck_luck_totals, under_over_bets
from hoyle.cards import card, parse_cards, standard_pack
from hoyle.core import CHANCE, Action, HoyleError, IllegalAction, StackedShuffler, get_game, resolve_chance


def throw(slug, bets, dice, **rules):
    """The punters' stakes, then the throw ``dice`` (first die first) as the chance turn's outcome."""
    st = get_game(slug).new_deal(len(bets) + 1, rules or None)
    for b in bets:
        st.apply(b)
    assert st.to_act == CHANCE
    st.apply("roll " + " ".join(map(str, dice)))
    return st.outcome()[1:]


def throw_stacked(slug, bets, dice, **rules):
    """The same, the throw drawn by the deal's shuffler from stacked draws (as records before explicit
    chance stored it): one draw of 0..5 per die."""
    st = get_game(slug).new_deal(len(bets) + 1, rules or None, StackedShuffler([], [d - 1 for d in dice]))
    for b in bets:
        st.apply(b)
    assert resolve_chance(st) == [Action("roll", tuple(dice))]
    return st.outcome()[1:]


@pytest.mark.parametrize("bet,dice,net", [
    ("bet single-4 1", (4, 2, 1), 1), ("bet single-4 1", (4, 4, 1), 2), ("bet single-4 1", (1, 2, 3), -1),
    ("bet single-4 1", (4, 4, 4), -1),                  # raffle takes all but the raffle spaces (as printed)
    ("bet total-14 1", (6, 5, 3), 12),                  # '14 pays 12 to 1'
    ("bet total-3 1", (1, 1, 1), 180), ("bet raffle-2 1", (2, 2, 2), 180), ("bet any-raffle 5", (6, 6, 6), 150),
    ("bet big 5", (6, 5, 1), 5), ("bet big 5", (5, 5, 5), -5), ("bet odd 1", (1, 1, 1), -1),
])
def test_chuck_luck_printed_layout(bet, dice, net):
    """Oracle Foster §11.13 (grep 'The odds against 3 or 18 are 215 to 1'): the printed payouts."""
    assert throw("chuck-luck", [bet], dice) == [net]
    assert throw_stacked("chuck-luck", [bet], dice) == [net]


def test_chuck_luck_printed_odds_judged_at_their_printed_unit():
    """Issue 17: Foster's 20½ (true 20.6) is right in halves and 9¼ (true 9 2/7) in quarters; 13¼ (13.4)
    and 7¼ (7.64) do not round to the printed quarter (the catalog's ⚠ rows)."""
    v = {r["totals"]: r["verdict"] for r in chuck_luck_totals()}
    assert v == {"3 or 18": "correct", "4 or 17": "correct", "5 or 16": "correct", "6 or 15": "correct",
                 "7 or 14": "close", "8 or 13": "correct", "9 or 12": "close", "10 or 11": "correct"}


def test_chuck_luck_modern_single_number_triple_option():
    assert throw("chuck-luck", ["bet single-4 1"], (4, 4, 4), raffle_takes_all=False) == [3]


def test_chuck_luck_exact_edges_agree_with_the_printed_table():
    """Foster §11.13 (grep 'The odds against 3 or 18 are 215 to 1'): the printed payouts (180, 60, 29, 18,
    12, 8, 6, 6 to 1) on the ways of three dice (1, 3, 6, 10, 15, 21, 25, 27 of 216, catalog 001_part5)."""
    bets = chuck_luck_bets()
    printed_pays = {3: 180, 4: 60, 5: 29, 6: 18, 7: 12, 8: 8, 9: 6, 10: 6}
    ways = {3: 1, 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27}
    for t, pays in printed_pays.items():
        assert bets[f"total-{t}"]["house_edge"] == 1 - Fraction(ways[t] * (pays + 1), 216), t
        assert bets[f"total-{21 - t}"]["house_edge"] == bets[f"total-{t}"]["house_edge"]
    assert bets["total-14"]["house_edge"] == Fraction(7, 72)      # '14 pays 12 to 1', 15 ways
    assert bets["big"]["house_edge"] == Fraction(1, 36)        # "even if the house did not take the raffles"
    assert bets["any-raffle"]["house_edge"] == Fraction(5, 36)    # true 35 to 1, pays 30
    assert bets["single-1"]["house_edge"] == Fraction(7, 72)


def test_under_and_over_seven_21_to_15():
    """Oracle Foster §11.17 (grep 'всегда составляет 21 к 15'): under/over -1/6, seven at 3 to 1 -1/3."""
    assert throw("under-and-over-seven", ["bet under 5", "bet seven 1", "bet over 1"], (3, 3)) == [5, -1, -1]
    assert throw("under-and-over-seven", ["bet seven 5"], (3, 4)) == [15]
    e = under_over_bets()
    assert e["under"]["house_edge"] == Fraction(1, 6) and e["seven"]["house_edge"] == Fraction(1, 3)


def hookey(slug, bottoms: str, n=4, **rules):
    """Packets of 4, 4, 4 and the rest (cuts drawn as 0): bottoms at indexes 3, 7, 11 and 51 (the banker's)."""
    b = parse_cards(bottoms)
    rest = [c for c in (card(r, s) for r in range(2, 15) for s in range(4)) if c not in b]
    order = rest[0:3] + [b[0]] + rest[3:6] + [b[1]] + rest[6:9] + [b[2]] + rest[9:] + [b[3]]
    st = get_game(slug).new_deal(n, rules or None, StackedShuffler([order], [0, 0, 0]))
    return st


def test_O16_banker_and_broker_ties_option():
    """Oracle 004 O16 (grep 'либо игроку возвращают его ставку'): banker 9; packets 10, 9, 5."""
    st = hookey("banker-and-broker", "TS 9H 5C 9D")
    for _ in range(3):
        st.apply("bet own 5")
    assert st.outcome() == [5, 5, -5, -5]
    st = hookey("banker-and-broker", "TS 9H 5C 9D", ties="stand-off")
    for _ in range(3):
        st.apply("bet own 5")
    assert st.outcome() == [0, 5, 0, -5]


def test_blind_hookey_any_packet_and_ties_to_the_banker():
    st = hookey("blind-hookey-foster", "TS 9H 5C 9D")
    st.apply("bet packet-1 5")
    st.apply("bet packet-2 5")
    st.apply("bet packet-1 1")
    assert st.outcome() == [-1, 5, -5, 1]
    assert st.view(None)["bottom_cards"] == ["TS", "9H", "5C", "9D"]


def test_O17_at_most_seven_packets():
    with pytest.raises(HoyleError):
        get_game("banker-and-broker").new_deal(8)


def test_hookey_exact_edge():
    assert hookey_odds()["house_edge"] == Fraction(1, 17)
    assert hookey_odds("stand-off")["house_edge"] == 0


def test_monte_bank_gate_suit_decides():
    """Foster §11.15: a layout holding a card of the gate's suit wins."""
    top, bottom_rev, gate = parse_cards("KH 3C"), parse_cards("2D 7S"), parse_cards("4H")[0]
    from hoyle.games.banking.packets import monte_pack
    rest = [c for c in monte_pack() if c not in top + bottom_rev + [gate]]
    order = top + rest + [gate] + bottom_rev[::-1]
    st = get_game("monte-bank-foster").new_deal(3, None, StackedShuffler([order]))
    assert st.view(1)["top_layout"] == ["KH", "3C"] and st.view(1)["bottom_layout"] == ["2D", "7S"]
    st.apply("bet top 5")
    st.apply("bet bottom 1")
    assert st.view(None)["gate"] == "4H" and st.outcome() == [-4, 5, -1]


def test_monte_bank_exact_first_coup():
    m = monte_bank_odds()
    assert m["win"] == 1 - Fraction(435, 741) and m["house_edge"] == Fraction(43, 247)


def test_simple_engine_refuses_late_and_unknown_stakes():
    st = get_game("chuck-luck").new_deal(2)
    with pytest.raises(IllegalAction):
        st.apply("bet total-2 1")
    st.apply("pass")
    with pytest.raises(IllegalAction):
        st.apply("bet big 1")
    for bad in ("roll 1 2", "roll 1 2 7", "roll 0 1 1", "roll 1 2 3 4", "bet big 1", "pass"):
        with pytest.raises(IllegalAction):          # not a throw of three dice
            st.apply(bad)
        assert st.to_act == CHANCE and st.history == [(1, Action("pass"))]
    st.apply("roll 1 2 3")
    assert st.outcome() == [0, 0]


def test_O52_put_and_take_printed_hand():
    """Oracle 004 O52 (grep '8 за четвертую и 16 за пятую'): {7♣ 7♦ K♠ 2♥ 9♣}: put card 3 a seven -> pays 8;
    take card 5 a king -> takes 16."""
    from hoyle.games.banking.put_and_take import put_take_payment
    hand = parse_cards("7C 7D KS 2H 9C")
    assert put_take_payment(hand, parse_cards("7S")[0], 3) == 8
    assert put_take_payment(hand, parse_cards("KH")[0], 5) == 16


def test_O54_up_and_down_the_river_and_easy_come():
    from hoyle.games.banking.put_and_take import PutTakeRules, put_take_payment
    r = PutTakeRules(river=True)
    assert put_take_payment(parse_cards("QC 2D"), parse_cards("QS")[0], 1, r) == 12
    assert put_take_payment(parse_cards("AC 2D"), parse_cards("AS")[0], 4, r) == 1
    e = PutTakeRules(same_colour_extra=True)
    assert put_take_payment(parse_cards("7C 7D"), parse_cards("7S")[0], 1, e) == 3     # 7C also black: +1


def test_put_and_take_engine_round():
    hand = parse_cards("7C 7D KS 2H 9C")
    turned = parse_cards("3S 4S 7S 5S 6S  8S TS JS QS KH")
    rest = [c for c in (card(r, s) for r in range(2, 15) for s in range(4)) if c not in hand + turned]
    st = get_game("card-put-and-take").new_deal(2, None, StackedShuffler([hand + turned + rest]))
    for _ in range(10):
        st.apply("turn")
    assert st.outcome() == [-8, 8]         # pays 8 on the third put card, takes 16 on the fifth take card


def test_O55_O56_fan_tan_cards():
    """Oracle 004 O55 (grep 'состоит из 15 карт'): 15 cards -> 3 wins; bet on 3 paid 3:1, on 3 and 4 evens,
    on 4 and 1 loses; O56 (grep 'выигрывает номер 4'): 16 -> 4, 17 -> 1, 18 -> 2."""
    from hoyle.games.banking.fan_tan import fan_tan_net, fan_tan_winner
    w = fan_tan_winner(15)
    assert w == 3
    assert [fan_tan_net(b, w, 10) for b in ("number-3", "corner-3", "corner-4")] == [30, 10, -10]
    assert [fan_tan_winner(n) for n in (16, 17, 18)] == [4, 1, 2]
    st = get_game("chinese-fan-tan-cards").new_deal(3, None, StackedShuffler([standard_pack().cards], [18 - 18]))
    st.apply("bet number-2 5")
    st.apply("bet corner-1 1")
    assert resolve_chance(st) == [Action("cut", (18,))]       # the count from the stacked draw, as before
    assert st.view(None)["count"] == 18 and st.outcome() == [-16, 15, 1]
    st = get_game("chinese-fan-tan-cards").new_deal(2)
    st.apply("bet number-3 1")
    with pytest.raises(IllegalAction):
        st.apply("cut 17")                                    # under a third of the pack: not a count
    st.apply("cut 19")                                    # 19 = 4 fours and 3
    assert st.outcome() == [-3, 3]


def test_fan_tan_is_fair():
    """Foster §11.8 "no banker percentage", 004 O56: every stake's exact value is 0, walking the game's
    own count (80 handfuls; 32 cuts)."""
    from hoyle.analysis.exact import exact_value, scripted
    for slug in ("chinese-fan-tan-beans", "chinese-fan-tan-cards"):
        for b in ("number-1", "corner-4"):
            assert exact_value(get_game(slug), scripted({1: f"bet {b} 5"}), players=2) == [0, 0]


def _lansquenet(head: str, n=3):
    h = parse_cards(head)
    order = h + [c for c in standard_pack().cards if c not in h]
    return get_game("lansquenet-modern").new_deal(n, None, StackedShuffler([order]))


def test_O70_lansquenet_printed_diagram():
    """Oracle 004 O70 (grep 'сдана 6. Она является парной'): an 8 becomes a players' card; a K matching a layout
    card has no effect; a 6 matching the banker's card pays every stake and ends the deal."""
    # layout K, 3; banker's card 6; players' card J; then 8, K, 6
    st = _lansquenet("KS 3D 6H JC 8D KH 6C")
    assert st.view(None)["banker_card"] == ["6H"] and st.view(None)["players_cards"] == [["JC"]]
    st.apply("bet jack 5")
    st.apply("pass")
    assert st.view(None)["players_cards"] == [["JC"], ["8D"]]
    st.apply("pass")
    st.apply("bet eight 1")                 # K: on the layout, no effect
    assert "KH" in st.view(None)["layout"] and not st.is_over
    st.apply("pass")
    st.apply("pass")                        # 6: the banker's card is matched
    assert st.outcome() == [-6, 5, 1]


def test_lansquenet_players_card_matched_wins_for_the_banker():
    st = _lansquenet("KS 3D 6H JC JD 6C")
    st.apply("bet jack 5")
    st.apply("bet jack 1")                  # JD matches the players' card: the banker takes both
    assert st.net == [6, -5, -1] and "jack" in st.view(None)["dead"]
    with pytest.raises(IllegalAction) as e:
        st.apply("bet jack 1")
    assert "L1" in str(e.value.law)
    st.apply("pass")
    st.apply("pass")
    assert st.outcome() == [6, -5, -1]


def test_lansquenet_void_layout_is_shuffled_again():
    h = parse_cards("KS 3D 6H 6C")          # the players' card matches the banker's: void
    first = h + [c for c in standard_pack().cards if c not in h]
    h2 = parse_cards("KS 3D 6H JC")
    second = h2 + [c for c in standard_pack().cards if c not in h2]
    st = get_game("lansquenet-modern").new_deal(2, None, StackedShuffler([first, second]))
    assert st.view(None)["players_cards"] == [["JC"]] and len(st.shuffler.log) == 2


def _hogg_order(chain: str):
    """A deal whose reveal runs through ``chain`` (the 33rd card first) and then the joker; every other card
    lies in its own place."""
    from hoyle.cards import JOKER
    from hoyle.games.banking.hoggenheimer import HoggenheimerState, GRID_RANKS, GRID_SUITS
    ch = parse_cards(chain)
    place = HoggenheimerState._place
    grid = [card(r, s) for s in GRID_SUITS for r in GRID_RANKS]
    layout = list(grid)
    for a, b in zip(ch, ch[1:] + [JOKER]):
        layout[place(a)] = b
    return layout + [ch[0]]


def test_O62_O63_hoggenheimer_figure():
    """Oracle 004 O62 (grep 'ставки (а), (в) и (г) выигрывают'), O63 payouts 1, 2, 4, 8 to 1."""
    order = _hogg_order("JH 7S 7H 9S TS")
    st = get_game("hoggenheimer").new_deal(8, None, StackedShuffler([order]))
    for b in ("card-jh", "card-kd", "pair-7s-7h", "pair-ts-9s", "square-8h", "column-10", "row-diamonds"):
        st.apply(f"bet {b} 1")
    assert st.view(None)["turned_before_joker"] == ["JH", "7S", "7H", "9S", "TS"]
    assert st.outcome()[1:] == [1, -1, 2, 2, -1, -1, -1]


def test_O65_hoggenheimer_is_fair():
    """O65 (COMPUTED): k given cards all before the joker with chance 1/(k+1); 1 to 1 on a card is fair."""
    from hoyle.core import SeededShuffler
    wins = {1: 0, 2: 0}
    n = 3000
    for seed in range(n):
        st = get_game("hoggenheimer").new_deal(3, None, SeededShuffler(seed))
        st.apply("bet card-as 1")
        st.apply("bet pair-as-ks 1")
        out = st.outcome()
        wins[1] += out[1] > 0
        wins[2] += out[2] > 0
    for k, w in wins.items():
        p = 1 / (k + 1)
        assert abs(w - n * p) < 4 * (n * p * (1 - p)) ** 0.5


def _adj(bottoms: str, slug="ace-deuce-jack", **rules):
    b = parse_cards(bottoms)
    rest = [c for c in standard_pack().cards if c not in b]
    order = rest[:3] + [b[0]] + rest[3:6] + [b[1]] + rest[6:46] + [b[2]] + rest[46:49]
    return get_game(slug).new_deal(3, rules or None, StackedShuffler([order], [0, 0]))


def test_O2_ace_deuce_jack_basic():
    """Oracle 004 O2 (grep 'банкомет оплачивает ставки 1 к 1'): {5, K, 9} -> banker pays; {A, 7, 8} -> banker wins."""
    st = _adj("5C KD 9H")
    st.apply("bet none 5")
    st.apply("bet none 1")
    assert st.view(None)["bottom_cards"] == ["5C", "KD", "9H"] and st.outcome() == [-6, 5, 1]
    st = _adj("AC 7D 8H")
    st.apply("bet none 5")
    st.apply("pass")
    assert st.outcome() == [5, -5, 0]


def test_O3_guessing_variant_pays_once():
    """Oracle 004 O3 (grep 'даже если вскрылись два или три номинала'): named Q, 4, 9; shown 9, 9, 4 -> 1 to 1."""
    st = _adj("9C 9D 4H", "ace-deuce-jack-guessing", named=(12, 4, 9))
    st.apply("bet guess 5")
    st.apply("pass")
    assert st.outcome() == [-5, 5, 0]
    st = _adj("9C 9D 4H", "ace-deuce-jack-guessing")     # A, 2, J named: none shows, the bank takes all
    st.apply("bet guess 5")
    st.apply("bet guess 1")
    assert st.outcome() == [6, -5, -1]


def test_O4_ace_deuce_jack_exact():
    """O4 (COMPUTED): none of A/2/J among three cards = 38/85; the punter loses 55.3 % (book: 'almost 60')."""
    from hoyle.analysis.banking_casino import ace_deuce_jack_odds, hoggenheimer_odds
    o = ace_deuce_jack_odds()
    assert o["none"] == Fraction(38, 85) and round(float(o["some"]) * 100, 1) == 55.3
    assert all(v["house_edge"] == 0 for v in hoggenheimer_odds().values())


def test_keno_rows_and_the_house_cut():
    """Foster §11.12: a row takes one number from each of five tens (2, 4, 8, 16, 18 is not a row); ten players
    at one card each, each winning a tenth of the games, are all broke after a hundred games (grep 'каждый из них
    собрал кено десять раз')."""
    from hoyle.core import SeededShuffler
    from hoyle.games.banking.keno import valid_row
    assert not valid_row([2, 4, 8, 16, 18]) and valid_row([2, 14, 38, 61, 90])
    st = get_game("keno").new_deal(11, None, SeededShuffler(3))
    assert all(valid_row(r) for rows in st.cards_of.values() for r in rows)
    for _ in range(10):
        st.apply("buy")
    out = st.outcome()
    assert out[0] == 10 and sum(out[1:]) == -10           # 10 % of the 100 chips paid for the cards
    # a hundred such games: the house has taken 100 x 10 chips, what the ten players paid beyond their winnings
    assert 100 * out[0] == 100 * 10 * 10 - 100 * 90
    assert st.view(None)["balls"][-1] in {n for s in st.winners for r in st.cards_of[s] for n in r}


def test_passe_dix_nine_of_sixteen_erratum():
    """Passe-dix (001 part 6 §5.7, O-25; grep 'девять выигрышных бросков из шестнадцати'): exact 135/216, not 9/16."""
    from hoyle.analysis.banking_dice import passe_dix
    assert passe_dix()["pass"] == Fraction(135, 216) != Fraction(9, 16)
    assert throw("passe-dix", ["bet pass 5", "bet miss 1"], (4, 3, 3)) == [5, -1]
    assert throw("passe-dix", ["bet pass 5"], (3, 3, 3)) == [-5]
    assert throw_stacked("passe-dix", ["bet pass 5", "bet miss 1"], (4, 3, 3)) == [5, -1]


def _rb(first: str, n=2):
    from hoyle.cards import shoe
    from collections import Counter
    h = parse_cards(first)
    rest = Counter(shoe(2).cards)
    rest.subtract(h)
    return get_game("red-and-black").new_deal(n, None, StackedShuffler([h + sorted(rest.elements())]))


def test_O97_red_and_black_payouts():
    """Oracle 004 O97 (grep 'в четыре раза превышает его ставку'): black backed; B B R B R wins 1x;
    R R R R B pays 2x; five red pays 4x."""
    for cards, net in (("2S 3C 4H 5S 6D", 5), ("2H 3D 4H 5D 6S", -10), ("2H 3D 4H 5D 6H", -20)):
        st = _rb(cards)
        st.apply("bet black 5")
        assert st.outcome() == [-net, net]


def test_O98_double_at_two_and_two():
    """Oracle 004 O98 (grep 'из двух красных и двух черных карт'): R B R B, doubled, fifth red -> loses 2."""
    st = _rb("2H 3S 4D 5C 6H")
    st.apply("bet black 1")
    assert st.legal_strings() == ["double", "keep"]
    st.apply("double")
    assert st.outcome() == [2, -2]


def test_O99_red_and_black_is_fair():
    from hoyle.games.banking.red_and_black import red_black_multiple, red_black_odds
    p = red_black_odds()
    assert p[0] == Fraction(294, 10403) and p[2] == Fraction(3315, 10403) and sum(p.values()) == 1
    assert sum(p[k] * red_black_multiple(k) for k in range(6)) == 0
