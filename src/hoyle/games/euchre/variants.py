"""The euchre variants that change the engine's flow (Foster 1914, 001 part 3 §B4-B6, §B10-B12).

Each is a thin subclass of :class:`~hoyle.games.euchre.state.EuchreState`; what differs only in
data (set-back scoring, the pack, the number of players, partnerships or each for himself) is
an option of :class:`~hoyle.games.euchre.state.EuchreRules`.

* :class:`BlindEuchreState` - blind euchre (§B4): a widow of two; whoever takes it has ordered
  up the turned suit, discards two and plays alone against the rest.
* :class:`CallAceEuchreState` - call-ace euchre (§B12): each for himself; the maker calls for
  the best card of a plain suit, whose holder is his secret partner.
* :class:`BidEuchreState` - auction euchre (§B6) and its offspring five-hand (§B11) and
  seven-hand (§B10): no turn-up; one round of bids of tricks and a suit
  (:class:`hoyle.mechanics.ladder.Ladder`); the widow and the partners by the bid.
* :class:`PenaltyEuchreState` - penalty euchre (§B5): five for themselves, hands exchanged
  for a face-down widow, settled in chips.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...core.determinise import AttrSlots, Zone
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import Ruling
from ...core.rules import option
from ...mechanics.ladder import Ladder
from ...mechanics.tricks import SUIT_NAMES, bower_order, parse_suit, sort_hands
from .state import EuchreRules, EuchreState

__all__ = ["BlindEuchreState", "CallAceEuchreState", "BidEuchreState", "BidEuchreRules",
           "PenaltyEuchreState", "call_ace_value", "bid_partners", "penalty_chips", "CALL_ACE_PACK_LOW"]

_B4, _B5, _B6, _B10, _B11, _B12 = (f"Foster 1914, 001 part 3 §{x}" for x in ("B4", "B5", "B6", "B10", "B11", "B12"))


# ----- blind euchre ------------------------------------------------------------------------------
class BlindEuchreState(EuchreState):
    """Blind euchre (§B4). Each plays for himself; after the hands two cards are laid aside
    face down as the widow, and the next card is turned. In turn from the dealer's left each
    says ``take`` (he takes the widow: the turned suit is trumps, as if he had ordered it up)
    or ``pass``; the taker lays away two cards (``discard 7H`` twice) and plays alone against
    all the others, scored as cut-throat (a march as many points as players, three or four
    tricks one, euchred two to each adversary). Nobody taking it, the hand is void.

    Our readings of what the book leaves open (catalog: partial): three players by default
    (two to four allowed); the turned card names the trumps and stays on the pack (the
    dealer does not take it up, as in penalty euchre, §B5)."""

    title = "Blind euchre"

    def _aside_count(self) -> int:
        return 2

    def _set_aside(self, deck: list[int], pos: int) -> int:
        self.widow = list(deck[pos:pos + 2])
        return pos + 2

    def legal_actions(self) -> list[Action]:
        if self.phase == "first":
            return [Action("pass"), Action("take")]
        return super().legal_actions()

    def _check(self, action: Action) -> None:
        if self.phase == "first":
            if not self._is_legal(action):
                raise IllegalAction("take the widow (take) or pass", _B4)
            return
        super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase != "first":
            return super()._apply(action)
        seat = self._turn
        name = self.seat_names[seat]
        if action.verb == "pass":
            self.note(f"{name} passes")
            if seat == self.dealer:
                self.void = "nobody took the widow (§B4)"
                self.note("nobody takes the widow: the hand is void")
                self.phase = "over"
                return
            self._next_speaker()
            return
        self.note(f"{name} takes the widow: {SUIT_NAMES[self.up_suit]} are trumps")
        self._make(seat, self.up_suit, True, "take")
        self.hands[seat].extend(self.widow)
        sort_hands([self.hands[seat]])
        self.widow = []
        self.discarder, self.to_discard = seat, 2
        self.phase = "discard"


# ----- call-ace euchre ---------------------------------------------------------------------------
#: the lowest rank of the pack by the number of players (§B12: six 32 cards, five without the
#: sevens, four without the eights too)
CALL_ACE_PACK_LOW = {4: 9, 5: 8, 6: 7}


def call_ace_value(tricks: int, lone: bool, players: int) -> tuple[int, bool]:
    """Call-ace euchre's points for one hand (§B12, CA-02): ``(points to each, to_makers)``.
    With a partner: three or four tricks 1 each, all five 3 each (five or six players) or 2
    (four or fewer), euchred 2 to each other player; alone: all five a point for each player
    at the table, three or four 1, euchred 2 to each other player.

    Raises ValueError for tricks outside 0..5."""
    if not 0 <= tricks <= 5:
        raise ValueError("tricks are 0 to 5")
    if tricks < 3:
        return 2, False
    if tricks < 5:
        return 1, True
    return (players if lone else 3 if players >= 5 else 2), True


class CallAceEuchreState(EuchreState):
    """Call-ace euchre for four to six (§B12). The turn-up, ordering up, taking up and making
    are as in euchre; then the maker says ``call hearts`` (the best card of a plain suit) or
    ``call alone``. The holder of the best card of that suit dealt to a player is his partner,
    unknown to all until the card falls (his view shows it when he holds the ace: he knows);
    a maker who holds it himself, or calls a suit of which no player holds a card, plays
    alone. The pack: 24 cards for four, 28 for five, 32 for six (the ``pack`` option is
    ignored). Each scores for himself (:func:`call_ace_value`); the outcome is each seat's
    points (general-sum).
    """

    title = "Call-ace euchre"

    def __init__(self, *args: Any, **kwargs: Any):
        self.called: int | None = None          # the suit called
        self.called_card: int | None = None     # the best card of it in a hand
        self.partner_seat: int | None = None
        self.revealed = False
        super().__init__(*args, **kwargs)

    def _pack_low(self) -> int:
        return CALL_ACE_PACK_LOW.get(self.n, 7)

    def _forced_alone(self) -> bool:
        return False

    def _may_alone(self) -> bool:
        return self.rules.lone_hands

    @property
    def to_act(self) -> int | None:
        if self.phase == "call":
            return self.maker
        return super().to_act

    def _start_play(self) -> None:
        if self.alone or self.called is not None:
            super()._start_play()
        else:
            self.phase = "call"

    def legal_actions(self) -> list[Action]:
        if self.phase == "call":
            return [Action("call", (SUIT_NAMES[s],)) for s in range(4) if s != self.trump] + [Action("call", ("alone",))]
        return super().legal_actions()

    def _check(self, action: Action) -> None:
        if self.phase == "call":
            if not self._is_legal(action):
                raise IllegalAction("call a plain suit (call hearts) or play alone (call alone); "
                                    "the trump suit cannot be called", _B12)
            return
        super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "call":
            name = self.seat_names[self.maker]
            if action.args[0] == "alone":
                self.note(f"{name} plays alone")
                self.alone = True
                self.called = -1
            else:
                s = parse_suit(action.args[0])
                self.called = s
                order = bower_order(self.trump, jokers=False)
                held = [(order.rank[c], c, seat) for seat, h in enumerate(self.hands) for c in h
                        if order.suit[c] == s]
                self.note(f"{name} calls for the best {SUIT_NAMES[s][:-1]}")
                if held:
                    _, card, seat = max(held)
                    self.called_card = card
                    if seat != self.maker:
                        self.partner_seat = seat
                        self.allies = {self.maker, seat}
                if self.partner_seat is None:
                    self.alone = True
            self.allies = self.allies if self.partner_seat is not None else {self.maker}
            super()._start_play()
            return
        if self.phase == "play" and action.args and action.args[0] == self.called_card and not self.revealed:
            self.revealed = True
            self.note(f"{self.seat_names[self.tp.turn]} shows himself the partner with the {Card(self.called_card)}")
        super()._apply(action)

    def _make(self, seat: int, suit: int, alone: bool, how: str) -> None:
        super()._make(seat, suit, alone, how)
        self.allies = {seat}

    def _lone(self) -> bool:
        return False                              # nobody sits out

    def _deal_value(self) -> tuple[int, bool]:
        return call_ace_value(self.maker_tricks(), self.partner_seat is None, self.n)

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["called"] = (None if self.called is None else "alone" if self.called < 0 else SUIT_NAMES[self.called])
        knows = self.revealed or self.phase == "over" or (
            seat is not None and seat == self.partner_seat and self.called_card is not None
            and (self.called_card >> 2) + 2 == 14) or seat == self.maker and self.partner_seat is None
        v["partner"] = (self.seat_names[self.partner_seat] if self.partner_seat is not None and knows
                        else "none" if self.partner_seat is None and self.called is not None and knows else None)
        v["partner_seat"] = (None if not knows or self.partner_seat is None else
                             self.seat_names[self.maker] if seat == self.partner_seat else
                             self.seat_names[self.partner_seat] if seat == self.maker else None)
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        text = super().render_view(view)
        if view.get("called"):
            text += f"\nCalled: {view['called']}" + (f"; partner {view['partner']}" if view.get("partner") else "")
        return text

    def clone(self) -> "CallAceEuchreState":
        return super().clone()


# ----- auction, five-hand and seven-hand euchre --------------------------------------------------
@dataclass(frozen=True)
class BidEuchreRules(EuchreRules):
    """Rules of the euchres bid for the trump (§B6, §B10, §B11)."""
    form: str = option("auction", "which bidding euchre: 'auction' (partners fixed, §B6), 'five-hand' "
                       "(§B11) or 'seven-hand' (§B10)", "001 part 3 §B6, §B10, §B11",
                       choices=("auction", "five-hand", "seven-hand"))
    partner_by_card: bool = option(True, "five-hand: the maker may name a partner by a card (call AS) "
                                   "as well as by seat", "001 part 3 §B11 (\"in some clubs\")")
    hidden_score: bool = option(False, "the score is kept out of the players' sight (seven-hand)",
                                "001 part 3 §B10")


#: per form: (hand size, deal rounds, widow, bids, alone bids with the widow, without it, leader)
BID_FORMS = {
    "auction": (5, (3, 2), 0, (1, 2, 3, 4, 5), None, None, "eldest"),
    "five-hand": (5, (2, 3), 3, (1, 2, 3, 4, 5, 8, 15), 8, 15, "maker"),
    "seven-hand": (7, (2, 3, 2), 4, (1, 2, 3, 4, 5, 6, 7, 10, 20), 10, 20, "maker"),
}


def bid_partners(form: str, bid: int) -> int:
    """How many partners the maker chooses for ``bid`` (§B10: five or less two, six or seven
    three, ten or twenty none; §B11: three or less one, four or five two, eight or fifteen
    none; auction euchre: the partnerships are fixed, 0 chosen). Raises ValueError for an
    unknown form."""
    if form == "auction":
        return 0
    if form == "seven-hand":
        return 0 if bid >= 10 else 3 if bid >= 6 else 2
    if form == "five-hand":
        return 0 if bid >= 8 else 2 if bid >= 4 else 1
    raise ValueError(f"unknown form {form!r}")


class BidEuchreState(EuchreState):
    """One deal of auction (§B6), five-hand (§B11) or seven-hand (§B10) euchre. No card is
    turned; from the dealer's left each bids once (``bid 3 hearts``) or passes, each bid higher
    than the last, a suit not ranking (:class:`~hoyle.mechanics.ladder.Ladder`, the bids
    ``(tricks, suit)`` valued by the tricks); all passing, the hand is
    void (our reading). The highest bidder names the trumps and:

    * auction: plays with his fixed partners (four: N-S v E-W; six: alternate seats, three a
      side); the eldest leads; bid made, his side scores the bid (no more: AE-01); euchred,
      the adversaries score it; game 15.
    * five-hand (28 cards, a widow of three) and seven-hand (53 with the joker, a widow of
      four): he takes the widow and lays away as many (``discard 8S``), except on the top
      bid (15; 20), then names his partners (``partner C``, or at five-hand ``call AS``: the
      holder of that card), as many as :func:`bid_partners` gives; the alone bids (8 or 15;
      10 or 20) need all the tricks. He leads. Made, he and each partner score the bid (no
      more); euchred, each adversary scores it. A revoke by either side gives the
      adversaries the bid and ends the hand (§B10). Five-hand game is 100; seven-hand names
      no game (we play to 100 too) and keeps the score hidden (``hidden_score``).
    """

    rules_cls = BidEuchreRules

    def __init__(self, num_players: int = 4, rules: BidEuchreRules | None = None, shuffler=None,
                 context: dict | None = None):
        rules = rules or BidEuchreRules()
        self.form_data = BID_FORMS[rules.form]
        self.bid: int | None = None
        self.partners_left = 0
        self.called_cards: list[int] = []
        super().__init__(num_players, rules, shuffler, context)
        self.title = {"auction": "Auction euchre", "five-hand": "Five-hand euchre",
                      "seven-hand": "Seven-hand euchre"}[rules.form]
        levels = self.form_data[3]
        bids = [(lv, d) for lv in levels for d in SUIT_NAMES]
        self.ladder = Ladder(bids, [(self.dealer + i) % self.n for i in range(1, self.n + 1)],
                             values={b: b[0] for b in bids}, laws={"out-of-turn": _B6, "insufficient": _B6})
        self.phase = "bid"
        self.widow = self.widow + [self.upcard] + self.stock if self.form_data[2] else []
        if self.form_data[2]:
            self.stock = []

    # the deal: no turn-up; the cards after the hands are the widow (the engine's upcard is
    # only the first of them and is never shown)
    def _deal_rounds(self) -> tuple[int, ...]:
        return self.form_data[1]

    def _aside_count(self) -> int:
        return max(0, self.form_data[2] - 1)      # the engine's turn-up is the widow's first card

    def _forced_alone(self) -> bool:
        return False

    def _leader(self) -> int:
        return self.maker if self.form_data[6] == "maker" else (self.dealer + 1) % self.n

    def _needed(self) -> int:
        hand, bid = self.form_data[0], self.bid or 0
        return hand if bid > hand else bid

    @property
    def to_act(self) -> int | None:
        if self.phase == "bid":
            return self.ladder.turn
        if self.phase == "partners":
            return self.maker
        return super().to_act

    def legal_actions(self) -> list[Action]:
        if self.phase == "bid":
            return [Action("pass") if b is None else Action("bid", b) for b in self.ladder.legal()]
        if self.phase == "partners":
            out = [Action("partner", (self.seat_names[s],)) for s in range(self.n)
                   if s not in self.allies]
            if self.rules.form == "five-hand" and self.rules.partner_by_card:
                mine = set(self.hands[self.maker]) | set(self.discards) | set(self.called_cards)
                out += [Action("call", (Card(c),)) for c in self._pack_cards() if c not in mine]
            return out
        return super().legal_actions()

    def action_specs(self):
        return super().action_specs()

    def _parse_action(self, text: str) -> Action:
        """The game's notation; a partner is named by his seat's letter in either case
        (``partner c`` is ``partner C``), so a written action reads back as itself."""
        action = super()._parse_action(text)
        if action.verb == "partner" and len(action.args) == 1 and isinstance(action.args[0], str):
            return Action("partner", (action.args[0].upper(),))
        return action

    def _check(self, action: Action) -> None:
        if self.phase == "bid":
            if self._is_legal(action):
                return
            if action.verb == "bid" and len(action.args) == 2 and type(action.args[0]) is int:
                try:
                    denom = SUIT_NAMES[parse_suit(action.args[1])]
                except (ValueError, TypeError):
                    denom = None
                lv = action.args[0]
                if lv not in self.form_data[3]:
                    why = f"{lv} is not a bid here; the bids are {', '.join(map(str, self.form_data[3]))}"
                elif denom is None:
                    why = "name a suit with the bid (bid 3 hearts)"
                elif self.ladder.best is not None and lv <= self.ladder.best[0] and self.to_act == self.ladder.turn:
                    why = "a bid must be higher than {} ({} {} stands)".format(self.ladder.best[0], *self.ladder.best)
                else:
                    why = (self.ladder.why_not(self.to_act, (lv, denom)) or (None,))[0]
            else:
                why = None
            raise IllegalAction(why or "bid a number of tricks and a suit (bid 3 hearts) or pass", _B6)
        if self.phase == "partners":
            if self._is_legal(action) or (action.verb == "partner" and len(action.args) == 1 and
                                          Action("partner", (str(action.args[0]).upper(),)) in self.legal_actions()):
                return
            if action.verb == "call":
                raise IllegalAction("nobody answers: that card is not in another player's hand", _B11)
            raise IllegalAction("name a partner among the others (partner C" +
                                (", or call AS" if self.rules.form == "five-hand" else "") + ")", _B10)
        super()._check(action)

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat] if seat is not None else ""
        if self.phase == "bid":
            if action.verb == "pass":
                self.ladder.call(seat, None)
                self.note(f"{name} passes")
            else:
                s = parse_suit(action.args[1])
                self.ladder.call(seat, (action.args[0], SUIT_NAMES[s]))
                self.note(f"{name} bids {action.args[0]} {SUIT_NAMES[s]}")
            if self.ladder.done:
                if self.ladder.bidder is None:
                    self.void = "nobody bid (our reading: the deal passes)"
                    self.note("nobody bids: the hand is void")
                    self.phase = "over"
                    return
                level, denom = self.ladder.best
                self.bid = level
                self._make(self.ladder.bidder, parse_suit(denom), False, "bid")
                self.note(f"{self.seat_names[self.maker]} makes {denom} for {level}")
                self._after_bid()
            return
        if self.phase == "partners":
            if action.verb == "partner":
                p = self.seat_names.index(str(action.args[0]).upper())
                self.note(f"{name} takes {self.seat_names[p]} as a partner")
            else:
                c = int(action.args[0])
                self.called_cards.append(c)
                holders = [s for s in range(self.n) if c in self.hands[s] and s not in self.allies]
                p = holders[0] if holders else None
                self.note(f"{name} calls for the {action.args[0]}: " +
                          (f"{self.seat_names[p]} answers" if p is not None else
                           "nobody answers (it lies in the widow): he plays a partner short, our reading"))
            if p is not None:
                self.allies = self.allies | {p}
            self.partners_left -= 1
            if self.partners_left <= 0 or len(self.allies) >= self.n:
                self._start_play()
            return
        super()._apply(action)

    def _make(self, seat: int, suit: int, alone: bool, how: str) -> None:
        super()._make(seat, suit, alone, how)
        if self.rules.form != "auction":
            self.allies = {seat}

    def _after_bid(self) -> None:
        hand, _, widow, _, alone_widow, alone_bare, _ = self.form_data
        if self.rules.form == "auction":
            self._start_play()
            return
        self.alone = self.bid in (alone_widow, alone_bare)
        self.partners_left = bid_partners(self.rules.form, self.bid)
        if self.bid != alone_bare and self.widow:
            self.hands[self.maker].extend(self.widow)
            sort_hands([self.hands[self.maker]])
            self.note(f"{self.seat_names[self.maker]} takes the widow")
            self.discarder, self.to_discard = self.maker, len(self.widow)
            self.widow = []
            self.phase = "discard"
            return
        self._discarded()

    def _discarded(self) -> None:
        if self.partners_left > 0:
            self.phase = "partners"
        else:
            self._start_play()

    def _lone(self) -> bool:
        return False

    def _pack_cards(self) -> list[int]:
        return [c for c in range(52) if (c >> 2) + 2 >= self._pack_low()]

    def _deal_value(self) -> tuple[int, bool]:
        return self.bid, self.maker_tricks() >= self._needed()

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        if self.rules.form == "auction":
            return super()._revoke_penalty(revoke, claimant, penalty)
        award = [0] * self.n_sides
        team = self.allies if revoke.seat in self.allies else set(range(self.n)) - self.allies
        for s in range(self.n):
            if s not in team:
                award[self._side(s)] = self.bid
        self.award = award
        self._end()
        return Ruling(law=_B10, penalty=f"the adversaries of {self.seat_names[revoke.seat]} score the bid, {self.bid}",
                      detail="a revoke by either side ends the hand", effect={"award": award})

    def card_locations(self) -> dict[str, list]:
        out = super().card_locations()
        out["turn-up"] = []
        if not self.form_data[2]:
            out["stock"] = list(self.stock) + ([] if self.upcard_taken else [self.upcard])
        return out

    def card_zones(self) -> dict[str, Zone]:
        """The default zones and the card under the stock never turned here (``upcard``)."""
        zones = super().card_zones()
        if zones:
            zones["upcard"] = Zone(AttrSlots(self, "upcard"), ordered=True)
        return zones

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = super().hidden_cards(seat)
        up = self.upcard                        # never turned here: hidden unless held or played
        held = seat is not None and (up in self.hands[seat] or (seat == self.discarder and up in self.discards))
        played = self.tp is not None and up in self.tp.played_cards()
        if not held and not played:
            out.add(up)
        # a called card's place is public: its holder answered (or nobody did: the widow)
        out.difference_update(self.called_cards)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["turn_up"] = None
        v["up_suit"] = None
        v["bids"] = [[self.seat_names[s], None, None] if b is None else [self.seat_names[s], b[0], b[1]]
                     for s, b in self.ladder.calls]
        v["bid"] = self.bid
        v["partners"] = [self.seat_names[s] for s in sorted(self.allies)] if self.maker is not None else []
        v["partner_seat"] = None
        if seat is not None and seat in self.allies:
            others = [self.seat_names[s] for s in sorted(self.allies) if s != seat]
            v["partner_seat"] = others[0] if others else None
        if self.rules.hidden_score:
            v["score"] = None
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        view = dict(view)
        hidden = view["score"] is None
        if hidden:
            view["score"] = [0] * len(view["sides"])
        view["turn_up"] = "none"
        text = super().render_view(view)
        lines = text.split("\n")
        if hidden:
            lines[0] = f"{view['title']} - dealer {view['dealer']} - score kept hidden (game {view['game_points']})"
        lines = [ln for ln in lines if not ln.startswith("Turn-up")]
        lines.insert(1, "Bids: " + (", ".join(f"{p} {'pass' if b is None else f'{b} {d}'}" for p, b, d in view["bids"]) or "(none)"))
        if view.get("bid"):
            lines.insert(2, f"Bid {view['bid']}; {view['maker']}'s side: " + " ".join(view["partners"]))
        return "\n".join(ln.replace(" (turn-up none)", "") for ln in lines)

    def clone(self) -> "BidEuchreState":
        s = super().clone()
        s.ladder = self.ladder.clone()
        s.called_cards = list(self.called_cards)
        s.allies = set(self.allies)
        return s


# ----- penalty euchre ----------------------------------------------------------------------------
def penalty_chips(tricks: list[int]) -> list[int]:
    """Penalty euchre's chips for one hand (§B5, PE-01), per seat, as the change in the chips a
    player holds (he wins by getting rid of his twelve): each who took no trick receives one
    from every other player, those who took none included (the book's "from each of the
    others", read literally); then each puts one into the pool per trick he took.

    ``penalty_chips([2, 2, 1, 0, 0]) == [-4, -4, -3, 3, 3]``."""
    n = len(tricks)
    out = [0] * n
    for z, t in enumerate(tricks):
        if t == 0:
            for s in range(n):
                if s != z:
                    out[s] -= 1
                    out[z] += 1
    return [out[s] - tricks[s] for s in range(n)]


class PenaltyEuchreState(EuchreState):
    """One hand of penalty euchre for five (§B5). Five cards each and a widow of five face
    down; the next card is turned and names the trumps, staying on the pack. In turn from the
    dealer's left each says ``exchange`` (he lays his hand face down in place of the cards
    lying there, the widow or a hand given up before, and takes those) or ``keep``; then the
    eldest leads and each plays for himself. The outcome is the chips each got rid of this
    hand (the negative of :func:`penalty_chips`): general-sum, the pool takes five.

    A revoke (the book names no penalty here; our reading of law 30): the hand ends and the
    revoker receives two chips from each other player."""

    title = "Penalty euchre"

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.phase = "exchange"
        self.trump = self.up_suit
        self.exchanged: list[int] = []

    def _aside_count(self) -> int:
        return 5

    def _set_aside(self, deck: list[int], pos: int) -> int:
        self.widow = list(deck[pos:pos + 5])
        return pos + 5

    @property
    def to_act(self) -> int | None:
        if self.phase == "exchange":
            return self._turn
        return super().to_act

    def legal_actions(self) -> list[Action]:
        if self.phase == "exchange":
            return [Action("keep"), Action("exchange")]
        return super().legal_actions()

    def _check(self, action: Action) -> None:
        if self.phase == "exchange":
            if not self._is_legal(action):
                raise IllegalAction("keep your hand or exchange it for the cards face down (keep, exchange)", _B5)
            return
        super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase != "exchange":
            return super()._apply(action)
        seat = self._turn
        if action.verb == "exchange":
            self.hands[seat], self.widow = sorted(self.widow, key=lambda c: (c & 3, c)), self.hands[seat]
            sort_hands([self.hands[seat]])
            self.exchanged.append(seat)
            self.note(f"{self.seat_names[seat]} exchanges his hand")
        else:
            self.note(f"{self.seat_names[seat]} keeps his hand")
        if seat == self.dealer:
            self.maker, self.alone, self.how, self.allies = None, False, "turn-up", set()
            self._start_play()
            return
        self._next_speaker()

    def _lone(self) -> bool:
        return False

    def maker_tricks(self) -> int:
        return 0

    def chips(self) -> list[int]:
        """The change in each seat's chips this hand (:func:`penalty_chips`, or a ruling's).
        Raises DealNotOver before the end."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.award is not None:
            return list(self.award)
        return penalty_chips(list(self.tp.won))

    def points(self) -> list[int]:
        return [-c for c in self.chips()]

    def outcome(self) -> list[int]:
        return self.points()

    def house_take(self) -> int:
        return 0

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        tricks = ", ".join(f"{self.seat_names[s]} {w}" for s, w in enumerate(self.tp.won)) if self.tp else ""
        chips = ", ".join(f"{self.seat_names[s]} {c:+d}" for s, c in enumerate(self.chips()))
        return f"tricks {tricks}; chips {chips}"

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        award = [-2] * self.n
        award[revoke.seat] = 2 * (self.n - 1)
        self.award = award
        self._end()
        return Ruling(law=_B5, penalty=f"{self.seat_names[revoke.seat]} receives two chips from each other player",
                      detail="our reading of law 30: the hand ends", effect={"award": award})

    def _not_liable(self, seat: int, call: str):
        return None

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["exchanged"] = [self.seat_names[s] for s in self.exchanged]
        v["points"] = self.points() if self.phase == "over" else None
        if self.phase == "over":
            v["chips"] = self.chips()
        return v

    def clone(self) -> "PenaltyEuchreState":
        s = super().clone()
        s.exchanged = list(self.exchanged)
        return s
