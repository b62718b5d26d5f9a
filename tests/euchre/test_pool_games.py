"""Spoil five, forty-five, loo (three-card, Irish, five-card), rams, rounce and bierspiel: the
catalog's oracles (001_part3.md §B17-§B22: SF-01, SF-02, FF-01, RA-01, RA-02, LO-01, LO-02) with
their printed values, deals worked by hand from the rule text where the book prints none (named
so), and the referee's calls."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_card
from hoyle.core import StackedShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.games.euchre import VARIANTS, forty_five_points, loo_order, spoil_five_order
from hoyle.mechanics.tricks import HEAD_OR_OVERTRUMP, TrickOrder

C = parse_card
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def cards(text: str) -> list[int]:
    return [C(t) for t in text.split()]


def _rest(used: list[int], pack: str = "52") -> list[int]:
    from hoyle.cards import piquet_pack, standard_pack
    full = list(standard_pack() if pack == "52" else piquet_pack())
    return [c for c in full if c not in used]


def spoil_deal(hands: list[str], up: str, slug="spoil-five", ctx=None, **rules):
    """Seats 0..n-1, the last deals; rounds of two then three from seat 0."""
    hs = [cards(h) for h in hands]
    deck = [c for h in hs for c in h[:2]] + [c for h in hs for c in h[2:]] + [C(up)]
    deck += _rest(deck)
    g = get_game(slug)
    return g.new_deal(len(hs), g.rules_cls(**rules) if rules else None, StackedShuffler([deck]),
                      {"dealer": len(hs) - 1, **(ctx or {})})


def pool_deal(slug: str, hands: list[str], widow: str = "", up: str | None = None, ctx=None, then: str = "",
              **rules):
    """Seats 0..n-1, the last deals; one card at a time, a widow card before the dealer's."""
    g = get_game(slug)
    v = VARIANTS[slug]
    hs, wd = [cards(h) for h in hands], cards(widow)
    deck: list[int] = []
    w = list(wd)
    for r in range(v.hand):
        for s, h in enumerate(hs):
            if s == len(hs) - 1 and w and r < v.hand:
                deck.append(w.pop(0))
            deck.append(h[r])
    deck += w
    if up:
        deck.append(C(up))
    deck += cards(then)
    deck += _rest(deck, v.pack)
    return g.new_deal(len(hs), g.rules_cls(**rules) if rules else None, StackedShuffler([deck]),
                      {"dealer": len(hs) - 1, **(ctx or {})})


def play(st, *texts):
    for t in texts:
        st.apply(t)
    return st


# ----- the trick mechanic: the renege privilege, civil cards, head-or-overtrump ---------------------
def test_sf01_the_privilege_of_reneging():
    """SF-01 (001_part3.md §B17): the five of trumps led, nobody may renege; the jack led, a player
    holding only the five need not play it; the ace of hearts led, players holding only the jack or
    only the five need not play them."""
    o = spoil_five_order(SPADES)
    only_five = cards("5S 7D 8D")
    assert sorted(o.legal(only_five, [C("JS")])) == sorted(only_five)            # need not play the five
    assert o.legal(cards("JS 7D"), [C("5S")]) == [C("JS")]                        # the five led: follow
    assert sorted(o.legal(cards("JS 2C"), [C("AH")])) == sorted(cards("JS 2C"))   # A♥ led: the jack need not
    assert sorted(o.legal(only_five, [C("AH")])) == sorted(only_five)
    # with a smaller trump besides, he must play one or the other
    assert sorted(o.legal(cards("5S 3S 7D"), [C("JS")])) == sorted(cards("5S 3S"))
    # the ace of trumps has no privilege
    assert o.legal(cards("AS 7D"), [C("3S")]) == [C("AS")]


