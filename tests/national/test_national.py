"""The national trick games of catalog family 13 (001_part5.md §5-§8.2): ``vint``, ``preference``,
``solo-ombre``, ``heart-solo``, ``calabrasella``.

The catalog's oracles for this part carry no printed ids; each is cited here by its section and
the catalog's list of the part's best oracles (001_part5.md §15): the vint scoring set (§15 item 6,
six oracles, V1-V6 below) and the calabrasella settlement (§15 item 8, three oracles, C1-C3), the
solo payment table (§8.1, S1) and heart solo's pack and last-trick rule (§8.2, H1).
"""

from __future__ import annotations

import pytest

from hoyle.cards import Card, parse_card
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction, SetupError
from hoyle.games.national import (CARD_POINTS, SOLO_GAMES, calabrasella_settlement, calabrasella_value, coronets,
                                  heart_solo_pack, honour_score, ombre_order, ombre_payments, preference_payments,
                                  revoke_moves, slam_bonus, solo_pack, trick_points, undertrick_penalty, vint_score)

SLUGS = ("vint", "preference", "solo-ombre", "heart-solo", "calabrasella")


def cards(text: str) -> list[int]:
    return [int(parse_card(t)) for t in text.split()]


def snapshot(st):
    return (repr(st.legal_actions()), st.to_act, [list(h) for h in st.hands], len(st.history), st.view(None))


def refused(st, action: str, words: str, law: bool = True) -> None:
    before = snapshot(st)
    with pytest.raises(IllegalAction) as exc:
        st.apply(action)
    assert words in str(exc.value)
    if law:
        assert exc.value.law
    assert snapshot(st) == before


# ----- vint (§6) ---------------------------------------------------------------------------------
def test_v1_every_trick_counts_for_both_sides():
    # catalog 001_part5 §6 #1 (V1): every trick counts, at the level's value
    # "two diamonds", the declarer's side takes nine: 9 x 20 = 180; the adversaries 4 x 20 = 80
    assert trick_points(2, 9) == 180 and trick_points(2, 4) == 80


def test_v2_failed_contract():
    # catalog 001_part5 §6 #2 (V2): the failure's penalty, printed "three diamonds" making 7
    # "three diamonds", seven tricks: 7 x 30 = 210 below, the adversaries 6 x 30 = 180 below, and two
    # tricks short at 3000 each: 6000 to the adversaries
    assert trick_points(3, 7) == 210 and trick_points(3, 6) == 180
    assert undertrick_penalty(3, 7) == 6000
    assert undertrick_penalty(3, 9) == 0 and undertrick_penalty(3, 8) == 3000


def test_v3_honours_majority_and_offsets():
    # catalog 001_part5 §6 #3 (V3): honours at ten times the trick value
    # three clubs: honours 300 each; 3 trump honours and 3 aces against 2 and 1: all six, 1800
    assert honour_score(3, "clubs", [3, 2], [3, 1], [7, 6]) == [1800, 0]
    # split majorities: 4 aces + 2 honours against 3 trump honours: 4 - 3 = one honour
    assert honour_score(3, "clubs", [2, 3], [4, 0], [7, 6]) == [300, 0]
    # three honours against three aces: a tie, nothing
    assert honour_score(3, "clubs", [3, 2], [1, 3], [7, 6]) == [0, 0]
    # aces two and two: 3 honours + 2 aces score five with the odd trick, else only one
    assert honour_score(1, "spades", [3, 2], [2, 2], [7, 6]) == [500, 0]
    assert honour_score(1, "spades", [3, 2], [2, 2], [6, 7]) == [100, 0]


def test_v4_no_trump_aces():
    # "two no-trumps": an ace is 25 x 20 = 500; three aces 1500; two and two nothing
    assert honour_score(2, "notrump", [0, 0], [3, 1], [7, 6]) == [1500, 0]
    assert honour_score(2, "notrump", [0, 0], [1, 3], [7, 6]) == [0, 1500]
    assert honour_score(2, "notrump", [0, 0], [2, 2], [7, 6]) == [0, 0]


