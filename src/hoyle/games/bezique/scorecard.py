"""The two-hand pinochle score card: deals played with a real pack, kept by the engine's match.

An announced deal becomes an :class:`AnnouncedPinochleDeal`, a :class:`PinochleState` holding
no cards but each player's melds (the dix included) and the points he counted in the cards he
took (the last trick's 10 with them), and a claim of the game if one was made; its
``deal_points()``, ``outcome()`` and claim are the state's own, and
:class:`~hoyle.games.bezique.PinochleMatch` carries the score to 1000 and decides the game as
it does for a deal played in hoyle: a right claim wins, a wrong one loses, one past the goal at
the end of a deal wins, both past it and the game goes on to 1250, then 1500 (Foster 1914, seed
001 part 4, Pinochle; catalog 001_part4.md §4.9; laws P5, P7, P9-P12).

Line format (one deal): ``N melds 180 cards 130 S melds 80 cards 120`` (or the two numbers
alone, melds first: ``N 180 130 S 80 120``); ``dix 10`` may be said apart from the melds. The
cards of a deal played out hold 250 (240 in the cards, 10 the last trick, law P9): one player's
count is enough (the other has the rest) and two must add up to it. ``claim N`` (or ``knock
N``): N stopped the play and claimed the game (law P11); the card judges it right or wrong by
his total, and both players' cards taken by then are said. ``void``: a misdeal (law P3, the
same dealer deals again).
"""

from __future__ import annotations

from typing import Any

from ...mechanics.scorecard import AnnouncedDeal, EntryRefused, ScoreCard, register_score_card
from .pinochle import PinochleState

__all__ = ["AnnouncedPinochleDeal", "PinochleScoreCard"]

_NAMES = ("N", "S")
_SEATS = {"n": 0, "s": 1, "north": 0, "south": 1}
_WORDS = {"melds": "melds", "meld": "melds", "melded": "melds", "dix": "dix", "cards": "cards",
          "counted": "cards", "counters": "cards"}
#: the cards' points of a deal played out: 240 in the cards and 10 for the last trick (law P9)
CARDS_IN_A_DEAL = 240
LAST_TRICK = 10


def _law(n: str) -> str:
    return f"001 part 4 §4.9, pinochle law {n}"


class AnnouncedPinochleDeal(AnnouncedDeal, PinochleState):
    """A finished two-hand pinochle deal known only by what each seat scored (``points``: his
    melds, dix and cards) and a claim (``claim``: the claimant's seat, or None); ``void``: a
    misdeal. ``context`` is the match's (``dealer``, ``score``, ``goal``)."""

    def __init__(self, rules: Any, context: dict, points: list[int], claim: int | None, void: bool = False,
                 entry: dict | None = None):
        self.rules = rules
        self.context = dict(context)
        self.n = 2
        self.seat_names = _NAMES
        self.partners = False
        self.dealer = int(self.context.get("dealer", 1)) % 2
        self.pone = 1 - self.dealer
        self.score_before = [int(x) for x in self.context.get("score") or [0, 0]]
        self._init_claim(2, self.context)
        self.points = list(points)
        self.offender: set[int] = set()
        self.void = "a misdeal (law P3)" if void else None
        if claim is not None:
            self._make_claim(claim)
        self.phase = "over"
        self._announce(entry)


