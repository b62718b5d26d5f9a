"""Écarté and pool écarté (Foster 1914, 001 part 3 §B14-B15; catalog oracles EC-01..EC-08,
PX-01).

One deal (a *hand*) between the dealer and the pone (the non-dealer, elder hand): five cards
each from a 32-card pack in rounds of three and two (or two and three, ``first_round``), the
eleventh card turned for trumps. Every suit ranks K Q J A 10 9 8 7. A king turned scores the
dealer one at once.

Then the proposal (§B14 "propose / refuse"): the pone ``play`` (stands) or ``propose``; the
dealer ``give`` (accepts) or ``refuse``. Accepted, the pone discards one to five cards
(``discard 7S 8D``: a proposer takes at least one) and is served from the top of the stock;
the dealer then may take cards himself (``discard 9C``) or ``keep``. They may go round again
with no further risk. When the stock cannot serve a discard the number is limited to what it
holds (our reading: the book's "take back from one's own discards" is not modelled), and with
the stock empty the pone may only play.

Before the first lead each, pone first, may ``mark`` the king of trumps or ``pass``; a mark
by one who does not hold it is a false claim (the opponent scores one more and the point is
not scored, EC-01). Play: the pone leads; the other must follow suit and win the trick if he
can, and when void trump if he can (``HEAD_TRICK``).

Score (per hand): three or four tricks 1, the vole (all five) 2; a pone who stood or a
dealer who refused the first proposal and fails gives the other 2; the king 1 (never more
than 2 for tricks). The outcome: each seat's points less the opponent's. Game is five
(:class:`EcarteMatch`); a king turned or marked that reaches five ends the game at once.

Pool écarté (three players, §B15): the two in the game play as above, the third sits out
(his outcome 0); :class:`PoolEcarteMatch` keeps the pool.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from ...bots import Bot
from ...cards import Card, parse_card, piquet_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook, Ruling
from ...core.match import Match, RubberMatch
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.tricks import (HEAD_TRICK, HandlerReferee, PLAY, SUIT_NAMES, OrderedTrickPlay, TrickOrder, sort_hands, trick_line)

__all__ = ["EcarteRules", "EcarteState", "EcarteMatch", "PoolEcarteMatch", "ECARTE_LAWS", "ECARTE_RANK",
           "ecarte_order", "hand_points", "dealer_hands_with_trumps", "pool_after"]

_SRC = "Foster 1914, Écarté (seed 001 part 3 §B14, lines 1606-1856)"

ECARTE_LAWS = LawBook.of("Écarté", _SRC, [
    ("E1", "rank", "Thirty-two cards; in every suit, trumps too, the king is high, then queen, knave, ace, ten, "
                   "nine, eight, seven."),
    ("E2", "deal", "Five to each in rounds of two and three (or three and two), the same all game; the eleventh "
                   "card is turned for trumps."),
    ("E3", "faced-card", "A card faced in the pack other than the eleventh: a new deal.", "a new deal"),
    ("E4", "misdeal", "A wrong number of cards found before the hands are seen: the pone may claim a misdeal, "
                      "and the dealer loses the deal.", "the dealer loses the deal"),
    ("E5", "king-turned", "A king turned up scores the dealer one at once."),
    ("E6", "proposal", "The pone plays or proposes; the dealer gives or refuses; each is irrevocable. A pone "
                       "who stands, or a dealer who refuses the first proposal, must win three tricks or "
                       "the other scores two."),
    ("E7", "discard", "A proposer takes at least one card; cards come from the top of the stock; the trump card "
                      "is never taken into the hand."),
    ("E8", "wrong-service", "The dealer serving the pone more or fewer cards than asked, or himself too many, "
                            "loses a point and the right to mark the king.", "the opponent scores 1"),
    ("E9", "six-cards", "Playing with more than five cards after a discard loses a point and the king.",
     "the opponent scores 1"),
    ("E10", "no-discard", "Playing without discarding, or exchanging the wrong number without warning, loses two "
                          "points and the king.", "the opponent scores 2"),
    ("E11", "king-marked", "The holder of the king of trumps announces it before the first lead to score it; "
                           "a false claim: the point is removed and the opponent scores one more.",
     "the opponent scores 1"),
    ("E12", "play", "Follow suit and win the trick if able; void, trump if able."),
    ("E13", "renounce", "A renounce (not following, not winning, not trumping when able): the offender who wins "
                        "the odd trick scores nothing; winning the vole, one instead of two.",
     "odd trick 0, vole 1"),
    ("E14", "lead-out-of-turn", "A lead out of turn is taken back without penalty; if the opponent has played "
                                "to it, the trick stands.", "none"),
    ("E15", "throw-down", "Throwing down the cards: after taking a trick the opponent scores one; with no trick "
                          "taken, two (unless the claim is justified).", "the opponent scores 1 or 2"),
    ("E16", "scoring", "The odd trick (three or four) scores one, the vole two; never more than two a hand for "
                       "tricks; the king one; game is five."),
    ("E17", "pool", "Pool écarté: three stake; the loser of a game adds a stake and retires for the third; "
                    "the first to win two games running takes the pool."),
], meanings={"revoke-penalty": "E13", "lead-out-of-turn": "E14", "misdeal": "E4", "king": "E11"})
_L = ECARTE_LAWS.cite

#: écarté strength within a suit by the card's rank 2..14 (K Q J A 10 9 8 7; §B14 "cards")
ECARTE_RANK = {13: 8, 12: 7, 11: 6, 14: 5, 10: 4, 9: 3, 8: 2, 7: 1}
_KING = 13


def ecarte_order(trump: int) -> TrickOrder:
    """The trick order of one hand of écarté: K Q J A 10 9 8 7 in every suit, ``trump`` trumps,
    follow and win if able, void trump if able (§B14 "play")."""
    rank = [ECARTE_RANK.get((c >> 2) + 2, 0) if c < 52 else 0 for c in range(54)]
    return TrickOrder(trump, None, rank, HEAD_TRICK)


def hand_points(tricks: int, risk: str | None, seat_role: str) -> tuple[int, int]:
    """Points for tricks in one hand (§B14 "scoring"): ``(to this seat, to the opponent)``
    where this seat (``seat_role`` "pone" or "dealer") took ``tricks`` (0..5) and ``risk`` is
    who stood at his own risk: "pone" (played without proposing), "dealer" (refused the first
    proposal) or None. Three or four tricks 1, the vole 2; the one at risk who fails gives 2.
    Raises ValueError for tricks outside 0..5."""
    if not 0 <= tricks <= 5:
        raise ValueError("a hand of écarté has five tricks")
    won = tricks >= 3
    winner_tricks = tricks if won else 5 - tricks
    loser_role = ("dealer" if seat_role == "pone" else "pone") if won else seat_role
    value = 2 if winner_tricks == 5 or risk == loser_role else 1
    return (value, 0) if won else (0, value)


def dealer_hands_with_trumps(own_trumps: int, at_least: int = 2) -> tuple[int, int]:
    """The jeux de règle count (§B14, EC-05/EC-06): of the C(26, 5) = 65,780 hands the dealer
    may hold when the player holds ``own_trumps`` trumps (the turn-up a trump too), how many
    hold fewer than ``at_least`` trumps (for the player) and how many hold as many or more.
    Returns ``(for, against)`` summing to 65,780. Raises ValueError outside 0..5."""
    from math import comb
    if not 0 <= own_trumps <= 5:
        raise ValueError("a hand holds 0 to 5 trumps")
    trumps_left = 8 - 1 - own_trumps
    others = 26 - trumps_left
    fewer = sum(comb(trumps_left, k) * comb(others, 5 - k) for k in range(at_least))
    return fewer, comb(26, 5) - fewer


@dataclass(frozen=True)
class EcarteRules(Rules):
    game_points: int = option(5, "points to win a game", "001 part 3 §B14 counters: game 5", minimum=1,
                              maximum=50)
    first_round: int = option(3, "cards to each in the first round (3 then 2, or 2 then 3)",
                              "001 part 3 §B14 deal", choices=(2, 3))
    referee_mode: bool = option(False, "accept a renounce as a physical table would (recorded, not refused) "
                                "and settle it by law when claimed", "001 part 3 §B14 renounce")


_ROLE = ("dealer", "pone")


class EcarteState(HandlerReferee, GameState):
    """One hand of écarté (see the module docstring).

    Context: ``dealer`` (seat), ``score`` (points per seat toward game), with three players
    ``out`` (the seat sitting out, pool écarté). Actions: ``play``, ``propose``, ``give``,
    ``refuse``, ``discard <cards>``, ``keep``, ``mark``, ``pass``, ``play <card>``.
    """

    rules_cls = EcarteRules
    unit = "points"
    penalty_laws = ECARTE_LAWS

    def __init__(self, num_players: int = 2, rules: EcarteRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.n = n
        self.seat_names = ("N", "S") if n == 2 else ("N", "E", "W")
        self.out = self.context.get("out", 2) if n == 3 else None
        if self.out is not None and not (isinstance(self.out, int) and 0 <= self.out < n):
            from ...core.errors import SetupError
            raise SetupError("context 'out' names the seat sitting out: 0 to 2")
        self.players = [s for s in range(n) if s != self.out]
        d = self.context.get("dealer", self.players[-1])
        self.dealer = d if d in self.players else self.players[-1]
        self.pone = next(s for s in self.players if s != self.dealer)
        self.score_before = self._context_numbers("score", [0] * n)
        deck = self.shuffler.shuffle(list(piquet_pack()))
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        for k in (self.rules.first_round, 5 - self.rules.first_round):
            for s in (self.pone, self.dealer):
                hands[s].extend(deck[pos:pos + k])
                pos += k
        sort_hands(hands)
        self.hands = hands
        self.upcard = deck[pos]
        self.trump = self.upcard & 3
        self.stock = list(deck[pos + 1:])
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.exchanges = 0
        self.risk: str | None = None
        self.king_turned = (self.upcard >> 2) + 2 == _KING
        self.marked: dict[int, bool] = {}        # seat -> True (genuine) / False (a false claim)
        self.barred_king: set[int] = set()       # seats that lost the right to mark the king
        self.award: list[int] | None = None
        self.bonus = [0] * n                      # points given by a ruling (E8, E9)
        self.renounced: set[int] = set()          # seats penalised for a renounce (E13)
        self.void: str | None = None
        self.same_dealer = False
        self.tp: OrderedTrickPlay | None = None
        self.rulings: list[Ruling] = []
        self.game_won_by: int | None = None
        self.phase = "propose"
        self.note(f"{self.seat_names[self.dealer]} deals; {Card(self.upcard)} is turned: "
                  f"{SUIT_NAMES[self.trump]} are trumps")
        if self.king_turned:
            self.note(f"the king is turned: {self.seat_names[self.dealer]} scores one ({_L('E5')})")
            if self.score_before[self.dealer] + 1 >= self.rules.game_points:
                self.game_won_by = self.dealer
                self.phase = "over"
                self.note(f"{self.seat_names[self.dealer]} reaches game with the turned king")

    # ----- the contract -------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        ph = self.phase
        if ph in ("propose", "pone-discard", "announce-pone"):
            return self.pone
        if ph in ("give", "dealer-discard", "announce-dealer"):
            return self.dealer
        if ph == "play":
            return self.tp.turn
        return None

    def _discards(self, hand: list[int], most: int) -> list[Action]:
        out = []
        for k in range(1, min(most, len(hand)) + 1):
            for combo in itertools.combinations(sorted(hand), k):
                out.append(Action("discard", tuple(Card(c) for c in combo)))
        return out

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "propose":
            return [Action("play"), Action("propose")] if self.stock else [Action("play")]
        if ph == "give":
            return [Action("give"), Action("refuse")]
        if ph == "pone-discard":
            return self._discards(self.hands[self.pone], len(self.stock))
        if ph == "dealer-discard":
            return [Action("keep"), *self._discards(self.hands[self.dealer], len(self.stock))]
        if ph in ("announce-pone", "announce-dealer"):
            return [Action("mark"), Action("pass")]
        if ph == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            tp = self.tp
            if (action.verb == "play" and len(action.args) == 1 and isinstance(action.args[0], Card)
                    and action.args[0] in tp.legal()):
                return
            if (self.rules.referee_mode and action.verb == "play" and len(action.args) == 1
                    and isinstance(action.args[0], Card) and action.args[0] in tp.hands[tp.turn]):
                return
            if (action.verb == "play" and len(action.args) == 1 and isinstance(action.args[0], Card)
                    and action.args[0] in tp.hands[tp.turn]):
                raise IllegalAction("you must follow suit and win the trick if you can; void, trump if you can",
                                    _L("E12"))
            tp.check_play(action, _L("E12"))
            return
        if self._is_legal(action):
            return
        if self.phase in ("pone-discard", "dealer-discard") and action.verb == "discard":
            seat = self.to_act
            cards = [a for a in action.args if isinstance(a, Card)]
            if not cards or len(cards) != len(action.args):
                raise IllegalAction("name the cards to discard (discard 7S 8D)", _L("E7"))
            if any(c not in self.hands[seat] for c in cards):
                raise IllegalAction("you may discard only cards you hold", _L("E7"))
            if len(set(cards)) != len(cards):
                raise IllegalAction("a card is named twice", _L("E7"))
            if len(cards) <= len(self.stock):
                return                       # the same cards named in another order
            raise IllegalAction(f"the stock holds only {len(self.stock)} cards to serve", _L("E7"))
        if self.phase == "pone-discard" and action.verb == "keep":
            raise IllegalAction("a proposer must take at least one card", _L("E7"))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        ph = self.phase
        seat = self.to_act
        name = self.seat_names[seat]
        v = action.verb
        if ph == "propose":
            if v == "play":
                if self.exchanges == 0:
                    self.risk = "pone"
                self.note(f"{name} plays" + (" (stands: must win three)" if self.exchanges == 0 else ""))
                self._to_announce()
            else:
                self.note(f"{name} proposes")
                self.phase = "give"
            return
        if ph == "give":
            if v == "give":
                self.note(f"{name} gives cards")
                self.phase = "pone-discard"
            else:
                if self.exchanges == 0:
                    self.risk = "dealer"
                self.note(f"{name} refuses" + (" (must win three)" if self.exchanges == 0 else ""))
                self._to_announce()
            return
        if ph in ("pone-discard", "dealer-discard"):
            cards = list(action.args) if v == "discard" else []
            for c in cards:
                self.hands[seat].remove(c)
                self.discards[seat].append(c)
            drawn = self.stock[:len(cards)]
            del self.stock[:len(cards)]
            self.hands[seat].extend(drawn)
            sort_hands([self.hands[seat]])
            other = [p for p in range(self.n) if p != seat]
            self.note(f"{name} takes {len(cards)}", to=other)
            self.note(f"{name} discards {' '.join(str(Card(c)) for c in cards) or 'none'}, draws "
                      f"{' '.join(str(Card(c)) for c in drawn) or 'none'}", to=seat)
            if ph == "pone-discard" and self.stock:
                self.phase = "dealer-discard"
            else:
                self.exchanges += 1
                self.phase = "propose"
            return
        if ph in ("announce-pone", "announce-dealer"):
            if v == "mark":
                genuine = self._holds_king(seat)
                self.marked[seat] = genuine
                self.note(f"{name} marks the king")
                if genuine and self.score_before[seat] + 1 >= self.rules.game_points and seat not in self.barred_king:
                    self.game_won_by = seat
                    self.phase = "over"
                    self.note(f"{name} reaches game with the king")
                    return
            else:
                self.note(f"{name} does not mark the king")
            if ph == "announce-pone":
                self.phase = "announce-dealer"
            else:
                self._start_play()
            return
        tp = self.tp
        w = tp.play(action.args[0])
        if w is not None:
            self.note(f"{self.seat_names[w]} wins the trick")
        if tp.over:
            self.phase = "over"
            self.note(self.result_text())

    def _holds_king(self, seat: int) -> bool:
        king = (_KING - 2) * 4 + self.trump
        return king in self.hands[seat]

    def _to_announce(self) -> None:
        if self.king_turned:
            self._start_play()
        else:
            self.phase = "announce-pone"

    def _start_play(self) -> None:
        self.tp = OrderedTrickPlay(self.hands, ecarte_order(self.trump), self.pone,
                                   () if self.out is None else (self.out,))
        self.hands = self.tp.hands
        self.phase = "play"

    # ----- the result ----------------------------------------------------------------------
    def points(self) -> list[int]:
        """Points scored this hand per seat (§B14 scoring: tricks, the king, penalties); a
        ruling's award replaces the tricks. Raises DealNotOver before the end."""
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        pts = [0] * self.n
        if self.void:
            return pts
        pts = list(self.bonus)
        if self.king_turned:
            pts[self.dealer] += 1
        for seat, genuine in self.marked.items():
            other = self.pone if seat == self.dealer else self.dealer
            if genuine and seat not in self.barred_king:
                pts[seat] += 1
            elif not genuine:
                pts[other] += 1                     # a false claim (E11, EC-01)
        if self.game_won_by is not None:
            return pts
        if self.award is not None:
            return [a + b for a, b in zip(pts, self.award)]
        won = self.tp.won
        mine, theirs = hand_points(won[self.pone], self.risk, "pone")
        for seat, value in ((self.pone, mine), (self.dealer, theirs)):
            if value and seat in self.renounced:
                value = 1 if value == 2 and won[seat] == 5 else 0     # E13
            pts[seat] += value
        return pts

    def outcome(self) -> list[int]:
        p = self.points()
        out = [0] * self.n
        a, b = self.pone, self.dealer
        out[a], out[b] = p[a] - p[b], p[b] - p[a]
        return out

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"the hand is void: {self.void}"
        p = self.points()
        names = self.seat_names
        if self.tp is None:
            how = "before the play"
        else:
            t = self.tp.won[self.pone]
            how = f"{names[self.pone]} (pone) {t} tricks, {names[self.dealer]} (dealer) {5 - t}"
        return f"{how}; points {names[self.pone]} {p[self.pone]}, {names[self.dealer]} {p[self.dealer]}"

    # ----- what a seat may see ---------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(self.hands[s]) for s in range(self.n)}
        out["stock"] = list(self.stock)
        out["turn-up"] = [self.upcard]
        for s in self.players:
            out[f"discards {self.seat_names[s]}"] = list(self.discards[s])
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = set(self.stock)
        for s in range(self.n):
            if s != seat:
                out.update(self.hands[s])
                out.update(self.discards[s])
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        v: dict[str, Any] = {
            "game": "ecarte", "phase": self.phase, "players": self.n,
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer],
            "pone": names[self.pone], "sitting_out": None if self.out is None else names[self.out],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "turn_up": str(Card(self.upcard)), "trump": SUIT_NAMES[self.trump],
            "king_turned": self.king_turned, "stock": len(self.stock), "exchanges": self.exchanges,
            "risk": self.risk, "marked": [names[s] for s in sorted(self.marked)],
            "score": self.score_before, "game_points": self.rules.game_points,
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
            "tricks": {names[s]: (tp.won[s] if tp else 0) for s in self.players},
            "played": [[[names[tp.seat_at(ld, i)], str(Card(c))] for i, c in enumerate(cards)]
                       for ld, cards, _ in tp.quitted] if tp else [],
        }
        if seat is not None and self.discards[seat]:
            v["discarded"] = [str(Card(c)) for c in self.discards[seat]]
        if self.phase == "over":
            v["points"] = self.points()
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        score = ", ".join(f"{n} {p}" for n, p in zip(("N", "S") if view["players"] == 2 else ("N", "E", "W"),
                                                     view["score"]))
        lines = [f"Écarté - dealer {view['dealer']}, pone {view['pone']} - score {score} "
                 f"(game {view['game_points']})"]
        if view.get("sitting_out"):
            lines.append(f"Sitting out: {view['sitting_out']}")
        lines.append(f"Turn-up {view['turn_up']}: {view['trump']} are trumps"
                     + (" (the king: the dealer scores one)" if view["king_turned"] else "")
                     + f"; stock {view['stock']}")
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        if view.get("marked"):
            lines.append("King marked by " + ", ".join(view["marked"]))
        if view["phase"] in ("play", "over") and view["trick"] or view["phase"] == "play":
            lines.append(trick_line(view["trick"]))
        lines.append("Tricks: " + ", ".join(f"{k} {t}" for k, t in view["tricks"].items()))
        prompts = {"propose": "play (stand) or propose", "give": "give (accept) or refuse",
                   "pone-discard": "discard 1 to 5 cards", "dealer-discard": "discard cards or keep",
                   "announce-pone": "mark the king or pass", "announce-dealer": "mark the king or pass"}
        if view.get("result"):
            lines.append("Hand over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act" + (f": {prompts[view['phase']]}" if view["phase"] in prompts
                                                       else ""))
        return "\n".join(lines)

    # ----- the referee ----------------------------------------------------------------------------
    def _check_caller(self, seat: Any) -> None:
        if seat is None or not isinstance(seat, int) or seat not in self.players:
            raise IllegalAction("name a seat in the game for the call")

    def _opponent(self, seat: int) -> int:
        return self.pone if seat == self.dealer else self.dealer

    def _end_with(self, award: list[int]) -> None:
        self.award = award
        self.phase = "over"

    def _ref_throw_down(self, seat: int) -> Ruling:
        """E15: ``seat`` throws down his cards in the play: the opponent scores 1 if ``seat``
        has taken a trick, else 2 (a justified claim is not judged here)."""
        if self.phase != "play":
            raise IllegalAction("cards are thrown down only in the play", _L("E15"))
        value = 1 if self.tp.won[seat] else 2
        award = [0] * self.n
        award[self._opponent(seat)] = value
        self._end_with(award)
        return Ruling(law=_L("E15"), penalty=f"{self.seat_names[self._opponent(seat)]} scores {value}",
                      effect={"award": award})

    def _ref_renounce(self, seat: int) -> Ruling:
        """E13: ``seat`` claims the opponent's renounce (recorded in referee mode): the
        offender's score for tricks this hand is cut (odd trick 0, vole 1)."""
        other = self._opponent(seat)
        if self.tp is None or not any(r.seat == other for r in self.tp.revokes):
            raise IllegalAction("no renounce by the opponent is found in the tricks", _L("E13"))
        self.renounced.add(other)
        return Ruling(law=_L("E13"), penalty=f"{self.seat_names[other]} scores nothing for the odd trick, "
                      "one for the vole", effect={"renounced": self.seat_names[other]})

    def _ref_lead_out_of_turn(self, seat: int) -> Ruling:
        """E14: a lead out of turn is taken back without penalty."""
        if self.phase != "play" or self.tp.trick or self.tp.turn == seat:
            raise IllegalAction("that was not a lead out of turn", _L("E14"))
        return Ruling(law=_L("E14"), penalty="none: the card is taken back", effect={})

    def _ref_faced_card(self, seat: int) -> Ruling:
        """E3: a card faced in the pack: a new deal by the same dealer (before the play)."""
        if self.phase in ("play", "over"):
            raise IllegalAction("a faced card is claimed before the play", _L("E3"))
        self.void, self.same_dealer, self.phase = "a card faced in the pack (E3)", True, "over"
        return Ruling(law=_L("E3"), penalty="a new deal by the same dealer", effect={"void": True,
                                                                                     "same_dealer": True})

    def _ref_misdeal(self, seat: int) -> Ruling:
        """E4: the pone claims a misdeal (a wrong number found before the proposal): the deal
        is void and the dealer loses the deal."""
        if seat != self.pone or self.phase != "propose" or self.exchanges:
            raise IllegalAction("the pone claims a misdeal before he plays or proposes", _L("E4"))
        self.void, self.phase = "a misdeal (E4)", "over"
        return Ruling(law=_L("E4"), penalty="the dealer loses the deal", effect={"void": True})

    def _ref_wrong_service(self, seat: int) -> Ruling:
        """E8: the pone reports that the dealer served him a wrong number (or took too many):
        the pone scores 1 and the dealer may not mark the king (unless it was turned)."""
        if seat != self.pone or self.exchanges == 0 or self.phase == "over":
            raise IllegalAction("the pone claims a wrong service after an exchange", _L("E8"))
        return self._point_to(self.pone, self.dealer, "E8", 1)

    def _ref_six_cards(self, seat: int) -> Ruling:
        """E9: the opponent of ``seat`` is found playing with more than five cards after a
        discard: ``seat`` scores 1 and the offender loses the king."""
        if self.phase != "play":
            raise IllegalAction("the claim is made in the play", _L("E9"))
        return self._point_to(seat, self._opponent(seat), "E9", 1)

    def _point_to(self, seat: int, offender: int, law: str, value: int) -> Ruling:
        self.barred_king.add(offender)
        self.bonus[seat] += value
        return Ruling(law=_L(law), penalty=f"{self.seat_names[seat]} scores {value}; "
                      f"{self.seat_names[offender]} may not mark the king",
                      effect={"points_to": self.seat_names[seat], "value": value})


