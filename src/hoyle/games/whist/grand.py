"""Grand (seed 004, "Гранд", L3054-3169; catalog 004.md §2.9, oracles O115-O117): four players in
two partnerships bid once each for the points they will make, and the highest bidder names the
game of the deal: whist, grand (whist at no trumps), euchre or hearts.

What differs from the parent games (everything else is theirs: :class:`~.state.WhistState` for
the play of a hand, :func:`~hoyle.mechanics.tricks.bower_order` for euchre's cards,
:class:`~hoyle.mechanics.tricks.OrderedTrickPlay` for a lone hand's partner sitting out):

* Deal: 13 cards each, one at a time from the dealer's left (seed 004 "Сдача").
* Bidding (seed "Торговля"): from the dealer's left each speaks once, ``bid 25`` or ``pass``;
  a bid is a multiple of five, the points the bidder means to make. If the first three pass
  the dealer must bid. Our readings: a bid must be higher than the one before it (the book
  says only that the highest wins), the least bid is 5 and the greatest ``max_bid`` (100 by
  default: a grand slam at grand, 103, is the most a deal can score).
* The highest bidder names the game, ``game whist`` / ``game grand`` / ``game euchre`` /
  ``game hearts``; euchre only with a bid of 25 or less, hearts only with 50 or more. The
  declarer always leads to the first trick (seed "Общие правила игры").
* Whist (``trump hearts``): five a trick over six, a grand slam 65 (O116); made when that
  value reaches the bid; failed: the bid comes off the declarers' score and the adversaries
  score five a trick over six of their own. Honours do not count.
* Grand: no trumps, nine a trick over six, a grand slam 103 (the 40 for the first six, O116);
  set-backs as whist at nine a trick. A grand slam at grand by either side wins the game
  (seed: "какая-либо из сторон"); the 40 is the declarers' only (our reading: the seed speaks
  of it with the slam that makes the contract).
* Euchre (``trump hearts``): each player lays away eight cards face down, one at a time
  (``discard 7H``), keeping five. The seed's words are "no trumps below the 8 may be kept";
  the catalog marks them unclear. ``euchre_keep`` chooses the reading: ``"no-low-trumps"``
  (default, the words as printed: while a player holds as many trumps below the 8 as he has
  cards still to lay away, he must lay one of them away), ``"eight-up"`` (no card below the 8
  kept while five of 8 or higher can be) or ``"any"``. A bid under 20 is played with the
  partner; at 20 the declarer chooses (``alone`` / ``partner``); at 25 he must play alone. A
  lone declarer's partner lays no cards away and puts his hand face down (he sits out:
  :class:`OrderedTrickPlay`'s ``out``); the lone player may give any card of his five
  (``exchange 9C``, or ``keep``) for the best card of his partner's hand (``give JH``; our
  reading of "best": the partner's highest trump if he holds one, else one of his
  highest-ranking cards). Five tricks, played as euchre (bowers, follow suit). Both sides
  score by the table 3 tricks 5, 4 tricks 10, 5 tricks 20, 5 tricks alone 25 (O117); the
  declarers make their bid when their table points reach it; failing, they lose the bid and
  20, a lone player twice the bid.
* Hearts: no trumps, thirteen tricks, whist's order. The declarers score 50 if they take no
  heart; else they lose the bid and one a heart they took. The adversaries score nothing.
* Game is 100 points (``target``), or an agreed number of deals (``deals``). At the end
  (O115, :func:`final_reckoning`) the side with the higher score is credited 100 less the
  lower score, the side with fewer set-backs ten a set-back of difference, and the greater
  credit wins.

Outcome of a deal: the points it scored, each side's less the other's (zero-sum between the
sides, as bid whist's). Partial: the seed's "hearts bid" by the first player's pass or a
heart led with "Черви" when the dealer's side has 70 (catalog: obscure) is not modelled;
the parent games' laws of irregularities (revokes, exposed cards) are not refereed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards import Card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook
from ...core.match import Match
from ...core.rules import option
from ...mechanics.tricks import (SUIT_NAMES, OrderedTrickPlay, TrickOrder, bower_order, parse_suit,
                                 trick_line)
from .bid_whist import SideBidState
from .state import COMPASS, WhistRules

__all__ = ["GrandRules", "GrandState", "GrandMatch", "GRAND_LAWS", "GAMES", "grand_points", "euchre_table",
           "final_reckoning"]

_SRC = "seed 004 L3054-3169 (catalog 004.md §2.9)"

GRAND_LAWS = LawBook.of("Grand", _SRC, [
    ("bidding", "bidding", "From the dealer's left each bids once, a multiple of five, or passes; if the first three pass the dealer must bid."),
    ("game", "naming-game", "The highest bidder names whist, grand, euchre (bid 25 or less) or hearts (bid 50 or more); he leads first."),
    ("whist", "whist-scoring", "Whist: five a trick over six, a grand slam 65; failed, the bid is set back and the adversaries score five a trick over six."),
    ("grand", "grand-scoring", "Grand: no trumps, nine a trick over six, a grand slam 103 and the game; set-backs as whist at nine."),
    ("euchre", "euchre-discard", "Euchre: each lays away eight cards face down, keeping five; no trump below the 8 may be kept."),
    ("alone", "euchre-alone", "Under 20 the declarer plays with his partner, at 20 he chooses, at 25 he plays alone; alone he may take his partner's best card for one of his."),
    ("euchre-scoring", "euchre-scoring", "Euchre: 3 tricks 5, 4 tricks 10, 5 tricks 20, alone 25, to either side; failed, bid and 20 set back, alone twice the bid."),
    ("hearts", "hearts-scoring", "Hearts: the declarers score 50 taking no heart, else lose the bid and one a heart taken."),
    ("final", "final-reckoning", "Game is 100: 100 less the lower score to the higher, ten a set-back of difference to the fewer; the greater wins."),
])

#: the four games the highest bidder may name (seed 004 "Торговля")
GAMES = ("whist", "grand", "euchre", "hearts")
_HEARTS = 2
_KEEP = 5


def euchre_table(tricks: int, alone: bool = False) -> int:
    """Euchre's points for ``tricks`` of five (O117): 3 -> 5, 4 -> 10, 5 -> 20, 5 alone -> 25."""
    if tricks >= 5:
        return 25 if alone else 20
    return {3: 5, 4: 10}.get(tricks, 0)


