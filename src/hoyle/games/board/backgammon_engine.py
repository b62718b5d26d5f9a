"""The backgammon board and its plays (Foster 1914, seed 001 part 6, "Backgammon"; catalog
001_part6.md §2.1-2.6), with no game state in it: what :mod:`.backgammon` referees.

Each side counts its own points as the pips a man there still has to go: 1 (the ace point of
its home table) to 24 (the opponent's ace point, where its two back men start); 25 is the bar,
0 is borne off, and 26 holds the men not yet entered (Russian backgammon only). A side's men
are a list of 27 counts by those indexes (:data:`BAR`, :data:`OFF`, :data:`WAITING`).

Geometry: in the ordinary game the two sides go round in opposite directions, so a side's
point ``p`` is the other's ``25 - p``; in Russian backgammon both enter on the same table and
go the same way, so a point is the same number for both (``mirror``).

A *play* is the whole use of a throw: a sequence of steps ``(from, to, die, hit)``. The plays
of a throw (:func:`plays`) are every distinct resulting position reachable by the laws:

* each die is played separately, every landing point open (fewer than two enemy men there;
  §2.2, the 5-2 example of O-8); doublets are played four times;
* a man on the bar enters (on the point ``25 - die``) before any other man moves;
* bearing off only with every man home (points 1-6): a die takes a man off its own point, or
  the farthest man when the die is higher than it (§2.2, "Bearing off");
* law 12: both dice must be played if possible (as many of a doublet's four as possible); if
  only one can be, the higher must be when it can.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["OFF", "BAR", "WAITING", "START", "Step", "Play", "plays", "single_moves", "pips",
           "all_home", "play_text", "point_text", "HIT_SHOTS", "hit_chance"]

OFF, BAR, WAITING = 0, 25, 26

#: the book's set-up in a side's own count: two on the opponent's ace point (24), five on the
#: far side's outer point (13), three in the near outer table (8), five at home (6) -- "five and
#: three" near, "five and two" far (§2.1; the diagram is lost, the text fixes it)
START = {24: 2, 13: 5, 8: 3, 6: 5}


class Step(NamedTuple):
    frm: int
    to: int
    die: int
    hit: bool


class Play(NamedTuple):
    """One play: its steps in order, the text (``24/18 13/11``, ``bar/20*``, ``6/off``) and
    the resulting men of the side that played and of the other side (tuples of 27)."""

    steps: tuple[Step, ...]
    text: str
    me: tuple[int, ...]
    op: tuple[int, ...]


def start_men() -> list[int]:
    men = [0] * 27
    for p, n in START.items():
        men[p] = n
    return men


def pips(men) -> int:
    """The pip count: pips still to go (the bar counts 25, men not yet entered 25)."""
    return sum(p * men[p] for p in range(1, 26)) + 25 * men[WAITING]


def all_home(men) -> bool:
    return not any(men[7:])


def single_moves(me, op, die: int, russian: bool = False) -> list[tuple[int, int]]:
    """The ``(from, to)`` moves of one die for the side ``me`` against ``op`` (a man on the bar
    must enter first; bearing off only with all men home)."""
    out = []
    if me[BAR]:
        t = BAR - die
        if op[t if russian else BAR - t] < 2:
            out.append((BAR, t))
        return out
    if me[WAITING]:
        t = BAR - die
        if op[t if russian else BAR - t] < 2:
            out.append((WAITING, t))
    home = not any(me[7:])
    top = 0
    if home:
        for p in range(6, 0, -1):
            if me[p]:
                top = p
                break
    for p in range(24, 0, -1):
        if me[p]:
            t = p - die
            if t > 0:
                if op[t if russian else BAR - t] < 2:
                    out.append((p, t))
            elif home and (t == 0 or p == top):
                out.append((p, OFF))
    return out


def plays(me, op, dice, russian: bool = False, numbering: str = "modern") -> list[Play]:
    """Every legal play of ``dice`` (two numbers; a doublet is played four times), one per
    distinct resulting position, in the order first found (law 12 applied). ``[]`` when no die
    can be played (the throw is lost). ``me``/``op`` are left unchanged."""
    a, b = dice[0], dice[1]
    seqs = [(a,) * 4] if a == b else [(a, b), (b, a)]
    me, op = list(me), list(op)
    found: dict[tuple, tuple[Step, ...]] = {}
    best = [0]
    singles: list[tuple[tuple, tuple[Step, ...]]] = []

    double = a == b
    moves_of = single_moves
    nds = len(seqs[0])

    def rec(ds, i, steps, cap):
        # steps are plain (from, to, die, hit) tuples here; the plays found get Step tuples
        moved = False
        if i < nds:
            d = ds[i]
            for frm, to in moves_of(me, op, d, russian):
                if frm > cap:                 # a doublet's moves taken farthest first: the same plays
                    continue
                hit = False
                me[frm] -= 1
                me[to] += 1
                if to:
                    q = to if russian else BAR - to
                    if op[q] == 1:
                        hit = True
                        op[q] = 0
                        op[BAR] += 1
                rec(ds, i + 1, steps + ((frm, to, d, hit),), frm if double else WAITING)
                if hit:
                    op[q] = 1
                    op[BAR] -= 1
                me[to] -= 1
                me[frm] += 1
                moved = True
        if not moved:
            n = len(steps)
            if n > best[0]:
                best[0] = n
                found.clear()
                singles.clear()
            if n == best[0] and n:
                key = (tuple(me), tuple(op))
                if n == 1:
                    singles.append((key, steps))
                if key not in found:
                    found[key] = steps

    for ds in seqs:
        rec(ds, 0, (), WAITING)
    if best[0] == 1 and a != b:                     # law 12: only one die -- the higher if it can be
        high = max(a, b)
        keep = {}
        for key, steps in singles:
            if steps[0][2] == high:
                keep.setdefault(key, steps)
        if keep:
            found = keep
    text = _TEXTS.get(numbering)
    if text is None or len(text) > 200_000:
        text = _TEXTS[numbering] = {}
    out = []
    for key, steps in found.items():
        named = tuple([Step(*st) for st in steps])
        t = text.get(steps)
        if t is None:
            t = text[steps] = play_text(named, numbering)
        out.append(Play(named, t, key[0], key[1]))
    return out


#: the texts of the plays already written, by numbering and steps (the same steps recur in most
#: games: their text is computed once; cleared when large)
_TEXTS: dict[str, dict[tuple, str]] = {}


def point_text(p: int, numbering: str = "modern") -> str:
    """A point as the notation writes it: ``bar``, ``off``, the number (``book`` numbering:
    the book's 1-24 from the two-man point, ``25 - p``)."""
    if p >= BAR:
        return "bar"
    if p == OFF:
        return "off"
    return str(p if numbering == "modern" else 25 - p)


def play_text(steps, numbering: str = "modern") -> str:
    """The play in the usual notation: one segment per man moved, ``from/to``, a hit marked
    ``*``, a point where a man hit on the way shown (``13/7*/5``), equal segments counted
    (``13/11(2)``), segments by the point they start from, farthest first; ``-`` for none."""
    chained = False
    for i in range(1, len(steps)):
        s = steps[i]
        for e in steps[:i]:
            if e[1] == s[0] or (e[0] == s[1] and s[1] != OFF and not s[3]):
                chained = True
                break
        if chained:
            break
    if not chained:                    # every man moved once: one segment a step (the usual case)
        texts1 = sorted(((s[0], f"{point_text(s[0], numbering)}/{point_text(s[1], numbering)}"
                          f"{'*' if s[3] else ''}") for s in steps), key=lambda x: -x[0])
        out1: list[str] = []
        counts1: list[int] = []
        for _, t in texts1:
            if out1 and out1[-1] == t:
                counts1[-1] += 1
            else:
                out1.append(t)
                counts1.append(1)
        return " ".join(t if n == 1 else f"{t}({n})" for t, n in zip(out1, counts1)) or "-"
    segs: list[list] = []              # [from, [(point, hit)...]]
    for s in steps:
        for seg in segs:
            if seg[1][-1][0] == s.frm and s.frm != OFF:
                seg[1].append((s.to, s.hit))
                break
        else:
            for seg in segs:            # a man that came to where another set off: one segment
                if seg[0] == s.to and s.to != OFF and not s.hit:
                    seg[0] = s.frm
                    seg[1].insert(0, (s.to, False))
                    break
            else:
                segs.append([s.frm, [(s.to, s.hit)]])
    texts = []
    for frm, path in segs:
        parts = [point_text(frm, numbering)]
        for i, (p, hit) in enumerate(path):
            if hit or i == len(path) - 1:
                parts.append(point_text(p, numbering) + ("*" if hit else ""))
        texts.append((frm, "/".join(parts)))
    texts.sort(key=lambda x: -x[0])
    out: list[str] = []
    counts: list[int] = []
    for _, t in texts:
        if out and out[-1] == t:
            counts[-1] += 1
        else:
            out.append(t)
            counts.append(1)
    return " ".join(t if n == 1 else f"{t}({n})" for t, n in zip(out, counts)) or "-"


def _shots() -> dict[int, int]:
    """Of the 36 throws, how many can reach a man ``d`` pips away, no point between blocked:
    either die, both together, or a doublet's two, three or four steps."""
    out = {d: 0 for d in range(1, 25)}
    for a in range(1, 7):
        for b in range(1, 7):
            reach = {a, b, a + b} if a != b else {a, 2 * a, 3 * a, 4 * a}
            for d in reach:
                out[d] += 1
    return out


#: the throws of 36 that can hit a blot ``d`` pips away (no point between blocked): 11, 12,
#: 14, 15, 15, 17, 6, 6, 5, 3, 2, 3 for 1-12 (the book's table of odds, O-10; its 12 is 1)
HIT_SHOTS = _shots()


def hit_chance(d: int) -> float:
    return HIT_SHOTS.get(d, 0) / 36
