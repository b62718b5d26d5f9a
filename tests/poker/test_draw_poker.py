"""Draw poker engine: flow, laws, refusals citing the law, referee calls, matches, bots, CLI
(the golden transcripts of every game are in tests/test_golden.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from hoyle.bots import make_bot
from hoyle.cards import parse_cards
from hoyle.core import IllegalAction, RuleOptionError, SeededShuffler, get_game, replay
from hoyle.games.poker import BRITISH_LAWS, FOSTER_LAWS, DrawPokerBot
from hoyle.games.poker.bots import plan_draw

from _draw_poker_helpers import deal, play_to_showdown

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
SLUGS = ["draw-poker-foster", "draw-poker-british", "jack-pots-foster", "jack-pots-british",
         "progressive-jackpots", "table-stakes", "freeze-out", "mistigris",
         "poker-modifications-british", "draw-poker-modern"]


# ------------------------------------------------------------------ registry and laws
def test_registry_and_aliases():
    for slug in SLUGS:
        g = get_game(slug)
        assert g.family == "poker" and g.bots["heuristic"] is DrawPokerBot
    assert get_game("draw-poker").slug == "draw-poker-foster"
    assert get_game("Дро-покер").slug == "draw-poker-foster"
    assert get_game("покер с обменом").slug == "draw-poker-foster"
    assert get_game("Покер").slug == "draw-poker-british"
    # variants are option sets on one engine
    assert len({get_game(s).state_cls for s in SLUGS}) == 1


def test_law_books():
    assert [int(law.number) for law in FOSTER_LAWS] == list(range(1, 47))
    assert [int(law.number) for law in BRITISH_LAWS] == list(range(1, 82))
    assert FOSTER_LAWS.cite(26).endswith("law 26 (last-card)")
    assert "5 chips" in FOSTER_LAWS[38].penalty
    assert "twice the ante" in BRITISH_LAWS[33].penalty
    for law in (*FOSTER_LAWS, *BRITISH_LAWS):
        assert law.summary and law.code


def test_rule_options_validated():
    g = get_game("draw-poker-british")
    with pytest.raises(RuleOptionError, match="law 19"):
        g.make_rules({"ante": 7, "limit": 12})
    with pytest.raises(RuleOptionError):
        g.make_rules({"jackpots": "sometimes"})
    with pytest.raises(RuleOptionError, match="table_stakes"):
        get_game("draw-poker-foster").make_rules({"freeze_out": True})
    # every option documents its source
    for opt in get_game("draw-poker-foster").rules_cls.options():
        assert opt["doc"] and opt["source"], opt["name"]


# ------------------------------------------------------------------ refusals citing the law
def _foster_after_draw(n=3):
    st = deal("draw-poker-foster", n, {0: "AS AD 7C 5H 2S", 1: "KS KD 8C 6H 3S", 2: None})
    st.apply("decline")
    for _ in range(n):
        st.apply("call")
    for _ in range(n):
        st.apply("stand")
    return st


def test_refusals_cite_the_law():
    st = _foster_after_draw()
    with pytest.raises(IllegalAction) as e:
        st.apply("check")
    assert "no check" in e.value.reason and "law 28" in e.value.law
    with pytest.raises(IllegalAction) as e:
        st.apply("bet 51")
    assert "limit" in e.value.reason and "law 28" in e.value.law
    st.apply("bet 10")
    with pytest.raises(IllegalAction) as e:
        st.apply("raise 60")
    assert "limit of 50" in e.value.reason and "law 19" in e.value.law
    with pytest.raises(IllegalAction) as e:
        st.act(0, "call")                               # seat 2 is to act
    assert "turn" in e.value.reason and "law 32" in e.value.law
    # British: opening below twice the ante
    b = deal("draw-poker-british", 3, {0: None})
    b.apply("decline")
    with pytest.raises(IllegalAction) as e:
        b.apply("bet 1")
    assert "at least 2" in e.value.reason and "law 25" in e.value.law
    b.apply("check")                                     # the first speaker may stand
    with pytest.raises(IllegalAction) as e:
        b.apply("check")                                 # the next may not
    assert "law 25" in e.value.law


def test_refusals_in_the_draw_and_jack_pots():
    st = deal("draw-poker-modern", 3, {0: "AS AD 7C 5H 2S", 1: "KS KD 8C 6H 3S", 2: "QS JD 9C 4H 2C"},
              dealer=1)
    assert st.to_act == 2
    with pytest.raises(IllegalAction) as e:
        st.apply("fold")                                 # law 38: pass, do not throw the hand
    assert "law 38" in e.value.law
    with pytest.raises(IllegalAction) as e:
        st.apply("bet 1")                                # queens high: no openers
    assert "jacks" in e.value.reason and "law 38" in e.value.law
    st.apply("check")
    st.apply("bet 1")                                    # seat 0 holds aces
    st.apply("call")
    st.apply("call")
    assert st.opener == 0 and st.phase == 2 and st.to_act == 2
    with pytest.raises(IllegalAction) as e:
        st.apply("discard KS KD 8C")                     # not his cards
    assert "not in your hand" in e.value.reason
    with pytest.raises(IllegalAction) as e:
        st.apply("discard QS JD 9C 4H")                  # modern: at most three (004 O76)
    assert "at most 3" in e.value.reason and "law 22" in e.value.law
    before = st.record()
    with pytest.raises(IllegalAction):
        st.apply("raise 5")
    assert st.record() == before                         # refused: state unchanged


# ------------------------------------------------------------------ flow details
def test_foster_no_bet_after_draw_age_takes_the_pot():
    """Law 28: with no bet after the draw the age (last to speak) takes the pot unseen."""
    st = _foster_after_draw()
    st.apply("fold")            # seat 1, first left of the age
    st.apply("fold")            # seat 2
    assert st.is_over and st.winners == [0] and not st.shown[0]
    assert st.outcome() == [4, -2, -2]


def test_british_ante_man_can_stand_and_unopened_game_carries():
    st = deal("draw-poker-british", 3, {0: None})
    st.apply("decline")
    st.apply("check")           # the first speaker stands
    st.apply("fold")
    st.apply("check")           # the ante stands: nobody opened (law 29)
    assert st.is_over and st.unopened and st.house_take() == 1 and st.outcome() == [-1, 0, 0]


def test_jack_pot_opener_shows_openers_when_he_wins_uncontested():
    st = deal("jack-pots-foster", 3, {0: "JS JD 7C 5H 2S", 1: None, 2: None}, dealer=2)
    st.apply("bet 3")
    st.apply("fold")
    st.apply("fold")
    assert st.is_over and st.winners == [0] and st.shown[0]
    assert "JS" in json.dumps(st.view(1))            # shown to everyone (Foster law 45)
    assert st.outcome() == [4, -2, -2]                # jack ante 2 each


def test_jack_pot_passers_may_come_in_after_opening_O70():
    """E deals; A and B pass keeping their hands; C opens; D drops; E stays; A and B may come in."""
    A, B, C, D, E = range(5)
    st = deal("jack-pots-foster", 5, {C: "QS QD 7C 5H 2S", A: None, B: None, D: None, E: None}, dealer=E)
    st.apply("check")
    st.apply("check")
    st.apply("bet 5")
    st.apply("fold")
    st.apply("call")
    assert st.to_act == A and "call" in st.legal_strings()
    st.apply("call")
    st.apply("call")
    assert st.phase == 2


def test_kitty_house_scale_O71():
    st = deal("draw-poker-foster", 3, {0: "2H 5H 8H JH KH", 1: "AS AD 7C 5C 2S", 2: None},
              rules={"kitty": "house"})
    play_to_showdown(st)
    assert st.winners == [0] and st.kitty_taken == 3 and st.house_take() == 3
    assert sum(st.outcome()) == -3
    st = deal("draw-poker-foster", 3, {0: "KS KD 7C 7H 2S", 1: "AS AD 9C 5C 3S", 2: None},
              rules={"kitty": "house"})
    play_to_showdown(st)
    assert st.kitty_taken == 1


def test_table_stakes_sight_and_side_pool_PK_01():
    """A bets 3; B has only 2 left and calls for a sight; C calls A. (b) B three jacks, A three
    fives, C three tens: B takes the pool he called a sight for, C the rest. (a) C's tens best:
    C takes everything. Seats: C = 0 (the age), A = 1, B = 2 (dealer); 2 each came in."""
    C, A, B = 0, 1, 2
    for hands, expect in (({A: "5S 5D 5C KH 2S", B: "JS JD JC 8H 3S", C: "TS TD TC 7H 4S"},
                           [-3, -5, 8]),
                          ({A: "5S 5D 5C KH 2S", B: "3H 3D 3C 8H 4D", C: "TS TD TC 7H 4S"},
                           [10, -5, -4 - 1 + 0])):
        st = deal("table-stakes", 3, hands, context={"stacks": [100, 100, 4]})
        st.apply("decline")
        st.apply("call")              # A comes in: 2
        st.apply("call")              # B comes in: 2 (2 left in front of him)
        st.apply("call")              # C (the age) makes good
        for _ in range(3):
            st.apply("stand")
        st.apply("bet 3")             # A
        st.apply("call")              # B calls for a sight: all he has
        assert st.allin[B] and st.staked[B] == 4
        st.apply("call")              # C calls A
        assert st.is_over
        if expect[2] == 8:
            assert st.outcome() == [-3, -5, 8]          # B: main pool 12; C: side pool 2
        else:
            assert st.outcome() == [9, -5, -4]          # C takes everything
        assert sum(st.outcome()) == 0


def test_freeze_out_ends_with_one_player_PK_02():
    g = get_game("freeze-out")
    m = g.new_match(3, {"buy_in": 20, "limit": 20}, seed=4)
    bots = [make_bot("random", g, s, seed=s) for s in range(3)]
    for _ in range(400):
        if m.is_over:
            break
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
    assert m.is_over
    stacks = m.context["stacks"]
    assert sorted(stacks) == [0, 0, 60] and m.totals == [x - 20 for x in stacks]


def test_match_dealer_rotation_and_jack_pot_returns_to_winner():
    g = get_game("jack-pots-foster")
    m = g.new_match(4, {}, seed=9)
    dealers = []
    rng = np.random.default_rng(3)
    for _ in range(12):
        st = m.next_deal()
        dealers.append(st.dealer)
        while not st.is_over:
            legal = st.legal_actions()
            st.apply(legal[int(rng.integers(len(legal)))])
        m.finish(st)
    assert dealers[:5] == [3, 0, 1, 2, 3]
    carried = m.context.get("pot_carried", 0)
    assert sum(m.totals) + carried == 0           # chips balance over the match


# ------------------------------------------------------------------ referee
def test_referee_misdeal_redeals_and_replays():
    g = get_game("draw-poker-foster")
    st = g.new_deal(4, {}, SeededShuffler(8))
    st.apply("decline")
    before = [list(h) for h in st.hands]
    ruling = st.referee("misdeal")
    assert "law 13" in ruling.law and st.hands != before and len(st.shuffler.log) == 2
    st.apply("call")
    with pytest.raises(IllegalAction):
        st.referee("misdeal")                      # too late once a player has acted
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    again = replay(json.loads(json.dumps(st.record())))
    assert again.outcome() == st.outcome() and again.hands == st.hands


def test_referee_foul_hand_british_refund():
    st = deal("draw-poker-british", 4, {0: None})
    st.apply("decline")
    ruling = st.referee("foul-hand", seat=0)          # the ante-man's hand is foul
    assert "law 13" in ruling.law and "repays" in ruling.penalty
    while not st.is_over:
        st.apply("fold" if "fold" in st.legal_strings() and st.to_act != 1 else st.legal_actions()[-1])
    out = st.outcome()
    assert out[0] == 0                                 # lost his ante, refunded by the dealer (law 14)
    assert sum(out) + st.house_take() == 0


def test_referee_exposed_card_in_the_draw():
    # Foster law 23: to the discards, replaced after everyone else is served
    st = deal("draw-poker-foster", 3, {0: "AS AD 7C 5H 2S", 1: None, 2: None},
              draws="KH QH JH 9D 8D")
    st.apply("decline")
    for _ in range(3):
        st.apply("call")
    st.apply("discard 7C 5H 2S")                       # gets KH QH JH
    ruling = st.referee("exposed-card-draw", seat=0, card="KH")
    assert "law 23" in ruling.law and "KH" in json.dumps(st.view(1))
    assert len(st.hands[0]) == 4
    st.apply("discard " + str(st.hands[1][0]))         # seat 1 gets 9D
    st.apply("stand")
    assert len(st.hands[0]) == 5 and str(st.hands[0][-1]) == "8D"
    # British law 40: back into the pack, the next card is given
    b = deal("draw-poker-british", 3, {0: "AS AD 7C 5H 2S", 1: None, 2: None}, draws="KH QH JH 9D")
    b.apply("decline")
    b.apply("bet 2")
    b.apply("call")
    b.apply("call")
    b.apply("discard 7C 5H 2S")
    ruling = b.referee("exposed-card-draw", seat=0, card="KH")
    assert "law 40" in ruling.law and str(b.hands[0][-1]) == "9D" and b.stock[0] == parse_cards("KH")[0]


def test_referee_false_opener_british_O_000_09():
    st = deal("jack-pots-british", 3, {0: "JS JD 7C 5H 2S", 1: None, 2: None}, dealer=2)
    st.apply("bet 2")
    st.apply("fold")
    st.apply("fold")
    assert st.winners == [0]
    ruling = st.referee("false-opener", seat=0)
    assert "law 33" in ruling.law and "2 chips" in ruling.penalty
    assert st.unopened and st.outcome() == [-5, -1, -1] and st.carried_out == 7
    assert sum(st.outcome()) + st.house_take() == 0


def test_referee_false_opener_foster_before_and_after_draw():
    st = deal("jack-pots-foster", 3, {0: "JS JD 7C 5H 2S", 1: None, 2: None}, dealer=2)
    st.apply("bet 3")
    st.apply("call")
    ruling = st.referee("false-opener", seat=0)
    assert "law 39" in ruling.law and st.folded[0]
    st.apply("call")                                   # the others play on for the pot
    assert st.phase == 2
    from hoyle.cards import standard_pack
    from hoyle.core import StackedShuffler
    from _draw_poker_helpers import stacked
    g = get_game("jack-pots-foster")
    first = stacked(3, 2, {0: "QS QD 7C 5H 2S", 1: "KS 9D 8C 6H 3S", 2: "AC JD 9C 4H 2C"})
    m = g.new_match(3, {}, shuffler=StackedShuffler([first, list(standard_pack().cards)]))
    st = m.next_deal()
    st.apply("bet 3")                                  # seat 0 opens
    st.apply("call")
    st.apply("call")
    for _ in range(3):
        st.apply("stand")
    ruling = st.referee("false-opener", seat=0)        # found out after the draw
    assert "law 44" in ruling.law and "every other player" in ruling.penalty
    assert st.to_act == 1                              # the next player to his left bets first
    st.apply("bet 1")
    st.apply("call")
    m.finish(st)
    assert m.context["jack_payer"] == 0
    nxt = m.next_deal()
    assert nxt.staked == [6, 0, 0]                     # he antes (2) for all three in the next jack


def test_referee_bet_out_of_turn_and_unknown_call():
    st = _foster_after_draw()
    st.apply("bet 5")                                  # seat 1
    ruling = st.referee("bet-out-of-turn", seat=0, amount=5)
    assert "law 32" in ruling.law and st.inv[0] == 5
    st.apply("raise 5")                                # seat 2 raises: seat 0 must make good
    assert st.view(0)["to_call"] == 5
    with pytest.raises(IllegalAction, match="unknown referee call"):
        st.referee("revoke", seat=1)


# ------------------------------------------------------------------ views
def test_views_hide_other_hands_until_shown():
    st = deal("draw-poker-foster", 3, {0: "AS AD 7C 5H 2S", 1: "KS KD 8C 6H 3S", 2: "QC JD 9C 4H 2C"})
    assert json.loads(json.dumps(st.view(1)))["hand"] == []     # straddles come before the deal
    st.apply("decline")
    v1 = json.dumps(st.view(1))
    assert "KS" in v1 and "AS" not in v1 and "QC" not in v1
    play_to_showdown(st)
    v2 = json.dumps(st.view(2))
    assert "AS" in v2 and "KS" in v2                    # hands in the call are shown
    text = st.render_view(st.view(2))
    assert "pair of aces" in text and "result:" in text


# ------------------------------------------------------------------ bots
def test_plan_draw_follows_the_hints_O_000_18():
    H = parse_cards
    assert sorted(plan_draw(H("QS QD 9C 6H 3S"))) == sorted(H("9C 6H 3S"))     # pair: draw three
    assert plan_draw(H("8S 8D 8C KH 3S")) == H("3S")                          # threes: draw one
    assert plan_draw(H("9S 9D 9C 9H 3S")) == H("3S")                          # fours: throw the odd card
    assert plan_draw(H("2H 7H 9H KH 4C")) == H("4C")                          # four-flush
    assert plan_draw(H("5S 6D 7C 8H KS")) == H("KS")                          # open-ended
    assert plan_draw(H("3S 4D 6C 7H KS")) != H("KS")                          # never an inside straight
    assert plan_draw(H("5S 6S 7S 8S 9S")) == []


def test_heuristic_bot_throws_in_the_inside_straight():
    st = deal("draw-poker-foster", 4, {1: "3S 4D 6C 7H KS"})
    st.apply("decline")
    bot = DrawPokerBot(1, seed=1, game=get_game("draw-poker-foster"))
    assert str(bot.choose(st.view(1), st.legal_actions())) == "fold"


@pytest.mark.parametrize("slug", SLUGS)
def test_heuristic_bots_play_legal_actions(slug):
    g = get_game(slug)
    m = g.new_match(g.players, {}, seed=3)
    bots = [make_bot("heuristic", g, s, seed=s) for s in range(g.players)]
    for _ in range(25):
        if m.is_over:
            break
        st = m.next_deal()
        while not st.is_over:
            legal = st.legal_actions()
            a = bots[st.to_act].choose(st.view(st.to_act), legal)
            assert a in legal
            st.apply(a)
        m.finish(st)


# ------------------------------------------------------------------ CLI
def test_cli_play_five_deals_and_replay(tmp_path):
    from hoyle.cli import app
    runner = CliRunner()
    res = runner.invoke(app, ["play", "draw-poker", "--seats", "bot,bot,bot,bot", "--deals", "5",
                              "--seed", "7", "--save", str(tmp_path)])
    assert res.exit_code == 0, res.output
    lines = [ln for ln in res.output.splitlines() if ln.startswith("deal ")]
    assert len(lines) == 5
    rec = tmp_path / "draw-poker-foster-deal3.json"
    res2 = runner.invoke(app, ["replay", str(rec)])
    assert res2.exit_code == 0, res2.output
    want = re.sub(r" \(heuristic\)", "", lines[2].split(": ", 1)[1])     # "seat 0 (heuristic) -12" -> "seat 0 -12"
    assert want in res2.output


def test_cli_illegal_action_gets_one_line(tmp_path):
    from hoyle.cli import app
    runner = CliRunner()
    res = runner.invoke(app, ["play", "draw-poker", "--seats", "bot,human,bot", "--seed", "2"],
                        input="decline\nraise 999\ncheck\nfold\nfold\nfold\n")
    assert "Traceback" not in res.output
    assert "not allowed:" in res.output and "limit" in res.output


# ------------------------------------------------------------------ jack-pot triggers and options
def test_natural_jack_when_nobody_comes_in():
    """Foster law 21: nobody comes in -> the hands are abandoned; the blind stays in the pot
    and the next deal is a jack-pot, everyone anteing."""
    g = get_game("draw-poker-foster")
    m = g.new_match(4, {"jackpots": "natural"}, seed=21)
    st = m.next_deal()
    st.apply("decline")
    for _ in range(3):
        st.apply("fold")
    assert st.is_over and st.unopened and st.to_act is None
    assert st.outcome() == [-1, 0, 0, 0] and st.house_take() == 1
    assert any("nobody comes in" in line for line in st.log)
    m.finish(st)
    nxt = m.next_deal()
    assert nxt.jack == 1 and nxt.pot_in == 1 and nxt.staked == [2, 2, 2, 2]
    assert m.context["carried_from"] == [1, 0, 0, 0]


def test_progressive_openers_O77():
    from hoyle.games.poker.draw import openers_rank
    assert [openers_rank("progressive", k) for k in range(1, 9)] == [11, 12, 13, 14, 13, 12, 11, 12]
    assert [openers_rank("jacks", k) for k in range(1, 4)] == [11, 11, 11]


def test_jack_same_dealer_option():
    g = get_game("jack-pots-foster")
    for same, expect in ((False, 0), (True, 3)):
        m = g.new_match(4, {"jack_same_dealer": same}, seed=2)
        st = m.next_deal()
        while not st.is_over:
            st.apply("check")
        m.finish(st)
        assert m.context["dealer"] == expect


def test_record_with_referee_call_replays():
    st = deal("draw-poker-foster", 3, {0: "AS AD 7C 5H 2S", 1: None, 2: None}, draws="KH QH JH 9D 8D")
    st.apply("decline")
    for _ in range(3):
        st.apply("call")
    st.apply("discard 7C 5H 2S")
    st.referee("exposed-card-draw", seat=0, card=parse_cards("KH")[0])
    while not st.is_over:
        st.apply(st.legal_actions()[-1])
    rec = json.loads(json.dumps(st.record()))
    assert rec["context"]["referee"][0][1] == "exposed-card-draw"
    again = replay(rec)
    assert again.outcome() == st.outcome() and again.exposed == st.exposed


# --- Foster law 21, the only-two-in jack (seed 002 law 21; catalog 000_002_003.md §4) ---------

def _two_in_match():
    from hoyle.core import get_game
    g = get_game("draw-poker-foster")
    return g.new_match(4, {"only_two_in": True, "jackpots": "natural"}, seed=3)


def test_law21_only_two_in_jack_carries_double_ante_to_a_jack_pot():
    m = _two_in_match()
    st = m.next_deal()                     # dealer seat 3, so seat 0 is the age (blind 1)
    st.apply("decline")                    # seat 1 may straddle first (law 17); he declines
    assert st.to_act == 1
    st.apply("call")                       # seat 1 comes in for 2 (twice the blind)
    st.apply("fold")
    st.apply("fold")
    assert st.to_act == 0 and "jack" in st.legal_strings()
    st.apply("jack")
    assert st.is_over
    # the comer is made whole; the age's blind is replaced by 2 x the jack ante of 2 chips
    assert st.outcome() == [-4, 0, 0, 0] and st.house_take() == 4
    m.finish(st)
    nxt = m.next_deal()
    assert nxt.jack == 1
    # only seats 2 and 3 ante (2 chips each) to this jack: the pot is 4 carried + 4
    assert nxt.pot == 8 and nxt.staked == [0, 0, 2, 2]


def test_law21_refused_after_a_raise_and_cites_the_law():
    m = _two_in_match()
    st = m.next_deal()
    st.apply("decline")
    st.apply("raise 1")
    st.apply("fold")
    st.apply("fold")
    assert "jack" not in st.legal_strings()
    with pytest.raises(IllegalAction) as e:
        st.apply("jack")
    assert "law 21" in str(e.value)


def test_law21_needs_jack_pots():
    from hoyle.core import RuleOptionError, get_game
    with pytest.raises(RuleOptionError, match="law 21"):
        get_game("draw-poker-foster").make_rules({"only_two_in": True})
