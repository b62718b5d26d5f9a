"""The cassino family (catalog INDEX.md family 12; Foster 1914, seed 001 part 5; catalog
001_part5.md §3.1-3.5): ``cassino``, ``cassino-21-point``, ``royal-cassino``, ``spade-cassino`` and
``draw-cassino`` as one engine. The catalog's four oracles have no ids in 001_part5.md; each is
cited here by the catalog's grep string: the eleven points of a deal (`равно одиннадцати`), the
bot's 2, 2, 5 (`заберите 2, 2, 5 вместо 2 и 7`), counting out to 32 (`игру нужно продолжать до 32
очков`) and spade cassino's 24 (`набирается 24 очка, не считая зачисток`). Royal and draw cassino
have none: each has a deal worked by hand from the rule text, named as such."""

from __future__ import annotations

import random

import pytest

from hoyle.cards import Card, parse_card, parse_cards, standard_pack
from hoyle.core import SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import IllegalAction, SetupError
from hoyle.games.cassino import CASSINO_LAWS, CassinoBot, CassinoMatch, count_items, go_out
from hoyle.mechanics.capture import Item, loose

C = parse_card
SLUGS = ["cassino", "cassino-21-point", "royal-cassino", "spade-cassino", "draw-cassino"]


def position(slug: str, hands: dict[int, str], table: str, n: int = 2, turn: int = 0, builds=(), **rules):
    """A deal of ``slug`` put at a position: the hands and the loose table cards given, builds
    ``(value, cards, owner)`` added to the table; the rest of the pack left in the stock."""
    g = get_game(slug)
    st = g.new_deal(n, g.default_rules().replace(**rules) if rules else None, SeededShuffler(1))
    st.hands = [parse_cards(hands.get(s, "")) for s in range(n)]
    st.table = [loose(c, st.value) for c in parse_cards(table)]
    for v, cards, owner in builds:
        cs = tuple(parse_cards(cards))
        tot = sum(st.value(c) for c in cs)
        st.table.append(Item(cs, v, 0, True, tot != v, owner))
    used = {c for h in st.hands for c in h} | {c for it in st.table for c in it.cards}
    st.deck = sorted(used) + [c for c in standard_pack() if c not in used]
    st.pos = len(used)
    st.turn = turn
    st._legal_memo = None
    return st


def strs(st) -> list[str]:
    return sorted(st.legal_strings())


def test_rules_registered_for_every_row_of_family_12():
    for slug in SLUGS:
        g = get_game(slug)
        assert g.family == "cassino" and g.min_players == 2 and g.max_players == 4
    assert get_game("royal-cassino").default_rules().royal
    assert get_game("spade-cassino").default_rules().game_points == 61
    assert get_game("cassino-21-point").default_rules().game_points == 21
    assert get_game("draw-cassino").default_rules().draw


def test_the_deal_two_at_a_time_two_to_the_table_before_the_dealer():
    # catalog 001_part5 §3.1 #1 (the deal) and law D2: dealer seat 1, pone... two players: eldest (seat 0) 2, table 2, dealer 2, twice
    order = [str(c) for c in standard_pack()]
    st = get_game("cassino").new_deal(2, None, StackedShuffler([order]), {"dealer": 1})
    assert [str(Card(c)) for c in st.hands[0]] == ["2C", "2D", "3H", "3S"]
    assert [str(Card(it.cards[0])) for it in st.table] == ["2H", "2S", "4C", "4D"]
    assert [str(Card(c)) for c in st.hands[1]] == ["3C", "3D", "4H", "4S"]
    assert st.stock_left() == 40
    # six rounds for two players, four for three, three for four (catalog: COMPUTED)
    for n, rounds in ((2, 6), (3, 4), (4, 3)):
        s = get_game("cassino").new_deal(n, None, SeededShuffler(5))
        while not s.is_over:
            s.apply(s.legal_actions()[0])
        assert s.round == rounds


