"""Euchre (Foster 1914, 001 part 3 §B1-B2; catalog oracles EU-01..EU-08, CT-01): the games
``euchre``, ``cut-throat-euchre`` and ``two-hand-euchre``, the generalised trick mechanic
they play on, their laws as referee calls, the match to five and the bot's advice."""

from __future__ import annotations

import random

import pytest
from typer.testing import CliRunner

from hoyle.bots import make_bot
from hoyle.cards import parse_card, parse_cards, piquet_pack
from hoyle.cli import app
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.games.euchre import (EUCHRE_LAWS, EuchreBot, deal_points, game_value, rubber_value,
                                score_markers)
from hoyle.games.euchre.bots import lone_hand
from hoyle.mechanics.tricks import (FOLLOW_OR_TRUMP, HEAD_TRICK, OrderedTrickPlay, TrickOrder, bower_order,
                                    card_points, left_bower, trick_winner)
from hoyle.web.tables import layout_for

C = parse_card
N, E, S, W = range(4)
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def stacked(slug: str, hands: dict[int, str], up: str, dealer: int | None = None, context=None,
            **rules):
    """A deal of ``slug`` with the given hands (seat -> five cards) and turn-up; the rest of
    the pack in any order. Dealt three then two from the dealer's left (law 10)."""
    g = get_game(slug)
    n = g.players
    dealer = n - 1 if dealer is None else dealer
    hs = {s: parse_cards(h) for s, h in hands.items()}
    used = {c for h in hs.values() for c in h} | {C(up)}
    rest = [c for c in piquet_pack() if c not in used]
    for s in range(n):
        if s not in hs:
            hs[s], rest = rest[:5], rest[5:]
    order = []
    for k, lo in ((3, 0), (2, 3)):
        for i in range(1, n + 1):
            order.extend(hs[(dealer + i) % n][lo:lo + k])
    order.append(C(up))
    order.extend(rest)
    ctx = {"dealer": dealer, **(context or {})}
    return g.new_deal(n, rules or None, StackedShuffler([order]), ctx)


def play_out(st, rng=None):
    rng = rng or random.Random(0)
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    return st


# ----- the trick mechanic generalised ----------------------------------------------------------
def test_left_bower_follows_trumps():
    """001 part 3 §B1: the jack of the same colour is a trump (the left bower)."""
    o = bower_order(HEARTS, jokers=False)
    assert left_bower(HEARTS) == C("JD") and o.suit_of(C("JD")) == HEARTS
    # hearts led: a hand with the JD and diamonds must play the JD (it is a heart)
    assert o.legal(parse_cards("JD 9D KD"), [C("9H")]) == [C("JD")]
    # diamonds led: the JD is no diamond; the other diamond must be played
    assert o.legal(parse_cards("JD 9D KC"), [C("AD")]) == [C("9D")]
    # the right bower beats the left, the left beats the ace of trumps
    assert o.winner(parse_cards("AH JD JH")) == 2 and o.winner(parse_cards("AH JD")) == 1
    # a plain jack keeps its place: JC below QC when hearts are trumps
    assert o.winner(parse_cards("JC QC")) == 1


def test_joker_is_the_best_bower():
    o = bower_order(SPADES, jokers=True)
    assert o.winner([C("JS"), C("JKR")]) == 1 and o.winner([C("AH"), C("JKR")]) == 1
    assert o.legal([C("JKR"), C("AH")], [C("9S")]) == [C("JKR")]


def test_whist_order_is_the_old_trick_winner():
    """TrickOrder(trump) is the whist order: the same winner as trick_winner on random tricks."""
    rng = random.Random(4)
    for _ in range(500):
        cards = rng.sample(range(52), 4)
        trump = rng.choice([None, 0, 1, 2, 3])
        assert TrickOrder(trump).winner(cards) == trick_winner(cards, trump)


def test_follow_or_trump_and_head_the_trick():
    o = TrickOrder(SPADES, follow=FOLLOW_OR_TRUMP)
    assert o.legal(parse_cards("2S AS 3D"), [C("KH")]) == parse_cards("2S AS")   # void: trump
    h = TrickOrder(SPADES, follow=HEAD_TRICK)
    assert h.legal(parse_cards("2H AH 3S"), [C("KH")]) == [C("AH")]              # head it
    assert h.legal(parse_cards("2S AS 3D"), [C("KH"), C("5S")]) == [C("AS")]     # over-trump
    with pytest.raises(ValueError):
        TrickOrder(0, follow="any")


