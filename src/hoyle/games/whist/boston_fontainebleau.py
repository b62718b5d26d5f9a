"""Boston de Fontainebleau: Table No. 1 and No. 2 and the settlement of a trick bid
(Foster 1914, 001 part 2 §12, L1487-1600; catalog oracles O44-O47, O74), and Russian
Boston's differences (§14).

The playable deal (:class:`FontainebleauState`, a subclass of the Boston engine, registered as
``boston-de-fontainebleau``) is at the end of the module; ``russian-boston`` is the same engine
with the rule ``form`` = "russian"; both play the game of twelve deals as
:class:`~hoyle.games.whist.boston.BostonMatch`, which carries the pool. The book gives no value
for the no-trump ("grand") trick bids although they outrank diamonds (catalog flag 1): asking
for one raises ValueError, and the deal does not offer them (no option either: no reading of
Table No. 1 prices them).

Suits (§12): fixed rank ♦ > ♥ > ♣ = ♠ for payment (clubs and spades share a column), no-trump
above diamonds at equal numbers. Values are white counters.
"""

from __future__ import annotations

__all__ = ["TABLE_1", "SLAMS_AMERICAN", "NO_TRUMP_BIDS", "trick_value", "success", "failure",
           "partner_target", "honours_overtricks", "OVERTRICK", "FontainebleauState",
           "FontainebleauRules", "FONTAINEBLEAU_LAWS"]

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
#: O46 Table No. 1: tricks -> (clubs/spades, hearts, diamonds); 13 = slam, 14 = spread slam
TABLE_1 = {5: (10, 20, 30), 6: (30, 40, 50), 7: (50, 60, 70), 8: (70, 80, 90), 9: (90, 100, 110),
           10: (110, 120, 130), 11: (130, 140, 150), 12: (150, 160, 170), 13: (400, 450, 500),
           14: (600, 700, 800)}
#: O46 Table No. 2 (American): slam and spread slam
SLAMS_AMERICAN = {13: (250, 300, 350), 14: (350, 400, 450)}
#: O46: the no-trump column: misère-type bids
NO_TRUMP_BIDS = {"little-misere": 75, "piccolissimo": 100, "grand-misere": 150, "little-spread": 200,
                 "grand-spread": 250}
#: over-tricks, honours' over-tricks and tricks short: 5 white each (flat)
OVERTRICK = 5
_COLUMN = {CLUBS: 0, SPADES: 0, HEARTS: 1, DIAMONDS: 2}


def trick_value(tricks: int, suit: int | None, table: str = "1") -> int:
    """Table value of ``tricks`` (5-12, 13 slam, 14 spread slam) in ``suit`` (None: no trump,
    which the book does not price). ``table`` "2" takes the American slams."""
    if suit is None:
        raise ValueError("the book gives no value for no-trump trick bids (§12, catalog flag 1)")
    if tricks not in TABLE_1 or suit not in _COLUMN:
        raise ValueError(f"no Table 1 value for {tricks} tricks in suit {suit!r}")
    if table == "2" and tricks in SLAMS_AMERICAN:
        return SLAMS_AMERICAN[tricks][_COLUMN[suit]]
    return TABLE_1[tricks][_COLUMN[suit]]


def honours_overtricks(honours: int) -> int:
    """Honours of a successful bidder count as over-tricks: four = 4, three = 2 (§12)."""
    return {4: 4, 3: 2}.get(honours, 0)


def partner_target(bid: int, form: str = "fontainebleau") -> int:
    """Tricks a bidder and his acceptor must win together (O74): bid + 3 (Fontainebleau),
    bid + 4 (Russian Boston)."""
    need = bid + (4 if form == "russian" else 3)
    if need > 13:
        raise ValueError(f"a bid of {bid} cannot take a partner ({need} tricks)")
    return need


def success(bid: int, suit: int, taken: int, honours: int = 0) -> int:
    """What each opponent pays a successful bid: the table value, and 5 for each over-trick
    and each honours' over-trick (none on a slam). Partnerships pass their target as ``bid``."""
    if taken < bid:
        raise ValueError(f"{taken} tricks do not make {bid}")
    if bid >= 13:
        return trick_value(bid, suit)
    return trick_value(bid, suit) + OVERTRICK * (taken - bid + honours_overtricks(honours))


def failure(bid: int, suit: int, taken: int) -> int:
    """What a failing bidder pays each opponent: what he would have won, and 5 for each
    trick short (O45: nine hearts, six taken: 115; O47: partners' ten diamonds, nine taken: 135)."""
    if taken >= bid:
        raise ValueError(f"{taken} tricks make {bid}")
    return trick_value(bid, suit) + OVERTRICK * (bid - taken)


