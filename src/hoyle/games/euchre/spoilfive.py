"""Spoil five and forty-five (Foster 1914, seed 001 part 3 lines 2008-2113; catalog
001_part3.md §B17, §B18): one engine, :class:`SpoilFiveState`, the forty-five rules a subclass.

The cards (§B17 "cards", :func:`spoil_five_order`): in plain suits the court cards K Q J rank
as usual and the others "highest in red, lowest in black" (diamonds K Q J 10 .. 2 A, hearts
K Q J 10 .. 2, clubs and spades K Q J A 2 .. 10); in trumps the five, the jack, the ace of
hearts (always a trump, always the third best) and the ace of trumps lead, then K Q and the
rest in the colour's order.

The deal: five cards each (two then three, or three then two), the next card turned for
trumps. Robbing: an ace turned up lets the dealer discard any card for it (``rob 7C``) or
play his own hand (``refuse``: "I play these"), before the eldest leads (our reading: the book
lets him take it when he plays to the first trick). Otherwise the holder of the ace of trumps,
at his turn to play to the first trick, robs (``rob <card>``) or has it turned down
(``refuse``); one who plays a card without declaring loses the right and his ace becomes the
lowest trump for the deal, even the ace of hearts losing its privilege.

The play (§B17 "method of play", :data:`~hoyle.mechanics.tricks.SUIT_OR_TRUMP`): trumps led
must be followed; to a plain suit a player may trump instead of following, but a player who
holds the suit and neither follows nor trumps revokes; void, any card. Reneging (SF-01): the
five, the jack and the ace of hearts need not be played to a lower trump led when their
holder has no other trump (:attr:`~hoyle.mechanics.tricks.TrickOrder.renege`).

Spoil five (2 to 10 players, each for himself): three tricks win the pool; the winner of
three may ``claim`` at once or ``jink`` (go on for all five: the pool and one chip from every
other player, SF-02; losing a trick spoils the deal). A spoiled pool stands for the next deal;
a fresh pool takes ``ante`` from each player, and each later dealer adds ``ante`` while it
stands. A player penalised (§B17 "irregularities in play") loses all interest in the pool in
play until it is won (context ``barred``). Utility: chips; the pool carried is the house take
(the chips left in the pool less those carried in).

Forty-five (§B18): two players, or four or six in two partnerships (seats alternate); no pool
and no jinking; the side with three or more tricks scores five, all five ten (``scoring``
"every-trick": five a trick, the losers' count taken from the winners', FF-01); game 45.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card, card, standard_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.match import Match
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.tricks import (PLAY, SUIT_NAMES, SUIT_OR_TRUMP, OrderedTrickPlay, TrickOrder,
                                 TrickPenalties, trick_view_lines, sort_hands)

__all__ = ["SpoilFiveRules", "SpoilFiveState", "FortyFiveRules", "FortyFiveState", "FortyFiveMatch",
           "SpoilFiveMatch", "SPOIL_FIVE_LAWS", "spoil_five_order", "forty_five_points"]

_HEARTS = 2
_ACE_HEARTS = card(14, _HEARTS)

#: The book prints no law numbers for spoil five; these rows are numbered in the book's order
#: (seed 001 part 3 lines 2048-2089), summarised in our own words.
SPOIL_FIVE_LAWS = LawBook.of("Spoil five", "Foster 1914, Spoil five (seed 001 part 3 §B17)", [
    ("1", "misdeal", "A misdeal by the dealer's fault (no cut, a wrong number of cards, a card exposed, unequal "
                     "rounds) passes the deal to the left; a faced card in the pack or an imperfect pack: the same "
                     "dealer deals again.", "the deal passes"),
    ("2", "robbing", "An ace turned lets the dealer discard for it; otherwise the holder of the ace of trumps "
                     "declares it at his turn to play to the first trick, robbing or having the trump turned down; "
                     "playing without declaring loses the right and makes his ace the lowest trump.",
     "the ace becomes the lowest trump"),
    ("3", "play", "Trumps led must be followed; a plain suit held must be followed or trumped; void, any card."),
    ("4", "renege", "The five and the jack of trumps and the ace of hearts need not be played to a lower trump "
                    "led when their holder has no other trump; to a higher trump led all must follow."),
    ("5", "objects", "Three tricks win the pool; five (jinking) the pool and a chip from each; a player with three "
                     "who goes on must win all five or the deal is spoiled; a spoiled pool stands."),
    ("6", "foul-hand", "A hand with the wrong number of cards is dead and has no claim on the pool that deal."),
    ("7", "penalty", "Robbing without the ace, leading or playing out of turn, reneging to a higher trump, a revoke "
                     "in trumps or a plain suit, or exposing a card after a player has won two tricks: the "
                     "offender loses all interest in the pool in play until it is won, and still pays his ante.",
     "no share in the pool until it is won"),
], meanings={"misdeal": 1, "revoke-penalty": 7, "revoke-established": 3, "revoke-corrected": 3,
             "exposed-card": 7, "lead-out-of-turn": 7})
_L = SPOIL_FIVE_LAWS.cite


def spoil_five_order(trump: int, dead_ace: int | None = None) -> TrickOrder:
    """The trick order of a spoil five deal with ``trump`` (0-3; 001 part 3 §B17 "cards"):
    suits with the ace of hearts a trump, ranks per suit (red numerals high, black low), the
    five, jack and ace of hearts privileged to renege. ``dead_ace``: the ace of trumps whose
    holder played without declaring it, ranked below every trump and without privilege."""
    suit = [c & 3 for c in range(54)]
    suit[52] = suit[53] = -1
    rank = [0] * 54
    for c in range(52):
        s, r = c & 3, (c >> 2) + 2
        if 11 <= r <= 13:
            rank[c] = r
        elif s in (1, 2):                       # red: ten high to two, the ace lowest
            rank[c] = 1 if r == 14 else r
        else:                                   # black: ace, two .. ten low
            rank[c] = 10 if r == 14 else 11 - r
    suit[_ACE_HEARTS] = trump
    five, jack, ace = card(5, trump), card(11, trump), card(14, trump)
    rank[five], rank[jack], rank[_ACE_HEARTS] = 30, 29, 28
    if ace != _ACE_HEARTS:
        rank[ace] = 27
    rank[card(13, trump)], rank[card(12, trump)] = 26, 25
    renege = {five, jack, _ACE_HEARTS}
    if dead_ace is not None:
        rank[dead_ace] = -1
        renege.discard(dead_ace)
    return TrickOrder(trump, suit, rank, SUIT_OR_TRUMP, renege)


def forty_five_points(tricks: int, scoring: str = "odd-trick") -> int:
    """What the side taking ``tricks`` (3..5) of the five scores at forty-five (001 part 3
    §B18, FF-01): "odd-trick" 5 for three or four, 10 for five; "every-trick" five a trick less
    the losers' five a trick (3-2: 5, 4-1: 15, 5-0: 25). Raises ValueError outside 3..5."""
    if not 3 <= tricks <= 5:
        raise ValueError("the winning side takes three to five tricks")
    if scoring == "every-trick":
        return 5 * tricks - 5 * (5 - tricks)
    return 10 if tricks == 5 else 5


