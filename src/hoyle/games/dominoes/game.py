"""The domino games of Foster's *Complete Hoyle* (1914): one engine, each game its data
(seed ``001_parts/001_part6.txt`` lines 514-642; catalog ``001_part6.md`` §4).

A deal is one hand. The tiles are dealt and drawn by explicit chance (:mod:`hoyle.core.chance`):
each tile dealt, and each tile drawn from the bone-yard, is a chance turn whose outcomes are
the tiles not yet seen, each equally likely (``deal 6-4``); so a seat's hand is never in another
seat's view, and the log tells a drawn tile to its drawer only. The first tile laid is the *set*;
each later tile matches an open end (:mod:`hoyle.mechanics.line`), or the player says *go*.

What the book fixes, with its lines (seed 001 part 6):

* the set (lines 526-533): of the three ways of choosing the setter we take the first, applied
  to the hands dealt: the highest double, else the heaviest tile (ties: the higher high half);
  the other two are lots drawn before the deal, given as the context's ``setter`` (a seat);
  the block family's setter lays any tile (line 545), Bergen's and Sebastopol's and muggins's
  the double itself (lines 595, 602, 620);
* matching by suit, doubles crosswise (lines 538-541); matadore's complement to seven and its
  four matadors, 0-0, 6-1, 5-2, 4-3, laid on any end at any time (lines 585-591);
* the draw game's bone-yard (lines 580-581): any number drawn at will, the last two never;
  when blocked, drawing is compulsory until a tile plays or two are left; muggins draws only
  when blocked (line 629);
* the end (lines 560, 569): out ("domino") scores the pips left against the winner; blocked, the
  heavier hand loses the difference; four-handed block adds partners' pips (line 577); domino
  pool's first out, or the lightest hand, takes the pool, ties divide (lines 614-615); muggins
  scores each multiple of five on the ends (lines 617-626) and the pips left, rounded to the
  nearest five (lines 630-631); all threes the same by three (line 640); Bergen's headers, 2 and
  3, and one for the domino (lines 602-608).

Our readings where the text is silent (named so in each option): a blocked counting game scores
the lightest hand the others' pips less its own, rounded; a tie for the lightest hand scores
nothing (the pool divides); in a game of more than two each for himself, the winner collects
from each other seat the difference of their pips; the draw game with three or four deals five
each; Bergen draws when blocked as muggins does; a blank end in matadore takes only a matador
(catalog §4.4's flag); a matador's open half is the player's choice; four-handed block plays
to the left (the text gives both directions, catalog §4.2's flag) and deals seven each (the text's
"four" is an option). The game to 100 (muggins), 15 (Bergen), 50 or 100 (block) is the sum of
the hands over a match's deals: the match (:class:`DominoMatch`) ends a game when a seat (a side,
four-handed) reaches the option ``game_to`` (0: each hand settles by itself), and settles the
difference in scores (lines 571, 632).

The muggins call (lines 627-628), by the option ``claims``: ``scored`` (our default: every count is
scored as it is made) or ``called`` (the book): after each tile laid its player claims what the
ends count (``claim 10``; ``claim 0`` claims nothing); a count he lets pass, the next player may
take by saying ``muggins`` before he plays; a wrong claim scores nothing to him, and the claimed
points go to the next player as the penalty (our reading of "his opponent" with three or four
players: the player on his left, who would call muggins).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from fractions import Fraction

from ...core import Action, ActionParseError, DealNotOver, GameState, Rules, option
from ...core.chance import CHANCE
from ...core.match import Match, RubberMatch
from ...core.errors import SetupError
from ...mechanics.line import ARM_NAMES, Line, seven_match, suit_match
from ...tiles import Tile, TileParseError, domino_set, parse_tile, tile

__all__ = ["DominoRules", "DominoState", "DominoPoolState", "DominoMatch", "MATADORS", "round_to", "SOURCE"]

SOURCE = "Foster 1914, seed 001 part 6"

#: matadore's trumps (seed line 588: the double blank and the three tiles of seven pips)
MATADORS = frozenset({tile(0, 0), tile(6, 1), tile(5, 2), tile(4, 3)})


def round_to(pips: int, m: int) -> int:
    """``pips`` to the nearest multiple of ``m``: muggins's rounding (seed line 631: 1 or 2 over a
    five is dropped, 3 or 4 counts as five: 12 -> 10, 13 -> 15); by three in all threes (our
    reading: 1 over is dropped, 2 counts as three)."""
    return (pips + m // 2) // m * m


@dataclass(frozen=True)
class DominoRules(Rules):
    pips: int = option(6, "the set: double-six (28 tiles) or double-nine (55)",
                       f"{SOURCE} line 519: double-six is the standard set, double-nine and "
                       "double-twelve sets exist", choices=(6, 9))
    hand: int = option(0, "tiles dealt to each player; 0: the game's own number for the table",
                       f"{SOURCE} lines 545, 574, 584, 595, 601, 611, 620", minimum=0, maximum=21)
    drawing: str = option("none", "the bone-yard: never drawn from (block), drawn at will "
                          "(draw game) or only when a player cannot play (muggins)",
                          f"{SOURCE} lines 580-581 (draw game), 629 (muggins)",
                          choices=("none", "at-will", "when-blocked"))
    stock_left: int = option(2, "tiles of the bone-yard that are never drawn",
                             f"{SOURCE} lines 580, 629: the last two", minimum=0, maximum=8)
    matching: str = option("suit", "how a tile matches an end: by suit (six to six) or by making "
                           "seven with it (matadore)", f"{SOURCE} lines 538-541, 585-586",
                           choices=("suit", "seven"))
    set_tile: str = option("any", "the setter lays any tile, or his highest double",
                           f"{SOURCE} lines 545 (any), 595, 602, 620 (the double)",
                           choices=("any", "double"))
    spinner: bool = option(False, "the set double is a spinner, open on both ends and both sides",
                           f"{SOURCE} lines 596 (Sebastopol), 633-638 (muggins varied)")
    spinner_first: bool = option(False, "nothing but the spinner's four arms take a tile until all "
                                 "four are filled", f"{SOURCE} lines 596-597 (Sebastopol)")
    scoring: str = option("block", "how the hand is scored: pips left (each for himself), partners' "
                          "pips, the pool, multiples on the ends (count), headers (Bergen)",
                          f"{SOURCE} lines 560-571, 577, 614-615, 617-632, 602-608",
                          choices=("block", "partners", "pool", "count", "bergen"))
    multiple: int = option(5, "the counting games: ends adding to a multiple of this score",
                           f"{SOURCE} lines 617 (fives), 640 (threes)", choices=(3, 5))
    per_multiple: str = option("pips", "a count scores its pips, or one point per multiple",
                               f"{SOURCE} lines 617-619: five points for each five, or one (game "
                               "to 20 or 21)", choices=("pips", "one"))
    claims: str = option("scored", "the counts on the ends: scored as made, or called: the player "
                         "claims them, the next may say muggins to a count let pass, a wrong claim "
                         "goes to him", f"{SOURCE} lines 627-628 (muggins); scored: our reading, "
                         "for tables without the call", choices=("scored", "called"))
    game_to: int = option(0, "the points (per seat, or side) that make a game over a match's hands; "
                          "0: each hand settles by itself",
                          f"{SOURCE} lines 571 (block: 50 or 100), 605 (Bergen: 15), 617-619 "
                          "(muggins: 100, or 20 or 21 at one a five)", minimum=0, maximum=1000)
    ante: int = option(1, "chips each player puts in the pool",
                       f"our reading: {SOURCE} line 610 names a pool, not its size",
                       minimum=1, maximum=1000)


class DominoState(GameState):
    """One hand of a domino game (see the module docstring); the rules say which game.

    ``to_act``: a seat, :data:`CHANCE` while a tile is dealt or drawn, None when over.
    Actions: ``deal T`` (chance), ``set T``, ``play T ARM`` (ARM 0-3: left, right, up, down),
    ``trump T ARM OPEN`` (matadore: a matador with its open half), ``draw``, ``go``.
    Notation: ``6-4`` (the set, or a play whose end is the only one), ``6-4 L``, ``6:4 r``,
    ``6-1 L 1`` (a trump), ``draw``, ``go``.
    Raises SetupError when the hands do not fit the set (domino pool: eight must stay in the
    bone-yard, line 611).
    """

    rules_cls = DominoRules
    unit = "points"

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        r = self.rules
        n = num_players
        self.tiles = domino_set(r.pips)
        self.hand_size = r.hand or self._default_hand(n)
        left = len(self.tiles) - self.hand_size * n
        need = 8 if r.scoring == "pool" else 0
        if self.hand_size < 1 or left < need:
            raise SetupError(f"{self.hand_size} tiles each for {n} players leaves {max(left, 0)} of "
                             f"{len(self.tiles)} in the bone-yard" + (" (domino pool keeps at least "
                                                                       "eight, seed line 611)" if need else ""))
        if r.scoring == "partners" and n != 4:
            raise SetupError("partners play four-handed, two against two (seed line 573)")
        lot = self.context.get("setter")
        if lot is not None and (type(lot) is not int or not 0 <= lot < n):
            raise SetupError(f"the context's setter is a seat 0 to {n - 1}, not {str(lot)[:40]}")
        self.hands: list[list[Tile]] = [[] for _ in range(n)]
        self.stock: list[Tile] = list(self.tiles)        # undealt, then the bone-yard
        self.dealt = 0
        self.line = Line()
        self.turn = 0
        self.setter: int | None = None
        self.drawing = False
        self.passes = 0
        self.scores = [0] * n
        self.lacks: list[set[int]] = [set() for _ in range(n)]
        self.ended: str | None = None                    # "domino" or "blocked"
        self.winner: int | None = None
        self.end_note = ""
        self.claiming: int | None = None                 # the seat to claim its count (claims "called")
        self.count_made = 0                              # what the ends count after the last tile laid
        self.overlooked: tuple[int, int] | None = None   # (caller, points): a count let pass

    def _default_hand(self, n: int) -> int:
        r = self.rules
        if r.scoring == "pool":                          # equal hands leaving at least eight (line 611)
            return min(7, (len(domino_set(r.pips)) - 8) // n)
        if r.drawing == "at-will" and n > 2:             # our reading: five each at three or four
            return 5
        return 7

    # ----- turns ------------------------------------------------------------------------------
    @property
    def to_act(self):
        if self.ended is not None:
            return None
        if self.dealt < self.hand_size * self.num_players or self.drawing:
            return CHANCE
        if self.claiming is not None:
            return self.claiming
        return self.turn

    def chance_outcomes(self):
        if self.to_act != CHANCE:
            return []
        p = Fraction(1, len(self.stock))
        return [(Action("deal", (t,)), p) for t in sorted(self.stock)]

    def legal_actions(self):
        who = self.to_act
        if who is None:
            return []
        if who == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        if self.claiming is not None:
            return [Action("claim", (k,)) for k in self.claim_values()]
        muggins = [Action("muggins")] if self.overlooked and self.overlooked[0] == who else []
        hand = self.hands[who]
        if self.line.centre is None:
            if self.rules.set_tile == "double":
                return [Action("set", (self._best_tile(hand),))]
            return [Action("set", (t,)) for t in hand]
        plays = self._plays(who)
        out = muggins + list(plays)
        if self._may_draw(bool(plays)):
            out.append(Action("draw"))
        if len(out) == len(muggins):
            out.append(Action("go"))
        return out

    def claim_values(self) -> list[int]:
        """What a claim may say (claims "called"): 0 (nothing) and each count the ends can
        make, in points (pips, or one a multiple): up to 35 by fives (the spinner's most,
        line 638), 36 by threes."""
        m = self.rules.multiple
        step = m if self.rules.per_multiple == "pips" else 1
        return [k * step for k in range(36 // m + 1)]

    def _count_points(self) -> int:
        """The points the ends count now (0 when they are no multiple)."""
        r = self.rules
        c = self.line.count(self.line.spinner)
        if c and c % r.multiple == 0:
            return c if r.per_multiple == "pips" else c // r.multiple
        return 0

    def _arms(self) -> list[int]:
        """The arms open to a tile now (Sebastopol: the spinner's empty arms until all four are
        filled, seed lines 596-597)."""
        line = self.line
        if self.rules.spinner_first and line.spinner and any(not a for a in line.arms):
            return [i for i, a in enumerate(line.arms) if not a]
        return list(range(len(line.arms)))

    def _plays(self, seat: int) -> list[Action]:
        seven = self.rules.matching == "seven"
        match = seven_match if seven else suit_match
        arms = self._arms()
        out = []
        for t in self.hands[seat]:
            if seven and t in MATADORS:      # a matador: any end, either half open (lines 589-591)
                for arm in arms:
                    for o in sorted({t.high, t.low}):
                        out.append(Action("trump", (t, arm, o)))
                continue
            for arm, _ in self.line.placements(t, match, arms):
                out.append(Action("play", (t, arm)))
        return out

    def _may_draw(self, can_play: bool) -> bool:
        r = self.rules
        if r.drawing == "none" or len(self.stock) <= r.stock_left:
            return False
        return r.drawing == "at-will" or not can_play

    @staticmethod
    def _best_tile(hand) -> Tile:
        """The highest double, else the heaviest tile (line 527), ties to the higher high half."""
        doubles = [t for t in hand if t.is_double]
        if doubles:
            return max(doubles)
        return max(hand, key=lambda t: (t.pips, t.high))

    # ----- applying ---------------------------------------------------------------------------
    def _apply_chance(self, action):
        t = action.args[0]
        self.stock.remove(t)
        if self.drawing:
            s = self.turn
            self.hands[s].append(t)
            self.hands[s].sort()
            self.drawing = False
            self.lacks[s].clear()
            self.note(f"seat {s} draws from the bone-yard ({len(self.stock)} left)")
            self.note(f"seat {s} draws {t}", to=s)
            return
        s = self.dealt % self.num_players
        self.hands[s].append(t)
        self.hands[s].sort()
        self.dealt += 1
        if self.dealt == self.hand_size * self.num_players:
            for seat in range(self.num_players):
                self.note(f"seat {seat} holds {' '.join(map(str, self.hands[seat]))}", to=seat)
            lot = self.context.get("setter")
            self.setter = self._find_setter() if lot is None else lot
            self.turn = self.setter
            why = "by lot" if lot is not None else "the highest double, else the heaviest tile"
            self.note(f"seat {self.setter} sets ({why}); {len(self.stock)} in the bone-yard")

    def _find_setter(self) -> int:
        best = [self._best_tile(h) for h in self.hands]
        def rank(t):
            return (1 if t.is_double else 0, t.pips if not t.is_double else t.high, t.high)
        return max(range(self.num_players), key=lambda s: rank(best[s]))

    def _apply(self, action):
        v = action.verb
        if v == "claim":
            self._claim(action.args[0])
            return
        s = self.turn
        if v == "muggins":
            caller, pts = self.overlooked
            self.overlooked = None
            self.scores[caller] += pts
            self.note(f"seat {caller} says muggins and scores the {pts} let pass (seed lines 627-628)")
            return
        self.overlooked = None                   # the call lapses once the next player acts
        if v == "draw":
            self.drawing = True
            return
        if v == "go":
            self.passes += 1
            self.lacks[s].update(e.value for e in self.line.ends())
            self.note(f"seat {s} says go")
            if self.passes >= self.num_players:
                self._end("blocked", None)
            else:
                self.turn = (s + 1) % self.num_players
            return
        t = action.args[0]
        self.hands[s].remove(t)
        if v == "set":
            self.line.set(t, self.rules.spinner)
            self.note(f"seat {s} sets {t}")
        elif v == "play":
            arm = action.args[1]
            e = self.line.ends()[arm]
            o = (seven_match if self.rules.matching == "seven" else suit_match)(t, e.value)
            self.line.place(t, arm, o)
            self.note(f"seat {s} plays {t} on the {_ARM_WORDS[arm]} end")
        else:                                 # trump
            arm, o = action.args[1], action.args[2]
            self.line.place(t, arm, o)
            self.note(f"seat {s} lays the matador {t} on the {_ARM_WORDS[arm]} end, {o} open")
        self.passes = 0
        if self.rules.claims == "called" and self.rules.scoring == "count":
            self.count_made = self._count_points()
            self.claiming = s
            return
        self._score_play(s, v == "set")
        if not self.hands[s]:
            self._end("domino", s)
        else:
            self.turn = (s + 1) % self.num_players

    def _claim(self, k: int) -> None:
        """The player's claim after his tile (claims "called"; seed lines 627-628)."""
        s, n = self.claiming, self.num_players
        self.claiming = None
        made = self.count_made
        nxt = (s + 1) % n
        if k == made and k:
            self.scores[s] += k
            self.note(f"seat {s} claims {k} and scores it")
        elif k == 0:
            self.note(f"seat {s} claims nothing")
            if made:
                self.overlooked = (nxt, made)
        else:
            self.scores[nxt] += k
            self.note(f"seat {s} claims {k}, but the ends count {made or 'no multiple'}: the {k} go to "
                      f"seat {nxt} (seed line 628)")
        if not self.hands[s]:
            self.overlooked = None
            self._end("domino", s)
        else:
            self.turn = nxt

    def _score_play(self, s: int, is_set: bool) -> None:
        r = self.rules
        if r.scoring == "count":
            c = self.line.count(self.line.spinner)
            if c and c % r.multiple == 0:
                pts = c if r.per_multiple == "pips" else c // r.multiple
                self.scores[s] += pts
                self.note(f"seat {s} scores {pts} (the ends count {c})")
        elif r.scoring == "bergen":
            ends = self.line.ends()
            pts = 0
            if is_set:
                pts = 2 if self.line.centre.is_double else 0      # the double header (line 602)
            elif ends[0].value == ends[1].value:
                pts = 3 if ends[0].double or ends[1].double else 2   # triple or double header
            if pts:
                self.scores[s] += pts
                self.note(f"seat {s} scores {pts} for a {'triple' if pts == 3 else 'double'} header")

    def _end(self, how: str, winner: int | None) -> None:
        self.ended = how
        r = self.rules
        n = self.num_players
        pips = [sum(t.pips for t in h) for h in self.hands]
        if how == "blocked":
            low = min(pips)
            lightest = [i for i in range(n) if pips[i] == low]
            winner = lightest[0] if len(lightest) == 1 else None
        self.winner = winner
        if r.scoring == "count" and winner is not None:
            m = r.multiple
            won = round_to(sum(p - pips[winner] for p in pips), m)
            pts = won if r.per_multiple == "pips" else won // m
            self.scores[winner] += pts
            self.end_note = f"seat {winner} scores {pts} for the pips left against him"
        elif r.scoring == "bergen":
            self._bergen_block(pips) if how == "blocked" else self._bergen_domino(winner)
        shown = "; ".join(f"seat {i}: {' '.join(map(str, h)) or '(none)'} ({pips[i]} pips)"
                          for i, h in enumerate(self.hands))
        self.note(("domino! " if how == "domino" else "blocked: ") + f"hands shown: {shown}")
        if self.end_note:
            self.note(self.end_note)

    def _bergen_domino(self, winner: int) -> None:
        self.scores[winner] += 1                     # one for the domino itself (line 606)
        self.end_note = f"seat {winner} scores 1 for the domino"

    def _bergen_block(self, pips) -> None:
        """Line 607-608: the fewest pips and no double scores 1; holding a double, the point goes
        to the opponent; both holding doubles, the lower count wins (equal counts: no point, our
        reading)."""
        a, b = 0, 1
        if pips[a] == pips[b]:
            self.winner = None
            self.end_note = "equal counts: no point"
            return
        low, high = (a, b) if pips[a] < pips[b] else (b, a)
        dbl = [any(t.is_double for t in h) for h in self.hands]
        w = high if dbl[low] and not dbl[high] else low
        self.winner = w
        self.scores[w] += 1
        self.end_note = f"seat {w} scores 1 for the blocked hand"

    # ----- the end ----------------------------------------------------------------------------
    def outcome(self):
        if self.ended is None:
            raise DealNotOver("the hand is not over")
        r = self.rules
        n = self.num_players
        pips = [sum(t.pips for t in h) for h in self.hands]
        if r.scoring in ("count", "bergen"):
            total = sum(self.scores)
            return [n * s - total for s in self.scores]
        if r.scoring == "partners":
            sides = [pips[0] + pips[2], pips[1] + pips[3]]
            d = sides[1] - sides[0]                  # side 0's gain
            return [d if i % 2 == 0 else -d for i in range(n)]
        w = self.winner
        if w is None:
            return [0] * n
        out = [-(p - pips[w]) for p in pips]
        out[w] = -sum(out)
        return out

    def result_text(self):
        if self.ended is None:
            return None
        how = (f"seat {self.winner} dominoes" if self.ended == "domino" else
               "blocked" + (f"; seat {self.winner} has the lightest hand" if self.winner is not None
                            else ""))
        return f"{how}: {', '.join(f'seat {i} {v:+d}' for i, v in enumerate(self.outcome()))}"

    # ----- what is where ----------------------------------------------------------------------
    def card_locations(self):
        locs = {f"hand{i}": list(h) for i, h in enumerate(self.hands)}
        locs["stock"] = list(self.stock)
        locs["line"] = self.line.tiles()
        return locs

    def hidden_cards(self, seat):
        hidden = list(self.stock)
        if self.ended is None:
            for i, h in enumerate(self.hands):
                if i != seat:
                    hidden.extend(h)
        return hidden

    def view(self, seat):
        n = self.num_players
        r = self.rules
        ends = self.line.ends()
        v = {
            "line": self.line.render(),
            "ends": [{"end": ARM_NAMES[e.arm], "value": e.value, "double": e.double} for e in ends],
            "layout": self.line.to_json(),
            "tiles_held": [len(h) for h in self.hands],
            "bone_yard": len(self.stock),
            "to_act": self.to_act if self.to_act != CHANCE else "chance",
            "setter": self.setter,
            "lacks": [sorted(x) for x in self.lacks],
            "game": {"matching": r.matching, "scoring": r.scoring, "multiple": r.multiple,
                     "per_multiple": r.per_multiple, "drawing": r.drawing,
                     "spinner": r.spinner},
        }
        if r.scoring in ("count", "bergen"):
            v["scores"] = list(self.scores)
        if self.claiming is not None:
            v["claiming"] = self.claiming
        if self.overlooked is not None:
            v["muggins"] = {"seat": self.overlooked[0], "points": self.overlooked[1]}
        if seat is not None and 0 <= seat < n:
            v["seat"] = seat
            v["hand"] = [str(t) for t in self.hands[seat]]
        if self.ended is not None:
            v["hands"] = [[str(t) for t in h] for h in self.hands]
            v["result"] = self.result_text()
            v["outcome"] = self.outcome()
        return v

    @classmethod
    def render_view(cls, view):
        lines = ["line: " + view["line"].replace("\n", "\n      ")]
        if view["ends"]:
            lines.append("open ends: " + ", ".join(f"{e['end']} {e['value']}" + (" (double)" if e["double"] else "")
                                                  for e in view["ends"]))
        held = ", ".join(f"seat {i}: {k}" for i, k in enumerate(view["tiles_held"]))
        lines.append(f"tiles held: {held}; bone-yard: {view['bone_yard']}")
        if "scores" in view:
            lines.append("scores: " + ", ".join(f"seat {i}: {s}" for i, s in enumerate(view["scores"])))
        if "claiming" in view:
            lines.append(f"seat {view['claiming']} claims what the ends count (claim 0: nothing)")
        if "muggins" in view:
            lines.append(f"seat {view['muggins']['seat']} may say muggins for {view['muggins']['points']} let pass")
        if "hand" in view:
            lines.append(f"your hand (seat {view['seat']}): {' '.join(view['hand']) or '(none)'}")
        if "hands" in view:
            for i, h in enumerate(view["hands"]):
                lines.append(f"seat {i} shows: {' '.join(h) or '(none)'}")
        if view.get("result"):
            lines.append(f"result: {view['result']}")
        return "\n".join(lines)

    # ----- notation ---------------------------------------------------------------------------
    def _format_action(self, action):
        v, a = action.verb, action.args
        if v == "play":
            return f"{a[0]} {ARM_NAMES[a[1]]}"
        if v == "trump":
            return f"trump {a[0]} {ARM_NAMES[a[1]]} {a[2]}"
        if v in ("set", "deal"):
            return f"{v} {a[0]}"
        if v == "claim":
            return f"claim {a[0]}"
        return str(action)

    def _parse_action(self, text):
        t = text.strip().lower()
        if not t or len(t) > 30 or any(ord(c) > 127 for c in t):
            raise ActionParseError(f"{text[:40]!r} is not a domino action (write a tile like 6-4, "
                                   "with its end L or R, or draw, go)")
        words = t.split()
        if words in (["draw"], ["go"], ["muggins"]):
            return Action(words[0])
        if words[0] == "claim":
            if len(words) != 2 or not re.fullmatch(r"[0-9]{1,2}", words[1]):
                raise ActionParseError(f"{text[:40]!r}: a claim is a number of points, e.g. claim 10")
            return Action("claim", (int(words[1]),))
        verb = None
        if words[0] in ("play", "set", "trump", "deal"):
            verb, words = words[0], words[1:]
        if not words or len(words) > 3:
            raise ActionParseError(f"{text[:40]!r}: write the tile, e.g. 6-4 L (draw and go take nothing)")
        try:
            tile = parse_tile(words[0])
        except TileParseError as exc:
            raise ActionParseError(str(exc)) from None
        arm = _read_arm(words[1], text) if len(words) > 1 else None
        if len(words) == 3:
            if not re.fullmatch(r"[0-9]{1,2}", words[2]):
                raise ActionParseError(f"{text[:40]!r}: a matador's open half is a number of pips")
            return Action("trump", (tile, arm, int(words[2])))
        if verb in ("set", "deal"):
            if arm is not None:
                raise ActionParseError(f"{verb} takes a tile only, not an end")
            return Action(verb, (tile,))
        if verb == "trump":
            raise ActionParseError("a matador is laid with its end and open half: trump 6-1 L 1")
        if arm is not None:
            return Action("play", (tile, arm))
        # a tile alone: the set, or its only play now
        if self.to_act is not None and self.to_act != CHANCE and self.line.centre is None:
            return Action("set", (tile,))
        fits = [a for a in self.legal_actions() if a.verb in ("play", "trump") and a.args[0] == tile]
        if len(fits) == 1:
            return fits[0]
        if len(fits) > 1:
            where = ", ".join(self.format_action(a) for a in fits)
            raise ActionParseError(f"{tile} goes more than one way: write one of {where}")
        return Action("play", (tile, 0))         # refused by the check, which says why

    def _explain_illegal(self, action):
        v = action.verb
        who = self.to_act
        if who is None or who == CHANCE:
            return super()._explain_illegal(action)
        legal = self.legal_actions()
        args = action.args
        if self.claiming is not None and v != "claim":
            return (f"seat {who} claims his count first: claim N (claim 0 claims nothing)", None)
        if v in ("set", "play", "trump") and args and isinstance(args[0], Tile):
            t = args[0]
            if t not in self.hands[who]:
                return (f"you do not hold {t}", None)
            if self.line.centre is None:
                return (f"the set is your highest double, {legal[0].args[0]} (seed line 602, 620)"
                        if self.rules.set_tile == "double" else "lay the first tile: set TILE", None)
            if v == "trump" or (self.rules.matching == "seven" and t in MATADORS):
                return (f"a matador is laid as trump TILE END OPEN, e.g. "
                        f"{self.format_action(next(a for a in legal if a.args and a.args[0] == t))}"
                        if any(a.args and a.args[0] == t for a in legal) else
                        f"{t} is not a matador (0-0, 6-1, 5-2, 4-3; seed line 588)", None)
            ends = ", ".join(f"{ARM_NAMES[e.arm]} {e.value}" for e in self.line.ends())
            if len(self.line.ends()) > 2 and self._arms() != list(range(4)):
                return ("only the spinner's open arms take a tile until all four are filled "
                        "(Sebastopol, seed lines 596-597)", None)
            if self.rules.matching == "seven":
                return (f"{t} does not make seven with that end (open ends: {ends}; a blank end "
                        "takes only a matador; seed lines 585-589)", None)
            return (f"{t} does not match that end (open ends: {ends}; seed lines 538-540)", None)
        if v == "claim":
            if self.claiming is None:
                return ("no claim is due: a count is claimed just after laying a tile, with claims "
                        "called (seed lines 627-628)", None)
            return (f"a claim is one of {', '.join(map(str, self.claim_values()))}", None)
        if v == "muggins":
            return ("no count was let pass for you to take (seed lines 627-628)", None)
        if v == "go" and not args:
            if any(a.verb in ("play", "trump") for a in legal):
                return ("you can play: say go only when blocked (seed line 548)", None)
            return ("you must draw from the bone-yard until a tile plays or two are left "
                    "(seed lines 580-581, 629)", None)
        if v == "draw" and not args:
            if self.rules.drawing == "none":
                return ("this game is not drawn from the bone-yard (the block game, seed line 544)", None)
            if len(self.stock) <= self.rules.stock_left:
                return (f"the last {self.rules.stock_left} tiles of the bone-yard are never drawn "
                        "(seed lines 580, 629)", None)
            return ("you may draw only when you cannot play (seed line 629)", None)
        return super()._explain_illegal(action)

    def clone(self):
        new = copy.copy(self)
        new.history = list(self.history)
        new.log = list(self.log)
        new.context = dict(self.context)
        new.shuffler = copy.deepcopy(self.shuffler)
        new.hands = [list(h) for h in self.hands]
        new.stock = list(self.stock)
        new.line = self.line.copy()
        new.scores = list(self.scores)
        new.lacks = [set(x) for x in self.lacks]
        return new