def _whist_value(tricks: int, per_trick: int, slam: int) -> int:
    return slam if tricks == 13 else per_trick * max(0, tricks - 6)


def grand_points(game: str, bid: int, side_tricks: list[int], declarers: int, *, alone: bool = False,
                 hearts_taken: int = 0) -> tuple[list[int], bool]:
    """Points each side (0 N-S, 1 E-W) scores in a deal of ``game`` bid at ``bid`` by
    ``declarers``, and whether the declarers made it (see the module docstring; O116, O117).
    ``side_tricks``: tricks per side; ``hearts_taken``: hearts in the declarers' tricks."""
    d, o = declarers, 1 - declarers
    out = [0, 0]
    if game in ("whist", "grand"):
        per, slam = (5, 65) if game == "whist" else (9, 103)
        value = _whist_value(side_tricks[d], per, slam)
        if value >= bid and side_tricks[d] > 6:
            out[d] = value
            return out, True
        out[d] = -bid
        out[o] = per * max(0, side_tricks[o] - 6)
        return out, False
    if game == "euchre":
        value = euchre_table(side_tricks[d], alone)
        out[o] = euchre_table(side_tricks[o])
        if value >= bid and value > 0:
            out[d] = value
            return out, True
        out[d] = -2 * bid if alone else -(bid + 20)
        return out, False
    if game == "hearts":
        if hearts_taken == 0:
            out[d] = 50
            return out, True
        out[d] = -(bid + hearts_taken)
        return out, False
    raise IllegalAction(f"{game!r} is not one of {', '.join(GAMES)}")


def final_reckoning(scores: list[int], setbacks: list[int], target: int = 100) -> tuple[list[int], int | None]:
    """The end of a game of grand (O115): the credits per side and the winning side (None at
    equal credits). The side with the higher score is credited ``target`` less the lower
    score; the side with fewer set-backs ten a set-back of difference."""
    credit = [0, 0]
    if scores[0] != scores[1]:
        hi = 0 if scores[0] > scores[1] else 1
        credit[hi] += target - min(scores)
    if setbacks[0] != setbacks[1]:
        few = 0 if setbacks[0] < setbacks[1] else 1
        credit[few] += 10 * abs(setbacks[0] - setbacks[1])
    win = None if credit[0] == credit[1] else (0 if credit[0] > credit[1] else 1)
    return credit, win


