"""The brag family and the small-hand poker games (hoyle.games.poker.brag) against their texts.

Games: brag-single, brag-three-stake, brag-american (Foster, seed 001 part 3 §A12; catalog
BR-01..BR-05, O-002-24), brag-three-card, brag-seven-card, brag-nine-card, brag-students-dummy
(seed 004 §1.8; O39-O44), three-card-poker and two-card-poker (seed 004 §1.18.4; O80, O81).

Where the catalog has no oracle for a rule, the deal here is worked by hand from the rule text
and named so. Deals are stacked: the cards listed are dealt first, one at a time from the
dealer's left (the dealer is the last seat, so seat 0 gets the first card).
"""

from __future__ import annotations

import itertools
import json

import pytest
from typer.testing import CliRunner

from hoyle.cli import app
from hoyle.analysis.poker import three_card_class_counts, two_card_class_counts
from hoyle.cards import parse_card, parse_cards, standard_pack
from hoyle.core import IllegalAction, SeededShuffler, StackedShuffler, get_game
from hoyle.core.errors import RuleOptionError, SetupError
from hoyle.core.match import Match  # noqa: F401
from hoyle.evaluators.three_card import (
    AMERICAN_BRAG, BRAG, BRAG_BRAGGERS, BRAG_DEUCES_WILD, NINE_CARD_BRAG, SEVEN_CARD_BRAG,
    SINGLE_BRAG, THREE_CARD_POKER, TWO_CARD_DEUCES_WILD, TWO_CARD_POKER, ThreeCategory as TC,
    evaluate2, evaluate3)
from hoyle.games.poker import BragBot
from hoyle.games.poker.brag import SRC_004, SRC_SPLIT, BragRules, BragState

runner = CliRunner()
BRAG_SLUGS = ("brag-single", "brag-three-stake", "brag-american", "brag-three-card",
              "brag-seven-card", "brag-nine-card", "brag-students-dummy", "three-card-poker",
              "two-card-poker")


def deal(slug, cards: str, n=4, context=None, **options):
    g = get_game(slug)
    first = [parse_card(t) for t in cards.split()]
    rest = [c for c in standard_pack().cards if c not in first]
    rules = g.rules_cls(**{**g.defaults, **options})
    return g.state_cls(n, rules, StackedShuffler([first + rest]), context or {})


def play(st, *texts):
    for t in texts:
        st.apply(t)


def v3(text, ranking):
    return evaluate3(text, ranking)


# --------------------------------------------------------------------------- Foster's rankings

def test_o_002_24_brag_is_for_three_to_twelve_with_the_full_pack():
    """O-002-24 (seed 002 §10): 3 to 12 players, 52 cards."""
    for slug in ("brag-single", "brag-three-stake", "brag-american"):
        g = get_game(slug)
        assert (g.min_players, g.max_players) == (3, 12)
    st = deal("brag-single", "", n=12)
    assert len(st.hidden_cards(None)) == 52


def test_br_01_three_eights_beat_an_eight_and_two_braggers():
    assert v3("8S 8H 8C", SINGLE_BRAG) > v3("8S AD JC", SINGLE_BRAG)
    assert v3("8S AD JC", SINGLE_BRAG).category is TC.PRIAL


def test_br_02_three_aces_best_two_aces_and_the_club_jack_second():
    """BR-02: three aces are the best hand; two aces and J♣ the second: above every other hand."""
    aaa = v3("AS AH AC", SINGLE_BRAG)
    second = v3("AS AH JC", SINGLE_BRAG)
    assert aaa > second
    others = [evaluate3(h, SINGLE_BRAG) for h in itertools.combinations(range(52), 3)]
    above = [x for x in others if x > second]
    # only prials of aces are above it: the four natural ones (A♦ standing as itself), then
    # the bragger-made ones whose best bragger is A♦ (BR-03's rule: the higher bragger wins)
    assert all(x.category is TC.PRIAL and x.key[1] == 14 for x in above)
    assert sum(1 for x in above if not x.named) == 4
    assert all(int(parse_card("AD")) in {w for w, _ in x.named} for x in above if x.named)


