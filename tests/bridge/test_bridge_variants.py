"""Bridge varieties (001 part 1 §4): settlements, the mechanical dummy declaration, three-hand
honours, king's bridge, reversi, duplicate auction."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.games.bridge.variants import (dummy_declaration, duplicate_auction_bonus, kings_bridge_score,
                                         pairwise_settlement, reversi_score, three_hand_honours)


def test_bridge_for_three_settlement_A_320_B_80_C_64():
    pairs, net = pairwise_settlement({"A": 320, "B": 80, "C": 64})
    assert pairs[("B", "A")] == 240 and pairs[("C", "A")] == 256 and pairs[("C", "B")] == 16


def test_three_hand_auction_settlement_with_the_books_misprint():
    # printed totals A 240, B 980, C 456 and nets A -955, B +1264, C -309: the A-C difference
    # is 216, not the printed 215 (catalog misprint flag); the nets follow from 215.
    pairs, net = pairwise_settlement({"A": 240, "B": 980, "C": 456})
    assert pairs[("A", "B")] == 740 and pairs[("C", "B")] == 524
    assert pairs[("A", "C")] == 216                        # the print says 215
    assert net == {"A": -956, "B": 1264, "C": -308}         # printed: -955, +1264, -309
    # reading C as 455 gives A's printed -955 but then B +1265 and C -310, not +1264 / -309
    pairs, net = pairwise_settlement({"A": 240, "B": 980, "C": 455})
    assert pairs[("A", "C")] == 215 and net == {"A": -955, "B": 1265, "C": -310}


def test_dummy_declaration_schedule():
    assert dummy_declaration(parse_cards("AS AH AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC")) == "notrump"
    assert dummy_declaration(parse_cards("AS KS 2S 4H 5H 6H 7H 8H AD KD 2C 3C 4C")) == "hearts"
    # spades and clubs four each: A K 3 2 = 11 + 10 + 3 + 2 = 26 against Q J T 9 = 39 -> clubs
    assert dummy_declaration(parse_cards("AS KS 3S 2S QC JC TC 9C 2H 3H 4D 5D 6D")) == "clubs"
    # equal length and pips: the higher-valued suit (hearts over diamonds)
    assert dummy_declaration(parse_cards("KH 5H 4H 3H KD 5D 4D 3D 2S 3S 4S 2C 3C")) == "hearts"


def test_three_hand_honours_individual():
    assert [three_hand_honours("hearts", h) for h in range(6)] == [0, 8, 16, 24, 64, 80]
    assert three_hand_honours("notrump", 2) == 20 and three_hand_honours("notrump", 4) == 100


def test_kings_bridge_plus_32_or_each_other_42():
    players = ["D", "P", "Q", "R"]
    assert kings_bridge_score(16, 16, True, players, "D") == {"D": 32, "P": 0, "Q": 0, "R": 0}
    assert kings_bridge_score(12, 30, False, players, "D") == {"D": 0, "P": 42, "Q": 42, "R": 42}


def test_reversi_dealer_scores_24_and_30():
    assert reversi_score("notrump", 2, 30) == (24, 30)


def test_duplicate_auction_125_bonus():
    assert duplicate_auction_bonus(30) == 125 and duplicate_auction_bonus(28) == 0


# ----- three-hand auction, playable (§4.1) -------------------------------------------------------
from hoyle.core.chance import SeededShuffler  # noqa: E402
from hoyle.core.errors import SetupError  # noqa: E402
from hoyle.core.registry import get_game  # noqa: E402
from hoyle.games.bridge.scoring import auction_score  # noqa: E402


def _play_out(s):
    while not s.is_over:
        s.apply(s.legal_actions()[0])


def test_three_hand_auction_two_passes_end_bidding_declarer_takes_dummy():
    s = get_game("three-hand-auction").new_deal(shuffler=SeededShuffler(7))
    assert s.to_act == 2                                  # the dealer opens
    dummy = list(s.dummy_hand)
    assert set(dummy) <= s.hidden_cards(2)                # untouched until the bidding ends
    s.apply("bid 2 hearts")
    s.apply("bid 2 royals")
    s.apply("pass")
    s.apply("pass")
    assert s.phase == "play" and s.declarer == 0 and s.to_act == 1    # left of the declarer leads
    assert not set(dummy) & s.hidden_cards(0)             # the declarer has taken the dummy
    assert set(dummy) <= s.hidden_cards(1)                # the others see it after the lead
    s.apply(s.legal_actions()[0])
    assert not set(dummy) & s.hidden_cards(1)


def test_three_hand_failed_contract_scores_to_each_adversary_and_settles_pairwise():
    for seed in range(40):
        s = get_game("three-hand-auction").new_deal(shuffler=SeededShuffler(seed))
        s.apply("bid 7 notrump")
        s.apply("pass")
        s.apply("pass")
        _play_out(s)
        w = s.tp.won
        if w[0] + w[2] < 13:
            break
    r = auction_score(7, "notrump", s.tp.won[0] + s.tp.won[2])
    pts = s.deal_points()
    aces = [sum(1 for c in s.dealt[p] if c >> 2 == 12) for p in range(4)]
    hon = [10 * a if a < 4 else 100 for a in aces]
    assert pts[0] == r.defs_above + hon[0] and pts[1] == r.defs_above + hon[1]
    assert pts[2] == r.decl_above + hon[2] + hon[3]
    assert s.outcome() == [3 * p - sum(pts) for p in pts] and sum(s.outcome()) == 0


def test_three_hand_game_worth_125_and_rubber_250():
    for seed in range(60):
        s = get_game("three-hand-auction").new_deal(shuffler=SeededShuffler(seed), context={"games": [0, 0, 1]})
        s.apply("bid 1 notrump")
        s.apply("pass")
        s.apply("pass")
        _play_out(s)
        if s.tp.won[0] + s.tp.won[2] >= 9:
            break
    s.deal_points()
    assert s._result["games"][2] == 2
    below = (s.tp.won[0] + s.tp.won[2] - 6) * 10
    assert s._result["below"][2] == below and below >= 30
    aces = [sum(1 for c in s.dealt[p] if c >> 2 == 12) for p in range(4)]
    hon2 = sum(10 * a if a < 4 else 100 for a in (aces[2], aces[3]))
    slam = auction_score(1, "notrump", s.tp.won[0] + s.tp.won[2]).decl_above     # 20 or 40 for a slam
    assert s.deal_points()[2] == below + hon2 + slam + 125 + 250


# ----- bridge for three, playable (§4.3) ---------------------------------------------------------
def test_bridge_for_three_dummy_declares_by_schedule_only_eldest_doubles():
    from hoyle.games.bridge.variants import dummy_declaration
    s = get_game("bridge-for-three").new_deal(shuffler=SeededShuffler(5))
    assert s.to_act == 2
    dummy = list(s.tp.hands[2])
    assert set(dummy) <= s.hidden_cards(2)                # the dealer does not see the dummy yet
    s.apply("pass")
    assert s.denom == dummy_declaration(dummy) and s.to_act == 0     # eldest (dealer's left)
    s.apply("double")
    assert s.to_act == 2 and [str(a) for a in s.legal_actions()][-1] == "redouble"
    s.apply("pass")
    _play_out(s)
    pts, below, _ = s.deal_points()
    assert below[0] == below[1] == 0                      # only the dealer scores below the line
    assert sum(s.outcome()) == 0


def test_bridge_for_three_adversaries_tricks_over_book_above_the_line_each():
    for seed in range(40):
        s = get_game("bridge-for-three").new_deal(shuffler=SeededShuffler(seed))
        s.apply("declare spades")
        s.apply("pass")
        _play_out(s)
        if s.tp.won[1] + s.tp.won[3] > 6:
            break
    pts, below, _ = s.deal_points()
    over = (s.tp.won[1] + s.tp.won[3] - 6) * 2
    assert below == [0, 0, 0] and pts[0] >= over and pts[1] >= over


# ----- settlements: king's bridge (§4.12) "as at skat" (001 part 4 §6.8) ------------------------
from hoyle.core import IllegalAction  # noqa: E402
from hoyle.games.bridge.variants import bridge_to_the_score, kings_bridge_deal, skat_settlement  # noqa: E402


def test_skat_6_8_settlement_three_players_minus_121_plus_164_minus_43():
    assert skat_settlement([-7, 88, 19]) == [-121, 164, -43]


def test_skat_6_8_settlement_four_players_plus_56_minus_520_plus_688_minus_224():
    assert skat_settlement([186, 42, 344, 116]) == [56, -520, 688, -224]


def test_kings_bridge_4_12_plus_32_to_dealer_or_42_to_each_other_by_seat():
    assert kings_bridge_deal(16 + 16, dealer=3) == [0, 0, 0, 32]
    assert kings_bridge_deal(-(12 + 30), dealer=1) == [42, 0, 42, 42]
    assert kings_bridge_deal(0, dealer=0) == [0, 0, 0, 0]
    # settled as at skat: the dealer's +32 is worth 96 to him, 32 from each other player
    assert skat_settlement(kings_bridge_deal(32, 3)) == [-32, -32, -32, 96]
    assert skat_settlement(kings_bridge_deal(-42, 3)) == [42, 42, 42, -126]


def _random_play(s, seed=0):
    import random
    rng = random.Random(seed)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))


def test_kings_bridge_4_12_dealer_passes_opposite_declares_by_schedule_no_doubling():
    from hoyle.games.bridge.variants import dummy_declaration
    s = get_game("kings-bridge").new_deal(shuffler=SeededShuffler(3))
    assert s.to_act == 3 and s.dealer == 3                 # West deals and declares
    partner_hand = list(s._hands[1])
    s.apply("pass")
    assert s.contract == (1, dummy_declaration(partner_hand)) and s.declarer == 3
    assert s.phase == "play" and s.to_act == 0             # no doubling: North leads at once
    with pytest.raises(IllegalAction):
        s.apply("double")


def test_kings_bridge_4_12_deal_points_go_to_dealer_or_each_other_and_settle_as_skat():
    seen = set()
    for seed in range(30):
        s = get_game("kings-bridge").new_deal(shuffler=SeededShuffler(seed), context={"dealer": seed % 4})
        s.apply("declare hearts" if seed % 2 else "pass")
        _random_play(s, seed)
        r = s.result()
        ds = s.dealer & 1
        net = (r["below"][ds] + r["above"][ds]) - (r["below"][1 - ds] + r["above"][1 - ds])
        plus = s.plus_scores()
        if net > 0:
            assert plus[s.dealer] == net and sum(plus) == net
            seen.add("won")
        elif net < 0:
            assert plus[s.dealer] == 0 and all(plus[p] == -net for p in range(4) if p != s.dealer)
            seen.add("lost")
        assert s.outcome() == [4 * p - sum(plus) for p in plus]
        assert r["game_won_by"] is None and r["rubber_won_by"] is None     # no games or rubbers
    assert seen == {"won", "lost"}


def _play_match(m, limit=200):
    """Play a match out with the game's heuristic bots."""
    from hoyle.bots import make_bot
    n = 0
    while not m.is_over and n < limit:
        s = m.next_deal()
        bots = [make_bot("bot", m.game, i, seed=n + i) for i in range(s.num_players)]
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        m.finish(s)
        n += 1
    return m