def test_v5_coronets():
    # K Q J 10 9 of a plain suit = 1500; in the trump suit doubled; three aces 500, four 1000
    hand = cards("KS QS JS TS 9S 2H 4H 6H 8D TD QD 3C 5C")
    assert coronets(hand, 2) == [("K Q J T 9 of spades", 1500)]
    assert coronets(hand, 3) == [("K Q J T 9 of spades", 3000)]
    assert coronets(hand, None) == [("K Q J T 9 of spades", 3000)]
    assert coronets(cards("AS AH AD 2C 4C 6C 8C TC QC 3D 5D 7D 9D"), 0) == [("3 aces", 500)]
    assert coronets(cards("AS AH AD AC 3D 5D 7D 9D JD 2H 4H 6H 8H"), 0) == [("4 aces", 1000)]
    assert coronets(cards("QH JH TH 2S 4S 6S 8S TS 3D 5D 7D 9D 2C"), 3) == [("Q J T of hearts", 500)]


def test_v6_slams():
    assert slam_bonus(2, 12, True) == 1000           # twelve, not bid
    assert slam_bonus(6, 12, True) == 6000           # a small slam bid and made
    assert slam_bonus(2, 13, True) == 2000           # thirteen, not bid
    assert slam_bonus(6, 13, True) == 7000           # a small slam bid, thirteen made
    assert slam_bonus(7, 13, True) == 12000          # a grand slam bid and made
    assert slam_bonus(7, 13, False) == 2000 and slam_bonus(5, 11, True) == 0