def test_br_03_the_higher_bragger_wins_between_pairs_made_with_braggers():
    """BR-03, the catalog's reading of a garbled line: seven, an odd card and J♣ beats seven,
    an odd card and 9♦ (J♣ is the higher bragger)."""
    assert v3("7S 4H JC", SINGLE_BRAG) > v3("7H 5C 9D", SINGLE_BRAG)
    # a natural pair beats the same pair made with a bragger (the rule above it)
    assert v3("7S 7H 2C", SINGLE_BRAG) > v3("7C 3S AD", SINGLE_BRAG)
    assert v3("7C 3S AD", SINGLE_BRAG).describe() == "pair of sevens (AD as seven)"
    # with no pair nor bragger the high card wins, ace above king
    assert v3("AS 4H 2C", SINGLE_BRAG) > v3("KS QH TC", SINGLE_BRAG)


def test_br_05_american_braggers_beat_naturals_and_three_jacks_tie_three_nines():
    assert v3("JS JH JC", AMERICAN_BRAG) > v3("AS AH AC", AMERICAN_BRAG)
    assert v3("JS JH JC", AMERICAN_BRAG) == v3("9S 9H 9C", AMERICAN_BRAG)
    # two braggers and an ace beat two aces and a bragger
    assert v3("JS 9H AC", AMERICAN_BRAG) > v3("AS AH JC", AMERICAN_BRAG)


def test_bragger_class_counts_by_hand():
    """Worked by hand from §A12's rules (no oracle): prials with the braggers A♦ J♣ 9♦ are the
    three braggers (1), two braggers and any card (3 x 49), one bragger and a natural pair of
    the other 49 cards (3 x (10 x 6 + 3 x 3)), and the natural prials (10 x 4 + 3 x 1): 398.
    American brag's eight braggers: 56 + 28 x 44 + 8 x 11 x 6 + 11 x 4 = 1,860."""
    assert three_card_class_counts(SINGLE_BRAG).counts[TC.PRIAL] == 1 + 147 + 3 * 69 + 43
    assert three_card_class_counts(AMERICAN_BRAG).counts[TC.PRIAL] == 56 + 1232 + 528 + 44
    assert sum(three_card_class_counts(SINGLE_BRAG).counts.values()) == 22100


# --------------------------------------------------------------------------- 004's rankings

def test_o39_the_printed_order_and_three_two_ace_the_best_run():
    hands = ["2S 2H 2C", "4H 5H 6H", "4H 5S 6H", "2H 9H KH", "QS QH 3C", "AS 9H 4C"]
    vals = [v3(h, BRAG) for h in hands]
    assert vals == sorted(vals, reverse=True)
    assert v3("3S 2H AC", BRAG) > v3("AS KH QC", BRAG)
    assert v3("3H 2H AH", BRAG) > v3("AH KH QH", BRAG)


@pytest.mark.parametrize("ranking", [BRAG_DEUCES_WILD, BRAG_BRAGGERS])
def test_o40_a_wild_pair_loses_to_the_natural_pair_even_with_a_better_odd_card(ranking):
    wild = "2S 8H 5C" if ranking is BRAG_DEUCES_WILD else "AD 8H 5C"
    assert v3(wild, ranking).category is TC.PAIR
    assert v3("8S 8H 4C", ranking) > v3(wild, ranking)


def test_o42_the_22100_brag_hands_and_the_special_prials_change_no_count():
    want = {TC.PRIAL: 52, TC.RUNNING_FLUSH: 48, TC.RUN: 720, TC.FLUSH: 1096, TC.PAIR: 3744,
            TC.HIGH_CARD: 16440}
    for rk in (BRAG, SEVEN_CARD_BRAG, NINE_CARD_BRAG):
        assert three_card_class_counts(rk).counts == want


