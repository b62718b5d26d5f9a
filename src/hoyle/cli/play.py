"""``hoyle play GAME`` (a person against bots, or bots only) and ``hoyle replay RECORD``.

Whist and bridge deals also travel as PBN (:mod:`hoyle.formats.pbn`): ``--save DIR --format
pbn`` writes each finished deal as a PBN file, ``--deal FILE.pbn`` deals the file's boards
(the hands as given, the dealer of its ``Dealer`` tag), ``hoyle replay FILE.pbn`` replays
each board's calls and cards by the laws. Poker deals (every game of the poker family) travel as PHH,
PokerKit's hand histories (:mod:`hoyle.formats.phh`): ``--save DIR --format phh`` writes each
finished deal as a ``.phh`` file, ``hoyle replay FILE.phh`` replays it by the laws."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Optional

import typer

from ..bots import make_bot
from ..cards import Card
from ..tiles import Tile
from ..core import (HoyleError, RecordError, get_game, load_record, public_record,
                    replay as replay_record, save_record)
from ..core.record import is_sealed
from ..core.chance import CHANCE, SeededShuffler, StackedShuffler, SystemShuffler
from rich.markup import escape

from ..transcript import summarise_legal
from ._common import as_flags, console, err_console, fail, parse_extra_options, print_json


def _outcome_line(state, names: list[str]) -> str:
    unit = getattr(state, "unit", "chips")
    out = state.outcome()
    parts = [f"{names[i]} {v:+d}" for i, v in enumerate(out)]
    if len(out) == 1 and abs(out[0]) == 1 and unit.endswith("s") and " " not in unit:
        unit = unit[:-1]                         # one seat: "+1 point"
    extra = state.house_take()
    off = f" ({extra:+d} to the house, the kitty or a pot carried to the next deal)" if extra else ""
    return ", ".join(parts) + f" {unit}" + off


def _seat_labels(g, n: int, rules) -> list[str] | None:
    """The game's names for its ``n`` seats (``GameState.seat_name``), or None where it names
    them only "seat 0", "seat 1" (then the terminal's own names stand alone)."""
    from ..core.chance import SeededShuffler
    probe = g.new_deal(n, rules, SeededShuffler(0))
    labels = [probe.seat_name(i) for i in range(n)]
    return None if labels == [f"seat {i}" for i in range(n)] else labels


def game_heading(g, options: dict[str, str], rules) -> str:
    """The game's title for the terminal's header: the registered title, and where options
    given on the command line make it another registered game's rules (``draw-poker --code
    british``), that game named first: ``Draw Poker (British) (draw-poker-foster --code
    british)``."""
    if not options:
        return g.title
    given = {k: getattr(rules, k) for k in options if hasattr(rules, k)}
    told = " ".join(f"--{k.replace('_', '-')} {v}" for k, v in options.items())
    from ..core.registry import all_games
    for other in all_games():
        if other.slug == g.slug or other.state_cls is not g.state_cls:
            continue
        try:
            theirs = other.make_rules({})
        except HoyleError:
            continue
        if given and all(getattr(theirs, k, None) == v for k, v in given.items()) and \
                any(k in other.defaults for k in given):
            return f"{other.title} ({g.slug} {told})"
    return f"{g.title} ({told})"


def match_standings(match, unit: str = "points") -> tuple[str, list[tuple[str, str]]] | None:
    """The match's own standings as ``(heading, [(name, score), ...])``, best first, in text;
    None when the match keeps none.

    The protocol: a match whose players change seats between deals (so that the per-seat
    totals follow the chairs, not the people) offers ``standings()``. What the matches return
    is read as it is: rows ``(place, name, points)`` (the party bridge matches of
    :mod:`hoyle.games.bridge.matches`, as :func:`hoyle.games.whist.drive.standings` makes
    them; ``unit`` names the points), or an object whose ``to_dict()`` gives ``unit`` (team,
    pair, individual), ``measure`` and ``rows``: dicts with ``entrant``, ``total`` and further
    columns (the duplicate matches' ``Standings``). A match whose totals already belong to its
    players (Mort: the outcome is per player) needs none."""
    get = getattr(match, "standings", None)
    if not callable(get):
        return None
    table = get()
    if hasattr(table, "to_dict"):
        d = table.to_dict()
        who_unit, measure = d.get("unit") or "entrant", d.get("measure", "")
        rows = []
        for r in d["rows"]:
            who = r["entrant"]
            name = str(who) if isinstance(who, str) else f"{who_unit} {who}"
            extra = [f"{'plus/minus' if k == 'plus_minus' else k} {v}" for k, v in r.items()
                     if k not in ("entrant", "total")]
            rows.append((name, ", ".join([f"{r['total']} {measure}".strip(), *extra])))
        return f"standings by {who_unit}, best first", rows
    return "standings, best first", [(f"{place}. {name}", f"{points} {unit}")
                                     for place, name, points in table]


def _masked(action, state, viewer, hidden_before=None) -> str:
    """The action as ``viewer`` may see it: cards hidden from that seat are not named.

    ``hidden_before`` is ``state.hidden_cards(viewer)`` taken before the action was applied.
    In a game of several packs (six-hand bridge deals a pack at each table) a card can lie
    hidden in one place while its twin is played face up in another, so the test is per
    copy: a card of the action is named when no copy of it was hidden before the action,
    or when the action revealed one (fewer copies hidden after than before). A copy that
    stays hidden (a discard face down) is never named. Without ``hidden_before`` a card is
    named only if no copy of it is hidden now."""
    after = Counter(state.hidden_cards(viewer))
    before = after if hidden_before is None else Counter(hidden_before)
    items = (Card, Tile)                  # a domino tile drawn from the bone-yard is hidden as a card is
    need = Counter(a for a in action.args if isinstance(a, items))
    if hidden_before is None:
        shown = all(after[c] == 0 for c in need)
    else:
        shown = all(before[c] == 0 or before[c] - after[c] >= n for c, n in need.items())
    if shown:
        return state.format_action(action)
    cards = sum(1 for a in action.args if isinstance(a, items))
    rest = [str(a) for a in action.args if not isinstance(a, items)]
    word = "tile" if any(isinstance(a, Tile) for a in action.args) else "card"
    return " ".join([action.verb, *rest, f"{cards} {word}{'s' if cards != 1 else ''}"])


#: a run of chance outcomes that each deal items, in one word: "14 tiles dealt"
_PARTICIPLES = {"deal": "dealt", "draw": "drawn", "turn": "turned", "cut": "cut"}


class _ChanceRun:
    """Consecutive chance outcomes of one kind (a verb whose arguments are all items of one
    sort: a domino deal's ``deal 6-4`` fourteen times) printed as one line, ``chance: 14
    tiles dealt``; the items are named only when the viewer may see every one of them
    (``shown`` equal to the game's own text), so the line reveals nothing the one-by-one
    lines would not. A single outcome, and any other chance (a throw of the dice, whose
    numbers are public), prints as before."""

    def __init__(self) -> None:
        self.key: tuple[str, str] | None = None
        self.items = 0
        self.lines: list[str] = []
        self.named: list[str] | None = []

    @staticmethod
    def kind(action) -> str | None:
        if not action.args or not all(isinstance(a, (Card, Tile)) for a in action.args):
            return None
        sorts = {"tile" if isinstance(a, Tile) else "card" for a in action.args}
        return sorts.pop() if len(sorts) == 1 else None

    def add(self, action, shown: str, full: str) -> None:
        kind = self.kind(action)
        key = (action.verb, kind) if kind else None
        if key is None or key != self.key:
            self.flush()
        if key is None:
            console.print(f"[magenta]chance[/]: {escape(shown)}")
            return
        self.key = key
        self.items += len(action.args)
        self.lines.append(shown)
        if self.named is not None:
            self.named = self.named + [" ".join(str(a) for a in action.args)] if shown == full else None

    def flush(self) -> None:
        if self.key is not None and len(self.lines) == 1:
            console.print(f"[magenta]chance[/]: {escape(self.lines[0])}")
        elif self.key is not None:
            verb, kind = self.key
            done = _PARTICIPLES.get(verb)
            text = (f"{self.items} {kind}s {done}" if done else f"{verb}: {self.items} {kind}s")
            if self.named:
                text += ": " + " ".join(self.named)
            console.print(f"[magenta]chance[/]: {escape(text)}", soft_wrap=True)
        self.key, self.items, self.lines, self.named = None, 0, [], []


def _print_log(state, viewer, printed: set[int], chance: _ChanceRun | None = None) -> None:
    """Print, dimmed, the deal's log entries ``viewer`` (None = a spectator: the table seen by
    no seat) may read now and that are not printed yet (``state.log_for``: an entry kept for
    the end appears when the deal is over). A run of chance lines held back (``chance``) is
    printed first."""
    for i, text in state.log_indexed(viewer):
        if i not in printed:
            if chance is not None:
                chance.flush()
            printed.add(i)
            console.print(f"[dim]  · {escape(text)}[/]")


def play(ctx: typer.Context,
         game: str = typer.Argument(..., help="game name or alias, e.g. draw-poker"),
         seats: Optional[str] = typer.Option(None, help="comma list of human|bot|random|heuristic per seat; default: you in seat 0 (in a game whose seat 0 keeps the bank, at the first punter's seat: ask for the bank with e.g. human,bot,bot), bots elsewhere"),
         players: Optional[int] = typer.Option(None, min=1, help="number of seats"),
         deals: Optional[int] = typer.Option(None, min=1, help="number of deals to play (default: 1 with bots only; with a person, until you stop)"),
         seed: Optional[int] = typer.Option(None, min=0, help="seed the shuffles (reproducible); default: the OS CSPRNG"),
         save_opt: Optional[str] = typer.Option(None, "--save", help="folder to write each finished deal's JSON record"),
         show: bool = typer.Option(False, help="with bots only: print each seat's action as it happens"),
         format_: str = typer.Option("json", "--format", help="the records --save writes: json (any game, "
                                     "replayed by hoyle replay), pbn (whist and bridge: Portable Bridge "
                                     "Notation, read by other bridge programs) or phh (poker: PokerKit's "
                                     "hand histories)"),
         deal: Optional[Path] = typer.Option(None, "--deal", help="whist and bridge: play the deals of a PBN "
                                             "file (its hands and dealer, board by board), e.g. a hand from "
                                             "a column or a match"),
         ) -> None:
    """Play GAME in the terminal. Any rule option is given as --name value (see hoyle rules GAME)."""
    if save_opt is not None and not save_opt.strip():
        fail("--save takes the folder to write the records in, not an empty name (--save . is "
             "this folder)")
    save = Path(save_opt) if save_opt is not None else None
    if seats is not None and not seats.strip():
        fail("--seats takes one entry a seat, comma-separated: human, bot, random, heuristic or "
             "another bot's name (e.g. human,bot,bot,bot), not an empty list")
    try:
        g = get_game(game)
    except HoyleError as exc:
        fail(str(exc))
    options = parse_extra_options(ctx.args)
    try:
        rules = g.make_rules(options)
    except HoyleError as exc:        # named as the flags typed: --cut-card, not cut_card
        fail(as_flags(str(exc), [o["name"] for o in g.rules_cls.options()]))
    from ..formats.pbn import PBNError, deal_order, pbn_kind, read_pbn_file
    from ..formats.phh import phh_kind
    if format_ not in ("json", "pbn", "phh"):
        fail(f"--format is json, pbn or phh, not {format_!r}")
    if format_ == "phh":
        if save is None:
            fail("--format phh is the format of the records --save writes: give --save DIR too")
        if phh_kind(g) is None:
            fail(f"--format phh: {g.slug} cannot be written as PHH (PHH holds the deals of the "
                 "poker family); use --format json")
    if format_ == "pbn":
        if save is None:
            fail("--format pbn is the format of the records --save writes: give --save DIR too")
        if pbn_kind(g) is None:
            fail(f"--format pbn: {g.slug} cannot be written as PBN (PBN holds the four hands of a whist "
                 "or bridge deal); use --format json")
    given: list[tuple[list, int]] = []        # a PBN file's boards: (pack in dealing order, dealer)
    if deal is not None:
        if pbn_kind(g) is None:
            fail(f"--deal: {g.slug} cannot deal a PBN file's hands (PBN holds whist and bridge deals)")
        try:
            boards = read_pbn_file(deal)
            for k, b in enumerate(boards, 1):
                try:
                    given.append(deal_order(b, g))
                except PBNError as exc:
                    raise PBNError(f"board {b.tags.get('Board', k)}: {exc}") from None
        except PBNError as exc:
            fail(f"--deal {deal}: {exc}")
        if deals is None:
            deals = len(given)
        elif deals > len(given):
            fail(f"--deals {deals}: {deal} holds {len(given)} board{'s' * (len(given) != 1)}")
    kinds = [s.strip() for s in seats.split(",")] if seats else None
    if kinds is not None and "" in kinds:
        fail(f"--seats {seats!r}: seat {kinds.index('')} is empty (one entry a seat: human, bot, "
             "random, heuristic or another bot's name)")
    n = players or (len(kinds) if kinds else g.players)
    if kinds is None:        # you at seat 0; where seat 0 keeps the bank, at the first punter's
        kinds = ["bot"] * n
        kinds[g.person_seat(n)] = "human"
    if len(kinds) != n:
        fail(f"--seats names {len(kinds)} seats but --players is {n}")
    if not (g.min_players <= n <= g.max_players):
        fail(f"{g.title} is played by {g.player_span()} players, not {n}")
    names, bots = [], {}
    try:
        # the game's own name for each seat, as its result line names it ("seat 0" by default)
        labels = _seat_labels(g, n, rules) or [f"seat {i}" for i in range(n)]
        for i, k in enumerate(kinds):
            if k in ("human", "me", "you"):
                alone = kinds.count("human") <= 1
                names.append(f"{labels[i]} (you)" if alone else labels[i])
            else:
                bots[i] = make_bot(k, g, i, None if seed is None else seed * 1000 + i)
                names.append(f"{labels[i]} ({bots[i].name})")
    except HoyleError as exc:
        fail(str(exc))
    _ismcts_notice(g, n, rules, bots.values())
    if given:
        shuffler = StackedShuffler([order for order, _ in given])
    else:
        shuffler = SeededShuffler(seed) if seed is not None else SystemShuffler()
    if given:           # the boards one by one, each dealt as given (no rubber or movement)
        from ..core.match import Match
        match = Match(g, n, rules, shuffler=shuffler)
    else:
        match = g.new_match(n, rules, shuffler=shuffler)
    interactive = len(bots) < n
    humans = [i for i in range(n) if i not in bots]
    viewer = humans[0] if len(humans) == 1 else None   # whose eyes the table is shown through
    if save:
        try:
            save.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            fail(f"cannot write records to {save}: {exc.strerror or exc}")
    sealed_saved: list = []
    heading = game_heading(g, options, rules)
    try:
        _session(g, heading, match, n, bots, names, interactive, viewer, show, save, deals, sealed_saved,
                 fmt=format_, dealers=[d for _, d in given] or None)
    finally:
        for path, rec in sealed_saved:
            try:
                save_record(rec, path)
            except OSError:
                pass


class _Leave(Exception):
    """The person leaves mid-session: ``why`` in words, and the exit status."""

    def __init__(self, why: str, code: int):
        super().__init__(why)
        self.why, self.code = why, code


def _ended(exc: BaseException) -> "_Leave":
    """Ctrl-C or Ctrl-D at a prompt (click turns both into Abort; the cause stays in
    ``__context__``) as a :class:`_Leave`."""
    if isinstance(exc, KeyboardInterrupt) or isinstance(exc.__context__, KeyboardInterrupt):
        return _Leave("interrupted", 130)
    return _Leave("input ended", 1)


def _session(g, heading, match, n, bots, names, interactive, viewer, show, save, deals, sealed_saved,
             fmt: str = "json", dealers: list[int] | None = None) -> None:
    """Play the deals; on any way out (``quit``, Ctrl-D, Ctrl-C) the finished deals' totals
    and standings are printed before leaving. ``fmt``: the saved records' format (json, pbn, phh);
    ``dealers``: the dealer of each deal (a PBN file's boards), else the match's rotation."""
    played = [0, None, False]   # deals begun, the last state, whether the person stopped at "deal again?"
    try:
        _deals(g, heading, match, n, bots, names, interactive, viewer, show, save, deals, sealed_saved, played,
               fmt, dealers)
    except KeyboardInterrupt:               # between prompts: a bot thinking, a deal being scored
        left = _Leave("interrupted", 130)
    except _Leave as exc:
        left = exc
    else:
        # a person who stops after a deal is told the session's totals, even after one deal
        _print_totals(match, names, played[0], always=bool(played[2]))
        _print_standings(match, played[1])
        return
    state = played[1]
    open_deal = state is not None and not state.is_over
    console.print(f"{left.why}" + ("; the deal in progress is abandoned" if open_deal else ""),
                  markup=False)
    finished = played[0] - (1 if open_deal else 0)
    if finished:
        _print_totals(match, names, finished, always=True)
    else:
        console.print("totals: no deal finished", markup=False)
    _print_standings(match, played[1])
    raise typer.Exit(left.code)


def _print_standings(match, state) -> None:
    standings = match_standings(match, getattr(state, "unit", "points"))
    if standings:
        heading, rows = standings
        console.print(f"{heading} (the players move; the results above are by seat):",
                      markup=False, soft_wrap=True)
        for name, score in rows:
            console.print(f"  {name}: {score}", markup=False, soft_wrap=True)


def _deals(g, heading, match, n, bots, names, interactive, viewer, show, save, deals, sealed_saved, played,
           fmt: str = "json", dealers: list[int] | None = None) -> None:
    d = 0
    state = None
    while deals is None or d < deals:
        d += 1
        if dealers is not None:             # a PBN board names its dealer
            match.context = {**match.context, "dealer": dealers[d - 1]}
        try:
            state = match.next_deal()
        except HoyleError as exc:
            fail(str(exc))
        played[0], played[1] = d, state
        printed: set[int] = set()      # positions of the log entries printed in this deal
        chance = _ChanceRun()          # consecutive chance lines of one kind, held back
        tell = interactive or show
        if tell:
            console.rule(f"{heading} — deal {d}")
            if interactive and d > 1:        # the running totals, apart from the chips in front
                st = match.settled()
                console.print("so far: " + ", ".join(f"{names[i]} {v:+d}" for i, v in enumerate(st.per_seat))
                              + (f" (settled {st.kind}s)" if st.by == "rubber" else ""),
                              markup=False, soft_wrap=True)
            _print_log(state, viewer, printed)
        while not state.is_over:
            if state.to_act == CHANCE:          # dice, a roll: drawn with the deal's shuffler
                hidden_before = list(state.hidden_cards(viewer)) if interactive else None
                action = state.sample_chance()
                state.apply(action)
                if tell:
                    full = state.format_action(action)
                    shown = _masked(action, state, viewer, hidden_before) if interactive else full
                    chance.add(action, shown, full)    # a run of one kind: one line
                    _print_log(state, viewer, printed, chance)
                continue
            chance.flush()
            seat = state.to_act
            legal = state.legal_actions()
            if seat in bots:
                if getattr(bots[seat], "needs_state", False):
                    bots[seat].bind(state)
                action = bots[seat].choose(state.view(seat), legal)
                hidden_before = list(state.hidden_cards(viewer)) if interactive else None
                state.apply(action)
                if tell:
                    shown = _masked(action, state, viewer, hidden_before) if interactive else state.format_action(action)
                    console.print(f"[cyan]{names[seat]}[/]: {escape(shown)}")
                    _print_log(state, viewer, printed)
                continue
            console.print()
            console.print(state.render_view(state.view(seat)), markup=False)
            fmt = state.format_action
            # "N (you)" names the seat already; "you" alone gets its number
            who = names[seat] if names[seat].endswith(")") or names[seat] == f"seat {seat}" \
                else f"{names[seat]} (seat {seat})"
            console.print(f"[bold]{escape(who)}[/] may: "
                          + escape(", ".join(_summarise(legal, fmt))), soft_wrap=True)
            while True:
                try:
                    text = typer.prompt("your action")
                except (EOFError, typer.Abort) as exc:
                    raise _ended(exc) from None
                if text.strip() in ("?", "help"):
                    _print_help(g, heading, state, legal, fmt)
                    continue
                if text.strip() == "??":
                    console.print(", ".join(fmt(a) for a in legal), markup=False)
                    continue
                if text.strip() in ("quit", "exit"):
                    raise _Leave("you left", 0)
                if text.split()[:1] == ["referee"]:
                    _referee(state, text)
                    continue
                try:       # the game's own notation; a refusal leaves the state unchanged
                    state.apply(state.parse_action(text))
                    break
                except HoyleError as exc:
                    console.print(f"[red]not allowed:[/] {escape(str(exc))}", soft_wrap=True)
            _print_log(state, viewer, printed)
        chance.flush()
        if tell:
            _print_log(state, viewer, printed)     # what the end of the deal shows
        if interactive and state.referee_calls() and getattr(state.rules, "referee_mode", False):
            _claims_after(state)
        rec = match.finish(state)
        if interactive:
            console.print(state.render_view(state.view(viewer)), markup=False)
        console.print(f"deal {d}: {_outcome_line(state, names)}", markup=False, soft_wrap=True)
        how = state.result_line()
        if how:
            console.print(f"  {how}", markup=False, soft_wrap=True)
        for line in match.announcements():        # a rubber's end (RubberMatch)
            console.print(line, markup=False)
        if save and fmt == "pbn":
            from ..formats.pbn import from_state, write_pbn
            path = save / f"{g.slug}-deal{d}.pbn"
            try:
                path.write_text("% PBN 2.1\n" + write_pbn(from_state(state, Event=f"hoyle play {g.slug}",
                                                                       Board=str(d))), encoding="utf-8")
            except OSError as exc:
                fail(f"cannot write the record to {save}: {exc.strerror or exc}")
            console.print(f"  record: {path}")
        elif save and fmt == "phh":
            from ..formats.phh import PHHError, dumps as phh_dumps, from_state as phh_from_state
            path = save / f"{g.slug}-deal{d}.phh"
            try:
                path.write_text(phh_dumps(phh_from_state(state, event=f"hoyle play {g.slug}", hand=d)),
                                encoding="utf-8")
            except PHHError as exc:
                fail(f"deal {d} cannot be written as PHH: {exc}")
            except OSError as exc:
                fail(f"cannot write the record to {save}: {exc.strerror or exc}")
            console.print(f"  record: {path}")
        elif save:
            try:
                # while the shoe or pack is still dealt from, what nobody has seen is sealed;
                # the full records are written when the session ends (_unseal_saved)
                path = save / f"{g.slug}-deal{d}.json"
                if is_sealed(rec):
                    sealed_saved.append((path, rec))
                save_record(public_record(rec), path)
            except OSError as exc:
                fail(f"cannot write the record to {save}: {exc.strerror or exc}")
            console.print(f"  record: {path}")
        if deals is None:
            if not interactive:
                break
            try:
                again = _ask_again()
            except (EOFError, typer.Abort) as exc:
                left = _ended(exc)
                if left.code != 1:
                    raise left from None
                again = False            # no more input after a finished deal: the session ends
            if not again:
                played[2] = True
                break


def _ask_again() -> bool:
    """"deal again? [Y/n]": yes (or Enter) deals again; no, quit or exit ends the session."""
    while True:
        answer = typer.prompt("deal again? [Y/n]", default="y", show_default=False).strip().lower()
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no", "quit", "exit", "q"):
            return False
        console.print("answer y (deal again) or n (stop); quit also stops", markup=False)


def _print_totals(match, names: list[str], deals_played: int, always: bool = False) -> None:
    """The session's settlement (:meth:`hoyle.core.match.Match.settled`): the deals summed, or
    for a game settled by the rubber (or game by game: ``Settlement.kind``) the finished
    rubbers or games only, and the one in progress. Printed after two deals or more, or
    ``always`` (leaving after one)."""
    if always:
        deals_played = max(deals_played, 2)
    st = match.settled()
    line = ", ".join(f"{names[i]} {v:+d}" for i, v in enumerate(st.per_seat))
    if st.by == "rubber":
        k = len(st.rubbers)
        what = st.kind
        if k:
            console.print(f"totals: {line} {st.unit} ({k} {what}{'s' if k != 1 else ''} settled)",
                          markup=False, soft_wrap=True)
        elif deals_played > 1:
            console.print(f"totals: no {what} finished, nothing settled", markup=False)
        if st.pending and (k or deals_played > 1):
            console.print(f"  {st.pending}", markup=False, soft_wrap=True)
    elif deals_played > 1:
        console.print("totals: " + line, markup=False, soft_wrap=True)


def _summarise(legal, fmt=str) -> list[str]:
    """The legal actions in short (:func:`hoyle.transcript.summarise_legal`), written with
    ``fmt`` (the game's ``format_action``), at most 16 words or cards a place (``??`` lists
    every action)."""
    return summarise_legal(legal, fmt, limit=16)


def _print_help(g, heading, state, legal, fmt) -> None:
    """``?``: help for the game at the table: its name and summary, what each action open
    now takes (the game's :meth:`action_specs`), examples from its own legal actions, the
    cards typed any way (``K♠``, ``kh``, ``KS``), and where the rules and laws are."""
    console.print(f"{heading}: {g.summary}", markup=False, soft_wrap=True)
    console.print("you may now: " + ", ".join(_summarise(legal, fmt)), markup=False, soft_wrap=True)
    for spec in state.action_specs():
        console.print(f"  {spec.describe()}", markup=False, soft_wrap=True)
    cards = any(a.cards for a in legal)
    console.print(f"write the action as shown, e.g. {_examples(legal, fmt)}"
                  + ("; a card as K♠, KS, ks or Kh, a ten as 10h or TH" if cards else "")
                  + f"; '??' lists every legal action; 'quit' leaves; the rules and laws: "
                  f"hoyle rules {g.slug}"
                  + ("; 'referee CALL SEAT' settles an irregularity at the table ('referee' lists them)"
                     if state.referee_calls() else ""), markup=False, soft_wrap=True)


def _referee(state, text: str) -> None:
    """``referee CALL [SEAT] [KEY=VALUE ...]``: an irregularity reported at a physical table,
    settled by the game's referee (:meth:`~hoyle.core.state.GameState.referee`) and its law;
    ``referee`` alone lists the calls. A refusal leaves the deal unchanged."""
    words = text.split()[1:]
    calls = state.referee_calls()
    if not calls:
        console.print("[red]not allowed:[/] this game's referee settles no call at the table", soft_wrap=True)
        return
    if not words:
        console.print("referee calls: " + ", ".join(calls) + " -- write 'referee CALL SEAT [KEY=VALUE ...]', "
                      "e.g. 'referee revoke 0 penalty=points' (the seat: who claims or who offended, as the "
                      "call says: hoyle rules GAME)", markup=False, soft_wrap=True)
        return
    call, rest = words[0], words[1:]
    if call not in calls:
        console.print(f"[red]not allowed:[/] {escape(call)!r} is not a referee call of this game (calls: "
                      f"{', '.join(calls)})", soft_wrap=True)
        return
    seat = None
    if rest and rest[0].isascii() and rest[0].isdigit() and len(rest[0]) < 4:
        seat, rest = int(rest[0]), rest[1:]
    details: dict = {}
    for w in rest:
        key, eq, value = w.partition("=")
        if not eq or not key or not value:
            console.print(f"[red]not allowed:[/] {escape(w)} is not KEY=VALUE (e.g. penalty=points)",
                          soft_wrap=True)
            return
        details[key] = int(value) if value.isascii() and value.isdigit() and len(value) < 7 else value
    try:
        ruling = state.referee(call, seat, **details)
    except HoyleError as exc:
        console.print(f"[red]not allowed:[/] {escape(str(exc))}", soft_wrap=True)
        return
    console.print(f"ruling: {ruling}", markup=False, soft_wrap=True)


def _claims_after(state) -> None:
    """Once the last card is played with ``referee_mode`` on: the claims that the laws let be
    made before the next deal (a revoke, a card looked at), one a line, until an empty line."""
    console.print("claims before the next deal: 'referee CALL SEAT ...' ('referee' lists the calls), "
                  "or press Enter", markup=False, soft_wrap=True)
    while True:
        try:
            text = typer.prompt("claim", default="", show_default=False)
        except (EOFError, typer.Abort):
            return
        if not text.strip():
            return
        if text.split()[:1] != ["referee"]:
            text = "referee " + text
        _referee(state, text)


def _examples(legal, fmt=str) -> str:
    """Two of the legal actions as examples of how to write one: ``'bet 2' or 'pass'``."""
    with_args = next((a for a in legal if a.args), None)
    bare = next((a for a in legal if not a.args), None)
    picks = [fmt(a) for a in (with_args, bare) if a is not None] or [fmt(a) for a in legal[:1]]
    return " or ".join(repr(p) for p in picks)


def replay(record: Path = typer.Argument(..., help="a JSON record written by hoyle play --save, hoyle score "
                                           "--save (a score pad's or a score card's) or the web table, "
                                           "a PBN file of whist or bridge deals (FILE.pbn) or a PHH poker hand "
                                           "history (FILE.phh)"),
           json_out: bool = typer.Option(False, "--json", help="print the outcome as JSON"),
           verbose: bool = typer.Option(False, "--verbose", "-v", help="print every action"),
           game: Optional[str] = typer.Option(None, help="PBN: the game to replay the deals as (default: "
                                              "each board's Game tag, else auction-bridge)")) -> None:
    """Replay a record, checking every action and the outcome; print the outcome."""
    if record.suffix.lower() == ".pbn":
        return _replay_pbn(record, game, json_out, verbose)
    if record.suffix.lower() == ".phh":
        if game is not None:
            fail("--game applies to a PBN file; a PHH file names its game by its variant")
        return _replay_phh(record, json_out, verbose)
    if game is not None:
        fail("--game applies to a PBN file; a JSON record names its game")
    from ..mechanics.scorecard import is_card_record
    from .score import is_pad, replay_pad
    from .score_cards import replay_card
    try:
        rec = load_record(record)
        if is_card_record(rec):           # hoyle score GAME --save (or --json), a score-only table's
            return replay_card(rec, json_out)
        state = replay_record(rec)
    except (RecordError, HoyleError) as exc:
        fail(str(exc))
    if is_pad(state) and not json_out and not verbose:
        return replay_pad(rec, state)
    if json_out:
        print_json({"game": rec["game"], "players": rec["players"], "actions": len(rec["actions"]),
                    "over": state.is_over, "outcome": state.outcome() if state.is_over else None,
                    "house_take": state.house_take() if state.is_over else None, "verified": True})
        return
    if verbose:
        for i, (seat, a) in enumerate(state.history, 1):
            who = "chance" if seat == CHANCE else f"seat {seat}"
            console.print(f"{i:3d}. {who}: {state.format_action(a)}", markup=False)
    if state.is_over:
        names = [f"seat {i}" for i in range(state.num_players)]
        console.print(f"{rec['game']}: {len(rec['actions'])} actions replayed and checked")
        console.print(f"outcome: {_outcome_line(state, names)}", markup=False)
        how = state.result_line()
        if how:
            console.print(how, markup=False)
    else:
        who = "a chance turn is due" if state.to_act == CHANCE else f"seat {state.to_act} to act"
        console.print(f"{rec['game']}: {len(rec['actions'])} actions replayed; the deal is not finished "
                      f"({who})")


def _ismcts_notice(g, n: int, rules, bots) -> None:
    """One line where an ``ismcts`` seat cannot search this game and plays as another bot
    (:func:`hoyle.bots.ismcts.fallback_notice`), so that the seat's name does not claim a
    search that never runs."""
    from ..bots.ismcts import ISMCTSBot, fallback_notice
    if any(isinstance(b, ISMCTSBot) for b in bots):
        note = fallback_notice(g, n, rules)
        if note:
            err_console.print(note, markup=False, soft_wrap=True, highlight=False)


def _replay_pbn(path: Path, game: Optional[str], json_out: bool, verbose: bool) -> None:
    """Each board of a PBN file rebuilt as its game and replayed, every call and card checked
    by the laws (:func:`hoyle.formats.pbn.to_state`)."""
    from ..formats.pbn import PBNError, read_pbn_file, to_state
    if game is not None:
        try:
            game = get_game(game).slug
        except HoyleError as exc:
            fail(str(exc))
    out = []
    try:
        boards = read_pbn_file(path)
        for k, b in enumerate(boards, 1):
            label = b.tags.get("Board", str(k))
            try:
                state = to_state(b, game)
            except (PBNError, HoyleError) as exc:
                raise PBNError(f"board {label}: {exc}") from None
            out.append((label, state))
    except PBNError as exc:
        fail(f"{path}: {exc}")
    if json_out:
        print_json([{"board": label, "game": st.game.slug, "actions": len(st.history), "over": st.is_over,
                     "outcome": st.outcome() if st.is_over else None, "verified": True} for label, st in out])
        return
    for label, state in out:
        if verbose:
            for i, (seat, a) in enumerate(state.history, 1):
                console.print(f"{i:3d}. seat {seat}: {state.format_action(a)}", markup=False)
        head = f"{state.game.slug}, board {label}: {len(state.history)} calls and cards replayed and checked"
        if state.is_over:
            names = [f"seat {i}" for i in range(state.num_players)]
            console.print(head, markup=False)
            console.print(f"outcome: {_outcome_line(state, names)}", markup=False)
            how = state.result_line()
            if how:
                console.print(how, markup=False)
        else:
            console.print(f"{head}; the deal is not finished (seat {state.to_act} to act)", markup=False)


def _replay_phh(path: Path, json_out: bool, verbose: bool) -> None:
    """A PHH hand history rebuilt as its game and replayed, every action checked by the laws
    (:func:`hoyle.formats.phh.to_state`)."""
    from ..formats.phh import PHHError, read_phh_file, to_state
    try:
        state = to_state(read_phh_file(path))
    except (PHHError, HoyleError) as exc:
        fail(f"{path}: {exc}")
    if json_out:
        print_json({"game": state.game.slug, "players": state.num_players, "actions": len(state.history),
                    "over": state.is_over, "outcome": state.outcome() if state.is_over else None,
                    "verified": True})
        return
    if verbose:
        for i, (seat, a) in enumerate(state.history, 1):
            console.print(f"{i:3d}. seat {seat}: {state.format_action(a)}", markup=False)
    head = f"{state.game.slug}: {len(state.history)} actions replayed and checked"
    if state.is_over:
        names = [f"seat {i}" for i in range(state.num_players)]
        console.print(head, markup=False)
        console.print(f"outcome: {_outcome_line(state, names)}", markup=False)
        how = state.result_line()
        if how:
            console.print(how, markup=False)
    else:
        console.print(f"{head}; the deal is not finished (seat {state.to_act} to act)", markup=False)


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    app.command("play", context_settings={"allow_extra_args": True, "ignore_unknown_options": True})(play)
    app.command("replay")(replay)
