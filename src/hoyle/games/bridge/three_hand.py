"""Three-hand auction bridge (Foster 1914, 001 part 1 §4.1): three players, each for himself;
four hands are dealt, the fourth (the dummy, opposite the dealer) untouched until the bidding
ends; the highest bidder takes the dummy, the other two play together against him.

* Bidding as auction bridge (values, doubling, overcalls), the dealer first, until two
  players pass a bid (:class:`~hoyle.mechanics.bidding.Auction` with three sides).
* Play: the declarer sits with the dummy opposite him; the player on his left leads.
* Scoring: a contract made scores as auction to the declarer; a failed one scores the
  undertricks to *each* adversary. Honours are each player's own (the declarer scores his
  and the dummy's separately): one, two, three honours as many tricks, four eight, five ten;
  at no-trump each ace 10, four in one hand 100. A game (30 below) is worth 125 at once; a
  second game another 125 and the rubber 250.
* Outcome: each player wins or loses the difference of the deal's points to each other
  player (the book's settlement, applied per deal).

* Irregularities (laws of three-hand auction 5, 6, 9, 10), refereed by :meth:`referee`:
  a bid out of turn costs 50 to each other player's honour score and is void unless both
  others condone it by passing or bidding over it (then no penalty, it stands); a double out
  of turn costs 100 to each other player, and the player doubled decides whether it stands
  (if not, the third player may not double that bid); a card exposed before the final
  declaration gives each other player 50, and a declarer who is not the offender may require
  or forbid that suit's lead from the player on his left; after the declaration a card the
  declarer exposes is no penalty, one an adversary exposes is an exposed card as at auction
  (laws 67-68), liable to be called. With ``referee_mode`` a revoke is accepted in play and
  may be claimed as at auction (law 84: the declarer takes three tricks or 100; a declarer's
  revoke gives each adversary 100, our reading of "both opponents score"); the dummy is never
  penalised (law 63).
* A rubber (:class:`ThreeHandRubber`) ends when one player has two games (two, three or four
  games, law 11); each then wins or loses the difference of totals to each other player
  (law 15). The book's settlement example (A 240, B 980, C 456) prints 215 for A-C where the
  difference is 216 (catalog misprint flag); the algorithm is the law's, not the misprint.

Seats 0, 1, 2 clockwise from the first dealer's left; the dealer is seat 2 unless the
context says otherwise. The deal passes to the left (the base match rotation).
"""

from __future__ import annotations

import copy
from typing import Any

from ...cards import ALL_CARDS, Card, parse_card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.determinise import Zone
from ...core.state import GameState
from ...mechanics.bidding import DOUBLE, Auction, bid_action, parse_denomination
from ...mechanics.tricks import PLAY, SUIT_NAMES, TrickPlay, referee_call, sort_hands, trick_line
from .scoring import AUCTION_VALUES, SUIT_OF, auction_score, per_seat
from .state import AUCTION_LAWS, BridgeRules
from .for_three import ThreePlayerRubber
from .variants import three_hand_honours

__all__ = ["ThreeHandAuctionState", "THREE_HAND_LAWS", "ThreeHandRubber"]

THREE_HAND_LAWS = LawBook.of("Three-hand auction", "Foster 1914, 001 part 1 §4.1", [
    ("4.1a", "deal", "Four hands are dealt; the dummy, opposite the dealer, is not touched until the bidding ends."),
    ("4.1b", "bidding", "Bidding as at auction, the dealer first, until two players pass a bid."),
    ("4.1c", "play", "The highest bidder takes the dummy, opposite himself; the two others play against him."),
    ("4.1d", "scoring", "A failed contract scores to each adversary; honours are scored by each holder; a game is worth 125, the rubber 250 more."),
    ("4.1e", "bid-out-of-turn", "A bid out of turn costs 50 to each opponent's honour score.", "50 to each"),
    (5, "declaration-out-of-turn", "A declaration out of turn gives each other player 50 in his honour score; it does not take away the turn of the player in turn unless both others accept it by passing or bidding.", "50 to each"),
    (6, "correction", "If the next player passes or bids over a declaration out of turn, the third may still demand correction under law 5; only the first offender is penalised."),
    (7, "declarer", "The player whose declaration both others pass plays his hand and the dummy against them, partners for that deal."),
    (9, "exposed-card", "A card exposed between the deal and the final declaration gives each of the offender's opponents 50, and a declarer not the offender may require or forbid that suit's lead from the player on his left; after the declaration the declarer's exposed card is no penalty, an adversary's is treated as at auction.", "50 to each"),
    (10, "double-out-of-turn", "A double out of turn gives each other player 100; the player doubled decides whether it stands; if refused, the other player may not double that declaration.", "100 to each"),
    (11, "rubber", "The rubber goes on until one player has won two games: two, three or four games."),
    (13, "honours", "Each player scores his own honours: one to three that many tricks, four eight, five ten; no-trump aces 10 each, four in one hand 100; the declarer scores his own and the dummy's separately."),
    (14, "game-bonus", "125 for each game won and 250 for the rubber."),
    (15, "settlement", "At the end of the rubber each wins from or loses to each other player the difference of their totals."),
])