def test_o43_three_sevens_top_seven_card_brag_and_three_threes_rank_normally():
    assert v3("7S 7H 7D", SEVEN_CARD_BRAG) > v3("AS AH AD", SEVEN_CARD_BRAG)
    assert v3("3S 3H 3D", SEVEN_CARD_BRAG) < v3("4S 4H 4D", SEVEN_CARD_BRAG)
    assert v3("3S 3H 3D", SEVEN_CARD_BRAG) > v3("2S 2H 2D", SEVEN_CARD_BRAG)
    assert v3("9S 9H 9D", NINE_CARD_BRAG) > v3("AS AH AD", NINE_CARD_BRAG) > v3("KS KH KD", NINE_CARD_BRAG)
    assert v3("7S 7H 7D", SEVEN_CARD_BRAG).describe() == "prial of sevens"


def test_o44_five_players_take_45_cards_and_six_are_refused():
    g = get_game("brag-nine-card")
    assert g.max_players == 5
    st = deal("brag-nine-card", "", n=5)
    assert sum(len(h) for h in st.hand) == 45
    with pytest.raises(SetupError):
        g.state_cls(6, g.rules_cls(**g.defaults), SeededShuffler(0), {})


def test_o80_the_printed_three_card_poker_order():
    hands = ["5S 5H 5C", "4H 5H 6H", "2H 9H KH", "4H 5S 6H", "QS QH 3C", "AS 9H 4C"]
    vals = [v3(h, THREE_CARD_POKER) for h in hands]
    assert vals == sorted(vals, reverse=True)


def test_o81_three_card_poker_counts_invert_rarity():
    c = three_card_class_counts(THREE_CARD_POKER).counts
    assert (c[TC.PRIAL], c[TC.RUNNING_FLUSH], c[TC.FLUSH], c[TC.RUN]) == (52, 48, 1096, 720)
    assert list(c) == [TC.PRIAL, TC.RUNNING_FLUSH, TC.FLUSH, TC.RUN, TC.PAIR, TC.HIGH_CARD]


def test_two_card_hands_by_hand():
    """Worked by hand (seed 004 §1.18.4: pairs and high cards only): 13 x 6 = 78 pairs of the
    1,326 hands; with deuces wild, 78 + 4 x 48 (a deuce and another card) = 270 pairs."""
    assert two_card_class_counts(TWO_CARD_POKER).counts == {TC.PAIR: 78, TC.HIGH_CARD: 1248}
    assert two_card_class_counts(TWO_CARD_DEUCES_WILD).counts[TC.PAIR] == 270
    assert evaluate2("KS KD") > evaluate2("2S KH", TWO_CARD_DEUCES_WILD) > evaluate2("AS KD")
    assert evaluate2("AS 3D") > evaluate2("KS QD")


def test_hoyle_odds_poker_prints_the_new_tables():
    for name, total in (("seven-card-brag", "22,100"), ("two-card-poker", "1,326"),
                        ("brag-braggers", "22,100")):
        out = runner.invoke(app, ["odds", "poker", "--three", name, "--json"])
        assert out.exit_code == 0, out.output
        assert json.loads(out.output)["total"] == int(total.replace(",", ""))


# --------------------------------------------------------------------------- single brag

def test_single_brag_nobody_meets_the_ante_each_pays_the_dealer_a_chip():
    """Worked by hand from §A12: nobody meets the dealer's ante, so each other player pays him
    one white chip; the dealer's ante comes back to him."""
    st = deal("brag-single", "", ante=2)
    assert st.to_act == 0 and st.paid == [0, 0, 0, 2]
    play(st, "fold", "fold", "fold")
    assert st.outcome() == [-1, -1, -1, 3]


