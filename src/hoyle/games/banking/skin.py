"""Skin ("skin ball"; seed 004 §2.5; catalog oracles O106-O107): each punter's card against the banker's.

A punter wants his card **not** to be matched (a card of its rank turned from the box) before the
banker's card is. The banker turns the top card and offers it face up to the first player on his
**right** (``take N``: accept it and name a stake N; or ``refuse``: it is offered to the next on the
right). The banker need not accept a stake: he answers ``accept`` or ``cut M`` (any smaller amount, which
the punter must accept; K1). Once a card is taken, the next card is the **banker's card**. Then card
after card is turned:

* of the banker's rank: every punter holding a card wins his stake (O106);
* of a punter's card's rank: the bank wins that stake (O106); both cards go to the discard, and the
  rank is **dead** (its two other cards are discarded when they come);
* of a dead rank: discarded;
* otherwise a **fresh** card: offered to the players without a card (refusers and those whose card was
  matched), nearest the banker's right first; refused by all (or nobody without a card), it is laid in
  the centre. A punter whose card is matched may at once take a centre card (``take N 7H``, K6), with a
  stake against the bank as for any card.

**Side bets** (K7): after each card taken and staked, the punters holding cards may, in turn from the
banker's right, propose a side bet to another holder (``side 2 50``: "seat 2's card will be matched before
mine", for 50), which he ``agree``s to or ``decline``s; or ``pass``. The first of the two cards matched
loses the side bet to the other. When the banker's card is matched with side bets unsettled, the banker
chooses (K8): ``continue``, turning cards only to settle the side bets (no new bets, no fresh cards), or
``new-card``, taking the first fresh card as his new card; a player's card matched while the banker has no
card is void (his side bets are returned, not lost: our reading of "they do not lose their stakes"); once
he has it, the card-less players may take fresh cards and bet again, while the holders' cards stand with
their side bets and no stake against the bank (004: they may, but need not, bet again; here they do not).

The house fee (O107, option ``fee``): ``two-percent`` of every stake a punter wins from the banker
(rounded down; the default stakes of 50 and 100 make it whole), or ``last-bet``: 25 % of the last
winning bet of the deal (won by either side, side bets included), charged to the bank. If the box runs
out the unsettled stakes and side bets are returned. A banker's card of the same rank as the first
punter's card is put to the discard and the next card dealt to him (004 does not cover it: recorded
choice). The bank passes to the next player on the right after each deal (004: when the banker's card is
matched and no side bet stands, as it is at the end of every deal here).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver
from ...core.laws import LawBook
from ...core.match import Match
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.state import GameState
from .simple import copy_state

__all__ = ["SkinRules", "SkinState", "SKIN_LAWS"]

SKIN_LAWS = LawBook.of("Skin", "seed 004 §2.5", [
    ("K1", "offer", "A card is offered face up from the banker's right; a player takes it with a stake within the "
     "limits, or refuses and it passes to the next on the right.", "a stake outside the limits is refused"),
    ("K2", "banker-match", "A card of the banker's rank: every punter holding a card wins his stake.", ""),
    ("K3", "player-match", "A card of a punter's rank: the bank wins his stake; the rank is dead.", ""),
    ("K4", "fresh", "A card matching nobody is offered to the players without a card, nearest the banker's right "
     "first.", ""),
    ("K5", "fee", "The house takes 2 % of each stake a punter wins from the banker, or 25 % of the deal's last "
     "winning bet.", ""),
    ("K6", "centre", "A punter whose card is matched may take a card from the centre, staking against the bank.",
     "only a player whose card was just matched may take a centre card"),
    ("K7", "side-bets", "Two holders may agree a side bet that one's card is matched before the other's; the first "
     "matched loses it.", "a side bet is proposed to another punter holding a card, for a stake within the limits"),
    ("K8", "banker-choice", "The banker's card matched with side bets unsettled: he deals on for the side bets only, "
     "or takes the first fresh card as his new card.", ""),
])


@dataclass(frozen=True)
class SkinRules(Rules):
    """Skin's options."""

    stakes: tuple[int, ...] = option((50, 100), "stakes a punter may name (the banker's limits)", "seed 004 §2.5")
    fee: str = option("two-percent", "the house fee: two-percent of punters' wins, or last-bet (25 % of the deal's "
                      "last winning bet)", "seed 004 §2.5 (O107)", choices=("two-percent", "last-bet"))
    cutting: bool = option(True, "the banker may cut a named stake to any smaller amount", "seed 004 §2.5 "
                           "(opening bet)")
    side_bets: bool = option(True, "punters holding cards may agree side bets between them", "seed 004 §2.5 "
                             "(bets between players)")


