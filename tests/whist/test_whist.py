"""Whist: the book's printed deals replayed card by card, the scoring oracles of the English
and American laws, and the referee's calls, each citing its law (catalog 001 part 1 §5,
000_002_003.md §11-12)."""

from __future__ import annotations

import random

import pytest

from hoyle.cards import parse_card, parse_cards
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction, SetupError
from hoyle.core.record import replay
from hoyle.core.registry import get_game
from hoyle.games.whist import deck_for_hands
from hoyle.games.whist.book_deals import DEALS, corrected_rows, hands_of
from hoyle.games.whist.bots import WhistBot, choose_lead, rule_of_eleven
from hoyle.games.whist.scoring import (english_game_value, honour_points, revoke_penalty_summary,
                                       rubber_value, score_deal)


def book_state(deal_id: str, game: str = "whist-english", corrected: bool = True, **opts):
    deal = DEALS[deal_id]
    hands = hands_of(deal, corrected)
    turned = parse_card(deal["turned"])
    deck = deck_for_hands(hands, dealer=3, last=turned)
    return get_game(game).new_deal(rules=opts, shuffler=StackedShuffler([deck]), context={"dealer": 3})


def play_rows(state, rows, upto: int = 13):
    """Play the printed rows: the engine says who plays next; the row gives his card."""
    for t, row in enumerate(rows[:upto], 1):
        for _ in range(4):
            seat = state.to_act
            state.apply(f"play {row[seat]}")
        assert state.tp.quitted[-1][0] in range(4)


# ----- the printed deals (001 part 1 §5.12) ------------------------------------------------
@pytest.mark.parametrize("deal_id", ["whist-1", "whist-2", "whist-3", "whist-4"])
def test_book_whist_deal_replayed_card_by_card(deal_id):
    deal = DEALS[deal_id]
    s = book_state(deal_id)
    assert s.book_letter(0) == "A" and s.book_letter(3) == "Z"
    assert s.trump == 2  # hearts are trumps in all four deals
    assert str(s.turned) == deal["turned"]
    play_rows(s, corrected_rows(deal))
    assert s.is_over
    assert s.side_tricks() == [deal["expected"]["AB"], deal["expected"]["YZ"]]
    assert s.tp.revokes == []


def test_book_whist_1_long_suits_eleven_tricks_english_treble():
    s = book_state("whist-1")
    play_rows(s, corrected_rows(DEALS["whist-1"]))
    sc = s.score()
    assert sc.honours == [2, 2] and sc.honour_points == [0, 0]      # B A Q, Y K J: divided
    assert sc.game_winner == 0 and sc.game_value == 3               # 5 by cards from love
    assert s.outcome() == [5, -5, 5, -5]


def test_book_whist_2_american_game_twelve_tricks_honours_ignored():
    s = book_state("whist-2", "whist-american")
    play_rows(s, corrected_rows(DEALS["whist-2"]))
    sc = s.score()
    assert sc.tricks == [12, 1] and sc.honours == [3, 1]
    assert sc.points == [6, 0] and sc.game_winner is None          # 6 by cards, no honours
    english = score_deal([12, 1], honours_held=[3, 1])              # English: 3 honours = 2
    assert english.game_winner == 0 and english.points == [5, 0]


def test_book_whist_4_play_to_score_eleven_tricks_game_from_love():
    s = book_state("whist-4")
    play_rows(s, corrected_rows(DEALS["whist-4"]))
    sc = s.score()
    assert sc.tricks == [2, 11] and sc.honours == [2, 2]            # Z A J, B K Q: divided
    assert sc.game_winner == 1 and sc.game_value == 3


def test_book_whist_3_as_printed_has_a_revoke_refused_online():
    s = book_state("whist-3", corrected=False)
    rows = [parse_cards(r) for r in DEALS["whist-3"]["rows"]]
    play_rows(s, rows, upto=11)
    s.apply(f"play {rows[11][3]}")      # Z leads the jack of clubs
    s.apply(f"play {rows[11][0]}")      # A ruffs
    with pytest.raises(IllegalAction) as e:
        s.apply(f"play {rows[11][1]}")  # Y's printed 9 of diamonds while holding the ace of clubs
    assert "law 71" in str(e.value)
    assert len(s.tp.trick) == 2         # unchanged


