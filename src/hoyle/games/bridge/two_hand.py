"""Bridge for two players (Foster 1914, 001 part 1 §4.4, §4.5, §4.11): bridge for two
("Chinese bridge"), misery bridge and draw bridge.

All three are straight-bridge games (§3): trick values spades 2, clubs 4, diamonds 6,
hearts 8, no-trump 12 for each trick over book; 30 trick points below the line make a game,
two games a rubber worth 100 (:class:`TwoHandRubber`, the bridge rubber of
:class:`~hoyle.games.bridge.BridgeMatch`). Seats 0 and 1; the dealer is seat 1 unless the
context says otherwise, and the deal passes to the other player.

**Bridge for two** (§4.4, :class:`BridgeForTwoState`). The dealer gives his adversary four
cards and himself four, face down, then deals the other 44 one at a time, the adversary
first. Each lays eleven of his 22 unseen cards face down and the other eleven face up on
them, one on each (the catalog's reading of "eleven over eleven"): each player has a hand of
four and eleven piles. The dealer, seeing his four and the whole table, names the trump or
no-trump; he has no partner, so he may not pass (our reading). The adversary may double or
play; the dealer may redouble, and so on while a trick is worth no more than 100 (straight
bridge §3.1; option ``redoubling``). The adversary leads; a trick is four cards: leader,
adversary, leader, adversary, each card from the hand or the face-up cards, following suit
when able; a face-down card turns up as soon as the card on it is played and may be played
at once. Catalog ambiguities and our readings:

* whether a player's two cards must come one from the hand and one from the table: they
  cannot (a hand of four lasts four tricks of thirteen), so the two cards are free;
* whether the leader's second card must follow his own lead: yes (every card of a trick
  follows the suit led, as at bridge); option ``leader_follows``;
* scoring: straight bridge, both players scoring their tricks over book below the line (the
  English edition of Foster's text, where the seed's translation drops the sentence, says
  tricks and honours count as in the ordinary rubber);
  honours by the straight-bridge table with each player's 26 cards as one holding (four in
  one hand eight tricks, five ten; no-trump three aces 30, four 100), option ``honours``;
  slams as at straight bridge.

**Misery bridge** (§4.5, :class:`MiseryBridgeState`). The two players sit opposite; four
hands are dealt from the dealer's left: the reserve on the dealer's left, the non-dealer's,
the dummy on the non-dealer's left, the dealer's. The dealer may discard one to four cards
face up (``discard QS`` one at a time, then ``draw``), taking as many unseen from the top of
the reserve; or ``keep`` his hand; or play ``misery`` instead. He then names the trump or
no-trump (``declare hearts``) or undertakes eight tricks (``eight hearts``); there is no
doubling. The reserve is put away face down; the non-dealer spreads the dummy face up, leads
from his own hand and plays both hands: tricks of three cards, non-dealer, dummy, dealer.

* A declaration scores as straight bridge: each player his tricks over book below the line.
* Eight tricks made: the dealer's tricks over book count double; failed: the non-dealer
  scores 10 (above the line, whatever the trump) and the dealer nothing.
* Misery is no-trump played to lose: a dealer taking more than one trick gives the
  non-dealer 5 for each trick over one (option ``misery_penalty="all"``: for each trick he
  took; the catalog flags the text as unclear); a dealer taking one or none scores 5 for
  each trick the non-dealer took over six. Misery points go above the line (our reading:
  they are penalty points, not trick points).
* Honours are not mentioned by the book for this game: none by default (option ``honours``:
  straight-bridge honours, the dealer's hand one holding, the non-dealer's two hands his side).
* Game and rubber are not stated: straight bridge's (30 a game, 100 the rubber), our reading.

**Draw bridge** (§4.11, :class:`DrawBridgeState`): double dummy bridge (§4.10: each player
with a dummy opposite, no doubling, a passed declaration made for the dummy by the schedule
of bridge for three) in which the dummies are never spread: each player keeps his dummy's
cards in a holder the adversary cannot see, and plays from it on the dummy's turn. All four
hands are liable for revokes (with ``referee_mode`` a revoke by a dummy is accepted and may
be claimed; double dummy bridge does not penalise a dummy's revoke).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Any

from ...bots import Bot
from ...cards import ALL_CARDS, Card, parse_card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook, Ruling
from ...core.registry import GameInfo, register
from ...core.rules import Rules, option
from ...core.determinise import Zone
from ...core.state import GameState
from ...mechanics.bidding import DOUBLE, PASS, REDOUBLE, parse_denomination
from ...mechanics.tricks import PLAY, SUIT_NAMES, TrickPlay, sort_hands, suit_major, trick_line, trick_winner
from . import BridgeMatch
from .bots import BridgeBot
from .for_three import straight_honours
from .scoring import STRAIGHT_VALUES, SUIT_OF, per_seat
from .state import STRAIGHT_LAWS, BridgeRules, BridgeState

__all__ = ["BridgeForTwoRules", "BridgeForTwoState", "MiseryBridgeRules", "MiseryBridgeState",
           "DrawBridgeState", "TwoHandRubber", "TwoHandBot", "FOR_TWO_LAWS", "MISERY_LAWS", "DRAW_LAWS"]

_DENOMS = ("clubs", "diamonds", "hearts", "spades", "notrump")
_SRC = "Foster 1914, 001 part 1"

FOR_TWO_LAWS = LawBook.of("Bridge for two (Chinese bridge)", f"{_SRC} §4.4", [
    ("4.4a", "deal", "Four cards face down to each, then 22 each one at a time; each lays eleven face down and eleven face up on them, unseen."),
    ("4.4b", "declaring", "The dealer, seeing his four cards and the table, names the trump or no-trump; the adversary may double or play."),
    ("4.4c", "play", "The adversary leads from his hand or his face-up cards; the other follows suit if he can from either; a covered card cannot be played and is turned up when uncovered."),
    ("4.4d", "trick", "A trick is four cards: leader, adversary, leader, adversary; the winner leads to the next; thirteen tricks."),
    ("4.4e", "rubber", "Straight-bridge scoring; the winner of the rubber adds 100."),
])
MISERY_LAWS = LawBook.of("Misery bridge", f"{_SRC} §4.5", [
    ("4.5a", "exchange", "Before declaring the dealer may discard one to four cards face up and take as many unseen from the top of the hand on his left."),
    ("4.5b", "eight-tricks", "No doubling; the dealer may undertake eight tricks: made, his tricks count double; failed, the adversary scores 10 whatever the trump."),
    ("4.5c", "dummy", "The reserve is put away; the non-dealer spreads the hand on his left as his dummy, leads, and plays both hands."),
    ("4.5d", "misery", "Instead of exchanging the dealer may play misery, no-trump to lose: more than one trick gives the adversary 5 a trick; one or none scores the dealer 5 for each trick the adversary takes over six."),
    ("4.5e", "rubber", "Game and rubber as straight bridge (not stated by the book)."),
])
DRAW_LAWS = LawBook.of("Draw bridge", f"{_SRC} §4.11", [
    ("4.11a", "holders", "Double dummy bridge with each dummy's cards in a holder the adversary cannot see; the dummy's card is drawn from it."),
    ("4.11b", "revokes", "All four hands are liable for revokes."),
])


# ----- shared scoring ------------------------------------------------------------------------
class TwoHandRubber(BridgeMatch):
    """A rubber of a two-player bridge game: two games of 30 trick points, 100 to the winner."""

    def carry(self, state) -> dict:
        ctx = super().carry(state)
        if self.rubber is not None and isinstance(self.rubber["winner"], str):
            self.rubber["winner"] = state.result()["rubber_won_by"]
        return ctx


class _StraightTwoScore:
    """Game and rubber of a straight-bridge deal between seats 0 and 1: ``_points()`` gives
    (below, above) for the deal; a game is 30 below, the rubber 100 (001 part 1 §3.1)."""

    RUBBER = 100

    def _init_score(self) -> None:
        self.below_before = self._context_numbers("below", [0, 0])
        self.games_before = self._context_numbers("games", [0, 0])
        self._result: dict | None = None

    def result(self) -> dict:
        """The deal's score: ``below`` and ``above`` per seat, game and rubber."""
        if not self.is_over:
            raise DealNotOver("the hand is not finished")
        if self._result is None:
            below, above, tricks = self._points()
            games = self.games_before[:]
            game = rubber = None
            for p in (0, 1):
                if game is None and self.below_before[p] + below[p] >= 30:
                    game = p
                    games[p] += 1
            if game is not None and games[game] == 2:
                above[game] += self.RUBBER
                rubber = game
            self._result = {"below": below, "above": above, "tricks": tricks, "games": games,
                            "game_won_by": game, "rubber_won_by": rubber}
        return self._result

    def outcome(self) -> list[int]:
        r = self.result()
        d = r["below"][0] + r["above"][0] - r["below"][1] - r["above"][1]
        return [d, -d]

    def result_text(self) -> str | None:
        if not self.is_over:
            return None
        r = self.result()
        def each(xs) -> str:
            return ", ".join(f"seat {s} {x}" for s, x in enumerate(xs))
        text = f"tricks {each(r['tricks'])}; below {each(r['below'])}; above {each(r['above'])}"
        if r["rubber_won_by"] is not None:
            text += f"; rubber to seat {r['rubber_won_by']}"
        elif r["game_won_by"] is not None:
            text += f"; game to seat {r['game_won_by']}"
        return text


