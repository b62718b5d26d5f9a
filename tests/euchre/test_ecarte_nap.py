"""Écarté, pool écarté and the napoleon games (Foster 1914, 001 part 3 §B14-B16; catalog
oracles EC-01..EC-08, PX-01, NP-02..NP-04): ``ecarte``, ``pool-ecarte``, ``napoleon``,
``pool-nap``, ``purchase-nap``, ``widow-nap``, ``peep-nap``; the ladder of bids they use, their
laws as referee calls, the match to five, the pools and the jeux de règle as the bot's play."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from hoyle.bots import make_bot
from hoyle.cards import parse_card, parse_cards, piquet_pack, standard_pack
from hoyle.cli import app
from hoyle.core import StackedShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.games.euchre.ecarte import (dealer_hands_with_trumps, dealer_refuses, ecarte_order, hand_points,
                                       jeu_de_regle, pool_after)
from hoyle.games.euchre.nap import expected_tricks, settle
from hoyle.mechanics.ladder import Ladder
from hoyle.web.tables import layout_for

C = parse_card
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


# ----- écarté ------------------------------------------------------------------------------------
def ecarte_deal(pone: str, dealer: str, up: str, *, slug: str = "ecarte", dealer_seat: int = 1,
                context=None, **rules):
    """A hand of écarté with the given hands (five cards each) and turn-up, dealt three then
    two, pone first (§B14 deal); the stock in the pack's order."""
    g = get_game(slug)
    n = g.players
    p, d = parse_cards(pone), parse_cards(dealer)
    used = set(p) | set(d) | {C(up)}
    rest = [c for c in piquet_pack() if c not in used]
    order = p[:3] + d[:3] + p[3:] + d[3:] + [C(up)] + rest
    ctx = {"dealer": dealer_seat, **(context or {})}
    return g.new_deal(n, rules or None, StackedShuffler([order]), ctx)


def play_best(st):
    """Play the rest with the heuristic bots."""
    g = get_game("ecarte")
    bots = {s: make_bot("heuristic", g, s, 0) for s in st.players}
    while not st.is_over:
        st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))


def test_the_order_is_king_high_and_the_second_must_win_or_trump():
    """§B14 cards and play: K Q J A 10 9 8 7; follow and win if able, void trump if able."""
    order = ecarte_order(HEARTS)
    assert order.winner([C("AS"), C("JS")]) == 1          # the knave beats the ace
    assert order.winner([C("QS"), C("KS")]) == 1
    assert sorted(order.legal(parse_cards("7S JS KS 7H 8D"), [C("QS")])) == [C("KS")]     # must win
    assert sorted(order.legal(parse_cards("7C 8D 7H 9H AD"), [C("QS")])) == parse_cards("7H 9H")  # must trump


def test_pone_standing_and_the_refusal_put_the_risk():
    """§B14 scoring: a pone who stands and fails gives the dealer 2; a dealer who refuses the
    first proposal and fails gives the pone 2; EC-02: refused, the pone's vole is only 2."""
    assert hand_points(2, "pone", "pone") == (0, 2)
    assert hand_points(3, "pone", "pone") == (1, 0)
    assert hand_points(3, "dealer", "pone") == (2, 0)          # the dealer refused and failed
    assert hand_points(5, "dealer", "pone") == (2, 0)          # EC-02: only 2
    assert hand_points(2, None, "pone") == (0, 1)
    assert hand_points(5, None, "dealer") == (2, 0)


def test_ec03_pone_stands_dealer_marks_the_king_and_wins_the_vole():
    """EC-03: the pone stands, the dealer marks the king and wins the vole: three in all."""
    st = ecarte_deal("7C 8C 9C 7D 8D", "KH QH JH AH TH", "7H")
    st.apply("play")
    st.apply("pass")
    st.apply("mark")
    play_best(st)
    assert st.tp.won[1] == 5
    assert st.points() == [0, 3] and st.outcome() == [-3, 3]