class PinochleScoreCard(ScoreCard):
    """Two-hand pinochle deals as announced: melds and cards per player, to the game's 1000."""

    seats = 2
    seat_labels = _NAMES
    #: the seats' other names and the line's words (``meld``, ``knock``): never a player's name
    entry_words = frozenset(_SEATS) | frozenset(_WORDS) | {"claim", "claims", "knock", "knocks", "void"}
    line_format = ("N melds 180 cards 130 S melds 80 cards 120 [claim N] | void   (each player's melds, "
                   "the dix included, and his count of the cards taken, the last trick's 10 with them; "
                   "'claim N' when N stopped the play to claim the game)")

    def parse(self, text: str) -> dict[str, Any]:
        words = text.replace(",", " ").replace(":", " ").lower().split()
        if words == ["void"]:
            return {"void": True}
        claim: int | None = None
        for verb in ("claim", "knock", "claims", "knocks"):
            if verb in words:
                i = words.index(verb)
                if i + 2 != len(words) or words[i + 1] not in _SEATS:
                    raise EntryRefused(f"say who claimed the game at the end of the line: 'claim {self.player(0)}' or "
                                       f"'claim {self.player(1)}'")
                claim = _SEATS[words[i + 1]]
                words = words[:i]
                break
        said: list[dict[str, int]] = [{}, {}]
        named: set[int] = set()
        seat: int | None = None
        bare: list[int] = []
        i = 0

        def flush() -> None:
            if seat is None or not bare:
                return
            if len(bare) != 2 or said[seat]:
                raise EntryRefused(f"{self.player(seat)}'s score is two numbers, his melds and his cards "
                                   f"('{self.player(seat)} 180 130'), or said by name ('melds 180 cards 130')")
            said[seat] = {"melds": bare[0], "cards": bare[1]}
            bare.clear()

        while i < len(words):
            w = words[i]
            if w in _SEATS:
                flush()
                s = _SEATS[w]
                if s in named:
                    raise EntryRefused(f"{self.player(s)} is named twice in one deal")
                named.add(s)
                seat = s
                i += 1
                continue
            if seat is None:
                raise EntryRefused(f"a deal names the player first ({self.player(0)} or {self.player(1)}), "
                                   f"not {w[:20]!r}")
            if w.isascii() and w.isdigit():
                bare.append(int(w))
                i += 1
                continue
            if w not in _WORDS:
                raise EntryRefused(f"{w[:20]!r} is not part of a pinochle deal ({self.line_format.split('   ')[0]})")
            if i + 1 >= len(words) or not words[i + 1].isascii() or not words[i + 1].isdigit():
                raise EntryRefused(f"say how many points {self.player(seat)}'s {w} made, e.g. '{w} 40'")
            if bare:
                raise EntryRefused(f"{self.player(seat)}'s score is two numbers or said by name, not both")
            k = _WORDS[w]
            if k in said[seat]:
                raise EntryRefused(f"{self.player(seat)}'s {k} are said twice")
            said[seat][k] = int(words[i + 1])
            i += 2
        flush()
        if not named:
            raise EntryRefused(f"a deal names the players, {self.player(0)} and {self.player(1)}, with their "
                               "melds and cards")
        return {"scored": said, "claim": claim}

    def check(self, e: dict[str, Any]) -> None:
        if e.get("void"):
            return
        sc, claim = e.get("scored"), e.get("claim")
        if (not isinstance(sc, list) or len(sc) != 2 or not all(isinstance(d, dict) for d in sc)
                or any(k not in ("melds", "dix", "cards") or not isinstance(v, int) or v < 0
                       for d in sc for k, v in d.items())):
            raise EntryRefused("a deal is each player's melds, dix and cards, counts of 0 or more")
        if claim is not None and claim not in (0, 1):
            raise EntryRefused(f"the game is claimed by {self.player(0)} or {self.player(1)}")
        for s, d in enumerate(sc):
            for k in ("melds", "dix"):
                if d.get(k, 0) % 10:
                    raise EntryRefused(f"every meld and dix counts in tens: {self.player(s)}'s {k} cannot be "
                                       f"{d[k]}", _law("P5, P7"))
        dix = sum(d.get("dix", 0) for d in sc)
        if dix > 20:
            raise EntryRefused(f"there are two nines of trumps, 10 each: the dix cannot score {dix} in a deal",
                               _law("P7"))
        cards = [d.get("cards") for d in sc]
        full = CARDS_IN_A_DEAL + LAST_TRICK
        known = sum(c for c in cards if c is not None)
        if claim is None:
            if cards == [None, None]:
                raise EntryRefused(f"count the cards: one player's count is enough, the other has the rest of "
                                   f"{full}", _law("P9"))
            if known > full:
                raise EntryRefused(f"the cards hold {CARDS_IN_A_DEAL} and the last trick {LAST_TRICK}: {known} "
                                   "cannot be taken", _law("P9"))
            if None not in cards and known != full:
                raise EntryRefused(f"a deal played out gives {full} for cards ({CARDS_IN_A_DEAL} and the last "
                                   f"trick's {LAST_TRICK}), and the two counts are {known}", _law("P9"))
        else:
            if None in cards:
                raise EntryRefused("a claim stops the play: say both players' cards taken by then "
                                   "('cards 0' for none)", _law("P11"))
            if known > CARDS_IN_A_DEAL:
                raise EntryRefused(f"a claim stops the play before the last trick: the cards taken by then hold "
                                   f"{CARDS_IN_A_DEAL} at most, not {known}", _law("P9, P11"))

    def _points(self, e: dict[str, Any]) -> list[int]:
        sc = e["scored"]
        cards = [d.get("cards") for d in sc]
        full = CARDS_IN_A_DEAL + LAST_TRICK
        if cards[0] is None:
            cards[0] = full - int(cards[1] or 0)
        if cards[1] is None:
            cards[1] = full - cards[0]
        return [sc[s].get("melds", 0) + sc[s].get("dix", 0) + int(cards[s] or 0) for s in (0, 1)]

    def deal_for(self, e: dict[str, Any]) -> AnnouncedPinochleDeal:
        if e.get("void"):
            return AnnouncedPinochleDeal(self.rules, self.match.context, [0, 0], None, True, e)
        return AnnouncedPinochleDeal(self.rules, self.match.context, self._points(e), e.get("claim"), False, e)

    def describe(self, deal: AnnouncedPinochleDeal) -> str:
        n = len(self.entries) + 1
        head = f"deal {n} ({self.player(deal.dealer)} deals): "
        if deal.void:
            return head + "a misdeal, the same dealer deals again"
        sc = deal._entry["scored"]
        parts = []
        for s in (0, 1):
            melds = sc[s].get("melds", 0) + sc[s].get("dix", 0)
            cards = deal.points[s] - melds
            parts.append(f"{self.player(s)} +{deal.points[s]} (melds {melds}, cards {cards}) "
                         f"[{deal.score_before[s] + deal.points[s]}]")
        text = head + ", ".join(parts)
        c = deal.claim
        if c is not None:
            text += (f"; {self.player(c['seat'])} claims the game with {c['total']} of {c['goal']}: "
                     + ("right, he wins it" if c["right"] else "wrong, he loses it"))
        return text

    def sheet_lines(self) -> list[str]:
        ctx = self.match.context
        sc = ctx.get("score") or [0, 0]
        goal = int(ctx.get("goal") or self.rules.game_points)
        out = [f"{self.game.title}: game {self.rules.game_points} (both past it unclaimed: on by 250)"]
        out += self.lines or ["no deals entered"]
        out.append(f"score toward game ({goal}): {self.player(0)} {sc[0]}, {self.player(1)} {sc[1]}")
        st = self.settled()
        for r in st.rubbers:
            how = str(r.get("how", "")).replace("seat 0", self.player(0)).replace("seat 1", self.player(1))
            out.append(f"game: {self.player(r['winner'])} wins {r['games']} ({how}), worth {r['value']}")
        out.append("settled: " + (f"{self.player(0)} {st.per_seat[0]:+d}, {self.player(1)} {st.per_seat[1]:+d} games"
                                  if st.rubbers
                                  else "nothing yet (no game finished)"))
        return out


register_score_card("pinochle", PinochleScoreCard)
