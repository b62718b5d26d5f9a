"""Preference, a simplified vint for three (Foster 1914, seed 001 part 5 "ПРЕФЕРАНС"; catalog
001_part5.md §7).

Three play (four at the table: the dealer sits out). Thirty-two cards A K Q J 10 9 8 7, dealt
three each, two to the widow, four each, three each: ten each. The suits rank, for the bidding,
spades, clubs, diamonds and hearts (hearts, the *preference*, highest); there are no no-trump
hands. Each antes to the pool.

* **First bidding**: from the dealer's left each in turn may name a trump suit (``bid hearts``),
  undertaking six of the ten tricks; a bid stands only over a lower suit (the number of tricks is
  never named); one round on :class:`hoyle.mechanics.ladder.Ladder`. The highest plays with the
  widow untouched.
* **Second bidding**: nobody bidding, each in turn may bid counters for the widow (``offer 3``),
  one round; the highest pays his offer into the pool, takes the widow, lays away two
  (``discard <card>``) and names trumps (``name hearts``).
* **Play**: the elder (the dealer's left) leads; follow suit; trumps win.

The book leaves the payments "as agreed between the players" (§7 ⚠: the players agree what a
trick won is worth and the pool pays accordingly, perhaps more for a higher trump), so
``status="partial"``. Our reading, stated here and in the registration, settles the whole pool on
the bidder's undertaking of six tricks instead of a price per trick: the pool (each active player's ``ante`` and
the widow's price) goes to the bidder who takes six tricks or more; a bidder who fails leaves it to
his two adversaries, shared equally, an odd counter to the one with more tricks (equal: the elder
of the two). All passing twice, the deal is void and the antes go back. Our further readings: the
elder leads; the widow bid is at most ``max_offer`` counters.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card, parse_card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook, Ruling
from ...core.rules import Rules, option
from ...mechanics.ladder import Ladder
from ...mechanics.tricks import SUIT_NAMES, OrderedTrickPlay, TrickOrder, parse_suit, sort_hands
from .common import NationalTrickState, cards_text, choose_card, pack_of

__all__ = ["PREFERENCE_LAWS", "PREFERENCE_SUITS", "PreferenceRules", "PreferenceState", "PreferenceBot",
           "preference_pack", "preference_payments"]

_SRC = "Foster 1914, Preference (seed 001 part 5; catalog 001_part5.md §7)"

PREFERENCE_LAWS = LawBook.of("Preference", _SRC, [
    ("7.1", "pack", "Thirty-two cards A K Q J 10 9 8 7; suits for the bidding hearts (the preference), diamonds, "
                    "clubs, spades downwards; no no-trump hands; with four the dealer sits out."),
    ("7.2", "pool", "Each antes equally to the pool; the successful bidder adds what he bid for the widow."),
    ("7.3", "deal", "Three each, two to the widow, four each, three each; the deal passes to the left."),
    ("7.4", "bidding", "From the dealer's left each may name a trump if he thinks he can take six of the ten "
                       "tricks; a bid is by suit only, a higher suit over a lower."),
    ("7.5", "widow", "Nobody naming a trump, each in turn may bid counters for the widow; the highest pays them "
                     "to the pool, takes the widow, lays away two and names trumps."),
    ("7.6", "payments", "The pool is paid for the tricks at values the players agree (not given: read here as the "
                        "pool to a bidder who takes six, else to his adversaries)."),
    ("W1", "revoke-penalty", "A revoke (as at whist, our reading: the book gives no law): the revoking side loses "
                             "the hand.", "the hand lost"),
    ("W2", "revoke-established", "A revoke is established when its trick is quitted (as at whist)."),
    ("W3", "revoke-corrected", "A renounce corrected in time leaves the card exposed (as at whist)."),
    ("W4", "exposed-card", "A card exposed is left face up and may be called (as at whist)."),
    ("W5", "lead-out-of-turn", "A lead out of turn: the card is exposed, liable to be called (as at whist)."),
], meanings={"revoke-penalty": "W1", "revoke-established": "W2", "revoke-corrected": "W3",
             "exposed-card": "W4", "lead-out-of-turn": "W5"})
_L = PREFERENCE_LAWS.cite

#: the suits for the bidding, lowest first (§7: hearts the preference)
PREFERENCE_SUITS = ("spades", "clubs", "diamonds", "hearts")


def preference_pack() -> list[Card]:
    return pack_of(range(7, 15))


def preference_payments(pool_antes: list[int], offer: int, bidder: int, made: bool, tricks: Sequence[int],
                        active: Sequence[int]) -> list[int]:
    """Per seat, net of what each put in (our reading of §7, module docstring): ``pool_antes`` what
    each seat anted, ``offer`` what the bidder paid for the widow; ``tricks`` per seat; ``active``
    the three in play, elder first."""
    n = len(pool_antes)
    pool = sum(pool_antes) + offer
    net = [-a for a in pool_antes]
    net[bidder] -= offer
    if made:
        net[bidder] += pool
        return net
    opp = [s for s in active if s != bidder]
    half, odd = divmod(pool, 2)
    for s in opp:
        net[s] += half
    if odd:
        first = max(opp, key=lambda s: (tricks[s], -opp.index(s)))
        net[first] += 1
    assert len(net) == n
    return net


@dataclass(frozen=True)
class PreferenceRules(Rules):
    referee_mode: bool = option(False, "accept a renounce in error as a physical table would (recorded, not "
                                "refused) and settle it by the revoke law when claimed", "001 part 5 §7 (no law printed; as at whist)")
    ante: int = option(5, "counters each active player puts into the pool", "001 part 5 §7 (each antes equally; "
                       "the amount is not given)", minimum=1, maximum=1000, bound="our bound: 1 to 1000")
    max_offer: int = option(10, "the most counters a player may bid for the widow", "001 part 5 §7",
                            minimum=1, maximum=100, bound="our bound: 1 to 100")


class PreferenceState(NationalTrickState):
    """One deal of preference (module docstring). Actions: ``bid SUIT``, ``pass``, ``offer N``,
    ``discard <card>``, ``name SUIT``, ``play <card>``. Raises SetupError for a table other than
    three or four."""

    #: the environments' listed tail (:mod:`hoyle.env.actions`): a discard is one card, so at
    #: most one a card of the 32-card pack (the probe's deals do not reach the discard)
    listed_bound = 32


    rules_cls = PreferenceRules
    penalty_laws = PREFERENCE_LAWS
    title = "Preference"
    unit = "chips"

    def __init__(self, num_players: int = 3, rules: PreferenceRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self._three_in_play(num_players, "preference", "§7")
        n = self.n
        deck = self.shuffler.shuffle(preference_pack())
        hands: list[list[int]] = [[] for _ in range(n)]
        it = iter(deck)
        self.widow: list[int] = []
        for k in (3, 0, 4, 3):
            if k == 0:
                self.widow = [next(it), next(it)]
                continue
            for s in self.active:
                hands[s].extend(next(it) for _ in range(k))
        sort_hands(hands)
        self.hands = hands
        self.ladder = Ladder(list(PREFERENCE_SUITS), self.active,
                             laws={"insufficient": _L("7.4"), "out-of-turn": _L("7.4")})
        self.offers: Ladder | None = None
        self.tp: OrderedTrickPlay | None = None
        self.rulings: list[Ruling] = []
        self.revoke_claims: list[int] = []
        self.revoker: int | None = None
        self.bidder: int | None = None
        self.offer = 0
        self.trump: int | None = None
        self.took = False
        self.laid: list[int] = []
        self.phase = "bid"

    def _side(self, seat: int) -> int:
        return 0 if seat == self.bidder else 1

    @property
    def to_act(self) -> int | None:
        ph = self.phase
        if ph == "bid":
            return self.ladder.turn
        if ph == "offer":
            return self.offers.turn
        if ph in ("discard", "name"):
            return self.bidder
        if ph == "play":
            return self.tp.turn
        return None

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "bid":
            return [Action("pass") if b is None else Action("bid", (b,)) for b in self.ladder.legal()]
        if ph == "offer":
            return [Action("pass") if b is None else Action("offer", (b,)) for b in self.offers.legal()]
        if ph == "discard":
            return [Action("discard", (Card(c),)) for c in self.hands[self.bidder]]
        if ph == "name":
            return [Action("name", (s,)) for s in PREFERENCE_SUITS]
        if ph == "play":
            return [Action("play", (Card(c),)) for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self._accepts_revoke(action):
            return                       # a revoke at a physical table: recorded, claimed later
        ph, v = self.phase, action.verb
        if action.verb == "pass" and action.args:
            raise IllegalAction(f"'{action}' is not a call: 'pass' takes nothing after it")
        if ph in ("bid", "offer") and v in ("bid", "offer", "pass"):
            lad = self.ladder if ph == "bid" else self.offers
            want = "bid" if ph == "bid" else "offer"
            if v not in ("pass", want):
                raise IllegalAction(f"{'name a trump suit' if ph == 'bid' else 'offer counters for the widow'} or pass",
                                    _L("7.4" if ph == "bid" else "7.5"))
            bid = None if v == "pass" else (action.args[0] if len(action.args) == 1 else ())
            if ph == "bid" and isinstance(bid, str):
                try:
                    s = parse_suit(bid)
                except ValueError:
                    s = None
                bid = SUIT_NAMES[s] if s is not None else bid
            if ph == "offer" and bid is not None and (type(bid) is not int or not 1 <= bid <= self.rules.max_offer):
                raise IllegalAction(f"offer 1 to {self.rules.max_offer} counters for the widow", _L("7.5"))
            if ph == "bid" and bid is not None and bid not in PREFERENCE_SUITS:
                raise IllegalAction("name a suit: spades, clubs, diamonds or hearts (no no-trumps)", _L("7.1"))
            why = lad.why_not(self.to_act, bid)
            if why:
                raise IllegalAction(*why)
            return
        if self._is_legal(action):
            return
        if ph == "play" and v == "play":
            self.tp.check_play(action, _L("7.3"), not_held="you do not hold {card}")
        if ph == "discard" and v == "discard":
            raise IllegalAction("lay away a card of your hand", _L("7.5"))
        if ph == "name" and v == "name":
            raise IllegalAction("name spades, clubs, diamonds or hearts", _L("7.5"))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        ph, v = self.phase, action.verb
        if ph == "bid":
            bid = None if v == "pass" else SUIT_NAMES[parse_suit(action.args[0])]
            self.ladder.call(seat, bid)
            self.note(f"{name} {'passes' if bid is None else 'names ' + bid}")
            if self.ladder.done:
                if self.ladder.bidder is None:
                    self.offers = Ladder(list(range(1, self.rules.max_offer + 1)), self.active,
                                         laws={"insufficient": _L("7.5"), "out-of-turn": _L("7.5")})
                    self.phase = "offer"
                else:
                    self.bidder = self.ladder.bidder
                    self.trump = parse_suit(self.ladder.best)
                    self._start()
            return
        if ph == "offer":
            bid = None if v == "pass" else action.args[0]
            self.offers.call(seat, bid)
            self.note(f"{name} {'passes' if bid is None else f'offers {bid} for the widow'}")
            if self.offers.done:
                if self.offers.bidder is None:
                    self.phase = "over"
                    self.note("nobody bids: the deal is void, the antes go back (ours)")
                else:
                    self.bidder, self.offer = self.offers.bidder, int(self.offers.best)
                    self.took = True
                    self.hands[self.bidder].extend(self.widow)
                    sort_hands(self.hands)
                    self.note(f"{self.seat_names[self.bidder]} pays {self.offer} and takes the widow")
                    self.note("the widow: " + " ".join(cards_text(self.widow)), to=[self.bidder])
                    self.phase = "discard"
            return
        if ph == "discard":
            c = action.args[0]
            self.hands[seat].remove(c)
            self.laid.append(c)
            self.note(f"{name} lays away a card")
            if len(self.laid) == 2:
                self.phase = "name"
            return
        if ph == "name":
            self.trump = parse_suit(action.args[0])
            self.note(f"{name} names {SUIT_NAMES[self.trump]}")
            self._start()
            return
        w = self.tp.play(action.args[0])
        if w is not None and self.tp.over:
            self.phase = "over"
            self.note(self.result_text() or "")

    def _start(self) -> None:
        self.note(f"{self.seat_names[self.bidder]} plays with {SUIT_NAMES[self.trump]} trumps")
        self.tp = OrderedTrickPlay(self.hands, TrickOrder(self.trump), self.active[0],
                                   out=[s for s in range(self.n) if s not in self.active])
        self.hands = self.tp.hands
        self.phase = "play"

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        if self.revoker is None:
            self.revoker = self._side(revoke.seat)
        side = "the bidder" if self.revoker == 0 else "the adversaries"
        return Ruling(law=_L("W1"), penalty=f"{side} lose the hand", effect={"revoking_side": side})

    def made(self) -> bool:
        if self.revoker is not None:
            return self.revoker == 1
        return self.tp is not None and self.tp.won[self.bidder] >= 6

    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.bidder is None:
            return [0] * self.n
        antes = [self.rules.ante if s in self.active else 0 for s in range(self.n)]
        return preference_payments(antes, self.offer, self.bidder, self.made(), self.tp.won, self.active)

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.bidder is None:
            return "nobody bid: the deal is void"
        t = self.tp.won[self.bidder]
        return (f"{self.seat_names[self.bidder]} ({SUIT_NAMES[self.trump]}) takes {t} tricks: "
                + ("takes the pool" if self.made() else "the adversaries share the pool"))

    def outcome_detail(self) -> list[dict[str, Any]] | None:
        if self.phase != "over":
            return None
        net = self.outcome()
        return [{"seat": s, "net": net[s]} for s in range(self.n)]

    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": [Card(c) for c in h]
                                      for s, h in enumerate(self.hands)}
        out["widow"] = [] if self.took else [Card(c) for c in self.widow]
        out["laid away"] = [Card(c) for c in self.laid]
        if self.tp is not None:
            out.update({k: [Card(c) for c in v] for k, v in self.tp.locations().items()})
        else:
            out["trick"], out["quitted"] = [], []
        return out

    def _secret(self, seat: int | None) -> set[int]:
        if self.phase == "over":
            return set()
        out = set() if self.took else set(self.widow)
        if seat != self.bidder:
            out.update(self.laid)
        return out

    def _game_view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        calls = [[names[s], "pass" if b is None else b] for s, b in self.ladder.calls]
        if self.offers is not None:
            calls += [[names[s], "pass" if b is None else f"offers {b}"] for s, b in self.offers.calls]
        return {"bids": calls, "bidder": None if self.bidder is None else names[self.bidder],
                "trump": None if self.trump is None else SUIT_NAMES[self.trump], "offer": self.offer,
                "pool": sum(self.rules.ante for _ in self.active) + self.offer,
                "widow": (cards_text(self.widow) if self.phase == "over" and not self.took
                          or (self.took and seat == self.bidder) else []),
                "laid_away": cards_text(self.laid) if seat == self.bidder or self.phase == "over" else len(self.laid)}

    @classmethod
    def _render_extra(cls, view: dict[str, Any]) -> list[str]:
        lines = []
        if view["bids"]:
            lines.append("Bidding: " + ", ".join(f"{p} {b}" for p, b in view["bids"]))
        lines.append(f"Pool: {view['pool']}")
        if view["bidder"] and view["trump"]:
            lines.append(f"{view['bidder']} plays, {view['trump']} trumps")
        if view["widow"]:
            lines.append("Widow: " + " ".join(view["widow"]))
        return lines

    def clone(self) -> "PreferenceState":
        s = super().clone()
        s.ladder = self.ladder.clone()
        s.offers = None if self.offers is None else self.offers.clone()
        return s     # type: ignore[return-value]


class PreferenceBot(Bot):
    """Names its longest suit as trumps with five cards of it and two honours (or six cards), the
    six tricks the bid undertakes being two or three trump tricks and the aces; offers for the widow
    with four of a suit (a counter for each card past three); lays away its lowest plain cards; plays
    as at whist (:func:`~hoyle.games.national.common.choose_card`). Our reading: the book gives no advice."""

    name = "book"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        hand = [parse_card(c) for c in view["hand"] or []]
        by = {s: [c for c in hand if c & 3 == s] for s in range(4)}
        long = max(range(4), key=lambda s: (len(by[s]), PREFERENCE_SUITS.index(SUIT_NAMES[s])))
        honours = sum(1 for c in by[long] if (c >> 2) + 2 >= 12)
        ph = view["phase"]
        if ph == "bid":
            if len(by[long]) >= 6 or (len(by[long]) >= 5 and honours >= 2):
                for a in legal:
                    if a.verb == "bid" and a.args[0] == SUIT_NAMES[long]:
                        return a
            return Action("pass")
        if ph == "offer":
            want = len(by[long]) - 3
            offers = [a for a in legal if a.verb == "offer" and a.args[0] <= want]
            return min(offers, key=lambda a: a.args[0]) if offers else Action("pass")
        if ph == "discard":
            plain = [a for a in legal if a.args[0] & 3 != long] or list(legal)
            return min(plain, key=lambda a: (len(by[a.args[0] & 3]), a.args[0] >> 2))
        if ph == "name":
            return Action("name", (SUIT_NAMES[long],))
        trump = SUIT_NAMES.index(view["trump"]) if view.get("trump") else None
        me = view["seat"]
        mine = (me,) if me == view["bidder"] else tuple(s for s in view["seats"] if s != view["bidder"])
        return choose_card(view, legal, TrickOrder(trump), partners=mine)
