"""Penchant (Foster 1914, seed 001 part 4, "Пеншан"; catalog 001_part4.md §4.6).

The bezique engine (:class:`hoyle.games.bezique.bezique.BeziqueState`) with one piquet pack of
32 ranking A K Q J 10 9 8 7 (the ten below the jack), six each dealt three at a time (the way
most players deal, §4.6 "deal"; the formal deal with cards put to the stock between gives the
same hands from a shuffled pack) and a stock of 20; no card is turned and there are no trumps
until the first *penchant* is declared: its jack's suit is trumps for the deal.

- Brisques are the aces, tens and sevens (12). They are not scored as taken, except in the last
  six tricks (10 each: the catalog's presumption, the book states no value); at the end every
  brisque taken is counted again and a player with more than six scores 10 for each over six.
- Declarations (:data:`PENCHANT_MELDS`, one a trick, by the trick's winner before drawing):
  class A fours, trits and pairs of a rank (100, 30, 20); class B in one suit: a sequence of
  five containing K Q J 250, of four 40, K Q J 30, K Q 20, Q J 20, a flush of five containing
  K Q J 50; class C the penchant, a queen and a jack of different suits, 10. Trumps add nothing.
- When the winner declares nothing (he draws), the loser may declare a penchant only, before
  he draws; when the winner declares, the loser may not.
- A tabled card serves again when the new declaration adds a card from the hand (so a marriage
  and a penchant tabled make no pair of queens; a third queen from the hand makes a trit).
- Blocking: a low pair, trit or four (tens and below) may not be scored while the opponent has
  on the table cards of a high rank (jack and above) making a group as large, unless one's own
  best group on the table is at least as good (more cards, or as many of a higher rank).
- The last six tricks: follow suit and win if able; no score for the last trick.

Game is four deals (:class:`PenchantMatch`): the lower total is taken from the higher, doubled
when the lower is under 400.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ...core.actions import Action
from ...core.errors import IllegalAction
from ...core.laws import LawBook
from ...core.match import RubberMatch
from ...core.rules import Rules, option
from ...mechanics.melds import ANY, Meld, MeldKind, find_melds
from ...mechanics.tricks import SUIT_NAMES
from .bezique import _CARD, _LABEL, _SUIT, BeziqueBot, BeziqueState, _key, carry_score

__all__ = ["PENCHANT_MELDS", "PENCHANT_LAWS", "PenchantRules", "PenchantState", "PenchantMatch",
           "penchant_game_value", "brisques_over_six"]

_SRC = "Foster 1914, Penchant (seed 001 part 4; catalog 001_part4.md §4.6)"

PENCHANT_LAWS = LawBook.of("Penchant", _SRC, [
    ("PN1", "pack", "One piquet pack, 32 cards, A K Q J 10 9 8 7; six each, three at a time, twenty in the stock; "
                    "no card turned."),
    ("PN2", "play", "As bezique: free play while the stock lasts, the winner draws first."),
    ("PN3", "brisques", "Aces, tens and sevens are brisques; scored as taken only in the last six tricks; at the "
                        "end each brisque over six scores 10."),
    ("PN4", "declare", "The winner of a trick declares one combination before drawing: fours 100, trits 30, pairs "
                       "20; in one suit, five in sequence with K Q J 250, four 40, K Q J 30, K Q 20, Q J 20, a flush "
                       "of five with K Q J 50; a penchant (Q and J of different suits) 10."),
    ("PN5", "penchant", "When the winner declares nothing, the loser may declare a penchant only, before drawing; "
                        "the jack of the first penchant declared makes trumps."),
    ("PN6", "reuse", "A tabled card serves again when the new declaration adds a card from the hand."),
    ("PN7", "blocking", "A low pair, trit or four may not be scored while the opponent's tabled high cards make a "
                        "group as large, unless one's own tabled group is as good."),
    ("PN8", "last-six", "With the stock exhausted follow suit and win if able; no score for the last trick.",
     "the offender scores no more brisques (as bezique)"),
    ("PN9", "game", "Four deals; the lower total is taken from the higher, doubled when it is under 400."),
    ("PN10", "misdeal", "A misdeal: a new deal.", "a new deal, same dealer"),
], meanings={"revoke-penalty": "PN8", "misdeal": "PN10"})
_L = PENCHANT_LAWS.cite

_A, _K, _Q, _J, _T = 14, 13, 12, 11, 10
_NAMES = {14: "aces", 13: "kings", 12: "queens", 11: "jacks", 10: "tens", 9: "nines", 8: "eights", 7: "sevens"}
#: high ranks (jack and above; the aces cancel kings in the book's example) and low (ten and below)
HIGH = (14, 13, 12, 11)


def _flushes() -> list[MeldKind]:
    others = (_A, _T, 9, 8, 7)
    out = []
    for a, b in combinations(others, 2):
        if {a, b} in ({_A, _T}, {_T, 9}):       # those are the sequences of five
            continue
        out.append(MeldKind("flush", "B", 50, ((_K, None), (_Q, None), (_J, None), (a, None), (b, None))))
    return out


#: Penchant's table (§4.6; "PN4"): class A of a rank (the suits differ, one pack), class B in one
#: suit (``None`` slots: any one suit, trumps included: the engine looks for them without trumps),
#: class C the penchant
PENCHANT_MELDS: tuple[MeldKind, ...] = (
    *(MeldKind(f"four {_NAMES[r]}", "A", 100, ((r, ANY),) * 4) for r in _NAMES),
    *(MeldKind(f"trit of {_NAMES[r]}", "A", 30, ((r, ANY),) * 3) for r in _NAMES),
    *(MeldKind(f"pair of {_NAMES[r]}", "A", 20, ((r, ANY),) * 2) for r in _NAMES),
    MeldKind("sequence of five", "B", 250, ((_A, None), (_K, None), (_Q, None), (_J, None), (_T, None))),
    MeldKind("sequence of five", "B", 250, ((_K, None), (_Q, None), (_J, None), (_T, None), (9, None))),
    MeldKind("sequence of four", "B", 40, ((_A, None), (_K, None), (_Q, None), (_J, None))),
    MeldKind("sequence of four", "B", 40, ((_K, None), (_Q, None), (_J, None), (_T, None))),
    MeldKind("king queen jack", "B", 30, ((_K, None), (_Q, None), (_J, None))),
    MeldKind("marriage", "B", 20, ((_K, None), (_Q, None))),
    MeldKind("queen and jack", "B", 20, ((_Q, None), (_J, None))),
    *_flushes(),
    *(MeldKind("penchant", "C", 10, ((_Q, q), (_J, j))) for q in range(4) for j in range(4) if q != j),
)


def brisques_over_six(counts: list[int]) -> list[int]:
    """§4.6 brisques: the points for the brisques counted at the end, per seat: 10 for each
    over six (12 in the pack, so at most one player scores; six each, nobody)."""
    return [10 * max(0, c - 6) for c in counts]


def penchant_game_value(a: int, b: int) -> tuple[int | None, int]:
    """§4.6 game: the totals of four deals ``a``, ``b`` -> ``(winner or None, value)``: the
    difference, doubled when the lower total is under 400."""
    if a == b:
        return None, 0
    w = 0 if a > b else 1
    diff, low = abs(a - b), min(a, b)
    return w, diff * (2 if low < 400 else 1)


@dataclass(frozen=True)
class PenchantRules(Rules):
    last_six_brisque: int = option(10, "points for a brisque taken in the last six tricks",
                                   "001 part 4 §4.6 last six tricks (value unstated; the catalog presumes 10)",
                                   choices=(10, 0))
    referee_mode: bool = option(False, "accept a card that breaks the rule of the last six tricks (recorded) "
                                "and settle it when claimed", "001 part 4 §4.6, §4.1 irregularities")


_NATURAL = [(c >> 2) + 2 for c in _CARD]


class PenchantState(BeziqueState):
    """One deal of penchant (module docstring). Actions: ``play <card>``, ``declare <cards>``,
    ``draw``; phase ``penchant``: the loser of the trick may declare a penchant or draw."""

    rules_cls = PenchantRules
    penalty_laws = PENCHANT_LAWS
    PACKS = 1
    ROUNDS = (3, 3)
    TURN_UP = False
    MELDS = PENCHANT_MELDS
    REFORM = True
    SEVENS = False
    BRISQUES_SCORE = False
    LAST_TRICK = 0
    CARD_POINTS = {14: 10, 10: 10, 7: 10}
    RANK_OF = _NATURAL
    FIRST_MARRIAGE_TRUMPS = False
    TRUMP_MAKER = "penchant"
    SLUG = "penchant"
    TITLE = "Penchant"

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._winner_declared = False
        self.bonus = [0, 0]

    # ----- declarations ----------------------------------------------------------------------------
    def _group(self, seat: int) -> tuple[int, int]:
        """``seat``'s best group of a rank on the table: (cards, rank), (0, 0) for none."""
        shown = self.decl[seat].shown
        best = (0, 0)
        for r in _NAMES:
            k = sum(1 for p in shown if _NATURAL[p] == r)
            if k >= 2 and (k, r) > best:
                best = (k, r)
        return best

    def _blocked(self, seat: int, meld: Meld) -> str | None:
        """PN7: why a low group of ``seat`` is blocked by the opponent's tabled high cards, or None."""
        if meld.kind.klass != "A" or _NATURAL[meld.cards[0]] in HIGH:
            return None
        other = 1 - seat
        size = len(meld.cards)
        his = max(((sum(1 for p in self.decl[other].shown if _NATURAL[p] == r), r) for r in HIGH),
                  default=(0, 0))
        if his[0] >= max(2, size) and his > self._group(seat):
            return (f"a low {meld.kind.name.split()[0]} is blocked: {self.seat_names[other]} has {his[0]} "
                    f"{_NAMES[his[1]]} on the table and you no group as good")
        return None

    def _melds(self, seat: int) -> list[Meld]:
        d = self.decl[seat]
        held = self.hands[seat]
        out = []
        for m in find_melds(self.MELDS, held, lambda p: _CARD[p], None):
            if self.phase == "penchant" and m.kind.klass != "C":
                continue
            if d.refusal(m, held, True) is None and self._blocked(seat, m) is None:
                out.append(m)
        return out

    def legal_actions(self) -> list[Action]:
        if self.phase == "penchant":
            out = [Action("declare", tuple(_LABEL[p] for p in sorted(m.cards, key=_key)))
                   for m in self._melds(self.turn)]
            return out + [Action("draw")]
        return super().legal_actions()

    def _check(self, action: Action) -> None:
        if self.phase == "over" or self._is_legal(action):
            return super()._check(action)
        if action.verb == "declare" and self.phase in ("declare", "penchant"):
            seat = self.turn
            pids = [self._pid(a) for a in action.args]
            if pids and all(p in self.hands[seat] for p in pids) and len(set(pids)) == len(pids):
                cand = [m for m in find_melds(self.MELDS, pids, lambda p: _CARD[p], None)
                        if sorted(m.cards) == sorted(pids)]
                if cand and self.phase == "penchant" and all(m.kind.klass != "C" for m in cand):
                    raise IllegalAction("the loser of a trick may declare a penchant only", _L("PN5"))
                for m in cand:
                    why = self._blocked(seat, m)
                    if why:
                        raise IllegalAction(why, _L("PN7"))
                    why = self.decl[seat].refusal(m, self.hands[seat], True)
                    if why:
                        raise IllegalAction(why, _L("PN6"))
        if action.verb == "play" and self.phase == "penchant":
            raise IllegalAction("declare a penchant or draw first", _L("PN5"))
        return super()._check(action)

    def _apply(self, action: Action) -> None:
        if action.verb == "declare":
            seat = self.turn
            if self.phase == "declare":
                self._winner_declared = True
            pids = tuple(sorted(self._pid(a) for a in action.args))
            found = [m for m in self._melds(seat) if tuple(sorted(m.cards)) == pids]
            if found and self.trump is None and max(found, key=lambda m: m.points).kind.klass == "C":
                jack = next(p for p in pids if _NATURAL[p] == _J)
                self.trump = _SUIT[jack]
                self.note(f"the jack of the first penchant makes {SUIT_NAMES[self.trump]} trumps")
        super()._apply(action)

    def _strict_law(self) -> str:
        return _L("PN8")

    # ----- drawing: the winner, then the loser's penchant, then the loser --------------------------------
    def _take(self, seat: int) -> None:
        for s, p in self.stock.draw_round([seat]):
            self.hands[s].append(p)
            self.hands[s].sort(key=_key)
            self.note(f"{self.seat_names[s]} draws", to=[1 - s])
            self.note(f"{self.seat_names[s]} draws {_LABEL[p]}", to=s)

    def _draw(self) -> None:
        w = self.leader
        loser = 1 - w
        if self.phase != "penchant":
            self._take(w)
            if not self._winner_declared:
                self.phase, self.turn = "penchant", loser
                if self._melds(loser):
                    return
            self.phase = "play"
        self._winner_declared = False
        self._take(loser)
        self.phase, self.turn = "play", w
        if self.stock.exhausted:
            for s in (0, 1):
                self.known[s].update(p for p in self.decl[s].shown if p in self.hands[s])
                self.decl[s].shown.clear()
            self.note("the stock is exhausted: declared cards are taken back; follow suit and win if able")

    # ----- brisques ------------------------------------------------------------------------------------
    def _score_trick(self, w: int, cards: tuple[int, ...]) -> None:
        b = sum(1 for c in cards if _NATURAL[c] in (14, 10, 7))
        if w in self.offender:
            b = 0
        self.brisques[w] += b
        pts = b * self.rules.last_six_brisque if self.stock.exhausted else 0
        self.points[w] += pts
        self.note(f"{self.seat_names[w]} wins the trick" + (f" (brisques {b}" + (f", {pts})" if pts else ")")
                                                             if b else ""))

    def _end_of_deal(self) -> None:
        self.bonus = brisques_over_six(self.brisques)
        for s in (0, 1):
            if self.bonus[s]:
                self.points[s] += self.bonus[s]
                self.note(f"{self.seat_names[s]} has {self.brisques[s]} brisques: {self.bonus[s]} for those over six")

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["deal_of_game"] = int(self.context.get("deal_of_game", 1))
        return v


    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        text = super().render_view(view)
        text = text.replace(": declare, seven, or draw", ": declare or draw")
        if view.get("phase") == "penchant" and view.get("to_act"):
            text += ": declare a penchant, or draw"
        return text.replace("(each deal a game)", f"(deal {view.get('deal_of_game', 1)} of a game of four)", 1)


