"""Authors, the happy-families game with a common pack (Foster 1914, seed 001 part 5
"Авторы"; catalog 001_part5.md §8.3).

What the book lays down (each rule cites seed 001 part 5, Authors):

* any number; the whole pack dealt one card at a time (uneven hands do not matter); each puts
  one counter in the pool (option ``ante``);
* the player on the dealer's left asks a named player for a named card, which must be of a
  rank he already holds (``ask 2 TH``: seat 2 for the ten of hearts); the card asked for may
  be one he holds himself -- the book's "legal trick" of asking for your own card;
* a holder must give it up, and the asker asks again; a player asked who has not the card
  takes the turn (he asks next);
* four of a rank, once together, are laid face down as a book ("взятка"); the most books
  take the pool, a tie divides it.

What the book leaves open, read the standard way (recorded here, the game marked playable):
books completed by the deal are laid at once; a player may ask only a seat that still holds
cards (an empty hand has nothing to give), and one who has no cards left passes the turn to
the next seat on his left that holds any; odd counters of a divided pool stay in the pool
(:meth:`house_take`).

Secrets: the ask and its answer (given or not) are public, in words; a refused ask says only
what the rules announce ("seat 2 has not got it"); a refused *action* names only the asker's
own hand, the table's public counts and the rule broken -- never whether a seat holds a card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card
from ...core.actions import Action
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .base import ParlourState, rank_words, words

__all__ = ["AuthorsRules", "AuthorsState", "AuthorsBot", "pool_shares"]

SRC = "seed 001 part 5, Authors"


@dataclass(frozen=True)
class AuthorsRules(Rules):
    """Authors' options."""

    ante: int = option(1, "counters each player puts in the pool", "Foster 1914, " + SRC,
                       minimum=1, maximum=100, bound="our bound: 100")


def pool_shares(books: Sequence[int], pool: int) -> tuple[list[int], int]:
    """Who takes the pool: ``(share per seat, odd counters left)``. The most books take it; a
    tie divides it (seed 001 part 5, Authors), the odd counters staying in the pool."""
    best = max(books)
    winners = [s for s, b in enumerate(books) if b == best]
    each, odd = divmod(pool, len(winners))
    return [each if s in winners else 0 for s in range(len(books))], odd