def test_kings_bridge_4_12_match_twelve_deals_four_with_each_partner_settled_as_skat():
    m = _play_match(get_game("kings-bridge").new_match(seed=4, players=["K", "L", "M", "N"]))
    assert len(m.deals) == 12 and m.is_over
    partners = [rec["seating"][1] for rec in m.deals]     # East, the fixed West player's partner
    assert all(rec["seating"][3] == "N" for rec in m.deals)          # the first dealer stays put
    assert partners == ["L"] * 4 + ["M"] * 4 + ["K"] * 4
    settle = m.settlement()
    assert sum(settle.values()) == 0
    assert settle == dict(zip("KLMN", skat_settlement([m.scores[p] for p in "KLMN"])))
    assert settle == m.net                                 # the deals' outcomes add up to it


# ----- pivot bridge (§4.6) -------------------------------------------------------------------------
def test_pivot_4_6_match_three_rubbers_first_dealer_fixed_each_partners_each_other():
    m = _play_match(get_game("pivot-bridge").new_match(seed=2, players=["A", "B", "C", "D"]))
    assert m.is_over and len(m.rubber_winners) == 3
    seatings = []
    for rec in m.deals:
        if not seatings or seatings[-1] != rec["seating"]:
            seatings.append(rec["seating"])
    assert [s[3] for s in seatings] == ["D"] * 3           # the first dealer (West) keeps her seat
    # A, on her left (North), walks behind her to her right (South); B and C move up one
    assert seatings[1] == ["B", "C", "A", "D"] and seatings[2] == ["C", "A", "B", "D"]
    assert [s[1] for s in seatings] == ["B", "C", "A"]     # her partner, rubber by rubber
    # each keeps what his side scored (no netting per rubber): replay every deal and add up
    from hoyle.core import replay
    expect = dict.fromkeys("ABCD", 0)
    for rec in m.deals:
        r = replay(rec).result()
        for seat, who in enumerate(rec["seating"]):
            expect[who] += r["below"][seat & 1] + r["above"][seat & 1]
    assert m.scores == expect
    assert sum(m.net.values()) == 0


