"""The all-fours variants that are data on the all-fours engine (Foster 1914, 001 part 3 §C1-§C5):
``all-fives-cards``, ``california-jack``, ``shasta-sam``, ``smudge``, ``pedro``, ``dom-pedro``;
catalog oracles PD-01 and PD-02 (001_part3.md §C5) with their printed values."""

from __future__ import annotations

import pytest

from hoyle.cards import JOKER, parse_card, parse_cards, standard_pack
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction

C = parse_card
CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3


def two_hand(slug: str, n_hands: dict[int, str], after: str = "", dealer: int = 1, draws=(), **rules):
    """A deal for two: six each in threes from the dealer's left, then ``after``, then the rest."""
    hs = {s: parse_cards(h) for s, h in n_hands.items()}
    nxt = parse_cards(after) if after else []
    used = {c for h in hs.values() for c in h} | set(nxt)
    rest = [c for c in standard_pack() if c not in used]
    order = []
    for r in range(2):
        for i in range(1, 3):
            order += hs[(dealer + i) % 2][3 * r:3 * r + 3]
    order += nxt + rest
    return get_game(slug).new_deal(2, rules or None, StackedShuffler([order], draws), {"dealer": dealer})


def play_out(st, pick=lambda legal: legal[0]):
    while st.to_act is not None:
        st.apply(pick(st.legal_actions()))
    return st


def pairs(st):
    """Play N's and S's cards trick by trick, whoever leads."""
    for a, b in [("5H", "TH"), ("AH", "6H"), ("KH", "7C"), ("2S", "8C"), ("3S", "9C"), ("4S", "2D")]:
        first, second = (a, b) if st.to_act == 0 else (b, a)
        st.apply(f"play {first}")
        st.apply(f"play {second}")


def test_all_fives_pegs_the_trumps_won_and_the_five_counts_for_game():
    """§C1 All Fives: trump A 4, K 3, Q 2, J 1, ten 10, five 5 pegged by the trick's winner;
    the five of trumps counts five more for Game; 61 up."""
    st = two_hand("all-fives-cards", {0: "AH KH 5H 2S 3S 4S", 1: "TH 6H 7C 8C 9C 2D"}, after="JD", dealer=1)
    assert st.rules.game_points == 61 and st.trump == DIAMONDS
    st.apply("stand")
    pairs(st)
    sc = st.scored()
    # the jack turned scores for the dealer; no trump but the 2D is in play: High and Low to S
    assert sc[0] == ("jack turned", 1)
    assert ("high", 1) in sc and ("low", 1) in sc and not any(k == "peg" for k, _ in sc)
    # hearts as trumps instead: every counting heart pegs to its trick's winner
    st = two_hand("all-fives-cards", {0: "AH KH 5H 2S 3S 4S", 1: "TH 6H 7C 8C 9C 2D"}, after="3H", dealer=1)
    st.apply("stand")
    pairs(st)
    pegs = [s for k, s in st.scored() if k == "peg"]
    assert pegs.count(1) == 10 + 5               # S won the TH trick holding the 5H: 10 + 5
    assert pegs.count(0) == 4 + 3                # N won the ace and king
    assert st.pips() == [4 + 3, 10 + 5]          # the five of trumps counts five for Game


def test_california_jack_stock_face_up_winner_draws_first():
    """§C2: trumps by the cut before the shuffle; the stock face up, the winner of each trick
    takes the top card and the loser the next; every point to the winner of the card."""
    st = two_hand("california-jack", {0: "AS KS QS JS TS 9S", 1: "2C 3C 4C 5C 6C 7C"}, after="8D 9D",
                  draws=[HEARTS])
    assert st.trump == HEARTS and st.phase == "play" and st.to_act == 0
    v = st.view(1)
    assert v["stock_top"] == "8D" and v["stock"] == 40
    assert C("8D") not in st.hidden_cards(1)                 # face up: both see it
    st.apply("play AS")
    st.apply("play 2C")
    assert C("8D") in st.hands[0] and C("9D") in st.hands[1]   # the winner (N) drew first
    assert st.tp.tricks_total == 26
    play_out(st)
    assert len(st.tp.quitted) == 26
    won = {c: w for _, cards, w in st.tp.quitted for c in cards}
    sc = dict(st.scored())
    assert sc["low"] == won[C("2H")] and sc["high"] == won[C("AH")]   # Low too goes to the winner of it
    assert sc["jack"] == won[C("JH")]


def test_shasta_sam_stock_face_down():
    st = two_hand("shasta-sam", {0: "AS KS QS JS TS 9S", 1: "2C 3C 4C 5C 6C 7C"}, after="8D 9D", draws=[SPADES])
    assert st.view(0)["stock_top"] is None and C("8D") in st.hidden_cards(0)
    st.apply("play AS")
    st.apply("play 2C")
    assert C("9D") in st.hidden_cards(0) and C("8D") not in st.hidden_cards(0)


def test_pedro_pd01_eighteen_points_and_second_bids():
    """PD-01: pedro sancho's deal holds 18 points (High, Low, Jack, Game one each, the five and
    nine of trumps their pips); second bids (§C5): an overbid player raises in his turn."""
    st = get_game("pedro").new_deal(4, None, SeededShuffler(7), {"dealer": 3})
    assert st.deal_value() == 18 and st.rules.game_points == 50
    st.apply("bid 5")         # E
    st.apply("bid 9")         # S
    st.apply("pass")          # W
    assert st.to_act == 1     # E again: overbid, he may raise
    st.apply("bid 10")
    st.apply("pass")          # S drops out
    assert st.phase == "sell" and st.to_act == 0 and st.bidder == 1
    with pytest.raises(IllegalAction):
        st.apply("bid 11")


