"""Impérial, or piquet with a trump (Foster 1914, seed 001 part 5 §2.6; catalog 001_part5.md
§2.6, oracle "2 red + 4 white").

Two players, the piquet pack ranking K Q J A 10 9 8 7 in every suit; twelve cards each and
the twenty-fifth turned for trumps (an honour turned, K Q J A or 7 of trumps, scores the dealer
one white). No discard.

Declaring, on the piquet mechanic (:mod:`hoyle.mechanics.declarations`): the elder declares his
point (pips as in piquet) or a lesser one, or ``sink``s; the dealer answers ``good`` or
``not-good`` -- there is no equality, a tied point goes to the elder. The point is one white.
The *imperials*, one red (six whites) each, are then counted for both, in the book's order:
carte blanche; the sequences K Q J A (the trump one always good; otherwise a tie goes to the
elder, "compensation for the deal"), the winner scoring all of his; the fours of kings,
queens, knaves, aces or sevens (best the kings, then queens, knaves, aces; our reading puts
the sevens lowest, the book not saying ⚠); the *imperial de retourne* (the turned card
completes the dealer's trump sequence or a four). The elder's are announced at once, the
dealer's after the elder's first lead (no imperial may be declared after its owner has played).

Play: the second player must win the trick if he can, by a higher card of the suit or a trump
(``HEAD_TRICK``). After the play: the *imperial tombé* (the holder of the king and queen of
trumps catches the knave and ace of trumps from the other, one red), one white for each trump
honour in one's tricks, as many whites as one's tricks exceed the other's, capot two reds.

The score is kept in counters, reds and whites (:func:`add_whites`): six whites make a red,
and the opponent of one who completes a red throws off his whites (the wiping rule; not while
both score imperials in hand at the start of a deal). Game is five reds
(:class:`ImperialMatch`). A deal's outcome is the difference of the whites it scored.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...bots import Bot
from ...cards import Card, piquet_pack
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction
from ...core.laws import LawBook, Ruling
from ...core.match import Match, RubberMatch
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics import declarations as D
from ...mechanics.tricks import (HEAD_TRICK, PLAY, SUIT_NAMES, OrderedTrickPlay, TrickOrder, handler_calls,
                                 referee_call, sort_hands)

__all__ = ["ImperialRules", "ImperialState", "ImperialMatch", "IMPERIAL_LAWS", "IMPERIAL_RANK", "add_whites",
           "imperials_in_hand", "ImperialBot"]

_SRC = "Foster 1914, Impérial (seed 001 part 5 §2.6; our numbering of the book's paragraphs)"

IMPERIAL_LAWS = LawBook.of("Impérial", _SRC, [
    ("1", "rank", "The piquet pack ranking K Q J A 10 9 8 7; the honours are the K Q J A and 7 of trumps."),
    ("2", "deal", "Twelve to each by twos or threes; the twenty-fifth card is turned for trumps; an honour "
                  "turned scores the dealer a white."),
    ("3", "faced-card", "A card faced in the pack: a new deal by the same dealer (as piquet).", "a new deal"),
    ("4", "point", "The elder declares his point as at piquet; the dealer says good or not good; there is no "
                   "equality, a tie going to the elder; the point scores a white."),
    ("5", "imperials", "Imperials score a red each: carte blanche; K Q J A of a suit; the turned card "
                       "completing the dealer's sequence or four; the king and queen of trumps catching the "
                       "knave and ace; four kings, queens, knaves, aces or sevens."),
    ("6", "declaring", "Sequences are declared first, the trump sequence always good, a tie to the elder; then "
                       "the fours, the kings best; nothing may be declared after its owner has played a card."),
    ("7", "play", "The elder leads; the second must win the trick if he can, with a higher card or a trump.",
     "the card is taken back"),
    ("8", "scoring", "After the play a white for each trump honour in one's tricks, as many whites as one's "
                     "tricks exceed the other's, capot two reds."),
    ("9", "counters", "Six whites make a red; when one completes a red the other throws off his whites, except "
                      "at the start of a deal when both hold imperials; game is five reds."),
], meanings={"faced-card": "3", "revoke-penalty": "7", "declaring": "6"})
_L = IMPERIAL_LAWS.cite

#: strength within a suit by the card's rank 7..14 (K Q J A 10 9 8 7)
IMPERIAL_RANK = {13: 8, 12: 7, 11: 6, 14: 5, 10: 4, 9: 3, 8: 2, 7: 1}
#: the ranks of a sequence, in order (only the top four count: A J Q K read upwards)
SEQ_RANKS = (14, 11, 12, 13)
#: the fours that count, low to high (the sevens lowest: our reading ⚠)
FOUR_RANKS = (7, 14, 11, 12, 13)
HONOURS = (13, 12, 11, 14, 7)
RED = 6


def add_whites(score: list[list[int]], seat: int, whites: int, wipe: bool = True) -> list[list[int]]:
    """Add ``whites`` to ``seat``'s counters ``score[seat] = [reds, whites]``: every six whites
    make a red, and each time a red is completed so the opponent throws off his whites (law 9)
    unless ``wipe`` is False. Returns the new score (two seats)."""
    score = [list(s) for s in score]
    other = 1 - seat
    score[seat][1] += whites
    while score[seat][1] >= RED:
        score[seat][1] -= RED
        score[seat][0] += 1
        if wipe:
            score[other][1] = 0
    return score


def imperials_in_hand(hands: list[list[int]], trump: int, elder: int) -> dict[str, list[tuple[int, D.Combination]]]:
    """The imperials in hand of two players (law 5, 6): ``{"carte-blanche", "sequence", "four"}``
    each a list of ``(seat, Combination)`` scoring a red; the sequences K Q J A compared with
    the trump one best and a tie to ``elder``; the fours kings high (sevens lowest)."""
    out: dict[str, list[tuple[int, D.Combination]]] = {"carte-blanche": [], "sequence": [], "four": []}
    for s in (elder, 1 - elder):
        if D.carte_blanche(hands[s]):
            out["carte-blanche"].append((s, D.Combination("carte-blanche", None, 12, 0, RED)))
    seqs = {s: D.holdings(hands[s], "sequence", ranks=SEQ_RANKS, minimum=4, seq_values={4: RED})
            for s in (0, 1)}
    if seqs[0] or seqs[1]:
        def key(s):
            return (any(c.suit == trump for c in seqs[s]), bool(seqs[s]), s == elder)
        w = max((0, 1), key=key)
        out["sequence"] = [(w, c) for c in seqs[w]]
    fours = {s: D.holdings(hands[s], "set", set_ranks=FOUR_RANKS, trios=False) for s in (0, 1)}
    if fours[0] or fours[1]:
        w = max((0, 1), key=lambda s: (fours[s][0].key() if fours[s] else (-1, -1)))
        out["four"] = [(w, D.Combination("quatorze", None, 4, c.height, RED, c.index)) for c in fours[w]]
    return out


@dataclass(frozen=True)
class ImperialRules(Rules):
    game_reds: int = option(5, "reds for game (four reds and six whites passed)", "001 part 5 §2.6 counters",
                            minimum=1, maximum=20)
    sevens_four: bool = option(True, "four sevens are an imperial", "001 part 5 §2.6 imperials")


class ImperialState(GameState):
    """One deal of impérial (see the module docstring). Context: ``dealer`` (seat), ``score``
    (``[[reds, whites], [reds, whites]]``). Actions: ``point N PIPS``, ``sink``, ``good``,
    ``not-good``, ``play <card>``."""

    rules_cls = ImperialRules
    unit = "points"
    penalty_laws = IMPERIAL_LAWS

    def __init__(self, num_players: int = 2, rules: ImperialRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        self.n = 2
        self.seat_names = ("N", "S")
        self.dealer = self.context.get("dealer", 1)
        if self.dealer not in (0, 1):
            from ...core.errors import SetupError
            raise SetupError("the dealer is seat 0 or 1")
        self.elder = 1 - self.dealer
        self.score_before = self._context_numbers("score", [[0, 0], [0, 0]])
        deck = self.shuffler.shuffle(list(piquet_pack()))
        hands = [[], []]
        hands[self.elder] = list(deck[:12])
        hands[self.dealer] = list(deck[12:24])
        sort_hands(hands)
        self.hands = hands
        self.dealt = [list(h) for h in hands]
        self.upcard = deck[24]
        self.trump = self.upcard & 3
        self.stock = list(deck[25:])
        self.pending: D.Combination | None = None
        self.pending_sunk = False
        self.point: tuple[int, D.Combination] | None = None
        self.declared: list[dict] = []
        self.imperials = imperials_in_hand(self.hands, self.trump, self.elder)
        if not self.rules.sevens_four:
            self.imperials["four"] = [(s, c) for s, c in self.imperials["four"] if c.height != 7]
        self.rulings: list[Ruling] = []
        self.void: str | None = None
        self.same_dealer = False
        self.tp: OrderedTrickPlay | None = None
        self.phase = "declare"
        self.note(f"{self.seat_names[self.dealer]} deals; {Card(self.upcard)} is turned: "
                  f"{SUIT_NAMES[self.trump]} are trumps")
        if (self.upcard >> 2) + 2 in HONOURS:
            self.note(f"an honour is turned: {self.seat_names[self.dealer]} scores a white ({_L('2')})")

    # ----- the contract -------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        if self.phase == "declare":
            return self.elder if self.pending is None and not self.pending_sunk else self.dealer
        if self.phase == "play":
            return self.tp.turn
        return None

    def _kw(self) -> dict:
        return {"by": "pips", "elder_wins_ties": True}

    def legal_actions(self) -> list[Action]:
        if self.phase == "declare":
            if self.to_act == self.elder:
                opts = D.declarable(self.hands[self.elder], "point")
                return [*(Action("point", (c.size, c.height)) for c in opts), Action("sink")]
            return [Action(a) for a in sorted(D.answers_open(self.pending, self.hands[self.dealer], "point",
                                                             **self._kw()), key=lambda a: a != D.GOOD)]
        if self.phase == "play":
            return [PLAY[c] for c in self.tp.legal()]
        return []

    def _check(self, action: Action) -> None:
        if self._is_legal(action):
            return
        if self.phase == "play":
            tp = self.tp
            if (action.verb == "play" and len(action.args) == 1 and isinstance(action.args[0], Card)
                    and action.args[0] in tp.hands[tp.turn]):
                raise IllegalAction("you must follow suit and win the trick if you can; void, trump if you can",
                                    _L("7"))
            tp.check_play(action, _L("7"))
            return
        if self.phase == "declare" and action.verb == "point" and self.to_act == self.elder:
            raise IllegalAction("you do not hold that point: declare yours (or a lesser suit's), or sink", _L("4"))
        if self.phase == "declare" and action.verb in ("good", "not-good", "equal") and self.to_act == self.dealer:
            raise IllegalAction("that answer is not true of your hand (there is no equality: a tie is good)",
                                _L("4"))
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.to_act
        name = self.seat_names[seat]
        if self.phase == "declare":
            if seat == self.elder:
                if action.verb == "sink":
                    self.pending_sunk = True
                    self.note(f"{name} declares no point")
                else:
                    self.pending = next(c for c in D.declarable(self.hands[self.elder], "point")
                                        if (c.size, c.height) == tuple(action.args))
                    self.note(f"{name} declares a point of {self.pending.size}, {self.pending.height}")
                return
            mine, theirs = D.scored_in_class("point", self.pending, action.verb, self.hands[self.elder],
                                             self.hands[self.dealer], **self._kw())
            self.note(f"{name}: {action.verb.replace('-', ' ')}")
            if self.pending is not None:
                self.declared.append({"seat": self.seat_names[self.elder], "class": "point",
                                      "text": f"point of {self.pending.size}, {self.pending.height}",
                                      "answer": action.verb})
            if mine:
                self.point = (self.elder, mine[0])
            elif theirs:
                self.point = (self.dealer, theirs[0])
            self._announce(self.elder)
            self.tp = OrderedTrickPlay(self.hands, imperial_order(self.trump), self.elder)
            self.hands = self.tp.hands
            self.phase = "play"
            return
        tp = self.tp
        first = not tp.quitted and not tp.trick
        w = tp.play(int(action.args[0]))
        if first:
            self._announce(self.dealer)
        if w is not None:
            self.note(f"{self.seat_names[w]} wins the trick")
        if tp.over:
            self.phase = "over"
            self.note(self.result_text())

    def _announce(self, seat: int) -> None:
        items = [c.describe(suit=True) for k in ("carte-blanche", "sequence", "four")
                 for s, c in self.imperials[k] if s == seat]
        if self.point and self.point[0] == seat and seat == self.dealer:
            items.insert(0, f"point of {self.point[1].size}")
        for text in items:
            self.declared.append({"seat": self.seat_names[seat], "class": "imperial", "text": text, "answer": "good"})
        if items:
            self.note(f"{self.seat_names[seat]} declares " + ", ".join(items))

    # ----- the score ------------------------------------------------------------------------
    def items(self) -> list[tuple[str, int, int]]:
        """The deal's score as ``(item, seat, whites)`` in the counting-out order (§2.6): the
        honour turned, the point, imperials in hand (carte blanche, sequences, fours),
        imperial de retourne, imperial tombé, honours in tricks, tricks over half (capot two
        reds). Raises DealNotOver before the end."""
        if self.phase != "over":
            raise DealNotOver("the deal is not finished")
        if self.void:
            return []
        out: list[tuple[str, int, int]] = []
        if (self.upcard >> 2) + 2 in HONOURS:
            out.append(("turn-up", self.dealer, 1))
        if self.point:
            out.append(("point", self.point[0], 1))
        for k in ("carte-blanche", "sequence", "four"):
            out.extend((k, s, RED) for s, _ in self.imperials[k])
        if self._retourne():
            out.append(("retourne", self.dealer, RED))
        tombe = self._tombe()
        if tombe is not None:
            out.append(("tombe", tombe, RED))
        for leader, cards, winner in self.tp.quitted:
            for c in cards:
                if (c & 3) == self.trump and (c >> 2) + 2 in HONOURS:
                    out.append(("honour", winner, 1))
        won = self.tp.won
        if won[0] == 12 or won[1] == 12:
            out.append(("capot", 0 if won[0] == 12 else 1, 2 * RED))
        elif won[0] != won[1]:
            w = 0 if won[0] > won[1] else 1
            out.append(("tricks", w, won[w] - won[1 - w]))
        return out

    def _retourne(self) -> bool:
        r, h = (self.upcard >> 2) + 2, self.dealt[self.dealer]
        seq = r in SEQ_RANKS and all((x - 2) * 4 + self.trump in h for x in SEQ_RANKS if x != r)
        four = r in FOUR_RANKS and sum(1 for c in h if (c >> 2) + 2 == r) == 3
        if four and r == 7 and not self.rules.sevens_four:
            four = False
        return seq or four

    def _tombe(self) -> int | None:
        k, q, j, a = ((x - 2) * 4 + self.trump for x in (13, 12, 11, 14))
        for s in (0, 1):
            if k in self.dealt[s] and q in self.dealt[s]:
                caught = set()
                for leader, cards, winner in self.tp.quitted:
                    for i, c in enumerate(cards):
                        player = leader if i == 0 else 1 - leader
                        if c in (j, a) and player != s and winner == s:
                            caught.add(c)
                if caught == {j, a}:
                    return s
        return None

    def whites(self) -> list[int]:
        pts = [0, 0]
        for _, s, w in self.items():
            pts[s] += w
        return pts

    def outcome(self) -> list[int]:
        w = self.whites()
        return [w[0] - w[1], w[1] - w[0]]

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"the deal is void: {self.void}"
        w = self.whites()
        return (f"N {w[0]} white{'' if w[0] == 1 else 's'}, S {w[1]} white{'' if w[1] == 1 else 's'} "
                f"(a red is {RED})")

    # ----- what a seat may see ---------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": list(self.hands[s]) for s in range(2)}
        out["stock"] = list(self.stock)
        out["turn-up"] = [self.upcard]
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[int]:
        out = set(self.stock)
        for s in range(2):
            if s != seat:
                out.update(self.hands[s])
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        tp = self.tp
        v: dict[str, Any] = {
            "game": "imperial", "phase": self.phase, "players": 2,
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer], "elder": names[self.elder],
            "hand": [str(Card(c)) for c in self.hands[seat]] if seat is not None else None,
            "turn_up": str(Card(self.upcard)), "trump": SUIT_NAMES[self.trump],
            "declarations": [dict(d) for d in self.declared],
            "pending": (f"point of {self.pending.size}, {self.pending.height}"
                        if self.phase == "declare" and self.pending is not None else None),
            "score": self.score_before,
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[s], str(Card(c))] for s, c in zip(tp.trick_seats(), tp.trick)] if tp else [],
            "tricks": {names[s]: (tp.won[s] if tp else 0) for s in range(2)},
            "played": [[[names[tp.seat_at(ld, i)], str(Card(c))] for i, c in enumerate(cards)]
                       for ld, cards, _ in tp.quitted] if tp else [],
        }
        if self.phase == "over":
            v["whites"] = self.whites()
            v["items"] = [[w, s, p] for w, s, p in self.items()]
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        sc = ", ".join(f"{n} {r} red {w} white" for n, (r, w) in zip(("N", "S"), view["score"]))
        lines = [f"Impérial - dealer {view['dealer']}, elder {view['elder']} - {sc}",
                 f"Turn-up {view['turn_up']}: {view['trump']} are trumps"]
        if view.get("hand") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand"]))
        for d in view["declarations"]:
            lines.append(f"  {d['seat']} declared {d['text']}: {d['answer'].replace('-', ' ')}")
        if view.get("pending"):
            lines.append(f"Declared: {view['pending']} - answer good or not-good")
        if view["phase"] in ("play", "over"):
            lines.append("Trick: " + (" ".join(f"{p}:{c}" for p, c in view["trick"]) or "(none)"))
            lines.append("Tricks: " + ", ".join(f"{k} {t}" for k, t in view["tricks"].items()))
        if view.get("result"):
            lines.append("Deal over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)

    # ----- the referee ----------------------------------------------------------------------------
    def referee_calls(self) -> list[str]:
        return handler_calls(self)

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        if seat is None or not isinstance(seat, int) or seat not in (0, 1):
            raise IllegalAction("name a seat, 0 or 1, for the call")
        return referee_call(self, seat, call, details, self.seat_names)

    def _ref_faced_card(self, seat: int) -> Ruling:
        """Law 3: a card faced in the pack, claimed before the play: a new deal by the same dealer."""
        if self.phase != "declare":
            raise IllegalAction("a faced card is claimed before the play", _L("3"))
        self.void, self.same_dealer, self.phase = "a card faced in the pack (law 3)", True, "over"
        return Ruling(law=_L("3"), penalty="a new deal by the same dealer", effect={"void": True})


def imperial_order(trump: int) -> TrickOrder:
    """K Q J A 10 9 8 7 in every suit, ``trump`` trumps, the second must win if he can (law 7)."""
    rank = [IMPERIAL_RANK.get((c >> 2) + 2, 0) if c < 52 else 0 for c in range(54)]
    return TrickOrder(trump, None, rank, HEAD_TRICK)


class ImperialMatch(RubberMatch):
    """Deals of impérial carrying the counters (``score``: ``[[reds, whites], ...]``) to game,
    five reds (law 9), counted out item by item in the book's order with the wiping rule (not
    among the imperials in hand when both hold one). Each game settles one stake."""

    settles = "game"
    fresh_rubber = {"score": None}

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("score", [[0, 0], [0, 0]])

    def carry(self, state: ImperialState) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        ctx["dealer"] = state.dealer if state.same_dealer else state.elder
        score = [list(s) for s in (ctx.get("score") or [[0, 0], [0, 0]])]
        in_hand = {s for k in ("carte-blanche", "sequence", "four") for s, _ in state.imperials[k]}
        both = len(in_hand) == 2
        winner = None
        for what, seat, whites in state.items():
            wipe = not (both and what in ("carte-blanche", "sequence", "four"))
            score = add_whites(score, seat, whites, wipe)
            if winner is None and score[seat][0] >= self.rules.game_reds:
                winner = seat
        ctx["score"] = score
        if winner is not None:
            seats = [1 if s == winner else -1 for s in (0, 1)]
            self.end_rubber(ctx, winner, 1, seats, f"{score[0][0]}r{score[0][1]}w-{score[1][0]}r{score[1][1]}w",
                            kind="game", score=score)
            ctx["score"] = [[0, 0], [0, 0]]
        return ctx

    def rubber_in_progress(self) -> str | None:
        sc = self.context.get("score") or [[0, 0], [0, 0]]
        return (f"in progress, not settled: N {sc[0][0]} red {sc[0][1]} white, S {sc[1][0]} red {sc[1][1]} white"
                if any(map(any, sc)) else None)


class ImperialBot(Bot):
    """Declares its point, answers truly, and in the play leads its highest trump with three
    or more, else the top of its longest plain suit; to a lead it plays the lowest card the law
    allows (the law already makes it win if it can). From the seat's view only."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if view["phase"] == "declare":
            for verb in ("not-good", "point"):
                for a in legal:
                    if a.verb == verb:
                        return a
            return legal[0]
        trump = SUIT_NAMES.index(view["trump"])
        cards = [int(a.args[0]) for a in legal]

        def rk(c: int) -> int:
            return IMPERIAL_RANK[(c >> 2) + 2]

        if not view["trick"]:
            trumps = [c for c in cards if c & 3 == trump]
            if len(trumps) >= 3:
                pick = max(trumps, key=rk)
            else:
                plain = [c for c in cards if c & 3 != trump] or cards
                length = {s: sum(1 for c in plain if c & 3 == s) for s in range(4)}
                pick = max(plain, key=lambda c: (length[c & 3], rk(c)))
        else:
            pick = min(cards, key=lambda c: (c & 3 == trump, rk(c)))
        return next(a for a in legal if int(a.args[0]) == pick)


def _register() -> None:
    from ...core.registry import GameInfo, register
    register(GameInfo(slug="imperial", title="Impérial", aliases=("империал", "piquet with a trump"),
                      family="piquet", state_cls=ImperialState, rules_cls=ImperialRules, laws=IMPERIAL_LAWS,
                      bots={"heuristic": ImperialBot}, utility="zero-sum-points", min_players=2, max_players=2,
                      match_cls=ImperialMatch, source="Foster 1914, 001 part 5 §2.6 (catalog 001_part5.md §2.6)",
                      summary="Piquet with a trump: twelve each, the twenty-fifth turned; K Q J A 10 9 8 7; the "
                              "point a white, imperials (K Q J A, fours, carte blanche) a red; the second must "
                              "win the trick if he can; honours and tricks in whites; six whites a red, game "
                              "five reds.",
                      notes="The book does not rank four sevens; our reading puts them lowest. Imperials in "
                            "hand are counted for both players (no sinking)."))


_register()
