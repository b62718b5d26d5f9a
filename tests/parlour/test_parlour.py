"""The parlour games (catalog INDEX.md family 13; Foster 1914, seed 001 part 5 §8.3-8.7, §8.15,
part 6 §12.9): authors, speculation, old-maid, lift-smoke, earl-of-coventry, jig, ranter-go-round,
i-doubt-it. The family has one printed oracle, O-59 (I doubt it: the first out wins a chip from
each player for each card held); every other test is a deal stacked by hand from the rule text,
named as such, with its exact numbers. Refusals give a reason and leave the state unchanged;
the secret games (authors, I doubt it) show no seat another seat's cards."""

from __future__ import annotations

import json
import re

import pytest

from hoyle.cards import Card, parse_card, parse_cards
from hoyle.core import StackedShuffler, get_game
from hoyle.core.errors import IllegalAction
from hoyle.games.parlour import pool_shares
from hoyle.games.parlour.doubt import claim_true, settle_first_out
from hoyle.games.parlour.lift_smoke import HAND_SIZE
from hoyle.games.parlour.ranter import low_value
from hoyle.games.parlour.speculation import keep_chance

TOKEN = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9TJQKA])[CDHS](?![A-Za-z0-9])")


def stacked(n: int, explicit: list[list[str]], sizes: list[int], after: list[str] = (),
            pack: list[int] | None = None) -> list[Card]:
    """A pack order dealing ``explicit`` cards to seats 0.. (dealt one at a time from seat 0, the
    dealer being the last seat), each hand filled up to ``sizes`` with the cards not named (in
    order of index, round the table), then ``after`` and the rest."""
    pack = list(range(52)) if pack is None else pack
    named = {int(parse_card(c)) for h in explicit for c in h} | {int(parse_card(c)) for c in after}
    free = [c for c in pack if c not in named]
    hands = [[int(parse_card(c)) for c in h] for h in explicit] + [[] for _ in range(n - len(explicit))]
    s = 0
    while any(len(hands[i]) < sizes[i] for i in range(n)):
        if len(hands[s]) < sizes[s]:
            hands[s].append(free.pop(0))
        s = (s + 1) % n
    order = [hands[s][i] for i in range(max(sizes)) for s in range(n) if i < sizes[s]]
    order += [int(parse_card(c)) for c in after] + free
    return [Card(c) for c in order]


def refused(st, text: str) -> str:
    before = json.dumps(st.record(), sort_keys=True, default=str)
    views = json.dumps([st.view(s) for s in range(st.num_players)], default=str)
    with pytest.raises(IllegalAction) as exc:
        st.apply(text)
    assert json.dumps(st.record(), sort_keys=True, default=str) == before
    assert json.dumps([st.view(s) for s in range(st.num_players)], default=str) == views
    return str(exc.value)


def no_other_cards(st, seat: int, text: str) -> None:
    """``text`` names none of the cards in other seats' hands."""
    others = {str(Card(c)) for s, h in enumerate(st.hands) if s != seat for c in h}
    assert not others & set(TOKEN.findall(text)), (seat, others & set(TOKEN.findall(text)))


# ----- authors (seed 001 part 5, Authors; catalog §8.3) ------------------------------------------

