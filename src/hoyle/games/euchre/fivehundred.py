"""Five hundred (bid euchre; Foster 1914, 001 part 3 §B13, seed lines 1438-1459; catalog oracles
FH-01..FH-04). The catalog marks the row partial: the pack and the tie between bids of equal
value are not stated. Our reading, the standard one:

* **the pack**: the 32-card euchre pack (A to 7) and the joker, 33 cards: ten each to three
  players and three to the widow (3 x 10 + 3); three players only (the book's "two against
  two" would need a larger pack it does not give);
* **the deal**: three each from the dealer's left, three face down to the widow, then two,
  three and two each (the euchre rounds);
* **the bidding**: one round from the dealer's left (:class:`hoyle.mechanics.ladder.Ladder`
  with the book's table as values): ``bid 7 hearts``, ``bid 6 notrump`` or ``pass``; six tricks
  at least; a bid stands only over a lower *value*, so a bid of equal value does not overcall
  (FH-03: 8 spades, 7 clubs and 6 no-trumps are all 120); all passing, the deal is void and
  passes to the left;
* **the play**: the bidder takes the widow, discards three (``discard 7C``, one at a time) and
  leads. With a trump suit the joker is the best trump, then the bowers (euchre's order);
  at no-trumps the joker is a suit of its own and still wins every trick; it may be played to
  a plain suit only when void of it; led, its leader names the suit to be played to it
  (``play JKR hearts``).

Score (§B13): the bidder who makes his bid scores its value, all ten tricks 250 when the bid
was worth less (FH-02); failing, he loses its value. Every other player scores 10 a trick.
Game is 500; the bidder counts first (:class:`FiveHundredMatch`). The outcome per seat is its
own points (general-sum).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...bots import Bot
from ...cards import JOKER, Card, parse_card, piquet_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook, Ruling
from ...core.match import Match, RubberMatch
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.ladder import Ladder
from ...mechanics.tricks import (PLAY, SUIT_NAMES, OrderedTrickPlay, TrickOrder, bower_order, handler_calls,
                                 parse_suit, referee_call, sort_hands, trick_line)

__all__ = ["FiveHundredRules", "FiveHundredState", "FiveHundredMatch", "FiveHundredBot", "FIVE_HUNDRED_LAWS",
           "BID_BASE", "bid_value", "made_score"]

FIVE_HUNDRED_LAWS = LawBook.of("Five hundred", "Foster 1914, Five hundred (seed 001 part 3 §B13, lines 1438-1459)", [
    ("F1", "joker", "The joker is always used: the best trump with a trump suit; at no-trumps a suit of its own and "
                    "still a trump; not played to a suit its holder can follow; led at no-trumps, its leader names "
                    "the suit to be played to it."),
    ("F2", "deal", "Ten cards each in threes and twos; after the first round three are laid aside face down for "
                   "the widow."),
    ("F3", "bidding", "At least six tricks, naming the suit or no-trumps; the bid of the highest value wins, "
                      "whatever its tricks or suit."),
    ("F4", "widow", "The successful bidder takes the widow, discards three, and leads to the first trick."),
    ("F5", "scoring", "The bidder making his bid scores it, no more unless he takes every trick: then 250 if "
                      "his bid was worth less; failing, he loses its value and scores nothing for his tricks. "
                      "Each other player scores ten a trick."),
    ("F6", "game", "Five hundred wins; the bidder counts first."),
])
_L = FIVE_HUNDRED_LAWS.cite

#: points a trick over five, per denomination (§B13 table: (tricks - 5) x base)
BID_BASE = {"spades": 40, "clubs": 60, "diamonds": 80, "hearts": 100, "notrump": 120}
_DENOMS = ("spades", "clubs", "diamonds", "hearts", "notrump")
_BIDS = [(level, d) for d in _DENOMS for level in range(6, 11)]


def bid_value(level: int, denom: str) -> int:
    """The value of a bid of ``level`` (6..10) tricks in ``denom`` (§B13 table; FH-01: 7 hearts
    200 > 8 clubs 180). Raises ValueError for a bid off the table."""
    if not 6 <= level <= 10 or denom not in BID_BASE:
        raise ValueError("a bid is 6 to 10 tricks in spades, clubs, diamonds, hearts or notrump")
    return (level - 5) * BID_BASE[denom]


def made_score(level: int, denom: str, tricks: int) -> int:
    """The bidder's score for ``tricks`` (0..10) on his bid (§B13, FH-02): the value when made,
    all ten 250 if the bid was worth less; failing, minus the value."""
    v = bid_value(level, denom)
    if tricks < level:
        return -v
    return max(v, 250) if tricks == 10 else v


class _NoTrumpJoker(TrickOrder):
    """No-trumps with the joker (F1): every card its own suit; the joker a suit of its own
    (-1) that beats everything."""

    __slots__ = ()

    def beats(self, card: int, best: int) -> bool:
        if card == JOKER:
            return True
        if best == JOKER:
            return False
        return self.suit[card] == self.suit[best] and self.rank[card] > self.rank[best]


@dataclass(frozen=True)
class FiveHundredRules(Rules):
    game_points: int = option(500, "points to win", "001 part 3 §B13 scoring: five hundred wins", minimum=50,
                              maximum=5000)


class FiveHundredState(GameState):
    """One deal of five hundred for three (see the module docstring). Context: ``dealer``,
    ``score`` per seat. Actions: ``pass``, ``bid <6-10> <denomination>``, ``discard <card>``,
    ``play <card>`` (``play JKR <suit>`` leading the joker at no-trumps)."""

    rules_cls = FiveHundredRules
    unit = "points"

    def __init__(self, num_players: int = 3, rules: FiveHundredRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = self.n = num_players
        self.seat_names = ("N", "E", "W")
        self.dealer = self.context.get("dealer", n - 1)
        self.score_before = self._context_numbers("score", [0] * n)
        deck = self.shuffler.shuffle([*piquet_pack(), JOKER])
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        self.widow: list[int] = []
        for rnd, k in enumerate((3, 2, 3, 2)):
            for i in range(1, n + 1):
                s = (self.dealer + i) % n
                hands[s].extend(deck[pos:pos + k])
                pos += k
            if rnd == 0:
                self.widow = list(deck[pos:pos + 3])
                pos += 3
        sort_hands(hands)
        self.hands = hands
        self.discarded: list[int] = []
        self.ladder = Ladder(_BIDS, [(self.dealer + i) % n for i in range(1, n + 1)],
                             values={b: bid_value(*b) for b in _BIDS},
                             laws={"insufficient": _L("F3"), "out-of-turn": _L("F3")})
        self.phase = "bid"
        self.trump: int | None = None
        self.notrump = False
        self.joker_suit: int | None = None
        self.tp: OrderedTrickPlay | None = None
        self.void: str | None = None
        self.rulings: list[Ruling] = []

    @property
    def bidder(self) -> int | None:
        return self.ladder.bidder

    @property
    def to_act(self) -> int | None:
        if self.phase == "bid":
            return self.ladder.turn
        if self.phase == "discard":
            return self.bidder
        if self.phase == "play":
            return self.tp.turn
        return None

    def _legal_cards(self) -> list[int]:
        tp = self.tp
        if self.notrump and tp.trick and tp.trick[0] == JOKER and self.joker_suit is not None:
            hand = tp.hands[tp.turn]
            follow = [c for c in hand if c != JOKER and c & 3 == self.joker_suit]
            return follow or list(hand)
        return tp.legal()

    def legal_actions(self) -> list[Action]:
        if self.phase == "bid":
            return [Action("pass") if b is None else Action("bid", b) for b in self.ladder.legal()]
        if self.phase == "discard":
            return [Action("discard", (Card(c),)) for c in self.hands[self.bidder]]
        if self.phase == "play":
            out = []
            lead = not self.tp.trick
            for c in self._legal_cards():
                if c == JOKER and lead and self.notrump:
                    out.extend(Action("play", (Card(c), s)) for s in SUIT_NAMES)
                else:
                    out.append(PLAY[c] if c < 52 else Action("play", (Card(c),)))
            return out
        return []

    def _check(self, action: Action) -> None:
        if self._is_legal(action):
            return
        if self.phase == "bid" and action.verb == "bid" and len(action.args) == 2:
            level, d = action.args
            try:
                d = {"nt": "notrump", "no-trumps": "notrump", "notrumps": "notrump"}.get(str(d).lower(), str(d).lower())
                bid_value(level, d) if isinstance(level, int) else None
            except ValueError as exc:
                raise IllegalAction(str(exc), _L("F3")) from None
            why = self.ladder.why_not(self.to_act, (level, d))
            if why:
                raise IllegalAction(*why)
        if self.phase == "play" and action.verb == "play" and action.args and action.args[0] == JOKER \
                and self.notrump and not self.tp.trick:
            raise IllegalAction("leading the joker at no-trumps, name the suit to be played to it (play JKR hearts)",
                                _L("F1"))
        if self.phase == "play" and action.verb == "play":
            raise IllegalAction("you must follow suit if you can (the joker is not played to a suit you hold)",
                                _L("F1"))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        if self.phase == "bid":
            bid = None if action.verb == "pass" else tuple(action.args)
            self.ladder.call(seat, bid)
            self.note(f"{name} " + ("passes" if bid is None else f"bids {bid[0]} {bid[1]} ({bid_value(*bid)})"))
            if self.ladder.done:
                if self.bidder is None:
                    self.void = "every player passed"
                    self.phase = "over"
                    self.note("all pass: the deal is void and passes to the left (our reading)")
                    return
                level, d = self.ladder.best
                self.notrump = d == "notrump"
                self.trump = None if self.notrump else parse_suit(d)
                self.hands[self.bidder].extend(self.widow)
                sort_hands([self.hands[self.bidder]])
                self.note(f"{self.seat_names[self.bidder]} takes the widow")
                self.note("the widow: " + " ".join(str(Card(c)) for c in self.widow), to=self.bidder)
                self.widow = []
                self.phase = "discard"
            return
        if self.phase == "discard":
            c = action.args[0]
            self.hands[seat].remove(c)
            self.discarded.append(c)
            self.note(f"{name} discards {Card(c)}", to=seat)
            if len(self.hands[seat]) == 10:
                self.note(f"{name} has discarded three")
                order = (_NoTrumpJoker(None, bower_order(None).suit, bower_order(None).rank)
                         if self.notrump else bower_order(self.trump, jokers=True))
                self.tp = OrderedTrickPlay(self.hands, order, self.bidder)
                self.hands = self.tp.hands
                self.phase = "play"
            return
        tp = self.tp
        card = action.args[0]
        if not tp.trick:
            self.joker_suit = parse_suit(action.args[1]) if len(action.args) > 1 else None
            if self.joker_suit is not None:
                self.note(f"{name} leads the joker and calls for {SUIT_NAMES[self.joker_suit]}")
        w = tp.play(card)
        if w is not None:
            self.note(f"{self.seat_names[w]} wins the trick")
            if tp.over:
                self.phase = "over"
                self.note(self.result_text() or "")

    def points(self) -> list[int]:
        """Points this deal per seat (F5). Raises DealNotOver before the end."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.void:
            return [0] * self.n
        pts = [10 * w for w in self.tp.won]
        b = self.bidder
        level, d = self.ladder.best
        pts[b] = made_score(level, d, self.tp.won[b])
        return pts

    def outcome(self) -> list[int]:
        return self.points()

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"the deal is void: {self.void}"
        level, d = self.ladder.best
        p = self.points()
        return (f"{self.seat_names[self.bidder]} bid {level} {d}: {self.tp.won[self.bidder]} tricks; points "
                + ", ".join(f"{self.seat_names[s]} {p[s]}" for s in range(self.n)))

    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(h) for s, h in enumerate(self.hands)}
        out["widow"] = list(self.widow)
        out["discards"] = list(self.discarded)
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = set(self.widow)
        for s in range(self.n):
            if s != seat:
                out.update(self.hands[s])
        if seat != self.bidder:
            out.update(self.discarded)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        best = self.ladder.best
        v: dict[str, Any] = {
            "game": "five-hundred", "phase": self.phase, "players": self.n,
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "bids": [[names[s], "pass" if b is None else f"{b[0]} {b[1]}"] for s, b in self.ladder.calls],
            "bidder": None if self.bidder is None else names[self.bidder],
            "bid": None if best is None else f"{best[0]} {best[1]}",
            "trump": None if self.trump is None else SUIT_NAMES[self.trump], "notrump": self.notrump,
            "joker_suit": None if self.joker_suit is None else SUIT_NAMES[self.joker_suit],
            "score": self.score_before, "game_points": self.rules.game_points,
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
            "tricks": {names[s]: (tp.won[s] if tp else 0) for s in range(self.n)},
        }
        if seat is not None and seat == self.bidder and self.discarded:
            v["discarded"] = [str(Card(c)) for c in self.discarded]
        if self.phase == "over":
            v["points"] = self.points()
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        score = ", ".join(f"{n} {p}" for n, p in zip(("N", "E", "W"), view["score"]))
        lines = [f"Five hundred - dealer {view['dealer']} - score {score} (game {view['game_points']})"]
        if view["bids"]:
            lines.append("Bids: " + ", ".join(f"{s} {b}" for s, b in view["bids"]))
        if view["bidder"] and view["phase"] != "bid":
            lines.append(f"{view['bidder']} plays {view['bid']}")
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view["phase"] == "play":
            lines.append(trick_line(view["trick"])
                         + (f" (joker calls for {view['joker_suit']})" if view["joker_suit"] and view["trick"]
                            and view["trick"][0][1] == "JKR" else ""))
            lines.append("Tricks: " + ", ".join(f"{k} {t}" for k, t in view["tricks"].items()))
        if view.get("result"):
            lines.append("Hand over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    def referee_calls(self) -> list[str]:
        return handler_calls(self)

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        if seat is None or not isinstance(seat, int) or not 0 <= seat < self.n:
            raise IllegalAction("name a seat 0 to 2 for the call")
        return referee_call(self, seat, call, details, self.seat_names)


class FiveHundredMatch(RubberMatch):
    """Deals of five hundred to 500 (F6): the score per seat goes on; the bidder counts first,
    so he wins when he reaches 500 even if another does on the same deal; else the highest of
    those reaching it (our reading for two non-bidders reaching it together). A game settles
    ``seats``: the winner +2, the others -1 each."""

    settles = "game"
    fresh_rubber = {"score": None}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("score", [0] * self.num_players)

    def carry(self, state: FiveHundredState) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        score = [a + b for a, b in zip(ctx.get("score") or [0] * self.num_players, state.points())]
        ctx["score"] = score
        goal = self.rules.game_points
        w = None
        if state.bidder is not None and score[state.bidder] >= goal:
            w = state.bidder
        elif any(s >= goal for s in score):
            w = max(range(self.num_players), key=lambda s: score[s])
        if w is not None:
            seats = [2 if s == w else -1 for s in range(self.num_players)]
            self.end_rubber(ctx, state.seat_names[w], 2, seats, "-".join(map(str, score)), kind="game", score=score)
            ctx["score"] = [0] * self.num_players
        return ctx

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or []
        return f"in progress, not settled: score {'-'.join(map(str, score))}" if any(score) else None


def _trick_estimate(hand: list[int], trump: int | None) -> float:
    order = bower_order(trump, jokers=True)
    t = 0.0
    trumps = sorted((c for c in hand if trump is not None and order.suit[c] == trump), key=lambda c: -order.rank[c])
    for i, c in enumerate(trumps):
        t += 1.0 if (c == JOKER or order.rank[c] >= 19 or i >= 3) else 0.6
    for c in hand:
        if c == JOKER and trump is None:
            t += 1
        elif c != JOKER and (trump is None or order.suit[c] != trump):
            r = (c >> 2) + 2
            t += 1 if r == 14 else 0.4 if r == 13 else 0
    return t


class FiveHundredBot(Bot):
    """A plain five-hundred bot: bids the denomination whose estimated tricks (trumps with the
    joker and bowers, plain aces and kings) reach six, at the highest level it expects to make
    if that outbids the standing bid; discards its lowest plain cards; leads its best card, and
    follows with the lowest card that wins, else its lowest."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        hand = [parse_card(c) for c in view.get("hand") or []]
        if view["phase"] == "bid":
            best = None
            for a in legal:
                if a.verb != "bid":
                    continue
                level, d = a.args
                est = _trick_estimate(hand, None if d == "notrump" else parse_suit(d)) + 1   # the widow
                if level <= est and (best is None or bid_value(level, d) > bid_value(*best.args)):
                    best = a
            return best or next(a for a in legal if a.verb == "pass")
        if view["phase"] == "discard":
            trump = parse_suit(view["trump"]) if view["trump"] else None
            order = bower_order(trump, jokers=True)
            return min(legal, key=lambda a: (a.args[0] == JOKER, trump is not None and order.suit[a.args[0]] == trump,
                                             (a.args[0] >> 2)))
        trump = parse_suit(view["trump"]) if view["trump"] else None
        order = bower_order(trump, jokers=True)
        cards = [a.args[0] for a in legal]
        if not view["trick"]:
            return max(legal, key=lambda a: (a.args[0] == JOKER, order.rank[a.args[0]]))
        played = [parse_card(c) for _, c in view["trick"]]
        best = played[order.winner(played)] if JOKER not in played else JOKER
        winning = [c for c in cards if best != JOKER and (c == JOKER or order.beats(c, best))]
        pick = min(winning or cards, key=lambda c: (c == JOKER, order.rank[c]))
        return next(a for a in legal if a.args[0] == pick)


def _register() -> None:
    from ...core.registry import GameInfo, register
    register(GameInfo(slug="five-hundred", title="Five hundred (bid euchre)", aliases=("500", "ставка эвхри",
                                                                                      "bid-euchre"),
                      family="euchre", min_players=3, max_players=3, state_cls=FiveHundredState,
                      rules_cls=FiveHundredRules, match_cls=FiveHundredMatch, laws=FIVE_HUNDRED_LAWS,
                      bots={"heuristic": FiveHundredBot}, utility="general-sum",
                      source="Foster 1914, 001 part 3 §B13 (seed lines 1438-1459)", status="partial",
                      notes="the pack and ties between bids of equal value are not stated: played with the "
                            "32-card pack and the joker, three players, an equal value not overcalling, one "
                            "round of bids, all passing a void deal",
                      summary="Three players, ten cards each from a 32-card pack and the joker, three to the "
                              "widow; bids of six to ten tricks in a suit or no-trumps by the book's table of "
                              "values; the bidder takes the widow; 10 a trick to the others; game is 500."))


_register()
