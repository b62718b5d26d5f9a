"""Which card games the ISMCTS seat searches in every phase (issue 18 §4): for each game of the
registry that offers ``ismcts``, random deals are played and at every choice of more than one
action the bot's determinisation (hoyle.bots.ismcts.determinise) is asked for; a determinised
copy must show the seat the same view and play out to the end with random moves. A phase where
it gives None (or fails a check) is one where the bot falls back to the game's other bot.

    PYTHONPATH=src python benchmarks/ismcts_coverage.py [--deals 2] [--only SLUG ...]
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections import defaultdict

import numpy as np

from hoyle.bots import _offers_ismcts
from hoyle.bots.ismcts import determinise
from hoyle.core import SeededShuffler, all_games, resolve_chance
from hoyle.core.chance import CHANCE


class _Slow(Exception):
    pass


def _alarm(*_):
    raise _Slow


def survey(g, deals: int):
    """(is a trick game, {phase: [searched, fell back]}, first failure text)."""
    n = g.default_players or g.min_players
    trick = False
    phases: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    why = ""
    rng = np.random.Generator(np.random.PCG64(1))
    for k in range(deals):
        st = g.new_deal(n, None, SeededShuffler(100 + k))
        steps = 0
        while not st.is_over and steps < 400:
            steps += 1
            if resolve_chance(st):
                continue
            trick = trick or getattr(st, "tp", None) is not None or hasattr(st, "trick")
            legal = st.legal_actions()
            me = st.to_act
            if len(legal) > 1:
                ph = str(getattr(st, "phase", "") or "-")
                ok = False
                try:
                    d = determinise(st, me, rng)
                    if d is not None:
                        if d.view(me) != st.view(me):
                            why = why or f"{ph}: the view changes"
                        else:
                            t = 0
                            while not d.is_over and t < 2000:
                                t += 1
                                if d.to_act == CHANCE:
                                    d.apply(d.sample_chance())
                                    continue
                                ls = d.legal_actions()
                                d.apply(ls[int(rng.integers(len(ls)))])
                            ok = d.is_over
                            if not ok:
                                why = why or f"{ph}: the playout does not end"
                except _Slow:
                    raise
                except Exception as exc:       # a determinised copy the game cannot play
                    why = why or f"{ph}: {type(exc).__name__}: {str(exc)[:60]}"
                phases[ph][0 if ok else 1] += 1
            st.apply(legal[int(rng.integers(len(legal)))])
    return trick, dict(phases), why


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=2)
    ap.add_argument("--only", nargs="*")
    ap.add_argument("--seconds", type=int, default=60)
    a = ap.parse_args()
    signal.signal(signal.SIGALRM, _alarm)
    rows = []
    for g in all_games():
        if not _offers_ismcts(g) or (a.only and g.slug not in a.only):
            continue
        signal.alarm(a.seconds)
        try:
            trick, phases, why = survey(g, a.deals)
        except _Slow:
            trick, phases, why = None, {}, "survey timed out"
        except Exception as exc:
            trick, phases, why = None, {}, f"setup: {type(exc).__name__}: {str(exc)[:60]}"
        finally:
            signal.alarm(0)
        rows.append((g.slug, trick, phases, why))
    full = [r for r in rows if r[1] and all(v[1] == 0 for v in r[2].values())]
    part = [r for r in rows if r[1] and any(v[0] for v in r[2].values()) and r not in full]
    none = [r for r in rows if r[1] and r not in full and r not in part]
    other = [r for r in rows if not r[1]]
    for title, group in (("searched in every phase", full), ("searched in some phases", part),
                         ("never searched", none), ("not trick games (or not surveyed)", other)):
        print(f"\n## {title}: {len(group)}")
        for slug, _, phases, why in group:
            ph = ", ".join(f"{p} {v[0]}/{v[0] + v[1]}" for p, v in phases.items())
            print(f"{slug:28s} {ph}" + (f"  -- {why}" if why else ""))
    trick_n = len(full) + len(part) + len(none)
    print(f"\ntrick games: {trick_n}; every phase {len(full)}, some {len(part)}, none {len(none)}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
