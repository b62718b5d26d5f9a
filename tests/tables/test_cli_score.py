"""``hoyle score GAME``: the score pad kept from reported events (ten-pins' printed sheet, a pool
game), refusals as one line naming the reason, and the games hoyle plays itself sent to ``play``."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from hoyle.cli import app

runner = CliRunner()
SHEET = "8 2 5 5 10 9 0 7 2 8 2 10 8 2 8 1 7 3 9"      # seed 001 part 6 §9.2, O-46


def test_score_ten_pins_prints_the_frame_by_frame_sheet():
    r = runner.invoke(app, ["score", "ten-pins", "--balls", SHEET])
    assert r.exit_code == 0, r.output
    assert "game over: 158" in r.output and "130" in r.output and "140" not in r.output
    js = json.loads(runner.invoke(app, ["score", "ten-pins", "--balls", SHEET, "--json"]).output)
    assert js["scores"] == [158] and [f["total"] for f in js["frames"][0]][7] == 130


def test_score_refuses_an_impossible_ball_in_one_line():
    r = runner.invoke(app, ["score", "ten-pins", "--balls", "7 4"])
    assert r.exit_code == 2 and "only 3 pins standing" in r.output and "Traceback" not in r.output
    r = runner.invoke(app, ["score", "ten-pins", "--balls", " ".join(["10"] * 13)])
    assert r.exit_code == 2 and "the game is over" in r.output


def test_score_pool_events_and_the_terminal_pad():
    r = runner.invoke(app, ["score", "fifteen-ball-pool", "--events", "pot 15; pot 14; no-count; foul miss"])
    assert r.exit_code == 0 and "seat 0: 29" in r.output and "seat 1: -3" in r.output
    r = runner.invoke(app, ["score", "ten-pins"], input="ball 10\nball 12\nball 7\nquit\n")
    assert r.exit_code == 0 and "refused: only 10 pins standing" in r.output


def test_score_sends_other_games_to_play():
    # (whist and auction bridge now have a card game's score card: tests/test_cli_score_cards.py)
    r = runner.invoke(app, ["score", "chess"])
    assert r.exit_code == 2 and "hoyle play chess" in r.output
    r = runner.invoke(app, ["score", "no-such-game"])
    assert r.exit_code == 2 and "Traceback" not in r.output


# ----- the sheet's own marks typed as reports (X, /, -, plain numbers), the bowler count ------
MARKED = "8 / 5 / X 9 - 7 2 8 / X 8 / 8 1 7 / 9"        # SHEET above in the sheet's marks (O-46)


def test_score_ten_pins_reads_the_sheets_marks_as_the_pins_they_stand_for():
    a = json.loads(runner.invoke(app, ["score", "ten-pins", "--balls", SHEET, "--json"]).output)
    b = json.loads(runner.invoke(app, ["score", "ten-pins", "--balls", MARKED, "--json"]).output)
    assert a["scores"] == b["scores"] == [158]
    perfect = runner.invoke(app, ["score", "ten-pins", "--balls", " ".join(["X"] * 12)])
    assert perfect.exit_code == 0 and "game over: 300" in perfect.output


def test_score_ten_pins_typed_input_takes_plain_numbers_and_marks():
    r = runner.invoke(app, ["score", "ten-pins"], input="X\n7\n/\n-\n5\nball 3\nball /\nquit\n")
    assert r.exit_code == 0 and "refused" not in r.output, r.output
    assert "frame 5, ball 1" in r.output                 # X | 7 / | - 5 | 3 / : four frames rolled


def test_score_ten_pins_refuses_a_mark_that_does_not_fit_the_rack():
    r = runner.invoke(app, ["score", "ten-pins", "--balls", "7 X"])
    assert r.exit_code == 2 and "X is a strike" in r.output and "3 stand now" in r.output
    r = runner.invoke(app, ["score", "ten-pins", "--balls", "/"])
    assert r.exit_code == 2 and "/ is a spare" in r.output
    r = runner.invoke(app, ["score", "ten-pins"], input="7\nX\nquit\n")
    assert r.exit_code == 0 and "refused: X is a strike" in r.output


def test_score_the_other_bowling_pads_take_plain_numbers():
    r = runner.invoke(app, ["score", "newport-game", "--balls", "3 - 4"])
    assert r.exit_code == 0 and "Traceback" not in r.output, r.output
    r = runner.invoke(app, ["score", "battle-game", "--players", "2", "--balls", "4 -"])
    assert r.exit_code == 0, r.output
    r = runner.invoke(app, ["score", "duck-pins", "--balls", "X 7 / 9"])
    assert r.exit_code == 0, r.output


def test_score_refuses_a_bowler_count_outside_the_game():
    for n in ("0", "-1", "9"):
        r = runner.invoke(app, ["score", "ten-pins", "--players", n, "--balls", "X"])
        assert r.exit_code == 2 and "1 to 8 players, not" in r.output and "Traceback" not in r.output


def test_score_pad_amounts_are_pins_and_the_score_points():
    from hoyle.core import get_game
    for slug, n in (("ten-pins", 1), ("duck-pins", 1), ("newport-game", 1), ("battle-game", 2),
                    ("cocked-hat-and-feather", 1)):
        st = get_game(slug).new_deal(n)
        texts = [s.describe() for s in st.action_specs() if "amount" in s.describe()]
        assert texts and all(t.endswith(" pins") for t in texts), (slug, texts)
        assert st.unit == "points"                        # §9.2: "a total score of 53 points" (O-45)
def test_score_pin_pool_keeps_the_private_balls_off_the_pad():
    """Pin pool (seed 001 part 6 §7.9): the pad printed for the table shows no private ball;
    ``private SEAT`` shows one seat's, and the balls are drawn afresh at every table."""
    r = runner.invoke(app, ["score", "pin-pool", "--players", "3", "--events", "down 1 3; down 2"])
    assert r.exit_code == 0 and "private" not in r.output.lower() and "seat 1: 2 on the pins" in r.output
    balls = set()
    for _ in range(6):
        r = runner.invoke(app, ["score", "pin-pool"], input="private 0\nprivate 7\nquit\n")
        assert r.exit_code == 0 and "refused: private takes a seat" in r.output
        balls.add(r.output.split("seat 0's private ball: ")[1].split()[0])
    assert len(balls) > 1
    r = runner.invoke(app, ["score", "snooker"], input="private 0\nquit\n")
    assert "has no private balls" in r.output


def test_score_pad_reads_several_balls_on_one_typed_line_all_or_none():
    """The printed sheet (seed 001 part 6 §9.2, O-46) typed a frame a line, as --balls writes
    the balls: the same 158. A line with an impossible ball is refused naming the ball, and
    none of that line's balls is taken."""
    frames = ["8 2", "5 5", "10", "9 0", "7 2", "8 2", "10", "8 2", "8 1", "7 3 9"]
    r = runner.invoke(app, ["score", "ten-pins", "--json"], input="\n".join(frames[:3] + ["9 0 11"] + frames[3:]) + "\n")
    assert r.exit_code == 0, r.output
    said = " ".join(r.output.split())          # the console wraps long lines
    assert "refused: ball 3 of the line (11): only 10 pins standing" in said
    assert "nothing on the line was taken" in said
    assert "game over: 158" in said and "Traceback" not in said