def test_ec01_a_false_mark_gives_the_opponent_a_point():
    """EC-01: the pone marks the king he does not hold; the dealer, holding it, marks it, scores
    one more as the penalty, and the pone's point is removed."""
    st = ecarte_deal("7C 8C 9C 7D 8D", "KH QH JH AH TH", "7H")
    st.apply("play")
    st.apply("mark")                          # the pone's false claim
    st.apply("mark")
    play_best(st)
    # dealer: vole 2 (the pone stood and failed: 2 at most), king 1, penalty 1
    assert st.points() == [0, 4]


def test_ec04_a_king_turned_on_four_wins_the_game_at_once():
    """EC-04 and §B14 "king turned": the dealer scores one at once; on four it is the game."""
    st = ecarte_deal("7C 8C 9C 7D 8D", "QH JH AH TH 9H", "KH", context={"score": [0, 4]})
    assert st.is_over and st.points() == [0, 1]
    m = get_game("ecarte").new_match(2, seed=1, context={"score": [0, 4], "dealer": 1})
    st2 = ecarte_deal("7C 8C 9C 7D 8D", "QH JH AH TH 9H", "KH", context={"score": [0, 4]})
    m.finish(st2)
    assert m.context["rubbers"][-1]["seats"] == [-1, 1] and m.context["score"] == [0, 0]
    st3 = ecarte_deal("7C 8C 9C 7D 8D", "QH JH AH TH 9H", "KH", context={"score": [0, 3]})
    assert not st3.is_over                    # on three the king makes four; the hand is played


def test_exchange_proposal_and_its_laws():
    """§B14 propose/discard: a proposer takes at least one card, served from the top of the
    stock; the dealer may take cards after serving; the trump card never enters a hand."""
    st = ecarte_deal("7C 8C 9C 7D 8D", "KH QH JH AH TH", "7H")
    st.apply("propose")
    st.apply("give")
    with pytest.raises(IllegalAction, match="at least one card"):
        st.apply("keep")
    top = st.stock[:2]
    st.apply("discard 7C 8C")
    assert all(c in st.hands[0] for c in top) and st.exchanges == 0
    st.apply("keep")
    assert st.phase == "propose" and st.exchanges == 1
    st.apply("play")                          # after an exchange: no risk
    assert st.risk is None
    assert C("7H") not in st.hands[0] and C("7H") not in st.hands[1]


def test_refused_play_leaves_the_state_unchanged():
    """§B14 play: the second hand must win the trick if he can."""
    st = ecarte_deal("QS 8C 9C 7D 8D", "KS 7S JH AH TH", "7H")
    st.apply("play")
    st.apply("pass")
    st.apply("pass")
    st.apply("play QS")
    before = st.view(1)
    with pytest.raises(IllegalAction, match="win the trick"):
        st.apply("play 7S")
    assert st.view(1) == before


def test_ec05_ec06_the_dealers_trumps_among_65780_hands():
    """EC-05, EC-06 (jeux de règle): C(26, 5) = 65,780 dealer hands; holding one trump the odds
    are 44,574 to 21,206 against the dealer holding two or more; holding two, 50,274 to 15,506."""
    assert dealer_hands_with_trumps(1) == (44574, 21206)
    assert dealer_hands_with_trumps(2) == (50274, 15506)
    assert sum(dealer_hands_with_trumps(0)) == 65780


def test_ec07_the_jeux_de_regle_are_the_bots_stand():
    """EC-07 (Mossop's table): hand 1 (one trump, a winning three-card sequence, a small card;
    44,724 to 21,056 for the player) and hand 17 (a king in each plain suit and a queen; 48,042
    to 17,738, the best of all) are played without proposing; hand 16 (three trumps, 42,014 to
    23,766) too; with the king of trumps the player proposes (§B14 rule)."""
    table = {1: (44724, 21056), 16: (42014, 23766), 17: (48042, 17738)}
    assert all(a + b == 65780 and a > b for a, b in table.values())
    assert jeu_de_regle(parse_cards("9H KS QS JS 7C"), HEARTS)          # hand 1
    assert jeu_de_regle(parse_cards("KS KC KD QC 8S"), HEARTS)          # hand 17
    assert jeu_de_regle(parse_cards("7H 8H 9H 7C 8D"), HEARTS)          # hand 16
    assert not jeu_de_regle(parse_cards("KH 8H 9H 7C 8D"), HEARTS)      # the king: propose
    assert not jeu_de_regle(parse_cards("7C 8C 9D 7S 8D"), HEARTS)