@dataclass(frozen=True)
class GrandRules(WhistRules):
    max_bid: int = option(100, "the highest bid (a multiple of five)", _SRC, minimum=5, maximum=200,
                          bound="our bound: 100 by default, a grand slam at grand being 103")
    euchre_keep: str = option("no-low-trumps", "euchre's discard: 'no-low-trumps' (no trump below the 8 "
                              "kept, the seed's words), 'eight-up' (no card below the 8 kept where five can "
                              "be) or 'any' (catalog: the rule is unclear)", _SRC + " «Юкэ»",
                              choices=("no-low-trumps", "eight-up", "any"))
    target: int = option(100, "points for game", _SRC, minimum=5, maximum=1_000, bound="our bound: 1,000")
    deals: int = option(0, "an agreed number of deals ending the game (0: none, play to the target)", _SRC,
                        minimum=0, maximum=1_000, bound="our bound: 1,000")


class GrandState(SideBidState):
    """One deal of grand. Actions: ``bid 25`` / ``pass``; ``game whist`` (grand, euchre, hearts);
    ``trump hearts``; at euchre ``alone`` / ``partner``, ``discard 7H``, ``exchange 9C`` / ``keep``,
    ``give JH``; ``play QS``."""

    rules_cls = GrandRules

    def __init__(self, num_players: int = 4, rules: Any = None, shuffler=None, context: dict | None = None):
        self._begin_side_bidding(num_players, rules, shuffler, context)
        self.setbacks_before = self._context_numbers("setbacks", [0, 0])
        self.high = 0
        self.spoken = 0
        self.game_name: str | None = None
        self.alone = False
        self.discards: list[list[int]] = [[], [], [], []]
        self.exchanged: tuple[int, int] | None = None    # (card given, card taken) by a lone player
        self._play_phases = False

    # ----- turns -------------------------------------------------------------------------
    @property
    def partner(self) -> int:
        return (self.bidder + 2) % 4 if self.bidder is not None else -1

    @property
    def to_act(self) -> int | None:
        ph = self.phase
        if ph in ("game", "trump", "alone", "exchange"):
            return self.bidder
        if ph == "give":
            return self.partner
        if ph in ("discard", "bidding"):
            return self._turn
        if ph == "over":
            return None
        return super().to_act

    def _low(self, card: int) -> bool:
        keep = self.rules.euchre_keep
        if keep == "eight-up":
            return (card >> 2) + 2 < 8
        return keep == "no-low-trumps" and (card & 3) == self.trump and (card >> 2) + 2 < 8

    def _discardable(self, seat: int) -> list[int]:
        hand = self.tp.hands[seat]
        k = len(hand) - _KEEP
        low = [c for c in hand if self._low(c)]
        return low if low and len(low) >= k else list(hand)

    def _best_of(self, seat: int) -> list[int]:
        hand = self.tp.hands[seat]
        order = bower_order(self.trump, jokers=False)
        trumps = [c for c in hand if order.is_trump(c)]
        pool = trumps or hand
        top = max(order.rank[c] for c in pool)
        return [c for c in pool if order.rank[c] == top]

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "bidding":
            must = self.spoken == 3 and self.bidder is None
            lo = self.high + 5
            bids = [Action("bid", (n,)) for n in range(lo, self.rules.max_bid + 1, 5)]
            return bids if must else [Action("pass")] + bids
        if ph == "game":
            return [Action("game", (g,)) for g in self._games_open()]
        if ph == "trump":
            return [Action("trump", (n,)) for n in SUIT_NAMES]
        if ph == "alone":
            return [Action("alone"), Action("partner")]
        if ph == "discard":
            return [Action("discard", (Card(c),)) for c in self._discardable(self._turn)]
        if ph == "exchange":
            return [Action("keep")] + [Action("exchange", (Card(c),)) for c in self.tp.hands[self.bidder]]
        if ph == "give":
            return [Action("give", (Card(c),)) for c in self._best_of(self.partner)]
        if ph == "over":
            return []
        return super().legal_actions()

    def _games_open(self) -> list[str]:
        return [g for g in GAMES if not (g == "euchre" and self.high > 25) and not (g == "hearts" and self.high < 50)]

    def _check(self, action: Action) -> None:
        ph = self.phase
        if ph == "play":
            super()._check(action)
            return
        if self._is_legal(action):
            return
        v, a = action.verb, action.args
        if ph == "bidding":
            if v == "pass" and not a:
                raise IllegalAction("the first three have passed: the dealer must bid", GRAND_LAWS.cite("bidding"))
            if v == "bid" and len(a) == 1 and isinstance(a[0], int) and not isinstance(a[0], Card):
                n = a[0]
                if n % 5:
                    raise IllegalAction(f"a bid is a multiple of five, not {n}", GRAND_LAWS.cite("bidding"))
                raise IllegalAction(f"bid more than {self.high}, at most {self.rules.max_bid}, or pass",
                                    GRAND_LAWS.cite("bidding"))
            if v == "bid" and a:
                raise IllegalAction(f"a bid is a number of points, a multiple of five (bid 25), not "
                                    f"{' '.join(map(str, a))!r}", GRAND_LAWS.cite("bidding"))
            if v in ("game", "trump", "alone", "partner"):
                raise IllegalAction("the highest bidder names the game once the bidding is over: now "
                                    "bid a multiple of five (bid 25) or pass", GRAND_LAWS.cite("game"))
            raise IllegalAction("bid a multiple of five (bid 25) or pass", GRAND_LAWS.cite("bidding"))
        if ph == "game":
            if v == "game" and len(a) == 1 and a[0] in GAMES:
                need = "25 or less" if a[0] == "euchre" else "50 or more"
                raise IllegalAction(f"{a[0]} may be named only with a bid of {need}, not {self.high}",
                                    GRAND_LAWS.cite("game"))
            raise IllegalAction(f"name the game: {', '.join('game ' + g for g in self._games_open())}",
                                GRAND_LAWS.cite("game"))
        if ph == "trump":
            raise IllegalAction("name trumps: trump clubs, diamonds, hearts or spades", GRAND_LAWS.cite("game"))
        if ph == "alone":
            raise IllegalAction("at 20 say 'alone' or 'partner'", GRAND_LAWS.cite("alone"))
        if ph == "discard":
            seat = self._turn
            if v == "discard" and len(a) == 1 and isinstance(a[0], Card):
                if a[0] not in self.tp.hands[seat]:
                    raise IllegalAction(f"{COMPASS[seat]} does not hold {a[0]}", GRAND_LAWS.cite("euchre"))
                raise IllegalAction(f"{a[0]} may not be kept back: lay away "
                                    f"{' '.join(str(Card(c)) for c in self._discardable(seat))} first "
                                    f"(rule euchre_keep={self.rules.euchre_keep})", GRAND_LAWS.cite("euchre"))
            raise IllegalAction("lay away one card at a time (discard 7H)", GRAND_LAWS.cite("euchre"))
        if ph == "exchange":
            raise IllegalAction("give one of your cards for your partner's best (exchange 9C) or keep",
                                GRAND_LAWS.cite("alone"))
        if ph == "give":
            best = " ".join(str(Card(c)) for c in self._best_of(self.partner))
            raise IllegalAction(f"give your best card: {best}", GRAND_LAWS.cite("alone"))
        raise IllegalAction("the deal is over")

    # ----- the phases --------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        ph, v = self.phase, action.verb
        if ph == "play":
            super()._apply(action)
            if self.tp.over:
                self.phase = "over"
            return
        if ph == "bidding":
            seat = self._turn
            if v == "bid":
                self.high, self.bidder = action.args[0], seat
            self.spoken += 1
            self._turn = (seat + 1) % 4
            if self.spoken == 4:
                self.phase = "game"
            return
        if ph == "game":
            self.game_name = action.args[0]
            if self.game_name in ("whist", "euchre"):
                self.phase = "trump"
            else:
                self._start_play()
            return
        if ph == "trump":
            self.trump = parse_suit(action.args[0])
            if self.game_name == "whist":
                self._start_play()
            elif self.high == 20:
                self.phase = "alone"
            else:
                self.alone = self.high >= 25
                self._start_discards()
            return
        if ph == "alone":
            self.alone = v == "alone"
            self._start_discards()
            return
        if ph == "discard":
            seat = self._turn
            c = int(action.args[0])
            self.tp.hands[seat].remove(c)
            self.discards[seat].append(c)
            if len(self.tp.hands[seat]) == _KEEP:
                nxt = self._next_discarder(seat)
                if nxt is None:
                    if self.alone:
                        self.phase = "exchange"
                    else:
                        self._start_play()
                else:
                    self._turn = nxt
            return
        if ph == "exchange":
            if v == "keep":
                self._start_play()
            else:
                self.exchanged = (int(action.args[0]), -1)
                self.phase = "give"
            return
        if ph == "give":
            gave, took = self.exchanged[0], int(action.args[0])   # type: ignore[index]
            hands = self.tp.hands
            hands[self.bidder].remove(gave)
            hands[self.partner].remove(took)
            hands[self.bidder].append(took)
            hands[self.partner].append(gave)
            self.exchanged = (gave, took)
            self._start_play()
            return
        raise IllegalAction("the deal is over")   # pragma: no cover (refused by _check)

    def _next_discarder(self, seat: int) -> int | None:
        for k in range(1, 4):
            s = (seat + k) % 4
            if s == self.bidder:
                return None
            if not (self.alone and s == self.partner):
                return s
        return None

    def _start_discards(self) -> None:
        self.phase = "discard"
        self._turn = self.bidder

    def _start_play(self) -> None:
        g = self.game_name
        if g == "euchre":
            order = bower_order(self.trump, jokers=False)
        else:
            order = TrickOrder(self.trump if g == "whist" else None)
        out = (self.partner,) if self.alone else ()
        for h in self.tp.hands:
            h.sort(key=lambda c: (-order.suit[c], -order.rank[c]))
        self.tp = OrderedTrickPlay(self.tp.hands, order, self.bidder, out)
        self.phase = "play"

    def clone(self) -> "GrandState":
        s = super().clone()
        s.discards = [d[:] for d in self.discards]
        return s

    def referee_calls(self) -> list[str]:
        return []        # the parent games' irregularities are not refereed here (module docstring)

    # ----- scoring -----------------------------------------------------------------------
    def side_tricks(self) -> list[int]:
        w = self.tp.won
        return [w[0] + w[2], w[1] + w[3]]

    def _deal_points(self) -> tuple[list[int], bool]:
        if self.phase != "over":
            raise DealNotOver("the deal is not finished")
        side = self.bidder & 1     # type: ignore[operator]
        hearts = sum(1 for _, cards, w in self.tp.quitted if w & 1 == side for c in cards if c & 3 == _HEARTS)
        return grand_points(self.game_name, self.high, self.side_tricks(), side,   # type: ignore[arg-type]
                            alone=self.alone, hearts_taken=hearts)

    def points(self) -> list[int]:
        return self._deal_points()[0]

    def made(self) -> bool:
        return self._deal_points()[1]

    def grand_slam_side(self) -> int | None:
        """The side that took all thirteen tricks at grand (it wins the game, seed «Гранд»)."""
        if self.phase != "over" or self.game_name != "grand":
            return None
        t = self.side_tricks()
        return 0 if t[0] == 13 else 1 if t[1] == 13 else None

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        p = self.points()
        return (f"{self.game_name} at {self.high} by {COMPASS[self.bidder]}{' alone' if self.alone else ''}: "   # type: ignore[index]
                f"{'made' if self.made() else 'set back'}; points N-S {p[0]}, E-W {p[1]}")

    # ----- what a seat sees --------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out = super().card_locations()
        for i, d in enumerate(self.discards):
            out[f"laid away {COMPASS[i]}"] = [Card(c) for c in d]
        return out

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = super().hidden_cards(seat)
        for i, d in enumerate(self.discards):
            if i != seat:
                out.update(Card(c) for c in d)
        if seat is not None and seat == self.bidder and self.exchanged and self.exchanged[1] >= 0:
            out.discard(Card(self.exchanged[0]))       # he knows the card he gave
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        tp = self.tp
        trick_seats = tp.trick_seats() if isinstance(tp, OrderedTrickPlay) else []
        v: dict[str, Any] = {
            "game": "grand", "phase": self.phase, "seat": None if seat is None else COMPASS[seat],
            "dealer": COMPASS[self.dealer], "bid": self.high,
            "bidder": None if self.bidder is None else COMPASS[self.bidder],
            "named": self.game_name, "alone": self.alone,
            "trump": None if self.trump is None else SUIT_NAMES[self.trump],
            "hand": [str(c) for c in tp.hands[seat]] if seat is not None else None,
            "hand_sizes": {COMPASS[i]: len(h) for i, h in enumerate(tp.hands)},
            "to_act": None if self.to_act is None else COMPASS[self.to_act],
            "trick": [[COMPASS[s], str(c)] for s, c in zip(trick_seats, tp.trick)],
            "tricks": {"NS": tp.won[0] + tp.won[2], "EW": tp.won[1] + tp.won[3]},
            "played": [[[COMPASS[s], str(c)] for s, c in zip(self._seats_from(ld, len(cards)), cards)]
                       for ld, cards, _ in tp.quitted],
            "score": {"NS": self.score_before[0], "EW": self.score_before[1]},
            "setbacks": {"NS": self.setbacks_before[0], "EW": self.setbacks_before[1]},
            "playing_for": None if self.phase != "play" else COMPASS[tp.turn], "dummy_hands": {},
            "sitting_out": COMPASS[self.partner] if self.alone else None,
        }
        if seat is not None and self.discards[seat]:
            v["laid_away"] = [str(Card(c)) for c in self.discards[seat]]
        if seat is not None and seat == self.bidder and self.exchanged and self.exchanged[1] >= 0:
            v["exchanged"] = {"gave": str(Card(self.exchanged[0])), "took": str(Card(self.exchanged[1]))}
        if self.phase == "over":
            p = self.points()
            v["points"] = {"NS": p[0], "EW": p[1]}
            v["made"] = self.made()
        return v

    def _seats_from(self, leader: int, n: int) -> list[int]:
        tp = self.tp
        if isinstance(tp, OrderedTrickPlay):
            return [tp.seat_at(leader, i) for i in range(n)]
        return [(leader + i) % 4 for i in range(n)]    # pragma: no cover (quitted only in play)

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        head = (f"Grand - dealer {view['dealer']} - bid {view['bid'] or '-'}"
                + (f" by {view['bidder']}" if view["bidder"] else "")
                + (f" - {view['named']}" if view["named"] else "")
                + (f" - trumps {view['trump']}" if view["trump"] else "")
                + (f" - {view['bidder']} alone" if view["alone"] else ""))
        lines = [head]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view.get("laid_away"):
            lines.append("Laid away: " + " ".join(view["laid_away"]))
        lines.append(trick_line(view["trick"]) + f"   tricks NS {view['tricks']['NS']} EW {view['tricks']['EW']}")
        if view.get("points"):
            lines.append(f"Deal over: points NS {view['points']['NS']} EW {view['points']['EW']}")
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)


