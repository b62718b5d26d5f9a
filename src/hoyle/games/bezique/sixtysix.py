"""Sixty-six, three-hand sixty-six and four-hand sixty-six ("kreuz-marriage") (Foster 1914,
seed 001 part 4 lines 1577-1705; catalog 001_part4.md §4.14-§4.16).

**Sixty-six** (two players): 24 cards, every suit A 10 K Q J 9 (the ten above the king). Six
each, three at a time, the pone first; the thirteenth card is turned for trumps and lies face
up under the stock (the American way, §4.14 "deal"). The pone leads. While the stock lasts the
play is free (any card to any lead); the winner of each trick draws the top card of the stock,
the loser the next (the last face-down card to the winner, the turn-up to the loser). After a
trick with the stock open, the winner ``draw`` s or ``close`` s at once without drawing (then
the opponent plays without drawing too); on lead he may also close after drawing, and the pone
may close before the first lead. Once the stock is gone or closed the second player must follow
suit if able, but need not win (§4.14 "after stock exhausted", "closing").

Card points: A 11, 10 10, K 4, Q 3, J 2; the last (twelfth) trick 10, only when every card has
been played (not after a close). A marriage (K Q of a suit; of trumps, the royal marriage) is
scored by leading one of the pair (``marry KH``) and counts only once the seat has won a trick
(before or after); a seat on lead that has won a trick and reaches 66 with a marriage ``show`` s
it and claims without leading. The holder of the trump nine who has won a trick may
``exchange`` it for the turn-up at his turn (too late when the turn-up is the last card of the
stock; still allowed after a close).

A seat that believes it has 66 ``claim`` s (the book's "closes and turns his tricks"); right,
it scores 1 game point, 2 if the opponent has under 33 (schneider), 3 if the opponent has no
trick (schwarz); wrong (under 66), the opponent scores 2, or 3 if he had no trick at the time.
A close that fails (the closer ends under 66) gives the opponent the same 2 or 3, counted by his
tricks when the stock was closed. Played out without a claim: one seat alone with 66 scores 1
or 2; neither or both with 66, nobody scores and the next deal's winner adds 1 (the oracle:
68 v 82, then 2 + 1 = 3). Game is 7 (:class:`SixtySixMatch`).

**Three-hand** (§4.15): the dealer takes no cards and scores whatever the deal's winner scores;
if neither active player scores, the dealer scores 1; the dealer cannot go out on his own deal
(he stops at 6).

**Kreuz-marriage** (§4.16): four players, partners opposite; 32 cards (7s and 8s added), eight
each (3-2-3), the last card turned for trumps belongs to the dealer; no stock, no closing, no
marriages (the American way): follow, head the trick, trump and over-trump if able, even over
a partner. 130 points a deal (cards and the last trick 10); game points as sixty-six's by the
side's card points (66 or more: 1; the opponents under 33: 2; every trick: 3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...bots import Bot
from ...cards import Card, parse_card, stripped_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.match import Match, RubberMatch
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.stock import Stock
from ...mechanics.tricks import (FOLLOW_SUIT, FREE_PLAY, HEAD_TRICK, PLAY, SUIT_NAMES, OrderedTrickPlay,
                                 handler_calls, last_trick_bonus, referee_call, sort_hands, ten_high_order)

__all__ = ["SixtySixRules", "SixtySixState", "SixtySixMatch", "SIXTY_SIX_LAWS", "CARD_VALUE",
           "game_points", "unclaimed_points", "SixtySixBot", "sixty_six_pack"]

_SRC = "Foster 1914, Sixty-six (seed 001 part 4 lines 1577-1705; catalog 001_part4.md §4.14-§4.16)"

SIXTY_SIX_LAWS = LawBook.of("Sixty-six", _SRC, [
    ("S1", "pack", "Twenty-four cards, A 10 K Q J 9 in every suit (four-hand: 32, the 7s and 8s added)."),
    ("S2", "deal", "Six each, three at a time, the pone first; the thirteenth card turned for trumps under the "
                   "stock. Four-hand: 3-2-3, the last card turned belongs to the dealer."),
    ("S3", "misdeal", "A misdeal: the same dealer deals again; no loss of the deal.", "a new deal, same dealer"),
    ("S4", "values", "Ace 11, ten 10, king 4, queen 3, jack 2; the last trick 10 when all the cards are played; "
                     "a royal marriage 40, a plain one 20."),
    ("S5", "play", "While the stock lasts any card may be played; the winner of a trick draws first, the last "
                   "face-down card to him, the turn-up to the loser."),
    ("S6", "follow", "Once the stock is exhausted or closed the second player must follow suit if able, but "
                     "need not win the trick.", "the opponent scores two game points (our reading)"),
    ("S7", "marriage", "A marriage is scored by leading one of the pair, on lead, and counts only when its holder "
                       "wins a trick; one that brings him to 66 is shown and claimed without leading."),
    ("S8", "nine", "The holder of the nine of trumps who has won a trick may exchange it for the turn-up at his "
                   "turn, even after a close; too late when the turn-up is the last card of the stock; no score."),
    ("S9", "close", "Only the player on lead closes: the pone before the first lead; a leader before or after "
                    "drawing; closing before drawing, neither draws."),
    ("S10", "claim", "A player who claims 66 and has it scores 1, 2 with the opponent under 33, 3 with the "
                     "opponent trickless; wrong, the opponent scores 2, or 3 if he had no trick at the time.",
     "the opponent scores 2 or 3"),
    ("S11", "failed-close", "A closer who does not reach 66 gives the opponent 2, or 3 if the opponent had no "
                            "trick when the stock was closed.", "the opponent scores 2 or 3"),
    ("S12", "unclaimed", "Played out unclaimed: one player alone with 66 scores 1 or 2; neither or both, nobody "
                         "scores and the next deal's winner adds 1."),
    ("S13", "looking", "Looking at a quitted trick other than the last loses the right to close (and so to "
                       "claim).", "no close or claim this deal"),
    ("S14", "game", "Game is seven points."),
    ("S15", "three-hand", "Three-hand: the dealer takes no cards and scores what the deal's winner scores; if "
                          "neither scores, the dealer scores 1; he cannot go out on his own deal (stops at 6)."),
    ("S16", "kreuz", "Four-hand: partners; no stock, no closing, no marriages; follow, head the trick, trump "
                     "and over-trump if able, even over a partner; 130 a deal; 66 one, schneider two, all the "
                     "tricks three."),
    ("S17", "false-marriage", "A marriage announced without the partner card in hand: its score is removed (the "
                              "bezique family's law on a false declaration, 001 part 4 §4.1).",
     "the marriage's score removed"),
], meanings={"revoke-penalty": "S6", "misdeal": "S3"})
_L = SIXTY_SIX_LAWS.cite

#: card points by rank (§4.14 card values)
CARD_VALUE = {14: 11, 10: 10, 13: 4, 12: 3, 11: 2}
_VALUES = [CARD_VALUE.get((c >> 2) + 2, 0) if c < 52 else 0 for c in range(54)]
_K, _Q, _N = 13, 12, 9


def sixty_six_pack(kreuz: bool = False):
    """The 24-card pack 9 to ace, or (``kreuz``) the 32-card pack 7 to ace (§4.14, §4.16)."""
    return stripped_pack(range(7 if kreuz else 9, 15), name="32 (piquet)" if kreuz else "24 (sixty-six)")


def game_points(own: int, other: int, other_tricks: int) -> int:
    """Game points for reaching 66 (§4.14 "game points"): 3 when the opponent took no trick
    (schwarz), 2 when he has under 33 (schneider), else 1. ``own`` is not checked here."""
    if other_tricks == 0:
        return 3
    return 2 if other < 33 else 1


def unclaimed_points(points: list[int], tricks: list[int]) -> tuple[int | None, int]:
    """A two-player deal played out unclaimed (§4.14 "claiming 66 / ties"): ``(seat, game
    points)`` when exactly one seat has 66 or more (1, or 2 with the other under 33), else
    ``(None, 0)`` (neither or both: nobody scores, one point held over)."""
    over = [s for s in (0, 1) if points[s] >= 66]
    if len(over) != 1:
        return None, 0
    w = over[0]
    return w, 2 if points[1 - w] < 33 else 1


@dataclass(frozen=True)
class SixtySixRules(Rules):
    game_points: int = option(7, "game points to win a game", "001 part 4 §4.14: first to 7", minimum=1,
                              maximum=50)
    trump_card: int = option(13, "the card turned for trumps after the deal (the American 13th; the 7th, "
                             "turned after the first round, is the other way)", "001 part 4 §4.14 deal",
                             choices=(7, 13))
    referee_mode: bool = option(False, "accept a card that does not follow after the close, and a marriage "
                                "without its partner, as a physical table would (recorded), settled when claimed",
                                "001 part 4 §4.14 closing; §4.1 false declaration")


class SixtySixState(GameState):
    """One deal of sixty-six (see the module docstring); ``mode`` is "two", "three" or "kreuz".

    Context: ``dealer`` (seat), ``score`` (game points per seat toward 7), ``held_over`` (the
    point a tied deal leaves to the next deal's winner). Actions: ``play <card>``, ``marry
    <card>``, ``show <card>``, ``close``, ``draw``, ``exchange``, ``claim``.
    """

    rules_cls = SixtySixRules
    unit = "points"
    penalty_laws = SIXTY_SIX_LAWS
    mode = "two"

    def __init__(self, num_players: int = 2, rules: SixtySixRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = self.n = num_players
        want = {"two": 2, "three": 3, "kreuz": 4}[self.mode]
        if n != want:
            raise SetupError(f"this game is for {want} players")
        self.seat_names = {2: ("N", "S"), 3: ("N", "E", "W"), 4: ("N", "E", "S", "W")}[n]
        self.dealer = self.context.get("dealer", n - 1)
        if not isinstance(self.dealer, int) or not 0 <= self.dealer < n:
            raise SetupError(f"context 'dealer' is a seat 0 to {n - 1}")
        self.score_before = self._context_numbers("score", [0] * n)
        self.held_over = int(self.context.get("held_over", 0) or 0)
        self.out = (self.dealer,) if self.mode == "three" else ()
        self.players = [s for s in range(n) if s not in self.out]
        self.pone = (self.dealer + 1) % n
        deck = self.shuffler.shuffle(list(sixty_six_pack(self.mode == "kreuz")))
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        if self.mode == "kreuz":
            order = [(self.dealer + k) % n for k in range(1, n + 1)]
            for k in (3, 2, 3):
                for s in order:
                    hands[s].extend(deck[pos:pos + k])
                    pos += k
            self.turn_up = hands[self.dealer][-1]           # the last card, the dealer's (S2)
            self.trump = self.turn_up & 3
            self.stock = Stock([], None)
        else:
            a = self.pone
            b = next(s for s in self.players if s != a)
            first = self.rules.trump_card == 7
            for s in (a, b):
                hands[s].extend(deck[pos:pos + 3])
                pos += 3
            if first:
                up = deck[pos]
                pos += 1
            for s in (a, b):
                hands[s].extend(deck[pos:pos + 3])
                pos += 3
            if not first:
                up = deck[pos]
                pos += 1
            self.turn_up = up
            self.trump = up & 3
            self.stock = Stock(deck[pos:], up)
        sort_hands(hands)
        follow = HEAD_TRICK if self.mode == "kreuz" else FREE_PLAY
        self.tp = OrderedTrickPlay(hands, ten_high_order(self.trump, follow), self.pone, self.out)
        self.tp.tricks_total = len(deck) // len(self.players)
        self.hands = self.tp.hands
        self.marriages: list[list[tuple[int, int, bool]]] = [[] for _ in range(n)]   # (suit, points, genuine)
        self.known: list[set[int]] = [set() for _ in range(n)]   # held cards every seat has seen
        self.phase = "play"
        self.claim: dict | None = None          # {"seat", "right", "points"} once claimed
        self.result: dict | None = None        # the deal's game points and why
        self.tricks_at_close: list[int] | None = None
        self.no_draw = False                   # closed before drawing
        self.barred: set[int] = set()          # lost the right to close (S13)
        self.penalty: dict | None = None       # a ruling's award
        self.void: str | None = None
        self.rulings: list[Ruling] = []
        self.note(f"{self.seat_names[self.dealer]} deals; {Card(self.turn_up)} is turned: "
                  f"{SUIT_NAMES[self.trump]} are trumps")

    # ----- helpers ---------------------------------------------------------------------------
    def side_of(self, seat: int) -> int:
        return seat % 2 if self.mode == "kreuz" else seat

    def side_seats(self, side: int) -> list[int]:
        return [s for s in self.players if self.side_of(s) == side]

    def _opponent(self, seat: int) -> int:
        return next(s for s in self.players if self.side_of(s) != self.side_of(seat))

    def side_tricks(self, seat: int) -> int:
        return sum(self.tp.won[s] for s in self.side_seats(self.side_of(seat)))

    def card_points(self, seat: int) -> int:
        """Card points ``seat``'s side took in tricks (S4), the last trick's 10 included once
        every card has been played (never after a close)."""
        side = self.side_of(seat)
        pts = sum(_VALUES[c] for _, cards, w in self.tp.quitted if self.side_of(w) == side for c in cards)
        if self.tp.over and not self.stock.closed:
            pts += sum(v for s, v in enumerate(last_trick_bonus(self.tp.quitted, 10, self.n))
                       if self.side_of(s) == side)
        return pts

    def marriage_points(self, seat: int) -> int:
        """Marriages declared by ``seat`` that count: genuine ones, once the seat has won a trick (S7)."""
        if self.tp.won[seat] == 0:
            return 0
        return sum(p for _, p, genuine in self.marriages[seat] if genuine)

    def points(self, seat: int) -> int:
        """What ``seat`` (its side, at kreuz-marriage) counts toward 66 now."""
        return self.card_points(seat) + sum(self.marriage_points(s) for s in self.side_seats(self.side_of(seat)))

    def _marriage_pair(self, card: int) -> int | None:
        r = (card >> 2) + 2
        if r == _K:
            return card - 4
        if r == _Q:
            return card + 4
        return None

    def _on_lead(self, seat: int) -> bool:
        return self.phase == "play" and not self.tp.trick and self.tp.turn == seat

    def _nine(self) -> int:
        return (_N - 2) * 4 + self.trump

    def _may_exchange(self, seat: int) -> bool:
        st = self.stock
        return (self.mode != "kreuz" and st.turn_up is not None and bool(st.cards) and self.tp.won[seat] > 0
                and self._nine() in self.hands[seat] and st.turn_up != self._nine())

    def _may_close(self, seat: int) -> bool:
        if self.mode == "kreuz" or seat in self.barred or not self.stock.open_play:
            return False
        return self.phase == "draw" or self._on_lead(seat)

    # ----- the contract -------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.phase in ("play", "draw"):
            return self.tp.turn
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        seat = self.tp.turn
        out: list[Action] = []
        if self.phase == "draw":
            out.append(Action("draw"))
        else:
            cards = self.tp.legal()
            out.extend(PLAY[c] for c in cards)
            if self._on_lead(seat) and self.mode != "kreuz":
                for c in cards:
                    pair = self._marriage_pair(c)
                    if pair is not None and pair in self.hands[seat] and not self._married(seat, c & 3):
                        out.append(Action("marry", (Card(c),)))
                        if self.tp.won[seat]:
                            out.append(Action("show", (Card(c),)))
        if self._may_close(seat):
            out.append(Action("close"))
        if self._may_exchange(seat):
            out.append(Action("exchange"))
        if self.mode != "kreuz" and seat not in self.barred:
            out.append(Action("claim"))
        return out

    def _married(self, seat: int, suit: int) -> bool:
        return any(s == suit for s, _, _ in self.marriages[seat])

    def _check(self, action: Action) -> None:
        if self.phase == "over":
            raise IllegalAction("the deal is over")
        if self._is_legal(action):
            return
        seat = self.tp.turn
        v = action.verb
        card = action.args[0] if len(action.args) == 1 and isinstance(action.args[0], Card) else None
        if v in ("play", "marry", "show") and self.phase == "draw":
            raise IllegalAction("draw first (or close without drawing)", _L("S5"))
        if v == "play" and card is not None and card in self.hands[seat]:
            if self.rules.referee_mode:
                return
            raise IllegalAction(f"you must follow suit ({SUIT_NAMES[self.tp.order.suit[self.tp.trick[0]]]} were "
                                "led): the stock is closed or exhausted", _L("S6"))
        if v in ("marry", "show") and card is not None and card in self.hands[seat]:
            if not self._on_lead(seat):
                raise IllegalAction("a marriage is declared by the player on lead, leading one of its cards",
                                    _L("S7"))
            if self.mode == "kreuz":
                raise IllegalAction("no marriages are scored at four-hand sixty-six", _L("S16"))
            if self._marriage_pair(card) is None:
                raise IllegalAction("a marriage is a king and queen of one suit: lead the king or the queen",
                                    _L("S7"))
            if self._married(seat, card & 3):
                raise IllegalAction("that marriage is already declared", _L("S7"))
            if v == "show" and not self.tp.won[seat]:
                raise IllegalAction("a marriage is shown without leading only by a player who has won a trick",
                                    _L("S7"))
            if v == "marry" and self.rules.referee_mode:
                return
            raise IllegalAction("you do not hold both the king and the queen of that suit", _L("S7"))
        if v == "close":
            if self.mode == "kreuz":
                raise IllegalAction("there is no stock to close at four-hand sixty-six", _L("S16"))
            if seat in self.barred:
                raise IllegalAction("you lost the right to close by looking at a quitted trick", _L("S13"))
            if not self.stock.open_play:
                raise IllegalAction("the stock is already closed or exhausted", _L("S9"))
            raise IllegalAction("only the player on lead may close", _L("S9"))
        if v == "exchange":
            raise IllegalAction("the nine of trumps is exchanged by its holder after winning a trick, while the "
                                "turn-up is not the last card of the stock", _L("S8"))
        if v == "draw":
            raise IllegalAction("there is nothing to draw now", _L("S5"))
        if v == "claim":
            if self.mode == "kreuz":
                raise IllegalAction("four-hand sixty-six is counted at the end of the deal", _L("S16"))
            raise IllegalAction("you lost the right to close and claim by looking at a quitted trick", _L("S13"))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.tp.turn
        name = self.seat_names[seat]
        v = action.verb
        if v == "draw":
            self._draw()
            return
        if v == "close":
            self.tricks_at_close = [self.side_tricks(s) for s in range(self.n)]
            self.stock.close(seat)
            self.no_draw = self.phase == "draw"
            self.phase = "play"
            self.tp.order = ten_high_order(self.trump, FOLLOW_SUIT)
            self.note(f"{name} closes" + (" without drawing" if self.no_draw else ""))
            return
        if v == "exchange":
            nine = self._nine()
            self.hands[seat].remove(nine)
            got = self.stock.exchange(nine)
            self.hands[seat].append(got)
            self.known[seat].add(got)
            sort_hands([self.hands[seat]])
            self.note(f"{name} exchanges the nine of trumps for {Card(got)}")
            return
        if v == "claim":
            self._claim(seat)
            return
        if v in ("marry", "show"):
            card = action.args[0]
            suit = card & 3
            pts = 40 if suit == self.trump else 20
            pair = self._marriage_pair(card)
            genuine = pair in self.hands[seat]
            self.marriages[seat].append((suit, pts, genuine))
            kind = "royal marriage" if pts == 40 else "marriage"
            if v == "show":
                self.note(f"{name} shows the {kind} in {SUIT_NAMES[suit]} ({pts})")
                self._claim(seat)
                return
            self.note(f"{name} declares the {kind} in {SUIT_NAMES[suit]} ({pts})")
            self._play(card)
            return
        self._play(action.args[0])

    def _play(self, card: int) -> None:
        tp = self.tp
        w = tp.play(card)
        if w is None:
            return
        self.note(f"{self.seat_names[w]} wins the trick")
        if tp.over:
            self._end_of_play()
            return
        if self.stock.open_play:
            self.phase = "draw"

    def _draw(self) -> None:
        w = self.tp.turn
        loser = self._opponent(w)
        face_up = self.stock.turn_up if len(self.stock) == 2 else None
        for s, c in self.stock.draw_pair(w, loser):
            self.hands[s].append(c)
            if c == face_up and s == loser:
                self.known[s].add(c)
            self.note(f"{self.seat_names[s]} draws", to=[p for p in range(self.n) if p != s])
            self.note(f"{self.seat_names[s]} draws {Card(c)}", to=s)
        sort_hands(self.hands)
        self.phase = "play"
        if self.stock.exhausted:
            self.tp.order = ten_high_order(self.trump, FOLLOW_SUIT)
            self.note("the stock is exhausted: follow suit from now on")

    # ----- the end of a deal ---------------------------------------------------------------------
    def _claim(self, seat: int) -> None:
        mine, other = self.points(seat), self._opponent(seat)
        if mine >= 66:
            gp = game_points(mine, self.points(other), self.side_tricks(other))
            self._finish(seat, gp, f"{self.seat_names[seat]} claims with {mine}: right")
        else:
            if self.stock.closed and self.stock.closed_by == seat and self.tricks_at_close is not None:
                gp = 3 if self.tricks_at_close[other] == 0 else 2
            else:
                gp = 3 if self.side_tricks(other) == 0 else 2
            self._finish(other, gp, f"{self.seat_names[seat]} claims with {mine}: wrong ({_L('S10')})")
        self.claim = {"seat": self.seat_names[seat], "points": mine, "right": mine >= 66}

    def _end_of_play(self) -> None:
        if self.mode == "kreuz":
            a, b = self.points(0), self.points(1)
            if a == b:
                self._finish(None, 0, f"{a} each: nobody scores")
                return
            w = 0 if a > b else 1
            gp = game_points(max(a, b), min(a, b), self.side_tricks(1 - w))
            self._finish(w, gp, f"{'NS' if w == 0 else 'EW'} take {max(a, b)} of 130")
            return
        if self.stock.closed:
            c = self.stock.closed_by
            other = self._opponent(c)
            if self.points(c) >= 66:
                gp = game_points(self.points(c), self.points(other), self.side_tricks(other))
                self._finish(c, gp, f"the closer {self.seat_names[c]} has {self.points(c)}")
            else:
                gp = 3 if (self.tricks_at_close or [1] * self.n)[other] == 0 else 2
                self._finish(other, gp, f"the closer {self.seat_names[c]} fails with {self.points(c)} "
                                        f"({_L('S11')})")
            return
        a, b = self.players
        pts = [self.points(a), self.points(b)]
        w, gp = unclaimed_points(pts, [self.tp.won[a], self.tp.won[b]])
        if w is None:
            self._finish(None, 0, f"unclaimed, {pts[0]} and {pts[1]}: nobody scores ({_L('S12')})")
        else:
            seat = (a, b)[w]
            self._finish(seat, gp, f"unclaimed: {self.seat_names[seat]} alone has 66 ({pts[w]})")

    def _finish(self, winner: int | None, gp: int, why: str) -> None:
        """End the deal: ``winner`` (a seat; at kreuz-marriage a side 0/1) scores ``gp`` game
        points, plus a point held over when he scores."""
        bonus = self.held_over if winner is not None and gp else 0
        per = [0] * self.n
        if winner is not None and gp:
            if self.mode == "kreuz":
                for s in self.side_seats(winner):
                    per[s] = gp + bonus
            else:
                per[winner] = gp + bonus
        if self.mode == "three":
            d = self.dealer
            dealt = (gp + bonus) if winner is not None and gp else 1
            room = max(0, self.rules.game_points - 1 - self.score_before[d])
            per[d] = min(dealt, room)
        self.result = {"winner": None if winner is None else (("NS", "EW")[winner] if self.mode == "kreuz"
                                                              else self.seat_names[winner]),
                       "game_points": gp, "held_over_used": bonus, "why": why, "per_seat": per,
                       "hold_over": 1 if (winner is None or not gp) and self.mode == "two" else 0}
        self.phase = "over"
        self.note(why + (f"; {per}" if self.n > 2 else "") + f" - {self.result_text()}")

    def scored(self) -> list[int]:
        """Game points scored this deal per seat (a ruling's award included). Raises
        DealNotOver before the end."""
        if self.phase != "over":
            raise DealNotOver("the deal is not finished")
        if self.void:
            return [0] * self.n
        if self.penalty is not None:
            return list(self.penalty["per_seat"])
        return list(self.result["per_seat"])

    def outcome(self) -> list[int]:
        """Two-hand and kreuz: the game points won less those lost (zero-sum); three-hand:
        each seat's game points (general-sum, the dealer's share included)."""
        p = self.scored()
        if self.mode == "three":
            return p
        if self.mode == "kreuz":
            ns, ew = p[0], p[1]
            return [ns - ew, ew - ns, ns - ew, ew - ns]
        return [p[0] - p[1], p[1] - p[0]]

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"the deal is void: {self.void}"
        p = self.scored()
        return "game points " + ", ".join(f"{self.seat_names[s]} {p[s]}" for s in range(self.n))

    # ----- what a seat may see --------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(self.hands[s]) for s in range(self.n)}
        out.update(self.stock.locations())
        out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        """The face-down stock and the other hands, less the cards shown from them (the partner
        of a marriage led, kreuz-marriage's turned card); the turn-up is seen by all, and stays
        known when the close turns it down."""
        out = set(self.stock.cards)
        for s in range(self.n):
            if s != seat:
                shown = self._shown_cards(s)
                out.update(c for c in self.hands[s] if c not in shown)
        return out

    def _shown_cards(self, seat: int) -> set[int]:
        """Cards of ``seat``'s hand every seat has seen: the partner of a marriage led (shown
        while still held), the turn-up taken by an exchange, kreuz's turned card."""
        out = {c for c in self.known[seat] if c in self.hands[seat]}
        for suit, _, genuine in self.marriages[seat]:
            if genuine:
                for r in (_K, _Q):
                    c = (r - 2) * 4 + suit
                    if c in self.hands[seat]:
                        out.add(c)
        if self.mode == "kreuz" and seat == self.dealer and self.turn_up in self.hands[seat]:
            out.add(self.turn_up)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        st = self.stock
        v: dict[str, Any] = {
            "game": {"two": "sixty-six", "three": "three-hand-sixty-six", "kreuz": "kreuz-marriage"}[self.mode],
            "phase": self.phase, "players": self.n, "seat": None if seat is None else names[seat],
            "dealer": names[self.dealer], "pone": names[self.pone],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "hand_sizes": {names[s]: len(self.hands[s]) for s in self.players},
            "shown": {names[s]: [str(Card(c)) for c in sorted(self._shown_cards(s))] for s in self.players},
            "trump": SUIT_NAMES[self.trump],
            "turned_card": str(Card(st.turn_up)) if st.turn_up is not None and not st.closed else
            (str(Card(self.turn_up)) if self.mode == "kreuz" else None),
            "stock": len(st), "closed_by": None if st.closed_by is None else names[st.closed_by],
            "follow": tp.order.follow, "score": self.score_before, "game_points": self.rules.game_points,
            "held_over": self.held_over,
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)],
            "tricks": {names[s]: tp.won[s] for s in self.players},
            "trick_number": tp.trick_number,
            "marriages": {names[s]: [[SUIT_NAMES[su], p] for su, p, _ in self.marriages[s]] for s in self.players},
            "played": [[[names[tp.seat_at(ld, i)], str(Card(c))] for i, c in enumerate(cards)]
                       for ld, cards, _ in tp.quitted],
        }
        if tp.quitted:
            ld, cards, w = tp.quitted[-1]
            v["last_trick"] = {"cards": [[names[tp.seat_at(ld, i)], str(Card(c))] for i, c in enumerate(cards)],
                               "won_by": names[w]}
        if seat is not None and seat in self.players:
            v["counted"] = self.points(seat)           # his own count (mental in play; ours to show)
        if self.phase == "over":
            v["points"] = {names[s]: self.points(s) for s in self.players}
            v["scored"] = self.scored()
            v["result"] = self.result_text()
            v["why"] = (self.penalty or self.result or {}).get("why")
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        title = {"sixty-six": "Sixty-six", "three-hand-sixty-six": "Three-hand sixty-six",
                 "kreuz-marriage": "Kreuz-marriage"}[view["game"]]
        lines = [f"{title} - dealer {view['dealer']} - score {'-'.join(map(str, view['score']))} "
                 f"(game {view['game_points']})" + (f"; {view['held_over']} held over" if view["held_over"] else "")]
        stock = f"stock {view['stock']}" + (f", closed by {view['closed_by']}" if view["closed_by"] else "")
        lines.append(f"Trumps {view['trump']}" + (f", turn-up {view['turned_card']}" if view["turned_card"] else "")
                     + f"; {stock}; play: {view['follow']}")
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"])
                         + (f"  (you count {view['counted']})" if "counted" in view else ""))
        for who, cards in view["shown"].items():
            if cards:
                lines.append(f"Shown by {who}: " + " ".join(cards))
        for who, ms in view["marriages"].items():
            if ms:
                lines.append(f"Marriages of {who}: " + ", ".join(f"{s} {p}" for s, p in ms))
        lines.append("Trick: " + (" ".join(f"{p}:{c}" for p, c in view["trick"]) or "(none)"))
        lines.append("Tricks: " + ", ".join(f"{k} {t}" for k, t in view["tricks"].items()))
        if view.get("result"):
            lines.append(f"Deal over: {view['why']}; {view['result']}")
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act" + (": draw, or close without drawing" if view["phase"] == "draw"
                                                       else ""))
        return "\n".join(lines)

    # ----- the referee -----------------------------------------------------------------------------
    def referee_calls(self) -> list[str]:
        return handler_calls(self)

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        if seat is None or not isinstance(seat, int) or seat not in self.players:
            raise IllegalAction("name a seat in the play for the call")
        return referee_call(self, seat, call, details, self.seat_names)

    def _award(self, seat: int, gp: int, why: str) -> None:
        per = [0] * self.n
        if self.mode == "kreuz":
            for s in self.side_seats(self.side_of(seat)):
                per[s] = gp
        else:
            per[seat] = gp
        self.penalty = {"per_seat": per, "why": why}
        self.phase = "over"

    def _ref_revoke(self, seat: int) -> Ruling:
        """S6: ``seat`` claims that the opponent did not follow suit after the stock was closed or
        exhausted (recorded in referee mode): the deal ends and ``seat`` scores 2 game points
        (our reading: the book gives sixty-six no revoke penalty; we apply the failed close's)."""
        offenders = {self.side_of(s) for s in self.players if self.side_of(s) != self.side_of(seat)}
        if not any(self.side_of(r.seat) in offenders for r in self.tp.revokes):
            raise IllegalAction("no failure to follow suit by the opponents is found", _L("S6"))
        if self.phase == "over" and self.penalty is not None:
            raise IllegalAction("the deal is already settled by a ruling")
        self._award(seat, 2, f"a revoke by the opponents ({_L('S6')})")
        return Ruling(law=_L("S6"), penalty=f"{self.seat_names[seat]} scores 2 game points",
                      effect={"per_seat": self.penalty["per_seat"]})

    def _ref_false_marriage(self, seat: int) -> Ruling:
        """S17: ``seat`` finds that the opponent declared a marriage without holding its partner
        card (recorded in referee mode): the marriage's score is removed."""
        other = self._opponent(seat)
        for i, (suit, pts, genuine) in enumerate(self.marriages[other]):
            if not genuine:
                del self.marriages[other][i]
                return Ruling(law=_L("S17"), penalty=f"the {pts} for {SUIT_NAMES[suit]} are removed",
                              effect={"removed": [SUIT_NAMES[suit], pts]})
        raise IllegalAction("the opponent declared no false marriage", _L("S17"))

    def _ref_looked_at_trick(self, seat: int) -> Ruling:
        """S13: ``seat`` looked at a quitted trick other than the last: he may no longer close
        (nor claim) this deal."""
        if self.phase == "over" or len(self.tp.quitted) < 2:
            raise IllegalAction("there is no quitted trick but the last to look at", _L("S13"))
        self.barred.add(seat)
        return Ruling(law=_L("S13"), penalty=f"{self.seat_names[seat]} may not close or claim this deal",
                      effect={"barred": self.seat_names[seat]})

    def _ref_misdeal(self, seat: int) -> Ruling:
        """S3: a misdeal found before the first card is played: the same dealer deals again."""
        if self.tp.quitted or self.tp.trick or self.phase == "over":
            raise IllegalAction("a misdeal is claimed before the first card is played", _L("S3"))
        self.void, self.phase = "a misdeal (S3)", "over"
        return Ruling(law=_L("S3"), penalty="a new deal by the same dealer", effect={"void": True,
                                                                                     "same_dealer": True})


