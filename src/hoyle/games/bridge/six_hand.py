"""Six-hand bridge (Foster 1914, 001 part 1 §4.9): six players in three pairs at two card tables
pushed together; at each table a deal of straight bridge, so two deals at once and three
rubbers running side by side (between the pairs A-B, A-C and B-C).

Seats 0-5 are the numbered positions 1-6 (:data:`~hoyle.games.bridge.rotations.SIX_HAND_TABLES`):
the two partners at the ends (positions 1 and 4) deal, each playing with the dummy hand that
lies opposite him where the tables meet; on either side of each dealer sit a pair of
adversaries (positions 2 and 5 at the first table, 3 and 6 at the second). Each table is a
:class:`~hoyle.games.bridge.state.BridgeState` deal (its own pack) with the dealer West, his
left-hand adversary North (who leads), the other South and the dummy East.

* A dealer who passes the declaration hands his dummy to the dealer at the other end, who
  must declare for his partner (``declare hearts``); he sees that dummy from then on.
* The first table's deal is declared and played out, then the second's (one action at a time;
  the book's tables play at once, and nothing in one deal depends on the other's play).
* A table may sit out (``context["idle"]``, a list of table numbers): when a pair has won its
  rubber from another, the three players at that end sit the next deal out (§4.9). Their
  seats stay real seats that never act.

Outcome per seat: partners win or lose together, so each seat gets his pair's net over the
tables his pair played (the dealing pair both tables, each adversary pair its one table);
zero-sum.
"""

from __future__ import annotations

import copy
from typing import Any

from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook
from ...core.state import GameState
from .bots import BridgeBot
from .matches import SeatedMatch, _rubber_context
from .rotations import SIX_HAND_TABLES, six_hand_rotation
from .state import BridgeRules, BridgeState

__all__ = ["SixHandBridgeState", "SixHandBridgeMatch", "SixHandBot", "SIX_HAND_LAWS"]

SIX_HAND_LAWS = LawBook.of("Six-hand bridge", "Foster 1914, 001 part 1 §4.9", [
    ("4.9a", "seating", "Two tables together; the two dealers, partners, sit at the ends with a pair of adversaries on either side of each."),
    ("4.9b", "moving", "After each deal every player moves down one numbered position (1 goes to 6), so each pair in turn comes to the ends and deals."),
    ("4.9c", "passing", "A dealer who passes hands the dummy opposite him to the dealer at the other end, who must declare for his partner."),
    ("4.9d", "rubbers", "Four hands are dealt and played at each table as at bridge; three rubbers, between each two pairs, are scored at once."),
    ("4.9e", "sitting-out", "When a pair wins its rubber from another, the three players at one end sit out one deal."),
])

#: seat (position - 1) at each compass place of each table: W dealer, N left, S right
_PLACES = tuple({3: d - 1, 0: left - 1, 2: right - 1} for d, left, right in SIX_HAND_TABLES)
_DUMMY = 1            # East: the dummy hand, opposite the dealer
#: what a view keeps of a table whose deal is over while the other table plays
_SUMMARY = ("game", "form", "phase", "dealer", "score_below", "games", "declared_by", "contract",
            "doubled", "declarer", "dummy", "tricks", "result")


