"""The piquet score cards: deals played with a real pack, counted by the engine's own match.

An announced deal becomes an :class:`AnnouncedPiquetDeal`, a :class:`PiquetState` holding no
cards but what each player scored, and the game's own match carries it: ``piquet-au-cent``
(alias ``piquet``) by :class:`~hoyle.games.piquet.PiquetMatch`, counted out to 100 in the
book's order and settled game by game, a loser below fifty lurched (a double game; Foster
1914, 001 part 5 §2.1, our piquet laws 21-24); ``rubicon-piquet`` by
:class:`~hoyle.games.piquet.RubiconMatch`, a partie of six deals settled by the book's rule:
the lower total from the higher and 100, a loser below 100 rubiconed (both totals and 100), a
tie two deals more (§2.5, law 26).

Line format (one deal), each player named ``N`` or ``S`` (seat 0, seat 1; ``elder`` and
``dealer`` name them by this deal's roles), followed by what he scored:

* item by item, as the players call them: ``N point 5 sequence 15 set 17 tricks 11 capot 40
  S sequence 4`` (classes ``blanche`` 10, ``point`` 3-8, ``sequence`` (a class's calls may be
  said one by one: ``sequence 15 sequence 3``; a class that scores once a deal, the point, the
  carte-blanche, repique, pique, the cards, capot, given twice is refused), ``set`` (``quatorze``/``trio``), ``repique``
  60, ``tricks`` (the lead and trick points), ``pique`` 30, ``cards`` 10, ``capot`` 40); a
  player who scored nothing may be left out. The card checks what one class can give
  (a point, a sequence, a set scores for one player only; repique by the count of the
  declarations, law 22), so an impossible call is refused;
* or simply the totals: ``N 71 S 27`` (or bare ``71 27``, seat 0 first);
* ``void`` for a deal annulled by law (laws 4-6, 12: the same dealer deals again).

At piquet au cent a deal in which both would pass 100 needs ``out N`` (who counted out first,
law 24) where the counting order cannot tell: with totals always, item by item when neither
reached it before the trick points (those are counted trick by trick, in the play's order).
"""

from __future__ import annotations

import itertools
from typing import Any

from ...mechanics.declarations import first_to
from ...mechanics.scorecard import AnnouncedDeal, EntryRefused, ScoreCard, register_score_card
from .state import COUNT_ORDER, PiquetState

__all__ = ["AnnouncedPiquetDeal", "PiquetScoreCard", "RubiconScoreCard"]

_NAMES = ("N", "S")
_SEATS = {"n": 0, "s": 1, "north": 0, "south": 1}
#: the words for each class of the counting order (law 24), as the players call them
_CLASS_WORDS = {
    "blanche": "carte-blanche", "carte-blanche": "carte-blanche", "cb": "carte-blanche",
    "point": "point",
    "sequence": "sequence", "sequences": "sequence", "seq": "sequence",
    "set": "set", "sets": "set", "quatorze": "set", "quatorzes": "set", "trio": "set", "trios": "set",
    "repique": "repique", "tricks": "tricks", "play": "tricks", "pique": "pique", "cards": "cards",
    "capot": "capot",
}
_DECLARED = ("carte-blanche", "point", "sequence", "set")
_ONE_ONLY = ("point", "sequence", "set", "repique", "pique", "cards", "capot")
#: the classes that score once a deal, with their laws: a second call of one is refused as
#: given twice (a player may hold several scoring sequences and sets, laws 15-16, and counts
#: the trick points trick by trick, law 21, so those may be said one by one and are summed)
_ONCE = {"carte-blanche": "7", "point": "14", "repique": "22", "pique": "23", "cards": "21", "capot": "21"}


def _law(n: str, where: str = "§2.1") -> str:
    return f"001 part 5 {where}, piquet law {n}"


def _sequence_scores() -> frozenset[int]:
    """What a hand's sequences can score together (law 15): tierce 3, quatrième 4, quinte and
    longer ten more than their length, any lengths of three to eight that twelve cards hold."""
    value = {n: n if n <= 4 else 10 + n for n in range(3, 9)}
    out: set[int] = set()
    for k in range(1, 5):
        for combo in itertools.combinations_with_replacement(range(3, 9), k):
            if sum(combo) <= 12:
                out.add(sum(value[n] for n in combo))
    return frozenset(out)


