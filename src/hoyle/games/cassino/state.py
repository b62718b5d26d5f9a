"""One deal of cassino and its variants (Foster 1914, seed 001 part 5 "Кассино" and the four
games after it; catalog 001_part5.md §3.1-3.5).

The deal (law D2): four to each player two at a time, two to the table just before the dealer
helps himself in each round; later rounds four each and none to the table until the pack is
gone (two players: six rounds; three: four; four: three). Draw cassino (§3.5) deals once and each
player draws the top of the stock after every play. The play is :mod:`hoyle.mechanics.capture`:
``take 9C 2H 2D 5S`` (the card played, then the table cards it takes), ``build 7 3S 4H 5C 2D``
(the value announced, the card played, the table cards it goes onto), ``trail 7H``.

Our readings where the book is silent: a player may trail when he could take (the book names
the trail for when he cannot, forbidding it only while his own build is on the table, law R5);
a pair may leave other cards of its rank on the table; a build may be taken only whole, by a
card of its value; cards left on a table nobody took from go to the dealer; the dealer's side
scores nothing after a wrong number (law D8) with partners; each deal's own result is the usual
way of law S2, the lower count taken from the higher between every two sides.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core import Action, DealNotOver, GameState, IllegalAction, Rules, option
from ...core.errors import SetupError
from ...core.laws import Ruling
from ...mechanics.capture import Item, builds, captures, loose, mask_items
from ...mechanics.tricks import handler_calls, referee_call
from .laws import CASSINO_LAWS

__all__ = ["CassinoRules", "CassinoState", "card_value", "BIG_CASSINO", "LITTLE_CASSINO", "JACK_OF_SPADES",
           "ACES", "count_items"]

BIG_CASSINO = Card(33)          # ten of diamonds
LITTLE_CASSINO = Card(3)        # two of spades
JACK_OF_SPADES = Card(39)
#: the aces in the order they go out at twenty-one-point cassino (§3.2): spades, clubs, hearts, diamonds
ACES = (Card(51), Card(48), Card(50), Card(49))
SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")


def _L(n: str) -> str:
    return CASSINO_LAWS.cite(n)


@dataclass(frozen=True)
class CassinoRules(Rules):
    royal: bool = option(False, "the court cards have values (J 11, Q 12, K 13) and combine and build",
                         "Foster 1914, 001 part 5, royal cassino (§3.3)")
    ace_value: int = option(1, "what an ace counts in combining and building (royal cassino: 'sometimes 14')",
                            "Foster 1914, 001 part 5, royal cassino (§3.3): aces sometimes valued at 14",
                            choices=(1, 14))
    spade_count: bool = option(False, "spade cassino: every spade a point, the jack of spades one more, in place "
                                      "of the point for most spades; pegged as taken",
                               "Foster 1914, 001 part 5, spade cassino (§3.4)")
    draw: bool = option(False, "draw cassino: one deal, each player drawing the top of the stock after each play",
                        "Foster 1914, 001 part 5, draw cassino (§3.5)")
    partners: bool = option(False, "four players as two partnerships, partners opposite",
                            "Foster 1914, 001 part 5, cassino: players (§3.1)")
    sweeps: bool = option(True, "a sweep of the table scores a point", "Foster 1914, 001 part 5, cassino: "
                                "the counts (§3.1)")
    cancel_sweeps: bool = option(False, "only the difference of the sides' sweeps counts (opposing sweeps turned "
                                        "down)", "Foster 1914, 001 part 5, cassino: the sweep (§3.1); "
                                        "twenty-one-point cassino: only the difference counts (§3.2)")
    game_points: int = option(11, "points that make game in a match", "Foster 1914, 001 part 5: the old way, "
                              "eleven (§3.1); 21 (§3.2); spade cassino 61 (§3.4)", minimum=1, maximum=1000)
    lurch: bool = option(True, "game reached before the adversary has half of it is a lurch, a double game",
                         "Foster 1914, 001 part 5, cassino: scoring, eleven before six (§3.1)")
    count_out: bool = option(False, "counting out: no order of going out; when several sides reach game in one "
                                    "deal nobody wins and game goes on eleven more (21, 32, 43 ...)",
                             "Foster 1914, 001 part 5, twenty-one-point cassino: counting out (§3.2); our "
                             "reading: nobody claims during a deal")


def card_value(card: int, rules: CassinoRules) -> int | None:
    """A card's value in combining and building: A 1 (or ``ace_value``), 2-10 their pips, the
    courts ``None`` (pair only) or, in royal cassino, J 11, Q 12, K 13."""
    r = card // 4 + 2
    if r == 14:
        return rules.ace_value
    if r <= 10:
        return r
    return r if rules.royal else None


def count_items(taken: list[list[int]], sweeps: list[int], rules: CassinoRules) -> list[tuple[int, int, str]]:
    """The count of a deal's end, in the order the points go out (§3.2: cards, spades, big
    cassino, little cassino, the aces spades-clubs-hearts-diamonds, sweeps), as ``(side,
    points, what)``; ``taken`` and ``sweeps`` per side. Spade cassino (§3.4): each spade a point,
    the jack of spades one more, no point for most spades. Cards (3) and spades (1) go to the
    single side with most, a tie scoring nobody."""
    out: list[tuple[int, int, str]] = []

    def most(counts: list[int]) -> int | None:
        top = max(counts)
        return counts.index(top) if counts.count(top) == 1 else None

    w = most([len(t) for t in taken])
    if w is not None:
        out.append((w, 3, "cards"))
    if rules.spade_count:
        for s, t in enumerate(taken):
            for c in sorted(t, reverse=True):
                if c % 4 == 3:
                    out.append((s, 1, f"spade {Card(c)}"))
            if JACK_OF_SPADES in t:
                out.append((s, 1, "jack of spades"))
    else:
        w = most([sum(1 for c in t if c % 4 == 3) for t in taken])
        if w is not None:
            out.append((w, 1, "spades"))
    for c, what, pts in ((BIG_CASSINO, "big cassino", 2), (LITTLE_CASSINO, "little cassino", 1)):
        for s, t in enumerate(taken):
            if c in t:
                out.append((s, pts, what))
    for a in ACES:
        for s, t in enumerate(taken):
            if a in t:
                out.append((s, 1, f"ace of {SUIT_WORDS[a % 4]}"))
    if rules.sweeps:
        low = min(sweeps) if rules.cancel_sweeps else 0
        for s, k in enumerate(sweeps):
            for _ in range(k - low):
                out.append((s, 1, "sweep"))
    return out


def _peg_items(cards: list[int]) -> list[tuple[int, str]]:
    """Spade cassino's pegs for cards as they are taken (§3.4): each spade, the jack of spades
    again, each ace, the cassinos."""
    out: list[tuple[int, str]] = []
    for c in sorted(cards, reverse=True):
        if c % 4 == 3:
            out.append((1, f"spade {Card(c)}"))
        if c == JACK_OF_SPADES:
            out.append((1, "jack of spades"))
        if c == BIG_CASSINO:
            out.append((2, "big cassino"))
        if c == LITTLE_CASSINO:
            out.append((1, "little cassino"))
        if c // 4 == 12:
            out.append((1, f"ace of {SUIT_WORDS[c % 4]}"))
    return out


class CassinoState(GameState):
    """One deal of cassino (module docstring). Seats 0..n-1, the dealer ``context["dealer"]``
    (default the last seat); the eldest hand (the dealer's left, the next seat) plays first in
    every round. ``context["score"]``: the match's score per side before the deal (shown)."""

    #: the environments' listed tail (:mod:`hoyle.env.actions`): a take or build is a hand
    #: card with a set of table cards; random deals reach about 300 at one position, and this
    #: size (a hand card with any set of ten table cards) is our bound, not a proven one: a
    #: position beyond it is counted and warned of, never silently cut
    listed_bound = 4 * 2 ** 10


    rules_cls = CassinoRules
    unit = "points"

    def __init__(self, num_players: int = 2, rules: CassinoRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = self.n = num_players
        if self.rules.partners and n != 4:
            raise SetupError("cassino in partnerships is four players, two against two (§3.1)")
        self.partners = self.rules.partners
        self.n_sides = 2 if self.partners else n
        self.seat_names = ("N", "E", "S", "W") if n == 4 else tuple(f"player {i + 1}" for i in range(n))
        self.dealer = self.context.get("dealer", n - 1)
        self.eldest = (self.dealer + 1) % n
        self.score_before = self._context_numbers("score", [0] * self.n_sides)
        self.deck: list[int] = self.shuffler.shuffle(list(standard_pack()))
        self.pos = 0
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.table: list[Item] = []
        self.taken: list[list[int]] = [[] for _ in range(n)]
        self.sweeps = [0] * n
        self.pegs: list[tuple[int, int, str]] = []        # spade cassino: (side, points, what) as taken
        self.last_taker: int | None = None
        self.last_take: list[int] = []
        self.exposed: dict[int, int] = {}                 # law P1: a card set aside, to be trailed
        self.barred: set[int] = set()                     # law D8: sides scoring nothing
        self.rulings: list[Ruling] = []
        self.void: str | None = None
        self.same_dealer = False
        self.round = 0
        self.dealt: list[set[int]] = [set() for _ in range(n)]   # this round's cards, for law D7
        self.turn = self.eldest
        self.over = False
        self._deal_round()

    # ----- dealing -----------------------------------------------------------------------------
    def _take_top(self) -> int:
        c = self.deck[self.pos]
        self.pos += 1
        return c

    def _deal_round(self) -> None:
        """Law D2: two at a time from the dealer's left; in the first round two to the table just
        before the dealer helps himself, twice."""
        first = self.round == 0
        self.round += 1
        self.dealt = [set() for _ in range(self.n)]
        order = [(self.eldest + i) % self.n for i in range(self.n)]
        for _ in range(2):
            for s in order:
                if first and s == self.dealer:
                    for _ in range(2):
                        self.table.append(loose(self._take_top(), self.value))
                for _ in range(2):
                    c = self._take_top()
                    self.hands[s].append(c)
                    self.dealt[s].add(c)
        self.turn = self.eldest
        self.note(f"round {self.round} dealt" + (": on the table " + " ".join(str(Card(it.cards[0]))
                                                                              for it in self.table) if first else ""))

    def value(self, card: int) -> int | None:
        return card_value(card, self.rules)

    def side(self, seat: int) -> int:
        return seat % 2 if self.partners else seat

    def stock_left(self) -> int:
        return len(self.deck) - self.pos

    # ----- the contract ----------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.over else self.turn

    def _holds(self, hand: list[int], v: int, without: int) -> bool:
        return any(c != without and self.value(c) == v for c in hand)

    def _keeps_builds(self, seat: int, card: int, mask: int) -> bool:
        """Law R5: after playing ``card`` (taking or building on the items in ``mask``) the seat
        still holds a card for each build of his own left on the table."""
        hand = self.hands[seat]
        return all(self._holds(hand, it.value, card) for i, it in enumerate(self.table)
                   if it.build and it.owner == seat and not mask >> i & 1)

    def _build_holder(self, seat: int, card: int, target: int, mask: int) -> int | None:
        """Who holds the card to take a build of ``target`` (law R3): the seat itself, or in
        partnership the partner whose build of that value joins it; ``None`` if nobody."""
        if self._holds(self.hands[seat], target, card):
            return seat
        if self.partners:
            mate = (seat + 2) % 4
            if any(it.build and it.owner == mate and it.value == target for it in mask_items(self.table, mask)):
                return mate
        return None

    def _targets(self, seat: int, card: int) -> set[int]:
        out = {self.value(c) for c in self.hands[seat] if c != card}
        if self.partners:
            out |= {it.value for it in self.table if it.build and it.owner == (seat + 2) % 4}
        out.discard(None)
        return out  # type: ignore[return-value]

    def _cards_of(self, mask: int) -> list[Card]:
        return sorted(Card(c) for it in mask_items(self.table, mask) for c in it.cards)

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        seat = self.turn
        if seat in self.exposed:
            return [Action("trail", (Card(self.exposed[seat]),))]
        acts: list[Action] = []
        own_build = any(it.build and it.owner == seat for it in self.table)
        for c in sorted(self.hands[seat]):
            card = Card(c)
            for m in captures(self.table, c, self.value):
                if self._keeps_builds(seat, c, m):
                    acts.append(Action("take", (card, *self._cards_of(m))))
            for v in sorted(self._targets(seat, c)):
                for m in builds(self.table, c, v, self.value):
                    if self._build_holder(seat, c, v, m) is not None and self._keeps_builds(seat, c, m):
                        acts.append(Action("build", (v, card, *self._cards_of(m))))
            if not own_build:
                acts.append(Action("trail", (card,)))
        if not acts:                                     # cannot happen by law R5; never leave a seat stuck
            acts = [Action("trail", (Card(c),)) for c in sorted(self.hands[seat])]
        return acts

    def _mask_of(self, cards: tuple) -> int | None:
        want = set(int(c) for c in cards)
        mask = 0
        for i, it in enumerate(self.table):
            got = want.intersection(it.cards)
            if got:
                if len(got) != len(it.cards):
                    return None
                mask |= 1 << i
                want -= got
        return None if want else mask

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        seat = self.turn
        hand = self.hands[seat] if not self.over else []
        args = action.args
        if self.over:
            return ("the deal is over", None)
        if seat in self.exposed and action != Action("trail", (Card(self.exposed[seat]),)):
            return (f"{Card(self.exposed[seat])} was played out of turn: it is trailed now", _L("P1"))
        if action.verb not in ("take", "build", "trail"):
            return super()._explain_illegal(action)
        cards = [a for a in args if isinstance(a, Card)]
        card = (args[1] if action.verb == "build" and len(args) > 1 else args[0]) if args else None
        if not isinstance(card, Card):
            return super()._explain_illegal(action)
        if int(card) not in hand:
            return (f"{card} is not in your hand", None)
        rest = [a for a in cards if a is not card and a != card]
        mask = self._mask_of(tuple(rest))
        if action.verb == "trail":
            if any(it.build and it.owner == seat for it in self.table):
                return ("you have a build on the table: take it, take something else or build; you may not "
                        "trail", _L("R5"))
            return super()._explain_illegal(action)
        if mask is None or not rest:
            return ("name table cards, and every card of a build you take or build on (a build is never "
                    "separated)", _L("R3"))
        if action.verb == "take":
            if self.value(card) is None and any(self.table[i].rank != card.rank or self.table[i].build
                                                for i in range(len(self.table)) if mask >> i & 1):
                return (f"{card} has no value: it only pairs", _L("R1"))
            if int(mask) not in captures(self.table, int(card), self.value):
                return (f"{card} does not take {' '.join(map(str, rest))}: each part must pair it, be a build of "
                        f"its value or add up to it", _L("R2"))
            if not self._keeps_builds(seat, int(card), mask):
                return ("you would part with the card that takes your own build", _L("R5"))
            return super()._explain_illegal(action)
        v = args[0] if isinstance(args[0], int) and not isinstance(args[0], Card) else None
        if v is None:
            return super()._explain_illegal(action)
        items = mask_items(self.table, mask)
        if any(it.build and it.double for it in items) and v != next(it.value for it in items if it.double):
            return ("a double build is never increased", _L("R4"))
        if int(mask) not in builds(self.table, int(card), v, self.value):
            return (f"{card} on {' '.join(map(str, rest))} does not make {v}: a build is raised only by a card from "
                    f"the hand, never with table cards", _L("R4"))
        if self._build_holder(seat, int(card), v, mask) is None:
            return (f"you hold no other card of {v} to take the build", _L("R3"))
        if not self._keeps_builds(seat, int(card), mask):
            return ("you would part with the card that takes your own build", _L("R5"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        seat = self.turn
        verb, args = action.verb, action.args
        if verb == "build":
            v, card, rest = args[0], args[1], args[2:]
        else:
            card, rest = args[0], args[1:]
            v = None
        c = int(card)
        self.hands[seat].remove(c)
        self.exposed.pop(seat, None)
        name = self.seat_names[seat]
        if verb == "trail":
            self.table.append(loose(c, self.value))
            self.note(f"{name} trails {card}")
        else:
            mask = self._mask_of(rest)
            assert mask is not None
            items = mask_items(self.table, mask)
            holder = self._build_holder(seat, c, v, mask) if verb == "build" else None
            self.table = [it for i, it in enumerate(self.table) if not mask >> i & 1]
            if verb == "take":
                got = [c] + [x for it in items for x in it.cards]
                self.taken[seat].extend(got)
                self.last_taker, self.last_take = seat, sorted(got)
                sweep = not self.table and self.rules.sweeps
                if sweep:
                    self.sweeps[seat] += 1
                if self.rules.spade_count:
                    side = self.side(seat)
                    if side not in self.barred:
                        self.pegs.extend((side, p, w) for p, w in _peg_items(got))
                        if sweep:
                            self.pegs.append((side, 1, "sweep"))
                self.note(f"{name} takes {' '.join(map(str, rest))} with {card}" + (": a sweep" if sweep else ""))
            else:
                total = (self.value(c) or 0) + sum(it.value or 0 for it in items)
                self.table.append(Item(tuple(sorted(Card(x) for x in [c] + [x for it in items for x in it.cards])), v, 0, True,
                                       total != v, holder))
                self.note(f"{name} builds {card} on {' '.join(map(str, rest))}: "
                          + (f"two {v}s" if total == 2 * v else f"{total // v} {v}s" if total != v else f"{v}"))
        self._advance(seat)

    def _advance(self, seat: int) -> None:
        if self.rules.draw and self.stock_left():
            d = self._take_top()
            self.hands[seat].append(d)
            self.note(f"{self.seat_names[seat]} draws", to=None)
            self.note(f"you draw {Card(d)}", to=seat)
        if any(self.hands):
            t = (seat + 1) % self.n
            while not self.hands[t]:
                t = (t + 1) % self.n
            self.turn = t
            return
        if self.stock_left():
            self._deal_round()
            return
        self._finish()

    def _finish(self) -> None:
        """Law R7: the table's last cards to the last to take in (to the dealer if nobody took)."""
        rest = [x for it in self.table for x in it.cards]
        if rest:
            who = self.last_taker if self.last_taker is not None else self.dealer
            self.taken[who].extend(rest)
            if self.rules.spade_count and self.side(who) not in self.barred:
                self.pegs.extend((self.side(who), p, w) for p, w in _peg_items(rest))
            self.note(f"{self.seat_names[who]} takes the last cards " + " ".join(str(Card(c)) for c in sorted(rest)))
            self.table = []
        self.over = True

    # ----- the count ---------------------------------------------------------------------------
    def scoring_events(self) -> list[tuple[int, int, str]]:
        """The deal's points in the order they go out, ``(side, points, what)``: spade cassino's
        pegs as the cards were taken, then the cards at the end (§3.4); otherwise the count of
        :func:`count_items` at the end. A side barred by law D8 scores none. Raises DealNotOver."""
        if not self.over:
            raise DealNotOver("the deal is not over")
        if self.void:
            return []
        ns = self.n_sides
        taken = [[c for s in range(self.n) if self.side(s) == side for c in self.taken[s]] for side in range(ns)]
        sweeps = [sum(self.sweeps[s] for s in range(self.n) if self.side(s) == side) for side in range(ns)]
        items = count_items(taken, sweeps, self.rules)
        if self.rules.spade_count:
            items = list(self.pegs) + [x for x in items if x[2] == "cards"]
        return [x for x in items if x[0] not in self.barred]

    def points(self) -> list[int]:
        """Points per side this deal (eleven a deal besides sweeps; spade cassino 24)."""
        p = [0] * self.n_sides
        for side, pts, _ in self.scoring_events():
            p[side] += pts
        return p

    def outcome(self) -> list[int]:
        """Per seat: the usual way of law S2, each deal a game: every side wins from each other
        the difference of their counts (a side's partners each get its amount)."""
        if not self.over:
            raise DealNotOver("the deal is not over")
        p = self.points()
        tot = sum(p)
        per_side = [self.n_sides * x - tot for x in p]
        return [per_side[self.side(s)] for s in range(self.n)]

    def _side_name(self, side: int) -> str:
        return ("N-S", "E-W")[side] if self.partners else self.seat_names[side]

    def result_text(self) -> str | None:
        if not self.over:
            return None
        if self.void:
            return f"no score: {self.void}"
        by: dict[int, list[str]] = {}
        for side, pts, what in self.scoring_events():
            by.setdefault(side, []).append(what if pts == 1 else f"{what} {pts}")
        p = self.points()
        return "; ".join(f"{self._side_name(s)} {p[s]} ({', '.join(by.get(s, [])) or 'nothing'})"
                         for s in range(self.n_sides))

    # ----- what a seat may see ----------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": [Card(c) for c in h]
                                      for s, h in enumerate(self.hands)}
        out["stock"] = [Card(c) for c in self.deck[self.pos:]]
        out["table"] = [Card(c) for it in self.table for c in it.cards]
        for s, t in enumerate(self.taken):
            out[f"taken {self.seat_names[s]}"] = [Card(c) for c in t]
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = set(self.deck[self.pos:])
        for s, h in enumerate(self.hands):
            if s != seat:
                out.update(c for c in h if self.exposed.get(s) != c)
        return out

    def _item_view(self, it: Item) -> dict[str, Any]:
        if not it.build:
            return {"card": str(Card(it.cards[0])), "value": it.value}
        return {"build": it.value, "cards": [str(Card(c)) for c in it.cards], "double": it.double,
                "owner": self.seat_names[it.owner] if it.owner is not None else None}

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        v: dict[str, Any] = {
            "game": self.game.slug if hasattr(self, "game") else "cassino",
            "phase": "over" if self.over else "play", "players": self.n, "round": self.round,
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "hand": [str(Card(c)) for c in sorted(self.hands[seat])] if seat is not None else None,
            "cards_held": {names[s]: len(h) for s, h in enumerate(self.hands)},
            "table": [self._item_view(it) for it in self.table],
            "stock": self.stock_left(),
            "taken": {names[s]: len(t) for s, t in enumerate(self.taken)},
            "sweeps": {names[s]: k for s, k in enumerate(self.sweeps)},
            "last_take": [str(Card(c)) for c in self.last_take],
            "last_taker": None if self.last_taker is None else names[self.last_taker],
            "exposed": {names[s]: str(Card(c)) for s, c in self.exposed.items()},
            "score": list(self.score_before), "game_points": self.rules.game_points, "royal": self.rules.royal,
            "to_act": None if self.to_act is None else names[self.to_act],
        }
        if self.rules.spade_count:
            pegged = [0] * self.n_sides
            for side, pts, _ in self.pegs:
                pegged[side] += pts
            v["pegged"] = pegged
        if self.over:
            v["points"] = self.points()
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        sides = ["N-S", "E-W"] if len(view["score"]) == 2 and view["players"] == 4 else list(view["taken"])
        lines = [f"{view['game']} - round {view['round']} - dealer {view['dealer']} - stock {view['stock']} - "
                 f"score " + ", ".join(f"{sides[i]} {p}" for i, p in enumerate(view["score"]))
                 + f" (game {view['game_points']})"]
        parts = []
        for it in view["table"]:
            if "card" in it:
                parts.append(it["card"])
            else:
                kind = "double " if it["double"] else ""
                parts.append(f"[{kind}build of {it['build']}: {' '.join(it['cards'])}, {it['owner']}'s]")
        lines.append("Table: " + (" ".join(parts) or "(empty)"))
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        lines.append("Taken: " + ", ".join(f"{s} {k} cards, {view['sweeps'][s]} sweeps" for s, k in view["taken"].items()))
        if view.get("last_take"):
            lines.append(f"Last taken by {view['last_taker']}: {' '.join(view['last_take'])}")
        if view.get("pegged"):
            lines.append("Pegged: " + ", ".join(f"{sides[i]} {p}" for i, p in enumerate(view["pegged"])))
        if view.get("exposed"):
            lines.append("Set aside: " + ", ".join(f"{s} {c}" for s, c in view["exposed"].items()))
        if view.get("result"):
            lines.append("Deal over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to play")
        return "\n".join(lines)

    def position_key(self) -> Any:
        return None

    # ----- the referee --------------------------------------------------------------------------
    def referee_calls(self) -> list[str]:
        return handler_calls(self)

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        if seat is None or not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n:
            raise IllegalAction(f"name a seat 0 to {self.n - 1} for the call")
        if self.over:
            raise IllegalAction("the deal is over")
        return referee_call(self, seat, call, details, self.seat_names)

    def _before_play(self, law: str) -> None:
        if self.history or self.round != 1:
            raise IllegalAction("this is claimed before the first card is played", _L(law))

    def _void(self, why: str, same_dealer: bool) -> None:
        self.void = why
        self.same_dealer = same_dealer
        self.over = True

    def _ref_misdeal(self, seat: int) -> Ruling:
        """Law D5: a misdeal (found before the play) loses the deal: it passes to the left."""
        self._before_play("D5")
        self._void("a misdeal (law D5)", False)
        return Ruling(law=_L("D5"), penalty="the dealer loses the deal; it passes to the left",
                      effect={"void": True, "same_dealer": False})

    def _ref_faced_card(self, seat: int) -> Ruling:
        """Law D3: an imperfect pack or a card faced in the pack: the same dealer deals again."""
        self._before_play("D3")
        self._void("a card faced in the pack (law D3)", True)
        return Ruling(law=_L("D3"), penalty="a new deal by the same dealer", effect={"void": True, "same_dealer": True})

    def _ref_exposed_in_deal(self, seat: int) -> Ruling:
        """Law D6: a card exposed in the deal; an adversary of the dealer demands a new deal."""
        self._before_play("D6")
        if self.side(seat) == self.side(self.dealer):
            raise IllegalAction("only an adversary of the dealer may demand a new deal", _L("D6"))
        self._void("a card exposed in the deal (law D6)", True)
        return Ruling(law=_L("D6"), penalty="a new deal by the same dealer", effect={"void": True, "same_dealer": True})

    def _ref_exposed_card(self, seat: int, card: str, draw: int = 0) -> Ruling:
        """Law D7: a card of this round's deal to ``seat`` exposed after the table was turned:
        he refuses it; it goes into the middle of the stock and he takes the top card; with the
        stock gone (the last round) the dealer takes it and ``seat`` draws the card at position
        ``draw`` of the dealer's hand, blind (the exposed one among them)."""
        c = _card_detail(card)
        if self.round < 2 and not self.rules.draw:
            raise IllegalAction("a card exposed in the first round's deal is law D6 (exposed-in-deal)", _L("D7"))
        if c not in self.hands[seat] or c not in self.dealt[seat]:
            raise IllegalAction(f"{Card(c)} is not a card dealt to {self.seat_names[seat]} this round", _L("D7"))
        if seat == self.dealer:
            raise IllegalAction("the dealer exposed his own card: he keeps it", _L("D7"))
        hand = self.hands[seat]
        if self.stock_left():
            top = self._take_top()
            rest = self.deck[self.pos:]
            mid = len(rest) // 2
            self.deck[self.pos:] = rest[:mid] + [c] + rest[mid:]
            hand[hand.index(c)] = top
            self.dealt[seat].add(top)
            self.note(f"{self.seat_names[seat]} refuses the exposed {Card(c)}; it goes into the stock")
            return Ruling(law=_L("D7"), penalty=f"{Card(c)} goes into the middle of the stock; the top card to "
                          f"{self.seat_names[seat]}", effect={"refused": str(Card(c))})
        dh = self.hands[self.dealer]
        if not isinstance(draw, int) or isinstance(draw, bool) or not 0 <= draw <= len(dh):
            raise IllegalAction(f"the blind draw is a position 0 to {len(dh)} of the dealer's hand", _L("D7"))
        hand.remove(c)
        dh.append(c)
        got = dh.pop(draw)
        hand.append(got)
        self.note(f"{self.seat_names[seat]} refuses the exposed {Card(c)}; the dealer takes it and "
                  f"{self.seat_names[seat]} draws from his hand")
        return Ruling(law=_L("D7"), penalty=f"the dealer takes {Card(c)}; {self.seat_names[seat]} draws blind from "
                      "the dealer's hand", effect={"refused": str(Card(c)), "kept": got == c})

    def _ref_wrong_number(self, seat: int) -> Ruling:
        """Law D8: a wrong number in a round after the first: the dealer scores nothing this
        hand (the hands, put right, are as dealt here)."""
        if self.round < 2 or self.rules.draw:
            raise IllegalAction("law D8 is a round after the first (a wrong number in the first is a misdeal)",
                                _L("D8"))
        self.barred.add(self.side(self.dealer))
        self.pegs = [p for p in self.pegs if p[0] not in self.barred]
        return Ruling(law=_L("D8"), penalty=f"{self.seat_names[self.dealer]} (the dealer) scores nothing this hand",
                      effect={"barred": self._side_name(self.side(self.dealer))})

    def _ref_play_out_of_turn(self, seat: int, card: str) -> Ruling:
        """Law P1: ``seat`` played ``card`` out of turn: it lies aside exposed and is trailed at
        his turn; he may not build, combine or take with it."""
        c = _card_detail(card)
        if seat == self.turn:
            raise IllegalAction(f"{self.seat_names[seat]} is to play: no card is out of turn", _L("P1"))
        if c not in self.hands[seat]:
            raise IllegalAction(f"{Card(c)} is not in {self.seat_names[seat]}'s hand", _L("P1"))
        if seat in self.exposed:
            raise IllegalAction(f"{self.seat_names[seat]} already has a card set aside", _L("P1"))
        self.exposed[seat] = c
        self.note(f"{self.seat_names[seat]} played {Card(c)} out of turn: set aside, to be trailed")
        return Ruling(law=_L("P1"), penalty=f"{Card(c)} is trailed at {self.seat_names[seat]}'s turn",
                      effect={"exposed": [str(Card(c))]})

    def _ref_false_build(self, seat: int, value: int) -> Ruling:
        """Law P3: the claim that the build of ``value`` on the table was made without the card
        to take it. Found true, the build is broken up into loose cards; found false, refused."""
        builds_of = [it for it in self.table if it.build and it.value == value]
        if not builds_of:
            raise IllegalAction(f"there is no build of {value} on the table", _L("P3"))
        it = builds_of[0]
        owner = it.owner
        if owner is not None and self._holds(self.hands[owner], value, -1):
            raise IllegalAction(f"no false build: its builder holds a card of {value}", _L("P3"))
        i = self.table.index(it)
        self.table[i:i + 1] = [loose(c, self.value) for c in it.cards]
        return Ruling(law=_L("P3"), penalty="the build is broken up", effect={"broken": value})

    def _ref_trail_with_build(self, seat: int) -> Ruling:
        """Law R5: the claim that ``seat`` trailed with his own build on the table; the engine
        refuses such a trail, so the claim is checked against his last play and refused."""
        mine = [it for it in self.table if it.build and it.owner == seat]
        raise IllegalAction(f"{self.seat_names[seat]} did not trail with a build of his own on the table"
                            + (" (his build stands; a trail is refused until he takes it in)" if mine else ""),
                            _L("R5"))

    def clone(self) -> "CassinoState":
        s = CassinoState.__new__(CassinoState)
        s.__dict__.update(self.__dict__)
        s.history = list(self.history)
        s.log = list(self.log)
        s.context = dict(self.context)
        s.score_before = list(self.score_before)
        s.deck = list(self.deck)
        s.hands = [list(h) for h in self.hands]
        s.table = list(self.table)
        s.taken = [list(t) for t in self.taken]
        s.sweeps = list(self.sweeps)
        s.pegs = list(self.pegs)
        s.last_take = list(self.last_take)
        s.exposed = dict(self.exposed)
        s.barred = set(self.barred)
        s.rulings = list(self.rulings)
        s.dealt = [set(d) for d in self.dealt]
        s._legal_memo = None
        return s


def _card_detail(card: Any) -> int:
    from ...cards import CardParseError, parse_card
    if isinstance(card, Card):
        return int(card)
    if not isinstance(card, str):
        raise IllegalAction("name the card as text, e.g. 7H")
    try:
        return int(parse_card(card))
    except CardParseError as exc:
        raise IllegalAction(f"not a card: {card[:40]!r} ({exc})") from None
