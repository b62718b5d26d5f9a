"""The game of the meld-table games (``three-hand-pinochle``, ``four-hand-pinochle``,
``auction-pinochle``, ``jass``, ``two-handed-jass``) played by :class:`MeldTableMatch`:
pinochle to 1000 with the claim right and wrong (catalog 001_part4.md §4.9 stakes and
knocking, §4.10 game), going on to 1250 when two pass it unclaimed (§4.9, §4.10), auction
pinochle's six deals, highest total wins (§4.13), jass to 1000 (001_part6.md §12.10)."""

import pytest

from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.core.errors import IllegalAction
from hoyle.games.bezique.multihand import MeldTableMatch


def to_play(st, seat=None):
    """Advance ``st`` by the first non-claim legal action until ``seat`` (or anyone) is to
    play a card."""
    while not st.is_over and not (st.phase == "play" and (seat is None or st.to_act == seat)):
        st.apply(next(a for a in st.legal_actions() if a.verb != "claim"))
    return st


def play_out(st):
    """Play the deal to its end by the first legal card, never claiming."""
    while not st.is_over:
        st.apply(next(a for a in st.legal_actions() if a.verb != "claim"))
    return st


def test_every_meld_table_game_is_played_by_the_match():
    for slug in ("three-hand-pinochle", "four-hand-pinochle", "auction-pinochle", "jass", "two-handed-jass"):
        assert get_game(slug).match_cls is MeldTableMatch


def test_a_deal_alone_offers_no_claim_and_refuses_it_citing_the_law():
    """§4.10: the claim is of the game's 1000; a deal played alone has none."""
    st = to_play(get_game("three-hand-pinochle").new_deal(3, None, SeededShuffler(1)))
    assert all(a.verb != "claim" for a in st.legal_actions())
    before = st.view(None)
    with pytest.raises(IllegalAction) as e:
        st.apply("claim")
    assert "T10" in str(e.value.law)
    assert st.view(None) == before


def test_the_match_puts_the_game_of_1000_into_each_deal():
    """§4.9 stakes, §4.10 game: 1000 each; the view shows the totals against it."""
    m = get_game("three-hand-pinochle").new_match(3, None, seed=1)
    st = to_play(m.next_deal())
    assert st.goal == [1000, 1000, 1000]
    assert "claim" in [a.verb for a in st.legal_actions()]
    assert st.view(0)["game_total"]["goal"] == {"N": 1000, "E": 1000, "W": 1000}
    assert "Game: N 0 of 1000, E 0 of 1000, W 0 of 1000" in type(st).render_view(st.view(0))


def test_right_claim_wins_the_game_at_once():
    """§4.9: a correct claim of 1000 wins; §4.10: the first correct claim wins (worth one from
    each of the others)."""
    m = get_game("three-hand-pinochle").new_match(3, None, seed=1, context={"score": [1000, 300, 200]})
    st = to_play(m.next_deal(), seat=0)
    st.apply("claim")
    assert st.is_over and st.claim["right"] and "right, he wins it" in st.result_text()
    m.finish(st)
    assert m.is_over
    assert m.context["rubbers"][0]["seats"] == [2, -1, -1]
    assert m.context["score"] == [0, 0, 0] and m.context["goal"] == [1000] * 3
    assert m.settled().per_seat == [2, -1, -1]


def test_wrong_claim_loses_the_game_whatever_the_scores():
    """§4.9: a wrong claim: the opponent wins regardless of scores (two-handed jass, §12.10:
    a wrong claim loses)."""
    m = get_game("two-handed-jass").new_match(2, None, seed=1, context={"score": [999, 10]})
    st = to_play(m.next_deal())
    seat = st.to_act
    assert not st.quitted and st.running_total(seat) == [999, 10][seat]     # no trick won yet
    st.apply("claim")
    assert st.claim == {"seat": seat, "right": False, "total": [999, 10][seat], "goal": 1000}
    assert "wrong, he loses it" in st.result_text()
    m.finish(st)
    winner = 1 - seat
    assert m.context["rubbers"][0]["winner"] == winner
    assert m.settled().per_seat == [1 if s == winner else -1 for s in (0, 1)]


