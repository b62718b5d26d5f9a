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
from typing import Any, Callable, Iterable, Sequence

from ..cards import Card, CardParseError, parse_card
from ..core.actions import Action
from ..core.determinise import Zone
from ..core.errors import IllegalAction
from ..core.laws import Ruling

__all__ = ["per_seat", "SUIT_NAMES", "SUIT_LETTERS", "suit_of", "rank_of", "trick_winner", "legal_cards",
           "PLAY", "play_action", "TrickPlay", "Revoke", "parse_suit", "called_suit", "honours_held",
           "suit_major", "sort_hands", "trick_line", "referee_call", "handler_calls", "PlayOnly",
           "compass_trick", "trick_view_lines", "HandlerReferee", "TrickOrder", "bower_order", "same_colour", "left_bower", "right_bower",
           "card_points", "cards_taken", "OrderedTrickPlay", "TrickPenalties", "FOLLOW_SUIT", "FOLLOW_OR_TRUMP",
           "HEAD_TRICK", "SUIT_OR_TRUMP", "HEAD_OR_OVERTRUMP", "FOLLOW_RULES", "FREE_PLAY", "TEN_HIGH_RANK",
           "ten_high_order", "last_trick_bonus", "clone_trick_play"]

SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
SUIT_LETTERS = "CDHS"
_CARDS = [Card(i) for i in range(54)]      # the jokers too (52, 53)
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


#: :func:`suit_major` of the cards 0-53 as one number each (the same order), read by the C sort
_SUIT_MAJOR_KEY = [-((c & 3) * 64 + c) for c in range(54)].__getitem__


def sort_hands(hands: Iterable[list[int]]) -> None:
    """Sort each hand in place by :func:`suit_major`."""
    for h in hands:
        try:
            h.sort(key=_SUIT_MAJOR_KEY)
        except IndexError:            # a card past the jokers (the sort leaves h as it was)
            h.sort(key=suit_major)



def clone_trick_play(src: Any, dst: Any) -> None:
    """A clone's trick play and hands, for a state whose ``tp`` (an :class:`OrderedTrickPlay`,
    or None before play) holds the hands once play starts: ``dst.tp`` a clone of ``src.tp`` and
    ``dst.hands`` its hands, or before play a copy of ``src.hands``."""
    if src.tp is not None:
        dst.tp = src.tp.clone()
        dst.hands = dst.tp.hands
    else:
        dst.hands = [list(h) for h in src.hands]

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


def trick_view_lines(view: dict[str, Any], compass: Sequence[int] = (2, 4), always: bool = False) -> list[str]:
    """The trick lines of a trick game's terminal view: the compass picture
    (:func:`compass_trick`) during the play and once it is over when ``view["players"]`` is in
    ``compass``, else the one :func:`trick_line` during the play, else none. ``always``: the
    caller shows a trick whatever the phase (the picture or the line). ``view`` has ``phase``,
    ``players``, ``trick``, ``to_act`` and ``seat``."""
    if (always or view["phase"] in ("play", "over")) and view["players"] in compass:
        return compass_trick(view["trick"], view["to_act"], view["seat"])
    if always or view["phase"] == "play":
        return [trick_line(view["trick"])]
    return []


def handler_calls(state) -> list[str]:
    """The referee calls ``state`` handles: one per ``_ref_<call>`` method, in name order
    (``_ref_lead_out_of_turn`` is ``"lead-out-of-turn"``); a handler set to None (a shared call
    the state's code does not have) is left out."""
    return sorted(name[5:].replace("_", "-") for name in dir(type(state))
                  if name.startswith("_ref_") and getattr(type(state), name) is not None)


