"""Bezique, two-hand (Foster 1914, seed 001 part 4; catalog 001_part4.md §4.1).

Two 32-card packs shuffled together (64 cards), every suit A 10 K Q J 9 8 7. The two copies of
a card are distinct physical cards (:class:`hoyle.mechanics.melds.PhysicalPack`): the first is
written ``QS``, the second ``QS'``, in actions, records and the views' ``hand_labels`` and
``shown``; ``card_locations`` lists card indices, each copy once. Of two identical cards in a
trick the one played first wins.

Deal: eight each in rounds of 3-2-3, the pone first; the seventeenth card is turned for trumps
(a seven turned scores the dealer 10 at once); the rest is the stock. The pone leads. While the
stock lasts the play is free. Aces and tens (brisques) score 10 each to the trick's winner at
once. The winner of a trick, before drawing, may score one declaration (``declare QS JD``) from
the bezique table (:data:`hoyle.mechanics.melds.BEZIQUE_MELDS`; the reuse laws of
:class:`~hoyle.mechanics.melds.Declarations`) or the seven of trumps (``seven``: exchanged for
the turn-up, or the second seven shown, 10 each), or just ``draw``; then he draws the top card
and the loser the next (the last card to the winner, the turn-up to the loser). Declared cards
lie face up, still his and playable, seen by both. With the stock gone the declared cards are
taken back, no more declarations are made, and for the last eight tricks the second player must
follow suit and win if able (trump if void); the last trick scores 10.

Game is 1000 (:class:`BeziqueMatch`), doubled when the loser has not reached 500 (§4.1 stakes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...bots import Bot
from ...cards import Card, piquet_pack
from ...core.actions import Action, ActionParseError
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.match import Match, RubberMatch
from ...core.rules import Rules, option
from ...core.state import GameState
from ...mechanics.melds import BEZIQUE_MELDS, Declarations, Meld, PhysicalPack, find_melds
from ...mechanics.stock import Stock
from ...mechanics.tricks import SUIT_NAMES, TEN_HIGH_RANK, handler_calls, referee_call
from .claim import CLAIM_VERBS, GameClaim, game_decision

__all__ = ["BeziqueRules", "BeziqueState", "PolishBeziqueState", "BeziqueMatch", "BEZIQUE_LAWS", "BeziqueBot", "BEZIQUE_PACK"]

_SRC = "Foster 1914, Bezique (seed 001 part 4; catalog 001_part4.md §4.1)"

BEZIQUE_LAWS = LawBook.of("Bezique", _SRC, [
    ("B1", "pack", "Two piquet packs together, 64 cards, A 10 K Q J 9 8 7; of identical cards the first played "
                   "wins."),
    ("B2", "deal", "Eight each, 3-2-3, the pone first; the seventeenth card turned for trumps; a seven turned "
                   "scores the dealer 10."),
    ("B3", "misdeal", "A misdeal (too many or too few cards, a faced card in the pack): a new deal; the deal is "
                      "not lost.", "a new deal, same dealer"),
    ("B4", "play", "While the stock lasts any card may be played; the trick's winner draws first, the last card "
                   "to him and the turn-up to the loser."),
    ("B5", "brisques", "Each ace and ten in a trick scores 10 to its winner at once."),
    ("B6", "seven", "The holder of a seven of trumps, having won a trick and before drawing, exchanges it for "
                    "the turn-up, or shows the second seven: 10 each; not with a declaration on the same trick."),
    ("B7", "declare", "Only the winner of a trick declares, before drawing, one score a trick: marriage 20, royal "
                      "marriage 40, sequence 250, bezique 40, double bezique 500, four aces 100, kings 80, "
                      "queens 60, jacks 40."),
    ("B8", "reuse", "No card twice in a declaration of the same kind; no weaker declaration of a class from the "
                    "cards of a stronger; each declaration of a class adds a card new to that class; classes "
                    "may share cards."),
    ("B9", "shown", "Declared cards lie face up, still part of the hand and playable; taken back when the stock "
                    "is exhausted."),
    ("B10", "last-eight", "With the stock exhausted no declarations; the second player must follow suit and win "
                          "if able, trump if void; the last trick 10.",
     "the offender scores no more brisques or last trick (the French rule)"),
    ("B11", "false-declaration", "A false declaration: the score is taken off and the opponent may add it to his "
                                 "own.", "the score transferred"),
    ("B12", "game", "Game is 1000; doubled when the loser has not reached 500."),
], meanings={"revoke-penalty": "B10", "misdeal": "B3"})
_L = BEZIQUE_LAWS.cite

#: the physical cards of up to six packs (Chinese bezique): ids 0..31 the first pack (``QS``),
#: 32..63 the second (``QS'``), and so on; a game of ``k`` packs uses ids below ``32 k``
BEZIQUE_PACK = PhysicalPack(list(piquet_pack()) * 6)
_CARD = [int(BEZIQUE_PACK.card(p)) for p in range(192)]
_RANK = [TEN_HIGH_RANK[(c >> 2) + 2] for c in _CARD]
_SUIT = [c & 3 for c in _CARD]
_LABEL = [BEZIQUE_PACK.label(p) for p in range(192)]
_COURT = [(c >> 2) + 2 in (11, 12, 13) for c in _CARD]


def _key(p: int) -> tuple[int, int, int]:
    return (_SUIT[p], -_RANK[p], p)


@dataclass(frozen=True)
class BeziqueRules(Rules):
    game_points: int = option(1000, "points to win a game", "001 part 4 §4.1 stakes: game of 1000",
                              choices=(1000, 2000))
    double_under_500: bool = option(True, "a game counts double when the loser has not reached 500",
                                    "001 part 4 §4.1 stakes: usually doubled")
    referee_mode: bool = option(False, "accept a card that breaks the rule of the last eight tricks (recorded) "
                                "and settle it when claimed", "001 part 4 §4.1 irregularities")


class BeziqueState(GameClaim, GameState):
    """One deal of two-hand bezique (module docstring). Context: ``dealer``, ``score`` (points
    per seat toward game), ``goal`` (a game with the claim: put there by the match). Actions:
    ``play <card>``, ``declare <cards>``, ``seven``, ``draw``; ``claim`` (or ``knock``) where the
    game has it (``CLAIM_LAW``: cinq-cents, pinochle; :mod:`.claim`)."""

    rules_cls = BeziqueRules
    unit = "points"
    penalty_laws = BEZIQUE_LAWS
    #: the engine's parameters (two-hand bezique; rubicon and Chinese bezique override them)
    PACKS = 2
    ROUNDS = (3, 2, 3)
    TURN_UP = True
    MELDS = BEZIQUE_MELDS
    REFORM = False
    SEVENS = True
    BRISQUES_SCORE = True
    LAST_TRICK = 10
    CARTE_BLANCHE = False
    FROM_HAND = False
    EXCLUSIVE = False
    #: Polish bezique (§4.4): the winner lays the court cards and the trump ten of each trick
    #: face up apart, and declares from those cards only
    POLISH = False
    #: ranks of the pack (piquet: 7 to ace; pinochle: 9 to ace) and the trump card that scores
    #: 10 turned or exchanged (the seven; pinochle's dix, the nine)
    LOW_RANK = 7
    SEVEN_RANK = 7
    #: points per card taken in tricks: bezique's brisques (ace and ten 10); pinochle's A 11, 10 10,
    #: K 4, Q 3, J 2
    CARD_POINTS = {14: 10, 10: 10}
    SLUG = "bezique"
    TITLE = "Bezique"
    CARD_WORD = "brisques"
    SEVEN_WORD = "seven"
    #: the table sizes this engine is dealt for (three- and four-handed bezique: 3, 4) and the
    #: seat names by table size
    PLAYERS: tuple[int, ...] = (2,)
    SEAT_NAMES = {2: ("N", "S"), 3: ("N", "E", "S"), 4: ("N", "E", "S", "W")}
    #: cards taken out of the packs (three-handed bezique, §4.3: an eight of the third pack)
    REMOVED: tuple[int, ...] = ()
    #: the order of the cards in play, per physical id (bezique: A 10 K Q J 9 8 7; penchant the
    #: piquet order A K Q J 10 9 8 7)
    RANK_OF: list[int] = _RANK
    #: with no card turned (rubicon), the first marriage declared makes trumps (§4.7)
    FIRST_MARRIAGE_TRUMPS = True
    #: what makes trumps when no card is turned (rubicon: the first marriage; penchant: a penchant)
    TRUMP_MAKER = "marriage"

    def __init__(self, num_players: int = 2, rules: BeziqueRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if num_players not in self.PLAYERS:
            raise SetupError(f"{self.TITLE.lower()} is for {' or '.join(map(str, self.PLAYERS))} players")
        n = self.n = num_players
        self.seat_names = self.SEAT_NAMES[n]
        #: partnerships (four-handed bezique, §4.2): seats 0 and 2 against 1 and 3
        self.partners = bool(getattr(self.rules, "partners", False)) and n == 4
        self.dealer = self.context.get("dealer", n - 1)
        if self.dealer not in range(n):
            raise SetupError(f"context 'dealer' is a seat 0..{n - 1}")
        self.pone = (self.dealer + 1) % n
        self.score_before = self._context_numbers("score", [0] * n)
        self._init_claim(n, self.context)          # the game's claim (a game with CLAIM_LAW, in a match)
        base = [c for c in piquet_pack() if (c >> 2) + 2 >= self.LOW_RANK]
        pack = base * self.PACKS
        for c in self.REMOVED:
            pack.remove(c)
        order = [int(c) for c in self.shuffler.shuffle(pack)]
        # the shuffle gives card indices; the first of two identical cards is the unprimed copy
        seen: dict[int, int] = {}
        deck: list[int] = []
        for c in order:
            k = seen.get(c, 0)
            seen[c] = k + 1
            deck.append(BEZIQUE_PACK.copies_of(c)[k])
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        for k in self.ROUNDS:
            for s in self._from(self.pone):
                hands[s].extend(deck[pos:pos + k])
                pos += k
        self.hands = [sorted(h, key=_key) for h in hands]
        self.tricks_total = len(deck) // n
        if self.TURN_UP:
            up = deck[pos]
            self.trump: int | None = _SUIT[up]
            self.stock = Stock(deck[pos + 1:], up)
        else:
            up = None
            self.trump = None                 # rubicon: the first marriage declared makes trumps
            self.stock = Stock(deck[pos:], None)
        self.brisques = [0] * n
        self.won_table: list[list[int]] = [[] for _ in range(n)]     # Polish bezique: the cards laid apart
        self.blanche = [False] * n            # still showing carte blanche draws (rubicon)
        self.decl = [Declarations() for _ in range(n)]
        self.known: list[set[int]] = [set() for _ in range(n)]
        self.points = [0] * n
        self.sevens: set[int] = set()
        self.leader = self.turn = self.pone
        self.trick: list[int] = []
        self.quitted: list[tuple[int, tuple[int, ...], int]] = []
        self.phase = "play"
        self.offender: set[int] = set()
        self.revokes: list[tuple[int, int]] = []    # (seat, trick number) in referee mode
        self.false_declared: list[tuple[int, int, tuple]] = []   # (seat, points, cards), referee mode
        self.void: str | None = None
        self.rulings: list[Ruling] = []
        if up is None:
            self.note(f"{self.seat_names[self.dealer]} deals; no trumps until a {self.TRUMP_MAKER} is declared")
        else:
            self.note(f"{self.seat_names[self.dealer]} deals; {_LABEL[up]} is turned: {SUIT_NAMES[self.trump]} "
                      "are trumps")
        if self.CARTE_BLANCHE:
            for s in self._from(self.pone):
                if not any(_COURT[p] for p in self.hands[s]):
                    self._carte_blanche(s, self.hands[s])
        if up is not None and (_CARD[up] >> 2) + 2 == self.SEVEN_RANK:
            self.points[self.dealer] += 10
            self.sevens.add(up)
            self.note(f"a {self.SEVEN_WORD} is turned: {self.seat_names[self.dealer]} scores 10")

    def _from(self, seat: int) -> list[int]:
        """The seats in turn from ``seat`` round the table (to the left)."""
        return [(seat + i) % self.n for i in range(self.n)]

    def _beats(self, card: int, best: int) -> bool:
        """``card`` beats the trick's best card so far: higher of its suit, or a trump on a
        plain card (of two identical cards the first played wins, B1)."""
        rank = self.RANK_OF
        return (_SUIT[card] == _SUIT[best] and rank[card] > rank[best]) or \
            (self.trump is not None and _SUIT[card] == self.trump and _SUIT[best] != self.trump)

    def _best(self, cards) -> int:
        """The index in ``cards`` (a trick in the order played) of the card that wins it."""
        b = 0
        for i in range(1, len(cards)):
            if self._beats(cards[i], cards[b]):
                b = i
        return b

    def side_of(self, seat: int) -> tuple[int, ...]:
        """The seats that score together with ``seat``: its partnership (four-handed bezique
        with partners, §4.2), else the seat alone."""
        return (seat % 2, seat % 2 + 2) if self.partners else (seat,)

    # ----- notation: a second copy carries a prime ------------------------------------------------
    def _parse_action(self, text: str) -> Action:
        parts = text.split()
        if not parts:
            raise ActionParseError("write an action: play QS, declare QS JD, seven or draw")
        verb = parts[0].lower()
        if verb in CLAIM_VERBS and len(parts) == 1:
            return Action("claim")
        args = []
        if self.phase == "over":
            held: list[int] = []
        else:
            held = list(self._side_pool(self.turn) if verb == "declare" else self.hands[self.turn])
        for t in parts[1:]:
            try:
                p = BEZIQUE_PACK.parse(t)
            except ValueError as exc:
                raise ActionParseError(str(exc)) from None
            if p not in held:               # the other copy of the card named, where held
                p = next((q for q in BEZIQUE_PACK.copies_of(_CARD[p]) if q in held), p)
            if p in held:
                held.remove(p)
            args.append(_LABEL[p])
        if verb == "declare":
            args.sort(key=lambda x: _key(BEZIQUE_PACK.parse(x)))
        return Action(verb, tuple(args))

    # ----- the contract ----------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def _strict(self) -> bool:
        return self.stock.exhausted

    def legal_cards(self) -> list[int]:
        hand = self.hands[self.turn]
        if not self.trick or not self._strict():
            return list(hand)
        lead = self.trick[0]
        best = self.trick[self._best(self.trick)]
        same = [p for p in hand if _SUIT[p] == _SUIT[lead]]
        if same:                             # follow, and win if able (B10)
            return [p for p in same if self._beats(p, best)] or same
        trumps = [p for p in hand if self.trump is not None and _SUIT[p] == self.trump]
        if trumps and _SUIT[best] == self.trump:     # a trump is on it already: over-trump if able
            return [p for p in trumps if self._beats(p, best)] or list(hand)
        return trumps or list(hand)

    def _melds(self, seat: int) -> list[Meld]:
        if self.partners:
            return self._side_melds(seat)
        d = self.decl[seat]
        held = self.won_table[seat] if self.POLISH else self.hands[seat]
        return [m for m in find_melds(self.MELDS, held, lambda p: _CARD[p], self.trump)
                if d.refusal(m, held, self.REFORM, self.FROM_HAND, self.EXCLUSIVE) is None]

    def _side_pool(self, seat: int) -> list[int]:
        """What ``seat`` may declare from: his hand, and with partners his partner's tabled
        cards (§4.2: partners add to each other's tabled cards)."""
        if not self.partners:
            return self.won_table[seat] if self.POLISH else self.hands[seat]
        mate = (seat + 2) % 4
        return self.hands[seat] + [p for p in self.decl[mate].shown if p in self.hands[mate]]

    def _side_decl(self, seat: int) -> Declarations:
        """The declarations of ``seat``'s side as one (partners: the reuse laws B8 act on the
        side's melds, a card of the partner's counting as used where he used it)."""
        a, b = self.decl[seat], self.decl[(seat + 2) % 4]
        used = {k: set(v) for k, v in a.used.items()}
        for k, v in b.used.items():
            used.setdefault(k, set()).update(v)
        return Declarations(a.shown + b.shown, a.scored + b.scored, used)

    def _side_refusal(self, seat: int, meld: Meld) -> str | None:
        if not any(p in self.hands[seat] for p in meld.cards):
            return "a declaration takes at least one card of your own (your partner's tabled cards may be added to)"
        return self._side_decl(seat).refusal(meld, self._side_pool(seat))

    def _side_melds(self, seat: int) -> list[Meld]:
        """Four-handed with partners: the melds ``seat`` may score from his hand and his
        partner's tabled cards, by the reuse laws over the side."""
        pool = self._side_pool(seat)
        return [m for m in find_melds(self.MELDS, pool, lambda p: _CARD[p], self.trump)
                if self._side_refusal(seat, m) is None]

    def _seven_open(self, seat: int) -> bool:
        return self.SEVENS and any(self._is_seven(p) and p not in self.sevens for p in self.hands[seat])

    def _is_seven(self, p: int | None) -> bool:
        return p is not None and _SUIT[p] == self.trump and (_CARD[p] >> 2) + 2 == self.SEVEN_RANK

    def legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        if self.phase == "declare":
            seat = self.turn
            out = [Action("declare", tuple(_LABEL[p] for p in sorted(m.cards, key=_key))) for m in self._melds(seat)]
            if self._seven_open(seat):
                out.append(Action("seven"))
            if self._partner_may(seat):
                out.append(Action("partner"))
            out.append(Action("draw"))
            return out
        out = [Action("play", (_LABEL[p],)) for p in sorted(self.legal_cards(), key=_key)]
        if self.may_claim(self.turn):
            out.append(Action("claim"))
        return out

    # ----- the claim of the game (knocking; the mechanism: :mod:`.claim`) ------------------------------
    def _game_law(self) -> str:
        """The citation of the game's law of the game (what decides it): B12 here."""
        return _L("B12")

    def _deal_total(self, seat: int) -> int:
        """What ``seat`` (his side) has scored this deal: declarations, the seven or dix, and the
        cards taken so far; the last trick not yet."""
        return sum(self.points[s] for s in self.side_of(seat))

    def _claim(self, seat: int) -> None:
        c = self._make_claim(seat)
        self.note(f"{self.seat_names[seat]} claims the game: {c['total']} of {c['goal']}, "
                  + ("right: he wins it" if c["right"] else "wrong: he loses it"))
        self.phase = "over"
        self.note(self.result_text() or "")

    @staticmethod
    def _pid(arg: Any) -> int:
        """A physical card id from an action's argument (a label, or a Card); IllegalAction else."""
        if isinstance(arg, Card) or (isinstance(arg, str) and not isinstance(arg, bool)):
            try:
                return BEZIQUE_PACK.parse(str(arg))
            except ValueError as exc:
                raise IllegalAction(str(exc), _L("B1")) from None
        raise IllegalAction(f"{arg!r} is not a card (write QS, or QS' for the second copy)", _L("B1"))

    def _check(self, action: Action) -> None:
        if self.phase == "over":
            raise IllegalAction("the deal is over")
        if self._is_legal(action):
            return
        v = action.verb
        seat = self.turn
        if v == "play":
            if self.phase == "declare":
                raise IllegalAction("declare, score the seven or draw first", _L("B7"))
            if len(action.args) == 1:
                p = self._pid(action.args[0])
                if p in self.hands[seat]:
                    if self.rules.referee_mode:
                        return
                    k = sum(self.ROUNDS)
                    words = {6: "six", 8: "eight", 9: "nine", 12: "twelve"}
                    raise IllegalAction(f"in the last {words.get(k, k)} tricks follow suit and win if you can "
                                        "(over the best card played); void, trump", self._strict_law())
                raise IllegalAction(f"you do not hold {action.args[0]}", _L("B4"))
        if v == "declare":
            if self.phase != "declare":
                raise IllegalAction("only the winner of a trick declares, before drawing (none once the stock "
                                    "is exhausted)", _L("B7"))
            pids = [self._pid(a) for a in action.args]
            pool = self._side_pool(seat)
            if not pids or len(set(pids)) != len(pids) or any(p not in pool for p in pids):
                raise IllegalAction("a card of that declaration is not in your hand or among your shown cards",
                                    _L("B7"))
            cand = [m for m in find_melds(self.MELDS, pids, lambda p: _CARD[p], self.trump)
                    if sorted(m.cards) == sorted(pids)]
            if not cand:
                if self.rules.referee_mode and self._claimed_kind(pids) is not None:
                    return                   # a false declaration, as at a physical table (B11)
                raise IllegalAction("those cards make no declaration of the table", _L("B7"))
            top = max(cand, key=lambda m: m.points)
            why = self._side_refusal(seat, top) if self.partners else \
                self.decl[seat].refusal(top, pool, self.REFORM, self.FROM_HAND, self.EXCLUSIVE)
            raise IllegalAction(why or "that declaration may not be made now", _L("B8"))
        if v == "seven":
            raise IllegalAction("the seven of trumps is scored by its holder after winning a trick, once each",
                                _L("B6"))
        if v == "draw":
            raise IllegalAction("there is nothing to draw now", _L("B4"))
        if v == "partner":
            raise IllegalAction("only the winner of a trick, before drawing, leaves the declaration to his partner "
                                "(four-handed bezique with partners, and the partner with something to declare)",
                                _L("B7"))
        if v == "claim" and not action.args:
            if self.CLAIM_LAW is None:
                raise IllegalAction(f"{self.TITLE.lower()} has no claim of the game: the score decides it",
                                    self._game_law())
            raise self.claim_refusal()
        raise IllegalAction(*self._explain_illegal(action))

    def _apply(self, action: Action) -> None:
        seat = self.turn
        name = self.seat_names[seat]
        v = action.verb
        if v == "play":
            self._play(self._pid(action.args[0]))
            return
        if v == "claim":
            self._claim(seat)
            return
        if v == "declare":
            pids = tuple(sorted(self._pid(a) for a in action.args))
            found = [m for m in self._melds(seat) if tuple(sorted(m.cards)) == pids]
            if not found:                    # referee mode: a false declaration, scored as claimed
                kind = self._claimed_kind(list(pids))
                self.false_declared.append((seat, kind.points, pids))
                self.decl[seat].shown.extend(p for p in pids if p not in self.decl[seat].shown)
                self.points[seat] += kind.points
                self.note(f"{name} declares {kind.name} {' '.join(action.args)} ({kind.points})")
                self._draw()
                return
            meld = max(found, key=lambda m: m.points)
            self.decl[seat].declare(meld)
            if self.partners:                # the partner's tabled cards stay on his side of the table
                self.decl[seat].shown = [p for p in self.decl[seat].shown if p in self.hands[seat]]
            pts = meld.points
            if self.trump is None and self.FIRST_MARRIAGE_TRUMPS and meld.kind.name == "marriage":
                self.trump = _SUIT[meld.cards[0]]          # the first marriage makes trumps: 40 (§4.7)
                pts = 40
                self.note(f"{name}'s marriage makes {SUIT_NAMES[self.trump]} trumps")
            self.points[seat] += pts
            self.note(f"{name} declares {meld.kind.name} {' '.join(action.args)} ({pts})")
        elif v == "partner":
            self.turn = (seat + 2) % 4
            self.note(f"{name} leaves the declaration to his partner {self.seat_names[self.turn]}")
            return
        elif v == "seven":
            seven = next(p for p in self.hands[seat] if self._is_seven(p) and p not in self.sevens)
            self.sevens.add(seven)
            self.points[seat] += 10
            up = self.stock.turn_up
            if up is not None and not self._is_seven(up):
                got = self.stock.exchange(seven)
                self.hands[seat].remove(seven)
                self.hands[seat].append(got)
                self.hands[seat].sort(key=_key)
                self.known[seat].add(got)
                self.decl[seat].played(seven)
                self.note(f"{name} exchanges the {self.SEVEN_WORD} of trumps for {_LABEL[got]} (10)")
            else:
                self.known[seat].add(seven)
                self.note(f"{name} shows the {self.SEVEN_WORD} of trumps {_LABEL[seven]} (10)")
        self._draw()

    def _claimed_kind(self, pids: list[int]):
        """The table row a false declaration of ``pids`` passes for (referee mode, B11): the row
        with as many cards whose ranks most of the cards have (three kings and a jack pass for
        four kings), or None."""
        from collections import Counter as _C
        ranks = _C((_CARD[p] >> 2) + 2 for p in pids)
        best = None
        for k in self.MELDS:
            if len(k.pattern) != len(pids):
                continue
            want = _C(r for r, _ in k.pattern)
            hit = sum(min(ranks[r], n) for r, n in want.items())
            if hit >= len(pids) - 1 and (best is None or k.points > best.points):
                best = k
        return best

    def _carte_blanche(self, seat: int, cards: list[int]) -> None:
        """Rubicon's carte blanche (§4.7): a hand dealt without king, queen or jack is shown for
        50, and each later draw that is no court card shown for another 50 until a court card
        comes (shown at once here: the engine always claims it)."""
        self.points[seat] += 50
        self.blanche[seat] = True
        self.known[seat].update(cards)
        self.note(f"{self.seat_names[seat]} shows carte blanche {' '.join(_LABEL[p] for p in cards)} (50)")

    def _play(self, p: int) -> None:
        seat = self.turn
        if self.trick and p not in self.legal_cards():
            self.revokes.append((seat, len(self.quitted) + 1))
        self.hands[seat].remove(p)
        self.decl[seat].played(p)
        self.known[seat].discard(p)
        self.trick.append(p)
        if len(self.trick) < self.n:
            self.turn = (seat + 1) % self.n
            return
        cards = tuple(self.trick)
        w = (self.leader + self._best(cards)) % self.n
        self.quitted.append((self.leader, cards, w))
        self.trick = []
        self._score_trick(w, cards)
        if self.POLISH:
            laid = [p for p in cards if _COURT[p] or (_SUIT[p] == self.trump and _RANK[p] == 7)]
            if laid:
                self.won_table[w].extend(laid)
                self.won_table[w].sort(key=_key)
                self.note(f"{self.seat_names[w]} lays apart {' '.join(_LABEL[p] for p in laid)}")
        self.leader = self.turn = w
        if len(self.quitted) == self.tricks_total:
            if w not in self.offender and self.LAST_TRICK:
                self.points[w] += self.LAST_TRICK
                self.note(f"{self.seat_names[w]} takes the last trick ({self.LAST_TRICK})")
            self._end_of_deal()
            self.phase = "over"
            self.note(self.result_text())
            return
        if not self.stock.exhausted:
            if self._melds(w) or self._seven_open(w) or self._partner_may(w):
                self.phase = "declare"
            else:
                self._draw()                 # nothing to declare: the draw follows at once

    def _score_trick(self, w: int, cards: tuple[int, ...]) -> None:
        """The trick's card points to its winner ``w`` (B5: brisques 10 each at once; rubicon
        counts them; pinochle, cinq-cents: the cards' values)."""
        b = sum(self.CARD_POINTS.get((_CARD[c] >> 2) + 2, 0) for c in cards)
        if b and w not in self.offender:
            if self.BRISQUES_SCORE:
                self.points[w] += b
            else:
                self.brisques[w] += b // 10
        self.note(f"{self.seat_names[w]} wins the trick" + (f" ({self.CARD_WORD} {b})" if b else ""))

    def _end_of_deal(self) -> None:
        """Scores made when the last trick is played (penchant's brisques over six); none here."""

    def _strict_law(self) -> str:
        """The citation of the game's law of the last tricks (B10; penchant's PN8)."""
        return _L("B10")

    def _partner_may(self, seat: int) -> bool:
        """Four-handed bezique with partners (§4.2): the winner may leave the declaration to his
        partner (offered whatever the partner holds, so that it tells nothing of his hand)."""
        return self.partners and seat == self.leader and self.turn == self.leader

    def _draw(self) -> None:
        w = self.leader                      # the trick's winner draws first
        face_up = self.stock.turn_up if len(self.stock) == self.n else None
        drawn = self.stock.draw_pair(w, 1 - w) if self.n == 2 else self.stock.draw_round(self._from(w))
        self.turn = w
        for s, p in drawn:
            self.hands[s].append(p)
            self.hands[s].sort(key=_key)
            if p == face_up:
                self.known[s].add(p)
            if self.blanche[s]:
                if _COURT[p]:
                    self.blanche[s] = False
                else:
                    self._carte_blanche(s, [p])
            self.note(f"{self.seat_names[s]} draws", to=[x for x in range(self.n) if x != s])
            self.note(f"{self.seat_names[s]} draws {_LABEL[p]}", to=s)
        self.phase = "play"
        if self.stock.exhausted:
            if self.stock.dead:
                self.note(f"{len(self.stock)} cards cannot go round: they are not drawn")
            for s in range(self.n):
                self.known[s].update(p for p in self.decl[s].shown if p in self.hands[s])
                self.decl[s].shown.clear()
            self.note("the stock is exhausted: declared cards are taken back; follow suit and win if able")

    # ----- result ------------------------------------------------------------------------------------
    def deal_points(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the deal is not finished")
        return [0] * self.n if self.void else list(self.points)

    def outcome(self) -> list[int]:
        """Two hands: the difference of the points, each way. Three or four (general-sum,
        §4.2-§4.3: each scores toward game): each seat its own points, or its side's."""
        p = self.deal_points()
        if self.n == 2:
            return [p[0] - p[1], p[1] - p[0]]
        return [sum(p[x] for x in self.side_of(s)) for s in range(self.n)]

    def result_text(self) -> str | None:
        if self.phase != "over":
            return None
        if self.void:
            return f"the deal is void: {self.void}"
        return "points " + ", ".join(f"{self.seat_names[s]} {self.points[s]}" for s in range(self.n)) \
            + self.claim_text(self.seat_names)

    # ----- what a seat may see -------------------------------------------------------------------------
    def _seen_held(self, seat: int) -> set[int]:
        return set(self.decl[seat].shown) | {p for p in self.known[seat] if p in self.hands[seat]}

    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"hand {self.seat_names[s]}": [Card(_CARD[p]) for p in self.hands[s]]
                                      for s in range(self.n)}
        out["stock"] = [Card(_CARD[p]) for p in self.stock.cards]
        out["turn-up"] = [] if self.stock.turn_up is None else [Card(_CARD[self.stock.turn_up])]
        out["trick"] = [Card(_CARD[p]) for p in self.trick]
        apart = {p for t in self.won_table for p in t}
        out["quitted"] = [Card(_CARD[p]) for _, cards, _ in self.quitted for p in cards if p not in apart]
        if self.POLISH:
            for s in range(self.n):
                out[f"laid apart {self.seat_names[s]}"] = [Card(_CARD[p]) for p in self.won_table[s]]
        return out

    def hidden_entries(self, seat: int | None) -> list[int]:
        """The positions in the pack (the entries of the hands and the stock) ``seat`` may not
        see: :meth:`hidden_cards` names their cards, and two decks' copies of a card are one."""
        out = list(self.stock.cards)
        for s in range(self.n):
            if s != seat:
                seen = self._seen_held(s)
                out.extend(p for p in self.hands[s] if p not in seen)
        return out

    def hidden_cards(self, seat: int | None) -> list[int]:
        out = [_CARD[p] for p in self.stock.cards]
        for s in range(self.n):
            if s != seat:
                seen = self._seen_held(s)
                out.extend(_CARD[p] for p in self.hands[s] if p not in seen)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        names = self.seat_names
        st = self.stock
        v: dict[str, Any] = {
            "game": self.SLUG, "phase": self.phase, "players": self.n,
            "seat": None if seat is None else names[seat], "dealer": names[self.dealer], "pone": names[self.pone],
            "hand": [str(Card(_CARD[p])) for p in self.hands[seat]] if seat is not None else None,
            "hand_labels": [_LABEL[p] for p in self.hands[seat]] if seat is not None else None,
            "hand_sizes": {names[s]: len(self.hands[s]) for s in range(self.n)}, "title": self.TITLE,
            "laid_apart": {names[s]: [_LABEL[p] for p in self.won_table[s]] for s in range(self.n)} if self.POLISH else None,
            "shown": {names[s]: [_LABEL[p] for p in sorted(self._seen_held(s), key=_key)] for s in range(self.n)},
            "declared": {names[s]: [[m.kind.name, m.points, [_LABEL[p] for p in m.cards]] for m in self.decl[s].scored]
                         for s in range(self.n)},
            "trump": None if self.trump is None else SUIT_NAMES[self.trump],
            "brisques": None if self.BRISQUES_SCORE else {names[s]: self.brisques[s] for s in range(self.n)},
            "turned_card": None if st.turn_up is None else _LABEL[st.turn_up],
            "stock": len(st), "points": {names[s]: self.points[s] for s in range(self.n)},
            "score": self.score_before, "game_points": getattr(self.rules, "game_points", None),
            "to_act": None if self.to_act is None else names[self.to_act],
            "trick": [[names[(self.leader + i) % self.n], str(Card(_CARD[p]))] for i, p in enumerate(self.trick)],
            "tricks": {names[s]: sum(1 for _, _, w in self.quitted if w == s) for s in range(self.n)},
            "trick_number": len(self.quitted) + (0 if self.phase == "over" else 1),
        }
        if self.quitted:
            ld, cards, w = self.quitted[-1]
            v["last_trick"] = {"cards": [[names[(ld + i) % self.n], str(Card(_CARD[c]))] for i, c in enumerate(cards)],
                               "won_by": names[w]}
        if self.partners:
            v["partners"] = ["N-S", "E-W"]
        if self.goal is not None:
            v["game_total"] = self.game_total_view(names, self.n)
        if self.n > 2:
            v["stock_dead"] = st.dead
        if self.phase == "over":
            v["result"] = self.result_text()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"{view.get('title', 'Bezique')} - dealer {view['dealer']} - score {'-'.join(map(str, view['score']))} "
                 + (f"(game {view['game_points']})" if view["game_points"] else "(each deal a game)") + "; this deal " + ", ".join(f"{k} {p}" for k, p in view["points"].items())]
        lines.append(f"Trumps {view['trump'] or 'not yet made'}" + (f", turn-up {view['turned_card']}" if view["turned_card"] else "")
                     + f"; stock {view['stock']}")
        if view.get("brisques"):
            lines.append("Brisques taken: " + ", ".join(f"{k} {b}" for k, b in view["brisques"].items()))
        if view.get("hand_labels") is not None:
            lines.append(f"Your hand ({view['seat']}): " + " ".join(view["hand_labels"]))
        for who, cards in view["shown"].items():
            if cards and not view.get("laid_apart"):
                lines.append(f"On the table, {who}'s: " + " ".join(cards))
        for who, cards in (view.get("laid_apart") or {}).items():
            if cards:
                lines.append(f"Laid apart by {who}: " + " ".join(cards))
        for who, ms in view["declared"].items():
            if ms:
                lines.append(f"Declared by {who}: " + ", ".join(f"{n} {p}" for n, p, _ in ms))
        lines.append("Trick: " + (" ".join(f"{p}:{c}" for p, c in view["trick"]) or "(none)"))
        if view.get("last_trick"):
            lt = view["last_trick"]
            lines.append("Last trick: " + " ".join(f"{p}:{c}" for p, c in lt["cards"]) + f", won by {lt['won_by']}")
        if view.get("game_total"):
            g = view["game_total"]
            lines.append("Game: " + ", ".join(f"{k} {t} of {g['goal'][k]}" for k, t in g["total"].items()))
        if view.get("result"):
            lines.append("Deal over: " + view["result"])
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act" + (": declare, seven, or draw" if view["phase"] == "declare"
                                                       else ""))
        return "\n".join(lines)

    # ----- the referee -----------------------------------------------------------------------------------
    def referee_calls(self) -> list[str]:
        return handler_calls(self)

    def referee(self, call: str, seat: int | None = None, **details: Any) -> Ruling:
        if seat not in range(self.n):
            raise IllegalAction(f"name a seat 0..{self.n - 1} for the call")
        return referee_call(self, seat, call, details, self.seat_names)

    def _ref_revoke(self, seat: int) -> Ruling:
        """B10: ``seat`` claims that the opponent broke the rule of the last eight tricks (not
        following, not winning, not trumping when able; recorded in referee mode): by the
        French rule the offender scores no more brisques nor the last trick this deal."""
        found = [s for s, _ in self.revokes if s != seat and s not in self.side_of(seat)]
        if not found:
            raise IllegalAction("no breach of the rule of the last eight tricks by the opponent is found", _L("B10"))
        other = found[0]
        self.offender.add(other)
        return Ruling(law=_L("B10"), penalty=f"{self.seat_names[other]} scores no more brisques or last trick",
                      effect={"offender": self.seat_names[other]})

    def _ref_false_declaration(self, seat: int) -> Ruling:
        """B11: ``seat`` finds that the opponent scored a false declaration (referee mode): the
        score is taken off and ``seat`` adds it to his own."""
        for i, (other, pts, cards) in enumerate(self.false_declared):
            if other != seat and other not in self.side_of(seat):
                del self.false_declared[i]
                self.points[other] -= pts
                self.points[seat] += pts
                for p in cards:
                    if p not in self.decl[other].used:
                        self.decl[other].played(p)
                return Ruling(law=_L("B11"), penalty=f"{pts} taken off {self.seat_names[other]} and added to "
                              f"{self.seat_names[seat]}", effect={"points": pts, "from": self.seat_names[other]})
        raise IllegalAction("no false declaration by the opponent is found", _L("B11"))

    def _ref_misdeal(self, seat: int) -> Ruling:
        """B3: a misdeal found before the first trick: a new deal by the same dealer."""
        if self.quitted or self.trick or self.phase == "over":
            raise IllegalAction("a misdeal is claimed before the first card is played", _L("B3"))
        self.void, self.phase = "a misdeal (B3)", "over"
        return Ruling(law=_L("B3"), penalty="a new deal, the same dealer", effect={"void": True, "same_dealer": True})


