"""Earl of Coventry (snip snap snorem) and jig (Foster 1914, seed 001 part 5 "Граф Ковентри" and
the jig paragraph after it; catalog 001_part5.md §8.7): one engine, two ways of following.

Both (seed 001 part 5, Earl of Coventry): any number; the whole pack dealt one card at a time
(uneven hands do not matter); the eldest hand lays any card; the player of the fourth card of
the round leads the next; the first player out of cards wins one counter from each other player
for each card that player still holds.

* ``earl-of-coventry``: each in turn matches the card led with another of its rank, if he can
  (the rhymes, or "snip, snap, snorem", are not modelled); the fourth is the Earl of Coventry.
  The book does not say what a player does who cannot match: we pass the turn to his left
  (the standard reading; the game is marked partial for it), and a player who can match must.
* ``jig``: a player must play the next card up in the suit, if he has it, until four cards are
  shown. The ace is high and nothing follows it; a round that cannot go on (after the ace, or
  when the next card up has already been played) ends there too, and the player of its last
  card leads (our reading: the book names only the round of four).

A player who cannot follow is passed over in turn (the log says so: it is what the table sees).
This small "stops" logic -- who may follow a card, when a round is closed, the counter a card --
is kept here, not in a shared mechanic: :mod:`hoyle.mechanics.stops` (``Run``, ``next_holder``,
``after_stop``, ``pay_per_card``) was built alongside, and these two games belong on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card
from ...core.actions import Action
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .base import ParlourState, rank_words

__all__ = ["SequenceRules", "SequenceState", "SequenceBot", "follows"]

SRC = "seed 001 part 5, Earl of Coventry"


@dataclass(frozen=True)
class SequenceRules(Rules):
    """The following rule of the round."""

    follow: str = option("rank", "rank: match the card led by rank (Earl of Coventry); "
                         "suit: the next card up in its suit (jig)", "Foster 1914, " + SRC,
                         choices=("rank", "suit"))


def follows(follow: str, last: int, first: int) -> int | None:
    """The card that must come next in a round whose last card is ``last`` (first card ``first``):
    jig -- the next card up in the suit (None after the ace); Earl of Coventry -- any card of the
    rank (returned as the rank's lowest index: ``card // 4`` is what is compared)."""
    if follow == "rank":
        return first
    if last // 4 == 12:
        return None
    return last + 4


class SequenceState(ParlourState):
    """One deal of Earl of Coventry or jig. ``round``: the cards of the round so far (in play
    order), ``played``: every card shown."""

    rules_cls = SequenceRules
    centre_keys = ("round",)

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        pack = self.shuffler.shuffle([Card(i) for i in range(52)])
        self.deal_round([int(c) for c in pack])
        self.round: list[int] = []
        self.round_seats: list[int] = []
        self.played: list[int] = []
        self.turn = self.left_of(self.dealer)
        self.log.append("the pack is dealt one card at a time")

    # ----- rules -------------------------------------------------------------------------
    def _fits(self, c: int) -> bool:
        if not self.round:
            return True
        need = follows(self.rules.follow, self.round[-1], self.round[0])
        if self.rules.follow == "rank":
            return c // 4 == self.round[0] // 4
        return need is not None and c == need

    def _closed(self) -> bool:
        """Whether the round is over: four shown, or (jig) the next card up is out of reach."""
        if len(self.round) >= 4:
            return True
        if self.rules.follow == "suit":
            need = follows("suit", self.round[-1], self.round[0])
            return need is None or need in self.played
        return False

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.turn

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        return [Action("play", (Card(c),)) for c in sorted(self.hands[self.turn]) if self._fits(c)]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        law = f"Foster 1914, {SRC}"
        if action.verb != "play" or len(action.args) != 1 or not isinstance(action.args[0], Card):
            return (f"{str(action)[:40]} is not an action now: write play CARD (e.g. play TH)", None)
        c = int(action.args[0])
        if c not in self.hands[self.turn]:
            return (f"you do not hold {Card(c)}", law)
        if self.rules.follow == "rank":
            return (f"the round is of {rank_words(self.round[0] // 4 + 2)}: "
                    f"match it with a card of that rank", law)
        return (f"the round runs up from {Card(self.round[-1])}: play {Card(self.round[-1] + 4)}", law)

    def _apply(self, action: Action) -> None:
        c = int(action.args[0])
        me = self.turn
        self.hands[me].remove(c)
        self.round.append(c)
        self.round_seats.append(me)
        self.played.append(c)
        self.log.append(f"seat {me} {'leads' if len(self.round) == 1 else 'plays'} {Card(c)}")
        if not self.hands[me]:
            self.over = True
            others = [len(h) for h in self.hands]
            self.net = [-x for x in others]
            self.net[me] = sum(others)
            self.log.append(f"seat {me} is out of cards and wins one from each for each card held")
            return
        if self._closed():
            self.log.append(f"seat {me} played the last of the round and leads")
            self.round, self.round_seats = [], []
            self.turn = me
            return
        t = me
        for _ in range(self.num_players):
            t = self.left_of(t)
            if any(self._fits(x) for x in self.hands[t]):
                break
            self.log.append(f"seat {t} cannot follow: the turn passes")
        self.turn = t

    def _places(self) -> dict[str, list[int]]:
        return {"played": list(self.played)}

    def view(self, seat: int | None) -> dict[str, Any]:
        v = self._base_view(seat)
        v["phase"] = "over" if self.over else ("leading" if not self.round else "following")
        v["players"] = [{"seat": s, "cards": len(self.hands[s])} for s in range(self.num_players)]
        v["round"] = [str(Card(c)) for c in self.round]
        v["played"] = len(self.played)
        v["events"] = self.events(seat)
        return self._finish_view(v)


class SequenceBot(Bot):
    """Leads from the rank (Earl of Coventry) or the run (jig) it holds most of, so that it plays
    the round on itself and leads again; follows with the first card that fits (forced)."""

    name = "longest"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            if view.get("round"):
                return legal[0]
            from ...cards import parse_cards
            hand = {int(c) for c in parse_cards(view["hand"])}
            def run(c: int) -> int:
                if view["game"] == "jig":
                    k = 0
                    while c + 4 * k in hand and k < 4:
                        k += 1
                    return k
                return sum(1 for x in hand if x // 4 == c // 4)
            return max(legal, key=lambda a: (run(int(a.args[0])), -int(a.args[0])))
        except Exception:          # a heuristic must never stop a game
            return legal[0]


register(GameInfo(
    slug="earl-of-coventry", title="Earl of Coventry (snip snap snorem)", family="parlour",
    utility="zero-sum-chips", min_players=2, max_players=8, default_players=4, state_cls=SequenceState,
    rules_cls=SequenceRules, defaults={"follow": "rank"},
    aliases=("граф ковентри", "snip snap snorem", "snip-snap-snorem"),
    source="Foster 1914, seed 001 part 5 (Граф Ковентри); catalog 001_part5.md §8.7",
    summary="Match the card led by rank in turn; the fourth leads; the first out wins a counter a card.",
    bots={"longest": SequenceBot}, status="partial",
    notes="turn-passing when unable is not given by the book: a player who cannot match passes the turn"))

register(GameInfo(
    slug="jig", title="Jig", family="parlour", utility="zero-sum-chips",
    min_players=2, max_players=8, default_players=4, state_cls=SequenceState, rules_cls=SequenceRules,
    defaults={"follow": "suit"}, aliases=("джига",),
    source="Foster 1914, seed 001 part 5 (Граф Ковентри: Джига); catalog 001_part5.md §8.7",
    summary="Play the next card up in suit in turn, four to a round; the first out wins a counter a card.",
    bots={"longest": SequenceBot},
    notes="ace high, nothing after it; a round that cannot go on ends with its last card"))
