"""The cribbages (hoyle.games.cribbage): cribbage-six-card, cribbage-five-card, cribbage-three-hand,
cribbage-four-hand, cribbage-seven-card (catalog INDEX.md family 10; Foster 1914, seed 001 part 4 §8
and part 5 §1). Deals with the book's cards, the match to 61 or 121 with the lurch, muggins, the
refusals, the bot's laying away (the book's example 10 9 8 8 7 6), the distribution of hand scores
and the CLI."""

from __future__ import annotations

import random

import pytest

from hoyle.analysis.cribbage import PUBLISHED, TOTAL_HANDS, hand_distribution
from hoyle.cards import Card, parse_cards
from hoyle.core import IllegalAction, SeededShuffler, SetupError, StackedShuffler, get_game
from hoyle.games.cribbage import CribbageBot, CribbageMatch, game_value

SLUGS = ["cribbage-six-card", "cribbage-five-card", "cribbage-three-hand", "cribbage-four-hand",
         "cribbage-seven-card"]


def stacked(pone: str, dealer: str, crib_seed: str = "", starter: str = "") -> StackedShuffler:
    """A pack dealt one at a time, pone first (dealer seat 1, pone seat 0), then the crib's seed,
    then the starter on top of the rest."""
    p, d = parse_cards(pone), parse_cards(dealer)
    order = [c for pair in zip(p, d) for c in pair] + parse_cards(crib_seed) + parse_cards(starter)
    order += [Card(c) for c in range(52) if Card(c) not in order]
    return StackedShuffler([order])


@pytest.mark.parametrize("slug", SLUGS)
def test_every_cribbage_plays_out_with_bots_and_at_random(slug):
    g = get_game(slug)
    assert g.family == "cribbage" and g.utility.value == "general-sum"
    for seed in range(4):
        st = g.new_deal(None, None, SeededShuffler(seed))
        bots = [CribbageBot(s, seed) for s in range(st.num_players)]
        rng = random.Random(seed)
        while not st.is_over:
            legal = st.legal_actions()
            a = bots[st.to_act].choose(st.view(st.to_act), legal) if seed % 2 else rng.choice(legal)
            assert a in legal
            st.apply(a)
        assert all(v >= 0 for v in st.outcome())
        assert len(st.crib) == 4 and st.starter is not None


def test_oracle_six_card_show_deal_pone_25_dealer_33():
    """001_part4.md §8 ORACLE — play sequence and show: pone 4 3 5 4 (laid away A, 10), dealer 2 A 2 3
    (laid away J J), starter Q: the play gives pone 15, dealer 10; the show pone 10 (25), dealer 14
    (24) and the crib 9 (33, "three holes past the turn")."""
    g = get_game("cribbage-six-card")
    sh = stacked("4H 3H 5H 4C AS TD", "2S AC 2D 3D JH JC", starter="QH")
    st = g.new_deal(2, None, sh, {"dealer": 1})
    for c in ("AS", "TD", "JH", "JC"):
        st.apply(f"discard {c}")
    assert str(st.starter) == "QH"
    for c in ("4H", "2S", "3H", "AC", "5H", "2D", "4C", "3D"):
        st.apply(f"play {c}")
    assert st.is_over
    assert [e["total"] for e in st.shows] == [10, 14, 9]
    assert st.score == [25, 33] and st.outcome() == [25, 33]


def test_oracle_five_card_deal_56_to_60_and_5_to_54():
    """001_part5.md §1.2 #1, 001_part5.md §1.2 TEST ORACLE (ru:"пона набрал 56 очков"): pone at 56, dealer at 5. Pone 7,
    dealer 6, pone 6 (pair, 58), dealer 6 (pair royal), pone go, dealer 6 (double pair royal and
    31: 14); the play stops. Pone shows a pair (60); dealer 12 in hand (6 6 6 with a 3) and 17 in
    crib: 54."""
    g = get_game("cribbage-five-card")
    sh = stacked("7C 6C 7D 2C 3D", "6D 6H 6S 3H 4C", starter="3C")
    # the crib: 2C 3D 3H 4C with 3C (our cards; the book gives only its value, 17)
    st = g.new_deal(2, None, sh, {"dealer": 1, "score": [56, 5]})
    for c in ("2C", "3D", "3H", "4C"):
        st.apply(f"discard {c}")
    for a in ("play 7C", "play 6D", "play 6C", "play 6H", "go", "play 6S"):
        st.apply(a)
    assert st.is_over                          # the play stopped at 31: straight to the show
    log = " ".join(st.log_for(None))
    assert "pegs 2: a pair (6D 6C) (58)" in log and "(25)" in log
    assert [(e["what"], e["total"]) for e in st.shows] == [("hand", 2), ("hand", 12), ("crib", 17)]
    assert st.score == [60, 54]