# ----- progressive bridge (§4.7) -------------------------------------------------------------------
def test_progressive_4_7_deal_scored_alone_no_games_or_rubbers():
    found = False
    for seed in range(60):
        s = get_game("progressive-bridge").new_deal(shuffler=SeededShuffler(seed),
                                                    context={"below": [20, 20], "games": [1, 1]})
        assert s.below_before == [0, 0] and s.games_before == [0, 0]    # nothing carries in
        s.apply("bid 3 notrump")
        for _ in range(3):
            s.apply("pass")
        _random_play(s, seed)
        r = s.result()
        assert r["game_won_by"] is None and r["rubber_won_by"] is None
        if r["below"][1] >= 30:
            found = True
            assert s.side_points()[1] == r["below"][1] + r["above"][1]   # no rubber bonus in it
    assert found


def test_progressive_4_7_room_rounds_of_four_deals_ew_move_standings():
    m = _play_match(get_game("progressive-bridge").new_match(seed=5, tables=3))
    assert m.is_over and len(m.deals) == 3 * 3 * 4          # three rounds, three tables, four deals
    rounds = [m.deals[k * 12:(k + 1) * 12] for k in range(3)]
    for k, deals in enumerate(rounds):
        for t in range(3):
            at_t = [d["pairs"] for d in deals if d["table"] == t]
            assert len(at_t) == 4 and all(p == at_t[0] for p in at_t)
            assert at_t[0] == [f"NS{t + 1}", f"EW{(t - k) % 3 + 1}"]     # E-W moved k tables on
    from hoyle.core import replay
    expect = dict.fromkeys(m.scores, 0)
    for rec in m.deals:
        pts = replay(rec).side_points()
        for side in (0, 1):
            expect[rec["pairs"][side]] += pts[side]
    assert m.scores == expect
    places = m.standings()
    assert [p[2] for p in places] == sorted(expect.values(), reverse=True)