def referee_call(state, seat: int, call: str, details: dict, names: Sequence[str]) -> Ruling:
    """Dispatch a referee ``call`` to ``state._ref_<call>(seat, **details)`` (which returns a
    :class:`~hoyle.core.laws.Ruling` with its law, penalty, detail and effect), stamp the
    ruling with the call, the seat (index and name), the step and the details (cards as
    text), keep it in ``state.rulings`` and return it.

    Shared by the whist and bridge states; raises IllegalAction (state unchanged) for a seat
    out of range, a call the state does not know, or details the call does not take."""
    if not isinstance(seat, int) or not 0 <= seat < len(names):
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

    #: whether the class keeps :meth:`is_revoke` as written here (a card's suit ``card & 3``),
    #: so that :meth:`play` need not ask it about a card of the suit led (set per subclass)
    _plain_revoke = True
    #: whether the class keeps :meth:`winner_of` as written here, so that :meth:`play` calls
    #: :func:`trick_winner` itself (one Python call fewer a trick; set per subclass)
    _plain_winner = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._plain_revoke = cls.is_revoke is TrickPlay.is_revoke
        cls._plain_winner = cls.winner_of is TrickPlay.winner_of

    def __init__(self, hands: list[list[int]], trump: int | None, leader: int,
                 rank_key: Sequence[int] | None = None):
        self.n = len(hands)
        self.hands = list(map(list, hands))
        self.trump = trump
        self.leader = leader
        self.turn = leader
        self.trick: list[int] = []
        self.won = [0] * self.n
        self.quitted: list[tuple[int, tuple, int]] = []
        self.revokes: list[Revoke] = []
        #: per seat a tuple, never changed in place (:meth:`expose`, :meth:`unexpose`), so
        #: that a clone shares them
        self.exposed: list[tuple[int, ...]] = [()] * self.n
        self.called: list[int | None] = [None] * self.n
        self.suit_called: list[int | None] = [None] * self.n
        self.must_win: list[bool | None] = [None] * self.n    # a penalty: win (True) or lose the trick
        self.rank_key = rank_key
        self.tricks_total = min(map(len, hands)) if hands else 0

    # ----- queries ---------------------------------------------------------------------
    @property
    def led_suit(self) -> int | None:
        return self.trick[0] & 3 if self.trick else None

    @property
    def over(self) -> bool:
        return not self.trick and len(self.quitted) >= self.tricks_total

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
            follow: list[int] = []
            for x in hand:             # a loop, not a comprehension: a fifth faster here
                if x & 3 == led:
                    follow.append(x)
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

    def card_zones(self) -> dict[str, Zone]:
        """The hands as determinisation zones (``hand 0``...; :meth:`GameState.card_zones`),
        each barring the suits its seat has shown itself void in at the table
        (:func:`shown_voids`; a card with the privilege of reneging is never barred)."""
        voids = shown_voids(self)
        order = getattr(self, "order", None)
        suit = order.suit if order is not None else None
        renege = order.renege if order is not None else frozenset()

        def bars(v: set[int]) -> Callable[[Any], bool] | None:
            if not v:
                return None
            return lambda c: c not in renege and (suit[c] if suit is not None else c & 3) in v
        return {f"hand {s}": Zone(h, bars=bars(voids[s])) for s, h in enumerate(self.hands)}

    # ----- play ------------------------------------------------------------------------
    def play(self, card: int) -> int | None:
        """Play ``card`` for the seat to play (no legality check: the game checks).

        Records a revoke if it is one (:meth:`is_revoke`). Returns the winning seat (by
        :meth:`winner_of`) when the card completes a trick, else None."""
        seat = self.turn
        trick = self.trick
        if not trick:
            # the previous trick is now turned and quitted: revokes in it are established
            for r in self.revokes:
                if not r.established and not r.corrected:
                    r.established = True
            self.suit_called[seat] = None
        elif ((card & 3 != trick[0] & 3) if self._plain_revoke else True) and self.is_revoke(seat, card):
            # (with the default is_revoke a card of the suit led is never a revoke: not asked)
            self.revokes.append(Revoke(seat, card, len(self.quitted) + 1))
        self.hands[seat].remove(card)
        called = self.called
        if called[seat] == card:
            called[seat] = None
        self.must_win[seat] = None
        ex = self.exposed[seat]
        if ex and card in ex:
            self.unexpose(seat, card)
        trick.append(card)
        n = self.n
        if len(trick) == n:
            leader = self.leader
            w = (leader + (trick_winner(trick, self.trump, self.rank_key) if self._plain_winner
                           else self.winner_of(trick))) % n
            self.won[w] += 1
            quitted = self.quitted
            quitted.append((leader, tuple(trick), w))
            self.trick = []
            self.leader = self.turn = w
            if len(quitted) >= self.tricks_total:
                for r in self.revokes:
                    if not r.corrected:
                        r.established = True
            return w
        self.turn = (seat + 1) % n
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
        self.expose(revoke.seat, revoke.card)
        self.trick = cards[:pos]
        self.leader = leader
        self.turn = revoke.seat
        revoke.corrected = True
        return back

    def expose(self, seat: int, card: int) -> None:
        """Lay ``card`` of ``seat`` face up among its exposed cards (a new tuple: the
        clones share the old one)."""
        self.exposed[seat] = self.exposed[seat] + (card,)

    def unexpose(self, seat: int, card: int) -> None:
        """Take one copy of ``card`` from ``seat``'s exposed cards (played, or taken back).
        Raises ValueError if it is not there (as ``list.remove`` did)."""
        ex = self.exposed[seat]
        i = ex.index(card)
        self.exposed[seat] = ex[:i] + ex[i + 1:]

    def clone(self) -> "TrickPlay":
        t = TrickPlay.__new__(TrickPlay)
        t.n = self.n
        t.hands = list(map(list.copy, self.hands))
        t.trump = self.trump
        t.leader = self.leader
        t.turn = self.turn
        t.trick = self.trick[:]
        t.won = self.won[:]
        t.quitted = self.quitted[:]           # (leader, cards tuple, winner): immutable, shared
        t.revokes = [r.copy() for r in self.revokes] if self.revokes else []
        t.exposed = self.exposed[:]            # each seat's a tuple: shared
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


# ----- the trick rules generalised (euchre, and the families that follow) ------------------
#
# Whist and bridge use the functions above (a card's suit is ``card & 3``, the usual order, follow
# suit only). A game whose cards change suit or order with the trump (euchre's bowers, a joker as
# the best trump), or whose laws oblige a player to trump or to head the trick, describes its
# cards once as a :class:`TrickOrder` and plays with :class:`OrderedTrickPlay`; its penalties for
# revokes, exposed cards and leads out of turn can come from :class:`TrickPenalties`.

#: follow rules (Foster 1914, 001 part 3 §D "obligation to win / head the trick"):
#: follow suit if able, else any card (whist, euchre)
FOLLOW_SUIT = "follow-suit"
#: follow suit if able; void, trump if able (loo's and triomphe's law when void)
FOLLOW_OR_TRUMP = "follow-or-trump"
#: follow and win the trick if able; void, trump, over-trumping if able (rams)
HEAD_TRICK = "head-the-trick"
#: a trump led must be followed; to a plain suit a trump may be played instead of following,
#: but not another plain card while the suit led is held; void, any card (all fours, 001 part 3 §C1)
SUIT_OR_TRUMP = "suit-or-trump"
#: follow and win the trick if able; void, a trump that wins the trick if able (so trump a trick
#: not yet trumped, over-trump one that is), else any card: no obligation to under-trump (loo,
#: 001 part 3 §B22 "following")
HEAD_OR_OVERTRUMP = "head-or-overtrump"
#: any card to any lead: the bezique family while the stock lasts and is open (001 part 4 §4.1
#: "play while stock lasts", §4.14 "free play while stock lasts")
FREE_PLAY = "free"
FOLLOW_RULES = (FOLLOW_SUIT, FOLLOW_OR_TRUMP, HEAD_TRICK, SUIT_OR_TRUMP, HEAD_OR_OVERTRUMP, FREE_PLAY)
#: card indices the tables below cover: the 52 cards and the two jokers (hoyle.cards)
_ALL = 54


