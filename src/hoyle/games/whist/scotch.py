"""Scotch whist, or catch the ten; and French whist (Foster 1914, 001 part 2 §10).

A 36-card pack (A K Q J 10 9 8 7 6). In trumps the jack is highest: J A K Q 10 9 8 7 6.
The whole pack is dealt one at a time, the last card turned for trumps (the dealer's).
Counting cards (trumps only) score to the side that takes them: jack 11, ace 4, king 3,
queen 2, ten 10; and each card taken in tricks beyond the number dealt to the side scores
one. The first side to 41 wins the game, counting out in the order: the ten, then cards,
then ace, king, queen of trumps, the jack last.

Players 2 to 8. With 2 or 3 players (catalog: "2 players: three pairs of 6-card hands dealt
separately ... 3 players: each gets two separate hands of 6") each player is dealt three
(two) hands of six, one set at a time round the table from the dealer's left, and the sets
are played in the order dealt: everyone takes up his first hand and plays it out, then his
second, the winner of the last trick leading to the next set. The later hands lie face down,
unseen even by their owner, and the trump card (the last dealt, in the dealer's last hand)
stays face up until the dealer plays his first card from that hand (as with four or more,
where he takes it up at his turn to play to the first trick). 2 and 3 — each for himself; 4 — two
partnerships (seats 0-2 and 1-3); 5 and 7 — each for himself, the six
of spades removed (or, option ``odd_players="set-aside"``, the 35th card turned for trumps
and the 36th shown and set aside); 6 — three pairs, partners with two adversaries between them (seats i
and i + 3); 8 — two sides of four alternating, the four sixes removed.

Options ``six_sides`` and ``eight_sides`` give the book's other partnerships: six as two sides of
three (seats alternate), eight as four pairs (partners four seats apart).

French whist: the ten of diamonds scores ten to its winners whether trumps or not.
Points race to 41, so a hand is not zero-sum: ``outcome`` is each seat's side's points
in the hand. The stakes are per game, never by rubbers (:class:`ScotchMatch`, 001 part 2 §10
"stakes"): each player puts his stake in a pool and the winner takes it all; with partners each
loser pays one stake to the winning adversary next to him (the one on his right; with three pairs,
the winner beside him), so a winner gains ``stake`` times the number of other sides. A claimed
revoke loses the game at once, and with more than two sides the revoking side pays every other side
as though each had won; the table agrees beforehand whether the side or the revoking player alone
pays (option ``revoke_payer``).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from ...cards import Card, card as make_card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.match import Match, RubberMatch
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.tricks import SUIT_NAMES, PlayOnly, TrickPlay, sort_hands, per_seat, trick_line

__all__ = ["ScotchRules", "ScotchWhistState", "ScotchMatch", "SCOTCH_LAWS", "scotch_pack", "COUNTING",
           "sides_for", "count_out", "game_payments", "revoke_payments"]

SCOTCH_LAWS = LawBook.of("Scotch whist", "Foster 1914, 001 part 2 §10", [
    ("10.1", "pack", "Thirty-six cards, six to ace; the jack of trumps is the best trump."),
    ("10.2", "counting", "Trumps taken count jack 11, ace 4, king 3, queen 2, ten 10; each card taken beyond those dealt to the side counts one."),
    ("10.3", "game", "Forty-one points win; counting out goes ten, cards, ace, king, queen, jack."),
    ("10.4", "revoke", "A revoke claimed before the next cut loses the game."),
    ("10.5", "stakes", "Stakes are per game, no rubbers: a pool taken by the winner; with partners each loser "
     "pays the winning adversary next to him; a revoker's side (or the revoker) pays every other side as "
     "for a game won."),
])
_FOLLOW_LAW = SCOTCH_LAWS.cite("10.4")

#: counting trumps by rank (001 part 2 §10; O75: they total 30)
COUNTING = {11: 11, 14: 4, 13: 3, 12: 2, 10: 10}


def scotch_pack(players: int) -> list[Card]:
    """The pack for ``players``: 36 cards; without the six of spades for 5 or 7; without the
    sixes for 8."""
    cards = [make_card(r, s) for r in range(6, 15) for s in range(4)]
    if players in (5, 7):
        cards.remove(make_card(6, 3))
    elif players == 8:
        cards = [c for c in cards if (c >> 2) + 2 != 6]
    return cards


def sides_for(players: int, six: str = "three-pairs", eight: str = "two-fours") -> list[int]:
    """The side of each seat (001 part 2 §10 "position of players"): four, two pairs facing; six,
    three pairs with two adversaries between partners (``six="two-threes"``: 3 v 3 alternating);
    eight, two sides of four alternating (``eight="four-pairs"``: partners four seats apart);
    two, three, five or seven, each for himself."""
    if players == 4:
        return [0, 1, 0, 1]
    if players == 6:
        return [i % 2 for i in range(6)] if six == "two-threes" else [0, 1, 2, 0, 1, 2]
    if players == 8:
        return [i % 4 for i in range(8)] if eight == "four-pairs" else [i % 2 for i in range(8)]
    return list(range(players))


def game_payments(sides: list[int], winner: int, stake: int = 1) -> list[int]:
    """Each seat's gain (+) or loss (-) when side ``winner`` wins a game (001 part 2 §10, stakes):
    every loser pays one ``stake`` (into the pool, or to the winning adversary next to him), so each
    winner gains ``stake`` per other side. A list of ints, one per seat, summing to 0."""
    others = max(sides)
    return [stake * others if s == winner else -stake for s in sides]


def revoke_payments(sides: list[int], revoker: int, stake: int = 1, payer: str = "side") -> list[int]:
    """Each seat's gain or loss when seat ``revoker``'s revoke is claimed (001 part 2 §10): his side
    pays every other side as though each had won the game. ``payer="side"``: each member of the
    revoking side pays ``stake`` per other side; ``"player"``: the revoker alone pays what his side
    would. Every adversary gains one ``stake``. Summing to 0 (seven players: the revoker loses six)."""
    mine = sides[revoker]
    out = [0 if s == mine else stake for s in sides]
    total = sum(out)
    if payer == "player":
        out[revoker] = -total
    else:
        members = [i for i, s in enumerate(sides) if s == mine]
        for i in members:
            out[i] = -total // len(members)
    return out


def count_out(before: list[int], parts: list[dict[str, int]], target: int = 41) -> int | None:
    """The side that reaches ``target`` first, counting the hand's points in the book's order
    (ten, cards, ace, king, queen, jack); None if nobody does."""
    score = list(before)
    for key in ("ten", "cards", "ace", "king", "queen", "jack"):
        for side, p in enumerate(parts):
            score[side] += p.get(key, 0)
            if score[side] >= target:
                return side
    return None


@dataclass(frozen=True)
class ScotchRules(Rules):
    """Options of Scotch whist."""

    french: bool = option(False, "French whist: the ten of diamonds scores 10 to its winners, trumps or not",
                          "001 part 2 §10")
    target: int = option(41, "points for game", "001 part 2 §10", minimum=1, maximum=1_000, bound="our bound: 1,000 points")
    odd_players: str = option("remove-six", "five or seven players: 'remove-six' (the six of spades "
                              "is taken out, 35 cards dealt) or 'set-aside' (the full 36: the 35th "
                              "card is turned for trumps and the 36th shown and set aside)",
                              "001 part 2 §10", choices=("remove-six", "set-aside"))
    six_sides: str = option("three-pairs", "six players: three pairs, two adversaries between partners, or "
                            "two-threes (three against three, seated alternately)", "001 part 2 §10",
                            choices=("three-pairs", "two-threes"))
    eight_sides: str = option("two-fours", "eight players: two sides of four seated alternately, or "
                              "four-pairs", "001 part 2 §10", choices=("two-fours", "four-pairs"))
    stake: int = option(1, "the stake per game (each loser pays it once)", "001 part 2 §10 (stakes)",
                        minimum=1, maximum=1_000_000, bound="our bound")
    revoke_payer: str = option("side", "who pays for a claimed revoke, agreed beforehand: the side, or the "
                               "player who revoked", "001 part 2 §10 (stakes; method of play)",
                               choices=("side", "player"))
    referee_mode: bool = option(False, "accept a renounce in error as a physical table would and "
                                "settle it when an adversary claims it (``referee('revoke', seat)``): "
                                "the revoking side loses the game at once", "001 part 2 §10")


class ScotchWhistState(PlayOnly, GameState):
    """One hand of Scotch (or French) whist. Actions: ``play QS``."""

    rules_cls = ScotchRules
    unit = "points"

    def __init__(self, num_players: int = 4, rules: ScotchRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        if not 2 <= n <= 8:
            raise SetupError("Scotch whist is played by 2 to 8 players")
        self.dealer = int(self.context.get("dealer", n - 1)) % n
        self.side = sides_for(n, self.rules.six_sides, self.rules.eight_sides)
        self.nsides = max(self.side) + 1
        self.score_before = self._context_numbers("score", [0] * self.nsides)
        self.set_aside: list[Card] = []
        if n in (5, 7) and self.rules.odd_players == "set-aside":
            deck = self.shuffler.shuffle(scotch_pack(4))
            self.set_aside = [deck[-1]]                # shown to all and out of the deal
            deck = deck[:-1]
        else:
            deck = self.shuffler.shuffle(scotch_pack(n))
        sets = 3 if n == 2 else 2 if n == 3 else 1      # hands per player (001 part 2 §10)
        per = len(deck) // (n * sets)
        packets: list[list[list[Card]]] = []
        for k in range(sets):
            part = deck[k * n * per:(k + 1) * n * per]
            hs: list[list[Card]] = [[] for _ in range(n)]
            for j, c in enumerate(part):
                hs[(self.dealer + 1 + j) % n].append(c)
            sort_hands(hs)
            packets.append(hs)
        hands = packets[0]
        self.reserve = packets[1:]                    # the later sets, face down
        self.earlier: list[tuple[int, tuple, int]] = []   # tricks of the sets played out
        self.turned = deck[-1]
        self.trump = self.turned & 3
        self.trump_up = True
        key = list(range(52))
        key[(11 - 2) * 4 + self.trump] = 100          # the jack of trumps is the best trump
        self.dealt_count = [0] * self.nsides
        for hs in packets:
            for seat, h in enumerate(hs):
                self.dealt_count[self.side[seat]] += len(h)
        self.rank_key = key
        self.tp = TrickPlay(hands, self.trump, (self.dealer + 1) % n, rank_key=key)
        self.past_revokes: list = []                  # revokes in the sets played out
        self.forfeit: int | None = None               # the side that lost the game by a revoke
        self.revoker: int | None = None               # the seat whose claimed revoke lost it
        self.rulings: list[Ruling] = []

    @property
    def to_act(self) -> int | None:
        if self.forfeit is not None:           # a claimed revoke ends the game at once
            return None
        return None if self.tp.over else self.tp.turn

    def legal_actions(self) -> list[Action]:
        return [] if self.forfeit is not None else super().legal_actions()

    def _check(self, action: Action) -> None:
        tp = self.tp
        if self.forfeit is not None:
            raise IllegalAction("the game is over: a revoke was claimed", _FOLLOW_LAW)
        if (self.rules.referee_mode and action.verb == "play" and len(action.args) == 1
                and isinstance(action.args[0], Card) and action.args[0] in tp.hands[tp.turn]
                and tp.is_revoke(tp.turn, action.args[0])):
            return                              # a revoke, recorded for a claim (referee mode)
        tp.check_play(action, _FOLLOW_LAW, not_play="{action} is not a play; write e.g. 'play QS'",
                      not_held="seat {seat} does not hold {card}")

    # ----- the referee -----------------------------------------------------------------
    def referee_calls(self) -> list[str]:
        return ["revoke"]

    def referee(self, call: str, seat: int, **details: Any) -> Ruling:
        """Settle a claim at a physical table. The one call of Scotch whist's own laws is
        ``"revoke"``: player ``seat`` claims a revoke by an adversary, before the cut for the
        next deal (the hand may be over). The revoking side loses the game at once; with more
        than two sides it pays every other side as if each had won the game (001 part 2 §10).
        Other irregularities go by the laws of whist, not refereed here.

        Returns the :class:`~hoyle.core.laws.Ruling` (kept in ``rulings``). Raises
        IllegalAction, state unchanged, when the claim does not apply."""
        law = _FOLLOW_LAW
        if call != "revoke":
            raise IllegalAction(f"unknown referee call {call!r}: Scotch whist's own law is the revoke", law)
        if not 0 <= seat < self.num_players:
            raise IllegalAction(f"no seat {seat}")
        if self.forfeit is not None:
            raise IllegalAction("the game is already lost by a claimed revoke", law)
        mine = self.side[seat]
        found = [r for r in self.past_revokes + self.tp.revokes if self.side[r.seat] != mine and not r.corrected]
        if not found:
            raise IllegalAction("no revoke by an adversary is found in the tricks", law)
        r = found[0]
        loser = self.side[r.seat]
        self.forfeit = loser
        self.revoker = r.seat
        others = self.nsides - 1
        ruling = Ruling(
            law=law,
            penalty=(f"side {loser} loses the game" if others == 1 else
                     f"side {loser} pays each of the {others} other sides as for a game lost"),
            detail=f"seat {r.seat} revoked at trick {r.trick} ({r.card}); the game ends at once",
            effect={"revoke": r.to_dict(), "losing_side": loser, "games_lost": others},
        ).made("revoke", seat, len(self.history), details)
        self.rulings = self.rulings + [ruling]
        return ruling

    def revoke_settlement(self) -> list[int] | None:
        """Games won (+) and lost (-) per side by a claimed revoke, or None."""
        if self.forfeit is None:
            return None
        return [-(self.nsides - 1) if s == self.forfeit else 1 for s in range(self.nsides)]

    def _apply(self, action: Action) -> None:
        if self.tp.turn == self.dealer and not self.reserve:
            self.trump_up = False
        self.tp.play(action.args[0])
        if self.tp.over and self.reserve:
            # the next set: everyone takes up his next hand; the last trick's winner leads
            tp = self.tp
            self.earlier = self.earlier + tp.quitted
            self.past_revokes = self.past_revokes + tp.revokes
            leader = tp.quitted[-1][2]
            won = tp.won
            self.tp = TrickPlay(self.reserve[0], self.trump, leader, rank_key=self.rank_key)
            self.tp.won = list(won)
            self.reserve = self.reserve[1:]

    def clone(self) -> "ScotchWhistState":
        s = copy.copy(self)
        s.tp = self.tp.clone()
        s.history = self.history[:]
        s.log = self.log[:]
        return s

    # ----- scoring ---------------------------------------------------------------------
    def parts(self) -> list[dict[str, int]]:
        """Each side's points by kind: ten, cards, ace, king, queen, jack."""
        names = {10: "ten", 14: "ace", 13: "king", 12: "queen", 11: "jack"}
        out = [dict.fromkeys(("ten", "cards", "ace", "king", "queen", "jack"), 0) for _ in range(self.nsides)]
        taken = [0] * self.nsides
        for _, cards, w in self.earlier + self.tp.quitted:
            s = self.side[w]
            taken[s] += len(cards)
            for c in cards:
                r = (c >> 2) + 2
                if c & 3 == self.trump and r in COUNTING:
                    out[s][names[r]] += COUNTING[r]
                elif self.rules.french and r == 10 and c & 3 == 1:
                    out[s]["ten"] += 10
        for s in range(self.nsides):
            out[s]["cards"] = max(0, taken[s] - self.dealt_count[s])
        return out

    def side_points(self) -> list[int]:
        return [sum(p.values()) for p in self.parts()]

    def outcome(self) -> list[int]:
        """Each seat's side's points in the hand (after a claimed revoke, those taken until
        then: the game itself is settled by :meth:`revoke_settlement`)."""
        if not self.is_over:
            raise DealNotOver("the hand is not finished")
        pts = self.side_points()
        return [pts[self.side[i]] for i in range(self.num_players)]

    def game_winner(self) -> int | None:
        """The side that wins the game in this hand by the counting-out order, or None. After
        a claimed revoke with two sides, the side that did not revoke."""
        if self.forfeit is not None:
            return 1 - self.forfeit if self.nsides == 2 else None
        return count_out(self.score_before, self.parts(), self.rules.target)

    # ----- views -----------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"hand {i}": list(h) for i, h in enumerate(self.tp.hands)}
        out.update(self.tp.locations())
        for k, hs in enumerate(self.reserve):
            for i, h in enumerate(hs):
                out[f"face-down hand {k + 2} of {i}"] = list(h)
        out["earlier sets"] = [c for _, cards, _ in self.earlier for c in cards]
        out["set aside"] = list(self.set_aside)
        return out

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set()
        for i, h in enumerate(self.tp.hands):
            if i != seat:
                out.update(h)
        for hs in self.reserve:                       # unseen even by their owners
            for h in hs:
                out.update(h)
        if self.trump_up:
            out.discard(self.turned)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        tp = self.tp
        n = self.num_players
        v = {"game": "scotch-whist" if not self.rules.french else "french-whist",
             "seat": seat, "dealer": self.dealer, "sides": self.side,
             "trump": SUIT_NAMES[self.trump], "turned_card": str(self.turned) if self.trump_up else None,
             "hand": [str(c) for c in tp.hands[seat]] if seat is not None else None,
             "to_act": self.to_act, "trick": [[(tp.leader + i) % n, str(c)] for i, c in enumerate(tp.trick)],
             "tricks": list(tp.won), "score": self.score_before, "target": self.rules.target,
             "hands_to_come": len(self.reserve), "set_aside": [str(c) for c in self.set_aside],
             "played": [[[(ld + i) % n, str(c)] for i, c in enumerate(cards)] for ld, cards, _ in tp.quitted]}
        if self.rulings:
            v["rulings"] = [{"call": r.call, "law": r.law, "penalty": r.penalty} for r in self.rulings]
        if self.is_over:
            v["result"] = {"points": self.side_points(), "game_won_by": self.game_winner()}
            if self.forfeit is not None:
                v["result"]["game_lost_by_revoke"] = self.forfeit
                v["result"]["games"] = self.revoke_settlement()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{'French' if view['game'] == 'french-whist' else 'Scotch'} whist - trumps {view['trump']}"
                 + (f" (turned {view['turned_card']})" if view["turned_card"] else "")
                 + f" - dealer {view['dealer']} - score {per_seat(view['score'], 'side')} to {view['target']}"]
        sides: dict = {}
        for seat, side in enumerate(view["sides"]):
            sides.setdefault(side, []).append(str(seat))
        if any(len(v) > 1 for v in sides.values()):
            lines.append("Sides: " + "; ".join(f"side {k}: seats {', '.join(v)}" for k, v in sides.items()))
        if view.get("hand") is not None:
            lines.append(f"Your hand (seat {view['seat']}): " + " ".join(view["hand"]))
        if view.get("set_aside"):
            lines.append("Set aside (shown): " + " ".join(view["set_aside"]))
        lines.append(trick_line(view["trick"])
                     + f"   tricks {per_seat(view['tricks'])}")
        for r in view.get("rulings") or []:
            lines.append(f"Ruling ({r['law']}): {r['penalty']}")
        if view.get("result"):
            lines.append(f"Hand over: points {per_seat(view['result']['points'], 'side')}")
        elif view.get("to_act") is not None:
            lines.append(f"seat {view['to_act']} to play")
        return "\n".join(lines)