def _honours_of(cards, denom: str) -> int:
    if denom == "notrump":
        return sum(1 for c in cards if c >> 2 == 12)
    s = SUIT_OF[denom]
    return sum(1 for c in cards if c & 3 == s and c >> 2 >= 8)


def _slam(tricks: int, slams: str) -> int:
    little, grand = (20, 40) if slams == "american" else (50, 100)
    return grand if tricks == 13 else little if tricks == 12 else 0


# ----- bridge for two ------------------------------------------------------------------------
@dataclass(frozen=True)
class BridgeForTwoRules(Rules):
    """Options of bridge for two; defaults = our reading of 001 part 1 §4.4 (see the module)."""

    leader_follows: bool = option(True, "the leader's second card of a trick must also follow the suit led "
                                  "(False: it is free)", "001 part 1 §4.4 (unclear; catalog)")
    redoubling: bool = option(True, "after a double the dealer may redouble, and so on while a trick is "
                              "worth at most 100 (False: a double only)", "001 part 1 §3.1, §4.4")
    honours: bool = option(True, "score honours by the straight-bridge table, each player's 26 cards "
                           "one holding", "001 part 1 §3, §4.4 (assumed; catalog)")
    slams: str = option("american", "slams: 'american' little 20 grand 40; 'english' 50 and 100",
                        "001 part 1 §2.6", choices=("american", "english"))


