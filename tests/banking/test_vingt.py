"""Vingt-et-un of seed 000 §2 (and Foster §11.1): the catalog's oracles O-000-20 .. O-000-29."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import IllegalAction, StackedShuffler, get_game


def deal(first_cards: str, n=3, slug="vingt-et-un-british", **rules):
    """Stack the pack: p1 first, p2 first, dealer first, p1 second, p2 second, dealer second, then draws."""
    head = parse_cards(first_cards)
    order = head + [c for c in standard_pack().cards if c not in head]
    return get_game(slug).new_deal(n, rules or None, StackedShuffler([order]))


def run(st, actions):
    for a in actions:
        st.apply(a)
    return st


def test_O_000_20_drawing_example():
    """O-000-20 (grep 'игрок сначала получает 4, а затем 9, что составляет 13'): 4, 9, draws 7 -> 20."""
    st = run(deal("4C 5S TD 9H 6S 8H 7D"), ["bet 5", "bet 1", "decline", "card", "content", "content", "content"])
    assert st.outcome() == [-4, 5, -1]        # 20 beats the dealer's 18; 11 loses to it
    st = run(deal("4C 5S TD 9H 6S 8H 9D"), ["bet 5", "bet 1", "double", "card"])
    assert st.boxes[0][3] == "bust" and st.paid[1] == -10   # 22: pays the doubled stake at once
    st2 = run(st, ["content", "content"])
    assert st2.outcome()[1] == -10


def test_O_000_22_dealer_natural_after_doubling_collects_four_times():
    """O-000-22 (grep 'в четыре раза превышающую ставку каждого'); natural against natural stands off."""
    st = run(deal("9C AS AD 8H KS KH"), ["bet 5", "bet 5", "double"])
    assert st.is_over and st.outcome() == [20, -20, 0]


def test_player_natural_paid_double():
    st = run(deal("AC 9S 8D KH 7S 9H"), ["bet 5", "bet 1", "decline", "content", "content"])
    assert st.boxes[0][3] == "natural"
    assert st.outcome() == [-9, 10, -1]       # natural +10; 16 against 17 loses 1


def test_O_000_23_dealer_made_21():
    """O-000-23 (grep 'за исключением тех, кто также набрал винт-ун'): lower pays double, made 21 single,
    a busted player nothing more."""
    # p1: 9 7 then 5 = 21; p2: T 8 = 18 stands; dealer 6 5 then K = 21
    st = run(deal("9C TS 6D 7H 8S 5H 5D KC"), ["bet 5", "bet 1", "decline", "card", "content", "card",
                                                 "content"])
    assert st.outcome() == [7, -5, -2]
    # with a bust: p2 draws to 26 and pays once only
    st = run(deal("9C TS 6D 7H 8S 5H 5D 8C KC"), ["bet 5", "bet 1", "decline", "card", "card", "card",
                                                    "content"])
    assert st.outcome() == [6, -5, -1]


def test_O_000_24_ties_to_the_dealer():
    """O-000-24 (grep 'чьи очки меньше или равны его собственным')."""
    st = run(deal("TC 9S TD 8H TS 8C"), ["bet 5", "bet 1", "decline", "content", "content", "content"])
    assert st.outcome() == [4, -5, 1]


def test_O_000_25_busted_dealer_pays_standing_players_only():
    """O-000-25 (grep 'не возвращает ничего тем игрокам')."""
    st = run(deal("TC 9S TD 6H 5S 6C 8D KC"), ["bet 5", "bet 1", "decline", "content", "card", "card"])
    # p1 16 stands; p2 14 + 8 = 22 busts and pays; dealer 16 + K busts: pays p1 only
    assert st.outcome() == [-4, 5, -1]


def test_O_000_21_four_times_the_maximum():
    """O-000-21 (grep 'в четыре раза превышающую максимум'): dealer's double x made vingt-un's double."""
    st = run(deal("7C TS TD 7H 8S 8C 7D"), ["bet 5", "bet 1", "double", "card", "content", "content"])
    assert st.outcome()[1] == 20 == 4 * 5


def test_O_000_26_split_up_to_four_hands():
    """O-000-26 (grep 'сможет играть на четырех независимых руках'): only initial pairs, four hands."""
    # p1 8C 8H; p2 TS 7S; dealer 9D 9C; split cards: 8D 2C, then 8S 3C, then 4C 5C
    st = run(deal("8C TS 9D 8H 7S 9C 8D 2C 8S 3C 4C 5C"), ["bet 1", "bet 1", "decline"])
    st.apply("split 1")                       # [8C 8D] and [8H 2C]
    st.apply("split 5")                       # [8C 8S], [8D 3C], [8H 2C]
    st.apply("split 1")                       # [8C 4C], [8S 5C], [8D 3C], [8H 2C]: four hands
    assert [len(b[1]) for b in st.boxes if b[0] == 1] == [2, 2, 2, 2]
    assert not any(a.verb == "split" for a in st.legal_actions())
    assert [b[2] for b in st.boxes if b[0] == 1] == [1, 1, 5, 1]


def test_split_of_unequal_cards_is_refused():
    st = run(deal("8C TS 9D 7H 7S 9C"), ["bet 1", "bet 1", "decline"])
    with pytest.raises(IllegalAction) as e:
        st.apply("split 1")
    assert "V5" in str(e.value.law)


def test_foster_has_no_made_21_bonus():
    st = run(deal("7C TS TD 7H 8S 8C 7D", slug="vingt-et-un-foster"), ["bet 5", "bet 1", "decline", "card",
                                                                         "content", "content"])
    assert st.outcome()[1] == 5


def test_foster_stakes_before_the_deal_by_default():
    """Foster §11.1 (grep 'Перед сдачей каждый игрок, кроме сдающего'): the stakes are made before the
    deal; looking at the first card before staking is his variation (an option)."""
    st = deal("9C TS 6D 7H 8S 5H", slug="vingt-et-un-foster")
    assert st.phase == "stake" and st.view(1)["boxes"][0]["cards"] == []
    assert parse_cards("9C")[0] in set(st.hidden_cards(1))
    with pytest.raises(IllegalAction) as e:
        st.apply("bet 3")
    assert "before the deal" in str(e.value)
    var = deal("9C TS 6D 7H 8S 5H", slug="vingt-et-un-foster", stake_on_first_card=True)
    assert var.view(1)["boxes"][0]["cards"] == ["9C"]
    assert deal("9C TS 6D").view(1)["boxes"][0]["cards"] == ["9C"]          # seed 000 unchanged


def test_foster_a_player_may_refuse_the_double_and_retires():
    """Foster §11.1 (grep 'Любой игрок, отказывающийся удваивать'): refusing the dealer's double hands
    the stake to the dealer and retires the player for the hand."""
    st = run(deal("9C TS 6D 7H 8S 5H", slug="vingt-et-un-foster"), ["bet 5", "bet 1", "double"])
    assert st.to_act == 1 and {str(a) for a in st.legal_actions()} == {"accept", "refuse"}
    run(st, ["refuse", "accept"])
    # the retired seat gets no second card: p2 T+7 = 17, the dealer 6+8 = 14
    assert [b[0] for b in st.boxes] == [2] and st.boxes[0][2] == 2 and st.view(0)["retired"] == [1]
    run(st, ["content", "content"])
    assert st.outcome() == [3, -5, 2]
    # all refuse: the dealer takes the stakes and nothing is dealt
    st = run(deal("9C TS 6D 7H 8S 5H", slug="vingt-et-un-foster"), ["bet 5", "bet 1", "double", "refuse",
                                                                     "refuse"])
    assert st.is_over and st.outcome() == [6, -5, -1]
    # seed 000: the double binds everyone
    st = run(deal("9C TS 6D 7H 8S 5H"), ["bet 5", "bet 1", "double"])
    assert st.phase == "play"
    with pytest.raises(IllegalAction) as e:
        st.apply("refuse")
    assert "V8" in str(e.value)


def test_hidden_first_cards_and_busted_hands_stay_hidden():
    st = run(deal("TC 9S TD 6H 5S 6C 8D KC"), ["bet 5", "bet 1", "decline", "content", "card"])
    v1 = st.view(1)
    assert v1["boxes"][1]["cards"][:2] == ["??", "??"] and v1["boxes"][0]["cards"] == ["TC", "6H"]
    st.apply("card")
    assert st.view(1)["boxes"][1]["cards"][:2] == ["??", "??"]        # a busted hand is never shown


def test_O20_pontoon_five_card_and_six_card_tricks():
    """Oracle 004 O20 (grep 'оплачивается в 8-кратном размере'): five cards x2, six x4 -- whatever the dealer."""
    st = run(deal("2C TS TD 3H 9S KC 2D 4S 5H", slug="pontoon"), ["bet 1", "bet 1", "decline", "card", "card",
                                                                     "card", "content", "content", "content"])
    assert len(st.boxes[0][1]) == 5 and st.outcome()[1] == 2
    st = run(deal("2C TS TD 3H 9S KC 2D AS 4S 5H", slug="pontoon"), ["bet 1", "bet 1", "decline", "card", "card",
                                                                        "card", "card", "content", "content",
                                                                        "content"])
    assert len(st.boxes[0][1]) == 6 and st.outcome()[1] == 4


def test_O21_pontoon_three_sevens_and_8_7_6():
    """Oracle 004 O21 (grep 'получает свою утроенную ставку')."""
    st = run(deal("7C TS TD 7H 9S KC 7D", slug="pontoon"), ["bet 1", "bet 1", "decline", "card", "content",
                                                           "content"])
    assert st.outcome()[1] == 3
    st = run(deal("8C TS TD 7H 9S KC 6D", slug="pontoon"), ["bet 1", "bet 1", "decline", "card", "content",
                                                           "content"])
    assert st.outcome()[1] == 2


def test_O23_pontoon_dealer_natural_after_double():
    """Oracle 004 O23 (grep 'отдает только одинарную ставку'): doubled to 2; plain pays 4, a natural pays 2."""
    st = run(deal("9C AS AD 8H KS KH", slug="pontoon"), ["bet 1", "bet 1", "double"])
    assert st.outcome() == [6, -4, -2]


def test_O30_macao_naturals_pay_three_two_one():
    """Oracle 004 O30 (grep 'ставка в 3-кратном размере'): one-card 9 x3, 8 x2, 7 x1."""
    st = run(deal("9C 8S 7D 2H", n=4, slug="macao-foster"), ["bet 5", "bet 1", "bet 1"])
    # p1 9 -> 15; p2 8 -> 2; p3 7 -> 1; dealer's 2 has no natural and has no one left to play against
    assert st.outcome() == [-18, 15, 2, 1]


def test_macao_dealer_natural_and_draws():
    st = run(deal("9C 3S 8D", slug="macao-foster"), ["bet 5", "bet 1"])
    assert st.outcome() == [-15 + 2, 15, -2]          # 9 beats the dealer's 8; the 3 pays the dealer's 8 twice
    st = run(deal("2C 3S 4D 5H 4C KS", slug="macao-modern"), ["bet 1", "bet 5", "card", "content", "card",
                                                                "content", "card", "content"])
    assert st.outcome() == [-6, 1, 5]                  # 7 and 7 against the dealer's 4 (the king counts 0)
    st = run(deal("2C 3S 7D 9H 6C KS", n=3, slug="macao-modern"), ["bet 1", "bet 5"])
    assert st.outcome() == [6, -1, -5]                 # the dealer's natural 7 collects single stakes
    st = run(deal("2C 3S 4D 9H 4C 3H", slug="macao-modern"), ["bet 1", "bet 5", "card", "card", "content",
                                                                "card", "content"])
    assert st.outcome() == [1, -1, 0]                  # 11 busts; 7 against 7 stands off (004)


def test_O31_fifteen_pot_stays_on_tie_or_double_bust():
    """Oracle 004 O31 (grep 'ставки остаются в банке на следующий'): both over, or both 14 -> the pot carries."""
    def q(first, actions, **ctx):
        head = parse_cards(first)
        order = head + [c for c in standard_pack().cards if c not in head]
        st = get_game("fifteen-modern").new_deal(2, None, StackedShuffler([order]), ctx or None)
        for a in actions:
            st.apply(a)
        return st
    st = q("9C 8D 5H 6S", ["card", "content", "card", "content"])      # 14 and 14
    assert st.outcome() == [-1, -1] and st.house_take() == 2 and st.pot == 2
    st = q("9C 8D KH QS", ["card", "content", "card", "content"])      # 19 and 18: both over
    assert st.pot == 2
    st = q("9C 8D 5H 4S", ["card", "content", "card", "content"], pot=4)   # 14 beats 12: takes 4 + 2
    assert st.outcome() == [-1, 5] and st.house_take() == -4       # seat 1 (the non-dealer) wins


def _farm(first: str, n: int, actions, slug="farmer-modern"):
    from hoyle.games.banking.farmer import farmer_pack
    head = parse_cards(first)
    order = head + [c for c in farmer_pack() if c not in head]
    st = get_game(slug).new_deal(n, None, StackedShuffler([order]))
    for a in actions:
        st.apply(a)
    return st


def test_O32_farmer_pack_of_45():
    """Oracle 004 O32 (grep 'убраны все восьмерки и три шестерки')."""
    from hoyle.games.banking.farmer import farmer_pack, SIX_OF_HEARTS
    p = farmer_pack()
    assert len(p) == 45 and SIX_OF_HEARTS in p and not any(c.rank == 8 for c in p)


def test_O33_sixteen_with_the_six_of_hearts_wins_the_farm():
    """Oracle 004 O33 (grep 'игрок с 6 червей;'): two 16s; the six of hearts wins over fewer cards."""
    # first cards: p1 TC, p2 3D, farmer 9S; then p1 gets 6H, p2 gets 3C, then 4S, 6H? (p2 draws 3C 4S 2D 4H)
    st = _farm("TC 3D 9S 6H 3C 4S 2D 4H 7C", 3, ["content", "card", "card", "card", "content", "content"])
    assert farmer_total(st.hands[1]) == 16 and farmer_total(st.hands[2]) == 16
    assert st.winner == 1 and st.outcome()[1] == -1 + 3


def test_O34_nearest_sixteen_paid_by_lower_hands_only():
    """Oracle 004 O34 (grep 'но не от перебравших'): totals 15, 12, 12, 19, 17 -> the 15 gets 2 chips; 19 and
    17 pay the farmer one chip each."""
    # seats 1..5 then the farmer (seat 0): first cards, then each one compulsory card
    st = _farm("TC TD TH TS KC 2C 5D 2D 2H 9H 7D 3C", 6, ["content"] * 6)
    assert [farmer_total(st.hands[s]) for s in (1, 2, 3, 4, 5)] == [15, 12, 12, 19, 17]
    out = st.outcome()
    assert out[1] == -1 + 2 and out[2] == out[3] == -1 - 1 and out[4] == out[5] == -1 - 1
    assert st.house_take() == 6 and out[0] == -1 + 2 + 0      # the farm keeps the six antes


from hoyle.games.banking.farmer import farmer_total  # noqa: E402
