"""Bridge: one deal of straight bridge or auction bridge (American laws, November 1913).

Seats as in whist: 0 North, 1 East, 2 South, 3 West, the first dealer West (the book's Z;
A = North leads against the dealer at straight bridge). Sides: 0 = north-south (A-B),
1 = east-west (Y-Z).

* Straight bridge (001 part 1 §3): the dealer names the trump or no-trump, or passes the
  choice to his partner (``pass``), who must name it (``declare hearts``). The eldest
  hand may ``double`` or ``pass`` (asking his partner "may I lead?"); his partner may
  double or pass. After a double the makers may ``redouble`` (the maker first, then his
  partner), and so on alternately while a trick's value stays at 100 or less (catalog
  ambiguity §3.1: we read "until a trick is worth 100" as "no doubling past 100").
  The dealer's partner is always dummy; the dealer plays both hands.
* Auction bridge (001 part 1 §2): the dealer opens (his "one spade" stands for a pass),
  then bids, passes, doubles and redoubles go round until three pass a bid
  (:class:`~hoyle.mechanics.bidding.Auction`); the partner who first named the final
  denomination plays it; the player on his left leads and his partner is dummy.
  Nullo (§2.13, "not yet in the laws") is the rule option ``nullo``.

Dummy's hand is shown to all after the opening lead; the declarer chooses its cards
(``to_act`` is the declarer when dummy's card is due).

Outcome: each side's points of the deal (trick score + honour score, with the rubber
bonus when this deal ends the rubber) and the net per seat, zero-sum.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from ...cards import ALL_CARDS, Card
from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.laws import LawBook
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.bidding import PASS, DOUBLE, REDOUBLE, Auction, parse_denomination
from ...mechanics.tricks import PLAY, SUIT_NAMES, TrickPlay
from .scoring import (AUCTION_VALUES, STRAIGHT_VALUES, SUIT_OF, auction_honours, auction_score)

__all__ = ["BridgeRules", "BridgeState", "AUCTION_LAWS", "STRAIGHT_LAWS"]

COMPASS = ("N", "E", "S", "W")

AUCTION_LAWS = LawBook.of("American Laws of Auction Bridge (1913)", "Foster 1914, 001 part 1 §2.15", [
    (1, "rubber", "A rubber is won by the first side to win two games."),
    (3, "trick-values", "Each trick over six: spades 2, clubs 6, diamonds 7, hearts 8, royal spades 9, no-trump 10."),
    (4, "game", "Thirty trick points win a game; every deal is played out."),
    (5, "honours", "Honours are A K Q J 10 of trumps; at no-trump the four aces."),
    (41, "bidding", "A bid must be of more points, or of equal points and more tricks, than the last."),
    (46, "declarer", "The partner who first named the final denomination plays the hand."),
    (49, "bid-out-of-turn", "A bid out of turn: either adversary may demand a new deal or let it stand."),
    (50, "insufficient-bid", "An insufficient bid must be made good in the same suit; else the adversaries may demand it, the offender's partner being barred."),
    (54, "doubling", "A bid may be doubled once by an adversary and redoubled once; a new bid cancels doubles."),
    (71, "revoke", "A revoke is established when its trick is quitted or the offender or his partner plays again; the innocent side takes three tricks or 100 points."),
])
STRAIGHT_LAWS = LawBook.of("Laws of (Straight) Bridge", "Foster 1914, 001 part 1 §3", [
    ("3.1a", "making-trump", "The dealer names the trump or no-trump, or leaves it to his partner, who must name it."),
    ("3.1b", "doubling", "Eldest hand may double, or ask his partner, who may double; the makers may redouble, alternately, while a trick is worth no more than 100."),
    ("3.1c", "dummy", "The dealer's partner is always dummy; the dealer plays both hands."),
    ("3.2r", "revoke", "A revoke costs three tricks (English: or their value deducted or added); the revokers cannot win the game that hand (at most 28)."),
])


@dataclass(frozen=True)
class BridgeRules(Rules):
    """Options of bridge; defaults = auction bridge under the 1913 American laws."""

    form: str = option("auction", "'auction' (bidding, 1913 laws) or 'straight' (dealer names trumps)",
                       "001 part 1 §2, §3", choices=("auction", "straight"))
    nullo: bool = option(False, "allow nullo bids (10 a trick, just below no-trump)", "001 part 1 §2.13")
    slams: str = option("american", "slam bonuses: 'american' little 20 grand 40; 'english' 50 and 100",
                        "001 part 1 §2.6, note p. 58", choices=("american", "english"))
    referee_mode: bool = option(False, "accept a revoke from a physical table (then claim it)",
                                "001 part 1 §2.5")


class BridgeState(GameState):
    """One deal of bridge. Actions: ``bid 2 hearts``/``pass``/``double``/``redouble``
    (auction), ``declare notrump``/``pass``/``double``/``redouble`` (straight), ``play QS``."""

    rules_cls = BridgeRules
    unit = "points"

    def __init__(self, num_players: int = 4, rules: BridgeRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        self.dealer = int(self.context.get("dealer", 3)) % 4
        self.below_before = list(self.context.get("below", [0, 0]))
        self.games_before = list(self.context.get("games", [0, 0]))
        deck = self.shuffler.shuffle(ALL_CARDS)
        hands: list[list[Card]] = [[], [], [], []]
        for j, c in enumerate(deck):
            hands[(self.dealer + 1 + j) & 3].append(c)
        self.dealt = [sorted(h) for h in hands]
        self._hands = hands
        self.tp: TrickPlay | None = None
        self.values = dict(AUCTION_VALUES if r.form == "auction" else STRAIGHT_VALUES)
        if r.form == "auction" and not r.nullo:
            del self.values["nullo"]
        self.contract: tuple[int, str] | None = None
        self.declarer: int | None = None
        self.dummy: int | None = None
        self.doubled = 0                  # auction: 0/1/2; straight: number of doublings
        self.maker: int | None = None     # straight: who named the trump
        self.claims: list[tuple[int, str]] = []
        self.rulings: list[dict] = []
        self._result: dict | None = None
        if r.form == "auction":
            self.phase = "auction"
            self.auction = Auction(self.values, first=self.dealer, dealer_must_bid=True)
        else:
            self.phase = "declare"
            self.auction = None
            self._declare_turn = self.dealer
            self._dbl_queue: list[int] = []
            self._dbl_side = 0

    # ----- contract --------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.phase == "auction":
            return self.auction.turn
        if self.phase == "declare":
            return self._declare_turn
        if self.phase == "double":
            return self._dbl_queue[0]
        if self.phase == "play":
            t = self.tp.turn
            return self.declarer if t == self.dummy else t
        return None

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "play":
            return [PLAY[c] for c in self.tp.legal()]
        if ph == "auction":
            return self.auction.legal()
        if ph == "declare":
            acts = [Action("declare", (d,)) for d in self.values]
            if self._declare_turn == self.dealer:
                acts.append(PASS)
            return acts
        if ph == "double":
            acts = [PASS]
            if self._can_double():
                acts.append(DOUBLE if self.doubled == 0 else REDOUBLE)
            return acts
        return []

    def _can_double(self) -> bool:
        return self.values[self.contract[1]] * (2 ** (self.doubled + 1)) <= 100

    def _law(self, n) -> str:
        book = AUCTION_LAWS if self.rules.form == "auction" else STRAIGHT_LAWS
        return book.cite(n)

    def _check(self, action: Action) -> None:
        ph = self.phase
        if ph == "auction":
            why = self.auction.why_illegal(action)
            if why:
                law = 50 if "insufficient" in why or "impossible" in why else 54 if "double" in why else 41
                raise IllegalAction(why, self._law(law))
            return
        if ph == "play":
            tp = self.tp
            if action.verb != "play" or len(action.args) != 1 or not isinstance(action.args[0], Card):
                raise IllegalAction(f"{action} is not a play; write e.g. 'play QS'")
            c = action.args[0]
            hand = tp.turn
            if c not in tp.hands[hand]:
                raise IllegalAction(f"{COMPASS[hand]}'s hand does not hold {c}")
            if c in tp.legal(hand):
                return
            if tp.is_revoke(hand, c):
                if self.rules.referee_mode and hand != self.dummy:
                    return
                raise IllegalAction(f"you must follow suit ({SUIT_NAMES[tp.led_suit]} were led)",
                                    self._law(71 if self.rules.form == "auction" else "3.2r"))
            raise IllegalAction(f"{c} may not be played now")
        if action not in self.legal_actions():
            if ph == "declare" and action.verb == "pass":
                raise IllegalAction("the dealer's partner must name the trump when it is left to him",
                                    self._law("3.1a"))
            if ph == "double" and action.verb in ("double", "redouble"):
                raise IllegalAction("no further doubling: a trick may not be worth more than 100",
                                    self._law("3.1b"))
            super()._check(action)

    def _apply(self, action: Action) -> None:
        ph = self.phase
        if ph == "play":
            self.tp.play(action.args[0])
            if self.tp.over:
                self.phase = "over"
            return
        if ph == "auction":
            a = self.auction
            a.call(action)
            if a.over:
                if a.contract is None:      # cannot happen when the dealer must bid
                    self.phase = "over"
                    return
                self.contract, self.doubled, self.declarer = a.contract, a.doubled, a.declarer
                self._start_play()
            return
        if ph == "declare":
            if action.verb == "pass":
                self._declare_turn = (self.dealer + 2) % 4
                return
            self.maker = self._declare_turn
            self.contract = (1, parse_denomination(action.args[0]))
            self.declarer = self.dealer
            self.phase = "double"
            leader = (self.dealer + 1) % 4
            self._dbl_queue = [leader, (leader + 2) % 4]
            self._doublers_first = leader
            return
        if ph == "double":
            seat = self._dbl_queue.pop(0)
            if action.verb == "pass":
                if not self._dbl_queue:
                    self._start_play()
                return
            self.doubled += 1
            if seat & 1 == self.dealer & 1:          # the makers redoubled: doublers answer
                first = self._doublers_first
                self._dbl_queue = [first, (first + 2) % 4]
            else:
                if self.doubled == 1:
                    self._doublers_first = seat
                m = self.maker
                self._dbl_queue = [m, (m + 2) % 4]
            if not self._can_double():
                self._dbl_queue = self._dbl_queue[:0]
                self._start_play()

    def _start_play(self) -> None:
        self.dummy = (self.declarer + 2) % 4
        denom = self.contract[1]
        trump = SUIT_OF.get(denom)
        self.tp = TrickPlay(self._hands, trump, (self.declarer + 1) % 4)
        self.phase = "play"

    def clone(self) -> "BridgeState":
        s = copy.copy(self)
        if self.tp is not None:
            s.tp = self.tp.clone()
        else:
            s._hands = [h[:] for h in self._hands]
        if self.auction is not None:
            s.auction = self.auction.clone()
        if self.phase == "double":
            s._dbl_queue = self._dbl_queue[:]
        s.history = self.history[:]
        s.log = self.log[:]
        s.claims = self.claims[:]
        s.rulings = self.rulings[:]
        return s

    # ----- scoring ---------------------------------------------------------------------
    def side_tricks(self) -> list[int]:
        w = self.tp.won
        return [w[0] + w[2], w[1] + w[3]]

    def honours(self) -> list[tuple[int, int]]:
        denom = self.contract[1]
        if denom == "nullo":
            return [(0, 0), (0, 0)]
        if denom == "notrump":
            wanted = {(14 - 2) * 4 + s for s in range(4)}
        else:
            s = SUIT_OF[denom]
            wanted = {(r - 2) * 4 + s for r in (14, 13, 12, 11, 10)}
        per = [sum(1 for c in h if c in wanted) for h in self.dealt]
        return [(per[0], per[2]), (per[1], per[3])]

    def result(self) -> dict:
        """The deal's score: ``below`` and ``above`` per side (points), game and rubber."""
        if self.phase != "over":
            raise IllegalAction("the hand is not finished")
        if self._result is not None:
            return self._result
        ds = self.declarer & 1
        tricks = self.side_tricks()
        hon = self.honours()
        below, above = [0, 0], [0, 0]
        level, denom = self.contract
        slams = (20, 40) if self.rules.slams == "american" else (50, 100)
        revokes_by = {self.tp.revokes[i].seat & 1 for i, _ in self.claims}
        if self.rules.form == "auction":
            rb = None
            if revokes_by:
                rb = "declarer" if ds in revokes_by else "defenders"
            r = auction_score(level, denom, tricks[ds], self.doubled,
                              decl_honours=hon[ds], defs_honours=hon[1 - ds],
                              revoke_by=rb, revoke_tricks=len(self.claims), slam_values=slams,
                              dealer_one_spade=(self.contract == (1, "spades") and self.declarer == self.dealer))
            below[ds] += r.decl_below
            above[ds] += r.decl_above
            above[1 - ds] += r.defs_above
            rubber = 250
        else:
            counted = tricks[:]
            for side in revokes_by:
                n = sum(1 for i, _ in self.claims if self.tp.revokes[i].seat & 1 == side)
                moved = min(3 * n, counted[side])
                counted[side] -= moved
                counted[1 - side] += moved
            mult = 2 ** self.doubled
            v = STRAIGHT_VALUES[denom]
            for side in (0, 1):
                pts = max(0, counted[side] - 6) * v * mult
                if side in revokes_by:
                    pts = min(pts, max(0, 28 - self.below_before[side]))
                below[side] += pts
                if tricks[side] == 12 and side not in revokes_by:
                    above[side] += slams[0]
                elif tricks[side] == 13 and side not in revokes_by:
                    above[side] += slams[1]
                h = hon[side]
                if denom == "notrump":
                    above[side] += {3: 30, 4: 100 if max(h) == 4 else 40}.get(sum(h), 0)
                else:
                    above[side] += v * {3: 2, 4: 8 if max(h) == 4 else 4,
                                        5: 10 if max(h) == 5 else 9 if max(h) == 4 else 5}.get(sum(h), 0)
            rubber = 100
        game = None
        games = self.games_before[:]
        for side in (0, 1):
            if self.below_before[side] + below[side] >= 30 and game is None:
                game = side
                games[side] += 1
        rubber_to = None
        if game is not None and games[game] == 2:
            above[game] += rubber
            rubber_to = game
        self._result = {"below": below, "above": above, "tricks": tricks, "honours": hon,
                        "game_won_by": game, "games": games, "rubber_won_by": rubber_to,
                        "contract": f"{level} {denom}" + (" doubled" * (self.doubled == 1))
                        + (" redoubled" if self.doubled == 2 else "")
                        if self.rules.form == "auction" else f"{denom} x{2 ** self.doubled}",
                        "declarer": COMPASS[self.declarer]}
        return self._result

    def outcome(self) -> list[int]:
        r = self.result()
        pts = [r["below"][s] + r["above"][s] for s in (0, 1)]
        d = pts[0] - pts[1]
        return [d, -d, d, -d]

    # ----- what a seat sees ------------------------------------------------------------
    def _dummy_shown(self) -> bool:
        return self.tp is not None and (len(self.tp.quitted) > 0 or len(self.tp.trick) > 0)

    def _hand_list(self, hand: int) -> list[Card]:
        return self.tp.hands[hand] if self.tp is not None else self._hands[hand]

    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"hand {COMPASS[i]}": list(self._hand_list(i)) for i in range(4)}
        if self.tp is not None:
            out["trick"] = list(self.tp.trick)
            out["quitted"] = [c for _, cards, _ in self.tp.quitted for c in cards]
        return out

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set()
        shown = self._dummy_shown()
        for i in range(4):
            if i == seat or (shown and i == self.dummy):
                continue
            out.update(self._hand_list(i))
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": getattr(self, "game", None) and self.game.slug, "form": self.rules.form,
            "phase": self.phase, "seat": None if seat is None else COMPASS[seat],
            "dealer": COMPASS[self.dealer],
            "hand": sorted(str(c) for c in self._hand_list(seat)) if seat is not None else None,
            "to_act": None if self.to_act is None else COMPASS[self.to_act],
            "score_below": {"NS": self.below_before[0], "EW": self.below_before[1]},
            "games": {"NS": self.games_before[0], "EW": self.games_before[1]},
        }
        if self.auction is not None:
            v["auction"] = [[COMPASS[s], str(a)] for s, a in self.auction.calls]
        elif self.maker is not None:
            v["declared_by"] = COMPASS[self.maker]
        if self.contract is not None:
            v["contract"] = (f"{self.contract[0]} {self.contract[1]}" if self.rules.form == "auction"
                             else self.contract[1])
            v["doubled"] = self.doubled
            v["declarer"] = COMPASS[self.declarer]
            v["dummy"] = COMPASS[(self.declarer + 2) % 4]
        if self.tp is not None:
            tp = self.tp
            if self._dummy_shown():
                v["dummy_hand"] = sorted(str(c) for c in tp.hands[self.dummy])
            v["trick"] = [[COMPASS[(tp.leader + i) % 4], str(c)] for i, c in enumerate(tp.trick)]
            v["playing_for"] = None if self.phase != "play" else COMPASS[tp.turn]
            v["tricks"] = {"NS": tp.won[0] + tp.won[2], "EW": tp.won[1] + tp.won[3]}
            v["played"] = [[[COMPASS[(ld + i) % 4], str(c)] for i, c in enumerate(cards)]
                           for ld, cards, _ in tp.quitted]
            if tp.quitted:
                ld, cards, w = tp.quitted[-1]
                v["last_trick"] = {"cards": [[COMPASS[(ld + i) % 4], str(c)] for i, c in enumerate(cards)],
                                   "won_by": COMPASS[w]}
        if self.phase == "over":
            r = self.result()
            v["result"] = {k: (val if not isinstance(val, list) or k in ("honours",) else
                               {"NS": val[0], "EW": val[1]}) for k, val in r.items()
                           if k in ("below", "above", "tricks", "games")}
            v["result"]["game_won_by"] = None if r["game_won_by"] is None else ("NS", "EW")[r["game_won_by"]]
            v["result"]["rubber_won_by"] = None if r["rubber_won_by"] is None else ("NS", "EW")[r["rubber_won_by"]]
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        sym = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
        order = "AKQJT98765432"

        def by_suit(cards):
            rows = []
            for s in "SHDC":
                ranks = sorted((c[:-1] for c in cards if c[-1] == s), key=order.index)
                rows.append(f"  {sym[s]} {' '.join('10' if r == 'T' else r for r in ranks) or '-'}")
            return rows
        lines = [f"{'Auction' if view['form'] == 'auction' else 'Straight'} bridge - dealer {view['dealer']}"
                 f" - below the line NS {view['score_below']['NS']} EW {view['score_below']['EW']}"
                 f" - games NS {view['games']['NS']} EW {view['games']['EW']}"]
        if view.get("auction"):
            lines.append("Auction: " + ", ".join(f"{s} {a}" for s, a in view["auction"]))
        if view.get("contract"):
            lines.append(f"Contract: {view['contract']}" + (" doubled" * min(1, view['doubled']))
                         + f" by {view['declarer']}, dummy {view['dummy']}")
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}):")
            lines.extend(by_suit(view["hand"]))
        if view.get("dummy_hand") is not None:
            lines.append(f"Dummy ({view['dummy']}):")
            lines.extend(by_suit(view["dummy_hand"]))
        if "trick" in view:
            lines.append("Trick: " + (" ".join(f"{p}:{c}" for p, c in view["trick"]) or "(none)")
                         + f"   tricks NS {view['tricks']['NS']} EW {view['tricks']['EW']}")
        if view.get("result"):
            r = view["result"]
            lines.append(f"Hand over: below NS {r['below']['NS']} EW {r['below']['EW']}; "
                         f"above NS {r['above']['NS']} EW {r['above']['EW']}")
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act" + (f" (playing {view['playing_for']})"
                                                       if view.get("playing_for") and view["playing_for"] != view["to_act"] else ""))
        return "\n".join(lines)

    # ----- referee ---------------------------------------------------------------------
    def referee(self, call: str, seat: int, **details: Any) -> dict:
        """Irregularities at a physical table. Calls: ``"revoke"`` (``seat``, of the innocent
        side, claims an established revoke: three tricks taken, 001 part 1 §2.5/§3.2).
        Raises IllegalAction when the call does not apply."""
        law = self._law(71 if self.rules.form == "auction" else "3.2r")
        if call != "revoke":
            raise IllegalAction(f"unknown referee call {call!r}")
        if self.tp is None:
            raise IllegalAction("no card has been played", law)
        claimed = {i for i, _ in self.claims}
        for i, r in enumerate(self.tp.revokes):
            if r.seat & 1 != seat & 1 and r.established and i not in claimed:
                self.claims.append((i, "tricks"))
                self._result = None
                ruling = {"call": call, "seat": COMPASS[seat], "law": law,
                          "penalty": "three tricks taken from the revoking side", "revoke": r.to_dict()}
                self.rulings.append(ruling)
                return ruling
        raise IllegalAction("no established revoke by the adversaries is found", law)
