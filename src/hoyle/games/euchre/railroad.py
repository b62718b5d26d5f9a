"""Railroad euchre (Foster 1914, 001 part 3 §B9, seed L1290-1336; catalog RR-01).

Four in two partnerships with 24 cards and the joker, always the best trump (the suit for a
turned joker agreed beforehand: the ``joker_suit`` option). What it adds to euchre:

* **The best card.** A player who goes alone passes a card face down to his partner
  (``give 9H``), who gives him his best card without looking (a trump, failing that an ace,
  or a king: the engine gives the highest card by the deal's order). A dealer going alone
  takes up the trump and discards after receiving; when the dealer's partner goes alone the
  dealer's best card may be the trump card itself.
* **Alone against alone.** Then each adversary in turn (``alone`` or ``pass``) may play alone
  against him, with the same exchange; a lone maker euchred by a lone adversary gives that
  adversary's side four.
* **Jambone.** Instead of the exchange the lone maker may say ``jambone``: his hand lies face
  up and the adversaries choose his cards (the one on his left his leads, the one on his right
  the cards he plays to a lead), never forcing a revoke; no lone hand may oppose. All five
  tricks score 8, three or four 1; euchred, the adversaries score 2 (the book's "loses two"
  read as the ordinary euchre: catalog ⚠).
* **Jamboree.** The five highest trumps (joker, both bowers, ace, king) in the maker's hand
  once he has taken up the trump or received the best card score 16, shown at once (the
  engine declares it: it beats anything the hand could make). Only the maker scores it; a
  player ordered up holds it in vain.
* **Laps and slams** (match options, :class:`RailroadMatch`): points beyond five carry into
  the next game; a game won five to love counts as two.

Left out (noted in the registration): the special laps-and-slams scoring of a lone hand
played without the best card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import JOKER, Card
from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.rules import option
from ...mechanics.tricks import bower_order, left_bower, right_bower, sort_hands
from .state import EuchreRules, EuchreState

__all__ = ["RailroadRules", "RailroadEuchreState", "railroad_points", "railroad_game_value", "jamboree_cards", "best_card"]

_B9 = "Foster 1914, 001 part 3 §B9"


@dataclass(frozen=True)
class RailroadRules(EuchreRules):
    """Railroad euchre's options (§B9)."""
    best_card: bool = option(True, "a lone player receives his partner's best card for one of his",
                             "001 part 3 §B9")
    alone_against: bool = option(True, "an adversary may play alone against a lone hand", "001 part 3 §B9")
    jambone: bool = option(True, "the lone maker may play jambone, his hand face up", "001 part 3 §B9")
    jamboree: bool = option(True, "the five highest trumps held by the maker score 16", "001 part 3 §B9")
    laps: bool = option(True, "points beyond game carry into the next game", "001 part 3 §B9")
    slams: bool = option(True, "a game won five to love counts as two games", "001 part 3 §B9")


def jamboree_cards(trump: int) -> set[int]:
    """The five highest trumps: the joker, the right and left bowers, the ace and the king."""
    return {JOKER, right_bower(trump), left_bower(trump), 12 * 4 + trump, 11 * 4 + trump}


def best_card(hand: list[int], trump: int) -> int:
    """The best card of ``hand`` with ``trump`` for trumps: its highest trump, else its highest
    plain card by rank (an ace before a king). Raises ValueError for an empty hand."""
    if not hand:
        raise ValueError("an empty hand has no best card")
    order = bower_order(trump, jokers=True)
    return max(hand, key=lambda c: (order.suit[c] == trump, order.rank[c] if order.suit[c] == trump else c >> 2))


def railroad_points(tricks: int, how: str, against_alone: bool = False) -> tuple[int, bool]:
    """Railroad euchre's points (§B9, RR-01): ``(points, to_makers)`` for the makers' ``tricks``
    and ``how`` they played: ``"side"`` (with the partner: 1, a march 2, euchred 2),
    ``"alone"`` (1, all five 4, euchred 2; euchred by a lone adversary, ``against_alone``: 4),
    ``"jambone"`` (1, all five 8, euchred 2 to the adversaries), ``"jamboree"`` (16).

    Raises ValueError for an unknown ``how`` or tricks outside 0..5."""
    if not 0 <= tricks <= 5:
        raise ValueError("tricks are 0 to 5")
    if how == "jamboree":
        return 16, True
    if how not in ("side", "alone", "jambone"):
        raise ValueError(f"unknown way of playing {how!r}")
    if tricks < 3:
        return (4 if how == "alone" and against_alone else 2), False
    if tricks < 5:
        return 1, True
    return {"side": 2, "alone": 4, "jambone": 8}[how], True


