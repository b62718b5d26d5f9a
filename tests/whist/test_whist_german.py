"""German whist (001 part 2 §15, O50): stock drawing, hidden information, 26 tricks."""

from __future__ import annotations

import json

from hoyle.core.chance import SeededShuffler
from hoyle.core.registry import get_game


def test_O50_twenty_six_card_stock_with_the_27th_turned_and_26_tricks():
    s = get_game("german-whist").new_deal(shuffler=SeededShuffler(3))
    deck = s.shuffler.log[0]
    assert len(s.stock) == 26 and int(s.stock[0]) == deck[26] and s.trump == deck[26] & 3
    assert s.to_act == 0                                   # the non-dealer leads
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert sum(s.tp.won) == 26 and not s.stock
    assert s.outcome() == [s.tp.won[0] - s.tp.won[1], s.tp.won[1] - s.tp.won[0]]


def test_winner_takes_face_up_card_loser_an_unseen_one():
    s = get_game("german-whist").new_deal(shuffler=SeededShuffler(4))
    top, under = s.stock[0], s.stock[1]
    s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    w = s.tp.quitted[0][2]
    assert top in s.tp.hands[w] and under in s.tp.hands[1 - w]
    assert top not in s.hidden_cards(1 - w)                 # the loser saw it taken
    assert under in s.hidden_cards(w)                      # the winner did not see the loser's card
    assert str(under) not in json.dumps(s.view(w))
    assert str(top) in json.dumps(s.view(1 - w))
