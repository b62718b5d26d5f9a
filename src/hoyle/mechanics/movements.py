"""Who sits where: the movements and seatings of the games played at several tables or replayed
(duplicate whist and duplicate auction, drive whist, progressive bridge), shared by the whist and
bridge families (Foster 1914, 001 part 2 §1, 001 part 6 §12.1, 001 part 1 §4.7). Pure functions
on names and numbers; the duplicate match (:mod:`hoyle.mechanics.duplicate`) and the games'
matches call them.

Duplicate movements (deterministic schedules, one list of :class:`Seating` per round):

* :func:`howell_teams` — teams of four, an odd number of teams: the E-W pairs sit, the N-S
  pairs move one table east each set, and the trays move ``(n - 1) / 2`` tables west (the
  centre table's trays go to the extreme west), so that every two teams play the same
  boards with the directions exchanged (O3).
* :func:`mitchell` — pairs: N-S sit, E-W move one table east, trays one table west; with an
  odd number of tables each E-W pair meets each N-S pair once and plays every tray once; an
  even number skips one table half-way (§1.9, second method).
* :func:`gilman_odd` — teams, an odd number: each team first plays its own trays, then the
  E-W pairs move two tables and the trays one table the same way, round the room twice.
* :func:`four_pairs` — four pairs at two tables, three sets exhausting the pairings.
* :func:`club_v_club` — club against club / team against team: sets of two tables, the
  boards exchanged between them (§1.2-1.4).
* :func:`gilman_even` — an even number of teams in two rows of tables (§1.6): half the tray
  sets idle each round, each set advancing one table every other round.
* :func:`howell_pairs` / :func:`six_pairs` — pairs that change direction: each pair meets
  each other pair once and plays every board once (§1.7; our construction).
* :func:`memory` — duplicate by memory: a schedule played twice, the second time with the
  trays turned so the N-S hands go to E-W (§1.7, §2.1-2.2).
* :func:`compass` — compass whist: N-S sit, E-W move one table down (2 -> 1), the trays one
  table up (§1.8); an even number of tables skips once (the book's second method, §1.9).
* :func:`four_individuals`, :func:`safford_eight`, :func:`mitchell_mixed`,
  :func:`safford_couples` — duplicate for individuals (§1.9).
* :func:`team_of_pairs` — a team match at duplicate auction (001 part 1 §4.2 law G): two
  teams of any number of pairs, every board at every table.
* :func:`transpose_card` — Foster's two-pair system: the suits changed for a replay.

Progressive movements:

* :func:`next_tables` — drive whist (001 part 6 §12.1): after each hand the winners (the side
  with the majority of the tricks) move to the next table and the losers stay (the catalog's
  reading: the book only says the winners move); the last table's winners go round to the
  first (the book does not say).
* :func:`progressive_tables` — progressive ("drive") bridge (001 part 1 §4.7): N-S stay and
  E-W move one table, or the winners move as at drive whist.
* :func:`standings` — players (or pairs) by total, highest first; equal totals share a place
  (the book does not say how ties for a prize are broken).
* :func:`winners_up` — progressive euchre and cinch (001 part 3 §B7, §C6): table 1 is the head;
  the winners at every other table move up one, the head table's winners stay and its losers
  go to the foot; the partners part at the new table, each staying player taking an arriving
  one as partner.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

__all__ = ["Seating", "howell_teams", "gilman_odd", "mitchell", "four_pairs", "club_v_club", "team_of_pairs",
           "gilman_even", "howell_pairs", "six_pairs", "memory", "compass", "four_individuals",
           "safford_eight", "mitchell_mixed", "safford_couples", "transpose_card", "next_tables",
           "progressive_tables", "PROGRESSIVE_MOVEMENTS", "standings", "head_table_progression", "winners_up"]


@dataclass(frozen=True)
class Seating:
    """One table in one round: who sits N-S and E-W and which boards (1-based) they play, in
    the order the trays reach the table.

    ``ns``/``ew`` name a team or a pair, or for individuals a tuple ``(N, S)`` / ``(E, W)``.
    ``turned``: the trays are turned for a replay (memory duplicate, §1.7): the hands first
    dealt N-S are played E-W (each hand moves one seat to the left: N's to E, W's to N)."""

    round: int
    table: int
    ns: Any
    ew: Any
    boards: tuple[int, ...]
    turned: bool = False


def _names(n: int, names: Iterable | None) -> list:
    out = list(names) if names is not None else list(range(1, n + 1))
    if len(out) != n:
        raise ValueError(f"{n} names are needed, not {len(out)}")
    return out


def howell_teams(n: int, boards_per_set: int = 4, names: Iterable | None = None) -> list[list[Seating]]:
    """The Howell movement for ``n`` teams (odd, at least 3): one list of seatings per set.

    Team ``k`` sits E-W at table ``k`` throughout; in set ``s`` (1-based) its N-S pair is at
    table ``k + s``; table ``t`` plays the block of boards ``t + (s - 1)(n - 1)/2`` (mod n).

    Raises ValueError for an even or too small ``n``."""
    if n < 3 or n % 2 == 0:
        raise ValueError("the Howell team movement needs an odd number of teams (3 or more)")
    k = (n - 1) // 2
    nm = _names(n, names)
    sets = []
    for s in range(1, n):
        rows = []
        for t in range(n):
            block = (t + (s - 1) * k) % n
            boards = tuple(range(block * boards_per_set + 1, (block + 1) * boards_per_set + 1))
            rows.append(Seating(s, t + 1, nm[(t - s) % n], nm[t], boards))
        sets.append(rows)
    return sets


def gilman_odd(n: int, boards_per_set: int = 4, names: Iterable | None = None) -> list[list[Seating]]:
    """The Gilman movement for ``n`` teams (odd, at least 3; 001 part 2 §1.5, L55-63).

    Round 1: each team plays its own table's trays against itself (N-S and E-W of the same
    team: an individual score). Then after each round the N-S pairs stay, the E-W pairs move
    two tables down (11 -> 9, 9 -> 7, ..., wrapping round) and the trays one table down
    (11 -> 10, ...), until the E-W pairs have been round twice (``n`` rounds in all). So in
    round ``r`` (0-based) table ``t`` holds N-S of team ``t``, E-W of team ``t + 2r`` and the
    trays of block ``t + r`` (mod n): teams ``a`` and ``b`` play block ``(a + b) / 2`` both
    ways, as in the Howell movement.

    Raises ValueError for an even or too small ``n`` (even: :func:`gilman_even`)."""
    if n < 3 or n % 2 == 0:
        raise ValueError("the Gilman odd movement needs an odd number of teams (3 or more)")
    nm = _names(n, names)
    rounds = []
    for r in range(n):
        rows = []
        for t in range(n):
            block = (t + r) % n
            boards = tuple(range(block * boards_per_set + 1, (block + 1) * boards_per_set + 1))
            rows.append(Seating(r + 1, t + 1, nm[t], nm[(t + 2 * r) % n], boards))
        rounds.append(rows)
    return rounds


def mitchell(tables: int, boards_per_round: int = 2, names_ns: Iterable | None = None,
             names_ew: Iterable | None = None, even: str = "skip") -> list[list[Seating]]:
    """The Mitchell movement: N-S pairs sit, E-W pairs move one table east (up) and the trays
    one table west (down) after each round (001 part 2 §1.9, L185-206).

    An odd number of tables runs round in ``tables`` rounds: each E-W pair meets each N-S
    pair once and plays every tray once. For an even number the book's second method
    (``even="skip"``): when the E-W pairs would meet the trays they started with (half-way
    round) they all skip one table; the round ends when they reach their first table again,
    so there are ``tables - 1`` rounds, each E-W pair misses one N-S pair and one set of trays,
    and nobody plays a hand twice. ``even="refuse"`` raises ValueError instead (the first
    method, a relay table, is not generated).

    Raises ValueError for fewer than one table or an unknown ``even``."""
    if tables < 1:
        raise ValueError("the Mitchell movement needs at least one table")
    if even not in ("skip", "refuse"):
        raise ValueError(f"even must be 'skip' or 'refuse', not {even!r}")
    if tables % 2 == 0 and even == "refuse":
        raise ValueError("this Mitchell movement needs an odd number of tables")
    ns = _names(tables, names_ns)
    ew = _names(tables, names_ew)
    half = tables // 2 if tables % 2 == 0 else tables
    rounds = []
    for r in range(tables if tables % 2 else tables - 1):
        skip = 1 if r >= half else 0
        rows = []
        for t in range(tables):
            block = (t + r) % tables
            boards = tuple(range(block * boards_per_round + 1, (block + 1) * boards_per_round + 1))
            rows.append(Seating(r + 1, t + 1, ns[t], ew[(t - r - skip) % tables], boards))
        rounds.append(rows)
    return rounds


def four_pairs(names: Iterable = "abcd", hands_per_set: int = 8) -> list[list[Seating]]:
    """Four pairs at two tables (001 part 2 §1.7): a-b and c-d, then a-c and b-d, then a-d
    and b-c; each set's hands are dealt half at each table and exchanged."""
    a, b, c, d = _names(4, names)
    pairings = [((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))]
    out = []
    for s, (p1, p2) in enumerate(pairings):
        boards = tuple(range(s * hands_per_set + 1, (s + 1) * hands_per_set + 1))
        out.append([Seating(s + 1, 1, p1[0], p1[1], boards), Seating(s + 1, 2, p2[0], p2[1], boards)])
    return out


