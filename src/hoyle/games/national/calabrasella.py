"""Calabrasella: one against two, asking for a three (Foster 1914, seed 001 part 5 "КАЛАБРАСЕЛЛА";
catalog 001_part5.md §5).

Three play (four at the table: the dealer takes no cards and shares the fate of the lone player's
opponents). The Spanish pack of 40 (the tens, nines and eights out), ranking 3 2 A K Q J 7 6 5 4 in
every suit; no trumps. Twelve each, four at a time, and four face down to the widow.

* **Standing**: from the elder (the dealer's left) each in turn stands (``stand``: plays alone) or
  passes; the first to stand plays; all passing, the deal is void.
* **Asking**: the lone player asks for a three he does not hold (``ask 3H``; holding all four, a
  two); the opponent who holds it gives it, and takes from him a card of his choosing (``give
  <card>``, seen by the two of them only). A three in the widow: he gets nothing and may ask for
  nothing else.
* **Discarding**: he lays away one to four cards face down (``discard <card>`` each, ``done``
  after the first); the widow is turned up and he takes as many of it as he laid away (``take
  <card>``); the rest of the widow and his discards are the stock, which goes with its counters
  to the side winning the last trick.
* **Play**: the elder leads; follow suit if able, no obligation to win.
* **Counting**: ace 3; three, two, king, queen, jack 1 each; the last trick 3: 35 a deal
  (:data:`CARD_POINTS`). The smaller side's total is taken from the larger; all 35 to one side
  is 70. The lone player wins with 18 or more; he wins from or loses to each opponent (and the
  sitting-out dealer) the difference (:func:`calabrasella_settlement`).
* **Laws** (§5 irregularities): a revoke costs the revoking side 9 points, given to the other
  at the end of the hand; an opponent leading out of turn lets the lone player stop the play and
  claim the stock and the last trick, the opponents keeping only what they won before the error
  (read: every point not yet taken by the opponents goes to the lone player).

Readings: the 9 points of a revoke are taken only up to what the revoking side has (the book
does not say what happens below nothing); the asked card is public knowledge once given (the
book hides only the card given back); the referee's call ``widow-turned`` (law 5.13) fines the
seat that turns the widow before laying away 35 to each other seat (the sitting-out dealer too,
who shares the opponents' fate).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card, parse_card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook, Ruling
from ...core.rules import Rules, option
from ...mechanics.tricks import OrderedTrickPlay, TrickOrder, card_points
from .common import NationalTrickState, card_of, cards_text, choose_card, pack_of

__all__ = ["CALABRASELLA_LAWS", "CARD_POINTS", "CalabrasellaRules", "CalabrasellaState", "CalabrasellaBot",
           "calabrasella_pack", "calabrasella_order", "calabrasella_settlement", "calabrasella_value", "revoke_moves"]

_SRC = "Foster 1914, Calabrasella (seed 001 part 5; catalog 001_part5.md §5)"

CALABRASELLA_LAWS = LawBook.of("Calabrasella", _SRC, [
    ("5.1", "pack", "Forty cards, the tens, nines and eights out; 3 2 A K Q J 7 6 5 4 in every suit; no trumps."),
    ("5.2", "deal", "Twelve each, four at a time, four face down to the widow; no misdeals: a wrong deal is dealt "
                    "again by the same dealer."),
    ("5.3", "standing", "From the elder each stands or passes; the first to stand plays alone against the two; "
                        "all passing, the deal is void."),
    ("5.4", "asking", "The lone player asks for a three (holding all four, a two) and gives the holder a card in "
                      "exchange; a three in the widow, he asks for nothing else."),
    ("5.5", "discard", "He lays away one to four cards, turns the widow and takes as many as he laid away; the "
                       "rest is the stock, for the winner of the last trick."),
    ("5.6", "play", "The elder leads; follow suit if able; no one need win a trick."),
    ("5.7", "count", "Ace 3; three, two, king, queen, jack 1; the last trick 3: 35 a deal; the smaller total is "
                     "taken from the larger, all 35 are 70; 18 or more wins."),
    ("5.8", "revoke", "A revoke costs the revoking side 9 points, given to the other at the end of the hand.",
     "9 points to the other side"),
    ("5.9", "out-of-turn", "An opponent leading or playing out of turn: the lone player may stop the play and claim "
                           "the stock and the last trick; the opponents keep only what they won before."),
    ("5.13", "widow-turned", "A player turning the widow before he has stood and laid away a card loses 35 to "
                             "each opponent and the deal is void; an opponent turning it before the lone player "
                             "has laid away pays nothing, and the lone player lays away knowing it.",
     "35 to each opponent"),
    ("5.10", "revoke-established", "A revoke is established when its trick is quitted or the next trick begun "
                                   "(as at whist)."),
    ("5.11", "revoke-corrected", "A renounce corrected in time leaves the card exposed (as at whist)."),
    ("5.12", "exposed-card", "A card exposed is left face up and may be called (as at whist)."),
], meanings={"revoke-penalty": "5.8", "revoke-established": "5.10", "revoke-corrected": "5.11",
             "exposed-card": "5.12", "lead-out-of-turn": "5.9"})
_L = CALABRASELLA_LAWS.cite

#: the order within a suit, lowest first (§5: 3 2 A K Q J 7 6 5 4)
_ORDER_LOW_FIRST = (4, 5, 6, 7, 11, 12, 13, 14, 2, 3)
#: the counting cards (§5): ace 3; three, two, king, queen, jack 1
CARD_POINTS = {card_of(r, s): (3 if r == 14 else 1) for r in (14, 3, 2, 13, 12, 11) for s in range(4)}
LAST_TRICK = 3


def calabrasella_pack() -> list[Card]:
    """The 40 cards (§5): 2-7 and the courts and aces of four suits."""
    return pack_of([2, 3, 4, 5, 6, 7, 11, 12, 13, 14])


def calabrasella_order() -> TrickOrder:
    rank = list(range(54))
    for c in range(52):
        r = (c >> 2) + 2
        rank[c] = _ORDER_LOW_FIRST.index(r) if r in _ORDER_LOW_FIRST else -1
    return TrickOrder(None, rank=rank)


def calabrasella_value(player_points: int) -> int:
    """What the lone player wins (+) or loses (-) from each opponent with ``player_points`` of 35
    (§5: the smaller total from the larger, all 35 are 70): 23 -> +11, 16 -> -3, 0 -> -70."""
    other = 35 - player_points
    if player_points == 35:
        return 70
    if other == 35:
        return -70
    return player_points - other


def revoke_moves(points: Sequence[int], revokes: Sequence[int], per: int = 9) -> list[int]:
    """``[lone player, opponents]`` points after the revokes (§5): ``per`` points for each of
    ``revokes[side]`` taken from that side and given to the other, never below nothing (ours):
    24 v 11 with an opponent's revoke is 33 v 2."""
    pts = list(points)
    for side in (0, 1):
        moved = min(pts[side], revokes[side] * per)
        pts[side] -= moved
        pts[1 - side] += moved
    return pts


