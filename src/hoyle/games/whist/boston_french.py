"""French Boston: the payment table, the belle/petite stakes and the trump order (Foster
1914, 001 part 2 §13, L1601-1713; catalog oracles O48, O49).

The playable deal (:class:`FrenchBostonState`, registered as ``french-boston``, a subclass of
the Boston engine) is at the end of the module; see its docstring for what is not modelled
(nine-trick bids, misère des quatre as, the pool, the 40-deal game as a match).

Readings chosen (catalog §13 flags):

* the table is paid by the suit of the contract (its columns ♠ ♣ ♦ ♥, the French suit order
  rising), and misères by the suit turned on that deal (O48);
* the table prints no rows for the nine-trick bids (Neuf, en petite, en belle): asking for
  them raises ValueError rather than guessing;
* honours are paid from the table's rows (three / four honours) for the bid in play, although
  the text says three honours count three and four count four (true only of the five row).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card

__all__ = ["PAYMENT_TABLE", "COLUMNS", "BID_ORDER", "payment", "trick_bid_payment", "misere_payment",
           "jack_of_diamonds_bonus", "is_double_deal", "pool_contribution", "trump_cards",
           "effective_suit", "SUIT_ORDER", "FrenchBostonState", "FrenchBostonRules", "FrenchBostonBot",
           "FrenchTrickPlay", "FRENCH_BOSTON_LAWS"]

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
#: the fixed French suit order, lowest first (L1633): ♠ < ♣ < ♦ < ♥
SUIT_ORDER = (SPADES, CLUBS, DIAMONDS, HEARTS)
#: column of the payment table for each suit (our suit index -> column)
COLUMNS = {SPADES: 0, CLUBS: 1, DIAMONDS: 2, HEARTS: 3}

#: O49: the printed table, columns ♠ ♣ ♦ ♥ (L1713-1714)
PAYMENT_TABLE: dict[str, tuple[int, int, int, int]] = {
    "five": (4, 8, 12, 16),                 # five tricks alone, or partners' eight
    "five-three-honours": (3, 6, 9, 12),
    "five-four-honours": (4, 8, 12, 16),
    "five-extra-trick": (1, 2, 3, 4),
    "six": (6, 12, 18, 24),                 # six tricks, or petite indépendance
    "six-three-honours": (4, 8, 12, 16),
    "six-four-honours": (6, 12, 18, 24),
    "six-extra-trick": (2, 4, 6, 8),
    "eight": (8, 16, 24, 32),               # eight tricks, or grand indépendance
    "eight-three-honours": (6, 12, 18, 24),
    "eight-four-honours": (8, 16, 24, 32),
    "eight-extra-trick": (4, 8, 12, 16),
    "petite-misere": (16, 32, 48, 64),
    "grand-misere": (32, 64, 96, 128),
    "misere-des-quatre-as": (32, 64, 96, 128),
    "misere-sur-table": (64, 128, 192, 256),
    "slam-a-deux": (50, 100, 150, 200),
    "slam-seul": (100, 200, 300, 400),
    "slam-sur-table": (200, 400, 600, 800),
}

#: the bids, lowest first (L1644-1667)
BID_ORDER = ("simple-en-petite", "simple-en-belle", "petite-independance", "petite-misere",
             "grand-independance", "grand-misere", "misere-des-quatre-as", "neuf", "neuf-en-petite",
             "neuf-en-belle", "petite-misere-sur-table", "grand-misere-sur-table")

_ROWS = {5: "five", 6: "six", 8: "eight"}
_MISERES = {"petite-misere": "petite-misere", "grand-misere": "grand-misere",
            "misere-des-quatre-as": "misere-des-quatre-as",
            "petite-misere-sur-table": "misere-sur-table", "grand-misere-sur-table": "misere-sur-table",
            "misere-sur-table": "misere-sur-table"}


def payment(item: str, suit: int) -> int:
    """The table's counters for ``item`` (a PAYMENT_TABLE row) in ``suit`` (0..3)."""
    if item not in PAYMENT_TABLE:
        raise ValueError(f"no row {item!r} in the French Boston table (O49)")
    if suit not in COLUMNS:
        raise ValueError(f"no suit {suit!r}")
    return PAYMENT_TABLE[item][COLUMNS[suit]]


