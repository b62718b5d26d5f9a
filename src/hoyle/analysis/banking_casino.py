"""Exact odds of the casino banking games: faro, roulette, trente-et-quarante, monte bank, blind hookey.

Every figure is an exact :class:`~fractions.Fraction`, computed by enumerating the outcome space
with the same settlement functions the engines use (roulette: :func:`roulette_net`; trente:
:func:`trente_net`), or by a stated combinatorial count:

* **faro** -- a stake on a rank with ``k`` cards among the ``n`` left in the box (below the card
  showing) is settled by the first turn that shows the rank. Turn ``t`` (cards ``2t``, ``2t+1``)
  is the first such turn in ``C(n-2t-2, k-j)`` of the ``C(n, k)`` equally likely placings, with
  ``j`` = 2 for a split and 1 for a win or a loss; a lone card in the last place is the hoc
  (stake returned). The bank's only edge on a rank bet is half the split chance.
* **roulette** -- each pocket equally likely; the prison rule enumerates two spins.
* **trente-et-quarante** -- each row is dealt from an infinite pack (ace 1, courts 10: 4/13 for a
  ten-count), by recursion over the running total; the two rows are independent, so a refait at 31
  has chance ``p31**2``. Exact for cards drawn with replacement; the six-pack shoe differs in the
  fourth decimal (catalog 001_part5 §11.10).
* **monte bank** -- the gate and the two layouts are four cards of a 40-card pack.
* **blind hookey** -- two bottom cards of a shuffled 52-card pack.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb

__all__ = ["faro_rank_bet", "faro_table", "faro_call_the_turn", "faro_splits_per_deal", "three_on_a_side", "FARO_PRINTED_TAB",
           "roulette_edges", "trente_odds", "monte_bank_odds", "hookey_odds", "red_dog_odds",
           "ace_deuce_jack_odds", "hoggenheimer_odds", "stuss_rank_bet", "pct"]


def pct(f: Fraction) -> float:
    return float(f) * 100


# ---------------------------------------------------------------------------------------------- faro
def faro_rank_bet(k: int, n: int = 51) -> dict[str, Fraction]:
    """Chances of a stake on a rank with ``k`` cards among the ``n`` left in the box (n odd: the
    turns and the hoc). Returns win, lose, split, hoc (returned) and the bank's edge per chip."""
    if not (1 <= k <= 4 and k <= n and n % 2 == 1):
        raise ValueError("k must be 1..4 and n an odd number of cards left (turns and the hoc)")
    total = comb(n, k)
    split = win = 0
    for t in range((n - 1) // 2):
        m = n - 2 * t - 2
        if k >= 2:
            split += comb(m, k - 2)
        win += comb(m, k - 1)
    hoc = 1 if k == 1 else 0
    assert split + 2 * win + hoc == total
    s = Fraction(split, total)
    return {"win": Fraction(win, total), "lose": Fraction(win, total), "split": s, "hoc": Fraction(hoc, total),
            "house_edge": s / 2}


def faro_table() -> list[dict]:
    """The bank's edge on a rank bet by cards of the rank left, at the start of a deal and at its middle."""
    rows = []
    for n in (51, 25, 3):
        for k in range(1, 5):
            if k > n:
                continue
            r = faro_rank_bet(k, n)
            rows.append({"cards_left": n, "rank_left": k, **{x: r[x] for x in ("win", "lose", "split", "hoc")},
                         "house_edge": r["house_edge"]})
    return rows


def faro_call_the_turn(call_pays: int = 4, cat_hop_pays: int = 2) -> dict[str, dict]:
    """Calling the turn on the last three cards (Foster §11.9; 004 O57, O60).

    Keys are stable ids (``"three-different"``, ``"cat-hop"``, ``"three-of-a-rank"``); each row
    holds its ``label`` (our words), ``orders`` (equally likely orders of the three cards, one of
    which wins), ``probability`` of the call winning and ``expectation`` per chip staked
    (Fractions), ``house_edge`` (= -expectation), and ``true_odds`` / ``pays`` as printed text."""
    out = {}
    for key, label, orders, pays in (("three-different", "three different", 6, call_pays),
                                     ("cat-hop", "cat-hop (a pair)", 3, cat_hop_pays),
                                     ("three-of-a-rank", "three of a rank, by colours", 3, cat_hop_pays)):
        p = Fraction(1, orders)
        ev = p * pays - (1 - p)
        out[key] = {"label": label, "orders": orders, "probability": p, "expectation": ev,
                    "true_odds": f"{orders - 1} to 1", "pays": f"{pays} to 1", "house_edge": -ev}
    return out


def faro_splits_per_deal(pack: int = 52) -> Fraction:
    """The expected number of splits in a deal of faro (Foster §11.9, "about three in two deals"):
    the soda and the hoc take no part, the other ``pack - 2`` cards make ``(pack - 2) / 2`` turns,
    and a turn's two cards are of one rank with chance 3/51 (the second card is one of the three
    others of the first card's rank among the 51 it may be); by linearity the expectation is
    ``turns x 3/51`` = 25/17 for 52 cards (exact). Raises ValueError for a pack not even and 4..52."""
    if pack % 2 or not 4 <= pack <= 52:
        raise ValueError(f"a faro pack has an even number of cards, 4..52, not {pack}")
    return Fraction((pack - 2) // 2) * Fraction(3, 51)


#: Foster §11.9's printed tab of a whole deal (1 won, 0 lost, X split, . soda, - hoc); ranks 2..14
FARO_PRINTED_TAB = {14: "0010", 2: "0111", 3: "0011", 4: "1000", 5: "00X", 6: "1111", 7: "0110", 8: "110-",
                    9: "0101", 10: "0000", 11: "1110", 12: ".010", 13: "1011"}


def three_on_a_side(tab: dict[int, str]) -> dict[str, list[int]]:
    """Foster's "three on a side" system on a dealt tab: when a rank becomes a case, back its last
    card to finish the rank 3-1 either way (the soda counts as a winning card). Returns the ranks
    won, lost and pushed (last card in hoc), and the ranks skipped (a split: never a case)."""
    won, lost, push, skipped = [], [], [], []
    for rank, marks in sorted(tab.items()):
        if "X" in marks or len(marks) != 4:
            skipped.append(rank)
            continue
        first = ["1" if m in "1." else "0" for m in marks[:3]]
        back_win = first.count("1") in (0, 2)      # back the card that makes the rank end 3-1 (or 1-3)
        last = marks[3]
        if last == "-":
            push.append(rank)
        elif (last in "1.") == back_win:
            won.append(rank)
        else:
            lost.append(rank)
    return {"won": won, "lost": lost, "push": push, "skipped": skipped}


# ------------------------------------------------------------------------------------------ roulette
def roulette_edges(wheel: str = "monte-carlo", zero_rule: str = "takes-all") -> dict[str, dict]:
    """Every bet's exact house edge by enumeration of the pockets (two spins under the prison rule).

    Bets that differ only in which numbers they cover have the same edge; one row per kind."""
    from ..games.banking import RouletteRules, roulette_bets, roulette_net, wheel_pockets
    rules = RouletteRules(wheel=wheel, zero_rule=zero_rule)
    pockets = wheel_pockets(wheel)
    npk = len(pockets)
    rows: dict[str, dict] = {}
    for name, (covered, win, per) in roulette_bets(wheel).items():
        kind = name.split("-")[0] if not name.startswith("plein-") or name[6:].isdigit() else "plein-zero"
        if kind in rows:
            continue
        stake = per * 2        # whole chips
        if zero_rule == "prison":
            ev = sum(Fraction(roulette_net(name, a, stake, rules, b), stake) for a in pockets for b in pockets)
            ev /= npk * npk
        else:
            ev = sum(Fraction(roulette_net(name, a, stake, rules), stake) for a in pockets) / npk
        odds = Fraction(npk - len(covered), len(covered))
        rows[kind] = {"example": name, "numbers": len(covered), "pays": f"{win} to {per}",
                      "true_odds": f"{odds.numerator} to {odds.denominator}", "house_edge": -ev}
    return rows


# ------------------------------------------------------------------------------- trente-et-quarante
@lru_cache(maxsize=None)
def trente_odds(insurance_percent: int = 5) -> dict:
    """Exact (infinite pack) chances of a coup and every bet's edge under both refait rules."""
    from .banking_dice import trente_final_totals
    fin = trente_final_totals()
    p31 = fin[31]
    refait31 = p31 * p31
    tie = sum(v * v for v in fin.values())
    after = tie - refait31                  # stand-offs above 31
    win = (1 - tie) / 2
    half_edge = refait31 / 2
    # prison: win -> returned (0), lose -> -1, stand-off -> again, second refait at 31 -> -1/2
    prison_value = (-win - refait31 / 2) / (1 - after)
    prison_edge = -(refait31 * prison_value)
    ins = Fraction(insurance_percent, 100)
    return {"final_totals": fin, "refait_31": refait31, "refait_any": tie, "apres": after, "win": win,
            "lose": win, "house_edge_half": half_edge, "house_edge_prison": prison_edge,
            "prison_value": prison_value, "house_edge_insured": ins,
            "odds_against_refait_31": (1 - refait31) / refait31}


# -------------------------------------------------------------------------------------- monte, hookey
def monte_bank_odds() -> dict[str, Fraction]:
    """First coup from a full 40-card pack: a layout of two cards wins if either is of the gate's suit.

    Given the gate, the other 39 cards hold 9 of its suit; the layout is two of them."""
    lose = Fraction(comb(30, 2), comb(39, 2))
    win = 1 - lose
    return {"win": win, "lose": lose, "house_edge": lose - win}


def hookey_odds(ties: str = "banker") -> dict[str, Fraction]:
    """A punter's packet against the banker's: two different cards of one pack (A high)."""
    tie = Fraction(3, 51)
    win = (1 - tie) / 2
    edge = tie if ties == "banker" else Fraction(0)
    return {"win": win, "lose": win + (tie if ties == "banker" else 0), "tie": tie, "house_edge": edge}


# --------------------------------------------------------------------------------------------- red dog
def red_dog_odds(hand_size: int = 5, pays: int = 1) -> dict[str, Fraction]:
    """A random hand of ``hand_size`` against a random turned card (the other 51 cards): the chance that it
    holds a higher card of the suit (14 - r of them for a card of rank r), and the expectation at ``pays``
    to 1. A baseline: a red dog player sees his hand (004 O102); Polish bank and slippery Sam bet unseen
    (O96). A burnt card does not change it."""
    total = comb(51, hand_size)
    win = sum(Fraction(total - comb(51 - (14 - r), hand_size), total) for r in range(2, 15)) / 13
    return {"win": win, "lose": 1 - win, "expectation": win * pays - (1 - win), "house_edge": (1 - win) - win * pays}


def ace_deuce_jack_odds() -> dict[str, Fraction]:
    """Three bottom cards of a shuffled pack (the dead cards do not change it): none of the 12 named cards
    with chance C(40,3)/C(52,3) = 38/85 (004 O4)."""
    none = Fraction(comb(40, 3), comb(52, 3))
    return {"none": none, "some": 1 - none, "house_edge_none": 1 - 2 * none, "house_edge_guess": 2 * none - 1}


def hoggenheimer_odds() -> dict[str, dict]:
    """Every stake of hoggenheimer: ``k`` cards all before the joker. Following the cycle of the deal from the
    33rd card reads the 33 cards in a uniformly random order until the joker, so the joker is last of the
    ``k + 1`` cards concerned with chance 1/(k+1) (004 O65); paid k to 1, every stake is fair."""
    out = {}
    for name, k in (("one card", 1), ("two cards", 2), ("square or column", 4), ("row", 8)):
        p = Fraction(1, k + 1)
        out[name] = {"cards": k, "win": p, "pays": f"{k} to 1", "house_edge": (1 - p) - p * k}
    return out


def stuss_rank_bet(k: int, n: int = 52, pocket: int = 4) -> dict[str, Fraction]:
    """A stake (always to win) on a rank with ``k`` of the ``n`` cards left in a stuss box whose last
    ``pocket`` cards stay out of play (004 §2.7). The rank's first card decides: a loser (a split
    included) or a pocket card loses, a winner wins; the first card lies at place ``p`` in
    ``C(n-p-1, k-1)`` of the ``C(n, k)`` placings, all ``k`` lie in the pocket in ``C(pocket, k)``."""
    total = comb(n, k)
    win = lose = 0
    for t in range((n - pocket) // 2):
        lose += comb(n - 2 * t - 1, k - 1)
        win += comb(n - 2 * t - 2, k - 1)
    in_pocket = comb(pocket, k)
    assert win + lose + in_pocket == total
    w, lo, pk = Fraction(win, total), Fraction(lose, total), Fraction(in_pocket, total)
    return {"win": w, "lose": lo, "pocket": pk, "house_edge": lo + pk - w}
