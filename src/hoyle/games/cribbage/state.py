"""One deal of cribbage, for every cribbage of the book (Foster 1914, seed 001 part 4 §8 and
part 5 §1; catalog 001_part4.md §8, 001_part5.md §1.1-1.5): one engine, each game its rules'
defaults (:mod:`.games`).

The deal: the dealer gives ``hand`` cards each, one at a time from his left (six-card: six;
five-card, three- and four-hand: five; seven-card: seven), three-hand one more face down to
the crib. Each lays away cards to the dealer's crib (``discard C``, one card an action, from
the eldest round to the dealer) until the crib holds four. The starter is cut and turned; a
jack is his heels, 2 to the dealer. The play (``play C``, ``go``) is
:class:`hoyle.mechanics.counting.Pegging`: the eldest leads, the count never passes 31.
Then the show (:func:`hoyle.mechanics.counting.show`): the eldest first, round to the
dealer, then the crib. The first side to reach the game (61, 121 or 181) wins at once, in the
play or in the show; the rest is not counted (§8, "going out").

Muggins (option ``muggins``, §8 irregularities, law C8): the player of each card in play claims
what it makes (the go and the last card are pegged as they fall), and each hand's owner claims
its count (``claim N``); a claim that is not the count lets the next opponent say ``muggins`` (he pegs
the points missed, or the excess of an over-count is taken down and given to him) or
``pass`` (the claim stands). Without it every count is pegged as it is.

Seats: 0-based, the play to the left (seat + 1). Four-hand: seats 0 and 2 against 1 and 3
(one score per side). The outcome is the points each seat's side pegged in this deal; the
game and its value are the match's (:class:`.games.CribbageMatch`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...core.actions import Action
from ...core.determinise import Zone
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import Ruling
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.counting import Pegging, count_words, heels, pip, show
from .laws import CRIBBAGE_LAWS

_L = CRIBBAGE_LAWS.cite

__all__ = ["CribbageRules", "CribbageState", "SOURCE"]

SOURCE = "Foster 1914, seed 001 part 4 §8 and part 5 §1"


@dataclass(frozen=True)
class CribbageRules(Rules):
    hand: int = option(6, "cards dealt to each player", "001 part 4 §8 (six); part 5 §1.2-1.5 (five, "
                       "five, five, seven)", choices=(5, 6, 7))
    discard: int = option(2, "cards each lays away to the crib", "001 part 4 §8 (two); part 5 §1.3-1.4 (one)",
                          choices=(1, 2))
    crib_seed: int = option(0, "cards dealt face down to the crib to start it", "001 part 5 §1.3 (three-hand: one)",
                            choices=(0, 1))
    game: int = option(61, "the points of the game", "001 part 4 §8 (61); part 5 §1.4 (121), §1.5 (121 or 181)",
                       choices=(61, 121, 181))
    stop_at_go: bool = option(False, "the play stops at the first go or thirty-one (five-card)",
                              "001 part 5 §1.2")
    three_for_last: bool = option(False, "the non-dealer of a game's first hand pegs three",
                                  "001 part 5 §1.2 (five-card)")
    muggins: bool = option(False, "each player claims what he makes, each card in play and each hand in "
                           "the show; an opponent takes what he misses", "001 part 4 §8, irregularities "
                           "of the play and show (law C8)")
    lurch: bool = option(True, "a game won before the loser has passed half the board counts two",
                         "001 part 4 §8 (lurch: the loser short of the turn, 30 of 61); half of 121 or 181: "
                         "our reading")


class CribbageState(GameState):
    """One deal of cribbage (see the module docstring).

    Context: ``dealer`` (seat), ``score`` (points per side before the deal: a seat each, or two
    sides four-hand).

    Raises:
        SetupError: a number of players the game is not for, or a ``score`` of another shape.
    """

    rules_cls = CribbageRules
    rules: CribbageRules
    unit = "points"

    def __init__(self, num_players: int = 2, rules: CribbageRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        n = num_players
        if not 2 <= n <= 4:
            raise SetupError("cribbage is for two, three or four players (001 part 4 §8, part 5 §1.3-1.4)")
        if n * r.discard + r.crib_seed != 4:
            raise SetupError(f"the crib holds four: {n} players laying away {r.discard} each"
                             f"{' and one dealt to it' if r.crib_seed else ''} make "
                             f"{n * r.discard + r.crib_seed} (001 part 4 §8, part 5 §1.3-1.4)")
        self.n = n
        self.sides = 2 if n == 4 else n
        self.dealer = self.context.get("dealer", n - 1)
        self.eldest = (self.dealer + 1) % n
        self.score = self._context_numbers("score", [0] * self.sides)
        self.start_score = list(self.score)
        self.deck = self.shuffler.shuffle([Card(c) for c in range(52)])
        hands: list[list[Card]] = [[] for _ in range(n)]
        k = 0
        for _ in range(r.hand):
            for i in range(1, n + 1):
                hands[(self.dealer + i) % n].append(self.deck[k])
                k += 1
        self.crib: list[Card] = list(self.deck[k:k + r.crib_seed])
        k += r.crib_seed
        self.pack = list(self.deck[k:])
        self.hands = [sorted(h) for h in hands]
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.kept: list[list[Card]] = []
        self.starter: Card | None = None
        self.pegged = [0] * self.sides
        self.shows: list[dict[str, Any]] = []
        self.winner: int | None = None
        self.pegging: Pegging | None = None
        self.phase = "discard"
        self.claim: dict[str, Any] | None = None          # muggins: the count claimed, awaiting the call
        self._show_queue: list[tuple[int, str]] = []
        self.rulings: list[Ruling] = []
        for s in range(n):
            self.note(f"seat {s} is dealt {' '.join(map(str, self.hands[s]))}", to=s)
        if r.three_for_last and not any(self.start_score):
            self._peg(self.eldest, 3, "three for last (the non-dealer of the game's first hand)")

    # ----- scoring --------------------------------------------------------------------------
    def side(self, seat: int) -> int:
        return seat % 2 if self.n == 4 else seat

    def _peg(self, seat: int, points: int, why: str) -> None:
        if points <= 0 or self.winner is not None:
            return
        sd = self.side(seat)
        self.score[sd] += points
        self.pegged[sd] += points
        self.note(f"seat {seat} pegs {points}: {why} ({self.score[sd]})")
        if self.score[sd] >= self.rules.game:
            self.winner = sd
            self.phase = "over"
            self.note(f"seat {seat} reaches {self.rules.game} and wins the game")

    # ----- the turn ------------------------------------------------------------------------
    def _discarder(self) -> int | None:
        for i in range(1, self.n + 1):
            s = (self.dealer + i) % self.n
            if len(self.discards[s]) < self.rules.discard:
                return s
        return None

    @property
    def to_act(self) -> int | None:
        if self.phase == "discard":
            return self._discarder()
        if self.phase == "play":
            return self.pegging.turn if self.pegging else None
        if self.phase == "claim":
            return self.claim["owner"]
        if self.phase == "muggins":
            return self.claim["caller"]
        return None

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "discard":
            s = self._discarder()
            return [Action("discard", (c,)) for c in self.hands[s]]
        if ph == "play":
            p = self.pegging
            cards = p.playable(p.turn)
            return [Action("play", (c,)) for c in cards] if cards else [Action("go")]
        if ph == "claim":
            return [Action("claim", (k,)) for k in range(self.claim["most"] + 1)]
        if ph == "muggins":
            return [Action("muggins"), Action("pass")]
        return []

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.phase == "play" and action.verb == "play" and action.args:
            c = action.args[0]
            p = self.pegging
            if isinstance(c, Card) and c in p.hands[p.turn]:
                return (f"{c} would take the count past thirty-one ({p.total} + {pip(c)})", "001 part 4 §8, the play")
            return (f"{action.args[0]} is not in your hand", "001 part 4 §8, the play")
        if self.phase == "play" and action.verb == "go":
            return ("a go is said only when no card fits; saying it while able to play loses two",
                    "001 part 4 §8, the go")
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        v = action.verb
        if v == "discard":
            s = self._discarder()
            c = action.args[0]
            self.hands[s].remove(c)
            self.discards[s].append(c)
            self.crib.append(c)
            self.note(f"seat {s} lays {c} away to the crib", to=s)
            if self._discarder() is None:
                self._start_play()
        elif v in ("play", "go"):
            p = self.pegging
            seat = p.turn
            before = p.total
            seq: list[Card] = []
            if v == "play":
                c = action.args[0]
                seq = p.count + [c]
                scored = p.lay(seat, c)
                self.note(f"seat {seat} plays {c}: {count_words(before + pip(c))}")
            else:
                scored = p.go(seat)
                self.note(f"seat {seat}: go")
            claimed = self.rules.muggins and v == "play"
            own = 0
            for who, it in scored:
                if claimed and it.kind not in ("go", "last card"):
                    own += it.points           # the player claims these himself (muggins)
                    continue
                self._peg(who, it.points, it.words() if it.kind not in ("go", "last card") else
                          ("one for the go" if it.kind == "go" else "one for the last card"))
            if claimed and self.winner is None:
                self.phase = "claim"
                self.claim = {"owner": seat, "what": "play", "true": own, "most": 14, "claimed": None,
                              "caller": (seat + 1) % self.n, "cards": [str(x) for x in seq]}
                return
            if self.winner is None and p.over:
                self._start_show()
        elif v == "claim":
            self._claimed(action.args[0])
        elif v in ("muggins", "pass"):
            self._called(v == "muggins")

    def _start_play(self) -> None:
        self.starter = self.pack[0]
        self.note(f"the starter is {self.starter}")
        self.kept = [list(h) for h in self.hands]
        if heels(self.starter):
            self._peg(self.dealer, heels(self.starter), f"his heels ({self.starter})")
        if self.winner is not None:
            return
        self.phase = "play"
        self.pegging = Pegging(self.hands, self.eldest, stop_at_go=self.rules.stop_at_go)
        self.hands = self.pegging.hands

    def _start_show(self) -> None:
        order = [((self.dealer + i) % self.n, "hand") for i in range(1, self.n + 1)]
        self._show_queue = order + [(self.dealer, "crib")]
        self._next_show()

    def _next_show(self) -> None:
        while self._show_queue and self.winner is None:
            seat, what = self._show_queue.pop(0)
            cards = self.crib if what == "crib" else self.kept[seat]
            count = show(cards, self.starter, crib=(what == "crib"))
            entry = {"seat": seat, "what": what, "cards": [str(c) for c in cards],
                     "items": count.lines(), "total": count.total}
            self.shows.append(entry)
            self.note(f"seat {seat} shows his {what} {' '.join(map(str, cards))} with {self.starter}: "
                      + ("; ".join(count.lines()) or "nineteen (nothing)"))
            if self.rules.muggins:
                self.phase = "claim"
                self.claim = {"owner": seat, "what": what, "true": count.total,
                              "most": 60 if len(cards) > 4 else 29, "claimed": None,
                              "caller": (seat + 1) % self.n, "cards": entry["cards"]}
                return
            self._peg(seat, count.total, f"his {what}")
        if self.winner is None:
            self.phase = "over"
            self.note("the deal is over; nobody is out")

    def _claimed(self, k: int) -> None:
        c = self.claim
        assert c is not None
        c["claimed"] = k
        if c["what"] != "play":
            self.shows[-1]["claimed"] = k
        self.note(f"seat {c['owner']} claims {k} for his {c['what']}")
        if k == c["true"]:
            self._peg(c["owner"], k, f"his {c['what']}")
            self._after_claim()
        else:
            self.phase = "muggins"

    def _called(self, mug: bool) -> None:
        c = self.claim
        assert c is not None
        k, true = c["claimed"], c["true"]
        if not mug:
            self.note(f"seat {c['caller']} lets the claim pass")
            self._peg(c["owner"], k, f"his {c['what']} as claimed")
        else:
            self.note(f"seat {c['caller']}: muggins! the {c['what']} is worth {true}")
            self._peg(c["owner"], min(k, true), f"his {c['what']}")
            self._peg(c["caller"], abs(k - true), "muggins")
        self._after_claim()

    def _after_claim(self) -> None:
        assert self.claim is not None and self.pegging is not None
        what = self.claim["what"]
        self.claim = None
        if self.winner is not None:
            return
        if what == "play" and not self.pegging.over:
            self.phase = "play"
            return
        if what == "play":
            self._start_show()
            return
        self.phase = "show"
        self._next_show()

    # ----- results --------------------------------------------------------------------------
    def outcome(self) -> list[int]:
        if not self.is_over:
            raise DealNotOver("the deal is not over")
        return [self.pegged[self.side(s)] for s in range(self.n)]

    def result_text(self) -> str | None:
        if not self.is_over:
            return None
        names = ("seats 0 and 2", "seats 1 and 3") if self.n == 4 else tuple(f"seat {s}" for s in range(self.n))
        sc = ", ".join(f"{names[i]} {v}" for i, v in enumerate(self.score))
        if self.winner is not None:
            return f"{names[self.winner]} out with {self.score[self.winner]}: {sc}"
        return f"score {sc}"

    # ----- the referee (the irregularities of §8, :mod:`.laws`) ------------------------------
    #: call -> (law, phases it may be made in, who pegs: "opponent" of the offender or "pone")
    _CALLS = {"deal-out-of-turn": ("C2", ("discard",), "opponent"),
              "misdeal": ("C3", ("discard",), "pone"),
              "crib-retaken": ("C4", ("discard", "play"), "opponent"),
              "short-crib": ("C5", ("play", "claim", "muggins", "show"), "pone"),
              "false-go": ("C7", ("play",), "opponent"),
              "touched-pegs": ("C9", ("discard", "play", "claim", "muggins", "show"), "opponent")}

    def referee_calls(self) -> list[str]:
        return sorted(self._CALLS)

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        """Settle an irregularity reported at the table: ``seat`` is the offender (the dealer
        for a misdeal, a deal out of turn or a short crib); the points go to his next opponent
        on the left (four-hand: the other side), or to the non-dealer. ``crib-retaken`` takes
        ``cards=N`` (two a card). Raises IllegalAction for an unknown call, a seat not at the
        table, or a call the phase does not allow (nothing changes then)."""
        if call not in self._CALLS:
            raise IllegalAction(f"{str(call)[:40]!r} is not a referee call of cribbage "
                                f"(calls: {', '.join(self.referee_calls())})")
        if type(seat) is not int or not 0 <= seat < self.n:
            raise IllegalAction(f"name the offending seat, 0 to {self.n - 1}")
        law, phases, to = self._CALLS[call]
        if self.phase not in phases:
            raise IllegalAction(f"{call} is not called in the {self.phase} phase (only: {', '.join(phases)})",
                                _L(law))
        if to == "pone" and seat != self.dealer:
            raise IllegalAction(f"a {call} is the dealer's (seat {self.dealer})", _L(law))
        n_cards = details.get("cards", 1)
        if call == "crib-retaken" and (type(n_cards) is not int or not 1 <= n_cards <= 2):
            raise IllegalAction("crib-retaken takes cards=1 or cards=2", _L(law))
        unknown = set(details) - ({"cards"} if call == "crib-retaken" else set())
        if unknown:
            raise IllegalAction(f"{call} takes no {', '.join(sorted(unknown))}", _L(law))
        points = 2 * (n_cards if call == "crib-retaken" else 1)
        gets = self.eldest if to == "pone" else (seat + 1) % self.n
        ruling = Ruling(law=_L(law), penalty=f"seat {gets} pegs {points}",
                        detail=CRIBBAGE_LAWS[law].summary if call == "misdeal" else "",
                        effect={"pegs": {str(gets): points}}).made(call, seat, len(self.history), details)
        self._peg(gets, points, f"{call} by seat {seat} ({_L(law)})")
        self.rulings.append(ruling)
        return ruling

    # ----- what a seat may see --------------------------------------------------------------
    def _shown(self) -> bool:
        return bool(self.shows)

    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {s}": list(h) for s, h in enumerate(self.hands)}
        played: dict[int, list[Card]] = {s: [] for s in range(self.n)}
        if self.pegging:
            for s, c in self.pegging.played:
                played[s].append(c)
        for s in range(self.n):
            out[f"played {s}"] = played[s]
        out["crib"] = list(self.crib)
        out["starter"] = [self.starter] if self.starter is not None else []
        out["pack"] = list(self.pack[1:]) if self.starter is not None else list(self.pack)
        return out

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out: set[Card] = set(self.pack[1:] if self.starter is not None else self.pack)
        shown_hands = {e["seat"] for e in self.shows if e["what"] == "hand"}
        for s, h in enumerate(self.hands):
            if s != seat and s not in shown_hands:
                out.update(h)
        if not any(e["what"] == "crib" for e in self.shows):
            own = set(self.discards[seat]) if seat is not None else set()
            out.update(c for c in self.crib if c not in own)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        p = self.pegging
        v: dict[str, Any] = {
            "game": self.game.slug if getattr(self, "game", None) else "cribbage",
            "phase": self.phase, "seat": seat, "players": self.n, "dealer": self.dealer,
            "hand": [str(c) for c in self.hands[seat]] if seat is not None else None,
            "laid_away": [str(c) for c in self.discards[seat]] if seat is not None else [],
            "crib": len(self.crib), "starter": str(self.starter) if self.starter is not None else None,
            "count": p.total if p else 0, "this_count": [str(c) for c in p.count] if p else [],
            "played": [[s, str(c)] for s, c in p.played] if p else [],
            "score": list(self.score), "game_to": self.rules.game, "pegged": list(self.pegged),
            "shows": [dict(e) for e in self.shows],
            "to_act": self.to_act,
        }
        if self.claim is not None:
            v["claim"] = {"seat": self.claim["owner"], "what": self.claim["what"], "claimed": self.claim["claimed"],
                          "cards": list(self.claim["cards"])}
        if self.is_over:
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        me = view.get("seat")
        n = view["players"]
        names = ["seats 0 and 2", "seats 1 and 3"] if n == 4 else [f"seat {s}" for s in range(n)]
        lines = [f"{str(view['game']).replace('-', ' ').capitalize()} - {view['phase']} - dealer seat "
                 f"{view['dealer']} - game {view['game_to']}",
                 "Score: " + ", ".join(f"{names[i]} {v}" for i, v in enumerate(view["score"]))]
        if view.get("hand") is not None:
            lines.append(f"Your hand (seat {me}): " + (" ".join(view["hand"]) or "none")
                         + (f"; laid away {' '.join(view['laid_away'])}" if view["laid_away"] else ""))
        lines.append(f"Crib: {view['crib']} card{'' if view['crib'] == 1 else 's'}" + (f"; starter {view['starter']}" if view["starter"] else ""))
        if view["phase"] == "play" or view["played"]:
            lines.append(f"Count {view['count']}: " + (" ".join(view["this_count"]) or "-"))
        for e in view["shows"]:
            lines.append(f"seat {e['seat']} {e['what']} {' '.join(e['cards'])}: {e['total']}")
        if view.get("claim"):
            c = view["claim"]
            lines.append(f"seat {c['seat']} claims {c['claimed']} for his {c['what']}")
        if view.get("result"):
            lines.append("Deal over: " + view["result"])
        elif view.get("to_act") is not None:
            lines.append(f"seat {view['to_act']}" + (" (you)" if view["to_act"] == me else "") + " to act")
        return "\n".join(lines)

    def card_zones(self) -> dict[str, Zone]:
        """Hook for determinisation (:mod:`hoyle.core.determinise`; the ISMCTS seat): the
        hands (the pegging's own once the play is on), the crib, and the pack in its order (its
        top card the starter, seen by all once turned). The lists of cards each seat laid away
        are no zone: each is a second copy of its cards in the crib, and a redeal leaves them
        as they were (only their sizes and a seat's own are read: :meth:`hidden_cards`, the
        view and the count of cards still to lay away)."""
        zones = {f"hand {s}": Zone(h, attr="hands") for s, h in enumerate(self.hands)}
        zones["crib"] = Zone(self.crib, attr="crib")
        zones["pack"] = Zone(self.pack, ordered=True, attr="pack")
        return zones

    def redealt(self) -> None:
        """After a determinisation: a hand kept for the show (fixed when the play began) is
        again the cards its seat laid in the play and the cards it holds still."""
        if self.pegging is None or not self.kept:
            return
        for seat in range(self.n):
            laid = [c for s, c in self.pegging.played if s == seat]
            self.kept[seat] = sorted(laid + list(self.hands[seat]))

    def clone(self) -> "CribbageState":
        s = CribbageState.__new__(CribbageState)
        s.__dict__.update(self.__dict__)
        s.history = list(self.history)
        s.log = list(self.log)
        s.context = dict(self.context)
        s.score = list(self.score)
        s.pegged = list(self.pegged)
        s.crib = list(self.crib)
        s.discards = [list(d) for d in self.discards]
        s.kept = [list(k) for k in self.kept]
        s.shows = [dict(e) for e in self.shows]
        s._show_queue = list(self._show_queue)
        s.claim = dict(self.claim) if self.claim else None
        s.rulings = list(self.rulings)
        if self.pegging is not None:
            s.pegging = self.pegging.clone()
            s.hands = s.pegging.hands
        else:
            s.hands = [list(h) for h in self.hands]
        return s
