"""A whole duplicate match: the trays dealt once, replayed wherever the movement sends them,
and scored the book's way (Foster 1914, 001 part 1 §8, §4.2; 001 part 2 §1-2).

* A **board** (tray) is one deal fixed once: the order of the pack as dealt and the dealer.
  The dealer passes to the left from board to board, West dealing board 1 (so North leads
  it; on board 2 East leads, 001 part 2 §1.2 L16). Turned trays (memory duplicate) are
  played with every hand moved one seat to the left, so the pair that held the N-S cards now
  holds the E-W cards; Foster's two-pair system also transposes the suits for the replay.
* A **play** is one board at one table in one round: one per-deal state of the registered
  game (``duplicate-whist``, ``duplicate-auction``, ``duplicate-bridge`` or the slugs
  registered here; :func:`is_duplicate_game`), started
  from a :class:`~hoyle.core.chance.StackedShuffler` holding the board, so every table gets
  exactly the same cards and every play's record replays alone.
* The **match** (:class:`DuplicateMatch`, a :class:`~hoyle.core.match.Match`) runs the
  movement's plays in order: ``next_deal()`` gives the next table's state, ``finish()``
  records it. :meth:`DuplicateMatch.standings` scores it: each entrant's total (tricks at
  whist, total tricks as the book counts them; points at duplicate auction), plus or minus
  against the average of everybody who held the same cards (law H; compass whist O6), the
  matches won between every two entrants compared on the same cards (a halved match is half
  to each, ties broken by tricks, O4), compass averages per direction when the pairs keep
  their direction, and for individuals Safford's tally (the best result at a position counts
  zero, the others are charged their shortfall, O8). At duplicate bridge ("bridge to the
  score", 001 part 1 §4.8) each seating's round of boards also gives 50 to the side with more
  trick points below the line over them.
* A claimed revoke at whist transfers two tricks and one for each further revoke (Rule X §4).
  In team matches the revokers are left no better than the average of the other tables that
  played the same cards (:func:`~hoyle.games.whist.duplicate.duplicate_revoke_transfer`). In
  pair contests (and, by our reading, the individuals' movements) the score stands as played
  with the penalty marked -R/+R: the opponents are lifted no higher than the best result at
  the other tables, the revokers counted no lower than the worst while the averages are made
  and then charged the full penalty
  (:func:`~hoyle.games.whist.duplicate.pair_revoke_scores`; ``revoke_rule`` chooses).
* Duplicate auction law G (001 part 1 §4.2): in a team match each team adds, for its odd
  pair, the average of all the pairs sitting the other way (movement ``team-pairs``: two
  teams of any number of pairs; :func:`~hoyle.games.whist.duplicate.law_g_totals`).

:func:`play_match` plays a whole match with bots, a callback, or recorded plays.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from math import gcd
from typing import Any, Callable, Iterable

from ...cards import ALL_CARDS, Card
from ...core.chance import StackedShuffler
from ...core.errors import IllegalAction
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import option
from . import duplicate as mv
from .duplicate import (DUPLICATE_LAWS, Seating, compass_scores, duplicate_revoke_transfer, law_g_totals,
                        match_points, pair_revoke_scores, shortfalls)
from .state import WhistRules, WhistState

__all__ = ["DuplicateWhistRules", "DuplicateWhistState", "Movement", "Board", "TablePlay", "Standings",
           "DuplicateMatch", "DuplicateWhistMatch", "DuplicateAuctionMatch", "MOVEMENTS", "is_duplicate_game", "build_movement", "deal_boards", "play_match"]

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


# ----- boards and movements ----------------------------------------------------------------
@dataclass(frozen=True)
class Board:
    """One tray: ``deck`` is the pack in dealing order, ``dealer`` the seat that deals it."""

    number: int
    deck: tuple[int, ...]
    dealer: int

    def hands(self, turned: bool = False) -> list[list[Card]]:
        dealer = (self.dealer + turned) % 4
        out: list[list[Card]] = [[], [], [], []]
        for j, c in enumerate(self.deck):
            out[(dealer + 1 + j) % 4].append(Card(c))
        return out


def deal_boards(n: int, shuffler, max_suit_length: int | None = None) -> dict[int, Board]:
    """Deal ``n`` boards from ``shuffler``; with ``max_suit_length`` (Foster's practice: 6) a
    deal in which a hand holds a longer suit is thrown out and dealt again (001 part 2 §1.9
    L169)."""
    if max_suit_length is not None and max_suit_length < 4:
        raise ValueError(f"every hand of 13 holds a suit of 4 or more: max_suit_length {max_suit_length} "
                         "can never be dealt")
    out = {}
    for b in range(1, n + 1):
        dealer = (3 + b - 1) % 4
        while True:
            deck = tuple(int(c) for c in shuffler.shuffle(ALL_CARDS))
            board = Board(b, deck, dealer)
            if max_suit_length is None or all(
                    max(sum(1 for c in h if c & 3 == s) for s in range(4)) <= max_suit_length
                    for h in board.hands()):
                break
        out[b] = board
    return out


@dataclass(frozen=True)
class Movement:
    """A movement: ``rounds`` of seatings, the kind of entrant (``team``, ``pair`` or
    ``individual``), the entrants, and the number of boards."""

    name: str
    unit: str
    rounds: list[list[Seating]]
    entrants: tuple
    boards: int
    source: str = ""

    @property
    def tables(self) -> int:
        return max(s.table for rows in self.rounds for s in rows)


def _per(boards: int | None, blocks: int, default: int, what: str) -> int:
    if boards is None:
        return default
    if boards < blocks or boards % blocks:
        raise ValueError(f"{what} needs a multiple of {blocks} boards, not {boards}")
    return boards // blocks


def _teams(name: str, n: int, boards: int | None) -> Movement:
    if name == "howell":
        if n < 3 or n % 2 == 0:
            raise ValueError(f"the Howell team movement needs an odd number of teams (3 or more), not {n}")
        rounds = mv.howell_teams(n, _per(boards, n, 1, "the Howell movement"))
        src = "001 part 2 §1.5 (O3)"
    elif n % 2:
        if n < 3:
            raise ValueError(f"the Gilman movement needs 3 or more teams, not {n}")
        rounds = mv.gilman_odd(n, _per(boards, n, 1, "the Gilman movement"))
        src = "001 part 2 §1.5 L55-63"
    else:
        if n < 4:
            raise ValueError(f"the Gilman even movement needs 4 or more teams, not {n}")
        rounds = mv.gilman_even(n, _per(boards, n, 3, "the Gilman even movement"))
        src = "001 part 2 §1.6"
    return Movement(name, "team", rounds, tuple(range(1, n + 1)), 0, src)


def _even(n: int, what: str) -> int:
    """Tables for ``n`` pairs, two a table. Two tables are too few: in one round each tray is
    played once and never compared, so 6 pairs (3 tables) is the least."""
    if n < 6 or n % 2:
        raise ValueError(f"{what} needs an even number of pairs (6 or more: three tables, so that "
                         f"each tray is replayed), not {n}")
    return n // 2


def _build(name: str, n: int, boards: int | None) -> Movement:
    if name in ("howell", "gilman"):
        return _teams(name, n, boards)
    if name == "club":
        rounds = mv.club_v_club(n, _per(boards, n, 8, "club v club"))
        return Movement(name, "team", rounds, ("O", "X"), 0, "001 part 2 §1.2-1.4 (O1, O2)")
    if name == "team-pairs":
        if n < 2:
            raise ValueError(f"law G: each team is at least two pairs, not {n}")
        return Movement(name, "team", mv.team_of_pairs(n, 8 if boards is None else boards), ("O", "X"), 0,
                        "001 part 1 §4.2 law G")
    if name == "pairs":
        if not 4 <= n <= 34:              # Howell's guide cards: 4 to 34 pairs (§1.7 L146-153)
            why = "Howell's guide cards" if n > 34 else "with fewer each tray is played once, at one table"
            raise ValueError(f"the Howell pairs movement is for 4 to 34 pairs ({why}), not {n}")
        blocks = n - 1 if n % 2 == 0 else n
        rounds = mv.howell_pairs(n, _per(boards, blocks, 2, "the Howell pairs movement"))
        return Movement(name, "pair", rounds, tuple(range(1, n + 1)), 0, "001 part 2 §1.7")
    if name == "four-pairs":
        if n != 4:
            raise ValueError(f"the four-pair schedule is for 4 pairs, not {n}")
        rounds = mv.four_pairs(hands_per_set=_per(boards, 3, 8, "the four-pair schedule"))
        return Movement(name, "pair", rounds, tuple("abcd"), 0, "001 part 2 §1.7 L98-109")
    if name in ("mitchell", "compass"):
        t = _even(n, f"the {name} movement")
        per = _per(boards, t, 2, f"the {name} movement")
        fn = mv.mitchell if name == "mitchell" else mv.compass
        rounds = fn(t, per, [f"{i}NS" for i in range(1, t + 1)], [f"{i}EW" for i in range(1, t + 1)])
        ents = tuple(f"{i}NS" for i in range(1, t + 1)) + tuple(f"{i}EW" for i in range(1, t + 1))
        return Movement(name, "pair", rounds, ents, 0, "001 part 2 §1.8-1.9")
    if name == "memory":
        if n != 2:
            raise ValueError(f"memory duplicate at one table is for 2 pairs, not {n}")
        rounds = mv.memory(boards or 4)
        return Movement(name, "pair", rounds, ("a", "b"), 0, "001 part 2 §1.7, §2.1")
    if name == "individuals":
        if n != 4:
            raise ValueError(f"the four-individual schedule is for 4 players, not {n}")
        rounds = mv.four_individuals(boards_per_round=_per(boards, 3, 4, "the four-individual schedule"))
        return Movement(name, "individual", rounds, ("S", "a", "b", "c"), 0, "001 part 2 §1.9 L154-160")
    if name == "safford":
        if n != 8:
            raise ValueError(f"Safford's schedule is for 8 individuals, not {n}")
        per = _per(boards, 7, 4, "Safford's schedule")
        if per % 2:
            raise ValueError("Safford's schedule needs an even number of boards a set (two tables exchange)")
        return Movement(name, "individual", mv.safford_eight(boards_per_set=per), tuple("abcdefgh"), 0,
                        "001 part 2 §1.9 L170-184")
    if name == "mitchell-mixed":
        if n < 12 or n % 4:
            raise ValueError(f"Mitchell's mixed movement needs a multiple of 4 players, 12 or more "
                             f"(three tables, so that each tray is replayed), not {n}")
        t = n // 4
        la = [f"L{i}" for i in range(1, 2 * t + 1)]
        ge = [f"G{i}" for i in range(1, 2 * t + 1)]
        rounds = mv.mitchell_mixed(t, _per(boards, t, 2, "Mitchell's mixed movement"), la, ge)
        return Movement(name, "individual", rounds, tuple(la + ge), 0, "001 part 2 §1.9 L185-206")
    if name == "couples":
        if n != 16:
            raise ValueError(f"Safford's married couples schedule is for 16 players (8 couples), not {n}")
        rounds = mv.safford_couples(_per(boards, 7, 4, "Safford's couples schedule"))
        return Movement(name, "individual", rounds, tuple("abcdefgh") + tuple(range(1, 9)), 0,
                        "001 part 2 §1.9 L207-219")
    raise ValueError(f"unknown movement {name!r} (movements: {', '.join(MOVEMENTS)})")


#: movement name -> (what it is, entrants counted as)
MOVEMENTS = {
    "club": ("club v club / team v team (two clubs, O and X, each fielding the given number of "
             "fours; two tables a set)", "fours a side"),
    "team-pairs": ("team v team of pairs (duplicate auction law G: two teams of the given number of "
                   "pairs, one table a pair, every board at every table; an odd pair adds the "
                   "average of the pairs sitting the other way)", "pairs a side"),
    "howell": ("Howell, teams of four, odd number of teams", "teams"),
    "gilman": ("Gilman, teams of four (odd or even number)", "teams"),
    "pairs": ("Howell pairs (pairs change direction; 4 and 6 pairs included)", "pairs"),
    "four-pairs": ("the book's four pairs at two tables", "pairs"),
    "mitchell": ("Mitchell, N-S sit, E-W move", "pairs"),
    "compass": ("compass whist, averages per direction", "pairs"),
    "memory": ("duplicate by memory, two pairs at one table", "pairs"),
    "individuals": ("four individuals by memory", "individuals"),
    "safford": ("Safford's eight individuals", "individuals"),
    "mitchell-mixed": ("Mitchell for ladies and gentlemen", "individuals"),
    "couples": ("Safford's eight married couples", "individuals"),
}


def build_movement(name: str, entrants: int, boards: int | None = None) -> Movement:
    """The movement ``name`` (see :data:`MOVEMENTS`) for ``entrants`` teams, pairs or players
    and ``boards`` boards in all (None: the movement's default).

    Raises ValueError naming the reason (an odd number of teams for Howell, boards that do not
    divide among the rounds, ...)."""
    m = _build(name, entrants, boards)
    n = max(b for rows in m.rounds for s in rows for b in s.boards)
    return Movement(m.name, m.unit, m.rounds, m.entrants, n, m.source)


# ----- playing and scoring -----------------------------------------------------------------
@dataclass
class TablePlay:
    """One board played at one table: who sat where, the tricks and values per side (N-S, E-W;
    the value is tricks at whist and points at auction), and the play's record."""

    round: int
    table: int
    board: int
    ns: Any
    ew: Any
    turned: bool
    tricks: list[int]
    values: list[int]
    record: dict
    raw: list[int] = field(default_factory=list)        # tricks as played, before a revoke penalty
    revoke_facts: dict = field(default_factory=dict)   # side -> (revokes claimed, tricks before the first)
    set_boards: tuple = ()                              # the boards of this seating (a set)
    trick_points: list = field(default_factory=list)    # bridge: points below the line per side
    #: pair-match revokes (Rule X §4): the further change per side to its ``values`` once the
    #: averages are made (the revokers' full penalty), and each side's marks ("-R", "+R")
    extra: list = field(default_factory=lambda: [0, 0])
    marks: dict = field(default_factory=dict)

    def holders(self, unit: str) -> list[tuple[Any, Any, int]]:
        """(entrant, the cards he held, his side) for each entrant at the table: the cards are a
        direction 0/1 (N-S or E-W hands of the board) for teams and pairs, a compass hand 0-3
        for individuals."""
        if unit == "individual":
            out = []
            for seat in range(4):
                side = seat & 1
                who = (self.ns, self.ew)[side][seat >> 1]
                out.append((who, (seat - self.turned) % 4, side))
            return out
        return [(self.ns, int(self.turned), 0), (self.ew, 1 - self.turned, 1)]


@dataclass
class Standings:
    """The match's result. ``rows`` are best first; see :meth:`DuplicateMatch.standings`."""

    unit: str
    measure: str
    totals: dict
    plus_minus: dict
    matches: list
    meetings: list          # (x, y, x's tricks or points, y's) of each match, as compared
    compass: dict | None
    losses: dict | None
    rows: list[dict]
    #: entrant -> [(board, "-R" or "+R", tricks the penalty moved to or from its score)]
    revokes: dict = field(default_factory=dict)
    #: team -> the average added for its odd pair (law G), exact
    odd_pair: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        def f(v):
            return str(v) if isinstance(v, Fraction) and v.denominator != 1 else int(v)
        return {"unit": self.unit, "measure": self.measure,
                "rows": [{k: (f(v) if isinstance(v, (int, Fraction)) and not isinstance(v, bool) else v)
                          for k, v in r.items()} for r in self.rows]}


def _whist_revoke_facts(state) -> dict:
    facts = {}
    for side in (0, 1):
        mine = [state.tp.revokes[i] for i, _, _ in getattr(state, "claims", []) if state.tp.revokes[i].seat & 1 == side]
        if mine:
            first = min(r.trick for r in mine)
            before = sum(1 for _, _, w in state.tp.quitted[:first - 1] if w & 1 == side)
            facts[side] = (len(mine), before)
    return facts


#: deals in a round of bridge to the score before the opponents change (001 part 1 §4.8)
ROUND_DEALS = 4


class DuplicateMatch(Match):
    """A duplicate match: every play of the movement is one deal of ``game`` (see the module
    docstring). Keyword arguments beyond :class:`Match`'s: ``movement`` (a name or a
    :class:`Movement`), ``entrants``, ``boards``, ``transpose`` (Foster's two-pair system:
    turned trays are replayed with the suits transposed), ``max_suit_length`` (throw out
    deals with a longer suit), ``revoke_rule`` (Rule X §4: ``"team"`` bounds a revoke by the
    other tables' average, ``"pair"`` by their maximum and minimum with the -R/+R marks;
    default: ``"team"`` for team movements, ``"pair"`` for pairs and individuals). A subclass
    sets the defaults (``default_movement``)."""

    default_movement: tuple = ("howell", 3, None)

    def __init__(self, game: GameInfo, num_players: int, rules, seed: int | None = None,
                 shuffler=None, context: dict | None = None, movement: "str | Movement | None" = None,
                 entrants: int | None = None, boards: int | None = None, transpose: bool = False,
                 max_suit_length: int | None = None, revoke_rule: str | None = None):
        super().__init__(game, num_players, rules, seed=seed, shuffler=shuffler, context=context)
        if revoke_rule not in (None, "team", "pair"):
            raise ValueError(f"revoke_rule is 'team' or 'pair' (Rule X §4), not {revoke_rule!r}")
        if num_players != 4:
            raise IllegalAction(f"each table of a duplicate match seats 4 players, not {num_players}")
        #: bridge to the score (duplicate-bridge, 001 part 1 §4.8): 50 a round to the side with
        #: more trick points; 0 for duplicate whist and duplicate auction
        self.round_bonus = 50 if is_duplicate_game(game) == "bridge to the score" else 0
        if not isinstance(movement, Movement):
            name, n, b = self.default_movement
            if movement is not None:
                name, n, b = movement, n if entrants is None else entrants, boards
            n = n if entrants is None else entrants
            b = boards if boards is not None else b
            movement = build_movement(name, n, b)
            if self.round_bonus and b is None:
                # no board count given: as many as make each seating a whole number of rounds
                per = min(len(st.boards) for rows in movement.rounds for st in rows)
                if per % ROUND_DEALS:
                    movement = build_movement(name, n, movement.boards * ROUND_DEALS // gcd(per, ROUND_DEALS))
        self.movement = movement
        self.transpose = transpose
        #: Rule X §4's pair-match paragraph speaks of "pair matches"; the individuals' contests
        #: compare each player with the others who held the same cards exactly as pair contests
        #: do (there is no team whose two pairs net the deal out), so by our reading they follow
        #: it too; team movements keep the average rule
        self.revoke_rule = revoke_rule or ("team" if movement.unit == "team" else "pair")
        if self.round_bonus:
            odd = sorted({len(st.boards) for rows in movement.rounds for st in rows
                          if len(st.boards) % ROUND_DEALS})
            if odd:
                raise ValueError(f"bridge to the score plays rounds of {ROUND_DEALS} deals against the "
                                 f"same opponents (001 part 1 §4.8); this movement gives {odd[0]} boards "
                                 f"a seating: choose --boards so that each seating plays a multiple of "
                                 f"{ROUND_DEALS}")
        self.boards = deal_boards(movement.boards, self.shuffler, max_suit_length)
        self.schedule = [(s, b) for rows in movement.rounds for s in rows for b in s.boards]
        self.plays: list[TablePlay] = []

    @property
    def is_over(self) -> bool:
        return len(self.plays) >= len(self.schedule)

    def current(self) -> tuple[Seating, int]:
        """The seating and board of the next play."""
        if self.is_over:
            raise ValueError("the match is over")
        return self.schedule[len(self.plays)]

    def next_deal(self):
        seat, b = self.current()
        board = self.boards[b]
        deck = board.deck
        if seat.turned and self.transpose:
            deck = tuple(mv.transpose_card(c) for c in deck)
        ctx = {"dealer": (board.dealer + seat.turned) % 4, "board": b, "round": seat.round,
               "table": seat.table, "ns": _label(seat.ns), "ew": _label(seat.ew), "turned": seat.turned}
        return self.game.new_deal(4, self.rules, StackedShuffler([[Card(c) for c in deck]]), ctx)

    def finish(self, state) -> dict:
        if not state.is_over:
            raise ValueError("the deal is not over")
        seat, b = self.current()
        if state.context.get("board") != b or state.context.get("table") != seat.table:
            raise ValueError(f"this deal is not the next play (board {b} at table {seat.table})")
        rec = state.record()
        self.deals.append(rec)
        for i, v in enumerate(state.outcome()):
            self.totals[i] += v
        raw, tricks, values, facts = _result(state)
        below = [] if isinstance(state, WhistState) or getattr(state, "annulled", False) or state.tp is None \
            else list(state.result()["below"])
        self.plays.append(TablePlay(seat.round, seat.table, b, seat.ns, seat.ew, seat.turned,
                                    tricks, values, rec, raw, facts, seat.boards, below))
        return rec

    # ----- scoring -------------------------------------------------------------------------
    def adjusted_plays(self) -> list[TablePlay]:
        """The plays with the revoke penalty applied (Rule X §4).

        Team rule: the revokers keep no more than the average of the tricks taken with their
        cards at the other tables, never losing tricks won before their first revoke.

        Pair rule (:func:`~hoyle.games.whist.duplicate.pair_revoke_scores`): ``values`` hold the
        opponents' score lifted by the penalty up to the other tables' maximum and the
        revokers' score lowered no further than the other tables' minimum (what the averages
        are made from); ``extra`` the revokers' further reduction to the full penalty, counted
        after the averages; ``marks`` "-R" and "+R". ``tricks`` are as played less the full
        penalty (and plus what the opponents were credited)."""
        out = []
        for p in self.plays:
            if not p.revoke_facts:
                out.append(p)
                continue
            tricks = list(p.raw)
            extra, marks = [0, 0], {}
            for side, (count, before) in p.revoke_facts.items():
                cards = side ^ p.turned
                clean = [q for q in self.plays if q is not p and q.board == p.board and not q.revoke_facts]
                others = [q.tricks[cards ^ q.turned] for q in clean]
                if self.revoke_rule == "pair":
                    r = pair_revoke_scores(count, p.raw[side], p.raw[1 - side], before, others,
                                           [q.tricks[(1 - cards) ^ q.turned] for q in clean])
                    tricks[side] -= p.raw[side] - r.interim
                    tricks[1 - side] += r.opponents - p.raw[1 - side]
                    extra[side] += r.final - r.interim
                    marks.setdefault(side, []).append(("-R", r.final - p.raw[side]))
                    marks.setdefault(1 - side, []).append(("+R", r.opponents - p.raw[1 - side]))
                    continue
                avg = Fraction(sum(others), len(others)) if others else None
                moved = duplicate_revoke_transfer(count, tricks[side], before, avg)
                tricks[side] -= moved
                tricks[1 - side] += moved
            values = tricks if self._measure() == "tricks" else p.values
            out.append(TablePlay(p.round, p.table, p.board, p.ns, p.ew, p.turned,
                                 [t + e for t, e in zip(tricks, extra)], list(values), p.record, p.raw,
                                 p.revoke_facts, p.set_boards, extra=extra, marks=marks))
        return out

    def _measure(self) -> str:
        return "points" if self.round_bonus or getattr(self.rules, "form", None) == "auction" else "tricks"

    def _round_bonuses(self) -> list[TablePlay]:
        """Bridge to the score (001 part 1 §4.8): after each round of four deals against the same
        opponents (a seating plays a multiple of four boards, in blocks of four in the order
        played) the side with more trick points below the line over them adds ``round_bonus``
        (50). Each bonus is scored as a play of its own, keyed by the boards of its round, so
        that it counts in the totals and is compared with the bonuses won on the same boards
        and cards at the other tables."""
        if not self.round_bonus:
            return []
        from ..bridge.variants import bridge_to_the_score
        seatings: dict = {}
        for p in self.plays:
            seatings.setdefault((p.round, p.table), []).append(p)
        out = []
        for ps in seatings.values():
            for i in range(0, len(ps) - ROUND_DEALS + 1, ROUND_DEALS):
                block = ps[i:i + ROUND_DEALS]
                p = block[0]
                pts = [sum(q.trick_points[s] for q in block if q.trick_points) for s in (0, 1)]
                out.append(TablePlay(p.round, p.table, ("round", frozenset(q.board for q in block)),
                                     p.ns, p.ew, p.turned, [0, 0],
                                     bridge_to_the_score(pts, self.round_bonus), {},
                                     set_boards=p.set_boards))
        return out

    def standings(self) -> Standings:
        """Score the plays so far (see the module docstring)."""
        unit = self.movement.unit
        plays = self.adjusted_plays() + self._round_bonuses()
        totals: dict = {e: 0 for e in self.movement.entrants}
        groups: dict = {}
        finals: dict = {}       # as groups, with the revokers' full penalty (pair rule)
        later: dict = {}        # entrant -> that further penalty, charged after the averages
        revokes: dict = {}
        for p in plays:
            for who, cards, side in p.holders(unit):
                v, x = p.values[side], p.extra[side]
                totals[who] = totals.get(who, 0) + v + x
                groups.setdefault((p.board, cards), {}).setdefault(who, []).append(v)
                finals.setdefault((p.board, cards), {}).setdefault(who, []).append(v + x)
                if x:
                    later[who] = later.get(who, 0) + x
                for mark, moved in p.marks.get(side, ()):
                    revokes.setdefault(who, []).append((p.board, mark, moved))
        pm: dict = {e: Fraction(0) for e in totals}
        for members in groups.values():
            vals = [v for vs in members.values() for v in vs]
            avg = Fraction(sum(vals), len(vals))
            for who, vs in members.items():
                pm[who] += sum(vs) - avg * len(vs)
        for who, x in later.items():
            pm[who] += x
        odd = self._odd_pair_averages(plays) if unit == "team" and len(self.movement.entrants) == 2 else {}
        if odd:
            totals = law_g_totals(totals, odd)
        if unit == "team" and (odd or self.movement.name == "team-pairs"):
            # a match of two teams of pairs is decided by their totals (law G)
            x, y = self.movement.entrants
            results = [(x, y, totals[x], totals[y])]
        else:
            results = _team_matches(plays) if unit == "team" else _comparisons(finals)
        table = match_points(results)
        matches = {t: m for t, m, _ in table}
        comp = direction = None
        if unit == "pair":
            # the directions are the movement's (a pair's seat is known before it plays); the
            # averages are those of the pairs of each direction that have played so far
            seats = [s for rows in self.movement.rounds for s in rows]
            ns_side, ew_side = {s.ns for s in seats}, {s.ew for s in seats}
            if not ns_side & ew_side and not any(s.turned for s in seats):
                direction = {**dict.fromkeys(ns_side, "N-S"), **dict.fromkeys(ew_side, "E-W")}
                played = {p.ns for p in plays} | {p.ew for p in plays}
                comp = compass_scores({e: totals[e] - later.get(e, 0) for e in ns_side if e in played},
                                      {e: totals[e] - later.get(e, 0) for e in ew_side if e in played})
                for who, x in later.items():
                    comp[who] += x
        losses = None
        if unit == "individual":            # Safford: compared by set, position by position
            sets: dict = {}
            for p in plays:
                for who, cards, side in p.holders(unit):
                    g = sets.setdefault((frozenset(p.set_boards), cards), {})
                    g[who] = g.get(who, 0) + p.values[side]
            losses = shortfalls(sets.values())
            for who, x in later.items():
                losses[who] = losses.get(who, 0) + x
        rows = []
        for e in totals:
            row = {"entrant": _label(e), "total": totals[e], "plus_minus": pm[e],
                   "matches": matches.get(e, Fraction(0))}
            if direction is not None:
                if e in comp:                # a pair that has not played yet has no compass score
                    row["compass"] = comp[e]
                row["direction"] = direction[e]
            if losses is not None:
                row["lost"] = losses.get(e, 0)
            if e in revokes:
                row["revoke"] = " ".join(dict.fromkeys(m for _, m, _ in revokes[e]))
            if e in odd:
                row["odd_pair"] = odd[e]
            rows.append(row)
        if unit == "team":
            rows.sort(key=lambda r: (-r["matches"], -r["total"], str(r["entrant"])))
        elif unit == "individual" and self.movement.name in ("safford", "couples"):
            rows.sort(key=lambda r: (-r["lost"], -r["plus_minus"], str(r["entrant"])))
        else:
            rows.sort(key=lambda r: (-r["plus_minus"], -r["total"], str(r["entrant"])))
        return Standings(unit, self._measure(), totals, pm, table, results, comp, losses, rows, revokes, odd)

    def _odd_pair_averages(self, plays: list[TablePlay]) -> dict:
        """Law G (001 part 1 §4.2, L1615): on each board, a team that held one direction's
        cards more often than the other's (its odd pair) adds, for each such extra play, the
        average of all the pairs that held the other direction's cards on that board, as if it
        had won it. Returns team -> exact sum (nothing when every team is balanced, as in the
        whist team movements and club v club). Law G is a match between two teams; only the
        boards already played at every table the movement sends them to are counted (standings
        taken part-way stay as they were for balanced movements). Bridge to the score's round
        bonuses are not boards and are left out."""
        due: dict = {}
        for _, b in self.schedule:
            due[b] = due.get(b, 0) + 1
        done: dict = {}
        for p in plays:
            done[p.board] = done.get(p.board, 0) + 1
        boards: dict = {}
        for p in plays:
            if isinstance(p.board, int) and done[p.board] == due.get(p.board):
                for who, cards, side in p.holders("team"):
                    boards.setdefault(p.board, ([], []))[cards].append((who, p.values[side] + p.extra[side]))
        out: dict = {}
        for dirs in boards.values():
            for team in {w for d in dirs for w, _ in d}:
                n = [sum(1 for w, _ in d if w == team) for d in dirs]
                if n[0] != n[1]:
                    other = dirs[0 if n[0] < n[1] else 1]
                    avg = Fraction(sum(v for _, v in other), len(other))
                    out[team] = out.get(team, Fraction(0)) + abs(n[0] - n[1]) * avg
        return out


def is_duplicate_game(info: GameInfo) -> str | None:
    """What kind of duplicate game ``info`` is, or None when its deals cannot be replayed by a
    :class:`DuplicateMatch`: ``"whist"`` and ``"auction"`` (rules with ``duplicate``: scored
    by total tricks, or each deal alone with 125 for 30 trick points, 001 part 1 §4.2), or
    ``"bridge to the score"`` (``duplicate-bridge``, 001 part 1 §4.8: straight bridge, each
    deal alone, 50 a round to the side with more trick points)."""
    if not info.min_players <= 4 <= info.max_players:
        return None
    rules = info.make_rules()
    if getattr(rules, "duplicate", False):
        return "whist" if issubclass(info.state_cls, WhistState) else "auction"
    from ..bridge.matches import DuplicateBridgeMatch
    if info.match_cls is not None and issubclass(info.match_cls, DuplicateBridgeMatch):
        return "bridge to the score"
    return None


def _label(x: Any) -> Any:
    if isinstance(x, tuple):
        return "-".join(str(v) for v in x)
    return x if isinstance(x, (int, str)) else str(x)


def _result(state) -> tuple[list[int], list[int], list[int], dict]:
    """(raw tricks, tricks after claimed revokes, values, revoke facts) per side of a play."""
    if isinstance(state, WhistState):
        t = state.duplicate_tricks()
        return state.side_tricks(), t, list(t), _whist_revoke_facts(state)
    if getattr(state, "annulled", False) or state.tp is None:
        return [0, 0], [0, 0], [0, 0], {}
    r = state.result()
    t = state.side_tricks()
    return t, list(t), [r["below"][s] + r["above"][s] for s in (0, 1)], {}


def _team_matches(plays: list[TablePlay]) -> list[tuple]:
    """Two teams meet when each one's N-S pair played the other's E-W pair on the same boards."""
    meet: dict = {}
    for p in plays:
        if p.ns != p.ew:
            meet.setdefault((p.ns, p.ew), {})[p.board] = p.values
    out = []
    done = set()
    for (x, y), mine in meet.items():
        if (y, x) in done or (y, x) not in meet:
            continue
        done.add((x, y))
        theirs = meet[(y, x)]
        common = set(mine) & set(theirs)
        if not common:
            continue
        tx = sum(mine[b][0] + theirs[b][1] for b in common)
        ty = sum(mine[b][1] + theirs[b][0] for b in common)
        out.append((x, y, tx, ty))
    return out


def _comparisons(groups: dict) -> list[tuple]:
    """Every two entrants who held the same cards (at different tables) play a match on them."""
    acc: dict = {}
    for members in groups.values():
        names = list(members)
        for i, x in enumerate(names):
            for y in names[i + 1:]:
                k = (x, y) if str(x) <= str(y) else (y, x)
                a = acc.setdefault(k, [0, 0])
                a[0] += sum(members[k[0]])
                a[1] += sum(members[k[1]])
    return [(x, y, a, b) for (x, y), (a, b) in acc.items()]


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

#: for ``duplicate-auction`` (hoyle.games.bridge): the same movements with auction deals scored in
#: points, 125 for 30 trick points in a deal (001 part 1 §4.2); not wired in by this module
DuplicateAuctionMatch = _match_cls("DuplicateAuctionMatch", ("club", 1, 8),
                                   "A duplicate auction match: team against team at two tables by "
                                   "default; any movement of MOVEMENTS may be given instead.")

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
    "positions are our construction (every two players partners once, opponents twice).",
    aliases=("individuals", "safford-individuals", "индивидуалы"), status="partial")

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