def test_book_whist_3_as_printed_in_referee_mode_records_y_revoke_and_american_penalty():
    s = book_state("whist-3", "whist-american", corrected=False, referee_mode=True)
    rows = [parse_cards(r) for r in DEALS["whist-3"]["rows"]]
    play_rows(s, rows)
    assert s.side_tricks() == [7, 6]
    (rev,) = s.tp.revokes
    assert (s.book_letter(rev.seat), rev.trick, str(rev.card), rev.established) == ("Y", 12, "9D", True)
    ruling = s.referee("revoke", seat=0)
    assert "law 30" in ruling.law and "American" in ruling.law
    sc = s.score()
    assert sc.counted == [9, 4] and sc.points == [3, 0]             # two tricks transferred


# ----- scoring oracles ---------------------------------------------------------------------
def test_O_003_10_trick_points_and_O_003_11_honours():
    assert score_deal([9, 4]).points == [3, 0]
    assert score_deal([7, 6]).points == [1, 0]
    assert score_deal([6, 7]).points == [0, 1]
    assert [honour_points(n) for n in (4, 3, 2, 1, 0)] == [4, 2, 0, 0, 0]


def test_O_003_12_honours_barred_at_four():
    assert score_deal([6, 7], [4, 0], honours_held=[4, 0]).points == [0, 1]
    assert score_deal([6, 7], [3, 0], honours_held=[4, 0]).after == [5, 1]


def test_O_003_13_game_values_treble_double_single():
    assert [english_game_value(x) for x in (0, 1, 2, 3, 4)] == [3, 2, 2, 1, 1]


def test_O_003_14_rubber_values_and_smallest_and_bumper():
    assert rubber_value([3, 1], [2]) == 4
    assert rubber_value([3, 3], []) == 8            # the bumper, largest rubber
    assert rubber_value([1, 1], [3]) == 1           # the smallest rubber


def test_english_order_of_scoring_oracle_tricks_before_honours():
    # (i) A-B 3, Y-Z 0; A-B hold 3 honours (2), Y-Z make 3 by cards -> A-B only a single
    i = score_deal([4, 9], [3, 0], honours_held=[3, 1])
    assert i.game_winner == 0 and i.after == [5, 3] and i.game_value == 1
    # (ii) A-B make 2 by cards, Y-Z hold 4 honours -> A-B out first, a treble
    ii = score_deal([8, 5], [3, 0], honours_held=[0, 4])
    assert ii.game_winner == 0 and ii.after == [5, 0] and ii.game_value == 3


def test_O_003_15_revoke_precedence_EW_law_72_claimants_treble_despite_slam_and_honours():
    sc = score_deal([0, 13], [2, 0], honours_held=[0, 4], revokes=[(1, "add")])
    assert sc.game_winner == 0 and sc.game_value == 3
    assert sc.after == [5, 0] and sc.points == [3, 0]


def test_O_003_16_revoke_options_and_O_003_17_cap_at_four():
    take = score_deal([9, 4], revokes=[(0, "tricks")])
    assert take.counted == [6, 7] and take.points == [0, 1]
    deduct = score_deal([9, 4], [2, 0], revokes=[(0, "deduct")])
    assert deduct.after == [3, 0]                    # 2 - 3 (floored) + 3 by cards, capped at 4
    add = score_deal([6, 7], revokes=[(0, "add")])
    assert add.after == [0, 4]
    capped = score_deal([13, 0], [0, 0], revokes=[(0, "add")])
    assert capped.after == [4, 3] and capped.game_winner is None
    with pytest.raises(ValueError):
        score_deal([9, 4], revokes=[(0, "split")])


def test_O_003_01_and_02_american_revoke_two_tricks_and_cap_six():
    sc = score_deal([8, 5], code="american", game_points=7, honours_count=False, revokes=[(0, "tricks")])
    assert sc.counted == [6, 7] and sc.points == [0, 1]
    capped = score_deal([13, 0], [5, 0], code="american", game_points=7, honours_count=False,
                        revokes=[(0, "tricks")], game_value="difference")
    assert capped.after == [6, 0] and capped.game_winner is None


@pytest.mark.parametrize("code,tricks,choices", [
    ("american", 2, ("tricks",)), ("english", 3, ("tricks", "deduct", "add")),
    ("cayenne", 3, ("tricks", "deduct", "add")), ("solo", 3, ("tricks",))])
def test_O_003_24_cross_code_revoke_penalties(code, tricks, choices):
    p = revoke_penalty_summary(code)
    assert p["tricks"] == tricks and p["choices"] == choices
    if code in ("american", "english"):
        sc = score_deal([9, 4], code=code, game_points=7 if code == "american" else 5,
                        revokes=[(0, "tricks")], honours_count=False)
        assert sc.counted == [9 - tricks, 4 + tricks]


