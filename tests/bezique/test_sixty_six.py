"""Sixty-six (``sixty-six``), three-hand sixty-six (``three-hand-sixty-six``) and four-hand
sixty-six (``kreuz-marriage``): Foster 1914, catalog 001_part4.md §4.14-§4.16, the closing
oracles (a)-(c) and the tie oracle (68 v 82, then 2 + 1 = 3) replayed as deals, the laws as
refusals and referee calls, the match to seven and the book's advice as the bot."""

import pytest

from hoyle.cards import parse_card
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.errors import IllegalAction
from hoyle.games.bezique import SixtySixBot, game_points, unclaimed_points
from hoyle.mechanics.tricks import HEAD_TRICK, ten_high_order

C = parse_card


def deal(pone, dealer, up, stock, slug="sixty-six", rules=None, **ctx):
    """A stacked sixty-six deal: the pone's six, the dealer's six, the turn-up, the stock (top
    first), dealt three at a time the pone first (§4.14 deal)."""
    p, d = pone.split(), dealer.split()
    order = p[:3] + d[:3] + p[3:] + d[3:] + [up] + stock.split()
    g = get_game(slug)
    return g.new_deal(g.min_players, rules, StackedShuffler([order]), ctx or None)


def test_oracle_a_close_and_lead_the_ace_then_show_the_marriage():
    """§4.14 #2, closing oracle (a): A has 35, a marriage and an ace of another plain suit, no
    trumps; he closes and leads the ace, B must follow: 46; he shows the marriage: 66."""
    st = deal("AD TH AS KH QH 9D", "TD KD 9S JD 9H QD", "JC",
              "AH AC TS JS 9C QC KC TC KS QS JH")
    for a in ("play AD", "play TD", "draw", "play TH", "play KD", "draw"):
        st.apply(a)
    assert st.points(0) == 35 and st.to_act == 0
    assert not any(c & 3 == 0 for c in st.hands[0])           # no trumps
    st.apply("close")
    st.apply("play AS")
    assert {str(a) for a in st.legal_actions() if a.verb == "play"} == {"play 9S", "play JS"}   # must follow
    with pytest.raises(IllegalAction, match="follow suit"):
        st.apply("play JD")
    st.apply("play 9S")
    assert st.points(0) == 46
    st.apply("show KH")
    assert st.is_over and st.claim == {"seat": "N", "points": 66, "right": True}
    assert st.scored() == [3, 0]                               # B took no trick: schwarz


def _oracle_b(**ctx):
    st = deal("TC 9C TS AH KH QH", "AC AS QS JH 9D JD", "9H",
              "JC QC KC QD KD TD AD TH 9S JS KS", **ctx)
    for a in ("play TC", "play AC", "draw", "play AS", "play 9C", "draw", "play QS", "play TS"):
        st.apply(a)
    return st


def test_oracle_b_catch_the_jack_for_26_and_the_royal_marriage():
    """§4.14 #3, closing oracle (b): A 13, B 32; A holds the royal marriage and the trump ace, the 9
    turned; he closes and leads the ace, catching the jack: 26, + 40 = 66, B schneidered."""
    st = _oracle_b()
    assert (st.points(0), st.points(1)) == (13, 32)
    assert st.phase == "draw" and st.to_act == 0
    st.apply("close")                                          # closing before drawing
    assert st.stock.closed and len(st.hands[0]) == 5
    st.apply("play AH")
    assert [str(a) for a in st.legal_actions() if a.verb == "play"] == ["play JH"]
    st.apply("play JH")
    assert st.points(0) == 26
    st.apply("show KH")
    assert st.claim["points"] == 66 and st.scored() == [2, 0]  # B under 33: schneider


def test_tie_oracle_held_over_point():
    """§4.14 #1, the ties oracle: A 48 + a marriage = 68, B 72 + the last trick = 82, unclaimed: nobody
    scores; the next deal A makes 66 with B in schneider: 2 + 1 = 3."""
    assert unclaimed_points([68, 82], [5, 7]) == (None, 0)
    assert unclaimed_points([70, 50], [7, 5]) == (0, 1)
    st = _oracle_b(held_over=1)
    st.apply("close")
    st.apply("play AH")
    st.apply("play JH")
    st.apply("show KH")
    assert st.scored() == [3, 0]