def _honour_counts(hand: list[int], denom: str) -> tuple[int, bool]:
    if denom == "notrump":
        n = sum(1 for c in hand if (c >> 2) + 2 == 14)
        return n, True
    s = SUIT_OF[denom]
    return sum(1 for c in hand if c & 3 == s and (c >> 2) + 2 >= 10), True


class ThreeHandAuctionState(GameState):
    """One deal of three-hand auction. Actions: ``bid 2 hearts``, ``pass``, ``double``,
    ``redouble``, ``play QS``."""

    rules_cls = BridgeRules
    unit = "points"

    def __init__(self, num_players: int = 3, rules: BridgeRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if num_players != 3:
            raise SetupError("three-hand auction is played by three")
        self.dealer = int(self.context.get("dealer", 2)) % 3
        self.below_before = self._context_numbers("below", [0, 0, 0])
        self.games_before = self._context_numbers("games", [0, 0, 0])
        deck = self.shuffler.shuffle(ALL_CARDS)
        # deal round the four places from the dealer's left: the three players, and the dummy
        # opposite the dealer (after the dealer's left-hand player)
        order = [(self.dealer + 1) % 3, "dummy", (self.dealer + 2) % 3, self.dealer]
        hands: dict[Any, list[Card]] = {k: [] for k in order}
        for j, c in enumerate(deck):
            hands[order[j % 4]].append(c)
        sort_hands(hands.values())
        self.hands = [hands[0], hands[1], hands[2]]
        self.dummy_hand = hands["dummy"]
        self.dealt = [list(h) for h in self.hands] + [list(self.dummy_hand)]
        values = dict(AUCTION_VALUES)
        if not self.rules.nullo:
            del values["nullo"]
        self.auction = Auction(values, first=self.dealer, n=3, partners=lambda s: s, dealer_must_bid=True)
        self.phase = "auction"
        self.contract: tuple[int, str] | None = None
        self.declarer: int | None = None
        self.doubled = 0
        self.tp: TrickPlay | None = None
        self.pos: list[Any] = []            # play position -> player (or "dummy")
        self._result: dict | None = None
        self.penalty = [0, 0, 0]            # honour-score penalties received (laws 5, 9, 10)
        self.rulings: list[Ruling] = []
        self.no_double: tuple | None = None  # (contract, bidder, player barred from doubling it), law 10
        self.early_exposed: list[tuple[int, Card]] = []   # cards exposed before the declaration (law 9)
        self.forbidden_lead: int | None = None            # suit the eldest hand may not lead (law 9)
        self.claims: list[tuple[int, str]] = []           # (index in tp.revokes, penalty chosen), law 84

    # ----- contract ----------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.phase == "auction":
            return self.auction.turn
        if self.phase == "play":
            who = self.pos[self.tp.turn]
            return self.declarer if who == "dummy" else who
        return None

    def _double_barred(self) -> bool:
        a, nd = self.auction, self.no_double
        return nd is not None and (a.contract, a.bidder, a.turn) == nd

    def _lead_forbidden(self) -> bool:
        tp = self.tp
        return (self.forbidden_lead is not None and tp.turn == 1 and not tp.quitted and not tp.trick)

    def legal_actions(self) -> list[Action]:
        if self.phase == "auction":
            acts = self.auction.legal()
            if self.no_double is not None and self._double_barred():
                acts = [a for a in acts if a != DOUBLE]
            return acts
        if self.phase == "play":
            cards = self.tp.legal()
            if self.forbidden_lead is not None and self._lead_forbidden():
                cards = [c for c in cards if c & 3 != self.forbidden_lead] or cards
            return [PLAY[c] for c in cards]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "auction":
            found = self.auction.check(action)
            if found:                          # a malformed call (topic None) breaks no law
                raise IllegalAction(found[0], None if found[1] is None else THREE_HAND_LAWS.cite("4.1b"))
            if action == DOUBLE and self._double_barred():
                raise IllegalAction("this declaration may not be doubled by you: its bidder refused your "
                                    "partner's double out of turn", THREE_HAND_LAWS.cite(10))
            return
        if self.phase == "play":
            tp = self.tp
            if (self.rules.referee_mode and tp.turn != 2 and action.verb == "play" and len(action.args) == 1
                    and isinstance(action.args[0], Card) and action.args[0] in tp.hands[tp.turn]
                    and tp.is_revoke(tp.turn, action.args[0])):
                return                     # a revoke at a physical table, to be claimed (law 84)
            tp.check_play(action, "Foster 1914, 001 part 1 §2.15, law 83 (revoke)")
            if self.forbidden_lead is not None and self._lead_forbidden() and not self._is_legal(action):
                raise IllegalAction(f"the declarer has forbidden the lead of {SUIT_NAMES[self.forbidden_lead]}",
                                    THREE_HAND_LAWS.cite(9))
            return
        super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "play":
            self.tp.play(action.args[0])
            self.forbidden_lead = None
            if self.tp.over:
                self.phase = "over"
            return
        a = self.auction
        a.call(action)
        self._apply_auction_end()


    def clone(self) -> "ThreeHandAuctionState":
        s = copy.copy(self)
        s.auction = self.auction.clone()
        if self.tp is not None:
            s.tp = self.tp.clone()        # the hands now live in the TrickPlay
        else:
            s.hands = [h[:] for h in self.hands]
            s.dummy_hand = self.dummy_hand[:]
        s.history = self.history[:]
        s.log = self.log[:]
        if self.rulings:
            s.rulings = self.rulings[:]
            s.penalty = self.penalty[:]
            s.early_exposed = self.early_exposed[:]
        return s

    # ----- scoring ---------------------------------------------------------------------------
    def deal_points(self) -> list[int]:
        """Each player's points from this deal (trick score, honours, penalties, bonuses)."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self._result is not None:
            return self._result["points"]
        d = self.declarer
        level, denom = self.contract
        w = self.tp.won
        tricks = w[0] + w[2]
        n_by = [sum(1 for i, _ in self.claims if (self.tp.revokes[i].seat & 1) == side) for side in (0, 1)]
        choice = next((c for i, c in self.claims if self.tp.revokes[i].seat & 1), "tricks")
        r = auction_score(level, denom, tricks, self.doubled, revokes=(n_by[0], n_by[1]), revoke_choice=choice)
        pts = [0, 0, 0]
        below = [0, 0, 0]
        below[d] = r.decl_below
        pts[d] += r.decl_above
        for o in ((d + 1) % 3, (d + 2) % 3):
            pts[o] += r.defs_above                     # each adversary scores the undertricks
        if denom != "nullo":
            for p in range(3):
                n, _ = _honour_counts(self.dealt[p], denom)
                pts[p] += three_hand_honours(denom, n)
            n, _ = _honour_counts(self.dealt[3], denom)
            pts[d] += three_hand_honours(denom, n)
        for p in range(3):
            pts[p] += self.penalty[p]
        games = self.games_before[:]
        if self.below_before[d] + below[d] >= 30:
            games[d] += 1
            pts[d] += 125
            if games[d] == 2:
                pts[d] += 250
        total = [pts[p] + below[p] for p in range(3)]
        self._result = {"points": total, "below": below, "games": games}
        return total

    def outcome(self) -> list[int]:
        p = self.deal_points()
        return [3 * p[i] - sum(p) for i in range(3)]

    # ----- views -----------------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        if self.tp is None:
            out = {f"hand {i}": list(h) for i, h in enumerate(self.hands)}
            out["dummy"] = list(self.dummy_hand)
            return out
        out = {f"place {i}": list(h) for i, h in enumerate(self.tp.hands)}
        out.update(self.tp.locations())
        return out

    def _dummy_public(self) -> bool:
        return self.tp is not None and (bool(self.tp.quitted) or bool(self.tp.trick))

    def card_zones(self) -> dict[str, Zone]:
        """The default zones and, before the play, the dummy's hand lying apart."""
        zones = super().card_zones()
        if zones and self.tp is None:
            zones["dummy"] = Zone(self.dummy_hand, attr="dummy_hand")
        return zones

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set()
        for p in range(3):
            if p != seat:
                out.update(self._hand(p))
        if not (self._dummy_public() or (self.tp is not None and seat == self.declarer)):
            out.update(self.dummy_hand if self.tp is None else self.tp.hands[2])
        if self.tp is not None:
            for e in self.tp.exposed:
                out.difference_update(e)
        return out

    def _hand(self, p: int) -> list[Card]:
        if self.tp is None:
            return self.hands[p]
        return self.tp.hands[self.pos.index(p)]

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "three-hand-auction", "phase": self.phase, "seat": seat, "dealer": self.dealer,
            "hand": [str(c) for c in self._hand(seat)] if seat is not None else None,
            "auction": [[s, str(a)] for s, a in self.auction.calls],
            "to_act": self.to_act, "below": self.below_before, "games": self.games_before,
        }
        if self.contract is not None:
            v["contract"] = f"{self.contract[0]} {self.contract[1]}"
            v["doubled"] = self.doubled
            v["declarer"] = self.declarer
        if self.tp is not None:
            tp = self.tp
            if self._dummy_public() or seat == self.declarer:
                v["dummy_hand"] = [str(c) for c in tp.hands[2]]
            v["trick"] = [[str(self.pos[(tp.leader + i) % 4]), str(c)] for i, c in enumerate(tp.trick)]
            v["playing_for"] = self.pos[tp.turn] if self.phase == "play" else None
            v["tricks"] = {"declarer": tp.won[0] + tp.won[2], "adversaries": tp.won[1] + tp.won[3]}
            if any(tp.exposed):
                v["exposed"] = {str(self.pos[i]): [str(c) for c in e] for i, e in enumerate(tp.exposed) if e}
        if self.rulings:
            v["penalties"] = self.penalty[:]
        if self.phase == "over":
            v["points"] = self.deal_points()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Three-hand auction - dealer {view['dealer']} - games {per_seat(view['games'])}",
                 "Auction: " + (", ".join(f"{s}: {a}" for s, a in view["auction"]) or "(none)")]
        if view.get("contract"):
            lines.append(f"Contract: {view['contract']} by {view['declarer']}"
                         + (" doubled" if view["doubled"] == 1 else " redoubled" if view["doubled"] == 2 else ""))
        if view.get("hand") is not None:
            lines.append(f"Your hand (seat {view['seat']}): " + " ".join(view["hand"]))
        if view.get("dummy_hand") is not None:
            lines.append("Dummy: " + " ".join(view["dummy_hand"]))
        if "trick" in view:
            lines.append(trick_line(view["trick"])
                         + f"   tricks {per_seat(view['tricks'])}")
        if view.get("points"):
            lines.append(f"Hand over: points {per_seat(view['points'])}")
        elif view.get("to_act") is not None:
            lines.append(f"seat {view['to_act']} to act")
        return "\n".join(lines)

    # ----- referee (laws of three-hand auction 5, 6, 9, 10) -----------------------------------
    def referee_calls(self) -> list[str]:
        return ["bid-out-of-turn", "double-out-of-turn", "exposed-card", "exposed-suit-lead", "call-card",
                "revoke"]

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        """Settle an irregularity at a physical table (``seat``: the offender, or the declarer
        for his choices). Calls:

        * ``"bid-out-of-turn"``, ``bid="2 hearts"``: 50 to each other player and the bid is
          void, the turn unchanged (law 5; law 6: also when the next player passed or bid
          over it and the third demands correction, only the first offender paying); with
          ``condoned=True`` both others passed or bid over it: no penalty and it stands, the
          bidding going on from the offender's left. A pass out of turn costs nothing (law 49).
        * ``"double-out-of-turn"``, ``stands=True|False`` (the doubled player's choice): 100 to
          each other player (law 10); a refused double bars the third player from doubling
          that declaration.
        * ``"exposed-card"``, ``card="QS"``: before the final declaration 50 to each other
          player (law 9); after it, the declarer's card is no penalty, an adversary's lies
          face up, liable to be called (auction laws 67-68).
        * ``"exposed-suit-lead"`` (the declarer, before the opening lead), ``require=True`` or
          ``False``: the eldest hand must (must not) lead the suit of a card another player
          exposed before the declaration (law 9).
        * ``"call-card"`` (the declarer), ``target`` (a player), ``card``: an adversary's exposed
          card must be played when it can be without revoking (auction law 75).

        Returns the ruling (kept in ``self.rulings`` and the record); raises IllegalAction,
        the state unchanged, when the call does not apply.
        """
        if not isinstance(seat, int) or not 0 <= seat < 3:
            raise IllegalAction(f"no player {seat} at three-hand auction")
        before = (self.rulings, self.penalty, self.early_exposed, self.claims)
        self.rulings, self.penalty, self.early_exposed = self.rulings[:], self.penalty[:], self.early_exposed[:]
        self.claims = self.claims[:]
        try:
            ruling = referee_call(self, seat, call, details, ("player 0", "player 1", "player 2"))
        except (IllegalAction, TypeError) as exc:
            self.rulings, self.penalty, self.early_exposed, self.claims = before
            if isinstance(exc, TypeError):
                raise IllegalAction(f"bad details for {call!r}: {exc}") from None
            raise
        self._result = None
        return ruling

    def _others_score(self, seat: int, points: int) -> None:
        for p in range(3):
            if p != seat:
                self.penalty[p] += points

    def _in_auction(self, seat: int, law) -> Auction:
        if self.phase != "auction":
            raise IllegalAction("this applies during the bidding", THREE_HAND_LAWS.cite(law))
        if self.auction.turn == seat:
            raise IllegalAction(f"it is player {seat}'s turn: that call was in turn", THREE_HAND_LAWS.cite(law))
        return self.auction

    def _ref_bid_out_of_turn(self, seat: int, bid: str = "", condoned: bool = False,
                             next_called: bool = False) -> Ruling:
        a = self._in_auction(seat, 5)
        if str(bid).strip().lower() == "pass":
            return Ruling(law=AUCTION_LAWS.cite(49), penalty="none: a pass out of turn is not penalised")
        try:
            level, word = str(bid).split()
            action = bid_action(int(level), parse_denomination(word))
        except (ValueError, KeyError):
            raise IllegalAction(f"{bid!r} is not a bid like '2 hearts'", THREE_HAND_LAWS.cite(5)) from None
        if condoned:
            saved = a.turn
            a.turn = seat
            why = a.why_illegal(action)
            if why:
                a.turn = saved
                raise IllegalAction(why, THREE_HAND_LAWS.cite("4.1b"))
            a.call(action)
            self._apply_auction_end()
            return Ruling(law=THREE_HAND_LAWS.cite(5), penalty="none: both others passed or bid over it, so it stands; the bidding goes on "
                               "from the offender's left")
        self._others_score(seat, 50)
        law = THREE_HAND_LAWS.cite(6 if next_called else 5)
        return Ruling(law=law, penalty=f"50 to each other player's honour score; the bid is void and player "
                                       f"{a.turn} keeps his turn" + ("; only the first offender is penalised"
                                                                     if next_called else ""))

    def _ref_double_out_of_turn(self, seat: int, stands: bool = False) -> Ruling:
        a = self._in_auction(seat, 10)
        if a.contract is None or a.doubled or a.bidder == seat:
            raise IllegalAction("there is no bid of another player to double", THREE_HAND_LAWS.cite(10))
        self._others_score(seat, 100)
        bidder = a.bidder
        if stands:
            a.turn = seat
            a.call(DOUBLE)
            self._apply_auction_end()
            what = "the double stands (the bidder's choice); the bidding goes on from the offender's left"
        else:
            third = 3 - seat - bidder
            self.no_double = (a.contract, bidder, third)
            what = (f"the bidder refuses the double; player {third} may not double "
                    f"{a.contract[0]} {a.contract[1]}")
        return Ruling(law=THREE_HAND_LAWS.cite(10), penalty=f"100 to each other player's honour score; {what}")

    def _ref_exposed_card(self, seat: int, card: Any = None) -> Ruling:
        c = _card(card, THREE_HAND_LAWS.cite(9))
        if c not in self._hand(seat):
            raise IllegalAction(f"player {seat} does not hold {card}", THREE_HAND_LAWS.cite(9))
        if self.phase == "auction":
            self._others_score(seat, 50)
            self.early_exposed.append((seat, c))
            return Ruling(law=THREE_HAND_LAWS.cite(9), penalty="50 to each other player's honour score; a declarer other than the offender "
                               "may require or forbid that suit's lead from the player on his left")
        if seat == self.declarer:
            return Ruling(law=THREE_HAND_LAWS.cite(9), penalty="none: the declarer's exposed card is not penalised")
        i = self.pos.index(seat)
        self.tp.expose(i, c)
        return Ruling(law=THREE_HAND_LAWS.cite(9) + "; " + AUCTION_LAWS.cite("67-68"), penalty=f"{c} lies face up, liable to be called by the declarer")

    def _ref_exposed_suit_lead(self, seat: int, require: bool = True, card: Any = None) -> Ruling:
        law = THREE_HAND_LAWS.cite(9)
        if self.phase != "play" or self.tp.quitted or self.tp.trick:
            raise IllegalAction("the lead is required or forbidden before the opening lead", law)
        if seat != self.declarer:
            raise IllegalAction("only the declarer chooses this penalty", law)
        shown = [c for p, c in self.early_exposed if p != seat]
        if card is not None:
            c = _card(card, law)
            shown = [x for x in shown if x == c]
        if not shown:
            raise IllegalAction("no card was exposed by another player before the declaration", law)
        suit = shown[-1] & 3
        eldest = self.pos[1]
        if require:
            if not any(c & 3 == suit for c in self.tp.hands[1]):
                return Ruling(law=law, penalty=f"none: player {eldest} holds no {SUIT_NAMES[suit]}")
            self.tp.suit_called[1] = suit
            return Ruling(law=law, penalty=f"player {eldest} must lead {SUIT_NAMES[suit]}")
        self.forbidden_lead = suit
        return Ruling(law=law, penalty=f"player {eldest} may not lead {SUIT_NAMES[suit]}")

    def _ref_call_card(self, seat: int, target: int = -1, card: Any = None) -> Ruling:
        law = AUCTION_LAWS.cite(75)
        if self.phase != "play" or seat != self.declarer or target not in self.pos or target == seat:
            raise IllegalAction("the declarer calls an adversary's exposed card during the play", law)
        c = _card(card, law)
        i = self.pos.index(target)
        if c not in self.tp.exposed[i]:
            raise IllegalAction(f"{card} is not an exposed card of player {target}", law)
        self.tp.called[i] = c
        return Ruling(law=law, penalty=f"player {target} must play {c} when he can without revoking")

    def _ref_revoke(self, seat: int, penalty: str = "tricks") -> Ruling:
        law = AUCTION_LAWS.cite(84)
        if self.tp is None:
            raise IllegalAction("no card has been played", law)
        if penalty not in ("tricks", "points"):
            raise IllegalAction("choose three tricks or 100 points", law)
        side = 0 if seat == self.declarer else 1
        claimed = {i for i, _ in self.claims}
        for i, r in enumerate(self.tp.revokes):
            if (r.seat & 1) != side and r.established and i not in claimed:
                if r.seat == 2:
                    raise IllegalAction("the dummy cannot be penalised for a revoke; the trick stands",
                                        AUCTION_LAWS.cite(63))
                self.claims.append((i, penalty))
                what = ("the declarer takes three tricks or adds 100" if side == 0 else
                        "the declarer scores no trick points and each adversary adds 100")
                return Ruling(law=law, penalty=what, effect={"revoke": r.to_dict()})
        raise IllegalAction("no established revoke by the other side is found", law)

    def _apply_auction_end(self) -> None:
        """After a call made by the referee: start the play if the bidding is over."""
        a = self.auction
        if a.over:
            self.contract, self.doubled, self.declarer = a.contract, a.doubled, a.bidder
            d = self.declarer
            left, right = (d + 1) % 3, (d + 2) % 3
            self.pos = [d, left, "dummy", right]
            hands = [self.hands[d], self.hands[left], self.dummy_hand, self.hands[right]]
            self.tp = TrickPlay(hands, SUIT_OF.get(self.contract[1]), 1)
            self.phase = "play"


def _card(card: Any, law: str) -> Card:
    if isinstance(card, Card):
        return card
    try:
        return parse_card(str(card))
    except (ValueError, TypeError):
        raise IllegalAction(f"{card!r} is not a card like 'QS'", law) from None


class ThreeHandRubber(ThreePlayerRubber):
    """A rubber of three-hand auction (laws 11, 14, 15): the deal passes to the left; trick
    points below the line carry until someone makes 30 (a game, then all start afresh); the
    rubber ends when one player has two games. ``scores`` are the players' totals and
    :meth:`settlement` the law-15 settlement (each pays each the difference); the match
    ``totals`` (the sum of every deal's differences) equal its net."""

    def carry(self, state) -> dict:
        ctx = super().carry(state)
        r = state._result
        return self._carry_scores(ctx, state, state.deal_points(), r["below"], r["games"])
