"""Ambigu: four cards from a 40-card pack, two draws and two declarations, combinations paid
round the table by the winner of the pool.

Source: catalog 001_part3.md §A15 (seed 001 part 3, L781-856), oracles AM-01..AM-05. The
engine is :class:`AmbiguState` over :mod:`hoyle.mechanics.betting` (a
:class:`~hoyle.mechanics.betting.BettingRound` for each interval,
:func:`~hoyle.mechanics.betting.side_pots` for players who called a sight).

The deal, as the book gives it and as we read it:

* **Pack**: 40 cards, no K Q J; 10 high, the ace low and counting one pip (our reading: the
  text does not say). Seats are numbered in the order of play, to the right, as in
  bouillotte (:mod:`hoyle.games.poker.dealt`); the deal passes to the right.
* **Blind**: each player puts ``blind`` (1) in the pool; no straddles. Two cards each, one at
  a time from the dealer's right.
* **First draw**: in turn each says ``stand`` ("content") or ``discard`` one or two cards and
  is served from the top; either way he antes ``ante`` (2).
* **Second deal**: the rest of the pack, without the discards, is shuffled and cut again,
  and two more cards are dealt to each (four in hand). In PHH this second shuffle is the
  line ``d sh stock`` (:mod:`hoyle.formats.phh`).
* **First declaration**: each in turn says ``play`` or ``pass`` (a player who passes is out).
  All pass: the dealer chooses to ``redeal`` (the deal is void, the pool stays and each puts
  in ``blind`` more) or to ``keep`` (he puts up ``ante`` and every player keeps his cards and
  stays in: our reading of "forces everyone to keep their cards"). One plays: he takes the
  pool, and the last player who passed pays him ``ante`` (2) chips (our reading of "the last
  player who refused": the last to speak of those who passed). Two or more: a betting
  interval among them from the first who said play: ``check``, ``bet N`` / ``raise N`` (1 to
  ``limit``), ``call``, ``fold``; a player short of chips calls for a sight. A bet nobody
  meets takes the pool, and its maker shows for his combination.
* **Second draw**: those still in, in turn, ``stand`` or ``discard`` one to four cards. When
  the pack runs out the discards (all but the player's being served) are gathered, shuffled
  and cut: PHH's ``d sh discards``.
* **Second declaration**: each in turn ``play`` or ``pass``. All pass: the hands are thrown in,
  the pool stays and each puts in ``blind`` more for the next deal. One plays: he takes the
  pool and shows for his combination. Two or more: the final betting, as in draw poker,
  then a show: the best hand takes the pool (each pool of :func:`side_pots` to the best hand
  eligible for it).
* **Combinations** (:func:`combination`, lowest first, with the chips each other player at
  the table pays the pool's winner, and only him): point 1 (two or more cards of one suit,
  three beating two, then pips, then two cards in sequence: AM-01, AM-02); prime 2, grand
  prime (over 30 pips) 3 (four suits, AM-03); sequence 3 (three of one suit in sequence and
  an odd card); tricon 4 (three of a kind); flush 5 (four of one suit); tricon and prime 6
  (AM-04); four in sequence of one suit 8 (AM-04); fredon 10 (four of a kind), 11 when its
  pips pass 30, a grand prime (AM-05: fours of 9s and 10s; we pay four 8s, 32 pips, 11 by
  the definition of grand prime, the text naming only 9s and 10s). Equal hands go to the
  eldest (the first from the dealer's right). A player pays combinations as far as his
  chips go (the book's players keep about ten chips back for them). Three in sequence
  with a fourth of the suit out of sequence is a flush (the text defines only the four-card
  sequence flush as a double).

Not modelled: penalties (a foul hand, showing cards), the packs used in turns, a banker.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from ...cards import Card, card
from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.match import Match
from ...core.rules import Rules, option
from ...mechanics.betting import BettingRound, Limits, side_pots
from .dealt import OVER, DealtPokerState

__all__ = ["AmbiguRules", "AmbiguState", "AmbiguMatch", "AMBIGU_PACK", "Combination",
           "combination", "pips", "SRC"]

SRC = "catalog 001_part3.md §A15 (ambigu)"
DRAW1, DECLARE1, BET1, DRAW2, DECLARE2, BET2, CHOOSE = (
    "first draw", "first declaration", "first betting", "second draw", "second declaration",
    "final betting", "dealer's choice")


def pips(c: Card) -> int:
    """A card's pips: 1 for the ace (our reading), else its number (2-10)."""
    return 1 if c.rank == 14 else c.rank