def _slate_case():
    """A three-hand deal in which the first to play has melds on the slate (no trick won)."""
    g = get_game("three-hand-pinochle")
    for seed in range(60):
        st = to_play(g.new_deal(3, None, SeededShuffler(seed), {"score": [0] * 3, "goal": [1000] * 3}))
        s = st.to_act
        if st.pending[s] and not st.meld_pts[s]:
            return g, seed, s, st.pending[s]
    raise AssertionError("no deal with melds on the slate")


def test_melds_on_the_slate_do_not_count_for_a_claim():
    """§4.10: a player with 990 does not go out by showing a nine: he must win a trick first.
    With 1000 less his slate, the claim before a trick is won is wrong and loses (by the
    agreement that the lowest pays, the game ends there and he pays each of the others, T12)."""
    g, seed, seat, slate = _slate_case()
    score = [0, 0, 0]
    score[seat] = 1000 - slate
    rules = g.make_rules({"lowest_pays": True})
    m = MeldTableMatch(g, 3, rules, context={"score": score})
    st = to_play(g.new_deal(3, rules, SeededShuffler(seed), {"score": score, "goal": [1000] * 3}))
    assert st.to_act == seat and st.running_total(seat) == 1000 - slate
    st.apply("claim")
    assert not st.claim["right"]
    m.finish(st)
    assert m.context["rubbers"][0]["seats"] == [-2 if s == seat else 1 for s in range(3)]


def test_claim_refused_outside_the_play_citing_the_law():
    """T10: the claim is made in the play; in the meld phase it is not offered and is refused."""
    g = get_game("three-hand-pinochle")
    for seed in range(60):
        st = g.new_deal(3, None, SeededShuffler(seed), {"score": [0] * 3, "goal": [1000] * 3})
        if st.phase == "meld":
            break
    assert st.phase == "meld"
    assert all(a.verb != "claim" for a in st.legal_actions())
    with pytest.raises(IllegalAction) as e:
        st.apply("claim")
    assert "T10" in str(e.value.law)


def _finish_unclaimed(slug, n, score, goal, want):
    """Play deals alone (the match's context) until one ends with ``want(points)`` true."""
    g = get_game(slug)
    for seed in range(80):
        st = play_out(g.new_deal(n, None, SeededShuffler(seed), {"score": score, "goal": goal, "dealer": n - 1}))
        if want(st.match_points()):
            m = MeldTableMatch(g, n, g.make_rules(None), context={"score": score, "goal": goal})
            m.finish(st)
            return m
    raise AssertionError("no deal found")


def test_two_past_1000_unclaimed_go_on_to_1250():
    """§4.9 knocking: both have 1000 unknocked: play to 1250; §4.10: two reach 1000 unclaimed:
    play to 1250 (the third keeps 1000)."""
    m = _finish_unclaimed("three-hand-pinochle", 3, [995, 995, 0], [1000] * 3,
                          lambda p: p[0] >= 5 and p[1] >= 5 and p[2] < 1000)
    assert not m.is_over
    assert m.context["goal"] == [1250, 1250, 1000]
    assert "goes on to 1250" in m.announcements()[0]


def test_a_third_still_goes_out_at_1000_when_two_play_on():
    """§4.10: with two playing to 1250, a third who reaches 1000 first wins."""
    m = _finish_unclaimed("three-hand-pinochle", 3, [1100, 1100, 995], [1250, 1250, 1000],
                          lambda p: p[2] >= 5 and p[0] < 150 and p[1] < 150)
    assert m.context["rubbers"][0]["winner"] == 2


def test_one_past_1000_at_the_end_of_a_deal_wins():
    """§4.9 stakes: the game ends when a player reaches 1000."""
    m = _finish_unclaimed("three-hand-pinochle", 3, [995, 0, 0], [1000] * 3, lambda p: p[0] >= 5)
    assert m.context["rubbers"][0]["winner"] == 0


