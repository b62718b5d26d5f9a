"""Macao: vingt-et-un with one card and a target of 9 (Foster 1914 §11.2; seed 004 §1.6.3).

A subclass of :class:`~.vingt.VingtState` (the stakes, the draw face up, the bust paid at once, the
dealer drawing as he likes are the same): one card face down to each player and the dealer; courts
and tens count 0, the ace 1, the rest their pips; over 9 is a bust. After the stakes, a player whose
one card is a 9, 8 or 7 (a **natural**) shows it and is paid three, two or one times his stake -- unless
the dealer's card is a natural too: the same natural stands off, a higher one of the dealer's wins
by its own multiple (004 O30: "pays if the player's card is higher"). A dealer's natural collects
three, two or one stakes from every other player. Otherwise players and then the dealer draw as in
vingt-et-un; the dealer collects from lower and busted hands and pays higher ones; equal totals stand
off (004 §1.6.3; Foster does not say, a choice recorded here).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.registry import GameInfo, register
from ...core.rules import option
from .vingt import VINGT_LAWS, VingtRules, VingtState

__all__ = ["MacaoRules", "MacaoState", "macao_value"]


def macao_value(card: int) -> int:
    r = card // 4 + 2
    return 1 if r == 14 else (0 if r >= 10 else r)


@dataclass(frozen=True)
class MacaoRules(VingtRules):
    """Macao's options (the vingt-et-un options that do not apply are off)."""

    dealer_may_double: bool = option(False, "the dealer may double all stakes (not in macao)", "Foster §11.2")
    made_21_double: bool = option(False, "(vingt-et-un only)", "")
    splits: bool = option(False, "(vingt-et-un only)", "")
    nine_pays: int = option(3, "a one-card 9 is paid this many times the stake", "Foster §11.2; 004 O30", minimum=1, maximum=100, bound="our bound: 100 to 1")
    eight_pays: int = option(2, "a one-card 8 is paid this many times the stake", "Foster §11.2; 004 O30", minimum=1, maximum=100, bound="our bound: 100 to 1")
    seven_pays: int = option(1, "a one-card 7 is paid this many times the stake", "Foster §11.2; 004 O30",
                             minimum=1, maximum=100, bound="our bound: 100 to 1")


class MacaoState(VingtState):
    """One round of macao. The dealer is the match's dealer seat."""

    rules_cls = MacaoRules
    target = 9
    ties_stand_off = True
    face_down = 1
    game_word = "macao"

    def _total(self, cards) -> int:
        return sum(macao_value(c) for c in cards)

    def _mult(self, v: int) -> int:
        r = self.rules
        return {9: r.nine_pays, 8: r.eight_pays, 7: r.seven_pays}[v]

    def _second_cards(self) -> None:
        self.boxes = [[s, [self.first[s]], self.stakes[s], "live"] for s in self.players]
        b = macao_value(self.dcards[0])
        for box in self.boxes:
            p = macao_value(box[1][0])
            if p >= 7:
                box[3] = "natural"
                self.shown.add(box[0])
                if b >= 7:
                    net = box[2] * (self._mult(p) if p > b else (0 if p == b else -self._mult(b)))
                else:
                    net = box[2] * self._mult(p)
                self.paid[box[0]] += net
                self.paid[self.dealer] -= net
        if b >= 7:                                   # the dealer's natural collects from the rest
            self.dealer_shown = True
            out = list(self.paid)
            for seat, cards, stake, status in self.boxes:
                if status != "natural":
                    out[seat] -= stake * self._mult(b)
                    out[self.dealer] += stake * self._mult(b)
            self.log.append(f"the dealer has a natural {b}")
            self._finish(out)
            return
        self.phase = "play"
        self.cur = 0
        self._next_box()


register(GameInfo(
    slug="macao-foster", title="Macao (Foster)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=10, default_players=4,
    state_cls=MacaoState, rules_cls=MacaoRules, aliases=("macao", "макао"), laws=VINGT_LAWS,
    source="Foster 1914 §11.2 (seed 001 part 5)",
    summary="One card each, courts 0, target 9: a one-card 9, 8 or 7 is paid three, two or one stakes; otherwise "
            "draw as at vingt-et-un, over 9 busts."))

register(GameInfo(
    slug="macao-modern", title="Macao (seed 004, 'three naturals')", family="banking", utility="zero-sum-chips",
    min_players=2,
    max_players=10, default_players=4, state_cls=MacaoState, rules_cls=MacaoRules,
    aliases=("три натуральных",), laws=VINGT_LAWS, source="seed 004 §1.6.3",
    summary="As Foster's macao; ties return the stake (004).",
    notes="004 does not say whether over 9 busts; the historical reading (bust) is used"))
