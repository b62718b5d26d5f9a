"""Halma (the registered game ``halma``; Foster 1914, seed 001 part 6, catalog 001_part6.md
§3.2, no numbered oracle): the board and yards, the step and the chain of jumps, no capture,
the win and our readings, the notation and the bot."""

from __future__ import annotations

import pytest

from hoyle.core import ActionParseError, IllegalAction, SetupError, get_game, replay
from hoyle.games.board.halma import INDEX, YARDS
from hoyle.mechanics.board import BoardSearchBot, EndReason

GAME = get_game("halma")


def game(position=None, **rules):
    return GAME.new_deal(2, GAME.make_rules(rules) if rules else None, None,
                         {"position": position} if position else None)


def setup(black: list[str], white: list[str], side="B", played=0, limit=400) -> str:
    """A position: the named squares, each side's other men parked out of the way (19 each)."""
    b = ["."] * 256
    for s in black:
        b[INDEX[s]] = "B"
    for s in white:
        b[INDEX[s]] = "W"
    park = iter([i for i in range(256) if 2 <= i // 16 <= 5 and i % 16 >= 6 and b[i] == "."])
    while b.count("B") < 19:
        b[next(park)] = "B"
    while b.count("W") < 19:
        b[next(park)] = "W"
    return f"{side}:{''.join(b)}:{played}/{limit}"


def test_the_board_of_256_and_the_yards_of_19():
    st = game()
    assert st.view(0)["board"]["rows"] == 16 and len(YARDS[0]) == len(YARDS[1]) == 19
    assert st.pos.b.count(1) == st.pos.b.count(2) == 19
    assert INDEX["a1"] in YARDS[0] and INDEX["e2"] in YARDS[0] and INDEX["e3"] not in YARDS[0]
    assert INDEX["p16"] in YARDS[1]


def test_a_man_steps_one_square_in_any_of_eight_directions():
    pos = setup(["h12"], ["a16"])
    moves = {m for m in game(pos).legal_strings() if m.startswith("h12-")}
    assert moves == {f"h12-{s}" for s in ("g11", "h11", "i11", "g12", "i12", "g13", "h13", "i13")}


def test_a_man_jumps_over_any_man_and_chains_jumps_in_any_direction():
    # Black h12 jumps its own i12 to j12, on over White's j13 to j14, then over i14 to h14
    pos = setup(["h12", "i12"], ["j13", "i14"])
    st = game(pos)
    ends = {m.split("-")[1] for m in st.legal_strings() if m.startswith("h12-")}
    assert {"j12", "j14", "h14"} <= ends
    st.apply("h12-j14")                           # a chain of two jumps, named by its ends
    assert st.pos.b[INDEX["j14"]] == 1 and st.pos.b[INDEX["j13"]] == 2   # nothing is taken


def test_a_jump_needs_the_square_beyond_empty_and_a_man_next_to_it():
    st = game(setup(["h12", "i12"], ["j12", "a16"]))
    with pytest.raises(IllegalAction, match="jumps over a man next to it"):
        st.apply("h12-k12")
    with pytest.raises(IllegalAction, match="not empty"):
        st.apply("h12-i12")
    with pytest.raises(IllegalAction, match="no man of yours"):
        st.apply("j12-k12")


def test_the_first_to_fill_the_other_yard_wins():
    goal = [n for n, i in INDEX.items() if i in YARDS[1]]
    last = "l16"
    assert INDEX[last] in YARDS[1] and INDEX["k15"] not in YARDS[1]
    black = [g for g in goal if g != last] + ["k15"]
    st = game(setup(black, ["a1"]))
    st.apply("k15-l16")
    assert st.is_over and st.end_reason == EndReason.HOME and st.outcome() == [1, -1]


def test_a_man_left_in_his_own_yard_cannot_spoil_our_reading():
    goal = sorted(i for i in YARDS[1])
    names = {i: n for n, i in INDEX.items()}
    spoiler = names[goal[-1]]                     # White's man left on p16
    black = [names[i] for i in goal[:-1] if names[i] != "l16"] + ["k15"]
    st = game(setup(black, [spoiler]))
    st.apply("k15-l16")
    assert st.is_over and st.winner == 0


def test_the_move_count_law_draws_our_reading():
    st = game(setup(["h12"], ["a16"], played=39, limit=40))
    st.apply(st.legal_actions()[0])
    assert st.is_over and st.end_reason == EndReason.MOVE_COUNT and st.outcome() == [0, 0]
    assert game(move_limit=20).pos.limit == 40


def test_notation_refusals_undo_and_replay():
    st = game()
    before = st.record()
    for bad in ("a1", "a1-q1", "a17-a1", "a1--b2", "a1-b2-c3"):
        with pytest.raises(ActionParseError):
            st.apply(bad)
    assert st.record() == before
    key = st.position_key()
    st.apply("e2-f3")
    st.apply("l15-k14")
    assert replay(st.record(), check_outcome=False).position_key() == st.position_key()
    st.undo()
    st.undo()
    assert st.position_key() == key
    with pytest.raises(SetupError):
        game("B:" + "." * 256 + ":0/400")


def test_the_search_bot_advances():
    st = game()
    bot = BoardSearchBot(0, 0, GAME)
    move = st.format_action(bot.choose(st.view(0), st.legal_actions()))
    f, t = (INDEX[x] for x in move.split("-"))
    assert sum(divmod(t, 16)) - sum(divmod(f, 16)) >= 2      # a jump forward, not a step