def test_card_points_taken_in_tricks():
    quitted = [(0, tuple(parse_cards("AS KS QS JS")), 1), (1, tuple(parse_cards("TH 2H 3H 4H")), 2)]
    values = {C("AS"): 4, C("KS"): 3, C("QS"): 2, C("JS"): 1, C("TH"): 10}
    assert card_points(quitted, values, 4) == [0, 10, 10, 0]


def test_ordered_trick_play_skips_a_seat_out():
    hands = [parse_cards("JH JD AH KH QH"), parse_cards("9S TS QS KS AS"),
             parse_cards("7C 8C 9C TC QC"), parse_cards("7S 8S 9D TD QD")]
    tp = OrderedTrickPlay(hands, bower_order(HEARTS, jokers=False), leader=2, out=[2])
    assert tp.turn == 3                 # the seat out never leads
    for c in ("7S", "JH", "9S"):
        tp.play(C(c))
    assert tp.quitted[0] == (3, (C("7S"), C("JH"), C("9S")), 0) and tp.won[0] == 1


# ----- the game: making the trump, going alone (laws 15-22, 33) ---------------------------------
LONE = {N: "JH JD AH KH QH", E: "9S TS QS KS AS", S: "7C 8C 9C TC QC", W: "7S 8S 9D TD QD"}


def test_going_alone_march_scores_four():
    """EU-04 / law 2: a lone hand taking all five scores the number of players (4)."""
    st = stacked("euchre", LONE, "9H")
    st.apply("order alone")
    assert st.phase == "discard" and st.alone            # the dealer still takes up and discards
    st.apply("discard 7S")
    assert st.tp.out == {S} and st.tp.turn == N          # eldest leads; his partner is out
    play_out(st)
    assert st.maker_tricks() == 5 and st.points() == [4, 0] and st.outcome() == [4, -4, 4, -4]


def test_march_and_euchre_score_matrix():
    """EU-03: makers 3-4 tricks 1, a march 2, euchred 2 to the adversaries; alone 4/1/2."""
    assert deal_points(5, False, 4) == (2, True) and deal_points(4, False, 4) == (1, True)
    assert deal_points(3, True, 4) == (1, True) and deal_points(2, False, 4) == (2, False)
    assert deal_points(0, True, 4) == (2, False) and deal_points(5, True, 4) == (4, True)
    st = stacked("euchre", LONE, "9H")
    st.apply("order")
    st.apply("discard 7S")
    play_out(st)
    assert st.maker_tricks() == 5 and st.points() == [2, 0]          # a side's march is two


def test_euchred_makers_give_two():
    hands = {N: "9S TS QS KS AS", E: "JH JD AH KH QH", S: "7C 8C 9C TC QC", W: "7S 8S 9D TD QD"}
    st = stacked("euchre", hands, "9H")
    st.apply("order")                       # N orders up with no trump: euchred
    st.apply("discard 7S")
    play_out(st)
    assert st.maker_tricks() < 3 and st.points() == [0, 2] and "euchred" in st.result_text()


def test_lone_march_is_the_number_of_players():
    """EU-04: law 2 -- two players 2, three players 3."""
    assert deal_points(5, True, 3) == (3, True) and deal_points(5, True, 2) == (2, True)
    st = stacked("cut-throat-euchre", {0: "JH JD AH KH QH"}, "9H")
    st.apply("order")
    st.apply("discard " + str(next(c for c in map(str, st.legal_actions()) if c)).split()[1])
    play_out(st)
    assert st.maker_tricks() == 5 and st.outcome() == [3, 0, 0]
    two = stacked("two-hand-euchre", {0: "JH JD AH KH QH"}, "9H")
    two.apply("order")
    two.apply(str(two.legal_actions()[0]))
    play_out(two)
    assert two.outcome() == [2, -2]