def calabrasella_settlement(player_points: int, player: int, n: int) -> list[int]:
    """Per seat: the lone player wins from or loses to every other seat at the table (the two
    opponents, and a dealer sitting out) :func:`calabrasella_value` (§5)."""
    v = calabrasella_value(player_points)
    return [v * (n - 1) if s == player else -v for s in range(n)]


@dataclass(frozen=True)
class CalabrasellaRules(Rules):
    referee_mode: bool = option(False, "accept a renounce in error as a physical table would (recorded, not "
                                "refused) and settle it by the revoke law when claimed", "001 part 5 §5 irregularities")
    revoke_points: int = option(9, "points a revoke takes from the revoking side for the other",
                                "001 part 5 §5 irregularities", minimum=0, maximum=35, bound="our bound: the deal's 35")


class CalabrasellaState(NationalTrickState):
    """One deal of calabrasella (module docstring). Actions: ``stand``, ``pass``, ``ask <card>``,
    ``give <card>``, ``discard <card>``, ``done``, ``take <card>``, ``play <card>``. Raises
    SetupError for a table other than three or four."""

    rules_cls = CalabrasellaRules
    penalty_laws = CALABRASELLA_LAWS
    title = "Calabrasella"

    def __init__(self, num_players: int = 3, rules: CalabrasellaRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self._three_in_play(num_players, "calabrasella", "§5")
        n = self.n
        deck = self.shuffler.shuffle(calabrasella_pack())
        hands: list[list[int]] = [[] for _ in range(n)]
        it = iter(deck)
        for _ in range(3):
            for s in self.active:
                hands[s].extend(next(it) for _ in range(4))
        self.widow = [next(it) for _ in range(4)]
        self._sort(hands)
        self.hands = hands
        self.tp: OrderedTrickPlay | None = None
        self.rulings: list[Ruling] = []
        self.revoke_claims: list[int] = []
        self.revoke_by = [0, 0]              # revokes claimed against [the player, the opponents]
        self.spoke = 0
        self.player: int | None = None
        self.asked: int | None = None
        self.donor: int | None = None
        self.given: int | None = None
        self.discards: list[int] = []
        self.taken: list[int] = []
        self.widow_up = False
        self.stopped: str | None = None
        self.fined: int | None = None        # the seat that turned the widow too early (law 5.13)
        self.phase = "stand"

    @staticmethod
    def _sort(hands: list[list[int]]) -> None:
        order = calabrasella_order()
        for h in hands:
            h.sort(key=lambda c: (-(c & 3), -order.rank[c]))

    def _side(self, seat: int) -> int:
        return 0 if seat == self.player else 1

    @property
    def to_act(self) -> int | None:
        if self.phase == "stand":
            return self.active[self.spoke]
        if self.phase in ("ask", "discard", "take"):
            return self.player
        if self.phase == "give":
            return self.player
        if self.phase == "play":
            return self.tp.turn
        return None

    def _askable(self) -> list[int]:
        hand = self.hands[self.player]
        threes = [card_of(3, s) for s in range(4)]
        if all(c in hand for c in threes):
            return [card_of(2, s) for s in range(4) if card_of(2, s) not in hand]
        return [c for c in threes if c not in hand]

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "stand":
            return [Action("pass"), Action("stand")]
        if ph == "ask":
            return [Action("ask", (Card(c),)) for c in self._askable()]
        if ph == "give":
            return [Action("give", (Card(c),)) for c in self.hands[self.player] if c != self.asked]
        if ph == "discard":
            out = [Action("discard", (Card(c),)) for c in self.hands[self.player]]
            return out + ([Action("done")] if self.discards else [])
        if ph == "take":
            return [Action("take", (Card(c),)) for c in self.widow if c not in self.taken]
        if ph == "play":
            return [Action("play", (Card(c),)) for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self._accepts_revoke(action):
            return                       # a revoke at a physical table: recorded, claimed later
        if self._is_legal(action):
            return
        ph, v = self.phase, action.verb
        if ph == "play" and v == "play":
            self.tp.check_play(action, _L("5.6"), not_held="you do not hold {card}")
        if ph == "stand":
            raise IllegalAction("stand (play alone) or pass", _L("5.3"))
        if ph == "ask" and v == "ask":
            raise IllegalAction("ask for a three you do not hold (holding all four, a two)", _L("5.4"))
        if ph == "give" and v == "give":
            raise IllegalAction("give the holder of the three one of your other cards", _L("5.4"))
        if ph == "discard" and v == "done":
            raise IllegalAction("lay away at least one card first", _L("5.5"))
        if ph == "discard" and v == "discard":
            raise IllegalAction("lay away a card of your hand", _L("5.5"))
        if ph == "take" and v == "take":
            raise IllegalAction("take a card of the widow", _L("5.5"))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        ph, v = self.phase, action.verb
        if ph == "stand":
            if v == "stand":
                self.player = seat
                self.phase = "ask"
                self.note(f"{name} stands")
            else:
                self.note(f"{name} passes")
                self.spoke += 1
                if self.spoke == 3:
                    self.phase = "over"
                    self.note("all pass: the deal is void (§5)")
            return
        if ph == "ask":
            c = action.args[0]
            self.asked = c
            holder = next((s for s in self.active if s != seat and c in self.hands[s]), None)
            if holder is None:
                self.note(f"{name} asks for {Card(c)}: it is in the widow")
                self.phase = "discard"
            else:
                self.donor = holder
                self.hands[holder].remove(c)
                self.hands[seat].append(c)
                self._sort(self.hands)
                self.note(f"{name} asks for {Card(c)}; {self.seat_names[holder]} gives it")
                self.phase = "give"
            return
        if ph == "give":
            c = action.args[0]
            self.given = c
            self.hands[seat].remove(c)
            self.hands[self.donor].append(c)
            self._sort(self.hands)
            self.note(f"{name} gives {self.seat_names[self.donor]} a card")
            self.note(f"the card given is {Card(c)}", to=[seat, self.donor])
            self.phase = "discard"
            return
        if ph == "discard":
            if v == "discard":
                c = action.args[0]
                self.hands[seat].remove(c)
                self.discards.append(c)
                self.note(f"{name} lays away a card")
                if len(self.discards) < 4:
                    return
            self.widow_up = True
            self.phase = "take"
            self.note(f"{name} turns up the widow: " + " ".join(cards_text(self.widow)))
            return
        if ph == "take":
            c = action.args[0]
            self.taken.append(c)
            self.hands[seat].append(c)
            self._sort(self.hands)
            self.note(f"{name} takes {Card(c)}")
            if len(self.taken) == len(self.discards):
                others = self.active
                self.tp = OrderedTrickPlay(self.hands, calabrasella_order(), others[0],
                                           out=[s for s in range(self.n) if s not in others])
                self.hands = self.tp.hands
                self.phase = "play"
            return
        w = self.tp.play(action.args[0])
        if w is not None and self.tp.over:
            self.phase = "over"
            self.note(self.result_text() or "")

    @property
    def stock(self) -> list[int]:
        return [c for c in self.widow if c not in self.taken] + self.discards

    # ----- the referee ------------------------------------------------------------------
    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        side = self._side(revoke.seat)
        self.revoke_by[side] += 1
        who = "the lone player" if side == 0 else "the opponents"
        return Ruling(law=_L("5.8"), penalty=f"{self.rules.revoke_points} points from {who} to the other side",
                      effect={"points": self.rules.revoke_points, "from": who})

    def _ref_widow_turned(self, seat: int) -> Ruling:
        """Law 5.13: ``seat`` turned the widow up before the lone player laid away (refused once it
        is turned by the rule, or after the deal)."""
        if self.phase == "over" or self.widow_up:
            raise IllegalAction("the widow is already turned up, or the deal is over", _L("5.13"))
        if self.player is not None and seat != self.player:
            self.widow_up = True
            self.note(f"{self.seat_names[seat]} turns up the widow: " + " ".join(cards_text(self.widow)))
            return Ruling(law=_L("5.13"), penalty="no penalty: the lone player lays away knowing the widow",
                          effect={"widow": cards_text(self.widow)})
        if seat not in self.active:
            raise IllegalAction("only a player in the deal can turn the widow", _L("5.13"))
        self.fined = seat
        self.phase = "over"
        self.note(f"{self.seat_names[seat]} turned the widow before laying away: he loses 35 to each opponent")
        return Ruling(law=_L("5.13"), penalty="35 to each opponent; the deal is void", effect={"fined": seat})

    def _not_liable(self, seat: int, call: str):
        if call != "lead-out-of-turn" or seat == self.player:
            return None
        self.stopped = f"{self.seat_names[seat]} led out of turn"
        self.phase = "over"
        return Ruling(law=_L("5.9"), penalty="the lone player stops the play and takes the stock, the last trick "
                      "and every point the opponents had not yet won", effect={"stopped": True})

    # ----- the count --------------------------------------------------------------------
    def points(self) -> list[int]:
        """``[lone player, opponents]``: counting cards, the last trick and the stock, revokes moved."""
        if self.tp is None:
            return [0, 0]
        by_seat = card_points(self.tp.quitted, CARD_POINTS, self.n)
        pts = [by_seat[self.player], sum(by_seat) - by_seat[self.player]]
        if self.stopped:
            pts = [35 - pts[1], pts[1]]
        elif self.tp.quitted:
            last = self._side(self.tp.quitted[-1][2])
            pts[last] += LAST_TRICK + sum(CARD_POINTS.get(c, 0) for c in self.stock)
        return revoke_moves(pts, self.revoke_by, self.rules.revoke_points)

    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the deal is not finished")
        if self.fined is not None:
            return [-35 * (self.n - 1) if s == self.fined else 35 for s in range(self.n)]
        if self.player is None:
            return [0] * self.n
        return calabrasella_settlement(self.points()[0], self.player, self.n)

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.fined is not None:
            return f"{self.seat_names[self.fined]} turned the widow too early: he loses 35 to each opponent"
        if self.player is None:
            return "all passed: the deal is void"
        p, o = self.points()
        v = calabrasella_value(p)
        head = f"{self.stopped}; " if self.stopped else ""
        return (f"{head}{self.seat_names[self.player]} alone takes {p} points to {o}: "
                f"{'wins' if v > 0 else 'loses'} {abs(v)} from each")

    def outcome_detail(self) -> list[dict[str, Any]] | None:
        if self.phase != "over":
            return None
        net = self.outcome()
        return [{"seat": s, "net": net[s], "alone": s == self.player} for s in range(self.n)]

    # ----- cards and views ------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": [Card(c) for c in h]
                                      for s, h in enumerate(self.hands)}
        out["widow"] = [Card(c) for c in self.widow if c not in self.taken]
        out["laid away"] = [Card(c) for c in self.discards]
        if self.tp is not None:
            out.update({k: [Card(c) for c in v] for k, v in self.tp.locations().items()})
        else:
            out["trick"], out["quitted"] = [], []
        return out

    def _secret(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        if self.phase == "over":
            return out
        if not self.widow_up:
            out.update(self.widow)
        if seat != self.player:
            out.update(self.discards)
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        """As the base, less what the asking made known: the card asked for (with the player, or
        in the widow: all saw it named and given), the widow cards the player took (turned up for
        all to see) and, to the player, the card he gave back."""
        out = super().hidden_cards(seat)
        out.difference_update(self.taken)
        if self.asked is not None:
            out.discard(self.asked)
        if self.given is not None and seat == self.player:
            out.discard(self.given)
        return out

    def _game_view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        v: dict[str, Any] = {
            "player": None if self.player is None else names[self.player], "trump": None,     # no trumps (§5)
            "asked": None if self.asked is None else str(Card(self.asked)),
            "from": None if self.donor is None else names[self.donor],
            "given": str(Card(self.given)) if self.given is not None and seat in (self.player, self.donor) else None,
            "widow": cards_text(self.widow) if self.widow_up or self.phase == "over" else [],
            "taken": cards_text(self.taken),
            "laid_away": (cards_text(self.discards) if seat == self.player or self.phase == "over"
                          else len(self.discards)),
            "points": self.points() if self.phase == "over" else None}
        return v

    @classmethod
    def _render_extra(cls, view: dict[str, Any]) -> list[str]:
        lines = []
        if view["player"]:
            lines.append(f"{view['player']} plays alone"
                         + (f"; asked for {view['asked']}" + (f" from {view['from']}" if view["from"] else
                                                               " (in the widow)") if view["asked"] else ""))
        if view["given"]:
            lines.append(f"Card given back: {view['given']}")
        if view["widow"]:
            lines.append("Widow: " + " ".join(view["widow"]) + (
                f"; taken: {' '.join(view['taken'])}" if view["taken"] else ""))
        laid = view["laid_away"]
        if laid:
            lines.append("Laid away: " + (" ".join(laid) if isinstance(laid, list) else f"{laid} cards"))
        if view["points"]:
            lines.append(f"Points: alone {view['points'][0]}, opponents {view['points'][1]}")
        return lines


class CalabrasellaBot(Bot):
    """The book's advice (§5 strategy: the aces are 12 of the 35, three of them a 6-point edge):
    stand with three aces, two with three of the threes and twos or 11 counters in hand, or a long
    suit with two of the threes and twos; ask for the three of the longest suit; lay away the low
    plain cards of the short suits, keeping counters; the opponents lead long suits through the
    lone player and short suits up to him; in play as at whist, the opponents throwing counters
    (aces above all) on their partner's tricks (:func:`~hoyle.games.national.common.choose_card`)."""

    name = "book"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        hand = [parse_card(c) for c in view["hand"] or []]
        order = calabrasella_order()
        ph = view["phase"]
        by = {s: [c for c in hand if c & 3 == s] for s in range(4)}
        if ph == "stand":
            aces = sum(1 for c in hand if (c >> 2) + 2 == 14)
            top = sum(1 for c in hand if (c >> 2) + 2 in (3, 2))
            counters = sum(CARD_POINTS.get(c, 0) for c in hand)
            good = aces >= 3 or (aces >= 2 and (top >= 3 or counters >= 11)) or (
                max(len(x) for x in by.values()) >= 6 and top >= 2)
            return Action("stand") if good else Action("pass")
        if ph == "ask":
            return max(legal, key=lambda a: len(by[a.args[0] & 3]))
        if ph in ("give", "discard"):
            cands = [a for a in legal if a.verb in ("give", "discard")]
            if ph == "discard" and (len(view["laid_away"]) >= 2 or not cands):
                return next(a for a in legal if a.verb == "done")
            return min(cands, key=lambda a: (CARD_POINTS.get(a.args[0], 0), len(by[a.args[0] & 3]),
                                             order.rank[a.args[0]]))
        if ph == "take":
            return max(legal, key=lambda a: (CARD_POINTS.get(a.args[0], 0), order.rank[a.args[0]]))
        me = view["seat"]
        mine = (me,) if me == view["player"] else tuple(s for s in view["seats"] if s != view["player"])
        if me != view["player"] and not view["trick"]:
            # an opponent's lead (§5 strategy): a long suit through the lone player (he plays next),
            # a short suit up to him (he plays last); the suit's lowest card
            seats = [x for x in view["seats"] if x != view["dealer"]] if len(view["seats"]) == 4 else view["seats"]
            through = seats[(seats.index(me) + 1) % 3] == view["player"]
            plays = [a for a in legal if a.verb == "play"]
            suit = (max if through else min)({a.args[0] & 3 for a in plays}, key=lambda t: len(by[t]))
            return min((a for a in plays if a.args[0] & 3 == suit), key=lambda a: order.rank[a.args[0]])
        return choose_card(view, legal, order, partners=mine, points=CARD_POINTS, smear=me != view["player"])
