"""A whole duplicate match: the trays dealt once, replayed wherever the movement sends them,
and scored the book's way (Foster 1914, 001 part 1 §8, §4.2, §4.8; 001 part 2 §1-2). Shared by
duplicate whist (hoyle.games.whist) and duplicate auction and duplicate bridge
(hoyle.games.bridge), which know nothing of each other: each per-deal state says what its
play scored (:meth:`duplicate_result`, a :class:`PlayResult`) and what kind of duplicate game
it makes (its class's ``duplicate_kind``; a match class's own ``duplicate_kind`` for bridge to
the score). The movements are :mod:`hoyle.mechanics.movements`.

* A **board** (tray) is one deal fixed once: the order of the pack as dealt and the dealer.
  The dealer passes to the left from board to board, West dealing board 1 (so North leads
  it; on board 2 East leads, 001 part 2 §1.2 L16). Turned trays (memory duplicate) are
  played with every hand moved one seat to the left, so the pair that held the N-S cards now
  holds the E-W cards; Foster's two-pair system also transposes the suits for the replay.
* A **play** is one board at one table in one round: one per-deal state of the registered
  game (``duplicate-whist``, ``duplicate-auction``, ``duplicate-bridge`` or another duplicate
  whist slug; :func:`is_duplicate_game`), started from a
  :class:`~hoyle.core.chance.StackedShuffler` holding the board, so every table gets exactly
  the same cards and every play's record replays alone.
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
  trick points below the line over them (:func:`bridge_to_the_score`).
* A claimed revoke at whist transfers two tricks and one for each further revoke (Rule X §4).
  In team matches the revokers are left no better than the average of the other tables that
  played the same cards (:func:`duplicate_revoke_transfer`). In pair contests (and, by our
  reading, the individuals' movements) the score stands as played with the penalty marked
  -R/+R: the opponents are lifted no higher than the best result at the other tables, the
  revokers counted no lower than the worst while the averages are made and then charged the
  full penalty (:func:`pair_revoke_scores`; ``revoke_rule`` chooses).
* Duplicate auction law G (001 part 1 §4.2): in a team match each team adds, for its odd
  pair, the average of all the pairs sitting the other way (movement ``team-pairs``: two
  teams of any number of pairs; :func:`law_g_totals`).

Scoring helpers: duplicate counts *total* tricks (not tricks over book); :func:`compass_scores`
gives each pair's plus or minus against its direction's average (O6); :func:`match_points`
ranks teams by matches won (a tie is half a match), ties broken by tricks (O4);
:func:`shortfalls` is Safford's tally for individuals (O8).

The bots that play a whole match live above this layer (``hoyle.games.whist.play_match``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from math import floor, gcd
from typing import TYPE_CHECKING, Any, Iterable, Mapping, NamedTuple, Sequence

from ..cards import ALL_CARDS, Card
from ..core.chance import StackedShuffler
from ..core.errors import DealNotOver, SetupError
from ..core.match import Match
from . import movements as _mv
from .movements import Seating

if TYPE_CHECKING:
    from ..core.registry import GameInfo

__all__ = ["PlayResult", "Board", "deal_boards", "Movement", "MOVEMENTS", "BOOK_BOUNDS", "MAX_BOARDS", "build_movement", "TablePlay",
           "Standings", "ROUND_DEALS", "DuplicateMatch", "is_duplicate_game", "bridge_to_the_score",
           "shortfalls", "compass_scores", "match_points", "team_trick_balance", "duplicate_revoke_transfer",
           "PairRevoke", "pair_revoke_scores", "law_g_totals"]


class PlayResult(NamedTuple):
    """What one play of a board scored, per side (N-S, E-W), as its state reports it
    (``state.duplicate_result()``): ``raw`` tricks as played, ``tricks`` after the claimed revokes'
    transfer, ``values`` what the match compares (tricks at whist, points at auction),
    ``revoke_facts`` side -> (revokes claimed, tricks won before the first), ``trick_points`` the
    points below the line per side (bridge; empty at whist)."""

    raw: Sequence[int]
    tricks: Sequence[int]
    values: Sequence[int]
    revoke_facts: Mapping[int, tuple[int, int]]
    trick_points: Sequence[int]


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
        raise SetupError(f"every hand of 13 holds a suit of 4 or more: max_suit_length {max_suit_length} "
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
        raise SetupError(f"{what} needs a multiple of {blocks} boards, not {boards}")
    return boards // blocks


#: the largest sizes the book gives each movement for (the work of a match grows with the square
#: of the entrants): (most entrants, what the book says, where)
BOOK_BOUNDS = {
    "howell": (11, "the book gives the trays' move for 5, 7, 9 and 11 tables", "001 part 2 §1.5 L54"),
    "gilman": (11, "the book's odd Gilman room is 11 tables", "001 part 2 §1.5 L55-63"),
    "mitchell": (28, "the largest room the book describes is 14 tables", "001 part 2 §1.8 L131-145"),
    "compass": (28, "the largest room the book describes is 14 tables", "001 part 2 §1.8 L131-145"),
    "mitchell-mixed": (56, "the largest room the book describes is 14 tables", "001 part 2 §1.8 L131-145, §1.9 L185-206"),
}

#: the most boards a match is asked for (our bound: the book sets none; its evenings are of
#: some dozens of boards, and a match's work grows with the boards times the tables)
MAX_BOARDS = 400


def _bound(name: str, n: int, what: str) -> None:
    """Refuse more entrants than the book gives the movement for (:data:`BOOK_BOUNDS`)."""
    if name in BOOK_BOUNDS and n > BOOK_BOUNDS[name][0]:
        most, why, where = BOOK_BOUNDS[name]
        raise SetupError(f"the {what} is for at most {most} {MOVEMENTS[name][1]} ({why}, {where}), not {n}")


def _teams(name: str, n: int, boards: int | None) -> Movement:
    if name == "howell":
        if n < 3 or n % 2 == 0:
            raise SetupError(f"the Howell team movement needs an odd number of teams (3 or more), not {n}")
        _bound(name, n, "Howell team movement")
        rounds = _mv.howell_teams(n, _per(boards, n, 1, "the Howell movement"))
        src = "001 part 2 §1.5 (O3)"
    elif n % 2:
        if n < 3:
            raise SetupError(f"the Gilman movement needs 3 or more teams, not {n}")
        _bound(name, n, "Gilman movement")
        rounds = _mv.gilman_odd(n, _per(boards, n, 1, "the Gilman movement"))
        src = "001 part 2 §1.5 L55-63"
    else:
        if n < 4:
            raise SetupError(f"the Gilman even movement needs 4 or more teams, not {n}")
        if n > 10:
            raise SetupError(f"the Gilman even movement is for at most 10 teams (the book's room of "
                             f"10 tables in two rows, 001 part 2 §1.6 L64-75), not {n}")
        rounds = _mv.gilman_even(n, _per(boards, n, 3, "the Gilman even movement"))
        src = "001 part 2 §1.6"
    return Movement(name, "team", rounds, tuple(range(1, n + 1)), 0, src)


def _even(n: int, what: str) -> int:
    """Tables for ``n`` pairs, two a table. Two tables are too few: in one round each tray is
    played once and never compared, so 6 pairs (3 tables) is the least."""
    if n < 6 or n % 2:
        raise SetupError(f"{what} needs an even number of pairs (6 or more: three tables, so that "
                         f"each tray is replayed), not {n}")
    return n // 2


def _build(name: str, n: int, boards: int | None) -> Movement:
    if name in ("howell", "gilman"):
        return _teams(name, n, boards)
    if name == "club":
        rounds = _mv.club_v_club(n, _per(boards, n, 8, "club v club"))
        return Movement(name, "team", rounds, ("O", "X"), 0, "001 part 2 §1.2-1.4 (O1, O2)")
    if name == "team-pairs":
        if n < 2:
            raise SetupError(f"law G: each team is at least two pairs, not {n}")
        return Movement(name, "team", _mv.team_of_pairs(n, 8 if boards is None else boards), ("O", "X"), 0,
                        "001 part 1 §4.2 law G")
    if name == "pairs":
        if not 4 <= n <= 34:              # Howell's guide cards: 4 to 34 pairs (§1.7 L146-153)
            why = "Howell's guide cards" if n > 34 else "with fewer each tray is played once, at one table"
            raise SetupError(f"the Howell pairs movement is for 4 to 34 pairs ({why}), not {n}")
        blocks = n - 1 if n % 2 == 0 else n
        rounds = _mv.howell_pairs(n, _per(boards, blocks, 2, "the Howell pairs movement"))
        return Movement(name, "pair", rounds, tuple(range(1, n + 1)), 0, "001 part 2 §1.7")
    if name == "four-pairs":
        if n != 4:
            raise SetupError(f"the four-pair schedule is for 4 pairs, not {n}")
        rounds = _mv.four_pairs(hands_per_set=_per(boards, 3, 8, "the four-pair schedule"))
        return Movement(name, "pair", rounds, tuple("abcd"), 0, "001 part 2 §1.7 L98-109")
    if name in ("mitchell", "compass"):
        t = _even(n, f"the {name} movement")
        _bound(name, n, f"{name} movement")
        per = _per(boards, t, 2, f"the {name} movement")
        fn = _mv.mitchell if name == "mitchell" else _mv.compass
        rounds = fn(t, per, [f"{i}NS" for i in range(1, t + 1)], [f"{i}EW" for i in range(1, t + 1)])
        ents = tuple(f"{i}NS" for i in range(1, t + 1)) + tuple(f"{i}EW" for i in range(1, t + 1))
        return Movement(name, "pair", rounds, ents, 0, "001 part 2 §1.8-1.9")
    if name == "memory":
        if n != 2:
            raise SetupError(f"memory duplicate at one table is for 2 pairs, not {n}")
        rounds = _mv.memory(boards or 4)
        return Movement(name, "pair", rounds, ("a", "b"), 0, "001 part 2 §1.7, §2.1")
    if name == "individuals":
        if n != 4:
            raise SetupError(f"the four-individual schedule is for 4 players, not {n}")
        rounds = _mv.four_individuals(boards_per_round=_per(boards, 3, 4, "the four-individual schedule"))
        return Movement(name, "individual", rounds, ("S", "a", "b", "c"), 0, "001 part 2 §1.9 L154-160")
    if name == "safford":
        if n != 8:
            raise SetupError(f"Safford's schedule is for 8 individuals, not {n}")
        per = _per(boards, 7, 4, "Safford's schedule")
        if per % 2:
            raise SetupError("Safford's schedule needs an even number of boards a set (two tables exchange)")
        return Movement(name, "individual", _mv.safford_eight(boards_per_set=per), tuple("abcdefgh"), 0,
                        "001 part 2 §1.9 L170-184")
    if name == "mitchell-mixed":
        if n < 12 or n % 4:
            raise SetupError(f"Mitchell's mixed movement needs a multiple of 4 players, 12 or more "
                             f"(three tables, so that each tray is replayed), not {n}")
        _bound(name, n, "Mitchell mixed movement")
        t = n // 4
        la = [f"L{i}" for i in range(1, 2 * t + 1)]
        ge = [f"G{i}" for i in range(1, 2 * t + 1)]
        rounds = _mv.mitchell_mixed(t, _per(boards, t, 2, "Mitchell's mixed movement"), la, ge)
        return Movement(name, "individual", rounds, tuple(la + ge), 0, "001 part 2 §1.9 L185-206")
    if name == "couples":
        if n != 16:
            raise SetupError(f"Safford's married couples schedule is for 16 players (8 couples), not {n}")
        rounds = _mv.safford_couples(_per(boards, 7, 4, "Safford's couples schedule"))
        return Movement(name, "individual", rounds, tuple("abcdefgh") + tuple(range(1, 9)), 0,
                        "001 part 2 §1.9 L207-219")
    raise SetupError(f"unknown movement {name!r} (movements: {', '.join(MOVEMENTS)})")


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
    board: Any            # the board's number; a round bonus: ("round", frozenset of its boards)
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
            raise SetupError(f"revoke_rule is 'team' or 'pair' (Rule X §4), not {revoke_rule!r}")
        if num_players != 4:
            raise SetupError(f"each table of a duplicate match seats 4 players, not {num_players}")
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
                raise SetupError(f"bridge to the score plays rounds of {ROUND_DEALS} deals against the "
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
            deck = tuple(_mv.transpose_card(c) for c in deck)
        ctx = {"dealer": (board.dealer + seat.turned) % 4, "board": b, "round": seat.round,
               "table": seat.table, "ns": _label(seat.ns), "ew": _label(seat.ew), "turned": seat.turned}
        return self.game.new_deal(4, self.rules, StackedShuffler([[Card(c) for c in deck]]), ctx)

    def finish(self, state) -> dict:
        if not state.is_over:
            raise DealNotOver("the deal is not over")
        seat, b = self.current()
        if state.context.get("board") != b or state.context.get("table") != seat.table:
            raise ValueError(f"this deal is not the next play (board {b} at table {seat.table})")
        rec = state.record()
        self.deals.append(rec)
        for i, v in enumerate(state.outcome()):
            self.totals[i] += v
        r = state.duplicate_result()
        self.plays.append(TablePlay(seat.round, seat.table, b, seat.ns, seat.ew, seat.turned,
                                    list(r.tricks), list(r.values), rec, list(r.raw), dict(r.revoke_facts),
                                    seat.boards, list(r.trick_points)))
        return rec

    # ----- scoring -------------------------------------------------------------------------
    def adjusted_plays(self) -> list[TablePlay]:
        """The plays with the revoke penalty applied (Rule X §4).

        Team rule: the revokers keep no more than the average of the tricks taken with their
        cards at the other tables, never losing tricks won before their first revoke.

        Pair rule (:func:`pair_revoke_scores`): ``values`` hold the
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
            extra = [0, 0]
            marks: dict[int, list[tuple[str, int]]] = {}
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
        comp: dict | None = None
        direction: dict | None = None
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
                if comp is not None and e in comp:    # a pair that has not played yet has no compass score
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


