"""Chinese whist (001 part 2 §16, O51): the layout, uncovering, the dealer's trump."""

from __future__ import annotations

import random

import pytest

from hoyle.cards import parse_cards
from hoyle.core.chance import SeededShuffler
from hoyle.core.errors import IllegalAction
from hoyle.core.registry import get_game


def test_O51_layout_six_down_six_up_one_in_hand():
    s = get_game("chinese-whist").new_deal(shuffler=SeededShuffler(1))
    for seat in range(4):
        assert len([d for d in s.down[seat] if d is not None]) == 6
        assert len([u for u in s.up[seat] if u is not None]) == 6
        assert s.hand_card[seat] is not None
    assert sum(len(v) for v in s.card_locations().values()) == 52
    assert s.to_act == s.dealer and s.view(0)["trump"] is None
    assert s.hand_card[1] in s.hidden_cards(0) and s.hand_card[0] not in s.hidden_cards(0)
    assert all(d in s.hidden_cards(0) for d in s.down[0])            # even the owner's own


def test_covered_card_cannot_be_played_and_is_turned_before_the_next_lead():
    s = get_game("chinese-whist").new_deal(shuffler=SeededShuffler(2))
    s.apply("trump hearts")
    leader = s.tp.turn
    covered = s.down[leader][0]
    with pytest.raises(IllegalAction) as e:
        s.apply(f"play {covered}")
    assert "16.3" in str(e.value)
    s.apply(f"play {s.up[leader][0]}")
    assert covered not in s.tp.hands[leader]                  # not yet: the trick is not over
    for _ in range(3):
        s.apply(s.legal_actions()[0])
    assert covered in s.tp.hands[leader] and covered not in s.hidden_cards((leader + 1) % 4)


def test_a_hand_plays_to_the_end():
    s = get_game("chinese-whist").new_deal(shuffler=SeededShuffler(3))
    s.apply("trump spades")
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    t = s.side_tricks()
    assert sum(t) == 13 and s.outcome()[0] == max(0, t[0] - 6) - max(0, t[1] - 6)


# ----- O51: the layouts for three and two players ----------------------------------------

@pytest.mark.parametrize("players,piles,in_hand,pack", [(4, 6, 1, 52), (3, 8, 1, 51), (2, 12, 2, 52)])
def test_O51_chinese_layout_counts(players, piles, in_hand, pack):
    s = get_game("chinese-whist").new_deal(players, shuffler=SeededShuffler(8))
    assert [len(d) for d in s.down] == [piles] * players
    assert [len(u) for u in s.up] == [piles] * players
    assert [len(h) for h in s.hand_cards] == [in_hand] * players
    every = [c for d in s.down for c in d] + [c for u in s.up for c in u] + [c for h in s.hand_cards for c in h]
    assert len(set(every)) == len(every) == pack
    if players == 3:
        assert parse_cards("2S")[0] not in every         # the deuce of spades is removed
    assert s.tp.tricks_total == 2 * piles + in_hand       # 13, 17, 26 tricks


@pytest.mark.parametrize("players", [2, 3])
def test_chinese_few_players_down_cards_hidden_and_tricks_settled_by_differences(players):
    s = get_game("chinese-whist").new_deal(players, shuffler=SeededShuffler(3))
    for seat in range(players):
        hidden = s.hidden_cards(seat)
        for other in range(players):
            for c in s.hand_cards[other]:
                assert (c in hidden) == (other != seat)
    rng = random.Random(players)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    w = s.tp.won
    assert sum(w) == s.tp.tricks_total
    assert s.outcome() == [players * x - sum(w) for x in w] and sum(s.outcome()) == 0


def test_part2_s16_leader_leads_an_exposed_card_not_his_down_card():
    s = get_game("chinese-whist").new_deal(shuffler=SeededShuffler(4))
    s.apply("trump clubs")
    leader = s.tp.turn
    down = s.hand_cards[leader][0]
    assert PLAY_OF(down) not in s.legal_actions()
    with pytest.raises(IllegalAction, match="exposed card") as e:
        s.apply(f"play {down}")
    assert "16.3" in str(e.value)
    s2 = get_game("chinese-whist").new_deal(rules={"down_card_lead": "any"}, shuffler=SeededShuffler(4))
    s2.apply("trump clubs")
    s2.apply(f"play {down}")                               # the other reading allows it
    assert s2.tp.trick == [down]


def test_part2_s16_honours_not_counted_unless_agreed():
    for seed in range(10):
        plain = get_game("chinese-whist").new_deal(shuffler=SeededShuffler(seed))
        agreed = get_game("chinese-whist").new_deal(rules={"honours": True}, shuffler=SeededShuffler(seed))
        for s in (plain, agreed):
            s.apply("trump hearts")
            while not s.is_over:
                s.apply(s.legal_actions()[0])
        wanted = set(parse_cards("AH KH QH JH"))
        held = [sum(1 for c in plain.dealt[i] + plain.dealt[i + 2] if c in wanted) for i in (0, 1)]
        pts = [4 if h == 4 else 2 if h == 3 else 0 for h in held]
        assert agreed.honour_points() == pts
        assert agreed.outcome()[0] == plain.outcome()[0] + pts[0] - pts[1]


def PLAY_OF(card):
    from hoyle.mechanics.tricks import PLAY
    return PLAY[card]