class SixHandBridgeState(GameState):
    """One deal of six-hand bridge: two straight-bridge deals, one per table. Actions are the
    acting table's (``declare hearts``, ``pass``, ``double``, ``redouble``, ``play QS``)."""

    rules_cls = BridgeRules
    unit = "points"

    def __init__(self, num_players: int = 6, rules: BridgeRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if num_players != 6:
            raise SetupError("six-hand bridge is played by six", SIX_HAND_LAWS.cite("4.9a"))
        if self.rules.form != "straight":
            raise SetupError("six-hand bridge is straight bridge", SIX_HAND_LAWS.cite("4.9d"))
        idle = self.context.get("idle", [])
        if not isinstance(idle, list) or not set(idle) <= {0, 1} or len(set(idle)) == 2:
            raise SetupError("context['idle'] names at most one table, 0 or 1", SIX_HAND_LAWS.cite("4.9e"))
        self.idle = sorted(set(idle))
        below = self._context_numbers("below", [[0, 0], [0, 0]])
        games = self._context_numbers("games", [[0, 0], [0, 0]])
        self.tables: list[BridgeState | None] = []
        for t in range(2):
            if t in self.idle:
                self.tables.append(None)
                continue
            sub = BridgeState(4, self.rules, self.shuffler,
                              {"dealer": 3, "below": list(below[t]), "games": list(games[t])})
            self.tables.append(sub)

    # ----- whose turn ------------------------------------------------------------------------
    def _active(self) -> int | None:
        for t, sub in enumerate(self.tables):
            if sub is not None and sub.phase != "over":
                return t
        return None

    @property
    def active_table(self) -> int | None:
        """The table whose deal is being declared or played (None when both are over)."""
        return self._active()

    def _seat_of(self, t: int, compass: int) -> int:
        # the dummy's partner is the dealer at the other end: he declares for the dummy when
        # the dealer passes, and redoubles in the partner's turn (in play the dealer plays it)
        return _PLACES[1 - t][3] if compass == _DUMMY else _PLACES[t][compass]

    @property
    def to_act(self) -> int | None:
        t = self._active()
        if t is None:
            return None
        return self._seat_of(t, self.tables[t].to_act)

    def legal_actions(self) -> list[Action]:
        t = self._active()
        return [] if t is None else self.tables[t].legal_actions()

    def _check(self, action: Action) -> None:
        t = self._active()
        if t is None:
            raise IllegalAction("the deal is over")
        self.tables[t]._check(action)

    def _apply(self, action: Action) -> None:
        sub = self.tables[self._active()]
        sub.apply(action)

    def clone(self) -> "SixHandBridgeState":
        s = copy.copy(self)
        s.tables = [None if sub is None else sub.clone() for sub in self.tables]
        s.history = self.history[:]
        s.log = self.log[:]
        return s

    # ----- scoring ---------------------------------------------------------------------------
    def table_results(self) -> list[dict | None]:
        """Each table's bridge result (below, above, games, rubber) for its N-S (the adversary
        pair) and E-W (the dealing pair); None for a table that sat out."""
        if self.to_act is not None:
            raise DealNotOver("the hand is not finished")
        return [None if sub is None or sub.annulled else sub.result() for sub in self.tables]

    def outcome(self) -> list[int]:
        out = [0] * 6
        for t, sub in enumerate(self.tables):
            if sub is None:
                continue
            d = sub.outcome()[0]               # N-S net: the adversary pair's
            for compass, seat in _PLACES[t].items():
                out[seat] += d if compass in (0, 2) else -d
            out[_PLACES[1 - t][3]] -= d        # the dealer's partner at the other end shares it
        return out

    def result_text(self) -> str | None:
        if self.to_act is not None:
            return None
        parts = []
        for t, sub in enumerate(self.tables):
            parts.append(f"table {t + 1}: " + ("sat out" if sub is None else sub.result_text() or ""))
        return "; ".join(parts)

    # ----- what a seat sees ------------------------------------------------------------------
    def _declares_for_partner(self, t: int, seat: int | None) -> bool:
        """``seat`` is the other end's dealer and has been handed table ``t``'s dummy."""
        sub = self.tables[t]
        if sub is None or seat != _PLACES[1 - t][3]:
            return False
        if sub.phase == "declare":
            return sub._declare_turn == _DUMMY
        return sub.maker == _DUMMY

    def _compass(self, t: int, seat: int | None) -> int | None:
        if seat is None:
            return None
        return next((c for c, s in _PLACES[t].items() if s == seat), None)

    def card_locations(self) -> dict[str, list]:
        out = {}
        for t, sub in enumerate(self.tables):
            if sub is not None:
                out.update({f"table {t + 1} {k}": v for k, v in sub.card_locations().items()})
        return out

    def hidden_cards(self, seat: int | None) -> list:
        out = []
        for t, sub in enumerate(self.tables):
            if sub is None:
                continue
            hidden = sub.hidden_cards(self._compass(t, seat))
            if self._declares_for_partner(t, seat):
                hidden = hidden - set(sub._hand_list(_DUMMY))
            out.extend(hidden)
        return out

    def determinise(self, seat: int, rng: Any) -> "SixHandBridgeState | None":
        """Hook for the ISMCTS seat: each table's deal determinised apart (each has its own
        pack), for the place ``seat`` holds there -- none at a table it does not sit at (a
        spectator's: only the cards shown), the dummy's where it declares for its partner at
        the other end (law 4.9c: it has been handed that dummy). None where a table has none."""
        from ...bots.ismcts import determinise as determinise_table
        out = self.clone()
        for t, sub in enumerate(self.tables):
            if sub is None:
                continue
            place = self._compass(t, seat)
            if place is None and self._declares_for_partner(t, seat):
                place = _DUMMY
            d = determinise_table(sub, place, rng)
            if d is None:
                return None
            out.tables[t] = d
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        tables = []
        for t, sub in enumerate(self.tables):
            if sub is None:
                tables.append(None)
                continue
            if sub.phase == "over" and self._active() is not None:
                # a finished table while the other plays: its contract and result only
                tables.append({k: v for k, v in sub.view(None).items() if k in _SUMMARY})
                continue
            tv = sub.view(self._compass(t, seat))
            tv["game"] = "six-hand-bridge"
            if t != self._active():
                tv["to_act"] = None                            # this table waits its turn
            if self._declares_for_partner(t, seat):
                tv["partner_dummy"] = sorted(str(c) for c in sub._hand_list(_DUMMY))
                if sub.phase == "declare":
                    tv["hand"] = tv["partner_dummy"]          # he declares on the dummy's cards
                    tv["seat"] = "E"
            tables.append(tv)
        to_act = self.to_act
        return {"game": "six-hand-bridge", "seat": None if seat is None else seat + 1,
                "to_act": None if to_act is None else to_act + 1, "active_table": self._active(),
                "positions": [[d, left, right] for d, left, right in SIX_HAND_TABLES],
                "idle": self.idle, "tables": tables}

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Six-hand bridge - {'spectator' if view['seat'] is None else 'position ' + str(view['seat'])}"
                 + (f" - position {view['to_act']} to act at table {view['active_table'] + 1}"
                    if view["to_act"] is not None else "")]
        for t, tv in enumerate(view["tables"]):
            d, left, right = view["positions"][t]
            lines.append(f"-- table {t + 1} (dealer at {d}, adversaries at {left} and {right})"
                         + (": sits out" if tv is None else ""))
            if tv is not None:
                lines.append(BridgeState.render_view(tv))
                if tv.get("partner_dummy"):
                    lines.append("Partner's dummy, handed to you: " + " ".join(tv["partner_dummy"]))
        return "\n".join(lines)


