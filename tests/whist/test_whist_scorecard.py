"""The whist score card (issue 16 item 5): deals played with a real pack, announced at the
table, scored by the engine's own code (``WhistState.score``, ``WhistMatch``).

The equivalence: hoyle's bots play a few hundred deals; each deal's announced result (the
tricks and honours read from the finished state) goes into a score card, and the card's score
toward game, games, rubbers and settlement must be the engine match's, deal by deal. Then the
book's scored examples: O-003-11/12/13/14/15/17 (000_002_003 §12, English laws 3-10, 72, 82),
the order-of-scoring oracle and the smallest and largest rubbers of 001 part 1 §5.6, and the
American game of 001 part 1 §5.7.
"""

from __future__ import annotations

import pytest

from hoyle.bots import make_bot
from hoyle.core import get_game
from hoyle.core.chance import SeededShuffler
from hoyle.mechanics.scorecard import EntryRefused, score_card


def _announce(state) -> dict:
    """What the players announce at the end of a whist deal: tricks and honours per side."""
    revokes = [[state.tp.revokes[i].seat & 1, pen] for i, _, pen in state.claims]
    honours = state.honours_held() if state.rules.honours else [2, 2]   # AW: none announced
    return {"tricks": state.side_tricks(), "honours": honours, "revokes": revokes}