def test_american_game_of_eleven_when_hand_played_out_and_alw_seven():
    out = score_deal([11, 2], [6, 3], code="american", game_points=7, honours_count=False,
                     game_value="difference", count_beyond_game=True)
    assert out.after[0] == 11 and out.game_value == 8
    alw = score_deal([11, 2], [6, 3], code="american", game_points=7, honours_count=False,
                     game_value="difference")
    assert alw.after[0] == 7 and alw.game_value == 4                 # 7 less the loser's 3


# ----- the referee (laws the deal state can settle) -----------------------------------------
def fresh(game="whist-english", seed=3, **opts):
    return get_game(game).new_deal(rules=opts, shuffler=SeededShuffler(seed))


def test_AW_24_lead_out_of_turn_suit_called_by_right_hand_adversary():
    s = fresh("whist-american")
    offender = 1                                           # East leads while North should
    card = s.tp.hands[1][0]
    r = s.referee("lead-out-of-turn", seat=offender, card=str(card))
    assert "law 24" in r.law
    # next time the offending side has the lead: play trick 1 with the bot until E-W lead
    bot = WhistBot(0, 0)
    while not (s.tp.turn & 1 == 1 and not s.tp.trick):
        s.apply(bot.choose(s.view(s.to_act), s.legal_actions()))
    leader = s.to_act
    suit = next(c & 3 for c in s.tp.hands[leader])
    wrong = (leader + 1) % 4                                # the adversary on his left
    snapshot = s.clone()
    r = s.referee("call-suit", seat=wrong, suit=suit)
    assert "law 39" in r.law and r.penalty == "none"
    r = snapshot.referee("call-suit", seat=(leader - 1) % 4, suit=suit)
    assert all(a.args[0] & 3 == suit for a in snapshot.legal_actions())
    other = next(c for c in snapshot.tp.hands[leader] if c & 3 != suit) if any(
        c & 3 != suit for c in snapshot.tp.hands[leader]) else None
    if other is not None:
        with pytest.raises(IllegalAction) as e:
            snapshot.apply(f"play {other}")
        assert "law 24" in str(e.value)


def test_EW_62_lead_out_of_turn_card_called_as_exposed_and_then_forced():
    s = fresh()
    card = s.tp.hands[2][5]
    r = s.referee("lead-out-of-turn", seat=2, card=str(card), penalty="call-card")
    assert "English" in r.law and "law 62" in r.law
    assert str(card) in s.view(1)["exposed"]["S"]
    assert card not in s.hidden_cards(1)
    r = s.referee("call-card", seat=1, target=2, card=str(card))
    assert "law 65" in r.law
    with pytest.raises(IllegalAction):
        s.referee("call-card", seat=0, target=2, card=str(card))   # partner may not call


def test_EW_56_exposed_card_and_EW_64_no_forced_revoke():
    s = fresh(seed=11)
    s.apply(s.legal_actions()[0])                  # North leads
    led = s.tp.trick[0] & 3
    east = s.tp.hands[1]
    off = next((c for c in east if c & 3 != led), None)
    if off is None or not any(c & 3 == led for c in east):
        pytest.skip("deal shape")
    s.referee("exposed-card", seat=1, card=str(off))
    s.referee("call-card", seat=0, target=1, card=str(off))
    legal = {a.args[0] for a in s.legal_actions()}
    assert off not in legal and all(c & 3 == led for c in legal)   # calling cannot force a revoke


def test_AW_18_and_EW_53_naming_trump_card_calls_highest_trump():
    s = fresh("whist-american", seed=4)
    with pytest.raises(IllegalAction) as e:
        s.referee("named-trump-card", seat=0)
    assert "law 18" in str(e.value)
    for _ in range(4):
        s.apply(s.legal_actions()[0])
    seat = 0
    trumps = sorted(c for c in s.tp.hands[seat] if c & 3 == s.trump)
    r = s.referee("named-trump-card", seat=seat, which="highest")
    if trumps:
        assert s.tp.called[seat] == trumps[-1] and "law 18" in r.law


