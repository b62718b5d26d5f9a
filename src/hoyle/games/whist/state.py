"""Whist: one deal (four players in two partnerships, 52 cards, last card turned for trumps).

Seats are numbered from 0 clockwise from the first dealer's left and named by compass:
seat 0 North, 1 East, 2 South, 3 West (duplicate whist's convention: West deals the first
hand and North leads, 001 part 1 §8). The book's letters are properties: with Z dealing,
A = the leader, Y = second hand, B = third hand (A's partner), Z = the dealer.
Partnerships: seats 0 and 2 (side 0, north-south, the book's A-B), 1 and 3 (side 1, Y-Z).

Rule options choose the code of laws (American or English, seed 003), the game, honours,
the trump source (turned card, or cut from the still pack for Prussian whist), and
``referee_mode``: the engine then accepts a renounce in error (a revoke) as a physical
table would, and settles it by law when the adversaries claim it through
:meth:`WhistState.referee`. Online (the default) a revoke is refused with the law cited.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import ALL_CARDS, Card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.rules import Rules, option
from ...core.state import GameState, over_beside
from ...mechanics.duplicate import PlayResult, duplicate_revoke_transfer
from ...mechanics.tricks import (PLAY, SUIT_NAMES, TrickPenalties, TrickPlay, compass_trick,
                                 sort_hands)
from .laws import law_book
from .scoring import SUIT_VALUES, DealScore, score_deal

__all__ = ["WhistRules", "WhistState", "COMPASS", "deck_for_hands"]

COMPASS = ("N", "E", "S", "W")
_BOOK_LETTERS = ("A", "Y", "B", "Z")   # relative to the dealer: leader, second, third, dealer
_HONOURS = (14, 13, 12, 11)
_NO_DEUCES = tuple(c for c in ALL_CARDS if c >> 2)     # whisk's 48-card pack (001 part 1 §1.1)


def _SUIT_MAJOR(c: int) -> tuple[int, int]:
    return (-(c & 3), -c)


#: ``_SUIT_MAJOR`` as one number per card of the pack (the same order: suit, then rank, high
#: first), read by the C sort without a Python call per card
_SUIT_MAJOR_KEY = [-((c & 3) * 64 + c) for c in range(52)].__getitem__
_PLAY_OF = PLAY.__getitem__            # card -> its cached ``play`` action


DUMMY_LAWS = LawBook.of("Laws of Dummy and Double Dummy", "seed 003 §13-14; Foster 1914, 001 part 2 §3-4", [
    ("I", "dummy-deals", "Dummy deals the first hand of each rubber."),
    ("II", "dummy-revoke", "Dummy is not liable to the revoke penalty; a dummy's revoke found after the trick is quitted stands."),
    ("III", "partner-not-liable", "Dummy's partner is not penalised for errors that cannot help him; a lead from the wrong hand lets the adversaries call a suit from the hand that should have led."),
    ("IV", "no-misdeal", "Double dummy has no misdeal: the deal is a disadvantage."),
])


@dataclass(frozen=True)
class WhistRules(Rules):
    """Options of whist. Defaults are English short whist (EW laws, seed 003)."""

    code: str = option("english", "code of laws applied by the referee and the scoring: "
                       "'english' (English Laws of Whist 1-91) or 'american' (American laws 7-39)",
                       "seed 003 §11-12; Foster 1914 001 part 1 §5.4", choices=("english", "american"))
    game_points: int = option(5, "points for game (short whist 5, American 7, long whist 10)",
                              "EW law 2; 001 part 1 §5.5, §5.7", choices=(5, 7, 10))
    honours: bool = option(True, "honours (A K Q J of trumps) score: 4 held -> 4, 3 -> 2",
                           "EW law 3; 001 part 1 §5.6 (American game: none, §5.7)")
    game_value: str = option("english", "value of a game: 'english' treble/double/single, "
                             "'difference' = game points less the loser's score (ALW)",
                             "EW law 8; 001 part 1 §5.7", choices=("english", "difference"))
    count_beyond_game: bool = option(False, "score every trick of the last hand past game "
                                     "(e.g. 6 + 5 by cards = a game of 11)", "001 part 1 §5.7")
    trump_from: str = option("turned", "'turned': the dealer's last card; 'still-pack': the "
                             "leader cuts a card from the still pack (Prussian whist)",
                             "AW law 13; 001 part 1 §6", choices=("turned", "still-pack"))
    favourite: bool = option(False, "favourite whist: the suit turned on the rubber's first deal is "
                             "the favourite; when it is trumps, tricks and honours count double",
                             "001 part 1 §7")
    slam_points: int = option(0, "points for a slam (13 tricks actually won), scored instead of the "
                              "tricks and not toward game (Mort: 20)", "001 part 2 §7", minimum=0, maximum=1_000, bound="our bound: 1,000 points")
    duplicate: bool = option(False, "duplicate whist: each deal is scored by the total tricks of "
                             "each side, to be compared with the other tables", "001 part 1 §8; 001 part 2 §1")
    referee_mode: bool = option(False, "accept irregularities from a physical table (a revoke "
                                "is recorded, not refused) and settle them by law",
                                "seed 003 AW 28-39, EW 56-82")
    drive: bool = option(False, "drive whist: each hand is a game by itself, played out, and each "
                         "side records all the tricks it took (after any revoke penalty in "
                         "tricks); the highest total of the evening wins", "001 part 6 §12.1 (O-51)")
    pack: str = option("full", "'full': 52 cards, 13 each; 'no-deuces': whisk, the early whist "
                       "played with the four deuces taken out (48 cards, 12 each, the last turned "
                       "for trumps, six tricks the book)", "001 part 1 §1.1 (whisk)",
                       choices=("full", "no-deuces"))
    suit_values: bool = option(False, "progressive suit values: a trick is worth 1 with spades "
                               "trumps, 2 clubs, 3 diamonds, 4 hearts (a variant of favourite whist)",
                               "001 part 1 §7")
    trick_count: str = option("over-book", "what a hand's winners score: 'over-book' (each trick "
                              "over six) or 'all-tricks' (every trick they took); the book's 'the "
                              "winners score all the tricks they take' allows both (catalog flag)",
                              "001 part 1 §7", choices=("over-book", "all-tricks"))
    revoke_floor: int = option(0, "tricks a revoking side keeps at least when tricks are taken "
                               "for a revoke (Mort: 1, so that no slam is made by penalties)",
                               "001 part 2 §7", minimum=0, maximum=1_000, bound="our bound: 1,000 points")
    swabber_stake: int = option(0, "swabbers: the holder's side of each swabber (the ace of hearts, "
                                "the knave of clubs, the ace and the deuce of trumps, as dealt) "
                                "receives this many points from the other side, whatever the play "
                                "(0: no swabbers). The book gives no amount.",
                                "001 part 1 §1.1", minimum=0, maximum=10_000, bound="our bound: 10,000 chips")


class WhistState(TrickPenalties, GameState):
    """One deal of whist. Actions: ``play QS``. See the module docstring."""

    rules_cls = WhistRules
    unit = "points"
    partnership = True
    #: with the ``duplicate`` rule its deals make a duplicate match scored by total tricks
    #: (:func:`hoyle.mechanics.duplicate.is_duplicate_game`)
    duplicate_kind = "whist"
    dealer_positions = 4        # the four hands deal in turn, a dummy's too (001 part 2 §3-4)
    #: the referee names the four hands by compass, a dummy's too (TrickPenalties)
    seat_names = COMPASS

    def __init__(self, num_players: int = 4, rules: WhistRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        self.laws = law_book(r.code)
        self.dealer = int(self.context.get("dealer", 3)) % 4
        self.score_before = self._context_numbers("score", [0, 0])
        pool = ALL_CARDS if r.pack == "full" else _NO_DEUCES
        deck = self.shuffler.shuffle(pool)
        first = self.dealer + 1
        # one card at a time from the dealer's left: the j-th card to seat (first + j) & 3
        hands: list[list[Card]] = [deck[(s - first) & 3::4] for s in range(4)]
        if r.trump_from == "turned":
            self.turned: Card | None = deck[-1]
        else:  # Prussian whist: the leader cuts the trump from the still pack
            self.turned = pool[self.shuffler.randint(len(pool))]
        self.trump = int(self.turned) & 3
        self.trump_up = r.trump_from == "turned"
        # favourite whist: the first deal of the rubber fixes the favourite suit (001 part 1 §7)
        self.favourite_suit = int(self.context.get("favourite", self.trump)) if r.favourite else None
        self.dealt = list(map(sorted, hands))
        for h in hands:                       # by suit then rank, for people and legal order
            h.sort(key=_SUIT_MAJOR_KEY)
        self.tp = TrickPlay(hands, self.trump, first & 3)
        # who plays each hand: 4 players one each; dummy (3 players): West is the dummy of
        # East; double dummy (2 players): North plays South, East plays West (001 part 2 §3-4)
        if num_players == 4:
            self.controller, self.dummies = (0, 1, 2, 3), ()
        elif num_players == 3:
            self.controller, self.dummies = (0, 1, 2, 1), (3,)
        elif num_players == 2:
            self.controller, self.dummies = (0, 1, 0, 1), (2, 3)
        else:
            raise SetupError(f"whist is played by 2, 3 or 4 players, not {num_players}")
        self.live = tuple(h for h in range(4) if h not in self.dummies) if self.dummies else (0, 1, 2, 3)
        self.claims: list[tuple[int, int, str]] = []   # (revoke index, claimant seat, penalty)
        self.rulings: list[Ruling] = []
        self.suit_call_right: int | None = None          # side entitled to call a suit
        self._score: DealScore | None = None

    def _begin_bidding_deal(self, num_players: int, rules: Any, shuffler, context: dict | None,
                            packets: tuple[int, ...] | None = None) -> list[list[Card]]:
        """The start of a deal shared by the whist games whose trump is bid or declared (bid
        whist, Norwegian whist, cayenne), used in place of ``__init__``: the laws of
        ``rules.code``; the dealer (seat 3 unless the context names one); the pack dealt from
        the dealer's left one card at a time, or in ``packets``; no card turned; four players,
        each playing his own hand; the eldest to lead. Returns the (sorted) hands."""
        GameState.__init__(self, num_players, rules, shuffler, context)
        self.laws = law_book(self.rules.code)
        self.dealer = int(self.context.get("dealer", 3)) % 4
        deck = self.shuffler.shuffle(ALL_CARDS)
        hands: list[list[Card]] = [[], [], [], []]
        if packets is None:
            for j, c in enumerate(deck):
                hands[(self.dealer + 1 + j) & 3].append(c)
        else:
            i = 0
            for packet in packets:
                for k in range(4):
                    hands[(self.dealer + 1 + k) % 4].extend(deck[i:i + packet])
                    i += packet
        sort_hands(hands)
        self.turned, self.trump_up, self.trump = None, False, None
        self.dealt = [list(h) for h in hands]
        self.tp = TrickPlay(hands, None, (self.dealer + 1) % 4)
        self._own_hands_no_claims()
        return hands

    def _own_hands_no_claims(self) -> None:
        """Four players each playing his own hand, no dummy; no claim, ruling or score yet
        (for the deals that do not go through ``__init__``)."""
        self.controller, self.dummies, self.live = (0, 1, 2, 3), (), (0, 1, 2, 3)
        self.claims, self.rulings, self.suit_call_right, self._score = [], [], None, None

    # ----- names -----------------------------------------------------------------------
    def compass(self, seat: int) -> str:
        return COMPASS[seat]

    def book_letter(self, seat: int) -> str:
        """The book's letter for ``seat`` this deal (Z = dealer, A = leader)."""
        return _BOOK_LETTERS[(seat - self.dealer - 1) % 4]

    @staticmethod
    def side_of(seat: int) -> int:
        return seat & 1

    def cite(self, number: int) -> str:
        return self.laws.cite(number)

    def _law(self, meaning: str) -> str:
        """The citation of the law on ``meaning`` in the code in force (the two codes number
        their laws differently: the revoke penalty is American law 30, English law 72)."""
        return self.laws.cite_about(meaning)

    # ----- contract --------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        tp = self.tp
        if tp.trick:                    # a trick on the table: the hand is not over
            return self.controller[tp.turn]
        return None if tp.over else self.controller[tp.turn]

    @over_beside(to_act)
    def is_over(self) -> bool:
        """``to_act is None``, without the seat (issue 18)."""
        tp = self.tp
        return not tp.trick and tp.over

    def legal_actions(self) -> list[Action]:
        tp = self.tp
        if not tp.trick and tp.over:        # (a trick on the table: the hand is not over)
            return []
        return list(map(_PLAY_OF, tp.legal()))

    def _check(self, action: Action) -> None:
        tp = self.tp
        if action.verb != "play" or len(action.args) != 1 or not isinstance(action.args[0], Card):
            raise IllegalAction(f"{action} is not a play; write e.g. 'play QS'")
        c = action.args[0]
        seat = tp.turn
        if int(c) >= 52:
            raise IllegalAction(f"{c} is not in a whist pack")
        if c not in tp.hands[seat]:
            raise IllegalAction(f"{COMPASS[seat]} does not hold {c}")
        if c in tp.legal(seat):
            return
        if tp.called[seat] is not None and tp.called[seat] in tp.legal(seat):
            raise IllegalAction(f"{tp.called[seat]} has been called and must be played",
                                self._law("calling-exposed-card"))
        if tp.trick and tp.is_revoke(seat, c):
            if self.rules.referee_mode:
                return
            raise IllegalAction(f"you must follow suit ({SUIT_NAMES[tp.led_suit]} were led)",
                                self._law("revoke"))
        s = tp.suit_called[seat]
        if s is not None:
            raise IllegalAction(f"{SUIT_NAMES[s]} have been called for your lead",
                                self._law("lead-out-of-turn"))
        raise IllegalAction(f"{c} may not be played now")  # pragma: no cover

    def _apply(self, action: Action) -> None:
        tp = self.tp
        seat = tp.turn
        won_by = tp.play(action.args[0])
        if seat == self.dealer and self.trump_up:
            self.trump_up = False      # the dealer takes the trump card up (AW 18, EW 52)
        if won_by is not None and tp.over:     # only a card that completes a trick ends the hand
            self._score = None

    def clone(self) -> "WhistState":
        s = self._shallow_copy()
        s.tp = self.tp.clone()
        s.history = self.history[:]
        # (usually empty in play: a new list costs half a copy)
        s.log = self.log[:] if self.log else []
        s.claims = self.claims[:] if self.claims else []
        s.rulings = self.rulings[:] if self.rulings else []
        return s

    # ----- scoring ---------------------------------------------------------------------
    def side_tricks(self) -> list[int]:
        w = self.tp.won
        return [w[0] + w[2], w[1] + w[3]]

    def honours_held(self) -> list[int]:
        if self.trump is None:
            return [0, 0]
        wanted = {(r - 2) * 4 + self.trump for r in _HONOURS}
        held = [sum(1 for c in h if c in wanted) for h in self.dealt]
        return [held[0] + held[2], held[1] + held[3]]

    def duplicate_tricks(self) -> list[int]:
        """Each side's tricks for duplicate scoring after claimed revokes (Rule X §4)."""
        t = self.side_tricks()
        for side in (0, 1):
            mine = [self.tp.revokes[i] for i, _, _ in self.claims if self.tp.revokes[i].seat & 1 == side]
            if not mine:
                continue
            first = min(r.trick for r in mine)
            before = sum(1 for _, _, w in self.tp.quitted[:first - 1] if w & 1 == side)
            moved = duplicate_revoke_transfer(len(mine), t[side], before)
            t[side] -= moved
            t[1 - side] += moved
        return t

    def duplicate_result(self) -> PlayResult:
        """What this play of a board scored in a duplicate match (see
        :class:`~hoyle.mechanics.duplicate.PlayResult`): the tricks as played, after the claimed
        revokes' transfer (compared as they are), and each revoking side's (revokes claimed,
        tricks won before its first revoke)."""
        t = self.duplicate_tricks()
        facts = {}
        for side in (0, 1):
            mine = [self.tp.revokes[i] for i, _, _ in self.claims if self.tp.revokes[i].seat & 1 == side]
            if mine:
                first = min(r.trick for r in mine)
                before = sum(1 for _, _, w in self.tp.quitted[:first - 1] if w & 1 == side)
                facts[side] = (len(mine), before)
        return PlayResult(self.side_tricks(), t, list(t), facts, [])

    def slam_side(self) -> int | None:
        """The side that won all thirteen tricks when slams score apart (``slam_points``), unless
        a revoke was claimed against it; else None."""
        if not self.rules.slam_points or not self.tp.over:
            return None
        t = self.side_tricks()
        n = self.tp.tricks_total
        side = 0 if t[0] == n else 1 if t[1] == n else None
        if side is None or any(self.tp.revokes[i].seat & 1 == side for i, _, _ in self.claims):
            return None
        return side

    def score(self) -> DealScore:
        """The deal's score (claimed revokes, tricks, honours) once the hand is over."""
        if not self.tp.over:
            raise DealNotOver("the hand is not finished")
        if self._score is None:
            r = self.rules
            revokes = [(self.tp.revokes[i].seat & 1, pen) for i, _, pen in self.claims]
            tricks = self.side_tricks()
            if self.slam_side() is not None:      # a slam scores instead of the tricks (Mort, O14)
                tricks = [6, 6]
            self._score = score_deal(
                tricks, self.score_before, code=r.code, game_points=r.game_points,
                honours_held=self.honours_held(), honours_count=r.honours, revokes=revokes,
                game_value=r.game_value, count_beyond_game=r.count_beyond_game,
                multiplier=self.trick_multiplier(), trick_count=getattr(r, "trick_count", "over-book"),
                revoke_floor=getattr(r, "revoke_floor", 0))
        return self._score

    def trick_multiplier(self) -> int:
        """How many times tricks (and honours) count this deal: favourite whist 2 when the
        favourite suit is trumps; progressive suit values 1-4 by the trump suit (001 part 1 §7)."""
        r = self.rules
        if getattr(r, "suit_values", False) and self.trump is not None:
            return SUIT_VALUES[self.trump]
        return 2 if r.favourite and self.trump == self.favourite_suit else 1

    def swabbers(self) -> dict[str, list[Card]]:
        """The swabbers as dealt, by the compass seat holding them (001 part 1 §1.1): the ace
        of hearts, the knave of clubs, the ace and the deuce of trumps (one card counted once
        when hearts or clubs are trumps). Empty unless ``swabber_stake`` is set."""
        if not getattr(self.rules, "swabber_stake", 0) or self.trump is None:
            return {}
        wanted = {Card(50), Card(36), Card(48 + self.trump), Card(self.trump)}   # AH JC A-trump 2-trump
        return {COMPASS[i]: sorted(c for c in h if c in wanted) for i, h in enumerate(self.dealt)}

    def swabber_points(self) -> list[int]:
        """Swabbers held per side (as dealt) times the stake."""
        pts = [0, 0]
        for who, cards in self.swabbers().items():
            pts[COMPASS.index(who) & 1] += len(cards) * self.rules.swabber_stake
        return pts

    def outcome(self) -> list[int]:
        """Points per seat: each partner gets his side's points this deal less the other
        side's (zero-sum, as the rubber is settled); swabbers are paid on top.

        Raises:
            DealNotOver: the hand is not finished."""
        if self.rules.duplicate:
            if not self.tp.over:
                raise DealNotOver("the hand is not finished")
            t = self.duplicate_tricks()
            d = t[0] - t[1]
            return [d, -d, d, -d]
        if self.rules.drive:
            c = self.score().counted
            return [c[0], c[1], c[0], c[1]]
        p = self.score().points
        d = p[0] - p[1]
        if getattr(self.rules, "swabber_stake", 0):
            sw = self.swabber_points()
            d += sw[0] - sw[1]
        slam = self.slam_side()
        if slam is not None:
            d += self.rules.slam_points if slam == 0 else -self.rules.slam_points
        if self.num_players == 4:
            return [d, -d, d, -d]
        if self.num_players == 2:
            return [d, -d]
        return [d, -2 * d, d]       # dummy's partner settles with each adversary

    def result_text(self) -> str | None:
        """How the hand ended, in the book's terms."""
        if not self.tp.over:
            return None
        t = self.side_tricks()
        if self.rules.duplicate:
            return f"N-S take {t[0]} tricks, E-W {t[1]} (duplicate: total tricks)"
        if self.rules.drive:
            c = self.score().counted
            win = "N-S" if c[0] > c[1] else "E-W"
            return f"N-S record {c[0]} tricks, E-W {c[1]}; {win} win the hand and move on (drive whist)"
        sc = self.score()
        if t[0] == t[1]:                  # only with an even number of tricks (whisk: 12)
            return f"each side takes {t[0]} tricks: nothing by cards"
        odd = max(t) - 6
        side = "N-S" if t[0] > t[1] else "E-W"
        text = f"{side} take {max(t)} tricks" + (f", {odd} by cards" if odd > 0 else "")
        if sc.game_winner is not None and getattr(self.rules, "suit_values", False):
            w = sc.game_winner
            text += f"; game to {('N-S', 'E-W')[w]}, {sc.after[w]} to {sc.after[1 - w]}"
        elif sc.game_winner is not None:
            names = {3: "a treble", 2: "a double", 1: "a single"}
            v = names.get(sc.game_value, f"worth {sc.game_value}") if self.rules.game_value == "english" \
                else f"worth {sc.game_value}"
            text += f"; game to {('N-S', 'E-W')[sc.game_winner]}, {v}"
        return text

    # ----- what a seat sees ------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        tp = self.tp
        out = {f"hand {COMPASS[i]}": list(tp.hands[i]) for i in range(4)}
        out["trick"] = list(tp.trick)
        out["quitted"] = [c for _, cards, _ in tp.quitted for c in cards]
        return out

    def _public_in_hands(self) -> set[int]:
        pub = {c for e in self.tp.exposed for c in e}
        if self.trump_up and self.turned is not None:
            pub.add(self.turned)
        return pub

    def hidden_cards(self, seat: int | None) -> set[Card]:
        pub = self._public_in_hands()
        out = set()
        for i, h in enumerate(self.tp.hands):
            if i in self.dummies or (seat is not None and self.controller[i] == seat):
                continue
            out.update(c for c in h if c not in pub)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        tp = self.tp
        mine = None if seat is None else self.live[seat]     # None also for a player sitting out
        v: dict[str, Any] = {
            "game": getattr(self, "game", None) and self.game.slug,
            "code": self.rules.code, "seat": None if mine is None else COMPASS[mine],
            "dealer": COMPASS[self.dealer],
            "trump": SUIT_NAMES[self.trump] if self.trump is not None else None,
            "turned_card": str(self.turned) if self.trump_up else None,
            "hand": [str(c) for c in tp.hands[mine]] if mine is not None else None,
            "hand_sizes": {COMPASS[i]: len(h) for i, h in enumerate(tp.hands)},
            "leader": COMPASS[tp.leader],
            "to_act": None if tp.over else COMPASS[tp.turn],
            "playing_for": None if tp.over else COMPASS[tp.turn],
            "dummy_hands": {COMPASS[d]: [str(c) for c in tp.hands[d]] for d in self.dummies},
            "trick": [[COMPASS[(tp.leader + i) % 4], str(c)] for i, c in enumerate(tp.trick)],
            "trick_number": tp.trick_number,
            "tricks": {"NS": tp.won[0] + tp.won[2], "EW": tp.won[1] + tp.won[3]},
            "score": {"NS": self.score_before[0], "EW": self.score_before[1]},
            "game_points": self.rules.game_points,
            "favourite": None if self.favourite_suit is None else SUIT_NAMES[self.favourite_suit],
            "played": [[[COMPASS[(ld + i) % 4], str(c)] for i, c in enumerate(cards)]
                       for ld, cards, _ in tp.quitted],
            "exposed": {COMPASS[i]: [str(c) for c in e] for i, e in enumerate(tp.exposed) if e},
        }
        if self.rules.code == "english" and tp.quitted:   # EW law 91; AW law 37 forbids it
            ld, cards, w = tp.quitted[-1]
            v["last_trick"] = {"cards": [[COMPASS[(ld + i) % 4], str(c)] for i, c in enumerate(cards)],
                               "won_by": COMPASS[w]}
        r = self.rules
        if getattr(r, "suit_values", False) and self.trump is not None:
            v["trick_value"] = SUIT_VALUES[self.trump]
        if r.drive:
            # drive whist: each hand is a game by itself and only tricks are recorded, so
            # no running score, game points or honours are shown (001 part 6 §12.1)
            v["drive"] = True
            v["score"] = v["game_points"] = None
        if tp.over:
            sc = self.score()
            if r.drive:
                c = sc.counted
                v["result"] = {"tricks": {"NS": sc.tricks[0], "EW": sc.tricks[1]},
                               "recorded": {"NS": c[0], "EW": c[1]},
                               "winners": "NS" if c[0] > c[1] else "EW"}
                return v
            v["result"] = {"tricks": {"NS": sc.tricks[0], "EW": sc.tricks[1]},
                           "points": {"NS": sc.points[0], "EW": sc.points[1]},
                           "score_after": {"NS": sc.after[0], "EW": sc.after[1]},
                           "game_won_by": None if sc.game_winner is None else ("NS", "EW")[sc.game_winner],
                           "game_value": sc.game_value, "steps": sc.steps}
            if getattr(r, "suit_values", False):   # no treble/double/single: the rubber counts points
                v["result"]["game_value"] = None
            if getattr(r, "swabber_stake", 0):   # the swabbers are shown when the hand is over
                v["result"]["swabbers"] = {k: [str(c) for c in cs] for k, cs in self.swabbers().items() if cs}
                sw = self.swabber_points()
                v["result"]["swabber_points"] = {"NS": sw[0], "EW": sw[1]}
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        drive = view.get("drive")
        lines = [f"{'Drive whist' if drive else 'Whist'} ({view['code']} laws) - trumps: {view['trump']}"
                 + (f" (turned {view['turned_card']})" if view.get("turned_card") else "")
                 + (f", tricks worth {view['trick_value']}" if view.get("trick_value") else "")
                 + f" - dealer {view['dealer']}",
                 ("Each hand a game by itself; both sides record their tricks" if drive else
                  f"Score NS {view['score']['NS']} EW {view['score']['EW']} (game {view['game_points']})")
                 + f" - tricks NS {view['tricks']['NS']} EW {view['tricks']['EW']}"]
        if view.get("hand") is not None:
            by = {s: [] for s in "SHDC"}
            for c in view["hand"]:
                by[c[-1]].append(c[:-1])
            order = "AKQJT98765432"
            sym = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
            lines.append(f"Your hand ({view['seat']}):")
            for s in "SHDC":
                ranks = sorted(by[s], key=order.index)
                lines.append(f"  {sym[s]} {' '.join('10' if r == 'T' else r for r in ranks) or '-'}")
        for d, cards in (view.get("dummy_hands") or {}).items():
            lines.append(f"Dummy {d}: " + " ".join(cards) if cards else f"Dummy {d}: -")
        if view.get("to_act") and view.get("dummy_hands") and view["to_act"] in view["dummy_hands"]:
            lines.append(f"(you play for dummy {view['to_act']})")
        if view.get("exposed"):
            lines.append("Exposed: " + "; ".join(f"{k} {' '.join(v)}" for k, v in view["exposed"].items()))
        if view.get("last_trick"):
            lt = view["last_trick"]
            lines.append("Last trick: " + " ".join(f"{p}:{c}" for p, c in lt["cards"]) + f" won by {lt['won_by']}")
        if not (drive and view.get("result")) and not view.get("result"):
            lines.append(f"Trick {view['trick_number']}:")
            lines.extend(compass_trick(view["trick"], view.get("to_act"), view.get("seat")))
        if view.get("result") and drive:
            r = view["result"]
            lines.append(f"Hand over: NS record {r['recorded']['NS']} tricks, EW {r['recorded']['EW']}; "
                         f"{r['winners']} win the hand and move to the next table")
        elif view.get("result"):
            r = view["result"]
            lines.append(f"Hand over: tricks NS {r['tricks']['NS']} EW {r['tricks']['EW']}; "
                         f"points NS {r['points']['NS']} EW {r['points']['EW']}"
                         + (f"; game to {r['game_won_by']}" if r['game_won_by'] else "")
                         + (f" worth {r['game_value']}" if r['game_won_by'] and r['game_value'] is not None else ""))
            if r.get("swabbers"):
                lines.append("Swabbers: " + "; ".join(f"{k} {' '.join(v)}" for k, v in r["swabbers"].items())
                             + f" - paid NS {r['swabber_points']['NS']} EW {r['swabber_points']['EW']}")
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to play")
        return "\n".join(lines)

    # ----- the referee (the shared trick-play calls: mechanics.tricks.TrickPenalties) --------
    @property
    def penalty_laws(self) -> LawBook:
        """The code in force (American or English laws), for the shared penalty calls."""
        return self.laws

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        """Settle an irregularity reported at a physical table, by the chosen code.

        Calls (``seat`` is who makes or commits it, as said):
            ``"revoke"``: ``seat`` (an adversary) claims an established revoke by the other
                side; English laws take ``penalty="tricks"|"deduct"|"add"`` (EW 72), American
                laws transfer two tricks (AW 30). Scored when the hand ends.
            ``"correct-revoke"``: ``seat`` corrects his own renounce before it is established
                (AW 28-29, EW 73, 76): the card becomes exposed, later cards are taken back.
            ``"lead-out-of-turn"``: ``seat`` led ``card`` out of turn; English laws let the
                adversaries choose ``penalty="call-card"`` (the card is exposed) or
                ``"call-suit"`` (EW 62); American laws give the suit call (AW 24).
            ``"call-suit"``: adversary ``seat`` names ``suit`` for the offending side's lead
                (AW 24: only the adversary on the leader's right; AW 39: a wrong demand
                forfeits the penalty).
            ``"exposed-card"``: ``seat`` exposed ``card`` (AW 20, EW 56): liable to be called.
            ``"call-card"``: adversary ``seat`` calls ``card`` exposed by ``target`` (AW 21, EW 65).
            ``"named-trump-card"``: ``seat`` named the trump card after it was taken up; the
                adversaries call his ``which="highest"|"lowest"`` trump (AW 18, EW 53).
            ``"trump-card-left"``: the dealer left the turned card on the table; liable to be
                called after trick 2 (AW 18) or trick 1 (EW 52).
            ``"claim-rest"``: ``seat`` claimed the remaining tricks; his partner's cards are
                exposed (AW 36).
            ``"attention-to-trick"``: ``seat`` drew attention to the trick before his partner
                played; the partner (now to play) must play his ``which`` card of the suit
                led (AW 35, EW 86).

        Returns the :class:`Ruling` (also kept in ``self.rulings``).
        Raises IllegalAction (with the law) when the call does not apply; state unchanged.
        """
        ruling = super().referee(call, seat, **details)
        self._score = None
        return ruling

    def _check_caller(self, seat: Any) -> None:
        """Any of the four hands, a dummy's too (checked by the dispatch: "no seat 5")."""

    def _side(self, seat: int) -> int:
        return seat & 1

    def _revoke_claimed(self) -> set[int]:
        return {i for i, _, _ in self.claims}

    def _claim_revoke(self, index: int, claimant: int, penalty: str | None) -> None:
        self.claims.append((index, claimant, penalty or "tricks"))

    def _revoke_choice(self, penalty: str | None) -> str:
        """American laws transfer two tricks (AW 30); English laws let the claimants take three
        tricks, deduct or add three points (EW 72), and they must choose."""
        if self.rules.code == "american":
            return "tricks"
        if penalty not in ("tricks", "deduct", "add"):
            raise IllegalAction("choose the revoke penalty: tricks, deduct or add", self._law("revoke-penalty"))
        return penalty

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        if revoke.seat in self.dummies:
            raise IllegalAction("a dummy is not liable to the revoke penalty; the trick stands",
                                DUMMY_LAWS.cite("II"))
        what = ("two tricks transferred" if self.rules.code == "american" else
                {"tricks": "three tricks taken from the revokers",
                 "deduct": "three points deducted from the revokers",
                 "add": "three points added to the claimants"}[penalty or "tricks"])
        return Ruling(law=self._law("revoke-penalty"), penalty=what, effect={"revoke": revoke.to_dict()},
                      detail=f"{COMPASS[revoke.seat]} revoked at trick {revoke.trick}; the revoking side "
                             f"cannot win the game this hand ({self._law('revoke-score-cap')})")

    def _lead_remedies(self) -> tuple[str, ...]:
        """A suit called at the offending side's next lead (AW 24, the only remedy); English
        laws let the adversaries call the card instead (EW 62)."""
        return ("call-suit",) if self.rules.code == "american" else ("call-suit", "call-card")

    def _suit_call_forfeit(self, seat: int) -> Ruling | None:
        """AW 24 gives the call to the adversary on the leader's right; another's demand
        forfeits the penalty (AW 39)."""
        if self.rules.code == "american" and seat != (self.tp.turn - 1) % 4:
            return Ruling(law=self.cite(39), penalty="none",
                          detail="the wrong adversary demanded the penalty: no penalty can be enforced (AW 24, 39)")
        return None

    def _ref_named_trump_card(self, seat: int, which: str = "highest") -> Ruling:
        law = self._law("naming-trump-card")
        if self.trump_up:
            raise IllegalAction("the trump card is still on the table and may be named", law)
        trumps = sorted(c for c in self.tp.hands[seat] if c & 3 == self.trump)
        if which not in ("highest", "lowest"):
            raise IllegalAction("call his highest or lowest trump", law)
        if not trumps:
            return Ruling(law=law, penalty="none", detail="he holds no trump")
        c = trumps[-1] if which == "highest" else trumps[0]
        self.tp.called[seat] = c
        return Ruling(law=law, penalty=f"{which} trump {Card(c)} called")

    def _ref_trump_card_left(self, seat: int) -> Ruling:
        """The dealer left the turned card on the table after playing: it is liable to be
        called once the second trick (American laws, AW 18) or the first trick (English laws,
        EW 52) has been turned and quitted (O-003-07)."""
        law = self._law("trump-card-left")
        if seat != self.dealer or self.turned is None or self.rules.trump_from != "turned":
            raise IllegalAction("only the dealer's turned trump card can be left on the table", law)
        if self.turned not in self.tp.hands[seat]:
            raise IllegalAction("the trump card has been played", law)
        need = 2 if self.rules.code == "american" else 1
        if len(self.tp.quitted) < need:
            return Ruling(law=law, penalty="none",
                          detail=f"not liable until trick {need} is turned and quitted")
        if self.turned not in self.tp.exposed[seat]:
            self.tp.expose(seat, self.turned)
        return Ruling(law=law, penalty=f"{self.turned} is liable to be called")

    def _ref_third_before_second(self, seat: int) -> Ruling:
        """Third hand played before second: no penalty; fourth hand may also play before his
        partner (AW 25, EW 67)."""
        return Ruling(law=self._law("third-before-second"), penalty="none",
                      detail="the fourth hand may also play before the second")

    def _ref_fourth_before_second(self, seat: int, demand: str = "highest") -> Ruling:
        """Fourth hand (``seat``) played before second, third not having played: the second
        hand, his partner, may be made to play his highest or lowest of the suit, or to trump
        or not (American laws, AW 26), or to win or not win the trick (English laws, EW 68)."""
        tp = self.tp
        law = self._law("fourth-before-second")
        second = (seat + 2) % 4
        if tp.over or len(tp.trick) != 1 or tp.turn != second:
            raise IllegalAction("this applies when the second hand has still to play to the trick", law)
        allowed = ("highest", "lowest", "trump", "no-trump") if self.rules.code == "american" else ("win", "lose")
        if demand not in allowed:
            raise IllegalAction(f"the demand under these laws is one of: {', '.join(allowed)}", law)
        led = tp.led_suit
        of = sorted(c for c in tp.hands[second] if c & 3 == led)
        if demand in ("highest", "lowest"):
            if not of:
                return Ruling(law=law, penalty="none", detail="he cannot follow suit")
            tp.called[second] = of[-1] if demand == "highest" else of[0]
            return Ruling(law=law, penalty=f"{COMPASS[second]} must play {Card(tp.called[second])}")
        if demand in ("trump", "no-trump"):
            if of:
                return Ruling(law=law, penalty="none", detail="he can follow suit")
            tp.must_win[second] = demand == "trump"
            return Ruling(law=law, penalty=f"{COMPASS[second]} must {'trump' if demand == 'trump' else 'not trump'} if he can")
        tp.must_win[second] = demand == "win"
        return Ruling(law=law, penalty=f"{COMPASS[second]} must {demand} the trick if he can")

    def _ref_claim_rest(self, seat: int) -> Ruling:
        partner = (seat + 2) % 4
        for c in self.tp.hands[partner]:
            if c not in self.tp.exposed[partner]:
                self.tp.expose(partner, c)
        return Ruling(law=self._law("cards-thrown-down"), penalty=f"{COMPASS[partner]}'s cards are exposed and liable to be called")

    def _ref_attention_to_trick(self, seat: int, which: str = "highest") -> Ruling:
        tp = self.tp
        partner = (seat + 2) % 4
        law = self._law("attention-to-trick")
        if tp.over or tp.turn != partner or not tp.trick:
            raise IllegalAction("the penalty falls on the partner when he is to play to the trick", law)
        if which not in ("highest", "lowest"):
            raise IllegalAction("require his highest or lowest of the suit led", law)
        led = tp.led_suit
        of = sorted(c for c in tp.hands[partner] if c & 3 == led)
        if not of:
            return Ruling(law=law, penalty="none", detail="he cannot follow suit")
        tp.called[partner] = of[-1] if which == "highest" else of[0]
        return Ruling(law=law, penalty=f"{COMPASS[partner]} must play {Card(tp.called[partner])}")


def deck_for_hands(hands: list[list[Card]], dealer: int = 3, last: Card | None = None) -> list[Card]:
    """A deck order that deals ``hands`` (by seat) one card at a time from the dealer's left,
    with ``last`` (the turned trump card, which must be in the dealer's hand) dealt last.

    Raises ValueError if the hands are not 4 x 13 distinct cards or ``last`` is not the dealer's."""
    if len(hands) != 4 or any(len(h) != 13 for h in hands):
        raise ValueError("four hands of 13 cards are needed")
    if len({c for h in hands for c in h}) != 52:
        raise ValueError("the hands do not hold 52 different cards")
    hs = [list(h) for h in hands]
    if last is not None:
        if last not in hs[dealer]:
            raise ValueError(f"the turned card {last} is not in the dealer's hand")
        hs[dealer].remove(last)
        hs[dealer].append(last)
    order = []
    for k in range(13):
        for j in range(4):
            order.append(hs[(dealer + 1 + j) % 4][k])
    return order