class TrickOrder:
    """How one game sees its cards in the play of one deal.

    Attributes:
        trump: the trump suit 0..3 (clubs, diamonds, hearts, spades), or None.
        suit: ``suit[card]`` the suit the card belongs to in play, for all 54 card indices
            (euchre's left bower is a trump; a joker is a trump; -1: a joker in a no-trump deal,
            a suit of its own).
        rank: ``rank[card]`` its strength, compared only between cards of one suit (higher
            wins); a game may give each suit its own order (spoil five's red and black).
        follow: one of :data:`FOLLOW_RULES`.
        renege: the trumps with the privilege of reneging (spoil five's five and jack of trumps
            and ace of hearts, 001 part 3 §B17 "reneging"): when a trump ranking below such a
            card is led, a player whose only trumps are such cards (all ranking above the card
            led) need not follow; with any other trump he must play a trump.
        civil: ``{card: lead}``: to a trick led by ``lead`` the holder of ``card`` plays as if he
            did not hold it whenever he holds another card of the suit led (five-card loo's Pam
            on the ace of trumps led, 001 part 3 §B22 "Pam be civil").

    ``TrickOrder(trump)`` is the whist order: a card's own suit, the higher index the higher.
    Raises ValueError for a follow rule that is not one of :data:`FOLLOW_RULES`, or tables that
    do not cover the 54 card indices.
    """

    __slots__ = ("trump", "suit", "rank", "follow", "renege", "civil")

    def __init__(self, trump: int | None, suit: Sequence[int] | None = None,
                 rank: Sequence[int] | None = None, follow: str = FOLLOW_SUIT,
                 renege: Iterable[int] = (), civil: dict[int, int] | None = None):
        if follow not in FOLLOW_RULES:
            raise ValueError(f"follow rule {follow!r} is not one of {', '.join(FOLLOW_RULES)}")
        self.trump = trump
        self.suit = list(suit) if suit is not None else [c & 3 for c in range(_ALL)]
        self.rank = list(rank) if rank is not None else list(range(_ALL))
        if len(self.suit) < _ALL or len(self.rank) < _ALL:
            raise ValueError("a trick order gives a suit and a rank for each of the 54 card indices")
        self.follow = follow
        self.renege = frozenset(renege)
        self.civil = dict(civil or {})

    def suit_of(self, card: int) -> int:
        """The suit ``card`` belongs to in play (:attr:`suit`)."""
        return self.suit[card]

    def is_trump(self, card: int) -> bool:
        return self.trump is not None and self.suit[card] == self.trump

    def beats(self, card: int, best: int) -> bool:
        """Whether ``card``, played later, beats ``best``, the card winning the trick so far."""
        s, bs = self.suit[card], self.suit[best]
        if s == bs:
            return self.rank[card] > self.rank[best]
        return self.trump is not None and s == self.trump

    def winner(self, cards: Sequence[int]) -> int:
        """Position in ``cards`` (0 = the lead) of the card that wins them as a trick: the
        highest trump, else the highest card of the suit led, by this order."""
        best = 0
        for i in range(1, len(cards)):
            if self.beats(cards[i], cards[best]):
                best = i
        return best

    def legal(self, hand: Sequence[int], trick: Sequence[int]) -> list[int]:
        """The cards of ``hand`` that may be played to ``trick`` (the cards already played to
        it, lead first) under :attr:`follow`, :attr:`renege` and :attr:`civil`."""
        if not trick:
            return list(hand)
        if self.civil:
            lead = trick[0]
            for c, on in self.civil.items():
                if on == lead and c in hand:
                    rest = [x for x in hand if x != c]
                    if any(self.suit[x] == self.suit[lead] for x in rest):
                        return self._legal(rest, trick)
        return self._legal(hand, trick)

    def _legal(self, hand: Sequence[int], trick: Sequence[int]) -> list[int]:
        if self.follow == FREE_PLAY:
            return list(hand)
        suit = self.suit
        led = suit[trick[0]]
        follow = [c for c in hand if suit[c] == led]
        if (follow and self.renege and led == self.trump
                and all(c in self.renege and self.rank[c] > self.rank[trick[0]] for c in follow)):
            return list(hand)                # the privilege of reneging (spoil five)
        if self.follow == FOLLOW_SUIT:
            return follow or list(hand)
        if self.follow == SUIT_OR_TRUMP:
            if not follow or led == self.trump:
                return follow or list(hand)
            return [c for c in hand if suit[c] == led or suit[c] == self.trump]
        best = trick[self.winner(trick)]
        if follow:
            if self.follow in (HEAD_TRICK, HEAD_OR_OVERTRUMP):
                heading = [c for c in follow if self.beats(c, best)]
                return heading or follow
            return follow
        trumps = [c for c in hand if self.trump is not None and suit[c] == self.trump]
        if not trumps:
            return list(hand)
        if self.follow == HEAD_OR_OVERTRUMP:
            return [c for c in trumps if self.beats(c, best)] or list(hand)
        if self.follow == HEAD_TRICK:
            over = [c for c in trumps if self.beats(c, best)]
            return over or trumps
        return trumps

    def held_in_suit(self, hand: Iterable[int], suit: int) -> list[int]:
        return [c for c in hand if self.suit[c] == suit]


def bower_order(trump: int | None, *, jokers: bool = True, follow: str = FOLLOW_SUIT) -> TrickOrder:
    """Euchre's order (Foster 1914, 001 part 3 §B1 "cards"): plain suits A K Q J 10 9 8 7;
    trumps the joker (when used, ``jokers``), the right bower (the jack of trumps), the left
    bower (the jack of the same colour, which belongs to the trump suit), then A K Q 10 9 8 7.
    With ``trump`` None (a no-trump deal) every card keeps its own suit and order and a joker
    is a suit of its own (-1)."""
    suit = [c & 3 for c in range(_ALL)]
    rank = [(c >> 2) + 2 for c in range(_ALL)]
    suit[52] = suit[53] = -1
    rank[52], rank[53] = 30, 29
    if trump is not None:
        left, right = left_bower(trump), right_bower(trump)
        suit[left] = trump
        rank[right], rank[left] = 20, 19
        if jokers:
            suit[52] = suit[53] = trump
    return TrickOrder(trump, suit, rank, follow)


