"""Baccarat in its three forms: punto banco, chemin de fer, baccarat en banque.

One engine (:class:`BaccaratState`, one coup) with the form as a rule option:

* ``punto-banco`` (seed 004 §1.2.3): the house banks; punters bet on *banker*, *player* or *tie*
  (and, as an option, on a banker natural at 9 to 1, O13); the drawing is fixed (O14); 5 %
  commission on winning banker bets. **Seat 0 is the house bank**, which takes no decisions;
  its outcome includes the commission, so ``house_take()`` is 0.
* ``chemin-de-fer`` (seed 004 §1.2.1; Foster, seed 001 part 5 §11.6): a player banks; the others
  cover the bank in turn or call *banco*; one hand to the table, played by the largest bettor;
  optional cells of the reconstructed table are decided by the seat concerned. The banker is
  ``context["banker"]`` (default **seat 0**); the casino's commission on the banker's win is
  ``house_take()`` (the casino is not a seat).
* ``banque`` (Foster §11.5; seed 004 §1.2.2): the banker deals a right hand, a left hand and his
  own; punters bet on right, left, or *à cheval* (both; O11); the banker draws as he likes
  (Foster) unless ``banker_free`` is off. Right hand holder ``context["right"]`` (default the
  first punter), left ``context["left"]`` (default the second).

Actions: ``bet banker 20``, ``bet player 5``, ``bet tie 1``, ``bet natural 1`` (punto banco);
``bet 20``, ``banco`` (chemin de fer); ``bet right 5``, ``bet left 5``, ``bet cheval 5``,
``banco`` (banque); ``done`` (a punter finishes betting); ``draw``, ``stand`` (optional cells).

The shoe carries from coup to coup in ``context["shoe"]`` (undealt cards, top first) with
``context["discards"]``; a fresh shoe is shuffled (and cards burnt) when none is carried or
fewer than ``cut_card`` cards remain. The match (:class:`BaccaratMatch`) carries the shoe, the
bank and the banker from coup to coup.

Multi-pack note for ``hidden_cards``: a card face (e.g. ``QS``) is reported hidden from a seat
only when that seat sees no copy of it, since a view names cards by face only.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...cards import Card, parse_card, shoe as make_shoe
from ...core.actions import Action
from ...core.determinise import Slots, Zone
from ...core.errors import DealNotOver, RuleOptionError
from ...core.laws import LawBook
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.banking import CarriedShoe, Shoe, commission
from .baccarat_rules import DRAW, OPTION, STAND, VALUE, banker_table, player_table

__all__ = ["BaccaratRules", "BaccaratState", "BaccaratMatch", "BACCARAT_LAWS"]

_CELL = (DRAW, STAND, OPTION)

BACCARAT_LAWS = LawBook.of("Laws of baccarat", "seed 004 §1.2 and Foster 1914 §11.5", [
    ("B1", "no-late-bets", "No stake may be made or changed after the first card of the coup is dealt.",
     "the late stake is refused"),
    ("B2", "bank-limit", "Stakes against the bank are accepted in turn only until they equal the bank; "
     "the uncovered part of the bank is not in play.", "stakes over the bank are refused"),
    ("B3", "banco", "A call of banco plays the whole bank and voids every other stake; one banco per coup.",
     ""),
    ("B4", "naturals", "A two-card 8 or 9 is a natural, shown at once; 9 beats 8, equal naturals stand off.", ""),
    ("B5", "one-card", "Each hand may take at most one further card, by the drawing table; optional "
     "cells are decided by the holder of that hand.", "a draw not allowed by the table is refused"),
    ("B6", "commission", "The house takes its commission (usually 5 %) from a winning bank or a winning bet "
     "on the bank.", ""),
    ("B7", "cheval", "A stake à cheval wins only if both tables win and loses only if both lose; "
     "otherwise it is returned.", ""),
])


@dataclass(frozen=True)
class BaccaratRules(Rules):
    """Rule options of baccarat (all three forms)."""

    form: str = option("punto-banco", "which form: punto-banco (house banks), chemin-de-fer, banque",
                       "seed 004 §1.2.1-§1.2.3; Foster §11.5-11.6",
                       choices=("punto-banco", "chemin-de-fer", "banque"))
    decks: int = option(8, "packs in the shoe", "004 §1.2.1/§1.2.3: 6 or 8; Foster banque: 3", minimum=1, maximum=12)
    commission_percent: int = option(5, "house commission on a winning bank (per cent)", "004 §1.2.1 O9, §1.2.3",
                                     minimum=0, maximum=50)
    commission_rounding: str = option("down", "commission rounded to whole chips: down or up (our choice; the "
                                      "books do not say)", "", choices=("down", "up"))
    tie_pays: int = option(8, "a winning tie bet pays this many to 1 (casino practice; not in the seeds)",
                           "casino practice", minimum=1, maximum=100, bound="our bound: 100 to 1 (the book's tie pays 8 to 1)")
    natural_bet: bool = option(False, "side bet that the bank gets a natural, paid 9 to 1",
                               "004 §1.2.3 O13")
    stakes: tuple[int, ...] = option((1, 5, 20, 100), "the stake sizes a punter may choose (chips)", "")
    table_limit: int = option(1000, "largest stake on one spot (punto banco house limit)", "004 §1.2.3", minimum=1, maximum=1_000_000, bound="our bound: 1,000,000 chips")
    bank: int = option(100, "the bank put up when the coup's context names none", "004 §1.2.1", minimum=1, maximum=1_000_000, bound="our bound: 1,000,000 chips")
    cut_card: int = option(16, "reshuffle when fewer than this many cards remain (cut card)",
                           "004 §1.2.1: indicator 8 or 10 from the end; Foster: 10 must remain", minimum=10, maximum=624, bound="our bound: the cards of the largest shoe (12 packs)")
    burn: int = option(-1, "cards burnt from a new shoe; -1 = as many as the first card's value (10 for tens and "
                       "courts), the casino practice", "004 §1.2.1: 3 or 4; Foster: 1-2", minimum=-1, maximum=10)
    player_on_5: str = option("draw", "the player's hand at 5: draw, stand or option (holder decides)",
                              "004 §1.2.1 (reconstructed table), §1.2.3 O14", choices=_CELL)
    banker_3_vs_9: str = option("draw", "banker at 3 when the player's third card is a 9", "004 §1.2.1, O14",
                                choices=_CELL)
    banker_5_vs_4: str = option("draw", "banker at 5 when the player's third card is a 4", "004 §1.2.1, O14",
                                choices=_CELL)
    banker_free: bool = option(True, "banque: the banker draws or stands as he likes (else by the table, "
                               "against the hand with more money on it)", "Foster §11.5; 004 §1.2.2 (e)")
    allow_banco: bool = option(True, "a punter may call banco", "004 §1.2.1; Foster §11.5-11.6")
    betting_from: str = option("left", "chemin de fer: the punters stake (and may call banco) in turn from the "
                               "banker's left or from his right", "004 §1.2.1: left; Foster §11.6: right",
                               choices=("left", "right"))
    cards_to: str = option("largest-bettor", "chemin de fer: who plays the table hand: the largest bettor, or "
                           "always the player on the banker's right", "004 §1.2.1; Foster §11.6: right",
                           choices=("largest-bettor", "right"))
    banco_first: bool = option(False, "chemin de fer: banco is offered to each punter in turn, the player on the "
                               "banker's right first, before anyone stakes", "Foster §11.6")
    player_on_4: str = option("draw", "the player's hand at 4: draw, stand or option (holder decides)",
                              "004 §1.2.1 table: draw; Foster §11.5: his advice only (draw, as at 16 in "
                              "vingt-et-un)", choices=_CELL)
    banker_judges: bool = option(False, "chemin de fer: the banker draws or stands as he likes (no table)",
                                 "Foster §11.5 (nobody backs the banker, he alone may use judgement), §11.6")
    refused_card_to_banker: bool = option(False, "when no punter takes a card, the banker must take it",
                                          "Foster §11.5 (drawing: a card refused by the players goes to the "
                                          "banker)")

    def validate(self) -> None:
        super().validate()
        if not self.stakes or any(int(s) <= 0 for s in self.stakes):
            raise RuleOptionError("option stakes must list positive chip amounts")


_SPOTS_PB = ("banker", "player", "tie", "natural")
_SPOTS_BQ = ("right", "left", "cheval")


class BaccaratState(CarriedShoe, GameState):
    """One coup of baccarat. See the module docstring for seats, actions and context."""

    house_seat = 0        # seat 0 keeps the bank at the start (a person punts by default)

    rules_cls = BaccaratRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        self.form = r.form
        ctx = self.context
        n = num_players
        self.banker = int(ctx.get("banker", 0)) % n
        step = -1 if (r.betting_from == "right" and self.form == "chemin-de-fer") else 1
        self.punters = [(self.banker + step * i) % n for i in range(1, n)]
        self.bank = int(ctx.get("bank", r.bank))
        self._ptab = player_table(r.player_on_5)
        if r.player_on_4 != DRAW:
            self._ptab = self._ptab[:4] + (r.player_on_4,) + self._ptab[5:]
        self._btab = banker_table(r.banker_3_vs_9, r.banker_5_vs_4)
        # the shoe
        need = 9 if self.form == "banque" else 6
        self._need = need
        if self._take_shoe(r.decks, r.cut_card, need):
            n_burn = r.burn
            if n_burn < 0:
                first = self.shoe.cards[0]
                n_burn = 1 + (VALUE[first] or 10)
            self.shoe.burn(n_burn)
            self.burnt = list(self.shoe.burnt)
        # bets: list of [seat, spot, stake]; spot "" for chemin de fer
        self.bets: list[list] = []
        self.banco: int | None = None
        self.done: set[int] = set()
        self.bet_turn = 0                     # index into punters during betting
        # Foster §11.6: a first round in which each punter in turn may call banco (or pass)
        self.banco_round = bool(r.banco_first and r.allow_banco and self.form == "chemin-de-fer")
        self.phase = "bet"
        # hands: punto/chemin [player, banker]; banque [right, left, banker]
        self.nh = 3 if self.form == "banque" else 2
        self.hands: list[list[Card]] = [[] for _ in range(self.nh)]
        self.holders: list[int] = []
        self.shown = [False] * self.nh
        self.pending: tuple[int, int] | None = None  # (seat, hand index) to decide draw/stand
        self.stage = 0                         # which hand's draw is next
        self.result: list[int] | None = None
        self._house = 0
        if self.form == "banque":
            if n < 3:
                raise RuleOptionError("baccarat en banque needs a banker and two punters (3 players at least)")
            self.right = int(ctx.get("right", self.punters[0])) % n
            self.left = int(ctx.get("left", self.punters[1])) % n
        self._skip_finished_bettors()

    # ------------------------------------------------------------------ helpers
    def clone(self) -> "BaccaratState":
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        sh = object.__new__(Shoe)
        sh.cards, sh.pos, sh.cut_from_end, sh.burnt, sh.n_total = (
            self.shoe.cards, self.shoe.pos, self.shoe.cut_from_end, list(self.shoe.burnt), self.shoe.n_total)
        new.shoe = sh
        new.bets = [list(b) for b in self.bets]
        new.done = set(self.done)
        new.hands = [list(h) for h in self.hands]
        new.shown = list(self.shown)
        new.history = list(self.history)
        new.log = list(self.log)
        new.context = dict(self.context)
        return new

    def _covered(self) -> int:
        if self.form == "punto-banco":
            return 0
        return sum(b[2] for b in self.bets)

    def _seat_bets(self, seat: int) -> list[list]:
        return [b for b in self.bets if b[0] == seat]

    def _skip_finished_bettors(self) -> None:
        """Advance the betting turn; close betting when everyone has acted or the bank is covered."""
        if self.phase != "bet":
            return
        if self.banco_round and self.banco is None and self.bet_turn >= len(self.punters):
            self.banco_round = False          # nobody called banco: the stakes go round from the start
            self.bet_turn = 0
        while self.bet_turn < len(self.punters):
            if self.banco_round:
                return
            seat = self.punters[self.bet_turn]
            if seat in self.done:
                self.bet_turn += 1
                continue
            if self.form != "punto-banco" and (self.banco is not None or self._covered() >= self.bank):
                self.bet_turn = len(self.punters)
                break
            if not self._bet_actions(seat):
                self.done.add(seat)
                self.bet_turn += 1
                continue
            return
        self._close_betting()

    def _bet_actions(self, seat: int) -> list[Action]:
        r = self.rules
        out: list[Action] = []
        mine = {b[1] for b in self._seat_bets(seat)}
        if self.form == "punto-banco":
            for spot in _SPOTS_PB:
                if spot in mine or (spot == "natural" and not r.natural_bet):
                    continue
                out.extend(Action("bet", (spot, s)) for s in r.stakes if s <= r.table_limit)
            return out
        left = self.bank - self._covered()
        if left <= 0:
            return out
        amounts = sorted({s for s in r.stakes if s < left} | {left})
        if self.form == "chemin-de-fer":
            if not mine:
                out.extend(Action("bet", (s,)) for s in amounts)
                if r.allow_banco and not self.bets and not r.banco_first:
                    out.append(Action("banco"))
            return out
        for spot in _SPOTS_BQ:
            if spot not in mine:
                out.extend(Action("bet", (spot, s)) for s in amounts)
        if r.allow_banco and not self.bets:
            out.append(Action("banco"))
        return out

    # ------------------------------------------------------------------ contract
    @property
    def to_act(self) -> int | None:
        if self.phase == "bet":
            return self.punters[self.bet_turn]
        if self.phase == "play" and self.pending is not None:
            return self.pending[0]
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "bet":
            if self.banco_round:
                return [Action("banco"), Action("pass")]
            seat = self.punters[self.bet_turn]
            return self._bet_actions(seat) + [Action("done")]
        if self.phase == "play" and self.pending is not None:
            return [Action("draw"), Action("stand")]
        return []

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.phase == "bet" and self.banco_round:
            return ("first each punter in turn, from the banker's right, may call banco or pass; stakes come "
                    "after", "Foster §11.6")
        if self.phase == "bet":
            if action.verb == "pass":
                return ("pass declines banco, which is not on offer now; 'done' ends your stake",
                        BACCARAT_LAWS.cite("B3"))
            if action.verb == "bet":
                amt = action.amount
                if self.form != "punto-banco" and amt is not None and amt > self.bank - self._covered():
                    return (f"the bank has only {self.bank - self._covered()} chips left to cover",
                            BACCARAT_LAWS.cite("B2"))
                return (f"{action} is not a stake you may make now (stakes: "
                        f"{', '.join(map(str, self.rules.stakes))}; one stake per spot)", BACCARAT_LAWS.cite("B2"))
            if action.verb == "banco":
                if self.rules.banco_first:
                    return ("banco is offered to each punter in turn before any stake, and nobody called it",
                            "Foster §11.6")
                return ("banco may be called only before any stake and when the rules allow it",
                        BACCARAT_LAWS.cite("B3"))
            if action.verb in ("draw", "stand"):
                return ("no card is dealt before the stakes are made", BACCARAT_LAWS.cite("B1"))
        elif action.verb in ("bet", "banco"):
            return ("no stake may be made after the first card is dealt", BACCARAT_LAWS.cite("B1"))
        else:
            return ("the drawing table decides this hand; no choice is open", BACCARAT_LAWS.cite("B5"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "bet":
            seat = self.punters[self.bet_turn]
            if action.verb == "pass":          # declines banco (Foster §11.6)
                self.bet_turn += 1
            elif action.verb == "done":
                self.done.add(seat)
                self.bet_turn += 1
            elif action.verb == "banco":
                self.banco = seat
                self.banco_round = False
                self.bets = [[seat, "cheval" if self.form == "banque" else "", self.bank]]
                self.bet_turn = len(self.punters)
            else:
                args = action.args
                if self.form == "chemin-de-fer":
                    self.bets.append([seat, "", args[0]])
                    self.done.add(seat)
                    self.bet_turn += 1
                else:
                    self.bets.append([seat, args[0], args[1]])
            self._skip_finished_bettors()
            return
        # play phase: an optional cell
        seat, h = self.pending
        self.pending = None
        if action.verb == "draw":
            self.hands[h].append(self.shoe.draw())
        self._advance()

    # ------------------------------------------------------------------ the coup
    def _close_betting(self) -> None:
        self.phase = "play"
        if not self.bets:
            self.phase = "over"
            self.result = [0] * self.num_players
            self.log.append("no stakes; the coup is not dealt")
            return
        if self.form == "chemin-de-fer" and self.rules.cards_to == "right":
            self.holders = [self.punters[0]]   # Foster §11.6: the player on the banker's right
        elif self.form == "chemin-de-fer":
            big = max(b[2] for b in self.bets)
            self.holders = [next(b[0] for b in self.bets if b[2] == big)]
        elif self.form == "banque":
            self.holders = [self.right, self.left]
        else:
            self.holders = []
        d = self.shoe.draw
        h = self.hands
        for _ in range(2):
            for i in range(self.nh):
                h[i].append(d())
        pts = [self._point(i) for i in range(self.nh)]
        if any(p >= 8 for p in pts):
            self.log.append("natural: " + ", ".join(str(p) for p in pts))
            self._showdown()
            return
        self.stage = 0
        self._advance()

    def _point(self, i: int) -> int:
        s = 0
        for c in self.hands[i]:
            s += VALUE[c]
        return s % 10

    def _advance(self) -> None:
        """Run the drawing until a seat must choose, then settle."""
        bh = self.nh - 1
        while self.stage < bh:              # punter hands in order (right acts first)
            i = self.stage
            self.stage += 1
            cell = self._ptab[self._point(i)]
            if cell == OPTION:
                self.pending = (self.holders[i], i)
                return
            if cell == DRAW:
                self.hands[i].append(self.shoe.draw())
        if self.stage == bh:
            self.stage += 1
            b = self._point(bh)
            if self.rules.refused_card_to_banker and all(len(h) == 2 for h in self.hands[:bh]):
                self.log.append("no punter took a card: the banker takes it (Foster §11.5)")
                self.hands[bh].append(self.shoe.draw())
                self._showdown()
                return
            if (self.form == "banque" and self.rules.banker_free) or (
                    self.form == "chemin-de-fer" and self.rules.banker_judges):
                self.pending = (self.banker, bh)
                return
            target = 0
            if self.form == "banque":
                stake = [0, 0]
                for seat, spot, amt in self.bets:
                    if spot in ("right", "cheval"):
                        stake[0] += amt
                    if spot in ("left", "cheval"):
                        stake[1] += amt
                target = 0 if stake[0] >= stake[1] else 1
            ph = self.hands[target]
            x = VALUE[ph[2]] if len(ph) == 3 else 10
            cell = self._btab[b][x]
            if cell == OPTION and self.form != "punto-banco":
                self.pending = (self.banker, bh)
                return
            if cell in (DRAW, OPTION):
                self.hands[bh].append(self.shoe.draw())
        self._showdown()

    def _showdown(self) -> None:
        self.shown = [True] * self.nh
        self.phase = "over"
        self.pending = None
        r = self.rules
        n = self.num_players
        out = [0] * n
        pts = [self._point(i) for i in range(self.nh)]
        bp = pts[-1]
        pct = r.commission_percent
        rnd = r.commission_rounding
        if self.form == "punto-banco":
            pp = pts[0]
            winner = "banker" if bp > pp else ("player" if pp > bp else "tie")
            natural = len(self.hands[1]) == 2 and bp >= 8
            for seat, spot, amt in self.bets:
                if spot == "tie":
                    v = amt * r.tie_pays if winner == "tie" else -amt
                elif spot == "natural":
                    v = 9 * amt if natural else -amt
                elif winner == "tie":
                    v = 0
                elif spot == winner:
                    v = amt - (commission(amt, pct, rnd) if spot == "banker" else 0)
                else:
                    v = -amt
                out[seat] += v
                out[self.banker] -= v
            self.log.append(f"player {pp}, banker {bp}: {winner}")
        else:
            # chemin de fer: one table hand; banque: right and left, cheval on both
            def side(i: int) -> int:  # +1 punters win, -1 bank wins, 0 stand-off
                return (pts[i] > bp) - (pts[i] < bp)

            res = [side(i) for i in range(self.nh - 1)]
            bank_net = 0
            for seat, spot, amt in self.bets:
                if self.form == "chemin-de-fer" or spot == "right":
                    s = res[0]
                elif spot == "left":
                    s = res[1]
                else:  # cheval
                    s = res[0] if res[0] == res[1] else 0
                out[seat] += s * amt
                bank_net -= s * amt
            if bank_net > 0 and pct:
                self._house = commission(bank_net, pct, rnd)
            out[self.banker] += bank_net - self._house
            self.log.append("points " + ", ".join(map(str, pts)))
        self.result = out

    # ------------------------------------------------------------------ outcome, views
    def outcome(self) -> list[int]:
        if self.result is None:
            raise DealNotOver("the coup is not over")
        return list(self.result)

    def house_take(self) -> int:
        return self._house

    def _hand_names(self) -> tuple[str, ...]:
        return ("right", "left", "banker") if self.form == "banque" else ("player", "banker")

    def _sees(self, seat: int | None, i: int) -> list[bool]:
        """Per card of hand ``i``: may ``seat`` see it?"""
        hand = self.hands[i]
        if self.form == "punto-banco" or self.shown[i]:
            return [True] * len(hand)
        owner = self.banker if i == self.nh - 1 else (self.holders[i] if i < len(self.holders) else None)
        if seat is not None and seat == owner:
            return [True] * len(hand)
        return [False, False] + [True] * (len(hand) - 2)   # the third card is dealt face up

    def live_pack(self) -> dict[str, list[tuple[int, int]]]:
        """The undealt shoe, when the next deal goes on dealing from it (seed 004 §1.2.1)."""
        return self._live_shoe(self._need)

    def view(self, seat: int | None) -> dict[str, Any]:
        hands = {}
        for i, name in enumerate(self._hand_names()):
            vis = self._sees(seat, i)
            cards = [str(c) if v else "??" for c, v in zip(self.hands[i], vis)]
            hands[name] = {"cards": cards, "point": self._point(i) if self.hands[i] and all(vis) else None}
        v: dict[str, Any] = {
            "game": "baccarat", "form": self.form, "phase": self.phase, "seat": seat,
            "banker": self.banker, "bank": self.bank,
            "bets": [{"seat": s, "spot": sp or "bank", "stake": a} for s, sp, a in self.bets],
            "banco": self.banco, "hands": hands, "holders": list(self.holders),
            "shoe_remaining": self.shoe.remaining, "burnt": [str(c) for c in self.burnt],
            "to_act": self.to_act,
        }
        if self.result is not None:
            v["outcome"] = list(self.result)
            v["house_take"] = self._house
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {name: list(self.hands[i]) for i, name in enumerate(self._hand_names())}
        loc["shoe"] = self.shoe.undealt
        loc["burnt"] = list(self.burnt)
        loc["discards"] = list(self.discards)
        return loc

    def hidden_cards(self, seat: int | None) -> set[Card]:
        hidden = set(self.shoe.undealt) | set(self.discards)
        seen = set(self.burnt)
        for i in range(self.nh):
            for c, v in zip(self.hands[i], self._sees(seat, i)):
                (seen if v else hidden).add(c)
        return hidden - seen

    def hidden_entries(self, seat: int | None) -> list[Card]:
        """The unseen cards of :meth:`card_zones` with one entry a copy (a shoe of several
        packs holds a card more than once): the undealt shoe, the discards and the face-down
        cards of the hands ``seat`` may not look at."""
        out = list(self.shoe.undealt) + list(self.discards)
        for i in range(self.nh):
            out += [c for c, v in zip(self.hands[i], self._sees(seat, i)) if not v]
        return out

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (:mod:`hoyle.core.determinise`; the ISMCTS seat): the shoe
        from its next card on, in its order, the discards, and the two face-down cards of each
        hand not yet shown (its holder's to look at), named ``hand SEAT`` by their holder, so
        that the seat's own are looked at last (a twin in the shoe of a card it holds is the
        unseen one). A third card (dealt face up), a hand shown and the burnt cards are seen
        by all, so they are no zone."""
        sh = self.shoe
        zones = {"shoe": Zone(Slots(sh.cards, range(sh.pos, len(sh.cards))), ordered=True, attr="shoe")}
        if self.discards:
            zones["discards"] = Zone(self.discards, ordered=True, attr="discards")
        if self.form == "punto-banco":
            return zones
        for i, name in enumerate(self._hand_names()):
            hand = self.hands[i]
            if self.shown[i] or not hand:
                continue
            owner = self.banker if i == self.nh - 1 else (self.holders[i] if i < len(self.holders) else None)
            key = f"hand {owner}" if owner is not None and f"hand {owner}" not in zones else name
            zones[key] = Zone(Slots(hand, range(min(2, len(hand)))), ordered=True, attr="hands")
        return zones

    def redealt(self) -> None:
        """After a determinisation: the record of the shoe's dealt cards (never read in play)
        is again the cards that left it, where the shoe was shuffled whole for this deal."""
        sh = self.shoe
        full = Counter(self.pack())
        if not self.discards and len(sh.cards) == sum(full.values()):
            dealt = sorted((full - Counter(sh.cards[sh.pos:])).elements())
            if len(dealt) == sh.pos:
                sh.cards[:sh.pos] = dealt

    def pack(self) -> list[Card]:
        """Every card of the shoe (for conservation checks)."""
        return list(make_shoe(self.rules.decks).cards)

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view['form']}  bank {view['bank']} (banker seat {view['banker']})  shoe {view['shoe_remaining']}"]
        for b in view["bets"]:
            lines.append(f"  seat {b['seat']}: {b['stake']} on {b['spot']}")
        for name, h in view["hands"].items():
            pt = "" if h["point"] is None else f"  ({h['point']})"
            lines.append(f"{name:>7}: {' '.join(h['cards']) or '-'}{pt}")
        if "outcome" in view:
            lines.append("outcome: " + ", ".join(f"seat {i}: {v:+}" for i, v in enumerate(view["outcome"]))
                         + f"; house: {view['house_take']}")
        return "\n".join(lines)


