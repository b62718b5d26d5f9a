"""Three-hand auction (Foster 1914, 001 part 1 §4.1, laws of three-hand auction 5-15) and bridge
for three (§4.3): the irregularity penalties refereed, the rubbers, the settlements and the
seat rotation between deals."""

from __future__ import annotations

import json

import numpy as np
import pytest

from hoyle.core import SeededShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.core.record import replay
from hoyle.games.bridge.for_three import ForThreeRubber, first_table, move_round
from hoyle.games.bridge.three_hand import ThreeHandRubber
from hoyle.games.bridge.variants import pairwise_settlement


def _deal(seed=7):
    return get_game("three-hand-auction").new_deal(shuffler=SeededShuffler(seed))


def _finish(s):
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    return s


def _pass_out(s):
    while s.phase == "auction":
        s.apply("pass")


# ----- settlement oracle (law 15) ---------------------------------------------------------------
def test_oracle_4_1_settlement_A240_B980_C456_and_the_215_misprint():
    # grep: «A, 240 B, 980 C, 456»; printed -740 +740 +215 -215 +524 -524 -955 +1264 -309
    pairs, net = pairwise_settlement({"A": 240, "B": 980, "C": 456})
    assert pairs[("A", "B")] == 740 and pairs[("C", "B")] == 524
    assert pairs[("A", "C")] == 216                 # the book prints 215: 456 - 240 = 216
    assert net == {"A": -956, "B": 1264, "C": -308}
    # the book's printed settlement (-740 +740 +215 -215 +524 -524, nets -955 +1264 -309) against the
    # engine's for the printed totals: only the A-C pair and the nets it feeds differ, each by one
    printed_pairs = {("A", "B"): 740, ("A", "C"): 215, ("C", "B"): 524}
    printed_net = {"A": -955, "B": 1264, "C": -309}
    assert {k: pairs[k] - v for k, v in printed_pairs.items()} == {("A", "B"): 0, ("A", "C"): 1, ("C", "B"): 0}
    assert {k: net[k] - v for k, v in printed_net.items()} == {"A": -1, "B": 0, "C": 1}
    m = ThreeHandRubber(get_game("three-hand-auction"), 3, get_game("three-hand-auction").make_rules())
    m.scores = [240, 980, 456]
    assert m.settlement()[1] == {0: -956, 1: 1264, 2: -308}


def test_oracle_4_3_settlement_A320_B80_C64_through_the_rubber():
    # grep: «A выигрывает 240 очков у B и 256 у C»
    g = get_game("bridge-for-three")
    m = ForThreeRubber(g, 3, g.make_rules())
    m.scores = [320, 80, 64]
    pairs, net = m.settlement()
    assert pairs[(1, 0)] == 240 and pairs[(2, 0)] == 256 and pairs[(2, 1)] == 16
    assert net == {0: 496, 1: -224, 2: -272}


# ----- law 5 and 6: a declaration out of turn ---------------------------------------------------
def test_law_5_bid_out_of_turn_fifty_to_each_other_player_and_void():
    s = _deal()
    s.apply("bid 1 hearts")                         # the dealer (2) opens; player 0 is next
    ruling = s.referee("bid-out-of-turn", 1, bid="2 clubs")
    assert "law 5" in ruling.law and "50" in ruling.penalty
    assert s.penalty == [50, 0, 50]
    assert s.to_act == 0 and s.auction.contract == (1, "hearts")     # the turn is unaffected
    _pass_out(s)
    _finish(s)
    base = _finish(_deal_same_calls())
    assert [a - b for a, b in zip(s.deal_points(), base.deal_points())] == [50, 0, 50]
    assert sum(s.outcome()) == 0


def _deal_same_calls():
    s = _deal()
    s.apply("bid 1 hearts")
    _pass_out(s)
    return s


