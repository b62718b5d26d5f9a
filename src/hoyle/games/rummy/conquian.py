"""Conquian, the two-hand rummy of Mexico and Texas (Foster 1914, seed 001 part 5 "КОНКЬЯН";
catalog 001_part5.md §4), over :mod:`hoyle.mechanics.rummy`.

Forty cards (the Spanish pack, 8 9 10 out: A 2 3 4 5 6 7 J Q K, the seven next to the jack; rule
``pack``: ``american``, the court cards out, A to 10; ``full``, the 52 the book says spoil the
game); no ace after the king. Ten cards each, dealt two at a time in five rounds; the twenty
left are the stock. Nothing drawn ever goes into a hand: the pone turns the stock's top card up,
and the card on offer is decided at once (the *cards* and *play* sections of §4):

* ``meld 5H 6H 7H`` - the card with two cards of the hand makes a meld of exactly three, "never
  more shown" (a set of a rank, or three in sequence in a suit); a card of one's own four may be
  borrowed for a sequence, an end card of one's own sequence of four or more for a triplet
  (*borrowing*);
* ``extend 2`` - the card goes onto one's own meld 2 (a triplet made a four, a sequence lengthened
  at an end, with the hand's cards that fill a gap: 5-6-7 takes the queen with the jack held);
* ``refuse`` (the card one turned oneself: the drawer has the first refusal) - it is offered to
  the other; ``pass`` (a card the other refused or discarded) - it is turned down, never seen
  again, and the one who passed turns the next;
* ``force 2`` - a card the other refused or discarded that fits his meld 2 is put on it: he must
  take it and discard (*forcing*).

Whoever used a card (or was forced one) has eleven cards between hand and table: he discards
(``discard KD``; the discard is offered to the other like a turned card) or puts his discard on
a meld of the other's it fits (``force KD 1``, forcing him in turn), unless his whole hand goes
down at once (``out``): eleven cards down win the deal (*object*, *discard*). When the last card
of the stock is turned and passed, the deal is a *tableau*: each puts a counter in the pool,
which the next deal's winner takes with the counter his opponent pays (*stakes*, *show*). The
deal alternates; :class:`ConquianMatch` carries the pool.

Our readings where the book is silent: a card put onto one's own sequence takes with it the
hand's cards that fill the gap and no more (the book's 5-6-7 with the jack and the queen);
going out may borrow as a meld laid out with a turned card may; a player forced to eleven may
go out too. A tableau's counters lie in the pool as their owners' until the pool is won, so a
tied deal's outcome is 0 to each and the winner of the next takes ``stake`` times one more than
the tableaux before it (with two players the counters the loser put in, his own coming back).
The three-hand table (the dealer sitting out) is not modelled: two play.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ...cards import Card
from ...core import Action, DealNotOver, GameState, Rules, option
from ...core.match import Match
from ...mechanics.rummy import (AMERICAN_ORDER, FULL_ORDER, SPANISH_ORDER, CardUse, MeldRules, TableMeld,
                                borrowings, card_uses, in_order, lay_out_all, layoffs, meld_of)

__all__ = ["ConquianRules", "ConquianState", "ConquianMatch", "CONQUIAN_ORDERS", "conquian_law"]

_SRC = "Foster 1914, seed 001 part 5, conquian (catalog 001_part5.md §4)"
#: the rank orders of the packs (001 part 5 §4, the cards): ranks low to high, the ace low only
CONQUIAN_ORDERS = {"spanish": SPANISH_ORDER, "american": AMERICAN_ORDER, "full": FULL_ORDER}
#: cards down that win a deal (§4, object of the game)
OUT = 11


def conquian_law(topic: str) -> str:
    """The book's place for a refusal: ``"Foster 1914, 001 part 5 §4, conquian: borrowing"``."""
    return f"Foster 1914, 001 part 5 §4, conquian: {topic}"


@dataclass(frozen=True)
class ConquianRules(Rules):
    pack: str = option("spanish", "the forty cards: spanish (8, 9, 10 out: the seven next to the jack), american "
                                  "(J, Q, K out: ace to ten), or full (all 52, which the book says spoils the game)",
                       f"{_SRC}, the cards", choices=("spanish", "american", "full"))
    stake: int = option(1, "counters the loser of a deal pays (and each puts in the pool at a tableau)",
                        f"{_SRC}, stakes: one counter", minimum=1, maximum=100, bound="our bound: 100")


