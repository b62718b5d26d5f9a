"""Records: a deal written as JSON (game, rules, seats, deck orders, actions, outcome)
and replayed to the same outcome, every action checked.

Format (version 1)::

    {"format": "hoyle-record", "version": 1, "game": "draw-poker-foster",
     "players": 4, "rules": {...}, "context": {...},
     "shuffles": [["QS", "7C", ...]], "draws": [],
     "actions": [[0, "call"], [1, "raise 2"], ...],
     "outcome": [-3, 5, -1, -1], "house_take": 0}

Live packs (a shoe, a stock or a pack that outlives the deal). A deal that leaves items
nobody has seen in a pack the next deal goes on dealing from says where they lie in its
record (:meth:`~hoyle.core.state.GameState.live_pack`). The full record (what the server
stores, what replays the deal exactly) then carries ``"live"``: ``{"shuffles/N": [[start,
stop], ...], "context/KEY": [...]}``, positions in the N-th shuffled order or in the
context list KEY, and a secret ``"seal_salt"``. What a seat may have while that pack is
still in play is :func:`public_record`: every such item replaced by :data:`SEALED` (``"??"``)
and a SHA-256 commitment to the sealed items, so nothing still to come can be derived from
it; once the pack is finished (:func:`pack_finished`) the full record may be published and
checked against the commitment (:func:`verify_unsealed`). A public record replays: the
sealed items are never dealt in that deal, so stand-ins take their places.

Explicit chance (:mod:`hoyle.core.chance`): an outcome of a chance turn is an action by seat
``-1`` (:data:`~hoyle.core.chance.CHANCE`) in ``"actions"``, e.g. ``[-1, "roll 6 2 1"]``, and
replays like any action (it must be an outcome of the chance turn then). Records written before a
game's chance became explicit have no such action -- the throw is in ``"draws"`` (or the pack in
``"shuffles"``): :func:`replay` then resolves the chance turn from those, drawing as the game drew
then, wherever the record's next action is a seat's, or at the end of a record with an outcome.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .chance import CHANCE, SEALED, StackedShuffler
from .items import item_text
from .errors import ActionParseError, HoyleError, IllegalAction, RecordError, RuleOptionError, quote

if TYPE_CHECKING:
    from .state import GameState

__all__ = ["make_record", "replay", "load_record", "save_record", "public_record", "pack_finished",
           "verify_unsealed", "is_sealed", "SEALED", "read_text_file", "MAX_RECORD_BYTES"]

FORMAT = "hoyle-record"
VERSION = 1


def make_record(state: "GameState") -> dict[str, Any]:
    rec: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "game": state.game.slug,
        "players": state.num_players, "rules": state.rules.to_dict(),
        "context": state.context,
        "shuffles": [[item_text(c) for c in order] for order in state.shuffler.log],
        "draws": list(state.shuffler.draws_log),
        "actions": [[seat, str(a)] for seat, a in state.history],
    }
    if state.is_over:
        rec["outcome"] = list(state.outcome())
        rec["house_take"] = state.house_take()
        detail = state.outcome_detail()
        if detail is not None:
            rec["outcome_detail"] = detail
    live = _live_mask(state, rec)
    if live:
        rec["live"] = live
        salt = getattr(state, "_seal_salt", None)
        if salt is None:
            salt = secrets.token_hex(16)
            state._seal_salt = salt
        rec["seal_salt"] = salt
    return rec


def _live_mask(state: "GameState", rec: dict[str, Any]) -> dict[str, list[list[int]]]:
    """The state's live-pack positions, checked against the record and normalised."""
    raw = state.live_pack()
    out: dict[str, list[list[int]]] = {}
    for where, spans in (raw or {}).items():
        seq = _locate(rec, where)
        if seq is None:
            raise RecordError(f"live pack at {where!r}: the record has no such list")
        clean = []
        for start, stop in spans:
            if not 0 <= start <= stop <= len(seq):
                raise RecordError(f"live pack at {where!r}: positions {start}..{stop} outside 0..{len(seq)}")
            if stop > start:
                clean.append([int(start), int(stop)])
        if clean:
            out[where] = clean
    return out


def _locate(rec: dict[str, Any], where: str) -> list | None:
    kind, _, key = where.partition("/")
    if kind == "shuffles":
        try:
            return rec["shuffles"][int(key)]
        except (ValueError, IndexError, TypeError):
            return None
    if kind == "context":
        seq = (rec.get("context") or {}).get(key)
        return seq if isinstance(seq, list) else None
    return None