@dataclass(frozen=True)
class SpoilFiveRules(Rules):
    ante: int = option(1, "chips each puts into a fresh pool; each later dealer adds as many while it stands",
                       "001 part 3 §B17 pool", minimum=1, maximum=100)
    dealer_antes_all: bool = option(False, "each dealer puts in an ante for every player, won or not (the "
                                    "local custom that makes larger pools)", "001 part 3 §B17 pool")
    jink: bool = option(True, "a player with three tricks may go on for all five (jinking)", "001 part 3 §B17 jink")
    first_round: int = option(2, "cards to each in the first round of the deal (2 then 3, or 3 then 2)",
                              "001 part 3 §B17 deal", choices=(2, 3))
    referee_mode: bool = option(False, "accept a revoke or renege as a physical table would (recorded, not "
                                "refused) and settle it by law when claimed", "001 part 3 §B17 irregularities")


@dataclass(frozen=True)
class FortyFiveRules(Rules):
    game_points: int = option(45, "points to win a game", "001 part 3 §B18", minimum=5, maximum=500)
    scoring: str = option("odd-trick", "'odd-trick': three or four tricks 5, five 10; 'every-trick': 5 a trick, "
                          "the losers' taken from the winners'", "001 part 3 §B18 (FF-01)",
                          choices=("odd-trick", "every-trick"))
    first_round: int = option(2, "cards to each in the first round of the deal", "001 part 3 §B17 deal",
                              choices=(2, 3))
    referee_mode: bool = option(False, "accept a revoke as a physical table would and settle it when claimed",
                                "001 part 3 §B17 irregularities")


