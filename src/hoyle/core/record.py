"""Records: a deal written as JSON (game, rules, seats, deck orders, actions, outcome)
and replayed to the same outcome, every action checked.

Format (version 1)::

    {"format": "hoyle-record", "version": 1, "game": "draw-poker-foster",
     "players": 4, "rules": {...}, "context": {...},
     "shuffles": [["QS", "7C", ...]], "draws": [],
     "actions": [[0, "call"], [1, "raise 2"], ...],
     "outcome": [-3, 5, -1, -1], "house_take": 0}

Explicit chance (:mod:`hoyle.core.chance`): an outcome of a chance turn is an action by seat
``-1`` (:data:`~hoyle.core.chance.CHANCE`) in ``"actions"``, e.g. ``[-1, "roll 6 2 1"]``, and
replays like any action (it must be an outcome of the chance turn then). Records written before a
game's chance became explicit have no such action -- the throw is in ``"draws"`` (or the pack in
``"shuffles"``): :func:`replay` then resolves the chance turn from those, drawing as the game drew
then, wherever the record's next action is a seat's, or at the end of a record with an outcome.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..cards import Card
from .actions import parse_action
from .chance import CHANCE, StackedShuffler
from .errors import ActionParseError, HoyleError, IllegalAction, RecordError

if TYPE_CHECKING:
    from .state import GameState

__all__ = ["make_record", "replay", "load_record", "save_record"]

FORMAT = "hoyle-record"
VERSION = 1


def make_record(state: "GameState") -> dict[str, Any]:
    rec: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "game": state.game.slug,
        "players": state.num_players, "rules": state.rules.to_dict(),
        "context": state.context,
        "shuffles": [[str(Card(c)) for c in order] for order in state.shuffler.log],
        "draws": list(state.shuffler.draws_log),
        "actions": [[seat, str(a)] for seat, a in state.history],
    }
    if state.is_over:
        rec["outcome"] = list(state.outcome())
        rec["house_take"] = state.house_take()
    return rec


def replay(record: dict[str, Any], check_outcome: bool = True) -> "GameState":
    """Replay a record, checking each action's seat and legality and the final outcome.

    Returns the final state. Raises:
        RecordError: malformed record, an action by the wrong seat, an illegal action, or
            an outcome that differs from the recorded one (the message gives the step).
    """
    from .registry import get_game

    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise RecordError("not a hoyle record (missing \"format\": \"hoyle-record\")")
    if record.get("version") != VERSION:
        raise RecordError(f"unsupported record version {record.get('version')!r}")
    for key in ("game", "players", "rules", "shuffles", "actions"):
        if key not in record:
            raise RecordError(f"record has no {key!r}")
    if not isinstance(record["actions"], list) or not isinstance(record["shuffles"], list):
        raise RecordError("a record's actions and shuffles are lists")
    if not isinstance(record.get("context") or {}, dict) or not isinstance(record["rules"], dict):
        raise RecordError("a record's rules and context are objects ({...})")
    if "outcome" in record and not (isinstance(record["outcome"], list) and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in record["outcome"])):
        raise RecordError("a record's outcome is a list of numbers, one per seat")
    players = record["players"]
    if not isinstance(players, int) or isinstance(players, bool) or players < 1:
        raise RecordError(f"a record's players is a number of seats, not {players!r}")
    try:
        game = get_game(record["game"])
        if game.slug != record["game"]:
            raise RecordError(f"a record names its game by the registry slug: {game.slug!r}, "
                              f"not {record['game']!r}")
        shuffler = StackedShuffler(record["shuffles"], record.get("draws", []))
        state = game.new_deal(int(record["players"]), game.rules_cls.from_dict(record["rules"]),
                              shuffler, record.get("context") or {})
    except RecordError:
        raise
    except (HoyleError, ValueError, TypeError) as exc:
        raise RecordError(f"cannot start the recorded deal: {exc}") from None
    rulings = record.get("rulings") or []

    def _rulings_at(step_no: int) -> None:
        # referee rulings made at a physical table (games with a ``referee`` method), re-applied
        # after the same number of actions; records without "rulings" are unaffected
        for r in rulings:
            if isinstance(r, dict) and r.get("step") == step_no and "call" in r:
                try:
                    state.referee(r["call"], seat=r["seat_index"], **(r.get("details") or {}))
                except (HoyleError, KeyError, TypeError, AttributeError) as exc:
                    raise RecordError(f"ruling {r.get('call')!r} after action #{step_no} fails: {exc}") from None

    def _recorded_chance(before: str) -> None:
        # a record written before the game's chance became explicit: its throw or pack is in
        # "draws"/"shuffles" (stacked above), so the chance turn is drawn from them
        while state.to_act == CHANCE:
            try:
                state.apply(state.sample_chance())
            except RecordError as exc:
                raise RecordError(f"the chance before {before} is not in the record: {exc}") from None
            except HoyleError as exc:
                raise RecordError(f"the chance before {before} cannot be drawn: {exc}") from None

    _rulings_at(0)
    for i, step in enumerate(record["actions"], 1):
        if not (isinstance(step, list) and len(step) == 2 and isinstance(step[0], int)
                and isinstance(step[1], str)):
            raise RecordError(f"action #{i} is malformed: {step!r} (each action is [seat, \"text\"])")
        seat, text = step
        try:
            action = parse_action(text)
        except ActionParseError as exc:
            raise RecordError(f"action #{i} is malformed: {text!r} ({exc})") from None
        if state.to_act == CHANCE and seat != CHANCE:
            _recorded_chance(f"action #{i}")
        if state.is_over:
            raise RecordError(f"action #{i} ({text}) comes after the deal is over")
        if state.to_act != seat:
            raise RecordError(f"action #{i} ({text}) is by {_who(seat)}, but {_who(state.to_act)} is to act")
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise RecordError(f"action #{i} ({text}) by seat {seat} is illegal: {exc}") from None
        _rulings_at(i)
    if "outcome" in record:
        _recorded_chance("the end")
    if check_outcome and "outcome" in record:
        if not state.is_over:
            raise RecordError("the record gives an outcome but its actions do not finish the deal")
        if list(state.outcome()) != list(record["outcome"]):
            raise RecordError(f"replayed outcome {state.outcome()} differs from recorded {record['outcome']}")
        if "house_take" in record and state.house_take() != record["house_take"]:
            raise RecordError(f"replayed house take {state.house_take()} differs from recorded "
                              f"{record['house_take']}")
    return state


def _who(seat: Any) -> str:
    return "chance" if seat == CHANCE else f"seat {seat}"


def save_record(state_or_record, path: str | Path) -> Path:
    rec = state_or_record if isinstance(state_or_record, dict) else state_or_record.record()
    path = Path(path)
    path.write_text(json.dumps(rec, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def load_record(path: str | Path) -> dict[str, Any]:
    """Read a record file; RecordError if it is not JSON."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"cannot read {path}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path} is not valid JSON: {exc}") from None