class AuthorsState(ParlourState):
    """One deal of authors. ``books[s]``: the ranks seat ``s`` has laid down."""

    rules_cls = AuthorsRules
    centre_keys = ("pool",)

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.books: list[list[int]] = [[] for _ in range(num_players)]
        self.pool = self.rules.ante * num_players
        self.asks: list[dict[str, Any]] = []      # the public asks: by, of, rank, card words, given
        pack = self.shuffler.shuffle([Card(i) for i in range(52)])
        self.deal_round([int(c) for c in pack])
        self.log.append(f"each puts {self.rules.ante} in the pool; the pack is dealt one card at a time")
        for s in range(num_players):
            self._lay_books(s)
        self.turn = self._next_with_cards(self.left_of(self.dealer), include=True)
        self._maybe_end()

    # ----- rules -------------------------------------------------------------------------
    def _lay_books(self, s: int) -> None:
        h = self.hands[s]
        for r in sorted({c // 4 + 2 for c in h}):
            four = [c for c in h if c // 4 + 2 == r]
            if len(four) == 4:
                for c in four:
                    h.remove(c)
                self.books[s].append(r)
                self.log.append(f"seat {s} lays down a book of {rank_words(r)}")

    def _next_with_cards(self, s: int, include: bool = False) -> int | None:
        n = self.num_players
        for k in range(0 if include else 1, n + 1):
            t = (s + k) % n
            if self.hands[t]:
                return t
        return None

    def _maybe_end(self) -> None:
        if sum(len(b) for b in self.books) == 13:
            self.over = True
            shares, self.odd = pool_shares([len(b) for b in self.books], self.pool)
            self.net = [shares[s] - self.rules.ante for s in range(self.num_players)]
            self.log.append("the books: " + ", ".join(f"seat {s} {len(b)}" for s, b in enumerate(self.books)))

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.turn

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        me = self.turn
        ranks = {c // 4 for c in self.hands[me]}
        targets = [t for t in range(self.num_players) if t != me and self.hands[t]]
        return [Action("ask", (t, Card(r * 4 + s))) for t in targets for r in sorted(ranks) for s in range(4)]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        law = f"Foster 1914, {SRC}"
        if self.over:
            return ("the deal is over", None)
        if action.verb != "ask" or len(action.args) != 2 or type(action.args[0]) is not int \
                or not isinstance(action.args[1], Card):
            return (f"{str(action)[:40]} is not an action now: write ask SEAT CARD (e.g. ask 2 TH)", None)
        t, c = action.args
        me = self.turn
        if c.suit is None:
            return ("a joker is not in the pack of authors", law)
        if not 0 <= t < self.num_players:
            return (f"seat {t} is not at the table (seats 0 to {self.num_players - 1})", law)
        if t == me:
            return ("a player asks another player, not himself", law)
        if not self.hands[t]:
            return (f"seat {t} holds no cards: ask a player who holds some", law)
        if not any(x // 4 == int(c) // 4 for x in self.hands[me]):
            return (f"you hold no {rank_words(c.rank)}: ask only for a card of a rank you already hold", law)
        return (f"{action} is not allowed now", law)

    def _apply(self, action: Action) -> None:
        t, c = action.args
        me = self.turn
        c = int(c)
        given = c in self.hands[t]
        self.asks.append({"by": me, "of": t, "card": words(c)[4:], "given": given})
        if given:
            self.hands[t].remove(c)
            self.hands[me].append(c)
            self.log.append(f"seat {me} asks seat {t} for {words(c)}: seat {t} gives it")
            self._lay_books(me)
            if not self.hands[me]:
                nxt = self._next_with_cards(me)
                self.turn = me if nxt is None else nxt
            else:
                self.turn = me
        else:
            self.log.append(f"seat {me} asks seat {t} for {words(c)}: seat {t} has not got it, "
                            f"and asks next")
            self.turn = t
        self._maybe_end()

    def house_take(self) -> int:
        return getattr(self, "odd", 0) if self.over else 0

    def _places(self) -> dict[str, list[int]]:
        return {f"books {s}": [r * 4 - 8 + k for r in b for k in range(4)] for s, b in enumerate(self.books)}

    def view(self, seat: int | None) -> dict[str, Any]:
        v = self._base_view(seat)
        v["phase"] = "over" if self.over else "asking"
        v["players"] = [{"seat": s, "cards": len(self.hands[s]),
                         "books": [rank_words(r) for r in self.books[s]]} for s in range(self.num_players)]
        v["pool"] = self.pool
        v["asks"] = self.asks[-12:]
        v["events"] = self.events(seat)
        return self._finish_view(v)


class AuthorsBot(Bot):
    """Asks for a card of the rank it holds most of, never one of its own, and never of a seat
    the recent public asks show has not got it (an ask refused, the card not moved since); a
    seat that has itself asked for that rank (it must hold one: the rule of the ask) first;
    ties broken at random, so that two bots never ask each other round in a circle."""

    name = "memory"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        try:
            from ...cards import parse_cards
            hand = [int(c) for c in parse_cards(view["hand"])]
            counts = {r: sum(1 for c in hand if c // 4 == r) for r in {c // 4 for c in hand}}
            wanted = [a for a in legal if int(a.args[1]) not in hand]
            if not wanted:
                return legal[0]
            claimed: dict[int, int] = {}
            lacks: set[tuple[int, str]] = set()
            for ask in view.get("asks", []):
                claimed[_RANK_OF_WORD.get(ask["card"].split(" of ")[0], -1)] = ask["by"]
                lacks = {x for x in lacks if x[1] != ask["card"]}
                if not ask["given"]:
                    lacks.add((ask["of"], ask["card"]))
            fresh = [a for a in wanted if (a.args[0], Card(a.args[1]).name) not in lacks] or wanted

            def score(a: Action) -> tuple:
                t, c = a.args
                r = int(c) // 4
                return (counts.get(r, 0), claimed.get(r) == t)
            top = max(score(a) for a in fresh)
            best = [a for a in fresh if score(a) == top]
            return best[int(self.rng.integers(len(best)))]
        except Exception:          # a heuristic must never stop a game
            return legal[0]


_RANK_OF_WORD = {"two": 0, "three": 1, "four": 2, "five": 3, "six": 4, "seven": 5, "eight": 6, "nine": 7,
                 "ten": 8, "jack": 9, "queen": 10, "king": 11, "ace": 12}


register(GameInfo(
    slug="authors", title="Authors", family="parlour", utility="zero-sum-chips",
    min_players=2, max_players=8, default_players=4, state_cls=AuthorsState, rules_cls=AuthorsRules,
    aliases=("авторы", "happy families"), source="Foster 1914, seed 001 part 5 (Авторы); catalog 001_part5.md §8.3",
    summary="Ask a named player for a named card of a rank you hold; the most books of four take the pool.",
    bots={"memory": AuthorsBot},
    notes="books made by the deal are laid at once; only a seat holding cards may be asked; "
          "odd counters of a divided pool stay in it"))