def test_three_for_last_only_in_the_first_hand_of_a_game():
    g = get_game("cribbage-five-card")
    st = g.new_deal(2, None, SeededShuffler(1), {"dealer": 1})
    assert st.score == [3, 0]
    st2 = g.new_deal(2, None, SeededShuffler(1), {"dealer": 1, "score": [10, 12]})
    assert st2.score == [10, 12]


def test_his_heels_and_going_out_at_once():
    g = get_game("cribbage-six-card")
    sh = stacked("4H 3H 5H 4C AS TD", "2S AC 2D 3D JH JC", starter="JD")
    st = g.new_deal(2, None, sh, {"dealer": 1, "score": [10, 59]})
    for c in ("AS", "TD", "JH", "JC"):
        st.apply(f"discard {c}")
    assert st.is_over and st.winner == 1 and st.score == [10, 61]     # heels: 2 to the dealer
    assert "wins the game" in " ".join(st.log_for(None))


def test_match_settles_the_game_and_the_lurch():
    assert game_value(30, 61) == 2 and game_value(31, 61) == 1 and game_value(60, 121) == 2
    g = get_game("cribbage-six-card")
    m = g.new_match(2, seed=3)
    assert isinstance(m, CribbageMatch)
    bots = [CribbageBot(s, 0) for s in range(2)]
    deals = 0
    while not m.is_over and deals < 40:
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
        deals += 1
    assert m.is_over
    game = m.context["rubbers"][0]
    w = game["winner"]
    assert max(game["score"]) >= 61 and game["score"][w] >= 61
    loser = game["score"][1 - w]
    assert game["value"] == (2 if loser <= 30 else 1)
    assert m.settled().per_seat[w] == game["value"] and sum(m.settled().per_seat) == 0


def test_four_hand_partners_score_together_and_play_to_121():
    g = get_game("cribbage-four-hand")
    st = g.new_deal(4, None, SeededShuffler(5))
    assert st.rules.game == 121 and len(st.score) == 2
    bots = [CribbageBot(s, 0) for s in range(4)]
    while not st.is_over:
        st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
    out = st.outcome()
    assert out[0] == out[2] and out[1] == out[3]


def test_three_hand_crib_is_seeded_with_a_dealt_card():
    g = get_game("cribbage-three-hand")
    st = g.new_deal(3, None, SeededShuffler(2))
    assert len(st.crib) == 1 and all(len(h) == 5 for h in st.hands)
    for _ in range(3):
        st.apply(st.legal_actions()[0])
    assert len(st.crib) == 4 and all(len(h) == 4 for h in st.hands)


def test_muggins_takes_what_a_player_missed():
    g = get_game("cribbage-six-card")
    sh = stacked("4H 3H 5H 4C AS TD", "2S AC 2D 3D JH JC", starter="QH")
    st = g.new_deal(2, g.rules_cls(muggins=True), sh, {"dealer": 1})
    for a in ("AS", "TD", "JH", "JC"):
        st.apply(f"discard {a}")
    # the play with claims: each card's player claims what it makes (book: pone 15, dealer 10)
    plays = [("4H", 0), ("2S", 0), ("3H", 3), ("AC", 4), ("5H", 7), ("2D", 0), ("4C", 5), ("3D", 5)]
    for i, (c, made) in enumerate(plays):
        st.apply(f"play {c}")
        assert st.phase == "claim" and st.view(None)["claim"]["cards"][-1] == c
        if c == "5H":
            st.apply("claim 2")               # pone claims the fifteen, misses the run of five
            assert st.phase == "muggins"
            st.apply("muggins")               # the dealer pegs the 5 missed
        else:
            st.apply(f"claim {made}")
    assert st.score == [15 - 5, 10 + 5]       # the last card's 1 was pegged as it fell
    assert st.phase == "claim" and st.to_act == 0
    st.apply("claim 8")                      # pone misses the Q-5 fifteen
    assert st.phase == "muggins" and st.to_act == 1
    st.apply("muggins")                      # the dealer pegs the 2 missed
    assert st.score == [10 + 8, 15 + 2]
    st.apply("claim 14")                     # right: no call
    st.apply("claim 9")
    assert st.is_over and st.score == [18, 40]


def test_refusals_name_the_reason_and_change_nothing():
    g = get_game("cribbage-six-card")
    st = g.new_deal(2, None, SeededShuffler(0))
    with pytest.raises(IllegalAction):
        st.apply("play 5H")
    bots = [CribbageBot(s, 0) for s in range(2)]
    while st.phase == "discard":
        st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
    before = st.view(None)
    other = next(c for c in range(52) if Card(c) not in st.hands[st.to_act])
    with pytest.raises(IllegalAction) as e:
        st.apply(f"play {Card(other)}")
    assert "not in your hand" in str(e.value)
    assert st.view(None) == before
    with pytest.raises(SetupError):
        g.new_deal(3, None, SeededShuffler(0))


