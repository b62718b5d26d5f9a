"""All fours / seven-up and pitch (Foster 1914, 001 part 3 §C1; catalog oracles AF-01..AF-07):
the games ``all-fours`` and ``pitch``, the follow-or-trump rule they play by, begging and
running the cards, High, Low, Jack and Game, the match to seven and the bot."""

from __future__ import annotations

import random

import pytest

from hoyle.cards import parse_card, parse_cards, standard_pack
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.games.allfours import ALL_FOURS_LAWS, GAME_VALUES, AllFoursBot, count_out, game_point
from hoyle.games.allfours.bots import beg_hand
from hoyle.mechanics.tricks import SUIT_OR_TRUMP, TrickOrder
from hoyle.web.tables import layout_for

C = parse_card
HEARTS, SPADES = 2, 3


def stacked(slug: str, hands: dict[int, str], up: str | None, dealer: int = 1, n: int = 2,
            context=None, after: str = "", **rules):
    """A deal of ``slug`` for ``n`` with the given six-card hands (seat -> cards), dealt three at
    a time in two rounds from the dealer's left (law 3), then the turn-up (None: pitch), then
    ``after`` (the cards run next), the rest of the pack in order."""
    g = get_game(slug)
    hs = {s: parse_cards(h) for s, h in hands.items()}
    nxt = parse_cards(after) if after else []
    used = {c for h in hs.values() for c in h} | ({C(up)} if up else set()) | set(nxt)
    rest = [c for c in standard_pack() if c not in used]
    for s in range(n):
        if s not in hs:
            hs[s], rest = rest[:6], rest[6:]
    order = []
    for r in range(2):
        for i in range(1, n + 1):
            order.extend(hs[(dealer + i) % n][3 * r:3 * r + 3])
    if up:
        order.append(C(up))
    order.extend(nxt)
    order.extend(rest)
    return g.new_deal(n, rules or None, StackedShuffler([order]), {"dealer": dealer, **(context or {})})


def act(st, *texts):
    for t in texts:
        st.apply(st.parse_action(t) if hasattr(st, "parse_action") else t)
    return st


def play_out(st, rng=None):
    rng = rng or random.Random(0)
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    return st


# ----- the follow rule (law 12) ------------------------------------------------------------------
def test_follow_suit_or_trump_law_12():
    order = TrickOrder(HEARTS, follow=SUIT_OR_TRUMP)
    hand = parse_cards("AS 2S 3H KD")
    # a plain suit led: follow or trump, but no other plain card while able to follow
    assert sorted(order.legal(hand, [C("KS")])) == sorted(parse_cards("AS 2S 3H"))
    # a trump led must be followed
    assert order.legal(hand, [C("9H")]) == [C("3H")]
    # void in the suit led: any card
    assert sorted(order.legal(hand, [C("5C")])) == sorted(hand)
    assert order.winner([C("KS"), C("3H"), C("AS")]) == 1


def test_the_catalog_revoke_example_law_12():
    """001 part 3 §C1 "Revoke": two small trumps and a plain ten may trump the ace and king of
    the suit, but with the trumps gone the ten must follow the queen."""
    order = TrickOrder(HEARTS, follow=SUIT_OR_TRUMP)
    assert set(order.legal(parse_cards("2H 3H TS"), [C("AS")])) == set(parse_cards("2H 3H TS"))
    assert order.legal(parse_cards("TS 4C"), [C("QS")]) == [C("TS")]


def test_a_plain_card_when_able_to_follow_is_refused_citing_law_12():
    st = stacked("all-fours", {0: "AS KS 2D 3D 4D 5D", 1: "QS 2H 3C 4C 5C 6C"}, "9H")
    act(st, "stand", "play AS")
    before = st.legal_actions()
    with pytest.raises(IllegalAction) as e:
        act(st, "play 3C")
    assert "law 12" in str(e.value.law) and "follow spades or trump" in str(e.value)
    assert st.legal_actions() == before
    act(st, "play 2H")                     # trumping instead of following is allowed
    assert st.tp.quitted[-1][2] == 1


# ----- the turn-up, begging and running (laws 4, 6-9) --------------------------------------------
def test_the_jack_turned_up_scores_the_dealer_law_4():
    st = stacked("all-fours", {}, "JH")
    assert st.early == [("jack turned", 1)]
    act(st, "stand")
    play_out(st)
    assert st.scored()[0] == ("jack turned", 1)


