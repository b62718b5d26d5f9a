"""Helpers shared by the CLI modules: the console, one-line errors, JSON output."""

from __future__ import annotations

import json
import re
from typing import Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape

console = Console(highlight=False)
err_console = Console(stderr=True, highlight=False)


def fail(message: str, code: int = 2) -> NoReturn:
    """Print a one-line error (no traceback, never wrapped) and exit with ``code``."""
    err_console.print(f"[bold red]error:[/] {escape(str(message))}", soft_wrap=True)
    raise typer.Exit(code)


def print_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=1, ensure_ascii=False, default=str))


def parse_extra_options(args: list[str]) -> dict[str, str]:
    """``["--limit", "5", "--jack-pots", "--code=british"]`` -> ``{"limit": "5", "jack_pots": "true", ...}``.

    A flag with no value means ``true``; ``--no-x`` means ``x = false``.
    """
    out: dict[str, str] = {}
    i = 0
    while i < len(args):
        a = args[i]
        if not a.startswith("--"):
            fail(f"unexpected argument {a!r} (rule options are written --name value)")
        key, eq, val = a[2:].partition("=")
        if not eq:
            if i + 1 < len(args) and not args[i + 1].startswith("--"):
                val = args[i + 1]
                i += 1
            elif key.startswith("no-"):
                key, val = key[3:], "false"
            else:
                val = "true"
        out[key.replace("-", "_")] = val
        i += 1
    return out


def as_flags(message: str, names) -> str:
    """A rule-option error written with the command-line flags the user typed: ``option
    cut_card must be ...`` -> ``option --cut-card must be ...``, ``... has no option 'trumps'
    (options: code, drive)`` -> ``... has no option --trumps (options: --code, --drive)``.

    ``names`` are the rules' option names (``Rules`` field names); a name with an underscore
    is a flag wherever it stands, a plain word only after "option"."""
    names = set(names)

    def flag(name: str) -> str:
        return "--" + name.replace("_", "-")

    def listed(m: re.Match) -> str:
        return m.group(1) + ", ".join(flag(x.strip()) for x in m.group(2).split(",")) + ")"

    message = re.sub(r"has no option '([^']*)'", lambda m: f"has no option {flag(m.group(1))}", message)
    message = re.sub(r"(\(options: )([\w, ]+)\)", listed, message)
    message = re.sub(r"\boption (\w+)", lambda m: f"option {flag(m.group(1))}" if m.group(1) in names
                     else m.group(0), message)
    return re.sub(r"(?<![-\w])([a-z]+(?:_[a-z0-9]+)+)\b",
                  lambda m: flag(m.group(1)) if m.group(1) in names else m.group(0), message)
