"""Baccarat's counting and drawing tables, shared by the engine, the exact analysis and the
vectorised simulator (so the three cannot drift apart).

Counting (seed 004 §1.2 O6; Foster 1914, seed 001 part 5 §11.5): tens and court cards count 0,
the ace 1, other cards their pips; only the units digit of the sum counts (5 + 7 = 2; 4 + 9 = 3).

Drawing tables. Seed 004 lost the printed tables; the catalog reconstructs the standard chemin de
fer table (004 §1.2.1) whose optional cells are: player at 5, banker at 3 when the player's third
card is a 9, banker at 5 when it is a 4. Punto banco (004 §1.2.3, O14) resolves all three to
"draw". A cell is ``DRAW``, ``STAND`` or ``OPTION`` (the seat chooses).
"""

from __future__ import annotations

DRAW, STAND, OPTION = "draw", "stand", "option"

#: value of each card index 0..53 (jokers 0; never in a baccarat shoe)
VALUE = [0] * 54
for _i in range(52):
    _r = _i // 4 + 2
    VALUE[_i] = 1 if _r == 14 else (0 if _r >= 10 else _r)


def total(cards) -> int:
    """The point of a baccarat hand: sum of values mod 10."""
    s = 0
    for c in cards:
        s += VALUE[c]
    return s % 10


def player_table(on5: str = DRAW) -> tuple[str, ...]:
    """Player's rule by total 0..9 (8, 9 are naturals and never reach the table)."""
    return tuple([DRAW] * 5 + [on5] + [STAND] * 4)


def banker_table(b3_vs_9: str = DRAW, b5_vs_4: str = DRAW) -> tuple[tuple[str, ...], ...]:
    """Banker's rule: ``table[banker_total][x]`` where ``x`` is the value 0..9 of the player's
    third card, or 10 when the player stood.
    """
    rows = []
    for b in range(10):
        row = []
        for x in range(11):
            if b >= 7:
                d = STAND
            elif x == 10:               # player stood: banker draws 0-5, stands 6-7
                d = DRAW if b <= 5 else STAND
            elif b <= 2:
                d = DRAW
            elif b == 3:
                d = STAND if x == 8 else (b3_vs_9 if x == 9 else DRAW)
            elif b == 4:
                d = DRAW if 2 <= x <= 7 else STAND
            elif b == 5:
                d = DRAW if 5 <= x <= 7 else (b5_vs_4 if x == 4 else STAND)
            else:  # 6
                d = DRAW if x in (6, 7) else STAND
            row.append(d)
        rows.append(tuple(row))
    return tuple(rows)


PUNTO_PLAYER = player_table(DRAW)
PUNTO_BANKER = banker_table(DRAW, DRAW)


def resolve(cell: str, option_default: str = DRAW) -> bool:
    """True to draw; an OPTION cell is resolved by ``option_default``."""
    if cell == OPTION:
        cell = option_default
    return cell == DRAW


def punto_coup(cards) -> tuple[int, int, int]:
    """Play one punto-banco coup from ``cards`` (values or card indexes via VALUE not applied:
    pass *values* 0..9). Returns ``(player_point, banker_point, cards_used)``."""
    p = (cards[0] + cards[2]) % 10
    b = (cards[1] + cards[3]) % 10
    if p >= 8 or b >= 8:
        return p, b, 4
    n = 4
    x = 10
    if p <= 5:
        x = cards[4]
        p = (p + x) % 10
        n = 5
    if PUNTO_BANKER[b][x] == DRAW:
        b = (b + cards[n]) % 10
        n += 1
    return p, b, n
