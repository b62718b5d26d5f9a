"""Duplicate whist's own part of a duplicate match (Foster 1914, 001 part 1 §8; 001 part 2
§1-2): the per-deal state with a declared trump, the registered duplicate whist games (one per
movement) and :func:`play_match`, which plays a whole match of any duplicate game with bots.

The match itself (boards, movements, the scoring by total tricks or points, plus or minus,
matches won, compass averages, Safford's tally, the revoke rules) is
:class:`hoyle.mechanics.duplicate.DuplicateMatch`, shared with duplicate auction and duplicate
bridge; its names are offered here too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from ...cards import Card
from ...core.registry import GameInfo, register
from ...core.rules import option
from ...mechanics.duplicate import (MOVEMENTS, ROUND_DEALS, Board, DuplicateMatch, Movement, PlayResult,
                                    Standings, TablePlay, build_movement, deal_boards, is_duplicate_game)
from ...mechanics.movements import Seating
from .duplicate import DUPLICATE_LAWS
from .state import WhistRules, WhistState

__all__ = ["DuplicateWhistRules", "DuplicateWhistState", "Movement", "Board", "TablePlay", "Standings",
           "DuplicateMatch", "DuplicateWhistMatch", "MOVEMENTS", "ROUND_DEALS", "PlayResult",
           "is_duplicate_game", "build_movement", "deal_boards", "play_match"]

_SUITS = ("clubs", "diamonds", "hearts", "spades")


# ----- the per-deal state ------------------------------------------------------------------
@dataclass(frozen=True)
class DuplicateWhistRules(WhistRules):
    """Duplicate whist's options: American laws, total tricks, and a declared trump suit."""

    declared_trump: str = option("turned", "'turned': the dealer's last card is trumps; or a suit "
                                 "declared trumps for the whole session (memory duplicate, or any "
                                 "match by unanimous consent)", "001 part 2 §1.7 L89; ALW Rule IV §11",
                                 choices=("turned",) + _SUITS)


