"""What carries between bridge deals (Foster 1914, 001 part 1 §2, §4.6-§4.9, §4.12): the
rubber, and for the party varieties who sits where, the players' scores and their settlement.

* :class:`BridgeMatch` - a rubber of two games (auction, straight bridge).
* :class:`SeatedMatch` - players by name over changing seats: ``seating`` (player per seat of
  the next deal), ``scores`` (points each player scored, as the book's party score cards
  keep them) and ``net`` (the sum of his deal outcomes).
* :class:`PivotBridgeMatch` (§4.6), :class:`KingsBridgeMatch` (§4.12),
  :class:`ProgressiveBridgeMatch` (§4.7), :class:`DuplicateBridgeMatch` (§4.8).
* :class:`DuplicateAuctionMatch` - duplicate auction (§4.2): the duplicate match of
  :mod:`hoyle.mechanics.duplicate`, team against team at two tables by default.
"""

from __future__ import annotations

from typing import Sequence

from ...core.match import Match, RubberMatch
from ...core.errors import DealNotOver, SetupError
from ...mechanics.duplicate import DuplicateMatch
from ...mechanics.movements import standings as _standings
from .rotations import kings_bridge_schedule, pivot_seatings, progressive_tables
from .variants import bridge_to_the_score, skat_settlement

__all__ = ["BridgeMatch", "ShortBridgeMatch", "SeatedMatch", "PivotBridgeMatch", "KingsBridgeMatch",
           "ProgressiveBridgeMatch", "DuplicateBridgeMatch", "DuplicateAuctionMatch"]


def _rubber_context(ctx: dict, state) -> dict | None:
    """Carry the score below the line and the games into ``ctx``; return the rubber's winner
    and totals-to-be when this deal ends it (as ``{"winner": "NS"|"EW"}``), else None. An
    annulled deal (a new deal claimed) changes nothing."""
    if getattr(state, "annulled", False):
        ctx["below"], ctx["games"] = list(state.below_before), list(state.games_before)
        return None
    r = state.result()
    if r["game_won_by"] is not None:
        ctx["below"] = [0, 0]
    else:
        ctx["below"] = [state.below_before[s] + r["below"][s] for s in (0, 1)]
    ctx["games"] = r["games"]
    if r["rubber_won_by"] is not None:
        return {"winner": ("NS", "EW")[r["rubber_won_by"]]}
    return None


class BridgeMatch(RubberMatch):
    """Rubbers: deals until one side wins two games of 30 trick points (auction law 1); the
    session is settled by the finished rubbers, each worth the difference of the two sides'
    totals, the rubber bonus included (auction law 10: should the losers' total be the
    greater, they win the excess). ``rubber`` is the first finished rubber (``winner``,
    ``value``, ``totals``); a session goes on with a fresh rubber. ``context["rubber_net"]``
    keeps the rubber in progress per seat (the deals' outcomes summed)."""

    fresh_rubber = {"below": [0, 0], "games": [0, 0], "rubber_net": None}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.context.setdefault("below", [0, 0])
        self.context.setdefault("games", [0, 0])

    def _winner_name(self, side: int):
        """How a side is named: ``"NS"``/``"EW"``, or the player's seat when two play."""
        return side if self.num_players == 2 else ("NS", "EW")[side]

    def carry(self, state) -> dict:
        ctx = super().carry(state)
        net = [a + b for a, b in zip(ctx.get("rubber_net") or [0] * self.num_players, state.outcome())]
        ctx["rubber_net"] = net
        done = _rubber_context(ctx, state)
        if done is not None:
            side = 0 if done["winner"] == "NS" else 1
            games = ctx["games"]
            first = self.rubber is None
            rubber = self.end_rubber(ctx, self._winner_name(side), net[side], net,
                                     f"{games[side]}-{games[1 - side]}")
            if first:
                self.rubber = {**rubber, "winner": done["winner"], "totals": list(self.totals)}
        return ctx

    def rubber_in_progress(self) -> str | None:
        net, games = self.context.get("rubber_net"), self.context.get("games", [0, 0])
        if not net:
            return None
        names = (("seat 0", "seat 1") if self.num_players == 2 else ("North-South", "East-West"))
        return (f"rubber in progress, not settled: games {games[0]}-{games[1]}, "
                f"{names[0]} {net[0]:+d} on the score")