#: the bezique family's order within a suit by the card's rank 7..14: A 10 K Q J 9 8 7, the ten
#: above the king (001 part 4 §4.1 deck, §4.9, §4.14)
TEN_HIGH_RANK = {14: 8, 10: 7, 13: 6, 12: 5, 11: 4, 9: 3, 8: 2, 7: 1}


def ten_high_order(trump: int | None, follow: str = FREE_PLAY) -> TrickOrder:
    """The bezique family's :class:`TrickOrder`: every suit A 10 K Q J 9 8 7 (:data:`TEN_HIGH_RANK`),
    ``trump`` trumps, ``follow`` one of :data:`FOLLOW_RULES` (:data:`FREE_PLAY` while the stock
    lasts). Of two identical cards (two packs) the one played first wins: a later card beats
    only a strictly higher rank."""
    rank = [TEN_HIGH_RANK.get((c >> 2) + 2, 0) if c < 52 else 0 for c in range(_ALL)]
    return TrickOrder(trump, None, rank, follow)


def last_trick_bonus(quitted: Sequence[tuple], bonus: int, n: int) -> list[int]:
    """``bonus`` to the winner of the last of ``quitted`` tricks (``(leader, cards, winner)``),
    zero to the others: bezique's and sixty-six's ten for the last trick."""
    out = [0] * n
    if quitted:
        out[quitted[-1][2]] += bonus
    return out


def same_colour(suit: int) -> int:
    """The other suit of ``suit``'s colour (clubs-spades, diamonds-hearts): euchre's "next"."""
    return 3 - suit


def left_bower(trump: int) -> int:
    """The card index of the left bower when ``trump`` is trumps."""
    return (11 - 2) * 4 + same_colour(trump)


def right_bower(trump: int) -> int:
    return (11 - 2) * 4 + trump


def card_points(quitted: Iterable[tuple], values: Sequence[int] | dict[int, int], n: int) -> list[int]:
    """The card points each of ``n`` seats took in ``quitted`` tricks (``(leader, cards,
    winner)`` as :attr:`TrickPlay.quitted` keeps them): ``values[card]`` per card (a list of
    54, or a dict of the cards that count, others 0)."""
    get = values.get if isinstance(values, dict) else (lambda c, _d=0: values[c])
    out = [0] * n
    for _, cards, w in quitted:
        out[w] += sum(get(c, 0) for c in cards)
    return out


def cards_taken(quitted: Iterable[tuple], n: int, values: Sequence[int] | dict[int, int] | None = None) -> list[list[int]]:
    """The cards each of ``n`` seats took in ``quitted`` tricks (``(leader, cards, winner)``), in
    the order taken; with ``values`` only the cards that count (a dict's keys with a value, or a
    list's non-zero entries): hearts' "clean" player is the one whose list is empty."""
    out: list[list[int]] = [[] for _ in range(n)]
    for _, cards, w in quitted:
        if values is None:
            out[w].extend(cards)
        elif isinstance(values, dict):
            out[w].extend(c for c in cards if values.get(c, 0))
        else:
            out[w].extend(c for c in cards if values[c])
    return out