class RailroadEuchreState(EuchreState):
    """One deal of railroad euchre (see the module docstring). Actions besides euchre's:
    ``give <card>`` (the lone player's card for his partner's best), ``jambone`` (the maker, in
    place of giving), ``pass`` (no exchange; to a lone hand: no lone hand against it),
    ``alone`` (an adversary plays alone against the lone hand), ``jamboree`` (scores it)."""

    rules_cls = RailroadRules
    title = "Railroad euchre"

    def __init__(self, *args: Any, **kwargs: Any):
        self.jambone = False
        self.jamboree = False
        self.defender: int | None = None       # an adversary playing alone against the lone maker
        self.giver: int | None = None          # the lone player now giving a card
        self.gave: list[tuple[int, int, int]] = []   # (lone player, card given, best card received)
        self.asked: list[int] = []             # adversaries still to answer a lone hand
        self.steps: set[str] = set()           # "maker-gave", "asked", "defender-gave"
        super().__init__(*args, **kwargs)

    # ----- the lone hand's exchanges ----------------------------------------------------------
    def _start_play(self) -> None:
        """The gate before the play: the lone maker's exchange, the adversaries' answer, the
        lone adversary's exchange, the jamboree; then the play with the partners out."""
        if self.alone and "maker-gave" not in self.steps and (self.rules.best_card or self.rules.jambone):
            self.giver, self.phase = self.maker, "give"
            return
        if self.alone and not self.jambone and self.rules.alone_against and "asked" not in self.steps:
            self.steps.add("asked")
            first = (self.maker + 1) % 4
            self.asked, self.phase = [first, (first + 2) % 4], "defend"
            return
        if self.defender is not None and "defender-gave" not in self.steps and self.rules.best_card:
            self.giver, self.phase = self.defender, "give"
            return
        if self.rules.jamboree and jamboree_cards(self.trump) <= set(self.hands[self.maker]):
            self.jamboree = True
            self.note(f"{self.seat_names[self.maker]} holds a jamboree, the five highest trumps: 16")
        super()._start_play()
        if self.defender is not None:
            self.tp = type(self.tp)(self.hands, self.tp.order, self._leader(),
                                    set(self.tp.out) | {self.partner(self.defender)})
            self.hands = self.tp.hands

    @property
    def to_act(self) -> int | None:
        if self.phase == "give":
            return self.giver
        if self.phase == "defend":
            return self.asked[0]
        if self.phase == "play" and self.jamboree:
            return self.maker
        if self.phase == "play" and self.jambone and self.tp.turn == self.maker:
            # the adversary on his left calls his leads, the one on his right his other cards
            return (self.maker + 1) % 4 if not self.tp.trick else (self.maker + 3) % 4
        return super().to_act

    def legal_actions(self) -> list[Action]:
        if self.phase == "play" and self.jamboree:
            return [Action("jamboree")]
        if self.phase == "give":
            out = [Action("give", (Card(c),)) for c in self.hands[self.giver]] if self.rules.best_card else []
            if self.giver == self.maker and self.rules.jambone:
                out.append(Action("jambone"))
            return out + [Action("pass")]
        if self.phase == "defend":
            return [Action("pass"), Action("alone")]
        return super().legal_actions()

    def _check(self, action: Action) -> None:
        if self.phase in ("give", "defend") or (self.phase == "play" and self.jamboree):
            if not self._is_legal(action):
                what = {"give": "give a card of your hand for your partner's best (give 9H), or pass" +
                        (", or play jambone" if Action("jambone") in self.legal_actions() else ""),
                        "defend": "play alone against the lone hand (alone) or pass",
                        "play": "the jamboree is held: say jamboree"}[self.phase]
                raise IllegalAction(what, _B9)
            return
        super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "play" and self.jamboree:
            self.note(f"{self.seat_names[self.maker]} shows the jamboree and scores 16")
            self.phase = "over"
            return
        if self.phase == "give":
            self._give(action)
            return
        if self.phase == "defend":
            seat = self.asked.pop(0)
            if action.verb == "alone":
                self.defender, self.asked = seat, []
                self.note(f"{self.seat_names[seat]} plays alone against the lone hand")
                self._start_play()
                return
            self.note(f"{self.seat_names[seat]} passes")
            if not self.asked:
                self._start_play()
            return
        first_take = self.phase == "first" and action.verb == "take" and bool(action.args)
        super()._apply(action)
        if first_take and self.phase == "discard":
            # §B9: the dealer alone gives first for his partner's best, then discards
            self.giver, self.phase = self.dealer, "give"

    def _give(self, action: Action) -> None:
        seat = self.giver
        name = self.seat_names[seat]
        self.giver = None
        self.steps.add("maker-gave" if seat == self.maker else "defender-gave")
        if action.verb == "jambone":
            self.jambone = True
            self.note(f"{name} plays jambone: his hand lies face up")
        elif action.verb == "pass":
            self.note(f"{name} plays without his partner's best card")
        else:
            c = action.args[0]
            mate = self.partner(seat)
            pool = list(self.hands[mate])
            spare = self.upcard if mate == self.dealer and not self.upcard_taken else None
            if spare is not None:
                pool.append(spare)                  # the dealer may give the trump card itself
            best = best_card(pool, self.trump)
            if best == spare:
                self.upcard_taken = True
            else:
                self.hands[mate].remove(best)
            self.hands[seat].remove(c)
            self.hands[mate].append(c)
            self.hands[seat].append(best)
            sort_hands([self.hands[seat], self.hands[mate]])
            self.gave.append((seat, int(c), int(best)))
            self.note(f"{name} passes a card to his partner and receives his best",
                      to=[p for p in range(4) if p != seat])
            self.note(f"{name} gives {c} and receives {Card(best)}", to=seat)
        if seat == self.dealer and len(self.hands[seat]) > 5:
            self.discarder, self.to_discard, self.phase = seat, 1, "discard"
            return
        self._start_play()

    # ----- the result ----------------------------------------------------------------------------
    def _deal_value(self) -> tuple[int, bool]:
        how = "jamboree" if self.jamboree else "jambone" if self.jambone else "alone" if self.alone else "side"
        return railroad_points(0 if self.jamboree else self.maker_tricks(), how, self.defender is not None)

    def maker_tricks(self) -> int:
        if self.jamboree:
            return 5
        return super().maker_tricks()

    def _lone_value(self) -> int:
        return 8 if self.jambone else 4

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = super().hidden_cards(seat)
        if self.jambone:
            out.difference_update(self.hands[self.maker])
        for giver, c, _ in self.gave:
            if seat == giver:
                out.discard(c)                  # he knows the card he passed
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["jambone"] = self.jambone
        v["jamboree"] = self.jamboree
        v["defender"] = None if self.defender is None else self.seat_names[self.defender]
        if self.jambone:
            v["jambone_hand"] = [str(Card(c)) for c in self.hands[self.maker]]
            v["jambone_for"] = self.seat_names[self.maker] if self.to_act is not None and self.to_act != self.maker \
                and self.phase == "play" and self.tp.turn == self.maker else None
            if v["jambone_for"]:
                v["trick_for"] = v["jambone_for"]
        if seat is not None:
            v["gave"] = [[str(Card(c)), str(Card(b))] for g, c, b in self.gave if g == seat]
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        text = super().render_view(view)
        extra = []
        if view.get("jambone"):
            extra.append("Jambone, face up: " + " ".join(view.get("jambone_hand", [])))
            if view.get("jambone_for"):
                extra.append(f"You choose {view['jambone_for']}'s card")
        if view.get("defender"):
            extra.append(f"{view['defender']} plays alone against the lone hand")
        if view.get("jamboree"):
            extra.append("Jamboree!")
        return "\n".join([text, *extra]) if extra else text

    def clone(self) -> "RailroadEuchreState":
        s = super().clone()
        s.gave = list(self.gave)
        s.asked = list(self.asked)
        s.steps = set(self.steps)
        return s


def railroad_game_value(loser_score: int, slams: bool) -> int:
    """A railroad game's value in games: two for a slam (five to love) when ``slams`` is on,
    else one (§B9)."""
    return 2 if slams and loser_score <= 0 else 1