def _vint_deal(hands: list[str], dealer: int = 3, **context):
    hs = [cards(h) for h in hands]
    order = [hs[(dealer + 1 + i) % 4][i // 4] for i in range(52)]
    return get_game("vint").new_deal(4, None, StackedShuffler([order]), {"dealer": dealer, **context})


HANDS = ["AS KS QS JS TS 9S 8S AH KH QH AD KD AC",           # N: seven spades headed by the five honours
         "7S 6S 5S JH TH 9H 8H QD JD TD QC JC TC",
         "4S 3S 2S 7H 6H 5H 9D 8D 7D KC 9C 8C 7C",
         "4H 3H 2H 6D 5D 4D 3D 2D 6C 5C 4C 3C 2C"]


def test_vint_auction_refusals_and_the_contract():
    st = _vint_deal(HANDS)
    assert st.to_act == 3                            # the dealer (W) bids first (§6)
    st.apply("bid 1 hearts")
    refused(st, "bid 1 clubs", "insufficient")       # clubs are below hearts
    refused(st, "double", "no doubling")
    refused(st, "bid 8 spades", "1 to 7")
    st.apply("bid 1 notrump")                        # no-trumps above hearts
    st.apply("bid 2 spades")                         # more tricks overcall
    st.apply("pass")
    st.apply("pass")
    st.apply("pass")
    assert st.phase == "play" and st.declarer == 1 and st.contract == (2, "spades")
    assert st.to_act == 2                            # the player on the highest bidder's left leads


def test_vint_whole_hand_scores():
    st = _vint_deal(HANDS)
    for a in ("pass", "bid 3 spades", "pass", "pass", "pass"):
        st.apply(a)
    assert st.declarer == 0 and st.to_act == 1
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    s = st.settlement()
    t = s["tricks"]
    assert sum(t) == 13
    assert s["below"] == [t[0] * 30, t[1] * 30]
    # N-S hold A K Q J 10 of spades and all four aces: all nine honours at 300
    assert s["honours"] == [9 * 300, 0]
    assert vint_score(3, "spades", 0, t, st.dealt)["trump_honours"] == [5, 0]
    # N's coronets: A K Q J 10 9 8 of trumps (doubled: 1000 + 4 x 1000), A K Q of hearts 500 (A K
    # of diamonds too short), four aces 1000; S adds 4 3 2 of trumps 1000 and three plain runs
    assert sum(p for _, p in coronets(cards(HANDS[0]), 3)) == 5000 + 500 + 1000
    assert s["coronets"][0] == 6500 + 1000 + 3 * 500
    assert sum(st.outcome()) == 0 and st.outcome()[0] == s["total"][0] - s["total"][1]


def test_vint_game_and_rubber_carried():
    # N-S at 480 below with a game won: their first trick at 30 wins the game and the rubber
    st = _vint_deal(HANDS, below=[480, 0], games=[1, 0])
    for a in ("pass", "bid 3 spades", "pass", "pass", "pass"):
        st.apply(a)
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    s = st.settlement()
    assert s["game"] == [1000, 0] and s["rubber"] == [2000, 0] and s["games_after"] == [0, 0]
    assert "Below the line" in st.render_view(st.view(0))
    st = _vint_deal(HANDS, below=[480, 0], games=[1, 1])          # the deciding game, N-S near it
    for a in ("pass", "bid 3 spades", "pass", "pass", "pass"):
        st.apply(a)
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    s = st.settlement()
    assert s["game"] == [1000, 0] and s["rubber"] == [2000, 0] and s["games_after"] == [0, 0]
    from hoyle.games.national import VintMatch
    m = VintMatch(get_game("vint"), 4, get_game("vint").rules_cls(), seed=1)
    assert m.carry(st)["games"] == [0, 0]


def test_vint_all_pass_is_void_and_table_of_four():
    st = _vint_deal(HANDS)
    for _ in range(4):
        st.apply("pass")
    assert st.is_over and st.outcome() == [0, 0, 0, 0]
    with pytest.raises(SetupError):
        get_game("vint").new_deal(3, None, SeededShuffler(0))


def test_vint_revoke_costs_three_tricks():
    g = get_game("vint")
    rules = g.rules_cls.from_dict({"referee_mode": True})
    hs = [cards(h) for h in HANDS]
    order = [hs[i % 4][i // 4] for i in range(52)]
    st = g.new_deal(4, rules, StackedShuffler([order]), {"dealer": 3})
    for a in ("pass", "bid 1 spades", "pass", "pass", "pass"):
        st.apply(a)
    st.apply("play 7S")                              # E leads a spade
    st.apply("play 7H")                              # S renounces holding spades: a revoke
    assert st.tp.revokes
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    before = st.side_tricks()
    ruling = st.referee("revoke", 1)
    assert "3 tricks" in ruling.penalty and ruling.law
    after = st.side_tricks()
    assert after[0] == before[0] - min(before[0], 3) and sum(after) == 13


# ----- calabrasella (§5) -------------------------------------------------------------------------
def test_c1_the_pack_counts_35():
    # catalog 001_part5 §5 #1 (C1): 35 points a deal
    pack = get_game("calabrasella").state_cls(3).card_locations()
    assert sum(len(v) for v in pack.values()) == 40
    assert sum(CARD_POINTS.values()) + 3 == 35


def test_c2_settlement():
    # catalog 001_part5 §5 #2 (C2): the settlement, takes 23 wins 11
    # takes 23: wins 11; takes 16: loses 3 (to each opponent); all 35 are 70; the maximum 140
    assert calabrasella_value(23) == 11 and calabrasella_value(16) == -3
    assert calabrasella_value(35) == 70 and calabrasella_value(0) == -70
    assert calabrasella_settlement(23, 0, 3) == [22, -11, -11]
    assert calabrasella_settlement(35, 1, 3) == [-70, 140, -70]
    assert calabrasella_settlement(16, 0, 4) == [-9, 3, 3, 3]      # the dealer out shares the fate


def _cala_deal(h0: str, h1: str, h2: str, widow: str, rules=None):
    hs = [cards(h) for h in (h0, h1, h2)]
    order = []
    for r in range(3):
        for s in range(3):
            order += hs[s][4 * r:4 * r + 4]
    order += cards(widow)
    return get_game("calabrasella").new_deal(3, rules, StackedShuffler([order]), {"dealer": 2})


CALA = ("3S 2S AS KS QS JS 7S 3H 2H AH KH 4D",
        "6S 5S QH JH 7H 6H 5H 3D 2D AD KD 4C",
        "4S 4H 3C 2C AC KC QC JC 7C 6C QD JD",
        "5D 6D 7D 5C")


def test_calabrasella_standing_asking_and_discarding():
    st = _cala_deal(*CALA)
    assert st.to_act == 0                            # the elder, on the dealer's left
    refused(st, "ask 3C", "stand (play alone) or pass")
    st.apply("stand")
    assert [a.args[0] for a in st.legal_actions()] == cards("3C 3D")   # the threes he lacks
    refused(st, "ask 2C", "three you do not hold")
    st.apply("ask 3D")                               # B holds it
    assert parse_card("3D") in st.hands[0] and st.donor == 1
    refused(st, "give 3D", "other cards")
    st.apply("give 4D")
    assert parse_card("4D") in st.hands[1]
    assert "4D" not in str(st.view(2)) and "4D" in str(st.view(1))
    refused(st, "done", "at least one")
    st.apply("discard 7S")
    st.apply("done")
    assert st.phase == "take" and st.view(2)["widow"] == ["5D", "6D", "7D", "5C"]
    st.apply("take 5C")
    assert st.phase == "play" and st.to_act == 0
    assert sorted(st.stock) == sorted(cards("5D 6D 7D 7S"))
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    p, o = st.points()
    assert p + o == 35
    assert st.outcome() == calabrasella_settlement(p, 0, 3)


def test_c3_revoke_nine_points():
    # catalog 001_part5 §5 #3 (C3): the revoke's 9 points, 24 v 11 -> 33 v 2
    # 24 v 11 for the lone player, an opponent revokes: 33 v 2, the lone player wins 31
    g = get_game("calabrasella")
    assert revoke_moves([24, 11], [0, 1]) == [33, 2] and calabrasella_value(33) == 31
    assert revoke_moves([24, 11], [1, 0]) == [15, 20] and revoke_moves([3, 32], [1, 0]) == [0, 35]
    # and through the engine: the moved points are 9 from the revoking side
    st2 = _cala_deal(*CALA, rules=g.rules_cls.from_dict({"referee_mode": True}))
    for a in ("stand", "ask 3D", "give 4D", "discard 7S", "done", "take 5C"):
        st2.apply(a)
    st2.apply("play 2H")                             # A leads hearts; B follows, C renounces
    st2.apply("play 5H")
    st2.apply("play 3C")                             # C holds 4H: a revoke
    assert st2.tp.revokes
    while not st2.is_over:
        st2.apply(st2.legal_actions()[0])
    raw = st2.points()
    ruling = st2.referee("revoke", 0)
    assert ruling.effect["points"] == 9
    moved = st2.points()
    assert moved[0] == raw[0] + min(raw[1], 9) and sum(moved) == 35


def test_calabrasella_all_pass_and_out_of_turn():
    st = _cala_deal(*CALA)
    for _ in range(3):
        st.apply("pass")
    assert st.is_over and st.outcome() == [0, 0, 0]
    st = _cala_deal(*CALA)
    for a in ("stand", "ask 3D", "give 4D", "discard 7S", "done", "take 5C"):
        st.apply(a)
    ruling = st.referee("lead-out-of-turn", 2, card="QD")
    assert st.is_over and "stops the play" in ruling.penalty
    assert st.points() == [35, 0] and st.outcome() == [140, -70, -70]


# ----- solo (§8.1) and heart solo (§8.2) ----------------------------------------------------------
def test_s1_solo_payment_table():
    # catalog 001_part5 §8.1 #1 (S1): the payment table
    assert SOLO_GAMES == {"simple": 2, "simple-colour": 4, "solo": 4, "solo-colour": 8, "tout": 16,
                          "tout-colour": 32}
    assert ombre_payments(8, True, 0, None, 4) == [24, -8, -8, -8]       # a soloist from each opponent
    assert ombre_payments(2, False, 0, 2, 4) == [-2, 2, -2, 2]           # partners each to one opponent
    assert len(solo_pack()) == 32


def test_solo_trumps_spadille_manille_basta():
    o = ombre_order(2)                                # hearts trumps
    qc, sev, qs, ah = cards("QC 7H QS AH")
    assert o.is_trump(qc) and o.is_trump(qs)
    assert o.rank[qc] > o.rank[sev] > o.rank[qs] > o.rank[ah]
    assert o.winner(cards("AH 7H QS QC")) == 3
    assert o.winner(cards("AS QS")) == 1              # basta trumps a spade led


def _solo_deal(hands: list[str], slug="solo-ombre", dealer=None):
    n = len(hands)
    d = n - 1 if dealer is None else dealer
    hs = [cards(h) for h in hands]
    order = []
    pos = [0] * n
    for k in (3, 2, 3):
        for i in range(1, n + 1):
            s = (d + i) % n
            order += hs[s][pos[s]:pos[s] + k]
            pos[s] += k
    return get_game(slug).new_deal(n, None, StackedShuffler([order]), {"dealer": d})


SOLO = ["QC 7H QS AH KH QH JH AS",
        "AC KC JC TC 9C 8C 7C TH",
        "AD KD QD JD TD 9D 8D 9H",
        "KS JS TS 9S 8S 7S 8H 7D"]


def test_solo_bidding_naming_and_play():
    st = _solo_deal(SOLO)
    assert st.to_act == 0                             # the elder speaks first
    refused(st, "bid grand", "not a bid")
    st.apply("bid simple")
    refused(st, "bid simple", "higher")
    st.apply("pass")
    st.apply("pass")
    st.apply("pass")
    assert st.phase == "name" and st.to_act == 0
    refused(st, "name clubs", "other than the colour")
    st.apply("name hearts")
    assert st.phase == "call"
    refused(st, "call AH", "not of the trump suit")
    st.apply("call AD")
    assert st.partner == 2
    assert st.view(1)["partner"] is None and st.view(2)["partner"] == "C"      # hidden until it falls
    assert "AD" not in str(st.view(1))
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert sum(st.outcome()) == 0


def test_solo_forcee():
    st = _solo_deal(SOLO)
    for _ in range(4):
        st.apply("pass")
    assert st.phase == "forcee" and st.declarer == 0  # A holds spadille and basta
    st.apply("call AD")
    assert st.phase == "name" and st.to_act == 2      # the ace's holder names trumps
    refused(st, "name diamonds", "called ace's suit")
    st.apply("name spades")
    assert st.phase == "play" and st.value() == 4


def test_h1_heart_solo():
    # catalog 001_part5 §8.2 #1 (H1): the 24-card pack
    pack = heart_solo_pack()
    assert len(pack) == 24 and parse_card("8H") not in pack and parse_card("7D") in pack
    assert sum(1 for c in pack if c & 3 == 1) == 1
    # nobody bidding: played in colour (diamonds: spadille, manille 7D, basta the only trumps); the
    # winner of the last trick loses a solo's value to each of the others
    st = get_game("heart-solo").new_deal(3, None, SeededShuffler(4))
    for _ in range(3):
        st.apply("pass")
    assert st.trump == 1 and st.phase == "play"
    o = ombre_order(1)
    assert sorted(c for c in pack if o.is_trump(c)) == sorted(cards("QC 7D QS"))
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    loser = st.tp.quitted[-1][2]
    out = st.outcome()
    assert out[loser] == -16 and sum(out) == 0
    with pytest.raises(SetupError):
        get_game("heart-solo").new_deal(4, None, SeededShuffler(0))


# ----- preference (§7) -----------------------------------------------------------------------------
def test_preference_bidding_by_suit_and_the_widow():
    g = get_game("preference")
    st = g.new_deal(3, None, SeededShuffler(2))
    assert all(len(h) == 10 for h in st.hands) and len(st.widow) == 2
    st.apply("bid clubs")
    refused(st, "bid spades", "higher")
    refused(st, "bid notrump", "no no-trumps", law=True)
    st.apply("bid hearts")                            # hearts, the preference, over all
    assert st.bidder == 1 and st.phase == "play" and st.trump == 2
    st = g.new_deal(3, None, SeededShuffler(2))
    for _ in range(3):
        st.apply("pass")
    assert st.phase == "offer"
    refused(st, "offer 99", "1 to 10")
    st.apply("offer 2")
    st.apply("offer 3")
    st.apply("pass")
    assert st.bidder == 1 and st.offer == 3 and len(st.hands[1]) == 12
    widow = [str(Card(c)) for c in st.widow]
    assert all(w not in str(st.view(0)) for w in widow if parse_card(w) not in st.hands[0])
    st.apply(st.legal_actions()[0])
    st.apply(st.legal_actions()[0])
    st.apply("name diamonds")
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert sum(st.outcome()) == 0


def test_preference_payments_reading():
    # the pool (3 x 5 antes and a widow bid of 3) to a bidder who makes six, else to the others
    assert preference_payments([5, 5, 5], 3, 0, True, [6, 3, 1], [0, 1, 2]) == [10, -5, -5]
    assert preference_payments([5, 5, 5], 3, 0, False, [5, 4, 1], [0, 1, 2]) == [-8, 4, 4]
    assert preference_payments([5, 5, 5], 2, 0, False, [5, 1, 4], [0, 1, 2]) == [-7, 3, 4]   # the odd counter
    assert preference_payments([5, 5, 5, 0], 0, 1, True, [1, 7, 2, 0], [0, 1, 2]) == [-5, 10, -5, 0]


@pytest.mark.parametrize("slug", SLUGS)
def test_bots_play_whole_deals_and_views_render(slug):
    g = get_game(slug)
    bot = g.bots["book"]
    for seed in range(10):
        st = g.new_deal(None, None, SeededShuffler(seed))
        bots = [bot(s, seed) for s in range(st.num_players)]
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        assert sum(st.outcome()) == 0
        text = g.state_cls.render_view(st.view(0))
        assert "Hand over" in text and "{" not in text


def test_calabrasella_widow_turned_early():
    st = _cala_deal(*CALA)
    st.apply("stand")
    ruling = st.referee("widow-turned", 1)             # an opponent: no penalty, the widow is seen
    assert "no penalty" in ruling.penalty and st.view(0)["widow"] == ["5D", "6D", "7D", "5C"]
    with pytest.raises(IllegalAction):
        st.referee("widow-turned", 0)
    st = _cala_deal(*CALA)
    st.apply("stand")
    st.referee("widow-turned", 0)                      # the lone player before laying away: 35 to each
    assert st.is_over and st.outcome() == [-70, 35, 35]


def test_solo_play_on_for_the_tout():
    # A (elder) plays solo in hearts with seven trumps and leads them: five straight tricks, then
    # he may stop (solo won, 4 from each) or play on for the tout (16 from each, all eight needed)
    def five_straight():
        st = _solo_deal(SOLO)
        for a in ("bid solo", "pass", "pass", "pass", "name hearts"):
            st.apply(a)
        while st.phase == "play":
            st.apply(st.legal_actions()[0])
        return st
    st = five_straight()
    assert st.phase == "choice" and st.to_act == 0 and st.side_tricks() == [5, 0]
    refused(st, "play AS", "is not allowed now", law=False)
    st.apply("stop")
    assert st.outcome() == [12, -4, -4, -4]
    st = five_straight()
    st.apply("play-on")
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.value() == 16
    assert st.outcome() == ([48, -16, -16, -16] if st.side_tricks() == [8, 0] else [-48, 16, 16, 16])


def test_ladder_until_one_goes_round_until_nobody_raises():
    # solo's auction (§8.1): round and round from the elder, a pass final, until one bidder is left
    from hoyle.mechanics.ladder import Ladder
    lad = Ladder(list(SOLO_GAMES), [1, 2, 3, 0], until_one=True)
    for seat, bid in ((1, "simple"), (2, "solo"), (3, None), (0, None), (1, "solo-colour")):
        assert lad.turn == seat
        lad.call(seat, bid)
    assert lad.turn == 2 and not lad.done            # 3 and 0 passed for good
    with pytest.raises(IllegalAction):
        lad.call(2, "solo")                          # not above solo-colour
    lad.call(2, None)
    assert lad.done and lad.best == "solo-colour" and lad.bidder == 1
    lad = Ladder(list(SOLO_GAMES), [1, 2, 3, 0], until_one=True)
    for s in (1, 2, 3, 0):
        lad.call(s, None)
    assert lad.done and lad.bidder is None


def test_solo_bidding_goes_round():
    st = _solo_deal(SOLO)
    for a in ("bid simple", "bid solo", "pass", "pass"):
        st.apply(a)
    assert st.to_act == 0 and st.phase == "bid"      # A may raise over B's solo
    refused(st, "bid simple-colour", "higher")
    st.apply("bid solo-colour")
    st.apply("pass")
    assert st.phase == "play" and st.declarer == 0 and st.trump == 0   # clubs, the colour


def test_hoyle_play_vint_in_the_terminal():
    """``hoyle play vint`` with piped input: a refused bid names its law, a pass is taken, and a
    whole hand is played out to its score (every card tried in turn; the refused ones say why)."""
    from typer.testing import CliRunner
    from hoyle.cli import app
    every = [r + s for s in "SHDC" for r in "AKQJT98765432"]
    lines = ["bid 9 spades", "double", "pass"] + [f"play {c}" for _ in range(13) for c in every] + ["n", "quit"]
    res = CliRunner().invoke(app, ["play", "vint", "--seed", "3"], input="\n".join(lines) + "\n")
    out = res.output
    assert "a bid is of 1 to 7 tricks over book" in out and "law 6.2" in out
    assert "vint has no doubling" in out
    assert "Hand over:" in out and "deal 1: N (you)" in out
    assert "Traceback" not in out