class BridgeForTwoState(_StraightTwoScore, GameState):
    """One deal of bridge for two. Actions: ``declare hearts`` (dealer), ``double`` /
    ``redouble`` / ``pass``, ``play QS`` (from the hand or a face-up card)."""

    rules_cls = BridgeForTwoRules
    unit = "points"

    def __init__(self, num_players: int = 2, rules: BridgeForTwoRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if num_players != 2:
            raise SetupError("bridge for two is played by two", FOR_TWO_LAWS.cite("4.4a"))
        self._init_score()
        d = self.dealer = int(self.context.get("dealer", 1)) % 2
        o = 1 - d
        deck = self.shuffler.shuffle(ALL_CARDS)
        self.hands: list[list[Card]] = [[], []]
        self.hands[o] = list(deck[0:4])
        self.hands[d] = list(deck[4:8])
        rest = [list(deck[8::2][:22]), list(deck[9::2][:22])]   # one at a time, the adversary first
        got = [[], []]
        got[o], got[d] = rest
        self.down = [g[:11] for g in got]          # face down, unseen by anyone
        self.up = [g[11:] for g in got]            # face up on them, one on each
        self.dealt = [sorted(self.hands[p] + got[p]) for p in (0, 1)]
        sort_hands(self.hands)
        self.phase = "declare"
        self.denom: str | None = None
        self.trump: int | None = None
        self.doubled = 0
        self._dbl_turn = o
        self.leader = o
        self.trick: list[Card] = []
        self.won = [0, 0]
        self.quitted: list[tuple[int, tuple, int]] = []

    # ----- turn ----------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        ph = self.phase
        if ph == "declare":
            return self.dealer
        if ph == "double":
            return self._dbl_turn
        if ph == "play":
            return self.leader if len(self.trick) % 2 == 0 else 1 - self.leader
        return None

    def available(self, p: int) -> list[Card]:
        """The cards ``p`` may play from: his hand and his face-up cards (001 part 1 §4.4)."""
        return self.hands[p] + [c for c in self.up[p] if c >= 0]

    def _can_double(self) -> bool:
        if self.doubled and not self.rules.redoubling:
            return False
        return STRAIGHT_VALUES[self.denom] * 2 ** (self.doubled + 1) <= 100

    def _legal_cards(self) -> list[Card]:
        p = self.to_act
        cards = self.available(p)
        if self.trick and (len(self.trick) != 2 or self.rules.leader_follows):
            led = self.trick[0] & 3
            follow = [c for c in cards if c & 3 == led]
            if follow:
                return follow
        return cards

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "play":
            return [PLAY[c] for c in sorted(self._legal_cards(), key=suit_major)]
        if ph == "declare":
            return [Action("declare", (d,)) for d in _DENOMS]
        if ph == "double":
            if self._can_double():
                return [PASS, DOUBLE if self.doubled == 0 else REDOUBLE]
            return [PASS]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            if action.verb != "play" or len(action.args) != 1 or not isinstance(action.args[0], Card):
                raise IllegalAction(f"{action} is not a play; write e.g. 'play QS'", FOR_TWO_LAWS.cite("4.4c"))
            c = action.args[0]
            if c in self._legal_cards():
                return
            p = self.to_act
            if c in self.available(p):
                raise IllegalAction(f"you must follow suit ({SUIT_NAMES[self.trick[0] & 3]} were led) "
                                    "from your hand or your face-up cards", FOR_TWO_LAWS.cite("4.4c"))
            if c in self.down[p]:
                raise IllegalAction(f"{c} is covered and cannot be played until the card on it is played",
                                    FOR_TWO_LAWS.cite("4.4c"))
            raise IllegalAction(f"you hold no {c} in your hand or face up", FOR_TWO_LAWS.cite("4.4c"))
        if not self._is_legal(action):
            if self.phase == "declare" and action.verb == "pass":
                raise IllegalAction("the dealer has no partner to pass to: he must name the trump or no-trump",
                                    FOR_TWO_LAWS.cite("4.4b"))
            if action.verb in ("double", "redouble"):
                raise IllegalAction("no further doubling: a trick may not be worth more than 100",
                                    STRAIGHT_LAWS.cite("3.1b"))
            super()._check(action)

    def _apply(self, action: Action) -> None:
        ph = self.phase
        if ph == "declare":
            self.denom = parse_denomination(action.args[0])
            self.trump = SUIT_OF.get(self.denom)
            self.phase = "double"
            return
        if ph == "double":
            if action.verb == "pass":
                self.phase = "play"
                return
            self.doubled += 1
            self._dbl_turn = 1 - self._dbl_turn
            if not self._can_double():
                self.phase = "play"
            return
        c = action.args[0]
        p = self.to_act
        if c in self.hands[p]:
            self.hands[p].remove(c)
        else:
            i = self.up[p].index(c)
            self.up[p][i] = self.down[p][i]       # the card beneath turns face up
            self.down[p][i] = -1
        self.trick.append(c)
        if len(self.trick) == 4:
            pos = trick_winner(self.trick, self.trump)
            w = self.leader if pos % 2 == 0 else 1 - self.leader
            self.won[w] += 1
            self.quitted.append((self.leader, tuple(self.trick), w))
            self.trick = []
            self.leader = w
            if len(self.quitted) == 13:
                self.phase = "over"

    def clone(self) -> "BridgeForTwoState":
        s = copy.copy(self)
        s.hands = [self.hands[0][:], self.hands[1][:]]
        s.up = [self.up[0][:], self.up[1][:]]
        s.down = [self.down[0][:], self.down[1][:]]
        s.trick = self.trick[:]
        s.won = self.won[:]
        s.quitted = self.quitted[:]
        s.history = self.history[:]
        s.log = self.log[:]
        return s

    # ----- scoring -------------------------------------------------------------------------
    def _points(self) -> tuple[list[int], list[int], list[int]]:
        v = STRAIGHT_VALUES[self.denom] * 2 ** self.doubled
        below = [max(0, self.won[p] - 6) * v for p in (0, 1)]
        above = [_slam(self.won[p], self.rules.slams) for p in (0, 1)]
        if self.rules.honours:
            for p in (0, 1):
                above[p] += straight_honours(self.denom, (_honours_of(self.dealt[p], self.denom), 0))
        return below, above, self.won[:]

    # ----- views ---------------------------------------------------------------------------
    def card_locations(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {}
        for p in (0, 1):
            out[f"hand {p}"] = list(self.hands[p])
            out[f"face up {p}"] = [c for c in self.up[p] if c >= 0]
            out[f"face down {p}"] = [c for c in self.down[p] if c >= 0]
        out["trick"] = list(self.trick)
        out["quitted"] = [c for _, cards, _ in self.quitted for c in cards]
        return out

    def card_zones(self) -> dict[str, Zone]:
        """The default zones (the hands in play) and each player's eleven cards face down under
        the face-up ones, in their places (a taken card leaves -1)."""
        zones = super().card_zones()
        if zones:
            zones.update({f"face down {p}": Zone(self.down[p], ordered=True, attr="down") for p in (0, 1)})
        return zones

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = {c for p in (0, 1) for c in self.down[p] if c >= 0}
        for p in (0, 1):
            if p != seat:
                out.update(self.hands[p])
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "bridge-for-two", "phase": self.phase, "seat": seat, "dealer": self.dealer,
            "hand": [str(c) for c in self.hands[seat]] if seat is not None else None,
            "table": [[str(c) if c >= 0 else None for c in self.up[p]] for p in (0, 1)],
            "covered": [[c >= 0 for c in self.down[p]] for p in (0, 1)],
            "hand_sizes": [len(self.hands[0]), len(self.hands[1])],
            "declaration": self.denom, "doubled": self.doubled, "to_act": self.to_act,
            "leader": self.leader if self.phase == "play" else None,
            "trick": [[str(self.leader if i % 2 == 0 else 1 - self.leader), str(c)]
                      for i, c in enumerate(self.trick)],
            "tricks": self.won[:], "below": self.below_before, "games": self.games_before,
        }
        if self.quitted:
            ld, cards, w = self.quitted[-1]
            v["last_trick"] = {"cards": [str(c) for c in cards], "leader": ld, "won_by": w}
        if self.phase == "over":
            r = self.result()
            v["result"] = {k: r[k] for k in ("below", "above", "games", "game_won_by", "rubber_won_by")}
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Bridge for two - dealer {view['dealer']} - "
                 f"{view['declaration'] or 'no declaration yet'}" + (f" x{2 ** view['doubled']}" if view["doubled"] else "")
                 + f" - below {per_seat(view['below'])} - games {per_seat(view['games'])}"]
        for p in (0, 1):
            up = " ".join((c + ("/" if cov else "")) if c else ("[ ]" if cov else "-")
                          for c, cov in zip(view["table"][p], view["covered"][p]))
            lines.append(f"Table {p}: {up}   (hand of {view['hand_sizes'][p]})")
        if view.get("hand") is not None:
            lines.append(f"Your hand (seat {view['seat']}): " + (" ".join(view["hand"]) or "-"))
        lines.append(trick_line(view["trick"]) + f"   tricks {per_seat(view['tricks'])}")
        if view.get("result"):
            r = view["result"]
            lines.append(f"Hand over: below {per_seat(r['below'])}; above {per_seat(r['above'])}")
        elif view.get("to_act") is not None:
            lines.append(f"seat {view['to_act']} to act")
        return "\n".join(lines)