def test_law_6_correction_after_the_next_player_called_only_first_offender_pays():
    s = _deal()
    s.apply("bid 1 hearts")
    ruling = s.referee("bid-out-of-turn", 1, bid="2 clubs", next_called=True)
    assert "law 6" in ruling.law and "only the first offender" in ruling.penalty
    assert s.penalty == [50, 0, 50]


def test_law_5_bid_out_of_turn_condoned_by_both_stands_without_penalty():
    s = _deal()
    s.apply("bid 1 hearts")
    ruling = s.referee("bid-out-of-turn", 1, bid="2 clubs", condoned=True)
    assert ruling.penalty.startswith("none")
    assert s.penalty == [0, 0, 0]
    assert s.auction.contract == (2, "clubs") and s.auction.bidder == 1 and s.to_act == 2


def test_bid_out_of_turn_refusals_leave_state_unchanged():
    s = _deal()
    s.apply("bid 1 hearts")
    before = json.dumps(s.record(), sort_keys=True, default=str)
    for call, seat, details in (("bid-out-of-turn", 0, {"bid": "2 clubs"}),       # in turn
                                ("bid-out-of-turn", 1, {"bid": "two clubs"}),
                                ("bid-out-of-turn", 1, {"bid": "1 spades", "condoned": True}),  # insufficient
                                ("bid-out-of-turn", 3, {"bid": "2 clubs"}),
                                ("double-out-of-turn", 2, {}),                   # his own bid
                                ("exposed-suit-lead", 2, {}),
                                ("no-such-call", 1, {}),
                                ("bid-out-of-turn", 1, {"colour": "red"})):
        with pytest.raises(IllegalAction):
            s.referee(call, seat, **details)
        assert json.dumps(s.record(), sort_keys=True, default=str) == before
    assert s.penalty == [0, 0, 0]
    pass_ruling = s.referee("bid-out-of-turn", 1, bid="pass")
    assert "law 49" in pass_ruling.law and s.penalty == [0, 0, 0]


# ----- law 10: a double out of turn -------------------------------------------------------------
def test_law_10_double_out_of_turn_refused_hundred_each_and_third_may_not_double():
    s = _deal()
    s.apply("bid 1 hearts")                         # by player 2; player 0 to call
    ruling = s.referee("double-out-of-turn", 1, stands=False)
    assert "law 10" in ruling.law and s.penalty == [100, 0, 100]
    assert s.auction.doubled == 0
    assert "double" not in s.legal_strings()        # player 0 is the third player
    with pytest.raises(IllegalAction) as e:
        s.apply("double")
    assert "law 10" in str(e.value.law)
    s.apply("pass")
    assert "double" in s.legal_strings()            # the offender may double in his turn
    s.apply("bid 2 hearts")                         # a new bid: the bar is for 1 hearts only
    assert s.to_act == 2


def test_law_10_double_out_of_turn_that_stands():
    s = _deal()
    s.apply("bid 1 hearts")
    s.referee("double-out-of-turn", 1, stands=True)
    assert s.penalty == [100, 0, 100] and s.auction.doubled == 1 and s.to_act == 2
    s.apply("pass")
    s.apply("pass")
    assert s.phase == "play" and s.doubled == 1 and s.declarer == 2


# ----- law 9: exposed cards ---------------------------------------------------------------------
def test_law_9_card_exposed_before_the_declaration_fifty_each_and_lead_forbidden():
    s = _deal()
    card = s.hands[0][0]
    s.apply("bid 1 hearts")
    ruling = s.referee("exposed-card", 0, card=str(card))
    assert "law 9" in ruling.law and s.penalty == [0, 50, 50]
    _pass_out(s)
    assert s.declarer == 2 and s.pos[1] == 0          # player 0 is on the declarer's left
    with pytest.raises(IllegalAction):
        s.referee("exposed-suit-lead", 0, require=False)   # only the declarer chooses
    r = s.referee("exposed-suit-lead", 2, require=False)
    assert "may not lead" in r.penalty
    suit = card & 3
    legal = [a.args[0] for a in s.legal_actions()]
    others = [c for c in s.tp.hands[1] if c & 3 != suit]
    assert sorted(legal) == sorted(others or s.tp.hands[1])
    if others:
        with pytest.raises(IllegalAction) as e:
            s.apply(f"play {card}")
        assert "law 9" in str(e.value.law)
    s.apply(s.legal_actions()[0])
    assert s.forbidden_lead is None


