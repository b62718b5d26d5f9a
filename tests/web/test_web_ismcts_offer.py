"""The web table offers ismcts only where it searches (zones12): the lobby listed it, and a
table seated it, at every game with hidden cards, even where the search finds no deal of the
unseen cards and the seat silently played as the game's other bot (the terminal says so in
one line). Now the lobby's bots for such a game leave it out, and a table asked for it is
refused with the reason and the bot to seat instead; where it searches both are unchanged.
Since zones12 every shipped game searches, so a test-only game without a deal stands for one
that does not."""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from starlette.testclient import TestClient

from hoyle.bots import bot_names
from hoyle.bots.ismcts import plays_as, searches
from hoyle.core import SeededShuffler, get_game, registry
from hoyle.games.parlour.old_maid import OldMaidState
from hoyle.web import create_app

NEVER = ["test-web-old-maid-no-deal"]
SEARCHES = ["stud-poker-foster", "vingt-et-un-foster", "pope-joan", "old-maid", "six-hand-bridge",
            "whist-english"]


class _NoDeal(OldMaidState):
    """Old maid as if it named no card zones: no deal of the unseen cards is found."""

    def card_zones(self):
        return {}

    def determinise(self, seat, rng):
        return None


@pytest.fixture(scope="module", autouse=True)
def no_deal():
    slug = NEVER[0]
    registry.register(dataclasses.replace(get_game("old-maid"), slug=slug, aliases=(),
                                          title="Old maid without a deal", state_cls=_NoDeal))
    yield
    registry._REGISTRY.pop(slug, None)
    for k in [k for k, v in registry._ALIASES.items() if v == slug]:
        del registry._ALIASES[k]


@pytest.fixture(scope="module")
def client(tmp_path_factory, no_deal):
    seeds = itertools.count(100)
    app = create_app(tmp_path_factory.mktemp("ismcts") / "t.db",
                     shuffler_factory=lambda: SeededShuffler(next(seeds)), bot_delay=0, bot_seed=1)
    with TestClient(app) as c:
        yield c


@pytest.fixture(scope="module")
def lobby(client):
    r = client.get("/api/games")
    assert r.status_code == 200
    return {g["slug"]: g for g in r.json()}


@pytest.mark.parametrize("slug", NEVER)
def test_the_lobby_leaves_ismcts_out_where_it_cannot_search(lobby, slug):
    g = get_game(slug)
    assert "ismcts" in bot_names(g) and not searches(g)       # the terminal still seats it
    assert "ismcts" not in lobby[slug]["bots"]
    assert lobby[slug]["bots"] == [b for b in bot_names(g) if b != "ismcts"]


@pytest.mark.parametrize("slug", SEARCHES)
def test_the_lobby_offers_it_where_it_searches(lobby, slug):
    assert searches(get_game(slug)) and "ismcts" in lobby[slug]["bots"]


@pytest.mark.parametrize("slug", NEVER)
def test_a_table_asked_for_it_is_refused_naming_the_other_bot(client, slug):
    g = get_game(slug)
    n = g.players
    r = client.post("/api/tables", json={"game": slug, "players": n,
                                         "seats": ["human", "bot:ismcts"] + ["bot"] * (n - 2)})
    assert r.status_code == 400, r.text
    # the same game seats its other bot there
    ok = client.post("/api/tables", json={"game": slug, "players": n,
                                          "seats": ["human", f"bot:{plays_as(g)}"] + ["bot"] * (n - 2)})
    assert ok.status_code == 201, ok.text
    text = r.text
    assert "ismcts finds no deal" in text and repr(plays_as(g)) in text and "seat 1" in text


@pytest.mark.parametrize("slug", SEARCHES)
def test_a_table_where_it_searches_seats_it(client, slug):
    n = get_game(slug).players
    r = client.post("/api/tables", json={"game": slug, "players": n,
                                         "seats": ["human", "bot:ismcts"] + ["bot"] * (n - 2)})
    assert r.status_code == 201, r.text