def test_progressive_4_7_even_number_of_deals_per_round():
    with pytest.raises(ValueError, match="even"):
        get_game("progressive-bridge").new_match(tables=2, deals_per_round=3)


# ----- duplicate bridge, bridge to the score (§4.8) -------------------------------------------------
def test_duplicate_bridge_4_8_fifty_to_the_greater_trick_score_of_a_round():
    assert bridge_to_the_score([44, 30]) == [50, 0]
    assert bridge_to_the_score([6, 24]) == [0, 50]
    assert bridge_to_the_score([12, 12]) == [0, 0]          # equal: no bonus (our reading)


def test_duplicate_bridge_4_8_match_rounds_of_four_bonus_then_opponents_change():
    from hoyle.core import replay
    m = _play_match(get_game("duplicate-bridge").new_match(seed=8, players=list("ABCD")))
    assert m.is_over and len(m.deals) == 12 and len(m.bonuses) == 3
    expect = dict.fromkeys("ABCD", 0)
    for k in range(3):
        deals = m.deals[4 * k:4 * k + 4]
        seating = deals[0]["seating"]
        assert all(d["seating"] == seating for d in deals)
        tricks = [0, 0]
        for rec in deals:
            r = replay(rec).result()
            assert r["game_won_by"] is None
            for seat, who in enumerate(seating):
                expect[who] += r["below"][seat & 1] + r["above"][seat & 1]
            tricks = [tricks[0] + r["below"][0], tricks[1] + r["below"][1]]
        assert m.bonuses[k] == bridge_to_the_score(tricks)
        for seat, who in enumerate(seating):
            expect[who] += m.bonuses[k][seat & 1]
    assert m.scores == expect
    partners = {frozenset((d["seating"][0], d["seating"][2])) for d in m.deals}
    assert len(partners) == 3                                # new opponents each round