# ----- the playable deal -------------------------------------------------------------------
from dataclasses import dataclass  # noqa: E402
from typing import Any  # noqa: E402

from ...core.actions import Action  # noqa: E402
from ...core.errors import IllegalAction  # noqa: E402
from ...core.laws import LawBook  # noqa: E402
from ...core.rules import Rules, option  # noqa: E402
from ...mechanics.tricks import SUIT_NAMES, parse_suit  # noqa: E402
from .boston import BostonState, Ledger, _divide, revoke_taken  # noqa: E402

#: what each dealer puts into the pool (§12, L1500)
DEALER_STAKE = 5

FONTAINEBLEAU_LAWS = LawBook.of("Boston de Fontainebleau", "Foster 1914, 001 part 2 §12, §14", [
    ("12.1", "suits", "No preference turn-up: suits rank diamonds, hearts, clubs, spades at equal numbers."),
    ("12.2", "bids", "Lowest first: 5, 6, little misère, 7, piccolissimo, 8, grand misère, 9, little spread, 10, grand spread, 11, 12, slam, spread slam; trick bids name the suit."),
    ("12.3", "no-re-entry", "A player who has passed may not bid again, not even a misère; a bidder may not raise his own bid unless overcalled."),
    ("12.4", "partner", "The winning bidder may call for a partner; the acceptor and he must win three tricks more than the bid (four in Russian Boston)."),
    ("12.5", "settlement", "Success: each opponent pays Table 1 and 5 for each over-trick and honours' over-trick; failure: pays each what he would have won and 5 a trick short; partners settle with the adjacent opponent."),
    ("12.6", "pool", "Each dealer puts 5 into an unlimited pool; every successful play takes it (partners divide it); a failure pays into it what is paid to each opponent; misère partout's fewest tricks take or divide it; on the twelfth deal a failure's pool goes to the opponents."),
    ("12.7", "we-pay", "Opponents who all say 'we pay' before the second trick save only the over-tricks."),
    ("12.8", "irregularities", "Revokes and exposed cards are dealt with as in Boston (laws 11.9-11.13), piccolissimo as a misère."),
    ("14.1", "carte-blanche", "Russian Boston: a player with no trump receives 10 from each other player."),
])

_SUIT_RANK = {SPADES: 0, CLUBS: 1, HEARTS: 2, DIAMONDS: 3}
_MISERE_RANK = {"little-misere": 65, "piccolissimo": 75, "grand-misere": 85, "little-spread": 95,
                "grand-spread": 105}


_PASS = Action("pass")
#: every bid with its rank, lowest first (the trick bids, then the misères in their places)
_ALL_BIDS = sorted(
    [(n * 10 + _SUIT_RANK[s], Action("bid", (n, SUIT_NAMES[s])) if n <= 12 else
      Action("slam" if n == 13 else "spread-slam", (SUIT_NAMES[s],)))
     for n in range(5, 15) for s in (SPADES, CLUBS, HEARTS, DIAMONDS)]
    + [(v, Action(m)) for m, v in _MISERE_RANK.items()], key=lambda x: x[0])


@dataclass(frozen=True)
class FontainebleauRules(Rules):
    """Options of Boston de Fontainebleau and its Russian form."""

    form: str = option("fontainebleau", "'fontainebleau' (partners need bid + 3) or 'russian' (bid + 4, "
                       "carte blanche paid 10 by each)", "001 part 2 §12, §14 (O74)",
                       choices=("fontainebleau", "russian"))
    referee_mode: bool = option(False, "accept a renounce in error from a physical table (then claimed "
                                "through the referee)", "001 part 2 §12 (as Boston); seed 003 AW laws 28-33")
    slam_table: str = option("1", "slam values: '1' (Table No. 1) or '2' (the American Table No. 2)",
                             "001 part 2 §12 (O46)", choices=("1", "2"))