class PenchantMatch(RubberMatch):
    """Games of four deals of penchant (§4.6, PN9): after the fourth deal the lower total is
    taken from the higher, doubled when the lower is under 400 (:func:`penchant_game_value`).
    Context: ``dealer`` (alternates), ``score`` (this game's totals), ``deal_of_game`` (1-4)."""

    settles = "game"
    fresh_rubber = {"score": None, "deal_of_game": None}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("score", [0, 0])
        self.context.setdefault("deal_of_game", 1)

    def carry(self, state: BeziqueState) -> dict[str, Any]:
        ctx, score = carry_score(self, state)
        if score is None:
            return ctx
        k = int(ctx.get("deal_of_game", 1))
        if k < 4:
            ctx["deal_of_game"] = k + 1
            return ctx
        w, value = penchant_game_value(*score)
        if w is None:
            self.end_rubber(ctx, None, 0, [0, 0], "-".join(map(str, score)), kind="game", score=score)
        else:
            self.end_rubber(ctx, w, value, [value if s == w else -value for s in (0, 1)],
                            f"{score[w]}-{score[1 - w]}", kind="game", score=score)    # the winner's first
        ctx["score"], ctx["deal_of_game"] = [0, 0], 1
        return ctx

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or []
        k = self.context.get("deal_of_game", 1)
        return f"in progress, not settled: score {'-'.join(map(str, score))} after {k - 1} deals" if k > 1 else None


class PenchantBot(BeziqueBot):
    """:class:`BeziqueBot` for penchant: the ten ranks below the jack in play."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if view.get("phase") == "penchant":
            decl = [a for a in legal if a.verb == "declare"]
            return decl[0] if decl else Action("draw")
        return super().choose(view, legal)


def _register() -> None:
    from ...core.registry import GameInfo, register
    register(GameInfo(slug="penchant", title="Penchant", aliases=("пеншан",), family="bezique",
                      state_cls=PenchantState, rules_cls=PenchantRules, laws=PENCHANT_LAWS, match_cls=PenchantMatch,
                      bots={"heuristic": PenchantBot}, min_players=2, max_players=2, utility="zero-sum-points",
                      source="Foster 1914, 001 part 4 §4.6 (catalog 001_part4.md §4.6)",
                      summary="Bezique's cousin with one piquet pack, six each and a stock of 20: fours, trits "
                              "and pairs, sequences and flushes with K Q J, and penchants (a queen and jack of "
                              "different suits), the first of which makes trumps; brisques A 10 7, ten for each "
                              "over six; a game of four deals."))


_register()
