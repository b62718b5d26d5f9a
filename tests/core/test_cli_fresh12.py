"""Fresh-user findings, round 12 (command line): every refusal is one line that names the
flag and what it takes; no NumPy, Python or internal class text reaches the user."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from hoyle.cli import app

runner = CliRunner()


def _one_line_error(res) -> str:
    lines = [x for x in res.output.splitlines() if x.strip()]
    assert len(lines) == 1, res.output
    assert lines[0].startswith("error: "), res.output
    assert "Traceback" not in res.output
    return lines[0]


@pytest.mark.parametrize("args", [
    ["serve", "--seed", "-1"],
    ["duplicate", "--movement", "howell", "--teams", "5", "--seed", "-1"],
    ["play", "whist", "--seats", "bot,bot,bot,bot", "--seed", "-5"],
    ["simulate", "faro", "--seed", "-3"],
    ["soak", "whist", "--first-seed", "-2"],
])
def test_a_negative_seed_is_refused_at_its_flag(args):
    res = runner.invoke(app, args, prog_name="hoyle")
    assert res.exit_code == 2
    line = _one_line_error(res)
    assert "seed" in line and "non-negative integer" not in line


@pytest.mark.parametrize("args, says", [
    (["serve", "--log-level", "loud"], "--log-level must be one of critical, error, warning, info, debug, trace"),
    (["serve", "--log-level", ""], "--log-level must be one of"),
    (["serve", "--database", ""], "--database must name a SQLite file or a database URL"),
    (["serve", "--database", "  "], "--database must name"),
])
def test_serve_refuses_a_bad_log_level_and_an_empty_database(args, says):
    res = runner.invoke(app, args, prog_name="hoyle")
    assert res.exit_code == 2
    assert says in _one_line_error(res)


def _sparse(path, size: int):
    with open(path, "wb") as f:
        f.truncate(size)
    return path


@pytest.mark.parametrize("suffix, cap", [(".json", "MAX_RECORD_BYTES"), (".pbn", "MAX_PBN_BYTES"),
                                         (".phh", "MAX_PHH_BYTES")])
def test_replay_reads_a_capped_regular_file(tmp_path, suffix, cap):
    from hoyle.core import record
    from hoyle.formats import pbn, phh
    limit = {"MAX_RECORD_BYTES": record.MAX_RECORD_BYTES, "MAX_PBN_BYTES": pbn.MAX_PBN_BYTES,
             "MAX_PHH_BYTES": phh.MAX_PHH_BYTES}[cap]
    big = _sparse(tmp_path / f"big{suffix}", limit + 1)
    line = _one_line_error(runner.invoke(app, ["replay", str(big)]))
    assert f"larger than {limit:,} bytes" in line
    folder = tmp_path / f"dir{suffix}"
    folder.mkdir()
    line = _one_line_error(runner.invoke(app, ["replay", str(folder)]))
    assert "is a folder, not a file" in line


@pytest.mark.parametrize("args", [["replay", "/dev/zero"],
                                  ["play", "whist", "--seats", "bot,bot,bot,bot", "--deal", "/dev/zero"]])
def test_a_device_is_refused_before_anything_is_read(args):
    res = runner.invoke(app, args)
    assert res.exit_code == 2
    assert "/dev/zero is a device or a pipe, not a file" in _one_line_error(res)


@pytest.mark.parametrize("boards", ["100000000", "0", "-4"])
def test_duplicate_boards_has_an_upper_bound(boards):
    from hoyle.mechanics.duplicate import MAX_BOARDS
    res = runner.invoke(app, ["duplicate", "--movement", "howell", "--teams", "5", "--boards", boards])
    assert res.exit_code == 2
    line = _one_line_error(res)
    assert f"--boards must be from 1 to {MAX_BOARDS} (our bound" in line and line.endswith(f"not {boards}")


def test_eval_says_a_second_joker_is_the_trouble():
    res = runner.invoke(app, ["eval", "JKR2 2S 3S 4S 9H", "--rules", "foster-mistigris"])
    assert res.exit_code == 2
    line = _one_line_error(res)
    assert "JKR2 is a second joker" in line and "one joker, JKR" in line
    assert "is not used" not in line


@pytest.mark.parametrize("hand, says, held", [
    ("2S 2H 2D 2C JKR", "five deuces (joker as another deuce)", None),
    ("AH JH 8H 5H JKR", "joker as another ace of hearts: a duplicate", "AH"),
    ("KH QH JH TH JKR", "royal flush in hearts (joker as ace of hearts)", None),
])
def test_eval_names_what_the_joker_stands_for(hand, says, held):
    from hoyle.cards import parse_cards
    from hoyle.evaluators import PRESETS, evaluate
    res = runner.invoke(app, ["eval", hand])
    assert res.exit_code == 0, res.output
    assert says in " ".join(res.output.split())
    v = evaluate(parse_cards(hand), PRESETS["foster-mistigris"])
    (_, named), = v.named
    # a named card the hand holds is called "another" (O64 lets the joker duplicate one)
    if v.category.value != "five of a kind":
        assert (str(named) == held) == ("another" in v.describe())


def test_eval_refuses_low_for_three_cards():
    res = runner.invoke(app, ["eval", "2C 3D 4H", "--low", "lowball"])
    assert res.exit_code == 2
    assert "--low values a hand of 5 to 7 cards" in _one_line_error(res)


def test_a_record_of_another_game_names_the_game_by_its_title(tmp_path):
    import json

    from hoyle.core import SeededShuffler, get_game
    g = get_game("draw-poker")
    st = g.new_deal(3, None, SeededShuffler(4))
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    rec = st.record()
    rec["game"] = "whist-english"
    path = tmp_path / "other.json"
    path.write_text(json.dumps(rec))
    line = _one_line_error(runner.invoke(app, ["replay", str(path)]))
    assert f"{get_game('whist-english').title} has no option" in line
    assert "Rules" not in line.split("(options")[0]      # no internal class name (WhistRules)


def test_reading_a_pbn_file_as_a_game_pbn_cannot_hold_says_read(tmp_path):
    path = tmp_path / "a.pbn"
    path.write_text('[Event "x"]\n[Board "1"]\n[Dealer "N"]\n'
                    '[Deal "N:AKQJ.AKQ.AKQ.AKQ 5432.5432.5432.2 T987.T987.T9.T98 6.J6.J876.J7654"]\n')
    line = _one_line_error(runner.invoke(app, ["replay", str(path), "--game", "draw-poker"]))
    assert "cannot be read as draw-poker" in line and "written" not in line


def _commands():
    import typer as _typer

    import hoyle.cli as cli
    cli._register_all()

    def walk(c, path):
        yield path, c
        for name, sub in (getattr(c, "commands", None) or {}).items():
            yield from walk(sub, path + [name])
    return list(walk(_typer.main.get_command(app), ["hoyle"]))


def test_help_texts_are_plain_words():
    import re
    markup = re.compile(r"``|:(mod|func|class|meth|data|attr):`|`[^`\n]+`")
    found = [(" ".join(path), t) for path, c in _commands()
             for t in [c.help or ""] + [getattr(p, "help", None) or "" for p in c.params]
             if markup.search(t)]
    assert found == []
    res = runner.invoke(app, ["soak", "--help"], terminal_width=100)
    assert "``" not in res.output and ":mod:" not in res.output


def test_duplicate_help_shows_its_flags_whole():
    res = runner.invoke(app, ["duplicate", "--help"], terminal_width=80)
    assert res.exit_code == 0
    assert "…" not in res.output
    assert "--teams" in res.output and "--pairs or --players" in " ".join(res.output.split())


def test_duplicate_pairs_and_players_are_teams_by_other_names():
    res = runner.invoke(app, ["duplicate", "--movement", "howell", "--pairs", "5", "--players", "7"])
    assert "give it once" in _one_line_error(res)


def test_piped_errata_keeps_its_ids_whole():
    import json
    res = runner.invoke(app, ["errata", "poker"])       # CliRunner's output is not a terminal
    assert res.exit_code == 0
    lines = res.output.splitlines()
    assert lines[0].split("\t") == ["id", "game", "item", "printed", "exact", "verdict"]
    ids = [x["id"] for x in json.loads(runner.invoke(app, ["errata", "poker", "--json"]).output)]
    assert [ln.split("\t")[0] for ln in lines[1:1 + len(ids)]] == ids
    assert all(len(ln.split("\t")) == 6 for ln in lines[1:1 + len(ids)])


def test_one_figure_and_one_game_are_singular(monkeypatch):
    import hoyle.analysis.errata as E      # one figure: the wording, whatever the books print
    rows = [{"id": "x", "game": "g", "item": "i", "printed": "1", "exact": "1", "verdict": "correct"}]
    monkeypatch.setattr(E, "errata", lambda target: rows)
    res = runner.invoke(app, ["errata", "faro"])
    assert "1 figure: 1 correct" in res.output and "1 figures" not in res.output
    res = runner.invoke(app, ["soak", "whist-english", "--playouts", "1", "--deep", "0"])
    assert res.exit_code == 0, res.output
    assert "1 game" in res.output and "1 games" not in res.output


@pytest.mark.parametrize("args, says", [
    (["duplicate", "--records"], "--records adds each play's record to the --json output"),
    (["play", "whist", "--seats", "bot,bot,bot,bot", "--save", ""], "--save takes the folder"),
    (["play", "whist", "--seats", ""], "--seats takes one entry a seat"),
    (["play", "whist", "--seats", "bot,,bot,bot"], "seat 1 is empty"),
])
def test_options_that_were_silently_ignored_are_refused(args, says):
    res = runner.invoke(app, args)
    assert res.exit_code == 2
    assert says in _one_line_error(res)