class OrderedTrickPlay(TrickPlay):
    """A :class:`TrickPlay` played by a :class:`TrickOrder` (a card's suit and rank as the game
    sees them, its follow rule), with seats that sit the deal out (a lone hand's partner).

    Args:
        hands: one list per seat (a seat that sits out may hold cards: they stay unplayed).
        order: the :class:`TrickOrder` of the deal.
        leader: the seat to lead (moved on past a seat sitting out).
        out: seats that take no part in the play.

    ``won``, ``quitted``, ``revokes``, ``exposed`` and ``called`` are as in :class:`TrickPlay`;
    a trick has one card from each seat in play; ``quitted`` holds ``(leader, cards,
    winner)`` with the cards in play order from the leader, skipping the seats out.
    """

    __slots__ = ("order", "out", "seats")

    def __init__(self, hands: list[list[int]], order: TrickOrder, leader: int,
                 out: Iterable[int] = ()):
        super().__init__(hands, order.trump, leader)
        self.order = order
        self.out = frozenset(out)
        self.seats = [s for s in range(self.n) if s not in self.out]
        self.tricks_total = min(len(hands[s]) for s in self.seats) if self.seats else 0
        self.leader = self.turn = self.next_in(leader, 0)

    def next_in(self, seat: int, step: int = 1) -> int:
        """The first seat in play from ``seat + step`` round to the left."""
        for k in range(step, step + self.n):
            s = (seat + k) % self.n
            if s not in self.out:
                return s
        raise ValueError("no seat is in play")

    def seat_at(self, leader: int, pos: int) -> int:
        """The seat that played the ``pos``-th card of a trick led by ``leader``."""
        s = leader
        for _ in range(pos):
            s = self.next_in(s)
        return s

    @property
    def led_suit(self) -> int | None:
        return self.order.suit[self.trick[0]] if self.trick else None

    def can_follow(self, seat: int) -> bool:
        led = self.led_suit
        return led is not None and any(self.order.suit[c] == led for c in self.hands[seat])

    def legal(self, seat: int | None = None) -> list[int]:
        seat = self.turn if seat is None else seat
        hand = self.hands[seat]
        cards = self.order.legal(hand, self.trick)
        if not self.trick:
            s = self.suit_called[seat]
            if s is not None:
                of = [c for c in hand if self.order.suit[c] == s]
                if of:
                    cards = of
        c = self.called[seat]
        if c is not None and c in cards:
            return [c]
        return cards

    def is_revoke(self, seat: int, card: int) -> bool:
        """A card the follow rule forbade, played while it could be obeyed (a renounce in
        error when the suit led was held; with :data:`FOLLOW_OR_TRUMP` or :data:`HEAD_TRICK`
        also not trumping or not heading when able)."""
        if not self.trick:
            return False
        return card not in self.order.legal(self.hands[seat], self.trick)

    def winner_of(self, cards: Sequence[int]) -> int:
        return self.order.winner(cards)

    def play(self, card: int) -> int | None:
        """Play ``card`` for the seat to play (the game checks legality); returns the winning
        seat when the card completes a trick, else None."""
        seat = self.turn
        if not self.trick:
            for r in self.revokes:
                if not r.established and not r.corrected:
                    r.established = True
            self.suit_called[seat] = None
        elif self.is_revoke(seat, card):
            self.revokes.append(Revoke(seat, card, len(self.quitted) + 1))
        self.hands[seat].remove(card)
        if self.called[seat] == card:
            self.called[seat] = None
        ex = self.exposed[seat]
        if ex and card in ex:
            self.unexpose(seat, card)
        self.trick.append(card)
        if len(self.trick) == len(self.seats):
            w = self.seat_at(self.leader, self.order.winner(self.trick))
            self.won[w] += 1
            self.quitted.append((self.leader, tuple(self.trick), w))
            self.trick = []
            self.leader = self.turn = w
            if len(self.quitted) >= self.tricks_total:
                for r in self.revokes:
                    if not r.corrected:
                        r.established = True
            return w
        self.turn = self.next_in(seat)
        return None

    def correct_revoke(self, revoke: Revoke) -> list[int]:
        """As :meth:`TrickPlay.correct_revoke`, skipping the seats out of play."""
        if revoke.established or revoke.corrected:
            raise ValueError("that revoke is established and can no longer be corrected")
        if revoke.trick != len(self.quitted) + 1:
            raise ValueError("that revoke is not in the trick on the table")
        cards = list(self.trick)
        pos = next(i for i in range(len(cards)) if self.seat_at(self.leader, i) == revoke.seat)
        back = cards[pos + 1:]
        for i, c in enumerate(back, 1):
            self.hands[self.seat_at(self.leader, pos + i)].append(c)
        self.hands[revoke.seat].append(revoke.card)
        self.expose(revoke.seat, revoke.card)
        self.trick = cards[:pos]
        self.turn = revoke.seat
        revoke.corrected = True
        return back

    def trick_seats(self) -> list[int]:
        """The seats that played the cards of the trick in progress, in order."""
        return [self.seat_at(self.leader, i) for i in range(len(self.trick))]

    def clone(self) -> "OrderedTrickPlay":
        t = OrderedTrickPlay.__new__(OrderedTrickPlay)
        t.n = self.n                          # every slot of TrickPlay's, written out
        t.hands = list(map(list.copy, self.hands))
        t.trump = self.trump
        t.leader = self.leader
        t.turn = self.turn
        t.trick = self.trick[:]
        t.won = self.won[:]
        t.quitted = self.quitted[:]
        t.revokes = [r.copy() for r in self.revokes] if self.revokes else []
        t.exposed = self.exposed[:]            # each seat's a tuple: shared
        t.called = self.called[:]
        t.suit_called = self.suit_called[:]
        t.must_win = self.must_win[:]
        t.rank_key = self.rank_key
        t.tricks_total = self.tricks_total
        t.order, t.out, t.seats = self.order, self.out, self.seats
        return t


class HandlerReferee:
    """Mixin (before GameState in the bases) of the referee's dispatch for a state whose calls
    are ``_ref_<call>`` handlers: ``referee_calls`` lists them, ``referee`` checks the caller
    (:meth:`_check_caller`) and the moment (:meth:`_referee_open`) and passes the call to
    :func:`referee_call`. The state provides ``seat_names``."""

    seat_names: Sequence[str]

    def referee_calls(self) -> list[str]:
        """The calls this state answers: one per ``_ref_<call>`` handler (:func:`handler_calls`)."""
        return handler_calls(self)

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        """The call ``call`` made by ``seat`` (the claimant, or the player the call is about, as
        each handler says), dispatched by :func:`referee_call` to ``_ref_<call>``.

        Raises:
            IllegalAction: ``seat`` is not a seat at the table (:meth:`_check_caller`), the
                state does not admit the call now (:meth:`_referee_open`), or the handler
                refuses it; the state is unchanged."""
        self._check_caller(seat)
        self._referee_open(call)
        return referee_call(self, seat, call, details, self.seat_names)      # type: ignore[arg-type]

    def _check_caller(self, seat: Any) -> None:
        """Hook: refuse a caller who is not a seat at the table (default: a number 0 to n - 1)."""
        n = getattr(self, "n", len(self.seat_names))
        if seat is None or not isinstance(seat, int) or not 0 <= seat < n:
            raise IllegalAction(f"name a seat 0 to {n - 1} for the call")

    def _referee_open(self, call: str) -> None:
        """Hook: refuse a call the state does not admit now (the deal over, the play not begun,
        with the game's law). Default: every call is passed to its handler."""


