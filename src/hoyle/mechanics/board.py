"""Positions of perfect-information board games: keys, make and undo, the end, and a search.

What every board game of the family shares, with no game in it:

* :class:`Zobrist` -- a table of seeded random 64-bit numbers, one per (man, square) and per
  extra feature (side to move, castling right, en-passant file...), whose XOR is the key of a
  position: equal positions get equal keys however they were reached, and a move updates the
  key in a few XORs. Seeded, so keys are the same in every run and process.
* :class:`Repetitions` -- how often each key has occurred in a game so far (pushed and popped
  with make and undo), for the repetition laws.
* :class:`EndReason` -- why a game ended: mate, stalemate, repetition, the move-count law, no
  moves, resignation, agreement, forfeit by a law's penalty.
* :class:`Searchable` -- the protocol a position offers a search: ``moves()``, ``make(m)``,
  ``undo()``, ``key()``, ``evaluate()`` (from the side to move's point of view) and
  ``terminal()`` (the score of a finished position from the side to move's point of view, or
  ``None``); :func:`search` -- negamax alpha-beta with iterative deepening, a transposition
  table and the best move of the last iteration tried first, bounded by depth (plies) or by
  time (seconds), or both.
* :class:`ChanceSearchable` and :func:`expectimax` -- the search of a game with dice
  (backgammon): chance nodes average their outcomes by probability, decision nodes take the
  best move, to a depth counted in nodes of either kind.
* :func:`draw_grid` -- a board as text for the terminal (ranks top to bottom, files labelled);
  :func:`board_view` -- the board in the one shape every board game's view carries
  (``view["board"]``, drawn by the terminal's :func:`render_board` and the web's board layout);
* :class:`SidedBoardState` -- a two-sided game's state over a position object of the game's own
  (:class:`BoardPosition`), and :class:`BoardSearchBot`, the search of that position.

Scores are integers (the game's own units: centipawns in chess); a win is
``MATE - plies`` so that a nearer mate scores higher, a loss its negation.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Hashable, Iterable, Protocol, Sequence

from ..core import Action, DealNotOver, GameState
from ..core.errors import ActionParseError, IllegalAction, SetupError, quote

__all__ = ["EndReason", "Zobrist", "Repetitions", "Searchable", "SearchResult", "search",
           "MATE", "draw_grid", "ChanceSearchable", "expectimax", "board_view", "render_board",
           "BoardPosition", "SidedBoardState", "BoardSearchBot"]

#: the score of a won position (a mate found ``n`` plies ahead scores ``MATE - n``)
MATE = 1_000_000


class EndReason(StrEnum):
    """Why a game of a board ended (``state.end_reason``; ``None`` while it goes on)."""

    CHECKMATE = "checkmate"
    STALEMATE = "stalemate"
    REPETITION = "repetition"           # perpetual check, or a position repeated, as the game's law says
    MOVE_COUNT = "move-count"           # the move-count law (chess's fifty moves)
    NO_MOVES = "no-moves"               # the side to move has no move (draughts: it loses)
    RESIGNATION = "resignation"
    AGREEMENT = "agreement"
    FORFEIT = "forfeit"                 # a law's penalty: the game lost (checkers' false move, delay)
    ROW = "row"                         # the row the game asks for made (gobang's five)
    HOME = "home"                       # every man in the goal (halma's yard; the devil behind the line)
    REDUCED = "reduced"                 # a side reduced below what it may play on with (morris: two men)


class Zobrist:
    """Seeded random keys: ``man(kind, square)`` and ``extra(name)`` are 64-bit ints.

    Args:
        kinds: how many kinds of man (both colours counted: chess has 12).
        squares: how many square indices (0 .. squares - 1; a 0x88 board uses 128).
        extras: names of the other features that make a position (``"black-to-move"``...).
        seed: the table's seed (keys are the same in every run).

    Raises:
        KeyError: ``extra`` of a name not declared.
    """

    def __init__(self, kinds: int, squares: int, extras: Iterable[str] = (), seed: int = 2026):
        rng = random.Random(seed)
        self.table = [[rng.getrandbits(64) for _ in range(squares)] for _ in range(kinds)]
        self.extras = {name: rng.getrandbits(64) for name in extras}

    def man(self, kind: int, square: int) -> int:
        return self.table[kind][square]

    def extra(self, name: str) -> int:
        return self.extras[name]


class Repetitions:
    """How many times each position key has occurred; ``push`` after a move, ``pop`` on undo."""

    def __init__(self, first: Hashable | None = None):
        self.keys: list[Hashable] = []
        self.counts: dict[Hashable, int] = {}
        if first is not None:
            self.push(first)

    def push(self, key: Hashable) -> int:
        """Count ``key`` once more; returns how often it has now occurred."""
        self.keys.append(key)
        n = self.counts[key] = self.counts.get(key, 0) + 1
        return n

    def pop(self) -> Hashable:
        key = self.keys.pop()
        n = self.counts[key] - 1
        if n:
            self.counts[key] = n
        else:
            del self.counts[key]
        return key

    def count(self, key: Hashable) -> int:
        return self.counts.get(key, 0)

    def first_index(self, key: Hashable) -> int:
        """The position (0-based, in order of occurrence) where ``key`` first occurred;
        ``ValueError`` if never (a caller's bug)."""
        return self.keys.index(key)

    def copy(self) -> "Repetitions":
        twin = Repetitions()
        twin.keys, twin.counts = list(self.keys), dict(self.counts)
        return twin


class Searchable(Protocol):
    """What :func:`search` needs of a position (moves are any hashable values)."""

    def moves(self) -> Sequence[Any]: ...
    def make(self, move: Any) -> None: ...
    def undo(self) -> None: ...
    def key(self) -> Hashable: ...
    def evaluate(self) -> int: ...
    def terminal(self, plies: int) -> int | None: ...   # asked at inner nodes, not at the leaves


@dataclass
class SearchResult:
    """The search's answer: the best move (``None`` if the position had none), its score from
    the side to move's point of view, the depth of the last finished iteration, the nodes
    visited, and the principal line (moves, best first)."""

    move: Any
    score: int
    depth: int
    nodes: int
    line: list


class _Timeout(Exception):
    pass


_EXACT, _LOWER, _UPPER = 0, 1, 2


def search(pos: Searchable, depth: int | None = 4, seconds: float | None = None,
           table: dict | None = None, order: Any = None) -> SearchResult:
    """Negamax alpha-beta with iterative deepening and a transposition table.

    Args:
        pos: the position (left as it was found: every ``make`` is undone).
        depth: the deepest iteration, in plies (``None``: no limit, then ``seconds`` is needed).
        seconds: stop after this much wall time; the answer is the last finished iteration's
            (the first iteration, depth 1, always finishes).
        table: a transposition table to reuse between calls (a dict keyed by ``pos.key()``).
        order: optional ``order(pos, moves) -> moves`` (captures first, say); the table's best
            move of the position is tried before the rest in any case.

    Returns:
        :class:`SearchResult`.

    Raises:
        ValueError: neither a depth nor a time limit is given (a caller's bug).
    """
    if depth is None and seconds is None:
        raise ValueError("search needs a depth or a time limit")
    tt = {} if table is None else table
    deadline = None if seconds is None else time.perf_counter() + seconds
    nodes = 0

    def negamax(d: int, alpha: int, beta: int, ply: int) -> int:
        nonlocal nodes
        nodes += 1
        if deadline is not None and nodes & 1023 == 0 and time.perf_counter() > deadline and ply:
            raise _Timeout
        if d == 0:
            return pos.evaluate()
        end = pos.terminal(ply)
        if end is not None:
            return end
        key = pos.key()
        hit = tt.get(key)
        best_move = None
        if hit is not None:
            hd, hscore, hflag, best_move = hit
            if hd >= d and ply:
                if hflag == _EXACT or (hflag == _LOWER and hscore >= beta) or (hflag == _UPPER and hscore <= alpha):
                    return hscore
        moves = list(pos.moves())
        if order is not None:
            moves = list(order(pos, moves))
        if best_move is not None and best_move in moves:
            moves.remove(best_move)
            moves.insert(0, best_move)
        a0, best, best_move = alpha, -MATE - 1, None
        for m in moves:
            pos.make(m)
            try:
                score = -negamax(d - 1, -beta, -alpha, ply + 1)
            finally:
                pos.undo()
            if score > best:
                best, best_move = score, m
            if score > alpha:
                alpha = score
            if alpha >= beta:
                break
        flag = _UPPER if best <= a0 else _LOWER if best >= beta else _EXACT
        tt[key] = (d, best, flag, best_move)
        return best

    result = SearchResult(None, 0, 0, 0, [])
    first = list(pos.moves())
    if not first:
        end = pos.terminal(0)
        return SearchResult(None, 0 if end is None else end, 0, 1, [])
    d = 1
    while depth is None or d <= depth:
        try:
            score = negamax(d, -MATE - 1, MATE + 1, 0)
        except _Timeout:
            break
        hit = tt.get(pos.key())
        move = hit[3] if hit else first[0]
        result = SearchResult(move, score, d, nodes, _line(pos, tt, d))
        if abs(score) >= MATE - 1000:        # a forced mate found: deeper changes nothing
            break
        if deadline is not None and time.perf_counter() > deadline:
            break
        d += 1
    result.nodes = nodes
    return result


def _line(pos: Searchable, tt: dict, d: int) -> list:
    """The principal line from the table (at most ``d`` moves; stops at a repeated key)."""
    line: list = []
    seen: set = set()
    try:
        while len(line) < d:
            k = pos.key()
            hit = tt.get(k)
            if hit is None or hit[3] is None or k in seen or hit[3] not in pos.moves():
                break
            seen.add(k)
            line.append(hit[3])
            pos.make(hit[3])
    finally:
        for _ in line:
            pos.undo()
    return line


class ChanceSearchable(Protocol):
    """What :func:`expectimax` needs of a position of a game with chance: ``side`` (the seat
    to move, at a chance node the seat that moves after it), ``is_chance()``, ``outcomes()``
    (``(outcome, probability)`` pairs summing to 1, floats or Fractions), ``moves()``,
    ``make(m)`` (a move or an outcome), ``undo()``, ``terminal()`` (a finished position's
    score from ``side``'s point of view, else ``None``) and ``evaluate()`` (likewise)."""

    side: int

    def is_chance(self) -> bool: ...
    def outcomes(self) -> Sequence[tuple[Any, Any]]: ...
    def moves(self) -> Sequence[Any]: ...
    def make(self, move: Any) -> None: ...
    def undo(self) -> None: ...
    def terminal(self) -> float | None: ...
    def evaluate(self) -> float: ...


def expectimax(pos: ChanceSearchable, depth: int) -> float:
    """The expectimax value of ``pos`` from ``pos.side``'s point of view, ``depth`` nodes deep
    (a chance node and a decision node count one each; at depth 0, ``evaluate()``).

    A decision node takes the best of its moves, a chance node the probability-weighted mean
    of its outcomes; a child's value is negated where its side is the other's. ``pos`` is left
    as it was found. A decision node with no move must offer one that passes (``moves()``
    is never empty in a game that goes on)."""
    end = pos.terminal()
    if end is not None:
        return end
    if depth <= 0:
        return pos.evaluate()
    side = pos.side
    if pos.is_chance():
        total = 0.0
        for o, p in pos.outcomes():
            pos.make(o)
            try:
                v = expectimax(pos, depth - 1)
                total += float(p) * (v if pos.side == side else -v)
            finally:
                pos.undo()
        return total
    best = float("-inf")
    for m in pos.moves():
        pos.make(m)
        try:
            v = expectimax(pos, depth - 1)
            v = v if pos.side == side else -v
        finally:
            pos.undo()
        if v > best:
            best = v
    return best


def draw_grid(rows: Sequence[Sequence[str]], files: str, ranks: Sequence[str],
              marks: dict[tuple[int, int], str] | None = None) -> str:
    """A board as text: ``rows`` top rank first, each a sequence of one-character cells
    (``"."`` an empty square), ``files`` the column labels, ``ranks`` the row labels (top
    first). ``marks`` maps (row, column) to a character drawn after the cell (the last
    move's squares). Returns the lines joined by newlines."""
    marks = marks or {}
    out = []
    for r, row in enumerate(rows):
        cells = "".join(f"{c}{marks.get((r, f), ' ')}" for f, c in enumerate(row))
        out.append(f"{ranks[r]:>2} {cells.rstrip()}")
    out.append("   " + " ".join(files))
    return "\n".join(out)


# ----- a two-sided board game on a position object -----------------------------------------
def board_view(rows: int, cols: int, cells: Sequence[Sequence[str]], names: Sequence[Sequence[str | None]],
               pieces: dict[str, dict], last: Iterable[str] = (), files: str = "",
               ranks: Sequence[str] = (), style: str = "checkered") -> dict:
    """The common shape of a board game's view (``view["board"]``, what the terminal and the
    web table draw; docs/ARCHITECTURE.md, "Board positions"):

    ``{"rows": R, "cols": C, "cells": [[...C strings] * R], "names": [[...] * R], "pieces":
    {letter: {"side": 0|1, "king": bool, "label": words, optional "glyph": a character to draw,
    optional "colour": the men's colour where it is not the side's usual (reversi's red)}},
    "last": [names], "files": "abc..",
    "ranks": ["8", ..]}`` -- ``cells`` top row first, ``"."`` an empty square or point, ``" "`` a
    place that is no square (checkers' light squares, the morris board's gaps), else a piece
    letter of ``pieces``; ``names`` the square's name in the game's notation (``None``: none);
    ``last`` the names of the squares the last move touched; ``style`` how the board looks:
    ``checkered`` (squares of two colours, ``" "`` cells the unused light squares), ``plain``
    (one colour: reversi's green cloth) or ``points`` (men on the points of lines: gobang,
    morris; ``" "`` cells are no point)."""
    return {"rows": rows, "cols": cols, "cells": [list(r) for r in cells],
            "names": [list(r) for r in names], "pieces": pieces, "last": list(last),
            "files": files, "ranks": list(ranks), "style": style}


def render_board(board: dict) -> str:
    """``view["board"]`` (:func:`board_view`) as text: the grid with its labels, ``*`` after
    a square of the last move."""
    last = set(board.get("last") or [])
    names = board["names"]
    marks = {(r, c): "*" for r in range(board["rows"]) for c in range(board["cols"])
             if names[r][c] is not None and names[r][c] in last}
    ranks = board.get("ranks") or [str(board["rows"] - r) for r in range(board["rows"])]
    files = board.get("files") or "".join(chr(97 + c) for c in range(board["cols"]))
    return draw_grid(board["cells"], files, ranks, marks)


class BoardPosition(Protocol):
    """What :class:`SidedBoardState` needs of a game's position (moves are text in the game's
    notation): ``side`` (the seat to move, 0 or 1), ``moves()``, ``make(text)``, ``undo()``,
    ``key()``, ``copy()``, ``result()`` (``None`` while the game goes on, else ``(EndReason,
    winner seat or None)``), ``evaluate()`` (the side to move's point of view), ``board()``
    (:func:`board_view`), ``serial()`` and ``from_serial(text, rules)`` (the whole position as
    text), ``read(text)`` (the move meant, normalised, or ``None``) and ``why(text)`` (a
    refused move's reason and law); optionally ``is_legal(text)``, a quicker test than
    ``text in moves()``."""

    side: int


class _SearchView:
    """A :class:`BoardPosition` as a :class:`Searchable` (``search_moves()`` if it offers a
    narrower list for the search, gobang's squares near the stones)."""

    def __init__(self, pos):
        self.pos = pos
        self._moves = getattr(pos, "search_moves", pos.moves)

    def moves(self):
        return self._moves()

    def make(self, m):
        self.pos.make(m)

    def undo(self):
        self.pos.undo()

    def key(self):
        return self.pos.key()

    def evaluate(self):
        return self.pos.evaluate()

    def terminal(self, plies):
        res = self.pos.result()
        if res is None:
            return None
        if res[1] is None:
            return 0
        return MATE - plies if res[1] == self.pos.side else -(MATE - plies)


class BoardSearchBot:
    """Alpha-beta search (:func:`search`) of a :class:`SidedBoardState` game's position, to
    ``depth`` plies or for ``seconds``; the game's state class names its depth
    (``search_depth``). It rebuilds the position from ``view["position"]``."""

    name = "search"

    def __init__(self, seat, seed=None, game=None, depth: int | None = None, seconds: float | None = None):
        self.seat, self.game, self.seconds = seat, game, seconds
        self.depth = depth if depth is not None else getattr(game.state_cls, "search_depth", 2) if game else 2
        self.table: dict = {}

    def choose(self, view, legal):
        moves = [a for a in legal if a.verb == "move"]
        if len(moves) <= 1 or self.game is None:
            return moves[0] if moves else legal[0]
        pos = self.game.state_cls.position_cls.from_serial(view["position"])
        result = search(_SearchView(pos), depth=self.depth, seconds=self.seconds, table=self.table)
        if len(self.table) > 200_000:
            self.table.clear()
        for a in moves:
            if a.args[0] == result.move:
                return a
        return moves[0]


class TwoSidedEnd:
    """The end of a two-sided game with a winner or a draw, for states that keep ``end_reason``
    (an :class:`EndReason` or None while play goes on) and ``winner`` (0, 1 or None for a
    draw): the outcome ``[1, -1]``, ``[-1, 1]`` or ``[0, 0]`` (a game won or drawn, in games),
    and the result as PGN and PDN write it."""

    end_reason: Any
    winner: Any

    def outcome(self):
        if self.end_reason is None:
            raise DealNotOver("the game is not over")
        if self.winner is None:
            return [0, 0]
        return [1, -1] if self.winner == 0 else [-1, 1]

    def result(self) -> str:
        """``1-0`` (the first player won), ``0-1``, ``1/2-1/2``, or ``*`` while the game goes on."""
        if self.end_reason is None:
            return "*"
        return "1/2-1/2" if self.winner is None else ("1-0" if self.winner == 0 else "0-1")


class SidedBoardState(TwoSidedEnd, GameState):
    """One game of a two-sided board game played on a :class:`BoardPosition` (reversi, gobang,
    nine men's morris, halma...): seat 0 moves first. A move is ``Action("move", (text,))`` in
    the game's notation (``d3``, ``a1-d1``); ``resign`` is open at every turn, not listed.
    ``context={"position": serial}`` starts from a set position.

    The view is ``{"board": board_view(...), "position": serial, "colours": [seat 0's, seat 1's],
    "to_move": colour, "moves":
    [texts], "last": text, ...}`` plus the game's ``extra_view()``; once over, ``end``,
    ``winner`` and ``outcome``. The outcome is +1 to the winner, -1 to the loser, 0 each for
    a draw. Subclasses set ``position_cls``, ``colours``, ``notation`` (words for an error)
    and may override ``extra_view``."""

    unit = "points"
    dealer_positions = 0
    position_cls: Any = None
    colours: tuple[str, str] = ("Black", "White")
    notation = "a move"

    @property
    def seat_names(self) -> tuple[str, str]:
        """The seats named by their colours, as the result line names them."""
        return self.colours
    search_depth = 2

    def __init__(self, num_players, rules=None, shuffler=None, context=None):
        super().__init__(num_players, rules, shuffler, context)
        serial = self.context.get("position")
        if serial is None:
            self.pos = self.position_cls(self.rules)
        elif isinstance(serial, str):
            self.pos = self.position_cls.from_serial(serial, self.rules)
        else:
            raise SetupError("the context's position is the position as text (view['position'])")
        self.start = self.pos.serial()
        self.texts: list[str] = []
        self.end_reason: EndReason | None = None
        self.winner: int | None = None
        self._ends: list[tuple] = []
        self._settle()

    @property
    def to_act(self):
        return None if self.end_reason is not None else self.pos.side

    def legal_actions(self):
        if self.end_reason is not None:
            return []
        return [Action("move", (t,)) for t in self.pos.moves()]

    def _check(self, action):
        if action.verb == "resign" and not action.args:
            return
        if action.verb == "move" and len(action.args) == 1 and isinstance(action.args[0], str):
            text = action.args[0]
            quick = getattr(self.pos, "is_legal", None)
            if quick(text) if quick is not None else text in self.pos.moves():
                return
            if len(text) > 40 or not text.isascii() or self.pos.read(text) != text:
                raise IllegalAction(f"{quote(text)} is not {self.notation}")
            raise IllegalAction(*self.pos.why(text))
        super()._check(action)

    def _apply(self, action):
        seat = self.pos.side
        self._ends.append((self.end_reason, self.winner, len(self.log)))
        if action.verb == "resign":
            self.end_reason, self.winner = EndReason.RESIGNATION, 1 - seat
            self.texts.append("resign")
            self.log.append(f"{self.colours[seat]} resigns")
            return
        text = action.args[0]
        self.pos.make(text)
        self.texts.append(text)
        self.log.append(f"{self.colours[seat]} {text}")
        self._settle()

    def _settle(self) -> None:
        res = self.pos.result()
        if res is not None:
            self.end_reason, self.winner = res
            who = "a draw" if self.winner is None else f"{self.colours[self.winner]} wins"
            self.log.append(f"the game ends ({self.end_reason.value}): {who}")

    def undo(self) -> None:
        """Take back the last action; the state is as it was before it, position key
        included. Raises IllegalAction if none was taken."""
        if not self.history:
            raise IllegalAction("no action has been taken to undo")
        self.history.pop()
        self.end_reason, self.winner, nlog = self._ends.pop()
        if self.texts.pop() != "resign":
            self.pos.undo()
        del self.log[nlog:]

    def clone(self):
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        twin.pos = self.pos.copy()
        twin.texts, twin._ends = list(self.texts), list(self._ends)
        twin.history, twin.log, twin.context = list(self.history), list(self.log), dict(self.context)
        return twin

    def position_key(self):
        return self.pos.key()

    # ----- notation ----------------------------------------------------------------------
    def _parse_action(self, text):
        low = " ".join(text.strip().lower().split())
        if low == "resign":
            return Action("resign")
        if low.startswith("move "):
            low = low[5:].strip()
        move = self.pos.read(low) if low and len(low) <= 40 and low.isascii() else None
        if move is None:
            raise ActionParseError(f"{quote(text)} is not {self.notation}")
        return Action("move", (move,))

    def _format_action(self, action):
        if action.verb == "move" and len(action.args) == 1:
            return str(action.args[0])
        return str(action)

    # ----- the end and the views ------------------------------------------------------------
    def result_text(self):
        if self.end_reason is None:
            return None
        who = "drawn" if self.winner is None else f"{self.colours[self.winner]} wins"
        return f"{who} by {self.end_reason.value} after {len(self.texts)} moves"

    def extra_view(self) -> dict:
        """The game's own keys of the view (counts of men, a score)."""
        return {}

    def view(self, seat):
        v = {"board": self.pos.board(), "position": self.pos.serial(), "colours": list(self.colours),
             "to_move": self.colours[self.pos.side], "moves": list(self.texts),
             "last": self.texts[-1] if self.texts else None}
        v.update(self.extra_view())
        if self.end_reason is not None:
            v["end"] = self.end_reason.value
            v["winner"] = None if self.winner is None else self.colours[self.winner]
            v["outcome"] = self.outcome()
        return v

    @classmethod
    def render_view(cls, view):
        board = view.get("board")
        if not isinstance(board, dict) or "cells" not in board:
            return super().render_view(view)
        pieces = board.get("pieces") or {}
        lines = [render_board(board),
                 "(" + "; ".join(f"{k} {p.get('label', '')}" for k, p in pieces.items()) + "; * the last move)"]
        if "end" in view:
            lines.append(f"over: {view['end']} ({view.get('winner') or 'drawn'})")
        else:
            lines.append(f"{view.get('to_move')} to move")
        for k, v in view.items():
            if k not in ("board", "position", "colours", "to_move", "moves", "last", "end", "winner", "outcome"):
                shown = ", ".join(f"{a} {b}" for a, b in v.items()) if isinstance(v, dict) else v
                lines.append(f"{k.replace('_', ' ')}: {shown}")
        if view.get("moves"):
            moves = view["moves"]
            lines.append("moves: " + " ".join(moves[-16:]) + (f" ({len(moves)} in all)" if len(moves) > 16 else ""))
        if "end" not in view:
            lines.append("(also: resign)")
        return "\n".join(lines)