class BaccaratMatch(Match):
    """Coups from one shoe: the undealt shoe, discards, the bank and the banker carry over.

    Chemin de fer (004 §1.2.1; Foster §11.6): a winning banker keeps the bank (now the old bank
    plus his win less commission); a losing banker passes it to his left with a new bank of
    ``rules.bank``. Banque: the bank carries its result; when broken it is put up again at
    ``rules.bank`` by the next seat. Punto banco: the house banks for ever.
    """

    def carry(self, state: "GameState") -> dict[str, Any]:
        ctx = dict(self.context)
        ctx["deal_number"] = ctx.get("deal_number", 1) + 1
        st: BaccaratState = state  # type: ignore[assignment]
        used = [c for h in st.hands for c in h]
        ctx["shoe"] = [str(c) for c in st.shoe.undealt]
        ctx["discards"] = [str(c) for c in st.discards + used]
        ctx["burnt"] = [str(c) for c in st.burnt]
        if st.form != "punto-banco":
            net = st.outcome()[st.banker]
            if net >= 0:
                ctx["bank"] = st.bank + net
                ctx["banker"] = st.banker
            else:
                remaining = st.bank + net
                if st.form == "banque" and remaining > 0:
                    ctx["bank"] = remaining
                else:
                    ctx["banker"] = (st.banker + 1) % self.num_players
                    ctx["bank"] = self.rules.bank
                    ctx.pop("right", None)
                    ctx.pop("left", None)
        return ctx


