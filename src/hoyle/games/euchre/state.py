"""One deal of euchre (Foster 1914, 001 part 3 §B1; the Laws of Euchre 1-40 in :mod:`.laws`).

The deal: five cards each from the dealer's left, three then two (or two then three, law 10),
from a 32-card pack (A to 7; ``pack="24"``: A to 9), and the next card turned for trumps.
The first round (law 15), each in turn from the dealer's left: ``pass``, ``order`` (an
adversary of the dealer orders him to take it up), ``assist`` (the dealer's partner) or, the
dealer last, ``take`` (he takes it up) or ``pass`` (he turns it down, law 20). Whoever accepts
it makes the trump and may add ``alone`` (``order alone``; law 33: only the maker plays
alone). Taken up, the dealer discards one card (``discard 7H``, law 17), unless his partner
plays it alone (the dealer then sits out and leaves the card on the pack). Turned down: the
second round, each from the dealer's left names another suit (``make clubs``, ``make
hearts alone``) or passes; all passing, the hand is void and the deal passes (law 22).
The play: eldest leads (the next seat in play when he sits out), follow suit if able, the
left bower being a trump (:func:`hoyle.mechanics.tricks.bower_order`).

The score (laws 1-2): makers with three or four tricks 1, a march (five) 2, alone five tricks
as many points as there are players; euchred (fewer than three) the adversaries 2 each. With
two or three players every maker plays alone against the rest (001 part 3 L992-997).

Seats: four players are N E S W (0-3, N and S partners); three (cut-throat) N E W; two N S.
The outcome per seat: with partners, each side's points less the other's (zero-sum points);
with three, each seat's own points (general-sum: a euchre gives two to each adversary).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import JOKER, Card, stripped_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import Ruling
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.tricks import (PLAY, clone_trick_play, SUIT_NAMES, OrderedTrickPlay, TrickPenalties, bower_order,
                                 trick_view_lines, parse_suit, sort_hands)
from .laws import EUCHRE_LAWS

__all__ = ["EuchreRules", "EuchreState", "deal_points", "SEAT_NAMES"]

#: seat names by the number of players (clockwise from North)
SEAT_NAMES = {2: ("N", "S"), 3: ("N", "E", "W"), 4: ("N", "E", "S", "W"), 5: tuple("ABCDE"),
              6: tuple("ABCDEF"), 7: tuple("ABCDEFG")}
#: the lowest rank of each pack the family uses (001 part 3 §B1, §B9-B12)
PACK_LOW = {"24": 9, "28": 8, "32": 7, "52": 2}
_L = EUCHRE_LAWS.cite


@dataclass(frozen=True)
class EuchreRules(Rules):
    game_points: int = option(5, "points to win a game", "Euchre law 1; auction euchre 15 (001 part 3 §B6)",
                              minimum=1, maximum=100)
    pack: str = option("32", "the pack: '32' (A to 7), '28' (A to 8: five-hand and five-player call-ace), "
                       "'24' (A to 9: railroad, four-player call-ace) or '52' (seven-hand, with the joker)",
                       "001 part 3 §B1 cards; §B9-B12", choices=("32", "28", "24", "52"))
    each_for_himself: bool = option(False, "with four or six players, each plays for himself instead of in "
                                    "partnerships (two, three, five and seven always do)",
                                    "001 part 3 §B1 positions; call-ace §B12")
    set_back: bool = option(False, "set-back scoring: each counts down from game_points (ten); a side "
                            "euchred is set back two and its adversaries score nothing", "001 part 3 §B3")
    joker: bool = option(False, "add the joker, the best trump", "001 part 3 §B1 cards; §B9 railroad")
    joker_suit: str = option("spades", "trumps when the joker is turned up (agreed beforehand)",
                             "001 part 3 §B9", choices=("clubs", "diamonds", "hearts", "spades"))
    lone_hands: bool = option(True, "the maker may play alone", "Euchre laws 2, 33; barred at progressive "
                              "euchre's head table and in military euchre (001 part 3 §B7, §B8)")
    first_round: int = option(3, "cards to each in the first round of the deal (3 then 2, or 2 then 3)",
                              "Euchre law 10", choices=(2, 3))
    rubber: bool = option(True, "play rubbers of three games (law 3); off: single games",
                          "Euchre law 3")
    referee_mode: bool = option(False, "accept a renounce in error as a physical table would (a "
                                "revoke is recorded, not refused) and settle it by law when claimed",
                                "Euchre laws 30-32")


def deal_points(tricks: int, alone: bool, players: int) -> tuple[int, bool]:
    """The points a deal scores (laws 1-2): ``(points, to_makers)`` for the makers' ``tricks``
    (0..5), whether the maker played ``alone`` and the number of ``players``: a march 2 (alone:
    as many as the players, law 2), three or four tricks 1, euchred 2 to the adversaries.

    Raises ValueError for tricks outside 0..5 or players outside 2..7."""
    if not 0 <= tricks <= 5 or not 2 <= players <= 7:
        raise ValueError("tricks are 0 to 5 and players 2 to 7")
    if tricks == 5:
        return (players if alone else 2), True
    if tricks >= 3:
        return 1, True
    return 2, False


class EuchreState(TrickPenalties, GameState):
    """One deal of euchre for two, three or four players (see the module docstring).

    Context: ``dealer`` (seat), ``score`` (points toward game per side: two sides with four
    players, a seat each with two or three). Actions: ``pass``, ``order``, ``assist``,
    ``take`` (each optionally ``alone``), ``discard <card>``, ``make <suit>`` (optionally
    ``alone``), ``play <card>``.
    """

    rules_cls = EuchreRules
    unit = "points"
    title = "Euchre"
    penalty_laws = EUCHRE_LAWS

    def __init__(self, num_players: int = 4, rules: EuchreRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.n = n
        self.seat_names = SEAT_NAMES[n]
        self.partnerships = n in (4, 6) and not self.rules.each_for_himself
        self.n_sides = 2 if self.partnerships else n
        self.dealer = self.context.get("dealer", n - 1)
        self.score_before = self._context_numbers("score", [0] * self.n_sides)
        self.widow: list[int] = []                 # cards set aside in the deal (variants)
        pack = list(stripped_pack(range(self._pack_low(), 15)))
        if self.rules.joker:
            pack.append(JOKER)
        need = n * sum(self._deal_rounds()) + self._aside_count() + 1
        if need > len(pack):
            raise SetupError(f"{n} players need {need} cards; this pack has {len(pack)} (choose a larger "
                             "pack or the joker)", "001 part 3 §B1 players")
        deck = self.shuffler.shuffle(pack)
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        for k in self._deal_rounds():                                        # law 10
            for i in range(1, n + 1):
                s = (self.dealer + i) % n
                hands[s].extend(deck[pos:pos + k])
                pos += k
        sort_hands(hands)
        self.hands = hands
        pos = self._set_aside(deck, pos)
        self.upcard = deck[pos]
        self.stock = list(deck[pos + 1:])
        self.up_suit = parse_suit(self.rules.joker_suit) if self.upcard == JOKER else self.upcard & 3
        self.phase = "first"
        self._turn = (self.dealer + 1) % n
        self.spoken = 0
        self.maker: int | None = None
        self.allies: set[int] = set()             # the maker and the seats playing with him
        self.alone = False
        self.trump: int | None = None
        self.how: str | None = None             # order / assist / take / make
        self.discards: list[int] = []             # laid away face down (law 17; a widow's discards)
        self.discarder: int = self.dealer          # who discards in the discard phase
        self.to_discard = 1                        # cards still to lay away
        self.upcard_taken = False
        self.tp: OrderedTrickPlay | None = None
        self.barred: dict[int, set] = {}         # side -> "order" and/or suits it may not make
        self.void: str | None = None              # why the hand is void
        self.same_dealer = False
        self.scores_nothing: set[int] = set()     # sides that score nothing this hand
        self.award: list[int] | None = None       # points per side set by a ruling
        self.rulings: list[Ruling] = []
        self.revoke_claims: list[int] = []

    # ----- seats and sides ----------------------------------------------------------------
    @property
    def discard(self) -> int | None:
        """The first card laid away (the dealer's discard, law 17), or None."""
        return self.discards[0] if self.discards else None

    def _pack_low(self) -> int:
        """Hook: the lowest rank in the pack (by default the ``pack`` option's)."""
        return PACK_LOW[self.rules.pack]

    def _forced_alone(self) -> bool:
        """Hook: every maker plays alone (two, three, or each for himself)."""
        return not self.partnerships

    def _leader(self) -> int:
        """Hook: who leads the first trick (the eldest, law 10 and §B1 play)."""
        return (self.dealer + 1) % self.n

    def _deal_rounds(self) -> tuple[int, ...]:
        """The cards to each player in each round of the deal (law 10: 3 then 2 or 2 then 3)."""
        return (self.rules.first_round, 5 - self.rules.first_round)

    def _aside_count(self) -> int:
        """Hook: how many cards :meth:`_set_aside` lays aside before the turn-up."""
        return 0

    def _set_aside(self, deck: list[int], pos: int) -> int:
        """Hook: lay cards aside after the hands are dealt (a widow); returns the next position."""
        return pos

    def _side(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    def partner(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.partnerships and self.n == 4 else None

    def _lone(self) -> bool:
        """The maker plays alone against partners (partnerships, ``alone``)."""
        return self.partnerships and self.alone

    # ----- the contract -----------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.phase in ("first", "second"):
            return self._turn
        if self.phase == "discard":
            return self.discarder
        if self.phase == "play":
            return self.tp.turn
        return None

    def _may_alone(self) -> bool:
        return self.partnerships and self.rules.lone_hands

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "first":
            seat = self._turn
            out = [Action("pass")]
            if "order" in self.barred.get(self._side(seat), ()):
                return out
            verb = ("take" if seat == self.dealer else
                    "assist" if seat == self.partner(self.dealer) else "order")
            out.append(Action(verb))
            if self._may_alone():
                out.append(Action(verb, ("alone",)))
            return out
        if ph == "second":
            seat = self._turn
            out = [Action("pass")]
            barred = self.barred.get(self._side(seat), set())
            for s in range(4):
                if s != self.up_suit and s not in barred:
                    out.append(Action("make", (SUIT_NAMES[s],)))
                    if self._may_alone():
                        out.append(Action("make", (SUIT_NAMES[s], "alone")))
            return out
        if ph == "discard":
            return [Action("discard", (Card(c),)) for c in self.hands[self.discarder]]
        if ph == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            tp = self.tp
            if (self.rules.referee_mode and action.verb == "play" and len(action.args) == 1
                    and isinstance(action.args[0], Card) and action.args[0] in tp.hands[tp.turn]
                    and tp.is_revoke(tp.turn, action.args[0]) and tp.called[tp.turn] is None):
                return                       # a revoke at a physical table: recorded, claimed later
            tp.check_play(action, _L(30), not_held_law=None)
            return
        if self._is_legal(action):
            return
        seat = self.to_act
        if self.phase == "first" and action.verb in ("order", "assist", "take"):
            if "order" in self.barred.get(self._side(seat), ()):
                raise IllegalAction("your side has lost the right to order up this hand", _L(15))
            if action.args and not self._may_alone():
                raise IllegalAction("no lone hands in this game" if self.partnerships else
                                    "with fewer than four every maker plays alone", _L(33))
            right = ("take" if seat == self.dealer else "assist" if seat == self.partner(self.dealer)
                     else "order")
            raise IllegalAction(f"{self.seat_names[seat]} may {right} or pass, not {action.verb}", _L(15))
        if self.phase == "second" and action.verb == "make":
            s = None
            try:
                s = parse_suit(action.args[0]) if action.args else None
            except ValueError:
                pass
            if s == self.up_suit:
                raise IllegalAction(f"{SUIT_NAMES[s]} were turned down; name another suit", _L(21))
            if s is not None and s in self.barred.get(self._side(seat), set()):
                raise IllegalAction(f"your side may not make {SUIT_NAMES[s]} this hand", _L(21))
            raise IllegalAction("name a suit to make trumps (make clubs, make hearts alone) or pass", _L(20))
        if self.phase == "discard":
            raise IllegalAction("discard one card of your hand (discard 7H)", _L(17))
        raise IllegalAction(*self._explain_illegal(action))

    def _next_speaker(self) -> None:
        self._turn = (self._turn + 1) % self.n
        self.spoken += 1

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        ph = self.phase
        name = self.seat_names[seat]
        if ph == "first":
            if action.verb == "pass":
                if seat == self.dealer:
                    self.note(f"{name} turns the {Card(self.upcard)} down")
                    self.phase = "second"
                else:
                    self.note(f"{name} passes")
                self._next_speaker()
                return
            alone = bool(action.args) or self._forced_alone()
            self.note(f"{name} {action.verb}s{' alone' if action.args else ''}: {SUIT_NAMES[self.up_suit]} are trumps")
            self._make(seat, self.up_suit, alone, action.verb)
            partner_alone = action.args and seat == self.partner(self.dealer)
            if partner_alone:
                self._start_play()               # the dealer sits out; the card stays on the pack
            else:
                self.hands[self.dealer].append(self.upcard)
                self.upcard_taken = True
                self.phase = "discard"
            return
        if ph == "discard":
            c = action.args[0]
            self.hands[seat].remove(c)
            self.discards.append(c)
            self.note(f"{name} discards", to=[p for p in range(self.n) if p != seat])
            self.note(f"{name} discards {c}", to=seat)
            self.to_discard -= 1
            if self.to_discard <= 0:
                self._discarded()
            return
        if ph == "second":
            if action.verb == "pass":
                self.note(f"{name} passes")
                if seat == self.dealer:
                    self.void = "nobody made a trump (law 22)"
                    self.note("nobody makes a trump: the hand is void and the deal passes (law 22)")
                    self.phase = "over"
                    return
                self._next_speaker()
                return
            s = parse_suit(action.args[0])
            alone = len(action.args) > 1 or self._forced_alone()
            self.note(f"{name} makes {SUIT_NAMES[s]}{' alone' if len(action.args) > 1 else ''}")
            self._make(seat, s, alone, "make")
            self._start_play()
            return
        # play
        tp = self.tp
        card = action.args[0]
        w = tp.play(card)
        if w is not None:
            self.note(f"{self.seat_names[w]} wins the trick")
        if tp.over:
            self.phase = "over"
            self.note(self.result_text())

    def _discarded(self) -> None:
        """Hook: every card is laid away; by default the play begins."""
        self._start_play()

    def _make(self, seat: int, suit: int, alone: bool, how: str) -> None:
        self.maker, self.trump, self.alone, self.how = seat, suit, alone, how
        self.allies = {seat} if alone else {s for s in range(self.n) if self._side(s) == self._side(seat)}

    def _start_play(self) -> None:
        out = ({s for s in range(self.n) if s != self.maker and self._side(s) == self._side(self.maker)}
               if self._lone() else set())
        order = bower_order(self.trump, jokers=self.rules.joker)
        self.tp = OrderedTrickPlay(self.hands, order, self._leader(), out)
        self.hands = self.tp.hands
        self.phase = "play"

    # ----- the result ---------------------------------------------------------------------------
    def maker_tricks(self) -> int:
        if self.tp is None or self.maker is None:
            return 0
        allies = self.allies or {self.maker}
        return sum(w for s, w in enumerate(self.tp.won) if s in allies)

    def _deal_value(self) -> tuple[int, bool]:
        """Hook: ``(points, to_makers)`` for the deal as played (laws 1-2 by default)."""
        return deal_points(self.maker_tricks(), self.alone, self.n)

    def points(self) -> list[int]:
        """Points scored this hand per side (sides: two with four players, else a seat each);
        a ruling's award replaces them; a side that may score nothing (laws 17, 23) gets 0.

        Raises DealNotOver before the end."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.void:
            return [0] * self.n_sides
        if self.award is not None:
            pts = list(self.award)
        else:
            pts = [0] * self.n_sides
            v, to_makers = self._deal_value()
            mine = {self._side(s) for s in (self.allies or {self.maker})}
            if to_makers:
                for s in mine:
                    pts[s] = v
            elif self.rules.set_back:                   # §B3: the euchred are set back two
                for s in mine:
                    pts[s] = -2
            else:
                for s in range(self.n_sides):
                    if s not in mine:
                        pts[s] = v
        for s in self.scores_nothing:
            pts[s] = min(pts[s], 0)
        return pts

    def outcome(self) -> list[int]:
        p = self.points()
        if self.rules.set_back:                          # each side its own count (general-sum)
            return [p[self._side(s)] for s in range(self.n)]
        if self.partnerships:
            d = p[0] - p[1]
            return [d if s % 2 == 0 else -d for s in range(self.n)]
        if self.n == 2:
            return [p[0] - p[1], p[1] - p[0]]
        return list(p)

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"the hand is void: {self.void}"
        p = self.points()
        sides = [self._side_name(s) for s in range(self.n_sides)]
        who = self.seat_names[self.maker] + (" alone" if self._lone() else "")
        t = self.maker_tricks()
        if self.award is not None:
            how = "by a ruling"
        else:
            made = self._deal_value()[1]
            how = "euchred" if not made else "march" if t == self.tp.tricks_total else "made it"
        return f"{who} ({SUIT_NAMES[self.trump]}): {t} tricks, {how}; points " + ", ".join(
            f"{sides[s]} {p[s]}" for s in range(self.n_sides))

    # ----- what a seat may see ------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(h) for s, h in enumerate(self.hands)}
        out["stock"] = list(self.stock)
        out["turn-up"] = [] if self.upcard_taken else [self.upcard]
        out["discard"] = list(self.discards)
        if self.widow:
            out["widow"] = list(self.widow)
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = set(self.stock)
        for s, h in enumerate(self.hands):
            if s != seat:
                out.update(h)
        if seat != self.discarder:
            out.update(self.discards)
        out.update(self.widow)
        out.discard(self.upcard)                   # turned face up for all to see
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        v: dict[str, Any] = {
            "game": "euchre", "title": self.title, "phase": self.phase, "players": self.n, "seats": list(names),
            "sides": [self._side_name(s) for s in range(self.n_sides)], "set_back": self.rules.set_back,
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "eldest": names[(self.dealer + 1) % self.n],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "turn_up": str(Card(self.upcard)), "up_suit": SUIT_NAMES[self.up_suit], "joker": self.rules.joker,
            "turned_down": self.phase == "second" or (
                self.trump is not None and self.how == "make"),
            "trump": None if self.trump is None else SUIT_NAMES[self.trump],
            "maker": None if self.maker is None else names[self.maker],
            "alone": self._lone(), "how": self.how,
            "sitting_out": [names[s] for s in sorted(tp.out)] if tp else [],
            "score": self.score_before, "game_points": self.rules.game_points,
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
            "tricks": [sum(w for s, w in enumerate(tp.won) if self._side(s) == side) for side in range(self.n_sides)]
            if tp else [0] * self.n_sides,
            "played": [[[names[tp.seat_at(ld, i)], str(Card(c))] for i, c in enumerate(cards)]
                       for ld, cards, _ in tp.quitted] if tp else [],
            "exposed": {names[s]: [str(Card(c)) for c in e] for s, e in enumerate(tp.exposed) if e} if tp else {},
        }
        if seat == self.discarder and self.discards:
            v["discarded"] = " ".join(str(Card(c)) for c in self.discards)
        if self.phase == "over":
            v["points"] = self.points()
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        sides = view.get("sides") or (["N-S", "E-W"] if view["players"] == 4 else list(SEAT_NAMES[view["players"]]))
        if view.get("set_back"):
            score = ", ".join(f"{sides[i]} {view['game_points'] - p} to go" for i, p in enumerate(view["score"]))
        else:
            score = ", ".join(f"{sides[i]} {p}" for i, p in enumerate(view["score"]))
        head = f"{view.get('title', 'Euchre')} - dealer {view['dealer']} - score {score} (game {view['game_points']})"
        lines = [head]
        if view["trump"]:
            lines.append(f"Trumps {view['trump']}, made by {view['maker']}" + (" alone" if view["alone"] else "")
                         + f" (turn-up {view['turn_up']})")
        else:
            lines.append(f"Turn-up: {view['turn_up']}" + (" (turned down)" if view["turned_down"] else ""))
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        lines.extend(trick_view_lines(view))
        lines.append("Tricks: " + ", ".join(f"{sides[i]} {t}" for i, t in enumerate(view["tricks"])))
        if view.get("result"):
            lines.append("Hand over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    # ----- the referee (laws 11-40 that a deal can settle) -----------------------------------------

    def _end(self) -> None:
        self.phase = "over"

    def _lone_value(self) -> int:
        return self.n

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        """Law 30: the hand ends; two points added to the claimants or taken from the revokers
        (against or by a lone hand: the lone hand's value); both sides revoked: void."""
        law = _L(30)
        mine = self._side(claimant)
        if any(self._side(r.seat) == mine and r.established and not r.corrected for r in self.tp.revokes):
            self.void = "both sides revoked (law 30)"
            self.same_dealer = True
            self._end()
            return Ruling(law=law, penalty="the deal is void; the same dealer deals again",
                          effect={"void": True, "same_dealer": True})
        penalty = penalty or ("deduct" if self.rules.set_back else "add")
        if self.rules.set_back and penalty != "deduct":
            raise IllegalAction("at set-back euchre a revoke sets the revoker back (penalty deduct)",
                                "001 part 3 §B3")
        if penalty not in ("add", "deduct"):
            raise IllegalAction("choose the revoke penalty: add (to your score) or deduct (from theirs)", law)
        value = self._lone_value() if self._lone() else 2
        award = [0] * self.n_sides
        if penalty == "add":
            award[mine] = value
        else:
            award[self._side(revoke.seat)] = -value
        self.award = award
        self._end()
        pts = f"{value} point{'' if value == 1 else 's'}"
        what = (f"{pts} added to {self._side_name(mine)}" if penalty == "add"
                else f"{pts} taken from {self._side_name(self._side(revoke.seat))}")
        return Ruling(law=law, penalty=what, detail=f"{self.seat_names[revoke.seat]} revoked at trick "
                      f"{revoke.trick}; the hand ends", effect={"award": award, "revoke": revoke.to_dict()})

    def _side_name(self, side: int) -> str:
        if self.partnerships:
            return ("N-S", "E-W")[side] if self.n == 4 else "-".join(self.seat_names[side::2])
        return self.seat_names[side]

    def _not_liable(self, seat: int, call: str) -> Ruling | None:
        if not self._lone() or self.tp is None:
            return None
        if seat == self.maker:
            return Ruling(law=_L(36), penalty="none: the lone player is not liable", effect={})
        if self._side(seat) != self._side(self.maker):
            law = _L(25) if call == "exposed-card" else _L(28)
            award = [0] * self.n_sides
            award[self._side(self.maker)] = self._lone_value()
            self.award = award
            self._end()
            return Ruling(law=law, penalty=f"the lone player abandons the hand and scores {self._lone_value()}",
                          effect={"award": award})
        return None

    def _need_play(self, law: str) -> OrderedTrickPlay:
        if self.tp is None or self.phase != "play":
            raise IllegalAction("the play has not begun", law)
        return self.tp

    def _ref_lone_partner_exposed(self, seat: int) -> Ruling:
        """Laws 25, 35: the lone player's partner shows a card; the adversaries may make him play
        with his partner (this engine: before the first card of the hand is played)."""
        tp = self._need_play(_L(35))
        if not self._lone() or seat != self.partner(self.maker):
            raise IllegalAction("only the lone player's partner can break up a lone hand", _L(35))
        if tp.quitted or tp.trick:
            raise IllegalAction("the lone hand is broken up here only before the first card is played", _L(35))
        self.alone = False
        self._start_play()
        return Ruling(law=_L(35), penalty="the lone hand is prevented: the partner plays with the maker",
                      effect={"alone": False})

    def _ref_no_discard(self, seat: int) -> Ruling:
        """Law 17: the dealer played to the first trick without discarding."""
        tp = self._need_play(_L(17))
        if not self.upcard_taken:
            raise IllegalAction("the dealer did not take up the trump", _L(17))
        if not tp.quitted and self.dealer not in tp.trick_seats():
            raise IllegalAction("the dealer has not yet played to the first trick", _L(17))
        self.scores_nothing.add(self._side(self.dealer))
        return Ruling(law=_L(17), penalty=f"{self._side_name(self._side(self.dealer))} score nothing this hand",
                      effect={"scores_nothing": self._side_name(self._side(self.dealer))})

    def _ref_wrong_number(self, seat: int) -> Ruling:
        """Law 23: ``seat`` is found with the wrong number of cards: a misdeal (law 14: the deal
        passes to the left), unless he has played to the first trick: the deal stands and he
        scores nothing."""
        if self.phase == "over":
            raise IllegalAction("the hand is over", _L(23))
        tp = self.tp
        played = (tp is not None and seat not in tp.out
                  and (bool(tp.quitted) or seat in tp.trick_seats()))
        if played:
            self.scores_nothing.add(self._side(seat))
            return Ruling(law=_L(23), penalty=f"the deal stands; {self._side_name(self._side(seat))} "
                          "score nothing this hand", effect={"scores_nothing": self._side_name(self._side(seat))})
        self.void = "a misdeal (laws 14, 23)"
        self._end()
        return Ruling(law=_L(14), penalty="a misdeal: the deal passes to the left", effect={"void": True})

    def _ref_misdeal(self, seat: int) -> Ruling:
        """Law 14: a misdeal by the dealer (an uncut pack, two and three in one round...): the
        deal passes to the left; only before the play."""
        if self.phase not in ("first", "second", "discard"):
            raise IllegalAction("a misdeal is claimed before the play", _L(14))
        self.void = "a misdeal (law 14)"
        self._end()
        return Ruling(law=_L(14), penalty="the deal passes to the left", effect={"void": True})

    def _ref_faced_card(self, seat: int) -> Ruling:
        """Law 11: a card other than the trump found faced in the pack: a new deal by the same
        dealer (before the play)."""
        if self.phase not in ("first", "second", "discard"):
            raise IllegalAction("a faced card in the pack is claimed before the play", _L(11))
        self.void = "a card faced in the pack (law 11)"
        self.same_dealer = True
        self._end()
        return Ruling(law=_L(11), penalty="a new deal by the same dealer", effect={"void": True, "same_dealer": True})

    def _ref_on_the_bridge(self, seat: int) -> Ruling:
        """Law 15: a player calls his partner's attention to their being on the bridge: both
        lose the right to order up this hand."""
        if self.phase != "first":
            raise IllegalAction("the right to order up is lost only in the first round", _L(15))
        self.barred.setdefault(self._side(seat), set()).add("order")
        return Ruling(law=_L(15), penalty=f"{self._side_name(self._side(seat))} lose the right to order up",
                      effect={"barred": "order"})

    def _ref_named_out_of_turn(self, seat: int, suit: Any = None) -> Ruling:
        """Law 21: naming a suit out of turn in the second round bars him and his partner from
        making that suit."""
        if self.phase != "second":
            raise IllegalAction("suits are named in the second round", _L(21))
        try:
            s = parse_suit(suit)
        except ValueError as exc:
            raise IllegalAction(str(exc), _L(21)) from None
        if s is None:
            raise IllegalAction("name the suit", _L(21))
        self.barred.setdefault(self._side(seat), set()).add(s)
        return Ruling(law=_L(21), penalty=f"{self._side_name(self._side(seat))} may not make {SUIT_NAMES[s]}",
                      effect={"barred": SUIT_NAMES[s]})

    def clone(self) -> "EuchreState":
        s = type(self).__new__(type(self))
        s.__dict__ = self.__dict__.copy()
        s.history = list(self.history)
        s.log = list(self.log)
        s.context = dict(self.context)
        s.score_before = list(self.score_before)
        s.stock = list(self.stock)
        s.discards = list(self.discards)
        s.widow = list(self.widow)
        s.barred = {k: set(v) for k, v in self.barred.items()}
        s.allies = set(self.allies)
        s.scores_nothing = set(self.scores_nothing)
        s.award = None if self.award is None else list(self.award)
        s.rulings = list(self.rulings)
        s.revoke_claims = list(self.revoke_claims)
        clone_trick_play(self, s)
        return s

