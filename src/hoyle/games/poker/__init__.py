"""Poker: draw poker under Foster's and the British codes, and its variants, on one engine.

Every registered game here is a set of :class:`~hoyle.games.poker.draw.DrawPokerRules`
options on :class:`~hoyle.games.poker.draw.DrawPokerState` (never a copy of the engine).
"""

from __future__ import annotations

from ...core.registry import GameInfo, register
from .bots import DrawPokerBot
from .draw import DrawPokerMatch, DrawPokerRules, DrawPokerState
from .laws import BRITISH_LAWS, FOSTER_LAWS

__all__ = ["DrawPokerRules", "DrawPokerState", "DrawPokerMatch", "DrawPokerBot",
           "FOSTER_LAWS", "BRITISH_LAWS"]

_BRITISH = {"code": "british", "ante": 1, "limit": 12}
_BOTS = {"heuristic": DrawPokerBot}


def _reg(slug, title, defaults, source, summary, aliases=(), laws=FOSTER_LAWS, players=(2, 7),
         default_players=4, notes=""):
    return register(GameInfo(
        slug=slug, title=title, family="poker", min_players=players[0], max_players=players[1],
        default_players=default_players, state_cls=DrawPokerState, rules_cls=DrawPokerRules,
        defaults=defaults, aliases=tuple(aliases), source=source, summary=summary, laws=laws, notes=notes,
        match_cls=DrawPokerMatch, utility="zero-sum-chips", bots=dict(_BOTS)))


_reg("draw-poker-foster", "Draw Poker (Foster)", {},
     "seed 002 Laws of Poker 1-36 and jack-pot laws 37-46; seed 001 part 2 §20; catalog 000_002_003.md §4, §16",
     "Foster's American draw poker: the age's blind, doubling straddles, coming in at twice the "
     "blind, one draw with the last-card rule, betting after the draw with no check.",
     aliases=("draw-poker", "Дро-покер", "покер с обменом", "Древ-покер"))
_reg("draw-poker-british", "Draw Poker (British)", dict(_BRITISH),
     "seed 000 Rules of the Game 1-81; catalog 000_002_003.md §1",
     "The British handbook's poker: the ante, straddles that add an ante, opening at twice the "
     "ante, jack-pots when nobody opens, ace-low-only straights and the hearts tie rules.",
     aliases=("Покер", "british-poker"), laws=BRITISH_LAWS, players=(3, 7),
     notes="The catalog reads partial (the chapter's opening is lost; laws 69-70 leave the hearts "
           "ties open); the 81 surviving laws give the whole game: 3 to 7 players is our reading of "
           "the lost count, and the straight in hearts is option hearts_straight (default top_card, "
           "catalog O-000-06).")
_reg("jack-pots-foster", "Jack-pots (Foster)", {"jackpots": "always"},
     "seed 002 laws 37-46; seed 001 part 2 §20.12",
     "Every deal a jack-pot: equal antes, jacks or better to open, one chip fattening when "
     "nobody opens, the opener bets first after the draw.", aliases=("Джек-поты", "jack-pots"))
_reg("jack-pots-british", "Jack-pot (British)", {**_BRITISH, "jackpots": "always"},
     "seed 000 laws 29-33; catalog O-000-08, O-000-09",
     "British jack-pots: everyone antes, the openers rise jacks, queens, kings and round again "
     "while nobody opens; a false opener pays twice the ante.", aliases=("Джек-пот",),
     laws=BRITISH_LAWS, players=(3, 7))
_reg("progressive-jackpots", "Progressive jack-pots", {"jackpots": "always", "openers": "progressive"},
     "seed 001 part 2 §20.12; seed 004 §1.18.3 (O77)",
     "Jack-pots whose openers rise jacks, queens, kings, aces and come back down while nobody opens.")
_reg("table-stakes", "Draw Poker at table stakes", {"table_stakes": True, "buy_in": 200, "limit": 200},
     "seed 001 part 2 §20.13; seed 001 part 3 §A1; seed 002 law 5",
     "Foster's draw poker where each may bet only what he has in front of him; a short player "
     "calls for a sight and the excess makes a side pool. Stacks start at 200 x the blind.",
     aliases=("Ставки по столу",))
_reg("freeze-out", "Freeze-out", {"table_stakes": True, "freeze_out": True, "buy_in": 200, "limit": 200},
     "seed 001 part 3 §A2; seed 002 law 5",
     "Table stakes where everyone starts equal and a player who loses his chips leaves, until "
     "one holds them all.", aliases=("Фриз-аут",))
_reg("mistigris", "Mistigris (joker poker)", {"joker": True},
     "seed 001 part 2 §20.6 (O64)",
     "Foster's draw poker with the joker (mistigris) in the pack as a wild card: five of a kind "
     "beats a royal flush and the hand with the joker wins ties.")
_reg("poker-modifications-british", "Poker with the British modifications",
     {**_BRITISH, "blaze": True, "skip_straight": True, "joker": True},
     "seed 000 p. 41; catalog O-000-13..15",
     "British draw poker with the blaze, the skip straight and the joker.",
     aliases=("Блейз", "Скип-стрит"), laws=BRITISH_LAWS, players=(3, 7),
     notes="The catalog reads partial for three flaws of p. 41, each given a stated reading: blazes "
           "compare card by card from the top (the ace in the text is a misprint), the joker is any "
           "card and makes five of a kind, and an ace ends a skip straight as it ends a straight.")
_reg("draw-poker-modern", "Draw poker, jacks or better (modern)",
     {"jackpots": "always", "jack_ante": 1, "fattening": 1, "check_after_draw": True,
      "max_draw": 3, "straddles": False},
     "seed 004 §1.18.2 (borrowing Foster's ranking and laws where 004 is missing)",
     "Late-20th-century jacks or better: everyone antes, jacks or better to open, draw up to "
     "three, checks allowed after the draw.", aliases=("Валеты и выше", "jacks-or-better"),
     players=(2, 10),
     notes="The catalog reads partial: 004's own chapter on ranking and betting is missing, so "
           "Foster's ranking and laws are used where 004 is silent.")
