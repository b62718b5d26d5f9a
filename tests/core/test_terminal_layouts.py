"""The terminal's screens as a card player reads them (issue 17 item 9): a layout per family
(the trick by compass with the last trick, faro's box and layout, the banking boxes), prompts
and help from the game's own legal actions, cards typed any usual way, and no data dumps."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from hoyle.bots import make_bot
from hoyle.cli import app
from hoyle.cli.play import game_heading
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler

runner = CliRunner()


def _play_until(st, seed: int, stop):
    """Random bots play ``st`` until ``stop(st)``; returns the state, or None if the deal
    ended first."""
    players = [make_bot("random", _GAME[0], s, seed=seed + s) for s in range(st.num_players)]
    while not st.is_over:
        if stop(st):
            return st
        seat = st.to_act
        st.apply(players[seat].choose(st.view(seat), st.legal_actions()))
    return None


_GAME: list = [None]


def _deal(slug: str, seed: int):
    g = get_game(slug)
    _GAME[0] = g
    return g.new_deal(None, None, SeededShuffler(seed))


def test_british_draw_poker_never_shows_the_age_a_call_of_minus_one():
    """The age's ante stands above a bet of nothing: 'to call: -1' was shown to him."""
    seen = 0
    for seed in range(40):
        st = _deal("draw-poker-british", seed)
        st = _play_until(st, seed, lambda s: s.to_act is not None and s.to_act >= 0
                         and s.view(s.to_act)["phase"].endswith("betting interval")
                         and s.to_act == s.view(s.to_act)["age"])
        if st is None:
            continue
        seen += 1
        v = st.view(st.to_act)
        assert v["to_call"] >= 0
        assert "to call: -" not in st.render_view(v)
    assert seen, "no British deal reached the age's turn to bet"


def test_the_header_names_the_british_game_that_an_option_makes():
    g = get_game("draw-poker")
    rules = g.make_rules({"code": "british"})
    assert game_heading(g, {"code": "british"}, rules).startswith("Draw Poker (British) ")
    assert game_heading(g, {}, g.make_rules({})) == "Draw Poker (Foster)"
    res = runner.invoke(app, ["play", "draw-poker", "--code", "british", "--seed", "1"], input="quit\n")
    assert "Draw Poker (British)" in res.output


@pytest.mark.parametrize("slug, own, foreign", [
    ("faro", "hoyle rules faro-foster", "raise"),
    ("whist", "hoyle rules whist-english", "raise"),
    ("blackjack-casino", "hoyle rules blackjack-casino", "discard"),
])
def test_help_is_for_the_game_being_played(slug, own, foreign):
    res = runner.invoke(app, ["play", slug, "--seed", "1"], input="?\nquit\n")
    assert res.exit_code == 0, res.output
    help_text = res.output.split("your action:")[1]
    assert own in help_text and get_game(slug).title in help_text
    assert foreign not in help_text


@pytest.mark.parametrize("typed", ["K♠", "ks", "Ks", "KS", "k♠"])
def test_a_card_is_read_however_it_is_typed(typed):
    st = _deal("whist", 1)
    st = _play_until(st, 1, lambda s: any(str(a) == "play KS" for a in s.legal_actions()))
    if st is None:
        pytest.skip("KS was never playable in this deal")
    assert st.parse_action(f"play {typed}") == st.parse_action("play KS")


def test_whist_shows_the_trick_by_compass_and_the_last_trick():
    st = _deal("whist", 2026)
    st = _play_until(st, 2026, lambda s: len(s.view(s.to_act)["trick"]) == 2 and s.view(s.to_act).get("last_trick"))
    text = st.render_view(st.view(st.to_act))
    lines = text.splitlines()
    i = next(k for k, ln in enumerate(lines) if ln.startswith("Trick "))
    north, west_east, south = lines[i + 1:i + 4]
    assert north.strip().startswith("N") and south.strip().startswith("S")
    assert re.match(r"\s+W.*\s{2,}E", west_east)
    assert "(you)" in text and "Last trick:" in text


def test_solo_whist_shows_the_last_trick():
    """Solo whist had no last-trick line."""
    for seed in range(30):
        st = _play_until(_deal("solo-whist", seed), seed, lambda s: s.view(s.to_act).get("last_trick") is not None)
        if st is not None:
            break
    assert st is not None, "no solo deal of thirty was played out"
    v = st.view(st.to_act)
    assert re.search(r"^Last trick: (\w:\w\w ?){4} won by \w$", st.render_view(v), re.M)


@pytest.mark.parametrize("slug", ["faro", "stuss", "blackjack-casino", "vingt-et-un-foster", "roulette",
                                  "monte-bank-foster", "red-dog"])
def test_banking_screens_are_no_data_dumps(slug):
    """No ``columns: seat kind on stake net``, ``settled_last_turn:``, ``key=value`` rows or
    raw seat lists; the bank and the person are named."""
    st = _deal(slug, 3)
    seat = st.to_act
    text = st.render_view(st.view(seat))
    assert "columns" not in text and "settled_last_turn" not in text and "=" not in text
    assert not re.search(r"^\w+_\w+:", text, re.M)       # no raw view keys
    assert "(you)" in text


def test_faro_layout_shows_the_box_the_case_keeper_and_the_stakes():
    st = _deal("faro", 3)
    st.apply("bet king 10")
    text = st.render_view(st.view(2))
    assert re.search(r"^Box: soda \w\w, showing \w\w", text, re.M)
    assert re.search(r"^Case-keeper \(cards left\): 2:\d 3:\d", text, re.M)
    assert "Layout: king: seat 1 open 10" in text
    assert "seat 2 (you) to stake" in text
