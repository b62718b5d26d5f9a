"""Vint, the Russian national game (Foster 1914, seed 001 part 5 "ВИНТ"; catalog 001_part5.md §6).

Four players in two partnerships (seats N E S W, N-S against E-W), 52 cards dealt one at a time,
thirteen each, no trump turned. The bidding (``заказ козыря``) is the auction of
:class:`hoyle.mechanics.bidding.Auction` with vint's comparison: from the dealer, each bids a
number of tricks over book (``bid 1 spades`` is seven tricks) in a suit, the suits ranking
spades, clubs, diamonds, hearts and no-trumps above; a bid overcalls with more tricks, or as many
in a higher suit (:class:`VintAuction`). The highest bidder plays his contract; the player on his
left leads; there is **no dummy**: all four play their own hands (the trick mechanic of
:mod:`hoyle.mechanics.tricks`, follow suit).

Scoring (§6, every number the book's): every trick taken counts, for both sides, at ten times the
contract's level (:func:`trick_points`; game is 500 of them, a game 1000, the rubber 2000 above
the line); a contract failed gives the adversaries 100 times the trick value for each trick short
(:func:`undertrick_penalty`); slams (:func:`slam_bonus`); honours, A K Q J 10 of trumps and the
four aces, ten times the trick value each (at no-trumps the aces alone, 25 times), scored by the
side holding the majority of both in full, split majorities offsetting (:func:`honour_score`);
coronets, sequences of three or more in one hand and three or four aces in one hand
(:func:`coronets`).

Readings where the book is unclear (the catalog's ambiguities, §6 ⚠), so ``status="partial"``:

* the bidding ends when three pass a bid; four passes throw the deal in (the book gives no end);
  the dealer speaks first, as printed; there is no doubling (the book names none);
* a player never raises his own bid: the auction comes back to him only over another's bid, or
  ends (the book's rule, which the three passes enforce);
* the aces tied two and two go, for the honour count, to the side that won more tricks (the
  book's one example, 5 honours or 1, read so);
* four aces in one hand are a coronet of 1000 (three aces 500, the fourth +500, as the extra card
  of a sequence); the aces' coronet is not doubled at no-trumps (the doubling is of suits);
* a slam made but not bid scores to either side that makes it; a bid slam only to the declarer;
* the revoke (irregularities "as in bridge", §6): three tricks from the revoking side to the
  other, at the end of the hand (auction laws of 1913, law 84's trick penalty);
* trick points past 500 in the hand that wins a game count toward the next game, both sides
  starting it again from nothing;
* the partners change after each rubber without cutting (§6 "rubbers", law 6.11):
  :class:`VintMatch` moves the players between the seats by
  :func:`hoyle.mechanics.table.vint_partners`, North keeping his seat and partnering South's
  first-rubber player, then East's, then West's, and settles per player; the players are named
  by the seats they held in the first rubber (a front end keeps its seats: the player at North,
  who never moves, is always the same one).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...bots import Bot
from ...cards import Card, parse_card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.match import Match, Settlement
from ...core.rules import Rules, option
from ...mechanics.bidding import PASS, Auction, bid_action, parse_denomination
from ...mechanics.table import vint_partners
from ...mechanics.tricks import SUIT_NAMES, OrderedTrickPlay, TrickOrder, per_seat, sort_hands
from .common import NationalTrickState, choose_card

__all__ = ["VINT_LAWS", "VINT_DENOMINATIONS", "VintAuction", "VintRules", "VintState", "VintMatch", "VintBot",
           "trick_points", "undertrick_penalty", "slam_bonus", "honour_score", "coronets", "vint_score"]

_SRC = "Foster 1914, Vint (seed 001 part 5; catalog 001_part5.md §6)"

VINT_LAWS = LawBook.of("Vint", _SRC, [
    ("6.1", "deal", "Fifty-two cards, thirteen to each one at a time, no trump turned; the deal passes to the "
                    "left; cutting, seats and irregularities of the deal as at bridge."),
    ("6.2", "bidding", "From the dealer each in turn bids seven to thirteen tricks (one to seven over book) in a "
                       "suit or no-trumps: spades, clubs, diamonds, hearts, no-trumps upwards; a bid overcalls "
                       "with more tricks or as many in a higher suit; the highest bidder plays his contract."),
    ("6.3", "own-bid", "A player may not raise his own bid unless another has overcalled it."),
    ("6.4", "play", "The player on the highest bidder's left leads; follow suit; the highest card of the suit led "
                    "wins unless trumped; no dummy: all four play."),
    ("6.5", "tricks", "Every trick taken counts for the side that takes it, at ten times the contract's level "
                      "(one 10 ... seven 70), whatever the suit."),
    ("6.6", "game", "Game is 500 trick points; a side reaching it wins the game at once (the hand is played "
                    "out); a game scores 1000 and the rubber, two games, 2000 above the line."),
    ("6.7", "slams", "Twelve tricks not bid 1000; a small slam bid and made 6000 in all; thirteen not bid 2000; a "
                     "small slam bid and thirteen made 7000; a grand slam bid and made 12000."),
    ("6.8", "failure", "A contract failed: the adversaries score 100 times the trick value for each trick short; "
                       "the tricks taken still count below for both sides."),
    ("6.9", "honours", "Honours are A K Q J 10 of trumps and the four aces (the trump ace twice), each ten times "
                       "the trick value; at no-trumps the aces only, 25 times; the side with the majority of "
                       "both scores all it holds; split majorities offset."),
    ("6.10", "coronets", "Three or more in sequence in one hand, or three or four aces: 500 and 500 for each "
                         "card more; in the trump suit, and in every suit at no-trumps, doubled."),
    ("6.11", "rubber", "Two games win the rubber; the partners change after each rubber without cutting."),
    ("B84", "revoke-penalty", "A revoke (laws of bridge): the revoking side gives three tricks to the other at "
                              "the end of the hand.", "three tricks"),
    ("B83", "revoke-established", "A revoke is established when its trick is quitted or the offender or his "
                                  "partner plays to the next trick."),
    ("B86", "revoke-corrected", "A renounce corrected in time leaves the card exposed; later players may take "
                                "theirs back."),
    ("B66", "exposed-card", "A card exposed by a player is left face up and may be called by the adversaries."),
    ("B67", "lead-out-of-turn", "A lead out of turn: the card is exposed, or, led by the leader's partner, the "
                                "adversaries may call a suit from the leader."),
], meanings={"revoke-penalty": "B84", "revoke-established": "B83", "revoke-corrected": "B86",
             "exposed-card": "B66", "lead-out-of-turn": "B67", "bidding": "6.2"})
_L = VINT_LAWS.cite

#: the denominations lowest first (§6: spades, clubs, diamonds, hearts, no-trumps)
VINT_DENOMINATIONS = ("spades", "clubs", "diamonds", "hearts", "notrump")
_SUIT = {"clubs": 0, "diamonds": 1, "hearts": 2, "spades": 3, "notrump": None}
COMPASS = ("N", "E", "S", "W")


class VintAuction(Auction):
    """:class:`~hoyle.mechanics.bidding.Auction` with vint's order (§6 "bidding"): a bid beats
    another with more tricks, or as many in a higher denomination (:data:`VINT_DENOMINATIONS`);
    no doubling. The dealer speaks first."""

    def __init__(self, first: int):
        super().__init__({d: i + 1 for i, d in enumerate(VINT_DENOMINATIONS)}, first=first, n=4)

    def beats(self, bid: tuple[int, str], over: tuple[int, str] | None) -> bool:
        if over is None:
            return True
        return (bid[0], VINT_DENOMINATIONS.index(bid[1])) > (over[0], VINT_DENOMINATIONS.index(over[1]))

    def legal(self) -> list[Action]:
        return [a for a in super().legal() if a.verb in ("pass", "bid")]

    def check(self, action: Action) -> tuple[str, str | None] | None:
        if action.verb in ("double", "redouble"):
            return ("vint has no doubling: bid or pass", "calls")
        return super().check(action)

    def clone(self) -> "VintAuction":
        a = VintAuction.__new__(VintAuction)
        a.__dict__.update(self.__dict__)
        a.calls = self.calls[:]
        a.named = dict(self.named)
        return a


# ----- the scoring, every figure the book's (§6) --------------------------------------------------
def trick_points(level: int, tricks: int) -> int:
    """Below the line: ``tricks`` taken at the contract's ``level`` (1-7), ten times the level each
    (§6: "two diamonds", nine tricks -> 180, the adversaries' four -> 80)."""
    return tricks * 10 * level


def undertrick_penalty(level: int, declarer_tricks: int) -> int:
    """To the adversaries above the line: 100 times the trick value for each trick short of
    ``6 + level`` (§6: "three diamonds" with seven tricks, two short at 30 -> 6000); 0 when made."""
    short = 6 + level - declarer_tricks
    return max(0, short) * 100 * 10 * level


def slam_bonus(level: int, tricks: int, declarer: bool) -> int:
    """The slam a side scores with ``tricks`` (§6): twelve not bid 1000, a small slam bid and made
    6000 in all, thirteen not bid 2000, a small slam bid and thirteen made 7000, a grand slam bid and
    made 12000. ``declarer``: the side is the declarer's (only his bid slams count as bid); a failed
    grand slam with twelve tricks scores the small slam not bid (ours)."""
    bid = level if declarer else 0
    if tricks == 13:
        return 12000 if bid == 7 else 7000 if bid == 6 else 2000
    if tricks == 12:
        return 6000 if bid == 6 else 1000
    return 0


def honour_score(level: int, denom: str, trump_honours: Sequence[int], aces: Sequence[int],
                 tricks: Sequence[int]) -> list[int]:
    """The honours each side scores (§6 "honours"), by side ``[0, 1]``.

    ``trump_honours[side]``: of A K Q J 10 of trumps, how many the side holds (ignored at
    no-trumps); ``aces[side]``: of the four aces; ``tricks[side]``: tricks won (they settle aces
    tied two and two). Each honour is worth ten times the trick value (25 times at no-trumps).
    The side with the majority of both scores everything it holds (the trump ace counted twice);
    with the majorities split, the aces of the one and the honours of the other offset, the larger
    scoring the difference; at no-trumps three or four aces score all, two and two nothing.
    """
    value = 10 * level                      # the trick value
    out = [0, 0]
    if denom == "notrump":
        for side in (0, 1):
            if aces[side] >= 3:
                out[side] = aces[side] * 25 * value
        return out
    value *= 10                             # an honour: ten times the trick value
    hon_side = 0 if trump_honours[0] >= 3 else 1
    ace_side = 0 if aces[0] >= 3 else 1 if aces[1] >= 3 else (0 if tricks[0] > tricks[1] else 1)
    if hon_side == ace_side:
        out[hon_side] = (trump_honours[hon_side] + aces[hon_side]) * value
        return out
    diff = aces[ace_side] - trump_honours[hon_side]
    if diff > 0:
        out[ace_side] = diff * value
    elif diff < 0:
        out[hon_side] = -diff * value
    return out


def coronets(hand: Sequence[int], trump: int | None) -> list[tuple[str, int]]:
    """The coronets of one hand as dealt (§6 "coronets"): ``[(what, points)]``. Three or four aces
    500 and 500 more for the fourth; each run of three or more in a suit 500 and 500 for each card
    more, doubled in the trump suit and, at no-trumps (``trump`` None), in every suit."""
    out: list[tuple[str, int]] = []
    aces = [c for c in hand if (c >> 2) + 2 == 14]
    if len(aces) >= 3:
        out.append((f"{len(aces)} aces", 500 * (len(aces) - 2)))
    for s in range(4):
        ranks = sorted({(c >> 2) + 2 for c in hand if c & 3 == s}, reverse=True)
        run: list[int] = []
        for r in ranks + [0]:
            if run and r == run[-1] - 1:
                run.append(r)
                continue
            if len(run) >= 3:
                pts = 500 * (len(run) - 2) * (2 if trump is None or trump == s else 1)
                top = " ".join(str(Card((x - 2) * 4 + s))[:-1] for x in run)
                out.append((f"{top} of {SUIT_NAMES[s]}", pts))
            run = [r]
    return out


def vint_score(level: int, denom: str, declarer_side: int, tricks: Sequence[int],
               hands: Sequence[Sequence[int]]) -> dict[str, list[int]]:
    """One hand's score by side (§6): ``below`` (trick points), ``penalty`` (undertricks to the
    adversaries), ``slam``, ``honours`` and ``coronets`` (above the line). ``tricks[side]`` the
    tricks each side took (revoke tricks moved); ``hands`` the four hands as dealt, seat order."""
    trump = _SUIT[denom]
    d = declarer_side
    below = [trick_points(level, tricks[0]), trick_points(level, tricks[1])]
    penalty = [0, 0]
    penalty[1 - d] = undertrick_penalty(level, tricks[d])
    slam = [slam_bonus(level, tricks[s], s == d) for s in (0, 1)]
    th = [0, 0]
    ac = [0, 0]
    for seat, h in enumerate(hands):
        for c in h:
            r = (c >> 2) + 2
            if r == 14:
                ac[seat % 2] += 1
            if trump is not None and c & 3 == trump and r >= 10:
                th[seat % 2] += 1
    hon = honour_score(level, denom, th, ac, tricks)
    cor = [0, 0]
    for seat, h in enumerate(hands):
        cor[seat % 2] += sum(p for _, p in coronets(h, trump))
    return {"below": below, "penalty": penalty, "slam": slam, "honours": hon, "coronets": cor,
            "trump_honours": th, "aces": ac}


@dataclass(frozen=True)
class VintRules(Rules):
    referee_mode: bool = option(False, "accept a renounce in error as a physical table would (recorded, not "
                                "refused) and settle it by the revoke law when claimed", "001 part 5 §6 (irregularities as at bridge)")
    game_points: int = option(500, "trick points below the line that win a game", "001 part 5 §6 (game = 500)",
                              minimum=100, maximum=5000, bound="our bound: 100 to 5000")
    revoke_tricks: int = option(3, "tricks the revoking side gives the other for each revoke",
                                "001 part 5 §6 (irregularities as at bridge; auction laws 1913, law 84)",
                                minimum=0, maximum=13, bound="our bound: 0 to 13")


class VintState(NationalTrickState):
    """One hand of vint (module docstring). Actions: ``bid LEVEL DENOMINATION`` (``bid 2 hearts``,
    ``bid 1 notrump``), ``pass``, ``play <card>``. Context: ``dealer``, ``below`` (each side's trick
    points toward the game, ``[0, 0]``), ``games`` (games won in the rubber, ``[0, 0]``).
    Raises SetupError for a table other than four."""

    rules_cls = VintRules
    penalty_laws = VINT_LAWS
    title = "Vint"

    def __init__(self, num_players: int = 4, rules: VintRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if num_players != 4:
            raise SetupError("vint is for four, two against two (§6)")
        self.n = 4
        self.seat_names = COMPASS
        self.dealer = d = self.context.get("dealer", 3)
        self.below0 = self._context_numbers("below", [0, 0])
        self.games0 = self._context_numbers("games", [0, 0])
        deck = self.shuffler.shuffle([Card(i) for i in range(52)])
        hands: list[list[int]] = [[] for _ in range(4)]
        for i, c in enumerate(deck):
            hands[(d + 1 + i) % 4].append(c)
        sort_hands(hands)
        self.hands = hands
        self.dealt = [list(h) for h in hands]
        self.auction = VintAuction(first=d)
        self.tp: OrderedTrickPlay | None = None
        self.rulings: list[Ruling] = []
        self.revoke_claims: list[int] = []
        self.revoke_by = [0, 0]            # revokes claimed against each side
        self.declarer: int | None = None
        self.contract: tuple[int, str] | None = None
        self.phase = "bid"
        self.void = False
        self._settled: dict[str, Any] | None = None

    def _side(self, seat: int) -> int:
        return seat % 2

    @property
    def to_act(self) -> int | None:
        if self.phase == "bid":
            return self.auction.turn
        if self.phase == "play":
            return self.tp.turn
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "bid":
            return self.auction.legal()
        if self.phase == "play":
            return [Action("play", (Card(c),)) for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self._accepts_revoke(action):
            return                       # a revoke at a physical table: recorded, claimed later
        if self.phase == "bid":
            found = self.auction.check(action)
            if found is not None:
                raise IllegalAction(found[0], _L("6.2"))
            return
        if self.phase == "play":
            self.tp.check_play(action, _L("6.4"), not_held="you do not hold {card}")
            return
        raise IllegalAction("the hand is over")

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        if self.phase == "bid":
            if action.verb == "bid":
                action = bid_action(action.args[0], parse_denomination(action.args[1]))
            self.auction.call(action)
            self.note(f"{name} {'passes' if action.verb == 'pass' else 'bids ' + self._bid_text(action.args)}")
            if self.auction.over:
                if self.auction.contract is None:
                    self.void = True
                    self.phase = "over"
                    self.note("all four pass: the deal is thrown in (ours; the book gives no end)")
                else:
                    self.contract = self.auction.contract
                    self.declarer = self.auction.bidder
                    trump = _SUIT[self.contract[1]]
                    self.tp = OrderedTrickPlay(self.hands, TrickOrder(trump), (self.declarer + 1) % 4)
                    self.hands = self.tp.hands
                    self.phase = "play"
                    self.note(f"{self.seat_names[self.declarer]} plays {self._bid_text(self.contract)}; "
                              f"{self.seat_names[self.tp.turn]} leads")
            return
        w = self.tp.play(action.args[0])
        if w is not None and self.tp.over:
            self.phase = "over"
            self.note(self.result_text() or "")

    @staticmethod
    def _bid_text(bid: Sequence) -> str:
        level, denom = bid
        return f"{level} {'no-trumps' if denom == 'notrump' else denom} ({6 + level} tricks)"

    # ----- the referee ----------------------------------------------------------------------
    def _revoke_penalty(self, revoke, claimant: int, penalty: str | None) -> Ruling:
        side = revoke.seat % 2
        self.revoke_by[side] += 1
        self._settled = None
        return Ruling(law=_L("B84"), penalty=f"{self.rules.revoke_tricks} tricks from "
                      f"{'N-S' if side == 0 else 'E-W'} to the other side at the end of the hand",
                      effect={"tricks": self.rules.revoke_tricks, "from_side": side})

    # ----- the score ------------------------------------------------------------------------
    def side_tricks(self) -> list[int]:
        if self.tp is None:
            return [0, 0]
        t = [self.tp.won[0] + self.tp.won[2], self.tp.won[1] + self.tp.won[3]]
        for side in (0, 1):
            moved = min(t[side], self.revoke_by[side] * self.rules.revoke_tricks)
            t[side] -= moved
            t[1 - side] += moved
        return t

    def settlement(self) -> dict[str, Any]:
        """The hand's score by side (:func:`vint_score`) with the game and rubber it wins: the
        trick points are added trick by trick, the first side to reach the game wins it (§6)."""
        if self._settled is not None:
            return self._settled
        level, denom = self.contract
        tricks = self.side_tricks()
        sc = vint_score(level, denom, self.declarer % 2, tricks, self.dealt)
        below, games = list(self.below0), list(self.games0)
        game_bonus, rubber_bonus = [0, 0], [0, 0]
        takers = [w % 2 for _, _, w in self.tp.quitted]
        for s in (0, 1):                       # revoke tricks: the loser's last ones go to the end
            for _ in range(max(0, takers.count(s) - tricks[s])):
                i = len(takers) - 1 - takers[::-1].index(s)
                del takers[i]
                takers.append(1 - s)
        for side in takers:
            below[side] += 10 * level
            if below[side] >= self.rules.game_points and max(games) < 2:
                games[side] += 1
                game_bonus[side] += 1000
                if games[side] == 2:
                    rubber_bonus[side] += 2000
                below = [0, 0]
        total = [sc["below"][s] + sc["penalty"][s] + sc["slam"][s] + sc["honours"][s] + sc["coronets"][s]
                 + game_bonus[s] + rubber_bonus[s] for s in (0, 1)]
        if max(games) == 2:
            below, games = [0, 0], [0, 0]
        self._settled = {**sc, "tricks": tricks, "game": game_bonus, "rubber": rubber_bonus, "total": total,
                         "below_after": below, "games_after": games}
        return self._settled

    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.void:
            return [0] * 4
        t = self.settlement()["total"]
        return [t[s % 2] - t[1 - s % 2] for s in range(4)]

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return "all four passed: no play"
        s = self.settlement()
        parts = []
        for side, label in ((0, "N-S"), (1, "E-W")):
            items = [f"{k} {s[k][side]}" for k in ("below", "penalty", "slam", "honours", "coronets", "game", "rubber")
                     if s[k][side]]
            parts.append(f"{label} {s['tricks'][side]} tricks: " + (", ".join(items) or "nothing") + f" = {s['total'][side]}")
        return f"{self.seat_names[self.declarer]} played {self._bid_text(self.contract)}; " + "; ".join(parts)

    def outcome_detail(self) -> list[dict[str, Any]] | None:
        if self.phase != "over":
            return None
        net = self.outcome()
        if self.void:
            return [{"seat": s, "net": 0} for s in range(4)]
        t = self.settlement()["total"]
        return [{"seat": s, "net": net[s], "side_points": t[s % 2]} for s in range(4)]

    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": [Card(c) for c in h]
                                      for s, h in enumerate(self.hands)}
        if self.tp is not None:
            out.update({k: [Card(c) for c in v] for k, v in self.tp.locations().items()})
        else:
            out["trick"], out["quitted"] = [], []
        return out

    def _game_view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        v: dict[str, Any] = {
            "bids": [[names[s], "pass" if a.verb == "pass" else f"{a.args[0]} {a.args[1]}"] for s, a in self.auction.calls],
            "contract": None if self.contract is None else f"{self.contract[0]} {self.contract[1]}",
            "declarer": None if self.declarer is None else names[self.declarer],
            "trump": None if self.contract is None else (None if self.contract[1] == "notrump" else self.contract[1]),
            "below": list(self.below0), "games": list(self.games0)}
        if self.phase == "over" and not self.void:
            v["score"] = {k: self.settlement()[k] for k in ("below", "penalty", "slam", "honours", "coronets",
                                                            "game", "rubber", "total")}
        return v

    @classmethod
    def _render_extra(cls, view: dict[str, Any]) -> list[str]:
        lines = []
        if view["bids"]:
            lines.append("Bidding: " + ", ".join(f"{p} {b}" for p, b in view["bids"]))
        if view["contract"]:
            lines.append(f"Contract: {view['contract']} by {view['declarer']}")
        lines.append("Below the line: " + per_seat({"N-S": view["below"][0], "E-W": view["below"][1]})
                     + "; games: " + per_seat({"N-S": view["games"][0], "E-W": view["games"][1]}))
        return lines

    def clone(self) -> "VintState":
        s = super().clone()
        s.auction = self.auction.clone()
        s.dealt = self.dealt
        return s     # type: ignore[return-value]


class VintMatch(Match):
    """Hands of vint carrying each side's trick points toward the game and the games of the rubber
    (§6 "game", "rubbers") into the next hand's context; after each rubber the partners change
    without cutting so that in three rubbers each player has partnered each (law 6.11), and the
    settlement is per player (after the third rubber, §6: "the gains and losses of each player").

    Context: ``seating`` (the player at each seat, a player being numbered by his seat in the
    first rubber, ``[0, 1, 2, 3]`` until a rubber ends), ``vint_rubbers`` (rubbers finished),
    ``player_net`` (each player's net over the hands played)."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("seating", [0, 1, 2, 3])
        self.context.setdefault("vint_rubbers", 0)
        self.context.setdefault("player_net", [0, 0, 0, 0])
        self._said: list[str] = []

    def carry(self, state) -> dict[str, Any]:
        ctx = super().carry(state)
        self._said = []
        seating = [int(x) for x in ctx.get("seating", [0, 1, 2, 3])]
        net = [int(x) for x in ctx.get("player_net", [0, 0, 0, 0])]
        if state.phase == "over":
            for seat, v in enumerate(state.outcome()):
                net[seating[seat]] += v
        ctx["player_net"] = net
        if getattr(state, "contract", None) is not None and state.phase == "over":
            s = state.settlement()
            ctx["below"], ctx["games"] = s["below_after"], s["games_after"]
            if any(s["rubber"]):
                done = int(ctx.get("vint_rubbers", 0)) + 1
                ctx["vint_rubbers"] = done
                ctx["seating"] = seating = self.seating_for(done + 1)
                side = "N-S" if s["rubber"][0] else "E-W"
                self._said.append(f"rubber {done} to {side}; the partners change without cutting (law 6.11): "
                                  + self.partners_words(seating))
                if done % 3 == 0:
                    self._said.append("three rubbers played, each has partnered each: settled per player, "
                                      + ", ".join(f"{COMPASS[p]} {v:+d}" for p, v in enumerate(net)))
        return ctx

    @staticmethod
    def seating_for(rubber: int) -> list[int]:
        """The player at each seat in rubber ``rubber`` (1-based): partners at N-S and E-W as
        :func:`~hoyle.mechanics.table.vint_partners` pairs them (the first rubber's N-S pair the
        two lowest of the cut: players 0 and 2)."""
        (a, b), (c, d) = vint_partners(["0", "2", "1", "3"], rubber)
        return [int(a), int(c), int(b), int(d)]

    @staticmethod
    def partners_words(seating: list[int]) -> str:
        p = [COMPASS[x] for x in seating]
        return f"{p[0]} and {p[2]} against {p[1]} and {p[3]} (players named by their first-rubber seats)"

    def settled(self) -> Settlement:
        """Each player's net over the hands played (``per_seat`` is per player, numbered by
        his first-rubber seat; until a rubber ends that is the seat's own)."""
        return Settlement([int(x) for x in self.context.get("player_net", self.totals)])

    def announcements(self) -> list[str]:
        return list(self._said)


class VintBot(Bot):
    """Bids by the quick count of honour tricks whist players use (an ace one trick, a guarded king
    half, each card past the fourth in the long suit one): the long suit at the level the count
    reaches past six, or no-trumps with three aces and no long suit; plays as at whist
    (:func:`~hoyle.games.national.common.choose_card`). Our reading: the book gives no advice."""

    name = "book"

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if view["phase"] == "play":
            trump = None
            if view.get("contract"):
                trump = _SUIT[view["contract"].split()[1]]
            me = view["seat"]
            mate = COMPASS[(COMPASS.index(me) + 2) % 4]
            return choose_card(view, legal, TrickOrder(trump), partners=(me, mate))
        hand = [parse_card(c) for c in view["hand"] or []]
        by = {s: [c for c in hand if c & 3 == s] for s in range(4)}
        count = 0.0
        for s, cs in by.items():
            ranks = {(c >> 2) + 2 for c in cs}
            count += (14 in ranks) + 0.5 * (13 in ranks and len(cs) >= 2) + max(0, len(cs) - 4)
        long = max(range(4), key=lambda s: (len(by[s]), s))
        aces = sum(1 for c in hand if (c >> 2) + 2 == 14)
        denom = "notrump" if aces >= 3 and len(by[long]) <= 4 else SUIT_NAMES[long]
        level = int(count) - 3             # a bid of one wants four of these tricks, partner the rest
        bids = [a for a in legal if a.verb == "bid" and a.args[1] == denom and a.args[0] <= level]
        if bids:
            return min(bids, key=lambda a: a.args[0])
        return PASS