def test_oracle_c_three_trumps_and_the_captured_ten_make_68():
    """§4.14 #4, closing oracle (c): trump ace and royal marriage, the opponent's ten of trumps
    unguarded (he took the turn-up for the 9): close without drawing and catch the ten; the
    three trumps alone give 11 + 4 + 3 + 10 captured + 40 = 68."""
    st = deal("AH KH QH JD JC QS", "TH 9S 9D 9C KS AD", "9H", "JH QC KC TC AC QD KD TD JS TS AS")
    st.apply("close")                                          # the pone closes before the first lead
    st.apply("play AH")
    st.apply("play TH")
    st.apply("marry KH")
    st.apply("play 9S")
    st.apply("play QH")
    st.apply("play 9D")
    assert st.points(0) == 68
    st.apply("claim")
    assert st.scored() == [3, 0]


def test_game_points_table():
    """§4.14 game points: 66 first 1; the opponent under 33 2; no trick 3; §4.16: 130 a deal,
    more than 100 schneider (the other side under 33)."""
    assert game_points(66, 40, 3) == 1
    assert game_points(70, 32, 2) == 2
    assert game_points(80, 0, 0) == 3
    assert game_points(101, 29, 1) == 2 and game_points(130, 0, 0) == 3


def test_wrong_claim_and_failed_close():
    """§4.14: a claim under 66 gives the opponent 2, or 3 if he had no trick at the time."""
    st = _oracle_b()
    st.apply("claim")                                          # A has 13
    assert st.scored() == [0, 2]
    st = deal("AH KH QH JD JC QS", "TH 9S 9D 9C KS AD", "9H", "JH QC KC TC AC QD KD TD JS TS AS")
    st.apply("close")
    st.apply("play AH")
    st.apply("play TH")
    st.apply("claim")                                          # 21 only; B had no trick when closed
    assert st.scored() == [0, 3]


def test_refusals_name_the_law_and_change_nothing():
    st = deal("AH KH QH JD JC QS", "TH 9S 9D 9C KS AD", "9H", "JH QC KC TC AC QD KD TD JS TS AS")
    before = st.view(0)
    with pytest.raises(IllegalAction, match="do not hold both"):
        st.apply("marry QS")
    with pytest.raises(IllegalAction, match="nine of trumps"):
        st.apply("exchange")
    st.apply("play JD")
    with pytest.raises(IllegalAction, match="on lead"):
        st.apply("close")
    with pytest.raises(IllegalAction, match="on lead"):
        st.apply("marry KS")
    assert st.view(0)["hand"] == [c for c in before["hand"] if c != "JD"]


def test_exchange_of_the_nine_after_winning_a_trick():
    """§4.14 trump 9: exchanged for the turn-up by one who has won a trick; no score."""
    st = deal("9H AS KC JD JC QS", "TH 9S 9D 9C KS AD", "AH", "JH QC TC AC QD KD TD JS TS QH KH")
    st.apply("play AS")
    st.apply("play 9S")
    st.apply("draw")
    assert "exchange" in {a.verb for a in st.legal_actions()}
    st.apply("exchange")
    assert C("AH") in st.hands[0] and st.stock.turn_up == C("9H")
    assert "AH" in st.view(1)["shown"]["N"]                  # the turn-up taken is seen by both
    assert st.points(0) == 11


def test_marriage_counts_only_after_a_trick_and_partner_shown():
    """§4.14: a marriage declared on the pone's first lead counts only once he wins a trick; the
    partner card is shown to every seat while it is still held."""
    st = deal("KS QS 9C JD JC QD", "TH 9S 9D AS KD AD", "9H", "JH QC KC TC AC TD JS TS AH KH QH")
    st.apply("marry KS")
    assert st.view(1)["shown"]["N"] == ["QS"] and st.points(0) == 0
    st.apply("play AS")                                        # B wins: the 20 is still pending
    assert st.marriage_points(0) == 0 and st.view(None)["marriages"]["N"] == [["spades", 20]]