def test_spoil_five_order_highest_in_red_lowest_in_black():
    """001_part3.md §B17 (cards): plain clubs K Q J A 2 .. 10, diamonds K Q J 10 .. 2 A; trumps
    5 J A♥ A K Q; the ace of hearts always a trump."""
    o = spoil_five_order(DIAMONDS)
    assert o.winner(cards("2C 10C AC")) == 2 and o.winner(cards("10C 2C")) == 1 and o.winner(cards("9C KC 3C")) == 1
    assert o.winner(cards("AD 2D")) == 0                      # A♦ as a trump: 4th best
    o = spoil_five_order(CLUBS)
    assert o.winner(cards("2D 10D")) == 1 and o.winner(cards("3D AD")) == 0
    trumps = cards("5C JC AH AC KC QC 2C 10C")
    assert [o.winner([a, b]) for a, b in zip(trumps, trumps[1:])] == [0] * 7
    assert o.suit_of(C("AH")) == CLUBS
    dead = spoil_five_order(HEARTS, dead_ace=C("AH"))
    assert dead.winner(cards("AH 2H")) == 1 and C("AH") not in dead.renege


def test_civil_pam_and_head_or_overtrump():
    """Five-card loo (001_part3.md §B22): Pam is withheld from the ace of trumps led when its
    holder has another trump; loo never obliges an under-trump."""
    v = VARIANTS["five-card-loo"]
    o = loo_order(v, HEARTS, get_game("five-card-loo").rules_cls())
    assert o.legal(cards("JC 3H 9S"), [C("AH")]) == [C("3H")]
    assert o.legal(cards("JC 9S"), [C("AH")]) == [C("JC")]      # Pam his only trump: he must
    assert o.winner(cards("KH JC")) == 1                        # Pam the best trump
    h = TrickOrder(SPADES, follow=HEAD_OR_OVERTRUMP)
    assert h.legal(cards("2S 4C"), cards("KD")) == [C("2S")]            # void: trump
    assert sorted(h.legal(cards("2S 4C"), cards("KD 5S"))) == sorted(cards("2S 4C"))   # no under-trump
    assert h.legal(cards("9D 3D"), cards("5D")) == [C("9D")]            # head the trick


# ----- spoil five ----------------------------------------------------------------------------------
SIX = ["5H JH AH KH 2C", "KS QS JS 10S 9S", "KC QC JC 10C 9C", "KD QD JD 10D 9D", "8S 7S 6S 4S 3S",
       "8C 7C 6C 4C 3C"]


def test_sf02_jink_with_six_players_takes_the_pool_and_five():
    """SF-02: a jink with six players wins the pool and five chips (one from each other)."""
    st = spoil_deal(SIX, "QH")
    assert st.pool == 6
    for t in ("5H", "JH", "AH"):
        st.apply(f"play {t}")
        while st.to_act != 0 and st.phase == "play":
            st.apply(st.legal_actions()[0])
    assert st.phase == "jink" and st.legal_strings() == ["claim", "jink"]
    st.apply("jink")
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    out = st.outcome()
    assert out[0] == -1 + 6 + 5 and all(x == -2 for x in out[1:])
    assert st.house_take() == 0


def test_sf02_three_tricks_take_the_pool_and_a_split_is_spoiled():
    """SF-02: three tricks take the pool only; 2-2-1 is spoiled and the pool carries, the next
    dealer adding one."""
    st = spoil_deal(SIX, "QH")
    for t in ("5H", "JH", "AH"):
        st.apply(f"play {t}")
        while st.to_act != 0 and st.phase == "play":
            st.apply(st.legal_actions()[0])
    st.apply("claim")
    assert st.outcome() == [5, -1, -1, -1, -1, -1]
    # a 2-2-1 deal (seeded; the spoil is what is tested): the pool carries, the next dealer adds one
    from hoyle.core import SeededShuffler
    g = get_game("spoil-five")
    for seed in range(200):
        st = g.new_deal(3, None, SeededShuffler(seed))
        while not st.is_over:
            st.apply(st.legal_actions()[0])
        if sorted(st.tp.won) == [1, 2, 2]:
            break
    assert sorted(st.tp.won) == [1, 2, 2] and st.winner is None and st.house_take() == 3
    assert st.outcome() == [-1, -1, -1]
    ctx = g.match_cls(g, 3, st.rules).carry(st)
    assert ctx["pool"] == 3
    nxt = g.new_deal(3, None, StackedShuffler([_rest([])]), ctx)
    assert nxt.paid == [1 if s == nxt.dealer else 0 for s in range(3)] and nxt.pool == 4


