"""The trick-taking mechanic: leader, following suit, trumps, the winner of a trick, quitted
tricks, revokes (detected, established, corrected), exposed cards and the calls that
penalise them.

Games of the whist, bridge, euchre, hearts, skat... families compose a :class:`TrickPlay`
in their state and decide who chooses for each hand (a dummy's hand is chosen by its
partner). Cards are :class:`hoyle.cards.Card` ints: ``suit = card & 3`` and, in the
usual order, a higher index of the same suit is a higher card. Games with another order
(Scotch whist's jack-high trumps, euchre's bowers) pass ``rank_key``: a 52-entry list
giving each card's strength (only compared within a suit).

Law terms (Foster 1914; seed 003 American laws 28-33, English laws 71-82):

* *renounce*: not following suit; a *revoke* is a renounce when able to follow.
* a revoke is *established* when the trick is turned and quitted, or when the revoker
  or his partner leads or plays to the following trick (AW 28, EW 73). Here a trick is
  quitted when the next trick is led, or at the end of the hand.
* *exposed cards* (AW 20-21, EW 56-66) are left face up, may be *called* by the
  adversaries, and must then be played if that makes no revoke (AW 21, EW 64).

Performance: ``legal_cards`` builds one small list and never copies the state; ``clone``
copies a few short lists (the conformance suite runs thousands of playouts).
"""

from __future__ import annotations

import inspect
from typing import Iterable, Sequence

from ..cards import Card
from ..core.actions import Action
from ..core.errors import IllegalAction
from ..core.laws import Ruling

__all__ = ["per_seat", "SUIT_NAMES", "SUIT_LETTERS", "suit_of", "rank_of", "trick_winner", "legal_cards",
           "PLAY", "play_action", "TrickPlay", "Revoke", "parse_suit", "called_suit", "honours_held",
           "suit_major", "sort_hands", "trick_line", "referee_call", "handler_calls", "PlayOnly"]

SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
SUIT_LETTERS = "CDHS"
_CARDS = [Card(i) for i in range(52)]
#: ``PLAY[c]`` is the cached action ``play <card>`` (no formatting on the hot path).
PLAY: list[Action] = [Action("play", (c,)) for c in _CARDS]


def play_action(card: int) -> Action:
    return PLAY[card]


def suit_of(card: int) -> int:
    return card & 3


def rank_of(card: int) -> int:
    return (card >> 2) + 2


def parse_suit(text: str | int | None) -> int | None:
    """``"hearts"``, ``"h"``, ``"♥"``, ``2`` -> 2; ``"none"``/``"nt"``/None -> None.

    Raises ValueError for anything else."""
    if text is None:
        return None
    if isinstance(text, int):
        if 0 <= text <= 3:
            return text
        raise ValueError(f"suit number {text} is outside 0..3")
    t = str(text).strip().lower()
    if t in ("none", "nt", "no-trump", "notrump", "notrumps", "no-trumps", "n"):
        return None
    table = {"c": 0, "clubs": 0, "club": 0, "♣": 0, "d": 1, "diamonds": 1, "diamond": 1, "♦": 1,
             "h": 2, "hearts": 2, "heart": 2, "♥": 2, "s": 3, "spades": 3, "spade": 3, "♠": 3}
    if t in table:
        return table[t]
    raise ValueError(f"{text!r} is not a suit (clubs, diamonds, hearts, spades or none)")


def called_suit(suit: str | int | None, law: str | None) -> int:
    """The suit named in a call for a lead (AW law 24, EW law 62 and the solo and Boston
    notes on them, seed 003 / Foster 1914): :func:`parse_suit` with a malformed, missing or
    "none" suit refused as IllegalAction under ``law``."""
    try:
        s = parse_suit(suit)
    except ValueError as exc:
        raise IllegalAction(str(exc), law) from None
    if s is None:
        raise IllegalAction("name a suit to call", law)
    return s


def suit_major(card: int) -> tuple[int, int]:
    """Sort key of a hand as people hold it: by suit (spades first), then rank (high first)."""
    return (-(card & 3), -card)


def sort_hands(hands: Iterable[list[int]]) -> None:
    """Sort each hand in place by :func:`suit_major`."""
    for h in hands:
        h.sort(key=suit_major)


def trick_line(trick: Iterable[Sequence]) -> str:
    """``"Trick: N:QS E:2S"`` (or ``"Trick: (none)"``) from a view's ``[[who, card], ...]``."""
    return "Trick: " + (" ".join(f"{p}:{c}" for p, c in trick) or "(none)")