class SkinState(GameState):
    """One deal of skin (see the module docstring). Actions: ``take N`` / ``take N CARD`` (a centre
    card) / ``refuse``; the banker's ``accept`` / ``cut M`` and ``continue`` / ``new-card``; side bets
    ``side SEAT N`` / ``pass``, answered ``agree`` / ``decline``."""

    house_seat = 0        # seat 0 keeps the bank at the start (a person punts by default)

    rules_cls = SkinRules

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.banker = int(self.context.get("banker", 0)) % n
        self.order = [(self.banker - i) % n for i in range(1, n)]   # from the banker's right
        self.shoe: list[Card] = self.shuffler.shuffle(standard_pack().cards)
        self.pos = 0
        self.holding: dict[int, tuple[Card, int] | None] = {s: None for s in self.order}
        self.bank_card: Card | None = None
        self.discard: list[Card] = []
        self.centre: list[Card] = []
        self.dead: set[int] = set()
        self.net = [0] * n
        self.fees = 0
        self.last_win = 0
        self.offer: Card | None = None
        self.offerees: list[int] = []
        self.phase = "offer"          # offer, centre, cut, side, answer, choice, side-only, done
        self.pending: tuple[int, Card, int] | None = None     # (seat, card, stake named) awaiting the banker
        self.side_queue: list[int] = []
        self.proposal: tuple[int, int, int] | None = None     # (proposer, target, stake)
        self.sides: list[tuple[int, int, int]] = []           # (proposer, target, stake): target first loses
        self.centre_seat: int | None = None
        self.done = False
        self._turn()

    def clone(self) -> "SkinState":
        return copy_state(self, ("holding", "discard", "centre", "dead", "net", "offerees", "side_queue",
                                 "sides"))

    # ------------------------------------------------------------------ contract
    @property
    def to_act(self) -> int | None:
        if self.done:
            return None
        if self.phase in ("cut", "choice"):
            return self.banker
        if self.phase == "centre":
            return self.centre_seat
        if self.phase == "side":
            return self.side_queue[0]
        if self.phase == "answer":
            assert self.proposal is not None
            return self.proposal[1]
        return self.offerees[0]

    def _holders(self) -> list[int]:
        return [s for s in self.order if self.holding[s] is not None]

    def legal_actions(self) -> list[Action]:
        if self.done:
            return []
        stakes = self.rules.stakes
        if self.phase == "cut":
            assert self.pending is not None
            return [Action("accept")] + [Action("cut", (m,)) for m in range(1, self.pending[2])]
        if self.phase == "choice":
            return [Action("continue"), Action("new-card")]
        if self.phase == "centre":
            return [Action("take", (k, c)) for c in self.centre for k in stakes] + [Action("refuse")]
        if self.phase == "side":
            me = self.side_queue[0]
            return [Action("side", (t, k)) for t in self._holders() if t != me and not self._side_between(me, t)
                    for k in stakes] + [Action("pass")]
        if self.phase == "answer":
            return [Action("agree"), Action("decline")]
        return [Action("take", (k,)) for k in stakes] + [Action("refuse")]

    def _side_between(self, a: int, b: int) -> bool:
        return any({p, t} == {a, b} for p, t, _ in self.sides)

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if action.verb == "take" and self.phase in ("offer", "centre"):
            if self.phase == "offer" and len(action.args) == 2:
                return ("only a player whose card was just matched may take a centre card", SKIN_LAWS.cite("K6"))
            return (f"a stake must be one of {', '.join(map(str, self.rules.stakes))}"
                    + (" and the card one in the centre" if self.phase == "centre" else ""), SKIN_LAWS.cite("K1"))
        if action.verb == "cut" and self.phase == "cut":
            assert self.pending is not None
            return (f"the banker may cut the stake of {self.pending[2]} to a smaller amount, at least 1",
                    SKIN_LAWS.cite("K1"))
        if action.verb == "side" and self.phase == "side":
            return ("a side bet is proposed to another punter holding a card, with no side bet with him yet, "
                    f"for one of {', '.join(map(str, self.rules.stakes))}", SKIN_LAWS.cite("K7"))
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        v = action.verb
        if self.phase == "cut":
            seat, card, named = self.pending  # type: ignore[misc]
            stake = named if v == "accept" else action.args[0]
            self.pending = None
            if v == "cut":
                self.log.append(f"the banker cuts seat {seat}'s stake to {stake}")
            self._holds(seat, card, stake)
            return
        if self.phase == "choice":
            self.phase = "side-only" if v == "continue" else "new-card"
            self.log.append("the banker deals on for the side bets" if v == "continue"
                            else "the banker takes the first fresh card as his new card")
            self._turn()
            return
        if self.phase == "side":
            me = self.side_queue.pop(0)
            if v == "side":
                self.proposal = (me, action.args[0], action.args[1])
                self.phase = "answer"
                return
            self._next_side()
            return
        if self.phase == "answer":
            prop = self.proposal
            assert prop is not None
            self.proposal = None
            if v == "agree":
                self.sides.append(prop)
                self.log.append(f"side bet: seat {prop[0]} bets seat {prop[1]}'s card is matched first, for "
                                f"{prop[2]}")
            self._next_side()
            return
        if self.phase == "centre":
            seat = self.centre_seat
            assert seat is not None
            self.centre_seat = None
            if v == "take":
                card = action.args[1]
                self.centre.remove(card)
                self.log.append(f"seat {seat} takes {card} from the centre")
                self._staked(seat, card, action.args[0])
            else:
                self.phase = "offer"
                self._turn()
            return
        seat = self.offerees.pop(0)
        card = self.offer
        assert card is not None
        if v == "take":
            self.offer = None
            self.offerees = []
            self.log.append(f"seat {seat} takes {card}, naming {action.args[0]}")
            self._staked(seat, card, action.args[0])
        elif not self.offerees:                            # refused by all: to the centre
            self.centre.append(card)
            self.offer = None
            self._turn()

    # ------------------------------------------------------------------ stakes and side bets
    def _staked(self, seat: int, card: Card, named: int) -> None:
        """A card taken with a stake named: the banker accepts or cuts it (K1)."""
        if self.rules.cutting and named > 1:
            self.pending = (seat, card, named)
            self.phase = "cut"
            return
        self._holds(seat, card, named)

    def _holds(self, seat: int, card: Card, stake: int) -> None:
        self.holding[seat] = (card, stake)
        if self.bank_card is None:
            self._deal_bank_card(card)
        self.side_queue = self._holders() if self.rules.side_bets and len(self._holders()) > 1 else []
        self._next_side()

    def _next_side(self) -> None:
        """The next holder who may propose a side bet (K7), or the turn of the box."""
        while self.side_queue:
            me = self.side_queue[0]
            if any(t != me and not self._side_between(me, t) for t in self._holders()):
                self.phase = "side"
                return
            self.side_queue.pop(0)
        self.phase = "offer"
        self._turn()

    def _settle_sides(self, hit: int, void: bool = False) -> None:
        """Seat ``hit``'s card is matched: his side bets are settled (returned if ``void``)."""
        keep = []
        for p, t, k in self.sides:
            if hit not in (p, t):
                keep.append((p, t, k))
                continue
            if void:
                self.log.append(f"the side bet of seats {p} and {t} is void")
                continue
            win, lose = (p, t) if hit == t else (t, p)
            self.net[win] += k
            self.net[lose] -= k
            self.last_win = k
            self.log.append(f"seat {win} wins the side bet of {k} from seat {lose}")
        self.sides = keep

    # ------------------------------------------------------------------ the box
    def _next(self) -> Card | None:
        if self.pos >= len(self.shoe):
            return None
        c = self.shoe[self.pos]
        self.pos += 1
        return c

    def _deal_bank_card(self, first: Card) -> None:
        while True:
            c = self._next()
            if c is None:
                return
            if c.rank == first.rank:
                self.discard.append(c)                     # recorded choice: not the first punter's rank
                continue
            self.bank_card = c
            self.log.append(f"the banker's card is {c}")
            return

    def _turn(self) -> None:
        """Turn cards until someone is to act or the deal ends."""
        while True:
            c = self._next()
            if c is None:
                self._end_out()
                return
            if self.phase == "new-card":                  # K8 (b): the banker has no card
                hit = next((s for s, h in self.holding.items() if h is not None and h[0].rank == c.rank), None)
                if hit is not None:                        # void: his side bets are returned
                    card = self.holding[hit][0]            # type: ignore[index]
                    self._settle_sides(hit, void=True)
                    self.discard += [card, c]
                    self.dead.add(c.rank)
                    self.holding[hit] = None
                    self.log.append(f"{c} matches seat {hit}'s {card} while the banker has no card: void")
                    continue
                if c.rank in self.dead or self.bank_card is not None and c.rank == self.bank_card.rank:
                    self.discard.append(c)
                    continue
                if self.bank_card is not None:
                    self.discard.append(self.bank_card)
                self.bank_card = c
                self.phase = "offer"
                self.log.append(f"the banker's new card is {c}")
                continue
            if self.bank_card is not None and c.rank == self.bank_card.rank and self.phase != "side-only":   # K2
                for s, h in self.holding.items():
                    if h is not None and h[1]:
                        self._pay(s, h[1])
                        self.holding[s] = (h[0], 0)        # paid: the card stands for its side bets only
                self.discard.append(c)
                self.dead.add(c.rank)
                self.log.append(f"{c} matches the banker's card: every punter with a card wins")
                if self.sides:                             # K8: the banker chooses
                    self.phase = "choice"
                    return
                self._finish()
                return
            hit = next((s for s, h in self.holding.items() if h is not None and h[0].rank == c.rank), None)
            if hit is not None:                            # K3
                card, stake = self.holding[hit]            # type: ignore[misc]
                if stake:
                    self.net[hit] -= stake
                    self.net[self.banker] += stake
                    self.last_win = stake
                    self.log.append(f"{c} matches seat {hit}'s {card}: the bank wins {stake}")
                else:
                    self.log.append(f"{c} matches seat {hit}'s {card}")
                self._settle_sides(hit)
                self.discard += [card, c]
                self.dead.add(c.rank)
                self.holding[hit] = None
                if self.phase == "side-only":
                    if not self.sides:
                        self._finish()
                        return
                    continue
                if self.centre:                            # K6: he may take a centre card at once
                    self.centre_seat = hit
                    self.phase = "centre"
                    return
                continue
            if c.rank in self.dead or self.phase == "side-only":
                self.discard.append(c)
                continue
            cardless = [s for s in self.order if self.holding[s] is None]
            if not cardless:                                # K4: nobody to take it
                self.centre.append(c)
                continue
            self.offer = c
            self.offerees = cardless
            return

    def _pay(self, seat: int, stake: int) -> None:
        self.net[seat] += stake
        self.net[self.banker] -= stake
        self.last_win = stake
        if self.rules.fee == "two-percent":
            f = stake * 2 // 100
            self.net[seat] -= f
            self.fees += f

    def _end_out(self) -> None:
        self.log.append("the box is out: the unsettled stakes and side bets are returned")
        self.sides = []
        self._finish()

    def _finish(self) -> None:
        if self.rules.fee == "last-bet" and self.last_win:
            f = self.last_win // 4                         # charged to the bank (the collector's take)
            self.net[self.banker] -= f
            self.fees += f
        self.done = True
        self.phase = "done"
        self.offer = None
        self.offerees = []

    # ------------------------------------------------------------------ outcome and views
    def outcome(self) -> list[int]:
        if not self.done:
            raise DealNotOver("the deal is not over")
        return list(self.net)

    def house_take(self) -> int:
        return self.fees

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "skin", "seat": seat, "to_act": self.to_act, "banker": self.banker,
            "banker_card": str(self.bank_card) if self.bank_card is not None else None,
            "offer": str(self.offer) if self.offer is not None else None,
            "holding": {str(s): {"card": str(h[0]), "stake": h[1]} for s, h in self.holding.items() if h},
            "discard": [str(c) for c in self.discard], "centre": [str(c) for c in self.centre],
            "cards_left": len(self.shoe) - self.pos,
            "side_bets": [{"seat": p, "against": t, "stake": k} for p, t, k in self.sides],
        }
        if self.pending is not None:
            v["stake_named"] = {"seat": self.pending[0], "card": str(self.pending[1]), "stake": self.pending[2]}
        if self.proposal is not None:
            v["side_bet_proposed"] = {"seat": self.proposal[0], "against": self.proposal[1],
                                      "stake": self.proposal[2]}
        if self.phase == "choice":
            v["banker_choice"] = "the banker's card is matched with side bets unsettled: continue or new-card"
        if self.done:
            v["outcome"] = list(self.net)
            v["fees"] = self.fees
        return v

    def card_locations(self) -> dict[str, list[Card]]:
        loc = {"box": self.shoe[self.pos:], "discard": list(self.discard), "centre": list(self.centre)}
        loc["banker"] = [self.bank_card] if self.bank_card is not None else []
        loc["offer"] = [self.offer] if self.offer is not None else []
        loc["held"] = [h[0] for h in self.holding.values() if h]
        loc["named"] = [self.pending[1]] if self.pending is not None else []
        return loc

    def hidden_cards(self, seat: int | None):
        return self.shoe[self.pos:]

    def pack(self) -> list[Card]:
        return sorted(self.shoe)


class SkinMatch(Match):
    """The bank passes to the next player on the right after each deal."""

    def carry(self, state) -> dict[str, Any]:
        ctx = super().carry(state)
        ctx["banker"] = (int(state.context.get("banker", 0)) - 1) % state.num_players
        return ctx


register(GameInfo(
    slug="skin", private_cards=False, title="Skin (skin ball)", family="banking", utility="zero-sum-chips",
    min_players=3, max_players=10, default_players=5,
    state_cls=SkinState, rules_cls=SkinRules, laws=SKIN_LAWS, match_cls=SkinMatch,
    aliases=("skin-ball", "скин"), source="seed 004 §2.5", status="playable",
    summary="Cards turned from a box are offered from the banker's right; each punter's card must not be matched "
            "before the banker's; a banker's match pays every punter, a punter's match pays the bank.",
    notes="The banker may cut a stake (option cutting); side bets between holders (option side_bets); a "
          "matched punter may take a centre card; with side bets unsettled at the banker's match he deals on "
          "for them or takes a new card. Our readings: a punter's card matched while the banker has no card "
          "is void with its side bets returned; holders do not bet against the bank again on his new card."))