def test_every_legal_take_is_listed_and_a_wrong_one_refused_by_law():
    st = position("cassino", {0: "9S KD", 1: "3C"}, "2H 2D 5C 7C")
    takes = [a for a in strs(st) if a.startswith("take 9S")]
    assert takes == ["take 9S 2D 2H 5C", "take 9S 2D 7C", "take 9S 2H 7C"]
    with pytest.raises(IllegalAction) as e:
        st.apply("take 9S 2H 2D 7C")
    assert "R2" in str(e.value.law)
    with pytest.raises(IllegalAction) as e:
        st.apply("take KD 2H")
    assert "only pairs" in str(e.value) and "R1" in str(e.value.law)


def test_a_build_needs_the_card_to_take_it():
    # "10, 3 and 2 without an 8 cannot build the table's 5 to 8"; with 2, 3, 8 and 10 he can, and raise it
    st = position("cassino", {0: "TS 3C 2D", 1: "KH KC"}, "5H")
    assert not any(a.startswith("build 8") for a in strs(st))
    with pytest.raises(IllegalAction) as e:
        st.apply("build 8 3C 5H")
    assert "R3" in str(e.value.law) and "no other card of 8" in str(e.value)
    st = position("cassino", {0: "TS 3C 2D 8D", 1: "KH KC"}, "5H")
    st.apply("build 8 3C 5H")
    st.apply("trail KH")
    assert "build 10 2D 3C 5H" in strs(st)
    st.apply("build 10 2D 3C 5H")
    assert st.table[-1].value == 10 and st.table[-1].owner == 0


def test_the_double_build_two_sevens_and_no_increase():
    st = position("cassino", {0: "7D 3S", 1: "AH QC"}, "5H 2D 4C")
    assert "build 7 3S 2D 4C 5H" in strs(st)
    st.apply("build 7 3S 2D 4C 5H")
    assert st.table[0].double
    # the ace may not raise a double build to 8 (law R4)
    assert not any(a.startswith("build") for a in strs(st))
    with pytest.raises(IllegalAction) as e:
        st.apply("build 8 AH 2D 3S 4C 5H")
    assert "R4" in str(e.value.law)


def test_taking_in_no_trail_with_ones_own_build_on_the_table():
    st = position("cassino", {0: "9D 2C 4H", 1: "KH KC 4S"}, "7H")
    st.apply("build 9 2C 7H")
    st.apply("trail KH")
    legal = strs(st)
    assert not any(a.startswith("trail") for a in legal)
    with pytest.raises(IllegalAction) as e:
        st.apply("trail 4H")
    assert "R5" in str(e.value.law)
    before = st.clone()
    with pytest.raises(IllegalAction):
        st.apply("trail 4H")
    assert st.table == before.table and st.hands == before.hands


def test_the_adversarys_build_increased_with_a_card_from_the_hand():
    # "an ace and a ten in hand: the ace on the 7 and 2, 'ten'; the builder loses it without a ten"
    st = position("cassino", {0: "9D 2C 5S", 1: "AS TC 3D"}, "7H")
    st.apply("build 9 2C 7H")
    assert "build 10 AS 2C 7H" in strs(st)
    st.apply("build 10 AS 2C 7H")
    assert st.table[0].owner == 1
    assert not any(a.startswith("take 9D") for a in strs(st))


def test_partners_build_for_the_rank_the_partner_announced():
    # "one builds 8, his partner holds little cassino, a 6 on the table: 'two eights'"
    st = position("cassino", {0: "2S 9C", 1: "KH", 2: "KD", 3: "KC"}, "6H", n=4, partners=True,
                  builds=[(8, "5D 3D", 2)])
    assert "build 8 2S 3D 5D 6H" in strs(st)
    st.apply("build 8 2S 3D 5D 6H")
    assert st.table[-1].double and st.table[-1].owner == 2


