"""``hoyle odds baccarat|blackjack|chuck-luck`` and ``hoyle simulate GAME``."""

from __future__ import annotations

from fractions import Fraction
from typing import Optional

import typer
from rich.table import Table

from ._common import console, fail, print_json


def _pct(f: Fraction | float) -> str:
    return f"{float(f) * 100:.4f}%"


def register(app: typer.Typer, odds_app: typer.Typer) -> None:

    @odds_app.command("baccarat")
    def odds_baccarat(
        decks: int = typer.Option(8, help="packs in the shoe"),
        commission: float = typer.Option(5.0, help="commission on winning banker bets, per cent"),
        tie_pays: int = typer.Option(8, help="tie pays this many to 1"),
        player_on_5: str = typer.Option("draw", help="chemin de fer option: draw or stand at 5"),
        banker_3_vs_9: str = typer.Option("draw", help="banker at 3 against a third-card 9: draw or stand"),
        banker_5_vs_4: str = typer.Option("draw", help="banker at 5 against a third-card 4: draw or stand"),
        json: bool = typer.Option(False, "--json", help="machine-readable output"),
    ) -> None:
        """Exact odds of a coup from a full shoe (composition-dependent enumeration)."""
        from ..analysis.banking_baccarat import baccarat_odds, bet_edges
        for name, v in (("player-on-5", player_on_5), ("banker-3-vs-9", banker_3_vs_9),
                        ("banker-5-vs-4", banker_5_vs_4)):
            if v not in ("draw", "stand"):
                fail(f"--{name} must be draw or stand, not {v!r}")
        if not 1 <= decks <= 12:
            fail(f"--decks must be 1..12, not {decks}")
        o = baccarat_odds(decks, player_on_5 == "draw", banker_3_vs_9 == "draw", banker_5_vs_4 == "draw")
        edges = bet_edges(o, Fraction(str(commission)), tie_pays)
        if json:
            print_json({
                "game": "baccarat", "decks": decks, "method": "exact enumeration of the first six cards",
                "banker": str(o.banker), "player": str(o.player), "tie": str(o.tie),
                "banker_float": float(o.banker), "player_float": float(o.player), "tie_float": float(o.tie),
                "bets": {k: {"pays": v["pays"], "house_edge": str(v["house_edge"]),
                             "house_edge_percent": float(v["house_edge"]) * 100} for k, v in edges.items()},
            })
            return
        t = Table(title=f"Baccarat, {decks} packs (exact)")
        t.add_column("outcome")
        t.add_column("probability", justify="right")
        for k in ("banker", "player", "tie"):
            t.add_row(k, f"{float(getattr(o, k)):.6f}")
        console.print(t)
        e = Table(title="House edge per chip staked")
        e.add_column("bet")
        e.add_column("pays")
        e.add_column("house edge", justify="right")
        for k, v in edges.items():
            e.add_row(k, v["pays"], _pct(v["house_edge"]))
        console.print(e)

    @odds_app.command("blackjack")
    def odds_blackjack(
        h17: bool = typer.Option(False, "--h17", help="dealer hits soft 17"),
        das: bool = typer.Option(False, "--das", help="double after split"),
        blackjack_pays: float = typer.Option(1.5, help="a natural pays this to 1"),
        json: bool = typer.Option(False, "--json"),
    ) -> None:
        """Infinite-deck dealer outcomes, basic strategy and house edge (stated rule set)."""
        from ..analysis.banking_blackjack import BJAnalysisRules, analyse
        if blackjack_pays <= 0:
            fail("--blackjack-pays must be positive")
        a = analyse(BJAnalysisRules(hit_soft_17=h17, double_after_split=das, blackjack_pays=blackjack_pays))
        ev = a.expectation()
        rules = {"decks": "infinite", "dealer": "hits soft 17" if h17 else "stands on soft 17",
                 "double": "any first two cards", "double_after_split": das, "resplit": False,
                 "split_aces": "one card each", "surrender": False, "peek": True, "blackjack_pays": blackjack_pays}
        table = a.strategy_table()
        dealer = {("A" if u == 1 else str(u)): {str(k): v for k, v in a.dealer[u].items()} for u in range(1, 11)}
        published = {"source": "P. Griffin, The Theory of Blackjack (infinite deck, no resplitting)",
                     "house_edge_percent": 0.690223} if (not h17 and not das and blackjack_pays == 1.5) else None
        if json:
            print_json({"game": "blackjack-casino", "rules": rules, "house_edge_percent": -ev * 100,
                        "published": published, "dealer_outcomes": dealer, "basic_strategy": table})
            return
        console.print(f"Rule set: {rules}")
        console.print(f"House edge: {-ev * 100:.4f}%" + (
            f"  (published: {published['house_edge_percent']}%, {published['source']})" if published else ""))
        d = Table(title="Dealer's final total by up card (no blackjack: the dealer peeks)")
        d.add_column("up")
        for k in ("17", "18", "19", "20", "21", "bust"):
            d.add_column(k, justify="right")
        for u, row in dealer.items():
            d.add_row(u, *(f"{row[k]:.4f}" for k in ("17", "18", "19", "20", "21", "bust")))
        console.print(d)
        for part in ("hard", "soft", "pairs"):
            s = Table(title=f"Basic strategy, {part} (S stand, H hit, D double, Ds double else stand, P split)")
            s.add_column("hand")
            for c in table["columns"]:
                s.add_column(c)
            for k, row in table[part].items():
                s.add_row(k, *row)
            console.print(s)

    @odds_app.command("chuck-luck")
    def odds_chuck_luck(json: bool = typer.Option(False, "--json")) -> None:
        """Foster's chuck-luck table of totals: printed odds, true odds and house edge (with errata)."""
        from ..analysis.banking_dice import chuck_luck_totals
        rows = chuck_luck_totals()
        if json:
            print_json(rows)
            return
        t = Table(title="Chuck-luck totals (Foster §11.13)")
        for c in ("totals", "ways", "printed odds", "true odds", "house pays", "house edge", "erratum"):
            t.add_column(c)
        for r in rows:
            t.add_row(r["totals"], str(r["ways"]), r["printed_odds"], r["true_odds"], f"{r['pays']} to 1",
                      f"{r['house_edge_percent']:.3f}%", "" if r["printed_correct"] else "WRONG")
        console.print(t)

    @app.command("simulate")
    def simulate_cmd(
        game: str = typer.Argument(..., help="punto-banco (baccarat), blackjack-casino, or any game"),
        rounds: int = typer.Option(100_000, help="coups or rounds"),
        strategy: str = typer.Option("basic", help="blackjack: basic; other games: a bot name or random"),
        seed: int = typer.Option(0),
        workers: int = typer.Option(1, help="local processes"),
        chunk: int = typer.Option(250_000, help="rounds per chunk (fixes the result for a seed)"),
        scheduler: Optional[str] = typer.Option(None, help="Dask scheduler address tcp://host:port"),
        decks: Optional[int] = typer.Option(None, help="packs in the shoe"),
        json: bool = typer.Option(False, "--json"),
    ) -> None:
        """Seeded Monte Carlo in chunks (processes or Dask), merged exactly, with 95 % intervals."""
        from ..core import get_game
        from ..core.errors import HoyleError
        from ..sim import simulate
        try:
            g = get_game(game)
        except HoyleError as exc:
            fail(str(exc))
        if rounds < 1 or chunk < 1 or workers < 1:
            fail("--rounds, --chunk and --workers must be positive")
        params: dict = {}
        if g.slug == "punto-banco":
            kind = "baccarat"
            if decks:
                params["decks"] = decks
        elif g.slug == "blackjack-casino" and strategy == "basic":
            kind = "blackjack"
            if decks:
                params["decks"] = decks
        else:
            kind = "engine"
            params = {"game": g.slug, "strategy": strategy}
        from rich.progress import Progress
        try:
            if json:
                res = simulate(kind, rounds, seed, chunk, workers, scheduler, **params)
            else:
                with Progress(console=console, transient=True) as prog:
                    task = prog.add_task(f"simulating {g.slug}", total=rounds)
                    res = simulate(kind, rounds, seed, chunk, workers, scheduler,
                                   progress=lambda n: prog.advance(task, n), **params)
        except (HoyleError, ValueError, OSError) as exc:
            fail(str(exc))
        if json:
            print_json(res.to_dict())
            return
        t = Table(title=f"{g.title}: {rounds} rounds, seed {seed}, {res.chunks} chunks ({res.scheduler})")
        t.add_column("bet / seat")
        t.add_column("mean per unit", justify="right")
        t.add_column("± 95%", justify="right")
        t.add_column("house edge", justify="right")
        for k, v in res.bets.items():
            t.add_row(k, f"{v['mean_per_unit']:+.5f}", f"{v['ci95']:.5f}", f"{v['edge_percent']:.3f}%")
        console.print(t)