class TrickPenalties(HandlerReferee):
    """Mixin of the referee's trick-play calls for a game state, shared so that a new game does
    not write them again: ``revoke``, ``correct-revoke``, ``exposed-card``, ``call-card``,
    ``lead-out-of-turn`` and ``call-suit`` (dispatched by :func:`referee_call`).

    The state provides ``tp`` (a :class:`TrickPlay`), ``rulings`` (a list), ``revoke_claims``
    (a list: the indices in ``tp.revokes`` already claimed), ``seat_names``
    (a name per seat), ``penalty_laws`` (a :class:`~hoyle.core.laws.LawBook` whose meanings
    include ``revoke-penalty``, ``revoke-established``, ``revoke-corrected``, ``exposed-card``,
    ``lead-out-of-turn``; where it also has ``revoke-proof``, ``calling-exposed-card`` and
    ``playing-called-card`` those are cited for a claim that finds no revoke, for calling an
    exposed card and for the duty to play it), ``_side(seat)`` (the seat's partnership, any
    hashable) and ``_revoke_penalty(revoke, claimant, penalty) -> Ruling`` (what its law gives
    for an established revoke; it may raise IllegalAction, nothing claimed, for a revoke its
    law does not punish: a dummy's). ``_not_liable(seat, call)`` may return a Ruling that
    settles the call otherwise (euchre: a lone player is never liable for exposed cards or a
    lead out of turn, law 36; his adversaries' errors let him score, laws 25, 28; bridge: the
    declarer's cards are never exposed cards, law 72), or None (the default).

    Further hooks, for codes whose laws differ (whist, bridge): :meth:`_plaw` (the citation of
    a meaning, for a state whose codes are not meaning-keyed books), :meth:`_revoke_choice`
    (the claimant's choice of penalty, checked before the tricks are searched),
    :meth:`_revoke_claimed` and :meth:`_claim_revoke` (where the claims are kept),
    :meth:`_card_caller_refusal` (who may call an exposed card), and :meth:`_lead_remedies`,
    :meth:`_suit_caller_refusal` and :meth:`_suit_call_forfeit` (the codes whose remedy for a
    lead out of turn is the adversaries' choice of calling the card or a suit at the offending
    side's next lead, kept in ``suit_call_right``). A state whose code has no such call sets
    the handler to None (``_ref_correct_revoke = None``): :func:`handler_calls` then leaves it
    out and the call is refused as unknown.
    Each call raises IllegalAction (the state unchanged) when the state does not fit it.
    """

    # what the state provides (declared for the type checker; no values here)
    tp: Any
    rulings: list
    revoke_claims: list
    seat_names: Sequence[str]
    penalty_laws: Any
    _side: Callable[[int], Any]
    _revoke_penalty: Callable[..., Any]
    #: the side (as ``_side`` gives) that may call a suit after a lead out of turn, or None
    suit_call_right: Any = None

    def _plaw(self, meaning: str) -> str:
        """The citation of the state's law on ``meaning``; KeyError where its code has none."""
        return self.penalty_laws.cite_about(meaning)

    def _plaw_or(self, meaning: str, fallback: str) -> str:
        """The law on ``meaning``, or on ``fallback`` where the code has none on ``meaning``."""
        try:
            return self._plaw(meaning)
        except KeyError:
            return self._plaw(fallback)

    def _not_liable(self, seat: int, call: str):
        return None

    def _revoke_choice(self, penalty: str | None) -> str | None:
        """Hook: the claimant's choice of revoke penalty, checked (IllegalAction with the law)
        or fixed by the code before the tricks are searched. Default: passed on as given."""
        return penalty

    def _revoke_claimed(self) -> set[int]:
        """Hook: the indices in ``tp.revokes`` already claimed (default: ``revoke_claims``)."""
        return set(self.revoke_claims)

    def _claim_revoke(self, index: int, claimant: int, penalty: str | None) -> None:
        """Hook: keep the claim of revoke ``index`` by ``claimant`` (default: in ``revoke_claims``)."""
        self.revoke_claims.append(index)

    def _card_caller_refusal(self, seat: int, target: int) -> str | None:
        """Hook: why ``seat`` may not call an exposed card of ``target``, or None where he may
        (default: an adversary may)."""
        if self._side(target) == self._side(seat):
            return "only an adversary's exposed card may be called"
        return None

    def _tricks(self, meaning: str | None = None):
        """The trick play, or IllegalAction while there is none yet (the bidding, the deal),
        citing the law on ``meaning`` where the code has one."""
        if getattr(self, "tp", None) is None:
            law = None
            if meaning is not None:
                try:
                    law = self._plaw(meaning)
                except KeyError:
                    law = None
            raise IllegalAction("no card has been played yet; the trick-play laws do not apply", law)
        return self.tp

    def _ref_revoke(self, seat: int, penalty: str | None = None) -> Ruling:
        tp = self._tricks("revoke-penalty")
        penalty = self._revoke_choice(penalty)
        claimed = self._revoke_claimed()
        mine = self._side(seat)
        for i, r in enumerate(tp.revokes):
            if self._side(r.seat) != mine and r.established and not r.corrected and i not in claimed:
                ruling = self._revoke_penalty(r, seat, penalty)
                self._claim_revoke(i, seat, penalty)
                return ruling
        if any(self._side(r.seat) != mine and not r.established and not r.corrected for r in tp.revokes):
            raise IllegalAction("that renounce is not yet established and may still be corrected",
                                self._plaw("revoke-established"))
        raise IllegalAction("no established revoke by the adversaries is found in the tricks",
                            self._plaw_or("revoke-proof", "revoke-penalty"))

    def _ref_correct_revoke(self, seat: int) -> Ruling:
        for r in self._tricks("revoke-corrected").revokes:
            if r.seat == seat and not r.established and not r.corrected:
                back = self._tricks().correct_revoke(r)
                return Ruling(law=self._plaw("revoke-corrected"),
                              penalty=f"{_CARDS[r.card]} is exposed and liable to be called",
                              detail="cards taken back without penalty: "
                                     + (" ".join(str(_CARDS[c]) for c in back) or "none"),
                              effect={"exposed": str(_CARDS[r.card]), "taken_back": [str(_CARDS[c]) for c in back]})
        raise IllegalAction("there is no renounce of that player that can still be corrected",
                            self._plaw("revoke-established"))

    def _held(self, seat: int, card, law: str | None = None) -> int:
        """The card ``card`` (text or number) that ``seat`` holds, or IllegalAction citing ``law``
        (default: the law on exposed cards)."""
        try:
            c = parse_card(card) if isinstance(card, str) else Card(card) if card is not None else None
        except (CardParseError, ValueError, TypeError):
            c = None
        if c is None or c not in self._tricks().hands[seat]:
            raise IllegalAction(f"{self.seat_names[seat]} does not hold {card}", law or self._plaw("exposed-card"))
        return c

    def _ref_exposed_card(self, seat: int, card=None) -> Ruling:
        if self._tricks("exposed-card").over:
            raise IllegalAction("the hand is over", self._plaw("exposed-card"))
        c = self._held(seat, card)
        other = self._not_liable(seat, "exposed-card")
        if other is not None:
            return other
        if c not in self._tricks().exposed[seat]:
            self._tricks().expose(seat, c)
        return Ruling(law=self._plaw("exposed-card"), penalty=f"{_CARDS[c]} lies face up, liable to be called",
                      effect={"exposed": str(_CARDS[c])})

    def _ref_call_card(self, seat: int, target: int = -1, card=None) -> Ruling:
        law = self._plaw_or("calling-exposed-card", "exposed-card")
        if not 0 <= target < len(self._tricks("exposed-card").hands):
            raise IllegalAction("only an adversary's exposed card may be called", law)
        refusal = self._card_caller_refusal(seat, target)
        if refusal is not None:
            raise IllegalAction(refusal, law)
        c = self._held(target, card, law)
        if c not in self._tricks().exposed[target]:
            raise IllegalAction(f"{_CARDS[c]} is not an exposed card of {self.seat_names[target]}", law)
        self._tricks().called[target] = c
        try:
            duty = f" ({self._plaw('playing-called-card')})"
        except KeyError:
            duty = ""
        return Ruling(law=law,
                      penalty=f"{self.seat_names[target]} must play {_CARDS[c]} when it makes no revoke{duty}",
                      effect={"called": str(_CARDS[c]), "from": self.seat_names[target]})

    def _lead_remedies(self) -> tuple[str, ...]:
        """Hook: the remedies the code gives the adversaries for a lead out of turn, the first
        the default. ``()`` (the default): the shared rule below. Otherwise a choice among
        ``"call-card"`` (the card lies exposed, liable to be called) and ``"call-suit"`` (the
        card is taken back and the innocent side may call a suit when the offender or his
        partner next has the lead: whist AW 24, EW 62; auction bridge law 76); with one remedy
        the claimant's ``penalty`` is not asked for."""
        return ()

    def _suit_caller_refusal(self, seat: int) -> str | None:
        """Hook: why ``seat`` of the innocent side may not call the suit, or None where he may
        (default: anyone of that side may; bridge: only the declarer)."""
        return None

    def _suit_call_forfeit(self, seat: int) -> Ruling | None:
        """Hook: a Ruling where the call of ``seat`` forfeits the penalty (AW 39: the wrong
        adversary demanded it), or None (the default)."""
        return None

    def _ref_lead_out_of_turn(self, seat: int, card=None, penalty: str | None = None) -> Ruling:
        tp = self._tricks("lead-out-of-turn")
        law = self._plaw("lead-out-of-turn")
        if tp.over:
            raise IllegalAction("the hand is over", law)
        if tp.trick or tp.turn == seat:
            raise IllegalAction("that was not a lead out of turn", law)
        c = self._held(seat, card)
        other = self._not_liable(seat, "lead-out-of-turn")
        if other is not None:
            return other
        remedies = self._lead_remedies()
        if remedies:
            if len(remedies) == 1 or penalty is None:
                penalty = remedies[0]
            elif penalty not in remedies:
                raise IllegalAction(f"choose {' or '.join(sorted(remedies))}", law)
            if penalty == "call-card":
                if c not in tp.exposed[seat]:
                    tp.expose(seat, c)
                return Ruling(law=law, penalty=f"{_CARDS[c]} is exposed and liable to be called",
                              effect={"exposed": str(_CARDS[c])})
            self.suit_call_right = self._side((seat + 1) % len(tp.hands))
            return Ruling(law=law, penalty=f"{_CARDS[c]} is taken back (not exposed); a suit may be called "
                                           "from the offender or his partner at their next lead",
                          effect={"card": str(_CARDS[c])})
        if c not in tp.exposed[seat]:
            tp.expose(seat, c)
        partner_led = self._side(tp.turn) == self._side(seat)
        text = (f"{_CARDS[c]} is taken back; the adversaries may call a suit from "
                f"{self.seat_names[tp.turn]} ({self.seat_names[seat]}'s partner) at this lead"
                if partner_led else f"{_CARDS[c]} lies exposed, liable to be called")
        if partner_led:
            tp.unexpose(seat, c)
        return Ruling(law=law, penalty=text,
                      effect={"card": str(_CARDS[c]), "suit_may_be_called_from": self.seat_names[tp.turn]
                              if partner_led else None})

    def _ref_call_suit(self, seat: int, suit=None) -> Ruling:
        tp = self._tricks("lead-out-of-turn")
        law = self._plaw("lead-out-of-turn")
        if self._lead_remedies():
            return self._call_suit_after_lead(tp, seat, suit, law)
        s = called_suit(suit, law)
        if tp.trick or self._side(tp.turn) == self._side(seat):
            raise IllegalAction("a suit is called only from an adversary about to lead", law)
        tp.suit_called[tp.turn] = s
        return Ruling(law=law, penalty=f"{self.seat_names[tp.turn]} must lead {SUIT_NAMES[s]} if he holds one",
                      effect={"suit_called": SUIT_NAMES[s]})

    def _call_suit_after_lead(self, tp, seat: int, suit, law: str) -> Ruling:
        """The suit called by the innocent side (``suit_call_right``) at the offending side's
        next lead, after a lead out of turn whose remedy was ``call-suit``."""
        refusal = self._suit_caller_refusal(seat)
        if refusal is not None:
            raise IllegalAction(refusal, law)
        if self.suit_call_right is None or self._side(seat) != self.suit_call_right:
            raise IllegalAction("no suit may be called by that player now", law)
        if tp.trick or tp.over or self._side(tp.turn) == self.suit_call_right:
            raise IllegalAction("a suit is called when the offender or his partner next has the lead", law)
        s = called_suit(suit, law)
        self.suit_call_right = None
        forfeit = self._suit_call_forfeit(seat)
        if forfeit is not None:
            return forfeit
        if not any(suit_of(c) == s for c in tp.hands[tp.turn]):
            return Ruling(law=self._plaw_or("called-suit-not-held", "lead-out-of-turn"), penalty="none",
                          detail=f"{self.seat_names[tp.turn]} holds no {SUIT_NAMES[s]}: the penalty is paid")
        tp.suit_called[tp.turn] = s
        return Ruling(law=law, penalty=f"{self.seat_names[tp.turn]} must lead {SUIT_NAMES[s]}",
                      effect={"suit_called": SUIT_NAMES[s]})