class ShortBridgeMatch(RubberMatch):
    """Short bridge (001 part 1 §4.14): no rubbers, stakes per game, not per point. Deals are
    played until a side reaches 30 below the line; the game then goes to the side with more points
    for tricks and honours together (each side's score below and above the line since the game
    began), and is settled at one stake: +1 to each winner, -1 to each loser. Equal totals: the
    side that reached 30 wins (our reading; the book is silent).

    Context carried: ``below`` (trick points toward 30, as the deal reads it), ``short_points``
    (each side's points below and above in the game in progress) and ``rubbers`` (the finished
    games, ``kind`` "game", with their ``points``)."""

    unit = "stakes"
    settles = "game"
    fresh_rubber = {"below": [0, 0], "games": [0, 0], "short_points": [0, 0]}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.context.setdefault("below", [0, 0])
        self.context.setdefault("games", [0, 0])
        self.context.setdefault("short_points", [0, 0])

    def carry(self, state) -> dict:
        ctx = super().carry(state)
        if getattr(state, "annulled", False):
            return ctx
        r = state.result()
        pts = [p + r["below"][s] + r["above"][s] for s, p in enumerate(ctx.get("short_points", [0, 0]))]
        ctx["short_points"] = pts
        ctx["games"] = [0, 0]                       # no rubbers: every game stands alone
        if r["game_won_by"] is None:
            ctx["below"] = [state.below_before[s] + r["below"][s] for s in (0, 1)]
            return ctx
        side = r["game_won_by"] if pts[0] == pts[1] else (0 if pts[0] > pts[1] else 1)
        seats = [1 if seat & 1 == side else -1 for seat in range(self.num_players)]
        self.end_rubber(ctx, ("NS", "EW")[side], 1, seats, kind="game", points=pts)
        return ctx

    def rubber_in_progress(self) -> str | None:
        pts, below = self.context.get("short_points", [0, 0]), self.context.get("below", [0, 0])
        if not any(pts):
            return None
        return (f"game in progress, not settled: North-South {pts[0]} ({below[0]} below), "
                f"East-West {pts[1]} ({below[1]} below)")


class SeatedMatch(Match):
    """Deals among named players whose seats change between deals.

    ``players`` (keyword): the names, by default ``"P1"``, ``"P2"``, ...; the first
    ``num_players`` sit at seats 0, 1, ... for the first deal. Each finished deal's record gets
    ``"seating"`` (the player at each seat); ``scores[name]`` adds :meth:`deal_points` and
    ``net[name]`` the deal's outcome at his seat.
    """

    def __init__(self, game, num_players, rules, seed=None, shuffler=None, context=None,
                 players: Sequence[str] | None = None):
        super().__init__(game, num_players, rules, seed=seed, shuffler=shuffler, context=context)
        self.players = list(players) if players is not None else self.default_players(num_players)
        if len(set(self.players)) != len(self.players) or len(self.players) < num_players:
            raise SetupError(f"{game.title} needs {num_players} or more different player names")
        self.seating: list[str] = self.players[:num_players]
        self.scores = dict.fromkeys(self.players, 0)
        self.net = dict.fromkeys(self.players, 0)

    def _pivot_order(self) -> list[str]:
        """The four, clockwise from the first dealer (West, seat 3): the pivot movement's order."""
        return [self.seating[3], *self.seating[:3]]

    def _sit(self, clockwise: Sequence[str]) -> None:
        """Seat ``(pivot, her left, opposite, her right)`` at W, N, E, S."""
        fixed, left, opposite, right = clockwise
        self.seating = [left, opposite, right, fixed]

    def default_players(self, num_players: int) -> list[str]:
        return [f"P{i + 1}" for i in range(num_players)]

    def deal_points(self, state) -> list[int]:
        """Points each seat scores this deal: his side's trick and honour score."""
        r = state.result()
        return [r["below"][s & 1] + r["above"][s & 1] for s in range(self.num_players)]

    def finish(self, state) -> dict:
        seating = list(self.seating)
        pts = [0] * len(seating) if getattr(state, "annulled", False) else self.deal_points(state)
        rec = super().finish(state)
        rec["seating"] = seating
        for seat, who in enumerate(seating):
            self.scores[who] += pts[seat]
            self.net[who] += state.outcome()[seat]
        return rec

    def standings(self) -> list[tuple[int, str, int]]:
        """``(place, player, score)``, highest first; equal scores share a place."""
        return _standings({p: [v] for p, v in self.scores.items()})