# ----- misery bridge -------------------------------------------------------------------------
@dataclass(frozen=True)
class MiseryBridgeRules(Rules):
    """Options of misery bridge; defaults = our reading of 001 part 1 §4.5 (see the module)."""

    misery_penalty: str = option("over-one", "a dealer taking more than one trick at misery gives 5 for "
                                 "each trick 'over-one' (beyond the first) or for 'all' he took",
                                 "001 part 1 §4.5 (unclear; catalog)", choices=("over-one", "all"))
    honours: bool = option(False, "score straight-bridge honours (the book gives none for misery bridge)",
                           "001 part 1 §3, §4.5")


class MiseryBridgeState(_StraightTwoScore, GameState):
    """One deal of misery bridge. Actions (dealer): ``discard QS`` (one to four, one at a
    time) then ``draw``, or ``keep``, or ``misery``; then ``declare hearts`` or ``eight hearts``;
    then ``play QS`` (the non-dealer plays his hand and the dummy's)."""

    rules_cls = MiseryBridgeRules
    unit = "points"
    #: play positions: 0 the non-dealer, 1 his dummy (on his left), 2 the dealer
    NAMES = ("non-dealer", "dummy", "dealer")

    def __init__(self, num_players: int = 2, rules: MiseryBridgeRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        if num_players != 2:
            raise SetupError("misery bridge is played by two", MISERY_LAWS.cite("4.5c"))
        self._init_score()
        d = self.dealer = int(self.context.get("dealer", 1)) % 2
        self.other = 1 - d
        deck = self.shuffler.shuffle(ALL_CARDS)
        # from the dealer's left: the reserve, the non-dealer, the dummy, the dealer
        self.reserve = list(deck[0::4])
        self.places = [list(deck[1::4]), list(deck[2::4]), list(deck[3::4])]
        sort_hands(self.places)
        self.discards: list[Card] = []
        self.drawn: list[Card] = []
        self.phase = "exchange"
        self.denom: str | None = None
        self.eight = False
        self.misery = False
        self.tp: TrickPlay | None = None

    @property
    def to_act(self) -> int | None:
        if self.phase in ("exchange", "declare"):
            return self.dealer
        if self.phase == "play":
            return self.dealer if self.tp.turn == 2 else self.other
        return None

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph == "play":
            return [PLAY[c] for c in self.tp.legal()]
        if ph == "exchange":
            acts = []
            if len(self.discards) < 4:
                acts = [Action("discard", (c,)) for c in self.places[2]]
            acts += [Action("draw")] if self.discards else [Action("keep"), Action("misery")]
            return acts
        if ph == "declare":
            return [Action(v, (d,)) for v in ("declare", "eight") for d in _DENOMS]
        return []

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            self.tp.check_play(action, "Foster 1914, 001 part 1 §3.2 (revoke)",
                               not_play="{action} is not a play; write e.g. 'play QS'",
                               not_held="the {seat} holds no {card}", names=self.NAMES)
            return
        if not self._is_legal(action):
            v = action.verb
            if v == "discard" and self.phase != "exchange":
                raise IllegalAction("the exchange is over: discards come before the declaration",
                                    MISERY_LAWS.cite("4.5a"))
            if v == "discard":
                why = ("at most four cards are discarded" if len(self.discards) >= 4 else
                       f"{action.args[0] if action.args else '?'} is not in the dealer's hand")
                raise IllegalAction(why, MISERY_LAWS.cite("4.5a"))
            if v in ("keep", "misery") and self.discards:
                raise IllegalAction("after discarding the dealer must draw as many from the reserve",
                                    MISERY_LAWS.cite("4.5a" if v == "keep" else "4.5d"))
            if v in ("double", "redouble"):
                raise IllegalAction("there is no doubling at misery bridge", MISERY_LAWS.cite("4.5b"))
            super()._check(action)

    def _apply(self, action: Action) -> None:
        v = action.verb
        if self.phase == "play":
            self.tp.play(action.args[0])
            if self.tp.over:
                self.phase = "over"
            return
        if v == "discard":
            self.places[2].remove(action.args[0])
            self.discards.append(action.args[0])
            return
        if v == "draw":
            k = len(self.discards)
            self.drawn, self.reserve = self.reserve[:k], self.reserve[k:]
            self.places[2].extend(self.drawn)
            sort_hands([self.places[2]])
            self.phase = "declare"
            return
        if v == "keep":
            self.phase = "declare"
            return
        if v == "misery":
            self.misery = True
            self._start_play("notrump")
            return
        self.eight = v == "eight"
        self._start_play(parse_denomination(action.args[0]))

    def _start_play(self, denom: str) -> None:
        self.denom = denom
        self.in_play = [h[:] for h in self.places]      # the hands as play begins
        self.tp = TrickPlay(self.places, SUIT_OF.get(denom), 0)
        self.phase = "play"

    def clone(self) -> "MiseryBridgeState":
        s = copy.copy(self)
        if self.tp is not None:
            s.tp = self.tp.clone()
        else:
            s.places = [h[:] for h in self.places]
            s.reserve = self.reserve[:]
            s.discards = self.discards[:]
        s.history = self.history[:]
        s.log = self.log[:]
        return s

    # ----- scoring -------------------------------------------------------------------------
    def _points(self) -> tuple[list[int], list[int], list[int]]:
        d, o = self.dealer, self.other
        w = self.tp.won
        mine, theirs = w[2], w[0] + w[1]
        below, above = [0, 0], [0, 0]
        tricks = [0, 0]
        tricks[d], tricks[o] = mine, theirs
        if self.misery:
            if mine > 1:
                above[o] += 5 * (mine - 1 if self.rules.misery_penalty == "over-one" else mine)
            else:
                above[d] += 5 * max(0, theirs - 6)
            return below, above, tricks
        v = STRAIGHT_VALUES[self.denom]
        if self.eight:
            if mine >= 8:
                below[d] = (mine - 6) * v * 2
            else:
                above[o] = 10
        else:
            below[d] = max(0, mine - 6) * v
            below[o] = max(0, theirs - 6) * v
        if self.rules.honours:
            held = self.in_play
            above[d] += straight_honours(self.denom, (_honours_of(held[2], self.denom), 0))
            above[o] += straight_honours(self.denom, (_honours_of(held[0], self.denom),
                                                      _honours_of(held[1], self.denom)))
        return below, above, tricks

    # ----- views ---------------------------------------------------------------------------
    def _hand(self, place: int) -> list[Card]:
        return self.tp.hands[place] if self.tp is not None else self.places[place]

    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"{n} hand": list(self._hand(i)) for i, n in enumerate(self.NAMES)}
        out["reserve"] = list(self.reserve)
        out["discards"] = list(self.discards)
        if self.tp is not None:
            out.update(self.tp.locations())
        return out

    def card_zones(self) -> dict[str, Zone]:
        """Determinisation zones (:meth:`GameState.card_zones`): the three hands by play
        position (``hand 0`` the non-dealer's, ``hand 1`` the dummy's, ``hand 2`` the
        dealer's; in play with the voids shown at the table) and the reserve, face down in
        its order (the dealer draws from its top). :meth:`redealt` rebuilds the record of
        the hands as play began."""
        if self.tp is not None:
            zones = self.tp.card_zones()
        else:
            zones = {f"hand {p}": Zone(h) for p, h in enumerate(self.places)}
        zones["reserve"] = Zone(self.reserve, ordered=True, attr="reserve")
        return zones

    def redealt(self) -> None:
        """After a determinisation in play: the hands as play began (for honours) are what each
        position has played, which was seen and stays, plus what it holds now."""
        if self.tp is None:
            return
        tp = self.tp
        played = {c for _, cards, _ in tp.quitted for c in cards} | set(tp.trick)
        self.in_play = [sorted([c for c in was if c in played] + h) for was, h in zip(self.in_play, tp.hands)]

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set(self.reserve)
        if seat != self.dealer:
            out.update(self._hand(2))
        if seat != self.other:
            out.update(self._hand(0))
        if self.tp is None:
            out.update(self._hand(1))          # the dummy is spread when play begins
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "game": "misery-bridge", "phase": self.phase, "seat": seat, "dealer": self.dealer,
            "hand": None, "discards": [str(c) for c in self.discards], "reserve": len(self.reserve),
            "declaration": ("misery" if self.misery else self.denom), "eight_tricks": self.eight,
            "to_act": self.to_act, "below": self.below_before, "games": self.games_before,
        }
        if seat is not None:
            v["hand"] = [str(c) for c in self._hand(2 if seat == self.dealer else 0)]
        if seat == self.dealer and self.drawn:
            v["drawn"] = [str(c) for c in self.drawn]
        if self.tp is not None:
            tp = self.tp
            v["dummy_hand"] = [str(c) for c in tp.hands[1]]
            v["trick"] = [[self.NAMES[(tp.leader + i) % 3], str(c)] for i, c in enumerate(tp.trick)]
            v["playing_for"] = self.NAMES[tp.turn] if self.phase == "play" else None
            v["tricks"] = {"dealer": tp.won[2], "non-dealer": tp.won[0] + tp.won[1]}
        if self.phase == "over":
            r = self.result()
            v["result"] = {k: r[k] for k in ("below", "above", "games", "game_won_by", "rubber_won_by")}
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        decl = view["declaration"] or "no declaration yet"
        if view["eight_tricks"]:
            decl += ", eight tricks"
        lines = [f"Misery bridge - dealer {view['dealer']} - {decl} - below {per_seat(view['below'])}"
                 f" - games {per_seat(view['games'])}"]
        if view["discards"]:
            lines.append("Discards: " + " ".join(view["discards"]))
        if view.get("hand") is not None:
            lines.append(f"Your hand (seat {view['seat']}): " + " ".join(view["hand"]))
        if view.get("dummy_hand") is not None:
            lines.append("Dummy: " + (" ".join(view["dummy_hand"]) or "-"))
        if "trick" in view:
            lines.append(trick_line(view["trick"]) + f"   tricks {per_seat(view['tricks'])}")
        if view.get("result"):
            r = view["result"]
            lines.append(f"Hand over: below {per_seat(r['below'])}; above {per_seat(r['above'])}")
        elif view.get("to_act") is not None:
            lines.append(f"seat {view['to_act']} to act"
                         + (f" (playing {view['playing_for']})" if view.get("playing_for") else ""))
        return "\n".join(lines)