class ThreeHandSixtySixState(SixtySixState):
    mode = "three"


class KreuzMarriageState(SixtySixState):
    mode = "kreuz"


class SixtySixMatch(RubberMatch):
    """Deals of sixty-six carrying the game points to 7 (§4.14); a game settles one unit (the
    winner +1, the others -1 each at two-hand; at kreuz-marriage the side +1 / -1; at three-hand
    the first out takes one from each of the others). Context: ``dealer`` (the same after a
    misdeal; else the pone at two-hand, to the left otherwise), ``score``, ``held_over``."""

    settles = "game"
    fresh_rubber = {"score": None, "held_over": 0}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("score", [0] * self.num_players)

    def carry(self, state: SixtySixState) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        if state.void:
            ctx["dealer"] = state.dealer
            return ctx
        ctx["dealer"] = (state.dealer + 1) % self.num_players
        pts = state.scored()
        res = state.result or {}
        ctx["held_over"] = (int(ctx.get("held_over") or 0) + 1) if res.get("hold_over") and state.penalty is None \
            else (0 if any(pts) else int(ctx.get("held_over") or 0))
        score = [a + b for a, b in zip(ctx.get("score") or [0] * self.num_players, pts)]
        ctx["score"] = score
        goal = self.rules.game_points
        winners = [s for s in range(self.num_players) if score[s] >= goal]
        if winners:
            w = max(winners, key=lambda s: score[s])
            n = self.num_players
            if state.mode == "kreuz":
                seats = [1 if s % 2 == w % 2 else -1 for s in range(n)]
                who = "NS" if w % 2 == 0 else "EW"
            elif n == 2:
                seats, who = [1 if s == w else -1 for s in range(n)], w
            else:
                seats, who = [n - 1 if s == w else -1 for s in range(n)], w
            order = [w] + [s for s in range(len(score)) if s != w]       # the winner's score first
            self.end_rubber(ctx, who, 1, seats, "-".join(str(score[s]) for s in order), kind="game", score=score)
            ctx["score"] = [0] * n
        return ctx

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or []
        return f"in progress, not settled: score {'-'.join(map(str, score))}" if any(score) else None


