"""The patiences (catalog family 14; Foster 1914, seed 001 part 5 §9.1-9.7 and part 6 §12.8,
§12.11): the catalog's oracles where it has them (O-58 Canfield's settlement, O-61 solitaire
poker's three tables and its highest tableau, §9.5's twelve piles, §9.7's 28 cards), and
elsewhere one deal worked by hand (named "worked by hand" below), each from a stacked pack."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_card, parse_cards, standard_pack
from hoyle.core import DealNotOver, IllegalAction, SeededShuffler, StackedShuffler, get_game
from hoyle.conformance import ConformanceError, check_game

FULL = [str(c) for c in standard_pack().cards]


def deal(slug: str, top: str = "", **rules):
    """A deal of ``slug`` from a pack whose top cards are ``top`` (the rest in pack order)."""
    g = get_game(slug)
    first = parse_cards(top) if top else []
    order = [str(c) for c in first] + [c for c in FULL if parse_card(c) not in first]
    return g.state_cls(1, g.rules_cls(**{**g.defaults, **rules}), StackedShuffler([order]))


def refused(st, text: str, words: str = "") -> str:
    before = st.record()
    with pytest.raises(IllegalAction) as e:
        st.apply(text)
    assert st.record() == before
    assert words in str(e.value)
    return str(e.value)


# ----- Canfield: O-58 ---------------------------------------------------------------------
def test_canfield_lays_out_13_a_base_card_4_and_34_o58():
    st = deal("canfield")
    assert len(st.reserve) == 13 and len(st.cols) == 4 and len(st.stock) == 34   # O-58: 13, 14th, 4, 34
    assert st.found[int(st.base.suit)] == [st.base] and st.base == st.deck[13]


@pytest.mark.parametrize("cards,dollars", [(1, -47), (10, -2), (11, 3), (52, 208)])
def test_canfield_settles_52_dollars_less_5_a_card_o58(cards, dollars):
    """O-58: the pack bought for $52, $5 back a card: 11 cards gain (55 > 52), all 52 pay $260."""
    st = deal("canfield")
    pack = list(standard_pack().cards)
    st.found = {0: pack[:cards], 1: [], 2: [], 3: []}
    assert st._score() == -52 + 5 * cards == dollars
    assert 5 * 52 == 260


def test_canfield_outcome_is_the_settlement_of_the_cards_up():
    from hoyle.bots import make_bot
    g = get_game("canfield")
    for seed in range(5):
        st = g.new_deal(1, None, SeededShuffler(seed))
        bot = make_bot("bot", g, 0, seed)
        while not st.is_over:
            st.apply(bot.choose(st.view(0), st.legal_actions()))
        assert st.outcome() == [-52 + 5 * st.count()]


def test_canfield_builds_round_the_corner_from_the_base_worked_by_hand():
    """Worked by hand: base QC (the 14th card); KC then AC go on it (round the corner); a space
    is filled at once from the reserve; the reserve takes no card."""
    reserve = "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"
    st = deal("canfield", f"{reserve} QC KC AC 5H 6S")
    assert st.base_rank == 12 and [str(c[-1]) for c in st.cols] == ["KC", "AC", "5H", "6S"]
    st.apply("up KC")
    assert str(st.cols[0][-1]) == "AD"            # the space filled with the reserve's top
    st.apply("up AC")
    assert [str(c) for c in st.found[0]] == ["QC", "KC", "AC"]
    assert str(st.cols[1][-1]) == "KD"            # and the next space with the next card
    st.apply("move 5H 4")                          # 5H on 6S: down in alternate colours
    refused(st, "move 6S 1", "column")


# ----- solitaire poker: O-61 --------------------------------------------------------------
O61 = {   # hand: (American by fives, American alternative, English), as printed
    "one pair": (2, 1, 1), "two pairs": (5, 2, 3), "three of a kind": (10, 7, 6),
    "straight": (15, 9, 12), "flush": (20, 5, 5), "full house": (25, 12, 10),
    "four of a kind": (50, 20, 16), "straight flush": (75, 30, 30), "royal flush": (100, 50, 30)}
EXAMPLES = {"one pair": "AS AH 3C 7D 9S", "two pairs": "AS AH 3C 3D 9S", "three of a kind": "AS AH AC 3D 9S",
            "straight": "5S 6H 7C 8D 9S", "flush": "2H 6H 9H JH KH", "full house": "AS AH AC 3D 3S",
            "four of a kind": "AS AH AC AD 9S", "straight flush": "5S 6S 7S 8S 9S",
            "royal flush": "TS JS QS KS AS"}


@pytest.mark.parametrize("hand", list(O61))
def test_solitaire_poker_scores_each_hand_by_the_three_tables_o61(hand):
    from hoyle.games.patience import hand_points
    got = tuple(hand_points(parse_cards(EXAMPLES[hand]), t) for t in ("american", "american-alt", "english"))
    assert all(name == hand for name, _ in got)
    assert tuple(p for _, p in got) == O61[hand]
    assert hand_points(parse_cards("2S 5H 9C JD KS"))[1] == 0


BEST = [["AC", "AD", "AH", "AS", "9S"], ["KC", "KD", "KH", "KS", "8S"], ["QC", "QD", "QH", "QS", "7S"],
        ["JC", "JD", "JH", "JS", "6S"], ["TC", "TD", "TH", "TS", "5S"]]


@pytest.mark.parametrize("table,points", [("american", 725), ("american-alt", 330), ("english", 230)])
def test_solitaire_poker_highest_tableau_o61(table, points):
    """O-61: five fours in the rows, five straight flushes in the columns, four of them royal:
    5 x 50 + 4 x 100 + 75 = 725 by the first table (20 x 5 + 50 x 4 + 30 and 16 x 5 + 30 x 5)."""
    st = deal("solitaire-poker", " ".join(c for row in BEST for c in row), table=table)
    for i in range(5):
        for j in range(5):
            if (i, j) != (0, 0):
                st.apply(f"place {4 + i} {4 + j}")
    assert st.is_over and st.outcome() == [points]
    assert [h["hand"] for h in st.hands()] == ["four of a kind"] * 5 + ["royal flush"] * 4 + ["straight flush"]


def test_solitaire_poker_places_touch_and_keep_within_five():
    st = deal("solitaire-poker")
    assert len(st.legal_actions()) == 8               # §12.11: the second card has 8 places
    for c in range(5, 9):
        st.apply(f"place 4 {c}")
    refused(st, "place 4 3")                          # a sixth card in the row
    refused(st, "place 0 0")                          # touches nothing


# ----- Klondike: §9.7 --------------------------------------------------------------------
def test_klondike_lays_out_28_cards_one_face_up_a_column():
    st = deal("klondike")
    assert [len(c) for c in st.cols] == [1, 2, 3, 4, 5, 6, 7] and sum(map(len, st.cols)) == 28
    assert st.down == [0, 1, 2, 3, 4, 5, 6] and len(st.stock) == 24
    v = st.view(0)
    assert v["columns"][6] == ["##"] * 6 + [str(st.cols[6][-1])]


def _klondike_with_ace_in_the_fan(**rules):
    layout = [c for c in FULL if c not in ("AC", "2D", "3S", "KH")][:28]
    return deal("klondike", " ".join(layout + ["2D", "AC", "3S"]), **rules)


def test_klondike_book_rule_any_visible_card_of_the_three_worked_by_hand():
    """Worked by hand: the stock turns 2D AC 3S (3S on top); by the book AC, under 3S, is usable."""
    st = _klondike_with_ace_in_the_fan()
    st.apply("draw")
    assert st.view(0)["waste"] == ["2D", "AC", "3S"]
    st.apply("up AC")
    assert st.view(0)["waste"] == ["2D", "3S"]
    modern = _klondike_with_ace_in_the_fan(waste="top")
    modern.apply("draw")
    assert modern.view(0)["waste"] == ["3S"]
    refused(modern, "up AC")


def test_klondike_spaces_take_kings_only_and_the_stock_stops_when_a_pass_uses_nothing():
    st = deal("klondike", draw=1, passes=1)
    while st.stock:
        st.apply("draw")
    assert "redeal" not in st.legal_strings()          # one pass only
    st = deal("klondike")
    for _ in range(8):
        st.apply("draw")
    if not st.used:
        assert "redeal" not in st.legal_strings()      # a pass that used no card ends the stock


def test_klondike_search_bot_beats_the_simple_bot_on_the_same_deals():
    from hoyle.bots import make_bot
    g = get_game("klondike")
    totals = {}
    for name in ("search", "heuristic"):
        t = 0
        for seed in range(12):
            st = g.new_deal(1, None, SeededShuffler(seed))
            bot = make_bot(name, g, 0, seed)
            while not st.is_over:
                st.apply(bot.choose(st.view(0), st.legal_actions()))
            t += st.outcome()[0]
        totals[name] = t
    print("cards up over 12 deals:", totals)
    assert totals["search"] > totals["heuristic"]


def test_klondike_renders_a_drawn_tableau():
    st = deal("klondike")
    text = get_game("klondike").state_cls.render_view(st.view(0))
    assert "Foundations: C -- " in text and "##" in text and "Stock: 24 cards" in text
    assert "{" not in text and "[" not in text


# ----- take fourteen: §9.5 ---------------------------------------------------------------
def test_take_fourteen_twelve_piles_four_of_five_cards():
    st = deal("take-fourteen")
    assert sorted(len(p) for p in st.piles) == [4] * 8 + [5] * 4     # 52 = 12 x 4 + 4 (§9.5)
    assert [len(p) for p in st.piles[:4]] == [5, 5, 5, 5]


def test_take_fourteen_pairs_worked_by_hand():
    """Worked by hand: dealt round the twelve, piles 5-12 end with the 41st-48th cards and
    piles 1-4 take the last four as fifth cards; with KS AH QD 2C 7C 7H TS 3D on piles 5-12,
    K (13) + A, Q (12) + 2, 7 + 7 make fourteen; a ten and a three do not."""
    bottom = [c for c in FULL if c not in ("KS", "AH", "QD", "2C", "7C", "7H", "TS", "3D")][:40]
    tops = ["KS", "AH", "QD", "2C", "7C", "7H", "TS", "3D"]
    rest = [c for c in FULL if c not in bottom and c not in tops]
    st = deal("take-fourteen", " ".join(bottom + tops + rest[:4]))
    assert [str(p[-1]) for p in st.piles[4:]] == tops
    legal = st.legal_strings()
    for pair in ("remove KS AH", "remove 2C QD", "remove 7C 7H"):
        assert pair in legal
    refused(st, "remove 3D TS")


# ----- the clock: §9.3 ---------------------------------------------------------------------
def _own_piles() -> str:
    ranks = "A23456789TJQK"
    return " ".join(f"{ranks[i]}{s}" for s in "CDHS" for i in range(13))


def test_clock_round_order_worked_by_hand():
    """Worked by hand: each pile dealt its own four (AC..KC, then the diamonds...). Round the
    piles in turn every card goes under its own pile, the last a king from the K pile: out. The
    usual clock takes the four aces from the ace pile and stops there: not out."""
    st = deal("clock-patience", _own_piles())
    while not st.is_over:
        st.apply("turn")
    assert st.outcome() == [1] and len(st.history) == 52
    st = deal("clock-patience", _own_piles(), order="clock")
    while not st.is_over:
        st.apply("turn")
    assert st.outcome() == [0] and len(st.history) == 4


def test_the_usual_clock_comes_out_once_in_thirteen():
    """The usual clock comes out exactly when the last card turned is the fourth king: 1/13."""
    g = get_game("clock-patience")
    n, wins = 1300, 0
    for seed in range(n):
        st = g.state_cls(1, g.rules_cls(order="clock"), SeededShuffler(seed))
        while not st.is_over:
            st.apply("turn")
        wins += st.outcome()[0]
    print(f"clock: {wins}/{n} out (expected {n / 13:.0f})")
    assert abs(wins - n / 13) < 4 * (n * (1 / 13) * (12 / 13)) ** 0.5


# ----- take ten, carpet, try again, help your neighbour: worked by hand ----------------------
def test_take_ten_pairs_and_the_court_four_worked_by_hand():
    """Worked by hand: rows 5 5 3 of TS JS QS KS 5C / 5D AH 9H TC 2C / 8C 3H 4H: 5C+5D, 9H+AH,
    2C+8C make ten; TS JS QS KS come off together; a ten never pairs (TC)."""
    st = deal("take-ten", "TS JS QS KS 5C 5D AH 9H TC 2C 8C 3H 4H")
    legal = st.legal_strings()
    assert {"remove 5C 5D", "remove 9H AH", "remove 2C 8C", "remove TS JS QS KS"} <= set(legal)
    assert not any("TC" in a for a in legal)
    st.apply("remove TS JS QS KS")
    assert len(st.pack) == 35 and st.layout[0] == st.deck[13]   # the spaces filled from the pack
    refused(st, "remove 3H 4H")


def test_carpet_turns_only_when_stuck_then_fills_from_the_pile_worked_by_hand():
    st = deal("carpet", "AC " + " ".join(c for c in FULL if c[0] in "3456789TJQK" and c[1] in "DHS")[:59])
    assert st.legal_strings() == ["up AC"]
    st.apply("up AC")
    assert st.carpet[0] is not None and len(st.pack) == 31     # the space refilled from the pack
    while "turn" not in st.legal_strings():
        st.apply(st.legal_actions()[0])
    st.apply("turn")
    assert st.pile_started


def test_try_again_builds_regardless_of_suit_worked_by_hand():
    st = deal("try-again", "AC 2D 3S 9H")
    st.apply("turn")
    st.apply("build")                  # AC up
    st.apply("turn")
    st.apply("build")                  # 2D on AC: any suit
    st.apply("turn")
    st.apply("heap 1")                 # 3S on a heap
    st.apply("lift 1")                 # then up from the heap
    assert [str(c) for c in st.found[0]] == ["AC", "2D", "3S"]
    st.apply("turn")
    refused(st, "build")               # 9H does not go on 3S


def test_help_your_neighbour_starts_with_the_aces_up_and_four_piles():
    st = deal("help-your-neighbour-patience", "KS QD 5C 6H")
    assert all(len(f) == 1 and f[0].rank == 14 for f in st.found.values())
    assert [str(p[0]) for p in st.piles] == ["KS", "QD", "5C", "6H"] and len(st.stock) == 44
    assert "down QD 1" in st.legal_strings() and "down 5C 4" in st.legal_strings()   # down any suit
    st.apply("turn")
    assert st.legal_strings()[-2:] == ["waste", "stop"]


# ----- one player, the contract ------------------------------------------------------------
@pytest.mark.parametrize("slug", ["take-ten", "carpet", "clock-patience", "try-again", "take-fourteen",
                                  "help-your-neighbour-patience", "klondike", "canfield", "solitaire-poker"])
def test_a_patience_is_for_one_seat_and_refuses_early_outcomes(slug):
    from hoyle.core import SetupError
    g = get_game(slug)
    st = g.new_deal(None, None, SeededShuffler(1))
    assert st.num_players == 1
    with pytest.raises(DealNotOver):
        st.outcome()
    refused(st, "frobnicate")
    with pytest.raises(SetupError, match="played by 1"):
        g.new_deal(2, None, SeededShuffler(1))


def test_conformance_fails_a_one_player_win_game_that_scores_two():
    g = get_game("take-ten")

    class Two(g.state_cls):
        def outcome(self):
            return [2 * x for x in super().outcome()] if self._came_out() else [2]
    bad = type(g)(**{**g.__dict__, "slug": "test-two-patience", "aliases": (), "state_cls": Two})
    with pytest.raises(ConformanceError, match="one-player-win outcome"):
        check_game(bad, 3, deep=1)


def test_take_fourteen_solver_brings_out_deals_the_first_move_loses():
    from hoyle.bots import make_bot
    g = get_game("take-fourteen")
    out = {"solver": [], "first": []}
    for seed in range(8):
        for name in out:
            st = g.new_deal(1, None, SeededShuffler(seed))
            bot = make_bot(name, g, 0, seed)
            while not st.is_over:
                st.apply(bot.choose(st.view(0), st.legal_actions()))
            out[name].append(st.outcome()[0])
    print("take fourteen, seeds 0-7:", out)
    assert all(s >= f for s, f in zip(out["solver"], out["first"])) and sum(out["solver"]) > sum(out["first"])


# ----- solitaire cribbage: O-62 --------------------------------------------------------------
def test_solitaire_cribbage_six_deals_of_eight_and_a_last_four_o62():
    """O-62: six hands and cribs, each with a starter, then four cards without one: 6 x 8 + 4."""
    from hoyle.bots import make_bot
    g = get_game("solitaire-cribbage")
    st = g.new_deal(1, None, SeededShuffler(4))
    bot = make_bot("bot", g, 0, 4)
    starters = []
    while not st.is_over:
        st.apply(bot.choose(st.view(0), st.legal_actions()))
        starters.append(st.starter)
        if not st.is_over:
            assert st.hand[0] == starters[-1]           # the last starter is the next hand's first card
    assert len(st.history) == 6 and len(st.aside) == 52
    lines = [c["count"] for c in st.counts if "heels" not in c["count"]]
    assert lines == [f"deal {d} {w}" for d in range(1, 7) for w in ("hand", "crib")] + ["the last four"]
    assert st.counts[-1]["starter"] is None
    assert st.outcome() == [sum(c["points"] for c in st.counts)]


def test_solitaire_cribbage_counts_the_29_hand_worked_by_hand():
    """Worked by hand: 5C 5D 5S to the hand, 2S 4S to the crib, JH 9C 8D to the hand; laying out
    9C 8D keeps 5C 5D 5S JH, and the starter is 5H: eight fifteens 16, a double pair royal 12,
    his nobs (the jack of the starter's suit) 1 = 29, the highest hand. The crib 2S 4S 8D 9C is
    counted by the same cribbage count (hoyle.mechanics.counting)."""
    from hoyle.mechanics.counting import show
    st = deal("solitaire-cribbage", "5C 5D 5S 2S 4S JH 9C 8D 5H")
    assert [str(c) for c in st.hand] == ["5C", "5D", "5S", "JH", "9C", "8D"]
    st.apply("discard 8D 9C")
    assert st.counts[0] == {"count": "deal 1 hand", "cards": "5C 5D 5S JH", "starter": "5H", "points": 29}
    crib = show(parse_cards("2S 4S 8D 9C"), parse_card("5H"), crib=True).total
    print("the crib 2S 4S 8D 9C with 5H:", crib)
    assert st.counts[1]["points"] == crib and st.total == 29 + crib
    assert str(st.hand[0]) == "5H"                       # the starter begins the next hand


@pytest.mark.parametrize("slug, seed", [("klondike", 7000183), ("canfield", 7000087)])
def test_the_stock_is_known_after_the_first_pass_soak_finding(slug, seed):
    """Found by a soak: after the waste is turned over (unshuffled), the stock's cards have
    all been turned face up once (the log's ``turned`` lines), so they are no longer hidden;
    the face-down column cards (and Canfield's reserve under its top) still are."""
    from hoyle.conformance import check_playout
    g = get_game(slug)
    check_playout(g, 1, seed=seed, deep=True)
    import random
    rng = random.Random(seed)
    for deal_seed in range(50):
        st = g.new_deal(1, None, SeededShuffler(deal_seed))
        assert set(st.stock) <= set(st.hidden_cards(0))
        while not st.is_over and st.pass_no == 1:
            legal = [a for a in st.legal_actions() if a.verb != "stop"]
            ups = [a for a in legal if a.verb in ("up", "move")]
            st.apply(rng.choice(ups) if ups and rng.random() < 0.5 else
                     next((a for a in legal if a.verb in ("draw", "redeal")), legal[0]))
        if st.pass_no == 2 and st.stock:
            break
    else:
        pytest.fail("no deal of 50 reached a second pass")
    assert not set(st.stock) & set(st.hidden_cards(0))
    assert st.hidden_cards(0)          # the columns' (or the reserve's) cards still are
