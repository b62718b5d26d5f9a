"""Bouillotte (brelan): three cards each from a short pack, a turned card, one betting interval
with a rotating right to raise, brelans paid round the table and the pool won by point.

Source: catalog 001_part3.md §A14 (seed 001 part 3, L659-780), oracles BO-01..BO-05. The
engine is :class:`BouillotteState` over :mod:`hoyle.mechanics.betting` (a
:class:`~hoyle.mechanics.betting.BettingRound` for the betting, :func:`~hoyle.mechanics.betting.side_pots`
for the pools of players who called a sight).

The deal, as the book gives it and as we read it:

* **Pack** (BO-05): A K Q 9 8 of each suit, ace high: 20 cards for four players; the J added
  for five (24), the Q taken out for three (16).
* **Seats** are numbered in the order of play, to the right: seat ``s + 1`` sits on seat
  ``s``'s right. The deal and the word go to the right, and the deal passes to the right
  (:class:`BouillotteMatch`); a player who was decavé (lost his cave) and has bought again is
  skipped as dealer. Each buys an equal ``cave`` (100 chips); a player with no chips left buys
  a new one of the same size before the next deal (our reading: "of any size he chooses").
* **Blind and straddle**: the dealer blinds ``blind`` chips (5). The player on his right may
  ``straddle`` (put up double the blind before the deal) or ``decline``; a straddle buys the
  age, so the betting begins on the straddler's right. Our reading: one straddle; the
  book's re-straddles and the dealer buying the age back are not modelled.
* **Deal**: three cards each, one at a time from the dealer's right; the next card is turned
  face up on the pack: the *retourne* (the 13th card for four players).
* **Betting**: from the first speaker each in turn may ``check`` (pass: keep his cards without
  betting), or ``bet N`` (open: make good the blind, ``N`` = the blind or the straddle, or
  more to raise, up to his chips: ``N`` is his whole stake). Once the game is opened each must
  ``call``, ``raise N`` or ``fold`` (drop); a player short of chips calls for a sight. Nobody
  opening voids the deal: the blind stays in the pool and each player puts in ``void_stake``
  (5) more for the next deal. An opener or raiser nobody meets takes the pool unshown.
* **The word** (BO-01): meeting a bet is not a call. When the stakes are equal the right to
  raise goes round to the right, beginning with the opener: its holder may ``raise N``
  (the others must then meet it again) or ``check`` (decline: he passes the word on). When two
  holders in succession decline, the bet is called (our reading of "if that player also
  declines"; a raise while meeting a bet is allowed, "a player may raise out of turn", and the
  word goes on from where it was).
* **Hands** (§A14 "Hand ranking"): a *brelan carré* (three of a rank and the retourne the
  fourth) beats a *simple brelan* (three of a rank, aces high), which beats a *brelan favori*
  (a pair and the retourne). Without a brelan among the callers the pool goes by **point**:
  every hand is shown with the retourne (13 cards for four), each suit counted A 11, K Q J 10,
  9, 8; the suit with most points wins, a tie going to the suit whose top card is held nearest
  the dealer (the dealer first, then his right; the retourne counts as the dealer's: our
  reading of "the dealer, or the player nearest his right"). The holder of the winning suit's
  top card wins if he is in the call; if not, the caller holding the highest card of that
  suit; if no caller holds one, the suit wins nothing and the next suit decides (BO-03). So
  "the suit that wins cannot lose": each pool (:func:`side_pots`) goes to the first suit in
  that order that one of its own callers holds (BO-04).
* **Brelan payments** (BO-02, besides the pool; each from a player's chips left after the
  pool, as far as they go): a caller showing a carré is paid 4 chips and a simple brelan 1 by
  every other player without a carré or simple brelan; a brelan favori is paid 1 by every
  other player whether it wins or not, 2 if it wins the pool. A brelan that wins uncontested
  is not shown (the book advises stifling it) and is not paid.

Not modelled: misdeals and the triplet shown after one (PHH has no notation for rulings), the
holder of a brelan above a carré turning the card under the retourne, the pack used in turns.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...cards import Card, card
from ...core.actions import Action
from ...core.errors import SetupError
from ...core.match import Match
from ...core.rules import Rules, option
from ...mechanics.betting import BettingRound, Limits, side_pots
from .dealt import OVER, DealtPokerState

__all__ = ["BouillotteRules", "BouillotteState", "BouillotteMatch", "bouillotte_pack",
           "brelan", "suit_points", "point_order", "SRC"]

SRC = "catalog 001_part3.md §A14 (bouillotte)"
POINTS = {14: 11, 13: 10, 12: 10, 11: 10, 9: 9, 8: 8}
STRADDLE, BET = "straddle", "betting"


def bouillotte_pack(players: int) -> tuple[Card, ...]:
    """The pack for ``players`` (BO-05: 3 -> 16 cards, 4 -> 20, 5 -> 24): A K Q 9 8 of each
    suit, with the J for five, without the Q for three. Raises SetupError outside 3-5."""
    ranks = {3: (14, 13, 9, 8), 4: (14, 13, 12, 9, 8), 5: (14, 13, 12, 11, 9, 8)}.get(players)
    if ranks is None:
        raise SetupError("bouillotte is for three to five players (catalog §A14)")
    return tuple(card(r, s) for s in range(4) for r in ranks)


@dataclass(frozen=True)
class BouillotteRules(Rules):
    """Rule options of bouillotte (catalog 001_part3.md §A14)."""

    cave: int = option(100, "the cave: chips each player buys (equal for all)", SRC + " ('usually "
                       "100 chips')", minimum=1, maximum=1_000_000, bound="our bound: 1,000,000")
    blind: int = option(5, "the dealer's blind (chips)", SRC + " ('usually 5')", minimum=1,
                        maximum=10_000, bound="our bound: 10,000")
    straddle: bool = option(True, "the player on the dealer's right may straddle (double the "
                            "blind before the deal) and so buy the age", SRC)
    void_stake: int = option(5, "when nobody opens, what each player puts in for the next deal",
                             SRC + " ('each player puts 5 chips in')", minimum=0, maximum=10_000,
                             bound="our bound: 10,000")


def brelan(hand, retourne: Card) -> tuple[int, int] | None:
    """The brelan a three-card ``hand`` makes with ``retourne``: ``(3, rank)`` a brelan carré,
    ``(2, rank)`` a simple brelan, ``(1, rank)`` a brelan favori (a pair and the retourne),
    else None. Higher compares better (ranks 8..14, ace high)."""
    ranks = [c.rank for c in hand]
    for r in set(ranks):
        k = ranks.count(r)
        if k == 3:
            return (3 if retourne.rank == r else 2, r)
        if k == 2 and retourne.rank == r:
            return (1, r)
    return None


def suit_points(cards) -> list[int]:
    """Points of each suit (clubs, diamonds, hearts, spades) in ``cards``: A 11, K Q J 10, 9, 8."""
    t = [0, 0, 0, 0]
    for c in cards:
        t[int(c.suit)] += POINTS[c.rank]
    return t


def point_order(holders: dict[Card, int | None], dealer: int, n: int) -> list[int]:
    """The suits by point, best first: most points first, a tie to the suit whose top card is
    held nearest the dealer (the dealer, then his right; ``None``, the retourne, counts as the
    dealer's). ``holders`` maps every card shown to its holder. Suits without cards are left out."""
    tot = suit_points(holders)

    def pos(s: int) -> int:
        top = max((c for c in holders if int(c.suit) == s), key=lambda c: c.rank)
        h = holders[top]
        return 0 if h is None else (h - dealer) % n

    return sorted((s for s in range(4) if tot[s]), key=lambda s: (-tot[s], pos(s)))


class BouillotteState(DealtPokerState):
    """One deal of bouillotte (see the module docstring).

    Context keys read: as :class:`~hoyle.games.poker.dealt.DealtPokerState` (``dealer``,
    ``stacks``, ``pot_carried``).

    Actions: ``straddle`` / ``decline`` (the player on the dealer's right, before the deal);
    ``check`` (pass; with the word, decline to raise), ``bet N`` (open: the whole stake N),
    ``call``, ``raise N`` (N chips over the stake standing), ``fold`` (drop).

    Raises:
        SetupError: fewer than three or more than five players, or fewer than two with chips.
    """

    rules_cls: ClassVar[type[Rules]] = BouillotteRules
    #: the PHH field of the chips put up before the first action (the dealer's blind)
    phh_forced: ClassVar[str] = "blinds_or_straddles"

    @property
    def phh_min_bet(self) -> int:
        """PHH's ``min_bet``: the blind (the least opening stake)."""
        return self.rules.blind

    def __init__(self, num_players: int, rules: Rules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.pack = bouillotte_pack(num_players)
        n = num_players
        if any(x <= 0 for x in self.stack):
            raise SetupError("every bouillotte player has chips in front of him: one decavé "
                             "buys a new cave before the deal (catalog §A14)")
        self.retourne: Card | None = None
        self.stock = list(self.pack)          # the pack, not yet shuffled (before the straddle)
        self.straddler: int | None = None
        self.opener: int | None = None
        self.word: int | None = None
        self.declines = 0
        self.values: dict[int, Any] = {}
        self.payments = [0] * n
        r = self.rules
        put = self._put(self.dealer, r.blind)
        self.log.append(f"the dealer (seat {self.dealer}) blinds {put}")
        right = (self.dealer + 1) % n
        if r.straddle and self.stack[right] >= 2 * r.blind:
            self.phase = STRADDLE
            self.turn = right
        else:
            self._deal()

    # ------------------------------------------------------------------ the deal
    def _deal(self) -> None:
        n = self.num_players
        self._shuffle(self.pack, "the pack")
        for _ in range(3):
            for s in self._order():
                self._give(s)
        self.retourne = self._give(None)
        self.log.append(f"the retourne: {self.retourne}")
        self.phase = BET
        self.turn = None
        committed = [0] * n
        committed[self.dealer] = self.paid[self.dealer]
        last = self.dealer
        if self.straddler is not None:
            committed[self.straddler] = self.paid[self.straddler]
            last = self.straddler
        stake = max(committed)
        self.round = BettingRound(self.stack, self._live(), (last + 1) % n, Limits("no-limit"),
                                  committed=committed, to_call=stake, opened=False,
                                  open_min=stake, fold_unopened=False, no_check_source=SRC)

    # ------------------------------------------------------------------ the contract
    def legal_actions(self) -> list[Action]:
        if self.phase == OVER:
            return []
        if self.phase == STRADDLE:
            return [Action("straddle"), Action("decline")]
        assert self.round is not None
        return self.round.legal_actions()

    def _check(self, action: Action) -> None:
        if self.phase == BET and self.round is not None:
            self.round.check(self.round.turn, action)
            return
        super()._check(action)

    def _explain_illegal(self, action: Action) -> tuple[str, str | None]:
        if self.phase == STRADDLE:
            return ("before the deal the player on the dealer's right may only straddle or "
                    "decline", SRC)
        if self.phase == OVER:
            return ("the deal is over", None)
        return super()._explain_illegal(action)

    def _apply(self, action: Action) -> None:
        if self.phase == STRADDLE:
            s = self.turn
            if action.verb == "straddle":
                put = self._put(s, 2 * self.rules.blind)
                self.straddler = s
                self.log.append(f"seat {s} straddles {put}: he buys the age")
            else:
                self.log.append(f"seat {s} does not straddle")
            return self._deal()
        rd = self.round
        assert rd is not None
        seat = rd.turn
        was_open = rd.opened
        high = rd.high
        self._bet(action)
        if action.verb in ("bet", "raise") and not was_open:
            self.opener = seat
        if self.word is not None and seat == self.word:
            self.declines = self.declines + 1 if rd.high == high else 0
        elif action.verb == "raise":
            self.declines = 0
        self._after_bet()

    def _able(self) -> list[int]:
        rd = self.round
        return [s for s in self._order() if rd.stacks[s] > 0]

    def _after_bet(self) -> None:
        rd = self.round
        assert rd is not None
        if rd.winner is not None:
            return self._uncontested(rd.winner)
        if not rd.over:
            return
        if not rd.opened:
            return self._void()
        able = self._able()
        if self.word is None:
            self.word = self.opener if self.opener in able else self._next_word(self.opener)
        else:
            self.word = self._next_word(self.word)
        if len(able) < 2 or self.declines >= 2 or self.word is None:
            return self._showdown()
        w = self.word
        new = BettingRound(rd.stacks, rd.live, w, Limits("no-limit"), committed=rd.committed,
                           to_call=rd.high, opened=True, no_check_source=SRC)
        new.pending = [s == w for s in range(self.num_players)]
        new.turn = w
        self.round = new

    def _next_word(self, w: int) -> int | None:
        n = self.num_players
        able = set(self._able())
        for k in range(1, n + 1):
            t = (w + k) % n
            if t in able:
                return t
        return None

    # ------------------------------------------------------------------ the end
    def _uncontested(self, w: int) -> None:
        won = [0] * self.num_players
        won[w] = self.pot
        self.winners = [w]
        self.log.append(f"seat {w} is not met: he takes the pool of {self.pot} unshown")
        self._finish(won)

    def _void(self) -> None:
        for s in self._order(live_only=False):
            self._put(s, self.rules.void_stake)
        self.carried_out = self.pot
        self.log.append(f"nobody opens: the deal is void; each puts in {self.rules.void_stake} "
                        f"and the pool of {self.carried_out} goes to the next deal ({SRC})")
        self._finish([0] * self.num_players)

    def pool_winner(self, eligible) -> int:
        """The winner of a pool that the seats ``eligible`` (in the call) contest: the best
        brelan among them, else by point (see the module docstring)."""
        assert self.retourne is not None
        bre = {s: brelan(self.hand[s], self.retourne) for s in eligible}
        with_b = [s for s in eligible if bre[s] is not None]
        if with_b:
            return max(with_b, key=lambda s: bre[s])
        holders: dict[Card, int | None] = {c: s for s in range(self.num_players) for c in self.hand[s]}
        holders[self.retourne] = None
        for suit in point_order(holders, self.dealer, self.num_players):
            cs = sorted((c for c in holders if int(c.suit) == suit), key=lambda c: -c.rank)
            for c in cs:
                if holders[c] in eligible:
                    return holders[c]
        return self._order()[0]         # unreachable: every caller holds three cards

    def _showdown(self) -> None:
        n = self.num_players
        callers = self._order()
        for s in callers:
            self.shown[s] = True
        if not any(brelan(self.hand[s], self.retourne) for s in callers):
            self.shown = [True] * n          # point: every hand is shown (§A14)
        pots = side_pots(self.paid, self.folded, dead=self.pot_in)
        won = [0] * n
        for p in pots:
            w = self.pool_winner(p.eligible)
            won[w] += p.amount
            self.detail.append({"pot": p.amount, "eligible": list(p.eligible), "winner": w})
            self.log.append(f"a pool of {p.amount} goes to seat {w}")
        main = self.pool_winner(pots[0].eligible) if pots else callers[0]
        self.winners = sorted({d["winner"] for d in self.detail})
        left = [self.stack[s] + won[s] for s in range(n)]
        pay = [0] * n
        for s in callers:
            b = brelan(self.hand[s], self.retourne)
            self.values[s] = b
            if b is None:
                continue
            kind = b[0]
            each = {3: 4, 2: 1, 1: 2 if s == main else 1}[kind]
            for t in range(n):
                if t == s:
                    continue
                tb = brelan(self.hand[t], self.retourne) if self.shown[t] else None
                if kind >= 2 and tb is not None:
                    continue          # brelans shown do not pay each other; the favori is exempt
                amt = min(each, left[t])
                left[t] -= amt
                pay[t] -= amt
                pay[s] += amt
                left[s] += amt
            name = {3: "brelan carré", 2: "brelan", 1: "brelan favori"}[kind]
            self.log.append(f"seat {s} shows a {name} and is paid {each} a player ({SRC})")
        self.payments = pay
        self._finish(won, pay)

    def _clone_more(self, new) -> None:
        new.values = dict(self.values)
        new.payments = list(self.payments)

    def view(self, seat: int | None) -> dict[str, Any]:
        v = self._base_view(seat)
        v["retourne"] = str(self.retourne) if self.retourne is not None else None
        v["word"] = self.word
        v["straddler"] = self.straddler
        v["limit"] = max(self.stack) if self.stack else 0
        if self.result is not None:
            v["payments"] = list(self.payments)
        return v

    def card_locations(self) -> dict[str, list]:
        loc = super().card_locations()
        loc["retourne"] = [self.retourne] if self.retourne is not None else []
        return loc

    def _visible(self, seat: int | None) -> set:
        vis = super()._visible(seat)
        if self.retourne is not None:
            vis.add(self.retourne)
        return vis

    def result_text(self) -> str | None:
        if self.result is None:
            return None
        if not self.winners:
            return f"nobody opened: {self.carried_out} chips stay in the pool for the next deal"
        return "; ".join(f"seat {s} {self.result[s]:+d}" for s in range(self.num_players)
                         if self.result[s])


class BouillotteMatch(Match):
    """A session of bouillotte: the deal passes to the right (the next seat), skipping a player
    who was decavé in the deal before; a void deal's pool goes to the next; a player left with
    no chips buys a new cave (of the rules' size: our reading). Context carried: ``dealer``,
    ``stacks``, ``pot_carried``, ``deal_number``."""

    def carry(self, state: BouillotteState) -> dict[str, Any]:
        ctx = super().carry(state)
        stacks = state.final_stacks()
        broke = [x <= 0 for x in stacks]
        n = self.num_players
        d = ctx["dealer"]
        for _ in range(n):
            if not broke[d]:
                break
            d = (d + 1) % n
        ctx["dealer"] = d
        ctx["stacks"] = [self.rules.cave if b else x for x, b in zip(stacks, broke)]
        ctx["pot_carried"] = state.carried_out
        return ctx