def test_robbing_and_the_undeclared_ace():
    """§B17 robbing, a worked deal: the holder of the ace of trumps robs at his turn to play to the
    first trick; one who plays without declaring has the lowest trump."""
    st = spoil_deal(["2C 3C 4C 6C 7C", "AS 2D 3D 4D 6D", "8C 9C 10C JC QC"], "KS")
    st.apply("play 2C")
    assert "rob 2D" in st.legal_strings() and "refuse" in st.legal_strings()
    st.apply("rob 2D")
    assert C("KS") in st.hands[1] and C("2D") not in st.hands[1] and st.robbed_by == 1
    assert C("2D") in st.hidden_cards(0) and C("2D") not in st.hidden_cards(1)
    st = spoil_deal(["2C 3C 4C 6C 7C", "AS 2D 3D 4D 6D", "8C 9C 10C JC QC"], "KS")
    play(st, "play 2C", "play AS")              # trumps the club without declaring
    assert st.dead_ace == C("AS")
    st.apply("play 8C")
    assert st.tp.won[1] == 1                    # still a trump: wins a plain trick
    # an ace turned: the dealer robs before the lead
    st = spoil_deal(["2C 3C 4C 6C 7C", "5S 2D 3D 4D 6D", "8C 9C 10C JC QC"], "AS")
    assert st.to_act == 2 and st.legal_strings()[0] == "refuse"
    st.apply("rob 8C")
    assert C("AS") in st.hands[2]


def test_spoil_five_follow_or_trump_is_enforced():
    st = spoil_deal(["2C 3C 4C 6C 7C", "KS 8C 3D 4D 6D", "9C 10C JC QC KC"], "2S")
    st.apply("play 2C")
    assert sorted(st.legal_strings()) == ["play 8C", "play KS"]
    with pytest.raises(IllegalAction, match="follow"):
        st.apply("play 3D")


def test_referee_spoil_five_revoke_bars_from_the_pool():
    """§B17 irregularities: a revoke (referee mode records it) costs all interest in the pool
    until it is won; exposing a card is penalised only after a player has won two tricks."""
    st = spoil_deal(["2C 3C 4C 6C 7C", "KS 8C 3D 4D 6D", "9C 10C JC QC KC"], "2S", referee_mode=True)
    play(st, "play 2C", "play 3D", "play 9C")
    r = st.referee("exposed-card", 2, card="10C")
    assert r.penalty.startswith("none")
    st.apply("play 3C")
    r = st.referee("revoke", 0)
    assert "interest in the pool" in r.penalty and st.penalised == [1]
    with pytest.raises(IllegalAction):
        st.referee("revoke", 0)
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    m = get_game("spoil-five").match_cls(get_game("spoil-five"), 3, st.rules)
    if st.winner is None:
        assert 1 in m.carry(st)["barred"]


# ----- forty-five -------------------------------------------------------------------------------------
def test_ff01_forty_five_points():
    """FF-01: 3-2 scores 5; 4-1 15 with the every-trick count; 5-0 10 by the base rule (25 by the
    variant, derived)."""
    assert forty_five_points(3) == 5 and forty_five_points(4) == 5 and forty_five_points(5) == 10
    assert forty_five_points(3, "every-trick") == 5 and forty_five_points(4, "every-trick") == 15
    assert forty_five_points(5, "every-trick") == 25