class SpoilFiveState(TrickPenalties, GameState):
    """One deal of spoil five (see the module docstring). Seats P1..Pn (N E S W with four), the dealer last by
    default. Context: ``dealer``, ``pool`` (chips carried in), ``barred`` (seats with no
    interest in the pool). Actions: ``rob <card>``, ``refuse``, ``play <card>``, ``claim``,
    ``jink``."""

    rules_cls = SpoilFiveRules
    unit = "chips"
    penalty_laws = SPOIL_FIVE_LAWS
    partners = False

    def __init__(self, num_players: int = 5, rules=None, shuffler=None, context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = self.n = num_players
        self.seat_names = ("N", "E", "S", "W") if n == 4 else tuple(f"P{i + 1}" for i in range(n))
        self.dealer = self.context.get("dealer", n - 1)
        if not isinstance(self.dealer, int) or not 0 <= self.dealer < n:
            raise SetupError(f"the dealer must be a seat 0 to {n - 1}")
        self._setup_stakes()
        deck = self.shuffler.shuffle(list(standard_pack()))
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        for k in (self.rules.first_round, 5 - self.rules.first_round):
            for i in range(1, n + 1):
                s = (self.dealer + i) % n
                hands[s].extend(deck[pos:pos + k])
                pos += k
        sort_hands(hands)
        self.upcard = deck[pos]
        self.stock = list(deck[pos + 1:])
        self.trump = self.upcard & 3
        self.discards: dict[int, int] = {}         # robber -> the card he put out
        self.robbed_by: int | None = None
        self.dead_ace: int | None = None
        ace = card(14, self.trump)
        self.ace_holder: int | None = next((s for s in range(n) if ace in hands[s]), None)
        self.declared = False
        self.tp = OrderedTrickPlay(hands, spoil_five_order(self.trump), (self.dealer + 1) % n)
        self.hands = self.tp.hands
        self.phase = "rob" if (self.upcard >> 2) + 2 == 14 else "play"
        self.jinker: int | None = None
        self.jinker_to_choose: int | None = None
        self.winner: int | None = None
        self.spoiled = False
        self.penalised: list[int] = []
        self.foul: list[int] = []                  # hands found foul: dead, no claim this deal
        self.foul_cards: list[int] = []
        self.rulings: list[Ruling] = []
        self.revoke_claims: list[int] = []

    def _setup_stakes(self) -> None:
        n = self.n
        self.pot_in = self._context_numbers("pool", 0)
        barred = self.context.get("barred", [])
        if self.pot_in < 0 or not isinstance(barred, list) or not all(isinstance(b, int) and 0 <= b < n for b in barred):
            raise SetupError("the context's pool is a whole number of chips and barred a list of seats")
        self.barred = sorted(set(barred))
        a = self.rules.ante
        if self.rules.dealer_antes_all:
            self.paid = [a * n if s == self.dealer else 0 for s in range(n)]
        else:
            self.paid = [a] * n if self.pot_in == 0 else [a if s == self.dealer else 0 for s in range(n)]

    @property
    def pool(self) -> int:
        return self.pot_in + sum(self.paid)

    # ----- the contract ------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.phase == "rob":
            return self.dealer
        if self.phase == "jink":
            return self.jinker_to_choose
        if self.phase == "play":
            return self.tp.turn
        return None

    def _may_rob_now(self) -> bool:
        """The ace holder is to play to the first trick and has not declared it (§B17)."""
        tp = self.tp
        return (self.phase == "play" and not self.declared and self.ace_holder is not None
                and (self.upcard >> 2) + 2 != 14 and not tp.quitted and tp.turn == self.ace_holder
                and self.ace_holder not in tp.trick_seats())

    def legal_actions(self) -> list[Action]:
        if self.phase == "rob":
            return [Action("refuse")] + [Action("rob", (Card(c),)) for c in self.hands[self.dealer]]
        if self.phase == "jink":
            return [Action("claim"), Action("jink")]
        if self.phase != "play":
            return []
        out = [PLAY[c] for c in self.tp.legal()]
        if self._may_rob_now():
            out += [Action("refuse")] + [Action("rob", (Card(c),)) for c in self.hands[self.tp.turn]]
        return out

    def _check(self, action: Action) -> None:
        if self.phase == "play" and action.verb == "play":
            tp = self.tp
            if (self.rules.referee_mode and len(action.args) == 1 and isinstance(action.args[0], Card)
                    and action.args[0] in tp.hands[tp.turn] and tp.is_revoke(tp.turn, action.args[0])
                    and tp.called[tp.turn] is None):
                return
            tp.check_play(action, _L(3))
            return
        if self._is_legal(action):
            return
        if action.verb in ("rob", "refuse"):
            raise IllegalAction("only the holder of the ace of trumps (or the dealer, an ace turned) robs, "
                                "at his turn to play to the first trick", _L(2))
        if action.verb in ("claim", "jink"):
            raise IllegalAction("claim or jink only on winning a third trick", _L(5))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        v = action.verb
        if v in ("rob", "refuse"):
            if v == "rob":
                c = action.args[0]
                self.hands[seat].remove(c)
                self.hands[seat].append(self.upcard)
                sort_hands([self.hands[seat]])
                self.discards[seat] = c
                self.robbed_by = seat
                self.note(f"{name} robs: takes the {Card(self.upcard)} and puts out a card")
                self.note(f"{name} puts out {c}", to=seat)
            else:
                self.note(f"{name} declares the ace and plays his own hand" if seat != self.dealer or
                          self.phase != "rob" else f"{name}: I play these")
            self.declared = True
            self.phase = "play"
            return
        if v in ("claim", "jink"):
            if v == "claim":
                self.winner = seat
                self.note(f"{name} claims the pool with three tricks")
                self._end()
            else:
                self.jinker = seat
                self.note(f"{name} jinks: he goes on for all five tricks")
                self.phase = "play"
            return
        tp = self.tp
        c = action.args[0]
        if self._may_rob_now():
            self.declared = True
            self.dead_ace = card(14, self.trump)
            tp.order = spoil_five_order(self.trump, self.dead_ace)
            self.note(f"{name}, you play without declaring the ace of trumps: it is the lowest trump this "
                      f"deal ({_L(2)})", to=seat)
        w = tp.play(c)
        if w is not None:
            self.note(f"{self.seat_names[w]} wins the trick")
            self._after_trick(w)

    def _after_trick(self, w: int) -> None:
        tp = self.tp
        if self.jinker is not None:
            if w != self.jinker:
                self.spoiled = True
                self.note(f"{self.seat_names[self.jinker]} loses a trick: the jink fails and the deal is spoiled")
                self._end()
            elif tp.over:
                self.winner = self.jinker
                self.note(f"{self.seat_names[w]} jinks it: all five tricks")
                self._end()
            return
        if tp.won[w] == 3:
            if w in self.barred or w in self.penalised or w in self.foul:
                self.spoiled = True
                self.note(f"{self.seat_names[w]} has no interest in the pool: the deal is spoiled")
                self._end()
            elif tp.over or not self.rules.jink:
                self.winner = w
                self._end()
            else:
                self.jinker_to_choose = w
                self.phase = "jink"
            return
        if tp.over:
            self.spoiled = True
            self.note("nobody took three tricks: the deal is spoiled")
            self._end()

    def _end(self) -> None:
        self.phase = "over"

    # ----- the result ------------------------------------------------------------------------
    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the deal is not over")
        out = [-p for p in self.paid]
        if self.winner is not None:
            out[self.winner] += self.pool
            if self.jinker == self.winner:
                for s in range(self.n):
                    if s != self.winner:
                        out[s] -= self.rules.ante
                        out[self.winner] += self.rules.ante
        return out

    @property
    def carried_out(self) -> int:
        return 0 if self.winner is not None else self.pool

    def house_take(self) -> int:
        if self.phase != "over":
            return 0
        return self.carried_out - self.pot_in

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.winner is not None:
            how = "jinks it: all five tricks" if self.jinker == self.winner else "takes three tricks"
            return f"{self.seat_names[self.winner]} {how} and wins the pool of {self.pool}"
        return f"spoiled: the pool of {self.pool} stands for the next deal"

    # ----- what a seat sees ------------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(h) for s, h in enumerate(self.hands)}
        out["stock"] = list(self.stock)
        out["turn-up"] = [] if self.robbed_by is not None else [self.upcard]
        out["discards"] = list(self.discards.values())
        out["foul"] = list(self.foul_cards)
        out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = set(self.stock) | set(self.foul_cards)
        for s, h in enumerate(self.hands):
            if s != seat:
                out.update(h)
        for s, c in self.discards.items():
            if s != seat:
                out.add(c)
        out.discard(self.upcard)
        return out

    def _strength(self, c: int) -> list:
        o = self.tp.order
        return [SUIT_NAMES[o.suit[c]], o.rank[c]]

    def view(self, seat: int | None) -> dict[str, Any]:
        names, tp = self.seat_names, self.tp
        v: dict[str, Any] = {
            "game": "spoil-five", "phase": self.phase, "players": self.n, "seats": list(names),
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "order": {str(Card(c)): self._strength(c) for c in self.hands[seat]} if seat is not None else {},
            "turn_up": str(Card(self.upcard)), "trump": SUIT_NAMES[self.trump],
            "robbed_by": None if self.robbed_by is None else names[self.robbed_by],
            "dead_ace": None if self.dead_ace is None or (self.dead_ace not in tp.played_cards()
                                                          and self.dead_ace not in self.hands[seat]
                                                          if seat is not None else self.dead_ace not in
                                                          tp.played_cards()) else str(Card(self.dead_ace)),
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)],
            "trick_order": [self._strength(c) for c in tp.trick],
            "tricks": list(tp.won), "jinker": None if self.jinker is None else names[self.jinker],
            "played": [[[names[tp.seat_at(ld, i)], str(Card(c))] for i, c in enumerate(cs)] for ld, cs, _ in tp.quitted],
            "exposed": {names[s]: [str(Card(c)) for c in e] for s, e in enumerate(tp.exposed) if e},
        }
        self._view_stakes(v)
        if seat is not None and seat in self.discards:
            v["put_out"] = str(Card(self.discards[seat]))
        if self.phase == "over":
            v["outcome"] = self.outcome()
            v["result"] = self.result_text()
        return v

    def _view_stakes(self, v: dict) -> None:
        v["pool"] = self.pool
        v["barred"] = [self.seat_names[s] for s in sorted(set(self.barred) | set(self.penalised))]

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        title = "Forty-five" if view["game"] == "forty-five" else "Spoil five"
        stake = f"pool {view['pool']}" if "pool" in view else f"score {view.get('score')}"
        lines = [f"{title} - dealer {view['dealer']} - {stake} - trumps {view['trump']} (turn-up {view['turn_up']})"]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        lines.extend(trick_view_lines(view, (4,), always=True))
        lines.append("Tricks: " + ", ".join(f"{p} {t}" for p, t in zip(view["seats"], view["tricks"])))
        if view.get("result"):
            lines.append("Deal over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    # ----- the referee ------------------------------------------------------------------------------
    def _referee_open(self, call: str) -> None:
        if self.phase == "over":
            raise IllegalAction("the deal is over", _L(7))

    def _side(self, seat: int) -> int:
        return seat

    def _penalise(self, seat: int, law: str, why: str) -> Ruling:
        if seat not in self.penalised:
            self.penalised.append(seat)
        return Ruling(law=law, penalty=f"{self.seat_names[seat]} loses all interest in the pool until it is won",
                      detail=why, effect={"barred": self.seat_names[seat]})

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        return self._penalise(revoke.seat, _L(7), f"{self.seat_names[revoke.seat]} revoked at trick {revoke.trick}")

    def _not_liable(self, seat: int, call: str) -> Ruling | None:
        if call == "exposed-card" and max(self.tp.won) < 2:
            return Ruling(law=_L(7), penalty="none: no player has yet won two tricks", effect={})
        return self._penalise(seat, _L(7), call.replace("-", " "))

    def _ref_foul_hand(self, seat: int) -> Ruling:
        """Law 6: ``seat``'s hand is found with the wrong number of cards during the play
        (claimed between tricks): it is thrown in, he has no claim on the pool this deal, the
        others play on, and the tricks he has won stay his (they still spoil)."""
        tp = self.tp
        if self.partners:
            raise IllegalAction("a foul hand is settled so only at spoil five", _L(6))
        if tp.trick or self.phase != "play":
            raise IllegalAction("a foul hand is thrown in between tricks, during the play", _L(6))
        if seat in tp.out or len(tp.seats) <= 2:
            raise IllegalAction("that hand cannot be thrown in", _L(6))
        self.foul.append(seat)
        self.foul_cards.extend(tp.hands[seat])
        tp.hands[seat].clear()
        tp.out = tp.out | {seat}
        tp.seats = [s for s in range(tp.n) if s not in tp.out]
        if tp.leader == seat:
            tp.leader = tp.turn = tp.next_in(seat)
        return Ruling(law=_L(6), penalty=f"{self.seat_names[seat]}'s hand is dead; no claim on the pool this deal",
                      effect={"foul": self.seat_names[seat], "tricks_kept": tp.won[seat]})

    def _ref_misdeal(self, seat: int) -> Ruling:
        """Law 1: a misdeal by the dealer's fault, claimed before the first card is played: the
        deal is void and passes to the left; the pool and the antes stand."""
        if self.tp.quitted or self.tp.trick:
            raise IllegalAction("a misdeal is claimed before the play", _L(1))
        self.spoiled = True
        self._end()
        return Ruling(law=_L(1), penalty="the deal passes to the left; the pool stands", effect={"void": True})


class SpoilFiveMatch(Match):
    """Deals of spoil five: the deal passes to the left; a spoiled pool is carried (context
    ``pool``) with the players barred from it (``barred``), both cleared when it is won."""

    def carry(self, state: SpoilFiveState) -> dict[str, Any]:
        ctx = super().carry(state)
        won = state.winner is not None
        ctx["pool"] = state.carried_out
        ctx["barred"] = [] if won else sorted(set(state.barred) | set(state.penalised))
        return ctx


class FortyFiveState(SpoilFiveState):
    """One deal of forty-five (001 part 3 §B18): spoil five's cards, robbing and play for two,
    or four or six in two partnerships (seats alternate: side 0 the even seats). All five
    tricks are played. Context: ``dealer``, ``score`` (per side). Outcome per seat: its side's
    points less the other side's (zero-sum points)."""

    rules_cls = FortyFiveRules
    unit = "points"
    partners = True

    def __init__(self, num_players: int = 4, rules=None, shuffler=None, context: dict | None = None):
        if num_players not in (2, 4, 6):
            raise SetupError("forty-five is for two, or four or six in partnerships (001 part 3 §B18)")
        super().__init__(num_players, rules, shuffler, context)

    def _setup_stakes(self) -> None:
        self.pot_in, self.barred, self.paid = 0, [], [0] * self.n
        self.score_before = self._context_numbers("score", [0, 0])

    def _side(self, seat: int) -> int:
        return seat & 1

    def side_tricks(self) -> list[int]:
        t = [0, 0]
        for s, w in enumerate(self.tp.won):
            t[s & 1] += w
        return t

    def _after_trick(self, w: int) -> None:
        if self.tp.over:
            self._end()

    def points(self) -> list[int]:
        """Points per side this deal (FF-01); a side penalised by a ruling scores nothing."""
        if self.phase != "over":
            raise DealNotOver("the deal is not over")
        t = self.side_tricks()
        if sum(t) < 5:                   # a misdeal: void
            return [0, 0]
        win = 0 if t[0] >= 3 else 1
        pts = [0, 0]
        pts[win] = forty_five_points(t[win], self.rules.scoring)
        for s in self.penalised:
            pts[s & 1] = 0
        return pts

    def outcome(self) -> list[int]:
        p = self.points()
        d = p[0] - p[1]
        return [d if s % 2 == 0 else -d for s in range(self.n)]

    def house_take(self) -> int:
        return 0

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        t, p = self.side_tricks(), self.points()
        return f"tricks {t[0]}-{t[1]}; points: odd seats {p[1]}, even seats {p[0]}"

    def _view_stakes(self, v: dict) -> None:
        v["game"] = "forty-five"
        v["score"] = list(self.score_before)
        v["game_points"] = self.rules.game_points

    def _penalise(self, seat: int, law: str, why: str) -> Ruling:
        if seat not in self.penalised:
            self.penalised.append(seat)
        return Ruling(law=law, penalty=f"{self.seat_names[seat]}'s side scores nothing this deal (our reading of "
                      "spoil five's penalty for a game without a pool)", detail=why,
                      effect={"scores_nothing": self.seat_names[seat]})


class FortyFiveMatch(Match):
    """Deals of forty-five carrying the score per side (context ``score``) to ``game_points``
    (45); a side reaching it wins the game and the score starts again."""

    def carry(self, state: FortyFiveState) -> dict[str, Any]:
        ctx = super().carry(state)
        score = [a + b for a, b in zip(ctx.get("score") or [0, 0], state.points())]
        ctx["score"] = [0, 0] if max(score) >= self.rules.game_points else score
        return ctx
