"""A fresh user's findings at the terminal (fixes12):

* ``play 11S`` in a card game was refused as "'11S' is not a whole number": a token of digits
  then a letter or suit sign is a card meant, and the refusal now says what a card is;
* a blank or all-spaces line in a game with its own notation (checkers, chess, dominoes,
  morris, bezique...) was quoted back as a move it could not read (``'   ' is not a checkers
  move``); every game now answers it as the default notation does, "empty action".

Either way the state is unchanged.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from hoyle.cli import app
from hoyle.core import ActionParseError, SeededShuffler, all_games, get_game, parse_action, resolve_chance
from hoyle.core.state import GameState


def _first_decision(slug: str, seed: int = 1):
    g = get_game(slug)
    st = g.new_deal(g.players, None, SeededShuffler(seed))
    while resolve_chance(st):
        pass
    return st


@pytest.mark.parametrize("tok", ["11S", "1S", "1s", "0H", "10X", "1♠", "12♥"])
def test_a_card_shaped_token_is_refused_as_a_card(tok):
    with pytest.raises(ActionParseError) as exc:
        parse_action(f"play {tok}")
    msg = str(exc.value)
    assert f"{tok!r} is not a card" in msg and "whole number" not in msg, msg
    assert "J, Q, K, A" in msg and "S, H, D, C" in msg


@pytest.mark.parametrize("tok", ["--5", "5.5", "1e3", "+5", "٣"])
def test_other_number_shaped_tokens_are_still_refused_as_numbers(tok):
    with pytest.raises(ActionParseError, match="is not a whole number"):
        parse_action(f"bet {tok}")


@pytest.mark.parametrize("slug", ["whist-english", "cribbage-six-card", "euchre", "hearts"])
def test_a_malformed_card_keeps_the_state(slug):
    if slug not in {g.slug for g in all_games()}:
        pytest.skip(f"{slug} is not registered")
    st = _first_decision(slug)
    seat = st.to_act
    before = (st.view(seat), len(st.history))
    with pytest.raises(ActionParseError, match="'11S' is not a card"):
        st.apply("play 11S")
    assert (st.view(seat), len(st.history)) == before


def test_the_terminal_names_the_bad_card():
    res = CliRunner().invoke(app, ["play", "whist-english", "--seats", "human,bot,bot,bot",
                                   "--seed", "1"], input="play 11S\nquit\n")
    assert "Traceback" not in res.output, res.output[-2000:]
    line = next(ln for ln in res.output.splitlines() if "11S" in ln and "not allowed" in ln)
    assert "'11S' is not a card: ranks are 2-10" in line and "whole number" not in line, line


CUSTOM = sorted({g.slug for g in all_games()
                 if g.state_cls._parse_action is not GameState._parse_action})


def test_the_games_with_a_notation_of_their_own_are_found():
    assert {"checkers", "chess", "backgammon", "domino-draw", "bezique"} <= set(CUSTOM)


@pytest.mark.parametrize("slug", CUSTOM)
@pytest.mark.parametrize("text", ["", "   ", "\t", " \t \n"])
def test_a_blank_line_is_an_empty_action_in_every_notation(slug, text):
    st = _first_decision(slug)
    seat = st.to_act
    before = (st.view(seat), len(st.history))
    with pytest.raises(ActionParseError) as exc:
        st.parse_action(text)
    assert str(exc.value) == "empty action"
    with pytest.raises(ActionParseError, match="^empty action$"):
        st.apply(text)
    assert (st.view(seat), len(st.history)) == before


def test_the_terminal_answers_a_blank_line_at_checkers_as_an_empty_action():
    res = CliRunner().invoke(app, ["play", "checkers", "--seed", "1"], input="   \nquit\n")
    assert "Traceback" not in res.output, res.output[-2000:]
    assert "not allowed: empty action" in res.output, res.output[-2000:]
    assert "'   '" not in res.output


def test_a_card_shaped_token_where_the_action_takes_a_number_says_what_it_takes():
    """``bid 1S`` at bridge: the bid is a number and a suit word, not a card."""
    st = _first_decision("auction-bridge", 2)
    assert any(a.verb == "bid" for a in st.legal_actions())
    before = (st.view(st.to_act), len(st.history))
    with pytest.raises(ActionParseError) as exc:
        st.apply("bid 1S")
    assert str(exc.value).startswith("'1S' is not a whole number: bid takes one number: 1 to 7, "
                                     "then one word:"), str(exc.value)
    assert (st.view(st.to_act), len(st.history)) == before
    with pytest.raises(ActionParseError, match="'1S' is not a card: ranks"):
        st.parse_action("play 1S")          # no play is open: the card's refusal stands


def test_a_card_shaped_token_at_a_bet_is_refused_as_a_number():
    import random
    g = get_game("draw-poker-foster")
    st = g.new_deal(4, None, SeededShuffler(3))
    rng = random.Random(3)
    while not st.is_over and not any(a.verb == "raise" for a in st.legal_actions()):
        if not resolve_chance(st):
            st.apply(rng.choice(st.legal_actions()))
    assert not st.is_over
    with pytest.raises(ActionParseError, match=r"^'5x' is not a whole number: raise takes one amount"):
        st.parse_action("raise 5x")
    with pytest.raises(ActionParseError, match=r"takes nothing after it"):
        st.parse_action("fold 5x")