class PivotBridgeMatch(SeatedMatch):
    """Pivot bridge (§4.6): three rubbers (``rubbers``) among the same four; the first dealer
    keeps her seat and the others move round her after each rubber
    (:func:`~hoyle.games.bridge.rotations.pivot_seatings`), so each partners each other once.
    Each player keeps what his side scores (the book: no netting per rubber, as the comparison
    is the same); ``rubber_winners`` lists each rubber's winning pair."""

    def __init__(self, *args, rubbers: int = 3, **kwargs):
        super().__init__(*args, **kwargs)
        self.context.setdefault("below", [0, 0])
        self.context.setdefault("games", [0, 0])
        self._schedule = pivot_seatings(self._pivot_order(), rubbers)
        self.rubbers = rubbers
        self.rubber_winners: list[tuple[str, str]] = []
        self._sit(self._schedule[0])

    def carry(self, state) -> dict:
        ctx = super().carry(state)
        done = _rubber_context(ctx, state)
        if done is not None:
            side = 0 if done["winner"] == "NS" else 1
            self.rubber_winners.append((self.seating[side], self.seating[side + 2]))
            ctx["below"], ctx["games"] = [0, 0], [0, 0]
            if len(self.rubber_winners) < self.rubbers:
                self._sit(self._schedule[len(self.rubber_winners)])
        return ctx

    @property
    def is_over(self) -> bool:
        return len(self.rubber_winners) >= self.rubbers


class KingsBridgeMatch(SeatedMatch):
    """King's bridge (§4.12): twelve deals (``deals``), partners changing every four by the
    pivot movement (:func:`~hoyle.games.bridge.rotations.kings_bridge_schedule`); each player's
    plus scores are totalled and balanced as at skat (:meth:`settlement`)."""

    def __init__(self, *args, deals: int = 12, **kwargs):
        super().__init__(*args, **kwargs)
        self._schedule = kings_bridge_schedule(self._pivot_order(), 4, deals)
        self.total_deals = deals
        self._sit(self._schedule[0])

    def deal_points(self, state) -> list[int]:
        return state.plus_scores()

    def carry(self, state) -> dict:
        ctx = super().carry(state)
        if len(self.deals) < self.total_deals:
            self._sit(self._schedule[len(self.deals)])
        return ctx

    def settlement(self) -> dict[str, int]:
        """Each player's balance "as at skat": the difference of plus scores to each other."""
        return dict(zip(self.players, skat_settlement([self.scores[p] for p in self.players])))

    @property
    def is_over(self) -> bool:
        return len(self.deals) >= self.total_deals


class DuplicateAuctionMatch(DuplicateMatch):
    """A duplicate auction match (001 part 1 §4.2): auction deals scored in points, 125 for 30
    trick points in a deal, the same movements as duplicate whist; team against team at two
    tables by default (movement ``club``, one four a side, eight boards); any movement of
    :data:`~hoyle.mechanics.duplicate.MOVEMENTS` may be given instead."""

    default_movement = ("club", 1, 8)


