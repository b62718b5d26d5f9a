"""Poker: draw poker under Foster's and the British codes, the stud family, and brag.

Every registered draw game here is a set of :class:`~hoyle.games.poker.draw.DrawPokerRules`
options on :class:`~hoyle.games.poker.draw.DrawPokerState`, and every stud game a set of
:class:`~hoyle.games.poker.stud.StudRules` options (a streets description and its betting) on
:class:`~hoyle.games.poker.stud.StudState`, and every brag game (with three- and two-card
poker) a set of :class:`~hoyle.games.poker.brag.BragRules` options on
:class:`~hoyle.games.poker.brag.BragState` (never a copy of an engine).
"""

from __future__ import annotations

from ...core.registry import GameInfo, register
from .bots import DrawPokerBot
from .brag import BragMatch, BragRules, BragState
from .brag_bot import BragBot
from .draw import DrawPokerMatch, DrawPokerRules, DrawPokerState
from .laws import BRITISH_LAWS, FOSTER_LAWS
from .stud import STREETS, StudMatch, StudRules, StudState
from .stud_bot import StudBot
from .exchange_bot import ExchangeBot
from .exchange_games import FORMS, ExchangeGameRules, ExchangeGameState
from .bouillotte import BouillotteMatch, BouillotteRules, BouillotteState
from .dealt import DealtPokerState
from .ambigu import AmbiguMatch, AmbiguRules, AmbiguState
from .french_bots import AmbiguBot, BouillotteBot

__all__ = ["DrawPokerRules", "DrawPokerState", "DrawPokerMatch", "DrawPokerBot",
           "FOSTER_LAWS", "BRITISH_LAWS", "StudRules", "StudState", "StudMatch", "StudBot",
           "STREETS", "BragRules", "BragState", "BragMatch", "BragBot",
           "ExchangeGameRules", "ExchangeGameState", "ExchangeBot", "FORMS",
           "DealtPokerState", "BouillotteRules", "BouillotteState", "BouillotteMatch", "BouillotteBot",
           "AmbiguRules", "AmbiguState", "AmbiguMatch", "AmbiguBot"]

_BRITISH = {"code": "british", "ante": 1, "limit": 12}
_BOTS = {"heuristic": DrawPokerBot}


