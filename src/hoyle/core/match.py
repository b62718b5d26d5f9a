"""A match: deals in sequence, with what carries over between them.

The base :class:`Match` rotates the dealer, keeps running totals per seat, and passes a
``context`` dict into each deal (``dealer`` and whatever :meth:`carry` adds). Games with
more to carry (jack-pots, bankrolls, rubbers, the bank) subclass it.

What the players have won over a session is :meth:`Match.settled`: by default the deals'
outcomes summed; a game settled by the rubber (English whist laws 8-10, bridge) settles only
the finished rubbers (:class:`RubberMatch`), and front ends print that, not the sum of deals.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .chance import Shuffler, make_shuffler
from .errors import DealNotOver

if TYPE_CHECKING:
    from .registry import GameInfo
    from .rules import Rules
    from .state import GameState

__all__ = ["Match", "RubberMatch", "Settlement", "SIDE_NAMES"]

#: The partnerships by side number (side 0 = seats 0 and 2), as the rubber lines name them.
SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}


@dataclass
class Settlement:
    """What a session has settled so far, per seat.

    Attributes:
        per_seat: each seat's net (a list of ints, one per seat), in ``unit``.
        by: what is settled: ``"deal"`` (every deal's outcome counts) or ``"rubber"`` (only
            finished rubbers count; EW laws 8-10, auction law 10).
        unit: what the numbers count ("points", "chips"), or None for the game's own unit.
        rubbers: the finished rubbers in order, each a dict with ``winner`` ("NS"/"EW" or a
            seat), ``games`` (e.g. ``"2-0"``), ``value`` (to the winners, in ``unit``) and
            ``seats`` (the per-seat amounts it settled).
        pending: the unfinished rubber in words (it is not settled), or None.
        kind: what one settlement is called by the match's own terms where ``by`` is
            ``"rubber"``: ``"rubber"`` (English whist, bridge) or ``"game"`` (a match settled
            game by game: Scotch whist, short bridge, American whist), so a front end can
            say "no game finished" before any has.
    """

    per_seat: list[int]
    by: str = "deal"
    unit: str | None = None
    rubbers: list[dict] = field(default_factory=list)
    pending: str | None = None
    kind: str = "rubber"


def rubber_line(rubber: dict, unit: str = "points") -> str:
    """One finished rubber in words: ``"rubber: East-West win 2-0, worth 6 points"``; a
    negative ``value`` (bridge: the losers' total the greater, auction law 10) says so."""
    def name(who: Any) -> str:
        return SIDE_NAMES.get(who, who) if isinstance(who, str) else f"seat {who}"

    who = rubber["winner"]
    what = rubber.get("kind", "rubber")
    games = f" {rubber['games']}" if rubber.get("games") else ""
    value = rubber["value"]
    one = not isinstance(who, str) or (who not in SIDE_NAMES and "-" not in who and " " not in who)
    win = "wins" if one else "win"          # a seat wins; a side, the others win
    if abs(value) == 1 and unit.endswith("s") and " " not in unit:
        unit = unit[:-1]                     # worth 1 point
    if value >= 0:
        return f"{what}: {name(who)} {win}{games}, worth {value} {unit}"
    other = {"NS": "EW", "EW": "NS", 0: 1, 1: 0}.get(who, "the losers")
    return (f"{what}: {name(who)} {win}{games}, but {name(other)} have the greater total and "
            f"win {-value} {unit}")


class Match:
    """Deals of one game among ``num_players`` seats.

    Attributes:
        totals: net result per seat over the finished deals (chips or points).
        deals: the records of the finished deals.
        context: what the next deal starts from (``dealer`` seat, and game-specific keys).
    """

    def __init__(self, game: "GameInfo", num_players: int, rules: "Rules",
                 seed: int | None = None, shuffler: Shuffler | None = None,
                 context: dict | None = None):
        self.game = game
        self.num_players = num_players
        self.rules = rules
        self.shuffler = shuffler or make_shuffler(seed)
        self.context: dict[str, Any] = {"dealer": num_players - 1, "deal_number": 1, **(context or {})}
        self.totals = [0] * num_players
        self.deals: list[dict] = []

    def next_deal(self) -> "GameState":
        """Start the next deal from the carried context."""
        self.shuffler.log = []
        self.shuffler.draws_log = []
        return self.game.new_deal(self.num_players, self.rules, self.shuffler, dict(self.context))

    def finish(self, state: "GameState") -> dict:
        """Record a finished deal and carry its results into the next one; returns the record.

        Raises:
            DealNotOver: the deal is not over.
        """
        if not state.is_over:
            raise DealNotOver("the deal is not over")
        rec = state.record()
        self.deals.append(rec)
        for i, v in enumerate(state.outcome()):
            self.totals[i] += v
        self.context = self.carry(state)
        return rec

    def carry(self, state: "GameState") -> dict[str, Any]:
        """The context of the next deal; default: the deal passes to the left."""
        ctx = dict(self.context)
        ctx["dealer"] = (ctx.get("dealer", -1) + 1) % self.num_players
        ctx["deal_number"] = ctx.get("deal_number", 1) + 1
        return ctx

    @property
    def is_over(self) -> bool:
        """Matches without a natural end (a session of poker) never end by themselves."""
        return False

    def settled(self) -> Settlement:
        """What the session has settled per seat (:class:`Settlement`); by default the deals'
        outcomes summed (``totals``)."""
        return Settlement(list(self.totals))

    def announcements(self) -> list[str]:
        """What the last finished deal settled beyond itself, in words (a rubber's end); by
        default nothing."""
        return []


class RubberMatch(Match):
    """A session played in rubbers: a deal's outcome only moves the rubber on; what the
    players win is each finished rubber's value (EW laws 8-10: games and 2 rubber points, less
    the losers' game; bridge: the difference of the rubber's totals, auction law 10).

    A subclass's :meth:`carry` calls :meth:`end_rubber` with the context of the next deal when
    a deal ends a rubber; the finished rubbers are carried in ``context["rubbers"]`` (so a
    table rebuilt from its stored context keeps them), and ``rubber`` holds the first one (the
    match ``is_over`` from then on; a session goes on with a fresh rubber). ``unit`` names what
    the values count."""

    unit = "points"
    #: what one settlement is called (``Settlement.kind``): "rubber", or "game" for a match
    #: settled game by game
    settles = "rubber"
    #: context keys a new rubber starts without (reset to what ``fresh_rubber`` gives)
    fresh_rubber: dict[str, Any] = {}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.rubber: dict | None = None
        self._announced: list[str] = []
        self.context.setdefault("rubbers", [])

    def finish(self, state: "GameState") -> dict:
        self._announced = []
        return super().finish(state)

    def end_rubber(self, ctx: dict[str, Any], winner: Any, value: int, seats: list[int],
                   games: str | None = None, **extra: Any) -> dict:
        """Settle a finished rubber into ``ctx`` (the next deal's context): record it, start
        the next rubber afresh (``fresh_rubber``) and announce it. ``winner``: "NS"/"EW" or a
        seat; ``value``: to the winners; ``seats``: the amount per seat (summing to 0 where
        the game balances). Returns the rubber's dict."""
        done = {"winner": winner, "value": value, "games": games, "seats": list(seats), **extra}
        ctx["rubbers"] = [*ctx.get("rubbers", []), done]
        for k, v in self.fresh_rubber.items():
            if v is None:
                ctx.pop(k, None)
            else:
                ctx[k] = copy.deepcopy(v)
        if self.rubber is None:
            self.rubber = dict(done)
        self._announced.append(rubber_line(done, self.unit))
        return done

    def rubber_in_progress(self) -> str | None:
        """The unfinished rubber in words, or None when none has begun."""
        return None

    def settled(self) -> Settlement:
        rubbers = list(self.context.get("rubbers", []))
        per = [0] * self.num_players
        for r in rubbers:
            for i, v in enumerate(r["seats"]):
                per[i] += v
        return Settlement(per, "rubber", self.unit, rubbers, self.rubber_in_progress(),
                          kind=self.settles)

    def announcements(self) -> list[str]:
        return list(self._announced)

    @property
    def is_over(self) -> bool:
        """Over once a rubber is finished (a session may go on with the next)."""
        return bool(self.context.get("rubbers"))
