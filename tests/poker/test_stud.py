"""The stud family (hoyle.games.poker.stud) against its texts: Foster's stud poker, methods A and
B (seed 002; catalog O-002-19), and seed 004 §1.18.1's six-card stud, seven-card stud (as
printed, with the seventh card down, and the casino F7S option), seven-card stud with the low
hole card wild, Mexican stud, five-card stud with the last card down, and stud lowball.

The catalog prints one oracle for the family (O-002-19); for every other game the deal here is
worked by hand from the rule text, and named so. Deals are stacked: the first cards listed are
dealt first, one at a time from the dealer's left (the dealer is the last seat, so seat 0 gets
the first card), all the down cards of a street before its up cards.
"""

from __future__ import annotations

import pytest

from hoyle.bots import RandomBot  # noqa: F401  (the generic bot is available to every game)
from hoyle.cards import parse_card, standard_pack
from hoyle.core import IllegalAction, SeededShuffler, StackedShuffler, get_game
from hoyle.core.actions import Action
from hoyle.games.poker import STREETS, StudBot, StudMatch, StudRules, StudState
from hoyle.games.poker.laws import FOSTER_LAWS
from hoyle.games.poker.stud import FOSTER_B_SOURCE, showing_value

STUD_SLUGS = ("stud-poker-foster", "six-card-stud", "seven-card-stud", "seven-card-stud-low-hole-wild",
              "mexican-stud", "five-card-stud-last-card-down", "stud-lowball")


def deal(slug, cards: str, n=4, context=None, **options):
    g = get_game(slug)
    first = [parse_card(t) for t in cards.split()]
    rest = [c for c in standard_pack().cards if c not in first]
    rules = g.rules_cls(**{**g.defaults, **options})
    return g.state_cls(n, rules, StackedShuffler([first + rest]), context or {})


def play(st, *texts):
    for t in texts:
        st.apply(t)


def ups(st, s):
    return " ".join(map(str, st.up[s]))


# --------------------------------------------------------------------------- Foster, method B

def test_o_002_19_the_highest_up_card_bets_first_and_an_uncalled_bet_takes_the_pot_and_the_deal():
    """O-002-19: the highest card showing makes the first bet; a bet nobody calls takes the pot
    and the next deal. The buck (the first dealer) antes for all four (seed 002 Straight Poker)."""
    st = deal("stud-poker-foster", "2C 3C 4C 5C  7D 9D AD 8D")
    assert st.paid == [0, 0, 0, 4] and st.buck == 3
    assert st.to_act == 2 and ups(st, 2) == "AD"                  # the ace showing speaks first
    assert [str(a) for a in st.legal_actions()][:2] == ["fold", "bet 1"]      # no check: he bets
    with pytest.raises(IllegalAction) as e:
        st.apply("check")
    assert e.value.law == FOSTER_B_SOURCE
    play(st, "bet 5", "fold", "fold", "fold")
    assert st.is_over and st.outcome() == [0, 0, 4, -4] and st.winners == [2]
    m = StudMatch(get_game("stud-poker-foster"), 4, st.rules)
    ctx = m.carry(st)
    assert ctx["dealer"] == 2 and ctx["buck"] == 0        # the winner deals; the buck passes left


def test_o_002_19_later_rounds_are_opened_by_the_best_hand_showing():
    """After the second up card the best visible hand (a pair beats an ace) bets first."""
    st = deal("stud-poker-foster", "2C 3C 4C 5C  7D 9D AD 8D  7H KS 3S QH")
    play(st, "bet 1", "call", "call", "call")     # seat 2 (ace) opens; the rest come in
    assert [ups(st, s) for s in range(4)] == ["7D 7H", "9D KS", "AD 3S", "8D QH"]
    assert st.to_act == 0                         # the pair of sevens showing
    play(st, "bet 2", "call", "fold", "fold")
    assert st.street == 2 and st.to_act in (0, 1)