#: Foster §11.5's advice to the banker: draw at this point or less, by the value (0..9) of the
#: card the player drew. A ten: stand even at 3 or 4; an ace: stand at 4; a 2 or 3: stand at 5;
#: a 4: draw even at 5; a 5, 6 or 7: draw even at 5 or 6; an 8 or 9: stand at 4 or 5 ("sometimes
#: even at 3": we draw at 3).
FOSTER_BANKER_DRAWS_TO = (2, 3, 4, 4, 5, 6, 6, 6, 3, 3)


class FosterBaccaratBot:
    """Foster's advice (1914 §11.5, applied to chemin de fer §11.6): the player draws at 4 or less
    and stands at 5 or more (5 is "a matter of feel": the bot stands); the banker draws by
    :data:`FOSTER_BANKER_DRAWS_TO` against the player's third card, and at 5 or less against a
    player who stood. The bot declines banco and stakes the smallest amount offered."""

    name = "heuristic"

    def __init__(self, seat, seed=None, game=None):
        self.seat = seat

    def choose(self, view, legal):
        verbs = {a.verb for a in legal}
        if "pass" in verbs:
            return Action("pass")
        bets = [a for a in legal if a.verb == "bet"]
        if bets:
            return min(bets, key=lambda a: (a.amount or 0))
        if "draw" in verbs:
            hands = view["hands"]
            if self.seat == view["banker"]:
                me, other = hands["banker"], hands.get("player") or hands.get("right")
                point = me["point"] if me["point"] is not None else _seen_point(me["cards"])
                if other and len(other["cards"]) == 3:
                    limit = FOSTER_BANKER_DRAWS_TO[VALUE[parse_card(other["cards"][2])]]
                else:
                    limit = 5
                return Action("draw") if point <= limit else Action("stand")
            names = ("right", "left") if view["form"] == "banque" else ("player",)
            holders = view["holders"]
            mine = hands[names[holders.index(self.seat)]] if self.seat in holders else None
            point = mine["point"] if mine and mine["point"] is not None else 9
            return Action("draw") if point <= 4 else Action("stand")
        return legal[-1]


