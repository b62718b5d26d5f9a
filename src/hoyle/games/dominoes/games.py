"""The registered domino games: each is data for the one engine (:mod:`.game`), its rules'
defaults and its table (Foster 1914, seed 001 part 6 lines 514-642; catalog 001_part6.md §4;
INDEX.md family 17)."""

from __future__ import annotations

from ...core import GameInfo, register
from .bots import DominoBot
from .game import SOURCE, DominoMatch, DominoPoolState, DominoRules, DominoState

__all__ = ["DOMINO_GAMES"]

_BOTS = {"heuristic": DominoBot}

#: slug, title, players (min, max, default), rules' defaults, source, summary, aliases, status, notes
DOMINO_GAMES = [
    ("domino-block", "Block game", (2, 2, 2), {},
     "§4.1-4.2, lines 544-572",
     "Seven tiles each and no drawing; match an end or say go. Out first scores the pips left "
     "against him; blocked, the heavier hand loses the difference.",
     ("block game", "Блочная игра"), "playable", ""),
    ("domino-four-handed-block", "Four-handed block (partners)", (4, 4, 4), {"scoring": "partners"},
     "§4.2, lines 573-577",
     "The block game two against two: partners' pips added, the lighter side wins the difference.",
     ("four-handed block",), "partial",
     "the text deals 'four' each and plays both to the right and to the left: we deal seven "
     "(option hand) and play to the left"),
    ("domino-draw", "Draw game", (2, 4, 2), {"drawing": "at-will"},
     "§4.3, lines 579-581",
     "The block game with a bone-yard drawn from at will, the last two never; a blocked player "
     "must draw until he can play.",
     ("draw game", "Игра на вытягивание"), "playable", ""),
    ("matadore", "Matadore", (2, 4, 2), {"matching": "seven"},
     "§4.4, lines 582-592",
     "A tile is laid so that it makes seven with the end; the four matadors (0-0, 6-1, 5-2, 4-3) "
     "go on any end at any time.",
     ("matadore game", "Игра в матадоров"), "partial",
     "the text does not say what a blank end takes: only a matador (our reading)"),
    ("sebastopol", "Sebastopol", (4, 4, 4), {"set_tile": "double", "spinner": True, "spinner_first": True},
     "§4.5, lines 593-599",
     "Four players; the double six is set as a spinner, and only its four arms take a tile until "
     "all are filled.", ("Севастополь",), "playable", ""),
    ("bergen", "Bergen", (2, 2, 2), {"hand": 6, "set_tile": "double", "scoring": "bergen",
                                     "drawing": "when-blocked", "game_to": 15},
     "§4.6, lines 600-608",
     "Six tiles each; two for a double header (both ends alike), three for a triple, one for the "
     "domino; game fifteen.", ("bergen game", "Игра Берген"), "playable", ""),
    ("domino-pool", "Domino pool", (3, 6, 4), {"scoring": "pool"},
     "§4.7, lines 609-615",
     "Three to six players ante to a pool; equal hands leave eight or more in the bone-yard; the "
     "first out, or the lightest hand when all are blocked, takes the pool.",
     ("Пул в домино",), "playable", ""),
    ("muggins", "Muggins (all fives)", (2, 4, 2), {"set_tile": "double", "scoring": "count",
                                                  "drawing": "when-blocked", "game_to": 100},
     "§4.8, lines 616-638",
     "Score the ends whenever they add to a multiple of five, and the pips left against you, "
     "rounded to five; draw when you cannot play, leaving two.",
     ("all fives", "Маггинс", "Все пятерки"), "playable", ""),
    ("all-threes", "All threes", (2, 4, 2), {"set_tile": "double", "scoring": "count", "multiple": 3,
                                            "drawing": "when-blocked", "game_to": 100},
     "§4.8, lines 639-640",
     "Muggins scored by multiples of three on the ends.", ("Все тройки",), "playable", ""),
]

for slug, title, (lo, hi, default), defaults, where, summary, aliases, status, notes in DOMINO_GAMES:
    register(GameInfo(
        slug=slug, title=title, family="dominoes", min_players=lo, max_players=hi,
        default_players=default, state_cls=DominoPoolState if slug == "domino-pool" else DominoState,
        rules_cls=DominoRules, defaults=dict(defaults), match_cls=DominoMatch, information="imperfect", chance="explicit",
        items=("tiles",), utility="zero-sum-chips" if slug == "domino-pool" else "zero-sum-points",
        bots=_BOTS, source=f"{SOURCE} {where.split(', ')[1]}; catalog 001_part6.md {where.split(',')[0]}",
        summary=summary, aliases=aliases, status=status, notes=notes))