def test_the_jack_turned_puts_the_dealer_out_at_once_law_13():
    st = stacked("all-fours", {}, "JH", context={"score": [3, 6]})
    assert st.is_over and st.points() == [0, 1]


def test_af02_a_jack_turns_up_once_in_thirteen_deals():
    """AF-02: over each of the 52 cards as the turn-up, four turn a jack (1/13)."""
    g = get_game("all-fours")
    pack = list(standard_pack())
    jacks = 0
    for k in range(52):
        order = pack[:k] + pack[k + 1:]
        order = order[:12] + [pack[k]] + order[12:]
        st = g.new_deal(2, None, StackedShuffler([order]), {"dealer": 1})
        jacks += ("jack turned", 1) in st.early
    assert jacks * 13 == 52


def test_begging_and_the_gift_law_6():
    st = stacked("all-fours", {0: "2S 3S 4D 5D 6C 7C"}, "9H")
    assert [a.verb for a in st.legal_actions()] == ["stand", "beg"]
    act(st, "beg")
    assert st.to_act == 1 and {a.verb for a in st.legal_actions()} == {"give", "run"}
    with pytest.raises(IllegalAction) as e:
        act(st, "beg")
    assert "no second beg" in str(e.value)
    act(st, "give")
    assert st.early == [("gift", 0)] and st.phase == "play" and st.tp.turn == 0


def test_no_gift_that_puts_the_beggar_out_law_9():
    st = stacked("all-fours", {}, "9H", context={"score": [6, 2]})
    act(st, "beg")
    assert [a.verb for a in st.legal_actions()] == ["run"]
    with pytest.raises(IllegalAction) as e:
        act(st, "give")
    assert "law 9" in str(e.value.law)


def test_three_hand_gift_goes_to_both_adversaries_law_8():
    st = stacked("all-fours", {}, "9H", dealer=2, n=3)
    act(st, "beg", "give")
    assert sorted(st.early) == [("gift", 0), ("gift", 1)]


def test_running_the_cards_same_suit_laid_aside_new_jack_scores_law_7():
    # the turn-up 9H; run: three each, then 4H (hearts again: laid aside), three each, then JS
    st = stacked("all-fours", {0: "2S 3S 4D 5D 6C 7C", 1: "AH KH QH TD 9D 8D"}, "9H",
                 after="2C 3C 4C 8C 9C TC 4H 5C QC KC 2D 3D 7D JS")
    act(st, "beg", "run")
    assert [str(c) for c in st.aside] == ["9H", "4H"]
    assert st.trump == SPADES and st.early == [("jack turned", 1)]
    assert [len(h) for h in st.hands] == [12, 12] and st.phase == "discard" and st.to_act == 0
    for _ in range(6):
        act(st, f"discard {st.hands[0][0]}")
    assert st.to_act == 1
    for _ in range(6):
        act(st, f"discard {st.hands[1][0]}")
    assert st.phase == "play" and [len(h) for h in st.hands] == [6, 6]
    play_out(st)
    assert sum(map(len, st.card_locations().values())) == 52


def test_the_pack_running_out_bunches_the_cards_law_7():
    g = get_game("all-fours")
    pack = list(standard_pack())
    hearts = [c for c in pack if c & 3 == HEARTS]
    # every turn-up a heart: the first after the deal, then after each run of three each
    others = [c for c in pack if c & 3 != HEARTS]
    order = others[:12] + [hearts[0]]
    rest_o, rest_h = others[12:], hearts[1:]
    while rest_o or rest_h:
        order += rest_o[:6]
        rest_o = rest_o[6:]
        if rest_h:
            order.append(rest_h.pop(0))
    st = g.new_deal(2, None, StackedShuffler([order]), {"dealer": 1})
    act(st, "beg", "run")
    assert st.is_over and st.void and st.same_dealer and st.points() == [0, 0]