def test_cut_throat_euchre_gives_two_to_each_adversary():
    """001 part 3 §B2: a euchre in three-hand gives +2 to each opponent."""
    st = stacked("cut-throat-euchre", {0: "9S TS QS KS AS", 1: "JH JD AH KH QH"}, "9H")
    st.apply("order")
    st.apply(str(st.legal_actions()[0]))
    play_out(st)
    assert st.outcome() == [0, 2, 2]


def test_with_fewer_than_four_nobody_says_alone():
    """Law 33 and 001 part 3 L995: with two or three every maker plays alone already."""
    st = stacked("two-hand-euchre", {}, "9H")
    with pytest.raises(IllegalAction) as e:
        st.apply("order alone")
    assert "law 33" in str(e.value.law)


def test_dealers_partner_alone_leaves_the_card_on_the_pack():
    st = stacked("euchre", {N: "JH JD AH KH QH"}, "9H", dealer=S)
    st.apply("pass")                          # W, eldest
    st.apply("assist alone")                  # N, the dealer's partner
    assert st.phase == "play" and st.tp.out == {S} and C("9H") not in st.hands[S]
    assert st.tp.turn == W                    # eldest leads


def test_eldests_partner_alone_the_next_seat_leads():
    """001 part 3 §B1 play: if the eldest's partner plays alone, the player on his left leads."""
    st = stacked("euchre", {S: "JH JD AH KH QH"}, "9D")
    for a in ("pass", "pass", "pass", "pass"):   # turned down
        st.apply(a)
    st.apply("pass")                               # N
    st.apply("pass")                               # E
    st.apply("make hearts alone")                 # S
    assert st.tp.out == {N} and st.tp.turn == E


def test_the_rejected_suit_cannot_be_made_and_all_passing_is_void():
    """Laws 21, 22."""
    st = stacked("euchre", {}, "9D")
    for _ in range(4):
        st.apply("pass")
    with pytest.raises(IllegalAction) as e:
        st.apply("make diamonds")
    assert "law 21" in str(e.value.law) and st.phase == "second"
    for _ in range(4):
        st.apply("pass")
    assert st.is_over and st.void and st.outcome() == [0, 0, 0, 0]


def test_only_the_dealer_takes_up_and_he_must_discard():
    """Law 17: taking up, the dealer discards one card; the adversary orders, never takes."""
    st = stacked("euchre", {}, "9H")
    with pytest.raises(IllegalAction) as e:
        st.apply("take")
    assert "law 15" in str(e.value.law)
    st.apply("pass"), st.apply("pass"), st.apply("pass")
    st.apply("take")
    assert len(st.hands[W]) == 6 and all(a.verb == "discard" for a in st.legal_actions())


# ----- referee calls (laws 11-40) ---------------------------------------------------------------
def _into_play(st, *actions):
    for a in actions:
        st.apply(a)
    return st


def test_revoke_against_a_lone_hand_costs_its_value():
    """EU-05 / law 30: a revoke against a lone hand (four players) is 4 points."""
    hands = {N: "JH JD AH KH QH", E: "9H TS QS KS AS", S: "7C 8C 9C TC QC", W: "7S 8S 9D TD QD"}
    st = _into_play(stacked("euchre", hands, "TH", referee_mode=True), "order alone", "discard 7S")
    st.apply("play JH")
    st.apply("play TS")            # E renounces while holding the 9H
    assert st.tp.revokes and st.tp.revokes[0].seat == E
    st.apply("play 9D")
    st.apply("play AH")            # N leads again: the revoke is established
    r = st.referee("revoke", N)
    assert "law 30" in r.law and st.is_over and st.points() == [4, 0]


def test_revoke_two_points_add_or_deduct():
    """Law 30: the adversaries add two to their score or deduct two from the revokers'."""
    hands = {N: "JH JD AH KH 9C", E: "9H TS QS KS AS", S: "7C 8C QH TC QC", W: "7S 8S 9D TD QD"}
    for penalty, pts in (("add", [2, 0]), ("deduct", [0, -2])):
        st = _into_play(stacked("euchre", hands, "TH", referee_mode=True), "order", "discard 7S")
        for c in ("JH", "TS", "QH", "9D", "AH"):
            st.apply("play " + c)
        st.referee("revoke", S, penalty=penalty)
        assert st.points() == pts