#: the 40-card pack: ace to 10 of each suit
AMBIGU_PACK: tuple[Card, ...] = tuple(card(r, s) for s in range(4) for r in (14, 2, 3, 4, 5, 6, 7, 8, 9, 10))

NAMES = {0: "nothing", 1: "point", 2: "prime", 3: "sequence", 4: "tricon", 5: "flush",
         6: "tricon and prime", 7: "sequence flush", 8: "fredon"}


class Combination(NamedTuple):
    """A hand's best combination: ``category`` (0 nothing .. 8 fredon, :data:`NAMES`), ``key``
    (a tuple ordering hands of one category, higher better), ``pays`` (chips from each other
    player) and ``name``."""

    category: int
    key: tuple
    pays: int
    name: str

    @property
    def order(self) -> tuple:
        return (self.category, self.key)


def _runs(values: list[int]) -> int:
    """The longest run of consecutive values."""
    vs = sorted(set(values))
    best = run = 1 if vs else 0
    for a, b in zip(vs, vs[1:]):
        run = run + 1 if b == a + 1 else 1
        best = max(best, run)
    return best


def combination(hand) -> Combination:
    """The best combination of a hand of ambigu (four cards; fewer give at most a point).

    >>> from hoyle.formats.phh import parse_phh_cards as P
    >>> combination(P("Tc9d8h7s")).name, combination(P("Tc9d8h7s")).pays      # AM-03
    ('grand prime', 3)
    """
    cs = list(hand)
    ranks = [pips(c) for c in cs]
    by_suit: dict[int, list[int]] = {}
    for c in cs:
        by_suit.setdefault(int(c.suit), []).append(pips(c))
    total = sum(ranks)
    counts = sorted((ranks.count(r), r) for r in set(ranks))
    if len(cs) == 4:
        if counts[-1][0] == 4:
            return Combination(8, (ranks[0],), 11 if total > 30 else 10, "fredon")
        if len(by_suit) == 1:
            v = by_suit[next(iter(by_suit))]
            if _runs(v) == 4:
                return Combination(7, (max(v),), 8, "sequence flush")
            return Combination(5, (total,), 5, "flush")
        if counts[-1][0] == 3 and len(by_suit) == 4:
            return Combination(6, (counts[-1][1],), 6, "tricon and prime")
        if counts[-1][0] == 3:
            return Combination(4, (counts[-1][1],), 4, "tricon")
        for v in by_suit.values():
            if len(v) == 3 and _runs(v) == 3:
                return Combination(3, (max(v), total), 3, "sequence")
        if len(by_suit) == 4:
            grand = total > 30
            return Combination(2, (total,), 3 if grand else 2, "grand prime" if grand else "prime")
    best = None
    for v in by_suit.values():
        if len(v) >= 2:
            k = (len(v), sum(v), 1 if _runs(v) >= 2 else 0)
            best = k if best is None or k > best else best
    if best is None:
        return Combination(0, (), 0, "nothing")
    return Combination(1, best, 1, "point")