def test_EW_73_76_renounce_corrected_before_established_card_exposed():
    s = fresh(seed=7, referee_mode=True)
    s.apply(s.legal_actions()[0])
    led = s.tp.trick[0] & 3
    east = s.tp.hands[1]
    off = next((c for c in east if c & 3 != led), None)
    if off is None or not any(c & 3 == led for c in east):
        pytest.skip("deal shape")
    s.apply(f"play {off}")                          # a renounce in error, accepted in referee mode
    s.apply(s.legal_actions()[0])                   # South plays after him
    r = s.referee("correct-revoke", seat=1)
    assert "law 76" in r.law
    assert s.to_act == 1 and len(s.tp.trick) == 1 and off in s.tp.exposed[1]
    with pytest.raises(IllegalAction):
        s.referee("revoke", seat=0, penalty="tricks")   # nothing established to claim


def test_EW_72_revoke_claim_needs_established_revoke_and_scores_first():
    s = fresh(seed=7, referee_mode=True)
    s.apply(s.legal_actions()[0])
    led = s.tp.trick[0] & 3
    east = s.tp.hands[1]
    off = next((c for c in east if c & 3 != led), None)
    if off is None or not any(c & 3 == led for c in east):
        pytest.skip("deal shape")
    s.apply(f"play {off}")
    with pytest.raises(IllegalAction) as e:
        s.referee("revoke", seat=0, penalty="add")
    assert "law 73" in str(e.value)
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    r = s.referee("revoke", seat=2, penalty="add")
    assert "law 72" in r.law
    sc = s.score()
    assert sc.steps[0].startswith("side 0 +3") and sc.after[1] <= 4


def test_AW_36_claiming_the_rest_exposes_partners_hand():
    s = fresh("whist-american")
    r = s.referee("claim-rest", seat=0)
    assert "law 36" in r.law and sorted(s.tp.exposed[2]) == sorted(s.tp.hands[2])
    assert not (set(s.tp.hands[2]) & s.hidden_cards(1))


def test_EW_86_attention_to_trick_partner_plays_highest():
    s = fresh(seed=2)
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])                   # East played; South (N's partner) to play
    led = s.tp.trick[0] & 3
    mine = sorted(c for c in s.tp.hands[2] if c & 3 == led)
    r = s.referee("attention-to-trick", seat=0, which="highest")
    assert "law 86" in r.law
    if mine:
        assert [a.args[0] for a in s.legal_actions()] == [mine[-1]]


def test_online_revoke_refused_with_law_state_unchanged():
    s = fresh("whist-american", seed=7)
    s.apply(s.legal_actions()[0])
    led = s.tp.trick[0] & 3
    east = s.tp.hands[1]
    off = next((c for c in east if c & 3 != led), None)
    if off is None or not any(c & 3 == led for c in east):
        pytest.skip("deal shape")
    before = (list(east), list(s.tp.trick))
    with pytest.raises(IllegalAction) as e:
        s.apply(f"play {off}")
    assert "American" in str(e.value) and "law 28" in str(e.value)
    assert (list(s.tp.hands[1]), list(s.tp.trick)) == before


# ----- rule of eleven and opening leads (bot oracles) --------------------------------------
def test_rule_of_eleven_auction_oracle_declarer_has_none():
    # partner leads the 7, dummy Q 9 2, third hand A J 3 -> declarer holds none above the 7
    assert rule_of_eleven(7, [12, 9, 2, 14, 11, 3]) == 0


def test_rule_of_eleven_whist_oracle_one_card_K_or_Q_out():
    # lead 7, second hand 8, third hand A J 6 3 plays A, fourth hand 5 -> one card (K or Q)
    assert rule_of_eleven(7, [8, 14, 11, 6, 3, 5]) == 1


# Foster 001 part 1 §5.10 (catalog 001_part1.md §5.11), hearts trumps: hands 1-3 lead trumps
# (grep "♡ J 8 6 4 2; ♣ K 3 2; ♢ 10 9 2; ♠ 7 5"), 4-6 do not (grep "♡ A K Q; ♣ J 8 7 5 3")
@pytest.mark.parametrize("hand,leads_trump", [
    ("JH 8H 6H 4H 2H KC 3C 2C TD 9D 2D 7S 5S", True),     # 1: five trumps
    ("QH TH 2H AC KC 5C KD QD TD 9D AS QS 3S", True),     # 2: three trumps, strong in every suit
    ("KH JH 8H 3H AC KC QC TC 7C 3C 3D AS 7S", True),     # 3: four, an established suit, a re-entry
    ("AH KH QH JC 8C 7C 5C 3C QD 4D KS 4S 2S", False),    # 4
    ("QH JH TH 2H 5C 2C AD KD QD 2D 6S 4S 3S", False),    # 5
    ("AH QH 5H 4H KC QC JC 6C 3C AD 9D 2D KS", False),    # 6
])
def test_foster_opening_lead_trumps_or_not(hand, leads_trump):
    c = choose_lead(parse_cards(hand), trump=2)
    assert (c & 3 == 2) is leads_trump