def test_jass_two_past_1000_the_highest_wins_no_going_on():
    """§12.10: game 1000; the book gives no going on: the highest past it wins (our reading J9)."""
    m = _finish_unclaimed("jass", 4, [995, 995, 0, 0], [1000] * 4,
                          lambda p: p[0] >= 5 and p[1] >= 5 and p[0] != p[1])
    assert m.context["rubbers"][0]["winner"] in (0, 1)
    assert m.context["goal"] == [1000] * 4


def test_four_hand_partners_claim_for_the_side():
    """§4.12 two against two, game as §4.10: the side's total; the side wins or loses."""
    m = get_game("four-hand-pinochle").new_match(4, None, seed=2, context={"score": [1000, 0, 1000, 0]})
    st = to_play(m.next_deal(), seat=None)
    seat = st.to_act
    st.apply("claim")
    m.finish(st)
    ns = seat % 2 == 0
    assert m.context["rubbers"][0]["winner"] == "NS"
    assert m.context["rubbers"][0]["seats"] == ([1, -1, 1, -1])
    assert st.claim["right"] == ns


def test_auction_pinochle_six_deals_the_highest_total_wins_and_no_claim():
    """§4.13: played for a number of deals (six), the highest total wins; no claim (T9)."""
    g = get_game("auction-pinochle")
    m = g.new_match(3, None, seed=4)
    assert "goal" not in m.context
    for k in range(6):
        assert not m.is_over
        st = m.next_deal()
        to_play(st)
        assert all(a.verb != "claim" for a in st.legal_actions())
        if k == 0:
            with pytest.raises(IllegalAction) as e:
                st.apply("claim")
            assert "T9" in str(e.value.law)
        m.finish(play_out(st))
    r = m.context["rubbers"][0]
    assert r["winner"] == max(range(3), key=lambda s: r["score"][s])
    assert m.settled().per_seat[r["winner"]] == 2


def test_one_claim_mechanism_for_two_hands_and_the_meld_table():
    """The claim and the going on are one mechanism (:mod:`hoyle.games.bezique.claim`): the
    deal states of two-hand pinochle, cinq-cents and the meld-table games share GameClaim, and
    both matches settle by game_decision (§4.5, §4.9, §4.10)."""
    from hoyle.games.bezique.claim import GameClaim, game_decision
    for slug in ("pinochle", "pinochle-64", "cinq-cents", "three-hand-pinochle", "four-hand-pinochle", "jass"):
        assert issubclass(get_game(slug).state_cls, GameClaim)
    # a claim decides, right or wrong, whatever the scores
    d = game_decision([100, 2000], [1000, 1000], {"seat": 0, "right": False}, 250)
    assert (d.kind, d.unit, d.won) == ("claim", 0, False)
    # three hands: two past 1000 go on to 1250, the third still goes out at 1000 (§4.10)
    d = game_decision([1010, 1020, 400], [1000] * 3, None, 250)
    assert d.kind == "on" and d.goal == [1250, 1250, 1000]
    assert game_decision([1010, 990], [1000, 1000], None, 250).kind == "goal"
    assert game_decision([1010, 1020], [1000, 1000], None, 0).kind == "past"       # jass: the highest
    assert game_decision([10, 20], [1000, 1000], None, 250).kind == "none"


# ------------------------------------------------------------------ T12: the wrong claimant drops out
def _three(score, **rules):
    g = get_game("three-hand-pinochle")
    return g, g.new_match(3, g.make_rules(rules or None), seed=1, context={"score": list(score)})


