"""``hoyle odds baccarat|blackjack|chuck-luck|under-and-over-seven|faro|roulette|trente-et-quarante|card-craps|
monte-bank|blind-hookey`` and ``hoyle simulate GAME``."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Optional

import typer
from rich.table import Table

from ._common import console, err_console, fail, print_json


def _pct(f: Fraction | float) -> str:
    return f"{float(f) * 100:.4f}%"


def _frac(f: Fraction) -> str:
    return f"{f.numerator}/{f.denominator}" if f.denominator != 1 else str(f.numerator)


def _edge_table(title: str, rows: list[tuple], columns: tuple[str, ...]) -> None:
    t = Table(title=title)
    for c in columns:
        t.add_column(c)
    for r in rows:
        t.add_row(*map(str, r))
    console.print(t)


PLOT_HELP = "also draw the house edge of each bet as bars to FILE.png (needs hoyle\\[plot])"


def _plot_option() -> Optional[Path]:
    return typer.Option(None, "--plot", help=PLOT_HELP)


def _check_plot(plot: Optional[Path]) -> None:
    if plot is not None:
        from ._plot import check_target
        check_target(plot)


def _plot_edges(plot: Optional[Path], title: str, edges: list[tuple[str, Fraction | float]]) -> None:
    """The house edge per unit staked of each bet, in per cent, as bars (a negative edge: the
    punter's, drawn in another colour)."""
    if plot is None:
        return
    from ._plot import plot_bars
    plot_bars(plot, title, [(k, float(v) * 100) for k, v in edges], "house edge, per cent of the stake")
    err_console.print(f"plot: {plot}", markup=False, soft_wrap=True)


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    _register_casino(odds_app)

    @odds_app.command("baccarat")
    def odds_baccarat(
        decks: int = typer.Option(8, help="packs in the shoe"),
        commission: float = typer.Option(5.0, help="commission on winning banker bets, per cent"),
        tie_pays: int = typer.Option(8, help="tie pays this many to 1"),
        player_on_5: str = typer.Option("draw", help="chemin de fer option: draw or stand at 5"),
        banker_3_vs_9: str = typer.Option("draw", help="banker at 3 against a third-card 9: draw or stand"),
        banker_5_vs_4: str = typer.Option("draw", help="banker at 5 against a third-card 4: draw or stand"),
        plot: Optional[Path] = _plot_option(),
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
        _check_plot(plot)
        o = baccarat_odds(decks, player_on_5 == "draw", banker_3_vs_9 == "draw", banker_5_vs_4 == "draw")
        edges = bet_edges(o, Fraction(str(commission)), tie_pays)
        _plot_edges(plot, f"Baccarat, {decks} packs: house edge per bet (exact)",
                    [(k, v["house_edge"]) for k, v in edges.items()])
        if json:
            print_json({
                "game": "baccarat", "decks": decks, "method": "exact enumeration of the first six cards",
                "banker": str(o.banker), "player": str(o.player), "tie": str(o.tie),
                "banker_float": float(o.banker), "player_float": float(o.player), "tie_float": float(o.tie),
                "bets": {k: {"pays": v["pays"], "house_edge": str(v["house_edge"]),
                             "house_edge_percent": float(v["house_edge"]) * 100} for k, v in edges.items()},
                "banker_natural": str(o.banker_natural),
                "note": "banker-natural pays 9 to 1 as seed 004 prints it (O13); at that price the punter "
                        "has the edge (negative house edge)",
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
        nat = o.banker_natural
        console.print(f"banker-natural: the side bet as seed 004 prints it (§1.2.3, O13: 9 to 1). The bank's "
                      f"first two cards make 8 or 9 with probability {float(nat):.6f}, so at 9 to 1 the punter, "
                      f"not the house, has the edge; the fair payout is {float((1 - nat) / nat):.3f} to 1.")

    @odds_app.command("blackjack")
    def odds_blackjack(
        h17: bool = typer.Option(False, "--h17", help="dealer hits soft 17"),
        das: bool = typer.Option(False, "--das", help="double after split"),
        blackjack_pays: str = typer.Option("3:2", help="what a natural pays: '3:2' (the game's default, "
                                           "Griffin's rule set), '2 to 1' (seed 004 O19), '6 for 5'"),
        json: bool = typer.Option(False, "--json"),
    ) -> None:
        """Infinite-deck dealer outcomes, basic strategy and house edge, exact (stated rule set)."""
        from ..analysis.banking_blackjack import BJAnalysisRules, analyse
        from ..core.errors import HoyleError
        from ..mechanics.banking import parse_odds
        try:
            pays = parse_odds(blackjack_pays).profit
        except HoyleError as exc:
            fail(f"--blackjack-pays: {exc}")
        if not 0 < pays <= 10:
            fail(f"--blackjack-pays must pay more than 0 and at most 10 to 1, not {blackjack_pays!r}")
        a = analyse(BJAnalysisRules(hit_soft_17=h17, double_after_split=das, blackjack_pays=pays))
        ev = a.expectation()
        rules = {"decks": "infinite", "dealer": "hits soft 17" if h17 else "stands on soft 17",
                 "double": "any first two cards", "double_after_split": das, "resplit": False,
                 "split_aces": "one card each", "surrender": False, "peek": True, "blackjack_pays": _frac(pays)}
        table = a.strategy_table()
        dealer = {("A" if u == 1 else str(u)): {str(k): v for k, v in a.dealer[u].items()} for u in range(1, 11)}
        dealer_json = {u: {k: _frac(v) for k, v in row.items()} for u, row in dealer.items()}
        published = {"source": "P. Griffin, The Theory of Blackjack (infinite deck, no resplitting)",
                     "house_edge_percent": 0.690223} if (not h17 and not das and pays == Fraction(3, 2)) else None
        if json:
            print_json({"game": "blackjack-casino", "rules": rules, "method": "exact (Fractions), infinite deck",
                        "expectation": _frac(ev), "house_edge": _frac(-ev),
                        "house_edge_percent": float(-ev) * 100,
                        "published": published, "dealer_outcomes": dealer_json, "basic_strategy": table})
            return
        console.print(f"Rule set: {rules}")
        console.print(f"House edge: {float(-ev) * 100:.4f}%" + (
            f"  (published: {published['house_edge_percent']}%, {published['source']})" if published else ""))
        d = Table(title="Dealer's final total by up card (no blackjack: the dealer peeks)")
        d.add_column("up")
        for k in ("17", "18", "19", "20", "21", "bust"):
            d.add_column(k, justify="right")
        for u, row in dealer.items():
            d.add_row(u, *(f"{float(row[k]):.4f}" for k in ("17", "18", "19", "20", "21", "bust")))
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
            print_json([{k: (_frac(v) if isinstance(v, Fraction) else v) for k, v in r.items()} for r in rows])
            return
        t = Table(title="Chuck-luck totals (Foster §11.13)")
        for c in ("totals", "ways", "printed odds", "true odds", "house pays", "house edge", "verdict"):
            t.add_column(c)
        for r in rows:
            t.add_row(r["totals"], str(r["ways"]), r["printed_odds"], r["true_odds"], f"{r['pays']} to 1",
                      f"{r['house_edge_percent']:.3f}%", r["verdict"])
        console.print("verdict: correct = the exact odds round to the printed figure at its printed unit "
                      "(halves for ½, quarters for ¼); close = within 10 %; see `hoyle errata chuck-luck`")
        console.print(t)

    @app.command("simulate")
    def simulate_cmd(
        game: str = typer.Argument(..., help="punto-banco (baccarat), blackjack-casino, or any game"),
        rounds: int = typer.Option(100_000, help="coups or rounds"),
        strategy: str = typer.Option("basic", help="blackjack: basic; other games: a bot name or random"),
        seed: int = typer.Option(0),
        workers: int = typer.Option(1, help="local processes (after a timed probe of one chunk, a run is "
                                    "sent out in tasks of about 0.75 s, at least 4 a worker)"),
        chunk: Optional[int] = typer.Option(None, help="rounds per chunk, the unit of the seeding (fixes the "
                                            "result for a seed, whatever the workers); default: 250,000 "
                                            "coups of baccarat or basic-strategy blackjack, 100 rounds of "
                                            "any other game"),
        scheduler: Optional[str] = typer.Option(None, help="Dask scheduler address tcp://host:port"),
        decks: Optional[int] = typer.Option(None, help="packs in the shoe"),
        engine: str = typer.Option("auto", help="baccarat: numba (hoyle\\[fast]), numpy, or auto; "
                                   "a seed's sample depends on the engine"),
        plot: Optional[Path] = typer.Option(None, help="also draw the result to FILE.png (needs hoyle\\[plot]): "
                                            "each seat's result per round with the mean's 95 % interval, "
                                            "or each bet's mean with its interval"),
        json: bool = typer.Option(False, "--json"),
    ) -> None:
        """Seeded Monte Carlo in chunks (processes or Dask), merged exactly, with 95 % intervals.

        A house edge is printed where the game has a bank and stakes to relate it to: per bet
        (baccarat's banker, player and tie; blackjack's box; in the engine, each kind of bet
        laid against the bank, per chip staked); elsewhere each seat's chips per round."""
        from ..core import get_game
        from ..core.errors import HoyleError
        from ..sim import DEFAULT_CHUNK, simulate
        try:
            g = get_game(game)
        except HoyleError as exc:
            fail(str(exc))
        if rounds < 1 or (chunk is not None and chunk < 1) or workers < 1:
            fail("--rounds, --chunk and --workers must be positive")
        if seed < 0:
            fail(f"--seed must be 0 or more, not {seed}")
        if plot is not None:
            from ._plot import check_target
            check_target(plot)
        params: dict = {}
        if g.slug == "punto-banco":
            kind = "baccarat"
            decks = 8 if decks is None else decks
            if not 1 <= decks <= 12:
                fail(f"--decks must be 1..12 for baccarat, not {decks}")
            params["decks"] = decks
            from ..sim.fast_baccarat import numba_available
            if engine == "auto":
                engine = "numba" if numba_available() else "numpy"
            if engine not in ("numba", "numpy"):
                fail(f"--engine must be auto, numba or numpy, not {engine!r}")
            if engine == "numba" and not numba_available():
                fail("--engine numba needs Numba: pip install 'hoyle[fast]'")
            params["engine"] = engine
            if strategy not in ("basic", "flat"):
                fail(f"baccarat is simulated with flat stakes on each bet; --strategy {strategy!r} "
                     "is not a baccarat strategy (use the default)")
        elif g.slug == "blackjack-casino" and strategy == "basic":
            kind = "blackjack"
            decks = 6 if decks is None else decks
            if not 1 <= decks <= 8:
                fail(f"--decks must be 1..8 for blackjack, not {decks}")
            params["decks"] = decks
            # the cut card: one pack from the end of a shoe; a quarter of a single pack
            params["cut_card"] = 52 if decks > 1 else 13
        else:
            from ..bots import bot_names
            kind = "engine"
            if decks is not None:
                fail(f"--decks applies to punto-banco and blackjack-casino, not {g.slug} "
                     "(give the game's own rule options instead)")
            names = bot_names(g)
            if strategy == "basic":
                strategy = "bot"
            elif strategy not in names:
                fail(f"no strategy {strategy!r} for {g.slug} (strategies: {', '.join(names)})")
            params = {"game": g.slug, "strategy": strategy}
            from ..bots import make_bot
            from ..bots.ismcts import ISMCTSBot, fallback_notice
            if isinstance(make_bot(strategy, g, 0, 0), ISMCTSBot):
                note = fallback_notice(g)
                if note:
                    err_console.print(note, markup=False, soft_wrap=True, highlight=False)
        chunk = DEFAULT_CHUNK[kind] if chunk is None else chunk
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
        try:
            if json:
                res = simulate(kind, rounds, seed, chunk, workers, scheduler, **params)
            else:
                with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                              TimeRemainingColumn(), console=console, transient=True) as prog:
                    task = prog.add_task(f"simulating {g.slug}", total=rounds)
                    res = simulate(kind, rounds, seed, chunk, workers, scheduler,
                                   progress=lambda n: prog.advance(task, n), **params)
        except (HoyleError, ValueError, OSError) as exc:
            fail(str(exc))
        if plot is not None:
            _plot_simulation(plot, g, res, rounds, seed)
            err_console.print(f"plot: {plot}", markup=False, soft_wrap=True)
        if json:
            out = res.to_dict()
            for key in ("decks", "engine"):
                if key in params:
                    out[key] = params[key]
            print_json(out)
            return
        head = f"{g.title}: {rounds:,} rounds, seed {seed}, {res.chunks} chunks ({res.scheduler}"
        head += f", {res.tasks} tasks)" if res.scheduler != "local" else ")"
        if kind != "engine":
            # a unit stake on each bet against the house's bank: the edge is minus the mean
            edge = g.house_seat is not None
            t = Table(title=head)
            t.add_column("bet")
            t.add_column("mean per unit staked", justify="right")
            t.add_column("± 95%", justify="right")
            if edge:
                t.add_column("house edge", justify="right")
            for k, v in res.bets.items():
                t.add_row(k, f"{v['mean_per_unit']:+.5f}", f"{v['ci95']:.5f}",
                          *([f"{v['edge_percent']:.3f}%"] if edge else []))
            console.print(t)
        else:
            t = Table(title=head)
            t.add_column("seat")
            t.add_column(f"{_unit(g)} per round", justify="right")
            t.add_column("± 95%", justify="right")
            for k, v in res.bets.items():
                t.add_row(_seat_label(g, k), f"{v['mean_per_unit']:+.4f}", f"{v['ci95']:.4f}")
            console.print(t)
            if res.edges:
                _edge_rows(res.edges)


def _unit(g) -> str:
    return getattr(g.state_cls, "unit", "chips")


def _seat_label(g, key: str) -> str:
    """``seat0`` -> ``seat 0 (bank)`` where seat 0 keeps the bank (the game's house_seat)."""
    s = int(key.removeprefix("seat"))
    return f"seat {s}" + (" (bank)" if s == g.house_seat else "")


_EDGE_ROWS = 20


def _edge_rows(edges: dict) -> None:
    """The house edge per chip staked on each kind of bet (those most staked first)."""
    e = Table(title="house edge per chip staked against the bank, by bet")
    for c, j in (("bet", "left"), ("staked per round", "right"), ("house edge", "right"), ("± 95%", "right")):
        e.add_column(c, justify=j)
    for k, v in list(edges.items())[:_EDGE_ROWS]:
        e.add_row(k, f"{v['staked_per_round']:.3f}", f"{v['house_edge_percent']:.3f}%",
                  f"{v['ci95_percent']:.3f}%")
    console.print(e)
    if len(edges) > _EDGE_ROWS:
        console.print(f"({len(edges) - _EDGE_ROWS} bets staked less are left out here; --json lists every bet)",
                      markup=False)


def _plot_simulation(path: Path, g, res, rounds: int, seed: int) -> None:
    from ._plot import plot_intervals, plot_seats
    title = f"{g.title}: {rounds:,} rounds, seed {seed}"
    if res.kind == "engine":
        seats = [(_seat_label(g, k), res.histogram(int(k.removeprefix("seat"))), v["mean_per_unit"], v["ci95"])
                 for k, v in res.bets.items()]
        plot_seats(path, title, seats, _unit(g))
    else:
        plot_intervals(path, title, [(k, v["mean_per_unit"], v["ci95"]) for k, v in res.bets.items()],
                       "mean result per unit staked, with its 95 % interval")


def _register_casino(odds_app: typer.Typer) -> None:
    """The exact odds of the casino games added with issue 4 (faro, roulette, trente, craps...)."""

    @odds_app.command("chuck-luck-bets")
    def odds_chuck_luck_bets(
        raffle_takes_all: bool = typer.Option(True, help="a raffle takes the single numbers too (Foster)"),
        plot: Optional[Path] = _plot_option(),
        json: bool = typer.Option(False, "--json"),
    ) -> None:
        """Every chance of the chuck-luck layout: exact house edge over the 216 throws."""
        from ..analysis.banking_dice import chuck_luck_bets
        _check_plot(plot)
        rows = chuck_luck_bets(raffle_takes_all)
        _plot_edges(plot, "Chuck-luck, every chance (Foster §11.13): house edge (exact)",
                    [(k, v["house_edge"]) for k, v in rows.items()])
        if json:
            print_json({k: {"house_edge": _frac(v["house_edge"]), "house_edge_percent": float(v["house_edge"]) * 100}
                        for k, v in rows.items()})
            return
        _edge_table("Chuck-luck, every chance (Foster §11.13)",
                    [(k, _frac(v["house_edge"]), _pct(v["house_edge"])) for k, v in rows.items()],
                    ("chance", "house edge", "%"))

    @odds_app.command("under-and-over-seven")
    def odds_under_over(plot: Optional[Path] = _plot_option(),
                        json: bool = typer.Option(False, "--json")) -> None:
        """Under and over seven (Foster §11.17): exact house edge of each chance."""
        from ..analysis.banking_dice import under_over_bets
        _check_plot(plot)
        rows = under_over_bets()
        _plot_edges(plot, "Under and over seven (Foster §11.17): house edge (exact)",
                    [(k, v["house_edge"]) for k, v in rows.items()])
        if json:
            print_json({k: {"house_edge": _frac(v["house_edge"]), "house_edge_percent": float(v["house_edge"]) * 100}
                        for k, v in rows.items()})
            return
        _edge_table("Under and over seven", [(k, _frac(v["house_edge"]), _pct(v["house_edge"]))
                                             for k, v in rows.items()], ("chance", "house edge", "%"))

    @odds_app.command("faro")
    def odds_faro(
        cards_left: int = typer.Option(51, help="cards left in the box below the one showing (odd: turns + hoc)"),
        call_pays: int = typer.Option(4, help="calling the turn pays this to 1"),
        cat_hop_pays: int = typer.Option(2, help="a cat-hop pays this to 1"),
        plot: Optional[Path] = _plot_option(),
        json: bool = typer.Option(False, "--json"),
    ) -> None:
        """Faro: a rank bet's chances (win, lose, split, hoc) by cards of the rank left; calling the turn."""
        from ..analysis.banking_casino import faro_call_the_turn, faro_rank_bet, faro_splits_per_deal
        if cards_left < 3 or cards_left > 51 or cards_left % 2 == 0:
            fail(f"--cards-left must be an odd number from 3 to 51, not {cards_left}")
        _check_plot(plot)
        rows = {k: faro_rank_bet(k, cards_left) for k in range(1, 5) if k <= cards_left}
        calls = faro_call_the_turn(call_pays, cat_hop_pays)
        _plot_edges(plot, f"Faro, {cards_left} cards in the box: house edge (exact)",
                    [(f"a rank, {k} left", v["house_edge"]) for k, v in rows.items()]
                    + [(f"calling the turn: {k}", v["house_edge"]) for k, v in calls.items()])
        splits = faro_splits_per_deal()
        if json:
            print_json({"game": "faro", "cards_left": cards_left,
                        "rank_bets": {str(k): {x: _frac(v[x]) for x in v} | {
                            "house_edge_percent": float(v["house_edge"]) * 100} for k, v in rows.items()},
                        "last_turn": {k: {**{x: (_frac(y) if isinstance(y, Fraction) else y) for x, y in v.items()},
                                          "house_edge_percent": float(v["house_edge"]) * 100}
                                      for k, v in calls.items()},
                        "splits_per_deal": _frac(splits)})
            return
        _edge_table(f"Faro: a stake on a rank, {cards_left} cards in the box (exact)",
                    [(k, _frac(v["win"]), _frac(v["lose"]), _frac(v["split"]), _frac(v["hoc"]),
                      _frac(v["house_edge"]), _pct(v["house_edge"])) for k, v in rows.items()],
                    ("of the rank left", "win", "lose", "split", "hoc", "house edge", "%"))
        _edge_table("The last turn (calling the turn)",
                    [(v["label"], v["orders"], v["true_odds"], v["pays"], _frac(v["house_edge"]), _pct(v["house_edge"]))
                     for k, v in calls.items()], ("cards", "orders", "true odds", "pays", "house edge", "%"))
        console.print(f"Splits expected per deal: 25 x 3/51 = {_frac(splits)} = {float(splits):.4f} "
                      f"(Foster: about three in two deals)")

    @odds_app.command("roulette")
    def odds_roulette(
        wheel: str = typer.Option("monte-carlo", help="monte-carlo, two-zero or american"),
        zero_rule: str = typer.Option("takes-all", help="takes-all or prison"),
        plot: Optional[Path] = _plot_option(),
        json: bool = typer.Option(False, "--json"),
    ) -> None:
        """Roulette (Foster §11.11): every bet's payout, true odds and exact house edge."""
        from ..analysis.banking_casino import roulette_edges
        if wheel not in ("monte-carlo", "two-zero", "american"):
            fail(f"--wheel must be monte-carlo, two-zero or american, not {wheel!r}")
        if zero_rule not in ("takes-all", "prison"):
            fail(f"--zero-rule must be takes-all or prison, not {zero_rule!r}")
        _check_plot(plot)
        rows = roulette_edges(wheel, zero_rule)
        _plot_edges(plot, f"Roulette, {wheel} wheel, zero {zero_rule}: house edge per bet (exact)",
                    [(k, v["house_edge"]) for k, v in rows.items()])
        if json:
            print_json({"game": "roulette", "wheel": wheel, "zero_rule": zero_rule, "bets": {
                k: {**v, "house_edge": _frac(v["house_edge"]), "house_edge_percent": float(v["house_edge"]) * 100}
                for k, v in rows.items()}})
            return
        _edge_table(f"Roulette, {wheel} wheel, zero {zero_rule} (exact)",
                    [(k, v["numbers"], v["pays"], v["true_odds"], _frac(v["house_edge"]), _pct(v["house_edge"]))
                     for k, v in rows.items()], ("bet", "numbers", "pays", "true odds", "house edge", "%"))

    @odds_app.command("trente-et-quarante")
    def odds_trente(
        insurance_percent: int = typer.Option(5, help="insurance premium, per cent of the stake (004 §1.19)"),
        json: bool = typer.Option(False, "--json"),
    ) -> None:
        """Trente-et-quarante: final totals, refaits and each bet's edge (infinite-pack recursion, exact)."""
        from ..analysis.banking_casino import trente_odds
        if not 0 <= insurance_percent <= 100:
            fail("--insurance-percent must be 0..100")
        t = trente_odds(insurance_percent)
        fin = t["final_totals"]
        if json:
            print_json({"game": "trente-et-quarante", "method": "infinite-pack recursion (exact fractions)",
                        "final_totals": {str(k): _frac(v) for k, v in fin.items()},
                        "final_totals_float": {str(k): float(v) for k, v in fin.items()},
                        **{k: _frac(v) for k, v in t.items() if isinstance(v, Fraction)},
                        "house_edge_half_percent": float(t["house_edge_half"]) * 100,
                        "odds_against_refait_31_float": float(t["odds_against_refait_31"])})
            return
        _edge_table("A row's final total (infinite pack); relative to 31 = 13 (Foster prints 13, 12, ... 4)",
                    [(k, f"{float(v):.6f}", f"{float(v / fin[31] * 13):.2f}") for k, v in fin.items()],
                    ("total", "probability", "relative"))
        _edge_table("Bets (rouge, noir, couleur, inverse: all alike)", [
            ("refait at 31, half taken", _pct(t["house_edge_half"])),
            ("refait at 31, prison", _pct(t["house_edge_prison"])),
            (f"insured ({insurance_percent} %)", _pct(t["house_edge_insured"]))], ("rule", "house edge"))
        console.print(f"Refait at 31: {float(t['refait_31']):.6f}, odds against {float(t['odds_against_refait_31']):.2f} "
                      f"to 1 (Foster prints 63 to 1: see the errata)")

    @odds_app.command("card-craps")
    def odds_card_craps(
        cards: bool = typer.Option(True, help="also the 48-card pack's odds (a few seconds: exact recursion)"),
        json: bool = typer.Option(False, "--json"),
    ) -> None:
        """Card craps (004 §1.9): the dice tables the book lost, and the odds with its 48-card pack."""
        from ..analysis.banking_craps import (card_come_out, card_pass, card_point_made, dice_hard_ways,
                                              dice_pass, dice_table, faders_edge, odds_text, one_roll_props)
        table = dice_table()
        p = dice_pass()
        d = {"game": "card-craps", "dice": {
            "table": [{"total": r["total"], "ways": r["ways"], "one_roll": odds_text(r["one_roll"]),
                       "before_7": odds_text(r["before_7"]) if r["before_7"] is not None else None} for r in table],
            "hard_ways": {str(k): odds_text(v) for k, v in dice_hard_ways().items()},
            "one_roll": {k: odds_text(v) for k, v in one_roll_props(False).items()},
            "pass": _frac(p), "faders_edge": _frac(faders_edge()),
            "faders_edge_percent": float(faders_edge()) * 100}}
        if cards:
            cp = card_pass()
            d["cards"] = {"come_out": {str(k): _frac(v) for k, v in card_come_out().items()},
                          "one_roll": {k: odds_text(v) for k, v in one_roll_props(True).items()},
                          "point_made": {str(t): _frac(card_point_made(t)) for t in (4, 5, 6, 8, 9, 10)},
                          "point_made_float": {str(t): float(card_point_made(t)) for t in (4, 5, 6, 8, 9, 10)},
                          "pass": _frac(cp), "pass_float": float(cp), "faders_edge": _frac(1 - 2 * cp),
                          "faders_edge_percent": float(1 - 2 * cp) * 100,
                          "method": "exact recursion over the pack's composition (whole numbers, Fractions)"}
        if json:
            print_json(d)
            return
        _edge_table("Two dice (the book's Table 1, rebuilt)",
                    [(r["total"], r["ways"], r["one_roll"], r["before_7"] or "-") for r in d["dice"]["table"]],
                    ("total", "ways/36", "against in one roll", "against before 7"))
        console.print(f"Dice: pass {d['dice']['pass']}, faders' edge {d['dice']['faders_edge_percent']:.3f}%")
        if cards:
            c = d["cards"]
            _edge_table("The 48-card pack", [(k, v) for k, v in c["one_roll"].items()] +
                        [(f"point {k} made", f"{v:.5f}") for k, v in c["point_made_float"].items()],
                        ("proposition", "odds against / chance"))
            console.print(f"Cards: pass {c['pass_float']:.5f}, faders' edge {c['faders_edge_percent']:.3f}%")

    @odds_app.command("monte-bank")
    def odds_monte(json: bool = typer.Option(False, "--json")) -> None:
        """Monte bank (Foster §11.15): a layout's chance against the gate, first coup of a 40-card pack."""
        from ..analysis.banking_casino import monte_bank_odds
        m = monte_bank_odds()
        if json:
            print_json({k: _frac(v) for k, v in m.items()} | {"house_edge_percent": float(m["house_edge"]) * 100})
            return
        _edge_table("Monte bank (exact)", [(k, _frac(v), f"{float(v):.6f}") for k, v in m.items()],
                    ("", "exact", "float"))

    @odds_app.command("blind-hookey")
    def odds_hookey(ties: str = typer.Option("banker", help="banker or stand-off"),
                    json: bool = typer.Option(False, "--json")) -> None:
        """Blind hookey / banker and broker: a packet against the banker's (exact)."""
        from ..analysis.banking_casino import hookey_odds
        if ties not in ("banker", "stand-off"):
            fail(f"--ties must be banker or stand-off, not {ties!r}")
        h = hookey_odds(ties)
        if json:
            print_json({k: _frac(v) for k, v in h.items()} | {"house_edge_percent": float(h["house_edge"]) * 100})
            return
        _edge_table(f"Blind hookey, ties to {ties} (exact)", [(k, _frac(v), f"{float(v):.6f}") for k, v in h.items()],
                    ("", "exact", "float"))

    @odds_app.command("red-dog")
    def odds_red_dog(hand_size: int = typer.Option(5, help="cards in the hand (red dog 5 or 4; Polish bank and "
                                                           "slippery Sam 3)"),
                     pays: int = typer.Option(1, help="a win pays this to 1 (Polish bank: 2)"),
                     json: bool = typer.Option(False, "--json")) -> None:
        """Red dog family: a random hand against a random turned card (exact baseline, 004 O96/O102)."""
        from ..analysis.banking_casino import red_dog_odds
        if not 1 <= hand_size <= 13 or pays < 1:
            fail("--hand-size must be 1..13 and --pays at least 1")
        d = red_dog_odds(hand_size, pays)
        if json:
            print_json({k: _frac(v) for k, v in d.items()} | {"win_float": float(d["win"]),
                                                               "house_edge_percent": float(d["house_edge"]) * 100})
            return
        _edge_table(f"Red dog: {hand_size} cards, pays {pays} to 1 (exact)",
                    [(k, _frac(v), f"{float(v):.6f}") for k, v in d.items()], ("", "exact", "float"))

    @odds_app.command("stuss")
    def odds_stuss(pocket: int = typer.Option(4, help="cards kept in the pocket (0: no second bets, 26 turns)"),
                   json: bool = typer.Option(False, "--json")) -> None:
        """Stuss (004 §2.7): a stake on a rank by cards of it left, from a full box (exact)."""
        from ..analysis.banking_casino import stuss_rank_bet
        if pocket not in (0, 4):
            fail("--pocket must be 4 or 0")
        rows = {k: stuss_rank_bet(k, 52, pocket) for k in range(1, 5)}
        if json:
            print_json({str(k): {x: _frac(v[x]) for x in v} | {"house_edge_percent": float(v["house_edge"]) * 100}
                        for k, v in rows.items()})
            return
        _edge_table(f"Stuss, pocket {pocket} (exact)", [(k, _frac(v["win"]), _frac(v["lose"]), _frac(v["pocket"]),
                                                         _pct(v["house_edge"])) for k, v in rows.items()],
                    ("of the rank", "win", "lose", "pocket", "house edge"))

    @odds_app.command("hoggenheimer")
    def odds_hoggenheimer(json: bool = typer.Option(False, "--json")) -> None:
        """Hoggenheimer (004 §1.13): every stake wins with chance 1/(k+1) and is paid k to 1 -- fair."""
        from ..analysis.banking_casino import hoggenheimer_odds
        rows = hoggenheimer_odds()
        if json:
            print_json({k: {**v, "win": _frac(v["win"]), "house_edge": _frac(v["house_edge"])} for k, v in rows.items()})
            return
        _edge_table("Hoggenheimer (exact)", [(k, v["cards"], _frac(v["win"]), v["pays"], _frac(v["house_edge"]))
                                             for k, v in rows.items()], ("stake", "cards", "wins", "pays", "edge"))

    @odds_app.command("ace-deuce-jack")
    def odds_adj(json: bool = typer.Option(False, "--json")) -> None:
        """Ace-deuce-jack (004 §1.1): none of A, 2, J among three bottom cards (exact)."""
        from ..analysis.banking_casino import ace_deuce_jack_odds
        o = ace_deuce_jack_odds()
        if json:
            print_json({k: _frac(v) for k, v in o.items()})
            return
        _edge_table("Ace-deuce-jack (exact)", [(k, _frac(v), f"{float(v):.6f}") for k, v in o.items()],
                    ("", "exact", "float"))

    @odds_app.command("passe-dix")
    def odds_passe_dix(json: bool = typer.Option(False, "--json")) -> None:
        """Passe-dix: three dice making 10 or more (exact over 216 throws; the book's '9 of 16' is an erratum)."""
        from ..analysis.banking_dice import passe_dix
        d = passe_dix()
        if json:
            print_json({k: _frac(v) for k, v in d.items()})
            return
        _edge_table("Passe-dix (exact)", [(k, _frac(v), f"{float(v):.6f}") for k, v in d.items()],
                    ("", "exact", "float"))

    @odds_app.command("red-and-black")
    def odds_red_and_black(json: bool = typer.Option(False, "--json")) -> None:
        """Red and black (004 §2.2): cards of one's colour in five from two packs, and the payouts (fair)."""
        from ..games.banking import red_black_multiple, red_black_odds
        p = red_black_odds()
        ev = sum(v * red_black_multiple(k) for k, v in p.items())
        if json:
            print_json({"distribution": {str(k): _frac(v) for k, v in p.items()}, "expectation": _frac(ev)})
            return
        _edge_table("Red and black (exact)", [(k, _frac(v), f"{float(v):.4f}", f"{red_black_multiple(k):+d}")
                                              for k, v in p.items()], ("of my colour", "chance", "", "stakes"))
        console.print(f"Expectation: {_frac(ev)}")
