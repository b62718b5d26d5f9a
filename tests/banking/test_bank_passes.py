"""Who banks next in the vingt-et-un family (option ``bank_passes``, :class:`VingtMatch`): seven
and a half's premium takes the bank (seed 004 §1.6.1, catalog O27: 7½ on two cards is paid double
and its holder takes the bank, the one nearest the dealer's left among several); seed 004 §1.5's
two systems for blackjack and pontoon (each banker deals five rounds; a natural takes the bank)."""

from __future__ import annotations

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import StackedShuffler, get_game


def _stack(prefix: str, forty: bool = True):
    top = parse_cards(prefix)
    pack = [c for c in standard_pack().cards if not forty or c.rank not in (8, 9, 10)]
    return top + [c for c in pack if c not in top]


def _round(m, actions):
    st = m.next_deal()
    for a in actions:
        if st.is_over:
            break
        st.apply(a)
    assert st.is_over
    m.finish(st)
    return st


# three players, seat 2 banks first; first cards to seats 0, 1, then the dealer; then the draws.
# Seats 0 and 1 both draw to 7½ on two cards; the dealer stands on 3 + 4
TWO_PREMIUMS = "7C 7D 3D QH JS 4S"
# nobody makes a premium: seat 0 stands on 5, seat 1 on 6; the dealer 3 + 4
NO_PREMIUM = "5C 6D 3D 4S"
# the dealer makes 7½ on two cards too: no premium is paid and he keeps the bank
DEALER_TOO = "7C 2D 7H QH 5S JS"


def test_O27_the_premium_nearest_the_dealers_left_takes_the_bank():
    m = get_game("seven-and-a-half").new_match(3, shuffler=StackedShuffler([_stack(TWO_PREMIUMS)]))
    st = _round(m, ["bet 1", "bet 1", "card", "card", "card", "content"])
    assert st.dealer == 2 and st.outcome() == [2, 2, -4]            # both paid double
    assert st.bank_taker() == 0 and m.context["dealer"] == 0


def test_without_a_premium_the_dealer_keeps_the_bank_and_the_dealers_own_stands_them_off():
    m = get_game("seven-and-a-half").new_match(3, shuffler=StackedShuffler([_stack(NO_PREMIUM)]))
    st = _round(m, ["bet 1", "bet 1", "content", "content", "card", "content"])
    assert st.bank_taker() is None and m.context["dealer"] == 2
    m = get_game("seven-and-a-half").new_match(3, shuffler=StackedShuffler([_stack(DEALER_TOO)]))
    st = _round(m, ["bet 1", "bet 1", "card", "card", "content", "card", "content"])
    assert st.dealer_premium and st.outcome()[0] == 0 and st.bank_taker() is None
    assert m.context["dealer"] == 2


def test_ten_and_a_half_and_the_british_vingt_et_un_pass_left_each_round():
    for slug in ("ten-and-a-half", "vingt-et-un-british"):
        m = get_game(slug).new_match(3, seed=5)
        st = m.next_deal()
        while not st.is_over:
            st.apply(st.legal_actions()[0])
        m.finish(st)
        assert m.context["dealer"] == (st.dealer + 1) % 3, slug


def _random_rounds(slug, rounds, seed=3, **rules):
    import random
    rng = random.Random(seed)
    m = get_game(slug).new_match(4, rules=rules or None, seed=seed)
    dealers = []
    for _ in range(rounds):
        st = m.next_deal()
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
        dealers.append((st.dealer, st.bank_taker()))
        m.finish(st)
    return m, dealers


def test_004_system_1_each_banker_deals_five_rounds():
    for slug in ("blackjack-private", "pontoon"):
        m, dealers = _random_rounds(slug, 12)
        assert [d for d, _ in dealers] == [3] * 5 + [0] * 5 + [1] * 2, slug
        assert sum(m.totals) == 0


def test_004_system_2_a_natural_takes_the_bank():
    m, dealers = _random_rounds("blackjack-private", 60, bank_passes="natural")
    assert any(t is not None for _, t in dealers)                   # the seeds deal some naturals
    for (d, taker), (nxt, _) in zip(dealers, dealers[1:]):
        assert nxt == (d if taker is None else taker)
    assert sum(m.totals) == 0