class SixHandBridgeMatch(SeatedMatch):
    """Six-hand bridge between three pairs (§4.9): the players at positions 1-6 of the first
    deal (``players``, by default P1-P6) make the pairs 1-4, 2-5 and 3-6; after each deal all
    move down one position (:func:`~hoyle.games.bridge.rotations.six_hand_rotation`). Three
    rubbers run at once, one per pairing (``rubbers_won``); when a pair wins its rubber, the
    next deal of that pairing is sat out by the three players at that end, and a new rubber
    between them starts after it (our reading of "for one deal"). The match ends when every
    pairing has finished ``rubbers`` rubbers (one). ``scores``: each player's pair's points."""

    def __init__(self, *args, rubbers: int = 1, **kwargs):
        super().__init__(*args, **kwargs)
        p = self.seating
        self.pair_of = {p[0]: "A", p[3]: "A", p[1]: "B", p[4]: "B", p[2]: "C", p[5]: "C"}
        self.rubber_scores = {k: {"below": {}, "games": {}} for k in ("AB", "AC", "BC")}
        for k, r in self.rubber_scores.items():
            r["below"] = dict.fromkeys(k, 0)
            r["games"] = dict.fromkeys(k, 0)
        self.rubbers_won: list[tuple[str, str]] = []       # (pairing, winner)
        self.pending_sit_out: list[str] = []
        self.rubbers = rubbers

    def pairings(self) -> list[tuple[str, str]]:
        """(dealing pair, adversary pair) at each table of the next deal."""
        return [(self.pair_of[self.seating[d - 1]], self.pair_of[self.seating[a - 1]])
                for d, a, _ in SIX_HAND_TABLES]

    @staticmethod
    def _key(a: str, b: str) -> str:
        return "".join(sorted(a + b))

    def next_deal(self):
        below, games, idle = [], [], []
        for t, (d, o) in enumerate(self.pairings()):
            r = self.rubber_scores[self._key(d, o)]
            below.append([r["below"][o], r["below"][d]])
            games.append([r["games"][o], r["games"][d]])
            if self._key(d, o) in self.pending_sit_out and not idle:
                idle.append(t)
        self.context.update(below=below, games=games, idle=idle)
        return super().next_deal()

    def deal_points(self, state) -> list[int]:
        pts = [0] * 6
        for t, r in enumerate(state.table_results()):
            if r is None:
                continue
            dealer, left, right = (x - 1 for x in SIX_HAND_TABLES[t])
            for seat in (left, right):
                pts[seat] += r["below"][0] + r["above"][0]
            for seat in (dealer, SIX_HAND_TABLES[1 - t][0] - 1):
                pts[seat] += r["below"][1] + r["above"][1]
        return pts

    def carry(self, state) -> dict:
        ctx = super().carry(state)
        for t, (d, o) in enumerate(self.pairings()):
            key = self._key(d, o)
            sub = state.tables[t]
            if sub is None:
                self.pending_sit_out.remove(key)
                continue
            if sub.annulled:
                continue
            side = {}
            done = _rubber_context(side, sub)
            r = self.rubber_scores[key]
            r["below"][o], r["below"][d] = side["below"]
            r["games"][o], r["games"][d] = side["games"]
            if done is not None:
                self.rubbers_won.append((key, o if done["winner"] == "NS" else d))
                r["below"] = dict.fromkeys(key, 0)
                r["games"] = dict.fromkeys(key, 0)
                self.pending_sit_out.append(key)
        pos = six_hand_rotation({i + 1: who for i, who in enumerate(self.seating)})
        self.seating = [pos[i + 1] for i in range(6)]
        ctx.pop("idle", None)
        return ctx

    @property
    def is_over(self) -> bool:
        return all(sum(1 for k, _ in self.rubbers_won if k == key) >= self.rubbers
                   for key in self.rubber_scores)


class SixHandBot(BridgeBot):
    """The bridge bot at six-hand bridge: it reads the acting table's view."""

    def choose(self, view: dict[str, Any], legal):
        t = view.get("active_table")
        return super().choose(view["tables"][t] if t is not None else view, legal)