def test_a_sweep_and_the_last_cards_to_the_last_taker():
    st = position("cassino", {0: "8C 3H", 1: "KH 4D"}, "5H 3C 6D 2S")
    st.apply("take 8C 2S 3C 5H 6D")
    assert st.sweeps[0] == 1
    st.apply("trail KH")
    st.apply("trail 3H")
    st.apply("trail 4D")
    # the stock is not empty here: deal it out and check R7 at the real end
    st = position("cassino", {0: "8C", 1: "KH"}, "5H")
    st.deck, st.pos = st.deck, 52
    st.apply("trail 8C")
    st.apply("trail KH")
    assert st.is_over and st.last_taker is None
    assert sorted(st.taken[1]) == sorted(parse_cards("5H 8C KH"))      # nobody took in: the dealer (ours)


def test_eleven_points_a_deal_besides_the_sweeps():
    # catalog oracle (grep `равно одиннадцати`): except sweeps, the points of each hand total eleven
    for seed in range(40):
        n = 2 + seed % 3
        st = get_game("cassino").new_deal(n, None, SeededShuffler(seed))
        rng = random.Random(seed)
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
        ev = st.scoring_events()
        ties = 0 if any(w == "cards" for _, _, w in ev) else 3
        ties += 0 if any(w == "spades" for _, _, w in ev) else 1
        assert sum(p for _, p, w in ev if w != "sweep") + ties == 11
        assert sum(p for _, p, w in ev if w == "sweep") == sum(st.sweeps)
        assert sum(st.outcome()) == 0


def test_spade_cassino_24_a_deal_besides_the_sweeps_pegged_as_taken():
    # catalog oracle §3.4 #1 (grep `набирается 24 очка, не считая зачисток`): cards 3, big cassino 2, little
    # cassino 1, four aces 4, the jack of spades 1 and thirteen spades: 24
    for seed in range(20):
        st = get_game("spade-cassino").new_deal(2, None, SeededShuffler(seed))
        rng = random.Random(seed)
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
        ev = st.scoring_events()
        tied = 0 if ev[-1][2] == "cards" else 3
        assert sum(p for _, p, w in ev if w != "sweep") + tied == 24
    # the jack and deuce of spades are worth two each
    items = count_items([parse_cards("JS 2S"), []], [0, 0], get_game("spade-cassino").default_rules())
    assert sum(p for s, p, w in items if s == 0) == 3 + 4          # cards 3 (two against none), JS 2, 2S 2


def test_twenty_one_point_order_of_going_out_and_counting_out_to_32():
    r = get_game("cassino-21-point").default_rules()
    # cards 3 and spades 1 go out before the cassinos: 18 + 3 reaches 21 first
    ev = [(1, 2, "big cassino"), (0, 3, "cards")]
    ev = sorted(ev, key=lambda e: ["cards", "big cassino"].index(e[2]))
    assert go_out([18, 20], ev, 21)[1] == 0
    items = count_items([parse_cards("AS AC 2S 3S 4S 5S 6S 7S"), parse_cards("AH AD TD")], [2, 1], r)
    assert [w for _, _, w in items] == ["cards", "spades", "big cassino", "little cassino", "ace of spades",
                                        "ace of clubs", "ace of hearts", "ace of diamonds", "sweep"]
    # catalog oracle (grep `игру нужно продолжать до 32 очков`): counting out, both at 21 or more
    # and nobody claiming: nobody wins, the game goes on to 32, then 43
    score, winner, target = go_out([19, 18], [(0, 3, "cards"), (1, 4, "aces")], 21, count_out=True)
    assert (score, winner, target) == ([22, 22], None, 32)
    assert go_out([30, 31], [(1, 2, "big cassino")], 32, count_out=True) == ([30, 33], 1, 32)
    assert go_out([40, 40], [(0, 3, "cards"), (1, 3, "x")], 43, count_out=True)[2] == 54


