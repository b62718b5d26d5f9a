"""Every game's errata in one list: the books' printed figures beside the exact values.

:func:`errata` joins the poker figures (:mod:`hoyle.analysis.errata_poker`), the banking ones
(:mod:`hoyle.analysis.banking_errata`), the dice ones (:mod:`hoyle.analysis.dice_errata`) and the
ten-pins score sheet (:func:`_table_rows`) in one row shape, all judged by the one rule of
:mod:`hoyle.analysis.precision`. A row (a dict): ``id`` (stable slug, unique), ``game`` (registry
slug), ``family``, ``oracle`` (catalog ids, may be empty), ``source``, ``item`` (what is checked),
``printed`` (as the book prints it), ``exact`` (text), ``verdict`` (correct / close / wrong),
``correct`` (bool), ``rule`` ("precision" or "reading"), ``method``, ``note``.
"""

from __future__ import annotations

import re

from ..core.errors import HoyleError

__all__ = ["errata", "ErrataTargetError"]

#: the registered game the poker figures belong to (Foster's draw poker; seeds 001 and 002)
POKER_GAME = "draw-poker-foster"


class ErrataTargetError(HoyleError):
    """The name given is neither a registered game nor a family."""


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _poker_rows() -> list[dict]:
    from .errata_poker import poker_errata
    rows, seen = [], set()
    for f in poker_errata():
        base = "poker-" + _slug(f.id.split("/")[-1]) + "-" + _slug(f.event)[:32].strip("-")
        key, n = base, 2
        while key in seen:
            key, n = f"{base}-{n}", n + 1
        seen.add(key)
        rows.append({"id": key, "game": POKER_GAME, "family": "poker", "oracle": f.id, "source": f.source,
                     "item": f"{f.situation}: {f.event}", "printed": f.printed,
                     "exact": f"{float(f.exact):,.4g} ({f.exact})", "verdict": f.verdict, "correct": f.correct,
                     "rule": "precision", "method": f.method, "note": f.note})
    return rows


def _family(slug: str) -> str:
    from ..core.registry import get_game
    try:
        return get_game(slug).family
    except HoyleError:
        return "banking"          # three-card monte: described by Foster, not registered


def _banking_rows() -> list[dict]:
    from .banking_errata import banking_errata
    out = []
    for r in banking_errata():
        oracle = " / ".join(re.findall(r"\bO\d+\b", r["source"]))
        out.append({"id": r["id"], "game": r["game"], "family": _family(r["game"]), "oracle": oracle,
                    "source": r["source"], "item": r["item"],
                    "printed": r["printed"] if isinstance(r["printed"], str) else str(r["printed"]),
                    "exact": r["exact"], "verdict": r["verdict"], "correct": r["correct"], "rule": r["rule"],
                    "method": "exact", "note": r["note"]})
    return out


def _dice_rows() -> list[dict]:
    from .dice_errata import dice_errata
    return [{"id": r["id"], "game": r["game"], "family": _family(r["game"]),
             "oracle": " / ".join(re.findall(r"\bO-?\d+\b", r["source"])),
             "source": r["source"], "item": r["item"], "printed": r["printed"], "exact": r["exact"],
             "verdict": r["verdict"], "correct": r["correct"], "rule": r["rule"], "method": "exact",
             "note": r["note"]} for r in dice_errata()]


def _table_rows() -> list[dict]:
    """The ten-pins score sheet of seed 001 part 6 §9.2 (catalog O-46, grep 'Score 15 35 54 63 72
    92 112 140 149 168'), recomputed with :class:`hoyle.mechanics.scorepad.FrameSheet`: the
    printed totals from frame 8 on are 10 too high."""
    from ..mechanics.scorepad import TEN_PINS, FrameSheet
    balls = [8, 2, 5, 5, 10, 9, 0, 7, 2, 8, 2, 10, 8, 2, 8, 1, 7, 3, 9]
    printed = [15, 35, 54, 63, 72, 92, 112, 140, 149, 168]
    totals = [f.total for f in FrameSheet(TEN_PINS, balls).frames()]
    src = "seed 001 part 6 §9.2 O-46; grep 'Score 15 35 54 63 72 92 112 140 149 168'"
    out = []
    for n, (p, t) in enumerate(zip(printed, totals), start=1):
        ok = p == t
        note = "" if ok else ("misprint: frame 8 is a spare (8-2) and its next ball 8, worth 18, so 112 + 18 = 130; "
                              "every later printed total carries the 10 too many" if n == 8 else
                              "carries frame 8's misprint (10 too high)")
        out.append({"id": f"ten-pins-score-sheet-frame-{n}", "game": "ten-pins", "family": "bowling",
                    "oracle": "O-46", "source": src, "item": f"running total after frame {n}",
                    "printed": str(p), "exact": f"{t} (the sheet recomputed by the ABC scoring)",
                    "verdict": "correct" if ok else "wrong", "correct": ok, "rule": "reading",
                    "method": "exact", "note": note})
    return out


def errata(target: str | None = None) -> list[dict]:
    """The errata rows of every game, or of one ``target``: a family (``"poker"``, ``"banking"``,
    ...) or a game (a slug or a name the registry resolves).

    Raises:
        ErrataTargetError: ``target`` is neither a family nor a registered game.
    """
    poker_needed = target is None or target in ("poker",)
    game = None
    if target is not None and target not in _families():
        from ..core.registry import get_game
        try:
            game = get_game(target).slug
        except HoyleError:
            if target == "three-card-monte":
                game = target
            else:
                raise ErrataTargetError(f"no game or family {target!r} (families: "
                                        f"{', '.join(sorted(_families()))}; games: hoyle games)") from None
        poker_needed = game == POKER_GAME
    dice_needed = target is None or target == "dice" or (game is not None and _family(game) == "dice")
    rows = ((_poker_rows() if poker_needed else []) + _banking_rows() + (_dice_rows() if dice_needed else [])
            + _table_rows())
    if target is None:
        return rows
    if game is None:
        return [r for r in rows if r["family"] == target]
    return [r for r in rows if r["game"] == game]


def _families() -> set[str]:
    from ..core.registry import all_games
    return {g.family for g in all_games()}
