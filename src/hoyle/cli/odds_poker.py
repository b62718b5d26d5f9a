"""``hoyle eval HAND``, ``hoyle odds poker`` (class table, ``--errata``) and ``hoyle odds draw``."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Optional

import typer
from rich.table import Table

from ..core.errors import quote
from ._common import console, err_console, fail, print_json


def _rules(name: Optional[str], has_joker: bool = False):
    from ..evaluators import PRESETS
    if name is None:
        return PRESETS["foster-mistigris" if has_joker else "foster"]
    try:
        return PRESETS[name]
    except KeyError:
        fail(f"unknown rules {name!r}: choose one of {', '.join(sorted(PRESETS))}")


def _jokers(jokers: Optional[int], r) -> int:
    """The jokers in the pack for ``--jokers`` under the ranking ``r``: by default as many as
    the ranking makes wild (Foster's mistigris: one, O64), else 0; refused (one line, with
    the bound and the ranking to choose) outside what the ranking can count."""
    from ..evaluators import PRESETS
    wild_jokers = sum(1 for c in r.wild_cards if c >= 52)
    if jokers is None:
        return wild_jokers
    if jokers < 0 or jokers > 1:
        fail(f"--jokers is 0 or 1 (a pack of 52 cards, or 53 with the one joker of Foster's "
             f"mistigris, O64), not {jokers}")
    if jokers > wild_jokers:
        with_joker = sorted(k for k, v in PRESETS.items() if any(c >= 52 for c in v.wild_cards))
        fail(f"--jokers {jokers} puts a joker in the pack, but the {r.name} ranking has no joker "
             f"(a joker is wild only under a joker ranking): add "
             + " or ".join(f"--rules {k}" for k in with_joker)
             + " (foster-mistigris: Foster's joker, the mistigris, O64)")
    return jokers


def _cards(text: str):
    from ..cards import CardParseError, parse_cards
    try:
        return parse_cards(text)
    except CardParseError as exc:
        fail(str(exc))


def _is_cards(text: str) -> bool:
    from ..cards import CardParseError, parse_cards
    try:
        parse_cards(text)
    except CardParseError:
        return False
    return True


def _frac(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def _odds_num(x: Fraction) -> str:
    v = float(x)
    return f"{v:,.0f}" if v >= 1000 else f"{v:,.2f}"


def register(app: typer.Typer, odds_app: typer.Typer) -> None:

    @app.command("eval")
    def eval_hand(
        hand: str = typer.Argument(..., help='five to seven cards, e.g. "KH QH JH TH JKR"'),
        rules: Optional[str] = typer.Option(None, help="ranking: foster (default; foster-mistigris "
                                            "if the hand holds a joker), british, foster-local, ..."),
        low: Optional[str] = typer.Option(None, help="value it as a low hand: lowball or high-low"),
        json: bool = typer.Option(False, "--json", help="machine-readable output"),
    ) -> None:
        """Name a poker hand: its class, its description, and (for 6-7 cards) the best five.
        Three cards are valued as a three-card hand (--rules brag, single-brag, american-brag,
        three-card-poker, commerce, commerce-foster, thirty-one; default brag)."""
        from ..cards import Card, format_cards
        from ..evaluators import HandError, best_hand, evaluate
        cards = _cards(hand)
        if len(cards) == 3:
            if low is not None:
                fail("--low values a hand of 5 to 7 cards (lowball, high-low); a three-card hand "
                     "is valued by --rules alone (brag, three-card-poker, ...)")
            return _eval_three(cards, rules, json)
        if not 5 <= len(cards) <= 7:
            fail(f"a poker hand here is 3 or 5 to 7 cards, not {len(cards)}")
        if low is not None:
            if rules is not None:
                fail("--rules names a high-hand ranking; with --low the hand is valued by "
                     "--low alone (lowball or high-low)")
            return _eval_low(cards, low, json)
        r = _rules(rules, any(c >= 52 for c in cards))
        try:
            v = evaluate(cards, r) if len(cards) <= 5 else best_hand(cards, r)
        except HandError as exc:
            fail(str(exc))
        named = [{"wild": "JKR" if w >= 52 else str(Card(w)), "as": str(c)} for w, c in v.named]
        if json:
            print_json({"hand": format_cards(cards), "rules": r.name, "category": v.category.value,
                        "description": v.describe(), "best_five": format_cards(v.cards),
                        "wild_named": named, "rank_key": list(v.key)})
            return
        console.print(f"[bold]{v.describe()}[/]")
        console.print(f"class: {v.category.value}   rules: {r.name}")
        if len(cards) > 5:
            console.print(f"best five: {format_cards(v.cards, pretty=True)}")

    def _eval_three(cards, rules: Optional[str], json: bool) -> None:
        from ..cards import format_cards
        from ..evaluators import HandError
        from ..evaluators.three_card import RANKINGS, evaluate3
        name = rules or "brag"
        if name not in RANKINGS:
            fail(f"unknown three-card ranking {name!r}: choose one of {', '.join(sorted(RANKINGS))}")
        try:
            v = evaluate3(cards, RANKINGS[name])
        except HandError as exc:
            fail(str(exc))
        if json:
            print_json({"hand": format_cards(cards), "rules": name, "category": v.category.value,
                        "description": v.describe(), "rank_key": list(v.key)})
            return
        console.print(f"[bold]{v.describe()}[/]")
        console.print(f"class: {v.category.value}   rules: {name}")

    def _eval_low(cards, low: str, json: bool) -> None:
        from ..cards import format_cards
        from ..evaluators import HandError
        from ..evaluators.low import HIGH_LOW, LOWBALL, best_low, evaluate_low
        r = {"lowball": LOWBALL, "high-low": HIGH_LOW}.get(low)
        if r is None:
            fail(f"--low must be lowball or high-low, not {low!r}")
        try:
            v = evaluate_low(cards, r) if len(cards) == 5 else best_low(cards, r)
        except HandError as exc:
            fail(str(exc))
        if json:
            print_json({"hand": format_cards(cards), "rules": r.name, "category": v.category.value,
                        "description": v.describe(), "best_five": format_cards(v.cards),
                        "rank_key": list(v.key)})
            return
        console.print(f"[bold]{v.describe()}[/]")
        console.print(f"as a low hand, rules: {r.name}")

    @odds_app.command("poker")
    def odds_poker(
        rules: Optional[str] = typer.Option(None, help="ranking (foster, british, foster-local, "
                                            "foster-true, straight-poker, foster-mistigris, deuces-wild)"),
        jokers: Optional[int] = typer.Option(None, help="jokers in the pack, 0 or 1; 1 needs a joker "
                                             "ranking (--rules foster-mistigris); default: 1 under "
                                             "a joker ranking, else 0"),
        seven: bool = typer.Option(False, "--seven", help="best five of seven cards (133,784,560 hands)"),
        three: Optional[str] = typer.Option(None, help="the 22,100 three-card hands under a three-card "
                                            "ranking: brag, single-brag, american-brag, "
                                            "brag-braggers, brag-deuces-wild, brag-threes-top, "
                                            "seven-card-brag, nine-card-brag, three-card-poker, "
                                            "commerce, commerce-foster, thirty-one; or the 1,326 "
                                            "two-card hands: two-card-poker, two-card-deuces-wild"),
        errata: bool = typer.Option(False, "--errata", help="every printed odds figure of the books "
                                    "beside the exact value"),
        plot: Optional[Path] = typer.Option(None, help="also draw each class's probability as bars (log "
                                            "scale) to FILE.png (needs hoyle\\[plot])"),
        json: bool = typer.Option(False, "--json", help="machine-readable output"),
    ) -> None:
        """Exact counts and odds of each poker hand class, or the books' errata."""
        if plot is not None:
            if errata:
                fail("--plot draws the class table, not the errata: give one of them")
            from ._plot import check_target
            check_target(plot)
        if errata:
            return _errata(json)
        from ..analysis.poker import five_card_class_counts, seven_card_class_counts
        from ..evaluators import HandError
        if three is not None:
            from ..evaluators.three_card import RANKINGS, TWO_RANKINGS
            from ..analysis.poker import three_card_class_counts, two_card_class_counts
            if three in TWO_RANKINGS:
                return _table(two_card_class_counts(TWO_RANKINGS[three]), three, json, plot)
            if three not in RANKINGS:
                fail(f"unknown three-card ranking {three!r}: choose one of "
                     f"{', '.join(sorted(RANKINGS) + sorted(TWO_RANKINGS))}")
            return _table(three_card_class_counts(RANKINGS[three]), three, json, plot)
        r = _rules(rules)
        j = _jokers(jokers, r)
        try:
            if seven:
                if r.wild_cards:
                    fail("--seven counts hands without wild cards; choose rules without a joker")
                ct = seven_card_class_counts(r)
            else:
                ct = five_card_class_counts(r, j)
        except (HandError, ValueError) as exc:
            fail(str(exc))
        _table(ct, r.name, json, plot)

    def _table(ct, rules_name: str, json: bool, plot: Optional[Path] = None) -> None:
        rows = ct.rows()
        if plot is not None:
            from ._plot import plot_bars
            plot_bars(plot, f"{ct.title}: {ct.total:,} hands", [(x["class"], float(x["probability"]))
                                                                for x in rows if x["count"]],
                      "probability of the class (log scale)", log=True)
            err_console.print(f"plot: {plot}", markup=False, soft_wrap=True)
        if json:
            print_json({"title": ct.title, "total": ct.total, "rules": rules_name, "classes": [
                {"class": x["class"], "count": x["count"], "probability": _frac(x["probability"]),
                 "odds_against": _frac(x["odds_against"]) if x["odds_against"] is not None else None,
                 "odds": x["odds"]} for x in rows]})
            return
        t = Table(title=f"{ct.title}: {ct.total:,} hands")
        for col, just in (("class", "left"), ("hands", "right"), ("probability", "right"),
                          ("odds against", "right")):
            t.add_column(col, justify=just)
        for x in rows:
            t.add_row(x["class"], f"{x['count']:,}", f"{float(x['probability']):.6f}",
                      f"{_odds_num(x['odds_against'])} to 1" if x["odds_against"] is not None else "-")
        console.print(t)

    def _errata(json: bool) -> None:
        from ..analysis.errata_poker import poker_errata
        rows = poker_errata()
        if json:
            print_json([f.as_dict() for f in rows])
            return
        from .errata import RULE
        t = Table(title=f"Poker odds printed in the books, beside the exact values ({RULE}; "
                        "all games: hoyle errata)")
        for col in ("id", "situation", "against", "book", "exact", "verdict"):
            t.add_column(col, overflow="fold")
        colour = {"correct": "green", "close": "yellow", "wrong": "red"}
        for f in rows:
            t.add_row(f.id, f.situation, f.event, f.printed, f"{float(f.exact):,.2f} to 1",
                      f"[{colour[f.verdict]}]{f.verdict}[/]")
        console.print(t)
        n = {v: sum(1 for f in rows if f.verdict == v) for v in ("correct", "close", "wrong")}
        console.print(f"{len(rows)} figures: {n['correct']} correct, {n['close']} close, "
                      f"{n['wrong']} wrong. Sources and notes: --json.")

    @odds_app.command("draw")
    def odds_draw(
        hand: str = typer.Argument(..., help='the five cards held, e.g. "QS QH 7C 4D 2S"'),
        discard: Optional[str] = typer.Option(None, help='how many to draw ("3": the best throw is chosen, by the exact expected class after the draw) or which cards to throw ("7C 4D 2S")'),
        throw: Optional[str] = typer.Option(None, help='the cards to throw, named ("2S"; the same as --discard "2S")'),
        rules: Optional[str] = typer.Option(None, help="ranking (default foster)"),
        jokers: Optional[int] = typer.Option(None, help="jokers in the pack, 0 or 1; 1 needs a joker "
                                             "ranking (--rules foster-mistigris); default: 1 under "
                                             "a joker ranking, else 0"),
        plot: Optional[Path] = typer.Option(None, help="also draw the chance of each final class, and of "
                                            "improving, as bars to FILE.png (needs hoyle\\[plot])"),
        json: bool = typer.Option(False, "--json", help="machine-readable output"),
    ) -> None:
        """Exact odds of each final hand after drawing to a holding (47 unseen cards).

        Given a number (--discard 1), every way to throw that many is weighed by the exact
        expectation of the final class over all the draws, and the best is thrown (the output
        says which and why); --throw names the cards instead."""
        from ..analysis import format_odds
        from ..analysis.poker import discard_choices, draw_odds
        from ..cards import format_cards
        from ..evaluators import HandError
        if plot is not None:
            from ._plot import check_target
            check_target(plot)
        cards = _cards(hand)
        r = _rules(rules, any(c >= 52 for c in cards))
        j = _jokers(jokers, r)
        if j == 0 and any(c >= 52 for c in cards):
            fail("the hand holds a joker but the pack has none (--jokers 0)")
        if (discard is None) == (throw is None):
            fail("give --discard N (the best throw of N cards is chosen) or --throw CARDS "
                 "(the cards named), one of them")
        d = (discard if throw is None else throw).strip()
        why = None
        if d.isascii() and d.isdigit() and throw is None:
            n = int(d)
            if not 0 <= n <= 5:
                fail(f"--discard must be 0 to 5 cards, not {n}")
            if len(cards) != 5:
                fail(f"a draw needs five different cards, not {len(cards)}")
            try:
                choices = discard_choices(cards, n, r, jokers=j)
            except HandError as exc:
                fail(str(exc))
            what = choices[0].thrown
            why = {"rule": "the throw with the best exact expected class after the draw "
                           "(class places in the ranking's order, high card 0)",
                   "ways": len(choices),
                   "expected_class": _frac(choices[0].expected_class),
                   "next_best": ({"throw": format_cards(choices[1].thrown),
                                  "expected_class": _frac(choices[1].expected_class)}
                                 if len(choices) > 1 else None)}
            shown_next = format_cards(choices[1].thrown, pretty=True) if len(choices) > 1 else ""
        elif (d[:1].isdigit() or (d[:1] in "-+" and d[1:2].isdigit())) and not _is_cards(d):
            fail(f"--discard is a number of cards written 0 to 5, or the cards to throw, "
                 f"not {quote(d)}")
        else:
            what = _cards(d)
        try:
            res = draw_odds(cards, what, r, jokers=j)
        except HandError as exc:
            fail(str(exc))
        rows = res.rows()
        imp = res.improve()
        if plot is not None:
            from ._plot import plot_bars
            bars = [(x["class"], float(x["probability"])) for x in rows if x["count"]]
            if res.kept:
                bars.append((f"improves on {res.kept_category.value}", float(imp)))
            plot_bars(plot, f"keep {format_cards(res.kept) or 'nothing'}, draw {res.n_draw} "
                            f"({res.total:,} draws, {r.name})", bars, "probability after the draw")
            err_console.print(f"plot: {plot}", markup=False, soft_wrap=True)
        if json:
            print_json({"hand": format_cards(cards), "kept": format_cards(res.kept),
                        "discarded": format_cards(res.discarded), "draw": res.n_draw,
                        "draws": res.total, "rules": r.name, "chosen": why,
                        "improve": {"probability": _frac(imp), "odds": format_odds(imp) if imp else "impossible"},
                        "classes": [{"class": x["class"], "count": x["count"],
                                     "probability": _frac(x["probability"]), "odds": x["odds"],
                                     "or_better": _frac(x["or_better"])} for x in rows]})
            return
        console.print(f"keep {format_cards(res.kept, pretty=True) or '(nothing)'}, "
                      f"throw {format_cards(res.discarded, pretty=True) or '(nothing)'}, "
                      f"draw {res.n_draw}: {res.total:,} equally likely draws")
        if why is not None and why["ways"] > 1:
            nb = why["next_best"]
            console.print(f"chosen of the {why['ways']} ways to throw {res.n_draw}: the best expected "
                          f"class after the draw, {why['expected_class']} (high card 0, one pair 1, "
                          f"...); next best, throw {shown_next}: {nb['expected_class']}. "
                          f"Name the cards with --throw to weigh another.", soft_wrap=True)
        t = Table(title=f"after the draw ({r.name})")
        for col, just in (("class", "left"), ("draws", "right"), ("probability", "right"),
                          ("odds", "right"), ("this or better", "right")):
            t.add_column(col, justify=just)
        for x in rows:
            t.add_row(x["class"], f"{x['count']:,}", f"{float(x['probability']):.5f}", x["odds"],
                      f"{float(x['or_better']):.5f}")
        console.print(t)
        if res.kept:
            console.print(f"improves on {res.kept_category.value}: "
                          f"{format_odds(imp) if imp else 'impossible'} ({_frac(imp)})")
