"""French Boston reference parts (Foster 1914, 001 part 2 §13): the payment table O49, the
misère payments O48, the J♦ trump order. The playable deal is not yet written."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.games.whist.boston_french import (
    PAYMENT_TABLE, effective_suit, is_double_deal, jack_of_diamonds_bonus, misere_payment,
    payment, pool_contribution, trick_bid_payment, trump_cards)

from _boston_helpers import stack_packets

C, D, H, S = 0, 1, 2, 3


def test_O48_little_misere_hearts_64_spades_16():
    assert misere_payment("petite-misere", H) == 64
    assert misere_payment("petite-misere", S) == 16


def test_O49_grep_row_misere_sur_table_64_128_192_256():
    assert [payment("misere-sur-table", s) for s in (S, C, D, H)] == [64, 128, 192, 256]


def test_O49_every_row_rises_one_two_three_four_spade_units():
    # the printed table: each row is its spade value times 1, 2, 3, 4 (♠ ♣ ♦ ♥)
    for row, vals in PAYMENT_TABLE.items():
        assert vals == tuple(vals[0] * k for k in (1, 2, 3, 4)), row
    assert [PAYMENT_TABLE[r][0] for r in ("five", "six", "eight", "grand-misere", "slam-a-deux",
                                          "slam-seul", "slam-sur-table")] == [4, 6, 8, 32, 50, 100, 200]


def test_O49_trick_bids_with_extra_tricks_and_honours():
    assert trick_bid_payment(5, S, 5) == 4
    assert trick_bid_payment(5, H, 7) == 16 + 2 * 4                  # two extra tricks in hearts
    assert trick_bid_payment(6, D, 6, honours=3) == 18 + 12
    assert trick_bid_payment(8, C, 9, honours=4) == 16 + 8 + 16
    assert trick_bid_payment(8, C, 9, honours=4, double=True) == 80  # last eight deals


def test_O49_no_row_for_nine_tricks_nor_a_failed_bid():
    with pytest.raises(ValueError, match="no row"):
        trick_bid_payment(9, H, 9)
    with pytest.raises(ValueError, match="do not make"):
        trick_bid_payment(6, H, 5)


def test_jack_of_diamonds_bonus_and_forty_deal_game():
    assert jack_of_diamonds_bonus("six") == 2
    assert jack_of_diamonds_bonus("six", double=True) == 4
    assert jack_of_diamonds_bonus("grand-misere") == 0
    assert [is_double_deal(d) for d in (1, 32, 33, 40, 41)] == [False, False, True, True, False]
    assert sum(pool_contribution(d) for d in range(1, 41)) == 32 * 10 + 8 * 20


def test_jack_of_diamonds_top_trump_and_hearts_jack_when_diamonds_trumps():
    jd, jh, qd, td = parse_cards("JD JH QD TD")
    assert trump_cards(S)[:3] == parse_cards("JD AS KS")
    assert len(trump_cards(S)) == 14 and effective_suit(jd, S) == S
    order = trump_cards(D)
    assert order[0] == jh and order.index(jd) == order.index(qd) + 1 and order.index(td) > order.index(jd)
    assert effective_suit(jh, D) == D and effective_suit(jh, S) == H


# ----- the playable deal (french-boston) ---------------------------------------------------
from hoyle.core.actions import Action  # noqa: E402
from hoyle.core.chance import StackedShuffler  # noqa: E402
from hoyle.core.errors import IllegalAction  # noqa: E402
from hoyle.core.registry import get_game  # noqa: E402

GAME = get_game("french-boston")


def deal(hands: list[str], dealer: int = 3, **context):
    """Stack a French Boston deal: 4, 4, 4, 1 from the dealer's right; the dealer's last
    listed card is his 13th, turned."""
    deck = stack_packets(hands, dealer, (4, 4, 4, 1))
    return GAME.new_deal(4, None, StackedShuffler([deck]), context={"dealer": dealer, **context})


SLAM = ["JD AH KH QH JH TH 9H 8H AS KS QS AC KC", "6H 5H 4H 3H 2H JS TS 9S JC TC 9C AD KD",
        "8S 7S 6S 5S 8C 7C 6C 5C QD TD 9D 8D 7D", "4S 3S 2S 4C 3C 2C QC 6D 5D 4D 3D 2D 7H"]
LEADS = parse_cards("JD AH KH QH JH TH 9H 8H AS KS QS AC KC")


def play_alone(st, leads):
    """The bidder (seat 0, eldest) leads ``leads`` in turn; the others play their first legal card."""
    for card in leads:
        assert st.to_act == 0
        st.apply(Action("play", (card,)))
        for _ in range(3):
            st.apply(st.legal_actions()[0])


def test_O49_slam_seul_in_hearts_400_and_jack_of_diamonds_leads_as_trump():
    st = deal(SLAM)
    assert (st.belle, st.petite, str(st.turned)) == (H, None, "7H")
    st.apply(Action("bid", (8, "hearts")))
    for _ in range(3):
        st.apply(Action("pass"))
    st.apply(Action("play", (LEADS[0],)))           # J♦ led: East must follow with a heart
    assert {a.args[0] for a in st.legal_actions()} == set(parse_cards("6H 5H 4H 3H 2H"))
    for _ in range(3):
        st.apply(st.legal_actions()[0])
    assert st.tp.quitted[0][2] == 0
    play_alone(st, LEADS[1:])
    assert st.tp.won == [13, 0, 0, 0]
    # each pays the slam seul in hearts (400) and the J♦'s 2 to its holder
    assert st.payments() == [3 * 402, -402, -402, -402]
    # the pool: the dealer (seat 3) put in 10 in a simple; the successful bidder takes it
    assert st.outcome() == [3 * 402 + 10, -402, -402, -402 - 10] and st.pools_after() == []


def test_O49_double_deal_doubles_slam_and_jack_bonus():
    st = deal(SLAM, deal=35)
    assert st.double
    st.apply(Action("bid", (8, "hearts")))
    for _ in range(3):
        st.apply(Action("pass"))
    play_alone(st, LEADS)
    assert st.payments() == [3 * 804, -804, -804, -804]
    assert st.outcome() == [3 * 804 + 20, -804, -804, -804 - 20]      # 20 to the pool in a double


def test_O48_little_misere_with_hearts_turned_pays_64_each_and_no_jack_bonus():
    st = deal(["2S 3S 4S 5S 2C 3C 4C 5C 2D 3D 4D 5D 6D", "6S 7S 8S 9S TS JS QS KS AS 6C 7C 8C 9C",
               "TC JC QC KC AC 7D 8D 9D TD JD QD KD AD", "AH KH QH JH TH 9H 8H 6H 5H 4H 3H 2H 7H"])
    st.apply(Action("little-misere"))
    for _ in range(3):
        st.apply(Action("pass"))
    assert st.phase == "discard"
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.tp.won[0] == 0 and len(st.tp.quitted) == 12
    assert st.payments() == [192, -64, -64, -64]
    assert st.outcome() == [192 + 10, -64, -64, -64 - 10]


def test_demand_nobody_accepts_is_played_alone_in_the_suit_of_the_card_laid():
    st = deal(SLAM, belle="spades")
    assert (st.belle, st.petite) == (S, H)
    before = st.view(None)
    with pytest.raises(IllegalAction):
        st.apply("demande AC")                    # the card laid is of belle or petite (13.4)
    assert st.view(None) == before
    st.apply("demande 8H")
    # nobody else sees the card or hears its suit
    assert st.view(1)["bids"][0] == [0, "demande (a card face down)"]
    assert st.view(1)["bid"] == "demande (a card face down)"
    assert st.view(0)["bids"][0] == [0, "demande 8H"]
    for _ in range(3):
        st.apply(Action("pass"))
    assert st.phase == "play" and st.forced and st.trump == H     # alone for five, in its suit


def test_passed_player_may_accept_but_not_bid():
    st = deal(SLAM)
    st.apply(Action("pass"))
    st.apply("demande 6H")
    st.apply(Action("pass"))
    st.apply(Action("pass"))
    assert st.to_act == 0
    before = st.view(0)
    with pytest.raises(IllegalAction) as err:
        st.apply(Action("bid", (6, "hearts")))
    assert "13.3" in str(err.value.law)
    assert st.view(0) == before
    st.apply(Action("accept"))
    assert st.acceptor == 0 and st.phase == "play" and st.trump == H and st.to_act == 0


def test_partners_win_with_eight_together_whatever_the_split():
    # worked by hand from the rule text and the table (O49): belle hearts, petite clubs; seat 0
    # holds no heart or club, so cannot demand; seat 1 demands laying the AH, seat 2 accepts
    st = deal(["JD AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S", "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
               "2S AD KD QD TD 9D 8D 7D 6D 5D 4D 3D 2D", "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"],
              belle="hearts")
    assert (st.belle, st.petite) == (H, C)
    assert not [a for a in st.legal_actions() if a.verb == "demande"]
    st.apply(Action("pass"))
    st.apply("demande AH")
    st.apply(Action("accept"))
    st.apply(Action("pass"))
    assert st.phase == "play" and st.trump == H and st.acceptor == 2 and not st.forced
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.tp.won == [1, 12, 0, 0]               # the J♦, a trump, takes one heart trick
    # the acceptor took none, but 12 together make the eight: the five row in hearts 16, four
    # tricks over at 4, four honours 16 = 48 from each opponent to each partner; J♦ 2 from each
    assert st.payments() == [-96 + 6, 96 - 2, 96 - 2, -96 - 2]
    assert st.outcome() == [-90, 94 + 5, 94 + 5, -98 - 10]          # the partners divide the pool


# ----- the four rules of §13 added (laws 13.11-13.14), worked by hand from the rule text ----

def test_13_14_an_overcalled_demander_raises_to_six_only_in_the_suit_of_his_card():
    st = deal(SLAM, belle="spades")               # belle spades, petite hearts
    st.apply("demande 8H")                        # seat 0 lays a heart
    demands = {str(a) for a in st.legal_actions() if a.verb == "demande"}
    assert demands == {"demande JS", "demande TS", "demande 9S"}       # only a demand in belle
    st.apply("demande JS")                        # seat 1 overcalls with a demand in belle
    st.apply(Action("pass"))
    st.apply(Action("pass"))
    assert st.to_act == 0
    legal = {str(a) for a in st.legal_actions()}
    assert "bid 6 hearts" in legal and "accept" in legal
    assert not {"bid 6 spades", "bid 6 clubs", "bid 6 diamonds"} & legal
    assert "bid 8 spades" in legal                # the book limits only the six
    before = st.view(0)
    with pytest.raises(IllegalAction):
        st.apply("bid 6 spades")
    assert st.view(0) == before
    st.apply("accept")                            # he partners the overcaller instead
    assert st.acceptor == 0 and st.bidder == 1 and st.trump == S


def test_13_12_a_card_dropped_face_up_forces_an_independance_in_its_suit():
    st = deal(SLAM)
    st.apply(Action("pass"))
    with pytest.raises(IllegalAction, match="does not hold"):
        st.referee("dropped-card", 2, card="AS")
    r = st.referee("dropped-card", 2, card="QD")
    assert "13.12" in r.law
    assert st.bidder == 2 and st.bid == Action("bid", (6, "diamonds")) and st.trump == D
    assert st.phase == "play" and st.to_act == 0


def test_13_11_a_misdeal_loses_the_deal_which_passes_to_the_right():
    m = GAME.new_match(4, seed=5, context={"dealer": 3})
    st = m.next_deal()
    with pytest.raises(IllegalAction, match="against the dealer"):
        st.referee("misdeal", 1)
    r = st.referee("misdeal", 3)
    assert "13.11" in r.law and st.is_over and st.outcome() == [0, 0, 0, -10]
    m.finish(st)
    assert m.context["dealer"] == 0 and m.context["pools"] == [10]      # Boston: the same dealer again


def test_13_13_the_first_dealer_is_who_receives_the_jack_of_diamonds():
    jd = parse_cards("JD")[0]
    pack = [c for c in parse_cards(" ".join(f"{r}{s}" for s in "SHDC" for r in "AKQJT98765432")) if c != jd]
    pack.insert(6, jd)                            # dealt face up from seat 0: the 7th card to seat 2
    m = GAME.new_match(4, shuffler=StackedShuffler([pack]))
    assert m.first_dealer == 2 and m.context["dealer"] == 2
