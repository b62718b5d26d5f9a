"""``hoyle count cribbage HAND --starter CARD [--crib]`` (the show counted item by item) and
``hoyle odds cribbage`` (the exact distribution of hand scores over all 12,994,800 hands with
a starter; Foster 1914, seed 001 part 4 §8; catalog 001_part4.md §8)."""

from __future__ import annotations

from typing import Optional

import typer
from rich.table import Table

from ._common import console, fail, print_json

COUNT_GAMES = ("cribbage", "piquet")


def register(app: typer.Typer, odds_app: typer.Typer) -> None:
    @app.command("count")
    def count_cmd(
        game: str = typer.Argument(..., help="cribbage or piquet"),
        hand: str = typer.Argument(..., help='the hand, e.g. "5H 5C 5S JD" (four cards; three or five in '
                                   'five- and seven-card cribbage; twelve at piquet)'),
        starter: Optional[str] = typer.Option(None, "--starter", help="the starter (turn-up), e.g. 5D"),
        crib: bool = typer.Option(False, "--crib", help="count it as the crib (a flush needs the starter)"),
        json: bool = typer.Option(False, "--json"),
        rubicon: bool = typer.Option(False, "--rubicon", help="piquet: the point by the number of cards "
                                     "(rubicon piquet, 001 part 5 §2.5)"),
        english: bool = typer.Option(False, "--english", help="piquet: a point holding 7, 8 and 9 counts one "
                                     "less (the English rule)"),
    ) -> None:
        """Count a hand: cribbage's show (fifteens, pairs, runs, flush and his nobs, item by item);
        piquet's declarations (point, sequences, quatorzes and trios, carte blanche)."""
        from ..cards import CardParseError, parse_card, parse_cards
        from ..mechanics.counting import show
        if game.lower() not in COUNT_GAMES:
            fail(f"hoyle count knows {', '.join(COUNT_GAMES)}, not {game[:40]!r}")
        if game.lower() == "piquet":
            if starter is not None or crib:
                fail("--starter and --crib are cribbage's; piquet counts a hand of twelve alone")
            from .count_piquet import print_piquet
            print_piquet(hand, rubicon, english, json)
            return
        if rubicon or english:
            fail("--rubicon and --english are piquet's options")
        try:
            cards = parse_cards(hand)
            st = parse_card(starter) if starter else None
        except CardParseError as exc:
            fail(f"{exc}")
        if crib and len(cards) != 4:
            fail(f"a crib has four cards in every cribbage of the book (001 part 4 §8), not {len(cards)}")
        if not 3 <= len(cards) <= 5:
            fail(f"a cribbage hand at the show has three cards (five-card cribbage), four (six-card) or "
                 f"five (seven-card), not {len(cards)}; give the starter with --starter")
        if any(int(c) >= 52 for c in cards) or (st is not None and int(st) >= 52):
            fail("cribbage is played without jokers (001 part 4 §8: the 52 cards)")
        if len(set(cards)) != len(cards):
            twice = next(c for c in cards if cards.count(c) > 1)
            fail(f"{twice} is named twice in the hand (one pack: every card is different)")
        if st is not None and st in cards:
            fail(f"the starter {st} is in the hand too (the hand and the starter are different cards of one pack)")
        c = show(cards, st, crib=crib)
        if json:
            print_json({"hand": [str(x) for x in cards], "starter": str(st) if st is not None else None,
                        "crib": crib, "items": [{"kind": i.kind, "cards": [str(x) for x in i.cards],
                                                 "points": i.points} for i in c.items],
                        "total": c.total})
            return
        what = "crib" if crib else "hand"
        console.print(f"{what} {' '.join(map(str, cards))}" + (f", starter {st}" if st is not None else ""))
        for line in c.lines():
            console.print("  " + line)
        console.print(f"total {c.total}" + (" (nineteen, as players say of nothing)" if c.total == 0 else ""))

    @odds_app.command("cribbage")
    def odds_cribbage(json: bool = typer.Option(False, "--json"),
                      every_starter: bool = typer.Option(False, "--every-starter",
                                                         help="count all 52 starters instead of one suit's "
                                                         "times four (the same numbers, four times the work)")) -> None:
        """The exact distribution of cribbage hand scores (four cards and a starter, not a crib)."""
        from ..analysis.cribbage import PUBLISHED, TOTAL_HANDS, distribution_stats, hand_distribution
        d = hand_distribution(4 if every_starter else 1)
        stats = distribution_stats(d)
        if json:
            print_json({"distribution": d, "hands": TOTAL_HANDS, "matches_published": d == PUBLISHED, **stats})
            return
        t = Table(title=f"Cribbage hand scores over all {TOTAL_HANDS:,} hands with a starter")
        for col in ("score", "ways", "per cent", "one in"):
            t.add_column(col, justify="right")
        for s, w in d.items():
            t.add_row(str(s), f"{w:,}", f"{100 * w / TOTAL_HANDS:.4f}", f"{TOTAL_HANDS / w:,.1f}" if w else "-")
        console.print(t)
        never = [s for s, w in d.items() if w == 0]
        console.print(f"never scored: {', '.join(map(str, never))}; mean {stats['mean']:.4f}; "
                      f"29 one way in {stats['one_in_29']:,.0f}; "
                      f"{'matches' if d == PUBLISHED else 'DIFFERS FROM'} the published distribution")
