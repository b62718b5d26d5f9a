"""``hoyle duplicate`` within the sizes the book's movements are given for (issue 17 item 12):
``--movement howell --teams 401`` ran for hours with no sign of progress. The quadratic
movements are refused past the book's largest room, in one line naming the bound and where
the book gives it (001 part 2 §1.5-1.9), and a match shows its progress play by play."""

from __future__ import annotations

import pytest
import rich.progress
from typer.testing import CliRunner

from hoyle.cli import app
from hoyle.mechanics.duplicate import BOOK_BOUNDS, build_movement

runner = CliRunner()


@pytest.mark.parametrize("movement, most, where", [
    ("howell", 11, "001 part 2 §1.5 L54"),          # trays move 2, 3, 4, 5 tables for 5..11 tables
    ("gilman", 11, "001 part 2 §1.5 L55-63"),
    ("mitchell", 28, "001 part 2 §1.8 L131-145"),    # the Knickerbocker club's 14 tables
    ("compass", 28, "001 part 2 §1.8 L131-145"),
    ("mitchell-mixed", 56, "001 part 2 §1.8 L131-145"),
])
def test_the_largest_book_size_is_built_and_the_next_refused(movement, most, where):
    assert BOOK_BOUNDS[movement][0] == most
    m = build_movement(movement, most)
    assert m.tables == (most if movement in ("howell", "gilman") else most // 2 if movement != "mitchell-mixed"
                        else most // 4)
    step = 4 if movement == "mitchell-mixed" else 2
    with pytest.raises(ValueError, match=f"at most {most} .*{where}.*not {most + step}"):
        build_movement(movement, most + step)


def test_howell_401_teams_is_refused_at_once_in_one_line():
    res = runner.invoke(app, ["duplicate", "--movement", "howell", "--teams", "401"])
    assert res.exit_code == 2
    lines = [x for x in res.output.splitlines() if x.strip()]
    assert len(lines) == 1 and lines[0] == (
        "error: the Howell team movement is for at most 11 teams (the book gives the trays' move "
        "for 5, 7, 9 and 11 tables, 001 part 2 §1.5 L54), not 401")


def test_gilman_even_is_bounded_by_the_book_room_of_ten_tables():
    assert build_movement("gilman", 10).tables == 10
    with pytest.raises(ValueError, match=r"at most 10 teams .*§1.6 L64-75\), not 12"):
        build_movement("gilman", 12)


def test_a_match_shows_its_progress_play_by_play(monkeypatch):
    seen: list[tuple] = []
    real = rich.progress.Progress.update

    def update(self, task, **kw):
        seen.append((kw.get("total"), kw.get("advance")))
        return real(self, task, **kw)

    monkeypatch.setattr(rich.progress.Progress, "update", update)
    res = runner.invoke(app, ["duplicate", "--movement", "howell", "--teams", "3", "--boards", "3",
                              "--seed", "1", "--bots", "random"])
    assert res.exit_code == 0, res.output
    plays = [s for s in seen if s[1] == 1]
    assert len(plays) == 6 and {t for t, _ in plays} == {6}     # 3 teams, 2 sets, 3 tables, 1 board each
