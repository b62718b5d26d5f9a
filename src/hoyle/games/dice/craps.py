"""Craps, the dice game between players (Foster 1914, seed 001 part 6 §5.3; catalog O-22).

Not the house's game: there is no bank and no layout (the house's dice games are chuck-luck,
passe-dix and under and over seven, :mod:`hoyle.games.banking.dice_games`; card craps is
:mod:`hoyle.games.banking.card_craps`). One deal is one decision of the caster (seat 0).

1. Before the throw each other player in turn stakes: ``fade N`` (N chips against the caster,
   which he covers), ``back N`` (N chips with the caster, against the faders: the book's "other
   players may back him against the rest" when he does not take all that is offered), or
   ``pass``. Backing stands only as far as fades are left to cover it, in seat order; the caster
   covers the rest of the fades himself (our reading: the book sets no limit on his cover).
2. The caster throws two dice. 7 or 11 (a *nick* or *natural*) wins at once; 2, 3 or 12
   (*craps*) loses at once; any other total is his *point*, and he throws until he makes it again
   (wins) or throws a seven (loses).
3. The side bet the book gives, on the point: once a point is set each other player in turn may
   bet ``odds N`` on the caster making it or ``lay N`` against, at the odds the book prints
   (ways to throw a seven against ways to throw the point: 6 to 5 on a six or eight, 6 to 4 on
   a five or nine, 6 to 3 on a four or ten). ``odds N`` stakes N times the point's ways against
   N times six; ``lay N`` the reverse. The caster is the other party. Option ``point_bets``.

The winner keeps the dice, the loser passes them on (the book): in a match the next deal's
caster is the context's ``caster`` (the next seat after a loss).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Action, GameInfo, option, register
from ...core.errors import SetupError
from .engine import DiceState
from ...core import Rules
from ...core.match import Match

__all__ = ["CrapsRules", "CrapsState", "CrapsMatch", "WAYS", "come_out", "FadeBot"]

#: ways to throw each total with two dice (§5.3, printed)
WAYS = {t: 6 - abs(t - 7) for t in range(2, 13)}


def come_out(total: int) -> str:
    """``"nick"``, ``"craps"`` or ``"point"`` for the caster's first total (§5.3)."""
    return "nick" if total in (7, 11) else "craps" if total in (2, 3, 12) else "point"


@dataclass(frozen=True)
class CrapsRules(Rules):
    stakes: tuple[int, ...] = option((1, 2, 5), "the stakes a player may fade or back (chips)",
                                     "our reading: the book names no sizes (§5.3)")
    point_bets: bool = option(True, "players may bet on or against the point at the printed odds",
                              "seed 001 part 6 §5.3: the odds against each point")


