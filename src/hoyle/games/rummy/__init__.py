"""The rummy family (catalog INDEX.md family 13, the rummy rows; Foster 1914, seed 001 part 6
"РАМ" and the games after it, part 5 "Конкьян"; catalog 001_part6.md §12.4-12.7, 001_part5.md
§4): the draw-and-discard games on one engine, :class:`~hoyle.games.rummy.state.RumState`, over
:mod:`hoyle.mechanics.rummy`, each game only its rules' defaults:

* ``rum`` - one pack, two to six players (two 10 cards, three 7, four 6); a meld of exactly three
  or one card added to a meld a turn, then a discard; out when the hand is empty; the winner takes
  the count of every other hand (J 11, Q 12, K 13); the Splash as the option ``splash`` (§12.4);
* ``poker-rum`` - ten cards each, a double pack over three players; nothing laid out until a
  player calls with a balance of 15 or less (K Q J 10 count 10, the ace 11, as the catalog puts
  the misprint right); a higher balance pays the caller the difference, a lower one is paid by
  all, the caller double (§12.5);
* ``poker-gin`` - poker rum with a balance of 10 or less and the others' odd cards laid off on the
  caller's melds; an undercut costs the caller the difference and 10, a call over 10 five to each
  (§12.6);
* ``double-pack-rum`` - two packs and two jokers, melds of any length and any number a turn, sets
  of any suits, a joker at a sequence's end movable once (§12.7);
* ``conquian`` - two hands of ten from the Spanish forty; every card turned from the stock is
  used at once (a meld of three with cards of the hand, or onto one's own meld) or refused,
  then passed; borrowing, forcing, eleven cards down to win, a tableau's pool carried
  (:mod:`~hoyle.games.rummy.conquian`, 001 part 5 §4).
"""

from __future__ import annotations

from typing import Any

from ...core.registry import GameInfo, register
from .bots import ConquianBot, RumBot, keep_score
from .conquian import ConquianMatch, ConquianRules, ConquianState
from .state import RUM_HAND_SIZES, RumRules, RumState

__all__ = ["RumState", "RumRules", "RumBot", "keep_score", "RUM_HAND_SIZES", "ConquianState", "ConquianRules",
           "ConquianMatch", "ConquianBot"]


def _rum(**info: Any) -> None:
    info.setdefault("utility", "zero-sum-points")
    info.setdefault("min_players", 2)
    info.setdefault("max_players", 6)
    register(GameInfo(family="rummy", default_players=info.pop("default_players", 2),
                      state_cls=RumState, rules_cls=RumRules, bots={"book": RumBot}, **info))


_rum(slug="rum", title="Rum (one pack)", aliases=("rummy", "рам", "рам одной колодой"),
     source="Foster 1914, 001 part 6 §12.4", status="partial",
     notes="the book gives hand sizes for two to four players only: five and six get six cards, as four do "
           "(our reading); the ace counts 1 in the settlement; a deal whose stock runs out more than twice is drawn",
     summary="Draw from the stock or take the discard; lay out three of a rank or three in sequence in a suit "
             "(ace low, or above the king), or add one card to any meld; discard. The first out of cards takes "
             "the count of every other hand (J 11, Q 12, K 13). The Splash (rule splash): laying out all at once "
             "wins double.")
_rum(slug="poker-rum", title="Poker rum", aliases=("покер-рам",), max_players=8,
     defaults={"hand_size": 10, "double_over": 3, "max_set": 0, "meld_size": 0, "values": "poker",
               "showdown": True, "call_limit": 15},
     source="Foster 1914, 001 part 6 §12.5",
     notes="the printed card values (ace, king, queen, jack 10, the ace 11) are read as king, queen, jack and ten "
           "10, the ace 11",
     summary="Ten cards each; draw and discard until the odd cards (the balance) count 15 or less, then call and "
             "show; each higher balance pays the caller the difference; a lower balance is paid by all, the caller "
             "double. K Q J 10 count 10, the ace 11.")
_rum(slug="poker-gin", title="Poker gin", aliases=("покер-джин",), max_players=8,
     defaults={"hand_size": 10, "double_over": 3, "max_set": 0, "meld_size": 0, "values": "poker",
               "showdown": True, "call_limit": 10, "layoff_on_call": True, "undercut_penalty": 10,
               "false_call_penalty": 5},
     source="Foster 1914, 001 part 6 §12.6",
     summary="Poker rum calling at a balance of 10 or less; after the call each player lays off his odd cards on "
             "the caller's melds. Undercut: the caller pays the difference and 10; a call over 10 costs the "
             "caller five to each.")
_rum(slug="double-pack-rum", title="Double-pack rum", aliases=("рам двойной колодой",), max_players=8,
     defaults={"hand_size": 10, "packs": 2, "jokers": 2, "movable_jokers": True, "meld_size": 0,
               "one_meld_per_turn": False, "max_set": 0},
     source="Foster 1914, 001 part 6 §12.7", status="partial",
     notes="a joker left in a losing hand counts 15 (the book is silent; option joker_value)",
     summary="Two packs and two jokers; ten cards each; melds of any length, any number a turn, sets of any "
             "suits; a joker at a sequence's end may be moved once to the other end by a player who puts the "
             "real card in its place or one beyond it. Settled as rum.")
register(GameInfo(slug="conquian", title="Conquian (rummy; eleven cards down)", family="rummy", min_players=2,
                  max_players=2, default_players=2, state_cls=ConquianState, rules_cls=ConquianRules,
                  match_cls=ConquianMatch, bots={"book": ConquianBot}, utility="zero-sum-chips",
                  aliases=("conquien", "con quien", "конкьян", "конкиан"),
                  source="Foster 1914, 001 part 5 §4",
                  notes="two play (the three-hand table, the dealer sitting out, is not modelled); a card put onto "
                        "one's own sequence takes the hand's cards filling the gap and no more (our reading); a "
                        "tableau's counters lie in the pool until the next deal's winner takes them; the irregularities "
                        "(looking at passed or stock cards, drawing out of turn) cannot happen at this table",
                  summary="The Spanish forty (the seven next to the jack), ten cards each. Each card turned from the "
                          "stock, or refused or discarded by the other, is used at once (three in a meld with cards "
                          "of the hand, or onto one's own meld, borrowing from one's fours and long sequences) or "
                          "passed; a card that fits the other's meld may be forced on him. Whoever uses a card "
                          "discards; eleven cards down win one counter. A tied deal (tableau) puts a counter each "
                          "in the pool for the next winner."))
