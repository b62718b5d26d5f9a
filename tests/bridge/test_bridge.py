"""Bridge: the book's straight-bridge and auction deals replayed card by card, the auction
scoring oracles (the WE 42 / THEY 492 score pad), and the bidding oracles (001 part 1 §2-3)."""

from __future__ import annotations

import pytest

from hoyle.core.actions import parse_action
from hoyle.games.bridge.scoring import (AUCTION_VALUES, ScorePad, auction_honours, auction_score,
                                        odd_tricks_needed, straight_score)
from hoyle.games.whist.book_deals import DEALS, LETTERS, corrected_rows, hands_of
from hoyle.mechanics.bidding import Auction
from hoyle.mechanics.tricks import TrickPlay


def replay_book(deal_id):
    deal = DEALS[deal_id]
    rows = corrected_rows(deal)
    tp = TrickPlay(hands_of(deal), None, LETTERS.index(deal["leader"]))
    for row in rows:
        for _ in range(4):
            c = row[tp.turn]
            assert c in tp.legal(), f"{c} would be a revoke"
            tp.play(c)
    return tp, deal


@pytest.mark.parametrize("deal_id", ["bridge-1", "bridge-2", "auction-1", "auction-2"])
def test_book_bridge_deals_replayed_card_by_card(deal_id):
    tp, deal = replay_book(deal_id)
    assert tp.over and not tp.revokes
    assert [tp.won[0] + tp.won[2], tp.won[1] + tp.won[3]] == [deal["expected"]["AB"], deal["expected"]["YZ"]]


def test_straight_bridge_deal_1_three_by_cards_no_trump_36_game():
    tp, _ = replay_book("bridge-1")
    yz = tp.won[1] + tp.won[3]
    assert straight_score("notrump", yz) == 36 >= 30
    assert auction_honours("notrump", (1, 1)) == 0        # aces split 2-2 (Z two, A one, B one)


def test_straight_bridge_deal_2_two_by_cards_24():
    tp, _ = replay_book("bridge-2")
    assert straight_score("notrump", tp.won[1] + tp.won[3]) == 24


def test_auction_deal_1_two_no_trumps_nine_tricks_makes_game():
    tp, _ = replay_book("auction-1")
    r = auction_score(2, "notrump", tp.won[1] + tp.won[3], decl_honours=(1, 1), defs_honours=(1, 1))
    assert r.made and r.decl_below == 30 and r.decl_above == 0


def test_auction_deal_2_nullo_made_losing_four_odd():
    tp, _ = replay_book("auction-2")
    assert tp.won[1] + tp.won[3] == 3
    r = auction_score(1, "nullo", 3)
    assert r.made and r.decl_below == 40           # 4 under seven at 10 (DERIVED, not printed)


def test_straight_bridge_needing_12_odd_tricks_per_denomination():
    assert odd_tricks_needed(12) == {"spades": 6, "clubs": 3, "diamonds": 2, "hearts": 2, "notrump": 1}


def test_straight_bridge_black_suit_cannot_lose_game_to_grand_slam():
    assert straight_score("clubs", 13) == 28 < 30


# ----- auction scoring oracles (001 part 1 §2.6-2.7) -----------------------------------------
def test_honour_table_as_printed():
    rows = {"spades": [4, 8, 16, 10, 18, 20], "clubs": [12, 24, 48, 30, 54, 60],
            "diamonds": [14, 28, 56, 35, 63, 70], "hearts": [16, 32, 64, 40, 72, 80],
            "royals": [18, 36, 72, 45, 81, 90]}
    holdings = [(2, 1), (2, 2), (4, 0), (3, 2), (4, 1), (5, 0)]
    for denom, row in rows.items():
        assert [auction_honours(denom, h) for h in holdings] == row
    assert [auction_honours("notrump", h) for h in [(2, 1), (2, 2), (4, 0)]] == [30, 40, 100]


def test_oracle_1_three_hearts_one_odd_simple_honours_16_and_opponents_100():
    r = auction_score(3, "hearts", 7, decl_honours=(2, 1))
    assert not r.made and r.decl_above == 16 and r.defs_above == 100 and r.decl_below == 0