def trick_bid_payment(bid: int, suit: int, taken: int, honours: int = 0, double: bool = False) -> int:
    """Counters each opponent pays a successful bid of ``bid`` tricks (5: five alone or the
    partners' eight, counted here as 5 + the partners' tricks over eight; 6; 8) in ``suit``
    with ``taken`` tricks and ``honours`` (0, 3 or 4) held; ``double`` for the last eight deals.

    Raises ValueError for a failed bid, for nine-trick bids (the table has no row) or bad honours."""
    if bid not in _ROWS:
        raise ValueError(f"the French Boston table (O49) has no row for a {bid}-trick bid")
    if taken < bid or taken > 13:
        raise ValueError(f"{taken} tricks do not make a bid of {bid}")
    if honours not in (0, 3, 4):
        raise ValueError("honours count three or four, or nothing")
    row = _ROWS[bid]
    total = payment(row, suit) + (taken - bid) * payment(f"{row}-extra-trick", suit)
    if honours:
        total += payment(f"{row}-{'three' if honours == 3 else 'four'}-honours", suit)
    return total * (2 if double else 1)


def misere_payment(kind: str, turned_suit: int, double: bool = False) -> int:
    """Counters paid to or by each other player for a misère of ``kind``, by the suit turned
    on that deal (O48: hearts turned, little misère: 64; spades turned: 16)."""
    if kind not in _MISERES:
        raise ValueError(f"no misère {kind!r} in French Boston")
    return payment(_MISERES[kind], turned_suit) * (2 if double else 1)


def jack_of_diamonds_bonus(contract: str, double: bool = False) -> int:
    """What the holder of the J♦ receives from each other player: 2 in a simple, 4 in a
    double, nothing in a misère (§13, settlement)."""
    if "misere" in contract:
        return 0
    return 4 if double else 2


def is_double_deal(deal: int) -> bool:
    """Deals 33-40 of the 40-deal game are doubles (1-based ``deal``; later extra deals, played
    until someone wins the pool, are simples)."""
    if deal < 1:
        raise ValueError("deals are numbered from 1")
    return 33 <= deal <= 40


def pool_contribution(deal: int) -> int:
    """The dealer's stake to the pool: 10 in the first eight rounds (32 deals), 20 in the last
    two; extra deals after the fortieth are simples."""
    return 20 if is_double_deal(deal) else 10


def trump_cards(trump: int) -> list[Card]:
    """The trumps, best first: the J♦ always heads them, except when diamonds are trumps,
    when the J♥ is best and the J♦ falls to just below the Q♦ (§13, cards; catalog reading:
    'diamonds turned' means diamonds are the trump suit)."""
    jd, jh = Card(9 * 4 + DIAMONDS), Card(9 * 4 + HEARTS)
    top = jh if trump == DIAMONDS else jd
    rest = [Card((r - 2) * 4 + trump) for r in range(14, 1, -1)]
    return [top] + [c for c in rest if c != top]    # with ♦ trumps the J♦ keeps its place


def effective_suit(card: int, trump: int | None) -> int:
    """The suit ``card`` belongs to for following suit: the top jack is a trump."""
    if trump is not None:
        top = 9 * 4 + (HEARTS if trump == DIAMONDS else DIAMONDS)
        if card == top:
            return trump
    return card & 3


# ----- the playable deal -------------------------------------------------------------------
from typing import Any  # noqa: E402

from ...cards import ALL_CARDS  # noqa: E402
from ...core.actions import Action  # noqa: E402
from ...core.errors import IllegalAction  # noqa: E402
from ...core.laws import LawBook  # noqa: E402
from ...core.rules import Rules, option  # noqa: E402
from ...mechanics.tricks import SUIT_NAMES, TrickPlay, parse_suit, sort_hands  # noqa: E402
from .boston import BostonState  # noqa: E402

FRENCH_BOSTON_LAWS = LawBook.of("French Boston", "Foster 1914, 001 part 2 §13", [
    ("13.1", "deal", "The dealer deals from his right, right to left, his last card turned; the first deal's turned suit is belle for the game, each later deal's is petite (none if belle turns again)."),
    ("13.2", "top-jack", "The J♦ is the best trump; when diamonds are trumps the J♥ is, and the J♦ ranks below the Q♦."),
    ("13.3", "bids", "Lowest first: a demand for a partner (eight tricks together in belle or petite), six alone in any suit, little misère, eight alone, grand misère, the misères on the table; at equal tricks the higher suit (♠ ♣ ♦ ♥) wins."),
    ("13.4", "demand", "Any other player, even one who has passed, may accept a demand; a demand nobody accepts is played alone for five tricks in belle or petite."),
    ("13.5", "partners", "The demander needs five tricks and the acceptor three, or eight between them; the one short of his share pays."),
    ("13.6", "settlement", "The table (O49) by the trump suit, misères by the suit turned (O48); the holder of the J♦ receives 2 from each, except in misères; the last eight deals of forty are doubled."),
])

