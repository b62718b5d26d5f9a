"""The conformance checks every registered game passes: one implementation for the test suite
(``tests/test_conformance.py``) and the soak (``hoyle soak``).

:func:`check_game` plays random legal playouts of a game, varying the number of players over
its range, with these invariants, chosen by the game's traits
(:mod:`hoyle.core.traits`), never by its family:

* games played with cards (``"cards" in items``): every card is in exactly one place
  (``card_locations`` equals the pack, as a multiset), and ``json.dumps(view(seat))`` holds no
  card of ``hidden_cards(seat)`` (a list, with copies in multi-pack games), for every seat and a
  spectator; nor does the deal's log as that seat may read it (``log_for(seat)``, checked at
  every sixth step of the deep playouts and at their end);
* games that offer ``position_key()`` (perfect information): a clone and the same position
  replayed from the record have the same key; ``undo()``, where offered, restores it;
* games played with tiles are checked as card games are (items located and hidden one by one,
  a tile written ``6-4``);
* every game: the log a spectator reads (``log_for(None)``) is part of what each seat reads;
* games of no cards: nothing is located as a card, and nothing is hidden as one;
* zero-sum utilities: ``sum(outcome) + house_take == 0``;
* one-player utilities (patience): the table has one seat, and a ``one-player-win`` outcome is
  ``[1]`` (came out) or ``[0]``;
* games that itemise their outcome (``outcome_detail()``): each seat's item nets sum to its outcome;
* every game: the outcome is defined only at the end, the record replays to the same outcome,
  a clone taken mid-deal reaches the same outcome (and playing on in a clone leaves the
  original's views unchanged), and an illegal action is refused with
  :class:`IllegalAction` and leaves the state unchanged.
* at a chance turn (``to_act == CHANCE``, :mod:`hoyle.core.chance`): the outcomes are distinct
  actions with exact probabilities above 0 summing to exactly 1, ``legal_actions()`` lists the
  same actions, each outcome applies (all of them at the first chance turn of the first
  ``EVERY_OUTCOME`` playouts, a spread of them elsewhere), sampling changes nothing but the shuffler and draws a listed outcome, and the
  sampled outcome is recorded, so clone and replay still match; off a chance turn the list is empty.
* at a few sampled positions of each deep playout, the game's action specs (what each action
  takes, ``state.action_specs()``) hold every legal action, each legal action reads back
  from the game's notation (``parse_action(format_action(a)) == a``), and malformed inputs
  generated from the specs (unknown verbs, missing and extra arguments, arguments of the
  wrong kind, out-of-range amounts, ``--5``, ``①``, ``²``) are refused with
  :class:`ActionParseError` or :class:`IllegalAction`, the state unchanged.

Full per-step checks run on the first ``deep`` playouts (the test suite: 100); the rest check
at the start and the end. A failed check raises :class:`ConformanceError` (an AssertionError,
so pytest reports it as a failed assertion) naming the game, the seed and what broke.
"""

from __future__ import annotations

import json
import re
from collections import Counter

import numpy as np
import time
from dataclasses import dataclass

from .cards import Card
from .core import (CHANCE, Action, ActionParseError, HoyleError, IllegalAction, SeededShuffler,
                   replay, resolve_chance)
from .core.chance import check_outcomes
from .core.items import item_text

__all__ = ["ConformanceError", "Report", "check_game", "check_playout", "check_match"]


class ConformanceError(AssertionError):
    """A conformance check failed; the message names the game, the playout and what broke."""


def _ensure(cond, msg) -> None:
    if not cond:
        raise ConformanceError(msg)


def _refused(state, action, kinds) -> None:
    try:
        state.apply(action)
    except kinds:
        return
    except HoyleError as exc:
        raise ConformanceError(f"{action} was refused with {type(exc).__name__}, not {kinds}: {exc}") from None
    raise ConformanceError(f"{action} was taken; it should be refused")

