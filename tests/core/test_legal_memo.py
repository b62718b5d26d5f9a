"""An action taken from ``legal_actions`` is applied without a second legality search (issue 18),
but only at the very position the list was given at: an action from a stale list, a copy of a
legal action, or one after a referee call or an undo is checked in full."""

from __future__ import annotations

import pytest

from hoyle.core import IllegalAction, SeededShuffler, get_game
from hoyle.core.actions import Action
from hoyle.core.state import GameState


class _Count(GameState):
    """One seat takes numbers 1..3 in turn; the referee may forbid a number; undo takes back."""

    def __init__(self):
        super().__init__(1)
        self.taken: list[int] = []
        self.forbidden: set[int] = set()
        self.checks = 0

    @property
    def to_act(self):
        return None if len(self.taken) >= 3 else 0

    def legal_actions(self):
        return [Action("take", (k,)) for k in (1, 2, 3) if k not in self.forbidden]

    def _check(self, action):
        self.checks += 1
        super()._check(action)

    def _apply(self, action):
        self.taken.append(action.args[0])

    def referee(self, call, seat=None, **details):
        self.forbidden.add(details["number"])

    def undo(self):
        self.taken.pop()
        self.history.pop()


def test_an_action_from_the_list_is_not_checked_twice():
    st = _Count()
    legal = st.legal_actions()
    st.apply(legal[0])
    assert st.checks == 0
    st.apply(Action("take", (2,)))        # an equal action, not one of the list's: checked
    assert st.checks == 1


def test_a_stale_list_is_checked_in_full():
    st = _Count()
    legal = st.legal_actions()
    st.apply(legal[0])
    st.apply(legal[1])                   # the list was given one action ago: checked
    assert st.checks == 1


def test_a_referee_call_forgets_the_list():
    st = _Count()
    legal = st.legal_actions()
    st.referee("forbid", number=2)
    with pytest.raises(IllegalAction):
        st.apply(legal[1])               # 2 was legal when the list was given; it is not now
    assert st.checks == 1 and st.taken == []


def test_an_undo_and_another_move_forget_the_list():
    st = _Count()
    st.apply(st.legal_actions()[0])
    legal = st.legal_actions()
    st.undo()
    st.referee("forbid", number=3)
    st.apply(Action("take", (1,)))       # same length of history as when the list was given
    with pytest.raises(IllegalAction):
        st.apply(legal[2])
    assert st.taken == [1]


def test_a_real_game_refuses_a_stale_card_after_the_trick_moves_on():
    g = get_game("whist-english")
    st = g.new_deal(4, None, SeededShuffler(3))
    legal = st.legal_actions()
    st.apply(legal[0])
    with pytest.raises(IllegalAction):
        st.apply(legal[0])               # that card has been played