def _sealed_items(rec: dict[str, Any]) -> list[str]:
    items: list[str] = []
    for where, spans in sorted((rec.get("live") or {}).items()):
        seq = _locate(rec, where) or []
        for start, stop in spans:
            items.extend(str(x) for x in seq[start:stop])
    return items


def _commitment(rec: dict[str, Any]) -> str:
    payload = json.dumps([rec.get("seal_salt", ""), _sealed_items(rec)], separators=(",", ":"))
    return hashlib.sha256(payload.encode()).hexdigest()


def is_sealed(record: dict[str, Any]) -> bool:
    """Whether this full record holds items of a pack still in play after its deal."""
    return bool(isinstance(record, dict) and record.get("live"))


def public_record(record: dict[str, Any]) -> dict[str, Any]:
    """The record as a seat may have it while the deal's pack is still in play.

    Every item of the live pack that nobody has seen is replaced by ``"??"`` (in the
    shuffled orders and the carried context alike); ``"sealed"`` gives their number and the
    SHA-256 commitment (salted) that the full record, published later, must match. The
    secret salt and the positions are left out. A record without a live pack is returned
    unchanged (as a copy). The result replays with :func:`replay` (same actions, same
    outcome).
    """
    rec = json.loads(json.dumps(record))
    live = rec.pop("live", None)
    if not live:
        rec.pop("seal_salt", None)
        return rec
    commit = _commitment(record)
    count = 0
    for where, spans in live.items():
        seq = _locate(rec, where)
        if seq is None:
            raise RecordError(f"a sealed position names {where!r}, which the record lacks")
        for start, stop in spans:
            for i in range(start, stop):
                seq[i] = SEALED
                count += 1
    rec.pop("seal_salt", None)
    rec["sealed"] = {"items": count, "sha256": commit,
                     "note": "items of a pack still in play are sealed; the full record is "
                             "published when the pack is finished"}
    return rec


def pack_finished(later: list[dict[str, Any]]) -> bool:
    """Whether a deal's live pack is finished, given the full records of the deals after it
    (in order): some later deal started a fresh pack or used the pack up (its record has no
    ``"live"`` positions in a carried context list)."""
    for rec in later:
        live = rec.get("live") or {}
        if not any(k.startswith("context/") for k in live):
            return True
    return False


def verify_unsealed(public: dict[str, Any], full: dict[str, Any]) -> bool:
    """Whether ``full`` is the record that ``public`` was sealed from (the commitment holds
    and every unsealed item agrees)."""
    seal = public.get("sealed")
    if not seal:
        return False
    if _commitment(full) != seal.get("sha256"):
        return False
    again = public_record(full)
    again.pop("sealed", None)
    mine = dict(public)
    mine.pop("sealed", None)
    return again == mine


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
    if not isinstance(record["game"], str):
        raise RecordError(f"a record's game is a registry slug (a string), not {record['game']!r}")
    players = record["players"]
    if not isinstance(players, int) or isinstance(players, bool) or players < 1:
        raise RecordError(f"a record's players is a number of seats, not {players!r}")
    try:
        game = get_game(record["game"])
        if game.slug != record["game"]:
            raise RecordError(f"a record names its game by the registry slug: {game.slug!r}, "
                              f"not {record['game']!r}")
        shuffler = StackedShuffler(record["shuffles"], record.get("draws", []))
        state = game.new_deal(int(record["players"]), _record_rules(game, record["rules"]),
                              shuffler, record.get("context") or {})
    except RecordError:
        raise
    except (HoyleError, ValueError, TypeError) as exc:
        raise RecordError(f"cannot start the recorded deal: {exc}") from None
    if isinstance(record.get("seal_salt"), str):
        state._seal_salt = record["seal_salt"]   # the full record replays to itself
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
            raise RecordError(f"action #{i} is malformed: {quote(repr(step))} (each action is [seat, \"text\"])")
        seat, text = step
        try:
            action = state.parse_action(text)     # the game's own notation
        except ActionParseError as exc:           # its message quotes at most 40 characters
            raise RecordError(f"action #{i} is malformed: {exc}") from None
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
    _check_sealed_unused(record, state)
    if check_outcome and "outcome" in record:
        if not state.is_over:
            raise RecordError("the record gives an outcome but its actions do not finish the deal")
        if list(state.outcome()) != list(record["outcome"]):
            raise RecordError(f"replayed outcome {state.outcome()} differs from recorded {record['outcome']}")
        if "house_take" in record and state.house_take() != record["house_take"]:
            raise RecordError(f"replayed house take {state.house_take()} differs from recorded "
                              f"{record['house_take']}")
        if "outcome_detail" in record and state.outcome_detail() != record["outcome_detail"]:
            raise RecordError("the replayed itemised outcome differs from the recorded \"outcome_detail\"")
    return state