class PolishBeziqueState(BeziqueState):
    """Polish bezique (§4.4): bezique, but the winner of each trick lays its court cards and the
    trump ten face up apart (out of play for good, never taken into the hand), and declarations
    are made from those laid-apart cards only, by bezique's table and laws (our reading of "uses
    them to form combinations")."""

    POLISH = True
    SLUG = "polish-bezique"
    TITLE = "Polish bezique"


def carry_score(match: Match, state: BeziqueState) -> tuple[dict[str, Any], list[int] | None]:
    """A bezique match's carry to the next deal: :meth:`Match.carry`, and, unless the deal was
    void (the same dealer deals again, score ``None``), each seat's ``context["score"]`` plus
    its ``state.deal_points()``, stored in the context and returned with it."""
    ctx = Match.carry(match, state)
    if state.void:
        ctx["dealer"] = state.dealer
        return ctx, None
    score = [a + b for a, b in zip(ctx.get("score") or [0] * state.n, state.deal_points())]
    ctx["score"] = score
    return ctx, score


def bezique_info(**fields: Any) -> Any:
    """A :class:`GameInfo` of the bezique family played under :data:`BEZIQUE_LAWS` with
    :class:`BeziqueBot`; ``fields`` give the rest (and may override these)."""
    from ...core.registry import GameInfo
    return GameInfo(**{"family": "bezique", "laws": BEZIQUE_LAWS, "bots": {"heuristic": BeziqueBot}, **fields})