def test_law_9_required_lead_of_the_exposed_suit():
    s = _deal()
    card = s.hands[0][0]
    s.apply("bid 1 hearts")
    s.referee("exposed-card", 0, card=str(card))
    _pass_out(s)
    r = s.referee("exposed-suit-lead", 2, require=True)
    assert "must lead" in r.penalty
    assert all(a.args[0] & 3 == card & 3 for a in s.legal_actions())


def test_law_9_after_the_declaration_declarer_free_adversary_card_exposed_and_called():
    s = _deal()
    s.apply("bid 1 hearts")
    _pass_out(s)
    own = s.tp.hands[0][0]
    r = s.referee("exposed-card", 2, card=str(own))
    assert r.penalty.startswith("none") and s.penalty == [0, 0, 0]
    right = s.pos[3]                                # the adversary on the declarer's right
    c = s.tp.hands[3][-1]
    r = s.referee("exposed-card", right, card=str(c))
    assert "liable to be called" in r.penalty and c in s.tp.exposed[3]
    assert c not in s.hidden_cards(0)               # face up on the table
    r = s.referee("call-card", 2, target=right, card=str(c))
    assert s.tp.called[3] == c
    with pytest.raises(IllegalAction):
        s.referee("call-card", 0, target=right, card=str(c))


def test_rulings_replay_from_the_record():
    s = _deal()
    s.apply("bid 1 hearts")
    s.referee("bid-out-of-turn", 1, bid="2 clubs")
    s.referee("double-out-of-turn", 1, stands=True)
    _finish(s)
    rec = json.loads(json.dumps(s.record()))
    assert len(rec["rulings"]) == 2
    again = replay(rec)
    assert again.outcome() == s.outcome() and again.penalty == [150, 0, 150]


def test_clone_does_not_share_penalties():
    s = _deal()
    s.apply("bid 1 hearts")
    c = s.clone()
    c.referee("bid-out-of-turn", 1, bid="2 clubs")
    assert s.penalty == [0, 0, 0] and not s.rulings and c.penalty == [50, 0, 50]


# ----- the rubber (laws 11, 14, 15) -------------------------------------------------------------
def test_three_hand_rubber_ends_at_two_games_and_totals_are_the_settlement():
    from hoyle.bots import make_bot
    g = get_game("three-hand-auction")
    m = g.new_match(3, None, seed=21)
    assert isinstance(m, ThreeHandRubber)
    bots = [make_bot("bot", g, p, seed=p) for p in range(3)]
    dealers = []
    while not m.is_over and len(m.deals) < 60:
        s = m.next_deal()
        dealers.append(s.dealer)
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        games_before = list(m.context["games"])
        m.finish(s)
        if m.context["games"] != games_before:
            assert m.context["below"] == [0, 0, 0]
    assert m.is_over and max(m.context["games"]) == 2
    assert dealers[:3] == [2, 0, 1]
    assert m.totals == [m.settlement()[1][p] for p in range(3)]


# ----- bridge for three: the seat rotation (§4.3) -----------------------------------------------
def test_bridge_for_three_vacant_seat_move_passes_the_deal_left_three_deals_round():
    t = first_table(2)
    assert t == [None, 1, 2, 0]                     # dealer South, dummy's seat North vacant
    dealers = []
    for _ in range(3):
        t, d = move_round(t)
        v = t.index(None)
        assert t[(v + 2) % 4] == d                  # the new dealer faces the vacant seat
        dealers.append(d)
    assert dealers == [0, 1, 2]
    # after three moves every player is one seat on, in the same order: relative places restored
    assert t == [1, 2, 0, None]


