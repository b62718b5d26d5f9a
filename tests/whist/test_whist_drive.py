"""Drive whist (Foster 1914 appendix, 001 part 6 §12.1; catalog oracle O-51)."""

from __future__ import annotations

import pytest

from hoyle.cards import parse_cards
from hoyle.games.whist.drive import next_dealer, next_tables, partner_cards, prizes, standings


def test_O51_sixteen_couples_hats():
    pairs = partner_cards(16)
    ladies = sorted(lady for lady, _ in pairs)
    gents = sorted(g for _, g in pairs)
    hearts = [c for c in parse_cards("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H")]
    assert ladies == sorted(hearts + parse_cards("AD 2D 3D"))
    assert gents == sorted(parse_cards("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AS 2S 3S"))
    for lady, gent in pairs:
        assert lady >> 2 == gent >> 2                     # equal ranks are partners
        assert (lady & 3, gent & 3) in ((2, 0), (1, 3))   # heart-club, diamond-spade
    assert len(set(ladies)) == 16 and len(set(gents)) == 16


def test_partner_cards_bounds():
    assert len(partner_cards(26)) == 26
    with pytest.raises(ValueError):
        partner_cards(27)
    with pytest.raises(ValueError):
        partner_cards(0)


def test_O51_winners_move_to_the_next_table_losers_stay():
    tables = [("a", "b"), ("c", "d"), ("e", "f")]
    # N-S win at table 1, E-W at 2 and 3
    nxt = next_tables(tables, [0, 1, 1])
    assert nxt == [("b", "f"), ("c", "a"), ("e", "d")]
    everyone = sorted(p for t in nxt for p in t)
    assert everyone == sorted("abcdef")                   # nobody lost or doubled
    with pytest.raises(ValueError):
        next_tables(tables, [0, 1])
    with pytest.raises(ValueError):
        next_tables(tables, [0, 1, 2])


def test_O51_losing_gentleman_deals():
    assert next_dealer(("Mrs A", "Mr B"), {"Mr B", "Mr D"}) == "Mr B"
    assert next_dealer(("Mrs A", "Mrs C"), {"Mr B"}) == "Mrs A"


def test_O51_highest_trick_total_wins_ties_share():
    table = standings({"a": [7, 8, 5], "b": [6, 6, 6], "c": [9, 4, 7], "d": [13, 0, 5]})
    assert table == [(1, "a", 20), (1, "c", 20), (3, "b", 18), (3, "d", 18)]


def test_O51_drive_whist_hand_records_all_tricks_of_both_sides():
    import random

    from hoyle.core.chance import SeededShuffler
    from hoyle.core.registry import get_game

    for seed in range(5):
        s = get_game("drive-whist").new_deal(shuffler=SeededShuffler(seed))
        rng = random.Random(seed)
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        t = s.side_tricks()
        assert s.outcome() == [t[0], t[1], t[0], t[1]]    # winners and losers both record
        assert sum(t) == 13
        assert ("N-S" if t[0] > t[1] else "E-W") + " win the hand" in s.result_text()


def test_O51_two_prizes_when_partners_change_ties_all_named():
    tricks = {"Mrs A": [7, 8], "Mrs C": [9, 6], "Mrs E": [4, 5], "Mr B": [6, 6], "Mr D": [8, 5]}
    assert prizes(tricks, ladies={"Mrs A", "Mrs C", "Mrs E"}) == {
        "ladies": ["Mrs A", "Mrs C"], "gentlemen": ["Mr D"]}
    assert prizes({"a-b": [7, 9], "c-d": [6, 6]}) == {"prize": ["a-b"]}
    with pytest.raises(ValueError):
        prizes({"Mrs A": [7]}, ladies={"Mrs A"})


def test_O51_losers_stay_and_dealing_goes_to_the_losing_gentleman_over_several_rounds():
    tables = [("a", "b"), ("c", "d")]
    for winners in ([0, 0], [1, 0], [1, 1]):
        losers = [t[1 - w] for t, w in zip(tables, winners)]
        nxt = next_tables(tables, winners)
        assert [t[0] for t in nxt] == losers               # the losers keep their table
        tables = nxt


def test_drive_whist_view_shows_tricks_recorded_not_a_running_score():
    import json

    from hoyle.core.chance import SeededShuffler
    from hoyle.core.registry import get_game

    g = get_game("drive-whist")
    s = g.new_deal(shuffler=SeededShuffler(1))
    v = s.view(0)
    assert v["drive"] is True and v["score"] is None and v["game_points"] is None
    text = g.state_cls.render_view(v)
    assert text.startswith("Drive whist") and "Score" not in text and "game 5" not in text
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    v = s.view(None)
    t = s.side_tricks()
    assert v["result"] == {"tricks": {"NS": t[0], "EW": t[1]}, "recorded": {"NS": t[0], "EW": t[1]},
                           "winners": "NS" if t[0] > t[1] else "EW"}
    assert "points" not in json.dumps(v["result"]) and "honours" not in json.dumps(v)
    text = g.state_cls.render_view(v)
    assert f"NS record {t[0]} tricks, EW {t[1]}" in text and "Trick 13: (none)" not in text