def _set_scores() -> frozenset[int]:
    """What a hand's quatorzes and trios can score together (law 16): 14 a quatorze, 3 a trio,
    of the five ranks from the ace to the ten, in twelve cards."""
    return frozenset(14 * q + 3 * t for q in range(4) for t in range(6)
                     if (q or t) and q + t <= 5 and 4 * q + 3 * t <= 12)


SEQUENCE_SCORES = _sequence_scores()
SET_SCORES = _set_scores()


class AnnouncedPiquetDeal(AnnouncedDeal, PiquetState):
    """A finished two-hand piquet deal known only by what each player scored: ``scored``, the
    deal's ``(item, seat, points)`` in the counting order of law 24 (the trick points of the
    player who counted out first before the other's), or ``void`` (a deal annulled by law,
    the same dealer again). ``context`` is the match's (``dealer``, ``score``)."""

    def __init__(self, rules: Any, context: dict, scored: list[tuple[str, int, int]], void: bool = False,
                 entry: dict | None = None):
        self.rules = rules
        self.context = dict(context)
        self.n = 2
        self.active = self.players = [0, 1]
        self.partners = False
        self.two = True
        self.seat_names = _NAMES
        self.dealer = int(self.context.get("dealer", 1)) % 2
        self.order = [1 - self.dealer, self.dealer]
        self.elder = self.order[0]
        self.score_before = [int(x) for x in self.context.get("score") or [0, 0]]
        self.barred: set[int] = set()
        self.void = "annulled by law (laws 4-6, 12)" if void else None
        self.same_dealer = bool(void)
        self._scored = list(scored)
        self.phase = "over"
        self._announce(entry)

    def items(self) -> list[tuple[str, int, int]]:
        return [] if self.void else list(self._scored)


