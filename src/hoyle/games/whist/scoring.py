"""Whist scoring: tricks, honours, the revoke penalty, game values and the rubber.

Sources: Foster 1914 (001 part 1 §5.5-5.7); seed 003 American laws 30-31 and English laws
2-10, 72, 81-82. Functions are pure (numbers in, numbers out) so the book's tables are
tested directly; :class:`~hoyle.games.whist.state.WhistState` calls :func:`score_deal`.

Sides are 0 (seats 0 and 2, north-south: A-B in the book) and 1 (seats 1 and 3, east-west:
Y-Z). Every function documents its units: points on the whist marker.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["mort_game_value", "progressive_rubber_value", "SUIT_VALUES", "honour_points", "english_game_value", "rubber_value", "DealScore", "score_deal",
           "REVOKE_PENALTIES", "revoke_penalty_summary"]

#: What one revoke costs under each code (O-003-24, the cross-code contrast).
REVOKE_PENALTIES = {
    "american": {"tricks": 2, "choices": ("tricks",), "cap": "game - 1", "law": "AW 30-31"},
    "english": {"tricks": 3, "points": 3, "choices": ("tricks", "deduct", "add"), "cap": "game - 1",
                "law": "EW 72, 82"},
    "cayenne": {"tricks": 3, "points": 3, "choices": ("tricks", "deduct", "add"), "cap": "game - 1",
                "law": "AW 30-31 (Cayenne notes)"},
    "solo": {"tricks": 3, "choices": ("tricks",), "law": "AW 30 (Solo notes)"},
}


def revoke_penalty_summary(code: str) -> dict:
    """The revoke penalty of ``code`` ("american", "english", "cayenne", "solo").

    Raises KeyError for an unknown code."""
    return REVOKE_PENALTIES[code]


def honour_points(held: int) -> int:
    """Points for a side holding ``held`` of A K Q J of trumps (EW law 3): 4 -> 4, 3 -> 2, else 0."""
    return 4 if held == 4 else 2 if held == 3 else 0


def english_game_value(loser_score: int) -> int:
    """Treble, double or single (EW law 8): losers at 0 -> 3, at 1-2 -> 2, at 3-4 -> 1."""
    if loser_score <= 0:
        return 3
    return 2 if loser_score <= 2 else 1


def rubber_value(winner_games: list[int], loser_games: list[int], rubber_points: int = 2) -> int:
    """Value of a rubber to its winners (EW laws 9-10): their games' values plus the rubber
    points, less the value of the losers' game (if three were played)."""
    return sum(winner_games) + rubber_points - sum(loser_games)


@dataclass
class DealScore:
    """The score of one whist deal.

    Attributes:
        before, after: each side's game score before and after the deal (points).
        points: what each side's score moved by in this deal (after - before, or the
            points that made game); ``outcome`` of the state is built from it.
        tricks: tricks taken per side as played; ``counted``: after revoke transfers.
        honours: honours held per side (A K Q J of trumps) and ``honour_points``.
        game_winner: the side that reached game in this deal, or None.
        game_value: the game's value to its winners (treble 3/double 2/single 1, or
            the American "game minus the loser's score").
        steps: the scoring in order, in words (revoke, tricks, honours).
    """

    before: list[int]
    after: list[int]
    points: list[int]
    tricks: list[int]
    counted: list[int]
    honours: list[int]
    honour_points: list[int]
    game_winner: int | None
    game_value: int
    steps: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return dict(self.__dict__)