class BeziqueMatch(RubberMatch):
    """Deals of bezique to 1000 (§4.1): the first to reach it wins the game, worth 2 when the
    loser has not reached 500 (``double_under_500``). A game with the claim (the state's
    ``CLAIM_LAW``: cinq-cents, pinochle) is decided by it: a right claim wins, a wrong one loses
    (:func:`.claim.game_decision`); both past the goal unclaimed, the game goes on by
    ``extend_by`` (cinq-cents 100, pinochle 250); without it the higher wins. Context:
    ``dealer`` (alternates; the same after a misdeal), ``score``, ``goal`` (a game with the
    claim always; else only once it has gone on)."""

    settles = "game"
    fresh_rubber = {"score": None, "goal": None}
    #: both players past the goal at the end of a deal: the goal moves on by this (0: no)
    extend_by = 0

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.context.setdefault("score", [0, 0])
        self._fresh_goal(self.context)

    @property
    def _claims(self) -> bool:
        return getattr(self.game.state_cls, "CLAIM_LAW", None) is not None

    def _fresh_goal(self, ctx: dict[str, Any]) -> None:
        """A game with the claim carries its goal in the context, so each deal knows it plays
        for a game (a deal played alone has no claim)."""
        if self._claims:
            ctx.setdefault("goal", int(self.rules.game_points))

    def carry(self, state: BeziqueState) -> dict[str, Any]:
        ctx, score = carry_score(self, state)
        if score is None:
            return ctx
        goal = int(ctx.get("goal") or self.rules.game_points)
        d = game_decision(score, [goal] * len(score), state.claim, self.extend_by)
        if d.kind == "on":                               # both past the goal: play on (cinq-cents, pinochle)
            ctx["goal"] = goal + self.extend_by
            self._announced.append(f"both have {goal}: the game goes on to {goal + self.extend_by}")
            return ctx
        if d.kind == "none":
            return ctx
        if d.kind == "claim":
            assert d.unit is not None
            w = d.unit if d.won else 1 - d.unit
            how = f"{'right' if d.won else 'wrong'} claim by seat {d.unit}"
        else:
            w = 0 if score[0] >= score[1] else 1
            how = "reached the goal"
        value = 2 if self.rules.double_under_500 and score[1 - w] < 500 else 1
        seats = [value if s == w else -value for s in (0, 1)]
        self.end_rubber(ctx, w, value, seats, f"{score[w]}-{score[1 - w]}", kind="game", score=score, how=how)
        ctx["score"] = [0, 0]
        self._fresh_goal(ctx)
        return ctx

    def rubber_in_progress(self) -> str | None:
        score = self.context.get("score") or []
        return f"in progress, not settled: score {'-'.join(map(str, score))}" if any(score) else None