def _block(block: int, per: int) -> tuple[int, ...]:
    return tuple(range(block * per + 1, (block + 1) * per + 1))


def _rotated(boards: tuple[int, ...], k: int) -> tuple[int, ...]:
    k %= len(boards)
    return boards[k:] + boards[:k]


def club_v_club(fours: int = 1, boards_per_set: int = 8, names: Iterable = ("O", "X")) -> list[list[Seating]]:
    """Club against club, or team against team with ``fours=1`` (001 part 2 §1.2-1.4, L8-40):
    each club fields ``fours`` teams of four; each set of two tables seats one four of each
    club, club O N-S and club X E-W at the first table, the other way round at the second; the
    boards dealt at each table are then exchanged, so over the two tables each four holds all
    52 cards of every deal (O1). Each set has its own boards (dealt afresh, L16). Entrants are
    the two clubs."""
    if fours < 1:
        raise ValueError("club v club needs at least one four a side")
    o, x = _names(2, names)
    rows = []
    for k in range(fours):
        boards = _block(k, boards_per_set)
        rows.append(Seating(1, 2 * k + 1, o, x, boards))
        rows.append(Seating(1, 2 * k + 2, x, o, _rotated(boards, boards_per_set // 2)))
    return [rows]


def team_of_pairs(pairs: int = 2, boards: int = 8, names: Iterable = ("O", "X")) -> list[list[Seating]]:
    """A team match at duplicate auction (001 part 1 §4.2 law G, L1612-1618): two teams of the
    same agreed number of ``pairs`` (at least two) play an agreed number of ``boards``, each
    board once at every table. One table a pair of each team; as near half of each team as may
    be sits N-S, the rest E-W: team ``names[0]`` N-S at the odd tables (1, 3, ...), the other
    team N-S at the even ones, so with an odd number of pairs the first team has its odd pair
    N-S and the second its odd pair E-W. The pairs keep their seats; the trays pass round, each
    table starting ``boards / pairs`` trays further on (the law does not say how the trays
    travel: this is our reading). Entrants are the two teams.

    Raises ValueError for fewer than two pairs a side or no boards."""
    if pairs < 2:
        raise ValueError(f"law G: each team is at least two pairs, not {pairs}")
    if boards < 1:
        raise ValueError(f"a team match needs at least one board, not {boards}")
    o, x = _names(2, names)
    every = tuple(range(1, boards + 1))
    return [[Seating(1, t + 1, *((o, x) if t % 2 == 0 else (x, o)), _rotated(every, t * boards // pairs))
             for t in range(pairs)]]


def gilman_even(n: int, boards_per_round: int = 3, names: Iterable | None = None) -> list[list[Seating]]:
    """Gilman's movement for an even number ``n`` of teams (001 part 2 §1.6, L64-75).

    The tables stand in two rows, 1..n/2 and n/2+1..n, table ``p`` opposite table
    ``p + n/2``; the trays are ``n`` sets of ``boards_per_round`` (the book: 10 tables, 30
    trays in sets of three). In round 1 each team plays at its own table (its N-S against its
    E-W), and the two tables of a row pair play the same set, passing the trays between them
    (table 1 takes them in numerical order, table ``1 + n/2`` one tray ahead: the control);
    the other half of the sets is idle. After each round the E-W pairs move one table down
    (2 -> 1, 1 -> n), the idle sets come into play and the sets just used go idle, so that each
    set advances one row pair every other round and table 1 receives the trays in order.

    So in round ``r`` (1-based) table ``t`` holds N-S of team ``t``, E-W of team
    ``t + r - 1`` and set ``r + 2(p - 1)`` (mod n) where ``p`` is its place in the row. Every
    two teams meet both ways on one set, and every team plays every tray once N-S and once
    E-W (tested for 4 to 20 teams).

    Raises ValueError for an odd number or fewer than 4 teams."""
    if n < 4 or n % 2:
        raise ValueError("the Gilman even movement needs an even number of teams (4 or more)")
    k = n // 2
    nm = _names(n, names)
    rounds = []
    for r in range(n):
        rows = []
        for t in range(n):
            p = t % k
            boards = _block((r + 2 * p) % n, boards_per_round)
            rows.append(Seating(r + 1, t + 1, nm[t], nm[(t + r) % n], _rotated(boards, t // k)))
        rounds.append(rows)
    return rounds


def howell_pairs(n: int, boards_per_round: int = 2, names: Iterable | None = None) -> list[list[Seating]]:
    """A Howell pairs movement for ``n`` pairs (4 to 34 in the book, 001 part 2 §1.7 L146-153).

    The book describes Howell's guide cards (each player always opposite his partner, sitting
    now N-S and now E-W, meets every other pair once and plays every hand) but does not print
    them. This is our construction with those properties: the round-robin in which the last
    pair stays at table 1 and meets pair ``r`` in round ``r``, while at table ``i + 1`` pair
    ``r + i`` (N-S) meets pair ``r - i`` (E-W), counting the other pairs modulo ``n - 1``. Each
    round has its own set of trays, which pass from table to table within the round (each
    table starts one tray further on), so every pair plays every tray once and each tray is
    played at every table of the round, N-S and E-W by different pairs. With an odd ``n`` a
    phantom pair completes the round-robin: the pair drawn against it sits out that round.
    For four pairs this is the book's own schedule (a-b & c-d, a-c & b-d, a-d & b-c).

    Raises ValueError for fewer than 3 pairs."""
    if n < 3:
        raise ValueError("a pairs movement needs at least 3 pairs")
    nm = _names(n, names)
    m = n - 1 if n % 2 == 0 else n           # pairs on the wheel
    fixed = n - 1 if n % 2 == 0 else None    # index of the stationary pair (None: phantom)
    tables = (m + 1) // 2
    rounds = []
    for r in range(m):
        meetings = []
        if fixed is not None:
            meetings.append((fixed, r) if r % 2 == 0 else (r, fixed))
        for i in range(1, tables):
            meetings.append(((r + i) % m, (r - i) % m))
        boards = _block(r, boards_per_round)
        rows = [Seating(r + 1, t + 1, nm[a], nm[b], _rotated(boards, t * max(1, boards_per_round // len(meetings))))
                for t, (a, b) in enumerate(meetings)]
        rounds.append(rows)
    return rounds


def six_pairs(names: Iterable = "abcdef", boards_per_round: int = 3) -> list[list[Seating]]:
    """Six pairs at three tables (001 part 2 §1.7, L110-130). The book's own sequence (two
    tables always in play, the third half the time, a last set in which only pairs a and d
    count) is printed with its hand numbers incomplete (catalog flag), so it is not reproduced:
    this is :func:`howell_pairs` for six pairs, which keeps the book's aims (every pair plays
    a match with every other, every hand is played at more than one table) in five rounds of
    ``boards_per_round`` trays passed round the three tables."""
    return howell_pairs(6, boards_per_round, names)


def memory(schedule: list[list[Seating]] | int, names: Iterable = ("a", "b")) -> list[list[Seating]]:
    """Duplicate by memory (001 part 2 §1.7 L87-97, §2.1-2.2): a schedule played twice, the
    second time with the trays turned so that the hands first held N-S are played E-W.

    ``schedule`` is an integer number of boards for two pairs at one table (pair ``names[0]``
    N-S, ``names[1]`` E-W), or any schedule (several tables, §2.2), repeated turned."""
    if isinstance(schedule, int):
        if schedule < 1:
            raise ValueError("memory duplicate needs at least one board")
        a, b = _names(2, names)
        schedule = [[Seating(1, 1, a, b, tuple(range(1, schedule + 1)))]]
    if not schedule:
        raise ValueError("memory duplicate needs a schedule")
    last = len(schedule)
    again = [[Seating(s.round + last, s.table, s.ns, s.ew, s.boards, not s.turned) for s in rows]
             for rows in schedule]
    return [list(rows) for rows in schedule] + again


def compass(tables: int, boards_per_round: int = 2, names_ns: Iterable | None = None,
            names_ew: Iterable | None = None) -> list[list[Seating]]:
    """Compass whist (001 part 2 §1.8, L131-140): N-S pairs sit; after each round (two or
    three deals) every E-W pair advances one table, 2 -> 1, 3 -> 2 (and 1 -> the last); the
    trays go the other way, one table up, so that nobody meets a tray twice. An E-W pair's
    number is the table it started from. With an even number of tables the pairs skip one
    table half-way (the book's second Mitchell method, §1.9), playing ``tables - 1`` rounds.

    Raises ValueError for fewer than two tables."""
    if tables < 2:
        raise ValueError("compass whist needs at least two tables")
    ns = _names(tables, names_ns)
    ew = _names(tables, names_ew)
    n = tables
    half = n // 2 if n % 2 == 0 else n
    rounds = []
    for r in range(n if n % 2 else n - 1):
        skip = 1 if r >= half else 0
        rounds.append([Seating(r + 1, t + 1, ns[t], ew[(t + r + skip) % n],
                               _block((t - r) % n, boards_per_round)) for t in range(n)])
    return rounds


def four_individuals(names: Iterable = ("S", "a", "b", "c"), boards_per_round: int = 4) -> list[list[Seating]]:
    """Four individuals by memory (001 part 2 §1.9, L154-160): S keeps his seat and the score;
    the other three change places right and left in turn, each partnering S (sitting N) for
    one block of hands (the book: hands 1-4, 5-8, 9-12 with c, b and a as partners). Then the
    trays are turned for the replay and the same three positions come round again, so each
    partnership replays its own hands from the other side of the table.

    Seat order as printed (N, E, W): c b a, b c a, a b c; the replay: c a b, b a c and, where
    the print repeats ``c b`` for E-W, a c b (read by the pattern of the first two: E and W
    exchanged)."""
    s, a, b, c = _names(4, names)
    first = [(c, b, a), (b, c, a), (a, b, c)]
    replay = [(c, a, b), (b, a, c), (a, c, b)]
    out = []
    for r, (n_, e, w) in enumerate(first + replay):
        turned = r >= 3
        out.append([Seating(r + 1, 1, (n_, s), (e, w), _block(r % 3, boards_per_round), turned)])
    return out


# Safford's guide cards are not printed (L173); these starting seats (positions 1-8 at two tables:
# table 1 N 8, S 1, E 2, W 4; table 2 N 3, S 7, E 5, W 6) make every player partner every other
# once and oppose every other twice in the seven sets, with the book's moves (8 stays, 7 -> 1).
_SAFFORD_SEATS = ((8, 1, 2, 4), (3, 7, 5, 6))


def safford_eight(names: Iterable = "abcdefgh", boards_per_set: int = 4) -> list[list[Seating]]:
    """Safford's eight individuals (001 part 2 §1.9, L170-177): two tables, seven sets of four
    hands (28 in all: two dealt at each table and exchanged); after each set every player goes
    to the next higher position number, 8 staying and 7 going to 1. ``names[i]`` starts at
    position ``i + 1``. The positions' seats are our construction (the guide cards are not
    printed): every two players are partners once and opponents twice."""
    nm = _names(8, names)

    def at(pos: int, s: int):
        # the player at position ``pos`` in set ``s`` (0-based) started at position pos - s
        return nm[pos - 1] if pos == 8 else nm[(pos - 1 - s) % 7]

    out = []
    for s in range(7):
        boards = _block(s, boards_per_set)
        rows = []
        for t, (n_, s_, e, w) in enumerate(_SAFFORD_SEATS):
            rows.append(Seating(s + 1, t + 1, (at(n_, s), at(s_, s)), (at(e, s), at(w, s)),
                                _rotated(boards, t * (boards_per_set // 2))))
        out.append(rows)
    return out


def mitchell_mixed(tables: int, boards_per_round: int = 2, ladies: Iterable | None = None,
                   gentlemen: Iterable | None = None) -> list[list[Seating]]:
    """Mitchell's movement for ladies and gentlemen (001 part 2 §1.9, L185-206): the ladies sit
    N and E and keep their seats, the gentlemen sit S and W and move one table east after each
    round, each keeping his compass point; the trays pass west. An even number of tables skips
    one table half-way (second method). ``ladies``: 2 x tables names (N then E of each table),
    ``gentlemen`` likewise (S then W)."""
    la = _names(2 * tables, ladies)
    ge = _names(2 * tables, gentlemen if gentlemen is not None else
                [2 * tables + i + 1 for i in range(2 * tables)])
    base = mitchell(tables, boards_per_round, even="skip")
    out = []
    for rows in base:
        out.append([Seating(s.round, s.table, (la[2 * (s.table - 1)], ge[2 * (s.ew - 1)]),
                            (la[2 * (s.table - 1) + 1], ge[2 * (s.ew - 1) + 1]), s.boards) for s in rows])
    return out


# Safford's married couples (L207-219): slots (lady, man) as wheel indexes, 7 = the fixed a / 1.
# Found by search (the guide cards are not printed): tables hold slots (0, 1), (2, 3), (4, 5),
# (6, 7); a lady sits N (even slot) or E, her partner S or W.
_COUPLE_MEN = (2, 4, 0, 7, 1, 6, 5, 3)


def safford_couples(boards_per_round: int = 4) -> list[list[Seating]]:
    """Safford's schedule for eight married couples (001 part 2 §1.9, L207-219): wives a-h,
    husbands 1-8 (a-1, b-2, ...); a and 1 keep their seats, the other ladies go to the next
    letter (h -> b) and the other men to the next number (8 -> 2) after each of seven rounds.
    Four tables; one hand is dealt at each and replayed at every other (the trays pass round),
    a different compass point dealing at each. The starting seats are our construction with
    the book's aims: a husband never plays at his wife's table, and each lady partners each
    other lady's husband once (each man each other man's wife once)."""
    letters, numbers = "bcdefgh", [2, 3, 4, 5, 6, 7, 8]

    def lady(i: int, r: int) -> str:
        return "a" if i == 7 else letters[(i + r) % 7]

    def man(j: int, r: int) -> int:
        return 1 if j == 7 else numbers[(j + r) % 7]

    out = []
    for r in range(7):
        boards = _block(r, boards_per_round)
        rows = []
        for t in range(4):
            ns = (lady(2 * t, r), man(_COUPLE_MEN[2 * t], r))
            ew = (lady(2 * t + 1, r), man(_COUPLE_MEN[2 * t + 1], r))
            rows.append(Seating(r + 1, t + 1, ns, ew, _rotated(boards, t * max(1, boards_per_round // 4))))
        out.append(rows)
    return out


def transpose_card(card: int, shift: int = 2) -> int:
    """The card with its suit moved ``shift`` places round clubs, diamonds, hearts, spades:
    Foster's two-pair system re-deals each hand from a spare pack with the suits changed
    before the replay (001 part 2 §1.9, L165-169; shift 2 makes hearts clubs, as the book's
    example, and clubs hearts, diamonds spades, spades diamonds)."""
    return (card & ~3) | (((card & 3) + shift) & 3)



def next_tables(tables: Sequence[tuple[object, object]],
                winners: Sequence[int]) -> list[tuple[object, object]]:
    """Seat the next hand. ``tables[t]`` is ``(pair_ns, pair_ew)`` at table ``t`` (0 = the
    first); ``winners[t]`` is 0 if N-S won the majority of tricks there, 1 if E-W. The
    winners move to table ``t + 1`` (the last table's to the first) and sit E-W there; the
    losers stay and sit N-S.

    Raises ValueError for a winner index other than 0 or 1, or mismatched lengths."""
    if len(tables) != len(winners):
        raise ValueError("one winner per table is needed")
    stay, move = [], []
    for (ns, ew), w in zip(tables, winners):
        if w not in (0, 1):
            raise ValueError(f"winner must be 0 (N-S) or 1 (E-W), not {w!r}")
        move.append(ns if w == 0 else ew)
        stay.append(ew if w == 0 else ns)
    return [(stay[t], move[t - 1]) for t in range(len(tables))]


def standings(tricks: Mapping[str, Sequence[int]]) -> list[tuple[int, str, int]]:
    """``(place, name, total)`` by total tricks over the evening, highest first; equal totals
    share the place."""
    totals = sorted(((sum(v), k) for k, v in tricks.items()), key=lambda x: (-x[0], x[1]))
    out = []
    place = 0
    prev = None
    for i, (total, name) in enumerate(totals):
        if total != prev:
            place = i + 1
            prev = total
        out.append((place, name, total))
    return out


#: progressive bridge movements (§4.7)
PROGRESSIVE_MOVEMENTS = ("ew-move", "winners-move")


def progressive_tables(tables: Sequence[tuple[object, object]], winners: Sequence[int] | None = None,
                       movement: str = "ew-move") -> list[tuple[object, object]]:
    """Progressive bridge (§4.7): the seating of the next round. ``tables[t]`` is ``(pair_ns,
    pair_ew)``. ``"ew-move"``: every N-S pair stays and every E-W pair moves one table on (the
    last table's to the first); ``"winners-move"``: the winners (``winners[t]`` 0 = N-S, 1 =
    E-W) move on as at drive whist (:func:`next_tables`).

    Raises ValueError for an unknown movement or missing winners."""
    if movement == "ew-move":
        return [(tables[t][0], tables[t - 1][1]) for t in range(len(tables))]
    if movement == "winners-move":
        if winners is None:
            raise ValueError("the winners-move movement needs the winners of each table")
        return next_tables(tables, winners)
    raise ValueError(f"unknown movement {movement!r}; choose one of {PROGRESSIVE_MOVEMENTS}")


def head_table_progression(tables: Sequence[tuple[Sequence, Sequence]],
                           winners: Sequence[int]) -> list[tuple[tuple, tuple]]:
    """Progressive euchre's movement (Foster 1914, 001 part 3 §B7): the seating of the next
    round. ``tables[t]`` is ``(pair_ns, pair_ew)``, table 0 the head and the last the booby
    table; a pair is ``(lady, gentleman)``; ``winners[t]`` is 0 (N-S won) or 1 (E-W).

    The head table's winners stay together and the pair coming up from table 1 joins them
    unchanged; the head table's losers go down to the booby table; at every other table the
    winners move up one table, the losers stay, and the pairs there change partners: the
    lady who stays partners the gentleman who arrives (and the arriving lady the gentleman
    who stays). The staying pair sits N-S. With one table nobody moves.

    Raises ValueError for a winner other than 0 or 1 or mismatched lengths."""
    if len(tables) != len(winners):
        raise ValueError("one winner per table is needed")
    if any(w not in (0, 1) for w in winners):
        raise ValueError("a winner is 0 (N-S) or 1 (E-W)")
    won = [tuple(tables[t][w]) for t, w in enumerate(winners)]
    lost = [tuple(tables[t][1 - w]) for t, w in enumerate(winners)]
    k = len(tables)
    if k == 1:
        return [(won[0], lost[0])]
    out: list[tuple[tuple, tuple]] = [(won[0], won[1])]
    for t in range(1, k):
        stay = lost[t]
        arrive = won[t + 1] if t + 1 < k else lost[0]
        out.append(((stay[0], arrive[1]), (arrive[0], stay[1])))
    return out


def winners_up(tables: Sequence[tuple[tuple, tuple]], winners: Sequence[int],
               split: bool = True) -> list[tuple[tuple, tuple]]:
    """Progressive euchre and cinch (001 part 3 §B7, §C6): the seating of the next round.
    ``tables[t]`` is ``(pair_a, pair_b)`` at table ``t`` (0 = the head table), each pair a tuple
    of two names; ``winners[t]`` is 0 or 1, the pair that won there. Winners at tables 1.. move
    up one table; the head table's winners stay and its losers go to the last (the foot, the
    booby table); other losers stay. With ``split`` the partners part at the new table: the
    staying pair's first player partners the arriving pair's first, the seconds together.
    Returns the new ``[(pair_a, pair_b), ...]``, the staying players' pair first.

    Raises ValueError for a winner other than 0 or 1, mismatched lengths or a pair that is
    not two players."""
    if len(tables) != len(winners):
        raise ValueError("one winner per table is needed")
    k = len(tables)
    stay: list[tuple] = []
    arrive: list[tuple | None] = [None] * k
    for t, (pair, w) in enumerate(zip(tables, winners)):
        if w not in (0, 1):
            raise ValueError(f"winner must be 0 or 1, not {w!r}")
        if any(len(p) != 2 for p in pair):
            raise ValueError("each side at a table is a pair of two players")
        won, lost = pair[w], pair[1 - w]
        if t == 0:
            stay.append(tuple(won))
            arrive[k - 1] = tuple(lost)
        else:
            stay.append(tuple(lost))
            arrive[t - 1] = tuple(won)
    out: list[tuple[tuple, tuple]] = []
    for t in range(k):
        a, b = stay[t], arrive[t]
        assert b is not None              # every table receives one pair (from below or the head)
        if split:
            out.append(((a[0], b[0]), (a[1], b[1])))
        else:
            out.append((a, b))
    return out
