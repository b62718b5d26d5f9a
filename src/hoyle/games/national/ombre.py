"""Solo, the German ombre, and heart solo for three (Foster 1914, seed 001 part 5 "СОЛО",
"ЧЕРВЕВОЕ СОЛО"; catalog 001_part5.md §8.1, §8.2). One engine, :class:`OmbreState`; the games
differ in the pack, the table, the colour and the games that may be bid.

The trumps (§8.1 "cards"): whatever suit is trumps, the queen of clubs (*spadille*) is the
highest trump, the seven of the trump suit (*manille*) the second, the queen of spades (*basta*)
the third, then the rest of the trump suit A K Q J 10 9 8; the plain suits rank A K Q J 10 9 8 7
(:func:`ombre_order`). One suit is always the *colour*: a game in colour pays double.

**Solo** (``solo-ombre``, four players, 32 cards, 3-2-3 to each): bids from the elder round and
round until nobody raises (a pass is final) on the ladder of games (``bid simple``, ``simple-colour``, ``solo``, ``solo-colour``, ``tout``,
``tout-colour``: the book's order and payments, :data:`SOLO_GAMES`); the highest bidder names the
trump suit for a game in suit (``name hearts``; the colour, clubs, for a game in colour), and for
a simple or a tout with a partner calls an ace (``call AH``; ``alone`` at tout), whose holder is his
hidden partner (his own ace: he plays alone, unknown to the others). A simple or a solo needs five
tricks, a tout all eight. Nobody bidding, a player holding spadille and basta has a *forcée*: he
plays solo (``solo``, then names trumps) or calls an ace (``call AH``), and the ace's holder names
trumps, not the called ace's suit (forcée in suit 4, in colour 8). A soloist wins or loses the
game's value from each opponent; two partners each receive from, or pay, one opponent.

**Heart solo** (``heart-solo``, three players, 24 cards: the eight of hearts and every diamond but
the seven out, :func:`heart_solo_pack`): solo only (``bid solo``, ``solo-colour``), diamonds the
colour, in which spadille, manille (the seven of diamonds) and basta are the only trumps. Nobody
bidding, the hand is played in colour each for himself, and the winner of the last trick loses a
solo's value to each of the others.

Readings (the book does not say): a pass in the bidding is final; the deal ends as soon
as the declarer's side has its five tricks or cannot reach them (tout: at the first trick lost):
the book's "hands are abandoned"; having taken the first five, the declarer may ``stop`` or
``play-on``, and then must take all eight or lose, at the tout's value (§8.1 "play"); a simple played
alone with one's own ace called is paid as a simple by the lone player to or from each
opponent; the called ace is not of the trump suit; all passing without a forcée (solo), the deal is
thrown in. Heart solo: the printed colour is diamonds (the catalog's ⚠: the game's name says
hearts), and "a solo's value" when nobody bids is the solo in colour, 8.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card, parse_card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.rules import Rules, option
from ...mechanics.ladder import Ladder
from ...mechanics.tricks import SUIT_NAMES, OrderedTrickPlay, TrickOrder, parse_suit
from .common import NationalTrickState, card_of, choose_card, pack_of

__all__ = ["OMBRE_LAWS", "SOLO_GAMES", "HEART_SOLO_GAMES", "SPADILLE", "BASTA", "ombre_order", "solo_pack",
           "heart_solo_pack", "ombre_payments", "OmbreRules", "OmbreState", "SoloState", "HeartSoloState",
           "OmbreBot"]

_SRC = "Foster 1914, Solo and Heart Solo (seed 001 part 5; catalog 001_part5.md §8.1-8.2)"

OMBRE_LAWS = LawBook.of("Solo", _SRC, [
    ("8.1a", "cards", "Thirty-two cards A K Q J 10 9 8 7; one suit is the colour (clubs); whatever the trumps, "
                      "the queen of clubs (spadille) is the highest trump, the seven of trumps (manille) the "
                      "second, the queen of spades (basta) the third."),
    ("8.1b", "deal", "Four players, eight cards each, three, two and three at a time."),
    ("8.1c", "bidding", "The elder speaks first; the highest offer names the game: simple, solo or tout, in suit "
                        "or in colour, in that order."),
    ("8.1d", "partner", "A partner is had by calling an ace; its holder, unknown until it falls, helps from the "
                        "start; calling an ace one holds is playing alone."),
    ("8.1e", "games", "Simple: five tricks with the called ace's holder, 2, in colour 4; solo: five tricks alone, "
                      "4, in colour 8; tout: all eight tricks, 16, in colour 32."),
    ("8.1f", "forcee", "Nobody bidding, the holder of spadille and basta must play solo or call an ace; called, "
                       "the ace's holder names trumps, not the ace's suit; forcée 4, in clubs 8."),
    ("8.1g", "play", "The elder leads; follow suit if able; trumps win; the hand is abandoned when the bidder has "
                     "five tricks, unless at tout."),
    ("8.1h", "payments", "A soloist wins or loses the value from each opponent; two partners each receive from "
                         "or pay one opponent."),
    ("8.2", "heart-solo", "Three players, 24 cards (the eight of hearts and every diamond but the seven out); "
                          "diamonds the colour, with three trumps only; solo the only game; nobody bidding, the "
                          "hand is played in colour and the winner of the last trick loses a solo's value."),
    ("W1", "revoke-penalty", "A revoke (as at whist, our reading: the book gives no law): the revoking side "
                             "loses the game, the declarer's side paying or receiving as if beaten or as if it "
                             "had won.", "the game lost"),
    ("W2", "revoke-established", "A revoke is established when its trick is quitted (as at whist)."),
    ("W3", "revoke-corrected", "A renounce corrected in time leaves the card exposed (as at whist)."),
    ("W4", "exposed-card", "A card exposed is left face up and may be called (as at whist)."),
    ("W5", "lead-out-of-turn", "A lead out of turn: the card is exposed, liable to be called (as at whist)."),
], meanings={"revoke-penalty": "W1", "revoke-established": "W2", "revoke-corrected": "W3",
             "exposed-card": "W4", "lead-out-of-turn": "W5"})
_L = OMBRE_LAWS.cite

SPADILLE = card_of(12, 0)
BASTA = card_of(12, 3)
#: the games of solo in rank order and what each pays (§8.1, printed)
SOLO_GAMES = {"simple": 2, "simple-colour": 4, "solo": 4, "solo-colour": 8, "tout": 16, "tout-colour": 32}
HEART_SOLO_GAMES = {"solo": 4, "solo-colour": 8}
FORCEE = {"forcee": 4, "forcee-colour": 8}
_PLAIN_RANK = {14: 8, 13: 7, 12: 6, 11: 5, 10: 4, 9: 3, 8: 2, 7: 1}


def _ace_name(ace: int) -> str:
    """A called ace in words (its holder is unknown until it falls, so views never write it as a card)."""
    return f"the ace of {SUIT_NAMES[ace & 3]}"


def solo_pack() -> list[Card]:
    return pack_of(range(7, 15))


def heart_solo_pack() -> list[Card]:
    """The 24 cards of heart solo (§8.2): 32 less the eight of hearts and the diamonds but the seven."""
    return pack_of(range(7, 15), leave_out=[card_of(8, 2)] + [card_of(r, 1) for r in range(8, 15)])


def ombre_order(trump: int | None) -> TrickOrder:
    """The trick order with ``trump`` trumps (§8.1): spadille, manille (the trump seven), basta, then
    the trump suit A K Q J 10 9 8; plain suits A K Q J 10 9 8 7. ``trump`` None: no trumps (not
    used by the book's games; the matadors keep their own suits)."""
    suit = [c & 3 for c in range(54)]
    rank = [_PLAIN_RANK.get((c >> 2) + 2, 0) if c < 52 else 0 for c in range(54)]
    if trump is not None:
        suit[SPADILLE] = suit[BASTA] = trump
        rank[SPADILLE], rank[card_of(7, trump)], rank[BASTA] = 30, 29, 28
    return TrickOrder(trump, suit, rank)


def ombre_payments(value: int, won: bool, declarer: int, partner: int | None, n: int) -> list[int]:
    """Per seat (§8.1 "payments"): alone (``partner`` None or the declarer himself), he receives or
    pays ``value`` from or to each other seat; with a partner, each of the two receives from or pays
    one opponent."""
    sign = 1 if won else -1
    out = [0] * n
    if partner is None or partner == declarer:
        for s in range(n):
            out[s] = sign * value * (n - 1) if s == declarer else -sign * value
        return out
    for s in range(n):
        out[s] = sign * value if s in (declarer, partner) else -sign * value
    return out


@dataclass(frozen=True)
class OmbreRules(Rules):
    referee_mode: bool = option(False, "accept a renounce in error as a physical table would (recorded, not "
                                "refused) and settle it by the revoke law when claimed", "001 part 5 §8.1 (no law printed; as at whist)")


class OmbreState(NationalTrickState):
    """One deal of solo or heart solo (module docstring). Actions: ``bid GAME``, ``pass``, ``name
    SUIT``, ``call <ace>``, ``alone``, ``solo`` (forcée), ``play <card>``, ``stop`` or ``play-on``
    (after five tricks straight). Raises SetupError for a
    table of another size than the game's."""

    rules_cls = OmbreRules
    penalty_laws = OMBRE_LAWS
    title = "Solo"
    players = 4
    colour = 0
    games: dict[str, int] = SOLO_GAMES

    @classmethod
    def pack(cls) -> list[Card]:
        return solo_pack()

    def __init__(self, num_players: int | None = None, rules: OmbreRules | None = None, shuffler=None,
                 context: dict | None = None):
        num_players = self.players if num_players is None else num_players
        super().__init__(num_players, rules, shuffler, context)
        if num_players != self.players:
            raise SetupError(f"{self.title.lower()} is for {self.players} (§8)")
        n = self.n = num_players
        self.seat_names = ("A", "B", "C", "D")[:n]
        self.dealer = d = self.context.get("dealer", n - 1)
        deck = self.shuffler.shuffle(self.pack())
        hands: list[list[int]] = [[] for _ in range(n)]
        it = iter(deck)
        for k in (3, 2, 3):
            for i in range(1, n + 1):
                hands[(d + i) % n].extend(next(it) for _ in range(k))
        self.hands = hands
        self._sort(None)
        self.elder = (d + 1) % n
        self.ladder = Ladder(list(self.games), [(d + i) % n for i in range(1, n + 1)],
                             laws={"insufficient": _L("8.1c"), "out-of-turn": _L("8.1c")}, until_one=True)
        self.tp: OrderedTrickPlay | None = None
        self.rulings: list[Ruling] = []
        self.revoke_claims: list[int] = []
        self.revoker: int | None = None            # the side (0 declarer's, 1 the others) that revoked
        self.declarer: int | None = None
        self.game_bid: str | None = None
        self.called: int | None = None
        self.partner: int | None = None            # the called ace's holder (None: alone)
        self.namer: int | None = None
        self.trump: int | None = None
        self.played_on = False                     # went on for the tout after five tricks (§8.1)
        self.phase = "bid"

    def _sort(self, trump: int | None) -> None:
        order = ombre_order(trump)
        for h in self.hands:
            h.sort(key=lambda c: (-(order.suit[c] == trump), -order.suit[c], -order.rank[c]))

    def _side(self, seat: int) -> int:
        return 0 if seat in (self.declarer, self.partner) else 1

    @property
    def to_act(self) -> int | None:
        ph = self.phase
        if ph == "bid":
            return self.ladder.turn
        if ph in ("call", "forcee", "choice"):
            return self.declarer
        if ph == "name":
            return self.namer
        if ph == "play":
            return self.tp.turn
        return None

    def _callable(self) -> list[int]:
        return [card_of(14, s) for s in range(4) if card_of(14, s) in self.pack() and s != self.trump]

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "bid":
            return [Action("pass") if b is None else Action("bid", (b,)) for b in self.ladder.legal()]
        if ph == "forcee":
            return [Action("solo")] + [Action("call", (Card(c),)) for c in self._callable()]
        if ph == "name":
            banned = {self.called & 3} if self.game_bid == "forcee" and self.called is not None else set()
            return [Action("name", (SUIT_NAMES[s],)) for s in self._suits() if s not in banned]
        if ph == "call":
            out = [Action("call", (Card(c),)) for c in self._callable()]
            return out + ([Action("alone")] if self.game_bid.startswith("tout") else [])
        if ph == "choice":
            return [Action("stop"), Action("play-on")]
        if ph == "play":
            return [Action("play", (Card(c),)) for c in self.tp.legal()]
        return []

    def _suits(self) -> list[int]:
        """The suits that may be named trumps in suit: all but the colour (forcée: any)."""
        return [s for s in range(4) if self.game_bid == "forcee" or s != self.colour]

    def _check(self, action: Action) -> None:
        if self._accepts_revoke(action):
            return                       # a revoke at a physical table: recorded, claimed later
        if action.verb == "pass" and action.args:
            raise IllegalAction(f"'{action}' is not a call: 'pass' takes nothing after it")
        if self.phase == "bid" and action.verb in ("bid", "pass"):
            bid = None if action.verb == "pass" else (action.args[0] if len(action.args) == 1 else ())
            if bid is not None and not isinstance(bid, str):
                raise IllegalAction("bid a game: " + ", ".join(self.games))
            why = self.ladder.why_not(self.to_act, bid)
            if why:
                raise IllegalAction(why[0] + ("" if bid is None or bid in self.games else
                                              " (games: " + ", ".join(self.games) + ")"), why[1] or _L("8.1c"))
            return
        if self.phase == "name" and action.verb == "name" and len(action.args) == 1:
            if not isinstance(action.args[0], str):
                raise IllegalAction(f"name a suit by its name ({', '.join(SUIT_NAMES[x] for x in self._suits())}), "
                                    f"not {action.args[0]!r}", _L("8.1e"))
            try:
                s = parse_suit(action.args[0])
            except ValueError as exc:
                raise IllegalAction(str(exc), _L("8.1c")) from None
            if s is None or s not in self._suits():
                raise IllegalAction(f"name a suit other than the colour, {SUIT_NAMES[self.colour]}, for a game in suit",
                                    _L("8.1e"))
            if self.game_bid == "forcee" and self.called is not None and s == self.called & 3:
                raise IllegalAction("at a forcée the called ace's suit may not be named trumps", _L("8.1f"))
            return
        if self._is_legal(action):
            return
        if self.phase == "play" and action.verb == "play":
            self.tp.check_play(action, _L("8.1g"), not_held="you do not hold {card}")
        if action.verb == "call" and self.phase in ("call", "forcee"):
            raise IllegalAction("call an ace that is not of the trump suit", _L("8.1d"))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        ph, v = self.phase, action.verb
        if ph == "bid":
            bid = None if v == "pass" else action.args[0]
            self.ladder.call(seat, bid)
            self.note(f"{name} {'passes' if bid is None else 'bids ' + bid}")
            if self.ladder.done:
                self._auction_over()
            return
        if ph == "forcee":
            if v == "solo":
                self.game_bid = "forcee"
                self.namer = seat
                self.phase = "name"
                self.note(f"{name} has a forcée and plays solo")
            else:
                self._call(action.args[0])
                self.game_bid = "forcee"
                self.namer = self.partner if self.partner is not None else seat
                self.phase = "name"
                if self.partner is not None:
                    self.note(f"{self.seat_names[self.partner]} holds the called ace and names trumps")
            return
        if ph == "name":
            s = parse_suit(action.args[0])
            self.trump = s
            self.note(f"{name} names {SUIT_NAMES[s]}")
            if self.game_bid in ("simple", "tout") and self.called is None:
                self.phase = "call"
            else:
                self._start()
            return
        if ph == "call":
            if v == "alone":
                self.note(f"{name} plays alone")
            else:
                self._call(action.args[0])
            self._start()
            return
        if ph == "choice":
            if v == "play-on":
                self.played_on = True
                self.phase = "play"
                self.note(f"{name} plays on: he must take all eight tricks or lose the tout")
            else:
                self.phase = "over"
                self.note(f"{name} abandons the hand with his five tricks")
                self.note(self.result_text() or "")
            return
        self.tp.play(action.args[0])
        if self._decided():
            mine, theirs = self.side_tricks()
            if (not self.played_on and "tout" in self.games and not (self.game_bid or "").startswith("tout")
                    and theirs == 0 and not self.tp.over):
                self.phase = "choice"
                self.note(f"{self.seat_names[self.declarer]} has five tricks: he may stop or play on for the tout")
                return
            self.phase = "over"
            self.note(self.result_text() or "")

    def _call(self, ace: int) -> None:
        self.called = ace
        self.partner = next(s for s, h in enumerate(self.hands) if ace in h)
        self.note(f"{self.seat_names[self.declarer]} calls {_ace_name(ace)}")

    def _auction_over(self) -> None:
        best, who = self.ladder.best, self.ladder.bidder
        if best is None:
            self._nobody_bid()
            return
        self.declarer, self.game_bid = who, str(best)
        self.note(f"{self.seat_names[who]} plays {best}")
        if best.endswith("colour"):
            self.trump = self.colour
            self.note(f"{SUIT_NAMES[self.colour]} (the colour) trumps")
            if best.startswith(("simple", "tout")):
                self.phase = "call"
            else:
                self._start()
            return
        self.namer = who
        self.phase = "name"

    def _nobody_bid(self) -> None:
        forced = next((s for s, h in enumerate(self.hands) if SPADILLE in h and BASTA in h), None)
        if forced is None:
            self.phase = "over"
            self.note("all pass and nobody holds spadille and basta: the deal is thrown in (ours)")
            return
        self.declarer = forced
        self.phase = "forcee"
        self.note(f"all pass: {self.seat_names[forced]} holds spadille and basta, a forcée")

    def _start(self) -> None:
        if self.partner == self.declarer:
            self.partner = None if self.called is None else self.declarer
        self._sort(self.trump)
        self.tp = OrderedTrickPlay(self.hands, ombre_order(self.trump), self.elder)
        self.hands = self.tp.hands
        self.phase = "play"

    # ----- the result --------------------------------------------------------------------
    def _need(self) -> int:
        return 8 if self.played_on or (self.game_bid or "").startswith("tout") else 5

    def side_tricks(self) -> list[int]:
        if self.tp is None:
            return [0, 0]
        mine = sum(self.tp.won[s] for s in {self.declarer, self.partner} if s is not None)
        return [mine, len(self.tp.quitted) - mine]

    def _decided(self) -> bool:
        if self.tp.over:
            return True
        if self.declarer is None:
            return False
        mine, theirs = self.side_tricks()
        return mine >= self._need() or theirs > 8 - self._need()

    def value(self) -> int:
        g = self.game_bid or ""
        if self.played_on:
            return SOLO_GAMES["tout-colour" if self.trump == self.colour else "tout"]
        if g == "forcee":
            return FORCEE["forcee-colour" if self.trump == self.colour else "forcee"]
        return self.games[g] if g in self.games else SOLO_GAMES[g]

    def won(self) -> bool:
        if self.revoker is not None:
            return self.revoker == 1
        return self.side_tricks()[0] >= self._need()

    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.declarer is None:
            return [0] * self.n
        partner = self.partner if self.partner != self.declarer else None
        return ombre_payments(self.value(), self.won(), self.declarer, partner, self.n)

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.declarer is None:
            return "thrown in"
        mine, theirs = self.side_tricks()
        who = self.seat_names[self.declarer]
        if self.partner is not None and self.partner != self.declarer:
            who += f" with {self.seat_names[self.partner]} (holding {_ace_name(self.called)})"
        elif self.called is not None:
            who += f" alone (he held {_ace_name(self.called)})"
        return (f"{who} played {self.game_bid}, {SUIT_NAMES[self.trump]} trumps: {mine} tricks to {theirs}, "
                f"{'won' if self.won() else 'lost'} {self.value()}"
                + (" (a revoke)" if self.revoker is not None else ""))

    def outcome_detail(self) -> list[dict[str, Any]] | None:
        if self.phase != "over":
            return None
        net = self.outcome()
        return [{"seat": s, "net": net[s]} for s in range(self.n)]

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        if self.phase != "over":
            raise IllegalAction("a revoke is settled at the end of the hand", _L("W1"))
        if self.revoker is None:
            self.revoker = self._side(revoke.seat)
        side = "the declarer's side" if self._side(revoke.seat) == 0 else "the opponents"
        return Ruling(law=_L("W1"), penalty=f"{side} lose the game", effect={"revoking_side": side})

    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": [Card(c) for c in h]
                                      for s, h in enumerate(self.hands)}
        if self.tp is not None:
            out.update({k: [Card(c) for c in v] for k, v in self.tp.locations().items()})
        else:
            out["trick"], out["quitted"] = [], []
        return out

    def _partner_known(self, seat: int | None) -> bool:
        """Whether ``seat`` may know who holds the called ace: its holder, once it has fallen, once
        he named trumps (forcée), or at the end."""
        if self.called is None or self.phase == "over":
            return True
        if seat is not None and self.called in self.hands[seat]:
            return True
        if self.namer is not None and self.namer == self.partner:
            return True
        return self.tp is not None and self.called in self.tp.played_cards()

    def _game_view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        known = self._partner_known(seat)
        return {"bids": [[names[s], "pass" if b is None else b] for s, b in self.ladder.calls],
                "declarer": None if self.declarer is None else names[self.declarer],
                "game_bid": self.game_bid, "trump": None if self.trump is None else SUIT_NAMES[self.trump],
                "colour": SUIT_NAMES[self.colour],
                "called": None if self.called is None else _ace_name(self.called),
                "partner": names[self.partner] if known and self.partner is not None else None,
                "side_tricks": self.side_tricks() if known else None}

    @classmethod
    def _render_extra(cls, view: dict[str, Any]) -> list[str]:
        lines = []
        if view["bids"]:
            lines.append("Bidding: " + ", ".join(f"{p} {b}" for p, b in view["bids"]))
        if view["declarer"] and view["game_bid"]:
            lines.append(f"{view['declarer']} plays {view['game_bid']}"
                         + (f", {view['trump']} trumps" if view["trump"] else "")
                         + (f", called {view['called']}" if view["called"] else "")
                         + (f" (partner {view['partner']})" if view["partner"] else ""))
        elif view["trump"]:
            lines.append(f"Nobody bid: played in colour, {view['trump']} trumps; the last trick loses")
        return lines


