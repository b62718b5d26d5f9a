"""Monte bank, the club version of seed 004 §1.17 (``monte-bank-modern``; catalog oracles O71-O75).

An option set of :class:`~.simple.SimpleBankingState`: the punters stake, then the pack decides.

* The 40-card pack (no tens, nines or eights). Two cards from the **bottom** make the **top layout**,
  two from the **top** the **bottom layout**, all face up: four places ``tl tr bl br`` (top/bottom,
  the dealer's left/right). Two top-layout cards of one rank are stacked as a **pair** in ``tl`` and
  another card is dealt beside it (a third of the rank makes a **triple**); a fourth of the rank, a
  pair in the bottom layout, or one rank in both layouts makes the deal void: the pack is shuffled
  again (each shuffle is logged, so a record replays it).
* Bets (one stake per punter here): ``round-P`` (place P matched before the other three: 3 to 1),
  ``cross-P-Q`` (P before Q: even money), ``double-top|bottom|left|right`` (either card of that side
  before either of the opposite side: even money), O72. The "Monte Carlo" combination is several of
  these and is not offered as one stake.
* The pack is turned face up and exposed card by card from its bottom; a card **matches** a place of
  its rank. To even the chances (O74), with a pair in the layout another place is matched only by a
  card of its rank of the **other colour**, with a triple only by one of the **same colour**; the pair
  or triple itself is matched by any card of its rank, and a cross bet in which neither place is the
  pair or triple is settled on an ordinary match (any card of the rank), as the printed sample play
  shows (O71).
* A win decided by the **very first card exposed** pays a levy of 25 % of the win to the house
  (O73; :meth:`house_take`; rounded down to a chip -- the default stakes, multiples of 4, make it
  exact). A bank short of the winnings pays the largest winning bets first, each in full, and returns
  the rest (O75: a bet the bank cannot pay in full is returned, the recorded reading).

Seat 0 keeps the bank (004: the banker holds it as long as he likes); the collector's share of the
levies at a change of bank is not modelled.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ...cards import Card
from ...core.laws import LawBook
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .packets import monte_pack
from .simple import SimpleBankingState

__all__ = ["MonteModernRules", "MonteModernState", "MONTE_LAWS", "PLACES", "levy_of"]

PLACES = ("tl", "tr", "bl", "br")
_SIDES = {"top": ("tl", "tr"), "bottom": ("bl", "br"), "left": ("tl", "bl"), "right": ("tr", "br")}
_OPPOSITE = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}

MONTE_LAWS = LawBook.of("Monte bank (club version)", "seed 004 §1.17", [
    ("M1", "layout", "Two cards from the bottom make the top layout, two from the top the bottom layout; a pair "
     "in the top layout is stacked and another card dealt; other pairs make the deal void.", ""),
    ("M2", "bets", "Round bet 3 to 1; cross bet and double bet even money.", "a stake on no bet is refused"),
    ("M3", "match", "With a pair in the layout the other places are matched only by the other colour; with a "
     "triple only by the same colour; a cross bet without the pair is settled on any match.", ""),
    ("M4", "levy", "A win decided by the first card exposed pays 25 % of the win to the house.", ""),
    ("M5", "bank", "The banker is liable only for his bank: the largest winning bets are paid first, the rest "
     "returned.", ""),
])


def levy_of(win: int) -> Fraction:
    """The house's 25 % levy on a win decided by the first exposed card (O73: 30 won -> 7½)."""
    return Fraction(win, 4)


def _red(c: Card) -> bool:
    return c.suit in (1, 2)


@dataclass(frozen=True)
class MonteModernRules(Rules):
    """Monte bank (club version) options."""

    stakes: tuple[int, ...] = option((4, 20), "stakes a punter may choose (chips)", "seed 004 §1.17 (limits)")
    bank: int = option(200, "the banker's bank: all he is liable for in a deal", "seed 004 §1.17 (O75)", minimum=1, maximum=1_000_000, bound="our bound: 1,000,000 chips")
    levy: bool = option(True, "25 % of a win decided by the first card exposed goes to the house",
                        "seed 004 §1.17 (O73)")


