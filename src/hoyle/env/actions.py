"""One flat action index space per game, derived from its action declaration.

Agents from the reinforcement-learning libraries pick an action as a whole number ``0 .. N-1``
from a space fixed before play, with a mask of the ones legal now. A hoyle game declares its
actions per position (:meth:`hoyle.core.state.GameState.action_specs`: a verb and argument
places of kind int, card or word, with bounds or allowed values). :class:`ActionIndex` turns
those declarations into one fixed space for a game at a given number of players and rules:

1. **The declaration, gathered.** The specs of every position reached by ``PROBE_DEALS``
   seeded random deals (seeds ``0 .. PROBE_DEALS-1``, at most ``PROBE_STEPS`` actions each)
   are merged per *form*: a verb with the kinds of its places, an optional place (count
   ``(0, 1)``) kept apart from a required one.
2. **Blocks, in a stable order.** Each form is one block of indices, the blocks sorted by verb
   (alphabetically), then by their number of places, then by the kinds of the places. A block
   is the product of its places' domains, mixed radix with the last place turning fastest:

   * a card place: one index per card of the game's pack (the distinct cards that
     ``card_locations()`` of the probed deals lists), in the order of their index in
     :mod:`hoyle.cards`: by rank from the two up to the ace, within a rank clubs, diamonds,
     hearts, spades (``2C 2D 2H 2S 3C ... AS``), then the jokers;
   * a whole-number place: every number from the least to the greatest bound declared,
     ascending (``bid 1..7``, ``bet 1..50``);
   * a word place: the words declared, in alphabetical order;
   * an optional place: "absent" first, then its domain.

   At auction bridge (four players, the book's rules) ``bid`` is the first block, 7 levels by
   6 strains in the order clubs, diamonds, hearts, notrump, royals, spades, so ``bid 2
   hearts`` is ``(2 - 1) * 6 + 2 = 8``; then ``double`` 42, ``pass`` 43, ``play`` 44..95 (``play
   QS`` is ``44 + 43``), ``redouble`` 96, and the listed tail 97..104.
3. **The listed tail (the fallback).** Actions a block cannot hold -- a place taking several
   cards at once (draw poker's ``discard`` of one to five cards: a block per subset of the pack
   would be millions), a word place with no declared values, a number range wider than
   ``MAX_SPAN``, a block bigger than ``MAX_BLOCK`` -- and any legal action the gathered
   declaration did not foresee, take the last ``listed`` indices: the k-th such action in the
   order of ``legal_actions()`` is index ``listed_start + k``. Its size is the most such
   actions seen at one probed position plus ``LISTED_SLACK``, or plus ``OPEN_SLACK`` when the
   declared words were still growing in the last third of the probe (the declaration names
   only the moves legal at each position, so later positions bring words the probe never saw:
   chess's moves, ``e2e4``, of which a random position has about one unseen). Games using the
   tail for a declared form: the draw-poker family (``discard``), see
   :meth:`ActionIndex.listed_forms`; games with an open word place: chess. A game whose
   positions can hold far more such actions than a probe meets sets ``listed_bound`` on its
   state class, the most there can be at one position, and the tail is at least that long:
   backgammon, whose plays of a throw are its distinct resulting positions (the probe met 69
   at most; random games reach 800 and more). A position with more listed actions than the
   tail holds raises :class:`ActionSpaceExceeded` rather than leaving legal actions out.

The space depends only on the game's code, the number of players and the rules (the probe is
seeded), so it is the same in every process; :meth:`ActionIndex.table` prints it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from ..cards import Card
from ..core import CHANCE, Action, GameInfo, Rules, SeededShuffler
from ..core.errors import HoyleError

__all__ = ["ActionIndex", "Place", "Block", "action_index", "ActionSpaceExceeded", "PROBE_DEALS",
           "PROBE_STEPS", "MAX_BLOCK", "MAX_SPAN", "LISTED_SLACK", "OPEN_SLACK"]

PROBE_DEALS = 12        # seeded random deals whose positions' specs make up the declaration
PROBE_STEPS = 600       # actions at most per probed deal
MAX_BLOCK = 20_000      # a form with more combinations than this goes to the listed tail
MAX_SPAN = 2_000        # a number place with a wider range goes to the listed tail
LISTED_SLACK = 8        # listed indices beyond the most seen at one probed position
OPEN_SLACK = 64         # the same, for a game whose declared words were still growing

_ABSENT = object()


class ActionSpaceExceeded(HoyleError):
    """A position has more legal actions outside the declared blocks than the action space's
    listed tail holds (module docstring, 3): none is left out silently."""


def _kind(value: Any) -> str:
    if isinstance(value, Card):
        return "card"
    if type(value) is int:
        return "int"
    if isinstance(value, str):
        return "word"
    return "other"


@dataclass(frozen=True)
class Place:
    """One argument place of a block: its kind, its domain in index order, whether absent is
    allowed (then "absent" is its first digit)."""

    kind: str
    values: tuple
    optional: bool = False

    @property
    def size(self) -> int:
        return len(self.values) + (1 if self.optional else 0)


@dataclass(frozen=True)
class Block:
    """The indices ``start .. start+size-1`` of one form of an action (a verb and its places)."""

    verb: str
    places: tuple[Place, ...]
    start: int
    size: int

    def describe(self) -> str:
        parts = []
        for p in self.places:
            n = f"{len(p.values)} {p.kind}s"
            if p.kind == "int" and p.values:
                n = f"{p.kind} {p.values[0]}..{p.values[-1]}"
            parts.append(f"[{n}]" if p.optional else n)
        return f"{self.verb}" + (f" ({' x '.join(parts)})" if parts else "")


class ActionIndex:
    """The flat action space of one game at one number of players and rules (module
    docstring: how it is built, its order).

    Attributes:
        size: the number of indices ``N`` (the ``Discrete(N)`` of an environment).
        blocks: the declared blocks, in index order.
        listed_start, listed: the listed tail's first index and its size.
        pack: the game's cards in index order (empty for a game without cards).
        most_chance: the most outcomes of one chance turn seen in the probe (0: none seen).
        house_took: some probe deal ended with chips for the house (``house_take()``).
        open_words: the declared words were still growing in the last third of the probe.

    Use :func:`action_index` (cached) rather than the constructor.
    """

    def __init__(self, game: GameInfo, num_players: int, rules: Rules):
        self.game, self.num_players, self.rules = game, num_players, rules
        forms, pack, positions, self.most_chance, self.house_took, self.open_words = _probe(
            game, num_players, rules)
        self.pack: tuple[Card, ...] = tuple(Card(c) for c in sorted(pack))
        self._listed_forms: list[str] = []
        blocks: list[Block] = []
        start = 0
        for (verb, shape), domains in sorted(forms.items(), key=lambda kv: (kv[0][0], len(kv[0][1]), kv[0][1])):
            places = self._places(shape, domains)
            size = math.prod(p.size for p in places) if places is not None else 0
            if places is None or size > MAX_BLOCK:
                self._listed_forms.append(verb + "".join(f" {k}" for k, _ in shape))
                continue
            blocks.append(Block(verb, tuple(places), start, size))
            start += size
        self.blocks = blocks
        self._by_verb: dict[str, list[tuple[Block, list[dict]]]] = {}
        for b in blocks:
            lookup = [{v: i for i, v in enumerate(p.values)} for p in b.places]
            self._by_verb.setdefault(b.verb, []).append((b, lookup))
        self.listed_start = start
        self._memo: dict[Action, int | None] = {}
        # a one-card action's index by verb, read from a table by the card's number (no
        # Action hashed): each entry is index_of(Action(verb, (card,))), -1 for none
        self._by_card: dict[str, list[int]] = {}
        top = max((int(c) for c in self.pack), default=-1) + 1
        for verb in self._by_verb:
            row = [-1] * top
            for c in self.pack:
                got = self._index_of(Action(verb, (c,)))
                if got is not None:
                    row[int(c)] = got
            if any(i >= 0 for i in row):
                self._by_card[verb] = row
        most = max((sum(1 for a in legal if self.index_of(a) is None) for legal in positions), default=0)
        bound = getattr(game.state_cls, "listed_bound", None) or 0
        self.listed = max(most + (OPEN_SLACK if self.open_words else LISTED_SLACK), bound)
        self.size = start + self.listed

    def _places(self, shape: tuple, domains: list) -> list[Place] | None:
        out = []
        for (kind, optional), dom in zip(shape, domains):
            if kind == "card":
                values: tuple = self.pack if not dom["any"] else ()
                if not values:
                    return None
            elif kind == "int":
                lo, hi = dom["lo"], dom["hi"]
                if lo is None or hi is None or hi - lo + 1 > MAX_SPAN:
                    return None
                values = tuple(range(lo, hi + 1))
            elif kind == "word":
                if dom["any"] or not dom["values"]:
                    return None
                values = tuple(sorted(dom["values"]))
            else:
                return None
            out.append(Place(kind, values, optional))
        return out

    # ------------------------------------------------------------------ encoding
    def index_of(self, action: Action) -> int | None:
        """The declared index of ``action`` (an :class:`~hoyle.core.Action`), or None when no
        block holds it (it then takes a listed index at the position where it is legal)."""
        memo = self._memo
        try:
            return memo[action]
        except KeyError:
            pass
        except TypeError:                  # an action with an unhashable argument: not kept
            return self._index_of(action)
        if len(memo) > 100_000:
            memo.clear()
        i = memo[action] = self._index_of(action)
        return i

    def _index_of(self, action: Action) -> int | None:
        for b, lookup in self._by_verb.get(action.verb, ()):
            digits = _match(tuple(action.args), 0, b.places, 0, lookup)
            if digits is not None:
                i = 0
                for p, d in zip(b.places, digits):
                    i = i * p.size + d
                return b.start + i
        return None

    def legal(self, state, to_act: Any = _ABSENT) -> dict[int, Action]:
        """Index -> action for every legal action of ``state`` now (its seat to act; empty at
        a chance turn or once over). Declared actions take their block index; the others
        take the listed tail in ``legal_actions()`` order.
        ``to_act``: ``state.to_act`` when the caller has read it already.

        Raises:
            ActionSpaceExceeded: more of the others than the tail holds (module docstring)."""
        if to_act is _ABSENT:
            to_act = state.to_act
        if to_act is None or to_act == CHANCE:
            return {}
        out: dict[int, Action] = {}
        k = 0
        memo, by_card = self._memo, self._by_card
        for a in state.legal_actions():
            row = by_card.get(a[0])
            args = a[1]
            if row is not None and len(args) == 1 and type(args[0]) is Card and args[0] < len(row):
                i = row[args[0]]              # one card played: its index from the table
                if i < 0:
                    i = None
            else:
                try:
                    i = memo[a]               # met before: its index at once
                except (KeyError, TypeError):
                    i = self.index_of(a)
            if i is None:
                if a in out.values():
                    continue
                if k >= self.listed:
                    raise ActionSpaceExceeded(
                        f"{self.game.slug}: this position has more legal actions outside the declared "
                        f"forms than the action space's {self.listed} listed indices hold")
                i = self.listed_start + k
                k += 1
            out.setdefault(i, a)
        return out

    def mask(self, legal: dict[int, Action]) -> np.ndarray:
        """The ``int8`` mask of shape ``(size,)``: 1 at the indices of ``legal``."""
        b = bytearray(self.size)             # a fresh buffer: the mask is the caller's
        for i in legal:
            b[i] = 1
        return np.frombuffer(b, dtype=np.int8)

    def action_at(self, index: int) -> Action | None:
        """The action a declared index stands for (None for a listed index: it depends on
        the position). Raises HoyleError for an index outside ``0 .. size-1``."""
        if not 0 <= index < self.size:
            raise HoyleError(f"action index {index} is outside 0..{self.size - 1} of {self.game.slug}")
        for b in self.blocks:
            if b.start <= index < b.start + b.size:
                r = index - b.start
                digits = []
                for p in reversed(b.places):
                    r, d = divmod(r, p.size)
                    digits.append(d)
                args = []
                for p, d in zip(b.places, reversed(digits)):
                    if p.optional:
                        if d == 0:
                            continue
                        d -= 1
                    args.append(p.values[d])
                return Action(b.verb, tuple(args))
        return None

    def describe(self, index: int) -> str:
        """An index in words: ``"play QS"``, ``"listed 3 (the 4th unforeseen legal action)"``."""
        a = self.action_at(index)
        if a is not None:
            return str(a)
        k = index - self.listed_start
        return f"listed {k} (legal action {k + 1} of those no block holds)"

    def listed_forms(self) -> list[str]:
        """The declared forms that go to the listed tail (empty for most games)."""
        return list(self._listed_forms)

    def table(self) -> list[dict[str, Any]]:
        """The space as rows ``{"start", "stop", "form"}``, in index order (JSON-ready)."""
        rows = [{"start": b.start, "stop": b.start + b.size, "form": b.describe()} for b in self.blocks]
        rows.append({"start": self.listed_start, "stop": self.size,
                     "form": "listed: " + (", ".join(self._listed_forms) or "unforeseen actions")})
        return rows


def _match(args: tuple, i: int, places: tuple[Place, ...], j: int, lookup: list[dict]) -> list[int] | None:
    """The digits of ``args`` in ``places`` (an optional place may be absent), or None."""
    if j == len(places):
        return [] if i == len(args) else None
    p = places[j]
    if i < len(args) and _kind(args[i]) == p.kind:
        d = lookup[j].get(args[i])
        if d is not None:
            rest = _match(args, i + 1, places, j + 1, lookup)
            if rest is not None:
                return [d + (1 if p.optional else 0), *rest]
    if p.optional:
        rest = _match(args, i, places, j + 1, lookup)
        if rest is not None:
            return [0, *rest]
    return None


def _probe(game: GameInfo, n: int, rules: Rules) -> tuple[dict, set[int], list[list[Action]], int, bool, bool]:
    """The forms declared at the positions of the seeded probe deals, the pack, the legal
    actions of every probed position (for sizing the listed tail), the most outcomes of one
    chance turn, whether the house took chips in a probe deal, and whether the declared words
    were still growing in the last third of the deals."""
    forms: dict[tuple, list[dict]] = {}
    pack: set[int] = set()
    positions: list[list[Action]] = []
    most_chance = 0
    house = False
    cards = game.has("cards")
    words_then = 0
    for seed in range(PROBE_DEALS):
        if seed == PROBE_DEALS - PROBE_DEALS // 3:
            words_then = _words(forms)
        rng = np.random.Generator(np.random.PCG64(seed))
        state = game.new_deal(n, rules, SeededShuffler(seed))
        if cards:
            for located in state.card_locations().values():
                pack.update(int(c) for c in located)
        for _ in range(PROBE_STEPS):
            if state.is_over:
                break
            if state.to_act == CHANCE:
                most_chance = max(most_chance, len(state.chance_outcomes()))
                state.apply(state.sample_chance())
                continue
            legal = state.legal_actions()
            positions.append(legal)
            for spec in state.action_specs():
                shape = tuple((a.kind, a.count == (0, 1)) for a in spec.args)
                multi = any(a.count[1] > 1 for a in spec.args)
                key = (spec.verb, shape + ((("multi", False),) if multi else ()))
                doms = forms.setdefault(key, [{"lo": None, "hi": None, "values": set(), "any": False}
                                              for _ in key[1]])
                for a, d in zip(spec.args, doms):
                    if a.kind == "int":
                        nums = [*a.values, *(x for x in (a.minimum, a.maximum) if x is not None)]
                        if (a.minimum is None or a.maximum is None) and not a.values:
                            d["any"] = True
                            continue
                        d["lo"] = min([*nums, *([d["lo"]] if d["lo"] is not None else [])])
                        d["hi"] = max([*nums, *([d["hi"]] if d["hi"] is not None else [])])
                    elif a.values:
                        d["values"].update(a.values if a.kind != "card" else ())
                    else:
                        d["any"] = d["any"] or a.kind != "card"
            state.apply(legal[int(rng.integers(len(legal)))])
        house = house or (state.is_over and state.house_take() != 0)
    return forms, pack, positions, most_chance, house, _words(forms) > words_then


def _words(forms: dict) -> int:
    return sum(len(d["values"]) for (_, shape), doms in forms.items()
               for (kind, _), d in zip(shape, doms) if kind == "word")


@lru_cache(maxsize=256)
def _cached(slug: str, n: int, rules: Rules) -> ActionIndex:
    from ..core import get_game
    return ActionIndex(get_game(slug), n, rules)


def action_index(game: GameInfo | str, num_players: int | None = None, **options: Any) -> ActionIndex:
    """The :class:`ActionIndex` of ``game`` (a registered game or its name) at ``num_players``
    (default: the game's) with the rule ``options`` (keyword arguments, checked by the rules).

    Raises:
        UnknownGame: no such game.
        SetupError: a number of players the game does not allow, or a rule option it does not
            have or allow (RuleOptionError).
    """
    from ..core import get_game
    g = get_game(game) if isinstance(game, str) else game
    rules = g.make_rules(options)
    n = num_players or g.players
    g.new_deal(n, rules)                  # the SetupError for a bad number of players, at once
    return _cached(g.slug, n, rules)
