"""Progressive poker, the party game (Foster; seed 002 §9, seed 001 part 3 §A11; catalog
000_002_003.md §9, 001_part3.md §A11, O-002-23): the evening over tables of draw poker.

Each table's deal is one deal of ordinary draw poker (Foster's code), registered as
``progressive-poker`` (draw poker with 50 chips each); this module seats the room, plays a
round (one deal at every table), moves the players and gives the prizes.

* **Seating** (O-002-23): a head table of 4, other tables of 4 to 7 (usually 6), the last, the
  *booby* table, of exactly 4 (:func:`check_tables`). Each player starts with 50 chips.
* **A round**: one deal at every table. Our reading of the bell (the book leaves open what
  happens to a hand not finished when it rings): every table finishes its deal, then the
  players move.
* **Moving**: at every other table the pot winner moves up one table (a divided pot: the first
  winner from the dealer's left, our reading). At the head table the pot winner takes one
  yellow chip; then the player with the fewest chips goes down to the booby table, unless he
  was in the final call (the winner or a caller), when the fewest-chipped player not in the
  call goes; a tie is drawn for, the lowest card staying. The head table's empty seat is
  taken by the player coming up from table 2 (our reading: the book does not say), so every
  table keeps its size.
* **Broke**: a player with no chips left gets a new 50 (charged against him at the end,
  ``debt``) and changes places with the booby-table player who has the most chips.
* **Prizes** (:meth:`ProgressivePoker.prizes`): the most yellow chips (a tie to more chips);
  the lady and the gentleman with the most chips (less the new stakes); the booby prize to
  the fewest chips.

:mod:`hoyle.mechanics.movements` moves pairs of partners (euchre, cinch, whist); poker's
players move one at a time, by the pot, so the movement is written here (:func:`move`).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ...core.chance import SeededShuffler
from ...core.registry import get_game

__all__ = ["ProgressivePoker", "check_tables", "move", "STAKE"]

#: each player's chips at the start, and the new stake of one who loses them all (§9)
STAKE = 50


def check_tables(sizes: Sequence[int]) -> None:
    """Raise ValueError unless ``sizes`` (players per table, the head first) fit O-002-23: the
    head and the booby table 4 each, the others 4 to 7; one table alone is a head of 4 to 7."""
    if not sizes:
        raise ValueError("progressive poker needs at least one table")
    if len(sizes) == 1:
        if not 4 <= sizes[0] <= 7:
            raise ValueError("a table of progressive poker seats 4 to 7 players")
        return
    if sizes[0] != 4 or sizes[-1] != 4:
        raise ValueError("the head table and the booby table start with exactly 4 (O-002-23)")
    if any(not 4 <= k <= 7 for k in sizes):
        raise ValueError("the other tables seat 4 to 7 players (O-002-23)")


def move(tables: Sequence[Sequence[str]], up: Sequence[str | None], down: str | None) -> list[list[str]]:
    """The tables after a round: ``up[t]`` (the pot winner of table ``t``; ``up[0]`` unused)
    moves up one table, ``down`` (from the head table) goes to the booby table. A mover takes
    the seat of the one who left the table he comes to. Sizes are kept."""
    new = [list(t) for t in tables]
    k = len(new)
    if k == 1:
        return new
    if down is None or any(x is None for x in up[1:k]):
        raise ValueError("every table but the head sends one player up, and the head one down")
    leaving = [down] + [up[t] for t in range(1, k)]
    coming = [up[t + 1] for t in range(k - 1)] + [down]
    for t in range(k):
        if leaving[t] is None or coming[t] is None:
            continue
        new[t][new[t].index(leaving[t])] = coming[t]
    return new


class ProgressivePoker:
    """An evening of progressive poker played by bots (or a chooser of actions).

    Args:
        players: ``(name, lady)`` pairs in the order drawn for seats.
        sizes: players per table, the head first (default: 4 at the head and the booby table,
            6 at the others, as far as the players go; :func:`check_tables`).
        seed: makes the deals and the draws repeatable.
        choose: ``choose(state, seat) -> action``; default the game's heuristic bot.

    Attributes: ``tables`` (names per table, the head first), ``chips``, ``yellow``, ``debt``
    (new stakes taken), ``lady`` (per name), ``rounds`` (what each round did).

    Raises:
        ValueError: repeated names, or table sizes that do not fit (:func:`check_tables`).
    """

    def __init__(self, players: Sequence[tuple[str, bool]], sizes: Sequence[int] | None = None,
                 seed: int = 0, choose: Callable[[Any, int], Any] | None = None):
        names = [p[0] for p in players]
        if len(set(names)) != len(names):
            raise ValueError("every player of the evening needs his own name")
        if sizes is None:
            n = len(names)
            sizes = [4] if n <= 7 else [4] + [6] * ((n - 8) // 6) + [4]
            sizes[-2 if len(sizes) > 1 else 0] += n - sum(sizes)
        check_tables(sizes)
        if sum(sizes) != len(names):
            raise ValueError(f"{len(names)} players do not fill tables of {list(sizes)}")
        self.game = get_game("progressive-poker")
        self.seed = seed
        self.lady = dict(players)
        self.tables: list[list[str]] = []
        i = 0
        for k in sizes:
            self.tables.append(names[i:i + k])
            i += k
        self.chips = {p: STAKE for p in names}
        self.yellow = {p: 0 for p in names}
        self.debt = {p: 0 for p in names}
        self.rounds: list[dict] = []
        self._choose = choose
        self._deals = 0

    def _bot_choose(self, state, seat):
        bot = self.game.bots["heuristic"](seat)
        return bot.choose(state.view(seat), state.legal_actions())

    def play_table(self, t: int) -> dict:
        """One deal of draw poker at table ``t`` (0 the head): ``{"table", "players", "net",
        "winner", "in_call"}``; the chips of its players are updated."""
        names = self.tables[t]
        k = len(names)
        match = self.game.new_match(k, seed=self.seed * 7919 + self._deals,
                                    context={"dealer": k - 1, "stacks": [self.chips[p] for p in names]})
        st = match.next_deal()
        choose = self._choose or self._bot_choose
        while not st.is_over:
            st.apply(choose(st, st.to_act))
        self._deals += 1
        net = st.outcome()
        for s, p in enumerate(names):
            self.chips[p] += net[s]
        top = max(net)
        order = [(st.dealer + 1 + j) % k for j in range(k)]
        # nobody won (no positive net): the first from the dealer's left moves (our reading)
        winner = next(names[s] for s in order if net[s] == top)
        in_call = [names[s] for s in range(k) if not st.folded[s]]
        return {"table": t + 1, "players": list(names), "net": net, "winner": winner,
                "in_call": in_call}

    def _goes_down(self, r: dict) -> str:
        rng = SeededShuffler(self.seed * 104729 + len(self.rounds))
        pool = [p for p in r["players"] if p not in r["in_call"]] or list(r["players"])
        low = min(self.chips[p] for p in pool)
        tied = [p for p in pool if self.chips[p] == low]
        while len(tied) > 1:          # a draw: the lowest card stays, the highest goes down
            cards = {p: rng.randint(52) >> 2 for p in tied}
            hi = max(cards.values())
            tied = [p for p in tied if cards[p] == hi]
        return tied[0]

    def play_round(self) -> dict:
        """One deal at every table, the yellow chip, the movement and the new stakes."""
        results = [self.play_table(t) for t in range(len(self.tables))]
        head = results[0]
        if max(head["net"]) > 0:
            self.yellow[head["winner"]] += 1
        down = self._goes_down(head) if len(self.tables) > 1 else None
        up = [None] + [r["winner"] for r in results[1:]]
        self.tables = move(self.tables, up, down)
        broke = []
        for p, c in self.chips.items():
            if c <= 0:
                self.chips[p] = c + STAKE
                self.debt[p] += STAKE
                broke.append(p)
                booby = self.tables[-1]
                if p not in booby:
                    rich = max(booby, key=lambda q: (self.chips[q], -booby.index(q)))
                    t = next(i for i, tb in enumerate(self.tables) if p in tb)
                    self.tables[t][self.tables[t].index(p)] = rich
                    booby[booby.index(rich)] = p
        done = {"results": results, "down": down, "up": up[1:], "broke": broke,
                "tables": [list(tb) for tb in self.tables]}
        self.rounds.append(done)
        return done

    def play(self, rounds: int) -> dict[str, Any]:
        """Play ``rounds`` rounds; returns :meth:`prizes`."""
        for _ in range(rounds):
            self.play_round()
        return self.prizes()

    def prizes(self) -> dict[str, Any]:
        """``{"yellow", "lady", "gentleman", "booby"}``: the names taking each prize (chips
        counted less the new stakes taken)."""
        net = {p: self.chips[p] - self.debt[p] for p in self.chips}
        yellow = max(net, key=lambda p: (self.yellow[p], net[p]))
        ladies = [p for p in net if self.lady[p]]
        gents = [p for p in net if not self.lady[p]]
        return {"yellow": yellow,
                "lady": max(ladies, key=lambda p: net[p]) if ladies else None,
                "gentleman": max(gents, key=lambda p: net[p]) if gents else None,
                "booby": min(net, key=lambda p: net[p])}
