"""Shoot bezique (Foster 1914, seed 001 part 4, "Шут-безик"; catalog 001_part4.md §4.8).

The book gives only the betting format: one player (the *shooter*) takes every bet, chooses the
deal and the seats without cutting, and plays against a group of opponents who may consult;
when he wins a game the next opponent replaces the loser; when he loses, the same opponent
plays him again (the opponents cut among themselves, high card first, for the order of play).

Modelled, as the catalog recommends (INDEX.md row ``shoot-bezique``: "meta-format only"), as a
match over two-hand bezique (:class:`hoyle.games.bezique.bezique.BeziqueState`, game 1000):
seat 0 is the shooter, seat 1 the consulting group, played by whichever opponent is in; every
game settles the shooter against the group at the game's value (1, or 2 when the loser has not
reached 500). :class:`ShootBeziqueMatch` keeps which opponent is in (``context["challenger"]``,
0-based in the order of the cut) and each opponent's net against the shooter. The group
consulting is one seat (its members see the same hand). The four-player form (two against two,
consulting and sharing the stakes) is not modelled.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.errors import SetupError
from ...core.rules import option
from .bezique import BeziqueMatch, BeziqueRules, BeziqueState, bezique_info

__all__ = ["ShootBeziqueRules", "ShootBeziqueState", "ShootBeziqueMatch"]

_SRC = "001 part 4 §4.8 shoot bezique"


@dataclass(frozen=True)
class ShootBeziqueRules(BeziqueRules):
    opponents: int = option(3, "opponents in the group against the shooter", _SRC, minimum=1, maximum=8,
                            bound="our bound: the book gives no number")
    shooter_deals: bool = option(True, "the shooter deals the first deal (he chooses the deal without cutting)",
                                 _SRC + ": he chooses deal and seats without cutting")


class ShootBeziqueState(BeziqueState):
    """One deal of shoot bezique: a deal of two-hand bezique, seat 0 (N) the shooter, seat 1 (S)
    the group's player; the view adds ``shooter``, ``group`` and ``challenger`` (the opponent in,
    1-based)."""

    rules_cls = ShootBeziqueRules
    SLUG = "shoot-bezique"
    TITLE = "Shoot bezique"

    def __init__(self, num_players: int = 2, rules: ShootBeziqueRules | None = None, shuffler=None,
                 context: dict | None = None):
        ctx = dict(context or {})
        r = rules if rules is not None else ShootBeziqueRules()
        if "dealer" not in ctx:
            ctx["dealer"] = 0 if getattr(r, "shooter_deals", True) else 1
        super().__init__(num_players, rules, shuffler, ctx)
        self.challenger = self.context.get("challenger", 0)
        if not isinstance(self.challenger, int) or not 0 <= self.challenger < self.rules.opponents:
            raise SetupError(f"context 'challenger' is an opponent 0..{self.rules.opponents - 1}")

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["shooter"], v["group"] = "N", "S"
        v["challenger"] = self.challenger + 1
        v["opponents"] = self.rules.opponents
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        head = (f"Shoot bezique: the shooter N against the group S (opponent {view['challenger']} of "
                f"{view['opponents']} in, consulting)")
        return head + "\n" + super().render_view(view)


class ShootBeziqueMatch(BeziqueMatch):
    """Games of two-hand bezique between the shooter (seat 0) and the group (seat 1), §4.8: a
    game won by the shooter brings the next opponent in; a game he loses keeps the same one.
    Each finished game (``context["rubbers"]``) names the ``challenger`` who played it;
    ``context["group"]`` is each opponent's net against the shooter, in games."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("challenger", 0)
        self.context.setdefault("group", [0] * self.rules.opponents)
        given = kwargs.get("context") if "context" in kwargs else (args[5] if len(args) > 5 else None)
        if not given or "dealer" not in given:
            self.context["dealer"] = 0 if self.rules.shooter_deals else 1

    def carry(self, state: BeziqueState) -> dict[str, Any]:
        before = len(self.context.get("rubbers", []))
        ch = int(self.context.get("challenger", 0))
        ctx = super().carry(state)
        rubbers = ctx.get("rubbers", [])
        if len(rubbers) > before:
            done = rubbers[-1]
            done["challenger"] = ch + 1
            group = list(ctx.get("group") or [0] * self.rules.opponents)
            group[ch] += done["seats"][1]
            ctx["group"] = group
            if done["winner"] == 0:
                ctx["challenger"] = (ch + 1) % self.rules.opponents
                self._announced.append(f"the shooter wins: opponent {ctx['challenger'] + 1} comes in")
            else:
                self._announced.append(f"opponent {ch + 1} beats the shooter and plays him again")
        return ctx


def _register() -> None:
    from ...core.registry import register
    register(bezique_info(slug="shoot-bezique", title="Shoot bezique", aliases=("шут-безик",),
                          state_cls=ShootBeziqueState, rules_cls=ShootBeziqueRules, match_cls=ShootBeziqueMatch,
                          min_players=2, max_players=2, utility="zero-sum-points", status="partial",
                          source="Foster 1914, 001 part 4 §4.8 (catalog 001_part4.md §4.8)",
                          notes="the book gives only the betting format; modelled as a match of two-hand bezique, "
                                "the shooter against the consulting group as one seat; the four-player form is "
                                "not modelled",
                          summary="Two-hand bezique in which one player, the shooter, takes all bets against a "
                                  "consulting group: a game he wins brings the next opponent in, one he loses "
                                  "keeps the same opponent."))


_register()
