"""``hoyle odds raffling|round-the-spot|going-to-boston|multiplication-dice|craps|poker-dice|dice-ten-pins|
dice-baseball|ace-in-the-pot|centennial|vingt-et-un-dice|help-your-neighbour-dice``: the dice games' exact odds,
walked through each game's own chance outcomes (:mod:`hoyle.analysis.dice`)."""

from __future__ import annotations

from fractions import Fraction

import typer
from rich.table import Table

from ._common import console, fail, print_json


def _frac(f: Fraction) -> str:
    return f"{f.numerator}/{f.denominator}" if f.denominator != 1 else str(f.numerator)


def _show(title: str, d: dict, json: bool, head: str = "") -> None:
    if json:
        print_json({str(k): _frac(v) for k, v in d.items()})
        return
    t = Table(title=title)
    for c in (head, "exact", "decimal"):
        t.add_column(c)
    for k, v in d.items():
        ex = _frac(v)
        t.add_row(str(k), ex if len(ex) <= 40 else "(--json for the exact fraction)", f"{float(v):.6f}")
    console.print(t)


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    from ..analysis import dice as D

    @odds_app.command("raffling")
    def odds_raffling(json: bool = typer.Option(False, "--json")) -> None:
        """Raffling (001 part 6 §5.2): odds against N or more with nine dice, exact, by the book's table."""
        dist = D.score_distribution("raffling")
        rows = {n: D.at_least(dist, n) for n in D.RAFFLE_BOOK_ODDS}
        if json:
            print_json({str(n): {"chance": _frac(p), "odds_against": _frac(D.odds_against(p)),
                                 "book": "{} to {}".format(*D.RAFFLE_BOOK_ODDS[n])} for n, p in rows.items()})
            return
        t = Table(title="Raffling: N or more with nine dice (exact, from the game's throws)")
        for c in ("N or more", "chance", "odds against (exact)", "book"):
            t.add_column(c)
        for n, p in rows.items():
            a, b = D.RAFFLE_BOOK_ODDS[n]
            t.add_row(str(n), _frac(p), f"{float(D.odds_against(p)):.3f} to 1", f"{a} to {b}")
        console.print(t)

    def _score_game(slug: str, title: str):
        def cmd(two: bool = typer.Option(False, "--two", help="two players: who takes the pool"),
                ace_seven: bool = typer.Option(False, "--ace-seven", help="going to Boston: the ace counts seven"),
                json: bool = typer.Option(False, "--json")) -> None:
            rules = None
            if ace_seven:
                if slug != "going-to-boston":
                    fail("--ace-seven is a rule of going to Boston only")
                from ..games.dice import BostonRules
                rules = BostonRules(ace_counts_seven=True)
            if two:
                _show(f"{title}: two players (exact)", D.two_player_pool(slug, rules), json)
            else:
                _show(f"{title}: one player's score (exact)", D.score_distribution(slug, rules), json, "score")
        cmd.__doc__ = f"{title} (001 part 6 §5.7): one player's score, exact, from the game's own throws."
        odds_app.command(slug)(cmd)

    for slug, title in (("round-the-spot", "Round the spot"), ("going-to-boston", "Going to Boston"),
                        ("multiplication-dice", "Multiplication")):
        _score_game(slug, title)

    @odds_app.command("craps")
    def odds_craps(json: bool = typer.Option(False, "--json")) -> None:
        """Craps (001 part 6 §5.3): the caster's chances, exact (the whole decision: 244/495)."""
        _show("Craps: the caster (exact)", D.craps_odds(), json)

    @odds_app.command("poker-dice")
    def odds_poker_dice(bot: bool = typer.Option(False, "--bot", help="three throws, keeping groups"),
                        json: bool = typer.Option(False, "--json")) -> None:
        """Poker dice (001 part 6 §5.4): the hand of one throw of five dice (no straights), exact."""
        _show("Poker dice: " + ("three throws keeping groups" if bot else "one throw"),
              D.poker_dice_odds(bot), json, "hand")

    @odds_app.command("dice-ten-pins")
    def odds_ten_pins(json: bool = typer.Option(False, "--json")) -> None:
        """Dice ten-pins (001 part 6 §5.5): one frame by the book's advice, exact."""
        _show("Dice ten-pins: one frame (exact)", D.ten_pins_frame(), json, "frame")

    @odds_app.command("dice-baseball")
    def odds_baseball(form: str = typer.Option("simple", help="simple or diamond"),
                      most: int = typer.Option(10, help="list run counts up to this"),
                      json: bool = typer.Option(False, "--json")) -> None:
        """Dice baseball (001 part 6 §5.6): runs in one inning, exact."""
        if form not in ("simple", "diamond"):
            fail("--form must be simple or diamond (seed 001 part 6 §5.6)")
        if not 0 <= most <= 30:
            fail("--most must be 0 to 30")
        _show(f"Dice baseball ({form}): runs in an inning (exact)", D.baseball_inning(form, most), json, "runs")

    @odds_app.command("ace-in-the-pot")
    def odds_ace(players: int = typer.Option(3, help="2 or 3 players"),
                 json: bool = typer.Option(False, "--json")) -> None:
        """Ace in the pot (001 part 6 §5.7): each seat's chance of the pool, exact."""
        if not 2 <= players <= 3:
            fail("--players must be 2 or 3 (the walk of four takes minutes)")
        _show(f"Ace in the pot, {players} players (exact)", D.ace_in_the_pot_odds(players), json)

    @odds_app.command("centennial")
    def odds_centennial(json: bool = typer.Option(False, "--json")) -> None:
        """Centennial (001 part 6 §5.7): the first side's chance, exact."""
        _show("Centennial (exact)", D.centennial_odds(), json)

    @odds_app.command("vingt-et-un-dice")
    def odds_vingt(players: int = typer.Option(2, help="2 to 4 players"),
                   stop: int = typer.Option(18, help="every player stands at this total or more (the book: 18)"),
                   json: bool = typer.Option(False, "--json")) -> None:
        """Vingt-et-un with one die (001 part 6 §5.7): who takes the pool, all standing at STOP, exact."""
        if not 2 <= players <= 4 or not 1 <= stop <= 21:
            fail("--players must be 2 to 4 and --stop 1 to 21")
        _show(f"Vingt-et-un with one die, {players} players standing at {stop} (exact)",
              D.vingt_et_un_odds(players, stop), json)

    @odds_app.command("help-your-neighbour-dice")
    def odds_neighbour(target: int = typer.Option(5, help="points to win (1 to 5)"),
                       json: bool = typer.Option(False, "--json")) -> None:
        """Help your neighbour (001 part 6 §5.7): how often the pool is divided, exact."""
        if not 1 <= target <= 5:
            fail("--target must be 1 to 5")
        _show(f"Help your neighbour, {target} to win (exact)", D.neighbour_odds(target), json)