def test_bot_lays_away_by_the_book_10_9_8_8_7_6():
    """§8 laying out: non-dealer with 10 9 8 8 7 6 keeps 9 8 8 7 ... the book prefers 10 6 away to
    the opponent's crib (wide cards) among the two 12-point keeps."""
    bot = CribbageBot(0, 0)
    hand = parse_cards("TH 9S 8D 8C 7C 6C")
    from hoyle.core import Action
    legal = [Action("discard", (c,)) for c in hand]
    view = {"hand": [str(c) for c in hand], "laid_away": [], "dealer": 1, "players": 2}
    first = bot.choose(view, legal)
    assert set(map(str, bot.plan)) == {"TH", "6C"} and str(first.args[0]) in ("TH", "6C")


def test_hand_distribution_matches_the_published_one():
    """§8: no hand scores 19, 25, 26 or 27; 29 four ways in 12,994,800 (one in 3,248,700). Counted
    by the suits' symmetry (one suit's starters, times four) in about a second."""
    d = hand_distribution()
    assert sum(d.values()) == TOTAL_HANDS
    assert d == PUBLISHED
    assert [s for s, w in d.items() if w == 0] == [19, 25, 26, 27]
    assert d[29] == 4 and TOTAL_HANDS // d[29] == 3_248_700


def _hoyle(*args: str):
    from typer.testing import CliRunner
    from hoyle.cli import app
    return CliRunner().invoke(app, list(args))


def test_cli_count_prints_the_count_item_by_item():
    r = _hoyle("count", "cribbage", "5H 5C 5S JD", "--starter", "5D")
    assert r.exit_code == 0, r.output
    assert "fifteen two" in r.stdout and "double pair royal" in r.stdout and "his nobs" in r.stdout
    assert "total 29" in r.stdout
    r = _hoyle("count", "cribbage", "2H 4H 6H 8H", "--starter", "KS", "--crib")
    assert "total 0" in r.stdout
    r = _hoyle("count", "cribbage", "5H 5H", "--starter", "5D")
    assert r.exit_code != 0 and "twice" in r.output and r.exception is None or isinstance(r.exception, SystemExit)


def test_referee_misdeal_false_go_and_refusals():
    """§8 irregularities (laws C3, C7, C4): a misdeal gives the non-dealer two; a false go two to
    the opponent; cards retaken from the crib two a card; a call out of its phase is refused."""
    from hoyle.core.record import replay
    g = get_game("cribbage-six-card")
    st = g.new_deal(2, None, SeededShuffler(7), {"dealer": 1})
    r = st.referee("misdeal", seat=1)
    assert r.law.endswith("C3") or "C3" in r.law
    assert st.score == [2, 0]
    with pytest.raises(IllegalAction):
        st.referee("misdeal", seat=0)                 # the non-dealer does not misdeal
    with pytest.raises(IllegalAction):
        st.referee("false-go", seat=0)                # not in the discard
    with pytest.raises(IllegalAction):
        st.referee("crib-retaken", seat=0, cards=5)
    st.referee("crib-retaken", seat=0, cards=2)
    assert st.score == [2, 4]
    bots = [CribbageBot(s, 0) for s in range(2)]
    while st.phase == "discard":
        st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
    st.referee("false-go", seat=st.to_act)
    while not st.is_over:
        st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
    rec = st.record()
    assert len(rec["rulings"]) == 3
    again = replay(rec)
    assert again.score == st.score


def test_cli_odds_cribbage_json():
    import json
    r = _hoyle("odds", "cribbage", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["matches_published"] is True and data["hands"] == 12_994_800
    assert data["distribution"]["29"] == 4 and data["distribution"]["19"] == 0


def test_count_cli_refuses_a_hand_no_cribbage_shows():
    """A show is three, four or five cards (five-, six-, seven-card cribbage) and a crib four."""
    from typer.testing import CliRunner

    from hoyle.cli import app
    runner = CliRunner()
    for args, why in ((["5H"], "three cards"), (["5H 5C 5S JD 4C 3C"], "not 6"),
                      (["5H 5C 5S", "--crib"], "a crib has four cards"),
                      (["5H 5C 5S 5H"], "5H is named twice in the hand"),
                      (["5H 5C 5S 5D"], "the starter 5D is in the hand too")):
        r = runner.invoke(app, ["count", "cribbage", *args, "--starter", "5D"])
        assert r.exit_code == 2 and why in r.output and "Traceback" not in r.output, r.output
    r = runner.invoke(app, ["count", "cribbage", "5H 5C 5S", "--starter", "5D", "--json"])
    assert r.exit_code == 0 and '"total": 20' in r.output.replace("\n", "")