class DuplicateWhistState(WhistState):
    """One table's deal of duplicate whist (a :class:`WhistState` scored by total tricks),
    with the trump suit optionally declared instead of turned."""

    rules_cls = DuplicateWhistRules

    def __init__(self, num_players: int = 4, rules: DuplicateWhistRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if self.rules.declared_trump != "turned":
            self.trump = _SUITS.index(self.rules.declared_trump)
            self.tp.trump = self.trump
            self.turned, self.trump_up = None, False


def play_match(movement: str | Movement = "howell", entrants: int | None = None, boards: int | None = None,
               game: str | GameInfo = "duplicate-whist", seed: int | None = None, bots: str = "bot",
               chooser: Callable | None = None, on_end: Callable | None = None,
               recorded: Iterable[dict] | None = None, rules: dict | None = None,
               **match_kwargs: Any) -> DuplicateMatch:
    """Play a whole duplicate match and return it (``.standings()`` scores it, ``.plays`` holds
    each table's record for replay).

    ``game``: the per-deal game (``duplicate-whist``, ``duplicate-auction`` or a slug registered
    here). Each play's actions come from ``recorded`` (the records of an earlier match, in
    order, each checked to be the same board), else ``chooser(state, seat) -> action``, else
    bots: ``bots`` names one ("bot": the game's best; "random") or several, comma-separated,
    given to the entrants in turn ("bot,random": the first entrant the best bot, the second
    random, ...); identical bots everywhere make every table play a board alike. ``on_end(state, match)`` is called when
    a play is over, before it is recorded (e.g. to claim a revoke through the referee).

    Raises ValueError for a bad movement or a record that does not fit."""
    from ...bots import make_bot
    from ...core.registry import get_game
    info = get_game(game) if isinstance(game, str) else game
    rules_obj = info.make_rules(rules)
    m = DuplicateMatch(info, 4, rules_obj, seed=seed, movement=movement, entrants=entrants, boards=boards,
                       **match_kwargs)
    recs = list(recorded) if recorded is not None else None
    if recs is not None and len(recs) != len(m.schedule):
        raise ValueError(f"{len(recs)} records for a match of {len(m.schedule)} plays")
    names = [b.strip() for b in bots.split(",")] if isinstance(bots, str) else None
    if not names or not all(names):
        raise ValueError(f"bots are named like 'bot' or 'bot,random', not {bots!r}")
    assign = {e: names[k % len(names)] for k, e in enumerate(m.movement.entrants)}
    cache: dict = {}

    def bot_for(seat_: int, seating: Seating):
        side = (seating.ns, seating.ew)[seat_ & 1]
        who = side[seat_ >> 1] if m.movement.unit == "individual" else side
        key = (assign.get(who, names[0]), seat_)
        if key not in cache:
            cache[key] = make_bot(key[0], info, seat_, seed=None if seed is None else seed + seat_)
        return cache[key]

    i = 0
    while not m.is_over:
        state = m.next_deal()
        if recs is not None:
            rec = recs[i]
            if [list(o) for o in rec.get("shuffles", [])] != [[str(Card(c)) for c in state.shuffler.log[0]]]:
                raise ValueError(f"record {i + 1} is not board {state.context['board']}'s deal")
            for seat, text in rec["actions"]:
                state.apply(text)
        else:
            seating = m.current()[0]
            while not state.is_over:
                seat = state.to_act
                if chooser is not None:
                    action = chooser(state, seat)
                else:
                    action = bot_for(seat, seating).choose(state.view(seat), state.legal_actions())
                state.apply(action)
        if on_end is not None:
            on_end(state, m)
        m.finish(state)
        i += 1
    return m


# ----- registered games ---------------------------------------------------------------------
def _match_cls(name: str, movement: tuple, doc: str) -> type:
    return type(name, (DuplicateMatch,), {"default_movement": movement, "__doc__": doc})


def _bots() -> dict:
    from .bots import WhistBot
    return {"heuristic": WhistBot}


#: the match of ``duplicate-whist`` (registered in hoyle.games.whist): team v team by default
DuplicateWhistMatch = _match_cls("DuplicateWhistMatch", ("club", 1, 8),
                                 "A duplicate-whist match: team against team at two tables, eight "
                                 "boards exchanged (movement='club', entrants = fours a side); any "
                                 "movement of MOVEMENTS may be given instead.")

_DEFAULTS = {"code": "american", "game_points": 7, "honours": False, "game_value": "difference",
             "duplicate": True}

_DEAL = ("A deal is one board at one table: a duplicate-whist deal (West deals board 1, the "
         "deal passes left; total tricks are the score). ")


def _register(slug: str, title: str, movement: tuple, source: str, summary: str, notes: str,
              aliases: tuple = (), defaults: dict | None = None, status: str = "playable") -> None:
    cls = _match_cls("".join(w.title() for w in slug.split("-")) + "Match", movement,
                     f"A whole match of {title}: the {movement[0]} movement (default "
                     f"{movement[1]} entrants, {movement[2]} boards); see DuplicateMatch.")
    register(GameInfo(
        slug=slug, title=title, family="whist", utility="zero-sum-points", min_players=4, max_players=4,
        default_players=4,
        state_cls=DuplicateWhistState, rules_cls=DuplicateWhistRules, match_cls=cls,
        defaults={**_DEFAULTS, **(defaults or {})}, aliases=aliases, source=source, summary=summary,
        notes=_DEAL + notes, laws=DUPLICATE_LAWS, bots=_bots(), status=status))


_register(
    "duplicate-whist-howell-gilman", "Duplicate whist, teams v teams (Howell and Gilman)", ("howell", 3, 3),
    "Foster 1914, 001 part 2 §1.5-1.6 (O3, O4)",
    "Teams of four, one at each table: the Howell movement for an odd number of teams, Gilman's for "
    "odd or even; every two teams play the same boards both ways and the team winning most "
    "matches wins, ties by tricks.",
    "A match is the whole movement (match kwargs movement='howell'|'gilman', entrants, boards; default "
    "Howell for 3 teams, one board a set); standings give matches, total tricks and plus or minus.",
    aliases=("howell-teams", "gilman-teams"))

_register(
    "duplicate-whist-pairs", "Duplicate whist, pair v pair (Howell pairs)", ("pairs", 4, 6),
    "Foster 1914, 001 part 2 §1.7 (O5)",
    "Pairs at several tables: each pair meets every other pair once, sits now N-S and now E-W, "
    "and plays every board once; each pair is compared with those who held the same cards.",
    "A match is the movement (movement='pairs' for Howell pairs, 4 to 34 pairs; 'four-pairs' for "
    "the book's two-table schedule). Howell's guide cards and the six-pair hand numbers are not "
    "printed: the movement is our round-robin construction with the book's properties.",
    aliases=("pair-v-pair", "howell-pairs", "пара против пары"), status="partial")

_register(
    "memory-duplicate-whist", "Duplicate whist by memory (one table)", ("memory", 2, 4),
    "Foster 1914, 001 part 2 §1.7 L87-97, §2.1-2.2",
    "Two pairs at one table play a set of boards, then replay them with the trays turned so that "
    "each pair holds the cards its adversaries held; one suit is declared trumps for the session.",
    "A match is the boards played and replayed turned (movement='memory'; transpose=True is Foster's "
    "two-pair system, the suits changed for the replay). Default declared trump: hearts (the book "
    "leaves the suit to the players).",
    aliases=("mnemonic-duplicate", "duplicate-by-memory", "дубликат по памяти"),
    defaults={"declared_trump": "hearts"})

_register(
    "compass-whist", "Compass whist", ("compass", 6, 6),
    "Foster 1914, 001 part 2 §1.8 (O6)",
    "Many tables: N-S pairs sit, E-W pairs move one table down after each round; each direction's "
    "totals are averaged and every pair scores its tricks above or below its direction's average.",
    "A match is the movement for the given number of pairs (two a table); with an even number of "
    "tables the pairs skip one table half-way (the book's second Mitchell method).",
    aliases=("compass", "компас-вист"))

_register(
    "duplicate-whist-individuals", "Duplicate whist for individuals", ("safford", 8, 14),
    "Foster 1914, 001 part 2 §1.9 L154-184 (O7, O8)",
    "Each player for himself: four by memory (S stays, the others partner him in turn), or eight at "
    "two tables by Safford's schedule; each player is charged the tricks by which he fell short of "
    "the best result with the same cards.",
    "A match is the movement (movement='safford' for 8, 'individuals' for 4 by memory; transpose=True "
    "for Foster's two-pair transposition). Safford's guide cards are not printed: the starting "
    "positions are our construction (every two players partners once, opponents twice), as the "
    "book describes the schedule; the catalog reads the game complete.",
    aliases=("individuals", "safford-individuals", "индивидуалы"))

_register(
    "mitchell-duplicate", "Mitchell duplicate (ladies and gentlemen) and Safford's married couples",
    ("mitchell-mixed", 12, 6), "Foster 1914, 001 part 2 §1.9 L185-219",
    "Ladies sit N and E, gentlemen S and W and move one table east each round while the trays pass "
    "west; or Safford's eight married couples, husband and wife never at one table; the best at "
    "each position wins.",
    "A match is the movement (movement='mitchell-mixed' for 4 x tables players, 'couples' for 16, "
    "'mitchell' for pairs); an even number of tables skips one table half-way. Safford's couples "
    "guide cards are not printed: the starting seats are our construction.",
    aliases=("mitchell", "married-couples", "супружеские пары"))
