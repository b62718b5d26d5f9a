"""Regressions from a tester's pass over the bridge family: malformed calls refused with
reasons that name what is wrong (and a law only where a law forbids it), render_view text
without Python reprs, the legal cards listed in suit order as in whist, and the CLI naming
the cards bots play face up in six-hand bridge (two packs)."""

from __future__ import annotations

import json
import random
import re

import pytest
from typer.testing import CliRunner

from hoyle.cards import Card
from hoyle.cli import app
from hoyle.cli.play import _masked
from hoyle.core import all_games, get_game
from hoyle.core.actions import Action
from hoyle.core.chance import SeededShuffler
from hoyle.core.errors import ActionParseError, IllegalAction
from hoyle.mechanics.bidding import Auction
from hoyle.games.bridge.scoring import AUCTION_VALUES, per_seat
from hoyle.games.bridge.six_hand import _DUMMY
from hoyle.mechanics.tricks import suit_major

AUCTION_FAMILY = ["auction-bridge", "pivot-bridge", "progressive-bridge", "nullo", "duplicate-auction",
                  "three-hand-auction", "auction-without-dummy"]
JUNK = ["pass foo", "pass pass", "double double", "double nonsense words", "redouble xyz", "pass 3",
        "double AS"]


def _deal(slug: str, seed: int = 0):
    g = get_game(slug)
    return g.new_deal(g.default_players or g.min_players, shuffler=SeededShuffler(seed))


def _refused(state, text: str) -> IllegalAction | ActionParseError:
    """Apply ``text``, expecting a refusal that leaves the state as it was."""
    before = (json.dumps(state.view(None), sort_keys=True), list(state.history), state.to_act)
    with pytest.raises((IllegalAction, ActionParseError)) as exc:
        state.apply(text)
    assert (json.dumps(state.view(None), sort_keys=True), list(state.history), state.to_act) == before
    return exc.value


@pytest.mark.parametrize("slug", AUCTION_FAMILY)
def test_auction_calls_with_trailing_words_are_refused_state_unchanged(slug):
    st = _deal(slug)
    st.apply("bid 1 spades" if slug != "three-hand-auction" else "bid 2 spades")
    for text in JUNK:
        err = _refused(st, text)
        assert "takes nothing after it" in str(err), (text, str(err))
        assert getattr(err, "law", None) is None, text
    st.apply("pass")                                  # the plain call still goes through
    assert st.history[-1][1] == Action("pass")
    assert "pass foo" not in json.dumps(st.view(None))


@pytest.mark.parametrize("slug", AUCTION_FAMILY)
def test_malformed_calls_name_the_fault_and_cite_no_unrelated_law(slug):
    st = _deal(slug)
    cases = {"xyz": "is not a call", "play AS": "is not a call", "bid 9 zz": "'zz' is not a denomination",
             "bid 99 clubs": "1 to 7 tricks over book, not 99", "bid 0 hearts": "not 0",
             "bid hearts": "a number of tricks"}
    for text, words in cases.items():
        err = _refused(st, text)
        assert words in err.reason, (text, err.reason)
        assert err.law is None, (text, err.law)


def test_auction_refusals_still_cite_the_law_that_forbids_them():
    st = _deal("auction-bridge")                      # W deals and must open (law 42)
    err = _refused(st, "pass")
    assert "dealer must open" in err.reason and "law 42" in err.law
    st.apply("bid 2 hearts")
    err = _refused(st, "bid 1 hearts")
    assert "insufficient" in err.reason and "law 50" in err.law
    st.apply("pass")                                  # N
    err = _refused(st, "double")                      # E may not double his partner W
    assert "partner" in err.reason and "law 54" in err.law
    err = _refused(st, "redouble")
    assert "law 54" in err.law


def test_three_hand_refusal_cites_its_bidding_law_only_for_real_calls():
    st = _deal("three-hand-auction")
    err = _refused(st, "pass")
    assert "law 4.1b" in err.law
    assert _refused(st, "xyz").law is None


def test_auction_check_topics():
    a = Auction(AUCTION_VALUES, first=0, dealer_must_bid=True)
    assert a.check(Action("pass", ("foo",)))[1] is None
    assert a.check(Action("pass"))[1] == "dealer-opens"
    assert a.check(Action("double")) == ("there is no bid to double", "calls")
    a.call(Action("bid", (1, "hearts")))
    assert a.check(Action("double")) is None                  # seat 1, an adversary
    assert a.check(Action("bid", (1, "spades")))[1] == "insufficient"
    assert a.why_illegal(Action("bid", (1, "notrump"))) is None
    assert a.why_illegal(Action("bid", (2, "spades", "now"))).startswith("a bid is a number")


@pytest.mark.parametrize("slug", ["straight-bridge", "six-hand-bridge"])
def test_straight_declaration_junk_is_not_blamed_on_the_trump_law(slug):
    st = _deal(slug)
    err = _refused(st, "pass foo")                    # the dealer may pass, but not 'pass foo'
    assert "takes nothing after it" in err.reason and err.law is None
    err = _refused(st, "declare xyz")
    assert "'xyz' is not a denomination" in err.reason
    st.apply("pass")
    err = _refused(st, "pass")                        # the partner must name it (3.1a)
    assert "law 3.1a" in err.law