def test_oracle_2_three_no_trumps_doubled_eleven_tricks_100_below_150_above():
    r = auction_score(3, "notrump", 11, doubled=1)
    assert r.decl_below == 100 and r.decl_above == 150


def test_oracle_3_revoke_three_hearts_doubled_64_toward_game_no_bonus():
    r = auction_score(3, "hearts", 7, doubled=1, revoke_by="defenders", revoke_tricks=1)
    assert r.made and r.decl_below == 64 and r.decl_above == 0


def test_doubled_and_redoubled_undertricks_and_dealer_one_spade_cap():
    assert auction_score(2, "hearts", 6, doubled=1).defs_above == 200
    assert auction_score(2, "hearts", 6, doubled=2).defs_above == 400
    assert auction_score(1, "spades", 2, doubled=1, dealer_one_spade=True).defs_above == 100
    assert auction_score(1, "spades", 2, dealer_one_spade=True).defs_above == 100   # down 5
    assert auction_score(1, "spades", 2, doubled=2, dealer_one_spade=True).defs_above == 1000
    assert auction_score(1, "spades", 1, dealer_one_spade=True).defs_above == 120   # + little slam
    assert auction_score(1, "spades", 6, dealer_one_spade=True).defs_above == 50


def test_score_pad_WE_42_THEY_492_they_win_by_450():
    pad = ScorePad(game=30, rubber=250)
    WE, THEY = 0, 1
    # WE make one heart with simple honours (constructed contract; the book gives results)
    pad.enter_auction(WE, auction_score(1, "hearts", 7, decl_honours=(2, 1)))
    # THEY defeat WE's royals by two; WE hold simple honours in royals
    pad.enter_auction(WE, auction_score(2, "royals", 6, decl_honours=(2, 1)))
    # THEY make 4 odd at no-trump with three aces: game
    pad.enter_auction(THEY, auction_score(2, "notrump", 10, decl_honours=(2, 1)))
    # THEY make 4 odd in royals with four honours divided: game and rubber
    pad.enter_auction(THEY, auction_score(3, "royals", 10, decl_honours=(2, 2)))
    assert pad.trick_totals() == [8, 76]
    assert pad.honour_totals() == [34, 166]
    assert pad.totals() == [42, 492]
    assert pad.winner == THEY and pad.totals()[THEY] - pad.totals()[WE] == 450


# ----- bidding oracles (001 part 1 §2.3, §2.7 no. 4-6, §2.14) ----------------------------------
def auction(first=3):
    return Auction({k: v for k, v in AUCTION_VALUES.items() if k != "nullo"}, first=first,
                   dealer_must_bid=True)


def test_bid_comparisons_equal_value_more_tricks_and_insufficient_and_impossible():
    a = auction()
    assert a.beats((3, "clubs"), (2, "royals"))              # 18 = 18, more tricks
    assert a.beats((2, "notrump"), (3, "clubs"))             # 20 > 18
    assert not a.beats((4, "clubs"), (3, "royals"))          # 24 < 27
    a.call(parse_action("bid 5 notrump"))
    assert a.lowest_sufficient("diamonds") is None           # 7 x 7 = 49 < 50: impossible
    assert "impossible" in a.why_illegal(parse_action("bid 6 diamonds"))
    b = auction()
    b.call(parse_action("bid 3 royals"))
    assert "5 clubs" in b.why_illegal(parse_action("bid 4 clubs"))


def test_book_flags_y_two_no_trumps_insufficient_over_three_diamonds():
    a = auction()
    for text in ["bid 1 hearts", "bid 1 royals", "bid 2 clubs", "bid 2 royals", "bid 3 diamonds", "pass"]:
        assert a.why_illegal(parse_action(text)) is None, text
        a.call(parse_action(text))
    assert "insufficient" in a.why_illegal(parse_action("bid 2 notrump"))


def test_worked_bidding_sequence_contract_two_no_trumps_declarer_B():
    a = auction()          # Z (seat 3) deals; A 0, Y 1, B 2
    calls = ["bid 1 spades", "pass", "bid 1 clubs", "bid 1 notrump", "bid 2 clubs", "bid 2 royals",
             "pass", "pass", "bid 3 clubs", "double", "pass", "bid 2 notrump", "pass", "pass", "pass"]
    for text in calls:
        assert a.why_illegal(parse_action(text)) is None, text
        a.call(parse_action(text))
    assert a.over and a.contract == (2, "notrump") and a.doubled == 0
    assert LETTERS[a.declarer] == "B"
    assert LETTERS[(a.declarer + 2) % 4] == "A" and LETTERS[(a.declarer + 1) % 4] == "Z"