def test_both_sides_revoking_voids_the_deal_same_dealer():
    """EU-08 / law 30: both sides revoke: the deal is void and the same dealer deals again."""
    hands = {N: "JH 9C AH KH TC", E: "9H TS QS KS AS", S: "7C 8C QH JC QC", W: "7S 8S 9D TD JD"}
    st = _into_play(stacked("euchre", hands, "TH", referee_mode=True), "order", "discard 7S")
    st.apply("play JH")
    st.apply("play TS")        # E revokes (holds 9H)
    st.apply("play 7C")        # S revokes (holds QH)
    st.apply("play JD")        # W: the left bower, a heart
    st.apply(str(st.legal_actions()[0]))
    r = st.referee("revoke", N)
    assert "void" in r.penalty and st.void and st.same_dealer
    m = get_game("euchre").new_match(4, seed=1)
    m.finish(st)
    assert m.context["dealer"] == W


def test_dealer_who_never_discarded_scores_nothing():
    """EU-06 / law 17: the dealer's side scores nothing that hand, even with a march."""
    hands = {N: "9S TS QS KS AS", W: "JH JD AH KH QH", E: "7C 8C 9C TC QC"}
    st = _into_play(stacked("euchre", hands, "9H"), "pass", "pass", "pass", "take", "discard 9H")
    with pytest.raises(IllegalAction):
        st.referee("no-discard", N)            # the dealer has not played yet
    play_out(st)
    assert st.maker_tricks() == 5
    st2 = _into_play(stacked("euchre", hands, "9H"), "pass", "pass", "pass", "take", "discard 9H")
    while W not in st2.tp.trick_seats():
        st2.apply(str(st2.legal_actions()[0]))
    st2.referee("no-discard", N)
    play_out(st2)
    assert st2.maker_tricks() == 5 and st2.points() == [0, 0]


def test_wrong_number_after_the_first_trick_stands_and_scores_nothing():
    """EU-07 / law 23: played to the first trick, the deal stands; his side scores nothing.
    Before he plays: a misdeal, the deal passes to the left (law 14)."""
    st = _into_play(stacked("euchre", LONE, "9H"), "order", "discard 7S", "play JH")
    st.referee("wrong-number", N)
    play_out(st)
    assert st.maker_tricks() == 5 and st.points() == [0, 0]
    st = stacked("euchre", LONE, "9H")
    r = st.referee("wrong-number", N)
    assert "law 14" in r.law and st.void and not st.same_dealer


def test_faced_card_redeal_and_bridge_and_named_out_of_turn():
    """Laws 11, 15, 21."""
    st = stacked("euchre", {}, "9H")
    st.referee("faced-card", N)
    assert st.void and st.same_dealer
    st = stacked("euchre", {}, "9H")
    st.referee("on-the-bridge", S)
    assert [str(a) for a in st.legal_actions()] == ["pass"]
    with pytest.raises(IllegalAction) as e:
        st.apply("order")
    assert "law 15" in str(e.value.law)
    st = stacked("euchre", {}, "9H")
    for _ in range(4):
        st.apply("pass")
    st.referee("named-out-of-turn", E, suit="clubs")
    st.apply("pass")                     # N
    assert "make clubs" not in [str(a) for a in st.legal_actions()]      # E may not make clubs


def test_lone_player_not_liable_and_adversary_errors_let_him_score():
    """Laws 25, 28, 36: the lone player is not liable; an adversary's lead out of turn lets
    him abandon the hand and score his points."""
    st = _into_play(stacked("euchre", LONE, "9H"), "order alone", "discard 7S")
    r = st.referee("exposed-card", N, card="JH")
    assert "law 36" in r.law and not st.is_over
    r = st.referee("lead-out-of-turn", E, card="AS")
    assert "law 28" in r.law and st.is_over and st.points() == [4, 0]


def test_lone_partner_exposing_breaks_up_the_lone_hand():
    """Laws 25, 35."""
    st = _into_play(stacked("euchre", LONE, "9H"), "order alone", "discard 7S")
    st.referee("lone-partner-exposed", S)
    assert not st.alone and not st.tp.out