def test_three_hand_wrong_claim_drops_the_claimant_and_the_deal_goes_on():
    """§4.10 (seed 001 part 4, three-hand pinochle, scoring): a wrong claim: the claimant drops
    out and the other two finish the game. The deal goes on (he plays his cards, claims no more);
    no game is settled by his claim."""
    g, m = _three([500, 300, 200])
    st = to_play(m.next_deal())
    seat = st.to_act
    st.apply("claim")
    assert not st.is_over and st.claim is None and st.dropped["seat"] == seat
    assert st.to_act == seat and "claim" not in st.legal_strings()
    assert all(a.verb == "play" for a in st.legal_actions())
    with pytest.raises(IllegalAction) as e:
        st.apply("claim")
    assert "T10" in str(e.value.law) and "out of the game" in str(e.value)
    assert st.view(0)["out"] == [st.seat_names[seat]]
    play_out(st)
    assert "dropped out" in st.result_text()
    m.finish(st)
    assert not m.is_over and m.context["out"] == [seat]


def test_after_a_drop_out_the_two_play_two_hand_pinochle_with_a_stock():
    """§4.10: no one won the game in that deal: the next is played as ordinary two-hand pinochle,
    with a stock: twelve each to the two left, the 25th card turned, 23 cards and the turn-up in
    the stock, the trick's winner drawing first; the dropped seat holds nothing and never plays."""
    g = get_game("three-hand-pinochle")
    st = g.new_deal(3, None, SeededShuffler(4), {"out": [1], "dealer": 1, "score": [0, 0, 0],
                                                 "goal": [1000] * 3})
    assert st.active == [0, 2] and st.dealer == 2 and st.STOCK
    assert [len(h) for h in st.hands] == [12, 0, 12] and len(st.rest) == 24 and st.rest[-1] == st.turn_up
    assert st.to_act == 0 and st.phase == "play"
    seats = set()
    while not st.is_over:
        seats.add(st.to_act)
        st.apply(next(a for a in st.legal_actions() if a.verb != "claim"))
    assert seats == {0, 2} and len(st.quitted) == 24 and all(len(c) == 2 for _, c, _ in st.quitted)
    p = st.deal_points()
    assert p[1] == 0 and sum(st.card_pts) == 240 + 10                     # cards 240, the last trick 10


def test_the_final_winner_takes_the_stakes_and_a_second_wrong_claim_gives_the_other_the_game():
    """§4.10: the final winner takes the stakes (each of the others pays him, the dropped player
    too); of the two left, a wrong claim loses the game to the other (§4.9)."""
    g, m = _three([0, 1000, 0])
    m.context["out"] = [0]
    st = to_play(m.next_deal(), seat=1)
    st.apply("claim")
    assert st.claim["right"]
    m.finish(st)
    assert m.context["rubbers"][0]["seats"] == [-1, 2, -1] and "out" not in m.context
    g, m = _three([0, 10, 20])
    m.context["out"] = [0]
    st = to_play(m.next_deal())
    seat = st.to_act
    st.apply("claim")
    assert st.is_over and not st.claim["right"]
    m.finish(st)
    other = 2 if seat == 1 else 1
    assert m.context["rubbers"][0]["winner"] == other
    assert m.context["rubbers"][0]["seats"] == [2 if s == other else -1 for s in range(3)]


def test_the_dropped_seat_is_never_past_the_goal_and_does_not_deal():
    """T12: a seat out of the game does not win by reaching the goal; the deal passes him over."""
    from hoyle.games.bezique.claim import game_decision
    assert game_decision([1500, 1010, 200], [1000] * 3, None, 250, out=[0]).unit == 1
    g, m = _three([0, 0, 0])
    m.context.update({"out": [2], "dealer": 1})
    st = play_out(m.next_deal())
    m.finish(st)
    assert m.context["dealer"] == 0


def test_by_agreement_the_lowest_pays_a_winner():
    """§4.10: by agreement the lowest score pays when the first player goes out."""
    g, m = _three([1000, 300, 200], lowest_pays=True)
    st = to_play(m.next_deal(), seat=0)
    st.apply("claim")
    m.finish(st)
    assert m.context["rubbers"][0]["seats"] == [1, 0, -1]
