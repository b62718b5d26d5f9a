"""Duplicate whist: the movements and the match scoring (Foster 1914, 001 part 1 §8 and
001 part 2 §1). The same deals, kept in trays, are replayed by other players and the
tricks compared.

Movements (deterministic schedules):

* :func:`howell_teams` — teams of four, an odd number of teams: the E-W pairs sit, the N-S
  pairs move one table east each set, and the trays move ``(n - 1) / 2`` tables west (the
  centre table's trays go to the extreme west), so that every two teams play the same
  boards with the directions exchanged (O3).
* :func:`mitchell` — pairs, an odd number of tables: N-S sit, E-W move one table east,
  trays one table west; each E-W pair meets each N-S pair once and plays every tray once.
* :func:`gilman_odd` — teams, an odd number: each team first plays its own trays, then the
  E-W pairs move two tables and the trays one table the same way, round the room twice.
* :func:`four_pairs` — four pairs at two tables, three sets exhausting the pairings.

Scoring: duplicate counts *total* tricks (not tricks over book); :func:`compass_scores` gives
each pair's plus or minus against its direction's average (O6); :func:`match_points` ranks
teams by matches won (a tie is half a match), ties broken by tricks (O4).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, Mapping

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
    ("X", "revoke", "A revoke transfers two tricks, each further revoke of the side one more; never taking tricks won before the first revoke, and bounded by the average score of the deal.", "two tricks, then one"),
    ("XI", "miscellaneous", "Attention to the trick, reminders of penalties, final decisions, disobeyed calls punished as revokes, leading winners out of turn."),
])

__all__ = ["DUPLICATE_LAWS", "duplicate_revoke_transfer", "Seating", "howell_teams", "gilman_odd", "mitchell", "four_pairs", "compass_scores", "match_points",
           "team_trick_balance"]


@dataclass(frozen=True)
class Seating:
    """One table in one round: who sits N-S and E-W and which boards (1-based) they play."""

    round: int
    table: int
    ns: int | str
    ew: int | str
    boards: tuple[int, ...]


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

    Raises ValueError for an even or too small ``n`` (the even-team Gilman arrangement of two
    rows of tables is not generated)."""
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
             names_ew: Iterable | None = None) -> list[list[Seating]]:
    """The Mitchell movement for an odd number of tables: N-S pairs sit, E-W pairs move one
    table east (up) and the trays one table west (down) after each round.

    Raises ValueError for an even number of tables (the book's even-table methods, a
    relay table or a skip, are not generated)."""
    if tables < 1 or tables % 2 == 0:
        raise ValueError("this Mitchell movement needs an odd number of tables")
    ns = _names(tables, names_ns)
    ew = _names(tables, names_ew)
    rounds = []
    for r in range(tables):
        rows = []
        for t in range(tables):
            block = (t + r) % tables
            boards = tuple(range(block * boards_per_round + 1, (block + 1) * boards_per_round + 1))
            rows.append(Seating(r + 1, t + 1, ns[t], ew[(t - r) % tables], boards))
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