class EcarteMatch(RubberMatch):
    """Hands of écarté carrying the score to five (§B14 counters); each game won settles one
    unit (``seats`` +1 / -1). Context: ``dealer`` (alternates; the same dealer after a faced
    card), ``score`` per seat."""

    settles = "game"
    fresh_rubber = {"score": None}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("score", [0] * self.num_players)

    def _next_dealer(self, state: EcarteState) -> int:
        return state.dealer if state.same_dealer else state.pone

    def carry(self, state: EcarteState) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        ctx["dealer"] = self._next_dealer(state)
        pts = state.points()
        score = [a + b for a, b in zip(ctx.get("score") or [0] * self.num_players, pts)]
        ctx["score"] = score
        goal = self.rules.game_points
        winners = [s for s in state.players if score[s] >= goal]
        if winners:
            w = max(winners, key=lambda s: score[s])
            self._game_won(ctx, state, w, score)
        return ctx

    def _game_won(self, ctx: dict[str, Any], state: EcarteState, w: int, score: list[int]) -> None:
        seats = [0] * self.num_players
        loser = state._opponent(w)
        seats[w], seats[loser] = 1, -1
        self.end_rubber(ctx, state.seat_names[w], 1, seats, "-".join(str(score[s]) for s in state.players),
                        kind="game", score=score)
        ctx["score"] = [0] * self.num_players

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or []
        return f"in progress, not settled: score {'-'.join(map(str, score))}" if any(score) else None