# ----- determinisation (for information-set search: hoyle.bots.ismcts) -------------------------

#: follow rules under which a card not of the suit led shows the seat void in it
_SHOWS_VOID = frozenset({FOLLOW_SUIT, FOLLOW_OR_TRUMP, HEAD_TRICK, HEAD_OR_OVERTRUMP})


def shown_voids(tp: TrickPlay) -> list[set[int]]:
    """Per seat, the suits it has shown itself void in: the tricks played so far (public) in
    which it did not follow the suit led where the rules oblige following. Built from the
    cards on the table only, never from the engine's own list of revokes (whether a renounce
    was a revoke is not known to the other seats until it is claimed)."""
    voids: list[set[int]] = [set() for _ in range(tp.n)]
    order = getattr(tp, "order", None)
    follow = order.follow if order is not None else FOLLOW_SUIT
    if follow not in _SHOWS_VOID and follow != SUIT_OR_TRUMP:
        return voids
    suit = order.suit if order is not None else None
    trump = tp.trump if order is None else order.trump

    def s_of(c: int) -> int:
        return suit[c] if suit is not None else c & 3

    tricks = [(leader, cards) for leader, cards, _ in tp.quitted]
    if tp.trick:
        tricks.append((tp.leader, tuple(tp.trick)))
    for leader, cards in tricks:
        if not cards:
            continue
        led = s_of(cards[0])
        for i, c in enumerate(cards[1:], 1):
            seat = tp.seat_at(leader, i) if isinstance(tp, OrderedTrickPlay) else (leader + i) % tp.n
            cs = s_of(c)
            if cs == led or (follow == SUIT_OR_TRUMP and cs == trump):
                continue
            voids[seat].add(led)
    return voids