# ----- High, Low, Jack and Game (laws 10-11) ------------------------------------------------------
def test_high_low_jack_game_law_10():
    # N (eldest) holds AH and 2H; S holds JH and the tens
    st = stacked("all-fours", {0: "AH 2H 3S 4S 5S 6S", 1: "JH TC TD 7C 8C 9C"}, "9H")
    act(st, "stand")
    play_out(st)
    kinds = dict(st.scored())
    assert kinds["high"] == 0 and kinds["low"] == 0
    jack_trick = next(w for _, cards, w in st.tp.quitted if C("JH") in cards)
    assert kinds["jack"] == jack_trick
    pips = st.pips()
    assert sum(pips) == sum(GAME_VALUES.get(c, 0) for c in parse_cards("AH JH TC TD")) + sum(
        GAME_VALUES.get(c, 0) for c in st.tp.played_cards() if c not in parse_cards("AH JH TC TD"))
    assert kinds["game"] == max(range(2), key=lambda s: pips[s])
    assert [k for k, _ in st.scored()] == ["high", "low", "jack", "game"]


def test_one_trump_in_play_is_both_high_and_low_law_10():
    st = stacked("all-fours", {0: "KH 4S 5S 6S 7S 8S", 1: "2C 3C 4C 5C 6C 7C"}, "9H")
    act(st, "stand")
    play_out(st)
    kinds = [(k, s) for k, s in st.scored() if k in ("high", "low")]
    assert kinds == [("high", 0), ("low", 0)]


def test_af01_game_goes_to_the_most_pips():
    """AF-01: the eldest's A, two K and J count 11, the dealer's Q and 10 count 12: the dealer
    scores Game."""
    eldest = sum(GAME_VALUES[C(c)] for c in ("AS", "KH", "KD", "JC"))
    dealer = sum(GAME_VALUES[C(c)] for c in ("QS", "TD"))
    assert (eldest, dealer) == (11, 12)
    assert game_point([eldest, dealer], dealer_side=1) == 1


def test_a_game_tie_scores_the_non_dealer_law_11():
    assert game_point([8, 8], dealer_side=1) == 0
    assert game_point([8, 8], dealer_side=0) == 1
    assert game_point([8, 8], dealer_side=1, tie_scores_nobody=True) is None      # pitch


def test_af07_three_hand_tie_of_the_non_dealers_scores_nobody():
    """AF-07: with three, two non-dealers tied for Game: nobody scores it."""
    assert game_point([10, 10, 4], dealer_side=2) is None
    assert game_point([10, 4, 10], dealer_side=2) == 0         # the dealer tied with one: the non-dealer


def test_af03_at_most_five_points_a_deal_never_seven():
    """AF-03: one player scores at most five in a deal (the jack turned or the gift, and High, Low,
    Jack, Game); over random deals no side scores more, and the dealer's five is reachable."""
    g = get_game("all-fours")
    best = 0
    for seed in range(300):
        st = g.new_deal(2, None, SeededShuffler(seed), {"dealer": 1})
        if st.is_over:
            continue
        while not st.is_over:
            a = st.legal_actions()
            st.apply(a[0] if st.phase == "give" else random.Random(seed).choice(a))
        if sum(1 for k, _ in st.early if k == "jack turned") <= 1:
            best = max(best, *st.points())
    assert best <= 5
    # the eldest's five: the gift, then High, Low, Jack and Game (he wins every trick)
    st = stacked("all-fours", {0: "AH JH 2H TC TD KS", 1: "3S 4S 5C 6C 7D 8D"}, "9H")
    act(st, "beg", "give")
    play_out(st)
    assert st.points() == [5, 0] and [k for k, _ in st.scored()] == ["gift", "high", "low", "jack", "game"]


def test_af04_counting_out_order_high_low_jack_game():
    """AF-04: both sides able to go out, High counts first, then Low, Jack, Game."""
    scored = [("high", 1), ("low", 0), ("jack", 0), ("game", 0)]
    assert count_out([6, 6], scored, 7) == ([6, 7], 1)
    assert count_out([5, 6], [("high", 0), ("low", 0), ("jack", 1)], 7) == ([7, 6], 0)


# ----- the revoke (laws 14-16) ---------------------------------------------------------------------
def _revoked_deal(jack_in_play: bool):
    s_hand = "QS JH 3C 4C 5C 6C" if jack_in_play else "QS 7H 3C 4C 5C 6C"
    st = stacked("all-fours", {0: "AS 2H 3D 4D 5D 6D", 1: s_hand}, "9H", referee_mode=True)
    act(st, "stand", "play AS", "play 3C")      # S renounces spades holding QS, not trumping
    act(st, f"play {st.legal_actions()[0].args[0]}")
    return st


