"""``hoyle count piquet HAND [--rubicon] [--english] [--json]``: the declarations a piquet hand
holds (Foster 1914, seed 001 part 5 §2.1; :mod:`hoyle.mechanics.declarations`).

``hoyle count GAME CARDS`` is one command (:mod:`hoyle.cli.cribbage` defines it); for
``piquet`` it calls :func:`print_piquet` here.
"""

from __future__ import annotations

from ._common import console, fail, print_json

def piquet_count(text: str, rubicon: bool = False, english: bool = False) -> dict:
    """The declarations of a hand of twelve piquet cards: ``{"hand", "carte_blanche", "points",
    "sequences", "sets", "best", "if_all_good"}`` (each combination as its dict; ``best`` the
    best of each class, ``if_all_good`` what the hand scores when every best is good, the
    inferior sequences and sets included). Raises ValueError with a one-line reason for a
    hand that is not twelve different cards of the piquet pack."""
    from ..cards import CardParseError, parse_cards
    from ..mechanics import declarations as D
    try:
        cards = [int(c) for c in parse_cards(text)]
    except CardParseError as exc:
        raise ValueError(f"not a hand of cards: {exc}") from None
    if len(cards) != 12:
        raise ValueError(f"a piquet hand holds 12 cards, not {len(cards)} (001 part 5 §2.1 deal)")
    if len(set(cards)) != 12:
        raise ValueError("a card is named twice (one pack of 32)")
    if any(c >= 52 for c in cards):
        raise ValueError("piquet is played without a joker: the pack is the 32 cards from the seven to "
                         "the ace (001 part 5 §2.1 cards)")
    if any((c >> 2) + 2 < 7 for c in cards):
        raise ValueError("the piquet pack has no card below the seven (001 part 5 §2.1 cards)")
    kw = {"by": "cards" if rubicon else "pips", "english_789": english}
    pts = D.holdings(cards, "point", **kw)
    seqs = D.holdings(cards, "sequence", **kw)
    sets = D.holdings(cards, "set", **kw)
    blanche = D.carte_blanche(cards)
    res = D.settle_all([cards], **kw)
    total = sum(c.score for k in res for _, c in res[k])
    from ..cards import Card
    return {"hand": " ".join(str(Card(c)) for c in sorted(cards)), "carte_blanche": blanche,
            "points": [c.to_dict() for c in pts], "sequences": [c.to_dict() for c in seqs],
            "sets": [c.to_dict() for c in sets],
            "best": {k: (b.to_dict() if (b := D.best(cards, k, **kw)) else None) for k in D.CLASSES},
            "if_all_good": total}


def print_piquet(hand: str, rubicon: bool = False, english: bool = False, json: bool = False) -> None:
    """Print :func:`piquet_count` of ``hand`` as lines (or JSON); a bad hand is one line on
    stderr and exit status 2."""
    try:
        out = piquet_count(hand, rubicon, english)
    except ValueError as exc:
        fail(str(exc))
    if json:
        print_json(out)
        return
    console.print(f"hand: {out['hand']}")
    if out["carte_blanche"]:
        console.print("carte blanche: 10")
    for p in out["points"]:
        console.print(f"point: {p['size']} cards in {p['suit']}, {p['height']} pips -> {p['score']}")
    for s in out["sequences"]:
        console.print(f"sequence: {s['text']} -> {s['score']}")
    for s in out["sets"]:
        console.print(f"{s['kind']}: {s['text']} -> {s['score']}")
    if not out["sequences"] and not out["sets"]:
        console.print("no sequence, quatorze or trio")
    best = out["best"]["point"]
    console.print(f"best point {best['size']} ({best['height']}); if all good: {out['if_all_good']}")