class MonteModernState(SimpleBankingState):
    """One deal of monte bank (club version); seat 0 is the bank."""

    rules_cls = MonteModernRules
    game_word = "monte-bank-modern"

    def _setup(self) -> None:
        while True:
            self.cards = self.shuffler.shuffle(monte_pack())
            if self._lay():
                break
            self.log.append("the layout is void; the pack is shuffled again")
        self.exposed: list[Card] = []
        self.levies = 0

    def _lay(self) -> bool:
        c = self.cards
        bot = len(c) - 1
        top_cards = [c[bot], c[bot - 1]]
        bot -= 2
        self.bottom_layout = [c[0], c[1]]
        if self.bottom_layout[0].rank == self.bottom_layout[1].rank:
            return False
        group: list[Card] = []
        other: Card | None = None
        if top_cards[0].rank == top_cards[1].rank:
            group = list(top_cards)
            while True:                                 # another card beside the pair; a third is stacked
                x = c[bot]
                bot -= 1
                if x.rank == group[0].rank:
                    group.append(x)
                    if len(group) == 4:
                        return False
                    continue
                other = x
                break
        else:
            group, other = [top_cards[0]], top_cards[1]
        self.places: dict[str, list[Card]] = {"tl": group, "tr": [other], "bl": [self.bottom_layout[0]],
                                              "br": [self.bottom_layout[1]]}
        ranks = [v[0].rank for v in self.places.values()]
        if len(set(ranks)) < 4:
            return False
        self.rest = c[2:bot + 1]                         # exposed from its end (the pack's bottom) upward
        return True

    # ----- bets ---------------------------------------------------------------------------
    def bet_names(self) -> list[str]:
        names = [f"round-{p}" for p in PLACES]
        names += [f"cross-{p}-{q}" for p in PLACES for q in PLACES if p != q]
        names += [f"double-{s}" for s in _SIDES]
        return names

    def _match_time(self, place: str, ordinary: bool) -> int:
        """Index of the first exposed card that matches ``place`` (len(rest) if none)."""
        group = self.places[place]
        rank = group[0].rank
        size = len(self.places["tl"])
        special = not ordinary and size > 1 and place != "tl"
        want_red = None
        if special:
            own_red = _red(group[0])
            want_red = (not own_red) if size == 2 else own_red
        seq = self.rest
        n = len(seq)
        for i in range(n):
            x = seq[n - 1 - i]
            if x.rank == rank and (want_red is None or _red(x) == want_red):
                return i
        return n

    def _decide(self) -> None:
        n = len(self.rest)
        self.times = {p: self._match_time(p, False) for p in PLACES}
        self.times_ordinary = {p: self._match_time(p, True) for p in PLACES}
        self.decided_at: dict[str, int] = {}
        last = 0
        for _, name, _ in self.bets:
            t = self._decision_time(name)
            self.decided_at[name] = t
            last = max(last, t if t < n else n - 1)
        self.exposed = [self.rest[n - 1 - i] for i in range(min(n, last + 1))] if self.bets else []
        self.log.append("exposed: " + " ".join(map(str, self.exposed)))

    def _decision_time(self, name: str) -> int:
        kind, *args = name.split("-")
        if kind == "round":
            return min(self.times.values())
        if kind == "cross":
            p, q = args
            t = self.times_ordinary if "tl" not in (p, q) or len(self.places["tl"]) == 1 else self.times
            return min(t[p], t[q])
        side = args[0]
        return min(self.times[x] for x in _SIDES[side] + _SIDES[_OPPOSITE[side]])

    def _wins(self, name: str) -> int:
        """+1 the bet wins, -1 it loses, 0 nothing decided it (no match in the pack: stake returned)."""
        kind, *args = name.split("-")
        n = len(self.rest)
        if kind == "round":
            p = args[0]
            first = min(self.times.values())
            if first >= n:
                return 0
            return 1 if self.times[p] == first else -1
        if kind == "cross":
            p, q = args
            t = self.times_ordinary if "tl" not in (p, q) or len(self.places["tl"]) == 1 else self.times
            if min(t[p], t[q]) >= n:
                return 0
            return 1 if t[p] < t[q] else -1
        side = args[0]
        mine = min(self.times[x] for x in _SIDES[side])
        theirs = min(self.times[x] for x in _SIDES[_OPPOSITE[side]])
        if min(mine, theirs) >= n:
            return 0
        return 1 if mine < theirs else -1

    def _settle_bet(self, name: str, stake: int) -> int:
        w = self._wins(name)
        return 3 * stake if (w > 0 and name.startswith("round")) else w * stake

    def _finish(self) -> None:
        self._decide()
        out = [0] * self.num_players
        nets = [self._settle_bet(name, stake) for _, name, stake in self.bets]
        # M5: the bank (with the losing stakes) pays the largest winning bets first, each in full
        avail = self.rules.bank + sum(-v for v in nets if v < 0)
        order = sorted((i for i, v in enumerate(nets) if v > 0), key=lambda i: (-self.bets[i][2], i))
        for i in order:
            if nets[i] <= avail:
                avail -= nets[i]
            else:
                nets[i] = 0                              # returned
        levies = 0
        for i, (seat, name, stake) in enumerate(self.bets):
            v = nets[i]
            out[seat] += v
            out[self.banker] -= v
            if v > 0 and self.rules.levy and self.decided_at[name] == 0:
                lv = int(levy_of(v))
                out[seat] -= lv
                levies += lv
        self.levies = levies
        self.bet_results = nets
        self.results = out

    def house_take(self) -> int:
        return self.levies

    # ----- views ----------------------------------------------------------------------------
    def _public(self) -> dict[str, Any]:
        return {"exposed": [str(c) for c in self.exposed], "levies": self.levies}

    def view(self, seat):
        v = super().view(seat)
        v["layout"] = {p: [str(c) for c in cs] for p, cs in self.places.items()}
        return v

    def card_locations(self):
        loc = {f"layout-{p}": list(cs) for p, cs in self.places.items()}
        loc["pack"] = list(self.rest)
        return loc

    def hidden_cards(self, seat):
        shown = set(self.exposed)
        return [c for c in self.rest if c not in shown]

    def pack(self):
        return sorted(self.cards)


register(GameInfo(
    slug="monte-bank-modern", private_cards=False, title="Monte bank (club version, seed 004)", family="banking", utility="zero-sum-chips",
    min_players=2,
    max_players=10, default_players=3, state_cls=MonteModernState, rules_cls=MonteModernRules,
    aliases=("monte", "spanish-monte", "монтебанк"), laws=MONTE_LAWS, source="seed 004 §1.17",
    summary="Two layouts from a 40-card pack; punters bet which layout card is matched first (round 3 to 1, cross "
            "and double bets evens); the pack is exposed from the bottom; a pair in the layout changes which "
            "colour matches; 25 % levy on a first-card win.",
    notes="one stake per punter (the Monte Carlo combination is several stakes); seat 0 keeps the bank; the "
          "collector's split at a change of bank is not modelled"))
