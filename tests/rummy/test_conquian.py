"""Conquian (Foster 1914, seed 001 part 5 "КОНКЬЯН"; catalog 001_part5.md §4), played through the
engine: the pack, the turned card used at once or refused and passed, the discard offered like a
turned card, borrowing, forcing, eleven cards down, the tableau and its pool, the refusals with
the book's section, the views, and the book bot.

The catalog counts one oracle for conquian (INDEX.md, family 13) and gives it no id (the part's
oracles carry none, as the national games' tests say too): the printed example of §4, grep
``♡ J, 7, 6, 4; ♠ 5, 3, 2; ♢ K, 7, 5`` - the pone's hand, the turned five of hearts usable three
ways, the 5-6-7 laid out, the queen and the three of hearts used later with the jack and the four,
and the king of diamonds the best discard. It is cited below as "the printed example (§4)"."""

from __future__ import annotations

import json

import pytest

from hoyle.bots import RandomBot
from hoyle.cards import Card, parse_cards
from hoyle.core import IllegalAction, SeededShuffler, get_game
from hoyle.games.rummy import ConquianBot, ConquianState
from hoyle.mechanics.rummy import TableMeld, meld_of

PRINTED_HAND = "JH 7H 6H 4H 5S 3S 2S KD 7D 5D"       # ♡ J, 7, 6, 4; ♠ 5, 3, 2; ♢ K, 7, 5


