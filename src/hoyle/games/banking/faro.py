"""Faro: the layout of thirteen ranks, turns of a loser and a winner, splits, the last turn.

Sources: Foster 1914 §11.9 (seed 001 part 5; ``faro-foster``) and seed 004 §1.12 (``faro-modern``).
One pack, face up in the dealing box. The first card showing is the **soda** (no action); each
**turn** takes out a **loser** (laid by the box) and exposes a **winner** (the card then showing);
the last card is the **hoc** (*hock*), dead. So a deal is soda + 25 turns + hoc (O61); the last
turn is dealt when three cards are left.

Punters bet on ranks: ``bet RANK N`` (the rank to win, an *open* bet) or ``copper RANK N`` (to
lose: a copper on the stake). A bet stands until its rank shows: a winner pays the open bets
and takes the coppered ones, a loser the reverse, evens. **Split** (both cards of a turn of one
rank): the bank takes half of every stake on that rank (Foster §11.9; 004 O58). A stake on a rank
that has no card left in the box is refused (no sleepers); a rank with one card left is a **case**,
and a case bet is limited to half the top stake (Foster; option ``case_half_limit``). A stake whose
rank turns out to be the hoc is returned (004 §1.12).

**The last turn** (three cards left, known from the case-keeper): a punter may also **call the
turn**: name the order loser, winner, hoc (``call queen six ace N``): three different ranks, six
orders, paid 4 to 1 (odds 5 to 1, Foster and 004 O57); a **cat-hop** (two of a rank, three orders)
and three of a rank (called by colours: ``call red black red N``) pay 2 to 1.

``faro-modern`` adds 004's continuous bets, here decided by the next turn: ``bet high N`` (the
winner is the higher card; ace low), ``bet odd N`` / ``bet even N`` (the winner odd: A, 3, 5, 7, 9,
J, K; even: 2, 4, 6, 8, 10, Q; O59), or coppered; the same rank or the same parity on both cards
is a stand-off and the stake is returned. (On a real layout they stay until taken down; a punter
here restakes each turn.)

Each punter acts once before each turn (one stake, a call, or ``pass``). Seat 0 is the bank.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, RuleOptionError
from ...core.laws import LawBook
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import RANK_WORDS, WORD_RANKS, copy_state

__all__ = ["FaroRules", "FaroState", "FARO_LAWS", "faro_tab"]

FARO_LAWS = LawBook.of("Faro", "Foster 1914 §11.9 (seed 001 part 5); seed 004 §1.12", [
    ("F1", "soda-hoc", "The first card showing (soda) and the last card (hoc) take no action.", ""),
    ("F2", "turn", "Each turn the card drawn loses and the card then showing wins; stakes on those ranks are "
     "settled at evens.", ""),
    ("F3", "split", "When both cards of a turn are of one rank the bank takes half the stakes on that rank.", ""),
    ("F4", "case", "A case bet (one card of the rank left) is limited to half the limit.",
     "a larger case bet is refused"),
    ("F5", "sleeper", "No stake may be placed on a rank that has no card left in the box.", "refused"),
    ("F6", "last-turn", "With three cards left the turn may be called in order; the bank pays 4 to 1, or 2 to 1 "
     "on a cat-hop.", "a call on any other turn is refused"),
    ("F7", "stakes-first", "No stake is made after the dealer has started the turn.", ""),
    ("F8", "limit", "The bank takes stakes up to its limit, the case bets to half of it (§11.9); this table's "
     "stakes are those of its rule option stakes (the book leaves the sizes to the bank).",
     "a stake of another size is refused"),
])

ODD_RANKS = frozenset({14, 3, 5, 7, 9, 11, 13})
_TABLES: dict = {}
_PASS = Action("pass")


@dataclass(frozen=True)
class FaroRules(Rules):
    """Faro's options."""

    stakes: tuple[int, ...] = option((2, 10), "stakes a punter may choose (chips; even, so a split halves "
                                     "whole chips)", "")
    case_half_limit: bool = option(True, "a case bet may be at most half the top stake", "Foster 1914 §11.9")
    call_pays: int = option(4, "calling the turn (three different cards) pays this many to 1",
                            "Foster §11.9; seed 004 §1.12 O57", minimum=1, maximum=100, bound="our bound: 100 to 1")
    cat_hop_pays: int = option(2, "a cat-hop (or a call by colours) pays this many to 1",
                               "Foster §11.9; seed 004 §1.12 O57", minimum=1, maximum=100, bound="our bound: 100 to 1")
    continuous_bets: bool = option(False, "high-card and odd/even bets, decided by the next turn",
                                   "seed 004 §1.12 (O59)")

    def validate(self) -> None:
        super().validate()
        if not self.stakes or any(s <= 0 for s in self.stakes):
            raise RuleOptionError("faro stakes are one or more numbers of chips, each 2 or more")
        if any(s % 2 for s in self.stakes):
            raise RuleOptionError("faro stakes must be even: a split takes half (Foster §11.9)")


