"""Shoot bezique (``shoot-bezique``): Foster 1914, catalog 001_part4.md §4.8: the shooter against
a consulting group, modelled as a match of two-hand bezique: a game the shooter wins brings the
next opponent in, a game he loses keeps the same one; every game settles the shooter against
the group."""

import pytest

from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.core.errors import SetupError
from hoyle.games.bezique import BeziqueBot

G = get_game("shoot-bezique")


def play_match(seed, games=6, **opts):
    m = G.new_match(2, opts or None, seed=seed)
    bots = [BeziqueBot(0), BeziqueBot(1)]
    seen = []
    for _ in range(200):
        if len(m.context["rubbers"]) >= games:
            break
        st = m.next_deal()
        seen.append(st)
        while not st.is_over:
            st.apply(bots[st.turn].choose(st.view(st.turn), st.legal_actions()))
        m.finish(st)
    return m, seen


def test_the_shooter_deals_first_and_the_group_is_one_seat():
    """§4.8: the shooter chooses the deal without cutting (he deals the first deal here)."""
    st = G.new_deal(2, None, SeededShuffler(1))
    assert st.dealer == 0 and st.view(1)["challenger"] == 1 and st.view(1)["shooter"] == "N"
    assert G.new_deal(2, {"shooter_deals": False}, SeededShuffler(1)).dealer == 1
    text = G.state_cls.render_view(st.view(1))
    assert "opponent 1 of 3" in text and "Your hand (S)" in text


def test_the_winner_stays_in_and_the_loser_is_replaced():
    """§4.8: when the shooter wins a game the next opponent replaces the loser; when he loses,
    the same opponent faces him next."""
    m, _ = play_match(3, games=8)
    rubbers = m.context["rubbers"]
    assert any(r["winner"] == 0 for r in rubbers) and any(r["winner"] == 1 for r in rubbers)
    ch = 1
    for r in rubbers:
        assert r["challenger"] == ch
        if r["winner"] == 0:
            ch = ch % 3 + 1
    # the group's members' nets add up to the group's seat; the shooter takes all the bets
    assert sum(m.context["group"]) == m.settled().per_seat[1] == -m.settled().per_seat[0]


def test_every_game_is_bezique_to_1000_doubled_under_500():
    m, _ = play_match(5, games=4)
    for r in m.context["rubbers"]:
        loser = 1 - r["winner"]
        assert max(r["score"]) >= 1000 and r["value"] == (2 if r["score"][loser] < 500 else 1)


def test_a_bad_challenger_is_refused():
    with pytest.raises(SetupError, match="challenger"):
        G.new_deal(2, None, SeededShuffler(1), {"challenger": 7})