def test_the_match_to_eleven_with_a_lurch():
    g = get_game("cassino")
    m = CassinoMatch(g, 2, g.default_rules(), seed=3)
    games = 0
    for _ in range(30):
        st = m.next_deal()
        bots = [CassinoBot(s) for s in range(2)]
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
        if m.is_over:
            games += 1
            break
    assert m.is_over
    g0 = m.context["rubbers"][0]
    assert max(g0["score"]) >= 11 and g0["value"] == (2 if g0["lurch"] else 1)
    assert g0["lurch"] == (min(g0["score"]) < 6)
    assert sum(m.settled().per_seat) == 0


def test_royal_cassino_a_deal_worked_by_hand():
    # worked by hand from the rule text of §3.3 (no printed oracle): the courts J 11, Q 12, K 13
    # combine and build. Table 9H 2C 6D 4S; player 1 holds JD KC 3H 8S, player 2 QH AC 7D 5C.
    st = position("royal-cassino", {0: "JD KC 3H 8S", 1: "QH AC 7D 5C"}, "9H 2C 6D 4S")
    assert "take JD 2C 9H" in strs(st)                      # "a jack takes 9 and 2"
    st.apply("build 13 3H 4S 6D")                            # 3 on 6 and 4: "thirteen", for the king
    assert "build 12 AC 2C 9H" in strs(st)                   # ace on 9 and 2: "twelve", for the queen
    st.apply("build 12 AC 2C 9H")
    st.apply("take KC 3H 4S 6D")
    st.apply("take QH 2C 9H AC")                             # the last thing on the table: a sweep
    assert st.sweeps == [0, 1] and not st.table
    st.apply("trail 8S")
    st.apply("trail 5C")
    assert strs(st) == ["trail JD"]                          # 11 is neither 8, 5 nor 8 + 5
    st.apply("trail JD")
    assert strs(st) == ["trail 7D"]
    assert sorted(map(str, map(Card, st.taken[0]))) == ["3H", "4S", "6D", "KC"]
    assert sorted(map(str, map(Card, st.taken[1]))) == ["2C", "9H", "AC", "QH"]
    # plain cassino: the same king may not take the 13
    st = position("cassino", {0: "KC 3H", 1: "QH"}, "6D 4S")
    assert strs(st) == ["trail 3H", "trail KC"]


def test_draw_cassino_a_deal_worked_by_hand():
    # worked by hand from the rule text of §3.5 (no printed oracle): one deal of four each and four
    # to the table; each play is followed by a draw from the top of the stock; 48 plays in all
    order = [str(c) for c in standard_pack()]
    st = get_game("draw-cassino").new_deal(2, None, StackedShuffler([order]), {"dealer": 1})
    assert st.stock_left() == 40
    st.apply("trail 3S")                                     # eldest: 2C 2D 3H 3S; table 2H 2S 4C 4D
    assert sorted(map(str, map(Card, st.hands[0]))) == ["2C", "2D", "3H", "5C"]   # drew the top, 5C
    assert st.stock_left() == 39 and st.round == 1
    plays = 1
    while not st.is_over:
        st.apply(st.legal_actions()[0])
        plays += 1
        assert len(st.hands[st.history[-1][0]]) == (4 if st.stock_left() else len(st.hands[st.history[-1][0]]))
    assert plays == 48 and st.round == 1


def test_the_bot_takes_two_two_five_rather_than_two_seven():
    # catalog oracle §3.1 #2 (grep `заберите 2, 2, 5 вместо 2 и 7`): with a 9 and 2, 2, 5, 7 on the table
    st = position("cassino", {0: "9S", 1: "KH"}, "2H 2D 5C 7C")
    assert str(CassinoBot(0).choose(st.view(0), st.legal_actions())) == "take 9S 2D 2H 5C"
    # it trails a low card, not an ace, little cassino or a spade
    st = position("cassino", {0: "AH 2S 4D 8S", 1: "KH"}, "KC")
    assert str(CassinoBot(0).choose(st.view(0), st.legal_actions())) == "trail 4D"
    # it takes an adversary's build rather than trail
    st = position("cassino", {0: "9D 3C", 1: "KH"}, "", builds=[(9, "7H 2C", 1)])
    assert str(CassinoBot(0).choose(st.view(0), st.legal_actions())) == "take 9D 2C 7H"


