"""The widow-exchange and knock games of the poker family, on one engine.

Whiskey poker, thirty-one (schnautz), the commerces (the British handbook's, Foster's without
the widow and with it) and my ship sails are one deal: a pool, a hand to each, a round of
exchanges (:mod:`hoyle.mechanics.exchange`: with a widow face up in the middle, with the stock
for a fee, or blind with the neighbour) ended by a knock or by the rounds, and a show where the
best hand takes the pool (:func:`hoyle.mechanics.betting.settle`). Each registered game is a
*form* (:data:`FORMS`): data, not code.

Sources and readings:

* **Whiskey poker** (seed 002 and 001 part 3 §A9; catalog 000_002_003.md §7, O-002-20/21, WP-01):
  cards and seats as in draw poker; each player puts one chip in the pool, no betting. Five
  cards each and five to the widow, dealt face down. From the age each may take the whole widow
  unseen (his hand is laid face up and becomes the widow), pass, or knock. Once the widow is
  taken, each in turn exchanges one card with it, takes the whole of it, or knocks; he may
  decline to draw only after a knock. A dealer who finds the widow untaken must take it or turn
  it up (a knock turns it up too). When the turn comes back to the knocker the hands are shown
  and the best poker hand (Foster's ranking) takes the pool. Rule options: the marker game
  (``stakes="markers"``: no pool, the worst hand puts a chip in the middle; ties for the worst
  all pay, our reading, the book is silent) and the local custom of turning the widow up at a
  knock before it is taken (``knock_turns_up``).
* **Thirty-one** (seed 002, 001 part 3 §A10; O-002-22, TO-01): three cards each and three face
  up on the table; in turn from the dealer's left each exchanges one card with the table or
  knocks; after the knock each other player has one more turn and the knocker does not draw. A
  31 in one suit beats three of a kind, which beats the highest total in one suit (ace 11,
  court cards and tens 10; the spot cards their pips, our reading). Our readings: a turn before
  the knock is an exchange or a knock (the drawing "goes on until someone knocks"); after it a
  player may decline (whiskey poker's rule); each player antes one chip; equal hands divide the
  pool (Foster law 36).
* **Commerce, Foster** (001 part 3 §A13, CM-01): one chip each to the pool, three cards each.
  From the eldest hand each in turn trades one card for cash (the card and one chip to the
  dealer, for the top card of the stock), by barter (the card to his left-hand neighbour, who
  gives back one of his own before looking at it, and then trades himself), or knocks; the
  first knock ends the trading. Triplets beat sequence flushes, which beat point (the most pips
  in two or three cards of one suit); a three-card point beats a two-card one; equal hands go to
  the dealer or the player nearest his left. The dealer, if he does not win, pays the winner
  one chip, or every other player one if he holds a hand of the winning class (CM-01). Our
  reading: the dealer buys from the stock without a fee (it would be paid to himself).
* **Commerce with the widow** (same section): three cards each and three to the widow, turned up
  at once. The dealer speaks first and may, before looking at his cards, take the whole widow;
  then from the eldest each exchanges one card with the widow or knocks; the first knock ends
  the drawing. Foster's ranking; no extra payments by the dealer. Each puts one chip in the pool
  and the best hand takes it (the text's "the best hand takes the pool"; who loses a chip
  is not stated otherwise: our reading).
* **Commerce, British** (seed 000 Commerce, O-000-30..33): tricon > sequence > flush > pair >
  point, a 52-card pack for up to twelve or 32 for up to seven; each player stakes one and the
  dealer two. The text breaks off before the deal and the exchange; our reading follows Foster's
  commerce with the widow (the catalog's suggestion), and equal hands divide the pool.
* **My ship sails / my bird sings** (001 part 3 §A13, CM-02): one chip each to the pool (our
  reading of "three chips each"), three cards each, no widow. From the eldest hand each in turn
  may barter one card blind with his left-hand neighbour; the exchange goes on round to the
  left. The first hand holding three of one suit sails: the trading stops and the hands are
  shown; several flushes go by the pips (ace 11, court cards 10). With no flush after two rounds
  the highest pips in two cards of one suit win; equal hands go to the eldest.

Every form bounds the rounds of exchanges (``max_rounds``, our bound where the book sets none):
after that many rounds without a knock the hands are shown.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, ClassVar

from ...cards import Card, piquet_pack, standard_pack
from ...core.actions import Action
from ...core.determinise import Zone
from ...core.errors import DealNotOver, RuleOptionError, SetupError
from ...core.rules import Rules, option
from ...core.state import GameState
from ...evaluators import COMMERCE_BRITISH, COMMERCE_FOSTER, FOSTER, THIRTY_ONE, evaluate, evaluate3
from ...evaluators.three_card import pips
from ...mechanics.betting import settle
from ...mechanics.exchange import Exchange, ExchangeRules

__all__ = ["Form", "FORMS", "ExchangeGameRules", "ExchangeGameState", "hand_value", "ShipValue"]

WHISKEY = "seed 002 Whiskey Poker; 001 part 3 §A9"
THIRTY = "seed 002 Thirty-one; 001 part 3 §A10"
COMMERCE = "001 part 3 §A13 (Commerce)"


@dataclass(frozen=True)
class Form:
    """One game of the engine as data.

    Attributes:
        hand, widow: cards to each player and to the widow.
        exchange: the turns (:class:`~hoyle.mechanics.exchange.ExchangeRules`).
        ranking: ``"poker"``, ``"thirty-one"``, ``"commerce-british"``, ``"commerce-foster"``
            or ``"ship"`` (see :func:`hand_value`).
        ties: equal hands ``"divide"`` the pool, or it goes to the first of them from the
            ``"dealer"`` round to his left, or from the ``"eldest"`` hand.
        dealer_stakes: how many stakes the dealer puts up (the British commerce: two).
        dealer_pays: Foster's commerce: the dealer's payments to the winner or to all.
        sail: the first three-card flush ends the exchanges (my ship sails).
        source: the book's place.
    """

    hand: int
    widow: int
    exchange: ExchangeRules
    ranking: str
    ties: str = "divide"
    dealer_stakes: int = 1
    dealer_pays: bool = False
    sail: bool = False
    source: str = ""


FORMS: dict[str, Form] = {
    "whiskey": Form(5, 5, ExchangeRules(widow_up="when-taken", take="anyone", pass_while_down=True,
                                        dealer_turns_up=True, source=WHISKEY), "poker", source=WHISKEY),
    "thirty-one": Form(3, 3, ExchangeRules(source=THIRTY), "thirty-one", source=THIRTY),
    "commerce-foster": Form(3, 0, ExchangeRules(one=False, after_knock="stop", buy_fee=1, barter=True,
                                                source=COMMERCE + ", without the widow"),
                            "commerce-foster", ties="dealer", dealer_pays=True,
                            source=COMMERCE + ", without the widow; CM-01"),
    "commerce-widow": Form(3, 3, ExchangeRules(take="dealer-first", after_knock="stop",
                                               source=COMMERCE + ", with the widow"),
                           "commerce-foster", ties="dealer", source=COMMERCE + ", with the widow"),
    "commerce-british": Form(3, 3, ExchangeRules(take="dealer-first", after_knock="stop",
                                                 source="seed 000 Commerce (the exchange: our "
                                                        "reading, as " + COMMERCE + " with the widow)"),
                             "commerce-british", dealer_stakes=2, source="seed 000 Commerce; O-000-30..33"),
    "ship": Form(3, 0, ExchangeRules(one=False, after_knock=None, barter=True, stand=True, rounds=2,
                                     source=COMMERCE + ", My Ship Sails"),
                 "ship", ties="eldest", sail=True, source=COMMERCE + ", My Ship Sails; CM-02"),
}


class ShipValue(tuple):
    """My ship sails: ``(cards in the best suit counted, its pips)``; three of a suit beat
    two, then the pips (ace 11, court cards 10)."""

    def describe(self) -> str:
        n, p = self
        return f"three-card flush, {p}" if n == 3 else (f"two-card flush, {p}" if n == 2 else "no flush")


def _ship(cards) -> ShipValue:
    best = (0, 0)
    for suit in range(4):
        inx = [c for c in cards if c & 3 == suit]
        if len(inx) >= 2:
            best = max(best, (len(inx), sum(pips(c) for c in inx)))
    return ShipValue(best)


class _Offered:
    """The card offered in barter (:attr:`Exchange.offer`), seen as a list of one card."""

    __slots__ = ("base",)

    def __init__(self, ex: Any) -> None:
        self.base = ex

    def __len__(self) -> int:
        return 1

    def __iter__(self):
        return iter((self.base.offer[1],))

    def __getitem__(self, i: int) -> Any:
        return self.base.offer[1]

    def __setitem__(self, i: int, c: Any) -> None:
        self.base.offer = (self.base.offer[0], c)


def hand_value(cards, ranking: str):
    """The value of a hand under a form's ranking (higher is better), with ``describe()``.

    ``"poker"``: Foster's five-card ranking (whiskey poker is played "as draw poker");
    ``"thirty-one"``, ``"commerce-british"``, ``"commerce-foster"``: the three-card evaluators
    of :mod:`hoyle.evaluators.three_card`; ``"ship"``: :class:`ShipValue`.
    """
    if ranking == "poker":
        return evaluate(list(cards), FOSTER)
    if ranking == "ship":
        return _ship(cards)
    return evaluate3(list(cards), {"thirty-one": THIRTY_ONE, "commerce-british": COMMERCE_BRITISH,
                                   "commerce-foster": COMMERCE_FOSTER}[ranking])


def _key(v) -> tuple:
    return tuple(v) if isinstance(v, ShipValue) else v.key


@dataclass(frozen=True)
class ExchangeGameRules(Rules):
    """Rule options of the exchange games (see the module docstring for sources and readings)."""

    form: str = option("thirty-one", "the game: what is dealt, how the turns go, how hands rank "
                       "(hoyle.games.poker.exchange_games.FORMS)", "seed 002; 001 part 3 §A9, §A10, §A13; "
                       "seed 000 Commerce", choices=tuple(FORMS))
    ante: int = option(1, "chips each player puts in the pool before the deal",
                       "seed 002 Whiskey Poker (one chip each); 001 part 3 §A13 (one each); elsewhere "
                       "our reading", minimum=1, maximum=10_000, bound="our bound: 10,000 chips")
    stakes: str = option("money", "'money': a pool that the best hand takes; 'markers' (whiskey "
                         "poker): no pool, the worst hand shown puts one marker in the middle",
                         WHISKEY + " (O-002-21)", choices=("money", "markers"))
    knock_turns_up: bool = option(False, "whiskey poker's local custom: a knock before the widow is "
                                  "taken turns it face up", WHISKEY + " (not the usual custom)")
    pack: int = option(52, "the British commerce's pack: 52 cards for up to twelve players, or 32 "
                       "(seven to ace) for up to seven", "seed 000 Commerce (O-000-31)", choices=(52, 32))
    max_rounds: int = option(10, "rounds of exchanges after which the hands are shown if nobody has "
                             "knocked (my ship sails: two, by the book)", "our bound: the books set "
                             "none except my ship sails' two rounds", minimum=1, maximum=100)

    def validate(self) -> None:
        super().validate()
        if self.stakes == "markers" and self.form != "whiskey":
            raise RuleOptionError("the marker game is whiskey poker's (seed 002 Whiskey Poker)")
        if self.knock_turns_up and self.form != "whiskey":
            raise RuleOptionError("knock_turns_up is whiskey poker's local custom")
        if self.pack == 32 and self.form != "commerce-british":
            raise RuleOptionError("the 32-card pack is the British commerce's (seed 000, O-000-31)")


class ExchangeGameState(GameState):
    """One deal of an exchange game (see the module docstring).

    Context keys read (optional): ``dealer`` (seat; default the last).

    Actions (as :mod:`hoyle.mechanics.exchange`): ``take``, ``exchange C W``, ``pass``, ``turn``,
    ``knock``, ``buy C``, ``barter C``, ``return C``; my ship sails' ``sail`` (the call of the
    first player holding three of a suit, dealt or bartered: the trading stops).
    """

    rules_cls: ClassVar[type[Rules]] = ExchangeGameRules
    unit: ClassVar[str] = "chips"

    def __init__(self, num_players: int, rules: Rules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        r: ExchangeGameRules = self.rules  # type: ignore[assignment]
        form = self.form = FORMS[r.form]
        n = num_players
        self.dealer = self.context.get("dealer", n - 1)
        self.pack = (piquet_pack() if r.pack == 32 else standard_pack()).cards
        if r.pack == 32 and n > 7:
            raise SetupError("with the 32-card pack at most seven play (seed 000 Commerce, O-000-31)")
        if form.hand * n + form.widow > len(self.pack):
            raise SetupError(f"the pack of {len(self.pack)} cannot deal {form.hand} cards to {n} "
                             f"players and {form.widow} to the widow")
        xr = form.exchange
        rounds = xr.rounds or r.max_rounds
        xr = ExchangeRules(**{**xr.__dict__, "rounds": rounds, "knock_turns_up": r.knock_turns_up})
        order = self.shuffler.shuffle(list(self.pack))
        # one at a time from the dealer's left; the widow's card just before the dealer's
        hands: list[list[Card]] = [[] for _ in range(n)]
        widow: list[Card] = []
        it = iter(order)
        seats = [(self.dealer + 1 + k) % n for k in range(n)]
        for k in range(max(form.hand, form.widow)):
            for s in seats:
                if s == self.dealer and k < form.widow:
                    widow.append(next(it))
                if k < form.hand:
                    hands[s].append(next(it))
        stock = list(it)
        stock.reverse()                   # the top of the stock is its end
        self.contrib = [0] * n
        if r.stakes == "money":
            for s in range(n):
                self.contrib[s] = r.ante * (form.dealer_stakes if s == self.dealer else 1)
            self.log.append(f"each player puts {r.ante} in the pool" + (
                f", the dealer {r.ante * form.dealer_stakes}" if form.dealer_stakes > 1 else "")
                + f": pool {sum(self.contrib)}")
        self.ex = Exchange(xr, hands, self.dealer, widow, stock)
        if self.ex.widow_up:
            self.log.append("the widow is turned up: " + " ".join(map(str, self.ex.widow)))
        self.result: list[int] | None = None
        self.values: dict[int, Any] = {}
        self.winners: list[int] = []
        self.losers: list[int] = []
        self.caller: int | None = None        # my ship sails: the seat that must call
        self._after()

    # ------------------------------------------------------------------ the flow
    def _flushes(self) -> list[int]:
        return [s for s in range(self.num_players) if len({c & 3 for c in self.ex.hands[s]}) == 1]

    def _after(self) -> None:
        ex = self.ex
        if self.form.sail and not ex.over and ex.phase == "turn" and self.caller is None:
            sails = self._flushes()
            if sails:                     # he holds a flush: he calls, and the trading stops
                order = self._tie_order()
                self.caller = min(sails, key=order.index)
                return
        if ex.over and self.result is None:
            self._show()

    def _tie_order(self) -> list[int]:
        n, d = self.num_players, self.dealer
        if self.form.ties == "dealer":
            return [(d + k) % n for k in range(n)]
        return [(d + 1 + k) % n for k in range(n)]

    def _show(self) -> None:
        n, form, ex = self.num_players, self.form, self.ex
        why = {"knock": "the turn comes back to the knocker" if form.exchange.after_knock == "round"
               else "a knock ends the trading", "rounds": "the rounds are over", "sail": "a ship sails",
               }.get(ex.ended or "", ex.ended)
        self.values = {s: hand_value(ex.hands[s], form.ranking) for s in range(n)}
        self.log.append(f"the hands are shown ({why}): " + "; ".join(
            f"seat {s} {' '.join(map(str, ex.hands[s]))} ({self.values[s].describe()})" for s in range(n)))
        folded = [False] * n
        if self.rules.stakes == "markers":
            worst = min(_key(v) for v in self.values.values())
            self.losers = [s for s in range(n) if _key(self.values[s]) == worst]
            net = [-1 if s in self.losers else 0 for s in range(n)]
            self.log.append("the worst hand puts a marker in the middle: seat(s) "
                            + ", ".join(map(str, self.losers)))
            self.result = net
            return
        if form.ties == "divide":
            ranking = {s: _key(self.values[s]) for s in range(n)}
        else:
            order = self._tie_order()
            ranking = {s: (_key(self.values[s]), -order.index(s)) for s in range(n)}
        # the dealer's second stake (the British commerce) is the pool's, not a bet of his own
        base = min(self.contrib)
        won = settle([base] * n, folded, ranking, dealer=self.dealer, dead=sum(self.contrib) - base * n)
        self.winners = [s for s in range(n) if won[s] > 0]
        net = [won[s] - self.contrib[s] - ex.fees[s] for s in range(n)]
        net[self.dealer] += sum(ex.fees)
        self.log.append("the pool goes to seat(s) " + ", ".join(map(str, self.winners)))
        if form.dealer_pays:
            w = self.winners[0]
            d = self.dealer
            if w != d:
                vw, vd = self.values[w], self.values[d]
                same = vw.category is vd.category and _key(vd)[1:2] != (0,)
                payees = [s for s in range(n) if s != d] if same else [w]
                for s in payees:
                    net[s] += 1
                    net[d] -= 1
                self.log.append("the dealer pays 1 to " + ("every other player (he holds a hand of "
                                "the winning class)" if same else "the winner"))
        self.result = net

    # ------------------------------------------------------------------ the contract
    @property
    def to_act(self) -> int | None:
        return self.caller if self.caller is not None and self.result is None else self.ex.turn

    def legal_actions(self) -> list[Action]:
        if self.caller is not None and self.result is None:
            return [Action("sail")]
        return self.ex.legal_actions()

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.caller is not None and self.result is None:
            return ("you hold three of a suit: call 'sail' (my ship sails!)", self.form.source)
        return self.ex.explain(action)

    def _apply(self, action: Action) -> None:
        if action.verb == "sail":
            self.log.append(f"seat {self.caller}: my ship sails!")
            self.ex.end("sail")
        else:
            self.log.append(self.ex.apply_unchecked(action))
        self._after()

    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the deal is not over")
        return list(self.result)

    def house_take(self) -> int:
        """The markers put in the middle (whiskey poker's marker game)."""
        return -sum(self.result) if self.result is not None else 0

    @property
    def pool(self) -> int:
        return sum(self.contrib)

    def card_locations(self) -> dict[str, list[Card]]:
        ex = self.ex
        loc = {f"hand {s}": list(ex.hands[s]) for s in range(self.num_players)}
        loc["widow"] = list(ex.widow)
        loc["stock"] = list(ex.stock)
        loc["discards"] = list(ex.discards)
        loc["offered"] = [ex.offer[1]] if ex.offer else []
        return loc

    def _blind(self, seat: int | None) -> bool:
        """The dealer deciding on the widow before looking at his own cards."""
        return seat == self.dealer and self.ex.phase == "dealer-first"

    def _visible(self, seat: int | None) -> set:
        ex = self.ex
        vis = set(ex.seen)
        if ex.widow_up:
            vis.update(ex.widow)
        if self.result is not None:
            for h in ex.hands:
                vis.update(h)
        elif seat is not None and not self._blind(seat):
            vis.update(ex.hands[seat])
        if ex.offer and seat == ex.offer[0]:
            vis.add(ex.offer[1])
        return vis

    def hidden_cards(self, seat: int | None) -> set[Card]:
        return set(self.pack) - self._visible(seat)

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (:mod:`hoyle.core.determinise`; the ISMCTS seat): each
        hand, the widow, the stock in its order (its end the next card bought), the discards
        and a card offered in barter (the giver's to see until it is returned for), every card
        in its place. What a seat sees stays: its own hand (not the dealer's, deciding on the
        widow before he looks at it), every card that has lain face up (:attr:`Exchange.seen`:
        where it went since is known to all), a widow turned up."""
        ex = self.ex
        zones = {f"hand {s}": Zone(h, ordered=True, attr="ex") for s, h in enumerate(ex.hands)}
        zones["widow"] = Zone(ex.widow, ordered=True, attr="ex")
        zones["stock"] = Zone(ex.stock, ordered=True, attr="ex")
        zones["discards"] = Zone(ex.discards, ordered=True, attr="ex")
        if ex.offer is not None:
            zones["offered"] = Zone(_Offered(ex), ordered=True, attr="ex")
        return zones

    def clone(self) -> "ExchangeGameState":
        new = copy.copy(self)
        new.ex = self.ex.copy()
        new.history = list(self.history)
        new.log = list(self.log)
        new.contrib = list(self.contrib)
        new.values = dict(self.values)
        new.winners = list(self.winners)
        new.losers = list(self.losers)
        new.context = dict(self.context)
        if self.result is not None:
            new.result = list(self.result)
        return new

    def position_key(self) -> Any:
        ex = self.ex
        return (tuple(tuple(h) for h in ex.hands), tuple(ex.widow), ex.widow_up, ex.turn, ex.phase,
                ex.knocker, ex.rounds_done, ex.offer, len(ex.stock))

    def view(self, seat: int | None) -> dict[str, Any]:
        ex = self.ex
        over = self.result is not None
        seats = []
        for s in range(self.num_players):
            d: dict[str, Any] = {"seat": s, "cards": len(ex.hands[s]), "paid": self.contrib[s] + ex.fees[s]}
            if over:
                d["shown"] = [str(c) for c in ex.hands[s]]
                d["hand_value"] = self.values[s].describe()
            seats.append(d)
        hand = [] if seat is None or self._blind(seat) else [str(c) for c in ex.hands[seat]]
        v: dict[str, Any] = {
            "game": self.game.slug if hasattr(self, "game") else "exchange",
            "form": self.rules.form, "ranking": self.form.ranking, "dealer": self.dealer,
            "seat": seat, "to_act": self.to_act, "phase": ex.phase, "pool": self.pool,
            "hand": hand, "widow": [str(c) for c in ex.widow] if ex.widow_up else [],
            "widow_cards": len(ex.widow), "widow_up": ex.widow_up, "knocker": ex.knocker,
            "round": ex.rounds_done + 1, "stock": len(ex.stock), "discards": [str(c) for c in ex.discards],
            "offered": str(ex.offer[1]) if ex.offer and seat == ex.offer[0] else None,
            "seats": seats, "log": [str(x) for x in self.log],
        }
        if over:
            v["outcome"] = list(self.result)
            v["winners"] = list(self.winners)
        return v

    def result_text(self) -> str | None:
        if self.result is None:
            return None
        if self.rules.stakes == "markers":
            return "a marker from seat(s) " + ", ".join(map(str, self.losers))
        return "; ".join(f"seat {w} takes the pool with {self.values[w].describe()}" for w in self.winners)

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view['game']} -- round {view['round']}; pool {view['pool']}"
                 + (f"; seat {view['knocker']} knocked" if view.get("knocker") is not None else "")]
        if view["widow_cards"]:
            lines.append("  widow: " + (" ".join(view["widow"]) if view["widow_up"]
                                        else f"{view['widow_cards']} cards face down"))
        for d in view["seats"]:
            s = d["seat"]
            tags = [t for t, on in (("dealer", s == view["dealer"]), ("to act", s == view.get("to_act"))) if on]
            cards = " ".join(d["shown"]) + f" [{d['hand_value']}]" if d.get("shown") else (
                " ".join(view["hand"]) if s == view.get("seat") and view["hand"] else f"{d['cards']} cards")
            lines.append(f"  seat {s}{' (' + ', '.join(tags) + ')' if tags else ''}: {cards}")
        if "outcome" in view:
            lines.append("result: " + ", ".join(f"seat {i} {v:+d}" for i, v in enumerate(view["outcome"])))
        return "\n".join(lines)