def compass_trick(trick: Iterable[Sequence], to_act: str | None = None,
                  me: str | None = None) -> list[str]:
    """The trick in progress as a card player sees the table: three lines with North at
    the top, West and East either side and South below, each seat's card or ``--`` (``..``
    for the seat to play), ``(you)`` beside the viewer's compass point. ``trick`` is a view's
    ``[[who, card], ...]``; seats other than N, E, S, W fall back to :func:`trick_line`.
    """
    cards = {p: c for p, c in trick}
    if not set(cards) <= {"N", "E", "S", "W"}:
        return [trick_line(trick)]

    def at(p: str) -> str:
        c = cards.get(p)
        shown = c if c else (".." if p == to_act else "--")
        return f"{p}{'(you)' if p == me else ''} {shown}"
    return [f"{'':12}{at('N')}", f"  {at('W'):<20}{at('E')}", f"{'':12}{at('S')}"]


def handler_calls(state) -> list[str]:
    """The referee calls ``state`` handles: one per ``_ref_<call>`` method, in name order
    (``_ref_lead_out_of_turn`` is ``"lead-out-of-turn"``)."""
    return sorted(name[5:].replace("_", "-") for name in dir(type(state)) if name.startswith("_ref_"))


def referee_call(state, seat: int, call: str, details: dict, names: Sequence[str]) -> Ruling:
    """Dispatch a referee ``call`` to ``state._ref_<call>(seat, **details)`` (which returns a
    :class:`~hoyle.core.laws.Ruling` with its law, penalty, detail and effect), stamp the
    ruling with the call, the seat (index and name), the step and the details (cards as
    text), keep it in ``state.rulings`` and return it.

    Shared by the whist and bridge states; raises IllegalAction (state unchanged) for a seat
    out of range, a call the state does not know, or details the call does not take."""
    if not 0 <= seat < 4:
        raise IllegalAction(f"no seat {seat}")
    handler = getattr(state, "_ref_" + call.replace("-", "_"), None)
    if handler is None:
        raise IllegalAction(f"unknown referee call {call!r}")
    try:
        inspect.signature(handler).bind(seat, **details)
    except TypeError as exc:
        raise IllegalAction(f"bad details for {call!r}: {exc}") from None
    ruling = handler(seat, **details).made(call, seat, len(state.history), details, names[seat])
    state.rulings.append(ruling)
    return ruling


class PlayOnly:
    """Mixin (before ``GameState``) for a state whose every action is a card played to
    ``self.tp``: the seat to play acts until the hand is over."""

    tp: "TrickPlay"

    @property
    def to_act(self) -> int | None:
        return None if self.tp.over else self.tp.turn

    def legal_actions(self) -> list[Action]:
        return [] if self.tp.over else [PLAY[c] for c in self.tp.legal()]


def trick_winner(cards: Sequence[int], trump: int | None, rank_key: Sequence[int] | None = None) -> int:
    """Position in ``cards`` (0 = the lead) of the card that wins the trick.

    The highest trump wins; without trumps, the highest card of the suit led.
    Foster 1914, Whist (the play): a renounce never wins unless it is a trump."""
    best = 0
    b = cards[0]
    bs = b & 3
    for i in range(1, len(cards)):
        c = cards[i]
        cs = c & 3
        if cs == bs:
            if (rank_key[c] > rank_key[b]) if rank_key is not None else c > b:
                best, b = i, c
        elif cs == trump:
            best, b, bs = i, c, cs
    return best


def legal_cards(hand: Sequence[int], led: int | None) -> list[int]:
    """The cards of ``hand`` that may be played when suit ``led`` was led (None: leading)."""
    if led is None:
        return list(hand)
    follow = [c for c in hand if c & 3 == led]
    return follow if follow else list(hand)


def honours_held(hands: Sequence[Iterable[int]], suit: int, ranks: Iterable[int]) -> list[int]:
    """How many of the honours ``ranks`` (e.g. A K Q J = 14, 13, 12, 11) of ``suit`` each hand holds."""
    wanted = {(r - 2) * 4 + suit for r in ranks}
    return [sum(1 for c in h if c in wanted) for h in hands]


class Revoke:
    """One renounce in error: ``seat`` played ``card`` to trick ``trick`` (1-based) while
    holding the suit led. ``established`` per AW law 28 / EW law 73."""

    __slots__ = ("seat", "card", "trick", "established", "corrected")

    def __init__(self, seat: int, card: int, trick: int):
        self.seat, self.card, self.trick = seat, card, trick
        self.established = False
        self.corrected = False

    def to_dict(self) -> dict:
        return {"seat": self.seat, "card": str(_CARDS[self.card]), "trick": self.trick,
                "established": self.established, "corrected": self.corrected}

    def copy(self) -> "Revoke":
        r = Revoke(self.seat, self.card, self.trick)
        r.established, r.corrected = self.established, self.corrected
        return r