class DominoPoolState(DominoState):
    """Domino pool (seed lines 609-615): the first out, or the lightest hand when all are
    blocked, takes the pool of every player's ante; equal lightest hands divide it, an odd chip
    to the first of them from the setter (our reading)."""

    unit = "chips"

    def outcome(self):
        if self.ended is None:
            raise DealNotOver("the hand is not over")
        n, ante = self.num_players, self.rules.ante
        pips = [sum(t.pips for t in h) for h in self.hands]
        if self.winner is not None:
            winners = [self.winner]
        else:
            low = min(pips)
            start = self.setter or 0
            winners = [s for s in ((start + k) % n for k in range(n)) if pips[s] == low]
        share, odd = divmod(ante * n, len(winners))
        out = [-ante] * n
        for i, s in enumerate(winners):
            out[s] += share + (odd if i == 0 else 0)
        return out


class DominoMatch(RubberMatch):
    """Hands of a domino game toward the game (the rules' ``game_to``; 0: every hand settles
    by itself, as the base match does). Each hand adds to a seat's score what it made: the
    counting games their points (muggins, all threes, Bergen), the others the hand's winnings
    (the block game's pips; four-handed, per side). A seat or side reaching ``game_to`` alone
    at the top wins the game, and the game settles the difference in scores with each loser
    (block: "the difference in the score", line 571; muggins: "usually the difference", line
    632; Bergen, our reading: the same); equal leaders play on (our reading). Context:
    ``score`` (per seat, or per side four-handed) and ``rubbers`` (the games settled)."""

    settles = "game"
    fresh_rubber = {"score": None}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.sides = 2 if self.rules.scoring == "partners" else self.num_players
        self.context.setdefault("score", [0] * self.sides)

    def _made(self, state: "DominoState") -> list[int]:
        if state.rules.scoring in ("count", "bergen"):
            return list(state.scores)
        out = state.outcome()
        if self.sides == 2 and self.num_players == 4:
            return [max(out[0], 0), max(out[1], 0)]
        return [max(v, 0) for v in out]

    def carry(self, state):
        ctx = Match.carry(self, state)
        goal = self.rules.game_to
        if not goal or self.rules.scoring == "pool":
            return ctx
        score = [a + b for a, b in zip(ctx.get("score") or [0] * self.sides, self._made(state))]
        ctx["score"] = score
        top = max(score)
        leaders = [i for i, v in enumerate(score) if v == top]
        if top < goal or len(leaders) > 1:
            return ctx
        w = leaders[0]
        side_vals = [top - v for v in score]
        side_vals = [sum(side_vals) if i == w else -side_vals[i] for i in range(self.sides)]
        seats = ([side_vals[i % 2] for i in range(self.num_players)] if self.sides != self.num_players
                 else side_vals)
        names = ("seats 0 and 2", "seats 1 and 3") if self.sides != self.num_players else None
        self.end_rubber(ctx, names[w] if names else w, side_vals[w], seats, "-".join(map(str, score)),
                        kind="game", score=score)
        ctx["score"] = [0] * self.sides
        return ctx

    def rubber_in_progress(self):
        score = self.context.get("score") or []
        if not self.rules.game_to or not any(score):
            return None
        return f"in progress, not settled: score {'-'.join(map(str, score))} (game {self.rules.game_to})"

    def settled(self):
        if not self.rules.game_to or self.rules.scoring == "pool":
            return Match.settled(self)
        return super().settled()

    @property
    def is_over(self):
        return bool(self.rules.game_to) and super().is_over


_ARM_WORDS = ("left", "right", "upper", "lower")
_ARM_READ = {"l": 0, "left": 0, "r": 1, "right": 1, "u": 2, "up": 2, "d": 3, "down": 3,
             "0": 0, "1": 1, "2": 2, "3": 3}


def _read_arm(word: str, text: str) -> int:
    if word not in _ARM_READ:
        raise ActionParseError(f"{text[:40]!r}: the end is L, R (or U, D on a spinner)")
    return _ARM_READ[word]