def test_forty_five_deal_in_partnerships():
    st = spoil_deal(["5H JH AH KH QH", "2C 3C 4C 6C 7C", "8C 9C 10C JC QC", "2D 3D 4D 6D 7D"], "9H",
                    slug="forty-five")
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.side_tricks() == [5, 0] and st.points() == [10, 0] and st.outcome() == [10, -10, 10, -10]
    from hoyle.core.errors import SetupError
    from hoyle.games.euchre import FortyFiveState
    with pytest.raises(SetupError, match="partnerships"):
        FortyFiveState(3)
    six = FortyFiveState(6)                    # the engine deals for six in two partnerships (§B18)
    assert len(six.hands) == 6 and all(len(h) == 5 for h in six.hands)


# ----- rams -----------------------------------------------------------------------------------------
def test_ra01_a_void_player_trumps_even_when_trumped_higher():
    """RA-01: hearts trumps; A leads a club, B follows, C and D are void; C trumps with the king;
    D's only trump is the queen, and he must play it."""
    v = VARIANTS["rams"]
    o = loo_order(v, HEARTS, get_game("rams").rules_cls())
    trick = cards("9C 10C KH")
    assert o.legal(cards("QH 7S 8D"), trick) == [C("QH")]
    assert o.winner(trick + [C("QH")]) == 2


def test_ra02_rams_pool_divided_by_fifths():
    """RA-02: a pool of 15; tricks 2, 2, 1, 0 take 6, 6, 3; the ramsed player pays 5, so the next
    pool is the dealer's 5 and 5."""
    st = pool_deal("rams", ["AH KH 7C 8C 9C", "QH JH 7D 8D 9D", "10H 9H 10C JC QC", "7S 8S 9S 10S JS"],
                   widow="7H 8H AS KS QS", up="QD", ctx={"pool": 10})
    assert st._pool_now() == 15
    for _ in range(4):
        st.apply("stand")
    st.apply("refuse")
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    st.tp.won = [2, 2, 1, 0]                   # the printed tricks of RA-02, divided
    shares, nxt, left = st.settle()
    assert shares == [6, 6, 3, 0] and nxt == [0, 0, 0, 5] and st.carried_out == 5
    m = get_game("rams").match_cls(get_game("rams"), 4, st.rules)
    nxt_deal = get_game("rams").new_deal(4, None, StackedShuffler([_rest([], "32")]), m.carry(st))
    assert nxt_deal._pool_now() == 10


def test_rams_declaring_laws():
    """§B19 declaring, a worked deal: in a simple pool everyone plays; the pone, all before him
    having passed, must play; the dealer must play against one."""
    hands = ["AH KH 7C 8C 9C", "QH JH 7D 8D 9D", "10H 9H 10C JC QC", "7S 8S 9S 10S JS"]
    st = pool_deal("rams", hands, widow="7H 8H AS KS QS", up="QD")
    assert "pass" not in st.legal_strings()
    st = pool_deal("rams", hands, widow="7H 8H AS KS QS", up="QD", ctx={"pool": 10})
    play(st, "pass")
    play(st, "pass")
    assert "pass" not in st.legal_strings()          # the pone
    st.apply("stand")
    assert "pass" not in st.legal_strings()          # the dealer against one
    st.apply("stand")
    assert st.phase == "rob"


def test_referee_rams_one_penalty():
    st = pool_deal("rams", ["AH KH 7C 8C 9C", "QH JH 7D 8D 9D", "10H 9H 10C JC QC", "7S 8S 9S 10S JS"],
                   widow="7H 8H AS KS QS", up="QD")
    for _ in range(4):
        st.apply("stand")
    st.apply("refuse")
    r = st.referee("exposed-card", 1, card="QH")
    assert "pays 5" in r.penalty
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    shares, nxt, _ = st.settle()
    assert shares[1] == 0 and nxt[1] == 5


