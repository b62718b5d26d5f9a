"""A deal written as text, for people and for the golden-transcript tests: the legal actions in
short (:func:`summarise_legal`, as the terminal shows them) and a whole seeded deal played by
the game's best bot (:func:`transcript`: each view as the acting seat sees it, the legal
actions, the action taken, the final public view, the log and the result).

A tool below the front ends (it uses the core and the bots only), so the tests of every game
can write a transcript without the command line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from .bots import make_bot
from .cards import Card
from .core.actions import Action
from .core.chance import SeededShuffler, resolve_chance

if TYPE_CHECKING:
    from .core.registry import GameInfo

__all__ = ["summarise_legal", "transcript"]


def _amounts(values: list[int]) -> str:
    """The amounts a verb allows, as they are: ``1..10`` (every one between), ``5``, or,
    with gaps, ``(2, 10 or 50)`` and ``(1..6 or 8..20)``; never a range that claims more."""
    vals = sorted(set(values))
    lo, hi = vals[0], vals[-1]
    if len(vals) == hi - lo + 1:
        return f"{lo}" if lo == hi else f"{lo}..{hi}"
    runs: list[list[int]] = []
    for v in vals:
        if runs and v == runs[-1][1] + 1:
            runs[-1][1] = v
        else:
            runs.append([v, v])
    parts = [f"{a}" if a == b else f"{a}, {b}" if b == a + 1 else f"{a}..{b}" for a, b in runs]
    return "(" + (parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1]) + ")"


def summarise_legal(legal: Sequence[Action], fmt: Callable[[Action], str] = str) -> list[str]:
    """The legal actions in short: ``bet 1, ..., bet 10`` -> ``bet 1..10`` (with gaps:
    ``bet (2, 10 or 50)``, never ``bet 2..50``); many card choices of one verb (the draw's 31
    discards) -> ``discard 1 to 5 of 7S 5C 7C JH 7D``. ``fmt`` writes an action in the game's
    notation (``state.format_action``); an action it writes otherwise is listed as written."""
    out: list[str] = []
    amounts: dict[str, list] = {}
    card_sets: dict[str, list] = {}
    for a in legal:
        if len(a.args) == 1 and type(a.args[0]) is int and fmt(a) == str(a):
            amounts.setdefault(a.verb, []).append(a.args[0])
        elif a.args and all(isinstance(x, Card) for x in a.args) and fmt(a) == str(a):
            card_sets.setdefault(a.verb, []).append(a)
        else:
            out.append(fmt(a))
    for verb, values in amounts.items():
        out.append(f"{verb} {_amounts(values)}")
    for verb, acts in card_sets.items():
        sizes = sorted({len(a.args) for a in acts})
        if len(acts) <= 8 or len(sizes) == 1 and sizes[0] == 1:
            out.extend(str(a) for a in acts)
            continue
        pool: list = []
        for a in acts:
            pool.extend(c for c in a.args if c not in pool)
        span = f"{sizes[0]}" if len(sizes) == 1 else f"{sizes[0]} to {sizes[-1]}"
        out.append(f"{verb} {span} of {' '.join(map(str, pool))}")
    return out


def transcript(game: "GameInfo", seed: int) -> str:
    """One deal of ``game`` with its default number of players, dealt by ``SeededShuffler(seed)``
    (chance turns drawn from it, not written as lines)
    and played by the game's best bot at every seat (seat ``s`` seeded ``seed + s``), as text
    ending in a newline: a header line, then per action the acting seat's view, ``legal (N):``
    the summarised legal actions and ``>>> seat S: ACTION``; then the public view, ``log:``
    lines (``log_for(None)``: the public log at the end), ``result:`` and ``outcome [...] house N``."""
    st = game.new_deal(None, None, SeededShuffler(seed))
    bots = [make_bot("bot", game, s, seed=seed + s) for s in range(st.num_players)]
    lines = [f"# {game.slug}: seed {seed}, {st.num_players} players, {bots[0].name} bots"]
    while not st.is_over:
        if resolve_chance(st):        # a chance turn (dice): sampled with the deal's shuffler, not a line
            continue
        seat = st.to_act
        legal = st.legal_actions()
        view = st.view(seat)
        lines.append(st.render_view(view))
        lines.append(f"legal ({len(legal)}): " + ", ".join(summarise_legal(legal, st.format_action)))
        action = bots[seat].choose(view, legal)
        lines.append(f">>> seat {seat}: {st.format_action(action)}")
        st.apply(action)
    lines.append(st.render_view(st.view(None)))
    lines.extend(f"log: {x}" for x in st.log_for(None))   # the public log, as the deal ended
    if st.result_text():
        lines.append(f"result: {st.result_text()}")
    lines.append(f"outcome {st.outcome()} house {st.house_take()}")
    return "\n".join(lines) + "\n"