def _reg(slug, title, defaults, source, summary, aliases=(), laws=FOSTER_LAWS, players=(2, 7),
         default_players=4, notes="", private_cards=True):
    return register(GameInfo(private_cards=private_cards,
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
_reg("poker-eccentric-hands", "Draw Poker with the eccentric hands (Foster)",
     {"blaze": True, "tiger": True, "skip_straight": True, "round_the_corner": True},
     "seed 001 part 2 §20.5 (extreme hands, O63); catalog 001_part2.md §20.5",
     "Foster's draw poker with the local hands admitted: the blaze (five court cards), the tiger "
     "or big and little dog (seven high, deuce low), the skip or Dutch straight (alternate "
     "ranks) and round-the-corner straights (J-Q-K-A-2 to K-A-2-3-4).",
     aliases=("eccentric-hands", "extreme-hands"),
     notes="The catalog reads partial: the local hands rank only by custom. Our reading is the "
           "customary places as printed (blaze and skip above two pairs, skip above a blaze, "
           "round-the-corner above threes, tiger above a straight), with Foster's order by his "
           "true odds as option local_order=true. The printed blaze odds, 3008 to 1, are not "
           "reproducible: 792 blazes give 3280.5 to 1 (hoyle errata, O63).")
_reg("show-down-poker", "Show-down poker (Foster)", {"pool": "show-down", "straddles": False},
     "seed 001 part 3 §A3; catalog 001_part3.md §A3",
     "Draw poker with every hand face up: each antes one chip; from the age each in turn draws, "
     "the new cards dealt face up too, and a hand beaten by one already drawn goes to the "
     "deadwood; the best hand after the draw takes the pool.", aliases=("Покер со вскрытием",),
     notes="The catalog reads partial (no betting described; 'beaten' undefined). Our readings: "
           "no betting at all, each puts the blind (1) in the pool; a hand is beaten when a hand "
           "that has drawn is better; one round of drawing, then the show.", private_cards=False)
_reg("flat-poker", "Flat poker (Foster)", {"pool": "flat", "straddles": False},
     "seed 001 part 3 §A4; catalog 001_part3.md §A4 (PK-03)",
     "The age puts up a blind of any size within the limit; those who will bet as much on their "
     "hands put it up and the rest get no cards; no straddles, raises or antes; all draw from "
     "the age and the best hand takes the pool.", aliases=("Плоский покер",),
     notes="The catalog reads partial (the 'against the field' play is ambiguous). By default "
           "the book's first way, the hands shown and the best winning; the second way, a hand "
           "played against the field (PK-03), is option against_field, with our readings of "
           "its three ambiguities (the callers share the call equally; the field divides the "
           "whole pool equally; the field player takes all when nobody beats him). A deal "
           "nobody stays in is void.")
_MODERN = {"jackpots": "always", "jack_ante": 1, "fattening": 1, "check_after_draw": True,
           "max_draw": 3, "straddles": False}
_MODERN_NOTES = ("The catalog reads partial: 004's own chapter on ranking and betting is missing, "
                 "so Foster's ranking and laws are used where 004 is silent.")
_reg("draw-poker-modern", "Draw poker, jacks or better (modern)", dict(_MODERN),
     "seed 004 §1.18.2 (borrowing Foster's ranking and laws where 004 is missing)",
     "Late-20th-century jacks or better: everyone antes, jacks or better to open, draw up to "
     "three, checks allowed after the draw.", aliases=("Валеты и выше", "jacks-or-better"),
     players=(2, 10),
     notes=_MODERN_NOTES)
_reg("jacks-or-bobtail", "Jacks or bobtail", {**_MODERN, "bobtail": True},
     "seed 004 §1.18.3 (jacks or bobtail; O79); catalog 004.md §1.18.3",
     "Jacks or better where a jack-pot may also be opened on a bobtail: four of a suit, or four "
     "in sequence open at both ends (not A-K-Q-J or 4-3-2-A); the bobtail is worth nothing at "
     "the show.", aliases=("Валет или бобтейл",), players=(2, 10), notes=_MODERN_NOTES)

# seed 004's draw-poker variants (§1.18.3) and high-low (§1.18.5): options on the one engine
_reg("blind-opening", "Blind opening", {"forced_bets": "blind-opening", "jackpots": "off",
                                        "straddles": False, "limit": 1, "limit_after_draw": 2,
                                        "check_after_draw": True, "max_draw": 3},
     "seed 004 §1.18.3 (blind opening); catalog 004.md §1.18.3",
     "The dealer antes a chip, his left bets one blind and the next two; the rest call two, drop "
     "or raise by one; after the draw the first blind speaks first, checks allowed, raises up "
     "to two.", aliases=("Начало втемную",), players=(3, 10), notes=_MODERN_NOTES
     + " Not modelled: the voluntary extra blind bets before the deal.")
_reg("shotgun", "Shotgun", {**_MODERN, "shotgun": True},
     "seed 004 §1.18.3 (shotgun); catalog 004.md §1.18.3",
     "Jacks or better's antes, but an extra interval on three cards, where any hand may open "
     "and nobody may check; then two more cards, the first interval, the draw and the last.",
     aliases=("Дробовик",), players=(2, 10), notes=_MODERN_NOTES
     + " After the shotgun interval the pot is open, so the next interval needs no openers and "
       "allows checks until a bet (our reading); an unopened shotgun interval carries the pot.")
_reg("stormy-weather", "Stormy weather", {**_MODERN, "hand_size": 4, "table_cards": 3,
                                          "openers": "anything", "max_draw": 4},
     "seed 004 §1.18.3 (stormy weather); catalog 004.md §1.18.3",
     "Four cards each and three face down on the table; an interval where any hand opens and "
     "nobody checks; a draw of up to four; then the table cards turned one at a time, each "
     "followed by an interval; each player's fifth card is any one of them.",
     aliases=("Штормовая погода",), players=(2, 8), notes=_MODERN_NOTES
     + " The antes are jack-pot antes and an interval nobody opens carries the pot (004 "
       "§1.18.2's 'pass and out'); the opener speaks first after each turn (our reading).")
_reg("lowball", "Lowball", {"ranking": "low", "forced_bets": "lowball", "jackpots": "off",
                            "straddles": False, "limit": 1, "limit_after_draw": 2,
                            "check_after_draw": True, "check_raise": False, "max_draw": 3},
     "seed 004 §1.18.3 (lowball, O78); catalog 004.md §1.18.3",
     "The lowest hand wins: aces low, straights and flushes ignored, 5-4-3-2-A best. The dealer "
     "and his left ante as stay bets; the next must stay or drop, raising at most the ante; the "
     "dealer burns a card before the draw; after it checks are allowed but a checker may not "
     "raise.", aliases=("Лоуболл",), players=(2, 7), notes=_MODERN_NOTES
     + " The limit after the draw is 'agreed': two chips (our reading). Rule option joker: the "
       "joker is any card the hand lacks.")
_reg("spit-in-the-ocean", "Spit in the ocean", {**_MODERN, "hand_size": 4, "widow": "spit"},
     "seed 004 §1.18.3 (spit in the ocean (1)); catalog 004.md §1.18.3",
     "Four cards each and one face up in the middle that is every player's fifth card; jacks "
     "or better to open, then the draw from the four.", aliases=("Плюнь в океан",),
     players=(2, 10), notes=_MODERN_NOTES
     + " The variants 004 puts in its lost chapter on closed poker are not known.")
_reg("pig-in-a-poke", "Pig in a poke", {**_MODERN, "hand_size": 4, "widow": "pig"},
     "seed 004 §1.18.3 (spit in the ocean (2)); catalog 004.md §1.18.3",
     "Spit in the ocean where the middle card and every card of its rank are wild (rule option "
     "widow pig-others: only the other cards of its rank).", aliases=("Свинья в мешке",),
     players=(2, 10), notes=_MODERN_NOTES)
_reg("high-low-poker", "High-low poker (draw)", {**_MODERN, "ranking": "high-low"},
     "seed 004 §1.18.5 (O82-O84); catalog 004.md §1.18.5",
     "Jacks or better where after the last interval each player still in declares high or low, "
     "from the dealer's left; the pot is split between the best high and the best low hand "
     "declared, the odd chip to the high.", aliases=("Больше-меньше", "high-low"),
     players=(2, 10), notes=_MODERN_NOTES
     + " The catalog reads partial (a sentence is truncated): when everyone declares alike the "
       "best hand of that kind takes the pot. Not modelled: the simultaneous declaration with "
       "chips, and 'both' (it needs more than five cards).")


# --------------------------------------------------------------------------- the stud family
_LOST_BASE = ("The catalog reads partial: 004's own chapter on five-card stud (its betting, antes "
              "and ranking) is lost, so those base rules are our reading, the standard ones "
              "(hoyle.games.poker.stud).")


_LOST_POKER = ("The catalog reads partial: 004's own chapter on poker (its antes, betting and "
               "ranking) is lost, so those base rules are our reading, the standard ones, as in "
               "its stud games (hoyle.games.poker.stud).")


def _stud(slug, title, defaults, source, summary, aliases=(), players=(2, 8), foster=False,
          notes=None, private_cards=True):
    return register(GameInfo(private_cards=private_cards,
        notes=notes if notes is not None else "" if foster else _LOST_BASE,
        slug=slug, title=title, family="poker", min_players=players[0], max_players=players[1],
        default_players=4, state_cls=StudState, rules_cls=StudRules, defaults=defaults,
        aliases=tuple(aliases), source=source, summary=summary, laws=FOSTER_LAWS,
        match_cls=StudMatch, utility="zero-sum-chips", bots={"heuristic": StudBot}))


_stud("stud-poker-foster", "Stud Poker (Foster)",
      {"streets": "foster-b", "ranking": "no-straight-flush", "ante_by": "buck", "next_dealer": "winner"},
      "seed 002 Stud Poker (with Straight Poker); catalog 000_002_003.md §6, 001_part3.md §A8, O-002-19",
      "Foster's stud: the buck antes for all, one card down and one up, the best hand showing "
      "bets first on every round to five cards; straight flushes not counted. Method A "
      "(streets foster-a): one down and four up, one round of betting as in straight poker.",
      aliases=("Стад-покер", "stud-poker", "stud"), foster=True)
_stud("six-card-stud", "Six-card stud", {"streets": "six-card"}, "seed 004 §1.18.1",
      "Five-card stud with a sixth card dealt down after the fourth round of betting and a "
      "fifth round; the best five of six.", aliases=("Шестикарточный гвоздь",))
_stud("seven-card-stud", "Seven-card stud", {"streets": "seven-card"}, "seed 004 §1.18.1",
      "Two cards down and one up, then up cards with a round of betting after each, to seven; "
      "the best five of seven. Rule options: the seventh card down, the modern casino game "
      "(casino: antes, bring-in, fixed limits; PHH's F7S).", aliases=("Семикарточный гвоздь",))
_stud("seven-card-stud-low-hole-wild", "Seven-card stud, low hole card wild",
      {"streets": "seven-card", "wild": "low-hole"}, "seed 004 §1.18.1",
      "Seven-card stud where each player's lowest hole card, and every card of its rank in his "
      "hand, is wild.")
_stud("mexican-stud", "Mexican stud", {"streets": "mexican"}, "seed 004 §1.18.1",
      "Five-card stud dealt all face down: after the second and each later round each player "
      "turns up one of his down cards, keeping one in the hole.", aliases=("Мексиканский гвоздь",))
_stud("five-card-stud-last-card-down", "Five-card stud, last card down",
      {"streets": "last-card-down"}, "seed 004 §1.18.1 (other five-card stud variants)",
      "Five-card stud whose last card is dealt down, giving two hole cards; the option streets "
      "optional-last-down lets a player turn up his hole card and take the last card down.")
_stud("stud-lowball", "Stud lowball", {"ranking": "low"}, "seed 004 §1.18.1; lowball's ranking §1.18.3",
      "Stud where the lowest hand wins (ace low, straights and flushes not counted) and the "
      "lowest hand showing opens every round.", aliases=("Гвоздь-мизер",))
_stud("straight-poker", "Straight Poker (bluff)",
      {"streets": "straight", "ranking": "no-straight-flush", "ante_by": "buck", "next_dealer": "winner"},
      "seed 002 Straight Poker; catalog 000_002_003.md §5 (O-002-18), 001_part3.md §A7 (PK-29)",
      "Poker without a draw: five cards down, the buck antes for all, one interval from the "
      "dealer's left where each may pass until a bet is made; a pot nobody bets in stays and "
      "the buck antes again; the winner deals; fours is the top hand.",
      aliases=("bluff", "Стрейт-покер", "Блеф"), foster=True,
      notes="The catalog flags 'from one to eight players': read as two to eight. After a deal "
            "nobody bets in, the deal passes to the left (the text's own rule for that case).")
_stud("cold-hands", "Cold hands (showdown straight poker)", {"streets": "cold-hands"},
      "seed 004 §1.18.4; catalog 004.md §1.18.4",
      "One round of betting before any card is dealt, then five cards each face up and the "
      "best hand takes the pot.", aliases=("showdown-straight-poker", "Покер с прямым вскрытием"),
      players=(2, 10), notes=_LOST_POKER, private_cards=False)
_stud("double-barreled-shotgun", "Double-barreled shotgun (turn-up form)",
      {"streets": "double-barreled-shotgun"}, "seed 004 §1.18.4; catalog 004.md §1.18.4",
      "Five cards each face down; from the dealer's left each turns up a card of his choice, "
      "then a round of betting, four times; the fifth card is turned at the show.",
      aliases=("Дробовик с двойным барабаном",), players=(2, 10),
      notes=_LOST_POKER + " 004 prints a turn-up game under this name, not the usual draw game "
            "with extra rounds; we play it as printed (the fifth turn-up is the show).")
_TABLE = (" The table cards are dealt as they are turned, one before each interval (the same "
          "chances as five dealt face down first and turned one at a time).")
_stud("crisscross", "Crisscross", {"streets": "table-four", "wild": "last-common"},
      "seed 004 §1.18.4 (spit-in-the-ocean variants, 1); catalog 004.md §1.18.4",
      "Four cards each and five table cards in a cross, turned one at a time with a round of "
      "betting after each of the first four; the centre, turned last, and every card of its "
      "rank are wild; the best five of hand and table.", aliases=("criss-cross", "Перекрестье"),
      players=(2, 10),
      notes=_LOST_POKER + _TABLE + " Not modelled: the local rule using only the three table "
            "cards of one line of the cross.")
_stud("cincinnati", "Cincinnati", {"streets": "table-five"},
      "seed 004 §1.18.4 (spit-in-the-ocean variants, 2); catalog 004.md §1.18.4",
      "Five cards each and five table cards turned one at a time, a round of betting after "
      "each of the first four; no wild cards; the best five of hand and table.",
      aliases=("Цинциннати",), players=(2, 9), notes=_LOST_POKER + _TABLE)
_stud("lamebrain-pete", "Lamebrain Pete", {"streets": "table-five", "wild": "low-common"},
      "seed 004 §1.18.4 (spit-in-the-ocean variants, 3); catalog 004.md §1.18.4",
      "Cincinnati where the lowest table card and every card of its rank are wild.",
      aliases=("Пит-простак",), players=(2, 9),
      notes=_LOST_POKER + _TABLE + " The lowest table card counts the ace high (our reading: "
            "the ace is high in the ranking played).")


# --------------------------------------------------------------------------- brag and the small hands

def _brag(slug, title, defaults, source, summary, aliases=(), players=(3, 12), notes="",
          status="playable"):
    return register(GameInfo(
        slug=slug, title=title, family="poker", min_players=players[0], max_players=players[1],
        default_players=4, state_cls=BragState, rules_cls=BragRules, defaults=defaults,
        aliases=tuple(aliases), source=source, summary=summary, laws=FOSTER_LAWS, notes=notes,
        status=status, match_cls=BragMatch, utility="zero-sum-chips", bots={"heuristic": BragBot}))


_brag("brag-single", "Single brag (Foster)", {},
      "seed 001 part 3 §A12; seed 002 §10; catalog 000_002_003.md §10, 001_part3.md §A12 (BR-01..BR-03)",
      "Three cards each; the dealer antes and each in turn meets his ante, raises or drops; only "
      "prials and pairs count, with the braggers A♦, J♣, 9♦ wild and a natural hand beating one "
      "made with a bragger.", aliases=("brag", "Браг", "одинарный браг"),
      notes="The catalog reads partial (one example garbled, BR-03): read as the higher bragger "
            "winning between two pairs made with braggers; braggers may also stand as themselves.")
_brag("brag-three-stake", "Three-stake brag", {"form": "three-stake"},
      "seed 001 part 3 §A12; catalog 001_part3.md §A12 (BR-04)",
      "Three equal pools: the best card turned up, a brag on the three cards, and the count of "
      "pips nearest 31 (ace 11, court cards 10).", aliases=("Трехставочный браг", "three-stake-brag"),
      notes="The catalog reads partial (BR-04: is three aces, 33, 'over 31'?): without drawing "
            "nobody is over, so 33 is the highest count (our reading); the local drawing for the "
            "third pool is not modelled.")
_brag("brag-american", "American brag", {"ranking": "american-brag", "swap": True},
      "seed 001 part 3 §A12 (American brag, BR-05)",
      "Jacks and nines are eight equal braggers that beat natural hands; a raise that is seen is "
      "settled by the two players comparing hands privately, the worse retiring, until one "
      "contests the dealer.", aliases=("Американский браг",))
_brag("brag-three-card", "Three-card brag", {"ranking": "brag-threes-top", "system": "bet-or-raise",
                                              "limit": 5},
      "seed 004 §1.8, §1.8.1; catalog 004.md §1.8.1 (O39-O42)",
      "Modern British brag: prial, running flush, run, flush, pair, high card (three 3s the best "
      "prial, 3-2-A the best run); one round of betting in which every turn costs the stake, and "
      "with two left either may pay double to see.", aliases=("Хвастун", "three-card-brag"),
      notes="Not modelled: blind betting, the poker-style modifications (a) and (b), and the "
            "pack left unshuffled unless a prial was shown (every deal is shuffled).")
_brag("brag-seven-card", "Seven-card brag", {"form": "split", "cards": 7, "ranking": "seven-card-brag"},
      "seed 004 §1.8.2; catalog 004.md §1.8.2 (O43)",
      "Seven cards: discard one, split the rest into two brag hands; a player best in both shows "
      "takes the pot, else all ante again. Three 7s are the best prial.",
      aliases=("Семикарточный хвастун",), players=(2, 7))
_brag("brag-nine-card", "Nine-card brag", {"form": "split", "cards": 9, "ranking": "nine-card-brag"},
      "seed 004 §1.8.3; catalog 004.md §1.8.3 (O44)",
      "Nine cards split into three brag hands; best in all three shows takes the pot (option "
      "win two-of-three). Three 9s are the best prial.", aliases=("Девятикарточный хвастун",),
      players=(2, 5),
      notes="The catalog reads partial (the winning condition is garbled): best in all three "
            "shows, the catalog's reading, with two of three as the option 'win'.")
_brag("brag-students-dummy", "Brag with a dummy hand (students')", {"form": "dummy", "ranking": "brag",
                                                                     "stake": 5},
      "seed 004 §1.8.4; catalog 004.md §1.8.4",
      "A dummy hand lies face up; in turn each may change one card with it; at the show the lowest "
      "hand pays into the pot, until one player has chips left and takes it.",
      players=(2, 12), aliases=("brag-dummy",),
      notes="The catalog reads partial (the name is lost; the end of the exchange is vague): the "
            "exchange ends after a round without one, or after three rounds (option exchange_rounds).")
_brag("three-card-poker", "Three-card poker", {"ranking": "three-card-poker", "system": "poker",
                                                "check": True, "deal_rounds": "each"},
      "seed 004 §1.18.4; catalog 004.md §1.18.4 (O80, O81)",
      "Three cards down, a round of betting after each; three of a kind, straight flush, flush, "
      "straight, pair, high card, as printed.", aliases=("Трехкарточный покер",), players=(2, 12),
      notes="004 gives no betting rules: antes, checks and a spread limit are our reading.")
_brag("two-card-poker", "Two-card poker", {"ranking": "two-card-poker", "cards": 2, "system": "poker",
                                            "check": True},
      "seed 004 §1.18.4; catalog 004.md §1.18.4",
      "Two cards down, one round of betting and the show; only pairs and high cards count.",
      aliases=("Двухкарточный покер",), players=(2, 12),
      notes="The catalog reads partial ('usually with wild cards', none named): none by default, "
            "deuces wild as ranking two-card-deuces-wild; the betting is our reading.")


_brag("forehead-poker", "Forehead poker (the forehead high-card game)",
      {"ranking": "high-card", "cards": 1, "system": "round", "forehead": True},
      "seed 004 §1.14; catalog 004.md §1.14 (O67)",
      "One card each, held to the forehead: everyone sees every card but his own. Each antes; "
      "from the dealer's left each puts in a chip or drops, and with two left either may pay "
      "two chips to see; the highest card (ace high) takes the pot, equal cards divide it.",
      aliases=("indian-poker", "blind-mans-bluff-poker", "Покер со лба"), players=(2, 15),
      notes="The heading is lost in the seed (the catalog's slug); the game is complete. The "
            "brag round system is our default, printed with oracle O67; the poker system is "
            "option system=poker.")


# --------------------------------------------------------------------------- the exchange games
def _exchange(slug, title, form, source, summary, aliases=(), players=(3, 12), defaults=None, notes=""):
    return register(GameInfo(status="partial" if notes else "playable",
        slug=slug, title=title, family="poker", min_players=players[0], max_players=players[1],
        default_players=4, state_cls=ExchangeGameState, rules_cls=ExchangeGameRules,
        defaults={"form": form, **(defaults or {})}, aliases=tuple(aliases), source=source,
        summary=summary, notes=notes, utility="zero-sum-chips", bots={"heuristic": ExchangeBot}))


_exchange("whiskey-poker", "Whiskey Poker", "whiskey",
          "seed 002 Whiskey Poker; 001 part 3 §A9; catalog 000_002_003.md §7 (O-002-20, O-002-21, WP-01)",
          "Five cards each and a five-card widow; no betting: in turn each takes the widow, draws a "
          "card from it or knocks, and when the turn comes back to the knocker the best poker hand "
          "takes the pool. Rule option: the marker game (the worst hand pays a marker).",
          aliases=("Виски-покер",), players=(2, 8))
_exchange("thirty-one-schnautz", "Thirty-one (Schnautz)", "thirty-one",
          "seed 002 Thirty-one; 001 part 3 §A10; catalog 000_002_003.md §8 (O-002-22, TO-01)",
          "Three cards each and three face up on the table; each in turn exchanges one or knocks, "
          "and after the knock everyone else draws once more. 31 in one suit, then three of a "
          "kind, then the best total in one suit takes the pool.",
          aliases=("thirty-one", "schnautz", "Тридцать один", "Шнауц"), players=(2, 12),
          notes="The catalog reads partial: the spot cards count their pips and equal hands divide "
                "the pool (our readings, stated in hoyle.games.poker.exchange_games).")
_exchange("commerce-foster", "Commerce without the widow (Foster)", "commerce-foster",
          "001 part 3 §A13 (Commerce, without the widow; CM-01)",
          "Three cards each; in turn each trades a card for cash (a chip to the dealer for the top "
          "of the stock), by blind barter with his left-hand neighbour, or knocks, which ends the "
          "trading. Triplets, sequence flushes, point; the dealer pays the winner, or everyone "
          "when he holds the winning class.", aliases=("commerce", "Коммерс"))
_exchange("commerce-widow", "Commerce with the widow", "commerce-widow",
          "001 part 3 §A13 (Commerce, with the widow)",
          "Three-card whiskey poker: a three-card widow face up; the dealer may take it whole before "
          "looking at his cards, then each in turn draws one card from it until somebody knocks.",
          aliases=("Коммерс с вдовой",),
          notes="The catalog reads partial (who loses a chip is not stated): each puts a chip in the "
                "pool and the best hand takes it, as the text's 'the best hand takes the pool'.")
_exchange("commerce-british", "Commerce (British)", "commerce-british",
          "seed 000 Commerce; catalog 000_002_003.md §3 (O-000-30..33)",
          "Tricon, sequence, flush, pair and point; each stakes one and the dealer two; a 52-card "
          "pack for up to twelve, or 32 cards for up to seven (option pack).",
          aliases=("Коммерция",),
          notes="The catalog reads partial: the text breaks off before the deal and the exchange, so "
                "they follow Foster's commerce with the widow (our reading).")
_exchange("my-ship-sails", "My Ship Sails", "ship", "001 part 3 §A13 (My Ship Sails / My Bird Sings; CM-02)",
          "Three cards each and no widow; each in turn barters one card blind with his left-hand "
          "neighbour; the first three-card flush sails and takes the pool, else after two rounds "
          "the best two-card flush by pips.", aliases=("my-bird-sings", "Мой корабль плывет",
                                                       "Моя птица поет"))


# --------------------------------------------------------------------------- the French games
register(GameInfo(
    slug="bouillotte", title="Bouillotte (Brelan)", family="poker", min_players=3, max_players=5,
    default_players=4, state_cls=BouillotteState, rules_cls=BouillotteRules,
    aliases=("brelan", "Буйьот", "брелан"),
    source="seed 001 part 3 L659-780; catalog 001_part3.md §A14 (BO-01..BO-05)",
    summary="A 20-card pack (A K Q 9 8; 24 with the jacks for five, 16 without the queens for "
            "three); three cards each and a card turned up, the retourne. The dealer blinds, his "
            "right-hand neighbour may straddle; one interval in which the right to raise goes "
            "round to the right. Brelans (three of a kind, with the retourne a carré, a pair and "
            "the retourne a favori) are paid by each player besides the pool; without one the "
            "pool goes by point, the suit with most points among all the hands.",
    notes="The catalog's example card lists are lost; BO-04's pots are worked from its "
          "arithmetic. Our readings (one straddle, the word, ties of suits) are stated in "
          "hoyle.games.poker.bouillotte.",
    match_cls=BouillotteMatch, utility="zero-sum-chips", bots={"heuristic": BouillotteBot}))
register(GameInfo(
    slug="ambigu", title="Ambigu", family="poker", min_players=2, max_players=6,
    default_players=4, state_cls=AmbiguState, rules_cls=AmbiguRules, aliases=("Амбигю",),
    source="seed 001 part 3 L781-856; catalog 001_part3.md §A15 (AM-01..AM-05)",
    summary="A 40-card pack (no court cards; 10 high, ace low). Each blinds a chip; two cards "
            "each, a first draw of up to two with an ante of two, the rest of the pack shuffled "
            "again for two more cards each; a declaration (play or pass), betting, a second draw "
            "of up to four, a second declaration and the final betting. The winner of the pool "
            "is paid by every other player for his combination: point, prime, sequence, tricon, "
            "flush, the doubles, fredon.",
    notes="Our readings (the ace one pip, 'the last player who refused', the dealer's forcing "
          "the cards kept, four 8s as a grand prime) are stated in hoyle.games.poker.ambigu.",
    match_cls=AmbiguMatch, utility="zero-sum-chips", bots={"heuristic": AmbiguBot}))
register(GameInfo(
    slug="progressive-poker", title="Progressive poker (one table's deal)", family="poker",
    min_players=4, max_players=7, default_players=4, state_cls=DrawPokerState,
    rules_cls=DrawPokerRules, defaults={"buy_in": 50}, aliases=("Прогрессивный покер",),
    source="seed 002 §9; seed 001 part 3 §A11; catalog 000_002_003.md §9, 001_part3.md §A11 "
           "(O-002-23)",
    summary="The party format: tables of four to seven, one deal of draw poker at each, 50 "
            "chips each. At every table but the head the pot winner moves up; at the head the "
            "winner takes a yellow chip and the fewest chips go down to the booby table. This "
            "is one table's deal; the evening is hoyle.games.poker.progressive.",
    notes="The catalog reads partial (a hand unfinished at the bell; who fills the head seat): "
          "every table finishes its deal, and the player coming up from table 2 takes the head "
          "table's empty seat (our readings, in hoyle.games.poker.progressive).",
    laws=FOSTER_LAWS, status="partial", match_cls=DrawPokerMatch, utility="zero-sum-chips",
    bots=dict(_BOTS)))