def _rank(c: int) -> int:
    return c // 4 + 2


class FaroState(GameState):
    """One deal of faro (a whole box). Seat 0 is the bank."""

    house_seat = 0        # seat 0 keeps the bank at the start (a person punts by default)

    rules_cls = FaroRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.cards: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        self.pos = 1                         # cards[:pos] are out of the box or showing (soda first)
        self.left = [0] * 15                 # case-keeper: cards of each rank still in the box (below the top)
        for c in self.cards[1:]:
            self.left[_rank(c)] += 1
        self.turns: list[tuple[Card, Card]] = []
        self.bets: list[list] = []           # [seat, kind, target, stake]; kind open/copper/call/high...
        self.settled: list[tuple[int, str, Any, int, int]] = []   # (seat, kind, target, stake, net)
        self.net = [0] * num_players
        self.settled_mark = 0
        self.punter = 1
        self.result: list[int] | None = None

    def clone(self) -> "FaroState":
        return copy_state(self, ("left", "turns", "settled", "net"), nested=("bets",))

    # ------------------------------------------------------------------ contract
    @property
    def to_act(self) -> int | None:
        return None if self.result is not None else self.punter

    @property
    def last_turn(self) -> bool:
        return len(self.cards) - self.pos == 3

    def _calls(self) -> list[tuple]:
        rest = self.cards[self.pos:]
        ranks = [_rank(c) for c in rest]
        if len(set(ranks)) == 1:
            names = ["red" if Card(c).is_red else "black" for c in rest]
        else:
            names = [RANK_WORDS[r] for r in ranks]
        return sorted(set(permutations(names)))

    def _tables(self) -> dict:
        """Action lists per rank (full and case), built once per rule set and shared."""
        r = self.rules
        key = (r.stakes, r.case_half_limit, r.continuous_bets)
        t = _TABLES.get(key)
        if t is None:
            top = max(r.stakes)
            case_stakes = [s for s in r.stakes if not (r.case_half_limit and 2 * s > top)]
            t = {"full": {}, "case": {}, "cont": []}
            for rank in range(2, 15):
                for which, stakes in (("full", r.stakes), ("case", case_stakes)):
                    t[which][rank] = [Action(verb, (RANK_WORDS[rank], s)) for verb in ("bet", "copper")
                                      for s in stakes]
            if r.continuous_bets:
                t["cont"] = [Action(verb, (name, s)) for verb in ("bet", "copper")
                             for name in ("high", "odd", "even") for s in r.stakes]
            _TABLES[key] = t
        return t

    def legal_actions(self) -> list[Action]:
        if self.result is not None:
            return []
        t = self._tables()
        out: list[Action] = []
        left = self.left
        full, case = t["full"], t["case"]
        for rank in range(2, 15):
            k = left[rank]
            if k:
                out.extend(case[rank] if k == 1 else full[rank])
        out.extend(t["cont"])
        if self.last_turn:
            for order in self._calls():
                out.extend(Action("call", (*order, s)) for s in self.rules.stakes)
        out.append(_PASS)
        return out

    def _check(self, action: Action) -> None:
        if self.result is None:
            v, args = action.verb, action.args
            if v == "pass" and not args:
                return
            if v in ("bet", "copper") and len(args) == 2 and type(args[1]) is int:
                name, stake = args
                rank = WORD_RANKS.get(name) if isinstance(name, str) else None
                if rank is not None and self.left[rank]:
                    t = self._tables()["case" if self.left[rank] == 1 else "full"][rank]
                    if action in t:
                        return
                elif action in self._tables()["cont"]:
                    return
            elif v == "call" and self.last_turn and self._is_legal(action):
                return
        raise IllegalAction(*self._explain_illegal(action))

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "call":
            return ("the turn may be called only on the last turn, in an order the three cards can come",
                    FARO_LAWS.cite("F6"))
        if action.verb in ("bet", "copper") and action.args:
            name = action.args[0]
            rank = WORD_RANKS.get(name) if isinstance(name, str) else None
            if rank is not None and not self.left[rank]:
                return (f"no {name} is left in the box", FARO_LAWS.cite("F5"))
            if rank is not None and self.left[rank] == 1 and len(action.args) == 2:
                return (f"{name} is a case card: the stake is limited to half the limit", FARO_LAWS.cite("F4"))
            stake = action.args[-1]
            if (len(action.args) == 2 and type(stake) is int and stake not in self.rules.stakes
                    and (rank is not None or name in ("high", "odd", "even"))):
                allowed = ", ".join(map(str, self.rules.stakes[:-1])) + " or " + str(self.rules.stakes[-1]) \
                    if len(self.rules.stakes) > 1 else str(self.rules.stakes[0])
                return (f"the bank takes stakes of {allowed} chips at this table, not {stake} "
                        "(the rule option stakes)", FARO_LAWS.cite("F8"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        seat = self.punter
        v = action.verb
        if v in ("bet", "copper"):
            name, stake = action.args
            kind = ("open" if v == "bet" else "copper")
            if name in WORD_RANKS:
                self.bets.append([seat, kind, WORD_RANKS[name], stake])
            else:
                self.bets.append([seat, f"{name}-{kind}", name, stake])
        elif v == "call":
            self.bets.append([seat, "call", tuple(action.args[:3]), action.args[3]])
        self.punter += 1
        if self.punter == self.num_players:
            self.punter = 1
            self._deal_turn()

    # ------------------------------------------------------------------ dealing
    def _pay(self, i: int, net: int) -> None:
        seat, kind, target, stake = self.bets[i]
        self.net[seat] += net
        self.settled.append((seat, kind, target, stake, net))

    def _deal_turn(self) -> None:
        loser, winner = self.cards[self.pos], self.cards[self.pos + 1]
        self.pos += 2
        lr, wr = _rank(loser), _rank(winner)
        self.left[lr] -= 1
        self.left[wr] -= 1
        self.turns.append((loser, winner))
        self.log.append(f"turn {len(self.turns)}: {loser} loses, {winner} wins" + (" (split)" if lr == wr else ""))
        self.settled_mark = len(self.settled)
        last = self.pos == 51
        keep = []
        for i, (seat, kind, target, stake) in enumerate(self.bets):
            if kind in ("open", "copper"):
                if target == lr == wr:
                    self._pay(i, -stake // 2)               # split: the bank takes half (F3)
                elif target == wr:
                    self._pay(i, stake if kind == "open" else -stake)
                elif target == lr:
                    self._pay(i, -stake if kind == "open" else stake)
                elif last:
                    self._pay(i, 0)                         # its card is the hoc: returned
                else:
                    keep.append(i)
            elif kind == "call":
                hoc = self.cards[51]
                if isinstance(target[0], str) and target[0] in ("red", "black"):
                    actual = tuple("red" if Card(c).is_red else "black" for c in (loser, winner, hoc))
                else:
                    actual = (RANK_WORDS[lr], RANK_WORDS[wr], RANK_WORDS[_rank(hoc)])
                pays = self.rules.call_pays if len(set(actual)) == 3 else self.rules.cat_hop_pays
                if isinstance(target[0], str) and target[0] in ("red", "black"):
                    pays = self.rules.cat_hop_pays
                self._pay(i, stake * pays if tuple(target) == actual else -stake)
            else:                                           # continuous bets, decided by this turn
                base, _, k = kind.partition("-")
                if base == "high":
                    lv, wv = (1 if lr == 14 else lr), (1 if wr == 14 else wr)
                    res = 0 if lv == wv else (1 if wv > lv else -1)
                else:
                    lo, wo = lr in ODD_RANKS, wr in ODD_RANKS
                    res = 0 if lo == wo else (1 if (wo if base == "odd" else not wo) else -1)
                self._pay(i, res * stake * (1 if k == "open" else -1))
        self.bets = [self.bets[i] for i in keep]
        if last:
            self.pos = 52                                   # the hoc is shown
            self.log.append(f"{self.cards[51]} is in hoc")
            out = list(self.net)
            out[0] = -sum(out[1:])
            self.result = out

    # ------------------------------------------------------------------ outcome and views
    def settled_stakes(self) -> list[tuple[int, str, int, int]] | None:
        """Each stake the deal settled (a stake is counted each time a turn settles it),
        grouped by kind: ``open``, ``copper``, ``high-open``..., ``call``."""
        return [(seat, kind, stake, net) for seat, kind, _, stake, net in self.settled]

    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the deal is not over")
        return list(self.result)

    def view(self, seat: int | None) -> dict[str, Any]:
        v = {
            "game": "faro", "seat": seat, "to_act": self.to_act, "soda": str(self.cards[0]),
            "showing": str(self.cards[self.pos - 1]),
            "turns": [[str(a), str(b)] for a, b in self.turns],
            "case_keeper": {RANK_WORDS[r]: self.left[r] for r in range(2, 15)},
            "last_turn": self.last_turn and self.result is None,
            "columns": ["seat", "kind", "on", "stake", "net"],
            "bets": [[s, k, (RANK_WORDS[t] if isinstance(t, int) else t), st] for s, k, t, st in self.bets],
            "settled_last_turn": [[s, k, (RANK_WORDS[t] if isinstance(t, int) else t), st, n]
                                  for s, k, t, st, n in self.settled[self.settled_mark:]],
            "net_so_far": list(self.net),
        }
        if self.result is not None:
            v["hoc"] = str(self.cards[51])
            v["outcome"] = list(self.result)
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        """The faro table as a punter reads it: the box (soda, the card showing, the turns
        as loser/winner), the case-keeper's count per rank, the stakes on the layout, what
        the last turn paid, and the net of the bank and each punter."""
        if not {"turns", "bets", "net_so_far"} <= set(view):     # a view of another shape
            return GameState.render_view.__func__(cls, view)
        me = view.get("seat")

        def who(s: int) -> str:
            return ("the bank" if s == 0 else f"seat {s}") + (" (you)" if s == me else "")
        turns = view["turns"]
        name = str(view.get("game", "faro")).capitalize()
        over = view.get("outcome") is not None
        head = f"{name} - the bank: seat 0 - " + ("the deal is over" if over else
                                                   f"turn {len(turns) + 1}" + (" of 25" if "soda" in view else ""))
        lines = [head + (" (the last turn: the turn may be called)" if view.get("last_turn") else "")]
        if "soda" in view:
            lines.append(f"Box: soda {view['soda']}, showing {view['showing']}"
                         + (f", hoc {view['hoc']}" if view.get("hoc") else ""))
        if turns:
            lines.append("Turns (loser/winner): " + " ".join(f"{a}/{b}" for a, b in turns[-8:])
                         + (f" (and {len(turns) - 8} earlier)" if len(turns) > 8 else ""))
        ck = view.get("case_keeper") or {}
        short = {"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
                 "eight": "8", "nine": "9", "ten": "10", "jack": "J", "queen": "Q", "king": "K",
                 "ace": "A"}
        if ck:
            lines.append("Case-keeper (cards left): " + " ".join(f"{short.get(k, k)}:{n}" for k, n in ck.items()))
        by_target: dict[str, list[str]] = {}
        def target(on: Any) -> str:
            return " ".join(map(str, on)) if isinstance(on, (list, tuple)) else str(on)
        for s, kind, on, stake in view["bets"]:
            by_target.setdefault(target(on), []).append(f"{who(s)} {kind} {stake}")
        lines.append("Layout: " + ("; ".join(f"{t}: {', '.join(b)}" for t, b in by_target.items())
                                   if by_target else "no stakes yet this turn"))
        if view["settled_last_turn"]:
            lines.append("Last turn paid: " + "; ".join(f"{who(s)} {kind} {target(on)} {stake} {n:+d}"
                                                        for s, kind, on, stake, n in view["settled_last_turn"]))
        if view.get("pocket"):
            lines.append("Pocket (out of play): " + " ".join(view["pocket"]))
        net = view.get("outcome") or view["net_so_far"]
        lines.append(("Result: " if view.get("outcome") else "Net so far: ")
                     + ", ".join(f"{who(s)} {n:+d}" for s, n in enumerate(net)))
        if view.get("to_act") is not None:
            lines.append(f"{who(view['to_act'])} to stake")
        return "\n".join(lines)

    def card_locations(self) -> dict[str, list[Card]]:
        return {"out": self.cards[:self.pos], "box": self.cards[self.pos:]}

    def hidden_cards(self, seat: int | None):
        return self.cards[self.pos:]

    def pack(self) -> list[Card]:
        return sorted(self.cards)

    def tab(self) -> dict[int, str]:
        """The case-keeper's tab so far: per rank, 1 won, 0 lost, X split, . soda, - hoc (Foster §11.9)."""
        return faro_tab(self.cards[:self.pos], over=self.result is not None)


def faro_tab(cards, over: bool = True) -> dict[int, str]:
    """The tab of a dealt box ``cards`` (soda first; with ``over`` the last card is the hoc)."""
    tab = {r: "" for r in range(2, 15)}
    tab[_rank(cards[0])] += "."
    end = len(cards) - 1 if over and len(cards) == 52 else len(cards)
    for i in range(1, end - 1, 2):
        lr, wr = _rank(cards[i]), _rank(cards[i + 1])
        if lr == wr:
            tab[lr] += "X"
        else:
            tab[lr] += "0"
            tab[wr] += "1"
    if over and len(cards) == 52:
        tab[_rank(cards[51])] += "-"
    return tab


_ALIASES_F = ("faro", "фаро", "pharaoh")
register(GameInfo(
    slug="faro-foster", private_cards=False, title="Faro (Foster)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=8, default_players=3,
    state_cls=FaroState, rules_cls=FaroRules, aliases=_ALIASES_F, laws=FARO_LAWS,
    source="Foster 1914 §11.9 (seed 001 part 5)",
    summary="Stakes on ranks to win or (coppered) to lose; each turn a loser and a winner; a split costs half; "
            "the last turn may be called at 4 to 1. Seat 0 is the bank.",
    notes="the 21-way layout diagram is lost; stakes here are on single ranks (and calls); Foster allows any "
          "number of players, the table here seats eight"))

register(GameInfo(
    slug="faro-modern", private_cards=False, title="Faro (seed 004, faro bank)", family="banking", utility="zero-sum-chips",
    min_players=2, max_players=11,
    default_players=3, state_cls=FaroState, rules_cls=FaroRules, defaults={"continuous_bets": True},
    aliases=("faro-bank", "фаробанк", "фараон", "bucking-the-tiger"), laws=FARO_LAWS, source="seed 004 §1.12",
    summary="Casino faro: rank bets, splits, the last turn called at 4 to 1 (cat-hop 2 to 1), and the high-card "
            "and odd/even bets. Seat 0 is the bank.",
    notes="group bets of the lost layout diagram are not offered"))