_SUIT_RANK = {s: i for i, s in enumerate(SUIT_ORDER)}
_MISERE_RANK = {"little-misere": 30, "grand-misere": 50, "little-spread": 70, "grand-spread": 80}
_MISERE_ROW = {"little-misere": "petite-misere", "grand-misere": "grand-misere",
               "little-spread": "misere-sur-table", "grand-spread": "misere-sur-table"}


class FrenchTrickPlay(TrickPlay):
    """Trick play with the top jack (J♦, or J♥ when diamonds are trumps) as a trump."""

    __slots__ = ()

    def _suit(self, c: int) -> int:
        return effective_suit(c, self.trump)

    def legal(self, seat: int | None = None) -> list[int]:
        hand = self.hands[self.turn if seat is None else seat]
        if not self.trick:
            return list(hand)
        led = self._suit(self.trick[0])
        follow = [c for c in hand if self._suit(c) == led]
        return follow or list(hand)

    def _key(self, c: int, led: int) -> int:
        s = self._suit(c)
        if s == self.trump:
            return 100 + (20 if s != c & 3 else c >> 2)     # the top jack above the ace
        return 50 + (c >> 2) if s == led else 0

    def play(self, card: int) -> int | None:
        seat = self.turn
        self.hands[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) < self.n:
            self.turn = (seat + 1) % self.n
            return None
        led = self._suit(self.trick[0])
        keys = [self._key(c, led) for c in self.trick]
        w = (self.leader + keys.index(max(keys))) % self.n
        self.won[w] += 1
        self.quitted.append((self.leader, tuple(self.trick), w))
        self.trick = []
        self.leader = self.turn = w
        return w

    def clone(self) -> "FrenchTrickPlay":
        t = TrickPlay.clone(self)
        t.__class__ = FrenchTrickPlay
        return t


@dataclass(frozen=True)
class FrenchBostonRules(Rules):
    """Options of French Boston."""

    jack_bonus: bool = option(True, "the holder of the J♦ receives 2 from each (4 in a double) "
                              "except in misères", "001 part 2 §13, settlement")