def _seen_point(cards) -> int:
    return sum(VALUE[parse_card(c)] for c in cards if c != "??") % 10


_COMMON = dict(family="banking", utility="zero-sum-chips", carries_items=True,
               state_cls=BaccaratState, rules_cls=BaccaratRules, laws=BACCARAT_LAWS,
               match_cls=BaccaratMatch)

register(GameInfo(
    slug="punto-banco", private_cards=False, title="Punto banco (Las Vegas baccarat)", min_players=2, max_players=15,
    default_players=4, aliases=("baccarat", "las-vegas-baccarat", "Баккара (Лас-Вегас)", "баккара"),
    source="seed 004 §1.2.3 (catalog 004.md)", defaults={"form": "punto-banco", "decks": 8},
    summary="The house banks; punters back the banker or the player hand (or a tie); fixed drawing, "
            "5 % commission on banker wins. Seat 0 is the house.",
    notes="The catalog reads partial (004's drawing tableau is lost): the standard table is "
          "reconstructed (baccarat_rules), with punto banco's draw in every optional cell (O14).",
    **_COMMON))
register(GameInfo(
    slug="chemin-de-fer-modern", title="Chemin de fer (banco, 5 % commission)", min_players=2, max_players=12,
    default_players=5, aliases=("chemin-de-fer", "шмен-де-фер", "шемин-де-фер"),
    source="seed 004 §1.2, §1.2.1 (catalog 004.md)",
    defaults={"form": "chemin-de-fer", "decks": 6, "burn": 3, "player_on_5": "option",
              "banker_3_vs_9": "option", "banker_5_vs_4": "option"},
    summary="A player banks against the table; punters cover the bank or call banco; the largest bettor "
            "plays the table hand; the casino takes 5 % of the banker's win.",
    notes="The catalog reads partial (004's drawing table is lost): the standard chemin de fer table "
          "is reconstructed (baccarat_rules), its three optional cells (player at 5, banker at 3 "
          "against a 9, at 5 against a 4) left to the seat.", **_COMMON))
