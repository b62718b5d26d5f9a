"""Stacked deals for the stops games: the hands as printed, dealt one at a time from the elder."""

from __future__ import annotations

from hoyle.cards import parse_card, piquet_pack, standard_pack
from hoyle.core import StackedShuffler, get_game


def order_for(hands: list[str], stops: str = "", pack: str = "52", dealer: int | None = None) -> list[int]:
    """The pack order that deals ``hands`` (seat 0 first, texts of cards) one at a time from the
    dealer's left, then ``stops`` and the rest of the pack."""
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    elder = (dealer + 1) % n
    cards = [[int(parse_card(t)) for t in h.split()] for h in hands]
    each = len(cards[0])
    assert all(len(h) == each for h in cards), "equal hands"
    full = [int(c) for c in (piquet_pack() if pack == "32" else standard_pack())
            if pack != "51" or str(c) != "8D"]
    order = [cards[(elder + i) % n][i // n] for i in range(each * n)]
    order += [int(parse_card(t)) for t in stops.split()]
    order += [c for c in full if c not in order]
    assert sorted(order) == sorted(full)
    return order


def stacked(slug: str, hands: list[str], stops: str = "", pack: str = "52", rules=None, context=None):
    order = order_for(hands, stops, pack, (context or {}).get("dealer"))
    return get_game(slug).new_deal(len(hands), rules, StackedShuffler([order]), context)


def rest(used: str, pack: str = "52", take: int = 0, avoid: str = "") -> str:
    """``take`` cards of the pack not named in ``used`` or ``avoid``, in pack order, as text."""
    names = set(used.split()) | set(avoid.split())
    full = [str(c) for c in (piquet_pack() if pack == "32" else standard_pack())
            if pack != "51" or str(c) != "8D"]
    return " ".join([c for c in full if c not in names][:take])
