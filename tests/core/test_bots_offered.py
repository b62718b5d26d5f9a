"""Which bots a game offers (hoyle.bots.bot_names): ISMCTS only where a seat may hold a card
another does not see (``GameInfo.private_cards``). A game that declares it holds no such card
is checked over a random deal: at every position each seat's unseen cards are a spectator's.
``hoyle play`` refuses a bot the game does not offer, naming those it does."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from typer.testing import CliRunner

from hoyle.bots import bot_names, make_bot
from hoyle.cli import app
from hoyle.core import HoyleError, SeededShuffler, all_games, get_game, resolve_chance

PUBLIC = [g for g in all_games() if g.has("cards") and str(g.information) == "imperfect"
          and not g.private_cards]


def test_faro_and_the_patiences_declare_no_private_cards():
    slugs = {g.slug for g in PUBLIC}
    assert {"faro-foster", "faro-modern", "klondike", "show-down-poker"} <= slugs
    assert not slugs & {"whist-english", "draw-poker-foster", "blackjack-private"}


def test_faro_offers_no_ismcts_and_says_why():
    g = get_game("faro")
    assert "ismcts" not in bot_names(g)
    with pytest.raises(HoyleError, match="no seat holds a card another does not see"):
        make_bot("ismcts", g, 0, 1)
    assert "ismcts" in bot_names(get_game("whist-english"))


def test_play_refuses_a_bot_the_game_does_not_offer_listing_those_it_does():
    res = CliRunner().invoke(app, ["play", "faro", "--seats", "ismcts,bot", "--seed", "1", "--deals", "1"])
    assert res.exit_code == 2
    assert "no bot 'ismcts' for Faro" in res.output and "its bots are random" in res.output
    assert "Traceback" not in res.output


@pytest.mark.parametrize("game", PUBLIC, ids=[g.slug for g in PUBLIC])
def test_a_game_without_private_cards_hides_from_each_seat_what_it_hides_from_all(game):
    n = game.default_players or game.min_players
    rng = np.random.Generator(np.random.PCG64(3))
    st = game.new_deal(n, None, SeededShuffler(5))
    for _ in range(200):
        spectator = Counter(st.hidden_cards(None))
        for s in range(n):
            assert Counter(st.hidden_cards(s)) == spectator, f"{game.slug}: seat {s} holds a card of its own"
        if st.is_over:
            break
        if resolve_chance(st):
            continue
        legal = st.legal_actions()
        st.apply(legal[int(rng.integers(len(legal)))])