@pytest.mark.parametrize("jack_in_play,value", [(False, 1), (True, 2)])
def test_af05_revoke_costs_one_or_two_and_the_revoker_stops_at_six(jack_in_play, value):
    """AF-05: a revoke costs one point with the jack not in play, two with it in play; the
    revoker scores neither Jack nor Game and cannot go out that hand."""
    st = _revoked_deal(jack_in_play)
    assert st.tp.revokes and st.tp.revokes[0].established
    with pytest.raises(IllegalAction):
        st.referee("revoke", 1)                   # the revoker's own side cannot claim it
    r = st.referee("revoke", 0)
    assert r.effect["penalty"] == value and "law 14" in r.law
    play_out(st)
    assert all(k not in ("jack", "game") or s != 1 for k, s in st.scored())
    assert st.points()[0] >= value
    score, winner = count_out([0, 6], [("high", 1), ("low", 1)], 7, capped={1})
    assert score == [0, 6] and winner is None


def test_a_renounce_is_refused_outside_referee_mode():
    st = stacked("all-fours", {0: "AS 2H 3D 4D 5D 6D", 1: "QS 7H 3C 4C 5C 6C"}, "9H")
    act(st, "stand", "play AS")
    with pytest.raises(IllegalAction):
        act(st, "play 3C")


# ----- AF-06: the high-hand swindle ----------------------------------------------------------------
def _solve(st, victim: int, want: set) -> bool:
    """Whether the victim can force every kind in ``want`` against best defence (exhaustive)."""
    if st.is_over:
        return want <= {k for k, s in st.scored() if s == victim}
    results = []
    for a in st.legal_actions():
        c = st.clone()
        c.apply(a)
        v = _solve(c, victim, want)
        if v == (st.to_act == victim):
            return v
        results.append(v)
    return any(results) if st.to_act == victim else all(results)


def test_af06_the_high_hand_cannot_save_both_jack_and_game():
    """AF-06 (our reading of an unspecified set-up: two hands, the victim the eldest): dealt
    A K J 10 9 2 of trumps he has High and Low sure, but an adversary holding the queen and five
    small trumps keeps the queen for the jack whatever he leads, so Jack and Game are not both his."""
    victim = "AH KH JH TH 9H 2H"
    st = stacked("all-fours", {0: victim, 1: "QH 8H 7H 6H 5H 4H"}, "3H")
    act(st, "stand")
    assert _solve(st.clone(), 0, {"high", "low"})
    assert _solve(st.clone(), 0, {"game"})
    assert not _solve(st.clone(), 0, {"jack", "game"})
    # against a queen guarded by two small trumps only he can force both
    st2 = stacked("all-fours", {0: victim, 1: "QH 8H 7H TS TD AC"}, "3H")
    act(st2, "stand")
    assert _solve(st2, 0, {"jack", "game"})


# ----- pitch ----------------------------------------------------------------------------------------
def test_pitch_the_first_lead_is_trumps_law_18():
    st = stacked("pitch", {0: "AS KS 2D 3D 4D 5D", 1: "QS 2H 3C 4C 5C 6C"}, None)
    assert st.phase == "play" and st.trump is None and st.upcard is None
    act(st, "play 2D")
    assert st.trump == 1
    # diamonds are trumps and were led: S holds none, so he may play anything
    assert len(st.legal_actions()) == 6
    play_out(st)
    assert st.scored()[0] == ("high", 0)


def test_pitch_misdeal_keeps_the_deal_law_5():
    st = stacked("pitch", {}, None)
    r = st.referee("wrong-number", 0)
    assert st.is_over and st.same_dealer and "law 5" in r.law
    st = stacked("all-fours", {}, "JH")
    st.referee("wrong-number", 0)
    assert not st.same_dealer and st.points() == [0, 0]      # law 4: the jack does not score


# ----- the match, the bot, the registration ---------------------------------------------------------
@pytest.mark.parametrize("slug,n", [("all-fours", 2), ("all-fours", 3), ("all-fours", 4), ("pitch", 4)])
def test_a_match_carries_the_score_to_seven(slug, n):
    g = get_game(slug)
    m = g.match_cls(g, n, g.rules_cls(**g.defaults), seed=5)
    bots = [AllFoursBot(s, seed=s) for s in range(n)]
    for _ in range(200):
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
        if m.is_over:
            break
    assert m.is_over
    game = m.context["rubbers"][0]
    assert max(game["score"]) >= 7 and sum(game["seats"]) == 0
    assert m.context["score"] == [0] * (2 if n == 4 else n)