class ConquianState(GameState):
    """One deal of conquian (module docstring). Seats 0 and 1; the dealer ``context["dealer"]``
    (default seat 1), the pone the other, who turns the first card. ``context["tableaux"]``:
    tied deals just before this one (their counters in the pool).

    ``view(seat)`` shows the seat's hand, every meld on the table with its owner and number,
    the card on offer and whose it is to decide, the stock's size, the cards passed (the book's
    advice is to watch them), the pool; the other hand only when the deal is over."""

    rules_cls = ConquianRules
    unit = "counters"

    def __init__(self, num_players: int = 2, rules: ConquianRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.n = num_players
        self.seat_names = tuple(f"player {i + 1}" for i in range(self.n))
        self.dealer = self.context.get("dealer", self.n - 1)
        self._check_dealer(self.dealer)
        self.pone = 1 - self.dealer
        self.tableaux = self._context_numbers("tableaux", 0)
        if self.tableaux < 0:
            self.tableaux = 0
        order = CONQUIAN_ORDERS[self.rules.pack]
        self.meld_rules = MeldRules(order=order, ace_high=False, values={r: 1 for r in order}, max_set=4)
        pack = [Card((r - 2) * 4 + s) for r in sorted(order) for s in range(4)]
        deck = [int(c) for c in self.shuffler.shuffle(pack)]
        self.pack = sorted(deck)
        self._in_pack = frozenset(self.pack)
        self.hands: list[list[int]] = [[], []]
        pos = 0
        for _ in range(5):                                  # five rounds of two, the pone first
            for s in (self.pone, self.dealer):
                self.hands[s].extend(deck[pos:pos + 2])
                pos += 2
        self.stock: list[int] = deck[pos:][::-1]            # the top is the end of the list
        self.melds: list[TableMeld] = []
        self.passed: list[int] = []
        self.offer: int | None = None
        self.offer_kind = "turned"                          # turned | refused | discard
        self.phase = "offer"                                # offer | discard
        self.turn = self.pone
        self.over = False
        self.winner: int | None = None
        self.note(f"ten cards dealt to each, two at a time; {len(self.stock)} in the stock")
        self._turn_up(self.pone)

    # ----- helpers -----------------------------------------------------------------------------
    def _other(self, seat: int) -> int:
        return 1 - seat

    def _mine(self, seat: int) -> list[int]:
        return [t for t, m in enumerate(self.melds) if m.owner == seat]

    def down(self, seat: int) -> int:
        """Cards ``seat`` has laid out on the table."""
        return sum(len(m.cards) for m in self.melds if m.owner == seat)

    def _uses(self, seat: int) -> list[CardUse]:
        if self.offer is None:
            return []
        return card_uses(self.offer, self.hands[seat], self.melds, self.meld_rules, mine=self._mine(seat))

    def _forcible(self, c: int, seat: int) -> list[int]:
        """The other's melds (indices) that the card ``c`` fits, for ``seat`` to force it on."""
        return [t for t in self._mine(self._other(seat)) if layoffs(self.melds[t], c, self.meld_rules)]

    def _turn_up(self, seat: int) -> None:
        if not self.stock:
            self.over = True
            self.offer = None
            self.note("the last card of the stock is passed: nobody has eleven down, a tableau; each puts "
                      f"{self.rules.stake} in the pool")
            return
        self.offer = self.stock.pop()
        self.offer_kind = "turned"
        self.phase = "offer"
        self.turn = seat
        self.note(f"{self.seat_names[seat]} turns up {Card(self.offer)}")

    def _cards(self, cs: tuple[int, ...] | list[int]) -> str:
        return " ".join(str(Card(c)) for c in cs)

    # ----- the contract ------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.over else self.turn

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        seat = self.turn
        acts: list[Action] = []
        if self.phase == "offer":
            assert self.offer is not None
            for u in self._uses(seat):
                if u.target is None:
                    acts.append(Action("meld", tuple(Card(c) for c in u.meld.cards)))
                else:
                    acts.append(Action("extend", (u.target + 1,)))
            if self.offer_kind == "turned":
                acts.append(Action("refuse"))
            else:
                acts.append(Action("pass"))
                acts.extend(Action("force", (t + 1,)) for t in self._forcible(self.offer, seat))
            return acts
        hand = sorted(self.hands[seat])
        acts.extend(Action("discard", (Card(c),)) for c in hand)
        acts.extend(Action("force", (Card(c), t + 1)) for c in hand for t in self._forcible(c, seat))
        if lay_out_all(self.hands[seat], self.melds, self.meld_rules, mine=self._mine(seat)) is not None:
            acts.append(Action("out"))
        return acts

    def _parse_action(self, text: str) -> Action:
        a = super()._parse_action(text)
        if a.verb == "meld" and a.args and all(isinstance(x, Card) for x in a.args):
            cards = [int(x) for x in a.args]
            if len(set(cards)) == len(cards):
                a = Action("meld", tuple(Card(c) for c in in_order(cards, self.meld_rules)))
        return a

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.over:
            return ("the deal is over", None)
        seat = self.turn
        verb = action.verb
        offer = Card(self.offer) if self.offer is not None else None
        cards = [int(x) for x in action.args if isinstance(x, Card)]
        strange = [c for c in cards if c not in self._in_pack]
        if strange:
            return (f"{self._cards(strange)} is not in the {self.rules.pack} pack of this game"
                    + (" (the 8, 9 and 10 are out)" if self.rules.pack == "spanish" else
                       " (the K, Q and J are out)" if self.rules.pack == "american" else ""), conquian_law("the cards"))
        if verb in ("draw", "take"):
            return ("nothing is drawn into the hand: the stock's top card is turned up and used at once, refused "
                    "or passed", conquian_law("play"))
        if self.phase == "offer":
            if verb in ("discard", "out") or (verb == "force" and cards):
                return (f"you discard (or go out) only after using a card: use {offer}, or "
                        + ("refuse it" if self.offer_kind == "turned" else "pass it"), conquian_law("discard"))
            if verb == "pass" and self.offer_kind == "turned":
                return (f"you turned {offer} yourself: use it, or refuse it and your opponent may use it "
                        "(the drawer has the first refusal)", conquian_law("passing"))
            if verb == "refuse" and self.offer_kind != "turned":
                return (f"{offer} was {self.offer_kind} by your opponent: use it, pass it (turn it down)"
                        + (" or force it on his meld" if self._forcible(int(self.offer or 0), seat) else ""),
                        conquian_law("passing"))
            if verb == "meld" and cards:
                return self._why_not_meld(seat, cards)
            if verb == "extend" and len(action.args) == 1 and type(action.args[0]) is int:
                t = action.args[0] - 1
                if not 0 <= t < len(self.melds):
                    return (self._no_meld(action.args[0]), conquian_law("play"))
                if self.melds[t].owner != seat:
                    return (f"meld {t + 1} is your opponent's: a card goes onto his meld only by forcing "
                            "(force N, with a card he refused or discarded)", conquian_law("forcing"))
                return (f"{offer} does not go onto meld {t + 1} with cards of your hand "
                        f"({self._cards(self.melds[t].cards)})", conquian_law("play"))
            if verb == "force" and len(action.args) == 1 and type(action.args[0]) is int:
                t = action.args[0] - 1
                if self.offer_kind == "turned":
                    return (f"you turned {offer} yourself: you may force only a card your opponent refused or "
                            "discarded, or your own discard after using a card", conquian_law("forcing"))
                if not 0 <= t < len(self.melds):
                    return (self._no_meld(action.args[0]), conquian_law("forcing"))
                if self.melds[t].owner == seat:
                    return (f"meld {t + 1} is yours: put {offer} on it with extend {t + 1}", conquian_law("forcing"))
                return (f"{offer} does not fit meld {t + 1} ({self._cards(self.melds[t].cards)})",
                        conquian_law("forcing"))
            return super()._explain_illegal(action)
        # the discard
        if verb in ("meld", "extend", "refuse", "pass") or (verb == "force" and not cards):
            return ("you have used a card: discard one (or force your discard on a meld of your opponent's, or go "
                    "out with your whole hand)", conquian_law("discard"))
        missing = [c for c in cards if c not in self.hands[seat]]
        if missing:
            return (f"{self._cards(missing)} not in your hand", conquian_law("discard"))
        if verb == "force" and len(action.args) == 2 and type(action.args[1]) is int:
            t = action.args[1] - 1
            if not 0 <= t < len(self.melds):
                return (self._no_meld(action.args[1]), conquian_law("forcing"))
            if self.melds[t].owner == seat:
                return (f"meld {t + 1} is yours: a discard is forced only on your opponent's melds",
                        conquian_law("forcing"))
            return (f"{Card(cards[0])} does not fit meld {t + 1} ({self._cards(self.melds[t].cards)})",
                    conquian_law("forcing"))
        if verb == "out":
            return (f"your hand ({self._cards(sorted(self.hands[seat]))}) does not all go down at once: discard; "
                    f"{OUT} cards down win", conquian_law("discard"))
        return super()._explain_illegal(action)

    def _no_meld(self, n: int) -> str:
        return (f"there is no meld {n} on the table (melds 1 to {len(self.melds)})" if self.melds
                else "there is no meld on the table yet")

    def _why_not_meld(self, seat: int, cards: list[int]) -> tuple[str, str]:
        offer = self.offer
        assert offer is not None
        if offer not in cards:
            return (f"a meld goes down only with the card on offer ({Card(offer)}) and two cards of your hand",
                    conquian_law("play"))
        if len(cards) != 3:
            return (f"lay out exactly three cards with {Card(offer)}: no more are shown even if you could make four "
                    "(lay a card onto your own meld with extend N)", conquian_law("play"))
        if len(set(cards)) != len(cards):
            return ("a card named twice", conquian_law("play"))
        lendable = {b.card: b for b in borrowings(self.melds, self.meld_rules, self._mine(seat))}
        for c in cards:
            if c == offer or c in self.hands[seat]:
                continue
            owner = next((m.owner for m in self.melds if c in m.cards), None)
            if owner is None:
                return (f"{Card(c)} is not in your hand", conquian_law("play"))
            if owner != seat:
                return (f"{Card(c)} lies in your opponent's meld: you borrow only from your own",
                        conquian_law("borrowing"))
            if c not in lendable:
                return (f"{Card(c)} cannot be borrowed: only a card of a four (for a sequence) or an end card of a "
                        "sequence of four or more (for a triplet), never from a triplet or a sequence of three",
                        conquian_law("borrowing"))
        m = meld_of(in_order(cards, self.meld_rules), self.meld_rules)
        if isinstance(m, str):
            return (m + (" (in this pack the seven is next to the jack; the ace is low only)"
                         if self.rules.pack == "spanish" else " (the ace is low only)"), conquian_law("object"))
        for c in cards:
            b = lendable.get(c)
            if b is not None and c not in self.hands[seat] and c != offer and b.into != m.kind:
                return (f"{Card(c)} borrowed from your {'four' if b.into == 'sequence' else 'sequence'} may go only "
                        f"into a {'sequence' if b.into == 'sequence' else 'triplet'}", conquian_law("borrowing"))
        return ("two cards borrowed from one meld at once", conquian_law("borrowing"))

    # ----- applying ----------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        seat = self.turn
        name = self.seat_names[seat]
        verb = action.verb
        if verb in ("meld", "extend"):
            self._use(seat, action)
            return
        if verb == "refuse":
            self.offer_kind = "refused"
            self.turn = self._other(seat)
            self.note(f"{name} refuses {Card(self.offer or 0)}")
            return
        if verb == "pass":
            assert self.offer is not None
            self.passed.append(self.offer)
            self.note(f"{name} passes {Card(self.offer)}: turned down")
            self.offer = None
            self._turn_up(seat)
            return
        if verb == "force":
            if self.phase == "offer":
                c, t = self.offer, int(action.args[0]) - 1
                self.offer = None
            else:
                c, t = int(action.args[0]), int(action.args[1]) - 1
                self.hands[seat].remove(c)
            assert c is not None
            other = self._other(seat)
            self.melds[t] = layoffs(self.melds[t], c, self.meld_rules)[0]
            self.note(f"{name} forces {Card(c)} onto meld {t + 1} of {self.seat_names[other]} "
                      f"({self._cards(self.melds[t].cards)}): \"discard\"")
            self._after_use(other)
            return
        if verb == "discard":
            c = int(action.args[0])
            self.hands[seat].remove(c)
            self.offer = c
            self.offer_kind = "discard"
            self.phase = "offer"
            self.turn = self._other(seat)
            self.note(f"{name} discards {Card(c)}")
            return
        if verb == "out":
            self._go_out(seat)
            return
        raise AssertionError(verb)

    def _use(self, seat: int, action: Action) -> None:
        name = self.seat_names[seat]
        if action.verb == "meld":
            want = tuple(int(x) for x in action.args)
            u = next(x for x in self._uses(seat) if x.target is None and x.meld.cards == want)
        else:
            t = int(action.args[0]) - 1
            u = next(x for x in self._uses(seat) if x.target == t)
        for c in u.hand_cards:
            self.hands[seat].remove(c)
        for b in u.borrowed:
            self.melds[b.table_index] = b.rest
        src = {"turned": "turned up", "refused": "refused", "discard": "discarded"}[self.offer_kind]
        if u.target is None:
            self.melds.append(replace(u.meld, owner=seat))
            lent = "".join(f"; borrows {Card(b.card)} from meld {b.table_index + 1}" for b in u.borrowed)
            self.note(f"{name} lays out {self._cards(u.meld.cards)} with the {src} {Card(u.card)}{lent} "
                      f"(meld {len(self.melds)})")
        else:
            self.melds[u.target] = replace(u.meld, owner=seat)
            self.note(f"{name} puts the {src} {Card(u.card)}" + (f" with {self._cards(u.hand_cards)}" if u.hand_cards
                                                                   else "")
                      + f" onto meld {u.target + 1}: {self._cards(u.meld.cards)}")
        self.offer = None
        self._after_use(seat)

    def _after_use(self, seat: int) -> None:
        """``seat`` has eleven cards between hand and table: out with eleven down, else discard."""
        if self.down(seat) >= OUT:
            self._won(seat)
            return
        self.phase = "discard"
        self.turn = seat

    def _go_out(self, seat: int) -> None:
        plan = lay_out_all(self.hands[seat], self.melds, self.meld_rules, mine=self._mine(seat))
        assert plan is not None
        for b in plan.borrowed:
            self.melds[b.table_index] = b.rest
        for t, cs in plan.layoffs:
            left = list(cs)
            while left:
                for c in left:
                    nxt = layoffs(self.melds[t], c, self.meld_rules)
                    if nxt:
                        self.melds[t] = nxt[0]
                        left.remove(c)
                        break
                else:
                    raise AssertionError("a planned lay-off does not fit")
        for m in plan.melds:
            tm = meld_of(m, self.meld_rules, owner=seat)
            assert isinstance(tm, TableMeld)
            self.melds.append(tm)
        self.hands[seat] = []
        self.note(f"{self.seat_names[seat]} lays out the rest of his hand")
        self._won(seat)

    def _won(self, seat: int) -> None:
        self.winner = seat
        self.over = True
        self.offer = None
        self.note(f"{self.seat_names[seat]} has {self.down(seat)} cards down and wins the deal")

    # ----- the result --------------------------------------------------------------------------
    def outcome(self) -> list[int]:
        """Counters per seat: the loser pays ``stake`` and his counters lying in the pool (one
        ``stake`` a tableau before this deal) to the winner; a tableau 0 each, its counters
        going into the pool (:class:`ConquianMatch` carries it)."""
        if not self.over:
            raise DealNotOver("the deal is not over")
        out = [0, 0]
        if self.winner is not None:
            v = self.rules.stake * (1 + self.tableaux)
            out[self.winner] += v
            out[self._other(self.winner)] -= v
        return out

    def result_text(self) -> str | None:
        if not self.over:
            return None
        if self.winner is None:
            pool = 2 * self.rules.stake * (self.tableaux + 1)
            return f"tableau: nobody has eleven down; the pool holds {pool} counters for the next winner"
        o = self.outcome()
        pool = f" (with the pool of {2 * self.rules.stake * self.tableaux})" if self.tableaux else ""
        return (f"{self.seat_names[self.winner]} has eleven down{pool}: "
                + ", ".join(f"{self.seat_names[s]} {o[s]:+d}" for s in range(2)))

    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": [Card(c) for c in h]
                                      for s, h in enumerate(self.hands)}
        out["stock"] = [Card(c) for c in self.stock]
        out["passed"] = [Card(c) for c in self.passed]
        out["offer"] = [Card(self.offer)] if self.offer is not None else []
        out["melds"] = [Card(c) for m in self.melds for c in m.cards]
        return out

    def hidden_cards(self, seat: int | None) -> list[Card]:
        out = [Card(c) for c in self.stock]
        if not self.over:
            for s in range(2):
                if s != seat:
                    out.extend(Card(c) for c in self.hands[s])
        return out

    def position_key(self) -> Any:
        return None

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        offered = None
        if self.offer is not None:
            by = self.turn if self.offer_kind == "turned" else self._other(self.turn)
            offered = {"card": str(Card(self.offer)), "to": names[self.turn], "kind": self.offer_kind,
                       "by": names[by]}
        v: dict[str, Any] = {
            "game": self.game.slug if hasattr(self, "game") else "conquian",
            "pack": self.rules.pack,
            "phase": "over" if self.over else self.phase,
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer], "pone": names[self.pone],
            "hand": [str(Card(c)) for c in sorted(self.hands[seat])] if seat is not None else None,
            "cards_held": {names[s]: len(h) for s, h in enumerate(self.hands)},
            "down": {names[s]: self.down(s) for s in range(2)},
            "melds": [{"number": t + 1, "kind": m.kind, "cards": [str(Card(c)) for c in m.cards],
                       "owner": names[m.owner]} for t, m in enumerate(self.melds)],
            "offer": offered,
            "stock": len(self.stock),
            "passed": [str(Card(c)) for c in self.passed],
            "pool": 2 * self.rules.stake * self.tableaux,
            "to_act": None if self.to_act is None else names[self.to_act],
        }
        if self.over:
            v["hands"] = {names[s]: [str(Card(c)) for c in sorted(h)] for s, h in enumerate(self.hands)}
            v["result"] = self.result_text()
            v["outcome"] = self.outcome()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view['game']} ({view['pack']} pack) - dealer {view['dealer']} - stock {view['stock']} - "
                 f"passed {len(view['passed'])}" + (f" - pool {view['pool']}" if view.get("pool") else "")]
        if view["melds"]:
            lines.append("Melds on the table:")
            for m in view["melds"]:
                lines.append(f"  {m['number']}. {' '.join(m['cards'])} - {m['owner']}")
        else:
            lines.append("Melds on the table: none")
        lines.append("Cards down: " + ", ".join(f"{s} {k}" for s, k in view["down"].items())
                     + "; held: " + ", ".join(f"{s} {k}" for s, k in view["cards_held"].items()))
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        off = view.get("offer")
        if off:
            said = {"turned": "turned up", "refused": "refused", "discard": "discarded"}.get(off["kind"], off["kind"])
            lines.append(f"On offer: {off['card']}, {said} by {off['by']}"
                         + f"; {off['to']} to use it or " + ("refuse it" if off["kind"] == "turned" else "pass it"))
        if view.get("hands"):
            lines.append("Hands: " + "; ".join(f"{s} {' '.join(h) or '(all down)'}" for s, h in view["hands"].items()))
        if view.get("result"):
            lines.append("Deal over: " + view["result"])
        elif view.get("to_act") and view["phase"] == "discard":
            lines.append(f"{view['to_act']} to discard (or force a discard, or go out)")
        return "\n".join(lines)

    def clone(self) -> "ConquianState":
        s = ConquianState.__new__(ConquianState)
        s.__dict__.update(self.__dict__)
        s.history = list(self.history)
        s.log = list(self.log)
        s.context = dict(self.context)
        s.hands = [list(h) for h in self.hands]
        s.stock = list(self.stock)
        s.melds = list(self.melds)
        s.passed = list(self.passed)
        s._legal_memo = None
        return s


class ConquianMatch(Match):
    """Deals of conquian: the deal alternates, and the tableaux in a row are carried
    (``context["tableaux"]``) until a deal is won (001 part 5 §4, stakes and show)."""

    def carry(self, state: GameState) -> dict[str, Any]:
        ctx = super().carry(state)
        assert isinstance(state, ConquianState)
        ctx["tableaux"] = state.tableaux + 1 if state.winner is None else 0
        return ctx

