"""The game lines of bezique's multi-hand, sixty-six, pinochle-family and penchant matches give
the winner's score first, then the others' in seat order, as the score cards' games do
(cribbage, pinochle, rubicon piquet: ``Ann wins 61-23``). Each game here is won by a seat (or
side) other than the first, so a line in seat order would read otherwise."""

from __future__ import annotations

import re

import pytest

from hoyle.bots import make_bot
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler


def _first_game(slug: str, n: int, seed: int, deals: int = 40) -> tuple[dict, list[str], list[str]]:
    g = get_game(slug)
    m = g.new_match(n, g.make_rules({}), shuffler=SeededShuffler(seed))
    bots = [make_bot("random", g, i, seed * 10 + i) for i in range(n)]
    said: list[str] = []
    for _ in range(deals):
        st = m.next_deal()
        while not st.is_over:
            st.apply(bots[st.to_act].choose(st.view(st.to_act), st.legal_actions()))
        m.finish(st)
        said += m.announcements()
        if m.context.get("rubbers"):
            names = getattr(st, "seat_names", None) or [f"seat {s}" for s in range(n)]
            return m.context["rubbers"][0], said, list(names)
    raise AssertionError(f"{slug}: no game finished in {deals} deals")


@pytest.mark.parametrize("slug, n, seed", [("three-handed-bezique", 3, 1), ("four-handed-bezique", 4, 2),
                                           ("sixty-six", 2, 1), ("three-hand-sixty-six", 3, 1),
                                           ("penchant", 2, 4)])
def test_the_winner_s_score_comes_first(slug, n, seed):
    r, said, _ = _first_game(slug, n, seed)
    score, winner = r["score"], r["winner"]
    w = {"NS": 0, "EW": 1}.get(winner, winner)
    assert w != 0                                   # seat order would put another score first
    want = [score[w]] + [v for i, v in enumerate(score) if i != w]
    assert r["games"] == "-".join(map(str, want)) and score[w] > max(v for i, v in enumerate(score) if i != w)
    assert any(f"wins {r['games']}" in x or f"win {r['games']}" in x for x in said)


def test_a_pinochle_table_s_game_line_names_the_winner_first():
    r, said, names = _first_game("three-hand-pinochle", 3, 1)
    w = r["winner"]
    assert w != 0
    got = re.findall(r"(\w+) (-?\d+)", r["games"])
    assert got[0] == (names[w], str(r["score"][w]))
    assert [x for x, _ in got[1:]] == [names[s] for s in range(3) if s != w]
    assert any(f"wins {r['games']}" in x for x in said)
