"""Bridge: one deal of straight bridge or auction bridge (American laws, November 1913).

Seats as in whist: 0 North, 1 East, 2 South, 3 West, the first dealer West (the book's Z;
A = North leads against the dealer at straight bridge). Sides: 0 = north-south (A-B),
1 = east-west (Y-Z).

* Straight bridge (001 part 1 §3): the dealer names the trump or no-trump, or passes the
  choice to his partner (``pass``), who must name it (``declare hearts``). The eldest
  hand may ``double`` or ``pass`` (asking his partner "may I lead?"); his partner may
  double or pass. After a double the makers may ``redouble`` (the maker first, then his
  partner), and so on alternately while a trick's value stays at 100 or less (catalog
  ambiguity §3.1: we read "until a trick is worth 100" as "no doubling past 100").
  The dealer's partner is always dummy; the dealer plays both hands.
* Auction bridge (001 part 1 §2): the dealer opens (his "one spade" stands for a pass),
  then bids, passes, doubles and redoubles go round until three pass a bid
  (:class:`~hoyle.mechanics.bidding.Auction`); the partner who first named the final
  denomination plays it; the player on his left leads and his partner is dummy.
  Nullo (§2.13, "not yet in the laws") is the rule option ``nullo``.

Dummy's hand is shown to all after the opening lead; the declarer chooses its cards
(``to_act`` is the declarer when dummy's card is due).

Outcome: each side's points of the deal (trick score + honour score, with the rubber
bonus when this deal ends the rubber) and the net per seat, zero-sum.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import ALL_CARDS, Card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.rules import Rules, option
from ...core.determinise import Zone
from ...core.state import GameState, over_beside
from ...mechanics.bidding import PASS, DOUBLE, REDOUBLE, Auction, parse_denomination
from ...mechanics.duplicate import PlayResult
from ...mechanics.tricks import (PLAY, SUIT_NAMES, TrickPenalties, TrickPlay, compass_trick,
                                 sort_hands)
from .scoring import AUCTION_VALUES, STRAIGHT_VALUES, SUIT_OF, auction_score

__all__ = ["BridgeRules", "BridgeState", "AUCTION_LAWS", "STRAIGHT_LAWS"]

COMPASS = ("N", "E", "S", "W")

# The law of the auction code that forbids each kind of refused call (see Auction.check);
# a malformed call (topic None) cites none.
_AUCTION_TOPIC_LAWS = {"dealer-opens": 42, "calls": 43, "insufficient": 50, "doubling": 54}

AUCTION_LAWS = LawBook.of("American Laws of Auction Bridge (1913)", "Foster 1914, 001 part 1 §2.15", [
    (1, "rubber", "A rubber is won by the first side to win two games; a third is not played if decided."),
    (2, "two-scores", "Trick points (below the line) count for game and rubber; honours, penalties, slams and undertricks go in the honour score."),
    (3, "trick-values", "Each trick over six: spades 2, clubs 6, diamonds 7, hearts 8, royal spades 9, no-trump 10."),
    (4, "game", "Thirty trick points win a game; every deal is played out and all points count."),
    (5, "honours", "Honours are A K Q J 10 of trumps; at no-trump the four aces."),
    (6, "honour-values", "Three honours count as two tricks, four as four, five as five, four in one hand eight, four in one and the fifth with partner nine, five in one hand ten; at no-trump three aces 30, four 40, four in one hand 100."),
    (7, "grand-slam", "Thirteen tricks score 40 in the honour score (never from revoke tricks or for a revoking side)."),
    (8, "little-slam", "Twelve tricks score 20, even for a declarer who bid seven and failed."),
    (9, "honours-not-doubled", "Doubling does not change honour or slam values."),
    (10, "rubber-bonus", "The rubber winners add 250; the rubber's value is the difference of totals."),
    (11, "unfinished-rubber", "A rubber stopped unfinished: winners of a game add 125; a deal begun is finished."),
    ("12-13", "score-errors", "Honour-score errors may be corrected until the rubber is agreed; trick-score errors until the next game's first declaration."),
    ("14-16", "cutting", "Ace is lowest in cutting; ties go hearts, diamonds, clubs, spades upwards; all cut from one pack."),
    ("17-20", "table", "Six make a table; the two lowest cuts play the two highest; the lowest deals and chooses."),
    ("21-27", "cutting-out", "Players of most consecutive rubbers go out for candidates; ties cut, highest out."),
    ("28-30", "shuffling", "Shuffle above the table; the dealer's partner collects and shuffles, the dealer shuffles last."),
    ("31-36", "dealing", "Deal in turn to the left; the pone cuts, four or more in each packet; after a misdeal the same dealer deals again."),
    (37, "new-deal", "A new deal if the deal was irregular, the pack incorrect, a card faced or exposed, a hand given too many, or the cut omitted (if called in time)."),
    (38, "deal-stands", "An irregular deal not called in time stands."),
    (39, "incorrect-pack", "An incorrect pack voids that deal only."),
    (40, "short-hand", "A player short of cards is answerable for revokes as if he held the missing ones."),
    (41, "acting-for-partner", "No shuffling, cutting or dealing for partner if an adversary objects."),
    (42, "dealer-declares", "The dealer must declare at least one odd trick (his one spade serves as a pass)."),
    (43, "calls", "In turn each may pass, bid higher, double the last bid, or redouble a double."),
    (44, "equal-value", "At equal value, more tricks in a lower suit is the higher bid."),
    (45, "overbidding", "One may overbid opponents and partner, but not his own bid passed by the other three."),
    (46, "declarer", "The partner who first named the final denomination plays the hand."),
    (47, "contract-made", "A contract made scores the value of every trick won."),
    ("47a", "contract-failed", "A failed contract scores nothing below; the opponents score 50 a trick short (100 doubled, 200 redoubled)."),
    (48, "one-spade", "The dealer left in his one spade loses at most 100 unless redoubled."),
    (49, "bid-out-of-turn", "A bid out of turn: either adversary may demand a new deal or let it stand; a pass out of turn is no penalty."),
    (50, "insufficient-bid", "An insufficient bid is made sufficient in the same suit, the offender's partner barred until an opponent bids or doubles; an impossible bid becomes seven of that suit, or a new deal, or the opponents' last bid stands.", "partner barred"),
    ("50a", "barred-bid", "A barred player who bids: the adversaries decide whether it stands; his side may not bid again."),
    ("50b", "condoned", "These penalties lapse once an adversary passes, doubles or bids before claiming them."),
    ("50c", "consultation", "One adversary names the penalty, or leaves it to his partner; other consultation forfeits it."),
    (51, "bidding-questions", "Questions about earlier bids are answered during the bidding."),
    (52, "changing-bids", "A bid may be corrected until the next player calls."),
    (53, "doubled-value", "Doubling changes trick values, not the bid's rank."),
    (54, "doubling-limits", "A bid is doubled once and redoubled once; a player may not double his partner; redoubling twice costs 100, doubling partner 50, in the opponents' honour score.", "100 or 50 points"),
    (55, "double-reopens", "A double or redouble reopens the bidding for the next three players."),
    (56, "doubled-bonus", "A doubled contract made earns 50 and 50 a trick over (redoubled 100 and 100)."),
    (57, "double-is-a-call", "A double or redouble out of turn is treated as a bid out of turn."),
    (58, "opening-lead", "The player on the declarer's left leads."),
    ("59-60", "dummy", "Dummy spreads after the opening lead; he may point out irregularities only on the listed points."),
    (61, "dummy-suggests", "A dummy suggesting a play lets an opponent require or forbid that card."),
    ("62a", "wrong-hand-warning", "A dummy warning of a lead from the wrong hand lets an opponent require it from that hand."),
    (63, "dummy-revoke", "Dummy cannot be penalised for a revoke; one found after the trick is quitted stands."),
    (64, "played-card", "A card of the declarer is played when quitted; a dummy card named or touched is played."),
    (65, "exposed-before-contract", "A card exposed before the contract is settled bars the offender's partner and is liable to be called."),
    (66, "exposed-before-lead", "A card exposed or led by the leader's partner before the lead: the declarer treats it as exposed or calls a suit from the leader."),
    ("67-68", "exposed-cards", "After the lead, cards an opponent exposes are liable to be called and left face up."),
    (70, "two-cards", "Two cards played together: the declarer chooses one for the trick, the other is exposed."),
    ("70a", "last-card", "An opponent exposing his last card before partner plays to trick twelve exposes his partner's two cards."),
    (71, "leading-winners", "Leading winners without waiting for partner: the declarer may require partner to win any of them."),
    (72, "throwing-down", "Opponents' thrown cards are exposed; the declarer's cards never are; a claim may oblige the declarer to show his hand."),
    (73, "disobeyed-penalty", "Disobeying a lawful penalty is punished as a revoke unless corrected before the trick is quitted.", "revoke penalty"),
    (74, "no-forced-revoke", "No player can be made to revoke."),
    (75, "repeated-call", "A call of an exposed card may be repeated until it is played."),
    (76, "lead-out-of-turn", "An opponent's lead out of turn: the declarer treats the card as exposed or calls a suit when either opponent next leads.", "card exposed or suit called"),
    (77, "declarer-out-of-turn", "The declarer's lead out of turn is no penalty; once second hand plays it stands."),
    (78, "followed", "A lead out of turn followed by the declarer stands."),
    (79, "no-such-suit", "A called suit not held: the penalty is paid."),
    (80, "fourth-before-second", "Fourth hand playing before second: second hand may be made to play highest or lowest, or win or lose."),
    (81, "missed-trick", "A trick missed and not corrected: a new deal may be claimed; else the surplus card belongs to it."),
    (82, "two-in-trick", "Two cards in one trick make the player answer for later revokes."),
    (83, "revoke", "A revoke is established when its trick is quitted or the offender or his partner plays to the next trick."),
    (84, "revoke-penalty", "A declarer's revoke: he scores no trick points and the opponents add 100 besides undertricks; an opponent's revoke: the declarer adds 100 or takes three tricks (no doubling bonus or slam from them); each further revoke of a side costs 100.", "100 or three tricks"),
    (85, "asking-partner", "Asking partner about a renounce keeps it correctable."),
    (86, "revoke-corrected", "A corrected renounce by an opponent leaves the card exposed; later players may withdraw theirs."),
    (87, "search", "The claimants may search the tricks; mixing them establishes the revoke."),
    (88, "revoke-time-limit", "No revoke claim after the cut for the next deal."),
    (89, "both-revoke", "If both sides revoke, only honours are scored; extra revokes cost 100 each."),
    (90, "quitted-trick", "Looking at a quitted trick costs 25 in the opponents' honour score.", "25 points"),
    (91, "placing-cards", "A player may ask for the cards of a trick to be placed before their owners."),
    (92, "attention-to-trick", "An opponent drawing attention to the trick before partner plays: the declarer may require that partner's highest or lowest, or to win or lose."),
    (93, "warnings", "An opponent may warn partner against leading out of turn; other references let the declarer call a suit."),
    (94, "time-to-decide", "The offender waits for the opponents' decision."),
    ("95-96", "new-cards", "New cards only for an imperfect pack; torn or marked cards are replaced."),
    (97, "bystanders", "A bystander may decide a question if asked; one who draws attention to an oversight may be made to pay."),
])
STRAIGHT_LAWS = LawBook.of("Laws of (Straight) Bridge", "Foster 1914, 001 part 1 §3", [
    ("3.1a", "making-trump", "The dealer names the trump or no-trump, or leaves it to his partner, who must name it."),
    ("3.1b", "doubling", "Eldest hand may double, or ask his partner, who may double; the makers may redouble, alternately, while a trick is worth no more than 100."),
    ("3.1c", "dummy", "The dealer's partner is always dummy; the dealer plays both hands."),
    ("3.2r", "revoke", "A revoke costs three tricks (English: or their value deducted or added); the revokers cannot win the game that hand (at most 28)."),
])


@dataclass(frozen=True)
class BridgeRules(Rules):
    """Options of bridge; defaults = auction bridge under the 1913 American laws."""

    form: str = option("auction", "'auction' (bidding, 1913 laws) or 'straight' (dealer names trumps)",
                       "001 part 1 §2, §3", choices=("auction", "straight"))
    nullo: bool = option(False, "allow nullo bids (10 a trick, just below no-trump)", "001 part 1 §2.13")
    slams: str = option("american", "slam bonuses: 'american' little 20 grand 40; 'english' 50 and 100",
                        "001 part 1 §2.6, note p. 58", choices=("american", "english"))
    doubling: bool = option(True, "doubling allowed (straight bridge: no doubling at short bridge "
                            "and double dummy bridge)", "001 part 1 §3.1, §4.10, §4.14")
    reversi: bool = option(False, "reversi bridge: each side scores the tricks and honours the other "
                           "side takes, and a revoker receives three tricks", "001 part 1 §4.13")
    duplicate: bool = option(False, "duplicate auction: no games or rubbers; 125 for 30 trick points "
                             "in one deal", "001 part 1 §4.2")
    referee_mode: bool = option(False, "accept a revoke from a physical table (then claim it)",
                                "001 part 1 §2.5")


# The law of each code on each meaning the shared penalty calls cite (TrickPenalties):
# (auction bridge, straight bridge); straight bridge has one law for all (§3.2).
_PENALTY_LAWS: dict[str, tuple[int | str, str]] = {
    "revoke-penalty": (84, "3.2r"), "revoke-established": (83, "3.2r"),
    "exposed-card": ("67-68", "3.2r"), "calling-exposed-card": (75, "3.2r"),
    "lead-out-of-turn": (76, "3.2r"), "called-suit-not-held": (79, "3.2r")}


_PLAY_OF = PLAY.__getitem__            # card -> its cached ``play`` action


class BridgeState(TrickPenalties, GameState):
    """One deal of bridge. Actions: ``bid 2 hearts``/``pass``/``double``/``redouble``
    (auction), ``declare notrump``/``pass``/``double``/``redouble`` (straight), ``play QS``."""

    rules_cls = BridgeRules
    unit = "points"
    #: with the ``duplicate`` rule its deals make a duplicate auction match, each deal scored
    #: alone (:func:`hoyle.mechanics.duplicate.is_duplicate_game`)
    duplicate_kind = "auction"
    dealer_positions = 4        # the four hands deal in turn (double dummy: 001 part 1 §4.10)
    #: the referee names the four hands by compass (TrickPenalties)
    seat_names = COMPASS
    #: the codes give no call for correcting a renounce (the shared ``correct-revoke``)
    _ref_correct_revoke = None

    def __init__(self, num_players: int = 4, rules: BridgeRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        if num_players == 4:
            self._base, self.live = (0, 1, 2, 3), (0, 1, 2, 3)
        elif num_players == 2:     # double dummy bridge: N plays S, E plays W (001 part 1 §4.10)
            self._base, self.live = (0, 1, 0, 1), (0, 1)
            if r.form != "straight":
                raise SetupError("two-hand bridge is played as straight bridge")
        else:
            raise SetupError(f"bridge is played by 2 or 4 players, not {num_players}")
        self.dealer = int(self.context.get("dealer", 3 if num_players == 4 else 1)) % 4
        self.below_before = self._context_numbers("below", [0, 0])
        self.games_before = self._context_numbers("games", [0, 0])
        deck = self.shuffler.shuffle(ALL_CARDS)
        # one card at a time from the dealer's left: the j-th card to seat (dealer + 1 + j) & 3
        first = self.dealer + 1
        hands: list[list[Card]] = [deck[(s - first) & 3::4] for s in range(4)]
        self.dealt = [sorted(h) for h in hands]
        sort_hands(hands)               # held by suit, as in whist: the legal cards list in order
        self._hands = hands
        self.tp: TrickPlay | None = None
        self.values = dict(AUCTION_VALUES if r.form == "auction" else STRAIGHT_VALUES)
        if r.form == "auction" and not r.nullo:
            del self.values["nullo"]
        self.contract: tuple[int, str] | None = None
        self.declarer: int | None = None
        self.dummy: int | None = None
        self.doubled = 0                  # auction: 0/1/2; straight: number of doublings
        self.maker: int | None = None     # straight: who named the trump
        self.claims: list[tuple[int, str]] = []
        self.rulings: list[Ruling] = []
        self.penalty_points = [0, 0]      # honour-score penalties (laws 54, 90)
        self.barred: frozenset[int] = frozenset()   # players barred from bidding (law 50); never changed in place
        self.annulled = False
        self._result: dict | None = None
        self.suit_call_right: int | None = None     # the declarer's side, after law 76's choice
        if r.form == "auction":
            self.phase = "auction"
            self.auction = Auction(self.values, first=self.dealer, dealer_must_bid=True)
        else:
            self.phase = "declare"
            self.auction = None
            self._declare_turn = self.dealer
            self._dbl_queue: list[int] = []
            self._dbl_side = 0

    # ----- contract --------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        ph = self.phase
        if ph == "play":
            t = self.tp.turn
            return self._base[self.declarer if t == self.dummy else t]
        if ph == "auction":
            return self.auction.turn
        if ph == "declare":
            return self._base[self._declare_turn]
        if ph == "double":
            return self._dbl_queue[0]
        return None

    @over_beside(to_act)
    def is_over(self) -> bool:
        """``to_act is None``, without the seat during the play (issue 18)."""
        return self.phase != "play" and self.to_act is None

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "play":
            return list(map(_PLAY_OF, self.tp.legal()))
        if ph == "auction":
            if self.auction.turn in self.barred:
                return [PASS]
            return self.auction.legal()
        if ph == "declare":
            acts = [Action("declare", (d,)) for d in self.values]
            if self._declare_turn == self.dealer:
                acts.append(PASS)
            return acts
        if ph == "double":
            acts = [PASS]
            if self._can_double():
                acts.append(DOUBLE if self.doubled == 0 else REDOUBLE)
            return acts
        return []

    def _can_double(self) -> bool:
        return self.values[self.contract[1]] * (2 ** (self.doubled + 1)) <= 100

    def _law(self, n) -> str:
        """The citation of law ``n`` of the form's code; IllegalAction when that code has no
        such law (an auction-bridge call made at straight bridge)."""
        book = AUCTION_LAWS if self.rules.form == "auction" else STRAIGHT_LAWS
        try:
            return book.cite(n)
        except KeyError:
            raise IllegalAction(f"{book.name} has no law {n}: that call does not apply at "
                                f"{self.rules.form} bridge") from None

    def _check(self, action: Action) -> None:
        ph = self.phase
        if ph == "auction":
            found = self.auction.check(action)
            if (self.auction.turn in self.barred and action.verb != "pass"
                    and (found is None or found[1] is not None)):
                raise IllegalAction("you are barred from bidding (your partner's insufficient bid)",
                                    self._law(50))
            if found:
                why, topic = found
                law = _AUCTION_TOPIC_LAWS.get(topic)
                raise IllegalAction(why, None if law is None else self._law(law))
            return
        if ph == "play":
            tp = self.tp
            if action.verb != "play" or len(action.args) != 1 or not isinstance(action.args[0], Card):
                raise IllegalAction(f"{action} is not a play; write e.g. 'play QS'")
            c = action.args[0]
            hand = tp.turn
            if c not in tp.hands[hand]:
                raise IllegalAction(f"{COMPASS[hand]}'s hand does not hold {c}")
            if c in tp.legal(hand):
                return
            if tp.is_revoke(hand, c):
                if self.rules.referee_mode and hand != self.dummy:
                    return
                raise IllegalAction(f"you must follow suit ({SUIT_NAMES[tp.led_suit]} were led)",
                                    self._law(71 if self.rules.form == "auction" else "3.2r"))
            raise IllegalAction(f"{c} may not be played now")
        if not self._is_legal(action):
            if action.verb in ("pass", "double", "redouble", "declare") and ph in ("declare", "double"):
                if action.verb != "declare" and action.args:
                    raise IllegalAction(f"'{action}' is not a call: '{action.verb}' takes nothing after it")
                if action.verb == "declare" and ph == "declare":
                    try:
                        if len(action.args) != 1:
                            raise ValueError("name one denomination, e.g. 'declare hearts'")
                        d = parse_denomination(action.args[0])
                    except ValueError as exc:
                        raise IllegalAction(f"{exc} (you may declare: {', '.join(self.values)})") from None
                    if d not in self.values:
                        raise IllegalAction(f"{d} may not be declared (you may declare: {', '.join(self.values)})")
            if ph == "declare" and action.verb == "pass":
                raise IllegalAction("the dealer's partner must name the trump when it is left to him",
                                    self._law("3.1a"))
            if ph == "double" and action.verb in ("double", "redouble"):
                raise IllegalAction("no further doubling: a trick may not be worth more than 100",
                                    self._law("3.1b"))
            super()._check(action)

    def _apply(self, action: Action) -> None:
        ph = self.phase
        if ph == "play":
            tp = self.tp
            if tp.play(action.args[0]) is not None and tp.over:   # a trick completed: the last?
                self.phase = "over"
            return
        if ph == "auction":
            a = self.auction
            seat = a.turn
            if self.barred and action.verb in ("bid", "double"):
                self.barred = frozenset(b for b in self.barred if b & 1 == seat & 1)
            a.call(action)
            if a.over:
                if a.contract is None:      # cannot happen when the dealer must bid
                    self.phase = "over"
                    return
                self.contract, self.doubled, self.declarer = a.contract, a.doubled, a.declarer
                self._start_play()
            return
        if ph == "declare":
            if action.verb == "pass":
                self._declare_turn = (self.dealer + 2) % 4
                if self.num_players == 2:      # the dummy declares by the schedule (§4.3, §4.10)
                    from .variants import dummy_declaration
                    self.maker = self._declare_turn
                    self.contract = (1, dummy_declaration(self._hands[self._declare_turn]))
                    self.declarer = self.dealer
                    self._start_play()
                return
            self.maker = self._declare_turn
            self.contract = (1, parse_denomination(action.args[0]))
            self.declarer = self.dealer
            if self.num_players == 2 or not self.rules.doubling:   # no doubling (§4.10, §4.14)
                self._start_play()
                return
            self.phase = "double"
            leader = (self.dealer + 1) % 4
            self._dbl_queue = [leader, (leader + 2) % 4]
            self._doublers_first = leader
            return
        if ph == "double":
            seat = self._dbl_queue.pop(0)
            if action.verb == "pass":
                if not self._dbl_queue:
                    self._start_play()
                return
            self.doubled += 1
            if seat & 1 == self.dealer & 1:          # the makers redoubled: doublers answer
                first = self._doublers_first
                self._dbl_queue = [first, (first + 2) % 4]
            else:
                if self.doubled == 1:
                    self._doublers_first = seat
                m = self.maker
                self._dbl_queue = [m, (m + 2) % 4]
            if not self._can_double():
                self._dbl_queue = self._dbl_queue[:0]
                self._start_play()

    def _start_play(self) -> None:
        self.dummy = (self.declarer + 2) % 4
        denom = self.contract[1]
        trump = SUIT_OF.get(denom)
        self.tp = TrickPlay(self._hands, trump, (self.declarer + 1) % 4)
        self.phase = "play"
        if self.auction is not None:
            self.auction.freeze()       # final now: clones share it (Auction.freeze)

    def clone(self) -> "BridgeState":
        s = self._shallow_copy()
        if self.tp is not None:
            s.tp = self.tp.clone()
        else:
            s._hands = [h[:] for h in self._hands]
        a = self.auction
        if a is not None and not a.frozen:      # a frozen auction (the play's) is shared
            s.auction = a.clone()
        if self.phase == "double":
            s._dbl_queue = self._dbl_queue[:]
        s.history = self.history[:]
        # (usually empty in play: a new list costs half a copy)
        s.log = self.log[:] if self.log else []
        s.claims = self.claims[:] if self.claims else []
        s.rulings = self.rulings[:] if self.rulings else []
        s.penalty_points = self.penalty_points[:]
        return s

    # ----- scoring ---------------------------------------------------------------------
    def side_tricks(self) -> list[int]:
        w = self.tp.won
        return [w[0] + w[2], w[1] + w[3]]

    def duplicate_result(self) -> PlayResult:
        """What this play of a board scored in a duplicate match (see
        :class:`~hoyle.mechanics.duplicate.PlayResult`): the tricks per side, the points (below
        and above the line) compared, and the trick points below the line (for bridge to the
        score's round bonus); all nought for a deal annulled or passed out."""
        if self.annulled or self.tp is None:
            return PlayResult([0, 0], [0, 0], [0, 0], {}, [])
        r = self.result()
        t = self.side_tricks()
        return PlayResult(t, list(t), [r["below"][s] + r["above"][s] for s in (0, 1)], {}, list(r["below"]))

    def honours(self) -> list[tuple[int, int]]:
        denom = self.contract[1]
        if denom == "nullo":
            return [(0, 0), (0, 0)]
        if denom == "notrump":
            wanted = {(14 - 2) * 4 + s for s in range(4)}
        else:
            s = SUIT_OF[denom]
            wanted = {(r - 2) * 4 + s for r in (14, 13, 12, 11, 10)}
        per = [sum(1 for c in h if c in wanted) for h in self.dealt]
        return [(per[0], per[2]), (per[1], per[3])]

    def result(self) -> dict:
        """The deal's score: ``below`` and ``above`` per side (points), game and rubber."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.annulled:
            raise IllegalAction("the deal was annulled (a new deal was claimed)")
        if self._result is not None:
            return self._result
        ds = self.declarer & 1
        tricks = self.side_tricks()
        hon = self.honours()
        below, above = [0, 0], [0, 0]
        level, denom = self.contract
        slams = (20, 40) if self.rules.slams == "american" else (50, 100)
        revokes_by = {self.tp.revokes[i].seat & 1 for i, _ in self.claims}
        if self.rules.form == "auction":
            n_by = [sum(1 for i, _ in self.claims if self.tp.revokes[i].seat & 1 == side) for side in (0, 1)]
            choice = next((c for i, c in self.claims if self.tp.revokes[i].seat & 1 != ds), "tricks")
            r = auction_score(level, denom, tricks[ds], self.doubled,
                              decl_honours=hon[ds], defs_honours=hon[1 - ds],
                              revokes=(n_by[ds], n_by[1 - ds]), revoke_choice=choice, slam_values=slams,
                              dealer_one_spade=(self.contract == (1, "spades") and self.declarer == self.dealer))
            below[ds] += r.decl_below
            above[ds] += r.decl_above
            above[1 - ds] += r.defs_above
            rubber = 250
        else:
            counted = tricks[:]
            for side in revokes_by:
                n = sum(1 for i, _ in self.claims if self.tp.revokes[i].seat & 1 == side)
                if self.rules.reversi:        # the offender receives three tricks (§4.13)
                    moved = min(3 * n, counted[1 - side])
                    counted[1 - side] -= moved
                    counted[side] += moved
                    continue
                moved = min(3 * n, counted[side])
                counted[side] -= moved
                counted[1 - side] += moved
            mult = 2 ** self.doubled
            v = STRAIGHT_VALUES[denom]
            for side in (0, 1):
                pts = max(0, counted[side] - 6) * v * mult
                if side in revokes_by:
                    pts = min(pts, max(0, 28 - self.below_before[side]))
                below[side] += pts
                if tricks[side] == 12 and side not in revokes_by:
                    above[side] += slams[0]
                elif tricks[side] == 13 and side not in revokes_by:
                    above[side] += slams[1]
                h = hon[side]
                if denom == "notrump":
                    above[side] += {3: 30, 4: 100 if max(h) == 4 else 40}.get(sum(h), 0)
                else:
                    above[side] += v * {3: 2, 4: 8 if max(h) == 4 else 4,
                                        5: 10 if max(h) == 5 else 9 if max(h) == 4 else 5}.get(sum(h), 0)
            rubber = 100
        if self.rules.reversi:                # each side scores what the other takes (§4.13)
            below, above = below[::-1], above[::-1]
        for side in (0, 1):
            above[side] += self.penalty_points[side]
        game = None
        games = self.games_before[:]
        rubber_to = None
        if self.rules.duplicate:              # no games or rubbers; 125 for 30 in one deal (§4.2)
            for side in (0, 1):
                if below[side] >= 30:
                    above[side] += 125
        else:
            for side in (0, 1):
                if self.below_before[side] + below[side] >= 30 and game is None:
                    game = side
                    games[side] += 1
            if game is not None and games[game] == 2:
                above[game] += rubber
                rubber_to = game
        self._result = {"below": below, "above": above, "tricks": tricks, "honours": hon,
                        "game_won_by": game, "games": games, "rubber_won_by": rubber_to,
                        "contract": f"{level} {denom}" + (" doubled" * (self.doubled == 1))
                        + (" redoubled" if self.doubled == 2 else "")
                        if self.rules.form == "auction" else f"{denom} x{2 ** self.doubled}",
                        "declarer": COMPASS[self.declarer]}
        return self._result

    def result_text(self) -> str | None:
        """How the deal ended: the contract, the tricks, and a game or rubber won."""
        if self.phase != "over":
            return None
        if self.annulled:
            return "new deal (this one is void)"
        r = self.result()
        ds = self.declarer & 1
        text = f"{r['contract']} by {r['declarer']}: {r['tricks'][ds]} tricks"
        if r["rubber_won_by"] is not None:
            text += f"; rubber to {('N-S', 'E-W')[r['rubber_won_by']]}"
        elif r["game_won_by"] is not None:
            text += f"; game to {('N-S', 'E-W')[r['game_won_by']]}"
        return text

    def outcome(self) -> list[int]:
        if self.annulled:
            return [0] * self.num_players
        r = self.result()
        pts = [r["below"][s] + r["above"][s] for s in (0, 1)]
        d = pts[0] - pts[1]
        return [d, -d, d, -d][:self.num_players]

    # ----- what a seat sees ------------------------------------------------------------
    def _exposed_hands(self) -> tuple[int, ...]:
        """The hands lying face up once the opening lead is made: the dummy; with two players
        both dummies."""
        if self.dummy is None:
            return ()
        if self.num_players == 2:
            return (self.dummy, (self.dummy + 1) % 4 if (self.dummy + 1) % 4 not in self.live else (self.dummy + 3) % 4)
        return (self.dummy,)

    def _dummy_shown(self) -> bool:
        return self.tp is not None and (len(self.tp.quitted) > 0 or len(self.tp.trick) > 0)

    def _hand_list(self, hand: int) -> list[Card]:
        return self.tp.hands[hand] if self.tp is not None else self._hands[hand]

    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"hand {COMPASS[i]}": list(self._hand_list(i)) for i in range(4)}
        if self.tp is not None:
            out["trick"] = list(self.tp.trick)
            out["quitted"] = [c for _, cards, _ in self.tp.quitted for c in cards]
        return out

    def card_zones(self) -> dict[str, Zone]:
        """The four hands: before the play the state's own (``_hands``), then the trick play's."""
        if self.tp is not None:
            return self.tp.card_zones()
        return {f"hand {COMPASS[i]}": Zone(h) for i, h in enumerate(self._hands)}

    def redealt(self) -> None:
        """After a determinisation before the play: the record of the deal (for honours) is
        the hands as now dealt."""
        if self.tp is None:
            self.dealt = [sorted(h) for h in self._hands]

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set()
        shown = self._dummy_shown()
        for i in range(4):
            if (seat is not None and self._base[i] == seat and i in self.live) or (shown and i in self._exposed_hands()):
                continue
            if seat is not None and self._base[i] == seat and shown:
                continue
            out.update(self._hand_list(i))
        if self.tp is not None:
            for e in self.tp.exposed:
                out.difference_update(e)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": getattr(self, "game", None) and self.game.slug, "form": self.rules.form,
            "phase": self.phase, "seat": None if seat is None else COMPASS[self.live[seat]],
            "dealer": COMPASS[self.dealer],
            "hand": sorted(str(c) for c in self._hand_list(self.live[seat])) if seat is not None else None,
            "to_act": None if self.to_act is None else COMPASS[self.to_act],
            "score_below": {"NS": self.below_before[0], "EW": self.below_before[1]},
            "games": {"NS": self.games_before[0], "EW": self.games_before[1]},
        }
        if self.auction is not None:
            v["auction"] = [[COMPASS[s], str(a)] for s, a in self.auction.calls]
        elif self.maker is not None:
            v["declared_by"] = COMPASS[self.maker]
        if self.contract is not None:
            v["contract"] = (f"{self.contract[0]} {self.contract[1]}" if self.rules.form == "auction"
                             else self.contract[1])
            v["doubled"] = self.doubled
            v["declarer"] = COMPASS[self.declarer]
            v["dummy"] = COMPASS[(self.declarer + 2) % 4]
        if self.tp is not None:
            tp = self.tp
            if self._dummy_shown():
                v["dummy_hand"] = sorted(str(c) for c in tp.hands[self.dummy])
                if self.num_players == 2:
                    v["dummy_hands"] = {COMPASS[h]: sorted(str(c) for c in tp.hands[h]) for h in self._exposed_hands()}
            v["trick"] = [[COMPASS[(tp.leader + i) % 4], str(c)] for i, c in enumerate(tp.trick)]
            v["exposed"] = {COMPASS[i]: [str(c) for c in e] for i, e in enumerate(tp.exposed) if e}
            v["playing_for"] = None if self.phase != "play" else COMPASS[tp.turn]
            v["tricks"] = {"NS": tp.won[0] + tp.won[2], "EW": tp.won[1] + tp.won[3]}
            v["played"] = [[[COMPASS[(ld + i) % 4], str(c)] for i, c in enumerate(cards)]
                           for ld, cards, _ in tp.quitted]
            if tp.quitted:
                ld, cards, w = tp.quitted[-1]
                v["last_trick"] = {"cards": [[COMPASS[(ld + i) % 4], str(c)] for i, c in enumerate(cards)],
                                   "won_by": COMPASS[w]}
        if self.phase == "over" and not self.annulled:
            r = self.result()
            v["result"] = {k: (val if not isinstance(val, list) or k in ("honours",) else
                               {"NS": val[0], "EW": val[1]}) for k, val in r.items()
                           if k in ("below", "above", "tricks", "games")}
            v["result"]["game_won_by"] = None if r["game_won_by"] is None else ("NS", "EW")[r["game_won_by"]]
            v["result"]["rubber_won_by"] = None if r["rubber_won_by"] is None else ("NS", "EW")[r["rubber_won_by"]]
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        sym = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
        order = "AKQJT98765432"

        def by_suit(cards):
            rows = []
            for s in "SHDC":
                ranks = sorted((c[:-1] for c in cards if c[-1] == s), key=order.index)
                rows.append(f"  {sym[s]} {' '.join('10' if r == 'T' else r for r in ranks) or '-'}")
            return rows
        title = f"{'Auction' if view['form'] == 'auction' else 'Straight'} bridge"
        if view.get("game"):                   # the variant's own name (king's bridge, nullo...)
            from ...core.registry import get_game
            title = get_game(view["game"]).title.split(" (")[0]
        lines = [f"{title} - dealer {view['dealer']}"
                 f" - below the line NS {view['score_below']['NS']} EW {view['score_below']['EW']}"
                 f" - games NS {view['games']['NS']} EW {view['games']['EW']}"]
        if view.get("auction"):
            lines.append("Auction: " + ", ".join(f"{s} {a}" for s, a in view["auction"]))
        if view.get("contract"):
            lines.append(f"Contract: {view['contract']}" + (" doubled" * min(1, view['doubled']))
                         + f" by {view['declarer']}, dummy {view['dummy']}")
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}):")
            lines.extend(by_suit(view["hand"]))
        if view.get("dummy_hand") is not None:
            lines.append(f"Dummy ({view['dummy']}):")
            lines.extend(by_suit(view["dummy_hand"]))
        if "trick" in view:
            lines.append(f"Tricks NS {view['tricks']['NS']} EW {view['tricks']['EW']}")
            if not view.get("result"):
                lines.append("Trick:")
                lines.extend(compass_trick(view["trick"], view.get("to_act"), view.get("seat")))
        if view.get("result"):
            r = view["result"]
            lines.append(f"Hand over: below NS {r['below']['NS']} EW {r['below']['EW']}; "
                         f"above NS {r['above']['NS']} EW {r['above']['EW']}")
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act" + (f" (playing {view['playing_for']})"
                                                       if view.get("playing_for") and view["playing_for"] != view["to_act"] else ""))
        return "\n".join(lines)

    # ----- referee (the shared trick-play calls: mechanics.tricks.TrickPenalties) ---------------
    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        """Settle an irregularity reported at a physical table (``seat``: who commits it, or
        who claims, as said). Calls, with the laws of the auction code (001 part 1 §2.15);
        straight bridge (§3.2) uses the revoke, lead-out-of-turn and exposed-card calls:

        * ``"revoke"``: ``seat`` of the innocent side claims an established revoke
          (``penalty="tricks"`` or ``"points"`` for an opponents' revoke; law 84; straight
          bridge: three tricks).
        * ``"insufficient-bid"``: ``seat`` (to bid) made ``bid="2 hearts"``, insufficient; it is
          made good in that denomination and his partner is barred (law 50); an impossible bid
          becomes seven (``penalty="seven"``), or ``"last-bid"`` (the opponents' last bid
          stands) or ``"new-deal"``.
        * ``"bid-out-of-turn"``: ``seat`` bid ``bid`` out of turn; ``penalty="new-deal"`` or
          ``"stand"`` (the bid stands; the bidding goes on from his left) (law 49).
        * ``"double-partner"`` / ``"redouble-twice"``: 50 / 100 to the opponents (law 54).
        * ``"looked-at-quitted-trick"``: 25 to the opponents (law 90).
        * ``"lead-out-of-turn"``: opponent ``seat`` led ``card``; ``penalty="call-card"`` (exposed)
          or ``"call-suit"`` (the declarer calls a suit at their next lead; law 76).
        * ``"call-suit"``: the declarer names ``suit`` for that lead.
        * ``"exposed-card"``: opponent ``seat`` exposed ``card`` (laws 67-68); ``"call-card"``:
          the declarer calls it from ``target`` (law 75).

        Returns the ruling (also kept in ``self.rulings``). Raises IllegalAction when the call
        does not apply; the state is then unchanged.
        """
        ruling = super().referee(call, seat, **details)
        self._result = None
        return ruling

    def _check_caller(self, seat: Any) -> None:
        """Any of the four hands (checked by the dispatch: "no seat 5")."""

    def _plaw(self, meaning: str) -> str:
        """The law of the form's code on ``meaning`` (auction laws 63-86, straight bridge §3.2);
        KeyError for a meaning the codes do not give."""
        auction, straight = _PENALTY_LAWS[meaning]
        return self._law(auction if self.rules.form == "auction" else straight)

    def _side(self, seat: int) -> int:
        return seat & 1

    def _revoke_claimed(self) -> set[int]:
        return {i for i, _ in self.claims}

    def _claim_revoke(self, index: int, claimant: int, penalty: str | None) -> None:
        self.claims.append((index, penalty or "tricks"))

    def _revoke_choice(self, penalty: str | None) -> str:
        """Three tricks or 100 points for an opponents' revoke (law 84)."""
        if penalty is None:
            return "tricks"
        if penalty not in ("tricks", "points"):
            raise IllegalAction("choose three tricks or 100 points", self._plaw("revoke-penalty"))
        return penalty

    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        if revoke.seat == self.dummy:
            raise IllegalAction("dummy cannot be penalised for a revoke; the trick stands",
                                self._law(63 if self.rules.form == "auction" else "3.2r"))
        return Ruling(law=self._plaw("revoke-penalty"),
                      penalty="three tricks or 100 points, as the law gives for the offending side",
                      effect={"revoke": revoke.to_dict()})

    def _not_liable(self, seat: int, call: str):
        """The declarer's (and dummy's) cards are never exposed cards (law 72), and his lead
        out of turn is not penalised (law 77)."""
        if seat not in (self.declarer, self.dummy):
            return None
        if call == "exposed-card":
            return Ruling(law=self._law(72) if self.rules.form == "auction" else self._law("3.2r"),
                          penalty="none: the declarer's cards are never exposed cards")
        return Ruling(law=self._law(77) if self.rules.form == "auction" else self._law("3.2r"),
                      penalty="none: the declarer's lead out of turn is not penalised")

    def _lead_remedies(self) -> tuple[str, ...]:
        """An opponent's lead out of turn: the card is exposed, or the declarer calls a suit
        when either opponent next leads (law 76)."""
        return ("call-card", "call-suit")

    def _suit_caller_refusal(self, seat: int) -> str | None:
        if seat != self.declarer:
            return "the declarer may call a suit only after an opponent's lead out of turn"
        return None

    def _card_caller_refusal(self, seat: int, target: int) -> str | None:
        """Only the declarer calls an opponent's exposed card (law 75)."""
        if seat != self.declarer or target & 1 == seat & 1:
            return "the declarer calls an opponent's exposed card"
        return None

    def _auction_only(self, law) -> None:
        if self.rules.form != "auction" or self.phase != "auction":
            raise IllegalAction("this applies during the auction of auction bridge", self._law(law))

    def _parse_bid(self, text: str, law) -> tuple[int, str]:
        try:
            level, word = str(text).split()
            return int(level), parse_denomination(word)
        except ValueError:
            raise IllegalAction(f"{text!r} is not a bid like '2 hearts'", self._law(law)) from None

    def _ref_insufficient_bid(self, seat: int, bid: str = "", penalty: str = "seven") -> Ruling:
        self._auction_only(50)
        a = self.auction
        if a.turn != seat:
            raise IllegalAction("an insufficient bid out of turn is a bid out of turn", self._law(49))
        level, denom = self._parse_bid(bid, 50)
        if denom not in self.values:
            raise IllegalAction(f"{denom} may not be bid", self._law(50))
        if a.beats((level, denom), a.contract):
            raise IllegalAction(f"{bid} is sufficient", self._law(50))
        lo = a.lowest_sufficient(denom)
        partner = (seat + 2) % 4
        if lo is not None:
            a.call(Action("bid", (lo, denom)))
            self.barred = self.barred | {partner}
            self._after_call()
            return Ruling(law=self._law(50), penalty=f"made good as {lo} {denom}; {COMPASS[partner]} is barred "
                                                     "until an opponent bids or doubles")
        if penalty == "new-deal":
            return self._annul(50)
        if penalty == "last-bid":
            a.over = True
            a.doubled = a.doubled
            self.contract, self.doubled, self.declarer = a.contract, a.doubled, a.declarer
            self._start_play()
            return Ruling(law=self._law(50), penalty="the opponents' last bid is the contract")
        # impossible bid: the offender plays seven of that suit, his partner barred
        a.contract, a.bidder, a.doubled = (7, denom), seat, 0
        a.named.setdefault((seat & 1, denom), seat)
        a.calls.append((seat, Action("bid", (7, denom))))
        a.over = True
        self.contract, self.doubled, self.declarer = (7, denom), 0, a.declarer
        self._start_play()
        return Ruling(law=self._law(50), penalty=f"an impossible bid: {COMPASS[seat]} must play seven {denom}")

    def _annul(self, law) -> dict:
        self.annulled = True
        self.phase = "over"
        if self.tp is None:
            self.tp = TrickPlay(self._hands, None, (self.dealer + 1) % 4)
        return Ruling(law=self._law(law), penalty="a new deal (this one is void)")

    def _after_call(self) -> None:
        a = self.auction
        if a.over:
            self.contract, self.doubled, self.declarer = a.contract, a.doubled, a.declarer
            self._start_play()

    def _ref_bid_out_of_turn(self, seat: int, bid: str = "", penalty: str = "stand") -> Ruling:
        self._auction_only(49)
        a = self.auction
        if a.turn == seat:
            raise IllegalAction("that bid was in turn", self._law(49))
        if penalty == "new-deal":
            return self._annul(49)
        if penalty != "stand":
            raise IllegalAction("choose new-deal or stand", self._law(49))
        action = Action("bid", self._parse_bid(bid, 49)) if bid not in ("double", "redouble") else Action(bid)
        saved = a.turn
        a.turn = seat
        why = a.why_illegal(action)
        if why:
            a.turn = saved
            raise IllegalAction(why, self._law(50))
        a.call(action)
        self._after_call()
        return Ruling(law=self._law(49), penalty="the bid stands; the bidding goes on from the offender's left")

    def _ref_double_partner(self, seat: int) -> Ruling:
        self.penalty_points[1 - (seat & 1)] += 50
        return Ruling(law=self._law(54), penalty="50 in the opponents' honour score")

    def _ref_redouble_twice(self, seat: int) -> Ruling:
        self.penalty_points[1 - (seat & 1)] += 100
        return Ruling(law=self._law(54), penalty="100 in the opponents' honour score")

    def _ref_looked_at_quitted_trick(self, seat: int) -> Ruling:
        if self.rules.form != "auction":
            raise IllegalAction("straight bridge gives no penalty for this", self._law("3.2r"))
        self.penalty_points[1 - (seat & 1)] += 25
        return Ruling(law=self._law(90), penalty="25 in the opponents' honour score")