def determinise_tricks(state: Any, seat: int, rng: Any, hidden: Any = None) -> Any:
    """A copy of ``state`` (a game state holding its hands in a :class:`TrickPlay` ``tp``) in
    which every card ``seat`` may not see is dealt afresh at random among the places it may
    be: the other hands keep their sizes and the cards ``seat`` sees in them (a dummy, an
    exposed card, the turned trump), and no hand gets a card of a suit it has shown itself
    void in (:func:`shown_voids`). What the draw depends on is only what ``seat`` knows: its
    own cards, the hands' sizes, the cards seen, the voids shown, and ``rng`` (a
    ``numpy.random.Generator``) -- so two deals that look the same to ``seat`` give the same
    copy. A ``dealt`` record of the hands (whist's and bridge's, for honours) is rebuilt to
    match.

    Returns None where the state has no trick play yet or hides cards outside its hands (a
    stock, a widow: :func:`hoyle.core.determinise.determinise_zones` over the state's
    ``card_zones`` deals those too)."""
    tp = getattr(state, "tp", None)
    if not isinstance(tp, TrickPlay):
        return None
    hidden = set(state.hidden_cards(seat)) if hidden is None else set(hidden)
    holes = [0] * tp.n
    in_hands = set()
    for s, h in enumerate(tp.hands):
        for c in h:
            if c in hidden:
                holes[s] += 1
                in_hands.add(c)
    if in_hands != hidden:
        return None                         # hidden cards elsewhere than the hands
    pool = sorted(int(c) for c in hidden)
    voids = shown_voids(tp)
    order = getattr(tp, "order", None)
    renege = order.renege if order is not None else frozenset()

    def suit(c: int) -> int:
        return order.suit[c] if order is not None else c & 3

    deal = _deal_pool(pool, holes, voids, suit, renege, rng)
    out = state.clone()
    ntp = out.tp
    by_int = {int(c): c for c in hidden}
    for s in range(tp.n):
        if holes[s]:
            kept = [c for c in tp.hands[s] if c not in hidden]
            hand = kept + [by_int[c] for c in deal[s]]
            hand.sort(key=suit_major)
            ntp.hands[s] = hand
    dealt = getattr(out, "dealt", None)
    if isinstance(dealt, list) and len(dealt) == tp.n:
        played: list[list[int]] = [[] for _ in range(tp.n)]
        tricks = [(leader, cards) for leader, cards, _ in ntp.quitted]
        if ntp.trick:
            tricks.append((ntp.leader, tuple(ntp.trick)))
        for leader, cards in tricks:
            for i, c in enumerate(cards):
                p = ntp.seat_at(leader, i) if isinstance(ntp, OrderedTrickPlay) else (leader + i) % ntp.n
                played[p].append(c)
        out.dealt = [sorted(list(ntp.hands[s]) + played[s]) for s in range(tp.n)]
    return out


def _deal_pool(pool: list[int], holes: list[int], voids: list[set[int]], suit: Any,
               renege: frozenset, rng: Any, tries: int = 20) -> list[list[int]]:
    """Deal the cards of ``pool`` into hands of ``holes[s]`` cards, none to a hand void in the
    card's suit: in a random order, the cards fewest hands may take first, each to a hand drawn
    among those that may take it in proportion to the room left. After ``tries`` dead ends the
    voids are dropped (a seat that renounced in error is not void)."""
    n = len(holes)
    for attempt in range(tries + 1):
        use_voids = attempt < tries
        takers = {c: [s for s in range(n) if holes[s] and not (
            use_voids and c not in renege and suit(c) in voids[s])] for c in pool}
        cards = [pool[int(i)] for i in rng.permutation(len(pool))]
        cards.sort(key=lambda c: len(takers[c]))          # stable: random among equals
        room = holes[:]
        deal: list[list[int]] = [[] for _ in range(n)]
        for c in cards:
            seats = [s for s in takers[c] if room[s]]
            if not seats:
                break
            x = rng.random() * sum(room[s] for s in seats)
            for s in seats:
                x -= room[s]
                if x < 0:
                    break
            deal[s].append(c)
            room[s] -= 1
        else:
            return deal
    raise AssertionError("unreachable: without voids every deal fits")  # pragma: no cover