class FrenchBostonState(BostonState):
    """One deal of French Boston (Foster 1914, 001 part 2 §13), in counters.

    Seats are numbered in the order of play, which in French Boston goes to the right: seat
    ``k + 1`` sits on seat ``k``'s right. The dealer (context ``dealer``, default 3) deals
    from his right, four, four, four and one, turning his last card; eldest (the dealer's
    right) speaks and leads first. Context ``belle`` (a suit name; default: this deal's turned
    suit, as on the first deal) and ``deal`` (1-40; 33-40 are doubles).

    Actions: ``pass``; ``demande`` (ask for a partner; the suit, belle or petite, is named
    after the bidding, standing for the card laid face down); ``accept``; ``bid 6 hearts``,
    ``bid 8 clubs`` (alone, any suit); ``little-misere``, ``grand-misere``, ``little-spread``,
    ``grand-spread``; ``trump hearts`` (the demander's belle or petite); ``discard 7C``
    (little misère and little spread, as in Boston); ``play QS``.

    Not modelled (partial): the nine-trick bids and misère des quatre as (the table has no row
    for nine, and the four-aces renounce at will is not refereed); a demander overcalled may
    bid on freely (the book limits him to six in his suit); the pool and its doubling on a
    failure; exposed cards and revokes; the first dealer by the J♦. Any demand left without an
    acceptor is played alone for five (the book says so of the fourth player's demand).
    """

    rules_cls = FrenchBostonRules
    unit = "counters"

    def __init__(self, num_players: int = 4, rules: FrenchBostonRules | None = None, shuffler=None,
                 context: dict | None = None):
        from ...core.state import GameState
        GameState.__init__(self, num_players, rules, shuffler, context)
        self.dealer = int(self.context.get("dealer", 3)) % 4
        self.deal_no = int(self.context.get("deal", 1))
        self.double = is_double_deal(self.deal_no)
        deck = self.shuffler.shuffle(ALL_CARDS)
        hands: list[list[Card]] = [[], [], [], []]
        i = 0
        for packet in (4, 4, 4, 1):
            for k in range(4):
                hands[(self.dealer + 1 + k) % 4].extend(deck[i:i + packet])
                i += packet
        self.turned = deck[51]                      # the dealer's last card
        sort_hands(hands)
        turned_suit = self.turned & 3
        belle = self.context.get("belle")
        self.belle = turned_suit if belle is None else parse_suit(belle)
        self.petite = None if turned_suit == self.belle else turned_suit
        self._hands = hands
        self.dealt = [list(h) for h in hands]
        self.eldest = (self.dealer + 1) % 4
        self.phase = "bidding"
        self.turn = self.eldest
        self.passed: set[int] = set()
        self.declined: set[int] = set()
        self.bid: Action | None = None
        self.bidder: int | None = None
        self.acceptor: int | None = None
        self.forced = False
        self.trump: int | None = None
        self.discards: list[Card | None] = [None] * 4
        self.tp: FrenchTrickPlay | None = None
        self.stopped = False
        self.preference = self.belle                # for BostonState helpers
        self.colour = self.petite if self.petite is not None else self.belle

    # ----- bidding -----------------------------------------------------------------------
    def _rank(self) -> int:
        if self.bid is None:
            return -1
        v = self.bid.verb
        if v == "demande":
            return 10
        if v in _MISERE_RANK:
            return _MISERE_RANK[v]
        n, suit = self.bid.args
        return (20 if n == 6 else 40) + _SUIT_RANK[parse_suit(suit)]

    def _open_demand(self) -> bool:
        return self.bid is not None and self.bid.verb == "demande" and self.acceptor is None

    def _bids(self, seat: int) -> list[Action]:
        acts = [Action("pass")]
        if self._open_demand() and seat != self.bidder:
            acts.append(Action("accept"))
        if seat in self.passed or seat == self.acceptor:
            return acts
        r = self._rank()
        if r < 10:
            acts.append(Action("demande"))
        for n, base in ((6, 20), (8, 40)):
            for s in SUIT_ORDER:
                if base + _SUIT_RANK[s] > r:
                    acts.append(Action("bid", (n, SUIT_NAMES[s])))
        acts.extend(Action(m) for m, v in _MISERE_RANK.items() if v > r)
        return acts

    def _eligible(self, s: int) -> bool:
        if s == self.bidder or s == self.acceptor:
            return False
        if s not in self.passed:
            return True
        return self._open_demand() and s not in self.declined

    def _trump_choices(self) -> list[int]:
        return [self.belle] if self.petite is None else [self.belle, self.petite]

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            self.tp.check_play(action, FRENCH_BOSTON_LAWS.cite("13.2"))
            return
        if action not in self.legal_actions():
            if self.phase == "bidding":
                raise IllegalAction(f"{action} is not open to you now (the bid stands at "
                                    f"{self.bid or 'nothing'})", FRENCH_BOSTON_LAWS.cite("13.3"))
            if self.phase == "trump":
                raise IllegalAction("a demand is played in belle or petite", FRENCH_BOSTON_LAWS.cite("13.4"))
            raise IllegalAction(f"{action} is not a legal action now")

    def _apply(self, action: Action) -> None:
        if self.phase != "bidding":
            super()._apply(action)
            return
        seat, v = self.turn, action.verb
        if v == "pass":
            if seat in self.passed or self._open_demand():
                self.declined.add(seat)             # a pass over a demand declines it
            self.passed.add(seat)
        elif v == "accept":
            self.acceptor = seat
        else:
            self.bid, self.bidder, self.acceptor = action, seat, None
            self.declined = set()
        for k in range(1, 4):
            s = (seat + k) % 4
            if self._eligible(s):
                self.turn = s
                return
        self._close()

    def _close(self) -> None:
        if self.bid is None:                          # thrown in: the next dealer pays the pool
            self.phase = "over"
            return
        v = self.bid.verb
        if v == "demande":
            self.forced = self.acceptor is None
            self.phase = "trump"
        elif v == "bid":
            self.trump = parse_suit(self.bid.args[1])
            self._start_play()
        elif v in ("little-misere", "little-spread"):
            self.phase = "discard"
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.tp = FrenchTrickPlay(self._hands, self.trump, self.eldest)
        self.phase = "play"

    def _play(self, card: Card) -> None:
        w = self.tp.play(card)
        if w is not None and self.bid.verb in _MISERE_RANK and w == self.bidder:
            self.stopped = True
            self.phase = "over"
            return
        if self.tp.over:
            self.phase = "over"

    def clone(self) -> "FrenchBostonState":
        s = super().clone()
        s.declined = set(self.declined)
        return s

    # ----- settlement ----------------------------------------------------------------------
    def _honours(self, seats: list[int]) -> int:
        top = {Card((r - 2) * 4 + self.trump) for r in (14, 13, 12, 11)}
        n = sum(1 for s in seats for c in self.dealt[s] if c in top)
        return n if n >= 3 else 0

    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise IllegalAction("the hand is not finished")
        out = [0, 0, 0, 0]
        if self.bid is None:
            return out
        mult = 2 if self.double else 1
        v = self.bid.verb
        b = self.bidder

        def pay(frm: int, to: int, amount: int) -> None:
            out[frm] -= amount
            out[to] += amount

        if v in _MISERE_RANK:
            per = misere_payment(_MISERE_ROW[v], self.turned & 3, self.double)
            for s in range(4):
                if s != b:
                    pay(s, b, per) if self.tp.won[b] == 0 else pay(b, s, per)
            return out
        won = self.tp.won
        if v == "bid" or self.forced:
            n = self.bid.args[0] if v == "bid" else 5
            taken = won[b]
            if taken == 13:
                per = payment("slam-seul", self.trump) * mult
            elif self.forced and taken >= 8:          # the forced five's "slam"
                per = (48 if self.trump == self.belle else 24) * mult
            elif taken >= n:
                per = trick_bid_payment(n, self.trump, taken, self._honours([b]), self.double)
            else:
                per = -payment(_ROWS[n], self.trump) * mult
            for s in range(4):
                if s != b:
                    pay(s, b, per)
        else:                                         # demand accepted: eight between two
            a = self.acceptor
            side = (b, a)
            both = won[b] + won[a]
            if both == 13:
                per = payment("slam-a-deux", self.trump) * mult
            elif both >= 8:
                per = trick_bid_payment(5, self.trump, 5 + both - 8, self._honours([b, a]), self.double)
            else:
                per = 0
            opp = [s for s in range(4) if s not in side]
            if per:
                for o in opp:
                    for p in side:
                        pay(o, p, per)
            else:
                base = payment("five", self.trump) * mult
                for p, share in ((b, 5), (a, 3)):
                    if won[p] < share:
                        for o in opp:
                            pay(p, o, base)
        if self.rules.jack_bonus:
            jd = Card(9 * 4 + DIAMONDS)
            holder = next(s for s in range(4) if jd in self.dealt[s])
            for s in range(4):
                if s != holder:
                    pay(s, holder, jack_of_diamonds_bonus(v, self.double))
        return out

    # ----- views -------------------------------------------------------------------------
    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = super().hidden_cards(seat)
        out.discard(self.turned)                     # turned face up for all to see
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["game"] = "french-boston"
        v["belle"] = SUIT_NAMES[self.belle]
        v["petite"] = None if self.petite is None else SUIT_NAMES[self.petite]
        v["turned"] = str(self.turned)
        v["deal"], v["double"] = self.deal_no, self.double
        v["acceptor"] = self.acceptor
        del v["preference"], v["colour"]
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        return cls._render_deal(
            view, f"French Boston - deal {view['deal']}{' (double)' if view['double'] else ''} - dealer "
                  f"{view['dealer']} - turned {view['turned']} - belle {view['belle']}, petite {view['petite']}",
            unit="counters")