@pytest.mark.parametrize("hand,suit", [
    ("AH 4H 3H JC TC 9C 8C 3C AD KD QD KS 2S", 0),        # 7: longest suit, clubs
    ("KH TH 8H 3H 4C 2C KD QD TD 8D 2D AS QS", 1),        # 8: diamonds
    ("JH 3H 6C 5C 4C 3C 2C JD TD 5D 3D QS 8S", 1),        # 9: the four-card diamonds
    ("QH 4H 2H 7C TD 6D 4D 3D 2D AS KS QS TS", 3),        # 10: the four-card spades
])
def test_foster_opening_lead_suit(hand, suit):
    assert choose_lead(parse_cards(hand), trump=2) & 3 == suit


# Capt. Ward's "American game" (Whist, May 1906, quoted by Foster 001 part 1 §5.10; catalog
# 001_part1.md §5.11 hands 11-16), hearts trumps: the exact first leads
@pytest.mark.parametrize("hand,lead", [
    ("8H 7H 6H 3H 9C 8C KD 8D 3D 2D KS 4S 2S", "9C"),      # 11 grep "девятка треф"
    ("TH 8H 3H 2H KC 6C QD 7D 6D 4D QS 5S 4S", "4D"),      # 12 low card: an honour Q or better
    ("TH 8H 3H 2H KC 6C JD 8D 7D 4D QS 5S 4S", "7D"),      # 13 intermediate: no such honour
    ("KH 8H 3H 2H JC TC 4C AD TD 3D 8S 4S 3S", "JC"),      # 14
    ("KH 8H 3H 2H JC 3C 2C AD TD 3D QS 6S 3S", "2H"),      # 15 grep "двойкой козырей"
    ("KH 8H 3H 2H QC JC 3C AD TD 3D QS 6S 3S", "QC"),      # 15 with clubs Q J 3
    ("KH 6H 2H 8C 6C 2C AD QD 6D 4D 3D AS TS", "3D"),      # 16 grep "Тройка бубен"
    ("KH 6H 2H 8C 6C 2C AD QD 6D 4D 3D TS 2S", "TS"),      # 16 without the re-entry
])
def test_ward_american_game_first_leads(hand, lead):
    assert str(choose_lead(parse_cards(hand), trump=2, style="ward")) == lead


def test_the_american_game_bot_opens_with_wards_lead():
    from hoyle.bots.trick_play import AmericanGameBot
    from hoyle.core.actions import Action
    hand = parse_cards("KH 6H 2H 8C 6C 2C AD QD 6D 4D 3D AS TS")
    view = {"hand": [str(c) for c in hand], "trump": "hearts", "trick": [], "played": [], "seat": 0}
    legal = [Action("play", (c,)) for c in hand]
    assert str(AmericanGameBot(0, 1).choose(view, legal)) == "play 3D"
    assert str(WhistBot(0, 1).choose(view, legal)) != "play 3D"      # Foster's long-suit lead: AD


def test_king_led_from_king_queen_and_fourth_best_otherwise():
    assert str(choose_lead(parse_cards("KD QD TD 8D 2D AS QS KH TH 8H 3H 4C 2C"), 2)) == "KD"
    assert str(choose_lead(parse_cards("JC TC 9C 8C 3C AH 4H 3H AD KD QD KS 2S"), 2)) == "8C"


# ----- whole games -------------------------------------------------------------------------
def test_heuristic_bots_play_a_rubber_english():
    g = get_game("whist-english")
    m = g.new_match(seed=1)
    deals = 0
    while not m.is_over and deals < 40:
        s = m.next_deal()
        bots = [WhistBot(i, i) for i in range(4)]
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        m.finish(s)
        deals += 1
    assert m.is_over
    assert 1 <= m.rubber["value"] <= 8
    assert sum(m.totals) == 0


def test_record_replays_with_same_outcome_and_view_hides_hands():
    s = fresh(seed=9)
    bots = [WhistBot(i, i) for i in range(4)]
    while not s.is_over:
        seat = s.to_act
        v = s.view(seat)
        import json
        text = json.dumps(v)
        assert not any(f'"{c}"' in text for c in s.hidden_cards(seat))
        s.apply(bots[seat].choose(v, s.legal_actions()))
    r = replay(s.record())
    assert r.outcome() == s.outcome()