@dataclass(frozen=True)
class AmbiguRules(Rules):
    """Rule options of ambigu (catalog 001_part3.md §A15)."""

    cave: int = option(100, "chips each player starts with (equal for all)", SRC + " ('equal "
                       "chips'; 100 our reading)", minimum=1, maximum=1_000_000,
                       bound="our bound: 1,000,000")
    blind: int = option(1, "each player's blind before the deal; what each adds after a void "
                        "deal", SRC + " ('each player puts in 1 chip')", minimum=0, maximum=1000,
                        bound="our bound: 1,000")
    ante: int = option(2, "each player's ante at the first draw; the dealer's to force the "
                       "cards kept; what the last to refuse pays a lone player",
                       SRC + " ('2 white chips')", minimum=0, maximum=1000, bound="our bound: 1,000")
    limit: int = option(10, "the betting limit: the largest bet or raise", SRC + " ('a betting "
                        "limit'; 10 our reading)", minimum=1, maximum=100_000,
                        bound="our bound: 100,000")


class AmbiguState(DealtPokerState):
    """One deal of ambigu (see the module docstring).

    Context keys read: as :class:`~hoyle.games.poker.dealt.DealtPokerState`.

    Actions: ``stand`` / ``discard C [C ...]`` (a draw), ``play`` / ``pass`` (a declaration),
    ``redeal`` / ``keep`` (the dealer's choice when all pass), and in a betting interval
    ``check``, ``bet N``, ``call``, ``raise N``, ``fold``.
    """

    rules_cls: ClassVar[type[Rules]] = AmbiguRules
    pack = AMBIGU_PACK
    phh_forced: ClassVar[str] = "antes"
    phh_min_bet: ClassVar[int] = 1

    def __init__(self, num_players: int, rules: Rules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.stock = list(AMBIGU_PACK)
        self.pile: list[Card] = []              # discards not yet gathered again
        self.pending: list[int] = []
        self.players: list[int] = []            # who said "play" in the declaration going on
        self.passed: list[int] = []
        self.combos: dict[int, Combination] = {}
        self.payments = [0] * num_players
        for s in self._order():
            self._put(s, self.rules.blind)
        self.log.append(f"each player puts in a blind of {self.rules.blind}")
        self._shuffle(AMBIGU_PACK, "the pack")
        for _ in range(2):
            for s in self._order():
                self._give(s)
        self._begin(DRAW1, self._order())

    # ------------------------------------------------------------------ turns
    def _begin(self, phase: str, seats: list[int]) -> None:
        self.phase = phase
        self.pending = list(seats)
        self.turn = self.pending[0] if self.pending else None
        self.players, self.passed = [], []

    def _next(self) -> None:
        self.pending.pop(0)
        self.turn = self.pending[0] if self.pending else None

    def _serve(self, seat: int, k: int, keep_out: list[Card]) -> None:
        for _ in range(k):
            if not self.stock:
                gathered = [c for c in self.pile if c not in keep_out]
                self.pile = [c for c in self.pile if c in keep_out]
                self._shuffle(gathered, "discards")
                self.log.append("the pack is out: the discards are gathered, shuffled and cut")
            self._give(seat)

    # ------------------------------------------------------------------ the contract
    def legal_actions(self) -> list[Action]:
        if self.phase == OVER:
            return []
        if self.round is not None:
            return self.round.legal_actions()
        s = self.turn
        if self.phase in (DRAW1, DRAW2):
            most = 2 if self.phase == DRAW1 else 4
            h = sorted(self.hand[s])
            out = [Action("stand")]
            import itertools
            for k in range(1, most + 1):
                out.extend(Action("discard", tuple(x)) for x in itertools.combinations(h, k))
            return out
        if self.phase == CHOOSE:
            return [Action("redeal"), Action("keep")]
        return [Action("play"), Action("pass")]

    def _check(self, action: Action) -> None:
        if self.round is not None and self.phase != OVER:
            self.round.check(self.round.turn, action)
            return
        if action.verb == "discard" and self.phase in (DRAW1, DRAW2):
            most = 2 if self.phase == DRAW1 else 4
            cs = action.args
            if not all(isinstance(c, Card) for c in cs) or not 1 <= len(cs) <= most:
                raise IllegalAction(f"discard one to {most} of your cards", SRC)
            if len(set(cs)) != len(cs) or any(c not in self.hand[self.turn] for c in cs):
                raise IllegalAction("discard cards of your own hand, each once", SRC)
            return
        super()._check(action)

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.phase in (DRAW1, DRAW2):
            return ("in the draw say stand (content) or discard your cards", SRC)
        if self.phase in (DECLARE1, DECLARE2):
            return ("say play or pass", SRC)
        if self.phase == CHOOSE:
            return ("all have passed: the dealer chooses redeal or keep", SRC)
        return ("the deal is over", None)

    def _apply(self, action: Action) -> None:
        if self.round is not None:
            self._bet(action)
            return self._after_bet()
        s = self.turn
        v = action.verb
        if self.phase in (DRAW1, DRAW2):
            if v == "discard":
                for c in action.args:
                    self.hand[s].remove(c)
                self.discard[s].extend(action.args)
                self.pile.extend(action.args)
                self.log.append(f"seat {s} discards {len(action.args)}")
                self._serve(s, len(action.args), list(action.args))
            else:
                self.log.append(f"seat {s} is content")
            if self.phase == DRAW1:
                self._put(s, self.rules.ante)
            self._next()
            if self.turn is None:
                if self.phase == DRAW1:
                    self._second_deal()
                else:
                    self._begin(DECLARE2, self._order())
            return
        if self.phase == CHOOSE:
            if v == "redeal":
                return self._void("the dealer gathers the cards for a new deal")
            self._put(self.dealer, self.rules.ante)
            self.log.append(f"the dealer puts up {self.rules.ante} and everyone keeps his cards")
            return self._interval(BET1, self._order())
        (self.players if v == "play" else self.passed).append(s)
        self.log.append(f"seat {s} {'plays' if v == 'play' else 'passes'}")
        self._next()
        if self.turn is not None:
            return
        players, passed = list(self.players), list(self.passed)
        for t in passed:
            self.folded[t] = True
        if self.phase == DECLARE1:
            if not players:
                for t in passed:
                    self.folded[t] = False
                self.phase = CHOOSE
                self.turn = self.dealer
                return
            if len(players) == 1:
                w = players[0]
                last = passed[-1]
                amt = min(self.rules.ante, self.stack[last])
                pay = [0] * self.num_players
                pay[last] -= amt
                pay[w] += amt
                self.log.append(f"only seat {w} plays: he takes the pool, and seat {last}, the "
                                f"last to refuse, pays him {amt} ({SRC})")
                return self._take(w, pay, show=False)
            return self._interval(BET1, players)
        if not players:
            for t in passed:
                self.folded[t] = False
            return self._void("all pass after the draw: the hands are thrown in")
        if len(players) == 1:
            return self._take(players[0])
        return self._interval(BET2, players)

    def _second_deal(self) -> None:
        self._shuffle(list(reversed(self.stock)), "stock")
        self.log.append("the rest of the pack is shuffled and cut; two more cards each")
        for _ in range(2):
            for s in self._order():
                self._give(s)
        self._begin(DECLARE1, self._order())

    def _interval(self, phase: str, seats: list[int]) -> None:
        self.phase = phase
        self.turn = None
        live = [s in seats for s in range(self.num_players)]
        for s in range(self.num_players):
            self.folded[s] = not live[s]
        self.round = BettingRound(self.stack, live, seats[0], Limits("spread", self.rules.limit),
                                  pot=self.pot)
        self._after_bet()

    def _after_bet(self) -> None:
        rd = self.round
        assert rd is not None
        if rd.winner is not None:
            self.round = None
            return self._take(rd.winner)
        if not rd.over:
            return
        self.round = None
        if self.phase == BET1:
            return self._begin(DRAW2, self._order())
        self._showdown()

    # ------------------------------------------------------------------ the end
    def _void(self, why: str) -> None:
        for s in self._order(live_only=False):
            self._put(s, self.rules.blind)
        self.carried_out = self.pot
        self.log.append(f"{why}; each puts in {self.rules.blind} and the pool of "
                        f"{self.carried_out} stays for the next deal ({SRC})")
        self._finish([0] * self.num_players)

    def _eldest(self, s: int) -> int:
        return -((s - self.dealer - 1) % self.num_players)

    def _collect(self, w: int, won: list[int], pay: list[int]) -> None:
        """The pool winner shows and is paid for his combination by every other player."""
        c = combination(self.hand[w])
        self.combos[w] = c
        self.shown[w] = True
        left = [self.stack[s] + won[s] + pay[s] for s in range(self.num_players)]
        for t in range(self.num_players):
            if t != w and c.pays:
                amt = min(c.pays, left[t])
                pay[t] -= amt
                pay[w] += amt
        if c.pays:
            self.log.append(f"seat {w} shows {c.name}: {c.pays} from each other player ({SRC})")

    def _take(self, w: int, pay: list[int] | None = None, show: bool = True) -> None:
        n = self.num_players
        won = [0] * n
        won[w] = self.pot
        pay = pay if pay is not None else [0] * n
        self.winners = [w]
        self.log.append(f"seat {w} takes the pool of {self.pot}")
        if show:
            self._collect(w, won, pay)
        self.payments = pay
        self._finish(won, pay)

    def _showdown(self) -> None:
        n = self.num_players
        callers = self._order()
        for s in callers:
            self.shown[s] = True
            self.combos[s] = combination(self.hand[s])
        pots = side_pots(self.paid, self.folded, dead=self.pot_in)
        won = [0] * n
        for p in pots:
            w = max(p.eligible, key=lambda s: (self.combos[s].order, self._eldest(s)))
            won[w] += p.amount
            self.detail.append({"pot": p.amount, "eligible": list(p.eligible), "winner": w})
            self.log.append(f"a pool of {p.amount} goes to seat {w} ({self.combos[w].name})")
        main = self.detail[0]["winner"]
        self.winners = sorted({d["winner"] for d in self.detail})
        pay = [0] * n
        self._collect(main, won, pay)
        self.payments = pay
        self._finish(won, pay)

    def _clone_more(self, new) -> None:
        new.pile = list(self.pile)
        new.pending = list(self.pending)
        new.players = list(self.players)
        new.passed = list(self.passed)
        new.combos = dict(self.combos)
        new.payments = list(self.payments)

    def card_locations(self) -> dict[str, list]:
        loc = super().card_locations()
        held = {c for h in self.hand for c in h}
        loc["discards"] = [c for c in self.pile if c not in held]
        for s in range(self.num_players):
            loc[f"discard {s}"] = []
        return loc

    def view(self, seat: int | None) -> dict[str, Any]:
        v = self._base_view(seat)
        v["limit"] = self.rules.limit
        v["players"] = list(self.players)
        if seat is not None and self.hand[seat]:
            v["combination"] = combination(self.hand[seat]).name
        if self.result is not None:
            v["payments"] = list(self.payments)
            v["combinations"] = {str(s): c.name for s, c in self.combos.items()}
        return v

    def result_text(self) -> str | None:
        if self.result is None:
            return None
        if not self.winners:
            return f"no play: {self.carried_out} chips stay in the pool for the next deal"
        return "; ".join(f"seat {s} {self.result[s]:+d}" for s in range(self.num_players)
                         if self.result[s])


class AmbiguMatch(Match):
    """A session of ambigu: the deal passes to the right (the next seat); a pool nobody won
    stays for the next deal; a player left with no chips buys again (our reading). Context
    carried: ``dealer``, ``stacks``, ``pot_carried``, ``deal_number``."""

    def carry(self, state: AmbiguState) -> dict[str, Any]:
        ctx = super().carry(state)
        stacks = state.final_stacks()
        ctx["stacks"] = [x if x > 0 else self.rules.cave for x in stacks]
        ctx["pot_carried"] = state.carried_out
        return ctx