def test_declarer_is_first_to_name_the_suit_not_the_last_bidder():
    a = auction()
    for text in ["bid 1 spades", "pass", "bid 1 clubs", "bid 1 notrump", "bid 2 clubs", "bid 2 royals",
                 "pass", "pass", "bid 3 clubs", "pass", "pass", "pass"]:
        a.call(parse_action(text))
    assert a.contract == (3, "clubs") and LETTERS[a.declarer] == "Y"


def test_overbid_cancels_doubles_and_no_double_of_partner():
    a = Auction(AUCTION_VALUES, first=0)
    a.call(parse_action("bid 2 hearts"))     # A
    a.call(parse_action("double"))           # Y
    a.call(parse_action("redouble"))         # B
    a.call(parse_action("bid 2 royals"))     # Z
    assert a.doubled == 0
    assert a.why_illegal(parse_action("double")) is None         # A may double Z's royals
    a.call(parse_action("bid 3 hearts"))     # A
    assert a.doubled == 0
    assert a.why_illegal(parse_action("double")) is None      # Y may double again
    a.call(parse_action("pass"))
    assert "partner" in a.why_illegal(parse_action("double"))


# ----- the book's deals through the playable states -----------------------------------------
from hoyle.core.chance import StackedShuffler  # noqa: E402
from hoyle.core.errors import IllegalAction  # noqa: E402
from hoyle.core.registry import get_game  # noqa: E402