class CrapsState(DiceState):
    rules_cls = CrapsRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        c = self.context.get("caster", 0)
        if type(c) is not int or not 0 <= c < num_players:
            raise SetupError(f"context caster {c!r} is not a seat 0..{num_players - 1}")
        self.caster = c
        self.stakes: dict[int, tuple[str, int]] = {}      # seat -> (fade/back, N)
        self.side: dict[int, tuple[str, int]] = {}        # seat -> (odds/lay, N)
        self.point: int | None = None
        self.throws: tuple[int, ...] = ()
        self.result: str | None = None
        self.asked = 0                                    # players asked in this round of staking
        self.phase = "stake"
        self.seat = self._next_asked()

    def _others(self):
        n = self.num_players
        return [(self.caster + i) % n for i in range(1, n)]

    def _next_asked(self):
        others = self._others()
        if self.asked < len(others):
            return others[self.asked]
        self.asked = 0
        self.seat = self.caster
        self.dice_needed = 2
        return self.caster

    def _choices(self):
        if self.phase == "stake":
            return ([Action("fade", (k,)) for k in self.rules.stakes] + [Action("back", (k,)) for k in self.rules.stakes]
                    + [Action("pass")])
        return ([Action("odds", (k,)) for k in self.rules.stakes] + [Action("lay", (k,)) for k in self.rules.stakes]
                + [Action("pass")])

    def _apply(self, action):
        s = self.seat
        if action.verb != "pass":
            (self.stakes if self.phase == "stake" else self.side)[s] = (action.verb, action.args[0])
            self.log.append(f"seat {s} {action.verb}s {action.args[0]}")
        self.asked += 1
        self.seat = self._next_asked()

    def _thrown(self, faces):
        t = sum(faces)
        self.throws = self.throws + (t,)
        if self.point is None:
            kind = come_out(t)
            self.log.append(f"the caster throws {faces[0]} {faces[1]}: {t}, "
                            + {"nick": "a nick", "craps": "craps", "point": "his point"}[kind])
            if kind == "nick":
                return self._decide("win")
            if kind == "craps":
                return self._decide("lose")
            self.point = t
            if self.rules.point_bets and self.num_players > 1:
                self.phase = "side"
                self.seat = self._next_asked()
                return
            self.dice_needed = 2
            return
        self.log.append(f"the caster throws {faces[0]} {faces[1]}: {t}")
        if t == self.point:
            return self._decide("win")
        if t == 7:
            return self._decide("lose")
        self.dice_needed = 2

    def _decide(self, result):
        self.result = result
        self.log.append(f"the caster {'wins' if result == 'win' else 'loses'}")
        self.seat = None

    def _matched(self) -> dict[int, tuple[str, int]]:
        """The stakes that stand: backs only as far as fades cover them, in seat order."""
        fades = sum(k for v, k in self.stakes.values() if v == "fade")
        out = {}
        for s in self._others():
            if s not in self.stakes:
                continue
            v, k = self.stakes[s]
            if v == "back":
                k = min(k, fades)
                fades -= k
            out[s] = (v, k)
        return out

    def outcome(self):
        self._over()
        win = self.result == "win"
        net = [0] * self.num_players
        for s, (v, k) in self._matched().items():
            d = k if (v == "back") == win else -k
            net[s] += d
            net[self.caster] -= d
        if self.point is not None:
            w = WAYS[self.point]
            for s, (v, k) in self.side.items():
                on = v == "odds"
                d = (k * 6 if win else -k * w) if on else (k * w if not win else -k * 6)
                net[s] += d
                net[self.caster] -= d
        return net

    def outcome_detail(self):
        if self.seat is not None:
            return None
        win = self.result == "win"
        rows = []
        for s, (v, k) in self._matched().items():
            d = k if (v == "back") == win else -k
            rows += [{"seat": s, "net": d, "bet": v, "staked": k}, {"seat": self.caster, "net": -d, "bet": f"caster v {v}"}]
        if self.point is not None:
            w = WAYS[self.point]
            for s, (v, k) in self.side.items():
                on = v == "odds"
                d = (k * 6 if win else -k * w) if on else (k * w if not win else -k * 6)
                rows += [{"seat": s, "net": d, "bet": v, "point": self.point},
                         {"seat": self.caster, "net": -d, "bet": f"caster v {v}"}]
        return rows

    def result_text(self):
        if self.result is None:
            return None
        return f"the caster {'wins' if self.result == 'win' else 'loses'}" + (
            f" (point {self.point})" if self.point else f" on the first throw ({self.throws[0]})")

    def position_key(self):
        return (tuple(sorted(self.stakes.items())), tuple(sorted(self.side.items())), self.point, self.throws,
                self.result, self.asked, self.phase, self.seat, self.dice_needed, self.caster)

    def view(self, seat):
        v = {"game": self.game.slug, "caster": self.caster, "stakes": {str(s): list(x) for s, x in self.stakes.items()},
             "side_bets": {str(s): list(x) for s, x in self.side.items()}, "point": self.point,
             "throws": list(self.throws), "to_act": self.seat}
        if self.seat is None:
            v["outcome"] = self.outcome()
        return v


class FadeBot:
    """Fades the smallest stake, and lays the odds on a four or ten (the caster's worst points)."""

    name = "heuristic"

    def __init__(self, seat, seed=None, game=None):
        self.seat = seat

    def choose(self, view, legal):
        if view["point"] is None:
            return next(a for a in legal if a.verb == "fade")
        lay = next((a for a in legal if a.verb == "lay"), None)
        return lay if lay is not None and view["point"] in (4, 10) else Action("pass")


class CrapsMatch(Match):
    """The winner keeps the dice; a loser passes them to the next seat (§5.3)."""

    def carry(self, state):
        ctx = super().carry(state)
        ctx.pop("dealer", None)
        ctx["caster"] = state.caster if state.result == "win" else (state.caster + 1) % state.num_players
        return ctx


register(GameInfo(
    slug="craps", title="Craps", family="dice", min_players=2, max_players=10, default_players=3,
    state_cls=CrapsState, rules_cls=CrapsRules, information="perfect", chance="explicit", items=("dice",),
    utility="zero-sum-chips", bots={"heuristic": FadeBot}, match_cls=CrapsMatch, source="Foster 1914, seed 001 part 6 §5.3",
    summary="The caster throws two dice: 7 or 11 wins, 2, 3 or 12 loses, else he throws for his point "
            "before a seven; the others fade or back him, and bet the point at the printed odds.",
    aliases=("crap shooting",)))