def is_duplicate_game(info: "GameInfo") -> str | None:
    """What kind of duplicate game ``info`` is, or None when its deals cannot be replayed by a
    :class:`DuplicateMatch`: ``"whist"`` and ``"auction"`` (rules with ``duplicate``: scored
    by total tricks, or each deal alone with 125 for 30 trick points, 001 part 1 §4.2; the
    state class's ``duplicate_kind`` says which), or ``"bridge to the score"``
    (``duplicate-bridge``, 001 part 1 §4.8: straight bridge, each deal alone, 50 a round to the
    side with more trick points; its match class's ``duplicate_kind``)."""
    if not info.min_players <= 4 <= info.max_players:
        return None
    if getattr(info.make_rules(), "duplicate", False):
        return getattr(info.state_cls, "duplicate_kind", None)
    return getattr(info.match_cls, "duplicate_kind", None)


def _label(x: Any) -> Any:
    if isinstance(x, tuple):
        return "-".join(str(v) for v in x)
    return x if isinstance(x, (int, str)) else str(x)


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


def bridge_to_the_score(trick_points: Sequence[int], bonus: int = 50) -> list[int]:
    """Duplicate bridge, "bridge to the score" (§4.8): after a round of four deals the side
    with the greater total of trick points adds ``bonus`` (50). Equal totals: no bonus (the
    book is silent; our reading). Returns the bonus per side."""
    a, b = trick_points
    return [bonus if a > b else 0, bonus if b > a else 0]


