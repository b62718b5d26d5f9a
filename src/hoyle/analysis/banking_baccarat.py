"""Exact odds of baccarat from a full shoe, by composition-dependent enumeration.

Method: a coup uses at most six cards from the top of a freshly shuffled shoe of ``decks``
packs. Cards are counted by baccarat value 0..9 (tens and courts 0: ``16 * decks`` of them; each
other value ``4 * decks``). The chance of an ordered run of cards drawn without replacement
depends only on how many of each value it holds (a product of falling factorials), so we sum
over *unordered* two-card player and banker hands (55 x 55 of them, times the orderings), then
over the third cards the drawing table calls for. All weights are integers; the results are
exact :class:`fractions.Fraction` values (well under a second for any number of packs).

Drawing: the punto banco table (seed 004 §1.2.3, O14) by default; chemin de fer's optional
cells (004 §1.2.1) may be resolved either way with the arguments.

Published check: for 8 packs, banker 0.458597, player 0.446247, tie 0.095156; house edge on
banker at 5 % commission 1.0579 %, player 1.2351 %, tie at 8 to 1 14.3596 % (the issue's
figures, also the Wizard of Odds baccarat page).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ..games.banking import DRAW, banker_table, player_table

__all__ = ["BaccaratOdds", "baccarat_odds", "bet_edges"]


@dataclass(frozen=True)
class BaccaratOdds:
    """Exact probabilities of one coup from a full shoe.

    Attributes:
        decks: packs in the shoe.
        banker, player, tie: probability each hand wins, or a tie.
        banker_natural: probability the banker's first two cards make 8 or 9.
        tie_by_point: probability of a tie at each point 0..9.
        cards_used: probability the coup uses 4, 5 or 6 cards.
    """

    decks: int
    banker: Fraction
    player: Fraction
    tie: Fraction
    banker_natural: Fraction
    tie_by_point: tuple[Fraction, ...]
    cards_used: dict[int, Fraction]


def _ff(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


@lru_cache(maxsize=64)
def baccarat_odds(decks: int = 8, player_draws_on_5: bool = True, banker_draws_3_vs_9: bool = True,
                  banker_draws_5_vs_4: bool = True) -> BaccaratOdds:
    """Exact odds of a coup dealt from the top of a full shoe of ``decks`` packs.

    The three flags resolve the optional cells of chemin de fer (all True = punto banco).

    Raises:
        ValueError: ``decks`` < 1.
    """
    if decks < 1:
        raise ValueError(f"a shoe needs at least one pack, not {decks}")
    ptab = player_table(DRAW if player_draws_on_5 else "stand")
    btab = banker_table(DRAW if banker_draws_3_vs_9 else "stand", DRAW if banker_draws_5_vs_4 else "stand")
    pdraw = [c == DRAW for c in ptab]
    bdraw = [[c == DRAW for c in row] for row in btab]
    N = 52 * decks
    cnt = [16 * decks] + [4 * decks] * 9
    # tallies scaled by ff(N, 6): each outcome of k cards has weight w * ff(N - k, 6 - k)
    scale = [_ff(N - k, 6 - k) for k in range(7)]
    wins = [0, 0]             # player, banker (scaled weights)
    tie_pt = [0] * 10
    nat_b = 0
    used = {4: 0, 5: 0, 6: 0}

    def settle(fp: int, fb: int, s: int, k: int) -> None:
        """Tally a finished coup of ``k`` cards: final points ``fp`` (player), ``fb`` (banker)."""
        used[k] += s
        if fp > fb:
            wins[0] += s
        elif fb > fp:
            wins[1] += s
        else:
            tie_pt[fp] += s
    pairs = [(a, b) for a in range(10) for b in range(a, 10)]
    for p1, p2 in pairs:
        wp = cnt[p1]
        cnt[p1] -= 1
        wp *= cnt[p2]
        cnt[p2] -= 1
        if p1 != p2:
            wp *= 2
        pp = (p1 + p2) % 10
        for b1, b2 in pairs:
            w = wp * cnt[b1]
            cnt[b1] -= 1
            w *= cnt[b2]
            cnt[b2] -= 1
            if b1 != b2:
                w *= 2
            # orderings: P1 B1 P2 B2 interleave the two pairs; the 2x factors count both orders
            bp = (b1 + b2) % 10
            if w:
                if bp >= 8:
                    nat_b += w * scale[4]
                if pp >= 8 or bp >= 8:
                    settle(pp, bp, w * scale[4], 4)
                elif not pdraw[pp]:
                    if bdraw[bp][10]:
                        for b3 in range(10):
                            if cnt[b3]:
                                settle(pp, (bp + b3) % 10, w * cnt[b3] * scale[5], 5)
                    else:
                        settle(pp, bp, w * scale[4], 4)
                else:
                    for x in range(10):
                        w5 = w * cnt[x]
                        if not w5:
                            continue
                        cnt[x] -= 1
                        fp = (pp + x) % 10
                        if bdraw[bp][x]:
                            for b3 in range(10):
                                if cnt[b3]:
                                    settle(fp, (bp + b3) % 10, w5 * cnt[b3] * scale[6], 6)
                        else:
                            settle(fp, bp, w5 * scale[5], 5)
                        cnt[x] += 1
            cnt[b1] += 1
            cnt[b2] += 1
        cnt[p1] += 1
        cnt[p2] += 1
    total = _ff(N, 6)
    win_p, win_b = wins
    tie = sum(tie_pt)
    assert win_b + win_p + tie == total, "enumeration does not cover the outcome space"
    F = lambda x: Fraction(x, total)  # noqa: E731
    return BaccaratOdds(decks, F(win_b), F(win_p), F(tie), F(nat_b), tuple(F(t) for t in tie_pt),
                        {k: F(v) for k, v in used.items()})


def bet_edges(odds: BaccaratOdds, commission_percent: Fraction | int = 5, tie_pays: int = 8,
              natural_pays: int = 9) -> dict[str, dict[str, Any]]:
    """Each bet's exact expectation per chip staked and house edge (= minus the expectation).

    Ties push banker and player bets (the edge is per chip bet, ties included).
    """
    c = Fraction(commission_percent) / 100
    ev = {
        "banker": odds.banker * (1 - c) - odds.player,
        "player": odds.player - odds.banker,
        "tie": odds.tie * tie_pays - (1 - odds.tie),
        "banker-natural": odds.banker_natural * natural_pays - (1 - odds.banker_natural),
    }
    pays = {"banker": f"1 to 1 less {commission_percent}%", "player": "1 to 1", "tie": f"{tie_pays} to 1",
            "banker-natural": f"{natural_pays} to 1"}
    return {k: {"pays": pays[k], "expectation": v, "house_edge": -v} for k, v in ev.items()}