def authors(explicit, n=2):
    sizes = [52 // n + (1 if s < 52 % n else 0) for s in range(n)]
    return get_game("authors").new_deal(n, None, StackedShuffler([stacked(n, explicit, sizes)]))


def test_authors_a_card_given_asks_again_a_miss_passes_the_turn():
    # worked by hand: seat 0 holds TS TD, seat 1 TH TC; seat 0 asks for TH, gets it, asks again
    st = authors([["TS", "TD"], ["TH", "TC"]])
    assert st.to_act == 0 and st.pool == 2
    st.apply("ask 1 TH")
    assert "TH" in st.view(0)["hand"] and st.to_act == 0
    assert st.log[-1] == "seat 0 asks seat 1 for the ten of hearts: seat 1 gives it"
    st.apply("ask 1 TC")              # the fourth ten: a book laid face down at once
    assert st.books[0] == [10] and st.view(1)["players"][0]["books"] == ["tens"]
    held = st.hands[1][0]
    miss = next(r for r in range(13) if any(c // 4 == r for c in st.hands[0]))
    missing = next(r * 4 + k for r in [miss] for k in range(4) if r * 4 + k not in st.hands[1])
    st.apply(f"ask 1 {Card(missing)}")
    assert st.to_act == 1 and "has not got it" in st.log[-1]
    assert held in st.hands[1]


def test_authors_the_own_card_bluff_is_legal_and_misses():
    # the book's "legal trick": asking for a card you hold yourself loses the turn
    st = authors([["5D", "5S", "5C"], ["5H"]])
    st.apply("ask 1 5S")
    assert st.to_act == 1 and 5 not in st.books[0] and int(parse_card("5S")) in st.hands[0]


def test_authors_refusals_name_only_the_askers_hand_and_the_rule():
    low = [f"{r}{s}" for r in "2345" for s in "CDHS"]
    st = authors([low + ["TS", "TD"], ["KH"]], n=3)
    r = next(r for r in range(13) if all(c // 4 != r for c in st.hands[0])
             and any(c // 4 == r for c in st.hands[1]) and any(r * 4 + k not in st.hands[1] for k in range(4)))
    held = next(Card(c) for c in st.hands[1] if c // 4 == r)
    lacked = next(Card(r * 4 + k) for k in range(4) if r * 4 + k not in st.hands[1])
    # the asker holds none of the rank: the same refusal whether seat 1 holds the card or not
    holds, lacks = refused(st, f"ask 1 {held}"), refused(st, f"ask 1 {lacked}")
    assert holds == lacks and "you hold no" in holds and str(held) not in holds
    assert "himself" in refused(st, "ask 0 TH")
    assert "not at the table" in refused(st, "ask 7 TS")
    assert "write ask SEAT CARD" in refused(st, "ask TH")


def test_authors_views_and_log_show_no_other_seats_cards():
    st = get_game("authors").new_deal(4, None, StackedShuffler([list(map(Card, range(52)))[::-1]]))
    from hoyle.games.parlour.authors import AuthorsBot
    bots = [AuthorsBot(s, s) for s in range(4)]
    for _ in range(3000):
        if st.is_over:
            break
        for s in range(4):
            no_other_cards(st, s, json.dumps(st.view(s)) + "\n".join(st.log_for(s)))
        st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
    assert sum(len(b) for b in st.books) == 13 and sum(st.outcome()) + st.house_take() == 0


def test_authors_the_most_books_take_the_pool_a_tie_divides():
    assert pool_shares([5, 3, 3, 2], 4) == ([4, 0, 0, 0], 0)
    assert pool_shares([4, 4, 3, 2], 4) == ([2, 2, 0, 0], 0)
    assert pool_shares([5, 5, 3], 3) == ([1, 1, 0], 1)     # the odd counter stays in the pool


# ----- speculation (seed 001 part 5, Speculation; catalog §8.4) ----------------------------------

def speculation(hands, turn_up, n=4, rest=()):
    order = stacked(n, hands, [3] * n, [turn_up, *rest])
    return get_game("speculation").new_deal(n, None, StackedShuffler([order]))


def test_speculation_an_ace_turned_gives_the_dealer_the_pool_at_once():
    st = speculation([], "AH")
    assert st.to_act == 3 and st.legal_strings() == ["take"] and "takes the pool" in refused(st, "keep")
    st.apply("take")
    # four stakes of 1, the dealer's doubled: a pool of 5, the dealer (seat 3) nets 5 - 2
    assert st.is_over and st.outcome() == [-1, -1, -1, 3]


def test_speculation_a_court_turned_is_sold_then_every_hand_is_turned():
    st = speculation([["2C", "3C", "4C"], ["QH", "5C", "6C"], ["7C", "8C", "9C"], ["TC", "JC", "QC"]], "KH")
    assert st.to_act == 0 and st.sale["card"] == int(parse_card("KH"))
    st.apply("offer 3")
    st.apply("pass")
    st.apply("pass")
    st.apply("sell")                  # the dealer sells the king of hearts to seat 0 for 3
    # all turned up: the king (now seat 0's) is the best trump, the queen of seat 1 below it
    assert st.is_over and st.outcome() == [-1 - 3 + 5, -1, -1, -2 + 3]


def test_speculation_a_low_turn_up_then_turning_until_a_better_trump():
    hands = [["2C", "3C", "4C"], ["9H", "5C", "6C"], ["7C", "8C", "JH"], ["TC", "JC", "QC"]]
    st = speculation(hands, "3H")
    for a in ("pass", "pass", "pass", "keep"):
        st.apply(a)
    # seat 0 turns 2C, seat 1 turns 9H: a better trump, offered for sale by seat 1
    assert st.sale["owner"] == 1 and st.sale["card"] == int(parse_card("9H"))
    assert "seat 1 turns 9H: the best trump" in st.log_for(0)
    st.apply("offer 2")               # seat 2
    assert "more than the best" in refused(st, "offer 2")
    assert "at most the pool" in refused(st, "offer 6")
    for a in ("pass", "pass", "sell"):
        st.apply(a)
    # seat 2 bought the nine; turning goes on from seat 2: 7C, (seat 3) TC, (seat 0) 3C, ...
    assert st.owner_of(int(parse_card("9H"))) == 2
    # seat 2 owns the best, so he turns no more; seat 1's 5C 6C, seat 3's, seat 0's are turned
    assert st.is_over and st.winner == 2
    assert st.outcome() == [-1, -1 + 2, -1 - 2 + 5, -2]


def test_speculation_keep_with_no_offer_and_the_value_of_a_trump():
    st = speculation([], "5H")
    for a in ("pass", "pass", "pass"):
        st.apply(a)
    assert "nobody made an offer" in refused(st, "sell")
    # the chance a trump holds: no better one among 12 cards to turn out of 48 unseen, 9 better
    from math import comb
    assert keep_chance(48, 9, 12) == comb(39, 12) / comb(48, 12)
    assert keep_chance(10, 0, 5) == 1.0


# ----- old maid (seed 001 part 5, Old Maid; catalog §8.5) ---------------------------------------

class FirstStacked(StackedShuffler):
    """The deal stacked; each fan after it left in the order it is in."""

    def _order(self, cards):
        return super()._order(cards) if self._n == 0 else list(cards)


def test_old_maid_pairs_go_at_once_and_the_odd_queen_loses():
    g = get_game("old-maid")
    st = g.new_deal(3, None, FirstStacked([[Card(c) for c in range(52) if c != 42]]))
    assert sum(len(h) for h in st.hands) + sum(len(p) for p in st.pairs) == 51
    assert all(len({c // 4 for c in h}) == len(h) for h in st.hands)   # no pair left in any hand
    for _ in range(500):
        if st.is_over:
            break
        st.apply(st.legal_actions()[0])
    loser = st.loser
    assert [len(h) for h in st.hands].count(1) == 1 and st.hands[loser][0] // 4 == 10   # a queen
    assert st.outcome()[loser] == -1 and sum(st.outcome()) == -1
    assert "old maid" in st.log_for(None)[-1]


def test_old_bachelor_takes_out_a_jack():
    st = get_game("old-maid").new_deal(4, {"odd_card": "jack"})
    assert int(parse_card("JH")) not in {c for cs in st.card_locations().values() for c in cs}
    for _ in range(500):
        if st.is_over:
            break
        st.apply(st.legal_actions()[-1])
    assert st.hands[st.loser][0] // 4 == 9 and "old bachelor" in st.log_for(None)[-1]


def test_old_maid_the_draw_is_by_place_and_blind():
    st = get_game("old-maid").new_deal(4)
    k = len(st.hands[st.offerer])
    assert [a.args[0] for a in st.legal_actions()] == list(range(1, k + 1))
    assert "draw 1 to draw" in refused(st, f"draw {k + 1}")
    assert "draw 1 to draw" in refused(st, "draw 0")
    no_other_cards(st, st.drawer, json.dumps(st.view(st.drawer)) + "\n".join(st.log_for(st.drawer)))


# ----- lift smoke (seed 001 part 5, Lift Smoke; catalog §8.6) -----------------------------------

def test_lift_smoke_deal_sizes_trump_and_the_winner_draws():
    assert HAND_SIZE == {4: 6, 5: 5, 6: 4}
    hands = [["AS", "2C"], ["KS", "3C"], ["QS", "4C"], ["JS", "5C", "6D", "7D", "8D", "9H"]]
    order = stacked(4, hands, [6] * 4, ["TD"])
    st = get_game("lift-smoke").new_deal(4, None, StackedShuffler([order]))
    assert st.turn_up == int(parse_card("9H")) and st.view(1)["trump"] == "hearts"
    assert len(st.stock) == 52 - 24 and st.pool == 4
    st.apply("play AS")
    assert "must follow suit" in refused(st, "play 3C")
    for c in ("KS", "QS", "JS"):
        st.apply(f"play {c}")
    assert st.to_act == 0 and int(parse_card("TD")) in st.hands[0] and len(st.hands[0]) == 6
    assert "seat 0 draws TD from the stock" in st.log_for(0)
    assert all("TD" not in t for t in st.log_for(1))


def test_lift_smoke_the_last_holding_a_card_takes_the_pool():
    st = get_game("lift-smoke").new_deal(4)
    from hoyle.games.parlour.lift_smoke import LiftSmokeBot
    bots = [LiftSmokeBot(s, s) for s in range(4)]
    for _ in range(500):
        if st.is_over:
            break
        st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
    out = st.outcome()
    assert sorted(out) == [-1, -1, -1, 3]
    win = out.index(3)
    assert all(not h for s, h in enumerate(st.hands) if s != win)


# ----- Earl of Coventry and jig (seed 001 part 5, Earl of Coventry; catalog §8.7) ----------------

def test_earl_of_coventry_match_the_rank_the_fourth_leads():
    # worked by hand: four kings, seat 3 holding two; seat 2 cannot match and is passed over
    hands = [["KS", "2C"], ["KH", "3C"], ["4C"], ["KD", "KC"]]
    order = stacked(4, hands, [13] * 4)
    st = get_game("earl-of-coventry").new_deal(4, None, StackedShuffler([order]))
    st.apply("play KS")
    assert st.to_act == 1 and "match it with a card of that rank" in refused(st, "play 3C")
    st.apply("play KH")
    assert st.to_act == 3 and "seat 2 cannot follow: the turn passes" in st.log_for(0)
    st.apply("play KC")
    # round the table nobody else holds a king: seat 3 plays the fourth, the Earl of Coventry
    assert st.to_act == 3 and [a.args[0] for a in st.legal_actions()] == [parse_card("KD")]
    st.apply("play KD")
    assert st.to_act == 3 and st.round == [] and st.view(0)["phase"] == "leading"


def test_earl_of_coventry_the_first_out_wins_a_counter_a_card():
    st = get_game("earl-of-coventry").new_deal(4)
    from hoyle.games.parlour.sequence import SequenceBot
    bots = [SequenceBot(s, s) for s in range(4)]
    for _ in range(500):
        if st.is_over:
            break
        st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
    out = st.outcome()
    win = next(s for s in range(4) if not st.hands[s])
    assert out[win] == sum(len(h) for h in st.hands) > 0
    assert all(out[s] == -len(st.hands[s]) for s in range(4) if s != win)


def test_jig_runs_up_the_suit_and_the_ace_closes_the_round():
    hands = [["QS", "2C"], ["KS", "3C"], ["AS", "4C"], ["5C"]]
    order = stacked(4, hands, [13] * 4)
    st = get_game("jig").new_deal(4, None, StackedShuffler([order]))
    st.apply("play QS")
    assert st.to_act == 1 and "play KS" in refused(st, "play 3C")
    st.apply("play KS")
    st.apply("play AS")               # nothing follows the ace: seat 2 leads again
    assert st.to_act == 2 and st.round == [] and "seat 2 played the last of the round and leads" in st.log_for(0)


def test_jig_a_run_of_four_and_a_played_card_end_a_round():
    hands = [["5H", "8H", "4H"], ["6H"], ["7H"], ["9H"]]
    order = stacked(4, hands, [13] * 4)
    st = get_game("jig").new_deal(4, None, StackedShuffler([order]))
    for c in ("5H", "6H", "7H", "8H"):
        st.apply(f"play {c}")
    assert st.to_act == 0 and st.round == []      # seat 0 played the fourth: he leads
    st.apply("play 4H")               # the five is gone: the round ends with the four
    assert st.to_act == 0 and st.round == [] and st.view(1)["played"] == 5


# ----- ranter go round (seed 001 part 5, Ranter Go Round; catalog §8.15) -------------------------

def ranter(rounds, n=3, markers=1):
    orders = [stacked(n, r, [1] * n) for r in rounds]
    return get_game("ranter-go-round").new_deal(n, {"markers": markers}, StackedShuffler(orders))


def test_ranter_a_king_stops_the_exchange_an_ace_is_announced():
    st = ranter([[["2C"], ["KH"], ["AD"]], [["5C"], ["6C"]]])
    st.apply("exchange")              # seat 1 holds a king: no exchange
    assert "holds a king and refuses" in st.log_for(2)[-1] and st.hands[0] == [int(parse_card("2C"))]
    st.apply("exchange")              # seat 1 to seat 2 (the dealer): the ace must be said
    assert st.log_for(0)[-1] == "seat 1 exchanges with seat 2: it is an ace"
    assert "the dealer cannot exchange" in refused(st, "exchange")
    st.apply("stand")
    # turned: seat 0 the deuce, seat 1 the ace (low), seat 2 the king: seat 1 loses his marker
    assert st.markers == [1, 0, 1] and "seat 1 holds the lowest" in " ".join(st.log_for(None))


def test_ranter_the_last_with_markers_takes_the_pool():
    st = ranter([[["2C"], ["5H"]], ], n=2)
    st.apply("stand")
    st.apply("stand")
    assert st.is_over and st.outcome() == [-1, 1]
    assert low_value(int(parse_card("AS"))) == 1 and low_value(int(parse_card("KS"))) == 13


def test_ranter_the_dealer_cuts_and_all_equal_lose_nothing():
    st = ranter([[["5C"], ["5H"]], [["9C"], ["2H"]]], n=2)
    st.apply("stand")
    st.apply("stand")
    assert st.markers == [1, 1] and "nobody loses a marker" in " ".join(st.log_for(None))
    # round 2: the deal has passed to seat 0; seat 1 is eldest
    assert st.dealer == 0 and st.to_act == 1
    assert "only the dealer may cut" in refused(st, "cut")


# ----- I doubt it (seed 001 part 6, I Doubt It; catalog §12.9, O-59) -----------------------------

def test_O59_the_first_out_wins_a_chip_a_card_from_each():
    # O-59: "по фишке от каждого из остальных" for each card they still hold
    assert settle_first_out([0, 5, 3, 7], 0) == [15, -5, -3, -7]
    assert settle_first_out([4, 0, 2], 1) == [-4, 6, -2]


def doubt_deal(hands, n=3):
    sizes = [52 // n] * n
    order = stacked(n, hands, sizes)
    return get_game("i-doubt-it").new_deal(n, None, StackedShuffler([order]))


def test_doubt_the_rest_is_left_in_the_centre_and_a_true_claim_doubted():
    st = doubt_deal([["JS", "JH", "JD"]])
    assert len(st.centre) == 1 and [len(h) for h in st.hands] == [17, 17, 17]
    assert "lay three cards face down first" in refused(st, "claim jacks")
    for c in ("JS", "JH", "JD"):
        st.apply(f"lay {c}")
    assert "claim a rank" in refused(st, "claim jack")
    st.apply("claim jacks")
    no_other_cards(st, 1, json.dumps(st.view(1)))
    st.apply("doubt")                  # seat 1 doubts a true claim: he takes the three and the centre
    assert [len(h) for h in st.hands] == [14, 21, 17] and st.centre == []
    assert "the jack of spades, the jack of hearts, the jack of diamonds: the claim is true" in st.log_for(2)[-1]
    assert claim_true(parse_cards("JS JH JD"), 11) and not claim_true(parse_cards("JS JH 2D"), 11)


def test_doubt_a_false_claim_goes_back_with_the_centre_and_undoubted_goes_to_the_centre():
    st = doubt_deal([["2S", "3H", "4D"]])
    for c in ("2S", "3H", "4D"):
        st.apply(f"lay {c}")
    st.apply("claim kings")
    st.apply("pass")
    st.apply("doubt")                  # seat 2 doubts: false, seat 0 takes back the three and the centre
    assert [len(h) for h in st.hands] == [18, 17, 17] and st.centre == []
    centre_card = [c for c in st.hands[0] if c not in parse_cards("2S 3H 4D")]
    log1 = "\n".join(st.log_for(1))
    assert "the two of spades" in log1 and not TOKEN.findall(log1)
    assert st.to_act == 1
    lay = [str(a.args[0]) for a in st.legal_actions()[:3]]
    for c in lay:
        st.apply(f"lay {c}")
    st.apply("claim aces")
    st.apply("pass")
    st.apply("pass")
    assert len(st.centre) == 3 and st.to_act == 2 and centre_card


def test_doubt_refusals_do_not_reveal_and_a_short_hand_draws_from_the_centre():
    st = doubt_deal([["2S"], ["AS"]])
    msg = refused(st, "lay AS")          # seat 1's card: the refusal speaks of the asker's hand only
    assert "you do not hold AS" in msg and "seat 1" not in msg
    st.hands[0] = st.hands[0][:3]        # a hand of three: laid and undoubted, seat 0 is out
    for a in [str(a.args[0]) for a in st.legal_actions()]:
        st.apply(f"lay {a}")
    st.apply("claim deuces")
    st.apply("pass")
    st.apply("pass")
    assert st.is_over and st.outcome() == [34, -17, -17]


def test_doubt_a_short_hand_makes_up_three_from_the_centre():
    st = doubt_deal([])
    rest = st.centre[0]
    moved, st.hands[1] = st.hands[1][2:], st.hands[1][:2]      # seat 1 left with two cards
    st.hands[2] += moved
    for a in [str(a.args[0]) for a in st.legal_actions()[:3]]:
        st.apply(f"lay {a}")
    st.apply("claim queens")
    st.apply("pass")
    st.apply("pass")
    assert st.to_act == 1 and len(st.hands[1]) == 3 and rest in st.hands[1]
    assert "seat 1 draws 1 from the centre" in st.log_for(0)
    assert f"seat 1 draws {Card(rest).name}".replace("draws ", "draws the ") in st.log_for(1)
    assert not any(Card(rest).name in t for t in st.log_for(0))


SLUGS = ["authors", "speculation", "old-maid", "lift-smoke", "earl-of-coventry", "jig", "ranter-go-round",
         "i-doubt-it"]


@pytest.mark.parametrize("slug", SLUGS)
def test_parlour_games_get_the_table_layout_and_a_terminal_view(slug):
    from hoyle.web.tables import game_info_json, layout_for
    g = get_game(slug)
    assert layout_for(g) == "table" and game_info_json(g)["layout"] == "table"
    st = g.new_deal()
    seat = st.to_act if st.to_act is not None else 0
    text = g.state_cls.render_view(st.view(seat))
    assert "(you)" in text and "{" not in text and "None" not in text
    players = st.view(seat)["players"]
    assert [p["seat"] for p in players] == list(range(st.num_players))
