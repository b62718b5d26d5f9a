"""Chinese whist (Foster 1914, 001 part 2 §16): most of each hand lies on the table.

Four players in partnerships: each receives six cards face down in a row, unseen even by
himself; six more face up, one on each; then one card, the *down card*, kept in hand and
never shown. Three players, each for himself, without the deuce of spades (51 cards): eight
down, eight up, one down card each. Two players: twelve down, twelve up, two down cards each
(the book deals them two at a time; here one at a time, which changes nothing but the
order). With three or two players the book's "tricks over six" has no clear meaning
(catalog ambiguity 2): here each player settles with each other the difference of their
tricks, so a player's outcome is ``n * his tricks - all tricks``. The dealer names any suit for trumps
after seeing all the exposed cards and his down card. The player on the dealer's left leads
with one of his exposed cards (the book's words; the down card is led only when no exposed
card is left; option ``down_card_lead="any"`` lets it be led at any time, the catalog finding
the text unclear); others follow with an exposed card or the down card; a covered card
cannot be played, and cards are never moved. Before the next lead, each face-down card that has been uncovered
is turned face up (so it cannot be played to the trick in which it was uncovered). Tricks
over six score one point each; honours do not count unless agreed (option ``honours``: the
whist count, four players); game 10 (5 or 7 by agreement).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from ...cards import ALL_CARDS, Card
from ...core.actions import Action
from ...core.errors import DealNotOver, IllegalAction, SetupError
from ...core.laws import LawBook
from ...core.rules import Rules, option
from ...core.determinise import Zone
from ...core.state import GameState
from ...mechanics.tricks import PLAY, SUIT_NAMES, TrickPlay, honours_held, parse_suit, per_seat, trick_line
from .scoring import honour_points

__all__ = ["ChineseRules", "ChineseWhistState", "CHINESE_LAWS"]

COMPASS = ("N", "E", "S", "W")

CHINESE_LAWS = LawBook.of("Chinese whist", "Foster 1914, 001 part 2 §16", [
    ("16.1", "deal", "Six cards face down, six face up on them, and one down card in hand, to each."),
    ("16.2", "trumps", "The dealer names trumps after seeing the exposed cards and his down card."),
    ("16.3", "play", "Play a face-up card or the down card; covered cards cannot be played; uncovered cards turn up before the next lead; cards are never moved."),
    ("16.4", "scoring", "Tricks over six score one; game 10 (5 or 7 by agreement); honours do not count unless agreed."),
])
_PLAY_LAW = CHINESE_LAWS.cite("16.3")


@dataclass(frozen=True)
class ChineseRules(Rules):
    game_points: int = option(10, "points for game", "001 part 2 §16", choices=(5, 7, 10))
    down_card_lead: str = option("exposed", "what the leader may lead: 'exposed' (the book's words: "
                                 "one of his exposed cards; his down card only when none is left) "
                                 "or 'any' (the down card too; the catalog flags the text as unclear)",
                                 "001 part 2 §16", choices=("exposed", "any"))
    honours: bool = option(False, "honours (A K Q J of trumps, as dealt) count as in whist, 4 held "
                           "-> 4, 3 -> 2, to a partnership (four players); the book: not unless agreed",
                           "001 part 2 §16")


class ChineseWhistState(GameState):
    """One hand of Chinese whist (two, three or four players). Actions: ``trump hearts`` (the
    dealer), ``play QS``."""

    rules_cls = ChineseRules
    unit = "points"

    def __init__(self, num_players: int = 4, rules: ChineseRules | None = None, shuffler=None,
                 context: dict | None = None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        if n not in (2, 3, 4):
            raise SetupError("Chinese whist is played by 2, 3 or 4 players")
        piles, in_hand = {4: (6, 1), 3: (8, 1), 2: (12, 2)}[n]     # 001 part 2 §16 (O51)
        self.piles = piles
        self.dealer = int(self.context.get("dealer", n - 1)) % n
        pack = ALL_CARDS if n != 3 else tuple(c for c in ALL_CARDS if c != 3)   # 3: no deuce of spades
        deck = self.shuffler.shuffle(pack)
        first = self.dealer + 1
        down: list[list[Card]] = [[] for _ in range(n)]
        up: list[list[Card | None]] = [[] for _ in range(n)]
        extra: list[list[Card]] = [[] for _ in range(n)]
        k = n * piles
        for j in range(k):
            down[(first + j) % n].append(deck[j])
        for j in range(k):
            up[(first + j) % n].append(deck[k + j])
        for j in range(n * in_hand):
            extra[(first + j) % n].append(deck[2 * k + j])
        self.down = down                      # per seat, per pile: the face-down card, or None once turned
        self.up = up                          # per seat, per pile: the face-up card, or None once played
        self.hand_cards = extra               # per seat: the down cards kept in hand, not yet played
        self.dealt = [sorted(down[s] + up[s] + extra[s]) for s in range(n)]
        playable = [[c for c in up[s]] + extra[s] for s in range(n)]
        self.tp = TrickPlay(playable, None, first % n)
        self.tp.tricks_total = 2 * piles + in_hand
        self.phase = "trump"
        self.trump: int | None = None
        self._turned_sets: list[set[int]] = [set() for _ in range(n)]

    @property
    def to_act(self) -> int | None:
        if self.phase == "trump":
            return self.dealer
        if self.phase == "play":
            return self.tp.turn
        return None

    def legal_actions(self) -> list[Action]:
        if self.phase == "trump":
            return [Action("trump", (n,)) for n in SUIT_NAMES]
        if self.phase == "play":
            return [PLAY[c] for c in self._legal_cards()]
        return []

    def _legal_cards(self) -> list[Card]:
        cards = self.tp.legal()
        if not self.tp.trick and self.rules.down_card_lead == "exposed":
            seat = self.tp.turn
            exposed = [c for c in cards if c not in self.hand_cards[seat]]
            if exposed:
                return exposed
        return cards

    def _check(self, action: Action) -> None:
        if self.phase == "play":
            if (action.verb == "play" and len(action.args) == 1 and not self.tp.trick
                    and action.args[0] in self.hand_cards[self.tp.turn]
                    and action.args[0] not in self._legal_cards()):
                raise IllegalAction("the lead is made with an exposed card; the down card may be led "
                                    "only when no exposed card is left", _PLAY_LAW)
            self.tp.check_play(action, _PLAY_LAW, not_play="{action} is not a play", not_held_law=_PLAY_LAW,
                               not_held="{card} is not one of your playable cards (a covered card cannot be played)")
            return
        super()._check(action)

    def _apply(self, action: Action) -> None:
        if self.phase == "trump":
            self.trump = parse_suit(action.args[0])
            self.tp.trump = self.trump
            self.phase = "play"
            return
        seat = self.tp.turn
        c = action.args[0]
        if c in self.hand_cards[seat]:
            self.hand_cards[seat] = [x for x in self.hand_cards[seat] if x != c]
        else:
            for j, u in enumerate(self.up[seat]):
                if u == c:
                    self.up[seat][j] = None
                    break
            else:                             # a turned-up card from a pile
                for j, d in enumerate(self.down[seat]):
                    if d == c:
                        self.down[seat][j] = None
                        self._turned[seat].discard(j)
                        break
        w = self.tp.play(c)
        if w is not None:
            # before the next lead, uncovered face-down cards are turned face up
            for s in range(self.num_players):
                for j in range(self.piles):
                    if self.up[s][j] is None and self.down[s][j] is not None and j not in self._turned[s]:
                        self._turned[s].add(j)
                        self.tp.hands[s].append(self.down[s][j])
            if self.tp.over:
                self.phase = "over"

    @property
    def _turned(self) -> list[set[int]]:
        return self._turned_sets

    def clone(self) -> "ChineseWhistState":
        s = copy.copy(self)
        s.tp = self.tp.clone()
        s.down = [x[:] for x in self.down]
        s.up = [x[:] for x in self.up]
        s.hand_cards = [x[:] for x in self.hand_cards]
        s._turned_sets = [set(x) for x in self._turned_sets]
        s.history = self.history[:]
        s.log = self.log[:]
        return s

    # ----- scoring ---------------------------------------------------------------------------
    @property
    def hand_card(self) -> list[Card | None]:
        """Per seat, the (first) down card still in hand, or None."""
        return [h[0] if h else None for h in self.hand_cards]

    def side_tricks(self) -> list[int]:
        w = self.tp.won
        if self.num_players != 4:
            return list(w)
        return [w[0] + w[2], w[1] + w[3]]

    def outcome(self) -> list[int]:
        if self.phase != "over":
            raise DealNotOver("the hand is not finished")
        if self.num_players != 4:             # each for himself: differences of tricks
            w = self.tp.won
            total = sum(w)
            return [self.num_players * x - total for x in w]
        t = self.side_tricks()
        p = [max(0, x - 6) for x in t]
        d = p[0] - p[1]
        if self.rules.honours:
            h = self.honour_points()
            d += h[0] - h[1]
        return [d, -d, d, -d]

    def honour_points(self) -> list[int]:
        """Honour points per partnership (four players, ``honours`` option): A K Q J of trumps
        as dealt, 4 -> 4, 3 -> 2 (the whist count, EW law 3)."""
        if self.num_players != 4 or self.trump is None:
            return [0, 0]
        held = honours_held(self.dealt, self.trump, (14, 13, 12, 11))
        return [honour_points(held[0] + held[2]), honour_points(held[1] + held[3])]

    # ----- views -----------------------------------------------------------------------------
    def _hidden_down(self) -> list[Card]:
        return [d for s in range(self.num_players) for j, d in enumerate(self.down[s])
                if d is not None and j not in self._turned[s]]

    def card_zones(self) -> dict[str, Zone]:
        """Determinisation zones (:meth:`GameState.card_zones`): each seat's playable cards
        (``hand s``: the exposed cards, his down card, the turned-up pile cards, with the voids
        shown at the table, which bar only the playable cards) and each seat's row of piles
        (``piles s``: the face-down cards in place, unseen by everyone). :meth:`redealt`
        rebuilds the down cards kept in hand and the record of the deal from them."""
        zones = self.tp.card_zones()
        for s in range(self.num_players):
            zones[f"piles {s}"] = Zone(self.down[s], ordered=True)
        return zones

    def redealt(self) -> None:
        """After a determinisation: each seat's down cards in hand are his playable cards that
        are neither exposed nor turned up; the deal's record is what each seat played plus what
        he holds now (the played cards were seen, so they are unchanged)."""
        played = {c for _, cards, _ in self.tp.quitted for c in cards} | set(self.tp.trick)
        dealt = []
        for s in range(self.num_players):
            seen = {u for u in self.up[s] if u is not None}
            seen |= {self.down[s][j] for j in self._turned[s] if self.down[s][j] is not None}
            self.hand_cards[s] = [c for c in self.tp.hands[s] if c not in seen]
            now = [c for c in self.down[s] if c is not None] + [u for u in self.up[s] if u is not None]
            dealt.append(sorted([c for c in self.dealt[s] if c in played] + now + self.hand_cards[s]))
        self.dealt = dealt                    # a new list: a clone shares the old one

    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"playable {self._name(s)}": list(self.tp.hands[s]) for s in range(self.num_players)}
        out["face down"] = self._hidden_down()
        out.update(self.tp.locations())
        return out

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = set(self._hidden_down())
        for s in range(self.num_players):
            if s != seat:
                out.update(self.hand_cards[s])
        return out

    def _name(self, seat: int) -> str:
        return COMPASS[seat] if self.num_players == 4 else str(seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        tp = self.tp
        table = {}
        n = self.num_players
        nm = self._name
        for s in range(n):
            piles = []
            for j in range(self.piles):
                u, d = self.up[s][j], self.down[s][j]
                if u is not None:
                    piles.append(str(u) + " (covers one)" if d is not None else str(u))
                elif d is not None and j in self._turned[s]:
                    piles.append(str(d))
                elif d is not None:
                    piles.append("(face down)")
            table[nm(s)] = piles
        downs = self.hand_cards[seat] if seat is not None else []
        v = {"game": "chinese-whist", "phase": self.phase, "seat": None if seat is None else nm(seat),
             "dealer": nm(self.dealer), "table": table,
             "down_card": " ".join(str(c) for c in downs) if downs else None,
             "trump": None if self.tp.trump is None else SUIT_NAMES[self.tp.trump],
             "to_act": None if self.to_act is None else nm(self.to_act),
             "trick": [[nm((tp.leader + i) % n), str(c)] for i, c in enumerate(tp.trick)],
             "tricks": ({"NS": tp.won[0] + tp.won[2], "EW": tp.won[1] + tp.won[3]} if n == 4
                        else {nm(i): tp.won[i] for i in range(n)}),
             "hand": [str(c) for c in tp.hands[seat]] if seat is not None else None,
             "played": [[[nm((ld + i) % n), str(c)] for i, c in enumerate(cards)] for ld, cards, _ in tp.quitted]}
        if self.phase == "over":
            v["outcome"] = self.outcome()
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        lines = [f"Chinese whist - dealer {view['dealer']} - trumps {view['trump'] or '(to be named)'}"]
        for s, piles in view["table"].items():
            lines.append(f"  {s}: " + " | ".join(piles))
        if view.get("down_card"):
            lines.append(f"Your down card: {view['down_card']}")
        lines.append(trick_line(view["trick"]) + "   tricks "
                     + " ".join(f"{k} {v}" for k, v in view["tricks"].items()))
        if view.get("outcome"):
            lines.append(f"Hand over: {per_seat(view['outcome'])}")
        elif view.get("to_act"):
            lines.append(f"{view['to_act']} to act")
        return "\n".join(lines)