def test_exposed_card_called_and_correct_revoke():
    """Laws 24, 26, 31, 32 (the shared TrickPenalties)."""
    hands = {N: "JH JD AH KH 9C", E: "9H TS QS KS AS", S: "7C 8C QH TC QC", W: "7S 8S 9D TD QD"}
    st = _into_play(stacked("euchre", hands, "TH"), "order", "discard 7S", "play AH")
    st.referee("exposed-card", S, card="7C")
    st.apply("play 9H")                       # E follows
    st.referee("call-card", E, target=S, card="7C")
    assert [str(a) for a in st.legal_actions()] == ["play QH"]      # a called card never forces a revoke
    st.apply("play QH")
    st.apply("play TH")                        # W follows with the turn-up he took
    st.apply("play 9C")                        # N leads a club: S must now play the called 7C
    st.apply("play TS")
    assert [str(a) for a in st.legal_actions()] == ["play 7C"]
    st = _into_play(stacked("euchre", hands, "TH", referee_mode=True), "order", "discard 7S",
                    "play JH", "play TS")
    r = st.referee("correct-revoke", E)
    assert "law 32" in r.law and C("TS") in st.tp.exposed[E] and st.tp.turn == E
    assert [str(a) for a in st.legal_actions()] == ["play 9H"]


def test_laws_one_to_forty():
    assert [law.number for law in EUCHRE_LAWS.laws] == [str(i) for i in range(1, 41)]
    st = stacked("euchre", {}, "9H")
    assert {"revoke", "correct-revoke", "exposed-card", "call-card", "lead-out-of-turn", "call-suit",
            "no-discard", "wrong-number", "misdeal", "faced-card", "on-the-bridge",
            "named-out-of-turn", "lone-partner-exposed"} <= set(st.referee_calls())
    with pytest.raises(IllegalAction):
        st.referee("revoke", 9)


# ----- the match: game to five, rubbers (laws 1, 3) ------------------------------------------------
def test_eu02_rubber_values():
    """EU-02: the largest rubber is 8 (two trebles and 2), the smallest 1 (two singles and 2
    against a treble)."""
    assert rubber_value([3, 3], []) == 8
    assert rubber_value([1, 1], [3]) == 1
    assert [game_value(x) for x in (0, 1, 2, 3, 4)] == [3, 2, 2, 1, 1]


def test_eu01_score_markers():
    """EU-01: the score kept with a four and a three."""
    assert score_markers(1) == "3 face up, covered by the 4 face down"
    assert score_markers(2) == "4 face up, covered by the 3 face down"
    assert score_markers(3) == "3 face up on the 4 face down"
    assert score_markers(4) == "4 face up on the 3 face down"


class _Deal:
    """A finished deal's result as the match reads it (points per side)."""

    def __init__(self, dealer, pts, same=False):
        self.dealer, self._pts, self.same_dealer, self.is_over = dealer, pts, same, True

    def points(self):
        return self._pts

    def record(self):
        return {}

    def outcome(self):
        return [0] * len(self._pts)


def test_match_carries_the_score_to_game_and_rubber():
    m = get_game("euchre").new_match(4, seed=0)
    for pts in ([2, 0], [2, 0], [1, 0]):           # a treble for N-S
        m.finish(_Deal(m.context["dealer"], pts))
    assert m.context["score"] == [0, 0] and m.context["games"] == [[3], []]
    for pts in ([4, 0], [1, 0]):
        m.finish(_Deal(m.context["dealer"], pts))
    assert m.is_over and m.settled().per_seat == [8, -8, 8, -8]
    assert "worth 8 points" in m.announcements()[0]


def test_ct01_cut_throat_scores_and_shared_pool():
    """CT-01: A 3, B 0, C 0; B makes 1, C marches (3): A 3, B 1, C 3; A makes one: 4; then B
    euchred puts A on 6 and C on 5: both win and divide the pool."""
    m = get_game("cut-throat-euchre").new_match(3, seed=0, context={"score": [3, 0, 0]})
    m.finish(_Deal(1, [0, 1, 0]))
    m.finish(_Deal(2, [0, 0, 3]))
    assert m.context["score"] == [3, 1, 3]
    m.finish(_Deal(0, [1, 0, 0]))
    assert m.context["score"] == [4, 1, 3]
    m.finish(_Deal(1, [2, 0, 2]))                  # B euchred: two to each adversary
    game = m.settled().rubbers[0]
    assert game["winner"] == "N+W" and m.settled().per_seat == [1, -2, 1]


