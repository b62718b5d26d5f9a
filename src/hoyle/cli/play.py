"""``hoyle play GAME`` (a person against bots, or bots only) and ``hoyle replay RECORD``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from ..bots import make_bot
from ..core import (ActionParseError, HoyleError, IllegalAction, RecordError, get_game, load_record,
                    parse_action, replay as replay_record, save_record)
from ..core.chance import SeededShuffler, SystemShuffler
from ._common import console, fail, parse_extra_options, print_json


def _outcome_line(state, names: list[str]) -> str:
    unit = getattr(state, "unit", "chips")
    parts = [f"{names[i]} {v:+d}" for i, v in enumerate(state.outcome())]
    extra = state.house_take()
    return ", ".join(parts) + (f" {unit}" ) + (f" (house/kitty {extra})" if extra else "")


def play(ctx: typer.Context,
         game: str = typer.Argument(..., help="game name or alias, e.g. draw-poker"),
         seats: Optional[str] = typer.Option(None, help="comma list of human|bot|random|heuristic per seat; default: you in seat 0, bots elsewhere"),
         players: Optional[int] = typer.Option(None, help="number of seats"),
         deals: int = typer.Option(1, help="number of deals to play"),
         seed: Optional[int] = typer.Option(None, help="seed the shuffles (reproducible); default: the OS CSPRNG"),
         save: Optional[Path] = typer.Option(None, help="folder to write each finished deal's JSON record"),
         show: bool = typer.Option(False, help="with bots only: print each seat's action as it happens"),
         ) -> None:
    """Play GAME in the terminal. Any rule option is given as --name value (see `hoyle rules GAME`)."""
    try:
        g = get_game(game)
        options = parse_extra_options(ctx.args)
        rules = g.make_rules(options)
    except HoyleError as exc:
        fail(str(exc))
    kinds = [s.strip() for s in seats.split(",")] if seats else None
    n = players or (len(kinds) if kinds else g.players)
    if kinds is None:
        kinds = ["human"] + ["bot"] * (n - 1)
    if len(kinds) != n:
        fail(f"--seats names {len(kinds)} seats but --players is {n}")
    if not (g.min_players <= n <= g.max_players):
        fail(f"{g.title} is played by {g.min_players} to {g.max_players} players, not {n}")
    names, bots = [], {}
    try:
        for i, k in enumerate(kinds):
            if k in ("human", "me", "you"):
                names.append("you" if kinds.count("human") <= 1 else f"player {i}")
            else:
                bots[i] = make_bot(k, g, i, None if seed is None else seed * 1000 + i)
                names.append(f"{bots[i].name} {i}")
    except HoyleError as exc:
        fail(str(exc))
    shuffler = SeededShuffler(seed) if seed is not None else SystemShuffler()
    match = g.new_match(n, rules, shuffler=shuffler)
    interactive = len(bots) < n
    if save:
        save.mkdir(parents=True, exist_ok=True)
    for d in range(1, deals + 1):
        try:
            state = match.next_deal()
        except HoyleError as exc:
            fail(str(exc))
        if interactive or show:
            console.rule(f"{g.title} — deal {d}")
        while not state.is_over:
            seat = state.to_act
            legal = state.legal_actions()
            if seat in bots:
                action = bots[seat].choose(state.view(seat), legal)
                state.apply(action)
                if interactive or show:
                    console.print(f"[cyan]{names[seat]}[/]: {action}")
                continue
            console.print()
            console.print(state.render_view(state.view(seat)))
            console.print(f"[bold]{names[seat]} (seat {seat})[/] may: " + ", ".join(_summarise(legal)))
            while True:
                try:
                    text = typer.prompt("your action")
                except (EOFError, typer.Abort):
                    fail("input ended; the deal is abandoned", code=1)
                if text.strip() in ("?", "help"):
                    console.print(", ".join(str(a) for a in legal))
                    continue
                if text.strip() in ("quit", "exit"):
                    raise typer.Exit(0)
                try:
                    state.apply(parse_action(text))
                    break
                except (IllegalAction, ActionParseError) as exc:
                    console.print(f"[red]not allowed:[/] {exc}")
        rec = match.finish(state)
        if interactive:
            console.print(state.render_view(state.view(None)))
        console.print(f"deal {d}: {_outcome_line(state, names)}")
        how = state.result_text()
        if how:
            console.print(f"  {how}")
        if save:
            path = save_record(rec, save / f"{g.slug}-deal{d}.json")
            console.print(f"  record: {path}")
    if deals > 1:
        console.print("totals: " + ", ".join(f"{names[i]} {v:+d}" for i, v in enumerate(match.totals)))


def _summarise(legal) -> list[str]:
    """Compress amount ranges: bet 1, bet 2, ..., bet 10 -> 'bet 1..10'."""
    out: list[str] = []
    groups: dict[str, list] = {}
    for a in legal:
        if len(a.args) == 1 and type(a.args[0]) is int:
            groups.setdefault(a.verb, []).append(a.args[0])
        else:
            out.append(str(a))
    for verb, amounts in groups.items():
        lo, hi = min(amounts), max(amounts)
        out.append(f"{verb} {lo}" if lo == hi else f"{verb} {lo}..{hi}")
    return out


def replay(record: Path = typer.Argument(..., help="a JSON record written by hoyle play --save or the web table"),
           json_out: bool = typer.Option(False, "--json", help="print the outcome as JSON"),
           verbose: bool = typer.Option(False, "--verbose", "-v", help="print every action")) -> None:
    """Replay a record, checking every action and the outcome; print the outcome."""
    try:
        rec = load_record(record)
        state = replay_record(rec)
    except (RecordError, HoyleError) as exc:
        fail(str(exc))
    if json_out:
        print_json({"game": rec["game"], "players": rec["players"], "actions": len(rec["actions"]),
                    "over": state.is_over, "outcome": state.outcome() if state.is_over else None,
                    "house_take": state.house_take() if state.is_over else None, "verified": True})
        return
    if verbose:
        for i, (seat, a) in enumerate(state.history, 1):
            console.print(f"{i:3d}. seat {seat}: {a}")
    if state.is_over:
        names = [f"seat {i}" for i in range(state.num_players)]
        console.print(f"{rec['game']}: {len(rec['actions'])} actions replayed and checked")
        console.print(f"outcome: {_outcome_line(state, names)}")
        how = state.result_text()
        if how:
            console.print(how)
    else:
        console.print(f"{rec['game']}: {len(rec['actions'])} actions replayed; the deal is not finished "
                      f"(seat {state.to_act} to act)")


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    app.command("play", context_settings={"allow_extra_args": True, "ignore_unknown_options": True})(play)
    app.command("replay")(replay)
