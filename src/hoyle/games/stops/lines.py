"""Five or Nine and Fan-tan with cards: play or pay (Foster 1914, seed ``001_parts/001_part5.txt``:
Пять или девять lines 1162-1173, Фан-тан lines 1174-1187; catalog ``001_part5.md`` §8.16-§8.17).
The chips and the pool are :mod:`hoyle.mechanics.stops` (``play_or_pay``, ``pay_per_card``).

Fan-tan (``mode="fan-tan"``): all the cards dealt, unevenly if so (line 1179); each antes ``ante``
to the pool (line 1178); the elder plays any card; in turn each plays the next card up in its suit
or pays one chip into the pool, one card a turn; after the king comes the ace, round the suit
until all thirteen are out (line 1181); the player of the thirteenth starts a new suit with any
card (line 1182); the first out takes the pool (line 1183). A player who holds the next card plays
it (our reading: "play or pay" is the choice of the one who cannot play; the engine pays for him).

Five or Nine (``mode="five-or-nine"``): dealt as Pope Joan, the rest left as stops (line 1164);
the elder starts the first line with a five or a nine, or passes, and the first to his left with
one starts (lines 1165-1166); each line is one suit, growing a card at a time up or down from its
start, the ace low and the king high (lines 1167-1169); a player unable to play pays a chip to the
pool (line 1172), and the first out takes the pool and one chip a card from each hand (line 1173).
The book contradicts itself on a new line (lines 1170-1171, catalog §8.16): our reading, a new
line (in a suit with none) may be started with a five at any turn, in place of continuing too, and
with a nine unless the first line of the deal started with a nine; a card may go on any line (a
line is a suit's sequence, as the ends of a domino line). A deal where nobody can play is blocked
(the book is silent): the fewest cards take the pool and one a card, the first of equals from the
elder (our reading).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, card, standard_pack
from ...core import Action, Rules, option
from ...mechanics.stops import ACE_LOW, Chips, SuitOrder, pay_per_card, play_or_pay
from .common import StopsDeal
from .state import SOURCE, SUIT_LETTERS, deal_size

__all__ = ["LineRules", "LineState"]

ROUND = SuitOrder(ACE_LOW.ranks, wrap=True)


@dataclass(frozen=True)
class LineRules(Rules):
    mode: str = option("five-or-nine", "Five or Nine's lines from a five or nine, or Fan-tan's round of the suit",
                       f"{SOURCE} lines 1162-1173 (five or nine), 1174-1187 (fan-tan)",
                       choices=("five-or-nine", "fan-tan"))
    ante: int = option(1, "Fan-tan: each player's stake into the pool before the deal",
                       f"{SOURCE} line 1178: an agreed stake", minimum=0, maximum=100)


class LineState(StopsDeal):
    """One deal of Five or Nine or Fan-tan (module docstring). Seats 0..n-1, the dealer
    ``context["dealer"]`` (default the last seat). Actions: ``play C``. A seat without a card to
    play pays its chip by itself (the log says so), so every turn offered has a card to play."""

    rules_cls = LineRules
    unit = "chips"

    def __init__(self, num_players: int, rules: LineRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        r: LineRules = self.rules
        self._seat(num_players)
        n = self.n
        self.fantan = r.mode == "fan-tan"
        deck = [int(c) for c in self.shuffler.shuffle(list(standard_pack()))]
        dealt = 52 if self.fantan else deal_size("52", n)[0] * n
        self.hands: list[list[int]] = [[] for _ in range(n)]
        for i in range(dealt):
            self.hands[(self.elder + i) % n].append(deck[i])
        self.stops: list[int] = deck[dealt:]
        self.chips = Chips(n, {"pool": 0})
        if self.fantan and r.ante:
            for s in range(n):
                self.chips.stake(s, "pool", r.ante)
            self.note(f"each antes {r.ante} to the pool")
        self.lines: dict[int, tuple[int, int]] = {}         # suit -> (low place, high place), five or nine
        self.first_start: int | None = None                  # the rank of the deal's first start
        self.current: int | None = None                      # fan-tan: the last card of the suit in play
        self.count = 0                                       # fan-tan: cards of that suit out
        self.done: list[int] = []                            # fan-tan: suits completed, turned down
        self.played: list[tuple[int, int]] = []
        self.paid = [0] * n
        self.winner: int | None = None
        self.blocked = False
        self.over = False
        self.turn = self.elder
        self._seek(self.elder)

    # ----- what may be played -------------------------------------------------------------------
    def _playable(self, seat: int) -> list[int]:
        h = self.hands[seat]
        if self.fantan:
            if self.current is None:
                return sorted(h)
            nxt = ROUND.after(self.current)
            return [int(nxt)] if nxt is not None and int(nxt) in h else []
        out = set()
        for suit, (lo, hi) in self.lines.items():
            for p in (lo - 1, hi + 1):
                if 0 <= p < 13 and int(card(ACE_LOW.ranks[p], suit)) in h:
                    out.add(int(card(ACE_LOW.ranks[p], suit)))
        for c in h:
            r = Card(c).rank
            if c % 4 not in self.lines and (r == 5 or (r == 9 and self.first_start != 9)):
                out.add(c)
        return sorted(out)

    def _seek(self, seat: int) -> None:
        """The turn goes to ``seat`` or, while a seat cannot play, on to the left: each unable
        seat pays a chip (or, before the first line, passes); nobody able: blocked."""
        if not any(self._playable(s) for s in range(self.n)):
            self._block()
            return
        s = seat
        while not self._playable(s):
            if self.first_start is None and not self.fantan:
                self.note(f"{self.seat_names[s]} has no five or nine: passes")
            else:
                play_or_pay(self.chips, s)
                self.paid[s] += 1
                self.note(f"{self.seat_names[s]} cannot play: pays one to the pool")
            s = (s + 1) % self.n
        self.turn = s

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        return [Action("play", (Card(c),)) for c in self._playable(self.turn)]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.over:
            return ("the deal is over", None)
        if action.verb == "play" and action.args and isinstance(action.args[0], Card):
            c = action.args[0]
            if int(c) not in self.hands[self.turn]:
                return (f"{c} is not in your hand", None)
            if self.fantan:
                nxt = ROUND.after(self.current) if self.current is not None else None
                return (f"the next card up the suit is {nxt}: play it or pay (you cannot play {c})",
                        f"{SOURCE} line 1180 (fan-tan)")
            if self.first_start is None or c % 4 not in self.lines:
                return (f"a line starts with a five, or a nine unless the first line started with one: not {c}",
                        f"{SOURCE} lines 1165, 1170-1171 (five or nine)")
            return (f"{c} is not next to an end of the {SUIT_LETTERS[c % 4]} line",
                    f"{SOURCE} lines 1167-1169 (five or nine)")
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        seat, c = self.turn, int(action.args[0])
        self.hands[seat].remove(c)
        self.played.append((seat, c))
        name = self.seat_names[seat]
        self.note(f"{name} plays {Card(c)}")
        if self.fantan:
            self.current = c
            self.count += 1
            if self.count == 13:
                self.done.append(c % 4)
                self.current, self.count = None, 0
                self.note(f"the {SUIT_LETTERS[c % 4]} suit is complete and turned down")
        else:
            suit, place = c % 4, ACE_LOW.place(c)
            assert place is not None
            if suit in self.lines:
                lo, hi = self.lines[suit]
                self.lines[suit] = (min(lo, place), max(hi, place))
            else:
                self.lines[suit] = (place, place)
                if self.first_start is None:
                    self.first_start = Card(c).rank
        if not self.hands[seat]:
            self._finish(seat)
            return
        if self.fantan and self.current is None:
            self.turn = seat                                 # the thirteenth's player starts a new suit
            return
        self._seek((seat + 1) % self.n)

    def _block(self) -> None:
        self.blocked = True
        fewest = min(len(h) for h in self.hands)
        who = next((self.elder + k) % self.n for k in range(self.n)
                   if len(self.hands[(self.elder + k) % self.n]) == fewest)
        self.note("nobody can play: the deal is blocked")
        self._finish(who)

    def _finish(self, seat: int) -> None:
        self.winner = seat
        self.over = True
        self.turn = seat
        k = self.chips.claim(seat, "pool")
        self.note(f"{self.seat_names[seat]} {'is out' if not self.blocked else 'holds the fewest'} and takes the pool ({k})")
        if not self.fantan:
            paid = pay_per_card(self.chips, seat, self.hands)
            self.note(f"{self.seat_names[seat]} takes one a card: " + ", ".join(
                f"{self.seat_names[s]} {p}" for s, p in enumerate(paid) if s != seat))
        self.chips.check()

    # ----- results and views --------------------------------------------------------------------
    def result_text(self) -> str | None:
        if not self.over or self.winner is None:
            return None
        how = "holds the fewest cards (blocked)" if self.blocked else "is out"
        return f"{self.seat_names[self.winner]} {how}; " + ", ".join(
            f"{self.seat_names[s]} {v:+d}" for s, v in enumerate(self.chips.net))

    def _line_text(self, suit: int) -> str:
        if self.fantan:
            cards = [c for _, c in self.played if c % 4 == suit]
            if suit in self.done:
                return "complete (turned down)"
            return " ".join(Card(c).pretty[:-1] for c in cards)
        if suit not in self.lines:
            return ""
        lo, hi = self.lines[suit]
        return " ".join(Card(card(ACE_LOW.ranks[p], suit)).pretty[:-1] for p in range(lo, hi + 1))

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        v: dict[str, Any] = {
            "game": self.game.slug if hasattr(self, "game") else self.rules.mode,
            "phase": "over" if self.over else "play",
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "hand": [str(Card(c)) for c in sorted(self.hands[seat], key=lambda c: (c % 4, ACE_LOW.place(c) or 0))]
            if seat is not None else None,
            "cards_held": {names[s]: len(h) for s, h in enumerate(self.hands)},
            "stops": len(self.stops),
            "lines": {SUIT_LETTERS[su]: self._line_text(su) for su in range(4)},
            "pool": self.chips.pools["pool"],
            "paid": {names[s]: k for s, k in enumerate(self.paid)},
            "played": [f"{names[s]} {Card(c)}" for s, c in self.played[-8:]],
            "to_act": None if self.to_act is None else names[self.to_act],
        }
        if self.fantan:
            v["in_play"] = None if self.current is None else str(Card(self.current))
        else:
            v["first_start"] = self.first_start
        if self.over:
            v["hands_left"] = {names[s]: [str(Card(c)) for c in sorted(h)] for s, h in enumerate(self.hands)}
            v["stops_turned"] = [str(Card(c)) for c in sorted(self.stops)]
            v["chips"] = {names[s]: x for s, x in enumerate(self.chips.net)}
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view['game']} - dealer {view['dealer']} - pool {view['pool']}"
                 + (f" - stops {view['stops']} face down" if view["stops"] else "")]
        for su, text in view["lines"].items():
            if text:
                lines.append(f"  {su}: {text}")
        if view.get("in_play"):
            lines.append(f"In play: {view['in_play']}")
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + (" ".join(view["hand"]) or "(none)"))
        lines.append("Cards held: " + ", ".join(f"{s} {k}" for s, k in view["cards_held"].items()))
        lines.append("Paid to the pool: " + ", ".join(f"{s} {k}" for s, k in view["paid"].items()))
        if view["played"]:
            lines.append("Last played: " + ", ".join(view["played"]))
        if view.get("result"):
            lines += cls._end_lines(view)
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to play")
        return "\n".join(lines)

    def clone(self) -> "LineState":
        s = self._clone_common()
        s.lines = dict(self.lines)
        s.done = list(self.done)
        s.played = list(self.played)
        s.paid = list(self.paid)
        return s