class SoloState(OmbreState):
    """Solo for four (§8.1)."""


class HeartSoloState(OmbreState):
    """Heart solo for three (§8.2): 24 cards, diamonds the colour, solo the only game; nobody
    bidding, the hand is played in colour and the winner of the last trick pays a solo's value (in
    colour, 8) to each of the others."""

    title = "Heart solo"
    players = 3
    colour = 1
    games = HEART_SOLO_GAMES

    @classmethod
    def pack(cls) -> list[Card]:
        return heart_solo_pack()

    def _nobody_bid(self) -> None:
        self.trump = self.colour
        self.game_bid = "no bid"
        self.note("all pass: the hand is played in colour, diamonds; the last trick loses a solo (§8.2)")
        self._start()

    def _decided(self) -> bool:
        if self.game_bid == "no bid":
            return self.tp.over
        return super()._decided()

    def outcome(self) -> list[int]:
        if self.phase == "over" and self.game_bid == "no bid":
            loser = self.tp.quitted[-1][2]
            v = HEART_SOLO_GAMES["solo-colour"]
            return [-v * (self.n - 1) if s == loser else v for s in range(self.n)]
        return super().outcome()

    def result_text(self) -> str | None:
        if self.phase == "over" and self.game_bid == "no bid":
            loser = self.tp.quitted[-1][2]
            return f"nobody bid: {self.seat_names[loser]} took the last trick and pays 8 to each"
        return super().result_text()


