"""What the parlour games share (catalog INDEX.md family 13; Foster 1914, seed 001 part 5
"Авторы" to "Рантер гоу раунд", part 6 "Я не верю"): a pack dealt round one card at a time
from the dealer's left, the hands, the pool, the seats named in words, and a terminal layout.

Cards the rules turn up and that may later go back into a hand (an ask in authors, the cards
turned at a doubt, a ranter's card shown at the end of a round) are written in the log in
words (``the ten of hearts``), so that the log never prints a card in the notation a seat
might later be unable to see; a seat's own hand is shown in the notation in its view only.
"""

from __future__ import annotations

from typing import Any, Iterable

from ...cards import Card, Rank
from ...core.errors import DealNotOver
from ...core.state import GameState, LogEntry

__all__ = ["ParlourState", "words", "rank_words", "RANK_PLURAL", "seat_name"]

#: the plural of each rank as a player says it ("three jacks")
RANK_PLURAL = {r: Rank(r).plural for r in range(2, 15)}
#: the words a claim or an ask may name a rank by (i-doubt-it's "claim jacks")
RANK_BY_WORD = {w: r for r, w in RANK_PLURAL.items()}


def words(card: int) -> str:
    """A card in words, ``"the ten of hearts"`` (never the notation ``TH``)."""
    return "the " + Card(card).name


def rank_words(rank: int) -> str:
    """A rank's plural in words: ``"tens"``."""
    return RANK_PLURAL[rank]


def seat_name(s: int) -> str:
    return f"seat {s}"


class ParlourState(GameState):
    """Base of one deal of a parlour game: ``hands`` (card indices per seat), the ``dealer``
    (from the match's context; default the last seat, so seat 0 is the eldest hand),
    ``net`` (each seat's chips once settled) and ``over``.

    Subclasses fill ``_places()`` (extra card places besides the hands) and
    ``_hidden(seat)``; the hands are hidden from every other seat."""

    def __init__(self, num_players: int, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        n = num_players
        self.dealer: int = self.context.get("dealer", n - 1)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.net: list[int] = [0] * n
        self.over = False

    # ----- helpers -----------------------------------------------------------------------
    def left_of(self, seat: int, k: int = 1) -> int:
        return (seat + k) % self.num_players

    def deal_round(self, cards: list[int], each: int | None = None, first: int | None = None,
                   seats: Iterable[int] | None = None) -> list[int]:
        """Deal ``cards`` one at a time from ``first`` (default the dealer's left) to ``seats``
        (default every seat), ``each`` cards a seat (default as far as they go); returns what
        is left."""
        order = list(seats) if seats is not None else list(range(self.num_players))
        first = self.left_of(self.dealer) if first is None else first
        order = sorted(order, key=lambda s: (s - first) % self.num_players)
        total = len(cards) if each is None else min(len(cards), each * len(order))
        for i in range(total):
            self.hands[order[i % len(order)]].append(cards[i])
        return cards[total:]

    # ----- the contract ------------------------------------------------------------------
    def outcome(self) -> list[int]:
        if not self.over:
            raise DealNotOver("the deal is not over")
        return list(self.net)

    def _places(self) -> dict[str, list[int]]:
        return {}

    def card_locations(self) -> dict[str, list[Card]]:
        out = {f"hand {s}": [Card(c) for c in h] for s, h in enumerate(self.hands)}
        out.update({k: [Card(c) for c in v] for k, v in self._places().items()})
        return out

    def _hidden(self, seat: int | None) -> set[int]:
        return set()

    def hidden_cards(self, seat: int | None) -> set[Card]:
        out = {c for s, h in enumerate(self.hands) if s != seat for c in h}
        out |= self._hidden(seat)
        return {Card(c) for c in out}

    def _base_view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {"game": self.game.slug, "seat": seat, "dealer": self.dealer}
        if seat is not None:
            v["hand"] = [str(Card(c)) for c in sorted(self.hands[seat])]
        return v

    def _finish_view(self, v: dict[str, Any]) -> dict[str, Any]:
        v["to_act"] = self.to_act
        if "pool" in v:
            v["pot"] = v["pool"]          # the web table's centre draws the pot
        v["outcome"] = self.outcome() if self.over else None
        return v

    @classmethod
    def render_view(cls, view: dict[str, Any]) -> str:
        """The table in a few lines: the game and phase, your hand, one line per seat
        (cards held and what the game shows of it), the centre, then who acts or the result
        (the terminal prints the log itself; the view's ``events`` are for a page)."""
        me = view.get("seat")

        def who(s: Any) -> str:
            return f"seat {s}" + (" (you)" if s == me else "")

        title = str(view.get("game", "")).replace("-", " ").capitalize()
        head = title + (f" - {view['phase']}" if view.get("phase") else "")
        if "dealer" in view:
            head += f" - dealer {who(view['dealer'])}"
        lines = [head]
        if view.get("hand") is not None:
            lines.append("Your hand: " + (" ".join(view["hand"]) or "none"))
        for p in view.get("players", []):
            parts = []
            for k, x in p.items():
                if k == "seat":
                    continue
                if isinstance(x, list):
                    x = " ".join(map(str, x)) or "none"
                elif isinstance(x, bool):
                    x = "yes" if x else "no"
                parts.append(f"{k.replace('_', ' ')} {x}")
            lines.append(f"  {who(p['seat'])}: " + ", ".join(parts))
        for k in cls.centre_keys:
            if view.get(k) not in (None, [], ""):
                x = view[k]
                x = " ".join(map(str, x)) if isinstance(x, list) else x
                lines.append(f"{k.replace('_', ' ').capitalize()}: {x}")
        out = view.get("outcome")
        if isinstance(out, list):
            lines.append("Result: " + ", ".join(f"{who(i)} {x:+d}" for i, x in enumerate(out)))
        elif view.get("to_act") is not None:
            lines.append(f"{who(view['to_act'])} to act")
        return "\n".join(lines)

    #: the view's keys printed as lines of their own under the seats (each game its own)
    centre_keys: tuple[str, ...] = ("pool",)

    def events(self, seat: int | None, k: int = 6) -> list[str]:
        """The last ``k`` log lines ``seat`` may read (for a view; read from the end, so a view
        costs the same late in a long deal as early)."""
        if seat is not None and not 0 <= seat < self.num_players:
            seat = None
        out: list[str] = []
        unsealed = self._log_unsealed()
        for e in reversed(self.log):
            if isinstance(e, LogEntry):
                if e.visible(seat, unsealed):
                    out.append(e.text)
            else:
                out.append(str(e))
            if len(out) == k:
                break
        return out[::-1]
