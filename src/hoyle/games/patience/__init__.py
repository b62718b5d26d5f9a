"""Patience games (Foster 1914, seed 001 part 5 §9; part 6 §12.8 and §12.11; catalog family 14):
one player, one shuffled pack. Each deal's outcome is one seat's number: ``1``/``0`` where the
patience comes out or not (``one-player-win``), or its count (``one-player-score``: Klondike's
cards on the aces, Canfield's dollars, solitaire poker's points). See :mod:`.base`.

Solitaire cribbage (§12.12) counts with the cribbage count of :mod:`hoyle.mechanics.counting`
(one counting mechanic, the cribbage family's).
"""

from __future__ import annotations

from ...core import GameInfo, register
from .base import PatienceState, low
from .bots import (CanfieldBot, FirstMoveBot, KlondikeBot, NeighbourBot, PokerSquareBot,
                   TryAgainBot)
from .fortune import FortuneState
from .cribbage_square import CribSoloBot, SolitaireCribbageRules, SolitaireCribbageState
from .klondike import CanfieldRules, CanfieldState, KlondikeRules, KlondikeState
from .poker_square import TABLES, SolitairePokerRules, SolitairePokerState, hand_points
from .search import KlondikeSearchBot, TakeFourteenSolver
from .simple import (CarpetState, ClockRules, ClockState, HelpNeighbourState, TakeFourteenState,
                     TakeTenState, TryAgainState)

__all__ = ["PatienceState", "low", "KlondikeState", "KlondikeRules", "CanfieldState",
           "CanfieldRules", "SolitairePokerState", "SolitairePokerRules", "TABLES", "hand_points",
           "TakeTenState", "CarpetState", "ClockState", "ClockRules", "TryAgainState",
           "TakeFourteenState", "HelpNeighbourState", "SolitaireCribbageState", "SolitaireCribbageRules",
           "CribSoloBot", "FirstMoveBot", "TakeFourteenSolver", "KlondikeBot",
           "KlondikeSearchBot", "CanfieldBot", "TryAgainBot", "NeighbourBot", "PokerSquareBot"]

P5 = "Foster 1914, seed 001 part 5"


def _reg(slug, title, state, summary, source, *, utility="one-player-win", bots=None,
         information="imperfect", status="playable", notes="", aliases=(), rules_cls=None):
    register(GameInfo(
        slug=slug, title=title, family="patience", min_players=1, max_players=1,
        default_players=1, state_cls=state, rules_cls=rules_cls or state.rules_cls,
        information=information, chance="shuffled", utility=utility, items=("cards",),
        bots=bots or {"first": FirstMoveBot}, source=source, summary=summary, status=status,
        notes=notes, aliases=aliases, private_cards=False))


_reg("take-ten", "Take ten", TakeTenState,
     "Thirteen cards up; pairs making ten come off, the court cards and ten of a suit only as four.",
     f"{P5} §9.1", aliases=("Набери десять",))
_reg("carpet", "Carpet", CarpetState,
     "Twenty cards as a carpet; aces up and built in suit, spaces filled from the pack, then from "
     "the turned pile only.", f"{P5} §9.2", aliases=("Ковер",))
_reg("clock-patience", "Four of a kind (clock patience)", ClockState,
     "Thirteen piles of four face down for A to K; each card turned goes under its own pile.",
     f"{P5} §9.3", status="partial",
     notes="the drawing order is ambiguous: the book's 'next pile round' is the default, the usual "
           "clock an option (order=clock)", aliases=("Каре", "clock"))
_reg("try-again", "Try again", TryAgainState,
     "Each card turned goes on one of four heaps at choice or up; foundations from the aces "
     "regardless of suit.", f"{P5} §9.4", bots={"heuristic": TryAgainBot, "first": FirstMoveBot},
     aliases=("Попытайтесь снова",))
_reg("take-fourteen", "Take fourteen", TakeFourteenState,
     "The pack in twelve piles face up; two top cards making fourteen come off.", f"{P5} §9.5",
     information="perfect", bots={"solver": TakeFourteenSolver, "first": FirstMoveBot},
     aliases=("Набери четырнадцать",))
_reg("help-your-neighbour-patience", "Help your neighbour (patience)", HelpNeighbourState,
     "Four aces up built in suit, four down-piles built down regardless of suit, the stock "
     "turned one at a time.", f"{P5} §9.6", bots={"heuristic": NeighbourBot},
     aliases=("Помоги своему соседу",))
_reg("klondike", "Klondike", KlondikeState,
     "Seven columns, down in alternate colours; aces up in suit; the stock turned in threes, any "
     "visible card of the waste usable (the book) or only its top (modern).", f"{P5} §9.7",
     utility="one-player-score",
     bots={"search": KlondikeSearchBot, "heuristic": KlondikeBot},
     notes="the book's 'any visible card' of the waste is the default; waste=top is the modern rule",
     aliases=("Клондайк",))
_reg("canfield", "Canfield", CanfieldState,
     "A reserve of thirteen, a base card, four columns; the pack bought for $52, $5 paid per "
     "card up.", "Foster 1914, seed 001 part 6 §12.8 (O-58)", utility="one-player-score",
     bots={"heuristic": CanfieldBot}, status="partial",
     notes="column moves as units and the two-card sentence are unclear in the book: the whole "
           "column or its top card moves (our reading; column_moves=top)", aliases=("Канфилд",))
_reg("solitaire-poker", "Solitaire poker", SolitairePokerState,
     "Twenty-five cards placed one by one into a square of five; rows and columns scored as poker "
     "hands by one of three tables.", "Foster 1914, seed 001 part 6 §12.11 (O-61)",
     utility="one-player-score", bots={"heuristic": PokerSquareBot, "first": FirstMoveBot},
     notes="played alone; the book's game for several players is not built",
     aliases=("Пасьянс-покер", "poker squares"))
_reg("solitaire-cribbage", "Solitaire cribbage", SolitaireCribbageState,
     "Six cribbage hands and cribs dealt from one pack, each with a starter, and a last four; "
     "the patience succeeds at 91.", "Foster 1914, seed 001 part 6 §12.12 (O-62)",
     utility="one-player-score", bots={"heuristic": CribSoloBot},
     notes="played alone; the book's game for two or more, each with his own pack, is not built; "
           "the solo player's heels (a jack turned) count 2 (our reading)",
     aliases=("Пасьянс-криббидж",))

_reg("fortune-telling", "Fortune telling (Etteilla)", FortuneState,
     "The client's significator, the thirty-two cut with the left hand and counted out by sevens until "
     "twelve lie face up (the significator among them), dealt into the Person, the House, the Future and "
     "the Surprise, and read card by card, upright or reversed.",
     f"{P5} §10", utility="one-player-score", aliases=("Гадание", "etteilla"),
     notes="not a game to be won: the outcome is always 0; 'followed by' meanings are read within a packet "
           "(our reading)")