def _sealed_positions(record: dict[str, Any]) -> list[tuple[str, int]]:
    """Where a (public) record holds sealed items: (``"shuffles/N"`` or ``"context/KEY"``, index)."""
    out: list[tuple[str, int]] = []
    for n, order in enumerate(record.get("shuffles") or []):
        if isinstance(order, list):
            out.extend((f"shuffles/{n}", i) for i, c in enumerate(order) if c == SEALED)
    for key, seq in (record.get("context") or {}).items():
        if isinstance(seq, list):
            out.extend((f"context/{key}", i) for i, c in enumerate(seq) if c == SEALED)
    return out


def _check_sealed_unused(record: dict[str, Any], state: "GameState") -> None:
    """A public record may seal only items its deal never reaches: every ``"??"`` must lie in
    the replayed deal's live pack, and their number must be the one the record declares.
    Raises RecordError otherwise (a dealt card blanked out, or a forged seal)."""
    sealed = _sealed_positions(record)
    if not sealed:
        return
    try:
        live = _live_mask(state, record)
    except RecordError as exc:
        raise RecordError(f"the record's sealed items cannot be checked: {exc}") from None
    for where, i in sealed:
        if not any(start <= i < stop for start, stop in live.get(where, [])):
            raise RecordError(f"item {i + 1} of {where} is sealed (\"??\") but this deal reaches it: "
                              "a public record seals only items of the pack still to come")
    declared = (record.get("sealed") or {}).get("items") if isinstance(record.get("sealed"), dict) else None
    if declared is not None and declared != len(sealed):
        raise RecordError(f"the record declares {declared} sealed items but holds {len(sealed)}")


def _who(seat: Any) -> str:
    return "chance" if seat == CHANCE else f"seat {seat}"


def save_record(state_or_record, path: str | Path) -> Path:
    rec = state_or_record if isinstance(state_or_record, dict) else state_or_record.record()
    path = Path(path)
    path.write_text(json.dumps(rec, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


#: the largest record file read (a deal's record is some kilobytes; a long match of a
#: board game some hundreds)
MAX_RECORD_BYTES = 8_000_000


def read_text_file(path: str | Path, limit: int, what: str, encoding: str = "utf-8") -> str:
    """The text of the regular file at ``path``, read to at most ``limit`` bytes (never more:
    a device such as /dev/zero, a pipe or a folder is refused before anything is read).
    ``what`` names the file expected (``"a PBN file"``) in the refusal. Raises RecordError
    (one line: not a regular file, larger than ``limit``, unreadable, not text)."""
    import stat as _stat
    p = Path(path)
    try:
        st = p.stat()
        if not _stat.S_ISREG(st.st_mode):
            kind = "a folder" if _stat.S_ISDIR(st.st_mode) else "a device or a pipe"
            raise RecordError(f"{p} is {kind}, not a file: give {what}")
        if st.st_size > limit:
            raise RecordError(f"{p} is larger than {limit:,} bytes: not {what}")
        with p.open("rb") as f:
            data = f.read(limit + 1)
    except OSError as exc:
        raise RecordError(f"cannot read {p}: {exc.strerror or exc}") from None
    if len(data) > limit:          # it grew while read
        raise RecordError(f"{p} is larger than {limit:,} bytes: not {what}")
    try:
        return data.decode(encoding)
    except UnicodeDecodeError:
        raise RecordError(f"{p} is not a text file ({what} is UTF-8 text)") from None


def _record_rules(game: Any, rules: dict[str, Any]) -> Any:
    """The record's rules as ``game``'s; an option the game does not have is named with the
    game's title (as the web table names it), never the internal class."""
    try:
        return game.rules_cls.from_dict(rules)
    except RuleOptionError as exc:
        unknown = exc.unknown_option
        if unknown is None:
            raise
        raise RecordError(f"cannot start the recorded deal: {game.title} has no option "
                          f"{unknown[0]!r} (options: {unknown[1]}); are the record's rules "
                          f"those of another game?") from None


def load_record(path: str | Path) -> dict[str, Any]:
    """Read a record file (a regular file of at most :data:`MAX_RECORD_BYTES`); RecordError if
    it is not one, or not JSON."""
    try:
        return json.loads(read_text_file(path, MAX_RECORD_BYTES, "a JSON record"))
    except RecordError:
        raise
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path} is not valid JSON: {exc}") from None
    except (ValueError, RecursionError) as exc:    # a 5,000-digit number, nesting 100,000 deep
        raise RecordError(f"{path} is not a record hoyle can read: {str(exc)[:80]}") from None