# ----- render_view shows no Python values --------------------------------------------------
BRIDGE_SLUGS = sorted(g.slug for g in all_games() if g.state_cls.__module__.startswith("hoyle.games.bridge"))
_REPR = re.compile(r"[{}\[\]]|\bNone\b|\bTrue\b|\bFalse\b")


def assert_renders_plain(slug: str, seeds=range(3)) -> None:
    """Random seeded deals of ``slug``: every seat's and a spectator's render_view text, at
    every step, shows no Python list, dict, None, True or False."""
    g = get_game(slug)
    n = g.default_players or g.min_players
    for seed in seeds:
        st, rng = _deal(slug, seed), random.Random(seed)
        while True:
            for seat in [*range(n), None]:
                text = g.state_cls.render_view(st.view(seat))
                bad = [line for line in text.splitlines() if _REPR.search(line)]
                assert not bad, (seed, seat, bad)
            if st.is_over:
                break
            st.apply(rng.choice(st.legal_actions()))


@pytest.mark.parametrize("slug", BRIDGE_SLUGS)
def test_render_view_has_no_python_reprs(slug):
    assert_renders_plain(slug)


def test_per_seat_words():
    assert per_seat([0, 32]) == "seat 0: 0, seat 1: 32"
    assert per_seat({"dealer": 1, "non-dealer": 0}) == "dealer: 1, non-dealer: 0"


def test_misery_and_bridge_for_two_scores_rendered_as_words():
    st = _deal("misery-bridge", 0)
    rng = random.Random(0)
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    text = st.render_view(st.view(None))
    assert "tricks dealer: " in text and "non-dealer: " in text
    assert re.search(r"Hand over: below seat 0: \d+, seat 1: \d+; above seat 0: \d+, seat 1: \d+", text)
    st = _deal("bridge-for-two", 0)
    assert "below seat 0: 0, seat 1: 0 - games seat 0: 0, seat 1: 0" in st.render_view(st.view(0))
    six = _deal("six-hand-bridge", 0)
    assert six.render_view(six.view(None)).startswith("Six-hand bridge - spectator")


# ----- legal cards in suit order -----------------------------------------------------------
@pytest.mark.parametrize("slug", ["kings-bridge", "draw-bridge", "auction-bridge", "straight-bridge",
                                  "bridge-for-two", "misery-bridge", "six-hand-bridge", "pivot-bridge",
                                  "progressive-bridge", "duplicate-bridge", "duplicate-auction", "nullo",
                                  "bridge-for-three", "three-hand-auction"])
def test_legal_cards_listed_in_suit_order_as_in_whist(slug):
    checked = 0
    for seed in range(2):
        st, rng = _deal(slug, seed), random.Random(seed)
        while not st.is_over:
            legal = st.legal_actions()
            cards = [a.args[0] for a in legal if a.verb == "play"]
            if len(cards) > 1:
                assert cards == sorted(cards, key=suit_major), [str(a) for a in legal]
                checked += 1
            st.apply(rng.choice(legal))
    assert checked > 20


# ----- the CLI names the cards bots play face up (six-hand bridge has two packs) -------------
def test_six_hand_cli_names_bots_cards():
    res = CliRunner().invoke(app, ["play", "six-hand-bridge", "--seats", "human,bot,bot,bot,bot,bot",
                                   "--seed", "3"], input="pass\n")
    played = re.findall(r"seat \d \(heuristic\): (play \S+( card)?)", res.output)
    assert played and not any(card for _, card in played), res.output


@pytest.mark.parametrize("viewer", range(6))
def test_six_hand_masking_never_names_a_copy_hidden_before_and_after(viewer):
    """Every bot card the masked text names was visible to the viewer before or after the
    play, judged at the table where it was played (one pack there)."""
    g = get_game("six-hand-bridge")
    named = 0
    for seed in range(2):
        st, rng = g.new_deal(6, shuffler=SeededShuffler(seed)), random.Random(seed)
        while not st.is_over:
            seat, t = st.to_act, st.active_table
            action = rng.choice(st.legal_actions())
            sub = st.tables[t]
            compass = st._compass(t, viewer)
            hidden_at_table = set(sub.hidden_cards(compass))
            if st._declares_for_partner(t, viewer):
                hidden_at_table -= set(sub._hand_list(_DUMMY))
            before = list(st.hidden_cards(viewer))
            st.apply(action)
            if seat == viewer or action.verb != "play":
                continue
            text = _masked(action, st, viewer, before)
            c = action.args[0]
            if text == str(action):
                named += 1
                after = set(sub.hidden_cards(compass))
                assert c not in hidden_at_table or c not in after
    assert named > 0


def test_masking_keeps_a_card_that_stays_hidden_hidden():
    """A discard that stays face down is never named, with or without the before-list."""
    g = get_game("draw-poker")
    st = g.new_deal(4, shuffler=SeededShuffler(5))
    rng = random.Random(5)
    seen = 0
    while not st.is_over:
        seat = st.to_act
        legal = st.legal_actions()
        discards = [a for a in legal if a.verb == "discard" and len(a.args) >= 1]
        action = discards[0] if discards else rng.choice(legal)
        before = list(st.hidden_cards(0))
        st.apply(action)
        if seat != 0 and any(isinstance(a, Card) for a in action.args):
            after = st.hidden_cards(0)
            if all(c in before and c in after for c in action.args if isinstance(c, Card)):
                text = _masked(action, st, 0, before)
                assert not any(str(c) in text.split() for c in action.args if isinstance(c, Card)), text
                seen += 1
    assert seen > 0
