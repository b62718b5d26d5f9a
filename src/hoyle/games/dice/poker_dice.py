"""Poker dice (Foster 1914, seed 001 part 6 §5.4; catalog O-23).

Five dice; each player in turn throws all five, then may twice set aside any dice (those set
aside before may go back in the cup) and throw the rest, or stop after any throw. The hands, low
to high: nothing, a pair, two pairs, triplets, a full house, fours, five of a kind; **straights do
not count**. With ordinary dice the ace ranks above the six, the deuce lowest. The best hand takes
the pool. Horse and horse, for drinks, is the option ``horse_and_horse`` (:class:`PokerDiceState`).

Our reading, where the book is silent (catalog: "tie-break within a hand type unstated"): hands
of one type compare by the rank of the larger group, then the smaller group, then the odd dice,
high first, as in poker; hands still equal divide the pool.

Actions: ``stand`` (the dice as they lie are the hand), ``hold F ...`` (keep those faces, throw
the others; ``hold`` with no faces throws all five again). Each seat has at most three throws.
"""

from __future__ import annotations

from collections import Counter
from itertools import product

from dataclasses import dataclass

from ...core import Action, GameInfo, option, register
from .engine import DiceState, PoolRules, pool_outcome

__all__ = ["PokerDiceState", "PokerDiceRules", "poker_dice_hand", "HAND_NAMES", "KeepGroupsBot"]

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


@dataclass(frozen=True)
class PokerDiceRules(PoolRules):
    horse_and_horse: bool = option(False, "play horse and horse, for drinks: round by round the best hand "
                                   "drops out free, the last two play the best of three rounds, and the "
                                   "loser pays each of the others the ante", "seed 001 part 6 §5.4")


class PokerDiceState(DiceState):
    """One round (the best hand takes the pool) or, with ``horse_and_horse``, rounds until one
    player is left to pay: ties for the best hand of a round throw once more each, one throw of
    five dice (§5.4: "immediately"); the last to throw in a round throws first in the next; with
    two left, the first to two rounds goes free ("horse and horse" at one all)."""

    rules_cls = PokerDiceRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.hands: list[tuple[int, ...]] = [()] * num_players
        self.throws = 0
        self.held: tuple[int, ...] = ()
        self.dice_needed = 5
        self.horse = self.rules.horse_and_horse
        self.order: tuple[int, ...] = tuple(range(num_players))   # this round's throwers, in turn
        self.idx = 0
        self.tie = False                   # a tie-break throw: one throw each, no rethrows
        self.remaining: tuple[int, ...] = tuple(range(num_players))
        self.freed: tuple[int, ...] = ()
        self.wins: tuple[int, ...] = (0,) * num_players
        self.loser: int | None = None

    def _thrown(self, faces):
        s = self.seat
        self.hands[s] = tuple(sorted(self.held + faces))
        self.throws += 1
        self.log.append(f"seat {s} throws {' '.join(map(str, faces))}"
                        + (f" to {' '.join(map(str, self.held))}" if self.held else "")
                        + f": {HAND_NAMES[poker_dice_hand(self.hands[s])[0]]}")
        if self.throws == 3 or self.tie:
            self._next_seat()

    def _next_seat(self):
        self.throws, self.held = 0, ()
        if not self.horse:
            self.seat = self.seat + 1 if self.seat + 1 < self.num_players else None
            if self.seat is not None:
                self.dice_needed = 5
            return
        self.idx += 1
        if self.idx < len(self.order):
            self.seat, self.dice_needed = self.order[self.idx], 5
            return
        last = self.order[-1]
        best = max(poker_dice_hand(self.hands[s]) for s in self.order)
        top = tuple(s for s in self.order if poker_dice_hand(self.hands[s]) == best)
        if len(top) > 1:
            self.log.append(f"seats {', '.join(map(str, top))} tie with {HAND_NAMES[best[0]]}: one throw more each")
            self._round(top, tie=True)
            return
        w = top[0]
        if len(self.remaining) > 2:
            self.remaining = tuple(s for s in self.remaining if s != w)
            self.freed = self.freed + (w,)
            self.log.append(f"seat {w} has the best hand ({HAND_NAMES[best[0]]}) and drops out")
        else:
            wins = list(self.wins)
            wins[w] += 1
            self.wins = tuple(wins)
            self.log.append(f"seat {w} wins the round ({HAND_NAMES[best[0]]})"
                            + ("; horse and horse" if sorted(wins[s] for s in self.remaining) == [1, 1] else ""))
            if wins[w] == 2:
                self.loser = next(s for s in self.remaining if s != w)
                self.log.append(f"seat {self.loser} pays")
                self.seat = None
                return
        rem = self.remaining
        first = last if last in rem else next((last + i) % self.num_players for i in range(1, self.num_players + 1)
                                             if (last + i) % self.num_players in rem)
        k = rem.index(first)
        self._round(rem[k:] + rem[:k], tie=False)

    def _round(self, order, tie):
        self.order, self.idx, self.tie = tuple(order), 0, tie
        hands = list(self.hands)
        for s in order:
            hands[s] = ()
        self.hands = hands
        self.seat, self.dice_needed = order[0], 5

    def _choices(self):
        if self.tie:
            return []
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
        if self.horse:
            a, n = self.rules.ante, self.num_players
            return [-a * (n - 1) if s == self.loser else a for s in range(n)]
        return pool_outcome([poker_dice_hand(h) for h in self.hands], self.rules.ante)

    def result_text(self):
        if self.seat is not None:
            return None
        if self.horse:
            return f"seat {self.loser} is left and pays"
        best = max(poker_dice_hand(h) for h in self.hands)
        who = [s for s, h in enumerate(self.hands) if poker_dice_hand(h) == best]
        return f"{HAND_NAMES[best[0]]} takes the pool (seat{'s' if len(who) > 1 else ''} {', '.join(map(str, who))})"

    def position_key(self):
        return (tuple(self.hands), self.seat, self.throws, self.held, self.dice_needed, self.order, self.idx,
                self.tie, self.remaining, self.freed, self.wins, self.loser)

    def view(self, seat):
        v = {"game": self.game.slug, "hands": [list(h) for h in self.hands],
             "hand_names": [HAND_NAMES[poker_dice_hand(h)[0]] if h else None for h in self.hands],
             "held": list(self.held), "throws": self.throws, "to_throw": self.seat,
             "pool": self.rules.ante * self.num_players}
        if self.horse:
            v.update(remaining=list(self.remaining), freed=list(self.freed), round_wins=list(self.wins),
                     tie_throw=self.tie)
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
    state_cls=PokerDiceState, rules_cls=PokerDiceRules, information="perfect", chance="explicit", items=("dice",),
    utility="zero-sum-chips", bots={"heuristic": KeepGroupsBot}, source="Foster 1914, seed 001 part 6 §5.4",
    summary="Five dice, up to three throws keeping any; poker hands without straights, the ace high.",
    status="partial", notes="The book does not rank hands of one type against each other: our reading compares them as at poker (larger group, then smaller, then odd dice). Horse and horse is the option horse_and_horse."))
