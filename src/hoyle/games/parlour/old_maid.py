"""Old maid, and the old bachelor (Foster 1914, seed 001 part 5 "Старая дева"; catalog
001_part5.md §8.5).

* any number; a pack of fifty-one cards, the queen of hearts taken out; the whole pack dealt one
  at a time (uneven hands do not matter);
* from the eldest hand, each lays out his pairs of a rank face down, unseen by the others (three
  of a kind cannot all go: a four counts as two pairs); the pairs stay before him;
* the dealer fans his remaining cards face down to his left-hand neighbour, who draws one blind
  (``draw 3``: the third card of the fan); a pair so made is laid out; he then offers his own
  cards to his left, and so on, until one player is left with one card -- the odd queen: he is
  the Old Maid for that deal;
* option ``odd_card`` (the old bachelor): a jack or a king taken out instead of the queen
  (the catalog's reading; the heart of that rank is the one removed).

Our readings, where the book is silent: pairs are laid out for the players at once (which two of
three to lay out is no choice: a rank is a rank); a fan is arranged blind (a fresh shuffle before
each draw), so the position drawn tells nothing; a player left without cards is out of the
round, and the offer passes over him; the book names a loser and no stake, so the deal scores
-1 to the Old Maid and 0 to the others (``general-sum``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card
from ...core.actions import Action
from ...core.determinise import Zone, deal_into, pick_by_room
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from .base import ParlourState, rank_words, words

__all__ = ["OldMaidRules", "OldMaidState", "OldMaidBot", "ODD_CARD"]

SRC = "seed 001 part 5, Old Maid"
#: the card taken out of the pack: the queen of hearts (old maid), or a jack or king (old bachelor)
ODD_CARD = {"queen": 42, "jack": 38, "king": 46}


@dataclass(frozen=True)
class OldMaidRules(Rules):
    """Old maid's options."""

    odd_card: str = option("queen", "the rank of the card taken out (queen: old maid; jack or king: "
                           "the old bachelor)", "Foster 1914, " + SRC, choices=("queen", "jack", "king"))