class BeziqueBot(Bot):
    """Bezique by the book's advice (§4.1), from the seat's view: declare what scores most, but
    a single bezique before the double (the worked example: 40 then 500, never the 500 first);
    score the seven when it is open; while the stock lasts keep the cards of declarations (hold
    up marriages and beziques), throw the lowest plain card, and take a trick holding a brisque
    cheaply; in the last eight tricks win with the lowest card that wins, else the lowest."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        decl = [a for a in legal if a.verb == "declare"]
        if decl:
            def value(a: Action) -> int:
                n = len(a.args)
                cards = {x.rstrip("'") for x in a.args}
                if n >= 4 and cards == {"QS", "JD"}:
                    return {4: 500, 6: 1500, 8: 4500}[n]
                if n == 2 and cards == {"QS", "JD"}:
                    return 600 if not any(m[0] == "bezique" for m in view["declared"][view["seat"]]) else 40
                return {5: 250, 4: 80, 2: 30}.get(n, 0)
            return max(decl, key=value)
        if any(a.verb == "seven" for a in legal):
            return Action("seven")
        if any(a.verb == "partner" for a in legal):
            return Action("partner")
        if any(a.verb == "draw" for a in legal):
            return Action("draw")
        game = view.get("game_total")
        if game and any(a.verb == "claim" for a in legal) and game["total"][view["seat"]] >= game["goal"][view["seat"]]:
            return Action("claim")          # the game is reached: knock (§4.5, §4.9)
        legal = [a for a in legal if a.verb == "play"]
        trump = (view["trump"] or " ")[0].upper()
        plays = [a.args[0] for a in legal]
        rank = {"A": 8, "T": 7, "K": 6, "Q": 5, "J": 4, "9": 3, "8": 2, "7": 1}
        meldy = {"K", "Q", "J", "A"}

        def low(lab: str) -> tuple:
            return (lab[1] == trump, lab[0] in ("A", "T"), lab[0] in meldy, rank[lab[0]])

        if not view["trick"]:
            return Action("play", (min(plays, key=low),))
        led = view["trick"][0][1]
        strict = view["stock"] == 0 or bool(view.get("stock_dead"))

        def beats(x: str) -> bool:
            return (x[1] == led[1] and rank[x[0]] > rank[led[0]]) or (x[1] == trump and led[1] != trump)

        winners = [x for x in plays if beats(x)]
        if strict:
            if winners:
                return Action("play", (min(winners, key=lambda x: (x[1] == trump, rank[x[0]])),))
            return Action("play", (min(plays, key=low),))
        if led[0] in ("A", "T"):
            same = [x for x in winners if x[1] == led[1]] or [x for x in winners if x[0] not in meldy]
            if same:
                return Action("play", (min(same, key=lambda x: rank[x[0]]),))
        return Action("play", (min(plays, key=low),))


def _register() -> None:
    from ...core.registry import register
    register(bezique_info(slug="bezique", title="Bezique (two-hand)", aliases=("безик", "bésigue", "bezique-two-hand"),
                          state_cls=BeziqueState, rules_cls=BeziqueRules, match_cls=BeziqueMatch,
                          min_players=2, max_players=2,
                          utility="zero-sum-points", source="Foster 1914, 001 part 4 §4.1 (catalog 001_part4.md §4.1)",
                          summary="Two players, 64 cards (two piquet packs) ranking A 10 K Q J 9 8 7, eight each and "
                                  "a stock; brisques 10; the trick's winner declares one meld (marriages, sequence "
                                  "250, bezique 40, double bezique 500, fours) or the seven of trumps; follow and "
                                  "win in the last eight tricks; last trick 10; game 1000."))
    register(bezique_info(slug="polish-bezique", title="Polish bezique", aliases=("польская безик",),
                          state_cls=PolishBeziqueState, rules_cls=BeziqueRules, match_cls=BeziqueMatch,
                          min_players=2, max_players=2,
                          utility="zero-sum-points", source="Foster 1914, 001 part 4 §4.4",
                          summary="Bezique in which the winner of a trick lays its court cards and the trump ten "
                                  "apart, face up, and declares from those cards only."))


_register()
