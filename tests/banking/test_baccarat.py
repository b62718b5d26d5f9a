"""Baccarat: the catalog's oracles (seed 004 §1.2, Foster §11.5) and the exact 8-pack odds."""

from __future__ import annotations

from fractions import Fraction

import pytest

from hoyle.analysis.banking_baccarat import baccarat_odds, bet_edges
from hoyle.cards import parse_cards
from hoyle.core import IllegalAction, get_game
from hoyle.games.banking.baccarat_rules import PUNTO_BANKER, PUNTO_PLAYER, total
from hoyle.mechanics.banking import (Odds, auction, commission, cover_bets, parse_odds,
                                     reshuffle_allowed)

FILLER = "2C 3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D 7D 8D 9D 2H 3H 4H 5H".split()


def stacked(slug, cards, players=None, **ctx):
    g = get_game(slug)
    shoe = cards.split() + FILLER
    return g.new_deal(players, context={"shoe": shoe, **ctx})


def test_issue_exact_8_decks():
    o = baccarat_odds(8)
    assert round(float(o.banker), 6) == 0.458597
    assert round(float(o.player), 6) == 0.446247
    assert round(float(o.tie), 6) == 0.095156
    assert o.banker + o.player + o.tie == 1
    e = bet_edges(o)
    assert f"{float(e['banker']['house_edge']) * 100:.4f}" == "1.0579"
    assert f"{float(e['player']['house_edge']) * 100:.4f}" == "1.2351"
    assert f"{float(e['tie']['house_edge']) * 100:.4f}" == "14.3596"
    assert isinstance(e["banker"]["house_edge"], Fraction)


def test_one_deck_published_tie():
    # single-deck punto banco: tie 0.093615 (Wizard of Odds' baccarat page, 1 deck)
    assert round(float(baccarat_odds(1).tie), 6) == 0.093615


def test_004_O6_five_plus_seven_counts_two():
    assert total(parse_cards("5C 7D")) == 2
    assert max(total([a, b]) for a in range(52) for b in range(52)) == 9


def test_foster_4_plus_9_is_3():
    assert total(parse_cards("4H 9S")) == 3


def test_004_O1_to_and_for():
    assert Odds(30, 1).total_return(1) == 31
    assert parse_odds("30 for 1").total_return(1) == 30


def test_004_O7_nine_beats_eight_and_equal_naturals_stand_off():
    # deal order P1 B1 P2 B2: player 9 (4+5), banker 8 (3+5)
    st = stacked("chemin-de-fer-modern", "4C 3C 5C 5D", 3, bank=100)
    st.apply("bet 100")
    assert st.is_over and st.outcome()[1] == 100 and st.outcome()[0] == -100
    st = stacked("chemin-de-fer-modern", "4C 3C 4D 5D", 3, bank=100)
    st.apply("bet 100")
    assert st.outcome() == [0, 0, 0]


def test_004_O8_uncovered_part_and_banco():
    res = cover_bets(100, [(1, 30), (2, 20)])
    assert res.uncovered == 50 and res.accepted == [(1, 30), (2, 20)]
    res = cover_bets(100, [(1, 30), (2, 20), (3, "banco")])
    assert res.accepted == [(3, 100)] and res.banco == 3
    # in the engine: banker wins with a natural 9; only the covered 50 changes hands
    st = stacked("chemin-de-fer-modern", "2C 4C 3C 5C", 4, bank=100)
    st.apply("bet 20")
    with pytest.raises(IllegalAction):
        st.apply("bet 100")          # more than the 80 left to cover
    st.apply("bet 5")
    st.apply("done")
    assert st.outcome() == [25 - commission(25), -20, -5, 0]


def test_004_O9_commission_five_percent():
    assert 200 - commission(200, 5) == 190
    st = stacked("chemin-de-fer-modern", "2C 4C 3C 5C", 2, bank=200)
    st.apply("bet 200")
    assert st.outcome() == [190, -200] and st.house_take() == 10


def test_004_O10_reshuffle_not_before_five_sixths():
    assert not reshuffle_allowed(259, 312)
    assert reshuffle_allowed(260, 312)