def test_foster_stud_does_not_count_straight_flushes():
    """Seed 002: straight flushes are not counted (a straight flush then ranks as a flush, the
    evaluator's reading), so a full house beats 5-9 of hearts; 004's games count it."""
    st = deal("stud-poker-foster", "5H KC  6H KD  7H KS  8H 2C  9H 2S", n=2)
    while not st.is_over:
        st.apply("bet 1" if Action("bet", (1,)) in st.legal_actions() else "call")
    assert not st.values[0].describe().startswith("straight flush") and st.winners == [1]
    st = deal("six-card-stud", "5H KC  6H KD 7H KS 8H 2C 9H 2S 3C 3D", n=2)
    while not st.is_over:
        st.apply("check" if Action("check") in st.legal_actions() else "call")
    assert "straight flush" in st.values[0].describe() and st.winners == [0]


# --------------------------------------------------------------------------- Foster, method A

def test_method_a_worked_by_hand_one_down_four_up_one_interval_all_pass_makes_a_double_pot():
    """Worked by hand from seed 002 (method A, betting as straight poker): one card down and
    four up, then from the dealer's left each may pass once before a bet; if all pass, the pot
    stays, the buck antes again in the next deal (a double pot), and the deal passes left."""
    g = get_game("stud-poker-foster")
    rules = StudRules(**{**g.defaults, "streets": "foster-a"})
    st = StudState(3, rules, SeededShuffler(5))
    assert [len(st.down[s]) for s in range(3)] == [1, 1, 1] and [len(st.up[s]) for s in range(3)] == [4, 4, 4]
    assert st.to_act == 0 and Action("check") in st.legal_actions()      # the age may pass
    play(st, "check", "check", "check")
    assert st.is_over and st.unopened and st.outcome() == [0, 0, -3] and st.house_take() == 3
    m = StudMatch(g, 3, rules)
    ctx = m.carry(st)
    assert ctx["pot_carried"] == 3 and ctx["dealer"] == 0 and ctx["buck"] == 0
    nxt = StudState(3, rules, SeededShuffler(6), ctx)
    assert nxt.pot == 6 and nxt.paid == [3, 0, 0]                        # the double pot


def test_method_a_a_player_who_passed_must_decide_after_a_bet():
    g = get_game("stud-poker-foster")
    st = StudState(3, StudRules(**{**g.defaults, "streets": "foster-a"}), SeededShuffler(5))
    play(st, "check", "bet 3")
    assert st.to_act == 2
    play(st, "fold")
    assert st.to_act == 0 and [str(a) for a in st.legal_actions()][:2] == ["fold", "call"]
    play(st, "call")
    assert st.is_over and st.values and sum(st.outcome()) == 0


# --------------------------------------------------------------------------- seed 004's variants

def test_six_card_stud_worked_by_hand_the_sixth_card_comes_down_best_five_of_six():
    """Worked by hand from 004 §1.18.1: after the fourth interval a sixth card down and a fifth
    interval; the best five of six (seat 0's down 9S makes 9-9 with the 9H up)."""
    st = deal("six-card-stud", "2C 3C  9H 4D  5S 5D  7H KD  JC QD  9S AC", n=2)
    while not st.is_over:
        assert len(st.up[0]) == min(st.street + 1, 4)
        st.apply("check")
    assert len(STREETS["six-card"].streets) == 5
    assert [str(c) for c in st.down[0]] == ["2C", "9S"] and len(st.up[0]) == 4
    assert st.values[0].describe().startswith("pair of nines")


def test_seven_card_stud_as_printed_deals_two_down_and_five_up_the_option_the_seventh_down():
    st = deal("seven-card-stud", "", n=3)
    while not st.is_over:
        st.apply("check")
    assert [len(st.down[s]) for s in range(3)] == [2, 2, 2] and [len(st.up[s]) for s in range(3)] == [5] * 3
    st = deal("seven-card-stud", "", n=3, streets="seven-card-last-down")
    while not st.is_over:
        st.apply("check")
    assert [len(st.down[s]) for s in range(3)] == [3, 3, 3] and [len(st.up[s]) for s in range(3)] == [4] * 3


def test_seven_card_stud_with_eight_players_deals_one_card_to_the_middle_when_the_pack_is_short():
    """Our reading (the standard rule): 8 x 7 = 56 cards; the last round is one card face up
    in the middle, part of every hand."""
    st = deal("seven-card-stud", "", n=8)
    while not st.is_over:
        st.apply("check")
    assert len(st.common) == 1 and len(st.stock) == 3
    assert all(len(st.down[s]) + len(st.up[s]) == 6 for s in range(8))
    assert sum(len(v) for v in st.card_locations().values()) == 52
    assert all(set(map(str, st.common)) <= set(st.view(s)["common"]) for s in range(8))


