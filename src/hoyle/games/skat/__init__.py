"""The skat family (catalog INDEX.md family 9; Foster 1914, catalog 001_part4.md §6-7).

Registered games, one engine (:class:`~hoyle.games.skat.state.SkatState`) with options, and frog
on its own small engine (a 36-card pack, no jacks as trumps, a different settlement):

* ``skat`` — skat by Foster's laws 1-61: bidding by numbers (laws 33-37), tourné, passt-mir-nicht,
  solo, grand (tourné, gucki, solo, open), null (gucki, solo, open), ramsch when all pass; schneider
  at 91; a lost game costs its value (law 60), the next multiple of the base when overbid (law 61);
  ``modern=True``: the modern international rules (schneider at 90, lost games doubled);
* ``american-skat`` — the player always takes the skat, names his game after laying away, announced
  schneider doubles, schwarz triples, lost games double (§6.7);
* ``ramsch`` — every deal ramsch: each for himself, the most card points loses 20 (law 4);
* ``frog`` — frog, chico and grand (§7), :class:`~hoyle.games.skat.frog.FrogState`.

:class:`SkatMatch` keeps the score sheet (law 58: the player's result entered under his name as a
running total) and settles it by law 59 (:func:`settle_entries`, :func:`score_sheet`).
"""

from __future__ import annotations

from typing import Any

from ...core.match import Match
from ...core.registry import GameInfo, register
from .bots import SkatBot, bid_limit, best_game, hand_games
from .frog import FrogBot, FrogRules, FrogState, frog_payments
from .laws import SKAT_LAWS
from .state import (SkatRules, SkatState, american_value, game_value, lost_value, matadors, settle_entries,
                    skat_order)

__all__ = ["SkatState", "SkatRules", "SkatMatch", "SkatBot", "FrogState", "FrogRules", "FrogBot", "SKAT_LAWS",
           "game_value", "american_value", "lost_value", "matadors", "settle_entries", "score_sheet",
           "league_settlement", "frog_payments", "hand_games", "best_game", "bid_limit", "skat_order"]


def score_sheet(results: list[tuple[int, int]], n: int) -> list[list[int]]:
    """Law 58: the running columns of the score sheet. ``results`` are ``(seat, entry)`` in deal
    order; each seat's column lists his running total after each of his entries."""
    cols: list[list[int]] = [[] for _ in range(n)]
    for seat, entry in results:
        cols[seat].append((cols[seat][-1] if cols[seat] else 0) + entry)
    return cols


def league_settlement(scores: list[int], stake_divisor: int = 4) -> list[int]:
    """§6.8: law 59's settlement paid at a fraction of a cent a point (the League's quarter cent:
    ``stake_divisor`` 4), rounded to the cent."""
    return [round(x / stake_divisor) for x in settle_entries(scores)]


class SkatMatch(Match):
    """Deals of skat at one table. ``sheet`` is the score sheet: per seat, his running total after
    each entry under his name (law 58); the deal passes to the left (law 16) except after a deal
    void by law 23, dealt again by the same dealer (law 21)."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.sheet: list[list[int]] = [[] for _ in range(self.num_players)]

    def finish(self, state) -> dict:
        rec = super().finish(state)
        for s, e in enumerate(getattr(state, "entries", [])):
            fine = state.fines[s] if hasattr(state, "fines") else 0
            if e or fine:
                col = self.sheet[s]
                col.append((col[-1] if col else 0) + e - fine)
        return rec

    def scores(self) -> list[int]:
        """Each seat's running total (law 58)."""
        return [col[-1] if col else 0 for col in self.sheet]

    def announcements(self) -> list[str]:
        """The score sheet after the last deal (law 58): each seat's running total, and what the
        sheet settles to by law 59 (each pays or receives the difference with every other), which
        is what the deals' outcomes add up to."""
        if not self.deals:
            return []
        sc = self.scores()
        paid = settle_entries(sc)
        return ["score sheet (law 58, each game's value under its player): "
                + ", ".join(f"{chr(65 + s)} {v:+d}" for s, v in enumerate(sc))
                + "; settled by law 59 (the difference with each other player): "
                + ", ".join(f"{chr(65 + s)} {v:+d}" for s, v in enumerate(paid))]

    def carry(self, state) -> dict[str, Any]:
        ctx = Match.carry(self, state)
        if getattr(state, "void", None) and "same dealer" in state.void:
            ctx["dealer"] = state.dealer
        return ctx


def _skat(**info: Any) -> None:
    info.setdefault("laws", SKAT_LAWS)
    register(GameInfo(family="skat", min_players=3, max_players=6, default_players=3, state_cls=SkatState,
                      rules_cls=SkatRules, match_cls=SkatMatch, bots={"book": SkatBot},
                      utility="zero-sum-points", **info))


_skat(slug="skat", title="Skat", aliases=("скат", "skat-foster"),
      source="Foster 1914, 001 part 4 §6 (laws 1-61)",
      summary="Thirty-two cards, three active; bidding by numbers for the right to name the game: tourné, "
              "solo, grand, null, gucki; the four jacks the highest trumps; the player needs 61 card points, "
              "schneider 91; the game's value is its base times game, schneider, schwarz and matadors; a lost "
              "game costs its value. modern=True: schneider at 90, lost games doubled.",
      notes="revolution, uno and duo, turned nulls and a kibitzer's penalty (law 25) are not built")
_skat(slug="american-skat", title="American skat", aliases=("американский скат",), defaults={"american": True},
      source="Foster 1914, 001 part 4 §6.7 (American skat)", status="partial",
      notes="the book's doubling is under-specified: announced schneider doubles, schwarz triples, a lost game "
            "doubles (66, 132, 18, 36 and 1008 as printed); its 77 for schwarz after schneider announced is not "
            "reproduced (88 here)",
      summary="Skat in which the player always takes the skat, lays away two and then names a suit, grand or "
              "null, announcing schneider (the value doubled) or schwarz (tripled); lost games count double.")
_skat(slug="ramsch", title="Ramsch", aliases=("рамш",), defaults={"ramsch_only": True},
      source="Foster 1914, 001 part 4 §6.3; law 4",
      summary="Every deal ramsch: the jacks the only trumps, each for himself, the last trick takes the skat; "
              "the most card points loses 20 (30 when one took no trick, 50 when two took none).")
register(GameInfo(slug="frog", title="Frog / Chico / Grand", family="skat", min_players=3, max_players=5,
                  default_players=3, state_cls=FrogState, rules_cls=FrogRules, match_cls=Match, laws=SKAT_LAWS,
                  bots={"book": FrogBot}, utility="zero-sum-points", aliases=("фрог", "chico", "чико"),
                  source="Foster 1914, 001 part 4 §7",
                  notes="all passing, the deal is thrown in; exactly 60 pays nothing (the book covers neither)",
                  summary="Mexican elementary skat: 36 cards, eleven each and three to the widow; frog (hearts, "
                          "the widow taken), chico (another suit) or grand (hearts, the widow untouched); void, "
                          "a player must trump; paid per card point over or under 60, at 1, 2 or 4."))