@pytest.mark.parametrize("slug,seed", [("whist-english", 11), ("whist-american", 12)])
def test_three_hundred_bot_deals_score_the_same_on_the_card_as_in_the_engine(slug, seed):
    g = get_game(slug)
    m = g.new_match(4, g.make_rules({}), shuffler=SeededShuffler(seed))
    bots = [make_bot("bot", g, i, seed * 1000 + i) for i in range(4)]
    card = score_card(slug)
    rubbers_seen = 0
    for _ in range(300):
        s = m.next_deal()
        while not s.is_over:
            s.apply(bots[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        m.finish(s)
        card.enter(_announce(s))
        assert card.match.context["score"] == m.context["score"]
        assert card.match.context["games"] == m.context["games"]
        assert card.match.context["dealer"] == m.context["dealer"]
        assert card.match.totals == m.totals
        rubbers_seen = len(m.context["rubbers"])
    assert card.settled() == m.settled()
    assert rubbers_seen >= 20                    # many rubbers (or games) settled, not one
    assert any(r["value"] for r in card.settled().rubbers)


def test_the_line_format_reads_tricks_honours_and_the_dealers_side():
    card = score_card("whist")                  # the alias: English short whist
    assert card.slug == "whist-english"
    # West deals first (side EW): a bare 8 is the dealer's side's tricks
    card.enter("8 honours NS 3")
    assert card.entries[0]["tricks"] == [5, 8] and card.entries[0]["honours"] == [3, 1]
    assert card.match.context["score"] == [2, 2]
    card.enter("NS 9, honours 2-2")             # North deals now; NS 9 tricks = 3 by cards
    assert card.match.context["score"] == [0, 0] and card.match.context["games"] == [[2], []]


def test_O_003_14_a_rubber_of_3_and_1_less_the_losers_double_is_worth_4():
    card = score_card("whist-english")
    for line in ["NS 11",                       # 5 by cards, EW at 0: a treble (EW law 8)
                 "NS 7", "EW 11",               # EW 5 against NS 1: a double
                 "EW 9", "NS 11"]:              # NS 5 against EW 3: a single
        card.enter(line)
    r = card.settled().rubbers[0]
    assert r["game_values"] == [[3, 1], [2]] and r["games"] == "2-1"
    assert r["value"] == 3 + 1 + 2 - 2 == 4      # games, 2 rubber points, less the losers' game
    assert card.settled().per_seat == [4, -4, 4, -4]
    assert "rubber: North-South win 2-1, worth 4 points" in card.sheet()


def test_the_largest_rubber_is_eight_and_the_smallest_one_001_part1_5_6():
    big = score_card("whist-english")
    big.enter("NS 11")
    big.enter("NS 13")
    assert big.settled().rubbers[0]["value"] == 8          # two trebles and the rubber
    tiny = score_card("whist-english")
    for line in ["EW 11",                                   # EW: a treble
                 "NS 9", "EW 9", "NS 8",                    # NS 5 against EW 3: a single
                 "NS 9", "EW 9", "NS 8"]:                   # and again
        tiny.enter(line)
    r = tiny.settled().rubbers[0]
    assert r["game_values"] == [[1, 1], [3]] and r["value"] == 1   # two singles + 2 - a treble


def test_order_of_scoring_oracle_001_part1_5_6_tricks_before_honours():
    # A-B (NS) 3, Y-Z (EW) 0. (i) A-B hold 3 honours (2 points), Y-Z make 3 by cards: Y-Z score
    # first; A-B then reach 5 by honours and win only a single.
    card = score_card("whist-english")
    card.enter("NS 9")                          # NS 3
    card.enter("EW 9 honours NS 3")
    assert card.match.context["games"] == [[1], []]
    # (ii) A-B make 2 by cards (3 + 2 = 5), Y-Z hold 4 honours: A-B reach 5 first, a treble
    card = score_card("whist-english")
    card.enter("NS 9")
    card.enter("NS 8 honours EW 4")
    assert card.match.context["games"] == [[3], []]


def test_O_003_12_a_side_at_four_cannot_score_honours():
    card = score_card("whist-english")
    card.enter("NS 10")                         # NS 4
    line = card.enter("EW 7 honours NS 4")      # NS at 4 hold four honours: nothing
    assert card.match.context["score"] == [4, 1]
    assert "honours not scored" in line
    assert "(EW law 4)" in line and "(EW 4)" not in line     # the law, not the side East-West


def test_O_003_15_the_claimants_add_three_and_win_a_treble():
    # claimants (NS) at 2, adversaries (EW) 0; EW took 13 tricks and held 4 honours but revoked:
    # NS choose +3 -> 5, game, a treble; EW score nothing from the hand (EW law 72 V)
    card = score_card("whist-english")
    card.enter("NS 8")
    card.enter("EW 13 honours EW 4 revoke EW add")
    assert card.match.context["games"] == [[3], []] and card.match.context["score"] == [0, 0]


def test_O_003_17_a_revoking_side_cannot_win_the_game_by_that_hand():
    card = score_card("whist-english")
    card.enter("NS 13 revoke NS deduct")        # 7 by cards, but revokers stop at 4 (EW 82)
    assert card.match.context["score"] == [4, 0] and card.match.context["games"] == [[], []]


def test_a_deal_line_says_the_revoke_penalty_and_its_law():
    # EW law 72: the claimants take three tricks, deduct three points or add three; O-003-15's
    # deal (EW 13 tricks and 4 honours, but a revoke: NS add three)
    card = score_card("whist-english")
    line = card.enter("NS 8 revoke EW tricks")               # NS 8 + 3 = 11 tricks: 5 by cards
    assert "revoke by EW: 3 tricks taken, EW law 72" in line and card.match.context["games"] == [[3], []]
    assert "revoke by NS: 3 points deducted, EW law 72" in card.enter("NS 7 revoke NS deduct")
    line = card.enter("EW 13 honours EW 4 revoke EW add")
    assert "revoke by EW: 3 points added to NS, EW law 72" in line
    assert "revoke" not in card.enter("NS 7")
    american = score_card("whist-american")
    assert "revoke by EW: 2 tricks transferred, AW law 30" in american.enter("NS 7 revoke EW")


def test_american_game_is_seven_less_the_losers_score_001_part1_5_7():
    card = score_card("whist-american")
    card.enter("NS 10")                         # 4
    card.enter("EW 9")                          # 3
    card.enter("NS 9")                          # 7: game, worth 7 - 3 = 4
    st = card.settled()
    assert st.kind == "game" and st.rubbers[0]["value"] == 4 and st.per_seat == [4, -4, 4, -4]
    with pytest.raises(EntryRefused, match="American laws"):
        card.enter("NS 7 honours NS 4")
    with pytest.raises(EntryRefused, match="two tricks"):
        card.enter("NS 7 revoke EW add")
    card.enter("NS 7 revoke EW")                # two tricks transferred (AW 30): NS 9, 3 points
    assert card.match.context["score"] == [3, 0]


@pytest.mark.parametrize("line,why", [
    ("NS 14", "13 tricks"), ("", "empty"), ("hearts 8", "starts with the tricks"),
    ("NS", "how many tricks"), ("NS 8 honours NS 5", "four in all"),
    ("NS 8 honours", "who held"), ("NS 8 honours XY 3", "honours are said"),
    ("NS 8 revoke", "which side"), ("NS 8 trumps", "not part of a whist deal"),
    ("NS ８", "how many tricks"), ("NS 7 honours NS 3 honours EW 3", "said once a deal"),
])
def test_impossible_entries_are_refused_with_a_reason_and_the_card_is_unchanged(line, why):
    card = score_card("whist-english")
    card.enter("NS 9")
    before = (card.sheet(), dict(card.match.context), list(card.entries))
    with pytest.raises(EntryRefused, match=why):
        card.enter(line)
    assert (card.sheet(), dict(card.match.context), list(card.entries)) == before


def test_a_dict_entry_with_impossible_counts_is_refused():
    card = score_card("whist-english")
    with pytest.raises(EntryRefused, match="add up to 13"):
        card.enter({"tricks": [7, 7], "honours": [2, 2]})
    with pytest.raises(EntryRefused, match="add up to 4"):
        card.enter({"tricks": [7, 6], "honours": [3, 3]})
    assert card.entries == [] and card.match.context["score"] == [0, 0]


def test_EW_law_11_a_score_error_is_corrected_until_the_game_ends():
    card = score_card("whist-english")
    card.enter("NS 9")
    card.enter("EW 8")
    card.correct(1, "NS 10")                    # the game is in progress: allowed
    assert card.match.context["score"] == [4, 2]
    card.enter("NS 8")                          # NS 5: game (the next trump not yet turned)
    card.correct(3, "NS 9")                     # still allowed: the game just ended
    card.enter("EW 8")                          # the next game's first deal
    with pytest.raises(EntryRefused, match="EW law 11"):
        card.correct(1, "NS 7")
    with pytest.raises(EntryRefused, match="no deal 9"):
        card.correct(9, "NS 7")


def _same_by_names(game, names, letters, named):
    """The card kept from lines naming the players is the card kept from the seats' letters:
    the same entries, the same settlement (the players named in it)."""
    from hoyle.mechanics.scorecard import enter_line
    a, b = score_card(game), score_card(game)
    b.name_players(names)
    for x, y in zip(letters, named):
        enter_line(a, x)
        enter_line(b, y)
    assert a.entries == b.entries and a.settled().per_seat == b.settled().per_seat
    return a, b


def test_whist_deal_lines_take_the_players_names_and_a_partner_names_his_side():
    # the English rubber of EW laws 1-11 (won 2-0 by NS, worth 6): Cy's tricks are NS's
    letters = ["NS 9", "EW 8", "correct 1: NS 10", "NS 8", "EW 8", "NS 12 honours NS 4"]
    named = ["Cy 9", "dee 8", "correct 1: Ann 10", "NS 8", "Bob 8", "ANN 12 honours Cy 4"]
    _, b = _same_by_names("whist-english", ["Ann", "Bob", "Cy", "Dee"], letters, named)
    assert b.settlement_lines()[-1] == "settled: NS (Ann, Cy) +6, EW (Bob, Dee) -6 points (each partner)"
    for bad in ["We", "THEY", "Honors", "h", "revoke", "AB"]:     # words a whist line reads
        with pytest.raises(EntryRefused, match="word of the card's entries"):
            score_card("whist-english").name_players([bad, "Bob", "Cy", "Dee"])