def test_prussian_whist_trump_cut_from_still_pack():
    g = get_game("прусский вист")
    assert g.slug == "prussian-whist"
    s = g.new_deal(shuffler=SeededShuffler(5))
    assert s.view(0)["turned_card"] is None and s.trump == s.turned & 3
    assert not s.trump_up
    assert len(s.shuffler.draws_log) == 1


def test_O52_american_game_value_seven_less_losers_score():
    # AW law 1: a game won 7 to 3 is worth 4; 7 to love is worth 7
    assert score_deal([10, 3], [4, 3], code="american", game_points=7, honours_count=False,
                      game_value="difference").game_value == 4
    assert score_deal([13, 0], [0, 0], code="american", game_points=7, honours_count=False,
                      game_value="difference").game_value == 7
    from hoyle.games.whist.laws import AMERICAN, ENGLISH
    assert len(AMERICAN) == 39 and len(ENGLISH) == 91
    assert [law.number for law in ENGLISH] == [str(i) for i in range(1, 92)]


# ----- dummy and double dummy (seed 003 §13-14; 001 part 2 §3-4) ---------------------------
def test_O_003_25_dummy_exposed_played_by_partner_settles_with_each_adversary():
    g = get_game("dummy")
    assert g.slug == "dummy-whist"
    s = g.new_deal(shuffler=SeededShuffler(2))
    assert s.num_players == 3 and s.dealer == 3              # dummy (West) deals first
    v = s.view(0)
    assert sorted(v["dummy_hands"]["W"]) == sorted(str(c) for c in s.tp.hands[3])
    assert not (set(s.tp.hands[3]) & s.hidden_cards(0))
    bots = [WhistBot(i, i) for i in range(3)]
    while not s.is_over:
        if s.tp.turn == 3:
            assert s.to_act == 1                              # East plays his dummy's cards
        s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
    d = s.outcome()[0]
    assert s.outcome() == [d, -2 * d, d]


def test_O10_dummy_conceding_a_point_a_rubber_extremes():
    # the dummy's partner concedes one point a rubber: best 8 - 1 = 7; adversaries 8 + 1 = 9, at least 1 + 1
    assert rubber_value([3, 3], []) - 1 == 7
    assert rubber_value([3, 3], []) + 1 == 9 and rubber_value([1, 1], [3]) + 1 == 2


def test_dummy_revoke_not_liable_to_penalty():
    s = get_game("dummy").new_deal(rules={"referee_mode": True}, shuffler=SeededShuffler(1))
    for seed in range(2, 60):
        s = get_game("dummy").new_deal(rules={"referee_mode": True}, shuffler=SeededShuffler(seed))
        # lead until West (dummy) can renounce with the suit in hand
        while not s.is_over and not (s.tp.turn == 3 and s.tp.trick and s.tp.can_follow(3)
                                     and any(c & 3 != s.tp.led_suit for c in s.tp.hands[3])):
            s.apply(s.legal_actions()[0])
        if not s.is_over:
            break
    off = next(c for c in s.tp.hands[3] if c & 3 != s.tp.led_suit)
    s.apply(f"play {off}")
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    with pytest.raises(IllegalAction) as e:
        s.referee("revoke", seat=0, penalty="tricks")
    assert "law II" in str(e.value)


def test_double_dummy_two_players_each_with_exposed_dummy():
    assert get_game("double-dummy").slug == "double-dummy-whist"
    s = get_game("double-dummy").new_deal(shuffler=SeededShuffler(4))
    assert s.num_players == 2
    assert s.hidden_cards(0) == set(s.tp.hands[1]) - ({s.turned} if s.trump_up else set())
    while not s.is_over:
        assert s.to_act == s.tp.turn % 2
        s.apply(s.legal_actions()[-1])
    assert sum(s.outcome()) == 0


def test_favourite_whist_doubles_tricks_and_honours_in_the_favourite_suit():
    sc = score_deal([8, 5], honours_held=[3, 1], multiplier=2)
    assert sc.points == [5, 0] and sc.steps[0].endswith("x2")     # 2 by cards doubled = 4, then honours
    g = get_game("favourite-whist")
    m = g.new_match(seed=3)
    s = m.next_deal()
    assert s.favourite_suit == s.trump                            # the first deal fixes the favourite
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    m.finish(s)
    s2 = m.next_deal()
    assert s2.favourite_suit == s.trump and s2.view(0)["favourite"] == s.view(0)["favourite"]


