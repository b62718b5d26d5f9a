"""The all-fours family (catalog INDEX.md family 6; Foster 1914, 001 part 3 §C).

Registered games:

* ``all-fours`` — all fours / seven-up / old sledge for two, three or four (§C1): six cards,
  a card turned for trumps, begging and running the cards, High, Low, Jack and Game, seven up.
* ``auction-pitch`` — sell-out (§C3): four to seven each for himself, the eldest sells the
  pitch; the pitcher must make his bid or is set back.
* ``pitch`` — blind all fours (§C1 "Pitch"): no turn-up, the eldest's first lead is trumps, a
  tie for Game scores for nobody.

One engine (:class:`~hoyle.games.allfours.state.AllFoursState`) with options;
:class:`AllFoursMatch` carries the score to seven, counting out in the book's order.
"""

from __future__ import annotations

from typing import Any

from ...core.match import Match, RubberMatch
from ...core.registry import GameInfo, register
from .bots import AllFoursBot, CinchBot
from .cinch import CinchRules, CinchState, cinch_order, cinch_score, cinch_values
from .cinch_laws import CINCH_LAWS
from .laws import ALL_FOURS_LAWS
from .state import GAME_VALUES, SEAT_NAMES, AllFoursRules, AllFoursState, game_point

__all__ = ["AllFoursState", "AllFoursRules", "AllFoursMatch", "AllFoursBot", "ALL_FOURS_LAWS",
           "GAME_VALUES", "game_point", "count_out", "CinchState", "CinchRules", "CinchMatch", "CinchBot",
           "CINCH_LAWS", "cinch_order", "cinch_score", "cinch_values"]


def count_out(score: list[int], scored: list[tuple[str, int]], goal: int,
              capped: set[int] | frozenset = frozenset(), extra: list[tuple[int, int]] = ()) -> tuple[list[int], int | None]:
    """Add a deal's points to ``score`` (per side) in the book's order (law 13: the jack turned
    and the gift, High, Low, Jack, Game), then ``extra`` (a revoke's penalty, side and points);
    the first side to reach ``goal`` wins and counting stops. A side in ``capped`` (a revoker,
    law 14) stops at ``goal - 1``. Returns ``(new score, winning side or None)``."""
    score = list(score)
    for _, side in [*scored, *[(None, s) for s, v in extra if v > 0 for _ in range(v)]]:
        if side in capped and score[side] + 1 >= goal:
            continue
        score[side] += 1
        if score[side] >= goal:
            return score, side
    for side, v in extra:
        if v < 0:
            score[side] += v
    return score, None


def score_text(score: list[int], names: Any) -> str:
    """A game's running score in words: ``"NS 4, EW 6"`` (each side named, so a negative score
    reads as one)."""
    return ", ".join(f"{names[s]} {v}" for s, v in enumerate(score))


def _in_progress(ctx: dict[str, Any]) -> str | None:
    score = ctx.get("score") or []
    if not any(score):
        return None
    names = ctx.get("side_names") or [f"side {s + 1}" for s in range(len(score))]
    return f"in progress, not settled: score {score_text(score, names)}"


class _GameMatch(RubberMatch):
    """What the all fours and cinch matches share: a game settled when a side counts out (one
    point from each other side), the dealer passing left unless ``state.same_dealer``, the
    running score per side in ``context["score"]``. A subclass sets ``n_sides``."""

    settles = "game"
    fresh_rubber = {"score": None}
    n_sides: int

    def _carry_dealer(self, state: Any) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        ctx["dealer"] = state.dealer if state.same_dealer else (state.dealer + 1) % self.num_players
        return ctx

    def _win_game(self, ctx: dict[str, Any], score: list[int], names: Any, winner: int,
                  side_of: Any) -> None:
        """Settle the game for side ``winner``: ``n_sides - 1`` to it, 1 from each other side,
        each seat paying or taking as its side ``side_of(seat)``; the score starts again."""
        side_value = [(self.n_sides - 1) if s == winner else -1 for s in range(self.n_sides)]
        seats = [side_value[side_of(s)] for s in range(self.num_players)]
        self.end_rubber(ctx, names[winner], self.n_sides - 1, seats, score_text(score, names),
                        kind="game", score=score)
        ctx["score"] = [0] * self.n_sides

    def rubber_in_progress(self) -> str | None:
        return _in_progress(self.context)