def test_referee_calls():
    """S6 revoke after the close (referee mode), S17 a false marriage, S13 looking at a trick, S3."""
    st = deal("AH KH QH JD JC QS", "TH 9S 9D 9C KS AD", "9H", "JH QC KC TC AC QD KD TD JS TS AS",
              rules={"referee_mode": True})
    st.apply("close")
    st.apply("play AH")
    st.apply("play 9S")                                        # holds TH: a revoke, recorded
    r = st.referee("revoke", 0)
    assert "S6" in r.law and st.scored() == [2, 0]
    st = deal("AS KH 9C JD JC QD", "TH 9S 9D AC KD AD", "9H", "JH QC KC TC QS TD JS TS AH KS QH",
              rules={"referee_mode": True})
    st.apply("marry KH")                                       # no QH: a false marriage
    r = st.referee("false-marriage", 1)
    assert "S17" in r.law and st.marriages[0] == []
    st = _oracle_b()
    with pytest.raises(IllegalAction):
        st.referee("misdeal", 0)
    r = st.referee("looked-at-trick", 0)
    assert "close" not in {a.verb for a in st.legal_actions()}
    assert "S13" in r.law
    fresh = deal("AS KH 9C JD JC QD", "TH 9S 9D AC KD AD", "9H", "JH QC KC TC QS TD JS TS AH KS QH")
    assert "S3" in fresh.referee("misdeal", 1).law and fresh.is_over and fresh.outcome() == [0, 0]


def test_bot_closes_in_oracle_a_and_claims():
    """The book's advice (§4.14 closing oracle a): at 35 with a marriage and a plain ace, close."""
    st = deal("AD TH AS KH QH 9D", "TD KD 9S JD 9H QD", "JC", "AH AC TS JS 9C QC KC TC KS QS JH")
    for a in ("play AD", "play TD", "draw", "play TH", "play KD", "draw"):
        st.apply(a)
    bot = SixtySixBot(0)
    assert str(bot.choose(st.view(0), st.legal_actions())) == "close"
    st = _oracle_b()
    st.apply("close")
    st.apply("play AH")
    st.apply("play JH")
    assert str(bot.choose(st.view(0), st.legal_actions())) == "show KH"


def test_three_hand_dealer_scores_the_winners_points_but_stops_at_six():
    """§4.15: the dealer takes no cards and scores what is won on his deal; not out on his deal."""
    st = deal("AH KH QH JD JC QS", "TH 9S 9D 9C KS AD", "9H", "JH QC KC TC AC QD KD TD JS TS AS",
              slug="three-hand-sixty-six")
    assert st.hands[2] == [] and st.dealer == 2
    for a in ("close", "play AH", "play TH", "marry KH", "play 9S", "play QH", "play 9D", "claim"):
        st.apply(a)
    assert st.scored() == [3, 0, 3]
    st = deal("AH KH QH JD JC QS", "TH 9S 9D 9C KS AD", "9H", "JH QC KC TC AC QD KD TD JS TS AS",
              slug="three-hand-sixty-six", score=[0, 0, 5])
    for a in ("close", "play AH", "play TH", "marry KH", "play 9S", "play QH", "play 9D", "claim"):
        st.apply(a)
    assert st.scored() == [3, 0, 1]


def test_kreuz_marriage_130_a_deal_and_the_follow_rule():
    """§4.16: 130 points a deal (cards and the last trick 10); follow, head, trump and
    over-trump if able, even over the partner; the turned card is the dealer's, seen by all."""
    g = get_game("kreuz-marriage")
    for seed in range(5):
        st = g.new_deal(4, None, SeededShuffler(seed))
        assert st.turn_up in st.hands[st.dealer]
        assert str(parse_card(st.view(0)["turned_card"])) in st.view(1)["shown"][st.seat_names[st.dealer]]
        bot = SixtySixBot(0)
        while not st.is_over:
            st.apply(bot.choose(st.view(st.to_act), st.legal_actions()))
        assert st.points(0) + st.points(1) == 130
        assert sum(st.outcome()) == 0
    order = ten_high_order(0, HEAD_TRICK)                     # clubs trumps
    hand = [C("AC"), C("JC"), C("9D")]
    # partner led a heart and a trump (the queen) was played over it: void, over-trump if able
    assert order.legal(hand, [C("AH"), C("QC")]) == [C("AC")]


def test_match_to_seven():
    """§4.14: game is seven; the match carries the score and the held-over point."""
    g = get_game("sixty-six")
    m = g.new_match(2, None, seed=3)
    m.context["held_over"] = 1
    st = _oracle_b(held_over=1)
    st.apply("close")
    st.apply("play AH")
    st.apply("play JH")
    st.apply("show KH")
    m.finish(st)
    assert m.context["score"] == [3, 0] and m.context["held_over"] == 0 and m.context["dealer"] == 0
    bot = SixtySixBot(0)
    m = g.new_match(2, None, seed=4)
    deals = 0
    while not m.is_over and deals < 40:
        st = m.next_deal()
        while not st.is_over:
            st.apply(bot.choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
        deals += 1
    assert m.is_over and sorted(m.settled().per_seat) == [-1, 1]
