"""Two dice games of counters (Foster 1914, seed 001 part 6 §5.7; catalog O-25): the throw moves
counters, and the first to an end takes the pool. No choices: the seats only throw.

*Ace in the pot*: two dice; each player starts with two counters. Each ace thrown puts one of the
thrower's counters in the pot, each six passes one to his left-hand neighbour (two aces or two
sixes, both, as far as he has them); a player with no counters is passed over in the throwing.
The very last counter cannot go into the pot by an ace, only pass left on a six; whoever holds it
throws three times, and if no six comes he keeps it and takes the pool; a six passes it and the
receiver throws his three, and so on. Our readings: the aces of a throw go first, then the sixes;
the left-hand neighbour is the next seat, counters or none (the book: "who will have the next
throw"); the next throw is the next seat's with counters after the thrower.

*Help your neighbour*: six players, numbered 1 to 6 (seats 0 to 5), three dice; each throws once
in turn, and whatever he throws, each die credits the player whose number it shows with a point
(or sheds one of his five counters: the book says both; it is the same race). The first to five
(option ``target``) takes the pool; our reading: players reaching it on the same throw divide it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import GameInfo, option, register
from .engine import DiceState, PoolRules, ThrowBot, pool_outcome

__all__ = ["AceInThePotState", "AceRules", "HelpNeighbourState", "NeighbourRules"]


@dataclass(frozen=True)
class AceRules(PoolRules):
    counters: int = option(2, "counters each player starts with", "seed 001 part 6 §5.7", minimum=1, maximum=5,
                           bound="our bound: 5")


class AceInThePotState(DiceState):
    rules_cls = AceRules
    CALL_THROW = True

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.held = [self.rules.counters] * num_players
        self.pot = 0
        self.last_throws = 0        # throws made by the holder of the last counter
        self.winner: int | None = None
        self.dice_needed = 2

    def _thrown(self, faces):
        s, n = self.seat, self.num_players
        left = (s + 1) % n
        if sum(self.held) == 1:                      # the last counter: three throws clear of sixes
            self.last_throws += 1
            if 6 in faces:
                self.held[s], self.held[left] = 0, 1
                self.log.append(f"seat {s} throws {faces[0]} {faces[1]}: the last counter passes to seat {left}")
                self.seat, self.last_throws = left, 0
            elif self.last_throws == 3:
                self.log.append(f"seat {s} throws {faces[0]} {faces[1]}: three throws without a six; "
                                f"seat {s} takes the pool")
                self.winner, self.seat = s, None
                return
            else:
                self.log.append(f"seat {s} throws {faces[0]} {faces[1]}")
            self.dice_needed = 2
            return
        for _ in range(faces.count(1)):
            if self.held[s] and sum(self.held) > 1:
                self.held[s] -= 1
                self.pot += 1
        for _ in range(faces.count(6)):
            if self.held[s]:
                self.held[s] -= 1
                self.held[left] += 1
        self.log.append(f"seat {s} throws {faces[0]} {faces[1]}: counters {self.held}, pot {self.pot}")
        if sum(self.held) == 1:
            self.seat = self.held.index(1)
            self.last_throws = 0
        else:
            self.seat = next((s + i) % n for i in range(1, n + 1) if self.held[(s + i) % n])
        self.dice_needed = 2

    def outcome(self):
        self._over()
        return [self.rules.ante * (self.num_players - 1) if s == self.winner else -self.rules.ante
                for s in range(self.num_players)]

    def result_text(self):
        return None if self.winner is None else f"seat {self.winner} keeps the last counter and takes the pool"

    def position_key(self):
        return (tuple(self.held), self.pot, self.seat, self.last_throws, self.winner, self.dice_needed, self.called)

    def view(self, seat):
        v = {"game": self.game.slug, "counters": list(self.held), "pot": self.pot, "to_throw": self.seat,
             "last_counter_throws": self.last_throws if sum(self.held) == 1 else None,
             "pool": self.rules.ante * self.num_players}
        if self.seat is None:
            v["outcome"] = self.outcome()
        return v


@dataclass(frozen=True)
class NeighbourRules(PoolRules):
    target: int = option(5, "points (counters shed) that win", "seed 001 part 6 §5.7", minimum=1, maximum=20,
                         bound="our bound: 20")


class HelpNeighbourState(DiceState):
    rules_cls = NeighbourRules
    CALL_THROW = True

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.points = [0] * 6
        self.dice_needed = 3
        # each player owns the number of his seat, as the log and the result line say
        self.seat_names = tuple(f"No. {s + 1}" for s in range(num_players))

    def _thrown(self, faces):
        s = self.seat
        for f in faces:
            self.points[f - 1] += 1
        self.log.append(f"No. {s + 1} throws {' '.join(map(str, faces))}: points {self.points}")
        if max(self.points) >= self.rules.target:
            self.seat = None
            return
        self.seat = (s + 1) % 6
        self.dice_needed = 3

    def _winners(self):
        return [s for s in range(6) if self.points[s] >= self.rules.target]

    def outcome(self):
        self._over()
        return pool_outcome([1 if s in self._winners() else 0 for s in range(6)], self.rules.ante)

    def result_text(self):
        if self.seat is not None:
            return None
        return "No. " + " and No. ".join(str(s + 1) for s in self._winners()) + " reach the target and take the pool"

    def position_key(self):
        return (tuple(self.points), self.seat, self.dice_needed, self.called)

    def view(self, seat):
        v = {"game": self.game.slug, "points": list(self.points), "target": self.rules.target, "to_throw": self.seat,
             "pool": self.rules.ante * 6}
        if self.seat is None:
            v["outcome"] = self.outcome()
        return v


register(GameInfo(
    slug="ace-in-the-pot", title="Ace in the pot", family="dice", min_players=2, max_players=10, default_players=4,
    state_cls=AceInThePotState, rules_cls=AceRules, information="perfect", chance="explicit", items=("dice",),
    utility="zero-sum-chips", bots={"heuristic": ThrowBot}, source="Foster 1914, seed 001 part 6 §5.7",
    summary="Aces put counters in the pot, sixes pass them left; the last counter kept through three "
            "throws without a six takes the pool."))

register(GameInfo(
    slug="help-your-neighbour-dice", title="Help your neighbour (dice)", family="dice", min_players=6,
    max_players=6, default_players=6, state_cls=HelpNeighbourState, rules_cls=NeighbourRules,
    information="perfect", chance="explicit", items=("dice",), utility="zero-sum-chips",
    bots={"heuristic": ThrowBot}, source="Foster 1914, seed 001 part 6 §5.7",
    summary="Six players numbered 1 to 6; every die thrown credits the player of its number; first to "
            "five points takes the pool.",
    status="partial", notes="The book says both 'five points win' and 'five counters, first rid of them wins': one race either way; players reaching five on the same throw divide the pool (our reading)."))