# ----- loo ------------------------------------------------------------------------------------------
def test_lo01_loo_chips():
    """LO-01: 18 reds and 6 whites are 20 reds (a red is three whites)."""
    red = VARIANTS["three-card-loo"].red
    assert (18 * red + 6) // red == 20 and (18 * red + 6) % red == 0


def test_lo02_simple_pool_divided_and_the_looed_pay():
    """LO-02: a simple pool of 3 reds, four players; tricks to P1, P1, P3: P1 takes 2 reds, P3 one;
    P2 and P4 are looed 3 reds each, so the next pool is 3 (the dealer) + 6 = 9 reds (double)."""
    red = 3
    # the printed division: tricks P1, P1, P3 (the third won by P3)
    st2 = pool_deal("three-card-loo", ["AS AH 2D", "2S 2H 3D", "KS KH AD", "3S 3H 4D"])
    assert st2.simple and st2.trump is None
    play(st2, "play AS", "play 2S", "play KS", "play 3S", "play AH", "play 2H", "play KH", "play 3H",
         "play 2D", "play 3D", "play AD", "play 4D")
    assert st2.tp.won == [2, 0, 1, 0]
    shares, nxt, left = st2.settle()
    assert shares == [2 * red, 0, 1 * red, 0] and nxt == [0, 3 * red, 0, 3 * red] and left == 0
    assert st2.carried_out + 3 * red == 9 * red            # with the next dealer's three reds
    assert st2.outcome() == [6, -9, 3, -18] and st2.house_take() == 18    # P4 dealt: 3 reds and a loo


def test_three_card_loo_simple_pool_trump_turned_after_a_renounce():
    """§B22 simple pool, a worked deal: P2 cannot follow to the first trick; the top card of the
    stock (a heart) is turned after it and P2's heart wins that trick; from then on the winner leads
    a trump."""
    st = pool_deal("three-card-loo", ["AS 5C 6C", "2H 7D 8D", "KS 9C 10C"], then="4H")
    play(st, "play AS", "play 2H", "play KS")
    assert st.trump == HEARTS and st.tp.won == [0, 1, 0] and st.tp.leader == 1
    assert sorted(st.legal_strings()) == ["play 7D", "play 8D"]     # no trump left to lead


def test_double_pool_widow_flush_and_defending():
    """§B22 double pool, worked deals: one alone with the widow wins without play; the dealer
    defends against one stander; a flush of three trumps takes the pool, the others in looed."""
    hands = ["AS 5C 6C", "2H 7D 8D", "KS 9C 10C"]
    st = pool_deal("three-card-loo", hands, widow="3D 4D 5D", up="9H", ctx={"pool": 9})
    assert st._pool_now() == 18
    play(st, "widow", "pass", "pass")
    assert st.is_over and st.outcome() == [18, 0, -9] and st.carried_out == 0
    st = pool_deal("three-card-loo", hands, widow="3D 4D 5D", up="9H", ctx={"pool": 9})
    play(st, "stand", "pass")
    assert st.legal_strings() == ["stand", "widow"]
    st.apply("widow")
    assert st.defender == 2 and st.phase == "play"
    st = pool_deal("three-card-loo", ["AH KH QH", "2H 7D 8D", "KS 9C 10C"], widow="3D 4D 5D", up="9H",
                   ctx={"pool": 9})
    play(st, "stand", "stand", "pass")
    assert st.flush_by == 0 and st.outcome() == [18, -9, -9]


def test_loo_first_lead_is_the_ace_of_trumps():
    st = pool_deal("three-card-loo", ["AH 2H 6C", "3H 7D 8D", "KS 9C 10C"], widow="3D 4D 5D", up="9H",
                   ctx={"pool": 9})
    play(st, "stand", "stand", "pass")
    assert st.legal_strings() == ["play AH"]
    with pytest.raises(IllegalAction, match="lead the AH"):
        st.apply("play 6C")


