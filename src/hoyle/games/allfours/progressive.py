"""Progressive cinch, the party game (Foster 1914, 001 part 3 §C6; the arrangements and prizes
of progressive euchre, §B7).

Tables are numbered from the head table (table 1). A round is four deals of cinch at every
table, each player dealing once; the pair with the fewest points to go (the higher score) after
the four deals has won the table; a tie is cut for, the higher card going up (§C6). Winners
move up a table, the head table's winners stay and its losers go to the foot (the booby
table); the partners part at the new table (:func:`hoyle.mechanics.movements.winners_up`).
Stars as in progressive euchre (§B7): gold for a win at the head table, red for a win at any
other, green for a loss. Prizes: the most gold stars, then red, then the fewest green (§B7);
a tie left after that shares the prize (the book draws for it; we name all).

:class:`ProgressiveCinch` plays such an evening with bots (or a chooser of actions) and keeps
every deal's record; :func:`round_winner` settles one table's four deals.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ...core.chance import SeededShuffler
from ...core.registry import get_game
from ...mechanics.movements import winners_up

__all__ = ["ProgressiveCinch", "round_winner", "prize_order", "DEALS_PER_ROUND"]

#: one round: four deals at a table, each player dealing once (§C6)
DEALS_PER_ROUND = 4


def round_winner(score: Sequence[int], cut: Sequence[int] = (0, 0)) -> int:
    """The pair (0 or 1) that won a table's round: the higher score, the fewer to go (§C6);
    a tie goes to the higher ``cut`` card (card indices, ace high); a tie in the cut too is
    refused (cut again). Raises ValueError for that."""
    if score[0] != score[1]:
        return 0 if score[0] > score[1] else 1
    if cut[0] >> 2 == cut[1] >> 2:
        raise ValueError("the cut is tied: cut again (§C6)")
    return 0 if cut[0] >> 2 > cut[1] >> 2 else 1


def prize_order(stars: dict[str, dict[str, int]]) -> list[list[str]]:
    """Players grouped by prize, best first (§B7): most gold stars, then red, then the fewest
    green; equal players share a group."""
    key = lambda p: (-stars[p]["gold"], -stars[p]["red"], stars[p]["green"])   # noqa: E731
    groups: list[list[str]] = []
    for p in sorted(stars, key=lambda p: (key(p), p)):
        if groups and key(groups[-1][0]) == key(p):
            groups[-1].append(p)
        else:
            groups.append([p])
    return groups


class ProgressiveCinch:
    """An evening of progressive cinch for ``4 * tables`` players named in ``players`` (the
    first four at table 1, N S against E W: pairs ``(p0, p2)`` and ``(p1, p3)``).

    ``choose(state, seat) -> Action`` picks each action (default: the cinch bot). ``seed``
    makes the deals and the cuts repeatable. Raises ValueError for a number of players that
    is not a positive multiple of four, or repeated names."""

    def __init__(self, players: Sequence[str], seed: int = 0,
                 choose: Callable[[Any, int], Any] | None = None, slug: str = "progressive-cinch"):
        players = list(players)
        if not players or len(players) % 4 or len(set(players)) != len(players):
            raise ValueError("progressive cinch seats four distinct players at each table")
        self.game = get_game(slug)
        self.seed = seed
        self.tables = [((players[i], players[i + 2]), (players[i + 1], players[i + 3]))
                       for i in range(0, len(players), 4)]
        self.stars = {p: {"gold": 0, "red": 0, "green": 0} for p in players}
        self.rounds: list[dict] = []
        self._choose = choose
        self._deals = 0

    def _bot_choose(self, state, seat):
        bot = self.game.bots["heuristic"](seat)
        return bot.choose(state.view(seat), state.legal_actions())

    def play_table(self, t: int) -> dict:
        """Four deals of cinch at table ``t`` (0 = the head): returns ``{"pairs", "score",
        "winner", "cut"}``; the score is carried from deal to deal (the game to 51 starts
        afresh each round)."""
        (a, b) = self.tables[t]
        match = self.game.match_cls(self.game, 4, self.game.rules_cls(**self.game.defaults),
                                    seed=self.seed * 7919 + self._deals, context={"dealer": 3})
        choose = self._choose or self._bot_choose
        score = [0, 0]
        for _ in range(DEALS_PER_ROUND):
            st = match.next_deal()
            while st.to_act is not None:
                st.apply(choose(st, st.to_act))
            pts = st.points()
            score = [score[0] + pts[0], score[1] + pts[1]]
            match.finish(st)
            self._deals += 1
        rng = SeededShuffler(self.seed * 104729 + t + 31 * len(self.rounds))
        cut = (0, 0)
        while score[0] == score[1]:
            cut = tuple(rng.randint(52) for _ in range(2))
            if cut[0] >> 2 != cut[1] >> 2:
                break
        w = round_winner(score, cut)
        return {"table": t + 1, "pairs": [list(a), list(b)], "score": score, "winner": w,
                "cut": None if score[0] != score[1] else list(cut)}

    def play_round(self) -> dict:
        """Every table's four deals, the stars, then the movement (winners up)."""
        results = [self.play_table(t) for t in range(len(self.tables))]
        for r in results:
            won, lost = r["pairs"][r["winner"]], r["pairs"][1 - r["winner"]]
            for p in won:
                self.stars[p]["gold" if r["table"] == 1 else "red"] += 1
            for p in lost:
                self.stars[p]["green"] += 1
        self.tables = winners_up(self.tables, [r["winner"] for r in results])
        done = {"results": results, "next": [[list(a), list(b)] for a, b in self.tables]}
        self.rounds.append(done)
        return done

    def play(self, rounds: int) -> list[list[str]]:
        """Play ``rounds`` rounds; returns :func:`prize_order` of the stars."""
        for _ in range(rounds):
            self.play_round()
        return prize_order(self.stars)