def test_referee_misdeal_faced_card_and_exposed_in_deal():
    g = get_game("cassino")
    m = CassinoMatch(g, 2, g.default_rules(), seed=1)
    st = m.next_deal()
    r = st.referee("misdeal", 0)
    assert r.law == CASSINO_LAWS.cite("D5") and st.is_over and st.outcome() == [0, 0]
    m.finish(st)
    assert m.context["dealer"] == 0                          # the deal passes to the left
    st = m.next_deal()
    st.referee("faced-card", 1)
    m.finish(st)
    assert m.context["dealer"] == 0                          # the same dealer again (law D3)
    st = m.next_deal()
    with pytest.raises(IllegalAction):
        st.referee("exposed-in-deal", 0)                     # the dealer himself may not demand it
    st.referee("exposed-in-deal", 1)
    assert st.void and st.same_dealer
    st = g.new_deal(2, None, SeededShuffler(2))
    st.apply(st.legal_actions()[0])
    with pytest.raises(IllegalAction) as e:
        st.referee("misdeal", 1)
    assert "D5" in str(e.value.law)
    with pytest.raises(IllegalAction):
        st.referee("no-such-call", 1)


def test_referee_play_out_of_turn_is_trailed_at_his_turn():
    st = position("cassino", {0: "9D 4C", 1: "5S 4H"}, "5H")
    r = st.referee("play-out-of-turn", 1, card="5S")
    assert r.law == CASSINO_LAWS.cite("P1") and "5S" not in {str(Card(c)) for c in st.hidden_cards(0)}
    st.apply("trail 4C")
    assert strs(st) == ["trail 5S"]                           # he may not take the 5H with it
    with pytest.raises(IllegalAction) as e:
        st.apply("take 5S 5H")
    assert "P1" in str(e.value.law)


def test_referee_exposed_card_later_round_and_wrong_number():
    st = get_game("cassino").new_deal(2, None, SeededShuffler(4))
    while st.round < 2:
        st.apply(st.legal_actions()[0])
    card = str(Card(st.hands[0][0]))
    top = st.deck[st.pos]
    r = st.referee("exposed-card", 0, card=card)
    assert r.law == CASSINO_LAWS.cite("D7") and top in st.hands[0]
    assert parse_card(card) in st.deck[st.pos:]
    with pytest.raises(IllegalAction):
        st.referee("exposed-card", 0, card=card)           # no longer his
    st.referee("wrong-number", 0)
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert st.points()[st.dealer] == 0 and 1 in st.barred
    assert sum(st.outcome()) == 0


def test_referee_false_build_and_trail_with_build_are_checked():
    st = position("cassino", {0: "9D 2C", 1: "KH"}, "7H")
    st.apply("build 9 2C 7H")
    with pytest.raises(IllegalAction) as e:
        st.referee("false-build", 1, value=9)
    assert "P3" in str(e.value.law) and "holds" in str(e.value)
    with pytest.raises(IllegalAction) as e:
        st.referee("trail-with-build", 0)
    assert "R5" in str(e.value.law)
    st.hands[0] = [parse_card("2D")]                         # as if he never held the nine
    r = st.referee("false-build", 1, value=9)
    assert r.effect["broken"] == 9 and all(not it.build for it in st.table)


def test_setup_errors_and_views():
    with pytest.raises(SetupError):
        get_game("cassino").new_deal(3, {"partners": True})
    st = get_game("cassino").new_deal(4, {"partners": True}, SeededShuffler(3))
    text = st.render_view(st.view(0))
    assert "Table:" in text and "Your hand (N)" in text
    st = get_game("spade-cassino").new_deal(2, None, SeededShuffler(3))
    assert st.view(None)["pegged"] == [0, 0] and st.view(None)["hand"] is None
