"""The cribbage score card: deals played with a real pack, pegged by the engine's own match.

An announced deal becomes an :class:`AnnouncedCribbageDeal`, a :class:`CribbageState` holding
no cards but the points each player pegged in the deal (his heels, the play, the shows, three
for last where the game has it), and :class:`~hoyle.games.cribbage.CribbageMatch` carries the
score toward the game and settles the game (a lurch counts two, 001 part 4 §8) as it does a deal
played in hoyle. Two-hand games: ``cribbage-six-card`` and ``cribbage-five-card`` (61, 001 part
4 §8, part 5 §1.2), ``cribbage-seven-card`` (121, part 5 §1.5); three-hand (``cribbage-three-hand``,
61, part 5 §1.3: three numbers, one a player) and four-hand (``cribbage-four-hand``, 121, part 5
§1.4: two numbers, one a partnership, seats 0 and 2 against 1 and 3).

Line format (one deal): ``5 12`` (seat 0 pegged 5, seat 1 pegged 12 in the deal); a deal in
which a player pegs out stops there (§8: the game ends the moment a player reaches it), so
when the announced points would take both past the game, the entry is refused; ``out 1`` names
who pegged out where the card cannot tell, and the other's points are those pegged by then.

No side pegs more in one deal than the deal can give it (:func:`deal_ceiling`): an entry
beyond it is refused, naming the ceiling and how it is made up.
"""

from __future__ import annotations

from typing import Any

from ...mechanics.scorecard import AnnouncedDeal, EntryRefused, ScoreCard, register_score_card
from .state import CribbageState

__all__ = ["AnnouncedCribbageDeal", "CribbageScoreCard", "deal_ceiling", "SHOW_MOST"]

#: The most a show counts, by the cards shown besides the starter: found by counting every
#: hand of ranks with the engine's :func:`~hoyle.mechanics.counting.show` (and the flush and
#: his nobs where the suits allow): three (five-card) 20 (5 5 5 with a 5), four (six-card, the
#: three- and four-hand, and every crib) 29 (5 5 5 J with the fifth 5 of the jack's suit),
#: five (seven-card) 46 (4 5 5 6 6 with a 4). Foster 1914, seed 001 part 4 §8 (the show);
#: part 5 §1.2-1.5 (the hands of the variants).
SHOW_MOST = {1: 0, 2: 8, 3: 20, 4: 29, 5: 46}

#: The most one card laid in the play makes (a double pair royal 12 and a fifteen or
#: thirty-one 2; a run makes at most 7 and excludes a pair on the same card), the figure the
#: engine's own claims allow (muggins), and one more for the go or the last card.
PLAY_CARD_MOST = 14 + 1


def deal_ceiling(rules: Any, n: int, side: int, dealer: int, first_hand: bool) -> tuple[int, str]:
    """The most ``side`` (a seat, or four-hand a partnership: seats side and side + 2) can peg
    in one deal, and how it is made up (Foster 1914, seed 001 part 4 §8; part 5 §1.2-1.5).

    For each of the side's seats: his heels 2 for the dealer; three for last (five-card,
    §1.2) for the non-dealer of a game's first hand; the play, :data:`PLAY_CARD_MOST` for each
    card he lays (``hand - discard``; an upper bound, not a play found at the table); his hand
    (:data:`SHOW_MOST`); the crib 29 for the dealer. Then the penalties that give points to
    him (laws C2-C9, :mod:`.laws`, as the engine's referee pegs them: to the offender's left,
    or to the non-dealer): our reading counts each once a deal for each offender, C4 for both
    cards (2 + 4 + 2 + 2 from each offender on his right; C3 and C5, 2 + 2 more to the
    non-dealer) -- the book sets no limit to how often a law may be broken, and a card that
    must take a touched peg twice can still be entered one deal at a time. With muggins
    (C8, ``rules.muggins``) he may also take what the seat on his right omits or pegs too
    many: at most what that seat may claim (14 a card, each show's most), added in full."""
    kept = rules.hand - rules.discard
    seats = [side, side + 2] if n == 4 else [side]
    eldest = (dealer + 1) % n
    parts: dict[str, int] = {}

    def add(what: str, k: int) -> None:
        if k:
            parts[what] = parts.get(what, 0) + k

    for s in seats:
        if s == dealer:
            add("his heels", 2)
            add("the crib", SHOW_MOST[4])
        if rules.three_for_last and first_hand and s == eldest:
            add("three for last", 3)
        add("the play", PLAY_CARD_MOST * kept)
        add("the hand", SHOW_MOST[kept])
        right = (s - 1) % n
        if right not in seats:
            add("penalties", 2 + 4 + 2 + 2)              # C2, C4 (two cards), C7, C9
            if rules.muggins:
                add("muggins", 14 * kept + SHOW_MOST[kept] + (SHOW_MOST[4] if right == dealer else 0))
        if s == eldest:
            add("penalties", 2 + 2)                      # C3, C5 (the dealer's, to the non-dealer)
    total = sum(parts.values())
    return total, " + ".join(f"{what} {k}" for what, k in parts.items())