# ----- draw bridge ---------------------------------------------------------------------------
class DrawBridgeState(BridgeState):
    """One deal of draw bridge: double dummy bridge (player 0 North with dummy South, player 1
    East with dummy West) with each dummy kept in its owner's holder, never spread."""

    def __init__(self, num_players: int = 2, rules: BridgeRules | None = None, shuffler=None,
                 context: dict | None = None):
        if num_players != 2:
            raise SetupError("draw bridge is played by two", DRAW_LAWS.cite("4.11a"))
        super().__init__(num_players, rules, shuffler, context)

    def _dummy_shown(self) -> bool:
        return False                       # the dummies stay in their holders (§4.11)

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = super().hidden_cards(seat)
        if seat is not None and self.tp is not None:
            out.difference_update(self.tp.hands[self.live[seat] + 2])   # his own holder
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        v = super().view(seat)
        if seat is not None and self.tp is not None:
            h = self.live[seat] + 2
            v["dummy_hands"] = {"NESW"[h]: [str(c) for c in sorted(self.tp.hands[h], key=suit_major)]}
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = super().render_view(view).split("\n")
        lines[0] = lines[0].replace("Straight bridge", "Draw bridge", 1)
        for place, cards in (view.get("dummy_hands") or {}).items():
            lines.insert(-1, f"Your dummy in its holder ({place}): " + (" ".join(cards) or "-"))
        return "\n".join(lines)

    def _check(self, action: Action) -> None:
        tp = self.tp
        if (self.phase == "play" and self.rules.referee_mode and action.verb == "play"
                and len(action.args) == 1 and isinstance(action.args[0], Card)
                and action.args[0] in tp.hands[tp.turn] and tp.is_revoke(tp.turn, action.args[0])):
            return                         # a revoke by any hand, to be claimed (§4.11)
        super()._check(action)

    def _ref_revoke(self, seat: int, penalty: str = "tricks") -> Ruling:
        """All four hands are liable for revokes (§4.11): the dummy exemption of double dummy
        bridge (and of law 63) does not apply."""
        dummy, self.dummy = self.dummy, -1
        try:
            ruling = super()._ref_revoke(seat, penalty)
        finally:
            self.dummy = dummy
        return replace(ruling, law=DRAW_LAWS.cite("4.11b") + "; " + ruling.law)