def pool_after(games: list[int], players: int = 3) -> tuple[int, int | None]:
    """Pool écarté (§B15, PX-01): the stakes in the pool and its winner after ``games``, the
    winners of the games in order (each game's loser adds a stake and retires). Starting from
    one stake each, returns ``(stakes, seat that took it)``: taken by the first to win two
    games running (None while no one has)."""
    pool, last = players, None
    for w in games:
        pool += 1
        if w == last:
            return pool, w
        last = w
    return pool, None


class PoolEcarteMatch(EcarteMatch):
    """Pool écarté (§B15): three put a stake each into the pool; two play a game of écarté to
    five while the third (``out``) waits. The loser of a game adds a stake and retires for the
    waiting player (who deals the next game, our reading); the first to win two games running
    takes the pool (``seats``: the pool less his stakes; the others lose theirs). Context adds
    ``out``, ``pool`` (stakes in it), ``staked`` (per seat) and ``last_winner``."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("out", 2)
        self.context.setdefault("pool", self.num_players)
        self.context.setdefault("staked", [1] * self.num_players)
        self.context.setdefault("last_winner", None)

    def _game_won(self, ctx: dict[str, Any], state: EcarteState, w: int, score: list[int]) -> None:
        loser = state._opponent(w)
        staked = list(ctx.get("staked") or [1] * self.num_players)
        staked[loser] += 1
        pool = ctx.get("pool", self.num_players) + 1
        rentrant = state.out
        ctx["score"] = [0] * self.num_players
        ctx["out"], ctx["dealer"] = loser, rentrant
        if ctx.get("last_winner") == w:
            seats = [pool - staked[s] if s == w else -staked[s] for s in range(self.num_players)]
            self.end_rubber(ctx, state.seat_names[w], pool - staked[w], seats, f"pool of {pool} stakes",
                            kind="pool", pool=pool)
            ctx["pool"], ctx["staked"], ctx["last_winner"] = self.num_players, [1] * self.num_players, None
            return
        ctx["pool"], ctx["staked"], ctx["last_winner"] = pool, staked, w
        self._announced.append(f"{state.seat_names[w]} wins the game; {state.seat_names[loser]} adds a stake "
                               f"(pool {pool}) and gives way to {state.seat_names[rentrant]}")

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or []
        return f"in progress, not settled: pool of {self.context.get('pool')} stakes, score " + \
            "-".join(map(str, score))


# ----- the bot: the jeux de règle ---------------------------------------------------------------

def _suit(c: int) -> int:
    return c & 3


def _erank(c: int) -> int:
    return ECARTE_RANK[(c >> 2) + 2]


def jeu_de_regle(hand: list[int], trump: int) -> bool:
    """Whether the pone should play without proposing, by the jeux de règle (§B14, after
    Mossop, EC-07): stand on a hand that should win three tricks unless the dealer holds two
    trumps, unless it holds the king of trumps (then propose, playing for the vole). Read
    here as: three trumps or more (hand 16); two trumps and two plain cards of queen or
    better; one trump with a king-queen sequence or a king and another guarded court card
    (hands 1, 17, 20, 21); no trump with four court cards (hand 19) or a king in each plain
    suit and a queen (hand 17)."""
    if (_KING - 2) * 4 + trump in hand:
        return False
    trumps = [c for c in hand if _suit(c) == trump]
    plain = [c for c in hand if _suit(c) != trump]
    high = [c for c in plain if _erank(c) >= 7]            # kings and queens
    kings = {_suit(c) for c in plain if _erank(c) == 8}
    court = [c for c in hand if _erank(c) >= 6]
    if len(trumps) >= 3:
        return True
    if len(trumps) == 2:
        return len(high) >= 2 or (len(high) == 1 and len(court) >= 4)
    if len(trumps) == 1:
        by_suit: dict[int, list[int]] = {}
        for c in plain:
            by_suit.setdefault(_suit(c), []).append(_erank(c))
        seq = any({8, 7} <= set(r) for r in by_suit.values())
        return seq or (len(kings) >= 2 and len(court) >= 3)
    return len(court) >= 4 or (len(kings) >= 3 and len(high) >= 4)


def dealer_refuses(hand: list[int], trump: int) -> bool:
    """The dealer's rule of thumb (§B14): refuse with three plain suits guarded, one trump
    and two suits guarded, or two trumps and one suit guarded (a suit guarded: its king, or
    its queen with another card); more trumps always refuse."""
    trumps = sum(1 for c in hand if _suit(c) == trump)
    guarded = 0
    for s in range(4):
        if s == trump:
            continue
        ranks = sorted((_erank(c) for c in hand if _suit(c) == s), reverse=True)
        if ranks and (ranks[0] == 8 or (ranks[0] == 7 and len(ranks) >= 2)):
            guarded += 1
    return trumps >= 3 or (trumps == 2 and guarded >= 1) or (trumps == 1 and guarded >= 2) or guarded >= 3


def discard_choice(hand: list[int], trump: int, most: int) -> list[int]:
    """The discard (§B14 "discarding"): keep trumps and kings, throw the rest (at least one:
    the lowest card when all are kept; at most ``most``)."""
    throw = [c for c in hand if _suit(c) != trump and _erank(c) != 8]
    if not throw:
        throw = [min(hand, key=lambda c: (_suit(c) == trump, _erank(c)))]
    throw.sort(key=_erank)
    return throw[:max(1, most)]


class EcarteBot(Bot):
    """Écarté's jeux de règle as the bot's choices (§B14): stand or propose by
    :func:`jeu_de_regle`, give or refuse by :func:`dealer_refuses`, discard by
    :func:`discard_choice`, always mark a king it holds; in the play lead a trump with three
    trumps (hand 16), else the highest card of the longest plain suit (hands 17-21), and to a
    lead play the lowest card that the law allows (the law already makes it win if it can).
    From the seat's view only."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        hand = [parse_card(c) for c in view.get("hand") or []]
        trump = SUIT_NAMES.index(view["trump"])
        verbs = {a.verb: a for a in legal}
        ph = view["phase"]
        if ph == "propose":
            if "propose" in verbs and not jeu_de_regle(hand, trump):
                return verbs["propose"]
            return verbs["play"]
        if ph == "give":
            return verbs["refuse"] if dealer_refuses(hand, trump) else verbs["give"]
        if ph in ("pone-discard", "dealer-discard"):
            most = max((len(a.args) for a in legal if a.verb == "discard"), default=0)
            if ph == "dealer-discard" and (dealer_refuses(hand, trump) or most == 0):
                return verbs["keep"]
            want = set(discard_choice(hand, trump, most))
            for a in legal:
                if a.verb == "discard" and set(a.args) == want:
                    return a
            return legal[0]
        if ph.startswith("announce"):
            king = (_KING - 2) * 4 + trump
            return verbs["mark"] if king in hand else verbs["pass"]
        plays = [a for a in legal if a.verb == "play"]
        cards = [a.args[0] for a in plays]
        if not view["trick"]:
            trumps = [c for c in cards if _suit(c) == trump]
            if len(trumps) >= 3:
                pick = max(trumps, key=_erank)
            else:
                plain = [c for c in cards if _suit(c) != trump] or cards
                length = {s: sum(1 for c in plain if _suit(c) == s) for s in range(4)}
                pick = max(plain, key=lambda c: (length[_suit(c)], _erank(c)))
        else:
            pick = min(cards, key=lambda c: (_suit(c) == trump, _erank(c)))
        return PLAY[pick]