def test_unlimited_loo_pays_the_pool():
    st = pool_deal("three-card-loo", ["AS AH 2D", "2S 2H 3D", "KS KH AD", "3S 3H 4D"], unlimited=True)
    play(st, "play AS", "play 2S", "play KS", "play 3S", "play AH", "play 2H", "play KH", "play 3H",
         "play 2D", "play 3D", "play AD", "play 4D")
    assert st.settle()[1] == [0, 9, 0, 9]       # the pool held 9 whites (3 reds)


def test_referee_loo_revoke_divides_the_pool():
    """§B22 penalties: a revoke stops play; the pool is divided among the others who declared and
    the offender pays six reds into the next pool."""
    st = pool_deal("three-card-loo", ["AS AH 2D", "2S 2H 3D", "KS KH AD", "3S 3H 4D"], referee_mode=True)
    play(st, "play AS", "play 2H")             # P2 holds 2S: a revoke, recorded
    play(st, "play KS", "play 3S", "play AH")
    r = st.referee("revoke", 0)
    assert st.is_over and r.effect["shares"] == [3, 0, 3, 3] and r.effect["into_next"] == [0, 18, 0, 0]
    assert sum(st.outcome()) + st.house_take() == 0


def test_referee_loo_looked_before_declaring():
    st = pool_deal("three-card-loo", ["AS 5C 6C", "2H 7D 8D", "KS 9C 10C"], widow="3D 4D 5D", up="9H",
                   ctx={"pool": 9})
    r = st.referee("looked", 1)
    assert r.effect == {"fine": 9} and st._pool_now() == 27
    r = st.referee("misdeal", 2)
    assert st.is_over and st.carried_out == 36


def test_irish_loo_exchange():
    """Irish loo, a worked deal: a trump always turned; those in discard and draw from the stock."""
    st = pool_deal("irish-loo", ["AS 5C 6C", "2H 7D 8D", "KS 9C 10C"], up="9H", then="QH JH")
    play(st, "play", "play", "pass")
    assert st.phase == "exchange" and st.to_act == 0
    st.apply("discard 5C 6C")
    assert sorted(st.hands[0]) == sorted(cards("AS QH JH"))
    st.apply("keep")
    assert st.phase == "play"


def test_five_card_loo_flush_with_pam_loos_the_table():
    """Five-card loo, a worked deal: Pam and four hearts are a flush: the pool at once, every
    other player at the table looed five reds (25 whites)."""
    st = pool_deal("five-card-loo", ["JC 2H 3H 4H 5H", "2S 3S 4S 5S 6S", "7D 8D 9D 10D JD"], up="9C")
    assert st._pool_now() == 25
    play(st, "play", "play", "pass", "keep", "keep")
    assert st.flush_by == 0 and st.outcome() == [25, -25, -50]


# ----- rounce, bierspiel -------------------------------------------------------------------------------
def test_rounce_widow_of_six_and_first_trick_winner_leads_trump():
    """§B20, a worked deal (five cards each, our reading): the widow's taker discards one; the
    winner of the first trick must lead a trump."""
    st = pool_deal("rounce", ["AS 2H 3C 4C 5C", "KS 7D 8D 9D 10D", "QS JS 6C 7C 8C"],
                   widow="AD KD QD JD 2D 3D", up="9H", ctx={"pool": 5})
    st.apply("widow")
    assert st.phase == "widow-discard" and len(st.hands[0]) == 6
    st.apply("discard 2D")
    play(st, "stand", "stand", "refuse")
    play(st, "play AD", "play 7D", "play 6C")
    assert st.tp.won[0] == 1