@pytest.mark.parametrize("game,liable_after", [("whist-american", 2), ("whist-english", 1)])
def test_O_003_07_trump_card_left_on_table_AW18_after_trick_2_EW52_after_trick_1(game, liable_after):
    s = fresh(game, seed=12)
    bot = WhistBot(0, 0)
    reached = False
    for t in range(3):
        assert s.turned in s.tp.hands[3]
        r = s.referee("trump-card-left", seat=3)
        if t < liable_after:
            assert r.penalty == "none"
        else:
            assert s.turned in s.tp.exposed[3]
            assert ("law 18" if game == "whist-american" else "law 52") in r.law
            reached = True
            break
        for _ in range(4):
            legal = [a for a in s.legal_actions() if s.to_act != 3 or a.args[0] != s.turned] or s.legal_actions()
            s.apply(bot.choose(s.view(s.to_act), legal))
    assert reached


def test_refereed_deal_record_replays_with_its_rulings():
    import json
    s = book_state("whist-3", "whist-american", corrected=False, referee_mode=True)
    play_rows(s, [parse_cards(r) for r in DEALS["whist-3"]["rows"]])
    s.referee("revoke", seat=0)
    rec = json.loads(json.dumps(s.record()))
    assert rec["rulings"][0]["step"] == 52 and rec["outcome"] == [3, -3, 3, -3]
    again = replay(rec)
    assert again.outcome() == s.outcome() and again.claims == s.claims


def test_AW_26_fourth_before_second_second_hand_highest_and_EW_68_win_or_lose():
    s = fresh("whist-american", seed=5)
    s.apply(s.legal_actions()[0])                          # North leads; East (second) to play
    led = s.tp.led_suit
    of = sorted(c for c in s.tp.hands[1] if c & 3 == led)
    r = s.referee("fourth-before-second", seat=3, demand="lowest")   # West played out of turn
    assert "law 26" in r.law
    if of:
        assert [a.args[0] for a in s.legal_actions()] == [of[0]]
    e = fresh("whist-english", seed=5)
    e.apply(e.legal_actions()[0])
    with pytest.raises(IllegalAction) as exc:
        e.referee("fourth-before-second", seat=3, demand="highest")
    assert "law 68" in str(exc.value)
    r = e.referee("fourth-before-second", seat=3, demand="lose")
    from hoyle.mechanics.tricks import legal_cards, trick_winner
    playable = legal_cards(e.tp.hands[1], e.tp.led_suit)
    losing = [c for c in playable if trick_winner(e.tp.trick + [c], e.trump) == 0]
    assert sorted(a.args[0] for a in e.legal_actions()) == sorted(losing or playable)
    assert "law 67" in e.referee("third-before-second", seat=2).law


# ----- Mort (001 part 2 §7) ------------------------------------------------------------------
from hoyle.games.whist.scoring import mort_game_value  # noqa: E402


def test_O13_mort_winning_hand_played_out_game_of_nine():
    sc = score_deal([11, 2], [4, 3], honours_count=False, count_beyond_game=True)
    assert sc.after[0] == 9 and sc.game_winner == 0


def test_O14_mort_slam_20_apart_no_game():
    g = get_game("mort")
    rules = g.make_rules()
    assert rules.slam_points == 20 and not rules.honours
    from hoyle.cards import ALL_CARDS
    spades = [c for c in ALL_CARDS if c & 3 == 3]
    rest = [c for c in ALL_CARDS if c & 3 != 3]
    hands = [spades, rest[0:13], rest[13:26], rest[26:39]]         # North holds every trump
    deck = deck_for_hands(hands, dealer=0, last=parse_card("AS"))
    s = g.new_deal(shuffler=StackedShuffler([deck]), context={"dealer": 0, "score": [4, 4]})
    assert s.trump == 3
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert s.side_tricks() == [13, 0] and s.slam_side() == 0
    sc = s.score()
    assert sc.after == [4, 4] and sc.game_winner is None          # no game: play goes on at 4 all
    assert s.outcome() == [20, -40, 20]                          # the Vivant (East) pays each