class ScotchMatch(RubberMatch):
    """Games of Scotch (or French) whist to 41, settled game by game (001 part 2 §10: stakes per
    game, no rubbers; law 10.5).

    Context carried: ``dealer`` (the deal passes left), ``score`` (each side's points toward the
    game in progress) and ``rubbers`` (the finished games, each with ``kind`` "game", the winner,
    the ``value`` each winning player gains in stakes and ``seats``, the amount per seat from
    :func:`game_payments`, or :func:`revoke_payments` after a claimed revoke). :meth:`settled`
    counts the finished games only: a hand's points only move the score toward 41."""

    unit = "stakes"
    settles = "game"
    fresh_rubber = {"score": None}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._sides = sides_for(self.num_players, self.rules.six_sides, self.rules.eight_sides)

    def _name(self, side: int) -> str:
        seats = [i for i, s in enumerate(self._sides) if s == side]
        return ("seat " if len(seats) == 1 else "seats ") + ", ".join(map(str, seats))

    def carry(self, state: "ScotchWhistState") -> dict[str, Any]:
        ctx = Match.carry(self, state)
        ctx["dealer"] = (state.dealer + 1) % self.num_players
        stake = self.rules.stake
        if state.forfeit is not None and state.revoker is not None:
            seats = revoke_payments(self._sides, state.revoker, stake, self.rules.revoke_payer)
            self.end_rubber(ctx, f"seat {state.revoker}'s revoke: every other side", stake, seats,
                            kind="game", revoke=state.revoker)
            return ctx
        winner = state.game_winner()
        if winner is None:
            ctx["score"] = [a + b for a, b in zip(state.score_before, state.side_points())]
            return ctx
        seats = game_payments(self._sides, winner, stake)
        self.end_rubber(ctx, self._name(winner), max(seats), seats, kind="game",
                        score=[a + b for a, b in zip(state.score_before, state.side_points())])
        return ctx

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score")
        if not score or not any(score):
            return None
        return "game in progress, not settled: score " + "; ".join(
            f"{self._name(s)} {v}" for s, v in enumerate(score))