def shortfalls(groups: Iterable[Mapping]) -> dict:
    """Safford's tally for individuals (O8): in each group of players who held the same cards
    (the same position at the tables of a set), the best result counts zero and every other
    player is charged the tricks by which he fell short. ``groups``: mappings player -> tricks.
    Returns player -> tricks lost (0 or negative), summed over the groups."""
    out: dict = {}
    for g in groups:
        if not g:
            continue
        best = max(g.values())
        for p, v in g.items():
            out[p] = out.get(p, 0) + (v - best)
    return out


def compass_scores(ns: Mapping, ew: Mapping) -> dict:
    """Each pair's tricks above (+) or below (-) its direction's average (compass whist, O6).

    ``ns`` and ``ew``: pair -> total tricks. Values are ints when the average is whole, else
    Fractions."""
    out = {}
    for group in (ns, ew):
        if not group:
            continue
        avg = Fraction(sum(group.values()), len(group))
        for pair, tricks in group.items():
            v = tricks - avg
            out[pair] = int(v) if v.denominator == 1 else v
    return out


def match_points(results: Iterable[tuple[str, str, int, int]]) -> list[tuple[str, Fraction, int]]:
    """Rank teams by matches won: each result ``(team x, team y, tricks x, tricks y)`` gives the
    winner a match and each half a match if equal; ties broken by total tricks (O4).

    Returns ``(team, matches, tricks)`` best first."""
    matches: dict[str, Fraction] = {}
    tricks: dict[str, int] = {}
    for x, y, tx, ty in results:
        for t in (x, y):
            matches.setdefault(t, Fraction(0))
            tricks.setdefault(t, 0)
        tricks[x] += tx
        tricks[y] += ty
        if tx > ty:
            matches[x] += 1
        elif ty > tx:
            matches[y] += 1
        else:
            matches[x] += Fraction(1, 2)
            matches[y] += Fraction(1, 2)
    return sorted(((t, matches[t], tricks[t]) for t in matches), key=lambda r: (-r[1], -r[2], str(r[0])))