class AnnouncedCribbageDeal(AnnouncedDeal, CribbageState):
    """A finished two-hand cribbage deal known only by the points each seat pegged
    (``points``) and who pegged out (``out``, or None); ``context`` is the match's."""

    def __init__(self, rules: Any, context: dict, points: list[int], out: int | None,
                 entry: dict | None = None, n: int = 2):
        self.rules = rules
        self.context = dict(context)
        self.n = n
        self.sides = 2 if n == 4 else n
        self.dealer = int(self.context.get("dealer", n - 1)) % n
        self.start_score = [int(x) for x in self.context.get("score", [0] * self.sides)]
        self.pegged = list(points)
        self.score = [a + b for a, b in zip(self.start_score, points)]
        self.winner = out
        self.phase = "over"
        self._announce(entry)



class CribbageScoreCard(ScoreCard):
    """Cribbage deals as announced: the points pegged by each seat (four-hand: each
    partnership), toward the game."""

    line_format = ("5 12 [out 1]   (the points seat 0 and seat 1 pegged in the deal, all counted; "
                   "'out N' when both would pass the game: who reached it first)")

    def __init__(self, slug: str | None = None, rules: dict | None = None):
        super().__init__(slug, rules)
        if self.num_players == 3:        # three numbers a deal (001 part 5 §1.3)
            self.line_format = ("5 12 7 [out 1]   (the points seat 0, seat 1 and seat 2 pegged in the deal, all "
                                "counted; 'out N' when more than one would pass the game: who reached it first)")
        elif self.num_players == 4:      # one number a partnership, seats 0 and 2 against 1 and 3 (§1.4)
            self.line_format = ("60 12 [out 1]   (the points side 0, seats 0 and 2, and side 1, seats 1 and 3, "
                                "pegged in the deal, all counted; 'out N' when both would pass the game)")
            self.side_labels = ("side 0", "side 1")

    def _side(self, s: int) -> str:
        """A side of the sheet: the player (named, where names are given), or a partnership."""
        if self.num_players == 4:
            return f"side {s}" + (f" ({self.player(s)}, {self.player(s + 2)})" if self.names else "")
        return self.player(s)

    @property
    def sides(self) -> int:
        return 2 if self.num_players == 4 else self.num_players

    def _who(self) -> str:
        return "each partnership (seats 0 and 2, 1 and 3)" if self.num_players == 4 else "each seat"

    def parse(self, text: str) -> dict[str, Any]:
        words = text.replace(",", " ").lower().split()
        ks = [str(k) for k in range(self.sides)]
        nums = []
        out = None
        i = 0
        while i < len(words):
            w = words[i]
            if w == "out":
                if i + 1 >= len(words) or words[i + 1] not in ks:
                    raise EntryRefused(f"say who pegged out: {' or '.join('out ' + k for k in ks)}")
                out, i = int(words[i + 1]), i + 2
                continue
            if not w.isascii() or not w.isdigit():
                raise EntryRefused(f"a deal is the points {self._who()} pegged, e.g. "
                                   f"{' '.join(['5', '12', '7'][:self.sides])!r}, not {w[:20]!r}")
            nums.append(int(w))
            i += 1
        if len(nums) != self.sides:
            count = {2: "two", 3: "three"}[self.sides]
            raise EntryRefused(f"a deal is {count} numbers, the points {self._who()} pegged, "
                               f"not {len(nums)}", "001 part 5 §1.3-1.4" if self.num_players > 2 else "001 part 4 §8")
        return {"points": nums, "out": out}

    def check(self, e: dict[str, Any]) -> None:
        pts, out = e.get("points"), e.get("out")
        k = self.sides
        if (not isinstance(pts, list) or len(pts) != k
                or not all(isinstance(p, int) and p >= 0 for p in pts)):
            raise EntryRefused(f"the points pegged are {k} counts of 0 or more, not {pts!r}")
        if not any(pts):
            raise EntryRefused("a deal cannot peg nothing for all: the play always scores, the go (or 31, or "
                               "the last card) giving at least 1", "001 part 4 §8")
        if out is not None and (type(out) is not int or not 0 <= out < k):
            raise EntryRefused(f"who pegged out is one of {', '.join(map(str, range(k)))}, not {out!r}")
        goal = self.rules.game
        now = [int(x) for x in self.match.context.get("score", [0] * k)]
        dealer = int(self.match.context.get("dealer", self.num_players - 1)) % self.num_players
        for s in range(k):
            most, how = deal_ceiling(self.rules, self.num_players, s, dealer, not any(now))
            if pts[s] > most:
                raise EntryRefused(f"{self._side(s)} cannot peg {pts[s]} in one deal: the most a deal gives "
                                   f"{'the dealer' if dealer % self.sides == s else 'a non-dealer'} here is {most} "
                                   f"({how})", "001 part 4 §8; part 5 §1.2-1.5")
        reach = [s for s in range(k) if now[s] + pts[s] >= goal]
        if out is None and len(reach) >= 2:
            say = " or ".join(f"'out {self.player(s) if self.names and self.num_players != 4 else s}'"
                              for s in reach)
            raise EntryRefused(f"{' and '.join(self._side(s) for s in reach)} would all pass {goal}, but the game ends the "
                               f"moment one reaches it: say who pegged out first ({say})", "001 part 4 §8")
        if out is not None and out not in reach:
            raise EntryRefused(f"{self._side(out)} does not reach {goal} with {now[out]} + {pts[out]}", "001 part 4 §8")
        if out is not None and any(now[s] + pts[s] >= goal for s in range(k) if s != out):
            raise EntryRefused(f"the others cannot have reached {goal} too: the deal stopped when {self._side(out)} "
                               "pegged out; enter what the others had pegged by then", "001 part 4 §8")
        if len(reach) == 1:
            e["out"] = reach[0]

    def deal_for(self, e: dict[str, Any]) -> AnnouncedCribbageDeal:
        return AnnouncedCribbageDeal(self.rules, self.match.context, e["points"], e.get("out"), e,
                                     self.num_players)

    def ended_game(self, deal: AnnouncedCribbageDeal) -> bool:
        return deal.winner is not None

    def describe(self, deal: AnnouncedCribbageDeal) -> str:
        n = len(self.entries) + 1
        text = f"deal {n} ({self.player(deal.dealer)} deals): " + ", ".join(
            f"{self._side(s)} +{deal.pegged[s]} ({deal.score[s]})" for s in range(deal.sides))
        if deal.winner is not None:
            text += f"; {self._side(deal.winner)} out"
        return text

    def _unit(self) -> str:
        return "side" if self.num_players == 4 else "seat"

    def sheet_lines(self) -> list[str]:
        sc = self.match.context.get("score") or [0] * self.sides
        out = [f"{self.game.title}: game {self.rules.game}"]
        out += self.lines or ["no deals entered"]
        out.append("score toward game: " + ", ".join(f"{self._side(s)} {v}" for s, v in enumerate(sc)))
        st = self.settled()
        for r in st.rubbers:
            name = r["winner"] if isinstance(r["winner"], str) else self._side(r["winner"])
            verb = "win" if name.startswith("seats ") or " and " in name else "wins"     # a partnership
            out.append(f"game: {name} {verb} {r['games']}, worth {r['value']}"
                       + (" (a lurch)" if r["value"] == 2 else ""))
        out.append("settled: " + (", ".join(f"{self.player(s)} {v:+d}" for s, v in enumerate(st.per_seat))
                                  + " games" if st.rubbers else "nothing yet (no game finished)"))
        return out


for _slug in ("cribbage-six-card", "cribbage-five-card", "cribbage-seven-card", "cribbage-three-hand",
              "cribbage-four-hand"):
    register_score_card(_slug, CribbageScoreCard)
