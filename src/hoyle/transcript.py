"""A deal written as text, for people and for the golden-transcript tests: the legal actions in
short (:func:`summarise_legal`, as the terminal shows them) and a whole seeded deal played by
the game's best bot (:func:`transcript`: each view as the acting seat sees it, the legal
actions, the action taken, the final public view, the log and the result).

A tool below the front ends (it uses the core and the bots only), so the tests of every game
can write a transcript without the command line.
"""

from __future__ import annotations

from math import comb
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
    with gaps, ``2|10|50`` and ``1..6|8..20``; never a range that claims more."""
    runs: list[list[int]] = []
    for v in sorted(set(values)):
        if runs and v == runs[-1][1] + 1:
            runs[-1][1] = v
        else:
            runs.append([v, v])
    parts: list[str] = []
    for a, b in runs:
        parts.extend([f"{a}"] if a == b else [f"{a}", f"{b}"] if b == a + 1 else [f"{a}..{b}"])
    return "|".join(parts)


def _choices(values: Sequence, limit: int | None = None) -> str:
    """Allowed values of one place: ``2|10|50``, ``1..10``, ``TS|8S|9H``, ``king|queen``;
    more than ``limit`` words or cards: the first ones, ``...``, the last, and how many."""
    if all(type(v) is int for v in values):
        return _amounts(list(values))
    names = list(dict.fromkeys(str(v) for v in values))
    if limit is not None and len(names) > limit:
        return "|".join(names[:limit - 2]) + "|...|" + names[-1] + f" ({len(names)} in all)"
    return "|".join(names)


def _verb_lines(verb: str, acts: list[Action], limit: int | None = None) -> list[str]:
    """One verb's legal actions in short, claiming no action that is not legal."""
    if all(not a.args for a in acts):
        return [verb]
    shapes = {tuple(type(x) for x in a.args) for a in acts}
    if all(set(s) <= {Card} for s in shapes) and any(len(s) != 1 for s in shapes):
        # choosing cards: the draw's discards of 0 to 5 of the hand
        sizes = sorted({len(a.args) for a in acts})
        pool: list = []
        for a in acts:
            pool.extend(c for c in a.args if c not in pool)
        every = sum(comb(len(pool), k) for k in sizes)
        if len(acts) == every and len(acts) > 8:
            span = f"{sizes[0]}" if len(sizes) == 1 else f"{sizes[0]} to {sizes[-1]}"
            return [f"{verb} {span} of {' '.join(map(str, pool))}"]
        return [str(a) for a in acts]
    out: list[str] = []
    for shape in dict.fromkeys(tuple(type(x) for x in a.args) for a in acts):
        same = [a for a in acts if tuple(type(x) for x in a.args) == shape]
        if not shape:                  # the verb alone, beside forms with places (order, order alone)
            out.append(verb)
            continue
        if len(shape) == 1:
            out.append(f"{verb} {_choices([a.args[0] for a in same], limit)}")
            continue
        # the last place's values per prefix; prefixes alike in what follows them go together
        lasts: dict[tuple, list] = {}
        for a in same:
            lasts.setdefault(tuple(a.args[:-1]), []).append(a.args[-1])
        groups: dict[tuple, list[tuple]] = {}
        for prefix, vals in lasts.items():
            groups.setdefault(tuple(vals), []).append(prefix)
        for vals, prefixes in groups.items():
            if len(shape) == 2:
                out.append(f"{verb} {_choices([p[0] for p in prefixes], limit)} {_choices(list(vals), limit)}")
            else:
                out.extend(f"{verb} {' '.join(map(str, p))} {_choices(list(vals), limit)}" for p in prefixes)
    return out


def summarise_legal(legal: Sequence[Action], fmt: Callable[[Action], str] = str,
                    limit: int | None = None) -> list[str]:
    """The legal actions in short, in the order their verbs first appear, each place's
    allowed values joined by ``|``: ``bet 1, ..., bet 10`` -> ``bet 1..10``; with gaps
    ``bet 2|10|50`` (never ``bet 2..50``); faro's ``bet two|three|...|ace 2|10``; a card to
    play ``play TS|8S|9H``; many card choices of one verb (the draw's 31 discards) ->
    ``discard 1 to 5 of 7S 5C 7C JH 7D``. Nothing is claimed that is not legal: forms whose
    values do not combine freely are written apart. ``fmt`` writes an action in the game's
    notation (``state.format_action``); an action it writes otherwise is listed as written.
    ``limit``: at most this many words or cards written per place (the terminal's prompt:
    ``bet plein-0|plein-1|...|plein-36 (37 in all)``); None writes them all."""
    out: list[str] = []
    by_verb: dict[str, list[Action]] = {}
    order: list = []
    for a in legal:
        if fmt(a) != str(a):
            order.append(fmt(a))
            continue
        if a.verb not in by_verb:
            order.append(a.verb)
            by_verb[a.verb] = []
        by_verb[a.verb].append(a)
    done: set[str] = set()
    for item in order:
        if item in by_verb and item not in done:
            done.add(item)
            out.extend(_verb_lines(item, by_verb[item], limit))
        elif item not in by_verb:
            out.append(item)
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