def test_single_brag_a_raise_not_met_wins_unshown_and_a_call_shows():
    """Worked by hand from §A12: the age meets the ante, the next raises, nobody meets the total:
    the raiser takes the pot unshown. Then a call: the best brag hand wins."""
    st = deal("brag-single", "")
    play(st, "call", "raise 3", "fold", "fold", "fold")
    assert st.outcome() == [-1, 2, 0, -1] and not any(st.shown)
    # seat 0: 8 8 8; seat 1: 8 and two braggers (BR-01): the naturals win
    st = deal("brag-single", "8S 8D AD 5C  8H JC 2S 6C  8C 9D 3D 7C")
    play(st, "call", "call", "fold", "check")
    assert st.outcome() == [2, -1, 0, -1]
    assert "prial of eights" in st.log[-1]


def test_single_brag_refuses_a_check_before_the_ante_is_met():
    st = deal("brag-single", "")
    with pytest.raises(IllegalAction) as e:
        st.apply("check")
    assert "law" in (e.value.law or "")
    assert st.to_act == 0 and not st.history


# --------------------------------------------------------------------------- American brag

def test_american_brag_a_seen_raise_is_settled_by_a_private_comparison():
    """Worked by hand from §A12 (American brag): seat 0 raises, seat 1 sees it; they compare
    privately and the worse (seat 0's pair against three jacks) retires; the rest drop and the
    dealer meets the survivor: shown, the survivor wins. Nobody else saw the compared hands."""
    st = deal("brag-american", "KS KD 2C 5C  JS JH JD 6C  3D 4H 7S 8C")
    play(st, "raise 2", "call")
    assert st.folded[0] and not st.folded[1]
    assert set(st.hand[0]) <= st._visible(1) and set(st.hand[1]) <= st._visible(0)
    assert not set(st.hand[1]) & st._visible(2)
    play(st, "fold", "call")
    assert st.is_over and st.winners == [1]
    assert st.outcome() == [-3, 6, 0, -3]


# --------------------------------------------------------------------------- three-stake brag

def test_br_04_three_stakes_three_pools_and_three_aces_count_33():
    """Worked by hand from §A12; BR-04 read as the docstring says: two cards down, one up.
    Pool 1 to the best card showing (A♦ above the other aces); pool 2 bet as in brag, nobody
    bets so the dealer takes it; pool 3 to the count, three aces' 33 the highest."""
    # down cards: two rounds; then the up cards: seat 0 AS, seat 1 AD, seat 2 KS, seat 3 QS
    st = deal("brag-three-stake", "AH KH 9S 2S  AC KC 8S 3S  AS AD KS QS", stake=2)
    assert "seat 1's AD is the best card showing" in st.log[-1]
    play(st, "check", "check", "check", "check")
    assert st.is_over
    # seat 0: A A A = 33; seat 1 K K A = 31
    assert "seat 0 takes 8" in st.log[-1]
    assert st.outcome() == [8 - 6, 8 - 6, -6, 8 - 6]


def test_three_stake_a_called_bet_takes_the_second_pool_by_the_best_brag():
    st = deal("brag-three-stake", "AH KH 9S 2S  AC KC 8S 3S  AS AD KS QS")
    play(st, "bet 3", "call", "fold", "fold")
    # seat 0: three aces (pool 2 and pool 3); seat 1 a pair of kings and AD (pool 1)
    # pool 2: its 4 and the bets 3 + 3; seat 1's K K and A♦ (a bragger) lose to three aces
    assert st.outcome() == [10 + 4 - 6, 4 - 6, -3, -3]


# --------------------------------------------------------------------------- three-card brag

def test_three_card_brag_every_turn_costs_the_stake_and_two_left_may_see_for_double():
    """Worked by hand from 004 §1.8.1 (bet or raise): each antes 1; seat 0 bets 2, seat 1 raises
    the stake to 4, seats 2 and 3 drop, seat 0 must put in the whole 4 again; then with two left
    seat 1 pays double (8) to see. Seat 0's prial of threes (the special prial) wins."""
    st = deal("brag-three-card", "3S QS 5C 9C  3H QH 6D TC  3D 2C 8H JC")
    play(st, "bet 2", "raise 2", "fold", "fold")
    with pytest.raises(IllegalAction):
        st.apply("check")
    play(st, "call", "see")
    assert st.paid == [1 + 2 + 4, 1 + 4 + 8, 1, 1]
    assert st.outcome() == [22 - 7, -13, -1, -1]