class GrandMatch(Match):
    """A game of grand: each side's score and set-backs carried from deal to deal
    (``context["score"]``, ``context["setbacks"]``); over at ``target`` points, at a grand slam
    at grand, or after the agreed number of ``deals``; :meth:`reckoning` is the book's final
    calculation (O115)."""

    def carry(self, state: Any) -> dict[str, Any]:
        ctx = super().carry(state)
        p = state.points()
        score = list(state.score_before)
        setbacks = list(state.setbacks_before)
        for s in (0, 1):
            score[s] += p[s]
        if not state.made():
            setbacks[state.bidder & 1] += 1
        ctx["score"], ctx["setbacks"] = score, setbacks
        if state.grand_slam_side() is not None:
            ctx["slam_won"] = state.grand_slam_side()
        return ctx

    @property
    def is_over(self) -> bool:
        r = self.rules
        score = self.context.get("score", [0, 0])
        if "slam_won" in self.context or max(score) >= r.target:
            return True
        return bool(r.deals) and len(self.deals) >= r.deals

    def reckoning(self) -> tuple[list[int], int | None]:
        """(credits per side, winning side) by the book's final calculation (O115)."""
        return final_reckoning(list(self.context.get("score", [0, 0])), list(self.context.get("setbacks", [0, 0])),
                               self.rules.target)

