"""Mort, whist à trois, French dummy (Foster 1914, 001 part 2 §7).

Three players, or four with one sitting out each game. One player, the *Vivant*, plays his
own hand and the dead hand opposite him (the *Mort*) against the other two, the
*adversaries* (the book's R and L). On this table the Vivant holds East, the Mort is West,
the adversaries North and South (the lower-numbered player North).

Who plays which part (§7): players are numbered by the cut, 0 = the lowest.
* Three players: player 0 is Vivant for the first game, 1 for the second, 2 for the third;
  three games are the tour.
* Four players: the highest cut (player 3) sits out the first game; the players are Vivant
  in ascending order, and each sits out the game right after the one in which he was
  Vivant; four games are the tour. The one sitting out has no stake.

A deal's context names ``vivant`` and ``sitting_out`` (player numbers); without them a deal
of three has player 1 as Vivant (the old fixed layout) and a deal of four has player 0 as
Vivant and player 3 sitting out (the first game of a tour).

Scoring (WhistState with the Mort options): no honours, game five, the winning hand played
out and every point counted; a slam is 20 apart from the game. :class:`MortMatch` settles
each game by :func:`~hoyle.games.whist.scoring.mort_game_value`: the winners' points, plus
3 / 2 / 1 (the losers at 0, at 1-2, at 3-4), plus 4, less all the losers scored, slams
included; the Vivant pays or receives it from each adversary.
"""

from __future__ import annotations

from typing import Any

from ...core.errors import SetupError
from ...core.match import Match
from .scoring import mort_game_value
from .state import WhistState

__all__ = ["MortState", "MortMatch", "mort_roles"]


def mort_roles(players: int, game: int) -> tuple[int, int | None]:
    """``(vivant, sitting_out)`` for game ``game`` (0-based) of a tour of ``players`` (3 or 4)."""
    if players == 3:
        return game % 3, None
    if players == 4:
        return game % 4, (game + 3) % 4
    raise SetupError(f"Mort is played by three or four, not {players}")


class MortState(WhistState):
    """One deal of Mort for three or four players. Actions: ``play QS`` (the Vivant also plays
    the Mort's cards)."""

    def __init__(self, num_players: int = 3, rules: Any = None, shuffler=None, context: dict | None = None):
        if num_players not in (3, 4):
            raise SetupError(f"Mort is played by three or four, not {num_players}")
        super().__init__(num_players, rules, shuffler, context)
        ctx = self.context
        default_v, default_out = (1, None) if num_players == 3 else (0, 3)
        v = int(ctx.get("vivant", default_v))
        out = ctx.get("sitting_out", default_out)
        out = None if out is None or num_players == 3 else int(out)
        if not 0 <= v < num_players or (num_players == 4 and (out is None or out == v or not 0 <= out < 4)):
            raise SetupError(f"no such Vivant {v} / player sitting out {out} among {num_players}")
        a1, a2 = [p for p in range(num_players) if p not in (v, out)]
        self.vivant, self.sitting_out, self.adversaries = v, out, (a1, a2)
        self.controller, self.dummies = (a1, v, a2, v), (3,)
        live: list[int | None] = [None] * num_players
        live[a1], live[v], live[a2] = 0, 1, 2
        self.live = tuple(live)

    def outcome(self) -> list[int]:
        """Points per player: each adversary wins (loses) the deal's difference, the Vivant
        the double of it; the player sitting out nothing."""
        d = super().outcome()[0]
        out = [0] * self.num_players
        a1, a2 = self.adversaries
        out[a1] = out[a2] = d
        out[self.vivant] = -2 * d
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["vivant"] = self.vivant
        v["sitting_out"] = self.sitting_out
        if seat is not None:
            v["role"] = ("sitting out" if seat == self.sitting_out else "Vivant" if seat == self.vivant
                         else "adversary")
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        text = WhistState.render_view(view).replace("Whist (", "Mort (", 1)
        who = f"Vivant: player {view['vivant']} (East, with the Mort West)"
        if view.get("sitting_out") is not None:
            who += f"; player {view['sitting_out']} sits out"
        if view.get("role"):
            who += "; you " + {"Vivant": "are the Vivant", "adversary": "are an adversary",
                               "sitting out": "sit out this game"}[view["role"]]
        lines = text.split("\n")
        lines.insert(1, who)
        return "\n".join(lines)


class MortMatch(Match):
    """A tour of Mort: three games for three players, four for four (001 part 2 §7).

    Context carried: ``dealer`` (the deal passes left round the four places, the Mort's
    included; the Mort's place deals first), ``score`` (points toward the game, side 0 the
    adversaries, side 1 the Vivant and Mort), ``slams`` (slam points per side this game),
    ``game`` (0-based), ``vivant`` and ``sitting_out``. When a game ends its settlement is
    added to ``totals`` on top of the deals' points, so that each game's net is
    :func:`mort_game_value`; ``games`` lists each game (Vivant, winners, score, slams, value
    to the winners, the money per player). ``is_over`` after the tour.
    """

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        given = kwargs.get("context") or {}
        if "dealer" not in given:
            self.context["dealer"] = 3
        self.context.setdefault("game", 0)
        vivant, out = mort_roles(self.num_players, self.context["game"])
        self.context.setdefault("vivant", vivant)
        self.context.setdefault("sitting_out", out)
        self.context.setdefault("score", [0, 0])
        self.context.setdefault("slams", [0, 0])
        self.games: list[dict[str, Any]] = []

    def carry(self, state: MortState) -> dict[str, Any]:
        ctx = super().carry(state)
        ctx["dealer"] = (state.dealer + 1) % 4
        sc = state.score()
        slams = list(self.context.get("slams", [0, 0]))
        side = state.slam_side()
        if side is not None:
            slams[side] += state.rules.slam_points
        if sc.game_winner is None:
            ctx["score"], ctx["slams"] = list(sc.after), slams
            return ctx
        w = sc.game_winner
        value = mort_game_value(sc.after[w], sc.after[1 - w], losers_slams=slams[1 - w], winners_slams=slams[w])
        # the deals already paid the points and slams; the game adds the 3/2/1 and the 4
        extra = value - (sc.after[w] - sc.after[1 - w]) - (slams[w] - slams[1 - w])
        to_adversaries = extra if w == 0 else -extra
        a1, a2 = state.adversaries
        self.totals[a1] += to_adversaries
        self.totals[a2] += to_adversaries
        self.totals[state.vivant] -= 2 * to_adversaries
        per_adv = value if w == 0 else -value
        money = [0] * self.num_players
        money[a1] = money[a2] = per_adv
        money[state.vivant] = -2 * per_adv
        self.games.append({"game": self.context.get("game", 0) + 1, "vivant": state.vivant,
                           "sitting_out": state.sitting_out,
                           "winners": "adversaries" if w == 0 else "Vivant and Mort",
                           "score": list(sc.after), "slams": slams, "value": value, "money": money})
        nxt = ctx.get("game", 0) + 1
        ctx["game"] = nxt
        ctx["vivant"], ctx["sitting_out"] = mort_roles(self.num_players, nxt)
        ctx["score"], ctx["slams"] = [0, 0], [0, 0]
        return ctx

    @property
    def is_over(self) -> bool:
        return len(self.games) >= self.num_players