def test_three_card_brag_a_player_short_of_the_stake_covers_the_pot():
    """004 §1.8.1 (covering the pot), worked by hand: seat 2 with 3 chips puts them all in; the
    others bet on into a side pot; at the show seat 2 can win only the main pot."""
    st = deal("brag-three-card", "AS 5S 3S 9C  AH 6D 3H TC  KD 2C 3D JC", context={"stacks": [50, 50, 3, 50]})
    play(st, "bet 4", "call", "call", "fold", "raise 1", "see")
    # seat 2 covers with his last 2 chips: the pot is then 4 antes + 4 + 4 + 2 = 14, his to win
    # (three 3s); what is bet after (5 + 10) is the side pot of seat 0 (a pair of aces) and
    # seat 1 (six high)
    assert st.outcome() == [15 - 10, -15, 14 - 3, -1]


def test_round_system_allows_no_raise():
    st = deal("brag-three-card", "", system="round")
    assert {str(a) for a in st.legal_actions()} == {"fold", "bet 1"}
    st.apply("bet 1")
    with pytest.raises(IllegalAction) as e:
        st.apply("raise 1")
    assert SRC_004 in (e.value.law or "") or "raise" in str(e.value)


# --------------------------------------------------------------------------- split brag

def test_seven_card_brag_best_in_both_takes_the_pot():
    """Worked by hand from 004 §1.8.2: seat 0 holds three 7s (the best prial) and an ace-high
    run; the others split weaker hands; seat 0 is best in both shows and takes the pot."""
    st = deal("brag-seven-card", " ".join([
        "7S 2S 4C 5D", "7H 3S 4D 6D", "7D 8S 9C KH", "AS TS JC QH", "KS TD QC 2H", "QS TH KC 3H",
        "2C 5H 6H 8H"]))
    hand0 = sorted(map(str, st.hand[0]))
    assert len(hand0) == 7
    with pytest.raises(IllegalAction) as e:           # the better hand must be shown first
        st.apply("split AS KS QS 7S 7H 7D 2C")
    assert SRC_SPLIT in (e.value.law or "")
    play(st, "split 7S 7H 7D AS KS QS 2C")
    bot = BragBot(1, seed=1)
    while not st.is_over:
        st.apply(bot.choose(st.view(st.to_act), st.legal_actions()))
    assert st.winners == [0] and st.outcome() == [3, -1, -1, -1]


def test_seven_card_brag_nobody_best_in_both_carries_the_pot():
    st = deal("brag-seven-card", "", n=2, context={"pot_carried": 6})
    a0 = st.legal_actions()[0]
    st.apply(a0)
    # seat 1 splits so that its first hand is the better of the two but not both
    for a in st.legal_actions():
        c = st.clone()
        c.apply(a)
        if not c.winners:
            assert c.house_take() == 2 and c.carried_out == 8
            assert c.outcome() == [-1, -1]
            break
    else:
        pytest.fail("some split leaves nobody best in both")


def test_seven_card_brag_four_of_a_kind_declared_wins_at_once():
    st = deal("brag-seven-card", "9S 2S 9H 3S 9D 4S 9C 5S", n=2, four_of_a_kind=True)
    assert "declare" in st.legal_strings()
    st.apply("declare")
    assert st.outcome() == [1, -1]


def test_nine_card_brag_two_of_three_option():
    g = get_game("brag-nine-card")
    with pytest.raises(RuleOptionError):
        BragRules.from_dict({**g.defaults, "cards": 7, "ranking": "seven-card-brag", "win": "two-of-three"})
    st = deal("brag-nine-card", "", n=3, win="two-of-three")
    assert len(st.legal_actions()) == 280        # 9! / (3!^3 3!) ways to make three hands