def test_ec08_dealers_rule_of_thumb():
    """§B14 dealer's rule: refuse with three suits guarded, one trump and two suits guarded, or
    two trumps and one suit guarded; else give."""
    assert dealer_refuses(parse_cards("KS KC QD 8D 7S"), HEARTS)
    assert dealer_refuses(parse_cards("7H KS KC 8D 9D"), HEARTS)
    assert dealer_refuses(parse_cards("7H 8H KS 8D 9D"), HEARTS)
    assert not dealer_refuses(parse_cards("7H 8S 9C 8D 9D"), HEARTS)


def test_referee_throw_down_renounce_and_misdeal():
    """§B14 laws: throwing down the cards with no trick loses two (E15); a renounce in
    referee mode cuts the offender's score (E13); a lead out of turn is taken back free (E14);
    the pone's misdeal loses the dealer the deal (E4); a faced card, a new deal (E3)."""
    st = ecarte_deal("7C 8C 9C 7D 8D", "KH QH JH AH TH", "7H")
    st.apply("play")
    st.apply("pass")
    st.apply("pass")
    r = st.referee("throw-down", 0)
    assert "E15" in r.law and st.is_over and st.points() == [0, 2]

    st = ecarte_deal("QS 8C 9C 7D 8D", "KS 7S JH AH TH", "7H", referee_mode=True)
    for a in ("play", "pass", "pass", "play QS", "play 7S"):      # 7S: a renounce (he could win)
        st.apply(a)
    with pytest.raises(IllegalAction):
        st.referee("renounce", 1)
    r = st.referee("renounce", 0)
    assert "E13" in r.law and 1 in st.renounced
    with pytest.raises(IllegalAction, match="not a lead out of turn"):
        st.referee("lead-out-of-turn", st.tp.turn)

    st = ecarte_deal("7C 8C 9C 7D 8D", "KH QH JH AH TH", "7H")
    assert "E4" in st.referee("misdeal", 0).law and st.is_over and st.outcome() == [0, 0]
    st = ecarte_deal("7C 8C 9C 7D 8D", "KH QH JH AH TH", "7H")
    assert st.referee("faced-card", 1).effect["same_dealer"] and st.same_dealer


def test_px01_pool_ecarte_two_games_running_take_five_stakes():
    """PX-01: if the first winner wins game 2 too, the pool holds five stakes; after k games with
    no double winner, 3 + k."""
    assert pool_after([0, 0]) == (5, 0)
    assert pool_after([0, 2, 1]) == (6, None)
    g = get_game("pool-ecarte")
    m = g.new_match(3, seed=4)
    bots = [make_bot("heuristic", g, s, s) for s in range(3)]
    winners = []
    for _ in range(400):
        st = m.next_deal()
        assert st.out not in st.players
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        before = m.context.get("out")
        m.finish(st)
        if m.context.get("out") != before or m.context.get("rubbers"):
            winners.append(next(s for s in st.players if s != m.context.get("out")) if not m.context.get("rubbers")
                           else None)
        if m.context.get("rubbers"):
            break
    pool = m.context["rubbers"][0]
    assert pool["pool"] == 3 + len(winners) and sum(pool["seats"]) == 0


def test_ecarte_match_plays_to_five_and_the_terminal():
    g = get_game("ecarte")
    m = g.new_match(2, seed=2)
    bots = [make_bot("bot", g, s, s) for s in range(2)]
    for _ in range(60):
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
        if m.is_over:
            break
    assert m.is_over and sorted(m.settled().per_seat) == [-1, 1]
    res = CliRunner().invoke(app, ["play", "ecarte", "--seats", "human,bot", "--seed", "3"],
                             input="play\npass\n")
    assert "Écarté - dealer" in res.output and "play|propose" in res.output.replace(", ", "|"), res.output
    assert layout_for(g) == "trick" and layout_for(get_game("pool-ecarte")) == "trick"