MAX_STEPS = 5000
EVERY_OUTCOME = 10        # playouts whose first chance turn applies every outcome (then a spread)
CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9TJQKA])[CDHS](?![A-Za-z0-9])|JKR2?"
                        r"|(?<![0-9A-Za-z-])[0-9]{1,2}-[0-9]{1,2}(?![0-9-])")   # a card, or a tile (6-4)


def _text_of(state) -> dict:
    """Each item's index (as located) to its text: cards as ``QS``, tiles as ``6-4``."""
    return {int(c): item_text(c) for cs in state.card_locations().values() for c in cs}


def _seen_cards(view) -> Counter:
    return Counter(CARD_TOKEN.findall(json.dumps(view, ensure_ascii=False)))


def _check_cards(state, pack_counts):
    locs = state.card_locations()
    total = Counter()
    for cards in locs.values():
        total.update(int(c) for c in cards)
    _ensure(total == pack_counts, f"cards not conserved: {locs}")


def _check_views(state):
    """No view may show a card all of whose copies are hidden from that seat.

    (With one pack that is every hidden card; in shoes and two-pack games a copy of a
    hidden card may be visible elsewhere, so only fully hidden ones are checked.)
    """
    copies = Counter(int(c) for cards in state.card_locations().values() for c in cards)
    for seat in [*range(state.num_players), None]:
        hidden = Counter(int(c) for c in state.hidden_cards(seat))
        if not hidden:
            continue
        seen = _seen_cards(state.view(seat))
        text = _text_of(state)
        leaked = [text[c] for c, k in hidden.items() if k >= copies[c] and text.get(c) in seen]
        _ensure(not leaked, f"seat {seat} sees hidden cards {leaked}: {state.view(seat)}")


def _check_log(state, cards: bool):
    """The per-seat log (:meth:`GameState.log_for`): a spectator reads nothing a seat may not,
    and, in card games, no seat reads a card all of whose copies are hidden from it."""
    if not state.log:
        return
    readers = [*range(state.num_players), None]
    texts = {s: state.log_indexed(s) for s in readers}
    public = {i for i, _ in texts[None]}
    for seat in readers:
        _ensure(all(isinstance(t, str) for _, t in texts[seat]), 'check failed: all((isinstance(t, str) for _, t in texts[seat]))')
        _ensure(public <= {i for i, _ in texts[seat]}, f"seat {seat} reads less than a spectator")
    if not cards:
        return
    copies = None
    for seat in readers:
        seen = set(CARD_TOKEN.findall("\n".join(t for _, t in texts[seat])))
        if not seen:
            continue
        if copies is None:
            copies = Counter(int(c) for cs in state.card_locations().values() for c in cs)
        hidden = Counter(int(c) for c in state.hidden_cards(seat))
        text = _text_of(state)
        leaked = [text[c] for c, k in hidden.items() if k >= copies[c] and text.get(c) in seen]
        _ensure(not leaked, f"seat {seat} reads hidden cards {leaked} in the log: "
                            f"{[t for _, t in texts[seat] if any(x in t for x in leaked)]}")


def _check_position_key(game, state) -> None:
    """A game that offers ``position_key()`` (perfect-information games): a clone has the same
    key, the same position reached again by replaying the record has the same key, playing on
    changes it, and ``undo()`` (if offered) restores it."""
    key = state.position_key()
    if key is None:
        return
    _ensure(state.clone().position_key() == key, f"{game.slug}: a clone has another position key")
    rebuilt = replay(json.loads(json.dumps(state.record())), check_outcome=False)
    _ensure(rebuilt.position_key() == key, f"{game.slug}: the same position replayed has another key")
    if hasattr(state, "undo") and not state.is_over:
        twin = state.clone()
        twin.apply(twin.legal_actions()[0])
        _ensure(twin.position_key() != key, f"{game.slug}: a move left the position key unchanged")
        twin.undo()
        _ensure(twin.position_key() == key, f"{game.slug}: undo did not restore the position key")