# --------------------------------------------------------------------------- the dummy game

def test_students_dummy_exchange_then_the_lowest_pays_into_the_pot():
    """Worked by hand from 004 §1.8.4: the dummy is dealt face up after the hands; seat 0 gives
    a card for one of the dummy's (now seen by all); after a round of passes all show and the
    lowest hand pays 5 into the pot, which stays for the next deal."""
    st = deal("brag-students-dummy", "2S 9H KD 5C  3S TH AD 6C  4D JH 7S 8C  AS AH 8D", n=4)
    assert st.dummy == parse_cards("AS AH 8D")
    play(st, "exchange 2S AH")
    assert parse_card("AH") in st._visible(2)
    play(st, "pass", "pass", "pass", "pass")
    assert st.is_over
    low = [s for s in range(4) if st.outcome()[s] == -5]
    assert len(low) == 1 and st.house_take() == 5


def test_students_dummy_the_last_with_chips_takes_the_pot():
    st = deal("brag-students-dummy", "", n=2, context={"stacks": [5, 40], "pot_carried": 30})
    play(st, "pass", "pass")
    out = st.outcome()
    if out[0] == -5:                              # seat 0 paid his last chips: seat 1 takes all
        assert out == [-5, 35] and st.house_take() == -30
    else:
        assert out == [0, -5] and st.house_take() == 5


# --------------------------------------------------------------------------- three-/two-card poker

def test_three_card_poker_an_interval_after_each_round_of_dealing():
    """Worked by hand from 004 §1.18.4: a betting interval after each of the three rounds of the
    deal, the show after the third."""
    st = deal("three-card-poker", "4S 5H 6C 7D  4H 6H 7C 8D  4D 7H 8C 9D")
    for round_ in (1, 2, 3):
        assert all(len(h) == round_ for h in st.hand)
        play(st, "check", "check", "check", "check")
    assert st.is_over and st.winners == [0]          # three 4s above three straight flushes
    assert st.outcome() == [3, -1, -1, -1]


def test_two_card_poker_one_interval_and_the_show():
    st = deal("two-card-poker", "AS 2S KS QS  AH 3S 4H QH")
    play(st, "bet 2", "call", "fold", "call")
    assert st.is_over and st.winners == [0]          # a pair of aces
    assert st.outcome() == [7, -3, -1, -3]


# --------------------------------------------------------------------------- every game

@pytest.mark.parametrize("slug", BRAG_SLUGS)
def test_bots_play_a_session_of_each_game(slug):
    """The checklist's run (hoyle play SLUG --seats bot,bot,bot,bot --deals 20 --seed 1),
    through the library: the chips balance with what stays in the pot, and most deals are
    played out (a show or a contested bet), not given up."""
    g = get_game(slug)
    n = min(4, g.max_players)
    rules = g.rules_cls(**g.defaults)
    ctx: dict = {}
    shows = 0
    for d in range(20):
        st = g.state_cls(n, rules, SeededShuffler(100 + d), ctx)
        bots = [BragBot(s, seed=d) for s in range(n)]
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        assert sum(st.outcome()) + st.house_take() == 0
        shows += any(st.shown)
        ctx = g.match_cls(g, n, rules).carry(st) if g.match_cls else {}
    assert shows >= 5


def test_cli_play_runs_with_four_bots():
    out = runner.invoke(app, ["play", "brag-single", "--seats", "bot,bot,bot,bot", "--deals", "3",
                              "--seed", "1"])
    assert out.exit_code == 0, out.output
    assert "totals" in out.output


def test_rule_combinations_the_books_do_not_allow_are_refused():
    with pytest.raises(RuleOptionError):
        BragRules.from_dict(ranking="two-card-poker")        # two-card ranking, three cards
    with pytest.raises(RuleOptionError):
        BragRules.from_dict(swap=True, system="poker")
    with pytest.raises(RuleOptionError):
        BragRules.from_dict(form="split", cards=3)
    assert BragState.rules_cls is BragRules