def team_trick_balance(ns_tricks: int, ew_tricks_same_deals: int, tricks_per_deal: int = 13) -> int:
    """A team's gain on a deal played N-S at one table and E-W at the other (O1): the tricks
    its two pairs took, less the 13 a level result gives."""
    return ns_tricks + ew_tricks_same_deals - tricks_per_deal


def duplicate_revoke_transfer(revokes: int, tricks: int, tricks_before_first_revoke: int,
                              average: Fraction | int | None = None) -> int:
    """Tricks a revoking side loses at duplicate whist (Rule X §4, O9): two for the first
    revoke and one for each further revoke in the deal, never taking tricks it won before its
    first revoke, nor leaving it better than the deal's ``average`` (when given)."""
    if revokes <= 0:
        return 0
    moved = min(2 + (revokes - 1), max(0, tricks - tricks_before_first_revoke))
    if average is not None and tricks - moved > average:
        moved = max(moved, int(tricks - average))
        moved = min(moved, max(0, tricks - tricks_before_first_revoke))
    return moved


class PairRevoke(NamedTuple):
    """A revoke's effect on one play in a pair match (Rule X §4, second paragraph): the
    revokers' score as counted while the averages and the other players' standings are made
    (``interim``), the opponents' score (``opponents``), the revokers' score in the end
    (``final``: as played less the full penalty), and the full penalty in tricks."""

    interim: int
    opponents: int
    final: int
    penalty: int