# ----- a simple bot for bridge for two and misery bridge --------------------------------------
class TwoHandBot(Bot):
    """Plain play for bridge for two and misery bridge: declares its longest suit (no-trump with
    three aces; misery with a hand of low cards), doubles nothing, and in play wins a trick as
    cheaply as it can unless it already holds the trick, else throws its lowest card; the dealer
    at misery throws his highest card that loses."""

    name = "heuristic"

    def choose(self, view: dict[str, Any], legal) -> Action:
        verbs = {a.verb for a in legal}
        if "play" in verbs:
            return self._play(view, legal)
        known = [parse_card(c) for c in view.get("hand") or []]
        if view.get("table"):
            known += [parse_card(c) for c in view["table"][view["seat"]] if c]
        if "misery" in verbs:
            low = sum(1 for c in known if (c >> 2) + 2 >= 11)
            return Action("misery") if low <= 1 else Action("keep")
        if "declare" in verbs:
            if sum(1 for c in known if c >> 2 == 12) >= 3:
                return Action("declare", ("notrump",))
            length = [sum(1 for c in known if c & 3 == s) for s in range(4)]
            best = max(range(4), key=lambda s: (length[s], s))
            return Action("declare", (SUIT_NAMES[best],))
        return next((a for a in legal if a.verb in ("pass", "keep", "draw")), legal[0])

    def _play(self, view: dict[str, Any], legal) -> Action:
        cards = sorted(a.args[0] for a in legal)
        decl = view.get("declaration")
        trump = SUIT_OF.get(decl) if decl else None
        trick = [(who, parse_card(c)) for who, c in view.get("trick") or []]
        lose = decl == "misery" and view.get("seat") == view.get("dealer")

        def power(c: int) -> int:
            return (c >> 2) + (100 if c & 3 == trump else 50 if trick and c & 3 == trick[0][1] & 3 else 0)

        if not trick:
            return PLAY[cards[0] if lose else max(cards, key=lambda c: (c >> 2))]
        me = {str(view.get("seat")), view.get("playing_for")}
        if decl == "misery" or "playing_for" in view:
            me = {"dealer"} if view.get("seat") == view.get("dealer") else {"non-dealer", "dummy"}
        top_who, top = max(trick, key=lambda t: power(t[1]))
        beaters = [c for c in cards if power(c) > power(top)]
        if lose:
            losers = [c for c in cards if power(c) < power(top)]
            return PLAY[max(losers, key=power) if losers else min(cards, key=power)]
        if top_who in me or not beaters:
            return PLAY[min(cards, key=power)]
        return PLAY[min(beaters, key=power)]


