"""The straight-bridge score card (issue 16 §5): deals played with a real pack, announced as
the makers' side, the trump, the doublings and the tricks, scored by the engine's own
``BridgeState.result`` with ``form="straight"`` and settled by ``BridgeMatch`` (001 part 1 §3.1:
tricks over the book at 2 4 6 8 12, game 30, rubber 100).

The equivalence: hoyle's bots play two hundred straight-bridge deals; each deal's announced
result goes into a score card, whose context, totals and settlement must equal the engine
match's deal by deal. Then the book's illustrative deals, 001 part 1 §3.4 (catalog "FULL TEST
ORACLES"): deal 1, no-trump made with 9 tricks, 3 by cards = 36, game; deal 2, 8 tricks = 24;
and the score oracle of §3.3 (12 points = 6 by cards in spades, 3 in clubs, 2 in hearts).
"""

from __future__ import annotations

import pytest

from hoyle.bots import make_bot
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.mechanics.scorecard import EntryRefused, score_card


def _announce(state) -> dict:
    side = state.declarer & 1
    return {"side": side, "denom": state.contract[1], "doubled": state.doubled,
            "tricks": state.side_tricks()[side], "honours": [list(h) for h in state.honours()],
            "revokes": [[state.tp.revokes[i].seat & 1, c] for i, c in state.claims]}


def test_two_hundred_bot_deals_score_the_same_on_the_card_as_in_the_engine():
    g = get_game("straight-bridge")
    m = g.new_match(4, g.make_rules({}), shuffler=SeededShuffler(5))
    bots = [make_bot("bot", g, i, 5000 + i) for i in range(4)]
    card = score_card("bridge")
    doubled = honours = 0
    for _ in range(200):
        s = m.next_deal()
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        m.finish(s)
        if s.annulled:
            continue
        e = _announce(s)
        doubled += e["doubled"] > 0
        honours += any(sum(h) >= 3 for h in e["honours"])
        card.enter(e)
        for key in ("below", "games", "rubber_net", "rubbers"):
            assert card.match.context.get(key) == m.context.get(key), key
        assert card.match.totals == m.totals
    assert card.settled() == m.settled()
    assert len(card.settled().rubbers) >= 15 and honours > 30, (doubled, honours)


def test_the_illustrative_deals_of_001_part1_3_4():
    card = score_card("straight-bridge")
    # the card's first dealer is West, so the dealer's side (the book's Y-Z) is EW here
    line = card.enter("EW NT 9")             # deal 1: 3 by cards at no-trump, 36: game
    assert "EW 36 below, 0 above; game to EW" in line
    line = card.enter("NS NT 8")             # deal 2 (the dealer's side now NS): 2 by cards, 24
    assert "NS 24 below, 0 above" in line and "game" not in line
    assert card.match.context["games"] == [0, 1]


def test_the_score_oracle_of_001_part1_3_3_twelve_points_wins_the_game_from_18():
    for trump, tricks in (("S", 12), ("C", 9), ("H", 8), ("NT", 7)):
        card = score_card("straight-bridge")
        card.enter("EW C 10")                     # 4 by cards in clubs: 16
        card.enter("NS S 7")                      # 2 (NS)
        card.enter("EW S 7")                      # 18 for EW
        card.enter("NS S 7")                      # 2 (NS), and EW's six make no odd trick
        assert card.match.context["below"][1] == 18
        line = card.enter(f"EW {trump} {tricks}")
        assert "game to EW" in line, (trump, line)


def test_a_rubber_is_worth_100_and_a_revoking_side_stops_at_28():
    card = score_card("straight-bridge")
    card.enter("EW NT 10")                   # 48: game
    card.enter("NS S 7")
    line = card.enter("EW H 10 revoke EW")   # 4 by cards, less three tricks: 1 by cards, 8
    assert "EW 8 below" in line
    card.enter("NS S 6")
    line = card.enter("EW NT 13")            # 84, capped by nothing: game and rubber, 100
    assert "game and rubber to EW (100 in the above)" in line
    assert card.settled().rubbers[0]["winner"] == "EW"


@pytest.mark.parametrize("text, reason", [
    ("NS NT 9", "the dealer (W) or his partner makes the trump"),
    ("EW 3NT 9", "straight bridge has no contract level"),
    ("EW R 9", "not a declaration at straight bridge"),
    ("EW NTxxxx 9", "doubling stops once a trick over the book is worth 100"),
    ("EW NT 14", "13 tricks"),
    ("NS NT 14", "the makers took 0 to 13 tricks, not 14"),     # the count is refused before the side
    ("EW NT 9 revoke NS points", "costs three tricks"),
    ("EW NT 9 kibitz", "not part of a straight-bridge deal"),
])
def test_malformed_or_impossible_deals_are_refused_by_the_law(text, reason):
    card = score_card("straight-bridge")
    with pytest.raises(EntryRefused) as exc:
        card.enter(text)
    assert reason in str(exc.value)
    assert card.entries == [] and card.match.context.get("below", [0, 0]) == [0, 0]


def test_a_trick_score_is_corrected_only_within_its_game_as_at_auction():
    card = score_card("straight-bridge")
    card.enter("EW NT 9")
    card.correct(1, "EW NT 10")
    assert "EW 48 below" in card.lines[0] and card.match.context["games"] == [0, 1]
    card.enter("NS S 8")
    with pytest.raises(EntryRefused, match="laws 12-13"):
        card.correct(1, "EW NT 9")


def test_straight_bridge_lines_take_a_maker_s_name_for_his_side():
    a, b = score_card("straight-bridge"), score_card("straight-bridge")
    b.name_players(["Ann", "Bob", "Cy", "Dee"])
    a.enter("EW NTx 9")                  # W deals: the makers are his side
    b.enter("Dee NTx 9")
    a.enter("NS H 8")
    b.enter("Cy H 8")
    assert a.entries == b.entries and a.lines[0] == b.lines[0]
    with pytest.raises(EntryRefused, match="the makers are EW"):
        b.enter("Ann S 7")               # E deals deal 3: his side makes, not Ann's (N)
    for bad in ["Hearts", "NT", "Spades", "Aces"]:
        with pytest.raises(EntryRefused, match="word of the card's entries"):
            score_card("straight-bridge").name_players(["Ann", "Bob", bad, "Dee"])
