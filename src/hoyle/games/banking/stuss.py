"""Stuss (seed 004 §2.7): faro simplified for the house -- bets only to win, the house takes splits.

A subclass of :class:`~.faro.FaroState`. The pack lies face down in the box, whose pocket keeps the
last four cards out of play. Punters stake on ranks, always to win (``bet RANK N``). Each turn the
first card drawn is the loser (the house takes the stakes on its rank), the second the winner (stakes
on it paid evens); both of one rank (a split) -- the house takes the stakes on it (O110). After 24 turns
the pocket's four cards are shown and stakes on their ranks go to the house (O109: 52 = 24 x 2 + 4).
Where second bets (on a rank already played) are forbidden (``second_bets=false``), there is no pocket
and all 26 turns are dealt (O111). Seat 0 is the house.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.errors import IllegalAction, RuleOptionError
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .faro import FARO_LAWS, FaroState, _rank
from .simple import RANK_WORDS, WORD_RANKS

__all__ = ["StussRules", "StussState"]

_TABLE: dict = {}
_PASS = Action("pass")


@dataclass(frozen=True)
class StussRules(Rules):
    """Stuss' options."""

    stakes: tuple[int, ...] = option((1, 5), "stakes a punter may choose (chips)", "")
    second_bets: bool = option(True, "stakes on a rank already played are allowed (and four cards stay in the "
                               "pocket); off: no second bets and all 26 turns are dealt", "seed 004 §2.7 (O111)")

    def validate(self) -> None:
        super().validate()
        if not self.stakes:
            raise RuleOptionError("at least one stake is needed")


class StussState(FaroState):
    """One box of stuss. Seat 0 is the house."""

    rules_cls = StussRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        GameState.__init__(self, num_players, rules, shuffler, context)
        self.cards: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        self.pos = 0
        self.pocket = 4 if self.rules.second_bets else 0
        self.left = [0] * 15
        for c in self.cards:
            self.left[_rank(c)] += 1
        self.played: set[int] = set()
        self.turns: list[tuple[Card, Card]] = []
        self.bets: list[list] = []
        self.settled: list[tuple] = []
        self.settled_mark = 0
        self.net = [0] * num_players
        self.punter = 1
        self.result: list[int] | None = None

    def clone(self) -> "StussState":
        new = super().clone()
        new.played = set(self.played)
        return new

    def _rank_actions(self) -> dict[int, list[Action]]:
        t = _TABLE.get(self.rules.stakes)
        if t is None:
            t = _TABLE[self.rules.stakes] = {r: [Action("bet", (RANK_WORDS[r], s)) for s in self.rules.stakes]
                                              for r in range(2, 15)}
        return t

    def _open(self, r: int) -> bool:
        return bool(self.left[r]) and (self.rules.second_bets or r not in self.played)

    def legal_actions(self) -> list[Action]:
        if self.result is not None:
            return []
        t = self._rank_actions()
        out: list[Action] = []
        for r in range(2, 15):
            if self._open(r):
                out.extend(t[r])
        out.append(_PASS)
        return out

    def _check(self, action: Action) -> None:
        if self.result is None:
            if action.verb == "pass" and not action.args:
                return
            if action.verb == "bet" and len(action.args) == 2 and type(action.args[1]) is int:
                r = WORD_RANKS.get(action.args[0]) if isinstance(action.args[0], str) else None
                if r is not None and self._open(r) and action in self._rank_actions()[r]:
                    return
        raise IllegalAction(*self._explain_illegal(action))

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "bet" and action.args and action.args[0] in WORD_RANKS:
            return (f"no stake on {action.args[0]} now (no card left, or second bets are not allowed)",
                    FARO_LAWS.cite("F5"))
        return GameState._explain_illegal(self, action)

    def _deal_turn(self) -> None:
        loser, winner = self.cards[self.pos], self.cards[self.pos + 1]
        self.pos += 2
        lr, wr = _rank(loser), _rank(winner)
        self.left[lr] -= 1
        self.left[wr] -= 1
        self.played.update((lr, wr))
        self.turns.append((loser, winner))
        self.settled_mark = len(self.settled)
        keep = []
        for i, (seat, kind, target, stake) in enumerate(self.bets):
            if target == lr:                       # the loser, or a split: the house takes it (O110)
                self._pay(i, -stake)
            elif target == wr:
                self._pay(i, stake)
            else:
                keep.append(i)
        self.bets = [self.bets[i] for i in keep]
        if len(self.cards) - self.pos == self.pocket:
            for i, (seat, kind, target, stake) in enumerate(self.bets):
                self._pay(i, -stake)               # the pocket's ranks: the house's (O109)
            self.bets = []
            self.pos = 52
            out = list(self.net)
            out[0] = -sum(out[1:])
            self.result = out

    def view(self, seat: int | None) -> dict[str, Any]:
        v = {"game": "stuss", "seat": seat, "to_act": self.to_act,
             "turns": [[str(a), str(b)] for a, b in self.turns],
             "columns": ["seat", "kind", "on", "stake", "net"],
             "bets": [[s, k, RANK_WORDS[t], st] for s, k, t, st in self.bets],
             "settled_last_turn": [[s, k, RANK_WORDS[t], st, n] for s, k, t, st, n in
                                   self.settled[self.settled_mark:]],
             "net_so_far": list(self.net)}
        if self.result is not None:
            v["pocket"] = [str(c) for c in self.cards[52 - self.pocket:]] if self.pocket else []
            v["outcome"] = list(self.result)
        return v

    def tab(self):
        raise NotImplementedError("stuss keeps no soda/hoc tab")


register(GameInfo(
    slug="stuss", private_cards=False, title="Stuss", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=11, default_players=3,
    state_cls=StussState, rules_cls=StussRules, aliases=("штосс",), laws=FARO_LAWS, source="seed 004 §2.7",
    summary="Faro for the house: stakes only to win; loser and split ranks go to the house; four cards stay in the "
            "pocket and their ranks lose. Seat 0 is the house."))