# ----- napoleon ----------------------------------------------------------------------------------
def nap_deal(slug: str, hands: dict[int, str], n: int = 4, dealer: int | None = None, widow: str = "",
             context=None, **rules):
    """A deal of a nap game with the given hands (seat -> five cards), three then two from the
    dealer's left; the widow cards (if any) before the dealer's in each round as §B16 deals them."""
    g = get_game(slug)
    dealer = n - 1 if dealer is None else dealer
    hs = {s: parse_cards(h) for s, h in hands.items()}
    wd = parse_cards(widow) if widow else []
    used = {c for h in hs.values() for c in h} | set(wd)
    rest = [c for c in standard_pack() if c not in used]
    for s in range(n):
        if s not in hs:
            hs[s], rest = rest[:5], rest[5:]
    order = []
    wpos = 0
    for rnd, (k, lo) in enumerate(((3, 0), (2, 3))):
        for i in range(1, n + 1):
            s = (dealer + i) % n
            if s == dealer and wd:
                w = k if len(wd) == 5 else (1 if rnd == 0 else 0)
                order.extend(wd[wpos:wpos + w])
                wpos += w
            order.extend(hs[s][lo:lo + k])
    order.extend(rest)
    return g.new_deal(n, rules or None, StackedShuffler([order]), {"dealer": dealer, **(context or {})})


NAP_HAND = "AS KS QS JS TS"


def test_np02_settlements():
    """NP-02: four players; three made +9 (-3 each); four failed -12; nap made +30, failed -15;
    Blücher failed -60."""
    assert settle(3, True, 4) == [9, -3, -3, -3]
    assert settle(4, False, 4)[0] == -12
    assert settle("nap", True, 4)[0] == 30 and settle("nap", False, 4)[0] == -15
    assert settle("blucher", False, 4)[0] == -60
    assert settle("misere", True, 4)[0] == 9                     # misère counts as three


def test_np04_misere_between_three_and_four_and_the_ladder():
    """NP-04 and §B16 bidding: misère is above three and below four; each bid higher or a pass;
    nap ends the bidding; all passing, the dealer must bid at least one."""
    lad = Ladder([1, 2, 3, "misere", 4, "nap"], [0, 1, 2, 3], closing=("nap",), forced=True,
                 laws={"insufficient": "N4", "forced": "N4", "out-of-turn": "N4"})
    lad.call(0, 3)
    assert "misere" in lad.legal() and 3 not in lad.legal()
    lad.call(1, "misere")
    with pytest.raises(IllegalAction, match="higher than misere"):
        lad.call(2, 3)
    with pytest.raises(IllegalAction, match="not your turn"):
        lad.call(3, 4)
    lad.call(2, 4)
    assert lad.legal() == [None, "nap"]
    lad.call(3, "nap")
    assert lad.done and lad.bidder == 3

    st = nap_deal("napoleon", {})
    for _ in range(3):
        st.apply("pass")
    with pytest.raises(IllegalAction, match="must bid"):
        st.apply("pass")
    st.apply("bid 1")
    assert st.phase == "play" and st.to_act == 3


def test_nap_made_and_the_first_lead_fixes_trumps():
    """§B16 play: the bidder leads, his first card fixes trumps; nap made wins 10 from each."""
    st = nap_deal("napoleon", {0: NAP_HAND})
    st.apply("nap")
    assert st.phase == "play" and st.to_act == 0
    st.apply("play AS")
    assert st.trump == SPADES
    while not st.is_over:
        st.apply(st.legal_actions()[0] if st.to_act else st.legal_actions()[0])
    assert st.result and st.outcome() == [30, -10, -10, -10]


def test_the_hand_ends_once_the_bid_is_made_or_cannot_be():
    """§B16: nothing is paid for over- or under-tricks; a bid of one made ends the hand at once."""
    st = nap_deal("napoleon", {0: "AS 2C 3C 4D 5D", 1: "KS QS JS TS 9S"})
    st.apply("bid 1")
    for _ in range(3):
        st.apply("pass")
    st.apply("play AS")
    for _ in range(3):
        st.apply(st.legal_actions()[0])
    assert st.is_over and st.outcome() == [3, -1, -1, -1]


