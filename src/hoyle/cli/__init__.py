"""The ``hoyle`` command line (Typer + Rich).

Each module of this package that defines ``register(app, odds_app)`` adds its commands;
``hoyle odds`` is a group that several modules fill (poker, banking games...).
"""

from __future__ import annotations

import importlib
import pkgutil
import sys

import typer

app = typer.Typer(help="hoyle: the games of the classic games books, by the book's rules and laws.",
                  no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)
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