# ----- registration --------------------------------------------------------------------------
register(GameInfo(
    slug="bridge-for-two", title="Bridge for two (Chinese bridge)", family="bridge", utility="zero-sum-points",
    min_players=2, max_players=2, default_players=2, state_cls=BridgeForTwoState,
    rules_cls=BridgeForTwoRules, match_cls=TwoHandRubber, bots={"heuristic": TwoHandBot},
    aliases=("chinese-bridge", "бридж на двоих", "китайский бридж"), source=f"{_SRC} §4.4",
    summary="Two players, each with a hand of four and eleven face-up cards lying on eleven face-down "
            "ones; the dealer names trumps, tricks of four cards (each plays twice); straight-bridge "
            "scoring, rubber 100.",
    notes="Our readings (catalog: unclear): a player's two cards in a trick may both come from his hand "
          "or both from the table (one from each is impossible over 13 tricks with a hand of four); the "
          "leader's second card follows the suit led (option leader_follows); straight-bridge scoring "
          "with honours per player's 26 cards (option honours) and redoubling to 100 a trick (option "
          "redoubling); the dealer may not pass.",
    laws=FOR_TWO_LAWS))

register(GameInfo(
    slug="misery-bridge", title="Misery bridge", family="bridge", utility="zero-sum-points", min_players=2, max_players=2,
    default_players=2, state_cls=MiseryBridgeState, rules_cls=MiseryBridgeRules, match_cls=TwoHandRubber,
    bots={"heuristic": TwoHandBot},
    aliases=("мизери-бридж",), source=f"{_SRC} §4.5",
    summary="Two players: the dealer may exchange up to four cards with a reserve hand, then declares "
            "(or undertakes eight tricks, or plays misery to lose) against his adversary's hand and dummy.",
    notes="Our readings (catalog: unclear): misery costs 5 per trick over one (option misery_penalty='all': "
          "per trick taken); misery and eight-trick penalty points go above the line; ordinary declarations "
          "score straight-bridge tricks over book for both players; no honours (option honours); game 30 and "
          "rubber 100 as straight bridge; the non-dealer leads from his own hand.",
    laws=MISERY_LAWS))

register(GameInfo(
    slug="draw-bridge", title="Draw bridge (double dummy with holders)", family="bridge", utility="zero-sum-points",
    min_players=2, max_players=2, default_players=2, state_cls=DrawBridgeState, rules_cls=BridgeRules,
    match_cls=TwoHandRubber, bots={"heuristic": BridgeBot}, defaults={"form": "straight"},
    aliases=("драв-бридж",), source=f"{_SRC} §4.11",
    summary="Double dummy bridge for two in which each dummy is kept in a holder unseen by the adversary "
            "and played from it; all four hands answer for revokes.",
    notes="Player 0 plays North with dummy South, player 1 East with dummy West; each sees his own dummy "
          "once play begins (it goes into his holder after the declaration); no doubling (§4.10).",
    laws=DRAW_LAWS))