def test_004_O11_a_cheval():
    # banque deal order R1 L1 B1 R2 L2 B2: right 2 (1+1 -> draws), left 9, banker 7 ...
    # right: AC+AD=2, left: 4C+5C=9 natural, banker 3C+4D=7 -> right loses, left wins: cheval returned
    st = stacked("baccarat-banque-foster", "AC 4C 3C AD 5C 4D", 4, bank=100)
    st.apply("bet cheval 20")
    st.apply("done")
    st.apply("done")
    st.apply("done")
    assert st.is_over and st.outcome() == [0, 20 * 0, 0, 0]
    # banker 9 beats both: the cheval stake is lost
    st = stacked("baccarat-banque-foster", "AC 2C 4C AD 2D 5D", 4, bank=100)
    st.apply("bet cheval 20")
    for _ in range(3):
        st.apply("done")
    assert st.outcome() == [20, -20, 0, 0]


def test_004_O12_bank_auction_fee():
    res = auction([(1, 600), (2, 1000), (3, 1000)], "2.5")
    assert (res.seat, res.bank, res.fee) == (2, 1000, 25)


def test_004_O13_banker_natural_side_bet_pays_9_to_1():
    st = stacked("punto-banco", "2C 4C 3C 5C", 2)
    g = st.game
    st = g.new_deal(2, rules={"natural_bet": True, "stakes": "10"},
                    context={"shoe": "2C 4C 3C 5C".split() + FILLER})
    st.apply("bet natural 10")
    st.apply("done")
    assert st.outcome() == [-90, 90]


def test_004_O14_punto_drawing_cases():
    assert PUNTO_PLAYER[5] == "draw"
    assert PUNTO_BANKER[3][9] == "draw" and PUNTO_BANKER[3][8] == "stand"
    assert PUNTO_BANKER[5][4] == "draw"
    # engine: player 5 draws a 9 -> 4; banker 3 draws
    st = stacked("punto-banco", "2C 2D 3C AD 9C 5H", 2)
    st.apply("bet player 5")
    st.apply("done")
    assert [len(h) for h in st.hands] == [3, 3]


def test_chemin_optional_cells_are_choices():
    # player 5 (2+3), banker 4 (2+2): player decides
    st = stacked("chemin-de-fer-modern", "2C 2D 3C 2H", 2, bank=100)
    st.apply("bet 100")
    assert st.to_act == 1 and {str(a) for a in st.legal_actions()} == {"draw", "stand"}
    with pytest.raises(IllegalAction) as e:
        st.apply("bet 5")
    assert "first card" in str(e.value)
    st.apply("stand")
    assert st.is_over   # banker 4 vs a standing player draws by the table


def test_banque_banker_draws_freely_foster():
    st = stacked("baccarat-banque-foster", "AC 2C 3C AD 2D AH", 3, bank=100)
    st.apply("bet right 5")
    st.apply("done")
    st.apply("done")
    assert st.to_act == 0 and st.pending[1] == 2


def test_match_carries_shoe_and_bank():
    g = get_game("chemin-de-fer-modern")
    m = g.new_match(3, seed=7)
    st = m.next_deal()
    st.apply("bet 100")
    while not st.is_over:
        st.apply("stand")
    m.finish(st)
    net = st.outcome()[0]
    assert len(m.context["shoe"]) == st.shoe.remaining
    if net >= 0:
        assert m.context["bank"] == 100 + net and m.context["banker"] == 0
    else:
        assert m.context["banker"] == 1


# ---------------------------------------------------------------- Foster's chemin de fer (§11.6)
# Foster 1914 §11.6 (seed 001 part 5, catalog 001_part5.md §11.6, grep "Банкомет сдает карты
# только игроку справа"): the banker deals only to the player on his right and himself; banco is
# offered to that player, then to each of the others in turn; if nobody calls it the stakes go
# round from the right. The drawing is that of §11.5: the player draws as he judges (the book's
# advice: draw at 4, 5 "a matter of feel"), the banker as he likes, a refused card is his.

