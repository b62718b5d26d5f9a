"""The trick-taking mechanic (hoyle.mechanics.tricks): trick winners, following suit, revoke
detection and establishment (AW 28, EW 73), correction (AW 29, EW 76), calls."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.core.errors import IllegalAction
from hoyle.mechanics.tricks import TrickPlay, called_suit, legal_cards, parse_suit, trick_winner


def cs(text):
    return [int(c) for c in parse_cards(text)]


def test_trick_winner_suit_led_trumps_and_renounce_never_wins():
    assert trick_winner(cs("7C KC 2C 9C"), trump=2) == 1
    assert trick_winner(cs("7C KC 2H 9C"), trump=2) == 2          # a trump wins
    assert trick_winner(cs("7C KC AS 9C"), trump=2) == 1          # a plain renounce never wins
    assert trick_winner(cs("7C 2H 3H AC"), trump=2) == 2          # highest trump
    assert trick_winner(cs("7C 2H 3H AC"), trump=None) == 3


def test_trick_winner_with_a_rank_key_jack_high():
    key = list(range(52))
    jack_of_hearts = parse_cards("JH")[0]
    key[jack_of_hearts] = 100
    assert trick_winner(cs("AH JH"), trump=2, rank_key=key) == 1


def test_legal_cards_follow_suit_or_anything():
    hand = cs("2C 5D AS")
    assert legal_cards(hand, 1) == cs("5D")
    assert legal_cards(hand, 2) == hand
    assert legal_cards(hand, None) == hand


def hands():
    return [cs("AC 2D"), cs("KC 3D"), cs("QC 4D"), cs("JC 5D")]


def test_trickplay_winner_leads_and_counts():
    tp = TrickPlay(hands(), trump=None, leader=1)
    for c in cs("KC QC JC AC"):
        tp.play(c)
    assert tp.won == [1, 0, 0, 0] and tp.leader == 0 and tp.turn == 0
    for c in cs("2D 3D 4D 5D"):
        tp.play(c)
    assert tp.over and tp.won == [1, 0, 0, 1]


def test_revoke_detected_established_at_next_lead():
    tp = TrickPlay(hands(), trump=None, leader=0)
    tp.play(cs("AC")[0])
    tp.play(cs("3D")[0])                     # seat 1 renounces while holding KC
    assert len(tp.revokes) == 1 and not tp.revokes[0].established
    for c in cs("QC JC"):
        tp.play(c)
    assert not tp.revokes[0].established     # trick complete but not yet quitted
    tp.play(cs("2D")[0])                     # the next lead quits it
    assert tp.revokes[0].established


def test_revoke_correction_restores_hand_exposes_card_and_retracts_later_cards():
    tp = TrickPlay(hands(), trump=None, leader=0)
    for c in cs("AC 3D QC JC"):
        tp.play(c)
    rev = tp.revokes[0]
    back = tp.correct_revoke(rev)
    assert back == cs("QC JC") and tp.turn == 1 and tp.trick == cs("AC")
    assert cs("3D")[0] in tp.exposed[1] and tp.won == [0, 0, 0, 0]
    assert tp.legal(1) == cs("KC")
    with pytest.raises(ValueError):
        tp.correct_revoke(rev)


def test_called_card_forced_only_when_no_revoke_results():
    tp = TrickPlay(hands(), trump=None, leader=0)
    tp.expose(1, cs("3D")[0])
    tp.called[1] = cs("3D")[0]
    tp.play(cs("AC")[0])
    assert tp.legal(1) == cs("KC")           # clubs led: calling 3D cannot force a revoke
    tp2 = TrickPlay(hands(), trump=None, leader=1)
    tp2.called[1] = cs("3D")[0]
    assert tp2.legal(1) == cs("3D")          # leading: the called card must be led


def test_clone_is_independent():
    tp = TrickPlay(hands(), trump=2, leader=0)
    t2 = tp.clone()
    t2.play(cs("AC")[0])
    assert len(tp.hands[0]) == 2 and tp.trick == []


def test_parse_suit():
    assert parse_suit("Hearts") == 2 and parse_suit("♠") == 3 and parse_suit("nt") is None
    with pytest.raises(ValueError):
        parse_suit("royal-ish")


def test_must_win_or_lose_penalty_filters_cards():
    tp = TrickPlay([cs("9C"), cs("TC 2C"), cs("3C"), cs("4C")], trump=None, leader=0)
    tp.play(cs("9C")[0])
    tp.must_win[1] = True
    assert tp.legal(1) == cs("TC")
    tp.must_win[1] = False
    assert tp.legal(1) == cs("2C")
    tp.play(cs("2C")[0])
    assert tp.must_win[1] is None


def test_called_suit_reads_the_suit_of_a_call_or_refuses_it_under_the_law():
    from hoyle.games.whist import lone
    assert lone.called_suit is called_suit                  # one helper, re-exported for solo/Boston
    assert called_suit("Hearts", "AW law 24") == 2 and called_suit(0, "AW law 24") == 0
    with pytest.raises(IllegalAction, match=r"name a suit to call \(AW law 24\)"):
        called_suit("nt", "AW law 24")                       # no-trump is no suit to lead
    with pytest.raises(IllegalAction, match=r"not a suit .*\(AW law 24\)"):
        called_suit("royal-ish", "AW law 24")
    with pytest.raises(IllegalAction, match="outside 0..3"):
        called_suit(7, None)


def test_AW_24_whist_call_suit_refuses_a_missing_suit_and_leaves_the_state_unchanged():
    from hoyle.games.whist.bots import WhistBot
    from hoyle.core import SeededShuffler, get_game
    s = get_game("whist-american").new_deal(shuffler=SeededShuffler(3))
    s.referee("lead-out-of-turn", seat=1, card=str(s.tp.hands[1][0]))
    bot = WhistBot(0, 0)
    while not (s.tp.turn & 1 == 1 and not s.tp.trick):     # until East-West next have the lead
        s.apply(bot.choose(s.view(s.to_act), s.legal_actions()))
    caller = (s.tp.turn - 1) % 4
    before = (s.view(None), s.suit_call_right, len(s.rulings))
    for bad, why in (("none", "name a suit"), ("royal-ish", "is not a suit"), (None, "name a suit")):
        with pytest.raises(IllegalAction, match=why + ".*law 24"):
            s.referee("call-suit", seat=caller, suit=bad)
        assert (s.view(None), s.suit_call_right, len(s.rulings)) == before


class _LowWins(TrickPlay):
    """A test order: the lowest card of the suit led wins; seat 2 may renounce at will."""

    def winner_of(self, cards):
        led = cards[0] & 3
        return min((c, i) for i, c in enumerate(cards) if c & 3 == led)[1]

    def is_revoke(self, seat, card):
        return seat != 2 and super().is_revoke(seat, card)


def test_play_uses_the_overridable_winner_and_revoke_test():
    tp = _LowWins(hands(), trump=None, leader=0)
    assert tp.play(cs("AC")[0]) is None
    tp.play(cs("KC")[0])
    tp.play(cs("4D")[0])                       # seat 2 renounces at will: no revoke recorded
    assert tp.revokes == []
    assert tp.play(cs("JC")[0]) == 3 and tp.won == [0, 0, 0, 1] and tp.leader == 3
    assert tp.quitted == [(0, tuple(cs("AC KC 4D JC")), 3)]
    tp2 = _LowWins(hands(), trump=None, leader=0)
    tp2.play(cs("AC")[0])
    tp2.play(cs("3D")[0])                      # seat 1 holds KC: still a revoke
    assert [(r.seat, r.trick) for r in tp2.revokes] == [(1, 1)]
    tp3 = _LowWins([cs("9C"), cs("TC 2C"), cs("3C"), cs("4C")], trump=None, leader=0)
    tp3.play(cs("9C")[0])
    tp3.must_win[1] = True                     # "win the trick" by this order: the low card
    assert tp3.legal(1) == cs("2C")


def test_french_boston_trick_play_top_jack_and_free_seat_through_the_shared_play():
    # 001 part 2 §13: the J of diamonds is the highest trump (clubs trumps here)
    from hoyle.games.whist.boston_french import FrenchTrickPlay
    hs = [cs("AC 5H"), cs("JD 2D"), cs("QC 3H"), cs("KH 4H")]
    tp = FrenchTrickPlay(hs, trump=0, leader=0)
    tp.play(cs("AC")[0])
    assert tp.legal() == cs("JD")
    tp.play(cs("2D")[0])                       # JD is a club: renouncing with 2D is a revoke
    assert [(r.seat, r.card) for r in tp.revokes] == [(1, cs("2D")[0])]
    t2 = FrenchTrickPlay(hs, trump=0, leader=0)
    for c in cs("AC JD QC KH"):
        w = t2.play(c)
    assert w == 1 and t2.won == [0, 1, 0, 0] and t2.revokes == []
    t3 = FrenchTrickPlay(hs, trump=0, leader=0, free=1)   # misère des quatre as: free to renounce
    t3.play(cs("AC")[0])
    t3.play(cs("2D")[0])
    assert t3.revokes == [] and isinstance(t3.clone(), FrenchTrickPlay)


def test_auction_law_76_declarer_call_suit_refuses_no_suit_then_takes_a_suit():
    from hoyle.core import SeededShuffler, get_game
    s = get_game("auction-bridge").new_deal(shuffler=SeededShuffler(4))
    for text in ["bid 1 hearts", "pass", "pass", "pass"]:
        s.apply(text)
    leader = s.tp.turn
    offender = (leader + 2) % 4                # the leader's partner leads instead
    s.referee("lead-out-of-turn", seat=offender, card=str(s.tp.hands[offender][0]), penalty="call-suit")
    before = (s.view(None), len(s.rulings))
    for bad in ("nt", "royal-ish"):
        with pytest.raises(IllegalAction, match="law 76"):
            s.referee("call-suit", seat=s.declarer, suit=bad)
        assert (s.view(None), len(s.rulings)) == before
    suit = s.tp.hands[leader][0] & 3
    s.referee("call-suit", seat=s.declarer, suit=suit)
    assert all(a.args[0] & 3 == suit for a in s.legal_actions())


def test_whist_and_bridge_views_read_as_text_not_python():
    """No render_view of a whist or bridge game shows a Python list, dict, None, True or False
    (a fresh tester found "tricks [0, 0]" and "petite None"); three seeded random deals each,
    every seat and a spectator at every step."""
    import random
    import re

    from hoyle.core import all_games
    from hoyle.core.chance import SeededShuffler
    pat = re.compile(r"\[[^\]]*\]|\{[^}]*:[^}]*\}|\bNone\b|\bTrue\b|\bFalse\b")
    bad = []
    for g in all_games():
        if g.family not in ("whist", "bridge"):
            continue
        for seed in range(2):
            st = g.new_deal(None, None, SeededShuffler(seed))
            rng = random.Random(seed)
            while True:
                for seat in [*range(st.num_players), None]:
                    m = pat.search(st.render_view(st.view(seat)))
                    if m:
                        bad.append((g.slug, m.group()))
                if st.is_over:
                    break
                st.apply(rng.choice(st.legal_actions()))
    assert not bad, sorted(set(bad))[:10]
