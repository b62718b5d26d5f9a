"""Duplicate whist: the movements and the match scoring (Foster 1914, 001 part 1 §8 and
001 part 2 §1). The same deals, kept in trays, are replayed by other players and the
tricks compared.

Movements (deterministic schedules):

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
  each other pair once and plays every board once (§1.7; our construction, see below).
* :func:`memory` — duplicate by memory: a schedule played twice, the second time with the
  trays turned so the N-S hands go to E-W (§1.7, §2.1-2.2).
* :func:`compass` — compass whist: N-S sit, E-W move one table down (2 -> 1), the trays one
  table up (§1.8); an even number of tables skips once (the book's second method, §1.9).
* :func:`four_individuals`, :func:`safford_eight`, :func:`mitchell_mixed`,
  :func:`safford_couples` — duplicate for individuals (§1.9).
* :func:`team_of_pairs` — a team match at duplicate auction (001 part 1 §4.2 law G): two
  teams of any number of pairs, every board at every table.

Scoring: duplicate counts *total* tricks (not tricks over book); :func:`compass_scores` gives
each pair's plus or minus against its direction's average (O6); :func:`match_points` ranks
teams by matches won (a tie is half a match), ties broken by tricks (O4); :func:`shortfalls`
is Safford's tally for individuals (O8). Revokes (Rule X §4): :func:`duplicate_revoke_transfer`
(team matches: bounded by the average) and :func:`pair_revoke_scores` (pair matches: -R/+R,
bounded by the other tables' maximum and minimum); :func:`law_g_totals` adds an odd pair's
average (duplicate auction law G). A whole match is played and scored by
:mod:`hoyle.games.whist.duplicate_match`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import floor
from typing import Any, Iterable, Mapping, NamedTuple

from ...core.laws import LawBook

DUPLICATE_LAWS = LawBook.of("Laws of Duplicate Whist (American Whist League, 1900-1910)",
                            "Foster 1914, 001 part 2 §2", [
    ("I", "shuffling", "Shuffle before an adversary or the referee, without showing faces."),
    ("II", "cutting", "The right-hand adversary cuts, at least four cards in each packet."),
    ("III", "dealing", "One at a time from the dealer's left, the last card turned for trumps; a new deal for an exposed card, an imperfect pack, a wrong count, or cards left in the tray."),
    ("IV", "trump-card", "The trump is written on the slip; the dealer takes the card up before trick two is quitted; looking at or naming it lets the adversaries call a highest or lowest trump; wrong trumps at overplay are settled by the slip, the average score or a new deal."),
    ("V", "wrong-hands", "Irregular hands found at overplay: a new deal with fewer than three tables, else the hands are put right and that table takes the average."),
    ("VI", "playing", "Cards are played face up, then turned down pointing to the trick's winners, and kept in order."),
    ("VII", "exposed-cards", "Exposed or named cards are liable to be called by the owner's right-hand adversary; claiming the rest exposes partner's hand."),
    ("VIII", "lead-out-of-turn", "A lead out of turn lets the adversary on the right of the player called upon call a suit from the offender or his partner; cards played to a false lead are taken back."),
    ("IX", "play-out-of-turn", "Fourth hand playing before second: second hand may be made to play highest or lowest, or to trump or not."),
    ("X", "revoke", "A revoke transfers two tricks, each further revoke of the side one more; never taking tricks won before the first revoke, and bounded by the average score of the deal. In pair matches the score stands as played, marked -R/+R; the penalty lifts the opponents no higher than the best result at the other tables and counts the revokers no lower than the worst until the averages are fixed, after which they suffer it in full.", "two tricks, then one"),
    ("XI", "miscellaneous", "Attention to the trick, reminders of penalties, final decisions, disobeyed calls punished as revokes, leading winners out of turn."),
])

__all__ = ["DUPLICATE_LAWS", "duplicate_revoke_transfer", "Seating", "howell_teams", "gilman_odd", "mitchell", "four_pairs", "compass_scores", "match_points",
           "team_trick_balance", "gilman_even", "howell_pairs", "six_pairs", "memory", "compass",
           "four_individuals", "safford_eight", "mitchell_mixed", "safford_couples", "shortfalls",
           "transpose_card", "club_v_club", "team_of_pairs", "PairRevoke", "pair_revoke_scores",
           "law_g_totals"]


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


def transpose_card(card: int, shift: int = 2) -> int:
    """The card with its suit moved ``shift`` places round clubs, diamonds, hearts, spades:
    Foster's two-pair system re-deals each hand from a spare pack with the suits changed
    before the replay (001 part 2 §1.9, L165-169; shift 2 makes hearts clubs, as the book's
    example, and clubs hearts, diamonds spades, spades diamonds)."""
    return (card & ~3) | (((card & 3) + shift) & 3)


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