def _check_illegal(state):
    before = json.dumps(state.record(), sort_keys=True, default=str)
    to_act = state.to_act
    legal = set(state.legal_actions())
    candidates = [Action("frobnicate"), Action("raise", (10**9,)), Action("play", (Card(0),)),
                  Action("bet", (-1,)), Action("discard", tuple(Card(i) for i in range(6)))]
    for a in candidates:
        if a in legal:
            continue
        _refused(state, a, (IllegalAction,))
        _ensure(state.to_act == to_act, 'check failed: state.to_act == to_act')
        _ensure(json.dumps(state.record(), sort_keys=True, default=str) == before, f"{a} changed the state")


def _check_chance(state, every: bool) -> Action:
    """Check a chance turn (see the module docstring); return the sampled outcome."""
    outcomes = state.chance_outcomes()
    check_outcomes(outcomes)
    actions = [a for a, _ in outcomes]
    _ensure(state.legal_actions() == actions, "at a chance turn the legal actions are the outcomes")
    stride = 1 if every else max(1, len(actions) // 16)
    for a in actions[::stride]:
        twin = state.clone()
        twin.apply(a)
        _ensure(twin.history[-1] == (CHANCE, a), 'check failed: twin.history[-1] == (CHANCE, a)')
    before = json.dumps(state.record(), sort_keys=True, default=str)
    drawn = state.sample_chance()
    _ensure(drawn in actions, f"sampled {drawn}, not an outcome")
    _ensure(json.dumps(state.record(), sort_keys=True, default=str) == before, "sampling changed the state")
    return drawn


def _kinds(a) -> list:
    return [type(x) for x in a.args]


def _malformed(specs, legal, rng) -> list:
    """Actions that fit none of ``specs``, made from them: an unknown verb; for a few specs,
    a legal action of the spec with an argument missing, one added, one of another kind (a
    card's own index for a card: ``play 27`` is not ``play 3D``), an amount out of range."""
    out = [Action("zzunknown"), Action("zzunknown", (1,))]
    picks = [specs[int(i)] for i in rng.choice(len(specs), size=min(3, len(specs)), replace=False)]
    for spec in picks:
        base = next((a for a in legal if spec.fits(a)), None)
        _ensure(base is not None, f"the spec {spec} holds no legal action")
        v, args = base.verb, base.args
        out += [Action(v, ()), Action(v, args[:-1]), Action(v, args + (1,)),
                Action(v, args + (Card(0),)), Action(v, args + ("zz",)), Action(v, ("zz",) + args)]
        bounds = []
        for p in spec.args:
            if p.kind == "int":
                bounds += [x for x in (p.maximum, p.minimum) if x is not None]
                bounds += [p.maximum + 1] if p.maximum is not None else []
                bounds += [p.minimum - 1] if p.minimum is not None else []
                if p.values:
                    bounds += [x for x in range(min(p.values), max(p.values)) if x not in p.values][:2]
        for i, x in enumerate(args):
            if isinstance(x, Card):
                subs = [int(x), "zz"]
            elif type(x) is int:
                subs = [Card(x % 52), "zz", 10**12, -x - 1, *bounds]
            elif isinstance(x, str):
                subs = [5, Card(0), x + "zz"]
            else:                              # a tile (or another item): its index, a word
                subs = [int(x), "zz", Card(0)]
            out += [Action(v, args[:i] + (y,) + args[i + 1:]) for y in subs]
    return [m for m in out if not any(s.fits(m) for s in specs)]


def _check_specs(state, rng):
    """The game's action specs against its legal actions and its notation, and malformed
    input made from them refused with the state unchanged."""
    legal = state.legal_actions()
    specs = state.action_specs()
    step = max(1, len(legal) // 20)
    for a in legal[::step]:
        _ensure(any(s.fits(a) for s in specs), f"no spec of {specs} holds the legal {a}")
        text = state.format_action(a)
        back = state.parse_action(text)
        _ensure(back == a and _kinds(back) == _kinds(a), f"{a} is written {text!r}, read back {back}")
    before = json.dumps(state.record(), sort_keys=True, default=str)
    to_act = state.to_act
    verb = legal[0].verb
    texts = [f"{verb} --5", f"{verb} \u2460", f"{verb} \u00b2", "bet \u0663", f"{verb} 1e3"]
    n = len(state.history)
    for m in [*_malformed(specs, legal, rng), *texts]:
        _refused(state, m, (IllegalAction, ActionParseError))
        _ensure(state.to_act == to_act and len(state.history) == n, f"{m} was taken")
    # a change would stay: one comparison of the whole record after them all
    _ensure(json.dumps(state.record(), sort_keys=True, default=str) == before, "a refusal changed the state")


def check_playout(game, n: int, seed: int, deep: bool) -> int:
    """One random legal playout of ``game`` with ``n`` players (seeded), every check of the
    module docstring applied (per step when ``deep``); returns the number of actions taken."""
    rng = np.random.Generator(np.random.PCG64(seed))
    spec_rng = np.random.Generator(np.random.PCG64(seed + 1_000_003))   # leaves the playout as it was
    spec_steps = set(int(x) for x in spec_rng.integers(0, 30, size=2)) if deep else set()
    state = game.new_deal(n, None, SeededShuffler(seed))
    cards = game.has("cards") or game.has("tiles")     # items located and hidden one by one
    pack = None
    if deep and cards:
        pack = Counter()
        for located in state.card_locations().values():
            pack.update(int(c) for c in located)
        _ensure(pack, f"{game.slug} is played with cards but locates none")
        _check_views(state)
    elif deep:
        _ensure(not any(state.card_locations().values()), f"{game.slug} has no cards but locates some")
        _ensure(not list(state.hidden_cards(None)), 'check failed: not list(state.hidden_cards(None))')
    clone_at = int(rng.integers(0, 40))
    clone, clone_actions = None, []
    steps = 0
    chance_turns = 0
    while not state.is_over:
        if deep and steps % 3 == 0:
            _check_illegal(state)
        if deep and steps % 6 == 0:
            _check_log(state, cards)
        if state.to_act == CHANCE:
            # sampled with the deal's shuffler, as every driver does (checked in full when deep)
            every = chance_turns == 0 and seed < EVERY_OUTCOME
            action = _check_chance(state, every) if deep else state.sample_chance()
            chance_turns += 1
        else:
            legal = state.legal_actions()
            _ensure(legal, f"{game.slug}: seat {state.to_act} to act has no legal action")
            if deep:
                _ensure(state.chance_outcomes() == [], "chance outcomes listed off a chance turn")
            if steps in spec_steps:
                _check_specs(state, spec_rng)
            action = legal[int(rng.integers(len(legal)))]
        if deep and steps % 3 == 0:
            _check_position_key(game, state)
        if steps == clone_at:
            clone = state.clone()
            if deep:       # a clone is independent: playing on in a copy leaves the state as it was
                before = json.dumps([state.view(s) for s in [*range(state.num_players), None]], default=str)
                twin = state.clone()
                twin.apply(action)
                if not twin.is_over:
                    twin.apply(twin.legal_actions()[0] if twin.to_act != CHANCE else twin.sample_chance())
                _ensure(json.dumps([state.view(s) for s in [*range(state.num_players), None]], default=str)
                        == before, f"{game.slug}: playing on in a clone changed the state it was taken from")
        if clone is not None:
            clone_actions.append(action)
        state.apply(action)
        steps += 1
        _ensure(steps < MAX_STEPS, f"{game.slug}: deal did not end in {MAX_STEPS} actions")
        if deep and cards:
            _check_cards(state, pack)
            _check_views(state)
    if deep:
        _check_log(state, cards)
    out = state.outcome()
    _ensure(len(out) == n and all(isinstance(v, int) for v in out), 'check failed: len(out) == n and all((isinstance(v, int) for v in out))')
    if game.zero_sum:
        _ensure(sum(out) + state.house_take() == 0, f"{game.slug}: outcome {out} does not balance")
    if str(game.utility).startswith("one-player"):
        _ensure(n == 1, f"{game.slug}: a one-player game dealt for {n} seats")
        if game.utility == "one-player-win":
            _ensure(out in ([0], [1]), f"{game.slug}: a one-player-win outcome is [1] or [0], not {out}")
    detail = state.outcome_detail()
    if detail is not None:
        nets = [0] * n
        for item in detail:
            _ensure(isinstance(item, dict) and isinstance(item.get("seat"), int) and 0 <= item["seat"] < n
                    and isinstance(item.get("net"), int), f"{game.slug}: outcome_detail item {item!r} "
                    "lacks a seat or an integer net")
            nets[item["seat"]] += item["net"]
        _ensure(nets == out, f"{game.slug}: outcome_detail nets {nets} do not sum to the outcome {out}")
    rec = json.loads(json.dumps(state.record()))
    again = replay(rec)
    _ensure(again.outcome() == out, 'check failed: again.outcome() == out')
    if clone is not None:
        for a in clone_actions:
            clone.apply(a)
        _ensure(clone.is_over and clone.outcome() == out, 'check failed: clone.is_over and clone.outcome() == out')
    return steps


@dataclass
class Report:
    """What :func:`check_game` did: playouts (of them ``deep`` with per-step checks), the actions
    taken, the seconds spent, and the first failure (None when every check held)."""

    slug: str
    playouts: int = 0
    deep: int = 0
    actions: int = 0
    seconds: float = 0.0
    failure: str | None = None

    @property
    def ok(self) -> bool:
        return self.failure is None


def check_game(game, playouts: int, deep: int = 100, seconds: float | None = None,
               first_seed: int = 0, raise_on_failure: bool = True, min_playouts: int = 0) -> Report:
    """Play up to ``playouts`` random legal playouts of ``game`` (seeds ``first_seed`` on), the
    first ``deep`` with per-step checks, stopping early after ``seconds`` if given, though never
    before ``min_playouts`` (the seeds played are always a prefix, so a failure names its seed
    and replays on any machine).

    Raises :class:`ConformanceError` on the first failure unless ``raise_on_failure`` is false
    (then the report carries it, with the seed). Any other exception a game raises is a failure
    too (a game must never raise anything but a refusal)."""
    rep = Report(game.slug)
    span = game.max_players - game.min_players + 1
    start = time.perf_counter()
    for i in range(first_seed, first_seed + playouts):
        n = game.min_players + (i % min(span, 8))
        is_deep = i - first_seed < deep
        try:
            rep.actions += check_playout(game, n, seed=i, deep=is_deep)
        except Exception as exc:      # a failed check, or a game raising: report it with the seed
            rep.failure = f"seed {i}, {n} players: {type(exc).__name__}: {exc}"[:2000]
            if raise_on_failure:
                rep.seconds = time.perf_counter() - start
                raise ConformanceError(f"{game.slug}: {rep.failure}") from exc
            break
        rep.playouts += 1
        rep.deep += is_deep
        if (seconds is not None and rep.playouts >= min_playouts
                and time.perf_counter() - start > seconds):
            break
    rep.seconds = time.perf_counter() - start
    return rep


def check_match(game, deals: int = 3, seed: int = 11) -> None:
    """A match of ``deals`` deals played at random: each finished deal's record replays."""
    rng = np.random.Generator(np.random.PCG64(1))
    match = game.new_match(game.players, None, seed=seed)
    for _ in range(deals):
        if match.is_over:
            break
        state = match.next_deal()
        while not state.is_over:
            if resolve_chance(state):
                continue
            legal = state.legal_actions()
            state.apply(legal[int(rng.integers(len(legal)))])
        rec = match.finish(state)
        _ensure(replay(json.loads(json.dumps(rec))).outcome() == rec["outcome"],
                f"{game.slug}: a match's deal does not replay to its outcome")

