"""Poker dice (Foster 1914, seed 001 part 6 §5.4; catalog O-23).

Five dice; each player in turn throws all five, then may twice set aside any dice (those set
aside before may go back in the cup) and throw the rest, or stop after any throw. The hands, low
to high: nothing, a pair, two pairs, triplets, a full house, fours, five of a kind; **straights do
not count**. With ordinary dice the ace ranks above the six, the deuce lowest. The best hand takes
the pool.

Our reading, where the book is silent (catalog: "tie-break within a hand type unstated"): hands
of one type compare by the rank of the larger group, then the smaller group, then the odd dice,
high first, as in poker; hands still equal divide the pool.

Actions: ``stand`` (the dice as they lie are the hand), ``hold F ...`` (keep those faces, throw
the others; ``hold`` with no faces throws all five again). Each seat has at most three throws.
"""

from __future__ import annotations

from collections import Counter
from itertools import product

from ...core import Action, GameInfo, register
from .engine import DiceState, PoolRules, pool_outcome

__all__ = ["PokerDiceState", "poker_dice_hand", "HAND_NAMES", "KeepGroupsBot"]

HAND_NAMES = ("nothing", "a pair", "two pairs", "triplets", "a full house", "fours", "five of a kind")


def _rank(face: int) -> int:
    return 7 if face == 1 else face          # the ace above the six (§5.4)


def poker_dice_hand(faces) -> tuple:
    """The hand of five faces as a comparable tuple ``(type, ranks...)``: type 0..6 indexes
    :data:`HAND_NAMES`; ranks are 2..7 (the ace 7), larger groups first. No straights (§5.4)."""
    c = Counter(_rank(f) for f in faces)
    groups = sorted(c.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    shape = tuple(m for _, m in groups)
    kind = {(5,): 6, (4, 1): 5, (3, 2): 4, (3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(shape, 0)
    return (kind,) + tuple(r for r, _ in groups)


class PokerDiceState(DiceState):
    rules_cls = PoolRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.hands: list[tuple[int, ...]] = [()] * num_players
        self.throws = 0
        self.held: tuple[int, ...] = ()
        self.dice_needed = 5

    def _thrown(self, faces):
        s = self.seat
        self.hands[s] = tuple(sorted(self.held + faces))
        self.throws += 1
        self.log.append(f"seat {s} throws {' '.join(map(str, faces))}"
                        + (f" to {' '.join(map(str, self.held))}" if self.held else "")
                        + f": {HAND_NAMES[poker_dice_hand(self.hands[s])[0]]}")
        if self.throws == 3:
            self._next_seat()

    def _next_seat(self):
        self.throws, self.held = 0, ()
        self.seat = self.seat + 1 if self.seat + 1 < self.num_players else None
        if self.seat is not None:
            self.dice_needed = 5

    def _choices(self):
        c = Counter(self.hands[self.seat])
        faces = sorted(c)
        out = [Action("stand")]
        for counts in product(*(range(c[f] + 1) for f in faces)):
            kept = tuple(f for f, m in zip(faces, counts) for _ in range(m))
            if len(kept) < 5:
                out.append(Action("hold", kept))
        return out

    def _explain_illegal(self, action):
        if action.verb == "hold" and self.seat is not None and not self.dice_needed:
            return (f"hold only dice you have: your dice are {' '.join(map(str, self.hands[self.seat]))} "
                    "(seed 001 part 6 §5.4)", None)
        return super()._explain_illegal(action)

    def _apply(self, action):
        s = self.seat
        if action.verb == "stand":
            self.log.append(f"seat {s} stands on {' '.join(map(str, self.hands[s]))}")
            self._next_seat()
        else:
            self.held = tuple(action.args)
            self.dice_needed = 5 - len(self.held)

    def outcome(self):
        self._over()
        return pool_outcome([poker_dice_hand(h) for h in self.hands], self.rules.ante)

    def result_text(self):
        if self.seat is not None:
            return None
        best = max(poker_dice_hand(h) for h in self.hands)
        who = [s for s, h in enumerate(self.hands) if poker_dice_hand(h) == best]
        return f"{HAND_NAMES[best[0]]} takes the pool (seat{'s' if len(who) > 1 else ''} {', '.join(map(str, who))})"

    def position_key(self):
        return (tuple(self.hands), self.seat, self.throws, self.held, self.dice_needed)

    def view(self, seat):
        v = {"hands": [list(h) for h in self.hands],
             "hand_names": [HAND_NAMES[poker_dice_hand(h)[0]] if h else None for h in self.hands],
             "held": list(self.held), "throws": self.throws, "to_throw": self.seat,
             "pool": self.rules.ante * self.num_players}
        if self.seat is None:
            v["outcome"] = self.outcome()
        return v


class KeepGroupsBot:
    """Keeps its pairs, triplets and better and throws the odd dice; stands on a full house or
    better (the book's worked example: a pair of sixes kept, three thrown, §5.4)."""

    name = "heuristic"

    def __init__(self, seat, seed=None, game=None):
        self.seat = seat

    def choose(self, view, legal):
        hand = view["hands"][self.seat]
        c = Counter(hand)
        keep = tuple(sorted(f for f in hand if c[f] >= 2))
        if len(keep) == 5 or poker_dice_hand(hand)[0] >= 4:
            return Action("stand")
        a = Action("hold", keep)
        return a if a in legal else legal[0]


register(GameInfo(
    slug="poker-dice", title="Poker dice", family="dice", min_players=2, max_players=10, default_players=4,
    state_cls=PokerDiceState, rules_cls=PoolRules, information="perfect", chance="explicit", items=("dice",),
    utility="zero-sum-chips", bots={"heuristic": KeepGroupsBot}, source="Foster 1914, seed 001 part 6 §5.4",
    summary="Five dice, up to three throws keeping any; poker hands without straights, the ace high.",
    status="partial", notes="The book does not rank hands of one type against each other: our reading compares them as at poker (larger group, then smaller, then odd dice). Horse and horse (rounds for drinks) is not modelled."))
