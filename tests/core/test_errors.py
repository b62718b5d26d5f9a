"""Typed errors (core issue 10 item 5) and the crash inputs of issue 17 item 6, at every
public entry point: a one-line error, never a ValueError, IndexError or TypeError.

* ``outcome()`` of every registered game raises DealNotOver before the end.
* Set-up errors (players, rule combinations, a context that does not fit) are SetupError.
* ``hoyle replay`` of crafted records (``raise --5``, ``bet ①``, ``bet ²``, an action of
  100,000 characters, ``"dealer": 17`` at a 4-player table), ``hoyle eval "AS AS AS AS AS"``
  and ``hoyle odds draw`` with bad input: exit code 2 and one short line on stderr.
"""

from __future__ import annotations

import json
import random

import pytest
from typer.testing import CliRunner

from hoyle.cli import app
from hoyle.core import (DealNotOver, HoyleError, IllegalAction, RecordError, SeededShuffler,
                        SetupError, all_games, get_game, replay)

GAMES = all_games()


# ----- DealNotOver ----------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES, ids=[g.slug for g in GAMES])
def test_outcome_before_the_end_is_deal_not_over(game):
    st = game.new_deal(None, None, SeededShuffler(5))
    rng = random.Random(5)
    checked = 0
    for _ in range(3):                   # at the start, and after a few actions
        if st.is_over:
            break
        with pytest.raises(DealNotOver):
            st.outcome()
        checked += 1
        for _ in range(rng.randint(1, 4)):
            if st.is_over:
                break
            st.apply(rng.choice(st.legal_actions()))
    assert checked, f"{game.slug}: a fresh deal is already over"


def test_deal_not_over_is_still_an_illegal_action_for_old_callers():
    st = get_game("whist-english").new_deal()
    with pytest.raises(IllegalAction, match="not finished"):
        st.outcome()
    m = get_game("draw-poker-foster").new_match(4, seed=1)
    with pytest.raises(DealNotOver):
        m.finish(m.next_deal())


# ----- SetupError -------------------------------------------------------------------------------
@pytest.mark.parametrize("slug, kwargs, needle", [
    ("whist-english", {"num_players": 9}, "played by 4 players, not 9"),
    ("draw-poker-foster", {"num_players": 9}, "played by 2 to 7 players, not 9"),
    ("kings-bridge", {"rules": {"doubling": True}}, "without doubling"),
    ("ruff-and-honours", {"rules": {"drive": True}}, "its own deal"),
    ("six-hand-bridge", {"context": {"idle": [0, 1]}}, "at most one table"),
    ("draw-poker-foster", {"rules": {"blind": 0}}, "at least"),
    ("whist-english", {"context": {"dealer": 17}}, "dealer is a position 0 to 3"),
    ("draw-poker-foster", {"num_players": 4, "context": {"dealer": -1}}, "not -1"),
    ("draw-poker-foster", {"num_players": 4, "context": {"dealer": "2"}}, "not '2'"),
    ("faro-foster", {"context": {"dealer": True}}, "not True"),
])
def test_set_up_errors_are_setup_errors(slug, kwargs, needle):
    with pytest.raises(SetupError, match=needle) as exc:
        get_game(slug).new_deal(**kwargs)
    assert not isinstance(exc.value, IllegalAction)


def test_a_dummys_hand_may_deal_where_the_game_deals_four_hands():
    st = get_game("dummy-whist").new_deal(3, context={"dealer": 3})
    assert st.dealer == 3
    with pytest.raises(SetupError):
        get_game("dummy-whist").new_deal(3, context={"dealer": 4})


# ----- the CLI: one line, exit code 2 -----------------------------------------------------------
def _one_line_error(res, needle: str) -> str:
    assert res.exit_code == 2, res.output
    err = res.stderr.strip()
    assert "Traceback" not in res.output and "Error" not in err.split(":")[0]
    assert err.startswith("error: ") and "\n" not in err and len(err) < 300, err
    assert needle in err, err
    return err


def _record(slug: str, players: int, seed: int = 1) -> dict:
    st = get_game(slug).new_deal(players, None, SeededShuffler(seed))
    rng = random.Random(seed)
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    return json.loads(json.dumps(st.record()))


@pytest.mark.parametrize("text, needle", [
    ("raise --5", "'--5' is not a whole number"),
    ("bet ①", "'①' is not a whole number"),
    ("bet ²", "'²' is not a whole number"),
    ("bet ٣", "'٣' is not a whole number"),
    ("bet " + "9" * 100_000, "at most 200 characters, not 100,004"),
])
def test_hoyle_replay_of_a_record_with_a_bad_action(tmp_path, text, needle):
    rec = _record("draw-poker-foster", 4)
    seat = rec["actions"][0][0]
    rec["actions"][0] = [seat, text]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec, ensure_ascii=False), encoding="utf-8")
    res = CliRunner().invoke(app, ["replay", str(path)])
    err = _one_line_error(res, needle)
    assert err.startswith("error: action #1 is malformed:")
    with pytest.raises(RecordError):
        replay(rec)


def test_hoyle_replay_of_a_non_text_action_of_100000_items(tmp_path):
    rec = _record("draw-poker-foster", 4)
    rec["actions"][0] = [0, ["x"] * 100_000]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec))
    _one_line_error(CliRunner().invoke(app, ["replay", str(path)]), "action #1 is malformed")