class OmbreBot(Bot):
    """Counts its trumps for each possible trump suit (the three matadors, spadille, manille and
    basta, with the suit's cards) and its plain aces: a tout with seven, a solo with five holding two
    matadors, a simple with four holding one; in colour when the colour is its best suit; calls the
    ace of its longest plain suit it lacks; plays as at whist (:func:`choose_card`). Our reading of a
    book that gives no advice for solo."""

    name = "book"

    def _strength(self, hand: list[int], trump: int) -> int:
        order = ombre_order(trump)
        trumps = [c for c in hand if order.suit[c] == trump]
        aces = sum(1 for c in hand if (c >> 2) + 2 == 14 and order.suit[c] != trump)
        return len(trumps) + aces // 2

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        hand = [parse_card(c) for c in view["hand"] or []]
        ph = view["phase"]
        colour = SUIT_NAMES.index(view["colour"])
        if ph == "bid":
            best = max(range(4), key=lambda s: (self._strength(hand, s), s == colour))
            st = self._strength(hand, best)
            matadors = sum(1 for c in hand if c in (SPADILLE, BASTA) or c == card_of(7, best))
            game = "tout" if st >= 7 else "solo" if st >= 5 and matadors >= 2 else "simple" if st >= 4 and matadors else None
            if game and best == colour:
                game += "-colour"
            for a in legal:
                if a.verb == "bid" and a.args[0] == game:
                    return a
            for a in legal:
                if a.verb == "bid" and game and a.args[0] == game.split("-")[0]:
                    return a
            return Action("pass")
        if ph == "name":
            return max(legal, key=lambda a: self._strength(hand, parse_suit(a.args[0])))
        if ph in ("call", "forcee"):
            calls = [a for a in legal if a.verb == "call" and a.args[0] not in hand]
            if ph == "forcee" and self._strength(hand, max(range(4), key=lambda s: self._strength(hand, s))) >= 5:
                return Action("solo")
            if calls:
                return max(calls, key=lambda a: sum(1 for c in hand if c & 3 == a.args[0] & 3))
            return legal[0]
        trump = SUIT_NAMES.index(view["trump"]) if view.get("trump") else None
        me = view["seat"]
        mine: tuple = (me,)
        if view.get("partner") and me in (view["declarer"], view["partner"]):
            mine = (view["declarer"], view["partner"])
        elif view.get("partner"):
            mine = tuple(s for s in view["seats"] if s not in (view["declarer"], view["partner"]))
        elif view.get("declarer") and me != view["declarer"] and view.get("game_bid", "").startswith(("solo", "forcee")):
            mine = tuple(s for s in view["seats"] if s != view["declarer"])
        return choose_card(view, legal, ombre_order(trump), partners=mine)