class OldMaidState(ParlourState):
    """One deal of old maid. ``pairs[s]``: the cards seat ``s`` has laid out (face down);
    ``offerer``: the seat whose fan is drawn from; ``drawer``: the seat drawing."""

    rules_cls = OldMaidRules
    unit = "points"
    amount_unit = ""             # ``draw N``: the Nth card of the fan offered, a place, not points
    centre_keys = ("offer",)

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        self.removed = ODD_CARD[self.rules.odd_card]
        pack = [int(c) for c in self.shuffler.shuffle([Card(i) for i in range(52) if i != self.removed])]
        self.deal_round(pack)
        self.pairs: list[list[int]] = [[] for _ in range(num_players)]
        self.log.append(f"the {words(self.removed)[4:]} is taken out; fifty-one cards are dealt")
        for k in range(num_players):
            self._pair_off(self.left_of(self.dealer, k + 1))
        self.offerer = self.dealer if self.hands[self.dealer] else self._next_holder(self.dealer)
        self.loser: int | None = None
        self._offer()

    def _pair_off(self, s: int) -> None:
        h = self.hands[s]
        laid = 0
        for r in sorted({c // 4 for c in h}):
            same = [c for c in h if c // 4 == r]
            while len(same) >= 2:
                a, b = same.pop(), same.pop()
                h.remove(a)
                h.remove(b)
                self.pairs[s] += [a, b]
                laid += 1
                self.note(f"seat {s} lays out a pair of {rank_words(r + 2)}", to=s)
        if laid:
            self.log.append(f"seat {s} lays out {laid} pair{'s' if laid > 1 else ''} face down")

    def _next_holder(self, s: int | None) -> int | None:
        if s is None:
            return None
        for k in range(1, self.num_players + 1):
            t = (s + k) % self.num_players
            if self.hands[t]:
                return t
        return None

    def _offer(self) -> None:
        """Set the next draw: the offerer fans his cards (blind: shuffled), the next holder on
        his left draws; or, one card being left in play, the deal ends."""
        held = [s for s in range(self.num_players) if self.hands[s]]
        if sum(len(self.hands[s]) for s in held) <= 1 or len(held) <= 1:
            self.over = True
            self.loser = held[0] if held else None
            self.net = [0] * self.num_players
            if self.loser is not None:
                self.net[self.loser] = -1
                self.log.append(f"seat {self.loser} is left with the odd card: the "
                                f"{'old maid' if self.rules.odd_card == 'queen' else 'old bachelor'}")
            return
        if not self.hands[self.offerer]:
            self.offerer = self._next_holder(self.offerer)
        self.drawer = self._next_holder(self.offerer)
        self.hands[self.offerer] = [int(c) for c in self.shuffler.shuffle([Card(c) for c in self.hands[self.offerer]])]

    @property
    def to_act(self) -> int | None:
        return None if self.over else self.drawer

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        return [Action("draw", (k,)) for k in range(1, len(self.hands[self.offerer]) + 1)]

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        k = len(self.hands[self.offerer])
        return (f"seat {self.offerer} fans {k} card{'s' if k > 1 else ''}: draw one of them by its place, "
                f"draw 1 to draw {k}", f"Foster 1914, {SRC}")

    def _apply(self, action: Action) -> None:
        k = action.args[0]
        o, me = self.offerer, self.drawer
        c = self.hands[o].pop(k - 1)
        self.hands[me].append(c)
        self.log.append(f"seat {me} draws a card from seat {o}")
        self.note(f"seat {me} draws {words(c)}", to=me)
        if any(x // 4 == c // 4 for x in self.hands[me] if x != c):
            self._pair_off(me)
        self.offerer = me
        self._offer()

    def _places(self) -> dict[str, list[int]]:
        return {**{f"pairs {s}": list(p) for s, p in enumerate(self.pairs)}}

    def _hidden(self, seat: int | None) -> set[int]:
        return {c for s, p in enumerate(self.pairs) if s != seat for c in p}

    def card_zones(self) -> dict[str, Zone]:
        """The places a card may lie: each hand and each seat's pairs laid face down (the
        ISMCTS seat's deal of them is :meth:`determinise`, which keeps the pairs pairs)."""
        zones = {f"hand {s}": Zone(h, ordered=True, attr="hands") for s, h in enumerate(self.hands)}
        zones.update({f"pairs {s}": Zone(p, ordered=True, attr="pairs") for s, p in enumerate(self.pairs)})
        return zones

    def determinise(self, seat: int, rng: Any) -> "OldMaidState | None":
        """Hook for the ISMCTS seat: a copy in which the cards ``seat`` has not seen -- the
        other hands and the pairs the others laid face down -- are dealt afresh as the deal
        allows: each seat's pairs again as many pairs of one rank, each other hand as many
        cards, never two of one rank (a pair in a hand is laid out at once), in a random order
        (the fan is offered blind). It reads only the seat's own cards, the sizes and the
        counts of pairs, and ``rng`` (a ``numpy.random.Generator``). After a few dead ends
        (rare) the hands' rule is dropped (the pairs stay pairs, so the deal still ends)."""
        n = self.num_players
        others = [s for s in range(n) if s != seat]
        unseen = sorted(c for s in others for c in self.hands[s] + self.pairs[s])
        if not unseen:
            return None
        sizes = [len(self.hands[s]) for s in others]
        laid = [len(self.pairs[s]) // 2 for s in others]
        got = None
        for k in range(40):
            got = _old_maid_deal(unseen, sizes, laid, rng, strict=k < 30)
            if got is not None:
                break
        out = self.clone()
        if got is None:                           # pragma: no cover - the pairs always fit
            deal = deal_into(unseen, sizes + [2 * k for k in laid], [None] * (2 * len(others)), rng)
            got = (deal[:len(others)], deal[len(others):])
        hands, pairs = got
        for i, s in enumerate(others):
            out.hands[s] = [hands[i][int(j)] for j in rng.permutation(len(hands[i]))]
            out.pairs[s] = list(pairs[i])
        out._legal_memo = None
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v = self._base_view(seat)
        v["phase"] = "over" if self.over else "drawing"
        v["players"] = [{"seat": s, "cards": len(self.hands[s]), "pairs": len(self.pairs[s]) // 2}
                        for s in range(self.num_players)]
        if not self.over:
            v["offer"] = f"seat {self.offerer} fans {len(self.hands[self.offerer])} cards to seat {self.drawer}"
        if seat is not None:
            v["pairs_laid"] = [str(Card(c)) for c in sorted(self.pairs[seat])]
        v["events"] = self.events(seat)
        return self._finish_view(v)


def _old_maid_deal(unseen: list[int], sizes: list[int], laid: list[int], rng: Any, strict: bool = True):
    """One try at :meth:`OldMaidState.determinise`'s deal: (hands, pairs) or None. Not
    ``strict``: a hand may be dealt two of a rank (the pairs are still pairs of one rank, so
    every card in the hands still has its mate there, bar the odd card, and the deal ends)."""
    by_rank: dict[int, list[int]] = {}
    for c in unseen:
        by_rank.setdefault(c // 4, []).append(c)
    for r in by_rank:
        cs = by_rank[r]
        by_rank[r] = [cs[int(j)] for j in rng.permutation(len(cs))]
    # a rank with more unseen cards than there are other hands lays the excess in pairs
    hands_n = sum(1 for x in sizes if x)
    least = {r: max(0, -(-(len(cs) - hands_n) // 2)) for r, cs in by_rank.items()}
    need = sum(laid) - sum(least.values())
    slots = [r for r in sorted(by_rank) for _ in range(len(by_rank[r]) // 2 - least[r])]
    if need < 0 or need > len(slots):
        return None
    pick = [r for r in sorted(least) for _ in range(least[r])] + \
        [slots[int(j)] for j in rng.permutation(len(slots))[:need]]
    pick = [pick[int(j)] for j in rng.permutation(len(pick))]
    pairs: list[list[int]] = []
    k = 0
    for m in laid:
        pile = []
        for r in pick[k:k + m]:
            pile += [by_rank[r].pop(), by_rank[r].pop()]
        pairs.append(pile)
        k += m
    hands: list[list[int]] = [[] for _ in sizes]
    room = list(sizes)
    ranks = [r for r in sorted(by_rank) if by_rank[r]]
    ranks = [ranks[int(j)] for j in rng.permutation(len(ranks))]
    ranks.sort(key=lambda r: -len(by_rank[r]))          # stable: random among equals
    for r in ranks:
        for c in by_rank[r]:
            can = [i for i in range(len(sizes))
                   if room[i] and (not strict or all(x // 4 != r for x in hands[i]))]
            if not can:
                return None
            pick_i = pick_by_room(rng, can, room)
            hands[pick_i].append(c)
            room[pick_i] -= 1
    return hands, pairs


class OldMaidBot(Bot):
    """The draw is blind: any place of the fan is as good as another (it takes the middle)."""

    name = "blind"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        return legal[len(legal) // 2]


register(GameInfo(
    slug="old-maid", title="Old maid (and old bachelor)", family="parlour", utility="general-sum",
    min_players=2, max_players=10, default_players=4, state_cls=OldMaidState, rules_cls=OldMaidRules,
    aliases=("старая дева", "old bachelor"), source="Foster 1914, seed 001 part 5 (Старая дева); catalog 001_part5.md §8.5",
    summary="Pairs laid out, then each draws blind from his right-hand neighbour; the one left with the odd queen is the Old Maid.",
    bots={"blind": OldMaidBot},
    notes="pairs are laid out at once; the fan is arranged blind; the Old Maid scores -1, the others 0"))