class TrickPlay:
    """Hands and tricks of one deal of a trick-taking game.

    Attributes:
        n: number of hands (seats) in the rotation.
        hands: ``hands[seat]`` the cards still held.
        trump: trump suit 0..3, or None (no-trump / nullo).
        leader: seat leading the current trick; ``turn``: seat whose card is next.
        trick: cards of the trick in progress, in play order from ``leader``.
        won: tricks won per seat; ``quitted``: ``(leader, cards, winner)`` per finished trick.
        revokes: every renounce in error made (detected by the engine).
        exposed: per seat, the cards lying face up liable to be called.
        called: per seat, a card the adversaries have called (played next if legal).
        suit_called: per seat, a suit the adversaries have called for his next lead.
    """

    __slots__ = ("n", "hands", "trump", "leader", "turn", "trick", "won", "quitted", "revokes",
                 "exposed", "called", "suit_called", "rank_key", "tricks_total", "must_win")

    def __init__(self, hands: list[list[int]], trump: int | None, leader: int,
                 rank_key: Sequence[int] | None = None):
        self.n = len(hands)
        self.hands = [list(h) for h in hands]
        self.trump = trump
        self.leader = leader
        self.turn = leader
        self.trick: list[int] = []
        self.won = [0] * self.n
        self.quitted: list[tuple[int, tuple, int]] = []
        self.revokes: list[Revoke] = []
        self.exposed: list[list[int]] = [[] for _ in range(self.n)]
        self.called: list[int | None] = [None] * self.n
        self.suit_called: list[int | None] = [None] * self.n
        self.must_win: list[bool | None] = [None] * self.n    # a penalty: win (True) or lose the trick
        self.rank_key = rank_key
        self.tricks_total = min(len(h) for h in hands) if hands else 0

    # ----- queries ---------------------------------------------------------------------
    @property
    def led_suit(self) -> int | None:
        return self.trick[0] & 3 if self.trick else None

    @property
    def over(self) -> bool:
        return len(self.quitted) >= self.tricks_total and not self.trick

    @property
    def trick_number(self) -> int:
        """1-based number of the trick in progress (or the last, when over)."""
        return len(self.quitted) + (1 if self.trick or not self.over else 0)

    def can_follow(self, seat: int) -> bool:
        led = self.led_suit
        return led is not None and any(c & 3 == led for c in self.hands[seat])

    def legal(self, seat: int | None = None) -> list[int]:
        """Cards ``seat`` (default: the one to play) may play now, calls applied."""
        seat = self.turn if seat is None else seat
        hand = self.hands[seat]
        if self.trick:
            led = self.trick[0] & 3
            follow = [c for c in hand if c & 3 == led]
            cards = follow if follow else list(hand)
        else:
            cards = list(hand)
            s = self.suit_called[seat]
            if s is not None:
                of = [c for c in hand if c & 3 == s]
                if of:
                    cards = of
        c = self.called[seat]
        if c is not None and c in cards:
            return [c]
        mw = self.must_win[seat]
        if mw is not None and self.trick:
            pos = len(self.trick)
            ok = [x for x in cards if (self.winner_of(self.trick + [x]) == pos) == mw]
            if ok:
                return ok
        return cards

    def is_revoke(self, seat: int, card: int) -> bool:
        """Would ``seat`` playing ``card`` now be a renounce in error? :meth:`play` records a
        :class:`Revoke` when it is; games where a card belongs to another suit than its own
        (French Boston's top jack) or a seat may renounce at will override this."""
        trick = self.trick
        if not trick:
            return False
        led = trick[0] & 3
        if card & 3 == led:
            return False
        for c in self.hands[seat]:
            if c & 3 == led:
                return True
        return False

    def winner_of(self, cards: Sequence[int]) -> int:
        """Position in ``cards`` (0 = the lead) of the card that wins them as a trick, by the
        game's order (default :func:`trick_winner` with ``trump`` and ``rank_key``); used by
        :meth:`play` and the ``must_win`` penalty. Games with another order override this."""
        return trick_winner(cards, self.trump, self.rank_key)

    def check_play(self, action: Action, revoke_law: str | None = None, *,
                   not_play: str = "{action} is not a card you may play",
                   not_held: str | None = None, not_held_law: str | None = None,
                   revoke_only: bool = False, names: Sequence | None = None) -> None:
        """Refuse (IllegalAction) ``action`` unless it is ``play <card>`` legal for the seat to play.

        Messages: ``not_play`` when it is not a play of one card; "you must follow suit"
        (``revoke_law``) for a held card that may not be played (with ``revoke_only``: only
        when it would be a revoke); otherwise ``not_held`` (default ``not_play``), with
        ``not_held_law``. Templates may use ``{action}``, ``{card}`` and ``{seat}`` (the seat
        to play, or ``names[seat]``)."""
        if action.verb != "play" or len(action.args) != 1 or not isinstance(action.args[0], Card):
            raise IllegalAction(not_play.format(action=action))
        c = action.args[0]
        if c in self.legal():
            return
        seat = self.turn
        led = self.led_suit
        if led is not None and c in self.hands[seat] and (not revoke_only or self.is_revoke(seat, c)):
            raise IllegalAction(f"you must follow suit ({SUIT_NAMES[led]} were led)", revoke_law)
        raise IllegalAction((not_held or not_play).format(
            action=action, card=c, seat=seat if names is None else names[seat]), not_held_law)

    def locations(self) -> dict[str, list[int]]:
        """``{"trick": cards on the table, "quitted": cards of the finished tricks}`` (for
        a state's ``card_locations``)."""
        return {"trick": list(self.trick), "quitted": [c for _, cards, _ in self.quitted for c in cards]}

    # ----- play ------------------------------------------------------------------------
    def play(self, card: int) -> int | None:
        """Play ``card`` for the seat to play (no legality check: the game checks).

        Records a revoke if it is one (:meth:`is_revoke`). Returns the winning seat (by
        :meth:`winner_of`) when the card completes a trick, else None."""
        seat = self.turn
        if not self.trick:
            # the previous trick is now turned and quitted: revokes in it are established
            for r in self.revokes:
                if not r.established and not r.corrected:
                    r.established = True
            self.suit_called[seat] = None
        elif self.is_revoke(seat, card):
            self.revokes.append(Revoke(seat, card, len(self.quitted) + 1))
        self.hands[seat].remove(card)
        if self.called[seat] == card:
            self.called[seat] = None
        self.must_win[seat] = None
        ex = self.exposed[seat]
        if ex and card in ex:
            ex.remove(card)
        self.trick.append(card)
        if len(self.trick) == self.n:
            w = (self.leader + self.winner_of(self.trick)) % self.n
            self.won[w] += 1
            self.quitted.append((self.leader, tuple(self.trick), w))
            self.trick = []
            self.leader = self.turn = w
            if len(self.quitted) >= self.tricks_total:
                for r in self.revokes:
                    if not r.corrected:
                        r.established = True
            return w
        self.turn = (seat + 1) % self.n
        return None

    def correct_revoke(self, revoke: Revoke) -> list[int]:
        """Take back a revoke not yet established (AW 29, EW 76): the wrong card returns to
        the hand as an exposed card; cards played after it are taken back (not exposed).

        Returns the cards taken back from the later players. Raises ValueError if the
        revoke is established."""
        if revoke.established or revoke.corrected:
            raise ValueError("that revoke is established and can no longer be corrected")
        cards: list[int]
        if revoke.trick == len(self.quitted) + 1:
            leader, cards = self.leader, list(self.trick)
        elif revoke.trick == len(self.quitted) and not self.trick:
            leader, played, w = self.quitted.pop()
            cards = list(played)
            self.won[w] -= 1
        else:  # pragma: no cover - established ones are refused above
            raise ValueError("that revoke is not in the trick on the table")
        pos = (revoke.seat - leader) % self.n
        back = cards[pos + 1:]
        for i, c in enumerate(back, 1):
            self.hands[(revoke.seat + i) % self.n].append(c)
        self.hands[revoke.seat].append(revoke.card)
        self.exposed[revoke.seat].append(revoke.card)
        self.trick = cards[:pos]
        self.leader = leader
        self.turn = revoke.seat
        revoke.corrected = True
        return back

    def clone(self) -> "TrickPlay":
        t = TrickPlay.__new__(TrickPlay)
        t.n = self.n
        t.hands = [h[:] for h in self.hands]
        t.trump = self.trump
        t.leader = self.leader
        t.turn = self.turn
        t.trick = self.trick[:]
        t.won = self.won[:]
        t.quitted = self.quitted[:]
        t.revokes = [r.copy() for r in self.revokes] if self.revokes else []
        t.exposed = [e[:] for e in self.exposed]
        t.called = self.called[:]
        t.suit_called = self.suit_called[:]
        t.must_win = self.must_win[:]
        t.rank_key = self.rank_key
        t.tricks_total = self.tricks_total
        return t

    def played_cards(self) -> list[int]:
        out = [c for _, cards, _ in self.quitted for c in cards]
        out.extend(self.trick)
        return out


def per_seat(values, label: str = "seat") -> str:
    """Scores as a card player reads them: ``[0, 32]`` -> ``"seat 0: 0, seat 1: 32"``;
    ``{"dealer": 1, "non-dealer": 0}`` -> ``"dealer: 1, non-dealer: 0"`` (for render_view
    text, which shows no Python lists or dicts)."""
    items = values.items() if isinstance(values, dict) else ((f"{label} {i}", v) for i, v in enumerate(values))
    return ", ".join(f"{k}: {v}" for k, v in items)
