"""The auction-bridge score card (issue 16 item 5): deals played with a real pack, announced
at the table (contract, doubling, tricks, honours), scored by the engine's own code
(``BridgeState.result``, ``BridgeMatch``: auction laws 1-10, 47-48, 56, 84).

The equivalence: hoyle's bots play a few hundred deals; each deal's announced result (read
from the finished state) goes into a score card, whose score below the line, games, rubbers
and settlement must equal the engine match's deal by deal. Then the book's scored examples,
001 part 1 §2.7 nos. 1-3 (single deals) and no. 7 (the score pad: WE 42, THEY 492, THEY win
by 450).
"""

from __future__ import annotations

import pytest

from hoyle.bots import make_bot
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.mechanics.scorecard import EntryRefused, score_card


def _announce(state) -> dict:
    """What the table announces: the declaring side, the contract, its doubling, the tricks
    the declarer's side took, and each side's honours as held in its two hands."""
    side = state.declarer & 1
    level, denom = state.contract
    return {"side": side, "level": level, "denom": denom, "doubled": state.doubled,
            "tricks": state.side_tricks()[side], "honours": [list(h) for h in state.honours()],
            "revokes": [[state.tp.revokes[i].seat & 1, c] for i, c in state.claims]}


def test_three_hundred_bot_deals_score_the_same_on_the_card_as_in_the_engine():
    g = get_game("auction-bridge")
    m = g.new_match(4, g.make_rules({}), shuffler=SeededShuffler(21))
    bots = [make_bot("bot", g, i, 21000 + i) for i in range(4)]
    card = score_card("auction-bridge")
    doubled = honours = 0
    for _ in range(300):
        s = m.next_deal()
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        m.finish(s)
        e = _announce(s)
        doubled += e["doubled"] > 0
        honours += any(sum(h) >= 3 for h in e["honours"])
        card.enter(e)
        for key in ("below", "games", "rubber_net", "dealer", "rubbers"):
            assert card.match.context.get(key) == m.context.get(key), key
        assert card.match.totals == m.totals
    assert card.settled() == m.settled()
    assert len(card.settled().rubbers) >= 30 and honours > 100
    # the pad's columns add up to the rubbers' values (auction law 10)
    for r, (above, below) in zip(card.settled().rubbers, card._done_rubbers):
        tot = [sum(above[s]) + sum(sum(gm[s]) for gm in below) for s in (0, 1)]
        assert abs(tot[0] - tot[1]) == abs(r["value"])


def test_score_pad_example_001_part1_2_7_no_7_they_win_by_450():
    card = score_card("auction")
    card.enter("WE 1H 7 honours WE 3")          # 8 below, simple honours 16 above
    card.enter("WE 2R 6 honours WE 3")          # down 2: THEY 100; WE simple honours in royals 18
    card.enter("THEY 3NT 10 aces THEY 3")       # 40 below, three aces 30: game
    card.enter("THEY 2R 10 honours THEY 4")     # 36 below, four divided 36: game and rubber, 250
    r = card.settled().rubbers[0]
    assert r["winner"] == "EW" and r["value"] == 450 and r["games"] == "2-0"
    above, below = card._done_rubbers[0]
    assert above == [[16, 18], [100, 30, 36, 250]]
    assert below == [[[8], [40]], [[], [36]]]
    assert sum(above[0]) + sum(sum(g[0]) for g in below) == 42       # WE: tricks 8, honours 34
    assert sum(above[1]) + sum(sum(g[1]) for g in below) == 492      # THEY: 76, 166, 250
    sheet = card.sheet()
    assert "        42        492  total" in sheet
    assert "rubber: East-West win 2-0, worth 450 points" in sheet


def test_single_deal_examples_001_part1_2_7_nos_1_to_3():
    # 1. three hearts, seven tricks, simple honours: declarer 16 above, adversaries 100
    card = score_card("auction-bridge")
    line = card.enter("NS 3H 7 honours NS 3")
    assert "NS 0 below, 16 above; EW 0 below, 100 above" in line
    # 2. three no-trumps doubled, eleven tricks: 5 x 20 = 100 below, 150 above (50 + 2 x 50)
    card = score_card("auction-bridge")
    line = card.enter("NS 3NTx 11")
    assert "NS 100 below, 150 above" in line
    # 3. three hearts doubled, seven tricks, the adversaries revoke and three tricks are taken:
    #    four odd doubled, 64 toward game, no doubling or overtrick bonus (law 84)
    card = score_card("auction-bridge")
    line = card.enter("NS 3Hx 7 revoke EW")
    assert "NS 64 below, 0 above" in line and "game to NS" in line


def test_the_honour_table_reads_the_hands_split_law_6():
    for said, points in [("4", 32), ("4+0", 64), ("5", 40), ("4+1", 72), ("5+0", 80), ("3", 16)]:
        card = score_card("auction-bridge")
        line = card.enter(f"NS 1H 7 honours EW {said}")
        assert f"EW 0 below, {points} above" in line, (said, line)


