"""Boston payment tables and settlements (001 part 2 §11, oracles O34-O43, O77)."""

from __future__ import annotations

import pytest

from hoyle.games.whist.boston import (FAILURE, FAILURE_AMERICAN, MISERE, SUCCESS, SUCCESS_AMERICAN,
                                      failure, misere_partout, revoke_by_bidder, revoke_by_opponent,
                                      success)


def test_O36_success_table_rows_as_printed():
    assert [success(5, t) for t in range(5, 14)] == [12, 12, 13, 13, 14, 14, 14, 15, 15]
    assert [success(8, t) for t in range(8, 14)] == [23, 24, 26, 28, 29, 31]
    assert success(13, 13) == 166 and success(12, 12) == 106
    assert sum(v for row in SUCCESS.values() for v in row if v) == 1536   # summed by hand from the print


def test_O37_american_scale():
    assert [SUCCESS_AMERICAN[b] for b in range(5, 14)] == [10, 15, 20, 25, 35, 45, 65, 105, 170]
    assert success(7, 10, "american") == 20


def test_O38_O39_failure_tables():
    assert FAILURE[8] == [23, 34, 46, 56, 67, 78, 89, 110]
    assert FAILURE_AMERICAN[13][-5:] == [340, 360, 390, 420, 450]
    assert failure(13, 0) == 433 and failure(5, 0) == 50
    assert all(len(FAILURE[b]) == b for b in FAILURE) and all(len(FAILURE_AMERICAN[b]) == b for b in FAILURE)
    with pytest.raises(ValueError):
        failure(5, 5)


def test_O34_timidity_costs_sixty():
    assert success(7, 10) == 22 and success(10, 10) == 42
    assert 3 * (success(10, 10) - success(7, 10)) == 60


def test_O35_bidder_revoke_eight_bid_pays_23_each():
    assert revoke_by_bidder(8, 9) == 23


def test_O77_opponent_revoke_paid_as_three_overtricks():
    assert revoke_by_opponent(8, 8) == success(8, 11) == 28


def test_O40_misere_payments_double_each_step():
    assert MISERE == {"little-misere": 20, "grand-misere": 40, "little-spread": 80, "grand-spread": 160}


def test_O41_misere_partout_single_loser():
    out = misere_partout([4, 3, 3, 3])
    assert out[0] == -30                         # 12 - 9 = 3 red
    out = misere_partout([7, 2, 2, 2])
    assert out[0] == -150                        # 21 - 6 = 15 red


def test_O42_misere_partout_distribution():
    assert misere_partout([6, 2, 5, 0]) == [-110, 40, 10, 60]    # 4 to Y, 1 to B, 6 to Z (red)


def test_O43_misere_partout_ties():
    out = misere_partout([5, 5, 1, 2])
    assert out[0] == -35 and out[1] == -35 and sum(out) == 0
    assert misere_partout([4, 4, 4, 1]) == [-10, -10, -10, 30]


# ----- the playable deal -----------------------------------------------------------------------
from hoyle.core.chance import SeededShuffler  # noqa: E402
from hoyle.core.errors import IllegalAction  # noqa: E402
from hoyle.core.registry import get_game  # noqa: E402
from hoyle.games.whist.boston import bid_rank  # noqa: E402


def deal(seed=1):
    return get_game("boston").new_deal(shuffler=SeededShuffler(seed))


def test_bid_order_colour_and_preference_beat_the_same_number_misere_between():
    # the engine's reading of the calls: "keep" is the number in the colour, "keep-over" in the preference
    order = ["bid 5", "bid 6", "bid 6 colour", "bid 6 preference", "bid 7 preference", "little-misere",
             "bid 8", "bid 9 preference", "grand-misere", "bid 10", "bid 11 preference", "little-spread",
             "bid 12 preference", "grand-spread", "bid 13"]
    from hoyle.core.actions import parse_action
    ranks = [bid_rank(parse_action(t)) for t in order]
    assert ranks == sorted(ranks) and len(set(ranks)) == len(ranks)


def test_O33_keep_and_keep_over_the_books_sequence():
    """O33 (Foster §11, L1374-1382, grep 'Тогда B заказывает семь взяток'): Z deals and turns a
    heart; A bids six (meaning hearts, not saying so); Y "I keep" (the colour, diamonds); the
    others pass; A "I keep over you" (six in hearts); the diamond player bids seven (the book
    calls him B here, but B has passed and law 11.3 forbids him; its next sentence gives him the
    diamonds, i.e. he is the one who kept); A may take seven in hearts, which the diamond player
    can overcall only with eight; the passed players may still overcall seven with little misère.
    Seats: A 0, Y 1, B 2, Z 3 (dealer)."""
    s = deal(2)
    assert (s.dealer, s.eldest) == (3, 0)
    assert (s.view(0)["preference"], s.view(0)["colour"]) == ("hearts", "diamonds")
    legal = [str(a) for a in s.legal_actions()]
    assert "keep" not in legal and "bid 6 colour" not in legal and "bid 6" in legal   # a bid is a number
    s.apply("bid 6")                                   # A
    assert {"keep", "keep-over"} <= {str(a) for a in s.legal_actions()}
    s.apply("keep")                                    # Y: "I keep"
    assert str(s.bid) == "bid 6 colour" and s.bidder == 1
    s.apply("pass")                                    # B
    s.apply("pass")                                    # Z
    assert "keep" not in {str(a) for a in s.legal_actions()}   # the colour is taken: only "keep over"
    s.apply("keep-over")                               # A: "I keep over you"
    assert str(s.bid) == "bid 6 preference" and s.bidder == 0
    assert {str(a) for a in s.legal_actions()} >= {"bid 7"} and "keep" not in {
        str(a) for a in s.legal_actions()}             # over a preference bid only a higher number
    s.apply("bid 7")                                   # the diamond player
    assert s.to_act == 2                               # B has passed: only a misère may re-enter
    assert [str(a) for a in s.legal_actions()] == ["pass", "little-misere", "grand-misere",
                                                   "little-spread", "grand-spread"]
    with pytest.raises(IllegalAction) as e:
        s.apply("bid 8")
    assert "11.3" in str(e.value)
    s.apply("pass")
    s.apply("pass")
    s.apply("keep-over")                               # A: seven in hearts, the first preference
    assert str(s.bid) == "bid 7 preference"
    assert "keep" not in {str(a) for a in s.legal_actions()} and "bid 8" in {str(a) for a in s.legal_actions()}
    s.apply("pass")                                    # the diamond player cannot beat it at seven
    assert "little-misere" in {str(a) for a in s.legal_actions()}    # B, passed twice, could overcall
    s.apply("pass")
    s.apply("pass")
    assert s.phase == "trump" and [str(a) for a in s.legal_actions()] == ["trump hearts"]


