"""Polish bank's tenure (seed 004 §2.1, catalog 004.md §2.1, oracle O95): the banker deals again
while the bank lasts, a bank of three times its start or more at a round's end calls the stitch
round, after which he takes the bank and it passes to the left, as it does at once when the bank
is exhausted (grep 'увеличился втрое и более раз')."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import StackedShuffler, get_game
from hoyle.core.errors import RuleOptionError, SetupError

G = get_game("polish-bank")

# four players, seat 3 banks first (the match's first dealer); seats 0, 1, 2 are dealt three
# cards one at a time, then each punter's burn and banker's card: aces nobody can beat
LOSE = "2C 3C 4C 2D 3D 4D 2H 3H 4H 5S AS 6S AH 7S AD"
# seat 0 holds the ace of hearts and the banker turns the nine: 25 staked wins 50 (2 to 1, O94)
WIN = "AH 3C 4C 2D 3D 4D 2C 3H 4H 5S 9H 6S AS 7S AD"


def _order(head: str):
    h = parse_cards(head)
    return h + [c for c in standard_pack().cards if c not in h]


def _match(*heads: str, **kw):
    return G.new_match(4, shuffler=StackedShuffler([_order(h) for h in heads]), **kw)


def _play(st, *bets: str):
    for b in bets:
        st.apply(b)
    assert st.is_over
    return st


def test_O95_a_bank_tripled_calls_the_stitch_round_and_then_passes_left():
    m = _match(LOSE, LOSE, LOSE)
    st = m.next_deal()
    assert (st.dealer, st.pot, st.stitch) == (3, 50, False)
    _play(st, "bet 25", "bet 37", "bet 56")             # 50 -> 75 -> 112 -> 168, every stake lost
    assert st.pot == 168 and st.outcome() == [-25, -37, -56, 118]
    assert "three times or more: the stitch round is called" in st.log[-1]
    m.finish(st)
    assert m.context["dealer"] == 3 and m.context["bank"] == 168 and m.context["stitch"] == 1
    st = m.next_deal()                                   # the stitch round: the same banker, the bank carried
    assert (st.dealer, st.pot, st.stitch) == (3, 168, True) and st.view(0)["stitch"] is True
    assert max(a.amount for a in st.legal_actions()) == 84          # half the bank (O94's limit)
    _play(st, "bet 1", "bet 1", "bet 1")
    assert st.outcome() == [-1, -1, -1, 3] and "the stitch round is over" in st.log[-1]
    m.finish(st)
    st = m.next_deal()                                   # the bank passed left and is put up afresh
    assert (st.dealer, st.pot, st.stitch) == (0, 50, False) and "bank" not in m.context
    assert m.totals == [-26, -38, -57, 121] and sum(m.totals) == 0


def test_a_bank_that_lasts_but_is_not_tripled_stays_with_the_banker():
    m = _match(LOSE, LOSE)
    st = _play(m.next_deal(), "bet 10", "bet 10", "bet 10")         # 50 -> 80: under 150
    assert "the banker deals again" in st.log[-1]
    m.finish(st)
    st = m.next_deal()
    assert (st.dealer, st.pot, st.stitch, st.tenure_start) == (3, 80, False, 50)
    assert max(a.amount for a in st.legal_actions()) == 40


def test_an_exhausted_bank_passes_at_once():
    m = _match(WIN, LOSE)
    st = m.next_deal()
    st.apply("bet 25")                                   # seat 0's ace of hearts over the nine: +50
    assert st.is_over and st.pot == 0 and st.outcome() == [50, 0, 0, -50]
    assert "the bank is exhausted: it passes left" in st.log[-1]
    m.finish(st)
    st = m.next_deal()
    assert (st.dealer, st.pot) == (0, 50)


def test_the_tenure_is_an_option_and_the_other_banking_forms_keep_one_round():
    m = get_game("red-dog-banking").new_match(4, shuffler=StackedShuffler([_order(LOSE)] * 2))
    st = m.next_deal()
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    m.finish(st)
    assert m.context["dealer"] == 0 and "bank" not in m.context
    m = _match(LOSE, LOSE, rules={"tenure": "deal"})
    m.finish(_play(m.next_deal(), "bet 10", "bet 10", "bet 10"))
    assert m.context["dealer"] == 0 and "bank" not in m.context
    with pytest.raises(RuleOptionError, match="stitch tenure belong to the banking forms"):
        get_game("red-dog").make_rules({"tenure": "stitch"})


def test_a_context_carrying_no_bank_is_refused_naming_the_key():
    with pytest.raises(SetupError, match="bank and tenure_start are chips"):
        G.new_deal(4, context={"dealer": 3, "bank": 0})
    with pytest.raises(SetupError, match="the context's tenure_start is"):
        G.new_deal(4, context={"dealer": 3, "bank": 60, "tenure_start": "fifty"})