class DuplicateBridgeMatch(SeatedMatch):
    """Duplicate bridge, "bridge to the score" (§4.8), at one table: rounds of four deals
    (``deals_per_round``), each deal scored alone; after a round the side with the greater
    total of trick points adds 50 and the opponents change (here by the pivot movement, the
    only change four players can make; ``rounds`` = 3 meets every pairing once).
    ``bonuses`` lists each round's ``[N-S, E-W]`` bonus. Its deals replayed at several tables
    make a duplicate match of their own (``duplicate_kind``; ``hoyle duplicate --game
    duplicate-bridge``)."""

    duplicate_kind = "bridge to the score"

    def __init__(self, *args, deals_per_round: int = 4, rounds: int = 3, **kwargs):
        super().__init__(*args, **kwargs)
        self._schedule = pivot_seatings(self._pivot_order(), rounds)
        self.deals_per_round, self.rounds = deals_per_round, rounds
        self.bonuses: list[list[int]] = []
        self._round_tricks = [0, 0]
        self._sit(self._schedule[0])

    def carry(self, state) -> dict:
        ctx = super().carry(state)
        if not getattr(state, "annulled", False):
            r = state.result()
            self._round_tricks = [self._round_tricks[s] + r["below"][s] for s in (0, 1)]
        if len(self.deals) % self.deals_per_round == 0:
            bonus = bridge_to_the_score(self._round_tricks)
            self.bonuses.append(bonus)
            for seat, who in enumerate(self.seating):
                self.scores[who] += bonus[seat & 1]
            self._round_tricks = [0, 0]
            k = len(self.bonuses)
            if k < self.rounds:
                self._sit(self._schedule[k])
        return ctx

    @property
    def is_over(self) -> bool:
        return len(self.bonuses) >= self.rounds


class ProgressiveBridgeMatch(Match):
    """Progressive ("drive") bridge (§4.7): ``tables`` tables of four play rounds of
    ``deals_per_round`` deals (four), each deal scored alone; then the movement
    (``"ew-move"``, the book's first way: N-S stay and E-W move one table; or
    ``"winners-move"``, the side with more points this round moving on, a tie counting as an
    E-W win, our reading). :meth:`next_deal` gives the deals table by table, deal by deal.

    ``pairs``: the pairs by name, ``tables[t] = (pair_ns, pair_ew)``; each pair's ``scores`` is
    the points its side scored (trick and honour score), and :meth:`standings` ranks them.
    The match ends after ``rounds`` rounds (by default one per table, so that with the E-W
    movement every E-W pair meets every N-S pair once)."""

    def __init__(self, game, num_players, rules, seed=None, shuffler=None, context=None,
                 tables: int = 2, deals_per_round: int = 4, rounds: int | None = None,
                 movement: str = "ew-move"):
        super().__init__(game, num_players, rules, seed=seed, shuffler=shuffler, context=context)
        if tables < 1 or deals_per_round < 2 or deals_per_round % 2:
            raise SetupError("progressive bridge needs a table and an even number of deals a "
                             "round (the book: usually four)")
        if movement not in ("ew-move", "winners-move"):
            progressive_tables([], [], movement)          # raises the movement error
        self.tables: list[tuple[str, str]] = [(f"NS{t + 1}", f"EW{t + 1}") for t in range(tables)]
        self.scores: dict[str, int] = {p: 0 for t in self.tables for p in t}
        self.deals_per_round, self.movement = deals_per_round, movement
        self.rounds = rounds if rounds is not None else tables
        self.round = 0
        self._k = 0                                        # deals finished this round, all tables
        self._round_points = [[0, 0] for _ in range(tables)]
        self._dealer = [int(self.context.get("dealer", 3))] * tables

    @property
    def table(self) -> int:
        """The table whose deal comes next."""
        return self._k % len(self.tables)

    def next_deal(self):
        self.context["dealer"] = self._dealer[self.table]
        return super().next_deal()

    def finish(self, state) -> dict:
        if not state.is_over:
            raise DealNotOver("the deal is not over")
        t = self.table
        pairs = list(self.tables[t])
        if not state.annulled:
            pts = state.side_points()
            for side in (0, 1):
                self.scores[pairs[side]] += pts[side]
                self._round_points[t][side] += pts[side]
        rec = super().finish(state)
        rec["table"], rec["pairs"] = t, pairs
        return rec

    def carry(self, state) -> dict:
        ctx = super().carry(state)
        t = self.table
        self._dealer[t] = (self._dealer[t] + 1) % 4
        self._k += 1
        if self._k == self.deals_per_round * len(self.tables):
            winners = [0 if a > b else 1 for a, b in self._round_points]
            self.tables = progressive_tables(self.tables, winners, self.movement)
            self.round += 1
            self._k = 0
            self._round_points = [[0, 0] for _ in self.tables]
        return ctx

    def standings(self) -> list[tuple[int, str, int]]:
        """``(place, pair, points)``, highest first; equal scores share a place."""
        return _standings({p: [v] for p, v in self.scores.items()})

    @property
    def is_over(self) -> bool:
        return self.round >= self.rounds