def test_a_real_match_plays_to_five():
    g = get_game("euchre")
    m = g.new_match(4, seed=3)
    bots = [make_bot("bot", g, s, s) for s in range(4)]
    for _ in range(40):
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
        if m.is_over:
            break
    assert m.is_over and sum(m.settled().per_seat) == 0


# ----- the bot's advice ----------------------------------------------------------------------------
def test_bot_orders_up_at_the_bridge_without_a_stop():
    """001 part 3 L1102-1104: at the bridge the eldest orders up unless he can stop a lone hand."""
    hands = {N: "7S 8S 9D 7C 8C"}
    st = stacked("euchre", hands, "9H", context={"score": [4, 1]})
    bot = EuchreBot(N, 0, get_game("euchre"))
    assert str(bot.choose(st.view(N), st.legal_actions())) == "order"
    st = stacked("euchre", {N: "JH 8S 9D 7C 8C"}, "9H", context={"score": [4, 1]})
    assert str(bot.choose(st.view(N), st.legal_actions())) == "pass"     # the right bower stops it
    st = stacked("euchre", hands, "9H")
    assert str(bot.choose(st.view(N), st.legal_actions())) == "pass"     # not at the bridge


def test_bot_goes_alone_with_the_books_lone_hands():
    """001 part 3 L1138: both bowers and the ace; five trumps to the ace; two top trumps and
    three aces; three good trumps and two aces."""
    assert lone_hand(parse_cards("JH JD AH 7S 8C"), HEARTS)
    assert lone_hand(parse_cards("AH KH QH TH 9H"), HEARTS)
    assert lone_hand(parse_cards("JH JD AS AC AD"), HEARTS)
    assert not lone_hand(parse_cards("JH AH 7S 8C 9C"), HEARTS)
    st = stacked("euchre", LONE, "9H")
    bot = EuchreBot(N, 0, get_game("euchre"))
    assert str(bot.choose(st.view(N), st.legal_actions())) == "order alone"


def test_bot_keeps_the_right_bower_when_a_lower_trump_wins():
    """The rule of the right bower (001 part 3 L1180): trump second hand with the smallest
    trump that wins, keeping the right bower."""
    hands = {N: "AC KH QH TD 9D", E: "JH 9H 9S TS QS", S: "7C 8C 9C TC QC", W: "7S 8S JC AH KD"}
    st = _into_play(stacked("euchre", hands, "TH"), "pass", "pass", "pass", "take", "discard 7S")
    st.apply("play AC")                 # N leads a club; E is void
    bot = EuchreBot(E, 0, get_game("euchre"))
    assert str(bot.choose(st.view(E), st.legal_actions())) == "play 9H"


def test_bot_playouts_of_every_euchre_game():
    for slug in ("euchre", "cut-throat-euchre", "two-hand-euchre"):
        g = get_game(slug)
        for seed in range(20):
            st = g.new_deal(None, None, SeededShuffler(seed))
            bots = [make_bot("bot", g, s, seed) for s in range(g.players)]
            while not st.is_over:
                a = bots[st.to_act].choose(st.view(st.to_act), st.legal_actions())
                assert a in st.legal_actions()
                st.apply(a)
            assert len(st.outcome()) == g.players


# ----- front ends ------------------------------------------------------------------------------------
def test_terminal_play_shows_the_compass_trick():
    res = CliRunner().invoke(app, ["play", "euchre", "--seats", "human,bot,bot,bot", "--seed", "3"],
                             input="pass\nplay AC\n")
    assert "N (you) may: pass, order, order alone" in res.output, res.output
    assert "N(you) .." in res.output and "E (heuristic): assist" in res.output


def test_web_layout_is_the_trick_table():
    for slug in ("euchre", "cut-throat-euchre", "two-hand-euchre"):
        assert layout_for(get_game(slug)) == "trick"
