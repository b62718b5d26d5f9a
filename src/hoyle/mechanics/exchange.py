"""Exchanges: the widow, the stock and the neighbour, and the knock that ends them.

The widow-exchange and knock games of the poker family (whiskey poker, thirty-one, the three
commerces, my ship sails) deal each player a hand and then go round the table letting each in
turn better it, until someone knocks (stands) or the rounds run out. What a turn may do is data
(:class:`ExchangeRules`); the turns themselves are :class:`Exchange`. The games around it deal,
rank the hands and settle the pool (with :func:`hoyle.mechanics.betting.settle`).

A turn may be (each only where the rules allow it):

``take``
    exchange the whole hand for the widow; the hand given up becomes the widow, face up
    (whiskey poker, seed 002: the old hand is laid face up and the widow taken unseen).
``exchange C W``
    give card ``C`` of the hand for card ``W`` of the widow; ``C`` goes into the widow face up
    (whiskey poker once the widow is taken; thirty-one; commerce with the widow).
``pass``
    keep the hand: before the widow is taken (whiskey's "I pass"), after somebody has knocked
    (a player may decline a draw then, not before: seed 002, Whiskey Poker), or at any time
    where ``stand`` says so (my ship sails).
``turn``
    the dealer turns the widow face up (whiskey: nobody took it before his turn).
``knock``
    stand on the hand. With ``after_knock="round"`` each other player has one more turn and
    the hands are shown when the turn comes back to the knocker (whiskey poker, thirty-one);
    with ``"stop"`` they are shown at once (Foster's commerce, 001 part 3 §A13).
``buy C``
    give card ``C`` face up to the table and a fee to the dealer for the top card of the
    stock (Foster's commerce without the widow, "for cash").
``barter C``
    offer card ``C`` to the left-hand neighbour, who must ``return D``, one of his own, before
    he looks at ``C`` (commerce "by barter"; my ship sails); the turn then passes to him.

Refusals are :class:`~hoyle.core.errors.IllegalAction` naming the reason and the rule's source.
Seats are ``0..n-1`` in the order of play (to the left); hands are lists of cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ..core.actions import Action
from ..core.errors import IllegalAction, SetupError

__all__ = ["ExchangeRules", "Exchange"]


@dataclass(frozen=True)
class ExchangeRules:
    """What a turn of an exchange game may do (see the module docstring for the verbs).

    Attributes:
        widow_up: ``"at-once"`` (the widow is turned face up after the deal: thirty-one,
            commerce with the widow) or ``"when-taken"`` (it lies face down until somebody
            takes it or the dealer turns it: whiskey poker).
        take: who may exchange the whole hand for the widow: ``"anyone"`` (whiskey),
            ``"dealer-first"`` (the dealer only, before looking at his cards, as the first act
            of the deal: commerce with the widow) or ``"never"``.
        one: a card may be exchanged for one of the widow (once it is face up).
        pass_while_down: a player may pass while the widow lies face down (whiskey).
        dealer_turns_up: the dealer, finding the widow still down, must take it or turn it up
            (or knock, which turns it up too: whiskey poker).
        knock_turns_up: a knock before the widow is taken turns it up (whiskey's local custom).
        after_knock: ``"round"`` or ``"stop"`` (see ``knock`` above); ``None``: no knocking.
        stand_after_knock: after a knock a player may pass instead of drawing.
        stand: a player may pass at any turn.
        buy_fee: chips paid to the dealer for a card of the stock; ``None``: no buying.
        barter: a card may be bartered blind with the left-hand neighbour.
        rounds: the hands are shown after this many rounds of turns if nobody has knocked
            (my ship sails: two); ``None``: no limit.
        source: the book's place.
    """

    widow_up: str = "at-once"
    take: str = "never"
    one: bool = True
    pass_while_down: bool = False
    dealer_turns_up: bool = False
    knock_turns_up: bool = False
    after_knock: str | None = "round"
    stand_after_knock: bool = True
    stand: bool = False
    buy_fee: int | None = None
    barter: bool = False
    rounds: int | None = None
    source: str = ""

    def __post_init__(self) -> None:
        if self.widow_up not in ("at-once", "when-taken"):
            raise SetupError("the widow is turned up 'at-once' or 'when-taken'")
        if self.take not in ("anyone", "dealer-first", "never"):
            raise SetupError("the whole widow is taken by 'anyone', the 'dealer-first' or 'never'")
        if self.after_knock not in ("round", "stop", None):
            raise SetupError("after a knock play goes one 'round' more, or 'stop's")
        if self.rounds is not None and (type(self.rounds) is not int or self.rounds < 1):
            raise SetupError("the rounds are a whole number, 1 or more")
        if self.buy_fee is not None and (type(self.buy_fee) is not int or self.buy_fee < 0):
            raise SetupError("the fee for a card of the stock is chips, 0 or more")


_PASS, _KNOCK, _TAKE, _TURN = Action("pass"), Action("knock"), Action("take"), Action("turn")


class Exchange:
    """The turns of exchanges of one deal.

    Args:
        rules: the :class:`ExchangeRules`.
        hands: each seat's cards (copied); a seat with no cards is not in the deal.
        dealer: the dealer's seat; play starts on his left (the age, the eldest hand).
        widow: the widow's cards (may be empty).
        stock: the cards left for buying, the top card last.

    Attributes (read them; change them only through the methods):
        hands, widow, stock, discards (cards given up face up for the stock), fees (chips each
        seat paid for cards of the stock), widow_up, taken (the widow has been taken or turned),
        seen (every card that has lain face up: the widow, a hand laid down, a discard; where
        it went since is known to all), knocker, turn (seat to act, ``None`` once over), phase (``"dealer-first"``, ``"turn"``,
        ``"return"``), offer (``(giver, card)`` of a barter awaiting its return), rounds_done,
        ended (why the exchanges ended: ``"knock"``, ``"rounds"``, ``"stock"`` or a game's own
        word given to :meth:`end`).

    Raises:
        SetupError: a dealer off the table, fewer than two hands.
    """

    __slots__ = ("rules", "n", "dealer", "hands", "widow", "stock", "discards", "fees", "widow_up",
                 "taken", "knocker", "turn", "phase", "offer", "rounds_done", "ended", "turns", "seen")

    def __init__(self, rules: ExchangeRules, hands: Sequence[Sequence[Any]], dealer: int,
                 widow: Sequence[Any] = (), stock: Sequence[Any] = ()):
        n = self.n = len(hands)
        if not (type(dealer) is int and 0 <= dealer < n):
            raise SetupError(f"the dealer must be a seat 0 to {n - 1}")
        if sum(1 for h in hands if h) < 2:
            raise SetupError("an exchange needs two hands or more")
        self.rules = rules
        self.dealer = dealer
        self.hands = [list(h) for h in hands]
        self.widow = list(widow)
        self.stock = list(stock)
        self.discards: list[Any] = []
        self.fees = [0] * n
        self.widow_up = bool(self.widow) and rules.widow_up == "at-once"
        self.seen: set = set(self.widow) if self.widow_up else set()
        self.taken = False
        self.knocker: int | None = None
        self.offer: tuple[int, Any] | None = None
        self.rounds_done = 0
        self.turns = 0
        self.ended: str | None = None
        if rules.take == "dealer-first" and self.widow:
            self.turn: int | None
            self.phase, self.turn = "dealer-first", dealer
        else:
            self.phase, self.turn = "turn", self._next(dealer)

    # ------------------------------------------------------------------ reading
    def _next(self, seat: int) -> int:
        for k in range(1, self.n + 1):
            t = (seat + k) % self.n
            if self.hands[t]:
                return t
        raise SetupError("nobody holds cards")

    @property
    def last(self) -> int:
        """The last seat of a round (the dealer, or the nearest one in the deal to his right)."""
        s = self.dealer
        while not self.hands[s]:
            s = (s - 1) % self.n
        return s

    @property
    def over(self) -> bool:
        return self.turn is None

    def legal_actions(self) -> list[Action]:
        """What the seat to act may do now, in a fixed order; ``[]`` once over."""
        s, r = self.turn, self.rules
        if s is None:
            return []
        hand = self.hands[s]
        if self.phase == "dealer-first":
            return [_TAKE, _PASS]
        if self.phase == "return":
            return [Action("return", (c,)) for c in hand]
        out: list[Action] = []
        knocked = self.knocker is not None
        if self.widow:
            if not self.widow_up:
                if r.take == "anyone":
                    out.append(_TAKE)
                if s == self.last and r.dealer_turns_up:
                    out.append(_TURN)
                elif r.pass_while_down:
                    out.append(_PASS)
            else:
                if r.one:
                    out.extend(Action("exchange", (c, w)) for c in hand for w in self.widow)
                if r.take == "anyone":
                    out.append(_TAKE)
        if r.buy_fee is not None and self.stock:
            out.extend(Action("buy", (c,)) for c in hand)
        if r.barter:
            out.extend(Action("barter", (c,)) for c in hand)
        must_turn = bool(self.widow) and not self.widow_up and s == self.last and r.dealer_turns_up
        if (r.stand or (knocked and r.stand_after_knock)) and _PASS not in out and not must_turn:
            out.append(_PASS)
        if r.after_knock is not None and not knocked:
            out.append(_KNOCK)
        if not out:                       # nothing left to do (an empty stock, say): stand
            out.append(_PASS)
        return out

    def explain(self, action: Action) -> tuple[str, str]:
        """Why ``action`` is refused now: ``(reason, source)``."""
        r, s = self.rules, self.turn
        v = action.verb
        src = r.source
        if s is None:
            return ("the exchanges are over", src)
        if self.phase == "dealer-first":
            return ("the dealer speaks first: take the whole widow before looking at your cards, "
                    "or pass", src)
        if self.phase == "return":
            return ("give back one of your own cards for the one offered, before you look at it "
                    "(return C)", src)
        if v == "knock" and self.knocker is not None:
            return (f"seat {self.knocker} has knocked already: draw or pass", src)
        if v == "pass" and self.knocker is None and not r.stand:
            if self.widow and self.widow_up:
                return ("the widow has been taken: draw from it, exchange or knock; you may "
                        "decline to draw only after somebody has knocked", src)
            if s == self.last and r.dealer_turns_up:
                return ("nobody has taken the widow: as dealer you must take it or turn it face up "
                        "(or knock, and turn it up)", src)
            return ("you must exchange or knock", src)
        if v == "exchange":
            if not self.widow_up:
                return ("the widow is face down: nobody may draw one card from it until it is "
                        "taken or turned up", src)
            return ("exchange one card of your hand for one card of the widow", src)
        if v == "take" and r.take != "anyone":
            return ("nobody may take the whole widow now", src)
        if v == "buy" and not self.stock:
            return ("the stock is empty: there is no card to buy", src)
        if v == "turn":
            return ("only the dealer turns up a widow nobody has taken", src)
        verbs = ", ".join(sorted({a.verb for a in self.legal_actions()}))
        return (f"{action} is not allowed now (you may: {verbs})", src)

    def check(self, action: Action) -> None:
        """Raise IllegalAction unless ``action`` is legal for the seat to act."""
        if action not in self.legal_actions():
            raise IllegalAction(*self.explain(action))

    # ------------------------------------------------------------------ acting
    def apply(self, action: Action) -> str:
        """Take ``action`` for the seat to act after :meth:`check`; returns a line for the log."""
        self.check(action)
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> str:
        """:meth:`apply` for an action already known to be legal."""
        s = self.turn
        assert s is not None
        v, a = action.verb, action.args
        hand = self.hands[s]
        self.turns += 1
        if v == "return":
            giver, card = self.offer  # type: ignore[misc]
            hand.remove(a[0])
            hand.append(card)
            self.hands[giver].append(a[0])
            self.offer = None
            self.phase = "turn"
            line = f"seat {s} gives a card back to seat {giver}"
            if self.rules.rounds is not None and self.rounds_done >= self.rules.rounds:
                self.end("rounds")
            else:
                self.turn = s             # the receiver now trades himself
            return line
        if self.phase == "dealer-first":
            self.phase = "turn"
            self.turn = self._next(self.dealer)
            if v == "take":
                self._take(s)
                return f"seat {s} (the dealer) takes the widow before looking at his cards"
            return f"seat {s} (the dealer) keeps his hand"
        line = f"seat {s} "
        if v == "take":
            was_up = self.widow_up
            self._take(s)
            line += "takes the whole widow" + ("" if was_up else " unseen") + ", laying his hand face up"
        elif v == "exchange":
            c, w = a
            hand.remove(c)
            hand.append(w)
            self.widow.remove(w)
            self.widow.append(c)
            self.seen.add(c)
            line += f"gives {c} for {w} from the widow"
        elif v == "turn":
            self.widow_up = self.taken = True
            self.seen.update(self.widow)
            line += "turns the widow face up"
        elif v == "knock":
            self.knocker = s
            line += "knocks"
            if self.widow and not self.widow_up and (s == self.last and self.rules.dealer_turns_up
                                                     or self.rules.knock_turns_up):
                self.widow_up = self.taken = True
                self.seen.update(self.widow)
                line += " and turns the widow face up"
            if self.rules.after_knock == "stop":
                self.end("knock")
                return line
        elif v == "buy":
            c = a[0]
            hand.remove(c)
            self.discards.append(c)
            self.seen.add(c)
            hand.append(self.stock.pop())
            fee = self.rules.buy_fee or 0
            if s != self.dealer:
                self.fees[s] += fee
            line += f"gives up {c} and buys a card from the stock" + (
                f" for {fee} to the dealer" if fee and s != self.dealer else "")
        elif v == "barter":
            c = a[0]
            hand.remove(c)
            self.offer = (s, c)
            self.phase = "return"
            if s == self.last:
                self.rounds_done += 1
            self.turn = self._next(s)
            return f"seat {s} offers a card to seat {self.turn} in barter"
        else:
            line += "passes"
        self._advance(s)
        return line

    def _take(self, s: int) -> None:
        self.hands[s], self.widow = self.widow, self.hands[s]
        self.widow_up = self.taken = True
        self.seen.update(self.widow)

    def _advance(self, s: int) -> None:
        if s == self.last:
            self.rounds_done += 1
        t = self._next(s)
        if t == self.knocker:
            self.end("knock")
        elif self.rules.rounds is not None and self.rounds_done >= self.rules.rounds:
            self.end("rounds")
        else:
            self.turn = t

    def end(self, why: str) -> None:
        """End the exchanges now (``why``: the reason, for the game's log)."""
        self.turn = None
        self.ended = why
        self.offer = None

    def copy(self) -> "Exchange":
        """An independent copy (for a game's ``clone``)."""
        new = object.__new__(Exchange)
        for name in self.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = [list(h) for h in self.hands]
        new.seen = set(self.seen)
        for name in ("widow", "stock", "discards", "fees"):
            setattr(new, name, list(getattr(self, name)))
        return new
