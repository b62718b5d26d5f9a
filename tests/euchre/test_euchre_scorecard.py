"""The euchre score card (issue 16 item 5): four-hand deals played with a real pack, the makers,
their tricks and a lone hand announced, scored by ``EuchreState.points`` and carried by
``EuchreMatch`` (Laws of Euchre 1-3, 22; 001 part 3 §B1). Checked against hoyle's bots: a few
hundred deals played by the engine, each deal's announcement entered on a card, the same score,
games, rubbers and settlement deal by deal; then laws 1-3 by hand."""

from __future__ import annotations

import pytest

from hoyle.bots import make_bot
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.mechanics.scorecard import EntryRefused, score_card


def test_three_hundred_bot_deals_score_the_same_on_the_card_as_in_the_engine():
    g = get_game("euchre")
    m = g.new_match(4, g.make_rules({}), shuffler=SeededShuffler(41))
    bots = [make_bot("bot", g, i, 41000 + i) for i in range(4)]
    card = score_card("euchre")
    alone = 0
    for _ in range(300):
        s = m.next_deal()
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        m.finish(s)
        if s.void:
            card.enter("pass")
        else:
            alone += s.alone
            card.enter({"side": s.maker % 2, "tricks": s.maker_tricks(), "alone": s.alone})
        for key in ("score", "games", "dealer", "rubbers"):
            assert card.match.context.get(key) == m.context.get(key), key
        assert card.match.totals == m.totals
    assert card.settled() == m.settled() and len(card.settled().rubbers) >= 10


def test_laws_1_to_3_a_lone_march_a_euchre_and_a_rubber():
    card = score_card("euchre")
    assert "NS +4" in card.enter("NS 5 alone")          # law 2: a lone march scores four
    assert "EW +2" in card.enter("NS 2")                # euchred: two to the adversaries
    card.enter("NS 4")                                  # NS 5: game, EW at 2, a double (law 3)
    card.enter("NS 5")
    card.enter("NS 5")
    card.enter("NS 3")                                  # NS 5 against 0: a treble, the rubber
    r = card.settled().rubbers[0]
    assert r["game_values"] == [[2, 3], []] and r["value"] == 2 + 3 + 2
    assert card.settled().per_seat == [7, -7, 7, -7]


@pytest.mark.parametrize("line,why", [("NS 6", "five tricks"), ("XY 3", "makers' side"),
                                      ("NS", "how many tricks"), ("NS 3 twice", "not part of a euchre deal"),
                                      ("NS 5 alone alone", "said once")])
def test_impossible_entries_are_refused_and_the_card_is_unchanged(line, why):
    card = score_card("euchre")
    card.enter("NS 3")
    before = (card.sheet(), repr(card.match.context))
    with pytest.raises(EntryRefused, match=why):
        card.enter(line)
    assert (card.sheet(), repr(card.match.context)) == before


def test_euchre_lines_take_the_players_names_and_the_card_calls_the_seats_n_e_s_w():
    a, b = score_card("euchre"), score_card("euchre")
    b.name_players(["Ann", "Bob", "Cy", "Dee"])
    for x, y in [("NS 5 alone", "Cy 5 alone"), ("NS 2", "ann 2"), ("pass", "pass"), ("EW 3", "Dee 3")]:
        a.enter(x)
        b.enter(y)
    assert a.entries == b.entries and a.lines == b.lines
    assert b.who_sits() == "players: N Ann, E Bob, S Cy, W Dee"
    assert b.settled().per_seat == a.settled().per_seat
    for bad in ["We", "THEY", "Alone", "N", "w", "pass"]:
        with pytest.raises(EntryRefused, match="word of the card's entries"):
            score_card("euchre").name_players(["Ann", "Bob", "Cy", bad])
