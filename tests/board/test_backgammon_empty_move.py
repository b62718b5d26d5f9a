"""A blank line at backgammon is an empty action, not a move refused by law 12 (a new user's
finding: `printf '   ' | hoyle play backgammon` printed 'not allowed:  with 3-2: both numbers...')."""

import pytest

from hoyle.core import SeededShuffler, get_game, resolve_chance
from hoyle.core.errors import ActionParseError


@pytest.mark.parametrize("text", ["", "   ", "move", " move  "])
def test_a_blank_line_is_an_empty_action(text):
    g = get_game("backgammon")
    st = g.new_deal(2, None, SeededShuffler(5))
    while resolve_chance(st):
        pass
    before = st.view(st.to_act)
    with pytest.raises(ActionParseError, match="empty action"):
        st.parse_action(text)
    assert st.view(st.to_act) == before