register(GameInfo(
    slug="chemin-de-fer-foster", title="Chemin de fer (Foster)", min_players=2, max_players=12,
    default_players=5, aliases=("Баккара шемин де фер",), source="Foster 1914, seed 001 part 5 §11.6",
    defaults={"form": "chemin-de-fer", "decks": 6, "burn": 0, "commission_percent": 0,
              "betting_from": "right", "cards_to": "right", "banco_first": True,
              "player_on_4": "option", "player_on_5": "option", "banker_judges": True,
              "refused_card_to_banker": True},
    bots={"heuristic": FosterBaccaratBot},
    summary="Foster's chemin de fer: the banker deals to the player on his right and himself; banco is "
            "offered round from the right, then the stakes; the player draws or stands at 4 and 5 as he "
            "judges, the banker as he likes once the player has drawn (a refused card is the banker's); "
            "the bank passes to the left when it loses; six packs; no house commission.", **_COMMON))
register(GameInfo(
    slug="baccarat-banque-foster", title="Baccarat en banque (Foster)", min_players=3, max_players=11,
    default_players=5, aliases=("baccarat-de-tableau", "баккара-де-табло", "baccarat-banque"),
    source="Foster 1914, seed 001 part 5 §11.5",
    defaults={"form": "banque", "decks": 3, "burn": 0, "commission_percent": 0, "cut_card": 10,
              "player_on_5": "option", "banker_3_vs_9": "option", "banker_5_vs_4": "option"},
    summary="The banker deals a right, a left and his own hand; stakes on either side or à cheval; the "
            "banker draws as he judges best.", **_COMMON))
register(GameInfo(
    slug="baccarat-banque-modern", title="Baccarat-banque à deux tableaux (004)", min_players=3, max_players=15,
    default_players=5, aliases=("баккара-банк", "baccarat-a-deux-tableaux"), source="seed 004 §1.2.2",
    defaults={"form": "banque", "decks": 3, "burn": 3, "commission_percent": 0,
              "player_on_5": "option", "banker_3_vs_9": "option", "banker_5_vs_4": "option"},
    summary="As Foster's banque; the bank is auctioned with 2.5 % to the house (see "
            "hoyle.mechanics.banking.auction); the banker draws freely.",
    notes="The catalog reads partial (the drawing tables are lost; the banker draws freely): the "
          "hands draw by the reconstructed table and the banker draws or stands as he chooses "
          "(option banker_free).", **_COMMON))