def test_np03_lead_out_of_turn_pays_three_whatever_the_result():
    """NP-03 (law N9): an opponent of the bidder who leads out of turn pays the bidder three,
    whatever the result, and receives nothing if the bid fails."""
    st = nap_deal("napoleon", {0: "2S 3C 4C 5D 6D", 1: "AS KS QS JS TS"})
    st.apply("bid 3")
    for _ in range(3):
        st.apply("pass")
    st.apply("play 2S")
    for _ in range(3):
        st.apply(st.legal_actions()[0])
    # seat 1 won the trick and leads; seat 2 leads out of turn
    r = st.referee("lead-out-of-turn", 2)
    assert "N9" in r.law
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.result is False
    out = st.outcome()
    assert out[2] == -3 and out[0] == -3 * 2 + 3 and sum(out) == 0


def test_revoke_in_referee_mode_the_revoker_pays_all():
    """§B16 revoke (N10): a revoking opponent pays for all his side."""
    st = nap_deal("napoleon", {0: "AS KS 3C 4C 5D", 1: "2S 6H 7H 8H 9H"}, referee_mode=True)
    st.apply("bid 2")
    for _ in range(3):
        st.apply("pass")
    st.apply("play AS")
    st.apply("play 6H")                       # seat 1 holds 2S: a revoke
    r = st.referee("revoke", 0)
    assert "N10" in r.law and st.is_over and st.outcome()[:2] == [6, -6]


def test_pool_nap_first_deal_antes_and_a_nap_takes_the_pool():
    """§B16 pool nap: two each into the pool on the first deal; the first nap made takes it; a
    nap failed doubles the pool besides paying the opponents; the dealer adds two after."""
    st = nap_deal("pool-nap", {0: NAP_HAND})
    st.apply("nap")
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.outcome() == [30 - 2 + 8, -12, -12, -12] and st.pool_after() == 0
    assert sum(st.outcome()) + st.house_take() == 0
    st = nap_deal("pool-nap", {0: "2S KS QS JS TS", 1: "AS 3C 4C 5C 6C"}, context={"pool": 8})
    st.apply("nap")
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.result is False
    assert st.outcome()[0] == -15 - 10 and st.pool_after() == 20     # dealer's 2, then doubled


def test_purchase_peep_and_widow():
    """§B16: purchase nap buys cards at one chip a card into the pool; peep nap's peep costs one
    and the bidder takes the widow card, discarding one; widow nap's taker keeps five of ten and
    bids nap."""
    st = nap_deal("purchase-nap", {0: "2C 3C 4C 5C 6C"})
    st.apply("exchange 2C 3C")
    assert st.paid_in[0] == 2 and len(st.hands[0]) == 5
    for _ in range(3):
        st.apply("keep")
    assert st.phase == "bid"

    st = nap_deal("peep-nap", {0: NAP_HAND}, widow="AH")
    st.apply("peep")
    assert st.view(0)["widow"] == ["AH"] and "widow" not in st.view(1)
    st.apply("bid 4")
    for _ in range(3):
        st.apply("pass")
    assert st.phase == "peep-discard" and C("AH") in st.hands[0]
    st.apply("discard TS")
    assert st.phase == "play" and st.paid_in[0] == 1

    st = nap_deal("widow-nap", {0: "2C 3C 4C 5D 6D"}, widow=NAP_HAND)
    st.apply("take")
    assert len(st.hands[0]) == 10 and st.bid == "nap"
    for c in ("2C", "3C", "4C", "5D", "6D"):
        st.apply(f"discard {c}")
    assert st.phase == "play" and sorted(st.hands[0]) == sorted(parse_cards(NAP_HAND))


def test_the_bot_bids_by_the_book_and_wellington_needs_nap():
    """§B16 strategy: nap only with sure trumps and winners; Wellington only over nap."""
    t, suit = expected_tricks(parse_cards(NAP_HAND))
    assert t >= 4.5 and suit == SPADES
    g = get_game("napoleon")
    bot = make_bot("heuristic", g, 0, 0)
    st = nap_deal("napoleon", {0: NAP_HAND})
    assert bot.choose(st.view(0), st.legal_actions()).verb == "nap"
    st = nap_deal("napoleon", {0: NAP_HAND}, wellington=True, blucher=True)
    assert "wellington" not in st.legal_strings()
    st.apply("nap")
    assert "wellington" in st.legal_strings() and "blucher" not in st.legal_strings()
    for slug in ("napoleon", "pool-nap", "purchase-nap", "widow-nap", "peep-nap"):
        assert layout_for(get_game(slug)) == "trick"