class FontainebleauState(BostonState):
    """One deal of Boston de Fontainebleau (or Russian Boston), in white counters.

    Dealt as Boston (4, 4, 5 from the left), without the preference cut. Actions: ``pass``;
    ``bid 7 diamonds`` (5-12 tricks in a suit); ``slam hearts``, ``spread-slam hearts``;
    ``little-misere``, ``piccolissimo``, ``grand-misere``, ``little-spread``, ``grand-spread``;
    then for a trick bid that leaves room (bid + 3, or + 4, at most 13) ``call`` or ``alone``,
    and after a call each other player in turn ``accept`` or ``pass``; ``discard 7C`` (little
    misère, piccolissimo, little spread); ``play QS``; after the first trick of a trick bid of
    5-12 each opponent in turn ``pay`` or ``play-on``. If nobody bids, misère partout is played.

    The pool (law 12.6; context ``pools`` from :class:`~hoyle.games.whist.boston.BostonMatch`,
    one pool without limit): each dealer puts in 5; every successful play takes the whole pool
    (partners divide it equally, the odd counter to the bidder); a failing bidder pays into it
    what he pays each opponent (failing partners together what they pay one opponent, O47);
    in misère partout the fewest tricks take or divide it (a remainder one each from eldest,
    our choice); on the twelfth deal (context ``last_deal``) the opponents of a failing bidder
    divide it. After the first trick of a trick bid of 5-12 the opponents may all say ``pay``
    ("we pay", 12.7): the bid is paid without over-tricks (honours still count, being held
    rather than won) and the pool is still won. Revokes and cards played in error are refereed
    as in Boston (``referee``; law 12.8), with Boston's fines.

    Choice recorded: the no-trump ("grand") trick bids are not offered, not even as an option:
    the book and the catalog (flag 1) give them no value, and no reading of Table No. 1 prices
    them (its no-trump column holds only the misères). Not modelled: paying the penalty instead
    of playing. Russian Boston's carte blanche (no trump in the hand, catalog reading) is paid
    automatically once trumps are known.
    """

    rules_cls = FontainebleauRules
    carries_packs = False        # shuffled every deal (the unshuffled packs are modelled for Boston only)
    pool_limit = None
    laws_book = FONTAINEBLEAU_LAWS

    def __init__(self, num_players: int = 4, rules: FontainebleauRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.asked: list[int] = []
        self.last = bool(self.context.get("last_deal"))

    # ----- bidding -----------------------------------------------------------------------
    def _rank(self) -> int:
        if self.bid is None:
            return -1
        v = self.bid.verb
        if v in _MISERE_RANK:
            return _MISERE_RANK[v]
        s = _SUIT_RANK[parse_suit(self.bid.args[-1])]
        return {"bid": self.bid.args[0], "slam": 13, "spread-slam": 14}[v] * 10 + s

    def _need(self) -> int:
        v = self.bid.verb
        return 13 if v in ("slam", "spread-slam") else self.bid.args[0]

    def _all_calls(self) -> list[Action]:
        return [_PASS] + [a for _, a in _ALL_BIDS]

    def _bids(self, seat: int) -> list[Action]:
        if seat in self.passed:
            return [_PASS]
        r = self._rank()
        return [_PASS] + [a for rank, a in _ALL_BIDS if rank > r]

    @property
    def to_act(self) -> int | None:
        if self.phase == "call":
            return self.bidder
        if self.phase == "accept":
            return self.asked[0]
        return super().to_act

    def legal_actions(self) -> list[Action]:
        if self.phase == "call":
            return [Action("call"), Action("alone")]
        if self.phase == "accept":
            return [Action("pass"), Action("accept")]
        return super().legal_actions()

    def _check(self, action: Action) -> None:
        if self.phase == "bidding":
            if self._is_legal(action):
                return
            why = self._malformed_call(action)
            if why:
                raise IllegalAction(why)
            raise IllegalAction(f"{action} is not open to you now (the bid stands at "
                                f"{self.bid or 'nothing'}; a passed player may not re-enter)",
                                FONTAINEBLEAU_LAWS.cite("12.3"))
        if self.phase in ("call", "accept") and not self._is_legal(action):
            raise IllegalAction(f"{action} is not open now: {self.phase} a partner",
                                FONTAINEBLEAU_LAWS.cite("12.4"))
        super()._check(action)

    def _apply(self, action: Action) -> None:
        v = action.verb
        if self.phase == "bidding":
            seat = self.turn
            if v == "pass":
                self.passed.add(seat)
            else:
                self.bid, self.bidder = action, seat
            self._next_speaker(seat, lambda s: s not in self.passed and s != self.bidder)
        elif self.phase == "call":
            if v == "call":
                self.asked = [(self.bidder + k) % 4 for k in (1, 2, 3)]
                self.phase = "accept"
            else:
                self._start_play()
        elif self.phase == "accept":
            seat = self.asked.pop(0)
            if v == "accept":
                self.acceptor = seat
            if v == "accept" or not self.asked:
                self.asked = []
                self._start_play()
        else:
            super()._apply(action)

    def _partner_gap(self) -> int:
        return 4 if self.rules.form == "russian" else 3

    def _close(self) -> None:
        if self.bid is None:                          # misère partout, at no trumps
            self._start_play()
            return
        v = self.bid.verb
        if v in ("little-misere", "piccolissimo", "little-spread"):
            self.phase = "discard"
        elif v in _MISERE_RANK:
            self._start_play()
        else:
            self.trump = parse_suit(self.bid.args[-1])
            self.phase = "call" if self._need() + self._partner_gap() <= 13 else "play"
            if self.phase == "play":
                self._start_play()

    def _lone_trick_stops(self, winner: int) -> bool:
        """As Boston (a misère stops at the bidder's first trick; slams play on here), and a
        piccolissimo, one trick exactly, at his second (12.2)."""
        if self.bid is not None and self.bid.verb == "piccolissimo":
            return winner == self.bidder and self.tp.won[winner] > 1
        return super()._lone_trick_stops(winner)

    def clone(self) -> "FontainebleauState":
        s = super().clone()
        s.asked = self.asked[:]
        return s

    # ----- settlement ----------------------------------------------------------------------
    def _value(self, need: int, taken: int, honours: int) -> int:
        if need >= 13 and self.rules.slam_table == "2":
            val = trick_value(need if self.bid.verb != "spread-slam" else 14, self.trump, "2")
            return val if taken >= 13 else -(val + OVERTRICK * (13 - taken))
        n = 14 if self.bid.verb == "spread-slam" else need
        if taken >= need:
            return success(n, self.trump, taken if n < 13 else n, honours)   # slams: the table value
        return -(trick_value(n, self.trump) + OVERTRICK * (need - taken))

    def _opening_stake(self) -> list[int]:
        """Each dealer in turn puts 5 counters into the pool (§12, L1500)."""
        out = [0] * 4
        out[self.dealer] = DEALER_STAKE
        return out

    def _settle(self, led: Ledger) -> None:
        first = self.eldest
        ended, won = self.ended, self._won()
        if self.bid is None:                          # misère partout
            if ended is not None:                     # a revoke: 5 red to each, 4 red to the pool
                for o in range(4):
                    if o != ended[1]:
                        led.pay(ended[1], o, 50)
                return
            low = min(won)                            # the fewest tricks win or divide the pool
            led.take([s for s in range(4) if won[s] == low], first, everything=True)
            return
        b, v = self.bidder, self.bid.verb
        side = [b] if self.acceptor is None else [b, self.acceptor]
        opp = [s for s in range(4) if s not in side]
        if v in _MISERE_RANK:
            ok = won[b] == (1 if v == "piccolissimo" else 0) and not self.stopped
            if ended is not None:
                ok = ended[1] != b
            per = NO_TRUMP_BIDS[v] if ok else -NO_TRUMP_BIDS[v]
            for s in opp:
                led.pay(s, b, per)
        else:
            need = self._need() + (0 if self.acceptor is None else self._partner_gap())
            taken = sum(won[s] for s in side)
            if ended is not None:                               # as Boston, 11.9 and 11.10
                taken = revoke_taken(need, taken, self.tp.over, ended[1] in side)
            elif self.paid_off:                                 # "we pay": no over-tricks
                taken = need
            per = self._value(need, taken, self._honours(side))
            ok = per > 0
            if self.acceptor is None:
                for s in opp:
                    led.pay(s, b, per)
            else:                                    # each partner settles with his adjacent opponent
                a = self.acceptor
                right = (b - 1) % 4
                ob = right if right in opp else (b + 1) % 4
                oa = next(o for o in opp if o != ob)
                led.pay(ob, b, per)
                led.pay(oa, a, per)
        if ended is not None and ended[0] == "revoke" and ended[1] not in side:
            pass                                     # the pool is not won through a revoke
        elif ok:
            led.take(side, b, everything=True)       # partners divide it equally
        else:                                        # pays into the pool what he pays one opponent
            for s, share in _divide(-per, side, b).items():
                led.put(s, share)
            if self.last:                            # the twelfth deal: the opponents divide it
                led.take(opp, first, everything=True)
        if self.rules.form == "russian":               # carte blanche: no trump in the hand
            for s in range(4):
                if not any(c & 3 == self.trump for c in self.dealt[s]):
                    for o in range(4):
                        if o != s:
                            led.pay(o, s, 10)

    # ----- views -------------------------------------------------------------------------
    def _shown(self) -> bool:
        return self.bid is not None and self.tp is not None and self.bid.verb in (
            "little-spread", "grand-spread", "spread-slam")

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        v["game"] = "russian-boston" if self.rules.form == "russian" else "boston-de-fontainebleau"
        del v["preference"], v["colour"]
        v["acceptor"] = self.acceptor
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        return cls._render_deal(
            view, f"{'Russian Boston' if view['game'] == 'russian-boston' else 'Boston de Fontainebleau'}"
                  f" - dealer {view['dealer']}")
