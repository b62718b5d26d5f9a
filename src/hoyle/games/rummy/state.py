"""One deal of the draw-and-discard rummies: rum with one pack (and the Splash), poker rum,
poker gin and double-pack rum (Foster 1914, seed 001 part 6 "РАМ" to "РАМ ДВОЙНОЙ КОЛОДОЙ";
catalog 001_part6.md §12.4-12.7), one engine, :class:`RumState`, over
:mod:`hoyle.mechanics.rummy`; the games differ only in their rules' defaults.

A turn: ``draw`` (the top of the stock, unseen) or ``take`` (the top of the discard pile); then,
where the game lets melds go down during play (rum, double-pack rum), ``meld 6H 7H 8H``
(a set in any order, a sequence written low to high with each joker where it stands:
``meld 6C 7C JKR``) and ``layoff 8C 2`` (a card onto table meld number 2), and at last
``discard QS``. A player whose hand is empty has gone out and the deal ends at once (§12.4);
with the Splash (``splash``) a player who has laid nothing out lays his whole hand at once, or
all but one card discarded, and wins double. In poker rum and poker gin nothing goes down
until a player calls: ``call KS`` discards the KS and shows the rest arranged for the least
balance (the engine finds the arrangement); every other hand is then laid out the same way,
in poker gin with its odd cards laid off on the caller's melds (§12.6).

Our readings where the book is silent (each in its option's source too): five and six players
at rum get six cards each, as four do (status partial); the ace counts 1 in rum's settlement;
a joker left in a hand counts 15 (double-pack rum, status partial); when the stock runs out the
discard pile is turned over as it lies (top card to the bottom) and play goes on, and after
``max_turnovers`` such turnings the deal is drawn, nobody paying; in poker rum a tie with the
caller pays nothing, the lowest balance below the caller's is paid the difference by each
other player (the caller double), and ties for lowest share each payment, the odd points
to the first of them to the caller's left.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...cards import Card, JOKER, JOKER2, standard_pack
from ...core import Action, DealNotOver, GameState, Rules, option
from ...core.errors import SetupError
from ...mechanics.rummy import (POKER_RUM_VALUES, RUM_VALUES, Arrangement, MeldRules, TableMeld, best_arrangement,
                                balances_without, hand_melds, hand_value, is_joker, layoffs, meld_of)

__all__ = ["RumRules", "RumState", "RUM_HAND_SIZES"]

_SRC = "Foster 1914, seed 001 part 6"
#: rum's deal by number of players (§12.4: two 10, three 7, four 6; five and six our reading, 6)
RUM_HAND_SIZES = {2: 10, 3: 7, 4: 6, 5: 6, 6: 6}


@dataclass(frozen=True)
class RumRules(Rules):
    hand_size: int = option(0, "cards dealt to each player; 0: rum's table by the number of players (two 10, "
                               "three 7, four 6; five and six 6, our reading)",
                            f"{_SRC}, rum, the deal (§12.4); poker rum: always ten (§12.5); double-pack rum: ten "
                            "(§12.7)", minimum=0, maximum=13)
    packs: int = option(1, "packs of 52 shuffled together", f"{_SRC}, rum: one pack (§12.4); double-pack rum: "
                        "two (§12.7)", choices=(1, 2))
    double_over: int = option(0, "use two packs when more than this many play (0: never)",
                              f"{_SRC}, poker rum: a double pack with more than three players (§12.5)",
                              minimum=0, maximum=8)
    jokers: int = option(0, "jokers in the pack, each standing for any card", f"{_SRC}, double-pack rum: two "
                         "jokers (§12.7)", choices=(0, 2))
    movable_jokers: bool = option(False, "a joker at the end of a sequence may be moved once to the other end by "
                                         "a player who puts the real card in its place or one beyond it",
                                  f"{_SRC}, double-pack rum, the jokers (§12.7)")
    meld_size: int = option(3, "cards in each meld laid out during play (0: any number, three or more)",
                            f"{_SRC}, rum: three cards, never more at once (§12.4); double-pack rum: any length "
                            "(§12.7)", choices=(0, 3))
    one_meld_per_turn: bool = option(True, "one meld or one card laid off per turn, never both",
                                     f"{_SRC}, rum: laying out (§12.4); double-pack rum: any number (§12.7)")
    max_set: int = option(4, "most cards of one rank in a set (0: any number, any suits, copies allowed)",
                          f"{_SRC}, rum: three of a rank, a fourth added (§12.4); poker rum: fours, fives, sixes "
                          "(§12.5); double-pack rum: five, six, seven of any suits (§12.7)", minimum=0, maximum=8)
    ace_high: bool = option(True, "the ace may also stand above the king in a sequence (Q-K-A), never round the "
                                  "corner", f"{_SRC}, rum: the ace with the king (§12.4); poker rum: Q-K-A or A-2-3, "
                                  "not K-A-2 (§12.5); double-pack rum: high or low (§12.7)")
    values: str = option("rum", "what the cards count in a hand: rum (A 1, pips, J 11, Q 12, K 13) or poker "
                                "(2-9 their pips, 10 J Q K 10, A 11)",
                         f"{_SRC}, rum: the settlement (§12.4; the ace our reading); poker rum: the cards (§12.5, "
                         "the misprinted 'ace, king, queen, jack 10' read as king, queen, jack, ten)",
                         choices=("rum", "poker"))
    joker_value: int = option(15, "what a joker left in a losing hand counts (the book is silent: our reading)",
                              f"{_SRC}, double-pack rum (§12.7): not stated", minimum=0, maximum=50)
    splash: bool = option(False, "the Splash: a player who has laid nothing out and lays out his whole hand at "
                                 "once (or all but one card, discarded) wins double from each",
                          f"{_SRC}, rum, СПЛЕШИ (§12.4)")
    showdown: bool = option(False, "poker rum: nothing is laid out until a player calls and shows his whole hand",
                            f"{_SRC}, poker rum, the method of play (§12.5)")
    call_limit: int = option(15, "the most a caller's balance (odd cards) may count", f"{_SRC}, poker rum: 15 "
                             "(§12.5); poker gin: 10 (§12.6)", minimum=0, maximum=100)
    layoff_on_call: bool = option(False, "after a call each player may lay off his odd cards on the caller's melds",
                                  f"{_SRC}, poker gin (§12.6)")
    undercut_penalty: int = option(0, "what the caller pays a lower balance besides the difference (0: the "
                                      "difference doubled, poker rum's way)",
                                   f"{_SRC}, poker rum: the caller pays double (§12.5); poker gin: ten points "
                                   "penalty (§12.6)", minimum=0, maximum=100)
    false_call_penalty: int = option(0, "a call with too high a balance: the caller pays this to each other player "
                                        "and takes his cards back, play going on (0: such a call is refused)",
                                     f"{_SRC}, poker gin, penalties: five to each (§12.6); poker rum lets nobody "
                                     "show before (§12.5)", minimum=0, maximum=100)
    max_turns: int = option(400, "turns after which a deal nobody has won is drawn",
                            f"{_SRC}: our reading (the book names no limit; a pile taken and thrown back "
                            "without end would never finish)", minimum=10, maximum=5000)
    max_turnovers: int = option(2, "times the discard pile is turned over as a new stock before the deal is drawn",
                                f"{_SRC}, rum: the discards turned over unshuffled (§12.4, §12.7); the limit is "
                                "our reading (the book names none)", minimum=0, maximum=20)


class RumState(GameState):
    """One deal (module docstring). Seats ``0..n-1``; the dealer ``context["dealer"]`` (default the
    last seat), the player on his left first. ``view`` shows each seat its hand and everyone the
    table's melds, the top of the discard pile and the number of cards in the stock."""

    rules_cls = RumRules
    unit = "points"

    def __init__(self, num_players: int = 2, rules: RumRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = self.n = num_players
        r = self.rules
        self.seat_names = tuple(f"player {i + 1}" for i in range(n))
        self.dealer = self.context.get("dealer", n - 1)
        self._check_dealer(self.dealer)
        packs = 2 if (r.packs == 2 or (r.double_over and n > r.double_over)) else 1
        self.hand_size = r.hand_size or RUM_HAND_SIZES.get(n, 6)
        pack = list(standard_pack()) * packs + [JOKER, JOKER2][:r.jokers]
        if self.hand_size * n + 2 > len(pack):
            raise SetupError(f"{n} players of {self.hand_size} cards need more than {len(pack)} cards")
        self.meld_rules = MeldRules(ace_high=r.ace_high, values=POKER_RUM_VALUES if r.values == "poker" else RUM_VALUES,
                                    joker_value=r.joker_value, max_set=r.max_set or None)
        self.wild = r.jokers > 0
        deck = [int(c) for c in self.shuffler.shuffle(pack)]
        self.hands: list[list[int]] = [[] for _ in range(n)]
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        pos = 0
        for _ in range(self.hand_size):                   # one at a time from the dealer's left
            for s in order:
                self.hands[s].append(deck[pos])
                pos += 1
        self.discards: list[int] = [deck[pos]]             # the next card face up
        self.stock: list[int] = deck[pos + 1:][::-1]       # the top is the end of the list
        self.stock_public = False                          # a turned-over pile: every card seen before
        self.known: list[Counter] = [Counter() for _ in range(n)]   # cards each seat took in view of all
        self.melds: list[TableMeld] = []
        self.laid = [False] * n                            # a seat has laid out or laid off a card
        self.turn = order[0]
        self.phase = "draw"
        self.melded_this_turn = False
        self.turnovers = 0
        self.over = False
        self.winner: int | None = None
        self.splashed = False
        self.caller: int | None = None
        self.arrangements: list[Arrangement] | None = None
        self.penalties = [0] * n                           # poker gin: false calls
        self.drawn_reason: str | None = None
        self.turns = 0
        self.taken: int | None = None                      # the card taken from the pile this turn
        self.note(f"{self.hand_size} cards dealt to each; {Card(self.discards[-1])} turned up")

    # ----- the contract ------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.over else self.turn

    def _distinct(self, seat: int) -> list[int]:
        return sorted(set(self.hands[seat]))

    def _hand_after(self, seat: int, remove: list[int]) -> list[int]:
        h = list(self.hands[seat])
        for c in remove:
            h.remove(c)
        return h

    def _melds_now(self, seat: int) -> list[tuple[int, ...]]:
        size = self.rules.meld_size or None
        return hand_melds(self.hands[seat], self.meld_rules, size=size, wild=self.wild)

    def _layoff_of(self, c: int, t: int) -> TableMeld | None:
        opts = layoffs(self.melds[t], c, self.meld_rules, self.rules.movable_jokers)
        return opts[0] if opts else None

    def _splash_plan(self, seat: int) -> tuple[list[tuple[int, ...]], list[tuple[int, int]], int | None] | None:
        """How ``seat`` lays his whole hand at once: melds, at most one card laid off (rum's one
        addition, §12.4), and a discard or None; None if he cannot."""
        hand = self.hands[seat]
        for drop in [None, *sorted(set(hand), key=lambda c: -hand_value([c], self.meld_rules))]:
            rest = self._hand_after(seat, [drop] if drop is not None else [])
            arr = best_arrangement(rest, self.meld_rules, self.melds, wild=self.wild)
            if arr.left:
                continue
            if self.rules.meld_size and any(len(m) != self.rules.meld_size for m in arr.melds):
                continue
            lays = [(t, c) for t, cs in arr.layoffs for c in cs]
            if len(lays) > (1 if self.rules.one_meld_per_turn else len(rest)):
                continue
            return list(arr.melds), lays, drop
        return None

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        seat = self.turn
        if self.phase == "draw":
            acts = []
            if self.stock:
                acts.append(Action("draw"))
            if self.discards:
                acts.append(Action("take"))
            return acts
        acts = []
        r = self.rules
        hand = self._distinct(seat)
        if r.showdown:
            for c in hand:
                acts.append(Action("discard", (Card(c),)))
            bal = balances_without(self.hands[seat], self.meld_rules) if not r.false_call_penalty else {}
            for c in hand:
                if r.false_call_penalty or bal[c] <= r.call_limit:
                    acts.append(Action("call", (Card(c),)))
            return acts
        if not (r.one_meld_per_turn and self.melded_this_turn):
            for m in self._melds_now(seat):
                acts.append(Action("meld", tuple(Card(c) for c in m)))
            for t in range(len(self.melds)):
                for c in hand:
                    if self._layoff_of(c, t) is not None:
                        acts.append(Action("layoff", (Card(c), t + 1)))
        if r.splash and not self.laid[seat] and not self.melded_this_turn and self._splash_plan(seat) is not None:
            acts.append(Action("splash"))
        for c in hand:
            acts.append(Action("discard", (Card(c),)))
        return acts

    def _balance_without(self, seat: int, c: int) -> int:
        return balances_without(self.hands[seat], self.meld_rules)[c]

    def _parse_action(self, text: str) -> Action:
        a = super()._parse_action(text)
        if a.verb == "meld" and a.args and all(isinstance(x, Card) for x in a.args):
            m = meld_of([int(x) for x in a.args], self.meld_rules)
            if isinstance(m, TableMeld) and m.kind == "set":
                a = Action("meld", tuple(sorted(a.args)))
        return a

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.over:
            return ("the deal is over", None)
        seat = self.turn
        verb = action.verb
        r = self.rules
        law = "§12.5" if r.showdown else "§12.4"
        if self.phase == "draw":
            if verb in ("meld", "layoff", "discard", "call", "splash"):
                return ("draw first: the top of the stock (draw) or of the discard pile (take)", law)
            return super()._explain_illegal(action)
        if verb in ("draw", "take"):
            return ("you have drawn this turn: lay out, lay off or discard", law)
        cards = [int(x) for x in action.args if isinstance(x, Card)]
        missing = Counter(cards) - Counter(self.hands[seat])
        if missing:
            return (f"{' '.join(str(Card(c)) for c in missing.elements())} not in your hand", None)
        if verb in ("meld", "layoff", "splash") and r.showdown:
            return ("nothing is laid out before a call: call when your balance is "
                    f"{r.call_limit} or less", "§12.5")
        if verb in ("meld", "layoff") and r.one_meld_per_turn and self.melded_this_turn:
            return ("one meld or one card laid off a turn, never more: now discard", "§12.4")
        if verb == "meld":
            m = meld_of(cards, self.meld_rules)
            if isinstance(m, str):
                return (m, law)
            if r.meld_size and len(cards) != r.meld_size:
                return (f"a meld laid out is exactly {r.meld_size} cards; add a card to a meld with layoff", "§12.4")
        if verb == "layoff":
            if len(action.args) == 2 and isinstance(action.args[0], Card) and type(action.args[1]) is int:
                t = action.args[1]
                if not 1 <= t <= len(self.melds):
                    return (f"there is no meld {t} on the table (melds 1 to {len(self.melds)})" if self.melds else
                            "there is no meld on the table to lay off on", law)
                return (f"{Card(cards[0])} does not go onto meld {t}", "§12.7" if r.movable_jokers else law)
        if verb == "splash":
            if not r.splash:
                return ("the Splash is not played (rule splash)", "§12.4")
            if self.laid[seat]:
                return ("a splash is for a player who has laid nothing out before", "§12.4")
            return ("your whole hand does not go out at once", "§12.4")
        if verb == "call" and r.showdown:
            c = cards[0] if cards else None
            if c is not None:
                return (f"your balance would be {self._balance_without(seat, c)}, over {r.call_limit}: no call",
                        "§12.6" if r.layoff_on_call else "§12.5")
        return super()._explain_illegal(action)

    # ----- applying ----------------------------------------------------------------------------
    def _leave(self, seat: int, c: int) -> None:
        self.hands[seat].remove(c)
        k = self.known[seat]
        if k[c] > self.hands[seat].count(c):
            k[c] = self.hands[seat].count(c)
            if not k[c]:
                del k[c]

    def _apply(self, action: Action) -> None:
        seat = self.turn
        name = self.seat_names[seat]
        verb = action.verb
        if verb == "draw":
            c = self.stock.pop()
            self.hands[seat].append(c)
            if self.stock_public:
                self.known[seat][c] += 1
            self.note(f"{name} draws from the stock")
            self.note(f"you draw {Card(c)}", to=seat)
            self.phase = "play"
            return
        if verb == "take":
            c = self.discards.pop()
            self.hands[seat].append(c)
            self.known[seat][c] += 1
            self.taken = c
            self.note(f"{name} takes {Card(c)} from the discard pile")
            self.phase = "play"
            return
        if verb == "meld":
            cards = [int(x) for x in action.args]
            m = meld_of(cards, self.meld_rules, owner=seat)
            assert isinstance(m, TableMeld)
            for c in cards:
                self._leave(seat, c)
            self.melds.append(m)
            self.laid[seat] = True
            self.melded_this_turn = True
            self.note(f"{name} lays out {' '.join(str(Card(c)) for c in m.cards)} (meld {len(self.melds)})")
            if not self.hands[seat]:
                self._go_out(seat)
            return
        if verb == "layoff":
            c, t = int(action.args[0]), int(action.args[1]) - 1
            new = self._layoff_of(c, t)
            assert new is not None
            self._leave(seat, c)
            self.melds[t] = new
            self.laid[seat] = True
            self.melded_this_turn = True
            self.note(f"{name} lays {Card(c)} on meld {t + 1}: {' '.join(str(Card(x)) for x in new.cards)}")
            if not self.hands[seat]:
                self._go_out(seat)
            return
        if verb == "splash":
            plan = self._splash_plan(seat)
            assert plan is not None
            melds, lays, drop = plan
            for m in melds:
                tm = meld_of(m, self.meld_rules, owner=seat)
                assert isinstance(tm, TableMeld)
                for c in m:
                    self._leave(seat, c)
                self.melds.append(tm)
            for t, c in lays:
                new = self._layoff_of(c, t)
                assert new is not None
                self._leave(seat, c)
                self.melds[t] = new
            if drop is not None:
                self._leave(seat, drop)
                self.discards.append(drop)
            self.splashed = True
            self.note(f"{name} splashes: lays out his whole hand" + (f", discarding {Card(drop)}" if drop is not None
                                                                     else ""))
            self._go_out(seat)
            return
        c = int(action.args[0])
        self._leave(seat, c)
        self.discards.append(c)
        if verb == "call":
            self.note(f"{name} discards {Card(c)} and calls")
            self._call(seat)
            return
        self.note(f"{name} discards {Card(c)}")
        if not self.hands[seat]:
            self._go_out(seat)
            return
        self._next_turn(seat)

    def _next_turn(self, seat: int) -> None:
        self.turn = (seat + 1) % self.n
        self.phase = "draw"
        self.melded_this_turn = False
        self.taken = None
        self.turns += 1
        if self.turns >= self.rules.max_turns:
            self.drawn_reason = f"{self.turns} turns without a winner"
            self.note(f"deal drawn: {self.drawn_reason}; nobody pays")
            self.over = True
            return
        if not self.stock:
            if self.turnovers >= self.rules.max_turnovers or not self.discards:
                self.drawn_reason = (f"the stock ran out {self.turnovers + 1} times" if self.discards else
                                     "no cards left to draw")
                self.note(f"deal drawn: {self.drawn_reason}; nobody pays")
                self.over = True
                return
            self.stock = self.discards[::-1]       # face down as it lies: the first discard on top
            self.discards = []
            self.stock_public = True
            self.turnovers += 1
            self.note("the stock is out: the discard pile is turned over as the new stock")

    def _go_out(self, seat: int) -> None:
        self.winner = seat
        self.over = True
        self.note(f"{self.seat_names[seat]} is out" + (" with a splash" if self.splashed else ""))

    def _call(self, seat: int) -> None:
        r = self.rules
        mine = best_arrangement(self.hands[seat], self.meld_rules)
        if mine.balance > r.call_limit:
            for s in range(self.n):
                if s != seat:
                    self.penalties[s] += r.false_call_penalty
                    self.penalties[seat] -= r.false_call_penalty
            self.note(f"{self.seat_names[seat]} called with a balance of {mine.balance}, over {r.call_limit}: "
                      f"pays {r.false_call_penalty} to each and takes his cards back")
            self._next_turn(seat)
            return
        self.caller = seat
        table = [meld_of(m, self.meld_rules, owner=seat) for m in mine.melds]
        tms = [m for m in table if isinstance(m, TableMeld)]
        arrs: list[Arrangement] = []
        for s in range(self.n):
            if s == seat:
                arrs.append(mine)
            else:
                arrs.append(best_arrangement(self.hands[s], self.meld_rules, tms if r.layoff_on_call else ()))
        self.arrangements = arrs                 # the cards stay in the hands, shown (view: "shown")
        self.note(f"{self.seat_names[seat]} shows a balance of {mine.balance}; " + ", ".join(
            f"{self.seat_names[s]} {arrs[s].balance}" for s in range(self.n) if s != seat))
        self.over = True

    # ----- the result --------------------------------------------------------------------------
    def outcome(self) -> list[int]:
        """Points per seat (zero-sum). Rum: the winner takes from each other player the count of
        his hand (double on a splash). Poker rum and gin: see the module docstring."""
        if not self.over:
            raise DealNotOver("the deal is not over")
        out = list(self.penalties)
        if self.winner is not None:
            mult = 2 if self.splashed else 1
            for s in range(self.n):
                if s != self.winner:
                    v = mult * hand_value(self.hands[s], self.meld_rules)
                    out[s] -= v
                    out[self.winner] += v
            return out
        if self.caller is None or self.arrangements is None:
            return out
        bal = [a.balance for a in self.arrangements]
        c = self.caller
        low = min(bal)
        if low >= bal[c]:
            for s in range(self.n):
                if s != c and bal[s] > bal[c]:
                    out[s] -= bal[s] - bal[c]
                    out[c] += bal[s] - bal[c]
            return out
        winners = [(c + i) % self.n for i in range(1, self.n) if bal[(c + i) % self.n] == low]
        for s in range(self.n):
            if s in winners:
                continue
            pay = bal[s] - low
            if s == c:
                pay = pay + self.rules.undercut_penalty if self.rules.undercut_penalty else 2 * pay
            share, odd = divmod(pay, len(winners))
            for i, w in enumerate(winners):
                got = share + (1 if i < odd else 0)
                out[w] += got
                out[s] -= got
        return out

    def result_text(self) -> str | None:
        if not self.over:
            return None
        if self.drawn_reason:
            return f"drawn: {self.drawn_reason}"
        o = self.outcome()
        parts = ", ".join(f"{self.seat_names[s]} {o[s]:+d}" for s in range(self.n))
        if self.winner is not None:
            return f"{self.seat_names[self.winner]} out" + (" (splash: double)" if self.splashed else "") + f": {parts}"
        if self.caller is not None and self.arrangements is not None:
            return (f"{self.seat_names[self.caller]} called; balances "
                    + ", ".join(f"{self.seat_names[s]} {a.balance}" for s, a in enumerate(self.arrangements))
                    + f": {parts}")
        return parts

    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": [Card(c) for c in h]
                                      for s, h in enumerate(self.hands)}
        out["stock"] = [Card(c) for c in self.stock]
        out["discards"] = [Card(c) for c in self.discards]
        out["melds"] = [Card(c) for m in self.melds for c in m.cards]
        return out

    def hidden_cards(self, seat: int | None) -> list[Card]:
        out: list[Card] = [] if self.stock_public else [Card(c) for c in self.stock]
        if self.over:
            return out
        for s, h in enumerate(self.hands):
            if s != seat:
                unknown = Counter(h) - self.known[s]
                out.extend(Card(c) for c in unknown.elements())
        return out

    def position_key(self) -> Any:
        return None

    def _meld_view(self, m: TableMeld) -> dict[str, Any]:
        v: dict[str, Any] = {"kind": m.kind, "cards": [str(Card(c)) for c in m.cards],
                             "owner": self.seat_names[m.owner] if m.owner >= 0 else None}
        if self.wild and any(is_joker(c) for c in m.cards):
            v["jokers"] = {str(i): Card(m.stands_for(i, self.meld_rules) or 0).name if m.kind == "sequence" else "any card of the rank"
                           for i, c in enumerate(m.cards) if is_joker(c)}
            if m.moved:
                v["moved"] = sorted(m.moved)
        return v

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        v: dict[str, Any] = {
            "game": self.game.slug if hasattr(self, "game") else "rum",
            "phase": "over" if self.over else self.phase,
            "players": self.n, "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "hand": [str(Card(c)) for c in sorted(self.hands[seat])] if seat is not None else None,
            "cards_held": {names[s]: len(h) for s, h in enumerate(self.hands)},
            "melds": [self._meld_view(m) for m in self.melds],
            "discard_top": str(Card(self.discards[-1])) if self.discards else None,
            "discards": len(self.discards),
            "stock": len(self.stock),
            "taken": str(Card(self.taken)) if self.taken is not None else None,
            "to_act": None if self.to_act is None else names[self.to_act],
        }
        if self.rules.showdown:
            v["call_limit"] = self.rules.call_limit
        if self.rules.showdown and seat is not None and not self.over:
            v["balance"] = best_arrangement(self.hands[seat], self.meld_rules).balance
        if self.over:
            v["hands"] = {names[s]: [str(Card(c)) for c in sorted(h)] for s, h in enumerate(self.hands)}
            if self.arrangements is not None:
                v["shown"] = {names[s]: {"melds": [[str(Card(c)) for c in m] for m in a.melds],
                                         "laid_off": [[t + 1, [str(Card(c)) for c in cs]] for t, cs in a.layoffs],
                                         "balance": a.balance} for s, a in enumerate(self.arrangements)}
            v["result"] = self.result_text()
            v["outcome"] = self.outcome()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view['game']} - dealer {view['dealer']} - stock {view['stock']} - discard pile "
                 f"{view['discards']}, top {view['discard_top'] or '(empty)'}"]
        if view["melds"]:
            lines.append("Melds on the table:")
            for i, m in enumerate(view["melds"], 1):
                jk = ""
                if m.get("jokers"):
                    jk = " (" + ", ".join(f"joker as {x}" for x in m["jokers"].values()) + ")"
                lines.append(f"  {i}. {' '.join(m['cards'])}{jk} - {m['owner'] or ''}")
        else:
            lines.append("Melds on the table: none")
        lines.append("Cards held: " + ", ".join(f"{s} {k}" for s, k in view["cards_held"].items()))
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"])
                         + (f"  (balance {view['balance']})" if "balance" in view else ""))
        if view.get("shown"):
            for s, a in view["shown"].items():
                melds = "  ".join(" ".join(m) for m in a["melds"]) or "no melds"
                lay = "; laid off " + ", ".join(f"{' '.join(cs)} on {t}" for t, cs in a["laid_off"]) if a["laid_off"] else ""
                lines.append(f"{s}: {melds}{lay}; balance {a['balance']}")
        elif view.get("hands"):
            lines.append("Hands: " + "; ".join(f"{s} {' '.join(h) or '(out)'}" for s, h in view["hands"].items()))
        if view.get("result"):
            lines.append("Deal over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to " + ("draw" if view["phase"] == "draw" else "play"))
        return "\n".join(lines)

    def clone(self) -> "RumState":
        s = RumState.__new__(RumState)
        s.__dict__.update(self.__dict__)
        s.history = list(self.history)
        s.log = list(self.log)
        s.context = dict(self.context)
        s.hands = [list(h) for h in self.hands]
        s.discards = list(self.discards)
        s.stock = list(self.stock)
        s.known = [Counter(k) for k in self.known]
        s.melds = list(self.melds)
        s.laid = list(self.laid)
        s.penalties = list(self.penalties)
        s._legal_memo = None
        return s