def test_foster_chemin_banco_then_stakes_from_the_bankers_right():
    # 4 players, banker seat 0; the seat on his left is 1 (the bank passes left), his right 3
    st = stacked("chemin-de-fer-foster", "2C 3C 2D 3D", 4, bank=100)
    assert st.to_act == 3
    assert {str(a) for a in st.legal_actions()} == {"banco", "pass"}
    with pytest.raises(IllegalAction) as e:
        st.apply("bet 5")
    assert "banco or pass" in str(e.value) and "§11.6" in str(e.value)
    st.apply("pass")
    assert st.to_act == 2
    st.apply("pass")
    st.apply("pass")
    # nobody called banco: the stakes go round from the right
    assert st.to_act == 3 and "banco" not in {a.verb for a in st.legal_actions()}
    st.apply("bet 1")
    assert st.to_act == 2
    st.apply("bet 20")          # the largest stake, yet the cards stay with the player on the right
    st.apply("done")
    assert st.holders == [3]
    assert st.view(3)["hands"]["player"]["cards"] == ["2C", "2D"] and st.to_act == 3
    assert st.view(2)["hands"]["player"]["cards"] == ["??", "??"]


def test_foster_chemin_banco_by_a_later_player():
    st = stacked("chemin-de-fer-foster", "4C 3C 4D 5D", 4, bank=100)
    st.apply("pass")
    st.apply("banco")            # seat 2 plays the whole bank; the right-hand player holds the cards
    assert st.bets == [[2, "", 100]] and st.holders == [3]


def test_modern_chemin_keeps_004_order_and_largest_bettor():
    st = stacked("chemin-de-fer-modern", "4C 3C 4D 5D", 4, bank=100)
    assert st.punters == [1, 2, 3] and "banco" in {a.verb for a in st.legal_actions()}
    st.apply("bet 1")
    st.apply("bet 20")
    st.apply("done")
    assert st.holders == [2]


def _foster_to_play(cards):
    st = stacked("chemin-de-fer-foster", cards, 2, bank=100)
    st.apply("pass")
    st.apply("bet 5")
    return st


@pytest.mark.parametrize("p1,p2", [("2C", "2D"), ("2C", "3D")])   # the player holds 4, then 5
def test_foster_chemin_player_judges_at_4_and_5(p1, p2):
    st = _foster_to_play(f"{p1} KC {p2} KD")
    assert st.to_act == 1 and {str(a) for a in st.legal_actions()} == {"draw", "stand"}


def test_foster_chemin_banker_judges_after_the_player_drew():
    # player 4 (2+2) draws an 8 -> 2; banker 3 (2+A): 004's table stands at 3 against an 8,
    # Foster lets the banker choose
    st = _foster_to_play("2C 2H 2D AH 8C")
    st.apply("draw")
    assert st.to_act == 0 and {str(a) for a in st.legal_actions()} == {"draw", "stand"}
    st.apply("draw")
    assert [len(h) for h in st.hands] == [3, 3] and st.is_over


def test_foster_chemin_a_refused_card_is_the_bankers():
    # player 5 stands; banker 7 (3+4) must take the refused card (Foster §11.5)
    st = _foster_to_play("2C 3H 3D 4H 9C")
    st.apply("stand")
    assert st.is_over and [str(c) for c in st.hands[1]] == ["3H", "4H", "9C"]
    assert st.outcome() == [5, -5]      # banker 7 + 9 = 6 beats the player's 5


def test_foster_chemin_bot_follows_the_books_advice():
    from hoyle.core import get_game as gg
    from hoyle.games.banking.baccarat import FOSTER_BANKER_DRAWS_TO
    bot_cls = gg("chemin-de-fer-foster").bots["heuristic"]
    # banker: a ten drawn -> stand even at 3 or 4; an ace -> stand at 4; 2/3 -> stand at 5;
    # a 4 -> draw even at 5; 5, 6, 7 -> draw even at 5 or 6; 8, 9 -> stand at 4 or 5
    assert FOSTER_BANKER_DRAWS_TO == (2, 3, 4, 4, 5, 6, 6, 6, 3, 3)
    st = _foster_to_play("2C 2H 2D 2S KC")      # player 4, banker 4
    player, banker = bot_cls(1), bot_cls(0)
    assert str(player.choose(st.view(1), st.legal_actions())) == "draw"    # draw at 4
    st.apply("draw")                              # the player drew a ten: banker stands at 4
    assert str(banker.choose(st.view(0), st.legal_actions())) == "stand"
    st = _foster_to_play("2C 2H 3D 2S")         # player 5: stands
    assert str(player.choose(st.view(1), st.legal_actions())) == "stand"