# ----- auction without dummy (§1.3, §4.15) -------------------------------------------------------
def test_auction_without_dummy_1_3_no_hand_exposed_each_plays_his_own():
    s = get_game("auction-without-dummy").new_deal(shuffler=SeededShuffler(11))
    s.apply("bid 1 hearts")
    for _ in range(3):
        s.apply("pass")
    assert s.declarer == 3 and s.to_act == 0
    partner = set(s.tp.hands[1])
    turns = []
    while not s.is_over:
        assert partner - set(s.tp.hands[1]) <= set(c for _, cs, _ in s.tp.quitted for c in cs) | set(s.tp.trick)
        for seat in (0, 2, 3):                               # nobody but East sees East's cards
            assert set(s.tp.hands[1]) <= set(s.hidden_cards(seat))
            assert "dummy_hand" not in s.view(seat)
        turns.append((s.to_act, s.tp.turn))
        s.apply(s.legal_actions()[0])
    assert all(a == b for a, b in turns)                     # every hand plays for itself
    assert 1 in {a for a, _ in turns}                        # the declarer's partner too
    assert sum(s.outcome()) == 0


# ----- nullo (§2.13): the book's rules and our readings ------------------------------------------
def test_nullo_2_13_ten_a_trick_under_seven_and_ranks_below_notrump():
    s = get_game("nullo").new_deal(shuffler=SeededShuffler(1))
    s.apply("bid 2 hearts")
    assert "bid 2 nullo" in s.legal_strings()                          # 20 over 16
    s.apply("bid 2 nullo")
    c = s.clone()
    assert "bid 2 notrump" in c.legal_strings()                        # two no-trumps overcall two nullos
    assert "bid 2 royals" not in s.legal_strings() and "bid 3 royals" in s.legal_strings()
    s.apply("bid 2 notrump")
    assert "bid 2 nullo" not in s.legal_strings() and "bid 3 nullo" in s.legal_strings()
    r = auction_score(3, "nullo", 4)                   # "three nullos": four tricks only
    assert r.made and r.decl_below == 30 and r.decl_above == 0
    assert auction_score(3, "nullo", 2).decl_below == 50              # tricks lost beyond: 10 each
    bad = auction_score(3, "nullo", 6)
    assert not bad.made and bad.decl_below == 0 and bad.defs_above == 100
    assert auction_score(3, "nullo", 6, doubled=1).defs_above == 200
    # no honours at nullo, whoever holds them
    assert auction_score(1, "nullo", 5, decl_honours=(4, 1), defs_honours=(0, 0)).decl_above == 0


def test_nullo_2_13_doubled_made_earns_law_56_bonus_reading():
    r = auction_score(2, "nullo", 3, doubled=1)        # four under seven, two over the contract
    assert r.decl_below == 4 * 10 * 2 and r.decl_above == 50 + 2 * 50
    r = auction_score(2, "nullo", 5, doubled=2)
    assert r.decl_below == 2 * 10 * 4 and r.decl_above == 100