def test_pedro_scores_to_the_winner_of_each_card_and_game_is_the_ten():
    """§C5: every point to the winner of the card; Game to the winner of the ten of trumps
    (none if it is not in play); the five and nine count their pips; counted out H L J Ten 5 9."""
    for seed in range(200):
        st = get_game("pedro").new_deal(4, None, SeededShuffler(seed), {"dealer": 3})
        for _ in range(3):
            st.apply("pass")
        play_out(st)
        won = {c: st._side(w) for _, cards, w in st.tp.quitted for c in cards}
        t = st.trump
        ten, five, nine = (8 * 4 + t), (3 * 4 + t), (7 * 4 + t)
        sc = st.scored()
        kinds = [k for k, _ in sc]
        assert ("game" in kinds) == (ten in won)
        if ten in won:
            assert ("game", won[ten]) in sc
        if five in won:
            assert sc.count(("five", won[five])) == 5
        if nine in won:
            assert sc.count(("nine", won[nine])) == 9
        order = ["high", "low", "jack", "game", "five", "nine"]
        assert [k for k in kinds if k in order] == sorted((k for k in kinds if k in order), key=order.index)
        if five in won and nine in won and ten in won:
            break


def test_pedro_revoke_sets_back_ten_without_a_bid():
    """§C5: a revoke sets the offender back the bid, or ten with no bid, and he scores nothing."""
    for seed in range(300):
        st = get_game("pedro").new_deal(4, {"referee_mode": True}, SeededShuffler(seed), {"dealer": 3})
        for _ in range(3):
            st.apply("pass")
        st.apply(st.legal_actions()[0])                 # N pitches: a trump led must be followed
        tp = st.tp
        seat = tp.turn
        bad = [c for c in tp.hands[seat] if tp.is_revoke(seat, c)]
        if not bad:
            continue
        st.apply(f"play {bad[0]}")
        while st.tp.trick:
            st.apply(st.legal_actions()[0])
        st.apply(st.legal_actions()[0])                 # the next lead establishes it
        ruling = st.referee("revoke", (seat + 1) % 4)
        assert ruling.effect["set_back"] == 10
        play_out(st)
        assert st.points()[seat] == -10
        break
    else:  # pragma: no cover
        pytest.fail("no revoke found")


def test_dom_pedro_pd02_thirty_six_and_the_joker_lowest_trump():
    """PD-02: dom pedro's deal holds 36 (4 + three 3 + five 5 + nine 9 + Snoozer 15); the joker
    is the lowest trump (the deuce beats it) and wins a plain-suit trick (§C5)."""
    st = get_game("dom-pedro").new_deal(5, None, SeededShuffler(1), {"dealer": 4})
    assert st.deal_value() == 36 and len(st.deck) == 53 and JOKER in st.deck
    o = st._order(HEARTS)
    assert o.is_trump(JOKER)
    assert o.winner([JOKER, C("2H")]) == 1                       # the deuce beats it
    assert o.winner([C("AS"), JOKER]) == 1                       # it wins a plain trick
    assert o.winner([C("AS"), JOKER, C("3H")]) == 2


def test_dom_pedro_joker_may_not_be_pitched_and_scores_fifteen():
    for seed in range(400):
        st = get_game("dom-pedro").new_deal(4, None, SeededShuffler(seed), {"dealer": 3})
        if JOKER in st.hands[0]:
            break
    for _ in range(3):
        st.apply("pass")
    assert all(a.args[0] != JOKER for a in st.legal_actions())   # the pitch must name a suit
    with pytest.raises(IllegalAction):
        st.apply("play JKR")
    play_out(st)
    won = {c: st._side(w) for _, cards, w in st.tp.quitted for c in cards}
    assert st.scored().count(("snoozer", won[JOKER])) == 15


def test_smudge_four_bid_and_made_wins_at_once():
    """§C4: a bidder not in the hole who bids four and makes them wins the game at once."""
    g = get_game("smudge")
    for seed in range(3000):
        st = g.new_deal(5, None, SeededShuffler(seed), {"dealer": 4, "score": [0, 0, 0, 0, 0]})
        st.apply("bid 4")                                # B
        for _ in range(3):
            st.apply("pass")
        st.apply("sell")
        play_out(st, lambda legal: legal[0])
        if st.pitcher_made() == 4:
            break
    else:  # pragma: no cover
        pytest.fail("no deal found")
    assert st.smudged() == 1
    m = g.match_cls(g, 5, g.rules_cls(**g.defaults), context={"dealer": 4, "score": [0, 0, 0, 0, 0]})
    m.finish(st)
    assert m.context["rubbers"][0]["winner"] == "B"            # 4 of 7: he wins at once
    # in the hole he does not smudge
    st2 = g.new_deal(5, None, SeededShuffler(seed), {"dealer": 4, "score": [0, -2, 0, 0, 0]})
    for a in ("bid 4", "pass", "pass", "pass", "sell"):
        st2.apply(a)
    play_out(st2, lambda legal: legal[0])
    assert st2.smudged() is None


@pytest.mark.parametrize("slug,n", [("all-fives-cards", 2), ("all-fives-cards", 4), ("california-jack", 2),
                                    ("shasta-sam", 2), ("smudge", 5), ("pedro", 6), ("dom-pedro", 7)])
def test_bots_play_whole_deals(slug, n):
    g = get_game(slug)
    bot_cls = g.bots["heuristic"]
    for seed in range(15):
        st = g.new_deal(n, None, SeededShuffler(seed), {})
        bots = [bot_cls(s) for s in range(n)]
        while st.to_act is not None:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        assert len(st.outcome()) == n
