"""The per-seat event log of a deal (issue 10, item 7; :mod:`hoyle.core.state`).

Each entry of ``GameState.log`` says who may read it: a plain string is public; an entry
written with ``note(text, to=..., until_over=...)`` is read by those seats, and by everyone
once the deal is over when ``until_over``. ``log_for(seat)`` is what a seat (None = a
spectator) may read now."""

from __future__ import annotations


import pytest

from hoyle.core import GameState, LogEntry, SeededShuffler, get_game

from hoyle.conformance import _check_log


class _Deal(GameState):
    """Three seats; ``over`` ends the deal (only what the log needs)."""

    over = False

    @property
    def to_act(self):
        return None if self.over else 0


def _deal() -> _Deal:
    st = _Deal(3)
    st.log.append("seat 0 stakes 5")                              # public, the old way
    st.note("seat 1 discards 7C 4D", to=1)                        # seat 1 only, ever
    st.note("seat 2 holds AS KS QS", to=2, until_over=True)       # seat 2; all at the end
    st.note("the hole card is 9H", to=(), until_over=True)        # nobody until the end
    st.note("seats 0 and 2 exchange a card", to=(0, 2))
    st.note("the pot is 12")                                      # note without `to`: public
    return st


def test_each_seat_and_a_spectator_read_what_they_may_during_the_deal():
    st = _deal()
    assert st.log_for(None) == ["seat 0 stakes 5", "the pot is 12"]
    assert st.log_for(0) == ["seat 0 stakes 5", "seats 0 and 2 exchange a card", "the pot is 12"]
    assert st.log_for(1) == ["seat 0 stakes 5", "seat 1 discards 7C 4D", "the pot is 12"]
    assert st.log_for(2) == ["seat 0 stakes 5", "seat 2 holds AS KS QS",
                             "seats 0 and 2 exchange a card", "the pot is 12"]
    # a seat that is not at the table reads what a spectator reads
    assert st.log_for(7) == st.log_for(-1) == st.log_for(None)


def test_entries_kept_for_the_end_are_public_once_the_deal_is_over():
    st = _deal()
    st.over = True
    assert st.log_for(None) == ["seat 0 stakes 5", "seat 2 holds AS KS QS", "the hole card is 9H",
                                "the pot is 12"]
    assert st.log_for(1) == ["seat 0 stakes 5", "seat 1 discards 7C 4D", "seat 2 holds AS KS QS",
                             "the hole card is 9H", "the pot is 12"]
    # positions in the log, for a front end that prints the log as it grows
    assert [i for i, _ in st.log_indexed(None)] == [0, 2, 3, 5]


def test_a_game_may_unseal_its_log_at_its_showdown():
    class Early(_Deal):
        shown = False

        def _log_unsealed(self):
            return self.shown

    st = Early(2)
    st.note("seat 1 holds 2C 2D", to=1, until_over=True)
    assert st.log_for(0) == []
    st.shown = True
    assert st.log_for(0) == ["seat 1 holds 2C 2D"]


def test_entries_are_plain_text_with_their_readers():
    st = _deal()
    e = st.log[1]
    assert isinstance(e, LogEntry) and str(e) == e.text == "seat 1 discards 7C 4D"
    assert e.to == frozenset({1}) and not e.until_over
    assert st.log[0] == "seat 0 stakes 5" and st.log[5] == "the pot is 12"   # still strings
    twin = st.clone()
    twin.note("only the twin", to=0)
    assert "only the twin" not in st.log_for(0)


@pytest.mark.parametrize("to", [3, -1, (0, 5), ("0",), True])
def test_an_entry_for_a_seat_that_is_not_at_the_table_is_a_bug_of_the_game(to):
    st = _Deal(3)
    with pytest.raises(TypeError, match="not seats of 3 players"):
        st.note("x", to=to)
    assert st.log == []


def test_the_conformance_check_finds_a_hidden_card_in_the_log_and_accepts_it_per_seat():
    """The conformance check (hoyle.conformance, run by tests/test_conformance.py) can fail: a line naming a seat's hidden card
    (red dog: the hands are dealt face down) is a leak when public, not when told to that seat."""
    g = get_game("red-dog")
    st = g.new_deal(3, None, SeededShuffler(4))
    _check_log(st, True)
    card = st.hands[1][0]
    assert card in set(st.hidden_cards(0))
    told = st.clone()
    told.note(f"seat 1 holds {card}", to=1)
    _check_log(told, True)
    assert f"seat 1 holds {card}" in told.log_for(1) and not any(str(card) in t for t in told.log_for(0))
    st.log.append(f"seat 1 holds {card}")
    with pytest.raises(AssertionError, match="reads hidden cards"):
        _check_log(st, True)


def test_the_terminal_prints_each_entry_the_person_may_read_once():
    from hoyle.cli._common import console
    from hoyle.cli.play import _print_log

    st, printed = _deal(), set()
    with console.capture() as cap:
        _print_log(st, 1, printed)
        _print_log(st, 1, printed)          # nothing new: nothing printed again
    assert cap.get().splitlines() == ["  · seat 0 stakes 5", "  · seat 1 discards 7C 4D",
                                      "  · the pot is 12"]
    st.over = True
    with console.capture() as cap:
        _print_log(st, 1, printed)          # the end of the deal shows what was kept for it
    assert cap.get().splitlines() == ["  · seat 2 holds AS KS QS", "  · the hole card is 9H"]


def test_hoyle_play_tells_the_deal_in_the_games_words():
    from typer.testing import CliRunner

    from hoyle.cli import app
    res = CliRunner().invoke(app, ["play", "roulette", "--seats", "human,bot,bot", "--seed", "3",
                                   "--deals", "1"])
    assert res.exit_code == 0, res.output
    assert "· the ball falls in " in res.output and "· seat 1 stakes " in res.output