def cs(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def staged(hands: list[str], turned: str, stock: str = "", melds: list[tuple[int, str]] = (),
           passed: str = "", **rules) -> ConquianState:
    """A deal with the hands given (seat 0 the pone; ``"*"``: any cards), ``melds`` on the table ((owner, cards)),
    the card ``turned`` up for seat 0 and ``stock`` the next cards to come (first named first);
    the rest of the pack below them in the stock (or passed, where ``passed`` names cards)."""
    g = get_game("conquian")
    st = g.new_deal(2, g.make_rules(rules) if rules else None, SeededShuffler(1), {"dealer": 1})
    assert isinstance(st, ConquianState)
    wanted = [cs(h) if h != "*" else [] for h in hands]
    tops = cs(stock)
    table = [(o, cs(m)) for o, m in melds]
    gone = cs(passed)
    used = [x for h in wanted for x in h] + cs(turned) + tops + [x for _, m in table for x in m] + gone
    assert len(set(used)) == len(used)
    rest = [c for c in st.pack if c not in used]
    for s, h in enumerate(hands):          # "*": the seat's ten, less its cards down, from the rest
        if h == "*":
            k = 10 - sum(len(m) for o, m in table if o == s)
            wanted[s], rest = rest[-k:], rest[:-k]
    st.hands = [list(h) for h in wanted]
    st.melds = []
    for o, m in table:
        tm = meld_of(m, st.meld_rules, owner=o)
        assert isinstance(tm, TableMeld), tm
        st.melds.append(tm)
    st.passed = gone
    st.stock = rest + tops[::-1]
    st.offer = cs(turned)[0]
    st.offer_kind, st.phase, st.turn = "turned", "offer", 0
    st._legal_memo = None
    return st


def frozen(st: ConquianState) -> str:
    return json.dumps([st.view(s) for s in (0, 1, None)] + [st.record()], sort_keys=True, default=str)


def refused(st: ConquianState, text: str, *words: str) -> str:
    before = frozen(st)
    with pytest.raises(IllegalAction) as exc:
        st.apply(text)
    msg = str(exc.value)
    assert "\n" not in msg
    for w in words:
        assert w in msg, msg
    assert "001 part 5 §4" in msg, msg
    assert frozen(st) == before
    return msg


def melds_of(st: ConquianState) -> list[list[str]]:
    return [[str(Card(c)) for c in m.cards] for m in st.melds]


# ----- the pack and the deal -------------------------------------------------------------------------
def test_spanish_forty_ten_each_twenty_in_the_stock_the_pone_turns_first():
    g = get_game("conquian")
    st = g.new_deal(2, None, SeededShuffler(7))
    ranks = {Card(c).rank for c in st.pack}
    assert len(st.pack) == 40 and ranks.isdisjoint({8, 9, 10})
    assert [len(h) for h in st.hands] == [10, 10] and len(st.stock) == 19      # 20, one turned up
    assert st.offer is not None and st.to_act == st.pone == 0 and st.offer_kind == "turned"
    am = g.new_deal(2, {"pack": "american"}, SeededShuffler(7))
    assert {Card(c).rank for c in am.pack}.isdisjoint({11, 12, 13}) and len(am.pack) == 40
    full = g.new_deal(2, {"pack": "full"}, SeededShuffler(7))
    assert len(full.pack) == 52 and len(full.stock) == 31


def test_seven_next_to_the_jack_and_no_ace_after_the_king():
    st = staged([PRINTED_HAND, "*"], "QH")
    r = st.meld_rules
    assert isinstance(meld_of(cs("6H 7H JH"), r), TableMeld)
    assert isinstance(meld_of(cs("KH AH 2H"), r), str)
    am = staged(["8H 9H", "AC"], "TH", pack="american").meld_rules
    assert isinstance(meld_of(cs("8H 9H TH"), am), TableMeld)


# ----- the printed example (§4) -----------------------------------------------------------------------
def test_printed_example_the_five_of_hearts_is_usable_three_ways():
    # catalog 001_part5 §4 #1: the printed example, the 5H usable three ways
    st = staged([PRINTED_HAND, "*"], "5H")
    melds = sorted(a for a in st.legal_strings() if a.startswith("meld"))
    assert melds == ["meld 4H 5H 6H", "meld 5D 5H 5S", "meld 5H 6H 7H"]
    assert "refuse" in st.legal_strings() and "pass" not in st.legal_strings()


def test_printed_example_the_book_bot_lays_out_five_six_seven_and_throws_the_king_of_diamonds():
    st = staged([PRINTED_HAND, "*"], "5H")
    bot = ConquianBot(0, 0)
    a = bot.choose(st.view(0), st.legal_actions())
    assert st.format_action(a) == "meld 5H 6H 7H"         # "he probably lays out 5-6-7"
    st.apply(a)
    assert st.down(0) == 3 and sorted(str(Card(c)) for c in st.hands[0]) == sorted(
        "JH 4H 5S 3S 2S KD 7D 5D".split())
    assert st.phase == "discard" and st.to_act == 0
    d = bot.choose(st.view(0), st.legal_actions())
    assert st.format_action(d) == "discard KD"            # "the best discard ... his king of diamonds"


def test_printed_example_the_queen_goes_on_with_the_jack_and_the_three_with_the_four():
    hand = "JH 4H 5S 3S 2S 7D 5D"
    st = staged([hand, "*"], "QH", melds=[(0, "5H 6H 7H")])
    assert "extend 1" in st.legal_strings()
    st.apply("extend 1")                                  # 7-J-Q in the Spanish pack
    assert melds_of(st) == [["5H", "6H", "7H", "JH", "QH"]]
    assert "JH" not in [str(Card(c)) for c in st.hands[0]]
    st2 = staged([hand, "*"], "3H", melds=[(0, "5H 6H 7H")])
    st2.apply("extend 1")
    assert melds_of(st2) == [["3H", "4H", "5H", "6H", "7H"]]
    # a card beyond a gap the hand does not fill does not go on: the king needs the jack and the queen
    st3 = staged([hand, "*"], "KH", melds=[(0, "5H 6H 7H")])
    assert "extend 1" not in st3.legal_strings()


# ----- passing, the discard ---------------------------------------------------------------------------
def test_refused_then_passed_and_the_passer_turns_the_next():
    st = staged(["2C 3D 4H 5S 6C 7D JH QS KC AD", "2D 3H 4S 5C 6D 7H JS QC KD AH"], "KS", stock="QD 7S")
    st.apply("refuse")
    assert st.to_act == 1 and st.offer_kind == "refused"
    assert "pass" in st.legal_strings() and "refuse" not in st.legal_strings()
    st.apply("pass")
    assert st.passed == cs("KS")
    # the player who passed turns the next card, and has the first refusal of it
    assert st.to_act == 1 and st.offer == cs("QD")[0] and st.offer_kind == "turned"
    st.apply("refuse")
    st.apply("pass")
    assert st.to_act == 0 and st.offer == cs("7S")[0]       # each decides on two cards in succession


def test_a_discard_is_offered_like_a_turned_card():
    st = staged(["6H 7H 2C 3D 4S 5S JC QD KS AD", "2D 3H 4C 5C 6D 7C JS QC KD AH"], "5H", stock="QS")
    st.apply("meld 5H 6H 7H")
    st.apply("discard AD")
    assert st.to_act == 1 and st.offer == cs("AD")[0] and st.offer_kind == "discard"
    assert "pass" in st.legal_strings()
    st.apply("pass")
    assert st.to_act == 1 and st.offer == cs("QS")[0]       # he passes and turns another


def test_the_card_used_is_never_taken_into_the_hand_and_hand_and_table_make_ten():
    st = staged(["6H 7H 2C 3D 4S 5S JC QD KS AD", "2D 3H 4C 5C 6D 7C JS QC KD AH"], "5H")
    st.apply("meld 5H 6H 7H")
    assert cs("5H")[0] not in st.hands[0] and st.down(0) + len(st.hands[0]) == 11
    st.apply("discard KS")
    assert st.down(0) + len(st.hands[0]) == 10


# ----- eleven down ------------------------------------------------------------------------------------
def test_eleven_down_wins_at_once_and_out_lays_the_rest():
    # eight down in two sequences of four small cards and a pair of kings: a third king puts him out
    st = staged(["KH KS", "*"], "KC", melds=[(0, "2C 3C 4C 5C"), (0, "AS 2S 3S 4S")])
    st.apply("meld KC KH KS")
    assert st.is_over and st.winner == 0 and st.down(0) == 11
    assert st.outcome() == [1, -1]
    # a whole hand going down after a card is used: out
    st = staged(["KH KS 6H 7H JH", "*"], "KC", melds=[(0, "2C 3C 4C 5C 6C")])
    st.apply("meld KC KH KS")
    assert "out" in st.legal_strings()
    st.apply("out")
    assert st.is_over and st.winner == 0 and st.down(0) == 11 and not st.hands[0]


def test_out_is_refused_when_the_hand_does_not_all_go_down():
    st = staged(["KH KS 6H 7H 2S", "*"], "KC", melds=[(0, "2C 3C 4C 5C 6C")])
    st.apply("meld KC KH KS")
    refused(st, "out", "does not all go down", "discard")


# ----- borrowing --------------------------------------------------------------------------------------
OTHER = "*"


def test_borrow_a_card_of_a_four_for_a_sequence_but_never_from_a_triplet():
    st = staged(["6H QS KS 2C 3C 4C", OTHER], "7H", melds=[(0, "5C 5D 5H 5S")])
    assert "meld 5H 6H 7H" in st.legal_strings()
    st.apply("meld 5H 6H 7H")
    assert melds_of(st) == [["5C", "5D", "5S"], ["5H", "6H", "7H"]]
    assert st.down(0) == 6 and len(st.hands[0]) == 5
    # from a triplet nothing may be borrowed
    st2 = staged(["6H QS KS 2C 3C 4C JD", OTHER], "7H", melds=[(0, "5C 5D 5H")])
    assert "meld 5H 6H 7H" not in st2.legal_strings()
    refused(st2, "meld 5H 6H 7H", "cannot be borrowed", "triplet")


def test_borrow_an_end_of_a_long_sequence_for_a_triplet_never_a_middle_card():
    hand = "7S QS KS 2C 3C 4C"
    st = staged([hand, OTHER], "7D", melds=[(0, "4H 5H 6H 7H")])
    assert "meld 7D 7H 7S" in st.legal_strings()
    st.apply("meld 7D 7H 7S")
    assert melds_of(st) == [["4H", "5H", "6H"], ["7D", "7H", "7S"]]
    # a middle card, or any card of a sequence of three: no
    st2 = staged(["5S QS KS 2C 3C 4C JD", OTHER], "5D", melds=[(0, "4H 5H 6H 7H")])
    refused(st2, "meld 5D 5H 5S", "cannot be borrowed", "end card")
    st3 = staged(["7S QS KS 2C 3C 4C JD", OTHER], "7D", melds=[(0, "5H 6H 7H")])
    refused(st3, "meld 7D 7H 7S", "cannot be borrowed")
    # the opponent's melds lend nothing
    st4 = staged(["7S QS KS 2C 3C 4C JD", OTHER], "7D", melds=[(1, "4H 5H 6H 7H")])
    refused(st4, "meld 7D 7H 7S", "opponent", "borrowing")


def test_a_sequence_of_five_lends_its_top_card_then_the_next():
    st = staged(["7S 6S QS KS 2C", OTHER], "7D", stock="6C", melds=[(0, "3H 4H 5H 6H 7H")])
    st.apply("meld 7D 7H 7S")
    assert melds_of(st)[0] == ["3H", "4H", "5H", "6H"]
    st.apply("discard QS")
    st.apply("pass")                            # the other passes the queen and turns the 6C
    st.apply("refuse")                          # ... and refuses it: the pone may use it
    assert "meld 6C 6H 6S" in st.legal_strings()
    st.apply("meld 6C 6H 6S")
    assert melds_of(st)[0] == ["3H", "4H", "5H"]
    assert "meld" not in " ".join(st.legal_strings())   # three left: it lends nothing more


# ----- forcing ----------------------------------------------------------------------------------------
FORCE_HANDS = ["KH KS", "*"]


def test_the_books_forcing_example_a_refused_card_forced_back_breaks_the_pair_of_kings():
    # eight down and a pair of kings: he lets the 6C go (a third king would put him out) ...
    st = staged(FORCE_HANDS, "6C", melds=[(0, "2C 3C 4C 5C"), (0, "AD 2D 3D 4D")], stock="QS")
    assert "extend 1" in st.legal_strings()
    st.apply("refuse")
    # ... but the opponent puts it on the sequence, saying "discard"
    assert "force 1" in st.legal_strings()
    st.apply("force 1")
    assert melds_of(st)[0] == ["2C", "3C", "4C", "5C", "6C"]
    assert st.to_act == 0 and st.phase == "discard" and st.down(0) == 9
    assert sorted(st.legal_strings()) == ["discard KH", "discard KS"]
    st.apply("discard KS")                       # the pair is broken
    assert st.hands[0] == cs("KH") and st.offer == cs("KS")[0] and st.to_act == 1


def test_a_passed_card_can_no_longer_be_forced_and_only_the_other_may_force():
    st = staged(FORCE_HANDS, "6C", melds=[(0, "2C 3C 4C 5C"), (0, "AD 2D 3D 4D")], stock="QS")
    refused(st, "force 1", "turned", "yourself")
    st.apply("refuse")
    st.apply("pass")
    assert st.passed == cs("6C") and not any(a.startswith("force") for a in st.legal_strings())


def test_forcing_with_ones_own_discard_after_using_a_card():
    st = staged(["6H 7H 6C QD 2S 3D 4S", "2D 3H JH JC JD QC KD AH AS KC"], "5H", melds=[(1, "3C 4C 5C")])
    st.apply("meld 5H 6H 7H")
    assert "force 6C 1" in st.legal_strings()
    refused(st, "force QD 1", "does not fit meld 1", "forcing")
    refused(st, "force 7H 1", "not in your hand")
    st.apply("force 6C 1")
    assert melds_of(st)[0] == ["3C", "4C", "5C", "6C"] and st.to_act == 1 and st.phase == "discard"
    assert st.down(1) == 4 and len(st.hands[1]) == 10
    st.apply("discard KC")
    assert st.offer == cs("KC")[0] and st.to_act == 0 and st.offer_kind == "discard"


# ----- the tableau and the pool -----------------------------------------------------------------------
def test_stock_out_without_eleven_down_is_a_tableau_and_the_next_winner_takes_the_pool():
    st = staged(["2C 3D 4H 5S 6C 7D JH QS KC AD", "2D 3H 4S 5C 6D 7H JS QC KD AH"], "KS")
    st.stock = []
    st.apply("refuse")
    st.apply("pass")
    assert st.is_over and st.winner is None and st.outcome() == [0, 0]
    assert "tableau" in st.result_text()
    g = get_game("conquian")
    m = g.new_match(2, None, seed=3)
    m.finish(st)
    assert m.context["tableaux"] == 1 and m.context["dealer"] == 0     # the deal alternates
    nxt = m.next_deal()
    assert nxt.view(0)["pool"] == 2 and nxt.pone == 1
    # one tableau before: the winner takes the pool (the loser's counter in it) and his counter
    won = staged(["KH KS", "*"], "KC",
                 melds=[(0, "2C 3C 4C 5C"), (0, "AS 2S 3S 4S")])
    won.tableaux = 1
    won.apply("meld KC KH KS")
    assert won.outcome() == [2, -2]
    won.tableaux = 2                                       # a further tie adds one more each
    assert won.outcome() == [3, -3]
    m.finish(won)
    assert m.context["tableaux"] == 0


def test_a_match_plays_on_and_balances():
    g = get_game("conquian")
    m = g.new_match(2, None, seed=11)
    for k in range(6):
        st = m.next_deal()
        bots = [ConquianBot(s, k) for s in range(2)]
        while not st.is_over:
            s = st.to_act
            st.apply(bots[s].choose(st.view(s), st.legal_actions()))
        m.finish(st)
    assert sum(m.totals) == 0 and len(m.deals) == 6


# ----- the refusals -----------------------------------------------------------------------------------
def test_refusals_name_the_rule_and_leave_the_deal_unchanged():
    st = staged([PRINTED_HAND, "*"], "5H", melds=[(1, "AD AH AS")])
    refused(st, "meld 4H 6H 7H", "only with the card on offer (5H)", "play")
    refused(st, "meld 4H 5H 6H 7H", "exactly three", "play")
    refused(st, "meld 5H 6H 7D", "one suit", "object")
    refused(st, "meld 5H 8H 9H", "not in the spanish pack", "8, 9 and 10 are out")
    refused(st, "meld 5H 5C 5S", "not in your hand")
    refused(st, "pass", "you turned 5H yourself", "first refusal")
    refused(st, "discard KD", "only after using a card")
    refused(st, "draw", "nothing is drawn into the hand")
    refused(st, "extend 1", "opponent's", "forcing")
    refused(st, "extend 4", "no meld 4")
    refused(st, "force 1", "yourself")
    st.apply("refuse")
    refused(st, "refuse", "use it, pass it")
    st2 = staged([PRINTED_HAND, "*"], "5H")
    st2.apply("meld 5H 6H 7H")
    refused(st2, "refuse", "you have used a card")
    refused(st2, "discard QH", "not in your hand")
    refused(st2, "out", "does not all go down")
    refused(st2, "force KD 1", "yours")


# ----- views, bots, whole deals -----------------------------------------------------------------------
def test_views_hide_the_stock_and_the_other_hand():
    g = get_game("conquian")
    st = g.new_deal(2, None, SeededShuffler(4))
    v = st.view(0)
    text = json.dumps(v)
    assert v["hand"] and "hands" not in v and v["offer"]["card"] == str(Card(st.offer))
    assert not any(f'"{Card(c)}"' in text for c in st.stock)
    assert not any(f'"{Card(c)}"' in text for c in st.hands[1])
    shown = ConquianState.render_view(v)
    assert "Your hand" in shown and "On offer" in shown


def test_book_bot_beats_random_play():
    g = get_game("conquian")
    total = 0
    for seed in range(16):
        st = g.new_deal(2, None, SeededShuffler(seed))
        bots = [ConquianBot(0, seed), RandomBot(1, seed)]
        while not st.is_over:
            s = st.to_act
            st.apply(bots[s].choose(st.view(s), st.legal_actions()))
        total += st.outcome()[0]
    assert total > 4


@pytest.mark.parametrize("pack", ["spanish", "american", "full"])
def test_book_bots_finish_their_deals(pack):
    g = get_game("conquian")
    for seed in range(4):
        st = g.new_deal(2, {"pack": pack}, SeededShuffler(seed))
        bots = [ConquianBot(s, seed) for s in range(2)]
        while not st.is_over:
            s = st.to_act
            st.apply(bots[s].choose(st.view(s), st.legal_actions()))
        assert sum(st.outcome()) == 0 and st.result_text()
        assert sum(len(h) for h in st.hands) + sum(len(m.cards) for m in st.melds) + len(st.passed) \
            + len(st.stock) + (st.offer is not None) == len(st.pack)