class AllFoursMatch(_GameMatch):
    """Deals of all fours carrying the score toward game (seven, law 13).

    Context: ``dealer`` (passes to the left; the same dealer deals again after a bunch or a
    faced card, laws 5, 7) and ``score`` (points per side: two sides with four players, a seat
    each otherwise). A game is settled when a side counts out: one point won from each other
    side (stakes are so much a game; no rubbers, §C1 "cut")."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        n = self.num_players
        self.partners = n == 4 and self.rules.partners
        self.n_sides = 2 if self.partners else n
        self.context.setdefault("score", [0] * self.n_sides)

    def carry(self, state: AllFoursState) -> dict[str, Any]:
        ctx = self._carry_dealer(state)
        n = self.num_players
        before = list(ctx.get("score") or [0] * self.n_sides)
        score, winner = count_out(before, state.scored(), self.rules.game_points, state.revokers,
                                  state.all_penalties())
        smudge = state.smudged()
        if smudge is not None:                      # §C4: four bid and made wins the game at once
            winner = smudge
        ctx["score"] = score
        names = ("NS", "EW") if self.partners else SEAT_NAMES[n]
        ctx["side_names"] = list(names)
        if winner is None:
            return ctx
        self._win_game(ctx, score, names, winner, lambda s: s & 1 if self.partners else s)
        return ctx


def _registrar(state_cls: Any, rules_cls: Any, match_cls: Any, laws: Any, bot: Any,
               default: tuple[int, int, int]) -> Any:
    """A function registering one all fours family game on these classes: ``players`` is
    (min, max, default) seats; ``info`` the rest of its :class:`GameInfo` (utility general-sum
    unless given)."""
    def reg(players: tuple[int, int, int] = default, **info: Any) -> None:
        info.setdefault("utility", "general-sum")
        register(GameInfo(family="allfours", min_players=players[0], max_players=players[1],
                          default_players=players[2], state_cls=state_cls, rules_cls=rules_cls,
                          match_cls=match_cls, laws=laws, bots={"heuristic": bot}, **info))
    return reg


_all_fours = _registrar(AllFoursState, AllFoursRules, AllFoursMatch, ALL_FOURS_LAWS, AllFoursBot, (2, 4, 2))


_all_fours(slug="all-fours", title="All fours / Seven-up", aliases=("seven-up", "old-sledge", "high-low-jack",
                                                                     "олл форс", "севен-ап"),
           source="Foster 1914, 001 part 3 §C1 (L2306-2442)",
           summary="Six cards each and a card turned for trumps; the eldest may beg and the dealer gives a "
                   "point or runs the cards; a trump led must be followed, a plain suit followed or trumped; "
                   "High, Low, Jack and Game score a point each; seven up.")

_all_fours(slug="pitch", title="Pitch (blind all fours)", aliases=("blind-all-fours", "питч"),
           defaults={"turn_up": False, "begging": False, "game_tie_nobody": True},
           source="Foster 1914, 001 part 3 §C1 (Pitch)",
           summary="All fours without a turn-up or begging: the eldest's first lead (the pitch) makes trumps; "
                   "a tie for Game scores for nobody; seven up.")

_all_fours(slug="all-fives-cards", title="All fives", aliases=("all-fives-card-game", "олл-файвз"),
           defaults={"counters": "all-fives", "game_points": 61},
           source="Foster 1914, 001 part 3 §C1 (All Fives)",
           summary="All fours on a cribbage board to 61: the trump ace 4, king 3, queen 2, jack 1, ten 10 and "
                   "five 5 are pegged by the winner of the trick holding them, then High, Low, Jack and Game, "
                   "the five of trumps counting five for Game.")

_all_fours(slug="california-jack", title="California Jack", players=(2, 2, 2), aliases=("калифорнийский-джек",),
           defaults={"turn_up": False, "begging": False, "stock": "face-up", "to_winner": True},
           source="Foster 1914, 001 part 3 §C2 (L2443-2449)",
           summary="Two players, trumps cut before the shuffle; six each and the stock face up: the winner of "
                   "each trick draws the top card, the loser the next; the last six played out; every point, "
                   "Low included, to the winner of the card; seven up.")

_all_fours(slug="shasta-sam", title="Shasta Sam", players=(2, 2, 2), aliases=("шаста-сэм",),
           defaults={"turn_up": False, "begging": False, "stock": "face-down", "to_winner": True},
           source="Foster 1914, 001 part 3 §C2 (L2443-2449)",
           summary="California Jack with the stock face down.")

_all_fours(slug="auction-pitch", title="Auction pitch / Sell-out", players=(4, 7, 5),
           aliases=("sell-out", "commercial-pitch", "окшн-пич"),
           defaults={"turn_up": False, "begging": False, "game_tie_nobody": True, "auction": True,
                     "partners": False},
           source="Foster 1914, 001 part 3 §C3 (L2450-2523)",
           summary="Four to seven, each for himself: the eldest sells the pitch, each bids once up to four; "
                   "the eldest takes the bid as points or pitches himself; the pitcher's first lead is trumps; "
                   "he must make his bid or be set back by it; seven up, the bidder counting out first.")


class CinchMatch(_GameMatch):
    """Deals of cinch carrying the score per side toward game (51; sixty-three 150; Cinch law
    11). Context: ``dealer`` (passes to the left; the same dealer again after a faced card,
    law 3) and ``score``. A side reaching game wins it (one from each other side); two reaching
    it in one deal, the makers go out first (our reading, as the bidder does in auction pitch,
    §C3), else the higher score, a tie going on to the next deal. In auction cinch each seat
    is a side of its own."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        n = self.num_players
        self.n_sides = n if self.rules.call_partner else n // 2
        self.context.setdefault("score", [0] * self.n_sides)

    def carry(self, state: CinchState) -> dict[str, Any]:
        ctx = self._carry_dealer(state)
        score = list(ctx.get("score") or [0] * self.n_sides)
        if self.rules.call_partner:
            got = state.outcome()
        else:
            got = state.points()
        score = [a + b for a, b in zip(score, got)]
        ctx["score"] = score
        ctx["side_names"] = list(state.sides())
        goal = self.rules.game_points
        over = [s for s in range(self.n_sides) if score[s] >= goal]
        if not over:
            return ctx
        makers = state.maker if self.rules.call_partner else (state.maker % self.n_sides
                                                               if state.maker is not None else None)
        if makers in over:
            winner = makers
        else:
            top = max(score[s] for s in over)
            best = [s for s in over if score[s] == top]
            if len(best) > 1:
                return ctx
            winner = best[0]
        names = state.sides()
        self._win_game(ctx, score, names, winner, lambda s: s if self.rules.call_partner else s % self.n_sides)
        return ctx


