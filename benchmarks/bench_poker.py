"""Poker random playouts: hoyle's draw and stud engines against PokerKit in the same run.

    PYTHONPATH=src python benchmarks/bench_poker.py [--deals 2000] [--players 4]

Plays ``--deals`` deals of uniformly random legal play in each engine, one process, one core,
and prints player actions per second, deals per second and hoyle's ratio to PokerKit:

* **Seven-card stud**: hoyle's ``seven-card-stud`` under the casino option (PHH's F7S: antes,
  the bring-in, fixed limits, the seventh card down) against PokerKit's
  ``FixedLimitSevenCardStud`` with the same stakes (ante 1, bring-in 2, bets 4 and 8).
* **Draw poker**: hoyle's ``draw-poker-foster`` (Foster's blind and straddles, one draw) and
  ``draw-poker-modern`` (jacks or better) against PokerKit's closest draw game,
  ``NoLimitDeuceToSevenLowballSingleDraw`` (five cards, one draw; PokerKit has no high draw
  game): blinds 1 and 2, stacks 200. The rules differ (a stand-in, marked as such), so this
  compares engine speed, not results.

Each engine counts the actions of players only (fold, check, call, bet, raise, bring-in,
discard or stand pat; hoyle's straddle decisions too); dealing, antes and showdowns are the
engines' own automation. The random player of each engine picks uniformly among the kinds of
action it offers and, for a bet, a uniform amount (hoyle) or the minimum (PokerKit's
``complete_bet_or_raise_to()``); in the draw it throws a uniform subset. PokerKit is a
benchmark oracle only (the ``test`` or ``bench`` extra); without it the script times hoyle
alone and says so.
"""

from __future__ import annotations

import argparse
import random
import time
import warnings

from hoyle.core import SeededShuffler, get_game


def hoyle_rate(slug: str, deals: int, players: int, rules: dict | None = None) -> tuple[float, float]:
    """(actions per second, deals per second) of random playouts of ``slug``."""
    g = get_game(slug)
    r = g.make_rules(rules or {})
    rng = random.Random(1)
    acts = 0
    t = time.perf_counter()
    for seed in range(deals):
        st = g.new_deal(players, r, SeededShuffler(seed), {"dealer": seed % players})
        while not st.is_over:
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
            acts += 1
        st.outcome()
    dt = time.perf_counter() - t
    return acts / dt, deals / dt


def _pokerkit_play(make, deals: int, players: int) -> tuple[float, float]:
    rng = random.Random(1)
    acts = 0
    t = time.perf_counter()
    for i in range(deals):
        random.seed(i)                                   # PokerKit's own deck shuffle
        st = make()
        while st.status:
            opts = []
            if st.can_post_bring_in():
                opts.append(st.post_bring_in)
            if st.can_fold() and st.checking_or_calling_amount:
                opts.append(st.fold)
            if st.can_check_or_call():
                opts.append(st.check_or_call)
            if st.can_complete_bet_or_raise_to():
                opts.append(st.complete_bet_or_raise_to)
            if st.can_stand_pat_or_discard():
                hole = list(st.hole_cards[st.stand_patter_or_discarder_index])
                k = rng.randrange(len(hole) + 1)
                throw = rng.sample(hole, k)
                opts = [lambda st=st, throw=throw: st.stand_pat_or_discard(throw)]
            if not opts:
                raise RuntimeError("PokerKit state with nothing to do and no automation")
            rng.choice(opts)()
            acts += 1
    dt = time.perf_counter() - t
    return acts / dt, deals / dt


def pokerkit_stud(deals: int, players: int):
    try:
        import pokerkit as pk
    except ImportError:
        return None
    A = pk.Automation
    game = pk.FixedLimitSevenCardStud(
        (A.ANTE_POSTING, A.BET_COLLECTION, A.CARD_BURNING, A.HOLE_DEALING,
         A.HOLE_CARDS_SHOWING_OR_MUCKING, A.HAND_KILLING, A.CHIPS_PUSHING, A.CHIPS_PULLING),
        True, 1, 2, 4, 8, mode=pk.Mode.CASH_GAME)
    return _pokerkit_play(lambda: game([100] * players, players), deals, players)


def pokerkit_draw(deals: int, players: int):
    try:
        import pokerkit as pk
    except ImportError:
        return None
    A = pk.Automation
    game = pk.NoLimitDeuceToSevenLowballSingleDraw(
        (A.ANTE_POSTING, A.BET_COLLECTION, A.BLIND_OR_STRADDLE_POSTING, A.CARD_BURNING,
         A.HOLE_DEALING, A.HOLE_CARDS_SHOWING_OR_MUCKING, A.HAND_KILLING, A.CHIPS_PUSHING,
         A.CHIPS_PULLING),
        True, 0, (1, 2), 2, mode=pk.Mode.CASH_GAME)
    return _pokerkit_play(lambda: game([200] * players, players), deals, players)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--players", type=int, default=4)
    a = ap.parse_args()
    # PokerKit warns when a random player folds where he might check; the player is random
    warnings.filterwarnings("ignore", category=UserWarning, module="pokerkit")
    n, d = a.players, a.deals
    rows = [
        ("seven-card stud (casino, F7S)", hoyle_rate("seven-card-stud", d, n, {"casino": True}),
         "PokerKit FixedLimitSevenCardStud (same game)", pokerkit_stud(d, n)),
        ("draw poker (Foster)", hoyle_rate("draw-poker-foster", d, n),
         "PokerKit NoLimitDeuceToSevenLowballSingleDraw (stand-in)", pokerkit_draw(d, n)),
        ("draw poker (jacks or better)", hoyle_rate("draw-poker-modern", d, n),
         "PokerKit NoLimitDeuceToSevenLowballSingleDraw (stand-in)", pokerkit_draw(d, n)),
    ]
    print(f"{d} deals of random play, {n} players, one core")
    print(f"{'hoyle game':32} {'actions/s':>10} {'deals/s':>9}   {'PokerKit game':56} "
          f"{'actions/s':>10} {'deals/s':>9} {'ratio':>6}")
    for name, (ha, hd), peer, pr in rows:
        if pr is None:
            print(f"{name:32} {ha:10.0f} {hd:9.0f}   pokerkit not installed")
            continue
        pa, pd = pr
        print(f"{name:32} {ha:10.0f} {hd:9.0f}   {peer:56} {pa:10.0f} {pd:9.0f} {ha / pa:6.1f}")


if __name__ == "__main__":
    main()