def score_deal(tricks: list[int], before: list[int] | None = None, *, code: str = "english",
               game_points: int = 5, honours_held: list[int] | None = None,
               honours_count: bool = True, revokes: list[tuple[int, str]] = (),
               game_value: str = "english", count_beyond_game: bool = False,
               multiplier: int = 1, trick_count: str = "over-book", revoke_floor: int = 0) -> DealScore:
    """Score one deal of whist.

    Args:
        tricks: tricks taken by side 0 and side 1 (summing to 13).
        before: the sides' game scores before the deal (default love all).
        code: "english" (EW laws 2-10, 72, 82) or "american" (AW laws 30-31).
        game_points: 5 (English short whist), 7 (American) or 10 (long whist).
        honours_held: A K Q J of trumps held per side, e.g. ``[3, 1]``.
        honours_count: whether honours score at all (English yes, American no).
        revokes: one ``(revoking side, penalty)`` per revoke claimed; ``penalty`` is the
            claimants' choice under English laws, "tricks", "deduct" or "add" (EW law 72 I;
            it cannot be divided, IV); American laws always transfer two tricks (AW 30).
        game_value: "english" (treble/double/single, EW 8) or "difference" (the game
            less the loser's score, the American Whist League way, 001 part 1 §5.7).
        count_beyond_game: score every trick even past game (the "play the hand out"
            way, 001 part 1 §5.7); otherwise a side stops at game.
        multiplier: tricks and honours count this many times (favourite whist: 2 when the
            favourite suit is trumps, 001 part 1 §7); the revoke penalty is not multiplied.
        trick_count: "over-book" (each trick over six scores) or "all-tricks": the side
            winning the hand (more tricks than the other) scores every trick it took (one
            reading of whist with progressive suit values, 001 part 1 §7; the catalog flags
            the two readings).
        revoke_floor: tricks a revoking side keeps at least when tricks are taken from it
            (Mort: 1, "at least one must remain", so that no slam is made by penalties,
            001 part 2 §7).

    Order (EW law 5): the revoke penalty first, then tricks, then honours; a side reaching
    game wins it there and then, and what the other side would score afterwards is lost.
    A revoking side cannot win the game by that hand (AW 30-31, EW 81-82).

    Raises ValueError for bad arguments (tricks not two numbers, unknown penalty).
    """
    if len(tricks) != 2 or min(tricks) < 0:
        raise ValueError(f"tricks must be two non-negative counts, not {tricks!r}")
    before = list(before or [0, 0])
    score = before[:]
    counted = list(tricks)
    honours_held = list(honours_held or [0, 0])
    steps: list[str] = []
    revoking = {side for side, _ in revokes}
    cap = [game_points - 1 if s in revoking else None for s in (0, 1)]
    winner: int | None = None
    loser_at_win = 0

    def add(side: int, pts: int, why: str) -> None:
        nonlocal winner, loser_at_win
        if pts == 0 or (winner is not None and not (count_beyond_game and side == winner)):
            return                   # played out (count_beyond_game): the winners keep scoring
        new = score[side] + pts
        if cap[side] is not None and new > cap[side]:
            new = max(score[side], cap[side])
            why += f" (revokers stop at {cap[side]})"
        new = max(new, 0)
        steps.append(f"side {side} {'+' if new >= score[side] else ''}{new - score[side]}: {why}")
        score[side] = new
        if new >= game_points:
            winner = side
            loser_at_win = score[1 - side]
            if not count_beyond_game:
                score[side] = game_points if new > game_points else new

    for side, penalty in revokes:
        other = 1 - side
        if code == "american":
            moved = min(2, max(0, counted[side] - revoke_floor))
            counted[side] -= moved
            counted[other] += moved
            steps.append(f"revoke by side {side}: {moved} tricks transferred (AW 30)")
        elif penalty == "tricks":
            moved = min(3, max(0, counted[side] - revoke_floor))
            counted[side] -= moved
            counted[other] += moved
            steps.append(f"revoke by side {side}: {moved} tricks taken (EW 72)")
        elif penalty == "deduct":
            steps.append(f"revoke by side {side}: 3 points deducted (EW 72)")
            score[side] = max(0, score[side] - 3)
        elif penalty == "add":
            add(other, 3, "revoke penalty added (EW 72)")
        else:
            raise ValueError(f"unknown revoke penalty {penalty!r} (tricks, deduct or add)")
    if trick_count not in ("over-book", "all-tricks"):
        raise ValueError(f"unknown trick count {trick_count!r} (over-book or all-tricks)")
    for side in (0, 1):
        if trick_count == "all-tricks":
            odd = counted[side] if counted[side] > counted[1 - side] else 0
            what = f"{odd} tricks"
        else:
            odd = counted[side] - 6
            what = f"{odd} by cards"
        if odd > 0:
            add(side, odd * multiplier, what + (f" x{multiplier}" if multiplier > 1 else ""))
    hp = [0, 0]
    if honours_count:
        for side in (0, 1):
            hp[side] = honour_points(honours_held[side]) * multiplier
            if hp[side]:
                if before[side] == game_points - 1 and code == "english":
                    steps.append(f"side {side} honours not scored: at {before[side]} (EW law 4)")
                elif winner is None:
                    add(side, hp[side], f"{honours_held[side]} honours")
                else:
                    steps.append(f"side {side} honours lost: game already won (EW law 5)")
    value = 0
    if winner is not None:
        if game_value == "english":
            value = english_game_value(loser_at_win)
        else:
            value = max(score[winner], game_points) - loser_at_win
    points = [score[0] - before[0], score[1] - before[1]]
    return DealScore(before, score, points, list(tricks), counted, honours_held, hp, winner,
                     value, steps)


def mort_game_value(winners: int, losers: int, losers_slams: int = 0, revoke_points: int = 0,
                    winners_slams: int = 0) -> int:
    """What the winners of a game of Mort gain (001 part 2 §7, O15-O18): their points on the
    counters, plus 3 (the losers at 0), 2 (at 1 or 2) or 1 (at 3 or 4), plus 4 for the game,
    plus any revoke points, less everything the losers scored (game points and slams). The
    Vivant receives or pays it twice, once to each adversary. ``winners_slams``: slam points
    the winners made during the game, entered on the sheet with the game (O73: the most a game
    can be worth is 17 + a slam of 20 = 37)."""
    bonus = 3 if losers == 0 else 2 if losers <= 2 else 1
    return winners + bonus + 4 + revoke_points + winners_slams - losers - losers_slams


#: Whist with progressive suit values (001 part 1 §7): a trick is worth 1 when spades are
#: trumps, 2 clubs, 3 diamonds, 4 hearts. Indexed by suit (clubs, diamonds, hearts, spades).
SUIT_VALUES = (2, 3, 4, 1)


def progressive_rubber_value(games: list[tuple[int, int]], winner: int, bonus: int = 10) -> int:
    """The value of a rubber of whist with progressive suit values (001 part 1 §7): the
    rubber's winners add ``bonus`` (10) to every point they scored in its games, and the value
    is that total less every point the losers scored. ``games`` holds each game's final score
    ``(side 0, side 1)``; ``winner`` is the side that won the rubber.

    The book's example (A-B): 10 to 6, 4 to 16, 14 to 8, rubber 10: 38 to 30, a rubber of 8.
    Raises ValueError for a winner other than 0 or 1."""
    if winner not in (0, 1):
        raise ValueError(f"the rubber's winner is side 0 or 1, not {winner!r}")
    won = sum(g[winner] for g in games) + bonus
    lost = sum(g[1 - winner] for g in games)
    return won - lost