def bridge_state(deal_id, slug, **opts):
    hands = hands_of(DEALS[deal_id])
    deck = [hands[(3 + 1 + j) % 4][j // 4] for j in range(52)]      # Z (seat 3) deals
    return get_game(slug).new_deal(rules=opts, shuffler=StackedShuffler([deck]), context={"dealer": 3})


def play_book_rows(s, deal_id):
    for row in corrected_rows(DEALS[deal_id]):
        for _ in range(4):
            hand = s.tp.turn
            assert s.to_act == (s.declarer if hand == s.dummy else hand)
            s.apply(f"play {row[hand]}")


def test_straight_bridge_deal_1_dealer_declares_no_trump_nine_tricks_game():
    s = bridge_state("bridge-1", "straight-bridge")
    for text in ["declare notrump", "pass", "pass"]:     # Z names no-trump; A asks, B lets him lead
        s.apply(text)
    assert s.phase == "play" and LETTERS[s.tp.leader] == "A" and LETTERS[s.dummy] == "Y"
    play_book_rows(s, "bridge-1")
    r = s.result()
    assert r["tricks"] == [4, 9] and r["below"] == [0, 36] and r["game_won_by"] == 1
    assert r["above"] == [0, 0]                            # aces divided two and two


def test_straight_bridge_deal_2_dummy_declares_no_trump_dealer_plays_24():
    s = bridge_state("bridge-2", "straight-bridge")
    s.apply("pass")                                        # "I leave it to you, partner"
    with pytest.raises(IllegalAction):
        s.apply("pass")                                    # the dummy must name it
    s.apply("declare notrump")
    assert LETTERS[s.maker] == "Y" and LETTERS[s.declarer] == "Z"
    s.apply("pass")
    s.apply("pass")
    play_book_rows(s, "bridge-2")
    assert s.result()["below"] == [0, 24]


def test_straight_bridge_doubling_stops_at_100_a_trick():
    s = bridge_state("bridge-1", "straight-bridge")
    s.apply("declare notrump")
    for text in ["double", "redouble", "redouble"]:        # 12 -> 24 -> 48 -> 96
        s.apply(text)
    assert s.phase == "play" and s.doubled == 3


def test_auction_deal_1_correction_two_no_trumps_insufficient_three_no_trumps_makes_game():
    s = bridge_state("auction-1", "auction-bridge")
    for text in ["bid 1 hearts", "bid 1 royals", "bid 2 clubs", "bid 2 royals", "bid 3 diamonds", "pass"]:
        s.apply(text)
    with pytest.raises(IllegalAction) as e:
        s.apply("bid 2 notrump")                            # as printed: 20 < 21
    assert "insufficient" in str(e.value) and "law 50" in str(e.value)
    for text in ["bid 3 notrump", "pass", "pass", "pass"]:  # correction "auction-1-2nt-insufficient"
        s.apply(text)
    assert s.contract == (3, "notrump") and LETTERS[s.declarer] == "Y" and LETTERS[s.dummy] == "Z"
    assert LETTERS[s.tp.leader] == "B"
    play_book_rows(s, "auction-1")
    r = s.result()
    assert r["tricks"] == [4, 9] and r["below"] == [0, 30] and r["game_won_by"] == 1


def test_auction_deal_2_nullo_by_y_made_losing_four_odd():
    s = bridge_state("auction-2", "auction-bridge", nullo=True)
    for text in ["bid 1 spades", "pass", "bid 1 nullo", "pass", "pass", "pass"]:
        s.apply(text)
    assert s.contract == (1, "nullo") and LETTERS[s.declarer] == "Y" and s.tp.trump is None
    play_book_rows(s, "auction-2")
    r = s.result()
    assert r["tricks"] == [10, 3] and r["below"] == [0, 40]   # DERIVED value at 10 a trick


def test_auction_rubber_bonus_250_when_second_game_won():
    s = bridge_state("auction-1", "auction-bridge")
    s.context["games"] = [0, 1]
    s.games_before = [0, 1]
    for text in ["bid 1 hearts", "bid 1 royals", "bid 2 clubs", "bid 2 royals", "bid 3 diamonds", "pass",
                 "bid 3 notrump", "pass", "pass", "pass"]:
        s.apply(text)
    play_book_rows(s, "auction-1")
    r = s.result()
    assert r["rubber_won_by"] == 1 and r["above"][1] == 250
    assert s.outcome() == [-280, 280, -280, 280]


def test_dummy_hand_hidden_until_the_opening_lead():
    s = bridge_state("auction-1", "auction-bridge")
    for text in ["bid 1 hearts", "pass", "pass", "pass"]:
        s.apply(text)
    assert "dummy_hand" not in s.view(0)
    assert set(s.tp.hands[s.dummy]) <= s.hidden_cards(s.declarer)
    s.apply(s.legal_actions()[0])
    assert s.view(0)["dummy_hand"] and not (set(s.tp.hands[s.dummy]) & s.hidden_cards(0))


# ----- referee calls (American Laws of Auction Bridge, 1913; 001 part 1 §2.15) ---------------
from hoyle.core.chance import SeededShuffler  # noqa: E402


def auction_deal(seed=1, **opts):
    return get_game("auction-bridge").new_deal(rules=opts, shuffler=SeededShuffler(seed))


def test_law_50_insufficient_bid_made_good_partner_barred_until_opponent_bids():
    s = auction_deal()
    s.apply("bid 1 spades")                    # W (dealer)
    s.apply("bid 3 royals")                    # N
    r = s.referee("insufficient-bid", seat=1, bid="2 hearts")     # E bids 2 hearts, insufficient
    assert "law 50" in r.law and s.auction.contract == (4, "hearts")
    s.apply("pass")                            # S
    assert [str(a) for a in s.legal_actions()] == ["pass"]        # W, E's partner, is barred
    with pytest.raises(IllegalAction) as e:
        s.apply("bid 5 hearts")
    assert "law 50" in str(e.value)


def test_law_50_barred_partner_released_by_opponents_bid():
    s = auction_deal()
    s.apply("bid 1 spades")
    s.apply("bid 3 royals")
    s.referee("insufficient-bid", seat=1, bid="2 hearts")
    s.apply("bid 4 royals")                    # S, an opponent, bids
    assert len(s.legal_actions()) > 1          # W may bid again


def test_law_50_impossible_bid_plays_seven():
    s = auction_deal()
    s.apply("bid 1 spades")
    s.apply("bid 5 notrump")
    r = s.referee("insufficient-bid", seat=1, bid="6 diamonds")
    assert "seven" in r.penalty and s.contract == (7, "diamonds") and s.declarer == 1
    assert s.phase == "play"


def test_law_49_bid_out_of_turn_new_deal_or_stands():
    s = auction_deal()
    r = s.referee("bid-out-of-turn", seat=1, bid="1 hearts", penalty="new-deal")
    assert "law 49" in r.law and s.is_over and s.outcome() == [0, 0, 0, 0]
    t = auction_deal()
    t.referee("bid-out-of-turn", seat=1, bid="1 hearts", penalty="stand")
    assert t.auction.contract == (1, "hearts") and t.to_act == 2


def test_law_54_and_90_honour_score_penalties():
    s = bridge_state("auction-1", "auction-bridge")
    for text in ["bid 1 hearts", "bid 1 royals", "bid 2 clubs", "bid 2 royals", "bid 3 diamonds", "pass",
                 "bid 3 notrump", "pass", "pass", "pass"]:
        s.apply(text)
    assert "law 54" in s.referee("double-partner", seat=0).law           # A doubled B: 50 to Y-Z
    play_book_rows(s, "auction-1")
    assert "law 90" in s.referee("looked-at-quitted-trick", seat=1).law  # Y looked: 25 to A-B
    r = s.result()
    assert r["above"] == [25, 50] and r["below"] == [0, 30]


def test_law_76_opponent_lead_out_of_turn_declarer_calls_suit():
    s = auction_deal(seed=4)
    for text in ["bid 1 hearts", "pass", "pass", "pass"]:
        s.apply(text)
    leader = s.tp.turn
    offender = (leader + 2) % 4                # the leader's partner leads instead
    card = s.tp.hands[offender][0]
    r = s.referee("lead-out-of-turn", seat=offender, card=str(card), penalty="call-suit")
    assert "law 76" in r.law
    with pytest.raises(IllegalAction):
        s.referee("call-suit", seat=offender, suit="clubs")                 # only the declarer
    suit = s.tp.hands[leader][0] & 3
    s.referee("call-suit", seat=s.declarer, suit=suit)
    assert all(a.args[0] & 3 == suit for a in s.legal_actions())


def test_law_67_exposed_card_called_by_declarer_and_public():
    s = auction_deal(seed=4)
    for text in ["bid 1 hearts", "pass", "pass", "pass"]:
        s.apply(text)
    s.apply(s.legal_actions()[0])              # opening lead
    opp = (s.declarer + 3) % 4 if s.tp.turn != (s.declarer + 3) % 4 else (s.declarer + 1) % 4
    card = s.tp.hands[opp][-1]
    assert "67-68" in s.referee("exposed-card", seat=opp, card=str(card)).law
    assert card not in s.hidden_cards(s.declarer)
    assert "law 75" in s.referee("call-card", seat=s.declarer, target=opp, card=str(card)).law
    assert "law 72" in s.referee("exposed-card", seat=s.declarer, card=str(s.tp.hands[s.declarer][0])).law


def test_law_84_revoke_by_defenders_three_tricks_or_100_and_by_declarer():
    # oracle 3 through the scorer: 3 hearts doubled, 7 tricks, defenders revoke -> 64 below
    r = auction_score(3, "hearts", 7, doubled=1, revokes=(0, 1))
    assert r.made and r.decl_below == 64 and r.decl_above == 0
    r = auction_score(3, "hearts", 7, doubled=1, revokes=(0, 1), revoke_choice="points")
    assert not r.made and r.decl_above == 100 and r.defs_above == 0
    r = auction_score(2, "hearts", 9, revokes=(1, 0))       # declarer revokes: no trick points
    assert r.decl_below == 0 and r.defs_above == 100
    r = auction_score(2, "hearts", 6, revokes=(1, 0))       # ... besides the undertricks
    assert r.defs_above == 100 + 100
    r = auction_score(2, "hearts", 9, revokes=(0, 2))       # a second revoke costs 100 more
    assert r.decl_above == 100 and r.decl_below == 8 * 6


def test_law_89_both_sides_revoke_only_honours():
    r = auction_score(2, "hearts", 9, revokes=(1, 1), decl_honours=(2, 1), defs_honours=(1, 1))
    assert (r.decl_below, r.decl_above, r.defs_above) == (0, 16, 0)


def test_law_8_seven_bid_twelve_tricks_little_slam_though_failed():
    r = auction_score(7, "hearts", 12)
    assert not r.made and r.decl_above == 20 and r.defs_above == 50


# ----- double dummy bridge (001 part 1 §4.10) -------------------------------------------------
def test_double_dummy_bridge_passed_declaration_made_by_dummy_schedule_no_doubling():
    from hoyle.games.bridge.variants import dummy_declaration
    s = get_game("double-dummy-bridge").new_deal(shuffler=SeededShuffler(3))
    assert s.num_players == 2 and s.dealer == 1 and s.to_act == 1
    s.apply("pass")                                           # East leaves it to his dummy (West)
    assert s.phase == "play" and s.contract[1] == dummy_declaration(s.dealt[3])
    assert s.to_act == 0                                     # South (North's dummy) leads first
    assert set(s.tp.hands[2]) <= s.hidden_cards(1)                # not yet exposed
    s.apply(s.legal_actions()[0])
    v = s.view(1)
    assert set(v["dummy_hands"]) == {"S", "W"}                # both dummies face up after the lead
    assert not (set(s.tp.hands[2]) | set(s.tp.hands[3])) & s.hidden_cards(1)
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert len(s.outcome()) == 2 and sum(s.outcome()) == 0


def test_double_dummy_bridge_dealer_declares_and_plays_at_once():
    s = get_game("double-dummy-bridge").new_deal(shuffler=SeededShuffler(3))
    s.apply("declare hearts")
    assert s.phase == "play" and s.doubled == 0


# ----- reversi, short and duplicate auction (001 part 1 §4.2, 4.13, 4.14) ---------------------
def test_reversi_bridge_dealer_scores_what_the_adversaries_take():
    s = bridge_state("bridge-1", "reversi-bridge")
    for text in ["declare notrump", "pass", "pass"]:
        s.apply(text)
    play_book_rows(s, "bridge-1")
    r = s.result()
    assert r["below"] == [36, 0]            # Y-Z's three by cards score to A-B in reversi


def test_short_bridge_has_no_doubling():
    s = bridge_state("bridge-1", "short-bridge")
    s.apply("declare notrump")
    assert s.phase == "play" and s.doubled == 0


@pytest.mark.parametrize("before, winner, seats", [
    ([0, 0], "EW", [-1, 1, -1, 1]),
    ([60, 10], "NS", [1, -1, 1, -1]),     # EW reach 30, but NS have more points: NS win the game
])
def test_short_bridge_game_goes_to_the_side_with_more_points_when_30_is_reached(before, winner, seats):
    # worked by hand from 001 part 1 §4.14 on the book's deal 1: Y-Z (East-West) make nine
    # tricks at no-trump, 36 below the line (game reached); the game, one stake, goes to the side
    # with more points for tricks and honours together
    hands = hands_of(DEALS["bridge-1"])
    deck = [hands[(3 + 1 + j) % 4][j // 4] for j in range(52)]
    m = get_game("short-bridge").new_match(4, shuffler=StackedShuffler([deck]),
                                           context={"dealer": 3, "short_points": before})
    s = m.next_deal()
    s.apply("declare notrump")
    play_book_rows(s, "bridge-1")
    m.finish(s)
    st = m.settled()
    assert st.rubbers[0]["winner"] == winner and st.rubbers[0]["points"] == [before[0], before[1] + 36]
    assert st.per_seat == seats and st.unit == "stakes" and m.is_over
    assert m.context["below"] == [0, 0] and m.context["short_points"] == [0, 0]


def test_duplicate_auction_125_for_thirty_in_one_deal_no_games():
    s = bridge_state("auction-1", "duplicate-auction")
    for text in ["bid 1 hearts", "bid 1 royals", "bid 2 clubs", "bid 2 royals", "bid 3 diamonds", "pass",
                 "bid 3 notrump", "pass", "pass", "pass"]:
        s.apply(text)
    play_book_rows(s, "auction-1")
    r = s.result()
    assert r["below"] == [0, 30] and r["above"] == [0, 125] and r["game_won_by"] is None