def test_bierspiel_seven_of_diamonds_second_trump():
    """§B21 (our reading of the pack): the seven of diamonds is the second trump, below the ace;
    the first tricks are led in trumps by a leader who holds one."""
    st = pool_deal("bierspiel", ["AS KS QS JS 10S", "7D 8C 9C 10C JC", "8D 9D 10D AH KH"], up="QH")
    assert st.phase == "rob"
    o = loo_order(VARIANTS["bierspiel"], HEARTS, st.rules)
    assert o.winner(cards("KH 7D")) == 1 and o.winner(cards("AH 7D")) == 0 and o.suit_of(C("7D")) == HEARTS
    st.apply("refuse")
    assert len(st.legal_strings()) == 5                    # P1 holds no trump: any lead
    play(st, "play AS", "play 7D")                         # void in spades, P2 trumps with the 7D
    assert sorted(st.legal_strings()) == ["play AH"]       # head the trick: over-trump
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert sum(st.outcome()) == 5


def test_general_rams_made_and_failed():
    """§B19 general rams (RA-03: a failure doubles the pool), worked deals: all five take the
    pool and five from each player; losing a trick doubles the pool and pays five to each."""
    hands = ["KH QH JH AH 10H", "7D 8D 9D 10D JD", "7C 8C 9C 10C JC", "7S 8S 9S 10S JS"]
    st = pool_deal("rams", hands, widow="QD KD AD QC KC", up="9H", ctx={"pool": 10})
    assert "general" in st.legal_strings()
    play(st, "pass", "general")
    assert st.declared[0] == "stand" and len(st.hands[0]) == 5      # P1's hand taken up again
    st.apply("refuse")
    assert st.tp.leader == 1
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert not st.tp.over and st.tp.won[1] == 0 and len(st.tp.quitted) == 1
    # P2 (diamonds only) loses the first trick: the general rams fails at once
    assert st.outcome() == [5, -30, 5, 0] and st.carried_out == 30
    assert sum(st.outcome()) + st.house_take() == 0
    st = pool_deal("rams", hands, widow="QD KD AD QC KC", up="9H", ctx={"pool": 10})
    st.apply("general")
    st.apply("refuse")
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.tp.won[0] == 5 and st.outcome() == [30, -5, -5, -10] and st.carried_out == 0


def test_bierspiel_chalk_crosses_bs01():
    """BS-01: three crosses a player, each of five marks, a mark wiped out per trick; the last
    with a cross standing pays for the beer."""
    g = get_game("bierspiel")
    together = [seed for seed in range(40) if _bierspiel_match(g, seed)]
    assert together == [29, 30]             # two crosses wiped out in the last deal: the later pays


def _bierspiel_match(g, seed):
    m = g.match_cls(g, 3, g.rules_cls(), seed=seed)
    assert m.context["marks"] == [15, 15, 15]
    deals = 0
    while not m.is_over:
        st = m.next_deal()
        while not st.is_over:
            st.apply(st.legal_actions()[0])
        before = list(m.context["marks"])
        m.finish(st)
        assert [b - a for b, a in zip(before, m.context["marks"])] == [min(b, w) for b, w in zip(before, st.tp.won)]
        deals += 1
        assert deals < 40
    assert m.beer() is not None and "pays for the beer" in m.announcements()[0]
    return "last_out" in m.context


def test_spoil_five_dealer_antes_for_all():
    st = spoil_deal(SIX, "QH", ctx={"pool": 7}, dealer_antes_all=True)
    assert st.paid == [0, 0, 0, 0, 0, 6] and st.pool == 13


def test_referee_spoil_five_foul_hand():
    """§B17 foul hand (law 6 of our numbering): the hand is thrown in and has no claim on the pool
    that deal; the others play on; the tricks it won stay its own."""
    st = spoil_deal(["2C 3C 4C 6C 7C", "KS 8C 3D 4D 6D", "9C 10C JC QC KC"], "2S")
    play(st, "play 2C", "play KS", "play 9C")               # P2 trumps and wins
    r = st.referee("foul-hand", 1)
    assert r.effect == {"foul": "P2", "tricks_kept": 1} and st.to_act == 2
    assert len(st.tp.seats) == 2 and C("8C") in st.card_locations()["foul"]
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.tp.won == [0, 1, 3] and st.winner == 2         # P3 claims with three tricks
    assert sum(st.outcome()) + st.house_take() == 0