def test_nullo_2_13_adversaries_revoke_declarer_gives_three_tricks_or_takes_100():
    # the declarer of three nullos took six tricks; the adversaries revoked
    given = auction_score(3, "nullo", 6, revokes=(0, 1), revoke_choice="tricks")
    assert given.made and given.decl_below == 40        # six less three given = three: four under seven
    taken = auction_score(3, "nullo", 6, revokes=(0, 1), revoke_choice="points")
    assert not taken.made and taken.decl_above == 100 and taken.defs_above == 0
    own = auction_score(3, "nullo", 4, revokes=(1, 0))  # his own revoke: 100 to them, as usual
    assert own.decl_below == 0 and own.defs_above == 100


def test_nullo_registered_game_allows_the_bid():
    s = get_game("nullo").new_deal(shuffler=SeededShuffler(1))
    assert "bid 1 nullo" in s.legal_strings()
    assert "bid 1 nullo" not in get_game("auction-bridge").new_deal(shuffler=SeededShuffler(1)).legal_strings()


# ----- six-hand bridge (§4.9) ----------------------------------------------------------------------
def test_six_hand_4_9_dealer_passes_dummy_goes_to_the_dealer_at_the_other_end():
    from hoyle.games.bridge.variants import dummy_declaration  # noqa: F401
    s = get_game("six-hand-bridge").new_deal(shuffler=SeededShuffler(9))
    assert s.num_players == 6 and s.to_act == 0              # position 1 deals at the first table
    t1 = s.tables[0]
    from collections import Counter
    dummy = set(t1._hands[1])
    before = Counter(s.hidden_cards(3))                       # two packs: a card twice at most
    s.apply("pass")
    assert s.to_act == 3                                      # position 4, the other end's dealer
    assert "pass" not in s.legal_strings()                    # he must declare for his partner
    after = Counter(s.hidden_cards(3))
    assert all(after[c] == before[c] - 1 for c in dummy)      # the dummy is handed to him
    assert dummy <= set(t1.hidden_cards(0)) and dummy <= set(t1.hidden_cards(3))
    assert s.view(3)["tables"][0]["hand"] == sorted(str(c) for c in dummy)
    s.apply("declare clubs")
    assert t1.contract == (1, "clubs") and t1.declarer == 3   # West (position 1) plays it
    assert s.to_act == 1                                      # left-hand adversary may double


def test_six_hand_4_9_partners_share_both_tables_and_the_deal_is_zero_sum():
    for seed in range(6):
        s = get_game("six-hand-bridge").new_deal(shuffler=SeededShuffler(seed))
        _random_play(s, seed)
        d = [sub.outcome()[0] for sub in s.tables]          # each adversary pair's net
        assert s.outcome() == [-d[0] - d[1], d[0], d[1], -d[0] - d[1], d[0], d[1]]
        # seats act only at their own table (the other end's dealer only for the dummy)
        for seat, action in s.history:
            assert seat in (0, 1, 2, 3, 4, 5)


def test_six_hand_4_9_a_table_sitting_out_has_no_actions_and_zero_outcome():
    s = get_game("six-hand-bridge").new_deal(shuffler=SeededShuffler(4), context={"idle": [1]})
    assert s.tables[1] is None and sum(map(len, s.card_locations().values())) == 52   # one pack
    actors = set()
    while not s.is_over:
        actors.add(s.to_act)
        s.apply(s.legal_actions()[0])
    assert actors <= {0, 1, 3, 4}                             # table 2's adversaries never act
    out = s.outcome()
    assert out[2] == out[5] == 0 and out[0] == out[3] == -out[1] and sum(out) == 0
    with pytest.raises(SetupError, match="at most one table"):
        get_game("six-hand-bridge").new_deal(context={"idle": [0, 1]})


