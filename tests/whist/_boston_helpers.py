"""Stacking a deck so that a Boston-family deal gives the listed hands (tests only)."""

from __future__ import annotations

from hoyle.cards import Card, parse_cards


def stack_packets(hands: list[str], dealer: int, packets: tuple[int, ...]) -> list[Card]:
    """The deck that, dealt in ``packets`` (Boston 4-4-5, French Boston 4-4-4-1) round the
    table starting with the seat after ``dealer``, gives each seat the cards of ``hands``
    (seat order, each hand in the order its cards are dealt)."""
    hs = [parse_cards(h) for h in hands]
    pos = [0, 0, 0, 0]
    deck: list[Card] = []
    for packet in packets:
        for k in range(4):
            s = (dealer + 1 + k) % 4
            deck.extend(hs[s][pos[s]:pos[s] + packet])
            pos[s] += packet
    return deck