def test_low_hole_card_wild_worked_by_hand():
    """Worked by hand from 004 §1.18.1: seat 0's lowest hole card is a four, so both his fours
    are wild: 4C 4S with K K K up is five kings; seat 1 (hole 2C 2D) has deuces wild: Q Q Q Q."""
    st = deal("seven-card-stud-low-hole-wild", "4C 2C  9D 2D  KH QH  KD QD  KS QS  4S QC  7C 8C", n=2)
    while not st.is_over:
        st.apply("check")
    assert st.values[0].describe().startswith("five kings")
    assert st.values[1].describe().startswith("five queens") and st.winners == [0]


def test_mexican_stud_every_card_down_and_each_turns_up_one_keeping_one_in_the_hole():
    """Worked by hand from 004 §1.18.1: two down; each turns one up (seat 0 first); then the
    interval; each later card comes down and another is turned up; one hole card at the end."""
    st = deal("mexican-stud", "AS 2C  KD 3C", n=2)
    assert st.phase == "expose" and st.to_act == 0 and st.up == [[], []]
    with pytest.raises(IllegalAction):
        st.apply("expose 2C")                           # not his card
    play(st, "expose KD")
    v1 = st.view(1)
    assert v1["seats"][0]["up"] == ["KD"] and v1["seats"][0]["down"] == 1 and "AS" not in str(v1)
    play(st, "expose 3C")
    assert st.phase == "betting" and st.to_act == 0        # the king showing opens
    while not st.is_over:
        legal = st.legal_actions()
        st.apply(next((a for a in legal if a.verb == "check"), legal[-1]) if st.phase == "betting"
                 else legal[0])
    assert all(len(st.down[s]) == 1 and len(st.up[s]) == 4 for s in range(2))


def test_five_card_stud_last_card_down_and_the_optional_last_card_down():
    st = deal("five-card-stud-last-card-down", "", n=2)
    while not st.is_over:
        st.apply("check")
    assert [len(st.down[s]) for s in range(2)] == [2, 2] and [len(st.up[s]) for s in range(2)] == [3, 3]
    st = deal("five-card-stud-last-card-down", "9C 2C  9D 3D  5S 5D  7H KD", n=2,
              streets="optional-last-down")
    play(st, "check", "check", "check", "check", "check", "check")
    assert st.phase == "turn up or keep" and st.to_act == 0
    play(st, "turn-up", "keep")
    assert ups(st, 0) == "9D 5S 7H 9C" and len(st.down[0]) == 1      # his hole card shows, the last is down
    assert len(st.up[1]) == 4 and [str(c) for c in st.down[1]] == ["2C"]


def test_stud_lowball_the_lowest_showing_opens_and_the_lowest_hand_wins():
    """004 §1.18.1: the lowest hand wins, the lowest hand showing opens each interval; the
    ranking is lowball's (§1.18.3: ace low, straights and flushes ignored, 5-4-3-2-A best)."""
    st = deal("stud-lowball", "5H KC  KD AC  2S 2D  3S QD  4S 9C", n=2)
    assert st.to_act == 1                                 # the ace (low) opens against the king
    play(st, "check", "check")
    assert st.to_act == 1                                 # A-2 showing against K-2
    while not st.is_over:
        st.apply("check")
    # K-5-4-3-2 is lower than K-Q-9-2-A: seat 0 wins, though seat 1's board looked better
    assert st.values[0] > st.values[1] and st.winners == [0]
    assert showing_value([parse_card("AC")], low=True) > showing_value([parse_card("2C")], low=True)
    assert showing_value([parse_card("7C"), parse_card("5D")], low=True) > \
        showing_value([parse_card("2C"), parse_card("2D")], low=True)


# --------------------------------------------------------------------------- the casino option