def test_six_hand_4_9_match_three_rubbers_rotation_and_sitting_out_after_a_rubber():
    m = _play_match(get_game("six-hand-bridge").new_match(seed=3, players=[f"p{i}" for i in range(1, 7)]))
    assert m.is_over and {k for k, _ in m.rubbers_won} == {"AB", "AC", "BC"}
    first = m.deals[0]["seating"]
    assert first == ["p1", "p2", "p3", "p4", "p5", "p6"]
    assert m.deals[1]["seating"] == ["p2", "p3", "p4", "p5", "p6", "p1"]   # 2->1, ..., 1->6
    # partners score alike; the three pairs' scores
    assert m.scores["p1"] == m.scores["p4"] and m.scores["p2"] == m.scores["p5"]
    assert sum(m.net.values()) == 0
    # after a pair wins its rubber, the next deal of that pairing is sat out at its table
    from hoyle.core import replay
    from hoyle.games.bridge.rotations import SIX_HAND_TABLES
    pair_of = {p: "ABC"[i % 3] for i, p in enumerate(first)}

    def pairings(rec):
        return ["".join(sorted(pair_of[rec["seating"][d - 1]] + pair_of[rec["seating"][a - 1]]))
                for d, a, _ in SIX_HAND_TABLES]
    checked = 0
    for i, rec in enumerate(m.deals):
        results = replay(rec).table_results()
        for t, r in enumerate(results):
            if r is None or r["rubber_won_by"] is None:
                continue
            key = pairings(rec)[t]
            meets = [j for j in range(i + 1, len(m.deals)) if key in pairings(m.deals[j])]
            if not meets:
                continue
            # the pairing's next deal is sat out at its table, unless the other table already
            # sits out there (one table at most): then at its first meeting with a free slot
            sat = next((j for j in meets if m.deals[j]["context"]["idle"]
                        == [pairings(m.deals[j]).index(key)]), None)
            if sat is None:                          # the match ended before a free slot
                assert all(m.deals[j]["context"]["idle"] for j in meets)
                continue
            assert all(m.deals[j]["context"]["idle"] for j in meets if j < sat)
            checked += 1
    assert checked >= 1
    assert all(len(d["context"].get("idle", [])) <= 1 for d in m.deals)


def test_variant_rules_refuse_options_against_the_book():
    with pytest.raises(SetupError, match="without doubling"):
        get_game("kings-bridge").new_deal(rules={"doubling": True})
    with pytest.raises(SetupError, match="nullo"):
        get_game("nullo").new_deal(rules={"nullo": False})
    with pytest.raises(SetupError, match="straight"):
        get_game("six-hand-bridge").new_deal(rules={"form": "auction"})


def test_progressive_4_7_winners_move_match_the_side_ahead_over_the_round_moves_on():
    from hoyle.core import replay
    m = _play_match(get_game("progressive-bridge").new_match(seed=6, tables=2, rounds=2,
                                                             movement="winners-move"))
    assert m.is_over and len(m.deals) == 16
    first, second = m.deals[:8], m.deals[8:]
    pts = {0: [0, 0], 1: [0, 0]}
    for rec in first:
        p = replay(rec).side_points()
        pts[rec["table"]] = [pts[rec["table"]][0] + p[0], pts[rec["table"]][1] + p[1]]
    pairs = {t: next(r["pairs"] for r in first if r["table"] == t) for t in (0, 1)}
    winners = {t: pairs[t][0 if pts[t][0] > pts[t][1] else 1] for t in (0, 1)}
    losers = {t: pairs[t][1 if pts[t][0] > pts[t][1] else 0] for t in (0, 1)}
    after = {t: next(r["pairs"] for r in second if r["table"] == t) for t in (0, 1)}
    for t in (0, 1):
        assert after[t][0] == losers[t]                    # the losers stay (N-S)
        assert after[(t + 1) % 2][1] == winners[t]         # the winners move one table on (E-W)


def test_nullo_2_13_notrump_overcalls_nullo_in_auction_bridge_with_the_option():
    """§2.13 "two no-trumps overcall two nullos" holds in auction-bridge with nullo=true too."""
    s = get_game("auction-bridge").new_deal(rules={"nullo": True}, shuffler=SeededShuffler(1))
    s.apply("bid 2 nullo")
    assert "bid 2 notrump" in s.legal_strings() and "bid 1 notrump" not in s.legal_strings()