def test_misdeal_same_dealer_and_six_seats_at_the_referee():
    """§B16 misdeal (N3): the same dealer deals again (the deal is a disadvantage); any of six
    seats may call it."""
    st = nap_deal("napoleon", {}, n=6)
    r = st.referee("misdeal", 5)
    assert "N3" in r.law and st.same_dealer and st.outcome() == [0] * 6
    with pytest.raises(IllegalAction):
        nap_deal("napoleon", {}, n=6).referee("misdeal", 6)


# ----- five hundred --------------------------------------------------------------------------------
def test_fh01_fh04_the_bid_table():
    """FH-01: 7 hearts (200) beats 8 clubs (180); FH-04: no bid is worth exactly 250."""
    from hoyle.games.euchre.fivehundred import bid_value
    assert bid_value(7, "hearts") == 200 and bid_value(8, "clubs") == 180
    assert bid_value(10, "notrump") == 600 and bid_value(6, "spades") == 40
    values = {bid_value(level, d) for level in range(6, 11) for d in ("spades", "clubs", "diamonds", "hearts",
                                                                      "notrump")}
    assert 250 not in values


def test_fh02_the_slam_scores_250_when_the_bid_is_worth_less():
    """FH-02: all ten tricks on 8 spades (120) score 250; on 9 diamonds (320), 320; failing
    loses the bid's value (§B13 scoring)."""
    from hoyle.games.euchre.fivehundred import made_score
    assert made_score(8, "spades", 10) == 250
    assert made_score(9, "diamonds", 10) == 320
    assert made_score(8, "spades", 9) == 120 and made_score(8, "spades", 7) == -120


def fh_deal(hands: dict[int, str], widow: str = "", dealer: int = 2):
    from hoyle.cards import JOKER
    g = get_game("five-hundred")
    hs = {s: parse_cards(h) for s, h in hands.items()}
    wd = parse_cards(widow) if widow else []
    used = {c for h in hs.values() for c in h} | set(wd)
    rest = [c for c in [*piquet_pack(), JOKER] if c not in used]
    for s in range(3):
        if s not in hs:
            hs[s], rest = rest[:10], rest[10:]
    if not wd:
        wd, rest = rest[:3], rest[3:]
    order, lo = [], 0
    for rnd, k in enumerate((3, 2, 3, 2)):
        for i in range(1, 4):
            order.extend(hs[(dealer + i) % 3][lo:lo + k])
        lo += k
        if rnd == 0:
            order.extend(wd)
    return g.new_deal(3, None, StackedShuffler([order]), {"dealer": dealer})


def test_fh03_an_equal_value_does_not_overcall_and_the_joker_at_no_trumps():
    """FH-03 (our reading of the unresolved tie): 8 spades, 7 clubs and 6 no-trumps are all 120,
    and a bid of equal value does not overcall; at no-trumps the joker wins its trick and, led,
    its leader names the suit to be played to it (§B13 joker)."""
    st = fh_deal({0: "JKR AS KS QS AH KH QH AD KD QD", 1: "7S 8S 9S TS 7H 8H 9H TH 7D 8D"})
    st.apply("bid 8 spades")
    with pytest.raises(IllegalAction, match="worth 120"):
        st.apply("bid 7 clubs")
    st.apply("pass")
    st.apply("pass")
    assert st.bidder == 0 and st.phase == "discard"
    # the no-trump joker, in a fresh deal
    st = fh_deal({0: "JKR AS KS QS AH KH QH AD KD QD", 1: "7S 8S 9S TS 7H 8H 9H TH 7D 8D"})
    st.apply("bid 6 notrump")
    st.apply("pass")
    st.apply("pass")
    while st.phase == "discard":
        st.apply(next(a for a in st.legal_actions() if a.args[0] not in parse_cards("JKR AS")))
    with pytest.raises(IllegalAction, match="name the suit"):
        st.apply("play JKR")
    st.apply("play JKR hearts")
    assert set(map(str, st.legal_actions())) == {"play 7H", "play 8H", "play 9H", "play TH"}
    st.apply("play 7H")
    st.apply(st.legal_actions()[0])
    assert st.tp.won[0] == 1 and st.tp.leader == 0