def test_the_bot_begs_by_the_book():
    assert beg_hand(parse_cards("2S 3S 4D 5D 6C 7H"), HEARTS)
    assert not beg_hand(parse_cards("2S 3S 4D 5D 6C JH"), HEARTS)
    assert not beg_hand(parse_cards("2S 3S 4D 2H 3H 7H"), HEARTS)


def test_registration_laws_and_layout():
    for slug in ("all-fours", "pitch"):
        g = get_game(slug)
        assert g.family == "allfours" and (g.min_players, g.max_players) == (2, 4)
        assert layout_for(g) == "trick"
    assert get_game("seven-up").slug == "all-fours"
    assert ALL_FOURS_LAWS.cite_about("revoke-penalty").endswith("(revoke)")


# ----- auction pitch (001 part 3 §C3) ----------------------------------------------------------------
def _auction_deal(seed: int, n: int, score: list[int], bids: dict[int, int], sell: bool, **rules):
    """A seeded deal of auction pitch (dealer the last seat, the eldest A): the bids given (seat ->
    points; others pass), the eldest selling or refusing, then random play."""
    g = get_game("auction-pitch")
    st = g.new_deal(n, {**g.defaults, **rules}, SeededShuffler(seed), {"dealer": n - 1, "score": score})
    while st.phase == "bid":
        v = bids.get(st.to_act)
        act(st, f"bid {v}" if v else "pass")
    act(st, "sell" if sell else "refuse")
    return play_out(st, random.Random(seed))


def test_ap01_the_bidder_who_makes_his_bid_goes_out_first():
    """AP-01: seven play; A sells to B for two; B and C each need two; C holds High and Low, B
    wins Jack and Game: B made his bid and wins, though High and Low count first otherwise."""
    g = get_game("auction-pitch")
    score = [0, 5, 5, 0, 0, 0, 0]
    for seed in range(3000):
        st = _auction_deal(seed, 7, score, {1: 2}, sell=True)
        kinds = dict((k, s) for k, s in st.scored() if k != "sale")
        if kinds.get("high") == 2 and kinds.get("low") == 2 and kinds.get("jack") == 1 and kinds.get("game") == 1:
            break
    else:  # pragma: no cover - the seeds above hold such a deal
        pytest.fail("no deal found")
    assert st.pitcher == 1 and st.early == [("sale", 0), ("sale", 0)]
    m = g.match_cls(g, 7, g.rules_cls(**g.defaults), context={"dealer": 6, "score": score})
    m.finish(st)
    assert m.context["rubbers"][0]["winner"] == "B"
    # without a contract the order High, Low, Jack, Game would have put C out first
    assert count_out(score, [("high", 2), ("low", 2), ("jack", 1), ("game", 1)], 7)[1] == 2


def test_ap02_a_refused_bid_not_made_sets_the_seller_back():
    """AP-02 (the clubs' fix, a bid beyond what the seller needs): A and B need two; B bids
    three, A refuses and pitches; A makes two, B one, D one: B and D score one each, A scores
    nothing and goes back three, five to go."""
    g = get_game("auction-pitch")
    score = [5, 5, 0, 0, 0, 0, 0]
    for seed in range(5000):
        st = _auction_deal(seed, 7, score, {1: 3}, sell=False, full_value_bids=True)
        made = [0] * 7
        for k, s in st.scored():
            made[s] += 1
        if st.set_back() == 3 and st.pitcher_made() == 2 and made[1] == 1 and made[3] == 1 and sum(made) == 2:
            break
    else:  # pragma: no cover
        pytest.fail("no deal found")
    assert st.points()[0] == -3 and st.points()[1] == 1 and st.points()[3] == 1
    m = g.match_cls(g, 7, g.rules_cls(**{**g.defaults, "full_value_bids": True}),
                    context={"dealer": 6, "score": score})
    m.finish(st)
    assert m.context["score"][0] == 2 and 7 - m.context["score"][0] == 5      # five to go
    # without the fix B may not bid enough to put the seller out: at most one
    st = get_game("auction-pitch").new_deal(7, None, SeededShuffler(1), {"dealer": 6, "score": score})
    act(st, "bid 1")
    with pytest.raises(IllegalAction):
        act(st, "bid 2")
