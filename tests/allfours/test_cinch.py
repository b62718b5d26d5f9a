"""Cinch and its relatives (Foster 1914, 001 part 3 §C6; laws and illustrative hands in 001
part 4 §1): the games ``cinch``, ``sixty-three``, ``blind-cinch``, ``widow-cinch``,
``auction-cinch``. The catalog's oracles CI-01..CI-05 and the four illustrative hands, played
card by card (catalog 001_part4.md "TEST ORACLES - Cinch"), with the printed results."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_card, parse_cards, standard_pack
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.games.allfours import CINCH_LAWS, CinchBot, cinch_order, cinch_score, cinch_values
from hoyle.games.allfours.bots import cinch_estimate

C = parse_card
HEARTS = 2
A, Y, B, Z = 0, 1, 2, 3          # the book's seats: A-B against Y-Z; our N E S W


def deal_for(final: dict[int, str], draws: dict[int, int], dealer: int = Z, slug: str = "cinch"):
    """A stacked cinch deal whose post-draw hands are ``final`` (seat -> six cards): each seat
    is dealt the first ``6 - draws[seat]`` of its final cards and non-counting junk, the stock
    serves the next ones in the order of service; the dealer's draw (he robs the deck) lies in
    the stock after. Returns (state, junk per seat, the dealer's cards to take)."""
    hands = {s: parse_cards(h) for s, h in final.items()}
    used = {c for h in hands.values() for c in h}
    junk = [c for c in standard_pack() if c not in used]
    assert all(c & 3 != HEARTS and c != C("5D") for c in junk)      # no counting trump is discarded
    dealt, stock, taken, junk_of = {}, [], [], {}
    for s in range(4):
        keep = hands[s][:6 - draws[s]]
        junk_of[s], junk = junk[:9 - len(keep)], junk[9 - len(keep):]
        dealt[s] = keep + junk_of[s]
    for i in range(1, 5):
        s = (dealer + i) % 4
        if s != dealer:
            stock += hands[s][6 - draws[s]:]
    taken = hands[dealer][6 - draws[dealer]:]
    order = []
    for r in range(3):
        for i in range(1, 5):
            order += dealt[(dealer + i) % 4][3 * r:3 * r + 3]
    order += stock + taken + junk
    st = get_game(slug).new_deal(4, None, StackedShuffler([order]), {"dealer": dealer})
    return st, junk_of, taken


def play_hand(final, draws, bid, tricks):
    """Bid (A bids, the rest pass), hearts, the discards and the draw, then ``tricks``: each a
    (leader, cards in A Y B Z order, winner) as the catalog prints them."""
    st, junk, taken = deal_for(final, draws)
    st.apply(f"bid {bid}")
    for _ in range(3):
        st.apply("pass")
    st.apply("trump hearts")
    for s in (A, Y, B, Z):
        assert st.to_act == s
        for c in junk[s]:
            st.apply(f"discard {c}")
        st.apply("done")
    for c in taken:
        st.apply(f"take {c}")
    for s in range(4):
        assert sorted(st.hands[s]) == sorted(parse_cards(final[s])), s
    for leader, cards, winner in tricks:
        cards = cards.split()
        assert st.to_act == leader
        for i in range(4):
            st.apply(f"play {cards[(leader + i) % 4]}")
        assert st.tp.quitted[-1][2] == winner
    assert st.phase == "over"
    return st


H1 = ({A: "QC AH TH KH 3H 2H", Y: "3C JH 7H 6H 5H 5D", B: "JC TS 6S 2S QH 8H", Z: "9C 5C 4S 9H 4H KD"},
      {A: 2, Y: 2, B: 4, Z: 5}, 8,
      [(A, "QC 3C 8H 5C", B), (B, "2H 6H QH 4H", B), (B, "TH JH JC 9H", Y), (Y, "KH 5D 2S 4S", A),
       (A, "AH 7H 6S 9C", A), (A, "3H 5H TS KD", Y)])
H2 = ({A: "2C KH QH 6H 5H 3H", Y: "7S JH AH 7H 2H 5D", B: "3C TH 4H AD KD 2D", Z: "TC 6C 4C 6S 9H 8H"},
      {A: 2, Y: 3, B: 4, Z: 4}, 8,
      [(A, "3H 7H TH 8H", B), (B, "QH 2H 4H 9H", A), (A, "6H JH AD 4C", Y), (Y, "2C 7S KD 6S", Y),
       (Y, "KH AH 3C 6C", Y), (Y, "5H 5D 2D TC", A)])
H3 = ({A: "QC 8S AH KH QH 2H", Y: "AC KC QS 7H 4H 3H", B: "TC 3C 9H 8H KD 5D", Z: "JC JH TH 6H 5H 2D"},
      {A: 3, Y: 5, B: 3, Z: 2}, 12,
      [(A, "AH 3H 5D 6H", A), (A, "KH 4H 8H TH", A), (A, "2H 7H 9H JH", Z), (Z, "QC KC 3C JC", Y),
       (Y, "8S AC TC 2D", Y), (Y, "QH QS KD 5H", A)])
H4 = ({A: "QS AH TH QH 8H 5D", Y: "2C 4S 7H 6H 5H 2H", B: "JC AC JH 4H JD 4D", Z: "9C 7C KH 9H 3H 2D"},
      {A: 2, Y: 4, B: 4, Z: 4}, 8,
      [(A, "AH 6H JH 3H", A), (A, "8H 7H 4H 9H", Z), (Z, "QH 2H 4D KH", Z), (Z, "QS 2C AC 9C", B),
       (B, "5D 5H JC 7C", Y), (Y, "TH 4S JD 2D", A)])


@pytest.mark.parametrize("hand,made,score", [
    (H1, [7, 7], [0, 15]),     # bid 8 failed: Y-Z 7 + 8 = 15 ("Y-Z набирают 7 за валета, игру, Педро")
    (H2, [12, 2], [10, 0]),    # A-B Low, Game, both Pedros = 12; Y-Z High, Jack = 2 -> 10
    (H3, [12, 2], [10, 0]),    # bid 12 made exactly; Y-Z Jack and Low -> A-B 10
    (H4, [3, 11], [0, 19]),    # A-B High, Jack, Game = 3; Y-Z Low and both Pedros = 11 + 8 = 19
], ids=["hand-1", "hand-2", "hand-3", "hand-4"])
def test_illustrative_hands_card_by_card(hand, made, score):
    """The catalog's four illustrative hands (001_part4.md, TEST ORACLES - Cinch), played from
    the deal through the bid, the discards, the draw and the dealer's robbing, trick by trick."""
    st = play_hand(*hand)
    assert st.made() == made
    assert st.points() == score
    assert st.outcome() == [score[0], score[1], score[0], score[1]]


def test_left_pedro_ranks_between_the_five_and_the_four():
    """Law 8, shown by hand 4's fifth trick: A trumps with the Left Pedro (5D), Y over-trumps
    with the Right (5H); and the Left Pedro beats the four of trumps."""
    o = cinch_order(HEARTS)
    assert o.is_trump(C("5D")) and not o.is_trump(C("5C"))
    assert o.winner([C("5D"), C("4H")]) == 0
    assert o.winner([C("5D"), C("5H")]) == 1
    assert o.winner([C("JC"), C("5D")]) == 1            # a trump (the Left Pedro) wins a plain lead
    assert sum(cinch_values(HEARTS).values()) == 14      # law 10: fourteen points, all in trumps
    assert sum(cinch_values(HEARTS, "sixty-three").values()) == 63   # §C6 Sixty-Three: 63


def test_scoring_oracles():
    """CI-01..CI-03 and the laws' example (001_part3.md §C6, 001_part4.md)."""
    assert cinch_score([10, 4], 0, 8) == [6, 0]           # CI-01: bid 8, 10 against 4 -> A-B 6
    assert cinch_score([5, 9], 0, 8) == [0, 17]           # CI-02: failed: Y-Z 9 + 8 = 17
    assert cinch_score([8, 6], 0, 9, barred={1}) == [8, 0]  # CI-03: Y revokes; A-B score their 8
    assert cinch_score([11, 3], 0, 0) == [8, 0]           # the laws: 11 of 14 -> A-B score 8
    assert cinch_score([7, 7], 1, 0) == [0, 0]            # a tie scores nothing


def test_revoke_claim_bars_the_revoking_side_ci03():
    """CI-03 through the referee (law 15): Y (an adversary of the bidder A) revokes in trick 1
    and it is established; claimed, Y-Z score nothing and A-B all they made whatever the bid."""
    final, draws, _, tricks = H2
    st, junk, taken = deal_for(final, draws)
    st = get_game("cinch").new_deal(4, {"referee_mode": True}, StackedShuffler([st.deck]), {"dealer": Z})
    st.apply("bid 13")
    for _ in range(3):
        st.apply("pass")
    st.apply("trump hearts")
    for s in (A, Y, B, Z):
        for c in junk[s]:
            st.apply(f"discard {c}")
        st.apply("done")
    for c in taken:
        st.apply(f"take {c}")
    st.apply("play 3H")
    st.apply("play 7S")                 # Y holds hearts: a revoke (referee mode records it)
    for c in ("TH", "8H"):
        st.apply(f"play {c}")
    assert st.to_act == B
    st.apply(st.legal_actions()[0])     # a card led to the next trick establishes it (law 16)
    ruling = st.referee("revoke", A)
    assert ruling.law == CINCH_LAWS.cite(15)
    while st.to_act is not None:
        st.apply(st.legal_actions()[0])
    made = st.made()
    assert st.points() == [made[0], 0]    # the bid of 13 is not needed


def test_all_pass_dealer_names_trump_and_the_maker_leads():
    st = get_game("cinch").new_deal(4, None, SeededShuffler(3), {"dealer": 1})
    for _ in range(4):
        st.apply("pass")
    assert st.to_act == 1 and st.phase == "trump"     # law 4: the dealer names without a bid
    st.apply("trump spades")
    assert st.to_act == 2                               # the eldest discards first
    with pytest.raises(IllegalAction) as e:
        st.apply("done")
    assert "six" in str(e.value)                        # law 6: at least three go
    with pytest.raises(IllegalAction):
        st.apply("trump clubs")


def test_bidding_laws():
    st = get_game("cinch").new_deal(4, None, SeededShuffler(1), {"dealer": 3})
    st.apply("bid 6")
    with pytest.raises(IllegalAction) as e:
        st.apply("bid 6")
    assert "higher" in str(e.value)
    with pytest.raises(IllegalAction):
        st.apply("bid 15")                             # law 4: at most fourteen
    st.apply("bid 14")
    assert [a for a in st.legal_actions() if a.verb == "bid"] == []
    st.apply("pass")
    st.apply("pass")
    assert st.phase == "trump" and st.to_act == 1        # no second bids: closed after one round


def test_sixty_three_second_bids_and_counters():
    st = get_game("sixty-three").new_deal(4, None, SeededShuffler(2), {"dealer": 3})
    st.apply("bid 10")
    st.apply("bid 20")
    st.apply("pass")
    st.apply("pass")
    assert st.to_act == 0 and st.phase == "bid"          # overbid, N may raise again
    st.apply("bid 30")
    st.apply("pass")
    assert st.phase == "trump" and st.maker == 0
    assert st.rules.game_points == 150


def test_blind_cinch_takes_up_four_after_the_bidding():
    st = get_game("blind-cinch").new_deal(4, None, SeededShuffler(5), {"dealer": 3})
    assert all(len(h) == 9 for h in st.hands) and all(len(b) == 4 for b in st.blinds)
    assert st.deck[st.pos:] == []                         # 4 x 13: no stock
    assert set(st.blinds[0]) <= st.hidden_cards(0)        # untouched until the bidding ends
    st.apply("pass")
    st.apply("bid 7")
    st.apply("pass")
    st.apply("pass")
    assert st.phase == "trump" and len(st.hands[1]) == 13   # the bidder takes up his four, then names
    assert len(st.hands[0]) == 9
    st.apply("trump clubs")
    assert st.to_act == 1
    for _ in range(7):
        st.apply(st.legal_actions()[0])
    assert len(st.hands[1]) == 6 and st.to_act == 0 and len(st.hands[0]) == 13   # then the others


def test_widow_cinch_seating_and_widow():
    """Our reading of the seating (partial row): three partnerships, partners opposite with two
    adversaries between (seats 0-3, 1-4, 2-5); eight each in fours and a widow of four."""
    st = get_game("widow-cinch").new_deal(6, None, SeededShuffler(4), {"dealer": 5})
    assert st.sides() == ["A-D", "B-E", "C-F"]
    assert all(len(h) == 8 for h in st.hands) and len(st.widow_cards) == 4
    assert st.deck[st.pos:] == []
    st.apply("bid 5")
    for _ in range(5):
        st.apply("pass")
    assert st.phase == "widow"
    st.apply("take")
    st.apply("trump hearts")
    assert len(st.hands[0]) == 12


def test_auction_cinch_called_partner_ci05():
    """CI-05: C bids 8, clubs trumps, holds A J 10 5 2 of clubs after the draw, calls the king
    of clubs and leads his Pedro for the king to win it: the Pedro is saved for his side."""
    g = get_game("auction-cinch")
    hands = {2: "AC JC TC 5C 2C 3D", 4: "KC 4D 5D 6D 7D 8D"}
    used = {c for h in hands.values() for c in parse_cards(h)}
    rest = [c for c in standard_pack() if c not in used and c & 3 != 0 and c != C("5S")]
    clubs = [c for c in standard_pack() if c not in used and (c & 3 == 0 or c == C("5S"))]
    hs = {s: parse_cards(hands[s]) if s in hands else None for s in range(5)}
    for s in (0, 1, 3):
        hs[s], rest = rest[:6], rest[6:]
    order = []
    for r in range(2):
        for i in range(1, 6):
            order += hs[(4 + i) % 5][3 * r:3 * r + 3]
    order += rest + clubs
    st = g.new_deal(5, None, StackedShuffler([order]), {"dealer": 4})
    st.apply("pass")
    st.apply("pass")
    st.apply("bid 8")
    st.apply("pass")
    st.apply("pass")
    st.apply("trump clubs")
    while st.phase in ("discard", "rob"):
        st.apply("done" if Action_done(st) else st.legal_actions()[0])
    st.apply("call KC")
    assert st.partner == 4 and st.sides()[2] == "C"
    st.apply("play 5C")
    for _ in range(4):
        s = st.to_act
        st.apply("play KC" if s == 4 else f"play {st.legal_actions()[0].args[0]}")
    assert st.tp.quitted[-1][2] in (2, 4)          # the king (or better) wins: the Pedro is saved
    assert st._side(st.tp.quitted[-1][2]) == st._side(2)


def Action_done(st):
    return any(a.verb == "done" for a in st.legal_actions())


def test_bot_estimate_follows_the_book():
    """§C6 advice: A K Q of trumps good for eight; two Pedros with Jack and Low no more than five."""
    assert cinch_estimate(parse_cards("AH KH QH 3C 4C 6S"), HEARTS) == 8
    assert cinch_estimate(parse_cards("5H 5D JH 2H 9C 8S"), HEARTS) <= 5


@pytest.mark.parametrize("slug,n", [("cinch", 4), ("sixty-three", 4), ("blind-cinch", 4), ("widow-cinch", 6),
                                    ("auction-cinch", 5), ("auction-cinch", 6)])
def test_bots_play_whole_deals(slug, n):
    g = get_game(slug)
    for seed in range(20):
        st = g.new_deal(n, None, SeededShuffler(seed), {})
        bots = [CinchBot(s) for s in range(n)]
        while st.to_act is not None:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        assert len(st.outcome()) == n


def test_referee_faced_card_and_wrong_number_law_3():
    """Law 3: a card faced in the pack: the same dealer deals again; a wrong number found
    before a bid is a misdeal (the deal passes), after a bid the deal stands."""
    g = get_game("cinch")
    st = g.new_deal(4, None, SeededShuffler(1), {"dealer": 3})
    r = st.referee("faced-card", 0)
    assert r.law == CINCH_LAWS.cite(3) and st.phase == "over" and st.same_dealer and st.points() == [0, 0]
    st = g.new_deal(4, None, SeededShuffler(1), {"dealer": 3})
    st.apply("bid 5")
    with pytest.raises(IllegalAction) as e:
        st.referee("wrong-number", 1)
    assert "stands" in str(e.value) and st.phase == "bid"          # refused: unchanged
    st = g.new_deal(4, None, SeededShuffler(1), {"dealer": 3})
    st.referee("wrong-number", 1)
    assert st.void and not st.same_dealer


def test_referee_foul_hand_law_12():
    """Law 12: a foul hand (too many cards) bars its side; a player with six is not foul."""
    final, draws, bid, tricks = H2
    st, junk, taken = deal_for(final, draws)
    st.apply("bid 8")
    for _ in range(3):
        st.apply("pass")
    st.apply("trump hearts")
    for s in (A, Y, B, Z):
        for c in junk[s]:
            st.apply(f"discard {c}")
        st.apply("done")
    for c in taken:
        st.apply(f"take {c}")
    with pytest.raises(IllegalAction):
        st.referee("foul-hand", A, target=Y)
    st.tp.hands[Y].append(st.deck[st.pos])     # a seventh card (left in the stock) found in his hand
    r = st.referee("foul-hand", A, target=Y)
    assert r.law == CINCH_LAWS.cite(12) and 1 in st.barred


def test_referee_bid_out_of_turn_law_5():
    """Law 5: a bid before the eldest has spoken: the offender and his partner lose their
    bids; the dealer bidding before his partner has spoken: both lose; the pone bidding before
    the dealer's partner: only he loses his."""
    g = get_game("cinch")
    st = g.new_deal(4, None, SeededShuffler(1), {"dealer": Z})      # A (N) is eldest
    r = st.referee("bid-out-of-turn", A, target=Y)                  # Y bids before A spoke
    assert r.law == CINCH_LAWS.cite(5) and st.lost == {Y, Z}
    st.apply("bid 6")
    assert st.legal_actions() == [st.parse_action("pass")]          # Y may only pass
    with pytest.raises(IllegalAction) as e:
        st.apply("bid 7")
    assert "out of turn" in str(e.value)
    st = g.new_deal(4, None, SeededShuffler(1), {"dealer": Z})
    st.apply("pass")                                                # A has spoken
    st.referee("bid-out-of-turn", A, target=Z)                      # the dealer before his partner Y
    assert st.lost == {Z, Y}
    st = g.new_deal(4, None, SeededShuffler(1), {"dealer": Z})
    st.apply("pass")
    st.referee("bid-out-of-turn", Y, target=B)                      # the pone (B) before the dealer's partner
    assert st.lost == {B}
    with pytest.raises(IllegalAction):
        st.referee("bid-out-of-turn", A, target=Y)                  # it is Y's turn: not out of turn


def test_old_set_back_scoring_ci04():
    """CI-04 (the old set-back scoring the book criticises): A-B are set back 18 in two failed
    bids while Y-Z make 16 in those deals, and 23 on their own bids (A-B making 5 there, which
    the catalog infers): A-B have 64 to go, Y-Z 12."""
    deals = [cinch_score([4, 9], 0, 9, scoring="set-back"), cinch_score([3, 7], 0, 9, scoring="set-back"),
             cinch_score([2, 12], 1, 10, scoring="set-back"), cinch_score([3, 11], 1, 11, scoring="set-back")]
    ab = sum(d[0] for d in deals)
    yz = sum(d[1] for d in deals)
    assert ab == -18 + 5 and yz == 16 + 23
    assert (51 - ab, 51 - yz) == (64, 12)
    st = get_game("cinch").new_deal(4, {"scoring": "set-back"}, SeededShuffler(0), {})
    assert st.rules.scoring == "set-back"