_cinch = _registrar(CinchState, CinchRules, CinchMatch, CINCH_LAWS, CinchBot, (4, 4, 4))


_cinch(slug="cinch", title="Cinch / Double pedro / High five", aliases=("double-pedro", "high-five", "синч"),
       source="Foster 1914, 001 part 3 §C6 (L2546-2748); laws and illustrative hands 001 part 4 §1",
       summary="Four, two against two: nine cards each, one bid each up to fourteen, the bidder names the "
               "trump; discard and draw back to six, the dealer robbing the deck; the two Pedros count five; "
               "every point to the winner of the card; the side with more scores the difference; 51 up.")

_cinch(slug="progressive-cinch", title="Progressive cinch (party)", aliases=("прогрессивный-синч",),
       source="Foster 1914, 001 part 3 §C6 (Progressive Cinch); §B7 for the arrangements and prizes",
       summary="Cinch for a party at many tables: four deals a round at each table, the pair with the "
               "fewest points to go moves up, the partners parting at the new table; stars and prizes as "
               "at progressive euchre.",
       notes="One table's deal of cinch; the evening (four deals a round, the movement winners-up with "
             "the head table's losers to the foot, stars and prizes) is hoyle.games.allfours.progressive "
             "(ProgressiveCinch). The head table's rule and the stars are progressive euchre's (§B7), as "
             "the book refers there.")