def test_a_bid_with_a_class_is_refused_with_the_books_words():
    s = deal(2)
    with pytest.raises(IllegalAction) as e:
        s.apply("bid 6 colour")
    assert "only the number" in str(e.value) and "keep" in str(e.value)
    with pytest.raises(IllegalAction) as e:
        s.apply("keep")                                # nothing to keep yet
    assert "11.2" in str(e.value)


def test_preference_bid_plays_the_preference_suit():
    s = deal(3)
    s.apply("bid 5")
    s.apply("keep-over")
    for _ in range(3):
        s.apply("pass")
    assert s.phase == "trump" and [a.args[0] for a in s.legal_actions()] == [
        ("clubs", "diamonds", "hearts", "spades")[s.preference]]


def test_little_misere_each_discards_one_unseen_then_twelve_tricks():
    s = deal(4)
    s.apply("little-misere")
    for _ in range(3):
        s.apply("pass")
    assert s.phase == "discard"
    for _ in range(4):
        seat = s.to_act
        c = s.legal_actions()[0].args[0]
        s.apply(f"discard {c}")
        assert c in s.hidden_cards((seat + 1) % 4)
    assert s.phase == "play" and s.tp.trump is None and len(s.tp.hands[0]) == 12
    while not s.is_over:
        s.apply(s.legal_actions()[-1])
    pay = s.payments()
    assert abs(pay[0]) == 60 and sum(pay) == 0          # 20 from (or to) each opponent
    # the pool: 1 red each into the empty pool; a success takes it, a failure doubles it
    assert s.outcome()[0] == (60 - 10 + 40 if pay[0] > 0 else -60 - 10 - 40)
    assert s.pools_after() == ([] if pay[0] > 0 else [80])


def test_success_paid_by_each_opponent_from_the_table():
    for seed in range(30):
        s = deal(seed)
        s.apply("bid 5")
        for _ in range(3):
            s.apply("pass")
        s.apply(s.legal_actions()[0])
        while not s.is_over:
            s.apply(s.legal_actions()[0])              # the opponents 'play-on' after trick one
        taken = s.tp.won[0]
        per = success(5, taken) if taken >= 5 else -failure(5, taken)
        assert s.payments() == [3 * per, -per, -per, -per]


ALL = list(range(52))


def _play_out(st, rng):
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))


def test_the_two_packs_are_never_reshuffled_used_alternately_gathered_and_cut():
    """§11, law 11.15 (L1326-1328, grep 'В начале игры две колоды тщательно тасуются'): both
    packs are shuffled at the start of the game and never again; they are used alternately;
    a pack is gathered after its deal (the tricks as played) and cut before its next."""
    import random
    from hoyle.cards import parse_card
    from hoyle.core.record import is_sealed
    g = get_game("boston")
    m = g.new_match(4, shuffler=SeededShuffler(8))
    rng = random.Random(8)
    st1 = m.next_deal()
    assert len(st1.shuffler.log) == 2                   # the two packs, shuffled once
    still1 = list(st1.still)
    _play_out(st1, rng)
    rec1 = m.finish(st1)
    assert is_sealed(rec1) and rec1["live"] == {"shuffles/1": [[0, 52]]}   # the still pack is secret
    played = [parse_card(t.split()[1]) for _s, t in rec1["actions"] if t.startswith("play ")]
    gathered1 = [parse_card(c) for c in m.context["still_pack"]]
    assert gathered1[:len(played)] == played and sorted(gathered1) == sorted(ALL)   # trick order first
    assert [parse_card(c) for c in m.context["pack"]] == still1                      # the other pack next
    st2 = m.next_deal()
    assert st2.shuffler.log == []                        # no shuffle: the second pack, cut
    assert sorted(st2.dealt[0] + st2.dealt[1] + st2.dealt[2] + st2.dealt[3]) == sorted(ALL)
    cut = st2.cut
    assert 4 <= cut <= 48
    order2 = still1[cut:] + still1[:cut]
    assert sorted(st2.dealt[st2.eldest]) == sorted(order2[0:4] + order2[16:20] + order2[32:37])
    _play_out(st2, rng)
    m.finish(st2)
    st3 = m.next_deal()                                  # the first pack again, as gathered, cut
    assert st3.shuffler.log == []
    order3 = gathered1[st3.cut:] + gathered1[:st3.cut]
    assert sorted(st3.dealt[st3.eldest]) == sorted(order3[0:4] + order3[16:20] + order3[32:37])