def pair_revoke_scores(revokes: int, tricks: int, opponents: int, tricks_before_first_revoke: int,
                       others: Iterable[int], others_opponents: Iterable[int]) -> PairRevoke:
    """The revoke penalty of a pair match (ALW duplicate laws, Rule X §4; 001 part 2 L358-363).

    ``tricks`` and ``opponents``: the two sides' tricks as played at the revoking table;
    ``others``: the tricks taken with the revokers' cards at each other table that played the
    deal, ``others_opponents`` those taken there with the opponents' cards.

    The score is recorded as played and the penalty noted apart (-R, +R). The opponents gain
    the penalty but are lifted no higher than the best score made with their cards at the
    other tables, and if they took more than that without the penalty their score stands as
    played. The revokers lose the penalty but, while the averages of the match and the other
    players' results are being made, are counted no lower than the worst score made with their
    cards elsewhere (nor higher than as played); then they are reduced to the full penalty.

    Readings (the law leaves them open): the "full penalty of the first paragraph" is
    :func:`duplicate_revoke_transfer` with the average of the other tables, that is two tricks
    and one for each further revoke, at least enough to leave the revokers no better than that
    average, never taking tricks won before their first revoke (the first paragraph of §4 is
    the one before "In pair matches"). With no other table the bounds are void: both sides
    take the full penalty at once."""
    others, others_opponents = list(others), list(others_opponents)
    avg = Fraction(sum(others), len(others)) if others else None
    full = duplicate_revoke_transfer(revokes, tricks, tricks_before_first_revoke, avg)
    final = tricks - full
    if not others:
        return PairRevoke(final, opponents + full, final, full)
    best = max(others_opponents)
    gained = opponents if opponents >= best else min(opponents + full, best)
    interim = max(final, min(tricks, min(others)))
    return PairRevoke(interim, gained, final, full)


def law_g_totals(scores: Mapping, added: Mapping) -> dict:
    """Team totals under duplicate auction law G (001 part 1 §4.2, L1615-1617): ``scores`` are
    the points each team's pairs made, ``added`` the (exact) averages it adds for its odd pair.
    The averages are taken to the nearest whole point (a half upwards: the law does not say)
    unless that would make a tie which the fractions break; then the totals are kept exact and
    the match is won "by a fraction of a point". Returns team -> total (int or Fraction)."""
    exact = {t: scores[t] + Fraction(added.get(t, 0)) for t in scores}
    rounded = {t: scores[t] + floor(Fraction(added.get(t, 0)) + Fraction(1, 2)) for t in scores}
    best = max(rounded.values(), default=0)
    top = [t for t in rounded if rounded[t] == best]
    if len(top) > 1 and len({exact[t] for t in top}) > 1:
        return {t: (exact[t] if exact[t].denominator > 1 else int(exact[t])) for t in scores}
    return rounded