def test_honours_said_for_one_side_leave_the_rest_to_the_other_law_6():
    """All the honours are dealt: "honours NS 2" at spades means EW held three (simple honours,
    2 x the trick value: 4), whichever side is named; the same at no trumps with the aces."""
    for line, want in [("NS 3S 9 honours NS 2", "EW 0 below, 4 above"),
                       ("NS 3S 9 honours EW 3", "EW 0 below, 4 above"),
                       ("NS 3NT 9 honours EW 1", "NS 30 below, 30 above")]:
        assert want in score_card("auction-bridge").enter(line), line
    card = score_card("auction-bridge")
    with pytest.raises(EntryRefused, match="EW held the other 5 honours: say how they lay"):
        card.enter("NS 3S 9 honours NS 0")
    with pytest.raises(EntryRefused, match="add up to 5, not 4"):
        card.enter("NS 3S 9 honours NS 2 honours EW 2")
    assert card.entries == []


def test_the_dealer_left_in_one_spade_loses_at_most_100_law_48():
    card = score_card("auction-bridge")          # West deals: EW is the dealer's side
    line = card.enter("EW 1Sx 1")
    # six down doubled would be 600: the dealer loses 100, and the adversaries' twelve tricks
    # are a little slam, 20 (law 8: either side scores slams)
    assert "NS 0 below, 120 above" in line
    assert card.entries[0]["doubled"] == 1


@pytest.mark.parametrize("line,why", [
    ("NS 8H 9", "level is 1 to 7"), ("NS 0H 9", "level is 1 to 7"),
    ("NS 3H 14", "0 to 13 tricks"), ("NS 3Q 9", "not a denomination"),
    ("XX 3H 9", "declaring side"), ("NS 3H", "the declaring side, the contract and the tricks"),
    ("EW 1S 7", "dealer's own opening bid"), ("NS 2NT 8 honours NS 5", "only four aces"),
    ("NS 2H 8 honours NS 3 honours EW 3", "only five honours"),
    ("NS 2H 8 honours NS 4+x", "count or a split"), ("NS 2H 8 revoke NS points", "law 84"),
    ("NS 2H 8 slam", "not part of an auction-bridge deal"), ("NS 2H eight", "the tricks the declarer took"),
    ("NS 3H 13 revoke EW", "no trick to give up.*'revoke EW points'"),   # law 84: three real tricks
])
def test_impossible_entries_are_refused_with_a_reason_and_the_card_is_unchanged(line, why):
    card = score_card("auction-bridge")
    card.enter("EW 2H 8")
    before = (card.sheet(), repr(card.match.context), list(card.entries))
    with pytest.raises(EntryRefused, match=why):
        card.enter(line)
    assert (card.sheet(), repr(card.match.context), list(card.entries)) == before


def test_laws_12_13_honour_errors_until_the_rubber_trick_errors_until_the_next_game():
    card = score_card("auction-bridge")
    card.enter("NS 2NT 9")                       # NS 30: game
    card.enter("EW 1H 8")                        # the next game's first declaration
    with pytest.raises(EntryRefused, match="laws 12-13"):
        card.correct(1, "NS 2NT 10")             # a trick-score error: too late
    card.correct(1, "NS 2NT 9 aces NS 3")        # an honour-score error: the rubber goes on
    assert card.lines[0].endswith("NS 30 below, 30 above; game to NS")
    card.enter("NS 3NT 9")                       # NS's second game: the rubber
    card.enter("EW 1C 7")                        # the next rubber begun
    with pytest.raises(EntryRefused, match="rubber is agreed"):
        card.correct(2, "EW 1H 8 honours EW 4")


def test_auction_deal_lines_take_the_players_names_for_their_sides():
    """001 part 1 §2.7 no. 7's pad (East-West win the rubber, worth 450) with the sides named
    by a partner (Ann and Cy sit N and S, WE)."""
    letters = ["WE 1H 7 honours WE 3", "WE 2R 6 honours WE 3", "THEY 3NT 10 aces THEY 3",
               "THEY 2R 10 honours THEY 4"]
    named = ["Ann 1H 7 honours Cy 3", "cy 2R 6 honours Ann 3", "Bob 3NT 10 aces Dee 3",
             "Dee 2R 10 honours BOB 4"]
    a, b = score_card("auction-bridge"), score_card("auction-bridge")
    b.name_players(["Ann", "Bob", "Cy", "Dee"])
    for x, y in zip(letters, named):
        a.enter(x)
        b.enter(y)
    assert a.entries == b.entries and "rubber: East-West win 2-0, worth 450 points" in b.sheet()
    assert b.settlement_lines()[-1].startswith("settled: NS (Ann, Cy) -450, EW (Bob, Dee) +450")
    for bad in ["Aces", "Hearts", "NT", "We", "they", "Royals"]:     # words an auction line reads
        with pytest.raises(EntryRefused, match="word of the card's entries"):
            score_card("auction-bridge").name_players(["Ann", bad, "Cy", "Dee"])


def test_a_revoke_against_a_grand_slam_costs_the_revokers_100():
    """Law 84 (001 part 1 §2.15): for the adversaries' revoke the declarer takes three of their
    real tricks or 100 points. With all thirteen tricks his, 'revoke EW' (three tricks) is
    refused, as it would have cost the revokers nothing; 'revoke EW points' adds the 100 to the
    grand slam's 40 (the slam made in play, not from revoke tricks)."""
    card = score_card("auction-bridge")
    line = card.enter("NS 3H 13 revoke EW points")
    assert "NS 56 below, 140 above" in line