def test_casino_seven_card_stud_f7s_antes_bring_in_by_the_lowest_card_fixed_limits():
    """The modern option (PHH's F7S): everyone antes 1; the lowest up card brings it in for 2
    (2C below 2D: clubs lowest); he may stand or complete to 4; 3rd/4th streets bet 4, the
    later ones 8; three raises after the bet; the seventh card down."""
    st = deal("seven-card-stud", "AH AD KH KD  QH QD JH JD  2D 2C 9S TS", casino=True)
    assert st.paid == [1, 2 + 1, 1, 1] and st.to_act == 1
    # the bring-in stands on his forced bet or completes it; he may not drop yet (PHH F7S)
    assert [str(a) for a in st.legal_actions()] == ["check", "raise 2"]
    play(st, "check", "raise 2", "raise 4", "raise 4", "raise 4")
    assert [str(a) for a in st.legal_actions()] == ["fold", "call"]   # a bet and three raises
    play(st, "call", "call", "call")
    assert st.street == 1 and st.paid == [17] * 4
    with pytest.raises(IllegalAction) as e:
        st.apply("bet 5")
    assert e.value.law == FOSTER_LAWS.cite_about("bet-limit")
    play(st, "bet 4", "call", "call", "call")               # 4th street: the small bet
    assert [str(a) for a in st.legal_actions() if a.verb == "bet"] == ["bet 8"]   # 5th: the big
    while not st.is_over:
        st.apply("check")
    assert all(len(st.down[s]) == 3 and len(st.up[s]) == 4 for s in range(4))
    assert sum(st.outcome()) == 0


# --------------------------------------------------------------------------- what a seat sees

@pytest.mark.parametrize("slug", STUD_SLUGS)
def test_up_cards_are_public_and_down_cards_are_hidden_from_the_other_seats(slug):
    st = get_game(slug).new_deal(4, None, SeededShuffler(3))
    while st.phase != "betting":
        st.apply(st.legal_actions()[0])
    for seat in range(4):
        v = st.view(seat)
        hidden = st.hidden_cards(seat)
        for s in range(4):
            assert v["seats"][s]["up"] == [str(c) for c in st.up[s]]
            assert all(c in hidden for c in st.down[s]) == (s != seat)
        assert v["hole"] == [str(c) for c in st.down[seat]]
        text = str(v)
        assert not any(str(c) in text for s in range(4) if s != seat for c in st.down[s])


@pytest.mark.parametrize("slug", STUD_SLUGS)
def test_a_table_of_heuristic_bots_plays_most_deals_and_often_shows(slug):
    """A table of four heuristic bots reaches a showdown in at least a quarter of 60 deals (in
    100 deals: 40% for Foster's stud, whose first speaker must bet, up to 75% for seven-card)."""
    g = get_game(slug)
    shows = 0
    for seed in range(60):
        st = g.new_deal(4, None, SeededShuffler(seed))
        bots = [StudBot(s, seed) for s in range(4)]
        while not st.is_over:
            s = st.to_act
            st.apply(bots[s].choose(st.view(s), st.legal_actions()))
        shows += bool(st.values)
    assert shows >= 60 // 4, f"{slug}: {shows} showdowns in 60 deals"


def test_the_rule_options_refuse_what_the_texts_do_not_allow():
    from hoyle.core.errors import RuleOptionError
    with pytest.raises(RuleOptionError):
        StudRules(casino=True).validate()                 # five-card streets
    with pytest.raises(RuleOptionError):
        StudRules(streets="five-card", wild="low-hole").validate()


def test_the_best_five_of_seven_with_wild_cards_equals_trying_every_five():
    """hand_value's shortcut (every wild card in the five) against all 21 fives, on random hands
    dealt to hold kings (low hole wild's usual wild rank) and on every tie rule."""
    import itertools
    import random

    from hoyle.evaluators.poker import FOSTER, evaluate
    from hoyle.games.poker.stud import _wild_rules, hand_value
    rng = random.Random(5)
    for ties in ("wild_wins", "natural_wins", "split"):
        hr = FOSTER.replace(name=f"foster-{ties}", wild_ties=ties)
        for _ in range(150):
            cards = rng.sample(range(52), 7)
            wild = rng.choice([13, 12, 2])
            rules = _wild_rules(hr, wild)
            brute = max(evaluate(f, rules) for f in itertools.combinations(cards, 5))
            assert hand_value(cards, hand_rules=hr, wild_rank=wild) == brute