class FrenchBostonBot:
    """A simple French Boston player: demands a partner with four cards of belle or petite and
    an honour, accepts with three aces or kings, goes alone for six with six cards of a suit
    and three honours in it; names the longer of belle and petite; discards its highest card;
    plays as the whist bot does."""

    name = "heuristic"

    def __init__(self, seat: int, seed: int | None = None, game: Any = None):
        from .bots import WhistBot
        self.seat = seat
        self._player = WhistBot(seat, seed, game)

    def choose(self, view: dict[str, Any], legal):
        from ...cards import parse_card
        hand = [parse_card(c) for c in view.get("hand") or []]
        by = {s: [c for c in hand if c & 3 == s] for s in range(4)}
        hon = {s: sum(1 for c in by[s] if c >> 2 >= 9) for s in range(4)}
        if view["phase"] == "bidding":
            for s in sorted(range(4), key=lambda s: -len(by[s])):
                a = Action("bid", (6, SUIT_NAMES[s]))
                if len(by[s]) >= 6 and hon[s] >= 3 and a in legal:
                    return a
            if Action("accept") in legal and sum(1 for c in hand if c >> 2 >= 11) >= 3:
                return Action("accept")
            suits = [parse_suit(view["belle"])] + ([parse_suit(view["petite"])] if view["petite"] else [])
            if Action("demande") in legal and any(len(by[s]) >= 4 and hon[s] >= 1 for s in suits):
                return Action("demande")
            return Action("pass")
        if view["phase"] == "trump":
            return max(legal, key=lambda a: len(by[parse_suit(a.args[0])]))
        if view["phase"] == "discard":
            return max(legal, key=lambda a: a.args[0] >> 2)
        return self._player.choose(view, legal)
