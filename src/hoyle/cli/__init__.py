"""The ``hoyle`` command line (Typer + Rich).

Each module of this package that defines ``register(app, odds_app)`` adds its commands;
``hoyle odds`` is a group that several modules fill (poker, banking games...).
"""

from __future__ import annotations

import importlib
import pkgutil
import sys

from typing import Any

import typer
from typer.core import TyperGroup

# Click's exception classes as this Typer raises them (Typer 0.29 carries its own copy of
# Click, typer._click; older ones use click itself): found through typer.BadParameter
_ClickException = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException")
_UsageError = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")


class _OneLineErrors(TyperGroup):
    """The root command. A usage error (an unknown option, a value of the wrong type, a
    missing argument) is printed as one line, ``error: Invalid value for '--seed': ... (see
    hoyle simulate --help)``, like every other refusal of the CLI, not as a boxed panel."""

    def main(self, args: Any = None, prog_name: str | None = None, complete_var: str | None = None,
             standalone_mode: bool = True, **extra: Any) -> Any:
        run = super().main
        if not standalone_mode:
            return run(args=args, prog_name=prog_name, complete_var=complete_var, standalone_mode=False, **extra)
        try:
            rv = run(args=args, prog_name=prog_name, complete_var=complete_var, standalone_mode=False, **extra)
        except _ClickException as exc:
            if type(exc).__name__ == "NoArgsIsHelpError":      # the help is printed already
                if exc.format_message():
                    exc.show()
            else:
                _usage_error(exc)
            sys.exit(exc.exit_code)
        except typer.Abort:
            typer.echo("aborted", err=True)
            sys.exit(1)
        sys.exit(rv if isinstance(rv, int) else 0)


def _usage_error(exc: Any) -> None:
    from ._common import err_console
    from rich.markup import escape
    message = " ".join(exc.format_message().split())          # one line, whatever the width
    ctx = getattr(exc, "ctx", None)
    hint = f" (see {ctx.command_path} --help)" if ctx is not None and isinstance(exc, _UsageError) else ""
    err_console.print(f"[bold red]error:[/] {escape(message + hint)}", soft_wrap=True)


app = typer.Typer(help="hoyle: the games of the classic games books, by the book's rules and laws.",
                  no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False,
                  cls=_OneLineErrors)
odds_app = typer.Typer(help="Exact odds and the books' printed tables (with errata).",
                       no_args_is_help=True)
app.add_typer(odds_app, name="odds")


def _version() -> str:
    """The installed package's version (its metadata), or "unknown" when run from a tree
    that is not installed."""
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("hoyle")
    except PackageNotFoundError:
        return "unknown"


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"hoyle {_version()}")
        raise typer.Exit(0)


@app.callback()
def _root(version: bool = typer.Option(False, "--version", callback=_print_version, is_eager=True,
                                       help="print the version and exit")) -> None:
    """hoyle: the games of the classic games books, by the book's rules and laws."""

_registered = False


def _register_all() -> None:
    global _registered
    if _registered:
        return
    _registered = True
    for mod in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if mod.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{mod.name}")
        reg = getattr(module, "register", None)
        if callable(reg):
            reg(app, odds_app)


def main() -> None:
    _register_all()
    app()


_register_all()

if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
