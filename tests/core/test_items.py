"""Items beyond cards (issue 10 item 3): domino tiles in shuffles, records, public records and
replay through one item codec (hoyle.core.items); card records keep their format."""

from __future__ import annotations

import json

import pytest

from hoyle.cards import Card, parse_card
from hoyle.core import Action, GameInfo, GameState, RecordError, replay
from hoyle.core.chance import SeededShuffler, StackedShuffler
from hoyle.core.items import item_text, parse_item
from hoyle.core.record import make_record, public_record
from hoyle.tiles import Tile, TileParseError, double_nine, double_six, parse_tile, tile


def test_the_two_domino_sets():
    six, nine = double_six(), double_nine()
    assert len(six) == 28 and len(nine) == 55            # the standard counts
    assert sum(t.pips for t in six) == 168               # a double-six set has 168 spots
    assert sum(t.pips for t in nine) == 495
    assert sum(t.is_double for t in nine) == 10
    assert len({str(t) for t in nine}) == 55


def test_tile_notation_both_ways():
    assert str(parse_tile("4-6")) == "6-4" and parse_tile("6|4") is tile(6, 4)
    assert parse_tile("0-0") is Tile(0) and tile(9, 9).is_double
    for bad in ("6", "6-", "13-1", "a-b", "6--4", ""):
        with pytest.raises(TileParseError):
            parse_tile(bad)


def test_the_codec_tells_tiles_from_cards():
    assert parse_item("6-4") is tile(6, 4) and parse_item("QS") == parse_card("QS")
    assert isinstance(parse_item("QS"), Card) and isinstance(parse_item("3-2"), Tile)
    assert item_text(tile(3, 2)) == "3-2" and item_text(parse_card("TH")) == "TH" and item_text(51) == "AS"
    with pytest.raises(RecordError):
        parse_item("zz")


class _DrawTiles(GameState):
    """A tiny test game (not registered for play): each of two seats draws 7 tiles from a
    shuffled double-six set, then each in turn shows one; the higher pips win a point. The
    boneyard (14 tiles) carries to the next deal, sealed in what a seat may receive."""

    def __init__(self, n, rules=None, shuffler=None, context=None):
        super().__init__(n, rules, shuffler, context)
        self.order = self.shuffler.shuffle(double_six())
        self.hands = [self.order[0:7], self.order[7:14]]
        self.shown: list = []

    @property
    def to_act(self):
        return None if len(self.shown) == 2 else len(self.shown)

    def legal_actions(self):
        return [Action("show", (t,)) for t in self.hands[self.to_act]] if self.to_act is not None else []

    def _apply(self, a):
        self.hands[self.to_act].remove(a.args[0])
        self.shown.append(a.args[0])

    def outcome(self):
        a, b = (t.pips for t in self.shown)
        return [(a > b) - (a < b), (b > a) - (b < a)]

    def view(self, seat):
        return {"hand": [str(t) for t in self.hands[seat]] if seat is not None else [],
                "shown": [str(t) for t in self.shown]}

    def live_pack(self):
        return {"shuffles/0": [(14, 28)]}

    def card_locations(self):        # the items located one by one (here tiles)
        return {"hand0": list(self.hands[0]), "hand1": list(self.hands[1]), "shown": list(self.shown),
                "boneyard": list(self.order[14:])}

    def hidden_cards(self, seat):
        return [t for s in (0, 1) if s != seat for t in self.hands[s]] + list(self.order[14:])


INFO = GameInfo(slug="test-draw-tiles", title="test", family="test", min_players=2, max_players=2,
                state_cls=_DrawTiles, items=("tiles",))


def _deal(shuffler):
    st = INFO.new_deal(2, None, shuffler)
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    return st


def test_tiles_are_recorded_as_tiles_and_replay():
    st = _deal(SeededShuffler(4))
    rec = make_record(st)
    assert all(isinstance(parse_item(x), Tile) for x in rec["shuffles"][0])
    assert rec["actions"][0][1].startswith("show ")
    again = json.loads(json.dumps(rec))
    # replay goes through the registry; here the state is rebuilt from the stacked tiles directly
    st2 = INFO.new_deal(2, None, StackedShuffler(again["shuffles"]))
    assert st2.order == st.order and st2.hands == [st.order[0:7], st.order[7:14]]


def test_a_sealed_boneyard_replays_with_stand_ins():
    st = _deal(SeededShuffler(5))
    pub = public_record(make_record(st))
    assert pub["shuffles"][0][14:] == ["??"] * 14 and pub["sealed"]["items"] == 14
    st2 = INFO.new_deal(2, None, StackedShuffler(pub["shuffles"]))
    assert st2.hands == [st.order[0:7], st.order[7:14]]
    assert sorted(st2.order) == sorted(double_six())     # the stand-ins are the tiles left


def test_a_card_order_is_not_accepted_for_tiles():
    with pytest.raises(RecordError):
        INFO.new_deal(2, None, StackedShuffler([[str(Card(i)) for i in range(28)]]))


def test_card_records_keep_their_format():
    from hoyle.core import get_game
    g = get_game("draw-poker")
    st = g.new_deal(4, None, SeededShuffler(1))
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    rec = st.record()
    assert all(isinstance(x, str) and len(x) == 2 for x in rec["shuffles"][0])
    assert replay(rec).outcome() == rec["outcome"]


@pytest.fixture
def registered():
    """The tile games registered for one test (records replay through the registry)."""
    from hoyle.core import registry, register
    made = []

    def add(info):
        register(info)
        made.append(info.slug)
        return info
    yield add
    for slug in made:
        registry._REGISTRY.pop(slug, None)
        for k in [k for k, v in registry._ALIASES.items() if v == slug]:
            del registry._ALIASES[k]


def test_the_conformance_checks_handle_tiles(registered):
    from hoyle.conformance import ConformanceError, check_game
    rep = check_game(registered(INFO), 40, deep=40)
    assert rep.ok and rep.playouts == 40

    class Peeking(_DrawTiles):
        def view(self, seat):
            v = super().view(seat)
            v["peek"] = [str(t) for t in self.hands[1 - seat]] if seat is not None else []
            return v
    leaky = GameInfo(slug="test-peek-tiles", title="test", family="test", min_players=2, max_players=2,
                     state_cls=Peeking, items=("tiles",))
    with pytest.raises(ConformanceError, match="sees hidden cards"):
        check_game(registered(leaky), 2, deep=2)


def test_a_perfect_information_game_offers_a_position_key_checked_by_the_suite():
    from hoyle.conformance import _check_position_key
    from hoyle.core import get_game
    g = get_game("vingt-et-un-dice")
    st = g.new_deal(2)
    st.apply("throw")
    st.apply("roll 5")
    _check_position_key(g, st)
    assert st.position_key() == ((5, 0), 0, False)