class PiquetScoreCard(ScoreCard):
    """Two-hand piquet deals as announced (see the module docstring): piquet au cent."""

    seats = 2
    seat_labels = _NAMES
    line_format = ("N point 5 sequence 15 tricks 11 cards 10 S set 14 tricks 6 | N 71 S 27 [out N] | void   "
                   "(what each player scored, class by class as called, or his total; 'out N': who "
                   "counted out first when both pass the game)")
    counts_out = True
    #: the class words (law 24) and the seats' other names: never a player's name
    entry_words = frozenset(_CLASS_WORDS) | frozenset(_SEATS) | {"elder", "dealer", "younger", "out", "void"}

    # ----- parsing ---------------------------------------------------------------------------
    @property
    def _n(self) -> str:
        """Seat 0 as the messages name him: his name where the card has names, else N."""
        return self.player(0)

    @property
    def _s(self) -> str:
        return self.player(1)

    def _seat(self, word: str) -> int | None:
        if word in _SEATS:
            return _SEATS[word]
        dealer = int(self.match.context.get("dealer", 1)) % 2
        if word == "elder":
            return 1 - dealer
        if word in ("dealer", "younger"):
            return dealer
        return None

    def parse(self, text: str) -> dict[str, Any]:
        words = text.replace(",", " ").replace(":", " ").lower().split()
        if words == ["void"]:
            return {"void": True}
        if not words:
            raise EntryRefused(f"a deal is what each player scored, e.g. '{self._n} 71 {self._s} 27' or "
                               f"'{self._n} point 5 tricks 7'")
        out: int | None = None
        if "out" in words:
            i = words.index("out")
            if i + 2 != len(words) or self._seat(words[i + 1]) is None:
                raise EntryRefused(f"say who counted out at the end of the line: 'out {self._n}' or 'out {self._s}'")
            out = self._seat(words[i + 1])
            words = words[:i]
            if not words:
                raise EntryRefused(f"'out ...' ends a deal's line: first say what each player scored, e.g. "
                                   f"'{self._n} 71 {self._s} 27 out {self._n}'")
        if all(w.isascii() and w.isdigit() for w in words):       # bare totals, seat 0 first
            if len(words) != 2:
                raise EntryRefused(f"bare totals are two numbers, {self._n}'s and {self._s}'s, not {len(words)}")
            return {"totals": [int(words[0]), int(words[1])], "out": out}
        totals: list[int | None] = [None, None]
        items: list[dict[str, int]] = [{}, {}]
        said: set[int] = set()
        seat: int | None = None
        i = 0
        while i < len(words):
            w = words[i]
            s = self._seat(w)
            if s is not None:
                if s in said:
                    raise EntryRefused(f"{self.player(s)} is named twice in one deal")
                said.add(s)
                seat = s
                i += 1
                if i < len(words) and words[i].isascii() and words[i].isdigit():
                    totals[s] = int(words[i])
                    i += 1
                    if i < len(words) and words[i] in _CLASS_WORDS:
                        raise EntryRefused(f"{self.player(s)}'s score is his total or his items, not both")
                continue
            if seat is None:
                raise EntryRefused(f"a deal names the player first ({self._n} or {self._s}, or elder/dealer), "
                                   f"not {w[:20]!r}")
            if w not in _CLASS_WORDS:
                raise EntryRefused(f"{w[:20]!r} is not a piquet score: blanche, point, sequence, set "
                                   "(quatorze, trio), repique, tricks, pique, cards, capot", _law("24"))
            if i + 1 >= len(words) or not words[i + 1].isascii() or not words[i + 1].isdigit():
                raise EntryRefused(f"say what {self.player(seat)}'s {w} scored, e.g. '{w} 5'")
            k = _CLASS_WORDS[w]
            if k in _ONCE and k in items[seat]:
                raise EntryRefused(f"{k} is given twice for {self.player(seat)}: the {k} scores once a deal; "
                                   f"enter it once, e.g. '{w} {words[i + 1]}'", _law(_ONCE[k]))
            items[seat][k] = items[seat].get(k, 0) + int(words[i + 1])
            i += 2
        if not said:
            raise EntryRefused(f"a deal names the players, {self._n} and {self._s}, and what each scored")
        if any(t is not None for t in totals):
            if any(items):
                raise EntryRefused("say both players' totals, or both item by item, not one of each")
            return {"totals": [t or 0 for t in totals], "out": out}
        return {"items": items, "out": out}

    # ----- the checks ------------------------------------------------------------------------
    def _trick_top(self) -> int:
        """The most the leads and trick wins can give the two players together (law 21): each
        of the twelve tricks a lead and a win, or (au cent) only cards above the nine, of which
        the pack holds twenty."""
        return 24 if self.rules.lead_points == "every" and self.rules.win_points == "every" else 20

    def _most(self) -> int:
        r = self.rules
        return 10 + 8 + max(SEQUENCE_SCORES) + max(SET_SCORES) + 60 + self._trick_top() + r.last_trick + r.capot

    def _no_play_text(self) -> str:
        """Law 21: the last trick scores for its winner in every deal played out, so a deal
        entered as nothing for both (two totals of 0, or no item) cannot be a deal played
        ('void' annuls one)."""
        n = self.rules.last_trick
        return (f"a deal cannot score nothing for both: the last trick alone gives its winner {n}; "
                "'void' enters a deal annulled")

    def check(self, e: dict[str, Any]) -> None:
        if e.get("void"):
            return
        out = e.get("out")
        if out is not None and out not in (0, 1):
            raise EntryRefused(f"who counted out is {self._n} or {self._s}")
        if out is not None and not self.counts_out:
            raise EntryRefused("rubicon piquet counts no game out: the partie is six deals, then the "
                               "totals are compared", _law("26", "§2.5"))
        if "totals" in e:
            tot = e["totals"]
            if not (isinstance(tot, list) and len(tot) == 2 and all(isinstance(t, int) and t >= 0 for t in tot)):
                raise EntryRefused(f"the totals are two counts of 0 or more, not {tot!r}")
            most = self._most()
            for s in (0, 1):
                if tot[s] > most:
                    raise EntryRefused(f"{self.player(s)} cannot score {tot[s]} in a deal: every class at its "
                                       f"most together is {most}", _law("21-24"))
            if sum(tot) < self.rules.last_trick:
                raise EntryRefused(self._no_play_text(), _law("21"))
        else:
            self._check_items(e)
        self._check_out(e)

    def _check_items(self, e: dict[str, Any]) -> None:
        items = e.get("items")
        if (not isinstance(items, list) or len(items) != 2 or not all(isinstance(d, dict) for d in items)
                or any(k not in COUNT_ORDER or not isinstance(v, int) or v < 0
                       for d in items for k, v in d.items())):
            raise EntryRefused("the items are two dicts of class -> points (0 or more), one a player")
        r = self.rules
        got = [{k: v for k, v in d.items() if v} for d in items]
        if not any(got) and r.last_trick:
            raise EntryRefused(self._no_play_text(), _law("21"))
        for k in _ONE_ONLY:
            if all(k in g for g in got):
                why = {"point": "equal points score for neither", "sequence": "only the best sequence's holder "
                       "scores", "set": "only the best quatorze's (or trio's) holder scores"}.get(k, "only one can")
                raise EntryRefused(f"{self._n} and {self._s} cannot both score the {k}: {why}", _law({"point": "14", "sequence": "15",
                                   "set": "16", "repique": "22", "pique": "23"}.get(k, "21")))
        low = 2 if r.english_789 else 3
        fixed = {"carte-blanche": (10, "7"), "repique": (60, "22"), "pique": (30, "23"),
                 "cards": (r.cards_bonus, "21"), "capot": (r.capot, "21")}
        for s, g in enumerate(got):
            who = self.player(s)
            for k, v in g.items():
                if k in fixed and v != fixed[k][0]:
                    raise EntryRefused(f"{k} scores {fixed[k][0]}, not {v} ({who})", _law(fixed[k][1]))
            if "point" in g and not low <= g["point"] <= 8:
                raise EntryRefused(f"a point scores a card each, {low} to 8 (a suit has eight), not {g['point']} "
                                   f"({who})", _law("14"))
            if "sequence" in g and g["sequence"] not in SEQUENCE_SCORES:
                raise EntryRefused(f"no sequences in twelve cards score {g['sequence']} ({who}): a tierce 3, a "
                                   "quatrième 4, a quinte 15 to a huitième 18, and the holder's others", _law("15"))
            if "set" in g and g["set"] not in SET_SCORES:
                raise EntryRefused(f"no quatorzes and trios in twelve cards score {g['set']} ({who}): 14 a "
                                   "quatorze, 3 a trio, of aces to tens", _law("16"))
        dealer = int(self.match.context.get("dealer", 1)) % 2
        elder = 1 - dealer
        decl = [(s, got[s].get(k, 0)) for k in _DECLARED for s in (elder, dealer)]
        rep = first_to(decl, r.repique_at)
        said = next((s for s in (0, 1) if "repique" in got[s]), None)
        if rep != said:
            if rep is None:
                assert said is not None
                raise EntryRefused(f"{self.player(said)}'s declarations do not make {r.repique_at} before the other "
                                   "scores: no repique", _law("22"))
            raise EntryRefused(f"{self.player(rep)}'s declarations make {r.repique_at} before the other scores: a "
                               "repique, 60 (enter 'repique 60')", _law("22"))
        pq = next((s for s in (0, 1) if "pique" in got[s]), None)
        if pq is not None:
            mine = sum(got[pq].get(k, 0) for k in _DECLARED) + got[pq].get("tricks", 0)
            if rep is not None or any(got[1 - pq].get(k, 0) for k in _DECLARED) or mine < r.repique_at:
                raise EntryRefused(f"{self.player(pq)} cannot have a pique: {r.repique_at} in declarations and play "
                                   "before the other scores anything (and no repique)", _law("23"))
        capot = next((s for s in (0, 1) if "capot" in got[s]), None)
        if capot is not None and any("cards" in g for g in got):
            raise EntryRefused("capot takes the place of the cards: not both", _law("21"))
        tricks = [g.get("tricks", 0) for g in got]
        top = self._trick_top() + (0 if capot is not None else r.last_trick)
        if sum(tricks) > top:
            raise EntryRefused(f"the leads and tricks of a deal give {top} at most between the two, not "
                               f"{sum(tricks)}", _law("21"))
        other = None if capot is None else 1 - capot
        if capot is not None and other is not None and tricks[other] > (1 if other == elder else 0):
            led = "only the first trick" if other == elder else "no trick"
            raise EntryRefused(f"{self.player(capot)} took every trick, so {self.player(other)} led {led} and won none: he "
                               f"scores {1 if other == elder else 0} in the play at most, not {tricks[other]}",
                               _law("21"))

    def _counted(self, e: dict[str, Any], first: int) -> list[tuple[str, int, int]]:
        """The deal's items in the counting order of law 24, the trick points (or the totals) of
        ``first`` before the other's; within a class of the declarations the elder's first."""
        if "totals" in e:
            return [("total", s, e["totals"][s]) for s in (first, 1 - first) if e["totals"][s]]
        dealer = int(self.match.context.get("dealer", 1)) % 2
        out: list[tuple[str, int, int]] = []
        for k in COUNT_ORDER:
            seats = (first, 1 - first) if k == "tricks" else (1 - dealer, dealer)
            out.extend((k, s, e["items"][s][k]) for s in seats if e["items"][s].get(k))
        return out

    def _check_out(self, e: dict[str, Any]) -> None:
        if not self.counts_out:
            return
        from . import count_out
        goal = self.rules.game_points
        now = [int(x) for x in self.match.context.get("score") or [0, 0]]
        won = [count_out(now, self._counted(e, first), goal)[1] for first in (0, 1)]
        out = e.get("out")
        if won[0] == won[1]:
            if out is not None and out != won[0]:
                if won[0] is None:
                    raise EntryRefused(f"nobody reaches {goal} in this deal: there is no 'out'", _law("24"))
                raise EntryRefused(f"{self.player(won[0])} counts out first (law 24's order): not {self.player(out)}",
                                   _law("24"))
            return
        if out is None:
            raise EntryRefused(f"{self._n} and {self._s} both pass {goal} in this deal and the counting order cannot "
                               f"tell who reached it first: say who counted out ('out {self._n}' or "
                               f"'out {self._s}')", _law("24"))

    # ----- the card --------------------------------------------------------------------------
    def deal_for(self, e: dict[str, Any]) -> AnnouncedPiquetDeal:
        if e.get("void"):
            return AnnouncedPiquetDeal(self.rules, self.match.context, [], True, e)
        out = e.get("out")
        return AnnouncedPiquetDeal(self.rules, self.match.context, self._counted(e, 0 if out is None else out),
                                   False, e)

    def describe(self, deal: AnnouncedPiquetDeal) -> str:
        n = len(self.entries) + 1
        head = f"deal {n} ({self.player(deal.dealer)} deals, {self.player(deal.elder)} elder): "
        if deal.void:
            return head + "void, the same dealer deals again"
        pts = deal.points()
        after = [a + b for a, b in zip(deal.score_before, pts)]
        parts = []
        for s in (0, 1):
            mine: dict[str, int] = {}
            for k, who, p in deal.items():
                if who == s and k != "total":
                    mine[k] = mine.get(k, 0) + p
            what = [f"{k} {p}" for k, p in mine.items()]
            parts.append(f"{self.player(s)} +{pts[s]}" + (f" ({', '.join(what)})" if what else "") + f" [{after[s]}]")
        return head + ", ".join(parts)

    def sheet_lines(self) -> list[str]:
        sc = self.match.context.get("score") or [0, 0]
        out = [f"{self.game.title}: game {self.rules.game_points}, a lurch below {self.rules.lurch}"]
        out += self.lines or ["no deals entered"]
        out.append(f"score toward game: {self.player(0)} {sc[0]}, {self.player(1)} {sc[1]}")
        return out + self._settled_lines("game")

    def _settled_lines(self, kind: str) -> list[str]:
        st = self.settled()
        out = []
        for r in st.rubbers:
            extra = " (a lurch: a double game)" if r.get("lurched") else ""
            name = r["winner"] if isinstance(r["winner"], str) else self.player(r["winner"])
            out.append(f"{kind}: {name} wins {r['games']}, worth {r['value']}{extra}")
        if st.pending:
            out.append(st.pending)
        unit = "games" if kind == "game" else "points"
        out.append("settled: " + (f"{self.player(0)} {st.per_seat[0]:+d}, {self.player(1)} {st.per_seat[1]:+d} {unit}"
                                  if st.rubbers
                                  else f"nothing yet (no {kind} finished)"))
        return out