@pytest.mark.parametrize("winners,losers,slams,revoke,value", [
    (8, 2, 0, 0, 12),      # O15: double, Vivant +24, R and L -12 each
    (5, 4, 20, 0, -14),    # O16: R&L win a single but V&M made a slam: R and L lose 14 each
    (8, 0, 0, 3, 18),      # O17: treble and a revoke
])
def test_O15_O16_O17_mort_game_values(winners, losers, slams, revoke, value):
    assert mort_game_value(winners, losers, slams, revoke) == value


def test_O18_mort_largest_17_smallest_6():
    assert mort_game_value(4 + 6, 0) == 17            # from 4, twelve tricks (6 over book), treble
    assert mort_game_value(5, 4) == 6


# ----- Mort for four, the tour and the game settlement (001 part 2 §7) -------------------------
from hoyle.games.whist.mort import MortMatch, mort_roles  # noqa: E402


def test_part2_s7_mort_four_players_each_vivant_in_turn_then_sits_out():
    # the highest cut (player 3) sits out game 1; Vivants in ascending order; each sits out the
    # game right after being Vivant; four games are the tour
    assert [mort_roles(4, g) for g in range(4)] == [(0, 3), (1, 0), (2, 1), (3, 2)]
    assert [mort_roles(3, g) for g in range(3)] == [(0, None), (1, None), (2, None)]


def test_part2_s7_mort_four_handed_deal_sitter_sees_no_hand_and_has_no_stake():
    g = get_game("mort")
    s = g.new_deal(4, shuffler=SeededShuffler(4), context={"vivant": 2, "sitting_out": 1})
    assert s.controller == (0, 2, 3, 2) and s.dummies == (3,)
    v = s.view(1)
    assert v["hand"] is None and v["role"] == "sitting out" and v["dummy_hands"]["W"]
    assert s.hidden_cards(1) == {c for i in (0, 1, 2) for c in s.tp.hands[i]}
    assert "player 1 sits out" in g.state_cls.render_view(v)
    rng = random.Random(4)
    while not s.is_over:
        assert s.to_act in (0, 2, 3)
        s.apply(rng.choice(s.legal_actions()))
    out = s.outcome()
    assert out[1] == 0 and out[0] == out[3] and out[2] == -2 * out[0]
    with pytest.raises(SetupError):
        g.new_deal(4, context={"vivant": 2, "sitting_out": 2})


@pytest.mark.parametrize("players", [3, 4])
def test_O15_O18_mort_tour_settles_each_game_by_mort_game_value(players):
    g = get_game("mort")
    m = g.new_match(players, None, seed=players)
    assert isinstance(m, MortMatch)
    rng = random.Random(players)
    while not m.is_over:
        st = m.next_deal()
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
        m.finish(st)
    assert len(m.games) == players
    assert [x["vivant"] for x in m.games] == list(range(players))
    for x in m.games:
        w = 0 if x["winners"] == "adversaries" else 1
        assert x["value"] == mort_game_value(x["score"][w], x["score"][1 - w], x["slams"][1 - w],
                                             winners_slams=x["slams"][w])
        assert sum(x["money"]) == 0 and x["money"][x["vivant"]] in (2 * x["value"], -2 * x["value"])
        if x["sitting_out"] is not None:
            assert x["money"][x["sitting_out"]] == 0
    # the deals' points plus each game's 3/2/1 + 4 add up to the games' settlements
    assert m.totals == [sum(x["money"][p] for x in m.games) for p in range(players)]


def test_O73_mort_largest_game_with_a_slam_is_37():
    assert mort_game_value(4 + 6, 0, winners_slams=20) == 37
    assert mort_game_value(5, 4, losers_slams=20) == -14             # O16 again, by keyword


def test_part2_s7_mort_revoke_penalties_may_differ_and_one_trick_remains():
    # "score 3:2 for the adversaries, the Vivant may deduct three from their score for one
    # revoke and add three to his own for another" (001 part 2 §7)
    sc = score_deal([6, 7], [3, 2], honours_count=False, count_beyond_game=True,
                    revokes=[(0, "deduct"), (0, "add")], revoke_floor=1)
    assert sc.after == [0, 6] and sc.game_winner == 1
    # the revokers' tricks may not be brought to nothing: at least one remains (no slam by penalty)
    sc = score_deal([2, 11], [0, 0], honours_count=False, count_beyond_game=True,
                    revokes=[(0, "tricks")], revoke_floor=1)
    assert sc.counted == [1, 12]
    assert score_deal([2, 11], revokes=[(0, "tricks")]).counted == [0, 13]     # plain whist: no floor
    assert get_game("mort").make_rules().revoke_floor == 1
