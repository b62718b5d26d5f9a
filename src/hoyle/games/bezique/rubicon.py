"""Rubicon bezique and Chinese bezique (Foster 1914, seed 001 part 4 lines 1150-1260; catalog
001_part4.md §4.7-§4.8).

The bezique engine (:class:`hoyle.games.bezique.bezique.BeziqueState`) with four packs (128
cards; Chinese bezique: six, 192), nine cards each dealt three at a time, no turn-up: the first
marriage declared makes trumps and scores 40; no seven of trumps; carte blanche 50 (a hand
without king, queen or jack, and each later draw that is no court card until one comes);
tabled combinations may be broken and formed again, each time with a new card from the hand
(:meth:`hoyle.mechanics.melds.Declarations.refusal` with ``reform``); the table
:data:`hoyle.mechanics.melds.RUBICON_MELDS`; brisques are counted, not scored, only to break a
near tie or to save a rubicon; the last nine tricks follow and win if able; the last trick 50.

Each deal is a game, valued by :func:`rubicon_value`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.laws import LawBook
from ...core.rules import Rules, option
from ...mechanics.melds import RUBICON_MELDS
from .bezique import BeziqueBot, BeziqueState

__all__ = ["rubicon_value", "RubiconRules", "RubiconState", "ChineseBeziqueState", "RUBICON_LAWS"]

_SRC = "Foster 1914, Rubicon bezique (seed 001 part 4 lines 1150-1260; catalog 001_part4.md §4.7)"

RUBICON_LAWS = LawBook.of("Rubicon bezique", _SRC, [
    ("R1", "pack", "Four piquet packs, 128 cards (Chinese bezique: six), A 10 K Q J 9 8 7."),
    ("R2", "deal", "Nine each, three at a time, the pone first; no card turned: the first marriage declared "
                   "makes trumps and scores 40."),
    ("R3", "misdeal", "A misdeal or a card exposed in the spread stock: a new deal.", "a new deal, same dealer"),
    ("R4", "carte-blanche", "A hand dealt without king, queen or jack: carte blanche, 50; each later draw that is "
                            "no court card another 50, until a court card is drawn."),
    ("R5", "declare", "Marriage 20, royal marriage 40, sequence 150, royal sequence 250, bezique 40, double 500, "
                      "triple 1500, quadruple 4500, four aces 100, kings 80, queens 60, jacks 40; one a trick."),
    ("R6", "reform", "Tabled combinations may be broken and formed again and scored again, each time with a new "
                     "card from the hand."),
    ("R7", "last-nine", "With the stock exhausted tabled cards are taken back; follow suit and win if able; the "
                        "last trick 50.", "the offender scores no more brisques or last trick (the French rule)"),
    ("R8", "game", "Each deal is a game: the difference, fractions of hundreds dropped, plus 500; under 100 "
                   "apart after brisques, 100 more to the higher. Brisques (10 each) are counted only in a near "
                   "tie (one or two hundred apart) or to save a rubicon."),
    ("R9", "rubicon", "A loser under 1000 (his brisques not bringing him to it) is rubiconed: the winner adds the "
                      "loser's points to his own, 1000 for the rubicon and 300 for all the brisques; 100 more if "
                      "the loser has under 100."),
], meanings={"revoke-penalty": "R7", "misdeal": "R3"})


def _h(x: int) -> int:
    return x // 100 * 100


def rubicon_value(a: int, b: int, brisques_a: int = 0, brisques_b: int = 0) -> tuple[int | None, int, str]:
    """The value of one game of rubicon bezique (§4.7 "game", "rubicon"): ``(winner 0/1 or None,
    points to the winner, why)`` for totals ``a`` and ``b`` (declarations, carte blanche, the
    last trick) and the brisques each took (a count, 10 points each).

    - A near tie (one or two hundred apart, fractions dropped): both count their brisques; if
      the totals are then under 100 apart (fractions dropped) the higher adds 100.
    - The loser under 1000 is saved if his brisques bring him to 1000 (then both count them);
      otherwise he is rubiconed and the game is valued as if brisques were not counted: the
      winner's and the loser's totals (fractions dropped) + 1300 (+100 if the loser is under
      100). This is our reading where the book's sixth example is inconsistent (catalog FLAG:
      it prints 3900 with the winner's brisques counted; the law as stated gives 3800).
    - Otherwise the difference (fractions dropped) + 500.
    """
    counted = abs(_h(a) - _h(b)) <= 200
    ta, tb = (a + 10 * brisques_a, b + 10 * brisques_b) if counted else (a, b)
    if ta == tb:
        return None, 0, "a tie"
    w = 0 if ta > tb else 1
    tw, tl = (ta, tb) if w == 0 else (tb, ta)
    raw_w, raw_l = (a, b) if w == 0 else (b, a)
    bl = brisques_b if w == 0 else brisques_a
    bw = brisques_a if w == 0 else brisques_b
    if tl < 1000:
        if raw_l + 10 * bl >= 1000:              # saved by his brisques: both count them
            tw, tl = raw_w + 10 * bw, raw_l + 10 * bl
        else:
            value = _h(raw_w) + _h(raw_l) + 1300 + (100 if raw_l < 100 else 0)
            return w, value, f"rubicon: {_h(raw_w)} + {_h(raw_l)} + 1300" + (" + 100" if raw_l < 100 else "")
    diff = _h(tw) - _h(tl)
    bonus = 100 if diff < 100 else 0
    return w, diff + 500 + bonus, f"{_h(tw)} - {_h(tl)} + 500" + (" + 100" if bonus else "")


@dataclass(frozen=True)
class RubiconRules(Rules):
    referee_mode: bool = option(False, "accept a card that breaks the rule of the last nine tricks (recorded) "
                                "and settle it when claimed", "001 part 4 §4.7 last nine tricks")


class RubiconState(BeziqueState):
    """One deal (a game) of rubicon bezique: :class:`BeziqueState` with the parameters of §4.7;
    ``outcome`` is :func:`rubicon_value` to the winner, its negative to the loser."""

    rules_cls = RubiconRules
    penalty_laws = RUBICON_LAWS
    PACKS = 4
    ROUNDS = (3, 3, 3)
    TURN_UP = False
    MELDS = RUBICON_MELDS
    REFORM = True
    SEVENS = False
    BRISQUES_SCORE = False
    LAST_TRICK = 50
    CARTE_BLANCHE = True
    SLUG = "rubicon-bezique"
    TITLE = "Rubicon bezique"

    def game_value(self) -> tuple[int | None, int, str]:
        p = self.deal_points()
        return rubicon_value(p[0], p[1], self.brisques[0], self.brisques[1])

    def outcome(self) -> list[int]:
        if self.void:
            return [0, 0]
        w, v, _ = self.game_value()
        if w is None:
            return [0, 0]
        return [v, -v] if w == 0 else [-v, v]

    def result_text(self) -> str | None:
        if self.phase != "over" or self.void:
            return super().result_text()
        w, v, why = self.game_value()
        base = f"points N {self.points[0]}, S {self.points[1]}; brisques N {self.brisques[0]}, S {self.brisques[1]}"
        return base + ("; a tie" if w is None else f"; {self.seat_names[w]} wins the game, {v} ({why})")


class ChineseBeziqueState(RubiconState):
    """Chinese bezique (§4.8): rubicon bezique with six packs (192 cards)."""

    PACKS = 6
    SLUG = "chinese-bezique"
    TITLE = "Chinese bezique"


def _register() -> None:
    from ...core.registry import GameInfo, register
    common = dict(family="bezique", rules_cls=RubiconRules, laws=RUBICON_LAWS, bots={"heuristic": BeziqueBot},
                  min_players=2, max_players=2, utility="zero-sum-points")
    register(GameInfo(slug="rubicon-bezique", title="Rubicon bezique", aliases=("рубикон-безик", "rubicon"),
                      state_cls=RubiconState, source="Foster 1914, 001 part 4 §4.7 (seed lines 1150-1260)",
                      summary="Bezique with four packs, nine cards each, no turn-up (the first marriage makes "
                              "trumps), carte blanche, combinations formed again; each deal a game worth the "
                              "difference plus 500; a loser under 1000 is rubiconed.", **common))
    register(GameInfo(slug="chinese-bezique", title="Chinese bezique", aliases=("китайский безик",),
                      state_cls=ChineseBeziqueState, source="Foster 1914, 001 part 4 §4.8",
                      summary="Rubicon bezique with six packs (192 cards).", **common))


_register()
