"""One deal of piquet: au cent, rubicon, à écrire (two at play), normand (three) and voleur
(four in partnerships), as one engine with the variants as rule defaults (Foster 1914, seed
001 part 5 §2.1-2.5; catalog 001_part5.md §2).

The deal (§2.1): ``hand_size`` cards to each (12; normand 10; voleur 8), the rest the talon.
Carte blanche is declared for the holder at once (ten points, law 7; the dealer's after the
elder has discarded). The exchange (``exchange``):

* ``talon`` (two players): the elder ``discard``s one to five cards (law 8) and takes as many
  from the top of the talon; the dealer then ``discard``s up to what is left, or ``keep``s (in
  England he need not take, law 9; ``dealer_must_take`` for the French rule). Cards nobody
  takes stay face down: our reading keeps them unseen by both.
* ``dealer`` (normand): the dealer lays out two and takes the talon of two, or ``keep``s.
* ``none`` (voleur): no talon.

Declaring with two at play (law 13): class by class (point, sequence, quatorze and trio) the
elder announces (``point 5 48``: five cards worth 48; ``sequence 5 11``: a quinte to the knave;
``quatorze 14``, ``trio 13``), a part of what he holds (sinking, law 17), or ``sink`` the
class; the younger answers ``good``, ``not-good`` or ``equal`` (only truly; "good" is always
open to him: he sinks his own). A "not good" tells the elder nothing more: the younger's
winning combinations are announced when he declares them, after the elder's first lead. With
three or four at play every seat declares his best, in the order of play, and the declarations
are announced before the first lead (our simplification: no sinking there).

The play (law 20): the elder leads; follow suit if able; no trumps. Trick points (law 21) by
``lead_points``/``win_points`` ("high": a card above the nine; "every": rubicon, law 25), the
last trick ``last_trick`` more, the majority of tricks ``cards_bonus``, capot ``capot``;
repique and pique at ``repique_at`` (laws 22, 23).

:meth:`PiquetState.items` is the deal's score, item by item in the book's counting order (law
24); the match counts out to the game with it.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from ...cards import Card, piquet_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import Ruling
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics import declarations as D
from ...mechanics.tricks import (FOLLOW_SUIT, HandlerReferee, PLAY, OrderedTrickPlay, TrickOrder, sort_hands)
from .laws import PIQUET_LAWS

__all__ = ["PiquetRules", "PiquetState", "play_items", "COUNT_ORDER"]

_L = PIQUET_LAWS.cite
_SRC = "001 part 5 §2.1"

#: the counting-out order of law 24 (§2.1 "scoring / game end")
COUNT_ORDER = ("carte-blanche", "point", "sequence", "set", "repique", "tricks", "pique", "cards", "capot")
_KLASS_VERB = {"point": ("point",), "sequence": ("sequence",), "set": ("quatorze", "trio")}
_CLASS_WORD = {"point": "point", "sequence": "sequence", "set": "quatorze or trio"}


@dataclass(frozen=True)
class PiquetRules(Rules):
    hand_size: int = option(12, "cards dealt to each", f"{_SRC} deal (normand 10, voleur 8: §2.2, §2.3)",
                            choices=(8, 10, 12))
    exchange: str = option("talon", "the exchange: the talon of eight (two players), the dealer's two "
                           "(normand), none (voleur)", f"{_SRC}, §2.2, §2.3", choices=("talon", "dealer", "none"))
    point_by: str = option("pips", "the point goes to the greater pip value (au cent) or the more cards, pips "
                           "breaking ties (rubicon)", f"{_SRC} point; §2.5", choices=("pips", "cards"))
    english_789: bool = option(False, "a point holding the seven, eight and nine counts one less (the English "
                               "rule the book mentions)", f"{_SRC} point")
    dealer_must_take: bool = option(False, "the dealer must take at least one card (French rule; England: he "
                                    "need not)", f"{_SRC} discard and draw")
    lead_points: str = option("high", "a card led scores one when above the nine (high) or always (every)",
                              f"{_SRC} play; §2.5", choices=("high", "every"))
    win_points: str = option("high", "winning the opponent's lead scores one with a card above the nine (high) "
                             "or always (every)", f"{_SRC} play; §2.5", choices=("high", "every"))
    last_trick: int = option(1, "the extra point for the last trick", f"{_SRC} play; §2.5 (two in all)",
                             minimum=0, maximum=2)
    cards_bonus: int = option(10, "the majority of tricks (the cards)", f"{_SRC} play; §2.2", minimum=0,
                              maximum=20)
    capot: int = option(40, "all the tricks (capot), in place of the cards and the last trick", f"{_SRC} play",
                        minimum=0, maximum=80)
    repique_at: int = option(30, "the score in declarations (repique) or in hand and play (pique) that earns "
                             "the bonus", f"{_SRC} repique; §2.2, §2.3: 20", choices=(20, 30))
    min_point: int = option(0, "the least point that may be declared (pips)", "§2.3 (voleur: 30)", minimum=0,
                            maximum=60)
    game_points: int = option(100, "points for game (au cent)", f"{_SRC} scoring", minimum=10, maximum=1000)
    lurch: int = option(50, "a loser below this is lurched and pays a double game (0: no lurch)",
                        f"{_SRC} stakes", minimum=0, maximum=1000)
    under_declaring: bool = option(False, "a lower sequence, quatorze or trio declared good against the cards "
                                   "lets the holder score his higher one (rubicon piquet); else what is sunk "
                                   "is lost", "§2.5 under-declaring; §2.1 sinking")
    deals: int = option(0, "deals in a partie (rubicon: six; 0: play to game_points)", "§2.5 scoring",
                        choices=(0, 6))


def play_items(quitted, rules: PiquetRules, side_of) -> list[tuple[str, int, int]]:
    """The trick points of a finished play (law 21; rubicon law 25) as ``(what, side, points)``
    in play order: each lead, each trick won from the other's lead, the last trick. ``quitted``
    is ``[(leader, cards, winner)]`` (cards from the leader); ``side_of(seat)`` gives the side."""
    out: list[tuple[str, int, int]] = []
    n = len(quitted)
    for i, (leader, cards, winner) in enumerate(quitted):
        lead = cards[0]
        if rules.lead_points == "every" or (lead >> 2) + 2 >= 10:
            out.append(("lead", side_of(leader), 1))
        if winner != leader:
            win_card = max((c for c in cards if (c & 3) == (lead & 3)), key=lambda c: c)
            if rules.win_points == "every" or (win_card >> 2) + 2 >= 10:
                out.append(("win", side_of(winner), 1))
        if i == n - 1 and rules.last_trick:
            out.append(("last", side_of(winner), rules.last_trick))
    return out


class PiquetState(HandlerReferee, GameState):
    """One deal of piquet (see the module docstring).

    Context: ``dealer`` (seat), ``score`` (points per side toward game), ``active`` (à écrire:
    the two seats at play; the others sit out). Actions: ``discard <cards>``, ``keep``,
    ``point N PIPS``, ``sequence LENGTH TOP``, ``quatorze RANK``, ``trio RANK``, ``sink``,
    ``good``, ``not-good``, ``equal``, ``play <card>``.
    """

    @staticmethod
    def listed_bound(num_players: int, rules: Any) -> int:
        """The most discards one position can offer (the environments' listed tail,
        :mod:`hoyle.env.actions`): a discard is a set of one card up to as many as the talon
        holds from a hand of ``hand_size``: the sum of C(hand, k) for k = 1 .. talon (piquet au
        cent: 12 cards, a talon of 8, 3,796; the younger hand meets up to 3,301)."""
        from math import comb
        hand = int(rules.hand_size)
        talon = max(0, 32 - hand * max(2, int(num_players)))
        return sum(comb(hand, k) for k in range(1, min(hand, talon) + 1))


    rules_cls = PiquetRules
    unit = "points"
    penalty_laws = PIQUET_LAWS

    def __init__(self, num_players: int = 2, rules: PiquetRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        n = num_players
        self.n = n
        active = self.context.get("active")
        if active is None:
            active = [0, 1] if r.exchange == "talon" else list(range(n))   # à écrire: two at play
        if (not isinstance(active, (list, tuple)) or len(active) not in (2, 3, 4)
                or any(not isinstance(s, int) or not 0 <= s < n for s in active) or len(set(active)) != len(active)):
            raise SetupError("context 'active' names the seats at play (two to four of them)")
        self.active = sorted(active)
        self.players = list(self.active)
        k = len(self.players)
        if k * r.hand_size > 32:
            raise SetupError(f"{k} hands of {r.hand_size} do not fit a pack of 32")
        self.partners = k == 4
        self.seat_names = self._names(n)
        d = self.context.get("dealer", self.players[-1])
        self.dealer = d if d in self.players else self.players[-1]
        i = self.players.index(self.dealer)
        #: the seats in the order of play from the elder (the dealer last)
        self.order = [self.players[(i + 1 + j) % k] for j in range(k)]
        self.elder = self.order[0]
        self.two = k == 2
        self.score_before = self._context_numbers("score", [0] * self.n_sides)
        deck = self.shuffler.shuffle(list(piquet_pack()))
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        for s in self.order:
            hands[s] = list(deck[pos:pos + r.hand_size])
            pos += r.hand_size
        sort_hands(hands)
        self.hands = hands
        self.dealt = [list(h) for h in hands]
        self.talon = list(deck[pos:])
        self.left: list[int] = []               # talon cards nobody took
        self.elder_left = 0
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.blanche: list[int] = []
        self.declared: list[dict] = []          # the public declarations (each with its answer)
        self.scored: dict[str, list[tuple[int, D.Combination]]] = {k2: [] for k2 in ("point", "sequence", "set")}
        self.klass_i = 0
        self.pending: D.Combination | None = None
        self.pending_sunk = False
        self.barred: set[int] = set()           # seats that score nothing (law 11)
        self.void: str | None = None
        self.same_dealer = False
        self.rulings: list[Ruling] = []
        self.tp: OrderedTrickPlay | None = None
        self.younger_told = False
        self.note(f"{self.seat_names[self.dealer]} deals; {self.seat_names[self.elder]} is elder hand")
        if r.exchange == "talon" and len(self.talon) < 1:
            raise SetupError("the talon exchange needs cards in the talon")
        if r.exchange == "talon" and not self.two:
            raise SetupError("the talon of eight is exchanged by two players only (law 8)")
        self._blanche(self.elder)
        if r.exchange == "talon":
            self.phase = "elder-discard"
        elif r.exchange == "dealer" and self.talon:
            for s in self.order[1:]:
                self._blanche(s)
            self.phase = "dealer-discard"
        else:
            for s in self.order[1:]:
                self._blanche(s)
            self._to_declare()

    @staticmethod
    def _names(n: int) -> tuple[str, ...]:
        if n == 2:
            return ("N", "S")
        if n == 3:
            return ("N", "E", "W")
        if n == 4:
            return ("N", "E", "S", "W")
        return tuple(f"P{i + 1}" for i in range(n))

    @property
    def n_sides(self) -> int:
        return 2 if getattr(self, "partners", False) else self.n

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partners else seat

    # ----- the deal's phases ------------------------------------------------------------------
    def _blanche(self, seat: int) -> None:
        if D.carte_blanche(self.hands[seat]):
            self.blanche.append(seat)
            self.note(f"{self.seat_names[seat]} declares carte blanche: 10 ({_L('7')})")

    def _to_declare(self) -> None:
        if self.two:
            self.phase = "declare"
            self.klass_i = 0
            self.pending = None
        else:
            res = D.settle_all([self.hands[s] for s in self.order], [self.side_of(s) for s in self.order],
                               by=self.rules.point_by, english_789=self.rules.english_789,
                               min_point=self.rules.min_point)
            for k in ("point", "sequence", "set"):
                self.scored[k] = [(self.order[i], c) for i, c in res[k]]
                for i, c in res[k]:
                    self.declared.append({"seat": self.seat_names[self.order[i]], "class": k,
                                          "text": c.describe(suit=False), "score": c.score, "answer": "good"})
                    self.note(f"{self.seat_names[self.order[i]]} declares {c.describe(suit=False)}: good, {c.score}")
            self._start_play()

    def _kw(self) -> dict:
        return {"by": self.rules.point_by, "english_789": self.rules.english_789}

    @property
    def klass(self) -> str:
        return D.CLASSES[self.klass_i]

    @property
    def younger(self) -> int:
        return self.order[1]

    @property
    def to_act(self) -> int | None:
        ph = self.phase
        if ph == "elder-discard":
            return self.elder
        if ph == "dealer-discard":
            return self.dealer
        if ph == "declare":
            return self.elder if self.pending is None and not self.pending_sunk else self.younger
        if ph == "play":
            return self.tp.turn
        return None

    def _discard_actions(self, hand: list[int], lo: int, hi: int) -> list[Action]:
        out = []
        for k in range(max(lo, 1), min(hi, len(hand)) + 1):
            for combo in itertools.combinations(sorted(hand), k):
                out.append(Action("discard", tuple(Card(c) for c in combo)))
        return out

    def _dealer_most(self) -> int:
        return len(self.talon)

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "elder-discard":
            return self._discard_actions(self.hands[self.elder], 1, min(5, len(self.talon)))
        if ph == "dealer-discard":
            if self.rules.exchange == "dealer":
                return [Action("keep"), *self._discard_actions(self.hands[self.dealer], len(self.talon),
                                                               len(self.talon))]
            acts = self._discard_actions(self.hands[self.dealer], 1, self._dealer_most())
            if not self.rules.dealer_must_take or not self.talon:
                acts.insert(0, Action("keep"))
            return acts
        if ph == "declare":
            if self.to_act == self.elder:
                opts = D.declarable(self.hands[self.elder], self.klass, **self._kw())
                # two suits of the same count and value are one declaration ("point of three, 28")
                return [*dict.fromkeys(self._declare_action(c) for c in opts), Action("sink")]
            return [Action(a) for a in self._answers()]
        if ph == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _answers(self) -> list[str]:
        opts = D.answers_open(self.pending, self.hands[self.younger], self.klass, **self._kw())
        return sorted(opts, key=lambda a: (D.GOOD, D.NOT_GOOD, D.EQUAL).index(a))

    @staticmethod
    def _declare_action(c: D.Combination) -> Action:
        if c.kind == "point":
            return Action("point", (c.size, c.height))
        if c.kind == "sequence":
            return Action("sequence", (c.size, c.height))
        return Action(c.kind, (c.height,))

    def _combination_of(self, action: Action) -> D.Combination | None:
        for c in D.declarable(self.hands[self.elder], self.klass, **self._kw()):
            if self._declare_action(c) == action:
                return c
        return None

    def _check(self, action: Action) -> None:
        if self._is_legal(action):
            return
        ph = self.phase
        if ph == "play":
            tp = self.tp
            if (action.verb == "play" and len(action.args) == 1 and isinstance(action.args[0], Card)
                    and action.args[0] in tp.hands[tp.turn]):
                raise IllegalAction("you must follow suit if you can (there is no revoke in piquet: the card "
                                    "is taken back)", _L("20"))
            tp.check_play(action, _L("20"))
            return
        if ph in ("elder-discard", "dealer-discard") and action.verb in ("discard", "keep"):
            seat = self.to_act
            if action.verb == "keep":
                if ph == "elder-discard":
                    raise IllegalAction("the elder must take at least one card", _L("8"))
                raise IllegalAction("the dealer must take at least one card (the French rule in force)", _L("9"))
            cards = [a for a in action.args if isinstance(a, Card)]
            if not cards or len(cards) != len(action.args):
                raise IllegalAction("name the cards to discard (discard 7S 8D)", _L("8"))
            if any(c not in self.hands[seat] for c in cards):
                raise IllegalAction("you may discard only cards you hold", _L("8"))
            if len(set(cards)) != len(cards):
                raise IllegalAction("a card is named twice", _L("8"))
            if ph == "elder-discard":
                raise IllegalAction(f"the elder discards one to {min(5, len(self.talon))} cards", _L("8"))
            if self.rules.exchange == "dealer":
                raise IllegalAction("the dealer lays out exactly two to take the talon, or keeps", _L("27"))
            raise IllegalAction(f"the dealer may take at most the {len(self.talon)} cards left", _L("9"))
        if ph == "declare":
            if self.to_act == self.elder and action.verb in ("point", "sequence", "quatorze", "trio"):
                raise IllegalAction(f"you do not hold that: declare the {_CLASS_WORD[self.klass]} you hold "
                                    "(or a part of it), or sink", _L("19"))
            if self.to_act == self.younger and action.verb in ("good", "not-good", "equal"):
                raise IllegalAction("that answer is not true of your hand (you may always say good, sinking "
                                    "yours)", _L("19"))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        ph = self.phase
        seat = self.to_act
        name = self.seat_names[seat]
        v = action.verb
        if ph in ("elder-discard", "dealer-discard"):
            cards = [int(c) for c in action.args] if v == "discard" else []
            for c in cards:
                self.hands[seat].remove(c)
                self.discards[seat].append(c)
            drawn = self.talon[:len(cards)]
            del self.talon[:len(cards)]
            self.hands[seat].extend(drawn)
            sort_hands([self.hands[seat]])
            others = [p for p in range(self.n) if p != seat]
            if ph == "elder-discard":
                self.elder_left = min(5, len(self.talon) + len(cards)) - len(cards)
                self.note(f"{name} discards {len(cards)} and takes {len(cards)}"
                          + (f", leaving {self.elder_left}" if self.elder_left else ""), to=others)
            else:
                self.note(f"{name} " + (f"discards {len(cards)} and takes {len(cards)}" if cards else "takes none"),
                          to=others)
            self.note(f"{name} discards {' '.join(str(Card(c)) for c in cards) or 'none'}, takes "
                      f"{' '.join(str(Card(c)) for c in drawn) or 'none'}", to=seat)
            if ph == "elder-discard":
                self._blanche(self.dealer)
                self.phase = "dealer-discard"
                return
            self.left = list(self.talon)
            self.talon = []
            self._to_declare()
            return
        if ph == "declare":
            if seat == self.elder:
                if v == "sink":
                    self.pending, self.pending_sunk = None, True
                    self.note(f"{name} declares no {_CLASS_WORD[self.klass]}")
                else:
                    c = self._combination_of(action)
                    self.pending = c
                    self.note(f"{name} declares {self._say(c)}")
                return
            self._settle_class(v)
            return
        tp = self.tp
        first = not tp.quitted and not tp.trick
        w = tp.play(int(action.args[0]))
        if first and self.two:
            self._younger_declares()
        if w is not None:
            self.note(f"{self.seat_names[w]} wins the trick")
        if tp.over:
            self.phase = "over"
            self.note(self.result_text())

    def _say(self, c: D.Combination) -> str:
        if c.kind == "point":
            return f"a point of {c.size}, {c.height}" if self.rules.point_by == "pips" else \
                f"a point of {c.size} (pips ending in {c.height % 10})"
        return c.describe(suit=False)

    def _settle_class(self, reply: str) -> None:
        k = self.klass
        e, y = self.elder, self.younger
        mine, theirs = D.scored_in_class(k, self.pending, reply, self.hands[e], self.hands[y], **self._kw())
        if (self.rules.under_declaring and reply == D.GOOD and self.pending is not None and k != "point"
                and D.answer(self.pending, self.hands[y], k, **self._kw()) == D.GOOD):
            held = D.holdings(self.hands[e], k, **self._kw())
            if held and held[0].key(self.rules.point_by) > self.pending.key(self.rules.point_by):
                mine, lost = D.under_declared(self.pending, self.hands[e], self.hands[e] + self.discards[e],
                                              self.hands[y], k, **self._kw())
                if lost:
                    self.note(f"{self.seat_names[e]}'s declaration was not good against the cards: "
                              f"the higher is lost ({_L('25')})")
        words = {"good": "good", "not-good": "not good", "equal": "equal"}[reply]
        self.note(f"{self.seat_names[y]}: {words}")
        if self.pending is not None:
            self.declared.append({"seat": self.seat_names[e], "class": k, "text": self._say(self.pending),
                                  "answer": reply, "score": sum(c.score for c in mine)})
        self.scored[k] = [(e, c) for c in mine] + [(y, c) for c in theirs]
        if mine:
            suit = self.rules.point_by == "cards"          # rubicon: a good one's suit is named (§2.5)
            self.note(f"{self.seat_names[e]} scores " + ", ".join(c.describe(suit=suit) for c in mine)
                      + f": {sum(c.score for c in mine)}")
        self.pending, self.pending_sunk = None, False
        self.klass_i += 1
        if self.klass_i >= len(D.CLASSES):
            self._start_play()

    def _younger_declares(self) -> None:
        y = self.younger
        mine = [(k, c) for k in D.CLASSES for s, c in self.scored[k] if s == y]
        self.younger_told = True
        for k, c in mine:
            self.declared.append({"seat": self.seat_names[y], "class": k, "text": c.describe(suit=False),
                                  "answer": "good", "score": c.score})
        if mine:
            self.note(f"{self.seat_names[y]} declares " + ", ".join(c.describe(suit=False) for _, c in mine)
                      + f": {sum(c.score for _, c in mine)}")

    def _start_play(self) -> None:
        hands = [list(h) if s in self.players else [] for s, h in enumerate(self.hands)]
        out = [s for s in range(self.n) if s not in self.players]
        self.tp = OrderedTrickPlay(hands, TrickOrder(None, follow=FOLLOW_SUIT), self.elder, out)
        self.hands = self.tp.hands
        self.phase = "play"

    # ----- the score ------------------------------------------------------------------------
    def items(self) -> list[tuple[str, int, int]]:
        """The deal's score as ``(item, side, points)`` in the counting order of law 24
        (:data:`COUNT_ORDER`): carte blanche, point, sequences, quatorzes and trios, repique,
        the trick points in play order, pique, the cards, capot. A side barred by law 11
        scores nothing. Raises DealNotOver before the end."""
        if self.phase != "over":
            raise DealNotOver("the deal is not finished")
        if self.void:
            return []
        r = self.rules
        side = self.side_of
        decl: list[tuple[str, int, int]] = [("carte-blanche", side(s), 10) for s in self.blanche]
        for k in D.CLASSES:
            decl.extend((k, side(s), c.score) for s, c in self.scored[k])
        out = list(decl)
        rep = D.first_to([(s, p) for _, s, p in decl], r.repique_at)
        if self.partners and rep is None:
            for sd in (0, 1):               # §2.3: both partners in carte blanche repique whatever is held
                if sum(1 for s in self.blanche if side(s) == sd) == 2:
                    rep = sd
        if rep is not None:
            out.append(("repique", rep, 60))
        tricks = play_items(self.tp.quitted, r, side) if self.tp else []
        won: dict[int, int] = {}
        if self.tp:
            for s in self.players:
                won[side(s)] = won.get(side(s), 0) + self.tp.won[s]
        takers = [sd for sd, w in won.items() if w]
        capot = len(takers) == 1
        if capot:                      # capot takes the place of the last trick and the cards (§2.1)
            tricks = [t for t in tricks if t[0] != "last"]
        out.extend(("tricks", s, p) for _, s, p in tricks)
        if rep is None:
            pq = D.first_to([(s, p) for _, s, p in decl] + [(s, p) for _, s, p in tricks], r.repique_at)
            if pq is not None:
                out.append(("pique", pq, 30))
        if capot:
            out.append(("capot", takers[0], r.capot))
        elif won:
            out.extend(self._cards_items(won))
            if len(won) == 3 and len(takers) == 2:       # §2.2 ⚠: two share all the tricks, 20 each
                out.extend(("capot", sd, r.capot // 2) for sd in takers)
        return [it for it in out if it[1] not in {side(s) for s in self.barred}]

    def _cards_items(self, won: dict[int, int]) -> list[tuple[str, int, int]]:
        top = max(won.values())
        best = [sd for sd, w in won.items() if w == top]
        if len(best) == 1:
            return [("cards", best[0], self.rules.cards_bonus)]
        if len(won) == 3 and len(best) == 2:           # §2.2: a tie for most, five each
            return [("cards", sd, self.rules.cards_bonus // 2) for sd in best]
        return []

    def points(self) -> list[int]:
        """Points of this deal per side (seats, or the two partnerships at voleur)."""
        pts = [0] * self.n_sides
        for _, s, p in self.items():
            pts[s] += p
        return pts

    def outcome(self) -> list[int]:
        pts = self.points()
        out = [0] * self.n
        sides = [self.side_of(s) for s in self.players]
        k = len(set(sides))
        total = sum(pts[sd] for sd in set(sides))
        for s in self.players:
            out[s] = k * pts[self.side_of(s)] - total if not self.partners else pts[self.side_of(s)] - pts[1 - self.side_of(s)]
        return out

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"the deal is void: {self.void}"
        pts = self.points()
        if self.partners:
            return f"N-S {pts[0]}, E-W {pts[1]}"
        return ", ".join(f"{self.seat_names[s]} {pts[s]}" for s in self.players)

    # ----- what a seat may see ---------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(self.hands[s]) for s in range(self.n)}
        out["talon"] = list(self.talon)
        out["left"] = list(self.left)
        for s in range(self.n):
            out[f"discards {self.seat_names[s]}"] = list(self.discards[s])
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = set(self.talon) | set(self.left)
        for s in range(self.n):
            if s != seat:
                out.update(self.hands[s])
                out.update(self.discards[s])
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        v: dict[str, Any] = {
            "game": "piquet", "phase": self.phase, "players": self.n,
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "elder": names[self.elder], "at_play": [names[s] for s in self.players],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "talon": len(self.talon), "elder_left": self.elder_left, "left": len(self.left),
            "carte_blanche": [names[s] for s in self.blanche],
            "declarations": [dict(d) for d in self.declared],
            "class": self.klass if self.phase == "declare" else None,
            "pending": self._say(self.pending) if self.phase == "declare" and self.pending is not None else None,
            "score": self.score_before, "game_points": self.rules.game_points,
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
            "tricks": {names[s]: (tp.won[s] if tp else 0) for s in self.players},
            "played": [[[names[tp.seat_at(ld, i)], str(Card(c))] for i, c in enumerate(cards)]
                       for ld, cards, _ in tp.quitted] if tp else [],
        }
        if seat is not None and self.discards[seat]:
            v["discarded"] = [str(Card(c)) for c in self.discards[seat]]
        if self.phase == "over":
            v["points"] = self.points()
            v["items"] = [[w, s, p] for w, s, p in self.items()]
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Piquet - dealer {view['dealer']}, elder {view['elder']} - score "
                 + "-".join(map(str, view["score"])) + f" (game {view['game_points']})"]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view.get("discarded"):
            lines.append("Your discard: " + " ".join(view["discarded"]))
        if view["talon"]:
            lines.append(f"Talon: {view['talon']} cards" + (f" (the elder left {view['elder_left']})"
                                                             if view["elder_left"] else ""))
        for d in view["declarations"]:
            lines.append(f"  {d['seat']} declared {d['text']}: {d['answer'].replace('-', ' ')}"
                         + (f" ({d['score']})" if d["score"] else ""))
        if view.get("pending"):
            lines.append(f"Declared: {view['pending']} - answer good, not-good or equal")
        if view["phase"] in ("play", "over"):
            lines.append("Trick: " + (" ".join(f"{p}:{c}" for p, c in view["trick"]) or "(none)"))
            lines.append("Tricks: " + ", ".join(f"{k} {t}" for k, t in view["tricks"].items()))
        prompts = {"elder-discard": "discard one to five cards", "dealer-discard": "discard cards or keep",
                   "declare": f"declare your {_CLASS_WORD.get(view['class'] or '', '')} or sink"
                   if not view.get("pending") else "answer"}
        if view.get("result"):
            lines.append("Deal over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act" + (f": {prompts[view['phase']]}" if view["phase"] in prompts
                                                       else ""))
        return "\n".join(lines)

    # ----- the referee ----------------------------------------------------------------------------
    def _check_caller(self, seat: Any) -> None:
        if seat is None or not isinstance(seat, int) or seat not in self.players:
            raise IllegalAction("name a seat at play for the call")

    def _void(self, why: str) -> None:
        self.void, self.same_dealer, self.phase = why, True, "over"

    def _ref_faced_card(self, seat: int) -> Ruling:
        """Law 5: a card faced in the pack, found before the play: a new deal by the same
        dealer (a misdeal never loses the deal)."""
        if self.phase in ("play", "over"):
            raise IllegalAction("a faced card is claimed before the play", _L("5"))
        self._void("a card faced in the pack (law 5)")
        return Ruling(law=_L("5"), penalty="a new deal by the same dealer", effect={"void": True})

    def _ref_misdeal(self, seat: int) -> Ruling:
        """Law 6: too many or too few cards to either player, claimed by the non-dealer before
        the discard: a new deal by the same dealer."""
        if seat == self.dealer or self.phase not in ("elder-discard", "dealer-discard") or any(self.discards):
            raise IllegalAction("the non-dealer claims a misdeal before any discard", _L("6"))
        self._void("a misdeal (law 6)")
        return Ruling(law=_L("6"), penalty="a new deal by the same dealer", effect={"void": True})

    def _ref_talon_exposed(self, seat: int) -> Ruling:
        """Law 12: a talon card exposed by accident before its owner draws: ``seat`` (its
        rightful owner) demands a new deal."""
        if self.phase not in ("elder-discard", "dealer-discard") or not self.talon:
            raise IllegalAction("a talon card can be exposed only while the talon is there", _L("12"))
        self._void("a talon card exposed (law 12)")
        return Ruling(law=_L("12"), penalty="a new deal at the owner's demand", effect={"void": True})

    def _ref_stock_seen(self, seat: int) -> Ruling:
        """Law 11: ``seat`` reports that his opponent looked at one of ``seat``'s stock cards
        before or during the draw: the offender scores nothing this deal."""
        if self.phase == "over" or not self.two:
            raise IllegalAction("the claim is made during the deal, between two players", _L("11"))
        other = self.order[1] if seat == self.order[0] else self.order[0]
        self.barred.add(other)
        return Ruling(law=_L("11"), penalty=f"{self.seat_names[other]} scores nothing this deal",
                      effect={"barred": self.seat_names[other]})