_cinch(slug="sixty-three", title="Sixty-three", aliases=("шестьдесят-три",),
       defaults={"counters": "sixty-three", "second_bids": True, "game_points": 150},
       source="Foster 1914, 001 part 3 §C6 (Sixty-Three)",
       summary="Cinch with second bids and more counting trumps: the king 25, the three 15, the nine 9 "
               "besides cinch's fourteen, 63 in all; game 150.")

_cinch(slug="blind-cinch", title="Blind cinch", aliases=("слепой-синч",),
       defaults={"blind": 4, "draw": False},
       source="Foster 1914, 001 part 3 §C6 (Blind Cinch)",
       summary="Cinch dealt nine and then four face down before each player, untouched until the bidding "
               "ends; the bidder takes up his four, names the trump and discards to six, then the others.")

_cinch(slug="widow-cinch", title="Widow cinch", players=(6, 6, 6), aliases=("вдовий-синч",),
       defaults={"deal_cards": 8, "packet": 4, "widow": 4, "draw": False},
       source="Foster 1914, 001 part 3 §C6 (Widow Cinch); the seating is our reading",
       status="partial", notes="The book's seating sentence is garbled (\"two on each side\" beside three "
                               "partnerships); we seat three pairs, partners opposite with two adversaries "
                               "between (seats 0-3, 1-4, 2-5), and compare each side's points with the makers'.",
       summary="Six in three partnerships, partners opposite with two adversaries between them: eight "
               "cards each in fours and a widow of four; the bidder may take the widow before naming the "
               "trump; all discard to six. Partial: the book's seating sentence is garbled.")

_cinch(slug="auction-cinch", title="Auction cinch / Razzle-dazzle", players=(5, 6, 5),
       aliases=("razzle-dazzle", "аукционный-синч"),
       defaults={"deal_cards": 6, "call_partner": True},
       source="Foster 1914, 001 part 3 §C6 (Auction Cinch; CI-05)",
       summary="Five or six, each for himself: six cards each, bid for the trump, discard and draw back to "
               "six; the bidder calls the holder of a named card as his partner for the deal.")

_AUCTION = {"turn_up": False, "begging": False, "game_tie_nobody": True, "auction": True, "partners": False}

_all_fours(slug="smudge", title="Smudge", players=(4, 7, 5), aliases=("смадж",),
           defaults={**_AUCTION, "smudge": True},
           source="Foster 1914, 001 part 3 §C4 (L2524-2525)",
           summary="Auction pitch in which a bidder not in the hole who bids four and makes them wins the game "
                   "at once.")

_all_fours(slug="pedro", title="Pedro / Pedro Sancho", players=(4, 7, 5), aliases=("pedro-sancho", "педро"),
           defaults={**_AUCTION, "counters": "sancho", "to_winner": True, "game_by_ten": True, "second_bids": True,
                     "game_points": 50, "revoke_setback": 10},
           source="Foster 1914, 001 part 3 §C5 (L2526-2540)",
           summary="Auction pitch with second bids: every point to the winner of the card, Game to the winner of "
                   "the ten of trumps, the five and nine of trumps counting their pips: 18 a deal; fifty up.")

_all_fours(slug="dom-pedro", title="Dom Pedro / Snoozer", players=(4, 7, 5), aliases=("snoozer", "дом-педро"),
           defaults={**_AUCTION, "counters": "dom", "to_winner": True, "game_by_ten": True, "second_bids": True,
                     "game_points": 50, "revoke_setback": 10},
           source="Foster 1914, 001 part 3 §C5 (L2541-2545)",
           summary="Pedro with the joker (Snoozer, 15, the lowest trump) in a 53-card pack and the three, five "
                   "and nine of trumps at their pips: 36 a deal; fifty (or a hundred) up.")