def _register() -> None:
    from ...core.registry import GameInfo, register
    common = dict(family="euchre", state_cls=EcarteState, rules_cls=EcarteRules, laws=ECARTE_LAWS,
                  bots={"heuristic": EcarteBot}, utility="zero-sum-points")
    register(GameInfo(slug="ecarte", title="Écarté", aliases=("экарте", "écarté"), min_players=2, max_players=2,
                      match_cls=EcarteMatch, source="Foster 1914, 001 part 3 §B14 (seed lines 1606-1856)",
                      summary="Two players, five cards each from a 32-card pack ranking K Q J A 10 9 8 7, the "
                              "eleventh turned for trumps; the pone stands or proposes an exchange, the dealer "
                              "gives or refuses; follow and win if able; the odd trick scores one, the vole "
                              "two, the king one; game is five.", **common))
    register(GameInfo(slug="pool-ecarte", title="Pool écarté", aliases=("пул-экартэ",), min_players=3,
                      max_players=3, match_cls=PoolEcarteMatch,
                      source="Foster 1914, 001 part 3 §B15 (seed lines 1857-1871)",
                      summary="Three stake a pool; two play écarté while the third waits; the loser of each "
                              "game adds a stake and gives way; the first to win two games running takes "
                              "the pool.", **common))


_register()
