"""Seed 004's draw-poker variants on the draw engine (catalog 004.md §1.18.3, §1.18.5):
blind-opening, shotgun, lowball, spit-in-the-ocean, pig-in-a-poke and high-low-poker.

Where the catalog prints an oracle the test cites it (O78 lowball, O82-O84 high-low); for the
rest (blind opening, shotgun, spit in the ocean, pig in a poke) the catalog has none, so each
test is a deal worked by hand from the rule text, named as such."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards, standard_pack
from hoyle.core import SetupError, StackedShuffler, get_game
from hoyle.core.actions import Action
from hoyle.core.errors import IllegalAction, RuleOptionError


def _order(n, dealer, hands: dict[int, str], then: str = "", joker=False):
    """A pack (top first) dealing ``hands`` one card at a time from the dealer's left, then the
    cards ``then`` (widow, burn, draws in turn), then the rest."""
    seats = [(dealer + 1 + k) % n for k in range(n)]
    parsed = {s: parse_cards(h) for s, h in hands.items()}
    size = len(next(iter(parsed.values())))
    order = [parsed[s][k] for k in range(size) for s in seats]
    order += parse_cards(then) if then else []
    pack = list(standard_pack(1 if joker else 0).cards)
    order += [c for c in pack if c not in order]
    assert sorted(order) == sorted(pack)
    return order


def _deal(slug, n, hands, then="", dealer=None, rules=None):
    g = get_game(slug)
    dealer = n - 1 if dealer is None else dealer
    return g.new_deal(n, rules=rules, shuffler=StackedShuffler([_order(n, dealer, hands, then)]),
                      context={"dealer": dealer})


def _do(st, *moves):
    for m in moves:
        st.act(st.to_act, Action.parse(m) if isinstance(m, str) else m)


def test_blind_opening_worked_by_hand():
    # worked by hand from 004 §1.18.3 (no catalog oracle): dealer 3 antes 1 (dead), seat 0
    # bets 1 blind, seat 1 raises to 2 blind; seat 2 speaks first and must call 2; a raise
    # before the draw is at most 1; after the draw seat 0 (the first blind) speaks first,
    # may check, and raises up to 2
    st = _deal("blind-opening", 4, {0: "AS AH 7C 5D 2S", 1: "KS KH 8C 6D 3S",
                                    2: "QS QH 9C 4D 3H", 3: "JS JH TC 4C 2H"})
    assert st.staked == [1, 2, 0, 1] and st.to_act == 2
    assert st.view(2)["to_call"] == 2
    with pytest.raises(IllegalAction):
        st.act(2, Action.parse("raise 2"))           # above the one-chip limit
    _do(st, "call", "fold", "call", "check")         # seat 2, dealer 3 out, seat 0 makes good 1, seat 1 stands
    assert st.staked == [2, 2, 2, 1] and st.phase == 2
    _do(st, "stand", "stand", "stand")
    assert st.to_act == 0 and st.view(0)["limit"] == 2
    _do(st, "check", "bet 2", "call", "raise 2", "call", "call")
    assert st.is_over and st.winners == [0]
    assert st.outcome() == [3 * 6 + 1 - 6, -6, -6, -1]


def test_blind_opening_needs_three_players_and_no_jackpots():
    with pytest.raises(SetupError, match="3"):
        get_game("blind-opening").new_deal(2)
    with pytest.raises(RuleOptionError):
        get_game("blind-opening").make_rules({"jackpots": "always"})


def test_shotgun_worked_by_hand():
    # worked by hand from 004 §1.18.3 (no catalog oracle): three cards, then an interval
    # where any hand opens and nobody checks; then the fourth and fifth cards
    st = _deal("shotgun", 3, {0: "2S 7H 9C KD 4S", 1: "AS AH 8C 6D 3S", 2: "QS QH 9D 5D 3H"})
    assert st.phase == 5 and all(len(h) == 3 for h in st.hands)
    assert Action("check") not in st.legal_actions()
    _do(st, "bet 1", "call", "call")                 # seat 0 opens on 2-7-9, no pair needed
    assert st.opener == 0 and st.phase == 1 and all(len(h) == 5 for h in st.hands)
    assert Action("check") in st.legal_actions()     # the pot is open: the interval allows checks
    _do(st, "check", "check", "check")
    _do(st, "discard 2S 7H 9C", "discard 8C 6D 3S", "discard 9D 5D 3H")
    assert st.to_act == 0                            # the opener bets first after the draw


def test_shotgun_nobody_opens_carries_the_pot():
    st = _deal("shotgun", 3, {0: "2S 7H 9C KD 4S", 1: "AS AH 8C 6D 3S", 2: "QS QH 9D 5D 3H"})
    _do(st, "fold", "fold")
    assert st.is_over and st.unopened and st.carried_out == 3


def test_lowball_o78_bicycle_and_the_stay_bets():
    # O78: 5-4-3-2-A, mixed or suited, is the best low; A-2-3-4-6 beats A-2-3-4-7
    st = _deal("lowball", 3, {0: "AS 2S 3S 4S 5S", 1: "AH 2H 3H 4H 6D", 2: "AD 2D 3D 4D 7C"},
               then="KC")
    assert st.staked == [1, 0, 1] and st.to_act == 1      # dealer 2 and seat 0 ante; seat 1 opens
    assert Action("check") not in st.legal_actions()     # (2): open (stay) or drop, no check
    with pytest.raises(IllegalAction):
        st.act(1, Action.parse("raise 2"))               # (2): the most is the ante, one chip
    _do(st, "call", "check", "check")                    # the antes are stay bets
    assert st.burned == parse_cards("KC")                # 004 (3): the top card burnt before the draw,
    assert "KC" in " ".join(st.log_lines()) and parse_cards("KC")[0] in st.discards   # shown, discarded
    _do(st, "stand", "stand", "stand")
    assert st.to_act == 0                                # nearest the dealer's left
    _do(st, "check", "bet 2", "call")
    with pytest.raises(IllegalAction):                   # 004 (4): a checker may not raise
        st.act(0, Action.parse("raise 2"))
    _do(st, "call")
    assert st.winners == [0] and st.outcome() == [6, -3, -3]


def test_lowball_three_antes_option():
    st = _deal("lowball", 4, {0: "AS 2S 3S 4S 5S", 1: "AH 2H 3H 4H 6D", 2: "AD 2D 3D 4D 7C",
                              3: "KS KH KD 9S 9H"}, rules={"forced_bets": "lowball-three"})
    assert st.staked == [1, 1, 0, 1] and st.to_act == 2


def test_lowball_o78_second_pair_loses_to_any_no_pair():
    st = _deal("lowball", 2, {0: "AS AH 2C 3D 4S", 1: "KH QH 9H 8D 7C"}, then="2D")
    _do(st, "check", "check", "stand", "stand", "check", "check")   # both anted: nothing to call
    assert st.winners == [1]


def test_spit_in_the_ocean_worked_by_hand():
    # worked by hand from 004 §1.18.3 (no catalog oracle): four cards each, the next card face
    # up in the middle is every hand's fifth; seat 0's JS JD with the widow JH opens
    st = _deal("spit-in-the-ocean", 2, {0: "JS JD 7C 2S", 1: "KS QH 9C 5D"}, then="JH")
    assert st.common == parse_cards("JH") and all(len(h) == 4 for h in st.hands)
    assert "JH" in st.view(1)["widow"]
    _do(st, "bet 1", "call", "stand", "stand", "check", "check")
    assert st.winners == [0] and st.values[0].describe().startswith("three jacks")


def test_pig_in_a_poke_widow_rank_is_wild():
    # worked by hand from 004 §1.18.3 (no catalog oracle): the widow 5H and the 5S in seat 1's
    # hand are wild, so KS KH 5S + 5H is four kings against seat 0's natural three queens
    st = _deal("pig-in-a-poke", 2, {0: "QS QD QC 2S", 1: "KS KH 5S 9D"}, then="5H")
    _do(st, "check", "bet 1", "call", "stand", "stand", "check", "check")
    assert st.winners == [1] and st.values[1].category.name == "FOUR_OF_A_KIND"
    # 'pig-others': only the other fives are wild, the widow itself is a natural five
    st = _deal("pig-in-a-poke", 2, {0: "QS QD QC 2S", 1: "KS KH 5S 9D"}, then="5H",
               rules={"widow": "pig-others"})
    _do(st, "check", "bet 1", "call", "stand", "stand", "check", "check")
    assert st.values[1].category.name == "THREE_OF_A_KIND"      # the 5S alone as a king


def _high_low(hands, then=""):
    st = _deal("high-low-poker", 3, hands, then=then)
    return st


def test_high_low_o83_odd_chip_to_the_high():
    # O83's rule: the odd chip goes to the high hand. Antes 3; seat 0 opens 5, seat 1 calls,
    # seat 2 drops: a pot of 13, split 7 to the high and 6 to the low
    st = _high_low({0: "AS AH AC 9D 8S", 1: "6H 4D 3C 2S AD", 2: "KS QH JC 5D 7H"})
    _do(st, "bet 5", "call", "fold", "stand", "stand", "check", "check")
    assert st.phase == 6 and st.legal_actions() == [Action("declare", ("high",)), Action("declare", ("low",))]
    _do(st, "declare high", "declare low")
    assert st.won == [7, 6, 0] and st.outcome() == [1, 0, -1]


def test_high_low_o82_nine_seven_below_nine_eight():
    # O82: 9-7-6-5-4 is a better low than 9-8-4-3-2; both declare low, the whole pot to it
    st = _high_low({0: "JS JH 9C 8D 4S", 1: "9H 7D 6C 5S 4D", 2: "9S 8H 4C 3S 2D"})
    _do(st, "bet 1", "call", "call", "stand", "stand", "stand", "check", "check", "check")
    _do(st, "declare high", "declare low", "declare low")
    assert st.won == [3, 3, 0]                           # a pot of 6: 3 high, 3 to the better low


def test_high_low_all_declare_alike_best_takes_all():
    st = _high_low({0: "JS JH 9C 8D 4S", 1: "9H 7D 6C 5S 4D", 2: "9S 8H 4C 3S 2D"})
    _do(st, "bet 1", "call", "call", "stand", "stand", "stand", "check", "check", "check")
    _do(st, "declare high", "declare high", "declare high")
    assert st.won == [6, 0, 0]
    with pytest.raises(IllegalAction):
        st2 = _high_low({0: "JS JH 9C 8D 4S", 1: "9H 7D 6C 5S 4D", 2: "9S 8H 4C 3S 2D"})
        _do(st2, "bet 1", "call", "call", "stand", "stand", "stand", "check", "check", "check")
        st2.act(0, Action.parse("declare both"))


def test_high_low_o84_joker_is_the_best_low():
    # O84: with the joker, 4-3-2-A-joker is the lowest hand
    from hoyle.evaluators import HIGH_LOW, evaluate_low
    g = get_game("high-low-poker")
    st = g.new_deal(2, rules={"joker": True})
    assert st.cfg.low_rules.joker == "unpaired_ace" and 52 in st.cfg.low_rules.wild_cards
    assert evaluate_low(parse_cards("4S 3D 2C AS JKR"), st.cfg.low_rules) > \
        evaluate_low(parse_cards("6S 4D 3C 2S AD"), HIGH_LOW)


def test_stormy_weather_worked_by_hand():
    # worked by hand from 004 §1.18.3 (no catalog oracle): four cards each, three table cards
    # face down; an interval where any hand opens and nobody checks; a draw of up to four;
    # then each table card turned with an interval after it; any one table card is the fifth
    st = _deal("stormy-weather", 2, {0: "KS KH 7C 2S", 1: "QS QH 9C 5D"}, then="KD QC 3H 4C 6D 8H TD")
    assert all(len(h) == 4 for h in st.hands) and st.table == parse_cards("KD QC 3H")
    assert "table" not in st.view(0) or st.view(0)["table"] == []
    assert not {"KD", "QC", "3H"} & {str(c) for c in st.view(0)["seats"][0].get("shown", [])}
    assert Action("check") not in st.legal_actions()           # bet or drop
    _do(st, "bet 1", "call")
    assert max(len(a.args) for a in st.legal_actions() if a.verb == "discard") == 4
    _do(st, "discard 7C 2S", "discard 9C 5D")                  # 4C 6D to seat 0, 8H TD to seat 1
    for k in range(3):
        assert st.turned == k + 1 and st.view(1)["table"] == [str(c) for c in st.table[:k + 1]]
        _do(st, "check", "check")
    assert st.is_over
    # KS KH 4C 6D with the KD: three kings; QS QH 8H TD with the QC: three queens
    assert st.values[0].describe().startswith("three kings")
    assert st.values[1].describe().startswith("three queens")
    assert st.winners == [0] and st.outcome() == [2, -2]


def test_stormy_weather_nobody_opens_carries():
    st = _deal("stormy-weather", 3, {0: "KS KH 7C 2S", 1: "QS QH 9C 5D", 2: "2H 3D 8S 9H"})
    _do(st, "fold", "fold")
    assert st.is_over and st.unopened and st.carried_out == 3


def test_the_new_rule_options_refuse_bad_combinations():
    g = get_game("draw-poker-modern")
    for bad in ({"hand_size": 4}, {"widow": "spit"}, {"table_cards": 3},
                {"ranking": "low"}, {"forced_bets": "lowball"}, {"shotgun": True, "jackpots": "off"}):
        with pytest.raises(RuleOptionError):
            g.make_rules(bad)