def test_bridge_for_three_match_moves_players_and_keeps_the_rubber():
    g = get_game("bridge-for-three")
    rng = np.random.Generator(np.random.PCG64(8))
    m = g.new_match(3, None, seed=4)
    assert isinstance(m, ForThreeRubber)
    seen = []
    while not m.is_over and len(m.deals) < 80:
        s = m.next_deal()
        table = s.view(None)["table"]
        # the dealer sits opposite the vacant (dummy's) seat, his left-hand adversary leads
        where = {v: k for k, v in table.items()}
        opposite = {"N": "S", "S": "N", "E": "W", "W": "E"}
        assert opposite[where["dummy"]] == where[s.dealer]
        assert s.pos[1] == table["NESW"["NESW".index(where[s.dealer]) + 1 - 4]]
        seen.append(s.dealer)
        while not s.is_over:
            legal = s.legal_actions()
            s.apply(legal[int(rng.integers(len(legal)))])
        m.finish(s)
    assert m.is_over and max(m.context["games"]) == 2
    assert seen[:4] == [2, 0, 1, 2]
    assert m.totals == [m.settlement()[1][p] for p in range(3)]


# ----- revokes at a physical table (auction law 84 applied to three hands) --------------------
def _revoke_deal(by_declarer: bool):
    g = get_game("three-hand-auction")
    rules = g.make_rules({"referee_mode": True})
    for seed in range(60):
        s = g.new_deal(3, rules, SeededShuffler(seed))
        s.apply("bid 1 hearts")
        _pass_out(s)
        while not s.is_over:
            tp = s.tp
            want = (tp.turn == 0) if by_declarer else (tp.turn in (1, 3))
            if tp.trick and want:
                bad = [c for c in tp.hands[tp.turn] if tp.is_revoke(tp.turn, c)]
                if bad:
                    return s, bad[0]
            s.apply(s.legal_actions()[0])
    raise AssertionError("no revoke position found")


def test_law_84_adversary_revoke_claimed_declarer_takes_three_tricks_or_100():
    for penalty in ("tricks", "points"):
        s, card = _revoke_deal(by_declarer=False)
        offender = s.pos[s.tp.turn]
        s.apply(f"play {card}")
        with pytest.raises(IllegalAction):
            s.referee("revoke", 2)                  # not yet established
        while s.tp.trick:
            s.apply(s.legal_actions()[0])
        s.apply(s.legal_actions()[0])              # the next trick begun: established
        clean = s.clone()
        ruling = s.referee("revoke", s.declarer, penalty=penalty)
        assert "law 84" in ruling.law
        with pytest.raises(IllegalAction):
            s.referee("revoke", offender)          # the offenders cannot claim it
        _finish(s)
        _finish(clean)
        tricks = clean.tp.won[0] + clean.tp.won[2]
        from hoyle.games.bridge.scoring import auction_score
        expected = auction_score(1, "hearts", tricks, 0, revokes=(0, 1), revoke_choice=penalty)
        base = auction_score(1, "hearts", tricks, 0)
        d = s.declarer
        gain = s.deal_points()[d] - clean.deal_points()[d]
        assert gain == (expected.decl_below + expected.decl_above) - (base.decl_below + base.decl_above)
        if penalty == "points":
            assert gain == 100 or tricks < 7      # a made contract: exactly 100 more


def test_law_84_declarer_revoke_gives_each_adversary_100():
    s, card = _revoke_deal(by_declarer=True)
    s.apply(f"play {card}")
    while s.tp.trick:
        s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    clean = s.clone()
    s.referee("revoke", s.pos[1])
    _finish(s)
    _finish(clean)
    diff = [a - b for a, b in zip(s.deal_points(), clean.deal_points())]
    left, right = s.pos[1], s.pos[3]
    assert diff[left] == diff[right] >= 100
    assert diff[s.declarer] <= 0                   # no trick points for the revoking declarer