# ----- the bot: the book's advice -------------------------------------------------------------------

def _rank(c: int) -> int:
    return (c >> 2) + 2


class SixtySixBot(Bot):
    """Sixty-six by the book's advice (§4.14), from the seat's view only: claim as soon as the
    count reaches 66; exchange the nine of trumps when allowed; declare a marriage when on lead
    (the royal one first) rather than break it, holding up the pair while the stock lasts (a
    king or queen of a possible marriage is not thrown to a trick); close when the count and a
    sure ace or a marriage in hand bring 66 within reach (the book's oracles: 35 + an ace +
    a marriage, 13 + trump ace + royal marriage); otherwise, while the stock lasts, win a
    trick cheaply with a ten or ace only when it carries points, else throw the lowest card;
    once it is closed or gone, win with the lowest winning card of the suit led, else the lowest."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        verbs: dict[str, list[Action]] = {}
        for a in legal:
            verbs.setdefault(a.verb, []).append(a)
        if "claim" in verbs and view.get("counted", 0) >= 66:
            return verbs["claim"][0]
        if "show" in verbs:
            trump = view["trump"]
            for a in verbs["show"]:
                gain = 40 if SUIT_NAMES[a.args[0] & 3] == trump else 20
                if view.get("counted", 0) + gain >= 66:
                    return a
        if "exchange" in verbs:
            return verbs["exchange"][0]
        if "draw" in verbs:
            return verbs["draw"][0]
        trump = SUIT_NAMES.index(view["trump"])
        hand = [parse_card(c) for c in view.get("hand") or []]
        counted = view.get("counted", 0)
        if "close" in verbs and not view["trick"]:
            aces = [c for c in hand if _rank(c) == 14 and (c & 3) != trump]
            marr = [m for m in verbs.get("marry", [])]
            best = max((40 if (m.args[0] & 3) == trump else 20 for m in marr), default=0)
            if counted + best + 11 * len(aces) >= 66 and (aces or best):
                return verbs["close"][0]
        if "marry" in verbs:
            return max(verbs["marry"], key=lambda a: ((a.args[0] & 3) == trump, _rank(a.args[0]) == 12))
        plays = [a.args[0] for a in verbs.get("play", [])]
        if not plays:
            return legal[0]
        free = view["follow"] == FREE_PLAY
        pairs = {c for c in hand if _rank(c) in (_K, _Q)
                 and ((c + 4) if _rank(c) == _Q else (c - 4)) in hand}
        low = lambda c: (c in pairs, (c & 3) == trump, _VALUES[c], _rank(c))   # noqa: E731
        if not view["trick"]:
            return PLAY[min(plays, key=low)]
        led = parse_card(view["trick"][0][1])
        order = ten_high_order(trump, FOLLOW_SUIT)
        winners = [c for c in plays if order.beats(c, led)]
        if free:
            value = _VALUES[led]
            good = [c for c in winners if (c & 3) == (led & 3)] or ([c for c in winners if value >= 10])
            if good:
                return PLAY[min(good, key=lambda c: (c in pairs, _VALUES[c]))]
            return PLAY[min(plays, key=low)]
        if winners:
            return PLAY[min(winners, key=lambda c: ((c & 3) == trump, order.rank[c]))]
        return PLAY[min(plays, key=low)]


def _register() -> None:
    from ...core.registry import GameInfo, register
    common = dict(family="bezique", rules_cls=SixtySixRules, laws=SIXTY_SIX_LAWS, match_cls=SixtySixMatch,
                  bots={"heuristic": SixtySixBot})
    register(GameInfo(slug="sixty-six", title="Sixty-six", aliases=("66", "шестьдесят шесть", "schnapsen"),
                      state_cls=SixtySixState, min_players=2, max_players=2, utility="zero-sum-points",
                      source="Foster 1914, 001 part 4 §4.14 (seed lines 1577-1686)",
                      summary="Two players, 24 cards ranking A 10 K Q J 9, six each and a stock; free play "
                              "while the stock lasts, then follow suit; marriages 20 and 40 scored by leading "
                              "one of the pair; close the stock to force following; claim 66 for one, two or "
                              "three game points; game is seven.", **common))
    register(GameInfo(slug="three-hand-sixty-six", title="Three-hand sixty-six", aliases=("трицать шестьдесят шесть",),
                      state_cls=ThreeHandSixtySixState, min_players=3, max_players=3, utility="general-sum",
                      source="Foster 1914, 001 part 4 §4.15 (seed lines 1687-1693)",
                      summary="Sixty-six for three: the dealer takes no cards and scores what the deal's winner "
                              "scores (one when nobody does), but cannot go out on his own deal.", **common))
    register(GameInfo(slug="kreuz-marriage", title="Kreuz-marriage (four-hand sixty-six)",
                      aliases=("four-hand-sixty-six", "крейц-марьяж"), state_cls=KreuzMarriageState,
                      min_players=4, max_players=4, utility="zero-sum-points",
                      source="Foster 1914, 001 part 4 §4.16 (seed lines 1694-1705)",
                      summary="Four in partnerships, 32 cards, eight each, the last turned for trumps and the "
                              "dealer's; follow, head, trump and over-trump if able; 130 points a deal, 66 "
                              "for one, schneider two, every trick three; game seven.", **common))


_register()