class RubiconScoreCard(PiquetScoreCard):
    """Rubicon piquet deals as announced: the partie of six deals and its settlement (law 26)."""

    line_format = ("N point 5 sequence 15 tricks 13 cards 10 S set 14 tricks 12 | N 71 S 27 | void   "
                   "(what each player scored, class by class as called, or his total; six deals a partie)")
    counts_out = False

    def sheet_lines(self) -> list[str]:
        ctx = self.match.context
        sc = ctx.get("score") or [0, 0]
        out = [f"{self.game.title}: a partie of six deals, the difference and 100; below 100 rubiconed"]
        out += self.lines or ["no deals entered"]
        played = ctx.get("deals_in_partie", 0)
        if played:
            out.append(f"this partie: {self.player(0)} {sc[0]}, {self.player(1)} {sc[1]} after {played} of {self.rules.deals or 6} deals")
        return out + self._settled_lines("partie")

    def describe(self, deal: AnnouncedPiquetDeal) -> str:
        text = super().describe(deal)
        if deal.void:
            return text + " (not a deal of the partie)"
        played = int(deal.context.get("deals_in_partie", 0)) + (0 if deal.void else 1)
        partie = self.rules.deals or 6
        if played > partie:
            return text + f" (deal {played} of the partie: the totals were equal after {partie}, law 26)"
        return text + f" (deal {played} of {partie})"


register_score_card("piquet-au-cent", PiquetScoreCard)
register_score_card("rubicon-piquet", RubiconScoreCard)
