"""The exchange games (whiskey-poker, thirty-one-schnautz, commerce-foster, commerce-widow,
commerce-british, my-ship-sails) against the catalog's oracles, each cited by id, and deals
worked by hand from the rule text (named as such); the exchange mechanic on its own."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_card, parse_cards, piquet_pack, standard_pack
from hoyle.core import IllegalAction, StackedShuffler, get_game
from hoyle.core.errors import RuleOptionError, SetupError
from hoyle.games.poker.exchange_games import FORMS, hand_value
from hoyle.mechanics.exchange import Exchange, ExchangeRules


def deal(slug, n, hands, widow=(), *, dealer=None, rules=None, stock=()):
    """A deal of ``slug`` with the given hands (seat order), widow and top of the stock."""
    g = get_game(slug)
    r = g.rules_cls(**{**g.defaults, **(rules or {})})
    form = FORMS[r.form]
    dealer = n - 1 if dealer is None else dealer
    hands = [parse_cards(h) for h in hands]
    widow = parse_cards(widow) if widow else []
    order = []
    for k in range(max(form.hand, form.widow)):
        for s in [(dealer + 1 + j) % n for j in range(n)]:
            if s == dealer and k < form.widow:
                order.append(widow[k])
            if k < form.hand:
                order.append(hands[s][k])
    pack = piquet_pack().cards if r.pack == 32 else standard_pack().cards
    top = parse_cards(stock) if stock else []
    rest = top + [c for c in pack if c not in order and c not in top]
    return g.state_cls(n, r, StackedShuffler([order + rest]), {"dealer": dealer})


def play(state, *actions):
    for a in actions:
        state.apply(a)
    return state


# --------------------------------------------------------------------------- whiskey poker
FIVE = ["2C 7D 9H JS KC", "3C 4D 8H TS QD", "2D 5C 6H 8S AC", "3D 4H 7C 9S KH", "2H 5D 6S TC QH"]


def test_whiskey_poker_wp01_the_book_sequence():
    """O-002-20 / WP-01: five players, E deals; A passes, B takes the widow, C and D draw from
    B's hand left in the widow, E knocks without drawing; A, B, C and D may then draw or
    exchange in turn, and after D the hands are shown."""
    s = deal("whiskey-poker", 5, FIVE, "AH AD AS KD KS")
    assert s.to_act == 0 and {a.verb for a in s.legal_actions()} == {"take", "pass", "knock"}
    play(s, "pass", "take")                        # A passes; B takes the widow unseen
    assert s.ex.widow_up and sorted(s.ex.widow) == sorted(parse_cards(FIVE[1]))
    assert s.view(2)["widow"] and "pass" not in {a.verb for a in s.legal_actions()}
    with pytest.raises(IllegalAction, match="only after somebody has knocked"):
        s.apply("pass")                            # C may not decline before a knock
    play(s, "exchange 2D 3C", "exchange 3D 4D")    # C and D draw from B's old hand
    assert {"exchange", "knock"} <= {a.verb for a in s.legal_actions()}   # E draws or knocks, not both
    play(s, "knock")
    assert s.to_act == 0 and "pass" in {a.verb for a in s.legal_actions()}   # A may now draw or not
    play(s, "exchange 2C 2D", "pass", "pass")
    assert s.to_act == 3 and not s.is_over
    play(s, "pass")                                # after D the hands are shown: E knocked
    assert s.is_over and s.ex.ended == "knock"
    assert s.winners == [1] and s.outcome() == [-1, 4, -1, -1, -1]   # B's aces take the pool of 5


def test_whiskey_poker_dealer_must_take_or_turn_the_widow():
    """Seed 002: nobody took the widow by the dealer's turn: he must take it or turn it up;
    even his knock turns it up (a deal worked by hand from the rule text)."""
    s = deal("whiskey-poker", 3, FIVE[:3], "AH AD AS KD KS")
    play(s, "pass", "pass")
    assert {a.verb for a in s.legal_actions()} == {"take", "turn", "knock"}
    with pytest.raises(IllegalAction, match="take it or turn it face up"):
        s.apply("pass")
    play(s, "knock")
    assert s.ex.widow_up and s.view(0)["widow"] == ["AH", "AD", "AS", "KD", "KS"]
    play(s, "exchange 2C AH", "take")
    assert s.is_over and s.winners == [1]


def test_whiskey_poker_markers_o002_21():
    """O-002-21: the marker game has no pool; the worst hand shown puts one marker in the middle."""
    s = deal("whiskey-poker", 3, FIVE[:3], "AH AD AS KD KS", rules={"stakes": "markers"})
    play(s, "knock", "pass", "turn")
    assert s.is_over and s.outcome() == [0, -1, 0] and s.house_take() == 1   # seat 1: queen high
    assert get_game("whiskey-poker").rules_cls(form="whiskey", stakes="markers")
    with pytest.raises(RuleOptionError):
        get_game("thirty-one-schnautz").rules_cls(form="thirty-one", stakes="markers").validate()


# --------------------------------------------------------------------------- thirty-one
def test_thirty_one_ranking_o002_22_to01():
    """O-002-22 / TO-01: A K T of hearts is 31 and wins outright; three sevens beat 30 in one
    suit; without either the best total in one suit wins (ace 11, court cards and tens 10)."""
    def v(t):
        return hand_value(parse_cards(t), "thirty-one")
    assert v("AH KH TH") > v("7C 7D 7H") > v("AS KS 9S")
    assert v("AS KS QS").describe() == "thirty-one"
    assert v("AS KS 9S") > v("AH KH 8C") and v("AH KH 8C") == v("AD KD 2C")   # 30 > 21 = 21


def test_thirty_one_knock_gives_each_other_player_one_more_draw():
    """Seed 002: after a knock each other player draws once more; the knocker may not draw (a
    deal worked by hand from the rule text; equal hands divide, our reading)."""
    s = deal("thirty-one-schnautz", 3, ["2C 3D 4H", "5C 6D 7H", "8C 9D JH"], "AS KS QS")
    assert "knock" in {a.verb for a in s.legal_actions()} and "pass" not in {a.verb for a in s.legal_actions()}
    play(s, "exchange 2C AS", "knock")
    assert {a.verb for a in s.legal_actions()} == {"exchange", "pass"}
    play(s, "exchange 8C KS", "exchange 3D QS")
    assert s.is_over and s.ex.ended == "knock"
    assert s.values[0].describe() == "point 21" and s.winners == [0]   # A+Q spades vs K spades + ...
    assert s.outcome() == [2, -1, -1]


# --------------------------------------------------------------------------- commerce
def test_commerce_british_ranking_o000_30_and_o000_33():
    """O-000-30: tricon > sequence > flush > pair > point; A-K-Q the top sequence, 3-2-A the
    lowest, K-A-2 none. O-000-33: Q J 9 of hearts (29) beats A K 5 of spades (26) as flushes."""
    def v(t):
        return hand_value(parse_cards(t), "commerce-british")
    assert v("2C 2D 2H") > v("3S 2S AS") > v("QH JH 9H") > v("AC AD KH") > v("AC KD QH")
    assert v("AS KS QS") > v("4S 3S 2S") > v("3H 2H AH")
    assert v("KC AC 2C").category.name == "FLUSH"
    assert v("QH JH 9H") > v("AS KS 5S")


def test_commerce_british_table_and_stakes_o000_31_o000_32():
    """O-000-31: seven players with 32 cards, twelve with 52. O-000-32: the dealer pays double."""
    s = deal("commerce-british", 7, ["7C 8C 9C", "7D 8D 9D", "7H 8H 9H", "7S 8S 9S", "TC JC QC",
                                     "TD JD QD", "TH JH QH"], "TS JS QS", rules={"pack": 32})
    assert s.pool == 8
    g = get_game("commerce-british")
    with pytest.raises(SetupError, match="O-000-31"):
        g.state_cls(8, g.rules_cls(form="commerce-british", pack=32))
    assert g.state_cls(12, g.rules_cls(form="commerce-british")).pool == 13


def test_commerce_foster_cm01_the_dealers_liability():
    """CM-01: no triplets; the pool goes to a jack-high sequence flush; the dealer holds a
    nine-high sequence flush and pays a chip to every player; without one he pays the winner."""
    hands = ["9C JC TC", "2D 5H 8C", "3D 6H KC", "7S 8S 9S"]
    s = play(deal("commerce-foster", 4, hands), "knock")
    assert s.is_over and s.winners == [0]
    assert s.outcome() == [3 + 1, 0 - 1 + 1, -1 + 1, -1 - 3]
    hands[3] = "7S 8D 9H"
    s = play(deal("commerce-foster", 4, hands), "knock")
    assert s.outcome() == [3 + 1, -1, -1, -1 - 1]


def test_commerce_foster_cash_and_barter():
    """001 part 3 §A13: trading for cash gives a chip to the dealer for the top of the stock;
    barter passes a card to the left, whose holder gives one back unseen and then trades (a
    deal worked by hand from the rule text)."""
    s = deal("commerce-foster", 3, ["2C 5D 9H", "3C 6D TH", "4C 7D JH"], stock="AH")
    play(s, "buy 2C")
    assert parse_card("AH") in s.ex.hands[0] and s.ex.fees[0] == 1 and s.view(1)["discards"] == ["2C"]
    play(s, "barter 3C")
    assert s.to_act == 2 and s.ex.phase == "return" and s.view(2)["offered"] is None
    assert s.view(1)["offered"] == "3C"
    play(s, "return 4C")
    assert s.to_act == 2 and parse_card("3C") in s.ex.hands[2] and parse_card("4C") in s.ex.hands[1]
    play(s, "knock")
    assert s.is_over and sum(s.outcome()) == 0


def test_commerce_widow_dealer_first_before_looking():
    """001 part 3 §A13: the widow is turned up at once; the dealer speaks first and may take it
    before looking at his cards (his view hides them); the first knock ends the drawing."""
    s = deal("commerce-widow", 3, ["2C 5D 9H", "3C 6D TH", "4C 7D JH"], "AS KS QS")
    assert s.to_act == 2 and s.view(2)["hand"] == [] and parse_card("4C") in s.hidden_cards(2)
    play(s, "take")
    assert s.view(2)["hand"] == ["AS", "KS", "QS"] and s.to_act == 0
    with pytest.raises(IllegalAction):
        s.apply("take")                             # nobody else takes the whole widow
    play(s, "exchange 2C 4C", "knock")
    assert s.is_over and s.winners == [2] and s.outcome() == [-1, -1, 2]


# --------------------------------------------------------------------------- my ship sails
def test_my_ship_sails_cm02():
    """CM-02: the first three-card flush sails and the hands are shown; with no flush after
    two rounds the highest pips in a two-card flush win, ties to the eldest (a deal worked by
    hand from the rule text)."""
    s = deal("my-ship-sails", 3, ["2C 5C 9H", "3C 6D TH", "4S 7D JH"])
    play(s, "barter 9H", "return 3C")             # seat 1 gives 3C back blind: seat 0 has 2C 5C 3C
    assert s.to_act == 0 and s.legal_strings() == ["sail"]
    play(s, "sail")
    assert s.is_over and s.ex.ended == "sail" and s.winners == [0]
    assert s.values[0].describe() == "three-card flush, 10"
    s = deal("my-ship-sails", 3, ["2C 5C 9H", "3S 6D TH", "4S 7D JH"])
    for _ in range(6):
        play(s, "pass")
    assert s.is_over and s.ex.ended == "rounds"
    assert s.winners == [0] and s.values[0].describe() == "two-card flush, 7"
    assert s.values[2].describe() == "no flush"
    s = deal("my-ship-sails", 3, ["2C 9C 4H", "5S 6S TH", "4S 7D JH"])
    for _ in range(6):
        play(s, "pass")
    assert s.winners == [0]                        # 11 and 11: the eldest hand wins the tie


# --------------------------------------------------------------------------- the mechanic
def test_the_exchange_mechanic_on_its_own():
    """mechanics.exchange without a game: whiskey's turns as data, refusals with a reason."""
    rules = ExchangeRules(widow_up="when-taken", take="anyone", pass_while_down=True,
                          dealer_turns_up=True, source="seed 002 Whiskey Poker")
    ex = Exchange(rules, [[1, 2], [3, 4], [5, 6]], 2, widow=[7, 8])
    assert ex.turn == 0
    ex.apply(ex.legal_actions()[-1])               # knock
    assert ex.knocker == 0 and ex.turn == 1
    with pytest.raises(IllegalAction):
        ex.check(ex.legal_actions()[0].__class__("knock"))
    ex.apply(ex.legal_actions()[0].__class__("pass"))
    ex.apply(ex.legal_actions()[0].__class__("turn"))
    assert ex.over and ex.ended == "knock" and ex.widow_up
    with pytest.raises(SetupError):
        ExchangeRules(widow_up="sometimes")