@pytest.mark.parametrize("slug", ["draw-poker-foster", "whist-english", "boston", "faro-foster"])
def test_hoyle_replay_refuses_a_dealer_who_is_not_at_the_table(tmp_path, slug):
    rec = _record(slug, 4)
    assert rec["players"] == 4
    rec["context"] = {**rec.get("context", {}), "dealer": 17}
    path = tmp_path / "dealer.json"
    path.write_text(json.dumps(rec))
    res = CliRunner().invoke(app, ["replay", str(path)])
    _one_line_error(res, "cannot start the recorded deal: the context's dealer is a position 0 "
                         "to 3 at this 4-player table, not 17")


@pytest.mark.parametrize("args, needle", [
    (["eval", "AS AS AS AS AS"], "duplicate card AS"),
    (["eval", "KH KH KH KH KH"], "duplicate card KH"),
    (["eval", "AS KS QS JS TS", "--low", "lowball", "--rules", "foster"], "--rules"),
    (["odds", "draw", "AS KS QS JS TS", "--discard", "²"], "--discard is a number"),
    (["odds", "draw", "AS KS QS JS TS", "--discard", "٣"], "--discard is a number"),
    (["odds", "draw", "AS KS QS JS TS", "--discard", "1e3"], "--discard is a number"),
    (["odds", "draw", "AS KS QS JS TS", "--discard", "9"], "0 to 5 cards"),
    (["odds", "draw", "AS AS AS AS AS", "--discard", "2"], "duplicate card"),
    (["odds", "draw", "AS KS QS JS JKR", "--discard", "1", "--jokers", "0"], "the pack has none"),
    (["odds", "draw", "AS KS QS JS TS", "--discard", "9S"], "not in the hand"),
])
def test_hand_commands_answer_bad_input_in_one_line(args, needle):
    _one_line_error(CliRunner().invoke(app, args), needle)


def test_every_typed_error_is_a_hoyle_error():
    from hoyle.core import ActionParseError, RuleOptionError, UnknownGame
    for cls in (IllegalAction, DealNotOver, SetupError, RuleOptionError, RecordError,
                ActionParseError, UnknownGame):
        assert issubclass(cls, HoyleError)
    assert issubclass(RuleOptionError, SetupError)


@pytest.mark.parametrize("slug, where, key, value, needle", [
    ("whist-english", "context", "score", [1], "score is a list of 2"),
    ("auction-bridge", "context", "below", "x", "below is a list of 2"),
    ("bridge-for-two", "context", "games", [], "games is a list of 2"),
    ("three-hand-auction", "context", "below", [0, 0], "below is a list of 3"),
    ("six-hand-bridge", "context", "below", [[1, 2]], "below is a list of 2 (a list of 2"),
    ("table-stakes", "context", "stacks", [100], "stacks is a list of 4"),
    ("jack-pots-foster", "context", "jack_payer", -5, "jack_payer is a seat 0 to 3"),
    ("draw-poker-foster", "context", "referee", [[1, 2]], "[step, call, seat, details]"),
    ("cayenne", "context", "sheet", {}, "sheet is two lists"),
    ("faro-foster", "rules", "stakes", [], "faro stakes are one or more"),
])
def test_hoyle_replay_refuses_a_context_of_the_wrong_shape(tmp_path, slug, where, key, value,
                                                          needle):
    """Carried values that would have raised IndexError, TypeError or KeyError mid-replay."""
    rec = _record(slug, get_game(slug).players)
    rec.setdefault(where, {})[key] = value
    with pytest.raises(RecordError, match="cannot start the recorded deal") as exc:
        replay(rec)
    assert needle in str(exc.value)
    path = tmp_path / "ctx.json"
    path.write_text(json.dumps(rec))
    _one_line_error(CliRunner().invoke(app, ["replay", str(path)]), needle)


def test_the_terminal_refuses_the_crash_inputs_and_asks_again():
    """``hoyle play``: each input gets one 'not allowed' line and the prompt again; the deal
    goes on (seed 2: the person in seat 0 acts first in draw poker)."""
    flood = "raise " + "5" * 100_000
    res = CliRunner().invoke(app, ["play", "draw-poker-foster", "--seed", "2", "--players", "4",
                                   "--deals", "1"],
                             input=f"raise --5\nbet ①\nbet ²\nbet ٣\n{flood}\nquit\n")
    out = res.output
    assert res.exit_code == 0 and "Traceback" not in out, out[-2000:]
    for tok in ("'--5'", "'①'", "'²'", "'٣'"):
        assert f"not allowed: {tok} is not a whole number" in out
    line = next(ln for ln in out.splitlines() if "at most 200 characters" in ln)
    assert "not allowed: an action has at most 200 characters, not 100,006" in line
    assert len(line) < 200            # the refusal does not echo it (the runner echoes input)


def test_stakes_are_positive_chips_and_list_options_keep_their_bounds():
    """A fresh user's finding: --stakes "0,-5" was accepted and a winning punter lost 5."""
    from hoyle.core import RuleOptionError, get_game
    g = get_game("blackjack-casino")
    for bad in ("0,-5", "0", "-5", ""):
        with pytest.raises(RuleOptionError, match="stake"):
            g.make_rules({"stakes": bad})
    assert g.make_rules({"stakes": "5,25"}).stakes == (5, 25)


def test_replay_of_json_hoyle_cannot_read_is_one_line(tmp_path):
    from hoyle.core import RecordError, load_record
    big = tmp_path / "big.json"
    big.write_text('{"format": "hoyle-record", "context": {"dealer": ' + "9" * 5001 + "}}")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000)
    for p in (big, deep):
        with pytest.raises(RecordError, match="not a record hoyle can read|not valid JSON"):
            load_record(p)
